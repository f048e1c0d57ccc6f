use std::fmt;
use std::sync::OnceLock;

use grid::Point;
use serde::{Deserialize, Serialize};

use crate::four_player::FOUR_PLAYER;
use crate::two_player::TWO_PLAYER;
use crate::{Seat, Side};

/// A station of a board: an index into its station table. Only a [`Board`] hands stations out,
/// so a `Station` always names a real station of the board it came from.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Station(u8);

impl fmt::Debug for Station {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Station({})", self.name())
    }
}

impl Station {
    /// The dense index of the station, `0..board.len()`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The station's name on the two-player board, `a1`..`e12`. A station of the four-player
    /// board has the same index type: name it with [`Board::name`] on that board.
    #[must_use]
    pub fn name(self) -> &'static str {
        TWO_PLAYER.stations.get(self.index()).map_or("?", |s| s.name)
    }
}

impl fmt::Display for Station {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What kind of place a station is (docs/rules/junqi.md, "Board").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StationKind {
    /// 兵站: an ordinary station.
    Post,
    /// 行营: a safe camp; a piece inside cannot be attacked, and camps start empty.
    Camp,
    /// 大本营: a headquarters; the flag starts in one, and a piece inside never moves again.
    Headquarters,
}

/// The two kinds of line that join stations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LinkKind {
    /// 公路: one step at a time.
    Road,
    /// 铁路: pieces may travel several stations along it in one move.
    Rail,
}

/// A link between two stations, in either direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Link {
    /// One end.
    pub a: Station,
    /// The other end.
    pub b: Station,
    /// Road or rail.
    pub kind: LinkKind,
}

/// One row of a board's station table.
#[derive(Debug, Clone, Copy)]
pub(crate) struct StationData {
    pub(crate) name: &'static str,
    pub(crate) point: Point,
    pub(crate) kind: StationKind,
    /// The army whose half or arm the station lies in: the index of a [`Side`] on the
    /// two-player board, of a [`Seat`] on the four-player board; [`NO_ARMY`] for the centre.
    pub(crate) army: u8,
    /// 1 for the owner's back rank, increasing towards the frontier (0 in the centre).
    pub(crate) depth: u8,
}

/// The `army` of a station that belongs to nobody: the four-player board's centre.
pub(crate) const NO_ARMY: u8 = u8::MAX;

/// A board described as data: stations, links and straight rail lines by station index.
#[derive(Debug)]
pub(crate) struct BoardData {
    pub(crate) stations: &'static [StationData],
    pub(crate) links: &'static [(u8, u8, LinkKind)],
    pub(crate) rail_lines: &'static [&'static [u8]],
}

/// A junqi board: stations joined by road and rail links, with lookup tables precomputed for
/// move generation (neighbours, rail neighbours, the straight rail lines through each station).
#[derive(Debug)]
pub struct Board {
    data: &'static BoardData,
    links: Vec<Link>,
    neighbours: Vec<Vec<(Station, LinkKind)>>,
    rail_neighbours: Vec<Vec<Station>>,
    rail_lines: Vec<Vec<Station>>,
    /// For each station, the straight rail lines through it as (line, position in line).
    lines_through: Vec<Vec<(u16, u16)>>,
}

impl Board {
    /// The two-player board (陆战棋): 60 stations, 133 links. Built once and shared.
    #[must_use]
    pub fn two_player() -> &'static Board {
        static BOARD: OnceLock<Board> = OnceLock::new();
        BOARD.get_or_init(|| Board::from_data(&TWO_PLAYER))
    }

    /// The four-player board (四国军棋): four arms of 30 stations joined through a centre of
    /// nine rail stations, 129 stations and 288 links. Built once and shared.
    #[must_use]
    pub fn four_player() -> &'static Board {
        static BOARD: OnceLock<Board> = OnceLock::new();
        BOARD.get_or_init(|| Board::from_data(&FOUR_PLAYER))
    }

    /// Whether this is the four-player board.
    #[must_use]
    pub fn is_four_player(&self) -> bool {
        std::ptr::eq(self.data, &FOUR_PLAYER)
    }

    /// Builds the lookup tables. Link and line entries that name no station are skipped; the
    /// tables are compile-time data checked by the tests, so none are.
    fn from_data(data: &'static BoardData) -> Board {
        let n = data.stations.len();
        let valid = |i: u8| usize::from(i) < n;
        let links: Vec<Link> = data
            .links
            .iter()
            .filter(|&&(a, b, _)| valid(a) && valid(b))
            .map(|&(a, b, kind)| Link { a: Station(a), b: Station(b), kind })
            .collect();
        let mut neighbours = vec![Vec::new(); n];
        let mut rail_neighbours = vec![Vec::new(); n];
        for l in &links {
            for (from, to) in [(l.a, l.b), (l.b, l.a)] {
                if let Some(list) = neighbours.get_mut(from.index()) {
                    list.push((to, l.kind));
                }
                if l.kind == LinkKind::Rail {
                    if let Some(list) = rail_neighbours.get_mut(from.index()) {
                        list.push(to);
                    }
                }
            }
        }
        let rail_lines: Vec<Vec<Station>> = data
            .rail_lines
            .iter()
            .map(|line| line.iter().copied().filter(|&i| valid(i)).map(Station).collect())
            .collect();
        let mut lines_through = vec![Vec::new(); n];
        for (li, line) in rail_lines.iter().enumerate() {
            for (pos, s) in line.iter().enumerate() {
                if let Some(list) = lines_through.get_mut(s.index()) {
                    list.push((li as u16, pos as u16));
                }
            }
        }
        Board { data, links, neighbours, rail_neighbours, rail_lines, lines_through }
    }

    /// The number of stations.
    #[must_use]
    pub fn len(&self) -> usize {
        self.data.stations.len()
    }

    /// True for a board without stations (never, for the built-in boards).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every station, in index order.
    pub fn stations(&self) -> impl Iterator<Item = Station> + '_ {
        (0..self.len()).filter_map(|i| u8::try_from(i).ok()).map(Station)
    }

    /// Whether `s` is a station of this board.
    #[must_use]
    pub fn contains(&self, s: Station) -> bool {
        s.index() < self.len()
    }

    /// The station named `name` (`a1`..`e12` on the two-player board: files a-e left to right
    /// as Red sees them, ranks 1-12 from Red's back row). Letter case and surrounding white
    /// space are ignored.
    #[must_use]
    pub fn station(&self, name: &str) -> Option<Station> {
        let name = name.trim();
        self.data
            .stations
            .iter()
            .position(|s| s.name.eq_ignore_ascii_case(name))
            .and_then(|i| u8::try_from(i).ok())
            .map(Station)
    }

    fn info(&self, s: Station) -> Option<&StationData> {
        self.data.stations.get(s.index())
    }

    /// The station's name, or `?` for a station of another board.
    #[must_use]
    pub fn name(&self, s: Station) -> &'static str {
        self.info(s).map_or("?", |d| d.name)
    }

    /// The station's kind (a station of another board counts as a post).
    #[must_use]
    pub fn kind(&self, s: Station) -> StationKind {
        self.info(s).map_or(StationKind::Post, |d| d.kind)
    }

    /// Where the station is drawn: column 0 = file a, row 0 = rank 1.
    #[must_use]
    pub fn point(&self, s: Station) -> Point {
        self.info(s).map_or(Point::new(0, 0), |d| d.point)
    }

    /// The side whose half of the board holds the station (two-player board; on the
    /// four-player board South's and North's arms count as Red's, the others as Blue's).
    #[must_use]
    pub fn home(&self, s: Station) -> Side {
        match self.info(s).map(|d| d.army) {
            Some(1) => Side::Blue,
            _ => Side::Red,
        }
    }

    /// The seat whose arm holds the station on the four-player board; `None` for the centre
    /// and for every station of the two-player board.
    #[must_use]
    pub fn seat(&self, s: Station) -> Option<Seat> {
        let army = self.info(s)?.army;
        (self.is_four_player() && army != NO_ARMY).then(|| Seat::from_index(usize::from(army)))
    }

    /// How far the station lies from its owner's back rank: 1 for the back rank (the
    /// headquarters row) up to 6 for the front rank at the frontier.
    #[must_use]
    pub fn depth(&self, s: Station) -> u8 {
        self.info(s).map_or(0, |d| d.depth)
    }

    /// Whether the station lies on the railway (has at least one rail link).
    #[must_use]
    pub fn is_rail(&self, s: Station) -> bool {
        self.rail_neighbours.get(s.index()).is_some_and(|l| !l.is_empty())
    }

    /// Every link once.
    #[must_use]
    pub fn links(&self) -> &[Link] {
        &self.links
    }

    /// The stations one link away from `s`, with the kind of each link.
    #[must_use]
    pub fn neighbours(&self, s: Station) -> &[(Station, LinkKind)] {
        self.neighbours.get(s.index()).map_or(&[], Vec::as_slice)
    }

    /// The stations one rail link away from `s`.
    #[must_use]
    pub fn rail_neighbours(&self, s: Station) -> &[Station] {
        self.rail_neighbours.get(s.index()).map_or(&[], Vec::as_slice)
    }

    /// The kind of the link between `a` and `b`, if they are linked.
    #[must_use]
    pub fn link(&self, a: Station, b: Station) -> Option<LinkKind> {
        self.neighbours(a).iter().find(|&&(s, _)| s == b).map(|&(_, k)| k)
    }

    /// The maximal straight rail lines, each in order along the line.
    #[must_use]
    pub fn rail_lines(&self) -> &[Vec<Station>] {
        &self.rail_lines
    }

    /// The straight rail lines through `s`, as (index into [`Board::rail_lines`], position of
    /// `s` in that line).
    #[must_use]
    pub fn lines_through(&self, s: Station) -> &[(u16, u16)] {
        self.lines_through.get(s.index()).map_or(&[], Vec::as_slice)
    }

    /// A straight rail line by index (empty for an unknown index).
    #[must_use]
    pub fn rail_line(&self, line: u16) -> &[Station] {
        self.rail_lines.get(usize::from(line)).map_or(&[], Vec::as_slice)
    }

    /// The stations strictly between `a` and `b` on the straight rail line holding both, in the
    /// line's order; `None` when no straight line holds both. A piece other than an engineer
    /// slides from `a` to `b` only when all of them are empty (docs/rules/junqi.md, "A move").
    #[must_use]
    pub fn rail_between(&self, a: Station, b: Station) -> Option<&[Station]> {
        self.lines_through(a).iter().find_map(|&(line, pos)| {
            let line = self.rail_line(line);
            let pos = usize::from(pos);
            let q = line.iter().position(|&s| s == b)?;
            let (lo, hi) = if q < pos { (q + 1, pos) } else { (pos + 1, q) };
            line.get(lo..hi)
        })
    }

    /// Whether one straight rail line holds both stations.
    #[must_use]
    pub fn share_rail_line(&self, a: Station, b: Station) -> bool {
        self.lines_through(a).iter().any(|&(line, _)| self.rail_line(line).contains(&b))
    }

    /// The rail corner a journey from `from` to `to` would have to turn: the first station, in
    /// index order, that shares a straight rail line with each of them. `None` when one line
    /// holds both (the journey need not turn) or when no single turn joins them. Only an
    /// engineer (工兵) may turn on the railway (docs/rules/junqi.md, "A move").
    #[must_use]
    pub fn rail_corner(&self, from: Station, to: Station) -> Option<Station> {
        if self.share_rail_line(from, to) {
            return None;
        }
        self.stations()
            .find(|&c| c != from && c != to && self.share_rail_line(from, c) && self.share_rail_line(c, to))
    }

    /// The headquarters of `side`, in index order.
    pub fn headquarters(&self, side: Side) -> impl Iterator<Item = Station> + '_ {
        self.stations().filter(move |&s| self.kind(s) == StationKind::Headquarters && self.home(s) == side)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b() -> &'static Board {
        Board::two_player()
    }

    fn s(name: &str) -> Station {
        b().station(name).unwrap()
    }

    #[test]
    fn a_rail_journey_turns_where_two_straight_lines_meet() {
        // a2 to e6: up file a to a6 then along rank 6, or along rank 2 to e2 then up file e.
        let corner = b().rail_corner(s("a2"), s("e6")).map(|c| b().name(c));
        assert!(matches!(corner, Some("a6" | "e2")), "{corner:?}");
        // One line holds a2 and e2 (rank 2), and a2 and a11 (file a, across the frontier).
        assert_eq!(b().rail_corner(s("a2"), s("e2")), None);
        assert!(b().share_rail_line(s("a2"), s("a11")));
        assert_eq!(b().rail_corner(s("a2"), s("a11")), None);
        let names = |a: &str, z: &str| {
            b().rail_between(s(a), s(z)).map(|l| l.iter().map(|&c| b().name(c)).collect::<Vec<_>>())
        };
        assert_eq!(names("a2", "a6"), Some(vec!["a3", "a4", "a5"]));
        assert_eq!(names("a6", "a2"), Some(vec!["a3", "a4", "a5"]));
        assert_eq!(names("a2", "a3"), Some(vec![]));
        assert_eq!(names("a2", "e6"), None);
        // b3 is a camp, off the railway: no rail line reaches it.
        assert_eq!(b().rail_corner(s("a2"), s("b3")), None);
    }

    #[test]
    fn sixty_stations_named_a1_to_e12() {
        assert_eq!(b().len(), 60);
        for (i, st) in b().stations().enumerate() {
            assert_eq!(st.index(), i);
            assert_eq!(b().station(b().name(st)), Some(st));
            assert_eq!(st.name(), b().name(st));
        }
        assert_eq!(s("a1").index(), 0);
        assert_eq!(s("E12").index(), 59);
        assert_eq!(b().point(s("c7")), Point::new(2, 6));
        for bad in ["", "a0", "a13", "f1", "b", "a1x"] {
            assert_eq!(b().station(bad), None, "{bad}");
        }
    }

    #[test]
    fn kinds_owners_and_depths() {
        let count = |k| b().stations().filter(|&x| b().kind(x) == k).count();
        assert_eq!(
            (count(StationKind::Post), count(StationKind::Camp), count(StationKind::Headquarters)),
            (46, 10, 4)
        );
        for name in ["b3", "d3", "c4", "b5", "d5", "b10", "d10", "c9", "b8", "d8"] {
            assert_eq!(b().kind(s(name)), StationKind::Camp, "{name}");
        }
        assert_eq!(b().headquarters(Side::Red).collect::<Vec<_>>(), vec![s("b1"), s("d1")]);
        assert_eq!(b().headquarters(Side::Blue).collect::<Vec<_>>(), vec![s("b12"), s("d12")]);
        assert_eq!((b().home(s("e6")), b().depth(s("e6"))), (Side::Red, 6));
        assert_eq!((b().home(s("e7")), b().depth(s("e7"))), (Side::Blue, 6));
        assert_eq!((b().home(s("c12")), b().depth(s("c12"))), (Side::Blue, 1));
    }

    #[test]
    fn graph_invariants_133_links_98_road_35_rail_32_rail_stations() {
        let links = b().links();
        assert_eq!(links.len(), 133);
        assert_eq!(links.iter().filter(|l| l.kind == LinkKind::Road).count(), 98);
        assert_eq!(links.iter().filter(|l| l.kind == LinkKind::Rail).count(), 35);
        assert_eq!(b().stations().filter(|&x| b().is_rail(x)).count(), 32);
        // No link twice, no link to itself.
        let mut seen = std::collections::HashSet::new();
        for l in links {
            assert_ne!(l.a, l.b);
            assert!(seen.insert((l.a.min(l.b), l.a.max(l.b))), "{}-{} twice", l.a, l.b);
        }
        // Only a6-a7, c6-c7 and e6-e7 cross the frontier (mountains at b and d).
        let crossing: Vec<_> = links
            .iter()
            .filter(|l| b().home(l.a) != b().home(l.b))
            .map(|l| (l.a.name(), l.b.name()))
            .collect();
        assert_eq!(crossing, vec![("a6", "a7"), ("c6", "c7"), ("e6", "e7")]);
        assert_eq!(b().link(s("b6"), s("b7")), None);
        assert_eq!(b().link(s("d7"), s("d6")), None);
        // Every link joins stations at most one file and one rank apart.
        for l in links {
            let (p, q) = (b().point(l.a), b().point(l.b));
            assert!(p.col.abs_diff(q.col) <= 1 && p.row.abs_diff(q.row) <= 1);
        }
    }

    #[test]
    fn camps_link_diagonally_posts_do_not() {
        assert_eq!(b().link(s("a6"), s("b5")), Some(LinkKind::Road));
        assert_eq!(b().link(s("c4"), s("d5")), Some(LinkKind::Road));
        assert_eq!(b().link(s("c5"), s("b4")), None);
        for l in b().links() {
            let (p, q) = (b().point(l.a), b().point(l.b));
            if p.col != q.col && p.row != q.row {
                assert!(
                    b().kind(l.a) == StationKind::Camp || b().kind(l.b) == StationKind::Camp,
                    "diagonal {}-{} touches no camp",
                    l.a,
                    l.b
                );
                assert_eq!(l.kind, LinkKind::Road);
            }
        }
        // Each camp has its four diagonal neighbours plus its orthogonal ones.
        assert_eq!(b().neighbours(s("c4")).len(), 8);
        assert_eq!(b().neighbours(s("b3")).len(), 8);
    }

    #[test]
    fn rail_lines_cover_every_rail_link_exactly_once() {
        let mut covered = std::collections::HashMap::new();
        for line in b().rail_lines() {
            for w in line.windows(2) {
                assert_eq!(b().link(w[0], w[1]), Some(LinkKind::Rail), "{}-{} on a line", w[0], w[1]);
                *covered.entry((w[0].min(w[1]), w[0].max(w[1]))).or_insert(0) += 1;
            }
        }
        for l in b().links().iter().filter(|l| l.kind == LinkKind::Rail) {
            assert_eq!(covered.get(&(l.a.min(l.b), l.a.max(l.b))), Some(&1), "{}-{}", l.a, l.b);
        }
        assert_eq!(covered.len(), 35);
        // Lines are straight: one coordinate constant along each.
        for line in b().rail_lines() {
            let pts: Vec<Point> = line.iter().map(|&x| b().point(x)).collect();
            assert!(pts.iter().all(|p| p.col == pts[0].col) || pts.iter().all(|p| p.row == pts[0].row));
        }
        assert_eq!(b().lines_through(s("a2")).len(), 2);
        assert_eq!(b().lines_through(s("c6")).len(), 2);
        assert_eq!(b().lines_through(s("b6")).len(), 1);
        assert!(b().lines_through(s("c5")).is_empty());
    }
}
