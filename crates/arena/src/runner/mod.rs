//! The match runner: N games between two engines, colours alternating, every move judged by
//! the rule crates as it is played (the same `Game::play` that `referee judge` replays records
//! with), faults losing the game for the engine that made them. Games run on `concurrency`
//! threads, each with a fixed share of the games (game n on slot n mod `concurrency`), so that
//! which process plays which game never depends on timing; a slot keeps its engines from one
//! game to the next (`Spec::keep`) or starts them afresh, and always ends them. In a
//! tournament every pair's slots take a permit from one [`Pool`] before each game.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use competition_rules::{format_duration, Clock, TimeControl};
use grid::Color;

use crate::engine::{Engine, Fault};
use crate::gtp;
use crate::rules::{Board, Chosen};
use crate::sgf::{self, Header, Placed};
use crate::{gomocup, opening::Opening};

mod five;
mod go;
mod pool;
mod swap2;

pub use pool::{Lane, Pool};

/// Everything a match is played with.
#[derive(Debug, Clone)]
pub struct Spec {
    /// The two engines' command lines: A and B.
    pub engines: [String; 2],
    pub chosen: Chosen,
    /// Each engine's time control (A, B): `chosen.clock` with the keys given for that engine
    /// alone on top (`--set-a`, `--set-b`, a tournament engine's `set:`;
    /// [`crate::rules::engine_clock`]); `None`: no clock, the hang limit bounds its answers.
    pub clocks: [Option<TimeControl>; 2],
    /// Each engine's GTP options (A, B): commands sent after it starts and after each
    /// `clear_board`, in order (docs/matches.md, "Per-engine GTP options").
    pub gtp: [Vec<String>; 2],
    pub games: usize,
    pub concurrency: usize,
    /// Starting move lists; each is played twice, colours swapped.
    pub openings: Vec<Opening>,
    /// How long an engine may take to answer when no clock limits it (a hang beyond it loses).
    pub hang: Duration,
    /// How long an engine has to exit after its game before it is killed.
    pub grace: Duration,
    /// Set to stop the match now (by a signal, or by [`run`] when its caller says stop): no
    /// game starts after it, the games under way stop at their next wait for an engine, their
    /// engines are ended, and they are dropped.
    pub interrupt: Arc<AtomicBool>,
    /// Keep each engine running from one game to the next (GTP `clear_board`, Gomocup
    /// `RESTART`), restarting only an engine that lost by a fault or on time; false: every game
    /// starts its engines afresh.
    pub keep: bool,
    /// Each engine's own Gomocup `INFO` pairs (A, B), sent in each game after the referee's
    /// own `INFO` lines ([`gomocup::info_lines`]; checked by [`gomocup::check_info`]); empty
    /// for GTP engines.
    pub info: [Vec<(String, String)>; 2],
    /// In a tournament: the pool of games under way across its pairs, and this pair's place.
    pub lane: Option<Lane>,
    /// Go: end a game early when both engines' `final_score` agree on its winner (`None`, the
    /// default: games are played out; docs/matches.md, "Adjudication by the engines' scores").
    pub adjudicate: Option<Adjudicate>,
}

/// Score adjudication: from ply `from` on, both engines are asked `final_score` after every
/// move; when both answers name the same winner by at least `margin` points at `checks`
/// checks in a row, the game ends with that winner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Adjudicate {
    pub margin: f64,
    pub checks: usize,
    pub from: usize,
}

impl Adjudicate {
    /// The checks in a row when the flag leaves them out.
    pub const CHECKS: usize = 3;
    /// The ply from which the engines are asked when the flag leaves it out.
    pub const FROM: usize = 20;

    /// Reads `MARGIN[:CHECKS[:FROM]]`: points above 0, checks from 1, a ply from 0.
    pub fn parse(text: &str) -> Result<Adjudicate, String> {
        let mut parts = text.split(':');
        let margin = parts.next().unwrap_or_default();
        let margin =
            margin.trim().parse::<f64>().ok().filter(|m| m.is_finite() && *m > 0.0).ok_or_else(|| {
                format!("{text:?}: the margin {margin:?} is not a number of points above 0")
            })?;
        let mut whole = |what: &str, default: usize, least: usize| match parts.next() {
            None => Ok(default),
            Some(w) => w
                .trim()
                .parse::<usize>()
                .ok()
                .filter(|n| *n >= least)
                .ok_or_else(|| format!("{text:?}: {what} {w:?} is not a whole number from {least}")),
        };
        let checks = whole("the checks", Adjudicate::CHECKS, 1)?;
        let from = whole("the first ply", Adjudicate::FROM, 0)?;
        if parts.next().is_some() {
            return Err(format!("{text:?}: give MARGIN[:CHECKS[:FROM]]"));
        }
        Ok(Adjudicate { margin, checks, from })
    }
}

/// The engines a worker keeps between its games, by engine (A, B); ended when dropped.
#[derive(Debug)]
pub struct Kept {
    engines: [Option<Engine>; 2],
    grace: Duration,
    /// Gomocup engines (`END`), else GTP (`quit`).
    five: bool,
}

impl Kept {
    pub fn new(spec: &Spec) -> Kept {
        Kept {
            engines: [None, None],
            grace: spec.grace,
            five: matches!(spec.chosen.board, Board::FiveInRow(_)),
        }
    }
}

impl Drop for Kept {
    fn drop(&mut self) {
        for e in self.engines.iter_mut().flatten() {
            let _ = e.send(if self.five { "END" } else { "quit" });
        }
        for e in self.engines.iter_mut().flatten() {
            e.finish(self.grace);
        }
    }
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
    /// Go: both engines' `final_score` agreed on the winner (`Spec::adjudicate`).
    Adjudication,
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
    /// What the engines said beside their answers (Gomocup `MESSAGE`, `DEBUG`, `ERROR`,
    /// `UNKNOWN` lines), each line prefixed with its colour and engine, Black's first.
    pub remarks: Vec<String>,
    /// The game's traffic with both engines in time order: seconds since the game started,
    /// the colour, `>` (sent to the engine) or `<` (its line), and the line.
    pub traffic: Vec<String>,
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
        names[i] =
            check_engine(&Check::of(spec), command, &format!("engine {}", ["A", "B"][i]), &spec.gtp[i])?;
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

/// What [`check_engine`] needs: the game (its protocol and board size), the hang limit, the
/// grace an engine has to exit, and the flag that interrupts the wait.
#[derive(Debug, Clone, Copy)]
pub struct Check<'s> {
    pub board: &'s Board,
    pub hang: Duration,
    pub grace: Duration,
    pub interrupt: &'s Arc<AtomicBool>,
}

impl<'s> Check<'s> {
    pub fn of(spec: &'s Spec) -> Check<'s> {
        Check { board: &spec.chosen.board, hang: spec.hang, grace: spec.grace, interrupt: &spec.interrupt }
    }
}

/// Starts the engine `command` once, asks it its name (GTP `name` and `version`; Gomocup
/// `START` then `ABOUT`) and ends it: its name, or a sentence naming it by `label` when it
/// cannot be started, exits, or does not answer within the hang limit. A tournament checks
/// each of its engines this way before its first game.
///
/// A Go engine is also sent its own GTP options (`gtp`) once, so that one it refuses stops
/// the match before its first game instead of forfeiting every game.
pub fn check_engine(spec: &Check<'_>, command: &str, label: &str, gtp: &[String]) -> Result<String, String> {
    let mut engine = Engine::start(command).map_err(|e| format!("{label}: {e}"))?;
    engine.watch(spec.interrupt.clone());
    let deadline = Instant::now() + spec.hang;
    let fail = |f: Fault| format!("{label} (`{command}`) {} when first asked", f.describe());
    let name = match spec.board {
        Board::Go(_) => {
            let asked = gtp::ask(&mut engine, "name", deadline)
                .and_then(|name| gtp::ask(&mut engine, "version", deadline).map(|v| (name, v)));
            let (name, version) = match asked {
                Ok(a) => a,
                Err(f) => {
                    engine.finish(spec.grace);
                    return Err(fail(f));
                }
            };
            for option in gtp {
                let answer = match gtp::ask(&mut engine, option, deadline) {
                    Ok(a) => a,
                    Err(f) => {
                        engine.finish(spec.grace);
                        return Err(fail(f));
                    }
                };
                if let Err(e) = answer {
                    engine.finish(spec.grace);
                    return Err(format!("{label} (`{command}`) refused its GTP option `{option}`: ? {e}"));
                }
            }
            let _ = engine.send("quit");
            match (name, version) {
                (Ok(n), Ok(v)) if !v.is_empty() => format!("{n} {v}"),
                (Ok(n), _) if !n.is_empty() => n,
                _ => short(command),
            }
        }
        Board::FiveInRow(r) => {
            if let Err(f) = gomocup::start(&mut engine, r.size, deadline) {
                engine.finish(spec.grace);
                return Err(fail(f));
            }
            // ABOUT is answered by most brains with `name="...", version="..."`; one that
            // does not answer within a moment is named by its command line.
            let about = Instant::now() + spec.hang.min(Duration::from_secs(2));
            let named = engine.send("ABOUT").ok().and_then(|()| gomocup::about(&mut engine, about).ok());
            let _ = engine.send("END");
            named.as_deref().and_then(gomocup::about_name).unwrap_or_else(|| short(command))
        }
    };
    engine.finish(spec.grace);
    Ok(name)
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

/// Plays the games `pending` (0-based numbers, in that order; all of `0..games` for a new
/// match, the ones its journal lacks for a resumed one), calling `each` on the calling thread
/// as games finish (in finishing order; `number` says which game it is). When `each` answers false the match stops as on an
/// interrupt: no further game starts, and the games under way (with `concurrency` above 1) are
/// stopped and dropped, so that the games passed to `each` are those finished when it said stop.
pub fn run(spec: &Spec, names: &Names, pending: &[usize], mut each: impl FnMut(Finished) -> bool) {
    let stop = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel::<(Finished, mpsc::Sender<bool>)>();
    // Game n is played on slot n mod `slots`, in game order: a slot's engines (kept from one
    // game to the next) play the same games in every run at this concurrency, however long
    // each game takes. The slot of a game does not change when a resumed run has fewer games
    // left than slots.
    let slots = spec.concurrency.max(1);
    std::thread::scope(|scope| {
        for slot in 0..slots {
            let tx = tx.clone();
            let stop = &stop;
            scope.spawn(move || {
                // Each worker waits for `each` to have seen its game before taking the next, so
                // that one playing alone starts no game after the one that stopped the match.
                let (ack, acked) = mpsc::channel();
                let mut kept = Kept::new(spec);
                let stopped = || stop.load(Ordering::SeqCst) || spec.interrupt.load(Ordering::SeqCst);
                for &n in pending.iter().filter(|&&n| n % slots == slot) {
                    if stopped() {
                        return;
                    }
                    let permit = match &spec.lane {
                        Some(lane) => match lane.pool.take(stopped) {
                            Some(p) => Some(p),
                            None => return,
                        },
                        None => None,
                    };
                    // A game stopped by an interrupt is not finished: it is dropped.
                    let Some(finished) = play_kept(spec, names, n, &mut kept) else { return };
                    drop(permit);
                    let reported = spec.lane.as_ref().map(|lane| (lane, finished.clone()));
                    if tx.send((finished, ack.clone())).is_err() || acked.recv() != Ok(true) {
                        return;
                    }
                    // Told only once `each` kept the game (journaled it).
                    if let Some((lane, game)) = reported {
                        lane.pool.report(lane.pair, &game);
                    }
                }
            });
        }
        drop(tx);
        for (finished, ack) in rx {
            let go_on = each(finished);
            if !go_on {
                stop.store(true, Ordering::SeqCst);
                spec.interrupt.store(true, Ordering::SeqCst);
            }
            let _ = ack.send(go_on);
        }
    });
}

/// Plays game `n` (0-based): engine A has Black in even games. `None` when the match was
/// interrupted before the game ended (its engines are ended all the same), or while it was
/// being played.
pub fn play(spec: &Spec, names: &Names, n: usize) -> Option<Finished> {
    play_kept(spec, names, n, &mut Kept::new(spec))
}

/// [`play`] with the engines `kept` from the worker's earlier games (when `spec.keep`), giving
/// back those that may play on.
fn play_kept(spec: &Spec, names: &Names, n: usize, kept: &mut Kept) -> Option<Finished> {
    let black = n % 2;
    let opening = (!spec.openings.is_empty()).then(|| &spec.openings[(n / 2) % spec.openings.len()]);
    let mut game = Live::new(spec, names, n, black);
    if spec.keep {
        game.engines = [kept.engines[black].take(), kept.engines[1 - black].take()];
        game.reused = [game.engines[0].is_some(), game.engines[1].is_some()];
    }
    match &spec.chosen.board {
        Board::Go(rules) => game.go(rules, opening),
        Board::FiveInRow(rules) => game.five(rules, opening),
    }
    let game_interrupted = game.interrupted;
    let (finished, back) = game.finish();
    kept.engines = back;
    // A game during which the match was interrupted is not finished, whatever its ending says:
    // an engine that the interrupt's signal reached first may have lost it by a crash.
    let interrupted = game_interrupted || spec.interrupt.load(Ordering::SeqCst);
    (!interrupted).then_some(finished)
}

/// The game being played: engines by colour, the moves so far, and the ending once known.
struct Live<'s> {
    spec: &'s Spec,
    names: &'s Names,
    number: usize,
    black: usize,
    engines: [Option<Engine>; 2],
    moves: Vec<Placed>,
    /// Each engine's own clock, by engine (A, B), not by colour, so that it follows its engine
    /// through a swap2 exchange of colours; the engine's time is on the [`OWN`] side of it.
    clocks: [Option<Clock>; 2],
    end: Option<(Option<Color>, Ending, String, String)>,
    size: u8,
    gm: u8,
    komi_points: Option<f64>,
    /// Colour changes in a swap2 opening.
    swaps: u32,
    /// Go: the count's territory, Black's and White's (SGF `TB`/`TW` on the last node).
    territory: Option<[Vec<grid::Point>; 2]>,
    /// Go, by colour: the engine lists `kgs-time_settings` and was told the clock with it.
    kgs_time: [bool; 2],
    /// A wait for an engine was ended by an interrupt: the game did not finish.
    interrupted: bool,
    /// Go: Black's handicap stones.
    handicap: Vec<grid::Point>,
    /// By colour: the engine played an earlier game of this worker (kept running).
    reused: [bool; 2],
    /// When the game started, for the times of its traffic log.
    started: Instant,
    /// The day the game started (SGF `DT`).
    date: String,
    /// The referee's own notes for the game log (e.g. why score adjudication was off).
    notes: Vec<String>,
    /// Go, under `spec.adjudicate`: the agreed winner and how many checks in a row named it;
    /// `None` when adjudication is off for this game.
    adjudging: Option<(Option<Color>, usize)>,
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
            clocks: spec.clocks.map(|tc| tc.map(Clock::new)),
            end: None,
            size: 0,
            gm: 1,
            komi_points: None,
            swaps: 0,
            territory: None,
            kgs_time: [false; 2],
            interrupted: false,
            handicap: Vec::new(),
            reused: [false; 2],
            started: Instant::now(),
            date: today(),
            notes: Vec::new(),
            adjudging: None,
        }
    }

    fn engine_of(&self, c: Color) -> usize {
        if c == Color::Black {
            self.black
        } else {
            1 - self.black
        }
    }

    /// The clock of the engine playing `c` (its time on the [`OWN`] side).
    fn clock(&self, c: Color) -> Option<&Clock> {
        self.clocks[self.engine_of(c)].as_ref()
    }

    /// The time control of the engine playing `c`.
    fn control(&self, c: Color) -> Option<&TimeControl> {
        self.spec.clocks[self.engine_of(c)].as_ref()
    }

    fn who(&self, c: Color) -> String {
        format!("{} ({})", c.title(), self.names[self.engine_of(c)])
    }

    /// `c` loses: by resignation (`R`), on time (`T`) or by forfeit (`F`).
    fn loses(&mut self, c: Color, ending: Ending, why: String) {
        let letter = match ending {
            Ending::Resignation => "R",
            Ending::Timeout => "T",
            Ending::Fault | Ending::Rules | Ending::Adjudication => "F",
        };
        let winner = c.opponent();
        let result = format!("{}+{letter}", winner.letter());
        self.end = Some((Some(winner), ending, result, why));
    }

    fn fault(&mut self, c: Color, what: &str, f: &Fault) {
        if *f == Fault::Interrupted {
            self.interrupted = true;
            self.end = Some((None, Ending::Rules, "Void".to_owned(), "the match was interrupted".to_owned()));
            return;
        }
        let kind = match f {
            Fault::Hang { .. } => "hang",
            Fault::Exited { .. } | Fault::Gone => "crash or early exit",
            Fault::Garbage { .. } => "unparseable answer",
            Fault::Refused { .. } => "refusal",
            Fault::Interrupted => "interrupt",
            Fault::AnsweredTwice { .. } => "answered twice",
            Fault::Unended { .. } => "unended answer",
        };
        // These two name the command themselves.
        let what = match f {
            Fault::AnsweredTwice { .. } | Fault::Unended { .. } => String::new(),
            _ => format!(" {what}"),
        };
        let why = format!("{} {}{what} ({kind}): {} loses by forfeit", self.who(c), f.describe(), c.title());
        self.loses(c, Ending::Fault, why);
    }

    fn start_engines(&mut self) -> bool {
        for c in [Color::Black, Color::White] {
            if self.engines[c.index()].is_some() {
                continue;
            }
            match Engine::start(&self.spec.engines[self.engine_of(c)]) {
                Ok(mut e) => {
                    e.watch(self.spec.interrupt.clone());
                    self.engines[c.index()] = Some(e);
                }
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
        match self.clock(c) {
            Some(clock) => (Duration::from_millis(clock.allowed(OWN)), true),
            None => (self.spec.hang, false),
        }
    }

    /// Charges `c` with `used` on the clock; false (and the game lost on time) when it ran out.
    fn charge(&mut self, c: Color, used: Duration) -> bool {
        let engine = self.engine_of(c);
        let Some(clock) = self.clocks[engine].as_mut() else { return true };
        let ms = u64::try_from(used.as_millis()).unwrap_or(u64::MAX);
        match clock.charge(OWN, ms) {
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

    /// Writes `c`'s clock after its move on the last move of the record (SGF `BL`/`WL`).
    fn stamp(&mut self, c: Color) {
        let Some(clock) = self.clock(c) else { return };
        let side = clock.side(OWN);
        let periods = matches!(
            clock.control().overtime,
            competition_rules::Overtime::Japanese { .. } | competition_rules::Overtime::Reserve { .. }
        )
        .then_some(side.periods_left);
        if let Some(last) = self.moves.last_mut() {
            last.left = Some((side.main_left_ms, periods));
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

    fn void(&mut self, why: String) {
        self.end = Some((None, Ending::Rules, "Void".to_owned(), why));
    }

    /// The finished game, and the engines (by engine, A and B) that may play the next game: under
    /// `spec.keep`, every engine but one that lost by a fault or on time (it may be thinking
    /// still, or be broken) and none after an interrupt; the others are ended here.
    fn finish(mut self) -> (Finished, [Option<Engine>; 2]) {
        let grace = self.spec.grace;
        let five = self.gm == 4;
        let mut remarks: Vec<String> = self.notes.iter().map(|n| format!("referee: {n}")).collect();
        for c in [Color::Black, Color::White] {
            let who = self.who(c);
            if let Some(e) = self.engines[c.index()].as_mut() {
                remarks.extend(e.take_remarks().into_iter().map(|r| format!("{who}: {r}")));
            }
        }
        let mut lines: Vec<(Instant, Color, bool, String)> = Vec::new();
        let mut dropped = 0;
        for c in [Color::Black, Color::White] {
            if let Some(e) = self.engines[c.index()].as_mut() {
                let (traffic, more) = e.take_traffic();
                dropped += more;
                lines.extend(traffic.into_iter().map(|t| (t.at, c, t.sent, t.text)));
            }
        }
        lines.sort_by_key(|l| l.0);
        let mut traffic: Vec<String> = lines
            .into_iter()
            .map(|(at, c, sent, text)| {
                let secs = at.saturating_duration_since(self.started).as_secs_f64();
                format!("{secs:9.3} {} {} {text}", c.letter(), if sent { '>' } else { '<' })
            })
            .collect();
        if dropped > 0 {
            traffic.push(format!("({dropped} more lines not kept)"));
        }
        let mut back: [Option<Engine>; 2] = [None, None];
        if self.spec.keep && !self.interrupted {
            let faulty = match &self.end {
                Some((Some(winner), Ending::Fault | Ending::Timeout, _, _)) => Some(winner.opponent()),
                _ => None,
            };
            // A game with no ending leaves nobody knowing what the engines are doing.
            let settled = self.end.is_some();
            for c in [Color::Black, Color::White] {
                if settled && faulty != Some(c) {
                    let engine = self.engine_of(c);
                    back[engine] = self.engines[c.index()].take();
                }
            }
        }
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
            rules: self.spec.chosen.profile.name.to_string(),
            black: self.names[b].clone(),
            white: self.names[w].clone(),
            result: result.clone(),
            comment: comment.clone(),
            number: self.number,
            territory: self.territory.take(),
            handicap: self.handicap.clone(),
            date: Some(self.date.clone()),
            time: sgf::time([self.spec.clocks[b], self.spec.clocks[w]]),
            last_comment: (ending == Ending::Adjudication).then(|| comment.clone()),
        };
        let sgf = sgf::write(&header, &self.moves);
        (
            Finished {
                number: self.number,
                black: self.black,
                winner,
                ending,
                result,
                comment,
                sgf,
                remarks,
                traffic,
            },
            back,
        )
    }
}

/// Today's date in UTC as `YYYY-MM-DD`, from the system clock (the civil calendar from days
/// since 1970-01-01, by the era arithmetic of the proleptic Gregorian calendar).
fn today() -> String {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    civil(i64::try_from(secs / 86_400).unwrap_or(0))
}

/// The date `days` after 1970-01-01.
fn civil(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The side of an engine's own clock its time is kept on (the other side is never used).
const OWN: Color = Color::Black;

/// Time given past a clock's allowance before the referee stops waiting: the move is out of
/// time either way, this only lets a just-late answer be read and reported as such.
fn slack(clocked: bool) -> Duration {
    if clocked {
        Duration::from_millis(250)
    } else {
        Duration::ZERO
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn adjudication_settings_read_with_defaults_and_refuse_nonsense() {
        use super::Adjudicate;
        let a = Adjudicate::parse("30").unwrap();
        assert_eq!((a.margin, a.checks, a.from), (30.0, Adjudicate::CHECKS, Adjudicate::FROM));
        let a = Adjudicate::parse("10.5:2:0").unwrap();
        assert_eq!((a.margin, a.checks, a.from), (10.5, 2, 0));
        for bad in ["", "0", "-3", "x", "5:0", "5:2:x", "5:2:3:4", "inf"] {
            assert!(Adjudicate::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn days_since_1970_are_civil_dates() {
        assert_eq!(super::civil(0), "1970-01-01");
        assert_eq!(super::civil(59), "1970-03-01");
        // 2000 was a leap year (divisible by 400): 29 February exists.
        assert_eq!(super::civil(11_016), "2000-02-29");
        assert_eq!(super::civil(20_791), "2026-12-04");
        assert_eq!(super::civil(-1), "1969-12-31");
    }
}
