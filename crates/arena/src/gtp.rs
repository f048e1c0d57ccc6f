//! The GTP client side (GTP version 2): commands to an engine, and its answers read with a
//! deadline. A response is `=` or `?`, an optional id, the text, and an empty line.

use std::time::Instant;

use grid::{Notation, Point, Size};

use crate::engine::{Engine, Fault};

/// The most lines one answer may have (`list_commands` of a big engine has a few hundred).
const MAX_ANSWER_LINES: usize = 10_000;

/// An answer: `Ok` for `=`, `Err` for `?`, with the text after the sign.
pub type Answer = Result<String, String>;

/// Sends `command` and reads its answer until `deadline`.
pub fn ask(engine: &mut Engine, command: &str, deadline: Instant) -> Result<Answer, Fault> {
    engine.send(command)?;
    read_answer(engine, deadline)
}

/// GTP 2 §3.1 (the preprocessing a controller applies to what it reads too): control
/// characters other than horizontal tab and line feed are removed, and a tab is a space.
fn clean(line: &str) -> String {
    line.chars().filter(|c| !c.is_control() || *c == '\t').map(|c| if c == '\t' { ' ' } else { c }).collect()
}

/// The first line of a response (GTP 2 §6.3): `=` for success or `?` for failure, then the
/// command's id when the command had one (digits right after the sign), then the text after one
/// space. `None` when the line does not start with `=` or `?`.
pub fn status_line(line: &str) -> Option<(bool, Option<u64>, String)> {
    let ok = match line.as_bytes().first()? {
        b'=' => true,
        b'?' => false,
        _ => return None,
    };
    let rest = &line[1..];
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let id = rest[..digits].parse().ok();
    Some((ok, id, rest[digits..].trim().to_owned()))
}

fn read_answer(engine: &mut Engine, deadline: Instant) -> Result<Answer, Fault> {
    // Empty lines before the answer are skipped: a response ends with an empty line, and an
    // engine that ends one with two leaves one more behind it (GTP 2 §6.3 lets the controller
    // read past them); anything else before `=` or `?` is garbage.
    let first = loop {
        let line = clean(&engine.read_line(deadline)?);
        if !line.trim().is_empty() {
            break line.trim().to_owned();
        }
    };
    // The id, if the engine echoes one, is not checked: the referee sends none, and answers
    // come in the order of the commands.
    let Some((ok, _id, mut text)) = status_line(&first) else { return Err(Fault::Garbage { line: first }) };
    let mut lines = 1;
    loop {
        let line = clean(&engine.read_line(deadline)?);
        if line.trim().is_empty() {
            break;
        }
        lines += 1;
        if lines > MAX_ANSWER_LINES {
            return Err(Fault::Garbage { line: format!("an answer of more than {MAX_ANSWER_LINES} lines") });
        }
        text.push('\n');
        text.push_str(line.trim_end());
    }
    Ok(if ok { Ok(text) } else { Err(text) })
}

/// What a `genmove` answer says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Played {
    Stone(Point),
    Pass,
    Resign,
}

/// Reads a `genmove` answer: a vertex (`D4`, case-insensitive), `pass` or `resign`.
pub fn parse_move(text: &str, size: Size) -> Option<Played> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("pass") {
        return Some(Played::Pass);
    }
    if t.eq_ignore_ascii_case("resign") {
        return Some(Played::Resign);
    }
    Notation::Gtp.parse(&t.to_ascii_uppercase(), size).ok().map(Played::Stone)
}

/// A point as GTP writes it (`D4`, columns without I).
pub fn vertex(p: Point, size: Size) -> String {
    Notation::Gtp.format(p, size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_lines_with_and_without_ids() {
        // GTP 2 §6.3: `=` or `?`, the id right after it when the command had one, a space, the text.
        assert_eq!(status_line("= D4"), Some((true, None, "D4".into())));
        assert_eq!(status_line("=12 D4"), Some((true, Some(12), "D4".into())));
        assert_eq!(status_line("?3 unknown command"), Some((false, Some(3), "unknown command".into())));
        assert_eq!(status_line("="), Some((true, None, String::new())));
        assert_eq!(status_line("D4"), None);
        assert_eq!(clean("=\tD4\u{7}"), "= D4");
    }
}

#[cfg(all(test, unix))]
mod reading {
    use super::*;
    use std::time::Duration;

    #[test]
    fn empty_lines_between_responses_and_ids_are_read_as_gtp_2_says() {
        // Two responses, the first with an id and a trailing extra empty line, the second a
        // failure: the extra empty line is not an answer, the id is not part of the text.
        let mut e = Engine::start("printf '=1 C3\\n\\n\\n\\r\\n?2 cannot\\n\\n'").unwrap();
        let deadline = Instant::now() + Duration::from_secs(10);
        assert_eq!(read_answer(&mut e, deadline), Ok(Ok("C3".into())));
        assert_eq!(read_answer(&mut e, deadline), Ok(Err("cannot".into())));
    }
}
