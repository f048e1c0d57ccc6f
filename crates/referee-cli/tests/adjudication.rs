//! `referee match --adjudicate-score`: Go games ended early when both engines' `final_score`
//! agree on the winner (docs/matches.md, "Adjudication by the engines' scores"), with the
//! scripted test engine (`scorer` answers `final_score` with `B+50.5`; `legal` does not list it).

mod engines;

use engines::*;

fn log(dir: &Path, game: usize) -> String {
    std::fs::read_to_string(dir.join(format!("game-{game:03}.log"))).expect("the game's log")
}

/// How many times the referee sent `final_score` in the game's traffic.
fn asked(log: &str) -> usize {
    log.lines().filter(|l| l.contains(" > ") && l.ends_with("final_score")).count()
}

fn record(dir: &Path, game: usize) -> String {
    std::fs::read_to_string(dir.join(format!("game-{game:03}.sgf"))).expect("the game's record")
}

// Off by default: no engine is asked final_score, and the games are played to two passes and
// counted by the referee.
#[test]
fn without_the_flag_no_engine_is_asked_final_score() {
    let scorer = engine("gtp", "scorer");
    let (dir, verdicts) = play("adjudication-off", &scorer, &scorer, "go-chinese", &["size=9"], 2);
    for (i, v) in verdicts.iter().enumerate() {
        assert_eq!(v["agrees"], true, "{v}");
        assert_eq!(asked(&log(&dir, i + 1)), 0, "{}", log(&dir, i + 1));
        assert!(!record(&dir, i + 1).contains("adjudicated"));
    }
    rejudge(&dir, 2);
}

// On: both engines answer B+50.5, so from ply 4 on, at the second check in a row (after ply 5)
// the game ends with Black winning, recorded as adjudicated; the match exits 0 although the
// referee can only estimate the end of a game that stops before two passes.
#[test]
fn both_engines_agreeing_end_the_game_with_their_winner() {
    let scorer = engine("gtp", "scorer");
    let args = ["--set", "size=9", "--adjudicate-score", "30:2:4"];
    let (dir, verdicts) = play_args("adjudication-on", &scorer, &scorer, "go-chinese", &args, 2, "20");
    for (i, v) in verdicts.iter().enumerate() {
        assert_ne!(v["agrees"], false, "{v}");
        let sgf = record(&dir, i + 1);
        assert!(sgf.contains("RE[B+50.5]"), "{sgf}");
        assert!(sgf.contains("adjudicated by both engines' final_score: at 2 checks in a row"), "{sgf}");
        assert!(sgf.contains("answered B+50.5"), "{sgf}");
        // The same words on the last node, where the game stopped.
        assert!(sgf.trim_end().ends_with("recorded as the smaller margin, B+50.5])"), "{sgf}");
        // Five moves: the checks after plies 4 and 5.
        assert_eq!(sgf.matches(";B[").count() + sgf.matches(";W[").count(), 5, "{sgf}");
        assert_eq!(asked(&log(&dir, i + 1)), 4, "{}", log(&dir, i + 1));
    }
    let journal = std::fs::read_to_string(dir.join("journal.jsonl")).expect("journal");
    assert_eq!(journal.matches("\"adjudication\"").count(), 2, "{journal}");
    let plan = std::fs::read_to_string(dir.join("match.json")).expect("match.json");
    assert!(plan.contains("\"adjudicate_score\": \"30:2:4\""), "{plan}");
}

// An engine that does not list final_score turns adjudication off for the game, noted in the
// game log; the game is played out and counted.
#[test]
fn an_engine_without_final_score_never_adjudicates() {
    let args = ["--set", "size=9", "--adjudicate-score", "30:1:0"];
    let (dir, verdicts) = play_args(
        "adjudication-unlisted",
        &engine("gtp", "scorer"),
        &engine("gtp", "legal"),
        "go-chinese",
        &args,
        2,
        "20",
    );
    for (i, v) in verdicts.iter().enumerate() {
        assert_eq!(v["agrees"], true, "{v}");
        let log = log(&dir, i + 1);
        assert!(log.contains("score adjudication is off for this game"), "{log}");
        assert_eq!(asked(&log), 0, "{log}");
        assert!(!record(&dir, i + 1).contains("adjudicated"));
    }
    rejudge(&dir, 2);
}

// The Gomocup protocol cannot score a position: the flag is refused before any game, exit 2.
#[test]
fn a_gomocup_match_refuses_the_flag() {
    let e = engine("gomocup", "legal");
    refused(
        "adjudication-gomocup",
        &e,
        &e,
        &["--adjudicate-score", "30"],
        "--adjudicate-score is for Go matches",
    );
}

// A bad setting is a clear error naming it, exit 2.
#[test]
fn a_bad_setting_is_refused() {
    let dir = out_dir("adjudication-bad");
    let e = engine("gtp", "scorer");
    let ran = run(referee()
        .args(["match", &e, &e, "--rules", "go-chinese", "--adjudicate-score", "x:2"])
        .arg("-o")
        .arg(&dir));
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains("--adjudicate-score \"x:2\": the margin"), "{}", ran.stderr);
}
