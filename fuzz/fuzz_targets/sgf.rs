//! An SGF file (a collection of Go or Renju games), read and every game judged.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let games: Vec<_> = records::sgf::read_sgf(data).into_iter().flatten().collect();
    referee_fuzz::judge_all(&games, "fuzz.sgf");
});
