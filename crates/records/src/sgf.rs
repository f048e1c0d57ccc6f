//! The SGF reader (SPEC.md section 6): an SGF collection (FF[1] to FF[4]) of Go (`GM[1]`, or no
//! `GM`) or Renju/Gomoku (`GM[4]`) games becomes one [`Record`] per game tree, following the main
//! line, i.e. the first variation at every fork.
//!
//! Parsing is one flat loop over the bytes with a nesting counter, never recursion, so hostile
//! nesting cannot exhaust the stack. The main line is kept as byte ranges of the input and mapped
//! once its game tree is closed, because the root node may give `SZ` after the stones that need it.

use grid::{Color, CoordError, Notation, Point, Size};

use crate::{
    GameKind, Games, InputError, KeyValue, Loc, Located, MoveClock, MoveEntry, MoveText, Override, Record,
    Setup, SourceFormat,
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

/// Reads every game tree of an SGF collection (main line only = first variation at each fork):
/// one result per game, so that one bad game costs only its own verdict.
///
/// A game whose properties are malformed (a bad `SZ`, `KM`, `HA`, `PL`, `GM`, a setup point that
/// is not on the board, a move that is not an SGF point) is an [`InputError`] at the offending
/// byte (1-based line and column of the original file, as `sgf/encoding.rs` counts them: bytes,
/// or code units in UTF-16) in its place of the list, and reading goes on with the
/// next game. An error in the tree structure itself (a value or tree not closed) ends the list:
/// the games before it are kept. A file with no game tree `(;` is a single error, and so is one
/// over the size limits ([`MAX_MAIN_LINE_NODES`], [`MAX_MOVES`], [`MAX_MAIN_LINE_VALUES`],
/// [`MAX_GAMES`]) at the game that passes them.
pub fn read_sgf(file: &[u8]) -> Games {
    let text = encoding::decode(file);
    let bytes = &*text.bytes;
    let mut cursor = Cursor::new(bytes, &text.columns);
    let mut games = Vec::new();
    while cursor.next_tree() {
        if games.len() == MAX_GAMES {
            games.push(Err(InputError::new(
                format!("too large: more than {MAX_GAMES} games in one file"),
                cursor.loc(),
            )));
            break;
        }
        let wrapping = wrapping_trees(bytes, cursor.pos);
        match cursor.read_tree() {
            Ok(main) => games.push(build(bytes, &main).map(|mut rec| {
                rec.notes.splice(0..0, text.note.clone());
                if wrapping > 0 {
                    rec.notes.push(format!(
                        "{wrapping} game tree{} with no node of {} own around the game (`{}(;`): read as the game inside",
                        if wrapping == 1 { "" } else { "s" },
                        if wrapping == 1 { "its" } else { "their" },
                        "(".repeat(wrapping)
                    ));
                }
                rec
            })),
            Err(e) => {
                // The tree's end is unknown, so nothing after it can be trusted to start a game.
                games.push(Err(e));
                break;
            }
        }
    }
    if games.is_empty() {
        let mut start = Cursor::new(bytes, &text.columns);
        start.skip_ws();
        games.push(Err(InputError::new("not an SGF file: no game tree `(;` found", start.loc())));
    }
    games
}

/// How many game trees open at `pos` before the first node: `((((;B[aa]))))` has three with no
/// node of their own around the one that holds the game (SGF wants a node in every tree; such
/// files exist and are read as the game inside).
fn wrapping_trees(bytes: &[u8], pos: usize) -> usize {
    let rest = bytes.get(pos..).unwrap_or(&[]);
    let opened =
        rest.iter().take_while(|b| **b == b'(' || b.is_ascii_whitespace()).filter(|b| **b == b'(').count();
    opened.saturating_sub(1)
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

mod encoding;
mod parse;
#[cfg(test)]
mod tests;

use parse::{text, word, Cursor, MainLine, Prop, Value};

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
    let mut size = Size::square(default);
    if let Some(v) = first_value(main, root, SZ) {
        let written = word(bytes, v);
        let (c, r) = written.split_once(':').unwrap_or((&written, &written));
        let (c, r) = (c.trim().parse::<u8>(), r.trim().parse::<u8>());
        size = match (c, r) {
            // SGF's `SZ[cols:rows]`: KataGo plays and writes rectangular Go boards
            // (docs/rules/go.md §1.12); renju and gomoku are played on squares only.
            (Ok(c), Ok(r)) if c != r && kind != GameKind::Go => {
                return Err(bad_value("SZ", &written, "only square boards are supported", v.loc))
            }
            (Ok(c), Ok(r)) if range.contains(&c) && range.contains(&r) => Size { cols: c, rows: r },
            _ => return Err(bad_value("SZ", &written, board, v.loc)),
        };
        // A Go record always names its board; a five-in-row profile is 15x15 unless told otherwise.
        if kind == GameKind::Go || size.cols != 15 {
            push_override(rec, "size", f64::from(size.cols), v.loc);
        }
        if size.rows != size.cols {
            push_override(rec, "rows", f64::from(size.rows), v.loc);
        }
    }
    let notation = if kind == GameKind::Go { Notation::Gtp } else { Notation::Renju };
    Ok(Game { kind, size, notation })
}

/// A profile key the file's own properties set (`SZ`, `KM`), as a number: no text round trip.
fn push_override(rec: &mut Record, key: &str, value: f64, loc: Loc) {
    rec.set.retain(|o| o.key.value != key);
    let key = Located::new(key.to_owned(), loc);
    rec.set.push(Override { key, value: Located::new(KeyValue::Number(value), loc) });
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
    // Two lowercase letters: column and row from the top, both from `a` (what Notation::Sgf
    // reads, without its general parsing on the hot path).
    let (col, from_top) = (b[0] - b'a', b[1] - b'a');
    if col >= game.size.cols || from_top >= game.size.rows {
        return Some(Err(written.to_owned()));
    }
    Some(Ok(Some(Point::new(col, game.size.rows - 1 - from_top))))
}

/// A move value that is exactly two lowercase letters naming a point of the board (`pd`): the
/// point, with the same reading as [`move_point`]. `None` for anything else (a pass, `tt`, a
/// point off the board, spaces or escapes), which [`move_entry`] reads in full.
#[inline]
fn plain_point(game: &Game, bytes: &[u8], v: &Value) -> Option<Point> {
    let &[c, r] = bytes.get(v.span.clone())? else { return None };
    if !c.is_ascii_lowercase() || !r.is_ascii_lowercase() {
        return None;
    }
    let (col, from_top) = (c - b'a', r - b'a');
    // `tt` is a pass on boards up to 19x19 (SPEC.md section 6), never a point.
    let small = game.size.cols <= 19 && game.size.rows <= 19;
    if col >= game.size.cols
        || from_top >= game.size.rows
        || (game.kind == GameKind::Go && small && c == b't' && r == b't')
    {
        return None;
    }
    Some(Point::new(col, game.size.rows - 1 - from_top))
}

/// A clock value that is only ASCII digits (`294`), up to 15 of them so that the number is
/// exact as an `f64`: the seconds, as `str::parse` would give them. `None` for anything else,
/// which [`time_left`] reads.
#[inline]
fn whole_seconds(bytes: &[u8], v: &Value) -> Option<f64> {
    let raw = bytes.get(v.span.clone())?;
    if raw.is_empty() || raw.len() > 15 || !raw.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let n = raw.iter().fold(0u64, |n, &d| n * 10 + u64::from(d - b'0'));
    // Exact: below 10^15 < 2^53.
    #[allow(clippy::cast_precision_loss)]
    Some(n as f64)
}

/// A value's text read in place when it is plain ASCII with no escape (a move `pd`, a clock
/// `294`: the values on every node); anything else goes through the general unescaping and
/// decoding of [`word`].
fn plain_word<'a>(bytes: &'a [u8], v: &Value) -> std::borrow::Cow<'a, str> {
    let raw = bytes.get(v.span.clone()).unwrap_or(&[]);
    if raw.is_ascii() && !raw.contains(&b'\\') {
        if let Ok(plain) = std::str::from_utf8(raw.trim_ascii()) {
            return std::borrow::Cow::Borrowed(plain);
        }
    }
    word(bytes, v)
}

/// A move value as a move entry: a stone on its point, a pass, or a point off the board (kept
/// as written, for the verdict to name). A Go move written as a board coordinate, `B[R16]`
/// (column letter without I, row from the bottom), is read as one, as GoGui reads it; `gtp`
/// then says so.
fn move_entry(
    game: &Game,
    color: Color,
    written: &str,
    loc: Loc,
    gtp: &mut bool,
) -> Result<MoveEntry, InputError> {
    let text = match move_point(game, written) {
        Some(Ok(Some(point))) => MoveText::Stone { color: Some(color), point },
        Some(Ok(None)) => MoveText::Pass { color: Some(color) },
        Some(Err(shown)) => MoveText::OffBoard { color: Some(color), shown },
        None if game.kind == GameKind::Go && Notation::Gtp.parse(written, game.size).is_ok() => {
            *gtp = true;
            let point =
                Notation::Gtp.parse(written, game.size).map_err(|e| InputError::new(e.to_string(), loc))?;
            MoveText::Stone { color: Some(color), point }
        }
        None => {
            let why = format!("not an SGF point ({}, or empty for a pass)", Notation::Sgf.legend(game.size));
            return Err(bad_value(&color.letter().to_string(), written, &why, loc));
        }
    };
    Ok(MoveEntry::new(text, loc))
}

/// The setup stones before the first move by point: colour, order of placement, place in the
/// file.
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

/// Calls `f` with every point of one `AB`, `AW` or `AE` value and the stone it gets there
/// (`None`: `AE` empties it), in file order.
fn setup_points(
    game: &Game,
    id: u32,
    written: &str,
    loc: Loc,
    mut f: impl FnMut(Point, Option<Color>),
) -> Result<(), InputError> {
    let (name, color) = match id {
        AB => ("AB", Some(Color::Black)),
        AW => ("AW", Some(Color::White)),
        _ => ("AE", None),
    };
    if written.is_empty() {
        return Ok(());
    }
    each_point(written, game.size, |p| f(p, color)).map_err(|e| InputError::new(format!("{name}: {e}"), loc))
}

/// Applies one `AB`, `AW` or `AE` value before the first move: later properties win on a point,
/// and `AE` empties it.
fn place_setup(
    setup: &mut SetupBoard,
    game: &Game,
    id: u32,
    written: &str,
    loc: Loc,
) -> Result<(), InputError> {
    setup_points(game, id, written, loc, |p, color| {
        setup.placed += 1;
        if let Some(cell) = setup.cells.get_mut(game.size.index(p)) {
            *cell = color.map(|c| (c, setup.placed, loc));
        }
    })
}

/// Adds one `AB`, `AW` or `AE` value after the first move to the node's edit, point by point in
/// file order.
fn edit_setup(
    edit: &mut Vec<(Point, Option<Color>)>,
    game: &Game,
    id: u32,
    written: &str,
    loc: Loc,
) -> Result<(), InputError> {
    setup_points(game, id, written, loc, |p, color| edit.push((p, color)))
}

/// The colour a `PL` value names: `B`/`W`, or `1`/`2` as some programs write it (with a note).
fn player(written: &str, loc: Loc, notes: &mut Vec<String>) -> Result<Color, InputError> {
    match written.to_ascii_uppercase().as_str() {
        "B" => Ok(Color::Black),
        "W" => Ok(Color::White),
        n @ ("1" | "2") => {
            let color = if n == "1" { Color::Black } else { Color::White };
            notes.push(format!(
                "PL[{n}] read as {} to play (1 for Black, 2 for White, as some programs write it)",
                color.title()
            ));
            Ok(color)
        }
        _ => Err(bad_value("PL", written, "expected B or W", loc)),
    }
}

/// A clock reading (`BL`, `WL`): seconds, or the forms some servers write, each read with a
/// note: `0:07:42` (hours, minutes, seconds, or minutes and seconds) and `14 0` (seconds, then
/// a number this reader does not use).
fn time_left(written: &str) -> Option<(f64, Option<String>)> {
    let t = written.trim();
    let number = |s: &str| s.trim().parse::<f64>().ok().filter(|x| x.is_finite());
    if let Some(x) = number(t) {
        return Some((x, None));
    }
    if t.contains(':') {
        let parts: Vec<&str> = t.split(':').collect();
        if parts.len() <= 3 && parts.iter().all(|p| !p.trim().is_empty()) {
            let mut seconds = 0.0;
            for p in &parts {
                seconds = seconds * 60.0 + number(p).filter(|x| *x >= 0.0)?;
            }
            let unit = if parts.len() == 3 { "hours:minutes:seconds" } else { "minutes:seconds" };
            return Some((seconds, Some(format!("read as {seconds} seconds left ({unit})"))));
        }
        return None;
    }
    let mut words = t.split_whitespace();
    let first = number(words.next()?)?;
    Some((first, Some(format!("read as {first} seconds left; what follows the first number is not read"))))
}

/// Maps one game's main line to a record.
fn build(bytes: &[u8], main: &MainLine) -> Result<Record, InputError> {
    let mut rec = Record::new(SourceFormat::Sgf);
    let moves: usize = main.props.iter().filter(|p| p.id == B || p.id == W).map(|p| p.values.len()).sum();
    rec.moves.reserve(moves.min(MAX_MOVES));
    let game = game_of(bytes, main, &mut rec)?;
    rec.game = Some(game.kind);
    let go = game.kind == GameKind::Go;
    let mut setup = SetupBoard { cells: vec![None; game.size.len()], placed: 0 };
    let mut ru: Option<Located<String>> = None;
    // Setup after the root but before the first move (Fox writes handicap stones there), and
    // setup after the first move in a five-in-row game (not read).
    let mut early_setup: Option<(usize, Loc)> = None;
    let mut late_setup = None;
    let mut moved = false;
    let mut gtp = false;
    // One note per form of clock reading (`0:07:42`, `14 0`), at its first use.
    let mut clock_notes: Vec<(bool, String)> = Vec::new();
    for node in 0..main.nodes.len() {
        // Moves before this node: setup in it is then an edit of the position, not the start.
        let started = moved;
        let node_start = rec.moves.len();
        let mut edit: Vec<(Point, Option<Color>)> = Vec::new();
        let mut edit_at: Option<Loc> = None;
        let mut node_player: Option<&Value> = None;
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
                        // The common value, two lowercase letters on the board, becomes a point
                        // here, pushed as it is built (a copy through the stack stalled on
                        // store forwarding); every other form goes through the general reading.
                        if let Some(point) = plain_point(&game, bytes, v) {
                            rec.moves
                                .push(MoveEntry::new(MoveText::Stone { color: Some(color), point }, v.loc));
                            continue;
                        }
                        rec.moves.push(move_entry(&game, color, &plain_word(bytes, v), v.loc, &mut gtp)?);
                    }
                    mover = Some(color);
                    moved = true;
                }
                BL | WL => {
                    // A clock on every node: a whole number of seconds is read from the bytes,
                    // anything else in place as text, with no copy.
                    if let Some(seconds) = whole_seconds(bytes, first) {
                        left[usize::from(prop.id == WL)] = Some(seconds);
                        continue;
                    }
                    let written = plain_word(bytes, first);
                    let name = if prop.id == BL { "BL" } else { "WL" };
                    let Some((seconds, note)) = time_left(&written) else {
                        return Err(bad_value(name, &written, "time left is a number of seconds", first.loc));
                    };
                    if let Some(note) = note {
                        let colon = written.contains(':');
                        if clock_notes.iter().all(|(c, _)| *c != colon) {
                            clock_notes.push((colon, format!("{name}[{written}] {note}")));
                        }
                    }
                    left[usize::from(prop.id == WL)] = Some(seconds);
                }
                OB | OW => {
                    let written = plain_word(bytes, first);
                    let Ok(n) = written.trim().parse::<u32>() else {
                        let name = if prop.id == OB { "OB" } else { "OW" };
                        return Err(bad_value(name, &written, "periods left is a whole number", first.loc));
                    };
                    periods[usize::from(prop.id == OW)] = Some(n);
                }
                AB | AW | AE if !started => {
                    for v in values {
                        place_setup(&mut setup, &game, prop.id, &word(bytes, v), v.loc)?;
                    }
                    if node > 0 {
                        early_setup.get_or_insert((node, first.loc));
                    }
                }
                AB | AW | AE if go => {
                    for v in values {
                        edit_setup(&mut edit, &game, prop.id, &word(bytes, v), v.loc)?;
                    }
                    edit_at.get_or_insert(first.loc);
                }
                AB | AW | AE => {
                    late_setup.get_or_insert(first.loc);
                }
                PL => node_player = Some(first),
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
                                points
                            }
                            None => value,
                        };
                        push_override(&mut rec, "komi_points", points, first.loc);
                    }
                }
                HA if go => {
                    let written = text(bytes, first);
                    if !written.is_empty() {
                        match written.parse::<u32>() {
                            Ok(n) => rec.handicap = Some(Located::new(n, first.loc)),
                            // A number of stones that is no whole number is no handicap; one
                            // server writes the komi there (`KM[7.5]HA[7.5]`). The stones and
                            // moves of the file say what the handicap was.
                            Err(_) if written.parse::<f64>().is_ok_and(f64::is_finite) => {
                                rec.notes.push(format!(
                                    "HA[{written}] is not a whole number of stones: not read as a handicap \
                                     (the game is judged from its setup stones and moves)"
                                ));
                            }
                            Err(_) => {
                                return Err(bad_value(
                                    "HA",
                                    &written,
                                    "the handicap is a whole number",
                                    first.loc,
                                ));
                            }
                        }
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
        // `PL` says who moves first when it comes before the first move, and who moves after
        // an edit in its own node; elsewhere it says nothing the referee uses.
        let mut edit_player = None;
        if let Some(v) = node_player {
            let written = text(bytes, v);
            if !started {
                let color = player(&written, v.loc, &mut rec.notes)?;
                let side = if color == Color::Black { "black" } else { "white" };
                rec.first = Some(Located::new(side.to_owned(), v.loc));
            } else if edit_at.is_some() {
                edit_player = Some(player(&written, v.loc, &mut rec.notes)?);
            }
        }
        if let Some(at) = edit_at {
            rec.moves.insert(node_start, edit_entry(edit, edit_player, at));
        }
        // SPEC.md section 6 reads the main line only; a clock belongs to the move of its node.
        if let (Some(color), Some(entry)) = (mover, rec.moves.last_mut()) {
            if let Some(seconds) = left[color.index()] {
                entry.clock = Some(MoveClock::Left { seconds, periods: periods[color.index()] });
            }
        }
    }
    if let Some((node, at)) = early_setup {
        rec.notes.push(format!(
            "setup stones in node {} (line {}), before the first move, are part of the start position",
            node + 1,
            at.line
        ));
    }
    if gtp {
        rec.notes.push(
            "moves written as board coordinates (B[R16]: column letter without I, row from the bottom) \
             read as such, as GoGui reads them"
                .to_owned(),
        );
    }
    rec.notes.extend(clock_notes.into_iter().map(|(_, note)| note));
    rec.rule_set = ru;
    rec.setup = setup.stones(&game);
    if let Some(at) = late_setup {
        rec.notes.push(format!(
            "setup stones (AB/AW/AE) after the first move (line {}) ignored: a five-in-row game is judged \
             from its start position",
            at.line
        ));
    }
    if go {
        let last = main.node(main.nodes.len().saturating_sub(1));
        if last.iter().any(|p| p.id == TB || p.id == TW) {
            rec.notes.push(TERRITORY_NOTE.to_owned());
            rec.territory = Some(territory_marks(bytes, main, last, &game)?);
        }
    }
    Ok(rec)
}

/// An edit of the position at `loc`, as a move entry.
fn edit_entry(stones: Vec<(Point, Option<Color>)>, first: Option<Color>, loc: Loc) -> MoveEntry {
    MoveEntry::new(MoveText::Edit { stones, first }, loc)
}

/// The last node's `TB`/`TW` points, each with the colour whose territory it is, in file order.
fn territory_marks(
    bytes: &[u8],
    main: &MainLine,
    last: &[Prop],
    game: &Game,
) -> Result<Vec<(Color, Located<Point>)>, InputError> {
    let mut marks = Vec::new();
    for prop in last.iter().filter(|p| p.id == TB || p.id == TW) {
        let (name, owner) = if prop.id == TB { ("TB", Color::Black) } else { ("TW", Color::White) };
        for v in main.values(prop) {
            let written = word(bytes, v);
            if written.is_empty() {
                continue;
            }
            each_point(&written, game.size, |p| marks.push((owner, Located::new(p, v.loc))))
                .map_err(|e| InputError::new(format!("{name}: {e}"), v.loc))?;
            if marks.len() > MAX_MAIN_LINE_VALUES {
                return Err(InputError::new("too large: too many territory marks", v.loc));
            }
        }
    }
    Ok(marks)
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
