//! The notes of a verdict as values: what each says, with its data, rendered in English and in
//! Chinese by [`Note::text`]. JSON, YAML and Python carry the English text (docs/contract.md §5),
//! so a note serializes as that string; `--lang zh` prints the Chinese one.

use std::fmt;

use serde::{Serialize, Serializer};

use crate::lang::Lang;

/// One note of a verdict.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Note {
    /// A note not yet given its own variant: its English text, shown as it is in both
    /// languages.
    English(String),
    /// `referee match`: the runner's own words on how the game ended (which engine, which
    /// fault), as the SGF's `C[]` keeps them.
    Match(String),
}

impl Note {
    /// The note in `lang`, cut to [`MAX_NOTE_CHARS`].
    pub fn text(&self, lang: Lang) -> String {
        short(match (self, lang) {
            (Note::English(s), _) => s.clone(),
            (Note::Match(comment), Lang::En) => format!("match: {comment}"),
            (Note::Match(comment), Lang::Zh) => format!("对局：{comment}"),
        })
    }
}

impl From<String> for Note {
    fn from(text: String) -> Note {
        Note::English(text)
    }
}

impl From<&str> for Note {
    fn from(text: &str) -> Note {
        Note::English(text.to_owned())
    }
}

/// The English text, as JSON and YAML write it.
impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl Serialize for Note {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text(Lang::En))
    }
}

/// The longest note a verdict shows, in characters.
pub const MAX_NOTE_CHARS: usize = 2000;

/// A note cut to [`MAX_NOTE_CHARS`]: a note that quotes the input (a rule word, a value) is
/// never longer than a few lines, however long what it quotes.
fn short(note: String) -> String {
    match note.char_indices().nth(MAX_NOTE_CHARS) {
        Some((cut, _)) => format!("{}... (cut: {} characters in all)", &note[..cut], note.chars().count()),
        None => note,
    }
}
