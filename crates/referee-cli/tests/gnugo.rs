//! Matches with GNU Go (Debian's `gnugo`, /usr/games/gnugo; `build.rs` sets `cfg(gnugo)` when
//! it is there): its own aftermath score against the referee's counts, a bot that passes too
//! early, and an SPRT that stops on its bound (docs/matches.md).

mod engines;

use engines::*;

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
// -2.197: the match stops on its own bound well before its 16 games, and says H0 (with a cap of 8 the
// bound was once not reached: level 0 wins a game now and then, +0.53 each).
#[test]
#[cfg_attr(not(gnugo), ignore = "GNU Go is not installed at /usr/games/gnugo (apt-get install gnugo)")]
fn sprt_between_gnugo_levels_stops_on_its_own_bound() {
    // Seeded, so that the games are the same in every run (engines kept, the same concurrency:
    // docs/matches.md, "Reproducible runs"): GNU Go seeded from the clock made this test depend
    // on luck (level 0 once won 11 of 16 games here).
    let weak = format!("{} --mode gtp --level 0 --seed 5", env!("GNUGO"));
    let strong = format!("{} --mode gtp --level 10 --seed 5", env!("GNUGO"));
    let out = out_dir("sprt-gnugo");
    let ran = run(referee()
        .args(["match", &weak, &strong, "--rules", "go-chinese", "--set", "size=9", "--games", "16"])
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
    assert!(played < 16, "{table}");
    // The game under way when the bound was crossed was stopped and dropped: the table holds
    // exactly the games the test decided on.
    assert_eq!(table["sprt"]["stopped_after"], played, "{table}");
    assert_eq!(table["sprt"]["observations"], played, "{table}");
    rejudge(&out, played as usize);
}

/// How many GNU Go processes started with `--seed SEED` are running (Linux: from /proc).
fn seeded_gnugo_running(seed: &str) -> usize {
    let wanted = format!("--seed\0{seed}\0");
    let Ok(entries) = std::fs::read_dir("/proc") else { return 0 };
    entries
        .flatten()
        .filter_map(|e| std::fs::read(e.path().join("cmdline")).ok())
        .filter(|c| c.starts_with(env!("GNUGO").as_bytes()) && String::from_utf8_lossy(c).contains(&wanted))
        .count()
}

/// A match directory's records in game order, each without its date (`DT[...]`, the day the
/// game was played): what the engines played and how the game ended.
fn undated_records(dir: &Path, games: usize) -> Vec<String> {
    (1..=games)
        .map(|n| {
            let path = dir.join(format!("game-00{n}.sgf"));
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let from = text.find("DT[").expect("a DT property");
            let to = from + text[from..].find(']').expect("DT closed");
            format!("{}{}", &text[..from], &text[to + 1..])
        })
        .collect()
}

// Issue 35, docs/matches.md "Reproducible runs": seeded GNU Go (`--seed`) replays the same
// games, move for move, in a run stopped by SIGTERM and resumed and at --concurrency 2, when
// each game is played by fresh engine processes (--restart-engines): a GNU Go process that
// played a game plays the next one differently, so that nothing but the game's number may
// shape it. With engines kept (the default) game n is played on slot n mod --concurrency, so
// two runs at the same concurrency still play the same games, whatever order games finish in.
#[test]
#[cfg_attr(not(gnugo), ignore = "GNU Go is not installed at /usr/games/gnugo (apt-get install gnugo)")]
fn seeded_gnugo_replays_the_same_games_after_a_resume_and_at_concurrency_2() {
    // A seed no other test uses tells this test's engines apart in /proc.
    let a = format!("{} --mode gtp --level 0 --seed 353", env!("GNUGO"));
    let b = format!("{} --mode gtp --level 1 --seed 353", env!("GNUGO"));
    let files = out_dir("seeded-openings");
    std::fs::create_dir_all(&files).unwrap();
    // Two openings: four different games (each opening twice, colours swapped).
    let openings = files.join("openings.txt");
    std::fs::write(&openings, "E5\nC3\n").unwrap();
    let args = |out: &Path, extra: &[&str]| {
        let mut words: Vec<String> =
            ["match", &a, &b, "--rules", "go-chinese", "--set", "size=9", "--games", "4"]
                .map(str::to_owned)
                .to_vec();
        words.extend(extra.iter().map(|w| (*w).to_owned()));
        words.extend(["--openings".to_owned(), openings.display().to_string(), "-o".to_owned()]);
        words.push(out.display().to_string());
        words
    };
    let played = |name: &str, extra: &[&str]| {
        let out = out_dir(name);
        let ran = run(referee().args(args(&out, extra)));
        assert_eq!(ran.code, 0, "{name}: {}", ran.stderr);
        undated_records(&out, 4)
    };
    let whole = played("seeded-whole", &["--restart-engines"]);
    assert_eq!(whole.len(), 4);
    // The openings and colours give four different games.
    for (i, g) in whole.iter().enumerate() {
        assert!(!whole[..i].contains(g), "game {} repeats an earlier game:\n{g}", i + 1);
    }
    assert_eq!(played("seeded-concurrent", &["--restart-engines", "--concurrency", "2"]), whole);

    // Stopped by SIGTERM once the first game is journaled, then resumed.
    let cut = out_dir("seeded-cut");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(args(&cut, &["--restart-engines"]))
        .current_dir(root())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let journal = cut.join("journal.jsonl");
    let started = std::time::Instant::now();
    while std::fs::read_to_string(&journal).map_or(0, |j| j.lines().count()) == 0 {
        assert!(started.elapsed() < LIMIT, "the match finished no game");
        std::thread::sleep(Duration::from_millis(20));
    }
    let killed =
        std::process::Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    assert!(killed.success());
    assert_eq!(child.wait().unwrap().code(), Some(130));
    let finished = std::fs::read_to_string(&journal).unwrap().lines().count();
    assert!((1..4).contains(&finished), "{finished} games journaled before the stop");
    let resumed = run(referee().arg("match").arg("--resume").arg(&cut));
    assert_eq!(resumed.code, 0, "{}", resumed.stderr);
    assert!(resumed.stderr.contains(&format!("{finished} of 4 games finished")), "{}", resumed.stderr);
    assert_eq!(undated_records(&cut, 4), whole);
    assert_eq!(seeded_gnugo_running("353"), 0, "GNU Go processes left running");

    // Engines kept: the same games in two runs at --concurrency 2.
    let kept = played("seeded-kept-1", &["--concurrency", "2"]);
    assert_eq!(played("seeded-kept-2", &["--concurrency", "2"]), kept);
}

// docs/matches.md ("Adjudication by the engines' scores"), with a real final_score: seeded GNU
// Go (level 0) against the scorer, which always answers B+50.5. With GNU Go as Black both soon
// name Black the winner by 10 points or more, and the game is adjudicated with GNU Go's own
// answer in the record; with GNU Go as White they never agree and the game is played out and
// counted. The match exits 0: the adjudicated record is not a disagreement.
#[test]
#[cfg_attr(not(gnugo), ignore = "GNU Go is not installed at /usr/games/gnugo (apt-get install gnugo)")]
fn gnugo_final_score_adjudicates_only_when_both_agree() {
    let a = format!("{} --mode gtp --level 0 --seed 1", env!("GNUGO"));
    let b = engine("gtp", "scorer");
    let args = ["--set", "size=9", "--adjudicate-score", "10:2:1"];
    let (dir, verdicts) = play_args("gnugo-adjudication", &a, &b, "go-chinese", &args, 2, "60");
    let first = std::fs::read_to_string(dir.join("game-001.sgf")).unwrap();
    assert!(first.contains("adjudicated by both engines' final_score"), "{first}");
    assert!(sgf_result(&first).starts_with("B+"), "{first}");
    assert!(first.contains("Black (GNU Go 3.8) answered B+"), "{first}");
    assert_ne!(verdicts[0]["agrees"], false, "{}", verdicts[0]);
    let second = std::fs::read_to_string(dir.join("game-002.sgf")).unwrap();
    assert!(!second.contains("adjudicated"), "{second}");
    assert_eq!(verdicts[1]["agrees"], true, "{}", verdicts[1]);
}
