//! Arbitrary entries played into the Renju/Gomoku engine under every rule variant. After each
//! entry the game's board equals a board rebuilt from the stones it shows, and the forbidden
//! judgement of the incremental board equals the one of the rebuilt board; at the end, every
//! point `forbidden_points` lists is forbidden by `forbidden_kind` and no other point is.
#![no_main]

use grid::{Color, Point};
use libfuzzer_sys::fuzz_target;
use referee_fuzz::Cursor;
use renju_rules::{
    forbidden_kind, forbidden_points, Board, ForbiddenEffect, ForbiddenKind, ForbiddenSet, Game, Move,
    Opening, OpeningSet, PassRule, Rules, Setup, WinRule,
};

fn rules(c: &mut Cursor) -> Rules {
    let base = match c.below(4) {
        0 => Rules::renju_rif(),
        1 => Rules::renju_free_opening(),
        2 => Rules::gomoku_freestyle(),
        _ => Rules::gomoku_standard(),
    };
    let flags = c.byte();
    let kinds: Vec<ForbiddenKind> = ForbiddenKind::ALL
        .into_iter()
        .enumerate()
        .filter(|(i, _)| flags & (1 << i) != 0)
        .map(|(_, k)| k)
        .collect();
    Rules {
        // Mostly 15, sometimes any side the engine must take or refuse.
        size: if flags & 8 != 0 { c.below(30) } else { base.size },
        win: if flags & 16 != 0 {
            [WinRule::FiveOrMore, WinRule::ExactlyFive, WinRule::Renju][usize::from(c.below(3))]
        } else {
            base.win
        },
        forbidden: if flags & 32 != 0 { ForbiddenSet::of(&kinds) } else { base.forbidden },
        forbidden_effect: [ForbiddenEffect::Loses, ForbiddenEffect::Illegal, ForbiddenEffect::Claim]
            [usize::from(c.below(3))],
        opening: if flags & 64 != 0 { Opening::ALL[usize::from(c.below(9))] } else { base.opening },
        opening_set: if c.flag() { OpeningSet::Any } else { base.opening_set },
        pass: if c.flag() { PassRule::Forbidden } else { PassRule::Allowed },
        max_moves: (flags & 128 != 0).then(|| u32::from(c.byte())),
        continuous: c.below(8) == 0,
    }
}

fn point(c: &mut Cursor, side: u8) -> Point {
    Point::new(c.below(side.saturating_add(1)), c.below(side.saturating_add(1)))
}

fn stones(board: &Board, color: Color) -> Vec<Point> {
    board.points_of(color).collect()
}

fuzz_target!(|data: &[u8]| {
    let mut c = Cursor::new(data);
    let rules = rules(&mut c);
    let side = rules.size;
    let mut setup = Setup::default();
    if c.below(4) == 0 {
        for _ in 0..c.below(12) {
            setup.black.push(point(&mut c, side));
        }
        for _ in 0..c.below(12) {
            setup.white.push(point(&mut c, side));
        }
        setup.first = c.flag().then(|| if c.flag() { Color::White } else { Color::Black });
    }
    let Ok(mut game) = Game::new(rules, &setup) else { return };
    let mut entries = 0;
    while !c.is_empty() && entries < 2000 {
        entries += 1;
        let op = c.byte();
        let mv = match op {
            0..=5 => Move::Pass,
            6..=9 => Move::Swap,
            10..=13 => {
                let offers = (0..c.below(4)).map(|_| point(&mut c, side)).collect();
                Move::Offer { offers, keep: point(&mut c, side) }
            }
            14..=15 => Move::Declare(c.byte()),
            16..=19 => Move::Claim,
            20 => Move::Resign,
            21 => Move::Timeout,
            22 => Move::Forfeit,
            23 => Move::Draw,
            24..=31 => Move::Replace(point(&mut c, side)),
            _ => Move::Place(point(&mut c, side)),
        };
        let player = (op >= 240).then_some(if op & 1 == 0 { Color::Black } else { Color::White });
        let before = game.board().stones();
        let refused = game.play(player, &mv).is_err();
        let board = game.board();
        // `Game::play`: a refused entry leaves the game unchanged; an accepted one places at
        // most one stone (a replacement in continuous gomoku swaps one).
        if refused {
            assert_eq!(board.stones(), before, "a refused {mv:?} changed the board");
        }
        assert!(board.stones() <= before + 1);
        let rebuilt =
            Board::from_stones(board.side(), &stones(board, Color::Black), &stones(board, Color::White))
                .expect("the game's own stones set up again");
        assert_eq!(rebuilt.stones(), board.stones(), "stone count drifted");
        if let Move::Place(p) = mv {
            if board.size().contains(p) {
                assert_eq!(forbidden_kind(board, p), forbidden_kind(&rebuilt, p));
            }
        }
    }
    let board = game.board();
    let listed = forbidden_points(board);
    for &(p, kind) in &listed {
        assert_eq!(forbidden_kind(board, p), Some(kind), "listed {p:?} as {kind:?}");
    }
    for p in board.size().points() {
        if board.is_empty_at(p) && forbidden_kind(board, p).is_some() {
            assert!(listed.iter().any(|&(q, _)| q == p), "{p:?} is forbidden but not listed");
        }
    }
    let _ = game.forbidden_points();
});
