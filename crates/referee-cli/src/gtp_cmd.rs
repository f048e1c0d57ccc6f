//! `referee gtp`: reads GTP commands from stdin, answers on stdout (the server is
//! `arena::gtp_server`, a pure state machine).

use std::io::BufRead;
use std::process::ExitCode;

use crate::exit;
use crate::output::{self, warn};
use arena::gtp_server::Server;
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
    loop {
        buf.clear();
        // A line is at most 64 KiB: GTP commands are short, and a controller gone wrong must
        // not grow the buffer without bound.
        match std::io::Read::take(&mut lines, 64 * 1024).read_until(b'\n', &mut buf) {
            Ok(0) => return ExitCode::from(exit::OK),
            Ok(_) => {}
            Err(e) => {
                warn(format_args!("referee gtp: cannot read the input: {e}"));
                return ExitCode::from(exit::BAD_INPUT);
            }
        }
        let line = String::from_utf8_lossy(&buf);
        if let Some(answer) = server.handle(&line) {
            if let Err(e) = output::print(&answer.text) {
                return output::failed(&e, exit::OK);
            }
            if answer.quit {
                return ExitCode::from(exit::OK);
            }
        }
    }
}
