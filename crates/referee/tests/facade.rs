//! Issue 25: the programs built on the library (arena's matches and `referee gtp`'s rules, the
//! `referee` command, the Python module) go through the façade at the crate root, never into
//! `referee::games`, the adapters behind it. (`games` stays reachable, hidden from the docs, for
//! the project's own measuring tool `xtask dead` and the territory-marks test, which look at a
//! replayed Go game from inside.)

use std::path::{Path, PathBuf};

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
fn callers_outside_the_library_use_the_facade_not_games() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("crates/");
    let mut files = Vec::new();
    for caller in ["arena/src", "referee-cli/src", "referee-py/src"] {
        rust_files(&crates.join(caller), &mut files);
    }
    assert!(files.len() > 20, "the callers' sources were not found: {}", files.len());
    let reaching: Vec<String> = files
        .iter()
        .flat_map(|f| {
            let text = std::fs::read_to_string(f).expect("a source file");
            text.lines()
                .enumerate()
                .filter(|(_, l)| l.contains("referee::games"))
                .map(|(i, l)| format!("{}:{}: {}", f.display(), i + 1, l.trim()))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(reaching.is_empty(), "callers reaching into referee::games:\n{}", reaching.join("\n"));
}
