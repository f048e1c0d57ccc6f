//! Settlement on its own: positions made with `go_rules` directly, a first verdict as
//! [`settle`] leaves it, and the readings [`count`] tries.

use super::*;
use crate::note::OtherReading;
use crate::verdict::{Score, Status};
use crate::vocab::Game as GameId;
use go_rules::{Color, Move, Rules, Setup, Tax};
use readings::territory_reading;

/// `game` after two passes: a count of a played end, not an estimate.
fn passed(mut game: Game) -> Game {
    game.play(None, Move::Pass).unwrap();
    game.play(None, Move::Pass).unwrap();
    game
}

/// The readings of a count whose dead stones the referee judged (`j`), from `first`.
fn judged(game: &Game, j: &LifeJudgement, claim: Claim, first: &Verdict) -> Verdict {
    let dead = j.dead();
    let facts = Count { game, judgement: Some(j), dead: &dead, stated_komi: &[], doubt: RulesDoubt::Named };
    let mut v = first.clone();
    count(&facts, claim, first).apply(&mut v);
    v
}

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
    let game = passed(Game::new(Rules { size: 9, ..Rules::default() }, &setup).unwrap());
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
    let claim = Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(5.5) };
    let v = judged(&game, &j, claim, &counted());
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
    let game = passed(Game::new(Rules { size: 5, ..Rules::default() }, &setup).unwrap());
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
    let far = Claim::Win { winner: vocab::Winner::Black, how: claim::How::Margin(100.0) };
    let v = judged(&game, &j, far, &counted());
    assert_eq!(v.agrees, Some(false), "{:?}", v.notes);
    assert!(
        v.notes[0].to_string().starts_with("no assignment of the 2 uncertain chains (4)"),
        "{:?}",
        v.notes
    );
    // Both alive, the two stones share the board: every region reaches both, all neutral,
    // 12.5 each, W+5.5; both dead, the empty board is all neutral too: W+5.5 again. Black C1
    // alone: B+(25 - 5.5) = B+19.5; White alone: W+30.5. W+5.5 is reached by two of four.
    let near = Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(5.5) };
    let v = judged(&game, &j, near, &counted());
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
    let near = Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(5.5) };
    let v = judged(&game, &j, near, &disagreeing());
    assert_eq!(v.agrees, None, "{:?}", v.notes);
    // (Black C1 dead, the board empty, gives W+5.5 too: the first group tried is named.)
    assert!(
        v.notes[0].to_string().contains("but it is reached if the black group at C1 (1 stone, judged alive"),
        "{:?}",
        v.notes
    );
    let far = Claim::Win { winner: vocab::Winner::Black, how: claim::How::Margin(100.0) };
    let v = judged(&game, &j, far, &disagreeing());
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
    let v = judged(&game, &j, near, &disagreeing());
    assert_eq!(v.agrees, None, "{:?}", v.notes);
    assert!(
        matches!(v.notes[0], Note::ReachedIf { reading: OtherReading::AsTheyStand, .. }),
        "{:?}",
        v.notes
    );
    let v = judged(&game, &j, far, &disagreeing());
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
    let game = passed(Game::new(Rules { size: 5, ..Rules::default() }, &setup).unwrap());
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
    let v = judged(&game, &j, both_dead, &Verdict { agrees: Some(false), ..counted() });
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
    let v = judged(&game, &j, far, &Verdict { agrees: Some(false), ..counted() });
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

/// A verdict that counted `margin` points to Black (negative: White) with `komi` stones and
/// found the claim wrong, as `settle` leaves a count before its readings.
fn disagreeing_count(margin: f64, komi: f64) -> Verdict {
    let winner = if margin > 0.0 { vocab::Winner::Black } else { vocab::Winner::White };
    Verdict {
        agrees: Some(false),
        winner: Some(winner),
        score: Some(Score::counted(0.0, 0.0, komi, margin.abs())),
        ..counted()
    }
}

/// The readings of a count with marked (or no) dead stones, a komi stated besides the one
/// counted, and whether the rules were named.
fn marked(game: &Game, claim: Claim, first: &Verdict, stated: &[(f64, KomiBy)], unnamed: bool) -> Verdict {
    let facts = Count {
        game,
        judgement: None,
        dead: &[],
        stated_komi: stated,
        doubt: if unnamed { RulesDoubt::OtherCount } else { RulesDoubt::Named },
    };
    let mut v = first.clone();
    count(&facts, claim, first).apply(&mut v);
    v
}

#[test]
fn a_claim_a_fraction_off_is_not_checkable_only_with_a_komi_the_record_or_profile_states() {
    // docs/rules/go.md §1.7: counted B+2 with komi 7 points (3.5 stones). W+0.5 is the count
    // with komi 9.5; B+1.5 with komi 7.5. Only a stated komi leaves the claim unchecked.
    let (game, _) = two_stones();
    let first = disagreeing_count(2.0, 3.5);
    let w05 = Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(0.5) };
    let b15 = Claim::Win { winner: vocab::Winner::Black, how: claim::How::Margin(1.5) };
    let profile = [(7.5, KomiBy::Profile("go-chinese".to_owned()))];
    let v = marked(&game, b15, &first, &profile, false);
    assert_eq!((v.agrees, v.settled), (None, Settled::NotCheckable(Unchecked::KomiInDoubt)));
    assert!(matches!(&v.notes[..], [Note::OtherKomi { needed, .. }] if (*needed - 7.5).abs() < 1e-9));
    // No stated komi gives W+0.5 (it would take 9.5), nor B+1.5 once no komi is stated.
    let v = marked(&game, w05, &first, &profile, false);
    assert_eq!((v.agrees, v.notes.len()), (Some(false), 0));
    let v = marked(&game, b15, &first, &[], false);
    assert_eq!((v.agrees, v.notes.len()), (Some(false), 0));
    // A claim a whole number of points off is never put down to the komi.
    let b5 = Claim::Win { winner: vocab::Winner::Black, how: claim::How::Margin(5.0) };
    let v = marked(&game, b5, &first, &[(4.0, KomiBy::FoxZero)], false);
    assert_eq!(v.agrees, Some(false));
}

#[test]
fn an_area_count_of_a_record_naming_no_rules_names_the_territory_count_that_reaches_the_claim() {
    // docs/rules/go.md §2.5: Black's wall on row 2 and one more black stone on row 3, White's
    // wall on row 4 of a 5x5 board. By area Black has one stone more than White; by territory
    // both have the edge row: the counts differ by that stone.
    let mut setup = Setup { handicap: Some(0), ..Setup::default() };
    for col in 0..5 {
        setup.black.push(Point::new(col, 1));
        setup.white.push(Point::new(col, 3));
    }
    setup.black.push(Point::new(0, 2));
    let game = passed(Game::new(Rules { size: 5, komi: 0.25, ..Rules::default() }, &setup).unwrap());
    let area = 2.0 * game.score(&[]).unwrap().margin_stones;
    let territory = territory_reading(&game, &[]).unwrap().score.margin_points;
    assert!((area - territory).abs() > 0.9, "area {area}, territory {territory}");
    let claim = |m: f64| Claim::Win {
        winner: if m > 0.0 { vocab::Winner::Black } else { vocab::Winner::White },
        how: claim::How::Margin(m.abs()),
    };
    let first = disagreeing_count(area, 0.25);
    // Named rules: the area count's word is final.
    let v = marked(&game, claim(territory), &first, &[], false);
    assert_eq!(v.agrees, Some(false));
    // No rules named: the territory count is a reading the record allows, named in the note.
    let v = marked(&game, claim(territory), &first, &[], true);
    assert_eq!((v.agrees, v.settled), (None, Settled::NotCheckable(Unchecked::RulesNotNamed)));
    assert!(
        matches!(&v.notes[..], [Note::TerritoryReaches { profile: "go-japanese", same_dead: true, .. }]),
        "{:?}",
        v.notes
    );
    // A claim neither count reaches still disagrees.
    let v = marked(&game, claim(territory + 10.0), &first, &[], true);
    assert_eq!(v.agrees, Some(false));
}

#[test]
fn an_estimated_end_confirms_a_claim_and_never_refutes_one() {
    // docs/rules/go.md §1.8, "Records that stop before two passes": the two stones of a 5x5
    // board with no pass played, each judged alive with confidence: every region touches both,
    // the count is W+5.5 (komi 2.75 stones). That claim agrees as an estimate; B+100 is not
    // checkable, never a disagreement.
    let setup = Setup {
        black: vec![Point::new(2, 0)],
        white: vec![Point::new(2, 4)],
        handicap: Some(0),
        ..Setup::default()
    };
    let game = Game::new(Rules { size: 5, ..Rules::default() }, &setup).unwrap();
    let mut j = game.judge_life(&go_rules::LifeOptions { playouts: 2, ..go_rules::LifeOptions::default() });
    for c in &mut j.chains {
        (c.life, c.reason, c.confidence) = (go_rules::Life::Alive, go_rules::LifeReason::PassAlive, 1.0);
    }
    let near = Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(5.5) };
    let v = judged(&game, &j, near, &counted());
    assert_eq!((v.agrees, v.settled), (Some(true), Settled::Estimated), "{:?}", v.notes);
    let far = Claim::Win { winner: vocab::Winner::Black, how: claim::How::Margin(100.0) };
    let v = judged(&game, &j, far, &Verdict { agrees: Some(false), ..counted() });
    assert_eq!((v.agrees, v.settled), (None, Settled::NotCheckable(Unchecked::MovesStop)), "{:?}", v.notes);
    assert!(v.notes.contains(&Note::EstimatedEnd), "{:?}", v.notes);
}

#[test]
fn a_draw_claim_goes_through_the_test_of_a_margin() {
    // Issue 33: on the two stones of `two_stones` read as uncertain, the assignments give W+5.5
    // twice, B+19.5 and W+30.5. With no komi a Draw is the count of both alive; it is reached
    // by some assignments as a margin would be (null), not refuted.
    let setup = Setup {
        black: vec![Point::new(2, 0)],
        white: vec![Point::new(2, 4)],
        handicap: Some(0),
        ..Setup::default()
    };
    let game = passed(Game::new(Rules { size: 5, komi: 0.0, ..Rules::default() }, &setup).unwrap());
    let mut j = game.judge_life(&go_rules::LifeOptions { playouts: 2, ..go_rules::LifeOptions::default() });
    for c in &mut j.chains {
        c.life = go_rules::Life::Uncertain;
    }
    let v = judged(&game, &j, Claim::Draw, &Verdict { agrees: Some(false), ..counted() });
    assert_eq!(v.agrees, None, "{:?}", v.notes);
    assert!(v.notes[0].to_string().starts_with("2 of the 4 assignments"), "{:?}", v.notes);
}

#[test]
fn a_count_by_other_rules_is_tried_with_every_reading_of_the_judged_dead_stones() {
    // Issue 33: a record naming no rules whose claim needs both another count (territory) and
    // another reading of the judged dead stones (White's wall alive, where the playouts judged
    // it dead). On a 5x5 board Black's wall on row 3 and one more black stone at A1 inside its
    // territory, White's wall on row 4 (komi half a point): by area with both alive B+4.5, by
    // territory B+3.5 (the stone at A1 fills a point of Black's), with White's wall dead Black
    // owns the board, with Black's dead White does, with both dead W+0.5.
    let mut setup = Setup { handicap: Some(0), ..Setup::default() };
    for col in 0..5 {
        setup.black.push(Point::new(col, 2));
        setup.white.push(Point::new(col, 3));
    }
    setup.black.push(Point::new(0, 0));
    let game = passed(Game::new(Rules { size: 5, komi: 0.25, ..Rules::default() }, &setup).unwrap());
    let mut j = game.judge_life(&go_rules::LifeOptions { playouts: 2, ..go_rules::LifeOptions::default() });
    for c in &mut j.chains {
        c.reason = go_rules::LifeReason::Playouts;
        c.confidence = 0.9;
        c.life = if c.color == Color::White { go_rules::Life::Dead } else { go_rules::Life::Alive };
    }
    let territory = territory_reading(&game, &[]).unwrap().score.margin_points;
    let area_dead = 2.0 * game.score(&j.dead()).unwrap().margin_stones;
    let area_alive = 2.0 * game.score(&[]).unwrap().margin_stones;
    assert_eq!((territory, area_alive), (3.5, 4.5));
    assert!(territory != area_dead, "{territory} {area_dead}");
    let claim = Claim::Win {
        winner: if territory > 0.0 { vocab::Winner::Black } else { vocab::Winner::White },
        how: claim::How::Margin(territory.abs()),
    };
    let first = Verdict { agrees: Some(false), ..disagreeing_count(area_dead, 0.25) };
    let dead = j.dead();
    let with = |unnamed: bool| {
        let facts = Count {
            game: &game,
            judgement: Some(&j),
            dead: &dead,
            stated_komi: &[],
            doubt: if unnamed { RulesDoubt::OtherCount } else { RulesDoubt::Named },
        };
        let mut v = first.clone();
        count(&facts, claim, &first).apply(&mut v);
        v
    };
    // Rules named: no reading of the area count reaches the claim.
    assert_eq!(with(false).agrees, Some(false));
    let v = with(true);
    assert_eq!(
        (v.agrees, v.settled),
        (None, Settled::NotCheckable(Unchecked::RulesNotNamed)),
        "{:?}",
        v.notes
    );
    let hint = v.notes.iter().find_map(|n| match n {
        Note::TerritoryReaches { result, same_dead, .. } => Some((result.clone(), *same_dead)),
        _ => None,
    });
    assert_eq!(hint, Some((margin_text(territory), false)), "{:?}", v.notes);
}
