//! Standalone SVG pictures of the same positions the text drawings show: one file, no scripts,
//! no external images or style sheets, so that any browser or document tool opens it as it is.
//!
//! Go and Renju: a wooden board, the lines, star points, black and white stones, the last
//! stone ringed, Black's forbidden points as red crosses, a rejected move's point in a red
//! square, coordinates on the four edges. Junqi: the stations (posts as rectangles, camps as
//! circles, headquarters as arches), railways as black-and-white tracks, roads as thin lines,
//! the mountains at the frontier, pieces by their Chinese names in red and blue.

use std::fmt::Write as _;

use grid::{Color, Point};
use junqi_rules::{LinkKind, Side, StationKind};

use super::junqi::Position;
use super::Grid;

/// Fonts for captions and piece names: common CJK fonts first, so Chinese renders everywhere.
const FONTS: &str = "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

/// Text escaped for SVG character data and attribute values.
pub(super) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            // A drawing caption never needs control characters; ANSI colours never reach SVG.
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

pub(super) fn open(width: f64, height: f64) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"{FONTS}\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    )
}

pub(super) fn caption(s: &mut String, lines: &[String], x: f64, top: f64) {
    for (i, line) in lines.iter().enumerate() {
        let y = top + 20.0 * i as f64;
        let _ =
            writeln!(s, "<text x=\"{x}\" y=\"{y}\" font-size=\"14\" fill=\"#222\">{}</text>", escape(line));
    }
}

/// Height taken by caption lines.
pub(super) fn caption_height(lines: &[String]) -> f64 {
    20.0 * lines.len() as f64 + 10.0
}

/// Width a caption needs, counting CJK characters double.
pub(super) fn caption_width(lines: &[String]) -> f64 {
    lines.iter().map(|l| text_width(l)).fold(0.0, f64::max)
}

/// The width of one caption line at the caption's font size, with its margins.
fn text_width(line: &str) -> f64 {
    line.chars().map(|c| if c.is_ascii() { 1.0 } else { 2.0 }).sum::<f64>() * 7.6 + 40.0
}

/// The caption lines broken at spaces (or between wide characters) so that each fits `width`:
/// the picture is as wide as its board, not as its longest sentence.
pub(super) fn fit(lines: &[String], width: f64) -> Vec<String> {
    let mut out = Vec::new();
    for line in lines {
        let mut current = String::new();
        for word in line.split(' ') {
            let candidate = if current.is_empty() { word.to_owned() } else { format!("{current} {word}") };
            if text_width(&candidate) <= width || current.is_empty() && text_width(word) <= width {
                current = candidate;
                continue;
            }
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            // A word wider than the picture (a run of wide characters): broken between characters.
            for c in word.chars() {
                let mut next = current.clone();
                next.push(c);
                if text_width(&next) > width && !current.is_empty() {
                    out.push(std::mem::take(&mut current));
                }
                current.push(c);
            }
        }
        out.push(current);
    }
    out
}

/// A Go or Renju board.
pub fn grid(g: &Grid) -> String {
    const CELL: f64 = 32.0;
    const MARGIN: f64 = 44.0;
    let (cols, rows) = (g.size.cols, g.size.rows);
    let board_w = CELL * f64::from(cols.saturating_sub(1)) + 2.0 * MARGIN;
    let board_h = CELL * f64::from(rows.saturating_sub(1)) + 2.0 * MARGIN;
    // Small boards keep a readable width for their caption.
    let lines = fit(&g.caption, board_w.max(360.0));
    let width = board_w.max(caption_width(&lines));
    let height = board_h + caption_height(&lines) + 10.0;
    let x = |c: u8| MARGIN + CELL * f64::from(c);
    let y = |r: u8| MARGIN + CELL * f64::from(rows.saturating_sub(1).saturating_sub(r));
    let mut s = open(width, height);
    let _ = writeln!(s, "<rect x=\"0\" y=\"0\" width=\"{board_w}\" height=\"{board_h}\" fill=\"#dcb35c\"/>");
    let _ = writeln!(s, "<g stroke=\"#222\" stroke-width=\"1\">");
    let (right, bottom) = (x(cols.saturating_sub(1)), y(0));
    for c in 0..cols {
        let _ = writeln!(s, "<line x1=\"{0}\" y1=\"{MARGIN}\" x2=\"{0}\" y2=\"{bottom}\"/>", x(c));
    }
    for r in 0..rows {
        let _ = writeln!(s, "<line x1=\"{MARGIN}\" y1=\"{0}\" x2=\"{right}\" y2=\"{0}\"/>", y(r));
    }
    let _ = writeln!(
        s,
        "<rect x=\"{MARGIN}\" y=\"{MARGIN}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke-width=\"2\"/>\n</g>",
        right - MARGIN,
        bottom - MARGIN
    );
    for p in &g.stars {
        let _ = writeln!(s, "<circle cx=\"{}\" cy=\"{}\" r=\"3.5\" fill=\"#222\"/>", x(p.col), y(p.row));
    }
    // Coordinates on all four edges, as the text drawing has them.
    let _ = writeln!(s, "<g font-size=\"13\" fill=\"#333\" text-anchor=\"middle\">");
    for c in 0..cols {
        let letter = g.notation.column_letter(c);
        let _ = writeln!(s, "<text x=\"{}\" y=\"{}\">{letter}</text>", x(c), MARGIN - 20.0);
        let _ = writeln!(s, "<text x=\"{}\" y=\"{}\">{letter}</text>", x(c), bottom + 30.0);
    }
    for r in 0..rows {
        let n = u32::from(r) + 1;
        let _ = writeln!(s, "<text x=\"{}\" y=\"{}\">{n}</text>", MARGIN - 26.0, y(r) + 4.5);
        let _ = writeln!(s, "<text x=\"{}\" y=\"{}\">{n}</text>", right + 26.0, y(r) + 4.5);
    }
    let _ = writeln!(s, "</g>");
    for p in g.size.points() {
        let (cx, cy) = (x(p.col), y(p.row));
        match g.stone(p) {
            Some(Color::Black) => {
                let _ =
                    writeln!(s, "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"14.5\" fill=\"#111\" stroke=\"#000\"/>");
            }
            Some(Color::White) => {
                let _ = writeln!(
                    s,
                    "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"14.5\" fill=\"#fafafa\" stroke=\"#222\" stroke-width=\"1.2\"/>"
                );
            }
            None if g.crosses.contains(&p) => cross(&mut s, cx, cy),
            None => {}
        }
    }
    // Go: a dead stone crossed out in red, an uncertain one ringed with a dashed orange line.
    for &p in g.dead.iter().filter(|&&p| g.stone(p).is_some()) {
        cross(&mut s, x(p.col), y(p.row));
    }
    for &p in g.unsure.iter().filter(|&&p| g.stone(p).is_some()) {
        let _ = writeln!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"17\" fill=\"none\" stroke=\"#e08a00\" stroke-width=\"3\" stroke-dasharray=\"5 3\"/>",
            x(p.col),
            y(p.row)
        );
    }
    if let Some(p) = g.last {
        // A ring in the other colour, as printed game records mark the last stone.
        let ring = if g.stone(p) == Some(Color::Black) { "#fafafa" } else { "#111" };
        let _ = writeln!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"6\" fill=\"none\" stroke=\"{ring}\" stroke-width=\"2\"/>",
            x(p.col),
            y(p.row)
        );
    }
    if let Some(p) = g.marked.filter(|&p| g.size.contains(p)) {
        if g.stone(p).is_none() && !g.crosses.contains(&p) {
            cross(&mut s, x(p.col), y(p.row));
        }
        square(&mut s, x(p.col), y(p.row), 17.0);
    }
    caption(&mut s, &lines, 12.0, board_h + 22.0);
    s.push_str("</svg>\n");
    s
}

fn cross(s: &mut String, cx: f64, cy: f64) {
    let d = 7.0;
    let _ = writeln!(
        s,
        "<path d=\"M{} {} L{} {} M{} {} L{} {}\" stroke=\"#c0161b\" stroke-width=\"3\" stroke-linecap=\"round\"/>",
        cx - d,
        cy - d,
        cx + d,
        cy + d,
        cx - d,
        cy + d,
        cx + d,
        cy - d
    );
}

fn square(s: &mut String, cx: f64, cy: f64, half: f64) {
    let _ = writeln!(
        s,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#c0161b\" stroke-width=\"3\"/>",
        cx - half,
        cy - half,
        2.0 * half,
        2.0 * half
    );
}

/// A junqi board with its pieces, and the caption lines under it.
pub fn junqi(pos: &Position<'_>, lines: &[String]) -> String {
    const DX: f64 = 96.0;
    const DY: f64 = 52.0;
    const LEFT: f64 = 70.0;
    const TOP: f64 = 50.0;
    /// The gap of the frontier between ranks 6 and 7, beyond the ordinary row spacing.
    const FRONTIER: f64 = 48.0;
    let game = pos.game;
    let board = game.board();
    let x = |col: u8| LEFT + DX * f64::from(col);
    let y = |row: u8| {
        let above = 11.0 - f64::from(row);
        TOP + DY * above + if row <= 5 { FRONTIER } else { 0.0 }
    };
    let centre = |st| {
        let p: Point = board.point(st);
        (x(p.col), y(p.row))
    };
    let board_w = 2.0 * LEFT + 4.0 * DX;
    let board_h = y(0) + TOP;
    let lines = &fit(lines, board_w);
    let width = board_w.max(caption_width(lines));
    let height = board_h + caption_height(lines) + 10.0;
    let mut s = open(width, height);
    let _ = writeln!(s, "<rect x=\"0\" y=\"0\" width=\"{board_w}\" height=\"{board_h}\" fill=\"#f3e6c4\"/>");
    // Roads first, railways over them: a thin line; a dark track with white sleepers.
    for link in board.links() {
        let ((x1, y1), (x2, y2)) = (centre(link.a), centre(link.b));
        let line = format!("x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\"");
        match link.kind {
            LinkKind::Road => {
                let _ = writeln!(s, "<line {line} stroke=\"#6b5a3a\" stroke-width=\"1.5\"/>");
            }
            LinkKind::Rail => {
                let _ = writeln!(s, "<line {line} stroke=\"#222\" stroke-width=\"6\"/>");
                let _ =
                    writeln!(s, "<line {line} stroke=\"#fff\" stroke-width=\"3\" stroke-dasharray=\"8 6\"/>");
            }
        }
    }
    // The mountains (山界) of files b and d, where no link crosses the frontier.
    let mid = (y(6) + y(5)) / 2.0;
    for col in [1u8, 3] {
        let cx = x(col);
        let _ = writeln!(
            s,
            "<path d=\"M{} {} L{} {} L{} {} Z\" fill=\"#7a8b5a\"/>\n<text x=\"{cx}\" y=\"{}\" font-size=\"12\" text-anchor=\"middle\" fill=\"#333\">山界</text>",
            cx - 16.0,
            mid + 6.0,
            cx,
            mid - 12.0,
            cx + 16.0,
            mid + 6.0,
            mid + 20.0
        );
    }
    let _ = writeln!(
        s,
        "<text x=\"{}\" y=\"{}\" font-size=\"12\" text-anchor=\"middle\" fill=\"#555\">前线</text>",
        (x(0) + x(1)) / 2.0 - 8.0,
        mid + 4.0
    );
    let _ = writeln!(s, "<g font-size=\"13\" fill=\"#333\" text-anchor=\"middle\">");
    for col in 0..5u8 {
        let file = char::from(b'a' + col);
        let _ = writeln!(s, "<text x=\"{}\" y=\"{}\">{file}</text>", x(col), TOP - 28.0);
        let _ = writeln!(s, "<text x=\"{}\" y=\"{}\">{file}</text>", x(col), y(0) + 38.0);
    }
    for row in 0..12u8 {
        let _ = writeln!(s, "<text x=\"{}\" y=\"{}\">{}</text>", LEFT - 50.0, y(row) + 4.5, row + 1);
        let _ = writeln!(s, "<text x=\"{}\" y=\"{}\">{}</text>", x(4) + 50.0, y(row) + 4.5, row + 1);
    }
    let _ = writeln!(s, "</g>");
    for st in board.stations() {
        let (cx, cy) = centre(st);
        let piece = game.piece_at(st);
        let fill = match piece {
            Some((Side::Red, _)) => "#fde3e1",
            Some((Side::Blue, _)) => "#e0e9fb",
            None => "#fffaf0",
        };
        let stroke = match piece {
            Some((Side::Red, _)) => "#c0161b",
            Some((Side::Blue, _)) => "#1f4fb4",
            None => "#6b5a3a",
        };
        let shape = match board.kind(st) {
            StationKind::Post => {
                format!("<rect x=\"{}\" y=\"{}\" width=\"56\" height=\"28\" rx=\"3\"", cx - 28.0, cy - 14.0)
            }
            StationKind::Camp => format!("<circle cx=\"{cx}\" cy=\"{cy}\" r=\"22\""),
            StationKind::Headquarters => format!(
                "<path d=\"M{} {} L{} {} A30 22 0 0 0 {} {} Z\"",
                cx - 30.0,
                cy + 14.0,
                cx + 30.0,
                cy + 14.0,
                cx - 30.0,
                cy + 14.0
            ),
        };
        let _ = writeln!(s, "{shape} fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"1.6\"/>");
        if let Some((_, kind)) = piece {
            let _ = writeln!(
                s,
                "<text x=\"{cx}\" y=\"{}\" font-size=\"16\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"{stroke}\">{}</text>",
                cy + 6.0,
                kind.chinese()
            );
        }
        if pos.marked.contains(&st) {
            let _ = writeln!(
                s,
                "<rect x=\"{}\" y=\"{}\" width=\"72\" height=\"44\" fill=\"none\" stroke=\"#e07b00\" stroke-width=\"3\" stroke-dasharray=\"6 3\"/>",
                cx - 36.0,
                cy - 22.0
            );
        }
    }
    if let [from, to] = pos.marked[..] {
        let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
        let _ = writeln!(
            s,
            "<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"#e07b00\" stroke-width=\"2.5\" stroke-dasharray=\"4 4\"/>"
        );
    }
    caption(&mut s, lines, 12.0, board_h + 22.0);
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_caption_lines_are_broken_to_the_width() {
        let lines =
            vec!["red and blue pieces; circles: camps; arches: headquarters".to_owned(), "short".to_owned()];
        let fitted = fit(&lines, 300.0);
        assert!(fitted.len() > 2, "{fitted:?}");
        assert!(fitted.iter().all(|l| text_width(l) <= 300.0), "{fitted:?}");
        assert_eq!(fitted.join(" "), lines.join(" "));
        // Wide characters with no space between them break between characters.
        let wide = fit(&["红方蓝方棋子圆圈行营拱形大本营黑白条纹铁路细线公路红方蓝方".to_owned()], 200.0);
        assert!(wide.len() > 1 && wide.iter().all(|l| text_width(l) <= 200.0), "{wide:?}");
    }

    #[test]
    fn captions_are_escaped() {
        assert_eq!(escape("a<b & \"c\"\x1b"), "a&lt;b &amp; &quot;c&quot;");
    }
}
