//! The referee as a library: rule profiles, one adapter per game over a shared replay, claimed
//! results, typed verdicts, their sentences in English and Chinese, and drawings.
//!
//! Records come from the `records` crate; the rules from the rule crates. This crate does no
//! terminal work and starts no threads: the `referee` command (`referee-cli`) and other programs
//! call it.
//!
//! ```
//! let record = records::yaml::read_record("rules: go-chinese\nmoves: [Q16, resign]\n").unwrap();
//! let verdict = referee::games::judge(&record, "game.yaml", None, &Default::default()).unwrap();
//! // White, to move after Q16, resigns.
//! assert_eq!(verdict.result.as_deref(), Some("B+R"));
//! ```

pub mod claim;
pub mod draw;
pub mod explain;
pub mod games;
pub mod lang;
pub mod profile;
pub mod verdict;
pub mod vocab;
