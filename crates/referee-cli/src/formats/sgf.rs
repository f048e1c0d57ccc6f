//! The SGF reader (SPEC.md section 6): an SGF collection (FF[1] to FF[4]) of Go (`GM[1]`, or no
//! `GM`) or Renju/Gomoku (`GM[4]`) games becomes one [`Record`] per game tree, following the main
//! line, i.e. the first variation at every fork.
//!
//! Parsing is one flat loop over the bytes with a nesting counter, never recursion, so hostile
//! nesting cannot exhaust the stack. The main line is kept as byte ranges of the input and mapped
//! once its game tree is closed, because the root node may give `SZ` after the stones that need it.

use std::borrow::Cow;
use std::ops::Range;

use grid::{Color, CoordError, Geometry, Notation, Point, Size};

use crate::record::{
    GameKind, InputError, KeyValue, Loc, Located, MoveClock, MoveEntry, MoveText, Override, Record, Setup,
    SourceFormat,
};

/// The most nodes the main line of one game may have. Real games have a few hundred; a longer
/// line is refused as too large instead of being held in memory.
pub const MAX_MAIN_LINE_NODES: usize = 100_000;

/// The most moves one game may have (a node may hold several), for the same reason.
pub const MAX_MOVES: usize = 100_000;

/// The most property values kept for one game's main line (setup lists and territory marks take
/// a value per point or rectangle), for the same reason.
pub const MAX_MAIN_LINE_VALUES: usize = 1_000_000;

/// The most game trees one collection may hold, for the same reason.
pub const MAX_GAMES: usize = 100_000;

/// The note added whenever the last node carries `TB` or `TW`: the game was marked, so a counted
/// claim can be checked even when no stone turns out dead.
pub const TERRITORY_NOTE: &str = "territory marks found: dead stones from TB/TW";

/// Reads every game tree of an SGF collection (main line only = first variation at each fork).
///
/// # Errors
/// An [`InputError`] at the offending byte (1-based line and byte column) when there is no game
/// tree `(;`, a value or tree is not closed, a property is malformed (a bad `SZ`, `KM`, `HA`,
/// `PL`, `GM`, a setup point that is not on the board, a move that is not an SGF point), or the
/// input is too large ([`MAX_MAIN_LINE_NODES`], [`MAX_MOVES`], [`MAX_MAIN_LINE_VALUES`],
/// [`MAX_GAMES`]).
pub fn read_sgf(bytes: &[u8]) -> Result<Vec<Record>, InputError> {
    let mut cursor = Cursor { bytes, pos: 0, line: 1, line_start: 0 };
    let mut games = Vec::new();
    while cursor.next_tree() {
        if games.len() == MAX_GAMES {
            return Err(InputError::new(
                format!("too large: more than {MAX_GAMES} games in one file"),
                cursor.loc(),
            ));
        }
        let main = cursor.read_tree()?;
        games.push(build(bytes, &main)?);
    }
    if games.is_empty() {
        let mut start = Cursor { bytes, pos: 0, line: 1, line_start: 0 };
        start.skip_ws();
        return Err(InputError::new("not an SGF file: no game tree `(;` found", start.loc()));
    }
    Ok(games)
}

/// A property identifier packed into a number: up to four capital letters, one byte each.
const fn id(name: &str) -> u32 {
    let b = name.as_bytes();
    let mut code = 0;
    let mut i = 0;
    while i < b.len() {
        code = (code << 8) | b[i] as u32;
        i += 1;
    }
    code
}

/// The code of identifiers longer than four capitals: private properties this reader ignores.
const LONG_ID: u32 = u32::MAX;

/// A property value: the raw bytes between `[` and `]`, and where they start.
#[derive(Debug)]
struct Value {
    span: Range<usize>,
    loc: Loc,
}

/// A property of the main line and the range of its values in [`MainLine::values`].
#[derive(Debug)]
struct Prop {
    id: u32,
    values: Range<usize>,
}

/// The nodes of one game's main line, flattened: `nodes[i]` is the index of node `i`'s first
/// property.
#[derive(Debug, Default)]
struct MainLine {
    nodes: Vec<usize>,
    props: Vec<Prop>,
    values: Vec<Value>,
}

impl MainLine {
    fn node(&self, i: usize) -> &[Prop] {
        let start = self.nodes.get(i).copied().unwrap_or(self.props.len());
        let end = self.nodes.get(i + 1).copied().unwrap_or(self.props.len());
        self.props.get(start..end).unwrap_or(&[])
    }

    fn values(&self, p: &Prop) -> &[Value] {
        self.values.get(p.values.clone()).unwrap_or(&[])
    }
}

/// A position in the input that knows its line, so every token gets its place in one pass.
struct Cursor<'a> {
    bytes: &'a [u8],
    pos: usize,
    line: usize,
    line_start: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn loc(&self) -> Loc {
        Loc::new(self.line, self.pos - self.line_start + 1)
    }

    fn bump(&mut self) {
        match self.peek() {
            Some(b'\n') => {
                self.pos += 1;
                self.line += 1;
                self.line_start = self.pos;
            }
            Some(_) => self.pos += 1,
            None => {}
        }
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.bump();
        }
    }

    /// Moves to the next `(` that opens a game tree (one followed by `;` or `(`). Other bytes
    /// outside game trees are skipped: mail headers, a byte-order mark, text between games.
    fn next_tree(&mut self) -> bool {
        while let Some(b) = self.peek() {
            if b == b'(' {
                let rest = self.bytes.get(self.pos + 1..).unwrap_or(&[]);
                if matches!(rest.iter().find(|c| !c.is_ascii_whitespace()), Some(b';' | b'(')) {
                    return true;
                }
            }
            self.bump();
        }
        false
    }

    /// Reads the game tree at the cursor's `(` and keeps the properties of its main line.
    fn read_tree(&mut self) -> Result<MainLine, InputError> {
        let open = self.loc();
        self.bump();
        let mut main = MainLine::default();
        let mut depth = 1usize;
        // The main line runs until the first `)`: after it come only later variations.
        let mut on_main = true;
        let mut in_node = false;
        while depth > 0 {
            self.skip_ws();
            let Some(b) = self.peek() else {
                return Err(InputError::new("the game tree opened here is not closed by `)`", open));
            };
            match b {
                b'(' => {
                    depth += 1;
                    in_node = false;
                    self.bump();
                }
                b')' => {
                    depth -= 1;
                    on_main = false;
                    in_node = false;
                    self.bump();
                }
                b';' => {
                    if on_main {
                        if main.nodes.len() == MAX_MAIN_LINE_NODES {
                            let message =
                                format!("too large: more than {MAX_MAIN_LINE_NODES} nodes on the main line");
                            return Err(InputError::new(message, self.loc()));
                        }
                        main.nodes.push(main.props.len());
                    }
                    in_node = true;
                    self.bump();
                }
                b if b.is_ascii_alphabetic() => {
                    if !in_node {
                        return Err(InputError::new(
                            "a property outside a node (a node starts with `;`)",
                            self.loc(),
                        ));
                    }
                    self.read_property(on_main.then_some(&mut main))?;
                }
                b => {
                    let shown = if b.is_ascii_graphic() {
                        format!("`{}`", char::from(b))
                    } else {
                        format!("byte 0x{b:02X}")
                    };
                    return Err(InputError::new(format!("unexpected {shown} in a game tree"), self.loc()));
                }
            }
        }
        if main.nodes.is_empty() {
            return Err(InputError::new("a game tree without a node `;`", open));
        }
        Ok(main)
    }

    /// Reads one property and its values; keeps them when `main` is given.
    fn read_property(&mut self, mut main: Option<&mut MainLine>) -> Result<(), InputError> {
        let name_loc = self.loc();
        let name_start = self.pos;
        let mut code = 0u32;
        let mut capitals = 0;
        while let Some(b) = self.peek().filter(u8::is_ascii_alphabetic) {
            // FF[3] long names such as `AddBlack` keep only their capitals (`AB`).
            if b.is_ascii_uppercase() {
                capitals += 1;
                code = if capitals > 4 { LONG_ID } else { (code << 8) | u32::from(b) };
            }
            self.bump();
        }
        let name = self.bytes.get(name_start..self.pos).unwrap_or(&[]);
        let first_value = main.as_ref().map_or(0, |m| m.values.len());
        self.skip_ws();
        if self.peek() != Some(b'[') {
            let name = String::from_utf8_lossy(name);
            return Err(InputError::new(format!("property `{name}` has no value `[...]`"), name_loc));
        }
        while self.peek() == Some(b'[') {
            let open = self.loc();
            self.bump();
            let (start, loc) = (self.pos, self.loc());
            loop {
                match self.peek() {
                    None => return Err(InputError::new("property value not closed by `]`", open)),
                    Some(b']') => break,
                    Some(b'\\') => {
                        self.bump();
                        self.bump();
                    }
                    Some(_) => self.bump(),
                }
            }
            if let Some(m) = main.as_deref_mut() {
                if m.values.len() == MAX_MAIN_LINE_VALUES {
                    let message = format!(
                        "too large: more than {MAX_MAIN_LINE_VALUES} property values on the main line"
                    );
                    return Err(InputError::new(message, open));
                }
                m.values.push(Value { span: start..self.pos, loc });
            }
            self.bump();
            self.skip_ws();
        }
        if let Some(m) = main {
            let end = m.values.len();
            m.props.push(Prop { id: code, values: first_value..end });
        }
        Ok(())
    }
}

/// A value with escapes removed: `\]` is `]`, and an escaped line break (an FF[4] soft break)
/// disappears.
fn unescape(raw: &[u8]) -> Cow<'_, [u8]> {
    if !raw.contains(&b'\\') {
        return Cow::Borrowed(raw);
    }
    let mut out = Vec::with_capacity(raw.len());
    let mut bytes = raw.iter().copied().peekable();
    while let Some(b) = bytes.next() {
        if b != b'\\' {
            out.push(b);
            continue;
        }
        match bytes.next() {
            Some(b'\n') => {
                bytes.next_if_eq(&b'\r');
            }
            Some(b'\r') => {
                bytes.next_if_eq(&b'\n');
            }
            Some(c) => out.push(c),
            None => {}
        }
    }
    Cow::Owned(out)
}

/// A value as trimmed text, borrowed from the input when it has no escapes. Text in other
/// encodings (GB18030, Latin-1) is decoded lossily: names are only shown, and coordinates and
/// numbers are ASCII.
fn word<'a>(bytes: &'a [u8], v: &Value) -> Cow<'a, str> {
    match unescape(bytes.get(v.span.clone()).unwrap_or(&[])) {
        Cow::Borrowed(raw) => String::from_utf8_lossy(raw.trim_ascii()),
        Cow::Owned(raw) => Cow::Owned(String::from_utf8_lossy(raw.trim_ascii()).into_owned()),
    }
}

/// A free-text value (names, results) on one line.
fn text(bytes: &[u8], v: &Value) -> String {
    word(bytes, v).replace(['\n', '\r', '\t'], " ")
}

fn bad_value(name: &str, value: &str, why: &str, loc: Loc) -> InputError {
    InputError::new(format!("{name}[{value}]: {why}"), loc)
}

const B: u32 = id("B");
const W: u32 = id("W");
const AB: u32 = id("AB");
const AW: u32 = id("AW");
const AE: u32 = id("AE");
const TB: u32 = id("TB");
const TW: u32 = id("TW");
const GM: u32 = id("GM");
const SZ: u32 = id("SZ");
const RU: u32 = id("RU");
const KM: u32 = id("KM");
const HA: u32 = id("HA");
const PL: u32 = id("PL");
const RE: u32 = id("RE");
const BL: u32 = id("BL");
const WL: u32 = id("WL");
const OB: u32 = id("OB");
const OW: u32 = id("OW");

/// Game-information properties kept as free text, with the record's `info` keys.
const INFO: [(u32, &str); 8] = [
    (id("PB"), "black"),
    (id("PW"), "white"),
    (id("BR"), "black_rank"),
    (id("WR"), "white_rank"),
    (id("EV"), "event"),
    (id("RO"), "round"),
    (id("DT"), "date"),
    (id("PC"), "place"),
];

/// What the root node says about the game: which one, on which board, in which notation.
struct Game {
    kind: GameKind,
    size: Size,
    notation: Notation,
}

/// The first value of the first property `id` in `props`.
fn first_value<'m>(main: &'m MainLine, props: &[Prop], id: u32) -> Option<&'m Value> {
    props.iter().find(|p| p.id == id).and_then(|p| main.values(p).first())
}

/// Reads `GM` and `SZ` from the root node, pushing the `size` override.
fn game_of(bytes: &[u8], main: &MainLine, rec: &mut Record) -> Result<Game, InputError> {
    let root = main.node(0);
    let kind = match first_value(main, root, GM) {
        None => GameKind::Go,
        Some(v) => match &*word(bytes, v) {
            "1" => GameKind::Go,
            "4" => GameKind::FiveInRow,
            other => {
                return Err(bad_value("GM", other, "only Go (1) and Renju/Gomoku (4) are supported", v.loc));
            }
        },
    };
    let (default, range, board) = match kind {
        GameKind::FiveInRow => (15, 5..=26, "a Renju/Gomoku board is 5x5 to 26x26"),
        _ => (19, 2..=25, "a Go board is 2x2 to 25x25"),
    };
    let mut side = default;
    if let Some(v) = first_value(main, root, SZ) {
        let written = word(bytes, v);
        let (c, r) = written.split_once(':').unwrap_or((&written, &written));
        let (c, r) = (c.trim().parse::<u8>(), r.trim().parse::<u8>());
        side = match (c, r) {
            (Ok(c), Ok(r)) if c != r => {
                return Err(bad_value("SZ", &written, "only square boards are supported", v.loc))
            }
            (Ok(n), Ok(_)) if range.contains(&n) => n,
            _ => return Err(bad_value("SZ", &written, board, v.loc)),
        };
        // A Go record always names its board; a five-in-row profile is 15x15 unless told otherwise.
        if kind == GameKind::Go || side != 15 {
            push_override(rec, "size", side.to_string(), v.loc);
        }
    }
    let notation = if kind == GameKind::Go { Notation::Gtp } else { Notation::Renju };
    Ok(Game { kind, size: Size::square(side), notation })
}

fn push_override(rec: &mut Record, key: &str, value: String, loc: Loc) {
    rec.set.retain(|o| o.key.value != key);
    let key = Located::new(key.to_owned(), loc);
    rec.set.push(Override { key, value: Located::new(KeyValue::Scalar(value), loc) });
}

/// Maps a Go `RU` to a built-in profile, and whether it is AGA's (White's handicap bonus N-1).
fn go_profile(ru: &str) -> Option<(&'static str, bool)> {
    match ru.trim().to_ascii_lowercase().as_str() {
        "chinese" | "cn" => Some(("go-chinese", false)),
        "japanese" | "jp" | "korean" => Some(("go-japanese", false)),
        "aga" => Some(("go-chinese", true)),
        "nz" | "new zealand" | "tromp-taylor" => Some(("go-tromp-taylor", false)),
        _ => None,
    }
}

/// Calls `f` for every point of a point-list value: one point `pd`, or a compressed rectangle
/// `aa:cc` given by two opposite corners (FF[4] compressed point lists).
fn each_point(text: &str, size: Size, mut f: impl FnMut(Point)) -> Result<(), CoordError> {
    let (a, b) = text.split_once(':').unwrap_or((text, text));
    let (p, q) = (Notation::Sgf.parse(a, size)?, Notation::Sgf.parse(b, size)?);
    for row in p.row.min(q.row)..=p.row.max(q.row) {
        for col in p.col.min(q.col)..=p.col.max(q.col) {
            f(Point::new(col, row));
        }
    }
    Ok(())
}

/// A move's point: `Ok(None)` for a pass, `Err(shown)` for two letters off the board.
type MovePoint = Result<Option<Point>, String>;

/// Reads a move value. `B[]` passes, and so does `B[tt]` in Go up to 19x19 (the FF[3] pass).
fn move_point(game: &Game, written: &str) -> Option<MovePoint> {
    let small = game.size.cols <= 19 && game.size.rows <= 19;
    if written.is_empty() || (game.kind == GameKind::Go && small && written == "tt") {
        return Some(Ok(None));
    }
    let b = written.as_bytes();
    if b.len() != 2 || !b.iter().all(u8::is_ascii_lowercase) {
        return None;
    }
    Some(Notation::Sgf.parse(written, game.size).map(Some).map_err(|_| written.to_owned()))
}

/// What a move does to the final position, for the replay behind dead stones.
#[derive(Clone, Copy)]
enum Play {
    Stone(Color, Point),
    Pass,
    Unknown,
}

/// A move value as a move entry and what it does to the board.
fn move_entry(game: &Game, color: Color, written: &str, loc: Loc) -> Result<(MoveEntry, Play), InputError> {
    let letter = color.letter();
    let (text, play) = match move_point(game, written) {
        Some(Ok(Some(p))) => (
            MoveText::Plain(format!("{letter} {}", game.notation.format(p, game.size))),
            Play::Stone(color, p),
        ),
        Some(Ok(None)) => (MoveText::Plain(format!("{letter} pass")), Play::Pass),
        Some(Err(shown)) => (MoveText::OffBoard { color: Some(color), shown }, Play::Unknown),
        None => {
            let why = format!("not an SGF point ({}, or empty for a pass)", Notation::Sgf.legend(game.size));
            return Err(bad_value(&letter.to_string(), written, &why, loc));
        }
    };
    Ok((MoveEntry::new(text, loc), play))
}

/// The root node's setup stones by point: colour, order of placement, place in the file.
struct SetupBoard {
    cells: Vec<Option<(Color, usize, Loc)>>,
    placed: usize,
}

impl SetupBoard {
    /// The stones in the order they were placed, or `None` when there are none.
    fn stones(&self, game: &Game) -> Option<Setup> {
        let mut placed: Vec<(usize, Color, Point, Loc)> = (0..self.cells.len())
            .filter_map(|i| {
                self.cells.get(i).copied().flatten().map(|(c, n, loc)| (n, c, game.size.point(i), loc))
            })
            .collect();
        if placed.is_empty() {
            return None;
        }
        placed.sort_unstable_by_key(|s| s.0);
        let stones = |color: Color| -> Vec<Located<String>> {
            let on = placed.iter().filter(|s| s.1 == color);
            on.map(|s| Located::new(game.notation.format(s.2, game.size), s.3)).collect()
        };
        Some(Setup::Stones { black: stones(Color::Black), white: stones(Color::White) })
    }
}

/// Applies one `AB`, `AW` or `AE` value of the root node: later properties win on a point, and
/// `AE` empties it.
fn place_setup(
    setup: &mut SetupBoard,
    game: &Game,
    id: u32,
    written: &str,
    loc: Loc,
) -> Result<(), InputError> {
    let (name, color) = match id {
        AB => ("AB", Some(Color::Black)),
        AW => ("AW", Some(Color::White)),
        _ => ("AE", None),
    };
    if written.is_empty() {
        return Ok(());
    }
    each_point(written, game.size, |p| {
        setup.placed += 1;
        if let Some(cell) = setup.cells.get_mut(game.size.index(p)) {
            *cell = color.map(|c| (c, setup.placed, loc));
        }
    })
    .map_err(|e| InputError::new(format!("{name}: {e}"), loc))
}

/// Maps one game's main line to a record.
fn build(bytes: &[u8], main: &MainLine) -> Result<Record, InputError> {
    let mut rec = Record::new(SourceFormat::Sgf);
    let game = game_of(bytes, main, &mut rec)?;
    rec.game = Some(game.kind);
    let go = game.kind == GameKind::Go;
    let mut setup = SetupBoard { cells: vec![None; game.size.len()], placed: 0 };
    let mut plays = Vec::new();
    let mut ru: Option<Located<String>> = None;
    let mut komi = false;
    let mut late_setup = None;
    for node in 0..main.nodes.len() {
        // The clock after this node's move: BL/WL time left and OB/OW periods (or stones)
        // left, by colour, in whatever order the properties come.
        let mut left: [Option<f64>; 2] = [None; 2];
        let mut periods: [Option<u32>; 2] = [None; 2];
        let mut mover = None;
        for prop in main.node(node) {
            let values = main.values(prop);
            let Some(first) = values.first() else { continue };
            match prop.id {
                B | W => {
                    let color = if prop.id == B { Color::Black } else { Color::White };
                    for v in values {
                        if rec.moves.len() == MAX_MOVES {
                            let message = format!("too large: more than {MAX_MOVES} moves");
                            return Err(InputError::new(message, v.loc));
                        }
                        let (entry, play) = move_entry(&game, color, &word(bytes, v), v.loc)?;
                        rec.moves.push(entry);
                        plays.push(play);
                    }
                    mover = Some(color);
                }
                BL | WL => {
                    let written = text(bytes, first);
                    let Some(seconds) = written.trim().parse::<f64>().ok().filter(|x| x.is_finite()) else {
                        let name = if prop.id == BL { "BL" } else { "WL" };
                        return Err(bad_value(name, &written, "time left is a number of seconds", first.loc));
                    };
                    left[usize::from(prop.id == WL)] = Some(seconds);
                }
                OB | OW => {
                    let written = text(bytes, first);
                    let Ok(n) = written.trim().parse::<u32>() else {
                        let name = if prop.id == OB { "OB" } else { "OW" };
                        return Err(bad_value(name, &written, "periods left is a whole number", first.loc));
                    };
                    periods[usize::from(prop.id == OW)] = Some(n);
                }
                AB | AW | AE if node == 0 => {
                    for v in values {
                        place_setup(&mut setup, &game, prop.id, &word(bytes, v), v.loc)?;
                    }
                }
                AB | AW | AE => {
                    late_setup.get_or_insert(first.loc);
                }
                PL if node == 0 => {
                    let written = text(bytes, first);
                    let side = match written.to_ascii_uppercase().as_str() {
                        "B" => "black",
                        "W" => "white",
                        _ => return Err(bad_value("PL", &written, "expected B or W", first.loc)),
                    };
                    rec.first = Some(Located::new(side.to_owned(), first.loc));
                }
                RU => ru = Some(Located::new(text(bytes, first), first.loc)),
                KM if go => {
                    let written = text(bytes, first);
                    // An empty `KM[]` says nothing: the profile's komi stays.
                    if !written.is_empty() {
                        let Some(value) = written.parse::<f64>().ok().filter(|x| x.is_finite()) else {
                            return Err(bad_value("KM", &written, "komi is a number of points", first.loc));
                        };
                        let points = match hundredths_komi(value) {
                            Some(points) => {
                                rec.notes.push(format!(
                                    "KM[{written}] read as {points} points (written in hundredths, as some servers do)"
                                ));
                                points.to_string()
                            }
                            None => written,
                        };
                        push_override(&mut rec, "komi_points", points, first.loc);
                        komi = true;
                    }
                }
                HA if go => {
                    let written = text(bytes, first);
                    if !written.is_empty() {
                        let Ok(n) = written.parse::<u32>() else {
                            return Err(bad_value(
                                "HA",
                                &written,
                                "the handicap is a whole number",
                                first.loc,
                            ));
                        };
                        rec.handicap = Some(Located::new(n, first.loc));
                    }
                }
                RE => {
                    let written = text(bytes, first);
                    rec.result = (!written.is_empty()).then(|| Located::new(written, first.loc));
                }
                other => {
                    if let Some((_, key)) = INFO.iter().find(|(code, _)| *code == other) {
                        let written = text(bytes, first);
                        if !written.is_empty() {
                            rec.info.push(((*key).to_owned(), written));
                        }
                    }
                }
            }
        }
        // SPEC.md section 6 reads the main line only; a clock belongs to the move of its node.
        if let (Some(color), Some(entry)) = (mover, rec.moves.last_mut()) {
            if let Some(seconds) = left[color.index()] {
                entry.clock = Some(MoveClock::Left { seconds, periods: periods[color.index()] });
            }
        }
    }
    map_rules(&mut rec, go, ru, komi);
    rec.setup = setup.stones(&game);
    if let Some(at) = late_setup {
        rec.notes.push(format!(
            "setup stones (AB/AW/AE) after the first node (line {}) ignored: play is judged from the root \
             position",
            at.line
        ));
    }
    if go {
        let last = main.node(main.nodes.len().saturating_sub(1));
        if last.iter().any(|p| p.id == TB || p.id == TW) {
            rec.notes.push(TERRITORY_NOTE.to_owned());
            let start = setup.cells.iter().map(|cell| cell.map(|(c, _, _)| c)).collect();
            match final_position(game.size, start, &plays) {
                Some(board) => {
                    let (dead, marked) = dead_stones(bytes, main, last, &game, &board)?;
                    rec.dead = dead;
                    rec.marked_territory = Some(marked);
                }
                None => rec.notes.push(
                    "dead stones not read from TB/TW: a move off the board or onto a stone leaves the \
                     final position unknown"
                        .to_owned(),
                ),
            }
        }
    }
    Ok(rec)
}

/// Some servers (Fox's clients among them) write komi in hundredths: `KM[750]` for 7.5 points,
/// or hundredths of a stone, `KM[375]` for 3 3/4 stones. No real komi reaches 100 points, so a
/// value of 100 or more is read that way when it comes out as whole half points (hundredths of
/// a point) or whole quarter stones (hundredths of a stone); anything else is left as written.
fn hundredths_komi(km: f64) -> Option<f64> {
    if km.abs() < 100.0 {
        return None;
    }
    let x = km / 100.0;
    let whole = |v: f64| (v - v.round()).abs() < 1e-9;
    if whole(x * 2.0) {
        Some(x)
    } else if whole(x * 4.0) {
        Some(x * 2.0)
    } else {
        None
    }
}

/// Sets `rules` from `RU`, with a note when the rule set is unknown or is not a Go profile.
fn map_rules(rec: &mut Record, go: bool, ru: Option<Located<String>>, komi: bool) {
    if !go {
        // Five-in-row profiles differ in ways `RU` texts do not name reliably: the default
        // profile or `--rules` decides, and the user sees what the file said.
        if let Some(ru) = ru.filter(|r| !r.value.is_empty()) {
            rec.notes.push(format!("RU[{}] in the file: the profile is the default or --rules", ru.value));
        }
        return;
    }
    let with = if komi { "with the file's komi" } else { "with the profile's komi" };
    match &ru {
        Some(r) => match go_profile(&r.value) {
            Some((name, aga)) => {
                rec.rules = Some(Located::new(name.to_owned(), r.loc));
                // rules/go.md, handicap: AGA gives White N-1 points for N handicap stones.
                if aga {
                    push_override(rec, "handicap_bonus", "n-minus-one".to_owned(), r.loc);
                }
                return;
            }
            None => rec
                .notes
                .push(format!("RU[{}] is not a known rule set: judged as go-chinese {with}", r.value)),
        },
        None => rec.notes.push(format!("no RU in the file: judged as go-chinese {with}")),
    }
    rec.rules = Some(Located::new("go-chinese".to_owned(), ru.map_or(Loc::UNKNOWN, |r| r.loc)));
}

/// The stones standing after `plays` from the setup `start`, or `None` when a move is off the
/// board or onto a stone. Legality is judged elsewhere: this only follows captures (SPEC.md
/// section 6: dead stones are the stones inside the other colour's marked territory).
fn final_position(size: Size, start: Vec<Option<Color>>, plays: &[Play]) -> Option<Vec<Option<Color>>> {
    let mut board = Replay {
        geometry: Geometry::new(size),
        cells: start,
        seen: vec![0; size.len()],
        mark: 0,
        stack: Vec::new(),
        chain: Vec::new(),
    };
    for play in plays {
        match *play {
            Play::Stone(color, p) => {
                let i = size.index(p);
                match board.cells.get_mut(i) {
                    Some(cell @ None) => *cell = Some(color),
                    _ => return None,
                }
                for k in 0..4 {
                    let Some(j) = board.geometry.neighbours(i).get(k).map(|&j| usize::from(j)) else { break };
                    if board.cells.get(j).copied().flatten() == Some(color.opponent()) {
                        board.remove_if_dead(j);
                    }
                }
                // Suicide: the stone's own chain goes when it has no liberty left.
                board.remove_if_dead(i);
            }
            Play::Pass => {}
            Play::Unknown => return None,
        }
    }
    Some(board.cells)
}

/// A bare board for [`final_position`], with buffers reused between moves.
struct Replay {
    geometry: Geometry,
    cells: Vec<Option<Color>>,
    /// `seen[i] == mark`: point `i` was reached by the current chain walk.
    seen: Vec<u32>,
    mark: u32,
    stack: Vec<usize>,
    chain: Vec<usize>,
}

impl Replay {
    /// Removes the chain through `start` when it has no liberty.
    fn remove_if_dead(&mut self, start: usize) {
        let Some(color) = self.cells.get(start).copied().flatten() else { return };
        self.mark = self.mark.wrapping_add(1);
        if self.mark == 0 {
            self.seen.fill(0);
            self.mark = 1;
        }
        self.stack.clear();
        self.chain.clear();
        self.stack.push(start);
        if let Some(s) = self.seen.get_mut(start) {
            *s = self.mark;
        }
        while let Some(i) = self.stack.pop() {
            self.chain.push(i);
            for &j in self.geometry.neighbours(i) {
                let j = usize::from(j);
                match self.cells.get(j).copied().flatten() {
                    None => return,
                    Some(c) if c == color => {
                        if let Some(s) = self.seen.get_mut(j).filter(|s| **s != self.mark) {
                            *s = self.mark;
                            self.stack.push(j);
                        }
                    }
                    Some(_) => {}
                }
            }
        }
        for &i in &self.chain {
            if let Some(cell) = self.cells.get_mut(i) {
                *cell = None;
            }
        }
    }
}

/// What the last node's territory marks give: the dead stones, and how many points each side's
/// marks cover.
type Marks = (Vec<Located<String>>, (u32, u32));

/// The dead stones the last node's territory marks show: a white stone in Black's territory
/// (`TB`) or a black stone in White's (`TW`), in the order marked; and how many points each
/// side's marks cover (empty points and dead stones; a mark on the marker's own stone counts
/// for nothing).
fn dead_stones(
    bytes: &[u8],
    main: &MainLine,
    last: &[Prop],
    game: &Game,
    board: &[Option<Color>],
) -> Result<Marks, InputError> {
    let mut dead = Vec::new();
    let mut taken = vec![false; board.len()];
    let mut marked = vec![0u8; board.len()];
    let mut counts = (0u32, 0u32);
    for prop in last.iter().filter(|p| p.id == TB || p.id == TW) {
        let (name, victim) = if prop.id == TB { ("TB", Color::White) } else { ("TW", Color::Black) };
        for v in main.values(prop) {
            let written = word(bytes, v);
            if written.is_empty() {
                continue;
            }
            each_point(&written, game.size, |p| {
                let i = game.size.index(p);
                let stone = board.get(i).copied().flatten();
                let bit = if victim == Color::White { 1 } else { 2 };
                if (stone.is_none() || stone == Some(victim)) && marked.get(i).is_some_and(|m| m & bit == 0) {
                    if let Some(m) = marked.get_mut(i) {
                        *m |= bit;
                    }
                    if victim == Color::White {
                        counts.0 += 1;
                    } else {
                        counts.1 += 1;
                    }
                }
                if stone == Some(victim) && taken.get(i) == Some(&false) {
                    if let Some(t) = taken.get_mut(i) {
                        *t = true;
                    }
                    dead.push(Located::new(game.notation.format(p, game.size), v.loc));
                }
            })
            .map_err(|e| InputError::new(format!("{name}: {e}"), v.loc))?;
        }
    }
    Ok((dead, counts))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(sgf: &str) -> Record {
        let mut games = read_sgf(sgf.as_bytes()).unwrap();
        assert_eq!(games.len(), 1, "{sgf}");
        games.remove(0)
    }

    fn error(sgf: &[u8]) -> (String, usize, usize) {
        let e = read_sgf(sgf).unwrap_err();
        (e.message, e.loc.line, e.loc.column)
    }

    fn moves(rec: &Record) -> Vec<String> {
        let shown = |m: &MoveEntry| match &m.text {
            MoveText::Plain(s) => s.clone(),
            MoveText::OffBoard { color, shown } => format!("off {color:?} {shown}"),
            MoveText::Offer { .. } => "offer".to_owned(),
        };
        rec.moves.iter().map(shown).collect()
    }

    fn setting(rec: &Record, key: &str) -> Option<(String, Loc)> {
        let o = rec.set.iter().find(|o| o.key.value == key)?;
        match &o.value.value {
            KeyValue::Scalar(s) => Some((s.clone(), o.value.loc)),
            _ => None,
        }
    }

    fn at(value: &str, line: usize, column: usize) -> Located<String> {
        Located::new(value.to_owned(), Loc::new(line, column))
    }

    #[test]
    fn go_root_properties_map_to_the_record() {
        let rec = one("(;GM[1]FF[4]SZ[19]RU[Chinese]KM[7.5]HA[2]\n\
             AB[dd][pp]PL[W]PB[Ke Jie]PW[Gu Li]BR[9d]WR[9p]EV[Cup]RO[1]DT[2026-05-01]PC[Beijing]RE[ W+0.5 ]\n\
             ;W[qd];B[])");
        assert_eq!(rec.format, SourceFormat::Sgf);
        assert_eq!(rec.game, Some(GameKind::Go));
        assert_eq!(rec.rules, Some(at("go-chinese", 1, 22)));
        assert_eq!(setting(&rec, "size"), Some(("19".to_owned(), Loc::new(1, 16))));
        // KM is in points as written; the profile converts (SPEC.md section 6).
        assert_eq!(setting(&rec, "komi_points"), Some(("7.5".to_owned(), Loc::new(1, 33))));
        assert_eq!(rec.handicap, Some(Located::new(2, Loc::new(1, 40))));
        assert_eq!(
            rec.setup,
            Some(Setup::Stones { black: vec![at("D16", 2, 4), at("Q4", 2, 8)], white: vec![] })
        );
        assert_eq!(rec.first, Some(at("white", 2, 14)));
        let info: Vec<(&str, &str)> = rec.info.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        assert_eq!(
            info,
            [
                ("black", "Ke Jie"),
                ("white", "Gu Li"),
                ("black_rank", "9d"),
                ("white_rank", "9p"),
                ("event", "Cup"),
                ("round", "1"),
                ("date", "2026-05-01"),
                ("place", "Beijing")
            ]
        );
        assert_eq!(rec.result.as_ref().map(|r| r.value.as_str()), Some("W+0.5"));
        assert_eq!(moves(&rec), ["W R16", "B pass"]);
        assert_eq!(rec.moves.iter().map(|m| m.loc).collect::<Vec<_>>(), [Loc::new(3, 4), Loc::new(3, 10)]);
        assert!(rec.notes.is_empty() && rec.dead.is_empty(), "{:?}", rec.notes);
    }

    #[test]
    fn rule_sets_map_to_profiles_and_unknown_ones_are_noted() {
        for (ru, profile) in [
            ("Chinese", "go-chinese"),
            ("cn", "go-chinese"),
            (" japanese ", "go-japanese"),
            ("JP", "go-japanese"),
            ("Korean", "go-japanese"),
            ("AGA", "go-chinese"),
            ("NZ", "go-tromp-taylor"),
            ("New Zealand", "go-tromp-taylor"),
            ("Tromp-Taylor", "go-tromp-taylor"),
        ] {
            let rec = one(&format!("(;RU[{ru}]KM[6.5];B[aa])"));
            assert_eq!(rec.rules.as_ref().map(|r| r.value.as_str()), Some(profile), "{ru}");
            assert!(rec.notes.is_empty(), "{ru}: {:?}", rec.notes);
            // AGA gives White N-1 points for N handicap stones (rules/go.md, handicap_bonus).
            let bonus = setting(&rec, "handicap_bonus").map(|b| b.0);
            assert_eq!(bonus.as_deref(), (ru == "AGA").then_some("n-minus-one"), "{ru}");
        }
        let rec = one("(;RU[xyz]KM[6.5])");
        assert_eq!(rec.rules, Some(at("go-chinese", 1, 6)));
        assert_eq!(rec.notes, ["RU[xyz] is not a known rule set: judged as go-chinese with the file's komi"]);
        let rec = one("(;SZ[9])");
        assert_eq!(rec.rules, Some(Located::new("go-chinese".to_owned(), Loc::UNKNOWN)));
        assert_eq!(rec.notes, ["no RU in the file: judged as go-chinese with the profile's komi"]);
    }

    #[test]
    fn komi_in_hundredths_is_read_as_points() {
        let rec = one("(;RU[Japanese]KM[750])");
        assert_eq!(setting(&rec, "komi_points").map(|(v, _)| v), Some("7.5".to_owned()));
        let rec = one("(;RU[Chinese]KM[375])");
        assert_eq!(setting(&rec, "komi_points").map(|(v, _)| v), Some("7.5".to_owned()));
        let rec = one("(;RU[Chinese]KM[7.5])");
        assert_eq!(setting(&rec, "komi_points").map(|(v, _)| v), Some("7.5".to_owned()));
    }

    #[test]
    fn komi_must_be_a_number_and_empty_komi_is_absent() {
        assert_eq!(error(b"(;KM[seven])"), ("KM[seven]: komi is a number of points".to_owned(), 1, 6));
        assert_eq!(error(b"(;KM[inf])").1, 1);
        assert_eq!(setting(&one("(;KM[])"), "komi_points"), None);
        assert_eq!(setting(&one("(;KM[-3])"), "komi_points").map(|k| k.0).as_deref(), Some("-3"));
    }

    #[test]
    fn board_sizes() {
        assert_eq!(setting(&one("(;B[aa])"), "size"), None);
        assert_eq!(moves(&one("(;B[aa])")), ["B A19"]);
        assert_eq!(moves(&one("(;SZ[9];B[aa])")), ["B A9"]);
        assert_eq!(setting(&one("(;SZ[13:13])"), "size").map(|s| s.0).as_deref(), Some("13"));
        assert_eq!(error(b"(;SZ[19:13])"), ("SZ[19:13]: only square boards are supported".to_owned(), 1, 6));
        for bad in ["1", "26", "x", ""] {
            let e = error(format!("(;SZ[{bad}])").as_bytes());
            assert_eq!(e, (format!("SZ[{bad}]: a Go board is 2x2 to 25x25"), 1, 6));
        }
        // A five-in-row profile is 15x15: only another size is an override.
        assert_eq!(setting(&one("(;GM[4]SZ[15])"), "size"), None);
        assert_eq!(setting(&one("(;GM[4]SZ[20])"), "size").map(|s| s.0).as_deref(), Some("20"));
        assert_eq!(error(b"(;GM[4]SZ[27])").0, "SZ[27]: a Renju/Gomoku board is 5x5 to 26x26");
    }

    #[test]
    fn compressed_point_lists_and_ae_in_root_setup() {
        let rec = one("(;SZ[9]AB[aa:cb]AW[ee]AE[ba]AB[ee])");
        let Some(Setup::Stones { black, white }) = rec.setup else { panic!("no setup") };
        let names: Vec<&str> = black.iter().map(|s| s.value.as_str()).collect();
        // The rectangle aa:cb covers A8-C9; AE empties B9; the later AB turns E5 black.
        assert_eq!(names, ["A8", "B8", "C8", "A9", "C9", "E5"]);
        assert_eq!(black.first().map(|s| s.loc), Some(Loc::new(1, 11)));
        assert!(white.is_empty());
        assert_eq!(one("(;AB[aa]AE[aa])").setup, None);
    }

    #[test]
    fn bad_setup_points_are_errors_at_the_value() {
        let (message, line, column) = error(b"(;SZ[9]AB[aa][jj])");
        assert!(message.starts_with("AB: \"jj\" is not a point on a 9x9 board"), "{message}");
        assert_eq!((line, column), (1, 15));
        assert_eq!(error(b"(;SZ[9]\nAW[aa:zz])").1, 2);
        assert!(error(b"(;AE[tt])").0.starts_with("AE: \"tt\""));
    }

    #[test]
    fn setup_after_the_root_is_ignored_with_a_note() {
        let rec = one("(;SZ[9];B[aa]\n;AB[bb]W[cc])");
        assert_eq!(rec.setup, None);
        assert_eq!(moves(&rec), ["B A9", "W C7"]);
        assert_eq!(rec.notes.len(), 2);
        assert!(rec.notes.iter().any(|n| n.contains("(AB/AW/AE) after the first node (line 2) ignored")));
    }

    #[test]
    fn time_left_belongs_to_the_move_of_its_node() {
        let rec = one("(;GM[1]SZ[9];B[ee]BL[55.5];WL[-2]W[cc]OW[0];B[gg])");
        let clocks: Vec<Option<MoveClock>> = rec.moves.iter().map(|m| m.clock).collect();
        assert_eq!(
            clocks,
            [
                Some(MoveClock::Left { seconds: 55.5, periods: None }),
                Some(MoveClock::Left { seconds: -2.0, periods: Some(0) }),
                None
            ]
        );
        let bad = error(b"(;GM[1]SZ[9];B[ee]BL[soon])");
        assert!(bad.0.contains("time left is a number of seconds"), "{}", bad.0);
    }

    #[test]
    fn passes_off_board_points_and_malformed_moves() {
        let rec = one("(;B[];W[tt];B[zz])");
        assert_eq!(moves(&rec), ["B pass", "W pass", "off Some(Black) zz"]);
        // `tt` is a pass only up to 19x19; on 21x21 it is a point.
        assert_eq!(moves(&one("(;SZ[21];B[tt])")), ["B U2"]);
        assert_eq!(moves(&one("(;SZ[9];W[tt])")), ["W pass"]);
        let (message, line, column) = error(b"(;B[A1])");
        assert!(message.starts_with("B[A1]: not an SGF point (two letters a-s"), "{message}");
        assert_eq!((line, column), (1, 5));
    }

    #[test]
    fn escapes_long_names_and_comments() {
        let rec = one("(;PlayerBlack[Lee \\] Sedol]SiZe[9]AddBlack[dd]C[parens ( ) and \\]];\
             PW[Gu\\\nLi]B[ee])");
        assert_eq!(
            rec.info,
            [("black".to_owned(), "Lee ] Sedol".to_owned()), ("white".to_owned(), "GuLi".to_owned())]
        );
        assert_eq!(rec.setup, Some(Setup::Stones { black: vec![at("D6", 1, 44)], white: vec![] }));
        assert_eq!(moves(&rec), ["B E5"]);
    }

    #[test]
    fn whitespace_between_tokens_and_places() {
        let rec = one("( ;\n B \n [aa] \r\n ; W [bb] \n )");
        assert_eq!(moves(&rec), ["B A19", "W B18"]);
        assert_eq!(rec.moves.iter().map(|m| m.loc).collect::<Vec<_>>(), [Loc::new(3, 3), Loc::new(4, 7)]);
    }

    #[test]
    fn main_line_follows_the_first_variation() {
        let rec = one("(;SZ[9];B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee];B[ff]((;W[gg]))))");
        assert_eq!(moves(&rec), ["B A9", "W B8", "B C7"]);
    }

    #[test]
    fn collections_hold_several_games_and_skip_text_between_them() {
        let games =
            read_sgf(b"\xEF\xBB\xBFheader (c) 2026\n(;GM[1];B[aa]) between (;GM[4];B[hh])\n").unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(
            games.iter().map(|g| g.game).collect::<Vec<_>>(),
            [Some(GameKind::Go), Some(GameKind::FiveInRow)]
        );
        assert_eq!(moves(&games[1]), ["B h8"]);
        assert_eq!(games[1].moves[0].loc, Loc::new(2, 34));
    }

    #[test]
    fn deep_nesting_does_not_overflow_the_stack() {
        let depth = 100_000;
        let sgf = format!("{};B[aa]{}", "(".repeat(depth), ")".repeat(depth));
        assert_eq!(moves(&one(&sgf)), ["B A19"]);
        let skipped = format!("(;B[aa]{}(;W[bb]", "(".repeat(depth));
        let sgf = format!("{skipped}{})(;W[cc]))", ")".repeat(depth));
        assert_eq!(moves(&one(&sgf)), ["B A19", "W B18"]);
        let open = format!("{};B[aa]", "(".repeat(depth));
        assert_eq!(
            error(open.as_bytes()),
            ("the game tree opened here is not closed by `)`".to_owned(), 1, 1)
        );
    }

    #[test]
    fn too_many_nodes_is_an_error() {
        let sgf = format!("({})", ";".repeat(MAX_MAIN_LINE_NODES + 1));
        let expected = format!("too large: more than {MAX_MAIN_LINE_NODES} nodes on the main line");
        assert_eq!(error(sgf.as_bytes()), (expected, 1, MAX_MAIN_LINE_NODES + 2));
        let sgf = format!("({})", ";".repeat(MAX_MAIN_LINE_NODES));
        assert_eq!(read_sgf(sgf.as_bytes()).map(|g| g.len()), Ok(1));
    }

    #[test]
    fn too_many_moves_or_values_in_one_node_is_an_error() {
        let sgf = format!("(;{})", "B[]".repeat(MAX_MOVES + 1));
        let expected = format!("too large: more than {MAX_MOVES} moves");
        assert_eq!(error(sgf.as_bytes()), (expected, 1, 3 * MAX_MOVES + 5));
        let sgf = format!("(;C{})", "[]".repeat(MAX_MAIN_LINE_VALUES + 1));
        let expected =
            format!("too large: more than {MAX_MAIN_LINE_VALUES} property values on the main line");
        assert_eq!(error(sgf.as_bytes()), (expected, 1, 2 * MAX_MAIN_LINE_VALUES + 4));
    }

    #[test]
    fn syntax_errors_point_at_the_offending_byte() {
        let cases: [(&[u8], &str, usize, usize); 12] = [
            (b"", "not an SGF file: no game tree `(;` found", 1, 1),
            (b"\n  hello", "not an SGF file: no game tree `(;` found", 2, 3),
            (b"(;B[aa]", "the game tree opened here is not closed by `)`", 1, 1),
            (b"(;B[aa", "property value not closed by `]`", 1, 4),
            (b"(;B[aa];C[x\\]", "property value not closed by `]`", 1, 10),
            (b"(;SZ[9]\n;B[aa]\n;W[zz", "property value not closed by `]`", 3, 3),
            (b"(;B [aa];W )", "property `W` has no value `[...]`", 1, 10),
            (b"(;B[aa]1)", "unexpected `1` in a game tree", 1, 8),
            (b"(;B[aa]\xC4)", "unexpected byte 0xC4 in a game tree", 1, 8),
            (b"((B[aa]))", "a property outside a node (a node starts with `;`)", 1, 3),
            (b"(())", "a game tree without a node `;`", 1, 1),
            (b"(;GM[2])", "GM[2]: only Go (1) and Renju/Gomoku (4) are supported", 1, 6),
        ];
        for (sgf, message, line, column) in cases {
            assert_eq!(error(sgf), (message.to_owned(), line, column), "{}", String::from_utf8_lossy(sgf));
        }
        assert_eq!(error(b"(;PL[X])"), ("PL[X]: expected B or W".to_owned(), 1, 6));
        assert_eq!(error(b"(;HA[two])"), ("HA[two]: the handicap is a whole number".to_owned(), 1, 6));
    }

    #[test]
    fn latin1_and_gb18030_text_is_decoded_lossily() {
        let rec = read_sgf(b"(;CA[GB18030]PB[\xC4\xE3\xBA\xC3]PW[Jos\xE9]C[\xFF\\\xFE];B[aa])").unwrap();
        let info = &rec[0].info;
        assert_eq!(info.len(), 2);
        assert!(info[0].1.contains('\u{FFFD}'));
        assert!(info[1].1.starts_with("Jos"));
        assert_eq!(moves(&rec[0]), ["B A19"]);
        assert_eq!(one("(;PB[柯洁])").info, [("black".to_owned(), "柯洁".to_owned())]);
    }

    #[test]
    fn dead_stones_are_the_stones_in_the_other_colours_territory() {
        // W[ab] captures the black stone at aa: TW[aa] then marks an empty point, not a dead one.
        let rec = one("(;SZ[5];B[aa];W[ba];B[ee];W[ab]\n;TW[aa][ee]TB[ba][cc][ee])");
        assert_eq!(rec.dead, [at("E1", 2, 9), at("B5", 2, 15)]);
        assert_eq!(rec.notes.last().map(String::as_str), Some(TERRITORY_NOTE));
    }

    #[test]
    fn replay_removes_a_suicide_before_reading_marks() {
        // White's stone at aa has no liberty and goes; only the white stone at bb stands in TB.
        let rec = one("(;SZ[5]RU[Chinese]AB[ba][ab]AW[bb];W[aa]TB[aa:bb])");
        assert_eq!(rec.dead, [at("B4", 1, 44)]);
        assert_eq!(rec.notes, [TERRITORY_NOTE]);
    }

    #[test]
    fn marks_without_dead_stones_or_with_an_unknown_final_position() {
        let rec = one("(;SZ[5]RU[CN];B[aa];W[ee];B[];W[]TB[ab]TW[dd])");
        assert!(rec.dead.is_empty());
        assert_eq!(rec.notes, [TERRITORY_NOTE]);
        for sgf in ["(;SZ[5]RU[CN];B[zz];W[aa]TB[aa])", "(;SZ[5]RU[CN];B[aa];W[aa]TW[aa])"] {
            let rec = one(sgf);
            assert!(rec.dead.is_empty(), "{sgf}");
            assert_eq!(rec.notes.len(), 2, "{sgf}");
            assert!(rec.notes[1].starts_with("dead stones not read from TB/TW"), "{sgf}");
        }
        // Marks on an earlier node are not the final count.
        assert!(one("(;SZ[5]RU[CN];B[aa]TB[bb];W[ee])").notes.is_empty());
    }

    #[test]
    fn renju_records_use_renju_notation_and_leave_the_profile_open() {
        let rec = one("(;GM[4]FF[4]RU[Renju]KM[5.5]HA[2]PL[W]AB[hh]AW[ii];W[hi];B[tt];W[]RE[B+])");
        assert_eq!(rec.game, Some(GameKind::FiveInRow));
        assert_eq!(rec.rules, None);
        assert!(rec.set.is_empty() && rec.handicap.is_none());
        assert_eq!(rec.first.as_ref().map(|f| f.value.as_str()), Some("white"));
        assert_eq!(
            rec.setup,
            Some(Setup::Stones { black: vec![at("h8", 1, 42)], white: vec![at("i7", 1, 48)] })
        );
        assert_eq!(moves(&rec), ["W h7", "off Some(Black) tt", "W pass"]);
        assert_eq!(rec.result.as_ref().map(|r| r.value.as_str()), Some("B+"));
        assert_eq!(rec.notes, ["RU[Renju] in the file: the profile is the default or --rules"]);
    }

    #[test]
    fn every_go_record_of_the_corpus_reads() {
        let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus/go"));
        if !root.is_dir() {
            println!("skipped: no corpus at {}", root.display());
            return;
        }
        let mut dirs = vec![root.to_path_buf()];
        let (mut files, mut marked) = (0, 0);
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("sgf")) {
                    let games = read_sgf(&std::fs::read(&path).unwrap()).unwrap_or_else(|e| {
                        panic!("{}:{}:{}: {}", path.display(), e.loc.line, e.loc.column, e.message)
                    });
                    assert_eq!(games.len(), 1, "{}", path.display());
                    files += 1;
                    marked += usize::from(games[0].notes.iter().any(|n| n == TERRITORY_NOTE));
                }
            }
        }
        // 1000 CGOS + 310 KGS + 500 Tom + 12 edge cases (corpus README).
        assert_eq!((files, marked), (1822, 310));
    }
}
