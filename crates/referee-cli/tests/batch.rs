//! Batches as a user meets them: many files and games in one run, their order, the summary
//! line, `--only problems`, standard input and `--input-format`, and one bad game or file
//! costing only its own verdict.

mod common;

use assert_cmd::Command;
use common::{referee, root, scratch, seen, write, PSQ};

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
    write(&d, "a.sgf", "(;GM[1]SZ[9];B[ee]\n;W[ee]X;B[dd])");
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
// each claim not compared by why (docs/contract.md §4: a claim needing no count on a record that
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
         3 not checkable (1 no claim, 1 claim not read, 1 moves stop before the end), 1 invalid, 1 unreadable",
        "{text}"
    );
    assert_eq!(out.status.code(), Some(2));
    // The JSON verdicts carry the same settlement (docs/contract.md §5, `settled`, `unchecked`):
    // the summary line is the count of their values.
    let out = referee().args(["judge", "--format", "json"]).arg(&d).output().expect("run");
    let mut seen = std::collections::BTreeMap::<String, usize>::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let v: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        if v.get("error").is_some() {
            continue;
        }
        let key = format!(
            "{} {} {}",
            v["settled"].as_str().unwrap_or("null"),
            v["unchecked"].as_str().unwrap_or("-"),
            v["agrees"]
        );
        *seen.entry(key).or_default() += 1;
    }
    let expected: std::collections::BTreeMap<String, usize> = [
        ("counted - true", 1),
        ("ending - true", 1),
        ("ending - false", 1),
        ("as-claimed - true", 2),
        ("null - null", 2),
        ("not-checkable claim-not-read null", 1),
        ("not-checkable moves-stop-before-the-end null", 1),
    ]
    .into_iter()
    .map(|(k, n)| (k.to_owned(), n))
    .collect();
    assert_eq!(seen, expected);
}

/// The summary line is the count of the JSON verdicts' `settled` and `unchecked` values, over a
/// whole corpus-like folder of fixtures: every kind the text names, the JSON names the same.
#[test]
fn summary_line_counts_the_verdicts_settled_values() {
    let fixtures = root().join("fixtures");
    let text = referee().args(["judge", "--quiet"]).arg(&fixtures).output().expect("run");
    let text = String::from_utf8_lossy(&text.stdout);
    let summary = text.lines().last().expect("a summary line").to_owned();
    let json = referee().args(["judge", "--format", "json"]).arg(&fixtures).output().expect("run");
    let mut tally = std::collections::BTreeMap::<String, usize>::new();
    let mut reasons = std::collections::BTreeMap::<String, usize>::new();
    let (mut games, mut disagree, mut invalid, mut unreadable, mut no_claim) = (0, 0, 0, 0, 0);
    for line in String::from_utf8_lossy(&json.stdout).lines() {
        let v: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        games += 1;
        if v.get("error").is_some() {
            unreadable += 1;
            continue;
        }
        if v["status"] == "invalid" {
            invalid += 1;
            continue;
        }
        match (v["agrees"].as_bool(), v["settled"].as_str()) {
            (Some(false), _) => disagree += 1,
            (Some(true), Some(kind)) => *tally.entry(kind.to_owned()).or_default() += 1,
            (None, Some("not-checkable")) => {
                let why = v["unchecked"].as_str().expect("a reason with not-checkable").replace('-', " ");
                *reasons.entry(why).or_default() += 1;
            }
            (None, None) => no_claim += 1,
            other => panic!("settled and agrees do not fit: {other:?} in {line}"),
        }
    }
    let mut parts = Vec::new();
    for (kind, words) in [
        ("counted", "counted"),
        ("estimated", "counted, end estimated"),
        ("ending", "ending in the moves"),
        ("as-claimed", "as claimed"),
    ] {
        if let Some(n) = tally.get(kind) {
            parts.push(format!("{n} agree ({words})"));
        }
    }
    parts.push(format!("{disagree} disagree"));
    if no_claim > 0 {
        reasons.insert("no claim".to_owned(), no_claim);
    }
    let unchecked: usize = reasons.values().sum();
    // The summary lists the reasons in its own order; compare them as a set of counts.
    assert!(summary.starts_with(&format!("{games} games: {}", parts.join(", "))), "{summary}");
    for (why, n) in &reasons {
        assert!(summary.contains(&format!("{n} {why}")), "{why}: {n} in {summary}");
    }
    assert!(summary.contains(&format!("{unchecked} not checkable")), "{summary}");
    assert!(summary.ends_with(&format!("{invalid} invalid, {unreadable} unreadable")), "{summary}");
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
    assert!(
        shown.contains(
            "\n  note: no dead stones marked: the referee's judgement of the final position finds none\n"
        ),
        "{shown}"
    );
    let quiet = seen(referee().args(["judge", "--quiet"]).arg(&g));
    assert!(!quiet.contains("note:"), "{quiet}");
    let json = seen(referee().args(["judge", "--format", "json"]).arg(&g));
    assert!(!json.contains("note:") && json.contains("\"notes\":[\"no dead stones marked"), "{json}");
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

// `game.txt` was once always read as YAML; a name that is no record's is now read by its
// content, as standard input is (issue 27), and --input-format names the reader for every path.
#[test]
fn input_format_forces_the_reader_for_every_path() {
    let d = scratch("input-format");
    write(&d, "game.txt", "(;GM[1]SZ[9]RE[B+R];B[ee];W[])");
    let by_content = seen(referee().current_dir(&d).args(["judge", "game.txt"]));
    assert!(by_content.contains("B+R") && by_content.ends_with("[exit status: 0]"), "{by_content}");
    let as_yaml = seen(referee().current_dir(&d).args(["judge", "--input-format", "yaml", "game.txt"]));
    assert!(as_yaml.ends_with("[exit status: 2]"), "{as_yaml}");
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

#[test]
fn psq_bad_line_inside_a_record_is_an_error_not_a_shorter_game() {
    // Issue 24's reproduction: `9,9` has no time field; the game used to end there, 1 ply,
    // exit 0. A line that is not a move among the moves makes the game unreadable.
    let d = scratch("psq-bad-line");
    let p = write(&d, "p.psq", "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9\n10,10,0\n");
    let out = referee().args(["judge", "--format", "json"]).arg(&p).output().expect("run");
    assert_eq!(out.status.code(), Some(2));
    let line: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON line");
    assert_eq!((line["error"]["line"].as_u64(), line["error"]["column"].as_u64()), (Some(3), Some(1)));
    assert!(String::from_utf8_lossy(&out.stderr).contains("p.psq:3:1: \"9,9\" is not a move line"));
}

#[test]
fn sgf_collection_with_garbage_in_game_10_counts_all_1000_games() {
    // Issue 24's reproduction: nine good games, `XX` in a node of game 10, then 990 good games
    // used to be "10 games"; now 999 verdicts and game 10 unreadable.
    let d = scratch("sgf-garbage");
    let good = "(;GM[1]SZ[9]RE[B+R];B[ee];W[cc])\n";
    let text = format!("{}(;GM[1]SZ[9];B[ee]XX;W[cc])\n{}", good.repeat(9), good.repeat(990));
    let p = write(&d, "c.sgf", &text);
    let out = referee().args(["judge", "--only", "problems"]).arg(&p).output().expect("run");
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.starts_with("1000 games: 999 agree (as claimed), 0 disagree"), "{stdout}");
    assert!(stdout.trim_end().ends_with("1 unreadable"), "{stdout}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("c.sgf#10:10:19: property `XX` has no value `[...]`")
    );
}

#[test]
fn rif_unquoted_attribute_costs_one_game_of_1000() {
    // Issue 24's reproduction: `bresult=1` in game 10 of a 1,000-game database cost the other
    // 989 games.
    let d = scratch("rif-unquoted");
    let mut xml = String::from("<database>\n<games>\n");
    for i in 1..=1000 {
        let result = if i == 10 { "bresult=1".to_owned() } else { "bresult=\"0.5\"".to_owned() };
        xml.push_str(&format!("<game id=\"{i}\" {result}><move>h8 i9</move></game>\n"));
    }
    xml.push_str("</games>\n</database>\n");
    let p = write(&d, "db.rif", &xml);
    let out = referee().args(["judge", "--only", "problems"]).arg(&p).output().expect("run");
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&out.stdout);
    // Every other game is a draw claimed on moves that stop: taken as claimed.
    assert!(stdout.starts_with("1000 games: 999 agree (as claimed), 0 disagree"), "{stdout}");
    assert!(stdout.trim_end().ends_with("1 unreadable"), "{stdout}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("db.rif#10:12:23: the value of attribute `bresult` must be quoted"), "{stderr}");
}

#[test]
fn truncated_sgf_is_judged_up_to_the_cut() {
    // Issue 24's reproduction: an SGF cut off mid-game was refused whole. Its moves up to the cut
    // are judged; it is unfinished, and its claim is not checkable: the file says how it ends.
    let d = scratch("sgf-cut");
    let p = write(&d, "cut.sgf", "(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]RE[W+R]\n;B[ee];W[cc];B[gg];W[c");
    let out = referee().args(["judge", "--format", "json"]).arg(&p).output().expect("run");
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON line");
    assert_eq!((v["status"].as_str(), v["plies"].as_u64()), (Some("unfinished"), Some(3)));
    assert_eq!((v["claimed"].as_str(), v["agrees"].as_bool()), (Some("W+R"), None));
    let notes = v["notes"].to_string();
    assert!(notes.contains("the file ends at line 2, column 23, inside this game"), "{notes}");
    // Issue 27: a counted claim on a cut-off file gets that one note, not a second one saying
    // the same (the moves stopping before two passes).
    let counted =
        write(&d, "counted.sgf", "(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]RE[B+3]\n;B[ee];W[cc];B[gg];W[c");
    let out = referee().args(["judge", "--format", "json"]).arg(&counted).output().expect("run");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON line");
    let notes = v["notes"].to_string();
    assert!(notes.contains("inside this game") && !notes.contains("the moves stop before"), "{notes}");
    assert_eq!(v["unchecked"], "file-cut-off");
}

#[test]
fn a_collection_over_1_mib_is_judged_game_by_game_in_order() {
    // Issue 24: a multi-game file was held whole (records and verdicts) before any verdict.
    // Past 1 MiB it is read and judged in chunks: the verdicts and labels are the same, in
    // file order, and a bad game is still one error in its place.
    let d = scratch("streamed");
    let good = |i: usize| format!("(;GM[1]SZ[9]PB[p{i}]RE[B+R];B[ee];W[cc])\n");
    let mut text = String::new();
    for i in 1..=32_000 {
        text.push_str(&if i == 10 { "(;GM[1]SZ[9];B[ee]XX)\n".to_owned() } else { good(i) });
    }
    assert!(text.len() > 1024 * 1024);
    let p = write(&d, "big.sgf", &text);
    let out = referee().args(["judge", "--format", "json", "--jobs", "2"]).arg(&p).output().expect("run");
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<serde_json::Value> =
        stdout.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    assert_eq!(lines.len(), 32_000);
    let labels: Vec<String> = lines.iter().map(|l| l["file"].as_str().unwrap_or("").to_owned()).collect();
    let expected: Vec<String> = (1..=32_000).map(|i| format!("{}#{i}", p.display())).collect();
    assert_eq!(labels, expected);
    assert!(lines[9]["error"]["message"].as_str().unwrap_or("").contains("`XX`"));
    // Standard input is read the same way.
    let piped = referee().args(["judge", "--format", "json", "-"]).write_stdin(text).output().expect("run");
    let piped = String::from_utf8_lossy(&piped.stdout).replace("\"-#", &format!("\"{}#", p.display()));
    assert_eq!(piped, stdout);
}

#[test]
fn the_summary_counts_a_cut_off_game_as_not_checkable() {
    // A collection whose last game the file ends inside: the games before it are judged as
    // they are, the cut one is counted by why its claim was not compared.
    let d = scratch("cut-summary");
    let p = write(&d, "c.sgf", "(;GM[1]SZ[9]RE[B+R];B[ee];W[cc])\n(;GM[1]SZ[9]RE[W+R];B[ee];W[c");
    let out = referee().arg("judge").arg(&p).output().expect("run");
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.ends_with("2 games: 1 agree (as claimed), 0 disagree, 1 not checkable (1 file cut off), 0 invalid, 0 unreadable\n"),
        "{stdout}"
    );
}

/// Issue 25: under `--lang zh` the summary line is Chinese, the same counts in the same order
/// (the batch layer's `Summary`, rendered in either language).
#[test]
fn summary_line_is_chinese_under_lang_zh() {
    let dir = scratch("summary-zh");
    let file = write(&dir, "two.sgf", "(;GM[1]SZ[9]RE[B+R];B[ee];W[])(;GM[1]SZ[9]KM[abc];B[ee])");
    let out = referee().args(["judge", "--lang", "zh"]).arg(&file).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text.lines().last().unwrap(),
        "共2局：1局相符（按所记），0局不符，0局无效，1局无法读取",
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_collection_split_among_threads_is_judged_as_one_thread_judges_it() {
    // Issue 37: a large collection is cut at its game boundaries and its pieces read by the
    // workers. The verdicts, labels and errors (their lines and columns in the whole file) are
    // byte for byte those of one thread, with broken games in the middle: bytes that are not
    // SGF, a bad value on a later line of its game, and a tree whose `)` is missing.
    let d = scratch("split");
    let good =
        |i: usize| format!("(;GM[1]SZ[9]KM[7]\nPB[p{i}]RE[W+R]C[a ( and \\] in a value]\n;B[ee];W[cc])\n");
    let mut text = String::new();
    for i in 1..=15_000 {
        text.push_str(&match i {
            4_000 => "(;GM[1]SZ[9];B[ee]XX;W[cc])\n".to_owned(),
            8_000 => "(;GM[1]SZ[9]\nKM[abc];B[ee])\n".to_owned(),
            12_000 => "(;GM[1]SZ[9];B[ee];W[cc]\n".to_owned(),
            _ => good(i),
        });
    }
    assert!(text.len() > 1024 * 1024);
    let p = write(&d, "split.sgf", &text);
    let run = |jobs: &str| {
        referee().args(["judge", "--format", "json", "--jobs", jobs]).arg(&p).output().expect("run")
    };
    let (one, four) = (run("1"), run("4"));
    assert_eq!(one.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&one.stdout), String::from_utf8_lossy(&four.stdout));
    assert_eq!(String::from_utf8_lossy(&one.stderr), String::from_utf8_lossy(&four.stderr));
    let stdout = String::from_utf8_lossy(&four.stdout);
    let lines: Vec<serde_json::Value> =
        stdout.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    let labels: Vec<String> = lines.iter().map(|l| l["file"].as_str().unwrap_or("").to_owned()).collect();
    // The tree with no `)` ends where the next game opens: still one result a game.
    let expected: Vec<String> = (1..=15_000).map(|i| format!("{}#{i}", p.display())).collect();
    assert_eq!(labels, expected);
    // Games before the 4,000th take three lines each: the bad bytes are on line 11,998; the
    // bad value after the 4,000th's one line and 3,999 games more.
    let stderr = String::from_utf8_lossy(&four.stderr);
    assert!(stderr.contains(&format!("{}#4000:11998:19:", p.display())), "{stderr}");
    assert!(stderr.contains(&format!("{}#8000:23997:4:", p.display())), "{stderr}");
    assert!(stderr.contains(&format!("{}#12000:35995:1:", p.display())), "{stderr}");
    for i in [1, 3_998, 4_000, 7_998, 8_000, 11_998, 12_000, 14_999] {
        assert_eq!(lines[i]["agrees"], serde_json::json!(true), "game {}: {}", i + 1, lines[i]);
    }
    // Standard input is split the same way.
    let piped = referee()
        .args(["judge", "--format", "json", "--jobs", "4", "-"])
        .write_stdin(text)
        .output()
        .expect("run");
    let piped = String::from_utf8_lossy(&piped.stdout).replace("\"-#", &format!("\"{}#", p.display()));
    assert_eq!(piped, stdout);
}
