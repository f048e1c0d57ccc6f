//! Go's start: the rules applied to a record and its start position placed (setup stones,
//! edits, handicap stones written as moves, who moves first), ready for the replay.

use crate::note::Note;
use go_rules::{Color, Game, Point, Rules, Setup, SetupError, Size};
use grid::Notation;

use super::super::settings::GoSettings;
use super::super::Failure;
use super::*;
use crate::profile::Profile;
use crate::verdict::Violation;
use records::{InputError, Loc, MoveText, Record, Setup as RecordSetup};

/// The position a record starts from (its setup stones, handicap and first player), checked
/// as a Go position.
pub(super) fn start(record: &Record, rules: &Rules, file: &str) -> Result<Setup, Failure> {
    let fail = |error| Failure { kind: crate::FailureKind::Unreadable, file: file.to_owned(), error };
    let size = rules.board();
    let mut setup = Setup::default();
    match &record.setup {
        None => {}
        Some(RecordSetup::Stones { black, white }) => {
            setup.black = black.iter().map(|p| point(p, size)).collect::<Result<_, _>>().map_err(fail)?;
            setup.white = white.iter().map(|p| point(p, size)).collect::<Result<_, _>>().map_err(fail)?;
        }
        Some(RecordSetup::Pieces { .. } | RecordSetup::Seats { .. }) => {
            return Err(fail(records::error!(crate::lang::errors::GO_SETUP_STONES, Loc::UNKNOWN)))
        }
    }
    if let Some(first) = &record.first {
        setup.first = Some(crate::games::stone_first(first).map_err(fail)?);
    }
    setup.handicap = record.handicap.as_ref().map(|h| h.value);
    Ok(setup)
}

/// A game ready to replay: the rules applied, the start position placed.
pub(super) struct Prepared {
    pub(super) game: Game,
    pub(super) size: Size,
    /// Leading move entries that were taken as free-placement handicap stones.
    pub(super) placed: usize,
    /// `missing_pass: implied`.
    pub(super) implied: bool,
    pub(super) notes: Vec<Note>,
}

/// Why a record cannot start: input that cannot be understood, or a start position that is no
/// Go position (a setup chain without liberties: the record is invalid at ply 0).
pub(super) enum Unprepared {
    Failure(Failure),
    Refused(Violation, Box<(Vec<Note>, InputError)>),
}

impl From<Failure> for Unprepared {
    fn from(f: Failure) -> Unprepared {
        Unprepared::Failure(f)
    }
}

pub(super) fn prepare(
    record: &Record,
    profile: &Profile,
    go: &GoSettings,
    file: &str,
) -> Result<Prepared, Unprepared> {
    let fail = |error| Failure { kind: crate::FailureKind::Unreadable, file: file.to_owned(), error };
    let rules = go.rules.clone();
    let implied = go.implied_passes;
    let size = rules.board();
    let mut setup = start(record, &rules, file)?;
    let mut notes = crate::games::first_notes(profile, record);
    let placed = placed_handicap(record, &setup, size);
    if placed > 0 {
        let set_up = setup.black.len();
        for m in &record.moves[..placed] {
            if let Ok((_, Move::Play(p), _)) = entry(&m.text, m.loc, size) {
                setup.black.push(p);
            }
        }
        notes.push(if set_up == 0 {
            Note::HandicapMoves(placed)
        } else {
            Note::HandicapKataGo { set_up, placed }
        });
    }
    if white_moves_first(record, &setup, size) {
        setup.first = Some(Color::White);
        notes.push(Note::WhiteFirst);
    }
    let game = Game::new(rules, &setup).map_err(|e| match e {
        SetupError::NoLiberty(p) => {
            let loc = setup_loc(record, p, size);
            let name = Notation::Gtp.format(p, size);
            let message = format!(
                "setup stone {name} is in a chain without liberties: no move can leave such a chain on the board (art. 4)"
            );
            let v = Violation::at(0, setup_color(&setup, p).into(), format!("setup {name}"), RuleId::Setup, message, loc);
            // The same sentence as a value, for the failure that goes with the verdict.
            let error = records::error!(crate::lang::errors::GO_SETUP_NO_LIBERTY, Loc::UNKNOWN; name);
            Unprepared::Refused(v, Box::new((notes.clone(), error)))
        }
        // The rule crate's other refusals, as values: the points named as it names them.
        SetupError::OffBoard(p) => Unprepared::Failure(fail(records::error!(
            crate::lang::errors::GO_SETUP_OFF_BOARD, Loc::UNKNOWN;
            Notation::Gtp.format(p, Size::square(grid::MAX_SIDE))
        ))),
        SetupError::Twice(p) => Unprepared::Failure(fail(records::error!(
            crate::lang::errors::GO_SETUP_TWICE, Loc::UNKNOWN;
            Notation::Gtp.format(p, Size::square(grid::MAX_SIDE))
        ))),
    })?;
    Ok(Prepared { game, size, placed, implied, notes })
}

/// An SGF file of setup stones with no `PL` whose first move is White's: a problem, or a
/// handicap record, read as White to move first (SGF leaves the first player to the file, and
/// its first move says who it is). Only when the referee's default would be Black.
pub(super) fn white_moves_first(record: &Record, setup: &Setup, size: Size) -> bool {
    if record.format != records::SourceFormat::Sgf || setup.first.is_some() {
        return false;
    }
    if setup.black.is_empty() && setup.white.is_empty() || setup.first_player() == Color::White {
        return false;
    }
    let first = record.moves.iter().find(|m| !matches!(m.text, MoveText::Edit { .. }));
    first.is_some_and(|m| matches!(entry(&m.text, m.loc, size), Ok((Some(Color::White), _, _))))
}

/// The colour of the setup stone on `p`.
pub(super) fn setup_color(setup: &Setup, p: Point) -> Color {
    if setup.white.contains(&p) {
        Color::White
    } else {
        Color::Black
    }
}

/// Where the record places the setup stone on `p`.
pub(super) fn setup_loc(record: &Record, p: Point, size: Size) -> Loc {
    let Some(RecordSetup::Stones { black, white }) = &record.setup else { return Loc::UNKNOWN };
    black.iter().chain(white).find(|s| point(s, size).ok() == Some(p)).map_or(Loc::UNKNOWN, |s| s.loc)
}

/// An edit refused for its position, with points named on the game's board.
pub(super) fn edit_message(e: &SetupError, size: Size) -> String {
    match e {
        SetupError::NoLiberty(p) => format!(
            "the edit leaves {} in a chain without liberties: no move can leave such a chain on the board (art. 4)",
            Notation::Gtp.format(*p, size)
        ),
        other => format!("the edit is not a position on this board: {other}"),
    }
}

/// Handicap stones written as Black's first moves. SGF's convention for free placement:
/// `HA[n]` with no `AB` stones, and Black's first n moves are the handicap stones. KataGo's:
/// `HA[n]` with k < n black setup stones (no white ones) and Black to move, Black's first n - k
/// moves completing the handicap (KataGo's `BoardHistory::computeNumHandicapStones` counts the
/// setup's black stones and Black's moves before White's first, and its SGF writes that count
/// in `HA`; its handicap games place n - 1 stones and let Black play the n-th). Returns how
/// many of the record's first moves are handicap stones: n - k when the record is written
/// either way, else 0.
pub(super) fn placed_handicap(record: &Record, setup: &Setup, size: Size) -> usize {
    let n = setup.handicap.unwrap_or(0) as usize;
    let k = setup.black.len();
    let black_to_move = setup.first.is_none_or(|c| c == Color::Black);
    if n < 2 || k >= n || !setup.white.is_empty() || !black_to_move {
        return 0;
    }
    let rest = n - k;
    if record.moves.len() < rest {
        return 0;
    }
    let all_black_stones = record.moves[..rest]
        .iter()
        .all(|m| matches!(entry(&m.text, m.loc, size), Ok((Some(Color::Black), Move::Play(p), _)) if size.contains(p)));
    if all_black_stones {
        rest
    } else {
        0
    }
}
