//! `referee judge`: expands the inputs, judges them on worker threads, and prints verdicts in
//! input order as they are ready, with bounded memory however many files there are.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use rayon::prelude::*;

use crate::cli::{Format, JudgeArgs};
use crate::exit::{self, Worst};
use crate::output::{self, warn};
use records::ReadOptions;
use records::{InputError, Loc};
use referee::draw::{Output, Style};
use referee::games::{self, Failure, Options};
use referee::lang::{self, Lang};
use referee::profile;
use referee::verdict::Verdict;

/// The most worker threads `--jobs` starts.
pub const MAX_JOBS: usize = 256;

/// Files judged together before their verdicts are printed; bounds memory on huge batches.
const CHUNK: usize = 256;

/// What judging one file produced: per game, its verdict (with its explanation under
/// `--explain`) or why it could not be read or judged. One bad game costs only its own verdict.
type Outcome = Vec<Result<(Verdict, Option<String>), Failure>>;

/// Finds the files to judge: files as given, directories searched recursively in sorted path
/// order for the record extensions.
fn expand(paths: &[PathBuf]) -> Vec<Result<PathBuf, Failure>> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut found = Vec::new();
            let mut stack = vec![p.clone()];
            while let Some(dir) = stack.pop() {
                let entries = match std::fs::read_dir(&dir) {
                    Ok(e) => e,
                    Err(e) => {
                        out.push(Err(Failure {
                            file: dir.display().to_string(),
                            error: InputError::new(e.to_string(), Loc::UNKNOWN),
                        }));
                        continue;
                    }
                };
                for entry in entries.flatten() {
                    let path = entry.path();
                    let Ok(kind) = entry.file_type() else { continue };
                    if kind.is_dir() {
                        stack.push(path);
                    } else if path
                        .extension()
                        .and_then(|e| e.to_str())
                        .is_some_and(|e| records::EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
                    {
                        found.push(path);
                    }
                }
            }
            found.sort();
            out.extend(found.into_iter().map(Ok));
        } else {
            out.push(Ok(p.clone()));
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

fn judge_file(path: &Path, read: ReadOptions, opts: &Options, telling: Telling) -> Outcome {
    let shown = path.display().to_string();
    let games = records::read_path(path, read);
    let count = games.len();
    let base = path.parent();
    let mut outcome = Vec::with_capacity(count);
    for (i, game) in games.into_iter().enumerate() {
        let label = referee::game_label(&shown, i, count);
        let judged = game.map_err(|error| Failure { file: label.clone(), error }).and_then(|record| {
            let profile = games::choose_profile(&record, &label, base, opts)?;
            let mut verdict = games::judge_as(&record, &profile, &label, opts)?;
            let explained = match telling.explain {
                Some(style) => Some(games::explain(&record, &label, base, opts, &verdict, style)?),
                None => None,
            };
            lang::localize(&mut verdict, telling.lang);
            Ok((verdict, explained))
        });
        outcome.push(judged);
    }
    outcome
}

/// Tallies for the summary line.
#[derive(Debug, Default)]
struct Tally {
    games: usize,
    agree: usize,
    disagree: usize,
    invalid: usize,
    unreadable: usize,
    unchecked: usize,
}

/// `PATH:LINE:COLUMN: message`, the place left out where unknown.
pub fn error_line(f: &Failure) -> String {
    let l = f.error.loc;
    if l.is_known() {
        format!("{}:{}:{}: {}", f.file, l.line, l.column, f.error.message)
    } else {
        format!("{}: {}", f.file, f.error.message)
    }
}

fn error_json(f: &Failure) -> String {
    let l = f.error.loc;
    let value = serde_json::json!({
        "file": f.file,
        "error": {
            "message": f.error.message,
            "line": l.is_known().then_some(l.line),
            "column": l.is_known().then_some(l.column),
        }
    });
    value.to_string()
}

pub fn run(args: &JudgeArgs) -> ExitCode {
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
    let read = ReadOptions { result_from_filename: args.result_from_filename };
    let inputs = expand(&args.paths);
    let width =
        inputs.iter().map(|p| p.as_ref().map_or(0, |p| p.display().to_string().chars().count())).max();
    let width = width.unwrap_or(0).min(60);

    // `--jobs` is a wish, not a command: more workers than files, or than MAX_JOBS, only cost a
    // thread stack each, and `--jobs 100000` once spent minutes starting threads and then failed.
    let jobs = args.jobs.map(|n| n.min(inputs.len().max(1)).min(MAX_JOBS)).unwrap_or(0);
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
    // A failed write ends the batch before the next file is judged (output::failed says how);
    // `worst` only counts what was written before it.
    macro_rules! write_or_stop {
        ($write:expr) => {
            if let Err(e) = $write {
                return output::failed(&e, worst.0);
            }
        };
    }
    for chunk in inputs.chunks(CHUNK) {
        let outcomes: Vec<Outcome> = pool.install(|| {
            chunk
                .par_iter()
                .map(|input| match input {
                    Ok(path) => judge_file(path, read, &opts, telling),
                    Err(f) => vec![Err(f.clone())],
                })
                .collect()
        });
        done += chunk.len();
        for judged in outcomes.into_iter().flatten() {
            match judged {
                Err(f) => {
                    write_or_stop!(out.flush());
                    worst.see(exit::BAD_INPUT);
                    tally.unreadable += 1;
                    warn(format_args!("{}", error_line(&f)));
                    if args.format == Format::Json {
                        write_or_stop!(writeln!(out, "{}", error_json(&f)));
                    }
                }
                Ok((v, explained)) => {
                    tally.games += 1;
                    match (v.status, v.agrees) {
                        (referee::verdict::Status::Invalid, _) => tally.invalid += 1,
                        (_, Some(true)) => tally.agree += 1,
                        (_, Some(false)) => tally.disagree += 1,
                        (_, None) => tally.unchecked += 1,
                    }
                    write_or_stop!(print_verdict(&mut out, &v, args.format, width, Lang::from(args.lang)));
                    if v.rejects() {
                        worst.see(exit::REJECTED);
                    }
                    if let Some(text) = explained {
                        write_or_stop!(write!(out, "{text}"));
                    }
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
    if args.format == Format::Text && tally.games + tally.unreadable > 1 {
        let mut line = format!(
            "{} games: {} agree, {} disagree, {} invalid, {} unreadable",
            tally.games, tally.agree, tally.disagree, tally.invalid, tally.unreadable
        );
        if tally.unchecked > 0 {
            line.push_str(&format!(", {} with no claim to check", tally.unchecked));
        }
        write_or_stop!(writeln!(out, "{line}"));
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
        Format::Text => writeln!(out, "{:width$}  {:<18} {}", v.file, v.rules, lang::summary(v, lang)),
        Format::Json => {
            let line = serde_json::to_string(v).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"));
            writeln!(out, "{line}")
        }
        Format::Yaml => {
            let doc = serde_saphyr::to_string(v).unwrap_or_else(|e| format!("error: {e}\n"));
            write!(out, "---\n{doc}")
        }
    }
}
