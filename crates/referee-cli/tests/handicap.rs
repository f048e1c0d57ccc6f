//! Go handicap matches (`--set handicap=N`, docs/matches.md "Handicap games") with GNU Go: the
//! engines get the stones over GTP (`fixed_handicap`, or `place_free_handicap` and
//! `set_free_handicap`), the record carries them (`HA`, `AB`), White moves first, and every
//! record re-judges as it was counted.

mod common;

use std::path::Path;
use std::time::Duration;

use common::{referee, scratch};

const LIMIT: Duration = Duration::from_secs(300);

fn gnugo(level: u8) -> String {
    format!("{} --mode gtp --level {level} --seed 1", env!("GNUGO"))
}

/// Plays a 2-game 9x9 match with `sets` and returns the two records.
fn play(name: &str, sets: &[&str]) -> (std::path::PathBuf, Vec<String>) {
    let out = scratch(name).join("out");
    let mut c = referee();
    c.timeout(LIMIT)
        .args(["match", &gnugo(0), &gnugo(5), "--rules", "go-chinese", "--games", "2", "-o"])
        .arg(&out);
    for s in ["size=9"].iter().chain(sets) {
        c.args(["--set", s]);
    }
    let ran = c.output().unwrap();
    assert_eq!(ran.status.code(), Some(0), "{}", String::from_utf8_lossy(&ran.stderr));
    let records =
        (1..=2).map(|n| std::fs::read_to_string(out.join(format!("game-00{n}.sgf"))).unwrap()).collect();
    (out, records)
}

fn rejudged_agree(dir: &Path) {
    let judged = referee().args(["judge", "--format", "json"]).arg(dir).output().unwrap();
    let lines = String::from_utf8_lossy(&judged.stdout);
    assert_eq!(judged.status.code(), Some(0), "{lines}");
    assert_eq!(lines.lines().filter(|l| l.contains("\"agrees\":true")).count(), 2, "{lines}");
}

// GTP 2 §4.1.1's fixed points on 9x9 for 3 stones are C3, G7 and C7 (GNU Go places the same).
#[test]
#[cfg_attr(not(gnugo), ignore = "GNU Go is not installed at /usr/games/gnugo (apt-get install gnugo)")]
fn fixed_handicap_stones_are_the_gtp_points_in_the_record_and_white_moves_first() {
    let (out, records) = play("fixed", &["handicap=3"]);
    for sgf in &records {
        assert!(sgf.contains("HA[3]AB[cg][gc][cc]"), "{sgf}");
        // The first move after the setup is White's.
        let first = sgf.find("\n;").map(|i| &sgf[i + 2..i + 3]);
        assert_eq!(first, Some("W"), "{sgf}");
    }
    rejudged_agree(&out);
}

#[test]
#[cfg_attr(not(gnugo), ignore = "GNU Go is not installed at /usr/games/gnugo (apt-get install gnugo)")]
fn free_handicap_stones_are_black_s_engine_s_choice_and_the_record_rejudges() {
    let (out, records) = play("free", &["handicap=4", "handicap_placement=free"]);
    for sgf in &records {
        let at = sgf.find("HA[4]AB").unwrap_or_else(|| panic!("no HA[4]AB: {sgf}"));
        // Four distinct points follow AB.
        let points: Vec<&str> = sgf[at + 7..].split(']').take(4).map(|p| p.trim_start_matches('[')).collect();
        assert_eq!(points.iter().collect::<std::collections::BTreeSet<_>>().len(), 4, "{sgf}");
        assert!(points.iter().all(|p| p.len() == 2), "{sgf}");
    }
    rejudged_agree(&out);
}

#[test]
fn a_handicap_the_board_has_no_fixed_points_for_is_a_usage_error() {
    let ran = referee()
        .args(["match", "a", "b", "--rules", "go-chinese", "--set", "size=9", "--set", "handicap=10", "-o"])
        .arg(scratch("refused").join("out"))
        .output()
        .unwrap();
    assert_eq!(ran.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&ran.stderr);
    assert!(stderr.contains("handicap=10") && stderr.contains("2 to 9"), "{stderr}");
}
