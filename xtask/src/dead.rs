//! `cargo xtask dead [DIR]`: the inferred dead stones (`go_rules::Game::judge_life`) measured
//! against the players' own agreement: the TB/TW marks of the KGS set's last nodes.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use go_rules::{Life, LifeOptions};
use grid::{Notation, Point};
use referee::games::{self, Options};

fn sgf_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "sgf")).collect())
        .unwrap_or_default();
    v.sort();
    v
}

fn names(points: &BTreeSet<Point>, size: grid::Size) -> String {
    points.iter().map(|&p| Notation::Gtp.format(p, size)).collect::<Vec<_>>().join(" ")
}

pub fn run(corpus: &Path) -> Result<(), String> {
    let dir = corpus.join("go/kgs_2017_territory_markup");
    let files = sgf_files(&dir);
    if files.is_empty() {
        return Err(format!("no SGF files in {}", dir.display()));
    }
    let opts = Options::default();
    let life = LifeOptions::default();
    let (mut games_n, mut same, mut reachable) = (0usize, 0usize, 0usize);
    let mut differ: Vec<String> = Vec::new();
    let only = std::env::var("DEAD_ONLY").ok();
    go_rules::life::DEBUG.store(only.is_some(), std::sync::atomic::Ordering::Relaxed);
    for path in &files {
        if only.as_ref().is_some_and(|o| !path.display().to_string().contains(o.as_str())) {
            continue;
        }
        let label = path.display().to_string();
        let short = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let Some(Ok(record)) = records::read_path(path, records::ReadOptions::default()).into_iter().next() else {
            differ.push(format!("{short}: cannot be read"));
            continue;
        };
        let profile = games::choose_profile(&record, &label, path.parent(), &opts).map_err(|f| f.error.message)?;
        let replayed = match games::go::replay(&record, &profile, &label, &opts, None) {
            Ok(r) => r,
            Err(f) => {
                differ.push(format!("{short}: {}", f.error.message));
                continue;
            }
        };
        games_n += 1;
        let size = replayed.game.size();
        let marked: BTreeSet<Point> = replayed.dead.iter().copied().collect();
        let judgement = replayed.game.judge_life(&life);
        let dead: BTreeSet<Point> = judgement.dead().into_iter().collect();
        let unsure: BTreeSet<Point> =
            judgement.uncertain().flat_map(|c| c.stones.iter().copied()).collect();
        if dead == marked && unsure.is_empty() {
            same += 1;
            continue;
        }
        let within = dead.is_subset(&marked) && marked.iter().all(|p| dead.contains(p) || unsure.contains(p));
        if within {
            reachable += 1;
        }
        let extra: BTreeSet<Point> = dead.difference(&marked).copied().collect();
        let missed: BTreeSet<Point> =
            marked.difference(&dead).filter(|p| !unsure.contains(p)).copied().collect();
        let mut why = Vec::new();
        for (set, what) in [(&extra, "inferred dead, marked alive"), (&missed, "marked dead, inferred alive")] {
            if !set.is_empty() {
                let shares: Vec<String> = judgement
                    .chains
                    .iter()
                    .filter(|c| c.stones.iter().any(|p| set.contains(p)))
                    .map(|c| format!("{}({:?} {:.0}%)", Notation::Gtp.format(c.stones[0], size), c.reason, c.own_share * 100.0))
                    .collect();
                why.push(format!("{what}: {}", shares.join(" ")));
            }
        }
        if !unsure.is_empty() {
            let shares: Vec<String> = judgement
                .uncertain()
                .map(|c| {
                    let m = if marked.contains(&c.stones[0]) { "marked dead" } else { "marked alive" };
                    format!("{}({:?} {:.0}%, {m})", Notation::Gtp.format(c.stones[0], size), c.reason, c.own_share * 100.0)
                })
                .collect();
            why.push(format!("uncertain: {}", shares.join(" ")));
        }
        let _ = names(&extra, size);
        let _ = Life::Dead;
        differ.push(format!("{short}: {}", why.join("; ")));
    }
    for t in go_rules::life::DEBUG_OUT.lock().unwrap().iter() {
        println!("{t}");
    }
    println!(
        "kgs_2017_territory_markup: {games_n} games; same dead set {same} ({:.1}%); marks within the uncertain range {reachable}; differ {}",
        100.0 * same as f64 / games_n.max(1) as f64,
        differ.len()
    );
    for d in &differ {
        println!("  {d}");
    }
    Ok(())
}
