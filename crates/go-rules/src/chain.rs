//! Chains as a player sees them (seed art. 3, 气 and 提子): the stones joined to a point and
//! the liberties they share, for explanations and for anyone drawing a position.

use grid::{Color, Point};

use crate::board::EMPTY;
use crate::Game;

/// A chain: stones of one colour joined along the lines (seed art. 3), and its liberties, the
/// empty points next to any of its stones.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chain {
    /// The colour of its stones.
    pub color: Color,
    /// Its stones, in board order (row by row from A1).
    pub stones: Vec<Point>,
    /// Its liberties (气), in board order; a chain with none is captured (提子).
    pub liberties: Vec<Point>,
}

impl Game {
    /// The chain through the stone on `p`, with its liberties; `None` for an empty point or a
    /// point off the board.
    #[must_use]
    pub fn chain_at(&self, p: Point) -> Option<Chain> {
        let size = self.size();
        if !size.contains(p) {
            return None;
        }
        let board = self.board();
        let color = self.stone_at(p)?;
        let head = board.head_of(size.index(p))?;
        let mut stones = board.chain_stones(head);
        stones.sort_unstable();
        let geometry = board.geometry();
        let mut liberties: Vec<usize> = stones
            .iter()
            .flat_map(|&s| geometry.neighbours(s).iter().map(|&n| usize::from(n)))
            .filter(|&n| board.code_at(n) == EMPTY)
            .collect();
        liberties.sort_unstable();
        liberties.dedup();
        Some(Chain {
            color,
            stones: stones.into_iter().map(|i| size.point(i)).collect(),
            liberties: liberties.into_iter().map(|i| size.point(i)).collect(),
        })
    }

    /// The stones of `color` that a stone of that colour on `p` would join into one chain: the
    /// stones of every chain of `color` next to `p`, not counting `p` itself, in board order.
    /// Empty for a point off the board or with no such neighbour.
    #[must_use]
    pub fn joined_at(&self, p: Point, color: Color) -> Vec<Point> {
        let size = self.size();
        if !size.contains(p) {
            return Vec::new();
        }
        let mut joined: Vec<Point> = self
            .board()
            .geometry()
            .neighbour_points(p)
            .filter(|&n| self.stone_at(n) == Some(color))
            .filter_map(|n| self.chain_at(n))
            .flat_map(|c| c.stones)
            .collect();
        joined.sort_unstable_by_key(|&q| size.index(q));
        joined.dedup();
        joined
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Move, Rules, Setup};

    fn at(col: u8, row: u8) -> Point {
        Point::new(col, row)
    }

    /// A 5x5 game starting from these stones.
    fn game(black: &[Point], white: &[Point]) -> Game {
        let setup = Setup { black: black.to_vec(), white: white.to_vec(), ..Setup::default() };
        Game::new(Rules { size: 5, ..Rules::default() }, &setup).unwrap()
    }

    #[test]
    fn a_chain_is_its_joined_stones_and_their_shared_liberties() {
        let g = game(&[at(1, 1), at(1, 2), at(2, 2)], &[at(3, 2)]);
        let chain = g.chain_at(at(1, 2)).unwrap();
        assert_eq!(chain.color, Color::Black);
        assert_eq!(chain.stones, [at(1, 1), at(1, 2), at(2, 2)]);
        // B1, A2, C2, A3, B4, C4: D3 is White's, and C2 is counted once though two stones touch it.
        assert_eq!(chain.liberties, [at(1, 0), at(0, 1), at(2, 1), at(0, 2), at(1, 3), at(2, 3)]);
        assert_eq!(g.chain_at(at(3, 2)).unwrap().liberties, [at(3, 1), at(4, 2), at(3, 3)]);
    }

    #[test]
    fn empty_and_off_board_points_have_no_chain() {
        let g = game(&[at(0, 0)], &[]);
        assert_eq!(g.chain_at(at(2, 2)), None);
        assert_eq!(g.chain_at(at(9, 9)), None);
        assert!(g.joined_at(at(9, 9), Color::Black).is_empty());
    }

    #[test]
    fn a_stone_joins_every_neighbouring_chain_of_its_colour() {
        // Black A2 and B1 touch A1, and C1 is B1's chain: a stone on A1 joins all three.
        let mut g = game(&[at(0, 1), at(1, 0), at(2, 0)], &[at(1, 1)]);
        assert_eq!(g.joined_at(at(0, 0), Color::Black), [at(1, 0), at(2, 0), at(0, 1)]);
        assert_eq!(g.joined_at(at(0, 0), Color::White), []);
        // The chains follow the game as it is played.
        g.play(Some(Color::Black), Move::Play(at(4, 4))).unwrap();
        assert_eq!(g.chain_at(at(4, 4)).unwrap().stones, [at(4, 4)]);
    }
}
