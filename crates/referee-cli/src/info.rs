//! An engine's own Gomocup `INFO` pairs: `--info-a KEY=VALUE` and `--info-b` in a two-engine
//! match, `info: {thread_num: 1, max_memory: 83886080}` for an engine of a tournament's engines
//! file (docs/matches.md, "What a Gomocup brain is sent"). Kept in the order given, checked by
//! `arena::gomocup::check_info` before any game.

use std::fmt;

use serde::de::{self, MapAccess, Visitor};
use serde::ser::SerializeMap;

/// `KEY VALUE` pairs, in the order given; saved as a map (`match.json`, `tournament.json`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Info(pub Vec<(String, String)>);

impl Info {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The pairs of `--info-a`/`--info-b` options (`flag` names the option in errors), each
    /// `KEY=VALUE`, checked.
    pub fn from_options(options: &[String], flag: &str) -> Result<Info, String> {
        let mut pairs = Vec::new();
        for option in options {
            let Some((key, value)) = option.split_once('=') else {
                return Err(format!("{flag} {option:?}: expected KEY=VALUE, e.g. {flag} thread_num=1"));
            };
            pairs.push((key.trim().to_owned(), value.trim().to_owned()));
        }
        let info = Info(pairs);
        info.check(flag)?;
        Ok(info)
    }

    /// [`arena::gomocup::check_info`], the error prefixed with `what` (the option or the engine).
    pub fn check(&self, what: &str) -> Result<(), String> {
        arena::gomocup::check_info(&self.0).map_err(|e| format!("{what}: {e}"))
    }
}

impl serde::Serialize for Info {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

impl<'de> serde::Deserialize<'de> for Info {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Info, D::Error> {
        d.deserialize_map(Pairs)
    }
}

/// Reads a map of keys to scalars, keeping every entry in order (a key given twice is kept
/// twice, for [`Info::check`] to refuse by name).
struct Pairs;

impl<'de> Visitor<'de> for Pairs {
    type Value = Info;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a map of INFO keys to single words or numbers, e.g. {thread_num: 1}")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Info, A::Error> {
        let mut pairs = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            let value: Scalar = map.next_value()?;
            pairs.push((key, value.0));
        }
        Ok(Info(pairs))
    }
}

/// One value: a string, a number or a boolean, as its text.
struct Scalar(String);

impl<'de> serde::Deserialize<'de> for Scalar {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Scalar, D::Error> {
        d.deserialize_any(ScalarVisitor)
    }
}

struct ScalarVisitor;

impl Visitor<'_> for ScalarVisitor {
    type Value = Scalar;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a single word or number")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Scalar, E> {
        Ok(Scalar(v.to_owned()))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Scalar, E> {
        Ok(Scalar(v.to_string()))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Scalar, E> {
        Ok(Scalar(v.to_string()))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Scalar, E> {
        Ok(Scalar(v.to_string()))
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Scalar, E> {
        Ok(Scalar(u8::from(v).to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_keep_their_order_and_their_words() {
        let info: Info =
            serde_saphyr::from_str("{thread_num: 1, max_memory: 83886080, folder: /tmp/x}").unwrap();
        let want = [("thread_num", "1"), ("max_memory", "83886080"), ("folder", "/tmp/x")];
        assert_eq!(info.0, want.map(|(k, v)| (k.to_owned(), v.to_owned())));
        // Saved as a JSON map and read back the same.
        let json = serde_json::to_string(&info).unwrap();
        assert_eq!(json, r#"{"thread_num":"1","max_memory":"83886080","folder":"/tmp/x"}"#);
        assert_eq!(serde_json::from_str::<Info>(&json).unwrap(), info);
        assert!(serde_saphyr::from_str::<Info>("{thread_num: [1, 2]}").is_err());
    }

    #[test]
    fn options_are_key_equals_value_checked() {
        let info = Info::from_options(&["thread_num=1".into(), "max_depth = 4".into()], "--info-a").unwrap();
        assert_eq!(info.0[1], ("max_depth".to_owned(), "4".to_owned()));
        let e = Info::from_options(&["thread_num".into()], "--info-b").unwrap_err();
        assert!(e.starts_with("--info-b \"thread_num\": expected KEY=VALUE"), "{e}");
        let e = Info::from_options(&["a=1".into(), "A=2".into()], "--info-a").unwrap_err();
        assert_eq!(e, "--info-a: INFO A is given twice");
        let e = Info::from_options(&["folder=a b".into()], "--info-a").unwrap_err();
        assert!(e.contains("the value must be one word or number"), "{e}");
    }
}
