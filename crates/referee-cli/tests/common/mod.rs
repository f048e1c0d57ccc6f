//! What the CLI's tests share: the workspace root, the binary run from it, what a user sees,
//! and scratch files.
// Each test file uses some of these.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use assert_cmd::Command;

/// A freestyle Gomocup PSQ record Black wins with five in a row.
pub const PSQ: &str = "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n9,8,0\n10,10,0\n10,8,0\n11,11,0\n11,8,0\n12,12,0\n12,8,0\nA\nB\n-1\n1,Freestyle\n";

pub fn root() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).canonicalize().expect("workspace root")
}

pub fn referee() -> Command {
    let mut c = Command::cargo_bin("referee").expect("referee binary");
    c.current_dir(root());
    c
}

/// What a user sees: stdout, stderr and the exit status, the way jj's tests print them.
pub fn seen(c: &mut Command) -> String {
    let out = c.output().expect("run referee");
    format!(
        "{}------- stderr -------\n{}[exit status: {}]",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
        out.status.code().unwrap_or(-1)
    )
}

/// A scratch directory for files a test writes, one per test binary, process and name.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "referee-cli-{}-{}-{name}",
        env!("CARGO_CRATE_NAME"),
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

pub fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).expect("write file");
    p
}

/// The ids of the running processes whose command line (`/proc/PID/cmdline`, its words
/// NUL-separated) `matching` accepts (Linux). Zombies have no command line; that engines are
/// reaped is tested in crates/arena/src/engine.rs.
pub fn processes(matching: impl Fn(&[u8]) -> bool) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir("/proc") else { return Vec::new() };
    entries
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().bytes().all(|b| b.is_ascii_digit()))
        .filter(|e| std::fs::read(e.path().join("cmdline")).is_ok_and(|c| matching(&c)))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect()
}

/// Whether a documented `$ referee ...` command runs on the repository's own files as written
/// (no pipe, redirection, comment or quoting; not a match or a rating; every argument a fixture
/// or an option's value): tests/cli.rs runs those line for line, tests/docs_examples.rs the rest.
pub fn runs_on_fixtures(command: &str) -> bool {
    let words: Vec<&str> = command.split_whitespace().collect();
    words.first() == Some(&"referee")
        && !command.contains(['|', '>', '#', '\''])
        && !words.contains(&"match")
        && !words.contains(&"rate")
        && words
            .iter()
            .skip(2)
            .filter(|w| !w.starts_with('-'))
            .all(|w| w.starts_with("fixtures/") || ["zh", "json", "text"].contains(w))
}
