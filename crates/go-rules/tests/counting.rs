//! Counting (seed art. 8-9, `docs/rules/go.md` "Counting") and the end of the game (art. 7, 12).

mod common;

use common::{at, diagram, play, play_all, pt};
use go_rules::{
    Color, EndReason, Game, HandicapBonus, Move, Neutral, Outcome, Point, Rules, ScoreError, Setup, Size,
    Status, ViolationKind, Winner,
};

/// A real seki: the black pair C2-C3 and the white pair E2-E3 share their only liberties D2
/// and D3, and whoever fills one is captured. Both outer walls have a column of territory;
/// the points between the walls at the top are dame.
const SEKI: [&str; 7] = [
    ". O . . . X .",
    ". O . . . X .",
    ". O . . . X .",
    ". O O X X X .",
    ". O X . O X .",
    ". O X . O X .",
    ". O O O X X .",
];

#[test]
fn seki_liberties_and_dame_are_split_half() {
    let g = diagram(Rules { komi: 0.0, ..Rules::default() }, Color::Black, &SEKI);
    let s = g.score(&[]).unwrap();
    assert_eq!((s.black_stones, s.white_stones), (12, 12));
    assert_eq!((s.black_territory, s.white_territory), (7, 7));
    assert_eq!(s.neutral, 11, "two shared liberties and nine dame");
    assert_eq!((s.black_area, s.white_area), (24.5, 24.5));
    assert_eq!(s.black_area + s.white_area, 49.0);
    assert_eq!((s.margin_stones, s.winner), (0.0, Winner::Draw));
}

#[test]
fn neutral_none_gives_the_shared_points_to_nobody() {
    let g = diagram(Rules { komi: 0.5, neutral: Neutral::None, ..Rules::default() }, Color::Black, &SEKI);
    let s = g.score(&[]).unwrap();
    assert_eq!((s.black_area, s.white_area), (19.0, 19.0));
    // The margin is the difference of areas, halved, less komi: the same as under `split`.
    assert_eq!((s.margin_stones, s.winner), (-0.5, Winner::White));
}

const DEAD_INSIDE: [&str; 5] = [". X . O .", ". X . O .", "O X . O .", ". X . O .", ". X . O ."];

#[test]
fn dead_stones_inside_territory_become_territory() {
    let g = diagram(Rules { komi: 0.0, ..Rules::default() }, Color::Black, &DEAD_INSIDE);
    let s = g.score(&[pt(&g, "A3")]).unwrap();
    assert_eq!((s.black_stones, s.white_stones), (5, 5));
    assert_eq!((s.black_territory, s.white_territory, s.neutral), (5, 5, 5));
    assert_eq!((s.black_area, s.white_area), (12.5, 12.5));
    // Counted as the board stands, the white stone spoils Black's territory.
    let s = g.score(&[]).unwrap();
    assert_eq!((s.black_territory, s.neutral, s.white_stones), (0, 9, 6));
    assert_eq!((s.black_area, s.white_area), (9.5, 15.5));
}

// The territory marks of a count are the points `score` counts: with A3 removed, column A
// (A3 included, the dead stone's point) is Black's, column E White's; column C reaches both.
#[test]
fn territory_points_are_the_points_the_count_gives_each_side() {
    let g = diagram(Rules { komi: 0.0, ..Rules::default() }, Color::Black, &DEAD_INSIDE);
    let [black, white] = g.territory_points(&[pt(&g, "A3")]).unwrap();
    let names =
        |ps: &[Point]| ps.iter().map(|&p| grid::Notation::Gtp.format(p, g.size())).collect::<Vec<_>>();
    let mut black = names(&black);
    black.sort();
    assert_eq!(black, ["A1", "A2", "A3", "A4", "A5"]);
    assert_eq!(white.len(), 5);
    assert!(names(&white).iter().all(|n| n.starts_with('E')), "{white:?}");
    // Beside a seki the marks are still exactly the territory the count gives each side.
    let g = diagram(Rules { komi: 0.0, ..Rules::default() }, Color::Black, &SEKI);
    let s = g.score(&[]).unwrap();
    let [b, w] = g.territory_points(&[]).unwrap();
    assert_eq!((b.len() as u32, w.len() as u32), (s.black_territory, s.white_territory));
}

#[test]
fn a_dead_point_without_a_stone_is_an_error() {
    let g = diagram(Rules::default(), Color::Black, &DEAD_INSIDE);
    let e = g.score(&[pt(&g, "C3")]).unwrap_err();
    assert_eq!(e, ScoreError::NoStone(pt(&g, "C3")));
    assert_eq!(e.to_string(), "dead stone C3 is not a stone on the board");
    assert_eq!(g.score(&[Point::new(7, 7)]).unwrap_err(), ScoreError::NoStone(Point::new(7, 7)));
}

/// A 19x19 position where Black's area is exactly `black` points: Black holds the first
/// `black` points (row by row from A1) with five empty points of territory on the left edge,
/// White the rest with five on the right edge. Counted after two passes.
fn count_with_black_area(black: usize, komi: f64) -> go_rules::Score {
    let size = Size::square(19);
    let black_eyes: Vec<Point> = (1..=5).map(|r| Point::new(0, r)).collect();
    let white_eyes: Vec<Point> = (13..=17).map(|r| Point::new(18, r)).collect();
    let mut setup = Setup::default();
    for i in 0..size.len() {
        let p = size.point(i);
        if black_eyes.contains(&p) || white_eyes.contains(&p) {
            continue;
        }
        if i < black {
            setup.black.push(p)
        } else {
            setup.white.push(p)
        }
    }
    let mut g = Game::new(Rules { komi, ..Rules::default() }, &setup).unwrap();
    assert_eq!(g.handicap(), 0, "White has stones: no handicap");
    g.play(None, Move::Pass).unwrap();
    g.play(None, Move::Pass).unwrap();
    assert_eq!(g.status(), Status::Counting);
    let s = g.score(&[]).unwrap();
    assert_eq!((s.black_area, s.white_area), (black as f64, (361 - black) as f64));
    s
}

#[test]
fn komi_two_and_three_quarters_black_needs_184() {
    let s = count_with_black_area(183, 2.75);
    assert_eq!((s.margin_stones, s.winner), (-0.25, Winner::White), "183 loses by 1/4 stone");
    let s = count_with_black_area(184, 2.75);
    assert_eq!((s.margin_stones, s.winner), (0.75, Winner::Black));
}

#[test]
fn komi_three_and_three_quarters_black_needs_185() {
    // The seed's 黑185子为赢，白177子为赢.
    let s = count_with_black_area(184, 3.75);
    assert_eq!((s.margin_stones, s.winner, s.white_area), (-0.25, Winner::White, 177.0));
    let s = count_with_black_area(185, 3.75);
    assert_eq!((s.margin_stones, s.winner), (0.75, Winner::Black));
}

const STAR_POINTS: [&str; 9] = ["D4", "Q16", "D16", "Q4", "K10", "D10", "Q10", "K4", "K16"];

fn handicap_game(stones: usize, bonus: HandicapBonus) -> Game {
    let black = STAR_POINTS[..stones].iter().map(|name| at(19, name)).collect();
    let setup = Setup { black, ..Setup::default() };
    Game::new(Rules { handicap_bonus: bonus, ..Rules::default() }, &setup).unwrap()
}

#[test]
fn handicap_two_and_nine_with_each_bonus() {
    let cases = [
        (2, HandicapBonus::HalfPerStone, 1.0),
        (2, HandicapBonus::NMinusOne, 0.5),
        (2, HandicapBonus::None, 0.0),
        (9, HandicapBonus::HalfPerStone, 4.5),
        (9, HandicapBonus::NMinusOne, 4.0),
        (9, HandicapBonus::None, 0.0),
    ];
    for (stones, bonus, expected) in cases {
        let g = handicap_game(stones, bonus);
        assert_eq!(g.handicap(), stones as u32);
        assert_eq!(g.to_move(), Color::White, "White moves first after a handicap");
        let s = g.score(&[]).unwrap();
        assert_eq!(s.handicap_bonus, expected, "{stones} stones, {bonus:?}");
        // Only black stones: Black's area is the whole board.
        assert_eq!(s.margin_stones, 361.0 - 180.5 - 2.75 - expected);
    }
}

#[test]
fn one_handicap_stone_is_no_handicap() {
    let g = handicap_game(1, HandicapBonus::HalfPerStone);
    assert_eq!((g.handicap(), g.to_move()), (1, Color::Black));
    assert_eq!(g.score(&[]).unwrap().handicap_bonus, 0.0);
    // An explicit first player and handicap win over the defaults.
    let setup =
        Setup { black: vec![at(19, "D4")], first: Some(Color::White), handicap: Some(4), ..Setup::default() };
    let g = Game::new(Rules::default(), &setup).unwrap();
    assert_eq!((g.handicap(), g.to_move()), (4, Color::White));
    assert_eq!(g.score(&[]).unwrap().handicap_bonus, 2.0);
}

#[test]
fn two_passes_end_the_game_and_later_moves_come_after_the_end() {
    let mut g = Game::new(Rules::default(), &Setup::default()).unwrap();
    play(&mut g, "D4").unwrap();
    g.play(Some(Color::White), Move::Pass).unwrap();
    assert_eq!(g.status(), Status::Playing, "one pass does not end the game");
    g.play(Some(Color::Black), Move::Pass).unwrap();
    assert_eq!(g.status(), Status::Counting);
    assert_eq!(g.plies(), 3);
    let v = play(&mut g, "Q4").unwrap_err();
    assert_eq!(v.kind, ViolationKind::AfterEnd);
    assert_eq!(v.message, "the game ended at ply 3; White Q4 comes after the end");
    let v = g.play(Some(Color::Black), Move::Pass).unwrap_err();
    assert_eq!(v.message, "the game ended at ply 3; Black's pass comes after the end");
    assert_eq!(g.plies(), 3);
    // A pass between stones does not count towards the end.
    let mut g = Game::new(Rules::default(), &Setup::default()).unwrap();
    g.play(None, Move::Pass).unwrap();
    play(&mut g, "D4").unwrap();
    g.play(None, Move::Pass).unwrap();
    assert_eq!(g.status(), Status::Playing);
}

#[test]
fn under_aga_pass_stones_white_passes_last_or_plays_on() {
    // docs/rules/go.md §1.10 (AGA: White passes last): after White's and then Black's pass,
    // White may still play a stone; Black may not, and a White pass closes the game.
    let aga = Rules { pass_stones: true, ..Rules::default() };
    let mut g = Game::new(aga.clone(), &Setup::default()).unwrap();
    play(&mut g, "D4").unwrap();
    g.play(Some(Color::White), Move::Pass).unwrap();
    g.play(Some(Color::Black), Move::Pass).unwrap();
    assert_eq!(g.status(), Status::Counting);
    let v = g.play(Some(Color::Black), Move::Play(pt(&g, "Q4"))).unwrap_err();
    assert_eq!(v.kind, ViolationKind::AfterEnd, "Black passed last: only White may play on");
    play(&mut g, "Q16").unwrap();
    assert_eq!((g.status(), g.to_move()), (Status::Playing, Color::Black));
    // When White's pass makes the two, the game is over for both.
    let mut g = Game::new(aga, &Setup::default()).unwrap();
    play(&mut g, "D4").unwrap();
    play(&mut g, "Q16").unwrap();
    g.play(Some(Color::Black), Move::Pass).unwrap();
    g.play(Some(Color::White), Move::Pass).unwrap();
    assert_eq!(play(&mut g, "Q4").unwrap_err().kind, ViolationKind::AfterEnd);
    // Without pass stones two passes end the game whoever made the second.
    let mut g = Game::new(Rules::default(), &Setup::default()).unwrap();
    play(&mut g, "D4").unwrap();
    g.play(None, Move::Pass).unwrap();
    g.play(None, Move::Pass).unwrap();
    assert_eq!(play(&mut g, "Q16").unwrap_err().kind, ViolationKind::AfterEnd);
}

#[test]
fn resignation_timeout_forfeit_and_draw_end_the_game() {
    let cases = [
        (Move::Resign, Winner::Black, EndReason::Resignation),
        (Move::Timeout, Winner::Black, EndReason::Timeout),
        (Move::Forfeit, Winner::Black, EndReason::Forfeit),
        (Move::Draw, Winner::Draw, EndReason::Agreement),
    ];
    for (event, winner, reason) in cases {
        let mut g = Game::new(Rules::default(), &Setup::default()).unwrap();
        play_all(&mut g, &["D4"]);
        g.play(Some(Color::White), event).unwrap();
        assert_eq!(g.status(), Status::Over(Outcome { winner, reason }), "{event:?}");
        assert_eq!(g.plies(), 2);
        assert_eq!(winner.id(), ["black", "draw"][usize::from(winner == Winner::Draw)]);
        let v = play(&mut g, "Q16").unwrap_err();
        assert_eq!(v.kind.id(), "after-end");
    }
}

#[test]
fn ids_are_the_verdict_words() {
    assert_eq!(
        [EndReason::Score, EndReason::Resignation, EndReason::Repetition].map(EndReason::id),
        ["score", "resignation", "repetition"]
    );
    assert_eq!(Winner::NoResult.id(), "no-result");
    assert_eq!(
        [ViolationKind::OutOfTurn, ViolationKind::OffBoard, ViolationKind::Superko].map(ViolationKind::id),
        ["out-of-turn", "off-board", "superko"]
    );
}
