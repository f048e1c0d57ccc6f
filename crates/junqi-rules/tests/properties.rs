//! Properties over seeded random positions and games: the fast move generator agrees with a
//! brute-force one and with the move checker, and pieces only ever leave the board.

mod brute_moves;
mod common;

use std::collections::BTreeSet;

use brute_moves::{brute_force_targets, census, fast_targets};
use common::{opening, Rng};
use junqi_rules::{Board, Game, Move, PieceKind, Rules, Side, Start, Status, ViolationKind};

/// A random position: each station holds a random piece of a random side with probability
/// `density` percent. Red is to move.
fn random_position(rng: &mut Rng, density: usize) -> Option<Game> {
    let board = Board::two_player();
    let (mut red, mut blue) = (Vec::new(), Vec::new());
    for st in board.stations() {
        if rng.below(100) < density {
            let kind = PieceKind::ALL[rng.below(12)];
            if rng.below(2) == 0 {
                red.push((st, kind))
            } else {
                blue.push((st, kind))
            }
        }
    }
    let game = Game::new(Rules::default(), Start::Position { red, blue }).ok()?;
    (game.status() == Status::Playing).then_some(game)
}

#[test]
fn fast_move_generation_equals_brute_force_and_the_checker() {
    let mut rng = Rng(0x6A75_6E71_6900_0001);
    let board = Board::two_player();
    let mut moves = Vec::new();
    let (mut positions, mut engineers_on_rail) = (0, 0);
    for round in 0..400 {
        let Some(game) = random_position(&mut rng, 15 + round % 60) else { continue };
        positions += 1;
        game.legal_moves(&mut moves);
        let unique: BTreeSet<_> = moves.iter().copied().collect();
        assert_eq!(unique.len(), moves.len(), "no move is generated twice");
        for from in board.stations() {
            let fast = fast_targets(&moves, from);
            if game.piece_at(from).is_some_and(|p| p.0 == Side::Red) {
                let slow = brute_force_targets(&game, from);
                assert_eq!(fast, slow, "round {round}, piece on {from}");
                if game.piece_at(from).map(|p| p.1) == Some(PieceKind::Engineer) && board.is_rail(from) {
                    engineers_on_rail += 1;
                }
            } else {
                assert!(fast.is_empty());
            }
            for to in board.stations() {
                assert_eq!(game.check(from, to).is_ok(), fast.contains(&to), "round {round}: {from}-{to}");
            }
        }
    }
    assert!(
        positions > 300 && engineers_on_rail > 100,
        "{positions} positions, {engineers_on_rail} engineers"
    );
}

#[test]
fn random_games_only_ever_lose_pieces() {
    let mut rng = Rng(0x6A75_6E71_6900_0002);
    let mut moves = Vec::new();
    let mut reasons = BTreeSet::new();
    let mut attacks = 0;
    for game_no in 0..60 {
        let rules = Rules { no_capture_draw_plies: 40, max_plies: Some(600), ..Rules::default() };
        let mut game = opening(rules);
        let mut before = census(&game);
        while game.status() == Status::Playing {
            game.legal_moves(&mut moves);
            assert!(!moves.is_empty(), "a playing side always has a move");
            let (from, to) = moves[rng.below(moves.len())];
            let side = game.to_move();
            let was_attack = game.piece_at(to).is_some();
            game.play(Some(side), Move::Step { from, to }).unwrap();
            let after = census(&game);
            for s in 0..2 {
                for k in 0..12 {
                    assert!(after[s][k] <= before[s][k], "game {game_no}: a piece appeared");
                }
            }
            let lost = |c: &[[u32; 12]; 2]| c.iter().flatten().sum::<u32>();
            assert_eq!(was_attack, lost(&after) < lost(&before), "pieces leave exactly on attacks");
            attacks += u32::from(was_attack);
            before = after;
            if game.plies().is_multiple_of(17) && game.status() == Status::Playing {
                assert_same_as_rebuilt(&game);
            }
        }
        let Status::Over(outcome) = game.status() else { unreachable!() };
        reasons.insert(outcome.reason.id());
        let mut none = Vec::new();
        game.legal_moves(&mut none);
        assert!(none.is_empty());
        let v = game.play(None, Move::Resign).unwrap_err();
        assert_eq!(v.kind, ViolationKind::AfterEnd);
    }
    assert!(attacks > 300, "random games attack ({attacks})");
    assert!(reasons.contains("flag-captured"), "{reasons:?}");
}

/// The incremental game equals a game rebuilt from its pieces: same moves, same checks.
fn assert_same_as_rebuilt(game: &Game) {
    let pieces = |side| game.pieces(side).collect::<Vec<_>>();
    let rules = Rules { first: game.to_move(), ..*game.rules() };
    let rebuilt =
        Game::new(rules, Start::Position { red: pieces(Side::Red), blue: pieces(Side::Blue) }).unwrap();
    let (mut a, mut b) = (Vec::new(), Vec::new());
    game.legal_moves(&mut a);
    rebuilt.legal_moves(&mut b);
    assert_eq!(a, b);
}
