//! A Gomocup PSQ file, read (with and without the result taken from its name) and judged.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The first byte picks the file name, so the name-derived result is fuzzed too.
    let (name, body) = match data.split_first() {
        Some((b, rest)) => (["x_1.psq", "x_2.psq", "x_0.psq", "x.psq"][usize::from(b % 4)], rest),
        None => ("x.psq", data),
    };
    for from_name in [false, true] {
        if let Ok(record) = records::psq::read_psq(body, name, from_name) {
            referee_fuzz::judge_all(std::slice::from_ref(&record), name);
        }
    }
});
