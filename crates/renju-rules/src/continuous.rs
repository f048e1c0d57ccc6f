//! Continuous gomoku (seed 001 玩法二; not Piskvork's "continuous game", which counts fives on a
//! full board: docs/rules/renju.md, "Gomocup rule codes"): a five does not end the game. 自己形成五子连线就替换对方任意一枚棋子。被替换的棋子可以和对方交换棋子。最后以先出完所有棋子
//! 的一方为胜 — making five, a player replaces any one stone of the opponent's with a stone of
//! its own, the replaced stone goes back to its owner, and the first player to have placed all
//! its stones wins. The stones are those of a full set (seed 001: 黑子113枚，白子112枚 on 15x15).

use grid::Color;

/// The stones each player still has to place, and the replacement a five is owed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Stock {
    left: [u32; 2],
    fives: [u32; 2],
    /// The player who just made five and must now name the stone it replaces.
    pub(crate) replacing: Option<Color>,
}

impl Stock {
    /// A full set for a board of `cells` points, less the stones already set up: Black has the
    /// odd one (113 and 112 on 15x15), as Black moves first and fills the last point of a board
    /// with an odd number of points.
    pub(crate) fn new(cells: u32, black_on_board: u32, white_on_board: u32) -> Stock {
        let black = cells.div_ceil(2).saturating_sub(black_on_board);
        let white = (cells / 2).saturating_sub(white_on_board);
        Stock { left: [black, white], fives: [0, 0], replacing: None }
    }

    /// Stones `color` has still to place.
    pub(crate) fn left(&self, color: Color) -> u32 {
        self.left[color.index()]
    }

    /// Fives `color` has made.
    pub(crate) fn fives(&self, color: Color) -> u32 {
        self.fives[color.index()]
    }

    /// A stone of `color` went onto the board. Returns true when it was the player's last.
    pub(crate) fn placed(&mut self, color: Color) -> bool {
        let left = &mut self.left[color.index()];
        *left = left.saturating_sub(1);
        *left == 0
    }

    /// `color` made five.
    pub(crate) fn scored(&mut self, color: Color) {
        self.fives[color.index()] += 1;
    }

    /// A stone of `owner` left the board and goes back to its owner (被替换的棋子...交换).
    pub(crate) fn returned(&mut self, owner: Color) {
        self.left[owner.index()] += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_set_is_113_and_112_on_15x15() {
        let s = Stock::new(225, 0, 0);
        assert_eq!((s.left(Color::Black), s.left(Color::White)), (113, 112));
        let set_up = Stock::new(225, 3, 2);
        assert_eq!((set_up.left(Color::Black), set_up.left(Color::White)), (110, 110));
    }

    #[test]
    fn placing_the_last_stone_is_reported() {
        let mut s = Stock::new(3, 0, 0);
        assert!(!s.placed(Color::Black));
        assert!(s.placed(Color::Black));
        s.returned(Color::Black);
        assert_eq!(s.left(Color::Black), 1);
        assert!(s.placed(Color::White), "one point left for White on a 3-point board");
    }
}
