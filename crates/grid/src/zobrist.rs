/// Zobrist keys: one pseudo-random 64-bit key per (point, piece kind), combined by XOR into a
/// position hash that a move updates in constant time.
///
/// The keys come from a fixed seed, so hashes are the same in every run and on every machine.
/// A hash match only says two positions are *probably* equal; rule engines confirm a match
/// against the stored position before acting on it.
#[derive(Debug, Clone)]
pub struct Zobrist {
    kinds: usize,
    keys: Vec<u64>,
}

impl Zobrist {
    /// Keys for `points` points and `kinds` piece kinds per point (2 for black/white stones).
    #[must_use]
    pub fn new(points: usize, kinds: usize, seed: u64) -> Zobrist {
        let mut state = seed;
        let keys = (0..points * kinds).map(|_| splitmix64(&mut state)).collect();
        Zobrist { kinds, keys }
    }

    /// The key of piece kind `kind` on point index `point`.
    #[inline]
    #[must_use]
    pub fn key(&self, point: usize, kind: usize) -> u64 {
        self.keys[point * self.kinds + kind]
    }

    /// An extra key, independent of the point keys, e.g. for "White to move".
    #[must_use]
    pub fn side_key(&self) -> u64 {
        let mut state = self.keys.len() as u64 ^ 0x5DEE_CE66_D1CE_5EED;
        splitmix64(&mut state)
    }
}

/// Sebastiano Vigna's SplitMix64 step: a small, well-mixed generator, ample for hash keys.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_deterministic() {
        let a = Zobrist::new(361, 2, 7);
        let b = Zobrist::new(361, 2, 7);
        let mut seen = std::collections::HashSet::new();
        for p in 0..361 {
            for k in 0..2 {
                assert_eq!(a.key(p, k), b.key(p, k));
                assert!(seen.insert(a.key(p, k)));
            }
        }
    }
}
