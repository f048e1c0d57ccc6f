//! `import referee`: the referee as a Python extension module. Every verdict is the Verdict the
//! CLI prints, serialized by the same `serde_json` call and read back with Python's `json`, so a
//! dict here and a line of `referee judge --format json` cannot drift apart.
//!
//! Errors follow the CLI: what makes it exit 2 for the whole call before judging anything (a
//! missing path, an unknown profile, bad `--set` text) raises an exception of its kind
//! (`UnreadableError`, `ProfileError`, `ArgumentError`: subclasses of `RefereeError`, itself a
//! `RecordError` as every such error was before the kinds); everything about one game stays that
//! game's dict. An argument of the wrong type raises `TypeError` in this
//! package's words (`args`); long calls answer Ctrl-C while they judge (`work`), and
//! `judge_many` takes its input lazily (`many`).

mod args;
mod many;
mod to_py;
mod work;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;
use rayon::prelude::*;

use records::{Games, Loc, ReadOptions, SourceFormat};
use referee::batch::{self, Batch, Input};
use referee::draw::{Output, Style};
use referee::lang::Lang;
use referee::verdict::Verdict;
use referee::Config;
use referee::{Failure, FailureKind};

use args::Source;
use many::Verdicts;
use work::Cancel;

create_exception!(
    referee,
    RecordError,
    PyValueError,
    "Input the whole call cannot go on with (a missing path, an unknown profile, bad `set` \
     text, a record `show` cannot draw); `.file`, `.line` and `.column` say where, the last two \
     `None` when unknown."
);

create_exception!(
    referee,
    RefereeError,
    RecordError,
    "The referee's errors, one subclass per kind: `UnreadableError`, `ProfileError`, \
     `ArgumentError`. A subclass of `RecordError`, which callers caught before the kinds existed."
);
create_exception!(
    referee,
    UnreadableError,
    RefereeError,
    "A record, or the file or directory that should hold one, cannot be read or understood."
);
create_exception!(
    referee,
    ProfileError,
    RefereeError,
    "A profile: an unknown name, a profile file that cannot be read, a key that does not parse."
);
create_exception!(
    referee,
    ArgumentError,
    RefereeError,
    "What the call asked does not fit: bad `set` text or a key no game has, an unknown format or \
     language, `rules` of another game, a game number the file does not hold."
);

/// The most worker threads `jobs` starts, as `referee judge --jobs`.
const MAX_JOBS: usize = 256;

/// Files judged together before their verdicts are handed out: memory stays flat however many
/// files `judge_many` is given (the CLI's chunk).
const CHUNK: usize = 256;

/// What judging one file gave: per game, its verdict or why it could not be read or judged.
type Outcome = Vec<Result<Verdict, Failure>>;

fn record_error(py: Python<'_>, kind: FailureKind, file: &str, loc: Option<Loc>, message: &str) -> PyErr {
    let known = loc.filter(|l| l.is_known());
    let text = match known {
        Some(l) => format!("{file}:{}:{}: {message}", l.line, l.column),
        None if file.is_empty() => message.to_owned(),
        None => format!("{file}: {message}"),
    };
    let err = match kind {
        FailureKind::Profile => ProfileError::new_err(text),
        FailureKind::Argument => ArgumentError::new_err(text),
        // A kind added later raises the base class until it has its own.
        FailureKind::Unreadable => UnreadableError::new_err(text),
        _ => RefereeError::new_err(text),
    };
    let value = err.value(py);
    // Setting attributes on a fresh exception object cannot fail short of memory exhaustion;
    // the error is returned either way.
    let _ = value.setattr("file", file);
    let _ = value.setattr("line", known.map(|l| l.line));
    let _ = value.setattr("column", known.map(|l| l.column));
    err
}

fn failure_error(py: Python<'_>, f: &Failure) -> PyErr {
    record_error(py, f.kind, &f.file, Some(f.error.loc), &f.error.message)
}

/// The CLI's `--rules` and `--set`, checked before any game is judged.
fn config(
    py: Python<'_>,
    rules: Option<&Bound<'_, PyAny>>,
    sets: Option<&Bound<'_, PyAny>>,
    format: Option<&str>,
    profiles: Option<&Bound<'_, PyAny>>,
) -> PyResult<Config> {
    let rules = args::rules(rules)?;
    let sets = args::settings(sets)?;
    let profiles = args::profiles(profiles)?;
    let mut config = Config::new();
    if let Err(e) = referee::check_profile_folders(&profiles) {
        return Err(record_error(py, FailureKind::Argument, "", None, &e.message));
    }
    config.options.profiles = profiles;
    // Checked as the CLI checks them, with the name meant for a slip of the keyboard: the
    // profile first, then the keys, each failing with its own kind.
    if let Err(why) = referee::check_names(rules.as_deref(), &[]) {
        return Err(record_error(py, FailureKind::Profile, rules.as_deref().unwrap_or(""), None, &why));
    }
    if let Err(why) = referee::check_names(None, &sets) {
        return Err(record_error(py, FailureKind::Argument, rules.as_deref().unwrap_or(""), None, &why));
    }
    if let Some(name) = rules.as_deref() {
        config = config.rules(name);
    }
    for s in sets {
        config = config.set(&s).map_err(|e| record_error(py, FailureKind::Argument, "", None, &e))?;
    }
    config.read.format = match format {
        None => None,
        Some("yaml" | "yml") => Some(SourceFormat::Yaml),
        Some("sgf") => Some(SourceFormat::Sgf),
        Some("psq") => Some(SourceFormat::Psq),
        Some("rif") => Some(SourceFormat::Rif),
        Some(other) => {
            return Err(record_error(
                py,
                FailureKind::Argument,
                "",
                None,
                &format!("unknown format {other:?} (yaml, sgf, psq, rif)"),
            ))
        }
    };
    Ok(config)
}

/// A verdict as the dict `json.loads` makes of its CLI line, built straight from the verdict
/// (`to_py.rs`: no line written and read back, no `json` imported).
fn verdict_dict(py: Python<'_>, v: &Verdict) -> PyResult<Py<PyAny>> {
    to_py::to_py(py, v)
}

/// An unreadable game as the CLI prints it (`error_json` in referee-cli's batch.rs).
fn failure_dict(py: Python<'_>, f: &Failure) -> PyResult<Py<PyAny>> {
    // The CLI's own JSON for the failure, as a value: the two cannot drift.
    to_py::to_py(py, &f.json())
}

fn outcome_dict(py: Python<'_>, r: &Result<Verdict, Failure>) -> PyResult<Py<PyAny>> {
    match r {
        Ok(v) => verdict_dict(py, v),
        Err(f) => failure_dict(py, f),
    }
}

/// The files of a path as `referee judge` expands an argument: a file as given, a directory
/// searched recursively in sorted path order for the record extensions (the batch layer's walk).
fn expand(path: &Path) -> Vec<Result<Input, Failure>> {
    batch::files_of(path)
}

/// A path that does not exist raises, as it would end the CLI's call with exit 2.
fn check_exists(py: Python<'_>, path: &Path) -> PyResult<()> {
    if path.exists() {
        return Ok(());
    }
    Err(record_error(
        py,
        FailureKind::Unreadable,
        &path.display().to_string(),
        None,
        "no such file or directory",
    ))
}

/// The batch layer's executor inside a job of [`work::run`]: a chunk's items judged in
/// parallel on the pool the job runs on.
struct OnPool;

impl batch::Executor for OnPool {
    fn map<T: Send, R: Send>(&self, items: Vec<T>, f: &(dyn Fn(T) -> R + Sync)) -> Vec<R> {
        items.into_par_iter().map(f).collect()
    }
}

/// The files of `inputs` judged whole by the batch layer on the current pool; once `cancel` is
/// set, files not begun are skipped and a file's remaining games too (the caller has given up on
/// the result).
fn judge_inputs(inputs: &[Result<Input, Failure>], config: &Config, cancel: &Cancel) -> Vec<Outcome> {
    let stop = || cancel.is_set();
    Batch::new(config)
        .judge_chunk(&OnPool, inputs, &stop)
        .into_iter()
        .map(|outcomes| outcomes.into_iter().map(|o| o.map(|j| j.verdict)).collect())
        .collect()
}

/// The games of bytes: by `name`'s extension (or `format`) when named, else by content under
/// the name `-`, as `referee judge -` reads standard input.
fn games_of_bytes(bytes: &[u8], name: Option<&str>, read: ReadOptions) -> (Games, String) {
    match name {
        Some(name) => {
            let format = read.format.unwrap_or_else(|| referee::format_of(name));
            let file = Path::new(name).file_name().and_then(|n| n.to_str()).unwrap_or(name);
            (records::read_bytes_as(format, bytes, file, read), name.to_owned())
        }
        None => (records::read_stream(bytes, "-", read), "-".to_owned()),
    }
}

/// Judges every game of `source` (a path, `bytes` or `str`): one dict per game, exactly the
/// keys and values of `referee judge --format json`. The judging runs on Rust threads while this
/// thread answers Ctrl-C with `KeyboardInterrupt`.
#[pyfunction]
#[pyo3(signature = (source, *, rules=None, set=None, format=None, name=None, profiles=None))]
fn judge(
    py: Python<'_>,
    source: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
    set: Option<&Bound<'_, PyAny>>,
    format: Option<&Bound<'_, PyAny>>,
    name: Option<&Bound<'_, PyAny>>,
    profiles: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyList>> {
    let source = args::source(source)?;
    let format = args::text(format, "format", "an input format name (str: yaml, sgf, psq, rif) or None")?;
    let name = args::text(name, "name", "a file name (str) or None")?;
    let config = Arc::new(config(py, rules, set, format.as_deref(), profiles)?);
    let outcomes: Vec<Outcome> = match source {
        // One file's games are judged in order on one thread; signals are still answered.
        Source::Bytes(bytes) => work::run(py, &*work::pool(Some(1))?, move |cancel| {
            let (games, file) = games_of_bytes(&bytes, name.as_deref(), config.read);
            vec![work::until_cancelled(referee::judge_games(games, file, None, &config), cancel)]
        })?,
        Source::Path(path) => {
            check_exists(py, &path)?;
            work::run(py, &*work::pool(None)?, move |cancel| judge_inputs(&expand(&path), &config, cancel))?
        }
    };
    let list = PyList::empty(py);
    for r in outcomes.iter().flatten() {
        // Turning 200,000 verdicts into dicts takes seconds of its own.
        py.check_signals()?;
        list.append(outcome_dict(py, r)?)?;
    }
    Ok(list.unbind())
}

/// Judges files and directories (expanded as `referee judge` expands them) on Rust threads
/// with the GIL released, yielding one dict per game in input order; `paths`, one path or any
/// iterable of them, is taken lazily, at most a chunk of 256 ahead of the verdicts.
#[pyfunction]
#[pyo3(signature = (paths, *, rules=None, set=None, jobs=None, profiles=None))]
fn judge_many(
    py: Python<'_>,
    paths: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
    set: Option<&Bound<'_, PyAny>>,
    jobs: Option<&Bound<'_, PyAny>>,
    profiles: Option<&Bound<'_, PyAny>>,
) -> PyResult<Verdicts> {
    let config = config(py, rules, set, None, profiles)?;
    let jobs = args::jobs(jobs)?;
    Verdicts::new(py, paths, config, jobs)
}

/// The built-in profile names, in the order `referee rules list` prints them.
#[pyfunction]
fn profiles() -> Vec<&'static str> {
    referee::profile::BUILTINS.iter().map(|(n, _)| *n).collect()
}

/// A drawn position: SVG in Jupyter (`_repr_svg_`), text or SVG as `str()`.
#[pyclass(module = "referee", frozen)]
struct Position {
    svg: String,
    text: String,
    format: Output,
}

#[pymethods]
impl Position {
    fn _repr_svg_(&self) -> String {
        self.svg.clone()
    }

    fn __str__(&self) -> String {
        match self.format {
            Output::Svg => self.svg.clone(),
            Output::Text => self.text.clone(),
        }
    }

    fn __repr__(&self) -> String {
        self.text.clone()
    }

    /// The SVG picture.
    #[getter]
    fn svg(&self) -> String {
        self.svg.clone()
    }

    /// The text drawing.
    #[getter]
    fn text(&self) -> String {
        self.text.clone()
    }
}

/// Draws the position after `ply` plies (the end when `None`) of the game in `source`, as
/// `referee show` does; `FILE#N` picks the N-th game of a collection.
#[pyfunction]
#[pyo3(signature = (source, *, ply=None, format=None, lang=None, rules=None, set=None, name=None, profiles=None))]
#[allow(clippy::too_many_arguments)]
fn show(
    py: Python<'_>,
    source: &Bound<'_, PyAny>,
    ply: Option<&Bound<'_, PyAny>>,
    format: Option<&Bound<'_, PyAny>>,
    lang: Option<&Bound<'_, PyAny>>,
    rules: Option<&Bound<'_, PyAny>>,
    set: Option<&Bound<'_, PyAny>>,
    name: Option<&Bound<'_, PyAny>>,
    profiles: Option<&Bound<'_, PyAny>>,
) -> PyResult<Position> {
    let source = args::source(source)?;
    let ply = args::ply(ply)?;
    let format = args::text(format, "format", "a drawing format (str: svg, text)")?;
    let lang = args::text(lang, "lang", "a language (str: en, zh)")?;
    let name = args::text(name, "name", "a file name (str) or None")?;
    let output = match format.as_deref().unwrap_or("svg") {
        "svg" => Output::Svg,
        "text" => Output::Text,
        other => {
            return Err(record_error(
                py,
                FailureKind::Argument,
                "",
                None,
                &format!("unknown format {other:?} (svg, text)"),
            ))
        }
    };
    let lang = match lang.as_deref().unwrap_or("en") {
        "en" => Lang::En,
        "zh" => Lang::Zh,
        other => {
            return Err(record_error(
                py,
                FailureKind::Argument,
                "",
                None,
                &format!("unknown language {other:?} (en, zh)"),
            ))
        }
    };
    let config = config(py, rules, set, None, profiles)?;
    let (games, file, number, base) = match source {
        Source::Bytes(bytes) => {
            let (games, file) = games_of_bytes(&bytes, name.as_deref(), config.read);
            (games, file, None, None)
        }
        Source::Path(mut path) => {
            let mut number = None;
            // `game.sgf#2`: the second game, when the path as written does not exist.
            if !path.exists() {
                let text = path.display().to_string();
                if let Some((file, n)) = text.rsplit_once('#') {
                    if let Ok(n) = n.parse::<usize>() {
                        path = PathBuf::from(file);
                        number = Some(n);
                    }
                }
            }
            if path.is_dir() {
                let error = records::error!(referee::lang::errors::SHOW_DIRECTORY, Loc::UNKNOWN; "show()");
                let shown = path.display().to_string();
                return Err(record_error(py, FailureKind::Unreadable, &shown, None, &error.message));
            }
            if !path.is_file() {
                return Err(record_error(
                    py,
                    FailureKind::Unreadable,
                    &path.display().to_string(),
                    None,
                    "no such file",
                ));
            }
            let games = records::read_path(&path, config.read);
            let base = path.parent().map(Path::to_path_buf);
            (games, path.display().to_string(), number, base)
        }
    };
    let record = referee::pick_game(games, &file, number).map_err(|f| failure_error(py, &f))?;
    let label = number.map_or_else(|| file.clone(), |n| format!("{file}#{n}"));
    // A ply past the end is refused as `referee show --ply N` refuses it.
    if let Some(n) = ply {
        let checked = py
            .detach(|| referee::check_ply(&record, &label, base.as_deref(), &config, &format!("ply={n}"), n));
        checked.map_err(|f| failure_error(py, &f))?;
    }
    let draw = |output| {
        referee::draw_game(
            &record,
            &label,
            base.as_deref(),
            &config,
            ply,
            Style { output, lang, color: false },
        )
    };
    let drawn = py.detach(|| draw(Output::Svg).and_then(|svg| Ok((svg, draw(Output::Text)?))));
    let (svg, text) = drawn.map_err(|f| failure_error(py, &f))?;
    Ok(Position { svg, text, format: output })
}

#[pymodule]
#[pyo3(name = "referee")]
fn referee_py(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("RecordError", m.py().get_type::<RecordError>())?;
    m.add("RefereeError", m.py().get_type::<RefereeError>())?;
    m.add("UnreadableError", m.py().get_type::<UnreadableError>())?;
    m.add("ProfileError", m.py().get_type::<ProfileError>())?;
    m.add("ArgumentError", m.py().get_type::<ArgumentError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(judge, m)?)?;
    m.add_function(wrap_pyfunction!(judge_many, m)?)?;
    m.add_function(wrap_pyfunction!(profiles, m)?)?;
    m.add_function(wrap_pyfunction!(show, m)?)?;
    m.add_class::<Verdicts>()?;
    m.add_class::<Position>()?;
    Ok(())
}
