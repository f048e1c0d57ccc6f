//! The four-player board (四国军棋) as data: four arms, each the geometry of the two-player
//! board's half (`two_player.rs`, Red's ranks 1-6), and a centre of nine rail stations joined to
//! the arms' front files a, c, e, with four arcs joining adjacent arms' front corners
//! (docs/rules/junqi.md §12.2, which also gives the counts the tests check: 129 stations,
//! 288 links, 196 road and 92 rail, 73 rail stations, 18 rail lines).
//!
//! Station names: a seat letter (`S`, `E`, `N`, `W`) and the two-player name of the station as
//! that seat sees its own arm — files `a`-`e` from its left to its right as it faces the centre,
//! ranks `1`-`6` from its back row (the headquarters row) to its front row. `Sb1` is one of
//! South's headquarters, `Nc6` the middle of North's front row. The centre stations are `M`
//! with a file `a`-`c` from west to east and a rank `1`-`3` from south to north, as South sees
//! them: `Ma1` touches South's and West's front rows, `Mb2` is the middle.
//!
//! Indices: arm stations are `seat * 30 + (rank - 1) * 5 + file` (the two-player index of the
//! same local station in Red's half, offset by the arm), the centre `120 + (rank - 1) * 3 + file`.

use grid::Point;

use crate::board::{BoardData, StationData, NO_ARMY};
use crate::two_player::{LINKS as TWO_LINKS, STATIONS as TWO_STATIONS};
use crate::{LinkKind, StationKind};

/// Stations per arm: the two-player board's half.
const ARM: usize = 30;
/// Links per arm: the first 65 links of the two-player table are Red's half.
const ARM_LINKS: usize = 65;
/// The first centre station's index.
const CENTRE: u8 = 120;

/// Station names in index order: South's arm, East's, North's, West's, then the centre.
#[rustfmt::skip]
const NAMES: [&str; 129] = [
    "Sa1", "Sb1", "Sc1", "Sd1", "Se1",
    "Sa2", "Sb2", "Sc2", "Sd2", "Se2",
    "Sa3", "Sb3", "Sc3", "Sd3", "Se3",
    "Sa4", "Sb4", "Sc4", "Sd4", "Se4",
    "Sa5", "Sb5", "Sc5", "Sd5", "Se5",
    "Sa6", "Sb6", "Sc6", "Sd6", "Se6",
    "Ea1", "Eb1", "Ec1", "Ed1", "Ee1",
    "Ea2", "Eb2", "Ec2", "Ed2", "Ee2",
    "Ea3", "Eb3", "Ec3", "Ed3", "Ee3",
    "Ea4", "Eb4", "Ec4", "Ed4", "Ee4",
    "Ea5", "Eb5", "Ec5", "Ed5", "Ee5",
    "Ea6", "Eb6", "Ec6", "Ed6", "Ee6",
    "Na1", "Nb1", "Nc1", "Nd1", "Ne1",
    "Na2", "Nb2", "Nc2", "Nd2", "Ne2",
    "Na3", "Nb3", "Nc3", "Nd3", "Ne3",
    "Na4", "Nb4", "Nc4", "Nd4", "Ne4",
    "Na5", "Nb5", "Nc5", "Nd5", "Ne5",
    "Na6", "Nb6", "Nc6", "Nd6", "Ne6",
    "Wa1", "Wb1", "Wc1", "Wd1", "We1",
    "Wa2", "Wb2", "Wc2", "Wd2", "We2",
    "Wa3", "Wb3", "Wc3", "Wd3", "We3",
    "Wa4", "Wb4", "Wc4", "Wd4", "We4",
    "Wa5", "Wb5", "Wc5", "Wd5", "We5",
    "Wa6", "Wb6", "Wc6", "Wd6", "We6",
    "Ma1", "Mb1", "Mc1",
    "Ma2", "Mb2", "Mc2",
    "Ma3", "Mb3", "Mc3",
];

/// The index of a station name (`Sa1`, `Mb2`). Evaluated at compile time only, so a mistyped
/// name in the tables below is a build error.
const fn at(name: &str) -> u8 {
    let b = name.as_bytes();
    assert!(b.len() == 3, "a four-player station name is a seat letter, a file and a rank");
    let (file, rank) = (b[1].wrapping_sub(b'a'), b[2].wrapping_sub(b'1'));
    if b[0] == b'M' {
        assert!(file < 3 && rank < 3, "no such centre station");
        return CENTRE + rank * 3 + file;
    }
    let seat = match b[0] {
        b'S' => 0,
        b'E' => 1,
        b'N' => 2,
        b'W' => 3,
        _ => panic!("a seat letter is S, E, N or W"),
    };
    assert!(file < 5 && rank < 6, "no such arm station");
    seat * ARM as u8 + rank * 5 + file
}

/// Where a station is drawn on the 17 x 17 grid of the cross: column 0 at the west edge, row 0
/// at the south edge. Each arm turns the two-player half so that its back row faces outwards.
const fn point(i: usize) -> Point {
    if i >= CENTRE as usize {
        let c = (i - CENTRE as usize) as u8;
        return Point::new(6 + 2 * (c % 3), 6 + 2 * (c / 3));
    }
    let (seat, local) = (i / ARM, (i % ARM) as u8);
    let (f, r) = (local % 5, local / 5 + 1);
    match seat {
        0 => Point::new(6 + f, r - 1),
        1 => Point::new(17 - r, 6 + f),
        2 => Point::new(10 - f, 17 - r),
        _ => Point::new(r - 1, 10 - f),
    }
}

const fn stations() -> [StationData; 129] {
    let blank =
        StationData { name: "", point: Point::new(0, 0), kind: StationKind::Post, army: NO_ARMY, depth: 0 };
    let mut out = [blank; 129];
    let mut i = 0;
    while i < 129 {
        out[i] = if i < CENTRE as usize {
            // The arm station's kind and depth are those of the same station of Red's half.
            let two = &TWO_STATIONS[i % ARM];
            StationData {
                name: NAMES[i],
                point: point(i),
                kind: two.kind,
                army: (i / ARM) as u8,
                depth: two.depth,
            }
        } else {
            // The centre: rail posts of nobody's camp (no camps, no headquarters, no protection).
            StationData { name: NAMES[i], point: point(i), kind: StationKind::Post, army: NO_ARMY, depth: 0 }
        };
        i += 1;
    }
    out
}

const fn rail(a: &str, b: &str) -> (u8, u8, LinkKind) {
    (at(a), at(b), LinkKind::Rail)
}

/// The links that are not inside one arm: the centre's 3 x 3 rail grid, each arm's front files
/// a, c, e to the nearest centre station, and the four arcs (弧形铁路) from each arm's right front
/// corner (file e) to the left front corner (file a) of the arm on its right.
#[rustfmt::skip]
const JOINS: [(u8, u8, LinkKind); 28] = [
    // The centre grid.
    rail("Ma1", "Mb1"), rail("Mb1", "Mc1"), rail("Ma2", "Mb2"), rail("Mb2", "Mc2"),
    rail("Ma3", "Mb3"), rail("Mb3", "Mc3"), rail("Ma1", "Ma2"), rail("Ma2", "Ma3"),
    rail("Mb1", "Mb2"), rail("Mb2", "Mb3"), rail("Mc1", "Mc2"), rail("Mc2", "Mc3"),
    // Front files a, c, e of each arm to the centre (files b and d have no link forward).
    rail("Sa6", "Ma1"), rail("Sc6", "Mb1"), rail("Se6", "Mc1"),
    rail("Ea6", "Mc1"), rail("Ec6", "Mc2"), rail("Ee6", "Mc3"),
    rail("Na6", "Mc3"), rail("Nc6", "Mb3"), rail("Ne6", "Ma3"),
    rail("Wa6", "Ma3"), rail("Wc6", "Ma2"), rail("We6", "Ma1"),
    // The arcs.
    rail("Se6", "Ea6"), rail("Ee6", "Na6"), rail("Ne6", "Wa6"), rail("We6", "Sa6"),
];

const fn links() -> [(u8, u8, LinkKind); 288] {
    let mut out = [(0, 0, LinkKind::Road); 288];
    let mut n = 0;
    let mut seat = 0;
    while seat < 4 {
        let mut k = 0;
        while k < ARM_LINKS {
            let (a, b, kind) = TWO_LINKS[k];
            let offset = (seat * ARM) as u8;
            out[n] = (a + offset, b + offset, kind);
            n += 1;
            k += 1;
        }
        seat += 1;
    }
    let mut k = 0;
    while k < JOINS.len() {
        out[n] = JOINS[k];
        n += 1;
        k += 1;
    }
    out
}

const STATIONS: [StationData; 129] = stations();
const LINKS: [(u8, u8, LinkKind); 288] = links();

/// The 18 maximal rail lines a piece other than an engineer may travel along: straight lines,
/// and the four lines that bend through an arc (其它棋子在铁路上只能直走或经过弧形线).
#[rustfmt::skip]
const RAIL_LINES: [&[u8]; 18] = [
    // Four long lines through the centre, from one arm's outer file to the opposite arm's.
    &[at("Ne2"), at("Ne3"), at("Ne4"), at("Ne5"), at("Ne6"), at("Ma3"), at("Ma2"), at("Ma1"),
      at("Sa6"), at("Sa5"), at("Sa4"), at("Sa3"), at("Sa2")],
    &[at("Na2"), at("Na3"), at("Na4"), at("Na5"), at("Na6"), at("Mc3"), at("Mc2"), at("Mc1"),
      at("Se6"), at("Se5"), at("Se4"), at("Se3"), at("Se2")],
    &[at("We2"), at("We3"), at("We4"), at("We5"), at("We6"), at("Ma1"), at("Mb1"), at("Mc1"),
      at("Ea6"), at("Ea5"), at("Ea4"), at("Ea3"), at("Ea2")],
    &[at("Wa2"), at("Wa3"), at("Wa4"), at("Wa5"), at("Wa6"), at("Ma3"), at("Mb3"), at("Mc3"),
      at("Ee6"), at("Ee5"), at("Ee4"), at("Ee3"), at("Ee2")],
    // The two middle lines, from front file c to front file c.
    &[at("Sc6"), at("Mb1"), at("Mb2"), at("Mb3"), at("Nc6")],
    &[at("Wc6"), at("Ma2"), at("Mb2"), at("Mc2"), at("Ec6")],
    // Four lines through an arc: up an arm's file e, round the arc, down the next arm's file a.
    &[at("Se2"), at("Se3"), at("Se4"), at("Se5"), at("Se6"), at("Ea6"), at("Ea5"), at("Ea4"), at("Ea3"), at("Ea2")],
    &[at("Ee2"), at("Ee3"), at("Ee4"), at("Ee5"), at("Ee6"), at("Na6"), at("Na5"), at("Na4"), at("Na3"), at("Na2")],
    &[at("Ne2"), at("Ne3"), at("Ne4"), at("Ne5"), at("Ne6"), at("Wa6"), at("Wa5"), at("Wa4"), at("Wa3"), at("Wa2")],
    &[at("We2"), at("We3"), at("We4"), at("We5"), at("We6"), at("Sa6"), at("Sa5"), at("Sa4"), at("Sa3"), at("Sa2")],
    // Each arm's two rail ranks.
    &[at("Sa2"), at("Sb2"), at("Sc2"), at("Sd2"), at("Se2")],
    &[at("Sa6"), at("Sb6"), at("Sc6"), at("Sd6"), at("Se6")],
    &[at("Ea2"), at("Eb2"), at("Ec2"), at("Ed2"), at("Ee2")],
    &[at("Ea6"), at("Eb6"), at("Ec6"), at("Ed6"), at("Ee6")],
    &[at("Na2"), at("Nb2"), at("Nc2"), at("Nd2"), at("Ne2")],
    &[at("Na6"), at("Nb6"), at("Nc6"), at("Nd6"), at("Ne6")],
    &[at("Wa2"), at("Wb2"), at("Wc2"), at("Wd2"), at("We2")],
    &[at("Wa6"), at("Wb6"), at("Wc6"), at("Wd6"), at("We6")],
];

/// The four-player board's data.
pub(crate) static FOUR_PLAYER: BoardData =
    BoardData { stations: &STATIONS, links: &LINKS, rail_lines: &RAIL_LINES };

#[cfg(test)]
mod tests {
    use std::collections::{BTreeSet, HashMap, HashSet};

    use super::*;
    use crate::{Board, Seat, Station};

    fn b() -> &'static Board {
        Board::four_player()
    }

    fn s(name: &str) -> Station {
        b().station(name).unwrap_or_else(|| panic!("no station {name}"))
    }

    fn name(x: Station) -> &'static str {
        b().name(x)
    }

    #[test]
    fn stations_129_named_by_seat_file_and_rank() {
        assert_eq!(b().len(), 129);
        for (i, st) in b().stations().enumerate() {
            assert_eq!(st.index(), i);
            assert_eq!(b().station(name(st)), Some(st));
        }
        assert_eq!(s("Sa1").index(), 0);
        assert_eq!(s("ee6").index(), 59);
        assert_eq!(s("Mc3").index(), 128);
        for bad in ["a1", "Sa7", "Sf1", "Md1", "Ma4", "X a1", ""] {
            assert_eq!(b().station(bad), None, "{bad}");
        }
        // Every station has its own point on the 17 x 17 grid.
        let points: HashSet<_> = b().stations().map(|x| b().point(x)).collect();
        assert_eq!(points.len(), 129);
        assert!(points.iter().all(|p| p.col < 17 && p.row < 17));
    }

    #[test]
    fn each_arm_is_a_two_player_half_and_the_centre_is_nobodys() {
        use StationKind::*;
        for seat in Seat::ALL {
            let arm: Vec<Station> = b().stations().filter(|&x| b().seat(x) == Some(seat)).collect();
            assert_eq!(arm.len(), 30);
            let count = |k| arm.iter().filter(|&&x| b().kind(x) == k).count();
            assert_eq!((count(Post), count(Camp), count(Headquarters)), (23, 5, 2), "{seat:?}");
            let l = seat.letter();
            for camp in ["b3", "d3", "c4", "b5", "d5"] {
                assert_eq!(b().kind(s(&format!("{l}{camp}"))), Camp);
            }
            for hq in ["b1", "d1"] {
                assert_eq!(b().kind(s(&format!("{l}{hq}"))), Headquarters);
            }
            assert_eq!(b().depth(s(&format!("{l}c6"))), 6);
            assert_eq!(b().depth(s(&format!("{l}a1"))), 1);
        }
        let centre: Vec<Station> = b().stations().filter(|&x| b().seat(x).is_none()).collect();
        assert_eq!(centre.len(), 9);
        assert!(centre.iter().all(|&x| b().kind(x) == Post && b().is_rail(x) && name(x).starts_with('M')));
        assert_eq!(Board::two_player().seat(Board::two_player().station("a1").unwrap()), None);
    }

    #[test]
    fn links_288_road_196_rail_92_and_73_rail_stations() {
        let links = b().links();
        assert_eq!(links.len(), 288);
        assert_eq!(links.iter().filter(|l| l.kind == LinkKind::Road).count(), 196);
        assert_eq!(links.iter().filter(|l| l.kind == LinkKind::Rail).count(), 92);
        assert_eq!(b().stations().filter(|&x| b().is_rail(x)).count(), 73);
        let mut seen = HashSet::new();
        for l in links {
            assert_ne!(l.a, l.b);
            assert!(seen.insert((l.a.min(l.b), l.a.max(l.b))), "{}-{} twice", name(l.a), name(l.b));
        }
        // Links between different arms or the centre are all rail: 12 in the centre, 12 from
        // the front files a, c, e, and the 4 arcs.
        let joins: Vec<_> =
            links.iter().filter(|l| b().seat(l.a).is_none() || b().seat(l.a) != b().seat(l.b)).collect();
        assert_eq!(joins.len(), 28);
        assert!(joins.iter().all(|l| l.kind == LinkKind::Rail));
        let arcs: BTreeSet<_> = joins
            .iter()
            .filter(|l| b().seat(l.a).is_some() && b().seat(l.b).is_some())
            .map(|l| (name(l.a), name(l.b)))
            .collect();
        assert_eq!(arcs, BTreeSet::from([("Se6", "Ea6"), ("Ee6", "Na6"), ("Ne6", "Wa6"), ("We6", "Sa6")]));
        // Files b and d of a front row have no link forward: only their arm's own links.
        for seat in Seat::ALL {
            for f in ["b6", "d6"] {
                let x = s(&format!("{}{f}", seat.letter()));
                assert!(b().neighbours(x).iter().all(|&(n, _)| b().seat(n) == Some(seat)), "{}", name(x));
            }
        }
        // Geometry: a link is one step on the grid (orthogonal, or diagonal for a camp road or
        // an arc), or two steps between centre stations.
        for l in links {
            let (p, q) = (b().point(l.a), b().point(l.b));
            let (dx, dy) = (p.col.abs_diff(q.col), p.row.abs_diff(q.row));
            let centre = b().seat(l.a).is_none() && b().seat(l.b).is_none();
            assert!(
                (dx.max(dy) == 1) || (centre && dx + dy == 2 && dx * dy == 0),
                "{}-{} spans {dx},{dy}",
                name(l.a),
                name(l.b)
            );
        }
    }

    #[test]
    fn static_action_space_5624_from_121_origins_at_most_76_targets() {
        // Every station any piece could reach from each origin on an empty board: the links,
        // and for a rail station every other rail station (an engineer's reach). The counts
        // are those siguozero publishes (docs/rules/junqi.md §12.2).
        let rail: Vec<Station> = b().stations().filter(|&x| b().is_rail(x)).collect();
        let mut total = 0;
        let mut origins = 0;
        let mut most = 0;
        for from in b().stations().filter(|&x| b().kind(x) != StationKind::Headquarters) {
            let mut to: BTreeSet<Station> = b().neighbours(from).iter().map(|&(n, _)| n).collect();
            if b().is_rail(from) {
                to.extend(rail.iter().copied().filter(|&r| r != from));
            }
            origins += 1;
            total += to.len();
            most = most.max(to.len());
        }
        assert_eq!((total, origins, most), (5624, 121, 76));
    }

    /// The direction a rail link is travelled in as it leaves `from` and as it arrives at `to`,
    /// from the drawing alone: a straight link keeps its direction; an arc is a quarter circle
    /// round the corner of its bounding box that holds no station, so it leaves and arrives
    /// along the tangents there.
    pub(crate) fn tangents(board: &Board, from: Station, to: Station) -> ((i8, i8), (i8, i8)) {
        let (p, q) = (board.point(from), board.point(to));
        let d = |a: u8, b: u8| (i16::from(b) - i16::from(a)).signum() as i8;
        let (dx, dy) = (d(p.col, q.col), d(p.row, q.row));
        if dx == 0 || dy == 0 {
            return ((dx, dy), (dx, dy));
        }
        let station_at = |col, row| board.stations().any(|x| board.point(x) == grid::Point::new(col, row));
        // The corner (q.col, p.row) or (p.col, q.row) that is not a station is the centre.
        let cx = if station_at(q.col, p.row) { p.col } else { q.col };
        // At an end, the tangent is perpendicular to the radius from the centre.
        let leave = if p.col == cx { (dx, 0) } else { (0, dy) };
        let arrive = if q.col == cx { (dx, 0) } else { (0, dy) };
        (leave, arrive)
    }

    #[test]
    fn the_18_rail_lines_are_smooth_maximal_and_cover_every_rail_link() {
        let lines = b().rail_lines();
        let mut lengths: Vec<usize> = lines.iter().map(Vec::len).collect();
        lengths.sort_unstable();
        assert_eq!(lengths, [vec![5; 10], vec![10; 4], vec![13; 4]].concat());
        let mut covered: HashMap<(Station, Station), u32> = HashMap::new();
        for line in lines {
            for w in line.windows(2) {
                assert_eq!(b().link(w[0], w[1]), Some(LinkKind::Rail), "{}-{}", name(w[0]), name(w[1]));
                *covered.entry((w[0].min(w[1]), w[0].max(w[1]))).or_default() += 1;
            }
            // Smooth: each link arrives in the direction the next one leaves.
            for w in line.windows(3) {
                assert_eq!(
                    tangents(b(), w[0], w[1]).1,
                    tangents(b(), w[1], w[2]).0,
                    "turn at {}",
                    name(w[1])
                );
            }
            // Maximal: no rail link continues either end smoothly.
            for (end, prev) in [(line[line.len() - 1], line[line.len() - 2]), (line[0], line[1])] {
                let arrive = tangents(b(), prev, end).1;
                for &n in b().rail_neighbours(end) {
                    assert_ne!(tangents(b(), end, n).0, arrive, "{} continues to {}", name(end), name(n));
                }
            }
        }
        for l in b().links().iter().filter(|l| l.kind == LinkKind::Rail) {
            assert!(
                covered.contains_key(&(l.a.min(l.b), l.a.max(l.b))),
                "{}-{} on no line",
                name(l.a),
                name(l.b)
            );
        }
        assert_eq!(covered.len(), 92);
        // The arc lines share their first file with a long line: Se2-Se6 lies on both.
        assert_eq!(b().lines_through(s("Se4")).len(), 2);
        assert_eq!(b().lines_through(s("Mb2")).len(), 2);
        assert_eq!(b().lines_through(s("Ma1")).len(), 2);
        assert_eq!(b().lines_through(s("Se6")).len(), 3);
        assert!(b().lines_through(s("Sc5")).is_empty());
    }
}
