//! Openings from game records (SGF, RenjuNet RIF, Gomocup PSQ), as the `records` readers read
//! them: each game's main line is one opening, its moves in the order played.

use grid::{Color, Notation, Size};
use records::{GameKind, KeyValue, Loc, MoveText, Record, Setup};

use super::{Opening, Place};

/// The game of the match the openings are for, and its board's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Target {
    pub go: bool,
    pub size: u8,
}

impl Target {
    fn game(self) -> &'static str {
        if self.go {
            "Go"
        } else {
            "Gomoku/Renju"
        }
    }
}

/// The opening a record's main line gives, or why it cannot be one (a sentence, with the place
/// in the file it is about).
pub(super) fn opening_of(rec: &Record, target: Target, place: Place) -> Result<Opening, (Loc, String)> {
    let first_loc = rec.moves.first().map_or(Loc::UNKNOWN, |m| m.loc);
    let kind = rec.game.unwrap_or(GameKind::Go);
    if (kind == GameKind::Go) != target.go || kind == GameKind::Junqi {
        let what = match kind {
            GameKind::Go => "a Go record (GM[1], or no GM)",
            GameKind::FiveInRow => "a five-in-a-row record",
            GameKind::Junqi => "a junqi record",
        };
        return Err((first_loc, format!("{what} is no opening for a {} match", target.game())));
    }
    let number = |key: &str| {
        rec.set.iter().find(|o| o.key.value == key).map(|o| match &o.value.value {
            KeyValue::Number(n) => (*n, o.key.loc),
            _ => (f64::NAN, o.key.loc),
        })
    };
    if let Some((_, loc)) = number("rows") {
        return Err((loc, "a board that is not square is no opening for this match".to_owned()));
    }
    let (size, size_loc) = number("size").unwrap_or((if target.go { 19.0 } else { 15.0 }, Loc::UNKNOWN));
    if size != f64::from(target.size) {
        return Err((
            size_loc,
            format!(
                "the record's board is {size}x{size}, the match's {}x{}: an opening is played on the match's board",
                target.size, target.size
            ),
        ));
    }
    if let Some(Setup::Stones { black, white }) = &rec.setup {
        if let Some(stone) = black.iter().chain(white).min_by_key(|s| (s.loc.line, s.loc.column)) {
            return Err((
                stone.loc,
                "setup stones (AB/AW) cannot be an opening: the engines are told an opening move by move; \
                 write the stones as moves (B[..];W[..]), Black first"
                    .to_owned(),
            ));
        }
    }
    // A five-in-a-row reader leaves out setup after the first move, with a note: played without
    // it, the opening would not be the one written.
    if let Some(line) = rec.notes.iter().find_map(|n| match n.kind {
        records::ReadKind::LateSetup { line } => Some(line),
        _ => None,
    }) {
        return Err((
            Loc::new(line, 0),
            "setup stones (AB/AW/AE) after the first move cannot be an opening: write them as moves"
                .to_owned(),
        ));
    }
    if let Some(end) = rec.cut_off {
        return Err((end, "the file ends inside this game".to_owned()));
    }
    let side = Size::square(target.size);
    let notation = if target.go { Notation::Gtp } else { Notation::Renju };
    let mut moves = Vec::with_capacity(rec.moves.len());
    let mut locs = Vec::with_capacity(rec.moves.len());
    for (k, entry) in rec.moves.iter().enumerate() {
        let to_play = if k % 2 == 0 { Color::Black } else { Color::White };
        let n = k + 1;
        let colour = |color: Option<Color>| match color {
            Some(c) if c != to_play => Err((
                entry.loc,
                format!(
                    "move {n} is {}'s, but {} is to play: an opening's moves alternate, Black first",
                    c.title(),
                    to_play.title()
                ),
            )),
            _ => Ok(()),
        };
        let text = match &entry.text {
            MoveText::Stone { color, point } => {
                colour(*color)?;
                notation.format(*point, side)
            }
            MoveText::Pass { color } if target.go => {
                colour(*color)?;
                "pass".to_owned()
            }
            MoveText::Pass { .. } => {
                return Err((entry.loc, format!("move {n} is a pass, which Gomoku and Renju have not")));
            }
            MoveText::Plain(text) => text.clone(),
            MoveText::Offer { keep, .. } => keep.clone(),
            MoveText::OffBoard { shown, .. } => {
                return Err((entry.loc, format!("move {n} ({shown}) is off the board")));
            }
            MoveText::Edit { .. } => {
                return Err((
                    entry.loc,
                    format!("the position is changed (AB/AW/AE) at move {n}: an opening is a list of moves"),
                ));
            }
        };
        moves.push(text);
        locs.push(entry.loc);
    }
    if moves.is_empty() {
        return Err((place.loc, "the game has no moves: an opening is at least one move".to_owned()));
    }
    Ok(Opening { place, moves, locs, centre_offsets: false })
}
