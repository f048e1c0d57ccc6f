//! The Go adapter: profile keys → `go_rules::Rules`, record entries → `go_rules::Move`, the
//! game's status and count → a verdict (docs/rules/go.md).

use crate::note::{KomiBy, Note, StopCount};
use go_rules::{Color, EditError, EndReason, Game, Move, Point, Scoring, Size, Status as GoStatus, Winner};
use grid::Notation;

use std::borrow::Cow;

use super::driver::{self, Replay, Stop};
use super::settings::{GoSettings, Settings};
use super::{color_word, settle, sgf_result as result_text, split_player, End, Failure, Judged};
use crate::claim::{self, Claim};
use crate::lang::Lang;
use crate::verdict::{points_text, stones_in_words, DeadSource, Score, Verdict, Violation};
use crate::vocab::{self, Game as GameId, Reason, RuleId};
use records::{InputError, Loc, Located, MoveText, Record};

mod count;
mod dead;
mod moves;
mod profile_keys;
mod start;

use count::*;
pub use dead::Dead;
pub(crate) use dead::DEAD_STONES;
use dead::*;
use moves::*;
pub use profile_keys::apply;
pub(crate) use profile_keys::KEYS;
pub(crate) use profile_keys::{FRIENDLY_PASS, MISSING_PASS};
use start::*;

fn point(text: &Located<String>, size: Size) -> Result<Point, InputError> {
    Notation::Gtp.parse(&text.value, size).map_err(|e| records::messages::not_a_point(&e, text.loc))
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
                    Notation::Gtp.parse(what, size).map_err(|e| records::messages::not_a_point(&e, loc))?,
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
        MoveText::Offer { .. } => Err(records::error!(crate::lang::errors::OFFER_NOT_GO, loc)),
        MoveText::Edit { .. } => Err(records::error!(crate::lang::errors::EDIT_NOT_MOVE, loc)),
    }
}

const PLAYERS: [crate::vocab::Player; 2] = [crate::vocab::Player::Black, crate::vocab::Player::White];

/// A Go record replayed once under its settings: the game where the replay stopped and what
/// the verdict ([`Replayed::verdict`]), the diagram and the explanation are made from.
#[derive(Debug)]
pub enum Replayed {
    /// The setup is no Go position: the record is invalid before its first move, and there is
    /// no position to draw (`failure` says why, for `show` and `--explain`).
    Unplayable { violation: Violation, notes: Vec<Note>, failure: Failure },
    /// The moves were replayed.
    Played(Box<Played>),
}

/// A replayed Go game (see [`Replayed`]).
#[derive(Debug)]
pub struct Played {
    go: GoReplay,
    timekeeper: super::clock::Timekeeper,
    /// The notes of the start and of the replay's stops.
    notes: Vec<Note>,
    /// The entry that ended the game by the profile's choice (`illegal_move: loses`).
    ended_by: Option<Violation>,
    /// The entry that makes the record invalid, when there is one.
    invalid_at: Option<Violation>,
    /// The first entry the rules refused: the point the explanation marks.
    pub refused: Option<go_rules::Violation>,
    /// The stones the record marks dead and the points its territory marks give each side, read
    /// on the position the replay reached, or why they cannot be read (`show` and `--explain`
    /// refuse such a record as `judge` does). Taken by the verdict.
    marks: Result<DeadAndMarked, Failure>,
    /// The choices of the profile the verdict reads.
    dead_rule: Dead,
    friendly_pass: bool,
    implied_passes: bool,
    komi_from_command_line: bool,
    /// The profile's own komi in stones, when the record or `--set` changed it.
    profile_komi: Option<f64>,
    /// The stones the verdict counted as dead, and the referee's life judgement when the count
    /// used it (`dead_source: inferred`): set by the verdict, for the explanation.
    pub dead: Vec<Point>,
    pub life: Option<go_rules::LifeJudgement>,
    /// Whether the verdict ran the life judgement on the final position (`dead_stones: auto` or
    /// `infer`), whether or not the count then used it: what `cargo xtask life` times.
    pub judged: bool,
}

impl Played {
    /// The game as it stands where the replay stopped.
    pub fn game(&self) -> &Game {
        &self.go.game
    }

    /// Leading entries taken as free-placement handicap stones (plies count from the record's
    /// first entry).
    pub fn placed(&self) -> usize {
        self.go.placed
    }
}

/// Replays a Go record under its settings (`go`, the Go part of `settings`) up to `ply` record
/// entries, or to its end when `None`: the one replay `judge`, `show` and `--explain` share.
pub fn replay(
    record: &Record,
    settings: &Settings,
    go: &GoSettings,
    file: &str,
    ply: Option<usize>,
) -> Result<Replayed, Failure> {
    let fail = |error| Failure { kind: crate::FailureKind::Unreadable, file: file.to_owned(), error };
    let mut prepared = match prepare(record, &settings.profile, go, file) {
        Ok(p) => p,
        Err(Unprepared::Failure(f)) => return Err(f),
        Err(Unprepared::Refused(violation, refused)) => {
            let (notes, error) = *refused;
            let loc = Loc::new(violation.line.unwrap_or(0), violation.column.unwrap_or(0));
            let failure = fail(InputError { loc, ..error });
            return Ok(Replayed::Unplayable { violation, notes, failure });
        }
    };
    let mut notes = std::mem::take(&mut prepared.notes);
    let mut timekeeper = driver::timekeeper(settings, record, PLAYERS);
    let (placed, size) = (prepared.placed, prepared.size);
    let setting = go;
    let mut go = GoReplay::new(prepared);
    let entries = &record.moves[placed..];
    let mut ended_by = None;
    let mut refused = None;
    // The replay goes on after an entry that ended the game by the profile's choice
    // (`illegal_move: loses`): whatever the record shows after it is judged after the end, as
    // after two passes.
    let mut from = 0;
    let invalid_at = loop {
        go.from = from;
        let run = driver::replay(&mut go, &entries[from..], &mut timekeeper, ply).map_err(fail)?;
        match run.stop {
            Stop::End | Stop::Limit => break None,
            Stop::Sealed { index, ply, player, shown, message } => {
                let m = &entries[from + index];
                break Some(Violation::at(ply, player.into(), shown, super::sealed::RULE, message, m.loc));
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
                if let (None, Refusal::Rule(v, _)) = (&refused, &refusal) {
                    refused = Some(v.clone());
                }
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
                let found = Violation::at(ply, by.into(), shown, rule, message, m.loc);
                // The record is invalid unless this very move ended the game by the profile's
                // choice (`illegal_move: loses`).
                if !ended_by_it {
                    break Some(found);
                }
                ended_by = Some(found);
                go.ended_by += 1;
                from += index + 1;
            }
        }
    };
    let marks = dead_stones(record, &go.game, size).map_err(fail);
    Ok(Replayed::Played(Box::new(Played {
        go,
        timekeeper,
        notes,
        ended_by,
        invalid_at,
        refused,
        marks,
        dead_rule: setting.dead,
        friendly_pass: setting.friendly_pass,
        implied_passes: setting.implied_passes,
        komi_from_command_line: setting.komi_from_command_line,
        profile_komi: setting.profile_komi,
        dead: Vec::new(),
        life: None,
        judged: false,
    })))
}

impl Replayed {
    /// The verdict on a record replayed to its end: how the game ended or its count, and the
    /// claim settled against it. The dead stones counted are kept for the explanation.
    pub fn verdict(&mut self, record: &Record, settings: &Settings, file: &str) -> Result<Verdict, Failure> {
        let profile = &settings.profile;
        let mut verdict = match self {
            Replayed::Unplayable { violation, notes, .. } => {
                // The setup is no Go position: the record is invalid before its first move.
                let j = Judged::invalid(GameId::Go, 0, violation.clone(), std::mem::take(notes));
                settle(j, record, file, profile, result_text)
            }
            Replayed::Played(played) => played.verdict(record, settings, file)?,
        };
        if let super::GameSettings::Go(go) = &settings.game {
            verdict.notes.extend(go.komi_note.clone());
        }
        Ok(verdict)
    }

    /// The replayed game, or why there is none to draw: a setup that is no Go position, or
    /// dead-stone marks that cannot be read.
    pub fn played(&self) -> Result<&Played, Failure> {
        match self {
            Replayed::Unplayable { failure, .. } => Err(failure.clone()),
            Replayed::Played(played) => match &played.marks {
                Err(failure) => Err(failure.clone()),
                Ok(_) => Ok(played),
            },
        }
    }
}

impl Played {
    fn verdict(&mut self, record: &Record, settings: &Settings, file: &str) -> Result<Verdict, Failure> {
        let profile = &settings.profile;
        let placed = self.go.placed;
        let entries = &record.moves[placed..];
        let mut notes = std::mem::take(&mut self.notes);
        let mut violation = self.ended_by.take();
        let invalid_at = self.invalid_at.take();
        let (dead_rule, friendly, implied_passes, komi_from_command_line) =
            (self.dead_rule, self.friendly_pass, self.implied_passes, self.komi_from_command_line);
        let go = &mut self.go;
        notes.append(&mut go.notes);
        if go.cycles > CYCLE_NOTES {
            notes.push(Note::MoreCycles(go.cycles - CYCLE_NOTES));
        }
        let plies = go.record_plies();
        // `dead_stones`: `pass-alive` (KataGo's count) here, `infer` below.
        let pass_alive = dead_rule == Dead::PassAlive;
        // KataGo's territory rules (docs/rules/go.md §1.11): its cleanup phases have their own ko
        // rule (a ko taken there may be retaken only after a pass-for-ko, which KataGo writes as a
        // move on the ko), which the referee does not model.
        let katago_cleanup =
            pass_alive && go.game.rules().scoring == Scoring::Territory && go.game.rules().resume;
        if let Some(v) = invalid_at {
            if katago_cleanup && go.game.stops() >= 1 && matches!(v.rule, RuleId::Ko | RuleId::Superko) {
                notes.push(Note::CleanupKo { mv: v.mv.clone(), ply: v.ply });
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
            // A move out of turn in a server's record is most often a pass the server left out:
            // say which key reads it so (docs/rules/go.md §2.3), when it is not already set.
            if v.rule == RuleId::OutOfTurn && record.format != records::SourceFormat::Yaml && !implied_passes
            {
                notes.push(Note::MissingPassHint);
            }
            let j = Judged::invalid(GameId::Go, plies, v, notes);
            return Ok(settle(j, record, file, profile, result_text));
        }
        // Docs/rules/go.md §1.2: a record that stops in a cycle under `repetition: no-result`
        // (the players stayed in it) ends with no result at the move that last repeated.
        if let Some(v) = go.game.stop_in_cycle() {
            if let Some((index, ply, shown)) = go.cycle_at.take() {
                let m = &entries[index];
                violation =
                    Some(Violation::at(ply, v.player.into(), shown, v.kind.into(), v.message.clone(), m.loc));
            }
            notes.push(Note::StopsInCycle);
        }
        // AGA: White passes last (docs/rules/go.md §1.10). A record that stops at Black's pass
        // leaves White's closing pass out; the count includes it as owed.
        let stopped_by_black = go.game.status() == GoStatus::Counting && go.game.to_move() == Color::White;
        if stopped_by_black && go.game.rules().pass_stones && go.late_passes == 0 {
            notes.push(Note::ClosingPassOwed);
        }
        let game = &go.game;
        notes.extend(self.timekeeper.notes(record.format));
        notes.extend(super::sealed::adjourned(record));
        let (mut dead, mut marked) = std::mem::replace(&mut self.marks, Ok(Default::default()))?;
        // `friendly_pass: false` (Tromp-Taylor, KataGo `fpok0`): stones are removed only by
        // capture, so what stands at the end is alive: the record's marks are not used, and no dead
        // stone is inferred either.
        if !friendly && (!dead.is_empty() || marked.is_some()) {
            notes.push(Note::AllAliveMarksUnused);
            dead.clear();
            marked = None;
        }
        // `dead_stones: pass-alive` (KataGo's count, docs/rules/go.md §1.11): the players' marks
        // play no part; the stones inside the other colour's pass-alive territory are removed.
        if pass_alive && (!dead.is_empty() || marked.is_some()) {
            notes.push(Note::PassAliveMarksUnused);
            dead.clear();
            marked = None;
        }
        let claim = super::read_claim(record, GameId::Go).map(|(_, c)| c);
        let counted_claim = matches!(claim, Some(Claim::Win { how: claim::How::Margin(_), .. }));
        // `dead_stones: auto` (or `infer`): a record that marks nothing, counted at two passes or claiming a
        // count where its moves stop, gets the judgement's dead stones (docs/rules/go.md §1.8,
        // "Dead stones").
        let recorded = !dead.is_empty() || marked.is_some();
        let counts = match game.status() {
            GoStatus::Counting => true,
            GoStatus::Playing => counted_claim,
            GoStatus::Over(_) => false,
        };
        let judged_life = counts && friendly && !recorded && dead_rule.judges();
        // The board's cover is known before the judgement: a record that stops with less than a
        // quarter of it covered is not counted (below), and is not judged either.
        let playing = judged_life && game.status() == GoStatus::Playing;
        let board = playing.then(|| game.score(&[]).ok()).flatten();
        let cover = board.as_ref().map_or(0, |s| u64::from(s.black_stones + s.white_stones));
        let sparse = playing && cover * 4 < game.size().len() as u64;
        let ran_judgement = judged_life && !sparse;
        let mut inferred = ran_judgement.then(|| game.judge_life(&go_rules::LifeOptions::default()));
        // A record that stops before two passes is counted with the judgement's dead stones only
        // when it looks like a game at its end (docs/rules/go.md §1.8, "Records that stop before
        // two passes"): its boundaries nearly closed (at most a tenth of the board's points in
        // regions that reach both colours) and its board at least a quarter covered with stones.
        // Otherwise the game was far from its end, and a count would be a guess at how it went on.
        let mut too_open = sparse.then(|| (board.as_ref().map_or(u32::MAX, |s| s.neutral), cover));
        if let (Some(j), GoStatus::Playing) = (&inferred, game.status()) {
            // The cover was checked before the judgement; the open points need its dead stones.
            let open = game.score(&j.dead()).map_or(u32::MAX, |s| s.neutral);
            if u64::from(open) * 10 > game.size().len() as u64 {
                too_open = Some((open, cover));
                inferred = None;
            }
        }
        if let Some(j) = &inferred {
            dead = j.dead().into_iter().map(|p| (p, Loc::UNKNOWN)).collect();
        }
        // KataGo ends a game whose every point is pass-alive without passes (docs/rules/go.md §1.11).
        let settled_early =
            pass_alive && counted_claim && game.status() == GoStatus::Playing && game.pass_alive_settled();
        if pass_alive && counts && (game.status() == GoStatus::Counting || settled_early) {
            let removed = game.pass_alive_dead();
            notes.push(pass_alive_note(game, &removed));
            dead = removed.into_iter().map(|p| (p, Loc::UNKNOWN)).collect();
        }
        let source = match (&inferred, recorded) {
            _ if pass_alive => DeadSource::PassAlive,
            (Some(_), _) => DeadSource::Inferred,
            (None, true) => DeadSource::Agreed,
            (None, false) => DeadSource::None,
        };
        // Under `friendly_pass: false` (and not KataGo's count) every standing stone is alive.
        let all_alive = !friendly && !pass_alive;
        let count_with = |notes, violation| {
            count(game, &dead, marked, source, inferred.as_ref(), all_alive, notes, file, violation)
        };
        let mut gave_way = false;
        let mut judged = match game.status() {
            // A record that stops in a cycle under `repetition: no-result` claims a resignation
            // or a time loss: a player may give way at any moment, so the claim is how the game
            // ended (docs/rules/go.md §1.2), not the cycle.
            GoStatus::Over(o)
                if o.reason == EndReason::Repetition
                    && o.winner == Winner::NoResult
                    && matches!(
                        claim,
                        Some(Claim::Win { how: claim::How::Resignation | claim::How::Timeout, .. })
                    ) =>
            {
                let Some(Claim::Win { winner, how }) = claim else { unreachable!("matched above") };
                let reason = if how == claim::How::Timeout { Reason::Timeout } else { Reason::Resignation };
                notes.retain(|n| !matches!(n, Note::StopsInCycle));
                notes.push(Note::GaveWayInCycle { reason });
                gave_way = true;
                Judged {
                    game: GameId::Go,
                    plies: game.plies(),
                    end: End::Finished { winner, reason: Some(reason), margin_points: None },
                    result: Some(result_text(winner, Some(reason))),
                    in_words: Some(format!(
                        "{} wins by {reason}, given in the cycle",
                        crate::lang::winner_name(Lang::En, winner)
                    )),
                    score: None,
                    violation: None,
                    notes,
                }
            }
            GoStatus::Over(o) => {
                if !dead.is_empty() {
                    notes.push(Note::DeadListUnused);
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
                let counted = count_with(notes, violation)?;
                match claim {
                    Some(Claim::Win {
                        winner,
                        how: how @ (claim::How::Resignation | claim::How::Timeout),
                    }) => during_count(counted, winner, how),
                    _ => counted,
                }
            }
            GoStatus::Playing
                if counted_claim
                    && record.cut_off.is_none()
                    && (settled_early || !pass_alive && (!dead.is_empty() || inferred.is_some())) =>
            {
                // The record stops before two passes but marks dead stones: the players agreed the
                // end (art. 8), so the board is counted as marked. Under `dead_stones: auto` the
                // referee's judgement stands in for marks the record does not have; under
                // `pass-alive` KataGo's count does, when the whole board is settled (KataGo ends
                // such a game without passes).
                notes.push(Note::StopsCounted(if pass_alive {
                    StopCount::PassAlive
                } else if inferred.is_some() {
                    StopCount::Inferred
                } else {
                    StopCount::Marked
                }));
                count_with(notes, violation)?
            }
            GoStatus::Playing => {
                // A file cut off inside the game has its own note, which says the claim is not
                // checked (settle); these would say it a second time.
                if record.cut_off.is_some() {
                } else if counted_claim && pass_alive {
                    notes.push(Note::NotAllPassAlive);
                } else if let Some((open, stones)) = too_open {
                    notes.push(Note::TooOpen { stones: stones as usize, open: open as usize });
                } else if counted_claim {
                    notes.push(Note::StopsUnmarked);
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
        if gave_way && verdict.agrees == Some(true) {
            verdict.settled = crate::verdict::Settled::AsClaimed(crate::verdict::AsClaimed::GaveWayInCycle);
        }
        if too_open.is_some() && verdict.agrees.is_none() && record.cut_off.is_none() {
            verdict.settled = crate::verdict::Settled::NotCheckable(crate::verdict::Unchecked::MovesStop);
        }
        if katago_cleanup && game.cleanup_ko_captures() > 0 && verdict.agrees.is_some() {
            verdict.agrees = None;
            verdict.settled =
                crate::verdict::Settled::NotCheckable(crate::verdict::Unchecked::RuleNotModelled);
            verdict.notes.push(Note::CleanupKos(game.cleanup_ko_captures() as usize));
        }
        // The readings a record without marks, passes, rules or a sure komi allows (settle::count).
        let points: Vec<Point> = dead.iter().map(|(p, _)| *p).collect();
        if let Some(c) = claim {
            let stated = if komi_from_command_line {
                Vec::new()
            } else {
                stated_komi(record, game, self.profile_komi, &profile.name)
            };
            let facts = crate::settle::Count {
                game,
                judgement: inferred.as_ref(),
                dead: &points,
                stated_komi: &stated,
                doubt: crate::settle::rules_doubt(profile),
            };
            crate::settle::count(&facts, c, &verdict).apply(&mut verdict);
        }
        // With no claim to settle, a count that hangs on uncertain chains says how far it may go.
        if let (None, Some(j), Some(score)) = (claim, &inferred, verdict.score.as_ref()) {
            let [low, high] = score.range;
            let chains = j.uncertain().count();
            if high - low > 1e-9 {
                verdict.notes.push(Note::CountRange {
                    chains,
                    low: crate::settle::margin_text(low),
                    high: crate::settle::margin_text(high),
                });
            }
        }
        if let Some(score) = verdict.score.as_mut() {
            let estimated = game.status() == GoStatus::Playing && inferred.is_some();
            score.reading = crate::settle::reading(profile, estimated, &verdict.notes);
        }
        // What the count used, for the explanation's arithmetic and drawing.
        self.dead = dead.into_iter().map(|(p, _)| p).collect();
        self.life = inferred;
        self.judged = ran_judgement;
        Ok(verdict)
    }
}

/// The komi, other than the one counted with, that the record, its server or the profile states
/// (docs/rules/go.md §1.7): the profile's own when the record changed it, and 6.5 and 7.5 points
/// for a Fox record that writes `KM[0]` (Fox's AI records write it for games counted with 6.5).
/// In points, each with where it comes from.
fn stated_komi(record: &Record, game: &Game, profile_komi: Option<f64>, profile: &str) -> Vec<(f64, KomiBy)> {
    let mut stated: Vec<(f64, KomiBy)> =
        profile_komi.map(|k| (2.0 * k, KomiBy::Profile(profile.to_owned()))).into_iter().collect();
    if game.rules().komi == 0.0 && is_fox(record) {
        stated.extend([6.5, 7.5].map(|k| (k, KomiBy::FoxZero)));
    }
    stated
}

/// Whether a record is Fox's (野狐): its client writes `AP[YuanYu]`, or its place or event names
/// the server.
fn is_fox(record: &Record) -> bool {
    record.info.iter().any(|(k, v)| match k.as_ref() {
        "application" => v.trim().to_ascii_lowercase().starts_with("yuanyu"),
        "place" | "event" => {
            v.contains("野狐")
                || v.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| w.eq_ignore_ascii_case("fox"))
        }
        _ => false,
    })
}
