//! Openings read from every kind of file `--openings` takes.

use super::*;

fn board(profile: &str, sets: &[&str]) -> Board {
    let sets: Vec<String> = sets.iter().map(|s| (*s).to_owned()).collect();
    crate::rules::choose(profile, &sets).expect("profile").board
}

/// A scratch folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("arena-openings-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn moves(openings: &[Opening]) -> Vec<String> {
    openings.iter().map(|o| o.moves.join(" ")).collect()
}

#[test]
fn an_sgf_collection_is_one_opening_per_game_main_line_only() {
    let dir = scratch("sgf-collection");
    let file = dir.join("go.sgf");
    // Game 1 has a variation (W[cc]) after its first move: the main line is B[ee] W[gc].
    std::fs::write(&file, "(;GM[1]FF[4]SZ[9];B[ee](;W[gc])(;W[cc]))\n(;GM[1]SZ[9];B[cg];W[];B[gg])\n")
        .unwrap();
    let got = load(&file, &board("go-chinese", &["size=9"])).unwrap();
    assert_eq!(moves(&got), ["E5 G7", "C3 pass G3"]);
    assert_eq!(got[1].place.game, Some(2));
    assert_eq!(got[1].place.loc.line, 2);
}

#[test]
fn a_folder_is_its_record_files_in_the_order_of_their_names() {
    let dir = scratch("folder");
    std::fs::write(dir.join("b.sgf"), "(;GM[1]SZ[9];B[cc])").unwrap();
    std::fs::write(dir.join("a.SGF"), "(;GM[1]SZ[9];B[ee])(;GM[1]SZ[9];B[gg])").unwrap();
    std::fs::write(dir.join("notes.txt"), "not an opening").unwrap();
    let got = load(&dir, &board("go-chinese", &["size=9"])).unwrap();
    assert_eq!(moves(&got), ["E5", "G3", "C7"]);
    let empty = scratch("folder-empty");
    std::fs::write(empty.join("notes.txt"), "E5").unwrap();
    let e = load(&empty, &board("go-chinese", &["size=9"])).unwrap_err();
    assert!(e.ends_with("the folder holds no .sgf, .rif or .psq files"), "{e}");
}

#[test]
fn gomoku_openings_from_rif_psq_and_sgf_gm4() {
    let dir = scratch("five");
    let rif = dir.join("db.rif");
    std::fs::write(
        &rif,
        "<?xml version=\"1.0\"?>\n<database><games>\n\
         <game id=\"1\" bresult=\"0.5\"><move>h8 h9 i8</move></game>\n\
         <game id=\"2\" bresult=\"0.5\"><move>h8 i9</move></game>\n</games></database>\n",
    )
    .unwrap();
    let five = board("gomoku-freestyle", &[]);
    assert_eq!(moves(&load(&rif, &five).unwrap()), ["h8 h9 i8", "h8 i9"]);
    // PSQ: x,y from 1 at the top left; 8,8 is the centre of 15x15.
    let psq = dir.join("o.psq");
    std::fs::write(&psq, "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,0\n7,9,0\n-1\n").unwrap();
    assert_eq!(moves(&load(&psq, &five).unwrap()), ["h8 i9 g7"]);
    let sgf = dir.join("o.sgf");
    std::fs::write(&sgf, "(;GM[4]SZ[15];B[hh];W[ig])").unwrap();
    assert_eq!(moves(&load(&sgf, &five).unwrap()), ["h8 i9"]);
    // Setup stones after the first move, which the reader leaves out of a five-in-a-row game.
    let late = dir.join("late.sgf");
    std::fs::write(&late, "(;GM[4]SZ[15];B[hh]\n;AW[ii];W[ig])").unwrap();
    let e = load(&late, &five).unwrap_err();
    assert!(e.contains("late.sgf:2: game 1: setup stones (AB/AW/AE) after the first move"), "{e}");
    // A Go record is no gomoku opening, and the reverse.
    let go = dir.join("go.sgf");
    std::fs::write(&go, "(;GM[1]SZ[15];B[hh])").unwrap();
    assert!(load(&go, &five)
        .unwrap_err()
        .contains("a Go record (GM[1], or no GM) is no opening for a Gomoku/Renju match"));
    let e = load(&sgf, &board("go-chinese", &["size=15"])).unwrap_err();
    assert!(e.contains("o.sgf:1:17: game 1: a five-in-a-row record is no opening for a Go match"), "{e}");
}

#[test]
fn what_an_opening_cannot_hold_is_an_error_at_its_place() {
    let dir = scratch("refused");
    let go9 = board("go-chinese", &["size=9"]);
    let cases = [
        ("setup.sgf", "(;GM[1]SZ[9]AB[cc][gg];W[ee])", "setup.sgf:1:16: game 1: setup stones (AB/AW)"),
        (
            "size.sgf",
            "(;GM[1]SZ[19];B[dd])",
            "size.sgf:1:11: game 1: the record's board is 19x19, the match's 9x9",
        ),
        (
            "turn.sgf",
            "(;GM[1]SZ[9];B[ee];B[cc])",
            "turn.sgf:1:22: game 1: move 2 is Black's, but White is to play",
        ),
        ("illegal.sgf", "(;SZ[9];B[ee])\n(;SZ[9];B[ee];W[ee])", "illegal.sgf:2:17: game 2: move 2 (E5): "),
        ("empty.sgf", "(;GM[1]SZ[9])", "empty.sgf: game 1: the game has no moves"),
        ("broken.sgf", "(;GM[1]SZ[9];B[ee]\n;W[cc]KM[x])", "broken.sgf:2:10: game 1: KM[x]"),
        ("cut.sgf", "(;GM[1]SZ[9];B[ee];W[cc]", "cut.sgf:1:25: game 1: the file ends inside this game"),
    ];
    let mut wrong = Vec::new();
    for (name, text, said) in cases {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let e = load(&path, &go9).unwrap_err();
        if !e.starts_with(&format!("{}", dir.join(said).display())) {
            wrong.push(e);
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_text_format_keeps_its_line_in_messages() {
    let dir = scratch("text");
    let path = dir.join("o.txt");
    std::fs::write(&path, "E5\nE5 E5\n").unwrap();
    let e = load(&path, &board("go-chinese", &["size=9"])).unwrap_err();
    assert!(e.starts_with(&format!("{}:2: move 2 (E5): ", path.display())), "{e}");
}
