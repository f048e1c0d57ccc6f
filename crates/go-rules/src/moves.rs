//! One entry of a game record.

use grid::Point;

/// One entry of a game record: a stone, a pass, or an event that ends the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// A stone on this point. The point may lie off the board: that is an `off-board`
    /// violation, not an error of the program.
    Play(Point),
    /// The player passes (虚着). Always legal while the game is on.
    Pass,
    /// The player resigns (认输, seed art. 7) and loses.
    Resign,
    /// The player ran out of time (超时判负, seed art. 12) and loses.
    Timeout,
    /// The player forfeits (a referee's decision) and loses.
    Forfeit,
    /// Both players agree to a draw.
    Draw,
}
