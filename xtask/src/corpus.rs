//! Corpus agreement runs and whole-process timings.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use serde_json::Value;

/// One record set of the corpus and how to judge it.
pub(crate) struct Set {
    pub(crate) name: String,
    pub(crate) dir: PathBuf,
    /// Extra `referee judge` arguments (PSQ sets take results from file names).
    pub(crate) args: Vec<&'static str>,
}

/// The sets found under the corpus folder: each `go/<set>` and each `gomoku/<tournament>/<group>`.
pub(crate) fn sets(corpus: &Path) -> Vec<Set> {
    let mut out = Vec::new();
    let subdirs = |dir: &Path| -> Vec<PathBuf> {
        let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
            .map(|rd| rd.flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect())
            .unwrap_or_default();
        v.sort();
        v
    };
    for d in subdirs(&corpus.join("go")) {
        out.push(Set { name: format!("go/{}", file_name(&d)), dir: d, args: vec![] });
    }
    for t in subdirs(&corpus.join("gomoku")) {
        for g in subdirs(&t) {
            out.push(Set {
                name: format!("gomoku/{}/{}", file_name(&t), file_name(&g)),
                dir: g,
                args: vec!["--result-from-filename"],
            });
        }
    }
    out
}

fn file_name(p: &Path) -> String {
    p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

#[derive(Default)]
struct Tally {
    games: usize,
    agree: usize,
    disagree: Vec<String>,
    invalid: Vec<(String, String)>,
    unchecked: usize,
    errors: Vec<String>,
}

fn judge(bin: &Path, set: &Set) -> Result<Tally, String> {
    let out = Command::new(bin)
        .args(["judge", "--format", "json"])
        .args(&set.args)
        .arg(&set.dir)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
    let mut t = Tally::default();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let v: Value = serde_json::from_str(line).map_err(|e| format!("bad JSON line {line:?}: {e}"))?;
        let file = v["file"].as_str().unwrap_or("?");
        let short = file.rsplit('/').next().unwrap_or(file).to_owned();
        if v.get("error").is_some() {
            t.errors.push(format!("{short}: {}", v["error"]["message"].as_str().unwrap_or("?")));
            continue;
        }
        t.games += 1;
        if v["status"] == "invalid" {
            let why = format!(
                "ply {} {} ({})",
                v["violation"]["ply"],
                v["violation"]["move"].as_str().unwrap_or("?"),
                v["violation"]["rule"].as_str().unwrap_or("?")
            );
            t.invalid.push((file.to_owned(), why));
            continue;
        }
        match v["agrees"].as_bool() {
            Some(true) => t.agree += 1,
            Some(false) => t.disagree.push(format!(
                "{short}: referee {} vs claimed {}",
                v["result"].as_str().unwrap_or("-"),
                v["claimed"].as_str().unwrap_or("-")
            )),
            None => t.unchecked += 1,
        }
    }
    Ok(t)
}

/// Reads the `file -> columns` rows of a set's `index.tsv` (in the set's folder, or for the
/// Gomocup groups in the tournament folder above it), keyed by the `file` column: a path
/// relative to the index, which a judged file's path ends with.
fn index(dir: &Path) -> BTreeMap<String, BTreeMap<String, String>> {
    let text = std::iter::successors(Some(dir), |d| d.parent())
        .take(2)
        .find_map(|d| std::fs::read_to_string(d.join("index.tsv")).ok())
        .unwrap_or_default();
    let mut lines = text.lines();
    let head: Vec<&str> = lines.next().unwrap_or("").split('\t').collect();
    lines
        .map(|l| {
            let cols: BTreeMap<String, String> =
                head.iter().zip(l.split('\t')).map(|(h, c)| ((*h).to_owned(), c.to_owned())).collect();
            (cols.get("file").cloned().unwrap_or_default(), cols)
        })
        .collect()
}

/// Where the index of a set expects the first bad move: `ply` from the first
/// `position_repeats`, `illegal_moves` or `bad_coordinates` entry, e.g. `300:W[ar]`, `69:dup(12,6)`.
fn expected_first_violation(cols: &BTreeMap<String, String>) -> Option<String> {
    ["illegal_moves", "position_repeats", "bad_coordinates"]
        .iter()
        .filter_map(|k| cols.get(*k))
        .filter_map(|v| v.split(';').next())
        .filter_map(|e| e.split(':').next())
        .filter(|p| !p.is_empty())
        .map(str::to_owned)
        .min_by_key(|p| p.parse::<usize>().unwrap_or(usize::MAX))
}

pub fn run(corpus: &Path) -> Result<(), String> {
    if !corpus.is_dir() {
        return Err(format!("no corpus at {}", corpus.display()));
    }
    let bin = crate::referee_binary()?;
    let notes = std::fs::read_to_string(crate::root().join("fixtures/corpus-notes.md")).unwrap_or_default();
    println!(
        "{:<44} {:>6} {:>6} {:>9} {:>8} {:>11} {:>6}",
        "set", "games", "agree", "disagree", "invalid", "unchecked", "errors"
    );
    let mut undocumented = 0;
    let mut details = Vec::new();
    for set in sets(corpus) {
        let t = judge(&bin, &set)?;
        println!(
            "{:<44} {:>6} {:>6} {:>9} {:>8} {:>11} {:>6}",
            set.name,
            t.games,
            t.agree,
            t.disagree.len(),
            t.invalid.len(),
            t.unchecked,
            t.errors.len()
        );
        let idx = index(&set.dir);
        let mut lines = Vec::new();
        for d in &t.disagree {
            let file = d.split(':').next().unwrap_or("");
            let known = documented(&notes, file);
            undocumented += usize::from(!known);
            lines.push(format!("  disagree {d}{}", if known { "  [documented]" } else { "" }));
        }
        for (path, why) in &t.invalid {
            let file = path.rsplit('/').next().unwrap_or(path);
            let row = idx.iter().find(|(k, _)| !k.is_empty() && path.ends_with(k.as_str())).map(|(_, v)| v);
            let expected = row.and_then(expected_first_violation);
            let matches = expected.as_deref().is_some_and(|p| why.starts_with(&format!("ply {p} ")));
            let known = matches || documented(&notes, file);
            undocumented += usize::from(!known);
            let tag = match (matches, known) {
                (true, _) => "  [index agrees]".to_owned(),
                (false, true) => "  [documented]".to_owned(),
                _ => expected.map_or(String::new(), |p| format!("  [index expects ply {p}]")),
            };
            lines.push(format!("  invalid  {file}: {why}{tag}"));
        }
        for e in &t.errors {
            undocumented += 1;
            lines.push(format!("  error    {e}"));
        }
        if !lines.is_empty() {
            details.push(format!("{}:\n{}", set.name, lines.join("\n")));
        }
    }
    for d in details {
        println!("\n{d}");
    }
    println!(
        "\n{undocumented} finding(s) neither matching the index nor documented in fixtures/corpus-notes.md"
    );
    Ok(())
}

pub(crate) fn peak_kb(stderr: &str) -> Option<u64> {
    stderr.lines().rev().find_map(|l| l.trim().strip_prefix("PEAK_KB=")).and_then(|s| s.trim().parse().ok())
}

/// The medians of a set's runs: wall time and CPU time (user + system, of the whole process and
/// its threads) in seconds, and the peak RSS in KB when `/usr/bin/time` can tell it.
struct Timing {
    wall: f64,
    cpu: Option<f64>,
    peak_kb: Option<u64>,
}

/// CPU seconds used so far by the children this process has waited for (`getrusage`).
#[cfg(unix)]
fn children_cpu() -> Option<f64> {
    use nix::sys::resource::{getrusage, UsageWho};
    let usage = getrusage(UsageWho::RUSAGE_CHILDREN).ok()?;
    let seconds = |t: nix::sys::time::TimeVal| t.tv_sec() as f64 + t.tv_usec() as f64 / 1e6;
    Some(seconds(usage.user_time()) + seconds(usage.system_time()))
}

#[cfg(not(unix))]
fn children_cpu() -> Option<f64> {
    None
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// The referee binary as a command, under `/usr/bin/time` (which then prints `PEAK_KB=` on
/// stderr) where that exists; the flag says whether it does.
pub(crate) fn measured(bin: &Path) -> (Command, bool) {
    if Path::new("/usr/bin/time").exists() {
        let mut c = Command::new("/usr/bin/time");
        c.args(["-f", "PEAK_KB=%M"]).arg(bin);
        (c, true)
    } else {
        (Command::new(bin), false)
    }
}

/// Runs `referee judge` over a set RUNS times and reports the medians.
fn time_set(bin: &Path, set: &Set, runs: usize, jobs: Option<&str>) -> Result<Timing, String> {
    let (mut walls, mut cpus) = (Vec::new(), Vec::new());
    let mut peak = None;
    for _ in 0..runs.max(1) {
        let (mut cmd, _) = crate::corpus::measured(bin);
        cmd.args(["judge", "--format", "json"]).args(&set.args);
        if let Some(j) = jobs {
            cmd.args(["--jobs", j]);
        }
        cmd.arg(&set.dir);
        let cpu_before = children_cpu();
        let start = Instant::now();
        let out = cmd.output().map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
        walls.push(start.elapsed().as_secs_f64());
        // `/usr/bin/time` waits for the referee, so its CPU time is counted in the child's.
        if let (Some(a), Some(b)) = (cpu_before, children_cpu()) {
            cpus.push(b - a);
        }
        peak = peak_kb(&String::from_utf8_lossy(&out.stderr)).or(peak);
    }
    let cpu = (!cpus.is_empty()).then(|| median(cpus));
    Ok(Timing { wall: median(walls), cpu, peak_kb: peak })
}

pub fn bench(corpus: &Path, runs: usize) -> Result<(), String> {
    let bin = crate::referee_binary_in("dist")?;
    println!("whole-process `referee judge --format json SET`, median of {runs} runs");
    println!("(wall: elapsed time; CPU: user + system time of the process, all threads)");
    println!(
        "{:<44} {:>7} {:>12} {:>12} {:>12} {:>10}",
        "set", "files", "wall, all", "CPU, all", "wall, -j 1", "peak RSS"
    );
    let mut groups: BTreeMap<String, Vec<Set>> = BTreeMap::new();
    for s in sets(corpus) {
        let key =
            if s.name.starts_with("gomoku/") { "gomoku (all groups)".to_owned() } else { s.name.clone() };
        groups.entry(key).or_default().push(s);
    }
    for (name, group) in groups {
        let (mut all, mut cpu, mut one, mut files, mut peak) = (0.0, Some(0.0), 0.0, 0usize, 0u64);
        for s in &group {
            files += count_files(&s.dir);
            let t = time_set(&bin, s, runs, None)?;
            let t1 = time_set(&bin, s, runs, Some("1"))?;
            all += t.wall;
            cpu = cpu.zip(t.cpu).map(|(a, b)| a + b);
            one += t1.wall;
            peak = peak.max(t.peak_kb.unwrap_or(0));
        }
        let cpu = cpu.map_or_else(|| "n/a".to_owned(), |c| format!("{:.1} ms", c * 1000.0));
        println!(
            "{name:<44} {files:>7} {:>10.1} ms {cpu:>12} {:>9.1} ms {:>7} MB",
            all * 1000.0,
            one * 1000.0,
            peak / 1024
        );
    }
    crate::big::bench(&crate::root(), &bin)?;
    crate::big::scaling(&crate::root(), corpus, &bin, runs)
}

fn count_files(dir: &Path) -> usize {
    let mut n = 0;
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if matches!(p.extension().and_then(|x| x.to_str()), Some("sgf" | "SGF" | "psq")) {
                n += 1;
            }
        }
    }
    n
}

/// Whether `fixtures/corpus-notes.md` explains a file: by its name, or, for sets whose files start
/// with an id (`00145d_The_11th_...sgf` in servers_ai_yenw), by that id in backquotes.
fn documented(notes: &str, file: &str) -> bool {
    let name = file.rsplit('/').next().unwrap_or(file);
    if notes.contains(name) {
        return true;
    }
    match name.split_once('_') {
        Some((id, _)) if id.len() >= 6 && id.bytes().all(|b| b.is_ascii_hexdigit()) => {
            notes.contains(&format!("`{id}`"))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::documented;

    #[test]
    fn files_are_documented_by_name_or_by_their_id() {
        let notes = "the UEC games (`00145d`, `504982`) and 620152.sgf";
        assert!(documented(notes, "00145d_The_11th_Computer_Go_UEC_Cup.sgf"));
        assert!(documented(notes, "go/cgos/620152.sgf"));
        assert!(!documented(notes, "f09c2b_The_11th_Computer_Go_UEC_Cup.sgf"));
        assert!(!documented(notes, "gwe.sgf"));
    }
}
