//! Renju and Gomoku rules for the referee: fives and overlines, fours and threes as the RIF
//! defines them, Black's forbidden moves (double-three with the recursive check of each three,
//! double-four including two fours on one line, overline), what a forbidden move does, the win
//! and draw rules, the opening protocols with the 26 canonical openings, and continuous gomoku.
//! The crate does no I/O and never panics on any input: a move that may not be played is a
//! [`Violation`].
//!
//! ```
//! use grid::{Color, Notation, Size};
//! use renju_rules::{forbidden_kind, EndReason, ForbiddenKind, Game, Move, Rules, Setup, Status, Winner};
//!
//! let at = |s: &str| Notation::Renju.parse(s, Size::square(15)).unwrap();
//! let mut game = Game::new(Rules::renju_free_opening(), &Setup::default()).unwrap();
//! for m in ["h9", "a1", "h10", "a2", "f8", "a3", "g8", "a4"] {
//!     game.play(None, &Move::Place(at(m))).unwrap();
//! }
//! // h8 would make two open threes: h8-h10 on the column and f8-h8 on the row.
//! assert_eq!(forbidden_kind(game.board(), at("h8")), Some(ForbiddenKind::DoubleThree));
//! game.play(Some(Color::Black), &Move::Place(at("h8"))).unwrap();
//! let Status::Over(outcome) = game.status() else { panic!("a forbidden move loses") };
//! assert_eq!((outcome.winner, outcome.reason), (Winner::White, EndReason::Forbidden));
//! let foul = game.forbidden_violation().unwrap();
//! assert_eq!(foul.violation.message, "Black h8 makes two open threes, on the row and the column (double-three)");
//! ```

mod board;
mod continuous;
mod forbidden;
mod game;
mod moves;
mod opening;
mod protocol;
mod rules;
mod setup;
mod shape;
mod violation;

pub use board::{Board, MIN_SIDE};
pub use forbidden::{
    forbidden_kind, forbidden_points, forbidden_points_with, forbidden_with, Forbidden, ForbiddenKind,
    ForbiddenSet, Line,
};
pub use game::{EndReason, ForbiddenMove, Game, Outcome, Status, Winner};
pub use moves::Move;
pub use opening::{canonical_openings, identify_opening, offers_equivalent, OpeningName};
pub use rules::{ForbiddenEffect, Opening, OpeningSet, PassRule, Rules, WinRule};
pub use setup::{Setup, SetupError};
pub use violation::{Violation, ViolationKind};
