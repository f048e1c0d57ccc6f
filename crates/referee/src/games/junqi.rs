//! The Junqi adapter: profile keys → `junqi_rules::Rules`, a record's `setup:`/`position:` →
//! `junqi_rules::Start`, move entries → `junqi_rules::Move`, and the game's end → a verdict
//! (docs/rules/junqi.md).
//!
//! Record syntax: a move is `from-to` between station names (`b2-b3`, `a2-a11`), optionally
//! preceded by the side that makes it, `red` or `blue` (`red b2-b3`), which must then be the side
//! to move. `resign`, `timeout` and `forfeit` end the game against the side to move; `draw` is an
//! agreed draw. Junqi has no pass (docs/rules/junqi.md §4): `pass` is read, and rejected as a move
//! the rules do not allow (`no-pass`). An entry may give its thinking time and be preceded by
//! a sealed move (`{move: b2-b3, time: 30s}`, `{sealed: b2-b3}`): the clock keys and the
//! sealed-move rule apply as in Go, through the shared replay driver (`games::driver`).
//!
//! Canonical results: `red+flag` (the flag was taken or bombed), `red+` (Blue, to move, had no
//! legal move), `red+R` / `red+T` / `red+F` (resignation, time, forfeit), the same with `blue`,
//! and `draw` for every drawn ending (agreement, the no-attack limit, the ply cap, both sides
//! stuck); the verdict's `reason` tells those apart.

use crate::note::Note;
use junqi_rules::{
    Board, EndReason, Game, Move, Outcome, Rules, Side, Start, Status, Violation as RuleViolation, Winner,
};

use super::driver;
use super::junqi_table::{self as table, breach_loc, piece, station, Table};
use super::settings::Settings;
use super::Failure;
use crate::profile::keys;
use crate::verdict::Verdict;
use crate::vocab::{self, Reason};
use records::{InputError, Loc, Located, Override, Record, Setup as RecordSetup};

pub(crate) const KEYS: &[&str] = &[
    "board",
    "first",
    "mine_vs_non_engineer",
    "bomb_vs_flag",
    "flag_capturers",
    "no_capture_draw_plies",
    "max_plies",
    "reveal_flag_on_commander_death",
];

/// The largest ply count the draw keys accept: far beyond any real game, small enough that the
/// counters never overflow.
const MAX_PLY_SETTING: u32 = 1_000_000;

/// The side a record's `first:` names (`games::settings` puts it between the profile's keys and
/// the overrides).
pub(crate) fn first_word(first: &Located<String>) -> Result<Side, InputError> {
    side_word(&first.value).ok_or_else(
        || records::error!(crate::lang::errors::FIRST_SIDE, first.loc; crate::profile::quote(&first.value)),
    )
}

/// Applies one key; used for profiles, `set:` and `--set` alike.
pub fn apply(r: &mut Rules, o: &Override) -> Result<(), InputError> {
    use junqi_rules::{BombVsFlag, FlagCapturers, MineRule};
    match o.key.value.as_str() {
        // `four-player` sends the record to the four-player adapter (games/siguo.rs) before any
        // key is applied here.
        "board" => keys::choice(o, &[("two-player", ()), ("four-player", ())])?,
        "first" => r.first = keys::choice(o, &[("red", Side::Red), ("blue", Side::Blue)])?,
        "mine_vs_non_engineer" => {
            r.mine_vs_non_engineer = keys::choice(
                o,
                &[("mine-survives", MineRule::MineSurvives), ("both-removed", MineRule::BothRemoved)],
            )?
        }
        "bomb_vs_flag" => {
            r.bomb_vs_flag = keys::choice(
                o,
                &[("both-removed", BombVsFlag::BothRemoved), ("forbidden", BombVsFlag::Forbidden)],
            )?
        }
        "flag_capturers" => {
            r.flag_capturers = keys::choice(
                o,
                &[("any", FlagCapturers::Any), ("not-commander", FlagCapturers::NotCommander)],
            )?
        }
        "no_capture_draw_plies" => r.no_capture_draw_plies = keys::whole(o, 0, MAX_PLY_SETTING)?,
        "max_plies" => r.max_plies = keys::optional_whole(o, 1, MAX_PLY_SETTING)?,
        "reveal_flag_on_commander_death" => r.reveal_flag_on_commander_death = keys::flag(o)?,
        // Junqi is played on the clock too (docs/rulebook.md, "Clocks").
        k if super::clock::is_key(k) => super::clock::check_key(o)?,
        _ => return Err(keys::unknown(o, "junqi", &[KEYS, super::clock::KEYS].concat())),
    }
    Ok(())
}

fn side_word(word: &str) -> Option<Side> {
    match word.to_ascii_lowercase().as_str() {
        "red" => Some(Side::Red),
        "blue" => Some(Side::Blue),
        _ => None,
    }
}

/// The start as the record gives it, with each placed piece's entry for pointing at a breach.
struct Placed {
    start: Start,
    red: Vec<(Located<String>, Located<String>)>,
    blue: Vec<(Located<String>, Located<String>)>,
}

fn start(record: &Record, board: &Board, file: &str) -> Result<Placed, Failure> {
    let fail = |error| Failure { kind: crate::FailureKind::Unreadable, file: file.to_owned(), error };
    let (red, blue, checked) = match &record.setup {
        Some(RecordSetup::Pieces { red, blue, checked }) => (red, blue, *checked),
        Some(RecordSetup::Seats { .. }) => {
            return Err(fail(records::error!(crate::lang::errors::SETUP_BY_SEAT, Loc::UNKNOWN)))
        }
        Some(RecordSetup::Stones { .. }) => {
            return Err(fail(records::error!(crate::lang::errors::JUNQI_SETUP_PIECES, Loc::UNKNOWN)))
        }
        None => return Err(fail(records::error!(crate::lang::errors::JUNQI_NEEDS_SETUP, Loc::new(1, 1)))),
    };
    let read = |list: &[(Located<String>, Located<String>)]| {
        list.iter()
            .map(|(s, p)| Ok((station::<Game>(board, &s.value, s.loc)?, piece(p)?)))
            .collect::<Result<Vec<_>, InputError>>()
            .map_err(fail)
    };
    let (r, b) = (read(red)?, read(blue)?);
    let start =
        if checked { Start::Deployment { red: r, blue: b } } else { Start::Position { red: r, blue: b } };
    Ok(Placed { start, red: red.clone(), blue: blue.clone() })
}

impl Placed {
    /// Where to point for a placement breach: the entry of the breaching side whose station the
    /// message names first (`red's mine on a3 ...`), else that side's first entry.
    fn loc_of(&self, v: &RuleViolation) -> Loc {
        let entries = match v.side {
            Side::Red => &self.red,
            Side::Blue => &self.blue,
        };
        breach_loc(entries, &v.message)
    }
}

/// The two-player game for the shared junqi adapter code (`games/junqi_table.rs`).
impl Table for Game {
    type Side = Side;
    const NOT_A_STATION: &'static records::message::Text = &crate::lang::errors::NOT_A_STATION_JUNQI;
    const NOT_A_SIDE: &'static records::message::Text = &crate::lang::errors::NOT_A_SIDE;
    const STEP: &'static str = "b2-b3";

    fn side_word(word: &str) -> Option<Side> {
        side_word(word)
    }

    fn side_name(side: Side) -> &'static str {
        side.name()
    }

    fn board(&self) -> &'static Board {
        Game::board(self)
    }

    fn to_move(&self) -> Side {
        Game::to_move(self)
    }

    fn plies(&self) -> u32 {
        Game::plies(self)
    }

    fn play(&mut self, side: Option<Side>, mv: Move) -> Result<(), RuleViolation> {
        Game::play(self, side, mv)
    }

    /// The 5x12 drawing: a cell per file and rank, each station's kind.
    fn shape(&self) -> crate::trace::Trace {
        let board = Game::board(self);
        let mut kinds = vec![b'.'; 60];
        for s in board.stations() {
            let p = board.point(s);
            if let Some(k) = kinds.get_mut(usize::from(p.row) * 5 + usize::from(p.col)) {
                *k = match board.kind(s) {
                    junqi_rules::StationKind::Post => b'p',
                    junqi_rules::StationKind::Camp => b'c',
                    junqi_rules::StationKind::Headquarters => b'h',
                };
            }
        }
        crate::trace::Trace {
            board: "junqi",
            notation: "renju",
            cols: 5,
            rows: 12,
            kinds: String::from_utf8_lossy(&kinds).into_owned(),
            ..crate::trace::Trace::default()
        }
    }

    fn cells(&self, out: &mut Vec<u16>) {
        out.resize(60, 0);
        let board = Game::board(self);
        for side in Side::BOTH {
            for (s, kind) in self.pieces(side) {
                let p = board.point(s);
                if let Some(c) = out.get_mut(usize::from(p.row) * 5 + usize::from(p.col)) {
                    // Small numbers: a side's 16 and a piece's place in PieceKind::ALL.
                    *c = (16 * side.index() + kind.index() + 1) as u16;
                }
            }
        }
    }

    fn ending(&self) -> Option<(vocab::Winner, Reason, String)> {
        match self.status() {
            Status::Over(o) => Some((o.winner.into(), o.reason.into(), ending_words(o, self.rules()))),
            Status::Playing => None,
        }
    }
}

/// The sides on a junqi clock.
const PLAYERS: [crate::vocab::Player; 2] = [crate::vocab::Player::Red, crate::vocab::Player::Blue];

/// A game ready to replay, or the placement breach that stops it before move 1.
enum Prepared {
    Ready(Game),
    Breach { violation: RuleViolation, placed: Placed, rules: Rules },
}

fn prepare(record: &Record, rules: &Rules, file: &str) -> Result<Prepared, Failure> {
    let rules = *rules;
    let placed = start(record, Board::two_player(), file)?;
    Ok(match Game::new(rules, placed.start.clone()) {
        Ok(game) => Prepared::Ready(game),
        Err(violation) => Prepared::Breach { violation, placed, rules },
    })
}

/// A junqi record replayed once under its settings: the game where the replay stopped and what
/// the verdict, the diagram and the explanation are made from (shared with four-player junqi).
pub type Replayed = table::Replayed<Game>;

/// Replays a junqi record up to `ply` plies, or to its end (or its first refused entry) when
/// `None`: the one replay `judge`, `show` and `--explain` share. A start that breaks the
/// placement rules is kept as it stands, so that the breach can be seen.
pub fn replay(
    record: &Record,
    settings: &Settings,
    rules: &Rules,
    file: &str,
    ply: Option<usize>,
) -> Result<Replayed, Failure> {
    let fail = |error| Failure { kind: crate::FailureKind::Unreadable, file: file.to_owned(), error };
    let notes = super::first_notes(&settings.profile, record);
    let timekeeper = driver::timekeeper(settings, record, PLAYERS);
    match prepare(record, rules, file)? {
        Prepared::Ready(game) => Replayed::played(game, record, timekeeper, notes, ply, file),
        Prepared::Breach { violation, placed, rules } => {
            // docs/rules/junqi.md, "Deployment": a breach makes the record invalid (rule `setup`)
            // before any move is played.
            let loc = placed.loc_of(&violation);
            let what = if matches!(placed.start, Start::Deployment { .. }) { "setup" } else { "position" };
            let (red, blue) = match &placed.start {
                Start::Deployment { red, blue } | Start::Position { red, blue } => {
                    (red.clone(), blue.clone())
                }
            };
            let game = Game::new(rules, Start::Position { red, blue }).map_err(|v| {
                let loc = placed.loc_of(&v);
                fail(crate::lang::errors::composed(
                    &crate::lang::errors::SETUP_BREACH,
                    loc,
                    std::slice::from_ref(&v.message),
                    vec![crate::lang::breach_in_chinese(&v)],
                ))
            });
            Ok(Replayed::breached(game, violation, (loc, what), timekeeper, notes))
        }
    }
}

/// The verdict on a junqi record replayed to its end.
pub fn verdict(
    r: &mut Replayed,
    record: &Record,
    settings: &Settings,
    file: &str,
) -> Result<Verdict, Failure> {
    r.verdict(record, &settings.profile, file, |game| {
        game.notes()
            .iter()
            .map(|n| match n.event {
                junqi_rules::Event::FlagRevealed { side, flag } => Note::CommanderFell {
                    ply: n.ply,
                    player: side.into(),
                    flag: flag.map(|at| at.to_string()),
                },
            })
            .collect()
    })
}

/// The canonical junqi result for a winner and reason (see the module documentation).
pub fn result_text(winner: vocab::Winner, reason: Option<Reason>) -> String {
    use vocab::Winner as W;
    match winner {
        W::Draw => return "draw".to_owned(),
        // Four-player junqi writes its teams the same way (docs/rules/junqi.md §12.5).
        W::Red | W::Blue | W::SouthNorth | W::EastWest => {}
        // A Go colour can only come from a claim on a record of the wrong game.
        W::Black | W::White | W::NoResult => return "void".to_owned(),
    }
    let how = match reason {
        Some(Reason::FlagCaptured) => "+flag",
        Some(Reason::NoMovablePieces) => "+",
        Some(Reason::Resignation) => "+R",
        Some(Reason::Timeout) => "+T",
        Some(Reason::Forfeit) => "+F",
        // A bare winner, or an ending no junqi win has.
        Some(
            Reason::Score
            | Reason::Agreement
            | Reason::Repetition
            | Reason::Five
            | Reason::Forbidden
            | Reason::BoardFull
            | Reason::Passes
            | Reason::MaxMoves
            | Reason::StonesPlaced
            | Reason::NoCaptureLimit
            | Reason::MaxPlies,
        )
        | None => "",
    };
    format!("{winner}{how}")
}

/// How a game ended, in words: `Red wins: Blue's flag is taken`.
pub(crate) fn ending_words(o: Outcome, rules: &Rules) -> String {
    let (winner, loser) = match o.winner {
        Winner::Red => (Side::Red, Side::Blue),
        Winner::Blue => (Side::Blue, Side::Red),
        Winner::Draw => {
            return match o.reason {
                EndReason::NoCaptureLimit => {
                    format!(
                        "a draw: {} in a row without an attack",
                        crate::verdict::count(rules.no_capture_draw_plies as usize, "ply", "plies")
                    )
                }
                EndReason::MaxPlies => {
                    format!(
                        "a draw: the limit of {} was reached",
                        crate::verdict::count(rules.max_plies.unwrap_or(0) as usize, "ply", "plies")
                    )
                }
                EndReason::BothStuck => "a draw: neither side has a legal move".to_owned(),
                EndReason::Agreement
                | EndReason::FlagCaptured
                | EndReason::NoMovablePieces
                | EndReason::Resignation
                | EndReason::Timeout
                | EndReason::Forfeit => "a draw by agreement".to_owned(),
            }
        }
    };
    let (w, l) = (winner.title(), loser.title());
    match o.reason {
        EndReason::FlagCaptured => format!("{w} wins: {l}'s flag is taken"),
        EndReason::NoMovablePieces => format!("{w} wins: {l} has no legal move"),
        EndReason::Resignation => format!("{w} wins by resignation"),
        EndReason::Timeout => format!("{w} wins on time"),
        EndReason::Forfeit => format!("{w} wins by forfeit"),
        EndReason::NoCaptureLimit | EndReason::MaxPlies | EndReason::BothStuck | EndReason::Agreement => {
            format!("{w} wins")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::table::Entry;
    use super::*;
    use junqi_rules::Station;
    use records::MoveText;

    fn read(text: &str) -> Result<(Option<Side>, Entry, String), InputError> {
        table::read_entry::<Game>(&MoveText::Plain(text.to_owned()), Loc::new(3, 5), Board::two_player())
    }

    fn at(name: &str) -> Station {
        Board::two_player().station(name).unwrap()
    }

    #[test]
    fn steps_read_with_and_without_a_side_word() {
        let step = Entry::Move(Move::Step { from: at("b2"), to: at("b3") });
        assert_eq!(read("b2-b3").unwrap(), (None, step, "b2-b3".to_owned()));
        assert_eq!(read("red b2-b3").unwrap(), (Some(Side::Red), step, "b2-b3".to_owned()));
        assert_eq!(read("  Blue   A11-a7 ").unwrap().0, Some(Side::Blue));
        assert_eq!(read("Blue A11-a7").unwrap().1, Entry::Move(Move::Step { from: at("a11"), to: at("a7") }));
    }

    #[test]
    fn events_and_pass_read_as_words() {
        assert_eq!(read("resign").unwrap().1, Entry::Move(Move::Resign));
        assert_eq!(
            read("blue Timeout").unwrap(),
            (Some(Side::Blue), Entry::Move(Move::Timeout), "Timeout".to_owned())
        );
        assert_eq!(read("FORFEIT").unwrap().1, Entry::Move(Move::Forfeit));
        assert_eq!(read("draw").unwrap().1, Entry::Move(Move::Draw));
        assert_eq!(read("red pass").unwrap().1, Entry::Pass);
    }

    #[test]
    fn bad_entries_are_input_errors_at_their_place() {
        let e = read("f3-f4").unwrap_err();
        assert_eq!(e.message, "\"f3\" is not a station of the junqi board (files a-e, ranks 1-12)");
        assert_eq!(e.loc, Loc::new(3, 5));
        assert!(read("a1-a13").unwrap_err().message.starts_with("\"a13\""));
        assert!(read("R b2-b3").unwrap_err().message.starts_with("\"R\" is not a side"));
        assert!(read("b2b3").unwrap_err().message.contains("from-to"));
        assert!(read("b2-").is_err());
    }

    #[test]
    fn results_follow_the_winner_and_the_way_it_ended() {
        use vocab::Winner as W;
        assert_eq!(result_text(W::Red, Some(Reason::FlagCaptured)), "red+flag");
        assert_eq!(result_text(W::Blue, Some(Reason::NoMovablePieces)), "blue+");
        assert_eq!(result_text(W::Blue, Some(Reason::Resignation)), "blue+R");
        assert_eq!(result_text(W::Red, None), "red");
        assert_eq!(result_text(W::Draw, Some(Reason::NoCaptureLimit)), "draw");
    }
}
