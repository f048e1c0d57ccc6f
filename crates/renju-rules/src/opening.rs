//! The 26 canonical openings and the board symmetries that identify them (docs/rules/renju.md
//! section 2), and the symmetry test for 5th-move offers (section 3).

use grid::{Color, Point};
use serde::Serialize;

use crate::Board;

/// The name of one of the 26 canonical openings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct OpeningName {
    /// `D1`..`D13` (direct: stone 2 orthogonally next to the centre) or `I1`..`I13` (indirect:
    /// diagonally next to it).
    pub code: &'static str,
    /// The Chinese name, e.g. `寒星`.
    pub chinese: &'static str,
    /// The Japanese name in romaji, e.g. `Kansei`.
    pub japanese: &'static str,
}

/// One table row: the name and stone 3's offset from the centre, once stone 2 is normalised to
/// the offset (0, 1) for direct openings or (1, 1) for indirect ones.
struct Entry {
    name: OpeningName,
    direct: bool,
    third: (i32, i32),
}

const fn e(
    code: &'static str,
    chinese: &'static str,
    japanese: &'static str,
    direct: bool,
    dx: i32,
    dy: i32,
) -> Entry {
    Entry { name: OpeningName { code, chinese, japanese }, direct, third: (dx, dy) }
}

/// docs/rules/renju.md section 2: D1 寒星 Kansei ... I13 彗星 Suisei, with stone 3 given as an
/// offset (columns right, rows up) from the centre.
const TABLE: [Entry; 26] = [
    e("D1", "寒星", "Kansei", true, 0, 2),
    e("D2", "溪月", "Keigetsu", true, 1, 2),
    e("D3", "疏星", "Sosei", true, 2, 2),
    e("D4", "花月", "Kagetsu", true, 1, 1),
    e("D5", "残月", "Zangetsu", true, 2, 1),
    e("D6", "雨月", "Ugetsu", true, 1, 0),
    e("D7", "金星", "Kinsei", true, 2, 0),
    e("D8", "松月", "Shogetsu", true, 0, -1),
    e("D9", "丘月", "Kyugetsu", true, 1, -1),
    e("D10", "新月", "Shingetsu", true, 2, -1),
    e("D11", "瑞星", "Zuisei", true, 0, -2),
    e("D12", "山月", "Sangetsu", true, 1, -2),
    e("D13", "游星", "Yusei", true, 2, -2),
    e("I1", "长星", "Chosei", false, 2, 2),
    e("I2", "峡月", "Kyogetsu", false, 2, 1),
    e("I3", "恒星", "Kosei", false, 2, 0),
    e("I4", "水月", "Suigetsu", false, 2, -1),
    e("I5", "流星", "Ryusei", false, 2, -2),
    e("I6", "云月", "Ungetsu", false, 1, 0),
    e("I7", "浦月", "Hogetsu", false, 1, -1),
    e("I8", "岚月", "Rangetsu", false, 1, -2),
    e("I9", "银月", "Gingetsu", false, 0, -1),
    e("I10", "明星", "Myojo", false, 0, -2),
    e("I11", "斜月", "Shagetsu", false, -1, -1),
    e("I12", "名月", "Meigetsu", false, -1, -2),
    e("I13", "彗星", "Suisei", false, -2, -2),
];

/// A symmetry of the square grid, as a map of an offset (column, row).
pub(crate) type Symmetry = fn(i32, i32) -> (i32, i32);

/// The eight symmetries of the square: identity, the mirrors and the rotations.
pub(crate) const SYMMETRIES: [Symmetry; 8] = [
    |x, y| (x, y),
    |x, y| (-x, y),
    |x, y| (x, -y),
    |x, y| (-x, -y),
    |x, y| (y, x),
    |x, y| (-y, x),
    |x, y| (y, -x),
    |x, y| (-y, -x),
];

/// Chebyshev distance of `p` from `c`: 1 means the 3x3 around `c`, 2 the 5x5, and so on.
#[must_use]
pub(crate) fn distance(p: Point, c: Point) -> u8 {
    p.col.abs_diff(c.col).max(p.row.abs_diff(c.row))
}

fn offset(p: Point, c: Point) -> (i32, i32) {
    (i32::from(p.col) - i32::from(c.col), i32::from(p.row) - i32::from(c.row))
}

/// Every name of the table, D1..D13 then I1..I13.
pub fn canonical_openings() -> impl Iterator<Item = OpeningName> {
    TABLE.iter().map(|e| e.name)
}

/// The canonical opening formed by the first three stones (Black `first`, White `second`, Black
/// `third`) around `center`, identified up to the eight symmetries of the board; `None` when
/// they are not one of the 26.
#[must_use]
pub fn identify_opening(center: Point, first: Point, second: Point, third: Point) -> Option<OpeningName> {
    if first != center || distance(second, center) != 1 || distance(third, center) > 2 || third == center {
        return None;
    }
    let two = offset(second, center);
    let three = offset(third, center);
    SYMMETRIES.iter().find_map(|t| {
        let direct = match t(two.0, two.1) {
            (0, 1) => true,
            (1, 1) => false,
            _ => return None,
        };
        let third = t(three.0, three.1);
        TABLE.iter().find(|e| e.direct == direct && e.third == third).map(|e| e.name)
    })
}

/// Whether two 5th-move offers are equivalent: some symmetry of the board that maps the
/// stones onto themselves (colours kept) maps `a` onto `b`. The symmetry turns about the
/// centroid of the stones and ignores the board edges, as AbstractPlay and renju-python do
/// (docs/rules/renju.md section 3).
#[must_use]
pub fn offers_equivalent(board: &Board, a: Point, b: Point) -> bool {
    let stones: Vec<(Point, Color)> = [Color::Black, Color::White]
        .into_iter()
        .flat_map(|c| board.points_of(c).map(move |p| (p, c)))
        .collect();
    let n = stones.len() as i32;
    if n == 0 {
        return a != b;
    }
    // Coordinates scaled by n keep the centroid integral: X = n * x, centroid S = sum of x.
    let sx: i32 = stones.iter().map(|(p, _)| i32::from(p.col)).sum();
    let sy: i32 = stones.iter().map(|(p, _)| i32::from(p.row)).sum();
    let image = |t: &Symmetry, p: Point| -> (i32, i32) {
        let (x, y) = t(n * i32::from(p.col) - sx, n * i32::from(p.row) - sy);
        (x + sx, y + sy)
    };
    let scaled = |p: Point| (n * i32::from(p.col), n * i32::from(p.row));
    SYMMETRIES.iter().any(|t| {
        let keeps_stones = stones.iter().all(|&(p, c)| {
            let q = image(t, p);
            stones.iter().any(|&(r, d)| d == c && scaled(r) == q)
        });
        keeps_stones && image(t, a) == scaled(b)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_26_distinct_codes() {
        let codes: std::collections::HashSet<_> = canonical_openings().map(|n| n.code).collect();
        assert_eq!(codes.len(), 26);
    }

    #[test]
    fn every_third_stone_in_the_5x5_names_exactly_one_opening() {
        // 23 free cells for each of the 8 positions of stone 2: every one is canonical.
        let c = Point::new(7, 7);
        for dx in -1i32..=1 {
            for dy in -1i32..=1 {
                if (dx, dy) == (0, 0) {
                    continue;
                }
                let second = Point::new((7 + dx) as u8, (7 + dy) as u8);
                let mut named = 0;
                for x in 5u8..=9 {
                    for y in 5u8..=9 {
                        let third = Point::new(x, y);
                        if third == c || third == second {
                            continue;
                        }
                        assert!(identify_opening(c, c, second, third).is_some(), "{second:?} {third:?}");
                        named += 1;
                    }
                }
                assert_eq!(named, 23);
            }
        }
    }
}
