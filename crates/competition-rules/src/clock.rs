//! Game clocks: main time, the seed's byo-yomi reserve, Japanese byo-yomi and Fischer
//! increment. A [`Clock`] is charged with each move's thinking time and says when a player
//! oversteps (seed 000 第十二条 计时: 超时判负, overstepping loses).

use std::fmt;

use grid::Color;

use crate::duration::format_duration;

/// One minute, the unit of the seed's byo-yomi.
const MINUTE_MS: u64 = 60_000;

/// What happens when the main time is used up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Overtime {
    /// Sudden death: no time after the main time.
    None,
    /// Seed 000 第十二条 二、读秒: the last `minutes` of the main time are kept as a reserve
    /// (在时限内保留几分钟开始读秒). Once a player has used the rest, a move under one minute
    /// costs nothing (一步棋用时不足一分钟的不计时间), each full minute a move takes deducts a
    /// minute from the reserve (每满一分钟则在保留时间内扣除一分钟), and a move that would use the
    /// reserve up loses (不得用完规定时间).
    Reserve {
        /// Minutes kept from the main time (5 in national events, 1 at club level).
        minutes: u32,
    },
    /// Japanese byo-yomi: after the main time, `periods` periods of `period_ms` each; a move
    /// made within a period costs nothing, each period that runs out is gone, and the player
    /// who lets the last one run out loses.
    Japanese {
        /// The number of periods.
        periods: u32,
        /// The length of one period.
        period_ms: u64,
    },
    /// Canadian byo-yomi (GTP 2's `time_settings`): after the main time, `stones` moves to be
    /// made within `period_ms`; once they are made a new period starts, and the player whose
    /// period runs out before its stones are played loses. One stone per period is a fixed
    /// time per move (`move_time`).
    Canadian {
        /// Moves to make in each period.
        stones: u32,
        /// The length of one period.
        period_ms: u64,
    },
    /// Fischer: `increment_ms` is added to the player's time after each move.
    Fischer {
        /// Time added per move.
        increment_ms: u64,
    },
}

/// A time control: the main time and what follows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// Each player's main time (for [`Overtime::Reserve`], the whole time limit, reserve
    /// included).
    pub main_ms: u64,
    /// What follows the main time.
    pub overtime: Overtime,
}

impl TimeControl {
    /// Describes the control in words: `2h + byo-yomi reserve of 5 minutes`.
    #[must_use]
    pub fn describe(&self) -> String {
        let main = format_duration(self.main_ms);
        match self.overtime {
            Overtime::None => format!("{main} sudden death"),
            Overtime::Reserve { minutes } => {
                format!("{main} with a byo-yomi reserve of {minutes} minute{}", plural(minutes))
            }
            Overtime::Japanese { periods, period_ms } => {
                format!("{main} + {periods} x {} byo-yomi", format_duration(period_ms))
            }
            Overtime::Fischer { increment_ms } => {
                format!("{main} + {} per move (Fischer)", format_duration(increment_ms))
            }
            Overtime::Canadian { stones: 1, period_ms } if self.main_ms == 0 => {
                format!("{} per move", format_duration(period_ms))
            }
            Overtime::Canadian { stones, period_ms } => {
                format!("{main} + {stones}/{} Canadian", format_duration(period_ms))
            }
        }
    }
}

fn plural(n: u32) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// One player's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Side {
    /// Main time left (for the reserve, the time left before byo-yomi starts).
    pub main_left_ms: u64,
    /// Byo-yomi periods left (reserve minutes for [`Overtime::Reserve`]; for
    /// [`Overtime::Canadian`], the stones left to play in the period).
    pub periods_left: u32,
    /// [`Overtime::Canadian`]: the time left in the period (0 under the other controls).
    pub period_left_ms: u64,
    /// Total thinking time charged so far.
    pub used_ms: u64,
    /// Moves charged so far.
    pub moves: u32,
}

/// A move that ran out of time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Overstep {
    /// The player whose clock ran out.
    pub player: Color,
    /// The time the move took.
    pub used_ms: u64,
    /// The most the move could have taken without losing.
    pub allowed_ms: u64,
    /// The clock before the move.
    pub before: Side,
}

impl fmt::Display for Overstep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} took {} with at most {} left on the clock",
            self.player.title(),
            format_duration(self.used_ms),
            format_duration(self.allowed_ms)
        )
    }
}

/// Both players' clocks under one [`TimeControl`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Clock {
    control: TimeControl,
    /// The length of one byo-yomi period (a minute for the seed's reserve); 0 when none.
    period_ms: u64,
    sides: [Side; 2],
}

impl Clock {
    /// Both clocks at the start of the game.
    #[must_use]
    pub fn new(control: TimeControl) -> Clock {
        let (main_left_ms, periods_left, period_ms) = match control.overtime {
            // The reserve lies inside the time limit (时限内保留): it is taken off the main
            // time and run as one-minute periods. A reserve longer than the limit leaves no
            // free time.
            Overtime::Reserve { minutes } => {
                let reserve = u64::from(minutes) * MINUTE_MS;
                (control.main_ms.saturating_sub(reserve), minutes, MINUTE_MS)
            }
            Overtime::Japanese { periods, period_ms } => (control.main_ms, periods, period_ms),
            Overtime::Canadian { stones, period_ms } => (control.main_ms, stones.max(1), period_ms),
            Overtime::None | Overtime::Fischer { .. } => (control.main_ms, 0, 0),
        };
        let period_left_ms =
            if matches!(control.overtime, Overtime::Canadian { .. }) { period_ms } else { 0 };
        let side = Side { main_left_ms, periods_left, period_left_ms, used_ms: 0, moves: 0 };
        Clock { control, period_ms, sides: [side; 2] }
    }

    /// The time control.
    #[must_use]
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// A player's clock now.
    #[must_use]
    pub fn side(&self, player: Color) -> Side {
        self.sides[player.index()]
    }

    /// The most time `player`'s next move may take without losing.
    #[must_use]
    pub fn allowed(&self, player: Color) -> u64 {
        let s = self.sides[player.index()];
        if let Overtime::Canadian { .. } = self.control.overtime {
            // What is left of the main time and then of the period, to its last millisecond.
            return s.main_left_ms.saturating_add(s.period_left_ms);
        }
        if self.period_ms == 0 || s.periods_left == 0 {
            return s.main_left_ms;
        }
        // In byo-yomi a move that lasts a whole period uses that period up, so the last
        // period allows one millisecond less than its length.
        let periods = u64::from(s.periods_left).saturating_mul(self.period_ms);
        s.main_left_ms.saturating_add(periods).saturating_sub(1)
    }

    /// Charges `player` with a move that took `used_ms`.
    ///
    /// # Errors
    /// [`Overstep`] when the move ran out of time: the clock is then left as it was before the
    /// move (the game ended while the player was still thinking).
    pub fn charge(&mut self, player: Color, used_ms: u64) -> Result<Side, Overstep> {
        let before = self.sides[player.index()];
        let allowed = self.allowed(player);
        if used_ms > allowed {
            return Err(Overstep { player, used_ms, allowed_ms: allowed, before });
        }
        let mut s = before;
        s.used_ms = s.used_ms.saturating_add(used_ms);
        s.moves = s.moves.saturating_add(1);
        if used_ms <= s.main_left_ms {
            s.main_left_ms -= used_ms;
        } else if let Overtime::Canadian { stones, .. } = self.control.overtime {
            // The rest of the move counts in the period; its last stone starts a new period.
            s.period_left_ms -= used_ms - s.main_left_ms;
            s.main_left_ms = 0;
            s.periods_left = s.periods_left.saturating_sub(1);
            if s.periods_left == 0 {
                s.periods_left = stones.max(1);
                s.period_left_ms = self.period_ms;
            }
        } else {
            // The move began in main time (or in byo-yomi) and its remainder is counted in
            // periods: only whole periods cost anything (不足一分钟的不计时间).
            let over = used_ms - s.main_left_ms;
            s.main_left_ms = 0;
            if let Some(spent) = over.checked_div(self.period_ms) {
                s.periods_left = s.periods_left.saturating_sub(u32::try_from(spent).unwrap_or(u32::MAX));
            }
        }
        if let Overtime::Fischer { increment_ms } = self.control.overtime {
            s.main_left_ms = s.main_left_ms.saturating_add(increment_ms);
        }
        self.sides[player.index()] = s;
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: u64 = 1000;
    const M: u64 = 60 * S;

    fn clock(main_ms: u64, overtime: Overtime) -> Clock {
        Clock::new(TimeControl { main_ms, overtime })
    }

    #[test]
    fn sudden_death_allows_the_whole_main_time_and_not_a_millisecond_more() {
        let mut c = clock(10 * M, Overtime::None);
        assert_eq!(c.charge(Color::Black, 6 * M).unwrap().main_left_ms, 4 * M);
        assert_eq!(c.charge(Color::White, 10 * M).unwrap().main_left_ms, 0);
        let o = c.charge(Color::Black, 4 * M + 1).unwrap_err();
        assert_eq!((o.player, o.allowed_ms, o.before.main_left_ms), (Color::Black, 4 * M, 4 * M));
        assert_eq!(c.side(Color::Black).main_left_ms, 4 * M, "an overstep leaves the clock as it was");
    }

    #[test]
    fn the_seed_reserve_is_inside_the_time_limit() {
        // Seed 000 art. 12: a 60-minute limit with 5 minutes kept for byo-yomi leaves 55 free.
        let c = clock(60 * M, Overtime::Reserve { minutes: 5 });
        assert_eq!((c.side(Color::Black).main_left_ms, c.side(Color::Black).periods_left), (55 * M, 5));
    }

    #[test]
    fn in_the_reserve_only_full_minutes_are_deducted() {
        let mut c = clock(5 * M, Overtime::Reserve { minutes: 5 });
        // 不足一分钟的不计时间: 59 seconds cost nothing.
        assert_eq!(c.charge(Color::Black, 59 * S).unwrap().periods_left, 5);
        // 每满一分钟则扣除一分钟: 2m59s deducts two minutes.
        assert_eq!(c.charge(Color::Black, 2 * M + 59 * S).unwrap().periods_left, 3);
        assert_eq!(c.charge(Color::Black, M).unwrap().periods_left, 2);
        // 不得用完规定时间: two minutes left, a move of two full minutes would use them up.
        assert_eq!(c.allowed(Color::Black), 2 * M - 1);
        let o = c.charge(Color::Black, 2 * M).unwrap_err();
        assert_eq!((o.used_ms, o.allowed_ms), (2 * M, 2 * M - 1));
        assert_eq!(c.charge(Color::Black, 2 * M - 1).unwrap().periods_left, 1);
        assert_eq!(c.side(Color::Black).used_ms, 59 * S + 2 * M + 59 * S + M + 2 * M - 1);
    }

    #[test]
    fn a_move_that_crosses_into_the_reserve_pays_only_for_its_full_minutes_there() {
        let mut c = clock(10 * M, Overtime::Reserve { minutes: 3 });
        c.charge(Color::White, 6 * M + 30 * S).unwrap();
        // 30 s of free time left; a move of 1m45s runs 1m15s into the reserve: one minute.
        let s = c.charge(Color::White, M + 45 * S).unwrap();
        assert_eq!((s.main_left_ms, s.periods_left), (0, 2));
    }

    #[test]
    fn japanese_periods_run_out_one_by_one() {
        let mut c = clock(M, Overtime::Japanese { periods: 3, period_ms: 30 * S });
        c.charge(Color::Black, M).unwrap();
        assert_eq!(c.charge(Color::Black, 29 * S).unwrap().periods_left, 3);
        assert_eq!(c.charge(Color::Black, 30 * S).unwrap().periods_left, 2);
        assert_eq!(c.charge(Color::Black, 59 * S).unwrap().periods_left, 1);
        assert!(c.charge(Color::Black, 30 * S).is_err());
        assert!(c.charge(Color::Black, 29_999).is_ok());
        assert_eq!(c.side(Color::White).periods_left, 3, "White's clock is its own");
    }

    #[test]
    fn fischer_adds_the_increment_after_each_move() {
        let mut c = clock(M, Overtime::Fischer { increment_ms: 10 * S });
        assert_eq!(c.charge(Color::Black, 50 * S).unwrap().main_left_ms, 20 * S);
        assert_eq!(c.charge(Color::Black, 20 * S).unwrap().main_left_ms, 10 * S);
        assert!(c.charge(Color::Black, 10 * S + 1).is_err());
    }

    #[test]
    fn a_canadian_period_is_for_its_stones_and_starts_again_after_them() {
        // 1 minute, then 3 stones in 30 s: the main time first, then the period's time shared
        // by its three stones, a new period after the third.
        let mut c = clock(M, Overtime::Canadian { stones: 3, period_ms: 30 * S });
        assert_eq!(c.allowed(Color::Black), M + 30 * S);
        let s = c.charge(Color::Black, M + 10 * S).unwrap();
        assert_eq!((s.main_left_ms, s.periods_left, s.period_left_ms), (0, 2, 20 * S));
        assert_eq!(c.charge(Color::Black, 15 * S).unwrap().period_left_ms, 5 * S);
        assert!(c.charge(Color::Black, 5 * S + 1).is_err(), "the period runs out before its third stone");
        let s = c.charge(Color::Black, 5 * S).unwrap();
        assert_eq!((s.periods_left, s.period_left_ms), (3, 30 * S), "a new period");
        // A fixed time per move: no main time, one stone per period.
        let mut c = clock(0, Overtime::Canadian { stones: 1, period_ms: 2 * S });
        for _ in 0..3 {
            assert_eq!(c.allowed(Color::White), 2 * S);
            c.charge(Color::White, 2 * S).unwrap();
        }
        assert!(c.charge(Color::White, 2 * S + 1).is_err());
    }

    #[test]
    fn controls_and_oversteps_read_in_words() {
        let canadian =
            TimeControl { main_ms: 10 * M, overtime: Overtime::Canadian { stones: 25, period_ms: 5 * M } };
        assert_eq!(canadian.describe(), "10m00s + 25/5m00s Canadian");
        let per_move =
            TimeControl { main_ms: 0, overtime: Overtime::Canadian { stones: 1, period_ms: 2 * S } };
        assert_eq!(per_move.describe(), "2s per move");
        let reserve = TimeControl { main_ms: 2 * 60 * M, overtime: Overtime::Reserve { minutes: 5 } };
        assert_eq!(reserve.describe(), "2h00m00s with a byo-yomi reserve of 5 minutes");
        let jp = TimeControl { main_ms: 0, overtime: Overtime::Japanese { periods: 3, period_ms: 30 * S } };
        assert_eq!(jp.describe(), "0s + 3 x 30s byo-yomi");
        let mut c = clock(M, Overtime::None);
        let o = c.charge(Color::White, 61 * S).unwrap_err();
        assert_eq!(o.to_string(), "White took 1m01s with at most 1m00s left on the clock");
    }
}
