//! Judges every record under a directory with the referee library and prints one JSON line per
//! game, as `referee judge --format json DIR` does, one thread and no terminal code.
//!
//! `cargo run -p referee --example judge_dir -- fixtures/go`

use std::path::{Path, PathBuf};

fn records_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            records_under(&path, out);
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| records::EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
        {
            out.push(path);
        }
    }
}

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "fixtures".to_owned());
    let mut files = Vec::new();
    records_under(Path::new(&dir), &mut files);
    files.sort();
    let config = referee::Config::new();
    let (mut judged, mut failed) = (0, 0);
    for file in &files {
        for result in referee::judge_path(file, &config) {
            match result {
                Ok(verdict) => {
                    judged += 1;
                    println!("{}", serde_json::to_string(&verdict).unwrap_or_default());
                }
                Err(failure) => {
                    failed += 1;
                    eprintln!("{failure}");
                }
            }
        }
    }
    eprintln!("{judged} games judged, {failed} could not be read");
}
