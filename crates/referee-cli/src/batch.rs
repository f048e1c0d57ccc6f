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
use referee::note::Note;
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

/// The notes of a verdict, one indented line each under the verdict line. The hint that a
/// file's name carries a Gomocup result is the same for every file of a tournament folder: it is
/// shown under the first such verdict only, and `name_hints` counts them all for the line
/// before the summary ([`MORE_RESULT_NAMES`](crate::words::MORE_RESULT_NAMES)).
fn notes_text(v: &Verdict, lang: Lang, name_hints: &mut usize) -> String {
    let label = match lang {
        Lang::En => "note: ",
        Lang::Zh => "注：",
    };
    let mut text = String::new();
    for n in &v.notes {
        if matches!(n, Note::Read(r) if matches!(r.kind, records::ReadKind::ResultInFileName { .. })) {
            *name_hints += 1;
            if *name_hints > 1 {
                continue;
            }
        }
        text.push_str(&format!("  {label}{}\n", output::shown(&n.text(lang))));
    }
    text
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
    let html = args.format == Format::Html;
    let color = std::io::stdout().is_terminal() && args.output.is_none();
    let lang = Lang::from(args.lang);
    // The page shows each game's explanation (the count, the rule cited) and steps through
    // its positions.
    let explain = if html { Some(Style { output: Output::Text, lang, color: false }) } else { None };
    let judging = Batch {
        config: &config,
        lang,
        explain: args.explain.then_some(Style { output: Output::Text, lang, color }).or(explain),
        trace: html,
    };
    // The inputs are walked as they are judged (memory stays flat however many files there
    // are); text output first walks them once more for the width of the file column and the
    // count the progress line shows, both of which need them all. `--skip-non-records` drops
    // a repository's own YAML (not a game record) on the way, counted for the summary.
    let (skipped, kept) = (std::sync::atomic::AtomicUsize::new(0), std::sync::atomic::AtomicUsize::new(0));
    let skip_non_records = args.skip_non_records;
    let read_format = config.read.format;
    let walk = || {
        batch::inputs(&args.paths).filter(|i| {
            let other = skip_non_records
                && matches!(i, Ok(batch::Input::File(p) | batch::Input::Found { path: p, .. })
                    if referee::is_other_yaml(p, read_format));
            !other
        })
    };
    let (count, width) = match args.format {
        Format::Text => survey(walk()),
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
    // `-o` never writes over a record being judged (the same file by any name).
    if let Some(out) = &args.output {
        let inputs = walk().flatten();
        let input =
            inputs.filter_map(|i| i.path().map(|p| p.to_owned())).find(|p| crate::show::same_file(p, out));
        if let Some(input) = input {
            let words = [out.display().to_string(), input.display().to_string()];
            warn(format_args!(
                "referee: {}",
                crate::words::say(&crate::words::REPORT_IS_INPUT, lang, &words)
            ));
            return ExitCode::from(exit::BAD_INPUT);
        }
    }
    let sink: Box<dyn Write> = match &args.output {
        Some(path) => match std::fs::File::create(path) {
            Ok(f) => Box::new(f),
            Err(e) => {
                let words = [path.display().to_string(), e.to_string()];
                warn(format_args!(
                    "referee: {}",
                    crate::words::say(&crate::words::CANNOT_WRITE, lang, &words)
                ));
                return ExitCode::from(exit::BAD_INPUT);
            }
        },
        None => Box::new(std::io::stdout().lock()),
    };
    let mut out = std::io::BufWriter::new(sink);
    let mut worst = Worst::default();
    let mut summary = Summary::default();
    let mut junit = crate::ci_formats::Junit::default();
    // The verdicts with the hint that their file's name carries the result (`notes_text`).
    let mut name_hints = 0;
    let mut page = crate::html::Report::default();
    // The JSON line of each verdict is built here, one buffer for the whole batch.
    let mut line = Vec::new();
    // One verdict or error, printed and counted. A failed write ends the batch before the next
    // file is judged (output::failed says how); `worst` only counts what was written before it.
    let inputs = batch::inputs(&args.paths).filter(|i| {
        let other = skip_non_records
            && matches!(i, Ok(batch::Input::File(p) | batch::Input::Found { path: p, .. })
                if referee::is_other_yaml(p, read_format));
        let counter = if other { &skipped } else { &kept };
        counter.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        !other
    });
    let ran = judging.run(inputs, &pool, |event| -> std::io::Result<()> {
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
                    Format::Html => page.failure(&f, lang),
                    Format::Text | Format::Yaml => {}
                }
            }
            Ok(Judged { verdict: v, explained, trace }) => {
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
                        Format::Html => {
                            page.verdict(&v, explained.as_deref(), trace, lang);
                            return Ok(());
                        }
                        _ => print_verdict(&mut out, &mut line, &v, args.format, width, lang)?,
                    }
                    if args.format == Format::Text && !args.quiet {
                        write!(out, "{}", notes_text(&v, lang, &mut name_hints))?;
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
    let skipped = skipped.into_inner();
    if summary.total() == 0 && kept.into_inner() == 0 && skipped > 0 {
        // `--skip-non-records` and no record among the files (a commit that changed only its
        // workflow): nothing to judge, and nothing wrong.
        let line = |lang| crate::words::say(&crate::words::NO_RECORD_AMONG, lang, &[skipped.to_string()]);
        match args.format {
            Format::Text => write_or_stop!(writeln!(out, "{}", line(lang))),
            Format::Github => {
                write_or_stop!(write!(out, "{}", crate::ci_formats::github_summary(&line(Lang::En))))
            }
            Format::Junit => write_or_stop!(write!(out, "{}", junit.document(&line(Lang::En)))),
            // An empty report: the page a reader opens still says nothing was judged.
            Format::Html => {
                write_or_stop!(write!(
                    out,
                    "{}",
                    page.document(&summary, &crate::html::Head::default(), lang)
                ))
            }
            Format::Json | Format::Yaml => {}
        }
        write_or_stop!(out.flush());
        return ExitCode::from(exit::OK);
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
    if name_hints > 1 {
        let more = [(name_hints - 1).to_string()];
        write_or_stop!(writeln!(out, "{}", crate::words::say(&crate::words::MORE_RESULT_NAMES, lang, &more)));
    }
    if args.format == Format::Text && (summary.total() > 1 || args.only.is_some()) {
        write_or_stop!(writeln!(out, "{}", summary.render(lang)));
    }
    match args.format {
        Format::Github => {
            write_or_stop!(write!(out, "{}", crate::ci_formats::github_summary(&summary.render(Lang::En))))
        }
        Format::Junit => write_or_stop!(write!(out, "{}", junit.document(&summary.render(Lang::En)))),
        Format::Html => {
            write_or_stop!(write!(out, "{}", page.document(&summary, &crate::html::Head::default(), lang)))
        }
        _ => {}
    }
    write_or_stop!(out.flush());
    worst.code()
}

/// How many inputs `paths` expand to, and the width of the file column of text output: the
/// longest name shown, at most 60 columns.
fn survey(inputs: impl Iterator<Item = Result<batch::Input, referee::Failure>>) -> (usize, usize) {
    let (mut count, mut width) = (0, 0);
    for input in inputs {
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
        // Written by the batch loop (ci_formats, html): an annotation, a test case or a row,
        // not a line.
        Format::Github | Format::Junit | Format::Html => Ok(()),
    }
}
