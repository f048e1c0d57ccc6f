//! Thinking times as records and profiles write them: `35s`, `1m30s`, `2h`, `1:05`, `90`,
//! held as whole milliseconds so that clock arithmetic is exact.

use std::fmt;

/// The longest time accepted anywhere: 1000 hours, far beyond any game, so that sums of many
/// moves can never overflow a `u64` of milliseconds.
pub const MAX_MS: u64 = 1000 * 3_600_000;

/// Why a time could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct DurationError {
    /// The text as given.
    pub text: String,
}

impl fmt::Display for DurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a time (write e.g. 35s, 1m30s, 2h, 1:05 or a number of seconds, up to 1000h)",
            self.text
        )
    }
}

impl std::error::Error for DurationError {}

/// Reads a time into milliseconds.
///
/// Accepted forms: a number of seconds (`90`, `4.5`); units `h`, `m`/`min`, `s`, `ms` in
/// decreasing order, each at most once (`1h30m`, `2m 5.5s`, `250ms`); a clock reading
/// `m:ss` or `h:mm:ss` (`1:05`, `1:00:00`). Negative times and times over [`MAX_MS`] are
/// errors.
///
/// # Errors
/// [`DurationError`] when the text is none of these.
pub fn parse_duration(text: &str) -> Result<u64, DurationError> {
    let err = || DurationError { text: text.to_owned() };
    let t = text.trim();
    if t.is_empty() {
        return Err(err());
    }
    let ms = if t.contains(':') {
        clock_reading(t).ok_or_else(err)?
    } else if t.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        seconds(t).ok_or_else(err)?
    } else {
        with_units(t).ok_or_else(err)?
    };
    if ms > MAX_MS {
        return Err(err());
    }
    Ok(ms)
}

/// Decimal seconds (`4.5`, at most three decimals) as milliseconds.
fn seconds(t: &str) -> Option<u64> {
    let (whole, frac) = t.split_once('.').unwrap_or((t, ""));
    if whole.is_empty() && frac.is_empty() || frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: u64 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
    let mut frac_ms: u64 = if frac.is_empty() { 0 } else { frac.parse().ok()? };
    for _ in frac.len()..3 {
        frac_ms *= 10;
    }
    whole.checked_mul(1000)?.checked_add(frac_ms)
}

/// `m:ss` or `h:mm:ss`; the last field may have decimals.
fn clock_reading(t: &str) -> Option<u64> {
    let parts: Vec<&str> = t.split(':').collect();
    let (h, m, s) = match parts.as_slice() {
        [m, s] => ("0", *m, *s),
        [h, m, s] => (*h, *m, *s),
        _ => return None,
    };
    let digits = |x: &str| !x.is_empty() && x.len() <= 7 && x.bytes().all(|b| b.is_ascii_digit());
    if !digits(h) || !digits(m) || parts.len() == 3 && m.len() != 2 || s.split('.').next()?.len() != 2 {
        return None;
    }
    let (h, m): (u64, u64) = (h.parse().ok()?, m.parse().ok()?);
    let s = seconds(s)?;
    if parts.len() == 3 && m >= 60 || s >= 60_000 {
        return None;
    }
    h.checked_mul(3_600_000)?.checked_add(m.checked_mul(60_000)?)?.checked_add(s)
}

/// `1h30m`, `2m 5.5s`, `250ms`: units in decreasing order, each once.
fn with_units(t: &str) -> Option<u64> {
    const UNITS: [(&str, u64); 5] =
        [("h", 3_600_000), ("min", 60_000), ("m", 60_000), ("s", 1000), ("ms", 1)];
    let mut rest = t;
    let mut total: u64 = 0;
    // The rank of the last unit used: each later unit must be smaller.
    let mut last_rank = 0;
    while !rest.trim_start().is_empty() {
        rest = rest.trim_start();
        let num_len = rest.bytes().take_while(|b| b.is_ascii_digit() || *b == b'.').count();
        let (number, after) = rest.split_at(num_len);
        let unit_len = after.bytes().take_while(u8::is_ascii_alphabetic).count();
        let (unit, after) = after.split_at(unit_len);
        let unit = unit.to_ascii_lowercase();
        let (rank, scale) = match unit.as_str() {
            "h" => (1, UNITS[0].1),
            "min" | "m" => (2, UNITS[1].1),
            "s" => (3, UNITS[3].1),
            "ms" => (4, UNITS[4].1),
            _ => return None,
        };
        if rank <= last_rank || number.is_empty() {
            return None;
        }
        last_rank = rank;
        // Read the number in thousandths so that `1.5h` and `0.25s` stay exact.
        let thousandths = seconds(number)?;
        total = total.checked_add(thousandths.checked_mul(scale)? / 1000)?;
        rest = after;
    }
    Some(total)
}

/// Writes milliseconds as a short time: `35s`, `4.5s`, `1m05s`, `1h02m05s`, `0s`.
#[must_use]
pub fn format_duration(ms: u64) -> String {
    let (h, m, s, frac) = (ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000);
    let whole = if ms >= 60_000 { format!("{s:02}") } else { s.to_string() };
    let frac = if frac == 0 { String::new() } else { format!(".{frac:03}").trim_end_matches('0').to_owned() };
    match (h, m) {
        (0, 0) => format!("{whole}{frac}s"),
        (0, _) => format!("{m}m{whole}{frac}s"),
        _ => format!("{h}h{m:02}m{whole}{frac}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_written_form_reads_to_milliseconds() {
        for (text, ms) in [
            ("35s", 35_000),
            ("35", 35_000),
            ("4.5", 4_500),
            ("0.25s", 250),
            ("1m30s", 90_000),
            ("1m 30s", 90_000),
            ("2h", 7_200_000),
            ("1.5h", 5_400_000),
            ("90min", 5_400_000),
            ("250ms", 250),
            ("1h2m3s", 3_723_000),
            ("1:05", 65_000),
            ("12:00", 720_000),
            ("1:00:00", 3_600_000),
            ("0:59.5", 59_500),
            ("0", 0),
        ] {
            assert_eq!(parse_duration(text), Ok(ms), "{text}");
        }
    }

    #[test]
    fn malformed_times_are_errors_not_guesses() {
        for text in [
            "", "s", "-5s", "5x", "30s1m", "1m1m", "1:5", "1:60", "1:60:00", "1.2345", "1:2:3:4", "1001h",
            ". s",
        ] {
            assert!(parse_duration(text).is_err(), "{text}");
        }
        let e = parse_duration("5x").unwrap_err();
        assert!(e.to_string().starts_with("\"5x\" is not a time"), "{e}");
    }

    #[test]
    fn times_are_written_short() {
        assert_eq!(format_duration(35_000), "35s");
        assert_eq!(format_duration(4_500), "4.5s");
        assert_eq!(format_duration(65_000), "1m05s");
        assert_eq!(format_duration(3_725_000), "1h02m05s");
        assert_eq!(format_duration(0), "0s");
        assert_eq!(format_duration(60_250), "1m00.25s");
    }
}
