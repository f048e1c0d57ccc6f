//! Slow, obviously-correct move rules written for the tests: where a piece may land, rail
//! paths by brute-force relaxation, and a census of pieces. Shared by the seeded properties
//! (`properties.rs`) and their proptest versions (`proptest_moves.rs`).

use std::collections::BTreeSet;

use junqi_rules::{clash, Game, PieceKind, Side, Station, StationKind};

/// Whether the piece on `from` may end a move on `to`, by the rules read directly.
pub fn may_land(game: &Game, from: Station, to: Station) -> bool {
    let Some((side, kind)) = game.piece_at(from) else { return false };
    match game.piece_at(to) {
        None => true,
        Some((owner, target)) => {
            owner != side
                && game.board().kind(to) != StationKind::Camp
                && clash(game.rules(), kind, target).is_ok()
        }
    }
}

/// The legal destinations of the piece on `from`, computed the slow way: rail reachability by
/// repeated relaxation until nothing changes (engineers), or by testing every station of every
/// straight line for emptiness in between (other pieces).
pub fn brute_force_targets(game: &Game, from: Station) -> BTreeSet<Station> {
    let board = game.board();
    let mut out = BTreeSet::new();
    let Some((_, kind)) = game.piece_at(from) else { return out };
    if !kind.is_movable() || board.kind(from) == StationKind::Headquarters {
        return out;
    }
    for &(to, _) in board.neighbours(from) {
        out.insert(to);
    }
    if board.is_rail(from) {
        if kind == PieceKind::Engineer {
            let mut reached = BTreeSet::from([from]);
            loop {
                let before = reached.len();
                let open: Vec<Station> =
                    reached.iter().copied().filter(|&s| s == from || game.piece_at(s).is_none()).collect();
                for s in open {
                    reached.extend(board.rail_neighbours(s).iter().copied());
                }
                if reached.len() == before {
                    break;
                }
            }
            reached.remove(&from);
            out.extend(reached);
        } else {
            for line in board.rail_lines() {
                let Some(i) = line.iter().position(|&s| s == from) else { continue };
                for (j, &to) in line.iter().enumerate() {
                    let (lo, hi) = (i.min(j), i.max(j));
                    if j != i && line[lo + 1..hi].iter().all(|&s| game.piece_at(s).is_none()) {
                        out.insert(to);
                    }
                }
            }
        }
    }
    out.retain(|&to| may_land(game, from, to));
    out
}

/// The destinations of the piece on `from` among generated moves.
pub fn fast_targets(moves: &[(Station, Station)], from: Station) -> BTreeSet<Station> {
    moves.iter().filter(|&&(f, _)| f == from).map(|&(_, t)| t).collect()
}

/// How many pieces of each kind each side has, by `Side::index` and `PieceKind::index`.
pub fn census(game: &Game) -> [[u32; 12]; 2] {
    let mut c = [[0; 12]; 2];
    for side in Side::BOTH {
        for (_, kind) in game.pieces(side) {
            c[side.index()][kind.index()] += 1;
        }
    }
    c
}
