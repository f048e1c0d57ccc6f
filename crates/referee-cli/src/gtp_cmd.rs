//! `referee gtp`: reads GTP commands from stdin, answers on stdout (the server is
//! `arena::gtp_server`, a pure state machine).

use std::io::BufRead;
use std::process::ExitCode;

use crate::exit;
use crate::output::{self, warn};
use arena::gtp_server::{self, Server};
use arena::rules::{self, Board};

pub fn run(profile: &str, sets: &[String]) -> ExitCode {
    let chosen = match rules::choose(profile, sets) {
        Ok(c) => c,
        Err(e) => {
            warn(format_args!("referee gtp: {e}"));
            return ExitCode::from(exit::BAD_INPUT);
        }
    };
    let Board::Go(go) = chosen.board else {
        warn(format_args!(
            "referee gtp: profile {} is for {}: GTP is for Go (matches of Gomoku and Renju use `referee match`)",
            chosen.profile.name, chosen.profile.game
        ));
        return ExitCode::from(exit::BAD_INPUT);
    };
    let mut server = Server::new(go).counting_dead(chosen.dead);
    let stdin = std::io::stdin();
    let mut lines = stdin.lock();
    let mut buf = Vec::new();
    let mut quit = false;
    loop {
        buf.clear();
        let answer = match read_line(&mut lines, &mut buf) {
            Ok(Line::End) => return ExitCode::from(exit::OK),
            Ok(Line::TooLong) => Some(gtp_server::line_too_long(&buf)),
            Ok(Line::Whole) => server.handle(&String::from_utf8_lossy(&buf)).map(|a| {
                if a.quit {
                    quit = true;
                }
                a.text
            }),
            Err(e) => {
                warn(format_args!("referee gtp: cannot read the input: {e}"));
                return ExitCode::from(exit::BAD_INPUT);
            }
        };
        if let Some(text) = answer {
            if let Err(e) = output::print(&text) {
                return output::failed(&e, exit::OK);
            }
        }
        if quit {
            return ExitCode::from(exit::OK);
        }
    }
}

/// What [`read_line`] read.
#[derive(Debug, PartialEq, Eq)]
enum Line {
    /// A line, whole (the last one may lack its newline).
    Whole,
    /// A line longer than [`gtp_server::MAX_LINE`]: its start is kept, the rest was read and
    /// thrown away up to its newline, so that no piece of it is taken for a command.
    TooLong,
    /// The input is over.
    End,
}

/// Reads one line into `buf`, keeping at most [`gtp_server::MAX_LINE`] bytes of it.
fn read_line(input: &mut impl BufRead, buf: &mut Vec<u8>) -> std::io::Result<Line> {
    let limit = gtp_server::MAX_LINE as u64;
    if std::io::Read::take(&mut *input, limit + 1).read_until(b'\n', buf)? == 0 {
        return Ok(Line::End);
    }
    if buf.ends_with(b"\n") || buf.len() as u64 <= limit {
        return Ok(Line::Whole);
    }
    // Past the limit: skip to the end of the line without keeping it.
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            break;
        }
        match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => {
                input.consume(i + 1);
                break;
            }
            None => {
                let n = chunk.len();
                input.consume(n);
            }
        }
    }
    Ok(Line::TooLong)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_past_the_limit_is_one_too_long_line_and_the_next_is_read() {
        // Issue 24: a line over 64 KiB was cut into pieces, each answered or even run
        // (`name yyyy...play b D4` played D4).
        let long = format!("name {}play b D4\nfinal_score\n", "y".repeat(gtp_server::MAX_LINE));
        let mut input = std::io::Cursor::new(long.into_bytes());
        let mut buf = Vec::new();
        assert_eq!(read_line(&mut input, &mut buf).unwrap(), Line::TooLong);
        buf.clear();
        assert_eq!(read_line(&mut input, &mut buf).unwrap(), Line::Whole);
        assert_eq!(buf, b"final_score\n");
        buf.clear();
        assert_eq!(read_line(&mut input, &mut buf).unwrap(), Line::End);
        // A line of exactly the limit, newline after it, is whole.
        let exact = format!("{}\n", "y".repeat(gtp_server::MAX_LINE));
        let mut buf = Vec::new();
        assert_eq!(read_line(&mut std::io::Cursor::new(exact.into_bytes()), &mut buf).unwrap(), Line::Whole);
    }
}
