use super::*;
use crate::note::OtherReading;
use crate::verdict::{Settled, Status};
use go_rules::{Rules, Setup, Tax};

/// A verdict of a counted game that agrees, as `settle` leaves it before the uncertain
/// chains are tried.
fn counted() -> Verdict {
    Verdict {
        file: "t".to_owned(),
        game: GameId::Go,
        rules: "go-chinese".to_owned(),
        plies: 2,
        status: Status::Finished,
        winner: Some(vocab::Winner::White),
        reason: Some(Reason::Score),
        result: None,
        score: None,
        violation: None,
        claimed: None,
        agrees: Some(true),
        notes: Vec::new(),
        in_words: None,
        settled: Settled::Counted,
    }
}

/// Twelve lone stones on a 9x9 board, every one called uncertain.
fn twelve_uncertain() -> (Game, go_rules::LifeJudgement) {
    let mut setup = Setup { handicap: Some(0), ..Setup::default() };
    for col in (0..9).step_by(2) {
        setup.black.push(Point::new(col, 1));
        setup.white.push(Point::new(col, 7));
    }
    setup.black.push(Point::new(4, 4));
    setup.white.push(Point::new(4, 5));
    let game = Game::new(Rules { size: 9, ..Rules::default() }, &setup).unwrap();
    let mut j = game.judge_life(&go_rules::LifeOptions { playouts: 2, ..go_rules::LifeOptions::default() });
    for c in &mut j.chains {
        c.life = go_rules::Life::Uncertain;
    }
    (game, j)
}

#[test]
fn more_uncertain_chains_than_the_cap_leave_the_claim_unchecked() {
    // docs/rules/go.md §1.8: at most 10 uncertain chains are tried in every assignment.
    let (game, j) = twelve_uncertain();
    assert_eq!(j.uncertain().count(), 12);
    let mut v = counted();
    let claim = Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(5.5) };
    uncertain_claim(&game, &j, claim, false, &mut v);
    assert_eq!(v.agrees, None);
    assert_eq!(v.settled, Settled::NotCheckable(crate::verdict::Unchecked::DeadStonesUncertain));
    assert!(v.notes[0].to_string().starts_with("12 chains are uncertain, more than the 10"), "{:?}", v.notes);
}

/// A 5x5 board empty but for Black C1 and White C5 (komi 2.75 stones), and its judgement.
fn two_stones() -> (Game, go_rules::LifeJudgement) {
    let setup = Setup {
        black: vec![Point::new(2, 0)],
        white: vec![Point::new(2, 4)],
        handicap: Some(0),
        ..Setup::default()
    };
    let game = Game::new(Rules { size: 5, ..Rules::default() }, &setup).unwrap();
    let j = game.judge_life(&go_rules::LifeOptions { playouts: 2, ..go_rules::LifeOptions::default() });
    (game, j)
}

#[test]
fn a_claim_no_assignment_reaches_disagrees_and_one_some_reach_is_open() {
    // docs/rules/go.md §1.8: two uncertain chains, four assignments, on a 5x5 board empty
    // but for Black C1 and White C5 (komi 2.75 stones). No count is B+100.
    let (game, mut j) = two_stones();
    for c in &mut j.chains {
        c.life = go_rules::Life::Uncertain;
    }
    let mut v = counted();
    let far = Claim::Win { winner: vocab::Winner::Black, how: claim::How::Margin(100.0) };
    uncertain_claim(&game, &j, far, false, &mut v);
    assert_eq!(v.agrees, Some(false), "{:?}", v.notes);
    assert!(
        v.notes[0].to_string().starts_with("no assignment of the 2 uncertain chains (4)"),
        "{:?}",
        v.notes
    );
    // Both alive, the two stones share the board: every region reaches both, all neutral,
    // 12.5 each, W+5.5; both dead, the empty board is all neutral too: W+5.5 again. Black C1
    // alone: B+(25 - 5.5) = B+19.5; White alone: W+30.5. W+5.5 is reached by two of four.
    let mut v = counted();
    let near = Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(5.5) };
    uncertain_claim(&game, &j, near, false, &mut v);
    assert_eq!(v.agrees, None, "{:?}", v.notes);
    assert!(v.notes[0].to_string().starts_with("2 of the 4 assignments"), "{:?}", v.notes);
}

#[test]
fn a_claim_one_group_read_the_other_way_reaches_is_not_checkable() {
    // docs/rules/go.md §1.8: no uncertain chain, but the playouts' reading of one group is
    // an estimate. On the 5x5 board of Black C1 and White C5, White judged dead gives
    // B+19.5; the claim W+5.5 is the count with White alive (or Black dead), so it is not checkable, with
    // the group named, and B+100, which no single change reaches, still disagrees.
    let (game, mut j) = two_stones();
    for c in &mut j.chains {
        c.reason = go_rules::LifeReason::Playouts;
        c.life = if c.color == Color::White { go_rules::Life::Dead } else { go_rules::Life::Alive };
        // Confident statuses: no weak chain, so only the reading of one group remains.
        c.confidence = 0.9;
    }
    let disagreeing = || Verdict { agrees: Some(false), ..counted() };
    let mut v = disagreeing();
    let near = Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(5.5) };
    uncertain_claim(&game, &j, near, false, &mut v);
    assert_eq!(v.agrees, None, "{:?}", v.notes);
    // (Black C1 dead, the board empty, gives W+5.5 too: the first group tried is named.)
    assert!(
        v.notes[0].to_string().contains("but it is reached if the black group at C1 (1 stone, judged alive"),
        "{:?}",
        v.notes
    );
    let mut v = disagreeing();
    let far = Claim::Win { winner: vocab::Winner::Black, how: claim::How::Margin(100.0) };
    uncertain_claim(&game, &j, far, false, &mut v);
    assert_eq!(v.agrees, Some(false), "{:?}", v.notes);
    assert!(v.notes[0].to_string().contains("nor does any one group"), "{:?}", v.notes);
    // A certain status is never read the other way as an estimate; but what the players may
    // have agreed is still a reading (issue 33): nothing taken off gives W+5.5 too, so the
    // claim is not checkable with that reading named, and B+100 still disagrees.
    for c in &mut j.chains {
        c.reason = if c.color == Color::White {
            go_rules::LifeReason::InPassAliveRegion
        } else {
            go_rules::LifeReason::PassAlive
        };
    }
    let mut v = disagreeing();
    uncertain_claim(&game, &j, near, false, &mut v);
    assert_eq!(v.agrees, None, "{:?}", v.notes);
    assert!(
        matches!(v.notes[0], Note::ReachedIf { reading: OtherReading::AsTheyStand, .. }),
        "{:?}",
        v.notes
    );
    let mut v = disagreeing();
    uncertain_claim(&game, &j, far, false, &mut v);
    assert_eq!(v.agrees, Some(false), "{:?}", v.notes);
}

#[test]
fn two_sekis_the_players_marked_dead_are_a_reading_before_disagreeing() {
    // Issue 33: players who marked two sekis dead. On a 5x5 board Black A1 and Black E1 (two
    // groups: no empty point touches both) are read as alive in seki, White C5 as pass-alive:
    // the count keeps all three. With both Black chains marked dead the board is White's,
    // W+30.5 (komi 5.5): no single group read the other way reaches that, but the seki marked
    // dead does, so the claim is not checkable with that reading named. W+100 still disagrees.
    let setup = Setup {
        black: vec![Point::new(0, 0), Point::new(4, 0)],
        white: vec![Point::new(2, 4)],
        handicap: Some(0),
        ..Setup::default()
    };
    let game = Game::new(Rules { size: 5, ..Rules::default() }, &setup).unwrap();
    let mut j = game.judge_life(&go_rules::LifeOptions { playouts: 2, ..go_rules::LifeOptions::default() });
    for c in &mut j.chains {
        c.life = go_rules::Life::Alive;
        c.confidence = 1.0;
        c.reason = if c.color == Color::Black {
            go_rules::LifeReason::Seki
        } else {
            go_rules::LifeReason::PassAlive
        };
    }
    let both_dead = Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(30.5) };
    let mut v = Verdict { agrees: Some(false), ..counted() };
    uncertain_claim(&game, &j, both_dead, false, &mut v);
    assert_eq!(v.agrees, None, "{:?}", v.notes);
    assert!(
        matches!(
            &v.notes[0],
            Note::ReachedIf {
                reading: OtherReading::SekiDead { player: vocab::Player::Black, stones: 2 },
                ..
            }
        ),
        "{:?}",
        v.notes
    );
    let far = Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(100.0) };
    let mut v = Verdict { agrees: Some(false), ..counted() };
    uncertain_claim(&game, &j, far, false, &mut v);
    assert_eq!(v.agrees, Some(false), "{:?}", v.notes);
}

#[test]
fn a_territory_reading_keeps_the_points_in_seki_after_its_fills_are_taken_off() {
    // fixtures/go/rules/seki-eye-japanese.yaml: under the seki tax A1, B1 and F1 are nobody's
    // (3 points). The reading's own count takes the points to fill off with
    // `TerritoryScore::with_territory`, which clears its seki figure: the reading keeps it, or a
    // claim that counts the seki eyes would be compared as if there were none.
    let p = |c: u8, r: u8| Point::new(c, r);
    let setup = Setup {
        black: [
            (0, 3),
            (1, 3),
            (2, 3),
            (3, 3),
            (4, 3),
            (5, 3),
            (6, 3),
            (3, 1),
            (4, 1),
            (5, 1),
            (6, 1),
            (4, 0),
            (6, 0),
        ]
        .map(|(c, r)| p(c, r))
        .to_vec(),
        white: [(0, 2), (1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (0, 1), (1, 1), (2, 1), (2, 0)]
            .map(|(c, r)| p(c, r))
            .to_vec(),
        handicap: Some(0),
        ..Setup::default()
    };
    let rules = Rules { size: 7, scoring: Scoring::Territory, tax: Tax::Seki, ..Rules::default() };
    let game = Game::new(rules, &setup).unwrap();
    let r = territory_reading(&game, &[]).unwrap();
    assert_eq!(r.seki, 3);
    assert_eq!((r.score.black_territory, r.score.white_territory), (21, 0));
}
