//! The tricky cases T1-T16 of docs/rules/renju.md section 1.4, one test each, on positions built
//! for the point they make (h8 is the judged point unless a test says otherwise).

use grid::{Notation, Point, Size};
use renju_rules::{forbidden_kind, forbidden_with, Board, ForbiddenKind, ForbiddenSet};

fn at(s: &str) -> Point {
    Notation::Renju.parse(s, Size::square(15)).unwrap()
}

fn board(black: &str, white: &str) -> Board {
    let list = |s: &str| s.split_whitespace().map(at).collect::<Vec<_>>();
    Board::from_stones(15, &list(black), &list(white)).unwrap()
}

fn judge(black: &str, white: &str, p: &str) -> Option<ForbiddenKind> {
    forbidden_kind(&board(black, white), at(p))
}

#[test]
fn t1_two_fours_in_one_line_split_three_between_singles() {
    // X.XXX.X: each gap completes a different five, so the stone makes two fours.
    assert_eq!(judge("e8 g8 i8 k8", "", "h8"), Some(ForbiddenKind::DoubleFour));
}

#[test]
fn t2_two_fours_in_one_line_pairs() {
    // XX.XX.XX with the stone in the middle pair.
    assert_eq!(judge("e8 f8 i8 k8 l8", "", "h8"), Some(ForbiddenKind::DoubleFour));
}

#[test]
fn t3_two_fours_in_one_line_triples() {
    // XXX.X.XXX.
    assert_eq!(judge("d8 e8 f8 j8 k8 l8", "", "h8"), Some(ForbiddenKind::DoubleFour));
}

#[test]
fn t4_completions_that_make_six_are_not_fours() {
    // XXXX.X.XXXX: g8 or i8 would each make six or more, so h8 makes no four at all.
    assert_eq!(judge("c8 d8 e8 f8 j8 k8 l8 m8", "", "h8"), None);
}

#[test]
fn t5_same_in_two_directions_is_legal() {
    assert_eq!(judge("c8 d8 e8 f8 j8 k8 l8 m8 h3 h4 h5 h6 h10 h11 h12 h13", "", "h8"), None);
}

#[test]
fn t6_filling_a_gap_into_six_is_an_overline() {
    assert_eq!(judge("e8 f8 g8 i8 j8", "", "h8"), Some(ForbiddenKind::Overline));
    // One stone fewer on the right: exactly five, a win, not forbidden.
    assert_eq!(judge("e8 f8 g8 i8", "", "h8"), None);
}

#[test]
fn t7_a_five_outranks_every_forbidden_shape() {
    // Row d8-h8 is exactly five; the column h6-h11 is six.
    assert_eq!(judge("d8 e8 f8 g8 h6 h7 h9 h10 h11", "", "h8"), None);
    // Five on the row plus fours on the column and the diagonal.
    assert_eq!(judge("d8 e8 f8 g8 h9 h10 h11 i9 j10 k11", "", "h8"), None);
    // Five plus two open threes.
    assert_eq!(judge("d8 e8 f8 g8 h9 h10 i9 j10", "", "h8"), None);
    // Without the five, the same stone is forbidden.
    assert_eq!(judge("h6 h7 h9 h10 h11", "", "h8"), Some(ForbiddenKind::Overline));
}

#[test]
fn t8_a_three_whose_only_straight_four_point_is_a_double_four_is_fake() {
    // Row f8 g8 [h8] with d8 White: only i8 makes the straight four, and i8 is then a
    // double-four (row f8-i8 and column i8-i11). The column three h8-h10 alone is one three.
    assert_eq!(judge("f8 g8 h9 h10 i9 i10 i11", "d8", "h8"), None);
    // Without the column at i, i8 is a legal four point and h8 is a real double-three.
    assert_eq!(judge("f8 g8 h9 h10", "d8", "h8"), Some(ForbiddenKind::DoubleThree));
}

#[test]
fn t9_a_three_that_can_only_become_four_with_an_overline_end_is_fake() {
    // o.xxx..x (d8 White, k8 Black): i8 gives f8-i8, but j8 would then make six, so there is
    // no straight four on the row; only the column h8-h10 is a three.
    assert_eq!(judge("f8 g8 k8 h9 h10", "d8", "h8"), None);
    assert_eq!(judge("f8 g8 h9 h10", "d8", "h8"), Some(ForbiddenKind::DoubleThree));
}

#[test]
fn t10_the_edge_blocks_a_three() {
    // |XX[X].. on the row: the edge is next to a8, so no straight four can be made.
    assert_eq!(judge("a8 b8 c9 c10", "", "c8"), None);
    // One point in from the edge it is a three again: b8-e8 would be a straight four.
    assert_eq!(judge("b8 c8 d9 d10", "", "d8"), Some(ForbiddenKind::DoubleThree));
}

#[test]
fn t11_nested_threes_flip_with_a_stone_three_levels_down() {
    // quintet's pair of positions (docs/rules/renju.md T11): they differ only by White o6.
    let black = "c8 f8 h8 f7 i7 j7 e6 l6 m6 i5 k5 l5 k4";
    assert_eq!(judge(black, "g9 o6 j5", "g8"), None);
    assert_eq!(judge(black, "g9 j5", "g8"), Some(ForbiddenKind::DoubleThree));
}

#[test]
fn t12_four_three_is_legal() {
    assert_eq!(judge("e8 f8 g8 h9 h10", "", "h8"), None);
}

#[test]
fn t13_four_three_three_is_a_double_three() {
    assert_eq!(judge("e8 f8 g8 h9 h10 i9 j10", "", "h8"), Some(ForbiddenKind::DoubleThree));
    // And three threes.
    assert_eq!(judge("f8 g8 h9 h10 i9 j10", "", "h8"), Some(ForbiddenKind::DoubleThree));
}

#[test]
fn t14_four_four_three_is_a_double_four() {
    assert_eq!(judge("e8 f8 g8 h9 h10 h11 i9 j10", "", "h8"), Some(ForbiddenKind::DoubleFour));
    assert_eq!(judge("e8 f8 g8 h9 h10 h11 i9 j10 k11", "", "h8"), Some(ForbiddenKind::DoubleFour));
}

#[test]
fn t15_white_is_never_judged() {
    // The judge is for Black only; White's shapes are handled by the game (see game.rs tests:
    // White's overline wins and White's double-three is an ordinary move).
    let b = board("", "f8 g8 h9 h10");
    assert_eq!(forbidden_kind(&b, at("h8")), None);
}

#[test]
fn t16_eye_makes_five_follows_the_literal_rif_reading() {
    // docs/rules/renju.md section 1.5: a straight-four point that also completes a five does not
    // make a three ("without at the same time a five in a row is made").
    assert_eq!(judge("e10 f9 h9 f8 i8 g7 h7 g6 g5 g4", "", "h8"), None);
    let black = "f11 g10 k10 h9 j9 e8 f8 g8 g7 f6 h6 j5";
    let white = "e12 h11 e9 g9 d8 f7 e6 i5";
    assert_eq!(judge(black, white, "h8"), Some(ForbiddenKind::DoubleThree));
}

#[test]
fn a_partial_forbidden_set_only_forbids_its_kinds() {
    let b = board("e8 f8 g8 i8 j8", "");
    let overline_only = ForbiddenSet::of(&[ForbiddenKind::Overline]);
    assert!(forbidden_with(&b, at("h8"), overline_only).is_some());
    assert!(forbidden_with(&b, at("h8"), ForbiddenSet::of(&[ForbiddenKind::DoubleThree])).is_none());
    assert!(forbidden_with(&b, at("h8"), ForbiddenSet::NONE).is_none());
    let double_three = board("f8 g8 h9 h10", "");
    assert!(forbidden_with(&double_three, at("h8"), overline_only).is_none());
}

#[test]
fn occupied_and_off_board_points_are_not_forbidden_points() {
    let b = board("e8 g8 i8 k8 h8", "");
    assert_eq!(forbidden_kind(&b, at("h8")), None);
    assert_eq!(forbidden_kind(&b, Point::new(15, 3)), None);
}
