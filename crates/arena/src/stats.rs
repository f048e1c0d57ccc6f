//! The statistics a tournament stops on and publishes, from engine A's side: the likelihood of
//! superiority, pentanomial counts over opening pairs, and the sequential probability ratio
//! test (SPRT) as fastchess runs it under its logistic Elo model (a generalized SPRT: the
//! log-likelihood ratio of the two maximum-likelihood result distributions whose expected
//! scores are those of `elo0` and `elo1`). Pure arithmetic; docs/matches.md gives the formulas.

use serde::Serialize;

/// `erf(x)`, Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7): enough for a
/// percentage printed to a tenth.
pub fn erf(x: f64) -> f64 {
    let sign = if x < 0.0 { -1.0 } else { 1.0 };
    let x = x.abs();
    let t = 1.0 / (1.0 + 0.327_591_1 * x);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736 + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    sign * (1.0 - poly * (-x * x).exp())
}

/// The likelihood of superiority of A over B from A's wins and losses (draws tell nothing):
/// `(1 + erf((W - L) / sqrt(2 (W + L)))) / 2`, the normal approximation of the probability that
/// A is the stronger engine. `None` with no decisive game.
pub fn los(wins: usize, losses: usize) -> Option<f64> {
    let (w, l) = (wins as f64, losses as f64);
    (wins + losses > 0).then(|| 0.5 * (1.0 + erf((w - l) / (2.0 * (w + l)).sqrt())))
}

/// The expected score of an Elo difference under the logistic model: `1 / (1 + 10^(-elo/400))`.
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The pairs of games played from one opening with colours swapped, by A's points in the pair:
/// `[0, 1/2, 1, 3/2, 2]` (loss-loss, loss-draw, win-loss or draw-draw, win-draw, win-win), as
/// fastchess prints them.
pub type Pentanomial = [usize; 5];

/// The SPRT's hypotheses and error rates: H0 says A is `elo0` stronger than B, H1 `elo1`;
/// `alpha` is the chance of accepting H1 when H0 holds, `beta` the reverse.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// Where the test stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Decision {
    /// The LLR reached the upper bound: H1 (A is `elo1` stronger) is accepted.
    H1,
    /// The LLR reached the lower bound: H0 is accepted.
    H0,
    /// Between the bounds: more games are needed.
    Continue,
}

impl Sprt {
    /// Reads `elo0=0,elo1=5,alpha=0.05,beta=0.05` (alpha and beta default to 0.05), checked as
    /// fastchess checks them: elo0 < elo1, 0 < alpha, beta < 1, alpha + beta < 1.
    pub fn parse(text: &str) -> Result<Sprt, String> {
        let mut s = Sprt { elo0: f64::NAN, elo1: f64::NAN, alpha: 0.05, beta: 0.05 };
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (key, value) = part.split_once('=').ok_or_else(|| format!("`{part}` is not KEY=VALUE"))?;
            let v: f64 = value
                .trim()
                .parse()
                .ok()
                .filter(|v: &f64| v.is_finite())
                .ok_or_else(|| format!("`{value}` is not a number"))?;
            match key.trim() {
                "elo0" => s.elo0 = v,
                "elo1" => s.elo1 = v,
                "alpha" => s.alpha = v,
                "beta" => s.beta = v,
                k => return Err(format!("unknown key `{k}` (elo0, elo1, alpha, beta)")),
            }
        }
        if s.elo0.is_nan() || s.elo1.is_nan() {
            return Err("elo0 and elo1 are required".to_owned());
        }
        if s.elo0 >= s.elo1 {
            return Err("elo0 must be less than elo1".to_owned());
        }
        if !(s.alpha > 0.0 && s.alpha < 1.0 && s.beta > 0.0 && s.beta < 1.0 && s.alpha + s.beta < 1.0) {
            return Err("alpha and beta must lie between 0 and 1, and add up to less than 1".to_owned());
        }
        Ok(s)
    }

    /// The bounds on the LLR: `ln(beta / (1 - alpha))` and `ln((1 - beta) / alpha)`.
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    /// The decision for `llr`.
    pub fn decide(&self, llr: f64) -> Decision {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Decision::H1
        } else if llr <= lower {
            Decision::H0
        } else {
            Decision::Continue
        }
    }

    /// The LLR of A's game results (wins, draws, losses), each game one observation.
    pub fn llr_trinomial(&self, wins: usize, draws: usize, losses: usize) -> f64 {
        self.llr(&[0.0, 0.5, 1.0], &[losses, draws, wins])
    }

    /// The LLR of A's results over complete opening pairs, each pair one observation (its two
    /// games share an opening, so they are not independent); win-loss and draw-draw are one
    /// outcome, a pair score of 1.
    pub fn llr_pentanomial(&self, p: &Pentanomial) -> f64 {
        self.llr(&[0.0, 0.25, 0.5, 0.75, 1.0], &[p[0], p[1], p[2], p[3], p[4]])
    }

    /// `N * sum(phat_i * ln(p1_i / p0_i))`, with `p0` and `p1` the maximum-likelihood
    /// distributions on `scores` whose means are the scores of `elo0` and `elo1`, and `phat`
    /// the observed frequencies (a count of 0 taken as 0.001, as fastchess does, so that every
    /// outcome keeps a little mass). 0 before any observation.
    fn llr(&self, scores: &[f64], counts: &[usize]) -> f64 {
        if counts.iter().all(|&c| c == 0) {
            return 0.0;
        }
        let regular: Vec<f64> = counts.iter().map(|&c| if c == 0 { 1e-3 } else { c as f64 }).collect();
        let total: f64 = regular.iter().sum();
        let phat: Vec<f64> = regular.iter().map(|c| c / total).collect();
        let p0 = closest(scores, &phat, score_of_elo(self.elo0));
        let p1 = closest(scores, &phat, score_of_elo(self.elo1));
        total * phat.iter().zip(p0.iter().zip(&p1)).map(|(ph, (a, b))| ph * (b.ln() - a.ln())).sum::<f64>()
    }
}

/// The distribution on `scores` of mean `s` that is most likely to have given the frequencies
/// `phat` (M. Van den Bergh, "Comments on Normalized Elo", proposition 1.1):
/// `p_i = phat_i / (1 + theta (a_i - s))`, where theta solves
/// `sum phat_i (a_i - s) / (1 + theta (a_i - s)) = 0` on the interval that keeps every `p_i`
/// positive. The left side falls strictly with theta, from +inf to -inf across that interval,
/// so bisection finds it.
fn closest(scores: &[f64], phat: &[f64], s: f64) -> Vec<f64> {
    let (lo_score, hi_score) = (scores[0], scores[scores.len() - 1]);
    let f = |theta: f64| -> f64 {
        scores.iter().zip(phat).map(|(a, p)| p * (a - s) / (1.0 + theta * (a - s))).sum()
    };
    // theta's interval: 1 + theta (a - s) > 0 for every score a.
    let (mut lo, mut hi) = (-1.0 / (hi_score - s), -1.0 / (lo_score - s));
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if mid <= lo || mid >= hi {
            break;
        }
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let theta = 0.5 * (lo + hi);
    scores.iter().zip(phat).map(|(a, p)| p / (1.0 + theta * (a - s))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn erf_matches_its_table_values() {
        // erf(0.5) = 0.5204998778, erf(1) = 0.8427007929, erf(2) = 0.9953222650 (A&S table 7.1).
        assert!(close(erf(0.5), 0.520_499_877_8, 2e-7));
        assert!(close(erf(1.0), 0.842_700_792_9, 2e-7));
        assert!(close(erf(-2.0), -0.995_322_265_0, 2e-7));
        assert!(erf(0.0).abs() < 1e-9);
    }

    #[test]
    fn los_of_ten_wins_and_five_losses() {
        // (1 + erf(5 / sqrt(30))) / 2 = (1 + erf(0.9128709)) / 2 = 0.9016472 (Python's math.erf).
        assert!(close(los(10, 5).unwrap(), 0.901_647_2, 1e-6));
        // As many wins as losses: no reason to prefer either engine.
        assert!(close(los(7, 7).unwrap(), 0.5, 1e-6));
        assert_eq!(los(0, 0), None);
    }

    #[test]
    fn sprt_bounds_are_the_log_error_ratios() {
        // alpha = beta = 0.05: ln(0.05 / 0.95) = -2.944439, ln(0.95 / 0.05) = 2.944439.
        let s = Sprt::parse("elo0=0,elo1=5,alpha=0.05,beta=0.05").unwrap();
        let (lo, hi) = s.bounds();
        assert!(close(lo, -2.944_439, 1e-6) && close(hi, 2.944_439, 1e-6));
        assert_eq!(s.decide(3.0), Decision::H1);
        assert_eq!(s.decide(-3.0), Decision::H0);
        assert_eq!(s.decide(0.0), Decision::Continue);
        assert!(Sprt::parse("elo0=5,elo1=0").is_err());
        assert!(Sprt::parse("elo0=0,elo1=5,alpha=0.6,beta=0.5").is_err());
        assert!(Sprt::parse("elo0=0,elo1=x").is_err());
        assert!(Sprt::parse("elo0=0,elo1=5,gamma=1").is_err());
        assert_eq!(Sprt::parse("elo1=5,elo0=-5").unwrap().alpha, 0.05);
    }

    #[test]
    fn the_most_likely_distribution_of_the_observed_mean_is_the_observed_one() {
        // Proposition 1.1 with s equal to the observed mean: theta = 0, p = phat.
        let phat = [0.3, 0.2, 0.5];
        let p = closest(&[0.0, 0.5, 1.0], &phat, 0.6);
        for (a, b) in p.iter().zip(&phat) {
            assert!(close(*a, *b, 1e-9), "{p:?}");
        }
        // Any s: the result is a distribution with mean s.
        let p = closest(&[0.0, 0.5, 1.0], &phat, 0.45);
        assert!(close(p.iter().sum::<f64>(), 1.0, 1e-9));
        assert!(close(p[1] * 0.5 + p[2], 0.45, 1e-9));
    }

    #[test]
    fn symmetric_hypotheses_and_an_even_score_give_no_evidence() {
        // Mirror symmetry: with elo0 = -elo1 and as many wins as losses, both maximum-likelihood
        // distributions are mirror images at the same likelihood, so the LLR is 0.
        let s = Sprt::parse("elo0=-10,elo1=10").unwrap();
        assert!(close(s.llr_trinomial(30, 40, 30), 0.0, 1e-9));
        assert!(close(s.llr_pentanomial(&[5, 10, 20, 10, 5]), 0.0, 1e-9));
    }

    #[test]
    fn llr_agrees_with_an_independent_computation_and_the_asymptotic_formula() {
        // Reference values from a separate Python script: the trinomial one maximizes the
        // likelihood directly (golden-section search over the draw rate, the mean held at s),
        // not by proposition 1.1; 60 wins, 20 draws, 40 losses, elo0 0, elo1 20.
        let s = Sprt::parse("elo0=0,elo1=20").unwrap();
        let llr = s.llr_trinomial(60, 20, 40);
        assert!(close(llr, LLR_60_20_40, 1e-6), "{llr}");
        // The asymptotic form (the GSPRT approximation c-gomoku-cli uses) is close for many games
        // with a mean near the hypotheses' scores (0.3785 against 0.3800 here):
        // (s1 - s0) (2 m - s0 - s1) / (2 var / n), m and var the per-game mean and variance.
        let (w, d, l) = (520.0, 200.0, 480.0);
        let n = w + d + l;
        let m = (w + d / 2.0) / n;
        let var = (w + d / 4.0) / n - m * m;
        let (s0, s1) = (score_of_elo(0.0), score_of_elo(20.0));
        let approx = (s1 - s0) * (2.0 * m - s0 - s1) / (2.0 * var / n);
        let exact = s.llr_trinomial(520, 200, 480);
        assert!((exact - approx).abs() / approx.abs() < 0.01, "{exact} vs {approx}");
        // Pentanomial: pairs [2, 8, 20, 12, 8], elo0 0, elo1 20.
        let llr = s.llr_pentanomial(&[2, 8, 20, 12, 8]);
        assert!(close(llr, LLR_PENTA, 1e-6), "{llr}");
    }

    const LLR_60_20_40: f64 = 1.144_287_424;
    const LLR_PENTA: f64 = 1.309_767_905;
}
