//! Proptest versions of `properties.rs`: on random positions the fast move generator's rail
//! paths equal a brute-force search and the move checker; in random games from the standard
//! deployments no piece count of either side ever grows (docs/rules/junqi.md: pieces only leave the
//! board, by attack). 64 cases by default, more with `PROPTEST_CASES`.

mod brute_moves;
mod common;

use brute_moves::{brute_force_targets, census, fast_targets};
use common::opening;
use junqi_rules::{Board, Game, Move, PieceKind, Rules, Side, Start, Status};
use proptest::prelude::*;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(64);
    // Shrunk failures are printed; they are not written next to the sources.
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

/// One entry per station: empty, or a piece of a side (about `density` percent full).
fn position() -> impl Strategy<Value = Vec<Option<(bool, usize)>>> {
    (10u32..80).prop_flat_map(|density| {
        let cell = prop::option::weighted(f64::from(density) / 100.0, (any::<bool>(), 0..12usize));
        prop::collection::vec(cell, Board::two_player().len())
    })
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn fast_rail_paths_equal_brute_force(cells in position(), blue_first in any::<bool>()) {
        let board = Board::two_player();
        let (mut red, mut blue) = (Vec::new(), Vec::new());
        for (station, cell) in board.stations().zip(cells) {
            if let Some((is_red, kind)) = cell {
                let piece = (station, PieceKind::ALL[kind]);
                if is_red { red.push(piece) } else { blue.push(piece) }
            }
        }
        let rules = Rules { first: if blue_first { Side::Blue } else { Side::Red }, ..Rules::default() };
        let game = Game::new(rules, Start::Position { red, blue }).unwrap();
        prop_assume!(game.status() == Status::Playing);
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        for from in board.stations() {
            let fast = fast_targets(&moves, from);
            if game.piece_at(from).is_some_and(|(side, _)| side == game.to_move()) {
                prop_assert_eq!(&fast, &brute_force_targets(&game, from), "piece on {}", board.name(from));
            } else {
                prop_assert!(fast.is_empty());
            }
            for to in board.stations() {
                prop_assert_eq!(game.check(from, to).is_ok(), fast.contains(&to));
            }
        }
    }

    #[test]
    fn piece_counts_only_ever_decrease(choices in prop::collection::vec(any::<u16>(), 1..400)) {
        let mut game = opening(Rules::default());
        let mut before = census(&game);
        let mut moves = Vec::new();
        for choice in choices {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let (from, to) = moves[usize::from(choice) % moves.len()];
            game.play(None, Move::Step { from, to }).unwrap();
            let after = census(&game);
            for side in 0..2 {
                for kind in 0..12 {
                    prop_assert!(after[side][kind] <= before[side][kind], "a piece appeared at ply {}", game.plies());
                }
            }
            before = after;
        }
    }
}
