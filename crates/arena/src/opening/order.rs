//! The order openings are played in: as read, or shuffled by a seed, from a chosen first one
//! (docs/matches.md, "Openings").

/// The seed of `--openings-order random` when no `--seed` is given: a run is reproducible
/// unless asked otherwise.
pub const DEFAULT_SEED: u64 = 1;

/// `--openings-order`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Order {
    /// As the file (or the folder's files, by name) gives them.
    #[default]
    Sequential,
    /// Shuffled by the seed.
    Random,
}

/// How a match orders its openings: saved in the match's plan, so that `--resume` plays the
/// same opening in every game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Arrangement {
    pub order: Order,
    /// The seed of the random order (unused in sequential order).
    pub seed: u64,
    /// The 1-based place, in that order, of the opening of games 1 and 2; the rest follow it,
    /// and the first ones come after the last.
    pub start: usize,
}

impl Default for Arrangement {
    fn default() -> Arrangement {
        Arrangement { order: Order::Sequential, seed: DEFAULT_SEED, start: 1 }
    }
}

impl Arrangement {
    /// `openings` in this order; `start` past their number is the error.
    pub fn apply<T>(&self, mut openings: Vec<T>) -> Result<Vec<T>, String> {
        if self.start == 0 || self.start > openings.len() {
            return Err(format!(
                "--openings-start {}: there are {} openings (the first is 1)",
                self.start,
                openings.len()
            ));
        }
        if self.order == Order::Random {
            shuffle(&mut openings, self.seed);
        }
        openings.rotate_left(self.start - 1);
        Ok(openings)
    }
}

/// A Fisher-Yates shuffle driven by SplitMix64 from `seed`: written here, not taken from a
/// crate, so that a seed gives the same order in every version of the referee.
fn shuffle<T>(items: &mut [T], seed: u64) {
    let mut state = seed;
    let mut next = || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    for i in (1..items.len()).rev() {
        // Multiply-shift: an index below i + 1, with a bias below 2^-32 for any list a file holds.
        let j = ((u128::from(next()) * (i as u128 + 1)) >> 64) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(order: Order, seed: u64, start: usize) -> Vec<usize> {
        Arrangement { order, seed, start }.apply((1..=20).collect()).unwrap()
    }

    #[test]
    fn sequential_order_is_the_files_from_the_start() {
        assert_eq!(order(Order::Sequential, 7, 1), (1..=20).collect::<Vec<_>>());
        let from_19 = order(Order::Sequential, 7, 19);
        assert_eq!(from_19[..4], [19, 20, 1, 2]);
    }

    #[test]
    fn a_seed_gives_one_shuffle_and_another_seed_another() {
        let a = order(Order::Random, 5, 1);
        assert_eq!(a, order(Order::Random, 5, 1));
        assert_ne!(a, order(Order::Random, 6, 1));
        assert_ne!(a, (1..=20).collect::<Vec<_>>(), "a shuffle of 20 that changes nothing");
        let mut sorted = a.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (1..=20).collect::<Vec<_>>(), "every opening once");
        // The start is a place in the shuffled order: a run split in two plays the same order.
        assert_eq!(order(Order::Random, 5, 3)[..], [&a[2..], &a[..2]].concat()[..]);
    }

    // The default seed's order is pinned: a new version of the referee must not change which
    // opening a saved random match plays next.
    #[test]
    fn the_default_seed_gives_the_same_order_in_every_version() {
        assert_eq!(order(Order::Random, DEFAULT_SEED, 1)[..5], PINNED);
    }
    const PINNED: [usize; 5] = [10, 2, 14, 11, 1];

    #[test]
    fn a_start_past_the_openings_is_an_error() {
        let e = Arrangement { start: 4, ..Arrangement::default() }.apply(vec![1, 2, 3]).unwrap_err();
        assert_eq!(e, "--openings-start 4: there are 3 openings (the first is 1)");
        assert!(Arrangement { start: 0, ..Arrangement::default() }.apply(vec![1]).is_err());
    }
}
