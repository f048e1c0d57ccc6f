//! Proptest properties of random Go games against the plain board of `plain_go` (flood fill,
//! no incremental state): after every entry the engine accepts exactly the moves the plain
//! rules allow, its board equals the plain board, its Zobrist hash equals the hash of a game
//! set up from scratch with the same stones (and equal positions always hash alike), stones
//! are conserved (placed = on the board + captured + removed by suicide), and at the end black
//! area + white area = the board's points. 64 cases by default, more with `PROPTEST_CASES`.

mod plain_go;

use std::collections::HashMap;

use go_rules::{Color, Game, KoRule, Move, Point, Rules, Setup, Status, SuicideRule, ViolationKind};
use plain_go::PlainBoard;
use proptest::prelude::*;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(64);
    // Shrunk failures are printed; they are not written next to the sources.
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

/// What the plain rules say of `c` playing on `p`: the board after, or why not. Positional
/// superko (seed art. 6, docs/rules/go.md "Repetition"): no move may recreate any earlier board.
fn plain_move(
    plain: &PlainBoard,
    seen: &HashMap<Vec<Option<Color>>, u64>,
    p: Point,
    c: Color,
    suicide: SuicideRule,
) -> Result<(PlainBoard, plain_go::Placed), ViolationKind> {
    if plain.get(p).is_some() {
        return Err(ViolationKind::Occupied);
    }
    let mut after = plain.clone();
    let placed = after.play(p, c);
    if placed.suicided > 0 && suicide == SuicideRule::Forbidden {
        return Err(ViolationKind::Suicide);
    }
    if seen.contains_key(&after.cells) {
        return Err(ViolationKind::Superko);
    }
    Ok((after, placed))
}

fn recomputed_hash(plain: &PlainBoard, rules: &Rules) -> u64 {
    let setup =
        Setup { black: plain.stones(Color::Black), white: plain.stones(Color::White), ..Setup::default() };
    Game::new(rules.clone(), &setup).unwrap().position_hash()
}

/// Board side, suicide rule, and entries: a pass about one time in twenty, else a point.
fn game() -> impl Strategy<Value = (u8, bool, Vec<(u8, u8, u8)>)> {
    (2u8..=9, any::<bool>(), prop::collection::vec((0u8..20, any::<u8>(), any::<u8>()), 0..300))
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn incremental_board_equals_flood_fill((side, suicide_allowed, entries) in game()) {
        let suicide = if suicide_allowed { SuicideRule::Allowed } else { SuicideRule::Forbidden };
        let rules = Rules { size: side, ko: KoRule::PositionalSuperko, suicide, ..Rules::default() };
        let mut game = Game::new(rules.clone(), &Setup::default()).unwrap();
        let mut plain = PlainBoard::new(side);
        let mut seen = HashMap::from([(plain.cells.clone(), game.position_hash())]);
        let (mut placed, mut suicided) = (0u32, 0u32);
        for (kind, a, b) in entries {
            let mover = game.to_move();
            let mv = if kind == 0 { Move::Pass } else { Move::Play(Point::new(a % side, b % side)) };
            let answer = game.play(None, mv);
            match mv {
                Move::Play(p) => match plain_move(&plain, &seen, p, mover, suicide) {
                    Ok((after, what)) => {
                        prop_assert!(answer.is_ok(), "{:?} {:?} refused: {:?}", mover, p, answer);
                        plain = after;
                        placed += 1;
                        suicided += what.suicided as u32;
                    }
                    Err(kind) => {
                        // A one-stone recapture is reported as `ko`, the simple case of the
                        // same repetition rule (docs/rules/go.md, "Repetition").
                        let got = answer.map_err(|v| if v.kind == ViolationKind::Ko { ViolationKind::Superko } else { v.kind });
                        prop_assert_eq!(got, Err(kind));
                    }
                },
                _ => prop_assert!(answer.is_ok()),
            }
            for p in plain.points() {
                prop_assert_eq!(game.stone_at(p), plain.get(p), "stone on {:?}", p);
            }
            let hash = game.position_hash();
            prop_assert_eq!(hash, recomputed_hash(&plain, &rules), "hash drifted");
            prop_assert_eq!(*seen.entry(plain.cells.clone()).or_insert(hash), hash);
            let on_board = (plain.stones(Color::Black).len() + plain.stones(Color::White).len()) as u32;
            let captured = game.captures(Color::Black) + game.captures(Color::White);
            prop_assert_eq!(placed, on_board + captured + suicided, "stones are conserved");
            if game.status() != Status::Playing {
                break;
            }
        }
        while game.status() == Status::Playing {
            game.play(None, Move::Pass).unwrap();
        }
        let score = game.score(&[]).unwrap();
        // Seed art. 8-9: with neutral points split, the two areas make up the whole board.
        prop_assert_eq!(score.black_area + score.white_area, f64::from(side) * f64::from(side));
        let (black, white, neutral) = plain.area();
        prop_assert_eq!(score.black_area, black as f64 + neutral as f64 / 2.0);
        prop_assert_eq!(score.white_area, white as f64 + neutral as f64 / 2.0);
    }
}
