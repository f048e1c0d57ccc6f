//! The `referee` binary as a user meets it: exit codes, output formats, errors with their
//! place, batches. Each test snapshots what the user sees — stdout, stderr and the exit
//! status together — or asserts the one fact that matters.

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use predicates::prelude::*;

fn root() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).canonicalize().expect("workspace root")
}

fn referee() -> Command {
    let mut c = Command::cargo_bin("referee").expect("referee binary");
    c.current_dir(root());
    c
}

/// What a user sees: stdout, stderr and the exit status, the way jj's tests print them.
fn seen(c: &mut Command) -> String {
    let out = c.output().expect("run referee");
    format!(
        "{}------- stderr -------\n{}[exit status: {}]",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
        out.status.code().unwrap_or(-1)
    )
}

/// A scratch directory for files a test writes.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("referee-cli-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).expect("write file");
    p
}

#[test]
fn a_game_that_agrees_exits_0() {
    let d = scratch("agree");
    let f = write(&d, "g.yaml", "rules: go-chinese\nset: {size: 9}\nmoves: [E5, resign]\nresult: B+R\n");
    referee()
        .arg("judge")
        .arg(&f)
        .assert()
        .code(0)
        .stdout(predicate::str::contains("B+R").and(predicate::str::contains("agrees")));
}

#[test]
fn a_disagreeing_claim_exits_1() {
    let d = scratch("disagree");
    let f = write(&d, "g.yaml", "rules: go-chinese\nset: {size: 9}\nmoves: [E5, resign]\nresult: W+R\n");
    referee()
        .arg("judge")
        .arg(&f)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("disagrees with claimed W+R"));
}

#[test]
fn an_illegal_move_is_a_verdict_with_its_place() {
    let d = scratch("illegal");
    let f = write(&d, "g.yaml", "rules: go-chinese\nset: {size: 9}\nmoves:\n  - E5\n  - E5\n");
    let out = referee().args(["judge", "--format", "json"]).arg(&f).output().expect("run");
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON verdict");
    assert_eq!(v["status"], "invalid");
    assert_eq!(v["violation"]["rule"], "occupied");
    assert_eq!(v["violation"]["ply"], 2);
    assert_eq!(v["violation"]["line"], 5);
    assert_eq!(v["violation"]["column"], 5);
}

#[test]
fn json_verdicts_have_exactly_the_spec_keys_in_order() {
    let out = referee()
        .args(["judge", "--format", "json", "--set", "size=9"])
        .arg(write(&scratch("keys"), "g.yaml", "rules: go-chinese\nmoves: [E5, pass, pass]\n"))
        .output()
        .expect("run");
    let line = String::from_utf8_lossy(&out.stdout);
    let v: serde_json::Value = serde_json::from_str(line.trim()).expect("JSON object");
    let keys = [
        "file",
        "game",
        "rules",
        "plies",
        "status",
        "winner",
        "reason",
        "result",
        "score",
        "black",
        "white",
        "komi",
        "margin_stones",
        "margin_points",
        "dead",
        "dead_source",
        "violation",
        "claimed",
        "agrees",
        "notes",
    ];
    assert_eq!(v.as_object().expect("object").len(), 13);
    assert_eq!(v["score"].as_object().expect("score").len(), 7);
    // No dead stones listed and `dead_stones: agreed`: none removed, and the verdict says so.
    assert_eq!((v["score"]["dead"].as_u64(), v["score"]["dead_source"].as_str()), (Some(0), Some("none")));
    // serde_json's map sorts keys, so the order is checked on the text itself.
    let places: Vec<usize> = keys
        .iter()
        .map(|k| line.find(&format!("\"{k}\":")).unwrap_or_else(|| panic!("key {k} missing")))
        .collect();
    assert!(places.windows(2).all(|w| w[0] < w[1]), "keys out of order: {line}");
    // E5 alone owns the whole 9x9 board: 81 - (40.5 + 2.75) = 37.75 stones.
    assert_eq!(v["score"]["margin_stones"], 37.75);
    assert_eq!(v["result"], "B+75.5");
}

#[test]
fn batch_output_keeps_input_order_whatever_the_threads() {
    let d = scratch("order");
    for i in 0..40 {
        let moves = if i % 3 == 0 { "[E5, E5]" } else { "[E5, resign]" };
        write(
            &d,
            &format!("g{i:02}.yaml"),
            &format!("rules: go-chinese\nset: {{size: 9}}\nmoves: {moves}\n"),
        );
    }
    let one = referee().args(["judge", "--jobs", "1"]).arg(&d).output().expect("run");
    let many = referee().args(["judge", "--jobs", "4"]).arg(&d).output().expect("run");
    assert_eq!(one.stdout, many.stdout);
    let text = String::from_utf8_lossy(&one.stdout);
    let files: Vec<&str> =
        text.lines().filter_map(|l| l.split_whitespace().next()).filter(|f| f.ends_with(".yaml")).collect();
    let mut sorted = files.clone();
    sorted.sort();
    assert_eq!(files, sorted);
    assert_eq!(files.len(), 40);
    assert!(
        text.ends_with(
            "40 games: 0 agree, 0 disagree, 26 not checkable (26 no claim), 14 invalid, 0 unreadable\n"
        ),
        "{text}"
    );
}

#[test]
fn an_unreadable_file_in_a_batch_gets_its_own_json_line_and_the_rest_are_judged() {
    let d = scratch("mixed");
    write(&d, "a.yaml", "rules: go-chinese\nset: {size: 9}\nmoves: [E5, resign]\n");
    write(&d, "b.yaml", "rules: go-chinese\nmoves: [Q16, Z99]\n");
    write(&d, "c.yaml", "rules: go-chinese\nset: {size: 9}\nmoves: [E5, resign]\n");
    let out = referee().args(["judge", "--format", "json"]).arg(&d).output().expect("run");
    assert_eq!(out.status.code(), Some(2));
    let lines: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["status"], "finished");
    assert_eq!(lines[1]["error"]["line"], 2);
    assert_eq!(lines[1]["error"]["column"], 14);
    assert!(lines[1]["error"]["message"]
        .as_str()
        .unwrap_or("")
        .contains("\"Z99\" is not a point on a 19x19 board"));
    assert_eq!(lines[2]["status"], "finished");
}

/// Every bad input a new user might try: one line on stderr naming the file (and the line and
/// column where there is one), exit 2, no panic.
#[test]
fn bad_inputs_are_one_line_errors_with_exit_2() {
    let d = scratch("bad");
    let cases: Vec<(&str, PathBuf, &str)> = vec![
        ("missing file", d.join("nope.yaml"), "nope.yaml: no such file"),
        ("not YAML", write(&d, "junk.yaml", "rules: [go-chinese\nmoves: ]]]\n"), "junk.yaml:"),
        ("unknown profile", write(&d, "p.yaml", "rules: go-klingon\nmoves: []\n"), "p.yaml:1:8: unknown profile \"go-klingon\""),
        ("off the board", write(&d, "o.yaml", "rules: go-chinese\nmoves: [Q16, Z99]\n"), "o.yaml:2:14: \"Z99\" is not a point on a 19x19 board (columns A-T without I, rows 1-19)"),
        ("unknown record key", write(&d, "k.yaml", "rules: go-chinese\nmovez: []\n"), "k.yaml:2:1: unknown field `movez`"),
        ("unknown profile key", write(&d, "s.yaml", "rules: go-chinese\nset: {komy: 7}\nmoves: []\n"), "s.yaml:2:7: unknown key `komy` for a go profile"),
        ("bad key value", write(&d, "v.yaml", "rules: go-chinese\nset: {ko: super}\nmoves: []\n"), "v.yaml:2:11: `ko` cannot be \"super\""),
        ("no rules", write(&d, "n.yaml", "moves: [D4]\n"), "n.yaml:1:1: the record names no rules"),
        ("empty file", write(&d, "e.yaml", ""), "e.yaml:1:1: the file is empty"),
        (
            "alias bomb",
            write(
                &d,
                "bomb.yaml",
                "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\ng: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]\nh: [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]\n",
            ),
            "bomb.yaml:",
        ),
    ];
    for (what, path, expected) in cases {
        let out = referee().arg("judge").arg(&path).output().expect("run");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{what}: {stderr}");
        assert!(stderr.contains(expected), "{what}: expected {expected:?} in {stderr:?}");
        assert_eq!(stderr.lines().count(), 1, "{what}: one line, got {stderr:?}");
        assert!(!stderr.contains("panicked"), "{what}: {stderr}");
    }
}

#[test]
fn a_50_mb_file_is_refused_before_it_is_read() {
    let d = scratch("big");
    let p = d.join("big.yaml");
    let f = std::fs::File::create(&p).expect("create");
    f.set_len(50 * 1024 * 1024).expect("sparse file");
    referee().arg("judge").arg(&p).assert().code(2).stderr(
        predicate::str::contains("the file is too large (")
            .and(predicate::str::contains("the limit is 16 MiB)")),
    );
}

#[test]
fn rules_list_names_every_builtin_profile() {
    insta::assert_snapshot!(seen(referee().args(["rules", "list"])));
}

#[test]
fn rules_show_prints_the_profile_and_unknown_names_exit_2() {
    referee()
        .args(["rules", "show", "go-chinese"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("komi: 2.75"));
    referee()
        .args(["rules", "show", "chess"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown profile \"chess\""));
}

#[test]
fn rules_check_validates_game_keys() {
    let d = scratch("check");
    let good = write(&d, "good.yaml", "name: mine\ngame: go\nsize: 13\nkomi_points: 6.5\n");
    let bad = write(&d, "bad.yaml", "name: mine\ngame: go\nsize: 13\nsuicide: sometimes\n");
    referee()
        .args(["rules", "check"])
        .arg(&good)
        .assert()
        .code(0)
        .stdout(predicate::str::contains("ok (go profile \"mine\")"));
    referee()
        .args(["rules", "check"])
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("bad.yaml:4:10: `suicide` cannot be \"sometimes\""));
}

#[test]
fn a_profile_path_is_read_relative_to_the_record() {
    let d = scratch("relprofile");
    write(&d, "house.yaml", "name: house\ngame: go\nsize: 9\nkomi: 0.25\n");
    let g = write(&d, "g.yaml", "rules: house.yaml\nmoves: [E5, pass, pass]\n");
    referee()
        .args(["judge", "--format", "json"])
        .arg(&g)
        .assert()
        .code(0)
        .stdout(predicate::str::contains("\"rules\":\"house\""));
}

#[test]
fn set_on_the_command_line_overrides_the_record() {
    let d = scratch("set");
    let g = write(
        &d,
        "g.yaml",
        "rules: go-chinese\nset: {size: 9, komi: 41}\nmoves: [E5, pass, pass]\nresult: W+1\n",
    );
    // Black's E5 owns all 81 points; with komi 41 Black needed 81.5: White by 1/2 stone.
    referee()
        .arg("judge")
        .arg(&g)
        .assert()
        .code(0)
        .stdout(predicate::str::contains("W+1 (White by 1/2 stone)"));
    referee().args(["judge", "--set", "komi=2.75"]).arg(&g).assert().code(1);
}

#[test]
fn help_documents_the_exit_codes() {
    referee().arg("--help").assert().code(0).stdout(predicate::str::contains("Exit codes:"));
}

#[test]
fn show_draws_the_position_after_a_ply() {
    let d = scratch("show");
    let g = write(&d, "g.yaml", "rules: go-chinese\nset: {size: 5}\nmoves: [C3, B3, D4]\n");
    insta::assert_snapshot!(seen(referee().arg("show").arg(&g).args(["--ply", "2"])));
}

#[test]
fn an_sgf_record_is_judged_with_its_rules_komi_and_result() {
    let d = scratch("sgf");
    // 9x9, komi 7 points = 3.5 stones; E5 alone owns the board: 81 - 40.5 - 3.5 = 37 stones.
    let f = write(&d, "g.sgf", "(;GM[1]FF[4]SZ[9]RU[Chinese]KM[7]RE[B+74]\n;B[ee];W[];B[])");
    let out = referee().args(["judge", "--format", "json"]).arg(&f).output().expect("run");
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON verdict");
    assert_eq!(v["rules"], "go-chinese");
    assert_eq!(v["result"], "B+74");
    assert_eq!(v["score"]["komi"], 3.5);
    assert_eq!(v["agrees"], true);
}

#[test]
fn a_psq_record_takes_its_profile_from_the_trailer_and_its_result_from_the_name() {
    let d = scratch("psq");
    // Black's five on row 8 (y = 8 counts from the top of 15 rows): a8-e8.
    let f = write(&d, "0_1_2_1.psq", "Piskvorky 15x15, 11:11, 0\n1,8,0\n1,1,0\n2,8,0\n2,1,0\n3,8,0\n3,1,0\n4,8,0\n4,1,0\n5,8,0\nA.zip\nB.zip\n-1\n1,Standard\n");
    let out = referee()
        .args(["judge", "--format", "json", "--result-from-filename"])
        .arg(&f)
        .output()
        .expect("run");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON verdict");
    assert_eq!(v["rules"], "gomoku-standard");
    assert_eq!(v["reason"], "five");
    assert_eq!(v["result"], "B+");
    assert_eq!(v["claimed"], "B+");
    assert_eq!(v["agrees"], true);
    assert_eq!(out.status.code(), Some(0));
    // Without --result-from-filename the name is not a claim.
    let out = referee().args(["judge", "--format", "json"]).arg(&f).output().expect("run");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON verdict");
    assert_eq!(v["claimed"], serde_json::Value::Null);
}

#[test]
fn a_mixed_directory_is_judged_in_sorted_path_order_with_one_json_line_per_game() {
    let d = scratch("mixed-formats");
    write(&d, "a.yaml", "rules: go-chinese\nset: {size: 9}\nmoves: [E5, resign]\n");
    std::fs::create_dir_all(d.join("b")).expect("subdir");
    write(&d, "b/c.sgf", "(;GM[1]SZ[9]RU[Chinese]KM[7]\n;B[ee];W[ee])\n(;GM[1]SZ[9];B[ee]RE[W+R])");
    write(&d, "b/d.psq", "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n-1\n1,Freestyle\n");
    write(&d, "notes.txt", "not a record");
    let out = referee().args(["judge", "--format", "json"]).arg(&d).output().expect("run");
    let lines: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    let files: Vec<String> = lines
        .iter()
        .map(|v| v["file"].as_str().unwrap_or("").rsplit(['/', '\\']).next().unwrap_or("").to_owned())
        .collect();
    // A collection of two SGF games gives two verdicts, numbered; the .txt file is not a record.
    assert_eq!(files, ["a.yaml", "c.sgf#1", "c.sgf#2", "d.psq"]);
    assert_eq!(lines[1]["violation"]["rule"], "occupied");
    assert_eq!(lines[2]["result"], "W+R");
    assert_eq!(lines[3]["violation"]["rule"], "occupied");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn an_unreadable_sgf_in_a_batch_names_its_line_and_column() {
    let d = scratch("bad-sgf");
    write(&d, "a.sgf", "(;GM[1]SZ[9];B[ee]\n;W[e");
    write(&d, "b.sgf", "(;GM[1]SZ[9];B[ee];W[dd])");
    let out = referee().arg("judge").arg(&d).output().expect("run");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr.contains("a.sgf:2:"), "{stderr}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("b.sgf"), "the other file is still judged");
}

#[test]
fn a_bad_game_in_a_collection_costs_only_its_own_verdict() {
    // Issue 11: game 2's `KM[abc]` used to make the whole file one error, losing game 1.
    let dir = scratch("two-games");
    let file = write(&dir, "two.sgf", "(;GM[1]SZ[9]RE[B+R];B[ee];W[])(;GM[1]SZ[9]KM[abc];B[ee])");
    let out = referee().args(["judge", "--format", "json"]).arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    assert!(lines[0].contains("two.sgf#1\"") && lines[0].contains("\"result\":\"B+R\""), "{}", lines[0]);
    assert!(lines[1].contains("two.sgf#2\"") && lines[1].contains("KM[abc]"), "{}", lines[1]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.ends_with("two.sgf#2:1:46: KM[abc]: komi is a number of points\n"), "{stderr}");
    // The text summary counts games: one judged, one unreadable.
    let text = referee().arg("judge").arg(&file).output().unwrap();
    let text = String::from_utf8_lossy(&text.stdout);
    assert_eq!(
        text.lines().last().unwrap(),
        "2 games: 1 agree (as claimed), 0 disagree, 0 invalid, 1 unreadable",
        "{text}"
    );
    // `show FILE#N` draws game N; game 2 is the error again.
    let one = referee().arg("show").arg(format!("{}#1", file.display())).output().unwrap();
    assert_eq!(one.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&one.stdout).contains("after ply 2; Black to move"));
    let two = referee().arg("show").arg(format!("{}#2", file.display())).output().unwrap();
    assert_eq!(two.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&two.stderr).contains("two.sgf#2:1:46: KM[abc]"));
    let three = referee().arg("show").arg(format!("{}#3", file.display())).output().unwrap();
    assert!(String::from_utf8_lossy(&three.stderr).contains("there is no game #3: the file holds 2"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs the binary with `stdin` as its standard input; what the user sees, as [`seen`].
fn seen_with_stdin(c: &mut Command, stdin: &[u8]) -> String {
    seen(c.write_stdin(stdin.to_vec()))
}

// Issue 12: on 7,258 real files the summary said `6464 agree`, 6,463 of them resignations taken
// at the record's word and one counted. Each agreement is now counted by what was checked, and
// each claim not compared by why (SPEC.md section 4: a claim needing no count on a record that
// stops early is taken as stated).
#[test]
fn summary_separates_counted_from_claimed_agreement() {
    let d = scratch("summary");
    let go = "rules: go-chinese\nset: {size: 9}\n";
    write(&d, "a-counted.yaml", &format!("{go}moves: [E5, pass, pass]\nresult: B+75.5\n"));
    write(&d, "b-resign-entry.yaml", &format!("{go}moves: [E5, resign]\nresult: B+R\n"));
    write(&d, "c-as-claimed.yaml", &format!("{go}moves: [E5]\nresult: W+R\n"));
    write(&d, "d-during-count.yaml", &format!("{go}moves: [E5, pass, pass]\nresult: W+R\n"));
    write(&d, "e-no-claim.yaml", &format!("{go}moves: [E5, pass, pass]\n"));
    write(&d, "f-unknown-form.yaml", &format!("{go}moves: [E5, pass, pass]\nresult: B+AW\n"));
    write(&d, "g-no-dead-stones.yaml", &format!("{go}moves: [E5]\nresult: B+3.5\n"));
    write(&d, "h-disagrees.yaml", &format!("{go}moves: [E5, resign]\nresult: W+R\n"));
    write(&d, "i-invalid.yaml", &format!("{go}moves: [E5, E5]\nresult: B+R\n"));
    write(&d, "j-unreadable.yaml", "rules: go-chinese\nmoves: [Z99]\n");
    let out = referee().args(["judge", "--quiet"]).arg(&d).output().expect("run");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text.lines().last().unwrap(),
        "10 games: 1 agree (counted), 1 agree (ending in the moves), 2 agree (as claimed), 1 disagree, \
         3 not checkable (1 no claim, 1 claim in a form not read, 1 dead stones not recorded), 1 invalid, 1 unreadable",
        "{text}"
    );
    assert_eq!(out.status.code(), Some(2));
}

// Issue 12: text output hid every note, even with --explain (`dead stones not recorded`, the
// reader's `KM[750] read as 7.5`): they now print indented under the verdict line.
#[test]
fn notes_print_under_the_verdict_line_and_quiet_hides_them() {
    let d = scratch("notes");
    let g =
        write(&d, "g.yaml", "rules: go-chinese\nset: {size: 9}\nmoves: [E5, pass, pass]\nresult: B+75.5\n");
    let shown = seen(referee().current_dir(&d).args(["judge", "g.yaml"]));
    insta::assert_snapshot!(shown);
    assert!(shown.contains("\n  note: dead stones not recorded: counted as the board stands\n"), "{shown}");
    let quiet = seen(referee().args(["judge", "--quiet"]).arg(&g));
    assert!(!quiet.contains("note:"), "{quiet}");
    let json = seen(referee().args(["judge", "--format", "json"]).arg(&g));
    assert!(!json.contains("note:") && json.contains("\"notes\":[\"dead stones not recorded"), "{json}");
}

// `--only problems`: an archive keeper reads only what needs a look; the summary still counts
// every game, so a clean run is visibly a run over all the files.
#[test]
fn only_problems_prints_invalid_disagreeing_and_unreadable_games() {
    let d = scratch("only");
    let go = "rules: go-chinese\nset: {size: 9}\n";
    write(&d, "a-agrees.yaml", &format!("{go}moves: [E5, resign]\nresult: B+R\n"));
    write(&d, "b-disagrees.yaml", &format!("{go}moves: [E5, resign]\nresult: W+R\n"));
    write(&d, "c-invalid.yaml", &format!("{go}moves: [E5, E5]\n"));
    write(&d, "d-unreadable.yaml", "rules: go-chinese\nmoves: [Z99]\n");
    write(&d, "e-unchecked.yaml", &format!("{go}moves: [E5]\n"));
    let shown = seen(referee().current_dir(&d).args(["judge", "--only", "problems", "."]));
    insta::assert_snapshot!(shown);
    assert!(!shown.contains("a-agrees") && !shown.contains("e-unchecked"), "{shown}");
    let json =
        referee().current_dir(&d).args(["judge", "--format", "json", "--only", "problems", "."]).output();
    let json = String::from_utf8_lossy(&json.expect("run").stdout).into_owned();
    assert_eq!(json.lines().count(), 3, "{json}");
}

const PSQ: &str = "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n9,8,0\n10,10,0\n10,8,0\n11,11,0\n11,8,0\n12,12,0\n12,8,0\nA\nB\n-1\n1,Freestyle\n";

// Issue 12: `cat x.psq | referee judge -` failed. `-` reads standard input, in the format
// --input-format names or else the one its first bytes show.
#[test]
fn stdin_reads_a_psq_record() {
    let forced = seen_with_stdin(referee().args(["judge", "--input-format", "psq", "-"]), PSQ.as_bytes());
    insta::assert_snapshot!(forced);
    assert!(forced.starts_with("-  gomoku-freestyle   B+"), "{forced}");
    let guessed = seen_with_stdin(referee().args(["judge", "-"]), PSQ.as_bytes());
    assert_eq!(guessed, forced);
    let dev = seen_with_stdin(referee().args(["judge", "/dev/stdin"]), PSQ.as_bytes());
    assert_eq!(dev, forced);
}

#[test]
fn stdin_format_is_guessed_from_the_content() {
    let sgf = "\u{feff}  (;GM[1]SZ[9]RE[B+R];B[ee];W[])";
    let out = seen_with_stdin(referee().args(["judge", "--format", "json", "-"]), sgf.as_bytes());
    assert!(out.contains("\"file\":\"-\"") && out.contains("\"result\":\"B+R\""), "{out}");
    let yaml = "rules: go-chinese\nset: {size: 9}\nmoves: [E5, resign]\nresult: B+R\n";
    let out = seen_with_stdin(referee().args(["judge", "-"]), yaml.as_bytes());
    assert!(out.contains("agrees") && out.ends_with("[exit status: 0]"), "{out}");
    let rif = "<?xml version=\"1.0\"?><database></database>";
    let out = seen_with_stdin(referee().args(["judge", "-"]), rif.as_bytes());
    assert!(!out.contains("expected mapping"), "read as RIF, not YAML: {out}");
    // The wrong reader forced: the PSQ reader's own message, not a YAML one.
    let out = seen_with_stdin(referee().args(["judge", "--input-format", "psq", "-"]), sgf.as_bytes());
    assert!(out.contains("-:1:1: not a Gomocup PSQ file") && out.ends_with("[exit status: 2]"), "{out}");
}

// `game.txt` was always read as YAML; --input-format names the reader for every path.
#[test]
fn input_format_forces_the_reader_for_every_path() {
    let d = scratch("input-format");
    write(&d, "game.txt", "(;GM[1]SZ[9]RE[B+R];B[ee];W[])");
    let by_name = seen(referee().current_dir(&d).args(["judge", "game.txt"]));
    assert!(by_name.ends_with("[exit status: 2]"), "{by_name}");
    let forced = seen(referee().current_dir(&d).args(["judge", "--input-format", "sgf", "game.txt"]));
    assert!(
        forced.starts_with("game.txt  go-chinese         B+R") && forced.ends_with("[exit status: 0]"),
        "{forced}"
    );
}

// Issue 12: an empty directory or a path with no records exited 0 in silence, so a CI job
// with a wrong path went green.
#[test]
fn no_records_found_is_exit_2() {
    let d = scratch("empty");
    std::fs::create_dir_all(d.join("sub")).expect("dir");
    write(&d, "sub/readme.txt", "not a record");
    let shown = seen(referee().current_dir(&d).args(["judge", "."]));
    insta::assert_snapshot!(shown);
    let json = seen(referee().current_dir(&d).args(["judge", "--format", "json", "sub"]));
    assert!(json.starts_with("{\"error\":") && json.ends_with("[exit status: 2]"), "{json}");
}

// Issue 12: `judge --set komi=3.75 renju.yaml go.yaml` said `--set: unknown key 'komi'` (JSON
// `"file":"--set"`): the error now belongs to the renju record, at its `rules:` line, and the
// Go record is judged with the key.
#[test]
fn set_key_of_another_game_is_an_error_for_that_record_only() {
    let d = scratch("set-other-game");
    write(&d, "go.yaml", "rules: go-chinese\nset: {size: 9}\nmoves: [E5, pass, pass]\nresult: B+77.5\n");
    write(&d, "renju.yaml", "# a renju game\nrules: renju-rif\nmoves: [h8, resign]\nresult: W+R\n");
    let shown = seen(referee().current_dir(&d).args([
        "judge",
        "--quiet",
        "--set",
        "komi=1.75",
        "renju.yaml",
        "go.yaml",
    ]));
    insta::assert_snapshot!(shown);
    assert!(shown.contains("\nrenju.yaml:2:8: --set komi=1.75 does not fit this record"), "{shown}");
    assert!(shown.contains("go.yaml     go-chinese         B+77.5"), "{shown}");
    let json = referee()
        .current_dir(&d)
        .args(["judge", "--format", "json", "--set", "komi=1.75", "renju.yaml"])
        .output();
    let json = String::from_utf8_lossy(&json.expect("run").stdout).into_owned();
    let v: serde_json::Value = serde_json::from_str(json.trim()).expect("one JSON line");
    assert_eq!(v["file"], "renju.yaml");
    assert_eq!(v["error"]["line"], 2);
}

// Issue 12: `--rules renju-rif km.sgf` complained about `komi_points`, the first key of the SGF
// reader's that renju lacks; the real mistake is the profile's game.
#[test]
fn profile_for_another_game_says_so() {
    let d = scratch("rules-other-game");
    write(&d, "km.sgf", "(;GM[1]SZ[9]KM[7.5]RE[B+R];B[ee];W[])");
    write(&d, "x.psq", PSQ);
    let shown = seen(referee().current_dir(&d).args(["judge", "--rules", "renju-rif", "km.sgf"]));
    assert_eq!(
        shown,
        "------- stderr -------\nkm.sgf: --rules: profile renju-rif is for renju; this record is a Go game (GM[1])\n[exit status: 2]"
    );
    let shown = seen(referee().current_dir(&d).args(["judge", "--rules", "go-chinese", "x.psq"]));
    assert!(shown.contains("x.psq: --rules: profile go-chinese is for go; this record is a Renju or Gomoku game (a PSQ file)"), "{shown}");
}

// Issue 12: `komi` is in stones; `--set komi=7.5` on a file with `KM[7.5]` gave `W+15 ...
// disagrees` and nothing said why. Above 5 stones (docs: README, Verdicts) a note names
// `komi_points`; the verdict itself is unchanged.
#[test]
fn komi_in_stones_that_looks_like_points_gets_a_note() {
    let d = scratch("komi-note");
    write(&d, "km.sgf", "(;GM[1]SZ[19]KM[7.5]RU[Chinese]RE[W+7.5];B[pd];W[dp];B[];W[])");
    let shown = seen(referee().current_dir(&d).args(["judge", "--set", "komi=7.5", "km.sgf"]));
    insta::assert_snapshot!(shown);
    assert!(shown.contains("note: --set komi=7.5 is in stones (15 points)"), "{shown}");
    assert!(shown.contains("write komi_points=7.5"), "{shown}");
    let plain = seen(referee().current_dir(&d).args(["judge", "--set", "komi=3.75", "km.sgf"]));
    assert!(!plain.contains("is in stones"), "{plain}");
    let points = seen(referee().current_dir(&d).args(["judge", "--set", "komi_points=7.5", "km.sgf"]));
    assert!(!points.contains("is in stones"), "{points}");
}

// English says `1 game`, `1 ply`, `1 stone`, `1 point`: the summary and verdict lines once said
// `1 games` and `1 plies`.
#[test]
fn english_number_agreement_in_text_output() {
    let d = scratch("one");
    write(&d, "a.yaml", "rules: go-chinese\nset: {size: 9}\nmoves: [E5]\n");
    write(&d, "b.yaml", "rules: go-chinese\nmoves: [Z99]\n");
    let shown = seen(referee().current_dir(&d).args(["judge", "a.yaml"]));
    assert!(shown.contains("unfinished after 1 ply\n"), "{shown}");
    let two = seen(referee().current_dir(&d).args(["judge", "a.yaml", "b.yaml"]));
    assert!(
        two.contains("2 games: 0 agree, 0 disagree, 1 not checkable (1 no claim), 0 invalid, 1 unreadable"),
        "{two}"
    );
    let one = seen(referee().current_dir(&d).args(["judge", "--only", "problems", "a.yaml"]));
    assert!(one.contains("1 game: 0 agree,"), "{one}");
    insta::assert_snapshot!(format!("{shown}\n{two}\n{one}"));
}

#[test]
fn show_dead_marks_the_judged_stones_and_says_why() {
    // docs/rules/go.md, "Inferred dead stones": the judgement drawn for any Go record.
    let out =
        referee().args(["show", "--dead", "fixtures/go/dead-stones-inferred.yaml"]).output().expect("run");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("  4 ├─◇─●─○─┼─◆─┤ 4"), "{text}");
    assert!(text.contains("dead: White B4 (1 stone): playout ownership"), "{text}");
    let out = referee()
        .args([
            "show",
            "--dead",
            "--format",
            "svg",
            "fixtures/go/dead-stones-inferred-uncertain-reachable.yaml",
        ])
        .output()
        .expect("run");
    let svg = String::from_utf8_lossy(&out.stdout);
    assert!(svg.contains("stroke-dasharray"), "the uncertain stones are ringed: {svg}");
    // A renju record has no Go stones to judge: an input error, exit 2.
    let out =
        referee().args(["show", "--dead", "fixtures/renju/four-three-is-legal.yaml"]).output().expect("run");
    assert_eq!(out.status.code(), Some(2));
}
