//! Damaged collections (issue 34, "a broken byte costs one game"): an SGF collection or a
//! RenjuNet database with one game damaged (a `)` or `</game>` missing, a stray `(` or end tag)
//! gives every other game's verdict and at most one error, through a file and through standard
//! input, small (read whole) and over 1 MiB (read game by game), at every `--jobs`.

mod common;

use common::{referee, scratch, write};

/// The JSON lines of `referee judge --format json --jobs J` on `text`, written to a file and
/// piped to standard input, at `--jobs 1` and `--jobs 4`: the four runs give the same lines
/// (the file's name aside), which are returned with the file's name.
fn judged(name: &str, text: &str) -> Vec<serde_json::Value> {
    let d = scratch(&format!("resync-{name}"));
    let p = write(&d, name, text);
    let shown = p.display().to_string();
    let mut seen: Option<String> = None;
    for jobs in ["1", "4"] {
        let file =
            referee().args(["judge", "--format", "json", "--jobs", jobs]).arg(&p).output().expect("run");
        let piped = referee()
            .args(["judge", "--format", "json", "--jobs", jobs, "-"])
            .write_stdin(text.as_bytes().to_vec())
            .output()
            .expect("run");
        let file = String::from_utf8_lossy(&file.stdout).into_owned();
        let piped = String::from_utf8_lossy(&piped.stdout).replace("\"-#", &format!("\"{shown}#"));
        assert_eq!(piped, file, "{name}: standard input and the file differ at --jobs {jobs}");
        match &seen {
            Some(first) => assert_eq!(first, &file, "{name}: --jobs {jobs} differs from --jobs 1"),
            None => seen = Some(file),
        }
    }
    let out = seen.unwrap_or_default();
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    for (i, l) in lines.iter().enumerate() {
        assert_eq!(l["file"].as_str(), Some(format!("{shown}#{}", i + 1).as_str()), "{name}: line {i}");
    }
    lines
}

/// The positions (0-based) of the lines that are errors, and how many lines are verdicts.
fn errors_and_verdicts(lines: &[serde_json::Value]) -> (Vec<usize>, usize) {
    let errors: Vec<usize> = (0..lines.len()).filter(|&i| lines[i].get("error").is_some()).collect();
    let verdicts = lines.iter().filter(|l| l.get("status").is_some()).count();
    (errors, verdicts)
}

/// `n` Go games, black resigning each after a few moves, `PB` naming each; one a line.
fn sgf_games(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("(;FF[4]GM[1]SZ[9]KM[7]PB[p{i}]RE[W+R];B[ee];W[cc];B[gg])\n")).collect()
}

/// `n` RenjuNet games, one a line.
fn rif_games(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("<game id=\"{i}\" bresult=\"0.5\"><move>h8 i9 j10</move></game>\n")).collect()
}

fn rif_database(games: &[String]) -> String {
    format!("<database>\n<games>\n{}</games>\n</database>\n", games.concat())
}

#[test]
fn sgf_collection_of_20000_games_with_a_stray_open_paren_after_game_10_gives_20000_verdicts() {
    // Issue 34's reproduction: "11 games", exit 0, the other 19,989 lost. Over 1 MiB, so read
    // game by game, from the file and from standard input.
    let games = sgf_games(20_000);
    let text = format!("{}(\n{}", games[..10].concat(), games[10..].concat());
    assert!(text.len() > 1024 * 1024);
    let lines = judged("stray.sgf", &text);
    assert_eq!(lines.len(), 20_000);
    assert_eq!(errors_and_verdicts(&lines), (vec![], 20_000));
    assert!(lines[10]["notes"].to_string().contains("opens another game"), "{}", lines[10]["notes"]);
}

#[test]
fn sgf_collection_with_one_game_damaged_gives_n_minus_1_verdicts_and_one_error() {
    // A `)` missing in game k: game k is one error at its `(`, every other game is judged.
    let n = 12;
    let games = sgf_games(n);
    for k in [0, 1, n / 2, n - 2] {
        let mut damaged = games.clone();
        damaged[k] = damaged[k].replacen(")\n", "\n", 1);
        let lines = judged("missing.sgf", &damaged.concat());
        assert_eq!(errors_and_verdicts(&lines), (vec![k], n - 1), "game {k}'s `)` missing");
        assert_eq!(
            (lines[k]["error"]["line"].as_u64(), lines[k]["error"]["column"].as_u64()),
            (Some(k as u64 + 1), Some(1))
        );
        for (i, l) in lines.iter().enumerate().filter(|&(i, _)| i != k) {
            assert_eq!(l["plies"].as_u64(), Some(3), "game {i} with game {k}'s `)` missing");
        }
    }
    // Over 1 MiB, read game by game: the same.
    let mut big = sgf_games(16_000);
    big[9] = big[9].replacen(")\n", "\n", 1);
    let lines = judged("missing-big.sgf", &big.concat());
    assert_eq!(errors_and_verdicts(&lines), (vec![9], 15_999));
}

#[test]
fn rif_database_with_one_game_damaged_gives_n_minus_1_verdicts_and_one_error() {
    let n = 10;
    let damages: [(&str, Damage); 3] = [
        ("</game> missing", |g| g.replace("</game>", "")),
        ("</move> missing", |g| g.replace("</move>", "")),
        ("</move></game> missing", |g| g.replace("</move></game>", "")),
    ];
    for (what, damage) in damages {
        for k in [0, 1, n / 2, n - 1] {
            let mut games = rif_games(n);
            games[k] = damage(&games[k]);
            let lines = judged("damaged.rif", &rif_database(&games));
            assert_eq!(errors_and_verdicts(&lines), (vec![k], n - 1), "{what} in game {k}");
        }
    }
    // A stray end tag loses nothing: n verdicts, a remark on the game after it.
    for stray in ["</game>", "</games>"] {
        let mut games = rif_games(n);
        games[3] = format!("{}{stray}\n", games[3]);
        let lines = judged("stray.rif", &rif_database(&games));
        assert_eq!(errors_and_verdicts(&lines), (vec![], n), "{stray}");
        assert!(lines[4]["notes"].to_string().contains("closes no open element"), "{}", lines[4]);
    }
    // Over 1 MiB, read game by game: the same.
    let mut big = rif_games(20_000);
    big[9] = big[9].replace("</game>", "");
    let text = rif_database(&big);
    assert!(text.len() > 1024 * 1024);
    let lines = judged("damaged-big.rif", &text);
    assert_eq!(errors_and_verdicts(&lines), (vec![9], 19_999));
}

/// What damage does to a game's text.
type Damage = fn(&str) -> String;
