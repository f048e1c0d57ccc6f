//! The verdict: one per game, with exactly the keys of docs/contract.md §5, and its one-line
//! text form.

use records::Loc;
use serde::{Serialize, Serializer};

use crate::note::Note;
use crate::vocab::{Game, Player, Reason, RuleId, Winner};

/// How the record stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Ended by the rules or by an event.
    Finished,
    /// The moves ran out, all legal, before any end.
    Unfinished,
    /// A move the profile does not allow, out of turn, or after the end.
    Invalid,
}

/// A Go count (docs/contract.md §5, `score`): areas, komi and margins in stones, margin in points.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Score {
    pub black: f64,
    pub white: f64,
    pub komi: f64,
    pub margin_stones: f64,
    pub margin_points: f64,
    /// The stones removed as dead before the count (their points then count as empty), in the
    /// referee's Go notation (`C3`, columns skipping I), in board order.
    pub dead: Vec<String>,
    /// Where the dead stones came from: the record's own marks, the referee's judgement
    /// (`dead_stones: auto`, docs/rules/go.md §1.8), KataGo's count, or none at all.
    pub dead_source: DeadSource,
    /// The stones of the chains the dead-stone judgement could not decide (`dead_source:
    /// inferred`), counted alive, in the referee's Go notation, in board order; empty otherwise.
    pub uncertain: Vec<String>,
    /// Black's lowest and highest margin in points over the readings the count allows: every
    /// uncertain or weak chain of one colour dead and the other's alive, and for a record that stops
    /// before two passes the open dame to either side. One value twice for a certain count.
    pub range: [f64; 2],
    /// The reading of the record the count is: where its rules came from, whether its end was
    /// played or estimated, and what a claim left unchecked would need beyond it.
    pub reading: Reading,
    /// The record lists no dead stones and marks no territory: the board was counted as it
    /// stands, so a claim that differs may be right about stones the players agreed dead.
    #[serde(skip)]
    pub dead_unrecorded: bool,
    /// Go, a record that stops before two passes counted with judged dead stones: the points
    /// the moves left open (the dame under area counting, open areas under territory), counted
    /// once for `range` and the claim's test.
    #[serde(skip)]
    pub open: Option<u32>,
}

impl Score {
    /// A count's score before its dead stones are recorded: the two sides' totals, the komi in
    /// stones and the margin in points (the margin in stones is half of it).
    pub fn counted(black: f64, white: f64, komi: f64, margin_points: f64) -> Score {
        Score {
            black,
            white,
            komi,
            margin_stones: margin_points / 2.0,
            margin_points,
            dead: Vec::new(),
            dead_source: DeadSource::None,
            uncertain: Vec::new(),
            range: [0.0; 2],
            reading: Reading::default(),
            dead_unrecorded: false,
            open: None,
        }
    }
}

/// The reading of a record a Go count is (docs/contract.md §5, `score.reading`).
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct Reading {
    /// Where the rules the count used came from.
    pub rules: RulesFrom,
    /// Whether the end counted was played (two passes, or dead stones the record marks) or
    /// estimated (the moves stop before two passes and the dead stones were judged).
    pub end: EndFrom,
    /// When the claim is not checkable, what another reading assumes that reaches it, in
    /// English: a chain read the other way, nothing taken off, another komi, a territory count.
    pub assumed: Option<String>,
}

/// Where the rules of a count came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RulesFrom {
    /// A profile named outright: the record's `rules:`, or `--rules`.
    #[default]
    Named,
    /// The record's rule word (`RU`, a KataGo rule string), read.
    RuleWord,
    /// A server's habit recognised by what the file carries (IGS, NNGS, CGOS).
    Server,
    /// The record names no rules: the default profile.
    Default,
}

/// Whether the end a count is of was played or estimated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndFrom {
    #[default]
    Played,
    Estimated,
}

/// Where a count's dead stones came from (docs/contract.md §5, `score.dead_source`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DeadSource {
    /// The record's `dead:` list or its `TB`/`TW` territory marks: the players' agreement.
    Agreed,
    /// Judged by the referee from the final position (`dead_stones: auto` on a record that
    /// marks none).
    Inferred,
    /// The stones inside the other colour's pass-alive territory, removed as KataGo counts
    /// (`dead_stones: pass-alive`, docs/rules/go.md §1.11): certain, not agreed.
    #[serde(rename = "pass-alive")]
    PassAlive,
    /// Neither: the board was counted as it stands.
    None,
}

/// The first broken rule.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Violation {
    pub ply: usize,
    pub player: Player,
    #[serde(rename = "move")]
    pub mv: String,
    pub rule: RuleId,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
}

impl Violation {
    /// A violation at `loc` in the record (its line and column, when the place is known).
    pub fn at(ply: usize, player: Player, mv: String, rule: RuleId, message: String, loc: Loc) -> Violation {
        let known = loc.is_known();
        Violation {
            ply,
            player,
            mv,
            rule,
            message,
            line: known.then_some(loc.line),
            column: known.then_some(loc.column),
        }
    }

    /// The message with the rule id in brackets, unless the message already ends with it.
    pub fn with_rule(&self) -> String {
        let tag = format!("({})", self.rule);
        if self.message.ends_with(&tag) {
            self.message.clone()
        } else {
            format!("{} {tag}", self.message)
        }
    }
}

/// One game's verdict.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    pub file: String,
    pub game: Game,
    pub rules: String,
    pub plies: usize,
    pub status: Status,
    pub winner: Option<Winner>,
    pub reason: Option<Reason>,
    pub result: Option<String>,
    pub score: Option<Score>,
    pub violation: Option<Violation>,
    pub claimed: Option<String>,
    pub agrees: Option<bool>,
    /// How the claim was settled: what the referee checked. In JSON the kind alone
    /// (`settled`: `counted`, `ending`, `as-claimed`, `not-checkable`, or `null` with no claim
    /// to settle), and with `not-checkable` the reason (`unchecked`).
    pub settled: Settled,
    pub notes: Vec<Note>,
    /// The result in words for the text line, e.g. `Black by 3/4 stone`.
    pub in_words: Option<String>,
}

/// The JSON (and YAML) verdict: docs/contract.md §5's keys in its order. Written by hand because
/// one field, `settled`, is two keys there (`settled` and `unchecked`), and `in_words` none.
impl Serialize for Verdict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut m = s.serialize_struct("Verdict", 15)?;
        m.serialize_field("file", &self.file)?;
        m.serialize_field("game", &self.game)?;
        m.serialize_field("rules", &self.rules)?;
        m.serialize_field("plies", &self.plies)?;
        m.serialize_field("status", &self.status)?;
        m.serialize_field("winner", &self.winner)?;
        m.serialize_field("reason", &self.reason)?;
        m.serialize_field("result", &self.result)?;
        match &self.score {
            Some(score) => m.serialize_field("score", score)?,
            None => m.skip_field("score")?,
        }
        m.serialize_field("violation", &self.violation)?;
        m.serialize_field("claimed", &self.claimed)?;
        m.serialize_field("agrees", &self.agrees)?;
        m.serialize_field("settled", &self.settled.kind())?;
        m.serialize_field("unchecked", &self.settled.unchecked().map(Unchecked::key))?;
        m.serialize_field("notes", &self.notes)?;
        m.end()
    }
}

impl Settled {
    /// The JSON word for how the claim was settled; `None` where there was no claim to settle
    /// (none in the record, or an invalid record, whose `status` says so).
    pub fn kind(self) -> Option<&'static str> {
        match self {
            Settled::Counted => Some("counted"),
            Settled::Estimated => Some("estimated"),
            Settled::Ending(_) => Some("ending"),
            Settled::AsClaimed(_) => Some("as-claimed"),
            Settled::NotCheckable(Unchecked::NoClaim) | Settled::Invalid => None,
            Settled::NotCheckable(_) => Some("not-checkable"),
        }
    }

    /// Why the claim was not checked, when it was not (a record with no claim has nothing to
    /// check, so no reason).
    pub fn unchecked(self) -> Option<Unchecked> {
        match self {
            Settled::NotCheckable(Unchecked::NoClaim) => None,
            Settled::NotCheckable(why) => Some(why),
            _ => None,
        }
    }
}

/// How a verdict settled the record's claimed result: what the referee itself checked.
///
/// `agrees: true` says the same for a counted game and for a resignation the referee could only
/// take at its word; this says which, so that a summary over an archive does not overstate what
/// was checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Settled {
    /// The claim was compared with the referee's own count of the final position.
    Counted,
    /// Go: the claim was compared with the referee's count of a record that stops before two
    /// passes: the end is estimated (dead stones judged, open dame allowed for), not played.
    Estimated,
    /// The claim was compared with the ending the moves themselves reach: a resignation or
    /// timeout entry, two passes, a five, a flag fall on the record's clock, a forfeit, ...
    Ending(Reason),
    /// The claim was taken as how the game ended: nothing in the moves confirms or refutes it.
    AsClaimed(AsClaimed),
    /// The claim was not compared, and why.
    NotCheckable(Unchecked),
    /// The record is invalid: there is no ending to compare a claim with.
    #[default]
    Invalid,
}

/// Why a claim was taken as stated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum AsClaimed {
    /// The moves stop before the rules end the game and the claim needs no count
    /// (docs/contract.md §4.4): `B+R`, `W+T`, `B+`, `Draw` on a record that just stops.
    MovesStop,
    /// The moves end with two passes and the claim is a resignation or time loss during the
    /// count: the count is kept, the ending is the claim's.
    DuringCount,
    /// Go, `repetition: no-result`: the record stops in a whole-board cycle and the claim is a
    /// resignation or time loss: giving way ends the game before the cycle can void it.
    GaveWayInCycle,
}

/// Why a claim could not be compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Unchecked {
    /// The record claims nothing.
    NoClaim,
    /// The claim is in a form the referee does not read (`RE[B+AW]`, `RE[?]`).
    UnknownForm,
    /// The moves stop before the rules end the game and the claim needs the end (a count).
    MovesStop,
    /// Go: the moves stop before two passes with a counted claim, and no dead stones are
    /// recorded, so the position the players counted is not known.
    DeadStonesNotRecorded,
    /// Go, `dead_stones: auto` or `infer`: the claim is reached by some assignments of the chains the
    /// judgement is unsure of and not by others (or there are too many to try them all).
    DeadStonesUncertain,
    /// Go, KataGo's territory rules: a ko was taken in KataGo's cleanup phases, whose own ko
    /// rule the referee does not model (docs/rules/go.md §1.11).
    RuleNotModelled,
    /// Go: the claim is a fraction of a point from the count, so it was counted with another
    /// komi than the record's (docs/rules/go.md §1.7).
    KomiInDoubt,
    /// The file ends inside the game (a download cut short): how it went on is not known.
    CutOff,
    /// Go: the record names no rules; counted by area (the default) the claim is missed, and
    /// counted by territory it is reached: which the players used is not known.
    RulesNotNamed,
}

impl Unchecked {
    /// The reason as the summary line writes it.
    pub fn words(self) -> &'static str {
        match self {
            Unchecked::NoClaim => "no claim",
            Unchecked::UnknownForm => "claim not read",
            Unchecked::MovesStop => "moves stop before the end",
            Unchecked::DeadStonesNotRecorded => "dead stones not recorded",
            Unchecked::DeadStonesUncertain => "dead stones uncertain",
            Unchecked::RuleNotModelled => "engine rule not modelled",
            Unchecked::KomiInDoubt => "claim counted with another komi",
            Unchecked::CutOff => "file cut off",
            Unchecked::RulesNotNamed => "rules not named",
        }
    }

    /// The reason as the JSON verdict's `unchecked` writes it: the summary's words joined by
    /// hyphens (`dead-stones-uncertain`).
    pub fn key(self) -> &'static str {
        match self {
            Unchecked::NoClaim => "no-claim",
            Unchecked::UnknownForm => "claim-not-read",
            Unchecked::MovesStop => "moves-stop-before-the-end",
            Unchecked::DeadStonesNotRecorded => "dead-stones-not-recorded",
            Unchecked::DeadStonesUncertain => "dead-stones-uncertain",
            Unchecked::RuleNotModelled => "engine-rule-not-modelled",
            Unchecked::KomiInDoubt => "claim-counted-with-another-komi",
            Unchecked::CutOff => "file-cut-off",
            Unchecked::RulesNotNamed => "rules-not-named",
        }
    }

    /// Every reason, in the order the summary lists them.
    pub const ALL: &'static [Unchecked] = &[
        Unchecked::NoClaim,
        Unchecked::UnknownForm,
        Unchecked::MovesStop,
        Unchecked::DeadStonesNotRecorded,
        Unchecked::DeadStonesUncertain,
        Unchecked::RuleNotModelled,
        Unchecked::KomiInDoubt,
        Unchecked::CutOff,
        Unchecked::RulesNotNamed,
    ];
}

impl Verdict {
    /// Whether this verdict makes the run exit with code 1.
    pub fn rejects(&self) -> bool {
        self.status == Status::Invalid || self.agrees == Some(false)
    }

    /// The text line after the path and profile name.
    pub fn summary(&self) -> String {
        match self.status {
            Status::Invalid => match &self.violation {
                Some(v) => format!("invalid: ply {}, {}", v.ply, v.with_rule()),
                None => "invalid".to_owned(),
            },
            Status::Unfinished => {
                let mut s = format!("unfinished after {}", count(self.plies, "ply", "plies"));
                if let Some(c) = self.claimed.as_deref().map(records::excerpt) {
                    s.push_str(&format!("  claimed {c}: not checkable"));
                }
                s
            }
            Status::Finished => {
                let mut s = self.result.clone().unwrap_or_else(|| "finished".to_owned());
                if let Some(w) = &self.in_words {
                    s.push_str(&format!(" ({w})"));
                }
                if let Some(v) = &self.violation {
                    s.push_str(&format!(", ply {}: {}", v.ply, v.with_rule()));
                }
                match (self.agrees, self.claimed.as_deref().map(records::excerpt)) {
                    (Some(true), _) => s.push_str("  agrees"),
                    (Some(false), Some(c)) => s.push_str(&format!("  disagrees with claimed {c}")),
                    (None, Some(c)) => s.push_str(&format!("  claimed {c}: not checkable")),
                    _ => {}
                }
                s
            }
        }
    }
}

/// `1 ply`, `2 plies`, `0 plies`: a count with its noun in English number agreement.
pub fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// `3/4 stone`, `1 1/4 stones`, `2 stones`, `0.1 stones` for an odd komi.
pub fn stones_in_words(x: f64) -> String {
    let x = x.abs();
    let quarters = x * 4.0;
    if (quarters - quarters.round()).abs() > 1e-9 {
        return format!("{x} stones");
    }
    let q = quarters.round() as u64;
    let (whole, frac) = (q / 4, q % 4);
    let frac = ["", "1/4", "1/2", "3/4"][frac as usize];
    match (whole, frac) {
        (0, f) => format!("{f} stone"),
        (1, "") => "1 stone".to_owned(),
        (w, "") => format!("{w} stones"),
        (w, f) => format!("{w} {f} stones"),
    }
}

/// `1 point`, `2.5 points`: a margin in points in words.
pub fn points_in_words(x: f64) -> String {
    match points_text(x).as_str() {
        "1" => "1 point".to_owned(),
        n => format!("{n} points"),
    }
}

/// A number of points as SGF writes it: `2.5`, `7`, `0.5`.
pub fn points_text(x: f64) -> String {
    let x = x.abs();
    if (x - x.round()).abs() < 1e-9 {
        format!("{}", x.round() as i64)
    } else {
        let s = format!("{x:.2}");
        s.trim_end_matches('0').to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The JSON key of every reason is its summary words joined by hyphens, so that a reader of
    /// both sees the same reason (docs/contract.md §5, `unchecked`).
    #[test]
    fn unchecked_keys_are_the_summary_words() {
        for u in Unchecked::ALL {
            assert_eq!(u.key(), u.words().replace(' ', "-"));
        }
    }

    #[test]
    fn stones_read_as_a_go_player_says_them() {
        assert_eq!(stones_in_words(0.75), "3/4 stone");
        assert_eq!(stones_in_words(-1.25), "1 1/4 stones");
        assert_eq!(stones_in_words(2.0), "2 stones");
        assert_eq!(stones_in_words(1.0), "1 stone");
        assert_eq!(points_text(1.5), "1.5");
        assert_eq!(points_text(7.0), "7");
    }
}
