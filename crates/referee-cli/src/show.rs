//! `referee show FILE [--ply N] [--format text|svg] [-o FILE] [--lang en|zh]`: the position
//! after ply N, drawn as text or as a standalone SVG picture.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::batch::error_line_in;
use crate::exit;
use crate::output::{self, warn};
use records::ReadOptions;
use referee::draw::{Output, Style};
use referee::lang::Lang;
use referee::profile;
use referee::{Config, Options};

/// What `referee show` was asked.
#[derive(Debug)]
pub struct ShowArgs {
    /// The record.
    pub file: PathBuf,
    /// Draw the position after this many plies (the end when `None`).
    pub ply: Option<usize>,
    /// `--rules`.
    pub rules: Option<String>,
    /// `--set`, in order.
    pub sets: Vec<String>,
    /// `--profiles`: folders whose profile files the record may name.
    pub profiles: Vec<PathBuf>,
    /// Text or SVG.
    pub format: Output,
    /// Where to write the drawing (stdout when `None`).
    pub output: Option<PathBuf>,
    /// The language of the captions.
    pub lang: Lang,
    /// `--dead`: mark the stones the referee judges dead and say why.
    pub dead: bool,
}

/// Runs `referee show`; the exit code is returned.
pub fn run(args: &ShowArgs) -> ExitCode {
    let file = &args.file;
    let mut config = Config {
        options: Options { rules: args.rules.clone(), sets: Vec::new(), ..Options::default() },
        ..Config::new()
    };
    if let Err(e) = referee::check_profile_folders(&args.profiles) {
        warn(format_args!("referee: {}", referee::lang::errors::text(&e, args.lang)));
        return ExitCode::from(exit::BAD_INPUT);
    }
    config.options.profiles.clone_from(&args.profiles);
    for s in &args.sets {
        match profile::parse_set_typed(s) {
            Ok(o) => config.options.sets.push(o),
            Err(e) => {
                warn(format_args!("referee: {}", referee::lang::errors::text(&e, args.lang)));
                return ExitCode::from(exit::BAD_INPUT);
            }
        }
    }
    // Colour only for text going straight to a terminal: never into a file or a pipe.
    let color = args.format == Output::Text && args.output.is_none() && std::io::stdout().is_terminal();
    let style = Style { output: args.format, lang: args.lang, color };
    // `FILE#N` draws the N-th game of a collection, as `judge` labels it.
    let (path, number) = split_game_number(file);
    let shown = path.display().to_string();
    // `-o` over the record (or the `--rules` file) would replace it with its drawing: refused
    // before anything is read, whatever name either is given by.
    if let Some(out) = &args.output {
        let inputs = std::iter::once(path.as_path()).chain(args.rules.as_deref().map(Path::new));
        if let Some(input) = inputs.into_iter().find(|i| same_file(out, i)) {
            let said = [out.display().to_string(), input.display().to_string()];
            warn(format_args!(
                "referee: {}",
                output::shown(&crate::words::say(&crate::words::OUTPUT_IS_INPUT, args.lang, &said))
            ));
            return ExitCode::from(exit::BAD_INPUT);
        }
    }
    if path.is_dir() {
        let error =
            records::error!(referee::lang::errors::SHOW_DIRECTORY, records::Loc::UNKNOWN; "referee show");
        let f = referee::Failure { kind: referee::FailureKind::Unreadable, file: shown, error };
        warn(format_args!("{}", error_line_in(&f, args.lang)));
        return ExitCode::from(exit::BAD_INPUT);
    }
    let games = records::read_path(&path, ReadOptions::default());
    if games.len() > 1 {
        // Which game of a collection is drawn, and how to name another (on stderr: stdout holds
        // the drawing, which may be SVG).
        let n = number.unwrap_or(1);
        let shown_args = [shown.clone(), games.len().to_string(), n.to_string()];
        warn(format_args!(
            "referee: {}",
            crate::words::say(&crate::words::DRAWING_GAME, args.lang, &shown_args)
        ));
    }
    let drawn = referee::pick_game(games, &shown, number).and_then(|record| {
        let label = number.map_or_else(|| shown.clone(), |n| format!("{shown}#{n}"));
        if let Some(n) = args.ply {
            referee::check_ply(&record, &label, path.parent(), &config, &format!("--ply {n}"), n)?;
        }
        if args.dead {
            referee::draw_dead(&record, &label, path.parent(), &config, args.ply, style)
        } else {
            referee::draw_game(&record, &label, path.parent(), &config, args.ply, style)
        }
    });
    match (drawn, &args.output) {
        (Ok(text), None) => match output::print(&text) {
            Ok(()) => ExitCode::from(exit::OK),
            Err(e) => output::failed(&e, exit::OK),
        },
        (Ok(text), Some(path)) => match std::fs::write(path, text) {
            Ok(()) => ExitCode::from(exit::OK),
            Err(e) => {
                let written = [path.display().to_string(), e.to_string()];
                warn(format_args!(
                    "referee: {}",
                    crate::words::say(&crate::words::CANNOT_WRITE, args.lang, &written)
                ));
                ExitCode::from(exit::BAD_INPUT)
            }
        },
        (Err(f), _) => {
            warn(format_args!("{}", error_line_in(&f, args.lang)));
            ExitCode::from(exit::BAD_INPUT)
        }
    }
}

/// Whether `a` and `b` are one file, whatever their names (hard links, symlinks, `./`, `..`): the
/// same device and inode on Unix, the same canonical path elsewhere. A path that does not exist
/// is no file of another.
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (std::fs::metadata(a), std::fs::metadata(b)) {
            (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        match (a.canonicalize(), b.canonicalize()) {
            (Ok(x), Ok(y)) => x == y,
            _ => false,
        }
    }
}

/// `game.sgf#2` → (`game.sgf`, game 2), when the file as written does not exist and the text
/// after the last `#` is a number; any other path is taken as it is.
fn split_game_number(file: &Path) -> (PathBuf, Option<usize>) {
    let text = file.to_string_lossy();
    if !file.exists() {
        if let Some((path, n)) = text.rsplit_once('#') {
            if let Ok(n) = n.parse::<usize>() {
                return (PathBuf::from(path), Some(n));
            }
        }
    }
    (file.to_path_buf(), None)
}
