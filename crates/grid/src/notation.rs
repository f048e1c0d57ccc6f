use std::fmt;

use crate::{Point, Size};

/// The coordinate notations the referee reads and writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Go style, as GTP and Go diagrams write it: a column letter `A`-`Z` skipping `I`, then the
    /// row number counted from 1 at the bottom (`Q16`, `D4`). Letters are read in either case.
    Gtp,
    /// Renju and Gomoku style: a column letter `a`-`z` with no letter skipped, then the row
    /// number from 1 at the bottom (`h8` is the centre of 15x15). Letters in either case.
    Renju,
    /// SGF style: two lowercase letters, column then row, both from `a`, rows counted from the
    /// *top* (`pd` is Q16 on 19x19).
    Sgf,
}

/// Why a coordinate could not be read as a point of a given board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoordError {
    /// The text as written.
    pub text: String,
    /// The board it was read against.
    pub size: Size,
    /// The notation expected.
    pub notation: Notation,
}

impl fmt::Display for CoordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A hostile value of a megabyte is quoted by its first characters only.
        let shown = match self.text.char_indices().nth(32) {
            Some((cut, _)) => format!("{}...", &self.text[..cut]),
            None => self.text.clone(),
        };
        write!(
            f,
            "\"{}\" is not a point on a {} board ({})",
            shown,
            self.size.describe(),
            self.notation.legend(self.size)
        )
    }
}

impl std::error::Error for CoordError {}

const GTP_LETTERS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// `letter` then the row number counted from 1, written digit by digit: the names of every
/// point are made this way once per process (`Notation::name`), where `format!` cost more than
/// judging a short game.
fn letter_and_row(letter: char, row: u8) -> String {
    let n = u32::from(row) + 1;
    let mut s = String::with_capacity(4);
    s.push(letter);
    for unit in [100, 10, 1] {
        if n >= unit || unit == 1 {
            s.push(char::from(b'0' + (n / unit % 10) as u8));
        }
    }
    s
}

impl Notation {
    /// Reads `text` as a point of a board of `size`. Surrounding white space is ignored.
    ///
    /// # Errors
    /// A [`CoordError`] when the text is not of this notation's form or names a point off the
    /// board.
    pub fn parse(self, text: &str, size: Size) -> Result<Point, CoordError> {
        let err = || CoordError { text: text.to_owned(), size, notation: self };
        let t = text.trim();
        let p = match self {
            Notation::Gtp | Notation::Renju => {
                let bytes = t.as_bytes();
                let (&letter, digits) = bytes.split_first().ok_or_else(err)?;
                let letter = letter.to_ascii_uppercase();
                let col = if self == Notation::Gtp {
                    GTP_LETTERS.iter().position(|&c| c == letter).ok_or_else(err)?
                } else if letter.is_ascii_uppercase() {
                    usize::from(letter - b'A')
                } else {
                    return Err(err());
                };
                if digits.is_empty() || digits.len() > 2 || !digits.iter().all(u8::is_ascii_digit) {
                    return Err(err());
                }
                let row: usize =
                    std::str::from_utf8(digits).ok().and_then(|s| s.parse().ok()).ok_or_else(err)?;
                if row == 0 {
                    return Err(err());
                }
                Point { col: col as u8, row: (row - 1) as u8 }
            }
            Notation::Sgf => {
                let b = t.as_bytes();
                if b.len() != 2 || !b[0].is_ascii_lowercase() || !b[1].is_ascii_lowercase() {
                    return Err(err());
                }
                let col = b[0] - b'a';
                let from_top = b[1] - b'a';
                if from_top >= size.rows {
                    return Err(err());
                }
                Point { col, row: size.rows - 1 - from_top }
            }
        };
        if size.contains(p) {
            Ok(p)
        } else {
            Err(err())
        }
    }

    /// Writes an on-board point of a board of `size` in this notation.
    #[must_use]
    /// The name of `p` in the Go or renju notation as a `&'static str`, from a table built once
    /// per process, so that naming a move costs no allocation. Those names do not depend on the
    /// board size; `None` for SGF (whose rows count from the top) and for points past `z26`.
    pub fn name(self, p: Point) -> Option<&'static str> {
        static GTP: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
        static RENJU: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
        let side = usize::from(crate::MAX_SIDE);
        let table = match self {
            Notation::Gtp => &GTP,
            Notation::Renju => &RENJU,
            Notation::Sgf => return None,
        };
        let names = table.get_or_init(|| {
            let any = Size::square(crate::MAX_SIDE);
            (0..side * side)
                .map(|i| self.format(Point::new((i / side) as u8, (i % side) as u8), any))
                .collect()
        });
        let (col, row) = (usize::from(p.col), usize::from(p.row));
        if col >= side || row >= side {
            return None;
        }
        names.get(col * side + row).map(String::as_str)
    }

    pub fn format(self, p: Point, size: Size) -> String {
        match self {
            Notation::Gtp => {
                let letter = GTP_LETTERS.get(usize::from(p.col)).map_or('?', |&c| char::from(c));
                letter_and_row(letter, p.row)
            }
            Notation::Renju => letter_and_row(char::from(b'a'.saturating_add(p.col).min(b'z')), p.row),
            Notation::Sgf => {
                let from_top = size.rows.saturating_sub(1).saturating_sub(p.row);
                format!("{}{}", char::from(b'a' + p.col.min(25)), char::from(b'a' + from_top.min(25)))
            }
        }
    }

    /// The name of the column letter for column `col` (0-based), e.g. for board edges.
    #[must_use]
    pub fn column_letter(self, col: u8) -> char {
        match self {
            Notation::Gtp => GTP_LETTERS.get(usize::from(col)).map_or('?', |&c| char::from(c)),
            Notation::Renju => char::from(b'a' + col.min(25)),
            Notation::Sgf => char::from(b'a' + col.min(25)),
        }
    }

    /// A short description of the valid coordinates, for error messages:
    /// `columns A-T without I, rows 1-19`.
    #[must_use]
    pub fn legend(self, size: Size) -> String {
        let last_col = size.cols.saturating_sub(1);
        match self {
            Notation::Gtp => {
                let skip = if size.cols > 8 { " without I" } else { "" };
                format!("columns A-{}{skip}, rows 1-{}", self.column_letter(last_col), size.rows)
            }
            Notation::Renju => format!("columns a-{}, rows 1-{}", self.column_letter(last_col), size.rows),
            Notation::Sgf => format!(
                "two letters a-{} for the column and a-{} for the row from the top",
                self.column_letter(last_col),
                char::from(b'a' + size.rows.saturating_sub(1).min(25))
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_the_letter_then_the_row_in_digits() {
        for row in 0..=u8::MAX {
            assert_eq!(letter_and_row('Q', row), format!("Q{}", u32::from(row) + 1));
        }
    }

    #[test]
    fn static_names_equal_the_formatted_ones() {
        let size = Size::square(crate::MAX_SIDE);
        for col in 0..crate::MAX_SIDE {
            for row in 0..crate::MAX_SIDE {
                let p = Point::new(col, row);
                for n in [Notation::Gtp, Notation::Renju] {
                    assert_eq!(n.name(p), Some(n.format(p, size).as_str()));
                }
            }
        }
        assert_eq!(Notation::Gtp.name(Point::new(15, 15)), Some("Q16"));
        assert_eq!(Notation::Renju.name(Point::new(7, 7)), Some("h8"));
        assert_eq!(Notation::Sgf.name(Point::new(0, 0)), None);
        assert_eq!(Notation::Gtp.name(Point::new(26, 0)), None);
    }

    #[test]
    fn gtp_skips_i() {
        let s = Size::square(19);
        assert_eq!(Notation::Gtp.parse("J10", s), Ok(Point::new(8, 9)));
        assert_eq!(Notation::Gtp.parse("t19", s), Ok(Point::new(18, 18)));
        assert!(Notation::Gtp.parse("I5", s).is_err());
        assert_eq!(Notation::Gtp.format(Point::new(8, 0), s), "J1");
    }

    #[test]
    fn off_board_and_malformed_are_errors_with_a_legend() {
        let s = Size::square(19);
        let e = Notation::Gtp.parse("Z99", s).unwrap_err();
        assert_eq!(
            e.to_string(),
            "\"Z99\" is not a point on a 19x19 board (columns A-T without I, rows 1-19)"
        );
        for bad in ["", "A", "A0", "A20", "U1", "11", "AA1", "A1x", "A001"] {
            assert!(Notation::Gtp.parse(bad, s).is_err(), "{bad}");
        }
    }

    #[test]
    fn renju_centre_is_h8() {
        let s = Size::square(15);
        assert_eq!(Notation::Renju.parse("h8", s), Ok(Point::new(7, 7)));
        assert_eq!(Notation::Renju.parse("o15", s), Ok(Point::new(14, 14)));
        assert!(Notation::Renju.parse("p1", s).is_err());
        assert_eq!(Notation::Renju.format(Point::new(8, 9), s), "i10");
    }

    #[test]
    fn sgf_rows_count_from_the_top() {
        let s = Size::square(19);
        let p = Notation::Sgf.parse("pd", s).unwrap();
        assert_eq!(Notation::Gtp.format(p, s), "Q16");
        assert_eq!(Notation::Sgf.format(p, s), "pd");
        assert!(Notation::Sgf.parse("tt", s).is_err());
        let nine = Size::square(9);
        assert_eq!(Notation::Sgf.parse("ai", nine), Ok(Point::new(0, 0)));
    }

    #[test]
    fn every_point_round_trips_in_every_notation() {
        for n in [2u8, 9, 13, 15, 19, 25] {
            let s = Size::square(n);
            for p in s.points() {
                for nt in [Notation::Gtp, Notation::Renju, Notation::Sgf] {
                    assert_eq!(nt.parse(&nt.format(p, s), s), Ok(p));
                }
            }
        }
    }
}
