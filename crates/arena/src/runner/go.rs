//! A Go game over GTP: the engines set up (`boardsize`, `clear_board`, `komi`, the clock), the
//! opening played to both, then `genmove` to the player to move and `play` to the other, every
//! move judged by `go_rules::Game::play`; two passes end it with a count. Under
//! `dead_stones: auto` (and `infer`) the dead stones are settled first: both engines' lists
//! checked by the life judgement, else a cleanup phase (crate::agreement).

use std::time::Instant;

use grid::{Color, Notation, Point, Size};

use super::{slack, Ending, Live};
use crate::agreement::{self, Settlement, View};
use crate::engine::Fault;
use crate::gtp::{self, Played};
use crate::gtp_server::points_result;
use crate::opening::Opening;
use crate::rules::DeadRule;
use crate::sgf::Placed;
use crate::time_settings;

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
            // The engine's own options right after `clear_board` (the start of every game, a new
            // engine's or a kept one's), so that the referee's komi and clock come after them.
            let mut setup = vec![format!("boardsize {}", rules.size), "clear_board".to_owned()];
            setup.extend(self.spec.gtp[self.engine_of(c)].iter().cloned());
            setup.push(format!("komi {komi}"));
            if let Some(tc) = self.control(c).copied() {
                // The engine's clock for its planning; the referee keeps the real one. An engine
                // that lists `kgs-time_settings` is told byo-yomi exactly with it.
                let deadline = Instant::now() + self.spec.hang;
                match gtp::ask(self.engine(c), "list_commands", deadline) {
                    Ok(Ok(list)) => {
                        self.kgs_time[c.index()] = list.lines().any(|l| l.trim() == "kgs-time_settings")
                    }
                    Ok(Err(_)) => {}
                    Err(f) => return self.fault(c, "to `list_commands`", &f),
                }
                setup.push(time_settings::gtp_settings(&tc, self.kgs_time[c.index()]));
            }
            for command in setup {
                let deadline = Instant::now() + self.spec.hang;
                match gtp::ask(self.engine(c), &command, deadline) {
                    Ok(Ok(_)) => {}
                    // An engine that does not take the time settings plays on without them.
                    Ok(Err(_)) if command.contains("time_settings") => {}
                    Ok(Err(e)) => {
                        let f = Fault::Garbage { line: format!("? {e}") };
                        return self.fault(c, &format!("to `{command}`"), &f);
                    }
                    Err(f) => return self.fault(c, &format!("to `{command}`"), &f),
                }
            }
        }
        if self.spec.adjudicate.is_some() && !self.may_adjudicate() {
            return;
        }
        if let Some(h) = self.spec.chosen.handicap {
            let Some(stones) = self.place_handicap(h, size) else { return };
            self.handicap = stones;
            game = match go_rules::Game::new(rules.clone(), &self.go_setup()) {
                Ok(g) => g,
                Err(e) => return self.void(format!("the handicap stones cannot start a game: {e}")),
            };
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
        let area = usize::from(rules.size) * usize::from(rules.size);
        if !self.go_moves(&mut game, size, 3 * area, None) {
            return;
        }
        match self.spec.chosen.dead {
            DeadRule::Auto | DeadRule::Infer => self.settle(game, rules, size),
            rule => {
                // Dead stones come from the one call site `referee gtp` uses too.
                let dead = crate::gtp_server::dead_stones(&game, rule);
                let how = if rule == DeadRule::PassAlive {
                    format!(
                        "counted as KataGo counts, the stones inside the other colour's pass-alive territory \
                         removed (dead_stones: pass-alive, {} stones removed)",
                        dead.len()
                    )
                } else {
                    "counted with the stones as they stand (no dead stones removed)".to_owned()
                };
                self.count(&game, rules, &dead, &how, false);
            }
        }
    }

    /// Plays until two passes in a row (true) or until the game ends otherwise (false: the
    /// ending is set). `limit` bounds the plies of the game (`cleanup`: of this phase), beyond
    /// which the referee stops it as `Void`. In a cleanup phase an engine that lists
    /// `kgs-genmove_cleanup` is asked with it, else with `genmove`.
    fn go_moves(
        &mut self,
        game: &mut go_rules::Game,
        size: Size,
        limit: usize,
        cleanup: Option<[bool; 2]>,
    ) -> bool {
        let start = if cleanup.is_some() { game.plies() } else { 0 };
        while self.end.is_none() {
            match game.status() {
                go_rules::Status::Counting => return true,
                go_rules::Status::Over(_) => {
                    self.void("the game ended by repetition".to_owned());
                    return false;
                }
                go_rules::Status::Playing => {}
            }
            if game.plies() - start >= limit {
                self.void(match cleanup {
                    Some(_) => format!(
                        "the cleanup phase did not end within {limit} moves: the referee stopped the game"
                    ),
                    None => format!("no end after {limit} moves: the referee stopped the game"),
                });
                return false;
            }
            let c = game.to_move();
            let (allowed, clocked) = self.allowance(c);
            if let Some(clock) = self.clock(c) {
                let command = time_settings::gtp_time_left(clock, super::OWN, c, self.kgs_time[c.index()]);
                let deadline = Instant::now() + self.spec.hang;
                // A refusal is no fault (the command is optional); a dead engine is caught by
                // the genmove that follows.
                let _ = gtp::ask(self.engine(c), &command, deadline);
            }
            let command =
                if cleanup.is_some_and(|k| k[c.index()]) { "kgs-genmove_cleanup" } else { "genmove" };
            let asked = Instant::now();
            let answer = gtp::ask(
                self.engine(c),
                &format!("{command} {}", c.name()),
                asked + allowed + slack(clocked),
            );
            let used = asked.elapsed();
            let to = format!("to {command}");
            let text = match answer {
                Ok(Ok(t)) => t,
                Ok(Err(e)) => {
                    self.fault(c, &to, &Fault::Garbage { line: format!("? {e}") });
                    return false;
                }
                Err(Fault::Hang { .. }) if clocked => {
                    self.timed_out(c, allowed);
                    return false;
                }
                Err(f) => {
                    self.fault(c, &to, &f);
                    return false;
                }
            };
            if !self.charge(c, used) {
                return false;
            }
            let mv = match gtp::parse_move(&text, size) {
                Some(Played::Resign) => {
                    let why = format!("{} resigned", self.who(c));
                    self.loses(c, Ending::Resignation, why);
                    return false;
                }
                Some(Played::Pass) => go_rules::Move::Pass,
                Some(Played::Stone(p)) => go_rules::Move::Play(p),
                None => {
                    self.fault(c, &to, &Fault::Garbage { line: text });
                    return false;
                }
            };
            if let Err(v) = game.play(Some(c), mv) {
                let why = format!(
                    "{} played an illegal move: {} ({}): {} loses by forfeit",
                    self.who(c),
                    v.message,
                    v.kind.id(),
                    c.title()
                );
                self.loses(c, Ending::Fault, why);
                return false;
            }
            let o = c.opponent();
            let told = self.tell_go(c, mv, size, Some(o));
            self.stamp(c);
            if !told {
                return false;
            }
            if cleanup.is_none() && self.adjudged(game) {
                return false;
            }
        }
        false
    }

    /// Whether both engines list `final_score`, which turns score adjudication on for this
    /// game (else off, and noted in the game log); false when an engine failed (the game is
    /// then lost by it).
    fn may_adjudicate(&mut self) -> bool {
        for c in [Color::Black, Color::White] {
            let deadline = Instant::now() + self.spec.hang;
            let listed = match gtp::ask(self.engine(c), "list_commands", deadline) {
                Ok(Ok(list)) => list.lines().any(|l| l.trim() == "final_score"),
                Ok(Err(_)) => false,
                Err(f) => {
                    self.fault(c, "to `list_commands`", &f);
                    return false;
                }
            };
            if !listed {
                let who = self.who(c);
                self.notes.push(format!(
                    "score adjudication is off for this game: {who} does not list final_score"
                ));
                return true;
            }
        }
        self.adjudging = Some((None, 0));
        true
    }

    /// Under `spec.adjudicate`, from its ply on: asks both engines `final_score` and ends the
    /// game (true) when their answers have named the same winner by at least the margin at the
    /// checks in a row it asks for. An answer that is `?` or no score turns adjudication off
    /// for the game (noted in the game log); an engine that hangs or crashes loses by forfeit
    /// (true).
    fn adjudged(&mut self, game: &go_rules::Game) -> bool {
        let (Some(rule), Some((leader, streak))) = (self.spec.adjudicate, self.adjudging) else {
            return false;
        };
        if game.plies() < rule.from {
            return false;
        }
        let mut margins = [0.0; 2];
        let mut answers = [String::new(), String::new()];
        for c in [Color::Black, Color::White] {
            let deadline = Instant::now() + self.spec.hang;
            let off = match gtp::ask(self.engine(c), "final_score", deadline) {
                Ok(Ok(text)) => match black_margin(&text) {
                    Some(m) => {
                        margins[c.index()] = m;
                        answers[c.index()] = text.trim().to_owned();
                        continue;
                    }
                    None => format!("answered final_score with {:?}, which is no score", text.trim()),
                },
                Ok(Err(e)) => format!("answered final_score with \"? {e}\""),
                Err(f) => {
                    self.fault(c, "to `final_score`", &f);
                    return true;
                }
            };
            let who = self.who(c);
            self.notes.push(format!(
                "score adjudication is off for the rest of this game: after move {}, {who} {off}",
                game.plies()
            ));
            self.adjudging = None;
            return false;
        }
        let agreed = if margins.iter().all(|&m| m >= rule.margin) {
            Some(Color::Black)
        } else if margins.iter().all(|&m| m <= -rule.margin) {
            Some(Color::White)
        } else {
            None
        };
        let streak = match agreed {
            None => 0,
            Some(w) if leader == Some(w) => streak + 1,
            Some(_) => 1,
        };
        self.adjudging = Some((agreed, streak));
        let Some(winner) = agreed.filter(|_| streak >= rule.checks) else { return false };
        // The record claims the smaller of the two margins: the one both engines grant.
        let margin =
            if winner == Color::Black { margins[0].min(margins[1]) } else { margins[0].max(margins[1]) };
        let result = points_result(margin);
        let plies = game.plies();
        let why = format!(
            "adjudicated by both engines' final_score: at {streak} checks in a row (after moves {} to {plies}) \
             both named {} the winner by at least {} points; at the last, {} answered {} and {} answered {}; \
             recorded as the smaller margin, {result}",
            plies + 1 - streak,
            winner.title(),
            points_text(rule.margin),
            self.who(Color::Black),
            answers[0],
            self.who(Color::White),
            answers[1],
        );
        self.end = Some((Some(winner), Ending::Adjudication, result, why));
        true
    }

    /// Two passes under `dead_stones: auto` or `infer`: the engines' dead stones, checked by the
    /// judgement, else a cleanup phase (crate::agreement, docs/matches.md).
    fn settle(&mut self, game: go_rules::Game, rules: &go_rules::Rules, size: Size) {
        let options = go_rules::LifeOptions::default();
        let Some(views) = self.dead_views(&game) else { return };
        let why = match agreement::settle(&game.judge_life(&options), &views, size) {
            Settlement::Agreed(dead) => {
                let how = format!(
                    "dead stones agreed by both engines (final_status_list dead) and not contradicted by the \
                     referee's judgement: {}",
                    agreement::names(dead.iter().copied(), size)
                );
                return self.count(&game, rules, &dead, &how, true);
            }
            Settlement::Disputed(why) => why,
        };
        // The cleanup phase: the two passes leave the record, so that its moves read as one
        // game under the profile (where a stone after two passes would come after the end);
        // the engines were told them and play on from the same position, the same player to
        // move.
        let passes = game.plies();
        self.moves.truncate(self.moves.len().saturating_sub(2));
        let mut game = match go_rules::Game::new(rules.clone(), &self.go_setup()) {
            Ok(g) => g,
            Err(e) => return self.void(format!("the rules cannot start a game: {e:?}")),
        };
        for m in &self.moves {
            let mv = m.point.map_or(go_rules::Move::Pass, go_rules::Move::Play);
            if let Err(v) = game.play(Some(m.color), mv) {
                return self.void(format!("the moves before the cleanup phase do not replay: {}", v.message));
            }
        }
        let mut kgs = [false; 2];
        for c in [Color::Black, Color::White] {
            let deadline = Instant::now() + self.spec.hang;
            match gtp::ask(self.engine(c), "list_commands", deadline) {
                Ok(Ok(list)) => kgs[c.index()] = list.lines().any(|l| l.trim() == "kgs-genmove_cleanup"),
                Ok(Err(_)) => {}
                Err(f) => return self.fault(c, "to `list_commands`", &f),
            }
        }
        let area = usize::from(rules.size) * usize::from(rules.size);
        if !self.go_moves(&mut game, size, 2 * area, Some(kgs)) {
            return;
        }
        let Some(views) = self.dead_views(&game) else { return };
        let dead = agreement::after_cleanup(&game.judge_life(&options), &views);
        let how = format!(
            "{why}, so after the passes of moves {} and {} play went on (a cleanup phase; those two passes are \
             left out of the record) until both passed again; the stones left on the board are alive except \
             those both engines list dead and the referee's judgement calls dead: {}",
            passes - 1,
            passes,
            agreement::names(dead.iter().copied(), size)
        );
        self.count(&game, rules, &dead, &how, true);
    }

    /// The position the game starts from: empty, or Black's handicap stones with White to
    /// move.
    fn go_setup(&self) -> go_rules::Setup {
        go_rules::Setup {
            black: self.handicap.clone(),
            handicap: (!self.handicap.is_empty())
                .then(|| u32::try_from(self.handicap.len()).unwrap_or(u32::MAX)),
            ..go_rules::Setup::default()
        }
    }

    /// Places the handicap and tells both engines (docs/matches.md, "Handicap games"). Fixed:
    /// GTP's points, sent as `fixed_handicap N` to each engine, whose answer must name the same
    /// points (an engine that does not know the command is given them with
    /// `set_free_handicap`). Free: Black's engine chooses with `place_free_handicap N` (GTP lets
    /// it place fewer, at least 2) and White's is told with `set_free_handicap`. `None`: an
    /// engine failed and the game is lost by it.
    fn place_handicap(&mut self, h: crate::rules::Handicap, size: Size) -> Option<Vec<Point>> {
        let n = h.stones as usize;
        let list = |points: &[Point]| {
            points.iter().map(|&p| crate::gtp::vertex(p, size)).collect::<Vec<_>>().join(" ")
        };
        let stones = if h.free {
            let command = format!("place_free_handicap {n}");
            let deadline = Instant::now() + self.spec.hang;
            match gtp::ask(self.engine(Color::Black), &command, deadline) {
                Ok(Ok(answer)) => match free_points(&answer, size, n) {
                    Ok(points) => points,
                    Err(why) => {
                        let f = Fault::Garbage { line: format!("{answer} ({why})") };
                        self.fault(Color::Black, &format!("to `{command}`"), &f);
                        return None;
                    }
                },
                Ok(Err(e)) => {
                    self.fault(
                        Color::Black,
                        &format!("to `{command}`"),
                        &Fault::Garbage { line: format!("? {e}") },
                    );
                    return None;
                }
                Err(f) => {
                    self.fault(Color::Black, &format!("to `{command}`"), &f);
                    return None;
                }
            }
        } else {
            match crate::handicap::fixed(self.size, n) {
                Ok(points) => points,
                Err(e) => {
                    self.void(format!("--set handicap={n}: {e}"));
                    return None;
                }
            }
        };
        let set_free = format!("set_free_handicap {}", list(&stones));
        for c in [Color::Black, Color::White] {
            if h.free && c == Color::Black {
                continue;
            }
            let command = if h.free { set_free.clone() } else { format!("fixed_handicap {n}") };
            let deadline = Instant::now() + self.spec.hang;
            let answer = match gtp::ask(self.engine(c), &command, deadline) {
                Ok(a) => a,
                Err(f) => {
                    self.fault(c, &format!("to `{command}`"), &f);
                    return None;
                }
            };
            let fallback = match answer {
                Ok(named) if !h.free => {
                    // The engine's board must hold the referee's stones.
                    let theirs = free_points(&named, size, n);
                    let mut ours = stones.clone();
                    ours.sort_unstable();
                    if theirs.as_ref().is_ok_and(|t| *t == ours) {
                        continue;
                    }
                    let f = Fault::Garbage {
                        line: format!("{named} (GTP's fixed points are {})", list(&stones)),
                    };
                    self.fault(c, &format!("to `{command}`"), &f);
                    return None;
                }
                Ok(_) => continue,
                // An engine without `fixed_handicap` is given the same points as a free placement.
                Err(_) if !h.free => true,
                Err(e) => {
                    self.fault(c, &format!("to `{command}`"), &Fault::Garbage { line: format!("? {e}") });
                    return None;
                }
            };
            if fallback {
                let deadline = Instant::now() + self.spec.hang;
                match gtp::ask(self.engine(c), &set_free, deadline) {
                    Ok(Ok(_)) => {}
                    Ok(Err(e)) => {
                        self.fault(
                            c,
                            &format!("to `{set_free}`"),
                            &Fault::Garbage { line: format!("? {e}") },
                        );
                        return None;
                    }
                    Err(f) => {
                        self.fault(c, &format!("to `{set_free}`"), &f);
                        return None;
                    }
                }
            }
        }
        Some(stones)
    }

    /// Both engines' `final_status_list dead`, Black's first; `None` when one failed (the
    /// game is then lost by it).
    fn dead_views(&mut self, game: &go_rules::Game) -> Option<[View; 2]> {
        let mut views = [View::Unknown, View::Unknown];
        for c in [Color::Black, Color::White] {
            let deadline = Instant::now() + self.spec.hang;
            match gtp::ask(self.engine(c), "final_status_list dead", deadline) {
                Ok(answer) => views[c.index()] = View::read(&answer, game),
                Err(f) => {
                    self.fault(c, "to `final_status_list dead`", &f);
                    return None;
                }
            }
        }
        Some(views)
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

    /// Counts with `dead` removed; `how` says how they were chosen. With `marks`, the record's
    /// last node gets the count's territory (`TB`/`TW`, the dead stones' points included), which
    /// `referee judge` reads as the players' agreement and so counts the same way.
    fn count(
        &mut self,
        game: &go_rules::Game,
        rules: &go_rules::Rules,
        dead: &[Point],
        how: &str,
        marks: bool,
    ) {
        let margin = match rules.scoring {
            go_rules::Scoring::Area => game.score(dead).map(|s| s.margin_stones * 2.0),
            go_rules::Scoring::Territory => game.territory_score(dead).map(|s| s.margin_points),
        };
        let Ok(margin) = margin else { return self.void("the position cannot be counted".to_owned()) };
        if marks {
            match game.territory_points(dead) {
                Ok(t) => self.territory = Some(t),
                Err(_) => return self.void("the position cannot be counted".to_owned()),
            }
        }
        let winner = match margin {
            m if m > 0.0 => Some(Color::Black),
            m if m < 0.0 => Some(Color::White),
            _ => None,
        };
        let result = match points_result(margin).as_str() {
            "0" => "Draw".to_owned(),
            r => r.to_owned(),
        };
        let why = format!("both players passed; {how}; counted: {result}");
        self.end = Some((winner, Ending::Rules, result, why));
    }
}

/// The handicap points of a GTP answer, sorted: distinct points on the board, 2 to `most` of
/// them.
fn free_points(answer: &str, size: Size, most: usize) -> Result<Vec<Point>, String> {
    let mut points = Vec::new();
    for word in answer.split_whitespace() {
        let p = Notation::Gtp.parse(&word.to_ascii_uppercase(), size).map_err(|e| format!("{word}: {e}"))?;
        if points.contains(&p) {
            return Err(format!("{word} twice"));
        }
        points.push(p);
    }
    if !(2..=most).contains(&points.len()) {
        return Err(format!("{} points; 2 to {most} were asked for", points.len()));
    }
    points.sort_unstable();
    Ok(points)
}

/// Black's margin in points from a GTP `final_score` answer (`B+12.5`, `W+3`, `0`); `None`
/// for anything else.
fn black_margin(text: &str) -> Option<f64> {
    let t = text.trim();
    if t == "0" || t.eq_ignore_ascii_case("draw") {
        return Some(0.0);
    }
    let (sign, rest) = match t.get(..2).map(str::to_ascii_uppercase).as_deref() {
        Some("B+") => (1.0, &t[2..]),
        Some("W+") => (-1.0, &t[2..]),
        _ => return None,
    };
    rest.parse::<f64>().ok().filter(|m| m.is_finite() && *m >= 0.0).map(|m| sign * m)
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

#[cfg(test)]
mod tests {
    #[test]
    fn final_score_answers_read_as_blacks_margin() {
        assert_eq!(super::black_margin("B+12.5"), Some(12.5));
        assert_eq!(super::black_margin(" w+3 "), Some(-3.0));
        assert_eq!(super::black_margin("0"), Some(0.0));
        for bad in ["", "B+R", "W+", "B+-2", "12", "B+inf"] {
            assert_eq!(super::black_margin(bad), None, "{bad}");
        }
    }
}
