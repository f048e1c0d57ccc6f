//! Error messages as values: each kind of message is a [`Text`], its wording in English and in
//! Chinese with numbered places (`{0}`, `{1}`, ...) for what the error is about, and an
//! [`InputError`](crate::InputError) made with [`InputError::of`](crate::InputError::of) keeps
//! the text and the values it was filled with. Its `message` is the English, as before; a
//! program that prints in Chinese asks [`InputError::text`](crate::InputError::text).
//!
//! The wordings of this crate's errors are in [`crate::messages`]; the referee keeps its own
//! beside it. A value that comes from the input (a key, a coordinate, a file name) is put in as
//! written, in either language.

/// The two languages a message is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    English,
    Chinese,
}

/// One kind of message, in both languages.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Text {
    /// A name for the kind, unique within its catalogue (for tests and for callers that match).
    pub name: &'static str,
    pub en: &'static str,
    pub zh: &'static str,
}

impl Text {
    /// The wording in `lang` with `{0}`, `{1}`, ... replaced by `args` (`{{` and `}}` stand for
    /// braces; a place with no value stays as written).
    pub fn fill(&self, lang: Language, args: &[String]) -> String {
        let pattern = match lang {
            Language::English => self.en,
            Language::Chinese => self.zh,
        };
        let mut out = String::with_capacity(pattern.len() + args.iter().map(String::len).sum::<usize>());
        let mut rest = pattern;
        while let Some(i) = rest.find(['{', '}']) {
            out.push_str(&rest[..i]);
            let tail = &rest[i..];
            if tail.starts_with("{{") || tail.starts_with("}}") {
                out.push_str(&tail[..1]);
                rest = &tail[2..];
                continue;
            }
            let place =
                tail[1..].find('}').and_then(|end| Some((end, tail[1..1 + end].parse::<usize>().ok()?)));
            match place.and_then(|(end, n)| Some((end, args.get(n)?))) {
                Some((end, value)) => {
                    out.push_str(value);
                    rest = &tail[end + 2..];
                }
                None => {
                    out.push_str(&tail[..1]);
                    rest = &tail[1..];
                }
            }
        }
        out.push_str(rest);
        out
    }

    /// The numbered places the wording in `lang` uses, each once, in order of number.
    pub fn places(&self, lang: Language) -> Vec<usize> {
        let pattern = match lang {
            Language::English => self.en,
            Language::Chinese => self.zh,
        };
        let mut found: Vec<usize> = pattern
            .replace("{{", "")
            .split('{')
            .skip(1)
            .filter_map(|s| s.split_once('}').and_then(|(n, _)| n.parse().ok()))
            .collect();
        found.sort_unstable();
        found.dedup();
        found
    }
}

/// Makes an [`InputError`](crate::InputError) of a [`Text`] at a place: `error!(TEXT, loc)`
/// or `error!(TEXT, loc; a, b)`, each value put in with its `Display`.
#[macro_export]
macro_rules! error {
    ($text:expr, $loc:expr) => {
        $crate::InputError::of(&$text, ::std::vec::Vec::new(), $loc)
    };
    ($text:expr, $loc:expr; $($arg:expr),+ $(,)?) => {
        $crate::InputError::of(&$text, ::std::vec![$(::std::string::ToString::to_string(&$arg)),+], $loc)
    };
}

/// Declares a catalogue of [`Text`]s, each a `pub const` named as given, and `ALL`, the list of
/// them: `texts! { NAME: "English", "中文"; ... }`.
#[macro_export]
macro_rules! texts {
    ($($name:ident: $en:expr, $zh:expr;)*) => {
        $(pub const $name: $crate::message::Text =
            $crate::message::Text { name: stringify!($name), en: $en, zh: $zh };)*
        /// Every wording of this catalogue, for the tests that hold both languages to it.
        pub const ALL: &[&$crate::message::Text] = &[$(&$name),*];
    };
}

/// The words of a Chinese wording that are English: ASCII words of three letters or more
/// outside backticks and places (keys, property names and values stay as files write them),
/// other than the `kept` ones (names of formats and units, values a file writes).
pub fn english_words(zh: &str, kept: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for (i, part) in zh.split('`').enumerate() {
        if i % 2 == 1 {
            continue;
        }
        let mut word = String::new();
        for c in part.chars().chain([' ']) {
            if c.is_ascii_alphabetic() {
                word.push(c);
            } else {
                if word.len() >= 3 && !kept.contains(&word.as_str()) {
                    out.push(word.clone());
                }
                word.clear();
            }
        }
    }
    out
}

/// Holds a catalogue to its form (for each crate's test): unique names, both languages
/// written, the same places in each, and no English word in the Chinese but the `kept` ones.
///
/// # Panics
/// On the first wording that breaks one of these.
pub fn check_catalogue(all: &[&Text], kept: &[&str]) {
    let mut names: Vec<&str> = all.iter().map(|t| t.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), all.len(), "two wordings share a name");
    for t in all {
        assert!(!t.en.is_empty() && !t.zh.is_empty(), "{}: a language is missing", t.name);
        assert_eq!(t.places(Language::English), t.places(Language::Chinese), "{}: places differ", t.name);
        let english = english_words(t.zh, kept);
        assert!(english.is_empty(), "{}: English in the Chinese: {english:?}", t.name);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: Text = Text { name: "t", en: "`{0}` is not {1} ({{braces}})", zh: "“{0}”不是{1}" };

    #[test]
    fn places_are_filled_in_either_language() {
        let args = ["x".to_owned(), "a point".to_owned()];
        assert_eq!(T.fill(Language::English, &args), "`x` is not a point ({braces})");
        assert_eq!(T.fill(Language::Chinese, &args), "“x”不是a point");
        assert_eq!(T.places(Language::English), [0, 1]);
        assert_eq!(T.places(Language::Chinese), [0, 1]);
    }

    #[test]
    fn a_place_with_no_value_stays_as_written() {
        assert_eq!(T.fill(Language::English, &["x".to_owned()]), "`x` is not {1} ({braces})");
        let odd = Text { name: "odd", en: "a { b } {c} {", zh: "" };
        assert_eq!(odd.fill(Language::English, &[]), "a { b } {c} {");
    }
}
