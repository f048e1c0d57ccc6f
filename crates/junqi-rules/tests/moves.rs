//! Movement: every edge case of docs/rules/junqi.md §4, engineer paths, slides, camps and
//! headquarters, and the static move count of the empty board.

mod common;

use common::{position, s, step, targets};
use junqi_rules::{Board, PieceKind::*, Side, Status, ViolationKind};

fn kind_of(r: Result<(), junqi_rules::Violation>) -> Option<ViolationKind> {
    r.err().map(|v| v.kind)
}

/// docs/rules/junqi.md §1.4 and siguozero's "static action space": a lone engineer on an empty
/// board moves between 1176 (from, to) pairs, not counting moves out of a headquarters: all
/// 32 x 31 ordered pairs of rail stations (the railway is connected) plus the 184 road steps
/// that do not leave a headquarters.
#[test]
fn lone_engineer_on_an_empty_board_has_1176_moves() {
    let board = Board::two_player();
    let mut total = 0;
    let mut most = 0;
    let mut moves = Vec::new();
    for from in board.stations() {
        let game = position(&[(from.name(), Engineer)], &[]);
        game.legal_moves(&mut moves);
        assert!(moves.iter().all(|&(f, _)| f == from));
        total += moves.len();
        most = most.max(moves.len());
        for &(_, to) in &moves {
            assert!(game.check(from, to).is_ok(), "{from}-{to}");
        }
    }
    assert_eq!(total, 1176);
    // docs/rules/junqi.md §10: at most 35 targets from one station (31 by rail + road steps).
    assert_eq!(most, 35);
}

#[test]
fn general_slides_the_whole_of_file_a_across_the_frontier() {
    let g = position(&[("a2", Corps)], &[("e12", Platoon)]);
    assert_eq!(g.check(s("a2"), s("a11")), Ok(()));
}

#[test]
fn own_piece_on_the_line_blocks_the_slide() {
    let g = position(&[("a2", Corps), ("a7", Platoon)], &[]);
    let v = g.check(s("a2"), s("a11")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::NoPath);
    assert_eq!(v.message, "the corps cannot slide from a2 to a11: a7 is in the way");
}

#[test]
fn slide_may_end_in_an_attack_but_not_jump_the_enemy() {
    let g = position(&[("a2", Corps)], &[("a7", Platoon)]);
    assert_eq!(g.check(s("a2"), s("a7")), Ok(()));
    let v = g.check(s("a2"), s("a8")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::NoPath);
    assert!(v.message.contains("a7 is in the way"), "{}", v.message);
    assert_eq!(targets(&g, "a2"), vec!["a1", "a3", "a4", "a5", "a6", "a7", "b2", "b3", "c2", "d2", "e2"]);
}

#[test]
fn non_engineer_cannot_turn_a_rail_corner() {
    let g = position(&[("a3", Brigade)], &[]);
    let v = g.check(s("a3"), s("c2")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::NoPath);
    assert_eq!(v.message, "a brigade cannot turn the rail corner at a2; only engineers can");
    // Rank 6 and file a meet at a6: a corner too.
    let v = g.check(s("a3"), s("c6")).unwrap_err();
    assert_eq!(v.message, "a brigade cannot turn the rail corner at a6; only engineers can");
}

#[test]
fn engineer_turns_corners_and_crosses_the_frontier() {
    let g = position(&[("a3", Engineer)], &[]);
    assert_eq!(g.check(s("a3"), s("c2")), Ok(()));
    assert_eq!(g.check(s("a3"), s("e7")), Ok(()));
    let g = position(&[("c6", Engineer)], &[]);
    assert_eq!(g.check(s("c6"), s("a11")), Ok(()));
    // Around two corners and over the frontier into blue's back rail rank.
    assert_eq!(g.check(s("c6"), s("d11")), Ok(()));
}

#[test]
fn engineer_path_goes_around_a_blocked_station() {
    // b6 blocked: c6 to a6 still reachable through c7, b7, a7.
    let g = position(&[("c6", Engineer), ("b6", Platoon)], &[]);
    assert_eq!(g.check(s("c6"), s("a6")), Ok(()));
    // Block c7 too: the long way round through e6, rank 2 and file a remains.
    let g = position(&[("c6", Engineer), ("b6", Platoon), ("c7", Platoon)], &[]);
    assert_eq!(g.check(s("c6"), s("a6")), Ok(()));
    // Close d6 as well: every rail route out of c6 is shut except the ones through own pieces.
    let g = position(&[("c6", Engineer), ("b6", Platoon), ("c7", Platoon), ("d6", Platoon)], &[]);
    let v = g.check(s("c6"), s("a6")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::NoPath);
    assert_eq!(v.message, "no rail path through empty stations leads the engineer from c6 to a6");
}

#[test]
fn engineer_boxed_in_by_own_pieces_cannot_ride_the_rail() {
    let g = position(&[("a3", Engineer), ("a2", Platoon), ("a4", Platoon)], &[]);
    assert_eq!(targets(&g, "a3"), vec!["b3"]);
    assert_eq!(kind_of(g.check(s("a3"), s("a6"))), Some(ViolationKind::NoPath));
}

#[test]
fn engineer_may_end_its_rail_path_on_an_enemy() {
    let g = position(&[("a3", Engineer)], &[("c2", Platoon), ("b12", Flag)]);
    assert_eq!(g.check(s("a3"), s("c2")), Ok(()));
    // but not pass through it.
    assert_eq!(g.check(s("a3"), s("d2")), Ok(()), "d2 is reachable the long way round");
    let g = position(&[("a3", Engineer), ("a6", Platoon)], &[("c2", Platoon)]);
    let v = g.check(s("a3"), s("d2")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::NoPath);
}

#[test]
fn mountains_block_files_b_and_d() {
    let g = position(&[("b6", Brigade), ("d6", Regiment)], &[]);
    let v = g.check(s("b6"), s("b7")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::NoPath);
    assert_eq!(v.message, "mountains (山界) separate b6 and b7: only files a, c and e cross the frontier");
    assert_eq!(kind_of(g.check(s("d6"), s("d7"))), Some(ViolationKind::NoPath));
    // An engineer reaches d7 the long way, through c6 and c7.
    let g = position(&[("d6", Engineer)], &[]);
    assert_eq!(g.check(s("d6"), s("d7")), Ok(()));
}

#[test]
fn centre_frontier_is_rail_but_c8_is_off_the_rail() {
    let g = position(&[("c6", Corps)], &[]);
    assert_eq!(g.check(s("c6"), s("c7")), Ok(()));
    let v = g.check(s("c6"), s("c8")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::NoPath);
    assert_eq!(
        v.message,
        "c8 is off the railway, so the corps can only take one step along a link, and c6 is not linked to c8"
    );
}

#[test]
fn camp_diagonals_only_touch_camps() {
    let g = position(&[("a6", Brigade), ("c5", Brigade)], &[]);
    assert_eq!(g.check(s("a6"), s("b5")), Ok(()));
    let v = g.check(s("c5"), s("b4")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::NoPath);
}

#[test]
fn enemy_in_a_camp_cannot_be_attacked_but_may_attack_out() {
    let g = position(&[("a6", Commander)], &[("b5", Platoon)]);
    let v = g.check(s("a6"), s("b5")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::CampOccupied);
    assert_eq!(v.message, "blue's platoon on b5 is safe in its camp (行营) and cannot be attacked");
    assert!(!targets(&g, "a6").contains(&"b5"));
    // The other way: the piece in the camp attacks out.
    let mut g = position(&[("b5", Brigade)], &[("a6", Platoon), ("e12", Platoon)]);
    assert_eq!(step(&mut g, "b5", "a6"), Ok(()));
    assert_eq!(g.piece_at(s("a6")), Some((Side::Red, Brigade)));
    // An empty camp is open to either side.
    let g = position(&[("a6", Brigade)], &[]);
    assert_eq!(g.check(s("a6"), s("b5")), Ok(()));
}

#[test]
fn a_piece_in_a_headquarters_never_moves_again() {
    let g = position(&[("b1", Brigade), ("a2", Platoon)], &[]);
    let v = g.check(s("b1"), s("a1")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::ImmovablePiece);
    assert_eq!(
        v.message,
        "the brigade (旅长) on b1 stands in a headquarters, and a piece there never moves again"
    );
    // b2 -> b1 into the empty own HQ is legal; afterwards the piece is locked.
    let mut g = position(&[("b2", Brigade), ("a3", Platoon)], &[("e12", Platoon)]);
    assert_eq!(step(&mut g, "b2", "b1"), Ok(()));
    assert_eq!(step(&mut g, "e12", "e11"), Ok(()));
    assert_eq!(kind_of(step(&mut g, "b1", "b2")), Some(ViolationKind::ImmovablePiece));
    assert_eq!(targets(&g, "b1"), Vec::<&str>::new());
    // The lock holds in the enemy's headquarters too.
    let g = position(&[("b12", Brigade), ("a2", Platoon)], &[]);
    assert_eq!(kind_of(g.check(s("b12"), s("b11"))), Some(ViolationKind::ImmovablePiece));
}

#[test]
fn mines_and_the_flag_never_move() {
    let g = position(&[("a2", Mine), ("b1", Flag), ("c2", Platoon)], &[]);
    let v = g.check(s("a2"), s("a3")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::ImmovablePiece);
    assert_eq!(v.message, "the mine (地雷) on a2 never moves");
    let v = g.check(s("b1"), s("c1")).unwrap_err();
    assert_eq!(v.message, "the flag (军旗) on b1 never moves");
    assert!(targets(&g, "a2").is_empty());
}

#[test]
fn road_steps_are_single() {
    let g = position(&[("a1", Brigade)], &[]);
    assert_eq!(g.check(s("a1"), s("a2")), Ok(()));
    let v = g.check(s("a1"), s("a3")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::NoPath);
    assert_eq!(targets(&g, "a1"), vec!["a2", "b1"]);
}

#[test]
fn origin_destination_and_turn_errors() {
    let mut g = position(&[("a2", Brigade), ("a3", Platoon)], &[("a7", Platoon), ("e12", Platoon)]);
    assert_eq!(kind_of(g.check(s("c3"), s("c4"))), Some(ViolationKind::EmptyOrigin));
    let v = g.check(s("a7"), s("a6")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::NotYourPiece);
    assert_eq!(v.message, "the piece on a7 is blue's; red moves only its own pieces");
    let v = g.check(s("a2"), s("a3")).unwrap_err();
    assert_eq!(v.kind, ViolationKind::OwnPiece);
    assert_eq!(v.message, "a3 already holds red's own platoon");
    assert_eq!(kind_of(g.check(s("a2"), s("a2"))), Some(ViolationKind::NoPath));
    let v = g.play(Some(Side::Blue), junqi_rules::Move::Step { from: s("a7"), to: s("a6") }).unwrap_err();
    assert_eq!(v.kind, ViolationKind::OutOfTurn);
    assert_eq!(v.message, "it is red's turn, not blue's");
    // A rejected move changes nothing.
    assert_eq!((g.plies(), g.to_move(), g.status()), (0, Side::Red, Status::Playing));
    assert_eq!(g.piece_at(s("a2")), Some((Side::Red, Brigade)));
}
