//! Writing to stdout and stderr without panicking and without losing a failed write.
//!
//! `println!` and `eprintln!` panic when the stream is gone (`referee judge big/ | head -1`, or
//! `2>&-`), and `let _ = writeln!` keeps going after a full disk and exits 0 with the output cut
//! short. Every command writes through these helpers instead.

use std::fmt;
use std::io::{self, Write};
use std::process::ExitCode;

use crate::exit;

/// Writes one line to stderr. A failed write is dropped: there is nowhere left to report it, and
/// the exit code already says what went wrong.
pub fn warn(args: fmt::Arguments<'_>) {
    let _ = writeln!(io::stderr(), "{args}");
}

/// Writes to stderr with no newline (the progress line redraws itself with `\r`); failures are
/// dropped as in [`warn`].
pub fn progress(args: fmt::Arguments<'_>) {
    let _ = write!(io::stderr(), "{args}");
}

/// Writes `text` to stdout and flushes it, so that a failure shows here and not at exit.
pub fn print(text: &str) -> io::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()
}

/// How a command ends after a write to stdout failed with `e`, `so_far` being the exit code of
/// what was written before it.
///
/// A closed pipe means the reader has read all it wants (`| head -1`): the command stops at
/// once, quietly, and keeps `so_far`. Anything else (a full disk, an I/O error) means the
/// output is incomplete: one message, and exit 2.
pub fn failed(e: &io::Error, so_far: u8) -> ExitCode {
    if e.kind() == io::ErrorKind::BrokenPipe {
        ExitCode::from(so_far)
    } else {
        warn(format_args!("referee: cannot write the output: {e}"));
        ExitCode::from(exit::BAD_INPUT)
    }
}
