//! `referee match --engines FILE` (or `--engine NAME=COMMAND` repeated): a tournament. Each
//! pair of engines (every pair in a round robin; the first engine against each other in a
//! gauntlet) plays a match of `--games` games in `DIR/pair-A-B/`, with everything a two-engine
//! match writes there (records, journal, verdicts, table), so that each pair can be read,
//! re-judged or resumed alone. The plan is saved in `DIR/tournament.json`; the crosstable in
//! `DIR/crosstable.txt` and `DIR/crosstable.json`. `--resume DIR` continues each unfinished pair
//! and plays the pairs not yet started (docs/matches.md, "Tournaments").

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use arena::crosstable::{self, Format};
use arena::runner::{self, Finished, Lane, Pool};

use crate::cli::{MatchArgs, TableFormat};
use crate::exit;
use crate::info::Info;
use crate::journal::DirLock;
use crate::match_cmd::{self, Plan, Signals};
use crate::output::{self, warn};

/// The tournament's plan file in its directory.
pub const PLAN: &str = "tournament.json";

/// An engine of a tournament: the name its tables give it, its command line, the clock keys
/// of its own clock (`set: [main_time=30s]`, on top of `--set`, as `--set-a` in a two-engine
/// match; none from `--engine`) and its own Gomocup `INFO` pairs (`info:`).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entrant {
    pub name: String,
    pub command: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub set: Vec<String>,
    /// A Gomocup engine's own `INFO` pairs (`info: {thread_num: 1}`), as `--info-a`.
    #[serde(default, skip_serializing_if = "Info::is_empty")]
    pub info: Info,
    /// GTP commands sent after the engine starts and after each `clear_board` (`gtp: ["level
    /// 0"]`), as `--gtp-a` in a two-engine match.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gtp: Vec<String>,
}

/// What a tournament is played with, saved so that `--resume DIR` plays the same one.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct TournamentPlan {
    format: Format,
    engines: Vec<Entrant>,
    rules: String,
    sets: Vec<String>,
    /// Games per pair.
    games: usize,
    /// Games at once across the whole tournament (each pair plays at most this many, or its
    /// `games`, at once).
    concurrency: usize,
    openings: Option<PathBuf>,
    /// The openings' order, as in a two-engine match's plan: every pair plays the same order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    openings_order: Option<arena::opening::Arrangement>,
    hang_timeout: f64,
    #[serde(default)]
    restart_engines: bool,
}

fn usage(message: impl std::fmt::Display) -> ExitCode {
    warn(format_args!("referee match: {message}"));
    ExitCode::from(exit::BAD_INPUT)
}

/// The engines of `--engines FILE` then of each `--engine NAME=COMMAND`, names checked.
fn entrants(file: Option<&Path>, options: &[String]) -> Result<Vec<Entrant>, String> {
    let mut list: Vec<Entrant> = Vec::new();
    if let Some(path) = file {
        let shown = path.display();
        let text = records::read_text(path, records::MAX_PROFILE_BYTES)
            .map_err(|e| format!("{shown}: {}", e.message))?;
        list = serde_saphyr::from_str(&text).map_err(|e| {
            format!("{shown}: {e} (expected a list of engines, each with `name:` and `command:`, and if any `set:` clock keys, `gtp:` commands and `info:` INFO pairs)")
        })?;
    }
    for option in options {
        let Some((name, command)) = option.split_once('=') else {
            return Err(format!("--engine {option:?}: expected NAME=COMMAND"));
        };
        list.push(Entrant {
            name: name.trim().to_owned(),
            command: command.trim().to_owned(),
            set: Vec::new(),
            info: Info::default(),
            gtp: Vec::new(),
        });
    }
    for (k, e) in list.iter().enumerate() {
        if e.name.is_empty() || e.command.is_empty() {
            return Err(format!("engine {}: both a name and a command are needed", k + 1));
        }
        if e.name.chars().any(char::is_control) {
            return Err(format!("engine {}: the name holds a control character", k + 1));
        }
        if list[..k].iter().any(|o| o.name == e.name) {
            return Err(format!("engine name {:?} is given twice: names tell the engines apart", e.name));
        }
    }
    if list.len() < 2 {
        return Err(format!("a tournament needs at least two engines; {} given", list.len()));
    }
    Ok(list)
}

/// The directory of pair `(a, b)`: the engines' places in the list, 1-based.
fn pair_dir(root: &Path, (a, b): (usize, usize)) -> PathBuf {
    root.join(format!("pair-{}-{}", a + 1, b + 1))
}

pub fn run(cli: &MatchArgs, signals: &Signals) -> ExitCode {
    let (plan, root, resuming) = match &cli.resume {
        Some(dir) => {
            let path = dir.join(PLAN);
            let text = match std::fs::read_to_string(&path) {
                Ok(t) => t,
                Err(e) => return usage(format_args!("{}: {e}", path.display())),
            };
            match serde_json::from_str::<TournamentPlan>(&text) {
                Ok(p) => (p, dir.clone(), true),
                Err(e) => return usage(format_args!("{}:{}:{}: {e}", path.display(), e.line(), e.column())),
            }
        }
        None => {
            let engines = match entrants(cli.engines.as_deref(), &cli.engine) {
                Ok(e) => e,
                Err(e) => return usage(e),
            };
            let plan = TournamentPlan {
                format: if cli.gauntlet { Format::Gauntlet } else { Format::RoundRobin },
                engines,
                rules: cli.rules.clone().unwrap_or_default(),
                sets: cli.sets.clone(),
                games: cli.games,
                concurrency: cli.concurrency,
                openings: cli.openings.as_ref().map(|p| std::path::absolute(p).unwrap_or_else(|_| p.clone())),
                openings_order: match_cmd::openings_order(cli),
                hang_timeout: cli.hang_timeout,
                restart_engines: cli.restart_engines,
            };
            (plan, cli.output.clone().unwrap_or_default(), false)
        }
    };
    let names: Vec<String> = plan.engines.iter().map(|e| e.name.clone()).collect();
    let pairs = plan.format.pairs(plan.engines.len());
    let match_plan = |(a, b): (usize, usize)| Plan {
        engine_a: plan.engines[a].command.clone(),
        engine_b: plan.engines[b].command.clone(),
        rules: plan.rules.clone(),
        sets: plan.sets.clone(),
        sets_a: plan.engines[a].set.clone(),
        sets_b: plan.engines[b].set.clone(),
        info_a: plan.engines[a].info.clone(),
        info_b: plan.engines[b].info.clone(),
        gtp_a: plan.engines[a].gtp.clone(),
        gtp_b: plan.engines[b].gtp.clone(),
        games: plan.games,
        concurrency: plan.concurrency.min(plan.games),
        openings: plan.openings.clone(),
        openings_order: plan.openings_order,
        hang_timeout: plan.hang_timeout,
        sprt: None,
        restart_engines: plan.restart_engines,
        adjudicate_score: None,
    };
    if pairs.is_empty() {
        return usage("a tournament needs at least two engines");
    }
    let total = pairs.len() * plan.games;
    if plan.concurrency > total {
        return usage(format_args!(
            "--concurrency {} is more than the tournament's {total} games ({} pairs of {}): at most {total} \
             games can run at once",
            plan.concurrency,
            pairs.len(),
            plan.games
        ));
    }
    // The settings are the same for every pair but the engines' own clock keys: checked once,
    // and each engine's `set:`, before anything is written.
    let shared = Plan {
        sets_a: Vec::new(),
        sets_b: Vec::new(),
        info_a: Info::default(),
        info_b: Info::default(),
        gtp_a: Vec::new(),
        gtp_b: Vec::new(),
        ..match_plan(pairs[0])
    };
    let checked = match match_cmd::check(&shared) {
        Ok(c) => c,
        Err(e) => return usage(e),
    };
    for e in &plan.engines {
        if let Err(e) =
            arena::rules::engine_clock(&checked.chosen, &e.set, &format!("engine {:?}: set:", e.name))
        {
            return usage(e);
        }
        let what = format!("engine {:?}: gtp:", e.name);
        if let Err(e) = match_cmd::check_gtp_options(&e.gtp, &checked.chosen.board, &what) {
            return usage(e);
        }
        if let Err(e) =
            match_cmd::check_info(&e.info, &checked.chosen.board, &format!("engine {:?} info", e.name))
        {
            return usage(e);
        }
    }
    // Every engine is started and asked its name before the first game and before anything is
    // written: a broken engine anywhere in the list stops the tournament now, not when its
    // first pair comes up.
    let check = runner::Check {
        board: &checked.chosen.board,
        hang: Duration::from_secs_f64(plan.hang_timeout),
        grace: Duration::from_secs(2),
        interrupt: &signals.stop,
    };
    for e in &plan.engines {
        if let Err(why) = runner::check_engine(&check, &e.command, &format!("engine {:?}", e.name), &e.gtp) {
            if signals.interrupted() {
                warn(format_args!("referee match: interrupted before the first game"));
                return ExitCode::from(exit::INTERRUPTED);
            }
            return usage(why);
        }
    }
    // The tournament's directory is locked for the whole run (each pair's too, by its match),
    // so that a second `--resume` is refused before it plays anything.
    if !resuming {
        if let Err(e) = match_cmd::prepare_dir(&root) {
            return usage(e);
        }
    }
    let lock = match DirLock::take(&root) {
        Ok(l) => l,
        Err(e) => return usage(e),
    };
    if !resuming {
        let path = root.join(PLAN);
        let text = serde_json::to_string_pretty(&plan).unwrap_or_default() + "\n";
        if let Err(e) = std::fs::write(&path, text) {
            return usage(format_args!("cannot write {}: {e}", path.display()));
        }
    }
    // What earlier runs finished, for the crosstable shown as the games go.
    let dirs: Vec<PathBuf> = pairs.iter().map(|&p| pair_dir(&root, p)).collect();
    let earlier: Vec<Vec<Finished>> = dirs
        .iter()
        .map(|d| if d.join(match_cmd::PLAN).exists() { finished_of(d) } else { Vec::new() })
        .collect();
    let interval = cli.crosstable_interval.unwrap_or(plan.games);
    let progress =
        Progress { format: plan.format, names: names.clone(), pairs: pairs.clone(), total, interval };
    let pool = Arc::new(Pool::new(plan.concurrency, progress.reporter(earlier)));
    // Pairs are taken in the list's order by up to `concurrency` pair runners; every pair's
    // games take their permits from the one pool, so at most `concurrency` games are under way
    // in the whole tournament. At `--concurrency 1` the pairs run one after another.
    let next = AtomicUsize::new(0);
    let outcomes: Mutex<Vec<Option<Result<match_cmd::Played, ExitCode>>>> =
        Mutex::new((0..pairs.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..plan.concurrency.min(pairs.len()) {
            scope.spawn(|| loop {
                if signals.stop.load(Ordering::SeqCst) {
                    return;
                }
                let k = next.fetch_add(1, Ordering::SeqCst);
                let Some(&(a, b)) = pairs.get(k) else { return };
                let started = dirs[k].join(match_cmd::PLAN).exists();
                warn(format_args!(
                    "referee match: pair {} of {}: {} - {}{}",
                    k + 1,
                    pairs.len(),
                    names[a],
                    names[b],
                    if started { " (resumed)" } else { "" }
                ));
                let pair_names = [names[a].clone(), names[b].clone()];
                let lane = Lane { pool: pool.clone(), pair: k };
                let played = match_cmd::play(
                    &match_plan((a, b)),
                    &dirs[k],
                    started,
                    Some(&pair_names),
                    signals,
                    Some(lane),
                );
                if played.is_err() {
                    // A pair that failed (a file it cannot write) stops the others.
                    signals.stop.store(true, Ordering::SeqCst);
                }
                outcomes.lock().unwrap_or_else(PoisonError::into_inner)[k] = Some(played);
            });
        }
    });
    let outcomes = outcomes.into_inner().unwrap_or_else(PoisonError::into_inner);
    let mut games: Vec<Vec<Finished>> = vec![Vec::new(); pairs.len()];
    let mut worst = exit::OK;
    let mut interrupted = signals.interrupted();
    for (k, outcome) in outcomes.into_iter().enumerate() {
        match outcome {
            Some(Ok(played)) => {
                worst = worst.max(played.worst);
                interrupted |= played.interrupted;
                games[k] = played.games;
            }
            Some(Err(code)) if !signals.interrupted() => return code,
            // A pair not reached, or stopped before its first game: what an earlier run
            // finished still counts.
            _ if dirs[k].join(match_cmd::PLAN).exists() => games[k] = finished_of(&dirs[k]),
            _ => {}
        }
    }
    let table = crosstable::crosstable(plan.format, &names, &pairs, &games);
    let text = crosstable::text(&table);
    let json = serde_json::to_string_pretty(&table).unwrap_or_default() + "\n";
    for (name, body) in [("crosstable.txt", &text), ("crosstable.json", &json)] {
        let path = root.join(name);
        if let Err(e) = std::fs::write(&path, body) {
            return usage(format_args!("cannot write {}: {e}", path.display()));
        }
    }
    // DIR/index.html: the crosstable and every pair's games in the report page's viewer (each
    // pair's own page, rewritten after each of its games, is in its folder).
    let mut config = referee::Config::new().rules(&plan.rules);
    for set in plan.sets.iter().filter(|s| !arena::rules::is_match_key(s)) {
        if let Ok(c) = config.clone().set(set) {
            config = c;
        }
    }
    let mut page = crate::html::MatchPage::new(format!("referee tournament: {}", names.join(", ")));
    let width = plan.games.to_string().len().max(3);
    for (k, pair) in games.iter().enumerate() {
        for g in pair {
            let record = dirs[k].join(format!("game-{:0width$}.sgf", g.number));
            page.game(k * (plan.games + 1) + g.number, &record.display().to_string(), &g.sgf, &config);
        }
    }
    if let Err(e) = page.write(&root, &text) {
        return usage(format_args!("cannot write {e}"));
    }
    if interrupted {
        let played: usize = games.iter().map(Vec::len).sum();
        warn(format_args!(
            "referee match: tournament interrupted: {played} of {} games finished; `referee match --resume {}` \
             plays the rest",
            pairs.len() * plan.games,
            root.display()
        ));
    }
    drop(lock);
    let shown = match cli.format {
        TableFormat::Text => &text,
        TableFormat::Json => &json,
    };
    let worst = if interrupted { exit::INTERRUPTED } else { worst };
    match output::print(shown) {
        Ok(()) => ExitCode::from(worst),
        Err(e) => output::failed(&e, worst),
    }
}

/// The crosstable shown as the games go: after every `interval` finished games of the
/// tournament (counting those of an earlier run), but not after the last, whose crosstable is
/// the command's output.
struct Progress {
    format: Format,
    names: Vec<String>,
    pairs: Vec<(usize, usize)>,
    total: usize,
    interval: usize,
}

impl Progress {
    /// What the pool calls with each finished game, starting from the games `earlier` runs
    /// finished, by pair.
    fn reporter(self, earlier: Vec<Vec<Finished>>) -> impl FnMut(usize, &Finished) + Send + 'static {
        let mut count: usize = earlier.iter().map(Vec::len).sum();
        let mut games = earlier;
        move |pair, game| {
            games[pair].push(game.clone());
            count += 1;
            if self.interval == 0 || !count.is_multiple_of(self.interval) || count >= self.total {
                return;
            }
            let mut so_far = games.clone();
            for g in &mut so_far {
                g.sort_by_key(|g| g.number);
            }
            let table = crosstable::crosstable(self.format, &self.names, &self.pairs, &so_far);
            warn(format_args!(
                "referee match: crosstable after {count} of {} games:\n{}",
                self.total,
                crosstable::text(&table).trim_end()
            ));
        }
    }
}

/// The finished games of a pair's directory (its journal), for the crosstable of a run that
/// stopped before reaching the pair again; unreadable journals count no game.
fn finished_of(dir: &Path) -> Vec<Finished> {
    let mut games: Vec<Finished> =
        match_cmd::read_journal(dir).map(|g| g.into_iter().map(|(g, _)| g).collect()).unwrap_or_default();
    games.sort_by_key(|g| g.number);
    games
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engines_come_from_the_file_then_the_options_and_names_must_differ() {
        let dir = std::env::temp_dir().join(format!("referee-entrants-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("engines.yaml");
        std::fs::write(&file, "- name: weak\n  command: gnugo --mode gtp --level 0\n").unwrap();
        let list = entrants(Some(&file), &["strong = gnugo --mode gtp --level 9".to_owned()]).unwrap();
        assert_eq!(
            list[0],
            Entrant {
                name: "weak".into(),
                command: "gnugo --mode gtp --level 0".into(),
                set: Vec::new(),
                info: Info::default(),
                gtp: Vec::new()
            }
        );
        assert_eq!(list[1].name, "strong");
        assert_eq!(list[1].command, "gnugo --mode gtp --level 9");
        let twice = entrants(Some(&file), &["weak=other".to_owned()]).unwrap_err();
        assert!(twice.contains("given twice"), "{twice}");
        let one = entrants(Some(&file), &[]).unwrap_err();
        assert!(one.contains("at least two engines; 1 given"), "{one}");
        let bad = entrants(None, &["nameonly".to_owned(), "b=c".to_owned()]).unwrap_err();
        assert!(bad.contains("expected NAME=COMMAND"), "{bad}");
        std::fs::write(&file, "- nme: weak\n  command: x\n").unwrap();
        let field = entrants(Some(&file), &[]).unwrap_err();
        assert!(field.contains("engines.yaml") && field.contains("nme"), "{field}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
