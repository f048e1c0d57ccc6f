//! The four-player junqi adapter (docs/rules/junqi.md §12): profile keys →
//! `junqi_rules::SiguoRules`, a record's `setup:`/`position:` by seat →
//! `junqi_rules::SiguoStart`, move entries → `junqi_rules::Move`, and the end → a verdict.
//!
//! Record syntax: a move is `from-to` between four-player station names (`Sc6-Mb1`,
//! `Ne2-Sa2`; docs/rules/junqi.md §12.2), optionally preceded by the seat that makes it
//! (`south Sc6-Mb1`, or its letter: `S Sc6-Mb1`), which must then be the seat to move. A seat that
//! is out is skipped: the record goes on with the next seat. `resign`, `timeout` and `forfeit`
//! put the seat to move out; `draw` is an agreed draw; `pass` is refused (`no-pass`). Clock keys
//! and move times are refused for four players (the shared clock has two sides).
//!
//! Canonical results: the winning team, `south-north` or `east-west`, with the way its last
//! opponent went out: `+flag`, `+` (no legal move), `+R`, `+T`, `+F`; `draw` for every drawn
//! ending.

use crate::note::Note;
use junqi_rules::{
    Board, EndReason, Move, OutPieces, PieceKind, Seat, SiguoGame, SiguoOutcome, SiguoRules, SiguoStart,
    SiguoStatus, Station, TurnOrder, Violation as RuleViolation,
};

use super::clock::Timekeeper;
use super::junqi_table::{self as table, breach_loc, piece, station, Table};
use super::settings::Settings;
use super::Failure;
use crate::profile::keys;
use crate::verdict::Verdict;
use crate::vocab::{self, Player, Reason};
use records::{InputError, KeyValue, Loc, Located, Override, Record, Setup as RecordSetup};

/// The keys of a four-player profile: the table's own, then the two-player combat and draw keys.
pub(crate) const KEYS: &[&str] = &[
    "board",
    "first",
    "turn_order",
    "out_pieces",
    "mine_vs_non_engineer",
    "bomb_vs_flag",
    "flag_capturers",
    "no_capture_draw_plies",
    "max_plies",
    "reveal_flag_on_commander_death",
];

/// Whether a `board` key makes the game four-player junqi.
pub(crate) fn four_player_word(o: &Override) -> bool {
    matches!(&o.value.value, KeyValue::Scalar(s) if s == "four-player")
}

/// Applies one key; used for profiles, `set:` and `--set` alike.
pub fn apply(r: &mut SiguoRules, o: &Override) -> Result<(), InputError> {
    match o.key.value.as_str() {
        // A later layer's `board: four-player` chose this adapter; an earlier `two-player` (the
        // profile's) is overridden by it.
        "board" => keys::choice(o, &[("four-player", ()), ("two-player", ())])?,
        "first" => r.first = keys::choice(o, &seat_words())?,
        "turn_order" => {
            r.turn_order = keys::choice(
                o,
                &[("counter-clockwise", TurnOrder::CounterClockwise), ("clockwise", TurnOrder::Clockwise)],
            )?
        }
        "out_pieces" => {
            r.out_pieces = keys::choice(o, &[("removed", OutPieces::Removed), ("stay", OutPieces::Stay)])?
        }
        k if KEYS.contains(&k) => super::junqi::apply(&mut r.rules, o)?,
        k if super::clock::is_key(k) => {
            return Err(records::error!(crate::lang::errors::SIGUO_CLOCK_KEY, o.key.loc; k))
        }
        _ => return Err(keys::unknown(o, "four-player junqi", KEYS)),
    }
    Ok(())
}

fn seat_words() -> [(&'static str, Seat); 4] {
    Seat::ALL.map(|s| (s.name(), s))
}

/// The seat a record's `first:` names (`games::settings` puts it between the profile's keys and
/// the overrides).
pub(crate) fn first_word(first: &Located<String>) -> Result<Seat, InputError> {
    Seat::from_name(&first.value).ok_or_else(
        || records::error!(crate::lang::errors::FIRST_SEAT, first.loc; crate::profile::quote(&first.value)),
    )
}

type Entries = [Vec<(Located<String>, Located<String>)>; 4];

struct Placed {
    start: SiguoStart,
    entries: Entries,
}

fn start(record: &Record, board: &Board, file: &str) -> Result<Placed, Failure> {
    let fail = |error| Failure { kind: crate::FailureKind::Unreadable, file: file.to_owned(), error };
    let (seats, checked) = match &record.setup {
        Some(RecordSetup::Seats { seats, checked }) => (seats, *checked),
        Some(RecordSetup::Pieces { .. } | RecordSetup::Stones { .. }) | None => {
            return Err(fail(records::error!(crate::lang::errors::SIGUO_NEEDS_SETUP, Loc::new(1, 1))))
        }
    };
    let mut armies: [Vec<(Station, PieceKind)>; 4] = Default::default();
    for (army, list) in armies.iter_mut().zip(seats) {
        for (s, p) in list {
            army.push((station::<SiguoGame>(board, &s.value, s.loc).map_err(fail)?, piece(p).map_err(fail)?));
        }
    }
    let start = if checked { SiguoStart::Deployment(armies) } else { SiguoStart::Position(armies) };
    Ok(Placed { start, entries: seats.clone() })
}

impl Placed {
    /// Where to point for a placement breach: the breaching seat's entry whose station the
    /// message names first, else that seat's first entry.
    fn loc_of(&self, v: &RuleViolation<Seat>) -> Loc {
        breach_loc(&self.entries[v.side.index()], &v.message)
    }
}

/// The four-player game for the shared junqi adapter code (`games/junqi_table.rs`).
impl Table for SiguoGame {
    type Side = Seat;
    const NOT_A_STATION: &'static records::message::Text = &crate::lang::errors::NOT_A_STATION_SIGUO;
    const NOT_A_SIDE: &'static records::message::Text = &crate::lang::errors::NOT_A_SEAT;
    const STEP: &'static str = "Sc6-Mb1";

    fn side_word(word: &str) -> Option<Seat> {
        Seat::from_name(word)
    }

    fn side_name(seat: Seat) -> &'static str {
        seat.name()
    }

    fn board(&self) -> &'static Board {
        SiguoGame::board(self)
    }

    fn to_move(&self) -> Seat {
        SiguoGame::to_move(self)
    }

    fn plies(&self) -> u32 {
        SiguoGame::plies(self)
    }

    fn play(&mut self, seat: Option<Seat>, mv: Move) -> Result<(), RuleViolation<Seat>> {
        SiguoGame::play(self, seat, mv)
    }

    fn ending(&self) -> Option<(vocab::Winner, Reason, String)> {
        match self.status() {
            SiguoStatus::Over(o) => {
                let (winner, reason) = verdict_ending(o);
                Some((winner, reason, ending_words(o, self.rules())))
            }
            SiguoStatus::Playing => None,
        }
    }
}

/// No clock (move times are refused before the replay).
fn timekeeper() -> Timekeeper {
    Timekeeper::new(None, [Player::South, Player::East])
}

enum Prepared {
    Ready(SiguoGame),
    Breach { violation: RuleViolation<Seat>, placed: Placed, rules: SiguoRules },
}

fn prepare(record: &Record, rules: &SiguoRules, file: &str) -> Result<Prepared, Failure> {
    // The shared clock has two sides, and a fallen flag ends a two-player replay; a four-player
    // game goes on without the player, so move times are refused rather than half-read.
    if let Some(m) = record.moves.iter().find(|m| m.clock.is_some()) {
        return Err(Failure {
            kind: crate::FailureKind::Unreadable,
            file: file.to_owned(),
            error: records::error!(crate::lang::errors::SIGUO_CLOCK_MOVE, m.loc),
        });
    }
    let rules = *rules;
    let placed = start(record, Board::four_player(), file)?;
    Ok(match SiguoGame::new(rules, placed.start.clone()) {
        Ok(game) => Prepared::Ready(game),
        Err(violation) => Prepared::Breach { violation, placed, rules },
    })
}

/// A four-player junqi record replayed once under its settings: the game where the replay
/// stopped and what the verdict, the diagram and the explanation are made from (shared with
/// two-player junqi).
pub type Replayed = table::Replayed<SiguoGame>;

/// Replays a four-player record up to `ply` plies, or to its end (or its first refused entry)
/// when `None`: the one replay `judge`, `show` and `--explain` share.
pub fn replay(
    record: &Record,
    settings: &Settings,
    rules: &SiguoRules,
    file: &str,
    ply: Option<usize>,
) -> Result<Replayed, Failure> {
    let fail = |error| Failure { kind: crate::FailureKind::Unreadable, file: file.to_owned(), error };
    let notes = super::first_notes(&settings.profile, record);
    match prepare(record, rules, file)? {
        Prepared::Ready(game) => Replayed::played(game, record, timekeeper(), notes, ply, file),
        Prepared::Breach { violation, placed, rules } => {
            let loc = placed.loc_of(&violation);
            let what = if matches!(placed.start, SiguoStart::Deployment(_)) { "setup" } else { "position" };
            let armies = match &placed.start {
                SiguoStart::Deployment(a) | SiguoStart::Position(a) => a.clone(),
            };
            let game = SiguoGame::new(rules, SiguoStart::Position(armies)).map_err(|v| {
                let loc = placed.loc_of(&v);
                fail(crate::lang::errors::composed(
                    &crate::lang::errors::SETUP_BREACH,
                    loc,
                    std::slice::from_ref(&v.message),
                    vec![crate::lang::breach_in_chinese(&v)],
                ))
            });
            Ok(Replayed::breached(game, violation, (loc, what), timekeeper(), notes))
        }
    }
}

/// The verdict on a four-player record replayed to its end.
pub fn verdict(
    r: &mut Replayed,
    record: &Record,
    settings: &Settings,
    file: &str,
) -> Result<Verdict, Failure> {
    r.verdict(record, &settings.profile, file, |game| {
        let out_pieces = game.rules().out_pieces;
        game.notes()
            .iter()
            .map(|n| match n.event {
                junqi_rules::SiguoEvent::FlagRevealed { seat, flag } => Note::CommanderFell {
                    ply: n.ply,
                    player: seat.into(),
                    flag: flag.map(|at| game.board().name(at).to_string()),
                },
                junqi_rules::SiguoEvent::Out { seat, why, by } => Note::Out {
                    ply: n.ply,
                    player: seat.into(),
                    why,
                    by: by.map(Into::into),
                    pieces_stay: out_pieces == junqi_rules::OutPieces::Stay,
                },
            })
            .collect()
    })
}

fn verdict_ending(o: SiguoOutcome) -> (vocab::Winner, Reason) {
    (o.winner.map_or(vocab::Winner::Draw, vocab::Winner::from), Reason::from(o.reason))
}

/// How a four-player game ended, in words: `South-North wins: east's and west's flags are gone`.
pub(crate) fn ending_words(o: SiguoOutcome, rules: &SiguoRules) -> String {
    let Some(team) = o.winner else {
        return match o.reason {
            EndReason::NoCaptureLimit => format!(
                "a draw: {} in a row without an attack",
                crate::verdict::count(rules.rules.no_capture_draw_plies as usize, "ply", "plies")
            ),
            EndReason::MaxPlies => format!(
                "a draw: the limit of {} was reached",
                crate::verdict::count(rules.rules.max_plies.unwrap_or(0) as usize, "ply", "plies")
            ),
            _ => "a draw by agreement".to_owned(),
        };
    };
    let w = match team {
        junqi_rules::Team::SouthNorth => "South-North",
        junqi_rules::Team::EastWest => "East-West",
    };
    let [a, b] = team.opponent().seats().map(Seat::name);
    let how = match o.reason {
        EndReason::FlagCaptured => "the last of them lost its flag",
        EndReason::NoMovablePieces | EndReason::BothStuck => "the last of them had no legal move",
        EndReason::Resignation => "the last of them resigned",
        EndReason::Timeout => "the last of them ran out of time",
        EndReason::Forfeit => "the last of them forfeited",
        EndReason::NoCaptureLimit | EndReason::MaxPlies | EndReason::Agreement => "",
    };
    format!("{w} wins: {a} and {b} are both out, {how}")
}

#[cfg(test)]
mod tests {
    use super::table::Entry;
    use super::*;
    use records::MoveText;

    fn read(text: &str) -> Result<(Option<Seat>, Entry, String), InputError> {
        table::read_entry::<SiguoGame>(
            &MoveText::Plain(text.to_owned()),
            Loc::new(3, 5),
            Board::four_player(),
        )
    }

    fn at(name: &str) -> Station {
        Board::four_player().station(name).unwrap()
    }

    #[test]
    fn steps_read_with_a_seat_word_or_letter() {
        let step = Entry::Move(Move::Step { from: at("Sc6"), to: at("Mb1") });
        assert_eq!(read("Sc6-Mb1").unwrap(), (None, step, "Sc6-Mb1".to_owned()));
        assert_eq!(read("south Sc6-Mb1").unwrap().0, Some(Seat::South));
        assert_eq!(read("W sc6-mb1").unwrap(), (Some(Seat::West), step, "sc6-mb1".to_owned()));
        assert_eq!(read("east resign").unwrap().1, Entry::Move(Move::Resign));
        assert!(read("a1-a2").unwrap_err().message.starts_with("\"a1\" is not a station of the four-player"));
        assert!(read("red Sa2-Sa3").unwrap_err().message.starts_with("\"red\" is not a seat"));
    }

    #[test]
    fn results_name_the_team() {
        use vocab::Winner as W;
        let r = super::super::junqi::result_text;
        assert_eq!(r(W::SouthNorth, Some(Reason::FlagCaptured)), "south-north+flag");
        assert_eq!(r(W::EastWest, Some(Reason::NoMovablePieces)), "east-west+");
    }
}
