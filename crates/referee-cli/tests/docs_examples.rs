//! Every example in docs/ is run (issue 27: "every example in README and docs is run by a
//! test"). The README tour and docs/contract.md's session are run line for line by
//! tests/cli.rs; the rest are here:
//!
//! - the shell sessions of docs/matches.md (`$ command` and what it prints, `...` standing for
//!   lines left out), run in a scratch folder with the referee's programs on `PATH`;
//! - the commands of docs/ci.md's workflows (the GitHub and GitLab jobs' `referee judge` steps),
//!   run on a folder of fixtures as the job would, and the output checked for its format;
//! - the README's sessions on files of their own (`two.sgf`, `results.yaml`) and its live
//!   matches, and every line of its command list, run on stand-in files.
//!
//! A test first lists every `$ ` command and every workflow command in the docs and fails on
//! one that no test here or in cli.rs runs, so a new example cannot go unchecked.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// One `$ command` of a shell session in a Markdown code block, with the lines shown under it
/// (up to the next `$ ` line or the end of the block).
#[derive(Debug, Clone)]
struct Step {
    command: String,
    shown: Vec<String>,
}

/// The shell sessions of a Markdown file: each code block holding `$ ` lines, as its steps. A
/// command continued with a trailing backslash is joined with its next line.
fn sessions(doc: &str) -> Vec<Vec<Step>> {
    let text = std::fs::read_to_string(common::root().join(doc)).expect("the doc");
    let mut out = Vec::new();
    let mut block: Option<Vec<Step>> = None;
    let mut continued = false;
    for line in text.lines() {
        if line.starts_with("```") {
            match block.take() {
                Some(steps) if !steps.is_empty() => out.push(steps),
                Some(_) => {}
                None => block = Some(Vec::new()),
            }
            continue;
        }
        let Some(steps) = block.as_mut() else { continue };
        if continued {
            let last = steps.last_mut().expect("a step");
            last.command.push(' ');
            last.command.push_str(line.trim().trim_end_matches('\\').trim_end());
            continued = line.ends_with('\\');
        } else if let Some(command) = line.strip_prefix("$ ") {
            continued = command.ends_with('\\');
            steps.push(Step { command: command.trim_end_matches('\\').trim_end().to_owned(), shown: vec![] });
        } else if let Some(last) = steps.last_mut() {
            last.shown.push(line.to_owned());
        }
    }
    out
}

/// The folder of the test build's programs (`referee`, `referee-test-engine`).
fn programs() -> PathBuf {
    Path::new(env!("CARGO_BIN_EXE_referee")).parent().expect("a folder").to_path_buf()
}

/// Runs `command` with `sh -c` in `dir`, the referee's programs first on `PATH`; stdout and
/// stderr together, interleaved as a terminal shows them, and the exit code.
fn shell(dir: &Path, command: &str) -> (String, Option<i32>) {
    let path = format!("{}:{}", programs().display(), std::env::var("PATH").unwrap_or_default());
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("exec 2>&1; {command}"))
        .current_dir(dir)
        .env("PATH", path)
        .output()
        .expect("sh");
    (String::from_utf8_lossy(&out.stdout).into_owned(), out.status.code())
}

/// Whether the printed lines show the lines a doc shows, in order: a `...` line stands for any
/// number of printed lines; every other shown line is a printed line, exactly. Where the doc
/// shows no `...` at the start, printing starts with its first line.
fn shows(printed: &str, shown: &[String]) -> Result<(), String> {
    let printed: Vec<&str> = printed.lines().collect();
    let mut at = 0;
    let mut skipping = false;
    for want in shown {
        if want.trim() == "..." {
            skipping = true;
            continue;
        }
        match printed[at..].iter().position(|l| *l == want) {
            Some(i) if skipping || i == 0 => at += i + 1,
            _ => {
                return Err(format!(
                    "the doc's line {want:?} is not printed where it shows it (after line {at})"
                ))
            }
        }
        skipping = false;
    }
    Ok(())
}

#[test]
fn sessions_reader_joins_continued_commands_and_keeps_the_shown_lines() {
    let steps = &sessions("docs/matches.md")[0];
    assert!(steps[0].command.starts_with("referee match \"referee-test-engine gomocup foul\""));
    assert!(steps[0].command.ends_with("-o out/"), "{}", steps[0].command);
    assert_eq!(steps[0].shown.first().map(String::as_str), Some("..."));
    assert!(shows("a\nb\nc\n", &["...".into(), "c".into()]).is_ok());
    assert!(shows("a\nb\nc\n", &["b".into()]).is_err(), "without ... the first line must match");
    assert!(shows("a\nb\n", &["a".into(), "c".into()]).is_err());
    let shown = ["12 games: 12 agree (counted), 0 disagree, 0 invalid, 0 unreadable".to_owned()];
    same_summary(
        "x\n12 games: 11 agree (counted), 1 agree (as claimed), 0 disagree, 0 invalid, 0 unreadable\n",
        &shown,
    );
    let lost = std::panic::catch_unwind(|| {
        same_summary("12 games: 11 agree (counted), 1 disagree, 0 invalid, 0 unreadable\n", &shown)
    });
    assert!(lost.is_err(), "a disagreeing game must not pass");
}

/// The commands in docs/ci.md's workflow files that run the referee (`run: referee ...` in a
/// GitHub job, `- referee ...` in a GitLab script).
fn workflow_commands() -> Vec<String> {
    let text = std::fs::read_to_string(common::root().join("docs/ci.md")).expect("docs/ci.md");
    text.lines()
        .filter_map(|l| {
            let l = l.trim_start();
            l.strip_prefix("- run: ").or_else(|| l.strip_prefix("- ")).filter(|c| c.starts_with("referee "))
        })
        .map(str::to_owned)
        .collect()
}

// Every example is somebody's: the sessions of every doc (other than the README and
// docs/contract.md, which cli.rs runs) and the workflow commands are the ones the tests below run.
#[test]
fn every_example_in_the_docs_is_run_by_a_test() {
    let mut docs = vec![];
    let mut stack = vec![common::root().join("docs")];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).expect("docs").flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "md") {
                docs.push(
                    p.strip_prefix(common::root()).expect("in the repository").to_string_lossy().into_owned(),
                );
            }
        }
    }
    docs.sort();
    let mut commands = vec![];
    for doc in docs.iter().filter(|d| d.as_str() != "docs/contract.md") {
        for steps in sessions(doc) {
            commands.extend(steps.into_iter().map(|s| format!("{doc}: {}", s.command)));
        }
    }
    // What the tests of this file run: the SPRT session, the progress session and the tournament session of
    // docs/matches.md (its `cat` shows the engines file the test writes, its `ls` the folder).
    let run_here = [
        "docs/matches.md: referee match \"referee-test-engine gomocup foul\" \"referee-test-engine gomocup legal\" --rules renju-free-opening --games 20 --sprt elo0=0,elo1=200,alpha=0.1,beta=0.1 -o out/",
        "docs/matches.md: referee match \"referee-test-engine gomocup foul\" \"referee-test-engine gomocup legal\" --rules renju-free-opening --games 20 --sprt elo0=0,elo1=200,alpha=0.1,beta=0.1 -o progress/",
        "docs/matches.md: cat engines.yaml",
        "docs/matches.md: referee match --engines engines.yaml --rules go-chinese --set size=9 --games 4 -o rr/",
        "docs/matches.md: ls rr/ rr/pair-1-2/",
        "docs/matches.md: referee judge rr/ | tail -n 1",
    ];
    assert_eq!(commands, run_here, "a doc's example that no test runs (or one a test runs that is gone)");
    // The README's sessions that cli.rs does not run line for line (those are the `referee`
    // commands on fixtures only), and its command list.
    let readme: Vec<String> = sessions("README.md")
        .into_iter()
        .flatten()
        .map(|s| s.command)
        .filter(|c| !common::runs_on_fixtures(c))
        .collect();
    let readme_here = [
        "referee judge two.sgf          # (;GM[1]SZ[9]RE[B+R];B[ee];W[])(;GM[1]SZ[9]KM[abc];B[ee])",
        "referee show 'two.sgf#1'       # draws game 1 of the collection; stderr says which and how many",
        "referee match \"/usr/games/gnugo --mode gtp --level 0\" \"/usr/games/gnugo --mode gtp --level 5\" --rules go-chinese --set size=9 --games 4 -o out/",
        "ls out/",
        "referee judge out/",
        "cat engines.yaml",
        "referee match --engines engines.yaml --rules go-chinese --set size=9 --games 4 -o rr/ 2>/dev/null",
        "ls rr/",
        "referee judge rr/ | tail -n 1",
        "referee rate results.yaml",
        "referee show --dead fixtures/go/dead-stones-inferred.yaml      # ◆ ◇ dead, ◐ ◑ uncertain, and why",
    ];
    assert_eq!(readme, readme_here, "a README example that no test runs (or one a test runs that is gone)");
    assert_eq!(
        command_list().len(),
        14,
        "the README's command list changed: check readme_command_list_runs_on_stand_in_files"
    );
    assert_eq!(
        workflow_commands(),
        ["referee judge --format github games/", "referee judge --format junit games/ > referee.xml"],
        "docs/ci.md's workflow commands changed: run the new ones in workflow_commands_judge_a_folder_as_the_jobs_do"
    );
}

// docs/matches.md ("Statistics"): the SPRT session prints what the doc shows, line for line
// after the game lines it leaves out.
#[test]
fn matches_doc_sprt_session_prints_what_it_shows() {
    let dir = common::scratch("sprt-session");
    let steps = &sessions("docs/matches.md")[0];
    assert_eq!(steps.len(), 1);
    let (printed, code) = shell(&dir, &steps[0].command);
    assert_eq!(code, Some(0), "{printed}");
    shows(&printed, &steps[0].shown).unwrap_or_else(|e| panic!("{e}\n{printed}"));
}

// docs/matches.md ("Progress while a match runs"): the SPRT session's game lines, each with the
// running figures, and the stop after them, line for line.
#[test]
fn matches_doc_progress_session_prints_what_it_shows() {
    let dir = common::scratch("progress-session");
    let steps = sessions("docs/matches.md")
        .into_iter()
        .find(|s| s.first().is_some_and(|s| s.command.ends_with("-o progress/")))
        .expect("the progress session");
    let [play] = steps.as_slice() else { panic!("one step: {steps:?}") };
    let (printed, code) = shell(&dir, &play.command);
    assert_eq!(code, Some(0), "{printed}");
    shows(&printed, &play.shown).unwrap_or_else(|e| panic!("{e}\n{printed}"));
}

// docs/matches.md ("From start to published table"): the tournament session of three GNU Go
// levels. GNU Go seeds itself from the clock, so its games differ from run to run: the lines
// that do not depend on the games (the pair line, the round robin line, the table's header,
// the files written, and the last line of `referee judge rr/`) are checked exactly, the games'
// results by their shape.
#[test]
#[cfg_attr(not(gnugo), ignore = "GNU Go is not installed at /usr/games/gnugo (apt-get install gnugo)")]
fn matches_doc_tournament_session_writes_and_prints_what_it_shows() {
    let dir = common::scratch("tournament-session");
    let dir = dir.as_path();
    let steps = sessions("docs/matches.md")
        .into_iter()
        .find(|s| s.first().is_some_and(|s| s.command == "cat engines.yaml"))
        .expect("the tournament session");
    let [cat, play, ls, judge] = steps.as_slice() else { panic!("four steps: {steps:?}") };
    std::fs::write(dir.join("engines.yaml"), cat.shown.join("\n") + "\n").expect("engines.yaml");
    let (printed, code) = shell(dir, &cat.command);
    assert_eq!(
        (printed.lines().collect::<Vec<_>>(), code),
        (cat.shown.iter().map(String::as_str).collect(), Some(0))
    );

    let (printed, code) = shell(dir, &play.command);
    assert_eq!(code, Some(0), "{printed}");
    let lines: Vec<&str> = printed.lines().collect();
    for fixed in [&play.shown[0], &play.shown[3], &play.shown[4]] {
        assert!(lines.contains(&fixed.as_str()), "{fixed:?} not printed:\n{printed}");
    }
    let games: Vec<&&str> = lines.iter().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 12, "{printed}");
    for g in games {
        assert!(g.contains(": B+") || g.contains(": W+") || g.contains(": 0 "), "{g}");
    }
    // The table's three engine lines and the three pairs' lines, whatever the games gave.
    let table_at = lines.iter().position(|l| *l == play.shown[4]).expect("the header");
    for (i, name) in lines[table_at + 1..table_at + 4].iter().zip(["gnugo-", "gnugo-", "gnugo-"]) {
        assert!(i.contains(name), "{i}");
    }
    for pair in ["gnugo-0 - gnugo-5: ", "gnugo-0 - gnugo-10: ", "gnugo-5 - gnugo-10: "] {
        assert!(lines.iter().any(|l| l.starts_with(pair)), "{pair}\n{printed}");
    }

    let (printed, code) = shell(dir, &ls.command);
    assert_eq!(code, Some(0), "{printed}");
    let listed: Vec<&str> = printed.split_whitespace().collect();
    for name in ls.shown.iter().flat_map(|l| l.split_whitespace()).filter(|w| *w != "...") {
        assert!(listed.contains(&name), "{name} not listed:\n{printed}");
    }

    let (printed, code) = shell(dir, &judge.command);
    assert_eq!(code, Some(0), "{printed}");
    same_summary(&printed, &judge.shown);
}

// docs/ci.md: the workflows' `referee judge` commands, run on a folder `games/` as a job runs
// them: GitHub's prints one annotation per problem and the summary as a notice; GitLab's writes
// a JUnit document to referee.xml. Each exits 1, as the job fails, when a game is invalid.
#[test]
fn workflow_commands_judge_a_folder_as_the_jobs_do() {
    let dir = common::scratch("workflows");
    let dir = dir.as_path();
    let games = dir.join("games");
    std::fs::create_dir(&games).expect("games/");
    for f in ["go/capture-corner.yaml", "go/superko-triple-ko.yaml", "gomoku/caro-five-wins.yaml"] {
        let from = common::root().join("fixtures").join(f);
        std::fs::copy(&from, games.join(f.replace('/', "-")))
            .unwrap_or_else(|e| panic!("{}: {e}", from.display()));
    }
    for command in workflow_commands() {
        let (printed, code) = shell(dir, &command);
        assert_eq!(code, Some(1), "$ {command}\n{printed}");
        if command.contains("github") {
            let lines: Vec<&str> = printed.lines().collect();
            assert!(lines.iter().all(|l| l.starts_with("::")), "{printed}");
            assert!(
                lines.iter().any(|l| l.starts_with("::error file=games/go-superko-triple-ko.yaml")),
                "{printed}"
            );
            assert!(lines.last().is_some_and(|l| l.starts_with("::notice")), "{printed}");
        } else {
            let xml = std::fs::read_to_string(dir.join("referee.xml")).expect("referee.xml");
            assert!(xml.starts_with("<?xml"), "{xml}");
            assert_eq!(xml.matches("<testcase ").count(), 3, "{xml}");
            assert_eq!(xml.matches("<failure ").count(), 1, "{xml}");
        }
    }
}

/// The README's session on a two-game SGF collection (the file's text is the comment on the
/// command line): the verdicts, the unreadable game's error, and which game `show` draws.
#[test]
fn readme_collection_session_prints_what_it_shows() {
    let dir = common::scratch("collection-session");
    let block = sessions("README.md")
        .into_iter()
        .find(|s| s[0].command.starts_with("referee judge two.sgf"))
        .expect("the session");
    let text = block[0].command.split_once("# ").expect("the file in a comment").1;
    std::fs::write(dir.join("two.sgf"), text).expect("two.sgf");
    for step in &block {
        let (printed, code) = shell(&dir, &step.command);
        assert!(matches!(code, Some(0 | 2)), "{printed}");
        let printed: Vec<&str> = printed
            .lines()
            .filter(|l| !step.command.starts_with("referee show") || l.starts_with("referee:"))
            .collect();
        assert_eq!(printed, step.shown.iter().map(String::as_str).collect::<Vec<_>>(), "$ {}", step.command);
    }
}

/// The README's commands on fixtures with a comment after them (cli.rs runs those without one):
/// each prints exactly the lines shown under it.
#[test]
fn readme_commented_fixture_commands_print_what_they_show() {
    let steps: Vec<Step> = sessions("README.md")
        .into_iter()
        .flatten()
        .filter(|s| {
            s.command.starts_with("referee ") && s.command.contains(" fixtures/") && s.command.contains(" # ")
        })
        .collect();
    assert!(!steps.is_empty());
    for step in steps {
        let command = step.command.split(" # ").next().expect("the command").trim_end();
        let (printed, code) = shell(&common::root(), command);
        assert!(matches!(code, Some(0 | 1)), "$ {command}\n{printed}");
        assert_eq!(
            printed.lines().collect::<Vec<_>>(),
            step.shown.iter().map(String::as_str).collect::<Vec<_>>(),
            "$ {command}"
        );
    }
}

/// The README's rating session: `results.yaml` as the README's YAML block shows it.
#[test]
fn readme_rating_session_prints_what_it_shows() {
    let dir = common::scratch("rating-session");
    let readme = std::fs::read_to_string(common::root().join("README.md")).expect("README.md");
    let yaml = readme
        .split("```yaml\nplayers:")
        .nth(1)
        .expect("the results file")
        .split("```")
        .next()
        .expect("its end");
    std::fs::write(dir.join("results.yaml"), format!("players:{yaml}")).expect("results.yaml");
    let step = sessions("README.md")
        .into_iter()
        .flatten()
        .find(|s| s.command == "referee rate results.yaml")
        .expect("the session");
    let (printed, code) = shell(&dir, &step.command);
    assert_eq!(code, Some(0), "{printed}");
    assert_eq!(
        printed.lines().collect::<Vec<_>>(),
        step.shown.iter().map(String::as_str).collect::<Vec<_>>()
    );
}

// The README's live match (GNU Go at two levels) and its tournament: the games differ from
// run to run (GNU Go seeds itself from the clock), so what is checked is what does not depend
// on them: four game lines, the table's header, the files written, every verdict `agrees`
// with the notes the README shows, and the summary lines.
#[test]
#[cfg_attr(not(gnugo), ignore = "GNU Go is not installed at /usr/games/gnugo (apt-get install gnugo)")]
fn readme_match_and_tournament_sessions_write_and_print_what_they_show() {
    let dir = common::scratch("readme-match");
    let blocks = sessions("README.md");
    let play = blocks
        .iter()
        .find(|s| s[0].command.starts_with("referee match \"/usr/games/gnugo"))
        .expect("the match session");
    let [play, ls, judge] = play.as_slice() else { panic!("three steps: {play:?}") };
    let (printed, code) = shell(&dir, &play.command);
    assert_eq!(code, Some(0), "{printed}");
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(lines.iter().filter(|l| l.starts_with("game ")).count(), 4, "{printed}");
    let header = play.shown.iter().find(|l| l.starts_with("engine ")).expect("the header");
    assert!(lines.contains(&header.as_str()), "{printed}");
    let (printed, _) = shell(&dir, &ls.command);
    let listed: Vec<&str> = printed.split_whitespace().collect();
    for name in ls.shown.iter().flat_map(|l| l.split_whitespace()) {
        assert!(listed.contains(&name), "{name} not listed:\n{printed}");
    }
    let (printed, code) = shell(&dir, &judge.command);
    assert_eq!(code, Some(0), "{printed}");
    let notes = |lines: &mut dyn Iterator<Item = &str>| -> std::collections::BTreeSet<String> {
        lines.filter(|l| l.starts_with("  note: ")).map(str::to_owned).collect()
    };
    assert_eq!(notes(&mut printed.lines()), notes(&mut judge.shown.iter().map(String::as_str)), "{printed}");
    assert!(printed.lines().filter(|l| l.starts_with("out/")).all(|l| l.ends_with("agrees")), "{printed}");
    same_summary(&printed, &judge.shown);

    let block = blocks.iter().find(|s| s[0].command == "cat engines.yaml").expect("the tournament session");
    let [cat, play, ls, judge] = block.as_slice() else { panic!("four steps: {block:?}") };
    std::fs::write(dir.join("engines.yaml"), cat.shown.join("\n") + "\n").expect("engines.yaml");
    let (printed, code) = shell(&dir, &play.command);
    assert_eq!(code, Some(0), "{printed}");
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(lines[..2], [play.shown[0].as_str(), play.shown[1].as_str()], "{printed}");
    assert_eq!(lines.len(), play.shown.len(), "{printed}");
    let (printed, _) = shell(&dir, &ls.command);
    assert_eq!(
        printed.split_whitespace().collect::<Vec<_>>(),
        ls.shown.iter().flat_map(|l| l.split_whitespace()).collect::<Vec<_>>()
    );
    let (printed, code) = shell(&dir, &judge.command);
    assert_eq!(code, Some(0), "{printed}");
    same_summary(&printed, &judge.shown);
}

/// Whether the last printed line is the doc's summary line up to how the games happened to
/// end: the same number of games, all agreeing, none disagreeing, invalid or unreadable. (A
/// live game may end by a count, as the doc's did, or by a resignation or a forfeit, which
/// the summary counts as `agree (as claimed)`.)
fn same_summary(printed: &str, shown: &[String]) {
    let last = printed.lines().last().unwrap_or_default();
    let want = shown.last().expect("a summary line");
    let games = |line: &str| line.split(':').next().unwrap_or_default().to_owned();
    let agree = |line: &str| -> usize {
        line.split(", ")
            .map(|part| part.trim_start_matches(|c: char| !c.is_ascii_digit() && c != ' ').trim())
            .filter(|part| part.contains(" agree"))
            .filter_map(|part| part.rsplit(": ").next()?.split(' ').next()?.parse::<usize>().ok())
            .sum()
    };
    let tail = "0 disagree, 0 invalid, 0 unreadable";
    assert_eq!(games(last), games(want), "{printed}");
    assert_eq!(agree(last), agree(want), "{printed}");
    assert!(last.ends_with(tail) && want.ends_with(tail), "{printed}");
}

/// The README's command list (the first `sh` block of its tour): each line a command, its
/// comment cut off.
fn command_list() -> Vec<String> {
    let readme = std::fs::read_to_string(common::root().join("README.md")).expect("README.md");
    let tour = readme.split("## A tour").nth(1).expect("the tour");
    let block = tour.split("```sh\n").nth(1).expect("its command list").split("```").next().expect("its end");
    block
        .lines()
        .map(|l| l.split(" # ").next().unwrap_or(l).trim_end().to_owned())
        .filter(|l| !l.is_empty())
        .collect()
}

// The README's command list runs as written on stand-in files (a Go record `game.yaml` of at
// least 57 plies, `archive/` and `games/` of records, a Gomocup folder, a PSQ, an SGF named
// .txt, a profile file): every command reads its input and exits 0 or 1 (a finding), never 2
// (a usage error or unreadable input). `referee gtp` is given `quit`; the live match needs GNU Go.
#[test]
fn readme_command_list_runs_on_stand_in_files() {
    let dir = common::scratch("command-list");
    let root = common::root();
    let copy = |from: &str, to: &str| {
        let to = dir.join(to);
        std::fs::create_dir_all(to.parent().expect("a folder")).expect("folder");
        std::fs::copy(root.join(from), &to).unwrap_or_else(|e| panic!("{from}: {e}"));
    };
    // 60 moves, Black's on the 4th and 5th lines, White's on the 16th and 15th: no capture.
    let columns = "ABCDEFGHJKLMNOPQRST";
    let moves: Vec<String> = (0..60)
        .map(|i| {
            let (n, black) = (i / 2, i % 2 == 0);
            let row = match (black, n < 19) {
                (true, true) => 4,
                (true, false) => 5,
                (false, true) => 16,
                (false, false) => 15,
            };
            format!("{}{row}", &columns[n % 19..n % 19 + 1])
        })
        .collect();
    common::write(
        &dir,
        "game.yaml",
        &format!("rules: go-chinese\nmoves: [{}, resign]\nresult: B+R\n", moves.join(", ")),
    );
    copy("fixtures/go/capture-corner.yaml", "archive/a.yaml");
    copy("fixtures/go/superko-triple-ko.yaml", "archive/b.yaml");
    copy("fixtures/go/igs-no-ru-counts-territory.sgf", "games/a.sgf");
    copy("fixtures/go/ha-7.5-and-odd-properties.sgf", "games/b.sgf");
    copy("fixtures/go/ha-7.5-and-odd-properties.sgf", "game.txt");
    copy("rules/go-chinese.yaml", "my-house-rules.yaml");
    common::write(&dir, "game.psq", "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,8,0\n-1\n1,Freestyle\n");
    std::fs::create_dir_all(dir.join("gomocup/renju")).expect("folder");
    std::fs::copy(dir.join("game.psq"), dir.join("gomocup/renju/a_b_1_2.psq")).expect("psq");
    let gnugo = cfg!(gnugo);
    for command in command_list() {
        if command.contains("referee match") && !gnugo {
            continue;
        }
        let command =
            if command.starts_with("referee gtp") { format!("echo quit | {command}") } else { command };
        let (printed, code) = shell(&dir, &command);
        assert!(matches!(code, Some(0 | 1)), "$ {command}\n{printed}");
        assert!(!printed.trim().is_empty() || command.contains("gtp"), "$ {command} printed nothing");
    }
}

// Issue 36, "the first hour": the README's first screen says what the referee is, how to
// install it and the two set-up commands (one builds and judges a bundled example, one runs
// every test); a contents list follows, naming every section; the sections come in the order a
// newcomer reads them (install, a first verdict, formats, CI with pre-commit and the GitHub
// Action, Python, matches).
#[test]
fn the_readme_first_screen_says_what_it_is_how_to_install_and_the_two_set_up_commands() {
    let readme = std::fs::read_to_string(common::root().join("README.md")).expect("README.md");
    let (first, rest) = readme.split_once("\n## Contents\n").expect("a contents list");
    assert!(first.lines().count() <= 40, "the first screen is {} lines", first.lines().count());
    assert!(first.contains("`referee` adjudicates recorded games of **Go**"));
    let blocks: Vec<&str> =
        first.split("```sh\n").skip(1).map(|b| b.split("```").next().unwrap().trim()).collect();
    assert_eq!(
        blocks,
        [
            "cargo install --locked --path crates/referee-cli",
            "cargo run -p referee-cli -- judge fixtures/go/cgos-620152-black-wins-on-count.yaml",
            "cargo xtask test",
        ],
        "the install command and the two set-up commands"
    );
    // The contents list: every section after it, in order, with its anchor.
    let list: Vec<&str> =
        rest.lines().take_while(|l| !l.starts_with("## ")).filter(|l| l.starts_with("- [")).collect();
    let mut in_block = false;
    let headings: Vec<&str> = readme
        .lines()
        .filter(|l| {
            in_block ^= l.starts_with("```");
            !in_block && l.starts_with("## ") && *l != "## Contents"
        })
        .map(|l| &l[3..])
        .collect();
    assert_eq!(list.len(), headings.len(), "{list:#?}");
    for (item, heading) in list.iter().zip(&headings) {
        let anchor: String = heading
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-')
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        assert!(item.starts_with(&format!("- [{heading}](#{anchor})")), "{item} for {heading}");
    }
    let place = |h: &str| headings.iter().position(|x| *x == h).unwrap_or_else(|| panic!("no section {h}"));
    let order = ["Install and set up", "A tour", "Records", "CI", "Python", "Live matches"].map(place);
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{headings:?}");
    let ci = readme.split("\n## CI\n").nth(1).unwrap().split("\n## ").next().unwrap();
    assert!(
        ci.contains("**pre-commit**") && ci.contains("**GitHub Action**") && ci.contains("docs/ci.md"),
        "{ci}"
    );
}
