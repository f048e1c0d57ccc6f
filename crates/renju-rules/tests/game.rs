//! Winning, forbidden effects, draws and record errors, played through `Game`.

mod support;

use grid::{Color, Point};
use renju_rules::{
    EndReason, ForbiddenEffect, ForbiddenKind, Game, Move, PassRule, Rules, Setup, Status, ViolationKind,
    Winner,
};
use support::{at, from_setup, new_game, over, play};

fn free_renju(effect: ForbiddenEffect) -> Rules {
    Rules { forbidden_effect: effect, ..Rules::renju_free_opening() }
}

#[test]
fn five_with_a_forbidden_shape_wins_for_black() {
    // Seed: 五连与禁手同时形成，判胜. h8 makes the five d8-h8 and the overline h6-h11 at once.
    let mut g =
        from_setup(Rules::renju_free_opening(), "d8 e8 f8 g8 h6 h7 h9 h10 h11", "a1 a3 a5 c1 c3 e1 e3 g1 g3");
    play(&mut g, "B h8").unwrap();
    assert_eq!(over(&g), Some((Winner::Black, EndReason::Five)));
    assert!(g.forbidden_violation().is_none());
}

#[test]
fn white_overline_wins_in_renju_but_not_in_standard_gomoku() {
    let record = "h8; a5; o1; a6; o3; a7; o5; a9; o7; a10; o9; a8";
    let mut renju = new_game(Rules::renju_free_opening());
    play(&mut renju, record).unwrap();
    assert_eq!(over(&renju), Some((Winner::White, EndReason::Five)));

    let mut standard = new_game(Rules::gomoku_standard());
    play(&mut standard, record).unwrap();
    assert_eq!(over(&standard), None, "six in a row wins for nobody in gomoku-standard");

    let mut freestyle = new_game(Rules::gomoku_freestyle());
    play(&mut freestyle, record).unwrap();
    assert_eq!(over(&freestyle), Some((Winner::White, EndReason::Five)));
}

#[test]
fn black_overline_loses_in_renju_and_wins_in_freestyle() {
    let record = "a5; o1; a6; o3; a7; o5; a9; o7; a10; o9; a8";
    let mut renju = new_game(Rules::renju_free_opening());
    play(&mut renju, record).unwrap();
    assert_eq!(over(&renju), Some((Winner::White, EndReason::Forbidden)));
    let foul = renju.forbidden_violation().unwrap();
    assert_eq!((foul.ply, foul.forbidden.kind), (11, ForbiddenKind::Overline));
    assert_eq!(foul.violation.kind, ViolationKind::Overline);
    assert_eq!(foul.violation.point, Some(at("a8")));
    assert_eq!(foul.violation.message, "Black a8 makes six in a row on the column (overline)");

    let mut freestyle = new_game(Rules::gomoku_freestyle());
    play(&mut freestyle, record).unwrap();
    assert_eq!(over(&freestyle), Some((Winner::Black, EndReason::Five)));
}

#[test]
fn white_may_play_what_would_be_forbidden_for_black() {
    // White's double-three at h8 (T15) is an ordinary move.
    let mut g = from_setup(Rules::renju_free_opening(), "a1 a3 c1 c3", "f8 g8 h9 h10");
    g.play(None, &Move::Pass).unwrap();
    play(&mut g, "W h8").unwrap();
    assert_eq!(g.status(), Status::Playing);
}

/// Black's double-three at h8 after a free opening: h9, h10, f8, g8 are Black.
const DOUBLE_THREE: &str = "h9; a1; h10; a2; f8; a3; g8; a13";

#[test]
fn forbidden_move_loses_under_loses() {
    let mut g = new_game(free_renju(ForbiddenEffect::Loses));
    play(&mut g, DOUBLE_THREE).unwrap();
    play(&mut g, "B h8").unwrap();
    assert_eq!(over(&g), Some((Winner::White, EndReason::Forbidden)));
    let foul = g.forbidden_violation().unwrap();
    assert_eq!((foul.ply, foul.forbidden.point), (9, at("h8")));
    assert_eq!(foul.violation.kind.id(), "double-three");
    assert_eq!(g.plies(), 9);
    let after = play(&mut g, "a4").unwrap_err();
    assert_eq!(after.1.kind, ViolationKind::AfterEnd);
}

#[test]
fn forbidden_move_is_rejected_under_illegal() {
    let mut g = new_game(free_renju(ForbiddenEffect::Illegal));
    play(&mut g, DOUBLE_THREE).unwrap();
    let (_, v) = play(&mut g, "B h8").unwrap_err();
    assert_eq!(v.kind, ViolationKind::DoubleThree);
    assert_eq!(v.message, "Black h8 makes two open threes, on the row and the column (double-three)");
    assert_eq!(g.plies(), 8, "a rejected move is not applied");
    assert_eq!(g.stone_at(at("h8")), None);
    assert_eq!(g.to_move(), Color::Black);
}

#[test]
fn claim_in_time_wins_for_white() {
    let mut g = new_game(free_renju(ForbiddenEffect::Claim));
    play(&mut g, DOUBLE_THREE).unwrap();
    play(&mut g, "h8").unwrap();
    assert_eq!(g.status(), Status::Playing);
    assert!(g.claimable().is_some());
    play(&mut g, "W claim").unwrap();
    assert_eq!(over(&g), Some((Winner::White, EndReason::Forbidden)));
    assert_eq!(g.forbidden_violation().unwrap().forbidden.point, at("h8"));
}

#[test]
fn unclaimed_double_three_lapses() {
    let mut g = new_game(free_renju(ForbiddenEffect::Claim));
    play(&mut g, DOUBLE_THREE).unwrap();
    play(&mut g, "h8; a5").unwrap();
    assert!(g.claimable().is_none());
    let (_, v) = play(&mut g, "o15; claim").unwrap_err();
    assert_eq!(v.kind, ViolationKind::Claim);
    assert!(v.message.contains("can no longer be claimed"), "{}", v.message);
}

#[test]
fn overline_can_be_claimed_later() {
    let mut g = new_game(free_renju(ForbiddenEffect::Claim));
    play(&mut g, "a5; o1; a6; o3; a7; o5; a9; o7; a10; o9; a8").unwrap();
    // White plays on instead of claiming; RIF 9.8 keeps the overline claimable.
    play(&mut g, "o12; n1; o14").unwrap();
    assert_eq!(g.status(), Status::Playing);
    play(&mut g, "claim").unwrap();
    assert_eq!(over(&g), Some((Winner::White, EndReason::Forbidden)));
    assert_eq!(g.forbidden_violation().unwrap().forbidden.kind, ForbiddenKind::Overline);
}

#[test]
fn claim_without_a_forbidden_move_is_a_violation() {
    let mut g = new_game(free_renju(ForbiddenEffect::Claim));
    let (i, v) = play(&mut g, "h8; claim").unwrap_err();
    assert_eq!((i, v.kind.id()), (1, "claim"));
    let mut loses = new_game(Rules::renju_free_opening());
    assert_eq!(play(&mut loses, "h8; W claim").unwrap_err().1.kind, ViolationKind::Claim);
    let mut black = new_game(free_renju(ForbiddenEffect::Claim));
    play(&mut black, DOUBLE_THREE).unwrap();
    play(&mut black, "h8").unwrap();
    assert_eq!(play(&mut black, "B claim").unwrap_err().1.kind, ViolationKind::Claim);
}

#[test]
fn full_board_is_a_draw() {
    // 5x5 filled in a pattern with no five for either colour; the last point ends it.
    let rows = ["BBWWB", "WWBBW", "BBWWB", "WWBBW", "BBWW."];
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            let p = Point::new(c as u8, r as u8);
            match ch {
                'B' => black.push(p),
                'W' => white.push(p),
                _ => {}
            }
        }
    }
    let rules = Rules { size: 5, ..Rules::gomoku_freestyle() };
    let mut g = Game::new(rules, &Setup { black, white, first: Some(Color::Black) }).unwrap();
    play(&mut g, "e5").unwrap();
    assert_eq!(over(&g), Some((Winner::Draw, EndReason::BoardFull)));
}

#[test]
fn two_passes_draw_and_passes_can_be_forbidden() {
    let mut g = new_game(Rules::renju_free_opening());
    play(&mut g, "h8; pass").unwrap();
    assert_eq!(g.status(), Status::Playing);
    play(&mut g, "pass").unwrap();
    assert_eq!(over(&g), Some((Winner::Draw, EndReason::Passes)));
    assert_eq!(g.plies(), 3);

    let mut no_pass = new_game(Rules { pass: PassRule::Forbidden, ..Rules::gomoku_freestyle() });
    assert_eq!(play(&mut no_pass, "h8; pass").unwrap_err().1.kind, ViolationKind::Pass);
}

#[test]
fn max_moves_draw_after_n_stones() {
    let mut g = new_game(Rules { max_moves: Some(4), ..Rules::renju_free_opening() });
    play(&mut g, "h8; a1; o15; a15").unwrap();
    assert_eq!(over(&g), Some((Winner::Draw, EndReason::MaxMoves)));
}

#[test]
fn events_end_the_game_for_the_right_side() {
    let cases = [
        ("h8; resign", Winner::Black, EndReason::Resignation),
        ("h8; a1; timeout", Winner::White, EndReason::Timeout),
        ("h8; W forfeit", Winner::Black, EndReason::Forfeit),
        ("h8; B draw", Winner::Draw, EndReason::Agreement),
    ];
    for (record, winner, reason) in cases {
        let mut g = new_game(Rules::gomoku_freestyle());
        play(&mut g, record).unwrap();
        assert_eq!(over(&g), Some((winner, reason)), "{record}");
    }
}

#[test]
fn record_errors_have_their_kinds_and_leave_the_game_unchanged() {
    let cases = [
        ("h8; B a1", ViolationKind::OutOfTurn, "it is White's turn, not Black's"),
        ("h8; h8", ViolationKind::Occupied, "White h8: that point is already occupied"),
        ("h8; p1", ViolationKind::OffBoard, "White p1 is not on the 15x15 board (columns a-o, rows 1-15)"),
        ("h8; B resign", ViolationKind::OutOfTurn, "it is White's turn, not Black's"),
    ];
    for (record, kind, message) in cases {
        let mut g = new_game(Rules::gomoku_freestyle());
        let (i, v) = play(&mut g, record).unwrap_err();
        assert_eq!((i, v.kind, v.message.as_str()), (1, kind, message), "{record}");
        assert_eq!((g.plies(), g.to_move()), (1, Color::White));
    }
    let mut g = new_game(Rules::gomoku_freestyle());
    play(&mut g, "h8; resign").unwrap();
    let (_, v) = play(&mut g, "a1").unwrap_err();
    assert_eq!(v.kind.id(), "after-end");
    assert_eq!(v.message, "the game is already over (Black won: White resigned)");
}

#[test]
fn game_lists_forbidden_points_under_its_rules() {
    let renju = from_setup(Rules::renju_free_opening(), "f8 g8 h9 h10", "");
    assert_eq!(renju.forbidden_points().iter().map(|f| f.point).collect::<Vec<_>>(), vec![at("h8")]);
    let gomoku = from_setup(Rules::gomoku_freestyle(), "f8 g8 h9 h10", "");
    assert!(gomoku.forbidden_points().is_empty());
}

#[test]
fn setup_errors_are_reported() {
    let bad = Setup { black: vec![at("h8")], white: vec![at("h8")], first: None };
    assert!(Game::new(Rules::renju_rif(), &bad).is_err());
    let size = Rules { size: 27, ..Rules::gomoku_freestyle() };
    assert_eq!(
        Game::new(size, &Setup::default()).unwrap_err().to_string(),
        "a renju or gomoku board has 5 to 26 lines, not 27"
    );
}

#[test]
fn big_gomoku_boards_work_up_to_26() {
    let mut g = new_game(Rules { size: 26, ..Rules::gomoku_freestyle() });
    play(&mut g, "v22; a1; w22; a2; x22; a3; y22; a4; z22").unwrap();
    assert_eq!(over(&g), Some((Winner::Black, EndReason::Five)));
}
