//! The collected forbidden-point positions with known answers (crates/renju-rules/tests/data/renju-cases/,
//! with their provenance in its README): every
//! record of `cases.jsonl`, and the renju.net advanced fixtures read from their own file.
//! Disputed records (docs/rules/renju.md section 1.5) carry the literal RIF answer, which the
//! judge follows.

use std::path::PathBuf;

use grid::{Notation, Point, Size};
use renju_rules::{forbidden_kind, forbidden_points, Board, ForbiddenKind};
use serde_json::Value;

/// The positions ship with the crate's tests, so these tests always run.
fn cases_dir() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/renju-cases"))
}

fn point(s: &str) -> Point {
    Notation::Renju.parse(s, Size::square(15)).unwrap_or_else(|e| panic!("{e}"))
}

fn points(v: &Value) -> Vec<Point> {
    v.as_array().expect("a list of points").iter().map(|p| point(p.as_str().expect("a point"))).collect()
}

fn kind(s: &str) -> Option<ForbiddenKind> {
    match s {
        "double_three" => Some(ForbiddenKind::DoubleThree),
        "double_four" => Some(ForbiddenKind::DoubleFour),
        "overline" => Some(ForbiddenKind::Overline),
        other => panic!("unknown kind {other}"),
    }
}

#[test]
fn every_collected_position_agrees() {
    let dir = cases_dir();
    let text = std::fs::read_to_string(dir.join("cases.jsonl")).expect("readable cases.jsonl");
    let mut positions = 0;
    let mut probes = 0;
    let mut failures = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let rec: Value = serde_json::from_str(line).expect("a JSON record");
        let id = rec["id"].as_str().unwrap_or("?");
        let board =
            Board::from_stones(15, &points(&rec["black"]), &points(&rec["white"])).expect("a position");
        positions += 1;
        if let Some(q) = rec["query"].as_str() {
            let got = forbidden_kind(&board, point(q));
            let expect = rec["expect"].as_str().expect("an expectation");
            probes += 1;
            let ok = match expect {
                "none" => got.is_none(),
                "forbidden" => got.is_some(),
                k => got == kind(k),
            };
            if !ok {
                failures.push(format!("{id}: {q} expected {expect}, got {got:?}"));
            }
        } else {
            let expect = rec["full_board_expect"].as_object().expect("a full-board expectation");
            let got = forbidden_points(&board);
            for p in Size::square(15).points().filter(|&p| board.is_empty_at(p)) {
                probes += 1;
                let name = Notation::Renju.format(p, Size::square(15));
                let want = expect.get(&name).and_then(|k| kind(k.as_str().expect("a kind")));
                let have = got.iter().find(|(q, _)| *q == p).map(|&(_, k)| k);
                // The single-point judge and the whole-board listing must agree too.
                assert_eq!(have, forbidden_kind(&board, p), "{id}: {name}");
                if want != have {
                    failures.push(format!("{id}: {name} expected {want:?}, got {have:?}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} disagreements:\n{}", failures.len(), failures.join("\n"));
    assert_eq!(positions, 65);
    assert!(probes > 3000, "{probes} probes");
}

/// The renju.net examples are also in `cases.jsonl`; this reads the extraction itself, from its
/// drawn boards, so that a transcription slip in either file would show.
#[test]
fn renjunet_advanced_fixtures_agree() {
    let dir = cases_dir();
    let text =
        std::fs::read_to_string(dir.join("renjunet-advanced-fixtures.json")).expect("readable fixtures");
    let fixtures: Vec<Value> = serde_json::from_str(&text).expect("a JSON list");
    assert_eq!(fixtures.len(), 23);
    for f in &fixtures {
        let id = f["id"].as_str().unwrap_or("?");
        let rows = f["board"].as_array().expect("a drawn board");
        let (mut black, mut white, mut probe) = (Vec::new(), Vec::new(), None);
        for (i, row) in rows.iter().enumerate() {
            for (col, c) in row.as_str().expect("a row").chars().enumerate() {
                let p = Point::new(col as u8, (14 - i) as u8);
                match c {
                    'B' => black.push(p),
                    'W' => white.push(p),
                    '?' => probe = Some(p),
                    _ => {}
                }
            }
        }
        let probe = probe.expect("a probe mark");
        assert_eq!(probe, point(&f["probe"].as_str().expect("a probe").to_lowercase()), "{id}");
        let board = Board::from_stones(15, &black, &white).expect("a position");
        let got = forbidden_kind(&board, probe);
        let expected = f["expected"].as_str().expect("an expectation");
        if expected.starts_with("not forbidden") {
            assert_eq!(got, None, "{id}: {expected}");
        } else {
            let want = if expected.starts_with("6 ") {
                ForbiddenKind::Overline
            } else if expected.starts_with("4x4") {
                ForbiddenKind::DoubleFour
            } else {
                ForbiddenKind::DoubleThree
            };
            assert_eq!(got, Some(want), "{id}: {expected}");
        }
    }
}
