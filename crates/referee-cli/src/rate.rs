//! `referee rate results.yaml`: applies a list of game results in order to the players'
//! rating points under seed 002's rules, and prints each game's change and everyone's points
//! and level (docs/rulebook.md, "Ratings"; the arithmetic is `competition_rules::after_game`).
//!
//! ```yaml
//! players: {Alice: 450}            # optional starting points; anyone else starts at 300
//! results:
//!   - {winner: Alice, loser: Bob}
//!   - {draw: [Bob, Carol]}         # a draw changes nothing: the seed rates only wins
//! ```

use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;

use competition_rules::{after_game, Level, START_POINTS};
use serde::Deserialize;
use serde_saphyr::Spanned;

use crate::batch::error_line;
use crate::exit;
use crate::output::{self, warn};
use records::yaml::{self, loc_of, Entries, Text};
use records::InputError;
use referee::Failure;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawResults {
    players: Option<Entries<Text, u32>>,
    results: Vec<Spanned<RawResult>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawResult {
    winner: Option<Text>,
    loser: Option<Text>,
    draw: Option<Vec<Text>>,
}

/// One game of the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Game {
    /// A decided game.
    Win { winner: String, loser: String },
    /// A draw between two players.
    Draw { players: [String; 2] },
}

/// A results file, read and checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Results {
    /// Starting points of players who are not new, in file order.
    pub players: Vec<(String, u32)>,
    pub games: Vec<Game>,
}

/// Reads a results file's text.
pub fn parse(text: &str) -> Result<Results, InputError> {
    let raw: RawResults = yaml::parse(text)?;
    let players = raw.players.map(|e| e.0).unwrap_or_default().into_iter().map(|(k, v)| (k.0, v)).collect();
    let mut games = Vec::with_capacity(raw.results.len());
    for r in raw.results {
        let loc = loc_of(&r);
        let r = r.value;
        let name = |t: Text| t.0.trim().to_owned();
        let game = match (r.winner, r.loser, r.draw) {
            (Some(w), Some(l), None) => Game::Win { winner: name(w), loser: name(l) },
            (None, None, Some(d)) if d.len() == 2 => {
                let mut it = d.into_iter().map(name);
                let (a, b) = (it.next().unwrap_or_default(), it.next().unwrap_or_default());
                Game::Draw { players: [a, b] }
            }
            _ => return Err(records::error!(referee::lang::errors::RESULT_FORM, loc)),
        };
        let (a, b) = match &game {
            Game::Win { winner, loser } => (winner, loser),
            Game::Draw { players: [a, b] } => (a, b),
        };
        if a.is_empty() || b.is_empty() || a == b {
            return Err(records::error!(referee::lang::errors::TWO_PLAYERS, loc));
        }
        games.push(game);
    }
    Ok(Results { players, games })
}

/// What one game did to the points: the line printed for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub game: Game,
    /// Points before and after, for the two players in the order of `game`.
    pub before: [u32; 2],
    pub after: [u32; 2],
}

/// Applies the games in order; returns each game's change and every player's final points
/// (players sorted by name).
pub fn apply(results: &Results) -> (Vec<Change>, BTreeMap<String, u32>) {
    let mut points: BTreeMap<String, u32> = results.players.iter().cloned().collect();
    let mut changes = Vec::with_capacity(results.games.len());
    for game in &results.games {
        let (a, b) = match game {
            Game::Win { winner, loser } => (winner, loser),
            Game::Draw { players: [a, b] } => (a, b),
        };
        let before = [
            *points.entry(a.clone()).or_insert(START_POINTS),
            *points.entry(b.clone()).or_insert(START_POINTS),
        ];
        let after = match game {
            Game::Win { .. } => {
                let (w, l) = after_game(before[0], before[1]);
                [w, l]
            }
            Game::Draw { .. } => before,
        };
        points.insert(a.clone(), after[0]);
        points.insert(b.clone(), after[1]);
        changes.push(Change { game: game.clone(), before, after });
    }
    (changes, points)
}

/// The text `rate` prints: one line per game, then the standings.
pub fn report(changes: &[Change], points: &BTreeMap<String, u32>) -> String {
    let mut out = String::new();
    for (i, c) in changes.iter().enumerate() {
        let line = match &c.game {
            Game::Win { winner, loser } => {
                let gained = c.after[0] - c.before[0];
                format!(
                    "{}. {winner} beat {loser}: +{gained} ({winner} {} -> {}, {loser} {} -> {})",
                    i + 1,
                    c.before[0],
                    c.after[0],
                    c.before[1],
                    c.after[1]
                )
            }
            Game::Draw { players: [a, b] } => {
                format!("{}. {a} drew with {b}: no change ({a} {}, {b} {})", i + 1, c.before[0], c.before[1])
            }
        };
        out.push_str(&line);
        out.push('\n');
    }
    let mut table: Vec<(&String, &u32)> = points.iter().collect();
    table.sort_by(|x, y| y.1.cmp(x.1).then_with(|| x.0.cmp(y.0)));
    let width = table.iter().map(|(n, _)| columns(n)).max().unwrap_or(0);
    for (name, p) in table {
        let level = Level::of(*p);
        let pad = width - columns(name);
        out.push_str(&format!("{name}{}  {p:>5}  {level} ({})\n", " ".repeat(pad), level.chinese()));
    }
    out
}

/// The columns a name takes in a terminal: Chinese, Japanese and Korean characters take two.
fn columns(name: &str) -> usize {
    name.chars()
        .map(|c| {
            if ('\u{2e80}'..='\u{d7ff}').contains(&c) || ('\u{f900}'..='\u{ffef}').contains(&c) {
                2
            } else {
                1
            }
        })
        .sum()
}

/// `referee rate FILE`.
pub fn run(path: &Path) -> ExitCode {
    let shown = path.display().to_string();
    let read = records::read_text(path, records::MAX_PROFILE_BYTES).and_then(|text| parse(&text));
    match read {
        Ok(results) => {
            let (changes, points) = apply(&results);
            match output::print(&report(&changes, &points)) {
                Ok(()) => ExitCode::from(exit::OK),
                Err(e) => output::failed(&e, exit::OK),
            }
        }
        Err(error) => {
            warn(format_args!(
                "{}",
                error_line(&Failure { kind: referee::FailureKind::Unreadable, file: shown, error })
            ));
            ExitCode::from(exit::BAD_INPUT)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_apply_in_order_from_300() {
        let r = parse(
            "players: {Alice: 450}\nresults:\n  - {winner: Alice, loser: Bob}\n  - {winner: Bob, loser: Carol}\n  - {draw: [Alice, Carol]}\n  - {winner: Carol, loser: Alice}\n",
        )
        .unwrap();
        let (changes, points) = apply(&r);
        // Alice 450 beats Bob 300 by more than 100: nothing changes (seed 002: 不计分).
        assert_eq!((changes[0].before, changes[0].after), ([450, 300], [450, 300]));
        // Bob 300 beats Carol 300: 10 - 0/10 = 10.
        assert_eq!(changes[1].after, [310, 290]);
        assert_eq!(changes[2].after, changes[2].before, "a draw changes nothing");
        // Carol 290 beats Alice 450: an upset by more than 100, capped at 20 (our reading).
        assert_eq!(changes[3].after, [310, 430]);
        let final_points: Vec<(&str, u32)> = points.iter().map(|(n, p)| (n.as_str(), *p)).collect();
        assert_eq!(final_points, [("Alice", 430), ("Bob", 310), ("Carol", 310)]);
        let text = report(&changes, &points);
        assert!(text.starts_with("1. Alice beat Bob: +0 (Alice 450 -> 450, Bob 300 -> 300)\n"), "{text}");
        assert!(text.contains("3. Alice drew with Carol: no change (Alice 450, Carol 290)\n"), "{text}");
        assert!(
            text.ends_with(
                "Alice    430  1 dan (1段)\nBob      310  0 dan (0段)\nCarol    310  0 dan (0段)\n"
            ),
            "{text}"
        );
    }

    #[test]
    fn malformed_results_are_errors_at_their_line() {
        let e = parse("results:\n  - {winner: Alice}\n").unwrap_err();
        assert_eq!(
            (e.loc.line, e.message.as_str()),
            (2, "a result is {winner: A, loser: B} or {draw: [A, B]}")
        );
        let e = parse("results:\n  - {winner: Alice, loser: Alice}\n").unwrap_err();
        assert_eq!(e.loc.line, 2);
        assert!(parse("results:\n  - {winner: A, loser: B, score: 3}\n").is_err());
        assert!(parse("results:\n  - {draw: [A]}\n").is_err());
    }
}
