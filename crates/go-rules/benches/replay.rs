//! Replays the 9-dan human games of the corpus under positional superko and counts each final
//! position: the referee's hot path. The throughput divan prints is in moves per second.
//!
//! Run with `cargo bench -p go-rules`. Without the corpus the benchmark is skipped.

use std::path::Path;

use go_rules::{Color, Game, Move, Rules, Setup};
use grid::{Notation, Size};

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus/go/tom_9d_human_2003_2011");

/// One game: its setup and the main line's moves.
struct Record {
    setup: Setup,
    moves: Vec<(Color, Move)>,
}

/// Reads the main line of a 19x19 SGF game: the first `)` ends it, because the main line
/// always enters the first variation of each branch. `None` for another size or a bad value.
fn extract(text: &str) -> Option<Record> {
    let size = Size::square(19);
    let mut record = Record { setup: Setup::default(), moves: Vec::new() };
    let mut ident = String::new();
    let mut current = String::new();
    let mut chars = text.chars();
    let mut started = false;
    while let Some(ch) = chars.next() {
        match ch {
            '(' => started = true,
            ')' if started => break,
            '[' => {
                let mut value = String::new();
                while let Some(v) = chars.next() {
                    match v {
                        '\\' => value.extend(chars.next()),
                        ']' => break,
                        _ => value.push(v),
                    }
                }
                if !ident.is_empty() {
                    current = std::mem::take(&mut ident);
                }
                let point = |v: &str| Notation::Sgf.parse(v, size).ok();
                match current.as_str() {
                    "SZ" if value.trim() != "19" => return None,
                    "AB" => record.setup.black.push(point(&value)?),
                    "AW" => record.setup.white.push(point(&value)?),
                    "B" | "W" => {
                        let color = if current == "B" { Color::Black } else { Color::White };
                        let mv = match value.as_str() {
                            "" | "tt" => Move::Pass,
                            v => Move::Play(point(v)?),
                        };
                        record.moves.push((color, mv));
                    }
                    _ => {}
                }
            }
            c if c.is_ascii_uppercase() => ident.push(c),
            c if c.is_ascii_lowercase() => {}
            _ => ident.clear(),
        }
    }
    Some(record)
}

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
    paths.iter().filter_map(|p| std::fs::read_to_string(p).ok()).filter_map(|t| extract(&t)).collect()
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
    bencher.counter(divan::counter::ItemsCount::new(*moves)).bench(|| records.iter().map(replay).sum::<usize>());
}
