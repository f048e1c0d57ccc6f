//! The life judgement (`Game::judge_life`) of one 19x19 final position: the time a referee
//! spends per counted game under `dead_stones: auto` (issue 23's target: under 2 ms). Measured
//! on the 2-core development machine with a fuzzer busy on the other core: median 0.67 ms,
//! fastest 0.63 ms, mean 0.89 ms over 100 samples (2026-12-04); an earlier reading under heavier
//! load was 1.5 ms, and 2.9 ms before the first settle check a quarter of the way, after 16
//! playouts.
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

fn game() -> Game {
    let mut setup = Setup { first: Some(Color::White), handicap: Some(0), ..Setup::default() };
    for (k, line) in FINAL.iter().enumerate() {
        for (col, c) in line.chars().enumerate() {
            let p = Point::new(col as u8, (18 - k) as u8);
            match c {
                'X' => setup.black.push(p),
                'O' => setup.white.push(p),
                _ => {}
            }
        }
    }
    Game::new(Rules::default(), &setup).expect("the position is legal")
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
