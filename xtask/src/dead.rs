//! `cargo xtask dead [DIR] [--gnugo]`: the inferred dead stones (`go_rules::Game::judge_life`,
//! `dead_stones: infer`) measured against ground truth.
//!
//! - `go/kgs_2017_territory_markup`: the TB/TW marks of each game's last node are the players'
//!   own agreement. Each game is judged with its marks removed under `dead_stones: infer`; the
//!   inferred dead set is compared with the marked one, and the verdict with the one the marks
//!   give. With `--gnugo`, GNU Go's `final_status_list dead` is compared with the marks too.
//! - `go/tom_9d_human_2003_2011`: how many counted claims become checkable, and how many agree;
//!   every disagreement is listed (read in `fixtures/corpus-notes.md`).

use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use go_rules::LifeOptions;
use grid::{Notation, Point, Size};
use records::Record;
use referee::verdict::Verdict;
use referee::Config;

/// Where Debian installs GNU Go.
const GNUGO: &str = "/usr/games/gnugo";

fn sgf_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "sgf")).collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn short(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

fn read(path: &Path) -> Option<Record> {
    records::read_path(path, records::ReadOptions::default()).into_iter().next()?.ok()
}

fn infer_options() -> Result<Config, String> {
    referee::Config::new().set("dead_stones=auto")
}

fn judge(record: &Record, label: &str, base: Option<&Path>, config: &Config) -> Option<Verdict> {
    referee::judge_record(record, label, base, config).ok()
}

/// One part's figures: games, same dead set, counted claims and how the inference settled them.
struct Part {
    name: &'static str,
    n: usize,
    same: usize,
    claims: usize,
    agree: usize,
    null: usize,
    disagree: usize,
}

impl Part {
    fn new(name: &'static str) -> Part {
        Part { name, n: 0, same: 0, claims: 0, agree: 0, null: 0, disagree: 0 }
    }
}

/// A counted claim (`B+3.5`, `W+12`) moved `points` towards the loser: the winner's margin
/// shrinks, and past zero the other side wins by the rest.
fn shift_claim(claim: &str, points: f64) -> String {
    let text = claim.trim();
    let (who, rest) = text.split_at(text.find('+').unwrap_or(0).min(text.len()));
    let margin: f64 = rest.trim_start_matches('+').parse().unwrap_or(0.0);
    let black = who.trim().eq_ignore_ascii_case("b");
    let signed = if black { margin } else { -margin };
    let moved = if black { signed - points } else { signed + points };
    if moved > 0.0 {
        format!("B+{moved}")
    } else if moved < 0.0 {
        format!("W+{}", -moved)
    } else {
        "Draw".to_owned()
    }
}

fn pct(n: usize, of: usize) -> f64 {
    100.0 * n as f64 / of.max(1) as f64
}

pub fn run(corpus: &Path, gnugo: bool) -> Result<(), String> {
    kgs(corpus, gnugo)?;
    tom(corpus)
}

/// GNU Go's dead stones at the end of the game in `path`, or why there are none.
fn gnugo_dead(path: &Path, size: Size) -> Result<BTreeSet<Point>, String> {
    let mut child = Command::new(GNUGO)
        .args(["--mode", "gtp"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {GNUGO}: {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        writeln!(stdin, "loadsgf {}\nfinal_status_list dead\nquit", path.display())
            .map_err(|e| e.to_string())?;
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&out.stdout);
    // Answers are `= ...` blocks ended by a blank line: loadsgf's, then the list.
    let blocks: Vec<&str> = text.split("\n\n").collect();
    let list = blocks.get(1).ok_or("no answer to final_status_list")?;
    let list = list.trim_start().strip_prefix('=').ok_or_else(|| format!("GNU Go said {list:?}"))?;
    let mut dead = BTreeSet::new();
    for word in list.split_whitespace() {
        let p = Notation::Gtp.parse(word, size).map_err(|e| e.to_string())?;
        dead.insert(p);
    }
    Ok(dead)
}

fn kgs(corpus: &Path, gnugo: bool) -> Result<(), String> {
    let dir = corpus.join("go/kgs_2017_territory_markup");
    let files = sgf_files(&dir);
    if files.is_empty() {
        return Err(format!("no SGF files in {}", dir.display()));
    }
    // The marks as the players' agreement (`dead_stones: agreed` is what a record with marks
    // gets under every setting but `pass-alive`).
    let plain = referee::Config::new().set("dead_stones=agreed")?;
    let infer = infer_options()?;
    let life = LifeOptions::default();
    let gnugo = gnugo && Path::new(GNUGO).exists();
    let (mut n, mut same, mut within, mut gnu_same, mut gnu_n) = (0usize, 0usize, 0usize, 0usize, 0usize);
    let (mut claims, mut claim_agree, mut claim_null, mut claim_false) = (0usize, 0usize, 0usize, 0usize);
    let mut marks_agree_infer_false: Vec<String> = Vec::new();
    let mut differ: Vec<String> = Vec::new();
    let mut unread = 0usize;
    // Points to fill in the marked games, and how many of them the marks count as territory.
    let mut fills = (0usize, 0usize);
    // The same figures for each half of the set (docs/rules/go.md §1.8): January to March,
    // on which readings may be designed, and April to June, kept apart to report on.
    let mut parts = [Part::new("2017-01..03 (design part)"), Part::new("2017-04..06 (held-out part)")];
    // Sensitivity: the counted claims moved by 3 and by 10 points towards the loser, judged
    // again with the marks removed: a check that says `agrees` or `null` to every claim would
    // be no check.
    let mut moved = [(1.0, 0usize, 0usize, 0usize), (3.0, 0, 0, 0), (10.0, 0, 0, 0)];
    for path in &files {
        let label = path.display().to_string();
        let name = short(path);
        let Some(record) = read(path) else {
            unread += 1;
            continue;
        };
        // The verdict with the marks (`dead_stones: agreed`), and the position it was counted on.
        let Ok(with_marks) = referee::judge_explained(&record, &label, path.parent(), &plain) else {
            unread += 1;
            continue;
        };
        let Some((game, marked_dead)) = with_marks.go_position() else {
            unread += 1;
            continue;
        };
        n += 1;
        let size = game.size();
        let marked: BTreeSet<Point> = marked_dead.iter().copied().collect();
        // The points to fill (docs/rules/go.md §1.8) with the marked dead stones removed: does
        // the players' territory count them? (Under area counting every one is.)
        if let (Some(territory), go_rules::Scoring::Territory) = (&record.territory, game.rules().scoring) {
            let counted: BTreeSet<Point> = territory.iter().map(|(_, p)| p.value).collect();
            for p in game.territory_fills(marked_dead) {
                fills.0 += 1;
                if counted.contains(&p) {
                    fills.1 += 1;
                }
            }
        }
        let judgement = game.judge_life(&life);
        let dead: BTreeSet<Point> = judgement.dead().into_iter().collect();
        let unsure: BTreeSet<Point> = judgement.uncertain().flat_map(|c| c.stones.iter().copied()).collect();
        let exact = dead == marked && unsure.is_empty();
        if exact {
            same += 1;
        } else if dead.is_subset(&marked) && marked.iter().all(|p| dead.contains(p) || unsure.contains(p)) {
            within += 1;
        }
        // The verdict with the marks, and with them removed under `dead_stones: infer`.
        let with_marks = Some(&with_marks.verdict);
        let mut stripped = record.clone();
        stripped.territory = None;
        stripped.dead.clear();
        let inferred = judge(&stripped, &label, path.parent(), &infer);
        let counted = with_marks.as_ref().is_some_and(|v| v.reason == Some(referee::vocab::Reason::Score));
        let part = &mut parts[usize::from(name.as_str() >= "2017-04")];
        part.n += 1;
        part.same += usize::from(exact);
        if counted {
            part.claims += 1;
            match inferred.as_ref().and_then(|v| v.agrees) {
                Some(true) => part.agree += 1,
                Some(false) => part.disagree += 1,
                None => part.null += 1,
            }
            if let Some(claim) = stripped.result.as_ref().map(|r| r.value.clone()) {
                for m in moved.iter_mut() {
                    let mut shifted = stripped.clone();
                    shifted.result = stripped.result.clone().map(|mut r| {
                        r.value = shift_claim(&claim, m.0);
                        r
                    });
                    match judge(&shifted, &label, path.parent(), &infer).and_then(|v| v.agrees) {
                        Some(false) => m.1 += 1,
                        None => m.2 += 1,
                        Some(true) => m.3 += 1,
                    }
                }
            }
        }
        let mut verdict_note = String::new();
        if counted {
            claims += 1;
            match inferred.as_ref().and_then(|v| v.agrees) {
                Some(true) => claim_agree += 1,
                Some(false) => {
                    claim_false += 1;
                    verdict_note = format!(
                        "; inferred verdict {} disagrees with {}",
                        inferred.as_ref().and_then(|v| v.result.clone()).unwrap_or_default(),
                        inferred.as_ref().and_then(|v| v.claimed.clone()).unwrap_or_default()
                    );
                    if with_marks.as_ref().and_then(|v| v.agrees) == Some(true) {
                        marks_agree_infer_false.push(name.clone());
                    }
                }
                None => {
                    claim_null += 1;
                    verdict_note = "; claim not checkable with the inference".to_owned();
                }
            }
        }
        if gnugo {
            match gnugo_dead(path, size) {
                Ok(g) => {
                    gnu_n += 1;
                    if g == marked {
                        gnu_same += 1;
                    }
                }
                Err(e) => differ.push(format!("{name}: GNU Go: {e}")),
            }
        }
        if exact && verdict_note.is_empty() {
            continue;
        }
        let mut why = Vec::new();
        let extra: BTreeSet<Point> = dead.difference(&marked).copied().collect();
        let missed: BTreeSet<Point> =
            marked.difference(&dead).filter(|p| !unsure.contains(p)).copied().collect();
        for (set, what) in [(&extra, "inferred dead, marked alive"), (&missed, "marked dead, inferred alive")]
        {
            if set.is_empty() {
                continue;
            }
            let chains: Vec<String> = judgement
                .chains
                .iter()
                .filter(|c| c.stones.iter().any(|p| set.contains(p)))
                .map(|c| {
                    format!(
                        "{} ({:?}, own {:.0}%)",
                        Notation::Gtp.format(c.stones[0], size),
                        c.reason,
                        c.own_share * 100.0
                    )
                })
                .collect();
            why.push(format!("{what}: {}", chains.join(", ")));
        }
        let unsure_chains: Vec<String> = judgement
            .uncertain()
            .map(|c| {
                let m = if marked.contains(&c.stones[0]) { "marked dead" } else { "marked alive" };
                format!(
                    "{} ({:?}, own {:.0}%, {m})",
                    Notation::Gtp.format(c.stones[0], size),
                    c.reason,
                    c.own_share * 100.0
                )
            })
            .collect();
        if !unsure_chains.is_empty() {
            why.push(format!("uncertain: {}", unsure_chains.join(", ")));
        }
        differ.push(format!("{name}: {}{verdict_note}", why.join("; ")));
    }
    println!("go/kgs_2017_territory_markup ({n} games, marks removed, dead_stones: auto):");
    println!(
        "  same dead set as the marks: {same} ({:.1}%); marks among the uncertain assignments: {within}; other: {}",
        pct(same, n),
        n - same - within
    );
    println!(
        "  counted claims: {claims}; agreed with the inference {claim_agree} ({:.1}%), not checkable {claim_null}, disagrees {claim_false}",
        pct(claim_agree, claims)
    );
    println!(
        "  marks agree but the inference says disagrees: {} {}",
        marks_agree_infer_false.len(),
        marks_agree_infer_false.join(" ")
    );
    println!(
        "  points to fill once the dame are filled (with the marked dead stones removed): {}; the marks count {} of them as territory, and leave {} out",
        fills.0,
        fills.1,
        fills.0 - fills.1
    );
    for p in &parts {
        println!(
            "  {}: {} games, same dead set {} ({:.1}%); counted claims {}: agreed {} ({:.1}%), not checkable {}, disagrees {}",
            p.name,
            p.n,
            p.same,
            pct(p.same, p.n),
            p.claims,
            p.agree,
            pct(p.agree, p.claims),
            p.null,
            p.disagree
        );
    }
    for (points, disagree, null, agree) in moved {
        println!(
            "  every counted claim moved {points} points towards the loser: disagrees {disagree}, not checkable {null}, agrees {agree}"
        );
    }
    if unread > 0 {
        println!("  not read or not replayed: {unread}");
    }
    if gnugo {
        println!(
            "  GNU Go (final_status_list dead): same dead set as the marks {gnu_same} of {gnu_n} ({:.1}%); the referee {same} of {n} ({:.1}%)",
            pct(gnu_same, gnu_n),
            pct(same, n)
        );
    } else if Path::new(GNUGO).exists() {
        println!("  GNU Go: not compared (pass --gnugo; about 3 s a game)");
    } else {
        println!("  GNU Go: not compared ({GNUGO} is not installed)");
    }
    println!("  games where the inference differs from the marks, and why:");
    for d in &differ {
        println!("    {d}");
    }
    Ok(())
}

fn tom(corpus: &Path) -> Result<(), String> {
    let dir = corpus.join("go/tom_9d_human_2003_2011");
    let files = sgf_files(&dir);
    if files.is_empty() {
        println!("go/tom_9d_human_2003_2011: not found, skipped");
        return Ok(());
    }
    // The board as it stands (`dead_stones: agreed`, the default before `auto`).
    let plain = referee::Config::new().set("dead_stones=agreed")?;
    let infer = infer_options()?;
    let (mut counted, mut before, mut checkable, mut agree) = (0usize, 0usize, 0usize, 0usize);
    let mut disagree: Vec<String> = Vec::new();
    for path in &files {
        let label = path.display().to_string();
        let Some(record) = read(path) else { continue };
        let claim = record.result.as_ref().map(|r| referee::claim::parse(&r.value));
        if !matches!(claim, Some(referee::claim::Claim::Win { how: referee::claim::How::Margin(_), .. })) {
            continue;
        }
        counted += 1;
        if judge(&record, &label, path.parent(), &plain).is_some_and(|v| v.agrees.is_some()) {
            before += 1;
        }
        let Some(v) = judge(&record, &label, path.parent(), &infer) else { continue };
        match v.agrees {
            Some(true) => {
                checkable += 1;
                agree += 1;
            }
            Some(false) => {
                checkable += 1;
                let notes: Vec<String> =
                    v.notes.iter().map(|n| n.to_string()).filter(|n| n.contains("infer")).collect();
                disagree.push(format!(
                    "{}: {} vs claimed {} ({})",
                    short(path),
                    v.result.unwrap_or_default(),
                    v.claimed.unwrap_or_default(),
                    notes.join("; ")
                ));
            }
            None => {}
        }
    }
    println!("go/tom_9d_human_2003_2011 ({} games):", files.len());
    println!(
        "  counted claims: {counted}; checkable under dead_stones: agreed {before}, under auto {checkable}; agree {agree}, disagree {}",
        disagree.len()
    );
    for d in &disagree {
        println!("    {d}");
    }
    Ok(())
}
