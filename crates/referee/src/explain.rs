//! `referee judge --explain`: under a verdict, the diagram at the violation (or the final
//! position) with the violating point marked, and the rule in words with its source; for a Go
//! count, the areas, the dame split and the komi arithmetic line by line.
//!
//! The adapters replay the record and hand over the rule crate's game and refused entry; the
//! words come from [`crate::lang::rules`], the pictures from [`crate::draw`].

use go_rules::{KoRule, Neutral, Point, Scoring, ViolationKind as GoKind};
use grid::Notation;
use junqi_rules::{PieceKind, StationKind};
use renju_rules::{Forbidden, Line, ViolationKind as RenjuKind};

use crate::draw::{self, Style};
use crate::games::{go, junqi, renju};
use crate::lang::rules::{Count, Why};
use crate::lang::Msg;
use crate::verdict::Verdict;
use crate::vocab::{Player, Reason, RuleId};

/// Indents every line of a block under a verdict line.
fn indent(block: &str) -> String {
    block.lines().map(|l| if l.is_empty() { "\n".to_owned() } else { format!("  {l}\n") }).collect()
}

/// Puts the diagram and the explanation lines together, indented under the verdict.
fn assemble(diagram: String, lines: Vec<String>) -> String {
    let mut s = indent(&diagram);
    for l in lines {
        s.push_str(&indent(&l));
    }
    s
}

/// Explains a Go verdict from the replayed record.
pub fn go(r: &go::Played, verdict: &Verdict, style: Style) -> String {
    let lang = style.lang;
    let game = r.game();
    let size = game.size();
    let at = |p: Point| Notation::Gtp.format(p, size);
    let mut lines = Vec::new();
    let mut marked = None;
    if let Some(v) = &r.refused {
        marked = v.point.filter(|&p| size.contains(p));
        let name = marked.map(at).unwrap_or_default();
        let repeats = v.repeats_ply.unwrap_or(0);
        let why = match v.kind {
            GoKind::Suicide => {
                Why::Suicide { at: &name, joined: marked.map_or(0, |p| game.joined_at(p, v.player).len()) }
            }
            GoKind::Ko => Why::Ko { at: &name, repeats },
            GoKind::Superko => Why::Superko {
                at: &name,
                repeats,
                situational: game.rules().ko == KoRule::SituationalSuperko,
            },
            GoKind::Occupied => {
                Why::Occupied { at: &name, stone: marked.and_then(|p| game.stone_at(p)).map(Player::from) }
            }
            GoKind::OutOfTurn => Why::OutOfTurn { player: v.player.into() },
            GoKind::AfterEnd => Why::AfterEnd,
            GoKind::OffBoard => Why::Other { rule: v.kind.into() },
        };
        lines.push(why.text(lang));
    } else if verdict.reason == Some(Reason::Score) && game.rules().scoring == Scoring::Area {
        let inferred =
            verdict.score.as_ref().is_some_and(|s| s.dead_source == crate::verdict::DeadSource::Inferred);
        let dead = match &r.life {
            Some(j) if inferred => j.dead(),
            _ => r.dead.clone(),
        };
        if let Ok(s) = game.score(&dead) {
            let count = Count {
                stones: (s.black_stones, s.white_stones),
                territory: (s.black_territory, s.white_territory),
                neutral: s.neutral,
                split: game.rules().neutral == Neutral::Split,
                areas: (s.black_area, s.white_area),
                komi: s.komi,
                bonus: s.handicap_bonus,
                points: size.len(),
                margin: s.margin_stones,
            };
            lines.extend(count.lines(lang));
        }
    }
    // The judgement is drawn only where the count used it (`score.dead_source: inferred`).
    let inferred =
        verdict.score.as_ref().is_some_and(|s| s.dead_source == crate::verdict::DeadSource::Inferred);
    let life = r.life.as_ref().filter(|_| inferred);
    if let Some(j) = life {
        lines.extend(life_lines(j, size, lang));
    }
    let pos = draw::go::Position { game, placed: r.placed(), marked, life };
    if let Some(p) = marked {
        lines.insert(0, Msg::Marked(&format!("[{}]", at(p))).text(lang));
    }
    assemble(draw::go::render(&pos, style), lines)
}

/// Why each dead, uncertain or seki chain of a life judgement was judged so, one line each
/// (docs/rules/go.md §1.8); chains simply alive are left out.
pub fn life_lines(j: &go_rules::LifeJudgement, size: grid::Size, lang: crate::lang::Lang) -> Vec<String> {
    j.chains
        .iter()
        .filter(|c| c.life != go_rules::Life::Alive || c.reason == go_rules::LifeReason::Seki)
        .map(|c| {
            let at = Notation::Gtp.format(c.stones[0], size);
            Msg::Life {
                player: c.color.into(),
                at: &at,
                stones: c.stones.len(),
                life: c.life,
                reason: c.reason,
                own: (c.own_share * 100.0).round() as u32,
            }
            .text(lang)
        })
        .collect()
}

/// `referee show --dead`: the position with the referee's life judgement marked (dead stones,
/// uncertain ones) and why each was judged, for any Go record, whatever it marks.
pub fn go_dead(r: &go::Played, style: Style) -> String {
    let game = r.game();
    let j = r.life.clone().unwrap_or_else(|| game.judge_life(&go_rules::LifeOptions::default()));
    let pos = draw::go::Position { game, placed: r.placed(), marked: None, life: Some(&j) };
    let mut lines = life_lines(&j, game.size(), style.lang);
    if lines.is_empty() {
        lines.push(crate::lang::Msg::LifeNone.text(style.lang));
    }
    if style.output == draw::Output::Svg {
        // The picture carries the legend; the reasons are for the text form.
        return draw::go::render(&pos, style);
    }
    let mut s = draw::go::render(&pos, style);
    for l in lines {
        s.push_str(&l);
        s.push('\n');
    }
    s
}

/// The shapes of a forbidden point by line, as the explanation names them.
fn shapes(f: &Forbidden) -> Vec<(Line, u8)> {
    Line::ALL.into_iter().zip(f.per_line).filter(|&(_, n)| n > 0).collect()
}

/// Explains a Renju or Gomoku verdict from the replayed record.
pub fn renju(r: &renju::Replayed, style: Style) -> String {
    let lang = style.lang;
    let game = &r.game;
    let effect = game.rules().forbidden_effect;
    let size = game.board().size();
    let at = |p: Point| Notation::Renju.format(p, size);
    let mut lines = Vec::new();
    // A forbidden stone the rules refused is not on the board: judge its point as it stands.
    // One that was played (and lost, or was claimed) is the game's recorded forbidden move.
    let (marked, forbidden) = match &r.refused {
        Some(v) => {
            let p = v.point.filter(|&p| size.contains(p));
            let forbidden_kind =
                matches!(v.kind, RenjuKind::DoubleThree | RenjuKind::DoubleFour | RenjuKind::Overline);
            let f = if forbidden_kind { p.and_then(|p| game.forbidden_at(p)) } else { None };
            if f.is_none() {
                lines.push(match v.kind {
                    RenjuKind::OutOfTurn => Why::OutOfTurn { player: v.player.into() }.text(lang),
                    RenjuKind::AfterEnd => Why::AfterEnd.text(lang),
                    RenjuKind::OffBoard
                    | RenjuKind::Occupied
                    | RenjuKind::DoubleThree
                    | RenjuKind::DoubleFour
                    | RenjuKind::Overline
                    | RenjuKind::Opening
                    | RenjuKind::Swap
                    | RenjuKind::Offer
                    | RenjuKind::Claim
                    | RenjuKind::Pass
                    | RenjuKind::Replace => Why::Other { rule: v.kind.into() }.text(lang),
                });
            }
            (p, f)
        }
        None => match game.forbidden_violation() {
            Some(m) => (Some(m.forbidden.point), Some(m.forbidden)),
            None => (None, None),
        },
    };
    if let Some(f) = forbidden {
        let lines_of = shapes(&f);
        let name = at(f.point);
        lines.push(Why::Forbidden { at: &name, kind: f.kind, lines: &lines_of, effect }.text(lang));
    }
    if let Some(p) = marked {
        lines.insert(0, Msg::Marked(&format!("[{}]", at(p))).text(lang));
    }
    let pos = draw::renju::Position { game, marked };
    assemble(draw::renju::render(&pos, style), lines)
}

/// Explains a junqi verdict from the replayed record and its game (for a placement breach, the
/// start as given).
pub fn junqi(game: &junqi_rules::Game, r: &junqi::Replayed, style: Style) -> String {
    let lang = style.lang;
    let board = game.board();
    let mut lines = Vec::new();
    let mut marked = Vec::new();
    let mut extra = Vec::new();
    let names = |k: PieceKind| (k.english(), k.chinese());
    if let Some(v) = &r.breach {
        extra.push(Msg::SetupBreach(v.into()).text(lang));
        lines.push(Why::Setup.text(lang));
    }
    if let Some(f) = &r.refused {
        if let Some((from, to)) = f.stations {
            marked = vec![from, to];
        }
        let (from, to) = f.stations.map_or(("", ""), |(a, b)| (board.name(a), board.name(b)));
        let mover = f.stations.and_then(|(a, _)| game.piece_at(a)).map(|(_, k)| k);
        let target = f.stations.and_then(|(_, b)| game.piece_at(b));
        let other = Why::Other { rule: f.rule };
        let blocker = f
            .stations
            .and_then(|(a, b)| board.rail_between(a, b))
            .and_then(|between| between.iter().copied().find(|&s| game.piece_at(s).is_some()));
        let why = match f.rule {
            RuleId::NoPath => match mover {
                // A straight slide of a piece that is no engineer, with a piece on the way.
                Some(k) if k != PieceKind::Engineer && blocker.is_some() => {
                    Why::Blocked { piece: names(k), from, to, by: blocker.map_or("", |s| board.name(s)) }
                }
                Some(k) => {
                    let turn = (k != PieceKind::Engineer)
                        .then(|| f.stations.and_then(|(a, b)| board.rail_corner(a, b)))
                        .flatten()
                        .filter(|_| f.stations.is_some_and(|(a, b)| board.is_rail(a) && board.is_rail(b)));
                    let c = turn.map(|c| board.name(c));
                    Why::NoPath { piece: names(k), from, to, corner: c }
                }
                None => other,
            },
            RuleId::CampOccupied => match target {
                Some((owner, k)) => Why::CampOccupied { owner: owner.into(), piece: names(k), at: to },
                None => other,
            },
            RuleId::ImmovablePiece => match mover {
                Some(k) => Why::Immovable {
                    piece: names(k),
                    at: from,
                    in_headquarters: f
                        .stations
                        .is_some_and(|(a, _)| board.kind(a) == StationKind::Headquarters),
                },
                None => other,
            },
            RuleId::OutOfTurn => Why::OutOfTurn { player: f.side.into() },
            RuleId::AfterEnd => Why::AfterEnd,
            // Rules with no longer explanation than their name, and rules of other games.
            RuleId::NoPass
            | RuleId::Setup
            | RuleId::OwnPiece
            | RuleId::NotYourPiece
            | RuleId::EmptyOrigin
            | RuleId::ForbiddenAttack
            | RuleId::PartnerPiece
            | RuleId::OffBoard
            | RuleId::Occupied
            | RuleId::Suicide
            | RuleId::Ko
            | RuleId::Superko
            | RuleId::DoubleThree
            | RuleId::DoubleFour
            | RuleId::Overline
            | RuleId::Opening
            | RuleId::Swap
            | RuleId::Offer
            | RuleId::Claim
            | RuleId::Pass
            | RuleId::Replace
            | RuleId::SealedMove
            | RuleId::Nigiri => other,
        };
        lines.push(why.text(lang));
    }
    let pos = draw::junqi::Position { game, last: r.last.clone(), marked, extra };
    assemble(draw::junqi::render(&pos, style), lines)
}

/// Explains a four-player junqi verdict: the board where the replay stopped, and the rule the
/// refused entry or the start breaks.
pub fn siguo(game: &junqi_rules::SiguoGame, r: &crate::games::siguo::Replayed, style: Style) -> String {
    let lang = style.lang;
    let mut lines = Vec::new();
    let mut extra = Vec::new();
    if let Some(v) = &r.breach {
        extra.push(Msg::SetupBreach(v.into()).text(lang));
        lines.push(Why::Setup.text(lang));
    }
    let mut marked = Vec::new();
    if let Some(f) = &r.refused {
        if let Some((from, to)) = f.stations {
            marked = vec![from, to];
        }
        lines.push(Why::Other { rule: f.rule }.text(lang));
        if lang == crate::lang::Lang::En {
            lines.push(f.message.clone());
        }
    }
    let pos = draw::siguo::Position { game, last: r.last.clone(), marked, extra };
    assemble(draw::siguo::render(&pos, style), lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    // A corps blocked on a straight rail slide was once told it cannot "turn the rail corner at
    // a3": one line holds a2 and a11, so nothing turns; a7 stands in the way (docs/rules/junqi.md, A move).
    #[test]
    fn blocked_straight_slide_names_the_piece_in_the_way_not_a_corner() {
        let text = include_str!("../../../fixtures/junqi/rail-slide-blocked-by-own-piece.yaml");
        let record = records::yaml::read_record(text).unwrap();
        let config = crate::Config::new();
        let judged = crate::judge_explained(&record, "blocked.yaml", None, &config).unwrap();
        let shown = judged.explain(Style::default()).unwrap();
        assert!(shown.contains("the piece on a7 stands between a2 and a11"), "{shown}");
        assert!(!shown.contains("rail corner"), "{shown}");
    }
}
