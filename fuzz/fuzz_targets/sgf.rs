//! An SGF file (a collection of Go or Renju games), read and every game judged.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(records) = records::sgf::read_sgf(data) {
        referee_fuzz::judge_all(&records, "fuzz.sgf");
    }
});
