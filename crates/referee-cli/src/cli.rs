//! The command line: clap definitions and dispatch to the commands.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

const TOP_EXAMPLES: &str = "Examples:
  referee judge game.yaml                          # one line: the verdict
  referee judge --explain game.yaml                # ... with the diagram and the rule in words
  referee judge --lang zh --explain game.yaml      # 中文: 提子, 禁着点, 三三 ...
  referee show game.yaml --ply 40                  # the position after ply 40
  referee show game.yaml --format svg -o game.svg  # the same as a picture
  referee rules list";

const SHOW_EXAMPLES: &str = "Examples:
  referee show fixtures/go/ko-retake-simple.yaml
  referee show fixtures/renju/four-three-is-legal.yaml --ply 4    # Black's forbidden points marked x
  referee show fixtures/junqi/game-flag-captured.yaml --lang zh
  referee show fixtures/go/seki-shared-liberties-split.yaml --format svg -o seki.svg
  referee show fixtures/go/dead-stones-inferred.yaml --dead      # dead stones judged, and why";

const EXAMPLES: &str = "Examples:
  referee judge --explain fixtures/go/suicide-single-stone.yaml
  referee judge --explain --lang zh fixtures/renju/forbidden-illegal-makes-the-record-invalid.yaml
  referee judge fixtures/go/capture-corner.yaml
  referee judge --format json fixtures/            # one JSON line per game
  referee judge --rules go-chinese-2001 --set komi=3.75 games/*.sgf
  referee judge --only problems archive/           # only invalid, disagreeing and unreadable games
  referee judge --format html -o report.html archive/   # one page: table, summary, a board viewer
  cat game.psq | referee judge -                   # standard input, its format read from its content
  referee judge --input-format sgf game.txt        # any name, read as SGF
  referee rules list
  referee show fixtures/go/ko-retake-simple.yaml --ply 5

Text verdicts print each note of the verdict indented under its line (`--quiet` hides them).
The summary line says what was checked: agree (counted) / agree (ending in the moves) / agree
(as claimed, when the moves stop early or a resignation follows two passes), disagree, not
checkable (and why), invalid, unreadable.";

#[derive(Parser, Debug)]
#[command(name = "referee", version, about = "Adjudicates recorded games of Go, Renju/Gomoku and Junqi",
          after_help = format!("{TOP_EXAMPLES}\n\n{}", crate::exit::HELP))]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Adjudicate game records (files, directories, or - for standard input)
    #[command(after_help = EXAMPLES)]
    Judge(JudgeArgs),
    /// Built-in rule profiles
    Rules {
        #[command(subcommand)]
        command: RulesCommand,
    },
    /// Draw the position after ply N (default: the end)
    #[command(after_help = SHOW_EXAMPLES)]
    Show {
        /// A game record
        file: PathBuf,
        /// Draw the position after this many plies
        #[arg(long)]
        ply: Option<usize>,
        /// Use this profile (a built-in name or a path)
        #[arg(long)]
        rules: Option<String>,
        /// Override one profile key (repeatable)
        #[arg(long = "set", value_name = "KEY=VALUE")]
        sets: Vec<String>,
        /// A folder whose profile files the record may name with `rules:`, beside its own folder
        /// (repeatable; see `referee judge --help`)
        #[arg(long = "profiles", value_name = "DIR")]
        profiles: Vec<PathBuf>,
        /// Text for a terminal, or a standalone SVG picture
        #[arg(long, value_enum, default_value_t = OutputArg::Text)]
        format: OutputArg,
        /// Write the drawing to this file instead of stdout
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
        /// Language of the captions
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
        /// Go: mark the stones the referee judges dead (and those it is unsure of), and say why
        /// each was judged so (docs/rules/go.md §1.8, "Dead stones")
        #[arg(long)]
        dead: bool,
    },
    /// Apply game results in order to rating points (seed 002: levels of 100, new players at 300)
    #[command(after_help = RATE_EXAMPLES)]
    Rate {
        /// A YAML file: `results: [{winner: A, loser: B}, {draw: [A, C]}, ...]`, optional `players: {A: 450}`
        file: PathBuf,
    },
    /// Be a GTP referee (for gogui-twogtp -referee): judge every move, count the end
    #[command(after_help = GTP_EXAMPLES)]
    Gtp {
        /// The Go profile to judge by (a built-in name or a path)
        #[arg(long, default_value = "go-chinese")]
        rules: String,
        /// Override one profile key, e.g. --set komi=3.75 (repeatable)
        #[arg(long = "set", value_name = "KEY=VALUE")]
        sets: Vec<String>,
    },
    /// Play engines against each other, judging every move (GTP for Go, Gomocup for Gomoku/Renju)
    #[command(after_help = MATCH_EXAMPLES)]
    // Boxed: its many options make it far larger than the other commands.
    Match(Box<MatchArgs>),
    /// Print the JSON Schema of a line of `referee judge --format json` (docs/contract.md)
    Schema,
}

const GTP_EXAMPLES: &str =
    "The referee answers protocol_version name version list_commands known_command boardsize
clear_board komi play undo fixed_handicap set_free_handicap genmove final_score final_status
final_status_list quit.
`play` of an illegal move answers `? illegal move: <why>`; `final_score` counts by the profile
with the dead stones its `dead_stones` key gives (auto, the default: the referee's life
judgement, which final_status_list dead|alive|seki lists; --set dead_stones=agreed: none).
Komi from the controller (GTP, in points) replaces the profile's.

Example:
  gogui-twogtp -black 'gnugo --mode gtp' -white 'gnugo --mode gtp --level 1' \\
      -referee 'referee gtp --rules go-chinese' -size 9 -games 2 -sgffile game";

const MATCH_EXAMPLES: &str = "Examples:
  referee match \"/usr/games/gnugo --mode gtp --level 0\" \"/usr/games/gnugo --mode gtp --level 5\" \\
      --rules go-chinese --set size=9 --games 4 -o out/
  referee judge out/        # re-judges every record the match wrote
  referee match --engines engines.yaml --rules go-chinese --set size=9 --games 2 -o rr/
                            # a round robin (--gauntlet: the first engine against each other)

Engine A has Black in odd-numbered games, B in even ones. An illegal move, a move out of time
(the profile's clock keys, on wall time; --set-a/--set-b give an engine a clock of its own,
time odds), a crash, a hang (no answer within --hang-timeout when
no clock runs), an unparseable answer or an early exit loses the game for that engine; the
record's C[] says which. Go under dead_stones auto (the default): after two passes both
engines are asked `final_status_list dead`; their agreement stands unless the referee's life
judgement contradicts it, else play goes on (kgs-genmove_cleanup where listed) until both pass
again, and the stones left stand. Records mark the count's territory (TB/TW). Go handicap
games: --set handicap=N (GTP's fixed points; --set handicap_placement=free lets Black's engine
choose), written HA/AB.

Output in DIR: game-NNN.sgf, game-NNN.log (what a Gomocup engine said beside its answers:
MESSAGE, DEBUG, ERROR, UNKNOWN; then every line to and from the engines), journal.jsonl (one line per game as it finishes),
verdicts.jsonl (one `referee judge --format json` line per record), table.txt and table.json
(Elo, LOS, pentanomial counts with --openings, the SPRT with --sprt), index.html (the table and
every game in the report page's viewer, rewritten after each game). SIGINT, SIGTERM or SIGHUP
stops the match: the games under way are dropped (never scored as forfeits; the engines run in
process groups of their own, so a Ctrl-C reaches the referee alone) and their engines ended,
the finished games' verdicts and table are written, and the exit status is 130 (a second signal
ends the referee and its engines at once); `referee match --resume DIR` plays the games its
journal lacks, with the settings saved in DIR/match.json, and writes the table of all of them.
A file that cannot be written (a full disk) stops the match with exit 2, naming it; the journal
stays whole, and --resume continues. DIR/.lock keeps a second run out of DIR while one plays. A tournament (--engines FILE, a YAML
list of `name:` and `command:` and, for an engine's own clock, `set: [main_time=30s]`, for a
Gomocup engine's own INFO pairs, `info: {thread_num: 1}`, or
--engine NAME=COMMAND repeated) plays each pair's match in
DIR/pair-A-B/ and writes crosstable.txt and crosstable.json; --resume DIR continues it. Every
engine of a tournament is started and asked its name before the first game; its --concurrency
counts games at once across all its pairs. Seeded engines replay the same games at any
concurrency and after --resume under --restart-engines; with engines kept, only two runs at the
same concurrency with no interrupt do (docs/matches.md, Reproducible runs). Exit 0 when every record re-judges as agreeing, 1 when one does not, 2 for a usage error
(an engine that cannot start or does not answer its first command, a bad profile, --concurrency
above --games (a tournament: above its games in all), a non-empty DIR, a DIR another run is
playing into) or a file that cannot be written.";

#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// Engine A's command line (split on spaces; quotes group words)
    #[arg(required_unless_present_any = ["resume", "engines", "engine"])]
    pub engine_a: Option<String>,
    /// Engine B's command line
    #[arg(required_unless_present_any = ["resume", "engines", "engine"])]
    pub engine_b: Option<String>,
    /// A tournament: the engines, from a YAML list of `name:` and `command:`, and `set:` clock
    /// keys for an engine's own clock if any (each pair plays --games games, in DIR/pair-A-B)
    #[arg(long, value_name = "FILE", conflicts_with_all = ["engine_a", "engine_b", "sprt"])]
    pub engines: Option<PathBuf>,
    /// A tournament engine, e.g. --engine 'gnugo5=gnugo --mode gtp --level 5' (repeatable; after
    /// the engines of --engines)
    #[arg(long, value_name = "NAME=COMMAND", conflicts_with_all = ["engine_a", "engine_b", "sprt"])]
    pub engine: Vec<String>,
    /// With --engines/--engine: the first engine plays each of the others (default: every
    /// engine plays every other, a round robin)
    #[arg(long)]
    pub gauntlet: bool,
    /// The profile to play by (a built-in name or a path)
    #[arg(long, required_unless_present = "resume")]
    pub rules: Option<String>,
    /// Override one profile key, e.g. --set size=9 or --set main_time=5m (repeatable)
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub sets: Vec<String>,
    /// A clock key for engine A's clock alone, on top of --set: time odds, e.g. --set-a
    /// main_time=1m (repeatable; main_time, overtime, reserve, periods, period, increment, stones, move_time)
    #[arg(long = "set-a", value_name = "KEY=VALUE", conflicts_with_all = ["engines", "engine"])]
    pub sets_a: Vec<String>,
    /// A clock key for engine B's clock alone, on top of --set (as --set-a)
    #[arg(long = "set-b", value_name = "KEY=VALUE", conflicts_with_all = ["engines", "engine"])]
    pub sets_b: Vec<String>,
    /// A Gomocup `INFO KEY VALUE` pair for engine A alone, sent in each game after the
    /// referee's own INFO lines, e.g. --info-a thread_num=1 (repeatable; one word or number
    /// each; max_memory and game_type replace the referee's values; a tournament engine's
    /// `info:` map does the same)
    #[arg(long = "info-a", value_name = "KEY=VALUE", conflicts_with_all = ["engines", "engine"])]
    pub info_a: Vec<String>,
    /// A Gomocup `INFO KEY VALUE` pair for engine B alone (as --info-a)
    #[arg(long = "info-b", value_name = "KEY=VALUE", conflicts_with_all = ["engines", "engine"])]
    pub info_b: Vec<String>,
    /// A GTP command sent to engine A after it starts and after each clear_board, e.g.
    /// --gtp-a "level 0" (repeatable, in order; an engine answering `?` to one is an error
    /// before any game; the engines file's `gtp:` in a tournament)
    #[arg(long = "gtp-a", value_name = "COMMAND", conflicts_with_all = ["engines", "engine"])]
    pub gtp_a: Vec<String>,
    /// A GTP command sent to engine B after it starts and after each clear_board (as --gtp-a)
    #[arg(long = "gtp-b", value_name = "COMMAND", conflicts_with_all = ["engines", "engine"])]
    pub gtp_b: Vec<String>,
    /// Number of games
    #[arg(long, default_value_t = 2)]
    pub games: usize,
    /// Games played at once (at most --games; in a tournament, across all its pairs, at most
    /// the tournament's games)
    #[arg(long, default_value_t = 1)]
    pub concurrency: usize,
    /// In a tournament: print the crosstable so far (on standard error, with the game lines)
    /// after every N finished games; 0 never (default: --games, about once a pair)
    #[arg(long, value_name = "N")]
    pub crosstable_interval: Option<usize>,
    /// Openings, each played twice with colours swapped: an SGF file (one game or a collection;
    /// Go, or GM[4] for Gomoku and Renju), a RenjuNet .rif database, a Gomocup .psq record,
    /// Gomocup's offsets file (`0,0, 1,-1` per line), move lists one per line; or a folder of
    /// .sgf/.rif/.psq files, by name
    #[arg(long, value_name = "FILE|DIR")]
    pub openings: Option<PathBuf>,
    /// The order the openings are played in: as in the file, or shuffled by --seed
    #[arg(long, value_enum, value_name = "ORDER", default_value_t = OpeningsOrder::Sequential, requires = "openings")]
    pub openings_order: OpeningsOrder,
    /// The seed of --openings-order random (default 1): the same seed gives the same order
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// The place (from 1), in that order, of the opening of games 1 and 2; the ones before it
    /// are played after the last
    #[arg(long, value_name = "K", default_value_t = 1, requires = "openings")]
    pub openings_start: usize,
    /// Seconds an engine may take to answer when no clock limits it; longer is a hang and loses
    #[arg(long, default_value_t = 60.0, value_name = "SECONDS")]
    pub hang_timeout: f64,
    /// Stop when a sequential probability ratio test of A against B decides, e.g.
    /// elo0=0,elo1=5,alpha=0.05,beta=0.05 (--games is then the most games played)
    #[arg(long, value_name = "elo0=E0,elo1=E1[,alpha=A,beta=B]")]
    pub sprt: Option<String>,
    /// Start each game's engines afresh (by default an engine plays its next game in the same
    /// process, after GTP clear_board or Gomocup RESTART, and is restarted only after a fault
    /// or a loss on time)
    #[arg(long)]
    pub restart_engines: bool,
    /// Go, two engines: from ply FROM on [default: 20] ask both engines final_score after every
    /// move, and end the game when both name the same winner by at least MARGIN points at
    /// CHECKS checks in a row [default: 3]; the record says so (off by default; an engine that
    /// does not list final_score turns it off for the game)
    #[arg(long, value_name = "MARGIN[:CHECKS[:FROM]]", conflicts_with_all = ["engines", "engine"])]
    pub adjudicate_score: Option<String>,
    /// Output directory (created; must be empty if it exists)
    #[arg(short, long, value_name = "DIR", required_unless_present = "resume")]
    pub output: Option<PathBuf>,
    /// Continue the interrupted match in DIR: the same engines, profile, keys, openings and
    /// games, skipping the games its journal lists as finished
    #[arg(long, value_name = "DIR", conflicts_with_all = [
        "engine_a", "engine_b", "engines", "engine", "gauntlet", "rules", "sets", "sets_a", "sets_b", "info_a", "info_b", "gtp_a", "gtp_b", "games",
        "concurrency", "openings", "openings_order", "seed", "openings_start",
        "hang_timeout", "sprt", "output", "restart_engines", "adjudicate_score"
    ])]
    pub resume: Option<PathBuf>,
    /// Two engines: print the running W-L-D, points, Elo +/- 95%, LOS (and LLR with its bounds
    /// under --sprt) on every Nth finished game's line on stderr [default: 1; 0: never]; may be
    /// given with --resume
    #[arg(long, value_name = "N", conflicts_with_all = ["engines", "engine"])]
    pub rating_interval: Option<usize>,
    /// How the final table is printed (table.txt and table.json are always written)
    #[arg(long, value_enum, default_value_t = TableFormat::Text)]
    pub format: TableFormat,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableFormat {
    Text,
    Json,
}

/// `--openings-order`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpeningsOrder {
    Sequential,
    Random,
}

const RATE_EXAMPLES: &str =
    "Within 100 points the winner gains 10 - (winner - loser)/10 and the loser loses as much;
a higher-rated winner more than 100 points ahead gains nothing; an upset is worth at most 20.

Example:
  referee rate results.yaml";

#[derive(Subcommand, Debug)]
enum RulesCommand {
    /// List the built-in profiles: name, game, description
    List,
    /// Print a built-in profile as YAML
    Show { name: String },
    /// Validate profile files
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

/// `--lang`: the language of sentences and captions.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LangArg {
    /// English
    En,
    /// Chinese (简体中文), with the terms of the Chinese rule texts
    Zh,
}

impl From<LangArg> for referee::lang::Lang {
    fn from(l: LangArg) -> Self {
        match l {
            LangArg::En => referee::lang::Lang::En,
            LangArg::Zh => referee::lang::Lang::Zh,
        }
    }
}

/// `show --format`: the form of a drawing.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutputArg {
    /// Text with box-drawing characters, for a terminal
    Text,
    /// A standalone SVG picture
    Svg,
}

impl From<OutputArg> for referee::draw::Output {
    fn from(o: OutputArg) -> Self {
        match o {
            OutputArg::Text => referee::draw::Output::Text,
            OutputArg::Svg => referee::draw::Output::Svg,
        }
    }
}

/// Output formats of `judge`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// One line per game for people, and a summary line for batches
    Text,
    /// One JSON object per game, one per line (JSON Lines)
    Json,
    /// One YAML document per game
    Yaml,
    /// GitHub Actions annotations: an error per invalid, disagreeing or unreadable game, a
    /// warning per claim not checkable, the summary as a notice (docs/ci.md)
    Github,
    /// One JUnit XML document, a test case per game (failure, error or skipped) (docs/ci.md)
    Junit,
    /// One self-contained HTML page: the summary, a sortable table of every game, and a
    /// viewer that steps through each game's moves (README, "Report page")
    Html,
}

/// `--input-format`: the reader for every input, whatever its name.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputFormat {
    /// Smart Game Format (Go GM[1], Renju/Gomoku GM[4])
    Sgf,
    /// Gomocup PSQ (Piskvork)
    Psq,
    /// RenjuNet XML database
    Rif,
    /// The referee's own YAML record
    Yaml,
}

impl From<InputFormat> for records::SourceFormat {
    fn from(f: InputFormat) -> Self {
        match f {
            InputFormat::Sgf => records::SourceFormat::Sgf,
            InputFormat::Psq => records::SourceFormat::Psq,
            InputFormat::Rif => records::SourceFormat::Rif,
            InputFormat::Yaml => records::SourceFormat::Yaml,
        }
    }
}

/// `--only`: which verdicts are printed (the summary line still counts every game).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Only {
    /// Invalid records, claims the referee disagrees with, and inputs that cannot be read
    Problems,
}

#[derive(clap::Args, Debug)]
pub struct JudgeArgs {
    /// Game records: files, directories searched recursively for *.yaml *.yml *.sgf *.psq *.rif,
    /// or - (also /dev/stdin) for standard input
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// Read every input in this format, whatever its name [default: by the extension .yaml .yml
    /// .sgf .psq .rif; otherwise, and on standard input, by content: `(;` SGF, `<` RIF, a
    /// Piskvork header PSQ, else YAML]
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub input_format: Option<InputFormat>,
    /// Output format
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Write the output to this file instead of standard output (e.g. `--format html -o
    /// report.html`)
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Use this profile (a built-in name or a path) instead of the one the record names
    #[arg(long)]
    pub rules: Option<String>,
    /// Override one profile key of every record, e.g. --set komi=3.75 (stones; komi_points=7.5 for
    /// points) (repeatable); a key the record's game lacks is an error for that record
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub sets: Vec<String>,
    /// A folder whose profile files records may name with `rules:` (repeatable). Without it a
    /// record may name only profile files inside the folder tree being judged (the directory
    /// given, or the folder of a file given); anything else is the record's error
    #[arg(long = "profiles", value_name = "DIR")]
    pub profiles: Vec<PathBuf>,
    /// Worker threads for many files (default: all cores)
    #[arg(long)]
    pub jobs: Option<usize>,
    /// PSQ: take the claimed result from a file name ending in _1 (Black won), _2 (White) or _0 (draw)
    #[arg(long)]
    pub result_from_filename: bool,
    /// Skip YAML files that are plainly no game record (a CI workflow, a .pre-commit-config.yaml,
    /// a rule profile: no key of a record at their top level) instead of reporting them; the
    /// pre-commit hook passes every changed YAML file
    #[arg(long)]
    pub skip_non_records: bool,
    /// Text format: after each verdict, the diagram at the violation (or the end) and the rule in words
    #[arg(long)]
    pub explain: bool,
    /// Text format: leave out the notes printed under each verdict line
    #[arg(short, long)]
    pub quiet: bool,
    /// Print only these verdicts: `problems` is invalid records, disagreeing claims and
    /// unreadable inputs (the summary line still counts every game)
    #[arg(long, value_enum, value_name = "WHICH")]
    pub only: Option<Only>,
    /// Language of verdict sentences and explanations (keys, rule ids and results never change)
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub lang: LangArg,
}

/// The whole command line as clap sees it: for the binary, and for `cargo xtask dist`, which
/// writes shell completions and the man page from it.
pub fn command() -> clap::Command {
    <Cli as clap::CommandFactory>::command()
}

/// Parses the command line and runs the command; the process exit code is returned.
/// `stdout_closed_at_start` is whether descriptor 1 was closed before the Rust runtime started,
/// which only the binary can see (`main.rs`).
pub fn run(stdout_closed_at_start: bool) -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { crate::exit::BAD_INPUT } else { crate::exit::OK };
            // Errors go to stderr, where a failed write has nowhere to be reported; help and
            // the version go to stdout, which fails like every command's output.
            let printed = e.print().and_then(|()| std::io::Write::flush(&mut std::io::stdout()));
            return match printed {
                Err(err) if !e.use_stderr() => crate::output::failed(&err, code),
                _ => ExitCode::from(code),
            };
        }
    };
    // The write-error rule (docs/contract.md, "Exit codes"): output that cannot be written is exit 2, said on stderr,
    // before any work (a drawing written to `--output FILE` needs no stdout).
    let to_stdout = !matches!(&cli.command, Command::Show { output: Some(_), .. })
        && !matches!(&cli.command, Command::Judge(JudgeArgs { output: Some(_), .. }));
    if let Err(why) =
        crate::output::stdout_usable(stdout_closed_at_start)
            .or_else(|e| if to_stdout { Err(e) } else { Ok(()) })
    {
        crate::output::warn(format_args!("referee: {why}"));
        return ExitCode::from(crate::exit::BAD_INPUT);
    }
    match cli.command {
        Command::Judge(args) => crate::batch::run(&args),
        Command::Schema => {
            let text =
                serde_json::to_string_pretty(&referee::schema::judge_line()).unwrap_or_default() + "\n";
            match crate::output::print(&text) {
                Ok(()) => ExitCode::from(crate::exit::OK),
                Err(e) => crate::output::failed(&e, crate::exit::OK),
            }
        }
        Command::Rules { command } => match command {
            RulesCommand::List => crate::rules_cmd::list(),
            RulesCommand::Show { name } => crate::rules_cmd::show(&name),
            RulesCommand::Check { files } => crate::rules_cmd::check(&files),
        },
        Command::Show { file, ply, rules, sets, profiles, format, output, lang, dead } => {
            crate::show::run(&crate::show::ShowArgs {
                file,
                ply,
                rules,
                sets,
                profiles,
                format: format.into(),
                output,
                lang: lang.into(),
                dead,
            })
        }
        Command::Rate { file } => crate::rate::run(&file),
        Command::Gtp { rules, sets } => crate::gtp_cmd::run(&rules, &sets),
        Command::Match(args) => crate::match_cmd::run(&args),
    }
}
