//! The positions of the game so far, for superko (seed art. 6, 禁止全局同形再现).
//!
//! A position is found by its Zobrist hash in an open-addressing table, and a hash match is
//! then confirmed against the stored position (2 bits per point), so a hash collision can
//! never forbid a legal move (`docs/rules/go.md`, "A move", step 5).

use grid::Color;

/// No record in this slot.
const VACANT: u32 = u32::MAX;

/// Positions that stood after earlier plies, each stored once (its first occurrence).
#[derive(Debug, Clone)]
pub(crate) struct History {
    /// Whether the player to move is part of a position (situational superko).
    situational: bool,
    /// The key "White to move", mixed into hashes when situational.
    side_key: u64,
    /// Bytes per packed position.
    stride: usize,
    /// Packed positions, `stride` bytes each, in the order they were recorded.
    boards: Vec<u8>,
    /// Per record: the player to move, and the ply after which the position first stood.
    sides: Vec<Color>,
    plies: Vec<usize>,
    /// Open-addressing table of (key, record number); `VACANT` marks a free slot.
    slots: Vec<(u64, u32)>,
}

impl History {
    /// An empty history for positions of `stride` packed bytes.
    pub fn new(situational: bool, side_key: u64, stride: usize) -> History {
        // Room before the first growth for a game of as many plies as the board has points
        // (a packed byte holds four), which few games pass; growth is amortised afterwards.
        // Sizing by the board keeps a 9x9 game from clearing a 19x19 game's table.
        let points = stride * 4;
        let start_slots = (points * 2).next_power_of_two().clamp(64, 1024);
        History {
            situational,
            side_key,
            stride,
            boards: Vec::with_capacity(stride * start_slots / 2),
            sides: Vec::with_capacity(start_slots / 2),
            plies: Vec::with_capacity(start_slots / 2),
            slots: vec![(0, VACANT); start_slots],
        }
    }

    /// The table key of a board hash with `to_move` to play.
    #[inline]
    pub fn key(&self, board_hash: u64, to_move: Color) -> u64 {
        if self.situational && to_move == Color::White {
            board_hash ^ self.side_key
        } else {
            board_hash
        }
    }

    #[inline]
    fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    /// Whether some recorded position has this key (it may still be a different position).
    #[inline]
    pub fn may_contain(&self, key: u64) -> bool {
        let mask = self.mask();
        let mut i = key as usize & mask;
        loop {
            let (k, r) = self.slots[i];
            if r == VACANT {
                return false;
            }
            if k == key {
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    /// The ply after which this exact position (and player to move, if situational) first
    /// stood, comparing stored positions so that only a true repetition is reported.
    pub fn find(&self, key: u64, board: &[u8], to_move: Color) -> Option<usize> {
        let mask = self.mask();
        let mut i = key as usize & mask;
        loop {
            let (k, r) = self.slots[i];
            if r == VACANT {
                return None;
            }
            if k == key {
                let r = r as usize;
                let stored = self.boards.get(r * self.stride..(r + 1) * self.stride);
                let same_side = !self.situational || self.sides.get(r) == Some(&to_move);
                if stored == Some(board) && same_side {
                    return self.plies.get(r).copied();
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// Records the position after `ply`. The caller has made sure it is not recorded yet.
    pub fn record(&mut self, key: u64, board: &[u8], to_move: Color, ply: usize) {
        let r = self.sides.len();
        if (r + 1) * 2 > self.slots.len() {
            self.grow();
        }
        self.boards.extend_from_slice(board);
        self.sides.push(to_move);
        self.plies.push(ply);
        self.insert(key, r as u32);
    }

    fn insert(&mut self, key: u64, record: u32) {
        let mask = self.mask();
        let mut i = key as usize & mask;
        while self.slots[i].1 != VACANT {
            i = (i + 1) & mask;
        }
        self.slots[i] = (key, record);
    }

    /// Doubles the table, keeping it at most half full so probes stay short.
    fn grow(&mut self) {
        let doubled = vec![(0, VACANT); self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, doubled);
        for (key, r) in old {
            if r != VACANT {
                self.insert(key, r);
            }
        }
    }

    /// Number of recorded positions.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.sides.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_collision_is_not_a_repetition() {
        // Two different positions forced onto one key: only the stored one is found.
        let mut h = History::new(false, 0x55, 2);
        h.record(42, &[0b01, 0], Color::Black, 0);
        assert!(h.may_contain(42));
        assert_eq!(h.find(42, &[0b10, 0], Color::Black), None);
        assert_eq!(h.find(42, &[0b01, 0], Color::White), Some(0), "positional: side ignored");
        h.record(42, &[0b10, 0], Color::White, 7);
        assert_eq!(h.find(42, &[0b10, 0], Color::Black), Some(7));
        assert_eq!(h.find(42, &[0b01, 0], Color::Black), Some(0));
    }

    #[test]
    fn situational_positions_need_the_same_player_to_move() {
        let mut h = History::new(true, 0x55, 1);
        assert_eq!(h.key(9, Color::White), 9 ^ 0x55);
        h.record(h.key(9, Color::Black), &[1], Color::Black, 3);
        assert_eq!(h.find(h.key(9, Color::Black), &[1], Color::Black), Some(3));
        assert_eq!(h.find(h.key(9, Color::White), &[1], Color::White), None);
        // Even on a forced key match, the stored player to move is compared.
        assert_eq!(h.find(h.key(9, Color::Black), &[1], Color::White), None);
    }

    #[test]
    fn the_table_grows_and_keeps_every_record() {
        let mut h = History::new(false, 0, 1);
        for k in 0..5000u64 {
            // Keys that share their low bits, the worst case for linear probing.
            h.record(k << 20, &[(k % 251) as u8], Color::Black, k as usize);
        }
        assert_eq!(h.len(), 5000);
        for k in (0..5000u64).step_by(97) {
            assert_eq!(h.find(k << 20, &[(k % 251) as u8], Color::Black), Some(k as usize));
        }
        assert!(!h.may_contain(1));
    }
}
