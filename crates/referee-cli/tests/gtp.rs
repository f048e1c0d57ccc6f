//! `referee gtp` driven over stdin and stdout the way `gogui-twogtp -referee` drives it
//! (docs/matches.md, "`referee gtp`").

mod engines;

use engines::*;

// docs/rules/go.md §1.1 (point): a stone on an occupied point is illegal; the answer gives the rule's reason.
#[test]
fn gtp_refuses_an_illegal_move_with_the_rules_reason() {
    let answers = gtp("boardsize 9\nclear_board\nplay b E5\nplay w E5\nplay w pass\nquit\n", &[]);
    assert_eq!(answers[..3], ["=", "=", "="]);
    assert!(answers[3].starts_with("? illegal move: White E5 is on an occupied point"), "{answers:?}");
    // The refused move was not played: White is still to move, and may pass.
    assert_eq!(answers[4], "=");
}

// docs/rules/go.md §1.4-1.5 (area counting, neutral points split): on 5x5 Black owns columns A-C (15
// points), White D-E (10); with komi 5.5 points (2.75 stones) Black needs 15.25: White by 0.5.
#[test]
fn gtp_scores_a_finished_game_as_judge_counts_it() {
    let moves = ["C1", "D1", "C2", "D2", "C3", "D3", "C4", "D4", "C5", "D5", "pass", "pass"];
    let mut commands = "boardsize 5\nclear_board\nkomi 5.5\n".to_owned();
    for (i, m) in moves.iter().enumerate() {
        commands.push_str(&format!("play {} {m}\n", if i % 2 == 0 { "b" } else { "w" }));
    }
    commands.push_str("final_score\nfinal_status_list dead\nquit\n");
    let answers = gtp(&commands, &["--rules", "go-chinese"]);
    assert!(answers[..15].iter().all(|a| a == "="), "{answers:?}");
    assert_eq!(answers[15], "= W+0.5");
    // The judgement (dead_stones: auto) finds no dead stone on these two walls.
    assert_eq!(answers[16], "=");
    // `referee judge` counts the same moves the same way.
    let dir = out_dir("gtp-score");
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("game.yaml");
    let list = moves.join(", ");
    std::fs::write(
        &record,
        format!("rules: go-chinese\nset: {{size: 5, komi_points: 5.5}}\nmoves: [{list}]\nresult: W+0.5\n"),
    )
    .unwrap();
    let ran = run(referee().args(["judge", "--format", "json"]).arg(&record));
    assert!(ran.stdout.contains("\"agrees\":true"), "{}", ran.stdout);
}

#[test]
fn gtp_refuses_a_profile_of_another_game() {
    let ran = run(referee().args(["gtp", "--rules", "renju-rif"]).write_stdin("quit\n"));
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.contains("GTP is for Go"), "{}", ran.stderr);
}
