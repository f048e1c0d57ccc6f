//! The readers' recovery paths (issue 24): any bytes between two good games of an SGF
//! collection or a RenjuNet database. Reading must not panic, the game before the bytes must be
//! read as it is alone (nothing after a game can change it), and the game-by-game readers must
//! give what the whole-file readers give.
#![no_main]

use libfuzzer_sys::fuzz_target;
use records::{Record, SourceFormat};

const GOOD_SGF: &[u8] = b"(;GM[1]FF[4]SZ[9]KM[7]RE[B+R];B[ee];W[cc];B[gg])\n";
const GOOD_RIF: &[u8] = b"<game id=\"1\" bresult=\"1\"><move>h8 i9 j10</move></game>\n";

/// What a later game can never change in an earlier one: its moves and its claim.
fn moves_and_claim(rec: &Record) -> (usize, Option<String>) {
    (rec.moves.len(), rec.result.as_ref().map(|r| r.value.clone()))
}

fn check(format: SourceFormat, alone: &[u8], file: &[u8]) {
    let whole = records::read_bytes_as(format, file, "fuzz", records::ReadOptions::default());
    let streamed: Vec<_> = records::games_of(format, file, "fuzz", records::ReadOptions::default()).collect();
    assert_eq!(whole, streamed);
    let first = records::read_bytes_as(format, alone, "fuzz", records::ReadOptions::default());
    let expected = first[0].as_ref().map(moves_and_claim).expect("the good game reads");
    assert_eq!(whole[0].as_ref().map(moves_and_claim).ok(), Some(expected));
    let records: Vec<Record> = whole.into_iter().flatten().collect();
    referee_fuzz::judge_all(&records, "fuzz");
}

fuzz_target!(|data: &[u8]| {
    let sgf = [GOOD_SGF, data, GOOD_SGF].concat();
    check(SourceFormat::Sgf, GOOD_SGF, &sgf);
    let wrap = |inner: &[u8]| [b"<database><games>\n".as_slice(), inner, b"</games></database>\n"].concat();
    let rif = wrap(&[GOOD_RIF, data, GOOD_RIF].concat());
    check(SourceFormat::Rif, &wrap(GOOD_RIF), &rif);
});
