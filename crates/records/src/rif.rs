//! The RenjuNet reader (docs/contract.md §4.3): the RenjuNet XML database (`.rif`) becomes one
//! five-in-row [`Record`] per `<game>`.
//!
//! The database is one XML document with tables side by side (docs/rules/renju.md section 5.2):
//! `<players>` of `<player id name surname .../>`, `<rules>` of `<rule id name>`, `<tournaments>`
//! of `<tournament id name .../>`, and `<games>` of `<game id tournament round rule black white
//! bresult ...>` whose `<move>` child lists the moves played, `h8 i9 j10 ...`. Player, rule and
//! tournament ids are resolved once the whole file is read, so the tables may come in any order.
//!
//! The XML is read by a small tokenizer written for this format ([`xml`]) and one flat loop with
//! a stack of open elements, never recursion, so hostile nesting cannot exhaust the stack; memory
//! stays proportional to the input. Lines and columns are 1-based, columns counted in bytes.

mod xml;

use std::collections::HashMap;
use std::ops::Range;

use crate::{GameKind, Games, InputError, Located, MoveEntry, MoveText, Record, SourceFormat};
use xml::{decode, fault, is_space, unescape, Fault, Lexer, Lines, Token, Unit};

/// The most games one file may hold. The whole RenjuNet database has well under 100,000; every
/// game of a file is held until the file is judged (about 1.3 KB a game with its verdict), so
/// the cap also bounds memory: a file of empty `<game/>` elements cannot grow it past ~270 MB.
pub const MAX_GAMES: usize = 200_000;

/// The most moves one game may have: a 15x15 board has 225 points, so more is not a game.
pub const MAX_MOVES: usize = 1_000;

/// The board side of every RenjuNet game.
const SIDE: u8 = 15;

/// The longest move token kept whole; longer ones are not points and are shown cut.
const MAX_TOKEN: usize = 24;

/// Reads every `<game>` of a RenjuNet XML database: one result per game, in file order.
///
/// A game with a move that is not a point such as `h8`, or malformed XML inside it or in its
/// own tag (an unquoted attribute, an end tag that does not match), is an [`InputError`] at the
/// offending byte in its place of the list, and reading goes on at the next `<game>`; malformed
/// XML outside the games is an error of its own, and reading goes on at the next `<games>`. A
/// `<game>` never closed is an error at its start tag, ended by the next `<game>` or by the
/// `</games>` around it (a `</game>` that finds its `<move>` still open is an error there, the
/// end tag that does not match); an element never closed before a
/// `<game>` is an error of its own; an end tag that closes nothing open, or that would close the
/// table of games while a `<game>` follows, is skipped with a remark on the next game. A
/// file that ends inside a game gives that game's moves up to there, with
/// [`Record::cut_off`] set. A file with no `<game>` is one error, and so is one over
/// [`MAX_GAMES`] at the game that passes it.
pub fn read_rif(bytes: &[u8]) -> Games {
    rif_games(bytes).collect()
}

/// The games of [`read_rif`] one at a time, each read when asked for, so that a database of
/// any size costs the memory of one game beside its bytes. The tables that name players, rules
/// and tournaments may come after the games, so a first pass over the file reads them (and
/// keeps nothing else).
pub fn rif_games(bytes: &[u8]) -> RifGames<'_> {
    let mut tables = Reader::new(bytes);
    tables.tables_only = true;
    while tables.next_raw().is_some() {}
    let mut reader = Reader::new(bytes);
    (reader.players, reader.rules, reader.tournaments) = (tables.players, tables.rules, tables.tournaments);
    RifGames { reader, lines: Lines::new(bytes) }
}

/// The iterator of [`rif_games`].
#[derive(Debug)]
pub struct RifGames<'a> {
    reader: Reader<'a>,
    /// Places of faults and ends, asked for in file order.
    lines: Lines<'a>,
}

impl Iterator for RifGames<'_> {
    type Item = Result<Record, InputError>;

    fn next(&mut self) -> Option<Self::Item> {
        let raw = self.reader.next_raw()?;
        let r = &self.reader;
        Some(match raw {
            Err(fault) => Err(InputError { loc: self.lines.loc(fault.at), ..fault.error }),
            Ok(mut g) => match g.error.take() {
                Some(fault) => Err(InputError { loc: self.lines.loc(fault.at), ..fault.error }),
                None => {
                    let cut_off = g.cut_off.map(|at| self.lines.loc(at));
                    let mut rec = record(g, &r.players, &r.rules, &r.tournaments);
                    if let Some(end) = cut_off {
                        rec.notes.push(crate::ReadNote::cut_off(end));
                        rec.cut_off = Some(end);
                    }
                    Ok(rec)
                }
            },
        })
    }
}

/// A `<game>` as written, its ids not yet resolved.
#[derive(Debug, Default)]
struct RawGame {
    id: Option<String>,
    tournament: Option<String>,
    round: Option<String>,
    rule: Option<Located<String>>,
    black: Option<String>,
    white: Option<String>,
    bresult: Option<Located<String>>,
    moves: Vec<MoveEntry>,
    /// The first move token that could not be read: the game is unreadable, the others are not.
    error: Option<Fault>,
    /// Where the file ends, when it ends inside this game.
    cut_off: Option<usize>,
    /// The offset of the `<` of its start tag.
    start: usize,
    /// The reader's remarks on the XML around the game (stray end tags skipped).
    notes: Vec<crate::ReadNote>,
}

/// The most remarks on stray end tags one game carries: a file of a million `</x>` costs no
/// more memory than a few.
const MAX_TAG_NOTES: usize = 8;

/// The move token being read from `<move>`: its bytes (cut at [`MAX_TOKEN`]) and its offset.
/// A token may be split by a comment or an entity, so it ends only at a space or a tag.
#[derive(Debug, Default)]
struct Pending {
    bytes: Vec<u8>,
    start: Option<usize>,
    cut: bool,
}

impl Pending {
    fn push(&mut self, at: usize, unit: Unit, lines: &mut Lines, game: &mut RawGame) -> Result<(), Fault> {
        let mut buf = [0; 4];
        let bytes = match unit {
            // A space written as a character reference separates moves like any other.
            Unit::Byte(b) if is_space(b) => return self.end(lines, game),
            Unit::Char(c) if u8::try_from(c).is_ok_and(is_space) => return self.end(lines, game),
            Unit::Byte(b) => {
                buf[0] = b;
                &buf[..1]
            }
            Unit::Char(c) => c.encode_utf8(&mut buf).as_bytes(),
        };
        self.start.get_or_insert(at);
        let room = MAX_TOKEN.saturating_sub(self.bytes.len());
        self.cut |= bytes.len() > room;
        self.bytes.extend_from_slice(bytes.get(..room.min(bytes.len())).unwrap_or(&[]));
        Ok(())
    }

    /// Ends the token, if one was begun, as the next move of `moves`.
    /// Ends the token being read. A token that is not a move makes its game unreadable (the
    /// first such fault is kept, and the game's later tokens are skipped); it never stops the
    /// reader, so one bad game costs only its own verdict.
    fn end(&mut self, lines: &mut Lines, game: &mut RawGame) -> Result<(), Fault> {
        let Some(start) = self.start.take() else { return Ok(()) };
        let cut = std::mem::take(&mut self.cut);
        if game.error.is_some() {
            self.bytes.clear();
            return Ok(());
        }
        let written = String::from_utf8_lossy(&self.bytes).into_owned();
        self.bytes.clear();
        if game.moves.len() == MAX_MOVES {
            game.error = Some(fault!(RIF_TOO_MANY_MOVES, start; MAX_MOVES));
            return Ok(());
        }
        let Some(text) = move_text(&written).filter(|_| !cut) else {
            let ellipsis = if cut { "..." } else { "" };
            game.error = Some(fault!(RIF_NOT_A_MOVE, start; format!("{written}{ellipsis}")));
            return Ok(());
        };
        game.moves.push(MoveEntry::new(text, lines.loc(start)));
        Ok(())
    }
}

/// A RenjuNet move: a letter and a row number, `h8`, as written; off the 15x15 board when the
/// letter is past `o` or the row is 0 or past 15 (a verdict, not an error: docs/contract.md §1).
fn move_text(token: &str) -> Option<MoveText> {
    let (&letter, digits) = token.as_bytes().split_first()?;
    if !letter.is_ascii_alphabetic()
        || !(1..=2).contains(&digits.len())
        || !digits.iter().all(u8::is_ascii_digit)
    {
        return None;
    }
    let col = letter.to_ascii_lowercase() - b'a';
    let row: u8 = token.get(1..)?.parse().ok()?;
    Some(if col < SIDE && (1..=SIDE).contains(&row) {
        MoveText::Stone { color: None, point: grid::Point::new(col, row - 1) }
    } else {
        // The colour is not written: the adapter gives the stone to the player to move.
        MoveText::OffBoard { color: None, shown: token.to_owned() }
    })
}

/// Walks the tokens, keeping the tables and the games.
#[derive(Debug)]
struct Reader<'a> {
    lexer: Lexer<'a>,
    lines: Lines<'a>,
    /// The names of the open elements, outermost first.
    open: Vec<Range<usize>>,
    players: HashMap<String, String>,
    rules: HashMap<String, String>,
    tournaments: HashMap<String, String>,
    /// Games read and not yet given out.
    games: std::collections::VecDeque<RawGame>,
    /// How many games were read in all.
    count: usize,
    /// The input is read to its end (or a fault stopped the reader).
    finished: bool,
    /// Reading for the tables alone: games are passed over, their moves and attributes unread.
    tables_only: bool,
    /// The fault that ended the reading, given after the games read before it.
    last_fault: Option<Fault>,
    /// The `<game>` being read and the depth of its element.
    game: Option<(RawGame, usize)>,
    /// The depth of the `<move>` element being read.
    move_depth: Option<usize>,
    pending: Pending,
    /// Remarks on stray end tags met outside a game, for the next game.
    notes: Vec<crate::ReadNote>,
    /// The last searches for the next `<game` and `<games` start tags ([`next_tag`]).
    next_game: Option<(usize, Option<usize>)>,
    next_games: Option<(usize, Option<usize>)>,
}

/// The first start tag `<name` at or after `from`, through `cache` (where the last search for
/// it started and what it found), so that a run of stray end tags searches the file once.
fn next_tag(
    lexer: &Lexer,
    cache: &mut Option<(usize, Option<usize>)>,
    from: usize,
    name: &[u8],
) -> Option<usize> {
    if let Some((searched, found)) = *cache {
        if searched <= from && found.is_none_or(|f| f >= from) {
            return found;
        }
    }
    let found = lexer.find_tag(from, name, false);
    *cache = Some((from, found));
    found
}

impl<'a> Reader<'a> {
    fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader {
            lexer: Lexer::new(bytes),
            lines: Lines::new(bytes),
            open: Vec::new(),
            players: HashMap::new(),
            rules: HashMap::new(),
            tournaments: HashMap::new(),
            games: std::collections::VecDeque::new(),
            count: 0,
            finished: false,
            tables_only: false,
            last_fault: None,
            game: None,
            move_depth: None,
            pending: Pending::default(),
            notes: Vec::new(),
            next_game: None,
            next_games: None,
        }
    }

    /// The decoded value of attribute `key` of the last start tag.
    fn value(&self, key: &str) -> Option<String> {
        let attr = self.lexer.attrs.iter().find(|a| self.lexer.text(a.name.clone()) == key.as_bytes())?;
        decode(self.lexer.text(attr.value.clone()))
    }

    /// The next game read, or the fault that ends the file (a structure never closed, no
    /// `<game>` at all, too many games). A fault inside a `<game>` (or in its own tag) makes that
    /// game unreadable and reading goes on at the next `<game>`; a fault elsewhere is an error in
    /// its place of the list, and reading goes on at the next table of games.
    fn next_raw(&mut self) -> Option<Result<RawGame, Fault>> {
        loop {
            if let Some(game) = self.games.pop_front() {
                return Some(Ok(game));
            }
            if let Some(fault) = self.last_fault.take() {
                return Some(Err(fault));
            }
            if self.finished {
                return None;
            }
            let step = match self.lexer.next() {
                Ok(Some(token)) => self.token(token),
                Ok(None) => {
                    self.finished = true;
                    self.last_fault = self.end().err();
                    continue;
                }
                Err(fault) => Err(fault),
            };
            if let Err(fault) = step.or_else(|fault| self.recover(fault)) {
                // The games read before the fault that stops the reader come first.
                self.finished = true;
                self.last_fault = Some(fault);
            }
        }
    }

    /// At the end of the input: a game the file ends inside is judged up to there; an element
    /// never closed or a file with no game is an error.
    fn end(&mut self) -> Result<(), Fault> {
        if let Some((mut game, _)) = self.game.take() {
            // The file ends inside a game: its moves up to the cut are judged (a token the
            // end may have cut short is dropped).
            self.pending = Pending::default();
            game.cut_off = Some(self.lexer.bytes.len());
            self.push_game(game);
            self.open.clear();
        }
        if let Some(last) = self.open.last() {
            let shown = String::from_utf8_lossy(self.lexer.text(last.clone())).into_owned();
            return Err(fault!(RIF_NEVER_CLOSED, last.start.saturating_sub(1); shown));
        }
        if self.count == 0 {
            return Err(fault!(RIF_NO_GAME, 0));
        }
        Ok(())
    }

    fn push_game(&mut self, game: RawGame) {
        self.count += 1;
        self.games.push_back(game);
    }

    /// Reads one token.
    fn token(&mut self, token: Token) -> Result<(), Fault> {
        match token {
            Token::Open { name, empty } => {
                self.end_move()?;
                self.open_element(name, empty)?;
            }
            Token::Close { name, start } => {
                self.end_move()?;
                self.close_element(&name, start)?;
            }
            Token::Text(ref range) | Token::CData(ref range)
                if self.move_depth.is_some() && !self.tables_only =>
            {
                let Some((game, _)) = self.game.as_mut() else { return Ok(()) };
                let raw = self.lexer.text(range.clone());
                let (pending, lines) = (&mut self.pending, &mut self.lines);
                let mut each = |at, unit| pending.push(at, unit, lines, game);
                if matches!(token, Token::CData(_)) {
                    // CDATA is taken literally: no entities inside.
                    (0..raw.len()).zip(raw).try_for_each(|(i, &b)| each(range.start + i, Unit::Byte(b)))?;
                } else {
                    unescape(raw, range.start, each)?;
                }
            }
            Token::Text(_) | Token::CData(_) => {}
        }
        Ok(())
    }

    /// After `fault`: the game it is in (or whose tag it is in) becomes unreadable, or the fault
    /// is an error of its own outside the games; reading goes on at the next `<game>` (or
    /// `</games>`) of the open table of games, or at the next `<games>` when none is open.
    ///
    /// # Errors
    /// A fault that stops the reader: too many games.
    fn recover(&mut self, fault: Fault) -> Result<(), Fault> {
        if self.count >= MAX_GAMES {
            return Err(fault);
        }
        // Every fault is in the markup that starts at `tag`: the next game may start inside it
        // (`<a b=<game ...>`: the `<` that broke the attribute is the game's).
        let after = self.lexer.tag + 1;
        let parent_is_games = self.open.last().is_some_and(|p| self.lexer.text(p.clone()) == b"games");
        let in_game_tag = parent_is_games && self.lexer.tag_at(self.lexer.tag, b"game", false);
        self.pending = Pending::default();
        self.move_depth = None;
        let mut bad = match self.game.take() {
            Some((game, depth)) => {
                self.open.truncate(depth - 1);
                game
            }
            None if in_game_tag => RawGame::default(),
            None => {
                // Not in a game: the error stands alone, and the games go on.
                let games = self.open.iter().position(|p| self.lexer.text(p.clone()) == b"games");
                self.open.truncate(games.map_or(self.open.len().min(1), |g| g + 1));
                RawGame::default()
            }
        };
        // A game's first fault is the one it is unreadable for.
        bad.error.get_or_insert(fault);
        self.push_game(bad);
        let mut games_open = self.open.last().is_some_and(|p| self.lexer.text(p.clone()) == b"games");
        // A broken `<games>` tag with no table of games open (a `</games>` among the games
        // closed the first table early): the table starts there all the same, and the games
        // after the broken tag are read in it.
        if !games_open && self.lexer.tag_at(self.lexer.tag, b"games", false) {
            let name = self.lexer.tag + 1..self.lexer.tag + 1 + b"games".len();
            self.open.push(name);
            games_open = true;
        }
        let next = if games_open {
            let game = self.lexer.find_tag(after, b"game", false);
            let end = self.lexer.find_tag(after, b"games", true);
            match (game, end) {
                (Some(g), Some(e)) => Some(g.min(e)),
                (g, e) => g.or(e),
            }
        } else {
            self.lexer.find_tag(after, b"games", false)
        };
        match next {
            Some(at) => self.lexer.resume_at(at),
            None => {
                // Nothing left to read: the fault already said what is wrong.
                self.open.clear();
                self.lexer.resume_at(usize::MAX);
            }
        }
        Ok(())
    }

    /// Ends the move token being read, if any: a tag inside `<move>` separates tokens.
    fn end_move(&mut self) -> Result<(), Fault> {
        match self.game.as_mut() {
            Some((game, _)) => self.pending.end(&mut self.lines, game),
            None => Ok(()),
        }
    }

    fn open_element(&mut self, name: Range<usize>, empty: bool) -> Result<(), Fault> {
        if self.game.is_some() && self.lexer.text(name.clone()) == b"game" {
            // A `<game>` inside a game: the open one was never closed (its `</game>` or a
            // `</move>` is missing). It is one error, and the new game is read.
            self.unclosed_game("<game>", name.start.saturating_sub(1));
        }
        let bytes = self.lexer.bytes;
        let names = |r: &Range<usize>| bytes.get(r.clone()).unwrap_or(&[]);
        if self.game.is_none() && names(&name) == b"game" {
            // A `<game>` inside the table of games, under an element never closed: that
            // element is an error of its own, and the game is read.
            let games = self.open.iter().rposition(|r| names(r) == b"games");
            if let Some(first) = games.and_then(|g| self.open.get(g + 1)).cloned() {
                self.open.truncate(games.map_or(0, |g| g + 1));
                let here = self.lines.loc(name.start - 1);
                let shown = String::from_utf8_lossy(names(&first));
                let fault =
                    fault!(RIF_NOT_CLOSED_BEFORE_GAME, first.start - 1; shown, here.line, here.column);
                self.push_game(RawGame { error: Some(fault), ..RawGame::default() });
            }
        }
        let parent = self.open.last().map_or(&[][..], |p| self.lexer.text(p.clone()));
        let depth = self.open.len() + 1;
        match (parent, self.lexer.text(name.clone())) {
            (b"players", b"player") => {
                let parts = [self.value("name"), self.value("surname")];
                let full = parts.into_iter().flatten().collect::<Vec<_>>().join(" ");
                if let (Some(id), false) = (self.value("id"), full.is_empty()) {
                    self.players.insert(id, full);
                }
            }
            (b"rules", b"rule") => {
                if let (Some(id), Some(rule)) = (self.value("id"), self.value("name")) {
                    self.rules.insert(id, rule);
                }
            }
            (b"tournaments", b"tournament") => {
                if let (Some(id), Some(tournament)) = (self.value("id"), self.value("name")) {
                    self.tournaments.insert(id, tournament);
                }
            }
            (b"games", b"game") => {
                if self.count == MAX_GAMES {
                    return Err(fault!(TOO_MANY_GAMES, name.start - 1; MAX_GAMES));
                }
                let mut game = if self.tables_only { RawGame::default() } else { self.game_tag() };
                game.start = name.start - 1;
                game.notes = std::mem::take(&mut self.notes);
                if empty {
                    self.push_game(game);
                } else {
                    self.game = Some((game, depth));
                }
            }
            (b"game", b"move") if !empty && self.game.as_ref().is_some_and(|(_, d)| *d + 1 == depth) => {
                self.move_depth = Some(depth);
            }
            _ => {}
        }
        if !empty {
            self.open.push(name);
        }
        Ok(())
    }

    /// The `<game>` tag just read, its attributes read in the order written so that their
    /// places cost one pass over the file.
    fn game_tag(&mut self) -> RawGame {
        let mut game = RawGame::default();
        for attr in &self.lexer.attrs {
            let loc = self.lines.loc(attr.name.start);
            let value = decode(self.lexer.text(attr.value.clone()));
            match self.lexer.text(attr.name.clone()) {
                b"id" => game.id = value,
                b"tournament" => game.tournament = value,
                b"round" => game.round = value,
                b"black" => game.black = value,
                b"white" => game.white = value,
                b"rule" => game.rule = value.map(|v| Located::new(v, loc)),
                b"bresult" => game.bresult = value.map(|v| Located::new(v, loc)),
                _ => {}
            }
        }
        game
    }

    /// Ends the open game as an error: `what` (the next `<game>`, or the end tag of an
    /// element around the game) at offset `at` comes before its `</game>`. The error is placed
    /// at the game's start tag; the elements open inside the game are closed with it.
    fn unclosed_game(&mut self, what: &str, at: usize) {
        let Some((mut game, depth)) = self.game.take() else { return };
        self.pending = Pending::default();
        self.move_depth = None;
        self.open.truncate(depth - 1);
        if game.error.is_none() {
            let here = self.lines.loc(at);
            game.error = Some(fault!(RIF_GAME_NOT_CLOSED, game.start; what, here.line, here.column));
        }
        self.push_game(game);
    }

    /// Skips the end tag `</name>` at `start`, which closes no open element, with a remark
    /// for the game it is in, else the next game.
    fn stray_end_tag(&mut self, closing: &[u8], start: usize) {
        if self.tables_only {
            return;
        }
        let notes = match self.game.as_mut() {
            Some((game, _)) => &mut game.notes,
            None => &mut self.notes,
        };
        if notes.len() < MAX_TAG_NOTES {
            let at = self.lines.loc(start);
            notes.push(crate::ReadNote::stray_end_tag(&String::from_utf8_lossy(closing), at));
        }
    }

    fn close_element(&mut self, name: &Range<usize>, start: usize) -> Result<(), Fault> {
        let closing = self.lexer.text(name.clone());
        let shown = String::from_utf8_lossy(closing);
        let bytes = self.lexer.bytes;
        let names = |r: &Range<usize>| bytes.get(r.clone()).unwrap_or(&[]);
        let open_at = self.open.iter().rposition(|r| names(r) == closing);
        let game_depth = self.game.as_ref().map(|(_, d)| *d);
        match (open_at, game_depth) {
            // An end tag that closes nothing open, between games: skipped, with a remark.
            (None, None) => {
                self.stray_end_tag(closing, start);
                return Ok(());
            }
            // `</games>` (or an element around the games) with a game open: that game was
            // never closed; the element is closed below as written.
            (Some(i), Some(d)) if i + 1 < d => {
                let what = format!("</{shown}>");
                self.unclosed_game(&what, start);
            }
            _ => {}
        }
        // An end tag that would close the table of games while a `<game>` follows (before any
        // other `<games>`) closes it too early (`</games>`, `</database>` in the middle of the
        // games): skipped, so that the games after it are still games.
        let open_at = self.open.iter().rposition(|r| names(r) == closing);
        if let (Some(i), None) = (open_at, &self.game) {
            if self.open.get(i..).is_some_and(|closed| closed.iter().any(|r| names(r) == b"games")) {
                let after = start + 1;
                let game = next_tag(&self.lexer, &mut self.next_game, after, b"game");
                let games = next_tag(&self.lexer, &mut self.next_games, after, b"games");
                if game.is_some_and(|g| games.is_none_or(|t| g < t)) {
                    self.stray_end_tag(closing, start);
                    return Ok(());
                }
            }
        }
        let closing = self.lexer.text(name.clone());
        let Some(top) = self.open.pop() else {
            return Err(fault!(RIF_CLOSES_NOTHING, start; shown));
        };
        if self.lexer.text(top.clone()) != closing {
            let opened = top.start.saturating_sub(1);
            let at = Lines::new(self.lexer.bytes).loc(opened);
            let open_shown = String::from_utf8_lossy(self.lexer.text(top));
            return Err(fault!(RIF_CLOSES_OTHER, start; shown, open_shown, at.line, at.column));
        }
        let depth = self.open.len() + 1;
        if self.move_depth == Some(depth) {
            self.move_depth = None;
        }
        if self.game.as_ref().is_some_and(|(_, d)| *d == depth) {
            if let Some((game, _)) = self.game.take() {
                self.push_game(game);
            }
        }
        Ok(())
    }
}

fn record(
    g: RawGame,
    players: &HashMap<String, String>,
    rules: &HashMap<String, String>,
    tournaments: &HashMap<String, String>,
) -> Record {
    let mut rec = Record::new(SourceFormat::Rif);
    rec.game = Some(GameKind::FiveInRow);
    let named = |table: &HashMap<String, String>, id: String| table.get(&id).cloned().unwrap_or(id);
    let info = [
        ("black", g.black.map(|id| named(players, id))),
        ("white", g.white.map(|id| named(players, id))),
        ("event", g.tournament.map(|id| named(tournaments, id))),
        ("round", g.round),
        ("game", g.id),
    ];
    rec.info = info.into_iter().filter_map(|(k, v)| Some((std::borrow::Cow::Borrowed(k), v?))).collect();
    // The rule's name through the `<rules>` table (the id when the table lacks it is not a
    // name, and is left out).
    rec.rule_set = g.rule.and_then(|r| rules.get(&r.value).map(|name| Located::new(name.clone(), r.loc)));
    if let Some(b) = g.bresult {
        match claim(&b.value) {
            Some(result) => rec.result = Some(Located::new(result.to_owned(), b.loc)),
            None => rec.notes.push(crate::ReadNote::bad_bresult(&b.value)),
        }
    }
    rec.moves = g.moves;
    rec.notes.extend(g.notes);
    rec
}

/// The claim of `bresult`, Black's score: 1 a Black win, 0 a White win, 0.5 a draw.
fn claim(bresult: &str) -> Option<&'static str> {
    match bresult {
        "1" | "1.0" => Some("B+"),
        "0" | "0.0" => Some("W+"),
        "0.5" | ".5" => Some("Draw"),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
