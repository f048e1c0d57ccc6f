//! The YAML game record (docs/contract.md §4), read with serde-saphyr under explicit limits.
//!
//! Input types deny unknown fields and avoid `untagged`/`flatten`, so that every error keeps
//! the line and column serde-saphyr gives it (STYLE.md, "Errors and exit codes").

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_saphyr::Spanned;

use crate::{
    Grab, InputError, KeyValue, Loc, Located, MoveClock, MoveEntry, MoveText, Nigiri, Override, Record,
    Setup, SourceFormat,
};

/// Parses YAML text into `T` with the referee's limits: nesting depth, node count, aliases and
/// scalar bytes are bounded by serde-saphyr's budget, so an alias bomb or a deep nest is an
/// error, not a hang.
pub fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, InputError> {
    let mut options = serde_saphyr::Options::default();
    options.with_snippet = false;
    options.alias_limits.max_total_replayed_events = 200_000;
    serde_saphyr::from_str_with_options(text, options).map_err(|e| yaml_error(&e))
}

fn yaml_error(e: &serde_saphyr::Error) -> InputError {
    let loc = e.location().map_or(Loc::UNKNOWN, |l| Loc::new(l.line() as usize, l.column() as usize));
    let mut message = e.to_string();
    // serde-saphyr may append its own " at line X column Y"; the caller prints the place first.
    if let Some(cut) = message.find(" at line ") {
        message.truncate(cut);
    }
    let message = message.lines().next().unwrap_or("not valid YAML").trim().to_owned();
    if let Some(e) = budget_error(&message, loc) {
        return e;
    }
    use crate::messages as m;
    if message.starts_with("multiple YAML documents") {
        return crate::error!(m::YAML_DOCUMENTS, loc);
    }
    if let Some(rest) = message.strip_prefix("duplicate mapping key: ") {
        let key = rest.split(", set ").next().unwrap_or(rest).trim();
        return crate::error!(m::YAML_DUPLICATE_KEY, loc; crate::excerpt(key));
    }
    let words = own_words(&message);
    // A key a record does not have, with the closest one, as `own_words` words it.
    if let Some((key, list)) =
        words.strip_prefix("unknown key `").and_then(|rest| rest.split_once("`, expected one of "))
    {
        return crate::error!(m::YAML_UNKNOWN_KEY, loc; crate::excerpt(key), list);
    }
    if let Some((key, rest)) =
        words.strip_prefix("unknown key `").and_then(|rest| rest.split_once("` (did you mean "))
    {
        if let Some((meant, list)) = rest.split_once("?), expected one of ") {
            return crate::error!(m::YAML_UNKNOWN_KEY_MEANT, loc; crate::excerpt(key), meant, list);
        }
    }
    // Any other message of the YAML library, in its words as `own_words` puts them, with what it
    // quotes of the file cut.
    crate::error!(m::YAML_OTHER, loc; crate::excerpt_quoted(&words))
}

/// A YAML library's message in the referee's words: no advice about the library's API
/// (`use from_str_multiple`, `set DuplicateKeyPolicy in Options`) and no Rust type names
/// (`invalid u32`, `expected f64`), which mean nothing to someone writing a record.
pub fn own_words(message: &str) -> String {
    // serde's `invalid type: sequence, expected ...` and `invalid value: integer `-1`, expected
    // u32`: what was expected first, then what was found, in words.
    for lead in ["invalid type: ", "invalid value: "] {
        if let Some((found, expected)) =
            message.strip_prefix(lead).and_then(|rest| rest.split_once(", expected "))
        {
            let found = found
                .replacen("sequence", "a list", 1)
                .replacen("map", "a mapping", 1)
                .replacen("string ", "text ", 1)
                .replacen("integer ", "", 1)
                .replacen("floating point ", "", 1)
                .replacen("boolean ", "", 1)
                .replacen("unit value", "nothing", 1);
            return format!("expected {}, not {found}", own_words(expected).trim_start_matches("expected "));
        }
    }
    let fixed = [
        ("expected sequence start", "expected a list"),
        ("expected mapping start", "expected a mapping (`key: value`)"),
        ("expected string scalar", "expected text"),
        ("unknown field", "unknown key"),
        ("missing field", "missing key"),
        ("there are no fields", "no key is allowed here"),
        ("unknown variant", "unknown value"),
    ];
    let mut out = message.to_owned();
    for (theirs, ours) in fixed {
        out = out.replace(theirs, ours);
    }
    // Rust's number types, as a word of their own, in words.
    let words: Vec<String> = out
        .split(' ')
        .map(|w| {
            let (core, tail) = w.split_at(w.trim_end_matches([',', ';', ':', '.']).len());
            match number_type(core) {
                Some(words) => format!("{words}{tail}"),
                None => w.to_owned(),
            }
        })
        .collect();
    let mut out = words.join(" ");
    // `unknown key `movs`, expected one of rules, ..., moves`: the closest key named.
    if let Some(rest) = out.strip_prefix("unknown key `") {
        if let Some((key, list)) = rest.split_once("`, expected one of ") {
            let hint = crate::suggest::suggestion(key, list.split(", ").map(|k| k.trim_matches('`')));
            if !hint.is_empty() {
                out = format!("unknown key `{key}`{hint}, expected one of {list}");
            }
        }
    }
    // `invalid a whole number ...` reads as what was expected.
    match out.strip_prefix("invalid a ") {
        Some(rest) if !message.contains(':') => format!("expected a {rest}"),
        _ => out,
    }
}

/// A Rust number type's name in words.
fn number_type(name: &str) -> Option<&'static str> {
    Some(match name {
        "u8" => "a whole number from 0 to 255",
        "u16" => "a whole number from 0 to 65535",
        "u32" => "a whole number from 0 to 4294967295",
        "u64" | "usize" | "u128" => "a whole number of 0 or more",
        "i8" => "a whole number from -128 to 127",
        "i16" => "a whole number from -32768 to 32767",
        "i32" => "a whole number from -2147483648 to 2147483647",
        "i64" | "isize" | "i128" => "a whole number",
        "f32" | "f64" => "a number",
        _ => return None,
    })
}

/// serde-saphyr names a breached budget in Rust syntax (`budget breached: Nodes { nodes:
/// 250001 }`); a user is told which limit the file went past, in words.
fn budget_error(message: &str, loc: Loc) -> Option<InputError> {
    use crate::messages as m;
    let breach = message.strip_prefix("budget breached: ")?;
    let what = breach.split_whitespace().next().unwrap_or(breach);
    Some(match what {
        "Nodes" => crate::error!(m::YAML_TOO_MANY_VALUES, loc),
        "Events" => crate::error!(m::YAML_TOO_MANY_EVENTS, loc),
        "Depth" => crate::error!(m::YAML_TOO_DEEP, loc),
        "Documents" => crate::error!(m::YAML_TOO_MANY_DOCUMENTS, loc),
        "Aliases" | "Anchors" | "AliasAnchorRatio" => crate::error!(m::YAML_TOO_MANY_ALIASES, loc),
        other => crate::error!(m::YAML_LIMIT, loc; other.to_ascii_lowercase()),
    })
}

pub fn loc_of<T>(s: &Spanned<T>) -> Loc {
    Loc::new(s.referenced.line() as usize, s.referenced.column() as usize)
}

pub fn located<T>(s: Spanned<T>) -> Located<T> {
    let loc = loc_of(&s);
    Located::new(s.value, loc)
}

/// A YAML mapping kept in file order as a list of entries.
#[derive(Debug)]
pub struct Entries<K, V>(pub Vec<(K, V)>);

impl<'de, K: Deserialize<'de>, V: Deserialize<'de>> Deserialize<'de> for Entries<K, V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V_<K, V>(PhantomData<(K, V)>);
        impl<'de, K: Deserialize<'de>, V: Deserialize<'de>> Visitor<'de> for V_<K, V> {
            type Value = Entries<K, V>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a mapping")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut out = Vec::new();
                while let Some(k) = map.next_key()? {
                    out.push((k, map.next_value()?));
                }
                Ok(Entries(out))
            }
        }
        d.deserialize_map(V_(PhantomData))
    }
}

/// Any scalar, kept as the text it was written as (`result: 0` and `result: B+R` alike).
#[derive(Debug, Clone, PartialEq)]
pub struct Text(pub String);

struct TextVisitor;

impl Visitor<'_> for TextVisitor {
    type Value = Text;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a single value (text or a number)")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Text, E> {
        Ok(Text(v.to_owned()))
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Text, E> {
        Ok(Text(v.to_string()))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Text, E> {
        Ok(Text(v.to_string()))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Text, E> {
        Ok(Text(v.to_string()))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Text, E> {
        Ok(Text(v.to_string()))
    }
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(TextVisitor)
    }
}

/// A profile key's value: a scalar, a list of scalars, or null.
#[derive(Debug, Clone, PartialEq)]
pub struct Value(pub KeyValue);

impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V_;
        impl<'de> Visitor<'de> for V_ {
            type Value = Value;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a value, a list of values, or null")
            }
            fn visit_unit<E: de::Error>(self) -> Result<Value, E> {
                Ok(Value(KeyValue::Null))
            }
            fn visit_none<E: de::Error>(self) -> Result<Value, E> {
                Ok(Value(KeyValue::Null))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Value, E> {
                Ok(Value(KeyValue::Scalar(v.to_owned())))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Value, E> {
                Ok(Value(KeyValue::Scalar(v.to_string())))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Value, E> {
                Ok(Value(KeyValue::Scalar(v.to_string())))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Value, E> {
                Ok(Value(KeyValue::Scalar(v.to_string())))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Value, E> {
                Ok(Value(KeyValue::Scalar(v.to_string())))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
                let mut out = Vec::new();
                while let Some(Text(t)) = seq.next_element()? {
                    out.push(t);
                }
                Ok(Value(KeyValue::List(out)))
            }
        }
        d.deserialize_any(V_)
    }
}

/// A move entry: a string; a mapping with the move and its thinking time
/// `{move: D4, time: 35s}`; Black's fifth-move offers `{offer: [..], keep: ..}` (with a
/// `time:` too if wanted); or the move sealed at an adjournment `{sealed: D4}`.
#[derive(Debug)]
struct RawMove {
    text: Option<MoveText>,
    time: Option<String>,
    sealed: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMap {
    #[serde(rename = "move")]
    mv: Option<Text>,
    time: Option<Text>,
    offer: Option<Vec<String>>,
    keep: Option<String>,
    sealed: Option<Text>,
}

impl RawMap {
    /// The one form the mapping may take, or why it takes none.
    fn into_move(self) -> Result<RawMove, &'static str> {
        let time = self.time.map(|t| t.0);
        match (self.mv, self.offer, self.keep, self.sealed) {
            (Some(mv), None, None, None) => {
                Ok(RawMove { text: Some(MoveText::Plain(mv.0)), time, sealed: None })
            }
            (None, Some(offer), Some(keep), None) => {
                Ok(RawMove { text: Some(MoveText::Offer { offer, keep }), time, sealed: None })
            }
            (None, None, None, Some(sealed)) if time.is_none() => {
                Ok(RawMove { text: None, time: None, sealed: Some(sealed.0) })
            }
            (None, None, None, Some(_)) => {
                Err("a sealed move takes no `time:`: write the time on the move played on resumption")
            }
            (None, Some(_), None, None) | (None, None, Some(_), None) => {
                Err("fifth-move offers need both `offer:` and `keep:`")
            }
            _ => Err("a move entry is one of {move: D4, time: 35s}, {offer: [..], keep: ..} or {sealed: D4}"),
        }
    }
}

impl RawMove {
    fn plain(text: String) -> RawMove {
        RawMove { text: Some(MoveText::Plain(text)), time: None, sealed: None }
    }
}

impl<'de> Deserialize<'de> for RawMove {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V_;
        impl<'de> Visitor<'de> for V_ {
            type Value = RawMove;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a move (text such as `Q16`, `B pass`, `b2-b3`), {move: .., time: ..}, {offer: [..], keep: ..} or {sealed: ..}")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<RawMove, E> {
                Ok(RawMove::plain(v.to_owned()))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<RawMove, E> {
                Ok(RawMove::plain(v.to_string()))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<RawMove, E> {
                Ok(RawMove::plain(v.to_string()))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<RawMove, A::Error> {
                let m = RawMap::deserialize(de::value::MapAccessDeserializer::new(map))?;
                m.into_move().map_err(de::Error::custom)
            }
        }
        d.deserialize_any(V_)
    }
}

/// `setup:` / `position:`: stone lists for Go and Renju, piece maps for Junqi.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSetup {
    black: Option<Vec<Spanned<Text>>>,
    white: Option<Vec<Spanned<Text>>>,
    red: Option<Entries<Spanned<Text>, Spanned<Text>>>,
    blue: Option<Entries<Spanned<Text>, Spanned<Text>>>,
    south: Option<Entries<Spanned<Text>, Spanned<Text>>>,
    east: Option<Entries<Spanned<Text>, Spanned<Text>>>,
    north: Option<Entries<Spanned<Text>, Spanned<Text>>>,
    west: Option<Entries<Spanned<Text>, Spanned<Text>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRecord {
    rules: Option<Spanned<String>>,
    set: Option<Entries<Spanned<String>, Spanned<Value>>>,
    info: Option<Entries<Text, Text>>,
    setup: Option<Spanned<RawSetup>>,
    position: Option<Spanned<RawSetup>>,
    first: Option<Spanned<String>>,
    handicap: Option<Spanned<u32>>,
    nigiri: Option<Spanned<Entries<Spanned<Text>, RawGrab>>>,
    dead: Option<Vec<Spanned<Text>>>,
    #[serde(default)]
    moves: Vec<Spanned<RawMove>>,
    result: Option<Spanned<Text>>,
}

/// One player's grab in `nigiri:`: `Gu Li: {stones: black, grab: 7}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGrab {
    stones: Spanned<String>,
    grab: u32,
}

/// `nigiri:` names the two players, each with the colour of the stones held and the grab.
fn convert_nigiri(raw: Spanned<Entries<Spanned<Text>, RawGrab>>) -> Result<Nigiri, InputError> {
    let loc = loc_of(&raw);
    let shape = || crate::error!(crate::messages::YAML_NIGIRI_SHAPE, Loc::UNKNOWN);
    let mut black = None;
    let mut white = None;
    for (player, g) in raw.value.0 {
        let grab = Grab { player: Located::new(player.value.0.clone(), loc_of(&player)), count: g.grab };
        let slot = match g.stones.value.to_ascii_lowercase().as_str() {
            "black" | "b" => &mut black,
            "white" | "w" => &mut white,
            other => {
                return Err(
                    crate::error!(crate::messages::YAML_STONES_COLOR, loc_of(&g.stones); crate::excerpt(other)),
                );
            }
        };
        if slot.replace(grab).is_some() {
            return Err(InputError { loc: loc_of(&g.stones), ..shape() });
        }
    }
    match (black, white) {
        (Some(black), Some(white)) => Ok(Nigiri { black, white, loc }),
        _ => Err(InputError { loc, ..shape() }),
    }
}

fn texts(list: Option<Vec<Spanned<Text>>>) -> Vec<Located<String>> {
    list.unwrap_or_default()
        .into_iter()
        .map(|s| {
            let loc = loc_of(&s);
            Located::new(s.value.0, loc)
        })
        .collect()
}

fn pieces(map: Option<Entries<Spanned<Text>, Spanned<Text>>>) -> Vec<(Located<String>, Located<String>)> {
    map.map(|e| e.0)
        .unwrap_or_default()
        .into_iter()
        .map(|(k, v)| {
            let (kl, vl) = (loc_of(&k), loc_of(&v));
            (Located::new(k.value.0, kl), Located::new(v.value.0, vl))
        })
        .collect()
}

fn convert_setup(raw: Spanned<RawSetup>, checked: bool) -> Result<Setup, InputError> {
    let loc = loc_of(&raw);
    let s = raw.value;
    let stones = s.black.is_some() || s.white.is_some();
    let armies = s.red.is_some() || s.blue.is_some();
    let seats = s.south.is_some() || s.east.is_some() || s.north.is_some() || s.west.is_some();
    if seats {
        if stones || armies {
            return Err(crate::error!(crate::messages::YAML_SEATS_ONLY, loc));
        }
        let seats = [pieces(s.south), pieces(s.east), pieces(s.north), pieces(s.west)];
        return Ok(Setup::Seats { seats, checked });
    }
    match (stones, armies) {
        (true, true) => Err(crate::error!(crate::messages::YAML_STONES_OR_PIECES, loc)),
        (false, true) => Ok(Setup::Pieces { red: pieces(s.red), blue: pieces(s.blue), checked }),
        _ if !checked => Err(crate::error!(crate::messages::YAML_POSITION_IS_JUNQI, loc)),
        _ => Ok(Setup::Stones { black: texts(s.black), white: texts(s.white) }),
    }
}

/// Reads a YAML game record.
/// The game a YAML text names at its top level (`game: go`), which a rule profile has and a
/// record never does: how a profile kept among records is told from them.
pub fn profile_game(text: &str) -> Option<&str> {
    text.lines()
        .find_map(|l| l.strip_prefix("game:"))
        .map(|rest| rest.split('#').next().unwrap_or("").trim().trim_matches(|c| c == '"' || c == '\''))
        .filter(|g| !g.is_empty())
}

/// The top-level keys of a YAML game record (those [`read_record`] reads).
pub const RECORD_KEYS: &[&str] =
    &["rules", "set", "info", "setup", "position", "first", "handicap", "nigiri", "dead", "moves", "result"];

/// Whether YAML text may be a game record: `false` for a YAML document that is plainly
/// something else (a mapping none of whose keys is a record's, such as a CI workflow's `on:`
/// and `jobs:`, a `.pre-commit-config.yaml`'s `repos:` or a rule profile's `game:`; a list; a
/// scalar). Text that is no valid YAML, or empty, may be a broken record: `true`, so that
/// reading it says what is wrong.
pub fn may_be_record(text: &str) -> bool {
    use serde::de::IgnoredAny;
    if text.trim().is_empty() {
        return true;
    }
    match parse::<std::collections::BTreeMap<String, IgnoredAny>>(text) {
        Ok(keys) => keys.keys().any(|k| RECORD_KEYS.contains(&k.as_str())),
        Err(_) => parse::<IgnoredAny>(text).is_err(),
    }
}

pub fn read_record(text: &str) -> Result<Record, InputError> {
    if text.trim().is_empty() {
        return Err(crate::error!(crate::messages::YAML_EMPTY, Loc::new(1, 1)));
    }
    let raw: RawRecord = parse(text).map_err(|e| match profile_game(text) {
        Some(game) => {
            crate::error!(crate::messages::YAML_PROFILE_NOT_RECORD, Loc::new(1, 1); crate::excerpt(game))
        }
        None => e,
    })?;
    let mut r = Record::new(SourceFormat::Yaml);
    r.rules = raw.rules.map(located);
    r.set = raw
        .set
        .map(|e| e.0)
        .unwrap_or_default()
        .into_iter()
        .map(|(k, v)| {
            let vl = loc_of(&v);
            Override { key: located(k), value: Located::new(v.value.0, vl) }
        })
        .collect();
    r.info = raw
        .info
        .map(|e| e.0)
        .unwrap_or_default()
        .into_iter()
        .map(|(k, v)| (std::borrow::Cow::Owned(k.0), v.0))
        .collect();
    r.setup = match (raw.setup, raw.position) {
        (Some(_), Some(p)) => {
            return Err(crate::error!(crate::messages::YAML_SETUP_AND_POSITION, loc_of(&p)))
        }
        (Some(s), None) => Some(convert_setup(s, true)?),
        (None, Some(p)) => Some(convert_setup(p, false)?),
        (None, None) => None,
    };
    r.first = raw.first.map(located);
    r.handicap = raw.handicap.map(located);
    r.dead = texts(raw.dead);
    r.nigiri = raw.nigiri.map(convert_nigiri).transpose()?;
    let mut sealed = None;
    for m in raw.moves {
        let loc = loc_of(&m);
        let RawMove { text, time, sealed: seal } = m.value;
        if let Some(seal) = seal {
            if sealed.is_some() {
                return Err(crate::error!(crate::messages::YAML_TWO_SEALED, loc));
            }
            sealed = Some(Located::new(seal, loc));
            continue;
        }
        let Some(text) = text else { continue };
        let mut entry = MoveEntry::new(text, loc);
        entry.sealed = sealed.take().map(Box::new);
        if let Some(t) = time {
            let ms = competition_rules::parse_duration(&t)
                .map_err(|e| crate::error!(crate::messages::NOT_A_TIME, loc; crate::excerpt(&e.text)))?;
            entry.clock = Some(MoveClock::Used(ms));
        }
        r.moves.push(entry);
    }
    r.sealed_at_end = sealed;
    r.result = raw.result.map(|s| {
        let loc = loc_of(&s);
        Located::new(s.value.0, loc)
    });
    Ok(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(text: &str) -> Result<Record, InputError> {
        read_record(&format!("rules: go-chinese\n{text}"))
    }

    #[test]
    fn other_yaml_files_are_told_from_records() {
        let workflow = "name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: cargo test\n";
        let config = "repos:\n  - repo: https://example.org/referee\n    rev: v0.1.0\n    hooks:\n      - id: referee-judge\n";
        for other in [workflow, config, "game: go\nkomi: 7.5\n", "- a\n- b\n", "just text\n"] {
            assert!(!may_be_record(other), "{other}");
        }
        // A record, one with a slip among its keys, and text that is no YAML are records to read.
        for record in ["rules: go-chinese\nmoves: [D4]\n", "rules: go-chinese\nmovez: []\n", "moves: [D4", ""]
        {
            assert!(may_be_record(record), "{record}");
        }
        // Every key of the list is one the reader knows.
        for key in RECORD_KEYS {
            let e = read_record(&format!("{key}: ~\n")).err().map(|e| e.message).unwrap_or_default();
            assert!(!e.contains("unknown key"), "{key}: {e}");
        }
    }

    #[test]
    fn yaml_errors_are_in_the_projects_own_words() {
        // Issue 24: the YAML library's advice and Rust type names reached users as they were.
        let cases = [
            ("moves: [D4]\n---\nrules: go-aga\n", "more than one YAML document (a `---` line starts another): a file holds one"),
            ("rules: go-aga\nmoves: [D4]\n", "the key `rules` is given twice"),
            ("handicap: -1\nmoves: [D4]\n", "expected a whole number from 0 to 4294967295"),
            ("moves: {a: 1}\n", "expected a list"),
            ("bogus: 1\n", "unknown key `bogus`, expected one of rules, set, info, setup, position, first, handicap, nigiri, dead, moves, result"),
            // Issue 27: a slip of the keyboard is named with the key meant.
            ("movs: [D4]\n", "unknown key `movs` (did you mean moves?), expected one of rules, set, info, setup, position, first, handicap, nigiri, dead, moves, result"),
            ("moves: [D4]\nresult: [1]\n", "expected a single value (text or a number), not a list"),
        ];
        for (text, words) in cases {
            let e = moves(text).unwrap_err();
            assert_eq!(e.message, words, "{text}");
            for theirs in ["from_str", "Options", "u32", "field", "sequence start"] {
                assert!(!e.message.contains(theirs), "{}", e.message);
            }
        }
    }

    #[test]
    fn a_move_mapping_carries_its_thinking_time() {
        let r = moves("moves:\n  - {move: D4, time: 1m30s}\n  - Q16\n").unwrap();
        assert_eq!(r.moves[0].text, MoveText::Plain("D4".to_owned()));
        assert_eq!(r.moves[0].clock, Some(MoveClock::Used(90_000)));
        assert_eq!((r.moves[1].clock, r.moves[0].loc), (None, Loc::new(3, 5)));
        let offer = moves("moves: [{offer: [i10, j6], keep: j6, time: 5s}]\n").unwrap();
        assert_eq!(offer.moves[0].clock, Some(MoveClock::Used(5_000)));
        let e = moves("moves:\n  - {move: D4, time: soon}\n").unwrap_err();
        assert_eq!(e.loc, Loc::new(3, 5));
        assert!(e.message.starts_with("\"soon\" is not a time"), "{}", e.message);
    }

    #[test]
    fn a_seal_attaches_to_the_move_after_it() {
        let r = moves("moves: [D4, {sealed: W Q16}, W Q16, D5]\n").unwrap();
        assert_eq!(r.moves.len(), 3, "the seal is not a move");
        assert_eq!(r.moves[1].sealed.as_ref().map(|s| s.value.as_str()), Some("W Q16"));
        assert!(r.moves[0].sealed.is_none() && r.moves[2].sealed.is_none() && r.sealed_at_end.is_none());
        let adjourned = moves("moves: [D4, {sealed: Q16}]\n").unwrap();
        assert_eq!(adjourned.sealed_at_end.map(|s| s.value), Some("Q16".to_owned()));
        let twice = moves("moves: [{sealed: Q16}, {sealed: Q3}]\n").unwrap_err();
        assert!(twice.message.contains("two sealed moves in a row"), "{}", twice.message);
        assert!(moves("moves: [{sealed: Q16, time: 3s}]\n")
            .unwrap_err()
            .message
            .contains("takes no `time:`"));
        assert!(moves("moves: [{move: D4, sealed: Q16}]\n").is_err());
        assert!(moves("moves: [{offer: [i10, j6]}]\n")
            .unwrap_err()
            .message
            .contains("both `offer:` and `keep:`"));
    }

    #[test]
    fn nigiri_names_both_players_and_their_stones() {
        let r = moves(
            "nigiri: {Gu Li: {stones: black, grab: 13}, Ke Jie: {stones: white, grab: 8}}\nmoves: []\n",
        )
        .unwrap();
        let n = r.nigiri.unwrap();
        assert_eq!((n.black.player.value.as_str(), n.black.count), ("Gu Li", 13));
        assert_eq!((n.white.player.value.as_str(), n.white.count), ("Ke Jie", 8));
        for bad in [
            "nigiri: {Gu Li: {stones: black, grab: 13}}\n",
            "nigiri: {A: {stones: black, grab: 1}, B: {stones: black, grab: 2}}\n",
            "nigiri: {A: {stones: red, grab: 1}, B: {stones: white, grab: 2}}\n",
            "nigiri: {A: {stones: black, grab: -1}, B: {stones: white, grab: 2}}\n",
        ] {
            assert!(moves(bad).is_err(), "{bad}");
        }
    }
}
