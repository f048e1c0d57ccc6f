//! The `referee` command: clap definitions, batches on a thread pool, printing and exit codes.
//! Everything between a file and a verdict is in the `records` and `referee` crates; this crate
//! is the only one that prints (ARCHITECTURE.md), and it prints through `output`, never with
//! `println!` or `eprintln!`, which panic when the stream is gone.
#![warn(clippy::print_stdout, clippy::print_stderr)]

pub mod batch;
pub mod ci_formats;
pub mod cli;
pub mod exit;
pub mod gtp_cmd;
pub mod html;
pub mod info;
pub mod journal;
pub mod match_cmd;
pub mod output;
pub mod progress;
pub mod rate;
pub mod rules_cmd;
pub mod show;
pub mod tournament;
pub mod words;
