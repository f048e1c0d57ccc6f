use crate::movegen::Army;
use crate::{Area as Place, Board, PieceKind, Seat, SetupBreach, Side, Station, StationKind, Violation};

/// The position a game starts from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    /// Both sides' opening deployments (布阵), checked against docs/rules/junqi.md ("Deployment").
    Deployment {
        /// Red's 25 pieces.
        red: Vec<(Station, PieceKind)>,
        /// Blue's 25 pieces.
        blue: Vec<(Station, PieceKind)>,
    },
    /// Any arrangement, e.g. a mid-game position: not checked as a deployment, but no station
    /// may hold two pieces.
    Position {
        /// Red's pieces.
        red: Vec<(Station, PieceKind)>,
        /// Blue's pieces.
        blue: Vec<(Station, PieceKind)>,
    },
}

/// The contents of every station, by station index.
pub(crate) type Cells<A = Side> = Vec<Option<(A, PieceKind)>>;

/// Places the pieces of `start` on `board`.
///
/// # Errors
/// The first breach of the deployment rules (for [`Start::Deployment`]) or the first station
/// given two pieces, as a [`ViolationKind::Setup`] violation.
pub(crate) fn place(board: &Board, start: &Start) -> Result<Cells, Violation> {
    let (red, blue, checked) = match start {
        Start::Deployment { red, blue } => (red, blue, true),
        Start::Position { red, blue } => (red, blue, false),
    };
    if checked {
        for (side, pieces) in [(Side::Red, red), (Side::Blue, blue)] {
            if let Some(v) = check_deployment(board, side, pieces).into_iter().next() {
                return Err(v);
            }
        }
    }
    let mut cells: Cells = vec![None; board.len()];
    for (side, pieces) in [(Side::Red, red), (Side::Blue, blue)] {
        for &(s, kind) in pieces {
            let name = board.name(s);
            match cells.get_mut(s.index()) {
                None => {
                    let msg =
                        format!("{} places {} on a station that is not on this board", side.name(), a(kind));
                    return Err(Violation::setup(side, SetupBreach::OffBoard { piece: kind }, msg));
                }
                Some(Some(_)) => {
                    let msg =
                        format!("{} places a second piece on {name}, which is already occupied", side.name());
                    let breach = SetupBreach::SecondPiece { station: name.to_owned() };
                    return Err(Violation::setup(side, breach, msg));
                }
                Some(cell) => *cell = Some((side, kind)),
            }
        }
    }
    Ok(cells)
}

/// Every breach of the deployment rules in one side's opening placement, in the order a player
/// would fix them: stations outside the side's half, stations used twice, pieces in camps, piece
/// counts, the flag outside a headquarters, mines too far forward, bombs in the front rank, and
/// stations left empty. Empty when the deployment is legal.
///
/// The rules are docs/rules/junqi.md ("Deployment") and seed 000 (棋子布局的限制: 炸弹不能放在第一行，
/// 地雷只能放在最后两行，军棋只能放在司令部; camps start empty).
#[must_use]
pub fn check_deployment(board: &Board, side: Side, pieces: &[(Station, PieceKind)]) -> Vec<Violation> {
    let area = Area {
        owns: &|s| board.home(s) == side,
        outside: &|_| Place::Half(side.opponent()),
        rank: &|s| board.point(s).row + 1,
        noun: "half",
    };
    check_army(board, side, &area, pieces)
}

/// Every breach of the deployment rules in one seat's opening placement on its arm of the
/// four-player board: the two-player rules, applied to the arm (docs/rules/junqi.md §12.4).
/// Ranks are counted on the arm, 1 at its back row.
#[must_use]
pub fn check_arm_deployment(
    board: &Board,
    seat: Seat,
    pieces: &[(Station, PieceKind)],
) -> Vec<Violation<Seat>> {
    let area = Area {
        owns: &|s| board.seat(s) == Some(seat),
        outside: &|s| board.seat(s).map_or(Place::Centre, Place::Arm),
        rank: &|s| board.depth(s),
        noun: "arm",
    };
    check_army(board, seat, &area, pieces)
}

/// The stations an army deploys on, and how its messages name places.
struct Area<'a> {
    /// Whether the station is the army's own.
    owns: &'a dyn Fn(Station) -> bool,
    /// Where a station outside the army's area lies.
    outside: &'a dyn Fn(Station) -> Place,
    /// The rank number messages give for a station.
    rank: &'a dyn Fn(Station) -> u8,
    /// What the area is called: `half` or `arm`.
    noun: &'static str,
}

fn check_army<A: Army>(
    board: &Board,
    side: A,
    area: &Area<'_>,
    pieces: &[(Station, PieceKind)],
) -> Vec<Violation<A>> {
    let who = side.name();
    let owns = area.owns;
    let mut out = Vec::new();
    let mut push = |breach: SetupBreach, msg: String| out.push(Violation::setup(side, breach, msg));
    let mut used = vec![false; board.len()];
    let mut counts = [0usize; 12];
    for &(s, kind) in pieces {
        counts[kind.index()] += 1;
        let name = board.name(s);
        let Some(seen) = used.get_mut(s.index()) else {
            let msg = format!("{who} places {} on a station that is not on this board", a(kind));
            push(SetupBreach::OffBoard { piece: kind }, msg);
            continue;
        };
        if !owns(s) {
            let place = (area.outside)(s);
            let msg = format!("{who} places {} on {name}, {}", a(kind), outside_words(place));
            push(SetupBreach::Outside { piece: kind, station: name.to_owned(), area: place }, msg);
        }
        if *seen {
            push(
                SetupBreach::Twice { station: name.to_owned() },
                format!("{who} places two pieces on {name}"),
            );
        }
        *seen = true;
        if board.kind(s) == StationKind::Camp {
            let msg = format!("{who} places {} in the camp {name}; camps start empty", a(kind));
            push(SetupBreach::InCamp { piece: kind, station: name.to_owned() }, msg);
        }
    }
    for kind in PieceKind::ALL {
        let (have, want) = (counts[kind.index()], usize::from(kind.count()));
        if have != want {
            let msg = format!("{who} deploys {}; each side has {want}", counted(have, kind));
            push(SetupBreach::Count { piece: kind, have, want }, msg);
        }
    }
    let ranks = |depths: std::ops::RangeInclusive<u8>| -> Vec<u8> {
        let mut r: Vec<u8> = board
            .stations()
            .filter(|&s| owns(s) && depths.contains(&board.depth(s)))
            .map(|s| (area.rank)(s))
            .collect();
        r.sort_unstable();
        r.dedup();
        r
    };
    let ranks_words = |r: &[u8]| r.iter().map(u8::to_string).collect::<Vec<_>>().join(" and ");
    let front = board.stations().filter(|&s| owns(s)).map(|s| board.depth(s)).max().unwrap_or(0);
    for &(s, kind) in pieces.iter().filter(|&&(s, _)| owns(s)) {
        let name = board.name(s);
        match kind {
            PieceKind::Flag if board.kind(s) != StationKind::Headquarters => {
                let hqs: Vec<&str> = board
                    .stations()
                    .filter(|&h| owns(h) && board.kind(h) == StationKind::Headquarters)
                    .map(|h| board.name(h))
                    .collect();
                let msg = format!(
                    "{who}'s flag is on {name}; it must start in a headquarters ({})",
                    hqs.join(" or ")
                );
                let headquarters = hqs.iter().map(|h| (*h).to_owned()).collect();
                push(SetupBreach::FlagOutside { station: name.to_owned(), headquarters }, msg);
            }
            PieceKind::Mine if board.depth(s) > 2 => {
                let ranks = ranks(1..=2);
                let msg =
                    format!("{who}'s mine on {name} is outside its last two ranks ({})", ranks_words(&ranks));
                push(SetupBreach::MineForward { station: name.to_owned(), ranks }, msg);
            }
            PieceKind::Bomb if board.depth(s) == front => {
                let ranks = ranks(front..=front);
                let msg = format!(
                    "{who}'s bomb on {name} is in its front rank ({}); bombs may not start there",
                    ranks_words(&ranks)
                );
                push(SetupBreach::BombInFront { station: name.to_owned(), ranks }, msg);
            }
            _ => {}
        }
    }
    let empty: Vec<&str> = board
        .stations()
        .filter(|&s| owns(s) && board.kind(s) != StationKind::Camp)
        .filter(|&s| !used.get(s.index()).copied().unwrap_or(false))
        .map(|s| board.name(s))
        .collect();
    if !empty.is_empty() {
        let msg = format!(
            "{who} leaves {} empty; every post and headquarters of its {} must hold a piece",
            join_and(&empty),
            area.noun,
        );
        let stations = empty.iter().map(|s| (*s).to_owned()).collect();
        push(SetupBreach::Empty { stations, arm: area.noun == "arm" }, msg);
    }
    out
}

/// Where a station outside an army's area lies, as its message says it: `in blue's half of the
/// board`.
fn outside_words(place: Place) -> String {
    match place {
        Place::Half(side) => format!("in {}'s half of the board", side.name()),
        Place::Arm(seat) => format!("in {}'s arm", seat.name()),
        Place::Centre => "in the centre".to_owned(),
    }
}

/// "a brigade", "an engineer".
pub(crate) fn a(kind: PieceKind) -> String {
    let article = if kind == PieceKind::Engineer { "an" } else { "a" };
    format!("{article} {}", kind.english())
}

/// "no mines", "no flag", "1 mine", "4 mines", "2 companies".
fn counted(n: usize, kind: PieceKind) -> String {
    let noun = if n == 1 || (n == 0 && kind.count() == 1) {
        kind.english().to_owned()
    } else {
        match kind {
            PieceKind::Corps => "corps".to_owned(),
            PieceKind::Company => "companies".to_owned(),
            k => format!("{}s", k.english()),
        }
    };
    if n == 0 {
        format!("no {noun}")
    } else {
        format!("{n} {noun}")
    }
}

fn join_and(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ViolationKind;
    use PieceKind::*;

    fn s(name: &str) -> Station {
        Board::two_player().station(name).unwrap()
    }

    /// A legal red deployment; blue's is its mirror image.
    pub(crate) fn red_deployment() -> Vec<(Station, PieceKind)> {
        [
            ("a1", Mine),
            ("b1", Flag),
            ("c1", Mine),
            ("d1", Company),
            ("e1", Mine),
            ("a2", Platoon),
            ("b2", Engineer),
            ("c2", Bomb),
            ("d2", Engineer),
            ("e2", Platoon),
            ("a3", Company),
            ("c3", Battalion),
            ("e3", Bomb),
            ("a4", Regiment),
            ("b4", Brigade),
            ("d4", Battalion),
            ("e4", Regiment),
            ("a5", Division),
            ("c5", Commander),
            ("e5", Corps),
            ("a6", Engineer),
            ("b6", Brigade),
            ("c6", Division),
            ("d6", Company),
            ("e6", Platoon),
        ]
        .into_iter()
        .map(|(n, k)| (s(n), k))
        .collect()
    }

    fn check(pieces: &[(Station, PieceKind)]) -> Vec<String> {
        check_deployment(Board::two_player(), Side::Red, pieces).into_iter().map(|v| v.message).collect()
    }

    fn with(changes: &[(&str, Option<PieceKind>)]) -> Vec<(Station, PieceKind)> {
        let mut d = red_deployment();
        for &(name, kind) in changes {
            d.retain(|&(st, _)| st != s(name));
            if let Some(k) = kind {
                d.push((s(name), k));
            }
        }
        d
    }

    #[test]
    fn a_legal_deployment_has_no_breach() {
        assert_eq!(check(&red_deployment()), Vec::<String>::new());
        assert!(check_deployment(Board::two_player(), Side::Red, &red_deployment())
            .iter()
            .all(|v| v.kind == ViolationKind::Setup));
    }

    #[test]
    fn flag_outside_a_headquarters() {
        let d = with(&[("b1", Some(Mine)), ("c1", Some(Flag))]);
        assert_eq!(check(&d), vec!["red's flag is on c1; it must start in a headquarters (b1 or d1)"]);
    }

    #[test]
    fn mine_beyond_the_last_two_ranks() {
        let d = with(&[("a1", Some(Company)), ("a3", Some(Mine))]);
        assert_eq!(check(&d), vec!["red's mine on a3 is outside its last two ranks (1 and 2)"]);
    }

    #[test]
    fn bomb_in_the_front_rank() {
        let d = with(&[("c2", Some(Engineer)), ("a6", Some(Bomb))]);
        assert_eq!(check(&d), vec!["red's bomb on a6 is in its front rank (6); bombs may not start there"]);
    }

    #[test]
    fn piece_in_a_camp_and_a_post_left_empty() {
        let d = with(&[("a3", None), ("b3", Some(Company))]);
        assert_eq!(
            check(&d),
            vec![
                "red places a company in the camp b3; camps start empty",
                "red leaves a3 empty; every post and headquarters of its half must hold a piece",
            ]
        );
    }

    #[test]
    fn wrong_counts_name_the_kind_and_the_right_number() {
        let d = with(&[("d1", Some(Mine))]);
        assert_eq!(
            check(&d),
            vec!["red deploys 2 companies; each side has 3", "red deploys 4 mines; each side has 3"]
        );
        let d = with(&[("c5", None)]);
        assert_eq!(
            check(&d),
            vec![
                "red deploys no commander; each side has 1",
                "red leaves c5 empty; every post and headquarters of its half must hold a piece",
            ]
        );
    }

    #[test]
    fn station_in_the_enemy_half_and_station_used_twice() {
        let mut d = red_deployment();
        d.push((s("c8"), Brigade));
        let msgs = check(&d);
        assert_eq!(msgs[0], "red places a brigade on c8, in blue's half of the board");
        assert!(msgs.contains(&"red deploys 3 brigades; each side has 2".to_owned()), "{msgs:?}");

        let d = with(&[("a3", None)]).into_iter().chain([(s("a4"), Company)]).collect::<Vec<_>>();
        let msgs = check(&d);
        assert_eq!(msgs[0], "red places two pieces on a4");
        assert!(msgs.last().unwrap().starts_with("red leaves a3 empty"), "{msgs:?}");
    }

    #[test]
    fn blue_ranks_are_counted_from_its_own_side() {
        let blue: Vec<_> = red_deployment()
            .into_iter()
            .map(|(st, k)| {
                let p = Board::two_player().point(st);
                let name = format!("{}{}", char::from(b'a' + p.col), 12 - p.row);
                (s(&name), k)
            })
            .collect();
        assert!(check_deployment(Board::two_player(), Side::Blue, &blue).is_empty());
        let mut bad = blue.clone();
        bad.retain(|&(st, _)| st != s("a7") && st != s("c11"));
        bad.extend([(s("a7"), Bomb), (s("c11"), Engineer)]);
        let msgs: Vec<_> =
            check_deployment(Board::two_player(), Side::Blue, &bad).into_iter().map(|v| v.message).collect();
        assert_eq!(msgs, vec!["blue's bomb on a7 is in its front rank (7); bombs may not start there"]);
    }

    #[test]
    fn position_rejects_two_pieces_on_one_station_across_sides() {
        let start = Start::Position { red: vec![(s("c6"), Brigade)], blue: vec![(s("c6"), Mine)] };
        let v = place(Board::two_player(), &start).unwrap_err();
        assert_eq!(v.kind, ViolationKind::Setup);
        assert_eq!(v.side, Side::Blue);
        assert_eq!(v.message, "blue places a second piece on c6, which is already occupied");
    }

    #[test]
    fn deployment_start_reports_the_first_breach() {
        let start = Start::Deployment { red: with(&[("c5", None)]), blue: Vec::new() };
        let v = place(Board::two_player(), &start).unwrap_err();
        assert_eq!((v.kind, v.side), (ViolationKind::Setup, Side::Red));
        assert_eq!(v.message, "red deploys no commander; each side has 1");
    }
}
