//! A rule profile file, read as `referee rules check` would, then checked key by key.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(profile) = referee::profile::parse(text, "fuzz.yaml") {
        let _ = referee::validate(&profile);
    }
});
