//! Four-player junqi (docs/rules/junqi.md §12): rail paths through the centre
//! and the arcs, partners, elimination and skipped turns, the team win and the draw limits; and
//! on random positions the move generator agrees with a brute-force path search that reads
//! only the board's links and drawing (not its list of rail lines).

use std::collections::BTreeSet;

use junqi_rules::{
    check_arm_deployment, clash, Board, EndReason, Move, OutPieces, OutReason, PieceKind, Seat, SiguoEvent,
    SiguoGame, SiguoRules, SiguoStart, SiguoStatus, Station, StationKind, Team, TurnOrder,
};
use proptest::prelude::*;
use PieceKind::*;

fn b() -> &'static Board {
    Board::four_player()
}

fn s(name: &str) -> Station {
    b().station(name).unwrap_or_else(|| panic!("no station {name}"))
}

type Army<'a> = &'a [(&'a str, PieceKind)];

fn position_with(rules: SiguoRules, armies: [Army<'_>; 4]) -> SiguoGame {
    let armies = armies.map(|a| a.iter().map(|&(n, k)| (s(n), k)).collect());
    SiguoGame::new(rules, SiguoStart::Position(armies)).expect("a valid position")
}

fn position(armies: [Army<'_>; 4]) -> SiguoGame {
    position_with(SiguoRules::default(), armies)
}

fn step(game: &mut SiguoGame, from: &str, to: &str) -> Result<(), String> {
    game.play(None, Move::Step { from: s(from), to: s(to) }).map_err(|v| v.kind.id().to_owned())
}

fn check(game: &SiguoGame, from: &str, to: &str) -> Result<(), String> {
    game.check(s(from), s(to)).map_err(|v| format!("{}: {}", v.kind.id(), v.message))
}

/// Flags and a mine for every seat, so that nobody is out for want of a flag or a move; the
/// pieces under test come first in South's list.
fn with_south(south: Army<'_>) -> SiguoGame {
    let mut s_army = south.to_vec();
    s_army.push(("Sb1", Flag));
    position([
        &s_army,
        &[("Eb1", Flag), ("Ea1", Platoon)],
        &[("Nb1", Flag), ("Na1", Platoon)],
        &[("Wb1", Flag), ("Wa1", Platoon)],
    ])
}

// docs/rules/junqi.md §12: a straight line runs from one arm's outer file
// through the centre to the opposite arm's.
#[test]
fn straight_through_the_centre_to_the_opposite_arm() {
    let g = with_south(&[("Sa2", Division)]);
    assert_eq!(check(&g, "Sa2", "Ne2"), Ok(()));
    assert_eq!(check(&g, "Sa2", "Ma3"), Ok(()));
    let g = with_south(&[("Sa2", Division), ("Ma2", Platoon)]);
    assert!(check(&g, "Sa2", "Ne2").unwrap_err().contains("Ma2 is in the way"));
    // The middle lines: front file c to front file c.
    let g = with_south(&[("Sc6", Division)]);
    assert_eq!(check(&g, "Sc6", "Nc6"), Ok(()));
    assert!(check(&g, "Sc6", "Wc6").unwrap_err().contains("cannot turn"));
    // Front files b and d have no link into the centre.
    let g = with_south(&[("Sb6", Division)]);
    assert!(check(&g, "Sb6", "Mb1").unwrap_err().starts_with("no-path"));
}

// docs/rules/junqi.md §12: the arcs (弧形铁路) are followed, not turned.
#[test]
fn an_arc_carries_a_file_into_the_next_arms_front_row_file() {
    let g = with_south(&[("Se2", Division)]);
    assert_eq!(check(&g, "Se2", "Ea2"), Ok(()));
    let g = with_south(&[("Sa3", Division)]);
    assert_eq!(check(&g, "Sa3", "We2"), Ok(()));
    // Along South's front row to its corner, then onto the arc, is a turn.
    let g = with_south(&[("Sc6", Division)]);
    assert!(check(&g, "Sc6", "Ea5").unwrap_err().contains("cannot turn"));
    assert_eq!(check(&g, "Sc6", "Se6"), Ok(()));
}

// docs/rules/junqi.md, "A move": only an engineer turns on the railway, the centre included.
#[test]
fn engineers_turn_in_the_centre_others_do_not() {
    let g = with_south(&[("Sa2", Division), ("Sc2", Engineer)]);
    assert!(check(&g, "Sa2", "Mb3").unwrap_err().contains("cannot turn"));
    // Two turns, at Ma1 and at Ea6: no single corner to name.
    assert!(check(&g, "Sa2", "Eb6").unwrap_err().contains("not on one straight rail line"));
    // The engineer goes along rank 2, up file a, and turns in the centre.
    assert_eq!(check(&g, "Sc2", "Mb3"), Ok(()));
    assert_eq!(check(&g, "Sc2", "Nb6"), Ok(()));
    assert_eq!(check(&g, "Sc2", "Ed2"), Ok(()));
    // But never through an occupied station.
    let g = with_south(&[("Sa2", Division), ("Sc2", Engineer), ("Sb2", Platoon), ("Sd2", Platoon)]);
    assert!(check(&g, "Sc2", "Mb3").unwrap_err().starts_with("no-path"));
}

// docs/rules/junqi.md §12: partners never attack or share a station.
#[test]
fn a_partners_piece_can_be_neither_attacked_nor_shared() {
    let g = position([
        &[("Sa2", Corps), ("Sb1", Flag)],
        &[("Ea2", Platoon), ("Eb1", Flag)],
        &[("Ne2", Platoon), ("Nb1", Flag)],
        &[("Wa2", Platoon), ("Wb1", Flag)],
    ]);
    let err = check(&g, "Sa2", "Ne2").unwrap_err();
    assert_eq!(
        err,
        "partner-piece: Ne2 holds the platoon of north, south's partner; partners never attack each other"
    );
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert!(!moves.contains(&(s("Sa2"), s("Ne2"))));
    // An opponent on the same line may be attacked.
    let g = position([
        &[("Sa2", Corps), ("Sb1", Flag)],
        &[("Ea2", Platoon), ("Eb1", Flag)],
        &[("Nb1", Flag), ("Na1", Platoon)],
        &[("We2", Platoon), ("Wb1", Flag)],
    ]);
    assert_eq!(check(&g, "Sa2", "We2"), Ok(()));
}

#[test]
fn turns_pass_counter_clockwise_or_clockwise_by_the_key() {
    let armies: [Army<'_>; 4] = [
        &[("Sa2", Platoon), ("Sb1", Flag)],
        &[("Ea2", Platoon), ("Eb1", Flag)],
        &[("Na2", Platoon), ("Nb1", Flag)],
        &[("Wa2", Platoon), ("Wb1", Flag)],
    ];
    let mut g = position(armies);
    let mut seen = Vec::new();
    for (from, to) in [("Sa2", "Sa3"), ("Ea2", "Ea3"), ("Na2", "Na3"), ("Wa2", "Wa3")] {
        seen.push(g.to_move());
        step(&mut g, from, to).unwrap();
    }
    assert_eq!(seen, Seat::ALL);
    assert_eq!(step(&mut g, "Ea3", "Ea4"), Err("not-your-piece".to_owned()));
    let rules = SiguoRules { turn_order: TurnOrder::Clockwise, first: Seat::North, ..SiguoRules::default() };
    let mut g = position_with(rules, armies);
    assert_eq!(g.to_move(), Seat::North);
    step(&mut g, "Na2", "Na3").unwrap();
    assert_eq!(g.to_move(), Seat::East);
    let err = g.play(Some(Seat::South), Move::Step { from: s("Sa2"), to: s("Sa3") }).unwrap_err();
    assert_eq!(err.kind.id(), "out-of-turn");
}

// docs/rules/junqi.md §12: a player whose flag is taken is out, its pieces
// leave the board, its turns are skipped; its partner plays on.
#[test]
fn flag_capture_puts_a_player_out_and_its_turn_is_skipped() {
    let mut g = position([
        &[("Sa2", Corps), ("Sb1", Flag)],
        &[("Ea2", Platoon), ("Eb1", Flag), ("Ec2", Engineer)],
        &[("Na2", Platoon), ("Nb1", Flag)],
        &[("Wa2", Platoon), ("Wb1", Flag), ("Wb2", Platoon)],
    ]);
    // South's corps rides file a into the centre, then row 6 into East's arm, and walks down
    // file b to East's flag while the others shuffle.
    step(&mut g, "Sa2", "Sa6").unwrap();
    step(&mut g, "Ea2", "Ea3").unwrap();
    step(&mut g, "Na2", "Na3").unwrap();
    step(&mut g, "Wa2", "Wa3").unwrap();
    step(&mut g, "Sa6", "Ma1").unwrap();
    step(&mut g, "Ea3", "Ea4").unwrap();
    step(&mut g, "Na3", "Na4").unwrap();
    step(&mut g, "Wa3", "Wa4").unwrap();
    step(&mut g, "Ma1", "Ea6").unwrap();
    step(&mut g, "Ea4", "Ea5").unwrap();
    step(&mut g, "Na4", "Na5").unwrap();
    step(&mut g, "Wa4", "Wa5").unwrap();
    for (from, to) in [("Ea6", "Eb6"), ("Eb6", "Eb5"), ("Eb5", "Eb4"), ("Eb4", "Eb3"), ("Eb3", "Eb2")] {
        assert_eq!(g.to_move(), Seat::South);
        step(&mut g, from, to).unwrap();
        if g.piece_at(s("Eb2")).is_some() {
            break;
        }
        let e = if g.piece_at(s("Ea5")).is_some() { ("Ea5", "Ea4") } else { ("Ea4", "Ea5") };
        step(&mut g, e.0, e.1).unwrap();
        let n = if g.piece_at(s("Na5")).is_some() { ("Na5", "Na4") } else { ("Na4", "Na5") };
        step(&mut g, n.0, n.1).unwrap();
        let w = if g.piece_at(s("Wa5")).is_some() { ("Wa5", "Wa4") } else { ("Wa4", "Wa5") };
        step(&mut g, w.0, w.1).unwrap();
    }
    // East, North, West move; then South's corps takes the flag on Eb1.
    step(&mut g, "Ec2", "Ec3").unwrap();
    step(&mut g, "Na4", "Na3").or_else(|_| step(&mut g, "Na5", "Na4")).unwrap();
    step(&mut g, "Wa4", "Wa3").or_else(|_| step(&mut g, "Wa5", "Wa4")).unwrap();
    step(&mut g, "Eb2", "Eb1").unwrap();
    assert!(g.is_out(Seat::East));
    assert_eq!(g.pieces(Seat::East).count(), 0, "East's pieces leave the board");
    assert_eq!(g.status(), SiguoStatus::Playing);
    assert_eq!(g.to_move(), Seat::North, "East's turn is skipped");
    let last = g.notes().last().copied().unwrap();
    assert_eq!(
        last.event,
        SiguoEvent::Out { seat: Seat::East, why: OutReason::FlagCaptured, by: Some(Seat::South) }
    );
    assert!(last.describe(b(), OutPieces::Removed).contains("east is out, its pieces leave the board"));
    let err = g.play(Some(Seat::East), Move::Resign).unwrap_err();
    assert!(err.message.contains("east is out of the game"), "{}", err.message);
}

// docs/rules/junqi.md §12: the team loses when both partners are out.
#[test]
fn the_team_loses_when_both_partners_are_out() {
    let mut g = position([
        &[("Sb2", Corps), ("Sb1", Flag)],
        &[("Ea2", Platoon), ("Eb1", Flag)],
        &[("Na2", Platoon), ("Nb1", Flag)],
        &[("Wb1", Flag)],
    ]);
    // West has only its flag: on its first turn it is out for want of a move.
    step(&mut g, "Sb2", "Sc2").unwrap();
    step(&mut g, "Ea2", "Ea3").unwrap();
    step(&mut g, "Na2", "Na3").unwrap();
    assert!(g.is_out(Seat::West));
    assert_eq!(g.to_move(), Seat::South);
    // East resigns on its turn: both east and west are out.
    step(&mut g, "Sc2", "Sd2").unwrap();
    g.play(Some(Seat::East), Move::Resign).unwrap();
    assert_eq!(
        g.status(),
        SiguoStatus::Over(junqi_rules::SiguoOutcome {
            winner: Some(Team::SouthNorth),
            reason: EndReason::Resignation
        })
    );
    assert_eq!(step(&mut g, "Na3", "Na4"), Err("after-end".to_owned()));
}

#[test]
fn a_flag_capture_that_takes_the_last_partner_out_wins_for_the_team() {
    let mut g = position([
        &[("Sb2", Corps), ("Sb1", Flag)],
        &[("Eb1", Flag)],
        &[("Nb1", Flag), ("Na1", Platoon)],
        &[("Wb1", Flag), ("Wb2", Engineer)],
    ]);
    // East has only its flag: it is out when its first turn comes. South's corps then rides
    // into West's arm and takes West's flag, the last of the east-west team.
    step(&mut g, "Sb2", "Sa2").unwrap();
    assert!(g.is_out(Seat::East));
    assert_eq!(g.to_move(), Seat::North);
    step(&mut g, "Na1", "Na2").unwrap();
    step(&mut g, "Wb2", "Wb3").unwrap();
    step(&mut g, "Sa2", "Ma1").unwrap();
    step(&mut g, "Na2", "Na3").unwrap();
    step(&mut g, "Wb3", "Wb4").unwrap();
    step(&mut g, "Ma1", "We2").unwrap();
    step(&mut g, "Na3", "Na4").unwrap();
    step(&mut g, "Wb4", "Wb5").unwrap();
    step(&mut g, "We2", "Wd2").unwrap();
    step(&mut g, "Na4", "Na5").unwrap();
    step(&mut g, "Wb5", "Wb6").unwrap();
    step(&mut g, "Wd2", "Wc2").unwrap();
    step(&mut g, "Na5", "Na4").unwrap();
    step(&mut g, "Wb6", "Wa6").unwrap();
    step(&mut g, "Wc2", "Wb2").unwrap();
    step(&mut g, "Na4", "Na5").unwrap();
    step(&mut g, "Wa6", "Wa5").unwrap();
    step(&mut g, "Wb2", "Wb1").unwrap();
    assert_eq!(
        g.status(),
        SiguoStatus::Over(junqi_rules::SiguoOutcome {
            winner: Some(Team::SouthNorth),
            reason: EndReason::FlagCaptured
        })
    );
}

// docs/rules/junqi.md §12: the two-player draw limits count every player's plies.
#[test]
fn no_capture_draw_and_the_ply_cap() {
    let armies: [Army<'_>; 4] = [
        &[("Sa2", Platoon), ("Sb1", Flag)],
        &[("Ea2", Platoon), ("Eb1", Flag)],
        &[("Na2", Platoon), ("Nb1", Flag)],
        &[("Wa2", Platoon), ("Wb1", Flag)],
    ];
    let mut rules = SiguoRules::default();
    rules.rules.no_capture_draw_plies = 8;
    let mut g = position_with(rules, armies);
    for round in 0..2 {
        let (a, z) = if round == 0 { ("a2", "a3") } else { ("a3", "a2") };
        for seat in ["S", "E", "N", "W"] {
            assert_eq!(g.status(), SiguoStatus::Playing);
            step(&mut g, &format!("{seat}{a}"), &format!("{seat}{z}")).unwrap();
        }
    }
    assert_eq!(
        g.status(),
        SiguoStatus::Over(junqi_rules::SiguoOutcome { winner: None, reason: EndReason::NoCaptureLimit })
    );
    let mut rules = SiguoRules::default();
    rules.rules.max_plies = Some(3);
    let mut g = position_with(rules, armies);
    for seat in ["S", "E", "N"] {
        step(&mut g, &format!("{seat}a2"), &format!("{seat}a3")).unwrap();
    }
    assert_eq!(
        g.status(),
        SiguoStatus::Over(junqi_rules::SiguoOutcome { winner: None, reason: EndReason::MaxPlies })
    );
}

#[test]
fn pieces_of_a_player_out_can_stay_on_the_board_by_the_key() {
    let rules = SiguoRules { out_pieces: OutPieces::Stay, ..SiguoRules::default() };
    let mut g = position_with(
        rules,
        [
            &[("Sa2", Platoon), ("Sb1", Flag)],
            &[("Eb1", Flag), ("Ed1", Mine)],
            &[("Na2", Platoon), ("Nb1", Flag)],
            &[("Wa2", Platoon), ("Wb1", Flag)],
        ],
    );
    step(&mut g, "Sa2", "Sa3").unwrap();
    assert!(g.is_out(Seat::East));
    assert_eq!(g.pieces(Seat::East).count(), 2);
    assert_eq!(g.to_move(), Seat::North);
}

fn deployment(seat: Seat) -> Vec<(Station, PieceKind)> {
    let rows: [[Option<PieceKind>; 5]; 6] = [
        [Some(Mine), Some(Flag), Some(Mine), Some(Company), Some(Mine)],
        [Some(Platoon), Some(Engineer), Some(Bomb), Some(Engineer), Some(Platoon)],
        [Some(Company), None, Some(Battalion), None, Some(Bomb)],
        [Some(Regiment), Some(Brigade), None, Some(Battalion), Some(Regiment)],
        [Some(Division), None, Some(Commander), None, Some(Corps)],
        [Some(Engineer), Some(Brigade), Some(Division), Some(Company), Some(Platoon)],
    ];
    let mut out = Vec::new();
    for (i, files) in rows.iter().enumerate() {
        for (file, kind) in ('a'..='e').zip(files) {
            if let Some(kind) = kind {
                out.push((s(&format!("{}{file}{}", seat.letter(), i + 1)), *kind));
            }
        }
    }
    out
}

// docs/rules/junqi.md, "Deployment", applied to each arm.
#[test]
fn each_seat_deploys_on_its_own_arm_by_the_two_player_rules() {
    for seat in Seat::ALL {
        assert!(check_arm_deployment(b(), seat, &deployment(seat)).is_empty(), "{seat:?}");
    }
    let mut bad = deployment(Seat::North);
    bad.retain(|&(x, _)| x != s("Na6"));
    bad.push((s("Ma1"), Engineer));
    let msgs: Vec<String> =
        check_arm_deployment(b(), Seat::North, &bad).into_iter().map(|v| v.message).collect();
    assert_eq!(
        msgs,
        [
            "north places an engineer on Ma1, in the centre",
            "north leaves Na6 empty; every post and headquarters of its arm must hold a piece",
        ]
    );
    let mut bad = deployment(Seat::East);
    bad.retain(|&(x, _)| x != s("Ea1") && x != s("Ea6"));
    bad.push((s("Ea6"), Mine));
    bad.push((s("Ea1"), Engineer));
    let msgs: Vec<String> =
        check_arm_deployment(b(), Seat::East, &bad).into_iter().map(|v| v.message).collect();
    assert_eq!(msgs, ["east's mine on Ea6 is outside its last two ranks (1 and 2)"]);
    let g = SiguoGame::new(SiguoRules::default(), SiguoStart::Deployment(Seat::ALL.map(deployment))).unwrap();
    assert_eq!(g.pieces(Seat::West).count(), 25);
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert!(!moves.is_empty());
}

// ---------------------------------------------------------------------------------------
// Brute force.

/// The directions a rail link leaves `from` and arrives at `to`, from the drawing alone: a
/// straight link keeps its direction; an arc is a quarter circle round the corner of its
/// bounding box that holds no station.
fn tangents(from: Station, to: Station) -> ((i8, i8), (i8, i8)) {
    let (p, q) = (b().point(from), b().point(to));
    let d = |a: u8, z: u8| (i16::from(z) - i16::from(a)).signum() as i8;
    let (dx, dy) = (d(p.col, q.col), d(p.row, q.row));
    if dx == 0 || dy == 0 {
        return ((dx, dy), (dx, dy));
    }
    let corner_is_station = b().stations().any(|x| b().point(x) == grid::Point::new(q.col, p.row));
    let cx = if corner_is_station { p.col } else { q.col };
    let leave = if p.col == cx { (dx, 0) } else { (0, dy) };
    let arrive = if q.col == cx { (dx, 0) } else { (0, dy) };
    (leave, arrive)
}

fn may_land(g: &SiguoGame, from: Station, to: Station) -> bool {
    let Some((seat, kind)) = g.piece_at(from) else { return false };
    match g.piece_at(to) {
        None => true,
        Some((owner, target)) => {
            owner.team() != seat.team()
                && b().kind(to) != StationKind::Camp
                && clash(&g.rules().rules, kind, target).is_ok()
        }
    }
}

/// Every destination of the piece on `from`, by searching all rail paths: an engineer's by
/// relaxation over rail links through empty stations, another piece's by depth-first search
/// over smooth rail paths (each link arriving in the direction the next leaves).
fn brute_force_targets(g: &SiguoGame, from: Station) -> BTreeSet<Station> {
    let mut out = BTreeSet::new();
    let Some((_, kind)) = g.piece_at(from) else { return out };
    if !kind.is_movable() || b().kind(from) == StationKind::Headquarters {
        return out;
    }
    out.extend(b().neighbours(from).iter().map(|&(n, _)| n));
    if kind == Engineer {
        let mut reached = BTreeSet::from([from]);
        loop {
            let before = reached.len();
            let open: Vec<Station> =
                reached.iter().copied().filter(|&x| x == from || g.piece_at(x).is_none()).collect();
            for x in open {
                reached.extend(b().rail_neighbours(x).iter().copied());
            }
            if reached.len() == before {
                break;
            }
        }
        reached.remove(&from);
        out.extend(reached);
    } else {
        fn walk(g: &SiguoGame, path: &mut Vec<Station>, out: &mut BTreeSet<Station>) {
            let (&last, &prev) = (path.last().unwrap(), path.get(path.len() - 2).unwrap());
            out.insert(last);
            if g.piece_at(last).is_some() {
                return;
            }
            let arrive = tangents(prev, last).1;
            for &n in b().rail_neighbours(last) {
                if !path.contains(&n) && tangents(last, n).0 == arrive {
                    path.push(n);
                    walk(g, path, out);
                    path.pop();
                }
            }
        }
        for &n in b().rail_neighbours(from) {
            walk(g, &mut vec![from, n], &mut out);
        }
    }
    out.retain(|&to| may_land(g, from, to));
    out
}

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(64);
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

fn random_position() -> impl Strategy<Value = Vec<Option<(usize, usize)>>> {
    (10u32..80).prop_flat_map(|density| {
        let cell = prop::option::weighted(f64::from(density) / 100.0, (0..4usize, 0..12usize));
        prop::collection::vec(cell, Board::four_player().len())
    })
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn legal_moves_equal_a_brute_force_path_search(cells in random_position(), first in 0..4usize, stay in any::<bool>()) {
        let mut armies: [Vec<(Station, PieceKind)>; 4] = Default::default();
        for (station, cell) in b().stations().zip(cells) {
            if let Some((seat, kind)) = cell {
                armies[seat].push((station, PieceKind::ALL[kind]));
            }
        }
        let out_pieces = if stay { OutPieces::Stay } else { OutPieces::Removed };
        let rules = SiguoRules { first: Seat::from_index(first), out_pieces, ..SiguoRules::default() };
        let g = SiguoGame::new(rules, SiguoStart::Position(armies)).unwrap();
        prop_assume!(g.status() == SiguoStatus::Playing);
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        let no_duplicates: BTreeSet<_> = moves.iter().collect();
        prop_assert_eq!(no_duplicates.len(), moves.len());
        for from in b().stations() {
            let fast: BTreeSet<Station> = moves.iter().filter(|&&(f, _)| f == from).map(|&(_, t)| t).collect();
            if g.piece_at(from).is_some_and(|(seat, _)| seat == g.to_move()) {
                prop_assert_eq!(&fast, &brute_force_targets(&g, from), "piece on {}", b().name(from));
            } else {
                prop_assert!(fast.is_empty());
            }
            for to in b().stations() {
                prop_assert_eq!(g.check(from, to).is_ok(), fast.contains(&to), "{}-{}", b().name(from), b().name(to));
            }
        }
    }

    #[test]
    fn random_games_end_with_a_team_or_a_draw(
        choices in prop::collection::vec(any::<u16>(), 1..600),
        clockwise in any::<bool>(),
        stay in any::<bool>(),
        first in 0..4usize,
    ) {
        let turn_order = if clockwise { TurnOrder::Clockwise } else { TurnOrder::CounterClockwise };
        let out_pieces = if stay { OutPieces::Stay } else { OutPieces::Removed };
        let rules = SiguoRules { turn_order, out_pieces, first: Seat::from_index(first), ..SiguoRules::default() };
        let mut g = SiguoGame::new(rules, SiguoStart::Deployment(Seat::ALL.map(deployment))).unwrap();
        let mut moves = Vec::new();
        for choice in choices {
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let seat = g.to_move();
            prop_assert!(!g.is_out(seat));
            let (from, to) = moves[usize::from(choice) % moves.len()];
            g.play(Some(seat), Move::Step { from, to }).unwrap();
            if g.status() == SiguoStatus::Playing {
                // The turn went to the next seat still in, in the turn order.
                let mut next = seat.next(turn_order);
                while g.is_out(next) {
                    next = next.next(turn_order);
                }
                prop_assert_eq!(g.to_move(), next);
            }
            for s in Seat::ALL {
                prop_assert!(g.pieces(s).count() <= 25);
                if g.is_out(s) && !stay {
                    prop_assert_eq!(g.pieces(s).count(), 0);
                }
            }
        }
        if let SiguoStatus::Over(o) = g.status() {
            if let Some(team) = o.winner {
                prop_assert!(team.opponent().seats().iter().all(|&s| g.is_out(s)));
                prop_assert!(team.seats().iter().any(|&s| !g.is_out(s)));
            }
        }
    }
}
