//! The readers' recovery paths (issues 24 and 34): any bytes between two good games of an SGF
//! collection or a RenjuNet database. Reading must not panic, the game before the bytes must be
//! read as it is alone (nothing after a game can change it), the game-by-game readers must give
//! what the whole-file readers give, and when the bytes cannot swallow text (no SGF value
//! brackets; no XML quotes, comments or declarations) the game after them is read as it is
//! alone too: a broken byte costs its own game, never the next one.
#![no_main]

use libfuzzer_sys::fuzz_target;
use records::{Record, SourceFormat};

const GOOD_SGF: &[u8] = b"(;GM[1]FF[4]SZ[9]KM[7]RE[B+R];B[ee];W[cc];B[gg])\n";
const TAIL_SGF: &[u8] = b"(;GM[1]FF[4]SZ[9]PB[tail]RE[W+R];B[ee];W[cc])\n";
const GOOD_RIF: &[u8] = b"<game id=\"1\" bresult=\"1\"><move>h8 i9 j10</move></game>\n";
const TAIL_RIF: &[u8] = b"<game id=\"2\" bresult=\"0\"><move>h8 i9 j10 k11</move></game>\n";

/// What a later game can never change in an earlier one: its moves and its claim.
fn moves_and_claim(rec: &Record) -> (usize, Option<String>) {
    (rec.moves.len(), rec.result.as_ref().map(|r| r.value.clone()))
}

/// The value of `key` in a record's information.
fn info<'r>(rec: &'r Record, key: &str) -> Option<&'r str> {
    rec.info.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

/// Reads `file`: `head` then the fuzzed bytes then `tail`; `tail_kept` when the bytes cannot
/// swallow the tail's text, which must then be read as it is alone (found by `is_tail`, an
/// information value the fuzzed bytes cannot write).
fn check(format: SourceFormat, head: &[u8], tail: &[u8], file: &[u8], tail_kept: bool, is_tail: fn(&Record) -> bool) {
    let opts = records::ReadOptions::default();
    let whole = records::read_bytes_as(format, file, "fuzz", opts);
    let streamed: Vec<_> = records::games_of(format, file, "fuzz", opts).collect();
    assert_eq!(whole, streamed);
    let alone = |bytes: &[u8]| {
        let games = records::read_bytes_as(format, bytes, "fuzz", opts);
        games[0].as_ref().map(moves_and_claim).expect("the good game reads")
    };
    assert_eq!(whole[0].as_ref().map(moves_and_claim).ok(), Some(alone(head)));
    if tail_kept {
        let found = whole.iter().flatten().find(|r| is_tail(r)).map(moves_and_claim);
        assert_eq!(found, Some(alone(tail)), "the game after the damage is lost: {whole:?}");
    }
    let records: Vec<Record> = whole.into_iter().flatten().collect();
    referee_fuzz::judge_all(&records, "fuzz");
}

fuzz_target!(|data: &[u8]| {
    // Short enough that the bracket scan keeps every tree never closed (`MAX_UNCLOSED`).
    let short = data.len() < 1 << 15;
    let plain = data.iter().all(|&b| b == b'\n' || b == b'\t' || (b' '..=b'~').contains(&b));
    let sgf = [GOOD_SGF, data, TAIL_SGF].concat();
    let no_values = !data.iter().any(|b| matches!(b, b'[' | b']' | b'\\'));
    check(SourceFormat::Sgf, GOOD_SGF, TAIL_SGF, &sgf, short && plain && no_values, |r| info(r, "black") == Some("tail"));
    let wrap = |inner: &[u8]| [b"<database><games>\n".as_slice(), inner, b"</games></database>\n"].concat();
    let rif = wrap(&[GOOD_RIF, data, TAIL_RIF].concat());
    let no_text_swallowed = !data.iter().any(|b| matches!(b, b'!' | b'?' | b'"' | b'\''));
    let is_tail = |r: &Record| info(r, "game") == Some("2");
    check(SourceFormat::Rif, &wrap(GOOD_RIF), &wrap(TAIL_RIF), &rif, short && no_text_swallowed, is_tail);
});
