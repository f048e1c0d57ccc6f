//! The replayed record: each game's adapter replays a record once (`go::replay`,
//! `renju::replay`, ...) into a value that holds the game where the replay stopped and what the
//! verdict needs; the verdict, `show`'s diagram and `judge --explain` are all rendered from that
//! one value. The game is chosen once, here, in [`replay`]; everything after goes through the
//! [`Replayed`] trait.

use std::fmt::Debug;

use super::settings::{GameSettings, Settings};
use super::{go, junqi, renju, siguo, Failure};
use crate::draw::{self, Style};
use crate::lang::Msg;
use crate::verdict::Verdict;
use records::Record;

/// A record replayed once under its settings.
pub trait Replayed: Debug + Send {
    /// The verdict on a record replayed to its end (a replay with no ply limit): how the game
    /// ended or its count, and the claim settled against it. Called once: it hands the notes
    /// over to the verdict, and keeps what the explanation needs (Go's counted dead stones).
    fn verdict(&mut self, record: &Record, settings: &Settings, file: &str) -> Result<Verdict, Failure>;

    /// The position where the replay stopped, drawn in the style's form and language.
    fn diagram(&self, style: Style) -> Result<String, Failure>;

    /// `judge --explain`'s block under `verdict`: the diagram at the violation (or at the end)
    /// and the rule in words.
    fn explain(&self, verdict: &Verdict, style: Style) -> Result<String, Failure>;

    /// `show --dead`: the referee's life judgement of the position drawn, for Go; `None` for
    /// the other games.
    fn life(&self, _style: Style) -> Option<Result<String, Failure>> {
        None
    }

    /// For Go: the game where the replay stopped, and the stones the verdict took as dead (the
    /// record's marks, the referee's judgement or KataGo's count; none before a verdict or
    /// where nothing was counted).
    fn go_position(&self) -> Option<(&go_rules::Game, &[grid::Point])> {
        None
    }

    /// For Go: the position the verdict ran the life judgement on (`dead_stones: auto` or
    /// `infer`), whether or not the count used its answer; `None` when it was not run.
    fn go_judged(&self) -> Option<&go_rules::Game> {
        None
    }
}

/// Replays `record` under `settings` up to `ply` (to its end when `None`) with the adapter of
/// its game.
pub fn replay(
    record: &Record,
    settings: &Settings,
    file: &str,
    ply: Option<usize>,
) -> Result<Box<dyn Replayed>, Failure> {
    Ok(match &settings.game {
        GameSettings::Go(go) => Box::new(go::replay(record, settings, go, file, ply)?),
        GameSettings::FiveInRow(rules) => Box::new(renju::replay(record, settings, rules, file, ply)?),
        GameSettings::Junqi(rules) => Box::new(junqi::replay(record, settings, rules, file, ply)?),
        GameSettings::Siguo(rules) => Box::new(siguo::replay(record, settings, rules, file, ply)?),
    })
}

impl Replayed for go::Replayed {
    fn verdict(&mut self, record: &Record, settings: &Settings, file: &str) -> Result<Verdict, Failure> {
        go::Replayed::verdict(self, record, settings, file)
    }

    fn diagram(&self, style: Style) -> Result<String, Failure> {
        let r = self.played()?;
        let pos = draw::go::Position { game: r.game(), placed: r.placed(), marked: None, life: None };
        Ok(draw::go::render(&pos, style))
    }

    fn explain(&self, verdict: &Verdict, style: Style) -> Result<String, Failure> {
        Ok(crate::explain::go(self.played()?, verdict, style))
    }

    fn life(&self, style: Style) -> Option<Result<String, Failure>> {
        Some(self.played().map(|r| crate::explain::go_dead(r, style)))
    }

    fn go_position(&self) -> Option<(&go_rules::Game, &[grid::Point])> {
        self.played().ok().map(|r| (r.game(), r.dead.as_slice()))
    }

    fn go_judged(&self) -> Option<&go_rules::Game> {
        self.played().ok().filter(|r| r.judged).map(go::Played::game)
    }
}

impl Replayed for renju::Replayed {
    fn verdict(&mut self, record: &Record, settings: &Settings, file: &str) -> Result<Verdict, Failure> {
        renju::Replayed::verdict(self, record, settings, file)
    }

    fn diagram(&self, style: Style) -> Result<String, Failure> {
        Ok(draw::renju::render(&draw::renju::Position { game: &self.game, marked: None }, style))
    }

    fn explain(&self, _verdict: &Verdict, style: Style) -> Result<String, Failure> {
        Ok(crate::explain::renju(self, style))
    }
}

impl Replayed for junqi::Replayed {
    fn verdict(&mut self, record: &Record, settings: &Settings, file: &str) -> Result<Verdict, Failure> {
        junqi::verdict(self, record, settings, file)
    }

    fn diagram(&self, style: Style) -> Result<String, Failure> {
        let extra = self.breach.iter().map(|v| Msg::SetupBreach(v.into()).text(style.lang)).collect();
        let pos =
            draw::junqi::Position { game: self.game()?, last: self.last.clone(), marked: Vec::new(), extra };
        Ok(draw::junqi::render(&pos, style))
    }

    fn explain(&self, _verdict: &Verdict, style: Style) -> Result<String, Failure> {
        Ok(crate::explain::junqi(self.game()?, self, style))
    }
}

impl Replayed for siguo::Replayed {
    fn verdict(&mut self, record: &Record, settings: &Settings, file: &str) -> Result<Verdict, Failure> {
        siguo::verdict(self, record, settings, file)
    }

    fn diagram(&self, style: Style) -> Result<String, Failure> {
        let extra = self.breach.iter().map(|v| Msg::SetupBreach(v.into()).text(style.lang)).collect();
        let pos =
            draw::siguo::Position { game: self.game()?, last: self.last.clone(), marked: Vec::new(), extra };
        Ok(draw::siguo::render(&pos, style))
    }

    fn explain(&self, _verdict: &Verdict, style: Style) -> Result<String, Failure> {
        Ok(crate::explain::siguo(self.game()?, self, style))
    }
}
