//! Forbidden-point judgement on positions from real Gomocup renju games
//! (corpus/gomoku/gomocup2021_psq/renju/**/*.psq): every empty point of ~40-stone positions
//! one by one, and the whole-board listing.

use std::path::{Path, PathBuf};

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use grid::{Color, Point};
use renju_rules::{forbidden_kind, forbidden_points, Board};

fn main() {
    divan::main();
}

// Always ../shared/corpus: this crate has no corpus tests, so no build.rs to follow
// REFEREE_CORPUS (crates/records/build.rs).
const CORPUS: &str =
    concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus/gomoku/gomocup2021_psq/renju");

/// Stones per benchmark position.
const STONES: usize = 40;

fn psq_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            psq_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "psq") {
            out.push(path);
        }
    }
}

/// The position after `STONES` moves of a PSQ record (1-based `x,y,ms`, y from the top),
/// or `None` when the game is shorter.
fn position(text: &str) -> Option<Board> {
    let mut lines = text.lines();
    let header = lines.next()?;
    let side: u8 = header.split_whitespace().nth(1)?.split('x').next()?.parse().ok()?;
    let mut board = Board::new(side).ok()?;
    let mut color = Color::Black;
    for line in lines {
        let fields: Vec<Option<i64>> = line.trim().split(',').map(|f| f.trim().parse().ok()).collect();
        let [Some(x), Some(y), Some(_)] = fields[..] else { break };
        if board.stones() == STONES {
            return Some(board);
        }
        let p = Point::new(u8::try_from(x - 1).ok()?, side.checked_sub(u8::try_from(y).ok()?)?);
        if !board.place(p, color) {
            return None;
        }
        color = color.opponent();
    }
    None
}

fn positions() -> Vec<Board> {
    let mut files = Vec::new();
    psq_files(Path::new(CORPUS), &mut files);
    // A benchmark is not a test: nothing passes or fails here, so without the corpus it says so
    // and measures nothing, instead of being ignored like the corpus tests.
    if files.is_empty() {
        println!("no corpus at {CORPUS}: nothing to measure");
    }
    files
        .iter()
        .filter_map(|f| std::fs::read_to_string(f).ok())
        .filter_map(|t| position(&t))
        .take(200)
        .collect()
}

#[divan::bench]
fn judge_each_empty_point(bencher: Bencher) {
    let boards = positions();
    let points: Vec<(usize, Point)> = boards
        .iter()
        .enumerate()
        .flat_map(|(i, b)| b.size().points().filter(|&p| b.is_empty_at(p)).map(move |p| (i, p)))
        .collect();
    bencher.counter(ItemsCount::new(points.len())).bench(|| {
        points
            .iter()
            .filter(|&&(i, p)| boards.get(i).is_some_and(|b| forbidden_kind(black_box(b), p).is_some()))
            .count()
    });
}

#[divan::bench]
fn list_forbidden_points_of_a_position(bencher: Bencher) {
    let boards = positions();
    bencher
        .counter(ItemsCount::new(boards.len()))
        .bench(|| boards.iter().map(|b| forbidden_points(black_box(b)).len()).sum::<usize>());
}
