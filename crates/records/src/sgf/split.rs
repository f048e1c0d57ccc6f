//! An SGF collection cut at its game boundaries, so that several threads can read its games
//! (issue 37): a cheap scan over the bytes finds where each top-level game tree ends (brackets
//! counted outside `[...]` values, `\` escaping the next byte, as `Cursor::skip_tree` counts
//! them), and each piece of a few trees is read from its first byte with the line it starts on,
//! so that every error keeps the line and column of the whole file.
//!
//! The scan is a guess at where the reader's games end; the reader is the judge. A piece's
//! reading says where it stopped and whether it asked anything of the file's brackets beyond
//! its own trees ([`Brackets`]); a caller takes a piece's games only when the piece starts
//! where the reading before it stopped and asked nothing, and else reads on from where the
//! reading stands, one game after the other ([`SgfCollection::rest`]). The games given are then
//! the games [`super::sgf_games`] gives, in every file: the same results, errors at the same
//! places, the same labels.

use super::encoding::{self, Decoded};
use super::{GameResult, Reader, SgfPlace};

/// An SGF collection decoded once, to be read in pieces.
#[derive(Debug)]
pub struct SgfCollection<'a> {
    text: Decoded<'a>,
}

/// A run of whole game trees found by the scan: the place its first tree is read from, the
/// number of trees, and the byte its last one ends at (`None`: the piece runs to the end of the
/// file, and is read to the end).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SgfPiece {
    pub from: SgfPlace,
    pub trees: usize,
    end: Option<usize>,
}

impl SgfPiece {
    /// Whether the piece runs to the end of the file.
    pub fn is_last(&self) -> bool {
        self.end.is_none()
    }
}

/// What reading one piece gave: its games in order, where the reading stopped, whether the
/// file has no game after that, and whether the reading asked nothing of the brackets of
/// trees outside the piece (`exact`).
#[derive(Debug)]
pub struct SgfPieceRead {
    pub games: Vec<GameResult>,
    pub next: SgfPlace,
    pub done: bool,
    pub exact: bool,
}

impl<'a> SgfCollection<'a> {
    /// The collection in `file`, decoded as [`super::sgf_games`] decodes it.
    pub fn new(file: &'a [u8]) -> SgfCollection<'a> {
        SgfCollection { text: encoding::decode(file) }
    }

    /// The pieces of about `games` trees each, in file order, found as they are asked for.
    pub fn pieces(&self, games: usize) -> SgfPieces<'_> {
        SgfPieces { bytes: &self.text.bytes, place: SgfPlace::START, games: games.max(1), done: false }
    }

    /// Reads one piece: its trees' games, as a reading of the whole file would give them when
    /// it stands at the piece's start.
    pub fn read_piece(&self, piece: &SgfPiece) -> SgfPieceRead {
        let mut reader = Reader::at(piece.from);
        let mut games = Vec::with_capacity(piece.trees);
        match piece.end {
            None => games.extend(std::iter::from_fn(|| reader.next(&self.text))),
            Some(end) => {
                while games.len() < piece.trees {
                    match reader.next(&self.text) {
                        Some(game) => games.push(game),
                        None => break,
                    }
                }
                // Bytes after the last tree that no tree starts in are passed over by the next
                // reading as well: the reading stands at the piece's end.
                if !reader.done
                    && reader.place.pos < end
                    && !opens_tree(&self.text.bytes[reader.place.pos..end])
                {
                    let place = &mut reader.place;
                    advance(&self.text.bytes, place, end);
                }
            }
        }
        SgfPieceRead { games, next: reader.place, done: reader.done, exact: reader.brackets.is_untouched() }
    }

    /// The games from `place` on, read one after the other: where a piece's reading cannot be
    /// taken, the reading of the whole file goes on from where it stands.
    pub fn rest(&self, place: SgfPlace) -> impl Iterator<Item = GameResult> + Send + '_ {
        let mut reader = Reader::at(place);
        std::iter::from_fn(move || reader.next(&self.text))
    }
}

/// Takes the readings of a collection's pieces in file order and tells which continue the
/// reading of the whole file: a piece that starts where the reading stands and asked nothing of
/// other trees' brackets. Once one does not, the rest is read from [`SgfStitch::place`] on.
#[derive(Debug)]
pub struct SgfStitch {
    place: SgfPlace,
    done: bool,
}

impl Default for SgfStitch {
    fn default() -> Self {
        SgfStitch { place: SgfPlace::START, done: false }
    }
}

impl SgfStitch {
    /// Whether the reading `read` of `piece` continues the reading so far; if it does, the
    /// reading stands where the piece's stopped.
    pub fn take(&mut self, piece: &SgfPiece, read: &SgfPieceRead) -> bool {
        if self.done || !read.exact || piece.from != self.place {
            return false;
        }
        (self.place, self.done) = (read.next, read.done);
        true
    }

    /// Where the reading stands.
    pub fn place(&self) -> SgfPlace {
        self.place
    }

    /// Whether the file has no game after the pieces taken.
    pub fn is_done(&self) -> bool {
        self.done
    }
}

/// Moves `place` to byte `to` of `bytes`, counting the lines passed.
fn advance(bytes: &[u8], place: &mut SgfPlace, to: usize) {
    let passed = &bytes[place.pos..to];
    if let Some(last) = passed.iter().rposition(|&b| b == b'\n') {
        place.line += passed.iter().filter(|&&b| b == b'\n').count();
        place.line_start = place.pos + last + 1;
    }
    place.pos = to;
}

/// Whether a game tree opens in `bytes`, as `Cursor::next_tree` finds one: a `(` followed,
/// after white space, by `;` or `(`.
fn opens_tree(bytes: &[u8]) -> bool {
    tree_start(bytes, 0).is_some()
}

/// The first byte at or after `from` that opens a game tree.
fn tree_start(bytes: &[u8], from: usize) -> Option<usize> {
    let mut i = from;
    while let Some(at) = bytes.get(i..)?.iter().position(|&b| b == b'(') {
        let open = i + at;
        let rest = &bytes[open + 1..];
        if matches!(rest.iter().find(|c| !c.is_ascii_whitespace()), Some(b';' | b'(')) {
            return Some(open);
        }
        i = open + 1;
    }
    None
}

/// The byte after the `)` that closes the tree opened at `open`, brackets counted outside
/// values; `None` when the file ends first.
fn tree_end(bytes: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'[' => i = super::parse::value_close(bytes, i),
            _ => {}
        }
        i += 1;
    }
    None
}

/// The iterator of [`SgfCollection::pieces`]: the scan's place.
#[derive(Debug)]
pub struct SgfPieces<'c> {
    bytes: &'c [u8],
    place: SgfPlace,
    games: usize,
    done: bool,
}

impl Iterator for SgfPieces<'_> {
    type Item = SgfPiece;

    fn next(&mut self) -> Option<SgfPiece> {
        if self.done {
            return None;
        }
        let from = self.place;
        let mut pos = from.pos;
        let mut trees = 0;
        while trees < self.games {
            let open = tree_start(self.bytes, pos);
            match open.and_then(|open| tree_end(self.bytes, open)) {
                Some(end) => {
                    pos = end;
                    trees += 1;
                }
                None => {
                    // No tree more, or the file ends inside one: the rest is one piece read to
                    // the end.
                    self.done = true;
                    return Some(SgfPiece { from, trees: trees + usize::from(open.is_some()), end: None });
                }
            }
        }
        if tree_start(self.bytes, pos).is_none() {
            self.done = true;
            return Some(SgfPiece { from, trees, end: None });
        }
        advance(self.bytes, &mut self.place, pos);
        self.place.read += trees;
        Some(SgfPiece { from, trees, end: Some(pos) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::InputError;

    /// What a reading in pieces of `games` trees gives, taken as a batch takes it: each piece
    /// while it continues the reading, then the rest one game after the other.
    fn read_in_pieces(file: &[u8], games: usize) -> (Vec<Result<crate::Record, InputError>>, usize) {
        let collection = SgfCollection::new(file);
        let mut stitch = SgfStitch::default();
        let (mut out, mut taken) = (Vec::new(), 0);
        for piece in collection.pieces(games) {
            if stitch.is_done() {
                return (out, taken);
            }
            let read = collection.read_piece(&piece);
            if !stitch.take(&piece, &read) {
                break;
            }
            taken += 1;
            out.extend(read.games);
        }
        if !stitch.is_done() {
            out.extend(collection.rest(stitch.place()));
        }
        (out, taken)
    }

    fn shown(games: &[Result<crate::Record, InputError>]) -> Vec<String> {
        games.iter().map(|g| format!("{g:?}")).collect()
    }

    /// Collections clean and broken, read in pieces of every size, give the games a reading of
    /// the whole file gives: the same records, the same errors at the same lines and columns.
    #[test]
    fn pieces_read_as_the_whole_file_reads() {
        let clean = "(;GM[1]SZ[9]RE[B+R];B[ee];W[cc])\n(;GM[1]SZ[9]C[a ) in a comment \\] still];B[ee])\r\n";
        let files = [
            clean.repeat(7),
            format!("{}(;GM[1]SZ[9]KM[abc];B[ee])\n{}", clean.repeat(3), clean.repeat(3)),
            format!("{}(;GM[1]SZ[9];B[ee]XX;W[cc])\n{}", clean.repeat(2), clean.repeat(2)),
            // A `)` missing: the next game opens inside the broken tree.
            format!("{}(;GM[1]SZ[9];B[ee]\n(;GM[1]SZ[9];B[cc])\n{}", clean.repeat(2), clean.repeat(2)),
            // A stray `(` wrapping the rest of the file, and trees wrapped in trees.
            format!("{}(\n{}", clean.repeat(2), clean.repeat(2)),
            format!("{}(((;GM[1]SZ[9];B[ee])))\n{}", clean.repeat(2), clean.repeat(2)),
            // Text between games, a variation with a root property, a file cut short.
            format!("junk {} more junk (not a tree) {}", clean.repeat(2), clean.repeat(2)),
            format!("{}(;GM[1]SZ[9];B[ee](;FF[4]B[cc])(;W[dd]))\n{}", clean.repeat(2), clean),
            format!("{}(;GM[1]SZ[9];B[ee];W[c", clean.repeat(3)),
            "no tree at all".to_owned(),
        ];
        for file in &files {
            let whole = shown(&crate::sgf::sgf_games(file.as_bytes()).collect::<Vec<_>>());
            for games in 1..6 {
                let (read, _) = read_in_pieces(file.as_bytes(), games);
                assert_eq!(shown(&read), whole, "pieces of {games} in {file:?}");
            }
        }
    }

    /// A clean collection and one with a bad game in the middle are read all in pieces: the
    /// scan finds the ends the reader finds.
    #[test]
    fn a_bad_game_in_the_middle_keeps_the_pieces() {
        let clean = "(;GM[1]SZ[9]RE[B+R];B[ee];W[cc])\n";
        let file = format!(
            "{}(;GM[1]SZ[9]KM[abc];B[ee])\n(;GM[1]SZ[9];B[ee]XX;W[cc])\n{}",
            clean.repeat(5),
            clean.repeat(5)
        );
        let (games, taken) = read_in_pieces(file.as_bytes(), 3);
        assert_eq!(taken, 4);
        assert_eq!(games.len(), 12);
        let e = games[5].as_ref().expect_err("the bad KM");
        assert_eq!((e.loc.line, e.loc.column), (6, 16));
        let e = games[6].as_ref().expect_err("the bytes that are not SGF");
        assert_eq!((e.loc.line, e.loc.column), (7, 19));
    }
}
