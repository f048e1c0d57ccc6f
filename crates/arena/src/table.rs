//! The final table of a match: wins, losses and draws per engine and colour, the score, the
//! Elo difference with a 95% error bar (the normal approximation on the per-game scores), the
//! likelihood of superiority, pentanomial counts over opening pairs and the SPRT (`stats`).

use serde::Serialize;

use crate::runner::Finished;
use crate::stats::{self, Decision, Pentanomial, Sprt};

/// What the table is asked to compute beyond the counts.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Options {
    /// Games 2k-1 and 2k share an opening with colours swapped: count pentanomials, and run the
    /// SPRT on pairs.
    pub paired: bool,
    pub sprt: Option<Sprt>,
    /// How many games had finished when the SPRT crossed a bound and the match stopped, if it
    /// did (with `--concurrency`, games under way then are still played out and counted).
    pub stopped_after: Option<usize>,
}

/// The SPRT as it stands after the table's games.
#[derive(Debug, Clone, Copy, Serialize, PartialEq)]
pub struct SprtReport {
    #[serde(flatten)]
    pub hypotheses: Sprt,
    /// Always `logistic`: Elo differences read through `1 / (1 + 10^(-elo/400))`.
    pub model: &'static str,
    /// `trinomial` (each game an observation) or `pentanomial` (each opening pair one).
    pub statistic: &'static str,
    /// Games (trinomial) or complete pairs (pentanomial) counted.
    pub observations: usize,
    pub llr: f64,
    pub lower: f64,
    pub upper: f64,
    pub decision: Decision,
    /// How many games had finished when the LLR crossed a bound and the match stopped (`None`:
    /// it ran its `--games`).
    pub stopped_after: Option<usize>,
}

/// One engine's line of the table.
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
pub struct Line {
    pub engine: String,
    pub games: usize,
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
    pub black: Tally,
    pub white: Tally,
    /// Wins plus half the draws.
    pub score: f64,
}

/// Wins, losses and draws with one colour.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq, Eq)]
pub struct Tally {
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
}

/// The table: both engines, and A's Elo difference over B.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Table {
    pub engines: [Line; 2],
    /// A's rating minus B's from the score, `None` when A won or lost every game (infinite).
    pub elo: Option<f64>,
    /// Half the width of the 95% interval, `None` when it cannot be estimated.
    pub elo_error: Option<f64>,
    /// The likelihood that A is stronger than B, from A's wins and losses; `None` with no
    /// decisive game.
    pub los: Option<f64>,
    /// Complete opening pairs by A's points in the pair (0, 1/2, 1, 3/2, 2); `None` when the
    /// games were not played in pairs.
    pub pentanomial: Option<Pentanomial>,
    pub sprt: Option<SprtReport>,
}

/// The table of `games` between engines named `names`.
pub fn table(names: &[String; 2], games: &[Finished], options: &Options) -> Table {
    let mut lines = [
        Line { engine: names[0].clone(), ..Line::default() },
        Line { engine: names[1].clone(), ..Line::default() },
    ];
    let mut scores = Vec::with_capacity(games.len());
    for g in games {
        let winner = g.winning_engine();
        for (e, line) in lines.iter_mut().enumerate() {
            let tally = if g.black == e { &mut line.black } else { &mut line.white };
            line.games += 1;
            match winner {
                Some(w) if w == e => {
                    line.wins += 1;
                    tally.wins += 1;
                }
                Some(_) => {
                    line.losses += 1;
                    tally.losses += 1;
                }
                None => {
                    line.draws += 1;
                    tally.draws += 1;
                }
            }
        }
        scores.push(match winner {
            Some(0) => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        });
    }
    for line in &mut lines {
        line.score = line.wins as f64 + line.draws as f64 / 2.0;
    }
    let (elo, elo_error) = elo(&scores);
    let a = &lines[0];
    let los = stats::los(a.wins, a.losses);
    let pentanomial = options.paired.then(|| pentanomial(games));
    let sprt = options.sprt.map(|s| {
        let (statistic, observations, llr) = match pentanomial {
            Some(p) => ("pentanomial", p.iter().sum(), s.llr_pentanomial(&p)),
            None => ("trinomial", games.len(), s.llr_trinomial(a.wins, a.draws, a.losses)),
        };
        let (lower, upper) = s.bounds();
        SprtReport {
            hypotheses: s,
            model: "logistic",
            statistic,
            observations,
            llr,
            lower,
            upper,
            decision: s.decide(llr),
            stopped_after: options.stopped_after,
        }
    });
    Table { engines: lines, elo, elo_error, los, pentanomial, sprt }
}

/// A's points in half-points for a game (2 a win, 1 a draw or a game with no result, 0 a loss).
fn half_points(g: &Finished) -> usize {
    match g.winning_engine() {
        Some(0) => 2,
        Some(_) => 0,
        None => 1,
    }
}

/// The pentanomial counts of the complete pairs among `games`: games 2k-1 and 2k (1-based) are
/// pair k, the same opening with colours swapped.
pub fn pentanomial(games: &[Finished]) -> Pentanomial {
    let mut by_pair: std::collections::BTreeMap<usize, Vec<usize>> = std::collections::BTreeMap::new();
    for g in games {
        by_pair.entry((g.number - 1) / 2).or_default().push(half_points(g));
    }
    let mut counts = [0; 5];
    for points in by_pair.values().filter(|p| p.len() == 2) {
        counts[points[0] + points[1]] += 1;
    }
    counts
}

pub fn elo_of(score: f64) -> Option<f64> {
    // `+ 0.0` turns the -0 of an even score into 0.
    (score > 0.0 && score < 1.0).then(|| -400.0 * (1.0 / score - 1.0).log10() + 0.0)
}

/// A's Elo difference from its per-game scores (1, ½, 0), and the half-width of the 95%
/// interval: the mean's standard error times 1.96, mapped through the Elo curve.
fn elo(scores: &[f64]) -> (Option<f64>, Option<f64>) {
    let n = scores.len() as f64;
    if scores.is_empty() {
        return (None, None);
    }
    let mean = scores.iter().sum::<f64>() / n;
    let var = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / n;
    let se = (var / n).sqrt();
    let elo = elo_of(mean);
    let error = match (elo_of(mean - 1.96 * se), elo_of(mean + 1.96 * se)) {
        (Some(lo), Some(hi)) if se > 0.0 => Some((hi - lo) / 2.0),
        _ => None,
    };
    (elo, error)
}

/// The table as text, one line per engine, then the Elo line.
pub fn text(t: &Table) -> String {
    let width = t.engines.iter().map(|l| l.engine.len()).max().unwrap_or(6).max(6);
    let mut out =
        format!("{:width$}  games  wins losses draws  as black (w-l-d)  as white (w-l-d)  score\n", "engine");
    for l in &t.engines {
        let tally = |t: &Tally| format!("{}-{}-{}", t.wins, t.losses, t.draws);
        out.push_str(&format!(
            "{:width$}  {:>5}  {:>4} {:>6} {:>5}  {:>16}  {:>16}  {}\n",
            l.engine,
            l.games,
            l.wins,
            l.losses,
            l.draws,
            tally(&l.black),
            tally(&l.white),
            l.score
        ));
    }
    let a = &t.engines[0].engine;
    out.push_str(&match (t.elo, t.elo_error) {
        (Some(e), Some(err)) => format!("Elo difference ({a} - the other): {e:+.0} +/- {err:.0} (95%)\n"),
        (Some(e), None) => format!("Elo difference ({a} - the other): {e:+.0} (error bar not estimable)\n"),
        (None, _) => "Elo difference: not finite (one engine scored every point); no error bar\n".to_owned(),
    });
    if let Some(los) = t.los {
        out.push_str(&format!("LOS ({a} stronger than the other): {:.1}%\n", los * 100.0));
    }
    if let Some(p) = t.pentanomial {
        out.push_str(&format!(
            "Pentanomial ({} complete opening pairs by {a}'s points 0, 1/2, 1, 3/2, 2): [{}, {}, {}, {}, {}]\n",
            p.iter().sum::<usize>(),
            p[0],
            p[1],
            p[2],
            p[3],
            p[4]
        ));
    }
    if let Some(s) = &t.sprt {
        let h = &s.hypotheses;
        let unit = if s.statistic == "pentanomial" { "pairs" } else { "games" };
        let decision = match s.decision {
            Decision::H1 => {
                format!("H1 accepted: {a} is stronger by elo1 {} rather than elo0 {}", h.elo1, h.elo0)
            }
            Decision::H0 => format!("H0 accepted: {a} is not stronger by elo1 {}", h.elo1),
            Decision::Continue => "no decision (the LLR is between the bounds)".to_owned(),
        };
        let stopped = match s.stopped_after {
            Some(n) => format!("; the match stopped when {n} games had finished"),
            None => String::new(),
        };
        out.push_str(&format!(
            "SPRT (logistic, elo0 {} elo1 {}, alpha {} beta {}, {} over {} {unit}): LLR {:.3}, bounds [{:.3}, {:.3}]: \
             {decision}{stopped}\n",
            h.elo0, h.elo1, h.alpha, h.beta, s.statistic, s.observations, s.llr, s.lower, s.upper
        ));
    }
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use grid::Color;

    /// Game `number` (1-based) with A playing Black in odd games, won by `winner` (0 A, 1 B);
    /// the crosstable's tests use it too.
    pub(crate) fn game(number: usize, winner: Option<usize>) -> Finished {
        let black = (number - 1) % 2;
        let winner = winner.map(|w| if w == black { Color::Black } else { Color::White });
        Finished {
            number,
            black,
            winner,
            ending: crate::runner::Ending::Rules,
            result: String::new(),
            comment: String::new(),
            sgf: String::new(),
            remarks: Vec::new(),
            traffic: Vec::new(),
        }
    }

    #[test]
    fn pentanomial_counts_complete_pairs_by_a_points() {
        // Pairs: (1,2) A wins both: 2 points; (3,4) win and loss: 1; (5,6) draw and loss: 1/2;
        // (7) alone: not a complete pair, not counted.
        let games = [
            game(1, Some(0)),
            game(2, Some(0)),
            game(3, Some(0)),
            game(4, Some(1)),
            game(5, None),
            game(6, Some(1)),
            game(7, Some(0)),
        ];
        assert_eq!(pentanomial(&games), [0, 1, 1, 0, 1]);
        let names = ["a".to_owned(), "b".to_owned()];
        let sprt = Sprt::parse("elo0=0,elo1=10").unwrap();
        let t = table(&names, &games, &Options { paired: true, sprt: Some(sprt), stopped_after: None });
        let s = t.sprt.unwrap();
        assert_eq!((s.statistic, s.observations), ("pentanomial", 3));
        // A: 4 wins, 2 losses, 1 draw: LOS = (1 + erf(2 / sqrt(12))) / 2 = 0.7928919 (Python).
        assert!((t.los.unwrap() - 0.792_891_9).abs() < 1e-6);
        let text = text(&t);
        assert!(text.contains("[0, 1, 1, 0, 1]"), "{text}");
        assert!(text.contains("bounds [-2.944, 2.944]"), "{text}");
    }

    #[test]
    fn even_scores_give_zero_and_a_sweep_gives_none() {
        let (e, err) = elo(&[1.0, 0.0, 1.0, 0.0]);
        assert_eq!(e, Some(0.0));
        assert!(err.unwrap() > 100.0);
        assert_eq!(elo(&[1.0, 1.0]), (None, None));
        // 3 of 4: 400 * log10(3) = 190.8.
        let (e, _) = elo(&[1.0, 1.0, 1.0, 0.0]);
        assert!((e.unwrap() - 190.85).abs() < 0.1);
    }
}
