//! Hostile input at scale (issue 7): files far past the size limits, records past the move
//! caps, pipes among the records. Each is refused quickly with a message that names the limit,
//! and the rest of a batch is still judged. Only fast cases live here; the README's "Limits"
//! section has the slower measurements (a directory of 100,000 files).

use std::path::PathBuf;
use std::process::Command as Std;
use std::time::Duration;

use assert_cmd::Command;
use predicates::prelude::*;
use records::{self as formats, sgf, ReadOptions};

/// A fresh scratch folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("referee-limits-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn referee() -> Command {
    Command::cargo_bin("referee").expect("referee binary")
}

const GAME: &str = "rules: go-chinese\nmoves: [Q16, D4, resign]\n";

#[test]
fn two_gigabyte_sparse_file_is_refused_before_reading() {
    let dir = scratch("sparse");
    for ext in ["yaml", "sgf", "psq"] {
        let path = dir.join(format!("big.{ext}"));
        std::fs::File::create(&path).unwrap().set_len(2 * 1024 * 1024 * 1024).unwrap();
        // Refused from the file's length alone, before a byte is read.
        let err = only_error(formats::read_path(&path, ReadOptions::default()));
        let limit = if ext == "yaml" { 16 } else { 64 };
        assert_eq!(err.message, format!("the file is too large (2048.0 MiB; the limit is {limit} MiB)"));
    }
    std::fs::write(dir.join("good.yaml"), GAME).unwrap();
    referee()
        .arg("judge")
        .arg(&dir)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("big.sgf: the file is too large (2048.0 MiB; the limit is 64 MiB)"))
        .stdout(predicate::str::contains("good.yaml"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn named_pipe_among_records_is_refused_not_waited_on() {
    let dir = scratch("fifo");
    std::fs::write(dir.join("a.yaml"), GAME).unwrap();
    let made = Std::new("mkfifo").arg(dir.join("b.yaml")).status();
    if !made.is_ok_and(|s| s.success()) {
        println!("skipped: mkfifo is not available");
        return;
    }
    // Before the fix, opening the pipe blocked the batch forever.
    referee()
        .arg("judge")
        .arg(&dir)
        .timeout(Duration::from_secs(20))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("b.yaml: not a regular file"))
        .stdout(predicate::str::contains("a.yaml"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn yaml_record_past_the_node_budget_is_refused_in_words() {
    // 260,000 moves: past serde-saphyr's 250,000-node budget (about 1.6 MB, under the size limit).
    let text = format!("rules: go-chinese\nmoves: [Q16{}]\n", ", pass".repeat(260_000));
    let err = formats::yaml::read_record(&text).unwrap_err();
    assert_eq!(err.message, "too large: more than 250000 YAML values (moves, keys, items) in one file");
    assert_eq!(err.loc.line, 2);
}

#[test]
fn million_move_sgf_and_psq_stop_at_the_move_cap() {
    let letters = b"abcdefghijklmnopqrs";
    let mut text = String::from("(;GM[1]SZ[19]");
    for i in 0..1_000_000usize {
        let (c, r) = (letters[i % 19] as char, letters[(i / 19) % 19] as char);
        text.push_str(&format!(";{}[{c}{r}]", if i % 2 == 0 { 'B' } else { 'W' }));
    }
    text.push(')');
    let err = only_error(sgf::read_sgf(text.as_bytes()));
    assert_eq!(
        err.message,
        format!("too large: more than {} nodes on the main line", sgf::MAX_MAIN_LINE_NODES)
    );

    let mut psq = String::from("Piskvorky 20x20, 11:11, 0\n");
    for i in 0..1_000_000usize {
        psq.push_str(&format!("{},{},0\n", i % 20 + 1, (i / 20) % 20 + 1));
    }
    let err = formats::psq::read_psq(psq.as_bytes(), "x.psq", false).unwrap_err();
    assert_eq!(err.message, format!("too large: more than {} moves", formats::psq::MAX_MOVES));
    assert_eq!(err.loc.line, formats::psq::MAX_MOVES + 2);
}

#[test]
fn jobs_far_beyond_the_files_start_few_threads() {
    // `--jobs 100000` once started 15,000 threads before failing, taking minutes; the pool is
    // now capped at 256.
    let dir = scratch("jobs");
    std::fs::write(dir.join("a.yaml"), GAME).unwrap();
    // The timeout is a hang guard, not a measurement.
    referee()
        .args(["judge", "--jobs", "100000"])
        .arg(dir.join("a.yaml"))
        .timeout(Duration::from_secs(20))
        .assert()
        .code(0)
        .stdout(predicate::str::contains("W+R"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The one error a file that cannot be read at all gives.
fn only_error(games: formats::Games) -> formats::InputError {
    assert_eq!(games.len(), 1);
    games.into_iter().next().unwrap().unwrap_err()
}

// Standard input has no length to check before reading: it is read through `take(limit + 1)`,
// so an endless stream costs the limit and one byte, then is refused like a file.
#[test]
fn stdin_is_refused_past_the_record_size_limit() {
    let endless = std::io::repeat(b' ');
    let err = only_error(formats::read_stream(endless, "-", ReadOptions::default()));
    assert!(
        err.message.starts_with("the file is too large (64.0 MiB; the limit is 64 MiB)"),
        "{}",
        err.message
    );
    // Guessed as YAML (no SGF, RIF or PSQ start): the YAML limit applies once the content is known.
    let yaml = std::io::Read::take(std::io::repeat(b'#'), formats::MAX_YAML_BYTES + 10);
    let err = only_error(formats::read_stream(yaml, "-", ReadOptions::default()));
    assert!(err.message.ends_with("the limit is 16 MiB)"), "{}", err.message);
}

#[test]
fn a_million_deep_empty_nesting_gives_a_short_note() {
    // Issue 24: `((((...(;B[aa])...)))` a million deep made a 1 MB note that quoted every
    // parenthesis; the note now says how many and shows three.
    let depth = 1_000_000;
    let sgf = format!("{};GM[1]SZ[9];B[ee]{}", "(".repeat(depth), ")".repeat(depth));
    let config = referee::Config::new();
    let v =
        referee::judge_bytes("deep.sgf", sgf.as_bytes(), &config).next().expect("a game").expect("a verdict");
    let notes: Vec<String> = v.notes.iter().map(ToString::to_string).collect();
    let note = notes.iter().find(|n| n.contains("game trees with no node")).expect("the note");
    assert_eq!(
        note,
        &format!(
            "{} game trees with no node of their own around the game (`(((...(;`): read as the game inside",
            depth - 1
        )
    );
    assert!(notes.iter().all(|n| n.len() < 500));
}

#[test]
fn gtp_line_over_64_kib_is_answered_line_too_long_and_not_run() {
    // Issue 24's reproduction: the line was cut into 64 KiB pieces and `play b D4` at the end of
    // it was run. One answer for the line, and the board stays empty: the count is komi alone.
    let input = format!("name {}play b D4\nfinal_score\n", "y".repeat(65531));
    let out = Command::cargo_bin("referee")
        .unwrap()
        .args(["gtp", "--rules", "go-chinese", "--set", "komi_points=7.5"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout, "? line too long (the limit is 65536 bytes)\n\n= W+7.5\n\n");
}

#[test]
fn a_megabyte_rule_word_and_claim_are_quoted_short() {
    // Issue 24: notes quoted whatever the input held. A megabyte `RU` and `RE` give notes of a
    // few lines, each quoting the first characters only.
    let long = "x".repeat(1 << 20);
    for sgf in [
        format!("(;GM[1]SZ[9]RU[{long}]RE[B+R];B[ee])"),
        format!("(;GM[1]SZ[9]RE[{long}];B[ee])"),
        format!("(;GM[4]RU[{long}];B[hh])"),
    ] {
        let config = referee::Config::new();
        let v = referee::judge_bytes("long.sgf", sgf.as_bytes(), &config)
            .next()
            .expect("a game")
            .expect("a verdict");
        let lengths: Vec<usize> = v.notes.iter().map(|n| n.to_string().len()).collect();
        assert!(lengths.iter().all(|&n| n <= 2100), "{lengths:?}");
    }
}
