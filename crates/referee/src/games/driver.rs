//! The one replay loop every game shares: each record entry is read, checked by the officials
//! (the sealed move, then the clock), and played, until the record ends, a ply limit is
//! reached, or an entry stops the game. `judge`, `show` and `--explain` all replay through
//! [`replay`], so they stop at the same entry for the same reason.
//!
//! A game takes part by implementing [`Replay`] over its rule crate's game; what a stop means
//! for a verdict (an invalid record, a game lost on time) stays with the game's adapter.

use std::borrow::Cow;
use std::fmt::Debug;

use super::clock::{Flag, Timekeeper};
use super::sealed;
use super::settings::Settings;
use crate::vocab::Player;
use records::{InputError, Loc, MoveEntry, MoveText, Record};

/// A record entry as a game reads it: the side the record names (if any), the move, and the
/// text to show for it.
pub type Read<'t, G> = (Option<<G as Replay>::Side>, <G as Replay>::Move, Cow<'t, str>);

/// A game the driver can replay: its entries, its side to move, and its moves.
pub trait Replay {
    /// Who plays: a Go or five-in-row colour, a junqi side.
    type Side: Copy + PartialEq + Into<Player> + Debug;
    /// One record entry as the game reads it.
    type Move: PartialEq + Debug;
    /// Why the rules refused an entry.
    type Refusal: Debug;

    /// Reads an entry: the side the record names (if any), the move, and the text to show.
    fn entry<'t>(&self, text: &'t MoveText, loc: Loc) -> Result<Read<'t, Self>, InputError>;

    /// The side to move.
    fn to_move(&self) -> Self::Side;

    /// Whether moves may still be played.
    fn playing(&self) -> bool;

    /// How far the replay has come, in the units a `ply` limit counts.
    fn progress(&self) -> usize;

    /// The 1-based ply a verdict gives the entry at `index` of the entries replayed.
    fn ply_of(&self, index: usize) -> usize;

    /// Whether the move ends the game instead of playing (resign, forfeit, draw, timeout): the
    /// sealed move is then never opened, and an untimed one is no move missing its time.
    fn ends_game(mv: &Self::Move) -> bool;

    /// Whether the move is charged to its player's clock; renju's declarations, replacements
    /// and claims belong to the turn of the stone before them.
    fn on_own_clock(_mv: &Self::Move) -> bool {
        true
    }

    /// Plays the entry at `index`.
    fn play(&mut self, index: usize, side: Option<Self::Side>, mv: &Self::Move) -> Result<(), Self::Refusal>;

    /// Ends the game on time against the side to move (seed 000 第十二条: 超时判负).
    fn flag_falls(&mut self);

    /// The board a viewer's trace is drawn on ([`crate::trace::Trace`], its cells empty);
    /// the default, a game with no trace.
    fn shape(&self) -> crate::trace::Trace {
        crate::trace::Trace::default()
    }

    /// The position's cells for a viewer's trace, as [`crate::trace::Trace::start`] holds them.
    fn cells(&self, _out: &mut Vec<u16>) {}
}

/// Where and why a replay stopped.
#[derive(Debug)]
pub enum Stop<G: Replay> {
    /// Every entry was played.
    End,
    /// The ply limit was reached.
    Limit,
    /// The entry at `index` does not play the move sealed at the adjournment.
    Sealed { index: usize, ply: usize, player: G::Side, shown: String, message: String },
    /// The player's flag fell while thinking about the entry at `index`: the game ended on time
    /// there, and that entry and the rest are not played.
    Flag { index: usize, flag: Flag },
    /// The rules refused the entry at `index`.
    Refused { index: usize, ply: usize, player: G::Side, shown: String, mv: G::Move, refusal: G::Refusal },
}

/// A finished replay: why it stopped and the last entry played.
#[derive(Debug)]
pub struct Run<G: Replay> {
    pub stop: Stop<G>,
    /// The index of the last entry played and who played it.
    pub last: Option<(usize, G::Side)>,
}

/// The timekeeper for a record under its settings' clock, with `players` on its sides.
pub fn timekeeper(settings: &Settings, record: &Record, players: [Player; 2]) -> Timekeeper {
    Timekeeper::new(settings.clock, players).with_claim(record.result.as_ref().map(|r| r.value.as_str()))
}

/// Replays `entries` on `game` until they end, `limit` is reached (counted by
/// [`Replay::progress`]), or an entry stops the game.
pub fn replay<G: Replay>(
    game: &mut G,
    entries: &[MoveEntry],
    timekeeper: &mut Timekeeper,
    limit: Option<usize>,
) -> Result<Run<G>, InputError> {
    let limit = limit.unwrap_or(usize::MAX);
    let mut last = None;
    crate::trace::seen(game);
    for (index, m) in entries.iter().enumerate() {
        if game.progress() >= limit {
            return Ok(Run { stop: Stop::Limit, last });
        }
        let (side, mv, shown) = game.entry(&m.text, m.loc)?;
        let ply = game.ply_of(index);
        let player = side.unwrap_or_else(|| game.to_move());
        if let Some(message) = resumption(game, m, player, &mv, &shown)? {
            let shown = shown.into_owned();
            return Ok(Run { stop: Stop::Sealed { index, ply, player, shown, message }, last });
        }
        // The clock is charged only for the player to move while the game is on.
        let untimed_end = m.clock.is_none() && G::ends_game(&mv);
        let on_clock = G::on_own_clock(&mv) && !untimed_end && game.playing() && player == game.to_move();
        // A clock reading below zero ends the game only where the record ends there: no
        // entry after this one but entries that end the game themselves.
        let ends_there = || {
            entries[index + 1..]
                .iter()
                .all(|later| game.entry(&later.text, later.loc).is_ok_and(|(_, mv, _)| G::ends_game(&mv)))
        };
        if let Some(flag) =
            on_clock.then(|| timekeeper.charge(ply, player.into(), m.clock, ends_there)).flatten()
        {
            game.flag_falls();
            return Ok(Run { stop: Stop::Flag { index, flag }, last });
        }
        if let Err(refusal) = game.play(index, side, &mv) {
            let shown = shown.into_owned();
            return Ok(Run { stop: Stop::Refused { index, ply, player, shown, mv, refusal }, last });
        }
        crate::trace::seen(game);
        last = Some((index, player));
    }
    Ok(Run { stop: Stop::End, last })
}

/// The sealed-move rule for an entry played on resumption (seed 000 第十四条), as a sentence
/// when the entry breaks it.
fn resumption<G: Replay>(
    game: &G,
    m: &MoveEntry,
    player: G::Side,
    mv: &G::Move,
    shown: &str,
) -> Result<Option<String>, InputError> {
    let Some(seal) = &m.sealed else { return Ok(None) };
    let text = MoveText::Plain(seal.value.clone());
    let (color, sealed_mv, _) = game.entry(&text, seal.loc)?;
    let played = sealed::Played { color: player.into(), mv, shown, ends_game: G::ends_game(mv) };
    Ok(sealed::breach(seal, (color.map(Into::into), &sealed_mv), &played))
}
