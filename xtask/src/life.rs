//! `cargo xtask life [CORPUS] [--runs N] [--dump FILE] [--positions FILE]`: the cost of the
//! life judgement (`go_rules::Game::judge_life`, `dead_stones: auto`) per 19x19 position, on
//! the corpus positions the referee judges, and a digest of its answers (issue 37).
//!
//! Every Go record of the corpus is judged as `referee judge` judges it (the default settings);
//! the final positions of the 19x19 records whose verdict ran the judgement (a record counted
//! at two passes, or one that stops before them with a counted claim, and marks no dead stones)
//! are kept. Each is then judged again `N` times (5 by default) on one thread, and the median
//! of its runs is its cost: the report gives the median, the 90th percentile and the total over
//! the positions, in microseconds. The digest (FNV-1a, 64 bits) covers every answer: each
//! chain's stones, status, reason, own share and confidence, so a change of any answer, even
//! in the last bit of a share, changes it. `--dump FILE` writes those answers, one position a
//! block, to compare two builds line by line; `--positions FILE` writes the positions (one a
//! line, the label, a tab, then the points from the top row, `X` Black, `O` White, `.` empty)
//! for the `life` benchmark of go-rules (`cargo bench -p go-rules --bench life`).
//!
//! Timing needs an optimised build: run from a debug build, the task runs itself again through
//! `cargo run --release`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use go_rules::{Game, LifeJudgement, LifeOptions};
use grid::{Color, Notation, Point};

/// The options of the task, from its arguments.
struct Args {
    corpus: PathBuf,
    runs: usize,
    dump: Option<PathBuf>,
    positions: Option<PathBuf>,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut out = Args { corpus: crate::corpus_dir(None), runs: 5, dump: None, positions: None };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--runs" => {
                out.runs = it
                    .next()
                    .and_then(|s| s.parse().ok())
                    .filter(|&n| n > 0)
                    .ok_or("--runs needs a positive number")?;
            }
            "--dump" => out.dump = Some(PathBuf::from(it.next().ok_or("--dump needs a file")?)),
            "--positions" => {
                out.positions = Some(PathBuf::from(it.next().ok_or("--positions needs a file")?));
            }
            s if s.starts_with("--") => return Err(format!("unknown option {s}")),
            s => out.corpus = PathBuf::from(s),
        }
    }
    Ok(out)
}

/// Runs the task; `args` are the arguments after `life`.
pub fn run(args: &[String]) -> Result<(), String> {
    if cfg!(debug_assertions) {
        // Timings of a debug build say nothing: run the same task optimised.
        let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned()))
            .current_dir(crate::root())
            .args(["run", "--release", "--quiet", "--package", "xtask", "--", "life"])
            .args(args)
            .status()
            .map_err(|e| format!("cannot run cargo: {e}"))?;
        return if status.success() { Ok(()) } else { Err("the release run failed".to_owned()) };
    }
    let args = parse(args)?;
    let started = Instant::now();
    let (positions, records) = collect(&args.corpus)?;
    if positions.is_empty() {
        return Err(format!("no 19x19 position needing the judgement under {}", args.corpus.display()));
    }
    println!(
        "{} 19x19 positions judged by the referee, of {records} Go records under {} (collected in {:.1} s)",
        positions.len(),
        args.corpus.display(),
        started.elapsed().as_secs_f64()
    );
    if let Some(path) = &args.positions {
        let mut text = String::new();
        for (label, game) in &positions {
            let _ = writeln!(text, "{label}\t{}", board_text(game));
        }
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let options = LifeOptions::default();
    // The answers of the first run; every later run must give the same.
    let answers: Vec<String> =
        positions.iter().map(|(label, game)| describe(label, game, &game.judge_life(&options))).collect();
    let mut times: Vec<Vec<f64>> = vec![Vec::with_capacity(args.runs); positions.len()];
    for _ in 0..args.runs {
        for (k, (_, game)) in positions.iter().enumerate() {
            let t = Instant::now();
            let j = std::hint::black_box(game.judge_life(std::hint::black_box(&options)));
            times[k].push(t.elapsed().as_secs_f64() * 1e6);
            drop(j);
        }
    }
    let mut cost: Vec<f64> = times
        .iter_mut()
        .map(|t| {
            t.sort_by(f64::total_cmp);
            t[t.len() / 2]
        })
        .collect();
    cost.sort_by(f64::total_cmp);
    let total: f64 = cost.iter().sum();
    let at = |q: f64| cost[((cost.len() - 1) as f64 * q).round() as usize];
    println!(
        "judgement per position ({} runs each, the median of its runs), in us: median {:.1}, p90 {:.1}, mean {:.1}, max {:.1}; total {:.1} ms",
        args.runs,
        at(0.5),
        at(0.9),
        total / cost.len() as f64,
        at(1.0),
        total / 1000.0
    );
    let text: String = answers.concat();
    println!("digest of the answers: {:016x}", fnv(text.as_bytes()));
    let statuses: String = answers.iter().map(|a| statuses_only(a)).collect();
    println!("digest of the dead sets and statuses alone: {:016x}", fnv(statuses.as_bytes()));
    if let Some(path) = &args.dump {
        std::fs::write(path, &text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        println!("answers written to {}", path.display());
    }
    Ok(())
}

/// The final positions of the 19x19 Go records under `corpus/go` whose verdict ran the life
/// judgement, labelled `set/file#game`, and how many Go records were read.
fn collect(corpus: &Path) -> Result<(Vec<(String, Game)>, usize), String> {
    let config = referee::Config::new();
    let mut files = Vec::new();
    sgf_files(&corpus.join("go"), &mut files);
    files.sort();
    if files.is_empty() {
        return Err(format!("no SGF files under {}", corpus.join("go").display()));
    }
    let mut out = Vec::new();
    let mut records = 0;
    for path in &files {
        let label = path.strip_prefix(corpus).unwrap_or(path).display().to_string();
        for (k, record) in records::read_path(path, records::ReadOptions::default()).into_iter().enumerate() {
            let Ok(record) = record else { continue };
            records += 1;
            let Ok(judged) = referee::judge_explained(&record, &label, path.parent(), &config) else {
                continue;
            };
            if let Some(game) = judged.go_judged().filter(|g| g.size().cols == 19 && g.size().rows == 19) {
                out.push((format!("{label}#{}", k + 1), game.clone()));
            }
        }
    }
    Ok((out, records))
}

fn sgf_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            sgf_files(&p, out);
        } else if p.extension().is_some_and(|x| x.eq_ignore_ascii_case("sgf")) {
            out.push(p);
        }
    }
}

/// The position as text: the points from the top row down, `X` Black, `O` White, `.` empty.
fn board_text(game: &Game) -> String {
    let size = game.size();
    let mut s = String::with_capacity(size.len());
    for row in (0..size.rows).rev() {
        for col in 0..size.cols {
            s.push(match game.stone_at(Point::new(col, row)) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None => '.',
            });
        }
    }
    s
}

/// One position's answers: its label, then a line per chain (colour, first stone, stones,
/// status, reason, own share and confidence, the shares printed exactly).
fn describe(label: &str, game: &Game, j: &LifeJudgement) -> String {
    let size = game.size();
    let mut s = format!("{label}\n");
    for c in &j.chains {
        let stones: Vec<String> = c.stones.iter().map(|&p| Notation::Gtp.format(p, size)).collect();
        let _ = writeln!(
            s,
            "  {:?} {} {:?} {:?} own {:?} confidence {:?}",
            c.color,
            stones.join(","),
            c.life,
            c.reason,
            c.own_share,
            c.confidence
        );
    }
    s
}

/// A description without the shares: the statuses and reasons alone.
fn statuses_only(answer: &str) -> String {
    answer.lines().map(|l| l.split(" own ").next().unwrap_or(l)).collect::<Vec<_>>().join("\n")
}

/// FNV-1a, 64 bits: a digest that is the same on every machine and every run.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digest_changes_with_any_byte_of_the_answers() {
        assert_eq!(fnv(b""), 0xcbf2_9ce4_8422_2325);
        assert_ne!(fnv(b"own 0.5"), fnv(b"own 0.6"));
    }

    #[test]
    fn the_status_digest_leaves_the_shares_out() {
        let a = "x#1\n  Black D4 Alive Playouts own 0.9 confidence 0.9\n";
        let b = "x#1\n  Black D4 Alive Playouts own 0.8 confidence 0.8\n";
        assert_eq!(statuses_only(a), statuses_only(b));
        assert_ne!(statuses_only(a), statuses_only(&a.replace("Alive", "Dead")));
    }

    #[test]
    fn options_are_read_and_unknown_ones_refused() {
        let args: Vec<String> =
            ["dir", "--runs", "3", "--dump", "out.txt"].iter().map(|s| s.to_string()).collect();
        let a = parse(&args).expect("valid options");
        assert_eq!((a.corpus, a.runs, a.dump), (PathBuf::from("dir"), 3, Some(PathBuf::from("out.txt"))));
        assert!(parse(&["--runs".to_owned(), "0".to_owned()]).is_err());
        assert!(parse(&["--fast".to_owned()]).is_err());
    }
}
