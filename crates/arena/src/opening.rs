//! The `--openings` file: starting move lists, one per line (`D4 Q16 C3`, commas allowed), or a
//! YAML-style list of them (`- [h8, i9, j8]` or `- h8 i9 j8`). `#` starts a comment; empty
//! lines are skipped. Each opening is played twice, colours swapped.
//!
//! Gomoku and Renju also take the Gomocup tournaments' opening files (the format of the
//! openings published with Gomocup's results, which c-gomoku-cli reads): a line of numbers only,
//! `x,y` pairs separated by `, `, each move an offset from the centre point (`size / 2` rounded
//! down on both axes), x to the right and y downwards (Gomocup's axes, y from the top row), the
//! moves in the order played: `0,0, 1,-1, -1,1`.

/// One starting move list, as written (checked when the match starts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening {
    /// The line of the file it is on (1-based), for messages.
    pub line: usize,
    pub moves: Vec<String>,
    /// The moves are Gomocup offsets from the centre (`x,y`), to be placed on a board by
    /// [`Opening::on_board`].
    pub centre_offsets: bool,
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

/// Whether `line` is a Gomocup opening: whole numbers only, in `x,y` pairs.
fn centre_offsets(line: &str) -> Option<Vec<String>> {
    let numbers: Vec<&str> =
        line.split(|c: char| c == ',' || c.is_whitespace()).filter(|w| !w.is_empty()).collect();
    let whole =
        |w: &&str| w.strip_prefix('-').unwrap_or(w).bytes().all(|b| b.is_ascii_digit()) && w.len() < 6;
    if numbers.is_empty() || !numbers.len().is_multiple_of(2) || !numbers.iter().all(whole) {
        return None;
    }
    Some(numbers.chunks(2).map(|xy| format!("{},{}", xy[0], xy[1])).collect())
}

/// Reads the openings of a file's text.
pub fn parse(text: &str) -> Vec<Opening> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let mut line = raw.split('#').next().unwrap_or("").trim();
        if let Some(moves) = centre_offsets(line) {
            out.push(Opening { line: i + 1, moves, centre_offsets: true });
            continue;
        }
        if let Some(rest) = line.strip_prefix('-') {
            line = rest.trim();
        }
        let line = line.trim_start_matches('[').trim_end_matches(']');
        let moves: Vec<String> = line
            .split(|c: char| c.is_whitespace() || c == ',')
            .map(|w| w.trim_matches(|c| c == '"' || c == '\''))
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect();
        if !moves.is_empty() {
            out.push(Opening { line: i + 1, moves, centre_offsets: false });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_yaml_lists_read_alike() {
        let got = parse("# openings\nD4 Q16\n\n- [C3, \"R17\"]  # a list item\n- h8 i9\n");
        let moves: Vec<_> = got.iter().map(|o| (o.line, o.moves.join(" "))).collect();
        assert_eq!(moves, [(2, "D4 Q16".to_owned()), (4, "C3 R17".to_owned()), (5, "h8 i9".to_owned())]);
        assert!(got.iter().all(|o| !o.centre_offsets));
    }

    // The line is c-gomoku-cli's README example of a Gomocup opening.
    #[test]
    fn gomocup_openings_are_offsets_from_the_centre() {
        let got = parse("8,-3, 6,-4, 5,-4, 4,-3, 2,-8, -1,-5\n0,0, 1,1\n");
        assert!(got.iter().all(|o| o.centre_offsets));
        // 15x15: the centre is (7, 7), h8; x right, y down from the top row.
        assert_eq!(got[1].on_board(15).unwrap(), ["h8", "i7"]);
        // 20x20: the centre is (10, 10); 8,-3 is column 18 (s), row 7 from the top, 13 from the bottom.
        assert_eq!(got[0].on_board(20).unwrap()[0], "s13");
        assert!(got[0].on_board(15).unwrap_err().contains("8,-3"), "column 15 is off a 15x15 board");
        // A single number, or an odd count, is not an opening of this kind.
        assert!(!parse("5\n")[0].centre_offsets);
        assert!(!parse("1,2, 3\n")[0].centre_offsets);
    }
}
