//! Settlement: whether a record's claim holds, and which reading of the record settled it
//! (docs/contract.md §5.2, docs/rules/go.md §1.8).
//!
//! Two steps, both functions of what the replay found and never of how a game is replayed:
//!
//! - [`settle`] compares the claim with how the game ended (a count, a resignation, a rule's
//!   ending, or moves that stop before an end) and builds the verdict: `agrees`, `settled`.
//! - [`count`] then takes a Go count whose record leaves something out (no dead stones marked,
//!   no two passes, no rules or a komi in doubt) through the readings the record allows, in a
//!   fixed order: every assignment of the chains the judgement is unsure of, the weak chains,
//!   one group read the other way, what players are seen to agree (the stones as they stand, a
//!   seki marked dead, a dead stone left on the board), an end estimated from moves that stop
//!   early, a komi the record, its server or the profile states, and a territory count for a
//!   record that names no rules. `agrees: false` only when no reading reaches the claim; the
//!   reading that reaches it otherwise is named in a note and in `score.reading`.
//!
//! Invariant: this module imports no game adapter (`crate::games`); adapters call it with the
//! facts of their replayed game (the position, the dead stones, the judgement, the claim).

mod ending;
pub(crate) mod readings;
#[cfg(test)]
mod tests;

pub use ending::{read_claim, settle, End, Judged};

use crate::claim::{self, Claim};
use crate::note::{Chosen, KomiBy, Note};
use crate::profile::Profile;
use crate::verdict::{points_text, EndFrom, Reading, RulesFrom, Settled, Unchecked, Verdict};
use crate::vocab::{self, Reason, Winner};
use go_rules::{Game, LifeJudgement, Point, Scoring};

/// At most this many uncertain chains are tried alive and dead in every combination (2^10
/// counts); with more, a claim their fate could change is not checked.
pub(crate) const MAX_UNCERTAIN: usize = 10;

/// What the readings of a count made of its claim: the verdict's `agrees` and `settled`, and
/// the notes that say which reading settled it, to add to the verdict's.
#[derive(Debug, Clone, PartialEq)]
pub struct Settlement {
    pub agrees: Option<bool>,
    pub settled: Settled,
    pub notes: Vec<Note>,
}

impl Settlement {
    /// The settlement as `verdict` has it, with no note added yet.
    pub fn of(verdict: &Verdict) -> Settlement {
        Settlement { agrees: verdict.agrees, settled: verdict.settled, notes: Vec::new() }
    }

    /// Writes the settlement into `verdict`.
    pub fn apply(self, verdict: &mut Verdict) {
        verdict.agrees = self.agrees;
        verdict.settled = self.settled;
        verdict.notes.extend(self.notes);
    }
}

/// The facts of a Go count that its readings need.
#[derive(Debug, Clone, Copy)]
pub struct Count<'a> {
    /// The position at the end of the moves, under the rules it is counted by. A game still
    /// being played (no two passes) is a record that stops before its end.
    pub game: &'a Game,
    /// The referee's judgement of the dead stones, when the record marks none.
    pub judgement: Option<&'a LifeJudgement>,
    /// The dead stones the count took off (marked, judged or KataGo's).
    pub dead: &'a [Point],
    /// The komi values, in points, that the record, its server or the profile states besides the
    /// one counted with, each with where it comes from; empty when the user set the komi on the
    /// command line (the user's word is not doubted).
    pub stated_komi: &'a [(f64, KomiBy)],
    /// How far the record's rules are known: named, or chosen without a rule word.
    pub doubt: RulesDoubt,
}

/// How far the rules a count was made by are the record's own (docs/rules/go.md §1.7, §2.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RulesDoubt {
    /// The record or the command line names them, or a server's habit fixes them.
    Named,
    /// The record names none (the profile's default), or lost its `RU` and its server's komi
    /// says which rule set it was: the count by the other scoring is tried before `disagrees`.
    OtherCount,
    /// A KGS record that lost its `RU` and whose komi says nothing: territory (KGS's default)
    /// and area are as likely; a claim agrees only when both counts reach it.
    EitherCount,
}

/// The claim of a count settled by the readings the record allows, starting from `first`, the
/// verdict [`settle`] made by comparing the claim with the count itself.
pub fn count(facts: &Count<'_>, claim: Claim, first: &Verdict) -> Settlement {
    let game = facts.game;
    let mut s = Settlement::of(first);
    let open_dame = game.status() == go_rules::Status::Playing;
    if let Some(j) = facts.judgement {
        if s.settled == Settled::Counted {
            let counted_open = first.score.as_ref().and_then(|x| x.open);
            readings::uncertain_claim(game, j, claim, open_dame, counted_open, &mut s);
            // docs/rules/go.md §1.8, "Records that stop before two passes": the judgement of a
            // position the players had not played out can confirm a claim, never refute it.
            // Nobody passed, so nothing says the fights and boundaries the count reads as
            // settled were settled (a corner fight in progress, an open area the count gives
            // to one side): a count that misses the claim is not checkable, not wrong.
            if open_dame && s.agrees == Some(false) {
                s.agrees = None;
                s.settled = Settled::NotCheckable(Unchecked::MovesStop);
                s.notes.push(Note::EstimatedEnd);
            }
        }
        // A count of a record that stops before two passes with the judgement's dead stones is
        // an estimate of an end nobody played: said apart from a count of a played end.
        if open_dame && s.settled == Settled::Counted {
            s.settled = Settled::Estimated;
        }
    }
    if s.agrees == Some(false) {
        komi_in_doubt(game, claim, facts.stated_komi, first, &mut s);
    }
    // A record that names no rules, counted by area, may come from a server that counts
    // territory (a KGS export with its RU cut, an unknown server): before `disagrees`, the
    // territory count with the same dead stones is a reading the record allows.
    // A KGS record whose RU was cut is counted by the rule set its komi shows, or by territory,
    // KGS's default; KGS also hosts games under its Chinese and AGA rules, counted by area.
    if s.agrees == Some(false) && facts.doubt != RulesDoubt::Named {
        match game.rules().scoring {
            Scoring::Area => territory_reaches(facts, claim, first, &mut s),
            Scoring::Territory => area_reaches(facts, claim, first, &mut s),
        }
    }
    // Territory and area as likely: a claim the territory count reaches is agreed only when
    // the area count of KGS's Chinese rules, its other common rule set, reaches it too (a claim
    // a point off one count is often the other's). Its AGA rules, rare in KGS's archives, are
    // not asked: in a handicap game their count is a point off the Chinese one, and often the
    // territory count's.
    let either = facts.doubt == RulesDoubt::EitherCount;
    if s.agrees == Some(true) && either && first.reason == Some(Reason::Score) {
        let [(profile, rules), _] = area_rule_sets(game);
        if let Ok(area) = game.score_under(&rules, facts.dead) {
            let margin = 2.0 * area.margin_stones;
            if !count_gives(claim, area.winner, margin) {
                s.agrees = None;
                s.settled = Settled::NotCheckable(Unchecked::RulesNotNamed);
                s.notes.push(Note::RulesInDoubt { profile, result: margin_text(margin) });
            }
        }
    }
    s
}

/// The reading a count is (`score.reading`): where its rules came from (the profile's notes on
/// how it was chosen), whether its end was estimated, and what the note that left a claim
/// unchecked assumes.
pub fn reading(profile: &Profile, estimated: bool, notes: &[Note]) -> Reading {
    let mut rules = RulesFrom::Named;
    for n in &profile.notes {
        if let Note::Chosen(parts) = n {
            for p in parts {
                rules = match (p, rules) {
                    (
                        Chosen::Igs { .. } | Chosen::Nngs { .. } | Chosen::KgsCut { .. } | Chosen::Cgos(_),
                        _,
                    ) => RulesFrom::Server,
                    (Chosen::NoRule { .. }, RulesFrom::Named) => RulesFrom::Default,
                    (_, RulesFrom::Named) => RulesFrom::RuleWord,
                    (_, kept) => kept,
                };
            }
        }
    }
    let assumed = notes.iter().rev().find_map(|n| match n {
        Note::ReachedIf { reading, .. } => Some(reading.english()),
        Note::OtherKomi { needed, .. } => Some(format!("komi {} points", points_text(*needed))),
        Note::TerritoryReaches { profile, .. } => Some(format!("a territory count (--rules {profile})")),
        Note::AreaReaches { profile, .. } => Some(format!("an area count (--rules {profile})")),
        _ => None,
    });
    Reading { rules, end: if estimated { EndFrom::Estimated } else { EndFrom::Played }, assumed }
}

/// How far the profile's rules are the record's own: chosen for want of any rule word (the
/// record names no rules and none was given on the command line), chosen by a KGS record's
/// komi after its `RU` was cut, or KGS's default with a komi that says nothing.
pub fn rules_doubt(profile: &Profile) -> RulesDoubt {
    let mut doubt = RulesDoubt::Named;
    for n in &profile.notes {
        if let Note::Chosen(parts) = n {
            for p in parts {
                match p {
                    Chosen::NoRule { .. } | Chosen::KgsCut { komi: Some(_), .. } => {
                        doubt = RulesDoubt::OtherCount
                    }
                    Chosen::KgsCut { komi: None, .. } => doubt = RulesDoubt::EitherCount,
                    _ => {}
                }
            }
        }
    }
    doubt
}

/// Black's margin as a result: `B+3.5`, `W+0.5`, `Draw`.
pub fn margin_text(x: f64) -> String {
    if x > 0.0 {
        format!("B+{}", points_text(x))
    } else if x < 0.0 {
        format!("W+{}", points_text(x))
    } else {
        "Draw".to_owned()
    }
}

/// Black's margin in points that a counted claim (a margin or a draw) states; `None` for any
/// other claim.
pub(crate) fn claimed_margin(claim: Claim) -> Option<f64> {
    match claim {
        Claim::Win { winner: vocab::Winner::Black, how: claim::How::Margin(m) } => Some(m),
        Claim::Win { winner: vocab::Winner::White, how: claim::How::Margin(m) } => Some(-m),
        Claim::Draw => Some(0.0),
        _ => None,
    }
}

/// An area count that disagrees on a record that names no rules: when the territory count of
/// the same position with the same dead stones (`go-japanese`'s way) reaches the claim, the
/// claim is not checkable, with the hint of the `--rules` that reaches it (docs/rules/go.md
/// §2.5). Only the area count of a finished count is looked at again.
fn territory_reaches(facts: &Count<'_>, claim: Claim, first: &Verdict, s: &mut Settlement) {
    let game = facts.game;
    if game.rules().scoring != Scoring::Area || first.reason != Some(Reason::Score) {
        return;
    }
    let Ok(reading) = readings::territory_reading(game, facts.dead) else { return };
    let t = reading.score;
    let signed =
        if t.winner == go_rules::Winner::White { -t.margin_points.abs() } else { t.margin_points.abs() };
    let found = if count_gives(claim, t.winner, signed) {
        Some((signed, true))
    } else {
        // Judged dead stones: the territory count of their other readings too.
        facts.judgement.and_then(|j| readings::reached_another_way(game, j, claim, true, None))
    };
    let Some((margin, same_dead)) = found else { return };
    s.agrees = None;
    s.settled = Settled::NotCheckable(Unchecked::RulesNotNamed);
    s.notes.push(Note::TerritoryReaches { profile: "go-japanese", result: margin_text(margin), same_dead });
}

/// A territory count that disagrees on a record whose rules were cut (a KGS record without
/// `RU`): when an area count of the same position with the same dead stones and the record's
/// komi, as KGS's area rule sets count it ([`area_rule_sets`]), reaches the claim, the claim
/// is not checkable, with the hint of the `--rules` that reaches it (docs/rules/go.md §2.5).
fn area_reaches(facts: &Count<'_>, claim: Claim, first: &Verdict, s: &mut Settlement) {
    let game = facts.game;
    if game.rules().scoring != Scoring::Territory || first.reason != Some(Reason::Score) {
        return;
    }
    for (profile, rules) in area_rule_sets(game) {
        let Ok(area) = game.score_under(&rules, facts.dead) else { return };
        let margin = 2.0 * area.margin_stones;
        let found = if count_gives(claim, area.winner, margin) {
            Some((margin, true))
        } else {
            // Judged dead stones: the area count of their other readings too.
            facts.judgement.and_then(|j| readings::reached_another_way(game, j, claim, false, Some(rules)))
        };
        if let Some((margin, same_dead)) = found {
            s.agrees = None;
            s.settled = Settled::NotCheckable(Unchecked::RulesNotNamed);
            s.notes.push(Note::AreaReaches { profile, result: margin_text(margin), same_dead });
            return;
        }
    }
}

/// Whether a count won by `winner` by `margin` points (its sign is not read) gives the claim.
fn count_gives(claim: Claim, winner: go_rules::Winner, margin: f64) -> bool {
    let ending = claim::Ending {
        winner: winner.into(),
        reason: Some(Reason::Score),
        margin_points: Some(margin.abs()),
    };
    claim::agrees(claim, ending) == Some(true)
}

/// KGS's area rule sets as the game's position would be counted under them, with the game's
/// komi: its Chinese rules (White receives half a stone per handicap stone), then its AGA
/// rules (one stone less). Neither taxes a seki.
fn area_rule_sets(game: &Game) -> [(&'static str, go_rules::Rules); 2] {
    let with = |handicap_bonus| go_rules::Rules {
        scoring: Scoring::Area,
        tax: go_rules::Tax::None,
        neutral: go_rules::Neutral::Split,
        button: false,
        handicap_bonus,
        ..game.rules().clone()
    };
    [
        ("go-chinese", with(go_rules::HandicapBonus::HalfPerStone)),
        ("go-aga", with(go_rules::HandicapBonus::NMinusOne)),
    ]
}

/// A count that disagrees with a counted claim by a fraction of a point (docs/rules/go.md
/// §1.7, "A claim counted with another komi"). Every count of one position under one rule set
/// differs from another by whole points: territory, prisoners and area are whole (dame split
/// between the players move both sides alike), and the komi and any handicap bonus are the
/// same in both. A claim a fraction of a point away may therefore have been counted with
/// another komi than the record's; but the komi is never a free variable: only a komi that
/// `stated` names (the profile's own, a server's habit) and that gives the claim exactly makes
/// it not checkable, with a note naming it. Any other claim stays `disagrees`: a claim that no
/// stated komi reaches is wrong, whatever komi would reach it.
fn komi_in_doubt(game: &Game, claim: Claim, stated: &[(f64, KomiBy)], first: &Verdict, s: &mut Settlement) {
    // The button (docs/rules/go.md §1.10) is half a point: a claim may give it to the other side.
    if s.agrees != Some(false) || game.rules().button {
        return;
    }
    let Some(score) = first.score.as_ref() else { return };
    let Some(claimed) = claimed_margin(claim) else { return };
    let counted = match first.winner {
        Some(Winner::Black) => score.margin_points,
        Some(Winner::White) => -score.margin_points,
        _ => 0.0,
    };
    let off = claimed - counted;
    if (off - off.round()).abs() < 0.25 {
        return;
    }
    let komi = 2.0 * score.komi;
    // The komi with which this count gives the claim: Black's margin falls as the komi rises.
    let needed = komi + counted - claimed;
    let Some((_, by)) = stated.iter().find(|(k, _)| (k - needed).abs() < 1e-9) else { return };
    s.agrees = None;
    s.settled = Settled::NotCheckable(Unchecked::KomiInDoubt);
    s.notes.push(Note::OtherKomi { off, komi, needed, by: by.clone() });
}
