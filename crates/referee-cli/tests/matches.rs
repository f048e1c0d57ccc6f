//! `referee gtp` and `referee match` with real processes: the GTP server driven over stdin and
//! stdout the way `gogui-twogtp -referee` drives it, matches between the test engine's
//! behaviours (src/bin/referee-test-engine.rs) and, where it is installed, GNU Go. Every test
//! that starts a process gives it a timeout of its own (assert_cmd kills it then); the
//! referee ends and reaps every engine it starts (crates/arena/src/engine.rs), and each
//! match's records are judged again by `referee judge`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use assert_cmd::Command;

/// A generous limit for a whole command: faults are timed in seconds, so only a hang of the
/// referee itself can reach it.
const LIMIT: Duration = Duration::from_secs(120);

fn root() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).canonicalize().expect("workspace root")
}

fn referee() -> Command {
    let mut c = Command::cargo_bin("referee").expect("referee binary");
    c.current_dir(root()).timeout(LIMIT);
    c
}

/// The test engine's command line for `protocol` and `behaviour`.
fn engine(protocol: &str, behaviour: &str) -> String {
    format!("'{}' {protocol} {behaviour}", env!("CARGO_BIN_EXE_referee-test-engine"))
}

/// An output directory that does not exist yet.
fn out_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("referee-match-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

struct Ran {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run(c: &mut Command) -> Ran {
    let out = c.output().expect("run referee");
    Ran {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Plays a match and returns its verdict lines (verdicts.jsonl) as JSON values.
fn play(
    name: &str,
    a: &str,
    b: &str,
    rules: &str,
    sets: &[&str],
    games: usize,
) -> (PathBuf, Vec<serde_json::Value>) {
    play_with(name, a, b, rules, sets, games, "20")
}

/// [`play`] with `--hang-timeout HANG`.
fn play_with(
    name: &str,
    a: &str,
    b: &str,
    rules: &str,
    sets: &[&str],
    games: usize,
    hang: &str,
) -> (PathBuf, Vec<serde_json::Value>) {
    let args: Vec<&str> = sets.iter().flat_map(|s| ["--set", s]).collect();
    play_args(name, a, b, rules, &args, games, hang)
}

/// [`play_with`] with `args` as given (`--set K=V`, `--set-a K=V`, ...).
fn play_args(
    name: &str,
    a: &str,
    b: &str,
    rules: &str,
    args: &[&str],
    games: usize,
    hang: &str,
) -> (PathBuf, Vec<serde_json::Value>) {
    let dir = out_dir(name);
    let mut c = referee();
    c.args(["match", a, b, "--rules", rules, "--games", &games.to_string(), "--hang-timeout", hang, "-o"])
        .arg(&dir)
        .args(args);
    let ran = run(&mut c);
    assert_eq!(ran.code, 0, "stdout:\n{}\nstderr:\n{}", ran.stdout, ran.stderr);
    let text = std::fs::read_to_string(dir.join("verdicts.jsonl")).expect("verdicts.jsonl");
    let verdicts: Vec<serde_json::Value> =
        text.lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect();
    assert_eq!(verdicts.len(), games, "{text}");
    (dir, verdicts)
}

/// `referee judge DIR` over the written records: every one agrees.
fn rejudge(dir: &Path, games: usize) {
    let ran = run(referee().args(["judge", "--format", "json"]).arg(dir));
    assert_eq!(ran.code, 0, "{}\n{}", ran.stdout, ran.stderr);
    let agree = ran.stdout.lines().filter(|l| l.contains("\"agrees\":true")).count();
    assert_eq!(agree, games, "{}", ran.stdout);
}

fn field<'v>(v: &'v serde_json::Value, key: &str) -> &'v str {
    v[key].as_str().unwrap_or("")
}

/// A `referee gtp` session: the commands in, the answers out.
fn gtp(commands: &str, args: &[&str]) -> Vec<String> {
    let mut c = referee();
    c.arg("gtp").args(args).write_stdin(commands.to_owned());
    let ran = run(&mut c);
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    ran.stdout.split("\n\n").filter(|s| !s.is_empty()).map(str::to_owned).collect()
}

// docs/rules/go.md §1.1 (point): a stone on an occupied point is illegal; the answer gives the rule's reason.
#[test]
fn gtp_refuses_an_illegal_move_with_the_rules_reason() {
    let answers = gtp("boardsize 9\nclear_board\nplay b E5\nplay w E5\nplay w pass\nquit\n", &[]);
    assert_eq!(answers[..3], ["=", "=", "="]);
    assert!(answers[3].starts_with("? illegal move: White E5 is on an occupied point"), "{answers:?}");
    // The refused move was not played: White is still to move, and may pass.
    assert_eq!(answers[4], "=");
}

// docs/rules/go.md §1.4-1.5 (area counting, neutral points split): on 5x5 Black owns columns A-C (15
// points), White D-E (10); with komi 5.5 points (2.75 stones) Black needs 15.25: White by 0.5.
#[test]
fn gtp_scores_a_finished_game_as_judge_counts_it() {
    let moves = ["C1", "D1", "C2", "D2", "C3", "D3", "C4", "D4", "C5", "D5", "pass", "pass"];
    let mut commands = "boardsize 5\nclear_board\nkomi 5.5\n".to_owned();
    for (i, m) in moves.iter().enumerate() {
        commands.push_str(&format!("play {} {m}\n", if i % 2 == 0 { "b" } else { "w" }));
    }
    commands.push_str("final_score\nfinal_status_list dead\nquit\n");
    let answers = gtp(&commands, &["--rules", "go-chinese"]);
    assert!(answers[..15].iter().all(|a| a == "="), "{answers:?}");
    assert_eq!(answers[15], "= W+0.5");
    // The judgement (dead_stones: auto) finds no dead stone on these two walls.
    assert_eq!(answers[16], "=");
    // `referee judge` counts the same moves the same way.
    let dir = out_dir("gtp-score");
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("game.yaml");
    let list = moves.join(", ");
    std::fs::write(
        &record,
        format!("rules: go-chinese\nset: {{size: 5, komi_points: 5.5}}\nmoves: [{list}]\nresult: W+0.5\n"),
    )
    .unwrap();
    let ran = run(referee().args(["judge", "--format", "json"]).arg(&record));
    assert!(ran.stdout.contains("\"agrees\":true"), "{}", ran.stdout);
}

#[test]
fn gtp_refuses_a_profile_of_another_game() {
    let ran = run(referee().args(["gtp", "--rules", "renju-rif"]).write_stdin("quit\n"));
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.contains("GTP is for Go"), "{}", ran.stderr);
}

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

// docs/matches.md ("Time controls"): an engine listing kgs-time_settings is told Japanese
// byo-yomi exactly (10 minutes, 3 periods of 30 s) and, before each genmove, its main time
// left in whole seconds with 0 stones (moves of milliseconds leave 599 or 600 s).
#[test]
fn gtp_engines_are_told_the_clock() {
    let watched = out_dir("clockwatch-gtp.txt");
    let watcher = format!("{} {}", engine("gtp", "clockwatch"), watched.display());
    let sets = ["size=9", "main_time=10m", "overtime=japanese", "periods=3", "period=30s"];
    let (dir, _) = play("gtp-clockwatch", &watcher, &engine("gtp", "legal"), "go-chinese", &sets, 2);
    let told = std::fs::read_to_string(&watched).expect("the clock commands the engine got");
    assert_eq!(told.lines().filter(|l| *l == "kgs-time_settings byoyomi 600 30 3").count(), 2, "{told}");
    let left: Vec<&str> = told.lines().filter(|l| l.starts_with("time_left ")).collect();
    assert!(!left.is_empty(), "{told}");
    for l in left {
        let w: Vec<&str> = l.split_whitespace().collect();
        let secs: u64 = w[2].parse().unwrap();
        assert!((599..=600).contains(&secs) && w[3] == "0", "{l}");
    }
    let _ = std::fs::remove_file(&watched);
    rejudge(&dir, 2);
}

// docs/matches.md ("Time controls"): without a clock a Gomocup engine is told a quarter of the
// hang limit per move (20 s: 5000 ms) and no match limit; with main_time=1m, 60000 for both,
// and INFO time_left before each move.
#[test]
fn gomocup_engines_are_told_the_clock_or_a_default() {
    for (name, sets, wanted) in [
        ("gomocup-clock-none", vec![], vec!["got INFO timeout_turn 5000", "got INFO timeout_match 0"]),
        (
            "gomocup-clock-1m",
            vec!["main_time=1m"],
            vec!["got INFO timeout_turn 60000", "got INFO timeout_match 60000", "got INFO time_left "],
        ),
    ] {
        let (dir, _) = play(
            name,
            &engine("gomocup", "clockwatch"),
            &engine("gomocup", "legal"),
            "gomoku-freestyle",
            &sets,
            2,
        );
        let log = std::fs::read_to_string(dir.join("game-001.log")).expect("game-001.log");
        for w in wanted {
            assert!(log.contains(w), "{w:?} not in\n{log}");
        }
        if sets.is_empty() {
            assert!(!log.contains("time_left"), "{log}");
        }
    }
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

/// The ids of the running test engine processes whose arguments are `args` (NUL-separated;
/// Linux: read from /proc). A slow engine still sleeping here was never killed. (Zombies have
/// no command line; that engines are reaped is tested in crates/arena/src/engine.rs.)
fn running(args: &str) -> Vec<String> {
    let exe = env!("CARGO_BIN_EXE_referee-test-engine");
    let wanted = format!("{exe}\0{args}\0");
    let Ok(entries) = std::fs::read_dir("/proc") else { return Vec::new() };
    entries
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().bytes().all(|b| b.is_ascii_digit()))
        .filter(|e| std::fs::read(e.path().join("cmdline")).is_ok_and(|c| c == wanted.as_bytes()))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect()
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

/// A match that must not start: exit 2, the message on stderr, no output directory.
fn refused(name: &str, a: &str, b: &str, extra: &[&str], message: &str) {
    let dir = out_dir(name);
    let mut c = referee();
    c.args(["match", a, b, "--rules", "gomoku-freestyle"]).args(extra).arg("-o").arg(&dir);
    let ran = run(&mut c);
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains(message), "{}", ran.stderr);
    assert!(!dir.exists(), "the output directory was made for a match that did not start");
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

/// The winner GNU Go's own scorer gives a finished record: `gnugo --score aftermath` plays the
/// dead stones out itself (its own reading, not the referee's) and counts by area
/// (`--chinese-rules`, as go-chinese counts), with the record's komi. `B`, `W` or `0`.
fn gnugo_aftermath_winner(record: &Path) -> String {
    let out = std::process::Command::new(env!("GNUGO"))
        .args(["--score", "aftermath", "--chinese-rules", "-l"])
        .arg(record)
        .output()
        .expect("run gnugo --score aftermath");
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    if text.contains("Black wins by") {
        "B".to_owned()
    } else if text.contains("White wins by") {
        "W".to_owned()
    } else {
        assert!(
            text.to_ascii_lowercase().contains("jigo"),
            "no GNU Go score for {}:\n{text}",
            record.display()
        );
        "0".to_owned()
    }
}

/// `RE` of an SGF record.
fn sgf_result(sgf: &str) -> &str {
    let from = sgf.find("RE[").expect("an RE property") + 3;
    &sgf[from..from + sgf[from..].find(']').expect("RE closed")]
}

// Issue 23: a short 9x9 match of GNU Go at levels 0 and 5 under the default go-chinese
// (dead_stones: auto, docs/matches.md "Dead stones in a match"). GNU Go's own aftermath score of
// each record, which plays the dead stones out by its own reading, must give every game the
// winner the referee gave it, and so the table's wins; `referee judge` agrees with every record.
#[test]
#[cfg_attr(not(gnugo), ignore = "GNU Go is not installed at /usr/games/gnugo (apt-get install gnugo)")]
fn gnugo_match_winners_are_gnugo_aftermath_winners() {
    // Seeded engines and two openings: four different games, the same on every run. GNU Go
    // seeds itself from the clock otherwise, and about one game in a hundred then ends with
    // both engines passing while a move still gains (docs/matches.md, "Dead stones in a
    // match": two engines that agree and a judgement that does not object settle the count,
    // whereas the aftermath score plays that move); a test must not pass by chance.
    let a = format!("{} --mode gtp --level 0 --seed 1", env!("GNUGO"));
    let b = format!("{} --mode gtp --level 5 --seed 1", env!("GNUGO"));
    let games = 4;
    let dir = out_dir("gnugo");
    let files = out_dir("gnugo-openings");
    std::fs::create_dir_all(&files).unwrap();
    let openings = files.join("openings.txt");
    std::fs::write(&openings, "E5\nC3\n").unwrap();
    let ran = run(referee()
        .args(["match", &a, &b, "--rules", "go-chinese", "--set", "size=9", "--games", "4"])
        .args(["--concurrency", "2", "--format", "json", "--openings"])
        .arg(&openings)
        .arg("-o")
        .arg(&dir));
    assert_eq!(ran.code, 0, "stdout:\n{}\nstderr:\n{}", ran.stdout, ran.stderr);
    let table: serde_json::Value = serde_json::from_str(&ran.stdout).expect("the table as JSON");
    // [engine][colour] wins: engine A has Black in games 1 and 3.
    let mut wins = [[0u64; 2]; 2];
    let mut counted = 0;
    for n in 1..=games {
        let path = dir.join(format!("game-00{n}.sgf"));
        let sgf = std::fs::read_to_string(&path).unwrap();
        let result = sgf_result(&sgf);
        // Two GNU Go engines finish every game by passing, or now and then by a resignation:
        // never a forfeit or a void game.
        assert!(result.starts_with("B+") || result.starts_with("W+") || result == "Draw", "{sgf}");
        assert!(!result.ends_with("+F") && !result.ends_with("+T"), "{sgf}");
        let ours = if result == "Draw" { "0" } else { &result[..1] };
        if !result.ends_with("+R") {
            // A counted game: GNU Go's count of the record must give it the same winner.
            counted += 1;
            let gnugo = gnugo_aftermath_winner(&path);
            assert_eq!(
                ours, gnugo,
                "game {n}: the referee counts {result}, GNU Go's aftermath another winner:\n{sgf}"
            );
        }
        let black = (n - 1) % 2;
        match ours {
            "B" => wins[black][0] += 1,
            "W" => wins[1 - black][1] += 1,
            _ => {}
        }
    }
    assert!(counted > 0, "every game ended by resignation: nothing was counted");
    for (e, [as_black, as_white]) in wins.iter().enumerate() {
        assert_eq!(table["engines"][e]["black"]["wins"], *as_black, "{table}");
        assert_eq!(table["engines"][e]["white"]["wins"], *as_white, "{table}");
    }
    let verdicts = std::fs::read_to_string(dir.join("verdicts.jsonl")).unwrap();
    assert_eq!(verdicts.lines().filter(|l| l.contains("\"agrees\":true")).count(), games, "{verdicts}");
    rejudge(&dir, games);
}

// Issue 23: the bot that plays three stones and passes went 1-1 against GNU Go when its dead
// stones were counted alive. Under the default rules GNU Go lists them dead, the bot gives no
// list (no agreement), and in the cleanup phase GNU Go captures them: the bot loses every
// game, by GNU Go's own aftermath score too, and the records re-judge.
#[test]
#[cfg_attr(not(gnugo), ignore = "GNU Go is not installed at /usr/games/gnugo (apt-get install gnugo)")]
fn three_stone_bot_loses_every_game_to_gnugo() {
    let gnugo = format!("{} --mode gtp --level 0", env!("GNUGO"));
    let (dir, verdicts) = play("three-stones", &engine("gtp", "three"), &gnugo, "go-chinese", &["size=9"], 2);
    for (i, v) in verdicts.iter().enumerate() {
        // Game 1: the bot has Black; game 2: White.
        let gnugo_colour = if i % 2 == 0 { "W" } else { "B" };
        assert!(field(v, "result").starts_with(&format!("{gnugo_colour}+")), "{v}");
        assert_eq!(field(v, "reason"), "score", "{v}");
        assert_eq!(v["agrees"], true, "{v}");
        let path = dir.join(format!("game-00{}.sgf", i + 1));
        assert_eq!(gnugo_aftermath_winner(&path), gnugo_colour, "{v}");
    }
    rejudge(&dir, 2);
}

// docs/matches.md ("Statistics"): GNU Go level 0 against level 10 on 9x9, under an SPRT of
// elo0 0 against elo1 300 (alpha = beta = 0.1). Each loss of level 0 adds about
// ln(0.151 / 0.5) = -1.2 to the LLR (each win about +0.53), so two losses pass the lower bound
// -2.197: the match stops on its own bound well before its 8 games, and says H0.
#[test]
#[cfg_attr(not(gnugo), ignore = "GNU Go is not installed at /usr/games/gnugo (apt-get install gnugo)")]
fn sprt_between_gnugo_levels_stops_on_its_own_bound() {
    let weak = format!("{} --mode gtp --level 0", env!("GNUGO"));
    let strong = format!("{} --mode gtp --level 10", env!("GNUGO"));
    let out = out_dir("sprt-gnugo");
    let ran = run(referee()
        .args(["match", &weak, &strong, "--rules", "go-chinese", "--set", "size=9", "--games", "8"])
        .args([
            "--concurrency",
            "2",
            "--sprt",
            "elo0=0,elo1=300,alpha=0.1,beta=0.1",
            "--format",
            "json",
            "-o",
        ])
        .arg(&out));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    assert!(ran.stderr.contains("crossed the lower bound -2.197"), "{}", ran.stderr);
    let table: serde_json::Value = serde_json::from_str(&ran.stdout).unwrap();
    assert_eq!(table["sprt"]["decision"], "h0", "{table}");
    let played = table["engines"][0]["games"].as_u64().unwrap();
    assert!(played < 8, "{table}");
    // The game under way when the bound was crossed was stopped and dropped: the table holds
    // exactly the games the test decided on.
    assert_eq!(table["sprt"]["stopped_after"], played, "{table}");
    assert_eq!(table["sprt"]["observations"], played, "{table}");
    rejudge(&out, played as usize);
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

/// The values of SGF property `id` (`BL`, `WL`) in `sgf`, in order, as seconds.
fn readings(sgf: &str, id: &str) -> Vec<f64> {
    sgf.split(&format!("{id}["))
        .skip(1)
        .map(|rest| rest[..rest.find(']').unwrap()].parse().unwrap())
        .collect()
}

// Issue 26, docs/matches.md ("Time controls"): time odds. The same sluggish engine (2 s before its
// first move) on both sides, the match's clock a minute, engine A's own clock one second
// (`--set-a main_time=1s`): A loses every game on time, as Black and as White, and B, on the
// minute, never does. The record's OT gives each player's control and there is no TM (one main
// time for both); the records re-judge as agreeing under the match's keys.
#[test]
fn an_engine_given_less_time_loses_on_its_own_clock() {
    let a = format!("{} odds-a", engine("gomocup", "sluggish"));
    let b = format!("{} odds-b", engine("gomocup", "sluggish"));
    let args = ["--set", "main_time=1m", "--set-a", "main_time=1s"];
    let (dir, verdicts) = play_args("time-odds", &a, &b, "gomoku-freestyle", &args, 2, "20");
    for (v, result) in verdicts.iter().zip(["W+T", "B+T"]) {
        assert_eq!(field(v, "result"), result, "{v}");
        assert_eq!(v["agrees"], true, "{v}");
        assert!(v["notes"].to_string().contains("did not move within the 1s its clock allowed"), "{v}");
    }
    let first = std::fs::read_to_string(dir.join("game-001.sgf")).unwrap();
    assert!(first.contains("OT[Black: 1s sudden death; White: 1m00s sudden death]"), "{first}");
    assert!(!first.contains("TM["), "{first}");
    // Game 2: B had Black and its first move took 2 s of its minute.
    let second = std::fs::read_to_string(dir.join("game-002.sgf")).unwrap();
    assert!(second.contains("OT[Black: 1m00s sudden death; White: 1s sudden death]"), "{second}");
    let left = readings(&second, "BL");
    assert!(left.len() == 1 && (50.0..58.5).contains(&left[0]), "{second}");
    // The engines' own keys are in the plan, for --resume.
    let plan = std::fs::read_to_string(dir.join("match.json")).unwrap();
    assert!(plan.contains("\"sets_a\": [\n    \"main_time=1s\"\n  ]"), "{plan}");
    assert!(!plan.contains("sets_b"), "{plan}");
    rejudge(&dir, 2);

    // A match resumed from that plan alone plays every game with the same clocks.
    let resumed = out_dir("time-odds-resumed");
    std::fs::create_dir_all(&resumed).unwrap();
    std::fs::copy(dir.join("match.json"), resumed.join("match.json")).unwrap();
    let ran = run(referee().args(["match", "--resume"]).arg(&resumed));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let table = |d: &Path| std::fs::read_to_string(d.join("table.txt")).unwrap();
    assert_eq!(table(&resumed), table(&dir));
    let again = std::fs::read_to_string(resumed.join("game-001.sgf")).unwrap();
    assert!(again.contains("RE[W+T]") && again.contains("within the 1s its clock allowed"), "{again}");
}

// Issue 26, docs/matches.md ("Time controls"): each GTP engine is told its own control at the
// start of each game and its own clock before each genmove: A's five minutes (--set-a), B's
// ten with five periods (--set-b), both under the match's Japanese byo-yomi of 30 s periods.
#[test]
fn gtp_engines_are_told_their_own_clocks() {
    let watched = [out_dir("clockwatch-own-a.txt"), out_dir("clockwatch-own-b.txt")];
    let a = format!("{} {}", engine("gtp", "clockwatch"), watched[0].display());
    let b = format!("{} {}", engine("gtp", "clockwatch"), watched[1].display());
    let mut args = vec![];
    for s in ["size=9", "main_time=10m", "overtime=japanese", "periods=3", "period=30s"] {
        args.extend(["--set", s]);
    }
    args.extend(["--set-a", "main_time=5m", "--set-b", "periods=5"]);
    let (dir, verdicts) = play_args("gtp-clockwatch-own", &a, &b, "go-chinese", &args, 2, "20");
    for v in &verdicts {
        assert_eq!(v["agrees"], true, "{v}");
    }
    for (path, settings, main) in [
        (&watched[0], "kgs-time_settings byoyomi 300 30 3", 300),
        (&watched[1], "kgs-time_settings byoyomi 600 30 5", 600),
    ] {
        let told = std::fs::read_to_string(path).expect("the clock commands the engine got");
        assert_eq!(
            told.lines().filter(|l| l.starts_with("kgs-time_settings")).collect::<Vec<_>>(),
            [settings; 2]
        );
        let left: Vec<&str> = told.lines().filter(|l| l.starts_with("time_left ")).collect();
        assert!(!left.is_empty(), "{told}");
        for l in left {
            let secs: u64 = l.split_whitespace().nth(2).unwrap().parse().unwrap();
            assert!((main - 1..=main).contains(&secs), "{l}");
        }
        let _ = std::fs::remove_file(path);
    }
    let sgf = std::fs::read_to_string(dir.join("game-001.sgf")).unwrap();
    assert!(sgf.contains("OT[Black: 5m00s + 3 x 30s byo-yomi; White: 10m00s + 5 x 30s byo-yomi]"), "{sgf}");
    rejudge(&dir, 2);
}

// Issue 26, docs/matches.md ("Time controls"): a Gomocup engine's INFO lines give its own
// control: A's 30 s (--set-a) and B's minute, in the order of the game's traffic.
#[test]
fn gomocup_engines_are_told_their_own_clocks() {
    let args = ["--set", "main_time=1m", "--set-a", "main_time=30s"];
    let (dir, _) = play_args(
        "gomocup-clock-own",
        &engine("gomocup", "legal"),
        &engine("gomocup", "clockwatch"),
        "gomoku-freestyle",
        &args,
        2,
        "20",
    );
    // Game 1: A (legal) has Black, B (clockwatch) White; game 2 the other way round.
    for (game, a, b) in [("game-001.log", 'B', 'W'), ("game-002.log", 'W', 'B')] {
        let log = std::fs::read_to_string(dir.join(game)).unwrap();
        for wanted in [
            format!("{a} > INFO timeout_match 30000"),
            format!("{b} > INFO timeout_match 60000"),
            format!("{b} < MESSAGE got INFO timeout_turn 60000"),
        ] {
            assert!(log.contains(&wanted), "{wanted:?} not in\n{log}");
        }
        for line in log.lines().filter(|l| l.contains("> INFO time_left ")) {
            let ms: u64 = line.rsplit(' ').next().unwrap().parse().unwrap();
            let limit = if line.contains(&format!(" {a} > ")) { 30_000 } else { 60_000 };
            assert!(ms <= limit && ms > limit - 5_000, "{line}");
        }
    }
}

// Issue 26, docs/matches.md ("Swap2"): a clock follows its engine when swap2 exchanges colours.
// Game 1: the swapper (B, 30 s of its own) takes Black after the first three stones, which the
// legal mover (A, a minute) placed as Black: the first Black reading is A's, every later one
// B's, and every White reading A's.
#[test]
fn a_clock_follows_its_engine_through_a_swap2_exchange() {
    let args = ["--set", "opening=swap2", "--set", "main_time=1m", "--set-b", "main_time=30s"];
    let (dir, verdicts) = play_args(
        "swap2-clocks",
        &engine("gomocup", "legal"),
        &engine("gomocup", "swap"),
        "gomoku-standard",
        &args,
        2,
        "20",
    );
    for v in &verdicts {
        assert_eq!(v["agrees"], true, "{v}");
    }
    let first = std::fs::read_to_string(dir.join("game-001.sgf")).unwrap();
    assert!(first.contains("PB[test-engine swap]"), "{first}");
    assert!(first.contains("OT[Black: 30s sudden death; White: 1m00s sudden death]"), "{first}");
    let (black, white) = (readings(&first, "BL"), readings(&first, "WL"));
    assert!(black.len() > 2 && black[0] > 30.0 && black[1..].iter().all(|&s| s <= 30.0), "{first}");
    assert!(!white.is_empty() && white.iter().all(|&s| s > 30.0), "{first}");
    rejudge(&dir, 2);
}

// Issue 26: --set-a and --set-b take the clock keys only, and are for two engines.
#[test]
fn an_engine_s_own_keys_are_clock_keys_only() {
    let legal = engine("gomocup", "legal");
    refused(
        "set-a-size",
        &legal,
        &legal,
        &["--set-b", "size=19"],
        "--set-b size=19: only the clock keys can differ between engines (main_time, overtime, reserve, periods, period, increment)",
    );
    refused(
        "set-a-value",
        &legal,
        &legal,
        &["--set-a", "main_time=soon"],
        "--set-a main_time=soon: `main_time`",
    );
    let dir = out_dir("set-a-resume");
    let ran = run(referee().args(["match", "--resume"]).arg(&dir).args(["--set-a", "main_time=1s"]));
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains("--set-a"), "{}", ran.stderr);
}
