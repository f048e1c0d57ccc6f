//! Move generation speed: every legal move of the side to move in a full 50-piece position
//! (target: under 20 µs per call), and of the seat to move in a full 100-piece four-player
//! position (target: under 2 µs per call).

use divan::Bencher;
use junqi_rules::{
    Board, Game, Move, PieceKind, Rules, Seat, Side, SiguoGame, SiguoRules, SiguoStart, Start, Station,
};

fn main() {
    divan::main();
}

/// A legal red deployment (docs/rules/junqi.md, "Deployment"); Blue's is its mirror image.
fn deployment(side: Side) -> Vec<(Station, PieceKind)> {
    use PieceKind::*;
    let rows: [(&str, [Option<PieceKind>; 5]); 6] = [
        ("1", [Some(Mine), Some(Flag), Some(Mine), Some(Company), Some(Mine)]),
        ("2", [Some(Platoon), Some(Engineer), Some(Bomb), Some(Engineer), Some(Platoon)]),
        ("3", [Some(Company), None, Some(Battalion), None, Some(Bomb)]),
        ("4", [Some(Regiment), Some(Brigade), None, Some(Battalion), Some(Regiment)]),
        ("5", [Some(Division), None, Some(Commander), None, Some(Corps)]),
        ("6", [Some(Engineer), Some(Brigade), Some(Division), Some(Company), Some(Platoon)]),
    ];
    let board = Board::two_player();
    let mut out = Vec::new();
    for (rank, files) in rows {
        let rank: u8 = rank.parse().unwrap_or(1);
        let rank = if side == Side::Red { rank } else { 13 - rank };
        for (file, kind) in (b'a'..).zip(files) {
            if let (Some(kind), Some(s)) = (kind, board.station(&format!("{}{rank}", char::from(file)))) {
                out.push((s, kind));
            }
        }
    }
    out
}

fn opening() -> Game {
    let start = Start::Deployment { red: deployment(Side::Red), blue: deployment(Side::Blue) };
    Game::new(Rules::default(), start).expect("the bench deployment is legal")
}

/// The opening after a few quiet moves that open the railway: still 50 pieces, more sliding.
fn middle_game() -> Game {
    let mut game = opening();
    let b = Board::two_player();
    for (from, to) in [("c5", "b5"), ("c8", "b8"), ("c3", "c4"), ("c10", "c9"), ("c6", "d5"), ("c7", "d8")] {
        let (Some(from), Some(to)) = (b.station(from), b.station(to)) else { continue };
        game.play(None, Move::Step { from, to }).expect("the bench moves are legal");
    }
    game
}

#[divan::bench]
fn legal_moves_opening(bencher: Bencher) {
    let game = opening();
    let mut out = Vec::with_capacity(256);
    bencher.bench_local(|| {
        game.legal_moves(&mut out);
        divan::black_box(out.len())
    });
}

#[divan::bench]
fn legal_moves_middle_game(bencher: Bencher) {
    let game = middle_game();
    let mut out = Vec::with_capacity(256);
    bencher.bench_local(|| {
        game.legal_moves(&mut out);
        divan::black_box(out.len())
    });
}

#[divan::bench]
fn play_and_check_end(bencher: Bencher) {
    let game = middle_game();
    let b = Board::two_player();
    let (Some(from), Some(to)) = (b.station("a6"), b.station("a5")) else { return };
    bencher.bench_local(|| {
        let mut g = game.clone();
        divan::black_box(g.play(None, Move::Step { from, to }).is_ok())
    });
}

/// The same deployment on each arm of the four-player board (`Sa1`..`Se6` and so on).
fn arm_deployment(seat: Seat) -> Vec<(Station, PieceKind)> {
    let board = Board::four_player();
    let two = Board::two_player();
    deployment(Side::Red)
        .into_iter()
        .filter_map(|(s, kind)| {
            board.station(&format!("{}{}", seat.letter(), two.name(s))).map(|x| (x, kind))
        })
        .collect()
}

fn siguo_opening() -> SiguoGame {
    let start = SiguoStart::Deployment(Seat::ALL.map(arm_deployment));
    SiguoGame::new(SiguoRules::default(), start).expect("the bench deployments are legal")
}

/// The four-player opening after a round of quiet moves that open the front rows and the
/// centre: still 100 pieces.
fn siguo_middle_game() -> SiguoGame {
    let mut game = siguo_opening();
    let b = Board::four_player();
    for (from, to) in
        [("Sc5", "Sb5"), ("Ec5", "Eb5"), ("Nc5", "Nb5"), ("Wc5", "Wb5"), ("Sc6", "Mb1"), ("Ec6", "Mc2")]
    {
        let (Some(from), Some(to)) = (b.station(from), b.station(to)) else { continue };
        game.play(None, Move::Step { from, to }).expect("the bench moves are legal");
    }
    game
}

#[divan::bench]
fn siguo_legal_moves_opening(bencher: Bencher) {
    let game = siguo_opening();
    let mut out = Vec::with_capacity(256);
    bencher.bench_local(|| {
        game.legal_moves(&mut out);
        divan::black_box(out.len())
    });
}

#[divan::bench]
fn siguo_legal_moves_middle_game(bencher: Bencher) {
    let game = siguo_middle_game();
    let mut out = Vec::with_capacity(256);
    bencher.bench_local(|| {
        game.legal_moves(&mut out);
        divan::black_box(out.len())
    });
}
