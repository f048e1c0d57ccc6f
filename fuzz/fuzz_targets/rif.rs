//! A RenjuNet XML database (`.rif`), read and every game judged.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let games: Vec<_> = records::rif::read_rif(data).into_iter().flatten().collect();
    referee_fuzz::judge_all(&games, "fuzz.rif");
});
