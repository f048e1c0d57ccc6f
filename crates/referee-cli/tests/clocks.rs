//! What engines are told of the clock, and each engine's own clock (docs/matches.md, "Time
//! controls" and "Time odds"), with the test engine's `clockwatch`, `slow` and `sluggish`.

mod engines;

use engines::*;

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
// hang limit per move (20 s: 5000 ms), no match limit and, before each move, the protocol's
// unlimited time left (issue 35); with main_time=1m, 60000 for both, and INFO time_left before
// each move.
#[test]
fn gomocup_engines_are_told_the_clock_or_a_default() {
    for (name, sets, wanted) in [
        (
            "gomocup-clock-none",
            vec![],
            vec!["got INFO timeout_turn 5000", "got INFO timeout_match 0", "got INFO time_left 2147483647"],
        ),
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
        if !sets.is_empty() {
            assert!(!log.contains("time_left 2147483647"), "{log}");
        }
    }
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
        "--set-b size=19: only the clock keys can differ between engines (main_time, overtime, reserve, periods, period, increment, stones, move_time)",
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
