//! `referee judge`: expands the inputs, judges them on worker threads, and prints verdicts in
//! input order as they are ready, with bounded memory however many files there are.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use rayon::prelude::*;

use crate::cli::{Format, JudgeArgs, Only};
use crate::exit::{self, Worst};
use crate::output::{self, warn};
use records::ReadOptions;
use referee::draw::{Output, Style};
use referee::games::{self, Failure, Options};
use referee::lang::{self, Lang};
use referee::profile;
use referee::verdict::{count, Settled, Status, Unchecked, Verdict};

/// The most worker threads `--jobs` starts.
pub const MAX_JOBS: usize = 256;

/// Files judged together before their verdicts are printed; bounds memory on huge batches.
const CHUNK: usize = 256;

/// What judging one file produced: per game, its verdict (with its explanation under
/// `--explain`) or why it could not be read or judged. One bad game costs only its own verdict.
type Outcome = Vec<Result<(Verdict, Option<String>), Failure>>;

/// One input to judge: a file, or standard input.
#[derive(Debug, Clone)]
enum Input {
    File(PathBuf),
    Stdin,
}

impl Input {
    /// How the input is named in verdicts and errors: the path as given, `-` for stdin.
    fn shown(&self) -> String {
        match self {
            Input::File(p) => p.display().to_string(),
            Input::Stdin => "-".to_owned(),
        }
    }
}

/// Finds the inputs to judge: `-` (or `/dev/stdin`) is standard input, files are taken as
/// given, directories are searched recursively in sorted path order for the record extensions.
/// A directory with no record in it is an error: a wrong path must not pass for a clean run.
fn expand(paths: &[PathBuf]) -> Vec<Result<Input, Failure>> {
    let mut out = Vec::new();
    for p in paths {
        if p.as_os_str() == "-" || p.as_os_str() == "/dev/stdin" {
            out.push(Ok(Input::Stdin));
        } else if p.is_dir() {
            out.extend(referee::record_files(p).into_iter().map(|f| f.map(Input::File)));
        } else {
            out.push(Ok(Input::File(p.clone())));
        }
    }
    out
}

/// What `--explain` and `--lang` ask of each verdict: the explanation's style, if any.
#[derive(Debug, Clone, Copy)]
struct Telling {
    lang: Lang,
    explain: Option<Style>,
}

/// Files of a multi-game format (SGF, RIF) larger than this are read game by game on the main
/// thread and their games judged on the pool in chunks, instead of whole by one worker: memory
/// stays that of a chunk of games, not of the file's every record and verdict.
const STREAM_BYTES: u64 = 1024 * 1024;

/// Games of one streamed file judged together before their verdicts are printed.
const GAME_CHUNK: usize = 256;

/// What a worker hands back for one input: its outcome, or the input left to be streamed.
#[derive(Debug)]
enum Work {
    Done(Outcome),
    Stream(Input),
}

fn judge_file(input: &Input, read: ReadOptions, opts: &Options, telling: Telling) -> Work {
    let path = match input {
        Input::File(path) => path,
        // Standard input may be a collection of any size.
        Input::Stdin => return Work::Stream(Input::Stdin),
    };
    let format = read.format.unwrap_or_else(|| records::format_of_file(path));
    let multi = matches!(format, records::SourceFormat::Sgf | records::SourceFormat::Rif);
    if multi && std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() > STREAM_BYTES) {
        return Work::Stream(input.clone());
    }
    let shown = input.shown();
    let games = records::read_path(path, read);
    let count = games.len();
    let base = path.parent();
    let outcome = games
        .into_iter()
        .enumerate()
        .map(|(i, game)| judge_game(game, &referee::game_label(&shown, i, count), base, opts, telling))
        .collect();
    Work::Done(outcome)
}

/// Judges one game read from a file (or why it could not be read), labelled `label`.
fn judge_game(
    game: Result<records::Record, records::InputError>,
    label: &str,
    base: Option<&std::path::Path>,
    opts: &Options,
    telling: Telling,
) -> Result<(Verdict, Option<String>), Failure> {
    let record = game.map_err(|error| Failure { file: label.to_owned(), error })?;
    let profile = games::choose_profile(&record, label, base, opts)?;
    let mut verdict = games::judge_as(&record, &profile, label, opts)?;
    let explained = match telling.explain {
        Some(style) => Some(games::explain(&record, label, base, opts, &verdict, style)?),
        None => None,
    };
    lang::localize(&mut verdict, telling.lang);
    Ok((verdict, explained))
}

/// The bytes and format of an input to stream, read on the main thread.
fn stream_source(input: &Input, read: ReadOptions) -> Result<(records::SourceFormat, Vec<u8>), Failure> {
    let shown = input.shown();
    let failure = |error| Failure { file: shown.clone(), error };
    match input {
        Input::File(path) => {
            let format = read.format.unwrap_or_else(|| records::format_of_file(path));
            let bytes = records::read_bytes(path, records::size_limit(format)).map_err(failure)?;
            Ok((format, bytes))
        }
        Input::Stdin => records::stream_bytes(std::io::stdin().lock(), read).map_err(failure),
    }
}

/// Tallies for the summary line, by what was checked.
#[derive(Debug, Default)]
struct Tally {
    games: usize,
    /// Agreements: counted, checked against the ending the moves reach, taken as claimed.
    counted: usize,
    ending: usize,
    as_claimed: usize,
    disagree: usize,
    invalid: usize,
    unreadable: usize,
    /// Games whose claim was not compared, by [`Unchecked::ALL`]'s order.
    unchecked: [usize; Unchecked::ALL.len()],
}

impl Tally {
    fn see(&mut self, v: &Verdict) {
        self.games += 1;
        match (v.status, v.agrees) {
            (Status::Invalid, _) => self.invalid += 1,
            (_, Some(false)) => self.disagree += 1,
            (_, Some(true)) => match v.settled {
                Settled::Counted => self.counted += 1,
                Settled::AsClaimed(_) => self.as_claimed += 1,
                // Compared with the ending the moves reach (no other settlement agrees).
                _ => self.ending += 1,
            },
            (_, None) => {
                let why = match v.settled {
                    Settled::NotCheckable(why) => why,
                    _ => Unchecked::UnknownForm,
                };
                if let Some(i) = Unchecked::ALL.iter().position(|&u| u == why) {
                    self.unchecked[i] += 1;
                }
            }
        }
    }

    /// `5 games: 2 agree (counted), 1 agree (as claimed), 0 disagree, 1 not checkable (1 no
    /// claim), 1 invalid, 0 unreadable`: agreements by what was checked, and unchecked claims by
    /// why, each shown when there are any.
    fn line(&self) -> String {
        let mut parts = vec![];
        for (n, what) in
            [(self.counted, "counted"), (self.ending, "ending in the moves"), (self.as_claimed, "as claimed")]
        {
            if n > 0 {
                parts.push(format!("{n} agree ({what})"));
            }
        }
        if parts.is_empty() {
            parts.push("0 agree".to_owned());
        }
        parts.push(format!("{} disagree", self.disagree));
        let unchecked: usize = self.unchecked.iter().sum();
        if unchecked > 0 {
            let why: Vec<String> = Unchecked::ALL
                .iter()
                .zip(self.unchecked)
                .filter(|&(_, n)| n > 0)
                .map(|(u, n)| format!("{n} {}", u.words()))
                .collect();
            parts.push(format!("{unchecked} not checkable ({})", why.join(", ")));
        }
        parts.push(format!("{} invalid", self.invalid));
        parts.push(format!("{} unreadable", self.unreadable));
        format!("{}: {}", count(self.games + self.unreadable, "game", "games"), parts.join(", "))
    }
}

/// The notes of a verdict, one indented line each under the verdict line.
fn notes_text(v: &Verdict, lang: Lang) -> String {
    let label = match lang {
        Lang::En => "note: ",
        Lang::Zh => "注：",
    };
    v.notes.iter().map(|n| format!("  {label}{}\n", output::shown(&n.text(lang)))).collect()
}

/// `PATH:LINE:COLUMN: message`, the place left out where unknown, control characters escaped.
pub fn error_line(f: &Failure) -> String {
    let l = f.error.loc;
    let (file, message) = (output::shown(&f.file), output::shown(&f.error.message));
    if l.is_known() {
        format!("{file}:{}:{}: {message}", l.line, l.column)
    } else {
        format!("{file}: {message}")
    }
}

fn error_json(f: &Failure) -> String {
    f.to_json()
}

pub fn run(args: &JudgeArgs) -> ExitCode {
    if let Err(why) = referee::check_names(args.rules.as_deref(), &args.sets) {
        warn(format_args!("referee: {why}"));
        return ExitCode::from(exit::BAD_INPUT);
    }
    let mut sets = Vec::new();
    for s in &args.sets {
        match profile::parse_set(s) {
            Ok(o) => sets.push(o),
            Err(e) => {
                warn(format_args!("referee: {e}"));
                return ExitCode::from(exit::BAD_INPUT);
            }
        }
    }
    if args.explain && args.format != Format::Text {
        warn(format_args!(
            "referee: --explain goes with --format text (JSON and YAML verdicts stay one object per game)"
        ));
        return ExitCode::from(exit::BAD_INPUT);
    }
    let opts = Options { rules: args.rules.clone(), sets };
    let color = std::io::stdout().is_terminal();
    let telling = Telling {
        lang: Lang::from(args.lang),
        explain: args.explain.then_some(Style { output: Output::Text, lang: Lang::from(args.lang), color }),
    };
    let read = ReadOptions {
        result_from_filename: args.result_from_filename,
        format: args.input_format.map(records::SourceFormat::from),
    };
    let inputs = expand(&args.paths);
    let width = inputs.iter().map(|p| p.as_ref().map_or(0, |p| p.shown().chars().count())).max();
    let width = width.unwrap_or(0).min(60);

    // `--jobs` is a wish, not a command: more workers than MAX_JOBS only cost a thread stack
    // each, and `--jobs 100000` once spent minutes starting threads and then failed. Workers are
    // not capped by the number of files: a large collection's games are judged in parallel.
    let jobs = args.jobs.map(|n| n.clamp(1, MAX_JOBS)).unwrap_or(0);
    let pool = match rayon::ThreadPoolBuilder::new().num_threads(jobs).build() {
        Ok(p) => p,
        Err(e) => {
            warn(format_args!("referee: cannot start worker threads: {e}"));
            return ExitCode::from(exit::BAD_INPUT);
        }
    };
    // A progress line on stderr for someone watching a large text batch whose verdicts go to a
    // file; never when stdout is the terminal too (the lines would mix), never in JSON/YAML.
    let progress = args.format == Format::Text
        && inputs.len() > CHUNK
        && std::io::stderr().is_terminal()
        && !std::io::stdout().is_terminal();
    let mut done = 0usize;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut worst = Worst::default();
    let mut tally = Tally::default();
    let mut junit = crate::ci_formats::Junit::default();
    // A failed write ends the batch before the next file is judged (output::failed says how);
    // `worst` only counts what was written before it.
    macro_rules! write_or_stop {
        ($write:expr) => {
            if let Err(e) = $write {
                return output::failed(&e, worst.0);
            }
        };
    }
    // One verdict or error, printed and counted.
    macro_rules! emit {
        ($judged:expr) => {
            match $judged {
                Err(f) => {
                    write_or_stop!(out.flush());
                    worst.see(exit::BAD_INPUT);
                    tally.unreadable += 1;
                    warn(format_args!("{}", error_line(&f)));
                    match args.format {
                        Format::Json => write_or_stop!(writeln!(out, "{}", error_json(&f))),
                        Format::Github => {
                            write_or_stop!(write!(out, "{}", crate::ci_formats::github_failure(&f)))
                        }
                        Format::Junit => junit.failure(&f),
                        Format::Text | Format::Yaml => {}
                    }
                }
                Ok((v, explained)) => {
                    tally.see(&v);
                    if v.rejects() {
                        worst.see(exit::REJECTED);
                    }
                    if args.only != Some(Only::Problems) || v.rejects() {
                        let lang = Lang::from(args.lang);
                        match args.format {
                            Format::Github => {
                                if let Some(a) = crate::ci_formats::github_verdict(&v, lang) {
                                    write_or_stop!(write!(out, "{a}"));
                                }
                            }
                            Format::Junit => junit.verdict(&v, lang),
                            _ => write_or_stop!(print_verdict(&mut out, &v, args.format, width, lang)),
                        }
                        if args.format == Format::Text && !args.quiet {
                            write_or_stop!(write!(out, "{}", notes_text(&v, lang)));
                        }
                        if let Some(text) = explained {
                            write_or_stop!(write!(out, "{text}"));
                        }
                    }
                }
            }
        };
    }
    for chunk in inputs.chunks(CHUNK) {
        let works: Vec<Work> = pool.install(|| {
            chunk
                .par_iter()
                .map(|input| match input {
                    Ok(input) => judge_file(input, read, &opts, telling),
                    Err(f) => Work::Done(vec![Err(f.clone())]),
                })
                .collect()
        });
        done += chunk.len();
        for work in works {
            let input = match work {
                Work::Done(outcome) => {
                    for judged in outcome {
                        emit!(judged);
                    }
                    continue;
                }
                Work::Stream(input) => input,
            };
            // A large collection: read here, game by game, each chunk of games judged on the
            // pool and printed before the next is read.
            let (format, bytes) = match stream_source(&input, read) {
                Ok(source) => source,
                Err(f) => {
                    emit!(Err::<(Verdict, Option<String>), Failure>(f));
                    continue;
                }
            };
            let shown = input.shown();
            let name = match &input {
                Input::File(p) => p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
                Input::Stdin => shown.clone(),
            };
            let base = match &input {
                Input::File(p) => p.parent(),
                Input::Stdin => None,
            };
            let mut games = records::games_of(format, &bytes, &name, read);
            // `FILE#N` labels when the file holds more than one game: known at the second.
            let first: Vec<_> = games.by_ref().take(2).collect();
            let several = first.len() > 1;
            let mut games = first.into_iter().chain(games).enumerate();
            loop {
                let batch: Vec<_> = games.by_ref().take(GAME_CHUNK).collect();
                if batch.is_empty() {
                    break;
                }
                let judged: Vec<_> = pool.install(|| {
                    batch
                        .into_par_iter()
                        .map(|(i, game)| {
                            let label = referee::game_label(&shown, i, if several { 2 } else { 1 });
                            judge_game(game, &label, base, &opts, telling)
                        })
                        .collect()
                });
                for j in judged {
                    emit!(j);
                }
            }
        }
        if progress {
            write_or_stop!(out.flush());
            output::progress(format_args!("\rjudged {done} of {} files", inputs.len()));
        }
    }
    if progress {
        output::progress(format_args!("\r{:40}\r", ""));
    }
    if tally.games + tally.unreadable == 0 {
        // Every input was a file or stream with no game: nothing was judged.
        write_or_stop!(out.flush());
        warn(format_args!("referee: no records found in the inputs given"));
        return ExitCode::from(exit::BAD_INPUT);
    }
    // With `--only problems` the summary is the one line that says the rest were judged.
    if args.format == Format::Text && (tally.games + tally.unreadable > 1 || args.only.is_some()) {
        write_or_stop!(writeln!(out, "{}", tally.line()));
    }
    match args.format {
        Format::Github => write_or_stop!(write!(out, "{}", crate::ci_formats::github_summary(&tally.line()))),
        Format::Junit => write_or_stop!(write!(out, "{}", junit.document(&tally.line()))),
        _ => {}
    }
    write_or_stop!(out.flush());
    worst.code()
}

fn print_verdict(
    out: &mut impl Write,
    v: &Verdict,
    format: Format,
    width: usize,
    lang: Lang,
) -> std::io::Result<()> {
    match format {
        // 18 columns fit the longest built-in profile name, `renju-free-opening`.
        Format::Text => writeln!(
            out,
            "{:width$}  {:<18} {}",
            output::shown(&v.file),
            v.rules,
            output::shown(&lang::summary(v, lang))
        ),
        Format::Json => {
            // A verdict line is 1-2 KB: one allocation of that size, not a doubling series.
            let mut line = Vec::with_capacity(4096);
            match serde_json::to_writer(&mut line, v) {
                Ok(()) => line.push(b'\n'),
                Err(e) => line = format!("{{\"error\":\"{e}\"}}\n").into_bytes(),
            }
            out.write_all(&line)
        }
        Format::Yaml => {
            let doc = serde_saphyr::to_string(v).unwrap_or_else(|e| format!("error: {e}\n"));
            write!(out, "---\n{doc}")
        }
        // Written by the batch loop (ci_formats): an annotation or a test case, not a line.
        Format::Github | Format::Junit => Ok(()),
    }
}
