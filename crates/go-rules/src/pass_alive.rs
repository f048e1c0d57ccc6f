//! KataGo's end-of-game removal (docs/rules/go.md §1.11, "KataGo's count"): the stones that
//! lie inside the other colour's *pass-alive territory* and that KataGo therefore takes off
//! before it counts, without any agreement, while every other stone stands as it is.
//!
//! The definitions are the ones KataGo's scoring code applies (lightvector/KataGo
//! `cpp/game/board.cpp`, `calculateArea`; its rules are described at
//! https://lightvector.github.io/KataGo/rules.html), restated here in the referee's words:
//!
//! - For a colour C, a *region* is a maximal connected set of points that hold no stone of C
//!   (empty points and the opponent's stones).
//! - A region is *vital* to a chain of C when every empty point of the region is next to the
//!   chain; when multi-stone suicide is legal, every point of the region, the opponent's stones
//!   included, must be (the opponent could empty its own stones there by suicide, and the
//!   points they stood on would then have to be liberties of the chain as well).
//! - Benson's iteration: every chain of C starts alive; a chain with fewer than two vital
//!   regions that border only live chains of C dies, and the regions next to it stop counting;
//!   this repeats until nothing dies. The chains left are *pass-alive*.
//! - A region of C is *pass-alive territory* when every chain of C next to it is pass-alive and
//!   at most one of its points has no stone of C next to it. Stones of the opponent in it can
//!   never live: KataGo counts the whole region for C, which is the same as removing them and
//!   counting the board.
//!
//! This differs from the certain-life step of the dead-stone judgement (`life.rs`), which keeps
//! a region as territory when it is vital to a pass-alive chain whatever its size: this module
//! follows KataGo's own test, so that a KataGo result can be reproduced point for point.

use grid::{Color, Geometry, Point};

use crate::board::{code, EMPTY};
use crate::{Game, SuicideRule};

impl Game {
    /// The stones of either colour that stand inside the other colour's pass-alive territory
    /// in the current position, by KataGo's definition (module documentation of
    /// `pass_alive.rs`), in board order. KataGo removes exactly these before it counts an
    /// area-scored game. Pure; callable in any status.
    #[must_use]
    pub fn pass_alive_dead(&self) -> Vec<Point> {
        let (dead, _) = self.pass_alive_marks();
        let size = self.size();
        (0..dead.len()).filter(|&i| dead[i]).map(|i| size.point(i)).collect()
    }

    /// Whether every point of the board is settled by KataGo's test: a stone of a pass-alive
    /// chain, or a point of either colour's pass-alive territory. KataGo ends such a game
    /// without passes, and its count cannot change by further play.
    #[must_use]
    pub fn pass_alive_settled(&self) -> bool {
        self.pass_alive_marks().1.iter().all(|&c| c)
    }

    /// Per point: a stone inside the other colour's pass-alive territory, and settled.
    fn pass_alive_marks(&self) -> (Vec<bool>, Vec<bool>) {
        let board = self.board();
        let multi = self.rules().suicide != SuicideRule::Forbidden;
        let colors = board.colors();
        let geometry = board.geometry();
        let mut dead = vec![false; colors.len()];
        let mut settled = vec![false; colors.len()];
        for owner in [Color::Black, Color::White] {
            mark(colors, geometry, code(owner), multi, &mut dead, &mut settled);
        }
        (dead, settled)
    }
}

/// Marks in `dead` the stones of the other colour inside the pass-alive territory of `me`, and
/// in `settled` the stones of `me`'s pass-alive chains and the points of its territory.
fn mark(colors: &[u8], geometry: &Geometry, me: u8, multi: bool, dead: &mut [bool], settled: &mut [bool]) {
    let n = colors.len();
    const NONE: u32 = u32::MAX;
    let mut stack: Vec<usize> = Vec::with_capacity(n);
    // Chains of `me`: an id per stone.
    let mut chain = vec![NONE; n];
    let mut chains = 0u32;
    for start in 0..n {
        if colors[start] != me || chain[start] != NONE {
            continue;
        }
        chain[start] = chains;
        stack.push(start);
        while let Some(i) = stack.pop() {
            for &nb in geometry.neighbours(i) {
                let j = usize::from(nb);
                if colors[j] == me && chain[j] == NONE {
                    chain[j] = chains;
                    stack.push(j);
                }
            }
        }
        chains += 1;
    }
    if chains == 0 {
        return;
    }
    // Regions: maximal connected sets of points without a stone of `me`.
    let mut region = vec![NONE; n];
    // Per region: its points, the chains next to it, the chains it is vital to, whether it has
    // an empty point, and how many of its points (at most 2 are counted) have no `me` stone
    // next to them.
    let mut points: Vec<Vec<usize>> = Vec::new();
    let mut borders: Vec<Vec<u32>> = Vec::new();
    let mut vital: Vec<Vec<u32>> = Vec::new();
    let mut internal: Vec<u8> = Vec::new();
    let mut around: Vec<u32> = Vec::with_capacity(4);
    for start in 0..n {
        if colors[start] == me || region[start] != NONE {
            continue;
        }
        let id = points.len() as u32;
        let (mut members, mut border, mut common, mut inner, mut empty) =
            (Vec::new(), Vec::new(), None::<Vec<u32>>, 0u8, false);
        region[start] = id;
        stack.push(start);
        while let Some(i) = stack.pop() {
            members.push(i);
            around.clear();
            for &nb in geometry.neighbours(i) {
                let j = usize::from(nb);
                if colors[j] == me {
                    if !around.contains(&chain[j]) {
                        around.push(chain[j]);
                    }
                } else if region[j] == NONE {
                    region[j] = id;
                    stack.push(j);
                }
            }
            for &c in &around {
                if !border.contains(&c) {
                    border.push(c);
                }
            }
            if around.is_empty() {
                inner = inner.saturating_add(1).min(2);
            }
            empty |= colors[i] == EMPTY;
            if multi || colors[i] == EMPTY {
                common = Some(match common {
                    None => around.clone(),
                    Some(mut v) => {
                        v.retain(|c| around.contains(c));
                        v
                    }
                });
            }
        }
        points.push(members);
        borders.push(border);
        // A region without an empty point cannot occur in a legal position; it is vital to
        // nobody and never territory.
        vital.push(if empty { common.unwrap_or_default() } else { Vec::new() });
        internal.push(if empty { inner } else { 2 });
    }
    // Benson's iteration.
    let mut alive = vec![true; chains as usize];
    let mut spoilt = vec![false; points.len()];
    let mut count = vec![0u32; chains as usize];
    loop {
        count.iter_mut().for_each(|c| *c = 0);
        for (r, v) in vital.iter().enumerate() {
            if !spoilt[r] {
                for &c in v {
                    count[c as usize] += 1;
                }
            }
        }
        let mut killed = false;
        for c in 0..chains as usize {
            if alive[c] && count[c] < 2 {
                alive[c] = false;
                killed = true;
            }
        }
        if !killed {
            break;
        }
        for (r, border) in borders.iter().enumerate() {
            if !spoilt[r] && border.iter().any(|&c| !alive[c as usize]) {
                spoilt[r] = true;
            }
        }
    }
    for (r, members) in points.iter().enumerate() {
        if !spoilt[r] && internal[r] <= 1 {
            for &i in members {
                settled[i] = true;
                if colors[i] != EMPTY {
                    dead[i] = true;
                }
            }
        }
    }
    for i in 0..n {
        if colors[i] == me && alive[chain[i] as usize] {
            settled[i] = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Game, Rules, Setup, SuicideRule};

    /// A position from text rows (top row first): `X` Black, `O` White, `.` empty.
    fn game(rows: &[&str], suicide: SuicideRule) -> Game {
        let setup = Setup::from_rows(rows);
        Game::new(Rules { size: rows.len() as u8, suicide, ..Rules::default() }, &setup).expect("setup")
    }

    fn names(g: &Game) -> Vec<String> {
        g.pass_alive_dead().iter().map(|&p| grid::Notation::Gtp.format(p, g.size())).collect()
    }

    // docs/rules/go.md §1.11. Black's one chain (row 3, B2 C2 C1, E2 E1) has two vital
    // regions: A2 B1 with White's A1, and D2 D1. A1 is the region's only point with no black
    // stone next to it, so the region is pass-alive territory and A1 is removed.
    const CORNER: &[&str] = &[".....", ".....", "XXXXX", ".XX.X", "O.X.X"];

    #[test]
    fn a_stone_inside_pass_alive_territory_is_removed() {
        assert_eq!(names(&game(CORNER, SuicideRule::Forbidden)), ["A1"]);
    }

    #[test]
    fn under_multi_stone_suicide_the_opponents_stones_must_touch_the_chain_too() {
        // KataGo's test with multi-stone suicide legal: A1 (White) touches no black stone, so
        // the left region is vital to no chain; Black keeps one vital region and is not
        // pass-alive, and A1 stands.
        assert!(game(CORNER, SuicideRule::MultiStone).pass_alive_dead().is_empty());
    }

    #[test]
    fn a_region_with_two_points_away_from_the_owner_is_not_pass_alive_territory() {
        // Black's chain (row 5, column E, F3, column G) is pass-alive by its eyes F4 and F2-F1,
        // but the open area A1-D4 has many points no black stone touches: White's B3 stands.
        let rows = &[".......", ".......", "XXXXXXX", "....X.X", ".O..XXX", "....X.X", "....X.X"];
        let g = game(rows, SuicideRule::Forbidden);
        assert!(g.pass_alive_dead().is_empty());
    }

    #[test]
    fn a_chain_with_one_vital_region_is_not_pass_alive() {
        // As CORNER without the second eye: Black has only the region around A1, so nothing
        // is pass-alive and A1 stands.
        let rows = &[".....", ".....", "XXXXX", ".XXXX", "O.XXX"];
        assert!(game(rows, SuicideRule::Forbidden).pass_alive_dead().is_empty());
    }

    #[test]
    fn a_board_of_pass_alive_chains_and_territory_is_settled() {
        // docs/rules/go.md §1.11: CORNER leaves rows 4-5 open (not pass-alive territory); with
        // Black's wall on row 4 instead and eyes everywhere, every point is settled.
        assert!(!game(CORNER, SuicideRule::Forbidden).pass_alive_settled());
        let rows = &[".X.X.", "XXXXX", "XXXXX", ".XX.X", "O.X.X"];
        assert!(game(rows, SuicideRule::Forbidden).pass_alive_settled());
    }

    #[test]
    fn both_colours_are_read() {
        // CORNER's colours swapped: White's territory holds Black's A1.
        let rows: Vec<String> = CORNER
            .iter()
            .map(|r| {
                r.chars()
                    .map(|c| match c {
                        'X' => 'O',
                        'O' => 'X',
                        c => c,
                    })
                    .collect()
            })
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        assert_eq!(names(&game(&rows, SuicideRule::Forbidden)), ["A1"]);
    }
}
