//! `cargo xtask <task>`: project chores that are not part of the referee itself.
//!
//! - `corpus [DIR]` judges every record set of the shared corpus with the release binary and
//!   prints, per set, how many games agree with their recorded results, and names every
//!   disagreement and whether `fixtures/corpus-notes.md` explains it.
//! - `bench [DIR] [RUNS]` times whole `referee judge` processes of the `dist` binary (the one a
//!   release ships) over the corpus sets (median of
//!   RUNS, all cores and `--jobs 1`) and their peak memory, then one large generated file each
//!   (a 61.7 MiB RenjuNet database and a 100,000-game SGF collection, see `big.rs`) for the
//!   peak memory of streaming, the one-file scaling (`--jobs 1` against `--jobs 2` on the 9x9
//!   CGOS games as one 10,000-game file) and the peak memory of folders of 1,000 to 100,000
//!   files.
//! - `dead [DIR] [--gnugo]` measures the inferred dead stones (`dead_stones: infer`) against the
//!   players' own marks on the KGS set (and GNU Go's, with `--gnugo`), and counts how many of the
//!   Tom 9d set's counted claims become checkable (see `dead.rs`).
//! - `life [DIR] [--runs N] [--dump FILE] [--positions FILE]` times the life judgement on the
//!   19x19 corpus positions the referee judges (median, 90th percentile, total) and prints a
//!   digest of its answers, so an optimisation that changes one is seen (see `life.rs`).
//! - `fuzz <TARGET|all> <SECONDS>` runs a cargo-fuzz target of `fuzz/` (see `fuzz.rs`).
//! - `golden save|check DIR [CORPUS]` keeps what `judge` (JSON, YAML, `--explain` in both
//!   languages) and `show` print for every fixture folder and corpus set, and checks a later
//!   build prints the same bytes (see `golden.rs`): the proof a refactoring changed nothing.
//! - `dist` builds the binary a release ships (Cargo profile `dist`: fat LTO) and writes shell
//!   completions (bash, zsh, fish, PowerShell, elvish) and the man pages of `referee` and its
//!   subcommands beside it, all in `target/dist/` (see `dist.rs`).
//! - `tidy` checks that every repository path cited in comments, string literals, profiles,
//!   fixtures and Markdown exists (see `tidy.rs`); it reads files only, no build of the referee.
//! - `screenshots` draws the README's pictures of the report page's viewer (a Go, a renju and
//!   a junqi fixture) with headless chromium into `docs/img/` (see `screenshots.rs`).
//! - `test` runs `cargo test --workspace`, then builds the Python wheel in `target/venv` and runs
//!   its pytest tests (see `test.rs`).

mod big;
mod corpus;
mod dead;
mod dist;
mod fuzz;
mod golden;
mod life;
mod screenshots;
mod test;
mod tidy;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("corpus") => corpus::run(&corpus_dir(args.get(1))),
        Some("bench") => {
            let runs = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(5);
            corpus::bench(&corpus_dir(args.get(1)), runs)
        }
        Some("fuzz") => match (args.get(1), args.get(2).and_then(|s| s.parse().ok())) {
            (Some(target), Some(seconds)) => fuzz::run(&root(), target, seconds),
            _ => Err(format!(
                "usage: cargo xtask fuzz <TARGET|all> <SECONDS>; targets: {}",
                fuzz::TARGETS.join(", ")
            )),
        },
        Some("dead") => {
            let gnugo = args.iter().any(|a| a == "--gnugo");
            let dir = args.iter().skip(1).find(|a| !a.starts_with("--"));
            dead::run(&corpus_dir(dir), gnugo)
        }
        Some("life") => life::run(&args[1..]),
        Some("golden") => match (args.get(1).map(String::as_str), args.get(2)) {
            (Some("save"), Some(dir)) => golden::save(Path::new(dir), &corpus_dir(args.get(3))),
            (Some("check"), Some(dir)) => golden::check(Path::new(dir), &corpus_dir(args.get(3))),
            _ => Err("usage: cargo xtask golden save|check DIR [CORPUS]".to_owned()),
        },
        Some("dist") => referee_binary_in("dist").and_then(|bin| dist::run(&root(), &bin)),
        Some("tidy") => tidy::run(&root()),
        Some("screenshots") => screenshots::run(&root()),
        Some("test") => test::run_all(&root()),
        Some("help") | None => {
            println!(
                "cargo xtask <task>\n\ntasks:\n  corpus [DIR]        judge the corpus sets (default ../shared/corpus) and compare\n  bench [DIR] [RUNS]  time whole referee runs over the corpus sets (median of RUNS, default 5)\n  dead [DIR] [--gnugo] inferred dead stones against the KGS marks (and GNU Go), and the Tom 9d claims\n  life [DIR] [--runs N] [--dump FILE] [--positions FILE]  time the life judgement per 19x19 corpus position; digest of its answers\n  fuzz TARGET SECONDS  run a cargo-fuzz target (or `all`, one after another) for SECONDS each\n  golden save|check DIR [CORPUS]  keep everything the referee prints for fixtures and corpus; check it is byte-identical\n  dist                the release binary (profile dist, fat LTO), shell completions and man pages, in target/dist/\n  screenshots         the viewer's pictures for the README (headless chromium), written to docs/img/\n  tidy                check that every cited repository path exists\n  test                cargo test, then the Python wheel and its pytest tests"
            );
            Ok(())
        }
        Some(other) => Err(format!("unknown task {other:?}; try `cargo xtask help`")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The workspace root (xtask's parent directory).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

fn corpus_dir(arg: Option<&String>) -> PathBuf {
    arg.map_or_else(|| root().join("../shared/corpus"), PathBuf::from)
}

/// Builds the release binary and returns its path.
fn referee_binary() -> Result<PathBuf, String> {
    referee_binary_in("release")
}

/// Builds the binary in a Cargo profile (`release`; `dist`, what a release ships, for timings)
/// and returns its path.
fn referee_binary_in(profile: &str) -> Result<PathBuf, String> {
    let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned()))
        .current_dir(root())
        .args(["build", "--profile", profile, "--quiet", "-p", "referee-cli"])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!("cargo build --profile {profile} -p referee-cli failed"));
    }
    let target = std::env::var("CARGO_TARGET_DIR").map_or_else(|_| root().join("target"), PathBuf::from);
    Ok(target.join(profile).join("referee"))
}
