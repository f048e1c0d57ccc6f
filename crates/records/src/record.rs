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

/// What a reader's remark says. Every remark the readers make has its kind, so that `--lang zh`
/// can say it in Chinese; there is no remark made from text alone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadKind {
    /// `KM[650]` read as 6.5 points: the komi written in hundredths, as some servers do.
    KomiHundredths { written: String, points: String },
    /// The last node's `TB`/`TW`: the dead stones are read from them.
    TerritoryMarks,
    /// Setup stones in node `node` (1-based; on line `line`) before the first move: part of the
    /// start position.
    SetupBeforeFirstMove { node: usize, line: usize },
    /// `PL[1]`/`PL[2]`: the colour to play written as a number, as some programs do.
    PlayerNumber { written: String, color: grid::Color },
    /// A `BL`/`WL` clock reading (`name`) written in another form than seconds, read as
    /// `seconds` seconds left; `written` is the value as one line, quoted.
    ClockForm { name: String, written: String, seconds: String, form: ClockForm },
    /// `HA` with a number of stones that is no whole number: no handicap.
    HandicapNotWhole { written: String },
    /// The file's text decoded from `encoding` (its WHATWG name), why, and how many malformed
    /// byte sequences became U+FFFD.
    Decoded { encoding: String, why: Decoding, malformed: usize },
    /// Moves written as board coordinates (`B[R16]`), read as GoGui reads them.
    BoardCoordinates,
    /// `count` game trees with no node of their own around the game, `shown` as the note
    /// quotes their brackets.
    WrappingTrees { count: usize, shown: String },
    /// The file ends (at `end`) inside a variation after the main line.
    EndsAfterMainLine { end: Loc },
    /// The file ends (at `end`) inside the game: judged up to there.
    CutOff { end: Loc },
    /// SGF: the game tree at `next` opens another game (its first node carries the root-only
    /// `property`) before this game's tree is closed; this game's main line is complete.
    NextGameInside { next: Loc, property: String },
    /// RIF: the end tag `</name>` at `at` closes no open element, and was skipped.
    StrayEndTag { name: String, at: Loc },
    /// Five-in-row: setup stones after the first move (on line `line`), ignored.
    LateSetup { line: usize },
    /// A Gomocup file name that carries a result the file does not.
    ResultInFileName { file_name: String },
    /// RIF: a `bresult` that is not 1, 0 or 0.5.
    BadBresult { written: String },
}

/// How a `BL`/`WL` value other than seconds was read ([`ReadKind::ClockForm`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockForm {
    /// A number broken across lines: the writer wrapped its line inside the value.
    BrokenLines,
    /// `0:07:42`.
    HoursMinutesSeconds,
    /// `7:42`.
    MinutesSeconds,
    /// `14 0`: seconds, then a number this reader does not use.
    FirstNumber,
}

/// Why the SGF reader decoded a file's text as it did ([`ReadKind::Decoded`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decoding {
    ByteOrderMark,
    /// UTF-16 found from its zero bytes, with no byte-order mark.
    Utf16Zeros,
    /// The encoding the file's `CA[label]` names.
    Label(String),
    /// UTF-8 from the bytes themselves, over what `CA` says.
    Utf8(CaPassedOver),
    /// Detected from the bytes.
    Detected(CaPassedOver),
    /// No encoding fits every byte: UTF-8.
    Fallback(CaPassedOver),
}

/// What the file's `CA` said when another encoding was used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CaPassedOver {
    Missing,
    /// `CA[label]` is no encoding label.
    Unknown(String),
    /// `CA[label]` names an encoding that does not fit the bytes (or cannot be taken at its
    /// word).
    Unfit(String),
}

impl std::fmt::Display for Decoding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Decoding::ByteOrderMark => f.write_str("byte-order mark"),
            Decoding::Utf16Zeros => f.write_str("detected from its zero bytes; no byte-order mark"),
            Decoding::Label(l) => write!(f, "CA[{l}]"),
            Decoding::Utf8(ca) => write!(f, "the bytes are UTF-8; {ca}"),
            Decoding::Detected(ca) => write!(f, "detected; {ca}"),
            Decoding::Fallback(ca) => write!(f, "no encoding fits every byte; {ca}"),
        }
    }
}

impl std::fmt::Display for CaPassedOver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CaPassedOver::Missing => f.write_str("no CA"),
            CaPassedOver::Unknown(l) => write!(f, "CA[{l}] is not an encoding label"),
            CaPassedOver::Unfit(l) => write!(f, "CA[{l}] does not fit"),
        }
    }
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

    pub fn player_number(written: &str, color: grid::Color) -> ReadNote {
        let text = format!(
            "PL[{written}] read as {} to play (1 for Black, 2 for White, as some programs write it)",
            color.title()
        );
        ReadNote { kind: ReadKind::PlayerNumber { written: written.to_owned(), color }, text }
    }

    /// `written` is the value as one line, already cut to an excerpt.
    pub fn clock_form(name: &str, written: &str, seconds: f64, form: ClockForm) -> ReadNote {
        let seconds = seconds.to_string();
        let how = match form {
            ClockForm::BrokenLines => " (the number is broken across lines)",
            ClockForm::HoursMinutesSeconds => " (hours:minutes:seconds)",
            ClockForm::MinutesSeconds => " (minutes:seconds)",
            ClockForm::FirstNumber => "; what follows the first number is not read",
        };
        let text = format!("{name}[{written}] read as {seconds} seconds left{how}");
        let kind = ReadKind::ClockForm { name: name.to_owned(), written: written.to_owned(), seconds, form };
        ReadNote { kind, text }
    }

    pub fn handicap_not_whole(written: &str) -> ReadNote {
        let written = crate::excerpt(written).to_string();
        let text = format!(
            "HA[{written}] is not a whole number of stones: not read as a handicap \
             (the game is judged from its setup stones and moves)"
        );
        ReadNote { kind: ReadKind::HandicapNotWhole { written }, text }
    }

    pub fn decoded(encoding: &str, why: Decoding, malformed: usize) -> ReadNote {
        let mut text = format!("text decoded as {encoding} ({why})");
        if malformed > 0 {
            let s = if malformed == 1 { "sequence" } else { "sequences" };
            text.push_str(&format!("; {malformed} malformed byte {s} shown as U+FFFD"));
        }
        ReadNote { kind: ReadKind::Decoded { encoding: encoding.to_owned(), why, malformed }, text }
    }

    pub fn board_coordinates() -> ReadNote {
        let text =
            "moves written as board coordinates (B[R16]: column letter without I, row from the bottom) \
             read as such, as GoGui reads them";
        ReadNote { kind: ReadKind::BoardCoordinates, text: text.to_owned() }
    }

    pub fn wrapping_trees(count: usize) -> ReadNote {
        // The brackets are shown up to three deep: a million of them are not quoted.
        let shown = if count <= 3 { "(".repeat(count) } else { "(((...".to_owned() };
        let text = format!(
            "{count} game tree{} with no node of {} own around the game (`{shown}(;`): read as the game inside",
            if count == 1 { "" } else { "s" },
            if count == 1 { "its" } else { "their" },
        );
        ReadNote { kind: ReadKind::WrappingTrees { count, shown }, text }
    }

    pub fn ends_after_main_line(end: Loc) -> ReadNote {
        let text = format!(
            "the file ends at line {}, column {}, inside a variation after the main line: \
             the main line is complete",
            end.line, end.column
        );
        ReadNote { kind: ReadKind::EndsAfterMainLine { end }, text }
    }

    pub fn next_game_inside(next: Loc, property: &str) -> ReadNote {
        let text = format!(
            "the game tree at line {}, column {} opens another game (`{property}` in its first node) \
             before this game's tree is closed by `)`: read as the next game; this game's main line is complete",
            next.line, next.column
        );
        ReadNote { kind: ReadKind::NextGameInside { next, property: property.to_owned() }, text }
    }

    pub fn stray_end_tag(name: &str, at: Loc) -> ReadNote {
        let name = crate::excerpt(name).to_string();
        let text =
            format!("`</{name}>` at line {}, column {} closes no open element: skipped", at.line, at.column);
        ReadNote { kind: ReadKind::StrayEndTag { name, at }, text }
    }

    pub fn cut_off(end: Loc) -> ReadNote {
        ReadNote { kind: ReadKind::CutOff { end }, text: cut_note(end) }
    }

    pub fn late_setup(line: usize) -> ReadNote {
        let text = format!(
            "setup stones (AB/AW/AE) after the first move (line {line}) ignored: a five-in-row game is judged \
             from its start position"
        );
        ReadNote { kind: ReadKind::LateSetup { line }, text }
    }

    pub fn result_in_file_name(file_name: &str) -> ReadNote {
        let text = format!(
            "hint: the file name {file_name} ends as Gomocup names carry the result (_1 Black won, _2 White, _0 a draw); `--result-from-filename` compares it"
        );
        ReadNote { kind: ReadKind::ResultInFileName { file_name: file_name.to_owned() }, text }
    }

    pub fn bad_bresult(written: &str) -> ReadNote {
        let written = crate::excerpt(written).to_string();
        let text = format!("bresult \"{written}\" is not 1, 0 or 0.5: no claimed result");
        ReadNote { kind: ReadKind::BadBresult { written }, text }
    }

    /// The English text.
    pub fn as_str(&self) -> &str {
        &self.text
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
    /// Free-text information (players, event, date, ...), in file order. A reader's own key
    /// names (`black`, `event`) are borrowed: no allocation per key of every game read.
    pub info: Vec<(std::borrow::Cow<'static, str>, String)>,
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
/// that a hostile value of a megabyte is not repeated whole. The one cut of every quote of the
/// input, in the readers' errors and the referee's errors and notes alike.
pub fn excerpt(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(EXCERPT_CHARS) {
        Some((cut, _)) => std::borrow::Cow::Owned(format!("{}...", &text[..cut])),
        None => std::borrow::Cow::Borrowed(text),
    }
}

/// A message of another library (the YAML parser's) with every span it quotes between
/// backticks or double quotes cut as [`excerpt`] cuts it: the message's own words stay whole.
pub fn excerpt_quoted(message: &str) -> std::borrow::Cow<'_, str> {
    let mut out = String::with_capacity(message.len().min(256));
    let mut rest = message;
    let mut cut = false;
    while let Some(open) = rest.find(['`', '"']) {
        let quote = &rest[open..open + 1];
        let after = &rest[open + 1..];
        let Some(close) = after.find(quote) else { break };
        out.push_str(&rest[..=open]);
        let inner = excerpt(&after[..close]);
        cut |= matches!(inner, std::borrow::Cow::Owned(_));
        out.push_str(&inner);
        out.push_str(quote);
        rest = &after[close + 1..];
    }
    if !cut {
        return std::borrow::Cow::Borrowed(message);
    }
    out.push_str(rest);
    std::borrow::Cow::Owned(out)
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
mod excerpt_tests {
    #[test]
    fn quotes_are_cut_on_a_character_boundary_with_an_ellipsis() {
        assert_eq!(super::excerpt("short"), "short");
        let long = "棋".repeat(40);
        assert_eq!(super::excerpt(&long), format!("{}...", "棋".repeat(32)));
        let exactly = "x".repeat(32);
        assert_eq!(super::excerpt(&exactly), exactly);
    }

    #[test]
    fn another_librarys_message_keeps_its_words_and_cuts_what_it_quotes() {
        let key = "k".repeat(40);
        let message = format!("unknown field `{key}`, expected \"{key}\" or `moves`");
        let cut = format!("{}...", "k".repeat(32));
        assert_eq!(
            super::excerpt_quoted(&message),
            format!("unknown field `{cut}`, expected \"{cut}\" or `moves`")
        );
        assert!(matches!(super::excerpt_quoted("a `short` one"), std::borrow::Cow::Borrowed(_)));
        assert_eq!(super::excerpt_quoted("an `unclosed quote"), "an `unclosed quote");
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
