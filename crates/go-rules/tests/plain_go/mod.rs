//! A plain Go board written only to check the engine against: a grid of colours, chains found
//! by flood fill every time, no incremental state. Shared by the property tests
//! (`tests/proptest_board.rs`) and the `go_moves` fuzz target, which includes this file by path.

#![allow(dead_code)]

use grid::{Color, Point};

/// The position as a plain grid, `cells[row * side + col]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlainBoard {
    pub side: u8,
    pub cells: Vec<Option<Color>>,
}

/// What one placement did on the plain board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Placed {
    /// Opponent stones removed (seed art. 4: a chain left without liberties is taken off).
    pub captured: usize,
    /// The mover's own stones removed because their chain had no liberty left (suicide).
    pub suicided: usize,
}

impl PlainBoard {
    /// An empty board of `side` x `side`.
    pub fn new(side: u8) -> PlainBoard {
        PlainBoard { side, cells: vec![None; usize::from(side) * usize::from(side)] }
    }

    fn at(&self, p: Point) -> usize {
        usize::from(p.row) * usize::from(self.side) + usize::from(p.col)
    }

    fn on_board(&self, col: i32, row: i32) -> bool {
        (0..i32::from(self.side)).contains(&col) && (0..i32::from(self.side)).contains(&row)
    }

    /// The colour on `p`.
    pub fn get(&self, p: Point) -> Option<Color> {
        self.cells[self.at(p)]
    }

    /// Puts a stone (or nothing) on `p` with no rule applied, as a setup does.
    pub fn set(&mut self, p: Point, c: Option<Color>) {
        let i = self.at(p);
        self.cells[i] = c;
    }

    /// Every point of the board, bottom row first.
    pub fn points(&self) -> Vec<Point> {
        (0..self.side).flat_map(|row| (0..self.side).map(move |col| Point::new(col, row))).collect()
    }

    /// The four orthogonal neighbours of `p` that are on the board.
    pub fn neighbours(&self, p: Point) -> Vec<Point> {
        let (c, r) = (i32::from(p.col), i32::from(p.row));
        [(c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)]
            .into_iter()
            .filter(|&(c, r)| self.on_board(c, r))
            .map(|(c, r)| Point::new(c as u8, r as u8))
            .collect()
    }

    /// The points connected to `p` through points of the same content as `p` (a chain for a
    /// stone, a region for an empty point), found by flood fill.
    pub fn flood(&self, p: Point) -> Vec<Point> {
        let what = self.get(p);
        let mut seen = vec![false; self.cells.len()];
        seen[self.at(p)] = true;
        let mut out = vec![p];
        let mut k = 0;
        while k < out.len() {
            for n in self.neighbours(out[k]) {
                if self.get(n) == what && !seen[self.at(n)] {
                    seen[self.at(n)] = true;
                    out.push(n);
                }
            }
            k += 1;
        }
        out
    }

    /// Whether the chain through the stone on `p` touches an empty point.
    pub fn has_liberty(&self, p: Point) -> bool {
        self.flood(p).into_iter().any(|s| self.neighbours(s).into_iter().any(|n| self.get(n).is_none()))
    }

    fn remove_if_dead(&mut self, p: Point) -> usize {
        if self.get(p).is_none() || self.has_liberty(p) {
            return 0;
        }
        let chain = self.flood(p);
        for &s in &chain {
            self.set(s, None);
        }
        chain.len()
    }

    /// Plays `c` on the empty point `p`: opponent chains without liberties go first, then the
    /// mover's own chain if it has none (seed art. 4 and 5).
    pub fn play(&mut self, p: Point, c: Color) -> Placed {
        self.set(p, Some(c));
        let mut placed = Placed::default();
        for n in self.neighbours(p) {
            if self.get(n) == Some(c.opponent()) {
                placed.captured += self.remove_if_dead(n);
            }
        }
        placed.suicided = self.remove_if_dead(p);
        placed
    }

    /// The stones of `c`.
    pub fn stones(&self, c: Color) -> Vec<Point> {
        self.points().into_iter().filter(|&p| self.get(p) == Some(c)).collect()
    }

    /// Area by the plain definition (seed art. 8-9): a colour's stones plus the empty regions
    /// that touch only that colour; regions touching both or neither are neutral.
    /// Returns (black, white, neutral) point counts.
    pub fn area(&self) -> (usize, usize, usize) {
        let mut counts = [0usize; 3];
        let mut seen = vec![false; self.cells.len()];
        for p in self.points() {
            match self.get(p) {
                Some(Color::Black) => counts[0] += 1,
                Some(Color::White) => counts[1] += 1,
                None if !seen[self.at(p)] => {
                    let region = self.flood(p);
                    let (mut black, mut white) = (false, false);
                    for &q in &region {
                        seen[self.at(q)] = true;
                        for n in self.neighbours(q) {
                            black |= self.get(n) == Some(Color::Black);
                            white |= self.get(n) == Some(Color::White);
                        }
                    }
                    let owner = match (black, white) {
                        (true, false) => 0,
                        (false, true) => 1,
                        _ => 2,
                    };
                    counts[owner] += region.len();
                }
                None => {}
            }
        }
        (counts[0], counts[1], counts[2])
    }
}
