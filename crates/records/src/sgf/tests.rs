use super::*;
use grid::{Color, Notation};

/// Every game of a collection, or the first game's error (most tests read one game).
fn read_sgf(bytes: &[u8]) -> Result<Vec<Record>, InputError> {
    super::read_sgf(bytes).into_iter().collect()
}

#[test]
fn a_bad_game_in_a_collection_costs_only_its_own_record() {
    // Issue 11: game 2's `KM[abc]` used to make the whole file unreadable.
    let games =
        super::read_sgf(b"(;GM[1]SZ[9]RE[B+R];B[ee];W[])(;GM[1]SZ[9]KM[abc];B[ee])(;GM[1]SZ[9];B[cc])");
    assert_eq!(games.len(), 3);
    assert_eq!(games[0].as_ref().unwrap().moves.len(), 2);
    let e = games[1].as_ref().unwrap_err();
    assert_eq!((e.message.as_str(), e.loc), ("KM[abc]: komi is a number of points", Loc::new(1, 46)));
    assert_eq!(games[2].as_ref().unwrap().moves.len(), 1);
}

#[test]
fn a_cut_off_tree_keeps_the_games_before_it_and_its_own_moves() {
    let games = super::read_sgf(b"(;GM[1]SZ[9];B[ee])\n(;GM[1]SZ[9];B[ee];W[cc")
        .into_iter()
        .map(|g| g.map(|r| (r.moves.len(), r.cut_off)).map_err(|e| e.loc.line))
        .collect::<Vec<_>>();
    // Game 2's last value is cut: its moves before it are kept, the file's end recorded.
    assert_eq!(games, [Ok((1, None)), Ok((1, Some(Loc::new(2, 24))))]);
}

#[test]
fn garbage_in_a_node_costs_only_its_own_game() {
    // Issue 24: nine good games, one with `XX` in a node, then 990 more used to read as 10.
    let good = "(;GM[1]SZ[9];B[ee];W[cc])\n";
    let sgf = format!("{}(;GM[1]SZ[9];B[ee]XX;W[cc](;B[aa])(;B[bb]))\n{}", good.repeat(9), good.repeat(990));
    let games = super::read_sgf(sgf.as_bytes());
    assert_eq!(games.len(), 1000);
    let e = games[9].as_ref().unwrap_err();
    assert_eq!((e.message.as_str(), e.loc), ("property `XX` has no value `[...]`", Loc::new(10, 19)));
    assert!(games.iter().enumerate().all(|(i, g)| g.is_ok() == (i != 9)));
}

#[test]
fn recovery_skips_brackets_inside_values_of_the_broken_tree() {
    // The `)` and `(;` in game 1's comment are text: game 2 starts after game 1's real end.
    let games = super::read_sgf(b"(;B[aa]1;C[a ) (;B[bb] \\] x];W[bb])(;B[cc])");
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].as_ref().unwrap_err().message, "unexpected `1` in a game tree");
    assert_eq!(moves(games[1].as_ref().unwrap()), ["B C17"]);
}

#[test]
fn a_tree_cut_in_a_later_variation_has_a_whole_main_line() {
    // The first `)` closed the main line: the file ends in a side branch, nothing is missing.
    let games = super::read_sgf(b"(;B[aa](;W[bb])(;W[cc]");
    let rec = games[0].as_ref().unwrap();
    assert_eq!((moves(rec).len(), rec.cut_off), (2, None));
    assert!(rec.notes[0].contains("inside a variation after the main line"), "{:?}", rec.notes);
}

#[test]
fn long_property_names_are_quoted_short() {
    // A megabyte of capitals is one bad name; its error quotes a few, not all of them.
    let sgf = format!("(;{};B[aa])", "X".repeat(1 << 20));
    let e = &super::read_sgf(sgf.as_bytes())[0];
    let message = &e.as_ref().unwrap_err().message;
    // The one cut of every quote (crate::excerpt).
    assert_eq!(message, &format!("property `{}...` has no value `[...]`", "X".repeat(crate::EXCERPT_CHARS)));
}

fn one(sgf: &str) -> Record {
    let mut games = read_sgf(sgf.as_bytes()).unwrap();
    assert_eq!(games.len(), 1, "{sgf}");
    games.remove(0)
}

fn error(sgf: &[u8]) -> (String, usize, usize) {
    let e = read_sgf(sgf).unwrap_err();
    (e.message, e.loc.line, e.loc.column)
}

fn moves(rec: &Record) -> Vec<String> {
    let notation = if rec.game == Some(GameKind::Go) { Notation::Gtp } else { Notation::Renju };
    let shown = |m: &MoveEntry| match &m.text {
        MoveText::Plain(s) => s.clone(),
        MoveText::Stone { color, point } => {
            format!("{} {}", color.map_or('?', |c| c.letter()), notation.name(*point).unwrap_or("?"))
        }
        MoveText::Pass { color } => format!("{} pass", color.map_or('?', |c| c.letter())),
        MoveText::OffBoard { color, shown } => format!("off {color:?} {shown}"),
        MoveText::Offer { .. } => "offer".to_owned(),
        MoveText::Edit { stones, first } => {
            let one = |(p, c): &(grid::Point, Option<Color>)| {
                format!("{}{}", c.map_or('E', |c| c.letter()), notation.name(*p).unwrap_or("?"))
            };
            let first = first.map_or(String::new(), |c| format!(" PL {}", c.letter()));
            format!("edit {}{first}", stones.iter().map(one).collect::<Vec<_>>().join(" "))
        }
    };
    rec.moves.iter().map(shown).collect()
}

fn setting(rec: &Record, key: &str) -> Option<(String, Loc)> {
    let o = rec.set.iter().find(|o| o.key.value == key)?;
    match &o.value.value {
        KeyValue::Scalar(s) => Some((s.clone(), o.value.loc)),
        // Readers give the file's numbers as numbers; shown here as Rust prints them.
        KeyValue::Number(x) => Some((x.to_string(), o.value.loc)),
        _ => None,
    }
}

fn at(value: &str, line: usize, column: usize) -> Located<String> {
    Located::new(value.to_owned(), Loc::new(line, column))
}

#[test]
fn go_root_properties_map_to_the_record() {
    let rec = one("(;GM[1]FF[4]SZ[19]RU[Chinese]KM[7.5]HA[2]\n\
         AB[dd][pp]PL[W]PB[Ke Jie]PW[Gu Li]BR[9d]WR[9p]EV[Cup]RO[1]DT[2026-05-01]PC[Beijing]RE[ W+0.5 ]\n\
         ;W[qd];B[])");
    assert_eq!(rec.format, SourceFormat::Sgf);
    assert_eq!(rec.game, Some(GameKind::Go));
    // The rule set as written; the referee chooses the profile (crates/referee/src/rule_sets/mod.rs).
    assert_eq!((rec.rules.as_ref(), rec.rule_set.as_ref()), (None, Some(&at("Chinese", 1, 22))));
    assert_eq!(setting(&rec, "size"), Some(("19".to_owned(), Loc::new(1, 16))));
    // KM is in points as written; the profile converts (docs/contract.md §4.3).
    assert_eq!(setting(&rec, "komi_points"), Some(("7.5".to_owned(), Loc::new(1, 33))));
    assert_eq!(rec.handicap, Some(Located::new(2, Loc::new(1, 40))));
    assert_eq!(
        rec.setup,
        Some(Setup::Stones { black: vec![at("D16", 2, 4), at("Q4", 2, 8)], white: vec![] })
    );
    assert_eq!(rec.first, Some(at("white", 2, 14)));
    let info: Vec<(&str, &str)> = rec.info.iter().map(|(k, v)| (k.as_ref(), v.as_str())).collect();
    assert_eq!(
        info,
        [
            ("black", "Ke Jie"),
            ("white", "Gu Li"),
            ("black_rank", "9d"),
            ("white_rank", "9p"),
            ("event", "Cup"),
            ("round", "1"),
            ("date", "2026-05-01"),
            ("place", "Beijing")
        ]
    );
    assert_eq!(rec.result.as_ref().map(|r| r.value.as_str()), Some("W+0.5"));
    assert_eq!(moves(&rec), ["W R16", "B pass"]);
    assert_eq!(rec.moves.iter().map(|m| m.loc).collect::<Vec<_>>(), [Loc::new(3, 4), Loc::new(3, 10)]);
    assert!(rec.notes.is_empty() && rec.dead.is_empty(), "{:?}", rec.notes);
}

#[test]
fn rule_sets_are_reported_as_written() {
    // Readers choose no profile: `RU` is reported as written, and an absent one as absent.
    let rec = one("(;RU[ japanese ]KM[6.5];B[aa])");
    assert_eq!(rec.rule_set.as_ref().map(|r| r.value.as_str()), Some("japanese"));
    assert!(rec.rules.is_none() && rec.notes.is_empty() && setting(&rec, "handicap_bonus").is_none());
    let rec = one("(;SZ[9])");
    assert_eq!((rec.rule_set, rec.notes.len()), (None, 0));
}

#[test]
fn komi_in_hundredths_is_read_as_points() {
    let rec = one("(;RU[Japanese]KM[750])");
    assert_eq!(setting(&rec, "komi_points").map(|(v, _)| v), Some("7.5".to_owned()));
    let rec = one("(;RU[Chinese]KM[375])");
    assert_eq!(setting(&rec, "komi_points").map(|(v, _)| v), Some("7.5".to_owned()));
    let rec = one("(;RU[Chinese]KM[7.5])");
    assert_eq!(setting(&rec, "komi_points").map(|(v, _)| v), Some("7.5".to_owned()));
}

#[test]
fn komi_must_be_a_number_and_empty_komi_is_absent() {
    assert_eq!(error(b"(;KM[seven])"), ("KM[seven]: komi is a number of points".to_owned(), 1, 6));
    assert_eq!(error(b"(;KM[inf])").1, 1);
    assert_eq!(setting(&one("(;KM[])"), "komi_points"), None);
    assert_eq!(setting(&one("(;KM[-3])"), "komi_points").map(|k| k.0).as_deref(), Some("-3"));
}

#[test]
fn board_sizes() {
    assert_eq!(setting(&one("(;B[aa])"), "size"), None);
    assert_eq!(moves(&one("(;B[aa])")), ["B A19"]);
    assert_eq!(moves(&one("(;SZ[9];B[aa])")), ["B A9"]);
    assert_eq!(setting(&one("(;SZ[13:13])"), "size").map(|s| s.0).as_deref(), Some("13"));
    assert_eq!(setting(&one("(;SZ[13:13])"), "rows"), None);
    for bad in ["1:9", "9:26", "9:x", "9:"] {
        assert_eq!(
            error(format!("(;SZ[{bad}])").as_bytes()).0,
            format!("SZ[{bad}]: a Go board is 2x2 to 25x25")
        );
    }
    // Five in a row is played on squares only.
    assert_eq!(error(b"(;GM[4]SZ[15:20])").0, "SZ[15:20]: only square boards are supported");
    for bad in ["1", "26", "x", ""] {
        let e = error(format!("(;SZ[{bad}])").as_bytes());
        assert_eq!(e, (format!("SZ[{bad}]: a Go board is 2x2 to 25x25"), 1, 6));
    }
    // A five-in-row profile is 15x15: only another size is an override.
    assert_eq!(setting(&one("(;GM[4]SZ[15])"), "size"), None);
    assert_eq!(setting(&one("(;GM[4]SZ[20])"), "size").map(|s| s.0).as_deref(), Some("20"));
    assert_eq!(error(b"(;GM[4]SZ[27])").0, "SZ[27]: a Renju/Gomoku board is 5x5 to 26x26");
}

#[test]
fn rectangular_go_boards_read_columns_and_rows() {
    // KataGo writes its rectangular games as SZ[cols:rows]; SGF counts rows from the top.
    let r = one("(;GM[1]SZ[9:17];B[ai];W[iq];B[aa])");
    assert_eq!(setting(&r, "size").map(|s| s.0).as_deref(), Some("9"));
    assert_eq!(setting(&r, "rows").map(|s| s.0).as_deref(), Some("17"));
    assert_eq!(moves(&r), ["B A9", "W J1", "B A17"]);
    // A point past the 17th row is off the board, as on a square one.
    assert_eq!(moves(&one("(;GM[1]SZ[9:17];B[ar])")), ["off Some(Black) ar"]);
}

#[test]
fn compressed_point_lists_and_ae_in_root_setup() {
    let rec = one("(;SZ[9]AB[aa:cb]AW[ee]AE[ba]AB[ee])");
    let Some(Setup::Stones { black, white }) = rec.setup else { panic!("no setup") };
    let names: Vec<&str> = black.iter().map(|s| s.value.as_str()).collect();
    // The rectangle aa:cb covers A8-C9; AE empties B9; the later AB turns E5 black.
    assert_eq!(names, ["A8", "B8", "C8", "A9", "C9", "E5"]);
    assert_eq!(black.first().map(|s| s.loc), Some(Loc::new(1, 11)));
    assert!(white.is_empty());
    assert_eq!(one("(;AB[aa]AE[aa])").setup, None);
}

#[test]
fn bad_setup_points_are_errors_at_the_value() {
    let (message, line, column) = error(b"(;SZ[9]AB[aa][jj])");
    assert!(message.starts_with("AB: \"jj\" is not a point on a 9x9 board"), "{message}");
    assert_eq!((line, column), (1, 15));
    assert_eq!(error(b"(;SZ[9]\nAW[aa:zz])").1, 2);
    assert!(error(b"(;AE[tt])").0.starts_with("AE: \"tt\""));
}

#[test]
fn fox_handicap_setup_in_second_node_is_the_start() {
    // Issue 12: Fox writes its handicap stones in the node after the root. Setup before the
    // first move is the start position, whatever node it is in (SGF FF[4]: setup properties
    // may appear in any node; play starts with the first move).
    let rec = one("(;GM[1]SZ[19]HA[2]RE[W+R]\n;AB[pd][dp]\n;W[dp];B[dd])");
    let Some(Setup::Stones { black, white }) = &rec.setup else { panic!("no setup") };
    assert_eq!(black.iter().map(|s| s.value.as_str()).collect::<Vec<_>>(), ["Q16", "D4"]);
    assert!(white.is_empty());
    assert_eq!(moves(&rec), ["W D4", "B D16"]);
    assert_eq!(
        rec.notes,
        ["setup stones in node 2 (line 2), before the first move, are part of the start position"]
    );
}

#[test]
fn setup_after_the_first_move_is_an_edit_of_the_position() {
    // Issue 12: an AB/AW/AE node in the middle of a game is an edit, judged as the file says,
    // in its place between the moves and with the PL of its node.
    let rec = one("(;SZ[9];B[aa]\n;AB[bb]AE[aa]PL[B];B[cc])");
    assert_eq!(rec.setup, None);
    assert_eq!(moves(&rec), ["B A9", "edit BB8 EA9 PL B", "B C7"]);
    assert_eq!(rec.moves[1].loc, Loc::new(2, 5));
    // A five-in-row game keeps the old reading: judged from its start, with a note.
    let renju = one("(;GM[4];B[hh]\n;AB[aa];W[ii])");
    assert_eq!(moves(&renju), ["B h8", "W i7"]);
    assert!(renju.notes.iter().any(|n| n.contains("(AB/AW/AE) after the first move (line 2) ignored")));
}

#[test]
fn ha_7_5_is_read_with_a_note() {
    // Issue 12: `HA[7.5]` (the komi written again) made the whole file unreadable. No handicap
    // is a fraction of a stone, so it is not read as one; the moves say what the game was.
    let rec = one("(;GM[1]KM[7.5]HA[7.5];B[pd];W[dd])");
    assert_eq!(rec.handicap, None);
    assert_eq!(moves(&rec), ["B Q16", "W D16"]);
    assert!(rec.notes.iter().any(|n| n.starts_with("HA[7.5] is not a whole number of stones")));
}

#[test]
fn bl_clock_forms_are_read() {
    // Issue 12: `BL[0:07:42]` (h:mm:ss) and `BL[14 0]` each made the whole file unreadable.
    let rec = one("(;GM[1];B[pd]BL[0:07:42];W[dd]WL[14 0];B[pp]BL[1:05])");
    let left: Vec<Option<f64>> = rec
        .moves
        .iter()
        .map(|m| match m.clock {
            Some(MoveClock::Left { seconds, .. }) => Some(seconds),
            _ => None,
        })
        .collect();
    assert_eq!(left, [Some(462.0), Some(14.0), Some(65.0)]);
    assert!(rec.notes.iter().any(|n| n == "BL[0:07:42] read as 462 seconds left (hours:minutes:seconds)"));
    assert!(rec.notes.iter().any(|n| n.starts_with("WL[14 0] read as 14 seconds left")));
    assert_eq!(error(b"(;B[aa]BL[soon])").0, "BL[soon]: time left is a number of seconds");
}

#[test]
fn a_time_value_broken_across_lines_is_one_number() {
    // Issue 23: a writer that wraps its lines inside a value gave `BL[14\n0]`, read as 14
    // seconds; the line break is no separator in a number, so the value is 140.
    let rec = one("(;GM[1];B[pd]BL[14\n0];W[dd]WL[2\r\n95.5];B[pp]BL[14 0])");
    let left: Vec<Option<f64>> = rec
        .moves
        .iter()
        .map(|m| match m.clock {
            Some(MoveClock::Left { seconds, .. }) => Some(seconds),
            _ => None,
        })
        .collect();
    // A space on one line is still the `14 0` form: seconds, then a number not read.
    assert_eq!(left, [Some(140.0), Some(295.5), Some(14.0)]);
    assert!(
        rec.notes
            .iter()
            .any(|n| n == "BL[14\\n0] read as 140 seconds left (the number is broken across lines)"),
        "{:?}",
        rec.notes
    );
}

#[test]
fn pl_1_means_black() {
    // Issue 12: `PL[1]` / `PL[2]` (1 Black, 2 White, as some programs write it).
    assert_eq!(one("(;PL[1];B[aa])").first.map(|f| f.value), Some("black".to_owned()));
    let white = one("(;AB[aa]PL[2];W[bb])");
    assert_eq!(white.first.map(|f| f.value), Some("white".to_owned()));
    assert!(white.notes[0].starts_with("PL[2] read as White to play"));
}

#[test]
fn gogui_style_moves_are_read() {
    // Issue 12: `B[R16]` is a board coordinate (GTP: column letter without I, row from the
    // bottom), as GoGui reads it; it made the whole file unreadable.
    let rec = one("(;GM[1]SZ[19];B[R16];W[d4];B[pd])");
    assert_eq!(moves(&rec), ["B R16", "W D4", "B Q16"]);
    assert!(rec.notes.iter().any(|n| n.starts_with("moves written as board coordinates")));
    assert!(error(b"(;GM[1]SZ[9];B[Z99])").0.starts_with("B[Z99]: not an SGF point"));
}

#[test]
fn empty_game_trees_are_noted() {
    // Issue 12: `((((;B[aa]))))` was judged without a word about its three empty trees.
    let rec = one("((((;B[aa]))))");
    assert_eq!(moves(&rec), ["B A19"]);
    assert_eq!(
        rec.notes,
        ["3 game trees with no node of their own around the game (`((((;`): read as the game inside"]
    );
    assert!(one("(;B[aa])").notes.is_empty());
}

#[test]
fn time_left_belongs_to_the_move_of_its_node() {
    let rec = one("(;GM[1]SZ[9];B[ee]BL[55.5];WL[-2]W[cc]OW[0];B[gg])");
    let clocks: Vec<Option<MoveClock>> = rec.moves.iter().map(|m| m.clock).collect();
    assert_eq!(
        clocks,
        [
            Some(MoveClock::Left { seconds: 55.5, periods: None }),
            Some(MoveClock::Left { seconds: -2.0, periods: Some(0) }),
            None
        ]
    );
    let bad = error(b"(;GM[1]SZ[9];B[ee]BL[soon])");
    assert!(bad.0.contains("time left is a number of seconds"), "{}", bad.0);
}

#[test]
fn passes_off_board_points_and_malformed_moves() {
    let rec = one("(;B[];W[tt];B[zz])");
    assert_eq!(moves(&rec), ["B pass", "W pass", "off Some(Black) zz"]);
    // `tt` is a pass only up to 19x19; on 21x21 it is a point.
    assert_eq!(moves(&one("(;SZ[21];B[tt])")), ["B U2"]);
    assert_eq!(moves(&one("(;SZ[9];W[tt])")), ["W pass"]);
    // `B[A1]` is a board coordinate, read as GoGui reads it (issue 12); `B[1a]` is nothing.
    assert_eq!(moves(&one("(;B[A1])")), ["B A1"]);
    let (message, line, column) = error(b"(;B[1a])");
    assert!(message.starts_with("B[1a]: not an SGF point (two letters a-s"), "{message}");
    assert_eq!((line, column), (1, 5));
}

#[test]
fn escapes_long_names_and_comments() {
    let rec = one("(;PlayerBlack[Lee \\] Sedol]SiZe[9]AddBlack[dd]C[parens ( ) and \\]];\
         PW[Gu\\\nLi]B[ee])");
    assert_eq!(rec.info, [("black".into(), "Lee ] Sedol".to_owned()), ("white".into(), "GuLi".to_owned())]);
    assert_eq!(rec.setup, Some(Setup::Stones { black: vec![at("D6", 1, 44)], white: vec![] }));
    assert_eq!(moves(&rec), ["B E5"]);
}

#[test]
fn whitespace_between_tokens_and_places() {
    let rec = one("( ;\n B \n [aa] \r\n ; W [bb] \n )");
    assert_eq!(moves(&rec), ["B A19", "W B18"]);
    assert_eq!(rec.moves.iter().map(|m| m.loc).collect::<Vec<_>>(), [Loc::new(3, 3), Loc::new(4, 7)]);
}

#[test]
fn main_line_follows_the_first_variation() {
    let rec = one("(;SZ[9];B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee];B[ff]((;W[gg]))))");
    assert_eq!(moves(&rec), ["B A9", "W B8", "B C7"]);
}

#[test]
fn collections_hold_several_games_and_skip_text_between_them() {
    let games = read_sgf(b"\xEF\xBB\xBFheader (c) 2026\n(;GM[1];B[aa]) between (;GM[4];B[hh])\n").unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(
        games.iter().map(|g| g.game).collect::<Vec<_>>(),
        [Some(GameKind::Go), Some(GameKind::FiveInRow)]
    );
    assert_eq!(moves(&games[1]), ["B h8"]);
    assert_eq!(games[1].moves[0].loc, Loc::new(2, 34));
}

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    let depth = 100_000;
    let sgf = format!("{};B[aa]{}", "(".repeat(depth), ")".repeat(depth));
    assert_eq!(moves(&one(&sgf)), ["B A19"]);
    let skipped = format!("(;B[aa]{}(;W[bb]", "(".repeat(depth));
    let sgf = format!("{skipped}{})(;W[cc]))", ")".repeat(depth));
    assert_eq!(moves(&one(&sgf)), ["B A19", "W B18"]);
    let open = format!("{};B[aa]", "(".repeat(depth));
    assert_eq!(one(&open).cut_off, Some(Loc::new(1, depth + 7)));
}

#[test]
fn too_many_nodes_is_an_error() {
    let sgf = format!("({})", ";".repeat(MAX_MAIN_LINE_NODES + 1));
    let expected = format!("too large: more than {MAX_MAIN_LINE_NODES} nodes on the main line");
    assert_eq!(error(sgf.as_bytes()), (expected, 1, MAX_MAIN_LINE_NODES + 2));
    let sgf = format!("({})", ";".repeat(MAX_MAIN_LINE_NODES));
    assert_eq!(read_sgf(sgf.as_bytes()).map(|g| g.len()), Ok(1));
}

#[test]
fn too_many_moves_or_values_in_one_node_is_an_error() {
    let sgf = format!("(;{})", "B[]".repeat(MAX_MOVES + 1));
    let expected = format!("too large: more than {MAX_MOVES} moves");
    assert_eq!(error(sgf.as_bytes()), (expected, 1, 3 * MAX_MOVES + 5));
    let sgf = format!("(;C{})", "[]".repeat(MAX_MAIN_LINE_VALUES + 1));
    let expected = format!("too large: more than {MAX_MAIN_LINE_VALUES} property values on the main line");
    assert_eq!(error(sgf.as_bytes()), (expected, 1, 2 * MAX_MAIN_LINE_VALUES + 4));
}

#[test]
fn syntax_errors_point_at_the_offending_byte() {
    let cases: [(&[u8], &str, usize, usize); 11] = [
        (b"", "not an SGF file: no game tree `(;` found", 1, 1),
        (b"\n  hello", "not an SGF file: no game tree `(;` found", 2, 3),
        (b"((", "the game tree opened here is not closed by `)`", 1, 1),
        (b"(;B [aa];W )", "property `W` has no value `[...]`", 1, 10),
        (b"(;B[aa]1)", "unexpected `1` in a game tree", 1, 8),
        (b"(;B[aa]\xC4)", "unexpected `\u{C4}` in a game tree", 1, 8),
        ("(;B[aa]\n 黑)".as_bytes(), "unexpected `黑` in a game tree", 2, 2),
        (b"(;B[aa]\x01)", "unexpected byte 0x01 in a game tree", 1, 8),
        (b"((B[aa]))", "a property outside a node (a node starts with `;`)", 1, 3),
        (b"(())", "a game tree without a node `;`", 1, 1),
        (b"(;GM[2])", "GM[2]: only Go (1) and Renju/Gomoku (4) are supported", 1, 6),
    ];
    for (sgf, message, line, column) in cases {
        assert_eq!(error(sgf), (message.to_owned(), line, column), "{}", String::from_utf8_lossy(sgf));
    }
    assert_eq!(error(b"(;PL[X])"), ("PL[X]: expected B or W".to_owned(), 1, 6));
    assert_eq!(error(b"(;HA[two])"), ("HA[two]: the handicap is a whole number".to_owned(), 1, 6));
}

#[test]
fn text_is_decoded_by_ca_and_the_encoding_is_noted() {
    // GB18030 你好 with `]` right after it, and a Latin-1 é right before `]`: read as the file
    // says (issue 12), where the raw bytes used to be shown as U+FFFD.
    let rec = &read_sgf(b"(;CA[GB18030]PB[\xC4\xE3\xBA\xC3]KM[6.5];B[aa])").unwrap()[0];
    assert_eq!(rec.info, [("black".into(), "你好".to_owned())]);
    assert_eq!(rec.notes, ["text decoded as gb18030 (CA[GB18030])"]);
    assert_eq!(setting(rec, "komi_points"), Some(("6.5".to_owned(), Loc::new(1, 25))));
    let rec = &read_sgf(b"(;CA[ISO-8859-1]PW[Jos\xE9];B[aa])").unwrap()[0];
    assert_eq!(rec.info, [("white".into(), "José".to_owned())]);
    assert_eq!(rec.notes, ["text decoded as windows-1252 (CA[ISO-8859-1])"]);
    assert_eq!(moves(rec), ["B A19"]);
    // UTF-8 needs no note, whatever its CA.
    assert_eq!(one("(;PB[柯洁])").info, [("black".into(), "柯洁".to_owned())]);
    assert!(one("(;CA[UTF-8]PB[柯洁])").notes.is_empty());
}

#[test]
fn gbk_trail_bytes_never_close_or_escape_a_value() {
    // 誠 is 0xD5 0x5C in GBK and 隴 is 0xEB 0x5D: a raw tokenizer took the second byte for `\` and
    // `]`. Decoded first, both are names, and columns count the file's bytes.
    let file = b"(;CA[gb2312]PB[\xd5\x5c]PW[\xeb\x5d]RE[W+R];B[aa])";
    let rec = &read_sgf(file).unwrap()[0];
    assert_eq!(rec.info, [("black".into(), "誠".to_owned()), ("white".into(), "隴".to_owned())]);
    assert_eq!(rec.result.as_ref().map(|r| (r.value.as_str(), r.loc)), Some(("W+R", Loc::new(1, 28))));
}

#[test]
fn a_ca_in_game_one_applies_to_the_whole_file() {
    // One file is one encoding: game 2's name is GBK though only game 1 says so.
    let games = read_sgf(b"(;CA[GBK]PB[\xC4\xE3];B[aa])(;PB[\xBA\xC3];B[bb])").unwrap();
    assert_eq!(games[1].info, [("black".into(), "好".to_owned())]);
    assert_eq!(games[1].notes, ["text decoded as GBK (CA[GBK])"]);
}

#[test]
fn utf16_with_a_byte_order_mark_reads_with_columns_in_code_units() {
    let mut file = vec![0xFE, 0xFF];
    file.extend("(;PB[柯洁]\nKM[x])".encode_utf16().flat_map(u16::to_be_bytes));
    let e = read_sgf(&file).unwrap_err();
    assert_eq!((e.message.as_str(), e.loc), ("KM[x]: komi is a number of points", Loc::new(2, 4)));
}

/// The last node's marks: owner and point name.
fn marks(rec: &Record) -> Vec<(Color, String)> {
    let marks = rec.territory.as_ref().expect("territory marks");
    marks.iter().map(|(c, p)| (*c, Notation::Gtp.name(p.value).unwrap_or("?").to_owned())).collect()
}

#[test]
fn territory_marks_are_read_as_written_with_rectangles_expanded() {
    // The reader replays nothing: dead stones are read from the marks by the referee, on its own
    // final position (crates/referee/src/games/go/mod.rs, `dead_stones`).
    let rec = one("(;SZ[5];B[aa];W[ba];B[ee];W[ab]\n;TW[aa][ee]TB[ba:bb])");
    let expected = [(Color::White, "A5"), (Color::White, "E1"), (Color::Black, "B4"), (Color::Black, "B5")];
    assert_eq!(marks(&rec), expected.map(|(c, p)| (c, p.to_owned())));
    assert_eq!(rec.territory.as_ref().unwrap()[2].1.loc, Loc::new(2, 15));
    assert_eq!(rec.notes.last().map(|n| n.as_str()), Some(TERRITORY_NOTE));
    assert!(rec.dead.is_empty());
    assert!(one("(;SZ[5]RU[CN];B[aa];W[ee];B[];W[]TB[]TW[])").territory.is_some_and(|m| m.is_empty()));
    // Marks on an earlier node are not the final count.
    let rec = one("(;SZ[5]RU[CN];B[aa]TB[bb];W[ee])");
    assert!(rec.notes.is_empty() && rec.territory.is_none());
}

#[test]
fn renju_records_use_renju_notation_and_leave_the_profile_open() {
    let rec = one("(;GM[4]FF[4]RU[Renju]KM[5.5]HA[2]PL[W]AB[hh]AW[ii];W[hi];B[tt];W[]RE[B+])");
    assert_eq!(rec.game, Some(GameKind::FiveInRow));
    assert_eq!(rec.rules, None);
    assert!(rec.set.is_empty() && rec.handicap.is_none());
    assert_eq!(rec.first.as_ref().map(|f| f.value.as_str()), Some("white"));
    assert_eq!(rec.setup, Some(Setup::Stones { black: vec![at("h8", 1, 42)], white: vec![at("i7", 1, 48)] }));
    assert_eq!(moves(&rec), ["W h7", "off Some(Black) tt", "W pass"]);
    assert_eq!(rec.result.as_ref().map(|r| r.value.as_str()), Some("B+"));
    assert_eq!(rec.rule_set.as_ref().map(|r| r.value.as_str()), Some("Renju"));
    assert!(rec.notes.is_empty());
}

#[test]
#[cfg_attr(not(corpus), ignore = "needs ../shared/corpus (absent)")]
fn every_go_record_of_the_corpus_reads() {
    let root = std::path::Path::new(concat!(env!("CORPUS_DIR"), "/go"));
    // The sets of the corpus README; `servers_ai_yenw` has its own reading (Fox setup nodes,
    // encodings, server habits) and is checked by `cargo xtask corpus`.
    let mut dirs: Vec<_> =
        ["cgos_9x9_2018", "kgs_2017_territory_markup", "tom_9d_human_2003_2011", "edge_cases"]
            .iter()
            .map(|d| root.join(d))
            .collect();
    let (mut files, mut marked) = (0, 0);
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("sgf")) {
                let games = read_sgf(&std::fs::read(&path).unwrap()).unwrap_or_else(|e| {
                    panic!("{}:{}:{}: {}", path.display(), e.loc.line, e.loc.column, e.message)
                });
                assert_eq!(games.len(), 1, "{}", path.display());
                files += 1;
                marked += usize::from(games[0].notes.iter().any(|n| n == TERRITORY_NOTE));
            }
        }
    }
    // 1000 CGOS + 310 KGS + 500 Tom + 12 edge cases (corpus README).
    assert_eq!((files, marked), (1822, 310));
}

#[test]
fn cut_off_files_keep_the_moves_before_the_cut() {
    // Each file ends inside its only game: the complete values before the end are the game,
    // a value or name cut short is dropped, and the end is where the last byte is.
    let cases: [(&[u8], usize, Loc); 5] = [
        (b"(;B[aa]", 1, Loc::new(1, 8)),
        (b"(;B[aa", 0, Loc::new(1, 7)),
        (b"(;B[aa];C[x\\]", 1, Loc::new(1, 14)),
        (b"(;SZ[9]\n;B[aa]\n;W[zz", 1, Loc::new(3, 6)),
        (b"(;B[aa];W", 1, Loc::new(1, 10)),
    ];
    for (sgf, n, end) in cases {
        let rec = &read_sgf(sgf).unwrap()[0];
        assert_eq!((rec.moves.len(), rec.cut_off), (n, Some(end)), "{}", String::from_utf8_lossy(sgf));
        assert_eq!(rec.notes.last().map(|n| n.as_str()), Some(crate::cut_note(end).as_str()));
    }
}

/// `n` small Go games, game `i` with `i + 1` moves so that each is told by its length, one per
/// line.
fn numbered_games(n: usize) -> Vec<String> {
    let points = ["ee", "cc", "gg", "cg", "gc", "ec", "ce", "eg", "ge"];
    (0..n)
        .map(|i| {
            let moves: String = (0..=i % points.len())
                .map(|m| format!(";{}[{}]", if m % 2 == 0 { "B" } else { "W" }, points[m]))
                .collect();
            format!("(;FF[4]GM[1]SZ[9]KM[7]PB[game {i}]{moves})\n")
        })
        .collect()
}

/// Each result of `sgf` as the game's black player (its number), or the error's line.
fn outcomes(sgf: &str) -> Vec<Result<String, usize>> {
    super::read_sgf(sgf.as_bytes())
        .into_iter()
        .map(|g| match g {
            Ok(r) => {
                Ok(r.info.iter().find(|(k, _)| k == "black").map(|(_, v)| v.clone()).unwrap_or_default())
            }
            Err(e) => Err(e.loc.line),
        })
        .collect()
}

#[test]
fn a_stray_open_paren_between_games_loses_no_game() {
    // Issue 34: a lone `(` line after game 10 made the 990 games after it variations of game 11.
    let games = numbered_games(1000);
    let sgf = format!("{}(\n{}", games[..10].concat(), games[10..].concat());
    let read = super::read_sgf(sgf.as_bytes());
    assert_eq!(read.len(), 1000);
    assert!(read.iter().all(Result::is_ok));
    let eleventh = read[10].as_ref().unwrap();
    assert_eq!(moves(eleventh).len(), 2);
    assert_eq!(eleventh.notes.len(), 2, "{:?}", eleventh.notes);
    assert!(eleventh.notes[0].starts_with("1 game tree with no node of its own"));
    assert_eq!(
        eleventh.notes[1],
        "the game tree at line 13, column 1 opens another game (`FF` in its first node) before this \
         game's tree is closed by `)`: read as the next game; this game's main line is complete"
    );
    assert_eq!(read[11].as_ref().unwrap().notes, Vec::<ReadNote>::new());
}

#[test]
fn a_missing_close_paren_costs_its_own_game_only() {
    // Issue 34: game k's missing `)` made it absorb game k+1's moves (judged invalid) and every
    // later game a variation. Every k: the others are read as they are alone; the last game
    // is a file cut off inside it.
    let n = 12;
    let games = numbered_games(n);
    for k in 0..n {
        let mut damaged = games.clone();
        damaged[k] = damaged[k].replacen(")\n", "\n", 1);
        let got = outcomes(&damaged.concat());
        let mut want: Vec<Result<String, usize>> = (0..n).map(|i| Ok(format!("game {i}"))).collect();
        if k + 1 < n {
            want[k] = Err(k + 1);
        }
        assert_eq!(got, want, "game {k}'s `)` missing");
        if k + 1 < n {
            let e = super::read_sgf(damaged.concat().as_bytes()).swap_remove(k).unwrap_err();
            let (line, shown) = (k + 2, "FF");
            assert_eq!(
                e.message,
                format!(
                    "this game tree is not closed by `)` before the game tree at line {line}, column 1, \
                     which opens another game (`{shown}` in its first node)"
                )
            );
            assert_eq!(e.loc, Loc::new(k + 1, 1));
        } else {
            let last = super::read_sgf(damaged.concat().as_bytes()).pop().unwrap().unwrap();
            assert!(last.cut_off.is_some());
        }
    }
}

#[test]
fn damage_anywhere_in_a_collection_costs_at_most_the_damaged_game() {
    // Every kind of damage at every game: a stray `(` line before it, a stray `(` among its
    // moves, its `)` missing, garbage in it with its `)` missing too. The games before and
    // after it are read as they are alone.
    let n = 8;
    let games = numbered_games(n);
    let damages: [(&str, Damage, bool); 4] = [
        ("stray ( line before", |g| format!("(\n{g}"), false),
        ("stray ( among the moves", |g| g.replacen(";B[ee]", ";B[ee]\n(\n", 1), false),
        ("missing )", |g| g.replacen(")\n", "\n", 1), true),
        ("garbage and missing )", |g| g.replacen(";B[ee]", ";B[ee]XX", 1).replacen(")\n", "\n", 1), true),
    ];
    for (what, damage, costs_the_game) in damages {
        for k in 0..n - 1 {
            let mut damaged = games.clone();
            damaged[k] = damage(&damaged[k]);
            let got = outcomes(&damaged.concat());
            assert_eq!(got.len(), n, "{what} in game {k}: {got:?}");
            for (i, g) in got.iter().enumerate() {
                if i == k && costs_the_game {
                    assert!(g.is_err(), "{what} in game {k}: {got:?}");
                } else {
                    assert_eq!(g, &Ok(format!("game {i}")), "{what} in game {k}: {got:?}");
                }
            }
        }
    }
}

#[test]
fn a_variation_with_a_root_property_in_a_closed_tree_stays_a_variation() {
    // Root properties in a variation break FF[4], but the tree is closed: nothing is lost by
    // reading it as it always was.
    let games =
        read_sgf(b"(;GM[1]SZ[9];B[aa](;SZ[9];W[bb];B[cc])(;SZ[9];W[cc]))\n(;GM[1]SZ[9];B[dd])").unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(moves(&games[0]), ["B A9", "W B8", "B C7"]);
    assert!(games[0].notes.is_empty(), "{:?}", games[0].notes);
    // A variation without root properties in a tree never closed is a variation too: the
    // file ends in it after the main line.
    let games = read_sgf(b"(;GM[1]SZ[9];B[aa](;W[bb])(;W[cc])").unwrap();
    assert_eq!((games.len(), moves(&games[0]).len()), (1, 2));
}

#[test]
fn a_stray_tree_whose_first_variation_is_empty_does_not_swallow_the_next_game() {
    // The recovery fuzz target (fuzz/regressions/recovery/crash-0811b1cd...): `(()` between
    // two games, a tree whose main line ends empty, took the next game for its variation and
    // the file ended inside it: the next game was lost.
    for junk in ["~);(();", "(()", "(();B[aa]", "(()(;B[aa])"] {
        let sgf = format!("(;GM[1]SZ[9];B[ee])\n{junk}(;GM[1]FF[4]SZ[9]PB[tail];B[ee];W[cc])\n");
        let games = super::read_sgf(sgf.as_bytes());
        assert!(games[0].as_ref().is_ok_and(|g| g.moves.len() == 1), "{junk}: {games:?}");
        let last = games.last().unwrap().as_ref();
        let tail =
            last.is_ok_and(|g| g.info.iter().any(|(k, v)| k == "black" && v == "tail") && g.moves.len() == 2);
        assert!(tail, "{junk}: {games:?}");
        assert_eq!(games.len(), 3, "{junk}: one error for the stray tree: {games:?}");
    }
}

#[test]
fn games_wrapped_in_one_tree_with_no_node_are_each_a_game() {
    // `((;game 1)(;game 2))`: the tree around them has no node for the second to vary from.
    let games = read_sgf(b"((;GM[1]SZ[9];B[aa])(;GM[1]SZ[9];B[bb];W[cc]))(;GM[1];B[dd])").unwrap();
    assert_eq!(games.iter().map(|g| moves(g).len()).collect::<Vec<_>>(), [1, 2, 1]);
}

#[test]
fn thousands_of_nested_roots_never_closed_read_in_bounded_time() {
    // Every game's `)` missing: each is its own error, and the brackets are scanned once,
    // not once per game.
    let n = 30_000;
    let sgf = "(;FF[4]GM[1]SZ[9];B[ee]\n".repeat(n);
    let games = super::read_sgf(sgf.as_bytes());
    assert_eq!(games.len(), n);
    assert!(games[..n - 1].iter().all(Result::is_err));
    assert!(games[n - 1].as_ref().is_ok_and(|r| r.cut_off.is_some()));
}

/// What damage does to a game's text.
type Damage = fn(&str) -> String;
