//! On random positions, the fast judge equals a slow, literal reading of the RIF definitions
//! written here from scratch: every row is found by enumerating five-cell windows, and every
//! three by trying each empty point of the line (rules/renju.md, "Black's forbidden moves").

use grid::{Color, Point, Size};
use renju_rules::{forbidden_kind, forbidden_points, Board, ForbiddenKind};

const DIRS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A plain board: `grid[col][row]`, `None` empty.
#[derive(Clone)]
struct Slow {
    n: i32,
    cells: Vec<Vec<Option<Color>>>,
}

#[derive(Debug, PartialEq, Eq)]
enum Judged {
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

    fn judge(&mut self, c: i32, r: i32) -> Judged {
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

/// xorshift64*: a small deterministic generator, so a failure repeats.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn random_position(rng: &mut Rng, n: u8) -> (Board, Slow) {
    let mut board = Board::new(n).unwrap();
    let mut slow = Slow { n: i32::from(n), cells: vec![vec![None; usize::from(n)]; usize::from(n)] };
    // Stones gathered in a window so that shapes are dense; more Black than White so that
    // threes and fours are common.
    let span = u64::from(n.min(9));
    let off = u64::from(n) - span;
    let lo = rng.below(off + 1);
    let stones = 8 + rng.below(28);
    for _ in 0..stones {
        let p = Point::new((lo + rng.below(span)) as u8, (lo + rng.below(span)) as u8);
        let color = if rng.below(5) < 3 { Color::Black } else { Color::White };
        if board.place(p, color) {
            slow.cells[usize::from(p.col)][usize::from(p.row)] = Some(color);
        }
    }
    (board, slow)
}

#[test]
fn fast_judge_equals_the_literal_definitions() {
    let mut rng = Rng(0x5EED_1234_ABCD_0001);
    let mut forbidden_seen = [0usize; 3];
    let mut judged = 0;
    for round in 0..500 {
        let n = if round % 10 == 0 { 7 + rng.below(6) as u8 } else { 15 };
        let (board, mut slow) = random_position(&mut rng, n);
        let listed = forbidden_points(&board);
        for p in Size::square(n).points().filter(|&p| board.is_empty_at(p)) {
            let want = match slow.judge(i32::from(p.col), i32::from(p.row)) {
                Judged::Foul(k) => Some(k),
                Judged::Five | Judged::Fine => None,
            };
            let got = forbidden_kind(&board, p);
            assert_eq!(got, want, "round {round}, {p:?} in\n{board:?}");
            assert_eq!(listed.iter().find(|(q, _)| *q == p).map(|&(_, k)| k), got);
            if let Some(k) = got {
                forbidden_seen[k as usize] += 1;
            }
            judged += 1;
        }
    }
    // The random positions must exercise every kind, or the comparison proves little.
    assert!(forbidden_seen.iter().all(|&n| n >= 10), "kinds seen: {forbidden_seen:?} of {judged}");
}
