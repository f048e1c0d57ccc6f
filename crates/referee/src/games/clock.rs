//! The clock keys of every game's profiles, and the timekeeper that replays a record's
//! thinking times against them (docs/rulebook.md, "Clocks"; seed 000 第十二条 计时).
//!
//! Keys: `main_time` (each player's time limit; null, the default, for no clock),
//! `overtime` (`none`, `reserve`, `japanese`, `fischer`), `reserve` (the seed's byo-yomi
//! reserve in whole minutes, kept inside `main_time`), `periods` and `period` (Japanese
//! byo-yomi), `increment` (Fischer), `stones` and `period` (Canadian: `stones` moves per
//! `period`), and `move_time` (a fixed time per move: no main time, Canadian periods of one
//! stone of that length).

use crate::note::Note;
use competition_rules::{format_duration, parse_duration, Clock, Overtime, TimeControl};
use grid::Color;

use crate::claim::{Claim, How};
use crate::profile::keys;
use crate::vocab::{Player, Winner};
use records::{InputError, KeyValue, MoveClock, Override, SourceFormat};

/// The clock keys, shared by every game's profile.
pub const KEYS: &[&str] =
    &["main_time", "overtime", "reserve", "periods", "period", "increment", "stones", "move_time"];

/// The clock keys as written, before they make a [`TimeControl`].
#[derive(Debug, Clone, Copy)]
struct Settings {
    main_ms: Option<u64>,
    overtime: Kind,
    reserve: u32,
    periods: u32,
    period_ms: u64,
    increment_ms: u64,
    stones: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    None,
    Reserve,
    Japanese,
    Fischer,
    Canadian,
}

impl Default for Settings {
    fn default() -> Settings {
        // Seed 000 art. 12: national events keep five minutes for byo-yomi (全国比赛保留五分钟).
        Settings {
            main_ms: None,
            overtime: Kind::None,
            reserve: 5,
            periods: 5,
            period_ms: 30_000,
            increment_ms: 10_000,
            stones: 25,
        }
    }
}

fn duration(o: &Override) -> Result<u64, InputError> {
    let text = keys::scalar(o)?;
    parse_duration(text)
        .map_err(|e| records::error!(crate::lang::errors::DURATION, o.value.loc; crate::profile::quote(&o.key.value), crate::profile::quote(&e.text)))
}

/// Whether `key` is a clock key.
pub fn is_key(key: &str) -> bool {
    KEYS.contains(&key)
}

fn apply(s: &mut Settings, o: &Override) -> Result<(), InputError> {
    match o.key.value.as_str() {
        "main_time" if o.value.value == KeyValue::Null => s.main_ms = None,
        "main_time" => s.main_ms = Some(duration(o)?),
        "overtime" => {
            s.overtime = keys::choice(
                o,
                &[
                    ("none", Kind::None),
                    ("reserve", Kind::Reserve),
                    ("japanese", Kind::Japanese),
                    ("fischer", Kind::Fischer),
                    ("canadian", Kind::Canadian),
                ],
            )?
        }
        "reserve" => s.reserve = keys::whole(o, 1, 600)?,
        "periods" => s.periods = keys::whole(o, 1, 1000)?,
        "period" => s.period_ms = duration(o)?.max(1),
        "increment" => s.increment_ms = duration(o)?,
        "stones" => s.stones = keys::whole(o, 1, 1000)?,
        // A fixed time per move: GTP's `time_settings 0 T 1`.
        "move_time" if o.value.value == KeyValue::Null => s.main_ms = None,
        "move_time" => {
            s.period_ms = duration(o)?.max(1);
            s.main_ms = Some(0);
            s.overtime = Kind::Canadian;
            s.stones = 1;
        }
        _ => return Err(keys::unknown(o, "clock", KEYS)),
    }
    Ok(())
}

/// Checks one clock key, for `rules check` and the game adapters' key parsers.
pub fn check_key(o: &Override) -> Result<(), InputError> {
    apply(&mut Settings::default(), o)
}

/// The time control the profile and its overrides set, if any (`main_time` not null): `keys`
/// in the order they apply, the refused one returned with its error.
pub fn control<'k>(
    keys: impl IntoIterator<Item = &'k Override>,
) -> Result<Option<TimeControl>, (&'k Override, InputError)> {
    let mut s = Settings::default();
    for key in keys.into_iter().filter(|o| is_key(&o.key.value)) {
        apply(&mut s, key).map_err(|e| (key, e))?;
    }
    Ok(s.main_ms.map(|main_ms| TimeControl {
        main_ms,
        overtime: match s.overtime {
            Kind::None => Overtime::None,
            Kind::Reserve => Overtime::Reserve { minutes: s.reserve },
            Kind::Japanese => Overtime::Japanese { periods: s.periods, period_ms: s.period_ms },
            Kind::Fischer => Overtime::Fischer { increment_ms: s.increment_ms },
            Kind::Canadian => Overtime::Canadian { stones: s.stones, period_ms: s.period_ms },
        },
    }))
}

/// The note on the entries a flag leaves unjudged: the move out of time and those after it.
pub fn rest_note(rest: usize) -> Note {
    Note::RestNotJudged(rest)
}

/// A move that ran out of time: the sentence for the verdict's notes.
#[derive(Debug, Clone, PartialEq)]
pub struct Flag {
    pub player: Player,
    pub message: Note,
}

/// A record's own clock reading below zero that did not end the game: play went on after it
/// (docs/rulebook.md, "Clock readings are evidence").
#[derive(Debug, Clone, PartialEq)]
struct Overruled {
    player: Player,
    ply: usize,
    seconds: f64,
    /// Later readings of the same player's clock that had also run out.
    later: usize,
    /// Whether the reading was at the record's last move (the claim said the game ended
    /// another way there).
    last: bool,
}

/// Replays the clocks of a record move by move.
#[derive(Debug)]
pub struct Timekeeper {
    clock: Option<Clock>,
    /// The players on the clock's two sides: Black and White, or Red and Blue.
    players: [Player; 2],
    /// Moves that gave the time they took, and moves that gave the time left (SGF).
    used: usize,
    left: usize,
    /// Moves without a time in a record that gives times for others.
    missing: usize,
    flagged: bool,
    /// The record's claimed result as written, for the note on a reading play went past.
    claim: Option<String>,
    /// The claimed result as read.
    claimed: Option<Claim>,
    /// Readings below zero that play went past, one per player, in the order they came.
    overruled: Vec<Overruled>,
}

impl Timekeeper {
    /// A timekeeper for `control` (no clock when `None`: times are then only counted), with
    /// `players` on the clock's two sides (Black and White, or junqi's Red and Blue).
    pub fn new(control: Option<TimeControl>, players: [Player; 2]) -> Timekeeper {
        Timekeeper {
            clock: control.map(Clock::new),
            players,
            used: 0,
            left: 0,
            missing: 0,
            flagged: false,
            claim: None,
            claimed: None,
            overruled: Vec::new(),
        }
    }

    /// The record's claimed result, which decides what a clock reading below zero means: it
    /// ends the game on time only where the record ends there or claims that loss on time.
    #[must_use]
    pub fn with_claim(mut self, claim: Option<&str>) -> Timekeeper {
        self.claim = claim.map(|c| c.trim().to_owned()).filter(|c| !c.is_empty());
        self.claimed = claim.map(crate::claim::parse);
        self
    }

    /// Whether `player`'s clock reading below zero ended the game (docs/rulebook.md, "Clock
    /// readings are evidence"): when the claim is that player's loss on time; else when the
    /// record ends there (`ends_there`) and its claim names no other end (none, a form the
    /// referee does not read, or a bare win for the opponent). A claimed resignation, forfeit,
    /// count, draw or void says the game ended otherwise, and the officials let it go on.
    fn reading_ends_game(&self, player: Player, ends_there: bool) -> bool {
        let opponent = if player == self.players[0] { self.players[1] } else { self.players[0] };
        match self.claimed {
            Some(Claim::Win { winner, how: How::Timeout }) => winner == Winner::from(opponent),
            None | Some(Claim::Unknown) => ends_there,
            Some(Claim::Win { winner, how: How::Bare }) => winner == Winner::from(opponent) && ends_there,
            Some(_) => false,
        }
    }

    /// The side of the clock a player's time is kept on.
    fn dial(&self, player: Player) -> Color {
        if player == self.players[1] {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Charges `player` for the move at `ply` before it is applied. Returns the flag when the
    /// move ran out of time: the game ended while the player was thinking, so the move itself
    /// is not played (seed 000 第十二条: 超时判负).
    ///
    /// A reading of the time left (SGF `BL`/`WL`) is the record's evidence, often a program's
    /// own estimate of a clock it does not keep: below zero, it ends the game only where the
    /// record ends there (`ends_there`: no move after this one) or claims that the player lost
    /// on time ([`Timekeeper::reading_ends_game`]). Otherwise it is a note and the later moves
    /// are judged (docs/rulebook.md, "Clock readings are evidence").
    pub fn charge(
        &mut self,
        ply: usize,
        player: Player,
        reading: Option<MoveClock>,
        ends_there: impl FnOnce() -> bool,
    ) -> Option<Flag> {
        let dial = self.dial(player);
        let flag = match reading {
            Some(MoveClock::Used(ms)) => {
                self.used += 1;
                let clock = self.clock.as_mut()?;
                let over = clock.charge(dial, ms).err()?;
                // The sentence names the player, not the clock's side: junqi's Red plays on the
                // side the rule crate calls Black.
                Some(Note::FlagUsed {
                    ply,
                    player,
                    used: format_duration(over.used_ms),
                    allowed: format_duration(over.allowed_ms),
                    control: *clock.control(),
                })
            }
            Some(MoveClock::Left { seconds, periods }) => {
                self.left += 1;
                // The record's own clock: below zero, or at zero with no period left, the
                // flag had fallen when the move was made.
                let fell = seconds < 0.0 || seconds <= 0.0 && periods == Some(0);
                if fell {
                    let last = ends_there();
                    if !self.reading_ends_game(player, last) {
                        match self.overruled.iter_mut().find(|o| o.player == player) {
                            Some(o) => o.later += 1,
                            None => self.overruled.push(Overruled { player, ply, seconds, later: 0, last }),
                        }
                        return None;
                    }
                }
                fell.then_some(Note::FlagReading { ply, player, seconds, periods })
            }
            None => {
                if self.used + self.left > 0 {
                    self.missing += 1;
                }
                None
            }
        };
        self.flagged |= flag.is_some();
        flag.map(|message| Flag { player, message })
    }

    /// The notes that say what was checked: the clocks confirmed, or why they were not.
    pub fn notes(&self, format: SourceFormat) -> Vec<Note> {
        let mut notes = Vec::new();
        if self.missing > 0 {
            notes.push(Note::NoTimeGiven(self.missing));
        }
        match &self.clock {
            Some(_) if self.used + self.left == 0 => notes.push(Note::NoTimes),
            Some(clock) if !self.flagged && self.used > 0 => {
                let dial = |c: Color| {
                    let s = clock.side(c);
                    let left = match clock.control().overtime {
                        Overtime::Reserve { .. } | Overtime::Japanese { .. } => Some(s.periods_left),
                        Overtime::None | Overtime::Fischer { .. } | Overtime::Canadian { .. } => None,
                    };
                    let who = if c == Color::Black { self.players[0] } else { self.players[1] };
                    (who, format_duration(s.used_ms), left)
                };
                let sides = vec![dial(Color::Black), dial(Color::White)];
                notes.push(Note::ClocksConfirmed { control: *clock.control(), sides });
            }
            None if self.used > 0 && format == SourceFormat::Yaml => notes.push(Note::NoMainTime),
            _ => {}
        }
        for o in &self.overruled {
            notes.push(Note::Overruled {
                player: o.player,
                seconds: o.seconds,
                ply: o.ply,
                later: o.later,
                claim: self.claim.clone(),
                last: o.last,
            });
        }
        if self.left > 0 && !self.flagged && self.overruled.is_empty() {
            notes.push(Note::ClocksChecked);
        }
        notes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The notes' English text, as JSON writes them.
    fn english(notes: Vec<Note>) -> Vec<String> {
        notes.iter().map(Note::to_string).collect()
    }
    use records::{Loc, Located};

    const GO: [Player; 2] = [Player::Black, Player::White];

    fn set(key: &str, value: &str) -> Override {
        Override {
            key: Located::new(key.to_owned(), Loc::new(1, 1)),
            value: Located::new(KeyValue::Scalar(value.to_owned()), Loc::new(1, 7)),
        }
    }

    fn control_of(keys: &[(&str, &str)]) -> Option<TimeControl> {
        let overrides: Vec<Override> = keys.iter().map(|(k, v)| set(k, v)).collect();
        control(&overrides).unwrap()
    }

    #[test]
    fn keys_make_a_time_control_only_with_a_main_time() {
        assert_eq!(control_of(&[("overtime", "reserve")]), None);
        assert_eq!(
            control_of(&[("main_time", "2h"), ("overtime", "reserve")]),
            Some(TimeControl { main_ms: 7_200_000, overtime: Overtime::Reserve { minutes: 5 } })
        );
        assert_eq!(
            control_of(&[("main_time", "1h"), ("overtime", "japanese"), ("periods", "3"), ("period", "1m")]),
            Some(TimeControl {
                main_ms: 3_600_000,
                overtime: Overtime::Japanese { periods: 3, period_ms: 60_000 }
            })
        );
        assert_eq!(
            control_of(&[("main_time", "5m"), ("overtime", "fischer"), ("increment", "3s")]),
            Some(TimeControl { main_ms: 300_000, overtime: Overtime::Fischer { increment_ms: 3_000 } })
        );
    }

    #[test]
    fn bad_clock_values_are_errors_at_the_value() {
        let e = check_key(&set("main_time", "soon")).unwrap_err();
        assert_eq!(e.loc, Loc::new(1, 7));
        assert!(e.message.starts_with("`main_time`: \"soon\" is not a time"), "{}", e.message);
        assert!(check_key(&set("overtime", "byoyomi")).is_err());
        assert_eq!(
            control_of(&[("main_time", "10m"), ("overtime", "canadian"), ("stones", "25"), ("period", "5m")]),
            Some(TimeControl {
                main_ms: 600_000,
                overtime: Overtime::Canadian { stones: 25, period_ms: 300_000 }
            })
        );
        assert_eq!(
            control_of(&[("move_time", "2s")]),
            Some(TimeControl { main_ms: 0, overtime: Overtime::Canadian { stones: 1, period_ms: 2_000 } })
        );
        assert!(check_key(&set("reserve", "0")).is_err());
    }

    #[test]
    fn the_timekeeper_flags_the_first_move_out_of_time() {
        let mut t = Timekeeper::new(Some(TimeControl { main_ms: 60_000, overtime: Overtime::None }), GO);
        assert_eq!(t.charge(1, Player::Black, Some(MoveClock::Used(59_000)), || true), None);
        assert_eq!(t.charge(2, Player::White, None, || true), None);
        let flag = t.charge(3, Player::Black, Some(MoveClock::Used(2_000)), || true).unwrap();
        assert_eq!(flag.player, Player::Black);
        assert!(
            flag.message.to_string().starts_with("ply 3: Black took 2s with at most 1s left"),
            "{}",
            flag.message
        );
        assert_eq!(english(t.notes(SourceFormat::Yaml)), ["1 move gives no time: counted as taking none"]);
    }

    #[test]
    fn readings_of_time_left_flag_a_clock_below_zero() {
        let mut t = Timekeeper::new(None, GO);
        assert_eq!(
            t.charge(1, Player::Black, Some(MoveClock::Left { seconds: 0.0, periods: Some(1) }), || true),
            None
        );
        let flag = t
            .charge(2, Player::White, Some(MoveClock::Left { seconds: -1.5, periods: None }), || true)
            .unwrap();
        assert!(flag.message.to_string().contains("White's clock reads -1.5s left"), "{}", flag.message);
        let zero = Some(MoveClock::Left { seconds: 0.0, periods: Some(0) });
        assert!(Timekeeper::new(None, GO).charge(1, Player::Black, zero, || true).is_some());
    }

    #[test]
    fn a_reading_below_zero_that_play_went_past_is_a_note() {
        // Issue 23: a program's own estimate of its opponent's clock (the 2008 Olympiad's
        // Steenvreter-Fuego, W+R) ran below zero and play went on: the record shows no loss on
        // time there, so the reading is noted and the game goes on to its recorded end.
        let mut t = Timekeeper::new(None, GO).with_claim(Some("W+R"));
        let below = |s| Some(MoveClock::Left { seconds: s, periods: None });
        assert_eq!(t.charge(38, Player::White, below(-24.0), || false), None);
        assert_eq!(t.charge(40, Player::White, below(-30.0), || false), None);
        assert_eq!(
            english(t.notes(SourceFormat::Sgf)),
            ["White's clock read -24s at ply 38 (1 later reading of White's clock below zero after it); play went on and the record ends W+R: the reading is evidence, not a loss on time, and the later moves are judged"]
        );
        // Even at the record's last move the claim says how the game ended: Black resigned.
        assert_eq!(t.charge(41, Player::Black, below(-1.0), || true), None);
    }

    #[test]
    fn a_reading_below_zero_ends_the_game_when_the_record_claims_that_loss_on_time() {
        // `B+T`: White lost on time, so White's first reading below zero is where it happened,
        // even though the record goes on (docs/rulebook.md, "Clock readings are evidence").
        let below = Some(MoveClock::Left { seconds: -2.1, periods: None });
        let mut t = Timekeeper::new(None, GO).with_claim(Some("B+T"));
        assert!(t.charge(4, Player::White, below, || false).is_some());
        // The claim names White as the loser, not Black: Black's reading is a note.
        let mut t = Timekeeper::new(None, GO).with_claim(Some("B+T"));
        assert_eq!(t.charge(5, Player::Black, below, || false), None);
        let mut t = Timekeeper::new(None, GO);
        assert_eq!(t.charge(5, Player::Black, below, || false), None);
        assert!(english(t.notes(SourceFormat::Sgf))[0].ends_with("play went on and the record claims no result: the reading is evidence, not a loss on time, and the later moves are judged"));
    }

    #[test]
    fn a_reading_below_zero_at_the_last_move_yields_to_a_claim_of_another_end() {
        // A CGOS game ended B+Resign with Black's clock below zero at its last move: White
        // resigned, the server did not flag Black, so the game was not lost on time there.
        let below = Some(MoveClock::Left { seconds: -0.5, periods: None });
        let mut t = Timekeeper::new(None, GO).with_claim(Some("B+Resign"));
        assert_eq!(t.charge(61, Player::Black, below, || true), None);
        assert_eq!(
            english(t.notes(SourceFormat::Sgf)),
            ["Black's clock read -0.5s at ply 61; the game was not lost on time there and the record ends B+Resign: the reading is evidence, not a loss on time"]
        );
        // With no claim, or a bare win for the opponent, the record's end is the flag's.
        assert!(Timekeeper::new(None, GO).charge(61, Player::Black, below, || true).is_some());
        let mut bare = Timekeeper::new(None, GO).with_claim(Some("W+"));
        assert!(bare.charge(61, Player::Black, below, || true).is_some());
    }

    #[test]
    fn confirmed_clocks_are_noted() {
        let control = TimeControl { main_ms: 120_000, overtime: Overtime::Reserve { minutes: 1 } };
        let mut t = Timekeeper::new(Some(control), GO);
        assert_eq!(t.charge(1, Player::Black, Some(MoveClock::Used(90_000)), || true), None);
        assert_eq!(t.charge(2, Player::White, Some(MoveClock::Used(1_000)), || true), None);
        assert_eq!(
            english(t.notes(SourceFormat::Sgf)),
            ["clocks confirmed under 2m00s with a byo-yomi reserve of 1 minute: Black used 1m30s, 1 reserve minute left; White used 1s, 1 reserve minute left"]
        );
        let untimed = Timekeeper::new(None, GO);
        assert!(untimed.notes(SourceFormat::Yaml).is_empty());
    }
}
