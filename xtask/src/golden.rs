//! `cargo xtask golden save|check DIR`: everything the referee prints for the fixtures and the
//! corpus, kept so that a change meant to leave the output alone (a refactoring) can prove it
//! did.
//!
//! `save DIR` writes, for every fixture folder and every corpus set, what `referee judge`
//! prints as JSON, as YAML, and as text with `--explain` in English and in Chinese, and what
//! `referee show` draws for every file (text in both languages; SVG for the fixtures), each
//! with its exit code. `check DIR` writes the same into `DIR.new` and names every output that
//! differs, with its first differing line. Nothing is compared with what the referee should
//! say: that is the tests' and `cargo xtask corpus`'s work; this is the referee against itself.

use std::path::{Path, PathBuf};
use std::process::Command;

/// One folder judged as a whole, with the extra arguments its records need.
struct Folder {
    name: String,
    dir: PathBuf,
    args: Vec<&'static str>,
    svg: bool,
}

fn folders(root: &Path, corpus: &Path) -> Vec<Folder> {
    let mut out = Vec::new();
    let mut fixture_dirs: Vec<PathBuf> = std::fs::read_dir(root.join("fixtures"))
        .map(|rd| rd.flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect())
        .unwrap_or_default();
    fixture_dirs.sort();
    for d in fixture_dirs {
        let name = format!("fixtures-{}", d.file_name().unwrap_or_default().to_string_lossy());
        out.push(Folder { name, dir: d, args: vec![], svg: true });
    }
    for set in crate::corpus::sets(corpus) {
        out.push(Folder { name: set.name.replace('/', "-"), dir: set.dir, args: set.args, svg: false });
    }
    out
}

/// What one command printed: its standard output, then its standard error and exit code.
/// Run in the workspace root, with paths relative to it, so that the outputs of two clones
/// (or worktrees) compare equal.
fn run(bin: &Path, args: &[&str]) -> Result<Vec<u8>, String> {
    let out = Command::new(bin)
        .args(args)
        .current_dir(crate::root())
        .output()
        .map_err(|e| format!("{}: {e}", bin.display()))?;
    let mut text = out.stdout;
    text.extend_from_slice(b"\n-- stderr --\n");
    text.extend_from_slice(&out.stderr);
    text.extend_from_slice(format!("\n-- exit {:?} --\n", out.status.code()).as_bytes());
    Ok(text)
}

/// Every record file under `dir`, in path order (the folder walk `judge` does, repeated here
/// so that `show` can be given each file).
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if matches!(
                p.extension().and_then(|x| x.to_str()),
                Some("yaml" | "yml" | "sgf" | "psq" | "rif")
            ) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn write_all(bin: &Path, root: &Path, corpus: &Path, out_dir: &Path) -> Result<usize, String> {
    std::fs::create_dir_all(out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    let mut written = 0;
    for f in folders(root, corpus) {
        let dir = f.dir.strip_prefix(root).unwrap_or(&f.dir).to_string_lossy().into_owned();
        let judge = |extra: &[&str]| -> Result<Vec<u8>, String> {
            let mut args = vec!["judge", "--jobs", "1"];
            args.extend_from_slice(extra);
            args.extend(f.args.iter().copied());
            args.push(&dir);
            run(bin, &args)
        };
        let outputs = [
            ("json", judge(&["--format", "json"])?),
            ("yaml", judge(&["--format", "yaml"])?),
            ("explain-en", judge(&["--explain", "--lang", "en"])?),
            ("explain-zh", judge(&["--explain", "--lang", "zh"])?),
        ];
        for (kind, bytes) in outputs {
            let path = out_dir.join(format!("{}.{kind}.txt", f.name));
            std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
            written += 1;
        }
        let shows = show_all(bin, &files(&f.dir), f.svg, root)?;
        let path = out_dir.join(format!("{}.show.txt", f.name));
        std::fs::write(&path, shows).map_err(|e| format!("{}: {e}", path.display()))?;
        written += 1;
    }
    Ok(written)
}

/// `show` of every file, on as many threads as the machine has cores; the outputs kept in
/// path order.
fn show_all(bin: &Path, files: &[PathBuf], svg: bool, root: &Path) -> Result<Vec<u8>, String> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let chunk = files.len().div_ceil(threads).max(1);
    let parts: Vec<Result<Vec<u8>, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = files
            .chunks(chunk)
            .map(|part| {
                s.spawn(move || -> Result<Vec<u8>, String> {
                    let mut out = Vec::new();
                    for file in part {
                        let name = file.strip_prefix(root).unwrap_or(file).to_string_lossy().into_owned();
                        let path = name.clone();
                        let mut kinds: Vec<Vec<&str>> = vec![vec!["show"], vec!["show", "--lang", "zh"]];
                        if svg {
                            kinds.push(vec!["show", "--format", "svg"]);
                        }
                        for mut args in kinds {
                            args.push(&path);
                            out.extend_from_slice(
                                format!("== {} {name}\n", args[1..args.len() - 1].join(" ")).as_bytes(),
                            );
                            out.extend(run(bin, &args)?);
                        }
                    }
                    Ok(out)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err("a show thread panicked".into())))
            .collect()
    });
    let mut all = Vec::new();
    for p in parts {
        all.extend(p?);
    }
    Ok(all)
}

pub fn save(dir: &Path, corpus: &Path) -> Result<(), String> {
    let bin = crate::referee_binary()?;
    let n = write_all(&bin, &crate::root(), corpus, dir)?;
    println!("golden: {n} outputs written to {}", dir.display());
    Ok(())
}

pub fn check(dir: &Path, corpus: &Path) -> Result<(), String> {
    let bin = crate::referee_binary()?;
    let new = PathBuf::from(format!("{}.new", dir.display()));
    let _ = std::fs::remove_dir_all(&new);
    write_all(&bin, &crate::root(), corpus, &new)?;
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .flatten()
        .map(|e| e.path())
        .collect();
    names.sort();
    let mut differ = 0;
    for old in &names {
        let Some(name) = old.file_name() else { continue };
        let was = std::fs::read(old).unwrap_or_default();
        let now = std::fs::read(new.join(name)).unwrap_or_default();
        if was == now {
            continue;
        }
        differ += 1;
        let (was, now) = (String::from_utf8_lossy(&was), String::from_utf8_lossy(&now));
        let first = was.lines().zip(now.lines()).position(|(a, b)| a != b);
        match first {
            Some(i) => println!(
                "{}: line {}\n  was: {}\n  now: {}",
                name.to_string_lossy(),
                i + 1,
                was.lines().nth(i).unwrap_or_default(),
                now.lines().nth(i).unwrap_or_default()
            ),
            None => println!(
                "{}: one is a prefix of the other ({} lines before, {} now)",
                name.to_string_lossy(),
                was.lines().count(),
                now.lines().count()
            ),
        }
    }
    if differ == 0 {
        println!("golden: all {} outputs are byte-identical to {}", names.len(), dir.display());
        Ok(())
    } else {
        Err(format!("{differ} of {} outputs differ (new ones in {})", names.len(), new.display()))
    }
}
