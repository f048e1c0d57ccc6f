//! Reading files: size limits checked before reading, and the choice of reader by extension.

use std::io::Read;
use std::path::Path;

use crate::{psq, rif, sgf, yaml, Games, InputError, Loc, SourceFormat};

/// The largest record file read (SGF collections and RIF databases included).
pub const MAX_RECORD_BYTES: u64 = 64 * 1024 * 1024;
/// The largest YAML record: YAML costs more to parse per byte.
pub const MAX_YAML_BYTES: u64 = 16 * 1024 * 1024;
/// The largest profile file.
pub const MAX_PROFILE_BYTES: u64 = 1024 * 1024;

const MIB: f64 = 1024.0 * 1024.0;

/// The file extensions `judge` looks for in directories.
pub const EXTENSIONS: &[&str] = &["yaml", "yml", "sgf", "psq", "rif"];

/// Reads a file's bytes, refusing files larger than `limit` before reading them, and anything
/// that is not a regular file (a pipe or device could block forever or never end).
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, InputError> {
    // Opened without waiting, then measured through the open file: one lookup of the path, not
    // two, for each of the millions of small files of a batch. A file that cannot be opened so
    // (it is missing, unreadable, a socket) is looked at the slow way below, for its message.
    if let Some((file, meta)) = open_measured(path, None) {
        return read_measured(file, &meta, limit);
    }
    // Checked before opening: opening a named pipe for reading already waits for a writer.
    let meta = std::fs::metadata(path).map_err(|e| io_error(&e))?;
    check(&meta, limit)?;
    let file = std::fs::File::open(path).map_err(|e| io_error(&e))?;
    read_measured(file, &meta, limit)
}

/// The file at `path` opened for reading without waiting for a writer (`O_NONBLOCK`: a named
/// pipe opens at once; a regular file reads as ever), and its metadata; `None` when either fails.
#[cfg(unix)]
fn open_measured(path: &Path, scope: Option<FolderScope>) -> Option<(std::fs::File, std::fs::Metadata)> {
    let file = open_in_folder(path, scope)?;
    let meta = file.metadata().ok()?;
    Some((file, meta))
}

/// A span of a batch's reading (a chunk of files) in which its files are opened relative to a
/// descriptor of their folder, kept per thread from one file to the next: a batch reads a
/// folder's files one after another, and the kernel then looks up one name per file instead of
/// every component of the path again (the lookups were a tenth of a 9x9 archive's CPU time).
/// Within a span a folder is read as it was when first opened there (as a descriptor-based walk
/// such as `find`'s reads it); a folder replaced by another of its name is seen from the next
/// span on, and reading outside a span ([`read_bytes`], [`read_path`]) always follows the path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FolderScope(u64);

impl FolderScope {
    /// A new span, distinct from every other of this process.
    pub fn begin() -> FolderScope {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        FolderScope(NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
    }
}

/// Opens `path` (as [`open_measured`] does), within `scope` relative to the kept folder.
#[cfg(unix)]
fn open_in_folder(path: &Path, scope: Option<FolderScope>) -> Option<std::fs::File> {
    use rustix::fs::{openat, Mode, OFlags, CWD};
    use std::cell::RefCell;
    use std::os::fd::OwnedFd;
    thread_local! {
        /// The span and folder this thread last opened a file in, and a descriptor of it.
        static FOLDER: RefCell<Option<(FolderScope, std::path::PathBuf, OwnedFd)>> = const { RefCell::new(None) };
    }
    let flags = OFlags::RDONLY | OFlags::NONBLOCK | OFlags::CLOEXEC;
    let whole = || openat(CWD, path, flags, Mode::empty()).ok().map(std::fs::File::from);
    let (Some(scope), Some(folder), Some(name)) =
        (scope, path.parent().filter(|p| !p.as_os_str().is_empty()), path.file_name())
    else {
        return whole();
    };
    let relative = FOLDER.with_borrow_mut(|kept| {
        if kept.as_ref().is_none_or(|(s, p, _)| *s != scope || p != folder) {
            let dir = OFlags::RDONLY | OFlags::DIRECTORY | OFlags::CLOEXEC;
            *kept = openat(CWD, folder, dir, Mode::empty()).ok().map(|fd| (scope, folder.to_path_buf(), fd));
        }
        let (_, _, dir) = kept.as_ref()?;
        openat(dir, name, flags, Mode::empty()).ok().map(std::fs::File::from)
    });
    // A folder that cannot be opened (searchable, not readable) or a name that fails there:
    // the whole path, which also gives the error its message.
    relative.or_else(whole)
}

#[cfg(not(unix))]
fn open_measured(_: &Path, _: Option<FolderScope>) -> Option<(std::fs::File, std::fs::Metadata)> {
    None
}

/// Whether a file measured as `meta` is read: a regular file no larger than `limit`.
fn check(meta: &std::fs::Metadata, limit: u64) -> Result<(), InputError> {
    if meta.is_dir() {
        return Err(crate::error!(crate::messages::IS_DIRECTORY, Loc::UNKNOWN));
    }
    if !meta.is_file() {
        return Err(crate::error!(crate::messages::NOT_REGULAR_FILE, Loc::UNKNOWN));
    }
    if meta.len() > limit {
        return Err(too_large(meta.len(), limit));
    }
    Ok(())
}

/// Reads `file`, measured as `meta`, when [`check`] lets it be read.
fn read_measured(file: std::fs::File, meta: &std::fs::Metadata, limit: u64) -> Result<Vec<u8>, InputError> {
    let mut bytes = Vec::new();
    read_measured_into(file, meta, limit, &mut bytes)?;
    Ok(bytes)
}

/// [`read_measured`] into `bytes`, which is empty and may have room already.
fn read_measured_into(
    file: std::fs::File,
    meta: &std::fs::Metadata,
    limit: u64,
    bytes: &mut Vec<u8>,
) -> Result<(), InputError> {
    check(meta, limit)?;
    bytes.reserve(usize::try_from(meta.len()).unwrap_or(0));
    if meta.len() > 0 {
        // The file as it was when measured: reading no more than its size takes one read
        // call, not a second one to find the end (a batch reads millions of small files), and
        // a file that grows meanwhile cannot make it read more.
        file.take(meta.len()).read_to_end(bytes).map_err(|e| io_error(&e))?;
        return Ok(());
    }
    // A size of 0 may be a file whose size is not known beforehand (`/proc`): read it to its
    // end, under the limit (`take` guards against one that never ends).
    read_limited(file, limit, bytes)
}

/// Reads at most `limit` bytes from `reader` into `bytes`; more is an error, found after
/// reading one byte past the limit (`take(limit + 1)`), so an endless stream costs no more.
fn read_limited(reader: impl Read, limit: u64, bytes: &mut Vec<u8>) -> Result<(), InputError> {
    reader.take(limit + 1).read_to_end(bytes).map_err(|e| io_error(&e))?;
    if bytes.len() as u64 > limit {
        return Err(too_large(bytes.len() as u64, limit));
    }
    Ok(())
}

fn too_large(n: u64, limit: u64) -> InputError {
    crate::error!(crate::messages::TOO_LARGE_FILE, Loc::UNKNOWN; format!("{:.1}", n as f64 / MIB), limit / (1024 * 1024))
}

/// Reads a UTF-8 text file under `limit` bytes.
pub fn read_text(path: &Path, limit: u64) -> Result<String, InputError> {
    utf8(read_bytes(path, limit)?)
}

fn utf8(bytes: Vec<u8>) -> Result<String, InputError> {
    String::from_utf8(bytes).map_err(|e| {
        let upto = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = upto.iter().filter(|&&b| b == b'\n').count() + 1;
        let column = upto.iter().rev().take_while(|&&b| b != b'\n').count() + 1;
        crate::error!(crate::messages::YAML_NOT_UTF8, Loc::new(line, column))
    })
}

/// An I/O error in the reader's words: the two everyone meets as values, any other as the
/// system words it.
fn io_error(e: &std::io::Error) -> InputError {
    match e.kind() {
        std::io::ErrorKind::NotFound => crate::error!(crate::messages::NO_SUCH_FILE, Loc::UNKNOWN),
        std::io::ErrorKind::PermissionDenied => {
            crate::error!(crate::messages::PERMISSION_DENIED, Loc::UNKNOWN)
        }
        // The system's own words, in a frame of the referee's.
        _ => crate::error!(crate::messages::IO_OTHER, Loc::UNKNOWN; e),
    }
}

/// Options that change how records are read.
#[derive(Debug, Clone, Copy, Default)]
pub struct ReadOptions {
    /// PSQ: take the claimed result from a file name ending in `_1`, `_2` or `_0`.
    pub result_from_filename: bool,
    /// Read every input in this format (`--input-format`), whatever its name; `None`: by the
    /// file's extension (YAML when unknown), by content for standard input.
    pub format: Option<SourceFormat>,
}

/// The format a file name's extension gives: YAML when it is none of `sgf`, `psq`, `rif`.
pub fn format_of_path(path: &Path) -> SourceFormat {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    let is = |e: &str| ext.eq_ignore_ascii_case(e);
    if is("sgf") {
        SourceFormat::Sgf
    } else if is("rif") {
        SourceFormat::Rif
    } else if is("psq") {
        SourceFormat::Psq
    } else {
        SourceFormat::Yaml
    }
}

/// The format of the file at `path`: its extension's when it has a record extension (`yaml`,
/// `yml`, `sgf`, `psq`, `rif`), else what its first bytes show ([`guess_format`]), as for
/// standard input: a `game.txt` holding SGF is read as SGF.
pub fn format_of_file(path: &Path) -> SourceFormat {
    use std::io::Read as _;
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    if crate::EXTENSIONS.iter().any(|known| known.eq_ignore_ascii_case(ext)) {
        return format_of_path(path);
    }
    // Only a regular file is looked into: opening a named pipe would wait for a writer (the
    // reader refuses such a file with its own message).
    if !std::fs::metadata(path).is_ok_and(|m| m.is_file()) {
        return format_of_path(path);
    }
    let mut head = Vec::new();
    match std::fs::File::open(path).and_then(|f| f.take(4096).read_to_end(&mut head)) {
        Ok(_) => guess_format(&head),
        Err(_) => format_of_path(path),
    }
}

/// The format of bytes with no name to go by (standard input), from how they begin, after a
/// byte-order mark and white space: `(;` is SGF, `<` is RenjuNet XML, a `Piskvork` header
/// (`Piskvorky 15x15, 11:11, 0`) is PSQ, and anything else is a YAML record.
pub fn guess_format(bytes: &[u8]) -> SourceFormat {
    let b = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let b = &b[b.iter().position(|c| !c.is_ascii_whitespace()).unwrap_or(b.len())..];
    let after_paren = b.strip_prefix(b"(").map(|r| r.iter().find(|c| !c.is_ascii_whitespace()));
    if after_paren == Some(Some(&b';')) {
        SourceFormat::Sgf
    } else if b.starts_with(b"<") {
        SourceFormat::Rif
    } else if b.len() >= 8 && b[..8].eq_ignore_ascii_case(b"piskvork") {
        SourceFormat::Psq
    } else {
        SourceFormat::Yaml
    }
}

/// The size limit of a format: YAML costs more to parse per byte.
fn limit_of(format: SourceFormat) -> u64 {
    if format == SourceFormat::Yaml {
        MAX_YAML_BYTES
    } else {
        MAX_RECORD_BYTES
    }
}

/// Reads every record on standard input (`referee judge -`), in `opts.format` or else in the
/// format its first bytes show ([`guess_format`]), under the same size limits as a file of
/// that format; `name` is what PSQ takes a result from.
pub fn read_stdin(name: &str, opts: ReadOptions) -> Games {
    read_stream(std::io::stdin().lock(), name, opts)
}

/// [`read_stdin`] from any reader.
pub fn read_stream(reader: impl Read, name: &str, opts: ReadOptions) -> Games {
    match stream_bytes(reader, opts) {
        Ok((format, bytes)) => read_bytes_as(format, &bytes, name, opts),
        Err(e) => vec![Err(e)],
    }
}

/// The bytes of a stream (standard input) and their format, `opts.format` or the one the first
/// bytes show, under that format's size limit: what [`games_of`] reads.
///
/// # Errors
/// The stream cannot be read, or is over the limit.
pub fn stream_bytes(reader: impl Read, opts: ReadOptions) -> Result<(SourceFormat, Vec<u8>), InputError> {
    let mut bytes = Vec::new();
    let limit = opts.format.map_or(MAX_RECORD_BYTES, limit_of);
    read_limited(reader, limit, &mut bytes)?;
    let format = opts.format.unwrap_or_else(|| guess_format(&bytes));
    if bytes.len() as u64 > limit_of(format) {
        return Err(too_large(bytes.len() as u64, limit_of(format)));
    }
    Ok((format, bytes))
}

/// Reads every record in a file, choosing the reader by `opts.format`, else by extension (YAML
/// when unknown): one result per game ([`Games`]); a file that cannot be read at all is one
/// error.
pub fn read_path(path: &Path, opts: ReadOptions) -> Games {
    let format = opts.format.unwrap_or_else(|| format_of_file(path));
    match read_bytes(path, limit_of(format)) {
        Ok(bytes) => {
            let name = path.file_name().map(|n| n.to_string_lossy()).unwrap_or_default();
            read_bytes_as(format, &bytes, &name, opts)
        }
        Err(e) => vec![Err(e)],
    }
}

/// [`read_path`], unless the file is a regular file of more than `stream_bytes` bytes: then
/// `None`, and the caller streams it instead ([`games_of`]). The size is read through the open
/// file, so a batch of small files costs one lookup of each path, not two.
pub fn read_path_unless_larger(
    path: &Path,
    opts: ReadOptions,
    stream_bytes: u64,
    scope: FolderScope,
) -> Option<Games> {
    let format = opts.format.unwrap_or_else(|| format_of_file(path));
    let name = || path.file_name().map(|n| n.to_string_lossy()).unwrap_or_default();
    let bytes = match open_measured(path, Some(scope)) {
        Some((_, meta)) if meta.is_file() && meta.len() > stream_bytes => return None,
        Some((file, meta)) => {
            // A batch reads thousands of small files: each is read into this thread's spare
            // buffer, which its records do not borrow, instead of a new one per file.
            let mut bytes = SPARE_BYTES.with(|s| std::mem::take(&mut *s.borrow_mut()));
            let games = match read_measured_into(file, &meta, limit_of(format), &mut bytes) {
                Ok(()) => read_bytes_as(format, &bytes, &name(), opts),
                Err(e) => vec![Err(e)],
            };
            if u64::try_from(bytes.capacity()).is_ok_and(|c| c <= SPARE_BYTES_KEPT) {
                bytes.clear();
                SPARE_BYTES.with(|s| *s.borrow_mut() = bytes);
            }
            return Some(games);
        }
        None => match std::fs::metadata(path) {
            Ok(meta) if meta.is_file() && meta.len() > stream_bytes => return None,
            _ => read_bytes(path, limit_of(format)),
        },
    };
    Some(match bytes {
        Ok(bytes) => read_bytes_as(format, &bytes, &name(), opts),
        Err(e) => vec![Err(e)],
    })
}

thread_local! {
    /// The buffer [`read_path_unless_larger`] reads a file into, kept empty between files.
    static SPARE_BYTES: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The most bytes of room the spare buffer keeps: a file larger than that gives its memory back.
const SPARE_BYTES_KEPT: u64 = 1024 * 1024;

/// Reads the records in `bytes` of a known format; `name` is the file name (PSQ may take the
/// claimed result from it).
pub fn read_bytes_as(format: SourceFormat, bytes: &[u8], name: &str, opts: ReadOptions) -> Games {
    games_of(format, bytes, name, opts).collect()
}

/// The records of [`read_bytes_as`] one at a time, each read when asked for: an SGF collection
/// or a RenjuNet database of any size costs the memory of one game beside its bytes.
pub fn games_of<'a>(
    format: SourceFormat,
    bytes: &'a [u8],
    name: &str,
    opts: ReadOptions,
) -> Box<dyn Iterator<Item = Result<crate::Record, InputError>> + Send + 'a> {
    match format {
        SourceFormat::Sgf => Box::new(sgf::sgf_games(bytes)),
        SourceFormat::Rif => Box::new(rif::rif_games(bytes)),
        SourceFormat::Psq => Box::new(std::iter::once(psq::read_psq(bytes, name, opts.result_from_filename))),
        SourceFormat::Yaml => {
            Box::new(std::iter::once(utf8(bytes.to_vec()).and_then(|text| yaml::read_record(&text))))
        }
    }
}

/// The size limit of files of `format`, in bytes.
pub fn size_limit(format: SourceFormat) -> u64 {
    limit_of(format)
}

#[cfg(test)]
mod tests {
    use super::*;

    // The batch's one-lookup read: a file over the streaming size is left to the caller, one
    // under it is read as `read_path` reads it, and a missing file is its error, not `None`.
    #[test]
    fn read_path_unless_larger_leaves_large_files_to_streaming() {
        let dir = std::env::temp_dir().join(format!("records-unless-larger-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("two.sgf");
        let text = "(;GM[1]SZ[9];B[ee])(;GM[1]SZ[9];B[cc])";
        std::fs::write(&path, text).unwrap();
        let opts = ReadOptions::default();
        let scope = FolderScope::begin();
        assert!(read_path_unless_larger(&path, opts, text.len() as u64 - 1, scope).is_none());
        let games = read_path_unless_larger(&path, opts, text.len() as u64, scope).expect("read");
        assert_eq!(games.len(), 2);
        assert!(games.iter().all(Result::is_ok));
        let missing = read_path_unless_larger(&dir.join("none.sgf"), opts, 0, scope).expect("its error");
        assert!(matches!(missing.as_slice(), [Err(e)] if e.message.contains("no such file")), "{missing:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    // Within a span, files are opened relative to a descriptor of their folder, kept for the
    // next file: files of two folders read in turn and a file gone from the kept folder are what
    // the paths name; a folder replaced by another of its name is read anew in the next span.
    #[cfg(unix)]
    #[test]
    fn files_read_through_the_kept_folder_are_the_files_the_paths_name() {
        let root = std::env::temp_dir().join(format!("records-kept-folder-{}", std::process::id()));
        let (a, b) = (root.join("a"), root.join("b"));
        std::fs::create_dir_all(&a).unwrap();
        std::fs::create_dir_all(&b).unwrap();
        std::fs::write(a.join("x.sgf"), "(;GM[1]SZ[9]PB[a-x])").unwrap();
        std::fs::write(a.join("y.sgf"), "(;GM[1]SZ[9]PB[a-y])").unwrap();
        std::fs::write(b.join("x.sgf"), "(;GM[1]SZ[9]PB[b-x])").unwrap();
        let opts = ReadOptions::default();
        let black = |p: &Path, scope| -> Result<String, String> {
            let games = read_path_unless_larger(p, opts, 1 << 20, scope).expect("read");
            match games.into_iter().next().expect("a game") {
                Ok(r) => {
                    Ok(r.info.iter().find(|(k, _)| k == "black").map(|(_, v)| v.clone()).unwrap_or_default())
                }
                Err(e) => Err(e.message),
            }
        };
        let span = FolderScope::begin();
        assert_eq!(black(&a.join("x.sgf"), span).unwrap(), "a-x");
        assert_eq!(black(&b.join("x.sgf"), span).unwrap(), "b-x");
        assert_eq!(black(&a.join("y.sgf"), span).unwrap(), "a-y");
        std::fs::remove_file(a.join("x.sgf")).unwrap();
        assert_eq!(black(&a.join("x.sgf"), span).unwrap_err(), "no such file");
        std::fs::rename(&a, root.join("old")).unwrap();
        std::fs::create_dir_all(&a).unwrap();
        std::fs::write(a.join("y.sgf"), "(;GM[1]SZ[9]PB[new-y])").unwrap();
        assert_eq!(black(&a.join("y.sgf"), FolderScope::begin()).unwrap(), "new-y");
        // Outside a span the path is followed: read_bytes sees the new folder at once.
        assert!(String::from_utf8(read_bytes(&a.join("y.sgf"), 100).unwrap()).unwrap().contains("new-y"));
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn extensions_choose_the_format_in_any_case() {
        let of = |name: &str| format_of_path(Path::new(name));
        assert_eq!(of("a/game.sgf"), SourceFormat::Sgf);
        assert_eq!(of("GAME.SGF"), SourceFormat::Sgf);
        assert_eq!(of("x.Rif"), SourceFormat::Rif);
        assert_eq!(of("x.PSQ"), SourceFormat::Psq);
        assert_eq!(of("x.yaml"), SourceFormat::Yaml);
        assert_eq!(of("x.sgfx"), SourceFormat::Yaml);
        assert_eq!(of("sgf"), SourceFormat::Yaml);
    }
}
