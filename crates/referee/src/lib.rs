//! The referee as a library: rule profiles, one adapter per game over a shared replay, claimed
//! results, typed verdicts, their sentences in English and Chinese, and drawings.
//!
//! Records come from the `records` crate; the rules from the rule crates. This crate does no
//! terminal work and starts no threads: the `referee` command (`referee-cli`) and other programs
//! call it.
//!
//! The façade: [`judge_bytes`] and [`judge_path`] give one result per game of a file, each a
//! [`Verdict`](verdict::Verdict) or a [`Failure`] naming the file (`FILE#N` for the N-th game of
//! a collection), line and column. `examples/judge_dir.rs` judges a directory.
//!
//! ```
//! let config = referee::Config::new();
//! let yaml = b"rules: go-chinese\nmoves: [Q16, resign]\nresult: B+R\n";
//! let verdicts: Vec<_> = referee::judge_bytes("game.yaml", yaml, &config).collect();
//! let verdict = verdicts[0].as_ref().unwrap();
//! // White, to move after Q16, resigns: the record's claim is what the rules give.
//! assert_eq!(verdict.result.as_deref(), Some("B+R"));
//! assert_eq!(verdict.agrees, Some(true));
//! println!("{}", serde_json::to_string(verdict).unwrap());
//! ```

mod archive;
pub mod batch;
pub mod claim;
pub mod draw;
mod explain;
mod folder;
// The game adapters are not part of the façade: callers use the functions and types
// re-exported below.
mod games;
pub mod lang;
pub mod note;
pub mod profile;
pub mod rule_sets;
pub mod schema;
mod settle;
pub mod trace;
pub mod verdict;
pub mod vocab;

pub use archive::{
    check_names, check_names_typed, check_ply, check_profile_folders, draw_dead, draw_game, format_of,
    game_label, is_other_yaml, judge_bytes, judge_explained, judge_explained_in, judge_games, judge_path,
    judge_record, judge_record_in, pick_game, record_files, validate, Config, Judgement, RecordFiles,
};
pub use folder::Folder;
pub use games::go::Dead;

/// The one resolution of a profile and its overrides into typed per-game settings, for callers
/// that play a game rather than judge a record (arena's matches, `referee gtp`): the function
/// `judge` resolves every record through, with no record given.
pub mod settings {
    pub use crate::games::settings::{resolve, GameSettings, GoSettings, Settings, SettingsError, Source};
}

/// The clock keys every game's profile shares (`main_time`, `overtime`, ...), for callers that
/// give each player its own time control.
pub mod clock_keys {
    pub use crate::games::clock::{check_key, is_key, KEYS};
}
pub use games::{Failure, FailureKind, Options};
