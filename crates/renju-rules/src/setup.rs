//! Starting positions.

use std::fmt;

use grid::{Color, Notation, Point, Size, MAX_SIDE};

/// Stones on the board before the first entry, and who moves first. With any setup stone (or
/// White first) the opening rules are not checked: the game starts mid-way.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Setup {
    /// Black stones.
    pub black: Vec<Point>,
    /// White stones.
    pub white: Vec<Point>,
    /// Who moves first; Black when not given.
    pub first: Option<Color>,
}

/// Why a game cannot start.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SetupError {
    /// The board side is not between 5 and 26.
    Size(u8),
    /// A setup stone lies off the board.
    OffBoard {
        /// Its colour.
        color: Color,
        /// The point.
        point: Point,
    },
    /// A point is listed twice (in one colour or in both).
    Duplicate(Point),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |p: Point| Notation::Renju.format(p, Size::square(MAX_SIDE));
        match *self {
            SetupError::Size(n) => write!(f, "a renju or gomoku board has 5 to 26 lines, not {n}"),
            SetupError::OffBoard { color, point } => {
                write!(f, "{} setup stone {} is not on the board", color.title(), at(point))
            }
            SetupError::Duplicate(p) => write!(f, "setup point {} is listed twice", at(p)),
        }
    }
}

impl std::error::Error for SetupError {}
