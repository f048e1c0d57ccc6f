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
        "violation",
        "claimed",
        "agrees",
        "notes",
    ];
    assert_eq!(v.as_object().expect("object").len(), 13);
    assert_eq!(v["score"].as_object().expect("score").len(), 5);
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
            "40 games: 0 agree, 0 disagree, 14 invalid, 0 unreadable, 26 with no claim to check\n"
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
    assert!(text.lines().last().unwrap().contains("1 agree, 0 disagree, 0 invalid, 1 unreadable"), "{text}");
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
