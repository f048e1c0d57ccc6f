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

// docs/matches.md ("GTP ids and the two diagnoses"): every command carries an id, so a second
// answer to a `play` is known by its id when it comes in place of the next answer, and is named
// for what it is. The hang limit (300 s) is past the test's own limit: only the id can end the game.
#[test]
fn go_an_engine_that_answers_twice_is_caught_by_the_id() {
    let dir = fault_with("gtp", "twice", "go-chinese", &["size=9"], "F", "(answered twice)", "300");
    let sgf = std::fs::read_to_string(dir.join("game-001.sgf")).unwrap();
    assert!(sgf.contains("answered twice: a second answer to command "), "{sgf}");
    assert!(sgf.contains("(`play white "), "{sgf}");
}

// docs/matches.md ("GTP ids and the two diagnoses"): an answer without its closing empty line
// is found by the answer to the referee's probe, long before the hang limit (300 s, past the
// test's own limit).
#[test]
fn go_an_answer_without_its_empty_line_is_named_for_it() {
    let words = "did not end its answer to `genmove black` with an empty line (unended answer)";
    let dir = fault_with("gtp", "unended", "go-chinese", &["size=9"], "F", "(unended answer)", "300");
    let sgf = std::fs::read_to_string(dir.join("game-001.sgf")).unwrap();
    assert!(sgf.contains(words), "{sgf}");
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

// Issue 34, "Nothing lost": an interrupt is not a forfeit, a full disk stops the match with a
// journal --resume continues, and one run at a time plays into a directory (docs/matches.md,
// "Interrupts and the journal" and "A full disk"). These tests wait on what the referee has
// done (a file, a line, an exit), each wait bounded by LIMIT, never on time.

/// Waits until `done` holds, for at most [`LIMIT`].
fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let started = std::time::Instant::now();
    while !done() {
        assert!(started.elapsed() < LIMIT, "waited in vain for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The lines of a file (none when it is missing).
fn lines_of(path: &Path) -> usize {
    std::fs::read_to_string(path).map_or(0, |t| t.lines().count())
}

/// The journal's lines, each of which must be a whole JSON line.
fn journal_entries(dir: &Path) -> Vec<serde_json::Value> {
    let text = std::fs::read_to_string(dir.join("journal.jsonl")).expect("journal.jsonl");
    assert!(text.is_empty() || text.ends_with('\n'), "the journal ends inside a line:\n{text}");
    text.lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l:?}"))).collect()
}

/// The exit status of `child`, which must end within [`LIMIT`]; its stderr.
fn ended(mut child: std::process::Child) -> (Option<i32>, String) {
    wait_for("the referee to exit", || child.try_wait().unwrap().is_some());
    let out = child.wait_with_output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// `referee match A B` with `args` into `out`, started in the background; `own_group`: in a
/// process group of its own, as a shell starts a job, so that the test can signal the group;
/// `starts`: the file the test engine counts its starts in.
fn start_match(
    a: &str,
    b: &str,
    args: &[&str],
    out: &Path,
    own_group: bool,
    starts: Option<&Path>,
) -> std::process::Child {
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_referee"));
    if let Some(starts) = starts {
        c.env("REFEREE_TEST_ENGINE_STARTS", starts);
    }
    c.args(["match", a, b, "--rules", "gomoku-freestyle"])
        .args(args)
        .arg("-o")
        .arg(out)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped());
    if own_group {
        std::os::unix::process::CommandExt::process_group(&mut c, 0);
    }
    c.spawn().expect("start referee match")
}

/// Sends `signal` to each of `targets` (process ids, or `-PGID` for a group) with kill(1).
fn kill(signal: &str, targets: &[String]) {
    let status =
        std::process::Command::new("kill").arg(format!("-{signal}")).arg("--").args(targets).status();
    assert!(status.is_ok_and(|s| s.success()), "kill -{signal} {targets:?}");
}

/// No journaled game was lost by a fault, and none by a forfeit of any kind.
fn no_forfeit(entries: &[serde_json::Value]) {
    for e in entries {
        assert_ne!(e["ending"], "fault", "{e}");
        assert!(!e["comment"].as_str().unwrap_or("").contains("forfeit"), "{e}");
    }
}

/// A match of sluggish (2 s before each game's first move) against legal moves, engines
/// restarted every game and their starts counted, stopped by `signal` once game 2 is under way
/// (its engines started, one game journaled); `signal` is given the referee's process id and
/// the engines' command lines' tag. Then it is resumed. No game is a forfeit, before or after
/// the interrupt, no engine is left running, and the resumed match ends with every game.
fn interrupt_then_resume(name: &str, signal: impl FnOnce(u32, &str)) {
    let out = out_dir(name);
    let tag = format!("{name}-{}", std::process::id());
    let starts = std::env::temp_dir().join(format!("referee-match-test-{tag}-starts"));
    let _ = std::fs::remove_file(&starts);
    let sluggish = format!("{} {tag}", engine("gomocup", "sluggish"));
    let legal = format!("{} {tag}", engine("gomocup", "legal"));
    let args = ["--games", "4", "--hang-timeout", "20", "--restart-engines"];
    let child = start_match(&sluggish, &legal, &args, &out, true, Some(&starts));
    let journal = out.join("journal.jsonl");
    // Two starts for the preflight, two for each game: six once game 2 has its engines.
    wait_for("game 2 to start", || lines_of(&starts) >= 6 && lines_of(&journal) >= 1);
    signal(child.id(), &tag);
    let (code, stderr) = ended(child);
    assert_eq!(code, Some(130), "{stderr}");
    assert!(stderr.contains("referee match: interrupted: "), "{stderr}");
    let before = journal_entries(&out);
    assert!((1..4).contains(&before.len()), "{before:?}");
    no_forfeit(&before);
    for behaviour in ["sluggish", "legal"] {
        let left = running(&format!("gomocup\0{behaviour}\0{tag}"));
        assert!(left.is_empty(), "engines still running after the interrupt: {left:?}");
    }
    let ran = run(referee().args(["match", "--resume"]).arg(&out));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let after = journal_entries(&out);
    no_forfeit(&after);
    let mut games: Vec<u64> = after.iter().map(|e| e["game"].as_u64().unwrap()).collect();
    games.sort_unstable();
    games.dedup();
    assert_eq!(games, [1, 2, 3, 4]);
    rejudge(&out, 4);
    let _ = std::fs::remove_file(&starts);
}

// A Ctrl-C in a terminal is SIGINT to the job's whole process group. The engines, in groups of
// their own, do not get it: the referee stops game 2 and ends them itself, and game 2 is not
// journaled (before, they died of the same signal and game 2 was `exited (signal: 2)`, a
// forfeit that --resume kept).
#[test]
fn ctrl_c_to_the_process_group_forfeits_no_game_and_resume_finishes_the_match() {
    interrupt_then_resume("ctrl-c", |referee, _| kill("INT", &[format!("-{referee}")]));
}

// A supervisor that signals every process (a container's stop, a CI runner's cancel) may reach
// an engine before the referee: the engine's death by that signal during the interrupt is no
// crash, whichever died first.
#[test]
fn an_engine_that_dies_of_the_interrupts_signal_first_forfeits_no_game() {
    interrupt_then_resume("engine-first", |referee, tag| {
        let mut targets = running(&format!("gomocup\0sluggish\0{tag}"));
        targets.extend(running(&format!("gomocup\0legal\0{tag}")));
        assert!(!targets.is_empty(), "no engine of game 2 is running");
        targets.push(referee.to_string());
        kill("TERM", &targets);
    });
}

// docs/matches.md ("A full disk"): while a match plays into DIR, DIR/.lock holds it; a second
// run into DIR is refused (exit 2) before it starts an engine, the lock file is removed when the
// run ends, and one left behind by a killed run is taken over.
#[test]
fn a_second_resume_while_one_runs_is_refused() {
    let out = out_dir("locked");
    let tag = format!("locked-{}", std::process::id());
    let slow = format!("{} {tag}", engine("gomocup", "slow"));
    let legal = format!("{} {tag}", engine("gomocup", "legal"));
    let child = start_match(&slow, &legal, &["--games", "3", "--hang-timeout", "1"], &out, false, None);
    let pid = child.id();
    wait_for("the first game to be journaled", || lines_of(&out.join("journal.jsonl")) >= 1);
    assert_eq!(std::fs::read_to_string(out.join(".lock")).unwrap(), format!("{pid}\n"));
    let second = run(referee().args(["match", "--resume"]).arg(&out));
    assert_eq!(second.code, 2, "{}", second.stderr);
    assert!(
        second
            .stderr
            .contains(&format!("another `referee match` (process {pid}) is playing into this directory")),
        "{}",
        second.stderr
    );
    assert!(!second.stderr.contains("resuming"), "{}", second.stderr);
    kill("TERM", &[pid.to_string()]);
    let (code, stderr) = ended(child);
    assert_eq!(code, Some(130), "{stderr}");
    assert!(!out.join(".lock").exists(), "the lock outlived its run");
    // A lock file that no run holds (its run was killed with SIGKILL) is taken over.
    std::fs::write(out.join(".lock"), "4194303\n").unwrap();
    let ran = run(referee().args(["match", "--resume"]).arg(&out));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    assert_eq!(journal_entries(&out).len(), 3);
    assert!(!out.join(".lock").exists());
    rejudge(&out, 3);
}

/// A finished match of `games` games of the legal mover against itself (quick games).
fn quick_match(name: &str, games: usize) -> PathBuf {
    let out = out_dir(name);
    let legal = engine("gomocup", "legal");
    let ran = run(referee()
        .args(["match", &legal, &legal, "--rules", "gomoku-freestyle", "--games", &games.to_string(), "-o"])
        .arg(&out));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    out
}

// docs/matches.md ("A full disk"): a run stopped while writing a journal line (a full disk,
// a power cut) leaves the line cut short; --resume ignores it with a note, plays its game
// again, and the next line starts a line of its own. A journaled game whose record is empty
// (a full disk under an older referee) is played again too.
#[test]
fn a_torn_journal_line_is_skipped_on_resume() {
    let out = quick_match("torn", 3);
    let journal = out.join("journal.jsonl");
    let text = std::fs::read_to_string(&journal).unwrap();
    let last = text.trim_end().rfind('\n').unwrap() + 1;
    std::fs::write(&journal, &text[..last + (text.len() - last) / 2]).unwrap();
    std::fs::write(out.join("game-001.sgf"), "").unwrap();
    let ran = run(referee().args(["match", "--resume"]).arg(&out));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    assert!(ran.stderr.contains("journal.jsonl:3: the last line is cut short"), "{}", ran.stderr);
    assert!(ran.stderr.contains("the record of game 1, "), "{}", ran.stderr);
    assert!(ran.stderr.contains("1 of 3 games finished, 2 to play"), "{}", ran.stderr);
    let entries = journal_entries(&out);
    let games: Vec<u64> = entries.iter().map(|e| e["game"].as_u64().unwrap()).collect();
    assert_eq!(games.len(), 4, "{entries:?}");
    for g in 1..=3 {
        assert!(games.contains(&g), "{entries:?}");
    }
    rejudge(&out, 3);
}

// docs/matches.md ("A full disk"): a record that cannot be written (/dev/full in its place:
// every write fails as on a full disk, and no root is needed) stops the match at that game with
// exit 2 and a message naming the file; the game is not journaled, no later game is played,
// and once the file can be written --resume plays the rest.
#[test]
fn a_record_that_cannot_be_written_stops_the_match_with_exit_2() {
    let out = quick_match("record-full", 3);
    let journal = out.join("journal.jsonl");
    let text = std::fs::read_to_string(&journal).unwrap();
    std::fs::write(&journal, text.lines().next().unwrap().to_owned() + "\n").unwrap();
    let record = out.join("game-002.sgf");
    std::fs::remove_file(&record).unwrap();
    std::os::unix::fs::symlink("/dev/full", &record).unwrap();
    std::fs::remove_file(out.join("game-003.sgf")).unwrap();
    let ran = run(referee().args(["match", "--resume"]).arg(&out));
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains(&format!("cannot write {}: ", record.display())), "{}", ran.stderr);
    assert!(ran.stderr.contains("1 of 3 games finished and journaled"), "{}", ran.stderr);
    assert_eq!(journal_entries(&out).len(), 1);
    assert!(!out.join("game-003.sgf").exists(), "a game was played after the failed write");
    std::fs::remove_file(&record).unwrap();
    let ran = run(referee().args(["match", "--resume"]).arg(&out));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    assert_eq!(journal_entries(&out).len(), 3);
    rejudge(&out, 3);
}

/// A tmpfs of `size` mounted on `dir` (root only), unmounted when dropped.
struct Tmpfs(PathBuf);

impl Tmpfs {
    fn mount(dir: &Path, size: &str) -> Option<Tmpfs> {
        std::fs::create_dir_all(dir).ok()?;
        let ok = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir)
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        ok.then(|| Tmpfs(dir.to_path_buf()))
    }

    fn resize(&self, size: &str) {
        let status = std::process::Command::new("mount")
            .args(["-o", &format!("remount,size={size}")])
            .arg(&self.0)
            .status();
        assert!(status.is_ok_and(|s| s.success()), "cannot resize the tmpfs");
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount").arg("-l").arg(&self.0).status();
        let _ = std::fs::remove_dir(&self.0);
    }
}

// docs/matches.md ("A full disk"): a real full disk, a 64 KiB tmpfs (mounting one needs root:
// without it the test says so and stops; the /dev/full test above needs none). The match stops
// with exit 2 naming the file it could not write; every journal line is whole and names a
// whole record; with room made, --resume plays the rest.
#[test]
fn a_full_disk_stops_the_match_with_exit_2_and_a_resumable_journal() {
    let mount = std::env::temp_dir().join(format!("referee-match-test-{}-tmpfs", std::process::id()));
    let Some(disk) = Tmpfs::mount(&mount, "64k") else {
        eprintln!("cannot mount a tmpfs (not root?): the full-disk test is not run");
        return;
    };
    let out = mount.join("m");
    let legal = engine("gomocup", "legal");
    let ran = run(referee()
        .args(["match", &legal, &legal, "--rules", "gomoku-freestyle", "--games", "12", "-o"])
        .arg(&out));
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains(&format!("cannot write {}/", out.display())), "{}", ran.stderr);
    assert!(ran.stderr.contains("No space left on device"), "{}", ran.stderr);
    let entries = journal_entries(&out);
    assert!(entries.len() < 12, "{entries:?}");
    for e in &entries {
        let record = std::fs::read_to_string(out.join(e["record"].as_str().unwrap())).unwrap();
        assert!(record.ends_with(")\n"), "a journaled record is cut short: {record:?}");
    }
    disk.resize("8m");
    let ran = run(referee().args(["match", "--resume"]).arg(&out));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    assert_eq!(journal_entries(&out).len(), 12);
    rejudge(&out, 12);
}

// docs/matches.md ("Interrupts and the journal"): a second signal ends the referee at once,
// without the first one's cleanup, and its engines with it: in groups of their own they would
// not get a terminal's second Ctrl-C. The slow engine sleeps through the first signal's grace
// period (2 s), well beyond the moment the second one comes.
#[test]
fn a_second_signal_ends_the_referee_and_its_engines_at_once() {
    let out = out_dir("second-signal");
    let tag = format!("second-signal-{}", std::process::id());
    let slow = format!("{} {tag}", engine("gomocup", "slow"));
    let legal = format!("{} {tag}", engine("gomocup", "legal"));
    let child = start_match(&slow, &legal, &["--games", "2", "--hang-timeout", "60"], &out, false, None);
    let pid = child.id().to_string();
    // The preflight's engines end at once; a slow one still running is game 1's, asleep.
    wait_for("game 1's slow engine", || {
        out.join("match.json").exists() && !running(&format!("gomocup\0slow\0{tag}")).is_empty()
    });
    kill("TERM", std::slice::from_ref(&pid));
    kill("INT", &[pid]);
    let (code, stderr) = ended(child);
    assert_eq!(code, Some(130), "{stderr}");
    assert!(!stderr.contains("referee match: interrupted: "), "the first signal's cleanup ran: {stderr}");
    wait_for("the engines to be killed", || {
        running(&format!("gomocup\0slow\0{tag}")).is_empty()
            && running(&format!("gomocup\0legal\0{tag}")).is_empty()
    });
}
