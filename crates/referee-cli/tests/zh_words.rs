//! `--lang zh` prints no English: `judge --explain` and `show` over every fixture folder and,
//! when `../shared/corpus` is there, every corpus set (issue 25). An ASCII word of three letters
//! or more must be a name from the record, its path, or one of [`KEPT`].

use std::path::{Path, PathBuf};
use std::process::Command;

use assert_cmd::cargo::CommandCargoExt;

/// ASCII words a Chinese line may hold, and why.
const KEPT: &[(&str, &str)] = &[
    // Result strings, as docs/contract.md §5 fixes them (`B+R`, `Draw`, `Void`).
    ("Draw", "a result string"),
    ("Void", "a result string"),
    // Programs, servers and rule sets a note names, as their records write them.
    ("KataGo", "the program whose rules and count a note names"),
    ("AGA", "the rule set a note names (RU[AGA])"),
    ("IGS", "the server a note names"),
    ("NNGS", "the server a note names"),
    ("KGS", "the server a note names (PC[The KGS Go Server ...])"),
    ("CGOS", "the server a note names (PC[CGOS ...])"),
    ("RIF", "the renju federation whose rules and openings an explanation or note names"),
    ("Pandanet", "IGS's other name"),
    ("RenjuNet", "the database whose games a note names"),
    ("PSQ", "the file format (Piskvork's) a note names"),
    ("Gomocup", "the tournament whose groups a note names"),
    ("Piskvork", "the program whose default rule a note names"),
    ("Spight", "the ending rule KataGo's rules name after its author"),
    ("GoGui", "the program whose reading of board coordinates a note names"),
    // Encodings' names, as a note on a file's text gives them (`GBK`, `Shift_JIS`).
    ("GBK", "an encoding's name"),
    ("Shift", "Shift_JIS, an encoding's name"),
    ("JIS", "Shift_JIS, an encoding's name"),
    // The path of the document a note cites (docs/rules/go.md).
    ("docs", "a path in the repository"),
    ("rules", "a path in the repository"),
    // Move texts as the record writes them (`上一步：蓝方 resign`).
    ("resign", "a move text from the record"),
    ("pass", "a move text from the record"),
    ("forfeit", "a move text from the record"),
    ("timeout", "a move text from the record"),
    // Junqi's result strings (docs/contract.md §5): `draw`, and the winner `red` or `blue`;
    // `draw` is a move text too.
    ("draw", "a junqi result string and move text"),
    ("red", "a junqi result string"),
    ("blue", "a junqi result string"),
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The folders the golden check runs (xtask/src/golden.rs): fixtures, then corpus sets.
fn folders() -> Vec<(PathBuf, Vec<&'static str>)> {
    let sorted = |dir: &Path| -> Vec<PathBuf> {
        let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
            .map(|rd| rd.flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect())
            .unwrap_or_default();
        v.sort();
        v
    };
    let mut out: Vec<(PathBuf, Vec<&str>)> =
        sorted(&root().join("fixtures")).into_iter().map(|d| (d, vec![])).collect();
    let corpus = root().join("../shared/corpus");
    if corpus.is_dir() {
        out.extend(sorted(&corpus.join("go")).into_iter().map(|d| (d, vec![])));
        for t in sorted(&corpus.join("gomoku")) {
            out.extend(sorted(&t).into_iter().map(|d| (d, vec!["--result-from-filename"])));
        }
    } else {
        eprintln!("../shared/corpus is absent: the fixtures only");
    }
    out
}

/// Every record file under `dir`.
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

fn stdout(args: &[&str]) -> String {
    let out = Command::cargo_bin("referee").unwrap().args(args).current_dir(root()).output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The line without what it quotes from the record or the user: `XX[...]` (an SGF property),
/// “...” and "..." (a record's text), `...` (a key, value or option a user types).
fn unquoted(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    let mut upper = 0;
    while let Some(c) = chars.next() {
        let close = match c {
            '[' if upper > 0 => Some(']'),
            '“' => Some('”'),
            '"' => Some('"'),
            '`' => Some('`'),
            _ => None,
        };
        if let Some(close) = close {
            if upper > 0 {
                out.truncate(out.len() - upper);
            }
            for d in chars.by_ref() {
                if d == close {
                    break;
                }
            }
            upper = 0;
            continue;
        }
        upper = if c.is_ascii_uppercase() { upper + 1 } else { 0 };
        out.push(c);
    }
    out
}

/// The English words of a line of Chinese output, `names` (the record's players, events and
/// such, and the path) left out.
fn english(line: &str, names: &str) -> Vec<String> {
    unquoted(line)
        .split(|c: char| {
            !(c.is_ascii_alphanumeric() || c == '+' || c == '-' || c == '_' || c == '.' || c == '/')
        })
        .filter(|w| !w.is_empty() && !names.contains(w))
        // A result (`B+R`, `red+flag`), a profile name (`go-chinese`), a path or a number.
        .filter(|w| !w.contains('+') && !w.contains('/') && !w.contains('-'))
        .flat_map(|w| w.split(|c: char| !c.is_ascii_alphabetic()).map(str::to_owned).collect::<Vec<_>>())
        .filter(|w| w.len() >= 3 && !KEPT.iter().any(|(k, _)| k == w))
        .collect()
}

/// The names a record gives (players, event, place, rule word, result), which may be any words:
/// they are read from the file, in any language. Only these: a comment in the record is no
/// licence for English in a note. `FILE#N` names the N-th game of a collection.
fn record_names(file: &str) -> String {
    let path = file.split('#').next().unwrap_or(file);
    let text = std::fs::read(root().join(path))
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or_default();
    let mut names = String::new();
    for key in ["PB[", "PW[", "EV[", "PC[", "GN[", "RU[", "RE[", "BR[", "WR[", "SO[", "RO["] {
        for part in text.split(key).skip(1) {
            names.push_str(part.split(']').next().unwrap_or_default());
            names.push('\n');
        }
    }
    for line in text.lines() {
        let line = line.trim_start_matches([' ', '-']);
        let keys = [
            "info:", "black:", "white:", "event:", "place:", "rules:", "result:", "player:", "red:", "blue:",
        ];
        // A nigiri's grab is keyed by the player's name (`Gu Li: {stones: black, grab: 13}`).
        if keys.iter().any(|k| line.starts_with(k)) || line.contains("{stones:") {
            names.push_str(line);
            names.push('\n');
        }
    }
    names
}

/// The lines of a `--lang zh` output with English words, as `file: words: line`. `judge`
/// names each record on its verdict line (`file` empty); a `show` output is of `file`, and has
/// no verdict lines.
fn offending(text: &str, file: &str) -> Vec<String> {
    let judge = file.is_empty();
    let mut bad = Vec::new();
    let mut file = file.to_owned();
    let mut names = record_names(&file);
    for line in text.lines() {
        // The summary line after a folder (`133 games: ...`) is the batch layer's, which issue
        // 25's facade part makes a typed value; it is not a note or a verdict sentence.
        if line
            .split_once(' ')
            .is_some_and(|(n, rest)| n.parse::<usize>().is_ok() && rest.starts_with("game"))
        {
            continue;
        }
        let body = if judge && !line.starts_with(' ') && !line.is_empty() {
            // A verdict line: the path and the profile name, then the sentence.
            let mut parts = line.split_whitespace();
            file = parts.next().unwrap_or_default().to_owned();
            names = record_names(&file);
            parts.next();
            parts.collect::<Vec<_>>().join(" ")
        } else {
            line.to_owned()
        };
        let words = english(&body, &format!("{names} {file}"));
        if !words.is_empty() {
            bad.push(format!("{file}: {words:?}: {}", body.trim()));
        }
    }
    bad
}

#[test]
fn judge_and_show_in_chinese_print_no_english_words() {
    let mut bad = Vec::new();
    for (dir, extra) in folders() {
        let rel = dir.to_string_lossy().into_owned();
        let mut args = vec!["judge", "--jobs", "2", "--explain", "--lang", "zh"];
        args.extend(extra.iter().copied());
        args.push(&rel);
        bad.extend(offending(&stdout(&args), ""));
        // One `show` per file, thousands for the corpus: on every core.
        let files = files(&dir);
        let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
        let shown: Vec<Vec<String>> = std::thread::scope(|s| {
            let handles: Vec<_> = files
                .chunks(files.len().div_ceil(threads).max(1))
                .map(|part| {
                    s.spawn(move || {
                        let mut bad = Vec::new();
                        for file in part {
                            let path = file.to_string_lossy().into_owned();
                            let shown = stdout(&["show", "--lang", "zh", &path]);
                            bad.extend(offending(&shown, &path).into_iter().map(|b| format!("show {b}")));
                        }
                        bad
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        bad.extend(shown.into_iter().flatten());
    }
    bad.sort();
    bad.dedup();
    assert!(bad.is_empty(), "{} lines with English words under --lang zh:\n{}", bad.len(), bad.join("\n"));
}

#[test]
fn the_scan_sees_english_and_spares_names() {
    assert_eq!(english("注：dead stones not recorded", ""), ["dead", "stones", "not", "recorded"]);
    assert!(english("注：按 KataGo 的计算（`dead_stones: pass-alive`）RU[Japanese] 得 W+3.5", "").is_empty());
    assert!(english("上一步：蓝方 resign", "").is_empty());
    assert!(english("对局：Alice", "PB[Alice]").is_empty());
}

/// Issue 25: an error is a value too (`referee::lang::errors`, `records::messages`): under
/// `--lang zh` every error a fixture folder gives (a point off the board, a junqi station or
/// piece that does not exist, a dead stone listed twice, a wrong `first:`) is written in
/// Chinese, keeping the record's own words as quoted.
#[test]
fn the_fixtures_errors_in_chinese_print_no_english_words() {
    let mut bad = Vec::new();
    let mut errors = 0;
    for (dir, extra) in folders().into_iter().filter(|(d, _)| d.starts_with(root().join("fixtures"))) {
        let rel = dir.to_string_lossy().into_owned();
        let mut args = vec!["judge", "--lang", "zh"];
        args.extend(extra.iter().copied());
        args.push(&rel);
        let out = Command::cargo_bin("referee").unwrap().args(&args).current_dir(root()).output().unwrap();
        for line in String::from_utf8_lossy(&out.stderr).lines() {
            errors += 1;
            // The place (`FILE:LINE:COL: `) is left out whole: the words of a file's name are
            // no licence for the same words in the message.
            let file = line.split(':').next().unwrap_or_default();
            let message = line.split_once(": ").map_or(line, |(_, m)| m);
            let words = english(message, &record_names(file));
            if !words.is_empty() {
                bad.push(format!("{words:?}: {line}"));
            }
        }
    }
    assert!(errors >= 6, "the fixtures gave only {errors} errors");
    assert!(bad.is_empty(), "errors with English words under --lang zh:\n{}", bad.join("\n"));
}

/// Issue 25: the errors a user can reach beyond the fixtures (a bad move word, a setup of the
/// wrong form, a `--set` or `--rules` that does not fit), each from a small record written to a
/// temporary folder: under `--lang zh` no English word, and in English the message as it always
/// read (the ones spelled out here).
#[test]
fn the_typed_errors_print_in_chinese_and_their_english_is_unchanged() {
    let dir = std::env::temp_dir().join(format!("referee-zh-errors-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // (file, its text, the extra arguments, the English line it gives, or "" where only the
    // Chinese is checked.)
    let cases: &[(&str, &str, &[&str], &str)] = &[
        (
            "renju-move.yaml",
            "rules: renju-free-opening\nmoves: [h8, hello]\n",
            &[],
            "renju-move.yaml:2:13: \"hello\" is not a move: expected a point such as h8 (optionally after B or W), \
             pass, swap, claim, declare N, replace P, resign, timeout, forfeit or draw",
        ),
        (
            "renju-declare.yaml",
            "rules: renju-free-opening\nmoves: [h8, declare x]\n",
            &[],
            "renju-declare.yaml:2:13: `declare` takes the number of 5th-move offers, e.g. `declare 3`, not \"x\"",
        ),
        (
            "renju-forbidden.yaml",
            "rules: renju-free-opening\nset: {forbidden: [double-five]}\nmoves: [h8]\n",
            &[],
            "renju-forbidden.yaml:2:18: `forbidden` cannot list \"double-five\" (expected any of: double-three, \
             double-four, overline)",
        ),
        (
            "renju-setup.yaml",
            "rules: renju-free-opening\nsetup: {black: [h8, h8]}\nmoves: [i9]\n",
            &[],
            "renju-setup.yaml: setup point h8 is listed twice",
        ),
        (
            "junqi-no-setup.yaml",
            "rules: junqi\nmoves: []\n",
            &[],
            "junqi-no-setup.yaml:1:1: a junqi record needs `setup:` (both deployments) or `position:` (any arrangement)",
        ),
        ("junqi-stone.yaml", "rules: junqi\nposition:\n  red: {b1: flag}\n  blue: {b12: flag}\nmoves: [B h8]\n", &[], ""),
        ("siguo-no-setup.yaml", "rules: junqi-siguo\nmoves: []\n", &[], ""),
        (
            "siguo-clock.yaml",
            "rules: junqi-siguo\nset: {main_time: 10m}\nmoves: []\n",
            &[],
            "siguo-clock.yaml:2:7: `main_time`: four-player junqi records are not judged on the clock (the clock has two sides)",
        ),
        ("go-player.yaml", "rules: go-chinese\nmoves: [X D4]\n", &[], "go-player.yaml:2:9: \"X\" is not a player: write B or W before the move"),
        (
            "go-dead.yaml",
            "rules: go-chinese\nmoves: [C3, pass, pass]\ndead: [D4]\n",
            &[],
            "go-dead.yaml:3:8: dead stone D4 is not a stone on the board",
        ),
        ("go-setup.yaml", "rules: go-chinese\nsetup: {black: [C3], white: [C3]}\nmoves: [D4]\n", &[], ""),
        (
            "go-clock.yaml",
            "rules: go-chinese\nset: {main_time: soon}\nmoves: [D4]\n",
            &[],
            "go-clock.yaml:2:18: `main_time`: \"soon\" is not a time (write e.g. 35s, 1m30s, 2h, 1:05 or a number of \
             seconds, up to 1000h)",
        ),
        ("go-rules-file.yaml", "rules: ./nothere.yaml\nmoves: [D4]\n", &[], "go-rules-file.yaml:1:8: rules: ./nothere.yaml: no such file"),
        (
            "go.sgf",
            "(;GM[1]SZ[19];B[dd];W[pp])\n",
            &["--rules", "renju-free-opening"],
            "go.sgf: --rules: profile renju-free-opening is for renju; this record is a Go game (GM[1])",
        ),
        ("renju-set.yaml", "rules: renju-free-opening\nmoves: [h8]\n", &["--set", "komi_points=7"], ""),
        ("go-key.yaml", "rules: go-chinese\nset: {komi_pionts: 7}\nmoves: [D4]\n", &[], ""),
        (
            "go-set.yaml",
            "rules: go-chinese\nmoves: [D4]\n",
            &["--set", "nonsense=7"],
            "referee: --set nonsense=7: no game has a profile key `nonsense` (`referee rules show NAME` lists a \
             profile's keys)",
        ),
        ("go-rules.yaml", "rules: go-chinese\nmoves: [D4]\n", &["--rules", "go-chinse"], ""),
        (
            "renju-dead.yaml",
            "rules: renju-free-opening\nmoves: [h8]\ndead: [h8]\n",
            &[],
            "renju-dead.yaml:3:8: `dead:` belongs to Go records, not renju",
        ),
        (
            "go-choice.yaml",
            "rules: go-chinese\nset: {scoring: aria}\nmoves: [D4]\n",
            &[],
            "go-choice.yaml:2:16: `scoring` cannot be \"aria\" (did you mean area?) (expected one of: area, territory)",
        ),
        ("siguo-choice.yaml", "rules: junqi-siguo\nset: {out_pieces: gone}\nmoves: []\n", &[], ""),
        (
            "go-explain.yaml",
            "rules: go-chinese\nmoves: [D4]\n",
            &["--explain", "--format", "json"],
            "referee: --explain goes with --format text (JSON and YAML verdicts stay one object per game)",
        ),
    ];
    let mut bad = Vec::new();
    for (file, text, extra, english_line) in cases {
        std::fs::write(dir.join(file), text).unwrap();
        let run = |lang: &str| {
            let mut args = vec!["judge", "--lang", lang];
            args.extend(extra.iter().copied());
            args.push(file);
            let out = Command::cargo_bin("referee").unwrap().args(&args).current_dir(&dir).output().unwrap();
            String::from_utf8_lossy(&out.stderr).trim_end().to_owned()
        };
        let (en, zh) = (run("en"), run("zh"));
        assert!(!zh.is_empty(), "{file}: no error");
        if !english_line.is_empty() {
            assert_eq!(&en, english_line, "{file}: the English changed");
        }
        assert_ne!(en, zh, "{file}: the error is not in Chinese");
        // The program's name before an argument's error, and the profile and key names a list
        // gives bare in the English only.
        let words = english(&zh, &format!("{file} referee"));
        if !words.is_empty() {
            bad.push(format!("{words:?}: {zh}"));
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    assert!(bad.is_empty(), "errors with English words under --lang zh:\n{}", bad.join("\n"));
}
