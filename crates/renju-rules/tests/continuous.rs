//! Continuous gomoku (seed 001 玩法二: 自己形成五子连线就替换对方任意一枚棋子。被替换的棋子可以和对方
//! 交换棋子。最后以先出完所有棋子的一方为胜), played through `Game`.

mod support;

use grid::Color;
use renju_rules::{EndReason, Game, Move, Rules, Setup, Status, ViolationKind, Winner};
use support::{at, new_game, over, play};

fn replace(game: &mut Game, player: Option<Color>, point: &str) -> Result<(), renju_rules::Violation> {
    game.play(player, &Move::Replace(at(point)))
}

#[test]
fn a_five_replaces_an_opponent_stone_and_the_game_goes_on() {
    let mut g = new_game(Rules::gomoku_continuous());
    play(&mut g, "h8; a1; h9; a2; h10; a3; h11; a4; h12").unwrap();
    assert_eq!(over(&g), None, "a five does not end a continuous game");
    assert_eq!(g.replacement_owed(), Some(Color::Black));
    assert_eq!((g.stones_left(Color::Black), g.stones_left(Color::White)), (Some(108), Some(108)));
    replace(&mut g, Some(Color::Black), "a1").unwrap();
    // Black's stone now stands on a1; White's stone went back to White.
    assert_eq!(g.stone_at(at("a1")), Some(Color::Black));
    assert_eq!((g.stones_left(Color::Black), g.stones_left(Color::White)), (Some(107), Some(109)));
    assert_eq!((g.fives(Color::Black), g.fives(Color::White)), (Some(1), Some(0)));
    assert_eq!((g.to_move(), g.replacement_owed()), (Color::White, None));
    play(&mut g, "W o15").unwrap();
}

#[test]
fn the_replacement_must_come_first_and_name_an_opponent_stone() {
    let mut g = new_game(Rules::gomoku_continuous());
    play(&mut g, "h8; a1; h9; a2; h10; a3; h11; a4; h12").unwrap();
    let owed = g.play(None, &Move::Place(at("o1"))).unwrap_err();
    assert_eq!((owed.kind, owed.player), (ViolationKind::Replace, Color::White));
    assert!(owed.message.contains("Black made five and must first name the White stone"), "{}", owed.message);
    for (point, why) in [("h8", "own stone"), ("o15", "empty point")] {
        let e = replace(&mut g, None, point).unwrap_err();
        assert_eq!(e.kind, ViolationKind::Replace, "{why}");
        assert!(e.message.contains("is not a White stone"), "{why}: {}", e.message);
    }
    let out_of_turn = replace(&mut g, Some(Color::White), "a1").unwrap_err();
    assert_eq!(out_of_turn.kind, ViolationKind::OutOfTurn);
    replace(&mut g, None, "a2").unwrap();
    let not_owed = replace(&mut g, None, "a1").unwrap_err();
    assert!(not_owed.message.contains("no five is owed a replacement"), "{}", not_owed.message);
}

#[test]
fn no_replacement_is_owed_outside_continuous_games() {
    let mut g = new_game(Rules::gomoku_freestyle());
    play(&mut g, "h8; a1").unwrap();
    let e = replace(&mut g, None, "a1").unwrap_err();
    assert_eq!(e.kind, ViolationKind::Replace);
    assert_eq!(g.stones_left(Color::Black), None);
}

/// A 5x5 board (13 Black and 12 White stones in a full set) with stones already set up, none
/// in a row of five.
fn small(black: &str, white: &str) -> Game {
    let list = |s: &str| s.split_whitespace().map(at).collect::<Vec<_>>();
    let rules = Rules { size: 5, ..Rules::gomoku_continuous() };
    Game::new(rules, &Setup { black: list(black), white: list(white), first: None }).unwrap()
}

#[test]
fn the_first_to_place_all_its_stones_wins() {
    // 11 Black and 11 White stones set up: Black has 2 left, White 1.
    let mut g = small("a1 b1 a2 b2 c3 d3 c4 d4 e5 a5 e1", "c1 d1 c2 d2 a3 b3 a4 b4 b5 c5 d5");
    assert_eq!((g.stones_left(Color::Black), g.stones_left(Color::White)), (Some(2), Some(1)));
    play(&mut g, "e2; e3").unwrap();
    assert_eq!(over(&g), Some((Winner::White, EndReason::StonesPlaced)));
    let Status::Over(o) = g.status() else { panic!("over") };
    assert_eq!(o.describe(), "White won: it placed all its stones first");
}

#[test]
fn a_five_made_with_the_last_stone_wins_without_a_replacement() {
    // Black has one stone left and e1 completes the column e1-e5.
    let mut g = small("e2 e3 e4 e5 a1 b2 a3 b4 a5 c1 c3 c5", "a2 b1 b3 a4 b5 c2 c4 d1 d2 d3 d4 d5");
    assert_eq!(g.stones_left(Color::Black), Some(1));
    play(&mut g, "e1").unwrap();
    assert_eq!(over(&g), Some((Winner::Black, EndReason::StonesPlaced)));
    assert_eq!(g.replacement_owed(), None);
}

#[test]
fn the_replacing_stone_can_be_the_last_one() {
    // Black has two stones left: e1 makes five, and the replacing stone is Black's last.
    let mut g = small("e2 e3 e4 e5 a1 b2 a3 b4 a5 c1 c3", "a2 b1 b3 a4 b5 c2 c4 d1 d2 d3 d4");
    assert_eq!(g.stones_left(Color::Black), Some(2));
    play(&mut g, "e1").unwrap();
    assert_eq!(over(&g), None);
    replace(&mut g, None, "d4").unwrap();
    assert_eq!(over(&g), Some((Winner::Black, EndReason::StonesPlaced)));
    assert_eq!(g.stones_left(Color::White), Some(2), "the replaced stone went back to White");
}
