use serde::{Deserialize, Serialize};

/// One of the four players of four-player junqi (四国军棋), named by where it sits at the
/// cross-shaped board as drawn: South at the bottom, then East, North and West going
/// counter-clockwise. Partners sit opposite: South with North, East with West
/// (docs/rules/junqi.md §12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// The arm at the bottom of the drawing.
    South,
    /// The arm on the right.
    East,
    /// The arm at the top.
    North,
    /// The arm on the left.
    West,
}

/// One of the two teams: the partners that sit opposite each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Team {
    /// South and North.
    SouthNorth,
    /// East and West.
    EastWest,
}

impl Team {
    /// Both teams.
    pub const BOTH: [Team; 2] = [Team::SouthNorth, Team::EastWest];

    /// The other team.
    #[must_use]
    pub const fn opponent(self) -> Team {
        match self {
            Team::SouthNorth => Team::EastWest,
            Team::EastWest => Team::SouthNorth,
        }
    }

    /// The two seats of the team.
    #[must_use]
    pub const fn seats(self) -> [Seat; 2] {
        match self {
            Team::SouthNorth => [Seat::South, Seat::North],
            Team::EastWest => [Seat::East, Seat::West],
        }
    }

    /// `south-north` or `east-west`, as verdicts print it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Team::SouthNorth => "south-north",
            Team::EastWest => "east-west",
        }
    }
}

/// The direction the turn passes round the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TurnOrder {
    /// South, East, North, West (边锋 and siguozero; docs/rules/junqi.md §12).
    #[default]
    CounterClockwise,
    /// South, West, North, East (the QQ-style help text: 顺时针循序行棋).
    Clockwise,
}

impl Seat {
    /// The four seats, counter-clockwise from South (their index order).
    pub const ALL: [Seat; 4] = [Seat::South, Seat::East, Seat::North, Seat::West];

    /// `0..4` counter-clockwise from South: an index into per-seat tables.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The seat with index `i % 4`.
    #[must_use]
    pub const fn from_index(i: usize) -> Seat {
        Seat::ALL[i % 4]
    }

    /// The partner, sitting opposite.
    #[must_use]
    pub const fn partner(self) -> Seat {
        Seat::from_index(self.index() + 2)
    }

    /// The team the seat plays for.
    #[must_use]
    pub const fn team(self) -> Team {
        match self {
            Seat::South | Seat::North => Team::SouthNorth,
            Seat::East | Seat::West => Team::EastWest,
        }
    }

    /// The seat that moves after this one in `order`.
    #[must_use]
    pub const fn next(self, order: TurnOrder) -> Seat {
        match order {
            TurnOrder::CounterClockwise => Seat::from_index(self.index() + 1),
            TurnOrder::Clockwise => Seat::from_index(self.index() + 3),
        }
    }

    /// The seat whose arm lies on this seat's right hand as it faces the centre (South's right
    /// is East): the arcs join each arm's right front corner to that arm's left one.
    #[must_use]
    pub const fn on_the_right(self) -> Seat {
        Seat::from_index(self.index() + 1)
    }

    /// `south`, `east`, `north` or `west`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Seat::South => "south",
            Seat::East => "east",
            Seat::North => "north",
            Seat::West => "west",
        }
    }

    /// The capitalised name, for the start of a sentence.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            Seat::South => "South",
            Seat::East => "East",
            Seat::North => "North",
            Seat::West => "West",
        }
    }

    /// The one-letter prefix of the seat's station names: `S`, `E`, `N`, `W`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Seat::South => 'S',
            Seat::East => 'E',
            Seat::North => 'N',
            Seat::West => 'W',
        }
    }

    /// The seat named by `word`: the full name or its letter, in any case.
    #[must_use]
    pub fn from_name(word: &str) -> Option<Seat> {
        let w = word.trim();
        Seat::ALL.into_iter().find(|s| {
            w.eq_ignore_ascii_case(s.name())
                || (w.len() == 1 && w.eq_ignore_ascii_case(&s.letter().to_string()))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_sit_opposite_and_share_a_team() {
        for s in Seat::ALL {
            assert_eq!(s.partner().partner(), s);
            assert_ne!(s.partner(), s);
            assert_eq!(s.partner().team(), s.team());
            assert_ne!(s.on_the_right().team(), s.team());
            assert!(s.team().seats().contains(&s));
            assert_eq!(Seat::from_name(s.name()), Some(s));
            assert_eq!(Seat::from_name(&s.letter().to_ascii_lowercase().to_string()), Some(s));
        }
        assert_eq!(Seat::South.partner(), Seat::North);
        assert_eq!(Seat::East.partner(), Seat::West);
        assert_eq!(Seat::from_name("x"), None);
    }

    #[test]
    fn turn_orders_visit_every_seat_in_opposite_directions() {
        let walk = |order| {
            let mut s = Seat::South;
            let mut v = Vec::new();
            for _ in 0..4 {
                v.push(s);
                s = s.next(order);
            }
            (v, s)
        };
        use Seat::*;
        assert_eq!(walk(TurnOrder::CounterClockwise), (vec![South, East, North, West], South));
        assert_eq!(walk(TurnOrder::Clockwise), (vec![South, West, North, East], South));
    }
}
