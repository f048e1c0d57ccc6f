//! What engines are told of the clock: GTP `time_settings` or `kgs-time_settings` at the start
//! and `time_left` before each move; Gomocup `INFO timeout_turn`, `timeout_match` and
//! `time_left`. The referee keeps the real clock (`competition_rules::Clock`); these words only
//! let an engine plan its time. Pure: commands as text (docs/matches.md, "Time controls").

use std::time::Duration;

use competition_rules::{Clock, Overtime, TimeControl};
use grid::Color;

/// Whole seconds, rounded down: an engine is never told it has more than it has.
fn secs(ms: u64) -> u64 {
    ms / 1000
}

/// The main time before overtime starts and, for byo-yomi, the period and the number of
/// periods: the seed's reserve is run as one-minute periods taken from the main time.
fn byo_yomi(tc: &TimeControl) -> Option<(u64, u64, u32)> {
    match tc.overtime {
        Overtime::Japanese { periods, period_ms } => Some((tc.main_ms, period_ms, periods)),
        Overtime::Reserve { minutes } => {
            Some((tc.main_ms.saturating_sub(u64::from(minutes) * 60_000), 60_000, minutes))
        }
        Overtime::None | Overtime::Fischer { .. } | Overtime::Canadian { .. } => None,
    }
}

/// Canadian byo-yomi: the period and its stones.
fn canadian(tc: &TimeControl) -> Option<(u64, u32)> {
    match tc.overtime {
        Overtime::Canadian { stones, period_ms } => Some((period_ms, stones)),
        _ => None,
    }
}

/// The GTP command that sets the engine's clock at the start of a game. With `kgs` (the engine
/// lists `kgs-time_settings`), `kgs-time_settings absolute MAIN` or `byoyomi MAIN PERIOD
/// PERIODS`, which says Japanese byo-yomi exactly. Otherwise GTP 2's `time_settings MAIN BYO
/// STONES`, which knows only Canadian overtime: absolute time is `BYO` 0, and Japanese byo-yomi
/// is written as Canadian periods of one stone (the number of periods is lost). Fischer
/// increment has no GTP word: the main time is sent as absolute, and `time_left` before each
/// move carries the increments earned.
pub fn gtp_settings(tc: &TimeControl, kgs: bool) -> String {
    // GTP 2's own overtime: `move_time=2s` is `time_settings 0 2 1`.
    if let Some((period, stones)) = canadian(tc) {
        let (main, period) = (secs(tc.main_ms), secs(period));
        return match kgs {
            true => format!("kgs-time_settings canadian {main} {period} {stones}"),
            false => format!("time_settings {main} {period} {stones}"),
        };
    }
    match (byo_yomi(tc), kgs) {
        (Some((main, period, periods)), true) => {
            format!("kgs-time_settings byoyomi {} {} {periods}", secs(main), secs(period))
        }
        (Some((main, period, _)), false) => format!("time_settings {} {} 1", secs(main), secs(period)),
        (None, true) => format!("kgs-time_settings absolute {}", secs(tc.main_ms)),
        (None, false) => format!("time_settings {} 0 0", secs(tc.main_ms)),
    }
}

/// `time_left COLOUR SECONDS STONES` for the engine playing `c` before its move, its time being
/// on `side` of `clock` (a match keeps each engine's own clock, whatever colour it plays): in
/// main time the main time left and 0 stones; in byo-yomi one period and, as KGS does with
/// `kgs-time_settings byoyomi`, the periods left, or 1 (the stones of a Canadian period) after
/// plain `time_settings`.
pub fn gtp_time_left(clock: &Clock, side: Color, c: Color, kgs: bool) -> String {
    let side = clock.side(side);
    if canadian(clock.control()).is_some() && side.main_left_ms == 0 {
        // GTP 2 §6.3 time_left: in Canadian overtime, the period's time left and its stones.
        return format!("time_left {} {} {}", c.name(), secs(side.period_left_ms), side.periods_left);
    }
    let in_overtime = side.main_left_ms == 0 && byo_yomi(clock.control()).is_some();
    let (time, stones) = match (in_overtime, byo_yomi(clock.control())) {
        (true, Some((_, period, _))) => (secs(period), if kgs { side.periods_left } else { 1 }),
        _ => (secs(side.main_left_ms), 0),
    };
    format!("time_left {} {time} {stones}", c.name())
}

/// The most a move is said to take when no clock runs: a quarter of the hang limit (15 s under
/// the default 60 s), so that an engine that thinks for all of it is still far from a hang.
pub fn default_per_move(hang: Duration) -> Duration {
    hang / 4
}

/// The Gomocup protocol's `time_left` when the match has no time limit (`i32::MAX` ms): the
/// value it says a manager sends for "unlimited", and the one brains test for.
pub const UNLIMITED_MS: u64 = 2_147_483_647;

/// The Gomocup `INFO` lines on time for the start of a game (milliseconds), in the order they
/// are sent: `timeout_turn`, `timeout_match`, `time_left`. With a clock: `timeout_match` the
/// main time, `timeout_turn` a byo-yomi period (what each move can count on once in overtime)
/// or, without byo-yomi, the main time, and `time_left` what the fresh clock allows the first
/// move. Without one: `timeout_turn` the default per move ([`default_per_move`]),
/// `timeout_match 0` (the protocol's "no limit") and `time_left` [`UNLIMITED_MS`]. Before each
/// move [`gomocup_time_left`] says it again. More lines may be added; the caller sends them all.
pub fn gomocup_info(clock: Option<&TimeControl>, hang: Duration) -> Vec<String> {
    let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
    let (turn, total) = match clock {
        Some(tc) => match (byo_yomi(tc), canadian(tc)) {
            (Some((_, period, _)), _) => (period, tc.main_ms),
            // A period's share per stone; `move_time` (no main time) is a turn limit alone,
            // and `timeout_match 0` is the protocol's "no limit".
            (None, Some((period, stones))) => (period / u64::from(stones.max(1)), tc.main_ms),
            (None, None) => (tc.main_ms, tc.main_ms),
        },
        None => (ms(default_per_move(hang)), 0),
    };
    let fresh = clock.map(|tc| Clock::new(*tc));
    vec![
        format!("INFO timeout_turn {turn}"),
        format!("INFO timeout_match {total}"),
        gomocup_time_left(fresh.as_ref(), Color::Black),
    ]
}

/// `INFO time_left MS`, sent before every `BEGIN`, `TURN` and `BOARD`: the most the next move
/// on `side` of `clock` may take, or [`UNLIMITED_MS`] without a clock (also the most ever said).
pub fn gomocup_time_left(clock: Option<&Clock>, side: Color) -> String {
    let left = clock.map_or(UNLIMITED_MS, |c| c.allowed(side).min(UNLIMITED_MS));
    format!("INFO time_left {left}")
}

#[cfg(test)]
mod tests {
    use super::*;

    const M: u64 = 60_000;

    fn tc(main_ms: u64, overtime: Overtime) -> TimeControl {
        TimeControl { main_ms, overtime }
    }

    #[test]
    fn gtp_settings_for_each_overtime() {
        // GTP 2: absolute time is byo-yomi time 0; Japanese byo-yomi as Canadian periods of one stone.
        assert_eq!(gtp_settings(&tc(5 * M, Overtime::None), false), "time_settings 300 0 0");
        let japanese = tc(10 * M, Overtime::Japanese { periods: 5, period_ms: 30_000 });
        assert_eq!(gtp_settings(&japanese, false), "time_settings 600 30 1");
        assert_eq!(gtp_settings(&japanese, true), "kgs-time_settings byoyomi 600 30 5");
        // The seed's reserve: 60 minutes with 5 kept is 55 minutes, then five one-minute periods.
        let reserve = tc(60 * M, Overtime::Reserve { minutes: 5 });
        assert_eq!(gtp_settings(&reserve, true), "kgs-time_settings byoyomi 3300 60 5");
        let fischer = tc(M, Overtime::Fischer { increment_ms: 2000 });
        assert_eq!(gtp_settings(&fischer, false), "time_settings 60 0 0");
        assert_eq!(gtp_settings(&fischer, true), "kgs-time_settings absolute 60");
        // GTP 2's own Canadian byo-yomi; move_time=2s is no main time and 1 stone per 2 s.
        let canadian = tc(10 * M, Overtime::Canadian { stones: 25, period_ms: 5 * M });
        assert_eq!(gtp_settings(&canadian, false), "time_settings 600 300 25");
        assert_eq!(gtp_settings(&canadian, true), "kgs-time_settings canadian 600 300 25");
        let per_move = tc(0, Overtime::Canadian { stones: 1, period_ms: 2000 });
        assert_eq!(gtp_settings(&per_move, false), "time_settings 0 2 1");
        assert_eq!(
            gomocup_info(Some(&per_move), Duration::from_secs(60)),
            ["INFO timeout_turn 2000", "INFO timeout_match 0", "INFO time_left 2000"]
        );
        let mut clock = Clock::new(per_move);
        assert_eq!(gtp_time_left(&clock, Color::Black, Color::Black, false), "time_left black 2 1");
        clock.charge(Color::Black, 500).unwrap();
        assert_eq!(gtp_time_left(&clock, Color::Black, Color::Black, false), "time_left black 2 1");
    }

    #[test]
    fn time_left_in_main_time_and_in_byo_yomi() {
        let mut clock = Clock::new(tc(10_000, Overtime::Japanese { periods: 3, period_ms: 5000 }));
        assert_eq!(gtp_time_left(&clock, Color::Black, Color::Black, true), "time_left black 10 0");
        // 16.5 s: the main time and one whole period gone; 1.5 s into the next costs nothing.
        clock.charge(Color::Black, 16_500).unwrap();
        assert_eq!(gtp_time_left(&clock, Color::Black, Color::Black, true), "time_left black 5 2");
        assert_eq!(gtp_time_left(&clock, Color::Black, Color::Black, false), "time_left black 5 1");
        // Fischer: the increment is in the time left (10 - 4 + 2 = 8 s).
        let mut clock = Clock::new(tc(10_000, Overtime::Fischer { increment_ms: 2000 }));
        clock.charge(Color::White, 4000).unwrap();
        assert_eq!(gtp_time_left(&clock, Color::White, Color::White, false), "time_left white 8 0");
        assert_eq!(gomocup_time_left(Some(&clock), Color::White), "INFO time_left 8000");
        // An engine's own clock read on its side and told under the colour it plays.
        assert_eq!(gtp_time_left(&clock, Color::White, Color::Black, false), "time_left black 8 0");
        assert_eq!(gtp_time_left(&clock, Color::Black, Color::White, false), "time_left white 10 0");
    }

    #[test]
    fn gomocup_without_a_clock_gets_a_quarter_of_the_hang_limit_and_unlimited_time_left() {
        // The issue: 60 s told as the turn time let an engine think 9.96 s of a 10 s hang limit.
        // Issue 35: the protocol's 2147483647 ("unlimited") as the time left, at the start too.
        assert_eq!(
            gomocup_info(None, Duration::from_secs(60)),
            ["INFO timeout_turn 15000", "INFO timeout_match 0", "INFO time_left 2147483647"]
        );
        assert_eq!(gomocup_time_left(None, Color::White), "INFO time_left 2147483647");
        let japanese = tc(10 * M, Overtime::Japanese { periods: 5, period_ms: 30_000 });
        let info = gomocup_info(Some(&japanese), Duration::from_secs(60));
        assert_eq!(info[0], "INFO timeout_turn 30000");
        // Ten minutes and five periods, less the millisecond a last period cannot be used to.
        assert_eq!(info[2], "INFO time_left 749999");
        let minute = gomocup_info(Some(&tc(M, Overtime::None)), Duration::from_secs(60));
        assert_eq!(minute[1..], ["INFO timeout_match 60000", "INFO time_left 60000"]);
        // A clock longer than the protocol's largest value is told as unlimited, never more.
        let long = Clock::new(tc(40 * 24 * 60 * M, Overtime::None));
        assert_eq!(gomocup_time_left(Some(&long), Color::Black), "INFO time_left 2147483647");
    }
}
