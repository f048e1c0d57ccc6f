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

fn read_answer(engine: &mut Engine, deadline: Instant) -> Result<Answer, Fault> {
    // Lines before the answer that are empty are allowed (GTP 2 §2.11 lets a controller skip
    // them); anything else before `=` or `?` is garbage.
    let first = loop {
        let line = engine.read_line(deadline)?;
        let line = line.trim();
        if !line.is_empty() {
            break line.to_owned();
        }
    };
    let ok = match first.as_bytes()[0] {
        b'=' => true,
        b'?' => false,
        _ => return Err(Fault::Garbage { line: first }),
    };
    let rest = first[1..].trim_start_matches(|c: char| c.is_ascii_digit());
    let mut text = rest.trim().to_owned();
    let mut lines = 1;
    loop {
        let line = engine.read_line(deadline)?;
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
