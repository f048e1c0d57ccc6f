//! What the two junqi adapters share: reading an entry, the replay of a junqi game through the
//! shared driver, the refusal of a pass, and turning where the replay stopped into a verdict. The
//! two-player game (`games/junqi.rs`, sides red and blue) and the four-player one
//! (`games/siguo.rs`, seats south, east, north and west) differ in who plays and how a game
//! ends; [`Table`] is what each of them says of that.

use crate::note::Note;
use std::borrow::Cow;
use std::fmt::Debug;

use junqi_rules::{Board, Move, PieceKind, Station, Violation as RuleViolation};
use records::{InputError, Loc, Located, MoveText, Record};

use super::driver::{Replay, Stop};
use super::{split_player, End, Judged};
use crate::verdict::Violation;
use crate::vocab::{self, Game as GameId, Player, Reason, RuleId};

/// A junqi game as the shared adapter code sees it.
pub(crate) trait Table {
    /// Who moves: a side of the two-player game, a seat of the four-player one.
    type Side: Copy + Eq + Debug + Into<Player>;

    /// The message on a name that is no station of this board (it says how one is written).
    const NOT_A_STATION: &'static records::message::Text;
    /// The message on a word before a move that is nobody (it says who may stand there).
    const NOT_A_SIDE: &'static records::message::Text;
    /// A step as a record writes it, for the message on an entry that is no move.
    const STEP: &'static str;

    /// The side a record's word names (`red`, `south`, `S`).
    fn side_word(word: &str) -> Option<Self::Side>;
    /// The side's name in sentences (`red`, `south`).
    fn side_name(side: Self::Side) -> &'static str;

    fn board(&self) -> &'static Board;
    fn to_move(&self) -> Self::Side;
    fn plies(&self) -> u32;
    fn play(&mut self, side: Option<Self::Side>, mv: Move) -> Result<(), RuleViolation<Self::Side>>;
    /// How the game ended, once it has: the winner, why, and the ending in words.
    fn ending(&self) -> Option<(vocab::Winner, Reason, String)>;

    /// The board of a viewer's trace (`crate::trace`); none by default.
    fn shape(&self) -> crate::trace::Trace {
        crate::trace::Trace::default()
    }

    /// The position's cells for a viewer's trace.
    fn cells(&self, _out: &mut Vec<u16>) {}
}

/// One record entry, read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Entry {
    Move(Move),
    /// A pass, which junqi does not have: read so that the verdict can say so.
    Pass,
}

/// Reads a move entry: the side the record names (if any), the entry, and the text to show.
pub(super) fn read_entry<T: Table>(
    text: &MoveText,
    loc: Loc,
    board: &Board,
) -> Result<(Option<T::Side>, Entry, String), InputError> {
    let t = match text {
        MoveText::Plain(t) => t,
        MoveText::Offer { .. } => return Err(records::error!(crate::lang::errors::OFFER_NOT_JUNQI, loc)),
        MoveText::OffBoard { shown, .. } => {
            return Err(
                records::error!(crate::lang::errors::NOT_A_JUNQI_MOVE_SHOWN, loc; crate::profile::quote(shown)),
            )
        }
        MoveText::Stone { .. } | MoveText::Pass { .. } => {
            return Err(records::error!(crate::lang::errors::STONE_NOT_JUNQI, loc))
        }
        MoveText::Edit { .. } => return Err(records::error!(crate::lang::errors::EDIT_GO_ONLY, loc)),
    };
    let (who, what) = split_player(t);
    let side = who
        .map(|w| {
            T::side_word(w).ok_or_else(|| records::error!(*T::NOT_A_SIDE, loc; crate::profile::quote(w)))
        })
        .transpose()?;
    let e = match what.to_ascii_lowercase().as_str() {
        "resign" => Entry::Move(Move::Resign),
        "timeout" => Entry::Move(Move::Timeout),
        "forfeit" => Entry::Move(Move::Forfeit),
        "draw" => Entry::Move(Move::Draw),
        "pass" => Entry::Pass,
        _ => match what.split_once('-') {
            Some((from, to)) => Entry::Move(Move::Step {
                from: station::<T>(board, from, loc)?,
                to: station::<T>(board, to, loc)?,
            }),
            None => {
                return Err(
                    records::error!(crate::lang::errors::NOT_A_JUNQI_MOVE, loc; crate::profile::quote(what), T::STEP),
                )
            }
        },
    };
    Ok((side, e, what.to_owned()))
}

/// A station of the board by name.
pub(super) fn station<T: Table>(board: &Board, text: &str, loc: Loc) -> Result<Station, InputError> {
    board.station(text).ok_or_else(|| records::error!(*T::NOT_A_STATION, loc; crate::profile::quote(text)))
}

/// A piece by its English or Chinese name.
pub(super) fn piece(text: &Located<String>) -> Result<PieceKind, InputError> {
    PieceKind::from_name(&text.value).ok_or_else(|| {
        let english: Vec<&str> = PieceKind::ALL.iter().map(|k| k.english()).collect();
        let chinese: Vec<&str> = PieceKind::ALL.iter().map(|k| k.chinese()).collect();
        let written = crate::profile::quote(&text.value);
        records::error!(crate::lang::errors::NOT_A_PIECE, text.loc; written, english.join(" "), chinese.join(" "))
    })
}

/// Where to point for a placement breach: the entry (station, piece) whose station the message
/// names first (`red's mine on a3 ...`), else the first entry.
pub(super) fn breach_loc(entries: &[(Located<String>, Located<String>)], message: &str) -> Loc {
    let named = message.split(|c: char| !c.is_ascii_alphanumeric()).find_map(|word| {
        entries.iter().find(|(s, _)| s.value.trim().eq_ignore_ascii_case(word)).map(|(s, _)| s.loc)
    });
    named.or_else(|| entries.first().map(|(s, _)| s.loc)).unwrap_or(Loc::UNKNOWN)
}

/// A record entry the game refused: the rule, who, why.
#[derive(Debug, Clone)]
pub(super) struct Refusal<S> {
    pub(super) rule: RuleId,
    pub(super) side: S,
    pub(super) message: String,
}

impl<S> From<RuleViolation<S>> for Refusal<S> {
    fn from(v: RuleViolation<S>) -> Refusal<S> {
        Refusal { rule: v.kind.into(), side: v.side, message: v.message }
    }
}

/// Junqi has no pass (docs/rules/junqi.md §4: 默认不允许主动跳过回合), so a `pass` entry is refused;
/// a pass after the end or out of turn is refused for that first, as a move would be.
fn refuse_pass<T: Table>(game: &T, side: Option<T::Side>) -> Refusal<T::Side> {
    let mover = side.unwrap_or(game.to_move());
    let (rule, message) = match game.ending() {
        Some((_, _, words)) => (RuleId::AfterEnd, format!("the game is already over ({words})")),
        None if mover != game.to_move() => (
            RuleId::OutOfTurn,
            format!("it is {}'s turn, not {}'s", T::side_name(game.to_move()), T::side_name(mover)),
        ),
        None => (
            RuleId::NoPass,
            format!("{} passes, but junqi has no pass: every turn moves a piece", T::side_name(mover)),
        ),
    };
    Refusal { rule, side: mover, message }
}

/// A junqi game as the replay driver sees it.
#[derive(Debug)]
pub(super) struct TableReplay<T> {
    pub(super) game: T,
}

impl<T: Table> Replay for TableReplay<T> {
    type Side = T::Side;
    type Move = Entry;
    type Refusal = Refusal<T::Side>;

    fn entry<'t>(&self, text: &'t MoveText, loc: Loc) -> Result<super::driver::Read<'t, Self>, InputError> {
        read_entry::<T>(text, loc, self.game.board()).map(|(side, e, shown)| (side, e, Cow::Owned(shown)))
    }

    fn to_move(&self) -> T::Side {
        self.game.to_move()
    }

    fn playing(&self) -> bool {
        self.game.ending().is_none()
    }

    fn progress(&self) -> usize {
        self.game.plies() as usize
    }

    fn ply_of(&self, _index: usize) -> usize {
        self.game.plies() as usize + 1
    }

    fn ends_game(e: &Entry) -> bool {
        matches!(e, Entry::Move(Move::Resign | Move::Timeout | Move::Forfeit | Move::Draw))
    }

    fn play(&mut self, _index: usize, side: Option<T::Side>, e: &Entry) -> Result<(), Refusal<T::Side>> {
        match *e {
            Entry::Move(mv) => self.game.play(side, mv).map_err(Refusal::from),
            Entry::Pass => Err(refuse_pass(&self.game, side)),
        }
    }

    fn flag_falls(&mut self) {
        // Timeout ends the game against the side to move; it cannot be refused while playing.
        let _ = self.game.play(None, Move::Timeout);
    }

    fn shape(&self) -> crate::trace::Trace {
        self.game.shape()
    }

    fn cells(&self, out: &mut Vec<u16>) {
        self.game.cells(out);
    }
}

/// The verdict facts of a start that breaks the placement rules (docs/rules/junqi.md,
/// "Deployment"): invalid before any move, the breach pointed at `loc`; `what` is `setup` for a
/// deployment, `position` for any other arrangement.
pub(super) fn breach<S: Into<Player>>(
    violation: RuleViolation<S>,
    loc: Loc,
    what: &str,
    notes: Vec<Note>,
) -> Judged {
    let v = Violation::at(
        0,
        violation.side.into(),
        what.to_owned(),
        violation.kind.into(),
        violation.message,
        loc,
    );
    Judged::invalid(GameId::Junqi, 0, v, notes)
}

/// The violation where the replay stopped, if it stopped at one. A fallen flag adds its notes:
/// the game ended on time there, and this entry and the rest of the record are not played
/// (超时判负).
pub(super) fn stopped_at<T: Table>(
    stop: Stop<TableReplay<T>>,
    record: &Record,
    notes: &mut Vec<Note>,
) -> Option<Violation> {
    let at = |index: usize| record.moves.get(index).map_or(Loc::UNKNOWN, |m| m.loc);
    match stop {
        Stop::End | Stop::Limit => None,
        Stop::Sealed { index, ply, player, shown, message } => {
            Some(Violation::at(ply, player.into(), shown, super::sealed::RULE, message, at(index)))
        }
        Stop::Flag { index, flag } => {
            notes.push(flag.message);
            notes.push(super::clock::rest_note(record.moves.len().saturating_sub(index)));
            None
        }
        Stop::Refused { index, ply, shown, refusal: r, .. } => {
            Some(Violation::at(ply, r.side.into(), shown, r.rule, r.message, at(index)))
        }
    }
}

/// The verdict facts of a replayed game: invalid at the violation (docs/contract.md §5: a move
/// after the end makes the record invalid; the notes then say how the game had ended, since an
/// invalid verdict names no winner), else finished as the game ended, else unfinished.
pub(super) fn judged<T: Table>(game: &T, violation: Option<Violation>, mut notes: Vec<Note>) -> Judged {
    let plies = game.plies() as usize;
    let ending = game.ending();
    if let Some(v) = violation {
        if let Some((winner, reason, words)) = ending {
            notes.push(Note::EndedBefore {
                plies,
                result: super::junqi::result_text(winner, Some(reason)),
                winner,
                reason,
                words: words.to_string(),
            });
        }
        return Judged::invalid(GameId::Junqi, plies, v, notes);
    }
    let (end, result, in_words) = match ending {
        Some((winner, reason, words)) => (
            End::Finished { winner, reason: Some(reason), margin_points: None },
            Some(super::junqi::result_text(winner, Some(reason))),
            Some(words),
        ),
        None => (End::Unfinished, None, None),
    };
    Judged { game: GameId::Junqi, plies, end, result, in_words, score: None, violation: None, notes }
}

/// A step's origin and destination.
type Stations = Option<(Station, Station)>;

/// For drawing: the entry the replay stopped at when the rules refused it, with, for a step,
/// its two stations.
pub(super) fn refused_at<T: Table>(stop: &Stop<TableReplay<T>>) -> Option<(Refusal<T::Side>, Stations)> {
    match stop {
        Stop::Refused { mv, refusal, .. } => {
            let stations = match *mv {
                Entry::Move(Move::Step { from, to }) => Some((from, to)),
                Entry::Move(Move::Resign | Move::Timeout | Move::Forfeit | Move::Draw) | Entry::Pass => None,
            };
            Some((refusal.clone(), stations))
        }
        Stop::End | Stop::Limit | Stop::Sealed { .. } | Stop::Flag { .. } => None,
    }
}

/// For drawing: who played the last entry the replay played, and the entry as written.
pub(super) fn last_played<T: Table>(
    last: Option<(usize, T::Side)>,
    record: &Record,
    board: &Board,
) -> Result<Option<(T::Side, String)>, InputError> {
    let Some((index, side)) = last else { return Ok(None) };
    let Some(m) = record.moves.get(index) else { return Ok(None) };
    Ok(Some((side, read_entry::<T>(&m.text, m.loc, board)?.2)))
}

/// A junqi record of either game replayed once: the game where the replay stopped and what the
/// verdict, the diagram and the explanation are made from (`junqi::Replayed`,
/// `siguo::Replayed`).
#[derive(Debug)]
pub struct Replayed<T: Table> {
    /// The game as it stands after the replay; for a placement breach, the start as given (or
    /// why it cannot be drawn).
    game: Result<T, super::Failure>,
    /// The last move played: who, and the move as the record writes it.
    pub last: Option<(T::Side, String)>,
    /// The first entry the rules refused, when the replay reached it (the replay stops there).
    pub refused: Option<Refused<T::Side>>,
    /// The placement rule the start breaks, if it does.
    pub breach: Option<RuleViolation<T::Side>>,
    /// Where the breach is pointed at, and whether the start is a `setup` or a `position`.
    breach_at: (Loc, &'static str),
    clock: super::clock::Timekeeper,
    /// The notes of the start and of the replay's stops.
    notes: Vec<Note>,
    /// The entry that makes the record invalid, when there is one.
    violation: Option<Violation>,
}

/// A refused record entry, with what an explanation needs.
#[derive(Debug)]
pub struct Refused<S> {
    /// The rule (`no-path`, `camp-occupied`, `partner-piece`, ...).
    pub rule: RuleId,
    /// The side or seat that made the entry.
    pub side: S,
    /// The rule crate's sentence.
    pub message: String,
    /// The origin and destination of a step.
    pub stations: Option<(Station, Station)>,
}

impl<T: Table + Debug> Replayed<T> {
    /// A start that breaks the placement rules (docs/rules/junqi.md, "Deployment"): invalid
    /// before any move; `game` is the start as given, to draw the breach on.
    pub(super) fn breached(
        game: Result<T, super::Failure>,
        violation: RuleViolation<T::Side>,
        breach_at: (Loc, &'static str),
        clock: super::clock::Timekeeper,
        notes: Vec<Note>,
    ) -> Self {
        Replayed {
            game,
            last: None,
            refused: None,
            breach: Some(violation),
            breach_at,
            clock,
            notes,
            violation: None,
        }
    }

    /// Replays `record`'s moves on `game` up to `ply` plies, reading where the replay stopped
    /// once: the last move played, the refused entry, the violation and its notes.
    pub(super) fn played(
        game: T,
        record: &Record,
        mut clock: super::clock::Timekeeper,
        mut notes: Vec<Note>,
        ply: Option<usize>,
        file: &str,
    ) -> Result<Self, super::Failure> {
        let fail =
            |error| super::Failure { kind: crate::FailureKind::Unreadable, file: file.to_owned(), error };
        let mut table = TableReplay { game };
        let run = super::driver::replay(&mut table, &record.moves, &mut clock, ply).map_err(fail)?;
        let game = table.game;
        let last = last_played::<T>(run.last, record, game.board()).map_err(fail)?;
        let refused = refused_at(&run.stop).map(|(r, stations)| Refused {
            rule: r.rule,
            side: r.side,
            message: r.message,
            stations,
        });
        let violation = stopped_at(run.stop, record, &mut notes);
        Ok(Replayed {
            game: Ok(game),
            last,
            refused,
            breach: None,
            breach_at: (Loc::UNKNOWN, ""),
            clock,
            notes,
            violation,
        })
    }

    /// The game where the replay stopped, or why a breaching start cannot be drawn.
    pub fn game(&self) -> Result<&T, super::Failure> {
        self.game.as_ref().map_err(Clone::clone)
    }

    /// The verdict on a record replayed to its end: how the game ended, and the claim settled
    /// against it; `events` gives the notes of the game's own events (a commander fallen, a
    /// player out).
    pub(super) fn verdict(
        &mut self,
        record: &Record,
        profile: &crate::profile::Profile,
        file: &str,
        events: impl FnOnce(&T) -> Vec<Note>,
    ) -> Result<crate::verdict::Verdict, super::Failure> {
        let mut notes = std::mem::take(&mut self.notes);
        let result_text = super::junqi::result_text;
        if let Some(violation) = &self.breach {
            let (loc, what) = self.breach_at;
            let judged = breach(violation.clone(), loc, what, notes);
            return Ok(super::settle(judged, record, file, profile, result_text));
        }
        let violation = self.violation.take();
        let game = self.game()?;
        notes.extend(events(game));
        notes.extend(self.clock.notes(record.format));
        notes.extend(super::sealed::adjourned(record));
        let judged = judged(game, violation, notes);
        Ok(super::settle(judged, record, file, profile, result_text))
    }
}
