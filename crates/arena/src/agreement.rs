//! The dead stones of a Go match under `dead_stones: auto` (and `infer`), settled as KGS and
//! CGOS settle them (docs/matches.md, "Dead stones in a match"): after two passes both engines
//! are asked `final_status_list dead`. Where they list the same stones and the referee's life
//! judgement contradicts neither list, those are the dead stones. Otherwise play goes on in a
//! cleanup phase until both pass again; then the stones still on the board are alive, except
//! those both engines now list dead that the judgement calls dead too. Pure: the runner asks
//! the engines (`runner/go.rs`), this decides.

use std::collections::BTreeSet;

use go_rules::{ChainLife, Color, Game, Life, LifeJudgement, Point, Size};
use grid::Notation;

/// What one engine answered to `final_status_list dead`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum View {
    /// It does not know the command (a `?` answer), or its answer is not a list of stones on
    /// the board: its view is unknown.
    Unknown,
    /// The stones it calls dead.
    Dead(BTreeSet<Point>),
}

impl View {
    /// Reads an answer: vertices separated by white space (GNU Go puts one chain on a line).
    pub fn read(answer: &Result<String, String>, game: &Game) -> View {
        let Ok(text) = answer else { return View::Unknown };
        let size = game.size();
        let mut dead = BTreeSet::new();
        for word in text.split_whitespace() {
            match Notation::Gtp.parse(&word.to_ascii_uppercase(), size) {
                Ok(p) if game.stone_at(p).is_some() => {
                    dead.insert(p);
                }
                _ => return View::Unknown,
            }
        }
        View::Dead(dead)
    }
}

/// What two passes lead to.
#[derive(Debug, Clone, PartialEq)]
pub enum Settlement {
    /// The engines agree and the judgement does not contradict them: these stones are dead.
    Agreed(Vec<Point>),
    /// Play goes on in a cleanup phase; the sentence says why.
    Disputed(String),
}

/// Settles the dead stones after the first two passes. `views` are Black's engine's and
/// White's engine's, in that order.
pub fn settle(life: &LifeJudgement, views: &[View; 2], size: Size) -> Settlement {
    let (View::Dead(black), View::Dead(white)) = (&views[0], &views[1]) else {
        let unknown: Vec<&str> = [Color::Black, Color::White]
            .into_iter()
            .filter(|c| views[c.index()] == View::Unknown)
            .map(|c| c.title())
            .collect();
        return Settlement::Disputed(format!(
            "{}'s engine gave no list of dead stones (final_status_list dead)",
            unknown.join(" and ")
        ));
    };
    if black != white {
        return Settlement::Disputed(format!(
            "the engines list different dead stones (Black's engine: {}; White's engine: {})",
            names(black.iter().copied(), size),
            names(white.iter().copied(), size)
        ));
    }
    for chain in &life.chains {
        let listed = chain.stones.iter().filter(|p| black.contains(p)).count();
        let at = Notation::Gtp.format(chain.stones[0], size);
        let what = format!("the {} chain at {at}", chain.color.name());
        if listed != 0 && listed != chain.stones.len() {
            return Settlement::Disputed(format!("the engines list only part of {what} dead"));
        }
        match (listed > 0, chain.life) {
            (true, Life::Alive) => {
                return Settlement::Disputed(format!(
                    "both engines call {what} dead; the referee's judgement calls it alive ({})",
                    sureness(chain)
                ))
            }
            (false, Life::Dead) => {
                return Settlement::Disputed(format!(
                    "both engines leave {what} alive; the referee's judgement calls it dead ({})",
                    sureness(chain)
                ))
            }
            _ => {}
        }
    }
    Settlement::Agreed(black.iter().copied().collect())
}

/// The dead stones after the cleanup phase: the chains both engines list dead that the
/// judgement calls dead too. Every other stone still on the board is alive: its opponent had
/// the cleanup phase to capture it.
pub fn after_cleanup(life: &LifeJudgement, views: &[View; 2]) -> Vec<Point> {
    let (View::Dead(black), View::Dead(white)) = (&views[0], &views[1]) else { return Vec::new() };
    life.chains
        .iter()
        .filter(|c| c.life == Life::Dead)
        .filter(|c| c.stones.iter().all(|p| black.contains(p) && white.contains(p)))
        .flat_map(|c| c.stones.iter().copied())
        .collect()
}

/// How sure the judgement is of a chain, in words.
fn sureness(chain: &ChainLife) -> String {
    if chain.confidence >= 1.0 {
        "certain: Benson's test".to_owned()
    } else {
        format!("in {:.0}% of its playouts", 100.0 * chain.confidence)
    }
}

/// Points in GTP notation, or `none`.
pub fn names(points: impl Iterator<Item = Point>, size: Size) -> String {
    let list: Vec<String> = points.map(|p| Notation::Gtp.format(p, size)).collect();
    if list.is_empty() {
        "none".to_owned()
    } else {
        list.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use go_rules::{LifeOptions, Move, Rules, Setup};

    /// 9x9: Black's wall on column C and White's on column G, each alive with its two columns
    /// behind it, and a lone White stone at A5 in Black's side: dead without doubt.
    fn walls_with_an_invader() -> Game {
        let rules = Rules { size: 9, ..Rules::default() };
        let mut game = Game::new(rules, &Setup::default()).unwrap();
        let size = game.size();
        let p = |s: &str| Notation::Gtp.parse(s, size).unwrap();
        for row in 1..=9 {
            game.play(None, Move::Play(p(&format!("C{row}")))).unwrap();
            game.play(None, Move::Play(p(&format!("G{row}")))).unwrap();
        }
        game.play(None, Move::Pass).unwrap();
        game.play(None, Move::Play(p("A5"))).unwrap();
        game.play(None, Move::Pass).unwrap();
        game.play(None, Move::Pass).unwrap();
        game
    }

    fn dead(game: &Game, names: &[&str]) -> View {
        View::Dead(names.iter().map(|s| Notation::Gtp.parse(s, game.size()).unwrap()).collect())
    }

    // docs/matches.md ("Dead stones in a match"): both engines list A5, which the judgement
    // also calls dead: agreed, and A5 is the one dead stone.
    #[test]
    fn agreement_the_judgement_does_not_contradict_settles_the_dead_stones() {
        let game = walls_with_an_invader();
        let life = game.judge_life(&LifeOptions::default());
        let views = [dead(&game, &["A5"]), dead(&game, &["a5"])];
        let a5 = Notation::Gtp.parse("A5", game.size()).unwrap();
        assert_eq!(settle(&life, &views, game.size()), Settlement::Agreed(vec![a5]));
    }

    // The engines agree that nothing is dead, but the judgement calls A5 dead (a lone stone in
    // Black's two columns): it contradicts them, so play goes on.
    #[test]
    fn agreement_on_a_stone_the_judgement_calls_dead_is_disputed() {
        let game = walls_with_an_invader();
        let life = game.judge_life(&LifeOptions::default());
        let views = [dead(&game, &[]), dead(&game, &[])];
        let Settlement::Disputed(why) = settle(&life, &views, game.size()) else { panic!("not disputed") };
        assert!(why.contains("leave the white chain at A5 alive"), "{why}");
    }

    // Both engines call Black's wall dead, which the judgement calls alive: disputed.
    #[test]
    fn agreement_on_a_stone_the_judgement_calls_alive_is_disputed() {
        let game = walls_with_an_invader();
        let life = game.judge_life(&LifeOptions::default());
        let wall: Vec<String> = (1..=9).map(|r| format!("C{r}")).chain(["A5".to_owned()]).collect();
        let wall: Vec<&str> = wall.iter().map(String::as_str).collect();
        let views = [dead(&game, &wall), dead(&game, &wall)];
        let Settlement::Disputed(why) = settle(&life, &views, game.size()) else { panic!("not disputed") };
        assert!(why.contains("call the black chain at C1 dead"), "{why}");
        // Part of a chain is no view of a chain.
        let views = [dead(&game, &["C1", "A5"]), dead(&game, &["C1", "A5"])];
        let Settlement::Disputed(why) = settle(&life, &views, game.size()) else { panic!("not disputed") };
        assert!(why.contains("only part of the black chain at C1"), "{why}");
    }

    // Different lists, or an engine that does not know the command: disputed, whatever the
    // judgement says.
    #[test]
    fn disagreement_or_an_unknown_view_is_disputed() {
        let game = walls_with_an_invader();
        let life = game.judge_life(&LifeOptions::default());
        let views = [dead(&game, &["A5"]), dead(&game, &[])];
        let Settlement::Disputed(why) = settle(&life, &views, game.size()) else { panic!("not disputed") };
        assert!(why.contains("Black's engine: A5; White's engine: none"), "{why}");
        let views = [dead(&game, &["A5"]), View::Unknown];
        let Settlement::Disputed(why) = settle(&life, &views, game.size()) else { panic!("not disputed") };
        assert!(why.starts_with("White's engine gave no list"), "{why}");
    }

    // An answer naming an empty point or no vertex at all is no view of this position; a `?`
    // answer is an engine that does not know the command.
    #[test]
    fn answers_that_are_no_list_of_stones_are_unknown_views() {
        let game = walls_with_an_invader();
        assert_eq!(View::read(&Ok("A5\n".into()), &game), dead(&game, &["A5"]));
        assert_eq!(View::read(&Ok(String::new()), &game), dead(&game, &[]));
        assert_eq!(View::read(&Ok("B5".into()), &game), View::Unknown);
        assert_eq!(View::read(&Ok("dead".into()), &game), View::Unknown);
        assert_eq!(View::read(&Err("unknown command".into()), &game), View::Unknown);
    }

    // After the cleanup phase a stone is removed only when both engines list it and the
    // judgement calls it dead; an unknown view removes nothing (the stones stand, as on KGS).
    #[test]
    fn after_cleanup_only_stones_everyone_calls_dead_are_removed() {
        let game = walls_with_an_invader();
        let life = game.judge_life(&LifeOptions::default());
        let a5 = Notation::Gtp.parse("A5", game.size()).unwrap();
        let both = [dead(&game, &["A5", "C1"]), dead(&game, &["A5"])];
        assert_eq!(after_cleanup(&life, &both), vec![a5]);
        assert!(after_cleanup(&life, &[dead(&game, &["A5"]), View::Unknown]).is_empty());
        let wall: Vec<String> = (1..=9).map(|r| format!("C{r}")).collect();
        let wall: Vec<&str> = wall.iter().map(String::as_str).collect();
        assert!(after_cleanup(&life, &[dead(&game, &wall), dead(&game, &wall)]).is_empty());
    }
}
