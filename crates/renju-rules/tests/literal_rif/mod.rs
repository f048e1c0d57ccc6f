//! A slow, literal reading of the RIF definitions, written from scratch for the tests: every
//! row is found by enumerating five-cell windows, and every three by trying each empty point
//! of the line (docs/rules/renju.md, "Black's forbidden moves"). Shared by the seeded test
//! (`property.rs`) and the proptest version (`proptest_forbidden.rs`).

use grid::Color;
use renju_rules::ForbiddenKind;

const DIRS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A plain board: `grid[col][row]`, `None` empty.
#[derive(Clone)]
pub struct Slow {
    pub n: i32,
    pub cells: Vec<Vec<Option<Color>>>,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Judged {
    Five,
    Foul(ForbiddenKind),
    Fine,
}

impl Slow {
    fn at(&self, c: i32, r: i32) -> Option<Option<Color>> {
        if c < 0 || r < 0 || c >= self.n || r >= self.n {
            return None; // the edge
        }
        Some(self.cells[c as usize][r as usize])
    }

    fn black(&self, c: i32, r: i32) -> bool {
        self.at(c, r) == Some(Some(Color::Black))
    }

    fn run(&self, c: i32, r: i32, (dc, dr): (i32, i32)) -> usize {
        let mut n = 1;
        for s in [1, -1] {
            let mut k = 1;
            while self.black(c + s * k * dc, r + s * k * dr) {
                n += 1;
                k += 1;
            }
        }
        n
    }

    /// With Black already at (c, r): the fours through it on one line, each identified by its
    /// four stones. A window of five with four Black stones (one of them at (c, r)) and one
    /// empty point is a four when filling the gap gives exactly five, i.e. the cells just past
    /// the window are not Black. The same four stones seen from two windows are one (straight)
    /// four.
    fn fours(&self, c: i32, r: i32, d: (i32, i32)) -> usize {
        let mut found: Vec<Vec<(i32, i32)>> = Vec::new();
        for start in -4..=0 {
            let cells: Vec<(i32, i32)> = (start..start + 5).map(|k| (c + k * d.0, r + k * d.1)).collect();
            let blacks: Vec<(i32, i32)> = cells.iter().copied().filter(|&(x, y)| self.black(x, y)).collect();
            let empties = cells.iter().filter(|&&(x, y)| self.at(x, y) == Some(None)).count();
            let before = (c + (start - 1) * d.0, r + (start - 1) * d.1);
            let after = (c + (start + 5) * d.0, r + (start + 5) * d.1);
            if blacks.len() == 4
                && empties == 1
                && !self.black(before.0, before.1)
                && !self.black(after.0, after.1)
                && !found.contains(&blacks)
            {
                found.push(blacks);
            }
        }
        found.len()
    }

    /// With Black already at (c, r): whether one line holds a straight four through it: four
    /// unbroken stones with both ends empty, each end completing exactly five.
    fn straight_four(&self, c: i32, r: i32, d: (i32, i32)) -> bool {
        (-3..=0).any(|start| {
            let stones = (start..start + 4).all(|k| self.black(c + k * d.0, r + k * d.1));
            let end = |k: i32| (c + k * d.0, r + k * d.1);
            let (l, rr) = (end(start - 1), end(start + 4));
            let (ll, rrr) = (end(start - 2), end(start + 5));
            stones
                && self.at(l.0, l.1) == Some(None)
                && self.at(rr.0, rr.1) == Some(None)
                && !self.black(ll.0, ll.1)
                && !self.black(rrr.0, rrr.1)
        })
    }

    pub fn judge(&mut self, c: i32, r: i32) -> Judged {
        self.cells[c as usize][r as usize] = Some(Color::Black);
        let result = self.judge_placed(c, r);
        self.cells[c as usize][r as usize] = None;
        result
    }

    fn judge_placed(&mut self, c: i32, r: i32) -> Judged {
        let runs: Vec<usize> = DIRS.iter().map(|&d| self.run(c, r, d)).collect();
        if runs.contains(&5) {
            return Judged::Five;
        }
        if runs.iter().any(|&n| n >= 6) {
            return Judged::Foul(ForbiddenKind::Overline);
        }
        let fours: Vec<usize> = DIRS.iter().map(|&d| self.fours(c, r, d)).collect();
        if fours.iter().sum::<usize>() >= 2 {
            return Judged::Foul(ForbiddenKind::DoubleFour);
        }
        let mut threes = 0;
        for (i, &d) in DIRS.iter().enumerate() {
            if fours[i] > 0 {
                continue;
            }
            // A three: some empty point of the line makes a straight four through (c, r), and
            // that point is itself a legal Black move that makes no five.
            let real = (-5..=5).any(|k| {
                let (x, y) = (c + k * d.0, r + k * d.1);
                if self.at(x, y) != Some(None) {
                    return false;
                }
                self.cells[x as usize][y as usize] = Some(Color::Black);
                let makes = self.straight_four(c, r, d);
                self.cells[x as usize][y as usize] = None;
                makes && self.judge(x, y) == Judged::Fine
            });
            if real {
                threes += 1;
            }
        }
        if threes >= 2 {
            Judged::Foul(ForbiddenKind::DoubleThree)
        } else {
            Judged::Fine
        }
    }
}
