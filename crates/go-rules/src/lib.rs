//! The rules of Go as the Chinese rules write them (`docs/rules/go.md`, seed articles 1-14): stones
//! and chains, captures, suicide, simple ko, positional and situational superko, passes and the
//! end of the game, and area counting with agreed dead stones, komi and handicap compensation.
//! A [`Game`] takes typed record entries one at a time and answers with a typed [`Violation`]
//! for an entry the rules do not allow; it does no I/O and never panics on any input.
//!
//! ```
//! use go_rules::{Color, Game, Move, Point, Rules, Setup, Status, ViolationKind, Winner};
//!
//! let rules = Rules { size: 9, ..Rules::default() };
//! let mut game = Game::new(rules, &Setup::default()).unwrap();
//! game.play(Some(Color::Black), Move::Play(Point::new(4, 4))).unwrap();
//! // The same point again is refused and the game is left as it was.
//! let v = game.play(None, Move::Play(Point::new(4, 4))).unwrap_err();
//! assert_eq!(v.kind, ViolationKind::Occupied);
//! assert_eq!(v.message, "White E5 is on an occupied point");
//! game.play(None, Move::Pass).unwrap();
//! game.play(None, Move::Pass).unwrap();
//! assert_eq!(game.status(), Status::Counting);
//! // One black stone owns the whole 9x9 board: 81 stones against komi 2.75 and 40.5.
//! let score = game.score(&[]).unwrap();
//! assert_eq!(score.black_area, 81.0);
//! assert_eq!(score.winner, Winner::Black);
//! ```

mod board;
mod chain;
mod game;
mod history;
mod life;
mod moves;
mod outcome;
mod pass_alive;
mod playout;
mod rules;
mod score;
mod seki;
mod setup;
mod territory;
mod violation;

#[cfg(test)]
mod property_tests;

pub use chain::Chain;
pub use game::Game;
pub use grid::{Color, Point, Size};
pub use life::{ChainLife, Life, LifeJudgement, LifeOptions, LifeReason};
pub use moves::Move;
pub use outcome::{EndReason, Outcome, Status, Winner};
pub use rules::{
    HandicapBonus, IllegalMoveEffect, KoRule, Neutral, RepetitionEffect, Rules, Scoring, SuicideRule, Tax,
};
pub use score::{Score, ScoreError};
pub use setup::{EditError, Setup, SetupError};
pub use territory::{FillPoints, TerritoryScore};
pub use violation::{Violation, ViolationKind};
