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
    let most = (word.chars().count() / 3).clamp(1, 3);
    candidates
        .into_iter()
        .map(|c| (distance(&word.to_lowercase(), c), c))
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
        assert_eq!(distance("", "abc"), 3);
    }
}
