//! A tiny record reader for the tests: `h8`, `B h8`, `pass`, `swap`, `claim`, `resign`,
//! `timeout`, `forfeit`, `draw`, `declare:3`, `offer:i10,j6>j6`.

#![allow(dead_code)]

use grid::{Color, Notation, Point, Size};
use renju_rules::{Game, Move, Rules, Setup, Status, Violation};

pub fn at(s: &str) -> Point {
    Notation::Renju.parse(s, Size::square(26)).unwrap()
}

pub fn entry(token: &str) -> (Option<Color>, Move) {
    let (player, rest) = match token.split_once(' ') {
        Some(("B", r)) => (Some(Color::Black), r),
        Some(("W", r)) => (Some(Color::White), r),
        _ => (None, token),
    };
    let mv = match rest {
        "pass" => Move::Pass,
        "swap" => Move::Swap,
        "claim" => Move::Claim,
        "resign" => Move::Resign,
        "timeout" => Move::Timeout,
        "forfeit" => Move::Forfeit,
        "draw" => Move::Draw,
        r if r.starts_with("declare:") => Move::Declare(r["declare:".len()..].parse().unwrap()),
        r if r.starts_with("offer:") => {
            let (list, keep) = r["offer:".len()..].split_once('>').unwrap();
            Move::Offer { offers: list.split(',').map(at).collect(), keep: at(keep) }
        }
        r => Move::Place(at(r)),
    };
    (player, mv)
}

/// Plays every entry; the first violation is returned with its 0-based entry index.
pub fn play(game: &mut Game, record: &str) -> Result<(), (usize, Violation)> {
    for (i, token) in record.split(';').map(str::trim).filter(|t| !t.is_empty()).enumerate() {
        let (player, mv) = entry(token);
        game.play(player, &mv).map_err(|v| (i, v))?;
    }
    Ok(())
}

pub fn new_game(rules: Rules) -> Game {
    Game::new(rules, &Setup::default()).unwrap()
}

pub fn from_setup(rules: Rules, black: &str, white: &str) -> Game {
    let list = |s: &str| s.split_whitespace().map(at).collect::<Vec<_>>();
    Game::new(rules, &Setup { black: list(black), white: list(white), first: None }).unwrap()
}

pub fn over(game: &Game) -> Option<(renju_rules::Winner, renju_rules::EndReason)> {
    match game.status() {
        Status::Playing => None,
        Status::Over(o) => Some((o.winner, o.reason)),
    }
}
