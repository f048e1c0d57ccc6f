//! The exit codes of `referee`, in one place (also printed by `referee --help`).

use std::process::ExitCode;

/// Every game judged, every record valid and agreeing with its claim (or claiming nothing).
pub const OK: u8 = 0;
/// At least one record is invalid or disagrees with its claimed result.
pub const REJECTED: u8 = 1;
/// At least one input could not be read or understood, the command line is wrong, or the output
/// could not be written.
pub const BAD_INPUT: u8 = 2;

/// `referee match` was interrupted (SIGINT, SIGTERM, SIGHUP): what finished is written, the rest
/// is not played (128 + SIGINT, as shells report a Ctrl-C, whichever signal it was).
pub const INTERRUPTED: u8 = 130;

/// The text `--help` shows about exit codes.
pub const HELP: &str = "Exit codes:
  0  every game was judged, and every record is valid and agrees with its claimed result
     (or claims none)
  1  at least one record is invalid (an illegal move, a move after the end, a move out of
     turn) or disagrees with its claimed result
  2  at least one input could not be read or understood, or the command line is wrong, or
     the output could not be written (a full disk, an I/O error)
When the reader of stdout goes away (`referee judge big/ | head -1`), referee stops at once,
quietly, with the code of what it had printed until then: 0, 1 or 2 as above.";

/// The worst of the outcomes seen so far.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Worst(pub u8);

impl Worst {
    pub fn see(&mut self, code: u8) {
        self.0 = self.0.max(code);
    }

    pub fn code(self) -> ExitCode {
        ExitCode::from(self.0)
    }
}
