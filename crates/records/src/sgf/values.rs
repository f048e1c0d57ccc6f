//! Reading one SGF property value as the referee needs it: a move's point (SGF letters, or
//! the board coordinates some programs write), a clock reading, the player to move, a komi
//! written in hundredths.

use super::*;

/// Reads a move value. `B[]` passes, and so does `B[tt]` in Go up to 19x19 (the FF[3] pass).
pub(super) fn move_point(game: &Game, written: &str) -> Option<MovePoint> {
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
pub(super) fn plain_point(game: &Game, bytes: &[u8], v: &Value) -> Option<Point> {
    let &[c, r] = bytes.get(v.span.clone())? else { return None };
    if !c.is_ascii_lowercase() || !r.is_ascii_lowercase() {
        return None;
    }
    let (col, from_top) = (c - b'a', r - b'a');
    // `tt` is a pass on boards up to 19x19 (docs/contract.md §4.3), never a point.
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
pub(super) fn whole_seconds(bytes: &[u8], v: &Value) -> Option<f64> {
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
pub(super) fn plain_word<'a>(bytes: &'a [u8], v: &Value) -> std::borrow::Cow<'a, str> {
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
pub(super) fn move_entry(
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
                Notation::Gtp.parse(written, game.size).map_err(|e| crate::messages::not_a_point(&e, loc))?;
            MoveText::Stone { color: Some(color), point }
        }
        None => {
            // The words of `Notation::Sgf.legend`, kept as values.
            let size = game.size;
            let last_col = Notation::Sgf.column_letter(size.cols.saturating_sub(1));
            let last_row = char::from(b'a' + size.rows.saturating_sub(1).min(25));
            let (name, written) = (color.letter(), crate::excerpt(written));
            return Err(
                crate::error!(crate::messages::SGF_NOT_A_POINT, loc; name, written, last_col, last_row),
            );
        }
    };
    Ok(MoveEntry::new(text, loc))
}

/// The colour a `PL` value names: `B`/`W`, or `1`/`2` as some programs write it (with a note).
pub(super) fn player(written: &str, loc: Loc, notes: &mut Vec<crate::ReadNote>) -> Result<Color, InputError> {
    match written.to_ascii_uppercase().as_str() {
        "B" => Ok(Color::Black),
        "W" => Ok(Color::White),
        n @ ("1" | "2") => {
            let color = if n == "1" { Color::Black } else { Color::White };
            notes.push(crate::ReadNote::player_number(n, color));
            Ok(color)
        }
        _ => Err(bad_value(&crate::messages::SGF_PL, None, written, loc)),
    }
}

/// A clock reading (`BL`, `WL`): seconds, or the forms some servers write, each read with a
/// note: a number broken across lines (`14` and `0` on two lines: 140, the writer wrapped its
/// line inside the value), `0:07:42` (hours, minutes, seconds, or minutes and seconds) and
/// `14 0` (seconds, then a number this reader does not use).
pub(super) fn time_left(written: &str) -> Option<(f64, Option<crate::ClockForm>)> {
    let t = written.trim();
    let number = |s: &str| s.trim().parse::<f64>().ok().filter(|x| x.is_finite());
    if let Some(x) = number(t) {
        return Some((x, None));
    }
    // A line break inside a number is the writer's line wrapping, not a separator: SGF's
    // soft line breaks belong to text, and a number has no spaces of its own.
    if t.contains(['\n', '\r']) {
        let joined: String = t.split(['\n', '\r']).map(str::trim).collect();
        if let Some(x) = number(&joined) {
            return Some((x, Some(crate::ClockForm::BrokenLines)));
        }
    }
    if t.contains(':') {
        let parts: Vec<&str> = t.split(':').collect();
        if parts.len() <= 3 && parts.iter().all(|p| !p.trim().is_empty()) {
            let mut seconds = 0.0;
            for p in &parts {
                seconds = seconds * 60.0 + number(p).filter(|x| *x >= 0.0)?;
            }
            let form = if parts.len() == 3 {
                crate::ClockForm::HoursMinutesSeconds
            } else {
                crate::ClockForm::MinutesSeconds
            };
            return Some((seconds, Some(form)));
        }
        return None;
    }
    let mut words = t.split_whitespace();
    let first = number(words.next()?)?;
    Some((first, Some(crate::ClockForm::FirstNumber)))
}

/// Some servers (Fox's clients among them) write komi in hundredths: `KM[750]` for 7.5 points,
/// or hundredths of a stone, `KM[375]` for 3 3/4 stones. No real komi reaches 100 points, so a
/// value of 100 or more is read that way when it comes out as whole half points (hundredths of
/// a point) or whole quarter stones (hundredths of a stone); anything else is left as written.
pub(super) fn hundredths_komi(km: f64) -> Option<f64> {
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
