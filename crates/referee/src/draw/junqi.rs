//! The junqi board drawn as text: ranks 12 (Blue's back rank) at the top down to 1, files a-e,
//! each station a cell of `CELL` columns — posts bare, camps (行营) in parentheses,
//! headquarters (大本营) in square brackets — a piece as `R` or `B` and its Chinese name, `==`
//! and `‖` for rail links, `--` and `|` for roads, `\` `/` for the camps' diagonal roads, and the
//! frontier between ranks 6 and 7 as a line of `~` that only files a, c and e cross (the
//! mountains of files b and d are `x`). Marked stations (a rejected move's origin and
//! destination) stand between `>` and `<`.

use junqi_rules::{Board, Game, LinkKind, PieceKind, Side, Station, StationKind, Status};

use super::{Output, Style};
use crate::lang::{Lang, Msg};

/// A junqi position ready to draw.
#[derive(Debug)]
pub struct Position<'a> {
    /// The game as it stands.
    pub game: &'a Game,
    /// The last move played: who, and the move as the record writes it.
    pub last: Option<(Side, String)>,
    /// Stations to mark: the origin and destination of a rejected move.
    pub marked: Vec<Station>,
    /// Lines to add under the status (a deployment breach).
    pub extra: Vec<String>,
}

/// Columns a station takes on the drawing: a side letter and a two-character Chinese name
/// (double width) inside brackets: `[R军旗]`.
const CELL: usize = 7;
/// Columns between two stations' cells, where the link between them is drawn.
const GAP: usize = 3;
/// Columns before the first cell: the rank number.
const MARGIN: usize = 4;

/// The centre column of file `col`'s cells.
fn centre(col: usize) -> usize {
    MARGIN + col * (CELL + GAP) + CELL / 2
}

/// The station at file `col` (0 = a) and rank `row + 1`.
fn at(board: &Board, col: usize, row: usize) -> Option<Station> {
    let file = char::from(b'a'.checked_add(u8::try_from(col).ok()?)?);
    board.station(&format!("{file}{}", row + 1))
}

/// Draws the position in the chosen form.
pub fn render(pos: &Position<'_>, style: Style) -> String {
    match style.output {
        Output::Text => text(pos, style),
        Output::Svg => {
            // The picture shows its symbols itself: the legend names shapes, not characters.
            let mut lines = caption(pos, style.lang);
            if let Some(first) = lines.first_mut() {
                *first = Msg::JunqiLegendSvg.text(style.lang);
            }
            super::svg::junqi(pos, &lines)
        }
    }
}

/// The lines under the board: legend, status, last move, extra lines.
pub fn caption(pos: &Position<'_>, lang: Lang) -> Vec<String> {
    let game = pos.game;
    let mut lines = vec![Msg::JunqiLegend.text(lang)];
    let sep = if lang == Lang::En { "; " } else { "；" };
    let mut status = format!("{}{sep}", Msg::AfterPly(game.plies() as usize).text(lang));
    match game.status() {
        Status::Over(o) => {
            let result = crate::games::junqi::result_text(o.winner.into(), Some(o.reason.into()));
            let words = match lang {
                Lang::En => crate::games::junqi::ending_words(o, game.rules()),
                Lang::Zh => Msg::Ended { winner: o.winner.into(), reason: o.reason.into() }.text(lang),
            };
            status.push_str(&match lang {
                Lang::En => format!("game over: {result} ({words})"),
                Lang::Zh => format!("终局：{result}（{words}）"),
            });
        }
        Status::Playing => {
            status.push_str(&Msg::ToMove(game.to_move().into()).text(lang));
            status.push_str(sep);
            let limit = game.rules().no_capture_draw_plies;
            status.push_str(&Msg::QuietPlies { plies: game.quiet_plies(), limit }.text(lang));
        }
    }
    lines.push(status);
    if let Some((side, mv)) = &pos.last {
        lines.push(Msg::LastMove { side: (*side).into(), mv }.text(lang));
    }
    lines.extend(pos.extra.iter().cloned());
    lines
}

/// One station's cell: posts bare, camps in parentheses, headquarters in square brackets; a
/// piece is its side's letter and its Chinese name, in its side's colour when `color`.
fn cell(kind: StationKind, content: Option<(Side, PieceKind)>, color: bool) -> String {
    let inner = match content {
        Some((side, k)) => {
            let (letter, ansi) = if side == Side::Red { ('R', "31") } else { ('B', "34") };
            if color {
                format!("\x1b[1;{ansi}m{letter}{}\x1b[0m", k.chinese())
            } else {
                format!("{letter}{}", k.chinese())
            }
        }
        None if kind == StationKind::Post => "  +  ".to_owned(),
        None => "     ".to_owned(),
    };
    match kind {
        StationKind::Post => format!(" {inner} "),
        StationKind::Camp => format!("({inner})"),
        StationKind::Headquarters => format!("[{inner}]"),
    }
}

/// Replaces the first (`front`) or last ASCII character of a segment.
fn retouch(segment: &mut String, front: bool, ch: char) {
    let popped = if front { (!segment.is_empty()).then(|| segment.remove(0)) } else { segment.pop() };
    if popped.is_some() {
        if front {
            segment.insert(0, ch);
        } else {
            segment.push(ch);
        }
    }
}

fn text(pos: &Position<'_>, style: Style) -> String {
    let game = pos.game;
    let board = game.board();
    let width = MARGIN + 5 * CELL + 4 * GAP;
    let mut header = vec![b' '; width];
    for col in 0..5 {
        put(&mut header, centre(col), b'a' + col as u8);
    }
    let header = String::from_utf8_lossy(&header).trim_end().to_owned();
    let mut s = format!("{header}\n");
    for row in (0..12).rev() {
        // Segments: margin, cell, link, cell, ..., cell, right margin; marks retouch the
        // characters on either side of a cell.
        let mut segs = vec![format!("{:>2}  ", row + 1)];
        for col in 0..5 {
            let Some(st) = at(board, col, row) else { continue };
            segs.push(cell(board.kind(st), game.piece_at(st), style.color));
            let link = at(board, col + 1, row).map(|right| match board.link(st, right) {
                Some(LinkKind::Rail) => "===",
                Some(LinkKind::Road) => "---",
                None => "   ",
            });
            segs.push(link.unwrap_or("  ").to_owned());
            if pos.marked.contains(&st) {
                let i = segs.len() - 2;
                retouch(&mut segs[i - 1], false, '>');
                retouch(&mut segs[i + 1], true, '<');
            }
        }
        s.push_str(&segs.concat());
        s.push_str(&format!("{}\n", row + 1));
        if row > 0 {
            s.push_str(&links_below(board, row, width, style.lang));
        }
    }
    s.push_str(&header);
    s.push('\n');
    for line in caption(pos, style.lang) {
        s.push_str(&line);
        s.push('\n');
    }
    s
}

/// Overwrites the ASCII character at display column `at` of a line of ASCII characters.
fn put(line: &mut [u8], at: usize, ch: u8) {
    if let Some(c) = line.get_mut(at) {
        *c = ch;
    }
}

/// The line between rank `row + 1` (above) and rank `row` (below): vertical links under each
/// file, diagonal camp roads between files, and the frontier.
fn links_below(board: &Board, row: usize, width: usize, lang: Lang) -> String {
    let frontier = row == 6;
    let mut line = vec![if frontier { b'~' } else { b' ' }; width];
    if frontier {
        line[..MARGIN].fill(b' ');
    }
    let mut rail = Vec::new();
    for col in 0..5 {
        let (Some(up), Some(down)) = (at(board, col, row), at(board, col, row - 1)) else { continue };
        match board.link(up, down) {
            Some(LinkKind::Rail) => rail.push(centre(col)),
            Some(LinkKind::Road) => put(&mut line, centre(col), b'|'),
            None => put(&mut line, centre(col), b'x'),
        }
        if col < 4 {
            let mid = centre(col) + (CELL + GAP) / 2;
            let (Some(up_right), Some(down_right)) = (at(board, col + 1, row), at(board, col + 1, row - 1))
            else {
                continue;
            };
            if board.link(up, down_right).is_some() {
                put(&mut line, mid, b'\\');
            } else if board.link(down, up_right).is_some() {
                put(&mut line, mid, b'/');
            }
        }
    }
    // `‖` is not ASCII, so the line is built in bytes and the rail marks go in as text.
    let mut out = String::new();
    for (i, b) in line.iter().enumerate() {
        if rail.contains(&i) {
            out.push('‖');
        } else {
            out.push(char::from(*b));
        }
    }
    let mut out = out.trim_end().to_owned();
    if frontier {
        // 山界: the frontier between the two halves, as Chinese junqi players name it.
        out.push_str(match lang {
            Lang::En => "  frontier",
            Lang::Zh => "  山界",
        });
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use junqi_rules::{Rules, Start};

    fn st(name: &str) -> Station {
        Board::two_player().station(name).unwrap()
    }

    fn game() -> Game {
        let start = Start::Position {
            red: vec![(st("b1"), PieceKind::Flag), (st("c4"), PieceKind::Engineer)],
            blue: vec![(st("d12"), PieceKind::Flag), (st("a7"), PieceKind::Commander)],
        };
        Game::new(Rules::default(), start).unwrap()
    }

    #[test]
    fn drawing_marks_camps_headquarters_and_the_frontier() {
        let g = game();
        let d = render(&Position { game: &g, last: None, marked: vec![], extra: vec![] }, Style::default());
        let lines: Vec<&str> = d.lines().collect();
        assert_eq!(lines.len(), 1 + 12 + 11 + 1 + 2, "{d}");
        assert!(lines[1].starts_with("12  "), "{d}");
        assert!(lines[1].contains("[B军旗]"), "{d}");
        assert!(d.contains("(R工兵)"), "{d}");
        assert!(d.contains(" B司令 ==="), "{d}");
        let frontier = lines.iter().find(|l| l.ends_with("frontier")).unwrap();
        assert_eq!(frontier.matches('‖').count(), 3);
        assert_eq!(frontier.matches('x').count(), 2);
        assert!(d.contains("Red to move"), "{d}");
        assert!(!d.contains('\x1b'), "no colour unless asked: {d}");
    }

    #[test]
    fn marked_stations_stand_between_arrows_and_colour_is_optional() {
        let g = game();
        let pos = Position { game: &g, last: None, marked: vec![st("a7"), st("c4")], extra: vec![] };
        let d = render(&pos, Style { color: true, ..Style::default() });
        let row7 = d.lines().find(|l| l.starts_with(" 7")).unwrap();
        assert!(row7.starts_with(" 7 >") && row7.contains("B司令\x1b[0m <=="), "{row7}");
        let row4 = d.lines().find(|l| l.starts_with(" 4")).unwrap();
        assert!(row4.contains(">(\x1b[1;31mR工兵\x1b[0m)<"), "{row4}");
    }
}
