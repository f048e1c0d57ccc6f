//! Judging many files: the one batch layer `referee judge` and the Python module share. It
//! expands the paths (files as given, directories walked in path order, `-` for standard
//! input), cuts them into chunks of [`CHUNK`] files, judges a chunk through an [`Executor`] the
//! caller supplies, and tallies the [`Summary`].
//!
//! The layer starts no threads, as the rest of the crate: the caller's executor decides where a
//! chunk's files run (the CLI and the Python module keep their own thread pools). Verdicts come
//! out in input order, a chunk at a time, so the first verdict is out early and memory stays
//! that of one chunk however many files or games there are.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use records::{InputError, Record};

use crate::draw::Style;
use crate::lang::Lang;
use crate::verdict::{count, Settled, Status, Unchecked, Verdict};
use crate::Config;
use crate::Failure;
use crate::Folder;

/// Files judged together before their verdicts are handed out: bounds memory on huge batches.
pub const CHUNK: usize = 256;

/// Games of one streamed file judged together before their verdicts are handed out.
pub const GAME_CHUNK: usize = 256;

/// Game trees of a large SGF collection in one piece, read and judged by one worker.
pub const PIECE_GAMES: usize = 32;

/// How [`Batch::stream_sgf`] left a collection: read to its end, or to be read on from a place
/// one game after the other (with whether it holds several games, when that is known).
enum Pieces {
    Done,
    Rest(records::sgf::SgfPlace, Option<bool>),
}

/// Files of a multi-game format (SGF, RIF) larger than this are read game by game by the caller
/// of [`Batch::run`] and their games judged in chunks, instead of whole by one worker: memory
/// stays that of a chunk of games, not of the file's every record and verdict.
pub const STREAM_BYTES: u64 = 1024 * 1024;

/// Where a chunk's work runs: `map` applies `f` to every item and returns the results in the
/// items' order. The CLI and the Python module run it on their thread pools; [`InOrder`] runs it
/// on the calling thread.
pub trait Executor {
    fn map<T: Send, R: Send>(&self, items: Vec<T>, f: &(dyn Fn(T) -> R + Sync)) -> Vec<R>;

    /// How many items it works on at once: a collection read in pieces keeps about twice as
    /// many pieces in flight.
    fn threads(&self) -> usize {
        1
    }

    /// [`Executor::map`] while the calling thread runs `meanwhile` (hands out the results of
    /// the items before): an executor with threads of its own runs both at once, so that the
    /// calling thread's work does not leave the workers waiting. By default one after the
    /// other.
    fn overlap<T: Send, R: Send, O>(
        &self,
        items: Vec<T>,
        f: &(dyn Fn(T) -> R + Sync),
        meanwhile: &mut dyn FnMut() -> O,
    ) -> (Vec<R>, O) {
        let o = meanwhile();
        (self.map(items, f), o)
    }
}

/// The executor that judges on the calling thread, one item after the other.
#[derive(Debug, Default, Clone, Copy)]
pub struct InOrder;

impl Executor for InOrder {
    fn map<T: Send, R: Send>(&self, items: Vec<T>, f: &(dyn Fn(T) -> R + Sync)) -> Vec<R> {
        items.into_iter().map(f).collect()
    }
}

/// One input to judge: a file, or standard input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A file named on its own: its folder is the tree its records' profile files stay in.
    File(PathBuf),
    /// A file found in a directory argument, `tree`, which its records' profile files stay in.
    Found { path: PathBuf, tree: Arc<Path> },
    /// Standard input: profile files are looked up from the working directory, and stay in it.
    Stdin,
}

impl Input {
    /// How the input is named in verdicts and errors: the path as given, `-` for stdin.
    pub fn shown(&self) -> String {
        match self {
            Input::File(p) | Input::Found { path: p, .. } => p.display().to_string(),
            Input::Stdin => "-".to_owned(),
        }
    }

    /// The file's path; `None` for standard input.
    pub fn path(&self) -> Option<&Path> {
        match self {
            Input::File(p) | Input::Found { path: p, .. } => Some(p),
            Input::Stdin => None,
        }
    }

    /// Where its records' profile files are looked up, and the tree they must stay in.
    pub fn folder(&self) -> Folder<'_> {
        match self {
            Input::File(p) => Folder::of(p.parent()),
            Input::Found { path, tree } => Folder { dir: path.parent(), tree: Some(tree) },
            Input::Stdin => Folder::of(None),
        }
    }
}

/// Finds the inputs to judge as `referee judge PATH...` takes them: `-` (or `/dev/stdin`) is
/// standard input, every other path as [`files_of`] expands it.
pub fn expand(paths: &[PathBuf]) -> Vec<Result<Input, Failure>> {
    inputs(paths).collect()
}

/// The inputs of [`expand`] one at a time, directories walked as they are reached
/// ([`crate::RecordFiles`]): memory follows the largest directory, not the number of files.
pub fn inputs(paths: &[PathBuf]) -> impl Iterator<Item = Result<Input, Failure>> + '_ {
    paths.iter().flat_map(|p| -> Box<dyn Iterator<Item = Result<Input, Failure>>> {
        if p.as_os_str() == "-" || p.as_os_str() == "/dev/stdin" {
            Box::new(std::iter::once(Ok(Input::Stdin)))
        } else {
            each_file_of(p)
        }
    })
}

/// The files of one path: a file as given ([`Input::File`]), a directory searched recursively in
/// sorted path order for the record extensions ([`crate::record_files`]; one with no record in
/// it is an error: a wrong path must not pass for a clean run), each an [`Input::Found`] in the
/// directory's tree.
pub fn files_of(path: &Path) -> Vec<Result<Input, Failure>> {
    each_file_of(path).collect()
}

/// The files of [`files_of`] one at a time, the directory walked as they are asked for.
pub fn each_file_of(path: &Path) -> Box<dyn Iterator<Item = Result<Input, Failure>>> {
    if path.is_dir() {
        let tree: Arc<Path> = Arc::from(path);
        Box::new(
            crate::RecordFiles::new(path)
                .map(move |f| f.map(|path| Input::Found { path, tree: tree.clone() })),
        )
    } else {
        Box::new(std::iter::once(Ok(Input::File(path.to_path_buf()))))
    }
}

/// One game judged: its verdict (localized), its explanation under `--explain`, and the
/// positions of its replay when the batch asks for them (`judge --format html`).
#[derive(Debug, Clone)]
pub struct Judged {
    pub verdict: Verdict,
    pub explained: Option<String>,
    pub trace: Option<crate::trace::Trace>,
}

/// A game's verdict, or why it could not be read or judged: one bad game costs only its own.
pub type Outcome = Result<Judged, Failure>;

/// What a worker hands back for one input: its games' outcomes, or the input left for the
/// calling thread to stream (standard input, or a large collection).
#[derive(Debug)]
pub enum Work {
    Done(Vec<Outcome>),
    Stream(Input),
}

/// What [`Batch::run`] hands its caller, in input order.
// Each event is moved once into the caller's sink, never kept in a collection: boxing the
// verdict would only add an allocation per game.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub enum Event {
    /// One game's outcome.
    Judged(Outcome),
    /// A chunk of files is judged and handed out: `done` files of the batch so far.
    ChunkDone { done: usize },
}

/// How every game of a batch is judged: the records' configuration, the language of the
/// verdict sentences, the explanation's style under `--explain`, and whether each game's
/// positions are traced for a viewer ([`crate::trace`]).
#[derive(Debug, Clone, Copy)]
pub struct Batch<'a> {
    pub config: &'a Config,
    pub lang: Lang,
    pub explain: Option<Style>,
    pub trace: bool,
}

impl<'a> Batch<'a> {
    /// Plain verdicts in English, as the Python module and [`crate::judge_path`] give them.
    pub fn new(config: &'a Config) -> Batch<'a> {
        Batch { config, lang: Lang::En, explain: None, trace: false }
    }

    /// Judges one game read from a file (or why it could not be read), labelled `label`;
    /// profile files the record names are taken from `base`, its folder, within its tree.
    pub fn judge_game(&self, game: Result<Record, InputError>, label: &str, base: Folder<'_>) -> Outcome {
        let record = game.map_err(|error| Failure {
            kind: crate::FailureKind::Unreadable,
            file: label.to_owned(),
            error,
        })?;
        let (mut verdict, explained) = match self.explain {
            // The explanation is drawn from the replay the verdict came from.
            Some(style) => {
                let judged = crate::judge_explained_in(&record, label, base, self.config)?;
                // A traced game (a report page) keeps its verdict where no explanation can be
                // drawn; `--explain` reports why instead.
                let explained = match judged.explain(style) {
                    Err(_) if self.trace => None,
                    explained => Some(explained?),
                };
                (judged.verdict, explained)
            }
            None => (crate::judge_record_in(&record, label, base, self.config)?, None),
        };
        crate::lang::localize(&mut verdict, self.lang);
        let trace =
            if self.trace { crate::games::trace(&record, label, base, &self.config.options) } else { None };
        Ok(Judged { verdict, explained, trace })
    }

    /// Judges every game of one input on the calling thread, or hands it back to be streamed
    /// when `stream` allows and it is standard input or a large collection. `stop` is asked
    /// after each game: a caller that has given up on the result stops the work there. Files
    /// are opened through the folders kept in `scope` (one per chunk).
    pub fn judge_file(
        &self,
        input: &Input,
        stream: bool,
        stop: &(dyn Fn() -> bool + Sync),
        scope: records::FolderScope,
    ) -> Work {
        let read = self.config.read;
        let path = match input.path() {
            Some(path) => path,
            // Standard input may be a collection of any size.
            None if stream => return Work::Stream(Input::Stdin),
            None => {
                let outcome = self.stream_source(input).map(|(format, bytes)| {
                    let games = records::read_bytes_as(format, &bytes, "-", read);
                    self.judge_games(games, "-", input.folder(), stop)
                });
                return Work::Done(outcome.unwrap_or_else(|f| vec![Err(f)]));
            }
        };
        let format = read.format.unwrap_or_else(|| records::format_of_file(path));
        let multi = matches!(format, records::SourceFormat::Sgf | records::SourceFormat::Rif);
        let games = if stream && multi {
            // The format is known: the reader need not work it out from the name again.
            let read = records::ReadOptions { format: Some(format), ..read };
            match records::read_path_unless_larger(path, read, STREAM_BYTES, scope) {
                Some(games) => games,
                None => return Work::Stream(input.clone()),
            }
        } else {
            records::read_path(path, read)
        };
        Work::Done(self.judge_games(games, &input.shown(), input.folder(), stop))
    }

    /// The games of one file judged in order, labelled by [`crate::game_label`], until `stop`.
    fn judge_games(
        &self,
        games: records::Games,
        shown: &str,
        base: Folder<'_>,
        stop: &(dyn Fn() -> bool + Sync),
    ) -> Vec<Outcome> {
        let count = games.len();
        // Sized once: an outcome holds a whole verdict, and a file mostly holds one game.
        let mut out = Vec::with_capacity(count);
        for (i, game) in games.into_iter().enumerate() {
            out.push(self.judge_game(game, &crate::game_label(shown, i, count), base));
            if stop() {
                break;
            }
        }
        out
    }

    /// The files of a chunk judged whole through `exec`, one outcome list per input in input
    /// order; inputs not begun once `stop` is true are skipped. Nothing is streamed: the Python
    /// module's `judge` and `judge_many`.
    pub fn judge_chunk<E: Executor>(
        &self,
        exec: &E,
        inputs: &[Result<Input, Failure>],
        stop: &(dyn Fn() -> bool + Sync),
    ) -> Vec<Vec<Outcome>> {
        // One span of kept folders for the chunk (records::FolderScope).
        let scope = records::FolderScope::begin();
        exec.map(inputs.iter().collect(), &|input| match input {
            _ if stop() => Vec::new(),
            Ok(input) => match self.judge_file(input, false, stop, scope) {
                Work::Done(outcomes) => outcomes,
                Work::Stream(_) => unreachable!("judge_file streams nothing when told not to"),
            },
            Err(f) => vec![Err(f.clone())],
        })
    }

    /// The bytes and format of an input to stream, read on the calling thread.
    fn stream_source(&self, input: &Input) -> Result<(records::SourceFormat, Vec<u8>), Failure> {
        let read = self.config.read;
        let failure = |error| Failure { kind: crate::FailureKind::Unreadable, file: input.shown(), error };
        match input.path() {
            Some(path) => {
                let format = read.format.unwrap_or_else(|| records::format_of_file(path));
                let bytes = records::read_bytes(path, records::size_limit(format)).map_err(failure)?;
                Ok((format, bytes))
            }
            None => records::stream_bytes(std::io::stdin().lock(), read).map_err(failure),
        }
    }

    /// Judges `inputs` a chunk of [`CHUNK`] files at a time through `exec`, handing `sink` every
    /// game's outcome in input order as each chunk is done, then [`Event::ChunkDone`]. Standard
    /// input and large collections are read here, game by game, each chunk of [`GAME_CHUNK`]
    /// games judged through `exec` and handed out before the next is read. An error from `sink`
    /// ends the batch before the next chunk is judged, and is returned.
    pub fn run<E: Executor, X>(
        &self,
        inputs: impl IntoIterator<Item = Result<Input, Failure>>,
        exec: &E,
        mut sink: impl FnMut(Event) -> Result<(), X>,
    ) -> Result<(), X> {
        let never = || false;
        let mut done = 0usize;
        let mut inputs = inputs.into_iter();
        loop {
            let chunk: Vec<Result<Input, Failure>> = inputs.by_ref().take(CHUNK).collect();
            if chunk.is_empty() {
                return Ok(());
            }
            // One span of kept folders per chunk (records::FolderScope): a folder replaced
            // during a batch is read anew from the next chunk on.
            let scope = records::FolderScope::begin();
            let works = exec.map(chunk.iter().collect(), &|input| match input {
                Ok(input) => self.judge_file(input, true, &never, scope),
                Err(f) => Work::Done(vec![Err(f.clone())]),
            });
            done += chunk.len();
            for work in works {
                match work {
                    Work::Done(outcomes) => {
                        for outcome in outcomes {
                            sink(Event::Judged(outcome))?;
                        }
                    }
                    Work::Stream(input) => self.stream(&input, exec, &mut sink)?,
                }
            }
            sink(Event::ChunkDone { done })?;
        }
    }

    /// A large collection or standard input: read here, game by game, each chunk of games
    /// judged through `exec` and handed out before the next is read.
    fn stream<E: Executor, X>(
        &self,
        input: &Input,
        exec: &E,
        sink: &mut impl FnMut(Event) -> Result<(), X>,
    ) -> Result<(), X> {
        let read = self.config.read;
        let (format, bytes) = match self.stream_source(input) {
            Ok(source) => source,
            Err(f) => return sink(Event::Judged(Err(f))),
        };
        let shown = input.shown();
        let base = input.folder();
        let name = match input.path() {
            Some(p) => p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
            None => shown.clone(),
        };
        if format == records::SourceFormat::Sgf && exec.threads() > 1 {
            // Read by the workers in pieces; where a piece's reading cannot be taken, the rest
            // is read here as before.
            let collection = records::sgf::SgfCollection::new(&bytes);
            return match self.stream_sgf(&collection, &shown, base, exec, sink)? {
                Pieces::Done => Ok(()),
                Pieces::Rest(place, several) => {
                    let games = Box::new(collection.rest(place));
                    self.stream_games(games, (place.games_before(), several), &shown, base, exec, sink)
                }
            };
        }
        let games = records::games_of(format, &bytes, &name, read);
        self.stream_games(games, (0, None), &shown, base, exec, sink)
    }

    /// An SGF collection read and judged in pieces of [`PIECE_GAMES`] trees on `exec`'s
    /// threads, about four pieces a thread in flight, each handed out in file order while the
    /// next are judged: [`records::sgf::SgfStitch`] takes a piece's games only where they are
    /// the games the reading of the whole file gives, and the rest is left to be read one game
    /// after the other from where that reading stands.
    fn stream_sgf<E: Executor, X>(
        &self,
        collection: &records::sgf::SgfCollection<'_>,
        shown: &str,
        base: Folder<'_>,
        exec: &E,
        sink: &mut impl FnMut(Event) -> Result<(), X>,
    ) -> Result<Pieces, X> {
        use records::sgf::{SgfPiece, SgfPieceRead, SgfStitch};
        let in_flight = exec.threads().max(1) * 4;
        let mut pieces = collection.pieces(PIECE_GAMES);
        let mut stitch = SgfStitch::default();
        let work = |piece: SgfPiece| -> (SgfPiece, SgfPieceRead, Vec<Outcome>) {
            let mut read = collection.read_piece(&piece);
            // A reading that cannot be taken is not judged.
            let judged = if read.exact {
                let first = piece.from.games_before();
                let games = std::mem::take(&mut read.games);
                let label = |k: usize| crate::game_label(shown, first + k, 2);
                games
                    .into_iter()
                    .enumerate()
                    .map(|(k, game)| self.judge_game(game, &label(k), base))
                    .collect()
            } else {
                Vec::new()
            };
            (piece, read, judged)
        };
        let mut ready: Vec<(SgfPiece, SgfPieceRead, Vec<Outcome>)> = Vec::new();
        let mut first = true;
        loop {
            let round: Vec<SgfPiece> = pieces.by_ref().take(in_flight).collect();
            let last = round.is_empty();
            let (judged, flow) = exec.overlap(round, &work, &mut || -> Result<Option<Pieces>, X> {
                for (piece, read, outcomes) in ready.drain(..) {
                    // `FILE#N` labels: the first piece must hold two games at least.
                    let taken = stitch.take(&piece, &read) && (!first || outcomes.len() > 1);
                    if !taken {
                        return Ok(Some(match first {
                            true => Pieces::Rest(records::sgf::SgfPlace::START, None),
                            false => Pieces::Rest(stitch.place(), Some(true)),
                        }));
                    }
                    first = false;
                    for outcome in outcomes {
                        sink(Event::Judged(outcome))?;
                    }
                    if stitch.is_done() {
                        return Ok(Some(Pieces::Done));
                    }
                }
                Ok(None)
            });
            if let Some(flow) = flow? {
                return Ok(flow);
            }
            if last {
                // Every piece was taken and the reading did not end: the scan found the
                // end of the file where the reading found none.
                return Ok(Pieces::Rest(stitch.place(), if first { None } else { Some(true) }));
            }
            ready = judged;
        }
    }

    /// The games of a collection read here one after the other, each chunk of [`GAME_CHUNK`]
    /// judged through `exec` and handed out before the next is read: the first is game `index`
    /// of the file, and `several` tells whether the file holds more than one game, when that is
    /// known already.
    fn stream_games<E: Executor, X>(
        &self,
        mut games: Box<dyn Iterator<Item = Result<Record, InputError>> + Send + '_>,
        (index, several): (usize, Option<bool>),
        shown: &str,
        base: Folder<'_>,
        exec: &E,
        sink: &mut impl FnMut(Event) -> Result<(), X>,
    ) -> Result<(), X> {
        // `FILE#N` labels when the file holds more than one game: known at the second.
        let first: Vec<_> = games.by_ref().take(if several.is_some() { 0 } else { 2 }).collect();
        let several = several.unwrap_or(first.len() > 1);
        let mut games = first.into_iter().chain(games).enumerate().map(|(i, game)| (index + i, game));
        loop {
            let batch: Vec<_> = games.by_ref().take(GAME_CHUNK).collect();
            if batch.is_empty() {
                return Ok(());
            }
            let judged = exec.map(batch, &|(i, game)| {
                let label = crate::game_label(shown, i, if several { 2 } else { 1 });
                self.judge_game(game, &label, base)
            });
            for outcome in judged {
                sink(Event::Judged(outcome))?;
            }
        }
    }
}

/// The summary line's counts, by what was checked: a typed value, rendered in either language
/// by [`Summary::render`].
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Summary {
    /// Games judged (readable ones).
    pub games: usize,
    /// Agreements, counted.
    pub counted: usize,
    /// Agreements with a count of a record that stops before its end (an estimated end).
    pub estimated: usize,
    /// Agreements checked against the ending the moves reach.
    pub ending: usize,
    /// Agreements taken as claimed.
    pub as_claimed: usize,
    pub disagree: usize,
    pub invalid: usize,
    /// Games that could not be read or judged.
    pub unreadable: usize,
    /// Games whose claim was not compared, by [`Unchecked::ALL`]'s order.
    pub unchecked: [usize; Unchecked::ALL.len()],
}

impl Summary {
    /// Counts one game's outcome.
    pub fn see(&mut self, outcome: &Outcome) {
        match outcome {
            Ok(j) => self.see_verdict(&j.verdict),
            Err(_) => self.unreadable += 1,
        }
    }

    /// Counts one verdict.
    pub fn see_verdict(&mut self, v: &Verdict) {
        self.games += 1;
        match (v.status, v.agrees) {
            (Status::Invalid, _) => self.invalid += 1,
            (_, Some(false)) => self.disagree += 1,
            (_, Some(true)) => match v.settled {
                Settled::Counted => self.counted += 1,
                Settled::Estimated => self.estimated += 1,
                Settled::AsClaimed(_) => self.as_claimed += 1,
                // Compared with the ending the moves reach (no other settlement agrees).
                _ => self.ending += 1,
            },
            (_, None) => {
                let why = match v.settled {
                    Settled::NotCheckable(why) => why,
                    _ => Unchecked::UnknownForm,
                };
                if let Some(i) = Unchecked::ALL.iter().position(|&u| u == why) {
                    self.unchecked[i] += 1;
                }
            }
        }
    }

    /// Every game seen, readable or not.
    pub fn total(&self) -> usize {
        self.games + self.unreadable
    }

    /// `5 games: 2 agree (counted), 1 agree (as claimed), 0 disagree, 1 not checkable (1 no
    /// claim), 1 invalid, 0 unreadable`: agreements by what was checked, and unchecked claims by
    /// why, each shown when there are any; in Chinese the same parts in the same order.
    pub fn render(&self, lang: Lang) -> String {
        let words = Words::of(lang);
        let mut parts = vec![];
        for (n, what) in [
            (self.counted, words.counted),
            (self.estimated, words.estimated),
            (self.ending, words.ending),
            (self.as_claimed, words.as_claimed),
        ] {
            if n > 0 {
                parts.push((words.agree_how)(n, what));
            }
        }
        if parts.is_empty() {
            parts.push((words.agree)(0));
        }
        parts.push((words.disagree)(self.disagree));
        let unchecked: usize = self.unchecked.iter().sum();
        if unchecked > 0 {
            let why: Vec<String> = Unchecked::ALL
                .iter()
                .zip(self.unchecked)
                .filter(|&(_, n)| n > 0)
                .map(|(&u, n)| (words.why)(n, u))
                .collect();
            parts.push((words.unchecked)(unchecked, why.join(words.comma)));
        }
        parts.push((words.invalid)(self.invalid));
        parts.push((words.unreadable)(self.unreadable));
        (words.line)(self.total(), parts.join(words.comma))
    }
}

/// The summary line's words in one language.
struct Words {
    line: fn(usize, String) -> String,
    agree: fn(usize) -> String,
    agree_how: fn(usize, &str) -> String,
    counted: &'static str,
    estimated: &'static str,
    ending: &'static str,
    as_claimed: &'static str,
    disagree: fn(usize) -> String,
    unchecked: fn(usize, String) -> String,
    why: fn(usize, Unchecked) -> String,
    invalid: fn(usize) -> String,
    unreadable: fn(usize) -> String,
    comma: &'static str,
}

impl Words {
    fn of(lang: Lang) -> Words {
        match lang {
            Lang::En => Words {
                line: |n, parts| format!("{}: {parts}", count(n, "game", "games")),
                agree: |n| format!("{n} agree"),
                agree_how: |n, what| format!("{n} agree ({what})"),
                counted: "counted",
                estimated: "counted, end estimated",
                ending: "ending in the moves",
                as_claimed: "as claimed",
                disagree: |n| format!("{n} disagree"),
                unchecked: |n, why| format!("{n} not checkable ({why})"),
                why: |n, u| format!("{n} {}", u.words()),
                invalid: |n| format!("{n} invalid"),
                unreadable: |n| format!("{n} unreadable"),
                comma: ", ",
            },
            Lang::Zh => Words {
                line: |n, parts| format!("共{n}局：{parts}"),
                agree: |n| format!("{n}局相符"),
                agree_how: |n, what| format!("{n}局相符（{what}）"),
                counted: "数子",
                estimated: "数子，终局为估计",
                ending: "着手所至终局",
                as_claimed: "按所记",
                disagree: |n| format!("{n}局不符"),
                unchecked: |n, why| format!("{n}局无法核对（{why}）"),
                why: |n, u| format!("{}{n}局", unchecked_zh(u)),
                invalid: |n| format!("{n}局无效"),
                unreadable: |n| format!("{n}局无法读取"),
                comma: "，",
            },
        }
    }
}

/// Why a claim was not compared, as the Chinese summary line writes it.
fn unchecked_zh(u: Unchecked) -> &'static str {
    match u {
        Unchecked::NoClaim => "未记结果",
        Unchecked::UnknownForm => "结果无法识读",
        Unchecked::MovesStop => "着手未至终局",
        Unchecked::DeadStonesNotRecorded => "未记死子",
        Unchecked::DeadStonesUncertain => "死子未定",
        Unchecked::RuleNotModelled => "引擎规则未建模",
        Unchecked::KomiInDoubt => "结果按另一贴目计",
        Unchecked::CutOff => "文件不完整",
        Unchecked::RulesNotNamed => "未写规则",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every reason a claim goes unchecked has its Chinese words, and the two lines list the
    /// same parts.
    #[test]
    fn summary_in_both_languages() {
        let mut s = Summary { games: 4, counted: 2, disagree: 1, unreadable: 1, ..Summary::default() };
        s.unchecked[0] = 1;
        assert_eq!(
            s.render(Lang::En),
            "5 games: 2 agree (counted), 1 disagree, 1 not checkable (1 no claim), 0 invalid, 1 unreadable"
        );
        assert_eq!(
            s.render(Lang::Zh),
            "共5局：2局相符（数子），1局不符，1局无法核对（未记结果1局），0局无效，1局无法读取"
        );
        for &u in Unchecked::ALL {
            assert!(!unchecked_zh(u).is_ascii());
        }
    }
}
