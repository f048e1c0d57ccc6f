//! The `referee` command: clap definitions, batches on a thread pool, printing and exit codes.
//! Everything between a file and a verdict is in the `records` and `referee` crates; this crate
//! is the only one that prints (ARCHITECTURE.md).

pub mod batch;
pub mod cli;
pub mod exit;
pub mod rate;
pub mod rules_cmd;
pub mod show;
