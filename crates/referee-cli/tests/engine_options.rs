//! What a match tells an engine beside the game: its own GTP options (`--gtp-a`, `--gtp-b`,
//! an engines file's `gtp:`) and a fixed time per move (`--set move_time=2s`), seen in the
//! test engine's log of what it got (docs/matches.md, "Per-engine GTP options" and "A fixed
//! time per move, and Canadian overtime").

mod engines;

use engines::*;

fn json(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The lines of the `clockwatch` engine's log that are among `wanted`, in order.
fn told(path: &Path, wanted: &[&str]) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("the commands the engine got");
    text.lines().filter(|l| wanted.contains(l)).map(str::to_owned).collect()
}

// docs/matches.md ("Per-engine GTP options"): engine A's options go to it once when the match
// checks it (the preflight) and after each clear_board, in order; engine B gets none.
#[test]
fn gtp_options_reach_their_engine_after_each_clear_board() {
    let watched = [out_dir("options-a.txt"), out_dir("options-b.txt")];
    let a = format!("{} {}", engine("gtp", "clockwatch"), watched[0].display());
    let b = format!("{} {}", engine("gtp", "clockwatch"), watched[1].display());
    let args = ["--set", "size=9", "--gtp-a", "level 0", "--gtp-a", "set_seed 7"];
    let (dir, verdicts) = play_args("gtp-options", &a, &b, "go-chinese", &args, 2, "20");
    assert_eq!(verdicts.len(), 2);
    let wanted = ["clear_board", "level 0", "set_seed 7"];
    let game = ["clear_board", "level 0", "set_seed 7"];
    let expected: Vec<&str> = ["level 0", "set_seed 7"].into_iter().chain(game).chain(game).collect();
    assert_eq!(told(&watched[0], &wanted), expected);
    assert_eq!(told(&watched[1], &wanted), ["clear_board", "clear_board"]);
    // The game's log shows the option sent with its id, and its answer.
    let log = std::fs::read_to_string(dir.join("game-001.log")).unwrap();
    assert!(log.contains(" B > 3 level 0\n") && log.contains(" B < =3\n"), "{log}");
    // The plan keeps them, so that --resume sends the same.
    assert_eq!(json(&dir.join("match.json"))["gtp_a"], serde_json::json!(["level 0", "set_seed 7"]));
    for p in &watched {
        let _ = std::fs::remove_file(p);
    }
    rejudge(&dir, 2);
}

// docs/matches.md ("Per-engine GTP options"): an option the engine answers with `?` stops the
// match before its first game, naming the engine and the command (exit 2, nothing written).
#[test]
fn a_refused_gtp_option_is_an_error_before_any_game() {
    let dir = out_dir("gtp-option-refused");
    let ran = run(referee()
        .args(["match", &engine("gtp", "legal"), &engine("gtp", "legal"), "--rules", "go-chinese"])
        .args(["--set", "size=9", "--gtp-b", "komi 6.5", "--gtp-b", "bad_option 1", "-o"])
        .arg(&dir));
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains("engine B (`"), "{}", ran.stderr);
    assert!(
        ran.stderr.contains("refused its GTP option `bad_option 1`: ? unknown command"),
        "{}",
        ran.stderr
    );
    assert!(!dir.exists(), "the output directory was made for a match that did not start");
    // Gomocup engines take no GTP options.
    let ran = run(referee()
        .args(["match", &engine("gomocup", "legal"), &engine("gomocup", "legal")])
        .args(["--rules", "gomoku-freestyle", "--gtp-a", "level 0", "-o"])
        .arg(&dir));
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains("--gtp-a \"level 0\": GTP options are for Go engines"), "{}", ran.stderr);
}

// docs/matches.md ("Per-engine GTP options"): an engines file's `gtp:` is that engine's
// --gtp-a or --gtp-b in each of its pairs; one it refuses is an error before that pair's games.
#[test]
fn an_engines_file_gtp_option_reaches_its_engine() {
    let dir = out_dir("gtp-options-tournament");
    std::fs::create_dir_all(&dir).unwrap();
    let watched = dir.join("watched.txt");
    let file = dir.join("engines.yaml");
    let text = format!(
        "- name: watcher\n  command: \"{} {}\"\n  gtp: [\"level 3\"]\n- name: plain\n  command: \"{}\"\n",
        engine("gtp", "clockwatch").replace('"', "\\\""),
        watched.display(),
        engine("gtp", "legal").replace('"', "\\\""),
    );
    std::fs::write(&file, text).unwrap();
    let out = dir.join("out");
    let ran = run(referee()
        .args(["match", "--rules", "go-chinese", "--set", "size=9", "--games", "2", "--engines"])
        .arg(&file)
        .arg("-o")
        .arg(&out));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    // Once in the tournament's check of every engine, once in the pair's own check, then
    // after each game's clear_board.
    assert_eq!(
        told(&watched, &["clear_board", "level 3"]),
        ["level 3", "level 3", "clear_board", "level 3", "clear_board", "level 3"]
    );
    assert_eq!(json(&out.join("tournament.json"))["engines"][0]["gtp"], serde_json::json!(["level 3"]));
    // The same option refused: exit 2 naming the engine's command and the option.
    let bad = dir.join("bad.yaml");
    let text = format!(
        "- name: a\n  command: \"{}\"\n- name: b\n  command: \"{}\"\n  gtp: [bad_level 3]\n",
        engine("gtp", "legal").replace('"', "\\\""),
        engine("gtp", "legal").replace('"', "\\\""),
    );
    std::fs::write(&bad, text).unwrap();
    let ran = run(referee()
        .args(["match", "--rules", "go-chinese", "--set", "size=9", "--games", "2", "--engines"])
        .arg(&bad)
        .arg("-o")
        .arg(dir.join("out-bad")));
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains("refused its GTP option `bad_level 3`"), "{}", ran.stderr);
    assert!(!dir.join("out-bad").join("pair-1-2").join("game-001.sgf").exists());
}

// docs/matches.md ("A fixed time per move, and Canadian overtime"): --set move_time=2s is GTP's
// own Canadian byo-yomi of one stone per 2 s with no main time, told to the engine (with
// kgs-time_settings by the test engine, which lists it), and before each move the period left
// with its one stone; the records say which control it was, and re-judge under it.
#[test]
fn move_time_reaches_the_engine_and_the_record() {
    let watched = out_dir("move-time.txt");
    let a = format!("{} {}", engine("gtp", "clockwatch"), watched.display());
    let (dir, verdicts) =
        play("move-time", &a, &engine("gtp", "legal"), "go-chinese", &["size=9", "move_time=2s"], 2);
    for v in &verdicts {
        assert_eq!(v["agrees"], true, "{v}");
    }
    let text = std::fs::read_to_string(&watched).unwrap();
    assert_eq!(told(&watched, &["kgs-time_settings canadian 0 2 1"]).len(), 2, "{text}");
    let left: Vec<&str> = text.lines().filter(|l| l.starts_with("time_left ")).collect();
    assert!(!left.is_empty(), "{text}");
    for l in left {
        let w: Vec<&str> = l.split_whitespace().collect();
        assert!(["1", "2"].contains(&w[2]) && w[3] == "1", "{l}");
    }
    let sgf = std::fs::read_to_string(dir.join("game-001.sgf")).unwrap();
    assert!(sgf.contains("TM[0]OT[2s per move]"), "{sgf}");
    let _ = std::fs::remove_file(&watched);
    rejudge(&dir, 2);
}

// docs/matches.md ("A fixed time per move, and Canadian overtime"): a move over its fixed time
// loses on time, as under any clock (the engine waits 30 s against 1 s).
#[test]
fn a_move_over_its_move_time_loses_on_time() {
    let slow = format!("{} move-time-slow", engine("gtp", "slow"));
    let (dir, verdicts) =
        play("move-time-slow", &slow, &engine("gtp", "legal"), "go-chinese", &["size=9", "move_time=1s"], 2);
    for (i, v) in verdicts.iter().enumerate() {
        assert_eq!(field(v, "result"), if i == 0 { "W+T" } else { "B+T" }, "{v}");
    }
    let sgf = std::fs::read_to_string(dir.join("game-001.sgf")).unwrap();
    assert!(sgf.contains("loses on time") && sgf.contains("1s per move"), "{sgf}");
}

// docs/matches.md ("A fixed time per move, and Canadian overtime"): Canadian overtime as a
// profile's clock keys, told to a plain GTP engine with GTP's time_settings.
#[test]
#[cfg_attr(not(gnugo), ignore = "GNU Go is not installed at /usr/games/gnugo (apt-get install gnugo)")]
fn gnugo_gets_a_gtp_option_and_move_time() {
    let gnugo = format!("{} --mode gtp", env!("GNUGO"));
    let args = ["--set", "size=9", "--set", "move_time=5s", "--gtp-a", "level 0", "--gtp-b", "level 0"];
    let (dir, verdicts) = play_args("gnugo-options", &gnugo, &gnugo, "go-chinese", &args, 2, "20");
    assert_eq!(verdicts.len(), 2);
    let log = std::fs::read_to_string(dir.join("game-001.log")).unwrap();
    // Each sent with an id (the engine's n-th command) and answered `=n`, an acceptance.
    let id_of = |c: &str, command: &str| {
        log.lines().find_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            (w.len() > 4 && w[1] == c && w[2] == ">" && w[4..].join(" ") == command).then(|| w[3].to_owned())
        })
    };
    for c in ["B", "W"] {
        for command in ["level 0", "time_settings 0 5 1"] {
            let id = id_of(c, command).unwrap_or_else(|| panic!("{c} was not sent {command:?}: {log}"));
            let answer = [c, "<", &format!("={id}")];
            let accepted = log.lines().any(|l| l.split_whitespace().skip(1).eq(answer.iter().copied()));
            assert!(accepted, "{log}");
        }
    }
    assert!(log.contains("time_left black 5 1"), "{log}");
    rejudge(&dir, 2);
}
