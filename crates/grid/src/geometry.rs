use crate::{Point, Size};

/// One of the four line directions of a square grid, as a column and row step.
pub type Direction = (i32, i32);

/// The four directions along which rows of stones are counted: horizontal, vertical and the
/// two diagonals. Each line is walked both ways from a point, so opposite steps are omitted.
pub const DIRECTIONS: [Direction; 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// Precomputed orthogonal neighbours of every point of one board size, by dense index.
///
/// Rule engines look neighbours up on their hot path; a table avoids edge tests per move.
#[derive(Debug, Clone)]
pub struct Geometry {
    size: Size,
    /// Four slots per point; `u16::MAX` marks a slot past the edge.
    neighbours: Vec<[u16; 4]>,
    counts: Vec<u8>,
}

impl Geometry {
    /// The table for a board of `size`.
    #[must_use]
    pub fn new(size: Size) -> Geometry {
        let mut neighbours = Vec::with_capacity(size.len());
        let mut counts = Vec::with_capacity(size.len());
        for p in size.points() {
            let mut slots = [u16::MAX; 4];
            let mut n = 0;
            for (dc, dr) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                if let Some(q) = size.offset(p, dc, dr) {
                    slots[n] = size.index(q) as u16;
                    n += 1;
                }
            }
            neighbours.push(slots);
            counts.push(n as u8);
        }
        Geometry { size, neighbours, counts }
    }

    /// The board size this table describes.
    #[must_use]
    pub fn size(&self) -> Size {
        self.size
    }

    /// The dense indices of the orthogonal neighbours of point index `i` (2 to 4 of them).
    #[inline]
    #[must_use]
    pub fn neighbours(&self, i: usize) -> &[u16] {
        &self.neighbours[i][..self.counts[i] as usize]
    }

    /// The orthogonal neighbours of an on-board point.
    pub fn neighbour_points(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        self.neighbours(self.size.index(p)).iter().map(|&j| self.size.point(usize::from(j)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_have_two_neighbours_edges_three_centre_four() {
        let g = Geometry::new(Size::square(19));
        let s = g.size();
        assert_eq!(g.neighbours(s.index(Point::new(0, 0))).len(), 2);
        assert_eq!(g.neighbours(s.index(Point::new(18, 18))).len(), 2);
        assert_eq!(g.neighbours(s.index(Point::new(0, 7))).len(), 3);
        assert_eq!(g.neighbours(s.index(Point::new(9, 9))).len(), 4);
        let total: usize = (0..s.len()).map(|i| g.neighbours(i).len()).sum();
        // Each of the 2 * 19 * 18 adjacencies is seen from both ends.
        assert_eq!(total, 4 * 19 * 18);
    }

    #[test]
    fn rectangular_boards_index_round_trip() {
        let s = Size::new(5, 12);
        for i in 0..s.len() {
            assert_eq!(s.index(s.point(i)), i);
        }
    }
}
