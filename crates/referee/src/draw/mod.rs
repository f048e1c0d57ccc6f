//! Positions drawn for people, as text in the rulebooks' own style or as a standalone SVG.
//!
//! Go and Renju share one grid drawing, [`Grid`]: box-drawing lines `┌┬┐├┼┤└┴┘`, `●` Black,
//! `○` White, `╋` star points, the last stone in round brackets `( )`, the point of a rejected
//! move in square brackets `[ ]` (`×` when empty), Black's forbidden points `×`, and the
//! coordinates on all four edges. Each game's module turns its rule crate's game into what is
//! drawn ([`go`], [`renju`], [`junqi`]); [`svg`] writes the same pictures as SVG.

pub mod go;
pub mod junqi;
pub mod renju;
pub mod siguo;
pub mod svg;

use grid::{Color, Notation, Point, Size};

use crate::lang::Lang;

/// The form of a drawing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Output {
    /// Text with box-drawing characters, for a terminal
    #[default]
    Text,
    /// A standalone SVG picture
    Svg,
}

/// How to draw: the form, the language of captions, and whether text may use ANSI colours
/// (only when stdout is a terminal).
#[derive(Debug, Clone, Copy, Default)]
pub struct Style {
    /// Text or SVG.
    pub output: Output,
    /// The language of the captions.
    pub lang: Lang,
    /// ANSI colours in text (junqi's red and blue pieces).
    pub color: bool,
}

/// A Go or Renju position ready to draw.
#[derive(Debug, Clone)]
pub struct Grid {
    /// The board.
    pub size: Size,
    /// How its edges are labelled: GTP letters for Go (no I), renju letters a-o.
    pub notation: Notation,
    /// The stone on each point, by `size.index`.
    pub stones: Vec<Option<Color>>,
    /// The star points (`╋`).
    pub stars: Vec<Point>,
    /// The last stone played, marked `( )`.
    pub last: Option<Point>,
    /// Points marked `×` (Black's forbidden points in renju).
    pub crosses: Vec<Point>,
    /// The point of a rejected move, marked `[ ]`.
    pub marked: Option<Point>,
    /// Lines under the board: ply, whose turn, captures, forbidden points.
    pub caption: Vec<String>,
}

impl Grid {
    /// An empty board of this size.
    pub fn new(size: Size, notation: Notation) -> Grid {
        Grid {
            size,
            notation,
            stones: vec![None; size.len()],
            stars: Vec::new(),
            last: None,
            crosses: Vec::new(),
            marked: None,
            caption: Vec::new(),
        }
    }

    /// The stone on `p`, `None` for an empty point or a point off the board.
    pub fn stone(&self, p: Point) -> Option<Color> {
        if !self.size.contains(p) {
            return None;
        }
        self.stones.get(self.size.index(p)).copied().flatten()
    }

    /// The drawing in the chosen form.
    pub fn render(&self, style: Style) -> String {
        match style.output {
            Output::Text => self.text(),
            Output::Svg => svg::grid(self),
        }
    }

    /// The line character of an empty point: corners, edges, star points, crossings.
    fn line_char(&self, p: Point) -> char {
        let (top, right) = (self.size.rows.saturating_sub(1), self.size.cols.saturating_sub(1));
        match (p.row == top, p.row == 0, p.col == 0, p.col == right) {
            (true, _, true, _) => '┌',
            (true, _, _, true) => '┐',
            (_, true, true, _) => '└',
            (_, true, _, true) => '┘',
            (true, ..) => '┬',
            (_, true, ..) => '┴',
            (_, _, true, _) => '├',
            (_, _, _, true) => '┤',
            _ if self.stars.contains(&p) => '╋',
            _ => '┼',
        }
    }

    /// The character between two points of a row (or at a row's ends, where `left` or `right`
    /// is `None`): a bracket when either point is marked, else the line.
    fn between(&self, left: Option<Point>, right: Option<Point>) -> char {
        let is = |q: Option<Point>, target: Option<Point>| q.is_some() && q == target;
        if is(left, self.marked) {
            ']'
        } else if is(right, self.marked) {
            '['
        } else if is(left, self.last) {
            ')'
        } else if is(right, self.last) {
            '('
        } else if left.is_none() || right.is_none() {
            ' '
        } else {
            '─'
        }
    }

    /// The text drawing: column letters above and below, row numbers on both sides.
    pub fn text(&self) -> String {
        let (cols, rows) = (self.size.cols, self.size.rows);
        let header: Vec<String> = (0..cols).map(|c| self.notation.column_letter(c).to_string()).collect();
        let header = format!("    {}\n", header.join(" "));
        let mut s = header.clone();
        for row in (0..rows).rev() {
            s.push_str(&format!("{:>3}", u32::from(row) + 1));
            for col in 0..cols {
                let p = Point::new(col, row);
                let left = col.checked_sub(1).map(|c| Point::new(c, row));
                s.push(self.between(left, Some(p)));
                s.push(match self.stone(p) {
                    Some(Color::Black) => '●',
                    Some(Color::White) => '○',
                    None if self.crosses.contains(&p) || self.marked == Some(p) => '×',
                    None => self.line_char(p),
                });
            }
            s.push(self.between(Some(Point::new(cols.saturating_sub(1), row)), None));
            s.push_str(&format!("{}\n", u32::from(row) + 1));
        }
        s.push_str(&header);
        for line in &self.caption {
            s.push_str(line);
            s.push('\n');
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> Grid {
        let mut g = Grid::new(Size::square(5), Notation::Gtp);
        g.stars.push(Point::new(2, 2));
        g
    }

    #[test]
    fn an_empty_board_has_corners_edges_and_star_points() {
        let t = small().text();
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines[0], "    A B C D E");
        assert_eq!(lines[1], "  5 ┌─┬─┬─┬─┐ 5");
        assert_eq!(lines[3], "  3 ├─┼─╋─┼─┤ 3");
        assert_eq!(lines[5], "  1 └─┴─┴─┴─┘ 1");
        assert_eq!(lines[6], lines[0]);
    }

    #[test]
    fn last_stone_and_rejected_point_are_bracketed_even_on_the_edges() {
        let mut g = small();
        g.stones[g.size.index(Point::new(0, 2))] = Some(Color::White);
        g.last = Some(Point::new(0, 2));
        g.marked = Some(Point::new(4, 0));
        let t = g.text();
        assert!(t.contains("  3(○)┼─╋─┼─┤ 3"), "{t}");
        assert!(t.contains("  1 └─┴─┴─┴[×]1"), "{t}");
    }

    #[test]
    fn the_mark_wins_over_the_last_stone_bracket_between_neighbours() {
        let mut g = small();
        g.stones[g.size.index(Point::new(1, 1))] = Some(Color::Black);
        g.last = Some(Point::new(1, 1));
        g.marked = Some(Point::new(2, 1));
        let t = g.text();
        assert!(t.contains("  2 ├(●[×]┼─┤ 2"), "{t}");
    }
}
