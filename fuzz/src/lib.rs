//! Helpers shared by the fuzz targets: judging whatever a reader produced the way `referee
//! judge` would, and a small cursor that turns fuzzer bytes into choices for the rule-engine
//! targets.

use records::Record;

/// Judges every record as `referee judge` would and renders each verdict in every output form
/// and its `--explain` drawing, so a panic anywhere between the reader and the printed line is
/// found. Errors are expected
/// answers to bad input and are ignored; only panics, hangs and runaway memory are failures.
pub fn judge_all(records: &[Record], file: &str) {
    let config = referee::Config::new();
    for record in records {
        if let Ok(judged) = referee::judge_explained(record, file, None, &config) {
            let _ = serde_json::to_string(&judged.verdict);
            let _ = judged.verdict.summary();
            let _ = judged.explain(referee::draw::Style::default());
        }
    }
}

/// Reads fuzzer bytes front to back; past the end every read answers 0, so a short input is
/// still a complete (if dull) game.
#[derive(Debug)]
pub struct Cursor<'a> {
    data: &'a [u8],
}

impl<'a> Cursor<'a> {
    /// A cursor over `data`.
    pub fn new(data: &'a [u8]) -> Cursor<'a> {
        Cursor { data }
    }

    /// Whether every byte has been read.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The next byte, or 0 past the end.
    pub fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }

    /// The next byte reduced below `n` (`n` > 0).
    pub fn below(&mut self, n: u8) -> u8 {
        self.byte() % n.max(1)
    }

    /// One bit of the next byte.
    pub fn flag(&mut self) -> bool {
        self.byte() & 1 == 1
    }
}
