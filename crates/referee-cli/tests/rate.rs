//! `referee rate` through the real binary: seed 002's rating points applied in order, the
//! standings printed, and unreadable results files refused with exit code 2.

use std::path::PathBuf;

use assert_cmd::Command;

fn results_file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("referee-rate-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let p = dir.join(name);
    std::fs::write(&p, text).expect("write results");
    p
}

fn rate(path: &PathBuf) -> (Option<i32>, String, String) {
    let out =
        Command::cargo_bin("referee").expect("referee binary").arg("rate").arg(path).output().expect("run");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_season_of_results_gives_points_and_levels() {
    // Seed 002: new players start at 300 (0段); within 100 points the winner gains
    // 10 - (winner - loser)/10 and the loser loses as much. Names line up in a terminal, where a
    // Chinese character takes two columns.
    let p = results_file(
        "season.yaml",
        "results:\n  - {winner: 柯洁, loser: Bob}\n  - {winner: 柯洁, loser: Carol}\n  - {winner: Bob, loser: 柯洁}\n",
    );
    let (code, stdout, stderr) = rate(&p);
    assert_eq!((code, stderr.as_str()), (Some(0), ""));
    assert_eq!(
        stdout,
        "1. 柯洁 beat Bob: +10 (柯洁 300 -> 310, Bob 300 -> 290)\n\
         2. 柯洁 beat Carol: +9 (柯洁 310 -> 319, Carol 300 -> 291)\n\
         3. Bob beat 柯洁: +12 (Bob 290 -> 302, 柯洁 319 -> 307)\n\
         柯洁     307  0 dan (0段)\n\
         Bob      302  0 dan (0段)\n\
         Carol    291  unranked (无级别)\n"
    );
}

#[test]
fn a_bad_results_file_is_an_input_error_at_its_line() {
    let p = results_file("bad.yaml", "results:\n  - {winner: A}\n");
    let (code, stdout, stderr) = rate(&p);
    assert_eq!((code, stdout.as_str()), (Some(2), ""));
    assert!(stderr.contains("bad.yaml:2:5: a result is {winner: A, loser: B} or {draw: [A, B]}"), "{stderr}");
}
