//! The final position behind territory marks: a minimal replay of captures, and the dead
//! stones and marked points that `TB`/`TW` on the last node give.

use grid::{Color, Geometry, Size};

use super::parse::{word, MainLine, Prop};
use super::{each_point, Game, Play, TB, TW};
use crate::{InputError, Located};

/// The stones standing after `plays` from the setup `start`, or `None` when a move is off the
/// board or onto a stone. Legality is judged elsewhere: this only follows captures (SPEC.md
/// section 6: dead stones are the stones inside the other colour's marked territory).
pub(super) fn final_position(
    size: Size,
    start: Vec<Option<Color>>,
    plays: &[Play],
) -> Option<Vec<Option<Color>>> {
    let mut board = Replay {
        geometry: Geometry::new(size),
        cells: start,
        seen: vec![0; size.len()],
        mark: 0,
        stack: Vec::new(),
        chain: Vec::new(),
    };
    for play in plays {
        match *play {
            Play::Stone(color, p) => {
                let i = size.index(p);
                match board.cells.get_mut(i) {
                    Some(cell @ None) => *cell = Some(color),
                    _ => return None,
                }
                for k in 0..4 {
                    let Some(j) = board.geometry.neighbours(i).get(k).map(|&j| usize::from(j)) else { break };
                    if board.cells.get(j).copied().flatten() == Some(color.opponent()) {
                        board.remove_if_dead(j);
                    }
                }
                // Suicide: the stone's own chain goes when it has no liberty left.
                board.remove_if_dead(i);
            }
            Play::Pass => {}
            Play::Unknown => return None,
        }
    }
    Some(board.cells)
}

/// A bare board for [`final_position`], with buffers reused between moves.
pub(super) struct Replay {
    pub(super) geometry: Geometry,
    pub(super) cells: Vec<Option<Color>>,
    /// `seen[i] == mark`: point `i` was reached by the current chain walk.
    pub(super) seen: Vec<u32>,
    pub(super) mark: u32,
    pub(super) stack: Vec<usize>,
    pub(super) chain: Vec<usize>,
}

impl Replay {
    /// Removes the chain through `start` when it has no liberty.
    pub(super) fn remove_if_dead(&mut self, start: usize) {
        let Some(color) = self.cells.get(start).copied().flatten() else { return };
        self.mark = self.mark.wrapping_add(1);
        if self.mark == 0 {
            self.seen.fill(0);
            self.mark = 1;
        }
        self.stack.clear();
        self.chain.clear();
        self.stack.push(start);
        if let Some(s) = self.seen.get_mut(start) {
            *s = self.mark;
        }
        while let Some(i) = self.stack.pop() {
            self.chain.push(i);
            for &j in self.geometry.neighbours(i) {
                let j = usize::from(j);
                match self.cells.get(j).copied().flatten() {
                    None => return,
                    Some(c) if c == color => {
                        if let Some(s) = self.seen.get_mut(j).filter(|s| **s != self.mark) {
                            *s = self.mark;
                            self.stack.push(j);
                        }
                    }
                    Some(_) => {}
                }
            }
        }
        for &i in &self.chain {
            if let Some(cell) = self.cells.get_mut(i) {
                *cell = None;
            }
        }
    }
}

/// What the last node's territory marks give: the dead stones, and how many points each side's
/// marks cover.
pub(super) type Marks = (Vec<Located<String>>, (u32, u32));

/// The dead stones the last node's territory marks show: a white stone in Black's territory
/// (`TB`) or a black stone in White's (`TW`), in the order marked; and how many points each
/// side's marks cover (empty points and dead stones; a mark on the marker's own stone counts
/// for nothing).
pub(super) fn dead_stones(
    bytes: &[u8],
    main: &MainLine,
    last: &[Prop],
    game: &Game,
    board: &[Option<Color>],
) -> Result<Marks, InputError> {
    let mut dead = Vec::new();
    let mut taken = vec![false; board.len()];
    let mut marked = vec![0u8; board.len()];
    let mut counts = (0u32, 0u32);
    for prop in last.iter().filter(|p| p.id == TB || p.id == TW) {
        let (name, victim) = if prop.id == TB { ("TB", Color::White) } else { ("TW", Color::Black) };
        for v in main.values(prop) {
            let written = word(bytes, v);
            if written.is_empty() {
                continue;
            }
            each_point(&written, game.size, |p| {
                let i = game.size.index(p);
                let stone = board.get(i).copied().flatten();
                let bit = if victim == Color::White { 1 } else { 2 };
                if (stone.is_none() || stone == Some(victim)) && marked.get(i).is_some_and(|m| m & bit == 0) {
                    if let Some(m) = marked.get_mut(i) {
                        *m |= bit;
                    }
                    if victim == Color::White {
                        counts.0 += 1;
                    } else {
                        counts.1 += 1;
                    }
                }
                if stone == Some(victim) && taken.get(i) == Some(&false) {
                    if let Some(t) = taken.get_mut(i) {
                        *t = true;
                    }
                    dead.push(Located::new(game.notation.format(p, game.size), v.loc));
                }
            })
            .map_err(|e| InputError::new(format!("{name}: {e}"), v.loc))?;
        }
    }
    Ok((dead, counts))
}
