//! Coordinate text in every notation on every board size: parsing never panics, a parsed point
//! is on the board, and writing it back reads back the same point.
#![no_main]

use grid::{Notation, Size, MAX_SIDE};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    // Every size the readers can meet, and a few they must refuse (0, past MAX_SIDE).
    for cols in (0..=MAX_SIDE + 2).chain([255]) {
        for rows in [cols, cols.saturating_add(1), 1] {
            let size = Size::new(cols, rows);
            for notation in [Notation::Gtp, Notation::Renju, Notation::Sgf] {
                match notation.parse(text, size) {
                    Ok(p) => {
                        assert!(size.contains(p), "{notation:?} {text:?} gave {p:?} off {size:?}");
                        let written = notation.format(p, size);
                        assert_eq!(
                            notation.parse(&written, size),
                            Ok(p),
                            "{notation:?} {text:?} -> {written:?}"
                        );
                    }
                    Err(e) => {
                        let _ = e.to_string();
                    }
                }
            }
        }
    }
});
