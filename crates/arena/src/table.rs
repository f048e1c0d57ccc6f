//! The final table of a match: wins, losses and draws per engine and colour, the score, and the
//! Elo difference with a 95% error bar (the normal approximation on the per-game scores).

use serde::Serialize;

use crate::runner::Finished;

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
}

/// The table of `games` between engines named `names`.
pub fn table(names: &[String; 2], games: &[Finished]) -> Table {
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
    Table { engines: lines, elo, elo_error }
}

fn elo_of(score: f64) -> Option<f64> {
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
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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
