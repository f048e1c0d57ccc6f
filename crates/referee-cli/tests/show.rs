//! What an arbiter sees: `referee show` drawings of each game (text and SVG), and
//! `referee judge --explain` in English and Chinese for one violation of each kind of rule.
//! Each snapshot was read before it was accepted: the marked point is the one the verdict names,
//! and the rule cited is the one the fixture's top comment reasons from.

use std::path::{Path, PathBuf};

use assert_cmd::Command;

fn root() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).canonicalize().expect("workspace root")
}

/// Runs the binary from the workspace root (so paths print as `fixtures/...`) and returns
/// stdout, stderr and the exit status together.
fn seen(args: &[&str]) -> String {
    let out = Command::cargo_bin("referee").expect("referee binary").current_dir(root()).args(args).output();
    let out = out.expect("run referee");
    format!(
        "{}------- stderr -------\n{}[exit status: {}]",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
        out.status.code().unwrap_or(-1)
    )
}

#[test]
fn show_go_marks_the_last_stone_and_the_captures() {
    // The ko capture at D1 took one white stone: "captured: Black 1".
    insta::assert_snapshot!(seen(&["show", "fixtures/go/ko-retake-simple.yaml"]));
}

#[test]
fn show_renju_marks_and_lists_black_forbidden_points() {
    // docs/rules/renju.md step 4: h8 makes two real threes, so it is crossed and listed.
    insta::assert_snapshot!(seen(&[
        "show",
        "fixtures/renju/forbidden-illegal-makes-the-record-invalid.yaml"
    ]));
}

#[test]
fn show_junqi_draws_stations_rail_road_and_pieces() {
    insta::assert_snapshot!(seen(&["show", "fixtures/junqi/game-flag-captured.yaml", "--ply", "3"]));
}

#[test]
fn show_in_chinese_keeps_the_board_and_translates_the_caption() {
    insta::assert_snapshot!(seen(&["show", "fixtures/go/ko-retake-simple.yaml", "--lang", "zh"]));
}

#[test]
fn show_svg_is_a_standalone_picture() {
    let svg = seen(&["show", "fixtures/go/ko-retake-simple.yaml", "--format", "svg"]);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""), "{svg}");
    assert!(!svg.contains("href") && !svg.contains("<script"), "nothing external: {svg}");
    // Seven stones on the board, each one circle of radius 14.5.
    assert_eq!(svg.matches("r=\"14.5\"").count(), 7, "{svg}");
    insta::assert_snapshot!(svg);
}

#[test]
fn show_svg_of_junqi_names_pieces_in_chinese_in_two_colours() {
    let svg = seen(&["show", "fixtures/junqi/game-flag-captured.yaml", "--format", "svg"]);
    assert!(svg.contains(">军旗</text>") && svg.contains(">司令</text>"), "{svg}");
    assert!(svg.contains("fill=\"#c0161b\"") && svg.contains("fill=\"#1f4fb4\""), "red and blue: {svg}");
    assert!(svg.trim_end().ends_with("</svg>\n------- stderr -------\n[exit status: 0]"), "{svg}");
}

// docs/rules/junqi.md §12.2: the cross of four arms and the centre, names on empty stations,
// pieces by seat letter and one-character name, the arcs as `*`.
#[test]
fn show_four_player_junqi_draws_the_cross() {
    insta::assert_snapshot!(seen(&["show", "fixtures/junqi-siguo/full-deployment-opening.yaml"]));
}

#[test]
fn show_four_player_junqi_after_an_elimination_names_who_is_out() {
    insta::assert_snapshot!(seen(&[
        "show",
        "fixtures/junqi-siguo/flag-captured-player-out-and-skipped.yaml"
    ]));
}

#[test]
fn show_svg_of_four_player_junqi_has_129_stations_four_arcs_and_four_colours() {
    let svg = seen(&["show", "fixtures/junqi-siguo/full-deployment-opening.yaml", "--format", "svg"]);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""), "{svg}");
    // Every station drawn once: posts as rectangles, camps as circles, headquarters as arches.
    let shapes = svg.matches("<rect x=").count() - 1
        + svg.matches("<circle").count()
        + svg.matches("Z\" fill").count();
    assert_eq!(shapes, 129, "{svg}");
    // The arcs are quarter circles, drawn twice each (track and sleepers).
    assert_eq!(svg.matches(" A44 44 0 0 ").count(), 8, "{svg}");
    for colour in ["#c0161b", "#1f4fb4", "#9a6a00", "#2a7a2a"] {
        assert!(svg.contains(&format!("fill=\"{colour}\">")), "{colour}: {svg}");
    }
    assert!(svg.contains(">S旗</text>") && svg.contains(">Mc1</text>"), "{svg}");
}

#[test]
fn show_writes_the_svg_to_a_file_with_dash_o() {
    let dir = std::env::temp_dir().join(format!("referee-show-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let file = dir.join("renju.svg");
    let out = seen(&[
        "show",
        "fixtures/renju/forbidden-illegal-makes-the-record-invalid.yaml",
        "--format",
        "svg",
        "-o",
        file.to_str().expect("utf-8 path"),
    ]);
    assert_eq!(out, "------- stderr -------\n[exit status: 0]");
    let svg = std::fs::read_to_string(&file).expect("the SVG was written");
    assert!(svg.contains("forbidden for Black: h8 double-three"), "{svg}");
    assert!(svg.contains("stroke=\"#c0161b\""), "the forbidden point is crossed in red: {svg}");
}

#[test]
fn show_dash_o_refuses_to_overwrite_its_record_by_any_name() {
    // Issue 34: `referee show g.yaml -o g.yaml` replaced the record with its drawing.
    let dir = std::env::temp_dir().join(format!("referee-show-same-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("sub")).expect("scratch dir");
    let record = "rules: go-chinese\nset: {size: 9}\nmoves: [E5]\n";
    let g = dir.join("g.yaml");
    std::fs::write(&g, record).expect("write record");
    std::fs::hard_link(&g, dir.join("hard.yaml")).expect("hard link");
    #[cfg(unix)]
    std::os::unix::fs::symlink(&g, dir.join("link.yaml")).expect("symlink");
    let rules = dir.join("house.yaml");
    std::fs::write(&rules, "game: go\nsize: 9\n").expect("write profile");
    let run = |args: &[&str]| {
        Command::cargo_bin("referee")
            .expect("referee binary")
            .current_dir(&dir)
            .args(args)
            .output()
            .expect("run")
    };
    let mut outputs = vec!["g.yaml", "./g.yaml", "sub/../g.yaml", "hard.yaml"];
    if cfg!(unix) {
        outputs.push("link.yaml");
    }
    for out in outputs {
        let seen = run(&["show", "g.yaml", "-o", out]);
        let stderr = String::from_utf8_lossy(&seen.stderr);
        assert_eq!(seen.status.code(), Some(2), "-o {out}: {stderr}");
        assert_eq!(
            stderr,
            format!("referee: -o {out} is g.yaml, an input of this command: the drawing would overwrite it (name another file)\n")
        );
        assert_eq!(std::fs::read_to_string(&g).expect("the record"), record, "-o {out}");
    }
    // The profile file named by --rules is an input too.
    let seen = run(&["show", "g.yaml", "--rules", "house.yaml", "-o", "house.yaml"]);
    assert_eq!(seen.status.code(), Some(2));
    assert_eq!(std::fs::read_to_string(&rules).expect("the profile"), "game: go\nsize: 9\n");
    // Another file is written, over an old drawing too.
    for _ in 0..2 {
        let seen = run(&["show", "g.yaml", "-o", "g.txt"]);
        assert_eq!(seen.status.code(), Some(0), "{}", String::from_utf8_lossy(&seen.stderr));
    }
    let drawing = std::fs::read_to_string(dir.join("g.txt")).expect("the drawing");
    assert!(drawing.contains('●') || drawing.contains('○'), "{drawing}");
}

/// `judge --explain` in English and in Chinese, as one snapshot.
fn explained(fixture: &str) -> String {
    format!(
        "{}\n{}",
        seen(&["judge", "--explain", fixture]),
        seen(&["judge", "--explain", "--lang", "zh", fixture])
    )
}

#[test]
fn explain_go_suicide() {
    // Seed art. 5 (禁着点): A1 has no liberty and captures nothing.
    insta::assert_snapshot!(explained("fixtures/go/suicide-single-stone.yaml"));
}

#[test]
fn explain_go_ko() {
    insta::assert_snapshot!(explained("fixtures/go/ko-retake-simple.yaml"));
}

#[test]
fn explain_go_superko() {
    insta::assert_snapshot!(explained("fixtures/go/superko-triple-ko.yaml"));
}

#[test]
fn explain_go_count_shows_the_komi_arithmetic() {
    // Seed art. 9 and 11: with komi 2¾ stones Black needs 184 of 361; 184 wins by ¼ stone.
    insta::assert_snapshot!(explained("fixtures/go/komi-2.75-black-184-wins.yaml"));
}

#[test]
fn explain_renju_double_three() {
    insta::assert_snapshot!(explained("fixtures/renju/forbidden-illegal-makes-the-record-invalid.yaml"));
}

#[test]
fn explain_renju_double_four() {
    insta::assert_snapshot!(explained("fixtures/renju/double-four-split-x-xxx-x-on-one-line.yaml"));
}

#[test]
fn explain_renju_overline() {
    insta::assert_snapshot!(explained("fixtures/renju/overline-by-filling-a-gap.yaml"));
}

#[test]
fn explain_junqi_no_path_at_a_rail_corner() {
    insta::assert_snapshot!(explained("fixtures/junqi/non-engineer-cannot-turn-rail-corner.yaml"));
}

#[test]
fn explain_junqi_camp_occupied() {
    insta::assert_snapshot!(explained("fixtures/junqi/camp-protects-its-occupant.yaml"));
}

// docs/rules/junqi.md §12.3: the refused move's stations between `>` `<`, the rule and why.
#[test]
fn explain_four_player_junqi_partner_piece() {
    insta::assert_snapshot!(explained("fixtures/junqi-siguo/partner-piece-cannot-be-attacked.yaml"));
}

#[test]
fn chinese_changes_only_sentences_never_keys_ids_or_results() {
    let json = |lang: &str| -> serde_json::Value {
        let out = Command::cargo_bin("referee")
            .expect("referee binary")
            .current_dir(root())
            .args(["judge", "--format", "json", "--lang", lang, "fixtures/go/suicide-single-stone.yaml"])
            .output()
            .expect("run referee");
        serde_json::from_slice(&out.stdout).expect("one JSON verdict")
    };
    let (en, zh) = (json("en"), json("zh"));
    let keys = |v: &serde_json::Value| v.as_object().map(|o| o.keys().cloned().collect::<Vec<_>>());
    assert_eq!(keys(&en), keys(&zh));
    assert_eq!(en["violation"]["rule"], "suicide");
    assert_eq!(zh["violation"]["rule"], "suicide");
    assert_eq!(en["status"], zh["status"]);
    assert_ne!(en["violation"]["message"], zh["violation"]["message"]);
    assert!(zh["violation"]["message"].as_str().is_some_and(|m| m.contains("禁着点")), "{zh}");
}

#[test]
fn explain_goes_with_text_only() {
    let out = seen(&["judge", "--explain", "--format", "json", "fixtures/go/suicide-single-stone.yaml"]);
    assert!(out.ends_with("[exit status: 2]") && out.contains("--explain goes with --format text"), "{out}");
}

#[test]
fn explain_subtracts_the_handicap_bonus() {
    // Seed art. 11 and go-rules' count: White's handicap bonus is White's, like komi, so it is
    // taken from Black's side: 16 − 12.5 − 2.75 − 1 = −0.25, White by 1/4 stone. The line once
    // printed `+ handicap bonus 1` while subtracting it.
    let text = explained("fixtures/go/handicap-2-half-per-stone.yaml");
    assert!(text.contains("− komi 贴子 2.75 − handicap bonus 1 = -0.25 stones"), "{text}");
    assert!(text.contains("− 贴子 2.75 − 让子补偿 1 = -0.25 子"), "{text}");
    assert!(!text.contains("+ handicap bonus") && !text.contains("+ 让子补偿"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn explain_count_says_1_stone_and_1_point() {
    // English number agreement: a margin of one stone is `1 stone` (= 2 points), never `1 stones`.
    let text = explained("fixtures/go/cgos-620152-black-wins-on-count.yaml");
    assert!(text.contains("Black wins by 1 stone = 2 points"), "{text}");
    assert!(
        !text.contains(" 1 stones") && !text.contains(" 1 plies") && !text.contains(" 1 points"),
        "{text}"
    );
    insta::assert_snapshot!(text);
}

// Issue 27: `--ply N` past the end is an error naming the last ply (and where an invalid
// record stops), not a silent drawing of the end.
#[test]
fn show_past_the_last_ply_names_the_last_ply_and_where_play_stops() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_referee"))
        .current_dir(root())
        .args(["show", "--ply", "99", "fixtures/go/capture-corner.yaml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--ply 99 is past the end of the record: its last ply is 6"), "{stderr}");
    let invalid = std::process::Command::new(env!("CARGO_BIN_EXE_referee"))
        .current_dir(root())
        .args(["show", "--ply", "7", "fixtures/go/superko-triple-ko.yaml"])
        .output()
        .unwrap();
    assert_eq!(invalid.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&invalid.stderr);
    assert!(stderr.contains("its last ply is 5; it turns invalid at ply 6 (superko)"), "{stderr}");
    // The refused move's own ply still draws the position it was played on.
    let at = std::process::Command::new(env!("CARGO_BIN_EXE_referee"))
        .current_dir(root())
        .args(["show", "--ply", "6", "fixtures/go/superko-triple-ko.yaml"])
        .output()
        .unwrap();
    assert_eq!(at.status.code(), Some(0), "{}", String::from_utf8_lossy(&at.stderr));
}

// Issue 27: a junqi picture is as wide as its board (its caption is broken into lines, not a
// 40% blank band beside the board), and the four-player legend describes the picture's colours
// and shapes, not the terminal's symbols.
#[test]
fn junqi_pictures_fit_their_board_and_describe_what_they_show() {
    let svg = |fixture: &str| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_referee"))
            .current_dir(root())
            .args(["show", "--format", "svg", fixture])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let two = svg("fixtures/junqi/game-flag-captured.yaml");
    assert!(two.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"524\" "), "{}", &two[..120]);
    let four = svg("fixtures/junqi-siguo/engineer-turns-through-the-centre.yaml");
    assert!(four.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"784\" "), "{}", &four[..120]);
    assert!(four.contains("south red, east blue, north gold, west green"), "the legend names the colours");
    assert!(!four.contains("== ‖ railway"), "no terminal symbols in the picture's legend");
}

// Issue 27: `show` of a collection says on stderr which game it drew and how many there are.
#[test]
fn show_of_a_collection_says_which_game_it_drew_and_how_many() {
    let dir = std::env::temp_dir().join(format!("referee-show-two-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("two.sgf"), "(;GM[1]SZ[9]RE[B+R];B[ee];W[])(;GM[1]SZ[9];B[ee];W[cc])").unwrap();
    for (arg, n) in [("two.sgf", 1), ("two.sgf#2", 2)] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_referee"))
            .current_dir(&dir)
            .args(["show", arg])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            stderr.trim_end(),
            format!(
                "referee: two.sgf holds 2 games; drawing game {n} (two.sgf#{n}); name another as two.sgf#N"
            )
        );
    }
}

#[test]
fn show_of_a_directory_says_it_wants_a_record() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_referee"))
        .current_dir(root())
        .args(["show", "fixtures/go"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "fixtures/go: is a directory: referee show draws one record (a file, or FILE#N for a game of a collection; judge takes a directory)\n"
    );
}
