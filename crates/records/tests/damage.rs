//! Issue 34, "a broken byte costs one game", as properties: a collection of good games with
//! damage done to one of them gives every other game as it is alone, and bytes that cannot
//! swallow text (no SGF value brackets; no XML quotes, comments or declarations) between two
//! good games cost neither of them. The recovery fuzz target (fuzz/fuzz_targets/recovery.rs)
//! holds the readers to the second with any bytes.

use proptest::prelude::*;
use records::{Record, SourceFormat};

fn info<'r>(rec: &'r Record, key: &str) -> Option<&'r str> {
    rec.info.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

/// Each result of `bytes` as the value of `key` (the game's name), or `Err` for an error.
fn names(format: SourceFormat, bytes: &[u8], key: &str) -> Vec<Result<String, ()>> {
    let opts = records::ReadOptions::default();
    let whole = records::read_bytes_as(format, bytes, "damage", opts);
    let streamed: Vec<_> = records::games_of(format, bytes, "damage", opts).collect();
    assert_eq!(whole, streamed);
    whole.iter().map(|g| g.as_ref().map(|r| info(r, key).unwrap_or("").to_owned()).map_err(|_| ())).collect()
}

/// Game `i` of an SGF collection: `i % 4 + 1` moves, its name in `PB`.
fn sgf_game(i: usize) -> String {
    let moves = [";B[ee]", ";W[cc]", ";B[gg]", ";W[cg]"];
    format!("(;FF[4]GM[1]SZ[9]PB[g{i}]{})\n", moves[..=i % 4].concat())
}

/// Game `i` of a RenjuNet database, its name in `id`.
fn rif_game(i: usize) -> String {
    format!("<game id=\"g{i}\" bresult=\"1\"><move>h8 i9 j10</move></game>\n")
}

/// The SGF damages: what each does to a game's text, and whether it costs that game.
const SGF_DAMAGES: [(Damage, bool); 5] = [
    (|g| g.replacen(")\n", "\n", 1), true),
    (|g| g.replacen(";B[ee]", ";B[ee]XX", 1).replacen(")\n", "\n", 1), true),
    (|g| g.replacen(";B[ee]", ";B[ee]@", 1), true),
    (|g| format!("(\n{g}"), false),
    (|g| g.replacen(";B[ee]", ";B[ee]\n(\n", 1), false),
];

/// The RIF damages, likewise.
const RIF_DAMAGES: [(Damage, bool); 6] = [
    (|g| g.replace("</game>", ""), true),
    (|g| g.replace("</move>", ""), true),
    (|g| g.replace("</move></game>", ""), true),
    (|g| g.replace("h8 i9", "h8 zz"), true),
    (|g| format!("{g}</game>\n"), false),
    (|g| format!("{g}</games>\n"), false),
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn sgf_damage_in_one_game_costs_that_game_only(n in 2usize..12, k in 0usize..11, kind in 0usize..SGF_DAMAGES.len()) {
        // The last game is left whole: a file cut off inside it is judged up to the cut.
        let k = k % (n - 1);
        let (damage, costs) = SGF_DAMAGES[kind];
        let text: String = (0..n).map(|i| if i == k { damage(&sgf_game(i)) } else { sgf_game(i) }).collect();
        let want: Vec<Result<String, ()>> =
            (0..n).map(|i| if i == k && costs { Err(()) } else { Ok(format!("g{i}")) }).collect();
        prop_assert_eq!(names(SourceFormat::Sgf, text.as_bytes(), "black"), want);
    }

    #[test]
    fn rif_damage_in_one_game_costs_that_game_only(n in 1usize..12, k in 0usize..12, kind in 0usize..RIF_DAMAGES.len()) {
        let k = k % n;
        let (damage, costs) = RIF_DAMAGES[kind];
        let games: String = (0..n).map(|i| if i == k { damage(&rif_game(i)) } else { rif_game(i) }).collect();
        let text = format!("<database>\n<games>\n{games}</games>\n</database>\n");
        let want: Vec<Result<String, ()>> =
            (0..n).map(|i| if i == k && costs { Err(()) } else { Ok(format!("g{i}")) }).collect();
        prop_assert_eq!(names(SourceFormat::Rif, text.as_bytes(), "game"), want);
    }

    #[test]
    fn sgf_bytes_between_two_games_cost_neither(pieces in prop::collection::vec(
        prop::sample::select(vec!["(", ")", ";", "(;", "B", "GM", "SZ", "FF", " ", "\n", "x", "@", ";B", "(;FF"]),
        0..40,
    )) {
        let text = format!("{}{}{}", sgf_game(0), pieces.concat(), sgf_game(1));
        let got = names(SourceFormat::Sgf, text.as_bytes(), "black");
        prop_assert_eq!(got.first(), Some(&Ok("g0".to_owned())));
        prop_assert!(got.contains(&Ok("g1".to_owned())), "{:?}", got);
    }

    #[test]
    fn rif_bytes_between_two_games_cost_neither(pieces in prop::collection::vec(
        prop::sample::select(vec![
            "<game>", "</game>", "<move>", "</move>", "<games>", "</games>", "</database>", "<foo>",
            "<game ", "<", ">", "/", "=", " ", "\n", "h8 ", "x", "<game/>",
        ]),
        0..40,
    )) {
        let text = format!("<database>\n<games>\n{}{}{}</games>\n</database>\n", rif_game(0), pieces.concat(), rif_game(1));
        let got = names(SourceFormat::Rif, text.as_bytes(), "game");
        prop_assert_eq!(got.first(), Some(&Ok("g0".to_owned())));
        prop_assert!(got.contains(&Ok("g1".to_owned())), "{:?}", got);
    }
}

/// What damage does to a game's text.
type Damage = fn(&str) -> String;
