//! Live engine matches. This crate does the process and protocol work that the pure
//! `referee` library must not: engines as child processes with deadlines and reaping
//! (`engine`), GTP as a client (`gtp`) and the referee's own GTP server (`gtp_server`, a pure
//! state machine the command line drives over stdin/stdout), the Gomocup protocol
//! (`gomocup`), the match runner (`runner`), its SGF records (`sgf`) and the final table
//! (`table`), the crosstable of a tournament (`crosstable`), with its statistics (`stats`: LOS, pentanomial counts, SPRT), and what engines are told of the
//! clock (`time_settings`). Every move is judged by the rule crates with the rules the `referee` profiles
//! give (`rules`), so a match and `referee judge` of its records cannot disagree on a rule.
//! It prints nothing: `referee-cli` does (ARCHITECTURE.md).
//!
//! ```
//! let rules = arena::rules::choose("go-chinese", &["size=9".to_owned()]).unwrap();
//! let arena::rules::Board::Go(go) = rules.board else { panic!("a Go profile") };
//! let mut server = arena::gtp_server::Server::new(go);
//! assert_eq!(server.handle("play b E5").unwrap().text, "=\n\n");
//! assert!(server.handle("play w E5").unwrap().text.starts_with("? illegal move: "));
//! ```

pub mod agreement;
pub mod crosstable;
pub mod engine;
pub mod gomocup;
pub mod gtp;
pub mod gtp_server;
pub mod handicap;
pub mod opening;
pub mod rules;
pub mod runner;
pub mod sgf;
pub mod stats;
pub mod table;
pub mod time_settings;
