//! The `referee` binary as a user meets it: exit codes, output formats, errors with their
//! place, profiles and `--set`. Each test snapshots what the user sees — stdout, stderr and the
//! exit status together — or asserts the one fact that matters. Batches are in `batch.rs`.

mod common;

use std::path::PathBuf;

use common::{referee, scratch, seen, write, PSQ};
use predicates::prelude::*;

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
        "uncertain",
        "range",
        "reading",
        "violation",
        "claimed",
        "agrees",
        "settled",
        "unchecked",
        "notes",
    ];
    assert_eq!(v.as_object().expect("object").len(), 15);
    assert_eq!(v["score"].as_object().expect("score").len(), 10);
    // No dead stones listed and `dead_stones: auto` (the default): the judgement finds none
    // (E5 alone owns the board), and the verdict says where that came from.
    assert_eq!(v["score"]["dead"], serde_json::json!([]));
    assert_eq!(v["score"]["dead_source"], "inferred");
    // The profile named by the record, the end played (two passes), nothing assumed.
    assert_eq!(
        v["score"]["reading"],
        serde_json::json!({"rules": "named", "end": "played", "assumed": null})
    );
    // No claim: nothing was settled, so no reason for not checking either.
    assert_eq!((v["settled"].is_null(), v["unchecked"].is_null()), (true, true));
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
        ("unknown record key", write(&d, "k.yaml", "rules: go-chinese\nmovez: []\n"), "k.yaml:2:1: unknown key `movez`"),
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
/// `rules: Chinese` names a rule set as SGF's `RU` does, not a profile: the error points to the
/// profile that rule set is (`go-chinese`), in a record, in `--rules` and in `rules show`; an
/// SGF's `RU[Chinese]` is read as that profile.
#[test]
fn a_rule_set_name_as_rules_suggests_its_profile() {
    let d = scratch("rule-set-name");
    let cases = [
        (write(&d, "c.yaml", "rules: Chinese
moves: [D4]
"), "c.yaml:1:8: unknown profile \"Chinese\": that names a rule set (as SGF's RU does), whose profile is go-chinese ("),
        (write(&d, "j.yaml", "rules: japanese
moves: [D4]
"), "whose profile is go-japanese ("),
        (write(&d, "r.yaml", "rules: Renju
moves: [H8]
"), "whose profile is renju-rif ("),
    ];
    for (path, expected) in cases {
        let out = referee().arg("judge").arg(&path).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(expected), "expected {expected:?} in {stderr:?}");
    }
    // A word that is neither a profile nor a rule set keeps the closest name.
    let out =
        referee().arg("judge").arg(write(&d, "k.yaml", "rules: go-chines\nmoves: []\n")).output().unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).contains("(did you mean go-chinese?)"));
    referee().args(["judge", "--rules", "Chinese", "fixtures/go/capture-corner.yaml"]).assert().code(2).stderr(
        predicate::str::contains("--rules: unknown profile \"Chinese\": that names a rule set (as SGF's RU does), whose profile is go-chinese ("),
    );
    referee().args(["rules", "show", "Chinese"]).assert().code(2).stderr(predicate::str::contains(
        "unknown profile \"Chinese\": that names a rule set (as SGF's RU does), whose profile is go-chinese (",
    ));
    let sgf = write(&d, "c.sgf", "(;GM[1]SZ[9]RU[Chinese];B[ee])");
    referee()
        .arg("judge")
        .arg(&sgf)
        .assert()
        .code(0)
        .stdout(predicate::str::contains("RU[Chinese]: judged as go-chinese"));
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
    // docs/rules/go.md §1.8, "Dead stones": the judgement drawn for any Go record.
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

/// The README's JSON example ("What a verdict says it checked") is what the referee prints:
/// the default `dead_stones: auto`, `settled`, `unchecked` and `score.dead` as points.
#[test]
fn readme_json_verdict_example_is_what_the_referee_prints() {
    let readme = std::fs::read_to_string(common::root().join("README.md")).expect("README.md");
    let command = "$ referee judge --format json fixtures/go/dead-stones-auto-by-default.yaml";
    let mut lines = readme.lines().skip_while(|l| *l != command);
    assert_eq!(lines.next(), Some(command), "the example is in the README");
    let shown = lines.next().expect("the verdict line under the command");
    let out = referee()
        .current_dir(common::root())
        .args(["judge", "--format", "json", "fixtures/go/dead-stones-auto-by-default.yaml"])
        .output()
        .expect("run");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim_end(), shown);
}

// Issue 27: a misspelt `--rules` or a `--set` key no game has is one error, before any file is
// read, with the name meant (it used to be one line per record, every game unreadable).
#[test]
fn a_misspelt_rules_name_or_set_key_is_one_error_with_the_name_meant() {
    for (args, meant) in [
        (["--rules", "go-chinse"], "(did you mean go-chinese?)"),
        (["--set", "komii=3"], "(did you mean komi?)"),
    ] {
        let out = referee().arg("judge").args(args).arg("fixtures/go").output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty(), "no verdict is printed");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(meant), "{stderr}");
    }
}

// Issue 27, the first hour: a `rules:` file that is missing is the record's error at its
// place; a profile kept beside the records is not judged as one (and says what it is when
// named); `--rules` of another game on a YAML record is refused; a file whose extension says
// nothing is read by its content.
#[test]
fn first_hour_profiles_beside_records_and_files_by_content() {
    let dir = scratch("first-hour");
    write(&dir, "a.yaml", "rules: house.yaml\nmoves: [D4]\n");
    let out = referee().arg("judge").arg(dir.join("a.yaml")).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("a.yaml:1:8: rules: ") && stderr.contains("house.yaml: "), "{stderr}");

    let kept = scratch("first-hour-kept");
    write(&kept, "house.yaml", "name: house\ngame: go\nkomi: 3.75\n");
    write(&kept, "b.yaml", "rules: house.yaml\nmoves: [D4, pass, pass]\n");
    let out = referee().arg("judge").arg(&kept).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(!stdout.contains("house.yaml  ") && stdout.contains("b.yaml"), "{stdout}");
    let named = referee().arg("judge").arg(kept.join("house.yaml")).output().unwrap();
    assert!(
        String::from_utf8_lossy(&named.stderr).contains("is a rule profile (`game: go`), not a game record")
    );

    write(&dir, "c.yaml", "rules: go-chinese\nmoves: [D4]\n");
    let out = referee().args(["judge", "--rules", "renju-rif"]).arg(dir.join("c.yaml")).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("--rules renju-rif is a renju profile, but this record's rules (go-chinese) are for go"));

    write(&dir, "game.txt", "(;GM[1]SZ[9]RU[Chinese]RE[B+R];B[ee];W[cc])");
    let out = referee().arg("judge").arg(dir.join("game.txt")).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("agrees"));
}

// Issue 27: hints where a key or an option would settle the verdict, gone once it is given.
#[test]
fn hints_name_the_option_that_settles_the_verdict() {
    let dir = scratch("hints");
    // White's pass dropped between two White moves: out of turn, with the hint.
    write(&dir, "dropped.sgf", "(;GM[1]SZ[9]RU[Chinese]RE[B+R];B[ee];W[cc];W[gg])");
    let out = referee().arg("judge").arg(dir.join("dropped.sgf")).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("out-of-turn") && text.contains("--set missing_pass=implied"), "{text}");
    let implied = referee()
        .args(["judge", "--set", "missing_pass=implied"])
        .arg(dir.join("dropped.sgf"))
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&implied.stdout).contains("hint:"));
    // A Gomocup file name carrying the result.
    write(&dir, "0_1_2_1.psq", PSQ);
    let out = referee().arg("judge").arg(dir.join("0_1_2_1.psq")).output().unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("`--result-from-filename` compares it"));
    let given =
        referee().args(["judge", "--result-from-filename"]).arg(dir.join("0_1_2_1.psq")).output().unwrap();
    let text = String::from_utf8_lossy(&given.stdout);
    assert!(!text.contains("hint:") && text.contains("agrees"), "{text}");
}

/// A Gomocup tournament folder: every file's name carries the result, and the hint that says
/// so is shown once for the run (under the first file), with the count of the others before
/// the summary, not once per file.
#[test]
fn the_result_from_filename_hint_is_printed_once_per_run() {
    let dir = scratch("name-hint-once");
    for name in ["0_1_2_1.psq", "0_2_3_2.psq", "1_1_2_0.psq", "1_3_4_1.psq"] {
        write(&dir, name, PSQ);
    }
    let out = referee().arg("judge").arg(&dir).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.matches("`--result-from-filename` compares it").count(), 1, "{text}");
    assert_eq!(text.matches("hint:").count(), 2, "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[lines.len() - 2],
        "hint: the names of 3 more files end the same way, as Gomocup names carry the result; `--result-from-filename` compares them"
    );
    assert!(lines[lines.len() - 1].starts_with("4 games: "), "{text}");
    // One file: the hint alone, as before.
    let one = referee().arg("judge").arg(dir.join("0_1_2_1.psq")).output().unwrap();
    let text = String::from_utf8_lossy(&one.stdout);
    assert_eq!(text.matches("hint:").count(), 1, "{text}");
    // The JSON keeps each verdict's own note: it is data, not a line for the eye.
    let json = referee().args(["judge", "--format", "json"]).arg(&dir).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&json.stdout).matches("--result-from-filename").count(), 4);
}

/// A `--set` value no profile takes is wrong for every record of the batch: one error before
/// any record is read, exit 2, not one line per file.
#[test]
fn a_bad_set_value_is_reported_once_not_once_per_file() {
    for (set, expected) in [
        ("ko=super", "referee: --set ko=super: `ko` cannot be \"super\" (expected one of: simple, positional-superko, situational-superko) (no built-in profile takes this value)\n"),
        ("komi=abc", "referee: --set komi=abc: `komi` must be a number from -200 to 200, not \"abc\" (no built-in profile takes this value)\n"),
        ("main_time=soon", "referee: --set main_time=soon: `main_time`: \"soon\" is not a time"),
    ] {
        let out = referee().args(["judge", "--set", set, "fixtures/go", "fixtures/renju"]).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{set}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{set}: {stderr}");
        assert!(stderr.starts_with(expected), "{set}: {stderr}");
        assert!(out.stdout.is_empty(), "{set}: nothing judged");
    }
    // A value one game's profiles take (a 19x19 board suits gomoku, not renju) is judged record
    // by record, as is a key the other game has not (a renju record has no komi).
    let out = referee().args(["judge", "--set", "size=19", "fixtures/renju"]).output().unwrap();
    assert!(!out.stdout.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    let out = referee().args(["judge", "--set", "komi=7", "fixtures/go", "fixtures/renju"]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.lines().count() > 1 && stderr.contains("--set komi=7 does not fit this record"),
        "{stderr}"
    );
}

/// The YAML block after the line `after` in `doc` (a file of the repository).
fn yaml_after(doc: &str, after: &str) -> String {
    let text = std::fs::read_to_string(common::root().join(doc)).expect("doc");
    let rest = &text[text.find(after).unwrap_or_else(|| panic!("{after:?} in {doc}"))..];
    let start = rest.find("```yaml\n").expect("a yaml block") + 8;
    rest[start..start + rest[start..].find("```").expect("closed")].to_owned()
}

// Issue 27: the sample records that README.md and docs/contract.md show are valid records
// whose claims agree (the README's once put White's first move on Black's handicap stone).
#[test]
fn the_documented_sample_records_are_valid_and_agree() {
    let dir = scratch("samples");
    for (doc, after) in
        [("README.md", "YAML records (docs/contract.md"), ("docs/contract.md", "### 4.2 The YAML record")]
    {
        let path = write(&dir, "sample.yaml", &yaml_after(doc, after));
        let out = referee().arg("judge").arg(&path).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{doc}: {text}{}", String::from_utf8_lossy(&out.stderr));
        assert!(text.contains("agrees"), "{doc}: {text}");
    }
}

/// The `$ referee ...` commands on the fixtures in the README's tour and in docs/contract.md,
/// each with the lines shown under it (up to the next command or the end of its block).
fn readme_commands() -> Vec<(String, Vec<String>)> {
    let root = common::root();
    let readme = ["README.md", "docs/contract.md"]
        .map(|doc| std::fs::read_to_string(root.join(doc)).expect("the doc"))
        .join("\n");
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let mut in_block = false;
    let mut current: Option<(String, Vec<String>)> = None;
    for line in readme.lines() {
        if line.starts_with("```") {
            in_block = !in_block;
            out.extend(current.take());
            continue;
        }
        if !in_block {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            out.extend(current.take());
            if common::runs_on_fixtures(command) {
                current = Some((command.to_owned(), Vec::new()));
            }
        } else if let Some((_, shown)) = current.as_mut() {
            shown.push(line.to_owned());
        }
    }
    out
}

// Issue 27: the README tour still prints exactly what it says: every command of it that runs
// on the fixtures prints the lines shown under it.
#[test]
fn the_readme_tour_prints_exactly_what_it_says() {
    let commands = readme_commands();
    // Ten commands today: a new one on the fixtures is checked without a change here.
    assert!(commands.len() >= 10, "only {} documented commands found", commands.len());
    for (command, shown) in commands {
        let words: Vec<&str> = command.split_whitespace().skip(1).collect();
        let out = referee().current_dir(common::root()).args(&words).output().expect("run");
        let printed = String::from_utf8_lossy(&out.stdout);
        let printed: Vec<&str> = printed.lines().collect();
        assert_eq!(printed, shown, "$ {command}");
    }
}

/// The records of a CI job judging strangers' files, each naming a file outside the folder
/// being judged; `private/keys.yaml` beside it holds a secret no line may show.
fn strangers_records() -> PathBuf {
    let d = scratch("strangers");
    std::fs::create_dir_all(d.join("judged")).expect("dir");
    std::fs::create_dir_all(d.join("private")).expect("dir");
    write(&d, "private/keys.yaml", "game: go\nsecret_token_5f3a: hunter2-5f3a\n");
    let judged = d.join("judged");
    // One folder up, written so that `cargo xtask tidy` takes no scratch path for the repository's.
    let up = |path: &str| format!("../{path}");
    for (name, rules) in [
        ("absolute.yaml", "/etc/passwd".to_owned()),
        ("environ.yaml", "/proc/self/environ".to_owned()),
        ("device.yaml", "/dev/zero".to_owned()),
        ("up.yaml", up("private/keys.yaml")),
        ("far-up.yaml", "../../../../../../../../../../etc/passwd".to_owned()),
        ("missing-outside.yaml", up("private/none.yaml")),
    ] {
        write(&judged, name, &format!("rules: {rules}\nmoves: [D4]\n"));
    }
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(d.join("private/keys.yaml"), judged.join("keys.link")).expect("symlink");
        std::os::unix::fs::symlink("../private", judged.join("private-link")).expect("symlink");
        write(&judged, "link.yaml", "rules: ./keys.link\nmoves: [D4]\n");
        write(&judged, "dir-link.yaml", "rules: private-link/keys.yaml\nmoves: [D4]\n");
        // A record that is a link out of the folder: read, its unknown key would be quoted.
        write(&d, "private/notes.yaml", "rules: go-chinese\nsecret_5f3a: 1\nmoves: [D4]\n");
        std::os::unix::fs::symlink(d.join("private/notes.yaml"), judged.join("record-link.yaml"))
            .expect("symlink");
        std::os::unix::fs::symlink(up("private/none.yaml"), judged.join("dangling-link.yaml"))
            .expect("symlink");
        // A link within the folder is followed as ever.
        std::os::unix::fs::symlink("up.yaml", judged.join("within-link.yaml")).expect("symlink");
    }
    d
}

// Issue 34: `rules: /proc/self/environ`, `/etc/shadow`, a path two folders up to a private
// file were opened and parsed, and their errors named the profile and quoted its keys whole.
#[test]
fn a_record_reads_no_profile_file_outside_the_tree_being_judged() {
    let d = strangers_records();
    let out = referee().args(["judge", "--format", "json"]).arg(d.join("judged")).output().expect("run");
    assert_eq!(out.status.code(), Some(2));
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(!format!("{stdout}{stderr}").contains("5f3a"), "{stdout}{stderr}");
    let lines: Vec<serde_json::Value> =
        stdout.lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect();
    let expected = if cfg!(unix) { 11 } else { 6 };
    assert_eq!(lines.len(), expected, "{stdout}");
    // The record links out of the folder are not read, the same whether or not their file is
    // there; the link within it is judged as its file.
    let mut lines = lines;
    for link in ["/record-link.yaml", "/dangling-link.yaml"].iter().filter(|_| cfg!(unix)) {
        let i = lines.iter().position(|v| v["file"].as_str().is_some_and(|f| f.ends_with(link))).expect(link);
        let v = lines.remove(i);
        let message = v["error"]["message"].as_str().expect("a message");
        assert!(message.starts_with("a symbolic link out of the folder being judged ("), "{v}");
        assert_eq!(v["error"]["line"], serde_json::Value::Null, "{v}");
    }
    for v in &lines {
        let file = v["file"].as_str().expect("a file");
        // The record's error, at its `rules:`, naming the record.
        assert!(file.ends_with(".yaml") && file.contains("judged"), "{v}");
        assert_eq!((&v["error"]["line"], &v["error"]["column"]), (&1.into(), &8.into()), "{v}");
        let message = v["error"]["message"].as_str().expect("a message");
        assert!(message.starts_with("rules: "), "{message}");
        assert!(message.contains(": outside the folder being judged ("), "{message}");
    }
    // The same answer whether the file outside exists or not: nothing outside is looked at.
    let of = |name: &str| {
        let v = lines.iter().find(|v| v["file"].as_str().is_some_and(|f| f.ends_with(name))).expect(name);
        v["error"]["message"].as_str().expect("a message").replace("none.yaml", "keys.yaml")
    };
    assert_eq!(of("/up.yaml"), of("/missing-outside.yaml"));
    // Text errors say the same on stderr, record by record.
    let text = referee().arg("judge").arg(d.join("judged")).output().expect("run");
    let stderr = String::from_utf8_lossy(&text.stderr);
    let at_rules = |l: &str| l.contains(".yaml:1:8: rules: ") || l.contains("link.yaml: a symbolic link out");
    assert!(stderr.lines().all(|l| l.contains("/judged/") && at_rules(l)), "{stderr}");
}

#[test]
fn a_profile_file_is_read_inside_the_tree_being_judged_or_a_profiles_folder() {
    let d = scratch("profile-folders");
    write(&d, "house.yaml", "name: house\ngame: go\nsize: 9\n");
    std::fs::create_dir_all(d.join("sub")).expect("dir");
    let g = write(&d, "sub/g.yaml", "rules: ../house.yaml\nmoves: [E5]\n");
    // Judging the folder: `../house.yaml` stays inside it.
    let out = referee().args(["judge", "--format", "json"]).arg(&d).output().expect("run");
    assert!(String::from_utf8_lossy(&out.stdout).contains(r#""rules":"house""#), "{out:?}");
    // The file alone: its folder is the tree, and `..` leaves it ...
    let out = referee().arg("judge").arg(&g).output().expect("run");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("sub/g.yaml:1:8: rules: ../house.yaml: outside"));
    // ... unless the folder is allowed, for `judge` and `show` alike.
    let allowed = referee().arg("judge").arg("--profiles").arg(&d).arg(&g).output().expect("run");
    assert_eq!(allowed.status.code(), Some(0), "{}", String::from_utf8_lossy(&allowed.stderr));
    let shown = referee().arg("show").arg(&g).output().expect("run");
    assert_eq!(shown.status.code(), Some(2));
    let shown = referee().arg("show").arg("--profiles").arg(&d).arg(&g).output().expect("run");
    assert_eq!(shown.status.code(), Some(0), "{}", String::from_utf8_lossy(&shown.stderr));
    // `--rules FILE` is the user's own word, read wherever it is.
    let own = referee().arg("judge").arg("--rules").arg(d.join("house.yaml")).arg(&g).output().expect("run");
    assert_eq!(own.status.code(), Some(0), "{}", String::from_utf8_lossy(&own.stderr));
    // A `--profiles` folder that does not exist is one error before any work.
    referee()
        .args(["judge", "--profiles", "no/such/folder"])
        .arg(&g)
        .assert()
        .code(2)
        .stdout("")
        .stderr("referee: --profiles no/such/folder: no such folder\n");
}

#[test]
fn standard_input_reads_profile_files_only_inside_the_working_directory() {
    let d = scratch("stdin-profiles");
    std::fs::create_dir_all(d.join("work")).expect("dir");
    write(&d, "outside.yaml", "name: outside\ngame: go\nsize: 9\n");
    write(&d, "work/inside.yaml", "name: inside\ngame: go\nsize: 9\n");
    let run = |rules: &str| {
        referee()
            .current_dir(d.join("work"))
            .args(["judge", "-"])
            .write_stdin(format!("rules: {rules}\nmoves: [E5]\n"))
            .output()
            .expect("run")
    };
    assert_eq!(run("inside.yaml").status.code(), Some(0));
    let refused = run("../outside.yaml");
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).starts_with("-:1:8: rules: ../outside.yaml: outside"));
}

/// Records each quoting a 200-character word somewhere an error or a note names it.
fn records_with_a_long_word(d: &std::path::Path, w: &str) {
    let yaml = [
        format!("rules: go-chinese\n{w}: 1\nmoves: [D4]\n"),
        format!("rules: {w}\nmoves: [D4]\n"),
        format!("rules: {w}.yaml\nmoves: [D4]\n"),
        format!("rules: go-chinese\nset: {{{w}: 1}}\nmoves: [D4]\n"),
        format!("rules: go-chinese\nset: {{ko: {w}}}\nmoves: [D4]\n"),
        format!("rules: go-chinese\nset: {{komi: {w}}}\nmoves: [D4]\n"),
        format!("rules: go-chinese\nset: {{size: {w}}}\nmoves: [D4]\n"),
        format!("rules: go-chinese\nset: {{main_time: {w}}}\nmoves: [D4]\n"),
        format!("rules: go-chinese\nmoves: [{w}]\n"),
        format!("rules: go-chinese\nmoves: [\"{w} D4\"]\n"),
        format!("rules: go-chinese\nmoves: [D4]\nresult: {w}\n"),
        format!("rules: go-chinese\nmoves: [D4]\nresult: \"{w}+\"\n"),
        format!("rules: go-chinese\nfirst: {w}\nmoves: [D4]\n"),
        format!("rules: go-chinese\ndead: [{w}]\nmoves: [D4]\n"),
        format!("rules: go-chinese\nmoves: [{{move: D4, time: {w}}}]\n"),
        format!("rules: go-chinese\nmoves:\n  - {{{w}: 1}}\n"),
        format!("rules: go-chinese\nmoves: [D4]\nnigiri: {{{w}: {{stones: black, grab: 1}}, b: {{stones: white, grab: 2}}}}\n"),
        format!("rules: renju-rif\nmoves: [{w}]\n"),
        format!("rules: renju-rif\nmoves: [h8, \"declare {w}\"]\n"),
        format!("rules: gomoku-freestyle\nset: {{forbidden: [{w}]}}\nmoves: [h8]\n"),
        format!("rules: junqi\nfirst: {w}\nmoves: [a1-a2]\n"),
        format!("rules: junqi\nsetup: {{red: {{a1: {w}}}}}\nmoves: [a1-a2]\n"),
        format!("rules: junqi\nposition: {{red: {{{w}: flag}}}}\nmoves: [a1-a2]\n"),
        format!("rules: junqi\nposition: {{red: {{a1: flag}}, blue: {{a12: flag}}}}\nmoves: [\"{w}-a1\"]\n"),
    ];
    for (i, text) in yaml.iter().enumerate() {
        write(d, &format!("y{i:02}.yaml"), text);
    }
    write(d, "s1.sgf", &format!("(;GM[1]SZ[9]RU[{w}]PC[{w} CGOS];B[ee])"));
    write(d, "s2.sgf", &format!("(;GM[1]SZ[9]KM[{w}];B[ee])"));
    write(d, "s3.sgf", &format!("(;GM[1]SZ[9]RE[{w}];B[ee])"));
    write(d, "s4.sgf", &format!("(;GM[1]SZ[9];B[{w}])"));
    write(d, "p1.psq", &format!("Piskvorky 15x15, 11:11, 0\n8,8,0\n{w}\n9,9,0\n"));
    write(d, "r1.rif", &format!("<?xml version=\"1.0\"?><database><games><game id=\"1\"><move>{w}</move></game></games></database>"));
    write(
        d,
        "r2.rif",
        &format!("<?xml version=\"1.0\"?><database><games><game id=\"1\"><{w}></games></database>"),
    );
}

// Issue 34: notes and errors are promised to quote at most 32 characters of input; keys of 89
// and values of 68 characters were quoted whole, and a 5 MB `rules:` value gave a 5 MB line.
#[test]
fn every_quote_of_input_in_errors_and_notes_is_cut_to_32_characters() {
    let d = scratch("long-words");
    let w = "z".repeat(200);
    records_with_a_long_word(&d, &w);
    let run = |args: &[&str]| {
        let out = referee().args(args).arg(&d).output().expect("run");
        format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
    };
    for args in [
        &["judge"][..],
        &["judge", "--lang", "zh"],
        &["judge", "--format", "json"],
        &["judge", "--set", &format!("{w}=1")],
        &["judge", "--set", &format!("komi={w}")],
        &["judge", "--rules", &w],
    ] {
        let seen = run(args);
        // The text line shows the claim as the record writes it (the verdict's `claimed`),
        // which is no quote of an error or a note.
        let quoted: Vec<&str> = seen
            .lines()
            .filter(|l| l.contains(&"z".repeat(33)))
            .filter(|l| {
                !["claimed zzz", "声明 zzz", "\"claimed\":\"zzz", "claimed: zzz"]
                    .iter()
                    .any(|c| l.contains(c))
            })
            .collect();
        assert!(quoted.is_empty(), "{args:?}: {quoted:#?}");
        assert!(seen.contains(&format!("{}...", "z".repeat(32))), "{args:?}: nothing quoted at all?\n{seen}");
    }
    // JSON lines: the errors, the notes and the violations, whatever the verdict's `claimed`.
    let out = referee().args(["judge", "--format", "json"]).arg(&d).output().expect("run");
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let v: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        let said = [&v["error"]["message"], &v["notes"], &v["violation"]["message"]];
        assert!(!said.iter().any(|x| x.to_string().contains(&"z".repeat(33))), "{line}");
    }
}

#[test]
fn a_5_mb_rules_value_gives_a_short_error_line() {
    let d = scratch("huge-rules");
    for (name, rules) in
        [("word.yaml", "z".repeat(5 << 20)), ("path.yaml", format!("{}/p.yaml", "z/".repeat(5 << 19)))]
    {
        write(&d, name, &format!("rules: {rules}\nmoves: [D4]\n"));
        let out = referee().args(["judge", "--format", "json"]).arg(d.join(name)).output().expect("run");
        assert_eq!(out.status.code(), Some(2));
        let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert!(stdout.len() < 1000 && stderr.len() < 1000, "{} and {} bytes", stdout.len(), stderr.len());
        assert!(
            stdout.contains(r#""line":1"#) && stdout.contains("path.yaml") || name == "word.yaml",
            "{stdout}"
        );
    }
}
