//! Stones placed before the first move (handicap stones, or a position to study).

use std::fmt;

use grid::{Color, Notation, Point, Size};

/// The start of a game: stones on the board before move 1, who moves first, and the handicap.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Setup {
    /// Black stones placed before the first move.
    pub black: Vec<Point>,
    /// White stones placed before the first move.
    pub white: Vec<Point>,
    /// Who moves first; see [`Setup::first_player`] for the default.
    pub first: Option<Color>,
    /// The number of handicap stones; see [`Setup::handicap_stones`] for the default.
    pub handicap: Option<u32>,
}

#[cfg(test)]
impl Setup {
    /// The unit tests' positions: text rows, top row first, `X` Black, `O` White, anything
    /// else empty; Black to move.
    pub(crate) fn from_rows(rows: &[&str]) -> Setup {
        let mut setup = Setup { first: Some(Color::Black), ..Setup::default() };
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                let p = Point::new(c as u8, (rows.len() - 1 - r) as u8);
                match ch {
                    'X' => setup.black.push(p),
                    'O' => setup.white.push(p),
                    _ => {}
                }
            }
        }
        setup
    }
}

impl Setup {
    /// The handicap: as given, else the number of black stones when White has none (they are
    /// handicap stones), else 0 (a set-up position is not a handicap).
    #[must_use]
    pub fn handicap_stones(&self) -> u32 {
        self.handicap.unwrap_or_else(|| {
            if self.white.is_empty() {
                u32::try_from(self.black.len()).unwrap_or(u32::MAX)
            } else {
                0
            }
        })
    }

    /// Who moves first: as given, else White after a handicap of 2 or more (Black's stones
    /// were its first moves), else Black.
    #[must_use]
    pub fn first_player(&self) -> Color {
        self.first.unwrap_or(if self.handicap_stones() >= 2 { Color::White } else { Color::Black })
    }
}

/// Why a [`Setup`] cannot start a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// A setup stone lies outside the board.
    OffBoard(Point),
    /// A point is given twice (in one list or in both).
    Twice(Point),
    /// The stone's chain has no liberty. No move can leave such a chain on the board (art. 4
    /// removes it at once), so a setup that has one is not a Go position.
    NoLiberty(Point),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The board size is not known here; GTP letters do not depend on it.
        let name = |p: &Point| Notation::Gtp.format(*p, Size::square(grid::MAX_SIDE));
        match self {
            SetupError::OffBoard(p) => write!(f, "setup stone {} is off the board", name(p)),
            SetupError::Twice(p) => write!(f, "setup point {} is given twice", name(p)),
            SetupError::NoLiberty(p) => write!(
                f,
                "setup stone {} is in a chain without liberties: no move can leave such a chain on the board",
                name(p)
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// Why [`crate::Game::edit`] refused to change the position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditError {
    /// The game had already ended (at ply `ended_at`).
    AfterEnd { ended_at: usize },
    /// The edited position is not one a game can stand in.
    Setup(SetupError),
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EditError::AfterEnd { ended_at } => {
                write!(f, "the game ended at ply {ended_at}; the edit of the position comes after the end")
            }
            EditError::Setup(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for EditError {}
