//! Proptest version of `property.rs`: on random positions the fast forbidden-point judgement
//! (`forbidden_kind`, `forbidden_points`) equals the literal RIF definitions of
//! `literal_rif` (docs/rules/renju.md, "Black's forbidden moves"). Positions are dense clusters in a
//! window of at most 9x9 with more Black than White, so threes and fours are common; a failing
//! case shrinks to a few stones. 64 cases by default, more with `PROPTEST_CASES`.

mod literal_rif;

use grid::{Color, Point, Size};
use literal_rif::{Judged, Slow};
use proptest::prelude::*;
use renju_rules::{forbidden_kind, forbidden_points, Board};

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(64);
    // Shrunk failures are printed; they are not written next to the sources.
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

/// A board side, the window's corner and the stones (column, row, 3-in-5 Black) in it.
fn position() -> impl Strategy<Value = (u8, u8, Vec<(u8, u8, u8)>)> {
    prop_oneof![3 => Just(15u8), 1 => 7u8..=14].prop_flat_map(|n| {
        let span = n.min(9);
        (Just(n), 0..=n - span, prop::collection::vec((0..span, 0..span, 0u8..5), 8..40))
    })
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn fast_judge_equals_the_literal_definitions((n, lo, stones) in position()) {
        let mut board = Board::new(n).unwrap();
        let mut slow = Slow { n: i32::from(n), cells: vec![vec![None; usize::from(n)]; usize::from(n)] };
        for (c, r, k) in stones {
            let p = Point::new(lo + c, lo + r);
            let color = if k < 3 { Color::Black } else { Color::White };
            if board.place(p, color) {
                slow.cells[usize::from(p.col)][usize::from(p.row)] = Some(color);
            }
        }
        let listed = forbidden_points(&board);
        for p in Size::square(n).points().filter(|&p| board.is_empty_at(p)) {
            let want = match slow.judge(i32::from(p.col), i32::from(p.row)) {
                Judged::Foul(k) => Some(k),
                Judged::Five | Judged::Fine => None,
            };
            let got = forbidden_kind(&board, p);
            prop_assert_eq!(got, want, "{:?} in\n{:?}", p, board);
            prop_assert_eq!(listed.iter().find(|(q, _)| *q == p).map(|&(_, k)| k), got);
        }
    }
}
