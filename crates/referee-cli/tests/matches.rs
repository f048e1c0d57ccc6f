//! `referee match` with real processes: matches between the test engine's behaviours
//! (src/bin/referee-test-engine.rs): faults, interrupts and resume, openings, swap2, the SPRT
//! (`gtp.rs`, `clocks.rs` and `gnugo.rs` hold the GTP server, the clocks and GNU Go). Every test
//! that starts a process gives it a timeout of its own (assert_cmd kills it then); the
//! referee ends and reaps every engine it starts (crates/arena/src/engine.rs), and each
//! match's records are judged again by `referee judge`.

mod engines;

use engines::*;

// docs/rules/renju.md §1.3 and §4.3 (forbidden moves, `forbidden_effect: loses`): Black's double-three loses, W+F.
#[test]
fn renju_foul_engine_loses_every_game_it_plays_black() {
    let (dir, verdicts) = play(
        "renju-foul",
        &engine("gomocup", "foul"),
        &engine("gomocup", "legal"),
        "renju-free-opening",
        &[],
        4,
    );
    for (i, v) in verdicts.iter().enumerate() {
        if i % 2 == 0 {
            // Games 1 and 3: the foul engine has Black and plays the crossing point.
            assert_eq!(field(v, "result"), "W+F", "{v}");
            assert_eq!(field(v, "reason"), "forbidden", "{v}");
            assert_eq!(v["violation"]["rule"], "double-three", "{v}");
        } else {
            // Games 2 and 4: the legal mover has Black and never plays a forbidden point.
            assert_ne!(field(v, "reason"), "forbidden", "{v}");
        }
        assert_eq!(v["agrees"], true, "{v}");
    }
    rejudge(&dir, 4);
}

// docs/matches.md ("The Gomocup protocol as the referee speaks it"): MESSAGE, DEBUG, ERROR and
// UNKNOWN lines are remarks, and the second half of a MESSAGE broken by a raw newline (as
// PentaZen's was) is not a move; the chatty engine plays legal moves, so no game is a forfeit.
#[test]
fn gomocup_messages_and_a_broken_message_are_not_moves() {
    let (dir, verdicts) = play(
        "gomocup-chatty",
        &engine("gomocup", "chatty"),
        &engine("gomocup", "legal"),
        "gomoku-freestyle",
        &[],
        2,
    );
    for v in &verdicts {
        assert!(!field(v, "result").ends_with('F'), "{v}");
        assert!(!v["notes"].to_string().contains("forfeit"), "{v}");
        assert_eq!(v["agrees"], true, "{v}");
    }
    // The remarks are kept in the game's log, the broken message's second half marked as such.
    let log = std::fs::read_to_string(dir.join("game-001.log")).expect("game-001.log");
    for said in [
        "MESSAGE test engine ready",
        "UNKNOWN INFO game_type",
        "ERROR no opening book",
        "MESSAGE eval +0.35",
        "(continued) pv h8 h9",
        "DEBUG nodes 12",
    ] {
        assert!(log.contains(said), "{said:?} missing from the log:\n{log}");
    }
    rejudge(&dir, 2);
}

// docs/matches.md ("Interrupts and the journal"): SIGTERM or SIGINT during a game stops the
// match: the game under way is dropped, its engines ended and reaped, and the finished games'
// records, journal lines, verdicts and table are written; the exit status is 130. The slow
// engine hangs every game (2 s each), so the signal, sent once the journal has a line, always
// finds a game under way.
#[test]
fn a_signal_ends_the_match_with_the_finished_games_written() {
    for signal in ["TERM", "INT"] {
        let out = out_dir(&format!("interrupt-{signal}"));
        let tag = format!("interrupt-{signal}-{}", std::process::id());
        let slow = format!("{} {tag}", engine("gomocup", "slow"));
        let legal = format!("{} {tag}", engine("gomocup", "legal"));
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_referee"))
            .args([
                "match",
                &slow,
                &legal,
                "--rules",
                "gomoku-freestyle",
                "--games",
                "20",
                "--hang-timeout",
                "2",
            ])
            .arg("-o")
            .arg(&out)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("start referee match");
        let journal = out.join("journal.jsonl");
        let started = std::time::Instant::now();
        while std::fs::read_to_string(&journal).map_or(0, |j| j.lines().count()) == 0 {
            assert!(started.elapsed() < LIMIT, "no game finished");
            std::thread::sleep(Duration::from_millis(50));
        }
        let status = std::process::Command::new("kill")
            .args([&format!("-{signal}"), &child.id().to_string()])
            .status();
        assert!(status.is_ok_and(|s| s.success()));
        let signalled = std::time::Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            assert!(signalled.elapsed() < Duration::from_secs(30), "the referee did not stop");
            std::thread::sleep(Duration::from_millis(20));
        };
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(status.code(), Some(130), "{stderr}");
        assert!(stderr.contains("referee match: interrupted: "), "{stderr}");
        // The journal, the records, the verdicts and the table hold the same finished games.
        let games = std::fs::read_to_string(&journal).unwrap().lines().count();
        assert!((1..20).contains(&games), "{games}");
        let verdicts = std::fs::read_to_string(out.join("verdicts.jsonl")).unwrap().lines().count();
        assert_eq!(verdicts, games);
        let table: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(out.join("table.json")).unwrap()).unwrap();
        assert_eq!(table["engines"][0]["games"], games, "{table}");
        assert!(!out.join(format!("game-{:03}.sgf", games + 1)).exists());
        rejudge(&out, games);
        // No engine outlived the referee.
        for behaviour in ["slow", "legal"] {
            let left = running(&format!("gomocup\0{behaviour}\0{tag}"));
            assert!(left.is_empty(), "engines still running after the interrupt: {left:?}");
        }
    }
}

// docs/matches.md ("Interrupts and the journal"): a match interrupted by SIGTERM and continued
// with --resume ends with the table of an uninterrupted run of the same games (the slow engine
// hangs every game, 1 s each, so both runs give the same results), and no engine is left.
#[test]
fn a_resumed_match_ends_with_the_table_of_an_uninterrupted_one() {
    let tag = format!("resume-{}", std::process::id());
    let slow = format!("{} {tag}", engine("gomocup", "slow"));
    let legal = format!("{} {tag}", engine("gomocup", "legal"));
    let args = |out: &Path| {
        let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_referee"));
        c.args([
            "match",
            &slow,
            &legal,
            "--rules",
            "gomoku-freestyle",
            "--games",
            "4",
            "--hang-timeout",
            "1",
            "-o",
        ])
        .arg(out)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
        c
    };
    let whole = out_dir("resume-whole");
    assert_eq!(args(&whole).status().unwrap().code(), Some(0));
    let cut = out_dir("resume-cut");
    let mut child = args(&cut).spawn().unwrap();
    let journal = cut.join("journal.jsonl");
    let started = std::time::Instant::now();
    while std::fs::read_to_string(&journal).map_or(0, |j| j.lines().count()) == 0 {
        assert!(started.elapsed() < LIMIT, "no game finished");
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap()
        .success());
    assert_eq!(child.wait().unwrap().code(), Some(130));
    let before = std::fs::read_to_string(&journal).unwrap().lines().count();
    assert!(before < 4, "{before}");
    let ran = run(referee().args(["match", "--resume"]).arg(&cut));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    assert!(
        ran.stderr.contains(&format!("{before} of 4 games finished, {} to play", 4 - before)),
        "{}",
        ran.stderr
    );
    let table = |dir: &Path| std::fs::read_to_string(dir.join("table.txt")).unwrap();
    assert_eq!(table(&cut), table(&whole));
    assert_eq!(std::fs::read_to_string(&journal).unwrap().lines().count(), 4);
    rejudge(&cut, 4);
    for behaviour in ["slow", "legal"] {
        let left = running(&format!("gomocup\0{behaviour}\0{tag}"));
        assert!(left.is_empty(), "engines still running: {left:?}");
    }
}

#[test]
fn resume_of_a_directory_without_a_plan_is_a_usage_error() {
    let dir = out_dir("resume-none");
    std::fs::create_dir_all(&dir).unwrap();
    let ran = run(referee().args(["match", "--resume"]).arg(&dir));
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains("match.json"), "{}", ran.stderr);
}

/// A match of `behaviour` against the legal mover: every game is lost by the faulty engine the
/// way `result` says (W+ when it had Black), the match goes on, and the records re-judge.
fn fault(protocol: &str, behaviour: &str, rules: &str, sets: &[&str], how: &str, words: &str) -> PathBuf {
    fault_with(protocol, behaviour, rules, sets, how, words, "20")
}

fn fault_with(
    protocol: &str,
    behaviour: &str,
    rules: &str,
    sets: &[&str],
    how: &str,
    words: &str,
    hang: &str,
) -> PathBuf {
    let name = format!("{protocol}-{behaviour}-{hang}");
    // The faulty engine carries the test's name as a tag, so that its processes are told apart
    // from those of tests running at the same time.
    let (legal, faulty) = (engine(protocol, "legal"), format!("{} {name}", engine(protocol, behaviour)));
    let (dir, verdicts) = play_with(&name, &faulty, &legal, rules, sets, 2, hang);
    for (i, v) in verdicts.iter().enumerate() {
        let winner = if i % 2 == 0 { "W" } else { "B" };
        assert_eq!(field(v, "result"), format!("{winner}+{how}"), "{v}");
        assert_eq!(v["agrees"], true, "{v}");
        // The verdict says which fault it was.
        let notes = v["notes"].to_string();
        assert!(notes.contains(words), "{v}");
    }
    let sgf = std::fs::read_to_string(dir.join("game-001.sgf")).unwrap();
    assert!(sgf.contains(words), "{sgf}");
    rejudge(&dir, 2);
    // The faulty engine was ended (killed after its grace when it would not stop) and reaped.
    let left = running(&format!("{protocol}\0{behaviour}\0{name}"));
    assert!(left.is_empty(), "engines still running after the match: {left:?}");
    dir
}

// docs/matches.md ("How a game ends"): an illegal move in a match loses by forfeit (the record stops before it).
#[test]
fn go_illegal_move_loses_by_forfeit() {
    fault("gtp", "illegal", "go-chinese", &["size=9"], "F", "is on an occupied point (occupied)");
}

// docs/rules/go.md §1.3: a resignation ends the game; the resigning engine loses, W+R / B+R.
#[test]
fn go_resignation_ends_the_game() {
    fault("gtp", "resign", "go-chinese", &["size=9"], "R", "resigned");
}

#[test]
fn go_crash_loses_by_forfeit() {
    fault("gtp", "crash", "go-chinese", &["size=9"], "F", "exited (exit status: 3)");
}

#[test]
fn go_garbage_loses_by_forfeit() {
    fault("gtp", "garbage", "go-chinese", &["size=9"], "F", "(unparseable answer)");
}

// docs/rulebook.md ("Clocks") and docs/matches.md: a move past the clock loses on time. The engine waits 30 s against
// a 1 s clock, so the fault does not depend on the machine's speed.
#[test]
fn gomoku_time_overrun_loses_on_time() {
    fault("gomocup", "slow", "gomoku-freestyle", &["main_time=1s"], "T", "loses on time");
}

// docs/matches.md ("How a game ends"): with no clock, an engine that does not answer within
// --hang-timeout (1 s here; the engine waits 30 s) hangs and loses by forfeit.
#[test]
fn gomoku_hang_without_a_clock_loses_by_forfeit() {
    let dir = fault_with("gomocup", "slow", "gomoku-freestyle", &[], "F", "(hang)", "1");
    // No clock ran: no clock readings in the records.
    let sgf = std::fs::read_to_string(dir.join("game-002.sgf")).unwrap();
    assert!(!sgf.contains("BL["), "{sgf}");
}

#[test]
fn gomoku_crash_loses_by_forfeit() {
    fault("gomocup", "crash", "gomoku-freestyle", &[], "F", "(crash or early exit)");
}

// docs/matches.md ("The Gomocup protocol as the referee speaks it"): UNKNOWN is the protocol's
// answer to a command a brain does not implement; to its turn, with no move after it, it is a
// refusal and loses at once, not after the hang limit.
#[test]
fn gomoku_unknown_to_a_turn_loses_as_a_refusal() {
    let dir =
        fault("gomocup", "unknown", "gomoku-freestyle", &[], "F", "UNKNOWN this command is not implemented");
    let sgf = std::fs::read_to_string(dir.join("game-001.sgf")).unwrap();
    assert!(sgf.contains("refused with \"UNKNOWN"), "{sgf}");
}

#[test]
fn gomoku_garbage_loses_by_forfeit() {
    fault("gomocup", "garbage", "gomoku-freestyle", &[], "F", "(unparseable answer)");
}

#[test]
fn go_time_overrun_loses_on_time() {
    let dir = fault("gtp", "slow", "go-chinese", &["size=9", "main_time=1s"], "T", "loses on time");
    // Game 2: the legal mover (Black) moved first; its clock after the move is in the record.
    let sgf = std::fs::read_to_string(dir.join("game-002.sgf")).unwrap();
    assert!(sgf.contains("BL["), "{sgf}");
}

#[test]
fn missing_engine_binary_is_a_usage_error() {
    refused(
        "missing",
        "/nonexistent/engine --level 1",
        &engine("gomocup", "legal"),
        &[],
        "no such program `/nonexistent/engine`",
    );
}

#[test]
fn engine_exiting_at_start_is_a_usage_error() {
    refused("exits", &engine("gomocup", "legal"), &engine("gomocup", "exit"), &[], "engine B (");
}

#[test]
fn concurrency_above_the_games_is_a_usage_error() {
    let legal = engine("gomocup", "legal");
    refused(
        "concurrency",
        &legal,
        &legal,
        &["--games", "2", "--concurrency", "3"],
        "--concurrency 3 is more than --games 2",
    );
}

#[test]
fn rif_opening_is_refused_over_gomocup() {
    let legal = engine("gomocup", "legal");
    let dir = out_dir("rif");
    let ran = run(referee().args(["match", &legal, &legal, "--rules", "renju-rif", "-o"]).arg(&dir));
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.contains("the rif opening"), "{}", ran.stderr);
}

#[test]
fn concurrent_games_all_finish_and_are_numbered() {
    let legal = engine("gomocup", "legal");
    let dir = out_dir("concurrent");
    let ran = run(referee()
        .args([
            "match",
            &legal,
            &engine("gomocup", "foul"),
            "--rules",
            "renju-free-opening",
            "--games",
            "4",
            "--concurrency",
            "2",
            "--format",
            "json",
            "-o",
        ])
        .arg(&dir));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let table: serde_json::Value = serde_json::from_str(&ran.stdout).expect("the table as JSON");
    assert_eq!(table["engines"][0]["games"], 4);
    for n in 1..=4 {
        assert!(dir.join(format!("game-00{n}.sgf")).is_file());
    }
    rejudge(&dir, 4);
}

// docs/matches.md ("Dead stones in a match"): an engine with no view of the dead stones (`?`
// to final_status_list) means no agreement, so play goes on in a cleanup phase, where the
// legal mover plays stones; the two passes before it leave the record, which still re-judges
// as one game under go-chinese (no `resume`: a stone after two passes would be after the end),
// counted by its TB/TW marks. Needs no GNU Go.
#[test]
fn a_cleanup_phase_is_played_and_its_record_rejudges() {
    let (dir, verdicts) =
        play("cleanup", &engine("gtp", "three"), &engine("gtp", "legal"), "go-chinese", &["size=9"], 2);
    for v in &verdicts {
        assert_eq!(field(v, "reason"), "score", "{v}");
        assert_eq!(v["agrees"], true, "{v}");
        let notes = v["notes"].to_string();
        assert!(notes.contains("gave no list of dead stones"), "{v}");
        assert!(notes.contains("cleanup phase"), "{v}");
    }
    for (n, v) in verdicts.iter().enumerate() {
        let sgf = std::fs::read_to_string(dir.join(format!("game-00{}.sgf", n + 1))).unwrap();
        assert!(sgf.contains("TB[") || sgf.contains("TW["), "{sgf}");
        // The legal mover played stones in the cleanup phase (asked with kgs-genmove_cleanup):
        // the record goes on past the two passes it left out, with stones, and is still valid.
        let notes = v["notes"].to_string();
        let from = notes.find("after the passes of moves ").expect("the passes named") + 26;
        let first: usize = notes[from..].split(' ').next().unwrap().parse().unwrap();
        let moves: Vec<&str> = sgf.split(';').skip(2).collect();
        assert!(
            moves[first - 1..].iter().any(|m| !m.contains("[]")),
            "no stone in the cleanup phase:\n{sgf}"
        );
    }
    rejudge(&dir, 2);
}

// docs/rules/renju.md §3.7 (Swap2) and docs/matches.md ("Swap2"): game 1 has the swapper answer
// SWAP to three stones (it takes Black); game 2 has the legal mover answer two stones and the
// swapper take White with stone 6. PB/PW name the engines after the exchange.
#[test]
fn swap2_opening_over_swap2board() {
    let (dir, verdicts) = play(
        "swap2",
        &engine("gomocup", "legal"),
        &engine("gomocup", "swap"),
        "gomoku-standard",
        &["opening=swap2"],
        2,
    );
    for v in &verdicts {
        assert_eq!(v["agrees"], true, "{v}");
    }
    let first = std::fs::read_to_string(dir.join("game-001.sgf")).unwrap();
    assert!(first.contains("PB[test-engine swap]"), "{first}");
    let second = std::fs::read_to_string(dir.join("game-002.sgf")).unwrap();
    assert!(second.contains("PB[test-engine legal]"), "{second}");
    assert!(second.contains("exchanged colours once"), "{second}");
    rejudge(&dir, 2);
}

// Each opening is played twice, colours swapped; Go openings are `play`ed to both engines,
// Gomocup ones given as BOARD.
#[test]
fn openings_start_both_games_of_a_pair() {
    let dir = out_dir("openings-files");
    std::fs::create_dir_all(&dir).unwrap();
    let go = dir.join("go.txt");
    std::fs::write(&go, "# one opening\nE5 D5\n").unwrap();
    let renju = dir.join("renju.txt");
    std::fs::write(&renju, "- [h8, h9, i9]\n").unwrap();
    for (name, protocol, rules, sets, file, start) in [
        ("open-go", "gtp", "go-chinese", vec!["--set", "size=9"], &go, ";B[ee];W[de]"),
        ("open-renju", "gomocup", "renju-free-opening", vec![], &renju, ";B[hh];W[hg];B[ig]"),
    ] {
        let out = out_dir(name);
        let legal = engine(protocol, "legal");
        let ran = run(referee()
            .args(["match", &legal, &legal, "--rules", rules, "--games", "2", "--openings"])
            .arg(file)
            .args(&sets)
            .arg("-o")
            .arg(&out));
        assert_eq!(ran.code, 0, "{}", ran.stderr);
        for n in 1..=2 {
            let sgf = std::fs::read_to_string(out.join(format!("game-00{n}.sgf"))).unwrap();
            assert!(sgf.contains(start), "{sgf}");
        }
        // The two games are one opening pair: the pentanomial counts hold one complete pair.
        let table: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(out.join("table.json")).unwrap()).unwrap();
        let pairs: u64 =
            table["pentanomial"].as_array().expect("pentanomial").iter().filter_map(|c| c.as_u64()).sum();
        assert_eq!(pairs, 1, "{table}");
        rejudge(&out, 2);
    }
}

// docs/matches.md ("Statistics"): the foul engine loses every game (double-three as Black,
// five in a row against it as White); under the logistic model each loss adds
// ln(0.24 / 0.5) ~ -0.733 to the LLR of elo0 0 against elo1 200, so after game 3 it is -2.199,
// past the lower bound ln(0.1 / 0.9) = -2.197: H0 is accepted and no fourth game starts.
#[test]
fn sprt_stops_the_match_on_its_lower_bound() {
    let out = out_dir("sprt-h0");
    let ran = run(referee()
        .args([
            "match",
            &engine("gomocup", "foul"),
            &engine("gomocup", "legal"),
            "--rules",
            "renju-free-opening",
        ])
        .args(["--games", "20", "--sprt", "elo0=0,elo1=200,alpha=0.1,beta=0.1", "--format", "json", "-o"])
        .arg(&out));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    assert!(
        ran.stderr
            .contains("crossed the lower bound -2.197 with 3 games finished (the last: game 3): H0 accepted"),
        "{}",
        ran.stderr
    );
    let table: serde_json::Value = serde_json::from_str(&ran.stdout).unwrap();
    assert_eq!(table["sprt"]["decision"], "h0", "{table}");
    assert_eq!(table["sprt"]["stopped_after"], 3, "{table}");
    assert_eq!(table["sprt"]["statistic"], "trinomial", "{table}");
    assert!(out.join("game-003.sgf").exists() && !out.join("game-004.sgf").exists());
    rejudge(&out, 3);
}

#[test]
fn a_bad_sprt_is_a_usage_error() {
    let legal = engine("gomocup", "legal");
    refused("sprt-bad", &legal, &legal, &["--sprt", "elo0=5,elo1=0"], "elo0 must be less than elo1");
}

#[test]
fn an_illegal_opening_is_a_usage_error_with_its_line() {
    let dir = out_dir("bad-opening");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("openings.txt");
    std::fs::write(&file, "E5\nE5 E5\n").unwrap();
    let legal = engine("gtp", "legal");
    let ran = run(referee()
        .args(["match", &legal, &legal, "--rules", "go-chinese", "--openings"])
        .arg(&file)
        .arg("-o")
        .arg(dir.join("out")));
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.contains("openings.txt:2: "), "{}", ran.stderr);
}
