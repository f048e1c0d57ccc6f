//! The two-player board (陆战棋) as data: its station table, link list and straight rail
//! lines. docs/rules/junqi.md ("Board") and docs/rules/junqi.md §1.2-1.4 draw it; a four-player board
//! is `four_player.rs`, whose arms reuse Red's half of these tables.

use grid::Point;

use crate::board::{BoardData, StationData};
use crate::{LinkKind, Side, StationKind};

const FILES: u8 = 5;
const RANKS: u8 = 12;

/// The dense index of a station name `a1`..`e12`: `(rank - 1) * 5 + file`. Evaluated at compile
/// time only, so a mistyped name in the tables below is a build error, not a runtime one.
const fn at(name: &str) -> u8 {
    let b = name.as_bytes();
    assert!(b.len() == 2 || b.len() == 3, "a station name is a file letter and a rank");
    let file = b[0].wrapping_sub(b'a');
    let rank = if b.len() == 2 { b[1] - b'0' } else { (b[1] - b'0') * 10 + (b[2] - b'0') };
    assert!(file < FILES && rank >= 1 && rank <= RANKS, "no such station");
    (rank - 1) * FILES + file
}

/// One station of the table: its name and kind; the point, owner and depth follow from the
/// name. Red owns ranks 1-6 and counts depth from rank 1; Blue owns 7-12 and counts from 12.
const fn st(name: &'static str, kind: StationKind) -> StationData {
    let i = at(name);
    let (file, rank) = (i % FILES, i / FILES + 1);
    let (home, depth) = if rank <= RANKS / 2 { (Side::Red, rank) } else { (Side::Blue, RANKS + 1 - rank) };
    StationData { name, point: Point::new(file, rank - 1), kind, army: home as u8, depth }
}

const fn road(a: &str, b: &str) -> (u8, u8, LinkKind) {
    (at(a), at(b), LinkKind::Road)
}

const fn rail(a: &str, b: &str) -> (u8, u8, LinkKind) {
    (at(a), at(b), LinkKind::Rail)
}

use StationKind::{Camp as C, Headquarters as H, Post as P};

/// The 60 stations in index order (rank by rank from Red's back row, files a-e).
/// Headquarters b1 d1 b12 d12; camps b3 d3 c4 b5 d5 and b10 d10 c9 b8 d8.
#[rustfmt::skip]
pub(crate) const STATIONS: [StationData; 60] = [
    st("a1", P), st("b1", H), st("c1", P), st("d1", H), st("e1", P),
    st("a2", P), st("b2", P), st("c2", P), st("d2", P), st("e2", P),
    st("a3", P), st("b3", C), st("c3", P), st("d3", C), st("e3", P),
    st("a4", P), st("b4", P), st("c4", C), st("d4", P), st("e4", P),
    st("a5", P), st("b5", C), st("c5", P), st("d5", C), st("e5", P),
    st("a6", P), st("b6", P), st("c6", P), st("d6", P), st("e6", P),
    st("a7", P), st("b7", P), st("c7", P), st("d7", P), st("e7", P),
    st("a8", P), st("b8", C), st("c8", P), st("d8", C), st("e8", P),
    st("a9", P), st("b9", P), st("c9", C), st("d9", P), st("e9", P),
    st("a10", P), st("b10", C), st("c10", P), st("d10", C), st("e10", P),
    st("a11", P), st("b11", P), st("c11", P), st("d11", P), st("e11", P),
    st("a12", P), st("b12", H), st("c12", P), st("d12", H), st("e12", P),
];

/// Every link once. Within a half each orthogonal neighbour pair is linked; it is rail when
/// both ends lie on one rail line, road otherwise (docs/rules/junqi.md §1.4).
#[rustfmt::skip]
pub(crate) const LINKS: [(u8, u8, LinkKind); 133] = [
    // Red's half: ranks 1-6. Ranks 2 and 6 and files a, e between them are rail.
    road("a1", "b1"), road("b1", "c1"), road("c1", "d1"), road("d1", "e1"),
    road("a1", "a2"), road("b1", "b2"), road("c1", "c2"), road("d1", "d2"), road("e1", "e2"),
    rail("a2", "b2"), rail("b2", "c2"), rail("c2", "d2"), rail("d2", "e2"),
    rail("a2", "a3"), road("b2", "b3"), road("c2", "c3"), road("d2", "d3"), rail("e2", "e3"),
    road("a3", "b3"), road("b3", "c3"), road("c3", "d3"), road("d3", "e3"),
    rail("a3", "a4"), road("b3", "b4"), road("c3", "c4"), road("d3", "d4"), rail("e3", "e4"),
    road("a4", "b4"), road("b4", "c4"), road("c4", "d4"), road("d4", "e4"),
    rail("a4", "a5"), road("b4", "b5"), road("c4", "c5"), road("d4", "d5"), rail("e4", "e5"),
    road("a5", "b5"), road("b5", "c5"), road("c5", "d5"), road("d5", "e5"),
    rail("a5", "a6"), road("b5", "b6"), road("c5", "c6"), road("d5", "d6"), rail("e5", "e6"),
    rail("a6", "b6"), rail("b6", "c6"), rail("c6", "d6"), rail("d6", "e6"),
    // Red's camps: road links to the four diagonal neighbours, each link once.
    road("b3", "a2"), road("b3", "c2"), road("b3", "a4"), road("b3", "c4"),
    road("d3", "c2"), road("d3", "e2"), road("d3", "c4"), road("d3", "e4"),
    road("c4", "b5"), road("c4", "d5"),
    road("b5", "a4"), road("b5", "a6"), road("b5", "c6"),
    road("d5", "e4"), road("d5", "c6"), road("d5", "e6"),
    // Blue's half: ranks 7-12. Ranks 7 and 11 and files a, e between them are rail.
    rail("a7", "b7"), rail("b7", "c7"), rail("c7", "d7"), rail("d7", "e7"),
    rail("a7", "a8"), road("b7", "b8"), road("c7", "c8"), road("d7", "d8"), rail("e7", "e8"),
    road("a8", "b8"), road("b8", "c8"), road("c8", "d8"), road("d8", "e8"),
    rail("a8", "a9"), road("b8", "b9"), road("c8", "c9"), road("d8", "d9"), rail("e8", "e9"),
    road("a9", "b9"), road("b9", "c9"), road("c9", "d9"), road("d9", "e9"),
    rail("a9", "a10"), road("b9", "b10"), road("c9", "c10"), road("d9", "d10"), rail("e9", "e10"),
    road("a10", "b10"), road("b10", "c10"), road("c10", "d10"), road("d10", "e10"),
    rail("a10", "a11"), road("b10", "b11"), road("c10", "c11"), road("d10", "d11"), rail("e10", "e11"),
    rail("a11", "b11"), rail("b11", "c11"), rail("c11", "d11"), rail("d11", "e11"),
    road("a11", "a12"), road("b11", "b12"), road("c11", "c12"), road("d11", "d12"), road("e11", "e12"),
    road("a12", "b12"), road("b12", "c12"), road("c12", "d12"), road("d12", "e12"),
    // Blue's camps: road links to the four diagonal neighbours, each link once.
    road("b10", "a9"), road("b10", "c9"), road("b10", "a11"), road("b10", "c11"),
    road("d10", "c9"), road("d10", "e9"), road("d10", "c11"), road("d10", "e11"),
    road("c9", "b8"), road("c9", "d8"),
    road("b8", "a7"), road("b8", "c7"), road("b8", "a9"),
    road("d8", "c7"), road("d8", "e7"), road("d8", "e9"),
    // The frontier: only files a, c and e cross it, by rail; mountains (山界) block b and d.
    rail("a6", "a7"), rail("c6", "c7"), rail("e6", "e7"),
];

/// The maximal straight rail lines a non-engineer may slide along (docs/rules/junqi.md, "A move"):
/// the four rail ranks, files a and e across the frontier, and the short c6-c7 line.
#[rustfmt::skip]
const RAIL_LINES: [&[u8]; 7] = [
    &[at("a2"), at("b2"), at("c2"), at("d2"), at("e2")],
    &[at("a6"), at("b6"), at("c6"), at("d6"), at("e6")],
    &[at("a7"), at("b7"), at("c7"), at("d7"), at("e7")],
    &[at("a11"), at("b11"), at("c11"), at("d11"), at("e11")],
    &[
        at("a2"), at("a3"), at("a4"), at("a5"), at("a6"),
        at("a7"), at("a8"), at("a9"), at("a10"), at("a11"),
    ],
    &[
        at("e2"), at("e3"), at("e4"), at("e5"), at("e6"),
        at("e7"), at("e8"), at("e9"), at("e10"), at("e11"),
    ],
    &[at("c6"), at("c7")],
];

/// The two-player board's data.
pub(crate) static TWO_PLAYER: BoardData =
    BoardData { stations: &STATIONS, links: &LINKS, rail_lines: &RAIL_LINES };
