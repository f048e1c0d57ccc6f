//! Arbitrary entries played into the Go engine, checked after every entry against a plain
//! board (`crates/go-rules/tests/plain_go`): the same stones, the same captures, and a hash
//! equal to the hash of a game set up from scratch with those stones.
#![no_main]

use go_rules::{
    Color, Game, HandicapBonus, IllegalMoveEffect, KoRule, Move, Neutral, Point, RepetitionEffect, Rules,
    Scoring, Setup, Status, SuicideRule, Tax,
};
use libfuzzer_sys::fuzz_target;
use referee_fuzz::Cursor;

#[path = "../../crates/go-rules/tests/plain_go/mod.rs"]
mod plain_go;

use plain_go::PlainBoard;

fn rules(c: &mut Cursor) -> Rules {
    let flags = c.byte();
    let more = c.byte();
    Rules {
        // 0 and 1 must be refused or handled; 26 is past the Go notation but the engine takes it.
        size: c.below(27),
        komi: f64::from(c.byte()) / 4.0 - 32.0,
        ko: [KoRule::Simple, KoRule::PositionalSuperko, KoRule::SituationalSuperko][usize::from(flags % 3)],
        suicide: if flags & 4 != 0 { SuicideRule::Allowed } else { SuicideRule::Forbidden },
        neutral: if flags & 8 != 0 { Neutral::None } else { Neutral::Split },
        handicap_bonus: [HandicapBonus::HalfPerStone, HandicapBonus::NMinusOne, HandicapBonus::None]
            [usize::from((flags >> 4) % 3)],
        illegal_move: if flags & 64 != 0 { IllegalMoveEffect::Loses } else { IllegalMoveEffect::Invalid },
        repetition: if flags & 128 != 0 { RepetitionEffect::NoResult } else { RepetitionEffect::Illegal },
        scoring: if c.flag() { Scoring::Territory } else { Scoring::Area },
        // The plain board is square.
        rows: None,
        tax: [Tax::None, Tax::Seki, Tax::All][usize::from(more % 3)],
        button: more & 4 != 0,
        pass_stones: more & 8 != 0,
        resume: more & 16 != 0,
        cleanup_points: more & 32 != 0,
    }
}

/// A point that is usually on the board and sometimes just off it.
fn point(c: &mut Cursor, side: u8) -> Point {
    Point::new(c.below(side.saturating_add(1)), c.below(side.saturating_add(1)))
}

fn check_same(game: &Game, plain: &PlainBoard, rules: &Rules) {
    for p in plain.points() {
        assert_eq!(game.stone_at(p), plain.get(p), "stone on {p:?}");
    }
    let setup =
        Setup { black: plain.stones(Color::Black), white: plain.stones(Color::White), ..Setup::default() };
    let rebuilt = Game::new(rules.clone(), &setup).expect("a position the engine reached sets up again");
    assert_eq!(game.position_hash(), rebuilt.position_hash(), "incremental hash drifted");
}

fuzz_target!(|data: &[u8]| {
    let mut c = Cursor::new(data);
    let rules = rules(&mut c);
    let side = rules.size;
    let mut setup = Setup::default();
    for _ in 0..c.below(6) {
        setup.black.push(point(&mut c, side));
    }
    for _ in 0..c.below(4) {
        setup.white.push(point(&mut c, side));
    }
    setup.first = [None, Some(Color::Black), Some(Color::White)][usize::from(c.below(3))];
    setup.handicap = c.flag().then(|| u32::from(c.byte()));
    let Ok(mut game) = Game::new(rules.clone(), &setup) else { return };
    let mut plain = PlainBoard::new(side);
    for &p in &setup.black {
        plain.set(p, Some(Color::Black));
    }
    for &p in &setup.white {
        plain.set(p, Some(Color::White));
    }
    check_same(&game, &plain, &rules);

    let mut entries = 0;
    while !c.is_empty() && entries < 4000 {
        entries += 1;
        let op = c.byte();
        let mv = match op {
            0..=15 => Move::Pass,
            16 => Move::Resign,
            17 => Move::Timeout,
            18 => Move::Forfeit,
            19 => Move::Draw,
            _ => Move::Play(point(&mut c, side)),
        };
        let player =
            (op & 1 == 1 && op >= 200).then_some(if op & 2 == 0 { Color::Black } else { Color::White });
        // The colour that plays: the entry's own when it names one (after two passes under
        // `resume: true` either player may resume, so a named colour other than the player to
        // move can be accepted: the second input fuzzing found once `resume` was drawn).
        let mover = player.unwrap_or_else(|| game.to_move());
        let (plies, captures) = (game.plies(), game.captures(mover));
        let answer = game.play(player, mv);
        // An entry that was counted changed the board (a repetition under `no-result` is
        // counted too); one that was refused left the position as it was.
        if game.plies() > plies {
            assert_eq!(game.plies(), plies + 1);
            if let Move::Play(p) = mv {
                let placed = plain.play(p, mover);
                assert_eq!(game.captures(mover), captures + placed.captured as u32, "capture count");
            }
        } else {
            assert!(answer.is_err(), "an accepted entry must be counted");
            assert_eq!(game.captures(mover), captures);
        }
        check_same(&game, &plain, &rules);
    }

    if game.status() == Status::Counting || c.is_empty() {
        let dead: Vec<Point> = plain.stones(Color::Black).into_iter().take(2).collect();
        for dead in [&[][..], &dead[..]] {
            if let Ok(score) = game.score(dead) {
                let plain_area = rules.neutral == Neutral::Split
                    && rules.scoring == Scoring::Area
                    && rules.tax == Tax::None
                    && !rules.button
                    && !rules.pass_stones;
                if dead.is_empty() && plain_area {
                    // Seed art. 8-9: the areas add up to the whole board when neutral points are
                    // split. A seki or group tax takes points from both (stone scoring's two
                    // points a group: the first input fuzzing found once `tax` was drawn), and
                    // the button and pass stones add their own; those rules are left out here.
                    let n = f64::from(side) * f64::from(side);
                    assert_eq!(score.black_area + score.white_area, n, "areas must fill the board");
                    let (black, white, neutral) = plain.area();
                    assert_eq!(score.black_area, black as f64 + neutral as f64 / 2.0);
                    assert_eq!(score.white_area, white as f64 + neutral as f64 / 2.0);
                }
            }
            let _ = game.territory_score(dead);
        }
    }
});
