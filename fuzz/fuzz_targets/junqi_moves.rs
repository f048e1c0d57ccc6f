//! Arbitrary junqi positions and entries. After each entry: no piece kind of either side ever
//! grows in number, every generated move passes the move checker, a random step is legal
//! exactly when the generator lists it, and the game equals one rebuilt from its pieces (same
//! legal moves).
#![no_main]

use junqi_rules::{
    Board, BombVsFlag, FlagCapturers, Game, MineRule, Move, PieceKind, Rules, Side, Start, Status,
};
use libfuzzer_sys::fuzz_target;
use referee_fuzz::Cursor;

fn census(game: &Game) -> [[u32; 12]; 2] {
    let mut out = [[0; 12]; 2];
    for (i, side) in [Side::Red, Side::Blue].into_iter().enumerate() {
        for (_, kind) in game.pieces(side) {
            out[i][kind.index()] += 1;
        }
    }
    out
}

fn sorted_moves(game: &Game) -> Vec<(usize, usize)> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut out: Vec<(usize, usize)> = moves.iter().map(|(a, b)| (a.index(), b.index())).collect();
    out.sort_unstable();
    out
}

fuzz_target!(|data: &[u8]| {
    let mut c = Cursor::new(data);
    let board = Board::two_player();
    let stations: Vec<_> = board.stations().collect();
    let flags = c.byte();
    let rules = Rules {
        first: if flags & 1 != 0 { Side::Blue } else { Side::Red },
        mine_vs_non_engineer: if flags & 2 != 0 { MineRule::BothRemoved } else { MineRule::MineSurvives },
        bomb_vs_flag: if flags & 4 != 0 { BombVsFlag::Forbidden } else { BombVsFlag::BothRemoved },
        flag_capturers: if flags & 8 != 0 { FlagCapturers::NotCommander } else { FlagCapturers::Any },
        no_capture_draw_plies: u32::from(c.byte()),
        max_plies: (flags & 16 != 0).then(|| u32::from(c.byte())),
        reveal_flag_on_commander_death: flags & 32 != 0,
    };
    let (mut red, mut blue) = (Vec::new(), Vec::new());
    let mut taken = vec![false; stations.len()];
    for _ in 0..c.below(50) {
        let s = stations[usize::from(c.byte()) % stations.len()];
        let piece = (s, PieceKind::ALL[usize::from(c.below(12))]);
        // A station listed twice is refused by the engine; keep most inputs playable.
        if std::mem::replace(&mut taken[s.index()], true) && c.flag() {
            continue;
        }
        if c.flag() {
            red.push(piece)
        } else {
            blue.push(piece)
        }
    }
    let start = if flags & 64 != 0 { Start::Deployment { red, blue } } else { Start::Position { red, blue } };
    let Ok(mut game) = Game::new(rules, start) else { return };

    let mut moves = Vec::new();
    let mut entries = 0;
    while !c.is_empty() && entries < 1000 {
        entries += 1;
        game.legal_moves(&mut moves);
        for &(from, to) in &moves {
            assert!(game.check(from, to).is_ok(), "generated {from:?}-{to:?} fails the checker");
        }
        let op = c.byte();
        let mv = match op {
            0 => Move::Resign,
            1 => Move::Timeout,
            2 => Move::Forfeit,
            3 => Move::Draw,
            4..=127 if !moves.is_empty() => {
                let (from, to) = moves[usize::from(c.byte()) % moves.len()];
                Move::Step { from, to }
            }
            _ => {
                let from = stations[usize::from(c.byte()) % stations.len()];
                let to = stations[usize::from(c.byte()) % stations.len()];
                let listed = moves.contains(&(from, to));
                assert_eq!(
                    game.check(from, to).is_ok(),
                    listed,
                    "checker and generator disagree on {from:?}-{to:?}"
                );
                Move::Step { from, to }
            }
        };
        let before = census(&game);
        let player = (op >= 250).then_some(if op & 1 == 0 { Side::Red } else { Side::Blue });
        let _ = game.play(player, mv);
        let after = census(&game);
        for side in 0..2 {
            for kind in 0..12 {
                assert!(after[side][kind] <= before[side][kind], "a piece appeared");
            }
        }
        if game.status() == Status::Playing {
            let again = |side: Side| game.pieces(side).collect::<Vec<_>>();
            let rebuilt = Game::new(
                Rules { first: game.to_move(), ..*game.rules() },
                Start::Position { red: again(Side::Red), blue: again(Side::Blue) },
            )
            .expect("the game's own pieces set up again");
            if rebuilt.status() == Status::Playing {
                assert_eq!(sorted_moves(&game), sorted_moves(&rebuilt), "incremental state drifted");
            }
        }
    }
});
