//! Which surrounded points are in a seki, read from the final position with the dead stones
//! removed (docs/rules/go.md, "Seki and group tax"). This is a structural definition, not a
//! judgement of life and death: the players (or the record) have already said which stones
//! are dead, and what stays on the board lives.
//!
//! The definition is KataGo's "independent-life region" (its rules page, lightvector/KataGo
//! `docs/rules.html`, "Additional Definitions"), which follows the Japanese rules in using the
//! dame to recognise a seki: for Black, take each maximal connected set of points holding no
//! white stone. It is an independent-life region of Black when it holds at least one black
//! stone, contains no dame region (an empty region that borders both colours) and no black
//! chain in atari (one liberty: a double-ko seki has no dame but lives by its ko mouths).
//! Empty points in such regions are Black's territory; an empty point that only black stones
//! surround but that lies outside them is in a seki and counts for nobody. White likewise.

use grid::Geometry;

use crate::board::EMPTY;

/// The independent-life regions of one colour.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Life {
    /// Per point: whether it lies in an independent-life region of the colour.
    pub inside: Vec<bool>,
    /// How many independent-life regions there are (stone scoring taxes each two points).
    pub regions: u32,
}

/// The independent-life regions of the colour `me` (content code 1 or 2) in `colors`, a
/// position with the dead stones already removed.
pub(crate) fn life(colors: &[u8], geometry: &Geometry, me: u8) -> Life {
    let n = colors.len();
    let other = 3 - me;
    // Points that rule a region out: dame, and stones of `me` in chains with one liberty.
    let mut spoilt = vec![false; n];
    let mut seen = vec![false; n];
    // `stamp[i] == mark` once empty point i was counted as a liberty of the current chain.
    let mut stamp = vec![0u32; n];
    let mut mark = 0u32;
    let mut stack = Vec::with_capacity(n);
    let mut members = Vec::with_capacity(n);
    for start in 0..n {
        if seen[start] || colors[start] == other {
            continue;
        }
        let colour = colors[start];
        seen[start] = true;
        stack.push(start);
        members.clear();
        mark += 1;
        let (mut liberties, mut reaches) = (0u32, 0u8);
        while let Some(i) = stack.pop() {
            members.push(i);
            for &nb in geometry.neighbours(i) {
                let j = usize::from(nb);
                let c = colors[j];
                if c == colour && !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                } else if colour == EMPTY {
                    reaches |= c;
                } else if c == EMPTY && stamp[j] != mark {
                    stamp[j] = mark;
                    liberties += 1;
                }
            }
        }
        // An empty region reaching both colours is dame; a chain of `me` with one liberty is
        // in atari.
        let bad = if colour == EMPTY { reaches == 3 } else { liberties == 1 };
        if bad {
            for &i in &members {
                spoilt[i] = true;
            }
        }
    }
    let mut inside = vec![false; n];
    let mut visited = vec![false; n];
    let mut regions = 0;
    for start in 0..n {
        if visited[start] || colors[start] == other {
            continue;
        }
        visited[start] = true;
        stack.push(start);
        members.clear();
        let (mut stones, mut ok) = (false, true);
        while let Some(i) = stack.pop() {
            members.push(i);
            stones |= colors[i] == me;
            ok &= !spoilt[i];
            for &nb in geometry.neighbours(i) {
                let j = usize::from(nb);
                if !visited[j] && colors[j] != other {
                    visited[j] = true;
                    stack.push(j);
                }
            }
        }
        if stones && ok {
            regions += 1;
            for &i in &members {
                inside[i] = true;
            }
        }
    }
    Life { inside, regions }
}
