//! Large generated collections for `cargo xtask bench`: a RenjuNet database of 61.7 MiB and an
//! SGF collection of 100,000 games, judged as one file each, for the peak memory of streaming
//! (issue 24: a 61.7 MiB RIF once peaked at 38 times its size); the 9x9 CGOS games of the corpus
//! repeated into one file of 10,000 games, judged with `--jobs 1` and `--jobs 2`, for how one
//! big file scales (issue 37: it once gained 1.1x); and folders of 1,000 to 100,000 small games,
//! for the peak memory against the number of files (once about 260 bytes a game).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The size of the generated RenjuNet database, in bytes (the 61.7 MiB).
const RIF_BYTES: usize = 64_696_320;

/// The games of the generated SGF collection.
const SGF_GAMES: usize = 100_000;

/// A small deterministic generator (xorshift64*), so every run judges the same files.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// `n` distinct points of a `side` x `side` board, in a random order.
    fn points(&mut self, side: usize, n: usize) -> Vec<(usize, usize)> {
        let mut all: Vec<(usize, usize)> = (0..side * side).map(|i| (i % side, i / side)).collect();
        for i in 0..n.min(all.len()) {
            let j = i + self.below(all.len() - i);
            all.swap(i, j);
        }
        all.truncate(n);
        all
    }
}

fn rif(path: &Path) -> Result<(), String> {
    let mut rng = Rng(24);
    let mut xml = String::with_capacity(RIF_BYTES + 1024);
    xml.push_str("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database>\n<players>\n");
    for i in 1..=500 {
        let _ = writeln!(xml, "<player id=\"{i}\" name=\"Player{i}\" surname=\"Surname{i}\" country=\"1\"/>");
    }
    xml.push_str("</players>\n<rules>\n<rule id=\"1\" name=\"RIF\"/>\n</rules>\n<tournaments>\n");
    xml.push_str("<tournament id=\"1\" name=\"Generated Open\" year=\"2026\"/>\n</tournaments>\n<games>\n");
    let mut id = 0;
    while xml.len() < RIF_BYTES - 600 {
        id += 1;
        let n = 45 + rng.below(31);
        let moves: Vec<String> = rng
            .points(15, n)
            .into_iter()
            .map(|(c, r)| format!("{}{}", char::from(b'a' + c as u8), r + 1))
            .collect();
        let result = ["1", "0", "0.5"][rng.below(3)];
        let (black, white) = (1 + rng.below(500), 1 + rng.below(500));
        let _ = writeln!(
            xml,
            "<game id=\"{id}\" tournament=\"1\" round=\"{}\" rule=\"1\" black=\"{black}\" white=\"{white}\" \
             bresult=\"{result}\" btime=\"0\" wtime=\"0\"><move>{}</move></game>",
            id % 9 + 1,
            moves.join(" ")
        );
    }
    xml.push_str("</games>\n</database>\n");
    std::fs::write(path, xml).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn sgf(path: &Path) -> Result<(), String> {
    let mut rng = Rng(2024);
    let mut text = String::with_capacity(SGF_GAMES * 320);
    for i in 0..SGF_GAMES {
        let _ = write!(text, "(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese]PB[b{i}]PW[w{i}]RE[B+R]");
        let n = 20 + rng.below(41);
        for (k, (c, r)) in rng.points(19, n).into_iter().enumerate() {
            let color = if k % 2 == 0 { 'B' } else { 'W' };
            let _ = write!(text, ";{color}[{}{}]", char::from(b'a' + c as u8), char::from(b'a' + r as u8));
        }
        text.push_str(")\n");
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The games of the one-file scaling collection.
const SCALING_GAMES: usize = 10_000;

/// The 9x9 CGOS games of the corpus, repeated in name order into one collection of
/// [`SCALING_GAMES`] games; `None` when the corpus has none.
fn cgos_collection(corpus: &Path, path: &Path) -> Result<Option<()>, String> {
    let dir = corpus.join("go/cgos_9x9_2018");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "sgf")).collect()
        })
        .unwrap_or_default();
    files.sort();
    let games: Vec<Vec<u8>> = files.iter().filter_map(|f| std::fs::read(f).ok()).collect();
    if games.is_empty() {
        return Ok(None);
    }
    let mut text = Vec::new();
    for game in games.iter().cycle().take(SCALING_GAMES) {
        text.extend_from_slice(game.trim_ascii());
        text.push(b'\n');
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(Some(()))
}

/// A folder of `n` one-game files, a thousand to a sub-folder, under the system's temporary
/// folder (never in the clone): written once, kept for the next run.
fn small_games(n: usize) -> Result<PathBuf, String> {
    let dir = std::env::temp_dir().join(format!("referee-bench-folder-{n}"));
    let done = dir.join(".complete");
    if done.exists() {
        return Ok(dir);
    }
    for i in 0..n {
        let sub = dir.join(format!("d{:03}", i / 1000));
        if i % 1000 == 0 {
            std::fs::create_dir_all(&sub).map_err(|e| format!("cannot create {}: {e}", sub.display()))?;
        }
        let game = format!("(;GM[1]SZ[9]KM[7]RE[B+R]PB[b{i}];B[ee];W[cc])");
        let path = sub.join(format!("g{:03}.sgf", i % 1000));
        std::fs::write(&path, game).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    std::fs::write(&done, "").map_err(|e| format!("cannot write {}: {e}", done.display()))?;
    Ok(dir)
}

/// One whole `referee judge --format json ARGS... PATH` run: wall time and peak RSS in KiB.
fn judged(bin: &Path, args: &[&str], path: &Path) -> Result<(f64, Option<u64>), String> {
    let (mut cmd, _) = crate::corpus::measured(bin);
    cmd.args(["judge", "--format", "json"]).args(args).arg(path).stdout(std::process::Stdio::null());
    let start = Instant::now();
    let out = cmd.output().map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
    let wall = start.elapsed().as_secs_f64();
    Ok((wall, crate::corpus::peak_kb(&String::from_utf8_lossy(&out.stderr))))
}

/// Judges the 10,000-game 9x9 collection with one worker and with two (the median of `runs`
/// each, run in turn), and folders of ever more small games for their peak memory.
pub fn scaling(root: &Path, corpus: &Path, bin: &Path, runs: usize) -> Result<(), String> {
    let path = root.join("target/bench-gen/cgos9x9-10k.sgf");
    std::fs::create_dir_all(root.join("target/bench-gen"))
        .map_err(|e| format!("cannot create target/bench-gen: {e}"))?;
    println!();
    if path.exists() || cgos_collection(corpus, &path)?.is_some() {
        let (mut one, mut two) = (Vec::new(), Vec::new());
        for _ in 0..runs.max(1) {
            one.push(judged(bin, &["--jobs", "1"], &path)?.0);
            two.push(judged(bin, &["--jobs", "2"], &path)?.0);
        }
        let median = |mut xs: Vec<f64>| {
            xs.sort_by(f64::total_cmp);
            xs[xs.len() / 2]
        };
        let (one, two) = (median(one), median(two));
        println!(
            "one big file: the 9x9 CGOS games as one collection of {SCALING_GAMES} games (median of {runs})"
        );
        println!("{:<14} {:>10} {:>10} {:>9}", "", "--jobs 1", "--jobs 2", "speed-up");
        println!("{:<14} {:>8.0} ms {:>7.0} ms {:>8.2}x", "wall", one * 1000.0, two * 1000.0, one / two);
    } else {
        println!("one big file: no go/cgos_9x9_2018 in {}: skipped", corpus.display());
    }
    println!();
    println!("peak RSS against the number of files: folders of one-game 9x9 files (one run each)");
    println!("{:>10} {:>10} {:>10}", "files", "wall", "peak RSS");
    for n in [1_000, 10_000, 100_000] {
        let dir = small_games(n)?;
        let (wall, peak) = judged(bin, &[], &dir)?;
        let peak = peak.map_or_else(|| "n/a".to_owned(), |kb| format!("{:.1} MB", kb as f64 / 1024.0));
        println!("{n:>10} {:>8.1} s {peak:>10}", wall);
    }
    Ok(())
}

/// Writes the two files under `target/bench-gen/` when they are not there yet.
fn generated(root: &Path) -> Result<Vec<(&'static str, PathBuf)>, String> {
    let dir = root.join("target/bench-gen");
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let files = [
        ("RenjuNet database, 61.7 MiB", dir.join("big.rif")),
        ("SGF collection, 100,000 games", dir.join("c100k.sgf")),
    ];
    if !files[0].1.exists() {
        rif(&files[0].1)?;
    }
    if !files[1].1.exists() {
        sgf(&files[1].1)?;
    }
    Ok(files.into())
}

/// Judges each generated file once as one input (`referee judge --format json FILE`) and
/// reports the wall time and the peak RSS `/usr/bin/time` measures.
pub fn bench(root: &Path, bin: &Path) -> Result<(), String> {
    let files = generated(root)?;
    println!();
    println!("one large file each, `referee judge --format json FILE` (one run; target/bench-gen/)");
    println!("{:<44} {:>10} {:>12} {:>10}", "file", "size", "wall, all", "peak RSS");
    for (name, path) in files {
        let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
        let (mut cmd, _) = crate::corpus::measured(bin);
        cmd.args(["judge", "--format", "json"]).arg(&path).stdout(std::process::Stdio::null());
        let start = Instant::now();
        let out = cmd.output().map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
        let wall = start.elapsed().as_secs_f64();
        let peak = crate::corpus::peak_kb(&String::from_utf8_lossy(&out.stderr));
        let peak = peak.map_or_else(|| "n/a".to_owned(), |kb| format!("{} MB", kb / 1024));
        println!("{name:<44} {:>7.1} MiB {:>10.1} s {peak:>10}", size as f64 / (1024.0 * 1024.0), wall);
    }
    Ok(())
}
