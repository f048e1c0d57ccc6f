//! What a Gomocup brain is sent, and when (docs/matches.md, "What a Gomocup brain is sent"),
//! seen from the brain's side: the test engine's `clockwatch` writes every line it gets to a
//! file of its own. Issue 35: the `INFO` lines before the first move, `INFO time_left` before
//! every move with or without a clock, and each engine's own `INFO` pairs.

mod engines;

use engines::*;

/// The commands that ask a brain for a move.
fn asks_a_move(line: &str) -> bool {
    line == "BEGIN" || line == "BOARD" || line == "SWAP2BOARD" || line.starts_with("TURN ")
}

/// The lines a brain got, from the file its `clockwatch` wrote.
fn received(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("the lines the engine got");
    text.lines().map(str::to_owned).collect()
}

/// Each game's `INFO` lines as the brain got them (from each `START` or `RESTART` that a move
/// request follows, the lines up to the first `INFO time_left` before a move), and checks that
/// every move request came right after an `INFO time_left` line that `left` accepts.
fn games_seen(lines: &[String], left: impl Fn(&str) -> bool) -> Vec<Vec<String>> {
    let mut games = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if asks_a_move(line) {
            let before = &lines[i - 1];
            assert!(
                before.starts_with("INFO time_left ") && left(before),
                "{line:?} after {before:?} in {lines:#?}"
            );
        }
        if line.starts_with("START") || line == "RESTART" {
            let rest = &lines[i + 1..];
            let end = rest
                .iter()
                .position(|l| asks_a_move(l) || l == "END" || l == "RESTART")
                .unwrap_or(rest.len());
            if rest.get(end).is_some_and(|l| asks_a_move(l)) {
                // The block, less the time_left sent right before the move.
                games.push(rest[..end - 1].to_vec());
            }
        }
    }
    games
}

fn watcher(file: &Path) -> String {
    format!("{} {}", engine("gomocup", "clockwatch"), file.display())
}

// Issue 35, docs/matches.md ("What a Gomocup brain is sent"): without a clock each brain gets,
// after START and after RESTART (engines are kept between games), INFO timeout_turn (a quarter
// of --hang-timeout 20: 5000), timeout_match 0, time_left 2147483647 (the protocol's
// "unlimited"), max_memory 0, game_type 1 and rule 0, in that order, and then its own pairs
// (--info-a: max_memory replaces the default in its place, the others after rule); and before
// every BEGIN, TURN and BOARD, INFO time_left 2147483647.
#[test]
fn an_untimed_brain_gets_the_info_lines_and_time_left_before_every_move() {
    let files = [out_dir("info-untimed-a.txt"), out_dir("info-untimed-b.txt")];
    let args =
        ["--info-a", "thread_num=1", "--info-a", "MAX_MEMORY=83886080", "--info-a", "folder=/tmp/brain"];
    let (dir, verdicts) = play_args(
        "info-untimed",
        &watcher(&files[0]),
        &watcher(&files[1]),
        "gomoku-freestyle",
        &args,
        2,
        "20",
    );
    for v in &verdicts {
        assert_eq!(v["agrees"], true, "{v}");
    }
    let time = ["INFO timeout_turn 5000", "INFO timeout_match 0", "INFO time_left 2147483647"];
    let wanted_a = [&time[..], &["INFO MAX_MEMORY 83886080", "INFO game_type 1", "INFO rule 0"]].concat();
    let wanted_a = [&wanted_a[..], &["INFO thread_num 1", "INFO folder /tmp/brain"]].concat();
    let wanted_b = [&time[..], &["INFO max_memory 0", "INFO game_type 1", "INFO rule 0"]].concat();
    for (file, wanted) in [(&files[0], wanted_a), (&files[1], wanted_b)] {
        let lines = received(file);
        let games = games_seen(&lines, |l| l == "INFO time_left 2147483647");
        assert_eq!(games, [wanted.clone(), wanted], "{lines:#?}");
        // The second game was asked for with RESTART: the engine was kept.
        assert!(lines.iter().any(|l| l == "RESTART"), "{lines:#?}");
        let moves = lines.iter().filter(|l| asks_a_move(l)).count();
        assert!(moves > 10, "{lines:#?}");
        let _ = std::fs::remove_file(file);
    }
    // The referee's own log of the traffic says the same.
    let log = std::fs::read_to_string(dir.join("game-001.log")).unwrap();
    assert!(log.contains("B > INFO time_left 2147483647"), "{log}");
    assert!(log.contains("B > INFO thread_num 1"), "{log}");
}

// Issue 35: with a clock, time_left before every move is the clock's allowance (at most the
// minute), and the block before the first move gives the fresh clock.
#[test]
fn a_timed_brain_gets_time_left_before_every_move() {
    let file = out_dir("info-timed.txt");
    let (_, verdicts) = play(
        "info-timed",
        &watcher(&file),
        &engine("gomocup", "legal"),
        "renju-free-opening",
        &["main_time=1m"],
        2,
    );
    assert_eq!(verdicts.len(), 2);
    let lines = received(&file);
    let within =
        |l: &str| l.rsplit(' ').next().and_then(|ms| ms.parse::<u64>().ok()).is_some_and(|ms| ms <= 60_000);
    let games = games_seen(&lines, within);
    let wanted = [
        "INFO timeout_turn 60000",
        "INFO timeout_match 60000",
        "INFO time_left 60000",
        "INFO max_memory 0",
        "INFO game_type 1",
        "INFO rule 4",
    ];
    assert_eq!(games, [wanted; 2], "{lines:#?}");
    let _ = std::fs::remove_file(&file);
}

// Issue 35: in a swap2 opening each SWAP2BOARD is a move request too, and comes right after
// INFO time_left.
#[test]
fn swap2_board_comes_after_time_left() {
    let file = out_dir("info-swap2.txt");
    let (_, verdicts) = play(
        "info-swap2",
        &watcher(&file),
        &engine("gomocup", "swap"),
        "gomoku-standard",
        &["opening=swap2"],
        2,
    );
    assert_eq!(verdicts.len(), 2);
    let lines = received(&file);
    assert!(lines.iter().any(|l| l == "SWAP2BOARD"), "{lines:#?}");
    assert_eq!(games_seen(&lines, |l| l == "INFO time_left 2147483647").len(), 2, "{lines:#?}");
    let _ = std::fs::remove_file(&file);
}

// Issue 35, docs/matches.md ("Tournaments"): an engine's `info:` map in the engines file reaches
// that engine alone, after the referee's INFO lines, in every game.
#[test]
fn an_engines_file_info_map_reaches_its_engine() {
    let file = out_dir("info-tournament.txt");
    let yaml = out_dir("info-tournament.yaml");
    let text = format!(
        "- name: watched\n  command: \"{}\"\n  info: {{thread_num: 1, max_memory: 83886080, pondering: 0}}\n\
         - name: legal\n  command: \"{}\"\n",
        watcher(&file),
        engine("gomocup", "legal")
    );
    std::fs::write(&yaml, text).unwrap();
    let dir = out_dir("info-tournament");
    let ran = run(referee()
        .args(["match", "--engines"])
        .arg(&yaml)
        .args(["--rules", "gomoku-freestyle", "--games", "2", "--hang-timeout", "20", "-o"])
        .arg(&dir));
    assert_eq!(ran.code, 0, "{}\n{}", ran.stdout, ran.stderr);
    let lines = received(&file);
    let games = games_seen(&lines, |l| l == "INFO time_left 2147483647");
    assert_eq!(games.len(), 2, "{lines:#?}");
    for g in &games {
        assert_eq!(
            g[3..],
            [
                "INFO max_memory 83886080",
                "INFO game_type 1",
                "INFO rule 0",
                "INFO thread_num 1",
                "INFO pondering 0"
            ],
            "{lines:#?}"
        );
    }
    // The plan keeps the pairs, for --resume.
    let plan = std::fs::read_to_string(dir.join("tournament.json")).unwrap();
    assert!(plan.contains("\"thread_num\": \"1\""), "{plan}");
    let _ = std::fs::remove_file(&file);
    let _ = std::fs::remove_file(&yaml);
}

// Issue 35: a pair that is not one word or number, a key given twice, a key the match's own
// settings give, a pair without `=`, or INFO pairs for a Go match are errors before any game
// (exit 2, no output directory).
#[test]
fn bad_info_pairs_stop_the_match_before_any_game() {
    let legal = engine("gomocup", "legal");
    for (name, args, message) in [
        (
            "info-space",
            vec!["--info-a", "folder=a b"],
            "--info-a: INFO folder \"a b\": the value must be one word or number",
        ),
        (
            "info-twice",
            vec!["--info-b", "thread_num=1", "--info-b", "THREAD_NUM=2"],
            "--info-b: INFO THREAD_NUM is given twice",
        ),
        (
            "info-clock",
            vec!["--info-a", "timeout_turn=100"],
            "INFO timeout_turn cannot be given: the referee sends it from the clock",
        ),
        ("info-no-equals", vec!["--info-a", "thread_num"], "--info-a \"thread_num\": expected KEY=VALUE"),
    ] {
        refused(name, &legal, &legal, &args, message);
    }
    let gtp = engine("gtp", "legal");
    let dir = out_dir("info-go");
    let ran = run(referee()
        .args([
            "match",
            &gtp,
            &gtp,
            "--rules",
            "go-chinese",
            "--set",
            "size=9",
            "--info-a",
            "thread_num=1",
            "-o",
        ])
        .arg(&dir));
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains("--info-a: INFO pairs are Gomocup commands"), "{}", ran.stderr);
    assert!(!dir.exists());
    // The same in an engines file, for the engine named.
    for (name, info, message) in [
        ("info-file-list", "{thread_num: [1, 2]}", "single word or number"),
        ("info-file-twice", "{thread_num: 1, thread_num: 2}", "thread_num"),
        ("info-file-space", "{folder: \"a b\"}", "engine \"second\" info: INFO folder \"a b\""),
    ] {
        let yaml = out_dir(&format!("{name}.yaml"));
        std::fs::write(&yaml, format!("- name: first\n  command: \"{legal}\"\n- name: second\n  command: \"{legal}\"\n  info: {info}\n"))
            .unwrap();
        let dir = out_dir(name);
        let ran = run(referee()
            .args(["match", "--engines"])
            .arg(&yaml)
            .args(["--rules", "gomoku-freestyle", "-o"])
            .arg(&dir));
        assert_eq!(ran.code, 2, "{name}: {}", ran.stderr);
        assert!(ran.stderr.contains(message), "{name}: {}", ran.stderr);
        assert!(!dir.exists(), "{name}");
        let _ = std::fs::remove_file(&yaml);
    }
}
