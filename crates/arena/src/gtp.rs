//! The GTP client side (GTP version 2): commands to an engine, and its answers read with a
//! deadline. A response is `=` or `?`, an optional id, the text, and an empty line.

use std::time::{Duration, Instant};

use grid::{Notation, Point, Size};

use crate::engine::{Engine, Fault};

/// The most lines one answer may have (`list_commands` of a big engine has a few hundred).
const MAX_ANSWER_LINES: usize = 10_000;

/// An answer: `Ok` for `=`, `Err` for `?`, with the text after the sign.
pub type Answer = Result<String, String>;

/// How long the rest of an answer may keep the referee waiting, after a line of it, before the
/// referee asks whether the engine has finished it: a `protocol_version` with an id of its own
/// is sent, and an engine whose answer lacked its closing empty line answers that next, which
/// says at once what happened instead of a hang at the deadline. An engine that was only slow
/// answers the probe after its answer, and the probe's answer is read and dropped.
const PROBE_AFTER: Duration = Duration::from_secs(1);

/// Sends `command` with an id (`12 genmove b`, GTP 2 §2.5) and reads its answer until
/// `deadline`. The answer must carry the same id, or none (an engine that echoes no id is read
/// as GTP 1 engines were, in the order of the commands): the id of an earlier command is that
/// command answered twice ([`Fault::AnsweredTwice`]), any other id garbage.
pub fn ask(engine: &mut Engine, command: &str, deadline: Instant) -> Result<Answer, Fault> {
    let (id, before) = engine.number(command);
    engine.send(&format!("{id} {command}"))?;
    read_answer(engine, id, command, before.as_ref(), deadline)
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

fn read_answer(
    engine: &mut Engine,
    id: u64,
    command: &str,
    before: Option<&(u64, String)>,
    deadline: Instant,
) -> Result<Answer, Fault> {
    // Empty lines before the answer are skipped: a response ends with an empty line, and an
    // engine that ends one with two leaves one more behind it (GTP 2 §6.3 lets the controller
    // read past them); anything else before `=` or `?` is garbage.
    let first = loop {
        let line = clean(&engine.read_line(deadline)?);
        if !line.trim().is_empty() {
            break line.trim().to_owned();
        }
    };
    let Some((ok, answered, mut text)) = status_line(&first) else {
        return Err(Fault::Garbage { line: first });
    };
    match answered {
        None => {}
        Some(n) if n == id => {}
        Some(n) if n < id => {
            return Err(Fault::AnsweredTwice {
                earlier: n,
                earlier_command: before.filter(|(b, _)| *b == n).map(|(_, c)| c.clone()),
                asked: id,
                command: command.to_owned(),
            })
        }
        Some(_) => return Err(Fault::Garbage { line: format!("{first} (to command {id}, `{command}`)") }),
    }
    let mut lines = 1;
    let mut probe = None;
    loop {
        let wait = if probe.is_none() { deadline.min(Instant::now() + PROBE_AFTER) } else { deadline };
        let line = match engine.read_line(wait) {
            Ok(line) => clean(&line),
            Err(Fault::Hang { .. }) if probe.is_none() && Instant::now() < deadline => {
                let (p, _) = engine.number("protocol_version");
                engine.send(&format!("{p} protocol_version"))?;
                probe = Some(p);
                continue;
            }
            Err(Fault::Hang { .. }) => return Err(Fault::Unended { command: command.to_owned() }),
            Err(f) => return Err(f),
        };
        if line.trim().is_empty() {
            break;
        }
        // The probe's answer in place of this answer's end: this answer was complete but for
        // its empty line. An engine that echoes no id answers the probe `= 2`.
        if let Some(p) = probe {
            let probed =
                status_line(line.trim()).is_some_and(|(_, n, t)| n == Some(p) || n.is_none() && t == "2");
            if probed {
                return Err(Fault::Unended { command: command.to_owned() });
            }
        }
        lines += 1;
        if lines > MAX_ANSWER_LINES {
            return Err(Fault::Garbage { line: format!("an answer of more than {MAX_ANSWER_LINES} lines") });
        }
        text.push('\n');
        text.push_str(line.trim_end());
    }
    if let Some(p) = probe {
        // The answer was only slow; the probe's own answer follows it.
        let asked = (id, command.to_owned());
        let _ = read_answer(engine, p, "protocol_version", Some(&asked), deadline)?;
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
        assert_eq!(read_answer(&mut e, 1, "genmove b", None, deadline), Ok(Ok("C3".into())));
        assert_eq!(read_answer(&mut e, 2, "play w C3", None, deadline), Ok(Err("cannot".into())));
    }

    #[test]
    fn an_answer_with_an_earlier_commands_id_is_that_command_answered_twice() {
        // The engine answers its first command twice; the second answer comes in place of the
        // answer to the next command, and its id says which it is.
        let mut e = Engine::start(r#"sh -c 'read a; printf "=1\n\n=1\n\n"; read b; sleep 30'"#).unwrap();
        let deadline = Instant::now() + Duration::from_secs(60);
        assert_eq!(ask(&mut e, "play b D4", deadline), Ok(Ok(String::new())));
        let got = ask(&mut e, "genmove w", deadline);
        let twice = Fault::AnsweredTwice {
            earlier: 1,
            earlier_command: Some("play b D4".into()),
            asked: 2,
            command: "genmove w".into(),
        };
        assert_eq!(got, Err(twice.clone()));
        assert_eq!(
            twice.describe(),
            "answered twice: a second answer to command 1 (`play b D4`) came after command 2 (`genmove w`) was sent"
        );
    }

    #[test]
    fn an_answer_without_its_empty_line_is_told_by_the_probes_answer() {
        // The engine answers without the closing empty line, answers the referee's probe, and
        // exits: only the probe's answer can tell what happened (else its exit would be the
        // fault).
        let mut e = Engine::start(r#"sh -c 'read a; printf "=1 D4\n"; read b; printf "=2 2\n\n"'"#).unwrap();
        let got = ask(&mut e, "genmove b", Instant::now() + Duration::from_secs(60));
        assert_eq!(got, Err(Fault::Unended { command: "genmove b".into() }));
    }

    #[test]
    fn a_slow_answer_is_read_whole_and_the_probes_answer_dropped() {
        // Two seconds between the lines of one answer: a probe goes out, is answered after the
        // answer, and is read and dropped; the next command's answer is its own.
        let script = r#"sh -c 'read id c; printf "=$id a\n"; sleep 2; printf "b\n\n"; while read id c; do printf "=$id $c\n\n"; done'"#;
        let mut e = Engine::start(script).unwrap();
        let deadline = Instant::now() + Duration::from_secs(60);
        assert_eq!(ask(&mut e, "list_commands", deadline), Ok(Ok("a\nb".into())));
        assert_eq!(ask(&mut e, "name", deadline), Ok(Ok("name".into())));
    }
}
