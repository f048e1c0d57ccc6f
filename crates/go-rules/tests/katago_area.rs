//! KataGo's count (`Game::pass_alive_dead`, docs/rules/go.md §1.11) against KataGo's own
//! expectations. The boards and the expected areas are test data from lightvector/KataGo
//! `cpp/tests/testboardarea.cpp` (MIT licence, Copyright 2018 David J Wu, "lightvector"): the
//! area `Board::calculateArea` gives in the mode KataGo scores a finished game with (safe and
//! unsafe big territories, stones that are not pass-alive counted as they stand), with
//! multi-stone suicide illegal and legal. The referee's version removes the pass-alive dead and
//! counts what is left as Tromp-Taylor does; the two must give the same owner for every point.
//! Every square board of that file is here ("Area 1" to "Area 4", "Pass alive bug-derived test
//! case", "One more simple test case", "Bug-derived test case, in more colors and
//! orientations", "More tests for recursive safe"); its rectangular ones are not, since the
//! referee's boards are square.

mod common;

use common::diagram;
use go_rules::{Color, Game, Point, Rules, SuicideRule};

/// KataGo's diagram (`x` Black, `o` White, `.` and `` ` `` empty) in this crate's notation.
fn board(rows: &[&str], suicide: SuicideRule) -> Game {
    let rows: Vec<String> = rows
        .iter()
        .map(|r| {
            r.chars()
                .map(|c| match c {
                    'x' => 'X',
                    'o' => 'O',
                    _ => '.',
                })
                .collect()
        })
        .collect();
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    diagram(Rules { suicide, ..Rules::default() }, Color::Black, &rows)
}

/// The owner of every point after KataGo's removal, top row first: `X`, `O` or `.`.
fn area(game: &Game) -> Vec<String> {
    let size = game.size();
    let dead = game.pass_alive_dead();
    let stone = |p: Point| game.stone_at(p).filter(|_| !dead.contains(&p));
    let mut owner = vec!['.'; size.len()];
    let mut seen = vec![false; size.len()];
    for start in size.points() {
        let i = size.index(start);
        if let Some(c) = stone(start) {
            owner[i] = if c == Color::Black { 'X' } else { 'O' };
            continue;
        }
        if seen[i] {
            continue;
        }
        // An empty region (removed stones included) and the colours it reaches.
        let (mut region, mut stack, mut reaches) = (vec![start], vec![start], (false, false));
        seen[i] = true;
        while let Some(p) = stack.pop() {
            for q in game.size().points().filter(|q| q.col.abs_diff(p.col) + q.row.abs_diff(p.row) == 1) {
                match stone(q) {
                    Some(Color::Black) => reaches.0 = true,
                    Some(Color::White) => reaches.1 = true,
                    None if !seen[size.index(q)] => {
                        seen[size.index(q)] = true;
                        region.push(q);
                        stack.push(q);
                    }
                    None => {}
                }
            }
        }
        let c = match reaches {
            (true, false) => 'X',
            (false, true) => 'O',
            _ => '.',
        };
        for p in region {
            owner[size.index(p)] = c;
        }
    }
    let side = size.rows;
    (0..side)
        .rev()
        .map(|row| (0..size.cols).map(|col| owner[size.index(Point::new(col, row))]).collect())
        .collect()
}

fn check(rows: &[&str], suicide: SuicideRule, expected: &[&str]) {
    let got = area(&board(rows, suicide));
    assert_eq!(got, expected, "{suicide:?}");
}

#[test]
fn area_1() {
    let rows = [
        "..o.o.xx.",
        ".oooo.x.x",
        "oo.....xx",
        ".........",
        ".........",
        "x......oo",
        ".xx...o.o",
        "x.x..oo.o",
        ".x.x.o.o.",
    ];
    let expected = [
        "OOOOO.XXX",
        "OOOOO.XXX",
        "OO.....XX",
        ".........",
        ".........",
        "X......OO",
        "XXX...OOO",
        "XXX..OOOO",
        "XXXX.OOOO",
    ];
    check(&rows, SuicideRule::Forbidden, &expected);
    check(&rows, SuicideRule::MultiStone, &expected);
}

#[test]
fn area_2() {
    let rows = [
        "x.oooooo.",
        "oox..xx.o",
        "o...xox.o",
        "o...x.x.o",
        "oxxx.xx.o",
        "ox..x...o",
        "o.xox...o",
        "o.xxx...o",
        ".ooooooo.",
    ];
    check(
        &rows,
        SuicideRule::Forbidden,
        &[
            "OOOOOOOOO",
            "OOX..XX.O",
            "O...XXX.O",
            "O...XXX.O",
            "OXXXXXX.O",
            "OXXXX...O",
            "O.XXX...O",
            "O.XXX...O",
            "OOOOOOOOO",
        ],
    );
    check(
        &rows,
        SuicideRule::MultiStone,
        &[
            "X.OOOOOOO",
            "OOX..XX.O",
            "O...XOX.O",
            "O...X.X.O",
            "OXXXXXX.O",
            "OX..X...O",
            "O.XOX...O",
            "O.XXX...O",
            "OOOOOOOOO",
        ],
    );
    let rows2 = [
        "..oooooo.",
        "oox..xx.o",
        "o...xox.o",
        "o...x.x.o",
        "oxxx.xx.o",
        "ox..x...o",
        "o.x.x...o",
        "o.xxx...o",
        ".ooooooo.",
    ];
    let expected2 = [
        "OOOOOOOOO",
        "OOX..XX.O",
        "O...XOX.O",
        "O...X.X.O",
        "OXXXXXX.O",
        "OXXXX...O",
        "O.XXX...O",
        "O.XXX...O",
        "OOOOOOOOO",
    ];
    check(&rows2, SuicideRule::Forbidden, &expected2);
    check(&rows2, SuicideRule::MultiStone, &expected2);
}

#[test]
fn area_3() {
    let rows = [
        "o.o....xx......o..o",
        ".oo.xxx.x......ooo.",
        "xo..x..xx........oo",
        "oo.`xxx..`.....`...",
        "...................",
        ".......xx..........",
        "....xxx.x......xxx.",
        "....xo.xx......x.x.",
        "....xxx........x.x.",
        "xxx`....xxxxx..`x.x",
        "..x.....x...x...xx.",
        "o.xxx...x...x....xx",
        "o.x.x...x...xxx....",
        "..xxx...x...x.x....",
        "xxx.....xxxxxxx....",
        "oo.`.....`.....`...",
        ".o.....oo.oo......o",
        ".oooo.o.o.o.o.oooo.",
        "o..o.o.oo.oo.o.o.o.",
    ];
    check(
        &rows,
        SuicideRule::Forbidden,
        &[
            "OOO....XX......OOOO",
            "OOO.XXXXX......OOOO",
            "OO..XXXXX........OO",
            "OO..XXX............",
            "...................",
            ".......XX..........",
            "....XXXXX......XXX.",
            "....XXXXX......XXX.",
            "....XXX........XXX.",
            "XXX.....XXXXX...XXX",
            "..X.....XXXXX...XXX",
            "O.XXX...XXXXX....XX",
            "O.XXX...XXXXXXX....",
            "..XXX...XXXXXXX....",
            "XXX.....XXXXXXX....",
            "OO.................",
            "OO.....OO.OO......O",
            "OOOOO.OOO.OOO.OOOOO",
            "OOOOOOOOO.OOOOOOOOO",
        ],
    );
    check(
        &rows,
        SuicideRule::MultiStone,
        &[
            "OOO....XX......OOOO",
            ".OO.XXXXX......OOOO",
            "XO..XXXXX........OO",
            "OO..XXX............",
            "...................",
            ".......XX..........",
            "....XXXXX......XXX.",
            "....XO.XX......XXX.",
            "....XXX........XXX.",
            "XXX.....XXXXX...XXX",
            "..X.....XXXXX...XXX",
            "O.XXX...XXXXX....XX",
            "O.XXX...XXXXXXX....",
            "..XXX...XXXXXXX....",
            "XXX.....XXXXXXX....",
            "OO.................",
            "OO.....OO.OO......O",
            "OOOOO.OOO.OOO.OOOOO",
            "OOOOOOOOO.OOOOOOOOO",
        ],
    );
}

#[test]
fn area_4() {
    let rows = [
        ".x.x.xxxx.xxxx.x.x.",
        "x.xxxx..x.x..xxxx.x",
        "xx.x..x.x.x.x..x.x.",
        "x.x`xx.xx`xx.xx`x.x",
        ".x.xx.xx...xx.xx.x.",
        ".x.x...........x.x.",
        "x.x.............x.x",
        ".x...............x.",
        "...................",
        "xxx`....xxxxx..`...",
        "..x.....x...x.xxxxx",
        "oxxxx...x..xx.x....",
        "o.x.x...x.o.xxx....",
        "..xxx...x...x.x....",
        "xxx.....xxxxxxxxxxx",
        "...`.....`....o`...",
        "ooooo....ooooo.oooo",
        ".o..oo...o...ooo...",
        "o.o.xo...o.o.o.o.oo",
    ];
    check(
        &rows,
        SuicideRule::Forbidden,
        &[
            "XXXXXXXXX.XXXXXXXXX",
            "XXXXXXXXX.XXXXXXXXX",
            "XXXXXXXXX.XXXXXXXXX",
            "XXXXXXXXX.XXXXXXXXX",
            "XXXXX.XX...XX.XXXXX",
            "XXXX...........XXXX",
            "XXX.............XXX",
            ".X...............X.",
            "...................",
            "XXX.....XXXXX......",
            "XXX.....XXXXX.XXXXX",
            "XXXXX...XXXXX.XXXXX",
            "XXXXX...XXXXXXXXXXX",
            "XXXXX...XXXXXXXXXXX",
            "XXX.....XXXXXXXXXXX",
            "..............O....",
            "OOOOO....OOOOOOOOOO",
            "OO..OO...OOOOOOOOOO",
            "OOO.XO...OOOOOOOOOO",
        ],
    );
    check(
        &rows,
        SuicideRule::MultiStone,
        &[
            "XXXXXXXXX.XXXXXXXXX",
            "XXXXXXXXX.XXXXXXXXX",
            "XXXXXXXXX.XXXXXXXXX",
            "XXXXXXXXX.XXXXXXXXX",
            "XXXXX.XX...XX.XXXXX",
            "XXXX...........XXXX",
            "XXX.............XXX",
            ".X...............X.",
            "...................",
            "XXX.....XXXXX......",
            "..X.....X...X.XXXXX",
            "OXXXX...X..XX.XXXXX",
            "O.XXX...X.O.XXXXXXX",
            "..XXX...X...XXXXXXX",
            "XXX.....XXXXXXXXXXX",
            "..............O....",
            "OOOOO....OOOOOOOOOO",
            "OO..OO...OOOOOOOOOO",
            "OOO.XO...OOOOOOOOOO",
        ],
    );
}

#[test]
fn pass_alive_bug_derived() {
    let rows = [
        ".o.ooxxo.",
        "o.o.ooxxo",
        "oooooox.x",
        "oxo.ooxxx",
        "xxooooxx.",
        ".xoooxxx.",
        ".xoooooox",
        "oxxoxxxxx",
        ".xxx.x...",
    ];
    let expected = [
        "OOOOOXXXX",
        "OOOOOOXXX",
        "OOOOOOXXX",
        "OXOOOOXXX",
        "XXOOOOXXX",
        "XXOOOXXXX",
        "XXOOOOOOX",
        "XXXOXXXXX",
        "XXXXXXXXX",
    ];
    check(&rows, SuicideRule::Forbidden, &expected);
    check(&rows, SuicideRule::MultiStone, &expected);
}

#[test]
fn one_more_simple() {
    let rows = ["..ooo..", "..xxx..", "xxxxxxx", ".....x.", "ooooox.", ".o..oxx", ".x..ox."];
    let expected = ["..OOO..", "..XXX..", "XXXXXXX", ".....XX", "OOOOOXX", ".O..OXX", ".X..OXX"];
    check(&rows, SuicideRule::Forbidden, &expected);
    check(&rows, SuicideRule::MultiStone, &expected);
}

#[test]
fn bug_derived_in_more_colours() {
    let rows = [
        ".oxo.oxo.",
        "ooxoooxxo",
        "xxxxxxxxx",
        ".x.x.....",
        "xxxoooooo",
        "..o.xo.o.",
        "ooooooooo",
        "xooxxxoxx",
        ".xox.xox.",
    ];
    let expected = [
        "XXXXXXXXX",
        "XXXXXXXXX",
        "XXXXXXXXX",
        "XXXX.....",
        "XXXOOOOOO",
        "..OOOOOOO",
        "OOOOOOOOO",
        "OOOOOOOOO",
        "OOOOOOOOO",
    ];
    check(&rows, SuicideRule::Forbidden, &expected);
    check(&rows, SuicideRule::MultiStone, &expected);
}

#[test]
fn recursive_safe() {
    let rows = [
        ".xx.....o.o.o...xx.",
        "x.x.x...ooooo.x.x.x",
        "xx.x..oo...o...x.xx",
        "..x`.o.o.`.o...`x..",
        ".x.x..oo...o...x.x.",
        ".x.x....ooo....xox.",
        "o.x...oo...o....x..",
        ".x.x.o.o...o...x.x.",
        "..x...oo...o....x..",
        ".xx`....o.o....`...",
        "xooo.....xxxx......",
        ".x....xxxx..xx.....",
        "x.....x.x....x.....",
        "...o...x.x..xx.o.o.",
        "o.o.oo.xxxxxxoo.o.o",
        ".o.o...xooooo..o.o.",
        "oox.o..xoxo.o.o.xoo",
        "o.oo..xxoxoxox.oo.o",
        ".oo..x..x.x.x...oo.",
    ];
    let expected = [
        "XXX.....OOOOO...XXX",
        "XXX.X...OOOOO.X.XXX",
        "XXXX..OOOOOO...XXXX",
        "..X..OOOOOOO....X..",
        ".XXX..OOOOOO...X.X.",
        ".XXX....OOO....XOX.",
        "O.X...OO...O....X..",
        ".XXX.OOO...O...XXX.",
        "..X...OO...O....X..",
        ".XX.....O.O........",
        "XOOO.....XXXX......",
        "XX....XXXXXXXX.....",
        "X.....XXXXXXXX.....",
        "...O...XXXXXXX.O.O.",
        "O.OOOO.XXXXXXOOOOOO",
        "OO.O...XOOOOO..O.OO",
        "OOX.O..XOXO.O.O.XOO",
        "OOOO..XXOXOXOX.OOOO",
        "OOO..XXXXXXXX...OOO",
    ];
    check(&rows, SuicideRule::Forbidden, &expected);
    check(&rows, SuicideRule::MultiStone, &expected);
}
