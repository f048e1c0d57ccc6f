//! A YAML game record, read and judged as `referee judge game.yaml` would.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(record) = records::yaml::read_record(text) {
        referee_fuzz::judge_all(std::slice::from_ref(&record), "fuzz.yaml");
    }
});
