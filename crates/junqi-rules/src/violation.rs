use std::fmt;

use crate::{PieceKind, Seat, Side};

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
    /// Four-player junqi: the destination holds a partner's piece, which may be neither
    /// attacked nor shared.
    PartnerPiece,
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
            ViolationKind::PartnerPiece => "partner-piece",
        }
    }
}

/// A broken rule: which one, by whom, and a sentence a player understands saying why. `P` is
/// who breaks it: a [`Side`] in the two-player game, a [`crate::Seat`] in the four-player one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation<P = Side> {
    /// The rule broken.
    pub kind: ViolationKind,
    /// The side (or seat) that made the move or placed the pieces.
    pub side: P,
    /// Why the move or placement is not allowed, as a lowercase fragment.
    pub message: String,
    /// A [`ViolationKind::Setup`] breach as data (what `message` says), for a referee that
    /// says it in another language; `None` for the other kinds. Boxed: most violations are
    /// of moves, and carry none.
    pub breach: Option<Box<SetupBreach>>,
}

impl<P> Violation<P> {
    pub(crate) fn new(kind: ViolationKind, side: P, message: String) -> Violation<P> {
        Violation { kind, side, message, breach: None }
    }

    /// A breach of the placement rules, with `message` its sentence.
    pub(crate) fn setup(side: P, breach: SetupBreach, message: String) -> Violation<P> {
        Violation { kind: ViolationKind::Setup, side, message, breach: Some(Box::new(breach)) }
    }
}

/// What a start position breaks (docs/rules/junqi.md, "Deployment"), with the pieces, the
/// stations (by name) and the ranks it concerns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupBreach {
    /// A piece on a station that is not on this board.
    OffBoard { piece: PieceKind },
    /// A piece on `station`, outside the army's own half or arm: in `area`.
    Outside { piece: PieceKind, station: String, area: Area },
    /// Two pieces on one station of a deployment.
    Twice { station: String },
    /// A piece on a station another piece of the start holds already.
    SecondPiece { station: String },
    /// A piece in a camp, which starts empty.
    InCamp { piece: PieceKind, station: String },
    /// `have` pieces of a kind each side has `want` of.
    Count { piece: PieceKind, have: usize, want: usize },
    /// The flag outside a headquarters; the army's headquarters.
    FlagOutside { station: String, headquarters: Vec<String> },
    /// A mine outside the army's last two ranks (`ranks`).
    MineForward { station: String, ranks: Vec<u8> },
    /// A bomb in the army's front rank (`ranks`).
    BombInFront { station: String, ranks: Vec<u8> },
    /// Posts and headquarters left empty, of a half (or, `arm`, of an arm).
    Empty { stations: Vec<String>, arm: bool },
}

/// Whose part of the board a station is ([`SetupBreach::Outside`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Area {
    /// A side's half of the two-player board.
    Half(Side),
    /// A seat's arm of the four-player board.
    Arm(Seat),
    /// The four-player board's centre.
    Centre,
}

impl<P> fmt::Display for Violation<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.kind.id())
    }
}

impl<P: fmt::Debug> std::error::Error for Violation<P> {}
