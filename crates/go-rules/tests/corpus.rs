//! Real games from `shared/corpus/go`, judged by others: the engine must find the same illegal
//! moves and repetitions their index lists, and the same Tromp-Taylor areas for games played
//! out to two passes. Reported as ignored when the corpus is absent (see build.rs).

mod common;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use common::sgf::{main_line, Record};
use go_rules::{Game, KoRule, Neutral, Rules, Status, Violation, ViolationKind};

const CORPUS: &str = concat!(env!("CORPUS_DIR"), "/go");

/// The rows of a set's `index.tsv`, each as a map from column name to value.
fn index(set: &str) -> Option<Vec<HashMap<String, String>>> {
    let text = std::fs::read_to_string(Path::new(CORPUS).join(set).join("index.tsv")).ok()?;
    let mut lines = text.lines();
    let header: Vec<String> = lines.next()?.split('\t').map(String::from).collect();
    Some(lines.map(|line| header.iter().cloned().zip(line.split('\t').map(String::from)).collect()).collect())
}

fn record(path: PathBuf) -> Record {
    let bytes = std::fs::read(&path).unwrap();
    main_line(&String::from_utf8_lossy(&bytes)).unwrap_or_else(|| panic!("{} is readable", path.display()))
}

/// Replays a record; returns the game and the first violation with its 1-based move number.
fn replay(record: &Record, rules: Rules) -> (Game, Option<(usize, Violation)>) {
    let mut game = Game::new(Rules { size: record.side, ..rules }, &record.setup).unwrap();
    for (k, &(color, mv)) in record.moves.iter().enumerate() {
        if let Err(v) = game.play(Some(color), mv) {
            return (game, Some((record.free_placement + k + 1, v)));
        }
    }
    (game, None)
}

#[test]
#[cfg_attr(not(corpus), ignore = "needs ../shared/corpus (absent)")]
fn cgos_games_are_legal_and_count_as_their_index_says() {
    let rows = index("cgos_9x9_2018").unwrap_or_else(|| panic!("no cgos_9x9_2018/index.tsv in {CORPUS}"));
    let rules = Rules { komi: 3.5, neutral: Neutral::None, ..Rules::default() };
    let mut counted = 0;
    for row in &rows {
        let rec = record(Path::new(CORPUS).join("cgos_9x9_2018").join(&row["file"]));
        let (game, violation) = replay(&rec, rules.clone());
        assert!(violation.is_none(), "{}: {:?}", row["file"], violation);
        if game.status() == Status::Counting {
            let s = game.score(&[]).unwrap();
            let expected: (f64, f64) = (row["tt_area_B"].parse().unwrap(), row["tt_area_W"].parse().unwrap());
            assert_eq!((s.black_area, s.white_area), expected, "{}", row["file"]);
            counted += 1;
        }
    }
    assert!(counted > 900, "most games end by two passes ({counted} did)");
}

#[test]
#[cfg_attr(not(corpus), ignore = "needs ../shared/corpus (absent)")]
fn edge_cases_fail_where_the_index_says() {
    let rows = index("edge_cases").unwrap_or_else(|| panic!("no edge_cases/index.tsv in {CORPUS}"));
    for row in &rows {
        let rec = record(Path::new(CORPUS).join("edge_cases").join(&row["file"]));
        // The first listed illegal move or repetition, as "N:W[xx] ..." (N = move number).
        let first = |column: &str| -> Option<usize> {
            row.get(column).and_then(|v| v.split(':').next()).and_then(|n| n.trim().parse().ok())
        };
        let (_, violation) = replay(&rec, Rules { ko: KoRule::PositionalSuperko, ..Rules::default() });
        let found = violation.as_ref().map(|(n, v)| (*n, v.kind));
        match (first("illegal_moves"), first("position_repeats")) {
            (Some(n), _) => assert_eq!(found, Some((n, ViolationKind::Occupied)), "{}", row["file"]),
            (None, Some(n)) => {
                // An immediate single-stone retake is reported as `ko`, any other as `superko`.
                let ok = matches!(found, Some((m, ViolationKind::Ko | ViolationKind::Superko)) if m == n);
                assert!(ok, "{}: expected a repetition at move {n}, found {found:?}", row["file"]);
            }
            (None, None) => assert_eq!(found, None, "{}", row["file"]),
        }
    }
}

#[test]
#[cfg_attr(not(corpus), ignore = "needs ../shared/corpus (absent)")]
fn tom_games_are_legal_where_the_index_says() {
    let rows = index("tom_9d_human_2003_2011")
        .unwrap_or_else(|| panic!("no tom_9d_human_2003_2011/index.tsv in {CORPUS}"));
    let mut repeats = 0;
    let listed = rows.iter().filter(|row| !row["position_repeats"].trim().is_empty()).count();
    for row in &rows {
        let rec = record(Path::new(CORPUS).join("tom_9d_human_2003_2011").join(&row["file"]));
        let (game, violation) = replay(&rec, Rules::default());
        let expected: Option<usize> =
            row["position_repeats"].split(':').next().and_then(|n| n.trim().parse().ok());
        match expected {
            Some(n) => {
                let (m, v) = violation.unwrap_or_else(|| panic!("{}: no repetition found", row["file"]));
                assert_eq!(m, n, "{}: {}", row["file"], v.message);
                assert!(matches!(v.kind, ViolationKind::Ko | ViolationKind::Superko), "{}", v.message);
                repeats += 1;
            }
            None => {
                assert!(violation.is_none(), "{}: {:?}", row["file"], violation);
                assert_eq!(game.plies(), rec.moves.len());
            }
        }
        let s = game.score(&[]).unwrap();
        assert_eq!(s.black_area + s.white_area, 361.0);
    }
    assert_eq!(repeats, listed, "every listed repetition was found");
    assert!(rows.len() >= 500);
}
