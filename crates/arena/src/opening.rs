//! The `--openings` file: starting move lists, one per line (`D4 Q16 C3`, commas allowed), or a
//! YAML-style list of them (`- [h8, i9, j8]` or `- h8 i9 j8`). `#` starts a comment; empty
//! lines are skipped. Each opening is played twice, colours swapped.

/// One starting move list, as written (checked when the match starts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening {
    /// The line of the file it is on (1-based), for messages.
    pub line: usize,
    pub moves: Vec<String>,
}

/// Reads the openings of a file's text.
pub fn parse(text: &str) -> Vec<Opening> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let mut line = raw.split('#').next().unwrap_or("").trim();
        if let Some(rest) = line.strip_prefix('-') {
            line = rest.trim();
        }
        let line = line.trim_start_matches('[').trim_end_matches(']');
        let moves: Vec<String> = line
            .split(|c: char| c.is_whitespace() || c == ',')
            .map(|w| w.trim_matches(|c| c == '"' || c == '\''))
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect();
        if !moves.is_empty() {
            out.push(Opening { line: i + 1, moves });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_yaml_lists_read_alike() {
        let got = parse("# openings\nD4 Q16\n\n- [C3, \"R17\"]  # a list item\n- h8 i9\n");
        let moves: Vec<_> = got.iter().map(|o| (o.line, o.moves.join(" "))).collect();
        assert_eq!(moves, [(2, "D4 Q16".to_owned()), (4, "C3 R17".to_owned()), (5, "h8 i9".to_owned())]);
    }
}
