//! Judging whole files and byte buffers: the façade other programs call. A file yields one
//! result per game, so one game that cannot be read or judged costs only its own verdict.
//!
//! This is the one place in the crate that reads files: a record may name a profile file
//! (`rules: my-rules.yaml`), resolved against the record's folder before the record is judged;
//! judging itself (`games::judge_with`) reads nothing.

use std::path::Path;

use records::{Games, InputError, Loc, ReadOptions, Record, SourceFormat};

use crate::draw::Style;
use crate::folder::Folder;
use crate::games::{self, Failure, Options};
use crate::verdict::Verdict;

/// What every record of a call is judged with.
#[derive(Debug, Default, Clone)]
pub struct Config {
    /// `--rules` and `--set`: a profile instead of the one each record names, and key overrides
    /// applied last.
    pub options: Options,
    /// How records are read (PSQ results from file names).
    pub read: ReadOptions,
}

impl Config {
    /// Records judged under the profile each names (or its game's default).
    pub fn new() -> Config {
        Config::default()
    }

    /// Every record judged under `profile` (a built-in name or a path), as `--rules` does.
    pub fn rules(mut self, profile: &str) -> Config {
        self.options.rules = Some(profile.to_owned());
        self
    }

    /// One `KEY=VALUE` override applied after the profile and the record, as `--set` does.
    ///
    /// # Errors
    /// The text is not `KEY=VALUE`.
    pub fn set(mut self, key_value: &str) -> Result<Config, String> {
        self.options.sets.push(crate::profile::parse_set(key_value)?);
        Ok(self)
    }

    /// A folder whose profile files records may name, beside the folder tree they are judged in,
    /// as `--profiles DIR` does ([`crate::Folder`]).
    pub fn profiles(mut self, dir: impl Into<std::path::PathBuf>) -> Config {
        self.options.profiles.push(dir.into());
        self
    }
}

impl std::fmt::Display for Failure {
    /// `FILE:LINE:COLUMN: message`, the place left out where it is unknown.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let l = self.error.loc;
        if l.is_known() {
            write!(f, "{}:{}:{}: {}", self.file, l.line, l.column, self.error.message)
        } else {
            write!(f, "{}: {}", self.file, self.error.message)
        }
    }
}

impl std::error::Error for Failure {}

impl Failure {
    /// The JSON line `referee judge --format json` prints for a game that cannot be read:
    /// `{"file": ..., "error": {"message", "line", "column"}}`, the place `null` when unknown.
    pub fn to_json(&self) -> String {
        self.json().to_string()
    }

    /// The JSON value of [`Failure::to_json`].
    pub fn json(&self) -> serde_json::Value {
        let l = self.error.loc;
        serde_json::json!({
            "file": self.file,
            "error": {
                "message": self.error.message,
                "line": l.is_known().then_some(l.line),
                "column": l.is_known().then_some(l.column),
            }
        })
    }
}

/// Whether the file at `path` is plainly no game record, for `referee judge --skip-non-records`
/// (the pre-commit hook, given every YAML file a commit changes): a YAML file that holds
/// something else ([`records::yaml::may_be_record`]: a workflow, a `.pre-commit-config.yaml`,
/// a rule profile). SGF, PSQ and RIF files, and a file that cannot be read or is no valid YAML,
/// are records, judged or reported as ever. `format` is `--input-format`.
pub fn is_other_yaml(path: &Path, format: Option<records::SourceFormat>) -> bool {
    use records::SourceFormat;
    let format = format.unwrap_or_else(|| records::format_of_file(path));
    if format != SourceFormat::Yaml || !path.is_file() {
        return false;
    }
    records::read_text(path, records::size_limit(SourceFormat::Yaml))
        .is_ok_and(|text| !records::yaml::may_be_record(&text))
}

/// Whether the YAML file at `path` is a rule profile (a top-level `game:` key, which no record
/// has), judged by its first 4 KiB, where profiles name their game (a short read beside the
/// whole read that judging does; a profile that names it later is judged and its error says
/// it is a profile).
fn is_profile_file(path: &Path) -> bool {
    use std::io::Read;
    let yaml = path.extension().and_then(|e| e.to_str()).is_some_and(|e| matches!(e, "yaml" | "yml"));
    if !yaml {
        return false;
    }
    let mut head = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(4096).read_to_end(&mut head));
    read.is_ok() && records::yaml::profile_game(&String::from_utf8_lossy(&head)).is_some()
}

/// A profile name (`--rules`) and `--set` texts checked once, before any file is read (a wrong
/// name is one error, not one per record): a profile that is neither built in nor a file, and
/// a key no game has, each with the closest name when there is one, and a value no built-in profile
/// takes (`ko=super`). The CLI and the Python
/// module both call it; the message is a sentence for the user.
pub fn check_names(rules: Option<&str>, sets: &[String]) -> Result<(), String> {
    check_names_typed(rules, sets).map_err(|e| e.message)
}

/// [`check_names`] with its error as a value, for a caller that prints it in a language
/// ([`crate::lang::errors::text`]); its `message` is the English `check_names` gives.
pub fn check_names_typed(rules: Option<&str>, sets: &[String]) -> Result<(), InputError> {
    use crate::lang::errors as E;
    use crate::profile;
    if let Some(name) = rules {
        if profile::builtin_text(name).is_none() && !Path::new(name).is_file() {
            let names: Vec<&str> = profile::BUILTINS.iter().map(|(n, _)| *n).collect();
            let looks_like_path = name.ends_with(".yaml") || name.ends_with(".yml") || name.contains('/');
            let meant = profile::did_you_mean(name, names.iter().copied());
            let (name, all, all_zh) =
                (profile::quote(name), names.join(", "), E::typed_list(names.iter().copied()));
            let rule_set = crate::rule_sets::profile_of_rule_set(&name);
            return Err(if looks_like_path {
                records::error!(E::RULES_NO_FILE, Loc::UNKNOWN; name)
            } else if let Some(profile) = rule_set {
                let (en, zh) =
                    ([name.clone(), profile.to_owned(), all], vec![name, format!("`{profile}`"), all_zh]);
                E::composed(&E::RULES_UNKNOWN_RULE_SET, Loc::UNKNOWN, &en, zh)
            } else {
                match meant {
                    Some(meant) => E::composed(
                        &E::RULES_UNKNOWN_MEANT,
                        Loc::UNKNOWN,
                        &[name.clone(), meant.to_owned(), all],
                        vec![name, format!("`{meant}`"), all_zh],
                    ),
                    None => {
                        E::composed(&E::RULES_UNKNOWN, Loc::UNKNOWN, &[name.clone(), all], vec![name, all_zh])
                    }
                }
            });
        }
    }
    let keys = crate::games::all_profile_keys();
    for s in sets {
        let key = s.split_once('=').map_or(s.as_str(), |(k, _)| k).trim();
        if !keys.contains(&key) {
            let meant = profile::did_you_mean(key, keys.iter().copied());
            let (s, key) = (profile::quote(s), profile::quote(key));
            return Err(match meant {
                Some(meant) => {
                    let en = [s.clone(), key.clone(), meant.to_owned()];
                    E::composed(&E::SET_NO_KEY_MEANT, Loc::UNKNOWN, &en, vec![s, key, format!("`{meant}`")])
                }
                None => records::error!(E::SET_NO_KEY, Loc::UNKNOWN; s, key),
            });
        }
    }
    // The values, once for the batch; a `--set` that does not parse is its caller's error.
    let parsed: Vec<_> = sets.iter().filter_map(|s| profile::parse_set_typed(s).ok()).collect();
    crate::games::settings::check_set_values(&parsed)
}

/// `--profiles` folders checked once, before any file is read: each must be a folder (a
/// misspelt one would make every record naming a profile there fail alone).
///
/// # Errors
/// The first that is not a folder.
pub fn check_profile_folders(dirs: &[std::path::PathBuf]) -> Result<(), InputError> {
    match dirs.iter().find(|d| !d.is_dir()) {
        Some(d) => Err(records::error!(
            crate::lang::errors::PROFILES_NOT_A_FOLDER, Loc::UNKNOWN;
            records::excerpt(&d.display().to_string())
        )),
        None => Ok(()),
    }
}

/// A directory that cannot be listed: the system's words in English (as ever), and in Chinese
/// the two causes everyone meets named (any other in the system's words).
fn unlisted(e: &std::io::Error) -> InputError {
    use crate::lang::errors as E;
    let zh = match e.kind() {
        std::io::ErrorKind::NotFound => "目录不存在".to_owned(),
        std::io::ErrorKind::PermissionDenied => "没有权限".to_owned(),
        _ => e.to_string(),
    };
    E::composed(&E::DIR_UNLISTED, Loc::UNKNOWN, &[e.to_string()], vec![zh])
}

/// Whether the symbolic link `path` in the folder `parent` points out of `tree`, the directory
/// being judged (a link whose target is missing or no file is read, and fails, as ever).
fn link_leaves(path: &Path, parent: &Path, tree: &Path) -> bool {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else { return true };
    let folder = crate::Folder { dir: Some(parent), tree: Some(tree) };
    crate::folder::resolve(name, folder, &[]) == Err(crate::folder::Refused::Outside)
}

/// The record files under a directory as `referee judge DIR` takes them: searched recursively
/// for the record extensions, in sorted path order, leaving out rule profiles kept among them. A
/// directory that cannot be listed is an error in its place; one with no record at all is an
/// error naming it, so that a wrong path never passes for a clean run. [`RecordFiles`] gives
/// them one at a time.
pub fn record_files(dir: &Path) -> Vec<Result<std::path::PathBuf, Failure>> {
    RecordFiles::new(dir).collect()
}

/// The walk of [`record_files`], one file at a time (issue 37): the directories open on the way
/// down to the current one are kept, each as its entries' names in one buffer, so that memory
/// follows the largest directory, not the tree. Path order is component by component, so
/// sorting each directory's names and going down into a directory in its place among them
/// gives the order of the whole tree: a directory's files come before a name it is a prefix
/// of (`a/b.sgf` before `a-c.sgf`).
#[derive(Debug)]
pub struct RecordFiles {
    root: std::path::PathBuf,
    /// The directories being listed, the innermost last.
    levels: Vec<Level>,
    /// The root is not listed yet.
    started: bool,
    /// A record file was found (or an error in its place): a walk with none is an error.
    found: bool,
}

/// One directory of a [`RecordFiles`] walk: its sub-directories and record files, sorted by
/// name, and the next to look at.
#[derive(Debug)]
struct Level {
    dir: std::path::PathBuf,
    names: Vec<u8>,
    /// `(start, end, kind)` of each name in `names`, in name order.
    entries: Vec<(u32, u32, EntryKind)>,
    next: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EntryKind {
    Dir,
    File,
    Link,
    /// Anything else with a record extension (a pipe, a device): read, and fails, as ever.
    Other,
}

impl Level {
    fn list(dir: std::path::PathBuf) -> std::io::Result<Level> {
        let mut names = Vec::new();
        let mut entries = Vec::new();
        for entry in std::fs::read_dir(&dir)?.flatten() {
            let Ok(kind) = entry.file_type() else { continue };
            let name = entry.file_name();
            let kind = if kind.is_dir() {
                EntryKind::Dir
            } else if Path::new(&name)
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| records::EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
            {
                match kind {
                    k if k.is_symlink() => EntryKind::Link,
                    k if k.is_file() => EntryKind::File,
                    _ => EntryKind::Other,
                }
            } else {
                continue;
            };
            let start = names.len();
            names.extend_from_slice(name.as_encoded_bytes());
            // A directory's names beyond 4 GiB are no directory anyone keeps records in.
            let (Ok(start), Ok(end)) = (u32::try_from(start), u32::try_from(names.len())) else { break };
            entries.push((start, end, kind));
        }
        entries.sort_unstable_by(|a, b| {
            names[a.0 as usize..a.1 as usize].cmp(&names[b.0 as usize..b.1 as usize])
        });
        Ok(Level { dir, names, entries, next: 0 })
    }
}

impl RecordFiles {
    pub fn new(dir: &Path) -> RecordFiles {
        RecordFiles { root: dir.to_path_buf(), levels: Vec::new(), started: false, found: false }
    }

    /// A directory that cannot be listed, as an error in its place.
    fn unlisted_at(dir: &Path, e: &std::io::Error) -> Failure {
        Failure { kind: crate::FailureKind::Unreadable, file: dir.display().to_string(), error: unlisted(e) }
    }

    /// Goes into `dir`: its listing, or the error that it cannot be listed.
    fn enter(&mut self, dir: std::path::PathBuf) -> Option<Failure> {
        match Level::list(dir.clone()) {
            Ok(level) => {
                self.levels.push(level);
                None
            }
            Err(e) => Some(Self::unlisted_at(&dir, &e)),
        }
    }
}

/// A name kept by [`Level::list`], as the system gave it.
#[cfg(unix)]
fn name_of(bytes: &[u8]) -> std::borrow::Cow<'_, std::ffi::OsStr> {
    use std::os::unix::ffi::OsStrExt;
    std::borrow::Cow::Borrowed(std::ffi::OsStr::from_bytes(bytes))
}

/// A name kept by [`Level::list`]: Unicode names as they are.
#[cfg(not(unix))]
fn name_of(bytes: &[u8]) -> std::borrow::Cow<'_, std::ffi::OsStr> {
    std::borrow::Cow::Owned(String::from_utf8_lossy(bytes).into_owned().into())
}

impl Iterator for RecordFiles {
    type Item = Result<std::path::PathBuf, Failure>;

    fn next(&mut self) -> Option<Self::Item> {
        if !self.started {
            self.started = true;
            if let Some(f) = self.enter(self.root.clone()) {
                return Some(Err(f));
            }
        }
        loop {
            let Some(level) = self.levels.last_mut() else {
                if self.found {
                    return None;
                }
                self.found = true;
                let extensions: Vec<String> = records::EXTENSIONS.iter().map(|e| format!("*.{e}")).collect();
                return Some(Err(Failure {
                    kind: crate::FailureKind::Unreadable,
                    file: self.root.display().to_string(),
                    error: records::error!(crate::lang::errors::NO_RECORDS, Loc::UNKNOWN; extensions.join(" ")),
                }));
            };
            let Some(&(start, end, kind)) = level.entries.get(level.next) else {
                self.levels.pop();
                continue;
            };
            level.next += 1;
            let path = level.dir.join(name_of(&level.names[start as usize..end as usize]));
            match kind {
                EntryKind::Dir => {
                    if let Some(f) = self.enter(path) {
                        return Some(Err(f));
                    }
                }
                // A symbolic link out of the folder being judged is not followed: a stranger's
                // `game.yaml -> /etc/passwd` would have its lines quoted in the errors. Where it
                // points is resolved without looking outside the folder (`crate::folder`). It
                // keeps its place in the order, as an error.
                EntryKind::Link if link_leaves(&path, &level.dir, &self.root) => {
                    self.found = true;
                    let error = records::error!(
                        crate::lang::errors::RECORD_LINK_OUTSIDE, Loc::UNKNOWN;
                        self.root.display()
                    );
                    let file = path.display().to_string();
                    return Some(Err(Failure { kind: crate::FailureKind::Unreadable, file, error }));
                }
                // A rule profile kept beside the records it serves is no record. Only a regular
                // file is looked into (opening a named pipe would wait for a writer).
                EntryKind::File if is_profile_file(&path) => {}
                _ => {
                    self.found = true;
                    return Some(Ok(path));
                }
            }
        }
    }
}

/// The name a game of a file is shown by: the file itself when it holds one game, `FILE#N`
/// (1-based) when it holds several.
pub fn game_label(file: &str, index: usize, games: usize) -> String {
    if games > 1 {
        format!("{file}#{}", index + 1)
    } else {
        file.to_owned()
    }
}

/// The format a file name's extension gives (YAML when unknown, as `referee judge` reads it).
pub fn format_of(name: &str) -> SourceFormat {
    records::format_of_path(Path::new(name))
}

/// Judges the records in `bytes`, read in the format `config.read.format` names, else the one
/// `name`'s extension gives: one result per
/// game, in file order, each error naming `name` (or `name#N`) with its line and column.
/// Profile files that records name are looked up relative to the working directory, and read
/// only from inside it (or a folder of [`Config::profiles`]).
///
/// ```
/// let config = referee::Config::new();
/// let sgf = b"(;GM[1]SZ[9]RE[B+R];B[ee];W[])(;GM[1]SZ[9]KM[abc];B[ee])";
/// let results: Vec<_> = referee::judge_bytes("two.sgf", sgf, &config).collect();
/// // Game 1: White passes, then the record says White resigned: the claim is taken as stated.
/// assert_eq!(results[0].as_ref().unwrap().result.as_deref(), Some("B+R"));
/// // Game 2 cannot be read; game 1 keeps its verdict.
/// assert_eq!(results[1].as_ref().unwrap_err().to_string(), "two.sgf#2:1:46: KM[abc]: komi is a number of points");
/// ```
pub fn judge_bytes<'a>(
    name: &'a str,
    bytes: &[u8],
    config: &'a Config,
) -> impl Iterator<Item = Result<Verdict, Failure>> + 'a {
    let format = config.read.format.unwrap_or_else(|| format_of(name));
    let games = records::read_bytes_as(format, bytes, file_name(name), config.read);
    judge_games(games, name.to_owned(), None, config)
}

/// Judges every game of the file at `path` (any format `referee judge` reads), resolving profile
/// files against the file's folder, which they must stay in (or a folder of
/// [`Config::profiles`]).
pub fn judge_path<'a>(
    path: &'a Path,
    config: &'a Config,
) -> impl Iterator<Item = Result<Verdict, Failure>> + 'a {
    let games = records::read_path(path, config.read);
    judge_games(games, path.display().to_string(), path.parent(), config)
}

fn file_name(name: &str) -> &str {
    Path::new(name).file_name().and_then(|n| n.to_str()).unwrap_or(name)
}

/// Judges each game read from one file, labelled by [`game_label`].
pub fn judge_games<'a>(
    games: Games,
    file: String,
    base: Option<&'a Path>,
    config: &'a Config,
) -> impl Iterator<Item = Result<Verdict, Failure>> + 'a {
    let count = games.len();
    games.into_iter().enumerate().map(move |(i, game)| {
        let label = game_label(&file, i, count);
        let record = game.map_err(|error| Failure {
            kind: crate::FailureKind::Unreadable,
            file: label.clone(),
            error,
        })?;
        judge_record(&record, &label, base, config)
    })
}

/// Judges one record: its settings resolved first (the only file read: a profile file, from
/// `base`, the record's folder, and inside it or a folder of [`Config::profiles`]; once per
/// distinct inputs of the call, `games::settings::Resolver`), then the record judged.
pub fn judge_record(
    record: &Record,
    label: &str,
    base: Option<&Path>,
    config: &Config,
) -> Result<Verdict, Failure> {
    games::judge(record, label, Folder::of(base), &config.options)
}

/// [`judge_record`] of a record found in a folder tree being judged ([`Folder`]).
pub fn judge_record_in(
    record: &Record,
    label: &str,
    folder: Folder<'_>,
    config: &Config,
) -> Result<Verdict, Failure> {
    games::judge(record, label, folder, &config.options)
}

/// Draws the position of a record after `ply` plies (the end, or the last legal position, when
/// `None`) in the style's form and language: what `referee show` prints. Relative profile paths
/// in the record are taken from `base`, its folder.
pub fn draw_game(
    record: &Record,
    label: &str,
    base: Option<&Path>,
    config: &Config,
    ply: Option<usize>,
    style: Style,
) -> Result<String, Failure> {
    games::diagram(record, label, Folder::of(base), &config.options, ply, style)
}

/// A ply to draw past the record's last is refused, naming the last ply (and the ply where the
/// record turns invalid, past which nothing is played), rather than drawing the end: `referee
/// show --ply N` and Python's `show(ply=N)`; `asked` is the caller's words for it (`--ply 99`).
pub fn check_ply(
    record: &Record,
    label: &str,
    base: Option<&Path>,
    config: &Config,
    asked: &str,
    ply: usize,
) -> Result<(), Failure> {
    use crate::lang::errors as E;
    use crate::verdict::Status;
    let v = judge_record(record, label, base, config)?;
    // The refused move of an invalid record can be drawn too (the position it was played on).
    let last =
        v.violation.as_ref().filter(|_| v.status == Status::Invalid).map_or(v.plies, |x| x.ply.max(v.plies));
    if ply <= last {
        return Ok(());
    }
    let error = match (&v.status, &v.violation) {
        (Status::Invalid, Some(x)) => {
            records::error!(E::PLY_PAST_END_INVALID, Loc::UNKNOWN; asked, v.plies, x.ply, x.rule)
        }
        _ => records::error!(E::PLY_PAST_END, Loc::UNKNOWN; asked, v.plies),
    };
    Err(Failure { kind: crate::FailureKind::Argument, file: label.to_owned(), error })
}

/// `referee show --dead`: a Go record's position after `ply` plies with the referee's life
/// judgement marked and each dead or uncertain chain's reason; another game's record is an error.
pub fn draw_dead(
    record: &Record,
    label: &str,
    base: Option<&Path>,
    config: &Config,
    ply: Option<usize>,
    style: Style,
) -> Result<String, Failure> {
    games::dead_diagram(record, label, Folder::of(base), &config.options, ply, style)
}

/// A record judged, with the replay its verdict came from: `judge --explain` draws from it
/// without replaying the record again.
#[derive(Debug)]
pub struct Judgement {
    pub verdict: Verdict,
    replayed: Box<dyn games::Replayed>,
}

impl Judgement {
    /// `judge --explain`: the diagram at the verdict's violation (or at the end) and the rule in
    /// words.
    pub fn explain(&self, style: Style) -> Result<String, Failure> {
        self.replayed.explain(&self.verdict, style)
    }

    /// For a Go record: the game as the replay left it, and the stones the verdict took as dead
    /// (the record's marks, the referee's judgement or KataGo's count; none where nothing was
    /// counted). `None` for the other games and for a setup that is no Go position.
    pub fn go_position(&self) -> Option<(&go_rules::Game, &[grid::Point])> {
        self.replayed.go_position()
    }

    /// For a Go record: the position the verdict ran the life judgement on (`dead_stones: auto`
    /// or `infer`), whether or not its count used the answer; `None` when it was not run.
    pub fn go_judged(&self) -> Option<&go_rules::Game> {
        self.replayed.go_judged()
    }
}

/// Judges one record as [`judge_record`] does, and keeps its replay for [`Judgement::explain`].
pub fn judge_explained(
    record: &Record,
    label: &str,
    base: Option<&Path>,
    config: &Config,
) -> Result<Judgement, Failure> {
    judge_explained_in(record, label, Folder::of(base), config)
}

/// [`judge_explained`] of a record found in a folder tree being judged ([`Folder`]).
pub fn judge_explained_in(
    record: &Record,
    label: &str,
    folder: Folder<'_>,
    config: &Config,
) -> Result<Judgement, Failure> {
    let (verdict, replayed) = games::judge_kept(record, label, folder, &config.options)?;
    Ok(Judgement { verdict, replayed })
}

/// Checks every game key of a profile by applying it, as judging would (`referee rules check`).
pub fn validate(profile: &crate::profile::Profile) -> Result<(), Failure> {
    games::validate(profile)
}

/// The game of a file named by `FILE#N` (1-based), or its only game: what `referee show` draws.
pub fn pick_game(games: Games, file: &str, number: Option<usize>) -> Result<Record, Failure> {
    let count = games.len();
    let index = match number {
        Some(n) if n >= 1 && n <= count => n - 1,
        Some(n) => {
            return Err(Failure {
                kind: crate::FailureKind::Argument,
                file: file.to_owned(),
                error: records::error!(crate::lang::errors::NO_GAME_NUMBER, Loc::UNKNOWN; n, count),
            })
        }
        None => 0,
    };
    let label = game_label(file, index, count);
    match games.into_iter().nth(index) {
        Some(game) => {
            game.map_err(|error| Failure { kind: crate::FailureKind::Unreadable, file: label, error })
        }
        None => Err(Failure {
            kind: crate::FailureKind::Unreadable,
            file: label,
            error: records::error!(crate::lang::errors::NO_GAME, Loc::UNKNOWN),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FailureKind;
    use std::path::PathBuf;

    /// Each failure keeps the kind it was made with: a record that cannot be read, a profile
    /// that does not exist, a `--set` the record's game has no use for, a game number the file
    /// does not hold.
    #[test]
    fn failures_keep_their_kind() {
        let kind = |bytes: &[u8], config: &Config| {
            judge_bytes("g.sgf", bytes, config).next().unwrap().unwrap_err().kind
        };
        let plain = Config::new();
        assert_eq!(kind(b"(;GM[1]SZ[9]KM[abc];B[ee])", &plain), FailureKind::Unreadable);
        assert_eq!(kind(b"(;GM[1]SZ[9];B[ee])", &Config::new().rules("no-such.yaml")), FailureKind::Profile);
        let renju_komi = Config::new().set("komi=7").unwrap();
        assert_eq!(kind(b"(;GM[4]SZ[15];B[hh])", &renju_komi), FailureKind::Argument);
        let games = records::read_bytes_as(
            SourceFormat::Sgf,
            b"(;GM[1]SZ[9];B[ee])",
            "g.sgf",
            ReadOptions::default(),
        );
        assert_eq!(pick_game(games, "g.sgf", Some(3)).unwrap_err().kind, FailureKind::Argument);
    }

    /// `record_files` sorts by a byte key instead of comparing paths; the order must be the
    /// paths' own, also where a name holds bytes below `/` (`-`, `.`) and where a directory's
    /// name is a prefix of a file's.
    #[test]
    fn record_files_are_in_path_order() {
        let root = std::env::temp_dir().join(format!("referee-order-{}", std::process::id()));
        let names = ["a/b.sgf", "a-c.sgf", "a.b.sgf", "ab.sgf", "a/a/z.sgf", "a0.sgf", "A.sgf", "a/b/c.sgf"];
        for n in names {
            let p = root.join(n);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(&p, "(;GM[1])").unwrap();
        }
        let listed: Vec<PathBuf> = record_files(&root).into_iter().map(|r| r.unwrap()).collect();
        let mut expected: Vec<PathBuf> = names.iter().map(|n| root.join(n)).collect();
        expected.sort();
        std::fs::remove_dir_all(&root).unwrap();
        assert_eq!(listed, expected);
        // The case that tells the two orders apart: `a/b.sgf` before `a-c.sgf` by components,
        // after it byte by byte.
        let a_dir = listed.iter().position(|p| p.ends_with("a/b.sgf")).unwrap();
        let a_dash = listed.iter().position(|p| p.ends_with("a-c.sgf")).unwrap();
        assert!(a_dir < a_dash);
    }

    /// A directory that cannot be listed keeps the system's English; its Chinese names the cause.
    #[test]
    fn an_unlisted_directory_keeps_the_systems_english() {
        let e = std::io::Error::from(std::io::ErrorKind::PermissionDenied);
        let error = unlisted(&e);
        assert_eq!(error.message, e.to_string());
        assert_eq!(crate::lang::errors::text(&error, crate::lang::Lang::Zh), "无法列出目录：没有权限");
    }
}
