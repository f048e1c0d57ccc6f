//! Ratings (seed 002, the 天云阁 gomoku server's 积分 rules): points in levels of 100, and the
//! points a game moves from the loser to the winner.
//!
//! The seed's words, and how each is read (docs/rulebook.md, "Ratings"):
//! - 在分高的一方赢棋的时候，如果双方分数相差100分以上，不计分: when the higher-rated player wins
//!   and the points differ by more than 100, nothing changes.
//! - 如果在100分以内按照10-(赢方分-输方分)/10计算: within 100 points the winner gains
//!   10 - (winner - loser) / 10, and 输方扣分等于赢方得分: the loser loses the same.
//! - The seed does not say what happens when the lower-rated player wins by more than 100
//!   points. The formula grows without end there, so the difference is capped at 100 on both
//!   sides: an upset is worth at most 20 points, as a win by exactly 100 points is.
//! - (winner - loser) / 10 is whole-number division that drops the fraction (points are whole).
//! - Points never go below zero: the loser loses at most what it has.

use std::fmt;

/// The points of a new player (注册的新的ID的起始分数为0d 300分).
pub const START_POINTS: u32 = 300;

/// The points in one level (每个级别需要积累100分).
pub const LEVEL_POINTS: u32 = 100;

/// The points a game moves from the loser to the winner, given their points before it.
#[must_use]
pub fn points_won(winner: u32, loser: u32) -> u32 {
    let difference = (i64::from(winner) - i64::from(loser)).clamp(-100, 100);
    // 10 - d/10 with d in -100..=100 lies in 0..=20.
    u32::try_from(10 - difference / 10).unwrap_or(0)
}

/// Applies one decided game: the winner's and the loser's points after it.
#[must_use]
pub fn after_game(winner: u32, loser: u32) -> (u32, u32) {
    let change = points_won(winner, loser).min(loser);
    (winner.saturating_add(change), loser - change)
}

/// The 11 levels of seed 002 (段位共分11级，分别是无级别、0-9段、棋圣).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// 无级别: below the 300 points of a new player.
    Unranked,
    /// 0段 to 9段: 300-399 points is 0 dan, each 100 more one dan more.
    Dan(u8),
    /// 棋圣: 1300 points and more, above 9 dan.
    Saint,
}

impl Level {
    /// The level of a number of points.
    #[must_use]
    pub fn of(points: u32) -> Level {
        match points.checked_sub(START_POINTS) {
            None => Level::Unranked,
            Some(above) => match u8::try_from(above / LEVEL_POINTS) {
                Ok(d) if d <= 9 => Level::Dan(d),
                _ => Level::Saint,
            },
        }
    }

    /// The Chinese name: `无级别`, `0段` ... `9段`, `棋圣`.
    #[must_use]
    pub fn chinese(self) -> String {
        match self {
            Level::Unranked => "无级别".to_owned(),
            Level::Dan(d) => format!("{d}段"),
            Level::Saint => "棋圣".to_owned(),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Level::Unranked => f.write_str("unranked"),
            Level::Dan(d) => write!(f, "{d} dan"),
            Level::Saint => f.write_str("saint"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn within_100_points_the_winner_gains_10_minus_a_tenth_of_the_difference() {
        assert_eq!(points_won(300, 300), 10);
        assert_eq!(points_won(350, 300), 5);
        assert_eq!(points_won(399, 300), 1, "99 / 10 drops the fraction");
        assert_eq!(points_won(400, 300), 0);
        // The lower-rated player wins: the formula gives more than 10.
        assert_eq!(points_won(300, 350), 15);
        assert_eq!(points_won(300, 400), 20);
    }

    #[test]
    fn beyond_100_points_the_difference_is_capped() {
        // The seed: the higher-rated player winning by more than 100 points changes nothing.
        assert_eq!(points_won(401, 300), 0);
        assert_eq!(points_won(1300, 300), 0);
        // Not in the seed (our reading): an upset by more than 100 points is worth 20.
        assert_eq!(points_won(300, 401), 20);
        assert_eq!(points_won(0, 2000), 20);
    }

    #[test]
    fn the_loser_loses_what_the_winner_gains_but_not_below_zero() {
        assert_eq!(after_game(300, 300), (310, 290));
        assert_eq!(after_game(320, 300), (328, 292));
        assert_eq!(after_game(50, 5), (55, 0), "6 points won, but the loser has only 5");
        assert_eq!(after_game(u32::MAX, u32::MAX), (u32::MAX, u32::MAX - 10));
    }

    #[test]
    fn levels_are_hundreds_from_300() {
        assert_eq!(Level::of(START_POINTS), Level::Dan(0));
        assert_eq!(Level::of(299), Level::Unranked);
        assert_eq!(Level::of(0), Level::Unranked);
        assert_eq!(Level::of(399), Level::Dan(0));
        assert_eq!(Level::of(400), Level::Dan(1));
        assert_eq!(Level::of(1299), Level::Dan(9));
        assert_eq!(Level::of(1300), Level::Saint);
        assert_eq!(Level::of(u32::MAX), Level::Saint);
        assert_eq!(
            (Level::Dan(3).to_string(), Level::Dan(3).chinese()),
            ("3 dan".to_owned(), "3段".to_owned())
        );
        assert_eq!(Level::Saint.chinese(), "棋圣");
    }
}
