//! Arguments taken as plain Python objects and checked here, so that a value of the wrong type
//! raises `TypeError` naming the parameter and what it accepts, in the words of this package's
//! documentation, never in pyo3's ("Can't extract `str` to `Vec`" reached players before).

use std::path::PathBuf;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyByteArray, PyBytes, PyFloat, PyInt, PyList, PyMapping, PyString, PyTuple};

/// What `source` accepts, said once for `judge`, `show` and their errors.
pub const SOURCE: &str = "a path (str or os.PathLike), record bytes, or record text (str)";

/// What each item of `judge_many`'s `paths` must be.
const PATH: &str = "a path (str or os.PathLike)";

/// What `set` accepts.
const SETTINGS: &str = r#"a dict such as {"komi": 3} or a list of "KEY=VALUE" strings such as ["komi=3"]"#;

/// What a value in a `set` dict may be: what `--set KEY=VALUE` can spell.
const SETTING_VALUE: &str = "str, int, float, bool, None, or a list of those";

/// The type of `value` as Python names it: `int`, `list`, `NoneType`.
fn kind(value: &Bound<'_, PyAny>) -> String {
    value.get_type().name().map_or_else(|_| "an unknown type".to_owned(), |n| n.to_string())
}

/// `TypeError: PARAM accepts WHAT; got TYPE`.
pub fn type_error(param: &str, accepts: &str, value: &Bound<'_, PyAny>) -> PyErr {
    PyTypeError::new_err(format!("{param} accepts {accepts}; got {}", kind(value)))
}

/// A `str` parameter (`format`, `lang`, `name`): `None` when not given.
pub fn text(value: Option<&Bound<'_, PyAny>>, param: &str, accepts: &str) -> PyResult<Option<String>> {
    let Some(value) = value else { return Ok(None) };
    match value.cast::<PyString>() {
        Ok(s) => Ok(Some(s.to_str()?.to_owned())),
        Err(_) => Err(type_error(param, accepts, value)),
    }
}

/// A path given as `str` or `os.PathLike` (not bytes, which `judge` reads as records).
fn path_like(value: &Bound<'_, PyAny>) -> Option<PathBuf> {
    if let Ok(s) = value.cast::<PyString>() {
        return s.to_str().ok().map(PathBuf::from);
    }
    if value.is_instance_of::<PyBytes>() || !value.hasattr("__fspath__").unwrap_or(false) {
        return None;
    }
    value.extract().ok()
}

/// What `profiles` accepts.
const FOLDERS: &str = "a folder's path (str or os.PathLike) or an iterable of them";

/// `profiles` (`--profiles`): one folder or an iterable of them; none when not given.
pub fn profiles(value: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<PathBuf>> {
    let Some(value) = value else { return Ok(Vec::new()) };
    if let Some(path) = path_like(value) {
        return Ok(vec![path]);
    }
    let items = value.try_iter().map_err(|_| type_error("profiles", FOLDERS, value))?;
    let mut out = Vec::new();
    for item in items {
        let item = item?;
        out.push(path_like(&item).ok_or_else(|| type_error("profiles", FOLDERS, &item))?);
    }
    Ok(out)
}

/// `rules`: a built-in profile name or a profile file.
pub fn rules(value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<String>> {
    let Some(value) = value else { return Ok(None) };
    match path_like(value) {
        Some(path) => Ok(Some(path.to_string_lossy().into_owned())),
        None => Err(type_error(
            "rules",
            "a built-in profile name (see referee.profiles()) or a profile file's path (str or os.PathLike)",
            value,
        )),
    }
}

/// What a `source` argument is: a file (or directory), or the bytes of records.
pub enum Source {
    Path(PathBuf),
    Bytes(Vec<u8>),
}

/// `str` is text when it looks like a record (a line break, or SGF's opening parenthesis),
/// else a path; `bytes` are records; anything else must be an `os.PathLike`.
pub fn source(value: &Bound<'_, PyAny>) -> PyResult<Source> {
    if let Ok(b) = value.cast::<PyBytes>() {
        return Ok(Source::Bytes(b.as_bytes().to_vec()));
    }
    if let Ok(b) = value.cast::<PyByteArray>() {
        return Ok(Source::Bytes(b.to_vec()));
    }
    if let Ok(s) = value.cast::<PyString>() {
        let s = s.to_str()?;
        if s.contains('\n') || s.trim_start().starts_with('(') {
            return Ok(Source::Bytes(s.as_bytes().to_vec()));
        }
        return Ok(Source::Path(PathBuf::from(s)));
    }
    path_like(value).map(Source::Path).ok_or_else(|| type_error("source", SOURCE, value))
}

/// One item of `judge_many`'s `paths`; `index` counts from 0 as Python does.
pub fn path_item(value: &Bound<'_, PyAny>, index: usize) -> PyResult<PathBuf> {
    path_like(value).ok_or_else(|| {
        PyTypeError::new_err(format!(
            "paths accepts {PATH} or an iterable of them; item {index} is {}",
            kind(value)
        ))
    })
}

/// `paths` of `judge_many` when it is one path rather than an iterable of them.
pub fn single_path(value: &Bound<'_, PyAny>) -> PyResult<Option<PathBuf>> {
    if value.is_instance_of::<PyBytes>() || value.is_instance_of::<PyByteArray>() {
        return Err(PyTypeError::new_err(format!(
            "paths accepts {PATH} or an iterable of them; got {} (to judge record bytes, use \
             referee.judge(data, name=...))",
            kind(value)
        )));
    }
    Ok(path_like(value))
}

/// The error for a `paths` that is neither a path nor iterable.
pub fn not_paths(value: &Bound<'_, PyAny>) -> PyErr {
    type_error("paths", &format!("{PATH} or an iterable of them"), value)
}

/// `jobs`: worker threads, as `--jobs` (0 is taken as 1, as the CLI takes it).
pub fn jobs(value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<usize>> {
    count(value, "jobs", "a number of worker threads (int) or None for one per core")
}

/// `ply`: plies played before the drawn position.
pub fn ply(value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<usize>> {
    count(value, "ply", "a number of plies (int, 0 or more) or None for the end of the game")
}

/// A whole number, 0 or more: `bool` is refused although Python counts it an `int`.
fn count(value: Option<&Bound<'_, PyAny>>, param: &str, accepts: &str) -> PyResult<Option<usize>> {
    let Some(value) = value else { return Ok(None) };
    if value.is_instance_of::<PyBool>() || !value.is_instance_of::<PyInt>() {
        return Err(type_error(param, accepts, value));
    }
    match value.extract::<usize>() {
        Ok(n) => Ok(Some(n)),
        Err(_) => Err(PyValueError::new_err(format!("{param} accepts {accepts}; got {value}"))),
    }
}

/// `set`: the `--set KEY=VALUE` texts, from a mapping of keys to values or from the texts.
pub fn settings(value: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<String>> {
    let Some(value) = value else { return Ok(Vec::new()) };
    if let Ok(s) = value.cast::<PyString>() {
        // A `str` is iterable, character by character: refused rather than read as "k", "o", ...
        return Err(PyTypeError::new_err(format!(
            "set accepts {SETTINGS}; got the str {} (put one setting in a list: [{}])",
            s.repr()?,
            s.repr()?
        )));
    }
    if let Ok(map) = value.cast::<PyMapping>() {
        let mut out = Vec::new();
        for item in map.items()?.iter() {
            let (key, v): (Bound<'_, PyAny>, Bound<'_, PyAny>) = item.extract()?;
            let Ok(key) = key.cast::<PyString>() else {
                return Err(PyTypeError::new_err(format!(
                    "set accepts {SETTINGS}; the key {} is {}, not a setting name (str)",
                    key.repr()?,
                    kind(&key)
                )));
            };
            let text = setting_value(&v).ok_or_else(|| {
                PyTypeError::new_err(format!(
                    "set: the value of {} is {}; a value is {SETTING_VALUE}",
                    key.repr().map_or_else(|_| String::new(), |r| r.to_string()),
                    kind(&v)
                ))
            })?;
            out.push(format!("{}={text}", key.to_str()?));
        }
        return Ok(out);
    }
    if value.is_instance_of::<PyBytes>() {
        return Err(type_error("set", SETTINGS, value));
    }
    let Ok(items) = value.try_iter() else { return Err(type_error("set", SETTINGS, value)) };
    let mut out = Vec::new();
    for (i, item) in items.enumerate() {
        let item = item?;
        match item.cast::<PyString>() {
            Ok(s) => out.push(s.to_str()?.to_owned()),
            Err(_) => {
                return Err(PyTypeError::new_err(format!(
                    "set accepts {SETTINGS}; item {i} of the list is {}, not a \"KEY=VALUE\" string",
                    kind(&item)
                )))
            }
        }
    }
    Ok(out)
}

/// A Python value as the VALUE of `--set KEY=VALUE` spells it: `true`, `6.5`, `null`, `[a, b]`.
fn setting_value(v: &Bound<'_, PyAny>) -> Option<String> {
    if v.is_instance_of::<PyList>() || v.is_instance_of::<PyTuple>() {
        let items: Option<Vec<String>> =
            v.try_iter().ok()?.map(|item| item.ok().and_then(|i| scalar(&i))).collect();
        return Some(format!("[{}]", items?.join(", ")));
    }
    scalar(v)
}

fn scalar(v: &Bound<'_, PyAny>) -> Option<String> {
    if v.is_none() {
        return Some("null".to_owned());
    }
    if let Ok(b) = v.cast::<PyBool>() {
        return Some(if b.is_true() { "true" } else { "false" }.to_owned());
    }
    if v.is_instance_of::<PyInt>() || v.is_instance_of::<PyFloat>() || v.is_instance_of::<PyString>() {
        return v.str().ok().map(|s| s.to_string());
    }
    None
}
