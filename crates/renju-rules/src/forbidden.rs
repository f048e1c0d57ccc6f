//! Black's forbidden moves as values: their kinds, the set a profile forbids, the detail of one
//! forbidden point, and the functions an arbiter calls on a position.

use grid::{Notation, Point, Size, MAX_SIDE};
use serde::{Deserialize, Serialize};

use crate::board::{Board, EMPTY};
use crate::shape::{judge, judge_quick, Verdict};

/// The three kinds of forbidden move for Black (docs/rules/renju.md, "Black's forbidden moves").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ForbiddenKind {
    /// Two or more real threes made by one stone (三三).
    DoubleThree,
    /// Two or more fours made by one stone, possibly on one line (四四).
    DoubleFour,
    /// An unbroken row of six or more (长连).
    Overline,
}

impl ForbiddenKind {
    /// Every kind, in the order a report names them when several apply: overline, then
    /// double-four, then double-three (docs/rules/renju.md).
    pub const ALL: [ForbiddenKind; 3] =
        [ForbiddenKind::Overline, ForbiddenKind::DoubleFour, ForbiddenKind::DoubleThree];

    /// The kebab-case id used in profiles and verdicts: `double-three`, `double-four`, `overline`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            ForbiddenKind::DoubleThree => "double-three",
            ForbiddenKind::DoubleFour => "double-four",
            ForbiddenKind::Overline => "overline",
        }
    }

    /// The kind with this id.
    #[must_use]
    pub fn from_id(id: &str) -> Option<ForbiddenKind> {
        ForbiddenKind::ALL.into_iter().find(|k| k.id() == id)
    }

    const fn bit(self) -> u8 {
        match self {
            ForbiddenKind::DoubleThree => 1,
            ForbiddenKind::DoubleFour => 2,
            ForbiddenKind::Overline => 4,
        }
    }
}

/// The forbidden kinds a profile enforces for Black (empty for Gomoku). Serialised as a list of
/// ids, as the profile key `forbidden` is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(from = "Vec<ForbiddenKind>", into = "Vec<ForbiddenKind>")]
pub struct ForbiddenSet(u8);

impl ForbiddenSet {
    /// No forbidden moves (Gomoku).
    pub const NONE: ForbiddenSet = ForbiddenSet(0);
    /// Renju: double-three, double-four and overline.
    pub const RENJU: ForbiddenSet = ForbiddenSet(7);

    /// The set of the given kinds.
    #[must_use]
    pub fn of(kinds: &[ForbiddenKind]) -> ForbiddenSet {
        ForbiddenSet(kinds.iter().fold(0, |acc, k| acc | k.bit()))
    }

    /// Whether `kind` is forbidden.
    #[must_use]
    pub const fn contains(self, kind: ForbiddenKind) -> bool {
        self.0 & kind.bit() != 0
    }

    /// True when nothing is forbidden.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The kinds in the set, overline first.
    pub fn kinds(self) -> impl Iterator<Item = ForbiddenKind> {
        ForbiddenKind::ALL.into_iter().filter(move |&k| self.contains(k))
    }
}

impl From<Vec<ForbiddenKind>> for ForbiddenSet {
    fn from(kinds: Vec<ForbiddenKind>) -> ForbiddenSet {
        ForbiddenSet::of(&kinds)
    }
}

impl From<ForbiddenSet> for Vec<ForbiddenKind> {
    fn from(set: ForbiddenSet) -> Vec<ForbiddenKind> {
        set.kinds().collect()
    }
}

/// One of the four lines through a point, in the order [`Forbidden::per_line`] uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Line {
    /// Left to right.
    Row,
    /// Bottom to top.
    Column,
    /// Bottom-left to top-right.
    RisingDiagonal,
    /// Top-left to bottom-right.
    FallingDiagonal,
}

impl Line {
    /// The four lines, in [`Forbidden::per_line`] order.
    pub const ALL: [Line; 4] = [Line::Row, Line::Column, Line::RisingDiagonal, Line::FallingDiagonal];

    /// How a message names the line: `row`, `column`, `rising diagonal`, `falling diagonal`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Line::Row => "row",
            Line::Column => "column",
            Line::RisingDiagonal => "rising diagonal",
            Line::FallingDiagonal => "falling diagonal",
        }
    }
}

/// Why a point is forbidden for Black: the kind and the shapes on each line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Forbidden {
    /// The point.
    pub point: Point,
    /// The kind reported (overline before double-four before double-three).
    pub kind: ForbiddenKind,
    /// By [`Line`]: the length of the overline, the number of fours, or 1 for a real three.
    pub per_line: [u8; 4],
}

impl Forbidden {
    /// A sentence a player understands, coordinates in renju notation, e.g. `Black j9 makes two
    /// open threes, on the row and the rising diagonal (double-three)`.
    #[must_use]
    pub fn describe(&self) -> String {
        let at = Notation::Renju.format(self.point, Size::square(MAX_SIDE));
        let lines: Vec<(Line, u8)> =
            Line::ALL.into_iter().zip(self.per_line).filter(|&(_, n)| n > 0).collect();
        let names: Vec<&str> = lines.iter().map(|(l, _)| l.name()).collect();
        let total: u32 = lines.iter().map(|&(_, n)| u32::from(n)).sum();
        let shapes = match self.kind {
            ForbiddenKind::Overline => {
                let longest = lines.iter().map(|&(_, n)| n).max().unwrap_or(6);
                return format!(
                    "Black {at} makes {} in a row on the {} (overline)",
                    number(u32::from(longest)),
                    join(&names)
                );
            }
            ForbiddenKind::DoubleFour => "fours",
            ForbiddenKind::DoubleThree => "open threes",
        };
        let kind = self.kind.id();
        if names.len() == 1 {
            format!("Black {at} makes {} {shapes} on the {} ({kind})", number(total), join(&names))
        } else {
            format!("Black {at} makes {} {shapes}, on the {} ({kind})", number(total), join(&names))
        }
    }
}

fn number(n: u32) -> String {
    const WORDS: [&str; 13] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve",
    ];
    WORDS.get(n as usize).map_or_else(|| n.to_string(), |w| (*w).to_owned())
}

/// `row`, `row and column`, `row, column and rising diagonal`, each after "the".
fn join(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => format!("{} and the {last}", init.join(", the ")),
    }
}

/// The forbidden kind of a Black stone at `p` under RIF renju (all three kinds forbidden), or
/// `None` when the move is allowed: it makes a five (which wins even if it also makes a
/// forbidden shape), it is not forbidden, or `p` is not an empty point of the board.
///
/// ```
/// use grid::{Notation, Point};
/// use renju_rules::{forbidden_kind, Board, ForbiddenKind};
///
/// let at = |s: &str| Notation::Renju.parse(s, grid::Size::square(15)).unwrap();
/// let board = Board::from_stones(15, &[at("h9"), at("h10"), at("f8"), at("g8")], &[]).unwrap();
/// assert_eq!(forbidden_kind(&board, at("h8")), Some(ForbiddenKind::DoubleThree));
/// ```
#[must_use]
pub fn forbidden_kind(board: &Board, p: Point) -> Option<ForbiddenKind> {
    forbidden_with(board, p, ForbiddenSet::RENJU).map(|f| f.kind)
}

/// The detail of a forbidden Black stone at `p` under `set`, or `None` when it is allowed (see
/// [`forbidden_kind`]).
#[must_use]
pub fn forbidden_with(board: &Board, p: Point, set: ForbiddenSet) -> Option<Forbidden> {
    if set.is_empty() {
        return None;
    }
    let idx = board.index(p)?;
    if board.cell(idx) != EMPTY {
        return None;
    }
    // Most points are decided without the recursive three check; only the rest pay for a
    // scratch copy of the board.
    let verdict = match judge_quick(board, idx, set) {
        Some(v) => v,
        None => judge(&mut board.clone(), idx, set),
    };
    match verdict {
        Verdict::Forbidden(kind, per_line) => Some(Forbidden { point: p, kind, per_line }),
        Verdict::Five | Verdict::Legal => None,
    }
}

/// Every point where a Black stone would be forbidden under RIF renju, row by row from the
/// bottom, with its kind.
#[must_use]
pub fn forbidden_points(board: &Board) -> Vec<(Point, ForbiddenKind)> {
    forbidden_points_with(board, ForbiddenSet::RENJU).into_iter().map(|f| (f.point, f.kind)).collect()
}

/// Every point where a Black stone would be forbidden under `set`, with the detail.
#[must_use]
pub fn forbidden_points_with(board: &Board, set: ForbiddenSet) -> Vec<Forbidden> {
    let mut out = Vec::new();
    if set.is_empty() {
        return out;
    }
    let mut scratch: Option<Board> = None;
    for p in board.size().points() {
        let Some(idx) = board.index(p) else { continue };
        if board.cell(idx) != EMPTY {
            continue;
        }
        let verdict = match judge_quick(board, idx, set) {
            Some(v) => v,
            None => judge(scratch.get_or_insert_with(|| board.clone()), idx, set),
        };
        if let Verdict::Forbidden(kind, per_line) = verdict {
            out.push(Forbidden { point: p, kind, per_line });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_ids() {
        for k in ForbiddenKind::ALL {
            assert_eq!(ForbiddenKind::from_id(k.id()), Some(k));
        }
        assert_eq!(ForbiddenKind::from_id("triple-three"), None);
    }

    #[test]
    fn sets_hold_what_they_were_given() {
        let s = ForbiddenSet::of(&[ForbiddenKind::Overline]);
        assert!(s.contains(ForbiddenKind::Overline));
        assert!(!s.contains(ForbiddenKind::DoubleThree));
        assert_eq!(ForbiddenSet::RENJU.kinds().count(), 3);
        assert!(ForbiddenSet::NONE.is_empty());
    }

    #[test]
    fn descriptions_name_lines_and_kind() {
        let f =
            Forbidden { point: Point::new(9, 8), kind: ForbiddenKind::DoubleThree, per_line: [1, 0, 1, 0] };
        assert_eq!(
            f.describe(),
            "Black j9 makes two open threes, on the row and the rising diagonal (double-three)"
        );
        let f =
            Forbidden { point: Point::new(7, 7), kind: ForbiddenKind::DoubleFour, per_line: [2, 0, 0, 0] };
        assert_eq!(f.describe(), "Black h8 makes two fours on the row (double-four)");
        let f = Forbidden { point: Point::new(6, 7), kind: ForbiddenKind::Overline, per_line: [0, 7, 0, 0] };
        assert_eq!(f.describe(), "Black g8 makes seven in a row on the column (overline)");
        let f =
            Forbidden { point: Point::new(0, 0), kind: ForbiddenKind::DoubleThree, per_line: [1, 1, 1, 0] };
        assert!(f.describe().contains("three open threes, on the row, the column and the rising diagonal"));
    }
}
