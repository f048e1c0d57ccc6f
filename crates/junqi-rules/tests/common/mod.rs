//! Helpers shared by the integration tests: station names, positions, a legal deployment.
#![allow(dead_code)]

use junqi_rules::{Board, Game, Move, PieceKind, Rules, Side, Start, Station, Violation};

/// The station named `name` on the two-player board.
pub fn s(name: &str) -> Station {
    Board::two_player().station(name).unwrap_or_else(|| panic!("no station {name}"))
}

fn pieces(list: &[(&str, PieceKind)]) -> Vec<(Station, PieceKind)> {
    list.iter().map(|&(n, k)| (s(n), k)).collect()
}

/// A game from a free position under `rules`.
pub fn position_with(rules: Rules, red: &[(&str, PieceKind)], blue: &[(&str, PieceKind)]) -> Game {
    Game::new(rules, Start::Position { red: pieces(red), blue: pieces(blue) }).expect("a valid position")
}

/// A game from a free position under the default rules, Red to move.
pub fn position(red: &[(&str, PieceKind)], blue: &[(&str, PieceKind)]) -> Game {
    position_with(Rules::default(), red, blue)
}

/// Plays `from-to` for the side to move.
pub fn step(game: &mut Game, from: &str, to: &str) -> Result<(), Violation> {
    game.play(None, Move::Step { from: s(from), to: s(to) })
}

/// The destinations of the piece on `from` among the side to move's legal moves, by name.
pub fn targets(game: &Game, from: &str) -> Vec<&'static str> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut out: Vec<_> = moves.iter().filter(|&&(f, _)| f == s(from)).map(|&(_, t)| t.name()).collect();
    out.sort_unstable();
    out
}

/// A legal deployment (docs/rules/junqi.md, "Deployment"); Blue's is Red's mirror image.
pub fn deployment(side: Side) -> Vec<(Station, PieceKind)> {
    use PieceKind::*;
    let rows: [[Option<PieceKind>; 5]; 6] = [
        [Some(Mine), Some(Flag), Some(Mine), Some(Company), Some(Mine)],
        [Some(Platoon), Some(Engineer), Some(Bomb), Some(Engineer), Some(Platoon)],
        [Some(Company), None, Some(Battalion), None, Some(Bomb)],
        [Some(Regiment), Some(Brigade), None, Some(Battalion), Some(Regiment)],
        [Some(Division), None, Some(Commander), None, Some(Corps)],
        [Some(Engineer), Some(Brigade), Some(Division), Some(Company), Some(Platoon)],
    ];
    let mut out = Vec::new();
    for (i, files) in rows.iter().enumerate() {
        let rank = i + 1;
        let rank = if side == Side::Red { rank } else { 13 - rank };
        for (file, kind) in ('a'..='e').zip(files) {
            if let Some(kind) = kind {
                out.push((s(&format!("{file}{rank}")), *kind));
            }
        }
    }
    out
}

/// The game from both standard deployments.
pub fn opening(rules: Rules) -> Game {
    let start = Start::Deployment { red: deployment(Side::Red), blue: deployment(Side::Blue) };
    Game::new(rules, start).expect("the test deployment is legal")
}

/// SplitMix64: a small seeded generator, so the property tests replay exactly.
#[derive(Debug)]
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}
