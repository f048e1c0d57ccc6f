//! A record entry the rules do not allow, described for players.

use std::fmt;

use grid::{Color, Notation, Point, Size};

use crate::Move;

/// Which rule a record entry broke.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ViolationKind {
    /// The record names a colour that is not the player to move.
    OutOfTurn,
    /// An entry after the game ended (two passes, resignation, ...).
    AfterEnd,
    /// A stone off the board.
    OffBoard,
    /// A stone on an occupied point.
    Occupied,
    /// A stone that leaves its own chain without liberties (seed art. 5).
    Suicide,
    /// The immediate recapture of a single-stone ko.
    Ko,
    /// A move that recreates an earlier whole-board position (seed art. 6).
    Superko,
}

impl ViolationKind {
    /// The verdict's rule id: `out-of-turn`, `after-end`, `off-board`, `occupied`, `suicide`,
    /// `ko`, `superko`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            ViolationKind::OutOfTurn => "out-of-turn",
            ViolationKind::AfterEnd => "after-end",
            ViolationKind::OffBoard => "off-board",
            ViolationKind::Occupied => "occupied",
            ViolationKind::Suicide => "suicide",
            ViolationKind::Ko => "ko",
            ViolationKind::Superko => "superko",
        }
    }
}

/// A record entry the rules do not allow.
#[derive(Debug, Clone, PartialEq)]
pub struct Violation {
    /// The broken rule.
    pub kind: ViolationKind,
    /// Who made the entry: the colour the record gave, else the player to move.
    pub player: Color,
    /// The point of a stone, if the entry was one.
    pub point: Option<Point>,
    /// For `ko` and `superko`: the ply after which the repeated position first stood
    /// (0 = the start position).
    pub repeats_ply: Option<usize>,
    /// The explanation in words a player understands, points in GTP notation.
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Violation {}

/// `Black Q4`, `Black's pass`, ...: how messages name a record entry.
fn describe(player: Color, mv: Move, size: Size) -> String {
    let who = player.title();
    match mv {
        Move::Play(p) => format!("{who} {}", Notation::Gtp.format(p, size)),
        Move::Pass => format!("{who}'s pass"),
        Move::Resign => format!("{who}'s resignation"),
        Move::Timeout => format!("{who}'s timeout"),
        Move::Forfeit => format!("{who}'s forfeit"),
        Move::Draw => format!("{who}'s draw agreement"),
    }
}

impl Violation {
    fn new(kind: ViolationKind, player: Color, mv: Move, message: String) -> Violation {
        let point = if let Move::Play(p) = mv { Some(p) } else { None };
        Violation { kind, player, point, repeats_ply: None, message }
    }

    pub(crate) fn after_end(player: Color, mv: Move, size: Size, ended_at: usize) -> Violation {
        let what = describe(player, mv, size);
        Violation::new(
            ViolationKind::AfterEnd,
            player,
            mv,
            format!("the game ended at ply {ended_at}; {what} comes after the end"),
        )
    }

    pub(crate) fn out_of_turn(given: Color, mv: Move) -> Violation {
        let message = format!("it is {}'s turn, not {}'s", given.opponent().title(), given.title());
        Violation::new(ViolationKind::OutOfTurn, given, mv, message)
    }

    pub(crate) fn off_board(player: Color, p: Point, size: Size) -> Violation {
        let what = describe(player, Move::Play(p), size);
        let message = format!("{what} is off the {} board", size.describe());
        Violation::new(ViolationKind::OffBoard, player, Move::Play(p), message)
    }

    pub(crate) fn occupied(player: Color, p: Point, size: Size) -> Violation {
        let what = describe(player, Move::Play(p), size);
        Violation::new(
            ViolationKind::Occupied,
            player,
            Move::Play(p),
            format!("{what} is on an occupied point"),
        )
    }

    pub(crate) fn suicide(player: Color, p: Point, size: Size) -> Violation {
        let what = describe(player, Move::Play(p), size);
        let message = format!("{what} would leave its own chain without liberties (suicide)");
        Violation::new(ViolationKind::Suicide, player, Move::Play(p), message)
    }

    pub(crate) fn ko(player: Color, p: Point, size: Size, repeats_ply: usize) -> Violation {
        let what = describe(player, Move::Play(p), size);
        let message =
            format!("{what} retakes the ko at once, repeating the position after ply {repeats_ply} (ko)");
        let mut v = Violation::new(ViolationKind::Ko, player, Move::Play(p), message);
        v.repeats_ply = Some(repeats_ply);
        v
    }

    pub(crate) fn superko(player: Color, p: Point, size: Size, repeats_ply: usize) -> Violation {
        let what = describe(player, Move::Play(p), size);
        let message = format!("{what} repeats the position after ply {repeats_ply} (superko)");
        let mut v = Violation::new(ViolationKind::Superko, player, Move::Play(p), message);
        v.repeats_ply = Some(repeats_ply);
        v
    }
}
