//! Attacks on the board, the flag, the end rules, events and notes (docs/rules/junqi.md,
//! "Attacks" and "End").

mod common;

use common::{deployment, opening, position, position_with, s, step};
use junqi_rules::{
    BombVsFlag, EndReason, Event, FlagCapturers, Game, MineRule, Move, Outcome, PieceKind, PieceKind::*,
    Rules, Side, Start, Status, ViolationKind, Winner,
};

fn over(winner: Winner, reason: EndReason) -> Status {
    Status::Over(Outcome { winner, reason })
}

/// Red's `attacker` on a5 attacks Blue's `defender` on a6 (both sides keep a spare piece so
/// the game goes on); returns what stands on a5 and a6 afterwards.
fn attack(rules: Rules, attacker: PieceKind, defender: PieceKind) -> (Option<PieceKind>, Option<PieceKind>) {
    let mut g =
        position_with(rules, &[("a5", attacker), ("e2", Platoon)], &[("a6", defender), ("e11", Platoon)]);
    step(&mut g, "a5", "a6").unwrap_or_else(|v| panic!("{attacker:?} on {defender:?}: {v}"));
    (g.piece_at(s("a5")).map(|p| p.1), g.piece_at(s("a6")).map(|p| p.1))
}

#[test]
fn attacks_on_the_board_follow_the_combat_table() {
    let d = Rules::default();
    assert_eq!(attack(d, Corps, Division), (None, Some(Corps)));
    assert_eq!(attack(d, Division, Corps), (None, Some(Corps)));
    assert_eq!(attack(d, Brigade, Brigade), (None, None));
    assert_eq!(attack(d, Engineer, Mine), (None, Some(Engineer)));
    assert_eq!(attack(d, Commander, Mine), (None, Some(Mine)));
    assert_eq!(attack(d, Commander, Bomb), (None, None));
    assert_eq!(attack(d, Bomb, Platoon), (None, None));
    let both = Rules { mine_vs_non_engineer: MineRule::BothRemoved, ..d };
    assert_eq!(attack(both, Commander, Mine), (None, None));
    assert_eq!(attack(both, Engineer, Mine), (None, Some(Engineer)));
}

#[test]
fn an_attack_resets_the_quiet_counter() {
    let mut g = position(&[("a5", Corps), ("e2", Platoon)], &[("a9", Platoon), ("e11", Platoon)]);
    step(&mut g, "e2", "e3").unwrap();
    step(&mut g, "e11", "e10").unwrap();
    assert_eq!(g.quiet_plies(), 2);
    step(&mut g, "a5", "a9").unwrap();
    assert_eq!(g.quiet_plies(), 0);
    assert_eq!(g.plies(), 3);
}

#[test]
fn taking_the_flag_by_attack_wins() {
    let mut g = position(&[("b2", Engineer)], &[("b1", Flag), ("e11", Platoon), ("d12", Flag)]);
    step(&mut g, "b2", "b1").unwrap();
    assert_eq!(g.status(), over(Winner::Red, EndReason::FlagCaptured));
    assert_eq!(g.piece_at(s("b1")), Some((Side::Red, Engineer)));
    let v = step(&mut g, "b1", "b2").unwrap_err();
    assert_eq!(v.kind, ViolationKind::AfterEnd);
    assert_eq!(v.message, "the game is already over (won by red: flag-captured)");
    let mut moves = vec![(s("a1"), s("a2"))];
    g.legal_moves(&mut moves);
    assert!(moves.is_empty());
}

#[test]
fn bombing_the_flag_wins_and_removes_both() {
    let mut g = position(&[("b11", Bomb), ("a2", Platoon)], &[("b12", Flag), ("e11", Platoon)]);
    step(&mut g, "b11", "b12").unwrap();
    assert_eq!(g.status(), over(Winner::Red, EndReason::FlagCaptured));
    assert_eq!(g.piece_at(s("b12")), None);
}

#[test]
fn profile_switches_forbid_some_flag_attacks() {
    let rules = Rules { bomb_vs_flag: BombVsFlag::Forbidden, ..Rules::default() };
    let g = position_with(rules, &[("b11", Bomb), ("a2", Platoon)], &[("b12", Flag)]);
    let v = g.check(s("b11"), s("b12")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::ForbiddenAttack);
    assert_eq!(v.kind.id(), "forbidden-attack");
    assert!(!common::targets(&g, "b11").contains(&"b12"));

    let rules = Rules { flag_capturers: FlagCapturers::NotCommander, ..Rules::default() };
    let g = position_with(rules, &[("b11", Commander), ("a11", Corps)], &[("b12", Flag)]);
    assert_eq!(g.check(s("b11"), s("b12")).map_err(|v| v.kind), Err(ViolationKind::ForbiddenAttack));
    assert_eq!(g.check(s("a11"), s("a12")), Ok(()));
}

#[test]
fn commander_death_reveals_the_flag() {
    let mut g =
        position(&[("a5", Corps), ("e2", Platoon)], &[("a6", Commander), ("d12", Flag), ("e11", Platoon)]);
    step(&mut g, "a5", "a6").unwrap();
    // The corps lost: no commander died.
    assert!(g.notes().is_empty());
    let mut g =
        position(&[("a5", Bomb), ("e2", Platoon)], &[("a6", Commander), ("d12", Flag), ("e11", Platoon)]);
    step(&mut g, "a5", "a6").unwrap();
    assert_eq!(g.notes().len(), 1);
    assert_eq!(g.notes()[0].ply, 1);
    assert_eq!(g.notes()[0].event, Event::FlagRevealed { side: Side::Blue, flag: Some(s("d12")) });
    assert_eq!(g.notes()[0].describe(), "ply 1: blue's commander fell; blue's flag is on d12");
    // Two commanders trading reveal both flags, attacker's first.
    let mut g = position(
        &[("a5", Commander), ("b1", Flag), ("e2", Platoon)],
        &[("a6", Commander), ("d12", Flag), ("e11", Platoon)],
    );
    step(&mut g, "a5", "a6").unwrap();
    let events: Vec<_> = g.notes().iter().map(|n| n.event).collect();
    assert_eq!(
        events,
        vec![
            Event::FlagRevealed { side: Side::Red, flag: Some(s("b1")) },
            Event::FlagRevealed { side: Side::Blue, flag: Some(s("d12")) },
        ]
    );
    // The switch turns the notes off.
    let rules = Rules { reveal_flag_on_commander_death: false, ..Rules::default() };
    let mut g =
        position_with(rules, &[("a5", Bomb), ("e2", Platoon)], &[("a6", Commander), ("e11", Platoon)]);
    step(&mut g, "a5", "a6").unwrap();
    assert!(g.notes().is_empty());
}

#[test]
fn side_to_move_without_a_legal_move_loses() {
    // Blue's last movable piece dies attacking; Red still has a platoon: Blue, to move, loses.
    let mut g = position(&[("a5", Corps), ("e2", Platoon)], &[("a9", Platoon), ("b12", Flag), ("c12", Mine)]);
    step(&mut g, "a5", "a9").unwrap();
    assert_eq!(g.status(), over(Winner::Red, EndReason::NoMovablePieces));
    // Pieces locked in a headquarters do not count as movable.
    let g = position(&[("b1", Commander), ("d1", Flag)], &[("e11", Platoon)]);
    assert_eq!(g.status(), over(Winner::Blue, EndReason::NoMovablePieces));
}

#[test]
fn a_side_blocked_by_its_own_pieces_has_no_legal_move() {
    // Red's only movable piece, on a1, is hemmed in by its own mine and flag.
    let g = position(&[("a1", Brigade), ("a2", Mine), ("b1", Flag)], &[("e11", Platoon)]);
    assert_eq!(g.status(), over(Winner::Blue, EndReason::NoMovablePieces));
}

#[test]
fn both_sides_without_movable_pieces_is_a_draw() {
    // The two last movable pieces trade.
    let mut g = position(&[("a5", Brigade), ("b1", Flag)], &[("a6", Brigade), ("b12", Flag)]);
    step(&mut g, "a5", "a6").unwrap();
    assert_eq!(g.status(), over(Winner::Draw, EndReason::BothStuck));
    assert_eq!(EndReason::BothStuck.id(), "no-movable-pieces");
}

#[test]
fn no_capture_draw_at_exactly_the_limit() {
    let rules = Rules { no_capture_draw_plies: 6, ..Rules::default() };
    let mut g = position_with(rules, &[("a1", Platoon)], &[("e12", Platoon)]);
    let shuttle = [("a1", "a2"), ("e12", "e11"), ("a2", "a1"), ("e11", "e12"), ("a1", "a2")];
    for (from, to) in shuttle {
        step(&mut g, from, to).unwrap();
        assert_eq!(g.status(), Status::Playing, "after {from}-{to}");
    }
    assert_eq!(g.quiet_plies(), 5);
    step(&mut g, "e12", "e11").unwrap();
    assert_eq!(g.status(), over(Winner::Draw, EndReason::NoCaptureLimit));
    assert_eq!(g.plies(), 6);
}

#[test]
fn default_no_capture_limit_is_70_and_0_disables_it() {
    let shuttle = |g: &mut Game, n: u32| {
        for i in g.plies()..g.plies() + n {
            let (from, to) = match i % 4 {
                0 => ("a1", "a2"),
                1 => ("e12", "e11"),
                2 => ("a2", "a1"),
                _ => ("e11", "e12"),
            };
            step(g, from, to).unwrap();
        }
    };
    let mut g = position(&[("a1", Platoon)], &[("e12", Platoon)]);
    shuttle(&mut g, 69);
    assert_eq!(g.status(), Status::Playing);
    shuttle(&mut g, 1);
    assert_eq!(g.status(), over(Winner::Draw, EndReason::NoCaptureLimit));

    let rules = Rules { no_capture_draw_plies: 0, ..Rules::default() };
    let mut g = position_with(rules, &[("a1", Platoon)], &[("e12", Platoon)]);
    shuttle(&mut g, 200);
    assert_eq!(g.status(), Status::Playing);
}

#[test]
fn max_plies_draws() {
    let rules = Rules { max_plies: Some(3), ..Rules::default() };
    let mut g = position_with(rules, &[("a1", Platoon)], &[("e12", Platoon)]);
    step(&mut g, "a1", "a2").unwrap();
    step(&mut g, "e12", "e11").unwrap();
    assert_eq!(g.status(), Status::Playing);
    step(&mut g, "a2", "a1").unwrap();
    assert_eq!(g.status(), over(Winner::Draw, EndReason::MaxPlies));
}

#[test]
fn resignation_timeout_forfeit_and_agreed_draw() {
    let cases = [
        (Move::Resign, Winner::Blue, EndReason::Resignation),
        (Move::Timeout, Winner::Blue, EndReason::Timeout),
        (Move::Forfeit, Winner::Blue, EndReason::Forfeit),
        (Move::Draw, Winner::Draw, EndReason::Agreement),
    ];
    for (mv, winner, reason) in cases {
        let mut g = opening(Rules::default());
        g.play(Some(Side::Red), mv).unwrap();
        assert_eq!(g.status(), over(winner, reason));
        assert_eq!(g.plies(), 1);
        assert_eq!(g.play(None, Move::Resign).unwrap_err().kind, ViolationKind::AfterEnd);
    }
    let mut g = opening(Rules::default());
    assert_eq!(g.play(Some(Side::Blue), Move::Resign).unwrap_err().kind, ViolationKind::OutOfTurn);
    let mut g = opening(Rules { first: Side::Blue, ..Rules::default() });
    assert_eq!(g.to_move(), Side::Blue);
    g.play(None, Move::Resign).unwrap();
    assert_eq!(g.status(), over(Winner::Red, EndReason::Resignation));
}

#[test]
fn a_deployment_breach_is_a_setup_violation() {
    let mut red = deployment(Side::Red);
    red.retain(|&(st, _)| st != s("c5"));
    red.push((s("c4"), Commander));
    let v = Game::new(Rules::default(), Start::Deployment { red, blue: deployment(Side::Blue) }).unwrap_err();
    assert_eq!((v.kind, v.side), (ViolationKind::Setup, Side::Red));
    assert_eq!(v.kind.id(), "setup");
    assert_eq!(v.message, "red places a commander in the camp c4; camps start empty");

    let mut blue = deployment(Side::Blue);
    blue.retain(|&(st, _)| st != s("b12"));
    blue.push((s("b12"), Mine));
    let v = Game::new(Rules::default(), Start::Deployment { red: deployment(Side::Red), blue }).unwrap_err();
    assert_eq!(v.side, Side::Blue);
    assert_eq!(v.message, "blue deploys 4 mines; each side has 3");
}

#[test]
fn the_opening_position_has_the_expected_moves() {
    let g = opening(Rules::default());
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert!(!moves.is_empty());
    for &(from, to) in &moves {
        assert_eq!(g.check(from, to), Ok(()), "{from}-{to}");
        assert_eq!(g.piece_at(from).map(|p| p.0), Some(Side::Red));
    }
    // The engineer on a6 rides across the frontier to attack the engineer on a7.
    assert!(moves.contains(&(s("a6"), s("a7"))));
    // Into every empty red camp by some piece.
    for camp in ["b3", "d3", "c4", "b5", "d5"] {
        assert!(moves.iter().any(|&(_, to)| to == s(camp)), "{camp}");
    }
    // No move from a mine, the flag, or a headquarters.
    for from in ["a1", "b1", "c1", "d1", "e1"] {
        assert!(moves.iter().all(|&(f, _)| f != s(from)), "{from}");
    }
}
