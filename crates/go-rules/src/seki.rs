//! Which surrounded points are in a seki, read from the final position with the dead stones
//! removed (docs/rules/go.md, "Seki and group tax"). This is a structural definition, not a
//! judgement of life and death: the players (or the record) have already said which stones
//! are dead, and what stays on the board lives.
//!
//! The definition is KataGo's "independent-life region" (its rules page,
//! https://lightvector.github.io/KataGo/rules.html, "Additional Definitions"), which follows the
//! Japanese rules in using the dame to recognise a seki: for Black, take each maximal connected
//! set of points holding no white stone. It is an independent-life region of Black when it holds
//! at least one black stone, contains no dame region (an empty region that borders both colours)
//! and no black chain in atari (one liberty: a double-ko seki has no dame but lives by its ko
//! mouths).
//! Empty points in such regions are Black's territory; an empty point that only black stones
//! surround but that lies outside them is in a seki and counts for nobody. White likewise.
//! The dame are read once filled ([`fill_dame`]): a game that stops with them open (as most
//! territory games do) has dame only where a seki's shared liberties are.

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

/// Scratch space of [`fill_dame`]'s liberty counts: `stamp[i] == mark` once point i was seen
/// in the current count.
struct Counter {
    stamp: Vec<u32>,
    mark: u32,
    stack: Vec<usize>,
}

impl Counter {
    /// The liberties of the chain through the stone on `start`, counted up to `limit`.
    fn liberties(&mut self, colors: &[u8], geometry: &Geometry, start: usize, limit: u32) -> u32 {
        self.mark += 1;
        let (mark, colour) = (self.mark, colors[start]);
        let mut liberties = 0;
        self.stack.clear();
        self.stack.push(start);
        self.stamp[start] = mark;
        while let Some(i) = self.stack.pop() {
            for &nb in geometry.neighbours(i) {
                let j = usize::from(nb);
                if self.stamp[j] == mark {
                    continue;
                }
                if colors[j] == EMPTY {
                    self.stamp[j] = mark;
                    liberties += 1;
                    if liberties >= limit {
                        return liberties;
                    }
                } else if colors[j] == colour {
                    self.stamp[j] = mark;
                    self.stack.push(j);
                }
            }
        }
        liberties
    }

    /// The one liberty of the chain through `start`, when it has exactly one.
    fn last_liberty(&mut self, colors: &[u8], geometry: &Geometry, start: usize) -> Option<usize> {
        if self.liberties(colors, geometry, start, 2) != 1 {
            return None;
        }
        // The count stamped the chain and its liberty: the liberty is the empty stamped point.
        let mark = self.mark;
        (0..colors.len()).find(|&i| colors[i] == EMPTY && self.stamp[i] == mark)
    }
}

/// How many distinct chains of colour `c` a stone of `c` on the empty point `p` would join.
fn joins(colors: &[u8], geometry: &Geometry, p: usize, c: u8, counter: &mut Counter) -> usize {
    let mut marks: [u32; 4] = [0; 4];
    let mut count = 0;
    for &nb in geometry.neighbours(p) {
        let j = usize::from(nb);
        if colors[j] != c || marks[..count].contains(&counter.stamp[j]) {
            continue;
        }
        counter.liberties(colors, geometry, j, u32::MAX);
        marks[count] = counter.mark;
        count += 1;
    }
    count
}

/// Whether every chain next to `p` (the stone on `p` included) has at least two liberties.
fn all_safe(colors: &[u8], geometry: &Geometry, p: usize, counter: &mut Counter) -> bool {
    counter.liberties(colors, geometry, p, 2) >= 2
        && geometry.neighbours(p).iter().all(|&nb| {
            let j = usize::from(nb);
            colors[j] == EMPTY || counter.liberties(colors, geometry, j, 2) >= 2
        })
}

/// `colors` (a position with the dead stones removed) with its dame filled, as the players
/// fill them before a territory count (docs/rules/go.md §1.9): an empty point of a region that
/// reaches both colours gets a stone of either colour that leaves every chain next to it with
/// two liberties or more, tried first for the colour whose stone there joins more of its own
/// chains (the stones left on the board are alive, and a live chain keeps its connection: cut
/// off there, it would be short of liberties and read as a seki that is none); when none does, a stone that puts one chain of the other colour in
/// atari, answered by that chain's owner on its last liberty inside its own area, when both
/// stones leave every chain next to them two liberties. What stays empty in a region reaching
/// both colours is a point no one can fill without losing a chain: the shared liberties of a
/// seki. The seki test reads the position with the dame filled, so dame that a game left
/// unfilled (common in territory counting, where they are worth nothing) spoil no region.
pub(crate) fn fill_dame(colors: &[u8], geometry: &Geometry) -> Vec<u8> {
    fill_dame_answered(colors, geometry).0
}

/// [`fill_dame`]'s position, and the answers it played: the points where a side connected a
/// chain the other side's dame put in atari, each a point of that side's own area (what
/// territory counting calls a point to fill, `Game::territory_fills`).
pub(crate) fn fill_dame_answered(colors: &[u8], geometry: &Geometry) -> (Vec<u8>, Vec<usize>) {
    let n = colors.len();
    let mut answers = Vec::new();
    let mut board = colors.to_vec();
    let mut counter = Counter { stamp: vec![0; n], mark: 0, stack: Vec::with_capacity(n) };
    // Per empty point: the colours its empty region reaches.
    let mut reach = vec![0u8; n];
    let mut stack = Vec::with_capacity(n);
    let mut members = Vec::with_capacity(n);
    let mut forcing = false;
    loop {
        reach.iter_mut().for_each(|r| *r = 0);
        for start in 0..n {
            if board[start] != EMPTY || reach[start] != 0 {
                continue;
            }
            let mut seen = 4u8;
            reach[start] = 4;
            stack.push(start);
            members.clear();
            while let Some(i) = stack.pop() {
                members.push(i);
                for &nb in geometry.neighbours(i) {
                    let j = usize::from(nb);
                    match board[j] {
                        EMPTY if reach[j] == 0 => {
                            reach[j] = 4;
                            stack.push(j);
                        }
                        EMPTY => {}
                        c => seen |= c,
                    }
                }
            }
            for &i in &members {
                reach[i] = seen;
            }
        }
        let mut changed = false;
        for p in 0..n {
            if board[p] != EMPTY || reach[p] & 3 != 3 {
                continue;
            }
            let order = if joins(&board, geometry, p, 2, &mut counter)
                > joins(&board, geometry, p, 1, &mut counter)
            {
                [2u8, 1]
            } else {
                [1u8, 2]
            };
            for c in order {
                board[p] = c;
                if all_safe(&board, geometry, p, &mut counter) {
                    changed = true;
                    break;
                }
                if forcing {
                    if let Some(l) = answered(&mut board, geometry, p, &reach, &mut counter) {
                        answers.push(l);
                        changed = true;
                        break;
                    }
                }
                board[p] = EMPTY;
            }
            if changed && forcing {
                break;
            }
        }
        if changed {
            forcing = false;
        } else if forcing {
            return (board, answers);
        } else {
            forcing = true;
        }
    }
}

/// With a stone just put on the dame `p`: whether it puts exactly one chain of the other
/// colour in atari, its own chain keeping two liberties, and that chain's owner can answer on
/// its last liberty, a point of its own area (a region reaching only its colour), leaving
/// every chain next to the answer two liberties. If so the answer is played too, and its point
/// returned.
fn answered(
    board: &mut [u8],
    geometry: &Geometry,
    p: usize,
    reach: &[u8],
    counter: &mut Counter,
) -> Option<usize> {
    let c = board[p];
    let other = 3 - c;
    if counter.liberties(board, geometry, p, 2) < 2 {
        return None;
    }
    let mut last = None;
    for &nb in geometry.neighbours(p) {
        let j = usize::from(nb);
        if board[j] != other {
            continue;
        }
        match counter.liberties(board, geometry, j, 2) {
            0 => return None,
            1 => {
                let l = counter.last_liberty(board, geometry, j)?;
                if last.is_some_and(|k| k != l) {
                    return None;
                }
                last = Some(l);
            }
            _ => {}
        }
    }
    let l = last?;
    if reach[l] & 3 != other {
        return None;
    }
    board[l] = other;
    if all_safe(board, geometry, l, counter) {
        return Some(l);
    }
    board[l] = EMPTY;
    None
}

impl crate::Game {
    /// The points a count under the seki tax gives nobody, read as in a seki, by the colour
    /// that alone surrounds them (Black's, White's), with the stones on `dead` removed (points
    /// off the board or without a stone are ignored). Without the tax they would be that
    /// colour's territory: a count of inferred dead stones is unsure of them, since the seki
    /// test reads structure and the players may have read the position otherwise.
    #[must_use]
    pub fn seki_points(&self, dead: &[grid::Point]) -> (u32, u32) {
        let board = self.board();
        let size = board.size();
        let mut colors = board.colors().to_vec();
        for &p in dead {
            if size.contains(p) {
                colors[size.index(p)] = EMPTY;
            }
        }
        let geometry = board.geometry();
        let filled = fill_dame(&colors, geometry);
        let lives = [life(&filled, geometry, 1), life(&filled, geometry, 2)];
        let mut seen = vec![false; colors.len()];
        let mut stack = Vec::new();
        let mut out = (0, 0);
        for start in 0..colors.len() {
            if colors[start] != EMPTY || seen[start] {
                continue;
            }
            let (mut points, mut reaches) = (0u32, 0u8);
            seen[start] = true;
            stack.push(start);
            while let Some(i) = stack.pop() {
                points += 1;
                for &nb in geometry.neighbours(i) {
                    let j = usize::from(nb);
                    match colors[j] {
                        EMPTY if !seen[j] => {
                            seen[j] = true;
                            stack.push(j);
                        }
                        EMPTY => {}
                        c => reaches |= c,
                    }
                }
            }
            match reaches {
                1 if !lives[0].inside[start] => out.0 += points,
                2 if !lives[1].inside[start] => out.1 += points,
                _ => {}
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::{Game, Move, Rules, Scoring, Setup, Tax};

    /// A 7x7 position from text rows (top row first): `X` Black, `O` White, `.` empty.
    fn game(rows: &[&str], rules: Rules) -> Game {
        let setup = Setup::from_rows(rows);
        let mut g = Game::new(Rules { size: rows.len() as u8, komi: 0.0, ..rules }, &setup).expect("setup");
        g.play(None, Move::Pass).expect("pass");
        g.play(None, Move::Pass).expect("pass");
        g
    }

    /// Seki with an eye each (docs/rules/go.md §1.9): White A1-B1, Black F1, shared D1.
    const SEKI: &[&str] = &[".......", ".......", ".......", "XXXXXXX", "OOOOOOO", "OOOXXXX", "..O.X.X"];

    #[test]
    fn eyes_in_a_seki_count_for_nobody_under_the_seki_tax() {
        let japanese = Rules { scoring: Scoring::Territory, tax: Tax::Seki, ..Rules::default() };
        let t = game(SEKI, japanese).territory_score(&[]).expect("count");
        assert_eq!((t.black_territory, t.white_territory, t.seki), (21, 0, 3));
        let untaxed = Rules { scoring: Scoring::Territory, ..Rules::default() };
        let t = game(SEKI, untaxed).territory_score(&[]).expect("count");
        assert_eq!((t.black_territory, t.white_territory, t.seki), (22, 2, 0));
    }

    #[test]
    fn dame_left_unfilled_spoil_no_territory_under_the_seki_tax() {
        // docs/rules/go.md §1.9: the seki test reads the position with the dame filled, so the
        // dame E4 the game left open is no seki; both sides keep their territory.
        let rows = &["...XO..", "...XO..", "...XO..", "...X.O.", "...XO..", "...XO..", "...XO.."];
        let japanese = Rules { scoring: Scoring::Territory, tax: Tax::Seki, ..Rules::default() };
        let t = game(rows, japanese).territory_score(&[]).expect("count");
        assert_eq!((t.black_territory, t.white_territory, t.seki), (21, 13, 0));
    }

    #[test]
    fn a_dame_that_joins_a_live_chain_to_its_group_is_filled_by_its_owner() {
        // White's D4-D5 is alive (no one marked it dead) and joins White's lower group at the
        // dame D3. Filled by Black, D3 would cut it off with only E4 and E5 left, liberties it
        // shares with Black's group, and read as a seki spoiling all of Black's territory. The
        // players fill D3 with White, connecting: E4 and E5 are then plain dame.
        let rows = [".X...X.", "XXXXXXX", "XXXO.XX", "..XO.X.", "XXX.XXX", "OOOOOOO", ".O.O.O."];
        let japanese = Rules { scoring: Scoring::Territory, tax: Tax::Seki, ..Rules::default() };
        let g = game(&rows, japanese);
        assert_eq!(g.seki_points(&[]), (0, 0));
        let t = g.territory_score(&[]).expect("count");
        assert_eq!((t.black_territory, t.white_territory, t.seki), (8, 4, 0));
    }

    #[test]
    fn stone_scoring_taxes_each_independent_life_region_two_points() {
        let s = game(SEKI, Rules { tax: Tax::All, ..Rules::default() }).score(&[]).expect("count");
        // Black's wall and rows 5-7 are one region; the seki chains have none.
        assert_eq!(s.tax, (2, 0));
        assert_eq!(s.black_territory, 21);
        assert_eq!(s.seki, 3);
    }

    #[test]
    fn a_chain_in_atari_is_no_independent_life() {
        // Black B1 and A2 each have one liberty, A1, which only Black surrounds: no dame, but both
        // chains are in atari, so A1 is no territory under the seki tax (KataGo's rule for
        // double-ko sekis); without the tax it is Black's.
        let rows = &[".......", ".......", ".......", ".......", "O......", "XO.....", ".XO...."];
        let japanese = Rules { scoring: Scoring::Territory, tax: Tax::Seki, ..Rules::default() };
        let t = game(rows, japanese).territory_score(&[]).expect("count");
        assert_eq!((t.black_territory, t.seki), (0, 1));
        let untaxed = Rules { scoring: Scoring::Territory, ..Rules::default() };
        assert_eq!(game(rows, untaxed).territory_score(&[]).expect("count").black_territory, 1);
    }
}
