//! `referee judge`: expands the inputs, judges them on worker threads, and prints verdicts in
//! input order as they are ready, with bounded memory however many files there are.

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use rayon::prelude::*;

use crate::cli::{Format, JudgeArgs, Only};
use crate::exit::{self, Worst};
use crate::output::{self, warn};
use records::ReadOptions;
use referee::batch::{self, Batch, Event, Executor, Judged, Summary};
use referee::draw::{Output, Style};
use referee::lang::{self, Lang};
use referee::profile;
use referee::verdict::Verdict;
use referee::Config;
use referee::{Failure, Options};

/// The most worker threads `--jobs` starts.
pub const MAX_JOBS: usize = 256;

/// The CLI's workers as the batch layer's executor: a chunk's items judged in parallel on the
/// thread pool, their results in the items' order; with `--jobs 1`, on the main thread, so that
/// a single-threaded run starts no thread (nor the allocator arena a new thread brings).
enum Pool {
    Threads(rayon::ThreadPool),
    Here,
}

impl Executor for Pool {
    fn map<T: Send, R: Send>(&self, items: Vec<T>, f: &(dyn Fn(T) -> R + Sync)) -> Vec<R> {
        match self {
            Pool::Threads(pool) => pool.install(|| items.into_par_iter().map(f).collect()),
            Pool::Here => referee::batch::InOrder.map(items, f),
        }
    }

    fn threads(&self) -> usize {
        match self {
            Pool::Threads(pool) => pool.current_num_threads(),
            Pool::Here => 1,
        }
    }

    /// The items judged on the pool's threads while this thread prints what came before.
    fn overlap<T: Send, R: Send, O>(
        &self,
        items: Vec<T>,
        f: &(dyn Fn(T) -> R + Sync),
        meanwhile: &mut dyn FnMut() -> O,
    ) -> (Vec<R>, O) {
        match self {
            Pool::Threads(pool) => {
                let mut results = Vec::new();
                let out = pool.in_place_scope(|scope| {
                    let results = &mut results;
                    scope.spawn(move |_| *results = items.into_par_iter().map(f).collect());
                    meanwhile()
                });
                (results, out)
            }
            Pool::Here => {
                let out = meanwhile();
                (self.map(items, f), out)
            }
        }
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
    error_line_in(f, Lang::En)
}

/// [`error_line`] in `lang`: the message in Chinese where it was made as a value
/// (`referee::lang::errors`, `records::messages`), else as written.
pub fn error_line_in(f: &Failure, lang: Lang) -> String {
    let l = f.error.loc;
    let text = lang::errors::text(&f.error, lang);
    let (file, message) = (output::shown(&f.file), output::shown(&text));
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
    // The names given are checked before any record is read, their errors in `--lang` too.
    let said = Lang::from(args.lang);
    if let Err(why) = referee::check_names_typed(args.rules.as_deref(), &args.sets) {
        warn(format_args!("referee: {}", lang::errors::text(&why, said)));
        return ExitCode::from(exit::BAD_INPUT);
    }
    let mut sets = Vec::new();
    for s in &args.sets {
        match profile::parse_set_typed(s) {
            Ok(o) => sets.push(o),
            Err(e) => {
                warn(format_args!("referee: {}", lang::errors::text(&e, said)));
                return ExitCode::from(exit::BAD_INPUT);
            }
        }
    }
    if let Err(e) = referee::check_profile_folders(&args.profiles) {
        warn(format_args!("referee: {}", lang::errors::text(&e, said)));
        return ExitCode::from(exit::BAD_INPUT);
    }
    if args.explain && args.format != Format::Text {
        let error = records::error!(lang::errors::EXPLAIN_TEXT_ONLY, records::Loc::UNKNOWN);
        warn(format_args!("referee: {}", lang::errors::text(&error, said)));
        return ExitCode::from(exit::BAD_INPUT);
    }
    let config = Config {
        options: Options {
            rules: args.rules.clone(),
            sets,
            profiles: args.profiles.clone(),
            ..Options::default()
        },
        read: ReadOptions {
            result_from_filename: args.result_from_filename,
            format: args.input_format.map(records::SourceFormat::from),
        },
    };
    let color = std::io::stdout().is_terminal();
    let lang = Lang::from(args.lang);
    let judging = Batch {
        config: &config,
        lang,
        explain: args.explain.then_some(Style { output: Output::Text, lang, color }),
    };
    // The inputs are walked as they are judged (memory stays flat however many files there
    // are); text output first walks them once more for the width of the file column and the
    // count the progress line shows, both of which need them all.
    let (count, width) = match args.format {
        Format::Text => survey(&args.paths),
        _ => (0, 0),
    };

    // `--jobs` is a wish, not a command: more workers than MAX_JOBS only cost a thread stack
    // each, and `--jobs 100000` once spent minutes starting threads and then failed. Workers are
    // not capped by the number of files: a large collection's games are judged in parallel.
    let jobs = args.jobs.map(|n| n.clamp(1, MAX_JOBS)).unwrap_or(0);
    let pool = if jobs == 1 {
        Pool::Here
    } else {
        match rayon::ThreadPoolBuilder::new().num_threads(jobs).build() {
            Ok(p) => Pool::Threads(p),
            Err(e) => {
                warn(format_args!(
                    "referee: {}",
                    crate::words::say(&crate::words::THREADS, lang, &[e.to_string()])
                ));
                return ExitCode::from(exit::BAD_INPUT);
            }
        }
    };
    // A progress line on stderr for someone watching a large text batch whose verdicts go to a
    // file; never when stdout is the terminal too (the lines would mix), never in JSON/YAML.
    let progress = args.format == Format::Text
        && count > batch::CHUNK
        && std::io::stderr().is_terminal()
        && !std::io::stdout().is_terminal();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut worst = Worst::default();
    let mut summary = Summary::default();
    let mut junit = crate::ci_formats::Junit::default();
    // The JSON line of each verdict is built here, one buffer for the whole batch.
    let mut line = Vec::new();
    // One verdict or error, printed and counted. A failed write ends the batch before the next
    // file is judged (output::failed says how); `worst` only counts what was written before it.
    let ran = judging.run(batch::inputs(&args.paths), &pool, |event| -> std::io::Result<()> {
        let judged = match event {
            Event::Judged(judged) => judged,
            Event::ChunkDone { done } => {
                if progress {
                    out.flush()?;
                    let args = [done.to_string(), count.to_string()];
                    output::progress(format_args!(
                        "\r{}",
                        crate::words::say(&crate::words::PROGRESS, lang, &args)
                    ));
                }
                return Ok(());
            }
        };
        summary.see(&judged);
        match judged {
            Err(f) => {
                out.flush()?;
                worst.see(exit::BAD_INPUT);
                warn(format_args!("{}", error_line_in(&f, lang)));
                match args.format {
                    Format::Json => writeln!(out, "{}", error_json(&f))?,
                    Format::Github => write!(out, "{}", crate::ci_formats::github_failure(&f))?,
                    Format::Junit => junit.failure(&f),
                    Format::Text | Format::Yaml => {}
                }
            }
            Ok(Judged { verdict: v, explained }) => {
                if v.rejects() {
                    worst.see(exit::REJECTED);
                }
                if args.only != Some(Only::Problems) || v.rejects() {
                    match args.format {
                        Format::Github => {
                            if let Some(a) = crate::ci_formats::github_verdict(&v, lang) {
                                write!(out, "{a}")?;
                            }
                        }
                        Format::Junit => junit.verdict(&v, lang),
                        _ => print_verdict(&mut out, &mut line, &v, args.format, width, lang)?,
                    }
                    if args.format == Format::Text && !args.quiet {
                        write!(out, "{}", notes_text(&v, lang))?;
                    }
                    if let Some(text) = explained {
                        write!(out, "{text}")?;
                    }
                }
            }
        }
        Ok(())
    });
    macro_rules! write_or_stop {
        ($write:expr) => {
            if let Err(e) = $write {
                return output::failed(&e, worst.0);
            }
        };
    }
    write_or_stop!(ran);
    if progress {
        output::progress(format_args!("\r{:40}\r", ""));
    }
    if summary.total() == 0 {
        // Every input was a file or stream with no game: nothing was judged.
        write_or_stop!(out.flush());
        let error = records::error!(lang::errors::NO_RECORDS_GIVEN, records::Loc::UNKNOWN);
        warn(format_args!("referee: {}", lang::errors::text(&error, lang)));
        return ExitCode::from(exit::BAD_INPUT);
    }
    // With `--only problems` the summary is the one line that says the rest were judged. The
    // machine formats (GitHub annotations, JUnit) keep it in English, as their tools read it.
    if args.format == Format::Text && (summary.total() > 1 || args.only.is_some()) {
        write_or_stop!(writeln!(out, "{}", summary.render(lang)));
    }
    match args.format {
        Format::Github => {
            write_or_stop!(write!(out, "{}", crate::ci_formats::github_summary(&summary.render(Lang::En))))
        }
        Format::Junit => write_or_stop!(write!(out, "{}", junit.document(&summary.render(Lang::En)))),
        _ => {}
    }
    write_or_stop!(out.flush());
    worst.code()
}

/// How many inputs `paths` expand to, and the width of the file column of text output: the
/// longest name shown, at most 60 columns.
fn survey(paths: &[std::path::PathBuf]) -> (usize, usize) {
    let (mut count, mut width) = (0, 0);
    for input in batch::inputs(paths) {
        count += 1;
        width = width.max(input.as_ref().map_or(0, |p| p.shown().chars().count()));
    }
    (count, width.min(60))
}

/// Prints one verdict; a JSON line is built whole in `line` (cleared first) before it is written,
/// so that a verdict that cannot be serialized writes an error line instead of half of one.
fn print_verdict(
    out: &mut impl Write,
    line: &mut Vec<u8>,
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
            // A verdict line is 1-2 KB: the buffer grows to that once per batch, not per verdict.
            line.clear();
            match serde_json::to_writer(&mut *line, v) {
                Ok(()) => line.push(b'\n'),
                Err(e) => *line = format!("{{\"error\":\"{e}\"}}\n").into_bytes(),
            }
            out.write_all(line)
        }
        Format::Yaml => {
            let doc = serde_saphyr::to_string(v).unwrap_or_else(|e| format!("error: {e}\n"));
            write!(out, "---\n{doc}")
        }
        // Written by the batch loop (ci_formats): an annotation or a test case, not a line.
        Format::Github | Format::Junit => Ok(()),
    }
}
