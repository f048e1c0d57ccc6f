//! The Renju and Gomoku adapter: profile keys → `renju_rules::Rules`, record entries →
//! `renju_rules::Move`, the game's end → a verdict (docs/rules/renju.md).
//!
//! Record syntax of a move entry (a string, optionally led by the colour `B`/`W`):
//! - a point in renju notation: `h8`, `B h8` (columns a-o, rows 1-15 from the bottom);
//! - events: `pass`, `swap`, `claim`, `resign`, `timeout`, `forfeit`, `draw`;
//! - `declare N`: the number of 5th-move offers (Yamaguchi: Black after stone 3; Soosõrv-8:
//!   White after stone 4);
//! - a mapping `{offer: [i10, j6], keep: j6}`: Black's 5th-move offers and the one White keeps.
//!
//! A verdict counts record entries, events included: `plies` is the number of entries applied
//! and a violation's `ply` is the 1-based index of its entry, so that both point at the same
//! line of the record.

use crate::note::Note;
use grid::{Color, Notation, Point, Size};
use renju_rules::{
    ForbiddenEffect, ForbiddenKind, ForbiddenSet, Game, Move, Opening, OpeningSet, PassRule, Rules, Setup,
    Status as RenjuStatus, WinRule,
};

use std::borrow::Cow;

use super::driver::{self, Replay, Stop};
use super::settings::Settings;
use super::{color_word, settle, sgf_result as result_text, split_player, End, Failure, Judged};
use crate::profile::{keys, GameName, Profile};
use crate::verdict::{Verdict, Violation};
use crate::vocab::{Game as GameId, Reason, RuleId, Winner};
use records::{InputError, KeyValue, Loc, MoveEntry, MoveText, Override, Record, Setup as RecordSetup};

pub(crate) const KEYS: &[&str] = &[
    "size",
    "win",
    "forbidden",
    "forbidden_effect",
    "opening",
    "opening_set",
    "pass",
    "max_moves",
    "continuous",
];

/// The rules a profile of `game` starts from before its keys are applied: RIF renju for
/// `renju`, freestyle for `gomoku` (a built-in profile sets every key anyway).
pub fn base_rules(game: GameName) -> Rules {
    match game {
        GameName::Gomoku => Rules::gomoku_freestyle(),
        GameName::Renju | GameName::Go | GameName::Junqi => Rules::renju_rif(),
    }
}

/// Applies one key (docs/rules/renju.md, "Profile keys"); used for profiles, `set:` and `--set` alike.
pub fn apply(r: &mut Rules, o: &Override) -> Result<(), InputError> {
    match o.key.value.as_str() {
        "size" => r.size = keys::whole(o, u32::from(renju_rules::MIN_SIDE), u32::from(grid::MAX_SIDE))? as u8,
        "win" => {
            r.win = keys::choice(
                o,
                &[
                    ("renju", WinRule::Renju),
                    ("five-or-more", WinRule::FiveOrMore),
                    ("exactly-five", WinRule::ExactlyFive),
                    ("caro", WinRule::Caro),
                    ("caro-five-or-more", WinRule::CaroFiveOrMore),
                ],
            )?
        }
        "forbidden" => r.forbidden = forbidden_set(o)?,
        "forbidden_effect" => {
            r.forbidden_effect = keys::choice(
                o,
                &[
                    ("loses", ForbiddenEffect::Loses),
                    ("illegal", ForbiddenEffect::Illegal),
                    ("claim", ForbiddenEffect::Claim),
                ],
            )?
        }
        "opening" => {
            let choices: Vec<(&str, Opening)> = Opening::ALL.iter().map(|o| (o.id(), *o)).collect();
            r.opening = keys::choice(o, &choices)?
        }
        "opening_set" => {
            r.opening_set =
                keys::choice(o, &[("any", OpeningSet::Any), ("canonical-26", OpeningSet::Canonical26)])?
        }
        "pass" => {
            r.pass = keys::choice(o, &[("allowed", PassRule::Allowed), ("forbidden", PassRule::Forbidden)])?
        }
        "max_moves" => r.max_moves = keys::optional_whole(o, 1, u32::from(grid::MAX_SIDE).pow(2))?,
        "continuous" => r.continuous = keys::flag(o)?,
        k if super::clock::is_key(k) => super::clock::check_key(o)?,
        _ => return Err(keys::unknown(o, "renju or gomoku", &[KEYS, super::clock::KEYS].concat())),
    }
    Ok(())
}

/// `forbidden: [double-three, double-four, overline]`; `[]` or null for none. A single word is
/// read as a list of one.
fn forbidden_set(o: &Override) -> Result<ForbiddenSet, InputError> {
    let words: Vec<&str> = match &o.value.value {
        KeyValue::Null => Vec::new(),
        KeyValue::Scalar(s) => vec![s.as_str()],
        KeyValue::Number(x) => {
            let x = crate::profile::number_text(*x);
            return Err(records::error!(crate::lang::errors::FORBIDDEN_NUMBER, o.value.loc; x));
        }
        KeyValue::List(l) => l.iter().map(String::as_str).collect(),
    };
    let mut kinds = Vec::with_capacity(words.len());
    for w in words {
        let kind = ForbiddenKind::from_id(w).ok_or_else(
            || records::error!(crate::lang::errors::FORBIDDEN_SHAPE, o.value.loc; crate::profile::quote(w)),
        )?;
        kinds.push(kind);
    }
    Ok(ForbiddenSet::of(&kinds))
}

fn point(text: &str, loc: Loc, size: Size) -> Result<Point, InputError> {
    Notation::Renju.parse(text.trim(), size).map_err(|e| records::messages::not_a_point(&e, loc))
}

/// A point far off any board, for a placement a reader found off the board: the rule crate
/// reports it as `off-board`.
const OFF_BOARD: Point = Point::new(u8::MAX, u8::MAX);

/// One parsed entry: the colour the record gave, the move, and the text to show for it.
fn entry(text: &MoveText, loc: Loc, size: Size) -> Result<(Option<Color>, Move, String), InputError> {
    match text {
        MoveText::Plain(t) => {
            let (who, what) = split_player(t);
            // `declare 3` is two words: take the colour off only when the first word is one.
            let (color, what) = match who {
                Some(w) if color_word(w, loc).is_ok() => (Some(color_word(w, loc)?), what),
                _ => (None, t.trim()),
            };
            let lower = what.to_ascii_lowercase();
            let mv = match lower.as_str() {
                "pass" => Move::Pass,
                "swap" => Move::Swap,
                "claim" => Move::Claim,
                "resign" => Move::Resign,
                "timeout" => Move::Timeout,
                "forfeit" => Move::Forfeit,
                "draw" => Move::Draw,
                _ => match lower.strip_prefix("declare") {
                    Some(n) => Move::Declare(declared(n.trim(), loc)?),
                    // Continuous gomoku: the stone a five replaces (seed 001 玩法二).
                    None if lower.starts_with("replace ") => {
                        Move::Replace(point(what.get("replace".len()..).unwrap_or(""), loc, size)?)
                    }
                    None if what.contains(char::is_whitespace)
                        || !what.bytes().any(|b| b.is_ascii_digit()) =>
                    {
                        return Err(not_a_move(t, loc));
                    }
                    None => Move::Place(point(what, loc, size)?),
                },
            };
            Ok((color, mv, what.to_owned()))
        }
        MoveText::Offer { offer, keep } => {
            let offers = offer.iter().map(|p| point(p, loc, size)).collect::<Result<Vec<_>, _>>()?;
            let keep_point = point(keep, loc, size)?;
            let shown = format!("offer [{}] keep {}", offer.join(", "), keep.trim());
            Ok((None, Move::Offer { offers, keep: keep_point }, shown))
        }
        MoveText::Stone { color, point } => {
            Ok((*color, Move::Place(*point), Notation::Renju.format(*point, size)))
        }
        MoveText::Pass { color } => Ok((*color, Move::Pass, "pass".to_owned())),
        // The SGF reader makes edits for Go only; a five-in-row game is judged from its start.
        MoveText::Edit { .. } => Err(records::error!(crate::lang::errors::EDIT_GO_ONLY, loc)),
        MoveText::OffBoard { color, shown } => Ok((*color, Move::Place(OFF_BOARD), shown.clone())),
    }
}

/// The renju or gomoku game as the replay driver sees it.
#[derive(Debug)]
struct RenjuReplay {
    game: Game,
    size: Size,
    /// The record entry of each ply (stone or pass), to point a forbidden move found by the
    /// rule crate (which counts plies) back at its line in the record.
    entry_of_ply: Vec<usize>,
}

impl Replay for RenjuReplay {
    type Side = Color;
    type Move = Move;
    type Refusal = renju_rules::Violation;

    fn entry<'t>(
        &self,
        text: &'t MoveText,
        loc: Loc,
    ) -> Result<(Option<Color>, Move, Cow<'t, str>), InputError> {
        entry(text, loc, self.size).map(|(c, mv, shown)| (c, mv, Cow::Owned(shown)))
    }

    fn to_move(&self) -> Color {
        self.game.to_move()
    }

    fn playing(&self) -> bool {
        self.game.status() == RenjuStatus::Playing
    }

    /// A renju verdict counts record entries, events included (see the module documentation).
    fn progress(&self) -> usize {
        self.game.entries() as usize
    }

    fn ply_of(&self, index: usize) -> usize {
        index + 1
    }

    fn ends_game(mv: &Move) -> bool {
        matches!(mv, Move::Resign | Move::Forfeit | Move::Draw | Move::Timeout)
    }

    fn on_own_clock(mv: &Move) -> bool {
        !matches!(mv, Move::Declare(_) | Move::Replace(_) | Move::Claim)
    }

    fn play(&mut self, index: usize, color: Option<Color>, mv: &Move) -> Result<(), renju_rules::Violation> {
        let before = self.game.plies();
        self.game.play(color, mv)?;
        if self.game.plies() > before {
            self.entry_of_ply.push(index);
        }
        Ok(())
    }

    fn flag_falls(&mut self) {
        let _ = self.game.play(None, &Move::Timeout);
    }

    fn shape(&self) -> crate::trace::Trace {
        crate::trace::Trace {
            board: "grid",
            notation: "renju",
            cols: self.size.cols,
            rows: self.size.rows,
            ..crate::trace::Trace::default()
        }
    }

    fn cells(&self, out: &mut Vec<u16>) {
        for row in 0..self.size.rows {
            for col in 0..self.size.cols {
                out.push(match self.game.stone_at(Point::new(col, row)) {
                    Some(Color::Black) => 1,
                    Some(Color::White) => 2,
                    None => 0,
                });
            }
        }
    }
}

const PLAYERS: [crate::vocab::Player; 2] = [crate::vocab::Player::Black, crate::vocab::Player::White];

fn declared(n: &str, loc: Loc) -> Result<u8, InputError> {
    n.parse::<u8>()
        .map_err(|_| records::error!(crate::lang::errors::DECLARE_NUMBER, loc; crate::profile::quote(n)))
}

fn not_a_move(text: &str, loc: Loc) -> InputError {
    records::error!(crate::lang::errors::NOT_A_RENJU_MOVE, loc; crate::profile::quote(text.trim()))
}

/// The rule crate's refusal of a start position, as a value (its points named as it names them).
fn setup_error(e: &renju_rules::SetupError) -> InputError {
    use crate::lang::errors as E;
    use renju_rules::SetupError;
    let at = |p: Point| Notation::Renju.format(p, Size::square(grid::MAX_SIDE));
    match *e {
        SetupError::Size(n) => records::error!(E::RENJU_BOARD_SIZE, Loc::UNKNOWN; n),
        SetupError::OffBoard { color: Color::Black, point } => {
            records::error!(E::RENJU_SETUP_OFF_BOARD_BLACK, Loc::UNKNOWN; at(point))
        }
        SetupError::OffBoard { color: Color::White, point } => {
            records::error!(E::RENJU_SETUP_OFF_BOARD_WHITE, Loc::UNKNOWN; at(point))
        }
        SetupError::Duplicate(p) => records::error!(E::RENJU_SETUP_TWICE, Loc::UNKNOWN; at(p)),
        // A refusal this referee does not know yet keeps the rule crate's English.
        _ => InputError::new(e.to_string(), Loc::UNKNOWN),
    }
}

fn start(record: &Record, rules: &Rules, file: &str) -> Result<Setup, Failure> {
    let fail = |error| Failure { kind: crate::FailureKind::Unreadable, file: file.to_owned(), error };
    let size = Size::square(rules.size);
    let mut setup = Setup::default();
    match &record.setup {
        None => {}
        Some(RecordSetup::Stones { black, white }) => {
            let points = |list: &[records::Located<String>]| -> Result<Vec<Point>, Failure> {
                list.iter().map(|p| point(&p.value, p.loc, size)).collect::<Result<_, _>>().map_err(fail)
            };
            setup.black = points(black)?;
            setup.white = points(white)?;
        }
        Some(RecordSetup::Pieces { .. } | RecordSetup::Seats { .. }) => {
            return Err(fail(records::error!(crate::lang::errors::RENJU_SETUP_STONES, Loc::UNKNOWN)))
        }
    }
    if let Some(first) = &record.first {
        setup.first = Some(super::stone_first(first).map_err(fail)?);
    }
    Ok(setup)
}

/// A game ready to replay: the rules applied, the start position placed.
struct Prepared {
    game: Game,
    size: Size,
    notes: Vec<Note>,
}

fn prepare(record: &Record, profile: &Profile, rules: &Rules, file: &str) -> Result<Prepared, Failure> {
    let rules = rules.clone();
    let size = Size::square(rules.size);
    let setup = start(record, &rules, file)?;
    let notes = super::first_notes(profile, record);
    let game = Game::new(rules, &setup).map_err(|e| Failure {
        kind: crate::FailureKind::Unreadable,
        file: file.to_owned(),
        error: setup_error(&e),
    })?;
    Ok(Prepared { game, size, notes })
}

fn violation_of(
    v: &renju_rules::Violation,
    index: usize,
    m: &MoveEntry,
    shown: String,
    size: Size,
) -> Violation {
    let message = if v.kind == renju_rules::ViolationKind::OffBoard && v.point == Some(OFF_BOARD) {
        format!("{} {shown} is off the {} board", v.player.title(), size.describe())
    } else {
        v.message.clone()
    };
    Violation::at(index + 1, v.player.into(), shown, v.kind.into(), message, m.loc)
}

/// A Renju or Gomoku record replayed once under its settings: the game where the replay
/// stopped and what the verdict, the diagram and the explanation are made from.
#[derive(Debug)]
pub struct Replayed {
    /// The game as it stands after the replay.
    pub game: Game,
    size: Size,
    /// The record entry of each ply played.
    entry_of_ply: Vec<usize>,
    timekeeper: super::clock::Timekeeper,
    /// The notes of the start and of the replay's stops.
    notes: Vec<Note>,
    /// The entry that makes the record invalid, when there is one.
    violation: Option<Violation>,
    /// The first entry the rules refused, when the replay reached it (the replay stops there).
    pub refused: Option<renju_rules::Violation>,
    /// The setup already holds a row that ends the game: who has it, and a stone of it.
    finished: Option<(Color, Point)>,
}

/// Replays a Renju or Gomoku record up to `ply` record entries, or to its end (or its first
/// refused entry) when `None`: the one replay `judge`, `show` and `--explain` share.
pub fn replay(
    record: &Record,
    settings: &Settings,
    rules: &Rules,
    file: &str,
    ply: Option<usize>,
) -> Result<Replayed, Failure> {
    let fail = |error| Failure { kind: crate::FailureKind::Unreadable, file: file.to_owned(), error };
    let Prepared { game, size, mut notes } = prepare(record, &settings.profile, rules, file)?;
    // docs/rules/renju.md, "Setup positions": a start position holding a row that ends the game
    // is a finished position; no move is played from it, and it is drawn at ply 0.
    let finished = game.finished_row();
    let ply = if finished.is_some() { Some(0) } else { ply };
    let mut timekeeper = driver::timekeeper(settings, record, PLAYERS);
    let mut renju = RenjuReplay { game, size, entry_of_ply: Vec::with_capacity(record.moves.len()) };
    let run = driver::replay(&mut renju, &record.moves, &mut timekeeper, ply).map_err(fail)?;
    let RenjuReplay { game, entry_of_ply, .. } = renju;
    let mut refused = None;
    let violation = match run.stop {
        Stop::End | Stop::Limit => None,
        Stop::Sealed { index, ply, player, shown, message } => {
            let m = &record.moves[index];
            Some(Violation::at(ply, player.into(), shown, super::sealed::RULE, message, m.loc))
        }
        Stop::Flag { index, flag } => {
            // The flag fell while the player was thinking: the game ends there, and this
            // entry and the rest of the record are not played (超时判负).
            notes.push(flag.message);
            notes.push(super::clock::rest_note(record.moves.len() - index));
            None
        }
        Stop::Refused { index, shown, refusal, .. } => {
            let v = violation_of(&refusal, index, &record.moves[index], shown, size);
            refused = Some(refusal);
            Some(v)
        }
    };
    Ok(Replayed { game, size, entry_of_ply, timekeeper, notes, violation, refused, finished })
}

impl Replayed {
    /// The verdict on a record replayed to its end: how the game ended, and the claim settled
    /// against it.
    pub fn verdict(&mut self, record: &Record, settings: &Settings, file: &str) -> Result<Verdict, Failure> {
        let profile = &settings.profile;
        let game_id = if profile.game == GameName::Gomoku { GameId::Gomoku } else { GameId::Renju };
        let (game, size) = (&self.game, self.size);
        let mut notes = std::mem::take(&mut self.notes);
        if let Some((color, p)) = self.finished {
            let at = Notation::Renju.format(p, size);
            let v = Violation {
                ply: 0,
                player: color.into(),
                mv: format!("setup {at}"),
                rule: RuleId::Setup,
                message: format!(
                    "the setup already holds a row that ends the game ({} {at} is in it): a finished position, not a game to play on",
                    color.title()
                ),
                line: None,
                column: None,
            };
            return Ok(settle(Judged::invalid(game_id, 0, v, notes), record, file, profile, result_text));
        }
        if let Some(name) = game.opening_name() {
            notes.push(Note::Opening {
                code: name.code.to_string(),
                chinese: name.chinese.to_string(),
                japanese: name.japanese.to_string(),
            });
        }
        notes.extend(self.timekeeper.notes(record.format));
        notes.extend(super::sealed::adjourned(record));
        if let (Some(b), Some(w)) = (game.fives(Color::Black), game.fives(Color::White)) {
            let left = |c| game.stones_left(c).unwrap_or(0);
            notes.push(Note::Continuous { fives: (b, w), left: (left(Color::Black), left(Color::White)) });
        }
        if game.swaps() > 0 {
            notes.push(Note::Swaps(game.swaps()));
        }
        let plies = game.entries() as usize;
        let judged = match (self.violation.take(), game.status()) {
            (Some(v), _) => Judged::invalid(game_id, plies, v, notes),
            (None, RenjuStatus::Over(outcome)) => {
                let (winner, reason) = (Winner::from(outcome.winner), Reason::from(outcome.reason));
                // A forbidden move that lost (or was claimed) is still the violation to describe.
                let foul = game.forbidden_violation().and_then(|f| {
                    let index = *self.entry_of_ply.get((f.ply as usize).checked_sub(1)?)?;
                    let m = record.moves.get(index)?;
                    let shown = entry(&m.text, m.loc, size).ok()?.2;
                    Some(violation_of(&f.violation, index, m, shown, size))
                });
                Judged {
                    game: game_id,
                    plies,
                    end: End::Finished { winner, reason: Some(reason), margin_points: None },
                    result: Some(result_text(winner, Some(reason))),
                    in_words: Some(outcome.describe()),
                    score: None,
                    violation: foul,
                    notes,
                }
            }
            (None, RenjuStatus::Playing) => {
                if let Some(f) = game.claimable() {
                    notes.push(Note::Claimable {
                        ply: f.ply,
                        at: f.violation.point.map(|p| Notation::Renju.format(p, size)),
                        rule: f.violation.kind.into(),
                        words: f.violation.to_string(),
                    });
                }
                Judged {
                    game: game_id,
                    plies,
                    end: End::Unfinished,
                    result: None,
                    in_words: None,
                    score: None,
                    violation: None,
                    notes,
                }
            }
        };
        Ok(settle(judged, record, file, profile, result_text))
    }
}

#[cfg(test)]
mod tests;
