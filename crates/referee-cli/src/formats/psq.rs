//! The PSQ reader (SPEC.md section 6): a Gomocup tournament record becomes a five-in-row
//! [`Record`].
//!
//! A PSQ file is line-based: a header `Piskvorky 15x15, 11:11, 0`, one `x,y,ms` line per move
//! (1-based, `x` counted from the left, `y` from the top, then the thinking time), the engines'
//! names (the first mover's first), a `-1` line and a trailer such as `1,Renju` naming the
//! tournament group. Moves alternate from Black.

use grid::{Color, Notation, Point, Size};

use crate::record::{
    GameKind, InputError, KeyValue, Loc, Located, MoveEntry, MoveText, Override, Record, SourceFormat,
};

/// The most moves one record may have: a board has at most 676 points, so more is not a game
/// and is refused as too large.
pub const MAX_MOVES: usize = 100_000;

/// The note on Gomocup's renju group, whose games start from given balanced positions.
pub const FREE_OPENING_NOTE: &str =
    "Gomocup renju games start from balanced opening positions, not RIF openings: judged as renju-free-opening";

/// Reads a Gomocup PSQ record. `file_name` is the file's name (for the `_1`/`_2`/`_0` result
/// suffix, used only when `result_from_filename`).
///
/// # Errors
/// An [`InputError`] when the first line gives no board size `NxN`, the board is not square or
/// not 5x5 to 26x26, or there are more than [`MAX_MOVES`] moves.
pub fn read_psq(bytes: &[u8], file_name: &str, result_from_filename: bool) -> Result<Record, InputError> {
    let mut lines = bytes.split(|&b| b == b'\n').map(|l| l.strip_suffix(b"\r").unwrap_or(l)).zip(1usize..);
    let header = lines.next().map_or(&[][..], |(l, _)| l);
    let side = board_side(header)?;
    let size = Size::square(side);
    let mut rec = Record::new(SourceFormat::Psq);
    rec.game = Some(GameKind::FiveInRow);
    if side != 15 {
        let loc = Loc::new(1, 1);
        let (key, value) =
            (Located::new("size".to_owned(), loc), Located::new(KeyValue::Scalar(side.to_string()), loc));
        rec.set.push(Override { key, value });
    }

    let mut color = Color::Black;
    let mut after_moves = None;
    for (line, n) in lines.by_ref() {
        let Some([x, y, _ms]) = three_integers(line) else {
            after_moves = Some((line, n));
            break;
        };
        if rec.moves.len() == MAX_MOVES {
            return Err(InputError::new(format!("too large: more than {MAX_MOVES} moves"), Loc::new(n, 1)));
        }
        rec.moves.push(MoveEntry { text: move_text(color, x, y, size), loc: Loc::new(n, 1) });
        color = color.opponent();
    }

    // Engine names until `-1`, then the trailer `<n>,<group>`.
    let mut names = Vec::new();
    let mut trailer = None;
    let mut seen_end = false;
    for (line, n) in after_moves.into_iter().chain(lines) {
        let written = String::from_utf8_lossy(line);
        let written = written.trim();
        if written.is_empty() {
            continue;
        }
        if seen_end {
            trailer = Some((written.to_owned(), n, line.len() - line.trim_ascii_start().len()));
            break;
        }
        if written == "-1" {
            seen_end = true;
        } else {
            names.push(written.to_owned());
        }
    }
    for (key, name) in ["black", "white"].into_iter().zip(names) {
        rec.info.push((key.to_owned(), name));
    }
    if let Some((written, n, indent)) = trailer {
        let (word_at, word) =
            written.rsplit_once(',').map_or((0, written.as_str()), |(head, w)| (head.len() + 1, w));
        let word = word.trim().to_ascii_lowercase();
        let profile = if word.contains("renju") {
            rec.notes.push(FREE_OPENING_NOTE.to_owned());
            Some("renju-free-opening")
        } else if word.contains("standard") {
            Some("gomoku-standard")
        } else if word.contains("freestyle") || word.contains("fastgame") {
            Some("gomoku-freestyle")
        } else {
            None
        };
        let loc = Loc::new(n, indent + word_at + 1);
        rec.rules = profile.map(|p| Located::new(p.to_owned(), loc));
    }
    if result_from_filename {
        rec.result = result_of(file_name).map(|r| Located::new(r.to_owned(), Loc::UNKNOWN));
    }
    Ok(rec)
}

/// The board side from the first `NxN` of the header line.
fn board_side(header: &[u8]) -> Result<u8, InputError> {
    let mut i = 0;
    while i < header.len() {
        let starts_number = header.get(i).is_some_and(u8::is_ascii_digit)
            && (i == 0 || !header.get(i - 1).is_some_and(u8::is_ascii_digit));
        if starts_number {
            let (cols, after) = number_at(header, i);
            if matches!(header.get(after), Some(b'x' | b'X'))
                && header.get(after + 1).is_some_and(u8::is_ascii_digit)
            {
                let (rows, _) = number_at(header, after + 1);
                let loc = Loc::new(1, i + 1);
                if cols != rows {
                    let message = format!("board {cols}x{rows}: only square boards are supported");
                    return Err(InputError::new(message, loc));
                }
                return match u8::try_from(cols) {
                    Ok(side @ 5..=26) => Ok(side),
                    _ => Err(InputError::new(format!("board {cols}x{rows}: a board is 5x5 to 26x26"), loc)),
                };
            }
            i = after;
        } else {
            i += 1;
        }
    }
    Err(InputError::new(
        "not a Gomocup PSQ file: the first line gives no board size (`Piskvorky 15x15, ...`)",
        Loc::new(1, 1),
    ))
}

/// The decimal number starting at `i` (saturating) and the index just past it.
fn number_at(bytes: &[u8], mut i: usize) -> (u64, usize) {
    let mut n = 0u64;
    while let Some(&d) = bytes.get(i).filter(|d| d.is_ascii_digit()) {
        n = n.saturating_mul(10).saturating_add(u64::from(d - b'0'));
        i += 1;
    }
    (n, i)
}

/// A move line `x,y,ms`: three comma-separated integers, as written (trimmed).
fn three_integers(line: &[u8]) -> Option<[&str; 3]> {
    let text = std::str::from_utf8(line).ok()?;
    let mut fields = text.split(',').map(str::trim);
    let three = [fields.next()?, fields.next()?, fields.next()?];
    let integer = |f: &str| {
        let digits = f.strip_prefix('-').unwrap_or(f);
        !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
    };
    (fields.next().is_none() && three.iter().all(|f| integer(f))).then_some(three)
}

/// The move `x,y` (1-based, `y` from the top) in renju notation, or off the board as written.
fn move_text(color: Color, x: &str, y: &str, size: Size) -> MoveText {
    let side = u64::from(size.cols);
    let on_board = |f: &str| f.parse::<u64>().ok().filter(|v| (1..=side).contains(v));
    match (on_board(x), on_board(y)) {
        (Some(x), Some(y)) => {
            // Rows count from the top in PSQ and from the bottom in the renju notation.
            let p = Point::new((x - 1) as u8, (side - y) as u8);
            MoveText::Plain(format!("{} {}", color.letter(), Notation::Renju.format(p, size)))
        }
        _ => MoveText::OffBoard { color: Some(color), shown: format!("{x},{y}") },
    }
}

/// Gomocup names a game `<...>_<r>.psq`: `r` is 1 when the first mover won, 2 for the second,
/// 0 for a draw.
fn result_of(file_name: &str) -> Option<&'static str> {
    let name = file_name.rsplit(['/', '\\']).next().unwrap_or(file_name);
    let stem = name.rsplit_once('.').map_or(name, |(stem, _)| stem);
    match stem.rsplit_once('_')?.1 {
        "1" => Some("B+"),
        "2" => Some("W+"),
        "0" => Some("Draw"),
        _ => None,
    }
}
