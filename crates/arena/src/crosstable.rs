//! The crosstable of a tournament: several engines, each pair of them a match of its own
//! (`table`). Standings by points (wins plus half the draws) with each engine's Elo against
//! the opponents it met, and a grid of per-pair scores; each pair's own Elo difference, error
//! bar and LOS come from its match table.

use serde::{Deserialize, Serialize};

use crate::runner::Finished;
use crate::table::{self, Table};

/// How the pairs were chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    /// Every engine against every other.
    RoundRobin,
    /// The first engine against each of the others.
    Gauntlet,
}

impl Format {
    pub fn words(self) -> &'static str {
        match self {
            Format::RoundRobin => "round robin",
            Format::Gauntlet => "gauntlet",
        }
    }

    /// The pairs `(a, b)` of `engines` engines, in the order they are played: engine `a` is the
    /// match's engine A (Black in its odd games).
    pub fn pairs(self, engines: usize) -> Vec<(usize, usize)> {
        match self {
            Format::RoundRobin => (0..engines).flat_map(|a| (a + 1..engines).map(move |b| (a, b))).collect(),
            Format::Gauntlet => (1..engines).map(|b| (0, b)).collect(),
        }
    }
}

/// One engine's line of the standings.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Standing {
    /// 1 for the most points; engines with equal points share a rank.
    pub rank: usize,
    pub engine: String,
    pub games: usize,
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
    pub score: f64,
    /// The Elo difference between this engine and the average of the opponents it played,
    /// from its score over all its games; `None` with no game, or with every point won or
    /// lost (infinite).
    pub elo: Option<f64>,
}

/// One pair's match.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Pair {
    /// Indexes into the tournament's engines (in the order given, not the standings').
    pub a: usize,
    pub b: usize,
    /// The pair's match table: counts, A's Elo difference over B, error bar and LOS.
    pub table: Table,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Crosstable {
    pub format: Format,
    /// The engines in the order given.
    pub engines: Vec<String>,
    /// Best first.
    pub standings: Vec<Standing>,
    pub pairs: Vec<Pair>,
}

/// The crosstable of `engines` from each pair's finished games (`games[k]` for pair
/// `pairs[k]`; a pair not yet played has none).
pub fn crosstable(
    format: Format,
    engines: &[String],
    pairs: &[(usize, usize)],
    games: &[Vec<Finished>],
) -> Crosstable {
    let mut totals: Vec<Standing> = engines
        .iter()
        .map(|e| Standing {
            rank: 0,
            engine: e.clone(),
            games: 0,
            wins: 0,
            losses: 0,
            draws: 0,
            score: 0.0,
            elo: None,
        })
        .collect();
    let mut played = Vec::with_capacity(pairs.len());
    for (&(a, b), games) in pairs.iter().zip(games) {
        let names = [engines[a].clone(), engines[b].clone()];
        let t = table::table(&names, games, &table::Options::default());
        for (side, index) in [(0, a), (1, b)] {
            let line = &t.engines[side];
            let total = &mut totals[index];
            total.games += line.games;
            total.wins += line.wins;
            total.losses += line.losses;
            total.draws += line.draws;
        }
        played.push(Pair { a, b, table: t });
    }
    for s in &mut totals {
        s.score = s.wins as f64 + s.draws as f64 / 2.0;
        s.elo = (s.games > 0).then(|| s.score / s.games as f64).and_then(table::elo_of);
    }
    // Most points first; equal points keep the order the engines were given in.
    let mut order: Vec<usize> = (0..totals.len()).collect();
    order.sort_by(|&x, &y| totals[y].score.total_cmp(&totals[x].score).then(x.cmp(&y)));
    let mut standings: Vec<Standing> = Vec::with_capacity(order.len());
    for (place, &i) in order.iter().enumerate() {
        let mut s = totals[i].clone();
        s.rank = match standings.last() {
            Some(prev) if prev.score == s.score => prev.rank,
            _ => place + 1,
        };
        standings.push(s);
    }
    Crosstable { format, engines: engines.to_vec(), standings, pairs: played }
}

/// A score as text: `1.5`, `2`.
fn points(p: f64) -> String {
    if p.fract() == 0.0 {
        format!("{p:.0}")
    } else {
        format!("{p:.1}")
    }
}

/// The crosstable as text: the standings with one column per opponent (this engine's points
/// against it, out of the games played), then one line per pair with its Elo difference.
pub fn text(c: &Crosstable) -> String {
    let n = c.engines.len();
    let label = |k: usize| format!("#{} {}", k + 1, c.engines[k]);
    let width = (0..n).map(|k| label(k).len()).max().unwrap_or(6).max(6);
    // Points of engine x against engine y, and the games between them.
    let mut grid = vec![vec![None::<(f64, usize)>; n]; n];
    for p in &c.pairs {
        let [la, lb] = &p.table.engines;
        grid[p.a][p.b] = Some((la.score, la.games));
        grid[p.b][p.a] = Some((lb.score, lb.games));
    }
    let cell_width = grid
        .iter()
        .flatten()
        .flatten()
        .map(|(s, g)| format!("{}/{g}", points(*s)).len())
        .max()
        .unwrap_or(1)
        .max(3);
    let mut out = format!(
        "{}, {n} engines, {} pairs\n{:>4}  {:width$}  games  wins losses draws  score  {:>4} ",
        c.format.words(),
        c.pairs.len(),
        "rank",
        "engine",
        "elo"
    );
    for k in 0..n {
        out.push_str(&format!(" {:>cell_width$}", format!("#{}", k + 1)));
    }
    out.push('\n');
    for s in &c.standings {
        let index = c.engines.iter().position(|e| *e == s.engine).unwrap_or(0);
        let elo = s.elo.map_or_else(|| "-".to_owned(), |e| format!("{e:+.0}"));
        out.push_str(&format!(
            "{:>4}  {:width$}  {:>5}  {:>4} {:>6} {:>5}  {:>5}  {:>4} ",
            s.rank,
            label(index),
            s.games,
            s.wins,
            s.losses,
            s.draws,
            points(s.score),
            elo
        ));
        for cell in &grid[index] {
            let shown = match cell {
                Some((score, games)) => format!("{}/{games}", points(*score)),
                None if grid[index].iter().all(Option::is_none) => "-".to_owned(),
                None => ".".to_owned(),
            };
            out.push_str(&format!(" {shown:>cell_width$}"));
        }
        out.push('\n');
    }
    for p in &c.pairs {
        let t = &p.table;
        let (a, b) = (&c.engines[p.a], &c.engines[p.b]);
        let elo = match (t.elo, t.elo_error) {
            (Some(e), Some(err)) => format!("Elo {e:+.0} +/- {err:.0}"),
            (Some(e), None) => format!("Elo {e:+.0}"),
            (None, _) if t.engines[0].games == 0 => "not played".to_owned(),
            (None, _) => "Elo not finite".to_owned(),
        };
        let los = t.los.map_or_else(String::new, |l| format!(", LOS {:.1}%", l * 100.0));
        out.push_str(&format!(
            "{a} - {b}: {}-{}-{} ({elo}{los})\n",
            t.engines[0].wins, t.engines[0].losses, t.engines[0].draws
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::tests::game;

    #[test]
    fn round_robin_and_gauntlet_pairs() {
        assert_eq!(Format::RoundRobin.pairs(3), [(0, 1), (0, 2), (1, 2)]);
        assert_eq!(Format::RoundRobin.pairs(4).len(), 6);
        assert_eq!(Format::Gauntlet.pairs(4), [(0, 1), (0, 2), (0, 3)]);
        assert!(Format::RoundRobin.pairs(1).is_empty());
    }

    #[test]
    fn standings_add_each_engines_pairs_and_rank_by_points() {
        let engines: Vec<String> = ["x", "y", "z"].map(str::to_owned).to_vec();
        let pairs = Format::RoundRobin.pairs(3);
        // x-y: x wins both; x-z: one each; y-z: a draw and a win for z.
        let games = vec![
            vec![game(1, Some(0)), game(2, Some(0))],
            vec![game(1, Some(0)), game(2, Some(1))],
            vec![game(1, None), game(2, Some(1))],
        ];
        let c = crosstable(Format::RoundRobin, &engines, &pairs, &games);
        let ranked: Vec<(&str, usize, f64)> =
            c.standings.iter().map(|s| (s.engine.as_str(), s.rank, s.score)).collect();
        // x 3 of 4, z 2.5 of 4, y 0.5 of 4.
        assert_eq!(ranked, [("x", 1, 3.0), ("z", 2, 2.5), ("y", 3, 0.5)]);
        let x = &c.standings[0];
        assert_eq!((x.games, x.wins, x.losses, x.draws), (4, 3, 1, 0));
        // 3 of 4: 400 * log10(3) = 190.8 above the opponents' average.
        assert!((x.elo.unwrap() - 190.85).abs() < 0.1);
        let text = text(&c);
        // x's row: 2 of 2 against y, 1 of 2 against z, nothing against itself.
        assert!(
            text.contains("   1  #1 x        4     3      1     0      3  +191      .   2/2   1/2\n"),
            "{text}"
        );
        assert!(text.contains("y - z: 0-1-1"), "{text}");
    }

    #[test]
    fn equal_points_share_a_rank_and_an_unplayed_pair_counts_nothing() {
        let engines: Vec<String> = ["a", "b", "c"].map(str::to_owned).to_vec();
        let pairs = Format::Gauntlet.pairs(3);
        let games = vec![vec![game(1, Some(0)), game(2, Some(1))], Vec::new()];
        let c = crosstable(Format::Gauntlet, &engines, &pairs, &games);
        let ranked: Vec<(&str, usize)> = c.standings.iter().map(|s| (s.engine.as_str(), s.rank)).collect();
        assert_eq!(ranked, [("a", 1), ("b", 1), ("c", 3)]);
        assert_eq!(c.standings[2].elo, None);
        assert!(text(&c).contains("a - c: 0-0-0 (not played)"), "{}", text(&c));
    }
}
