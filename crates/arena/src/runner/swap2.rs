//! The swap2 opening over `SWAP2BOARD` (docs/matches.md, "Swap2").

use std::time::Instant;

use grid::{Color, Size};

use super::{slack, Ending, Live};
use crate::engine::Fault;
use crate::gomocup;
use crate::sgf::Placed;

impl Live<'_> {
    /// The swap2 opening over `SWAP2BOARD` (docs/matches.md, "Swap2"; docs/rules/renju.md,
    /// §3.7). The first player (the engine this game gives Black) places stones 1-3; the
    /// second answers `SWAP` (it takes Black), one stone (it keeps White and plays stone 4) or
    /// two stones (4 and 5, handing the choice back); then the first player answers `SWAP` (it
    /// keeps Black) or stone 6 (it takes White). Every stone is judged by the rule crate; a
    /// change of colours is the rule crate's `swap` entry. False when the game ended in it.
    pub(super) fn swap2(&mut self, game: &mut renju_rules::Game, size: Size) -> bool {
        // Stones 1-3, from the first player.
        let Some((_, stones)) = self.swap2_ask(Color::Black, size, 0, &[3]) else { return false };
        if !self.swap2_place(game, Color::Black, &stones) {
            return false;
        }
        // The second player's choice.
        let Some((swap, stones)) = self.swap2_ask(Color::White, size, 3, &[1, 2]) else { return false };
        if swap {
            return self.swap2_exchange(game);
        }
        let second = self.engine_of(Color::White);
        if !self.swap2_place(game, Color::White, &stones) {
            return false;
        }
        if stones.len() == 1 {
            return true;
        }
        // Two stones: the first player (still on Black) chooses.
        let Some((keep_black, stones)) = self.swap2_ask(Color::Black, size, 5, &[1]) else { return false };
        if keep_black {
            return true;
        }
        // It takes White and plays stone 6: the engines change colours first.
        if !self.swap2_exchange(game) {
            return false;
        }
        debug_assert_eq!(self.engine_of(Color::Black), second);
        self.swap2_place(game, Color::White, &stones)
    }

    /// Asks the engine on `c` with the first `known` moves; `Some((true, _))` for `SWAP`, else
    /// the stones it answered, whose count must be one of `counts`.
    fn swap2_ask(
        &mut self,
        c: Color,
        size: Size,
        known: usize,
        counts: &[usize],
    ) -> Option<(bool, Vec<grid::Point>)> {
        let (limit, clocked) = self.allowance(c);
        let asked = Instant::now();
        let moves = self.moves.clone();
        let sent = self.send_time_left(c).and_then(|()| {
            let engine = self.engine(c);
            engine.send("SWAP2BOARD")?;
            for m in moves.iter().take(known) {
                if let Some(p) = m.point {
                    engine.send(&gomocup::coords(p, size))?;
                }
            }
            engine.send("DONE")
        });
        let is_answer = |t: &str| {
            t.eq_ignore_ascii_case("swap")
                || t.split_whitespace().all(|w| gomocup::parse_coords(w, size).is_some())
        };
        let answer =
            sent.and_then(|()| gomocup::answer(self.engine(c), asked + limit + slack(clocked), &is_answer));
        let text = match answer {
            Ok(t) => t,
            Err(Fault::Hang { .. }) if clocked => {
                self.timed_out(c, limit);
                return None;
            }
            Err(f) => {
                self.fault(c, "to SWAP2BOARD", &f);
                return None;
            }
        };
        if !self.charge(c, asked.elapsed()) {
            return None;
        }
        if text.eq_ignore_ascii_case("swap") && known > 0 {
            return Some((true, Vec::new()));
        }
        let stones: Option<Vec<grid::Point>> =
            text.split_whitespace().map(|w| gomocup::parse_coords(w, size)).collect();
        match stones {
            Some(s) if counts.contains(&s.len()) => Some((false, s)),
            _ => {
                self.fault(c, "to SWAP2BOARD", &Fault::Garbage { line: text });
                None
            }
        }
    }

    /// Plays `stones` for the engine on `c`, alternating colours from the rule crate's player to
    /// move; an illegal stone loses for that engine.
    fn swap2_place(&mut self, game: &mut renju_rules::Game, by: Color, stones: &[grid::Point]) -> bool {
        let stamped = self.moves.len() + stones.len();
        for &p in stones {
            let stone = game.to_move();
            if let Err(v) = game.play(None, &renju_rules::Move::Place(p)) {
                let why = format!(
                    "{} placed an illegal opening stone: {} ({}): {} loses by forfeit",
                    self.who(by),
                    v.message,
                    v.kind.id(),
                    by.title()
                );
                self.loses(by, Ending::Fault, why);
                return false;
            }
            self.moves.push(Placed { color: stone, point: Some(p), left: None });
            // The answer's time is on the clock of the engine that gave it; its last stone
            // carries the reading when that stone is the engine's own colour.
            if self.moves.len() == stamped && stone == by {
                self.stamp(by);
            }
            if let renju_rules::Status::Over(outcome) = game.status() {
                self.five_over(outcome, game);
                return false;
            }
        }
        true
    }

    /// The engines exchange colours (the rule crate's `swap` entry, which checks it is allowed
    /// here).
    fn swap2_exchange(&mut self, game: &mut renju_rules::Game) -> bool {
        let by = game.to_move();
        if let Err(v) = game.play(None, &renju_rules::Move::Swap) {
            let why = format!("{} swapped when the opening did not allow it: {}", self.who(by), v.message);
            self.loses(by, Ending::Fault, why);
            return false;
        }
        self.black = 1 - self.black;
        self.engines.swap(0, 1);
        self.swaps += 1;
        true
    }
}
