//! Fixed handicap placement as GTP version 2 defines it (§4.1.1): the points on the third line
//! (boards 7x7 to 12x12) or the fourth (13x13 and larger), in the order the stones are added,
//! 2 to 9 stones on odd sizes, 2 to 4 on even sizes and on 7x7; no fixed placement below 7x7.
//! Used by `referee gtp`'s `fixed_handicap` and by handicap matches.

use go_rules::Point;

/// The most fixed handicap stones on a board of `size`.
pub fn max_fixed(size: u8) -> usize {
    match size {
        0..=6 => 0,
        7 => 4,
        s if s % 2 == 0 => 4,
        _ => 9,
    }
}

/// The `stones` fixed handicap points of a `size` x `size` board, or why there are none
/// (GTP's "invalid number of stones").
pub fn fixed(size: u8, stones: usize) -> Result<Vec<Point>, String> {
    let most = max_fixed(size);
    if most == 0 {
        return Err(format!("no fixed handicap placement on {size}x{size} (7x7 or larger)"));
    }
    if !(2..=most).contains(&stones) {
        return Err(format!("invalid number of stones: 2 to {most} on {size}x{size}"));
    }
    // 0-based distance from the edge: the 3-3 points below 13x13, the 4-4 points from it.
    let near = if size >= 13 { 3 } else { 2 };
    let far = size - 1 - near;
    let mid = size / 2;
    let p = Point::new;
    // Lower left and upper right, then upper left, lower right (D4 Q16 D16 Q4 on 19x19).
    let corners = [p(near, near), p(far, far), p(near, far), p(far, near)];
    let sides_west_east = [p(near, mid), p(far, mid)];
    let sides_south_north = [p(mid, near), p(mid, far)];
    let centre = p(mid, mid);
    let mut points: Vec<Point> = corners[..stones.min(4)].to_vec();
    match stones {
        5 => points.push(centre),
        6 => points.extend(sides_west_east),
        7 => {
            points.extend(sides_west_east);
            points.push(centre);
        }
        8 => {
            points.extend(sides_west_east);
            points.extend(sides_south_north);
        }
        9 => {
            points.extend(sides_west_east);
            points.extend(sides_south_north);
            points.push(centre);
        }
        _ => {}
    }
    Ok(points)
}

#[cfg(test)]
mod tests {
    use super::*;
    use grid::{Notation, Size};

    fn named(size: u8, stones: usize) -> String {
        let mut v: Vec<String> = fixed(size, stones)
            .unwrap()
            .into_iter()
            .map(|p| Notation::Gtp.format(p, Size::square(size)))
            .collect();
        v.sort();
        v.join(" ")
    }

    // The placements GNU Go 3.8 (the GTP reference engine) answers to `fixed_handicap N`,
    // read off `gnugo --mode gtp` on each size (sorted here).
    #[test]
    fn placements_are_gnugo_s_answers() {
        assert_eq!(named(19, 2), "D4 Q16");
        assert_eq!(named(19, 3), "D16 D4 Q16");
        assert_eq!(named(19, 4), "D16 D4 Q16 Q4");
        assert_eq!(named(19, 5), "D16 D4 K10 Q16 Q4");
        assert_eq!(named(19, 6), "D10 D16 D4 Q10 Q16 Q4");
        assert_eq!(named(19, 7), "D10 D16 D4 K10 Q10 Q16 Q4");
        assert_eq!(named(19, 8), "D10 D16 D4 K16 K4 Q10 Q16 Q4");
        assert_eq!(named(19, 9), "D10 D16 D4 K10 K16 K4 Q10 Q16 Q4");
        assert_eq!(named(13, 9), "D10 D4 D7 G10 G4 G7 K10 K4 K7");
        assert_eq!(named(9, 3), "C3 C7 G7");
        assert_eq!(named(9, 9), "C3 C5 C7 E3 E5 E7 G3 G5 G7");
        assert_eq!(named(8, 4), "C3 C6 F3 F6");
        assert_eq!(named(7, 4), "C3 C5 E3 E5");
    }

    #[test]
    fn sizes_and_counts_without_a_fixed_placement_are_refused() {
        assert!(fixed(7, 5).unwrap_err().contains("2 to 4"));
        assert!(fixed(8, 5).is_err());
        assert!(fixed(19, 10).is_err());
        assert!(fixed(19, 1).is_err());
        assert!(fixed(6, 2).unwrap_err().contains("7x7 or larger"));
    }
}
