//! One bad game costs one game (issue 24): N readable games and one corrupted game in one file
//! (SGF, RIF) or one folder (PSQ) give exactly N verdicts and one error, wherever the bad game
//! stands and however it is broken.

use proptest::prelude::*;
use referee::{judge_bytes, Config};

/// A Go game on 9x9 of distinct points: every one is a record the referee judges (a suicide
/// among them is an invalid verdict, still a verdict).
fn sgf_game(points: &[(u8, u8)]) -> String {
    let mut game = String::from("(;GM[1]FF[4]SZ[9]KM[7]RE[B+R]");
    for (i, (c, r)) in points.iter().enumerate() {
        let color = if i % 2 == 0 { 'B' } else { 'W' };
        game.push_str(&format!(";{color}[{}{}]", char::from(b'a' + c), char::from(b'a' + r)));
    }
    game + ")\n"
}

/// SGF games broken in the ways issue 24 and the reader's errors know: each must be exactly
/// one error, and its end must still be found.
const BAD_SGF: &[&str] = &[
    "(;GM[1]SZ[9];B[ee]XX;W[cc])\n",
    "(;GM[1]SZ[9];B[ee]1;W[cc](;B[aa])(;B[bb]))\n",
    "(;GM[1]SZ[9]KM[abc];B[ee])\n",
    "(;GM[1]SZ[9];B[aa](;W[bb]%)(;W[cc]))\n",
    "(;GM[1]SZ[9];B[aa]!C[ a ( in a comment ];W[bb])\n",
    "(;GM[1]SZ[9]((B[aa])))\n",
    "(;GM[7];B[aa])\n",
];

fn points() -> impl Strategy<Value = Vec<(u8, u8)>> {
    proptest::sample::subsequence((0..81u8).map(|i| (i % 9, i / 9)).collect::<Vec<_>>(), 0..12).prop_shuffle()
}

/// Counts verdicts and errors.
fn tally<E>(results: impl Iterator<Item = Result<referee::verdict::Verdict, E>>) -> (usize, usize) {
    results.fold((0, 0), |(ok, bad), r| if r.is_ok() { (ok + 1, bad) } else { (ok, bad + 1) })
}

/// A RenjuNet `<game>` with distinct moves on the 15x15 board.
fn rif_game(id: usize, points: &[(u8, u8)]) -> String {
    let moves: Vec<String> =
        points.iter().map(|(c, r)| format!("{}{}", char::from(b'a' + c), r + 1)).collect();
    format!("<game id=\"{id}\" bresult=\"0.5\"><move>{}</move></game>\n", moves.join(" "))
}

const BAD_RIF: &[&str] = &[
    "<game id=\"10\" bresult=1><move>h8</move></game>\n",
    "<game id=\"11\"><move>h8 zz</move></game>\n",
    "<game id=\"12\"><move>h8</mvoe></game>\n",
    "<game id=\"13\"><move>h8 < i9</move></game>\n",
    "<game id><move>h8</move></game>\n",
    "<game id=\"14\"><move>h8</move><info></game>\n",
];

/// A Gomocup record with distinct moves on 15x15.
fn psq_file(points: &[(u8, u8)]) -> String {
    let mut text = String::from("Piskvorky 15x15, 11:11, 0\n");
    for (c, r) in points {
        text.push_str(&format!("{},{},0\n", c + 1, r + 1));
    }
    text + "A.zip\nB.zip\n-1\n1,Freestyle\n"
}

const BAD_PSQ: &[&str] = &[
    "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9\n10,10,0\n",
    "Piskvorky 15x15, 11:11, 0\n8,8,0\nnot a move\n10,10,0\n-1\n",
    "Piskvorky, 11:11, 0\n8,8,0\n",
    "Piskvorky 15x16, 11:11, 0\n8,8,0\n",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn n_sgf_games_and_one_broken_give_n_verdicts_and_one_error(
        games in proptest::collection::vec(points(), 0..8),
        bad in 0..BAD_SGF.len(),
        at in 0usize..9,
    ) {
        let mut texts: Vec<String> = games.iter().map(|p| sgf_game(p)).collect();
        let at = at.min(texts.len());
        texts.insert(at, BAD_SGF[bad].to_owned());
        let file = texts.concat();
        let config = Config::new();
        let results: Vec<_> = judge_bytes("c.sgf", file.as_bytes(), &config).collect();
        prop_assert_eq!(tally(results.iter().cloned()), (games.len(), 1), "{}", file);
        prop_assert!(results[at].is_err(), "{}", file);
        let label = if games.is_empty() { "c.sgf".to_owned() } else { format!("c.sgf#{}", at + 1) };
        prop_assert_eq!(&results[at].as_ref().unwrap_err().file, &label);
    }

    #[test]
    fn n_rif_games_and_one_broken_give_n_verdicts_and_one_error(
        games in proptest::collection::vec(points(), 0..8),
        bad in 0..BAD_RIF.len(),
        at in 0usize..9,
    ) {
        let mut texts: Vec<String> = games.iter().enumerate().map(|(i, p)| rif_game(i + 1, p)).collect();
        let at = at.min(texts.len());
        texts.insert(at, BAD_RIF[bad].to_owned());
        let file = format!("<?xml version=\"1.0\"?>\n<database>\n<games>\n{}</games>\n</database>\n", texts.concat());
        let config = Config::new();
        let results: Vec<_> = judge_bytes("c.rif", file.as_bytes(), &config).collect();
        prop_assert_eq!(tally(results.iter().cloned()), (games.len(), 1), "{}", file);
        prop_assert!(results[at].is_err(), "{}", file);
    }

    #[test]
    fn n_psq_files_and_one_broken_in_a_folder_give_n_verdicts_and_one_error(
        games in proptest::collection::vec(points(), 0..6),
        bad in 0..BAD_PSQ.len(),
        at in 0usize..7,
    ) {
        let dir = std::env::temp_dir().join(format!("referee-recovery-psq-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch folder");
        let mut texts: Vec<String> = games.iter().map(|p| psq_file(p)).collect();
        let at = at.min(texts.len());
        texts.insert(at, BAD_PSQ[bad].to_owned());
        for (i, text) in texts.iter().enumerate() {
            std::fs::write(dir.join(format!("g{i:02}.psq")), text).expect("write");
        }
        let config = Config::new();
        let mut results = Vec::new();
        for path in referee::record_files(&dir) {
            let path = path.expect("listed");
            results.extend(referee::judge_path(&path, &config));
        }
        std::fs::remove_dir_all(&dir).expect("clean up");
        prop_assert_eq!(tally(results.iter().cloned()), (games.len(), 1));
        prop_assert!(results[at].is_err());
    }
}

/// Bytes made mostly of the characters SGF and XML structure is made of, to reach the readers'
/// recovery paths often (the fuzz target `recovery` checks the same with any bytes).
fn structure_bytes() -> impl Strategy<Value = Vec<u8>> {
    let alphabet: Vec<u8> = b"()[];\\\\XBW ee<>/=\"'gamemove h8\n".to_vec();
    proptest::collection::vec(proptest::sample::select(alphabet), 0..60)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn bytes_after_a_game_never_change_it_and_streaming_reads_what_the_whole_file_reads(
        data in structure_bytes(),
    ) {
        use records::{ReadOptions, SourceFormat};
        let good_sgf: &[u8] = b"(;GM[1]FF[4]SZ[9]KM[7]RE[B+R];B[ee];W[cc];B[gg])\n";
        let good_rif: &[u8] = b"<game id=\"1\" bresult=\"1\"><move>h8 i9 j10</move></game>\n";
        let wrap = |inner: &[u8]| [b"<database><games>\n".as_slice(), inner, b"</games></database>\n"].concat();
        let cases = [
            (SourceFormat::Sgf, good_sgf.to_vec(), [good_sgf, &data, good_sgf].concat()),
            (SourceFormat::Rif, wrap(good_rif), wrap(&[good_rif, &data, good_rif].concat())),
        ];
        for (format, alone, file) in cases {
            let opts = ReadOptions::default();
            let whole = records::read_bytes_as(format, &file, "f", opts);
            let streamed: Vec<_> = records::games_of(format, &file, "f", opts).collect();
            prop_assert_eq!(&whole, &streamed);
            let first = &records::read_bytes_as(format, &alone, "f", opts)[0];
            let shown = |r: &records::Record| (r.moves.clone(), r.result.clone());
            prop_assert_eq!(whole[0].as_ref().map(shown).ok(), first.as_ref().map(shown).ok());
        }
    }
}
