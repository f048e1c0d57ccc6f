//! Engines kept from one game to the next (docs/matches.md, "Engine processes"): an engine
//! plays its next game in the same process after GTP `clear_board` or Gomocup `RESTART`, and
//! is started afresh only after it lost by a fault (or on time), or when it does not know
//! `RESTART`. The test engine writes a line to `REFEREE_TEST_ENGINE_STARTS` at each start.

mod common;

use common::{referee, scratch};

fn engine(protocol: &str, behaviour: &str) -> String {
    format!("'{}' {protocol} {behaviour}", env!("CARGO_BIN_EXE_referee-test-engine"))
}

/// Plays `games` games of `a` against `b` and returns each engine behaviour's number of
/// starts (the referee's first check of each engine included) and the table.
fn starts(name: &str, a: &str, b: &str, rules: &[&str], extra: &[&str]) -> (Vec<(String, usize)>, String) {
    let dir = scratch(name);
    let log = dir.join("starts.txt");
    let ran = referee()
        .env("REFEREE_TEST_ENGINE_STARTS", &log)
        .timeout(std::time::Duration::from_secs(120))
        .args(["match", a, b, "--games", "4", "--hang-timeout", "20"])
        .args(rules)
        .args(extra)
        .arg("-o")
        .arg(dir.join("out"))
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(0), "{}", String::from_utf8_lossy(&ran.stderr));
    let text = std::fs::read_to_string(&log).unwrap_or_default();
    let mut counts: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for line in text.lines() {
        *counts.entry(line.to_owned()).or_default() += 1;
    }
    let judged = referee().args(["judge"]).arg(dir.join("out")).output().unwrap();
    assert_eq!(judged.status.code(), Some(0), "{}", String::from_utf8_lossy(&judged.stdout));
    (counts.into_iter().collect(), String::from_utf8_lossy(&ran.stdout).into_owned())
}

#[test]
fn engines_play_every_game_in_one_process_and_the_games_are_those_of_fresh_engines() {
    for (protocol, rules) in
        [("gomocup", ["--rules", "gomoku-freestyle"]), ("gtp", ["--rules", "go-chinese"])]
    {
        let rules = [rules[0], rules[1], "--set", "size=9"];
        let rules: &[&str] = if protocol == "gtp" { &rules } else { &rules[..2] };
        let (a, b) = (engine(protocol, "legal"), format!("{} second", engine(protocol, "legal")));
        let (kept, table) = starts(&format!("kept-{protocol}"), &a, &b, rules, &[]);
        // One start each to check the engine answers, one for all four games.
        assert_eq!(kept, [(format!("{protocol} legal"), 4)], "{protocol}");
        let (fresh, fresh_table) =
            starts(&format!("fresh-{protocol}"), &a, &b, rules, &["--restart-engines"]);
        assert_eq!(fresh, [(format!("{protocol} legal"), 2 + 8)], "{protocol}");
        assert_eq!(table, fresh_table, "{protocol}: a kept engine plays the games a fresh one does");
    }
}

#[test]
fn a_brain_that_does_not_know_restart_is_started_afresh_each_game() {
    let (counts, _) = starts(
        "norestart",
        &engine("gomocup", "norestart"),
        &engine("gomocup", "legal"),
        &["--rules", "gomoku-freestyle"],
        &[],
    );
    assert_eq!(counts, [("gomocup legal".to_owned(), 2), ("gomocup norestart".to_owned(), 1 + 4)]);
}

#[test]
fn an_engine_that_lost_by_a_fault_is_restarted_for_its_next_game() {
    let (counts, table) = starts(
        "crash",
        &engine("gomocup", "crash"),
        &engine("gomocup", "legal"),
        &["--rules", "gomoku-freestyle"],
        &[],
    );
    assert_eq!(counts, [("gomocup crash".to_owned(), 1 + 4), ("gomocup legal".to_owned(), 2)]);
    assert!(table.lines().any(|l| l.contains("legal") && l.contains(" 4     4      0")), "{table}");
}

// docs/matches.md ("Records, verdicts and the table"): each game's log holds its traffic with
// both engines, in time order; a kept brain's second game starts with `RESTART`.
#[test]
fn each_game_s_log_holds_its_own_traffic() {
    let dir = scratch("traffic");
    let out = dir.join("out");
    let ran = referee()
        .args([
            "match",
            &engine("gomocup", "legal"),
            &engine("gomocup", "legal"),
            "--rules",
            "gomoku-freestyle",
        ])
        .args(["--games", "2", "-o"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(0), "{}", String::from_utf8_lossy(&ran.stderr));
    let first = std::fs::read_to_string(out.join("game-001.log")).unwrap();
    let second = std::fs::read_to_string(out.join("game-002.log")).unwrap();
    assert!(first.lines().any(|l| l.ends_with(" B > START 15")), "{first}");
    assert!(first.lines().any(|l| l.ends_with(" B > BEGIN")), "{first}");
    assert!(first.lines().any(|l| l.ends_with(" W < OK")), "{first}");
    assert!(!first.contains("RESTART"), "{first}");
    assert!(second.lines().any(|l| l.ends_with(" B > RESTART")), "{second}");
    assert!(!second.contains("START 15"), "{second}");
    // Times never go backwards.
    let times: Vec<f64> = second.lines().filter_map(|l| l.split_whitespace().next()?.parse().ok()).collect();
    assert!(times.len() > 10 && times.windows(2).all(|w| w[0] <= w[1]), "{second}");
}
