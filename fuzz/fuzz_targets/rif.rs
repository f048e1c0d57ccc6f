//! A RenjuNet XML database (`.rif`), read and every game judged.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(records) = records::rif::read_rif(data) {
        referee_fuzz::judge_all(&records, "fuzz.rif");
    }
});
