//! The Go adapter: profile keys → `go_rules::Rules`, record entries → `go_rules::Move`, the
//! game's status and count → a verdict (docs/rules/go.md).

use go_rules::{
    Color, EndReason, Game, HandicapBonus, IllegalMoveEffect, KoRule, Move, Neutral, Point, RepetitionEffect,
    Rules, Scoring, Setup, Size, Status as GoStatus, SuicideRule, Winner,
};
use grid::Notation;

use std::borrow::Cow;

use super::driver::{self, Replay, Stop};
use super::{color_word, settle, sgf_result as result_text, split_player, End, Failure, Judged, Options};
use crate::claim::{self, Claim};
use crate::lang::Lang;
use crate::profile::{keys, Profile};
use crate::verdict::{points_text, stones_in_words, Score, Verdict, Violation};
use crate::vocab::{self, Game as GameId, Reason};
use records::{InputError, Loc, Located, MoveText, Record, Setup as RecordSetup};

const KEYS: &[&str] = &[
    "size",
    "komi",
    "komi_points",
    "ko",
    "suicide",
    "scoring",
    "neutral",
    "handicap_bonus",
    "illegal_move",
    "repetition",
];

/// Builds the rules from the profile and its overrides.
pub fn settings(profile: &Profile, record: &Record, file: &str, opts: &Options) -> Result<Rules, Failure> {
    super::apply_layers(Rules::default(), apply, profile, record, file, opts)
}

/// Applies one key; used for profiles, `set:` and `--set` alike.
pub fn apply(r: &mut Rules, o: &records::Override) -> Result<(), InputError> {
    match o.key.value.as_str() {
        "size" => r.size = keys::whole(o, 2, 25)? as u8,
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
            r.suicide =
                keys::choice(o, &[("forbidden", SuicideRule::Forbidden), ("allowed", SuicideRule::Allowed)])?
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
    }
}

fn start(record: &Record, rules: &Rules, file: &str) -> Result<Setup, Failure> {
    let fail = |error| Failure { file: file.to_owned(), error };
    let size = Size::square(rules.size);
    let mut setup = Setup::default();
    match &record.setup {
        None => {}
        Some(RecordSetup::Stones { black, white }) => {
            setup.black = black.iter().map(|p| point(p, size)).collect::<Result<_, _>>().map_err(fail)?;
            setup.white = white.iter().map(|p| point(p, size)).collect::<Result<_, _>>().map_err(fail)?;
        }
        Some(RecordSetup::Pieces { .. }) => {
            return Err(fail(InputError::new(
                "a Go setup lists stones under `black:` and `white:`",
                Loc::UNKNOWN,
            )))
        }
    }
    if let Some(first) = &record.first {
        setup.first = Some(match first.value.as_str() {
            "black" | "B" | "b" => Color::Black,
            "white" | "W" | "w" => Color::White,
            other => {
                return Err(fail(InputError::new(
                    format!("`first` is black or white, not \"{other}\""),
                    first.loc,
                )))
            }
        });
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
    notes: Vec<String>,
}

fn prepare(record: &Record, profile: &Profile, file: &str, opts: &Options) -> Result<Prepared, Failure> {
    let fail = |error| Failure { file: file.to_owned(), error };
    let rules = settings(profile, record, file, opts)?;
    let size = Size::square(rules.size);
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
    let game = Game::new(rules, &setup).map_err(|e| fail(InputError::new(e.to_string(), Loc::UNKNOWN)))?;
    Ok(Prepared { game, size, placed, notes })
}

/// The Go game as the replay driver sees it.
#[derive(Debug)]
struct GoReplay {
    game: Game,
    size: Size,
    /// Leading entries taken as handicap stones: plies count from the record's first entry.
    placed: usize,
}

impl Replay for GoReplay {
    type Side = Color;
    type Move = Move;
    /// The rule crate's refusal, and whether it ended the game by the profile's choice
    /// (`illegal_move: loses`, `repetition: no-result`) instead of making the record invalid.
    type Refusal = (go_rules::Violation, bool);

    fn entry<'t>(
        &self,
        text: &'t MoveText,
        loc: Loc,
    ) -> Result<(Option<Color>, Move, Cow<'t, str>), InputError> {
        entry(text, loc, self.size).map(|(c, mv, shown)| (c, mv, Cow::Borrowed(shown)))
    }

    fn to_move(&self) -> Color {
        self.game.to_move()
    }

    fn playing(&self) -> bool {
        matches!(self.game.status(), GoStatus::Playing)
    }

    fn progress(&self) -> usize {
        self.placed + self.game.plies()
    }

    fn ply_of(&self, _index: usize) -> usize {
        self.placed + self.game.plies() + 1
    }

    fn ends_game(mv: &Move) -> bool {
        matches!(mv, Move::Resign | Move::Forfeit | Move::Draw | Move::Timeout)
    }

    fn play(&mut self, _index: usize, color: Option<Color>, mv: &Move) -> Result<(), Self::Refusal> {
        let was_playing = self.playing();
        self.game
            .play(color, *mv)
            .map_err(|v| (v, was_playing && matches!(self.game.status(), GoStatus::Over(_))))
    }

    fn flag_falls(&mut self) {
        let _ = self.game.play(None, Move::Timeout);
    }
}

const PLAYERS: [crate::vocab::Player; 2] = [crate::vocab::Player::Black, crate::vocab::Player::White];

/// Judges a Go record.
pub fn judge(record: &Record, profile: &Profile, file: &str, opts: &Options) -> Result<Verdict, Failure> {
    let fail = |error| Failure { file: file.to_owned(), error };
    let Prepared { game, size, placed, mut notes } = prepare(record, profile, file, opts)?;
    let mut timekeeper = driver::timekeeper(profile, record, file, opts, PLAYERS)?;
    let mut go = GoReplay { game, size, placed };
    let entries = &record.moves[placed..];
    let run = driver::replay(&mut go, entries, &mut timekeeper, None).map_err(fail)?;
    let GoReplay { game, .. } = go;
    let mut violation = None;
    match run.stop {
        Stop::End | Stop::Limit => {}
        Stop::Sealed { index, ply, player, shown, message } => {
            let m = &entries[index];
            let v = Violation {
                ply,
                player: player.into(),
                mv: shown,
                rule: super::sealed::RULE,
                message,
                line: m.loc.is_known().then_some(m.loc.line),
                column: m.loc.is_known().then_some(m.loc.column),
            };
            let mut j = invalid(&game, v, notes);
            j.plies += placed;
            return Ok(settle(j, record, file, profile, result_text));
        }
        Stop::Flag { index, flag } => {
            // The flag fell while the player was thinking: the game ends there, and this move
            // and the rest of the record are not played (seed art. 12: 超时判负).
            notes.push(flag.message);
            notes.push(super::clock::rest_note(entries.len() - index));
        }
        Stop::Refused { index, ply, player, shown, refusal: (v, ended_by_it), .. } => {
            let m = &entries[index];
            let message = if v.kind == go_rules::ViolationKind::OffBoard {
                format!("{} {shown} is off the {} board", player.title(), size.describe())
            } else {
                v.message.clone()
            };
            let found = Violation {
                ply,
                player: v.player.into(),
                mv: shown,
                rule: v.kind.into(),
                message,
                line: m.loc.is_known().then_some(m.loc.line),
                column: m.loc.is_known().then_some(m.loc.column),
            };
            // The record is invalid unless this very move ended the game by the profile's
            // choice (`illegal_move: loses`, `repetition: no-result`).
            if !ended_by_it {
                let mut j = invalid(&game, found, notes);
                j.plies += placed;
                return Ok(settle(j, record, file, profile, result_text));
            }
            violation = Some(found);
        }
    }
    notes.extend(timekeeper.notes(record.format));
    notes.extend(super::sealed::adjourned(record));
    let (dead, marked) = dead_stones(record, &game, size).map_err(fail)?;
    let claim = super::read_claim(record).map(|(_, c)| c);
    let counted_claim = matches!(claim, Some(Claim::Win { how: claim::How::Margin(_), .. }));
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
            let counted = count(&game, &dead, marked, notes, file, violation)?;
            match claim {
                Some(Claim::Win { winner, how: how @ (claim::How::Resignation | claim::How::Timeout) }) => {
                    during_count(counted, winner, how)
                }
                _ => counted,
            }
        }
        GoStatus::Playing if counted_claim && !dead.is_empty() => {
            // The record stops before two passes but marks dead stones: the players agreed the
            // end (art. 8), so the board is counted as marked.
            notes.push(
                "the moves stop before two passes; counted with the dead stones the record marks".to_owned(),
            );
            count(&game, &dead, marked, notes, file, violation)?
        }
        GoStatus::Playing => {
            if counted_claim {
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
    judged.plies += placed;
    Ok(settle(judged, record, file, profile, result_text))
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

fn invalid(game: &Game, violation: Violation, notes: Vec<String>) -> Judged {
    Judged::invalid(GameId::Go, game.plies(), violation, notes)
}

fn count(
    game: &Game,
    dead: &[(Point, Loc)],
    marked: Option<(u32, u32)>,
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
    if dead.is_empty() {
        notes.push("dead stones not recorded: counted as the board stands".to_owned());
    }
    if game.rules().scoring == Scoring::Territory {
        let mut t = game.territory_score(&points).map_err(no_stone)?;
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
    let s = game.score(&points).map_err(no_stone)?;
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
            black: f64::from(t.black_territory + t.black_prisoners),
            white: f64::from(t.white_territory + t.white_prisoners),
            komi: t.komi_points / 2.0,
            margin_stones: margin_points / 2.0,
            margin_points,
        }),
        violation,
        notes,
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
    let Prepared { game, size, placed, .. } = prepare(record, profile, file, opts)?;
    let mut timekeeper = driver::timekeeper(profile, record, file, opts, PLAYERS)?;
    let mut go = GoReplay { game, size, placed };
    let run = driver::replay(&mut go, &record.moves[placed..], &mut timekeeper, ply).map_err(fail)?;
    let refused = match run.stop {
        Stop::Refused { refusal: (v, _), .. } => Some(v),
        Stop::End | Stop::Limit | Stop::Sealed { .. } | Stop::Flag { .. } => None,
    };
    let game = go.game;
    let dead = dead_stones(record, &game, size).map_err(fail)?.0.into_iter().map(|(p, _)| p).collect();
    Ok(Replayed { game, placed, refused, dead })
}
