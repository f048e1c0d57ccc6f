//! `referee judge --format github|junit` over the fixtures (docs/ci.md): one annotation or test
//! case per game, counted as the JSON verdicts say.

mod common;

use common::referee;

/// The fixtures' JSON lines: (invalid or disagreeing, unreadable, not checkable with a claim, all).
fn counts() -> (usize, usize, usize, usize) {
    let out = referee().args(["judge", "--format", "json", "fixtures"]).output().unwrap();
    let lines: Vec<serde_json::Value> =
        String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let bad = lines.iter().filter(|v| v["status"] == "invalid" || v["agrees"] == false).count();
    let unreadable = lines.iter().filter(|v| v.get("error").is_some()).count();
    let unchecked =
        lines.iter().filter(|v| v["settled"] == "not-checkable" && !v["claimed"].is_null()).count();
    (bad, unreadable, unchecked, lines.len())
}

#[test]
fn github_annotations_are_one_per_problem_and_a_notice_for_the_summary() {
    let (bad, unreadable, unchecked, all) = counts();
    let out = referee().args(["judge", "--format", "github", "fixtures"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "fixtures hold unreadable files");
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.iter().all(|l| l.starts_with("::error file=")
        || l.starts_with("::warning file=")
        || l.starts_with("::notice ")));
    assert_eq!(lines.iter().filter(|l| l.starts_with("::error")).count(), bad + unreadable);
    assert_eq!(lines.iter().filter(|l| l.starts_with("::warning")).count(), unchecked);
    let notice = lines.last().unwrap();
    assert!(notice.starts_with(&format!("::notice title=referee::{all} games: ")), "{notice}");
    // A violation with a place in the file is annotated there.
    assert!(
        text.contains("::error file=fixtures/renju/yamaguchi-offer-count-differs.yaml,line=5,col=37,"),
        "{text}"
    );
    // An unreadable file with its line and column.
    assert!(lines.iter().any(|l| l.starts_with("::error file=fixtures/junqi/error-unknown-station-in-move.yaml,line=6,col=9,title=referee%3A unreadable::")));
}

#[test]
fn junit_counts_a_case_per_game_with_failures_errors_and_skips() {
    let (bad, unreadable, unchecked, all) = counts();
    let out = referee().args(["judge", "--format", "junit", "fixtures"]).output().unwrap();
    let xml = String::from_utf8_lossy(&out.stdout);
    assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "), "{xml}");
    let head = format!("tests=\"{all}\" failures=\"{bad}\" errors=\"{unreadable}\" skipped=\"{unchecked}\"");
    assert!(xml.contains(&format!("<testsuite name=\"referee judge\" {head}>")), "{}", &xml[..300]);
    assert_eq!(xml.matches("<testcase ").count(), all);
    assert_eq!(xml.matches("<failure ").count(), bad);
    assert_eq!(xml.matches("<error ").count(), unreadable);
    assert_eq!(xml.matches("<skipped ").count(), unchecked);
    assert!(xml.trim_end().ends_with("</testsuites>"));
}

/// A key's value on a line `key: value` of a small YAML file (the hook and the action).
fn value<'t>(text: &'t str, key: &str) -> &'t str {
    text.lines()
        .find_map(|l| l.trim_start().trim_start_matches("- ").strip_prefix(&format!("{key}: ")))
        .unwrap_or_else(|| panic!("no {key}: in {text}"))
}

// docs/ci.md: the pre-commit hook's entry, run as pre-commit runs it (the entry's words and the
// changed files its `files:` pattern matches), passes good records and refuses a bad one.
#[test]
fn the_pre_commit_hook_entry_passes_good_records_and_refuses_a_bad_one() {
    let hooks = std::fs::read_to_string(common::root().join(".pre-commit-hooks.yaml")).unwrap();
    let entry: Vec<&str> = value(&hooks, "entry").split_whitespace().collect();
    assert_eq!(entry[0], "referee");
    let pattern = value(&hooks, "files");
    assert_eq!(pattern, r"\.(ya?ml|sgf|psq|rif)$");
    let matches = |f: &str| [".yaml", ".yml", ".sgf", ".psq", ".rif"].iter().any(|e| f.ends_with(e));
    let run = |files: &[&str]| {
        let chosen: Vec<&&str> = files.iter().filter(|f| matches(f)).collect();
        let mut c = referee();
        c.args(&entry[1..]);
        for f in chosen {
            c.arg(f);
        }
        c.output().unwrap()
    };
    let good =
        run(&["fixtures/go/capture-corner.yaml", "fixtures/renju/four-three-is-legal.yaml", "README.md"]);
    assert_eq!(good.status.code(), Some(0), "{}", String::from_utf8_lossy(&good.stdout));
    let bad = run(&["fixtures/go/capture-corner.yaml", "fixtures/go/superko-triple-ko.yaml"]);
    assert_eq!(bad.status.code(), Some(1));
    let text = String::from_utf8_lossy(&bad.stdout);
    assert!(text.contains("superko-triple-ko.yaml") && !text.contains("capture-corner.yaml  "), "{text}");
}

/// The hooks of `.pre-commit-hooks.yaml`, read as pre-commit reads them.
#[derive(serde::Deserialize)]
struct Hook {
    id: String,
    entry: String,
    files: String,
    #[serde(default)]
    require_serial: bool,
}

// docs/ci.md: a repository holds its own `.pre-commit-config.yaml` and workflows beside its
// records, and pre-commit hands the hook every changed file its `files:` matches, all at once
// (`require_serial: true`): they pass, and the summary is one line.
#[test]
fn the_pre_commit_hook_passes_a_repository_with_its_own_config_and_workflow_yaml() {
    let text = std::fs::read_to_string(common::root().join(".pre-commit-hooks.yaml")).unwrap();
    let hooks: Vec<Hook> = serde_saphyr::from_str(&text).unwrap();
    let [hook] = hooks.as_slice() else { panic!("one hook: {text}") };
    assert_eq!(hook.id, "referee-judge");
    assert!(hook.require_serial, "one process for all files, so one summary line");
    assert_eq!(hook.files, r"\.(ya?ml|sgf|psq|rif)$");
    let repo = common::scratch("pre-commit-repo");
    std::fs::create_dir_all(repo.join(".github/workflows")).unwrap();
    std::fs::create_dir_all(repo.join("games")).unwrap();
    let config = "repos:\n  - repo: https://github.com/OWNER/referee\n    rev: v0.1.0\n    hooks:\n      - id: referee-judge\n";
    common::write(&repo, ".pre-commit-config.yaml", config);
    let workflow = "name: records\non: [push, pull_request]\njobs:\n  judge:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: referee judge --format github games/\n";
    common::write(&repo, ".github/workflows/ci.yml", workflow);
    let good = std::fs::read_to_string(common::root().join("fixtures/go/capture-corner.yaml")).unwrap();
    common::write(&repo, "games/good.yaml", &good);
    common::write(&repo, "README.md", "records\n");
    let files = [".pre-commit-config.yaml", ".github/workflows/ci.yml", "games/good.yaml", "README.md"];
    let matched: Vec<&str> = files
        .into_iter()
        .filter(|f| [".yaml", ".yml", ".sgf", ".psq", ".rif"].iter().any(|e| f.ends_with(e)))
        .collect();
    assert_eq!(matched.len(), 3);
    let entry: Vec<&str> = hook.entry.split_whitespace().collect();
    let run = |files: &[&str]| {
        let mut c = referee();
        c.current_dir(&repo).args(&entry[1..]).args(files);
        c.output().unwrap()
    };
    let out = run(&matched);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(stdout, "1 game: 1 agree (counted), 0 disagree, 0 invalid, 0 unreadable\n");
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    // A commit that changes only the configuration passes too.
    let out = run(&[".pre-commit-config.yaml", ".github/workflows/ci.yml"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 1);
    // A bad record is still refused, and a broken one is still reported.
    let bad = std::fs::read_to_string(common::root().join("fixtures/go/superko-triple-ko.yaml")).unwrap();
    common::write(&repo, "games/bad.yaml", &bad);
    common::write(&repo, "games/broken.yaml", "rules: go-chinese\nmovez: []\n");
    let out = run(&[&matched[..], &["games/bad.yaml"]].concat());
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("games/bad.yaml"));
    let out = run(&[&matched[..], &["games/broken.yaml"]].concat());
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("games/broken.yaml:2:1: unknown key `movez`"));
}

/// `action.yml` as GitHub reads it.
fn action() -> serde_json::Value {
    let text = std::fs::read_to_string(common::root().join("action.yml")).unwrap();
    serde_saphyr::from_str(&text).unwrap()
}

// docs/ci.md: the composite action installs the referee from this repository; its inputs reach
// the scripts through `env:` only (GitHub's script-injection rule: an `${{ inputs.* }}` inside
// `run:` is pasted into the script's text), and it declares its outputs.
#[test]
fn the_action_takes_inputs_through_env_and_declares_its_outputs() {
    let action = action();
    assert_eq!(action["runs"]["using"], "composite");
    for input in ["paths", "args", "format"] {
        assert!(action["inputs"][input]["description"].is_string(), "input {input}");
    }
    assert_eq!(action["inputs"]["format"]["default"], "github");
    for output in ["agree", "disagree", "invalid", "unreadable", "junit"] {
        assert_eq!(action["outputs"][output]["value"], format!("${{{{ steps.judge.outputs.{output} }}}}"));
    }
    let steps = action["runs"]["steps"].as_array().unwrap();
    for step in steps {
        let run = step["run"].as_str().unwrap();
        assert!(!run.contains("${{"), "an expression inside run: {run}");
        assert_eq!(step["shell"], "bash");
    }
    assert_eq!(steps[0]["env"]["REFEREE_SOURCE"], "${{ github.action_path }}");
    assert_eq!(steps[0]["run"], "cargo install --locked --path \"$REFEREE_SOURCE/crates/referee-cli\"");
    assert!(common::root().join("crates/referee-cli/Cargo.toml").is_file());
    let judge = &steps[1];
    assert_eq!(judge["id"], "judge");
    for (var, input) in [("REFEREE_PATHS", "paths"), ("REFEREE_ARGS", "args"), ("REFEREE_FORMAT", "format")] {
        assert_eq!(judge["env"][var], format!("${{{{ inputs.{input} }}}}"));
    }
}

/// The action's judging script run as the runner runs it (bash, its `env:` and the runner's
/// `GITHUB_OUTPUT` and `RUNNER_TEMP`), with the `referee` built here on the PATH.
fn run_action(
    dir: &std::path::Path,
    paths: &str,
    args: &str,
    format: &str,
) -> (std::process::Output, String) {
    let action = action();
    let script = action["runs"]["steps"][1]["run"].as_str().unwrap().to_owned();
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_referee")).parent().unwrap();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let outputs = dir.join("github-output");
    std::fs::write(&outputs, "").unwrap();
    let out = std::process::Command::new("bash")
        .args(["-e", "-c", &script])
        .current_dir(common::root())
        .env("PATH", path)
        .env("GITHUB_OUTPUT", &outputs)
        .env("RUNNER_TEMP", dir)
        .env("REFEREE_PATHS", paths)
        .env("REFEREE_ARGS", args)
        .env("REFEREE_FORMAT", format)
        .output()
        .unwrap();
    (out, std::fs::read_to_string(&outputs).unwrap())
}

#[test]
fn the_action_counts_verdicts_and_writes_a_junit_report() {
    let dir = common::scratch("action");
    let paths = "fixtures/go/capture-corner.yaml fixtures/go/superko-triple-ko.yaml fixtures/go/claim-disagrees-winner.yaml";
    let (out, outputs) = run_action(&dir, paths, "--rules go-chinese", "github");
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let junit = dir.join("referee-junit.xml");
    let expected = format!("agree=1\ndisagree=1\ninvalid=1\nunreadable=0\njunit={}\n", junit.display());
    assert_eq!(outputs, expected);
    assert!(std::fs::read_to_string(&junit)
        .unwrap()
        .contains("<testsuite name=\"referee judge\" tests=\"3\""));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.lines().all(|l| l.starts_with("::")), "{stdout}");
    // An input is data, never script: a path with a `$(...)` and a `;` is four words of file
    // names that are not there (unreadable, exit 2), and nothing is run.
    let marker = dir.join("ran");
    let hostile = format!("$(touch {0}) ;touch {0}", marker.display());
    let (out, outputs) = run_action(&dir, &hostile, "", "text");
    assert_eq!(out.status.code(), Some(2));
    assert!(!marker.exists(), "an input was run as a command");
    assert!(outputs.starts_with("agree=0\ndisagree=0\ninvalid=0\nunreadable=4\n"), "{outputs}");
    // A format the referee does not have is refused before anything runs.
    let (out, _) = run_action(&dir, "fixtures/go/capture-corner.yaml", "", "html; rm -rf /");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("::error title=referee::format must be"));
}

// A bell, an escape sequence or a C1 code in a file name or a record reaches the log escaped
// (`\u{1b}`), a line break as GitHub's `%0A`: never raw, so a record can neither recolour the
// log nor start a workflow command of its own.
#[test]
fn github_format_escapes_control_characters() {
    let dir = common::scratch("github-controls");
    common::write(&dir, "bell\u{7}\u{1b}[31mred\u{9b}.sgf", "(;GM[1]SZ[5]RU[go-chinese];B[aa];W[aa])");
    common::write(&dir, "move.sgf", "(;GM[1]SZ[5]RU[go-chinese];B[a\u{1b}])");
    common::write(&dir, "line\n::error title=fake::x.sgf", "(;GM[1]SZ[5]RU[go-chinese];B[aa];W[aa])");
    let out = referee().args(["judge", "--format", "github"]).arg(&dir).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8(out.stdout).unwrap();
    let raw: Vec<char> = text.chars().filter(|&c| c != '\n' && c.is_control()).collect();
    assert!(raw.is_empty(), "raw control characters {raw:?} in {text:?}");
    assert!(text.contains("bell\\u{7}\\u{1b}[31mred\\u{9b}.sgf,line=1,col="), "{text}");
    assert!(text.contains("B[a\\u{1b}]: not an SGF point"), "{text}");
    assert!(text.contains("line%0A%3A%3Aerror title=fake%3A%3Ax.sgf,line=1"), "{text}");
    // One workflow command a line: 3 annotations and the notice.
    assert_eq!(text.lines().count(), 4, "{text}");
    assert!(text.lines().all(|l| l.starts_with("::error file=") || l.starts_with("::notice ")), "{text}");
}

// docs/ci.md: every job fetches what it builds and pins the referee to the release tag of the
// workspace's version, never `main`: the GitHub job checks it out at the tag before building
// that checkout, the GitLab job has Cargo fetch the tag, pre-commit's `rev:` and the action's
// `uses:` name it.
#[test]
fn ci_docs_fetch_what_they_build_and_pin_the_release_tag() {
    let doc = std::fs::read_to_string(common::root().join("docs/ci.md")).unwrap();
    let tag = format!("v{}", env!("CARGO_PKG_VERSION"));
    assert!(!doc.contains("@main") && !doc.contains("rev: main") && !doc.contains("ref: main"), "{doc}");
    let lines: Vec<&str> = doc.lines().map(str::trim).collect();
    assert!(lines.contains(&format!("rev: {tag}").as_str()), "pre-commit's rev: {tag}");
    assert!(lines.contains(&format!("- uses: OWNER/referee@{tag}").as_str()), "the action at {tag}");
    // Each `cargo install` builds what its job fetched.
    let installs: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].starts_with("- run: cargo install") || lines[i].starts_with("- cargo install"))
        .collect();
    assert_eq!(installs.len(), 2, "the GitHub and the GitLab job");
    for i in installs {
        let install = lines[i];
        if let Some(path) = install.split("--path ").nth(1) {
            let checkout = lines[..i].iter().rev().take(3).find(|l| l.contains("repository: OWNER/referee"));
            let checkout =
                checkout.unwrap_or_else(|| panic!("{install}: no checkout of the referee before it"));
            let dir = path.split('/').next().unwrap();
            assert!(
                checkout.contains(&format!("ref: {tag}")) && checkout.contains(&format!("path: {dir}")),
                "{checkout}"
            );
        } else {
            let fetched = format!(
                "cargo install --locked --git https://github.com/OWNER/referee --tag {tag} referee-cli"
            );
            assert!(install.ends_with(&fetched), "{install}");
        }
    }
}

/// The keys of one `[section]` of a TOML file, as `key = value` lines.
fn toml_section(text: &str, section: &str) -> Option<Vec<(String, String)>> {
    let head = format!("[{section}]");
    let start = text.lines().position(|l| l.trim() == head)?;
    Some(
        text.lines()
            .skip(start + 1)
            .take_while(|l| !l.trim_start().starts_with('['))
            .filter_map(|l| l.split_once('='))
            .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
            .collect(),
    )
}

// Cargo.toml: the Action's `cargo install` and a user's `cargo run --release` build in the
// release profile, which leaves the whole-program link (fat LTO, one codegen unit) and debug
// information to `dist`, the profile of the binaries a release ships (`cargo xtask dist`).
#[test]
fn the_release_profile_builds_fast_and_dist_ships_fat_lto() {
    let cargo = std::fs::read_to_string(common::root().join("Cargo.toml")).unwrap();
    let release = toml_section(&cargo, "profile.release").unwrap_or_default();
    for slow in ["lto", "codegen-units", "debug"] {
        assert!(!release.iter().any(|(k, _)| k == slow), "[profile.release] sets {slow}");
    }
    let dist = toml_section(&cargo, "profile.dist").expect("[profile.dist]");
    for (key, value) in [("inherits", "\"release\""), ("lto", "\"fat\""), ("codegen-units", "1")] {
        assert!(dist.iter().any(|(k, v)| k == key && v == value), "[profile.dist] {key} = {value}: {dist:?}");
    }
    let xtask = std::fs::read_to_string(common::root().join("xtask/src/main.rs")).unwrap();
    assert!(xtask.contains(r#"Some("dist") => referee_binary_in("dist")"#));
}
