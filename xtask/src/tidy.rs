//! `cargo xtask tidy`: every repository path the sources cite must exist.
//!
//! What is read:
//! - the comments and string literals (not the code) of every `*.rs` file under `crates/`,
//!   `xtask/` and `fuzz/`;
//! - the whole text of `rules/*.yaml`, of every `*.md` file, and of the fixture records under
//!   `fixtures/` (`*.yaml`, `*.sgf`, `*.rif`).
//!
//! What counts as a citation: a run of path characters (ASCII letters, digits, `_ . / * -`)
//! that contains a `/` and whose first component names a place in the repository, and so
//! would be read as a path from the repository root:
//! - one of [`CHECKED`] (the repository's own top-level folders): the path must exist;
//!   a glob (`fixtures/**/*.yaml`) must have an existing folder before its first wildcard;
//! - one of [`OUTSIDE`] (the rule texts and notes that live beside the repository): always
//!   reported, since they do not exist in it;
//! - `../` (or `/../`) followed by `shared/`: the shared folder beside the repository. Only
//!   `shared/corpus` and `shared/engines` (real engines the match tests build and play, never
//!   linked) may be cited, and only from test, bench, build-script or xtask code and from
//!   Markdown (which says where they are); anything else there is reported;
//! - another path starting with `../` is resolved from the citing file's folder (Rust
//!   `#[path]`, Markdown links) and checked when it lands inside the repository.
//!
//! Everything else is not a citation: words with a slash whose first part is no folder of the
//! repository (`B/W`, `1/4`, `a/b`), a lone name without a folder (`README.md`), URLs and
//! absolute paths (they start with `/` once the scheme is cut off), and paths under build
//! output: any `target` component and any folder a `.gitignore` of the repository names with
//! a plain pattern (`fuzz/corpus/`, `fuzz/artifacts/`), which tools create at run time.
//! [`RUNTIME`] lists the folders a tool creates that are not ignored.
//!
//! The owner's contract lived outside the repository; the repository's own is
//! `docs/contract.md`. A mention of the outside file by its name ([`RETIRED`]) is reported
//! wherever it appears, so that every citation of the contract points at a file a clone has.
//!
//! Old citations of the rule texts outside the repository (`rules/go.md`: `rules/` holds only
//! the `.yaml` profiles; `research/...`; `seeds/...`) are reported like any missing path;
//! `docs/rules/CITATIONS.md` maps each to its place under `docs/rules/`.

use std::fmt;
use std::fs;
use std::path::Path;

/// The file name of the contract as it was kept outside the repository (written in two pieces
/// so that this file does not cite it).
pub const RETIRED: &str = concat!("SPEC", ".md");

/// Top-level folders of the repository whose cited paths are checked.
pub const CHECKED: [&str; 8] = ["crates", "docs", "fixtures", "rules", "xtask", "fuzz", ".ci", ".cargo"];

/// First components that point outside the repository (the shared rule texts, research notes
/// and seed texts); a citation of one is always reported.
pub const OUTSIDE: [&str; 3] = ["research", "seeds", "shared"];

/// Folders created at run time that are not git-ignored: `fuzz/regressions/<target>/` is made
/// when a fuzz run first finds a failure (and is then committed).
pub const RUNTIME: [&str; 1] = ["fuzz/regressions"];

/// Files not read: the citation table lists the old forms on purpose, and this checker's own
/// source names them in its documentation.
pub const EXEMPT: [&str; 2] = ["docs/rules/CITATIONS.md", "xtask/src/tidy.rs"];

/// A cited path that does not exist.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The citing file, relative to the root, with `/` separators.
    pub file: String,
    /// The 1-based line of the citation.
    pub line: usize,
    /// The path as cited.
    pub cited: String,
    /// Why it is reported, when more than "it does not exist" helps.
    pub outside: bool,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: cites {}, which does not exist", self.file, self.line, self.cited)?;
        if self.outside {
            f.write_str(" (it is outside the repository)")?;
        }
        Ok(())
    }
}

/// The result of a check.
#[derive(Debug, Default)]
pub struct Report {
    /// Citations found (existing or not).
    pub checked: usize,
    /// The citations that do not exist, in file and line order.
    pub findings: Vec<Finding>,
}

/// `cargo xtask tidy`: prints one line per finding; an error when there is any.
pub fn run(root: &Path) -> Result<(), String> {
    let report = check(root).map_err(|e| format!("cannot read the tree: {e}"))?;
    for f in &report.findings {
        println!("{f}");
    }
    if report.findings.is_empty() {
        println!("tidy: {} citations checked, all exist", report.checked);
        Ok(())
    } else {
        Err(format!(
            "{} of {} citations do not exist (docs/rules/CITATIONS.md maps the old rule-text citations to docs/rules/)",
            report.findings.len(),
            report.checked
        ))
    }
}

/// Checks every citation under `root`.
///
/// # Errors
/// An I/O error reading a folder or file.
pub fn check(root: &Path) -> std::io::Result<Report> {
    let ignored = ignored_dirs(root);
    let mut files = Vec::new();
    walk(root, root, &ignored, &mut files)?;
    files.sort();
    let mut report = Report::default();
    for rel in files {
        let Some(kind) = kind_of(&rel) else { continue };
        if EXEMPT.contains(&rel.as_str()) {
            continue;
        }
        let bytes = fs::read(root.join(&rel))?;
        let text = String::from_utf8_lossy(&bytes);
        let pieces = match kind {
            Kind::Rust => rust_pieces(&text),
            Kind::Text => text.lines().enumerate().map(|(i, l)| (i + 1, l.to_owned())).collect(),
        };
        let tests_from = if kind == Kind::Rust { test_region(&text) } else { None };
        let ctx = Context { root, file: &rel, kind, tests_from, ignored: &ignored };
        for (line, piece) in pieces {
            if piece.contains(RETIRED) {
                report.checked += 1;
                report.findings.push(Finding {
                    file: rel.clone(),
                    line,
                    cited: RETIRED.to_owned(),
                    outside: true,
                });
            }
            for token in tokens(&piece) {
                if let Some(ok) = ctx.judge(token, line) {
                    report.checked += 1;
                    if let Err(outside) = ok {
                        report.findings.push(Finding {
                            file: rel.clone(),
                            line,
                            cited: token.to_owned(),
                            outside,
                        });
                    }
                }
            }
        }
    }
    Ok(report)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Only comments and string literals are read.
    Rust,
    /// Every line is read.
    Text,
}

/// Which files are read, by their path from the root.
fn kind_of(rel: &str) -> Option<Kind> {
    let top = rel.split('/').next().unwrap_or("");
    if rel.ends_with(".rs") {
        return ["crates", "xtask", "fuzz"].contains(&top).then_some(Kind::Rust);
    }
    if rel.ends_with(".md") {
        return Some(Kind::Text);
    }
    let record = [".yaml", ".yml", ".sgf", ".rif"].iter().any(|e| rel.ends_with(e));
    let profile = top == "rules" && rel.matches('/').count() == 1 && rel.ends_with(".yaml");
    (profile || top == "fixtures" && record).then_some(Kind::Text)
}

/// Files under `dir`, as paths from `root` with `/` separators; skips `.git`, `target` and
/// git-ignored folders.
fn walk(root: &Path, dir: &Path, ignored: &[String], out: &mut Vec<String>) -> std::io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        let rel = relative(root, &path);
        let name = entry.file_name();
        let ty = entry.file_type()?;
        if ty.is_dir() {
            if name == ".git" || name == "target" || ignored.contains(&rel) {
                continue;
            }
            walk(root, &path, ignored, out)?;
        } else if ty.is_file() {
            out.push(rel);
        }
    }
    Ok(())
}

fn relative(root: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(root).unwrap_or(path);
    rel.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/")
}

/// Folders named by a plain pattern (no wildcard) in the root's `.gitignore` or in a
/// top-level folder's, as paths from the root (`target`, `fuzz/corpus`, ...).
fn ignored_dirs(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut read = |dir: &str| {
        let Ok(text) = fs::read_to_string(root.join(dir).join(".gitignore")) else { return };
        for line in text.lines().map(str::trim) {
            if line.is_empty()
                || line.starts_with('#')
                || line.starts_with('!')
                || line.contains(['*', '?', '['])
            {
                continue;
            }
            let name = line.trim_matches('/');
            if name.is_empty() {
                continue;
            }
            out.push(if dir.is_empty() { name.to_owned() } else { format!("{dir}/{name}") });
        }
    };
    read("");
    if let Ok(rd) = fs::read_dir(root) {
        let mut dirs: Vec<String> = rd
            .flatten()
            .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        dirs.sort();
        for d in dirs {
            read(&d);
        }
    }
    out
}

struct Context<'a> {
    root: &'a Path,
    file: &'a str,
    kind: Kind,
    /// The line from which a Rust file is its `#[cfg(test)] mod tests { ... }`.
    tests_from: Option<usize>,
    ignored: &'a [String],
}

impl Context<'_> {
    /// `None`: not a citation. `Some(Ok)`: a citation that exists (or may be cited).
    /// `Some(Err(outside))`: a citation that does not exist, `outside` when it points outside
    /// the repository.
    fn judge(&self, token: &str, line: usize) -> Option<Result<(), bool>> {
        let path = token.strip_prefix("./").unwrap_or(token);
        let path = match path.strip_prefix('/') {
            // `concat!(env!("CARGO_MANIFEST_DIR"), "/../x")`: relative after all.
            Some(rest) if rest.starts_with("../") => rest,
            // Absolute paths and URLs (`https://...` leaves `//...`).
            Some(_) => return None,
            None => path,
        };
        let parts: Vec<&str> = path.split('/').collect();
        let ups = parts.iter().take_while(|p| **p == "..").count();
        let rest = &parts[ups..];
        let first = *rest.first().filter(|f| !f.is_empty())?;
        if rest.len() < 2 && !path.ends_with('/') {
            return None;
        }
        if first == "shared" {
            return Some(self.shared(rest, line));
        }
        if ups > 0 {
            // Relative to the citing file's folder.
            let base: Vec<&str> = self.file.split('/').collect();
            let mut resolved: Vec<&str> = base[..base.len() - 1].to_vec();
            for _ in 0..ups {
                resolved.pop()?;
            }
            resolved.extend_from_slice(rest);
            let first = *resolved.first()?;
            if !CHECKED.contains(&first) {
                return None;
            }
            return self.exists(&resolved.join("/")).map(|ok| if ok { Ok(()) } else { Err(false) });
        }
        if OUTSIDE.contains(&first) {
            // Unless a file below the root means its own folder's (`fuzz/README.md` on `seeds/`).
            let dir = self.file.rsplit_once('/').map(|(d, _)| d);
            let local = dir.is_some_and(|d| self.exists(&format!("{d}/{path}")) == Some(true));
            return Some(if local { Ok(()) } else { Err(true) });
        }
        if !CHECKED.contains(&first) {
            return None;
        }
        self.exists(path).map(|ok| if ok { Ok(()) } else { Err(false) })
    }

    /// `None` for a path under build output or a run-time folder; else whether it exists.
    fn exists(&self, path: &str) -> Option<bool> {
        let trimmed = path.trim_end_matches('/');
        let parts: Vec<&str> = trimmed.split('/').collect();
        if parts.contains(&"target") {
            return None;
        }
        let under = |dir: &String| trimmed == dir || trimmed.starts_with(&format!("{dir}/"));
        if self.ignored.iter().any(under) || RUNTIME.iter().map(|s| (*s).to_owned()).any(|d| under(&d)) {
            return None;
        }
        // A glob: the folder before the first wildcard must exist.
        let fixed: Vec<&str> = parts.iter().take_while(|p| !p.contains(['*', '?'])).copied().collect();
        let check = fixed.join("/");
        let target = self.root.join(&check);
        Some(if fixed.len() < parts.len() || path.ends_with('/') { target.is_dir() } else { target.exists() })
    }

    /// A path into the shared folder beside the repository (`rest` starts with `shared`).
    fn shared(&self, rest: &[&str], line: usize) -> Result<(), bool> {
        // The corpus, the test engines' sources and build scripts, and the renju research
        // positions a test reads as data (not a citation).
        let corpus = matches!(rest.get(1), Some(&("corpus" | "engines")))
            || rest.get(1..3) == Some(&["research", "renju-cases"][..]);
        let test_code =
            self.kind == Kind::Rust && (self.is_test_file() || self.tests_from.is_some_and(|l| line >= l));
        let markdown = self.file.ends_with(".md");
        if corpus && (test_code || markdown) {
            Ok(())
        } else {
            Err(true)
        }
    }

    fn is_test_file(&self) -> bool {
        let parts: Vec<&str> = self.file.split('/').collect();
        parts.first() == Some(&"xtask")
            || parts.last() == Some(&"build.rs")
            || parts.contains(&"tests")
            || parts.contains(&"benches")
            || parts.last() == Some(&"tests.rs")
    }
}

/// The runs of path characters in `text` (trailing dots, as at the end of a sentence, cut).
fn tokens(text: &str) -> impl Iterator<Item = &str> {
    let path_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '/' | '*' | '-');
    text.split(move |c: char| !path_char(c))
        .map(|t| t.trim_end_matches('.'))
        .filter(|t| t.contains('/') && t.len() > 1)
}

/// The first line of a Rust file's inline test module (`#[cfg(test)]` followed by a
/// `mod name {` line), if it has one. A `#[cfg(test)] mod tests;` points to another file.
fn test_region(text: &str) -> Option<usize> {
    let lines: Vec<&str> = text.lines().collect();
    for (i, l) in lines.iter().enumerate() {
        if l.trim() != "#[cfg(test)]" {
            continue;
        }
        let next = lines.iter().skip(i + 1).map(|s| s.trim()).find(|s| !s.is_empty())?;
        if next.contains("mod ") && next.ends_with('{') {
            return Some(i + 1);
        }
    }
    None
}

/// The comments and string literals of Rust source, one `(line, text)` per source line they
/// cover. Handles line and nested block comments, strings with escapes, raw strings
/// (`r#"..."#`), byte strings, and char literals as opposed to lifetimes.
fn rust_pieces(src: &str) -> Vec<(usize, String)> {
    let c: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    // Collects c[from..to] into pieces, one per line.
    let emit = |from: usize, to: usize, start_line: usize, out: &mut Vec<(usize, String)>| {
        let mut l = start_line;
        let mut cur = String::new();
        for &ch in &c[from..to] {
            if ch == '\n' {
                out.push((l, std::mem::take(&mut cur)));
                l += 1;
            } else {
                cur.push(ch);
            }
        }
        out.push((l, cur));
    };
    let ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    while i < c.len() {
        let ch = c[i];
        let next = c.get(i + 1).copied();
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch == '/' && next == Some('/') {
            let start = i + 2;
            let mut j = start;
            while j < c.len() && c[j] != '\n' {
                j += 1;
            }
            emit(start, j, line, &mut out);
            i = j;
        } else if ch == '/' && next == Some('*') {
            let start = i + 2;
            let (mut j, mut depth) = (start, 1);
            while j < c.len() && depth > 0 {
                if c[j] == '/' && c.get(j + 1) == Some(&'*') {
                    depth += 1;
                    j += 2;
                } else if c[j] == '*' && c.get(j + 1) == Some(&'/') {
                    depth -= 1;
                    j += 2;
                } else {
                    j += 1;
                }
            }
            let end = if depth == 0 { j - 2 } else { j };
            emit(start, end, line, &mut out);
            line += c[start..end].iter().filter(|&&x| x == '\n').count();
            i = j;
        } else if ch == 'r'
            && (i == 0 || !ident(c[i - 1]) || (c[i - 1] == 'b' && (i < 2 || !ident(c[i - 2]))))
        {
            // A raw string `r"..."` / `r#"..."#` (also after `b`), else an identifier.
            let mut j = i + 1;
            while c.get(j) == Some(&'#') {
                j += 1;
            }
            if c.get(j) != Some(&'"') {
                i += 1;
                continue;
            }
            let hashes = j - i - 1;
            let start = j + 1;
            let mut k = start;
            let end = loop {
                if k >= c.len() {
                    break c.len();
                }
                if c[k] == '"' && (1..=hashes).all(|h| c.get(k + h) == Some(&'#')) {
                    break k;
                }
                k += 1;
            };
            emit(start, end, line, &mut out);
            line += c[start..end].iter().filter(|&&x| x == '\n').count();
            i = (end + 1 + hashes).min(c.len());
        } else if ch == '"' {
            let start = i + 1;
            let mut j = start;
            while j < c.len() && c[j] != '"' {
                j += if c[j] == '\\' { 2 } else { 1 };
            }
            let end = j.min(c.len());
            emit(start, end, line, &mut out);
            line += c[start..end].iter().filter(|&&x| x == '\n').count();
            i = end + 1;
        } else if ch == '\'' {
            // '\n', '\'', '\u{..}' and 'x' are char literals; 'a in `&'a T` is a lifetime.
            if next == Some('\\') {
                let mut j = i + 2;
                while j < c.len() && c[j] != '\'' && c[j] != '\n' {
                    j += if c[j] == '\\' { 2 } else { 1 };
                }
                i = j + 1;
            } else if c.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
        } else if ident(ch) {
            // Skip the identifier, so that `r` inside a name is not taken for a raw string.
            while i < c.len() && ident(c[i]) {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    /// A fresh directory under the system temp folder, removed on drop.
    struct Tree(PathBuf);

    impl Tree {
        fn new(name: &str) -> Tree {
            let dir = std::env::temp_dir().join(format!("xtask-tidy-{name}-{}", std::process::id()));
            let _ = fs::remove_dir_all(&dir);
            fs::create_dir_all(&dir).unwrap();
            Tree(dir)
        }

        fn file(&self, rel: &str, text: &str) -> &Tree {
            let path = self.0.join(rel);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
            self
        }
    }

    impl Drop for Tree {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    /// `a/b` written so that this file's own text holds no path-looking token.
    fn p(parts: &[&str]) -> String {
        parts.join("/")
    }

    #[test]
    fn an_existing_citation_passes() {
        let t = Tree::new("pass");
        t.file(&p(&["docs", "rules", "go.md"]), "# Go\n").file(
            &p(&["crates", "go-rules", "src", "lib.rs"]),
            &format!("//! The rules ({}, \"Ko\").\nfn main() {{}}\n", p(&["docs", "rules", "go.md"])),
        );
        let r = check(&t.0).unwrap();
        assert_eq!(r.checked, 1);
        assert!(r.findings.is_empty(), "{:?}", r.findings);
    }

    #[test]
    fn a_missing_citation_fails_with_file_and_line() {
        let t = Tree::new("fail");
        let old = p(&["rules", "go.md"]);
        t.file(&p(&["rules", "go-chinese.yaml"]), &format!("# Keys: {old}\nname: go-chinese\n")).file(
            &p(&["crates", "go-rules", "src", "lib.rs"]),
            &format!("fn f() {{}}\n/// See {old}, \"A move\".\nfn g() {{}}\n"),
        );
        let r = check(&t.0).unwrap();
        assert_eq!(r.checked, 2);
        let lines: Vec<String> = r.findings.iter().map(ToString::to_string).collect();
        assert_eq!(
            lines,
            [
                format!(
                    "{}:2: cites {old}, which does not exist",
                    p(&["crates", "go-rules", "src", "lib.rs"])
                ),
                format!("{}:1: cites {old}, which does not exist", p(&["rules", "go-chinese.yaml"])),
            ]
        );
    }

    #[test]
    fn outside_folders_are_always_reported() {
        let t = Tree::new("outside");
        let text = format!(
            "{} \u{a7}4, {}, {}\n",
            p(&["research", "junqi.md"]),
            p(&["seeds", "000"]),
            p(&["..", "shared", "rules", "go.md"])
        );
        t.file("README.md", &text);
        let r = check(&t.0).unwrap();
        assert_eq!(r.findings.len(), 3);
        assert!(r.findings.iter().all(|f| f.outside && f.line == 1));
    }

    #[test]
    fn the_corpus_and_engines_may_be_cited_only_from_tests_and_docs() {
        let t = Tree::new("corpus");
        let corpus = p(&["..", "..", "..", "shared", "corpus", "go"]);
        t.file(
            &p(&["crates", "go-rules", "tests", "corpus.rs"]),
            &format!("const D: &str = concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/{corpus}\");\n"),
        )
        .file(&p(&["crates", "go-rules", "src", "lib.rs"]), &format!("const D: &str = \"{corpus}\";\n"))
        .file(
            &p(&["crates", "go-rules", "src", "sgf.rs"]),
            &format!("fn f() {{}}\n#[cfg(test)]\nmod tests {{\n    const D: &str = \"{corpus}\";\n}}\n"),
        )
        .file("README.md", &format!("The corpus is in `{}`.\n", p(&["..", "shared", "corpus"])));
        // The engines the match tests build: from a build script and the docs, not the library.
        let engines = p(&["..", "shared", "engines", "build-rapfi.sh"]);
        t.file(
            &p(&["crates", "referee-cli", "build.rs"]),
            &format!("// Built by {engines}.\nfn main() {{}}\n"),
        )
        .file(&p(&["docs", "matches.md"]), &format!("Rapfi: `{engines}`.\n"))
        .file(&p(&["crates", "arena", "src", "lib.rs"]), &format!("//! Plays {engines}.\n"));
        let r = check(&t.0).unwrap();
        assert_eq!(r.checked, 7);
        let mut files: Vec<&str> = r.findings.iter().map(|f| f.file.as_str()).collect();
        files.sort_unstable();
        assert_eq!(
            files,
            [p(&["crates", "arena", "src", "lib.rs"]), p(&["crates", "go-rules", "src", "lib.rs"])]
        );
    }

    #[test]
    fn the_outside_contract_is_reported_by_name() {
        let t = Tree::new("retired");
        t.file("crates/a/src/lib.rs", &format!("//! The keys of {RETIRED} section 5.\nfn main() {{}}\n"));
        t.file("docs/x.md", "The keys (docs/contract.md §5).\n");
        t.file("docs/contract.md", "# The contract\n");
        let r = check(&t.0).unwrap();
        let found: Vec<(&str, usize, bool)> =
            r.findings.iter().map(|f| (f.file.as_str(), f.line, f.outside)).collect();
        assert_eq!(found, [("crates/a/src/lib.rs", 1, true)]);
    }

    #[test]
    fn globs_urls_words_and_build_output_are_not_false_positives() {
        let t = Tree::new("noise");
        t.file(&p(&["fixtures", "go", "ko.yaml"]), "moves: []\n").file(".gitignore", "/target\n").file(
            "README.md",
            &format!(
                "Every `{}` is a test; see https://example.org/{} and {}.\n\
                 Komi 1/4 stone, B/W, {} and {} are built, `{}` holds the kos.\n",
                p(&["fixtures", "**", "*.yaml"]),
                p(&["rules", "go.md"]),
                p(&["a", "b"]),
                p(&["target", "dist", "referee.1"]),
                p(&["fuzz", "regressions", "sgf"]),
                p(&["fixtures", "go", "ko.yaml"]),
            ),
        );
        let r = check(&t.0).unwrap();
        assert_eq!(r.checked, 2, "the glob and the fixture");
        assert!(r.findings.is_empty(), "{:?}", r.findings);
    }

    #[test]
    fn a_glob_needs_its_folder() {
        let t = Tree::new("glob");
        t.file("README.md", &format!("{}\n", p(&["fixtures", "renju", "*.yaml"])));
        let r = check(&t.0).unwrap();
        assert_eq!(r.findings.len(), 1);
    }

    #[test]
    fn rust_code_outside_comments_and_strings_is_not_read() {
        let t = Tree::new("code");
        t.file(
            &p(&["crates", "a", "src", "lib.rs"]),
            "fn f(rules: u32, docs: u32) -> u32 { rules/docs }\n\
             fn g<'a>(x: &'a str) -> char { let _ = x; '/' }\n\
             const S: &str = r#\"fixtures/missing.yaml\"#;\n",
        );
        let r = check(&t.0).unwrap();
        assert_eq!(r.checked, 1);
        assert_eq!(r.findings.len(), 1);
        assert_eq!(r.findings[0].line, 3);
        assert_eq!(r.findings[0].cited, p(&["fixtures", "missing.yaml"]));
    }

    #[test]
    fn relative_paths_resolve_from_the_citing_file() {
        let t = Tree::new("relative");
        t.file(&p(&["crates", "go-rules", "tests", "plain_go", "mod.rs"]), "\n").file(
            &p(&["fuzz", "fuzz_targets", "go_moves.rs"]),
            &format!(
                "#[path = \"{}\"]\nmod plain_go;\n",
                p(&["..", "..", "crates", "go-rules", "tests", "plain_go", "mod.rs"])
            ),
        );
        let r = check(&t.0).unwrap();
        assert_eq!(r.checked, 1);
        assert!(r.findings.is_empty(), "{:?}", r.findings);
    }

    #[test]
    fn lexer_keeps_lines_of_multiline_comments_and_strings() {
        let src = "/* one\n two */ let s = \"three\nfour\"; // five\n";
        let pieces = rust_pieces(src);
        assert_eq!(
            pieces,
            [
                (1, " one".to_owned()),
                (2, " two ".to_owned()),
                (2, "three".to_owned()),
                (3, "four".to_owned()),
                (3, " five".to_owned()),
            ]
        );
    }
}
