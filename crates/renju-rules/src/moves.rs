//! Record entries: stones and the events around them.

use grid::Point;

/// One entry of a game record. Which entries an opening rule expects, and when, is documented
/// on [`Opening`](crate::Opening).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Move {
    /// A stone of the player to move. The point may lie off the board (then the entry is an
    /// `off-board` violation).
    Place(Point),
    /// The player to move gives up the turn (RIF 5).
    Pass,
    /// The players exchange colours, as the opening rule allows; the stone colour to move does
    /// not change. Made by the player to move.
    Swap,
    /// Black's 5th-move offers and the one White keeps, which becomes stone 5; White then plays
    /// stone 6. Made by Black (the player to move).
    Offer {
        /// The points Black offers.
        offers: Vec<Point>,
        /// The offer White keeps.
        keep: Point,
    },
    /// The number of 5th-move offers declared: by Black after stone 3 (Yamaguchi) or by White
    /// after stone 4 (Soosõrv-8). Made by the player who placed the last stone.
    Declare(u8),
    /// White points out Black's forbidden move (forbidden effect `claim`).
    Claim,
    /// Continuous gomoku: the player who just made five names the opponent stone its own stone
    /// replaces (seed 001 玩法二: 替换对方任意一枚棋子). Made by the player who placed the last stone.
    Replace(Point),
    /// The player to move resigns.
    Resign,
    /// The player to move ran out of time.
    Timeout,
    /// The player to move forfeits (e.g. absence, misconduct).
    Forfeit,
    /// The players agree on a draw; either may enter it.
    Draw,
}

impl Move {
    /// A short name for messages: `h8`-style for stones is left to the caller; this names the
    /// event kinds (`pass`, `swap`, `offer`, ...).
    #[must_use]
    pub const fn name(&self) -> &'static str {
        match self {
            Move::Place(_) => "stone",
            Move::Pass => "pass",
            Move::Swap => "swap",
            Move::Offer { .. } => "offer",
            Move::Declare(_) => "declare",
            Move::Claim => "claim",
            Move::Replace(_) => "replace",
            Move::Resign => "resign",
            Move::Timeout => "timeout",
            Move::Forfeit => "forfeit",
            Move::Draw => "draw",
        }
    }
}
