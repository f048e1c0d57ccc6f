use serde::{Deserialize, Serialize};

/// The largest side a board may have: 26 columns fit the letters `a`-`z`.
pub const MAX_SIDE: u8 = 26;

/// A point of a board, counted from the bottom-left corner: `col` 0 is the leftmost column,
/// `row` 0 the bottom row. A `Point` may lie outside a given board (a record can name such a
/// point); [`Size::contains`] says whether it is on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Point {
    /// Column, 0 = leftmost.
    pub col: u8,
    /// Row, 0 = bottom.
    pub row: u8,
}

impl Point {
    /// The point at column `col` and row `row` (both 0-based, row 0 at the bottom).
    #[must_use]
    pub const fn new(col: u8, row: u8) -> Point {
        Point { col, row }
    }
}

/// The dimensions of a rectangular board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Size {
    /// Number of columns.
    pub cols: u8,
    /// Number of rows.
    pub rows: u8,
}

impl Size {
    /// A square board of side `n`.
    #[must_use]
    pub const fn square(n: u8) -> Size {
        Size { cols: n, rows: n }
    }

    /// A board of `cols` columns and `rows` rows.
    #[must_use]
    pub const fn new(cols: u8, rows: u8) -> Size {
        Size { cols, rows }
    }

    /// Number of points.
    #[must_use]
    pub const fn len(self) -> usize {
        self.cols as usize * self.rows as usize
    }

    /// True for a board without points.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// Whether `p` lies on this board.
    #[must_use]
    pub const fn contains(self, p: Point) -> bool {
        p.col < self.cols && p.row < self.rows
    }

    /// The dense index of an on-board point: `row * cols + col`.
    #[must_use]
    pub const fn index(self, p: Point) -> usize {
        p.row as usize * self.cols as usize + p.col as usize
    }

    /// The point with dense index `i` (the inverse of [`Size::index`]).
    #[must_use]
    pub const fn point(self, i: usize) -> Point {
        let cols = self.cols as usize;
        Point { col: (i % cols) as u8, row: (i / cols) as u8 }
    }

    /// The on-board point `(col + dc, row + dr)`, or `None` past an edge.
    #[must_use]
    pub fn offset(self, p: Point, dc: i32, dr: i32) -> Option<Point> {
        let c = i32::from(p.col) + dc;
        let r = i32::from(p.row) + dr;
        if c < 0 || r < 0 || c >= i32::from(self.cols) || r >= i32::from(self.rows) {
            return None;
        }
        Some(Point { col: c as u8, row: r as u8 })
    }

    /// Every point of the board, row by row from the bottom.
    pub fn points(self) -> impl Iterator<Item = Point> {
        (0..self.len()).map(move |i| self.point(i))
    }

    /// `19x19`, or `20x15` for a rectangle: the way messages name a board.
    #[must_use]
    pub fn describe(self) -> String {
        format!("{}x{}", self.cols, self.rows)
    }
}
