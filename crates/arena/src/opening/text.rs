//! The openings file of plain text: starting move lists, one per line (`D4 Q16 C3`, commas
//! allowed), or a YAML-style list of them (`- [h8, i9, j8]` or `- h8 i9 j8`). `#` starts a
//! comment; empty lines are skipped.
//!
//! Gomoku and Renju also take the Gomocup tournaments' opening files (the format of the
//! openings published with Gomocup's results, which c-gomoku-cli reads): a line of numbers only,
//! `x,y` pairs separated by `, `, each move an offset from the centre point (`size / 2` rounded
//! down on both axes), x to the right and y downwards (Gomocup's axes, y from the top row), the
//! moves in the order played: `0,0, 1,-1, -1,1`.

use records::Loc;

use super::{Opening, Place};

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

/// Reads the openings of a text file's `text`; `file` is how messages name the file. Each
/// opening's place is its line (the line is the opening: messages give no column or game).
pub fn parse(text: &str, file: &str) -> Vec<Opening> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let loc = Loc::new(i + 1, 0);
        let place = Place { file: file.to_owned(), game: None, loc };
        let mut line = raw.split('#').next().unwrap_or("").trim();
        if let Some(moves) = centre_offsets(line) {
            let locs = vec![loc; moves.len()];
            out.push(Opening { place, moves, locs, centre_offsets: true });
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
            let locs = vec![loc; moves.len()];
            out.push(Opening { place, moves, locs, centre_offsets: false });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_yaml_lists_read_alike() {
        let got = parse("# openings\nD4 Q16\n\n- [C3, \"R17\"]  # a list item\n- h8 i9\n", "o.txt");
        let moves: Vec<_> = got.iter().map(|o| (o.place.loc.line, o.moves.join(" "))).collect();
        assert_eq!(moves, [(2, "D4 Q16".to_owned()), (4, "C3 R17".to_owned()), (5, "h8 i9".to_owned())]);
        assert!(got.iter().all(|o| !o.centre_offsets));
    }

    // The line is c-gomoku-cli's README example of a Gomocup opening.
    #[test]
    fn gomocup_openings_are_offsets_from_the_centre() {
        let got = parse("8,-3, 6,-4, 5,-4, 4,-3, 2,-8, -1,-5\n0,0, 1,1\n", "o.txt");
        assert!(got.iter().all(|o| o.centre_offsets));
        // 15x15: the centre is (7, 7), h8; x right, y down from the top row.
        assert_eq!(got[1].on_board(15).unwrap(), ["h8", "i7"]);
        // 20x20: the centre is (10, 10); 8,-3 is column 18 (s), row 7 from the top, 13 from the bottom.
        assert_eq!(got[0].on_board(20).unwrap()[0], "s13");
        assert!(got[0].on_board(15).unwrap_err().contains("8,-3"), "column 15 is off a 15x15 board");
        // A single number, or an odd count, is not an opening of this kind.
        assert!(!parse("5\n", "o.txt")[0].centre_offsets);
        assert!(!parse("1,2, 3\n", "o.txt")[0].centre_offsets);
    }
}
