//! `referee judge --format html` opened in a real browser: Debian's `chromium`, headless, loads
//! the page from `file://` and the DOM it leaves is read back (`--dump-dom`). The page's
//! rows are counted against the JSON verdicts, and `#g=N&ply=K` must show game N at ply K with
//! as many stones (or pieces) on the board as `referee show --ply K` draws.
//!
//! Without chromium (`/usr/bin/chromium`, or the program `REFEREE_CHROMIUM` names) these tests
//! say so and pass; under CI (`CI=true`) its absence is a failure, as GNU Go's is for the
//! match tests (build.rs): `.ci/run` installs it.

#[path = "engines/mod.rs"]
mod engines;

use std::path::{Path, PathBuf};
use std::process::Command;

use engines::referee;

/// A scratch directory of this test binary's own.
fn scratch(name: &str) -> PathBuf {
    let dir = engines::out_dir(&format!("html-{name}"));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// The browser, or `None` (after saying why) when it is missing outside CI.
fn chromium() -> Option<PathBuf> {
    let path = match std::env::var_os("REFEREE_CHROMIUM") {
        Some(p) if !p.is_empty() => PathBuf::from(p),
        _ => PathBuf::from("/usr/bin/chromium"),
    };
    if path.is_file() {
        return Some(path);
    }
    let ci = matches!(std::env::var("CI").as_deref(), Ok("true" | "1"));
    assert!(
        !ci,
        "no chromium at {} (CI=true): the report page cannot be tested in a browser; \
         `apt-get install chromium` (.ci/run does) or set REFEREE_CHROMIUM",
        path.display()
    );
    eprintln!("skipped: no chromium at {} (apt-get install chromium)", path.display());
    None
}

/// The DOM of `page` opened at `fragment` once its scripts have run (virtual time: the
/// browser runs every timer the page sets before it dumps, however slow the machine).
fn dump(browser: &Path, page: &Path, fragment: &str, profile: &Path) -> String {
    let url = format!("file://{}{fragment}", page.display());
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(["--virtual-time-budget=5000", "--dump-dom"])
        .arg(&url)
        .output()
        .expect("run chromium");
    assert!(out.status.success(), "chromium failed on {url}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The JSON verdicts (and unreadable games' lines) of `paths`, in report order.
fn json_lines(paths: &[&str]) -> Vec<serde_json::Value> {
    let out = referee().args(["judge", "--format", "json"]).args(paths).output().unwrap();
    String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// Writes the report of `paths` to `dir/report.html` (with `extra` options).
fn report(dir: &Path, paths: &[&str], extra: &[&str]) -> PathBuf {
    let page = dir.join("report.html");
    let out = referee()
        .args(["judge", "--format", "html", "-o"])
        .arg(&page)
        .args(extra)
        .args(paths)
        .output()
        .unwrap();
    assert!(out.status.code().is_some_and(|c| c <= 2), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stdout.is_empty(), "the page goes to the file, not to stdout");
    page
}

/// The value of `attribute` on the first element with `id`.
fn attribute(dom: &str, id: &str, attribute: &str) -> Option<String> {
    let start = dom.find(&format!("id=\"{id}\""))?;
    let tag_start = dom[..start].rfind('<')?;
    let tag = &dom[tag_start..tag_start + dom[tag_start..].find('>')?];
    let key = format!("{attribute}=\"");
    let at = tag.find(&key)? + key.len();
    Some(tag[at..at + tag[at..].find('"')?].to_owned())
}

/// The text of the element with `id` (no child elements).
fn text_of(dom: &str, id: &str) -> String {
    let start = dom.find(&format!("id=\"{id}\"")).expect(id);
    let open = start + dom[start..].find('>').unwrap() + 1;
    dom[open..open + dom[open..].find('<').unwrap()].to_owned()
}

/// `data-stones` of the board the viewer drew: how many stones or pieces stand on it.
fn stones_drawn(dom: &str) -> usize {
    let key = "data-stones=\"";
    let at = dom.find(key).expect("a board is drawn") + key.len();
    dom[at..at + dom[at..].find('"').unwrap()].parse().unwrap()
}

/// The stones (Go, renju) or pieces (junqi) `referee show FILE --ply K` draws.
fn stones_shown(file: &str, ply: usize) -> usize {
    let out = referee().args(["show", file, "--ply", &ply.to_string()]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let chars: Vec<char> = text.chars().collect();
    let stones = chars.iter().filter(|c| "●○◆◇◐◑".contains(**c)).count();
    let pieces =
        chars.windows(2).filter(|w| "RB".contains(w[0]) && ('\u{4e00}'..='\u{9fff}').contains(&w[1])).count();
    stones + pieces
}

/// The 1-based place of `file` among the JSON lines.
fn place(lines: &[serde_json::Value], file: &str) -> usize {
    lines.iter().position(|v| v["file"] == file).expect(file) + 1
}

#[test]
fn the_fixtures_report_has_one_row_per_json_verdict_in_chromium() {
    let Some(browser) = chromium() else { return };
    let dir = scratch("fixtures-rows");
    let page = report(&dir, &["fixtures"], &[]);
    let lines = json_lines(&["fixtures"]);
    let dom = dump(&browser, &page, "", &dir.join("profile"));
    let rows = dom.matches("<tr data-game=\"").count();
    assert_eq!(rows, lines.len(), "one row per verdict");
    // In report order: the last row is the last JSON line's game.
    assert!(dom.contains(&format!("<tr data-game=\"{}\"", lines.len())));
    assert!(!dom.contains(&format!("<tr data-game=\"{}\"", lines.len() + 1)));
    // The summary line is the text format's.
    let text = referee().args(["judge", "fixtures"]).output().unwrap();
    let summary = String::from_utf8_lossy(&text.stdout).lines().last().unwrap().to_owned();
    assert_eq!(text_of(&dom, "summary"), summary);
}

#[test]
fn the_fragment_opens_game_n_at_ply_k_with_the_position_show_draws() {
    let Some(browser) = chromium() else { return };
    let dir = scratch("fragment");
    let files = [
        ("fixtures/go/superko-triple-ko.yaml", 3),
        ("fixtures/go/capture-large-chain.yaml", 2),
        ("fixtures/go/cgos-620152-black-wins-on-count.yaml", 40),
        ("fixtures/go/katago-handicap-black-plays-the-last-stone.sgf", 3),
        ("fixtures/renju/forbidden-illegal-makes-the-record-invalid.yaml", 6),
        ("fixtures/junqi/combat-bomb-removes-both.yaml", 1),
    ];
    let page = report(&dir, &["fixtures"], &[]);
    let lines = json_lines(&["fixtures"]);
    for (i, (file, ply)) in files.into_iter().enumerate() {
        let n = place(&lines, file);
        let dom = dump(&browser, &page, &format!("#g={n}&ply={ply}"), &dir.join(format!("profile-{i}")));
        assert_eq!(
            attribute(&dom, "v-board", "data-game").as_deref(),
            Some(n.to_string().as_str()),
            "{file}"
        );
        assert_eq!(
            attribute(&dom, "v-board", "data-ply").as_deref(),
            Some(ply.to_string().as_str()),
            "{file}"
        );
        assert!(text_of(&dom, "v-caption").starts_with(&format!("after ply {ply} of ")), "{file}: {dom}");
        assert!(text_of(&dom, "v-title").contains(file), "{file}");
        assert_eq!(stones_drawn(&dom), stones_shown(file, ply), "{file} at ply {ply}");
    }
}

#[test]
fn the_viewer_marks_the_refused_move_and_the_dead_stones_at_the_end() {
    let Some(browser) = chromium() else { return };
    let dir = scratch("marks");
    let page = report(&dir, &["fixtures"], &[]);
    let lines = json_lines(&["fixtures"]);
    // A refused move: the position before it, its point in a red square (no fragment ply:
    // the end).
    let n = place(&lines, "fixtures/go/superko-triple-ko.yaml");
    let dom = dump(&browser, &page, &format!("#g={n}"), &dir.join("profile-a"));
    assert_eq!(attribute(&dom, "v-board", "data-ply").as_deref(), Some("5"));
    assert_eq!(dom.matches("class=\"mark-refused\"").count(), 1);
    // Dead stones judged at the count: crossed out, and named in the caption.
    let n = place(&lines, "fixtures/go/dead-stones-auto-by-default.yaml");
    let dom = dump(&browser, &page, &format!("#g={n}"), &dir.join("profile-b"));
    assert_eq!(dom.matches("class=\"mark-cross\"").count(), 2);
    assert!(text_of(&dom, "v-caption").contains("dead: B4 F4"), "{}", text_of(&dom, "v-caption"));
    // The explanation carries the count's arithmetic and the article.
    assert!(dom.contains("count (art. 9"), "the count is explained");
}

#[test]
fn the_page_speaks_chinese_under_lang_zh() {
    let Some(browser) = chromium() else { return };
    let dir = scratch("zh");
    let page = report(&dir, &["fixtures/go"], &["--lang", "zh"]);
    let lines = json_lines(&["fixtures/go"]);
    let n = place(&lines, "fixtures/go/superko-triple-ko.yaml");
    let dom = dump(&browser, &page, &format!("#g={n}&ply=2"), &dir.join("profile"));
    assert!(text_of(&dom, "v-caption").starts_with("第 2 手后"), "{}", text_of(&dom, "v-caption"));
    assert!(text_of(&dom, "v-sentence").starts_with("无效"), "{}", text_of(&dom, "v-sentence"));
}

#[test]
fn the_page_is_self_contained() {
    let dir = scratch("self-contained");
    let page = report(&dir, &["fixtures"], &[]);
    let html = std::fs::read_to_string(&page).unwrap();
    let start = html.find("<script type=\"application/json\" id=\"data\">").unwrap();
    let body = &html[start..];
    let json = &body[body.find('>').unwrap() + 1..body.find("</script>").unwrap()];
    // Nothing fetched: no external script, style sheet, image or font outside the data (whose
    // notes may quote a record's text).
    let html = html.replacen(json, "", 1);
    for needle in ["src=", "href=", "@import", "url(", "http://", "https://"] {
        let found: Vec<&str> =
            html.match_indices(needle).map(|(i, _)| &html[i..(i + 60).min(html.len())]).collect();
        // SVG's namespace is a name, not a fetch.
        let fetched: Vec<&&str> =
            found.iter().filter(|s| !s.starts_with("http://www.w3.org/2000/svg")).collect();
        assert!(fetched.is_empty(), "{needle}: {fetched:?}");
    }
    // The data block is the JSON verdicts, every one.
    let data: serde_json::Value = serde_json::from_str(json).unwrap();
    let lines = json_lines(&["fixtures"]);
    let games = data["games"].as_array().unwrap();
    assert_eq!(games.len(), lines.len());
    for (g, line) in games.iter().zip(&lines) {
        match g.get("v") {
            Some(v) => assert_eq!(v, line),
            None => assert_eq!(&g["e"], line),
        }
    }
}

#[test]
fn a_match_directory_has_an_index_page_with_its_games_and_table() {
    let out = engines::out_dir("html-index");
    let legal = engines::engine("gtp", "legal");
    let ran = engines::run(
        engines::referee()
            .args(["match", &legal, &legal, "--rules", "go-chinese", "--set", "size=9", "--games", "2", "-o"])
            .arg(&out),
    );
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let page = out.join("index.html");
    let html = std::fs::read_to_string(&page).expect("index.html");
    // Written whole, through a temporary file renamed over the last page.
    assert!(!out.join(".index.html.tmp").exists());
    assert!(html.trim_end().ends_with("</html>"));
    // The table the match printed is at the top of the page.
    let table = std::fs::read_to_string(out.join("table.txt")).unwrap();
    let first = table.lines().next().unwrap();
    assert!(html.contains(&crate::escape_text(first)), "{first}");
    let Some(browser) = chromium() else { return };
    let verdicts = std::fs::read_to_string(out.join("verdicts.jsonl")).unwrap();
    let plies = serde_json::from_str::<serde_json::Value>(verdicts.lines().nth(1).unwrap()).unwrap()["plies"]
        .as_u64()
        .unwrap();
    let dom = dump(&browser, &page, "#g=2&ply=4", &scratch("html-index-profile"));
    assert_eq!(dom.matches("<tr data-game=\"").count(), 2);
    assert_eq!(attribute(&dom, "v-board", "data-game").as_deref(), Some("2"));
    assert_eq!(attribute(&dom, "v-board", "data-ply").as_deref(), Some(if plies >= 4 { "4" } else { "0" }));
    assert!(text_of(&dom, "v-title").contains("game-002.sgf"));
}

/// Text as the page writes it in HTML.
fn escape_text(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

#[test]
fn the_report_never_overwrites_a_record_it_judges() {
    let dir = scratch("overwrite");
    let record = dir.join("game.yaml");
    std::fs::write(&record, "rules: go-chinese\nmoves: [D4, resign]\nresult: W+R\n").unwrap();
    let out = referee()
        .args(["judge", "--format", "html", "-o"])
        .arg(dir.join("./game.yaml"))
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("an input of this command"));
    assert!(
        std::fs::read_to_string(&record).unwrap().starts_with("rules: go-chinese"),
        "the record is left as it was"
    );
}

#[test]
fn a_tournament_directory_has_an_index_page_with_every_pairs_games() {
    let out = engines::out_dir("html-tournament");
    let legal = engines::engine("gtp", "legal");
    let ran = engines::run(
        engines::referee()
            .args(["match", "--rules", "go-chinese", "--set", "size=9", "--games", "2"])
            .args(["--engine", &format!("x={legal}"), "--engine", &format!("y={legal}")])
            .args(["--engine", &format!("z={legal}"), "-o"])
            .arg(&out),
    );
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let html = std::fs::read_to_string(out.join("index.html")).expect("index.html");
    // Three pairs of two games, each listed under its pair's folder, in pair order.
    let data = &html[html.find("id=\"data\">").unwrap()..];
    let files: Vec<usize> =
        ["pair-1-2/game-001", "pair-1-2/game-002", "pair-1-3/game-001", "pair-2-3/game-002"]
            .iter()
            .map(|f| data.find(f).unwrap_or_else(|| panic!("{f} missing")))
            .collect();
    assert!(files.windows(2).all(|w| w[0] < w[1]), "in pair order: {files:?}");
    let crosstable = std::fs::read_to_string(out.join("crosstable.txt")).unwrap();
    assert!(html.contains(&escape_text(crosstable.lines().next().unwrap())));
    // Each pair's own page too.
    assert!(out.join("pair-2-3/index.html").is_file());
}
