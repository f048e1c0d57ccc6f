//! Rule profiles: the built-in ones embedded from `rules/*.yaml`, and profile files.
//!
//! A profile is read as an ordered list of `key: value` entries. `name`, `game` and
//! `description` are common; every other key belongs to the game and is checked by that
//! game's adapter (`games::settings`), the same code that applies a record's `set:` and the
//! command line's `--set`, so the three can never disagree on what a key means.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::folder::Folder;
use crate::lang::errors as E;
use records::yaml::{self, Entries, Value};
use records::{InputError, KeyValue, Loc, Located, Override};
use serde_saphyr::Spanned;

/// The game a profile is for: the verdict's [`Game`](crate::vocab::Game), under the name the
/// profile code has always used.
pub use crate::vocab::Game as GameName;

/// A profile read and checked for its common keys; game keys are checked when applied.
#[derive(Debug, Clone)]
pub struct Profile {
    pub name: Arc<str>,
    pub game: GameName,
    pub description: Arc<str>,
    /// The game-specific keys, in file order. Shared: every game of a batch starts from the same
    /// parsed profile, and only a record's rule word (`RU`) adds keys, copying them then.
    pub keys: Arc<Vec<Override>>,
    /// Where the profile came from: `built-in` or its path.
    pub origin: Arc<str>,
    /// How the profile was chosen, when a verdict should say so (a record's rule word read, or
    /// not understood); empty for a profile named outright.
    pub notes: Vec<crate::note::Note>,
}

/// The built-in profiles: name and YAML text, in the order `rules list` prints them.
pub const BUILTINS: &[(&str, &str)] = &[
    ("go-chinese", include_str!("../../../rules/go-chinese.yaml")),
    ("go-chinese-2001", include_str!("../../../rules/go-chinese-2001.yaml")),
    ("go-tromp-taylor", include_str!("../../../rules/go-tromp-taylor.yaml")),
    ("go-japanese", include_str!("../../../rules/go-japanese.yaml")),
    ("go-korean", include_str!("../../../rules/go-korean.yaml")),
    ("go-aga", include_str!("../../../rules/go-aga.yaml")),
    ("go-new-zealand", include_str!("../../../rules/go-new-zealand.yaml")),
    ("go-stone-scoring", include_str!("../../../rules/go-stone-scoring.yaml")),
    ("renju-rif", include_str!("../../../rules/renju-rif.yaml")),
    ("renju-free-opening", include_str!("../../../rules/renju-free-opening.yaml")),
    ("gomoku-freestyle", include_str!("../../../rules/gomoku-freestyle.yaml")),
    ("gomoku-standard", include_str!("../../../rules/gomoku-standard.yaml")),
    ("gomoku-continuous", include_str!("../../../rules/gomoku-continuous.yaml")),
    ("gomoku-caro", include_str!("../../../rules/gomoku-caro.yaml")),
    ("junqi", include_str!("../../../rules/junqi.yaml")),
    ("junqi-siguo", include_str!("../../../rules/junqi-siguo.yaml")),
];

/// The YAML text of a built-in profile.
pub fn builtin_text(name: &str) -> Option<&'static str> {
    BUILTINS.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
}

/// A built-in profile, parsed once per process and only when first named: a batch of
/// thousands of records names the same few profiles, and parsing YAML per record (or every
/// profile for a run that uses one) would dominate the time of a small game.
fn builtin(name: &str) -> Option<Result<Profile, ProfileError>> {
    type Parsed = std::sync::OnceLock<Result<Profile, ProfileError>>;
    static PARSED: [Parsed; BUILTINS.len()] = [const { std::sync::OnceLock::new() }; BUILTINS.len()];
    let i = BUILTINS.iter().position(|(n, _)| *n == name)?;
    let (_, text) = BUILTINS.get(i)?;
    PARSED.get(i).map(|cell| cell.get_or_init(|| parse(text, "built-in")).clone())
}

/// A profile failure and the file it is in.
#[derive(Debug, Clone)]
pub struct ProfileError {
    pub file: String,
    pub error: InputError,
}

/// Parses profile text; `origin` names it in messages.
pub fn parse(text: &str, origin: &str) -> Result<Profile, ProfileError> {
    let fail = |error: InputError| ProfileError { file: origin.to_owned(), error };
    let entries: Entries<Spanned<String>, Spanned<Value>> = yaml::parse(text).map_err(fail)?;
    let mut name = None;
    let mut game = None;
    let mut description = String::new();
    let mut keys = Vec::new();
    for (k, v) in entries.0 {
        let key = yaml::located(k);
        let vloc = yaml::loc_of(&v);
        let value = Located::new(v.value.0, vloc);
        let scalar = |value: &Located<KeyValue>| match &value.value {
            KeyValue::Scalar(s) => Ok(s.clone()),
            _ => Err(fail(records::error!(E::SINGLE_VALUE, value.loc; quote(&key.value)))),
        };
        match key.value.as_str() {
            "name" => name = Some(scalar(&value)?),
            "description" => description = scalar(&value)?,
            "game" => {
                let s = scalar(&value)?;
                game = Some(
                    GameName::parse(&s)
                        .ok_or_else(|| fail(records::error!(E::UNKNOWN_GAME, value.loc; quote(&s))))?,
                );
            }
            _ => keys.push(Override { key, value }),
        }
    }
    let game = game.ok_or_else(|| fail(records::error!(E::PROFILE_NEEDS_GAME, Loc::new(1, 1))))?;
    let name = name.unwrap_or_else(|| {
        Path::new(origin).file_stem().map_or_else(|| origin.to_owned(), |s| s.to_string_lossy().into_owned())
    });
    Ok(Profile {
        name: name.into(),
        game,
        description: description.into(),
        keys: Arc::new(keys),
        origin: origin.into(),
        notes: Vec::new(),
    })
}

pub use records::suggest::{did_you_mean, suggestion};

/// A key, value or word of the input as an error quotes it: cut to [`records::EXCERPT_CHARS`]
/// characters ([`records::excerpt`]).
pub fn quote(text: &str) -> String {
    records::excerpt(text).into_owned()
}

/// A number as an error shows it: as written when short, else in scientific form (`1e300`, not
/// three hundred digits).
pub fn number_text(x: f64) -> String {
    let plain = x.to_string();
    if plain.len() <= records::EXCERPT_CHARS {
        plain
    } else {
        format!("{x:e}")
    }
}

/// Whether a profile name is written as a file's path rather than a built-in name.
fn looks_like_path(name: &str) -> bool {
    name.ends_with(".yaml") || name.ends_with(".yml") || name.contains('/') || name.contains('\\')
}

/// The error for a name that is neither built in nor a file's path, with the closest built-in
/// name when there is one; the name is quoted cut ([`records::excerpt`]).
fn unknown_profile(name_or_path: &str, loc: Loc) -> InputError {
    let names: Vec<&str> = BUILTINS.iter().map(|(n, _)| *n).collect();
    let (name, all, all_zh) =
        (records::excerpt(name_or_path).into_owned(), names.join(", "), E::typed_list(names.iter().copied()));
    if let Some(profile) = crate::rule_sets::profile_of_rule_set(name_or_path) {
        let (en, zh) = ([name.clone(), profile.to_owned(), all], vec![name, format!("`{profile}`"), all_zh]);
        return E::composed(&E::UNKNOWN_PROFILE_RULE_SET, loc, &en, zh);
    }
    match did_you_mean(name_or_path, names.iter().copied()) {
        Some(meant) => E::composed(
            &E::UNKNOWN_PROFILE_MEANT,
            loc,
            &[name.clone(), meant.to_owned(), all],
            vec![name, format!("`{meant}`"), all_zh],
        ),
        None => E::composed(&E::UNKNOWN_PROFILE, loc, &[name.clone(), all], vec![name, all_zh]),
    }
}

/// Finds a profile by built-in name, or reads it from a path (relative paths from `base`), as the
/// user's own word names it (`--rules`, `referee gtp`, `referee match`): any file the user may
/// read. A profile a record names is [`load_named`].
pub fn load(
    name_or_path: &str,
    base: Option<&Path>,
    loc: Loc,
    from_file: &str,
) -> Result<Profile, ProfileError> {
    if let Some(p) = builtin(name_or_path) {
        return p;
    }
    if !looks_like_path(name_or_path) {
        return Err(ProfileError { file: from_file.to_owned(), error: unknown_profile(name_or_path, loc) });
    }
    let path: PathBuf = match base {
        Some(b) if Path::new(name_or_path).is_relative() => b.join(name_or_path),
        _ => PathBuf::from(name_or_path),
    };
    let shown = path.display().to_string();
    let text = records::read_text(&path, records::MAX_PROFILE_BYTES)
        .map_err(|e| ProfileError { file: shown.clone(), error: e })?;
    parse(&text, &shown)
}

/// The profile a record names at `loc` (its `rules:`): a built-in name, or a profile file looked
/// up from the record's folder and read only when it lies, by its real path, inside the folder
/// tree being judged or one of `allowed` (`--profiles`), and is a regular file
/// ([`crate::folder::resolve`]). A file refused, missing or unreadable is the record's error at
/// `loc`, quoting the record's words cut and nothing of the file; a profile read that is wrong
/// is its own error, at its line.
pub fn load_named(
    name: &str,
    folder: Folder<'_>,
    allowed: &[PathBuf],
    loc: Loc,
    from_file: &str,
) -> Result<Profile, ProfileError> {
    use crate::folder::Refused;
    if let Some(p) = builtin(name) {
        return p;
    }
    let record_error = |error| ProfileError { file: from_file.to_owned(), error };
    if !looks_like_path(name) {
        return Err(record_error(unknown_profile(name, loc)));
    }
    let written = records::excerpt(name).into_owned();
    // The inner error in both languages, in the frame `rules: NAME: ...`.
    let framed = |inner: InputError| {
        let zh = E::text(&inner, crate::lang::Lang::Zh).into_owned();
        E::composed(&E::RULES_FILE, loc, &[written.clone(), inner.message], vec![written.clone(), zh])
    };
    let real = crate::folder::resolve(name, folder, allowed).map_err(|why| {
        record_error(match why {
            Refused::Outside => {
                let tree = folder.tree().display().to_string();
                records::error!(E::RULES_OUTSIDE, loc; written, tree)
            }
            Refused::NotAFile => records::error!(E::RULES_NOT_A_FILE, loc; written),
            Refused::Missing => framed(records::error!(records::messages::NO_SUCH_FILE, Loc::UNKNOWN)),
        })
    })?;
    // Shown as the record's folder and the name (as ever), not by the real path.
    let shown = match folder.dir {
        Some(b) if Path::new(name).is_relative() => b.join(name),
        _ => PathBuf::from(name),
    };
    let shown = shown.display().to_string();
    let text = records::read_text(&real, records::MAX_PROFILE_BYTES).map_err(|e| record_error(framed(e)))?;
    parse(&text, &shown)
}

/// Parses a `--set KEY=VALUE` argument. A value in brackets is a list: `[a, b]`.
pub fn parse_set(arg: &str) -> Result<Override, String> {
    parse_set_typed(arg).map_err(|e| e.message)
}

/// [`parse_set`] with its error as a value, for a caller that prints it in a language.
pub fn parse_set_typed(arg: &str) -> Result<Override, InputError> {
    let (k, v) = arg.split_once('=').ok_or_else(|| records::error!(E::SET_FORM, Loc::UNKNOWN; quote(arg)))?;
    let (k, v) = (k.trim(), v.trim());
    if k.is_empty() {
        return Err(records::error!(E::SET_EMPTY_KEY, Loc::UNKNOWN; quote(arg)));
    }
    let value = if v == "null" || v == "~" {
        KeyValue::Null
    } else if let Some(inner) = v.strip_prefix('[').and_then(|s| s.strip_suffix(']')) {
        KeyValue::List(inner.split(',').map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()).collect())
    } else {
        KeyValue::Scalar(v.to_owned())
    };
    Ok(Override { key: Located::new(k.to_owned(), Loc::UNKNOWN), value: Located::new(value, Loc::UNKNOWN) })
}

/// Helpers for the game adapters' key parsers.
pub mod keys {
    use super::*;

    /// The scalar text of a key, or an error naming the key.
    pub fn scalar(o: &Override) -> Result<&str, InputError> {
        match &o.value.value {
            KeyValue::Scalar(s) => Ok(s.as_str()),
            _ => Err(records::error!(E::SINGLE_VALUE, o.value.loc; quote(&o.key.value))),
        }
    }

    /// `true` or `false`.
    pub fn flag(o: &Override) -> Result<bool, InputError> {
        choice(o, BOOL)
    }

    /// The words of a yes-or-no key.
    pub const BOOL: &[(&str, bool)] = &[("true", true), ("false", false)];

    /// One of a fixed set of words.
    pub fn choice<T: Copy>(o: &Override, options: &[(&str, T)]) -> Result<T, InputError> {
        let s = scalar(o)?;
        options.iter().find(|(w, _)| *w == s).map(|(_, t)| *t).ok_or_else(|| {
            let words: Vec<&str> = options.iter().map(|(w, _)| *w).collect();
            // The words listed bare in the English, each in backticks in the Chinese.
            let (key, value) = (quote(&o.key.value), quote(s));
            let (all, all_zh) = (words.join(", "), E::typed_list(words.iter().copied()));
            match super::did_you_mean(s, words.iter().copied()) {
                Some(meant) => E::composed(
                    &E::CANNOT_BE_MEANT,
                    o.value.loc,
                    &[key.clone(), value.clone(), meant.to_owned(), all],
                    vec![key, value, format!("`{meant}`"), all_zh],
                ),
                None => E::composed(
                    &E::CANNOT_BE,
                    o.value.loc,
                    &[key.clone(), value.clone(), all],
                    vec![key, value, all_zh],
                ),
            }
        })
    }

    /// A number within `lo..=hi`.
    pub fn number(o: &Override, lo: f64, hi: f64) -> Result<f64, InputError> {
        if let KeyValue::Number(x) = o.value.value {
            return if x.is_finite() && x >= lo && x <= hi {
                Ok(x)
            } else {
                Err(
                    records::error!(E::NUMBER_RANGE, o.value.loc; quote(&o.key.value), lo, hi, number_text(x)),
                )
            };
        }
        let s = scalar(o)?;
        match s.parse::<f64>() {
            Ok(x) if x.is_finite() && x >= lo && x <= hi => Ok(x),
            _ => {
                Err(records::error!(E::NUMBER_RANGE_TEXT, o.value.loc; quote(&o.key.value), lo, hi, quote(s)))
            }
        }
    }

    /// A whole number within `lo..=hi`.
    pub fn whole(o: &Override, lo: u32, hi: u32) -> Result<u32, InputError> {
        if let KeyValue::Number(x) = o.value.value {
            return if x.fract() == 0.0 && x >= f64::from(lo) && x <= f64::from(hi) {
                Ok(x as u32)
            } else {
                Err(records::error!(E::WHOLE_RANGE, o.value.loc; quote(&o.key.value), lo, hi, number_text(x)))
            };
        }
        let s = scalar(o)?;
        match s.parse::<u32>() {
            Ok(x) if x >= lo && x <= hi => Ok(x),
            _ => {
                Err(records::error!(E::WHOLE_RANGE_TEXT, o.value.loc; quote(&o.key.value), lo, hi, quote(s)))
            }
        }
    }

    /// A whole number, or null for "none".
    pub fn optional_whole(o: &Override, lo: u32, hi: u32) -> Result<Option<u32>, InputError> {
        if o.value.value == KeyValue::Null {
            return Ok(None);
        }
        whole(o, lo, hi).map(Some)
    }

    /// The error for a key the game does not have.
    pub fn unknown(o: &Override, game: &str, known: &[&str]) -> InputError {
        let (key, all) = (&o.key.value, known.join(", "));
        // The game as the Chinese names it (the English phrase is the caller's).
        let zh = match game {
            "go" => "围棋",
            "renju or gomoku" => "连珠或五子棋",
            "junqi" => "军棋",
            "four-player junqi" => "四国军棋",
            "clock" => "棋钟",
            other => other,
        };
        let meant = super::did_you_mean(key, known.iter().copied());
        let (key, game, zh) = (quote(key), game.to_owned(), zh.to_owned());
        let all_zh = E::typed_list(known.iter().copied());
        match meant {
            Some(meant) => {
                let en = [key.clone(), game, meant.to_owned(), all];
                E::composed(
                    &E::UNKNOWN_KEY_MEANT,
                    o.key.loc,
                    &en,
                    vec![key, zh, format!("`{meant}`"), all_zh],
                )
            }
            None => E::composed(&E::UNKNOWN_KEY, o.key.loc, &[key.clone(), game, all], vec![key, zh, all_zh]),
        }
    }

    /// Text of a value for `rules show` style echo.
    pub fn text(v: &KeyValue) -> String {
        match v {
            KeyValue::Null => "null".to_owned(),
            KeyValue::Scalar(s) => s.clone(),
            KeyValue::Number(x) => x.to_string(),
            KeyValue::List(l) => format!("[{}]", l.join(", ")),
        }
    }
}
