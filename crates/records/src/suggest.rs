//! "Did you mean": the closest known word to a misspelt one, for the messages about names a
//! user typed (profile names and keys, record keys and values).

/// The edit distance between `a` and `b` (insertions, deletions, substitutions and swaps of
/// two neighbours, each 1), by characters.
pub fn distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    // Three rows of the table: two back (for a swap), one back, this one.
    let mut two: Vec<usize> = vec![0; b.len() + 1];
    let mut one: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut row = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            row[j] = (one[j] + 1).min(row[j - 1] + 1).min(one[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                row[j] = row[j].min(two[j - 2] + 1);
            }
        }
        two = std::mem::replace(&mut one, row);
    }
    one[b.len()]
}

/// The candidate closest to `word` when it is close enough to be a slip of the keyboard (at
/// most a third of the word's length away, and at most 3), the first of equals.
pub fn did_you_mean<'c>(word: &str, candidates: impl IntoIterator<Item = &'c str>) -> Option<&'c str> {
    let chars = word.chars().count();
    let most = (chars / 3).clamp(1, 3);
    // A word whose length differs from a candidate's by more than `most` is no slip of it: not
    // compared, so a hostile word of a megabyte costs a count, not a table per candidate.
    let near: Vec<&str> =
        candidates.into_iter().filter(|c| chars.abs_diff(c.chars().count()) <= most).collect();
    if near.is_empty() {
        return None;
    }
    let lower = word.to_lowercase();
    near.into_iter()
        .map(|c| (distance(&lower, c), c))
        .filter(|&(d, _)| d <= most)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

/// ` (did you mean X?)` for the closest candidate, else nothing.
pub fn suggestion<'c>(word: &str, candidates: impl IntoIterator<Item = &'c str>) -> String {
    did_you_mean(word, candidates).map_or_else(String::new, |c| format!(" (did you mean {c}?)"))
}

#[cfg(test)]
mod suggestions {
    use super::*;

    #[test]
    fn slips_of_the_keyboard_find_their_word_and_strangers_find_none() {
        let keys = ["komi", "komi_points", "moves", "size", "simple"];
        assert_eq!(did_you_mean("komii", keys), Some("komi"));
        assert_eq!(did_you_mean("movs", keys), Some("moves"));
        assert_eq!(did_you_mean("simpel", keys), Some("simple"));
        assert_eq!(did_you_mean("go-chinse", ["go-chinese", "go-chinese-2001"]), Some("go-chinese"));
        assert_eq!(did_you_mean("handicap", keys), None);
        assert_eq!(did_you_mean("x", keys), None);
        assert_eq!(distance("ab", "ba"), 1);
        // A word far longer than every candidate is no slip of one, and costs no table.
        let huge = "k".repeat(5 << 20);
        let started = std::time::Instant::now();
        assert_eq!(did_you_mean(&huge, keys), None);
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        assert_eq!(did_you_mean("komi_pointz", keys), Some("komi_points"));
        assert_eq!(distance("", "abc"), 3);
    }
}
