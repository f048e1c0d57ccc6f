//! Game adapters: each turns a [`Record`] and a profile into calls on its rule crate and the
//! crate's answers into a [`Verdict`]. What is common to every game lives here: choosing and
//! layering the profile, reading the claimed result, and settling a claim against the ending.

pub mod clock;
pub mod driver;
pub mod go;
pub mod junqi;
mod junqi_table;
pub mod komi;
pub mod nigiri;
pub mod renju;
mod replayed;
pub mod sealed;
pub mod settings;
pub mod siguo;

use crate::folder::Folder;
use crate::note::Note;
use std::sync::Arc;

pub use crate::settle::{read_claim, settle, End, Judged};
pub use replayed::Replayed;
pub use settings::{GameSettings, Settings};

use crate::draw;
use crate::lang::errors as E;
use crate::profile::{self, GameName, Profile, ProfileError};
use crate::verdict::Verdict;
use crate::vocab::{Game, Reason, Winner};
use records::{InputError, Loc, Override, Record};

/// What the command line adds to every record.
#[derive(Debug, Default, Clone)]
pub struct Options {
    /// `--rules`: a profile instead of the one the record names.
    pub rules: Option<String>,
    /// `--set`, in order.
    pub sets: Vec<Override>,
    /// `--profiles`: folders beside the tree being judged whose profile files records may name
    /// (`crate::folder`).
    pub profiles: Vec<std::path::PathBuf>,
    /// The settings resolved so far for records judged with these options, kept so that the
    /// records of a batch naming the same rules share one resolution. A clone starts empty.
    pub resolver: settings::Resolver,
}

/// Input that cannot be understood, and the file it is in (the record, a profile, `--set`).
#[derive(Debug, Clone)]
pub struct Failure {
    /// What is wrong, set where the failure is made, so that a caller can tell kinds apart
    /// (the Python module raises an exception class per kind).
    pub kind: FailureKind,
    pub file: String,
    pub error: InputError,
}

/// The kinds of [`Failure`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum FailureKind {
    /// The record, or the file or stream holding it, cannot be read or understood (its own
    /// `set:` keys and `first:` included).
    Unreadable,
    /// A profile: an unknown name, a profile file that cannot be read, a key that does not parse.
    Profile,
    /// What the caller asked does not fit: `--rules` of another game, a `--set` the record's
    /// game has no use for, a game number or ply the file does not hold, `--dead` on another game.
    Argument,
}

impl FailureKind {
    /// The kind as one word: `unreadable`, `profile`, `argument`.
    pub fn key(self) -> &'static str {
        match self {
            FailureKind::Unreadable => "unreadable",
            FailureKind::Profile => "profile",
            FailureKind::Argument => "argument",
        }
    }
}

impl From<ProfileError> for Failure {
    fn from(e: ProfileError) -> Failure {
        Failure { kind: FailureKind::Profile, file: e.file, error: e.error }
    }
}

/// Judges one record read from `file` (shown as given); relative profile paths in the
/// record are taken from `base`, the record's folder, and must stay in its tree. Its settings are resolved once per
/// distinct inputs of `opts`' batch ([`settings::Resolver`]).
pub fn judge(record: &Record, file: &str, base: Folder<'_>, opts: &Options) -> Result<Verdict, Failure> {
    let settings = opts.resolver.settings(record, file, base, opts)?;
    judge_with(record, &settings, file)
}

/// [`judge`], keeping the replay the verdict came from for drawing (`judge --explain`).
pub fn judge_kept(
    record: &Record,
    file: &str,
    base: Folder<'_>,
    opts: &Options,
) -> Result<(Verdict, Box<dyn Replayed>), Failure> {
    let settings = opts.resolver.settings(record, file, base, opts)?;
    judge_replayed(record, &settings, file)
}

/// Judges one record under its resolved settings (its fields already checked).
pub fn judge_with(record: &Record, settings: &Settings, file: &str) -> Result<Verdict, Failure> {
    judge_replayed(record, settings, file).map(|(verdict, _)| verdict)
}

/// Judges one record under its resolved settings, and keeps its replay for drawing: the one
/// replay the verdict, the diagram and `--explain` come from.
pub fn judge_replayed(
    record: &Record,
    settings: &Settings,
    file: &str,
) -> Result<(Verdict, Box<dyn Replayed>), Failure> {
    let mut replayed = replayed::replay(record, settings, file, None)?;
    let mut verdict = replayed.verdict(record, settings, file)?;
    // The colours are settled before move 1 (seed 000 第十条 猜先), whatever the moves show.
    if settings.profile.game != GameName::Junqi {
        nigiri::check(record, &mut verdict);
    }
    Ok((verdict, replayed))
}

/// One policy for the fields of a record a game does not use (README, "Records"): clocks and
/// sealed moves apply to every game (junqi is played on a clock too); `dead:` and `handicap:`
/// are Go's, and `nigiri:` chooses the colours of Go and renju; anywhere else such a field is an
/// error naming it, never silently ignored. (Renju's fifth-move offers are refused by the other
/// adapters as moves, and each game's own words for `first:` are checked by its adapter.)
pub fn fields(record: &Record, game: Game, file: &str) -> Result<(), Failure> {
    let fail =
        |error: InputError| Err(Failure { kind: FailureKind::Unreadable, file: file.to_owned(), error });
    let name = game.id();
    if game != Game::Go {
        if let Some(d) = record.dead.first() {
            return fail(records::error!(E::DEAD_NOT_GO, d.loc; name));
        }
        if let Some(h) = &record.handicap {
            return fail(records::error!(E::HANDICAP_NOT_GO, h.loc; name));
        }
    }
    if game == Game::Junqi {
        if let Some(n) = &record.nigiri {
            return fail(records::error!(E::NIGIRI_JUNQI, n.loc));
        }
    }
    Ok(())
}

/// The colour a Go or renju record's `first:` names (`black`, `Black`, `B`, `white`, `W`, in any
/// case), the same for every game that plays with stones.
pub fn stone_first(first: &records::Located<String>) -> Result<grid::Color, InputError> {
    match first.value.trim().to_ascii_lowercase().as_str() {
        "black" | "b" => Ok(grid::Color::Black),
        "white" | "w" => Ok(grid::Color::White),
        other => Err(records::error!(E::FIRST_STONE, first.loc; profile::quote(other))),
    }
}

/// Checks every game key of a profile by applying it (`referee rules check`).
pub fn validate(profile: &Profile) -> Result<(), Failure> {
    settings::resolve(profile.clone(), None, &[])
        .map(|_| ())
        .map_err(|e| e.failure(&profile.origin, Loc::UNKNOWN))
}

/// Draws the position of a record after `ply` plies (the end, or the last legal position,
/// when `None`), in the style's form and language.
pub fn diagram(
    record: &Record,
    file: &str,
    base: Folder<'_>,
    opts: &Options,
    ply: Option<usize>,
    style: draw::Style,
) -> Result<String, Failure> {
    let settings = opts.resolver.settings(record, file, base, opts)?;
    replayed::replay(record, &settings, file, ply)?.diagram(style)
}

/// The positions a record's replay passes through, for a viewer ([`crate::trace`]): `None`
/// for a record that cannot be replayed, or a game that gives no trace (four-player junqi).
pub fn trace(record: &Record, file: &str, base: Folder<'_>, opts: &Options) -> Option<crate::trace::Trace> {
    let settings = opts.resolver.settings(record, file, base, opts).ok()?;
    let (replayed, trace) = crate::trace::take(|| replayed::replay(record, &settings, file, None).is_ok());
    trace.filter(|_| replayed)
}

/// `referee show --dead`: the position of a Go record after `ply` plies with the referee's
/// life judgement marked and each dead or uncertain chain's reason (docs/rules/go.md §1.8).
/// Another game's record is an error.
pub fn dead_diagram(
    record: &Record,
    file: &str,
    base: Folder<'_>,
    opts: &Options,
    ply: Option<usize>,
    style: draw::Style,
) -> Result<String, Failure> {
    let settings = opts.resolver.settings(record, file, base, opts)?;
    let not_go = || Failure {
        kind: FailureKind::Argument,
        file: file.to_owned(),
        error: records::error!(E::SHOW_DEAD_NOT_GO, Loc::UNKNOWN; settings.profile.game),
    };
    if !matches!(settings.game, GameSettings::Go(_)) {
        return Err(not_go());
    }
    replayed::replay(record, &settings, file, ply)?.life(style).unwrap_or_else(|| Err(not_go()))
}

/// The profile a record is judged under: `--rules`, else the one the record names (a built-in
/// name, or a file relative to `base`, the record's folder, inside its tree or `--profiles`:
/// the only file this reads, `profile::load_named`), else the default of the record's game.
pub fn choose_profile(
    record: &Record,
    file: &str,
    base: Folder<'_>,
    opts: &Options,
) -> Result<Profile, Failure> {
    if let Some(name) = &opts.rules {
        let profile = profile::load(name, None, Loc::UNKNOWN, "--rules")?;
        // A YAML record's game is its own profile's: `--rules` of another game is refused as it
        // is for the formats that carry their game.
        if let (Some(own), None) = (&record.rules, record.game) {
            if let Ok(theirs) = profile::load_named(&own.value, base, &opts.profiles, own.loc, file) {
                if theirs.game != profile.game {
                    return Err(Failure {
                        kind: FailureKind::Argument,
                        file: file.to_owned(),
                        error: records::error!(
                            E::RULES_OTHER_GAME, own.loc;
                            records::excerpt(name), profile.game, records::excerpt(&own.value), theirs.game
                        ),
                    });
                }
            }
        }
        return match other_game(&profile, record) {
            Some(error) => Err(Failure { kind: FailureKind::Argument, file: file.to_owned(), error }),
            None => Ok(profile),
        };
    }
    if let Some(name) = &record.rules {
        // A profile file that cannot be read is the record's error, at its `rules:` (an error
        // inside a profile that was read points into the profile).
        return profile::load_named(&name.value, base, &opts.profiles, name.loc, file).map_err(|e| {
            if e.error.loc.is_known() || e.file == file {
                Failure::from(e)
            } else {
                Failure {
                    kind: FailureKind::Profile,
                    file: file.to_owned(),
                    error: E::composed(
                        &E::RULES_FILE,
                        name.loc,
                        &[e.file.clone(), e.error.message.clone()],
                        vec![e.file.clone(), E::text(&e.error, crate::lang::Lang::Zh).into_owned()],
                    ),
                }
            }
        });
    }
    let Some(choice) = crate::rule_sets::choose(record) else {
        return Err(Failure {
            kind: FailureKind::Unreadable,
            file: file.to_owned(),
            error: records::error!(E::NO_RULES, Loc::new(1, 1)),
        });
    };
    let mut profile = profile::load(choice.profile, None, choice.loc, file)?;
    if !choice.keys.is_empty() {
        Arc::make_mut(&mut profile.keys).extend(choice.keys);
    }
    profile.notes.extend(choice.note);
    Ok(profile)
}

/// The error for `--rules` naming a profile of another game than the record's own (SGF `GM`,
/// PSQ and RIF are five-in-row files): the profile's keys would otherwise be refused one by one
/// (`komi_points` for a renju profile), which says nothing of the real mistake.
fn other_game(profile: &Profile, record: &Record) -> Option<InputError> {
    use records::{GameKind, SourceFormat};
    let kind = record.game?;
    let fits = match kind {
        GameKind::Go => profile.game == GameName::Go,
        GameKind::FiveInRow => matches!(profile.game, GameName::Renju | GameName::Gomoku),
        GameKind::Junqi => profile.game == GameName::Junqi,
    };
    if fits {
        return None;
    }
    // The record's game in each language, with what said so (its format) where that tells.
    let (game, game_zh) = match kind {
        GameKind::Go => ("a Go game", "一局围棋"),
        GameKind::FiveInRow => ("a Renju or Gomoku game", "一局连珠或五子棋"),
        GameKind::Junqi => ("a Junqi game", "一局军棋"),
    };
    let (said, said_zh) = match (record.format, kind) {
        (SourceFormat::Sgf, GameKind::Go) => (" (GM[1])", "（`GM[1]`）"),
        (SourceFormat::Sgf, GameKind::FiveInRow) => (" (GM[4])", "（`GM[4]`）"),
        (SourceFormat::Psq, _) => (" (a PSQ file)", "（PSQ 文件）"),
        (SourceFormat::Rif, _) => (" (a RenjuNet game)", "（RenjuNet 棋局）"),
        _ => ("", ""),
    };
    let (name, of) = (profile::quote(&profile.name), profile.game.to_string());
    Some(E::composed(
        &E::PROFILE_OTHER_GAME,
        Loc::UNKNOWN,
        &[name.clone(), of.clone(), format!("{game}{said}")],
        vec![name, of, format!("{game_zh}{said_zh}")],
    ))
}

/// The notes every verdict starts with: how the profile was chosen, then the reader's.
pub fn first_notes(profile: &Profile, record: &Record) -> Vec<Note> {
    profile.notes.iter().cloned().chain(record.notes.iter().cloned().map(Note::Read)).collect()
}

/// The colour a move's prefix names (`B`, `W`, `black`, `white`, in any case).
pub fn color_word(word: &str, loc: Loc) -> Result<grid::Color, InputError> {
    if word.eq_ignore_ascii_case("b") || word.eq_ignore_ascii_case("black") {
        Ok(grid::Color::Black)
    } else if word.eq_ignore_ascii_case("w") || word.eq_ignore_ascii_case("white") {
        Ok(grid::Color::White)
    } else {
        Err(records::error!(E::NOT_A_PLAYER, loc; profile::quote(word)))
    }
}

/// The SGF-style result (docs/contract.md §5) of a Go or five-in-row game that ended by an event
/// or a five: `B+R`, `W+T`, `W+F` (forfeit, or a forbidden move that loses), `B+` (a five or a
/// bare winner), `Draw`, `Void` (no result).
pub fn sgf_result(winner: Winner, reason: Option<Reason>) -> String {
    let letter = match winner {
        Winner::Black => "B",
        Winner::White => "W",
        Winner::Draw => return "Draw".to_owned(),
        // A junqi side can only come from a claim on a record of the wrong game: no SGF result
        // names it, so the game is written as voided.
        Winner::NoResult | Winner::Red | Winner::Blue | Winner::SouthNorth | Winner::EastWest => {
            return "Void".to_owned()
        }
    };
    let how = match reason {
        Some(Reason::Resignation) => "R",
        Some(Reason::Timeout) => "T",
        Some(Reason::Forfeit | Reason::Forbidden) => "F",
        // A five, a count (written with its margin by the Go adapter) or a bare winner.
        Some(
            Reason::Score
            | Reason::Agreement
            | Reason::Repetition
            | Reason::Five
            | Reason::BoardFull
            | Reason::Passes
            | Reason::MaxMoves
            | Reason::StonesPlaced
            | Reason::FlagCaptured
            | Reason::NoMovablePieces
            | Reason::NoCaptureLimit
            | Reason::MaxPlies,
        )
        | None => "",
    };
    format!("{letter}+{how}")
}

/// Splits an optional leading colour word off a move text: `B Q16` → (`Some("B")`, `Q16`).
pub fn split_player(text: &str) -> (Option<&str>, &str) {
    let t = text.trim();
    match t.split_once(char::is_whitespace) {
        Some((p, rest)) => (Some(p), rest.trim()),
        None => (None, t),
    }
}

/// Every profile key of every game (the keys `--set` may name), each once, in the order the
/// games list them: for checking a `--set` before any record is read.
pub fn all_profile_keys() -> Vec<&'static str> {
    let mut keys: Vec<&'static str> = Vec::new();
    for list in [go::KEYS, renju::KEYS, junqi::KEYS, siguo::KEYS, clock::KEYS] {
        for k in list {
            if !keys.contains(k) {
                keys.push(k);
            }
        }
    }
    keys
}
