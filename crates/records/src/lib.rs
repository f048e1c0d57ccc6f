//! Game records as the referee reads them: every input format (YAML, SGF, PSQ, RenjuNet `.rif`)
//! becomes a neutral [`Record`] per game, every value with its line and column.
//!
//! Readers report what a file says; they never choose a rule profile, replay captures or judge.
//! Each reader is bounded: file sizes are checked before reading, and parsers limit nesting and
//! counts without recursion.
//!
//! ```
//! let records = records::sgf::read_sgf(b"(;GM[1]SZ[9]RE[B+R];B[ee];W[cc])").unwrap();
//! assert_eq!(records.len(), 1);
//! assert_eq!(records[0].moves.len(), 2);
//! ```

mod read;
mod record;

pub mod psq;
pub mod rif;
pub mod sgf;
pub mod yaml;

pub use read::*;
pub use record::*;
