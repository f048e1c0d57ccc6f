//! `judge --explain` draws from the replay the verdict came from (issue 25): its count
//! arithmetic ends on the verdict's own winner and margin, for every counted fixture. (Before,
//! `--explain` replayed the record on its own and counted a Tromp-Taylor game with the record's
//! dead marks, which the verdict had rightly set aside: `White wins by 2.5 points` under a
//! verdict of W+13.5.)

use std::path::{Path, PathBuf};

use referee::verdict::DeadSource;
use referee::vocab::{Reason, Winner};

fn records(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())).flatten() {
        let p = e.path();
        if p.is_dir() {
            records(&p, out);
        } else if p.extension().is_some_and(|x| x == "yaml" || x == "sgf") {
            out.push(p);
        }
    }
}

/// The margin the explanation's last count line gives, in points, Black's positive.
fn explained_margin(text: &str) -> Option<f64> {
    let line = text.lines().rev().find(|l| l.contains(" wins by ") || l.trim() == "a draw")?;
    if line.trim() == "a draw" {
        return Some(0.0);
    }
    let points: f64 = line.rsplit(" = ").next()?.split_whitespace().next()?.parse().ok()?;
    Some(if line.contains("White wins by") { -points } else { points })
}

#[test]
fn the_explained_count_ends_on_the_verdicts_margin() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join("fixtures").join("go");
    let mut files = Vec::new();
    records(&root, &mut files);
    let config = referee::Config::new();
    let (mut checked, mut outside) = (0, 0);
    for path in &files {
        let label = path.display().to_string();
        for record in records::read_path(path, records::ReadOptions::default()).into_iter().flatten() {
            let Ok(judged) = referee::judge_explained(&record, &label, path.parent(), &config) else {
                continue;
            };
            let v = &judged.verdict;
            let Some(score) = v.score.as_ref().filter(|_| v.reason == Some(Reason::Score)) else { continue };
            let text = judged.explain(referee::draw::Style::default()).unwrap();
            let Some(explained) = explained_margin(&text) else {
                // Territory counting explains no area arithmetic.
                outside += 1;
                continue;
            };
            let counted = match v.winner {
                Some(Winner::White) => -score.margin_points,
                Some(Winner::Black) => score.margin_points,
                _ => 0.0,
            };
            assert!(
                (explained - counted).abs() < 1e-9,
                "{label}: the explanation ends on {explained}, the verdict on {counted} ({:?} dead stones)\n{text}",
                score.dead_source
            );
            assert!(score.dead_source != DeadSource::Inferred || text.contains("dead"), "{label}\n{text}");
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} counted fixtures explained ({outside} without arithmetic)");
}
