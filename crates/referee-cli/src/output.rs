//! Writing to stdout and stderr without panicking and without losing a failed write.
//!
//! `println!` and `eprintln!` panic when the stream is gone (`referee judge big/ | head -1`, or
//! `2>&-`), and `let _ = writeln!` keeps going after a full disk and exits 0 with the output cut
//! short. Every command writes through these helpers instead.

use std::borrow::Cow;
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

/// Whether standard output can be written, asked before any work: a closed stdout
/// (`referee judge g.yaml >&-`) would swallow every verdict without an error, and one opened
/// for reading only (`1<file`) fails at the first write, after the work.
///
/// `closed_at_start` is what the binary saw of descriptor 1 before the Rust runtime started
/// (`main.rs`): by now the runtime has put `/dev/null` in the place of a closed descriptor, which
/// cannot be told from a `/dev/null` handed over on purpose (`>/dev/null`, Python's
/// `subprocess.DEVNULL`), and that is never refused. Then zero bytes are written to a duplicate
/// of the descriptor: the kernel checks that it is open for writing and writes nothing.
///
/// # Errors
/// The words for the message on stderr.
pub fn stdout_usable(closed_at_start: bool) -> Result<(), String> {
    if closed_at_start {
        return Err("standard output is closed: the verdicts would be lost".to_owned());
    }
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        let fd = io::stdout()
            .as_fd()
            .try_clone_to_owned()
            .map_err(|_| "standard output is closed: the verdicts would be lost".to_owned())?;
        let mut file = std::fs::File::from(fd);
        // EBADF (9 on every Unix): not open for writing. Any other failure (a full disk, a
        // closed pipe) is what a real write meets too, and is reported there as it always was.
        if let Err(e) = file.write(&[]) {
            if e.raw_os_error() == Some(9) {
                return Err("standard output is not open for writing: the verdicts would be lost".to_owned());
            }
        }
    }
    Ok(())
}

/// Whether a character may not be written raw where a person reads it: a control character or
/// a bidirectional override.
pub fn unsafe_char(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Text from a file name or a record as a terminal shows it safely: control characters
/// (escape sequences, carriage returns, line breaks, C1 codes) and the bidirectional overrides
/// written as escapes (`\u{1b}`, `\n`), so that a name or a note can neither move the cursor,
/// recolour the terminal, nor fake a verdict line.
pub fn shown(text: &str) -> Cow<'_, str> {
    if !text.chars().any(unsafe_char) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if unsafe_char(c) {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_shown_escaped() {
        // An escape sequence in a file name would recolour the terminal; a line break would
        // fake a verdict line of its own.
        assert_eq!(shown("a\u{1b}[31mred\nb.sgf"), "a\\u{1b}[31mred\\nb.sgf");
        assert_eq!(shown("\u{9b}2J\u{202E}fgs.yaml"), "\\u{9b}2J\\u{202e}fgs.yaml");
        assert!(matches!(shown("棋谱 game.sgf"), Cow::Borrowed(_)));
    }
}
