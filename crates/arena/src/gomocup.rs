//! The Gomocup (Piskvork) protocol, manager side: `START`, `INFO`, `BEGIN`, `TURN`, `BOARD`,
//! `END`. Coordinates are `X,Y`, 0-based, Y from the top; the referee's points count rows from
//! the bottom. Lines the protocol lets a brain send at any time (`MESSAGE`, `DEBUG`,
//! `SUGGEST`) are skipped.

use std::time::Instant;

use grid::{Point, Size};
use renju_rules::{Rules, WinRule};

use crate::engine::{Engine, Fault};

/// `X,Y` for a point.
pub fn coords(p: Point, size: Size) -> String {
    format!("{},{}", p.col, size.rows.saturating_sub(1).saturating_sub(p.row))
}

/// The point an `X,Y` answer names (it may lie off the board: that is the rule crate's
/// `off-board`), or `None` when the answer is not two numbers.
pub fn parse_coords(text: &str, size: Size) -> Option<Point> {
    let (x, y) = text.trim().split_once(',')?;
    let (x, y): (u8, u8) = (x.trim().parse().ok()?, y.trim().parse().ok()?);
    // Off the board by row: no Point below row 0 exists, so the top edge is the limit of what
    // can be named; such an answer is refused as off the board by the caller.
    let row = size.rows.checked_sub(1)?.checked_sub(y)?;
    Some(Point::new(x, row))
}

/// The `INFO rule` value for the rules (this project's own mapping; Gomocup's bits are
/// 1 = exactly five, 2 = continuous, 4 = renju, 8 = caro): renju 4, exactly five 1, caro 9
/// (8 with overlines), freestyle 0. `referee::rule_sets::gomocup_rule` is the reverse.
pub fn rule_code(rules: &Rules) -> u32 {
    let mut code = 0;
    if rules.win == WinRule::Renju || !rules.forbidden.is_empty() {
        code |= 4;
    } else if rules.win == WinRule::ExactlyFive {
        code |= 1;
    } else if rules.win == WinRule::Caro {
        code |= 9;
    } else if rules.win == WinRule::CaroFiveOrMore {
        code |= 8;
    }
    if rules.continuous {
        code |= 2;
    }
    code
}

/// Reads the next line that is not a message to the user or a debug line.
pub fn answer(engine: &mut Engine, deadline: Instant) -> Result<String, Fault> {
    loop {
        let line = engine.read_line(deadline)?;
        let t = line.trim();
        let upper = t.get(..t.len().min(8)).unwrap_or("").to_ascii_uppercase();
        if t.is_empty()
            || upper.starts_with("MESSAGE")
            || upper.starts_with("DEBUG")
            || upper.starts_with("SUGGEST")
        {
            continue;
        }
        return Ok(t.to_owned());
    }
}

/// The engine's name from an `ABOUT` answer (`name="Yixin", version="2018", ...`): the name and
/// the version when given.
pub fn about_name(answer: &str) -> Option<String> {
    let field = |key: &str| {
        let start = answer.find(&format!("{key}=\""))? + key.len() + 2;
        let len = answer[start..].find('"')?;
        Some(answer[start..start + len].trim().to_owned()).filter(|v| !v.is_empty())
    };
    let name = field("name")?;
    Some(match field("version") {
        Some(v) => format!("{name} {v}"),
        None => name,
    })
}

/// `START size`, expecting `OK`.
pub fn start(engine: &mut Engine, size: u8, deadline: Instant) -> Result<(), Fault> {
    engine.send(&format!("START {size}"))?;
    let a = answer(engine, deadline)?;
    if a.eq_ignore_ascii_case("ok") {
        Ok(())
    } else {
        Err(Fault::Garbage { line: a })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_count_rows_from_the_top() {
        let size = Size::square(15);
        // h8, the centre, is 7,7; a1 (bottom left) is 0,14.
        assert_eq!(coords(Point::new(7, 7), size), "7,7");
        assert_eq!(coords(Point::new(0, 0), size), "0,14");
        assert_eq!(parse_coords(" 0,14 ", size), Some(Point::new(0, 0)));
        assert_eq!(parse_coords("3;4", size), None);
        // Below the bottom row no point can be named.
        assert_eq!(parse_coords("0,15", size), None);
    }

    #[test]
    fn about_answers_name_the_engine() {
        assert_eq!(about_name(r#"name="Yixin", version="2018", author="x""#).as_deref(), Some("Yixin 2018"));
        assert_eq!(about_name(r#"name="pbrain""#).as_deref(), Some("pbrain"));
        assert_eq!(about_name("UNKNOWN"), None);
    }

    #[test]
    fn rule_codes_follow_gomocup_bits() {
        assert_eq!(rule_code(&Rules::gomoku_freestyle()), 0);
        assert_eq!(rule_code(&Rules::gomoku_standard()), 1);
        assert_eq!(rule_code(&Rules::renju_free_opening()), 4);
        assert_eq!(rule_code(&Rules::gomoku_continuous()), 2);
        assert_eq!(rule_code(&Rules::gomoku_caro()), 9);
    }
}
