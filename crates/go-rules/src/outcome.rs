//! How a game stands and how it ended.

/// Who won a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Winner {
    /// Black won.
    Black,
    /// White won.
    White,
    /// Neither: an equal count or an agreed draw.
    Draw,
    /// The game was voided (e.g. a repetition under `repetition: no-result`).
    NoResult,
}

impl Winner {
    /// The verdict id: `black`, `white`, `draw`, `no-result`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Winner::Black => "black",
            Winner::White => "white",
            Winner::Draw => "draw",
            Winner::NoResult => "no-result",
        }
    }

    /// The winner of the given colour.
    #[must_use]
    pub const fn of(color: grid::Color) -> Winner {
        match color {
            grid::Color::Black => Winner::Black,
            grid::Color::White => Winner::White,
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Counted after two passes (seed art. 9).
    Score,
    /// A player resigned.
    Resignation,
    /// A player ran out of time.
    Timeout,
    /// A player forfeited, or lost by an illegal move under `illegal_move: loses`.
    Forfeit,
    /// The players agreed to a draw.
    Agreement,
    /// A whole-board repetition ended the game (`repetition: no-result`).
    Repetition,
}

impl EndReason {
    /// The verdict id: `score`, `resignation`, `timeout`, `forfeit`, `agreement`, `repetition`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            EndReason::Score => "score",
            EndReason::Resignation => "resignation",
            EndReason::Timeout => "timeout",
            EndReason::Forfeit => "forfeit",
            EndReason::Agreement => "agreement",
            EndReason::Repetition => "repetition",
        }
    }
}

/// The result of a game that ended without needing a count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Who won.
    pub winner: Winner,
    /// Why the game ended.
    pub reason: EndReason,
}

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// Moves may still be played.
    Playing,
    /// Two consecutive passes: the game is over and must be counted ([`crate::Game::score`]).
    Counting,
    /// The game ended by an event or a rule.
    Over(Outcome),
}
