//! The Go adapter: profile keys → `go_rules::Rules`, record entries → `go_rules::Move`, the
//! game's status and count → a verdict (docs/rules/go.md).

use go_rules::{
    Color, EditError, EndReason, Game, HandicapBonus, IllegalMoveEffect, KoRule, Move, Neutral, Point,
    RepetitionEffect, Rules, Scoring, Setup, SetupError, Size, Status as GoStatus, SuicideRule, Tax, Winner,
};
use grid::Notation;

use std::borrow::Cow;

use super::driver::{self, Replay, Stop};
use super::{color_word, settle, sgf_result as result_text, split_player, End, Failure, Judged, Options};
use crate::claim::{self, Claim};
use crate::lang::Lang;
use crate::profile::{keys, Profile};
use crate::verdict::{count as plural, points_text, stones_in_words, DeadSource, Score, Verdict, Violation};
use crate::vocab::{self, Game as GameId, Reason, RuleId};
use records::{InputError, Loc, Located, MoveText, Record, Setup as RecordSetup};

const KEYS: &[&str] = &[
    "size",
    "rows",
    "komi",
    "komi_points",
    "ko",
    "suicide",
    "scoring",
    "neutral",
    "handicap_bonus",
    "illegal_move",
    "repetition",
    "missing_pass",
    "dead_stones",
    "tax",
    "button",
    "pass_stones",
    "friendly_pass",
    "resume",
    "cleanup_points",
];

/// `friendly_pass` (docs/rules/go.md §1.10, "Button and pass stones"): `true` (default)
/// lets the players end the game by passing with dead stones still on the board, removed by
/// agreement (the record's dead stones or territory marks); `false` is Tromp-Taylor's and
/// KataGo's `fpok0`: every stone on the board at the end is alive, and marks are not used.
const FRIENDLY_PASS: &[(&str, bool)] = &[("true", true), ("false", false)];

/// `missing_pass` (docs/rules/go.md §2, "Server conventions"): `strict` (default) makes two
/// moves of one colour in a row `out-of-turn`; `implied` reads the other colour's pass between
/// them, as a server that drops passes from its records meant, with a note at each one.
const MISSING_PASS: &[(&str, bool)] = &[("strict", false), ("implied", true)];

/// `dead_stones` (docs/rules/go.md, "Inferred dead stones"): `agreed` (default) counts the dead
/// stones the record marks and no others; `infer` judges them from the final position when the
/// record marks none (a record's own marks are still used when it has them); `pass-alive`
/// (docs/rules/go.md §1.11, KataGo's count) removes exactly the stones inside the other
/// colour's pass-alive territory and no others, marks or not.
const DEAD_STONES: &[(&str, Dead)] =
    &[("agreed", Dead::Agreed), ("infer", Dead::Infer), ("pass-alive", Dead::PassAlive)];

/// A value of `dead_stones`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dead {
    Agreed,
    Infer,
    PassAlive,
}

/// At most this many uncertain chains are tried alive and dead in every combination (2^10
/// counts); with more, a claim their fate could change is not checked.
const MAX_UNCERTAIN: usize = 10;

/// Builds the rules from the profile and its overrides.
pub fn settings(profile: &Profile, record: &Record, file: &str, opts: &Options) -> Result<Rules, Failure> {
    super::apply_layers(Rules::default(), apply, profile, record, file, opts)
}

/// Applies one key; used for profiles, `set:` and `--set` alike.
pub fn apply(r: &mut Rules, o: &records::Override) -> Result<(), InputError> {
    match o.key.value.as_str() {
        "size" => r.size = keys::whole(o, 2, 25)? as u8,
        // A rectangular board's rows (docs/rules/go.md §1.12): SGF `SZ[cols:rows]` sets it.
        "rows" => r.rows = Some(keys::whole(o, 2, 25)? as u8),
        "komi" => r.komi = keys::number(o, -200.0, 200.0)?,
        "komi_points" => r.komi = keys::number(o, -400.0, 400.0)? / 2.0,
        "ko" => {
            r.ko = keys::choice(
                o,
                &[
                    ("simple", KoRule::Simple),
                    ("positional-superko", KoRule::PositionalSuperko),
                    ("situational-superko", KoRule::SituationalSuperko),
                ],
            )?
        }
        "suicide" => {
            r.suicide = keys::choice(
                o,
                &[
                    ("forbidden", SuicideRule::Forbidden),
                    ("allowed", SuicideRule::Allowed),
                    ("multi-stone", SuicideRule::MultiStone),
                ],
            )?
        }
        "tax" => r.tax = keys::choice(o, &[("none", Tax::None), ("seki", Tax::Seki), ("all", Tax::All)])?,
        "button" => r.button = keys::choice(o, &[("true", true), ("false", false)])?,
        "pass_stones" => r.pass_stones = keys::choice(o, &[("true", true), ("false", false)])?,
        "resume" => r.resume = keys::choice(o, &[("true", true), ("false", false)])?,
        "cleanup_points" => r.cleanup_points = keys::choice(o, &[("true", true), ("false", false)])?,
        // Read by the adapter from the layers, like `missing_pass`.
        "friendly_pass" => {
            keys::choice(o, FRIENDLY_PASS)?;
        }
        "scoring" => {
            r.scoring = keys::choice(o, &[("area", Scoring::Area), ("territory", Scoring::Territory)])?
        }
        "neutral" => r.neutral = keys::choice(o, &[("split", Neutral::Split), ("none", Neutral::None)])?,
        "handicap_bonus" => {
            r.handicap_bonus = keys::choice(
                o,
                &[
                    ("half-per-stone", HandicapBonus::HalfPerStone),
                    // KataGo's `whbN`: N points for N stones, the same as half a stone each.
                    ("n", HandicapBonus::HalfPerStone),
                    ("n-minus-one", HandicapBonus::NMinusOne),
                    ("none", HandicapBonus::None),
                ],
            )?
        }
        "illegal_move" => {
            r.illegal_move = keys::choice(
                o,
                &[("invalid", IllegalMoveEffect::Invalid), ("loses", IllegalMoveEffect::Loses)],
            )?
        }
        "repetition" => {
            r.repetition = keys::choice(
                o,
                &[("illegal", RepetitionEffect::Illegal), ("no-result", RepetitionEffect::NoResult)],
            )?
        }
        // Read by the adapter from the layers (`missing_pass`); checked here like every key.
        "missing_pass" => {
            keys::choice(o, MISSING_PASS)?;
        }
        // Read by the adapter from the layers (`dead_stones`).
        "dead_stones" => {
            keys::choice(o, DEAD_STONES)?;
        }
        k if super::clock::is_key(k) => super::clock::check_key(o)?,
        _ => return Err(keys::unknown(o, "go", &[KEYS, super::clock::KEYS].concat())),
    }
    Ok(())
}

fn point(text: &Located<String>, size: Size) -> Result<Point, InputError> {
    Notation::Gtp.parse(&text.value, size).map_err(|e| InputError::new(e.to_string(), text.loc))
}

/// One parsed entry: the colour the record gave, the move, and the text to show for it. The
/// text is borrowed from the record: judging allocates nothing per move.
fn entry(text: &MoveText, loc: Loc, size: Size) -> Result<(Option<Color>, Move, &str), InputError> {
    match text {
        MoveText::Plain(t) => {
            let (who, what) = split_player(t);
            let color = who.map(|w| color_word(w, loc)).transpose()?;
            let event = [
                ("pass", Move::Pass),
                ("resign", Move::Resign),
                ("timeout", Move::Timeout),
                ("forfeit", Move::Forfeit),
                ("draw", Move::Draw),
            ]
            .into_iter()
            .find(|(word, _)| what.eq_ignore_ascii_case(word));
            let mv = match event {
                Some((_, mv)) => mv,
                None => Move::Play(
                    Notation::Gtp.parse(what, size).map_err(|e| InputError::new(e.to_string(), loc))?,
                ),
            };
            Ok((color, mv, what))
        }
        // A reader's typed point needs no parsing; its name comes from a static table.
        MoveText::Stone { color, point } => {
            Ok((*color, Move::Play(*point), Notation::Gtp.name(*point).unwrap_or("?")))
        }
        MoveText::Pass { color } => Ok((*color, Move::Pass, "pass")),
        MoveText::OffBoard { color, shown } => Ok((*color, Move::Play(Point::new(u8::MAX, u8::MAX)), shown)),
        MoveText::Offer { .. } => Err(InputError::new("fifth-move offers belong to renju, not Go", loc)),
        MoveText::Edit { .. } => Err(InputError::new("an edit of the position is not a move", loc)),
    }
}

/// Whether the profile layers read passes a server dropped (`missing_pass: implied`).
fn implies_passes(profile: &Profile, record: &Record, file: &str, opts: &Options) -> Result<bool, Failure> {
    flag(profile, record, file, opts, "missing_pass", MISSING_PASS, false)
}

/// Whether the profile layers infer dead stones a record does not mark (`dead_stones: infer`).
pub fn infers_dead(profile: &Profile, record: &Record, file: &str, opts: &Options) -> Result<bool, Failure> {
    Ok(flag(profile, record, file, opts, "dead_stones", DEAD_STONES, Dead::Agreed)? == Dead::Infer)
}

/// Whether the profile layers count as KataGo does (`dead_stones: pass-alive`, docs/rules/go.md
/// §1.11): the stones inside the other colour's pass-alive territory are removed, no others.
pub fn removes_pass_alive_dead(
    profile: &Profile,
    record: &Record,
    file: &str,
    opts: &Options,
) -> Result<bool, Failure> {
    Ok(flag(profile, record, file, opts, "dead_stones", DEAD_STONES, Dead::Agreed)? == Dead::PassAlive)
}

/// A key of a few words the adapter reads from the layers (the last layer that sets it wins).
fn flag<T: Copy>(
    profile: &Profile,
    record: &Record,
    file: &str,
    opts: &Options,
    name: &str,
    words: &[(&str, T)],
    default: T,
) -> Result<T, Failure> {
    let mut value = default;
    for layer in super::each_layer(profile, record, file, opts) {
        if layer.key.key.value == name {
            value = keys::choice(layer.key, words)
                .map_err(|error| Failure { file: layer.file.to_owned(), error })?;
        }
    }
    Ok(value)
}

fn start(record: &Record, rules: &Rules, file: &str) -> Result<Setup, Failure> {
    let fail = |error| Failure { file: file.to_owned(), error };
    let size = rules.board();
    let mut setup = Setup::default();
    match &record.setup {
        None => {}
        Some(RecordSetup::Stones { black, white }) => {
            setup.black = black.iter().map(|p| point(p, size)).collect::<Result<_, _>>().map_err(fail)?;
            setup.white = white.iter().map(|p| point(p, size)).collect::<Result<_, _>>().map_err(fail)?;
        }
        Some(RecordSetup::Pieces { .. } | RecordSetup::Seats { .. }) => {
            return Err(fail(InputError::new(
                "a Go setup lists stones under `black:` and `white:`",
                Loc::UNKNOWN,
            )))
        }
    }
    if let Some(first) = &record.first {
        setup.first = Some(super::stone_first(first).map_err(fail)?);
    }
    setup.handicap = record.handicap.as_ref().map(|h| h.value);
    Ok(setup)
}

/// A game ready to replay: the rules applied, the start position placed.
struct Prepared {
    game: Game,
    size: Size,
    /// Leading move entries that were taken as free-placement handicap stones.
    placed: usize,
    /// `missing_pass: implied`.
    implied: bool,
    notes: Vec<String>,
}

/// Why a record cannot start: input that cannot be understood, or a start position that is no
/// Go position (a setup chain without liberties: the record is invalid at ply 0).
enum Unprepared {
    Failure(Failure),
    Refused(Violation, Vec<String>),
}

impl From<Failure> for Unprepared {
    fn from(f: Failure) -> Unprepared {
        Unprepared::Failure(f)
    }
}

fn prepare(record: &Record, profile: &Profile, file: &str, opts: &Options) -> Result<Prepared, Unprepared> {
    let fail = |error| Failure { file: file.to_owned(), error };
    let rules = settings(profile, record, file, opts)?;
    let implied = implies_passes(profile, record, file, opts)?;
    let size = rules.board();
    let mut setup = start(record, &rules, file)?;
    let mut notes = super::first_notes(profile, record);
    let placed = placed_handicap(record, &setup, size);
    if placed > 0 {
        for m in &record.moves[..placed] {
            if let Ok((_, Move::Play(p), _)) = entry(&m.text, m.loc, size) {
                setup.black.push(p);
            }
        }
        notes.push(format!(
            "handicap {placed} with no setup stones: Black's first {placed} moves are the handicap stones (free placement)"
        ));
    }
    if white_moves_first(record, &setup, size) {
        setup.first = Some(Color::White);
        notes.push(
            "no PL in the file and its first move is White's, after setup stones (a problem or a handicap \
             record): White moves first"
                .to_owned(),
        );
    }
    let game = Game::new(rules, &setup).map_err(|e| match e {
        SetupError::NoLiberty(p) => {
            let loc = setup_loc(record, p, size);
            let name = Notation::Gtp.format(p, size);
            let v = Violation {
                ply: 0,
                player: setup_color(&setup, p).into(),
                mv: format!("setup {name}"),
                rule: RuleId::Setup,
                message: format!(
                    "setup stone {name} is in a chain without liberties: no move can leave such a chain on the board (art. 4)"
                ),
                line: loc.is_known().then_some(loc.line),
                column: loc.is_known().then_some(loc.column),
            };
            Unprepared::Refused(v, notes.clone())
        }
        other => Unprepared::Failure(fail(InputError::new(other.to_string(), Loc::UNKNOWN))),
    })?;
    Ok(Prepared { game, size, placed, implied, notes })
}

/// An SGF file of setup stones with no `PL` whose first move is White's: a problem, or a
/// handicap record, read as White to move first (SGF leaves the first player to the file, and
/// its first move says who it is). Only when the referee's default would be Black.
fn white_moves_first(record: &Record, setup: &Setup, size: Size) -> bool {
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
fn setup_color(setup: &Setup, p: Point) -> Color {
    if setup.white.contains(&p) {
        Color::White
    } else {
        Color::Black
    }
}

/// Where the record places the setup stone on `p`.
fn setup_loc(record: &Record, p: Point, size: Size) -> Loc {
    let Some(RecordSetup::Stones { black, white }) = &record.setup else { return Loc::UNKNOWN };
    black.iter().chain(white).find(|s| point(s, size).ok() == Some(p)).map_or(Loc::UNKNOWN, |s| s.loc)
}

/// One record entry as the Go adapter replays it: a move for the rule crate, or an edit of the
/// position (SGF setup in the middle of a game).
#[derive(Debug, Clone, PartialEq)]
enum Step {
    Move(Move),
    Edit { stones: Vec<(Point, Option<Color>)>, first: Option<Color> },
}

/// Why the adapter did not play an entry.
#[derive(Debug)]
enum Refusal {
    /// The rule crate's refusal, and whether it ended the game by the profile's choice
    /// (`illegal_move: loses`) instead of making the record invalid.
    Rule(go_rules::Violation, bool),
    /// An edit the position cannot take.
    Edit(EditError),
}

/// The Go game as the replay driver sees it.
#[derive(Debug)]
struct GoReplay {
    game: Game,
    size: Size,
    /// Leading entries taken as handicap stones: plies count from the record's first entry.
    placed: usize,
    /// `missing_pass: implied`.
    implies: bool,
    /// Passes implied so far (they are no record entries: plies do not count them).
    implied: usize,
    /// Passes after the two that ended the game, noted and not played (they count as plies).
    late_passes: usize,
    /// Whether the last move played was a pass.
    last_pass: bool,
    /// Entries refused that ended the game (`illegal_move: loses`): not played, so not in the
    /// verdict's plies, but record entries, so later entries' ply numbers count them.
    ended_by: usize,
    /// The entry whose stone last recreated an earlier position, while the players are in a
    /// cycle (`repetition: no-result`): its index, ply and text.
    cycle_at: Option<(usize, usize, String)>,
    /// How many times the players entered a cycle.
    cycles: usize,
    /// The index in the record's entries (after the handicap stones) of the replay's first.
    from: usize,
    notes: Vec<String>,
}

/// At most this many cycles are described in the notes one by one.
const CYCLE_NOTES: usize = 3;

impl GoReplay {
    /// The replay of a prepared game, which it takes over (no copy of the game per record).
    fn new(p: Prepared) -> GoReplay {
        GoReplay {
            game: p.game,
            size: p.size,
            placed: p.placed,
            implies: p.implied,
            implied: 0,
            late_passes: 0,
            last_pass: false,
            ended_by: 0,
            cycle_at: None,
            cycles: 0,
            from: 0,
            notes: Vec::new(),
        }
    }

    /// Record entries played (moves, passes and endings; not edits or implied passes), counted
    /// from the record's first entry.
    fn record_plies(&self) -> usize {
        self.placed + self.game.plies() + self.late_passes - self.implied
    }
}

impl Replay for GoReplay {
    type Side = Color;
    type Move = Step;
    type Refusal = Refusal;

    fn entry<'t>(
        &self,
        text: &'t MoveText,
        loc: Loc,
    ) -> Result<(Option<Color>, Step, Cow<'t, str>), InputError> {
        match text {
            // The common entry, a reader's typed point, is read here: through the general
            // reading's `Result`, returned in memory, it cost a store-forwarding stall a move.
            MoveText::Stone { color, point } => {
                let shown = Notation::Gtp.name(*point).unwrap_or("?");
                return Ok((*color, Step::Move(Move::Play(*point)), Cow::Borrowed(shown)));
            }
            MoveText::Edit { stones, first } => {
                let step = Step::Edit { stones: stones.clone(), first: *first };
                return Ok((None, step, Cow::Borrowed("AB/AW/AE")));
            }
            _ => {}
        }
        entry(text, loc, self.size).map(|(c, mv, shown)| (c, Step::Move(mv), Cow::Borrowed(shown)))
    }

    fn to_move(&self) -> Color {
        self.game.to_move()
    }

    fn playing(&self) -> bool {
        matches!(self.game.status(), GoStatus::Playing)
    }

    fn progress(&self) -> usize {
        self.record_plies()
    }

    fn ply_of(&self, _index: usize) -> usize {
        self.record_plies() + self.ended_by + 1
    }

    fn ends_game(mv: &Step) -> bool {
        matches!(mv, Step::Move(Move::Resign | Move::Forfeit | Move::Draw | Move::Timeout))
    }

    fn on_own_clock(mv: &Step) -> bool {
        matches!(mv, Step::Move(_))
    }

    fn play(&mut self, index: usize, color: Option<Color>, step: &Step) -> Result<(), Refusal> {
        let mv = match step {
            Step::Edit { stones, first } => {
                self.game.edit(stones, *first).map_err(Refusal::Edit)?;
                let (added, emptied) = stones.iter().fold((0, 0), |(a, e), (_, s)| match s {
                    Some(_) => (a + 1, e),
                    None => (a, e + 1),
                });
                let turn = first.map_or(String::new(), |c| format!(", {} to play", c.title()));
                let plural =
                    |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
                let (added, emptied) = (plural(added, "stone", "stones"), plural(emptied, "point", "points"));
                self.notes.push(format!(
                    "after ply {}: the file edits the position ({added} placed, {emptied} emptied{turn}); \
                     play is judged from the edited position, and superko compares positions from the edit on",
                    self.record_plies()
                ));
                self.last_pass = false;
                self.cycle_at = None;
                return Ok(());
            }
            Step::Move(mv) => *mv,
        };
        let ply = self.record_plies() + 1;
        // IGS and other servers write a third pass (the count's confirmation) after the two
        // that end the game: it changes nothing, so it is noted, not judged after the end.
        if mv == Move::Pass && self.game.status() == GoStatus::Counting && !self.game.rules().resume {
            self.late_passes += 1;
            let closing = self.late_passes == 1
                && self.game.rules().pass_stones
                && self.game.to_move() == Color::White
                && color != Some(Color::Black);
            if closing {
                // AGA: White passes last (docs/rules/go.md §1.10); the count includes this
                // pass once, whether or not the record shows it.
                self.notes.push(format!(
                    "ply {ply}: White's closing pass (AGA: White passes last, so Black's pass had not ended the game)"
                ));
            } else if self.late_passes == 1 {
                self.notes.push(format!(
                    "ply {ply}: a pass after the two passes that ended the game (as IGS records the count's confirmation): noted, not played"
                ));
            }
            return Ok(());
        }
        let mover = self.game.to_move();
        let other = color.filter(|c| *c != mover);
        if let Some(c) = other.filter(|_| self.implies && self.playing() && !self.last_pass) {
            // `missing_pass: implied`: the server dropped the opponent's pass between two moves
            // of one colour. Never after a pass: two passes would end the game.
            if self.game.play(None, Move::Pass).is_ok() {
                self.implied += 1;
                self.notes.push(format!(
                    "ply {ply}: {}'s pass implied before {}'s move (two {} moves in a row; missing_pass: implied)",
                    mover.title(),
                    c.title(),
                    c.title()
                ));
            }
        }
        let was_playing = self.playing();
        let stopped = self.game.status() == GoStatus::Counting;
        let in_cycle = self.game.cycle().is_some();
        self.game
            .play(color, mv)
            .map_err(|v| Refusal::Rule(v, was_playing && matches!(self.game.status(), GoStatus::Over(_))))?;
        // Without `resume`, only AGA's White passes last lets play go on after two passes.
        if stopped && self.playing() && !self.game.rules().resume {
            self.notes.push(format!(
                "ply {ply}: White plays on after Black's pass made two in a row (AGA: White passes last, so the game had not ended; docs/rules/go.md §1.10)"
            ));
        } else if stopped && self.playing() {
            self.notes.push(format!(
                "ply {ply}: play resumes after two passes stopped the game (resume: true; docs/rules/go.md §1.3)"
            ));
        }
        self.last_pass = mv == Move::Pass;
        match self.game.cycle() {
            Some(v) => {
                let shown =
                    self.game.last_move().map_or("?", |p| Notation::Gtp.name(p).unwrap_or("?")).to_owned();
                if !in_cycle {
                    self.cycles += 1;
                    if self.cycles <= CYCLE_NOTES {
                        self.notes.push(format!(
                            "ply {ply}: {}: a whole-board cycle, which voids the game only if the record stops in it",
                            v.message
                        ));
                    }
                }
                self.cycle_at = Some((self.from + index, ply, shown));
            }
            None => self.cycle_at = None,
        }
        Ok(())
    }

    fn flag_falls(&mut self) {
        let _ = self.game.play(None, Move::Timeout);
    }
}

const PLAYERS: [crate::vocab::Player; 2] = [crate::vocab::Player::Black, crate::vocab::Player::White];

/// Judges a Go record.
pub fn judge(record: &Record, profile: &Profile, file: &str, opts: &Options) -> Result<Verdict, Failure> {
    let fail = |error| Failure { file: file.to_owned(), error };
    let mut prepared = match prepare(record, profile, file, opts) {
        Ok(p) => p,
        Err(Unprepared::Failure(f)) => return Err(f),
        Err(Unprepared::Refused(v, notes)) => {
            // The setup is no Go position: the record is invalid before its first move.
            let j = Judged::invalid(GameId::Go, 0, v, notes);
            return Ok(settle(j, record, file, profile, result_text));
        }
    };
    let mut notes = std::mem::take(&mut prepared.notes);
    let mut timekeeper = driver::timekeeper(profile, record, file, opts, PLAYERS)?;
    let (placed, size) = (prepared.placed, prepared.size);
    let mut go = GoReplay::new(prepared);
    let entries = &record.moves[placed..];
    let mut violation = None;
    // The replay goes on after an entry that ended the game by the profile's choice
    // (`illegal_move: loses`): whatever the record shows after it is judged after the end, as
    // after two passes.
    let mut from = 0;
    let invalid_at = loop {
        go.from = from;
        let run = driver::replay(&mut go, &entries[from..], &mut timekeeper, None).map_err(fail)?;
        match run.stop {
            Stop::End | Stop::Limit => break None,
            Stop::Sealed { index, ply, player, shown, message } => {
                let m = &entries[from + index];
                break Some(Violation {
                    ply,
                    player: player.into(),
                    mv: shown,
                    rule: super::sealed::RULE,
                    message,
                    line: m.loc.is_known().then_some(m.loc.line),
                    column: m.loc.is_known().then_some(m.loc.column),
                });
            }
            Stop::Flag { index, flag } => {
                // The flag fell while the player was thinking: the game ends there, and this
                // move and the rest of the record are not played (seed art. 12: 超时判负).
                notes.push(flag.message);
                notes.push(super::clock::rest_note(entries.len() - from - index));
                break None;
            }
            Stop::Refused { index, ply, player, shown, refusal, .. } => {
                let m = &entries[from + index];
                let (rule, message, by, ended_by_it) = match refusal {
                    Refusal::Rule(v, ended) => {
                        let message = match v.kind {
                            go_rules::ViolationKind::OffBoard => {
                                format!("{} {shown} is off the {} board", player.title(), size.describe())
                            }
                            // The end in the record's own ply numbers (the rule crate counts
                            // only the entries it played).
                            go_rules::ViolationKind::AfterEnd if go.ended_by > 0 => {
                                let what = v.message.split_once("; ").map_or(v.message.as_str(), |(_, w)| w);
                                format!("the game ended at ply {}; {what}", ply - 1)
                            }
                            _ => v.message.clone(),
                        };
                        (v.kind.into(), message, v.player, ended)
                    }
                    Refusal::Edit(EditError::AfterEnd { .. }) => (
                        RuleId::AfterEnd,
                        format!(
                            "the game ended at ply {}; the edit of the position comes after the end",
                            go.record_plies()
                        ),
                        player,
                        false,
                    ),
                    Refusal::Edit(EditError::Setup(e)) => {
                        (RuleId::Setup, edit_message(&e, size), player, false)
                    }
                };
                let found = Violation {
                    ply,
                    player: by.into(),
                    mv: shown,
                    rule,
                    message,
                    line: m.loc.is_known().then_some(m.loc.line),
                    column: m.loc.is_known().then_some(m.loc.column),
                };
                // The record is invalid unless this very move ended the game by the profile's
                // choice (`illegal_move: loses`).
                if !ended_by_it {
                    break Some(found);
                }
                violation = Some(found);
                go.ended_by += 1;
                from += index + 1;
            }
        }
    };
    notes.append(&mut go.notes);
    if go.cycles > CYCLE_NOTES {
        notes.push(format!("{} more cycles entered and left", go.cycles - CYCLE_NOTES));
    }
    let plies = go.record_plies();
    // `dead_stones`, read once: `pass-alive` (KataGo's count) here, `infer` below.
    let dead_rule = flag(profile, record, file, opts, "dead_stones", DEAD_STONES, Dead::Agreed)?;
    let pass_alive = dead_rule == Dead::PassAlive;
    // KataGo's territory rules (docs/rules/go.md §1.11): its cleanup phases have their own ko
    // rule (a ko taken there may be retaken only after a pass-for-ko, which KataGo writes as a
    // move on the ko), which the referee does not model.
    let katago_cleanup =
        pass_alive && go.game.rules().scoring == Scoring::Territory && go.game.rules().resume;
    if let Some(v) = invalid_at {
        if katago_cleanup && go.game.stops() >= 1 && matches!(v.rule, RuleId::Ko | RuleId::Superko) {
            notes.push(format!(
                "the claimed result cannot be checked: {} at ply {} breaks the referee's ko rule, but it comes in KataGo's cleanup phases, whose own ko rule (a ko retaken only after a pass-for-ko, written as a move on the ko) the referee does not model",
                v.mv, v.ply
            ));
            let j = Judged {
                game: GameId::Go,
                plies,
                end: End::Unfinished,
                result: None,
                in_words: None,
                score: None,
                violation: None,
                notes,
            };
            let mut verdict = settle(j, record, file, profile, result_text);
            verdict.agrees = None;
            verdict.settled =
                crate::verdict::Settled::NotCheckable(crate::verdict::Unchecked::RuleNotModelled);
            return Ok(verdict);
        }
        let j = Judged::invalid(GameId::Go, plies, v, notes);
        return Ok(settle(j, record, file, profile, result_text));
    }
    // Docs/rules/go.md §1.2: a record that stops in a cycle under `repetition: no-result`
    // (the players stayed in it) ends with no result at the move that last repeated.
    if let Some(v) = go.game.stop_in_cycle() {
        if let Some((index, ply, shown)) = go.cycle_at.take() {
            let m = &entries[index];
            violation = Some(Violation {
                ply,
                player: v.player.into(),
                mv: shown,
                rule: v.kind.into(),
                message: v.message.clone(),
                line: m.loc.is_known().then_some(m.loc.line),
                column: m.loc.is_known().then_some(m.loc.column),
            });
        }
        notes.push("the record stops in the cycle: the repetition ends the game with no result".to_owned());
    }
    // AGA: White passes last (docs/rules/go.md §1.10). A record that stops at Black's pass
    // leaves White's closing pass out; the count includes it as owed.
    let stopped_by_black = go.game.status() == GoStatus::Counting && go.game.to_move() == Color::White;
    if stopped_by_black && go.game.rules().pass_stones && go.late_passes == 0 {
        notes.push(
            "the record ends with Black's pass: White's closing pass (AGA: White passes last) is not in it and is counted as owed (a prisoner for Black under territory counting)"
                .to_owned(),
        );
    }
    let game = go.game;
    notes.extend(timekeeper.notes(record.format));
    notes.extend(super::sealed::adjourned(record));
    let (mut dead, mut marked) = dead_stones(record, &game, size).map_err(fail)?;
    // `friendly_pass: false` (Tromp-Taylor, KataGo `fpok0`): stones are removed only by
    // capture, so what stands at the end is alive: the record's marks are not used, and no dead
    // stone is inferred either.
    let friendly = flag(profile, record, file, opts, "friendly_pass", FRIENDLY_PASS, true)?;
    if !friendly && (!dead.is_empty() || marked.is_some()) {
        notes.push(
            "friendly_pass: false: every stone on the board at the end is alive; the record's dead stones and territory marks are not used"
                .to_owned(),
        );
        dead.clear();
        marked = None;
    }
    // `dead_stones: pass-alive` (KataGo's count, docs/rules/go.md §1.11): the players' marks
    // play no part; the stones inside the other colour's pass-alive territory are removed.
    if pass_alive && (!dead.is_empty() || marked.is_some()) {
        notes.push(
            "dead_stones: pass-alive: the record's dead stones and territory marks are not used; only stones inside the opponent's pass-alive territory are removed"
                .to_owned(),
        );
        dead.clear();
        marked = None;
    }
    let claim = record.result.as_ref().map(|r| claim::parse(&r.value));
    let counted_claim = matches!(claim, Some(Claim::Win { how: claim::How::Margin(_), .. }));
    // `dead_stones: infer`: a record that marks nothing, counted at two passes or claiming a
    // count where its moves stop, gets the judgement's dead stones (docs/rules/go.md,
    // "Inferred dead stones").
    let recorded = !dead.is_empty() || marked.is_some();
    let counts = match game.status() {
        GoStatus::Counting => true,
        GoStatus::Playing => counted_claim,
        GoStatus::Over(_) => false,
    };
    let inferred = (counts && friendly && !recorded && dead_rule == Dead::Infer)
        .then(|| game.judge_life(&go_rules::LifeOptions::default()));
    if let Some(j) = &inferred {
        dead = j.dead().into_iter().map(|p| (p, Loc::UNKNOWN)).collect();
    }
    // KataGo ends a game whose every point is pass-alive without passes (docs/rules/go.md §1.11).
    let settled_early =
        pass_alive && counted_claim && game.status() == GoStatus::Playing && game.pass_alive_settled();
    if pass_alive && counts && (game.status() == GoStatus::Counting || settled_early) {
        let removed = game.pass_alive_dead();
        notes.push(pass_alive_note(&game, &removed));
        dead = removed.into_iter().map(|p| (p, Loc::UNKNOWN)).collect();
    }
    let source = match (&inferred, recorded) {
        _ if pass_alive => DeadSource::PassAlive,
        (Some(_), _) => DeadSource::Inferred,
        (None, true) => DeadSource::Record,
        (None, false) => DeadSource::None,
    };
    let mut judged = match game.status() {
        GoStatus::Over(o) => {
            if !dead.is_empty() {
                notes.push(
                    "the game did not end by two passes: the dead stones listed were not used".to_owned(),
                );
            }
            let (winner, reason) = (vocab::Winner::from(o.winner), Reason::from(o.reason));
            Judged {
                game: GameId::Go,
                plies: game.plies(),
                end: End::Finished { winner, reason: Some(reason), margin_points: None },
                result: Some(result_text(winner, Some(reason))),
                in_words: Some(event_words(o.winner, o.reason)),
                score: None,
                violation,
                notes,
            }
        }
        GoStatus::Counting => {
            let counted = count(&game, &dead, marked, source, inferred.as_ref(), notes, file, violation)?;
            match claim {
                Some(Claim::Win { winner, how: how @ (claim::How::Resignation | claim::How::Timeout) }) => {
                    during_count(counted, winner, how)
                }
                _ => counted,
            }
        }
        GoStatus::Playing
            if counted_claim
                && (settled_early || !pass_alive && (!dead.is_empty() || inferred.is_some())) =>
        {
            // The record stops before two passes but marks dead stones: the players agreed the
            // end (art. 8), so the board is counted as marked. Under `dead_stones: infer` the
            // referee's judgement stands in for marks the record does not have; under
            // `pass-alive` KataGo's count does, when the whole board is settled (KataGo ends
            // such a game without passes).
            notes.push(if pass_alive {
                "the moves stop before two passes on a board whose every point is pass-alive (KataGo ends such a game without passes): counted as KataGo counts it".to_owned()
            } else if inferred.is_some() {
                "the moves stop before two passes; counted with the dead stones the referee infers".to_owned()
            } else {
                "the moves stop before two passes; counted with the dead stones the record marks".to_owned()
            });
            count(&game, &dead, marked, source, inferred.as_ref(), notes, file, violation)?
        }
        GoStatus::Playing => {
            if counted_claim && pass_alive {
                notes.push(
                    "the moves stop before two passes, and not every point is pass-alive, so KataGo had not ended the game: the counted claim cannot be checked"
                        .to_owned(),
                );
            } else if counted_claim {
                notes.push(
                    "the moves stop before two passes and no dead stones are marked: the counted claim cannot be checked"
                        .to_owned(),
                );
            }
            Judged {
                game: GameId::Go,
                plies: game.plies(),
                end: End::Unfinished,
                result: None,
                in_words: None,
                score: None,
                violation,
                notes,
            }
        }
    };
    judged.plies = plies;
    let mut verdict = settle(judged, record, file, profile, result_text);
    if katago_cleanup && game.cleanup_ko_captures() > 0 && verdict.agrees.is_some() {
        verdict.agrees = None;
        verdict.settled = crate::verdict::Settled::NotCheckable(crate::verdict::Unchecked::RuleNotModelled);
        verdict.notes.push(format!(
            "not checkable: {} taken in KataGo's cleanup phases, whose own ko rule (a ko retaken only after a pass-for-ko, written as a move on the ko) the referee does not model",
            plural(game.cleanup_ko_captures() as usize, "ko was", "kos were")
        ));
    }
    if let (Some(j), Some(c)) = (&inferred, claim) {
        if verdict.settled == crate::verdict::Settled::Counted {
            // Moves that stop before two passes may leave dame the players would have filled.
            let open_dame = game.status() == GoStatus::Playing;
            uncertain_claim(&game, j, c, open_dame, &mut verdict);
        }
    }
    Ok(verdict)
}

/// The claim compared over every assignment of the chains the judgement is unsure of, each
/// alive or dead (docs/rules/go.md, "Inferred dead stones"): `agrees` is true when every
/// assignment reaches the claim, false when none does, and null otherwise, with the margins
/// they give in a note.
///
/// Under territory counting a count without marks is also unsure of the points a player must
/// fill once the dame are filled (`Game::territory_fill_candidates`): an assignment reaches the
/// claim when its count with the referee's reading of them does, and cannot reach it when no
/// reading of them (each counted or not) gives the claimed margin. Points the count reads as
/// in a seki (no one's under the seki tax) rest on the inferred position too: a claim within
/// them of the count is reachable.
///
/// When the moves stop before two passes (`open_dame`), area counting splits the neutral points
/// the players had not yet filled; played out, each would have gone to one side, one point of
/// margin each. A claim that differs from the count by no more than those points is then
/// reached by some filling of them: `null`, never `false`.
///
/// Before saying `false`, the referee also tries the estimate's other readings one group at a
/// time: each group of chains the playouts called alive or dead (not pass-alive, not inside a
/// pass-alive region), read the other way, with every assignment of the uncertain chains. A
/// claim one such change reaches is not checkable, with the group named: the playouts are an
/// estimate, and a false `disagrees` is the worst outcome.
fn uncertain_claim(game: &Game, j: &go_rules::LifeJudgement, claim: Claim, open_dame: bool, v: &mut Verdict) {
    let unsure: Vec<&go_rules::ChainLife> = j.uncertain().collect();
    let territory = game.rules().scoring == Scoring::Territory;
    let sure = j.dead();
    let open = if open_dame && !territory { game.score(&sure).map_or(0, |s| s.neutral) } else { 0 };
    let dame = open > 0;
    let seki = territory && game.seki_points(&sure) != (0, 0);
    // A count that disagrees is always looked at again: another reading of one group may
    // reach the claim.
    if v.agrees != Some(false)
        && unsure.is_empty()
        && !dame
        && !seki
        && (!territory || game.territory_fill_candidates(&sure).is_empty())
    {
        return;
    }
    let claimed = match claim {
        Claim::Win { winner: vocab::Winner::Black, how: claim::How::Margin(m) } => m,
        Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(m) } => -m,
        _ => return,
    };
    if unsure.len() > MAX_UNCERTAIN {
        v.agrees = None;
        v.settled = crate::verdict::Settled::NotCheckable(crate::verdict::Unchecked::DeadStonesUncertain);
        v.notes.push(format!(
            "{} chains are uncertain, more than the {MAX_UNCERTAIN} whose every assignment the referee tries: the claim is not checked",
            unsure.len()
        ));
        return;
    }
    let mut reach = Reach {
        claim,
        claimed,
        territory,
        open_dame,
        hull: true,
        dame: f64::from(open),
        low: f64::INFINITY,
        high: f64::NEG_INFINITY,
    };
    let (mut reached, mut missed, mut possible) = (0usize, 0usize, 0usize);
    let mut points = Vec::with_capacity(sure.len() + unsure.iter().map(|c| c.stones.len()).sum::<usize>());
    for mask in 0u32..(1u32 << unsure.len()) {
        assignment(&mut points, &sure, &unsure, mask, &[], &[]);
        match reach.of(game, &points) {
            None => return,
            Some(Reached::Yes) => reached += 1,
            Some(Reached::Possibly) => {
                missed += 1;
                possible += 1;
            }
            Some(Reached::No) => missed += 1,
        }
    }
    let margin = |x: f64| {
        if x > 0.0 {
            format!("B+{}", points_text(x))
        } else if x < 0.0 {
            format!("W+{}", points_text(x))
        } else {
            "Draw".to_owned()
        }
    };
    let tried = reached + missed;
    let chains = plural(unsure.len(), "uncertain chain", "uncertain chains");
    if reached == 0 && possible == 0 {
        // No assignment reaches the claim: one group read the other way might.
        let (low, high) = (reach.low, reach.high);
        reach.hull = false;
        let found = weak_reading(game, j, &sure, &unsure, &mut reach, &mut points)
            .or_else(|| other_reading(game, j, &sure, &unsure, &mut reach, &mut points));
        (reach.low, reach.high) = (low, high);
        if let Some(g) = found {
            let interval = format!(
                "from {} to {} (Black's margin, lowest to highest)",
                margin(reach.low),
                margin(reach.high)
            );
            v.settled = crate::verdict::Settled::NotCheckable(crate::verdict::Unchecked::DeadStonesUncertain);
            v.agrees = None;
            let none = if unsure.is_empty() {
                "the inferred count does not reach the claim".to_owned()
            } else {
                format!("no assignment of the {chains} ({tried}) reaches the claim")
            };
            v.notes.push(format!(
                "{none}, but it is reached if {g}: not checkable (the playouts are an estimate); the counts without that change run {interval}"
            ));
            return;
        }
    }
    let interval =
        format!("from {} to {} (Black's margin, lowest to highest)", margin(reach.low), margin(reach.high));
    v.agrees = if missed == 0 {
        v.notes.push(format!(
            "every assignment of the {chains} ({tried}) reaches the claim; the margins run {interval}"
        ));
        Some(true)
    } else if reached == 0 && possible == 0 {
        v.notes.push(if unsure.is_empty() {
            format!(
                "the inferred count does not reach the claim, nor does any one group the playouts judged read the other way; the margins run {interval}"
            )
        } else {
            format!(
                "no assignment of the {chains} ({tried}) reaches the claim, nor does any one group the playouts judged read the other way; the margins run {interval}"
            )
        });
        Some(false)
    } else {
        v.settled = crate::verdict::Settled::NotCheckable(crate::verdict::Unchecked::DeadStonesUncertain);
        v.notes.push(if unsure.is_empty() && territory && seki {
            format!(
                "the count differs from the claim only by points read as in a seki or points a player may have to fill once the dame are filled: not checkable; the margins run {interval}"
            )
        } else if unsure.is_empty() && territory {
            format!(
                "the count differs from the claim only by points a player may have to fill once the dame are filled: not checkable; the margins run {interval}"
            )
        } else if unsure.is_empty() {
            format!(
                "the count differs from the claim only by dame the moves leave unfilled, which the count splits and play would give to one side or the other: not checkable; the margins run {interval}"
            )
        } else {
            let more = if territory {
                format!(", {possible} more with another reading of the points to fill or in seki")
            } else if open_dame {
                format!(", {possible} more with the unfilled dame filled")
            } else {
                String::new()
            };
            format!(
                "{reached} of the {tried} assignments of the {chains} {} the claim{more}: not checkable; the margins run {interval}",
                if reached == 1 { "reaches" } else { "reach" }
            )
        });
        None
    };
}

/// How a count compares with the claim.
enum Reached {
    /// Its margin is the claim's.
    Yes,
    /// Another reading of the points it is unsure of (points to fill, in seki, unfilled dame)
    /// gives the claim.
    Possibly,
    /// No reading of it does.
    No,
}

/// The claim being compared, and the lowest and highest margins seen.
struct Reach {
    claim: Claim,
    /// The claimed margin, Black's (negative for White).
    claimed: f64,
    territory: bool,
    open_dame: bool,
    /// Whether points in seki may go either way region by region (the judgement's own
    /// reading), or only all with the tax or all without it (another reading of a group).
    hull: bool,
    /// The neutral points of the judgement's own count (the dame the moves leave open).
    dame: f64,
    low: f64,
    high: f64,
}

impl Reach {
    /// Compares the count with the stones on `points` removed; `None` when it cannot be made.
    fn of(&mut self, game: &Game, points: &[Point]) -> Option<Reached> {
        let (winner, signed) = signed_margin(game, points)?;
        self.low = self.low.min(signed);
        self.high = self.high.max(signed);
        let ending = claim::Ending {
            winner: winner.into(),
            reason: Some(Reason::Score),
            margin_points: Some(signed.abs()),
        };
        if claim::agrees(self.claim, ending) == Some(true) {
            return Some(Reached::Yes);
        }
        if self.territory {
            let Some((lo, hi, seki)) = fill_range(game, points) else { return Some(Reached::No) };
            // Points read as in a seki would be their surrounding side's without the seki tax:
            // for the judgement's own reading, each region of them either way (Black's up to
            // `b` points more, White's up to `w`); for another reading of a group, the count
            // with the tax or without it.
            let (b, w) = if seki == 0 { (0, 0) } else { game.seki_points(points) };
            let (b, w) = (f64::from(b), f64::from(w));
            let within = |lo: f64, hi: f64| (lo - 1e-9..=hi + 1e-9).contains(&self.claimed);
            let hit = if self.hull {
                self.low = self.low.min(lo - w);
                self.high = self.high.max(hi + b);
                within(lo - w, hi + b)
            } else {
                self.low = self.low.min(lo).min(lo + b - w);
                self.high = self.high.max(hi).max(hi + b - w);
                within(lo, hi) || within(lo + b - w, hi + b - w)
            };
            return Some(if hit { Reached::Possibly } else { Reached::No });
        }
        let range = if self.open_dame && self.hull {
            game.score(points).ok().map(|s| {
                let n = f64::from(s.neutral);
                (signed - n, signed + n)
            })
        } else if self.open_dame {
            // Another reading of a group opens regions no one filled because no one had to:
            // only the dame the judgement's own count leaves open are allowed for.
            Some((signed - self.dame, signed + self.dame))
        } else {
            None
        };
        let Some((lo, hi)) = range else { return Some(Reached::No) };
        self.low = self.low.min(lo);
        self.high = self.high.max(hi);
        Some(if (lo - 1e-9..=hi + 1e-9).contains(&self.claimed) { Reached::Possibly } else { Reached::No })
    }
}

/// The dead points of one assignment: the judgement's dead stones and the uncertain chains
/// whose bit is set in `mask`, less the stones of `revived`, plus those of `killed`.
fn assignment(
    points: &mut Vec<Point>,
    sure: &[Point],
    unsure: &[&go_rules::ChainLife],
    mask: u32,
    revived: &[Point],
    killed: &[Point],
) {
    points.clear();
    points.extend(sure.iter().filter(|p| !revived.contains(p)));
    for (k, c) in unsure.iter().enumerate() {
        if mask & (1 << k) != 0 {
            points.extend_from_slice(&c.stones);
        }
    }
    points.extend_from_slice(killed);
}

/// Below this confidence a status the playouts gave is weak: before disagreeing, the claim
/// is also compared over every assignment of the weak chains with the uncertain ones.
const WEAK: f64 = 0.75;

/// The weak chains (alive or dead by the playouts with a confidence below [`WEAK`]) tried in
/// every assignment together with the uncertain ones, when there are at most
/// [`MAX_UNCERTAIN`] in all: the description of the first assignment that reaches the claim.
/// With more, the claim might be reached by some reading of them: said so, never `false`.
fn weak_reading(
    game: &Game,
    j: &go_rules::LifeJudgement,
    sure: &[Point],
    unsure: &[&go_rules::ChainLife],
    reach: &mut Reach,
    points: &mut Vec<Point>,
) -> Option<String> {
    let weak: Vec<&go_rules::ChainLife> = j
        .chains
        .iter()
        .filter(|c| {
            c.life != go_rules::Life::Uncertain
                && matches!(c.reason, go_rules::LifeReason::Playouts | go_rules::LifeReason::Seki)
                && c.confidence < WEAK
        })
        .collect();
    if weak.is_empty() {
        return None;
    }
    if weak.len() + unsure.len() > MAX_UNCERTAIN {
        // Too many to try in every assignment: the estimate is too loose to disagree.
        return Some(format!(
            "some of the {} chains the playouts judged with less than {:.0}% confidence are read the other way (more than the {MAX_UNCERTAIN} whose every assignment, with the uncertain ones, the referee tries)",
            weak.len(),
            WEAK * 100.0
        ));
    }
    let size = game.size();
    let (mut revived, mut killed) = (Vec::new(), Vec::new());
    for w in 1u32..(1u32 << weak.len()) {
        revived.clear();
        killed.clear();
        for (k, c) in weak.iter().enumerate() {
            if w & (1 << k) != 0 {
                if c.life == go_rules::Life::Dead {
                    revived.extend_from_slice(&c.stones);
                } else {
                    killed.extend_from_slice(&c.stones);
                }
            }
        }
        for mask in 0u32..(1u32 << unsure.len()) {
            assignment(points, sure, unsure, mask, &revived, &killed);
            if !matches!(reach.of(game, points), Some(Reached::No) | None) {
                let named: Vec<String> = weak
                    .iter()
                    .enumerate()
                    .filter(|&(k, _)| w & (1 << k) != 0)
                    .map(|(_, c)| {
                        format!(
                            "{} {} {} ({:.0}%)",
                            if c.color == Color::Black { "black" } else { "white" },
                            Notation::Gtp.format(c.stones[0], size),
                            if c.life == go_rules::Life::Dead { "alive" } else { "dead" },
                            c.confidence * 100.0
                        )
                    })
                    .collect();
                return Some(format!(
                    "chains the playouts judged with less than {:.0}% confidence are read the other way: {}",
                    WEAK * 100.0,
                    named.join(", ")
                ));
            }
        }
    }
    None
}

/// At most this many counts are made reading the groups the other way one at a time; past it
/// the claim is not checkable (said as if a change reached it, since not every one was tried).
const MAX_OTHER_READINGS: usize = 4096;

/// The first group of chains the playouts judged alive or dead (connected through shared
/// liberties, same colour, same status; never a certain one) whose other reading, with some
/// assignment of the uncertain chains, reaches the claim: its description for the note.
fn other_reading(
    game: &Game,
    j: &go_rules::LifeJudgement,
    sure: &[Point],
    unsure: &[&go_rules::ChainLife],
    reach: &mut Reach,
    points: &mut Vec<Point>,
) -> Option<String> {
    let size = game.size();
    let estimated = |c: &go_rules::ChainLife| {
        c.life != go_rules::Life::Uncertain
            && !matches!(c.reason, go_rules::LifeReason::PassAlive | go_rules::LifeReason::InPassAliveRegion)
    };
    // Chain index per point, then groups: chains joined through an empty point next to both.
    let mut at = vec![usize::MAX; size.len()];
    for (k, c) in j.chains.iter().enumerate() {
        for &p in &c.stones {
            at[size.index(p)] = k;
        }
    }
    let mut parent: Vec<usize> = (0..j.chains.len()).collect();
    fn root(parent: &mut [usize], mut k: usize) -> usize {
        while parent[k] != k {
            parent[k] = parent[parent[k]];
            k = parent[k];
        }
        k
    }
    for i in 0..size.len() {
        if at[i] != usize::MAX {
            continue;
        }
        let p = size.point(i);
        let around: Vec<usize> = [(0, 1), (0, -1), (1, 0), (-1, 0)]
            .into_iter()
            .filter_map(|(dc, dr)| size.offset(p, dc, dr))
            .map(|q| at[size.index(q)])
            .filter(|&k| k != usize::MAX && estimated(&j.chains[k]))
            .collect();
        for (x, &a) in around.iter().enumerate() {
            for &b in &around[x + 1..] {
                let (ca, cb) = (&j.chains[a], &j.chains[b]);
                if ca.color == cb.color && ca.life == cb.life {
                    let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
                    parent[ra] = rb;
                }
            }
        }
    }
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut group_of = vec![usize::MAX; j.chains.len()];
    for k in 0..j.chains.len() {
        if !estimated(&j.chains[k]) {
            continue;
        }
        let r = root(&mut parent, k);
        if group_of[r] == usize::MAX {
            group_of[r] = groups.len();
            groups.push(Vec::new());
        }
        groups[group_of[r]].push(k);
    }
    let mut stones: Vec<Point> = Vec::new();
    let mut counts = 0usize;
    for g in &groups {
        stones.clear();
        for &k in g {
            stones.extend_from_slice(&j.chains[k].stones);
        }
        let first = &j.chains[g[0]];
        let dead = first.life == go_rules::Life::Dead;
        for mask in 0u32..(1u32 << unsure.len()) {
            counts += 1;
            let (revived, killed): (&[Point], &[Point]) = if dead { (&stones, &[]) } else { (&[], &stones) };
            assignment(points, sure, unsure, mask, revived, killed);
            let hit =
                counts > MAX_OTHER_READINGS || !matches!(reach.of(game, points), Some(Reached::No) | None);
            if hit {
                let colour = if first.color == Color::Black { "black" } else { "white" };
                return Some(if counts > MAX_OTHER_READINGS {
                    format!("some group read the other way (more than {MAX_OTHER_READINGS} readings, not all tried)")
                } else {
                    format!(
                        "the {} group at {} ({}, judged {} by the playouts, {:.0}% {}'s) is {}",
                        colour,
                        Notation::Gtp.format(first.stones[0], size),
                        plural(stones.len(), "stone", "stones"),
                        if dead { "dead" } else { "alive" },
                        first.own_share * 100.0,
                        colour,
                        if dead { "alive" } else { "dead" }
                    )
                });
            }
        }
    }
    None
}

/// A territory count without marks: the surrounded regions less the points their owner must
/// fill once the dame are filled (`Game::territory_fills`), and those points.
fn inferred_territory(
    game: &Game,
    dead: &[Point],
) -> Result<(go_rules::TerritoryScore, Vec<Point>), go_rules::ScoreError> {
    let t = game.territory_score(dead)?;
    let fills = game.territory_fills(dead);
    let (mut black, mut white) = (t.black_territory, t.white_territory);
    for &p in &fills {
        // A fill is a point of its owner's territory: the colour of the chain next to it.
        match owner_of_fill(game, p, dead) {
            Some(Color::Black) => black = black.saturating_sub(1),
            Some(Color::White) => white = white.saturating_sub(1),
            None => {}
        }
    }
    Ok((t.with_territory(black, white), fills))
}

/// Black's lowest and highest margins in points under territory counting with the stones on
/// `dead` removed, each point of `Game::territory_fill_candidates` counted or not, and the
/// points that count gives nobody as in a seki.
fn fill_range(game: &Game, dead: &[Point]) -> Option<(f64, f64, u32)> {
    let t = game.territory_score(dead).ok()?;
    let (mut lo, mut hi) = (t.margin_points, t.margin_points);
    for p in game.territory_fill_candidates(dead) {
        match owner_of_fill(game, p, dead) {
            Some(Color::Black) => lo -= 1.0,
            Some(Color::White) => hi += 1.0,
            None => {}
        }
    }
    Some((lo, hi, t.seki))
}

/// The colour whose territory a point to fill is: that of a live stone next to it.
fn owner_of_fill(game: &Game, p: Point, dead: &[Point]) -> Option<Color> {
    let size = game.size();
    [(0, 1), (0, -1), (1, 0), (-1, 0)]
        .into_iter()
        .filter_map(|(dc, dr)| size.offset(p, dc, dr))
        .find_map(|q| game.stone_at(q).filter(|_| !dead.contains(&q)))
}

/// Who wins a count with the stones on `dead` removed, and Black's margin in points (negative
/// for White), as the profile counts (area, or territory without marks).
fn signed_margin(game: &Game, dead: &[Point]) -> Option<(Winner, f64)> {
    if game.rules().scoring == Scoring::Territory {
        let t = inferred_territory(game, dead).ok()?.0;
        Some((t.winner, t.margin_points))
    } else {
        let s = game.score(dead).ok()?;
        Some((s.winner, 2.0 * s.margin_stones))
    }
}

/// An edit refused for its position, with points named on the game's board.
fn edit_message(e: &SetupError, size: Size) -> String {
    match e {
        SetupError::NoLiberty(p) => format!(
            "the edit leaves {} in a chain without liberties: no move can leave such a chain on the board (art. 4)",
            Notation::Gtp.format(*p, size)
        ),
        other => format!("the edit is not a position on this board: {other}"),
    }
}

/// SGF's convention for free handicap placement: `HA[n]` with no `AB` stones, and Black's
/// first n moves are the handicap stones. Returns n when the record is written that way.
fn placed_handicap(record: &Record, setup: &Setup, size: Size) -> usize {
    let n = setup.handicap.unwrap_or(0) as usize;
    if n < 2 || !setup.black.is_empty() || !setup.white.is_empty() || record.moves.len() < n {
        return 0;
    }
    let all_black_stones = record.moves[..n]
        .iter()
        .all(|m| matches!(entry(&m.text, m.loc, size), Ok((Some(Color::Black), Move::Play(p), _)) if size.contains(p)));
    if all_black_stones {
        n
    } else {
        0
    }
}

/// A resignation (or a flag fall) during the count: the moves end with two passes, and the
/// record says the game ended by the claim before the count was confirmed. A player may resign
/// until the result is confirmed (art. 7), so the claim is how the game ended; the count is kept
/// in `score` and named in a note.
fn during_count(mut j: Judged, winner: vocab::Winner, how: claim::How) -> Judged {
    let reason = if how == claim::How::Timeout { Reason::Timeout } else { Reason::Resignation };
    if let Some(counted) = &j.result {
        j.notes.push(format!(
            "the moves end with two passes and the count gives {counted}; the game ended by {reason} during the count"
        ));
    }
    j.end = End::Finished { winner, reason: Some(reason), margin_points: None };
    j.result = Some(result_text(winner, Some(reason)));
    j.in_words =
        Some(format!("{} wins by {reason} during the count", crate::lang::winner_name(Lang::En, winner)));
    j
}

#[allow(clippy::too_many_arguments)]
fn count(
    game: &Game,
    dead: &[(Point, Loc)],
    marked: Option<(u32, u32)>,
    source: DeadSource,
    inferred: Option<&go_rules::LifeJudgement>,
    mut notes: Vec<String>,
    file: &str,
    violation: Option<Violation>,
) -> Result<Judged, Failure> {
    let points: Vec<Point> = dead.iter().map(|(p, _)| *p).collect();
    let no_stone = |e: go_rules::ScoreError| {
        let go_rules::ScoreError::NoStone(p) = &e;
        let loc = dead.iter().find(|(q, _)| q == p).map_or(Loc::UNKNOWN, |(_, l)| *l);
        Failure { file: file.to_owned(), error: InputError::new(e.to_string(), loc) }
    };
    if let Some(j) = inferred {
        notes.extend(inferred_notes(j, game.size()));
    } else if dead.is_empty() && source != DeadSource::PassAlive {
        notes.push("dead stones not recorded: counted as the board stands".to_owned());
    }
    // Neither a list of dead stones nor territory marks: the count is of the board as it
    // stands, which a claim may rightly differ from (docs/rules/go.md, "Counting"). KataGo's
    // count (`pass-alive`) is the whole rule, not a stand-in for an agreement.
    let unrecorded =
        dead.is_empty() && marked.is_none() && inferred.is_none() && source != DeadSource::PassAlive;
    let mut judged =
        count_of(game, &points, marked, inferred.is_some(), notes, violation).map_err(no_stone)?;
    if let Some(score) = judged.score.as_mut() {
        score.dead_unrecorded = unrecorded;
        score.dead = u32::try_from(points.len()).unwrap_or(u32::MAX);
        score.dead_source = source;
    }
    Ok(judged)
}

/// The note of a count under `dead_stones: pass-alive`: which stones KataGo's rule takes off.
fn pass_alive_note(game: &Game, removed: &[Point]) -> String {
    let size = game.size();
    let what = "stones inside the opponent's pass-alive territory, removed before counting as KataGo counts (dead_stones: pass-alive, docs/rules/go.md §1.11)";
    if removed.is_empty() {
        return format!("{what}: none");
    }
    let mut parts = Vec::new();
    for color in [Color::Black, Color::White] {
        let list: Vec<String> = removed
            .iter()
            .filter(|&&p| game.stone_at(p) == Some(color))
            .map(|&p| Notation::Gtp.format(p, size))
            .collect();
        if !list.is_empty() {
            parts.push(format!("{} {}", color.name(), list.join(" ")));
        }
    }
    format!("{what}: {} ({})", plural(removed.len(), "stone", "stones"), parts.join("; "))
}

/// The notes of an inferred count: which stones were taken off, and each uncertain chain.
fn inferred_notes(j: &go_rules::LifeJudgement, size: Size) -> Vec<String> {
    let name = |p: Point| Notation::Gtp.format(p, size);
    let mut notes = Vec::new();
    let dead: Vec<&go_rules::ChainLife> =
        j.chains.iter().filter(|c| c.life == go_rules::Life::Dead).collect();
    let stones: usize = dead.iter().map(|c| c.stones.len()).sum();
    let unsure = j.uncertain().count();
    let mut line = if dead.is_empty() {
        "dead stones inferred by the referee (dead_stones: infer), not agreed by the players: none".to_owned()
    } else {
        format!(
            "dead stones inferred by the referee (dead_stones: infer), not agreed by the players: {} in {}",
            plural(stones, "stone", "stones"),
            plural(dead.len(), "chain", "chains")
        )
    };
    if !dead.is_empty() {
        let list: Vec<String> = dead
            .iter()
            .map(|c| {
                format!(
                    "{} {}",
                    c.color.name(),
                    c.stones.iter().map(|&p| name(p)).collect::<Vec<_>>().join(" ")
                )
            })
            .collect();
        line.push_str(&format!(" ({})", list.join("; ")));
    }
    if unsure > 0 {
        line.push_str(&format!("; {} uncertain, counted alive", plural(unsure, "chain", "chains")));
    }
    notes.push(line);
    for c in j.uncertain() {
        notes.push(format!(
            "uncertain: the {} chain at {} ({}) stays {}'s in {:.0}% of the playouts",
            c.color.name(),
            name(c.stones[0]),
            plural(c.stones.len(), "stone", "stones"),
            c.color.name(),
            100.0 * c.own_share
        ));
    }
    notes
}

/// The count itself: area, or territory with the record's marks.
fn count_of(
    game: &Game,
    points: &[Point],
    marked: Option<(u32, u32)>,
    inferred: bool,
    mut notes: Vec<String>,
    violation: Option<Violation>,
) -> Result<Judged, go_rules::ScoreError> {
    if game.rules().scoring == Scoring::Territory {
        let mut t = game.territory_score(points)?;
        if inferred {
            let (t2, fills) = inferred_territory(game, points)?;
            if !fills.is_empty() {
                let size = game.size();
                let list: Vec<String> = fills.iter().map(|&p| Notation::Gtp.format(p, size)).collect();
                notes.push(format!(
                    "not counted as territory: {} (a point its owner must fill once the dame are filled)",
                    list.join(" ")
                ));
            }
            t = t2;
        }
        if let Some((black, white)) = marked {
            // Under territory rules the players agree the territory itself; the record's marks
            // are that agreement (they leave out points in seki, which count for no one).
            if (black, white) != (t.black_territory, t.white_territory) {
                notes.push(format!(
                    "territory as marked in the record: Black {black}, White {white} (surrounded regions give {} and {}; the difference is points in seki or left unmarked)",
                    t.black_territory, t.white_territory
                ));
            }
            t = t.with_territory(black, white);
        }
        return Ok(territory_judged(game, &t, notes, violation));
    }
    let s = game.score(points)?;
    let winner = vocab::Winner::from(s.winner);
    let margin_points = 2.0 * s.margin_stones.abs();
    let result = match s.winner {
        Winner::Black => format!("B+{}", points_text(margin_points)),
        Winner::White => format!("W+{}", points_text(margin_points)),
        Winner::Draw | Winner::NoResult => "Draw".to_owned(),
    };
    let in_words = match s.winner {
        Winner::Black => format!("Black by {}", stones_in_words(s.margin_stones)),
        Winner::White => format!("White by {}", stones_in_words(s.margin_stones)),
        Winner::Draw | Winner::NoResult => "a draw on the count".to_owned(),
    };
    if s.handicap_bonus != 0.0 {
        notes.push(format!("handicap bonus: White receives {} more", stones_in_words(s.handicap_bonus)));
    }
    tax_notes(&mut notes, s.seki, s.tax, s.button);
    Ok(Judged {
        game: GameId::Go,
        plies: game.plies(),
        end: End::Finished { winner, reason: Some(Reason::Score), margin_points: Some(margin_points) },
        result: Some(result),
        in_words: Some(in_words),
        score: Some(Score {
            black: s.black_area,
            white: s.white_area,
            komi: s.komi,
            margin_stones: s.margin_stones.abs(),
            margin_points,
            dead: 0,
            dead_source: DeadSource::None,
            dead_unrecorded: false,
        }),
        violation,
        notes,
    })
}

/// A territory count (`scoring: territory`): `score.black`/`white` are territory plus
/// prisoners in points; komi and the margins keep their units (stones and points).
fn territory_judged(
    game: &Game,
    t: &go_rules::TerritoryScore,
    mut notes: Vec<String>,
    violation: Option<Violation>,
) -> Judged {
    let margin_points = t.margin_points.abs();
    let (result, in_words) = match t.winner {
        Winner::Black => (
            format!("B+{}", points_text(margin_points)),
            format!("Black by {}", crate::verdict::points_in_words(margin_points)),
        ),
        Winner::White => (
            format!("W+{}", points_text(margin_points)),
            format!("White by {}", crate::verdict::points_in_words(margin_points)),
        ),
        Winner::Draw | Winner::NoResult => ("Draw".to_owned(), "a draw on the count".to_owned()),
    };
    tax_notes(&mut notes, t.seki, t.tax, t.button);
    if t.cleanup != (0, 0) {
        notes.push(format!(
            "KataGo's second cleanup phase: Black's {} and White's {} moves in it earn a point each (cleanup_points, included below)",
            t.cleanup.0, t.cleanup.1
        ));
    }
    if t.pass_stones != (0, 0) {
        notes.push(format!(
            "pass stones: Black's {} passes are White's prisoners, White's {} (its closing pass included, AGA rule 7) are Black's",
            t.pass_stones.0, t.pass_stones.1
        ));
    }
    notes.push(format!(
        "territory count: Black {} territory + {} prisoners, White {} territory + {} prisoners, komi {} points",
        t.black_territory,
        t.black_prisoners,
        t.white_territory,
        t.white_prisoners,
        points_text(t.komi_points)
    ));
    Judged {
        game: GameId::Go,
        plies: game.plies(),
        end: End::Finished {
            winner: t.winner.into(),
            reason: Some(Reason::Score),
            margin_points: Some(margin_points),
        },
        result: Some(result),
        in_words: Some(in_words),
        score: Some(Score {
            black: t.points(Color::Black),
            white: t.points(Color::White),
            komi: t.komi_points / 2.0,
            margin_stones: margin_points / 2.0,
            margin_points,
            dead: 0,
            dead_source: DeadSource::None,
            dead_unrecorded: false,
        }),
        violation,
        notes,
    }
}

/// Notes on the points the seki rule, the group tax and the button moved (docs/rules/go.md,
/// "Seki and group tax").
fn tax_notes(notes: &mut Vec<String>, seki: u32, tax: (u32, u32), button: Option<Color>) {
    if seki > 0 {
        notes.push(format!(
            "{seki} surrounded {} count for nobody, read as in seki: the region holds a dame or a chain in atari \
             (docs/rules/go.md §1.9; dame that are no seki must be filled, or the territory marked, before the count)",
            if seki == 1 { "point" } else { "points" }
        ));
    }
    if tax != (0, 0) {
        notes.push(format!(
            "group tax (tax: all): Black pays {} points, White {} (two for each living group)",
            tax.0, tax.1
        ));
    }
    if let Some(c) = button {
        notes.push(format!("button: {} passed first and receives half a point", c.title()));
    }
}

fn event_words(w: Winner, r: EndReason) -> String {
    let who = match w {
        Winner::Black => "Black wins",
        Winner::White => "White wins",
        Winner::Draw => return "a draw by agreement".to_owned(),
        Winner::NoResult => return "no result: the whole-board position repeated".to_owned(),
    };
    let how = match r {
        EndReason::Resignation => "by resignation",
        EndReason::Timeout => "on time",
        EndReason::Forfeit => "by forfeit",
        EndReason::Score | EndReason::Agreement | EndReason::Repetition => "",
    };
    format!("{who} {how}").trim_end().to_owned()
}

/// Dead stones with their places, and the points marked for Black and White when marked.
type DeadAndMarked = (Vec<(Point, Loc)>, Option<(u32, u32)>);

/// The stones the record agrees dead, with their places, and the points its territory marks
/// give each side. A YAML record lists them (`dead:`); an SGF record marks territory on its last
/// node (`TB`/`TW`), and the dead stones are the other colour's stones on marked points of the
/// final position (docs/rules/go.md, "Counting"). A marked point counts once for its side when it
/// is empty or holds such a stone; a mark on the marker's own stone counts for nothing.
fn dead_stones(record: &Record, game: &Game, size: Size) -> Result<DeadAndMarked, InputError> {
    let mut dead: Vec<(Point, Loc)> =
        record.dead.iter().map(|d| point(d, size).map(|p| (p, d.loc))).collect::<Result<_, _>>()?;
    let Some(marks) = &record.territory else { return Ok((dead, None)) };
    let mut counted = vec![0u8; size.len()];
    let mut taken = vec![false; size.len()];
    let mut marked = (0u32, 0u32);
    for (owner, at) in marks {
        let Some(i) = size.contains(at.value).then(|| size.index(at.value)) else { continue };
        let stone = game.stone_at(at.value);
        let victim = owner.opponent();
        let bit = if *owner == Color::Black { 1 } else { 2 };
        if (stone.is_none() || stone == Some(victim)) && counted[i] & bit == 0 {
            counted[i] |= bit;
            if *owner == Color::Black {
                marked.0 += 1;
            } else {
                marked.1 += 1;
            }
        }
        if stone == Some(victim) && !taken[i] {
            taken[i] = true;
            dead.push((at.value, at.loc));
        }
    }
    Ok((dead, Some(marked)))
}

/// A record replayed up to a ply, for drawing and explaining.
#[derive(Debug)]
pub struct Replayed {
    /// The game as it stands after the replay.
    pub game: Game,
    /// Leading entries taken as free-placement handicap stones (plies count from the record's
    /// first entry).
    pub placed: usize,
    /// The first entry the rules refused, when the replay reached it (the replay stops there).
    pub refused: Option<go_rules::Violation>,
    /// The stones the record marks dead.
    pub dead: Vec<Point>,
    /// The referee's judgement of the final position, when the profile infers dead stones
    /// (`dead_stones: infer`) and the record marks none (docs/rules/go.md §1.8).
    pub life: Option<go_rules::LifeJudgement>,
}

/// Replays a record up to `ply` entries (to its end, or to the first refused entry, when
/// `None`), keeping the refused entry's violation for the explanation.
pub fn replay(
    record: &Record,
    profile: &Profile,
    file: &str,
    opts: &Options,
    ply: Option<usize>,
) -> Result<Replayed, Failure> {
    let fail = |error| Failure { file: file.to_owned(), error };
    let prepared = match prepare(record, profile, file, opts) {
        Ok(p) => p,
        Err(Unprepared::Failure(f)) => return Err(f),
        // A setup that is no Go position cannot be drawn.
        Err(Unprepared::Refused(v, _)) => {
            let loc = Loc::new(v.line.unwrap_or(0), v.column.unwrap_or(0));
            return Err(fail(InputError::new(v.message, loc)));
        }
    };
    let (size, placed) = (prepared.size, prepared.placed);
    let mut timekeeper = driver::timekeeper(profile, record, file, opts, PLAYERS)?;
    let mut go = GoReplay::new(prepared);
    let run = driver::replay(&mut go, &record.moves[placed..], &mut timekeeper, ply).map_err(fail)?;
    let refused = match run.stop {
        Stop::Refused { refusal: Refusal::Rule(v, _), .. } => Some(v),
        Stop::Refused { refusal: Refusal::Edit(_), .. }
        | Stop::End
        | Stop::Limit
        | Stop::Sealed { .. }
        | Stop::Flag { .. } => None,
    };
    let game = go.game;
    let (dead, marked) = dead_stones(record, &game, size).map_err(fail)?;
    let mut dead: Vec<Point> = dead.into_iter().map(|(p, _)| p).collect();
    let unmarked = dead.is_empty() && marked.is_none() && refused.is_none();
    let counted = !matches!(game.status(), GoStatus::Over(_));
    // KataGo's count (`dead_stones: pass-alive`, docs/rules/go.md §1.11): the stones it removes
    // stand in for the record's marks, as in the verdict.
    if removes_pass_alive_dead(profile, record, file, opts)? {
        dead =
            if counted && refused.is_none() && ply.is_none() { game.pass_alive_dead() } else { Vec::new() };
    }
    let friendly = flag(profile, record, file, opts, "friendly_pass", FRIENDLY_PASS, true)?;
    let life = (unmarked && counted && friendly && ply.is_none())
        .then(|| infers_dead(profile, record, file, opts))
        .transpose()?
        .filter(|&infer| infer)
        .map(|_| game.judge_life(&go_rules::LifeOptions::default()));
    Ok(Replayed { game, placed, refused, dead, life })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verdict::{Settled, Status};

    /// A verdict of a counted game that agrees, as `settle` leaves it before the uncertain
    /// chains are tried.
    fn counted() -> Verdict {
        Verdict {
            file: "t".to_owned(),
            game: GameId::Go,
            rules: "go-chinese".to_owned(),
            plies: 2,
            status: Status::Finished,
            winner: Some(vocab::Winner::White),
            reason: Some(Reason::Score),
            result: None,
            score: None,
            violation: None,
            claimed: None,
            agrees: Some(true),
            notes: Vec::new(),
            in_words: None,
            settled: Settled::Counted,
        }
    }

    /// Twelve lone stones on a 9x9 board, every one called uncertain.
    fn twelve_uncertain() -> (Game, go_rules::LifeJudgement) {
        let mut setup = Setup { handicap: Some(0), ..Setup::default() };
        for col in (0..9).step_by(2) {
            setup.black.push(Point::new(col, 1));
            setup.white.push(Point::new(col, 7));
        }
        setup.black.push(Point::new(4, 4));
        setup.white.push(Point::new(4, 5));
        let game = Game::new(Rules { size: 9, ..Rules::default() }, &setup).unwrap();
        let mut j =
            game.judge_life(&go_rules::LifeOptions { playouts: 2, ..go_rules::LifeOptions::default() });
        for c in &mut j.chains {
            c.life = go_rules::Life::Uncertain;
        }
        (game, j)
    }

    #[test]
    fn more_uncertain_chains_than_the_cap_leave_the_claim_unchecked() {
        // docs/rules/go.md §1.8: at most 10 uncertain chains are tried in every assignment.
        let (game, j) = twelve_uncertain();
        assert_eq!(j.uncertain().count(), 12);
        let mut v = counted();
        let claim = Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(5.5) };
        uncertain_claim(&game, &j, claim, false, &mut v);
        assert_eq!(v.agrees, None);
        assert_eq!(v.settled, Settled::NotCheckable(crate::verdict::Unchecked::DeadStonesUncertain));
        assert!(v.notes[0].starts_with("12 chains are uncertain, more than the 10"), "{:?}", v.notes);
    }

    #[test]
    fn a_claim_no_assignment_reaches_disagrees_and_one_some_reach_is_open() {
        // docs/rules/go.md §1.8: two uncertain chains, four assignments, on a 5x5 board empty
        // but for Black C1 and White C5 (komi 2.75 stones). No count is B+100.
        let setup = Setup {
            black: vec![Point::new(2, 0)],
            white: vec![Point::new(2, 4)],
            handicap: Some(0),
            ..Setup::default()
        };
        let game = Game::new(Rules { size: 5, ..Rules::default() }, &setup).unwrap();
        let mut j =
            game.judge_life(&go_rules::LifeOptions { playouts: 2, ..go_rules::LifeOptions::default() });
        for c in &mut j.chains {
            c.life = go_rules::Life::Uncertain;
        }
        let mut v = counted();
        let far = Claim::Win { winner: vocab::Winner::Black, how: claim::How::Margin(100.0) };
        uncertain_claim(&game, &j, far, false, &mut v);
        assert_eq!(v.agrees, Some(false), "{:?}", v.notes);
        assert!(v.notes[0].starts_with("no assignment of the 2 uncertain chains (4)"), "{:?}", v.notes);
        // Both alive, the two stones share the board: every region reaches both, all neutral,
        // 12.5 each, W+5.5; both dead, the empty board is all neutral too: W+5.5 again. Black C1
        // alone: B+(25 - 5.5) = B+19.5; White alone: W+30.5. W+5.5 is reached by two of four.
        let mut v = counted();
        let near = Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(5.5) };
        uncertain_claim(&game, &j, near, false, &mut v);
        assert_eq!(v.agrees, None, "{:?}", v.notes);
        assert!(v.notes[0].starts_with("2 of the 4 assignments"), "{:?}", v.notes);
    }

    #[test]
    fn a_claim_one_group_read_the_other_way_reaches_is_not_checkable() {
        // docs/rules/go.md §1.8: no uncertain chain, but the playouts' reading of one group is
        // an estimate. On the 5x5 board of Black C1 and White C5, White judged dead gives
        // B+19.5; the claim W+5.5 is the count with White alive (or Black dead), so it is not checkable, with
        // the group named, and B+100, which no single change reaches, still disagrees.
        let setup = Setup {
            black: vec![Point::new(2, 0)],
            white: vec![Point::new(2, 4)],
            handicap: Some(0),
            ..Setup::default()
        };
        let game = Game::new(Rules { size: 5, ..Rules::default() }, &setup).unwrap();
        let mut j =
            game.judge_life(&go_rules::LifeOptions { playouts: 2, ..go_rules::LifeOptions::default() });
        for c in &mut j.chains {
            c.reason = go_rules::LifeReason::Playouts;
            c.life = if c.color == Color::White { go_rules::Life::Dead } else { go_rules::Life::Alive };
            // Confident statuses: no weak chain, so only the reading of one group remains.
            c.confidence = 0.9;
        }
        let disagreeing = || Verdict { agrees: Some(false), ..counted() };
        let mut v = disagreeing();
        let near = Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(5.5) };
        uncertain_claim(&game, &j, near, false, &mut v);
        assert_eq!(v.agrees, None, "{:?}", v.notes);
        // (Black C1 dead, the board empty, gives W+5.5 too: the first group tried is named.)
        assert!(
            v.notes[0].contains("but it is reached if the black group at C1 (1 stone, judged alive"),
            "{:?}",
            v.notes
        );
        let mut v = disagreeing();
        let far = Claim::Win { winner: vocab::Winner::Black, how: claim::How::Margin(100.0) };
        uncertain_claim(&game, &j, far, false, &mut v);
        assert_eq!(v.agrees, Some(false), "{:?}", v.notes);
        assert!(v.notes[0].contains("nor does any one group"), "{:?}", v.notes);
        // A certain status is never read the other way.
        for c in &mut j.chains {
            c.reason = if c.color == Color::White {
                go_rules::LifeReason::InPassAliveRegion
            } else {
                go_rules::LifeReason::PassAlive
            };
        }
        let mut v = disagreeing();
        uncertain_claim(&game, &j, near, false, &mut v);
        assert_eq!(v.agrees, Some(false), "{:?}", v.notes);
    }
}
