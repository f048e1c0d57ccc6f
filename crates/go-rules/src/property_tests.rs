//! Random legal games checked against a plain implementation written only for this test:
//! after every entry the incremental board equals one rebuilt by flood fill, the Zobrist hash
//! equals a recomputed one, chain bookkeeping matches, legality decisions agree, and the areas
//! add up to the board (style guide: "Properties hold for random games").

use std::collections::HashMap;

use grid::{Color, Point, Size};

use crate::board::{code, Board, EMPTY};
use crate::{Game, KoRule, Move, Neutral, Rules, Setup, Status, SuicideRule, ViolationKind};

/// A small seeded generator (xorshift64*), so every run plays the same games.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The plain model: a board of codes, captures by flood fill, history as a map of boards.
struct Model {
    size: Size,
    cells: Vec<u8>,
    seen: HashMap<(Vec<u8>, Option<Color>), ()>,
    situational: bool,
}

impl Model {
    fn neighbours(&self, i: usize) -> Vec<usize> {
        let p = self.size.point(i);
        [(0, 1), (1, 0), (0, -1), (-1, 0)]
            .iter()
            .filter_map(|&(dc, dr)| self.size.offset(p, dc, dr))
            .map(|q| self.size.index(q))
            .collect()
    }

    /// The chain through `i` and whether it has a liberty.
    fn chain(cells: &[u8], model: &Model, i: usize) -> (Vec<usize>, bool) {
        let c = cells[i];
        let mut inside = vec![false; cells.len()];
        inside[i] = true;
        let mut chain = vec![i];
        let mut k = 0;
        let mut free = false;
        while k < chain.len() {
            for n in model.neighbours(chain[k]) {
                if cells[n] == EMPTY {
                    free = true;
                } else if cells[n] == c && !inside[n] {
                    inside[n] = true;
                    chain.push(n);
                }
            }
            k += 1;
        }
        (chain, free)
    }

    /// The board after `c` plays on `i`, and whether the mover's chain was left without liberty.
    fn after(&self, i: usize, c: Color, suicide_allowed: bool) -> (Vec<u8>, bool) {
        let mut cells = self.cells.clone();
        cells[i] = code(c);
        for n in self.neighbours(i) {
            if cells[n] == code(c.opponent()) {
                let (chain, free) = Model::chain(&cells, self, n);
                if !free {
                    chain.iter().for_each(|&s| cells[s] = EMPTY);
                }
            }
        }
        let (own, free) = Model::chain(&cells, self, i);
        if !free && suicide_allowed {
            own.iter().for_each(|&s| cells[s] = EMPTY);
        }
        (cells, !free)
    }

    fn key(&self, cells: Vec<u8>, to_move: Color) -> (Vec<u8>, Option<Color>) {
        (cells, self.situational.then_some(to_move))
    }
}

/// Checks every invariant of the incremental board against the model.
fn check_board(board: &Board, model: &Model) {
    let n = model.size.len();
    let mut hash = 0;
    let mut done = vec![false; n];
    for i in 0..n {
        assert_eq!(board.code_at(i), model.cells[i], "point {i}");
        let packed = (board.packed()[i / 4] >> ((i % 4) * 2)) & 3;
        assert_eq!(packed, model.cells[i], "packed point {i}");
        if model.cells[i] == EMPTY {
            continue;
        }
        hash ^= board.key(i, model.cells[i]);
        if done[i] {
            continue;
        }
        let (mut chain, _) = Model::chain(&model.cells, model, i);
        let head = board.head_of(i).unwrap();
        for &s in &chain {
            done[s] = true;
            assert_eq!(board.head_of(s), Some(head), "one head for the chain through {i}");
        }
        let pseudo: usize = chain
            .iter()
            .map(|&s| model.neighbours(s).iter().filter(|&&m| model.cells[m] == EMPTY).count())
            .sum();
        assert_eq!(board.chain_counts(head), (chain.len() as u32, pseudo as u32), "counts of {i}");
        let mut listed = board.chain_stones(head);
        listed.sort_unstable();
        chain.sort_unstable();
        assert_eq!(listed, chain, "linked stones of the chain through {i}");
    }
    assert_eq!(board.hash(), hash, "incremental hash equals recomputed hash");
}

/// KataGo's removal (`pass_alive.rs`) on the final position of a random game: it names only
/// stones, never one of a chain the dead-stone judgement finds pass-alive (the two share
/// Benson's iteration when suicide is forbidden), and the count without them still covers the
/// board.
fn pass_alive_holds(game: &Game, size: Size) {
    let dead = game.pass_alive_dead();
    assert!(dead.iter().all(|&p| game.stone_at(p).is_some()), "{dead:?}");
    if game.rules().suicide == SuicideRule::Forbidden {
        let life = game.judge_life(&crate::LifeOptions { playouts: 2, ..crate::LifeOptions::default() });
        for c in life.chains.iter().filter(|c| c.reason == crate::LifeReason::PassAlive) {
            assert!(c.stones.iter().all(|p| !dead.contains(p)), "pass-alive chain removed: {:?}", c.stones);
        }
    }
    let score = game.score(&dead).unwrap();
    assert_eq!(score.black_area + score.white_area, size.len() as f64);
}

/// Plays random games and returns how many moves were refused, by kind.
fn random_games(
    side: u8,
    ko: KoRule,
    suicide: SuicideRule,
    games: usize,
    max_plies: usize,
    seed: u64,
) -> HashMap<ViolationKind, usize> {
    let mut refused = HashMap::new();
    let mut rng = Rng(seed);
    let size = Size::square(side);
    let mut total_moves = 0;
    for _ in 0..games {
        let rules = Rules { size: side, ko, suicide, ..Rules::default() };
        let mut game = Game::new(rules, &Setup::default()).unwrap();
        let situational = ko == KoRule::SituationalSuperko;
        let mut model = Model { size, cells: vec![EMPTY; size.len()], seen: HashMap::new(), situational };
        model.seen.insert(model.key(model.cells.clone(), Color::Black), ());
        let mut ko_point: Option<usize> = None;
        while game.status() == Status::Playing && game.plies() < max_plies {
            let mover = game.to_move();
            let empties: Vec<usize> = (0..size.len()).filter(|&i| model.cells[i] == EMPTY).collect();
            // Mostly stones, sometimes a pass, so games also end by two passes.
            if empties.is_empty() || rng.below(40) == 0 {
                game.play(Some(mover), Move::Pass).unwrap();
                ko_point = None;
                if situational {
                    model.seen.insert(model.key(model.cells.clone(), mover.opponent()), ());
                }
                continue;
            }
            let i = empties[rng.below(empties.len())];
            let (kept, self_dead) = model.after(i, mover, false);
            // `multi-stone`: only a chain of two or more stones may be suicided.
            let allowed = match suicide {
                SuicideRule::Allowed => true,
                SuicideRule::Forbidden => false,
                SuicideRule::MultiStone => Model::chain(&kept, &model, i).0.len() > 1,
            };
            let (cells, self_dead) = if allowed { model.after(i, mover, true) } else { (kept, self_dead) };
            let repeats =
                ko != KoRule::Simple && model.seen.contains_key(&model.key(cells.clone(), mover.opponent()));
            let captured_one =
                model.cells.iter().zip(&cells).filter(|(a, b)| **a != EMPTY && **b == EMPTY).count() == 1
                    && !self_dead;
            let result = game.play(None, Move::Play(size.point(i)));
            match result {
                Ok(()) => {
                    assert!(allowed || !self_dead, "suicide accepted at {i}");
                    assert!(!repeats, "repetition accepted at {i}");
                    let single_recapture = ko_point == Some(i) && captured_one;
                    assert!(!single_recapture, "ko retake accepted at {i}");
                    // The next ko point: a lone stone that took a lone stone and has one liberty.
                    let (own, _) = Model::chain(&cells, &model, i);
                    let libs = model.neighbours(i).into_iter().filter(|&n| cells[n] == EMPTY).count();
                    ko_point = if captured_one && own.len() == 1 && libs == 1 {
                        model.neighbours(i).into_iter().find(|&n| cells[n] == EMPTY)
                    } else {
                        None
                    };
                    model.cells = cells;
                    model.seen.insert(model.key(model.cells.clone(), mover.opponent()), ());
                    total_moves += 1;
                }
                Err(v) => {
                    *refused.entry(v.kind).or_insert(0) += 1;
                    match v.kind {
                        ViolationKind::Suicide => assert!(self_dead && !allowed),
                        ViolationKind::Ko => assert!(ko_point == Some(i) && captured_one),
                        ViolationKind::Superko => assert!(repeats, "superko without repetition at {i}"),
                        other => panic!("unexpected violation {other:?}"),
                    }
                }
            }
            check_board(game.board(), &model);
            let score = game.score(&[]).unwrap();
            assert_eq!(score.black_area + score.white_area, size.len() as f64);
            assert_eq!(game.rules().neutral, Neutral::Split);
        }
        pass_alive_holds(&game, size);
        if let Some(h) = game.history() {
            // The start position and one position per stone played (passes add none here
            // unless situational), so the table saw every ply.
            assert!(h.len() > game.plies() / 2, "history of {} plies holds {}", game.plies(), h.len());
        }
    }
    assert!(total_moves > games * 10, "the games were played ({total_moves} moves)");
    refused
}

#[test]
fn random_games_9x9_positional_superko() {
    let refused = random_games(9, KoRule::PositionalSuperko, SuicideRule::Forbidden, 30, 400, 0x9E37_79B9);
    // The games must have met the rules being checked, or the test proves little.
    assert!(refused.get(&ViolationKind::Suicide) > Some(&0), "{refused:?}");
    assert!(refused.get(&ViolationKind::Ko) > Some(&0), "{refused:?}");
}

#[test]
fn random_games_9x9_situational_superko_with_suicide() {
    let refused = random_games(9, KoRule::SituationalSuperko, SuicideRule::Allowed, 30, 400, 0x1234_5678);
    assert!(!refused.contains_key(&ViolationKind::Suicide), "{refused:?}");
}

#[test]
fn random_games_9x9_simple_ko() {
    let refused = random_games(9, KoRule::Simple, SuicideRule::Forbidden, 20, 400, 0xDEAD_BEEF);
    assert!(!refused.contains_key(&ViolationKind::Superko), "{refused:?}");
}

#[test]
fn random_games_19x19_positional_superko() {
    random_games(19, KoRule::PositionalSuperko, SuicideRule::Forbidden, 2, 500, 0xC0FF_EE00);
}

#[test]
fn random_games_5x5_suicide_allowed_positional() {
    // Small boards make captures, suicides and repetitions frequent.
    let refused = random_games(5, KoRule::PositionalSuperko, SuicideRule::Allowed, 200, 300, 0x5151_5151);
    // Single-stone suicide leaves the board as it was: a positional repetition.
    assert!(refused.get(&ViolationKind::Superko) > Some(&0), "{refused:?}");
}

#[test]
fn random_games_5x5_multi_stone_suicide() {
    let refused = random_games(5, KoRule::PositionalSuperko, SuicideRule::MultiStone, 200, 300, 0x7777_1234);
    // Single-stone suicide stays illegal, and is refused as suicide, not as a repetition.
    assert!(refused.get(&ViolationKind::Suicide) > Some(&0), "{refused:?}");
}

/// A board position given point by point agrees with the chains the board builds.
#[test]
fn setup_stones_form_chains() {
    let setup = Setup {
        black: vec![Point::new(0, 0), Point::new(1, 0), Point::new(0, 1)],
        white: vec![Point::new(2, 0), Point::new(1, 1)],
        ..Setup::default()
    };
    let game = Game::new(Rules { size: 5, ..Rules::default() }, &setup).unwrap();
    let size = Size::square(5);
    let mut cells = vec![EMPTY; 25];
    for p in &setup.black {
        cells[size.index(*p)] = code(Color::Black);
    }
    for p in &setup.white {
        cells[size.index(*p)] = code(Color::White);
    }
    let model = Model { size, cells, seen: HashMap::new(), situational: false };
    check_board(game.board(), &model);
}
