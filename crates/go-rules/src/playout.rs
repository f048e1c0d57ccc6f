//! The playouts of the life judgement (`life.rs`, docs/rules/go.md §1.8): seeded random games
//! from a final position that answer ataris, never fill their own eyes and keep sekis, and the
//! tally of who owns each point at their end.

use grid::Color;

use crate::board::{code, Board, EMPTY};

/// A small deterministic generator (xorshift64*): the playouts must not depend on anything
/// but the seed.
#[derive(Debug, Clone)]
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub(crate) fn below(&mut self, n: usize) -> usize {
        (((self.next() >> 32) * n as u64) >> 32) as usize
    }
}

/// The playout state: a board, its empty points where moves may go, and the ko.
pub(crate) struct Playout<'a> {
    pub(crate) board: Board,
    /// Points where a playout may play, each once; `slot[i]` is its place in `open`.
    pub(crate) open: Vec<u16>,
    pub(crate) slot: Vec<u32>,
    /// Points no playout plays on (pass-alive territory).
    pub(crate) closed: &'a [bool],
    /// The diagonal neighbours of each point, `u16::MAX` past the edge (always at the end).
    pub(crate) diagonals: &'a [[u16; 4]],
    /// The orthogonal neighbours of each point, then its diagonal ones, `u16::MAX` after them.
    pub(crate) around: &'a [[u16; 8]],
    pub(crate) ko: Option<usize>,
    pub(crate) captured: Vec<usize>,
    /// One stone of each chain in atari in the start position.
    pub(crate) watch: Vec<usize>,
    /// [`crate::LifeOptions::sacrifice`].
    pub(crate) sacrifice: u32,
    /// Per point at the end of a playout: 4 | the colours its empty region reaches.
    pub(crate) region: Vec<u8>,
    /// The points of the region being filled.
    pub(crate) members: Vec<usize>,
    /// Eyes set aside from `open`: no colour may play them until a move near them.
    pub(crate) sealed: Vec<bool>,
    /// How many points are set aside in `sealed`: none, and nothing need be put back.
    pub(crate) sealed_count: usize,
    /// Eyes found sealed in the current scan.
    pub(crate) sealing: Vec<usize>,
    /// `open` and `slot` as every playout starts them, made by the first [`Playout::reset`].
    pub(crate) start_open: Vec<u16>,
    pub(crate) start_slot: Vec<u32>,
}

impl Playout<'_> {
    /// Puts the playout back on `start` (the same position every time): its stones, and its
    /// empty points open in board order.
    pub(crate) fn reset(&mut self, start: &Board) {
        self.board.copy_stones_from(start);
        if self.start_slot.is_empty() {
            self.start_slot = vec![u32::MAX; start.size().len()];
            for i in 0..start.size().len() {
                if start.code_at(i) == EMPTY && !self.closed[i] {
                    self.start_slot[i] = self.start_open.len() as u32;
                    self.start_open.push(i as u16);
                }
            }
        }
        self.open.clone_from(&self.start_open);
        self.slot.copy_from_slice(&self.start_slot);
        self.ko = None;
        if self.sealed_count > 0 {
            self.sealed.iter_mut().for_each(|s| *s = false);
            self.sealed_count = 0;
        }
    }

    fn close(&mut self, i: usize) {
        let s = self.slot[i];
        if s == u32::MAX {
            return;
        }
        let last = self.open.pop().map_or(0, usize::from);
        if last != i {
            self.open[s as usize] = last as u16;
            self.slot[last] = s;
        }
        self.slot[i] = u32::MAX;
    }

    fn reopen(&mut self, i: usize) {
        if self.slot[i] == u32::MAX && !self.closed[i] {
            self.slot[i] = self.open.len() as u32;
            self.open.push(i as u16);
        }
    }

    /// Whether the empty point `i` is an eye of `me`: every neighbour is `me`'s stone, and the
    /// opponent holds at most one diagonal point (none on the edge).
    fn own_eye(&self, i: usize, me: u8) -> bool {
        let nbs = self.board.geometry().neighbours(i);
        if nbs.iter().any(|&n| self.board.code_at(usize::from(n)) != me) {
            return false;
        }
        let other = 3 - me;
        let bad = self.diagonals[i]
            .iter()
            .take_while(|&&d| d != u16::MAX)
            .filter(|&&d| self.board.code_at(usize::from(d)) == other)
            .count();
        if nbs.len() < 4 {
            bad == 0
        } else {
            bad <= 1
        }
    }

    /// Whether `c` may play on the empty point `i` in a playout, and the plan if so.
    fn acceptable(&self, i: usize, c: Color) -> Option<crate::board::Plan> {
        if self.ko == Some(i) || self.closed[i] || self.own_eye(i, code(c)) {
            return None;
        }
        let other = code(c.opponent());
        // Surrounded by the opponent's chains, none of them in atari for sure: a suicide, told
        // without planning the move.
        let nbs = self.board.geometry().neighbours(i);
        if nbs.iter().all(|&n| {
            let n = usize::from(n);
            self.board.code_at(n) == other
                && self.board.head_of(n).is_some_and(|h| self.board.chain_counts(h).1 >= 5)
        }) {
            return None;
        }
        let plan = self.board.plan_unhashed(i, c);
        if plan.suicide {
            return None;
        }
        let takes = plan.captured_stones > 0;
        let joined: u32 = plan.own().iter().map(|&h| self.board.chain_counts(usize::from(h)).0).sum();
        if !takes && joined + 1 > self.sacrifice && !self.board.keeps_two_liberties(&plan) {
            // A self-atari of a chain of two stones or more: never in a playout, so a seki
            // stays one.
            return None;
        }
        Some(plan)
    }

    /// The answer to the opponent's stone on `last`, if it calls for one: capture a chain of
    /// the opponent next to it that is left with one liberty, else save a chain of `c` next
    /// to it that it put in atari by extending, when that gives two liberties or captures.
    fn answer(&self, last: usize, c: Color) -> Option<crate::board::Plan> {
        let me = code(c);
        let board = &self.board;
        let mut around: [usize; 5] = [last; 5];
        let mut k = 1;
        for &n in board.geometry().neighbours(last) {
            around[k] = usize::from(n);
            k += 1;
        }
        // Each chain once: the stone just played has joined its neighbours of its colour.
        let mut seen: [usize; 5] = [usize::MAX; 5];
        let mut heads = 0;
        let mut first_time = |h: usize| {
            if seen[..heads].contains(&h) {
                false
            } else {
                seen[heads] = h;
                heads += 1;
                true
            }
        };
        // Captures first: the stone just played, or a chain next to it.
        for &q in &around[..k] {
            if board.code_at(q) == me || board.code_at(q) == EMPTY {
                continue;
            }
            let Some(h) = board.head_of(q).filter(|&h| first_time(h)) else { continue };
            if let Some(l) = board.atari_liberty(h) {
                if let Some(plan) = self.acceptable(l, c) {
                    return Some(plan);
                }
            }
        }
        for &q in &around[1..k] {
            if board.code_at(q) != me {
                continue;
            }
            let Some(h) = board.head_of(q).filter(|&h| first_time(h)) else { continue };
            if let Some(l) = board.atari_liberty(h) {
                if let Some(plan) = self.acceptable(l, c) {
                    if plan.captured_stones > 0 || board.keeps_two_liberties(&plan) {
                        return Some(plan);
                    }
                }
            }
        }
        None
    }

    /// A capture of a chain of the opponent that was in atari in the start position, or the
    /// rescue of such a chain of `c`: the stones a game ended without taking off.
    fn left_in_atari(&self, c: Color) -> Option<crate::board::Plan> {
        let me = code(c);
        for &s in &self.watch {
            let Some(h) = self.board.head_of(s) else { continue };
            let Some(l) = self.board.atari_liberty(h) else { continue };
            if let Some(plan) = self.acceptable(l, c) {
                // A one-stone capture that leaves the capturing stone one liberty is a ko the
                // players left open: not played first.
                let ko = plan.captured_stones == 1 && !self.board.keeps_two_liberties(&plan);
                if (self.board.code_at(s) != me || plan.captured_stones > 0) && !ko {
                    return Some(plan);
                }
            }
        }
        None
    }

    /// Plays one acceptable move of `c` (an answer to `last` when it calls for one, else a
    /// random one); false when there is none (a pass).
    pub(crate) fn step(&mut self, c: Color, last: Option<usize>, rng: &mut Rng) -> Option<usize> {
        if let Some(plan) = last.and_then(|l| self.answer(l, c)).or_else(|| self.left_in_atari(c)) {
            self.apply(&plan);
            return Some(plan.index);
        }
        let len = self.open.len();
        if len == 0 {
            return None;
        }
        let first = rng.below(len);
        let mut found = None;
        self.sealing.clear();
        for k in 0..len {
            let at = first + k;
            let i = usize::from(self.open[if at >= len { at - len } else { at }]);
            if let Some(plan) = self.acceptable(i, c) {
                found = Some(plan);
                break;
            }
            if self.sealed_eye(i) {
                self.sealing.push(i);
            }
        }
        // Eyes no one may play are set aside until a move near them changes that.
        for k in 0..self.sealing.len() {
            let i = self.sealing[k];
            self.close(i);
            if !self.sealed[i] {
                self.sealed[i] = true;
                self.sealed_count += 1;
            }
        }
        let plan = found?;
        self.apply(&plan);
        Some(plan.index)
    }

    /// Whether the empty point `i` is an eye that neither colour may play: its owner never fills
    /// it, and the other colour's stone there would capture nothing (no chain around it is in
    /// atari) and have no liberty.
    fn sealed_eye(&self, i: usize) -> bool {
        let board = &self.board;
        let nbs = board.geometry().neighbours(i);
        let Some(&first) = nbs.first() else { return false };
        let owner = board.code_at(usize::from(first));
        owner != EMPTY
            && self.own_eye(i, owner)
            && nbs
                .iter()
                .all(|&n| board.head_of(usize::from(n)).is_some_and(|h| board.atari_liberty(h).is_none()))
    }

    /// Puts back a set-aside eye on or next to the changed point `i`.
    fn unseal_around(&mut self, i: usize) {
        if self.sealed_count == 0 {
            return;
        }
        for &q in &self.around[i] {
            if q == u16::MAX {
                break;
            }
            let q = usize::from(q);
            if self.sealed[q] {
                self.sealed[q] = false;
                self.sealed_count -= 1;
                self.reopen(q);
            }
        }
    }

    fn apply(&mut self, plan: &crate::board::Plan) {
        let i = plan.index;
        {
            self.captured.clear();
            for &h in plan.captured() {
                let captured = &mut self.captured;
                self.board.for_each_stone(usize::from(h), |s| captured.push(s));
            }
            let head = self.board.apply_unhashed(plan);
            self.close(i);
            for k in 0..self.captured.len() {
                let s = self.captured[k];
                self.reopen(s);
                self.unseal_around(s);
            }
            // The eyes next to the stone or diagonal to it may have changed, and a chain next
            // to it in atari now may be taken on its last liberty, a set-aside eye.
            self.unseal_around(i);
            for k in 0..self.board.geometry().neighbours(i).len() {
                if self.sealed_count == 0 {
                    break;
                }
                let n = usize::from(self.board.geometry().neighbours(i)[k]);
                if let Some(l) = self.board.head_of(n).and_then(|h| self.board.atari_liberty(h)) {
                    if self.sealed[l] {
                        self.sealed[l] = false;
                        self.sealed_count -= 1;
                        self.reopen(l);
                    }
                }
            }
            self.ko = match (head, self.captured.as_slice()) {
                (Some(h), &[taken]) if self.board.chain_counts(h) == (1, 1) => Some(taken),
                _ => None,
            };
        }
    }

    /// Adds the playout's final owners to `own` (+1 Black, -1 White per point) and its neutral
    /// points to `neutral`.
    pub(crate) fn tally(&mut self, own: &mut [i32], neutral: &mut [u32], territory: &[i8]) {
        let board = &self.board;
        let n = own.len();
        // Empty regions, flood-filled: the colours each reaches.
        self.region.clear();
        self.region.resize(n, 0);
        let mut stack = std::mem::take(&mut self.captured);
        let mut members = std::mem::take(&mut self.members);
        for start in 0..n {
            if board.code_at(start) != EMPTY || self.region[start] != 0 {
                continue;
            }
            let mut seen = 0u8;
            members.clear();
            stack.clear();
            stack.push(start);
            self.region[start] = 4;
            while let Some(i) = stack.pop() {
                members.push(i);
                for &nb in board.geometry().neighbours(i) {
                    let nb = usize::from(nb);
                    match board.code_at(nb) {
                        EMPTY if self.region[nb] == 0 => {
                            self.region[nb] = 4;
                            stack.push(nb);
                        }
                        EMPTY => {}
                        c => seen |= c,
                    }
                }
            }
            for &i in &members {
                self.region[i] = 4 | seen;
            }
        }
        self.captured = stack;
        self.members = members;
        for (i, o) in own.iter_mut().enumerate() {
            let owner = match board.code_at(i) {
                EMPTY if territory[i] != 0 => territory[i],
                EMPTY => match self.region[i] & 3 {
                    1 => 1,
                    2 => -1,
                    _ => {
                        neutral[i] += 1;
                        0
                    }
                },
                1 => 1,
                _ => -1,
            };
            *o += i32::from(owner);
        }
    }
}
