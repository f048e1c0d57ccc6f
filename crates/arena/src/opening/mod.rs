//! The openings of `--openings FILE|DIR` (docs/matches.md, "Openings"): each is a list of
//! starting moves, played twice, colours swapped.
//!
//! A file is read by its kind: an SGF file (one game or a collection; Go, or `GM[4]` Gomoku and
//! Renju), a RenjuNet database (`.rif`), a Gomocup record (`.psq`), each game's main line one
//! opening, read with the `records` crate's readers; any other file is the text format of
//! [`parse`] (move lists, or Gomocup's offsets from the centre). A folder is its `.sgf`, `.rif`
//! and `.psq` files, in the order of their names. [`Arrangement`] then orders them.

mod order;
mod record;
mod text;

pub use order::{Arrangement, Order, DEFAULT_SEED};
pub use text::parse;

use std::path::{Path, PathBuf};

use records::{Loc, SourceFormat};

use crate::rules::Board;

/// One starting move list, as read (checked by [`load`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening {
    /// Where it was read, for messages.
    pub place: Place,
    pub moves: Vec<String>,
    /// Where each move is written, one per move.
    pub locs: Vec<Loc>,
    /// The moves are Gomocup offsets from the centre (`x,y`), to be placed on a board by
    /// [`Opening::on_board`].
    pub centre_offsets: bool,
}

/// Where an opening was read: the file as messages name it, the game's number in the file (a
/// record file; `None` for the text format, where the line is the opening) and the place of
/// its first move (of its line in the text format, column 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    pub file: String,
    pub game: Option<usize>,
    pub loc: Loc,
}

impl Place {
    /// `message` about `loc` of this opening (its own place when `loc` is unknown), as
    /// `FILE:LINE:COLUMN: game N: message`, leaving out what is not known.
    pub fn say(&self, loc: Loc, message: impl std::fmt::Display) -> String {
        let loc = if loc.is_known() { loc } else { self.loc };
        let mut out = self.file.clone();
        if loc.is_known() {
            out.push_str(&format!(":{}", loc.line));
            if loc.column > 0 {
                out.push_str(&format!(":{}", loc.column));
            }
        }
        if let Some(game) = self.game {
            out.push_str(&format!(": game {game}"));
        }
        out.push_str(&format!(": {message}"));
        out
    }
}

impl Opening {
    /// The moves of a centre-offset opening as points of a `size` x `size` board, in Renju
    /// notation (`h8`); an offset off the board is the error.
    pub fn on_board(&self, size: u8) -> Result<Vec<String>, String> {
        let half = i32::from(size / 2);
        let side = grid::Size::square(size);
        self.moves
            .iter()
            .map(|m| {
                let (x, y) = m.split_once(',').unwrap_or((m, ""));
                let (x, y) = (x.parse::<i32>().unwrap_or(i32::MAX), y.parse::<i32>().unwrap_or(i32::MAX));
                let (col, row_from_top) = (x.saturating_add(half), y.saturating_add(half));
                if !(0..i32::from(size)).contains(&col) || !(0..i32::from(size)).contains(&row_from_top) {
                    return Err(format!("offset {m} from the centre is off the {size}x{size} board"));
                }
                let p = grid::Point::new(col as u8, (i32::from(size) - 1 - row_from_top) as u8);
                Ok(grid::Notation::Renju.format(p, side))
            })
            .collect()
    }
}

/// The record formats a folder of openings is read for.
const FOLDER_EXTENSIONS: &[&str] = &["sgf", "rif", "psq"];

/// Reads the openings of `path` (a file, or a folder of record files) for a match on `board`,
/// places Gomocup offsets on the board and checks every opening: each move a point, legal in
/// turn from the empty board, and the game not over at its end. The error is one sentence
/// naming the file, the game, the line and the column.
pub fn load(path: &Path, board: &Board) -> Result<Vec<Opening>, String> {
    let files = if path.is_dir() { folder(path)? } else { vec![path.to_path_buf()] };
    let mut openings = Vec::new();
    for file in &files {
        openings.extend(read_file(file, board)?);
    }
    if openings.is_empty() {
        return Err(format!("{}: no openings in the file", path.display()));
    }
    for o in &mut openings {
        if !o.centre_offsets {
            continue;
        }
        let Board::FiveInRow(rules) = board else {
            return Err(o
                .place
                .say(Loc::UNKNOWN, "Gomocup openings (offsets from the centre) are for Gomoku and Renju"));
        };
        o.moves = o.on_board(rules.size).map_err(|e| o.place.say(Loc::UNKNOWN, e))?;
        o.centre_offsets = false;
    }
    for o in &openings {
        check(o, board)?;
    }
    Ok(openings)
}

/// The record files of a folder, in the order of their names.
fn folder(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.is_file()
                && p.extension()
                    .and_then(|e| e.to_str())
                    .is_some_and(|e| FOLDER_EXTENSIONS.iter().any(|k| k.eq_ignore_ascii_case(e)))
        })
        .collect();
    if files.is_empty() {
        return Err(format!("{}: the folder holds no .sgf, .rif or .psq files", dir.display()));
    }
    files.sort();
    Ok(files)
}

/// The openings of one file, unchecked.
fn read_file(path: &Path, board: &Board) -> Result<Vec<Opening>, String> {
    let shown = path.display().to_string();
    let format = records::format_of_file(path);
    if format == SourceFormat::Yaml {
        let text = records::read_text(path, records::MAX_PROFILE_BYTES)
            .map_err(|e| place_of(&shown, None, e.loc).say(e.loc, e.message))?;
        return Ok(parse(&text, &shown));
    }
    let bytes = records::read_bytes(path, records::size_limit(format))
        .map_err(|e| place_of(&shown, None, e.loc).say(e.loc, e.message))?;
    let name = path.file_name().map(|n| n.to_string_lossy()).unwrap_or_default();
    let (go, size) = match board {
        Board::Go(r) => (true, r.size),
        Board::FiveInRow(r) => (false, r.size),
    };
    let target = record::Target { go, size };
    let mut out = Vec::new();
    for (k, game) in records::games_of(format, &bytes, &name, records::ReadOptions::default()).enumerate() {
        let n = Some(k + 1);
        let rec = game.map_err(|e| place_of(&shown, n, e.loc).say(e.loc, e.message))?;
        let place = place_of(&shown, n, rec.moves.first().map_or(Loc::UNKNOWN, |m| m.loc));
        out.push(record::opening_of(&rec, target, place.clone()).map_err(|(loc, e)| place.say(loc, e))?);
    }
    Ok(out)
}

fn place_of(file: &str, game: Option<usize>, loc: Loc) -> Place {
    Place { file: file.to_owned(), game, loc }
}

/// Whether `o` can start a game on `board`: every move a point (or a Go pass), legal in turn,
/// and the game still on after it.
fn check(o: &Opening, board: &Board) -> Result<(), String> {
    let at = |k: usize, why: String| {
        let loc = o.locs.get(k).copied().unwrap_or(Loc::UNKNOWN);
        o.place.say(loc, format!("move {} ({}): {why}", k + 1, o.moves[k]))
    };
    match board {
        Board::Go(rules) => {
            let size = grid::Size::square(rules.size);
            let mut game = go_rules::Game::new(rules.clone(), &go_rules::Setup::default())
                .map_err(|e| o.place.say(Loc::UNKNOWN, e))?;
            for (k, m) in o.moves.iter().enumerate() {
                let mv = if m.eq_ignore_ascii_case("pass") {
                    go_rules::Move::Pass
                } else {
                    go_rules::Move::Play(
                        grid::Notation::Gtp
                            .parse(&m.to_ascii_uppercase(), size)
                            .map_err(|e| at(k, e.to_string()))?,
                    )
                };
                game.play(None, mv).map_err(|v| at(k, v.message))?;
            }
        }
        Board::FiveInRow(rules) => {
            let size = grid::Size::square(rules.size);
            let mut game = renju_rules::Game::new(rules.clone(), &renju_rules::Setup::default())
                .map_err(|e| o.place.say(Loc::UNKNOWN, e))?;
            for (k, m) in o.moves.iter().enumerate() {
                let p = grid::Notation::Renju
                    .parse(&m.to_ascii_lowercase(), size)
                    .map_err(|e| at(k, e.to_string()))?;
                game.play(None, &renju_rules::Move::Place(p)).map_err(|v| at(k, v.message))?;
            }
            if game.status() != renju_rules::Status::Playing {
                return Err(o.place.say(Loc::UNKNOWN, "the opening already ends the game"));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
