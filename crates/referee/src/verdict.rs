//! The verdict: one per game, with exactly the keys of SPEC.md section 5, and its one-line
//! text form.

use serde::Serialize;

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

/// A Go count (SPEC.md section 5, `score`): areas, komi and margins in stones, margin in points.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Score {
    pub black: f64,
    pub white: f64,
    pub komi: f64,
    pub margin_stones: f64,
    pub margin_points: f64,
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
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Verdict {
    pub file: String,
    pub game: Game,
    pub rules: String,
    pub plies: usize,
    pub status: Status,
    pub winner: Option<Winner>,
    pub reason: Option<Reason>,
    pub result: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<Score>,
    pub violation: Option<Violation>,
    pub claimed: Option<String>,
    pub agrees: Option<bool>,
    pub notes: Vec<String>,
    /// The result in words for the text line, e.g. `Black by 3/4 stone`.
    #[serde(skip)]
    pub in_words: Option<String>,
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
                let mut s = format!("unfinished after {} plies", self.plies);
                if let Some(c) = &self.claimed {
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
                match (self.agrees, &self.claimed) {
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
