//! The game record as the referee sees it, whatever file it came from.
//!
//! Every reader (YAML, SGF, PSQ, RIF) turns its input into [`Record`]s; the game adapters judge
//! a `Record` and never look at the file format again. Coordinates stay text in the game's own
//! notation (Go `Q16`, renju `h8`, junqi `b2`), so that the adapter that knows the board reads
//! them, and every piece of text keeps the place in the file it came from.

/// A place in an input file: 1-based line and column (0 when unknown).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Loc {
    pub line: usize,
    pub column: usize,
}

impl Loc {
    pub const UNKNOWN: Loc = Loc { line: 0, column: 0 };

    pub fn new(line: usize, column: usize) -> Loc {
        Loc { line, column }
    }

    pub fn is_known(self) -> bool {
        self.line > 0
    }
}

/// A value with the place it was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Located<T> {
    pub value: T,
    pub loc: Loc,
}

impl<T> Located<T> {
    pub fn new(value: T, loc: Loc) -> Located<T> {
        Located { value, loc }
    }
}

/// Which reader produced a record; adapters use it for notes and for format-specific leniency.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceFormat {
    Yaml,
    Sgf,
    Psq,
    Rif,
}

/// The game a record is for, when the format says so itself (SGF `GM`, PSQ).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameKind {
    Go,
    /// Renju or Gomoku: the profile decides which.
    FiveInRow,
    Junqi,
}

/// A profile key value as written: a scalar (kept as text), a list of scalars, or null.
#[derive(Debug, Clone, PartialEq)]
pub enum KeyValue {
    Null,
    Scalar(String),
    /// A number a reader took from the file's own properties (SGF `SZ`, `KM`; a PSQ board
    /// size), kept as a number.
    Number(f64),
    List(Vec<String>),
}

/// One `key: value` override (from `set:` in a record, or a reader's mapping of SGF properties).
#[derive(Debug, Clone, PartialEq)]
pub struct Override {
    pub key: Located<String>,
    pub value: Located<KeyValue>,
}

/// Stones or pieces placed before move 1.
#[derive(Debug, Clone, PartialEq)]
pub enum Setup {
    /// Go, Renju, Gomoku: points in the game's notation.
    Stones { black: Vec<Located<String>>, white: Vec<Located<String>> },
    /// Junqi: `station -> piece name` per side. `checked` is true for `setup:` (a deployment
    /// that must obey the deployment rules) and false for `position:` (any arrangement).
    Pieces {
        red: Vec<(Located<String>, Located<String>)>,
        blue: Vec<(Located<String>, Located<String>)>,
        checked: bool,
    },
    /// Four-player junqi: `station -> piece name` per seat, in the order south, east, north,
    /// west (a seat the record leaves out has no entries). `checked` as for `Pieces`.
    Seats { seats: [Vec<(Located<String>, Located<String>)>; 4], checked: bool },
}

/// One entry of the move list, as written.
#[derive(Debug, Clone, PartialEq)]
pub enum MoveText {
    /// Text in the record's own syntax: `Q16`, `B Q16`, `pass`, `resign`, `swap`, `claim`,
    /// `b2-b3`, ...
    Plain(String),
    /// A stone on a point, as a reader that knows the board reads it (SGF): no text to parse
    /// again. `color` is the colour the record gives, when it gives one.
    Stone { color: Option<grid::Color>, point: grid::Point },
    /// A pass as a reader reads it (SGF `B[]`, and `B[tt]` on boards up to 19x19).
    Pass { color: Option<grid::Color> },
    /// Renju fifth-move offers and the one kept: `{offer: [i10, j6], keep: j6}`.
    Offer { offer: Vec<String>, keep: String },
    /// A placement a reader found off the board (SGF, PSQ); `shown` is how to print the point.
    OffBoard { color: Option<grid::Color>, shown: String },
    /// A change of the position in the middle of the game (SGF `AB`/`AW`/`AE` after the first
    /// move): each point in order gets the stone, or is emptied for `None`; `first` is the player
    /// to move after it (`PL` in the same node), when the file says.
    Edit { stones: Vec<(grid::Point, Option<grid::Color>)>, first: Option<grid::Color> },
}

/// What a record says about the clock at one move (docs/rulebook.md, "Clocks").
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum MoveClock {
    /// The thinking time the move took, in milliseconds (YAML `{move: D4, time: 35s}`).
    Used(u64),
    /// The mover's clock after the move (SGF `BL`/`WL`, and `OB`/`OW` for byo-yomi periods or
    /// stones left): seconds left, negative when the server let the clock run below zero.
    Left { seconds: f64, periods: Option<u32> },
}

/// A move entry and where it stands in the file.
#[derive(Debug, Clone, PartialEq)]
pub struct MoveEntry {
    pub text: MoveText,
    pub loc: Loc,
    /// The clock at this move, when the record gives it.
    pub clock: Option<MoveClock>,
    /// The move sealed at an adjournment just before this entry (YAML `{sealed: D4}`; seed 000
    /// 第十四条 封棋): this entry must play it.
    pub sealed: Option<Box<Located<String>>>,
}

impl MoveEntry {
    /// An entry with no clock and no seal.
    pub fn new(text: MoveText, loc: Loc) -> MoveEntry {
        MoveEntry { text, loc, clock: None, sealed: None }
    }
}

/// One player's grab in the seed's nigiri (猜先): the player, the colour of the stones held
/// while grabbing, and how many were grabbed.
#[derive(Debug, Clone, PartialEq)]
pub struct Grab {
    pub player: Located<String>,
    pub count: u32,
}

/// The nigiri a record states (seed 000 第十条, seed 001 【1】): the grab of the player holding
/// the black stones and of the one holding the white stones.
#[derive(Debug, Clone, PartialEq)]
pub struct Nigiri {
    pub black: Grab,
    pub white: Grab,
    pub loc: Loc,
}

/// A reader's remark: its English text, and what it says as a value ([`ReadKind`]) for a
/// renderer in another language. It reads as its English text (`Deref<Target = str>`), so
/// callers that only show it need nothing else.
#[derive(Debug, Clone, PartialEq)]
pub struct ReadNote {
    pub kind: ReadKind,
    text: String,
}

/// What a reader's remark says. The remarks not listed are [`ReadKind::Text`]: their English
/// text is all there is, for now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadKind {
    /// `KM[650]` read as 6.5 points: the komi written in hundredths, as some servers do.
    KomiHundredths { written: String, points: String },
    /// The last node's `TB`/`TW`: the dead stones are read from them.
    TerritoryMarks,
    /// Setup stones in node `node` (1-based; on line `line`) before the first move: part of the
    /// start position.
    SetupBeforeFirstMove { node: usize, line: usize },
    /// A remark in English only.
    Text,
}

impl ReadNote {
    pub fn komi_hundredths(written: &str, points: f64) -> ReadNote {
        let written = crate::excerpt(written).to_string();
        let points = points.to_string();
        let text =
            format!("KM[{written}] read as {points} points (written in hundredths, as some servers do)");
        ReadNote { kind: ReadKind::KomiHundredths { written, points }, text }
    }

    pub fn territory_marks() -> ReadNote {
        ReadNote { kind: ReadKind::TerritoryMarks, text: crate::sgf::TERRITORY_NOTE.to_owned() }
    }

    pub fn setup_before_first_move(node: usize, line: usize) -> ReadNote {
        let text = format!(
            "setup stones in node {node} (line {line}), before the first move, are part of the start position"
        );
        ReadNote { kind: ReadKind::SetupBeforeFirstMove { node, line }, text }
    }

    /// The English text.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl From<String> for ReadNote {
    fn from(text: String) -> ReadNote {
        ReadNote { kind: ReadKind::Text, text }
    }
}

impl From<&str> for ReadNote {
    fn from(text: &str) -> ReadNote {
        ReadNote::from(text.to_owned())
    }
}

impl std::ops::Deref for ReadNote {
    type Target = str;
    fn deref(&self) -> &str {
        &self.text
    }
}

impl std::fmt::Display for ReadNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl PartialEq<str> for ReadNote {
    fn eq(&self, other: &str) -> bool {
        self.text == other
    }
}

impl PartialEq<&str> for ReadNote {
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}

impl PartialEq<String> for ReadNote {
    fn eq(&self, other: &String) -> bool {
        &self.text == other
    }
}

/// A game record in the referee's own terms.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    /// The format it was read from.
    pub format: SourceFormat,
    /// The game, when the format says it (SGF `GM`, PSQ); `None` for YAML (the profile says).
    pub game: Option<GameKind>,
    /// The profile the record names: a built-in name or a path relative to the record's file.
    pub rules: Option<Located<String>>,
    /// The rule set the file names in its own words, as written: SGF `RU`, the rule word of a
    /// PSQ trailer, a RenjuNet game's rule name. The referee maps it to a profile; readers never
    /// choose one.
    pub rule_set: Option<Located<String>>,
    /// Profile key overrides, applied after the profile and before `--set`.
    pub set: Vec<Override>,
    /// Free-text information (players, event, date, ...), in file order.
    pub info: Vec<(String, String)>,
    pub setup: Option<Setup>,
    /// Who moves first: `black`/`white`/`red`/`blue`.
    pub first: Option<Located<String>>,
    /// Go: the number of handicap stones, when stated.
    pub handicap: Option<Located<u32>>,
    /// Go: stones agreed dead at the end.
    pub dead: Vec<Located<String>>,
    /// Go: the territory marks of the last node (SGF `TB`/`TW`), when it has any: each marked
    /// point with the colour whose territory it is, in file order, rectangles expanded. The
    /// referee reads dead stones from them on its own final position.
    pub territory: Option<Vec<(grid::Color, Located<grid::Point>)>>,
    pub moves: Vec<MoveEntry>,
    /// A move sealed after the last entry: the record stops at an adjournment.
    pub sealed_at_end: Option<Located<String>>,
    /// The nigiri that chose the colours, when the record states it.
    pub nigiri: Option<Nigiri>,
    /// The claimed result as written.
    pub result: Option<Located<String>>,
    /// Remarks from the reader the user should see (e.g. an unknown `RU` and what was used).
    pub notes: Vec<ReadNote>,
    /// Where the file ends when it ends inside this game (a download cut short): the moves
    /// before it are all there is, so the game is judged up to there and its claim is not
    /// checked.
    pub cut_off: Option<Loc>,
}

impl Record {
    /// An empty record of `format`.
    pub fn new(format: SourceFormat) -> Record {
        Record {
            format,
            game: None,
            rules: None,
            rule_set: None,
            set: Vec::new(),
            info: Vec::new(),
            setup: None,
            first: None,
            handicap: None,
            dead: Vec::new(),
            territory: None,
            moves: Vec::new(),
            sealed_at_end: None,
            nigiri: None,
            result: None,
            notes: Vec::new(),
            cut_off: None,
        }
    }
}

/// What a file holds: one result per game, in file order, never empty. A game that cannot be
/// read is an error for that game only; an error that stops the reader (a file that is not of
/// its format, a broken structure) is the last element, after the games read before it.
pub type Games = Vec<Result<Record, InputError>>;

/// The note of a game the file ends inside ([`Record::cut_off`]).
pub fn cut_note(end: Loc) -> String {
    format!(
        "the file ends at line {}, column {}, inside this game: judged up to there, the claimed result not checked",
        end.line, end.column
    )
}

/// The longest piece of a file an error or note quotes, in characters.
pub const EXCERPT_CHARS: usize = 32;

/// `text` as an error or note quotes it: at most [`EXCERPT_CHARS`] characters, then `...`, so
/// that a hostile value of a megabyte is not repeated whole.
pub fn excerpt(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(EXCERPT_CHARS) {
        Some((cut, _)) => std::borrow::Cow::Owned(format!("{}...", &text[..cut])),
        None => std::borrow::Cow::Borrowed(text),
    }
}

/// Input that cannot be understood: the error a reader or adapter returns, with its place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    /// What is wrong, in English.
    pub message: String,
    pub loc: Loc,
    /// The kind of message and the values filled into it, when it was made as a value
    /// ([`InputError::of`]): what [`InputError::text`] renders in another language. Boxed: an
    /// error is rare, and every `Result` of a reader carries its size.
    pub kind: Option<Box<(&'static crate::message::Text, Vec<String>)>>,
}

impl InputError {
    /// An error whose message is only its English text.
    pub fn new(message: impl Into<String>, loc: Loc) -> InputError {
        InputError { message: message.into(), loc, kind: None }
    }

    /// An error of a kind of message ([`crate::message`]), filled with `args`.
    pub fn of(text: &'static crate::message::Text, args: Vec<String>, loc: Loc) -> InputError {
        InputError {
            message: text.fill(crate::message::Language::English, &args),
            loc,
            kind: Some(Box::new((text, args))),
        }
    }

    /// The message in `lang`: the English `message`, or the kind's Chinese filled with the same
    /// values (the English where the error was made from text alone).
    pub fn text(&self, lang: crate::message::Language) -> std::borrow::Cow<'_, str> {
        match (self.kind.as_deref(), lang) {
            (Some((text, args)), crate::message::Language::Chinese) => {
                std::borrow::Cow::Owned(text.fill(lang, args))
            }
            _ => std::borrow::Cow::Borrowed(&self.message),
        }
    }
}

#[cfg(test)]
mod size_tests {
    /// A move entry is copied once per move into the record: rare parts (a seal, renju's offers)
    /// are boxed so that the common entry stays small.
    #[test]
    fn a_move_entry_stays_small() {
        assert!(std::mem::size_of::<super::MoveEntry>() <= 88, "{}", std::mem::size_of::<super::MoveEntry>());
    }
}
