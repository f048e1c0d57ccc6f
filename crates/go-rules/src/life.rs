//! Which stones of a final position are dead when the record does not say (docs/rules/go.md
//! §1.8, "Dead stones"). Seed art. 8 makes dead stones what the players agree; a referee
//! that infers them must say so and how sure it is, so every chain gets a status, a
//! confidence and a reason.
//!
//! The judgement has two steps:
//!
//! 1. **Certain life** (Benson's algorithm): a chain of one colour that keeps two *vital*
//!    regions (each an area enclosed by that colour whose every empty point is a liberty of the
//!    chain) among chains that all keep two, is alive whatever the opponent plays, even if its
//!    owner always passes (pass-alive). A region enclosed only by pass-alive chains and vital
//!    to one of them is pass-alive territory: the opponent can never make an eye in it, so its
//!    stones there are certainly dead.
//! 2. **An estimate for the rest**: seeded random playouts from the position, with the certain
//!    dead stones removed. A playout first answers the last move when it leaves a chain in
//!    atari (it captures an opponent's chain, or saves its own by extending when that gives two
//!    liberties), and first takes off any chain the final position left in atari (never saving
//!    one: its owner passed instead; and never when the capture is a ko, one stone taken with
//!    the taking stone left one liberty, which players leave open); otherwise it plays a random
//!    point. It never fills its own eye, never leaves a chain of more than
//!    `sacrifice` stones (two) in atari by its own move (so a seki stays a seki: neither side
//!    fills its shared liberties, while a sacrifice of one or two stones that kills a false
//!    seki is still played), never retakes a ko at once, and never plays inside pass-alive
//!    territory. Playouts alternate who moves first and stop after two passes or one move per
//!    point of the board. At the end each point belongs to the colour of its stone, or to the
//!    colour that alone surrounds its empty region. A chain whose points stay its colour's in
//!    at least `threshold` of the playouts is alive, one whose points become the opponent's
//!    that often is dead, any other is uncertain (a threshold of 55% by default). A quarter and
//!    half way, a position whose every open chain is far enough from the threshold stops
//!    early. The seed is fixed, so the same position always gives the same judgement.
//!
//! A dead chain next to a dead chain of the other colour is a capturing race the playouts did
//! not settle: both become uncertain. The playouts themselves are in `playout.rs`.

use grid::{Color, Point};

use crate::board::{code, color_of, Board, EMPTY};
use crate::playout::{Playout, Rng};
use crate::Game;

/// How the life of a position is judged.
#[derive(Debug, Clone, PartialEq)]
pub struct LifeOptions {
    /// Playouts per position, half of them with Black moving first.
    pub playouts: u32,
    /// The seed of the playouts' random moves: the same seed, the same judgement.
    pub seed: u64,
    /// The share of playouts (0.5 to 1) a chain's fate needs to be called alive or dead;
    /// below it the chain is uncertain.
    pub threshold: f64,
    /// The largest chain a playout may leave in atari by its own move (at least 1). A
    /// sacrifice of one or two stones inside the opponent's eye space kills a group that
    /// only looks like a seki; allowing larger ones would break real sekis.
    pub sacrifice: u32,
}

impl Default for LifeOptions {
    fn default() -> LifeOptions {
        LifeOptions { playouts: 64, seed: 0x6C69_6665_2D61_6E64, threshold: 0.55, sacrifice: 2 }
    }
}

/// A chain's status in the judgement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Life {
    /// Stays on the board at the count.
    Alive,
    /// Removed at the count as a prisoner of the other colour.
    Dead,
    /// The judgement cannot tell: either may be right.
    Uncertain,
}

/// Why a chain was given its status.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LifeReason {
    /// Alive under any sequence of moves, even if its owner passes every time (Benson).
    PassAlive,
    /// Inside a pass-alive region of the other colour, where it can never make an eye.
    InPassAliveRegion,
    /// The playouts kept it on the board with liberties it shares with the other colour that
    /// neither side can fill: a seki.
    Seki,
    /// The playouts' ownership (see [`ChainLife::own_share`]).
    Playouts,
    /// Judged dead by the playouts, but next to a dead chain of the other colour: a capturing
    /// race the estimate did not settle.
    Race,
}

/// The judgement of one chain.
#[derive(Debug, Clone, PartialEq)]
pub struct ChainLife {
    /// The colour of its stones.
    pub color: Color,
    /// Its stones, in board order.
    pub stones: Vec<Point>,
    /// Its status.
    pub life: Life,
    /// Why.
    pub reason: LifeReason,
    /// The share of playouts (0 to 1) in which its points ended as its own colour's: 1 for a
    /// pass-alive chain, 0 for one inside the other colour's pass-alive region.
    pub own_share: f64,
    /// How sure the status is (0.5 to 1): 1 for a certain status, else the share of playouts
    /// that agree with it (for an uncertain chain, the larger of the two shares).
    pub confidence: f64,
}

/// The judgement of a whole position: every chain, in board order of its first stone.
#[derive(Debug, Clone, PartialEq)]
pub struct LifeJudgement {
    /// Every chain of the position.
    pub chains: Vec<ChainLife>,
    /// The options it was made with.
    pub options: LifeOptions,
}

impl LifeJudgement {
    /// The stones of the chains judged dead, in board order of the chains.
    #[must_use]
    pub fn dead(&self) -> Vec<Point> {
        self.chains.iter().filter(|c| c.life == Life::Dead).flat_map(|c| c.stones.iter().copied()).collect()
    }

    /// The chains the judgement is not sure about.
    pub fn uncertain(&self) -> impl Iterator<Item = &ChainLife> {
        self.chains.iter().filter(|c| c.life == Life::Uncertain)
    }

    /// The chain through the stone on `p`, if there is one.
    #[must_use]
    pub fn chain_at(&self, p: Point) -> Option<&ChainLife> {
        self.chains.iter().find(|c| c.stones.contains(&p))
    }
}

impl Game {
    /// Judges which chains of the current position are alive, dead or uncertain (see the
    /// module documentation of `life.rs`). Callable in any status; pure and deterministic.
    #[must_use]
    pub fn judge_life(&self, options: &LifeOptions) -> LifeJudgement {
        judge(self.board(), options)
    }
}

/// One chain of the position being judged.
struct Chain {
    head: usize,
    color: Color,
    stones: Vec<usize>,
}

fn chains_of(board: &Board) -> Vec<Chain> {
    let n = board.size().len();
    let mut seen = vec![false; n];
    let mut out = Vec::new();
    for i in 0..n {
        let Some(h) = board.head_of(i) else { continue };
        if seen[h] {
            continue;
        }
        seen[h] = true;
        let mut stones = board.chain_stones(h);
        stones.sort_unstable();
        let color = color_of(board.code_at(i)).unwrap_or(Color::Black);
        out.push(Chain { head: h, color, stones });
    }
    out
}

/// Benson's pass-alive chains and territory of colour `c`: per point, whether its stone is in
/// a pass-alive chain of `c`, and whether it lies in a pass-alive region of `c`.
fn benson(board: &Board, c: Color) -> (Vec<bool>, Vec<bool>) {
    let n = board.size().len();
    let geometry = board.geometry();
    let me = code(c);
    // The regions: maximal connected sets of points that are not `c`'s stones.
    let mut region = vec![usize::MAX; n];
    let mut regions: Vec<Vec<usize>> = Vec::new();
    let mut stack = Vec::new();
    for start in 0..n {
        if board.code_at(start) == me || region[start] != usize::MAX {
            continue;
        }
        let id = regions.len();
        let mut points = Vec::new();
        region[start] = id;
        stack.push(start);
        while let Some(i) = stack.pop() {
            points.push(i);
            for &nb in geometry.neighbours(i) {
                let nb = usize::from(nb);
                if board.code_at(nb) != me && region[nb] == usize::MAX {
                    region[nb] = id;
                    stack.push(nb);
                }
            }
        }
        regions.push(points);
    }
    // Per region: the chains of `c` around it, and those it is vital to (every empty point of
    // the region is one of the chain's liberties).
    let mut borders: Vec<Vec<usize>> = Vec::with_capacity(regions.len());
    let mut vital: Vec<Vec<usize>> = Vec::with_capacity(regions.len());
    for points in &regions {
        let mut around: Vec<usize> = Vec::new();
        let mut common: Option<Vec<usize>> = None;
        for &i in points {
            let mut heads: Vec<usize> = Vec::new();
            for &nb in geometry.neighbours(i) {
                let nb = usize::from(nb);
                if board.code_at(nb) == me {
                    if let Some(h) = board.head_of(nb) {
                        if !heads.contains(&h) {
                            heads.push(h);
                        }
                        if !around.contains(&h) {
                            around.push(h);
                        }
                    }
                }
            }
            if board.code_at(i) == EMPTY {
                common = Some(match common {
                    None => heads,
                    Some(mut v) => {
                        v.retain(|h| heads.contains(h));
                        v
                    }
                });
            }
        }
        borders.push(around);
        vital.push(common.unwrap_or_default());
    }
    let mut alive = vec![false; n];
    for i in 0..n {
        if let Some(h) = board.head_of(i).filter(|_| board.code_at(i) == me) {
            alive[h] = true;
        }
    }
    let mut healthy = vec![true; regions.len()];
    loop {
        let mut changed = false;
        // A chain needs two healthy regions vital to it.
        let mut count = vec![0u8; n];
        for (r, v) in vital.iter().enumerate() {
            if healthy[r] {
                for &h in v {
                    count[h] = count[h].saturating_add(1);
                }
            }
        }
        for h in 0..n {
            if alive[h] && count[h] < 2 {
                alive[h] = false;
                changed = true;
            }
        }
        // A region stays healthy only while every chain around it does.
        for (r, around) in borders.iter().enumerate() {
            if healthy[r] && around.iter().any(|&h| !alive[h]) {
                healthy[r] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let chain_alive: Vec<bool> =
        (0..n).map(|i| board.code_at(i) == me && board.head_of(i).is_some_and(|h| alive[h])).collect();
    let mut territory = vec![false; n];
    for (r, points) in regions.iter().enumerate() {
        if healthy[r] && !borders[r].is_empty() && vital[r].iter().any(|&h| alive[h]) {
            for &i in points {
                territory[i] = true;
            }
        }
    }
    (chain_alive, territory)
}

fn judge(board: &Board, options: &LifeOptions) -> LifeJudgement {
    let size = board.size();
    let n = size.len();
    let chains = chains_of(board);
    let (black_alive, black_area) = benson(board, Color::Black);
    let (white_alive, white_area) = benson(board, Color::White);
    // The position the playouts start from: certainly dead stones removed.
    let mut start = Board::new(size);
    let mut territory = vec![0i8; n];
    for i in 0..n {
        let c = board.code_at(i);
        let certainly_dead =
            (c == code(Color::White) && black_area[i]) || (c == code(Color::Black) && white_area[i]);
        if c != EMPTY && !certainly_dead {
            start.place(i, c);
        }
        if black_area[i] {
            territory[i] = 1;
        } else if white_area[i] {
            territory[i] = -1;
        }
    }
    let closed: Vec<bool> = territory.iter().map(|&t| t != 0).collect();
    let diagonals: Vec<[u16; 4]> = (0..n)
        .map(|i| {
            let p = size.point(i);
            let mut d = [u16::MAX; 4];
            let on_board =
                [(1, 1), (1, -1), (-1, 1), (-1, -1)].iter().filter_map(|&(dc, dr)| size.offset(p, dc, dr));
            for (slot, q) in d.iter_mut().zip(on_board) {
                *slot = size.index(q) as u16;
            }
            d
        })
        .collect();
    let around: Vec<[u16; 8]> = (0..n)
        .map(|i| {
            let mut a = [u16::MAX; 8];
            let near = board
                .geometry()
                .neighbours(i)
                .iter()
                .chain(diagonals[i].iter().take_while(|&&d| d != u16::MAX));
            for (slot, &q) in a.iter_mut().zip(near) {
                *slot = q;
            }
            a
        })
        .collect();
    let undecided = chains.iter().any(|ch| {
        let i = ch.stones[0];
        !(black_alive[i] || white_alive[i] || black_area[i] || white_area[i])
    });
    let mut own = vec![0i32; n];
    let mut neutral = vec![0u32; n];
    let mut playouts = if undecided { options.playouts.max(1) } else { 0 };
    if undecided {
        let mut p = Playout {
            board: start.clone(),
            open: Vec::with_capacity(n),
            slot: vec![u32::MAX; n],
            closed: &closed,
            diagonals: &diagonals,
            ko: None,
            captured: Vec::with_capacity(n),
            watch: chains
                .iter()
                .filter(|ch| {
                    start.head_of(ch.stones[0]).is_some_and(|h| start.liberties_upto(h, &mut [0; 2]) == 1)
                })
                .map(|ch| ch.stones[0])
                .collect(),
            sacrifice: options.sacrifice.max(1),
            region: Vec::with_capacity(n),
            members: Vec::with_capacity(n),
            around: &around,
            sealed: vec![false; n],
            sealed_count: 0,
            sealing: Vec::with_capacity(n),
            start_open: Vec::with_capacity(n),
            start_slot: Vec::new(),
        };
        let mut rng = Rng(options.seed | 1);
        let limit = n;
        for k in 0..playouts {
            p.reset(&start);
            let mut c = if k % 2 == 0 { Color::Black } else { Color::White };
            let mut passes = 0;
            let mut moves = 0;
            let mut last = None;
            while passes < 2 && moves < limit {
                last = p.step(c, last, &mut rng);
                if last.is_some() {
                    passes = 0;
                } else {
                    passes += 1;
                }
                moves += 1;
                c = c.opponent();
            }
            p.tally(&mut own, &mut neutral, &territory);
            // Half way, a position whose every open chain is already far from the threshold
            // (its stones its own colour's, or the other's, in 65% of the playouts at least) is
            // settled: the second half would have to go the other way in most playouts to make
            // any of them uncertain.
            // A quarter of the way, the same with a margin of fifteen points (25% or 75%).
            let played = k + 1;
            let margin = if played == playouts / 4 && played >= 16 {
                Some(0.15)
            } else if played == playouts / 2 && played >= 16 {
                Some(0.05)
            } else {
                None
            };
            if margin.is_some_and(|m| {
                settled(&chains, &own, played, &black_alive, &white_alive, options.threshold, m)
            }) {
                playouts = played;
                break;
            }
        }
    }
    let total = f64::from(playouts.max(1));
    let threshold = options.threshold.clamp(0.5, 1.0);
    let mut out: Vec<ChainLife> = chains
        .iter()
        .map(|ch| {
            let i = ch.stones[0];
            let stones: Vec<Point> = ch.stones.iter().map(|&s| size.point(s)).collect();
            let (alive_for_sure, dead_for_sure) = match ch.color {
                Color::Black => (black_alive[i], white_area[i]),
                Color::White => (white_alive[i], black_area[i]),
            };
            if alive_for_sure {
                return ChainLife {
                    color: ch.color,
                    stones,
                    life: Life::Alive,
                    reason: LifeReason::PassAlive,
                    own_share: 1.0,
                    confidence: 1.0,
                };
            }
            if dead_for_sure {
                return ChainLife {
                    color: ch.color,
                    stones,
                    life: Life::Dead,
                    reason: LifeReason::InPassAliveRegion,
                    own_share: 0.0,
                    confidence: 1.0,
                };
            }
            // Ownership averaged over the chain's points: +1 its colour's in every playout.
            let sign = if ch.color == Color::Black { 1.0 } else { -1.0 };
            let sum: f64 = ch.stones.iter().map(|&s| f64::from(own[s])).sum();
            let mean = sign * sum / (total * ch.stones.len() as f64);
            let own_share = ((mean + 1.0) / 2.0).clamp(0.0, 1.0);
            let (life, confidence) = if own_share >= threshold {
                (Life::Alive, own_share)
            } else if 1.0 - own_share >= threshold {
                (Life::Dead, 1.0 - own_share)
            } else {
                (Life::Uncertain, own_share.max(1.0 - own_share))
            };
            let shares_neutral = life == Life::Alive
                && ch.stones.iter().any(|&s| {
                    board.geometry().neighbours(s).iter().any(|&nb| {
                        let nb = usize::from(nb);
                        board.code_at(nb) == EMPTY && f64::from(neutral[nb]) >= total / 2.0
                    })
                });
            let reason = if shares_neutral { LifeReason::Seki } else { LifeReason::Playouts };
            ChainLife { color: ch.color, stones, life, reason, own_share, confidence }
        })
        .collect();
    settle_races(board, &chains, &mut out);
    LifeJudgement { chains: out, options: options.clone() }
}

/// Whether every chain not decided by certain life has, after `played` playouts, a share of
/// ownership of its own colour at least `margin` past the threshold either way (for a
/// threshold of 55% and a margin of 0.05: at most 40% or at least 60%).
fn settled(
    chains: &[Chain],
    own: &[i32],
    played: u32,
    black_alive: &[bool],
    white_alive: &[bool],
    threshold: f64,
    margin: f64,
) -> bool {
    let high = (threshold.clamp(0.5, 1.0) + margin).min(1.0);
    chains.iter().all(|ch| {
        let i = ch.stones[0];
        if black_alive[i] || white_alive[i] {
            return true;
        }
        let sign = if ch.color == Color::Black { 1.0 } else { -1.0 };
        let sum: f64 = ch.stones.iter().map(|&s| f64::from(own[s])).sum();
        let mean = sign * sum / (f64::from(played) * ch.stones.len() as f64);
        let share = (mean + 1.0) / 2.0;
        !((1.0 - high)..=high).contains(&share)
    })
}

/// A dead chain next to a dead chain of the other colour: one of them must live, so neither is
/// called dead.
fn settle_races(board: &Board, chains: &[Chain], out: &mut [ChainLife]) {
    let n = board.size().len();
    let mut index_of = vec![usize::MAX; n];
    for (k, ch) in chains.iter().enumerate() {
        index_of[ch.head] = k;
    }
    let mut race = vec![false; chains.len()];
    for (k, ch) in chains.iter().enumerate() {
        if out[k].life != Life::Dead || out[k].reason != LifeReason::Playouts {
            continue;
        }
        for &s in &ch.stones {
            for &nb in board.geometry().neighbours(s) {
                let Some(h) = board.head_of(usize::from(nb)) else { continue };
                let j = index_of[h];
                if j != usize::MAX && out[j].color != out[k].color && out[j].life == Life::Dead {
                    race[k] = true;
                }
            }
        }
    }
    for (k, r) in race.into_iter().enumerate() {
        if r {
            out[k].life = Life::Uncertain;
            out[k].reason = LifeReason::Race;
        }
    }
}
