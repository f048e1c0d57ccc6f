//! `--openings` files a tournament organiser already has: Gomocup's (offsets from the centre),
//! SGF (a collection, a folder), RenjuNet RIF and Gomocup PSQ; their order (docs/matches.md, "Openings").

mod common;

use std::path::Path;

use common::{referee, scratch, write};

fn engine(behaviour: &str) -> String {
    format!("'{}' gomocup {behaviour}", env!("CARGO_BIN_EXE_referee-test-engine"))
}

// A Gomocup opening line, `0,0, 1,-1, -1,1`, on 15x15: h8 (the centre), i9, g7; both games of
// the pair start from it, Black first, and the records re-judge.
#[test]
fn a_gomocup_opening_file_starts_both_games_from_the_centre() {
    let dir = scratch("gomocup-openings");
    let file = write(&dir, "openings.txt", "0,0, 1,-1, -1,1\n");
    let out = dir.join("out");
    let ran = referee()
        .args(["match", &engine("legal"), &engine("legal"), "--rules", "gomoku-freestyle", "--games", "2"])
        .arg("--openings")
        .arg(&file)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(0), "{}", String::from_utf8_lossy(&ran.stderr));
    for n in 1..=2 {
        let sgf = std::fs::read_to_string(out.join(format!("game-00{n}.sgf"))).unwrap();
        // SGF rows from the top: h8 is `hh`, i9 `ig`, g7 `gi`.
        assert!(sgf.contains(";B[hh];W[ig];B[gi]"), "{sgf}");
    }
    let judged = referee().arg("judge").arg(&out).output().unwrap();
    assert_eq!(judged.status.code(), Some(0), "{}", String::from_utf8_lossy(&judged.stdout));
}

#[test]
fn a_gomocup_opening_off_the_board_or_for_go_is_a_usage_error_with_its_line() {
    let dir = scratch("gomocup-openings-bad");
    let far = write(&dir, "far.txt", "0,0\n9,0, 1,1\n");
    let ran = referee()
        .args(["match", &engine("legal"), &engine("legal"), "--rules", "gomoku-freestyle", "--openings"])
        .arg(&far)
        .arg("-o")
        .arg(dir.join("out"))
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&ran.stderr);
    assert!(stderr.contains("far.txt:2: offset 9,0 from the centre is off the 15x15 board"), "{stderr}");
    let go = referee()
        .args(["match", "a", "b", "--rules", "go-chinese", "--openings"])
        .arg(&far)
        .arg("-o")
        .arg(dir.join("out2"))
        .output()
        .unwrap();
    assert_eq!(go.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&go.stderr).contains("are for Gomoku and Renju"));
}

/// The first `n` moves of a record, as written (`B[ee]`), in order.
fn first_moves(sgf: &str, n: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = sgf;
    while out.len() < n {
        let Some(at) = rest.find(";B[").into_iter().chain(rest.find(";W[")).min() else { break };
        let tail = &rest[at + 1..];
        let end = tail.find(']').expect("a closed value");
        out.push(tail[..=end].to_owned());
        rest = &tail[end..];
    }
    out
}

fn record(out: &Path, n: usize) -> String {
    std::fs::read_to_string(out.join(format!("game-{n:03}.sgf"))).expect("record")
}

/// Plays a match of the test engine's `legal` behaviour against itself: `rules` and `args`
/// (the openings among them) into `out`, which must succeed.
fn play(protocol: &str, rules: &str, args: &[&str], out: &Path) -> String {
    let legal = format!("'{}' {protocol} legal", env!("CARGO_BIN_EXE_referee-test-engine"));
    let ran = referee()
        .args(["match", &legal, &legal, "--rules", rules])
        .args(args)
        .arg("-o")
        .arg(out)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&ran.stderr).into_owned();
    assert_eq!(ran.status.code(), Some(0), "{stderr}");
    stderr
}

fn arg(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
}

// An SGF collection of two Go games (the first with a variation, which is not played): games 1
// and 2 start with the first game's main line, games 3 and 4 with the second's, a pass kept.
#[test]
fn an_sgf_collection_of_go_openings_is_played_game_by_game() {
    let dir = scratch("sgf-collection");
    let file = write(
        &dir,
        "openings.sgf",
        "(;GM[1]FF[4]SZ[9];B[ee](;W[gc])(;W[cc]))\n(;GM[1]SZ[9];B[cg];W[];B[gg])\n",
    );
    let out = dir.join("out");
    play("gtp", "go-chinese", &["--set", "size=9", "--games", "4", "--openings", arg(&file)], &out);
    for n in 1..=2 {
        assert_eq!(first_moves(&record(&out, n), 2), ["B[ee]", "W[gc]"], "game {n}");
    }
    for n in 3..=4 {
        assert_eq!(first_moves(&record(&out, n), 3), ["B[cg]", "W[]", "B[gg]"], "game {n}");
    }
    let judged = referee().arg("judge").arg(&out).output().unwrap();
    assert_eq!(judged.status.code(), Some(0), "{}", String::from_utf8_lossy(&judged.stdout));
}

// A folder of SGF files is its files in the order of their names (a.sgf before b.sgf), other
// files left out; --openings-start 2 begins with the second.
#[test]
fn a_folder_of_sgf_openings_in_name_order_and_from_a_start() {
    let dir = scratch("sgf-folder");
    let folder = dir.join("openings");
    std::fs::create_dir_all(&folder).unwrap();
    write(&folder, "b.sgf", "(;GM[1]SZ[9];B[cc])");
    write(&folder, "a.sgf", "(;GM[1]SZ[9];B[ee];W[gg])");
    write(&folder, "README.txt", "not an opening");
    let out = dir.join("out");
    play("gtp", "go-chinese", &["--set", "size=9", "--games", "4", "--openings", arg(&folder)], &out);
    assert_eq!(first_moves(&record(&out, 1), 2), ["B[ee]", "W[gg]"]);
    assert_eq!(first_moves(&record(&out, 3), 1), ["B[cc]"]);
    let from_2 = dir.join("from-2");
    play(
        "gtp",
        "go-chinese",
        &["--set", "size=9", "--games", "2", "--openings", arg(&folder), "--openings-start", "2"],
        &from_2,
    );
    assert_eq!(first_moves(&record(&from_2, 1), 1), ["B[cc]"]);
    assert_eq!(first_moves(&record(&from_2, 2), 1), ["B[cc]"]);
}

// RenjuNet's database and Gomocup's PSQ record for gomoku: each game's moves are one opening.
// PSQ counts x and y from 1 at the top left: 8,8 is h8, 9,7 is i9, 7,9 is g7 on 15x15.
#[test]
fn rif_and_psq_openings_start_gomoku_games() {
    let dir = scratch("rif-psq");
    let rif = write(
        &dir,
        "db.rif",
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database><games>\n\
         <game id=\"1\" bresult=\"0.5\"><move>h8 h9 i8</move></game>\n\
         <game id=\"2\" bresult=\"0.5\"><move>h8 i9</move></game>\n</games></database>\n",
    );
    let out = dir.join("rif");
    play("gomocup", "gomoku-freestyle", &["--games", "4", "--openings", arg(&rif)], &out);
    // SGF rows from the top: h8 is `hh`, h9 `hg`, i8 `ih`, i9 `ig`.
    assert_eq!(first_moves(&record(&out, 2), 3), ["B[hh]", "W[hg]", "B[ih]"]);
    assert_eq!(first_moves(&record(&out, 3), 2), ["B[hh]", "W[ig]"]);
    let psq = write(&dir, "o.psq", "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,0\n7,9,0\n-1\n");
    let out = dir.join("psq");
    play("gomocup", "gomoku-freestyle", &["--games", "2", "--openings", arg(&psq)], &out);
    for n in 1..=2 {
        assert_eq!(first_moves(&record(&out, n), 3), ["B[hh]", "W[ig]", "B[gi]"], "game {n}");
    }
}

/// The first move of each pair of a 6-game gomoku match over three one-move openings in
/// random order under `seed`, written to `out`; and the plan saved there.
fn random_order(dir: &Path, file: &Path, seed: &str, out: &str) -> (Vec<String>, String) {
    let out = dir.join(out);
    play(
        "gomocup",
        "gomoku-freestyle",
        &["--games", "6", "--openings", arg(file), "--openings-order", "random", "--seed", seed],
        &out,
    );
    let firsts = [1, 3, 5].iter().map(|&n| first_moves(&record(&out, n), 1).concat()).collect();
    (firsts, std::fs::read_to_string(out.join("match.json")).unwrap())
}

// The same seed gives the same order on every run, another seed another order; the order is
// in match.json, and a resumed match plays the games it lacks with the openings of that order.
#[test]
fn random_order_is_the_seeds_and_resume_keeps_it() {
    let dir = scratch("random");
    let file = write(&dir, "openings.txt", "0,0\n1,1\n-2,2\n");
    let (first, plan) = random_order(&dir, &file, "3", "a");
    let (again, _) = random_order(&dir, &file, "3", "b");
    let (other, _) = random_order(&dir, &file, "4", "c");
    assert_eq!(first, again);
    assert_ne!(first, other);
    // The file's order would give -2,2 (fj) to games 5 and 6; seed 3 does not, so the resumed
    // game 5 below shows the saved order was used.
    assert_ne!(first[2], "B[fj]", "{first:?}");
    let mut sorted = first.clone();
    sorted.sort();
    // 1,1 is i7 (`ii`), -2,2 is f6 (`fj`): y counts down from the centre.
    assert_eq!(sorted, ["B[fj]", "B[hh]", "B[ii]"], "every opening once");
    let plan: serde_json::Value = serde_json::from_str(&plan).unwrap();
    assert_eq!(plan["openings_order"], serde_json::json!({"order": "random", "seed": 3, "start": 1}));
    // Games 4 to 6 taken out of the journal (and their files): --resume plays them again.
    let out = dir.join("a");
    let journal = out.join("journal.jsonl");
    let kept: Vec<String> =
        std::fs::read_to_string(&journal).unwrap().lines().take(3).map(|l| format!("{l}\n")).collect();
    assert_eq!(kept.len(), 3);
    std::fs::write(&journal, kept.concat()).unwrap();
    let before = record(&out, 5);
    for n in 4..=6 {
        std::fs::remove_file(out.join(format!("game-{n:03}.sgf"))).unwrap();
    }
    let ran = referee().args(["match", "--resume"]).arg(&out).output().unwrap();
    assert_eq!(ran.status.code(), Some(0), "{}", String::from_utf8_lossy(&ran.stderr));
    assert_eq!(first_moves(&record(&out, 5), 1), first_moves(&before, 1));
}

#[test]
fn a_seed_without_random_order_and_a_start_past_the_openings_are_usage_errors() {
    let dir = scratch("order-bad");
    let file = write(&dir, "openings.txt", "0,0\n1,1\n");
    let legal = format!("'{}' gomocup legal", env!("CARGO_BIN_EXE_referee-test-engine"));
    for (args, said) in [
        (vec!["--seed", "3"], "--seed orders the openings at random: give it with --openings-order random"),
        (vec!["--openings-start", "3"], "--openings-start 3: there are 2 openings (the first is 1)"),
    ] {
        let out = dir.join("out");
        let ran = referee()
            .args(["match", &legal, &legal, "--rules", "gomoku-freestyle", "--openings", arg(&file)])
            .args(&args)
            .arg("-o")
            .arg(&out)
            .output()
            .unwrap();
        assert_eq!(ran.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&ran.stderr);
        assert!(stderr.contains(said), "{stderr}");
        assert!(!out.exists(), "no game is played");
    }
}

// A broken SGF file (a komi that is no number in game 2) stops the match before any game: exit
// 2, naming the file, the game, the line and the column.
#[test]
fn a_broken_sgf_openings_file_is_a_usage_error_naming_file_game_and_line() {
    let dir = scratch("sgf-broken");
    let file = write(&dir, "openings.sgf", "(;GM[1]SZ[9];B[ee])\n(;GM[1]SZ[9]\nKM[six];B[cc])\n");
    let legal = format!("'{}' gtp legal", env!("CARGO_BIN_EXE_referee-test-engine"));
    let out = dir.join("out");
    let ran = referee()
        .args(["match", &legal, &legal, "--rules", "go-chinese", "--set", "size=9", "--openings", arg(&file)])
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&ran.stderr);
    let said = format!("{}:3:4: game 2: KM[six]: komi is a number of points", file.display());
    assert!(stderr.contains(&said), "{stderr}");
    assert!(!out.exists(), "no game is played");
}

// A tournament orders its openings as a match does: every pair plays the order of the seed,
// saved in tournament.json and in each pair's match.json.
#[test]
fn a_tournament_plays_the_openings_in_the_seeds_order() {
    let dir = scratch("tournament-order");
    let file = write(&dir, "openings.txt", "0,0\n1,1\n-2,2\n");
    let legal = format!("'{}' gomocup legal", env!("CARGO_BIN_EXE_referee-test-engine"));
    let out = dir.join("out");
    let ran = referee()
        .args(["match", "--engine", &format!("a={legal}"), "--engine", &format!("b={legal}")])
        .args(["--rules", "gomoku-freestyle", "--games", "6", "--openings", arg(&file)])
        .args(["--openings-order", "random", "--seed", "3", "-o"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(0), "{}", String::from_utf8_lossy(&ran.stderr));
    let pair = out.join("pair-1-2");
    let firsts: Vec<String> = [1, 3, 5].iter().map(|&n| first_moves(&record(&pair, n), 1).concat()).collect();
    let (two_engines, _) = random_order(&dir, &file, "3", "match");
    assert_eq!(firsts, two_engines);
    for plan in [out.join("tournament.json"), pair.join("match.json")] {
        let plan: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&plan).unwrap()).unwrap();
        assert_eq!(plan["openings_order"]["seed"], 3, "{plan}");
    }
}

// A real engine takes an SGF opening: GNU Go (seeded, level 0, 9x9) is told the collection's
// moves with `play` (a pass among them) and plays on from there; both records start with them,
// no game is void or a forfeit, and every record re-judges as agreeing.
#[test]
#[cfg_attr(not(gnugo), ignore = "GNU Go is not installed at /usr/games/gnugo (apt-get install gnugo)")]
fn gnugo_plays_on_from_an_sgf_opening() {
    let dir = scratch("gnugo-sgf");
    let file = write(&dir, "openings.sgf", "(;GM[1]SZ[9];B[ee];W[];B[cc];W[gg])");
    let gnugo = format!("{} --mode gtp --level 0 --seed 1", env!("GNUGO"));
    let out = dir.join("out");
    let ran = referee()
        .args(["match", &gnugo, &gnugo, "--rules", "go-chinese", "--set", "size=9", "--games", "2"])
        .args(["--openings", arg(&file), "-o"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(0), "{}", String::from_utf8_lossy(&ran.stderr));
    for n in 1..=2 {
        let sgf = record(&out, n);
        assert_eq!(first_moves(&sgf, 4), ["B[ee]", "W[]", "B[cc]", "W[gg]"], "game {n}");
        assert!(first_moves(&sgf, 6).len() == 6, "GNU Go played on: {sgf}");
        assert!(!sgf.contains("RE[Void]") && !sgf.contains("+F]"), "{sgf}");
    }
}
