//! A Gomoku or Renju game over the Gomocup protocol: `START` and `INFO` to both engines, the
//! opening (swap2 in `swap2.rs`, or an openings file), then each move asked with `BEGIN`, `TURN`
//! or `BOARD` and judged by `renju_rules::Game::play`.

use std::time::Instant;

use grid::{Color, Notation, Size};

use super::{slack, Ending, Live};
use crate::engine::Fault;
use crate::gomocup;
use crate::opening::Opening;
use crate::sgf::Placed;
use crate::time_settings;

impl Live<'_> {
    /// The `INFO` lines of a new game, after `START` or `RESTART` (docs/matches.md, "What a
    /// Gomocup brain is sent"): the time limits and the time left, `max_memory`, `game_type`,
    /// the rule, then the engine's own pairs.
    fn send_info(&mut self, c: Color, rules: &renju_rules::Rules) {
        let time = time_settings::gomocup_info(self.control(c), self.spec.hang);
        let own = &self.spec.info[self.engine_of(c)];
        for info in gomocup::info_lines(time, gomocup::rule_code(rules), own) {
            if let Err(f) = self.engine(c).send(&info) {
                return self.fault(c, "to INFO", &f);
            }
        }
    }

    /// `INFO time_left` before a move is asked (`BEGIN`, `TURN`, `BOARD`, `SWAP2BOARD`), with or
    /// without a clock: the protocol sends it before every move, and a brain that drops the
    /// first line after its own move (Rapfi does) then loses this line, not the turn.
    pub(super) fn send_time_left(&mut self, c: Color) -> Result<(), Fault> {
        let left = time_settings::gomocup_time_left(self.clock(c), super::OWN);
        self.engine(c).send(&left)
    }

    pub(super) fn five(&mut self, rules: &renju_rules::Rules, opening: Option<&Opening>) {
        self.size = rules.size;
        self.gm = 4;
        let size = Size::square(rules.size);
        let mut game = match renju_rules::Game::new(rules.clone(), &renju_rules::Setup::default()) {
            Ok(g) => g,
            Err(e) => return self.void(format!("the rules cannot start a game: {e:?}")),
        };
        if !self.start_engines() {
            return;
        }
        for c in [Color::Black, Color::White] {
            // A brain kept from the last game is asked for a new one; one that cannot say OK to
            // `RESTART` is ended and started afresh.
            if self.reused[c.index()] {
                let deadline = Instant::now() + self.spec.hang.min(std::time::Duration::from_secs(5));
                if gomocup::restart(self.engine(c), deadline).is_ok() {
                    self.send_info(c, rules);
                    if self.end.is_some() {
                        return;
                    }
                    continue;
                }
                if let Some(mut old) = self.engines[c.index()].take() {
                    let _ = old.send("END");
                    old.finish(self.spec.grace);
                }
                self.reused[c.index()] = false;
                if !self.start_engines() {
                    return;
                }
            }
            let deadline = Instant::now() + self.spec.hang;
            if let Err(f) = gomocup::start(self.engine(c), rules.size, deadline) {
                return self.fault(c, "to START", &f);
            }
            self.send_info(c, rules);
            if self.end.is_some() {
                return;
            }
        }
        if rules.opening == renju_rules::Opening::Swap2 && opening.is_none() && !self.swap2(&mut game, size) {
            return;
        }
        for text in opening.map(|o| o.moves.as_slice()).unwrap_or(&[]) {
            let Ok(p) = Notation::Renju.parse(text, size) else {
                return self.void(format!("opening move {text:?} is not a point"));
            };
            let c = game.to_move();
            if let Err(v) = game.play(None, &renju_rules::Move::Place(p)) {
                return self.void(format!("opening move {text} is illegal: {}", v.message));
            }
            self.moves.push(Placed { color: c, point: Some(p), left: None });
        }
        // How many of the moves each engine has been told.
        let mut told = [0usize; 2];
        while self.end.is_none() {
            if let renju_rules::Status::Over(outcome) = game.status() {
                return self.five_over(outcome, &game);
            }
            let c = game.to_move();
            let (limit, clocked) = self.allowance(c);
            if let Err(f) = self.send_time_left(c) {
                return self.fault(c, "to INFO time_left", &f);
            }
            let asked = Instant::now();
            let sent = self.send_position(c, told[c.index()], size);
            told[c.index()] = self.moves.len() + 1;
            let is_move = |t: &str| gomocup::parse_coords(t, size).is_some();
            let answer =
                sent.and_then(|()| gomocup::answer(self.engine(c), asked + limit + slack(clocked), &is_move));
            let used = asked.elapsed();
            let text = match answer {
                Ok(t) => t,
                Err(Fault::Hang { .. }) if clocked => return self.timed_out(c, limit),
                Err(f) => return self.fault(c, "to its turn", &f),
            };
            if !self.charge(c, used) {
                return;
            }
            let Some(p) = gomocup::parse_coords(&text, size) else {
                return self.fault(c, "to its turn", &Fault::Garbage { line: text });
            };
            if let Err(v) = game.play(None, &renju_rules::Move::Place(p)) {
                let why = format!(
                    "{} played an illegal move: {} ({}): {} loses by forfeit",
                    self.who(c),
                    v.message,
                    v.kind.id(),
                    c.title()
                );
                return self.loses(c, Ending::Fault, why);
            }
            self.moves.push(Placed { color: c, point: Some(p), left: None });
            self.stamp(c);
        }
    }

    /// Gives `c` the position: `BEGIN` on an empty board, `TURN` with the last move when it
    /// knows all the others, else `BOARD` with every stone.
    fn send_position(&mut self, c: Color, told: usize, size: Size) -> Result<(), Fault> {
        let moves = self.moves.clone();
        let engine = self.engine(c);
        if moves.is_empty() {
            return engine.send("BEGIN");
        }
        if told + 1 == moves.len() {
            let last = moves[moves.len() - 1].point.map_or("-1,-1".to_owned(), |p| gomocup::coords(p, size));
            return engine.send(&format!("TURN {last}"));
        }
        engine.send("BOARD")?;
        for m in &moves {
            if let Some(p) = m.point {
                // 1: the engine's own stone, 2: the opponent's.
                let field = if m.color == c { 1 } else { 2 };
                engine.send(&format!("{},{field}", gomocup::coords(p, size)))?;
            }
        }
        engine.send("DONE")
    }

    pub(super) fn five_over(&mut self, outcome: renju_rules::Outcome, game: &renju_rules::Game) {
        use renju_rules::{EndReason as R, Winner as W};
        let winner = match outcome.winner {
            W::Black => Some(Color::Black),
            W::White => Some(Color::White),
            W::Draw => None,
        };
        let result = match (winner, outcome.reason) {
            (None, _) => "Draw".to_owned(),
            (Some(w), R::Forbidden) => format!("{}+F", w.letter()),
            (Some(w), _) => format!("{}+", w.letter()),
        };
        let mut why = outcome.describe();
        if let Some(f) = game.forbidden_violation() {
            why = format!("{why}: {}, played by {}", f.violation.message, self.names[self.black]);
        }
        self.end = Some((winner, Ending::Rules, result, why));
    }
}
