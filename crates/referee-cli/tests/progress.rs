//! `referee match` progress (docs/matches.md, "Progress while a match runs"): the running W-L-D,
//! points, Elo, LOS and LLR on the game lines on stderr, thinned by `--rating-interval`, and
//! nothing of it on stdout or in the table. The test engine's games are deterministic, so every
//! figure is known before the match: the legal mover wins every game it plays Black (five in a
//! row first), the foul engine loses every game (a double-three as Black).

mod engines;

use arena::stats::{los, Sprt};
use engines::*;

/// The game lines of `stderr` (`game N/M: ...`), in order.
fn game_lines(stderr: &str) -> Vec<&str> {
    stderr.lines().filter(|l| l.starts_with("game ")).collect()
}

/// What follows the game's own words on a line with the running statistics.
fn running(line: &str) -> Option<&str> {
    line.split_once("  |  ").map(|(_, r)| r)
}

fn percent(p: f64) -> String {
    format!("{:.1}%", p * 100.0)
}

// The done-when of issue 35: a `--sprt` match prints the running LLR and Elo on every game line.
// The foul engine loses games 1, 2 and 3; under elo0 0, elo1 200, alpha = beta = 0.1 the LLR
// falls past ln(0.1 / 0.9) = -2.197 at game 3 (matches.rs, `sprt_stops_the_match_on_its_lower_bound`).
// A never scores, so its Elo is -inf and no error bar is given; LOS (1 + erf(-L / sqrt(2 L))) / 2:
// 15.9%, 7.9%, 4.2%.
#[test]
fn sprt_match_prints_the_running_llr_and_elo_on_every_game_line() {
    let out = out_dir("progress-sprt");
    let ran = run(referee()
        .args([
            "match",
            &engine("gomocup", "foul"),
            &engine("gomocup", "legal"),
            "--rules",
            "renju-free-opening",
        ])
        .args(["--games", "20", "--sprt", "elo0=0,elo1=200,alpha=0.1,beta=0.1", "--format", "json", "-o"])
        .arg(&out));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let sprt = Sprt::parse("elo0=0,elo1=200,alpha=0.1,beta=0.1").unwrap();
    let lines = game_lines(&ran.stderr);
    assert_eq!(lines.len(), 3, "{}", ran.stderr);
    for (n, line) in (1..=3).zip(&lines) {
        assert!(line.starts_with(&format!("game {n}/20: ")), "{line}");
        let expected = format!(
            "test-engine foul 0-{n}-0, 0.0/{n} points, Elo -inf, LOS {}, LLR {:.2} (-2.20, 2.20)",
            percent(los(0, n).unwrap()),
            sprt.llr_trinomial(0, 0, n)
        );
        assert_eq!(running(line), Some(expected.as_str()), "{line}");
    }
    // The hand values of the LOS and the last LLR, so that the two columns are not only
    // the library's word.
    assert!(lines[0].contains("LOS 15.9%") && lines[1].contains("LOS 7.9%"), "{}", ran.stderr);
    assert!(lines[2].contains("LOS 4.2%, LLR -2.20 (-2.20, 2.20)"), "{}", lines[2]);
    // The stop is said after the third line, and stdout is the table's JSON alone.
    assert!(ran.stderr.contains("crossed the lower bound -2.197 with 3 games finished"), "{}", ran.stderr);
    let table: serde_json::Value = serde_json::from_str(&ran.stdout).expect("stdout is the table's JSON");
    assert_eq!(table["sprt"]["stopped_after"], 3, "{table}");
    // Standard error is a pipe here: no bar, no carriage return.
    assert!(!ran.stderr.contains('\r'), "{:?}", ran.stderr);
}

/// The legal mover against itself, 4 games, with `extra` flags: (stdout, the game lines, the
/// directory's table.json).
fn legal_match(name: &str, extra: &[&str]) -> (String, Vec<String>, String) {
    let out = out_dir(name);
    let legal = engine("gomocup", "legal");
    let ran = run(referee()
        .args(["match", &legal, &legal, "--rules", "gomoku-freestyle", "--games", "4"])
        .args(["--sprt", "elo0=-50,elo1=50", "--format", "json"])
        .args(extra)
        .arg("-o")
        .arg(&out));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let lines = game_lines(&ran.stderr).into_iter().map(str::to_owned).collect();
    let table = std::fs::read_to_string(out.join("table.json")).expect("table.json");
    (ran.stdout, lines, table)
}

// Black wins every game, so A (Black in games 1 and 3) stands at 1-0, 1-1, 2-1, 2-2. Elo
// -400 log10(1/s - 1): +inf, 0, +120.4 (s = 2/3), 0; the error bar (s +/- 1.96 sqrt(var / n),
// through the same curve, half the width) is estimable only at 2-2: s +/- 1.96 * 0.25 = 0.01 and
// 0.99, 400 log10(99) = 798.3. LOS: 84.1% (1-0), 50% (even), 71.8% (2-1). Then
// `--rating-interval 2` keeps the figures of games 2 and 4 only, and 0 none; the table printed
// and written is the same in all three runs.
#[test]
fn running_statistics_follow_the_games_and_the_interval_thins_them() {
    let sprt = Sprt::parse("elo0=-50,elo1=50").unwrap();
    let llr = |w: usize, l: usize| {
        let v = sprt.llr_trinomial(w, 0, l);
        format!("{:.2}", if v.abs() < 0.005 { 0.0 } else { v })
    };
    let expected = [
        format!("1-0-0, 1.0/1 points, Elo +inf, LOS 84.1%, LLR {} (-2.94, 2.94)", llr(1, 0)),
        format!("1-1-0, 1.0/2 points, Elo +0.0, LOS 50.0%, LLR {} (-2.94, 2.94)", llr(1, 1)),
        format!("2-1-0, 2.0/3 points, Elo +120.4, LOS 71.8%, LLR {} (-2.94, 2.94)", llr(2, 1)),
        format!("2-2-0, 2.0/4 points, Elo +0.0 +/- 798.3, LOS 50.0%, LLR {} (-2.94, 2.94)", llr(2, 2)),
    ];
    // One win and no loss is evidence for the upper hypothesis, an even score none.
    assert!(sprt.llr_trinomial(1, 0, 0) > 0.0 && llr(2, 2) == "0.00");
    let (stdout, every, table) = legal_match("progress-every", &[]);
    assert_eq!(every.len(), 4, "{every:?}");
    for (line, want) in every.iter().zip(&expected) {
        // A's name is the command line with (A), both engines having one name.
        let figures = running(line).unwrap_or_default();
        assert!(figures.ends_with(want.as_str()) && figures.contains("(A) "), "{line}\nwant {want}");
    }
    let (stdout2, second, table2) = legal_match("progress-second", &["--rating-interval", "2"]);
    assert_eq!(second.len(), 4, "{second:?}");
    assert_eq!(running(&second[0]), None, "{}", second[0]);
    assert_eq!(running(&second[2]), None, "{}", second[2]);
    assert_eq!(second[1], every[1]);
    assert_eq!(second[3], every[3]);
    let (stdout0, never, table0) = legal_match("progress-never", &["--rating-interval", "0"]);
    assert!(never.iter().all(|l| running(l).is_none()), "{never:?}");
    // The games' own words are the same with or without the figures.
    assert!(every[0].starts_with(&never[0]) && every[0].len() > never[0].len(), "{}\n{}", every[0], never[0]);
    // Machine-readable output is untouched: stdout is the table's JSON, the same in every run.
    assert!(stdout.starts_with('{') && !stdout.contains("game 1/"), "{stdout}");
    assert_eq!(stdout, stdout2);
    assert_eq!(stdout, stdout0);
    assert_eq!(table, table2);
    assert_eq!(table, table0);
    assert_eq!(stdout, table);
}

#[test]
fn a_rating_interval_is_refused_for_a_tournament() {
    let ran = run(referee().args([
        "match",
        "--engine",
        "a=x",
        "--engine",
        "b=y",
        "--rules",
        "gomoku-freestyle",
        "--rating-interval",
        "2",
        "-o",
        "/nonexistent/never-made",
    ]));
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains("--rating-interval"), "{}", ran.stderr);
}
