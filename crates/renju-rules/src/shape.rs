//! The fast judge of a Black stone: fives, overlines, fours and threes on the four lines through
//! one point, with the recursive check of threes (docs/rules/renju.md, "Black's forbidden moves";
//! docs/rules/renju.md section 1.3).
//!
//! Each line is read as an 11-cell window centred on the point, as two bit masks (Black stones,
//! empty points; White stones and the edge are in neither). Five cells each way suffice: a
//! five-point lies within four cells, and the cell just past a five decides whether it is exact.

use crate::board::{Board, BLACK, EDGE, EMPTY, STEPS};
use crate::{ForbiddenKind, ForbiddenSet};

/// Bit of the judged point in a line window.
const CENTER: u32 = 5;

/// How deep the recursive three check may nest. Real positions need two or three levels
/// (docs/rules/renju.md T11); the cap only guarantees that a constructed position cannot make
/// the judge run for ever. Past it a straight-four point is taken as legal.
const MAX_DEPTH: u8 = 24;

/// The judgement of a Black stone at one point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// An exact five: Black wins, whatever else the stone makes (seed: 五连与禁手同时形成，判胜).
    Five,
    /// A forbidden move of this kind; `per_line` holds, by direction, the overline length, the
    /// number of fours or the number of real threes that make it so.
    Forbidden(ForbiddenKind, [u8; 4]),
    /// Not forbidden under the given set (a four-three, a four, a three, or nothing).
    Legal,
}

/// The shapes a Black stone makes, before any recursive check.
struct Analysis {
    /// Length of the unbroken Black row through the point, by direction.
    runs: [u8; 4],
    /// Fours through the point by direction (a straight four counts once, two fours on one
    /// line twice).
    fours: [u8; 4],
    /// Window offsets (bit numbers) of the points that would turn a three through the point
    /// into a straight four, by direction; only for lines without a four.
    candidates: [[u8; 4]; 4],
    counts: [u8; 4],
}

/// The lowest and highest bit of the run of ones in `m` that contains bit `i` (which is set).
#[inline]
fn run(m: u32, i: u32) -> (u32, u32) {
    let up = (m >> i).trailing_ones();
    let down = (m << (31 - i)).leading_ones();
    (i + 1 - down, i + up - 1)
}

#[inline]
fn bit(m: u32, i: u32) -> bool {
    m >> i & 1 == 1
}

/// The window of one line through `idx`, with the point itself counted as Black.
#[inline]
fn window(board: &Board, idx: usize, step: isize) -> (u32, u32) {
    let mut black = 1 << CENTER;
    let mut empty = 0;
    for k in 1..=5isize {
        for (sign, b) in [(1isize, CENTER + k as u32), (-1, CENTER - k as u32)] {
            match board.cell_at(idx, step, sign * k) {
                BLACK => black |= 1 << b,
                EMPTY => empty |= 1 << b,
                _ => {}
            }
        }
    }
    (black, empty)
}

/// Length of the unbroken Black row through `idx` along `step`, counting `idx` itself.
#[inline]
fn run_length(board: &Board, idx: usize, step: isize) -> u8 {
    let mut n = 1u8;
    for sign in [1isize, -1] {
        let mut k = 1;
        while board.cell_at(idx, step, sign * k) == BLACK {
            n = n.saturating_add(1);
            k += 1;
        }
    }
    n
}

/// Fours on one line: the empty points that would complete an exact five containing the centre.
/// Two such points five apart belong to one straight four; closer, to two fours on one line
/// (`X.XXX.X`, `XX.XX.XX`, `XXX.X.XXX`; docs/rules/renju.md step 3).
#[inline]
fn fours(black: u32, empty: u32) -> u8 {
    let mut first = None;
    for x in 1..=9 {
        if bit(empty, x) {
            let (lo, hi) = run(black | 1 << x, CENTER);
            if hi - lo == 4 && (lo..=hi).contains(&x) {
                match first {
                    None => first = Some(x),
                    Some(f) => return if x - f == 5 { 1 } else { 2 },
                }
            }
        }
    }
    u8::from(first.is_some())
}

/// The points that would make, with the centre, a straight four on this line: an unbroken four
/// whose both ends are empty and complete an exact five (RIF: a three is a row that one more
/// stone turns into a straight four).
#[inline]
fn three_candidates(black: u32, empty: u32, out: &mut [u8; 4]) -> u8 {
    let mut n = 0;
    for x in 1..=9 {
        if !bit(empty, x) {
            continue;
        }
        let b = black | 1 << x;
        let (lo, hi) = run(b, CENTER);
        if hi - lo == 3
            && (lo..=hi).contains(&x)
            && lo >= 2
            && hi <= 8
            && bit(empty, lo - 1)
            && bit(empty, hi + 1)
            && !bit(b, lo - 2)
            && !bit(b, hi + 2)
        {
            if let Some(slot) = out.get_mut(usize::from(n)) {
                *slot = x as u8;
                n += 1;
            }
        }
    }
    n
}

fn analyse(board: &Board, idx: usize) -> Analysis {
    let mut a = Analysis { runs: [0; 4], fours: [0; 4], candidates: [[0; 4]; 4], counts: [0; 4] };
    for (d, &step) in STEPS.iter().enumerate() {
        a.runs[d] = run_length(board, idx, step);
    }
    if a.runs.contains(&5) {
        return a;
    }
    for (d, &step) in STEPS.iter().enumerate() {
        let (black, empty) = window(board, idx, step);
        a.fours[d] = fours(black, empty);
        if a.fours[d] == 0 && a.runs[d] < 6 {
            a.counts[d] = three_candidates(black, empty, &mut a.candidates[d]);
        }
    }
    a
}

/// Judges a Black stone at the empty point `idx` against `set`. The board is used as scratch
/// for the recursive three check and is left as it was found.
pub(crate) fn judge(board: &mut Board, idx: usize, set: ForbiddenSet) -> Verdict {
    judge_at_depth(board, idx, set, 0)
}

/// The judgement when it needs no recursion, or `None` when the threes must be checked. Lets
/// the public functions avoid copying the board for the common case.
pub(crate) fn judge_quick(board: &Board, idx: usize, set: ForbiddenSet) -> Option<Verdict> {
    decide(&analyse(board, idx), set)
}

fn decide(a: &Analysis, set: ForbiddenSet) -> Option<Verdict> {
    if a.runs.contains(&5) {
        return Some(Verdict::Five);
    }
    if set.contains(ForbiddenKind::Overline) && a.runs.iter().any(|&r| r >= 6) {
        return Some(Verdict::Forbidden(ForbiddenKind::Overline, a.runs.map(|r| if r >= 6 { r } else { 0 })));
    }
    let fours: u8 = a.fours.iter().sum();
    if set.contains(ForbiddenKind::DoubleFour) && fours >= 2 {
        return Some(Verdict::Forbidden(ForbiddenKind::DoubleFour, a.fours));
    }
    let lines_with_threes = a.counts.iter().filter(|&&n| n > 0).count();
    if !set.contains(ForbiddenKind::DoubleThree) || lines_with_threes < 2 {
        return Some(Verdict::Legal);
    }
    None
}

fn judge_at_depth(board: &mut Board, idx: usize, set: ForbiddenSet, depth: u8) -> Verdict {
    let a = analyse(board, idx);
    if let Some(v) = decide(&a, set) {
        return v;
    }
    if depth >= MAX_DEPTH {
        return Verdict::Legal;
    }
    // Step 4 of docs/rules/renju.md: a three is real when one of its straight-four points is a
    // legal Black move, judged in the position with this stone on the board, that does not
    // itself make a five (RIF: "without at the same time a five in a row is made").
    board.set(idx, BLACK);
    let mut threes = [0u8; 4];
    let mut found = 0;
    let mut lines_left = a.counts.iter().filter(|&&n| n > 0).count();
    for (d, &step) in STEPS.iter().enumerate() {
        let n = usize::from(a.counts[d]);
        if n == 0 {
            continue;
        }
        lines_left -= 1;
        let real = a.candidates[d].iter().take(n).any(|&x| {
            let e = idx.checked_add_signed(step * (isize::from(x) - CENTER as isize));
            e.is_some_and(|e| judge_at_depth(board, e, set, depth + 1) == Verdict::Legal)
        });
        if real {
            threes[d] = 1;
            found += 1;
            if found >= 2 {
                break;
            }
        }
        if found + lines_left < 2 {
            break;
        }
    }
    board.set(idx, EMPTY);
    if found >= 2 {
        Verdict::Forbidden(ForbiddenKind::DoubleThree, threes)
    } else {
        Verdict::Legal
    }
}

/// Length of the longest unbroken row of `code` stones through `idx` if a stone of that colour
/// stood there, and whether some direction has exactly five.
pub(crate) fn longest_and_exact_five(board: &Board, idx: usize, code: u8) -> (u8, bool) {
    let mut longest = 0;
    let mut exact = false;
    for &step in &STEPS {
        let mut n = 1u8;
        for sign in [1isize, -1] {
            let mut k = 1;
            while board.cell_at(idx, step, sign * k) == code {
                n = n.saturating_add(1);
                k += 1;
            }
        }
        longest = longest.max(n);
        exact |= n == 5;
    }
    (longest, exact)
}

/// Caro (Gomocup since 2023; docs/rules/renju.md, "Caro"): whether a stone of `code` at `idx`
/// makes an unbroken row of exactly five that the opponent does not block at both ends, or,
/// when `overline` (Gomocup rule 8), an unbroken row of six or more, blocked or not. Only an
/// exact five between two opponent stones is void (Piskvork `game.cpp` clears the count of a
/// blocked row only when it is five; GomocupJudge decides the same). The board edge blocks
/// nothing: only an opponent stone on each end cell does.
pub(crate) fn caro_five(board: &Board, idx: usize, code: u8, overline: bool) -> bool {
    let opponent = 3 - code;
    STEPS.iter().any(|&step| {
        let mut n = 1u8;
        let mut ends = [EDGE; 2];
        for (end, sign) in ends.iter_mut().zip([1isize, -1]) {
            let mut k = 1;
            while board.cell_at(idx, step, sign * k) == code {
                n = n.saturating_add(1);
                k += 1;
            }
            *end = board.cell_at(idx, step, sign * k);
        }
        let blocked = ends[0] == opponent && ends[1] == opponent;
        (n == 5 && !blocked) || (overline && n > 5)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mask(s: &str) -> (u32, u32) {
        // An 11-character window, bit 0 first: X black, . empty, anything else blocked.
        let mut b = 0;
        let mut e = 0;
        for (i, c) in s.chars().enumerate() {
            match c {
                'X' => b |= 1 << i,
                '.' => e |= 1 << i,
                _ => {}
            }
        }
        (b, e)
    }

    #[test]
    fn run_finds_the_block_around_a_bit() {
        assert_eq!(run(0b0111_1100, 5), (2, 6));
        assert_eq!(run(0b0010_0000, 5), (5, 5));
        assert_eq!(run(0b111_1111_1111, 5), (0, 10));
    }

    #[test]
    fn fours_on_one_line() {
        let cases = [
            ("..XXXX.....", 1), // straight four through the centre: XXXX at 2..5
            ("o.XXXX.....", 1),
            ("oXXXXX.....", 0), // already five: no five-point
            ("X.XXX.X....", 0), // centre at 5 is the '.' -> not a Black window
            ("...X.XXX.X.", 2), // X.XXX.X with the centre in the middle
            ("..XX.XX.XX.", 2),
            ("XXXX.X.XXXX", 0), // both completions would be six
        ];
        for (s, want) in cases {
            let (b, e) = mask(s);
            if !bit(b, CENTER) {
                continue;
            }
            assert_eq!(fours(b, e), want, "{s}");
        }
    }

    #[test]
    fn three_candidates_need_two_open_exact_ends() {
        let mut out = [0; 4];
        let (b, e) = mask("...XXX.....");
        assert_eq!(three_candidates(b, e, &mut out), 2);
        assert_eq!(&out[..2], &[2, 6]);
        let (b, e) = mask("..oXXX.....");
        // Blocked on the left: only 6 can extend, and then 2 is blocked -> no straight four.
        assert_eq!(three_candidates(b, e, &mut out), 0);
        // A split three `.X.XX.`: only the gap makes the straight four.
        let (b, e) = mask("...X.XX....");
        assert_eq!(three_candidates(b, e, &mut out), 1);
        assert_eq!(out[0], 4);
    }

    #[test]
    fn caro_fives_are_void_only_between_two_opponent_stones() {
        use grid::Point;
        // A row on the 15x15 line y = 7 from x = 2: `x` Black, `o` White, `.` empty; the stone
        // judged is the one at x = 6 (the middle of the five).
        let case = |row: &str, overline: bool| {
            let (mut black, mut white) = (Vec::new(), Vec::new());
            for (i, c) in row.chars().enumerate() {
                let p = Point::new(2 + i as u8, 7);
                match c {
                    'x' => black.push(p),
                    'o' => white.push(p),
                    _ => {}
                }
            }
            let board = Board::from_stones(15, &black, &white).expect("board");
            let idx = board.index(Point::new(6, 7)).expect("on the board");
            caro_five(&board, idx, BLACK, overline)
        };
        assert!(case(".xxxxx.", false));
        assert!(case("oxxxxx.", false));
        assert!(!case("oxxxxxo", false));
        assert!(!case(".xxxxxx", false));
        assert!(case(".xxxxxx.", true));
        // Rule 8: an overline wins even between two opponent stones; only an exact five there
        // is void (Piskvork `game.cpp`: the count is cleared only when it is five).
        assert!(case("oxxxxxxo", true));
        assert!(!case("oxxxxxo", true));
        assert!(case("oxxxxxx.", true));
        // Rule 9 (exactly five): an overline never wins, blocked or not.
        assert!(!case("oxxxxxxo", false));
        // The edge blocks nothing: a five from x = 0 with White after it wins.
        let board = Board::from_stones(
            15,
            &[Point::new(0, 0), Point::new(1, 0), Point::new(2, 0), Point::new(3, 0), Point::new(4, 0)],
            &[Point::new(5, 0)],
        )
        .expect("board");
        assert!(caro_five(&board, board.index(Point::new(0, 0)).expect("on"), BLACK, false));
    }
}
