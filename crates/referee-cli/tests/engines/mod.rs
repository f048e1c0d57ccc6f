//! What the live-engine tests share (`matches.rs`, `gnugo.rs`, `clocks.rs`, `gtp.rs`): the
//! referee run with a timeout of its own, the test engine's command lines, scratch output
//! directories, a match played and its verdicts read, a match that must not start, and the
//! engines still running.
// Each test file uses some of these.
#![allow(dead_code)]

pub use std::path::{Path, PathBuf};
pub use std::time::Duration;

pub use assert_cmd::Command;

#[path = "../common/mod.rs"]
mod common;

/// A generous limit for a whole command: faults are timed in seconds, so only a hang of the
/// referee itself can reach it.
pub const LIMIT: Duration = Duration::from_secs(120);

pub fn root() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).canonicalize().expect("workspace root")
}

pub fn referee() -> Command {
    let mut c = Command::cargo_bin("referee").expect("referee binary");
    c.current_dir(root()).timeout(LIMIT);
    c
}

/// The test engine's command line for `protocol` and `behaviour`.
pub fn engine(protocol: &str, behaviour: &str) -> String {
    format!("'{}' {protocol} {behaviour}", env!("CARGO_BIN_EXE_referee-test-engine"))
}

/// An output directory that does not exist yet.
pub fn out_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("referee-match-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

pub struct Ran {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

pub fn run(c: &mut Command) -> Ran {
    let out = c.output().expect("run referee");
    Ran {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Plays a match and returns its verdict lines (verdicts.jsonl) as JSON values.
pub fn play(
    name: &str,
    a: &str,
    b: &str,
    rules: &str,
    sets: &[&str],
    games: usize,
) -> (PathBuf, Vec<serde_json::Value>) {
    play_with(name, a, b, rules, sets, games, "20")
}

/// [`play`] with `--hang-timeout HANG`.
pub fn play_with(
    name: &str,
    a: &str,
    b: &str,
    rules: &str,
    sets: &[&str],
    games: usize,
    hang: &str,
) -> (PathBuf, Vec<serde_json::Value>) {
    let args: Vec<&str> = sets.iter().flat_map(|s| ["--set", s]).collect();
    play_args(name, a, b, rules, &args, games, hang)
}

/// [`play_with`] with `args` as given (`--set K=V`, `--set-a K=V`, ...).
pub fn play_args(
    name: &str,
    a: &str,
    b: &str,
    rules: &str,
    args: &[&str],
    games: usize,
    hang: &str,
) -> (PathBuf, Vec<serde_json::Value>) {
    let dir = out_dir(name);
    let mut c = referee();
    c.args(["match", a, b, "--rules", rules, "--games", &games.to_string(), "--hang-timeout", hang, "-o"])
        .arg(&dir)
        .args(args);
    let ran = run(&mut c);
    assert_eq!(ran.code, 0, "stdout:\n{}\nstderr:\n{}", ran.stdout, ran.stderr);
    let text = std::fs::read_to_string(dir.join("verdicts.jsonl")).expect("verdicts.jsonl");
    let verdicts: Vec<serde_json::Value> =
        text.lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect();
    assert_eq!(verdicts.len(), games, "{text}");
    (dir, verdicts)
}

/// `referee judge DIR` over the written records: every one agrees.
pub fn rejudge(dir: &Path, games: usize) {
    let ran = run(referee().args(["judge", "--format", "json"]).arg(dir));
    assert_eq!(ran.code, 0, "{}\n{}", ran.stdout, ran.stderr);
    let agree = ran.stdout.lines().filter(|l| l.contains("\"agrees\":true")).count();
    assert_eq!(agree, games, "{}", ran.stdout);
}

pub fn field<'v>(v: &'v serde_json::Value, key: &str) -> &'v str {
    v[key].as_str().unwrap_or("")
}

/// A `referee gtp` session: the commands in, the answers out.
pub fn gtp(commands: &str, args: &[&str]) -> Vec<String> {
    let mut c = referee();
    c.arg("gtp").args(args).write_stdin(commands.to_owned());
    let ran = run(&mut c);
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    ran.stdout.split("\n\n").filter(|s| !s.is_empty()).map(str::to_owned).collect()
}

/// The ids of the running test engine processes whose arguments are `args` (NUL-separated;
/// Linux: read from /proc). A slow engine still sleeping here was never killed. (Zombies have
/// no command line; that engines are reaped is tested in crates/arena/src/engine.rs.)
pub fn running(args: &str) -> Vec<String> {
    let wanted = format!("{}\0{args}\0", env!("CARGO_BIN_EXE_referee-test-engine"));
    common::processes(|c| c == wanted.as_bytes())
}

/// A match that must not start: exit 2, the message on stderr, no output directory.
pub fn refused(name: &str, a: &str, b: &str, extra: &[&str], message: &str) {
    let dir = out_dir(name);
    let mut c = referee();
    c.args(["match", a, b, "--rules", "gomoku-freestyle"]).args(extra).arg("-o").arg(&dir);
    let ran = run(&mut c);
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains(message), "{}", ran.stderr);
    assert!(!dir.exists(), "the output directory was made for a match that did not start");
}
