//! Helpers shared by the engine tests: positions from ASCII diagrams, moves by GTP name.

#![allow(dead_code)] // Each test file uses a different part of this module.

pub mod sgf;

use go_rules::{Color, Game, Move, Point, Rules, Setup, Size, Violation};
use grid::Notation;

/// A game starting from a diagram drawn as on paper: the first line is the top row, `X` a
/// black stone, `O` a white stone, `.` an empty point; spaces are ignored. The board is as
/// wide as the diagram is tall; `first` moves first and there is no handicap.
pub fn diagram(rules: Rules, first: Color, rows: &[&str]) -> Game {
    let side = rows.len();
    let mut setup = Setup { first: Some(first), handicap: Some(0), ..Setup::default() };
    for (k, line) in rows.iter().enumerate() {
        let cells: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
        assert_eq!(cells.len(), side, "row {k} of the diagram is {} points wide", cells.len());
        let row = (side - 1 - k) as u8;
        for (col, c) in cells.into_iter().enumerate() {
            let p = Point::new(col as u8, row);
            match c {
                'X' => setup.black.push(p),
                'O' => setup.white.push(p),
                '.' => {}
                other => panic!("unknown diagram character {other:?}"),
            }
        }
    }
    Game::new(Rules { size: side as u8, ..rules }, &setup).expect("a valid diagram")
}

/// The point a GTP name gives on `game`'s board.
pub fn pt(game: &Game, name: &str) -> Point {
    Notation::Gtp.parse(name, game.size()).expect("a point on the board")
}

/// The point a GTP name gives on a board of side `side`.
pub fn at(side: u8, name: &str) -> Point {
    Notation::Gtp.parse(name, Size::square(side)).expect("a point on the board")
}

/// Plays a stone for the player to move, by GTP name.
pub fn play(game: &mut Game, name: &str) -> Result<(), Violation> {
    let p = pt(game, name);
    game.play(None, Move::Play(p))
}

/// Plays a list of stones, each of which must be legal.
pub fn play_all(game: &mut Game, names: &[&str]) {
    for name in names {
        if let Err(v) = play(game, name) {
            panic!("{name} was refused: {}", v.message);
        }
    }
}

/// The board as a diagram in the same notation as [`diagram`], for comparing positions.
pub fn draw(game: &Game) -> Vec<String> {
    let size = game.size();
    (0..size.rows)
        .rev()
        .map(|row| {
            (0..size.cols)
                .map(|col| match game.stone_at(Point::new(col, row)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                })
                .collect()
        })
        .collect()
}
