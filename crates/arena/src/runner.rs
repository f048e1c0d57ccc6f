//! The match runner: N games between two engines, colours alternating, every move judged by
//! the rule crates as it is played (the same `Game::play` that `referee judge` replays records
//! with), faults losing the game for the engine that made them. Games run on `concurrency`
//! threads; each game starts its two engines fresh and always ends them.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use competition_rules::{format_duration, Clock};
use grid::{Color, Notation, Size};

use crate::engine::{Engine, Fault};
use crate::gtp::{self, Played};
use crate::gtp_server::points_result;
use crate::rules::{Board, Chosen};
use crate::sgf::{self, Header, Placed};
use crate::{gomocup, opening::Opening};

/// Everything a match is played with.
#[derive(Debug, Clone)]
pub struct Spec {
    /// The two engines' command lines: A and B.
    pub engines: [String; 2],
    pub chosen: Chosen,
    pub games: usize,
    pub concurrency: usize,
    /// Starting move lists; each is played twice, colours swapped.
    pub openings: Vec<Opening>,
    /// How long an engine may take to answer when no clock limits it (a hang beyond it loses).
    pub hang: Duration,
    /// How long an engine has to exit after its game before it is killed.
    pub grace: Duration,
}

/// Why a game ended, for the table and the record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// By the rules on the board: a count, a five, a forbidden move that loses, a draw.
    Rules,
    Resignation,
    Timeout,
    /// An illegal move, a crash, a hang, garbage, an early exit.
    Fault,
}

/// One finished game.
#[derive(Debug, Clone)]
pub struct Finished {
    /// 1-based.
    pub number: usize,
    /// Which engine (0 = A, 1 = B) played Black.
    pub black: usize,
    /// The winning colour; `None` for a draw or no result.
    pub winner: Option<Color>,
    pub ending: Ending,
    /// `RE` of the record.
    pub result: String,
    /// `C[]` of the record: how the game ended.
    pub comment: String,
    pub sgf: String,
}

impl Finished {
    /// The engine (0 or 1) that won, if any.
    pub fn winning_engine(&self) -> Option<usize> {
        self.winner.map(|c| if c == Color::Black { self.black } else { 1 - self.black })
    }
}

/// Engine names, asked once before the match (GTP `name`, else the command line).
pub type Names = [String; 2];

/// Starts each engine once and checks it answers the protocol, so that a wrong command line
/// is one clear error instead of N forfeits. The error is a sentence for the user.
pub fn preflight(spec: &Spec) -> Result<Names, String> {
    let mut names = [String::new(), String::new()];
    for (i, command) in spec.engines.iter().enumerate() {
        let label = ["A", "B"][i];
        let mut engine = Engine::start(command).map_err(|e| format!("engine {label}: {e}"))?;
        let deadline = Instant::now() + spec.hang;
        let fail = |f: Fault| format!("engine {label} (`{command}`) {} when first asked", f.describe());
        match &spec.chosen.board {
            Board::Go(_) => {
                let name = gtp::ask(&mut engine, "name", deadline).map_err(fail)?;
                let version = gtp::ask(&mut engine, "version", deadline).map_err(fail)?;
                names[i] = match (name, version) {
                    (Ok(n), Ok(v)) if !v.is_empty() => format!("{n} {v}"),
                    (Ok(n), _) if !n.is_empty() => n,
                    _ => short(command),
                };
                let _ = engine.send("quit");
            }
            Board::FiveInRow(r) => {
                gomocup::start(&mut engine, r.size, deadline).map_err(fail)?;
                // ABOUT is answered by most brains with `name="...", version="..."`; one that
                // does not answer within a moment is named by its command line.
                let about = Instant::now() + spec.hang.min(Duration::from_secs(2));
                let named = engine.send("ABOUT").ok().and_then(|()| gomocup::answer(&mut engine, about).ok());
                names[i] = named.as_deref().and_then(gomocup::about_name).unwrap_or_else(|| short(command));
                let _ = engine.send("END");
            }
        }
        engine.finish(spec.grace);
    }
    if names[0] == names[1] {
        // The same program twice (two levels of GNU Go): the command lines tell them apart.
        names = [short(&spec.engines[0]), short(&spec.engines[1])];
    }
    if names[0] == names[1] {
        names[0].push_str(" (A)");
        names[1].push_str(" (B)");
    }
    Ok(names)
}

/// An engine's name from its command line: the program's file name and its arguments.
fn short(command: &str) -> String {
    let words = crate::engine::split_command(command).unwrap_or_default();
    let Some((program, args)) = words.split_first() else { return command.to_owned() };
    let base = std::path::Path::new(program)
        .file_name()
        .map_or(program.clone(), |f| f.to_string_lossy().into_owned());
    std::iter::once(base).chain(args.iter().cloned()).collect::<Vec<_>>().join(" ")
}

/// Plays the match, calling `each` on the calling thread as games finish (in finishing
/// order; `number` says which game it is).
pub fn run(spec: &Spec, names: &Names, mut each: impl FnMut(Finished)) {
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..spec.concurrency.clamp(1, spec.games.max(1)) {
            let tx = tx.clone();
            let next = &next;
            scope.spawn(move || loop {
                let n = next.fetch_add(1, Ordering::SeqCst);
                if n >= spec.games {
                    return;
                }
                if tx.send(play(spec, names, n)).is_err() {
                    return;
                }
            });
        }
        drop(tx);
        for finished in rx {
            each(finished);
        }
    });
}

/// Plays game `n` (0-based): engine A has Black in even games.
pub fn play(spec: &Spec, names: &Names, n: usize) -> Finished {
    let black = n % 2;
    let opening = (!spec.openings.is_empty()).then(|| &spec.openings[(n / 2) % spec.openings.len()]);
    let mut game = Live::new(spec, names, n, black);
    match &spec.chosen.board {
        Board::Go(rules) => game.go(rules, opening),
        Board::FiveInRow(rules) => game.five(rules, opening),
    }
    game.finish()
}

/// The game being played: engines by colour, the moves so far, and the ending once known.
struct Live<'s> {
    spec: &'s Spec,
    names: &'s Names,
    number: usize,
    black: usize,
    engines: [Option<Engine>; 2],
    moves: Vec<Placed>,
    clock: Option<Clock>,
    end: Option<(Option<Color>, Ending, String, String)>,
    size: u8,
    gm: u8,
    komi_points: Option<f64>,
    /// Colour changes in a swap2 opening.
    swaps: u32,
}

impl<'s> Live<'s> {
    fn new(spec: &'s Spec, names: &'s Names, n: usize, black: usize) -> Live<'s> {
        Live {
            spec,
            names,
            number: n + 1,
            black,
            engines: [None, None],
            moves: Vec::new(),
            clock: spec.chosen.clock.map(Clock::new),
            end: None,
            size: 0,
            gm: 1,
            komi_points: None,
            swaps: 0,
        }
    }

    fn engine_of(&self, c: Color) -> usize {
        if c == Color::Black {
            self.black
        } else {
            1 - self.black
        }
    }

    fn who(&self, c: Color) -> String {
        format!("{} ({})", c.title(), self.names[self.engine_of(c)])
    }

    /// `c` loses: by resignation (`R`), on time (`T`) or by forfeit (`F`).
    fn loses(&mut self, c: Color, ending: Ending, why: String) {
        let letter = match ending {
            Ending::Resignation => "R",
            Ending::Timeout => "T",
            Ending::Fault | Ending::Rules => "F",
        };
        let winner = c.opponent();
        let result = format!("{}+{letter}", winner.letter());
        self.end = Some((Some(winner), ending, result, why));
    }

    fn fault(&mut self, c: Color, what: &str, f: &Fault) {
        let kind = match f {
            Fault::Hang { .. } => "hang",
            Fault::Exited { .. } | Fault::Gone => "crash or early exit",
            Fault::Garbage { .. } => "unparseable answer",
        };
        let why = format!("{} {} {what} ({kind}): {} loses by forfeit", self.who(c), f.describe(), c.title());
        self.loses(c, Ending::Fault, why);
    }

    fn start_engines(&mut self) -> bool {
        for c in [Color::Black, Color::White] {
            match Engine::start(&self.spec.engines[self.engine_of(c)]) {
                Ok(e) => self.engines[c.index()] = Some(e),
                Err(e) => {
                    let why = format!("{}: {e}: {} loses by forfeit", self.who(c), c.title());
                    self.loses(c, Ending::Fault, why);
                    return false;
                }
            }
        }
        true
    }

    fn engine(&mut self, c: Color) -> &mut Engine {
        self.engines[c.index()].as_mut().unwrap_or_else(|| unreachable!("engines start before play"))
    }

    /// How long `c` may think now, and whether a clock (not the hang limit) sets it.
    fn allowance(&self, c: Color) -> (Duration, bool) {
        match &self.clock {
            Some(clock) => (Duration::from_millis(clock.allowed(c)), true),
            None => (self.spec.hang, false),
        }
    }

    /// Charges `c` with `used` on the clock; false (and the game lost on time) when it ran out.
    fn charge(&mut self, c: Color, used: Duration) -> bool {
        let Some(clock) = self.clock.as_mut() else { return true };
        let ms = u64::try_from(used.as_millis()).unwrap_or(u64::MAX);
        match clock.charge(c, ms) {
            Ok(_) => true,
            Err(over) => {
                let control = clock.control().describe();
                let why = format!(
                    "{} took {} with at most {} left on the clock under {control}: {} loses on time",
                    self.who(c),
                    format_duration(over.used_ms),
                    format_duration(over.allowed_ms),
                    c.title()
                );
                self.loses(c, Ending::Timeout, why);
                false
            }
        }
    }

    fn timed_out(&mut self, c: Color, waited: Duration) {
        let why = format!(
            "{} did not move within the {} its clock allowed: {} loses on time",
            self.who(c),
            format_duration(u64::try_from(waited.as_millis()).unwrap_or(u64::MAX)),
            c.title()
        );
        self.loses(c, Ending::Timeout, why);
    }

    // ---- Go over GTP ----

    fn go(&mut self, rules: &go_rules::Rules, opening: Option<&Opening>) {
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
            self.tell_go(c, mv, size, Some(o));
        }
    }

    /// Records `mv` by `c` and tells the engines that did not choose it (`only`: that one).
    fn tell_go(&mut self, c: Color, mv: go_rules::Move, size: Size, only: Option<Color>) -> bool {
        let point = match mv {
            go_rules::Move::Play(p) => Some(p),
            _ => None,
        };
        self.moves.push(Placed { color: c, point });
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
        // Dead stones come from the one call site `referee gtp` uses too: none yet (issue 14).
        let dead = crate::gtp_server::dead_stones(game);
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
        let why = format!(
            "both players passed; counted with the stones as they stand (no dead stones removed): {result}"
        );
        self.end = Some((winner, Ending::Rules, result, why));
    }

    fn void(&mut self, why: String) {
        self.end = Some((None, Ending::Rules, "Void".to_owned(), why));
    }

    // ---- Gomoku and Renju over the Gomocup protocol ----

    fn five(&mut self, rules: &renju_rules::Rules, opening: Option<&Opening>) {
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
        let code = gomocup::rule_code(rules);
        for c in [Color::Black, Color::White] {
            let deadline = Instant::now() + self.spec.hang;
            if let Err(f) = gomocup::start(self.engine(c), rules.size, deadline) {
                return self.fault(c, "to START", &f);
            }
            let (turn, match_ms) = match &self.spec.chosen.clock {
                Some(tc) => (tc.main_ms, tc.main_ms),
                None => (u64::try_from(self.spec.hang.as_millis()).unwrap_or(u64::MAX), 0),
            };
            for info in [
                format!("INFO timeout_turn {turn}"),
                format!("INFO timeout_match {match_ms}"),
                "INFO game_type 1".into(),
                format!("INFO rule {code}"),
            ] {
                if let Err(f) = self.engine(c).send(&info) {
                    return self.fault(c, "to INFO", &f);
                }
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
            self.moves.push(Placed { color: c, point: Some(p) });
        }
        // How many of the moves each engine has been told.
        let mut told = [0usize; 2];
        while self.end.is_none() {
            if let renju_rules::Status::Over(outcome) = game.status() {
                return self.five_over(outcome, &game);
            }
            let c = game.to_move();
            let (limit, clocked) = self.allowance(c);
            if let Some(clock) = &self.clock {
                let left = clock.allowed(c);
                if let Err(f) = self.engine(c).send(&format!("INFO time_left {left}")) {
                    return self.fault(c, "to INFO time_left", &f);
                }
            }
            let asked = Instant::now();
            let sent = self.send_position(c, told[c.index()], size);
            told[c.index()] = self.moves.len() + 1;
            let answer = sent.and_then(|()| gomocup::answer(self.engine(c), asked + limit + slack(clocked)));
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
            self.moves.push(Placed { color: c, point: Some(p) });
        }
    }

    /// The swap2 opening over `SWAP2BOARD` (docs/matches.md, "Swap2"; docs/rules/renju.md,
    /// §3.7). The first player (the engine this game gives Black) places stones 1-3; the
    /// second answers `SWAP` (it takes Black), one stone (it keeps White and plays stone 4) or
    /// two stones (4 and 5, handing the choice back); then the first player answers `SWAP` (it
    /// keeps Black) or stone 6 (it takes White). Every stone is judged by the rule crate; a
    /// change of colours is the rule crate's `swap` entry. False when the game ended in it.
    fn swap2(&mut self, game: &mut renju_rules::Game, size: Size) -> bool {
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
        let sent = (|| {
            let engine = self.engine(c);
            engine.send("SWAP2BOARD")?;
            for m in moves.iter().take(known) {
                if let Some(p) = m.point {
                    engine.send(&gomocup::coords(p, size))?;
                }
            }
            engine.send("DONE")
        })();
        let answer = sent.and_then(|()| gomocup::answer(self.engine(c), asked + limit + slack(clocked)));
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
            self.moves.push(Placed { color: stone, point: Some(p) });
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

    fn five_over(&mut self, outcome: renju_rules::Outcome, game: &renju_rules::Game) {
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

    fn finish(mut self) -> Finished {
        let grace = self.spec.grace;
        let five = self.gm == 4;
        for e in self.engines.iter_mut().flatten() {
            let _ = e.send(if five { "END" } else { "quit" });
        }
        for e in self.engines.iter_mut().flatten() {
            e.finish(grace);
        }
        let (winner, ending, result, mut comment) = self.end.take().unwrap_or((
            None,
            Ending::Rules,
            "Void".to_owned(),
            "the game did not end".to_owned(),
        ));
        if self.swaps > 0 {
            // An SGF record has no swap entry: PB and PW name the engines after the swap.
            comment.push_str(&format!(
                " (swap2: the engines exchanged colours {} during the opening; PB and PW name them after it)",
                if self.swaps == 1 { "once".to_owned() } else { format!("{} times", self.swaps) }
            ));
        }
        let (b, w) = (self.black, 1 - self.black);
        let header = Header {
            gm: self.gm,
            size: self.size,
            komi_points: self.komi_points,
            rules: self.spec.chosen.profile.name.clone(),
            black: self.names[b].clone(),
            white: self.names[w].clone(),
            result: result.clone(),
            comment: comment.clone(),
            number: self.number,
        };
        let sgf = sgf::write(&header, &self.moves);
        Finished { number: self.number, black: self.black, winner, ending, result, comment, sgf }
    }
}

/// Time given past a clock's allowance before the referee stops waiting: the move is out of
/// time either way, this only lets a just-late answer be read and reported as such.
fn slack(clocked: bool) -> Duration {
    if clocked {
        Duration::from_millis(250)
    } else {
        Duration::ZERO
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
