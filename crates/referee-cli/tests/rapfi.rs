//! `referee match` against a real Gomocup engine: Rapfi (a Gomocup champion, GPL-3.0), built
//! from the source kept beside the project (`../shared/engines/build-rapfi.sh target/rapfi`, or
//! the program `REFEREE_RAPFI` names; build.rs sets `cfg(rapfi)` and `RAPFI`). It is a test tool
//! only: started as a separate process, never linked. Without it these tests are reported as
//! ignored; under `CI=true` its absence is a build error.
//!
//! Rapfi plays the test engine's legal mover (src/bin/referee-test-engine.rs: the first empty
//! point from the top-left corner, never a forbidden one under renju), two games with the
//! colours swapped, on a clock of 5 s a side; and Rapfi plays itself four games without a clock
//! (issue 35: Rapfi drops the command that comes too soon after its move, which is now always
//! `INFO time_left`, never the `TURN`; docs/matches.md, "Test engines"). Unix only: Rapfi is
//! started through a symbolic link and looked for in /proc.
#![cfg(unix)]

mod common;

use std::path::{Path, PathBuf};
use std::time::Duration;

use common::{referee, scratch};

/// A generous limit for a whole match; the games take a second or two.
const LIMIT: Duration = Duration::from_secs(120);

/// The clock of both engines: Rapfi plans on it (`INFO timeout_match`, `INFO time_left`), a
/// seventh of its time left at most; its searches here take 0.3 s or less.
const CLOCK: &str = "main_time=5s";

struct Match {
    dir: PathBuf,
    verdicts: Vec<serde_json::Value>,
}

/// A match of 2 games between Rapfi (engine A: Black in game 1, White in game 2) and the legal
/// mover under `rules`. Rapfi is started through a symbolic link of the test's own, so that its
/// processes are told apart from those of tests running at the same time. Afterwards no Rapfi
/// process of the match is left running: the referee ended and reaped both.
fn play_rapfi(name: &str, rules: &str) -> Match {
    let scratch = scratch(name);
    let rapfi = scratch.join("pbrain-rapfi");
    std::os::unix::fs::symlink(env!("RAPFI"), &rapfi).expect("link to Rapfi");
    let legal = format!("'{}' gomocup legal", env!("CARGO_BIN_EXE_referee-test-engine"));
    let dir = scratch.join("match");
    let out = referee()
        .timeout(LIMIT)
        .arg("match")
        .arg(format!("'{}'", rapfi.display()))
        .arg(&legal)
        .args(["--rules", rules, "--games", "2", "--set", CLOCK, "--hang-timeout", "20", "-o"])
        .arg(&dir)
        .output()
        .expect("run referee match");
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "stdout:\n{stdout}\nstderr:\n{stderr}");
    let left = running(&rapfi);
    assert!(left.is_empty(), "Rapfi still running after the match: {left:?}");
    let text = std::fs::read_to_string(dir.join("verdicts.jsonl")).expect("verdicts.jsonl");
    let verdicts: Vec<serde_json::Value> =
        text.lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect();
    assert_eq!(verdicts.len(), 2, "{text}");
    Match { dir, verdicts }
}

/// The ids of the running processes started as `program` with no arguments (Linux: read from
/// /proc). Zombies have no command line; that engines are reaped is tested in
/// crates/arena/src/engine.rs.
fn running(program: &Path) -> Vec<String> {
    let wanted = format!("{}\0", program.display());
    common::processes(|c| c == wanted.as_bytes())
}

/// Rapfi wins both games with a five, by the rules (no forfeit, no time loss, no forbidden move
/// in renju), on a clock that never ran out; its MESSAGE lines are remarks in each game's log,
/// not moves; and `referee judge DIR` agrees with every record.
fn rapfi_wins_both_games_by_five(m: &Match, rules: &str) {
    for (i, v) in m.verdicts.iter().enumerate() {
        let (colour, winner) = if i == 0 { ("Black", "B+") } else { ("White", "W+") };
        assert_eq!(v["rules"], rules, "{v}");
        assert_eq!(v["status"], "finished", "{v}");
        assert_eq!(v["reason"], "five", "{v}");
        assert_eq!(v["result"], winner, "{v}");
        assert_eq!(v["agrees"], true, "{v}");
        let notes = v["notes"].to_string();
        assert!(notes.contains("no clock ran out"), "{v}");
        assert!(notes.contains(&format!("{colour} won with five in a row")), "{v}");

        let game = i + 1;
        let sgf = std::fs::read_to_string(m.dir.join(format!("game-{game:03}.sgf"))).expect("record");
        let tag = if i == 0 { "PB[Rapfi " } else { "PW[Rapfi " };
        assert!(sgf.contains(tag), "Rapfi is not {colour} in\n{sgf}");
        // Before each move it searches Rapfi says two MESSAGE lines (speed, best line); they are
        // kept in the log under its colour and name, and none of them was played.
        let log = std::fs::read_to_string(m.dir.join(format!("game-{game:03}.log"))).expect("game log");
        for said in ["MESSAGE Speed ", "MESSAGE Bestline "] {
            let from_rapfi = format!("{colour} (Rapfi ");
            assert!(
                log.lines().any(|l| l.starts_with(&from_rapfi) && l.contains(said)),
                "{said:?} from Rapfi missing in the log:\n{log}"
            );
        }
    }
    let judged = referee()
        .timeout(LIMIT)
        .args(["judge", "--format", "json"])
        .arg(&m.dir)
        .output()
        .expect("run referee judge");
    let stdout = String::from_utf8_lossy(&judged.stdout);
    assert_eq!(judged.status.code(), Some(0), "{stdout}\n{}", String::from_utf8_lossy(&judged.stderr));
    assert_eq!(stdout.lines().filter(|l| l.contains("\"agrees\":true")).count(), 2, "{stdout}");
}

// docs/rules/renju.md §4.4 (`gomoku-freestyle`: five or more wins, nothing forbidden) and
// docs/matches.md ("The Gomocup protocol as the referee speaks it", `INFO rule 0`): a real
// engine's freestyle match over Gomocup.
#[test]
#[cfg_attr(not(rapfi), ignore = "Rapfi is not built (../shared/engines/build-rapfi.sh target/rapfi)")]
fn rapfi_wins_a_freestyle_match_by_fives_that_judge_agrees_with() {
    let m = play_rapfi("rapfi-freestyle", "gomoku-freestyle");
    rapfi_wins_both_games_by_five(&m, "gomoku-freestyle");
}

// docs/rules/renju.md §1.3 and §4.2 (Black's forbidden moves; Black wins by exactly five) and
// docs/matches.md (`INFO rule 4`): a real engine plays renju as Black without a forbidden move,
// and as White, and wins both games by a five.
#[test]
#[cfg_attr(not(rapfi), ignore = "Rapfi is not built (../shared/engines/build-rapfi.sh target/rapfi)")]
fn rapfi_wins_a_renju_match_by_fives_that_judge_agrees_with() {
    let m = play_rapfi("rapfi-renju", "renju-free-opening");
    rapfi_wins_both_games_by_five(&m, "renju-free-opening");
}

/// The search depth both Rapfis are held to in the untimed match (`INFO max_depth`, one of
/// Rapfi's own keys, sent as an engine's own pair): it keeps each move to milliseconds, so that
/// four games take seconds, and so makes the answers come as soon after Rapfi's own move as
/// they can, which is when Rapfi dropped the next `TURN`.
const DEPTH: &str = "max_depth=4";

// Issue 35 ("Untimed Gomocup matches forfeit"), docs/matches.md ("What a Gomocup brain is
// sent"): Rapfi against itself, four games with no clock at all. Before every move each Rapfi
// gets `INFO time_left 2147483647`, so the line it drops when a command comes right after its
// own move is that one, never the `TURN`: no game is lost by a fault (before, Rapfi lost every
// untimed game this way, "by hang"), every game ends by the rules (five or a full board), the
// records re-judge as agreeing, and no Rapfi is left running. Each engine's own INFO pairs
// (`--info-a`, `--info-b`: the depth, and 80 MB of memory instead of the 350 MB Rapfi takes
// under `max_memory 0`) reach it.
#[test]
#[cfg_attr(not(rapfi), ignore = "Rapfi is not built (../shared/engines/build-rapfi.sh target/rapfi)")]
fn rapfi_plays_itself_four_untimed_games_without_a_forfeit() {
    let scratch = scratch("rapfi-untimed");
    let rapfi = scratch.join("pbrain-rapfi");
    std::os::unix::fs::symlink(env!("RAPFI"), &rapfi).expect("link to Rapfi");
    let quoted = format!("'{}'", rapfi.display());
    let dir = scratch.join("match");
    let mut args = vec!["--rules", "gomoku-freestyle", "--games", "4", "--hang-timeout", "30"];
    for side in ["--info-a", "--info-b"] {
        args.extend([side, DEPTH, side, "max_memory=83886080"]);
    }
    let out = referee()
        .timeout(Duration::from_secs(300))
        .args(["match", &quoted, &quoted])
        .args(&args)
        .arg("-o")
        .arg(&dir)
        .output()
        .expect("run referee match");
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "stdout:\n{stdout}\nstderr:\n{stderr}");
    let left = running(&rapfi);
    assert!(left.is_empty(), "Rapfi still running after the match: {left:?}");
    let journal = std::fs::read_to_string(dir.join("journal.jsonl")).expect("journal.jsonl");
    let games: Vec<serde_json::Value> =
        journal.lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect();
    assert_eq!(games.len(), 4, "{journal}");
    for g in &games {
        assert_eq!(g["ending"], "rules", "{g}");
        let result = g["result"].as_str().unwrap_or("");
        assert!(!result.contains('F'), "a forfeit: {g}");
    }
    let verdicts = std::fs::read_to_string(dir.join("verdicts.jsonl")).expect("verdicts.jsonl");
    assert_eq!(verdicts.lines().filter(|l| l.contains("\"agrees\":true")).count(), 4, "{verdicts}");
    for game in 1..=4 {
        let log = std::fs::read_to_string(dir.join(format!("game-{game:03}.log"))).expect("game log");
        for sent in ["> INFO time_left 2147483647", "> INFO max_depth 4", "> INFO max_memory 83886080"] {
            assert!(log.contains(sent), "{sent:?} not sent in game {game}:\n{log}");
        }
        let sgf = std::fs::read_to_string(dir.join(format!("game-{game:03}.sgf"))).expect("record");
        assert!(!sgf.contains("TM[") && !sgf.contains("OT["), "a clock in an untimed match:\n{sgf}");
    }
}
