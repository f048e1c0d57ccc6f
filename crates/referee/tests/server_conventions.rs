//! Issue 12: real server records read as the servers meant them, and the Go rulings that were
//! wrong on real records. Each test is named after the bullet of the issue it fixes; the
//! fixtures under `fixtures/go/` with the same names say why each verdict is right.

use referee::verdict::Verdict;
use referee::Config;

/// The one verdict of an SGF or YAML text.
fn judge(name: &str, text: &str) -> Verdict {
    let mut verdicts: Vec<_> = referee::judge_bytes(name, text.as_bytes(), &Config::new()).collect();
    assert_eq!(verdicts.len(), 1);
    verdicts.remove(0).unwrap_or_else(|f| panic!("{}: {}", f.file, f.error.message))
}

fn json(v: &Verdict) -> serde_json::Value {
    serde_json::to_value(v).unwrap()
}

fn has_note(v: &Verdict, start: &str) -> bool {
    v.notes.iter().any(|n| n.to_string().starts_with(start))
}

#[test]
fn fox_handicap_setup_in_second_node_is_the_start() {
    // Setup before the first move is the start position in any node: White's D4 is on a
    // handicap stone (docs/rules/go.md 1.1 step 2), where W+R used to agree.
    let v = json(&judge("fox.sgf", "(;GM[1]SZ[19]RU[Chinese]HA[2]RE[W+R]\n;AB[pd][dp]\n;W[dp];B[dd])"));
    assert_eq!(v["status"], "invalid");
    assert_eq!(
        (v["violation"]["ply"].as_u64(), v["violation"]["rule"].as_str()),
        (Some(1), Some("occupied"))
    );
}

#[test]
fn setup_in_the_middle_of_a_game_is_an_edit() {
    // The edit empties C7 and gives Black the move; White's later C7 is legal (the superko
    // history starts again at the edit, docs/rules/go.md 1.2 "Edits").
    let v = judge(
        "edit.sgf",
        "(;GM[1]SZ[9]RU[Chinese];B[ee];W[cc];B[gg]\n;AB[cd]AE[cc]PL[B];B[dd];W[ff];B[fd];W[cc])",
    );
    let j = json(&v);
    assert_eq!((j["status"].as_str(), j["plies"].as_u64()), (Some("unfinished"), Some(7)));
    assert!(has_note(
        &v,
        "after ply 3: the file edits the position (1 stone placed, 1 point emptied, Black to play)"
    ));
    // An edit that leaves a chain without liberties is refused where it stands.
    let bad = json(&judge("bad.sgf", "(;GM[1]SZ[9]RU[Chinese];B[ba];W[ee]\n;AW[aa]AB[ab];B[cc])"));
    assert_eq!(
        (bad["violation"]["ply"].as_u64(), bad["violation"]["rule"].as_str()),
        (Some(3), Some("setup"))
    );
}

#[test]
fn japanese_cycle_left_by_the_players_is_not_no_result() {
    // GNU Go's incident74.sgf: one send-two-return-one at ply 79 of 296. Here the triple ko
    // cycles at ply 6, Black leaves it with E5 and White resigns: B+R, with a note.
    let yaml =
        "rules: go-japanese\nset: {size: 9}\nsetup:\n  black: [A1, A2, B2, A9, A8, B8, C9, J1, J2, H2]\n  \
                white: [B1, C2, D1, C8, D9, H1, G2, F1]\nfirst: black\n\
                moves: [B C1, W B9, B G1, W B1, B C9, W H1, B E5, W resign]\nresult: B+R\n";
    let v = judge("left.yaml", yaml);
    let j = json(&v);
    assert_eq!((j["result"].as_str(), j["agrees"].as_bool()), (Some("B+R"), Some(true)));
    assert!(has_note(&v, "ply 6: White H1 repeats the position after ply 0"));
    // The same record stopping in the cycle is void at the last repeating move.
    let stopped = yaml.replace(", B E5, W resign]\nresult: B+R", "]");
    let j = json(&judge("stopped.yaml", &stopped));
    assert_eq!((j["winner"].as_str(), j["violation"]["ply"].as_u64()), (Some("no-result"), Some(6)));
}

#[test]
fn moves_after_a_forfeit_are_after_end() {
    // After White's occupied E5 loses by forfeit (ply 2), Black's C3 comes after the end, as a
    // move after two passes does (docs/rules/go.md 1.3).
    let j = json(&judge(
        "f.yaml",
        "rules: go-chinese\nset: {size: 9, illegal_move: loses}\nmoves: [E5, E5, C3]\n",
    ));
    assert_eq!(j["status"], "invalid");
    assert_eq!(
        (j["violation"]["ply"].as_u64(), j["violation"]["rule"].as_str()),
        (Some(3), Some("after-end"))
    );
    assert_eq!(j["violation"]["message"], "the game ended at ply 2; White C3 comes after the end");
}

#[test]
fn setup_chain_without_liberty_is_refused() {
    // White A9 alone in a black corner: no move can leave such a chain (art. 4), so the
    // record is invalid at ply 0, rule `setup`, at the AW value.
    let j = json(&judge("corner.sgf", "(;GM[1]SZ[9]AB[ba][ab]AW[aa];B[ee])"));
    assert_eq!(j["status"], "invalid");
    assert_eq!(j["violation"]["rule"], "setup");
    assert_eq!((j["violation"]["ply"].as_u64(), j["violation"]["column"].as_u64()), (Some(0), Some(26)));
}

#[test]
fn igs_third_pass_is_a_note_not_after_end() {
    let v = judge("igs.sgf", "(;GM[1]SZ[9]RU[Chinese]KM[7]RE[B+74];B[ee];W[];B[];W[])");
    assert_eq!((v.result.as_deref(), v.agrees), (Some("B+74"), Some(true)));
    assert!(has_note(&v, "ply 4: a pass after the two passes that ended the game"));
    // A stone after the two passes is still after the end.
    let j = json(&judge("late.sgf", "(;GM[1]SZ[9];B[ee];W[];B[];W[cc])"));
    assert_eq!(j["violation"]["rule"], "after-end");
}

#[test]
fn re_b_is_a_bare_win() {
    let v = judge("b.sgf", "(;GM[1]SZ[9]RU[Chinese]RE[W];B[ee];W[cc])");
    assert_eq!((v.result.as_deref(), v.agrees), (Some("W+"), Some(true)));
    assert!(has_note(&v, "\"W\" names only the winner"));
}

#[test]
fn ha_7_5_is_read_with_a_note() {
    let v = judge("ha.sgf", "(;GM[1]RU[Chinese]KM[7.5]HA[7.5]RE[B+R];B[pd];W[dd])");
    assert_eq!(v.agrees, Some(true));
    assert!(has_note(&v, "HA[7.5] is not a whole number of stones"));
}

#[test]
fn gm4_without_rule_word_is_freestyle_gomoku() {
    // An ordinary game (no RIF opening) was invalid at move 5 under renju-rif.
    let v = judge("g.sgf", "(;GM[4]SZ[15]RE[B+];B[hh];W[hi];B[ih];W[ii];B[jh];W[ji];B[kh];W[ki];B[lh])");
    assert_eq!((v.rules.as_str(), v.agrees), ("gomoku-freestyle", Some(true)));
    assert!(has_note(&v, "GM[4] with no RU in the file: judged as gomoku-freestyle"));
}

#[test]
fn white_first_in_a_setup_file_without_pl() {
    let v = judge("p.sgf", "(;GM[1]SZ[9]AB[dd][ee]AW[gg];W[cg];B[ff])");
    assert_eq!(json(&v)["status"], "unfinished");
    assert!(has_note(&v, "no PL in the file and its first move is White's"));
}

#[test]
fn missing_pass_implied_reads_dropped_passes() {
    // Strict by default: the second Black move is out of turn.
    let strict = json(&judge("s.sgf", "(;GM[1]SZ[9]RU[Chinese]RE[B+R];B[ee];B[cc];W[gg])"));
    assert_eq!(strict["violation"]["rule"], "out-of-turn");
    let yaml = "rules: go-chinese\nset: {size: 9, missing_pass: implied}\nmoves: [B E5, B C3, W G7, B D4]\n";
    let v = judge("i.yaml", yaml);
    assert_eq!(json(&v)["plies"], 4, "an implied pass is no record entry");
    assert!(has_note(&v, "ply 2: White's pass implied before Black's move"));
    // Never right after a pass: two passes would end the game.
    let after_pass =
        "rules: go-chinese\nset: {size: 9, missing_pass: implied}\nmoves: [B E5, W pass, W C3]\n";
    assert_eq!(json(&judge("p.yaml", after_pass))["violation"]["rule"], "out-of-turn");
}

#[test]
fn cgos_records_count_every_standing_stone_alive() {
    // docs/rules/go.md §2.5: CGOS writes RU[Chinese] but counts the board as it stands. White's
    // A5 stands alone in Black's area; counted alive, it makes A1-B5 neutral: Black 5, White 11,
    // less komi 0.5: W+6.5, the claim. Under `dead_stones: infer` a CGOS record still infers
    // nothing.
    let sgf = "(;GM[1]SZ[5]KM[0.5]RU[Chinese]PC[(CGOS) 9x9 Computer Go Server]RE[W+6.5]\
               AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa];B[];W[])";
    let infer = Config::new().set("dead_stones=infer").unwrap();
    for config in [Config::new(), infer] {
        let mut verdicts: Vec<_> = referee::judge_bytes("cgos.sgf", sgf.as_bytes(), &config).collect();
        let v = verdicts.remove(0).unwrap_or_else(|f| panic!("{}", f.error.message));
        let j = json(&v);
        assert_eq!((j["result"].as_str(), j["agrees"].as_bool()), (Some("W+6.5"), Some(true)), "{j}");
        assert_eq!(j["score"]["dead_source"], "none");
        assert!(has_note(
            &v,
            "RU[Chinese]: judged as go-chinese; PC[(CGOS) 9x9 Computer Go Server]: CGOS counts every stone"
        ));
        assert!(has_note(&v, "friendly_pass: false: every stone on the board at the end is alive"));
    }
    // Without the CGOS place the same record under `infer` takes A5 off: the claim is no longer
    // what the count gives.
    let plain = sgf.replace("PC[(CGOS) 9x9 Computer Go Server]", "");
    let config = Config::new().set("dead_stones=infer").unwrap();
    let mut verdicts: Vec<_> = referee::judge_bytes("plain.sgf", plain.as_bytes(), &config).collect();
    let v = json(&verdicts.remove(0).unwrap_or_else(|f| panic!("{}", f.error.message)));
    assert_ne!(v["agrees"].as_bool(), Some(true), "{v}");
}
