//! Game records as the referee reads them: every input format (YAML, SGF, PSQ, RenjuNet `.rif`)
//! becomes a neutral [`Record`] per game, every value with its line and column.
//!
//! Readers report what a file says; they never choose a rule profile, replay captures or judge.
//! Each reader is bounded: file sizes are checked before reading, and parsers limit nesting and
//! counts without recursion.
//!
//! ```
//! // One result per game: game 2's bad komi does not cost game 1 its record.
//! let games = records::sgf::read_sgf(b"(;GM[1]SZ[9]RE[B+R];B[ee];W[cc])(;KM[abc];B[ee])");
//! assert_eq!(games.len(), 2);
//! assert_eq!(games[0].as_ref().unwrap().moves.len(), 2);
//! assert_eq!(games[1].as_ref().unwrap_err().message, "KM[abc]: komi is a number of points");
//! ```

pub mod message;
pub mod messages;
mod read;
mod record;

pub mod psq;
pub mod rif;
pub mod sgf;
pub mod suggest;
pub mod yaml;

pub use read::*;
pub use record::*;
