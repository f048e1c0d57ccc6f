//! A Go game over GTP: the engines set up (`boardsize`, `clear_board`, `komi`, the clock), the
//! opening played to both, then `genmove` to the player to move and `play` to the other, every
//! move judged by `go_rules::Game::play`; two passes end it with a count.

use std::time::Instant;

use grid::{Color, Notation, Size};

use super::{slack, Ending, Live};
use crate::engine::Fault;
use crate::gtp::{self, Played};
use crate::gtp_server::points_result;
use crate::opening::Opening;
use crate::rules::DeadRule;
use crate::sgf::Placed;

impl Live<'_> {
    pub(super) fn go(&mut self, rules: &go_rules::Rules, opening: Option<&Opening>) {
        self.size = rules.size;
        self.gm = 1;
        self.komi_points = Some(rules.komi * 2.0);
        let mut game = match go_rules::Game::new(rules.clone(), &go_rules::Setup::default()) {
            Ok(g) => g,
            Err(e) => {
                self.end = Some((
                    None,
                    Ending::Rules,
                    "Void".into(),
                    format!("the rules cannot start a game: {e:?}"),
                ));
                return;
            }
        };
        if !self.start_engines() {
            return;
        }
        let size = Size::square(rules.size);
        let komi = points_text(rules.komi * 2.0);
        for c in [Color::Black, Color::White] {
            let mut setup =
                vec![format!("boardsize {}", rules.size), "clear_board".to_owned(), format!("komi {komi}")];
            if let Some(tc) = &self.spec.chosen.clock {
                // Absolute time for the engine's planning; the referee keeps the real clock.
                setup.push(format!("time_settings {} 0 0", tc.main_ms / 1000));
            }
            for command in setup {
                let deadline = Instant::now() + self.spec.hang;
                match gtp::ask(self.engine(c), &command, deadline) {
                    Ok(Ok(_)) => {}
                    Ok(Err(_)) if command.starts_with("time_settings") => {}
                    Ok(Err(e)) => {
                        let f = Fault::Garbage { line: format!("? {e}") };
                        return self.fault(c, &format!("to `{command}`"), &f);
                    }
                    Err(f) => return self.fault(c, &format!("to `{command}`"), &f),
                }
            }
        }
        for text in opening.map(|o| o.moves.as_slice()).unwrap_or(&[]) {
            let c = game.to_move();
            let mv = match go_move(text, size) {
                Some(m) => m,
                None => return self.void(format!("opening move {text:?} is not a point")),
            };
            if let Err(v) = game.play(None, mv) {
                return self.void(format!("opening move {text} is illegal: {}", v.message));
            }
            if !self.tell_go(c, mv, size, None) {
                return;
            }
        }
        let cap = 3 * usize::from(rules.size) * usize::from(rules.size);
        while self.end.is_none() {
            match game.status() {
                go_rules::Status::Counting => return self.count(&game, rules),
                go_rules::Status::Over(_) => return self.void("the game ended by repetition".to_owned()),
                go_rules::Status::Playing => {}
            }
            if game.plies() >= cap {
                return self.void(format!("no end after {cap} moves: the referee stopped the game"));
            }
            let c = game.to_move();
            let (limit, clocked) = self.allowance(c);
            if let Some(clock) = &self.clock {
                let secs = clock.allowed(c) / 1000;
                let deadline = Instant::now() + self.spec.hang;
                let _ = gtp::ask(self.engine(c), &format!("time_left {} {secs} 0", c.name()), deadline);
            }
            let asked = Instant::now();
            let answer =
                gtp::ask(self.engine(c), &format!("genmove {}", c.name()), asked + limit + slack(clocked));
            let used = asked.elapsed();
            let text = match answer {
                Ok(Ok(t)) => t,
                Ok(Err(e)) => {
                    return self.fault(c, "to genmove", &Fault::Garbage { line: format!("? {e}") });
                }
                Err(Fault::Hang { .. }) if clocked => return self.timed_out(c, limit),
                Err(f) => return self.fault(c, "to genmove", &f),
            };
            if !self.charge(c, used) {
                return;
            }
            let mv = match gtp::parse_move(&text, size) {
                Some(Played::Resign) => {
                    let why = format!("{} resigned", self.who(c));
                    return self.loses(c, Ending::Resignation, why);
                }
                Some(Played::Pass) => go_rules::Move::Pass,
                Some(Played::Stone(p)) => go_rules::Move::Play(p),
                None => return self.fault(c, "to genmove", &Fault::Garbage { line: text }),
            };
            if let Err(v) = game.play(Some(c), mv) {
                let why = format!(
                    "{} played an illegal move: {} ({}): {} loses by forfeit",
                    self.who(c),
                    v.message,
                    v.kind.id(),
                    c.title()
                );
                return self.loses(c, Ending::Fault, why);
            }
            let o = c.opponent();
            let told = self.tell_go(c, mv, size, Some(o));
            self.stamp(c);
            if !told {
                return;
            }
        }
    }

    /// Records `mv` by `c` and tells the engines that did not choose it (`only`: that one).
    fn tell_go(&mut self, c: Color, mv: go_rules::Move, size: Size, only: Option<Color>) -> bool {
        let point = match mv {
            go_rules::Move::Play(p) => Some(p),
            _ => None,
        };
        self.moves.push(Placed { color: c, point, left: None });
        let vertex = point.map_or("pass".to_owned(), |p| gtp::vertex(p, size));
        for e in [Color::Black, Color::White] {
            if only.is_some_and(|o| o != e) {
                continue;
            }
            let command = format!("play {} {vertex}", c.name());
            let deadline = Instant::now() + self.spec.hang;
            match gtp::ask(self.engine(e), &command, deadline) {
                Ok(Ok(_)) => {}
                Ok(Err(msg)) => {
                    let f = Fault::Garbage { line: format!("? {msg}") };
                    self.fault(e, &format!("to `{command}`, a legal move"), &f);
                    return false;
                }
                Err(f) => {
                    self.fault(e, &format!("to `{command}`"), &f);
                    return false;
                }
            }
        }
        true
    }

    fn count(&mut self, game: &go_rules::Game, rules: &go_rules::Rules) {
        // Dead stones come from the one call site `referee gtp` uses too.
        let dead = crate::gtp_server::dead_stones(game, self.spec.chosen.dead);
        let margin = match rules.scoring {
            go_rules::Scoring::Area => game.score(&dead).map(|s| s.margin_stones * 2.0),
            go_rules::Scoring::Territory => game.territory_score(&dead).map(|s| s.margin_points),
        };
        let Ok(margin) = margin else { return self.void("the position cannot be counted".to_owned()) };
        let winner = match margin {
            m if m > 0.0 => Some(Color::Black),
            m if m < 0.0 => Some(Color::White),
            _ => None,
        };
        let result = match points_result(margin).as_str() {
            "0" => "Draw".to_owned(),
            r => r.to_owned(),
        };
        let why = match self.spec.chosen.dead {
            DeadRule::Infer | DeadRule::Auto => format!(
                "both players passed; counted with the dead stones the referee infers (dead_stones: infer, \
                 {} stones removed): {result}",
                dead.len()
            ),
            DeadRule::PassAlive => format!(
                "both players passed; counted as KataGo counts, the stones inside the other colour's pass-alive \
                 territory removed (dead_stones: pass-alive, {} stones removed): {result}",
                dead.len()
            ),
            DeadRule::Agreed => {
                format!("both players passed; counted with the stones as they stand (no dead stones removed): {result}")
            }
        };
        self.end = Some((winner, Ending::Rules, result, why));
    }
}

fn points_text(points: f64) -> String {
    let s = format!("{points:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

fn go_move(text: &str, size: Size) -> Option<go_rules::Move> {
    if text.eq_ignore_ascii_case("pass") {
        return Some(go_rules::Move::Pass);
    }
    Notation::Gtp.parse(&text.to_ascii_uppercase(), size).ok().map(go_rules::Move::Play)
}
