//! On random positions, the fast judge equals a slow, literal reading of the RIF definitions
//! written here from scratch: every row is found by enumerating five-cell windows, and every
//! three by trying each empty point of the line (docs/rules/renju.md, "Black's forbidden moves").

mod literal_rif;

use grid::{Color, Point, Size};
use literal_rif::{Judged, Slow};
use renju_rules::{forbidden_kind, forbidden_points, Board};

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
