//! `cargo xtask screenshots`: the README's pictures of the report page's viewer, drawn by
//! headless chromium from pages `referee judge --format html` writes of the fixtures: a Go game
//! at its count (the dead stones crossed out, the count explained), a renju record refused at
//! a forbidden point, and a junqi record refused at a move of its flag. Written to `docs/img/`; look at each before
//! committing it.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Each picture: its file under docs/img, the fixture folder judged, the game opened (a file
/// of that folder) and the ply (`None`: the end).
const SHOTS: [(&str, &str, &str, Option<usize>); 3] = [
    ("viewer-go.png", "fixtures/go", "fixtures/go/dead-stones-auto-by-default.yaml", None),
    (
        "viewer-renju.png",
        "fixtures/renju",
        "fixtures/renju/forbidden-illegal-makes-the-record-invalid.yaml",
        None,
    ),
    ("viewer-junqi.png", "fixtures/junqi", "fixtures/junqi/flag-never-moves.yaml", None),
];

pub fn run(root: &Path) -> Result<(), String> {
    let chromium = std::env::var_os("REFEREE_CHROMIUM")
        .map_or_else(|| PathBuf::from("/usr/bin/chromium"), PathBuf::from);
    if !chromium.is_file() {
        return Err(format!("no chromium at {} (apt-get install chromium)", chromium.display()));
    }
    let referee = debug_binary(root)?;
    let work = root.join("target/screenshots");
    std::fs::create_dir_all(&work).map_err(|e| format!("{}: {e}", work.display()))?;
    let img = root.join("docs/img");
    std::fs::create_dir_all(&img).map_err(|e| format!("{}: {e}", img.display()))?;
    for (name, folder, file, ply) in SHOTS {
        let page = work.join(name.replace(".png", ".html"));
        let out = Command::new(&referee)
            .current_dir(root)
            .args(["judge", "--format", "html", "-o"])
            .arg(&page)
            .arg(folder)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", referee.display()))?;
        if !page.is_file() {
            return Err(format!("no page for {folder}: {}", String::from_utf8_lossy(&out.stderr)));
        }
        // The game's place in the page is its place among the JSON verdicts.
        let json = Command::new(&referee)
            .current_dir(root)
            .args(["judge", "--format", "json", folder])
            .output()
            .map_err(|e| format!("cannot run {}: {e}", referee.display()))?;
        let text = String::from_utf8_lossy(&json.stdout);
        let n = text
            .lines()
            .position(|l| l.starts_with(&format!("{{\"file\":\"{file}\"")))
            .ok_or_else(|| format!("{file} is not among the verdicts of {folder}"))?
            + 1;
        let fragment = match ply {
            Some(k) => format!("#g={n}&ply={k}"),
            None => format!("#g={n}"),
        };
        let shot = img.join(name);
        let profile = work.join(format!("profile-{name}"));
        let status = Command::new(&chromium)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--hide-scrollbars",
                "--window-size=1360,860",
                "--virtual-time-budget=5000",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg(format!("--screenshot={}", shot.display()))
            .arg(format!("file://{}{fragment}", page.display()))
            .output()
            .map_err(|e| format!("cannot run {}: {e}", chromium.display()))?;
        if !shot.is_file() {
            return Err(format!(
                "chromium wrote no {}: {}",
                shot.display(),
                String::from_utf8_lossy(&status.stderr)
            ));
        }
        println!("{}: {file} {fragment}", shot.display());
    }
    Ok(())
}

/// Builds the referee (a debug build: the pages are small) and returns its path.
fn debug_binary(root: &Path) -> Result<PathBuf, String> {
    let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned()))
        .current_dir(root)
        .args(["build", "--quiet", "-p", "referee-cli", "--bin", "referee"])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err("cargo build -p referee-cli failed".to_owned());
    }
    let target = std::env::var("CARGO_TARGET_DIR").map_or_else(|_| root.join("target"), PathBuf::from);
    Ok(target.join("debug").join("referee"))
}
