use std::fmt;

use crate::Side;

/// Which rule a rejected move or start position breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
// Not `#[non_exhaustive]`: the referee maps every variant to its verdict vocabulary with an
// exhaustive match, so that a new one cannot reach a verdict without an id and its words.
pub enum ViolationKind {
    /// A deployment or start position breaks the placement rules (docs/rules/junqi.md, "Deployment").
    Setup,
    /// The piece never moves: a mine, the flag, or any piece standing in a headquarters.
    ImmovablePiece,
    /// The destination holds a piece of the mover's own side.
    OwnPiece,
    /// The destination is a camp holding an enemy piece, which cannot be attacked.
    CampOccupied,
    /// No road step or allowed rail journey joins the two stations.
    NoPath,
    /// The origin holds the opponent's piece.
    NotYourPiece,
    /// The origin is empty.
    EmptyOrigin,
    /// The move names the side that is not to move.
    OutOfTurn,
    /// The game is already over.
    AfterEnd,
    /// The rules forbid this attack (`bomb_vs_flag: forbidden`, `flag_capturers: not-commander`).
    ForbiddenAttack,
}

impl ViolationKind {
    /// The kebab-case rule id verdicts print: `setup`, `immovable-piece`, ...
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            ViolationKind::Setup => "setup",
            ViolationKind::ImmovablePiece => "immovable-piece",
            ViolationKind::OwnPiece => "own-piece",
            ViolationKind::CampOccupied => "camp-occupied",
            ViolationKind::NoPath => "no-path",
            ViolationKind::NotYourPiece => "not-your-piece",
            ViolationKind::EmptyOrigin => "empty-origin",
            ViolationKind::OutOfTurn => "out-of-turn",
            ViolationKind::AfterEnd => "after-end",
            ViolationKind::ForbiddenAttack => "forbidden-attack",
        }
    }
}

/// A broken rule: which one, by whom, and a sentence a player understands saying why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// The rule broken.
    pub kind: ViolationKind,
    /// The side that made the move or placed the pieces.
    pub side: Side,
    /// Why the move or placement is not allowed, as a lowercase fragment.
    pub message: String,
}

impl Violation {
    pub(crate) fn new(kind: ViolationKind, side: Side, message: String) -> Violation {
        Violation { kind, side, message }
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.kind.id())
    }
}

impl std::error::Error for Violation {}
