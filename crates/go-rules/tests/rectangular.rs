//! Rectangular boards (`Rules::rows`, docs/rules/go.md §1.12): KataGo plays Go on boards with
//! more rows than columns or the other way round, and writes them as SGF `SZ[cols:rows]`.

mod common;

use common::{play, play_all, pt};
use go_rules::{Color, Game, Move, Point, Rules, Setup, Size, ViolationKind};

fn game(cols: u8, rows: u8) -> Game {
    let rules = Rules { size: cols, rows: Some(rows), komi: 0.0, ..Rules::default() };
    Game::new(rules, &Setup { first: Some(Color::Black), handicap: Some(0), ..Setup::default() }).unwrap()
}

#[test]
fn the_board_has_its_columns_and_rows() {
    let g = game(3, 7);
    assert_eq!(g.size(), Size { cols: 3, rows: 7 });
    assert_eq!(Rules { size: 4, ..Rules::default() }.board(), Size::square(4));
    // C7 is the top right corner; D1 and A8 are off the board.
    let mut g = g;
    play(&mut g, "C7").unwrap();
    for off in [Point::new(3, 0), Point::new(0, 7)] {
        let v = g.play(None, Move::Play(off)).unwrap_err();
        assert_eq!(v.kind, ViolationKind::OffBoard);
    }
}

#[test]
fn a_capture_in_the_far_corner_of_a_tall_board() {
    // White's stone in the top left corner (A7) has two liberties, A6 and B7.
    let mut g = game(3, 7);
    play_all(&mut g, &["A6", "A7", "B7"]);
    assert_eq!(g.stone_at(pt(&g, "A7")), None, "A7 is captured by A6 and B7");
    assert_eq!(g.captures(Color::Black), 1);
}

#[test]
fn a_wide_board_is_counted_point_by_point() {
    // Two walls across a 7x2 board: Black owns the two columns left of its wall, White the
    // two right of its own; the middle column touches both and is split.
    let mut g = game(7, 2);
    play_all(&mut g, &["C1", "E1", "C2", "E2"]);
    g.play(None, Move::Pass).unwrap();
    g.play(None, Move::Pass).unwrap();
    let s = g.score(&[]).unwrap();
    assert_eq!((s.black_stones, s.white_stones), (2, 2));
    assert_eq!((s.black_territory, s.white_territory), (4, 4));
    assert_eq!(s.neutral, 2);
    assert_eq!(s.black_area + s.white_area, 14.0);
}
