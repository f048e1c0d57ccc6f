//! The life judgement (`Game::judge_life`) of one 19x19 final position: the time a referee
//! spends per counted game under `dead_stones: auto` (issue 23's target: under 2 ms). Measured
//! on the 2-core development machine with a fuzzer busy on the other core: median 0.67 ms,
//! fastest 0.63 ms, mean 0.89 ms over 100 samples (2026-12-04); an earlier reading under heavier
//! load was 1.5 ms, and 2.9 ms before the first settle check a quarter of the way, after 16
//! playouts.
//!
//! `judge_corpus_19x19` judges, one after another, every 19x19 corpus position the referee runs
//! the judgement on (issue 37): its time divided by the number of positions it prints is the
//! mean cost per position. The positions are those `cargo xtask life --positions FILE` writes,
//! read from `LIFE_POSITIONS` or `target/life-positions.txt`; without the file the benchmark
//! is skipped. `cargo xtask life` gives the median and the 90th percentile per position.
//!
//! Run with `cargo bench -p go-rules --bench life`.

use go_rules::{Color, Game, LifeOptions, Point, Rules, Setup};

/// The final position of a KGS game of 2017 (283 moves, Japanese rules, counted with 16 dead
/// stones agreed), first line the top row: `X` Black, `O` White.
const FINAL: [&str; 19] = [
    ".............OX....",
    "....OO.O....OOX.XO.",
    "..OXO.OXO.O.OXXXXX.",
    ".OOOXOOXOOXOOOXOXXX",
    "OOXXXXOXXOXXX.XOOXO",
    ".X....XXO.OXXXXOOOO",
    "XX..X..XOO.OOOOOXXO",
    "XOXXO..XOOOXXXXXXXO",
    "XOX.XXXOXXXX.XOOXO.",
    "OOXXOXOOX.X.XXXOO.O",
    ".OOOOOOOXOXXOXO.XO.",
    "....O.O.OOOOOOOXXOO",
    "...O.OXOOXX.O..OOOO",
    "...XOOXOOOXXOOOXXXO",
    ".OOXO.XXXXOXXXX..XO",
    ".XXOOX...XO.O.X..X.",
    ".OOXXX.XXO...XXX.XX",
    "XOOX.XX.XO.....X..X",
    ".OXX...X.......X.X.",
];

/// A 19x19 position from its rows, the top row first.
fn position<'a>(rows: impl Iterator<Item = &'a str>) -> Option<Game> {
    let mut setup = Setup { first: Some(Color::White), handicap: Some(0), ..Setup::default() };
    for (k, line) in rows.enumerate() {
        for (col, c) in line.chars().enumerate() {
            let p = Point::new(col as u8, (18 - k) as u8);
            match c {
                'X' => setup.black.push(p),
                'O' => setup.white.push(p),
                _ => {}
            }
        }
    }
    Game::new(Rules::default(), &setup).ok()
}

fn game() -> Game {
    position(FINAL.iter().copied()).expect("the position is legal")
}

/// The corpus positions `cargo xtask life --positions` wrote: a label, a tab, then the 361
/// points from the top row.
fn corpus_positions() -> Vec<Game> {
    let path = std::env::var("LIFE_POSITIONS").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../target/life-positions.txt").to_owned()
    });
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("{path}: not found; write it with `cargo xtask life --positions {path}`");
        return Vec::new();
    };
    text.lines()
        .filter_map(|l| l.split('\t').nth(1))
        .filter(|p| p.len() == 361)
        .filter_map(|p| position((0..19).map(|r| &p[r * 19..r * 19 + 19])))
        .collect()
}

fn main() {
    divan::main();
}

#[divan::bench]
fn judge_final_19x19(bencher: divan::Bencher) {
    let g = game();
    let options = LifeOptions::default();
    bencher.bench(|| divan::black_box(g.judge_life(divan::black_box(&options))));
}

#[divan::bench(sample_count = 10)]
fn judge_corpus_19x19(bencher: divan::Bencher) {
    let games = corpus_positions();
    let options = LifeOptions::default();
    bencher.counter(divan::counter::ItemsCount::new(games.len())).bench(|| {
        for g in &games {
            divan::black_box(g.judge_life(divan::black_box(&options)));
        }
    });
}
