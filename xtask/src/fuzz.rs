//! `cargo xtask fuzz <target|all> <seconds>`: runs cargo-fuzz targets of `fuzz/` for a fixed time.
//!
//! The machine has a stable toolchain only; cargo-fuzz needs nightly flags (`-Z` sanitizer and
//! coverage options), so it runs with `RUSTC_BOOTSTRAP=1`. The sanitizer is off (the code is
//! `unsafe`-free, and ASan halves the speed) and debug assertions are on, so an arithmetic
//! overflow is a crash. New inputs go to `fuzz/corpus/<target>` (not committed); the committed
//! seeds in `fuzz/seeds/<target>`, the fixtures, the built-in profiles and a few record sets of
//! the shared corpus are read as extra seed folders.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Every fuzz target of `fuzz/Cargo.toml`.
pub const TARGETS: &[&str] = &[
    "yaml_record",
    "profile",
    "sgf",
    "psq",
    "rif",
    "recovery",
    "coords",
    "go_moves",
    "renju_moves",
    "junqi_moves",
];

/// Runs `target` (or every target, one after another, when `all`) for `seconds` each.
pub fn run(root: &Path, target: &str, seconds: u64) -> Result<(), String> {
    let targets: Vec<&str> = if target == "all" {
        TARGETS.to_vec()
    } else if TARGETS.contains(&target) {
        vec![target]
    } else {
        return Err(format!("unknown fuzz target {target:?}; targets: all, {}", TARGETS.join(", ")));
    };
    let version = Command::new("cargo").args(["fuzz", "--version"]).output();
    if !version.is_ok_and(|o| o.status.success()) {
        return Err("cargo-fuzz is not installed: run `cargo install cargo-fuzz`".to_owned());
    }
    let fuzz = root.join("fuzz");
    // Build every chosen target first and then run the binaries, so a long `all` run fuzzes
    // one build and a build failure is not mistaken for a crash.
    let build = Command::new("cargo")
        .current_dir(&fuzz)
        .env("RUSTC_BOOTSTRAP", "1")
        .args(["fuzz", "build", "--sanitizer", "none", "--debug-assertions"])
        .args(if targets.len() == 1 { targets.clone() } else { Vec::new() })
        .status()
        .map_err(|e| format!("cannot run cargo fuzz: {e}"))?;
    if !build.success() {
        return Err("cargo fuzz build failed".to_owned());
    }
    let bin_dir = std::env::var("CARGO_TARGET_DIR")
        .map_or_else(|_| fuzz.join("target"), PathBuf::from)
        .join("x86_64-unknown-linux-gnu/release");
    for t in targets {
        let corpus = fuzz.join("corpus").join(t);
        let artifacts = fuzz.join("artifacts").join(t);
        for dir in [&corpus, &artifacts] {
            std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        let mut dirs = vec![corpus.clone()];
        dirs.extend(seed_dirs(root, t).into_iter().filter(|d| d.is_dir()));
        eprintln!("xtask: fuzzing {t} for {seconds} s");
        let status = Command::new(bin_dir.join(t))
            .arg(format!("-artifact_prefix={}/", artifacts.display()))
            .arg(format!("-max_total_time={seconds}"))
            // Ten seconds on an input of a few KiB is a hang for a referee; 2 GiB of memory is
            // far out of proportion to any input the fuzzer makes.
            .args(["-timeout=10", "-rss_limit_mb=2048", "-print_final_stats=1"])
            .args(&dirs)
            .status()
            .map_err(|e| format!("cannot run {}: {e}", bin_dir.join(t).display()))?;
        let kept = std::fs::read_dir(&corpus).map(|rd| rd.count()).unwrap_or(0);
        eprintln!("xtask: {t}: corpus {kept} inputs in {}", corpus.display());
        if !status.success() {
            return Err(format!(
                "fuzz target {t} found a failure (input in {}): keep it in fuzz/regressions/{t}/ with a test",
                artifacts.display()
            ));
        }
    }
    Ok(())
}

/// Read-only seed folders for a target: committed seeds, then project and shared files.
fn seed_dirs(root: &Path, target: &str) -> Vec<PathBuf> {
    let shared = root.join("../shared/corpus");
    let mut dirs = vec![root.join("fuzz/seeds").join(target), root.join("fuzz/regressions").join(target)];
    match target {
        "yaml_record" => dirs.push(root.join("fixtures")),
        "profile" => dirs.push(root.join("rules")),
        "sgf" => dirs.push(shared.join("go/edge_cases")),
        "psq" => dirs.push(shared.join("gomoku/gomocup2021_psq/freestyle_edge_cases")),
        "rif" => dirs.push(root.join("fixtures/renju")),
        "recovery" => dirs.push(root.join("fuzz/seeds/sgf")),
        _ => {}
    }
    dirs
}
