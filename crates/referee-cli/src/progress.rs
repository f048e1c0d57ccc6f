//! What `referee match` shows on stderr while it plays: each finished game's line, which every
//! `--rating-interval` games also carries the running score and statistics of the games
//! finished so far (the figures of the final table, `arena::table`, read at that moment), and
//! on a terminal a bar of the games finished, redrawn in place (docs/matches.md, "Progress while
//! a match runs").

use std::io::IsTerminal;

use arena::table::Table;

use crate::output::{self, warn};

/// How the progress is shown, chosen on the command line (it is not part of the match's plan:
/// a resumed match shows it as its own command line says).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Showing {
    /// The running statistics on every Nth finished game's line (counting the games finished
    /// in all runs of the match); 0: never.
    pub rating_interval: usize,
}

impl Default for Showing {
    fn default() -> Showing {
        Showing { rating_interval: 1 }
    }
}

impl Showing {
    /// Whether the game line that brings the count of finished games to `finished` carries
    /// the running statistics.
    pub fn due(&self, finished: usize) -> bool {
        self.rating_interval != 0 && finished.is_multiple_of(self.rating_interval)
    }
}

/// The running statistics from engine A's side, as the end of a game line:
/// `a 2-1-0, 2.0/3 points, Elo +120.4 +/- 350.1, LOS 76.0%, LLR 0.12 (-2.94, 2.94)`. The Elo's
/// error bar is left out while it cannot be estimated, the LOS before the first decisive game,
/// and the LLR without `--sprt`.
pub fn running(t: &Table) -> String {
    let a = &t.engines[0];
    let mut out = format!(
        "{} {}-{}-{}, {:.1}/{} points, Elo {}",
        a.engine,
        a.wins,
        a.losses,
        a.draws,
        a.score,
        a.games,
        match t.elo {
            Some(e) => format!("{e:+.1}"),
            // One engine scored every point: the Elo difference is infinite.
            None if a.score > 0.0 => "+inf".to_owned(),
            None => "-inf".to_owned(),
        }
    );
    if let Some(err) = t.elo_error {
        out.push_str(&format!(" +/- {err:.1}"));
    }
    if let Some(los) = t.los {
        out.push_str(&format!(", LOS {:.1}%", los * 100.0));
    }
    if let Some(s) = &t.sprt {
        // An LLR that rounds to 0 is printed 0.00, not -0.00 (an even score's LLR is a
        // rounding error away from 0 on either side).
        let llr = if s.llr.abs() < 0.005 { 0.0 } else { s.llr };
        out.push_str(&format!(", LLR {llr:.2} ({:.2}, {:.2})", s.lower, s.upper));
    }
    out
}

/// The lines a match prints while it plays, and the bar below them on a terminal:
/// `[##########..........] 10/20 games`, one line that each redraw overwrites with `\r`. No bar
/// when stderr is not a terminal (a pipe, a file, a test's captured output), where a line that
/// rewrites itself would only be noise.
#[derive(Debug)]
pub struct Progress {
    pub showing: Showing,
    total: usize,
    bar: bool,
    /// The width of the bar drawn last, to blank it; 0 when nothing is on its line.
    drawn: usize,
}

const BAR_WIDTH: usize = 30;

impl Progress {
    /// The progress of a match of `total` games, with a bar when stderr is a terminal.
    pub fn new(showing: Showing, total: usize) -> Progress {
        Progress { showing, total, bar: std::io::stderr().is_terminal(), drawn: 0 }
    }

    /// Draws the bar, if any, at `done` finished games.
    pub fn draw(&mut self, done: usize) {
        if !self.bar {
            return;
        }
        let text = bar_text(done, self.total);
        self.clear();
        output::progress(format_args!("{text}"));
        self.drawn = text.chars().count();
    }

    /// Blanks the bar's line, so that what is printed next starts at its beginning.
    pub fn clear(&mut self) {
        if self.drawn > 0 {
            output::progress(format_args!("\r{:1$}\r", "", self.drawn));
            self.drawn = 0;
        }
    }

    /// Prints `line`, and the bar again below it at `done` finished games.
    pub fn say(&mut self, line: &str, done: usize) {
        self.clear();
        warn(format_args!("{line}"));
        self.draw(done);
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.clear();
    }
}

fn bar_text(done: usize, total: usize) -> String {
    let filled = (done.min(total) * BAR_WIDTH).checked_div(total).unwrap_or(BAR_WIDTH);
    format!("[{}{}] {done}/{total} games", "#".repeat(filled), ".".repeat(BAR_WIDTH - filled))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interval_picks_every_nth_game_and_zero_none() {
        let every = Showing::default();
        assert!((1..=5).all(|n| every.due(n)));
        let second = Showing { rating_interval: 2 };
        assert_eq!((1..=6).filter(|&n| second.due(n)).collect::<Vec<_>>(), [2, 4, 6]);
        let never = Showing { rating_interval: 0 };
        assert!(!(1..=6).any(|n| never.due(n)));
    }

    /// Game `number` with A Black in odd games, won by engine `winner` (None: a draw).
    fn game(number: usize, winner: Option<usize>) -> arena::runner::Finished {
        let black = (number - 1) % 2;
        arena::runner::Finished {
            number,
            black,
            winner: winner.map(|w| if w == black { grid::Color::Black } else { grid::Color::White }),
            ending: arena::runner::Ending::Rules,
            result: String::new(),
            comment: String::new(),
            sgf: String::new(),
            remarks: Vec::new(),
            traffic: Vec::new(),
        }
    }

    #[test]
    fn draws_alone_give_no_los_and_no_error_bar() {
        // Two draws: a score of 1/2 (Elo 0) with no spread, so no error bar; no decisive game,
        // so no LOS; no --sprt, so no LLR.
        let names = ["a".to_owned(), "b".to_owned()];
        let t = arena::table::table(&names, &[game(1, None), game(2, None)], &Default::default());
        assert_eq!(running(&t), "a 0-0-2, 1.0/2 points, Elo +0.0");
        // A loss then: LOS (1 + erf(-1 / sqrt 2)) / 2; s = 1/3 +/- 1.96 sqrt(1/54) = 0.0667 and
        // 0.6001, Elo -458.6 and +70.5: half the width 264.5.
        let t = arena::table::table(
            &names,
            &[game(1, None), game(2, None), game(3, Some(1))],
            &Default::default(),
        );
        assert_eq!(running(&t), "a 0-1-2, 1.0/3 points, Elo -120.4 +/- 264.5, LOS 15.9%");
        let t = arena::table::table(&names, &[game(1, Some(1))], &Default::default());
        assert_eq!(running(&t), "a 0-1-0, 0.0/1 points, Elo -inf, LOS 15.9%");
    }

    #[test]
    fn the_bar_fills_with_the_finished_games() {
        assert_eq!(bar_text(0, 20), format!("[{}] 0/20 games", ".".repeat(30)));
        assert_eq!(bar_text(10, 20), format!("[{}{}] 10/20 games", "#".repeat(15), ".".repeat(15)));
        assert_eq!(bar_text(3, 3), format!("[{}] 3/3 games", "#".repeat(30)));
    }
}
