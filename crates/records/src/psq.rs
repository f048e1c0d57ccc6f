//! The PSQ reader (docs/contract.md §4.3): a Gomocup tournament record becomes a five-in-row
//! [`Record`].
//!
//! A PSQ file is line-based: a header `Piskvorky 15x15, 11:11, 0`, one `x,y,ms` line per move
//! (1-based, `x` counted from the left, `y` from the top, then the thinking time), the engines'
//! names (the first mover's first), a `-1` line and a trailer such as `1,Renju` naming the
//! tournament group. Moves alternate from Black.

use grid::{Color, Point, Size};

use crate::{
    GameKind, InputError, KeyValue, Loc, Located, MoveClock, MoveEntry, MoveText, Override, Record,
    SourceFormat,
};

/// The most moves one record may have: a board has at most 676 points, so more is not a game
/// and is refused as too large.
pub const MAX_MOVES: usize = 100_000;

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
            (Located::new("size".to_owned(), loc), Located::new(KeyValue::Number(f64::from(side)), loc));
        rec.set.push(Override { key, value });
    }

    let mut color = Color::Black;
    let mut after_moves = None;
    for (line, n) in lines.by_ref() {
        let Some([x, y, ms]) = three_integers(line) else {
            after_moves = Some((line, n));
            break;
        };
        if rec.moves.len() == MAX_MOVES {
            return Err(crate::error!(crate::messages::TOO_MANY_MOVES, Loc::new(n, 1); MAX_MOVES));
        }
        let mut entry = MoveEntry::new(move_text(color, x, y, size), Loc::new(n, 1));
        // The third field is the engine's thinking time in milliseconds: a clock reading a
        // profile's time control can check (docs/rulebook.md, "Clocks").
        entry.clock = ms.parse::<u64>().ok().map(MoveClock::Used);
        rec.moves.push(entry);
        color = color.opponent();
    }

    // Engine names until `-1`, then the trailer `<n>,<group>`. The line that ended the moves
    // must be the first name (or `-1`): one that is numbers (`9,9`), or followed by more move
    // lines, is a bad line among the moves, and the game is not read shorter than it is.
    let mut names = Vec::new();
    let mut trailer = None;
    let mut seen_end = false;
    let first_other = after_moves;
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
            continue;
        }
        if let Some((bad, at)) =
            first_other.filter(|_| numbers_only(written) || three_integers(line).is_some())
        {
            return Err(bad_line(bad, at));
        }
        names.push(written.to_owned());
    }
    for (key, name) in ["black", "white"].into_iter().zip(names) {
        rec.info.push((std::borrow::Cow::Borrowed(key), name));
    }
    if let Some((written, n, indent)) = trailer {
        let (word_at, word) =
            written.rsplit_once(',').map_or((0, written.as_str()), |(head, w)| (head.len() + 1, w));
        let loc = Loc::new(n, indent + word_at + 1);
        let word = word.trim();
        if !word.is_empty() {
            rec.rule_set = Some(Located::new(word.to_owned(), loc));
        }
    }
    if result_from_filename {
        rec.result = result_of(file_name).map(|r| Located::new(r.to_owned(), Loc::UNKNOWN));
    } else if rec.result.is_none() && result_of(file_name).is_some() {
        // Gomocup's tournament files carry the result in their names only (issue 27).
        rec.notes.push(crate::ReadNote::result_in_file_name(file_name));
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
                    return Err(crate::error!(crate::messages::PSQ_NOT_SQUARE, loc; cols, rows));
                }
                return match u8::try_from(cols) {
                    Ok(side @ 5..=26) => Ok(side),
                    _ => Err(crate::error!(crate::messages::PSQ_BOARD_SIZE, loc; cols, rows)),
                };
            }
            i = after;
        } else {
            i += 1;
        }
    }
    Err(crate::error!(crate::messages::PSQ_NO_SIZE, Loc::new(1, 1)))
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

/// Whether a line is numbers separated by commas (`9,9`, `8,8,0,1`): a move line gone wrong,
/// never an engine's name (a name of digits alone, `2048`, stays a name).
fn numbers_only(written: &str) -> bool {
    written.contains(',')
        && written.bytes().any(|b| b.is_ascii_digit())
        && written.bytes().all(|b| b.is_ascii_digit() || matches!(b, b',' | b'-' | b'.' | b' ' | b'\t'))
}

/// The error for line `n`, written `line`, among the move lines.
fn bad_line(line: &[u8], n: usize) -> InputError {
    let written = String::from_utf8_lossy(line);
    let written = written.trim();
    let text = if numbers_only(written) {
        &crate::messages::PSQ_BAD_LINE
    } else {
        &crate::messages::PSQ_BAD_LINE_AFTER
    };
    let loc = Loc::new(n, line.len() - line.trim_ascii_start().len() + 1);
    crate::error!(*text, loc; crate::excerpt(written))
}

/// The move `x,y` (1-based, `y` from the top) in renju notation, or off the board as written.
fn move_text(color: Color, x: &str, y: &str, size: Size) -> MoveText {
    let side = u64::from(size.cols);
    let on_board = |f: &str| f.parse::<u64>().ok().filter(|v| (1..=side).contains(v));
    match (on_board(x), on_board(y)) {
        (Some(x), Some(y)) => {
            // Rows count from the top in PSQ and from the bottom in the renju notation.
            MoveText::Stone { color: Some(color), point: Point::new((x - 1) as u8, (side - y) as u8) }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn read(psq: &str) -> Record {
        read_psq(psq.as_bytes(), "game.psq", false).unwrap()
    }

    fn moves(rec: &Record) -> Vec<String> {
        let shown = |m: &MoveEntry| match &m.text {
            MoveText::Stone { color, point } => format!(
                "{} {}",
                color.map_or('?', |c| c.letter()),
                grid::Notation::Renju.name(*point).unwrap_or("?")
            ),
            MoveText::Pass { color } => format!("{color:?} pass"),
            MoveText::Plain(s) => s.clone(),
            MoveText::OffBoard { color, shown } => format!("off {color:?} {shown}"),
            MoveText::Offer { .. } => "offer".to_owned(),
            MoveText::Edit { .. } => "edit".to_owned(),
        };
        rec.moves.iter().map(shown).collect()
    }

    /// The trailer's rule word as written (the referee maps it to a profile).
    fn rules(rec: &Record) -> Option<&str> {
        rec.rule_set.as_ref().map(|r| r.value.as_str())
    }

    #[test]
    fn a_bad_line_among_the_moves_makes_the_game_unreadable() {
        // Issue 24: `9,9` (no time) used to end the game silently at 1 ply, and the five after it
        // was never seen.
        let e = read_psq(b"Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9\n10,10,0\n", "p.psq", false).unwrap_err();
        let words = "\"9,9\" is not a move line: a move is three numbers `x,y,time`";
        assert_eq!((e.message.as_str(), e.loc), (words, Loc::new(3, 1)));
        // A line of text among the moves, with moves after it: not the engines' names.
        let psq = "Piskvorky 15x15, 11:11, 0\n8,8,0\n  oops\n10,10,0\nA.zip\nB.zip\n-1\n1,Renju\n";
        let e = read_psq(psq.as_bytes(), "p.psq", false).unwrap_err();
        let words =
            "\"oops\" is not a move line, and move lines follow it: a move is three numbers `x,y,time`";
        assert_eq!((e.message.as_str(), e.loc), (words, Loc::new(3, 3)));
        // Names, `-1` and a trailer after the moves are what they always were, a name of digits
        // alone included.
        let psq = "Piskvorky 15x15, 11:11, 0\n8,8,0\n2048\nB.zip\n-1\n1,Renju\n";
        assert_eq!(read(psq).moves.len(), 1);
    }

    #[test]
    fn a_gomocup_renju_record() {
        let psq = "Piskvorky 15x15, 11:11, 0\r\n8,8,0\r\n9,7,100\r\n1,1,5\r\n15,15,0\r\n0,0,0\r\n16,3,0\r\n\
                   ENGINE A.zip\r\nENGINE B.zip\r\n-1\r\n1,Renju\r\n";
        let rec = read_psq(psq.as_bytes(), "renju/Renju1/3_0_9_1.psq", true).unwrap();
        assert_eq!(rec.format, SourceFormat::Psq);
        assert_eq!(rec.game, Some(GameKind::FiveInRow));
        // 15x15 needs no size override.
        assert!(rec.set.is_empty());
        // y counts from the top: 9,7 is column i, row 15 - 7 = 8 from the bottom, i.e. i9.
        assert_eq!(
            moves(&rec),
            ["B h8", "W i9", "B a15", "W o1", "off Some(Black) 0,0", "off Some(White) 16,3"]
        );
        assert_eq!(rec.moves.iter().map(|m| m.loc.line).collect::<Vec<_>>(), [2, 3, 4, 5, 6, 7]);
        let info: Vec<(&str, &str)> = rec.info.iter().map(|(k, v)| (k.as_ref(), v.as_str())).collect();
        assert_eq!(info, [("black", "ENGINE A.zip"), ("white", "ENGINE B.zip")]);
        // The trailer's rule word as written; the referee chooses the profile.
        assert_eq!(rec.rule_set, Some(Located::new("Renju".to_owned(), Loc::new(11, 3))));
        assert_eq!(rec.rules, None);
        assert_eq!(rec.result, Some(Located::new("B+".to_owned(), Loc::UNKNOWN)));
    }

    #[test]
    fn the_trailer_gives_the_rule_word() {
        for (trailer, profile) in [
            ("1,Renju", Some("Renju")),
            ("1,Standard1", Some("Standard1")),
            ("2, Freestyle2 ", Some("Freestyle2")),
            ("0,Fastgame", Some("Fastgame")),
            ("1,", None),
        ] {
            let rec = read(&format!("Piskvorky 15x15, 11:11, 0\n8,8,0\nA\nB\n-1\n{trailer}\n"));
            assert_eq!(rules(&rec), profile, "{trailer}");
        }
        let rec = read("Piskvorky 15x15, 11:11, 0\n8,8,0\n");
        assert_eq!((rules(&rec), rec.info.len(), moves(&rec).len()), (None, 0, 1));
    }

    #[test]
    fn bigger_boards_override_the_size() {
        let rec = read("Piskvorky 20x20, 11:11, 0\n20,1,0\n 21 , 1 , 0 \nX\nY\n-1\n1,Freestyle1\n");
        let size = rec.set.iter().find(|o| o.key.value == "size").map(|o| o.value.value.clone());
        assert_eq!(size, Some(KeyValue::Number(20.0)));
        assert_eq!(moves(&rec), ["B t20", "off Some(White) 21,1"]);
        assert_eq!(rules(&rec), Some("Freestyle1"));
    }

    #[test]
    fn header_errors() {
        let error = |psq: &str| {
            let e = read_psq(psq.as_bytes(), "g.psq", true).unwrap_err();
            (e.message, e.loc.line, e.loc.column)
        };
        let no_size = "not a Gomocup PSQ file: the first line gives no board size (`Piskvorky 15x15, ...`)";
        assert_eq!(error(""), (no_size.to_owned(), 1, 1));
        assert_eq!(error("Piskvorky, 11:11\n8,8,0\n"), (no_size.to_owned(), 1, 1));
        let not_square = "board 15x20: only square boards are supported";
        assert_eq!(error("Piskvorky 15x20, 11:11, 0\n"), (not_square.to_owned(), 1, 11));
        assert_eq!(
            error("Piskvorky 4x4, 2:2, 0\n"),
            ("board 4x4: a board is 5x5 to 26x26".to_owned(), 1, 11)
        );
        assert_eq!(error("Piskvorky 27x27, 2:2, 0\n").0, "board 27x27: a board is 5x5 to 26x26");
        let huge = "Piskvorky 99999999999999999999999x99999999999999999999999\n";
        assert!(error(huge).0.ends_with("a board is 5x5 to 26x26"));
    }

    #[test]
    fn too_many_moves_is_an_error() {
        let psq = format!("Piskvorky 15x15, 11:11, 0\n{}", "8,8,0\n".repeat(MAX_MOVES + 1));
        let e = read_psq(psq.as_bytes(), "g.psq", false).unwrap_err();
        assert_eq!(
            (e.loc.line, e.message),
            (MAX_MOVES + 2, format!("too large: more than {MAX_MOVES} moves"))
        );
    }

    #[test]
    fn the_result_comes_from_the_file_name_only_when_asked() {
        for (name, result) in [
            ("renju/Renju1/3_0_9_2.psq", Some("W+")),
            ("x_0.psq", Some("Draw")),
            ("C:\\games\\g_1.psq", Some("B+")),
            ("g_1", Some("B+")),
            ("game.psq", None),
            ("g_3.psq", None),
            ("dir_1/game.psq", None),
        ] {
            let rec = read_psq(b"Piskvorky 15x15, 11:11, 0\n", name, true).unwrap();
            assert_eq!(rec.result.as_ref().map(|r| r.value.as_str()), result, "{name}");
        }
        assert_eq!(read_psq(b"Piskvorky 15x15\n", "g_1.psq", false).unwrap().result, None);
    }

    #[test]
    fn move_list_ends_at_the_first_other_line_and_names_may_be_any_bytes() {
        let rec =
            read_psq(b"Piskvorky 15x15, 1:1, 0\n8,8,0\n8 nine\n\xC4\xE3.zip\n-1\n", "g.psq", false).unwrap();
        assert_eq!(moves(&rec), ["B h8"]);
        assert_eq!(rec.info.len(), 2);
        assert_eq!(rec.info[0].1, "8 nine");
        assert!(rec.info[1].1.starts_with('\u{FFFD}'));
    }

    #[test]
    #[cfg_attr(not(corpus), ignore = "needs ../shared/corpus (absent)")]
    fn every_psq_record_of_the_corpus_reads() {
        let root = std::path::Path::new(concat!(env!("CORPUS_DIR"), "/gomoku"));
        let mut dirs = vec![root.to_path_buf()];
        let mut files = 0;
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "psq") {
                    let name = path.to_string_lossy();
                    let rec = read_psq(&std::fs::read(&path).unwrap(), &name, true)
                        .unwrap_or_else(|e| panic!("{name}:{}:{}: {}", e.loc.line, e.loc.column, e.message));
                    assert!(rec.rule_set.is_some() && rec.result.is_some() && rec.info.len() == 2, "{name}");
                    files += 1;
                }
            }
        }
        assert_eq!(files, 2241);
    }
}
