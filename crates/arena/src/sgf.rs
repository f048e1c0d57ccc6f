//! The records a match writes: SGF (FF[4]), `GM[1]` for Go and `GM[4]` for Renju and Gomoku,
//! with the rule set in `RU` (the profile's name, which `referee judge` reads back), the engines'
//! names (`PB`, `PW`), the date (`DT`), the time control (`TM`, `OT`), a Go handicap (`HA`, `AB`),
//! `RE`, and a `C[]` on the root saying how the game ended (and on the last node of a game the
//! engines' scores adjudicated).

use competition_rules::TimeControl;
use grid::{Color, Notation, Point, Size};

/// What a record holds besides its moves.
#[derive(Debug, Clone)]
pub struct Header {
    /// 1 for Go, 4 for five-in-row games.
    pub gm: u8,
    pub size: u8,
    /// Go: komi in points.
    pub komi_points: Option<f64>,
    pub rules: String,
    pub black: String,
    pub white: String,
    pub result: String,
    pub comment: String,
    /// Game number within the match, for `GN`.
    pub number: usize,
    /// Go: the territory of the count, Black's and White's, written as `TB`/`TW` on the last
    /// node (dead stones' points included, as KGS marks them); an empty pair is written `TB[]`
    /// so that the record still says its dead stones were settled (none).
    pub territory: Option<[Vec<Point>; 2]>,
    /// Go: Black's handicap stones (`HA`, `AB`), placed before White's first move.
    pub handicap: Vec<Point>,
    /// The day the game was played, `YYYY-MM-DD` (`DT`).
    pub date: Option<String>,
    /// The time control, when a clock ran: each player's main time in seconds (`TM`), when the
    /// players had the same control, and the control in words (`OT`); see [`time`].
    pub time: Option<(Option<f64>, String)>,
    /// A `C[]` on the last move's node too (a game adjudicated by the engines' scores says so
    /// where it stopped); none without moves, where the root's says it.
    pub last_comment: Option<String>,
}

/// One move of a record: a stone or a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placed {
    pub color: Color,
    pub point: Option<Point>,
    /// The mover's clock after the move, when a clock runs: main time left in milliseconds and,
    /// under byo-yomi, the periods left (SGF `BL`/`WL` in seconds, `OB`/`OW`).
    pub left: Option<(u64, Option<u32>)>,
}

/// [`Header::time`] for the controls of Black's and White's engines: one control, as SGF has
/// it, is `TM` (the main time in seconds) and `OT` (the control in words); two different ones
/// (time odds) have no `TM`, which is one number for both players, and `OT` says each:
/// `Black: 1m00s sudden death; White: 5m00s sudden death` (`no clock` for a player with none).
pub fn time(controls: [Option<TimeControl>; 2]) -> Option<(Option<f64>, String)> {
    let [black, white] = controls;
    if black == white {
        return black.map(|tc| (Some(tc.main_ms as f64 / 1000.0), tc.describe()));
    }
    let say = |tc: Option<TimeControl>| tc.map_or_else(|| "no clock".to_owned(), |tc| tc.describe());
    Some((None, format!("Black: {}; White: {}", say(black), say(white))))
}

/// Escapes SGF text: `]` and `\` take a backslash.
pub fn text(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The whole record as SGF text.
pub fn write(header: &Header, moves: &[Placed]) -> String {
    let size = Size::square(header.size);
    let mut out = format!(
        "(;FF[4]GM[{}]CA[UTF-8]AP[referee:{}]SZ[{}]",
        header.gm,
        env!("CARGO_PKG_VERSION"),
        header.size
    );
    if let Some(k) = header.komi_points {
        out.push_str(&format!("KM[{k}]"));
    }
    out.push_str(&format!(
        "RU[{}]GN[{}]PB[{}]PW[{}]",
        text(&header.rules),
        header.number,
        text(&header.black),
        text(&header.white),
    ));
    if let Some(date) = &header.date {
        out.push_str(&format!("DT[{}]", text(date)));
    }
    if let Some((main, overtime)) = &header.time {
        if let Some(main) = main {
            out.push_str(&format!("TM[{main}]"));
        }
        out.push_str(&format!("OT[{}]", text(overtime)));
    }
    if !header.handicap.is_empty() {
        out.push_str(&format!("HA[{}]AB", header.handicap.len()));
        for &p in &header.handicap {
            out.push_str(&format!("[{}]", Notation::Sgf.format(p, size)));
        }
    }
    out.push_str(&format!("RE[{}]C[{}]\n", text(&header.result), text(&header.comment)));
    for (i, m) in moves.iter().enumerate() {
        let at = m.point.map_or(String::new(), |p| Notation::Sgf.format(p, size));
        out.push_str(&format!(";{}[{at}]", m.color.letter()));
        if let Some((ms, periods)) = m.left {
            let (time, over) = if m.color == Color::Black { ("BL", "OB") } else { ("WL", "OW") };
            out.push_str(&format!("{time}[{}.{:03}]", ms / 1000, ms % 1000));
            if let Some(n) = periods {
                out.push_str(&format!("{over}[{n}]"));
            }
        }
        if (i + 1) % 10 == 0 {
            out.push('\n');
        }
    }
    if let Some([black, white]) = &header.territory {
        if black.is_empty() && white.is_empty() {
            out.push_str("TB[]");
        }
        for (id, points) in [("TB", black), ("TW", white)] {
            if !points.is_empty() {
                out.push_str(id);
                for &p in points {
                    out.push_str(&format!("[{}]", Notation::Sgf.format(p, size)));
                }
            }
        }
    }
    if let (Some(c), false) = (&header.last_comment, moves.is_empty()) {
        out.push_str(&format!("C[{}]", text(c)));
    }
    out.push_str(")\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_moves_are_sgf_points() {
        let header = Header {
            gm: 1,
            size: 9,
            komi_points: Some(5.5),
            rules: "go-chinese".into(),
            black: "a]b".into(),
            white: "w".into(),
            result: "B+R".into(),
            comment: "White resigned".into(),
            number: 1,
            territory: None,
            handicap: Vec::new(),
            date: Some("2026-12-04".into()),
            time: Some((Some(60.0), "3x10 byo-yomi".into())),
            last_comment: None,
        };
        let moves = [
            Placed { color: Color::Black, point: Some(Point::new(0, 0)), left: None },
            Placed { color: Color::White, point: None, left: Some((61_250, Some(3))) },
        ];
        let sgf = write(&header, &moves);
        assert!(sgf.contains("PB[a\\]b]PW[w]DT[2026-12-04]TM[60]OT[3x10 byo-yomi]RE[B+R]"), "{sgf}");
        let handicap = Header { handicap: vec![Point::new(2, 2), Point::new(6, 6)], ..header.clone() };
        assert!(write(&handicap, &moves).contains("HA[2]AB[cg][gc]RE["), "{}", write(&handicap, &moves));
        // A1 is the bottom-left corner: SGF counts rows from the top, so it is `ai` on 9x9.
        assert!(sgf.contains(";B[ai];W[]WL[61.250]OW[3])"), "{sgf}");
        // The count's territory on the last node; none at all is still written, empty.
        let marked = Header { territory: Some([vec![Point::new(0, 0)], vec![]]), ..header.clone() };
        assert!(write(&marked, &moves).ends_with(";W[]WL[61.250]OW[3]TB[ai])\n"));
        let none = Header { territory: Some([vec![], vec![]]), ..header.clone() };
        assert!(write(&none, &moves).ends_with("OW[3]TB[])\n"));
        // An adjudicated game's words on its last node too; without moves, on the root alone.
        let said = Header { last_comment: Some("adjudicated [here]".into()), ..header };
        assert!(
            write(&said, &moves).ends_with("OW[3]C[adjudicated [here\\]])\n"),
            "{}",
            write(&said, &moves)
        );
        assert!(!write(&said, &[]).contains("adjudicated"));
    }

    #[test]
    fn one_control_is_tm_and_ot_and_two_are_ot_alone() {
        let minute = TimeControl { main_ms: 60_000, overtime: competition_rules::Overtime::None };
        let five = TimeControl { main_ms: 300_000, ..minute };
        assert_eq!(time([Some(minute); 2]), Some((Some(60.0), "1m00s sudden death".to_owned())));
        assert_eq!(time([None, None]), None);
        let odds = time([Some(minute), Some(five)]);
        assert_eq!(odds, Some((None, "Black: 1m00s sudden death; White: 5m00s sudden death".to_owned())));
        assert_eq!(time([None, Some(five)]).unwrap().1, "Black: no clock; White: 5m00s sudden death");
        let header = Header {
            gm: 4,
            size: 15,
            komi_points: None,
            rules: "gomoku-freestyle".into(),
            black: "a".into(),
            white: "b".into(),
            result: "W+T".into(),
            comment: String::new(),
            number: 1,
            territory: None,
            handicap: Vec::new(),
            date: None,
            time: odds,
            last_comment: None,
        };
        let sgf = write(&header, &[]);
        assert!(sgf.contains("PW[b]OT[Black: 1m00s sudden death; White: 5m00s sudden death]RE["), "{sgf}");
        assert!(!sgf.contains("TM["), "{sgf}");
    }
}
