//! `referee judge --format github|junit` over the fixtures (docs/ci.md): one annotation or test
//! case per game, counted as the JSON verdicts say.

mod common;

use common::referee;

/// The fixtures' JSON lines: (invalid or disagreeing, unreadable, not checkable with a claim, all).
fn counts() -> (usize, usize, usize, usize) {
    let out = referee().args(["judge", "--format", "json", "fixtures"]).output().unwrap();
    let lines: Vec<serde_json::Value> =
        String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let bad = lines.iter().filter(|v| v["status"] == "invalid" || v["agrees"] == false).count();
    let unreadable = lines.iter().filter(|v| v.get("error").is_some()).count();
    let unchecked =
        lines.iter().filter(|v| v["settled"] == "not-checkable" && !v["claimed"].is_null()).count();
    (bad, unreadable, unchecked, lines.len())
}

#[test]
fn github_annotations_are_one_per_problem_and_a_notice_for_the_summary() {
    let (bad, unreadable, unchecked, all) = counts();
    let out = referee().args(["judge", "--format", "github", "fixtures"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "fixtures hold unreadable files");
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.iter().all(|l| l.starts_with("::error file=")
        || l.starts_with("::warning file=")
        || l.starts_with("::notice ")));
    assert_eq!(lines.iter().filter(|l| l.starts_with("::error")).count(), bad + unreadable);
    assert_eq!(lines.iter().filter(|l| l.starts_with("::warning")).count(), unchecked);
    let notice = lines.last().unwrap();
    assert!(notice.starts_with(&format!("::notice title=referee::{all} games: ")), "{notice}");
    // A violation with a place in the file is annotated there.
    assert!(
        text.contains("::error file=fixtures/renju/yamaguchi-offer-count-differs.yaml,line=5,col=37,"),
        "{text}"
    );
    // An unreadable file with its line and column.
    assert!(lines.iter().any(|l| l.starts_with("::error file=fixtures/junqi/error-unknown-station-in-move.yaml,line=6,col=9,title=referee%3A unreadable::")));
}

#[test]
fn junit_counts_a_case_per_game_with_failures_errors_and_skips() {
    let (bad, unreadable, unchecked, all) = counts();
    let out = referee().args(["judge", "--format", "junit", "fixtures"]).output().unwrap();
    let xml = String::from_utf8_lossy(&out.stdout);
    assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "), "{xml}");
    let head = format!("tests=\"{all}\" failures=\"{bad}\" errors=\"{unreadable}\" skipped=\"{unchecked}\"");
    assert!(xml.contains(&format!("<testsuite name=\"referee judge\" {head}>")), "{}", &xml[..300]);
    assert_eq!(xml.matches("<testcase ").count(), all);
    assert_eq!(xml.matches("<failure ").count(), bad);
    assert_eq!(xml.matches("<error ").count(), unreadable);
    assert_eq!(xml.matches("<skipped ").count(), unchecked);
    assert!(xml.trim_end().ends_with("</testsuites>"));
}
