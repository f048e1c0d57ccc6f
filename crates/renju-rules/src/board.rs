use std::fmt;

use grid::{Color, Point, Size, MAX_SIDE};

use crate::SetupError;

/// Cells of padding around the playing area. A shape through a point is read at most five cells
/// each way (a five-point is within four cells, and the cell past it decides whether the five is
/// exact), so five edge cells on every side let every read stay inside the array.
pub(crate) const PAD: usize = 5;
/// Row length of the padded array, the same for every board size so line steps are constants.
pub(crate) const STRIDE: usize = MAX_SIDE as usize + 2 * PAD;
const CELLS: usize = STRIDE * STRIDE;

pub(crate) const EMPTY: u8 = 0;
pub(crate) const BLACK: u8 = 1;
pub(crate) const WHITE: u8 = 2;
/// Off the board: blocks a row exactly like a White stone (docs/rules/renju.md, "Board and notation").
pub(crate) const EDGE: u8 = 3;

/// Index steps of the four line directions, in the order of [`Line`](crate::Line): row, column,
/// rising diagonal, falling diagonal.
pub(crate) const STEPS: [isize; 4] = [1, STRIDE as isize, STRIDE as isize + 1, 1 - STRIDE as isize];

/// The smallest board side accepted: the 5x5 square of the canonical openings must fit.
pub const MIN_SIDE: u8 = 5;

/// A square Renju or Gomoku board with its stones, cheap to build and to copy (a fixed array, no
/// allocation), for the forbidden-point functions and for [`Game`](crate::Game).
///
/// Cells are kept in a padded array whose border reads as "edge", so that scanning a line never
/// needs a bounds test per step.
#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    side: u8,
    stones: u16,
    cells: [u8; CELLS],
}

impl Board {
    /// An empty board of `side` x `side` points.
    ///
    /// # Errors
    /// [`SetupError::Size`] unless `side` is between 5 and 26.
    pub fn new(side: u8) -> Result<Board, SetupError> {
        if !(MIN_SIDE..=MAX_SIDE).contains(&side) {
            return Err(SetupError::Size(side));
        }
        let mut cells = [EDGE; CELLS];
        for row in 0..side {
            for col in 0..side {
                if let Some(c) = cells.get_mut(Self::raw_index(Point::new(col, row))) {
                    *c = EMPTY;
                }
            }
        }
        Ok(Board { side, stones: 0, cells })
    }

    /// A board of `side` with the given stones.
    ///
    /// # Errors
    /// [`SetupError`] for a bad size, a point off the board, or a point listed twice.
    pub fn from_stones(side: u8, black: &[Point], white: &[Point]) -> Result<Board, SetupError> {
        let mut board = Board::new(side)?;
        for (color, points) in [(Color::Black, black), (Color::White, white)] {
            for &p in points {
                if !board.size().contains(p) {
                    return Err(SetupError::OffBoard { color, point: p });
                }
                if !board.place(p, color) {
                    return Err(SetupError::Duplicate(p));
                }
            }
        }
        Ok(board)
    }

    /// The side length.
    #[must_use]
    pub fn side(&self) -> u8 {
        self.side
    }

    /// The board dimensions.
    #[must_use]
    pub fn size(&self) -> Size {
        Size::square(self.side)
    }

    /// The centre point (`h8` on 15x15; on an even side, the upper-right of the four middle
    /// points, as Piskvork counts it).
    #[must_use]
    pub fn center(&self) -> Point {
        Point::new(self.side / 2, self.side / 2)
    }

    /// Number of stones on the board.
    #[must_use]
    pub fn stones(&self) -> usize {
        usize::from(self.stones)
    }

    /// True when every point holds a stone.
    #[must_use]
    pub fn is_full(&self) -> bool {
        self.stones() == self.size().len()
    }

    /// The stone at `p`; `None` for an empty point or a point off the board.
    #[must_use]
    pub fn get(&self, p: Point) -> Option<Color> {
        match self.index(p).map(|i| self.cell(i)) {
            Some(BLACK) => Some(Color::Black),
            Some(WHITE) => Some(Color::White),
            _ => None,
        }
    }

    /// True for an on-board point without a stone.
    #[must_use]
    pub fn is_empty_at(&self, p: Point) -> bool {
        self.index(p).is_some_and(|i| self.cell(i) == EMPTY)
    }

    /// Puts a stone of `color` on `p`. Returns false (and changes nothing) when `p` is off the
    /// board or already holds a stone.
    pub fn place(&mut self, p: Point, color: Color) -> bool {
        let Some(i) = self.index(p) else { return false };
        if self.cell(i) != EMPTY {
            return false;
        }
        self.set(i, stone_code(color));
        self.stones += 1;
        true
    }

    /// Takes the stone off `p`, returning its colour (`None` if there was none).
    pub fn remove(&mut self, p: Point) -> Option<Color> {
        let old = self.get(p)?;
        if let Some(i) = self.index(p) {
            self.set(i, EMPTY);
            self.stones -= 1;
        }
        Some(old)
    }

    /// Every stone of `color`, row by row from the bottom.
    pub fn points_of(&self, color: Color) -> impl Iterator<Item = Point> + '_ {
        self.size().points().filter(move |&p| self.get(p) == Some(color))
    }

    /// The padded-array index of an on-board point.
    #[inline]
    pub(crate) fn index(&self, p: Point) -> Option<usize> {
        self.size().contains(p).then(|| Self::raw_index(p))
    }

    #[inline]
    fn raw_index(p: Point) -> usize {
        (usize::from(p.row) + PAD) * STRIDE + usize::from(p.col) + PAD
    }

    /// The cell code at a padded index; anything outside the array reads as edge.
    #[inline]
    pub(crate) fn cell(&self, idx: usize) -> u8 {
        self.cells.get(idx).copied().unwrap_or(EDGE)
    }

    /// The cell `k` steps of `step` away from `idx` (edge when that leaves the array).
    #[inline]
    pub(crate) fn cell_at(&self, idx: usize, step: isize, k: isize) -> u8 {
        idx.checked_add_signed(step * k).map_or(EDGE, |i| self.cell(i))
    }

    /// Sets a cell without touching the stone count: for the judge's temporary stones.
    #[inline]
    pub(crate) fn set(&mut self, idx: usize, code: u8) {
        if let Some(c) = self.cells.get_mut(idx) {
            *c = code;
        }
    }
}

/// The cell code of a stone colour.
pub(crate) const fn stone_code(color: Color) -> u8 {
    match color {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

impl fmt::Debug for Board {
    /// A diagram, top row first: `X` Black, `O` White, `.` empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Board {}x{}", self.side, self.side)?;
        for row in (0..self.side).rev() {
            let line: String = (0..self.side)
                .map(|col| match self.get(Point::new(col, row)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                })
                .collect();
            writeln!(f, "{:>2} {line}", u32::from(row) + 1)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_outside_5_to_26_are_rejected() {
        assert_eq!(Board::new(4), Err(SetupError::Size(4)));
        assert_eq!(Board::new(27), Err(SetupError::Size(27)));
        assert!(Board::new(26).is_ok());
    }

    #[test]
    fn place_get_remove_round_trip() {
        let mut b = Board::new(15).unwrap();
        let p = Point::new(14, 0);
        assert!(b.place(p, Color::White));
        assert!(!b.place(p, Color::Black));
        assert!(!b.place(Point::new(15, 0), Color::Black));
        assert_eq!(b.get(p), Some(Color::White));
        assert_eq!(b.stones(), 1);
        assert_eq!(b.remove(p), Some(Color::White));
        assert_eq!(b.stones(), 0);
        assert!(b.is_empty_at(p));
    }

    #[test]
    fn cells_past_the_edge_read_as_edge() {
        let b = Board::new(15).unwrap();
        let i = b.index(Point::new(0, 0)).unwrap();
        for step in STEPS {
            assert_eq!(b.cell_at(i, step, -1), EDGE);
            assert_eq!(b.cell_at(i, step, -5), EDGE);
        }
        assert_eq!(b.cell_at(i, STEPS[3], 1), EDGE, "the falling diagonal leaves at the bottom");
        assert_eq!(b.cell_at(i, STEPS[2], 1), EMPTY);
        let j = b.index(Point::new(14, 14)).unwrap();
        assert_eq!(b.cell_at(j, STEPS[0], 1), EDGE);
        assert_eq!(b.cell_at(j, STEPS[1], 5), EDGE);
    }

    #[test]
    fn from_stones_rejects_duplicates_and_off_board() {
        let p = Point::new(7, 7);
        assert_eq!(Board::from_stones(15, &[p], &[p]), Err(SetupError::Duplicate(p)));
        let q = Point::new(15, 3);
        assert_eq!(
            Board::from_stones(15, &[], &[q]),
            Err(SetupError::OffBoard { color: Color::White, point: q })
        );
    }
}
