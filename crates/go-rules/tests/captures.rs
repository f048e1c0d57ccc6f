//! Captures and suicide (`docs/rules/go.md`, "A move", steps 2-4; seed art. 4-5), and the checks
//! that come before them.

mod common;

use common::{diagram, draw, play, play_all, pt};
use go_rules::{
    Color, EndReason, Game, IllegalMoveEffect, KoRule, Move, Outcome, Point, Rules, Setup, Status,
    SuicideRule, ViolationKind, Winner,
};

#[test]
fn capture_in_the_corner() {
    let mut g = diagram(
        Rules::default(),
        Color::Black,
        &[". . . . .", ". . . . .", ". . . . .", ". . . . .", "O X . . ."],
    );
    play(&mut g, "A2").unwrap();
    // Art. 4: A1 lost its last liberty and is removed at once.
    assert_eq!(g.stone_at(pt(&g, "A1")), None);
    assert_eq!(g.captures(Color::Black), 1);
    assert_eq!(g.captures(Color::White), 0);
}

#[test]
fn capture_on_the_edge() {
    let mut g = diagram(
        Rules::default(),
        Color::Black,
        &[". . . . .", ". . . . .", ". . . . .", ". . . . .", ". X O X ."],
    );
    play(&mut g, "C2").unwrap();
    assert_eq!(g.stone_at(pt(&g, "C1")), None);
    assert_eq!(g.captures(Color::Black), 1);
}

#[test]
fn capture_of_a_large_chain() {
    let mut g = diagram(
        Rules::default(),
        Color::Black,
        &[
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            "X X X X X . .",
            "O O O O . X .",
            "O O O O O X .",
        ],
    );
    play(&mut g, "E2").unwrap();
    assert_eq!(g.captures(Color::Black), 9);
    assert_eq!(
        draw(&g)[4..],
        ["XXXXX..", "....XX.", ".....X."].map(String::from),
        "the nine white stones are gone"
    );
}

#[test]
fn a_move_that_captures_first_is_not_suicide() {
    // C2 has no empty neighbour, but it takes B2 and so gains a liberty (art. 4 before art. 5).
    let mut g = diagram(
        Rules::default(),
        Color::Black,
        &[". . . . .", ". . . . .", ". X O . .", "X O . O .", ". X O . ."],
    );
    play(&mut g, "C2").unwrap();
    assert_eq!(g.stone_at(pt(&g, "B2")), None);
    assert_eq!(g.stone_at(pt(&g, "C2")), Some(Color::Black));
}

fn single_suicide(rules: Rules) -> Game {
    diagram(rules, Color::Black, &[". . . . .", ". . . . .", ". . . . .", "O . . . .", ". O . . ."])
}

#[test]
fn single_stone_suicide_is_forbidden() {
    let mut g = single_suicide(Rules::default());
    let before = draw(&g);
    let v = play(&mut g, "A1").unwrap_err();
    assert_eq!(v.kind, ViolationKind::Suicide);
    assert_eq!(v.message, "Black A1 would leave its own chain without liberties (suicide)");
    assert_eq!(v.point, Some(Point::new(0, 0)));
    assert_eq!((draw(&g), g.plies(), g.to_move()), (before, 0, Color::Black), "nothing changed");
}

#[test]
fn single_stone_suicide_when_allowed_repeats_the_position() {
    // With suicide allowed the stone is removed again, so the board is as before the move:
    // positional superko forbids that repetition (as Tromp-Taylor rules do) ...
    let allowed = Rules { suicide: SuicideRule::Allowed, ..Rules::default() };
    let mut g = single_suicide(allowed.clone());
    let v = play(&mut g, "A1").unwrap_err();
    assert_eq!(v.kind, ViolationKind::Superko);
    assert_eq!(v.repeats_ply, Some(0));
    // ... while situational superko allows it: the same board, but now White is to move.
    let mut g = single_suicide(Rules { ko: KoRule::SituationalSuperko, ..allowed });
    play(&mut g, "A1").unwrap();
    assert_eq!(g.stone_at(pt(&g, "A1")), None);
    assert_eq!((g.plies(), g.to_move()), (1, Color::White));
}

fn multi_suicide(rules: Rules) -> Game {
    diagram(rules, Color::Black, &[". . . . .", ". . . . .", "O O . . .", "X . O . .", "X O . . ."])
}

#[test]
fn multi_stone_suicide_is_forbidden() {
    let mut g = multi_suicide(Rules::default());
    let v = play(&mut g, "B2").unwrap_err();
    assert_eq!(v.kind, ViolationKind::Suicide);
    assert_eq!(g.stone_at(pt(&g, "A1")), Some(Color::Black));
}

#[test]
fn multi_stone_suicide_when_allowed_removes_the_chain() {
    let mut g = multi_suicide(Rules { suicide: SuicideRule::Allowed, ..Rules::default() });
    play(&mut g, "B2").unwrap();
    for name in ["A1", "A2", "B2"] {
        assert_eq!(g.stone_at(pt(&g, name)), None, "{name}");
    }
    // Stones lost to one's own suicide are nobody's captures.
    assert_eq!((g.captures(Color::Black), g.captures(Color::White)), (0, 0));
    assert_eq!(g.stone_at(pt(&g, "B1")), Some(Color::White));
}

#[test]
fn occupied_off_board_and_out_of_turn_change_nothing() {
    let mut g = Game::new(Rules::default(), &Setup::default()).unwrap();
    play(&mut g, "Q16").unwrap();
    let v = play(&mut g, "Q16").unwrap_err();
    assert_eq!((v.kind, v.message.as_str()), (ViolationKind::Occupied, "White Q16 is on an occupied point"));
    let v = g.play(None, Move::Play(Point::new(18, 19))).unwrap_err();
    assert_eq!((v.kind, v.message.as_str()), (ViolationKind::OffBoard, "White T20 is off the 19x19 board"));
    let v = g.play(Some(Color::Black), Move::Play(Point::new(3, 3))).unwrap_err();
    assert_eq!((v.kind, v.message.as_str()), (ViolationKind::OutOfTurn, "it is White's turn, not Black's"));
    assert_eq!(v.player, Color::Black);
    assert_eq!((g.plies(), g.to_move(), g.status()), (1, Color::White, Status::Playing));
    assert_eq!(g.last_move(), Some(Point::new(15, 15)));
}

#[test]
fn an_illegal_move_loses_when_the_rules_say_so() {
    let rules = Rules { illegal_move: IllegalMoveEffect::Loses, ..Rules::default() };
    let mut g = Game::new(rules, &Setup::default()).unwrap();
    play(&mut g, "D4").unwrap();
    let v = play(&mut g, "D4").unwrap_err();
    assert_eq!(v.kind, ViolationKind::Occupied);
    assert_eq!(g.status(), Status::Over(Outcome { winner: Winner::Black, reason: EndReason::Forfeit }));
    // An out-of-turn entry never ends the game, whatever the rules.
    let mut g =
        Game::new(Rules { illegal_move: IllegalMoveEffect::Loses, ..Rules::default() }, &Setup::default())
            .unwrap();
    assert_eq!(g.play(Some(Color::White), Move::Pass).unwrap_err().kind, ViolationKind::OutOfTurn);
    assert_eq!(g.status(), Status::Playing);
}

#[test]
fn setup_errors_name_the_point() {
    let twice = Setup { black: vec![Point::new(3, 3)], white: vec![Point::new(3, 3)], ..Setup::default() };
    let e = Game::new(Rules::default(), &twice).unwrap_err();
    assert_eq!(e.to_string(), "setup point D4 is given twice");
    let off = Setup { black: vec![Point::new(19, 0)], ..Setup::default() };
    let e = Game::new(Rules::default(), &off).unwrap_err();
    assert_eq!(e.to_string(), "setup stone U1 is off the board");
}

#[test]
fn every_point_of_a_tiny_board_is_handled() {
    // 2x2: the smallest board a profile allows; fill it until nothing is legal.
    let mut g = Game::new(Rules { size: 2, ..Rules::default() }, &Setup::default()).unwrap();
    play_all(&mut g, &["A1", "B2"]);
    // A2 for Black would touch only White's B2 and Black's A1: legal, and it captures nothing.
    play(&mut g, "A2").unwrap();
    // White B1 takes A1 and A2 (their last liberty).
    play(&mut g, "B1").unwrap();
    assert_eq!(g.captures(Color::White), 2);
    assert_eq!(draw(&g), [".O", ".O"].map(String::from));
}

#[test]
fn unusual_board_sizes_never_panic() {
    // Profiles allow 2-25, but the engine must survive any side a caller passes.
    for side in [0u8, 1, 2, 25, 26, 40, 255] {
        let mut g = Game::new(Rules { size: side, ..Rules::default() }, &Setup::default()).unwrap();
        for (col, row) in [(0, 0), (1, 0), (0, 1), (254, 254), (255, 255), (3, 3)] {
            let result = g.play(None, Move::Play(Point::new(col, row)));
            let off_board = col >= side || row >= side;
            let kind = result.err().map(|v| v.kind);
            assert_eq!(kind == Some(ViolationKind::OffBoard), off_board, "{side}: ({col}, {row}) {kind:?}");
            // On 1x1 the only point has no liberty: suicide; elsewhere these moves are legal.
            assert!(off_board || kind.is_none() || side == 1, "{side}: ({col}, {row}) {kind:?}");
        }
        let s = g.score(&[]).unwrap();
        let points = f64::from(side) * f64::from(side);
        assert_eq!(s.black_area + s.white_area, points, "side {side}");
    }
}

#[test]
fn games_can_move_between_threads() {
    fn send_and_sync<T: Send + Sync>() {}
    send_and_sync::<Game>();
}

#[test]
fn setup_chain_without_liberty_is_refused() {
    // Issue 12: White A9 alone in a black corner has no liberty. No move can leave such a chain
    // on the board (art. 4 removes it at once), so the setup is not a Go position.
    let setup = go_rules::Setup {
        black: vec![common::at(9, "B9"), common::at(9, "A8")],
        white: vec![common::at(9, "A9")],
        ..go_rules::Setup::default()
    };
    let e =
        go_rules::Game::new(go_rules::Rules { size: 9, ..go_rules::Rules::default() }, &setup).unwrap_err();
    assert_eq!(e, go_rules::SetupError::NoLiberty(common::at(9, "A9")));
    assert_eq!(
        e.to_string(),
        "setup stone A9 is in a chain without liberties: no move can leave such a chain on the board"
    );
}

#[test]
fn an_edit_changes_the_position_and_restarts_the_superko_history() {
    use go_rules::{Color, EditError, Game, Move, Rules, SetupError, Status};
    let mut g = Game::new(Rules { size: 9, ..Rules::default() }, &go_rules::Setup::default()).unwrap();
    let p = |n| common::at(9, n);
    g.play(None, Move::Play(p("E5"))).unwrap();
    // The file adds a black C3, empties E5 and gives Black the move again.
    g.edit(&[(p("C3"), Some(Color::Black)), (p("E5"), None)], Some(Color::Black)).unwrap();
    assert_eq!((g.stone_at(p("C3")), g.stone_at(p("E5"))), (Some(Color::Black), None));
    assert_eq!((g.to_move(), g.plies()), (Color::Black, 1), "an edit is no ply");
    // The history starts again at the edit: Black E5 makes a position that has not stood
    // since the edit, so positional superko does not refuse it.
    g.edit(&[(p("C3"), None)], None).unwrap();
    g.play(None, Move::Play(p("E5"))).expect("positions before the edit are not compared");
    g.play(None, Move::Pass).unwrap();
    // A chain the edit would leave without liberties is refused, and nothing changes.
    let corner =
        [(p("A9"), Some(Color::White)), (p("B9"), Some(Color::Black)), (p("A8"), Some(Color::Black))];
    assert_eq!(g.edit(&corner, None), Err(EditError::Setup(SetupError::NoLiberty(p("A9")))));
    assert_eq!(g.stone_at(p("B9")), None);
    g.play(None, Move::Resign).unwrap();
    assert!(matches!(g.status(), Status::Over(_)));
    assert_eq!(g.edit(&[], None), Err(EditError::AfterEnd { ended_at: 4 }));
}
