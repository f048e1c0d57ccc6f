//! Why a record entry cannot be played: the broken rule and a sentence for the player.

use std::fmt;

use grid::{Color, Point};

use crate::ForbiddenKind;

/// The rule an entry breaks. Ids (kebab-case) are those of docs/contract.md §5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
// Not `#[non_exhaustive]`: the referee maps every variant to its verdict vocabulary with an
// exhaustive match, so that a new one cannot reach a verdict without an id and its words.
pub enum ViolationKind {
    /// The record names a player who is not the one to move.
    OutOfTurn,
    /// An entry after the game has ended.
    AfterEnd,
    /// A point that is not on the board.
    OffBoard,
    /// A point that already holds a stone.
    Occupied,
    /// Black's double-three (forbidden).
    DoubleThree,
    /// Black's double-four (forbidden).
    DoubleFour,
    /// Black's overline (forbidden).
    Overline,
    /// A stone the opening rule does not allow there, or an entry it does not expect.
    Opening,
    /// A swap the opening rule does not allow.
    Swap,
    /// 5th-move offers the opening rule does not allow, or a kept stone that was not offered.
    Offer,
    /// A claim with no forbidden move to point at.
    Claim,
    /// A pass where passing is not allowed.
    Pass,
    /// Continuous gomoku: a five not followed by the stone it replaces, or a replacement that
    /// is not owed or does not name an opponent stone.
    Replace,
}

impl ViolationKind {
    /// The kebab-case id: `out-of-turn`, `after-end`, `off-board`, `occupied`, `double-three`,
    /// `double-four`, `overline`, `opening`, `swap`, `offer`, `claim`, `pass`, `replace`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            ViolationKind::OutOfTurn => "out-of-turn",
            ViolationKind::AfterEnd => "after-end",
            ViolationKind::OffBoard => "off-board",
            ViolationKind::Occupied => "occupied",
            ViolationKind::DoubleThree => "double-three",
            ViolationKind::DoubleFour => "double-four",
            ViolationKind::Overline => "overline",
            ViolationKind::Opening => "opening",
            ViolationKind::Swap => "swap",
            ViolationKind::Offer => "offer",
            ViolationKind::Claim => "claim",
            ViolationKind::Pass => "pass",
            ViolationKind::Replace => "replace",
        }
    }

    /// The violation kind of a forbidden move.
    #[must_use]
    pub const fn forbidden(kind: ForbiddenKind) -> ViolationKind {
        match kind {
            ForbiddenKind::DoubleThree => ViolationKind::DoubleThree,
            ForbiddenKind::DoubleFour => ViolationKind::DoubleFour,
            ForbiddenKind::Overline => ViolationKind::Overline,
        }
    }
}

/// A broken rule: which one, by whom, where, and a sentence in words a player understands
/// (coordinates in renju notation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// The rule.
    pub kind: ViolationKind,
    /// The player whose entry breaks it.
    pub player: Color,
    /// The point concerned, if any.
    pub point: Option<Point>,
    /// E.g. `Black j9 makes two open threes, on the row and the rising diagonal (double-three)`.
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Violation {}
