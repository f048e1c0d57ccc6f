//! Large generated collections for `cargo xtask bench`: a RenjuNet database of 61.7 MiB and an
//! SGF collection of 100,000 games, judged as one file each, for the peak memory of streaming
//! (issue 24: a 61.7 MiB RIF once peaked at 38 times its size).

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
