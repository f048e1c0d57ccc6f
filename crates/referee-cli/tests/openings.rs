//! `--openings` files a tournament organiser already has: Gomocup's (offsets from the centre,
//! docs/matches.md "Openings").

mod common;

use common::{referee, scratch, write};

fn engine(behaviour: &str) -> String {
    format!("'{}' gomocup {behaviour}", env!("CARGO_BIN_EXE_referee-test-engine"))
}

// A Gomocup opening line, `0,0, 1,-1, -1,1`, on 15x15: h8 (the centre), i9, g7; both games of
// the pair start from it, Black first, and the records re-judge.
#[test]
fn a_gomocup_opening_file_starts_both_games_from_the_centre() {
    let dir = scratch("gomocup-openings");
    let file = write(&dir, "openings.txt", "0,0, 1,-1, -1,1\n");
    let out = dir.join("out");
    let ran = referee()
        .args(["match", &engine("legal"), &engine("legal"), "--rules", "gomoku-freestyle", "--games", "2"])
        .arg("--openings")
        .arg(&file)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(0), "{}", String::from_utf8_lossy(&ran.stderr));
    for n in 1..=2 {
        let sgf = std::fs::read_to_string(out.join(format!("game-00{n}.sgf"))).unwrap();
        // SGF rows from the top: h8 is `hh`, i9 `ig`, g7 `gi`.
        assert!(sgf.contains(";B[hh];W[ig];B[gi]"), "{sgf}");
    }
    let judged = referee().arg("judge").arg(&out).output().unwrap();
    assert_eq!(judged.status.code(), Some(0), "{}", String::from_utf8_lossy(&judged.stdout));
}

#[test]
fn a_gomocup_opening_off_the_board_or_for_go_is_a_usage_error_with_its_line() {
    let dir = scratch("gomocup-openings-bad");
    let far = write(&dir, "far.txt", "0,0\n9,0, 1,1\n");
    let ran = referee()
        .args(["match", &engine("legal"), &engine("legal"), "--rules", "gomoku-freestyle", "--openings"])
        .arg(&far)
        .arg("-o")
        .arg(dir.join("out"))
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&ran.stderr);
    assert!(stderr.contains("far.txt:2: offset 9,0 from the centre is off the 15x15 board"), "{stderr}");
    let go = referee()
        .args(["match", "a", "b", "--rules", "go-chinese", "--openings"])
        .arg(&far)
        .arg("-o")
        .arg(dir.join("out2"))
        .output()
        .unwrap();
    assert_eq!(go.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&go.stderr).contains("are for Gomoku and Renju"));
}
