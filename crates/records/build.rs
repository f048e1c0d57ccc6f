//! Tells the tests whether the shared corpus is there. With it, `cfg(corpus)` is set and the
//! tests that read it run; without it they are reported as ignored rather than passing in
//! silence, and under CI (`CI=true`) its absence stops the build, so that a CI run can never
//! pass without them.
//!
//! The corpus is `<workspace>/../shared/corpus`, or the directory `REFEREE_CORPUS` names
//! (relative to the workspace root). The tests read it at `env!("CORPUS_DIR")`.
//! crates/go-rules and crates/referee use this same script (`build = "../records/build.rs"` in
//! their Cargo.toml).

use std::path::{Component, Path, PathBuf};

fn main() {
    let manifest =
        PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let workspace = normalize(&manifest.join("../.."));
    let corpus = match std::env::var_os("REFEREE_CORPUS") {
        Some(dir) if !dir.is_empty() => normalize(&workspace.join(dir)),
        _ => normalize(&workspace.join("../shared/corpus")),
    };
    println!("cargo::rustc-check-cfg=cfg(corpus)");
    println!("cargo::rustc-env=CORPUS_DIR={}", corpus.display());
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=REFEREE_CORPUS");
    println!("cargo::rerun-if-env-changed=CI");
    if corpus.is_dir() {
        println!("cargo::rustc-cfg=corpus");
        // Moving the corpus away reruns this script and turns the tests off again.
        println!("cargo::rerun-if-changed={}", corpus.display());
        return;
    }
    if matches!(std::env::var("CI").as_deref(), Ok("true" | "1")) {
        panic!(
            "no corpus at {} (CI=true): the corpus tests cannot run; put ../shared beside the \
             workspace or set REFEREE_CORPUS",
            corpus.display()
        );
    }
    // Cargo treats a missing watched path as changed on every build, which would rebuild this
    // crate and all that depend on it each time. Watch the nearest directory above the corpus
    // that exists instead (normally ../shared), unless it holds the workspace itself: that
    // would scan target/ on every build, and then only build.rs is watched.
    if let Some(dir) =
        corpus.ancestors().skip(1).take_while(|d| !workspace.starts_with(d)).find(|d| d.is_dir())
    {
        println!("cargo::rerun-if-changed={}", dir.display());
    }
}

/// `path` with `.` and `..` folded away, without touching the file system (the corpus may not
/// exist), so that its ancestors are real directories.
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}
