//! `DIR/journal.jsonl`, the list of a match's finished games that `--resume` continues from,
//! and `DIR/.lock`, which keeps a second run out of a directory a match is playing into
//! (docs/matches.md, "Interrupts and the journal" and "A full disk").
//!
//! The journal is written so that whatever stops a run (a signal, a full disk, a power cut)
//! leaves it readable: each line is appended whole, in one write, and flushed to the disk after
//! the game's record; a write that fails is undone. It is read so that what a run stopped
//! mid-write left is not taken for a game: a last line without its newline is cut short and
//! ignored, and a game whose record is missing, empty or cut short is played again.

use std::fs::File;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use arena::runner::{self, Finished};

/// The journal's file name in a match's directory.
pub const JOURNAL: &str = "journal.jsonl";

/// The lock's file name in a match's (or a tournament's) directory.
pub const LOCK: &str = ".lock";

/// The journal's line for a finished game: which game, who played which colour, the result
/// and how it ended, and the record's file; with its newline.
pub fn line(g: &Finished, names: &runner::Names, record: &Path) -> String {
    let engine = |i: usize| ["A", "B"][i];
    let ending = match g.ending {
        runner::Ending::Rules => "rules",
        runner::Ending::Resignation => "resignation",
        runner::Ending::Timeout => "timeout",
        runner::Ending::Fault => "fault",
        runner::Ending::Adjudication => "adjudication",
    };
    let line = serde_json::json!({
        "game": g.number,
        "black": names[g.black],
        "white": names[1 - g.black],
        "black_engine": engine(g.black),
        "result": g.result,
        "winner": g.winner.map(|c| c.name()),
        "winning_engine": g.winning_engine().map(engine),
        "ending": ending,
        "record": record.file_name().map(|f| f.to_string_lossy().into_owned()),
        "comment": g.comment,
    });
    format!("{line}\n")
}

/// Appends `line` (newline included) in one write and flushes it to the disk. A write that
/// fails (a full disk) is undone: the journal is cut back to its length before it, so that it
/// never holds part of a line.
pub fn append(journal: &mut File, line: &str) -> std::io::Result<()> {
    let before = journal.metadata()?.len();
    let written = journal.write_all(line.as_bytes()).and_then(|()| journal.sync_data());
    if written.is_err() {
        let _ = journal.set_len(before);
    }
    written
}

/// Writes `bytes` to `path` whole, replacing what was there; `durable`: flushed to the disk
/// before this returns (a record, which the journal line written after it names).
pub fn write_file(path: &Path, bytes: &[u8], durable: bool) -> std::io::Result<()> {
    let mut file = File::create(path)?;
    file.write_all(bytes)?;
    if durable {
        file.sync_data()?;
    }
    Ok(())
}

/// What a journal holds: the finished games, each with its record read back (a game listed
/// twice counts once, by its last line), the notes on what was left out, and the length of its
/// whole lines (a cut-short last line beyond it is cut off before the journal is appended to).
#[derive(Debug, Default)]
pub struct Journal {
    pub games: Vec<(Finished, String)>,
    pub notes: Vec<String>,
    pub whole: u64,
}

/// Reads the journal in `dir` (none: no game finished yet).
///
/// # Errors
/// A sentence naming the file and line: a whole line that is no journal line, or a journal
/// that cannot be read. A cut-short last line and a game whose record is missing, empty or
/// cut short are notes, and the game is played again.
pub fn read(dir: &Path) -> Result<Journal, String> {
    let path = dir.join(JOURNAL);
    let mut bytes = Vec::new();
    match File::open(&path).and_then(|mut f| f.read_to_end(&mut bytes)) {
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Journal::default()),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    }
    let mut journal = Journal::default();
    let mut at = 0;
    let mut number = 0;
    while at < bytes.len() {
        number += 1;
        let place = format!("{}:{number}", path.display());
        let Some(end) = bytes[at..].iter().position(|&b| b == b'\n').map(|n| at + n) else {
            // Every line is written with its newline in one write: one without it was cut
            // short by whatever stopped the run that wrote it.
            journal.notes.push(format!(
                "{place}: the last line is cut short (the run that wrote it was stopped while writing it): \
                 ignored, and its game is played again"
            ));
            break;
        };
        let text = String::from_utf8_lossy(&bytes[at..end]).into_owned();
        at = end + 1;
        journal.whole = at as u64;
        if text.trim().is_empty() {
            continue;
        }
        let entry: Entry = serde_json::from_str(&text).map_err(|e| {
            format!(
                "{place}:{}: not a line of a match's journal: {e} (if the line was damaged, delete it: \
                 --resume then plays its game again)",
                e.column()
            )
        })?;
        let game = entry.game;
        let record = dir.join(&entry.record);
        match finished(entry, &record) {
            Ok(Some(g)) => {
                journal.games.retain(|(old, _)| old.number != game);
                journal.games.push((g, record.display().to_string()));
            }
            Ok(None) => {
                journal.games.retain(|(old, _)| old.number != game);
                journal.notes.push(format!(
                    "{place}: the record of game {game}, {}, is missing, empty or cut short: the game is played again",
                    record.display()
                ));
            }
            Err(e) => return Err(format!("{place}: {e}")),
        }
    }
    Ok(journal)
}

/// The game `entry` lists with its record read back from `record`; `None` when the record is
/// missing, empty or cut short (every record the runner writes ends with `)` and a newline).
fn finished(entry: Entry, record: &Path) -> Result<Option<Finished>, String> {
    let black = match entry.black_engine.as_str() {
        "A" => 0,
        "B" => 1,
        other => return Err(format!("black_engine {other:?} is neither A nor B")),
    };
    let winner = match entry.winner.as_deref() {
        None => None,
        Some("black") => Some(grid::Color::Black),
        Some("white") => Some(grid::Color::White),
        Some(other) => return Err(format!("winner {other:?} is neither black nor white")),
    };
    let ending = match entry.ending.as_str() {
        "rules" => runner::Ending::Rules,
        "resignation" => runner::Ending::Resignation,
        "timeout" => runner::Ending::Timeout,
        "fault" => runner::Ending::Fault,
        "adjudication" => runner::Ending::Adjudication,
        other => return Err(format!("unknown ending {other:?}")),
    };
    let sgf = match std::fs::read_to_string(record) {
        Ok(s) => s,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: {e}", record.display())),
    };
    if !sgf.trim_end().ends_with(')') {
        return Ok(None);
    }
    Ok(Some(Finished {
        number: entry.game,
        black,
        winner,
        ending,
        result: entry.result,
        comment: entry.comment,
        sgf,
        remarks: Vec::new(),
        traffic: Vec::new(),
    }))
}

/// A line of the journal as [`line`] writes it.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    game: usize,
    #[allow(dead_code)]
    black: String,
    #[allow(dead_code)]
    white: String,
    black_engine: String,
    result: String,
    winner: Option<String>,
    #[allow(dead_code)]
    winning_engine: Option<String>,
    ending: String,
    record: String,
    comment: String,
}

/// `DIR/.lock`, held while a run plays into DIR: an exclusive lock on the file (`flock`, which
/// the system releases when the process ends, however it ends), and the file holding the
/// holder's process id for the message of a run it keeps out. The file is removed when the
/// run ends; one that a run ended by `kill -9` or a power cut leaves behind holds no lock, and
/// the next run takes it over.
#[derive(Debug)]
pub struct DirLock {
    path: PathBuf,
    _file: File,
}

impl DirLock {
    /// Takes the lock of `dir`.
    ///
    /// # Errors
    /// A sentence: another run holds it (with its process id), or the file cannot be written.
    pub fn take(dir: &Path) -> Result<DirLock, String> {
        let path = dir.join(LOCK);
        let cannot = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
        // A run that ends removes its lock file: one opened just before that is locked in
        // vain, and the file now at the path (or none) is tried again.
        for _ in 0..16 {
            let mut file = File::options()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&path)
                .map_err(cannot)?;
            match file.try_lock() {
                Ok(()) => {}
                Err(std::fs::TryLockError::WouldBlock) => {
                    let mut text = String::new();
                    let _ = file.read_to_string(&mut text);
                    let holder = text.trim();
                    let holder =
                        if holder.is_empty() { String::new() } else { format!(" (process {holder})") };
                    return Err(format!(
                        "{}: another `referee match`{holder} is playing into this directory; a second run \
                         would play the same games into the same files: wait for it to end",
                        dir.display()
                    ));
                }
                Err(std::fs::TryLockError::Error(e)) => return Err(cannot(e)),
            }
            if !same_file(&file, &path) {
                continue;
            }
            file.set_len(0).map_err(cannot)?;
            file.write_all(format!("{}\n", std::process::id()).as_bytes()).map_err(cannot)?;
            return Ok(DirLock { path, _file: file });
        }
        Err(format!("{}: cannot take the lock: its file keeps being replaced", path.display()))
    }
}

impl Drop for DirLock {
    fn drop(&mut self) {
        // Removed while still locked: a run waiting to take it finds the file gone or new.
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Whether the open `file` is the file now at `path`.
fn same_file(file: &File, path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (file.metadata(), std::fs::metadata(path)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = (file, path);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("referee-journal-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    const RECORD: &str = "(;FF[4]GM[4]SZ[15]RE[B+F];B[hh])\n";

    fn entry(game: usize) -> String {
        format!(
            r#"{{"game":{game},"black":"a","white":"b","black_engine":"A","result":"B+F","winner":"black","winning_engine":"A","ending":"fault","record":"game-{game:03}.sgf","comment":"c"}}"#
        )
    }

    #[test]
    fn a_cut_short_last_line_is_ignored_with_a_note() {
        let dir = scratch("torn");
        for g in [1, 2] {
            std::fs::write(dir.join(format!("game-{g:03}.sgf")), RECORD).unwrap();
        }
        let whole = format!("{}\n", entry(1));
        std::fs::write(dir.join(JOURNAL), format!("{whole}{}", &entry(2)[..40])).unwrap();
        let j = read(&dir).unwrap();
        assert_eq!(j.games.len(), 1);
        assert_eq!(j.games[0].0.number, 1);
        assert_eq!(j.whole, whole.len() as u64);
        assert!(j.notes[0].contains("journal.jsonl:2: the last line is cut short"), "{:?}", j.notes);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_damaged_whole_line_is_an_error_naming_it() {
        let dir = scratch("damaged");
        std::fs::write(dir.join(JOURNAL), format!("{}\n{{\"game\":\n", entry(1))).unwrap();
        std::fs::write(dir.join("game-001.sgf"), RECORD).unwrap();
        let e = read(&dir).unwrap_err();
        assert!(e.contains("journal.jsonl:2:") && e.contains("delete it"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_game_whose_record_is_missing_empty_or_cut_short_is_played_again() {
        let dir = scratch("records");
        std::fs::write(dir.join("game-002.sgf"), "").unwrap();
        std::fs::write(dir.join("game-003.sgf"), &RECORD[..20]).unwrap();
        std::fs::write(dir.join("game-004.sgf"), RECORD).unwrap();
        let lines: String = (1..=4).map(|g| entry(g) + "\n").collect();
        std::fs::write(dir.join(JOURNAL), lines).unwrap();
        let j = read(&dir).unwrap();
        let numbers: Vec<usize> = j.games.iter().map(|(g, _)| g.number).collect();
        assert_eq!(numbers, [4]);
        assert_eq!(j.notes.len(), 3, "{:?}", j.notes);
        assert!(j.notes.iter().all(|n| n.contains("is played again")), "{:?}", j.notes);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_append_to_a_full_disk_is_an_error() {
        // /dev/full takes no byte (Linux).
        let Ok(mut full) = File::options().append(true).open("/dev/full") else { return };
        assert!(append(&mut full, &(entry(1) + "\n")).is_err());
    }

    #[test]
    fn a_second_lock_is_refused_and_a_left_lock_file_is_taken_over() {
        let dir = scratch("lock");
        // A lock file a killed run left: no process holds it.
        std::fs::write(dir.join(LOCK), "999999999\n").unwrap();
        let lock = DirLock::take(&dir).unwrap();
        assert_eq!(std::fs::read_to_string(dir.join(LOCK)).unwrap(), format!("{}\n", std::process::id()));
        let refused = DirLock::take(&dir).unwrap_err();
        assert!(refused.contains(&format!("(process {})", std::process::id())), "{refused}");
        drop(lock);
        assert!(!dir.join(LOCK).exists());
        let _ = DirLock::take(&dir).unwrap();
        let _ = std::fs::remove_dir_all(&dir);
    }
}
