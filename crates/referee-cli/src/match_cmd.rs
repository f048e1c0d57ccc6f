//! `referee match`: plays the games (`arena::runner`), writes each record as it finishes,
//! re-judges every record with the library `referee judge` uses, and prints the table.

use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::cli::{MatchArgs, OpeningsOrder, TableFormat};
use crate::exit;
use crate::info::Info;
use crate::journal::{self, DirLock};
use crate::output::{self, warn};
use crate::progress::{self, Progress, Showing};
use arena::rules::Board;
use arena::runner::{self, Ending, Finished, Spec};

fn usage(message: impl std::fmt::Display) -> ExitCode {
    warn(format_args!("referee match: {message}"));
    ExitCode::from(exit::BAD_INPUT)
}

/// What a match is played with, saved in `DIR/match.json` so that `--resume DIR` plays the
/// same match.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Plan {
    pub engine_a: String,
    pub engine_b: String,
    pub rules: String,
    pub sets: Vec<String>,
    /// `--set-a` and `--set-b`: clock keys for engine A's and engine B's clock alone, on top of
    /// `sets` (absent in plans written before engines had clocks of their own: none; left out
    /// when empty, so that a plan without time odds reads as before).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sets_a: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sets_b: Vec<String>,
    /// `--info-a` and `--info-b`: each engine's own Gomocup `INFO` pairs (absent in plans
    /// written before them: none).
    #[serde(default, skip_serializing_if = "Info::is_empty")]
    pub info_a: Info,
    #[serde(default, skip_serializing_if = "Info::is_empty")]
    pub info_b: Info,
    /// `--gtp-a` and `--gtp-b`: GTP commands sent to engine A and engine B after they start and
    /// after each `clear_board` (left out when empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gtp_a: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gtp_b: Vec<String>,
    pub games: usize,
    pub concurrency: usize,
    /// Made absolute, so that a resume from another folder reads the same file.
    pub openings: Option<std::path::PathBuf>,
    /// `--openings-order`, `--seed` and `--openings-start` (absent in plans written before
    /// openings had an order, and whenever they are left at their defaults: the file's order
    /// from its first opening).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub openings_order: Option<arena::opening::Arrangement>,
    pub hang_timeout: f64,
    pub sprt: Option<String>,
    /// `--restart-engines`: every game starts its engines afresh (absent in plans written
    /// before engines were kept: false).
    #[serde(default)]
    pub restart_engines: bool,
    /// `--adjudicate-score MARGIN[:CHECKS[:FROM]]`: Go games end early when both engines'
    /// `final_score` agree (absent in plans written before it, and when not given: off).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adjudicate_score: Option<String>,
}

/// The plan file in the output directory.
pub const PLAN: &str = "match.json";

pub fn run(cli: &MatchArgs) -> ExitCode {
    let signals = Signals::watch();
    if cli.seed.is_some() && cli.openings_order != OpeningsOrder::Random {
        return usage("--seed orders the openings at random: give it with --openings-order random");
    }
    if cli.engines.is_some() || !cli.engine.is_empty() {
        return crate::tournament::run(cli, &signals);
    }
    if let Some(dir) = &cli.resume {
        if dir.join(crate::tournament::PLAN).exists() {
            if cli.rating_interval.is_some() {
                return usage(format_args!(
                    "--rating-interval is for a match of two engines, and {} holds a tournament",
                    dir.display()
                ));
            }
            return crate::tournament::run(cli, &signals);
        }
    }
    let showing =
        Showing { rating_interval: cli.rating_interval.unwrap_or(Showing::default().rating_interval) };
    let (args, output, resuming) = match &cli.resume {
        Some(dir) => match load_plan(dir) {
            Ok(plan) => (plan, dir.clone(), true),
            Err(e) => return usage(e),
        },
        None => {
            let (Some(engine_a), Some(engine_b)) = (&cli.engine_a, &cli.engine_b) else {
                return usage("give two engines (ENGINE_A ENGINE_B), or --engines FILE or --engine NAME=COMMAND for a tournament");
            };
            let info = Info::from_options(&cli.info_a, "--info-a")
                .and_then(|a| Ok((a, Info::from_options(&cli.info_b, "--info-b")?)));
            let (info_a, info_b) = match info {
                Ok(i) => i,
                Err(e) => return usage(e),
            };
            let plan = Plan {
                engine_a: engine_a.clone(),
                engine_b: engine_b.clone(),
                rules: cli.rules.clone().unwrap_or_default(),
                sets: cli.sets.clone(),
                sets_a: cli.sets_a.clone(),
                sets_b: cli.sets_b.clone(),
                info_a,
                info_b,
                gtp_a: cli.gtp_a.clone(),
                gtp_b: cli.gtp_b.clone(),
                games: cli.games,
                concurrency: cli.concurrency,
                openings: cli.openings.as_ref().map(|p| std::path::absolute(p).unwrap_or_else(|_| p.clone())),
                openings_order: openings_order(cli),
                hang_timeout: cli.hang_timeout,
                sprt: cli.sprt.clone(),
                restart_engines: cli.restart_engines,
                adjudicate_score: cli.adjudicate_score.clone(),
            };
            (plan, cli.output.clone().unwrap_or_default(), false)
        }
    };
    let played = match play_showing(&args, &output, resuming, None, &signals, None, showing) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let shown = match cli.format {
        TableFormat::Text => &played.text,
        TableFormat::Json => &played.json,
    };
    let worst = if played.interrupted { exit::INTERRUPTED } else { played.worst };
    match output::print(shown) {
        Ok(()) => ExitCode::from(worst),
        Err(e) => output::failed(&e, worst),
    }
}

/// The order of the openings the flags ask for, `None` for the default (the file's order from
/// its first opening), so that a plan that asks nothing more reads as before.
pub fn openings_order(cli: &MatchArgs) -> Option<arena::opening::Arrangement> {
    let order = arena::opening::Arrangement {
        order: match cli.openings_order {
            OpeningsOrder::Sequential => arena::opening::Order::Sequential,
            OpeningsOrder::Random => arena::opening::Order::Random,
        },
        seed: cli.seed.unwrap_or(arena::opening::DEFAULT_SEED),
        start: cli.openings_start,
    };
    (order != arena::opening::Arrangement::default()).then_some(order)
}

/// The flags a signal sets: `stop` (the runner starts no further game and stops the games
/// under way) and `signalled` (it was a signal, not the runner's own stop on an SPRT bound).
#[derive(Debug)]
pub struct Signals {
    pub stop: Arc<AtomicBool>,
    pub signalled: Arc<AtomicBool>,
}

impl Signals {
    /// Registers SIGINT and SIGTERM once for the whole command (a tournament plays many
    /// matches under the same handlers).
    fn watch() -> Signals {
        let s =
            Signals { stop: Arc::new(AtomicBool::new(false)), signalled: Arc::new(AtomicBool::new(false)) };
        watch_signals(&s.stop, &s.signalled);
        s
    }

    pub fn interrupted(&self) -> bool {
        self.signalled.load(Ordering::SeqCst)
    }
}

/// What one match gave: the engines' names as the table shows them, the finished games in
/// game order, the worst exit status of their verdicts, and the table in both forms (also
/// written to `table.txt` and `table.json` in the match's directory).
#[derive(Debug)]
pub struct Played {
    pub names: runner::Names,
    pub games: Vec<Finished>,
    pub worst: u8,
    pub interrupted: bool,
    pub text: String,
    pub json: String,
}

/// What a plan's settings give once checked: the SPRT, the rules, each engine's clock and the
/// openings.
#[derive(Debug)]
pub struct Checked {
    sprt: Option<arena::stats::Sprt>,
    pub chosen: arena::rules::Chosen,
    clocks: [Option<competition_rules::TimeControl>; 2],
    openings: Vec<arena::opening::Opening>,
    adjudicate: Option<runner::Adjudicate>,
}

/// Checks a match's settings before anything is started or written: counts, the hang timeout,
/// the SPRT, the profile (one the engines' protocol can play) and the openings. A tournament
/// checks its plan this way before its first pair.
pub fn check(args: &Plan) -> Result<Checked, String> {
    if args.games == 0 {
        return Err("--games must be at least 1".to_owned());
    }
    if args.concurrency == 0 {
        return Err("--concurrency must be at least 1".to_owned());
    }
    if args.concurrency > args.games {
        return Err(format!(
            "--concurrency {} is more than --games {}: at most {} games can run at once",
            args.concurrency, args.games, args.games
        ));
    }
    if !(args.hang_timeout.is_finite() && args.hang_timeout > 0.0 && args.hang_timeout <= 86_400.0) {
        return Err("--hang-timeout must be a number of seconds above 0 (at most a day)".to_owned());
    }
    let sprt = match args.sprt.as_deref().map(arena::stats::Sprt::parse).transpose() {
        Ok(s) => s,
        Err(e) => return Err(format!("--sprt: {e}")),
    };
    let chosen = arena::rules::choose(&args.rules, &args.sets)?;
    let clocks = [
        arena::rules::engine_clock(&chosen, &args.sets_a, "--set-a")?,
        arena::rules::engine_clock(&chosen, &args.sets_b, "--set-b")?,
    ];
    for (info, what) in [(&args.info_a, "--info-a"), (&args.info_b, "--info-b")] {
        check_info(info, &chosen.board, what)?;
    }
    check_gtp_options(&args.gtp_a, &chosen.board, "--gtp-a")?;
    check_gtp_options(&args.gtp_b, &chosen.board, "--gtp-b")?;
    if let Board::FiveInRow(r) = &chosen.board {
        if !matches!(
            r.opening,
            renju_rules::Opening::Free | renju_rules::Opening::Center | renju_rules::Opening::Swap2
        ) {
            return Err(format!(
                "profile {} has the {} opening, which the Gomocup protocol has no commands for \
                 (swaps and offers; only swap2 has SWAP2BOARD); play it under renju-free-opening \
                 or with --set opening=free",
                chosen.profile.name,
                r.opening.id()
            ));
        }
        if r.continuous {
            return Err(
                "continuous gomoku cannot be played over the Gomocup protocol (no replacement command)"
                    .to_owned(),
            );
        }
    }
    let openings = match &args.openings {
        None => Vec::new(),
        Some(path) => read_openings(path, &chosen.board, &args.openings_order.unwrap_or_default())?,
    };
    let adjudicate = match &args.adjudicate_score {
        None => None,
        Some(_) if matches!(chosen.board, Board::FiveInRow(_)) => {
            return Err("--adjudicate-score is for Go matches: the Gomocup protocol has no command that \
                        scores a position"
                .to_owned())
        }
        Some(text) => Some(runner::Adjudicate::parse(text).map_err(|e| format!("--adjudicate-score {e}"))?),
    };
    Ok(Checked { sprt, chosen, clocks, openings, adjudicate })
}

/// Checks an engine's own `INFO` pairs (`what`: the option or the engine, for the error): well
/// formed, and given only for a Gomocup match.
pub fn check_info(info: &Info, board: &Board, what: &str) -> Result<(), String> {
    info.check(what)?;
    if !info.is_empty() && matches!(board, Board::Go(_)) {
        return Err(format!("{what}: INFO pairs are Gomocup commands, and this is a Go (GTP) match"));
    }
    Ok(())
}

/// An engine's GTP options, checked before any engine starts: Go only, each one command on one
/// line. `what` names where they were given (a usage error, a sentence for the user).
pub fn check_gtp_options(options: &[String], board: &Board, what: &str) -> Result<(), String> {
    let Some(first) = options.first() else { return Ok(()) };
    if matches!(board, Board::FiveInRow(_)) {
        return Err(format!("{what} {first:?}: GTP options are for Go engines (GTP), not Gomocup engines"));
    }
    for o in options {
        if o.trim().is_empty() || o.contains(['\n', '\r']) {
            return Err(format!("{what} {o:?}: a GTP option is one command on one line"));
        }
        if o.split_whitespace().next().is_some_and(|w| w.bytes().all(|b| b.is_ascii_digit())) {
            return Err(format!(
                "{what} {o:?}: give the command without an id (the referee numbers its commands)"
            ));
        }
    }
    Ok(())
}

fn bad<T>(message: impl std::fmt::Display) -> Result<T, ExitCode> {
    Err(usage(message))
}

/// Plays (or, `resuming`, continues) the match `args` into `output`. `names`: the names the
/// table gives the engines (a tournament's own names), else the engines' answers to `name`
/// and `version`. `lane`: a tournament's pool of games under way, and the pair's place in it.
/// An error is the command's exit status, its message already printed.
pub fn play(
    args: &Plan,
    output: &Path,
    resuming: bool,
    names: Option<&runner::Names>,
    signals: &Signals,
    lane: Option<runner::Lane>,
) -> Result<Played, ExitCode> {
    play_showing(args, output, resuming, names, signals, lane, Showing::default())
}

/// [`play`], its progress shown as `showing` says.
pub fn play_showing(
    args: &Plan,
    output: &Path,
    resuming: bool,
    names: Option<&runner::Names>,
    signals: &Signals,
    lane: Option<runner::Lane>,
    showing: Showing,
) -> Result<Played, ExitCode> {
    let Checked { sprt, chosen, clocks, openings, adjudicate } = match check(args) {
        Ok(c) => c,
        Err(e) => return bad(e),
    };
    let spec = Spec {
        engines: [args.engine_a.clone(), args.engine_b.clone()],
        chosen,
        clocks,
        gtp: [args.gtp_a.clone(), args.gtp_b.clone()],
        games: args.games,
        concurrency: args.concurrency,
        openings,
        hang: Duration::from_secs_f64(args.hang_timeout),
        grace: Duration::from_secs(2),
        interrupt: signals.stop.clone(),
        keep: !args.restart_engines,
        info: [args.info_a.0.clone(), args.info_b.0.clone()],
        lane,
        adjudicate,
    };
    // A resumed match's directory is locked before its engines are started: a second run is
    // refused at once. A new match's directory is made (and locked) once the engines answer.
    let mut lock = None;
    if resuming {
        match DirLock::take(output) {
            Ok(l) => lock = Some(l),
            Err(e) => return bad(e),
        }
    }
    let names = match runner::preflight(&spec) {
        Ok(n) => names.cloned().unwrap_or(n),
        Err(_) if signals.interrupted() => {
            warn(format_args!("referee match: interrupted before the first game"));
            return Err(ExitCode::from(exit::INTERRUPTED));
        }
        Err(e) => return bad(e),
    };
    // A new match needs a new or empty directory, where its plan is saved; a resumed one the
    // directory of the match it continues, and its journal.
    let mut done: Vec<(Finished, String)> = Vec::new();
    let mut whole = None;
    if resuming {
        match journal::read(output) {
            Ok(j) => {
                for note in &j.notes {
                    warn(format_args!("referee match: {note}"));
                }
                done = j.games;
                whole = Some(j.whole);
            }
            Err(e) => return bad(e),
        }
    } else {
        if let Err(e) = prepare_dir(output) {
            return bad(e);
        }
        match DirLock::take(output) {
            Ok(l) => lock = Some(l),
            Err(e) => return bad(e),
        }
        // Another run may have made the directory its own between the two.
        if std::fs::read_dir(output).map_or(0, Iterator::count) > 1 {
            return bad(format_args!(
                "{}: the output directory is not empty; give a new or empty one",
                output.display()
            ));
        }
        let plan_path = output.join(PLAN);
        let text = serde_json::to_string_pretty(args).unwrap_or_default() + "\n";
        if let Err(e) = std::fs::write(&plan_path, text) {
            return bad(format_args!("cannot write {}: {e}", plan_path.display()));
        }
    }
    // Every finished game is appended to the journal as it ends, so that a run cut short by
    // anything at all leaves the list of the games it finished.
    let journal_path = output.join(journal::JOURNAL);
    let mut journal = match std::fs::OpenOptions::new().create(true).append(true).open(&journal_path) {
        Ok(f) => f,
        Err(e) => return bad(format_args!("cannot write {}: {e}", journal_path.display())),
    };
    // A last line cut short is cut off, so that the next line starts a line of its own.
    if let Some(whole) = whole {
        if journal.metadata().is_ok_and(|m| m.len() > whole) {
            if let Err(e) = journal.set_len(whole) {
                return bad(format_args!("cannot write {}: {e}", journal_path.display()));
            }
        }
    }
    let width = args.games.to_string().len().max(3);
    let pending: Vec<usize> =
        (0..args.games).filter(|n| !done.iter().any(|(g, _)| g.number == n + 1)).collect();
    if resuming {
        warn(format_args!(
            "referee match: resuming {}: {} of {} games finished, {} to play",
            output.display(),
            done.len(),
            args.games,
            pending.len()
        ));
    }
    let mut finished: Vec<(Finished, String)> = done;
    let mut write_error = None;
    // With openings, games 2k-1 and 2k play one opening with colours swapped: a pair.
    let mut options = arena::table::Options { paired: !spec.openings.is_empty(), sprt, stopped_after: None };
    // A resumed match whose finished games already decide its SPRT plays no more.
    let pending = if sprt_decided(&names, &finished, &options) {
        options.stopped_after = Some(finished.len());
        Vec::new()
    } else {
        pending
    };
    // The finished games without their records and logs, in game order: what the running
    // statistics are read from after each game.
    let mut counted: Vec<Finished> = finished.iter().map(|(g, _)| counted_only(g)).collect();
    counted.sort_by_key(|g| g.number);
    // Every record is judged again by the library `referee judge` uses, under the match's own
    // profile and keys, so the verdicts are the same lines `referee judge --format json` prints.
    let mut config = referee::Config::new().rules(&args.rules);
    // The handicap is the record's (`HA`, `AB`), not a profile key.
    for s in args.sets.iter().filter(|s| !arena::rules::is_match_key(s)) {
        config = match config.set(s) {
            Ok(c) => c,
            Err(e) => return bad(e),
        };
    }
    // DIR/index.html: the table and every finished game in the report page's viewer, written
    // again after each game, so that a browser's refresh shows the match so far.
    let mut page = crate::html::MatchPage::new(format!("referee match: {} - {}", names[0], names[1]));
    for (g, path) in &finished {
        page.game(g.number, path, &g.sgf, &config);
    }
    let mut progress = Progress::new(showing, args.games);
    progress.draw(finished.len());
    runner::run(&spec, &names, &pending, |g| {
        // A game that ends once the signal has come is not journaled: its ending may be the
        // interrupt's doing, and `--resume` plays it again.
        if signals.interrupted() {
            return false;
        }
        // The record, flushed to the disk; the game's log: what the engines said beside their
        // answers (kept out of the record), then every line between the referee and the
        // engines; then the journal line that names the record. A write that fails stops the
        // match, and the game is not journaled: `--resume` plays it again.
        let path = output.join(format!("game-{:0width$}.sgf", g.number));
        let log = output.join(format!("game-{:0width$}.log", g.number));
        let line = journal::line(&g, &names, &path);
        let written = journal::write_file(&path, g.sgf.as_bytes(), true)
            .map_err(|e| (&path, e))
            .and_then(|()| journal::write_file(&log, game_log(&g).as_bytes(), false).map_err(|e| (&log, e)))
            .and_then(|()| journal::append(&mut journal, &line).map_err(|e| (&journal_path, e)));
        if let Err((file, e)) = written {
            write_error = Some(format!("{}: {e}", file.display()));
            return false;
        }
        let (b, w) = (&names[g.black], &names[1 - g.black]);
        let number = g.number;
        let at = counted.partition_point(|c| c.number < number);
        counted.insert(at, counted_only(&g));
        let mut line =
            format!("game {}/{}: {b} (black) - {w} (white): {}  {}", number, args.games, g.result, g.comment);
        page.game(number, &path.display().to_string(), &g.sgf, &config);
        finished.push((g, path.display().to_string()));
        let done = finished.len();
        // The table of the games finished so far, in game order (pairs need their numbers):
        // the running statistics, and the SPRT's decision.
        let deciding = options.sprt.is_some() && options.stopped_after.is_none();
        let due = progress.showing.due(done);
        let t = arena::table::table(&names, &counted, &options);
        if let Err(e) = page.write(output, &arena::table::text(&t)) {
            write_error = Some(e);
            return false;
        }
        let t = (deciding || due).then_some(t);
        if let (true, Some(t)) = (due, &t) {
            line.push_str("  |  ");
            line.push_str(&progress::running(t));
        }
        progress.say(&line, done);
        let Some(test) = options.sprt else { return true };
        if options.stopped_after.is_some() {
            return false;
        }
        let Some(report) = t.and_then(|t| t.sprt) else { return true };
        if report.decision == arena::stats::Decision::Continue {
            return true;
        }
        options.stopped_after = Some(finished.len());
        progress.clear();
        warn(format_args!(
            "referee match: SPRT (elo0 {}, elo1 {}): LLR {:.3} crossed the {} bound {:.3} with {} games finished (the last: game {number}): {} \
             accepted; no further game is started, and any under way is stopped",
            test.elo0,
            test.elo1,
            report.llr,
            if report.decision == arena::stats::Decision::H1 { "upper" } else { "lower" },
            if report.decision == arena::stats::Decision::H1 { report.upper } else { report.lower },
            finished.len(),
            if report.decision == arena::stats::Decision::H1 { "H1" } else { "H0" },
        ));
        false
    });
    // What follows (the notes after the run, the table) is printed below the bar's line, blank.
    drop(progress);
    if let Some(e) = write_error {
        return bad(format_args!(
            "cannot write {e}; the match is stopped with {} of {} games finished and journaled in {}: \
             once the directory can be written again, `referee match --resume {}` plays the rest",
            finished.len(),
            args.games,
            journal_path.display(),
            output.display()
        ));
    }
    let interrupted = signals.interrupted();
    if interrupted {
        warn(format_args!(
            "referee match: interrupted: {} of {} games finished; the games under way were stopped and \
             their engines ended; the verdicts and the table are of the finished games",
            finished.len(),
            args.games
        ));
    }
    finished.sort_by_key(|(g, _)| g.number);
    let mut lines = String::new();
    let mut worst = exit::OK;
    for (g, path) in &finished {
        for v in referee::judge_bytes(path, g.sgf.as_bytes(), &config) {
            match v {
                Ok(mut verdict) => {
                    // The record's own words on how the game ended (which engine, which fault),
                    // which the SGF keeps in C[] and the judge of the record does not read.
                    verdict.notes.push(referee::note::Note::Match(g.comment.clone()));
                    // An adjudicated game stops before two passes: the referee can only estimate
                    // its end, and an estimate that misses the engines' claim is "not checkable"
                    // (agrees: null), which is accepted for it; one that refutes it is not
                    // (docs/matches.md, "Adjudication by the engines' scores").
                    let accepted = match g.ending {
                        Ending::Adjudication => verdict.agrees != Some(false),
                        _ => verdict.agrees == Some(true),
                    };
                    if !accepted {
                        worst = exit::REJECTED;
                        warn(format_args!(
                            "referee match: {path}: the record does not re-judge as agreeing ({:?}): {}",
                            verdict.result, g.result
                        ));
                    }
                    lines.push_str(&serde_json::to_string(&verdict).unwrap_or_default());
                }
                Err(f) => {
                    worst = exit::REJECTED;
                    warn(format_args!("referee match: {f}"));
                    lines.push_str(&f.to_json());
                }
            }
            lines.push('\n');
        }
    }
    let games: Vec<Finished> = finished.into_iter().map(|(g, _)| g).collect();
    let table = arena::table::table(&names, &games, &options);
    let text = arena::table::text(&table);
    let json = serde_json::to_string_pretty(&table).unwrap_or_default() + "\n";
    for (name, body) in [("verdicts.jsonl", &lines), ("table.txt", &text), ("table.json", &json)] {
        let path = output.join(name);
        if let Err(e) = std::fs::write(&path, body) {
            return bad(format_args!("cannot write {}: {e}", path.display()));
        }
    }
    if let Err(e) = page.write(output, &text) {
        return bad(format_args!("cannot write {e}"));
    }
    drop(lock);
    Ok(Played { names, games, worst, interrupted, text, json })
}

/// The text of `game-NNN.log` (docs/matches.md, "Records, verdicts and the table").
fn game_log(g: &Finished) -> String {
    let mut out = String::new();
    if !g.remarks.is_empty() {
        out.push_str("# what the engines said beside their answers\n");
        for r in &g.remarks {
            out.push_str(r);
            out.push('\n');
        }
        out.push('\n');
    }
    out.push_str("# traffic: seconds since the game started, colour, > to the engine, < from it\n");
    for t in &g.traffic {
        out.push_str(t);
        out.push('\n');
    }
    out
}

/// `g` without its record, log and words: what the table counts.
fn counted_only(g: &Finished) -> Finished {
    Finished {
        number: g.number,
        black: g.black,
        winner: g.winner,
        ending: g.ending,
        result: String::new(),
        comment: String::new(),
        sgf: String::new(),
        remarks: Vec::new(),
        traffic: Vec::new(),
    }
}

/// SIGINT, SIGTERM and SIGHUP set `stop` (the match starts no further game, stops the games
/// under way and ends their engines, then writes what it has) and `signalled`. A second signal
/// kills the engines' process groups and ends the referee at once (exit 130), as a second
/// Ctrl-C is meant to: the engines, in groups of their own, would not get the terminal's signal.
fn watch_signals(stop: &Arc<AtomicBool>, signalled: &Arc<AtomicBool>) {
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            let _ = signal_hook::flag::register(signal, signalled.clone());
            let _ = signal_hook::flag::register(signal, stop.clone());
        }
        // The flags are set in the handler itself; the second signal is acted on here, on a
        // thread of its own, where ending the engines is no handler's business.
        if let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) {
            let _ = std::thread::Builder::new().name("signals".to_owned()).spawn(move || {
                for (n, _) in signals.forever().enumerate() {
                    if n >= 1 {
                        arena::engine::end_all();
                        std::process::exit(i32::from(exit::INTERRUPTED));
                    }
                }
            });
        }
    }
    #[cfg(not(unix))]
    let _ = (stop, signalled);
}

/// Creates DIR, or accepts it when it exists and is empty: records of an earlier match left
/// beside the new ones would be judged with them.
pub fn prepare_dir(dir: &Path) -> Result<(), String> {
    match std::fs::read_dir(dir) {
        Ok(mut entries) => {
            if entries.next().is_some() {
                return Err(format!(
                    "{}: the output directory is not empty; give a new or empty one",
                    dir.display()
                ));
            }
            Ok(())
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: cannot create it: {e}", dir.display()))
        }
        Err(e) => Err(format!("{}: {e}", dir.display())),
    }
}

/// Reads and checks the openings (`arena::opening::load`: a file or a folder, every move a
/// point, every opening legal from the start) and puts them in the plan's order.
fn read_openings(
    path: &Path,
    board: &Board,
    order: &arena::opening::Arrangement,
) -> Result<Vec<arena::opening::Opening>, String> {
    let openings = arena::opening::load(path, board)?;
    order.apply(openings).map_err(|e| format!("{}: {e}", path.display()))
}

/// Whether the SPRT, if any, has already crossed a bound on `finished`.
fn sprt_decided(
    names: &runner::Names,
    finished: &[(Finished, String)],
    options: &arena::table::Options,
) -> bool {
    if options.sprt.is_none() || finished.is_empty() {
        return false;
    }
    let mut games: Vec<Finished> = finished.iter().map(|(g, _)| g.clone()).collect();
    games.sort_by_key(|g| g.number);
    let t = arena::table::table(names, &games, options);
    t.sprt.is_some_and(|s| s.decision != arena::stats::Decision::Continue)
}

/// The finished games the journal in `dir` lists, each with its record read back
/// ([`journal::read`]; its notes are left out).
///
/// # Errors
/// A sentence naming the journal's file and line.
pub fn read_journal(dir: &Path) -> Result<Vec<(Finished, String)>, String> {
    journal::read(dir).map(|j| j.games)
}

/// The plan of the match in `dir`, for `--resume`.
pub fn load_plan(dir: &Path) -> Result<Plan, String> {
    let path = dir.join(PLAN);
    let text = std::fs::read_to_string(&path).map_err(|e| {
        format!(
            "{}: {e} (--resume needs the directory of a match this version of referee started)",
            path.display()
        )
    })?;
    serde_json::from_str(&text).map_err(|e| format!("{}:{}:{}: {e}", path.display(), e.line(), e.column()))
}
