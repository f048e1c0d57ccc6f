//! What `referee` does when it cannot write: a closed pipe ends the run quietly, a full disk is
//! exit 2 with one message, and a closed stderr never turns an error into a panic (exit 101).
//! Every command is run, since each one prints.
#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).canonicalize().expect("workspace root")
}

fn referee() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_referee"));
    c.current_dir(root());
    c
}

/// A scratch directory for files a test writes.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("referee-output-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// A record whose claim agrees with its verdict: judged alone it exits 0.
const AGREES: &str = "rules: go-chinese\nset: {size: 9}\nmoves: [E5, resign]\nresult: B+R\n";

/// A results file for `referee rate`.
fn results(dir: &Path) -> PathBuf {
    let p = dir.join("results.yaml");
    std::fs::write(&p, "results:\n  - {winner: Alice, loser: Bob}\n").expect("write results");
    p
}

/// Runs `c` with stdout the write end of a pipe whose read end is already closed, so that the
/// very first write fails with EPIPE, whatever the timing.
fn into_closed_pipe(c: &mut Command) -> Output {
    let (reader, writer) = std::io::pipe().expect("pipe");
    drop(reader);
    c.stdout(writer).stderr(Stdio::piped()).output().expect("run referee")
}

/// Runs `c` with stdout `/dev/full`, where every write fails with ENOSPC.
fn into_full_disk(c: &mut Command) -> Output {
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").expect("open /dev/full");
    c.stdout(full).stderr(Stdio::piped()).output().expect("run referee")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// One command line of every command that writes to stdout, with the files it needs.
fn every_command(dir: &Path) -> Vec<Vec<String>> {
    let game = dir.join("game.yaml");
    std::fs::write(&game, AGREES).expect("write record");
    let game = game.display().to_string();
    let results = results(dir).display().to_string();
    [
        vec!["judge", &game],
        vec!["judge", "--format", "json", &game],
        vec!["judge", "--format", "yaml", &game],
        vec!["judge", "--explain", &game],
        vec!["show", &game],
        vec!["rules", "list"],
        vec!["rules", "show", "go-chinese"],
        vec!["rules", "check", "rules/go-chinese.yaml"],
        vec!["rate", &results],
        vec!["--help"],
        vec!["judge", "--help"],
        vec!["--version"],
    ]
    .into_iter()
    .map(|args| args.into_iter().map(String::from).collect())
    .collect()
}

#[test]
fn closed_pipe_ends_the_batch_quietly() {
    // 300 records that agree, then one that cannot be parsed, then 300 more. The first chunk of
    // 256 files is judged before anything is written; the first write then fails, so judging
    // must stop there, before the bad file is reached and its error line printed.
    let d = scratch("closed-pipe");
    for i in 0..600 {
        std::fs::write(d.join(format!("g{i:04}.yaml")), AGREES).expect("write record");
    }
    std::fs::write(d.join("g0300-bad.yaml"), "moves: [E5\n").expect("write bad record");

    // With a reader, the bad file is reported: this is what the closed pipe must not reach.
    let read = referee().arg("judge").arg(&d).output().expect("run referee");
    assert_eq!(read.status.code(), Some(2));
    assert!(stderr(&read).contains("g0300-bad.yaml"), "{}", stderr(&read));

    for format in ["text", "json"] {
        let out = into_closed_pipe(referee().args(["judge", "--format", format]).arg(&d));
        // code() is None when a signal killed the process; 101 would be a panic. Every verdict
        // written before the pipe closed agrees, so the code is 0.
        assert_eq!(out.status.code(), Some(0), "--format {format}: {}", stderr(&out));
        assert_eq!(stderr(&out), "", "--format {format}");
    }
}

#[test]
fn closed_pipe_keeps_the_code_of_what_was_written() {
    // The first verdict is written whole into the buffer before the failed write is seen, and
    // it is invalid: its exit code 1 stays, and no message is added.
    let d = scratch("closed-pipe-invalid");
    std::fs::write(d.join("a.yaml"), "rules: go-chinese\nset: {size: 9}\nmoves: [E5, E5]\n")
        .expect("write record");
    let out = into_closed_pipe(referee().arg("judge").arg(d.join("a.yaml")));
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(stderr(&out), "");
}

#[test]
fn every_command_into_a_closed_pipe_is_quiet() {
    let d = scratch("closed-pipe-commands");
    for args in every_command(&d) {
        let out = into_closed_pipe(referee().args(&args));
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        assert_eq!(stderr(&out), "", "{args:?}");
    }
}

#[cfg(target_os = "linux")]
#[test]
fn full_disk_is_exit_2_with_a_message() {
    let d = scratch("full-disk");
    for args in every_command(&d) {
        let out = into_full_disk(referee().args(&args));
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        let err = stderr(&out);
        assert!(
            err.starts_with("referee: cannot write the output: ") && err.lines().count() == 1,
            "{args:?}: {err}"
        );
        assert!(err.contains("No space left on device"), "{args:?}: {err}");
    }
}

#[cfg(target_os = "linux")]
#[test]
fn full_disk_stops_a_json_batch_with_exit_2() {
    // JSON Lines cut short by a full disk must not look like a complete run (exit 0).
    let out = into_full_disk(referee().args(["judge", "--format", "json", "fixtures/go"]));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out).matches("referee: cannot write the output: ").count(), 1, "{}", stderr(&out));
}

/// Runs `referee ARGS...` through `sh` with stderr closed (`2>&-`). Writes then fail with
/// EBADF, which the standard library already ignores, so this alone never showed the panic.
fn with_stderr_closed(args: &[&str]) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(r#"exec "$0" "$@" 2>&-"#)
        .arg(env!("CARGO_BIN_EXE_referee"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("run sh")
}

/// Runs `referee ARGS...` with stderr the write end of a pipe whose read end is closed (as in
/// `referee judge ... 2>&1 | head -0`): `eprintln!` panicked there, and the panic message
/// could not be printed either (exit 101).
fn with_stderr_a_closed_pipe(args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().expect("pipe");
    drop(reader);
    referee().args(args).stdout(Stdio::null()).stderr(writer).output().expect("run referee")
}

/// Runs `referee ARGS...` with stderr `/dev/full`, where `eprintln!` panicked too.
fn with_stderr_full(args: &[&str]) -> Output {
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").expect("open /dev/full");
    referee().args(args).stdout(Stdio::null()).stderr(full).output().expect("run referee")
}

#[test]
fn closed_stderr_never_panics() {
    let d = scratch("closed-stderr");
    let bad = d.join("bad.yaml");
    std::fs::write(&bad, "moves: [E5\n").expect("write bad record");
    let bad = bad.display().to_string();
    let missing = d.join("missing.yaml").display().to_string();
    // Every way a command reports an error on stderr, each exit 2.
    let cases: [&[&str]; 9] = [
        &["judge", &bad],
        &["judge", &missing],
        &["judge", "--format", "json", &bad],
        &["judge", "--set", "komi", &bad],
        &["show", &missing],
        &["rules", "show", "no-such-profile"],
        &["rules", "check", &bad],
        &["rate", &missing],
        &["judge", "--no-such-flag"],
    ];
    for args in cases {
        assert_eq!(with_stderr_closed(args).status.code(), Some(2), "2>&- {args:?}");
        assert_eq!(with_stderr_a_closed_pipe(args).status.code(), Some(2), "closed pipe {args:?}");
        if cfg!(target_os = "linux") {
            assert_eq!(with_stderr_full(args).status.code(), Some(2), "2>/dev/full {args:?}");
        }
    }
}

/// Runs `referee ARGS...` through `sh` with `redirect` applied to its stdout.
fn with_stdout(redirect: &str, args: &[&str]) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!(r#"exec "$0" "$@" {redirect}"#))
        .arg(env!("CARGO_BIN_EXE_referee"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("run sh")
}

#[test]
fn judge_with_stdout_closed_exits_2() {
    // Issue 24's reproduction: `referee judge game.yaml >&-` exited 0 and the verdict was gone.
    // docs/contract.md §3's write-error rule: output that cannot be written is exit 2 with a message.
    let d = scratch("stdout-closed");
    let game = d.join("game.yaml");
    std::fs::write(&game, AGREES).expect("write record");
    let game = game.to_str().expect("utf-8 path");
    for redirect in [">&-", "1</dev/null"] {
        let out = with_stdout(redirect, &["judge", game]);
        assert_eq!(out.status.code(), Some(2), "{redirect}: {}", stderr(&out));
        assert!(stderr(&out).starts_with("referee: standard output"), "{redirect}: {}", stderr(&out));
    }
    // Output thrown away on purpose is not closed output.
    let out = with_stdout(">/dev/null", &["judge", game]);
    assert_eq!((out.status.code(), stderr(&out).as_str()), (Some(0), ""));
}

/// Runs `c` with stdout `/dev/null` opened for reading and writing, as Python's
/// `subprocess.DEVNULL` hands it over (and as the Rust runtime fills a closed descriptor 1).
fn into_devnull_read_write(c: &mut Command) -> Output {
    let null = std::fs::OpenOptions::new().read(true).write(true).open("/dev/null").expect("open /dev/null");
    c.stdout(null).stderr(Stdio::piped()).output().expect("run referee")
}

#[test]
fn stdout_devnull_opened_read_write_keeps_the_verdicts_exit_code() {
    // Issue 34: `subprocess.run([referee, "judge", ...], stdout=subprocess.DEVNULL)` exited 2,
    // "standard output is closed", for a /dev/null given on purpose.
    let d = scratch("stdout-devnull-rw");
    let agrees = d.join("agrees.yaml");
    std::fs::write(&agrees, AGREES).expect("write record");
    let invalid = d.join("invalid.yaml");
    std::fs::write(&invalid, "rules: go-chinese\nset: {size: 9}\nmoves: [E5, E5]\n").expect("write record");
    let cgos = root().join("fixtures/go/cgos-620152-black-wins-on-count.yaml");
    for (game, code) in [(&agrees, 0), (&invalid, 1), (&cgos, 0)] {
        let out = into_devnull_read_write(referee().arg("judge").arg(game));
        assert_eq!((out.status.code(), stderr(&out).as_str()), (Some(code), ""), "{}", game.display());
    }
    // `referee match` checked its stdout the same way before playing.
    let engine = format!("'{}' gomocup legal", env!("CARGO_BIN_EXE_referee-test-engine"));
    let dir = d.join("match");
    let out = into_devnull_read_write(
        referee()
            .args(["match", &engine, &engine])
            .args(["--rules", "gomoku-freestyle", "--games", "1", "-o"])
            .arg(&dir),
    );
    assert!(!stderr(&out).contains("standard output"), "{}", stderr(&out));
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(dir.join("table.txt").is_file());
}

#[test]
fn stdout_closed_before_start_is_told_from_devnull() {
    // The runtime puts /dev/null (read and write) where a closed descriptor 1 was; the binary
    // looks before that, so `>&-` is still refused, with stdin or stderr closed beside it too.
    let d = scratch("stdout-closed-early");
    let game = d.join("game.yaml");
    std::fs::write(&game, AGREES).expect("write record");
    let game = game.to_str().expect("utf-8 path");
    for redirect in [">&-", ">&- <&-", "<&- >&-"] {
        let out = with_stdout(redirect, &["judge", game]);
        assert_eq!(out.status.code(), Some(2), "{redirect}: {}", stderr(&out));
        assert_eq!(
            stderr(&out),
            "referee: standard output is closed: the verdicts would be lost\n",
            "{redirect}"
        );
    }
    let out = with_stdout("<&- >/dev/null", &["judge", game]);
    assert_eq!((out.status.code(), stderr(&out).as_str()), (Some(0), ""), "stdin closed alone");
}

#[test]
fn text_output_shows_control_characters_escaped() {
    // Issue 24: escape and control bytes from file names and record text reached the terminal.
    let d = scratch("escapes");
    std::fs::write(d.join("x\u{1b}[2Jy.yaml"), AGREES).expect("write record");
    std::fs::write(d.join("bad\u{1b}]0;title\u{7}.yaml"), "rules: go-chinese\nmoves: [Q16, Z99]\n")
        .expect("write");
    let out = referee().arg("judge").arg(&d).output().expect("run referee");
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), stderr(&out));
    assert!(!stdout.contains('\u{1b}') && !stderr.contains('\u{1b}'), "{stdout}{stderr}");
    assert!(stdout.contains("x\\u{1b}[2Jy.yaml"), "{stdout}");
    assert!(stderr.contains("bad\\u{1b}]0;title\\u{7}.yaml:2:"), "{stderr}");
}
