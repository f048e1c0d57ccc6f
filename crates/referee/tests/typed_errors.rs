//! Issue 25: every error the readers and the referee make is a value (`records::messages`,
//! `referee::lang::errors`), so that `--lang zh` can write it in Chinese. An error made from
//! English text alone (`InputError::new`) does not come back unnoticed: this test lists the
//! few that are meant to stay, and fails on any other.

use std::path::{Path, PathBuf};

/// The `InputError::new` calls that stay, by file and a piece of the line: a catch-all for
/// variants a rule crate may add to a `#[non_exhaustive]` error (its own English is all there is
/// to show), and a stand-in error in a unit test.
const ALLOWED: &[(&str, &str)] = &[
    ("referee/src/games/renju.rs", "e.to_string()"),
    ("referee/src/games/settings.rs", "InputError::new(\"no\""),
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())).flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn errors_are_made_as_values_not_from_english_text() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("crates/");
    let mut files = Vec::new();
    for dir in ["records/src", "referee/src", "referee-cli/src", "arena/src", "referee-py/src"] {
        rust_files(&crates.join(dir), &mut files);
    }
    assert!(files.len() > 50, "the sources were not found: {}", files.len());
    let mut untyped = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("a source file");
        let name = f.strip_prefix(crates).unwrap_or(f).to_string_lossy().replace('\\', "/");
        for (i, line) in text.lines().enumerate() {
            if line.contains("InputError::new(")
                && !line.trim_start().starts_with("//")
                && !ALLOWED.iter().any(|(file, piece)| name == *file && line.contains(piece))
            {
                untyped.push(format!("{name}:{}: {}", i + 1, line.trim()));
            }
        }
    }
    assert!(
        untyped.is_empty(),
        "errors made from English text alone (make them values in records::messages or referee::lang::errors):\n{}",
        untyped.join("\n")
    );
}
