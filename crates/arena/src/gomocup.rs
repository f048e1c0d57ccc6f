//! The Gomocup (Piskvork) protocol, manager side: `START`, `INFO`, `BEGIN`, `TURN`, `BOARD`,
//! `END`. Coordinates are `X,Y`, 0-based, Y from the top; the referee's points count rows from
//! the bottom. Lines the protocol lets a brain send beside its answers (`MESSAGE`, `DEBUG`,
//! `SUGGEST`, `ERROR`, `UNKNOWN`) are kept as remarks, never taken as answers.

use std::time::{Duration, Instant};

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

/// The `INFO` keys the referee sends of its own that an engine's own pairs replace, with the
/// values it sends otherwise: `max_memory 0` (the protocol's "no limit": the referee sets none)
/// and `game_type 1` (the opponent is a brain).
pub const INFO_DEFAULTS: [(&str, &str); 2] = [("max_memory", "0"), ("game_type", "1")];

/// The `INFO` keys the match's own settings give, which an engine's pairs may not: what each
/// says in their place.
const INFO_OF_THE_MATCH: [(&str, &str); 4] = [
    ("timeout_turn", "the clock (--set main_time=..., or --set-a/--set-b and `set:` for one engine)"),
    ("timeout_match", "the clock (--set main_time=..., or --set-a/--set-b and `set:` for one engine)"),
    ("time_left", "the clock, before every move"),
    ("rule", "the profile (--rules)"),
];

/// Checks an engine's own `INFO` pairs (`--info-a`, a tournament engine's `info:`): each key
/// one word of letters, digits, `_`, `-` or `.`, each value one word or number (the protocol's
/// `INFO key value` is one line of three words), no key twice (letter case aside), and none of
/// the keys the match's settings give. The error is a sentence naming the pair.
pub fn check_info(pairs: &[(String, String)]) -> Result<(), String> {
    for (k, (key, value)) in pairs.iter().enumerate() {
        let word = |c: char| c.is_ascii_alphanumeric() || "_-.".contains(c);
        if key.is_empty() || !key.chars().all(word) {
            return Err(format!("INFO key {key:?} is not one word (letters, digits, `_`, `-`, `.`)"));
        }
        if value.is_empty() || value.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(format!("INFO {key} {value:?}: the value must be one word or number"));
        }
        if pairs[..k].iter().any(|(other, _)| other.eq_ignore_ascii_case(key)) {
            return Err(format!("INFO {key} is given twice"));
        }
        if let Some((_, from)) = INFO_OF_THE_MATCH.iter().find(|(k, _)| k.eq_ignore_ascii_case(key)) {
            return Err(format!("INFO {key} cannot be given: the referee sends it from {from}"));
        }
    }
    Ok(())
}

/// The `INFO` lines a game starts with, after `START` or `RESTART`, in order: the lines on
/// time (`time_settings::gomocup_info`), `max_memory` and `game_type` ([`INFO_DEFAULTS`], or
/// the engine's own value for the key), `rule` (`rule_code`), then the engine's other pairs
/// (`own`, checked by [`check_info`]) as given.
pub fn info_lines(time: Vec<String>, rule: u32, own: &[(String, String)]) -> Vec<String> {
    let mut lines = time;
    let given = |key: &str| own.iter().find(|(k, _)| k.eq_ignore_ascii_case(key));
    for (key, value) in INFO_DEFAULTS {
        let (key, value) = given(key).map_or((key, value), |(k, v)| (k.as_str(), v.as_str()));
        lines.push(format!("INFO {key} {value}"));
    }
    lines.push(format!("INFO rule {rule}"));
    let is_default = |k: &str| INFO_DEFAULTS.iter().any(|(d, _)| d.eq_ignore_ascii_case(k));
    lines.extend(own.iter().filter(|(k, _)| !is_default(k)).map(|(k, v)| format!("INFO {k} {v}")));
    lines
}

/// How long the referee waits for a move after an `ERROR` or `UNKNOWN` line to a turn before
/// taking that line as the answer: the protocol makes it the brain's response to a command it
/// cannot carry out, but an engine that meant it as a note and moves at once has moved.
pub const COMPLAINT_GRACE: Duration = Duration::from_secs(1);

/// The lines the protocol lets a brain send beside its answers: `MESSAGE` (words for the
/// user), `DEBUG` (for the brain's author), `SUGGEST` (a move it would like the manager to send
/// back), `ERROR` (it understood a command but cannot carry it out) and `UNKNOWN` (a command it
/// does not know). Whether `line` is one, by its first word.
pub fn is_aside(line: &str) -> bool {
    let word = line.split_whitespace().next().unwrap_or("");
    ["MESSAGE", "DEBUG", "SUGGEST", "ERROR", "UNKNOWN"].iter().any(|k| word.eq_ignore_ascii_case(k))
}

/// Whether `line` is an `ERROR` or `UNKNOWN` line: the brain saying it cannot do what it was
/// asked.
pub fn is_complaint(line: &str) -> bool {
    let word = line.split_whitespace().next().unwrap_or("");
    word.eq_ignore_ascii_case("ERROR") || word.eq_ignore_ascii_case("UNKNOWN")
}

/// An `ERROR Unknown command: ...` line: the brain did not understand a command it was sent
/// (Rapfi prints it when it drops the first word of a line that arrives as it ends a search: an
/// `INFO time_left` sent before the turn), which says nothing of the turn it is thinking about.
/// It is a remark, and starts no grace: the turn is waited for as usual (docs/matches.md).
fn about_another_command(line: &str) -> bool {
    let rest = line.split_once(char::is_whitespace).map_or("", |(_, r)| r).trim_start();
    line.split_whitespace().next().is_some_and(|w| w.eq_ignore_ascii_case("ERROR"))
        && rest.get(..15).is_some_and(|p| p.eq_ignore_ascii_case("unknown command"))
}

/// Reads the engine's answer: the first line `is_answer` accepts, or any other line that is not
/// one the protocol lets a brain send beside its answers (that one is the caller's to judge).
/// Those lines (`is_aside`) are kept as the engine's remarks, never taken as the answer; so is
/// a line right after one of them that `is_answer` refuses: the rest of a message whose text
/// held a raw newline (a real engine's `MESSAGE` did). Empty lines are skipped, as the
/// protocol's manager skips them. With `complaints_answer`, an `ERROR` or `UNKNOWN` line is the
/// answer, refused: `START` must be answered `OK` or `ERROR`, and an `ABOUT` an engine does not
/// know is answered `UNKNOWN`. Without it, an `ERROR` or `UNKNOWN` line is the protocol's
/// answer of a brain that cannot do what it was asked, but one that plays right after it has
/// played: the referee waits [`COMPLAINT_GRACE`] more (within the deadline) for a move, and
/// then takes the line as the engine's refusal.
fn read(
    engine: &mut Engine,
    deadline: Instant,
    is_answer: &dyn Fn(&str) -> bool,
    complaints_answer: bool,
) -> Result<String, Fault> {
    let mut after_aside = false;
    let mut deadline = deadline;
    let mut complaint: Option<String> = None;
    loop {
        let line = match engine.read_line(deadline) {
            Ok(line) => line,
            Err(Fault::Hang { .. }) if complaint.is_some() => {
                return Err(Fault::Refused { line: complaint.unwrap_or_default() })
            }
            Err(f) => return Err(f),
        };
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        if complaints_answer && is_complaint(t) {
            engine.remark(t);
            return Err(Fault::Refused { line: t.to_owned() });
        }
        if is_aside(t) {
            engine.remark(t);
            after_aside = true;
            if is_complaint(t) && !about_another_command(t) && complaint.is_none() {
                complaint = Some(t.to_owned());
                deadline = deadline.min(Instant::now() + COMPLAINT_GRACE);
            }
            continue;
        }
        if after_aside && !is_answer(t) {
            engine.remark(&format!("(continued) {t}"));
            continue;
        }
        return Ok(t.to_owned());
    }
}

/// Reads the answer to a turn (`BEGIN`, `TURN`, `BOARD`, `SWAP2BOARD`): the first line that is
/// not a remark. `ERROR` and `UNKNOWN` lines are remarks too, so an engine that says one and
/// then plays has played; one that says one and does not play within [`COMPLAINT_GRACE`] has
/// refused its turn ([`Fault::Refused`], naming the line). `is_answer` tells an answer from the
/// rest of a broken message.
pub fn answer(
    engine: &mut Engine,
    deadline: Instant,
    is_answer: &dyn Fn(&str) -> bool,
) -> Result<String, Fault> {
    read(engine, deadline, is_answer, false)
}

/// Reads the answer to `ABOUT`; `UNKNOWN` (it does not know the command) is a refusal.
pub fn about(engine: &mut Engine, deadline: Instant) -> Result<String, Fault> {
    read(engine, deadline, &|t| t.contains('='), true)
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
    // `ERROR` is the protocol's answer of a brain that cannot play on this board: a refusal.
    let a = read(engine, deadline, &|t| t.eq_ignore_ascii_case("ok"), true)?;
    if a.eq_ignore_ascii_case("ok") {
        Ok(())
    } else {
        Err(Fault::Garbage { line: a })
    }
}

/// `RESTART`: a new game on the same board for a brain kept from the last game (the protocol's
/// command for it), answered `OK`. Anything else (`UNKNOWN` from a brain without the command,
/// an error, no answer in time) is the error, and the referee starts that engine afresh.
pub fn restart(engine: &mut Engine, deadline: Instant) -> Result<(), Fault> {
    engine.send("RESTART")?;
    let a = read(engine, deadline, &|t| t.eq_ignore_ascii_case("ok"), true)?;
    if a.eq_ignore_ascii_case("ok") {
        Ok(())
    } else {
        Err(Fault::Garbage { line: a })
    }
}

#[cfg(all(test, unix))]
mod reading {
    use super::*;
    use std::time::Duration;

    /// An engine that prints `text` (printf's escapes) and then reads its input until it is
    /// closed (so that a command sent to it finds it still running).
    fn printing(text: &str) -> Engine {
        Engine::start(&format!("sh -c 'printf \"{text}\"; cat > /dev/null'")).unwrap()
    }

    fn soon() -> Instant {
        Instant::now() + Duration::from_secs(10)
    }

    #[test]
    fn a_message_broken_by_a_raw_newline_is_not_a_move() {
        // PentaZen's MESSAGE held a raw newline: its second half came as a line of its own.
        let mut e = printing("MESSAGE depth 9 eval\\n+35 pv h8\\nDEBUG x\\n\\n7,7\\n");
        let size = Size::square(15);
        let got = answer(&mut e, soon(), &|t| parse_coords(t, size).is_some()).unwrap();
        assert_eq!(got, "7,7");
        assert_eq!(e.remarks(), ["MESSAGE depth 9 eval", "(continued) +35 pv h8", "DEBUG x"]);
    }

    #[test]
    fn error_and_unknown_lines_before_a_move_are_remarks() {
        // The protocol lets a brain say ERROR or UNKNOWN at any time; the move after it counts.
        let mut e = printing("UNKNOWN INFO foo\\nERROR no book\\n3,4\\n");
        let got = answer(&mut e, soon(), &|t| parse_coords(t, Size::square(15)).is_some()).unwrap();
        assert_eq!(got, "3,4");
        assert_eq!(e.remarks().len(), 2);
        assert!(is_complaint(&e.remarks()[1]));
    }

    #[test]
    fn unknown_to_a_turn_with_no_move_after_it_is_a_refusal() {
        // The protocol: UNKNOWN answers a command the brain does not implement; with no move
        // within the grace it is the answer, a refusal, not a wait for the hang limit.
        let mut e = printing("MESSAGE hm\\nUNKNOWN TURN not implemented\\n");
        let started = Instant::now();
        let got = answer(&mut e, soon(), &|t| parse_coords(t, Size::square(15)).is_some());
        assert_eq!(got, Err(Fault::Refused { line: "UNKNOWN TURN not implemented".into() }));
        assert!(started.elapsed() < Duration::from_secs(5), "{:?}", started.elapsed());
    }

    #[test]
    fn an_unknown_command_error_during_a_search_starts_no_grace() {
        // Rapfi's `ERROR Unknown command: 1234` (the rest of an `INFO time_left` whose first word
        // it dropped) and then, 1.5 s later (past the one-second grace), its move.
        let mut e = printing("ERROR Unknown command: 1234\\n\"; sleep 1.5; printf \"7,7\\n");
        let got = answer(&mut e, soon(), &|t| parse_coords(t, Size::square(15)).is_some());
        assert_eq!(got, Ok("7,7".to_owned()));
        assert_eq!(e.remarks(), ["ERROR Unknown command: 1234"]);
        assert!(about_another_command("error unknown command: INFO"));
        assert!(!about_another_command("ERROR no opening book"));
        assert!(!about_another_command("UNKNOWN command TURN"));
    }

    #[test]
    fn garbage_that_follows_no_remark_is_the_answer() {
        // Not after a remark: the line is the engine's answer, which its caller finds unparseable.
        let mut e = printing("I would rather not\\n");
        let got = answer(&mut e, soon(), &|t| parse_coords(t, Size::square(15)).is_some()).unwrap();
        assert_eq!(got, "I would rather not");
    }

    #[test]
    fn error_to_start_is_a_refusal() {
        // The protocol's brain answers START with ERROR when it cannot play on that board.
        let mut e = printing("MESSAGE hello\\nERROR unsupported size\\n");
        let got = start(&mut e, 15, soon());
        assert_eq!(got, Err(Fault::Refused { line: "ERROR unsupported size".into() }));
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
        assert!(is_aside("message hello") && is_aside("DEBUG") && is_aside("UNKNOWN command"));
        assert!(!is_aside("7,7") && !is_aside("MESSAGES") && !is_aside("OK"));
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect()
    }

    #[test]
    fn info_lines_come_in_the_protocol_s_order_with_the_engine_s_own_last() {
        let time = vec!["INFO timeout_turn 5000".to_owned(), "INFO timeout_match 0".to_owned()];
        assert_eq!(
            info_lines(time.clone(), 4, &[]),
            [
                "INFO timeout_turn 5000",
                "INFO timeout_match 0",
                "INFO max_memory 0",
                "INFO game_type 1",
                "INFO rule 4"
            ]
        );
        // An engine's own max_memory replaces the default in its place; its other pairs follow.
        let own = pairs(&[("thread_num", "1"), ("MAX_MEMORY", "83886080"), ("max_depth", "4")]);
        assert_eq!(
            info_lines(time, 0, &own)[2..],
            [
                "INFO MAX_MEMORY 83886080",
                "INFO game_type 1",
                "INFO rule 0",
                "INFO thread_num 1",
                "INFO max_depth 4"
            ]
        );
    }

    #[test]
    fn info_pairs_are_one_word_each_given_once_and_not_the_match_s() {
        assert_eq!(
            check_info(&pairs(&[("thread_num", "1"), ("folder", "/tmp/x"), ("game_type", "2")])),
            Ok(())
        );
        let refused = |list: &[(&str, &str)]| check_info(&pairs(list)).unwrap_err();
        assert!(
            refused(&[("thread_num", "1 2")]).contains("INFO thread_num \"1 2\": the value must be one word")
        );
        assert!(refused(&[("thread_num", "")]).contains("one word or number"));
        assert!(refused(&[("thread num", "1")]).contains("is not one word"));
        assert!(
            refused(&[("max_memory", "1"), ("MAX_MEMORY", "2")]).contains("INFO MAX_MEMORY is given twice")
        );
        assert!(refused(&[("timeout_turn", "1000")]).contains("from the clock"));
        assert!(refused(&[("Rule", "1")]).contains("from the profile"));
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
