//! The `referee` command as a library: readers for every record format, rule profiles, one
//! adapter per game that turns a record into rule-crate calls, verdicts and their output.
//!
//! This crate is the only one in the workspace that reads files and prints; the rule crates
//! take values and return values (ARCHITECTURE.md). The binary `referee` is [`cli::run`].
//!
//! ```
//! let record = referee_cli::formats::yaml::read_record("rules: go-chinese\nmoves: [Q16, resign]\n").unwrap();
//! let verdict = referee_cli::games::judge(&record, "game.yaml", None, &Default::default()).unwrap();
//! // White, to move after Q16, resigns.
//! assert_eq!(verdict.result.as_deref(), Some("B+R"));
//! ```

pub mod batch;
pub mod claim;
pub mod cli;
pub mod draw;
pub mod exit;
pub mod explain;
pub mod formats;
pub mod games;
pub mod lang;
pub mod profile;
pub mod rate;
pub mod record;
pub mod rules_cmd;
pub mod show;
pub mod verdict;
