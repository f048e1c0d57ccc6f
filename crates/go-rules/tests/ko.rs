//! Ko, snapback and superko (`docs/rules/go.md`, "A move", step 5; seed art. 6 and the referee
//! rules' art. 20 on rare cycles).

mod common;

use common::{diagram, draw, play, play_all, pt};
use go_rules::{
    Color, EndReason, Game, IllegalMoveEffect, KoRule, Move, Outcome, RepetitionEffect, Rules, Status,
    ViolationKind, Winner,
};

/// A ko at B2/C2: Black may take the white stone on B2 by playing C2.
fn ko(rules: Rules) -> Game {
    diagram(rules, Color::Black, &[". . . . .", ". . . . .", ". X O . .", "X O . O .", ". X O . ."])
}

#[test]
fn immediate_ko_retake_is_illegal() {
    for ko_rule in [KoRule::Simple, KoRule::PositionalSuperko, KoRule::SituationalSuperko] {
        let mut g = ko(Rules { ko: ko_rule, ..Rules::default() });
        play(&mut g, "C2").unwrap();
        let v = play(&mut g, "B2").unwrap_err();
        assert_eq!(v.kind, ViolationKind::Ko, "{ko_rule:?}");
        assert_eq!(v.repeats_ply, Some(0));
        assert_eq!(v.message, "White B2 retakes the ko at once, repeating the position after ply 0 (ko)");
        assert_eq!(g.stone_at(pt(&g, "C2")), Some(Color::Black), "the position is unchanged");
        assert_eq!(g.to_move(), Color::White);
    }
}

#[test]
fn ko_retake_after_a_threat_is_legal() {
    let mut g = ko(Rules::default());
    // Black takes, White threatens elsewhere, Black answers, White retakes: the board now
    // differs from every earlier one by the two stones played in between.
    play_all(&mut g, &["C2", "E5", "E4", "B2"]);
    assert_eq!(g.stone_at(pt(&g, "C2")), None);
    assert_eq!(g.captures(Color::White), 1);
    // And now Black may not retake at once.
    assert_eq!(play(&mut g, "C2").unwrap_err().kind, ViolationKind::Ko);
}

#[test]
fn ko_retake_after_a_pass_and_a_move_elsewhere_is_legal() {
    // White's pass uses up White's turn, not the ko: once Black has played elsewhere, the
    // retake restores no earlier board.
    let mut g = ko(Rules::default());
    play(&mut g, "C2").unwrap();
    g.play(None, Move::Pass).unwrap();
    play(&mut g, "E5").unwrap();
    play(&mut g, "B2").unwrap();
    assert_eq!(g.captures(Color::White), 1);
}

#[test]
fn snapback_is_not_ko() {
    let mut g = diagram(
        Rules::default(),
        Color::Black,
        &[". . . . .", ". . . . .", "X X X . .", "O O O X .", ". . O X ."],
    );
    // Black throws in at A1; White takes it with B1; Black takes the five stones back at A1.
    play_all(&mut g, &["A1", "B1"]);
    assert_eq!(g.captures(Color::White), 1);
    play(&mut g, "A1").unwrap();
    assert_eq!(g.captures(Color::Black), 5);
    assert_eq!(draw(&g)[2..], ["XXX..", "...X.", "X..X."].map(String::from));
}

/// Three kos on a 9x9 board. Ko A (lower left) and ko C (upper left) hold a white stone that
/// Black may take; ko B (lower right) holds a black stone that White may take.
fn triple_ko(rules: Rules) -> Game {
    diagram(
        rules,
        Color::Black,
        &[
            ". . . . . . . . .",
            ". X O . . . . . .",
            "X O . O . . . . .",
            ". X O . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". X O . . . X O .",
            "X O . O . X . X O",
            ". X O . . . X O .",
        ],
    )
}

/// The six captures of one turn of the triple ko cycle: each is legal under simple ko.
const CYCLE: [&str; 6] = ["C2", "G2", "C7", "B2", "H2", "B7"];

#[test]
fn triple_ko_cycle_is_caught_by_positional_superko() {
    let mut g = triple_ko(Rules::default());
    let start = draw(&g);
    play_all(&mut g, &CYCLE[..5]);
    let v = play(&mut g, CYCLE[5]).unwrap_err();
    assert_eq!(v.kind, ViolationKind::Superko);
    assert_eq!(v.repeats_ply, Some(0), "the setup position counts (art. 6)");
    assert_eq!(v.message, "White B7 repeats the position after ply 0 (superko)");
    assert_eq!(g.plies(), 5);
    assert_ne!(draw(&g), start);
}

#[test]
fn triple_ko_cycle_is_legal_under_simple_ko() {
    let mut g = triple_ko(Rules { ko: KoRule::Simple, ..Rules::default() });
    let start = draw(&g);
    play_all(&mut g, &CYCLE);
    play_all(&mut g, &CYCLE);
    assert_eq!(draw(&g), start, "two full cycles bring the board back");
    assert_eq!((g.captures(Color::Black), g.captures(Color::White)), (6, 6));
}

#[test]
fn triple_ko_with_no_result_is_void_when_the_record_stops_in_the_cycle() {
    // Art. 20 of the referee rules: a competition may void a triple ko instead; the Japanese
    // rules (1989, art. 12) void it when the players stay in the cycle (docs/rules/go.md §1.2).
    for ko_rule in [KoRule::PositionalSuperko, KoRule::Simple] {
        let mut g =
            triple_ko(Rules { ko: ko_rule, repetition: RepetitionEffect::NoResult, ..Rules::default() });
        play_all(&mut g, &CYCLE[..5]);
        play(&mut g, CYCLE[5]).expect("a repetition is legal under no-result");
        assert_eq!(g.plies(), 6, "the repeating move is played and counted");
        assert_eq!(g.stone_at(pt(&g, "B7")), Some(Color::White));
        assert_eq!(g.status(), Status::Playing, "the players may still leave the cycle");
        assert_eq!(g.cycle().map(|v| (v.kind, v.repeats_ply)), Some((ViolationKind::Superko, Some(0))));
        let v = g.stop_in_cycle().expect("the record stops in the cycle");
        assert_eq!(v.message, "White B7 repeats the position after ply 0 (superko)");
        assert_eq!(
            g.status(),
            Status::Over(Outcome { winner: Winner::NoResult, reason: EndReason::Repetition })
        );
    }
}

#[test]
fn japanese_cycle_left_by_the_players_is_not_no_result() {
    // Issue 12 (GNU Go's incident74.sgf): a repetition the players leave voids nothing.
    let mut g =
        triple_ko(Rules { ko: KoRule::Simple, repetition: RepetitionEffect::NoResult, ..Rules::default() });
    play_all(&mut g, &CYCLE);
    play_all(&mut g, &CYCLE[..2]);
    assert!(g.cycle().is_some(), "still in the cycle after a second round starts");
    play(&mut g, "E5").unwrap();
    assert_eq!(g.cycle(), None, "a new position leaves the cycle");
    assert_eq!(g.stop_in_cycle(), None);
    assert_eq!(g.status(), Status::Playing);
}

#[test]
fn superko_loses_under_illegal_move_loses() {
    let mut g = triple_ko(Rules { illegal_move: IllegalMoveEffect::Loses, ..Rules::default() });
    play_all(&mut g, &CYCLE[..5]);
    assert_eq!(play(&mut g, CYCLE[5]).unwrap_err().kind, ViolationKind::Superko);
    assert_eq!(g.status(), Status::Over(Outcome { winner: Winner::Black, reason: EndReason::Forfeit }));
    assert_eq!(g.plies(), 5);
}

/// Two kos and one pass: the board returns to the start after an odd number of turns, so the
/// same board recurs with the other player to move.
fn double_ko_with_pass(rules: Rules) -> Result<(), go_rules::Violation> {
    let mut g = triple_ko(rules);
    play_all(&mut g, &["C2", "G2"]);
    g.play(Some(Color::Black), Move::Pass).unwrap();
    play(&mut g, "B2")?;
    play(&mut g, "H2")
}

#[test]
fn positional_and_situational_superko_differ_after_a_pass() {
    let v = double_ko_with_pass(Rules::default()).unwrap_err();
    assert_eq!((v.kind, v.repeats_ply), (ViolationKind::Superko, Some(0)));
    // Situational: the start had Black to move, this has White to move, so no repetition.
    double_ko_with_pass(Rules { ko: KoRule::SituationalSuperko, ..Rules::default() }).unwrap();
}
