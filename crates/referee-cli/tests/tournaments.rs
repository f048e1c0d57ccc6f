//! `referee match --engines FILE` / `--engine NAME=COMMAND`: tournaments of several engines
//! (docs/matches.md, "Tournaments"), with the test engine (src/bin/referee-test-engine.rs) and,
//! where it is installed, GNU Go.

mod common;

use std::path::Path;
use std::process::{Command as Std, Stdio};
use std::time::{Duration, Instant};

use common::{referee, scratch, write};

/// A generous limit for a whole command; only a hang of the referee itself can reach it.
const LIMIT: Duration = Duration::from_secs(300);

fn engine(protocol: &str, behaviour: &str) -> String {
    format!("'{}' {protocol} {behaviour}", env!("CARGO_BIN_EXE_referee-test-engine"))
}

fn json(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

// A round robin of three engines: each pair plays its games in a folder of its own, which is a
// whole match (records, journal, verdicts, table); the crosstable adds the pairs up. The
// engine that crashes at its first move loses each of its games by forfeit.
#[test]
fn round_robin_of_three_engines_writes_each_pair_and_the_crosstable() {
    let dir = scratch("round-robin");
    let out = dir.join("out");
    let ran = referee()
        .timeout(LIMIT)
        .args([
            "match",
            "--rules",
            "renju-free-opening",
            "--games",
            "2",
            "--hang-timeout",
            "20",
            "--format",
            "json",
        ])
        .arg("--engine")
        .arg(format!("first={}", engine("gomocup", "legal")))
        .arg("--engine")
        .arg(format!("second={}", engine("gomocup", "legal")))
        .arg("--engine")
        .arg(format!("foul={}", engine("gomocup", "crash")))
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&ran.stderr);
    assert_eq!(ran.status.code(), Some(0), "{stderr}");
    let table: serde_json::Value = serde_json::from_slice(&ran.stdout).expect("the crosstable as JSON");
    assert_eq!(table, json(&out.join("crosstable.json")));
    assert_eq!(table["format"], "round-robin");
    assert_eq!(table["pairs"].as_array().unwrap().len(), 3);
    let foul = table["standings"].as_array().unwrap().iter().find(|s| s["engine"] == "foul").unwrap();
    assert_eq!(
        (foul["games"].as_u64(), foul["losses"].as_u64(), foul["rank"].as_u64()),
        (Some(4), Some(4), Some(3))
    );
    for pair in ["pair-1-2", "pair-1-3", "pair-2-3"] {
        let pair = out.join(pair);
        for file in
            ["match.json", "journal.jsonl", "verdicts.jsonl", "table.txt", "game-001.sgf", "game-002.sgf"]
        {
            assert!(pair.join(file).is_file(), "{} has no {file}", pair.display());
        }
        // The pair's table names the engines as the tournament does.
        let t = json(&pair.join("table.json"));
        assert!(t["engines"][0]["engine"].as_str().is_some_and(|n| ["first", "second"].contains(&n)), "{t}");
    }
    let text = std::fs::read_to_string(out.join("crosstable.txt")).unwrap();
    assert!(text.starts_with("round robin, 3 engines, 3 pairs\n"), "{text}");
    assert!(text.contains("first - foul: 2-0-0"), "{text}");
    // Every record re-judges as agreeing.
    let judged = referee().args(["judge", "--format", "json"]).arg(&out).output().unwrap();
    assert_eq!(judged.status.code(), Some(0), "{}", String::from_utf8_lossy(&judged.stdout));
}

#[test]
fn gauntlet_plays_the_first_engine_against_each_other() {
    let dir = scratch("gauntlet");
    let engines = write(
        &dir,
        "engines.yaml",
        &format!(
            "- name: hero\n  command: \"{}\"\n- name: a\n  command: \"{}\"\n- name: b\n  command: \"{}\"\n",
            engine("gomocup", "legal"),
            engine("gomocup", "legal"),
            engine("gomocup", "crash")
        ),
    );
    let out = dir.join("out");
    let ran = referee()
        .timeout(LIMIT)
        .args(["match", "--gauntlet", "--rules", "gomoku-freestyle", "--games", "2", "--engines"])
        .arg(&engines)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(0), "{}", String::from_utf8_lossy(&ran.stderr));
    let dirs: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("pair-"))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    assert_eq!(dirs, ["pair-1-2", "pair-1-3"]);
    let text = String::from_utf8_lossy(&ran.stdout);
    assert!(text.starts_with("gauntlet, 3 engines, 2 pairs\n"), "{text}");
}

#[test]
fn a_tournament_with_an_unknown_profile_writes_nothing() {
    let dir = scratch("unknown-profile");
    let ran = referee()
        .args(["match", "--rules", "renju", "--engine", "x=a", "--engine", "y=b", "-o"])
        .arg(dir.join("out"))
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&ran.stderr).contains("unknown profile \"renju\""));
    assert!(!dir.join("out").exists(), "nothing is written for a refused tournament");
}

#[test]
fn a_tournament_engine_list_with_a_repeated_name_is_a_usage_error() {
    let dir = scratch("repeated");
    let ran = referee()
        .args(["match", "--rules", "renju-free-opening", "--engine", "x=a", "--engine", "x=b", "-o"])
        .arg(dir.join("out"))
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&ran.stderr).contains("engine name \"x\" is given twice"));
    assert!(!dir.join("out").exists(), "nothing is written for a refused tournament");
}

// Issue 26, docs/matches.md ("Tournaments"): an engine's `set:` keys give it a clock of its own.
// The same sluggish engine (2 s before its first move) twice, the match's clock a minute: the one
// with `set: [main_time=1s]` loses both games on time, the other wins them.
#[test]
fn a_tournament_engine_s_set_gives_it_its_own_clock() {
    let dir = scratch("engine-set");
    let engines = write(
        &dir,
        "engines.yaml",
        &format!(
            "- name: hasty\n  command: \"{}\"\n  set: [main_time=1s]\n- name: patient\n  command: \"{}\"\n",
            engine("gomocup", "sluggish"),
            engine("gomocup", "sluggish"),
        ),
    );
    let out = dir.join("out");
    let ran = referee()
        .timeout(LIMIT)
        .args(["match", "--rules", "gomoku-freestyle", "--set", "main_time=1m", "--games", "2", "--format"])
        .args(["json", "--engines"])
        .arg(&engines)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(0), "{}", String::from_utf8_lossy(&ran.stderr));
    let table: serde_json::Value = serde_json::from_slice(&ran.stdout).expect("the crosstable as JSON");
    let hasty = table["standings"].as_array().unwrap().iter().find(|s| s["engine"] == "hasty").unwrap();
    assert_eq!((hasty["games"].as_u64(), hasty["losses"].as_u64()), (Some(2), Some(2)), "{table}");
    let pair = out.join("pair-1-2");
    for (game, ot) in [
        ("game-001.sgf", "OT[Black: 1s sudden death; White: 1m00s sudden death]"),
        ("game-002.sgf", "OT[Black: 1m00s sudden death; White: 1s sudden death]"),
    ] {
        let sgf = std::fs::read_to_string(pair.join(game)).unwrap();
        assert!(sgf.contains(ot) && sgf.contains("+T]"), "{sgf}");
    }
    // The tournament's plan keeps the engine's keys; the pair's plan has them as engine A's.
    assert_eq!(json(&out.join("tournament.json"))["engines"][0]["set"][0], "main_time=1s");
    assert_eq!(json(&pair.join("match.json"))["sets_a"][0], "main_time=1s");
    let judged = referee().args(["judge", "--format", "json"]).arg(&out).output().unwrap();
    assert_eq!(judged.status.code(), Some(0), "{}", String::from_utf8_lossy(&judged.stdout));
}

// Issue 26: an engine's `set:` takes the clock keys only, checked before anything is written;
// --set-a and --set-b are for a two-engine match.
#[test]
fn a_tournament_engine_s_set_of_another_key_is_a_usage_error() {
    let dir = scratch("engine-set-other");
    let engines =
        write(&dir, "engines.yaml", "- name: x\n  command: a\n  set: [size=9]\n- name: y\n  command: b\n");
    let ran = referee()
        .args(["match", "--rules", "gomoku-freestyle", "--engines"])
        .arg(&engines)
        .arg("-o")
        .arg(dir.join("out"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&ran.stderr);
    assert_eq!(ran.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("engine \"x\": set: size=9: only the clock keys can differ between engines"),
        "{stderr}"
    );
    assert!(!dir.join("out").exists(), "nothing is written for a refused tournament");
    let ran = referee()
        .args(["match", "--rules", "gomoku-freestyle", "--engine", "x=a", "--engine", "y=b"])
        .args(["--set-a", "main_time=1s", "-o"])
        .arg(dir.join("out"))
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&ran.stderr).contains("--set-a"));
}

/// The ids of running GNU Go processes started with `--seed SEED` (Linux: from /proc).
fn gnugo_running(seed: &str) -> Vec<String> {
    let wanted = format!("--seed\0{seed}\0");
    common::processes(|c| {
        c.starts_with(env!("GNUGO").as_bytes()) && String::from_utf8_lossy(c).contains(&wanted)
    })
}

// Issue 26's test: a round robin of three GNU Go levels on 9x9, stopped by SIGTERM while its
// second pair plays and continued with --resume, ends with the crosstable of the same
// tournament run without a stop (seeded engines started afresh for each game play the same
// games every run: docs/matches.md, "Reproducible runs"), every record
// re-judges, and no engine outlives either run.
#[test]
#[cfg_attr(not(gnugo), ignore = "GNU Go is not installed at /usr/games/gnugo (apt-get install gnugo)")]
fn gnugo_round_robin_stopped_by_sigterm_resumes_to_the_uninterrupted_crosstable() {
    // A seed no other test uses tells this test's engines apart in /proc.
    let seed = "917";
    let dir = scratch("gnugo-rr");
    let engines = write(
        &dir,
        "engines.yaml",
        &[0, 5, 10]
            .map(|level| {
                format!(
                    "- name: level-{level}\n  command: {} --mode gtp --level {level} --seed {seed}\n",
                    env!("GNUGO")
                )
            })
            .concat(),
    );
    let args = |out: &Path| {
        let mut c = Std::new(env!("CARGO_BIN_EXE_referee"));
        c.args(["match", "--rules", "go-chinese", "--set", "size=9", "--games", "2", "--restart-engines"])
            .arg("--engines")
            .arg(&engines)
            .arg("-o")
            .arg(out)
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        c
    };
    let whole = dir.join("whole");
    assert_eq!(args(&whole).status().unwrap().code(), Some(0));
    let cut = dir.join("cut");
    let mut child = args(&cut).spawn().unwrap();
    let second = cut.join("pair-1-3").join("journal.jsonl");
    let started = Instant::now();
    while std::fs::read_to_string(&second).map_or(0, |j| j.lines().count()) == 0 {
        assert!(started.elapsed() < LIMIT, "the second pair finished no game");
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(Std::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap().success());
    assert_eq!(child.wait().unwrap().code(), Some(130));
    assert!(gnugo_running(seed).is_empty(), "engines left after SIGTERM: {:?}", gnugo_running(seed));
    // Stopped: the third pair was never started, and the crosstable of what finished is written.
    assert!(!cut.join("pair-2-3").exists());
    let partial = json(&cut.join("crosstable.json"));
    let games: u64 =
        partial["standings"].as_array().unwrap().iter().map(|s| s["games"].as_u64().unwrap()).sum();
    assert!((2 * 3..2 * 6).contains(&games), "{partial}");
    let ran = referee().timeout(LIMIT).args(["match", "--resume"]).arg(&cut).output().unwrap();
    assert_eq!(ran.status.code(), Some(0), "{}", String::from_utf8_lossy(&ran.stderr));
    let read = |d: &Path| std::fs::read_to_string(d.join("crosstable.txt")).unwrap();
    assert_eq!(read(&cut), read(&whole));
    assert_eq!(String::from_utf8_lossy(&ran.stdout), read(&whole));
    let judged = referee().args(["judge", "--format", "json"]).arg(&cut).output().unwrap();
    let lines = String::from_utf8_lossy(&judged.stdout);
    assert_eq!(judged.status.code(), Some(0), "{lines}");
    assert_eq!(lines.lines().filter(|l| l.contains("\"agrees\":true")).count(), 6, "{lines}");
    assert!(gnugo_running(seed).is_empty(), "engines left after the resumed run");
}

// Issue 35: every engine of a tournament is started and asked its name before the first game,
// so that a broken engine at the end of the list stops the run before any game rather than
// when its pair comes up. Each broken engine here is the last of three: a program that does
// not exist, one that exits at once, and one that never answers (the hang limit). The
// command exits 2 naming the engine; no directory, journal or record is written, and the
// engines before it were each started only once (their check), not for a game.
#[test]
fn a_tournament_with_a_broken_last_engine_exits_2_before_any_game() {
    for (broken, says) in [
        ("/nonexistent/engine gtp".to_owned(), "engine \"broken\": "),
        (engine("gtp", "exit"), "engine \"broken\" ("),
        (engine("gtp", "mute"), "engine \"broken\" ("),
    ] {
        let dir = scratch("broken-last");
        let starts = dir.join("starts.txt");
        let out = dir.join("out");
        let ran = referee()
            .timeout(LIMIT)
            .env("REFEREE_TEST_ENGINE_STARTS", &starts)
            .args([
                "match",
                "--rules",
                "go-chinese",
                "--set",
                "size=5",
                "--games",
                "2",
                "--hang-timeout",
                "2",
            ])
            .arg("--engine")
            .arg(format!("first={}", engine("gtp", "legal")))
            .arg("--engine")
            .arg(format!("second={}", engine("gtp", "legal")))
            .arg("--engine")
            .arg(format!("broken={broken}"))
            .arg("-o")
            .arg(&out)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&ran.stderr);
        assert_eq!(ran.status.code(), Some(2), "{broken}: {stderr}");
        assert!(stderr.contains(says), "{broken}: {stderr}");
        assert!(!stderr.contains("game 1/"), "{broken}: a game was played: {stderr}");
        assert!(!out.exists(), "{broken}: {} was written", out.display());
        let started = std::fs::read_to_string(&starts).unwrap_or_default();
        assert_eq!(started.lines().filter(|l| *l == "gtp legal").count(), 2, "{broken}: {started}");
    }
}

/// The records of a pair's directory, by file name, without the date (`DT[...]`), which is
/// the day each game was played.
fn records(pair: &Path) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = std::fs::read_dir(pair)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".sgf"))
        .map(|n| {
            let text = std::fs::read_to_string(pair.join(&n)).unwrap();
            let undated =
                match (text.find("DT["), text.find("DT[").and_then(|i| text[i..].find(']').map(|j| i + j))) {
                    (Some(from), Some(to)) => format!("{}{}", &text[..from], &text[to + 1..]),
                    _ => text,
                };
            (n, undated)
        })
        .collect();
    files.sort();
    files
}

/// A pair's journal lines in game order.
fn journal_lines(pair: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(pair.join("journal.jsonl")).unwrap();
    let mut lines: Vec<(u64, String)> = text
        .lines()
        .map(|l| {
            (serde_json::from_str::<serde_json::Value>(l).unwrap()["game"].as_u64().unwrap(), l.to_owned())
        })
        .collect();
    lines.sort();
    lines.into_iter().map(|(_, l)| l).collect()
}

// Issue 35: `--concurrency N` counts games at once across the whole tournament (pairs play at
// the same time); what is played is the same as one game at a time: the crosstable, and each
// pair's records (numbered by game, whatever order the games finished in) and journal.
#[test]
fn a_tournament_at_concurrency_3_gives_the_crosstable_and_records_of_concurrency_1() {
    let dir = scratch("concurrent-pairs");
    let engines = write(
        &dir,
        "engines.yaml",
        &format!(
            "- name: first\n  command: \"{}\"\n- name: chatty\n  command: \"{}\"\n- name: crash\n  command: \"{}\"\n",
            engine("gomocup", "legal"),
            engine("gomocup", "chatty"),
            engine("gomocup", "crash")
        ),
    );
    let play = |concurrency: &str| {
        let out = dir.join(format!("c{concurrency}"));
        let ran = referee()
            .timeout(LIMIT)
            .args(["match", "--rules", "renju-free-opening", "--games", "4", "--hang-timeout", "20"])
            .args(["--concurrency", concurrency, "--crosstable-interval", "5", "--engines"])
            .arg(&engines)
            .arg("-o")
            .arg(&out)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&ran.stderr).into_owned();
        assert_eq!(ran.status.code(), Some(0), "{stderr}");
        (out, String::from_utf8_lossy(&ran.stdout).into_owned(), stderr)
    };
    let (one, table_one, progress_one) = play("1");
    let (three, table_three, progress_three) = play("3");
    assert_eq!(table_three, table_one);
    assert!(table_one.contains("first - crash: 4-0-0"), "{table_one}");
    for pair in ["pair-1-2", "pair-1-3", "pair-2-3"] {
        let (a, b) = (records(&one.join(pair)), records(&three.join(pair)));
        assert_eq!(a.len(), 4, "{pair}: {a:?}");
        assert_eq!(a, b, "{pair}");
        assert_eq!(journal_lines(&one.join(pair)), journal_lines(&three.join(pair)), "{pair}");
    }
    // The crosstable so far after games 5 and 10 of 12, with the game lines (standard error).
    for progress in [&progress_one, &progress_three] {
        assert!(
            progress.contains("referee match: crosstable after 5 of 12 games:\nround robin, 3 engines"),
            "{progress}"
        );
        assert!(progress.contains("crosstable after 10 of 12 games:"), "{progress}");
        assert!(!progress.contains("crosstable after 12"), "{progress}");
    }
}

// Issue 35: a tournament's --concurrency may exceed its games per pair (pairs play at the same
// time) but not its games in all: that is refused before any engine is started.
#[test]
fn a_tournament_above_its_games_at_once_is_a_usage_error() {
    let dir = scratch("too-concurrent");
    let ran = referee()
        .args(["match", "--rules", "gomoku-freestyle", "--games", "1", "--concurrency", "4"])
        .args(["--engine", "a=x", "--engine", "b=y", "--engine", "c=z", "-o"])
        .arg(dir.join("out"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&ran.stderr);
    assert_eq!(ran.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("--concurrency 4 is more than the tournament's 3 games"), "{stderr}");
    assert!(!dir.join("out").exists());
}
