//! Dead stones from an SGF's territory marks (`TB`/`TW` on the last node), read on the referee's
//! own final position: the other colour's stones on marked points (docs/rules/go.md, "Counting").

/// The dead stones of the position the record's moves reach, by name.
fn dead(sgf: &str) -> Vec<String> {
    let record = records::sgf::read_sgf(sgf.as_bytes()).remove(0).unwrap();
    let judged = referee::judge_explained(&record, "t.sgf", None, &referee::Config::new()).unwrap();
    let (_, dead) = judged.go_position().expect("a Go record");
    dead.iter().map(|p| grid::Notation::Gtp.name(*p).unwrap().to_owned()).collect()
}

#[test]
fn dead_stones_are_the_stones_in_the_other_colours_territory() {
    // W[ab] captures the black stone at aa: TW[aa] then marks an empty point, not a dead one.
    assert_eq!(dead("(;SZ[5];B[aa];W[ba];B[ee];W[ab]\n;TW[aa][ee]TB[ba][cc][ee])"), ["E1", "B5"]);
}

#[test]
fn a_mark_on_the_markers_own_stone_is_no_dead_stone() {
    assert!(dead("(;SZ[5]RU[CN];B[aa];W[ee];B[];W[]TB[aa]TW[ee])").is_empty());
}

#[test]
fn marks_are_read_after_captures() {
    // White's D3 captures Black's D2 before the count: TW[dd] then marks an empty point of
    // White's, and TB[cd] marks the white stone at C2, which is dead.
    let sgf = "(;SZ[5]PL[W]AB[dd]AW[cd][ed][de];W[dc];B[];W[]TW[dd]TB[cd])";
    assert_eq!(dead(sgf), ["C2"]);
}
