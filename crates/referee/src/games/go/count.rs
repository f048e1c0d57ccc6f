//! The count at the end of a Go game: area or territory, with the dead stones agreed, inferred
//! or removed as KataGo removes them, and the notes that say how (docs/rules/go.md §1.4-1.11).

use super::*;
use crate::note::Note;
use crate::settle::readings::{open_points, range_of, territory_reading, TerritoryReading};

/// A resignation (or a flag fall) during the count: the moves end with two passes, and the
/// record says the game ended by the claim before the count was confirmed. A player may resign
/// until the result is confirmed (art. 7), so the claim is how the game ended; the count is kept
/// in `score` and named in a note.
pub(super) fn during_count(mut j: Judged, winner: vocab::Winner, how: claim::How) -> Judged {
    let reason = if how == claim::How::Timeout { Reason::Timeout } else { Reason::Resignation };
    if let Some(counted) = &j.result {
        j.notes.push(Note::DuringCount { counted: counted.clone(), reason });
    }
    j.end = End::Finished { winner, reason: Some(reason), margin_points: None };
    j.result = Some(result_text(winner, Some(reason)));
    j.in_words =
        Some(format!("{} wins by {reason} during the count", crate::lang::winner_name(Lang::En, winner)));
    j
}

#[allow(clippy::too_many_arguments)]
pub(super) fn count(
    game: &Game,
    dead: &[(Point, Loc)],
    marked: Option<(u32, u32)>,
    source: DeadSource,
    inferred: Option<&go_rules::LifeJudgement>,
    all_alive: bool,
    mut notes: Vec<Note>,
    file: &str,
    violation: Option<Violation>,
) -> Result<Judged, Failure> {
    let points: Vec<Point> = dead.iter().map(|(p, _)| *p).collect();
    let no_stone = |e: go_rules::ScoreError| {
        let go_rules::ScoreError::NoStone(p) = &e;
        let loc = dead.iter().find(|(q, _)| q == p).map_or(Loc::UNKNOWN, |(_, l)| *l);
        Failure {
            kind: crate::FailureKind::Unreadable,
            file: file.to_owned(),
            // The rule crate's message, as a value: the same name of the point in either language.
            error: records::error!(
                crate::lang::errors::DEAD_NO_STONE, loc;
                Notation::Gtp.format(*p, grid::Size::square(grid::MAX_SIDE))
            ),
        }
    };
    if let Some(j) = inferred {
        notes.extend(inferred_notes(j, game.size()));
    } else if all_alive {
        notes.push(Note::AllAlive);
    } else if dead.is_empty() && marked.is_none() && source != DeadSource::PassAlive {
        notes.push(Note::DeadUnrecorded);
    }
    // Neither a list of dead stones nor territory marks: the count is of the board as it
    // stands, which a claim may rightly differ from (docs/rules/go.md, "Counting"). KataGo's
    // count (`pass-alive`) is the whole rule, not a stand-in for an agreement, and so is
    // `friendly_pass: false` (Tromp-Taylor, CGOS): there is no agreement to stand in for.
    let unrecorded = dead.is_empty()
        && marked.is_none()
        && inferred.is_none()
        && !all_alive
        && source != DeadSource::PassAlive;
    let mut judged =
        count_of(game, &points, marked, inferred.is_some(), notes, violation).map_err(no_stone)?;
    if let Some(score) = judged.score.as_mut() {
        score.dead_unrecorded = unrecorded;
        let size = game.size();
        let mut sorted = points.clone();
        sorted.sort_unstable_by_key(|&p| size.index(p));
        score.dead = sorted.into_iter().map(|p| Notation::Gtp.format(p, size)).collect();
        score.dead_source = source;
        let signed = match judged.end {
            End::Finished { winner: vocab::Winner::White, margin_points: Some(m), .. } => -m,
            End::Finished { margin_points: Some(m), .. } => m,
            _ => 0.0,
        };
        score.range = [signed, signed];
        if let Some(j) = inferred {
            let mut uncertain: Vec<Point> = j.uncertain().flat_map(|c| c.stones.iter().copied()).collect();
            uncertain.sort_unstable_by_key(|&p| size.index(p));
            score.uncertain = uncertain.into_iter().map(|p| Notation::Gtp.format(p, size)).collect();
            score.open = open_points(game, j);
            if let Some(range) = range_of(game, j, signed, score.open.unwrap_or(0)) {
                score.range = range;
            }
        }
    }
    Ok(judged)
}

/// The note of a count under `dead_stones: pass-alive`: which stones KataGo's rule takes off.
pub(super) fn pass_alive_note(game: &Game, removed: &[Point]) -> Note {
    let size = game.size();
    let mut by_colour = Vec::new();
    for color in [Color::Black, Color::White] {
        let list: Vec<String> = removed
            .iter()
            .filter(|&&p| game.stone_at(p) == Some(color))
            .map(|&p| Notation::Gtp.format(p, size))
            .collect();
        if !list.is_empty() {
            by_colour.push((color.into(), list));
        }
    }
    Note::PassAliveRemoved { stones: removed.len(), by_colour }
}

/// The notes of an inferred count: which stones were taken off, and each uncertain chain.
pub(super) fn inferred_notes(j: &go_rules::LifeJudgement, size: Size) -> Vec<Note> {
    let name = |p: Point| Notation::Gtp.format(p, size);
    let mut notes = Vec::new();
    let dead: Vec<&go_rules::ChainLife> =
        j.chains.iter().filter(|c| c.life == go_rules::Life::Dead).collect();
    let stones: usize = dead.iter().map(|c| c.stones.len()).sum();
    let uncertain = j.uncertain().count();
    let dead = dead.iter().map(|c| (c.color.into(), c.stones.iter().map(|&p| name(p)).collect())).collect();
    notes.push(Note::Inferred { stones, dead, uncertain });
    for c in j.uncertain() {
        notes.push(Note::UncertainChain {
            player: c.color.into(),
            at: name(c.stones[0]),
            stones: c.stones.len(),
            share: c.own_share,
        });
    }
    notes
}

/// The count itself: area, or territory with the record's marks.
pub(super) fn count_of(
    game: &Game,
    points: &[Point],
    marked: Option<(u32, u32)>,
    inferred: bool,
    mut notes: Vec<Note>,
    violation: Option<Violation>,
) -> Result<Judged, go_rules::ScoreError> {
    if game.rules().scoring == Scoring::Territory {
        let mut t = game.territory_score(points)?;
        if inferred {
            let TerritoryReading { score: t2, fills, .. } = territory_reading(game, points)?;
            if !fills.is_empty() {
                let size = game.size();
                let list: Vec<String> = fills.iter().map(|&p| Notation::Gtp.format(p, size)).collect();
                notes.push(Note::NotTerritory(list));
            }
            t = t2;
        }
        if let Some((black, white)) = marked {
            // Under territory rules the players agree the territory itself; the record's marks
            // are that agreement (they leave out points in seki, which count for no one).
            if (black, white) != (t.black_territory, t.white_territory) {
                notes.push(Note::TerritoryMarked {
                    black,
                    white,
                    regions: (t.black_territory, t.white_territory),
                });
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
        notes.push(Note::HandicapBonus(s.handicap_bonus));
    }
    tax_notes(&mut notes, s.seki, s.tax, s.button);
    Ok(Judged {
        game: GameId::Go,
        plies: game.plies(),
        end: End::Finished { winner, reason: Some(Reason::Score), margin_points: Some(margin_points) },
        result: Some(result),
        in_words: Some(in_words),
        score: Some(Score::counted(s.black_area, s.white_area, s.komi, margin_points)),
        violation,
        notes,
    })
}

/// A territory count (`scoring: territory`): `score.black`/`white` are territory plus
/// prisoners in points; komi and the margins keep their units (stones and points).
pub(super) fn territory_judged(
    game: &Game,
    t: &go_rules::TerritoryScore,
    mut notes: Vec<Note>,
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
        notes.push(Note::CleanupPoints { black: t.cleanup.0, white: t.cleanup.1 });
    }
    if t.pass_stones != (0, 0) {
        notes.push(Note::PassStones { black: t.pass_stones.0, white: t.pass_stones.1 });
    }
    notes.push(Note::TerritoryCount {
        black: (t.black_territory, t.black_prisoners),
        white: (t.white_territory, t.white_prisoners),
        komi: t.komi_points,
    });
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
        score: Some(Score::counted(
            t.points(Color::Black),
            t.points(Color::White),
            t.komi_points / 2.0,
            margin_points,
        )),
        violation,
        notes,
    }
}

/// Notes on the points the seki rule, the group tax and the button moved (docs/rules/go.md,
/// "Seki and group tax").
pub(super) fn tax_notes(notes: &mut Vec<Note>, seki: u32, tax: (u32, u32), button: Option<Color>) {
    if seki > 0 {
        notes.push(Note::Seki(seki));
    }
    if tax != (0, 0) {
        notes.push(Note::GroupTax { black: tax.0, white: tax.1 });
    }
    if let Some(c) = button {
        notes.push(Note::ButtonTaken(c.into()));
    }
}

pub(super) fn event_words(w: Winner, r: EndReason) -> String {
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
