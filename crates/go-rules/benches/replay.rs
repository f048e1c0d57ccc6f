//! Replays the 9-dan human games of the corpus under positional superko and counts each final
//! position: the referee's hot path. The throughput divan prints is in moves per second.
//!
//! Run with `cargo bench -p go-rules`. Without the corpus the benchmark is skipped.

use std::path::Path;

use go_rules::{Game, Rules};

// The same small SGF reader the corpus tests use.
#[path = "../tests/common/sgf.rs"]
mod sgf;

use sgf::{main_line, Record};

// The corpus build.rs found (../shared/corpus or REFEREE_CORPUS).
const CORPUS: &str = concat!(env!("CORPUS_DIR"), "/go/tom_9d_human_2003_2011");

fn load() -> Vec<Record> {
    let dir = Path::new(CORPUS);
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .collect();
    paths.sort();
    paths
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .filter_map(|t| main_line(&t))
        .filter(|r| r.side == 19)
        .collect()
}

/// Replays one game until its moves run out or a move is refused; returns the plies applied.
fn replay(record: &Record) -> usize {
    let Ok(mut game) = Game::new(Rules::default(), &record.setup) else {
        return 0;
    };
    for &(color, mv) in &record.moves {
        if game.play(Some(color), mv).is_err() {
            break;
        }
    }
    divan::black_box(game.score(&[]).ok());
    game.plies()
}

fn main() {
    let records = load();
    // A benchmark is not a test: nothing passes or fails here, so without the corpus it says so
    // and measures nothing, instead of being ignored like the corpus tests.
    if records.is_empty() {
        println!("skipped: no 19x19 games found in {CORPUS}");
        return;
    }
    let moves: usize = records.iter().map(replay).sum();
    println!("{} games, {moves} moves applied; throughput below is moves per second", records.len());
    GAMES.get_or_init(|| (records, moves));
    divan::main();
}

static GAMES: std::sync::OnceLock<(Vec<Record>, usize)> = std::sync::OnceLock::new();

/// All games, replayed and counted: time per iteration / moves = time per move.
#[divan::bench(sample_count = 20)]
fn replay_corpus_positional_superko(bencher: divan::Bencher) {
    let Some((records, moves)) = GAMES.get() else {
        return;
    };
    bencher
        .counter(divan::counter::ItemsCount::new(*moves))
        .bench(|| records.iter().map(replay).sum::<usize>());
}
