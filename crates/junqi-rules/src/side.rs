use serde::{Deserialize, Serialize};

/// One of the two players of two-player junqi. Red holds ranks 1-6 (the bottom of the board as
/// drawn), Blue ranks 7-12.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The player on ranks 1-6, who moves first unless the rules say otherwise.
    Red,
    /// The player on ranks 7-12.
    Blue,
}

impl Side {
    /// Both sides, Red first.
    pub const BOTH: [Side; 2] = [Side::Red, Side::Blue];

    /// The other side.
    #[must_use]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Red => Side::Blue,
            Side::Blue => Side::Red,
        }
    }

    /// `0` for Red, `1` for Blue: an index into per-side tables.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase English name, as verdicts print it: `red` or `blue`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Blue => "blue",
        }
    }

    /// The capitalised name, for the start of a sentence.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            Side::Red => "Red",
            Side::Blue => "Blue",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opponent_is_an_involution_and_indices_differ() {
        for s in Side::BOTH {
            assert_eq!(s.opponent().opponent(), s);
            assert_ne!(s.opponent().index(), s.index());
        }
        assert_eq!(Side::Blue.name(), "blue");
    }
}
