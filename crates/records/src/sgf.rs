//! The SGF reader (docs/contract.md §4.3): an SGF collection (FF[1] to FF[4]) of Go (`GM[1]`, or no
//! `GM`) or Renju/Gomoku (`GM[4]`) games becomes one [`Record`] per game tree, following the main
//! line, i.e. the first variation at every fork.
//!
//! Parsing is one flat loop over the bytes with a nesting counter, never recursion, so hostile
//! nesting cannot exhaust the stack. The main line is kept as byte ranges of the input and mapped
//! once its game tree is closed, because the root node may give `SZ` after the stones that need it.

use grid::{Color, CoordError, Notation, Point, Size};

use crate::ReadNote;
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
/// next game. So does a game tree with bytes that are not SGF in it (`;B[aa]XX;W[bb]`): its
/// end is found by counting brackets outside values, and the next game starts after it. A `(;`
/// whose first node carries a root-only property starts the next game when the tree around it
/// is never closed or has no node of its own (`Brackets` in `sgf/parse.rs`): a game whose `)` is
/// missing is an error at its `(` (or, when its main line was complete, a record with a note),
/// and a stray `(` costs no game. A file
/// that ends inside a game tree (a download cut short) gives that game's main line as read up
/// to there, with [`Record::cut_off`] set and a note. A file with no game tree `(;` is a single
/// error, and so is one over the size limits ([`MAX_MAIN_LINE_NODES`], [`MAX_MOVES`],
/// [`MAX_MAIN_LINE_VALUES`], [`MAX_GAMES`]) at the game that passes them.
pub fn read_sgf(file: &[u8]) -> Games {
    sgf_games(file).collect()
}

/// The games of [`read_sgf`] one at a time, each read when asked for: a collection of any size
/// costs the memory of one game tree beside its text.
pub fn sgf_games(file: &[u8]) -> SgfGames<'_> {
    SgfGames { text: encoding::decode(file), reader: Reader::at(SgfPlace::START) }
}

/// The iterator of [`sgf_games`]: the decoded text and where the reading stands in it.
#[derive(Debug)]
pub struct SgfGames<'a> {
    text: encoding::Decoded<'a>,
    reader: Reader,
}

impl Iterator for SgfGames<'_> {
    type Item = Result<Record, InputError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.reader.next(&self.text)
    }
}

/// Where the reading of a collection stands between two games: the byte of the decoded text,
/// its line and the byte that line starts at, and how many results were given before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SgfPlace {
    pos: usize,
    line: usize,
    line_start: usize,
    read: usize,
}

impl SgfPlace {
    /// The start of a file, before any game.
    pub const START: SgfPlace = SgfPlace { pos: 0, line: 1, line_start: 0, read: 0 };

    /// How many results were given before this place: the index of the next game.
    pub fn games_before(&self) -> usize {
        self.read
    }
}

/// A reading of a collection from some place on: the games one at a time.
#[derive(Debug)]
struct Reader {
    place: SgfPlace,
    done: bool,
    /// What is known of the file's brackets, to find where a game starts inside a tree that is
    /// never closed.
    brackets: Brackets,
}

impl Reader {
    fn at(place: SgfPlace) -> Reader {
        Reader { place, done: false, brackets: Brackets::default() }
    }

    fn next(&mut self, text: &encoding::Decoded<'_>) -> Option<GameResult> {
        if self.done {
            return None;
        }
        let bytes = &*text.bytes;
        let mut cursor = Cursor::new(bytes, &text.columns);
        let place = &mut self.place;
        (cursor.pos, cursor.line, cursor.line_start) = (place.pos, place.line, place.line_start);
        let (game, go_on) = next_game(&mut cursor, text, place.read, &mut self.brackets);
        (place.pos, place.line, place.line_start) = (cursor.pos, cursor.line, cursor.line_start);
        self.done = !go_on;
        if game.is_some() {
            place.read += 1;
        }
        game
    }
}

/// Reads the next game at `cursor`, `read` results having been given: the result, if any, and
/// whether reading goes on after it.
fn next_game(
    cursor: &mut Cursor<'_>,
    text: &encoding::Decoded<'_>,
    read: usize,
    brackets: &mut Brackets,
) -> (Option<GameResult>, bool) {
    let bytes = cursor.bytes;
    if !cursor.next_tree() {
        if read > 0 {
            return (None, false);
        }
        let mut start = Cursor::new(bytes, cursor.columns);
        start.skip_ws();
        return (Some(Err(crate::error!(crate::messages::SGF_NOT_SGF, start.loc()))), false);
    }
    if read == MAX_GAMES {
        let e = crate::error!(crate::messages::TOO_MANY_GAMES, cursor.loc(); MAX_GAMES);
        return (Some(Err(e)), false);
    }
    let wrapping = wrapping_trees(bytes, cursor.pos);
    let with_notes = |mut rec: Record| {
        rec.notes.splice(0..0, text.note.clone());
        if wrapping > 0 {
            rec.notes.push(ReadNote::wrapping_trees(wrapping));
        }
        rec
    };
    let tree = Tree { start: cursor.pos, wrap: wrapping };
    match cursor.read_tree(wrapping, brackets) {
        Ok(main) => {
            let game = build(bytes, &main).map(with_notes);
            main.recycle();
            (Some(game), true)
        }
        Err(Stop::Bad(e, depth)) => {
            // The next game starts after this one's end (or at a game that opens before it);
            // a file that ends first has none.
            let go_on = cursor.skip_tree(depth, tree, brackets);
            (Some(Err(e)), go_on)
        }
        Err(Stop::NextRoot { main, open, main_done, at, property }) => {
            // Another game opens before this tree is closed: a `)` is missing, or a stray `(`
            // wraps the rest of the file. The next game is read from there; this one is judged
            // when its main line was complete, and is an error when it was not.
            let game = if main_done && !main.nodes.is_empty() {
                build(bytes, &main).map(with_notes).map(|mut rec| {
                    rec.notes.push(ReadNote::next_game_inside(at, property));
                    rec
                })
            } else {
                Err(
                    crate::error!(crate::messages::SGF_NOT_CLOSED_BEFORE_GAME, open; at.line, at.column, property),
                )
            };
            main.recycle();
            (Some(game), true)
        }
        Err(Stop::Cut { main, open, main_done }) => {
            let end = cursor.loc();
            if main.nodes.is_empty() {
                return (Some(Err(crate::error!(crate::messages::SGF_TREE_NOT_CLOSED, open))), false);
            }
            let game = build(bytes, &main).map(with_notes).map(|mut rec| {
                if main_done {
                    rec.notes.push(ReadNote::ends_after_main_line(end));
                } else {
                    rec.notes.push(ReadNote::cut_off(end));
                    rec.cut_off = Some(end);
                }
                rec
            });
            (Some(game), false)
        }
    }
}

/// One game's result.
type GameResult = Result<Record, InputError>;

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
mod setup;
mod split;
#[cfg(test)]
mod tests;
mod values;

pub use split::{SgfCollection, SgfPiece, SgfPieceRead, SgfPieces, SgfStitch};

use parse::{text, word, Brackets, Cursor, MainLine, Prop, Stop, Tree, Value};
use setup::*;
use values::*;

use crate::messages as m;

/// A property value that cannot be read, as `text` words it: the property's name first where
/// the wording names it (`{0}[{1}]`), then the value as written, shortened ([`crate::excerpt`]).
fn bad_value(text: &'static crate::message::Text, name: Option<&str>, value: &str, loc: Loc) -> InputError {
    let written = crate::excerpt(value).into_owned();
    InputError::of(text, name.map(str::to_owned).into_iter().chain([written]).collect(), loc)
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
const INFO: [(u32, &str); 9] = [
    (id("PB"), "black"),
    (id("PW"), "white"),
    (id("BR"), "black_rank"),
    (id("WR"), "white_rank"),
    (id("EV"), "event"),
    (id("RO"), "round"),
    (id("DT"), "date"),
    (id("PC"), "place"),
    (id("AP"), "application"),
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
                return Err(bad_value(&m::SGF_GM, None, other, v.loc));
            }
        },
    };
    let (default, range, board) = match kind {
        GameKind::FiveInRow => (15, 5..=26, &m::SGF_SZ_FIVE),
        _ => (19, 2..=25, &m::SGF_SZ_GO),
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
                return Err(bad_value(&m::SGF_SZ_SQUARE, None, &written, v.loc))
            }
            (Ok(c), Ok(r)) if range.contains(&c) && range.contains(&r) => Size { cols: c, rows: r },
            _ => return Err(bad_value(board, None, &written, v.loc)),
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

/// Pushes `entry()` onto `moves`, built straight in the vector when it has room (the reader
/// reserves room for every move): built on the stack and copied in, an entry's narrow stores were
/// read back in wide loads, a store-forwarding stall at every move. The two branches are the
/// same code on purpose: in the first the compiler knows that no reallocation comes between
/// building the entry and storing it.
#[inline(always)]
#[allow(clippy::if_same_then_else)]
fn push_in_place(moves: &mut Vec<MoveEntry>, entry: impl FnOnce() -> MoveEntry) {
    if moves.len() < moves.capacity() {
        moves.push(entry());
    } else {
        moves.push(entry());
    }
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
    // One note per form of clock reading (`0:07:42`, `14 0`, a number broken across lines), at
    // its first use.
    let mut clock_notes: Vec<(&str, ReadNote)> = Vec::new();
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
                            return Err(crate::error!(m::TOO_MANY_MOVES, v.loc; MAX_MOVES));
                        }
                        // The common value, two lowercase letters on the board, becomes a point
                        // here; every other form goes through the general reading.
                        if let Some(point) = plain_point(&game, bytes, v) {
                            push_in_place(&mut rec.moves, || {
                                MoveEntry::new(MoveText::Stone { color: Some(color), point }, v.loc)
                            });
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
                        return Err(bad_value(&m::SGF_TIME_LEFT, Some(name), &written, first.loc));
                    };
                    if let Some(form) = note {
                        let key = if written.contains(['\n', '\r']) {
                            "lines"
                        } else if written.contains(':') {
                            "colon"
                        } else {
                            "words"
                        };
                        if clock_notes.iter().all(|(k, _)| *k != key) {
                            // The value as one line, for the note.
                            let shown = written.replace("\r\n", "\n").replace(['\n', '\r'], "\\n");
                            let shown = crate::excerpt(&shown);
                            clock_notes.push((key, ReadNote::clock_form(name, &shown, seconds, form)));
                        }
                    }
                    left[usize::from(prop.id == WL)] = Some(seconds);
                }
                OB | OW => {
                    let written = plain_word(bytes, first);
                    let Ok(n) = written.trim().parse::<u32>() else {
                        let name = if prop.id == OB { "OB" } else { "OW" };
                        return Err(bad_value(&m::SGF_PERIODS_LEFT, Some(name), &written, first.loc));
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
                            return Err(bad_value(&m::SGF_KOMI, None, &written, first.loc));
                        };
                        let points = match hundredths_komi(value) {
                            Some(points) => {
                                rec.notes.push(ReadNote::komi_hundredths(&written, points));
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
                                rec.notes.push(ReadNote::handicap_not_whole(&written));
                            }
                            Err(_) => {
                                return Err(bad_value(&m::SGF_HANDICAP, None, &written, first.loc));
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
                            rec.info.push((std::borrow::Cow::Borrowed(*key), written));
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
        // docs/contract.md §4.3 reads the main line only; a clock belongs to the move of its node.
        if let (Some(color), Some(entry)) = (mover, rec.moves.last_mut()) {
            if let Some(seconds) = left[color.index()] {
                entry.clock = Some(MoveClock::Left { seconds, periods: periods[color.index()] });
            }
        }
    }
    if let Some((node, at)) = early_setup {
        rec.notes.push(ReadNote::setup_before_first_move(node + 1, at.line));
    }
    if gtp {
        rec.notes.push(ReadNote::board_coordinates());
    }
    rec.notes.extend(clock_notes.into_iter().map(|(_, note)| note));
    rec.rule_set = ru;
    rec.setup = setup.stones(&game);
    if let Some(at) = late_setup {
        rec.notes.push(ReadNote::late_setup(at.line));
    }
    if go {
        let last = main.node(main.nodes.len().saturating_sub(1));
        if last.iter().any(|p| p.id == TB || p.id == TW) {
            rec.notes.push(ReadNote::territory_marks());
            rec.territory = Some(territory_marks(bytes, main, last, &game)?);
        }
    }
    Ok(rec)
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
                .map_err(|e| crate::messages::list_not_a_point(name, &e, v.loc))?;
            if marks.len() > MAX_MAIN_LINE_VALUES {
                return Err(crate::error!(m::SGF_TOO_MANY_MARKS, v.loc));
            }
        }
    }
    Ok(marks)
}
