//! The stones on the board, kept as chains that a move updates incrementally.
//!
//! Each chain is a circular linked list of its stones (`next`), every stone knows its chain's
//! representative (`head`), and the representative holds the chain's size, Zobrist hash and
//! *pseudo-liberty* count: the number of (stone, empty neighbour) pairs, so an empty point
//! next to three stones of a chain counts three times. A chain has no liberty exactly when its
//! count is zero, and it has a liberty other than a point `p` exactly when its count exceeds the
//! number of its stones next to `p`. That is all the rules need (captures and suicide, seed
//! art. 4-5), and it costs a few additions per move instead of liberty sets.

use std::sync::{Arc, OnceLock};

use grid::{Color, Geometry, Size, Zobrist};

/// Point content codes; a colour's code is `Color::index() + 1`.
pub(crate) const EMPTY: u8 = 0;

/// The seed of the Zobrist keys: any constant will do, it only has to be the same every run.
const ZOBRIST_SEED: u64 = 0x676F_2D72_756C_6573;

/// The fixed tables of one board size: neighbours and Zobrist keys.
#[derive(Debug)]
struct Tables {
    geometry: Geometry,
    zobrist: Zobrist,
}

impl Tables {
    fn new(size: Size) -> Tables {
        Tables { geometry: Geometry::new(size), zobrist: Zobrist::new(size.len(), 2, ZOBRIST_SEED) }
    }

    /// The tables of a square board, built once per side and shared: a referee starts many
    /// games of the same size, and building them costs more than replaying a short game.
    fn shared(size: Size) -> Arc<Tables> {
        static CACHE: [OnceLock<Arc<Tables>>; grid::MAX_SIDE as usize + 1] =
            [const { OnceLock::new() }; grid::MAX_SIDE as usize + 1];
        match CACHE.get(usize::from(size.cols)) {
            Some(slot) if size.cols == size.rows => {
                Arc::clone(slot.get_or_init(|| Arc::new(Tables::new(size))))
            }
            _ => Arc::new(Tables::new(size)),
        }
    }
}

/// The content code of a colour.
#[inline]
pub(crate) const fn code(c: Color) -> u8 {
    c.index() as u8 + 1
}

/// The colour of a non-empty content code.
#[inline]
pub(crate) const fn color_of(code: u8) -> Option<Color> {
    match code {
        1 => Some(Color::Black),
        2 => Some(Color::White),
        _ => None,
    }
}

/// What a stone on an empty point would do, found without changing the board.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Plan {
    /// The dense index of the point.
    pub index: usize,
    /// The mover's content code.
    pub code: u8,
    /// Heads of the opponent chains the stone captures (`captured_len` of them).
    captured: [u16; 4],
    captured_len: usize,
    /// Heads of the mover's chains the stone joins (`own_len` of them).
    own: [u16; 4],
    own_len: usize,
    /// How many opponent stones are captured.
    pub captured_stones: u32,
    /// Whether the mover's chain would be left without liberties (seed art. 5).
    pub suicide: bool,
    /// The Zobrist hash of the board after the move, suicide left on the board.
    pub hash_after: u64,
    /// The hash after the move when suicide is allowed and the mover's chain is removed.
    pub hash_after_suicide: u64,
    /// The neighbours' contents and chain heads (`u16::MAX` for an empty neighbour).
    nb_codes: [u8; 4],
    nb_heads: [u16; 4],
    nb_len: usize,
    /// How many neighbours are empty: the new stone's own pseudo-liberties.
    empties: u32,
}

impl Plan {
    /// Heads of the captured opponent chains.
    pub fn captured(&self) -> &[u16] {
        &self.captured[..self.captured_len]
    }

    /// Heads of the mover's chains next to the point.
    pub fn own(&self) -> &[u16] {
        &self.own[..self.own_len]
    }
}

/// The board: point contents, chains, the position's Zobrist hash and a packed copy of the
/// position (2 bits per point) that the superko history stores.
#[derive(Debug, Clone)]
pub(crate) struct Board {
    size: Size,
    tables: Arc<Tables>,
    /// Content code per point.
    color: Vec<u8>,
    /// Representative stone of the chain through each stone (stale on empty points).
    head: Vec<u16>,
    /// The next stone of the same chain, circularly.
    next: Vec<u16>,
    /// Per representative: number of stones.
    stones: Vec<u32>,
    /// Per representative: pseudo-liberties.
    plibs: Vec<u32>,
    /// Per representative: XOR of the chain's stone keys, so a capture updates the board
    /// hash in one step.
    chain_hash: Vec<u64>,
    hash: u64,
    packed: Vec<u8>,
}

impl Board {
    /// An empty board of `size` (any side up to 255: indices fit `u16`).
    pub fn new(size: Size) -> Board {
        let n = size.len();
        Board {
            size,
            tables: Tables::shared(size),
            color: vec![EMPTY; n],
            head: vec![0; n],
            next: vec![0; n],
            stones: vec![0; n],
            plibs: vec![0; n],
            chain_hash: vec![0; n],
            hash: 0,
            packed: vec![0; n.div_ceil(4)],
        }
    }

    pub fn size(&self) -> Size {
        self.size
    }

    pub fn geometry(&self) -> &Geometry {
        &self.tables.geometry
    }

    /// Content codes of all points, by dense index.
    pub fn colors(&self) -> &[u8] {
        &self.color
    }

    /// The content code of point index `i` ([`EMPTY`] past the end).
    #[inline]
    pub fn code_at(&self, i: usize) -> u8 {
        self.color.get(i).copied().unwrap_or(EMPTY)
    }

    /// The Zobrist hash of the stone arrangement.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The position, 2 bits per point (code of point `i` at bits `2*(i%4)` of byte `i/4`).
    pub fn packed(&self) -> &[u8] {
        &self.packed
    }

    /// The key "White to move", for situational hashes.
    pub fn side_key(&self) -> u64 {
        self.tables.zobrist.side_key()
    }

    /// The Zobrist key of a stone of content code `code` on point `i`.
    #[inline]
    pub fn key(&self, i: usize, code: u8) -> u64 {
        self.tables.zobrist.key(i, usize::from(code - 1))
    }

    #[inline]
    fn set_packed(packed: &mut [u8], i: usize, code: u8) {
        let shift = (i % 4) * 2;
        if let Some(byte) = packed.get_mut(i / 4) {
            *byte = (*byte & !(3 << shift)) | (code << shift);
        }
    }

    /// What a stone of `c` on the empty point `i` would do.
    pub fn plan(&self, i: usize, c: Color) -> Plan {
        self.plan_hashed::<true>(i, c)
    }

    /// [`Board::plan`] for a board whose hash is not kept (the life judgement's playouts): the
    /// plan's hashes are left zero, everything else is the same.
    pub fn plan_unhashed(&self, i: usize, c: Color) -> Plan {
        self.plan_hashed::<false>(i, c)
    }

    #[inline]
    fn plan_hashed<const HASH: bool>(&self, i: usize, c: Color) -> Plan {
        let me = code(c);
        let key = if HASH { self.key(i, me) } else { 0 };
        // The neighbours are read into locals and the plan is written once, at the end: built
        // in place, its arrays were stored a byte or two at a time and then read back whole,
        // which stalled on store forwarding at every move.
        let mut codes = [EMPTY; 4];
        // An empty point gets a head no chain has.
        let mut heads = [u16::MAX; 4];
        let mut nb_len = 0;
        let mut empties = 0;
        for (k, &n) in self.tables.geometry.neighbours(i).iter().take(4).enumerate() {
            let n = usize::from(n);
            let col = self.color[n];
            nb_len = k + 1;
            if col == EMPTY {
                empties += 1;
            } else {
                codes[k] = col;
                heads[k] = self.head[n];
            }
        }
        let (mut captured, mut captured_len, mut captured_stones) = ([0; 4], 0, 0);
        let (mut own, mut own_len) = ([0; 4], 0);
        let mut suicide = empties == 0;
        let mut hash_after = if HASH { self.hash ^ key } else { 0 };
        let mut hash_after_suicide = if HASH { self.hash } else { 0 };
        for k in 0..nb_len {
            let (col, h) = (codes[k], heads[k]);
            if col == EMPTY || heads[..k].contains(&h) {
                continue;
            }
            // Pairs (stone of this chain, point i): they stop being liberties once i is filled.
            let adjacent = heads[k..nb_len].iter().filter(|&&x| x == h).count() as u32;
            let hu = usize::from(h);
            if col == me {
                own[own_len] = h;
                own_len += 1;
                if HASH {
                    hash_after_suicide ^= self.chain_hash[hu];
                }
                if self.plibs[hu] > adjacent {
                    suicide = false;
                }
            } else if self.plibs[hu] == adjacent {
                // Seed art. 4: the opponent chain's last liberty is filled, so it is removed,
                // and the point it stood on becomes a liberty of the new stone.
                captured[captured_len] = h;
                captured_len += 1;
                captured_stones += self.stones[hu];
                if HASH {
                    hash_after ^= self.chain_hash[hu];
                }
                suicide = false;
            }
        }
        Plan {
            index: i,
            code: me,
            captured,
            captured_len,
            own,
            own_len,
            captured_stones,
            suicide,
            hash_after,
            hash_after_suicide,
            nb_codes: codes,
            nb_heads: heads,
            nb_len,
            empties,
        }
    }

    /// Puts a stone of code `me` on the empty point `i` without captures (setup, and the first
    /// step of a move). Returns the head of its chain after joining its neighbours.
    pub fn place(&mut self, i: usize, me: u8) -> usize {
        let key = self.key(i, me);
        self.color[i] = me;
        self.head[i] = i as u16;
        self.next[i] = i as u16;
        self.stones[i] = 1;
        self.chain_hash[i] = key;
        self.hash ^= key;
        Self::set_packed(&mut self.packed, i, me);
        let mut libs = 0;
        for &n in self.tables.geometry.neighbours(i) {
            let n = usize::from(n);
            if self.color[n] == EMPTY {
                libs += 1;
            } else {
                let h = usize::from(self.head[n]);
                self.plibs[h] = self.plibs[h].saturating_sub(1);
            }
        }
        self.plibs[i] = libs;
        let mut own = i;
        for k in 0..self.tables.geometry.neighbours(i).len() {
            let n = usize::from(self.tables.geometry.neighbours(i)[k]);
            if self.color[n] == me {
                own = self.merge::<true>(own, usize::from(self.head[n]));
            }
        }
        own
    }

    /// Joins two chains of one colour (no-op if they are the same); returns the new head.
    fn merge<const HASH: bool>(&mut self, a: usize, b: usize) -> usize {
        if a == b {
            return a;
        }
        // Relabel the smaller chain, so a stone is relabelled O(log n) times over a game.
        let (keep, gone) = if self.stones[a] >= self.stones[b] { (a, b) } else { (b, a) };
        let mut s = gone;
        loop {
            self.head[s] = keep as u16;
            s = usize::from(self.next[s]);
            if s == gone {
                break;
            }
        }
        self.next.swap(keep, gone);
        self.stones[keep] += self.stones[gone];
        self.plibs[keep] += self.plibs[gone];
        if HASH {
            self.chain_hash[keep] ^= self.chain_hash[gone];
        }
        keep
    }

    /// Removes the chain whose head is `h`; returns how many stones it had.
    fn remove_chain<const HASH: bool>(&mut self, h: usize) -> u32 {
        let removed = self.stones[h];
        if HASH {
            self.hash ^= self.chain_hash[h];
        }
        let mut s = h;
        loop {
            let after = usize::from(self.next[s]);
            self.color[s] = EMPTY;
            if HASH {
                Self::set_packed(&mut self.packed, s, EMPTY);
            }
            for &n in self.tables.geometry.neighbours(s) {
                let n = usize::from(n);
                // Stones of the removed chain are either cleared already or still labelled `h`.
                if self.color[n] != EMPTY && usize::from(self.head[n]) != h {
                    let hn = usize::from(self.head[n]);
                    self.plibs[hn] += 1;
                }
            }
            s = after;
            if s == h {
                break;
            }
        }
        removed
    }

    /// Plays a planned move: place, capture (seed art. 4), and remove the mover's own chain if
    /// it has no liberty and `remove_suicide` (suicide allowed). Returns the head of the new
    /// stone's chain, or `None` if it was removed.
    pub fn apply(&mut self, plan: &Plan, remove_suicide: bool) -> Option<usize> {
        self.apply_hashed::<true>(plan, remove_suicide)
    }

    /// [`Board::apply`] on a board whose hash and packed copy are not kept (the life
    /// judgement's playouts, which read only the stones and chains): they go stale.
    pub fn apply_unhashed(&mut self, plan: &Plan) -> Option<usize> {
        self.apply_hashed::<false>(plan, false)
    }

    #[inline]
    fn apply_hashed<const HASH: bool>(&mut self, plan: &Plan, remove_suicide: bool) -> Option<usize> {
        // The same steps as `place`, reusing what the plan already read around the point.
        let (i, me) = (plan.index, plan.code);
        self.color[i] = me;
        self.head[i] = i as u16;
        self.next[i] = i as u16;
        self.stones[i] = 1;
        self.plibs[i] = plan.empties;
        if HASH {
            let key = self.key(i, me);
            self.chain_hash[i] = key;
            self.hash ^= key;
            Self::set_packed(&mut self.packed, i, me);
        }
        for k in 0..plan.nb_len {
            if plan.nb_codes[k] != EMPTY {
                let h = usize::from(plan.nb_heads[k]);
                self.plibs[h] = self.plibs[h].saturating_sub(1);
            }
        }
        let mut head = i;
        for &h in plan.own() {
            head = self.merge::<HASH>(head, usize::from(h));
        }
        for &h in plan.captured() {
            self.remove_chain::<HASH>(usize::from(h));
        }
        if plan.suicide && remove_suicide {
            self.remove_chain::<HASH>(head);
            return None;
        }
        Some(head)
    }

    /// Number of stones and pseudo-liberties of the chain whose head is `h`.
    pub fn chain_counts(&self, h: usize) -> (u32, u32) {
        (self.stones[h], self.plibs[h])
    }

    /// Writes into `out` the packed position a planned move would leave, without playing it.
    /// Used only to confirm a superko hash hit, so it may copy the whole position.
    pub fn packed_after(&self, plan: &Plan, remove_suicide: bool, out: &mut Vec<u8>) {
        out.clear();
        out.extend_from_slice(&self.packed);
        if plan.suicide && remove_suicide {
            // The new stone and every chain it joins are gone: clear the joined chains.
            for &h in plan.own() {
                self.for_each_stone(usize::from(h), |s| Self::set_packed(out, s, EMPTY));
            }
            return;
        }
        Self::set_packed(out, plan.index, plan.code);
        for &h in plan.captured() {
            self.for_each_stone(usize::from(h), |s| Self::set_packed(out, s, EMPTY));
        }
    }

    /// Makes this board (of the same size) a copy of `other`'s stones and chains, reusing its
    /// storage: the life judgement's playouts restart from one position many times (`life.rs`),
    /// and play with [`Board::apply_unhashed`], so the hash and packed copy are left stale.
    pub fn copy_stones_from(&mut self, other: &Board) {
        self.color.copy_from_slice(&other.color);
        self.head.copy_from_slice(&other.head);
        self.next.copy_from_slice(&other.next);
        self.stones.copy_from_slice(&other.stones);
        self.plibs.copy_from_slice(&other.plibs);
    }

    /// Whether the mover's chain after a planned move that captures nothing keeps at least two
    /// liberties (a move leaving it one is a self-atari). Walks the joined chains only until a
    /// second liberty is found.
    pub fn keeps_two_liberties(&self, plan: &Plan) -> bool {
        let i = plan.index;
        // A joined chain with nine pseudo-liberties keeps five once the four pairs with `i` are
        // gone, and five mean two liberties at least: no walk needed.
        if plan.own().iter().any(|&h| self.plibs[usize::from(h)] >= 9) {
            return true;
        }
        let mut found: [usize; 2] = [usize::MAX; 2];
        let mut count = 0usize;
        let note = |n: usize, count: &mut usize, found: &mut [usize; 2]| {
            if n != i && self.color[n] == EMPTY && !found[..*count].contains(&n) {
                found[*count] = n;
                *count += 1;
            }
        };
        for &n in self.tables.geometry.neighbours(i) {
            note(usize::from(n), &mut count, &mut found);
            if count >= 2 {
                return true;
            }
        }
        for &h in plan.own() {
            let start = usize::from(h);
            let mut s = start;
            loop {
                for &n in self.tables.geometry.neighbours(s) {
                    note(usize::from(n), &mut count, &mut found);
                    if count >= 2 {
                        return true;
                    }
                }
                s = usize::from(self.next[s]);
                if s == start {
                    break;
                }
            }
        }
        false
    }

    /// The liberties of the chain whose head is `h`, up to `max` of them (distinct, in the
    /// order found), written to the front of `out`; returns how many.
    pub fn liberties_upto(&self, h: usize, out: &mut [usize]) -> usize {
        let mut count = 0usize;
        let mut s = h;
        loop {
            for &n in self.tables.geometry.neighbours(s) {
                let n = usize::from(n);
                if self.color[n] == EMPTY && !out[..count].contains(&n) {
                    out[count] = n;
                    count += 1;
                    if count == out.len() {
                        return count;
                    }
                }
            }
            s = usize::from(self.next[s]);
            if s == h {
                return count;
            }
        }
    }

    /// The only liberty of the chain whose head is `h`, when it has exactly one (atari). A
    /// point is next to at most four stones of a chain, so five pseudo-liberties or more mean
    /// two liberties at least, and the chain is not walked.
    pub fn atari_liberty(&self, h: usize) -> Option<usize> {
        if self.plibs[h] >= 5 || self.plibs[h] == 0 {
            return None;
        }
        let mut libs = [0usize; 2];
        (self.liberties_upto(h, &mut libs) == 1).then_some(libs[0])
    }

    /// Calls `f` on every stone of the chain whose head is `h`.
    pub fn for_each_stone(&self, h: usize, mut f: impl FnMut(usize)) {
        let mut s = h;
        loop {
            f(s);
            s = usize::from(self.next[s]);
            if s == h {
                break;
            }
        }
    }

    /// The chain head of the stone on point `i`, if there is one.
    pub fn head_of(&self, i: usize) -> Option<usize> {
        (self.code_at(i) != EMPTY).then(|| usize::from(self.head[i]))
    }

    /// The stones of the chain whose head is `h`, in list order.
    pub fn chain_stones(&self, h: usize) -> Vec<usize> {
        let mut v = Vec::new();
        self.for_each_stone(h, |s| v.push(s));
        v
    }
}
