//! The verdict's vocabulary as types: the game, the winner, the reason the game ended, the
//! player of a violation and the rule it broke (docs/contract.md §5).
//!
//! Each enum serializes as the kebab-case id docs/contract.md §5 fixes (`no-result`, `flag-captured`,
//! `sealed-move`), so JSON and YAML read exactly as they did when these were strings; the
//! sentences about them are built from the variants in [`crate::lang`], never from the ids.
//! The rule crates' own enums map onto these with exhaustive matches: a new rule or ending in a
//! rule crate does not compile until it has an id here, and then a word in both languages.

use std::fmt;

use serde::Serialize;

/// Declares `ALL`, `id()` and `Display` (the id) for a vocabulary enum.
macro_rules! ids {
    ($ty:ident { $($variant:ident => $id:literal,)+ }) => {
        impl $ty {
            /// Every variant, in declaration order.
            pub const ALL: &'static [$ty] = &[$($ty::$variant,)+];

            /// The id verdicts print, the same string serde writes.
            #[must_use]
            pub const fn id(self) -> &'static str {
                match self {
                    $($ty::$variant => $id,)+
                }
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.id())
            }
        }
    };
}

/// The game a verdict is about (and a profile is for).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Game {
    Go,
    Renju,
    Gomoku,
    Junqi,
}

ids!(Game { Go => "go", Renju => "renju", Gomoku => "gomoku", Junqi => "junqi", });

impl Game {
    /// The game a profile's `game:` names.
    pub fn parse(s: &str) -> Option<Game> {
        Game::ALL.iter().copied().find(|g| g.id() == s)
    }
}

/// Who made an entry: a Go or five-in-row colour, or a junqi side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Player {
    Black,
    White,
    Red,
    Blue,
    /// Four-player junqi's seats (docs/rules/junqi.md §12.1).
    South,
    East,
    North,
    West,
}

ids!(Player {
    Black => "black",
    White => "white",
    Red => "red",
    Blue => "blue",
    South => "south",
    East => "east",
    North => "north",
    West => "west",
});

/// Who won a finished game, or that nobody did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Winner {
    Black,
    White,
    Red,
    Blue,
    /// Four-player junqi's teams (docs/rules/junqi.md §12.1).
    SouthNorth,
    EastWest,
    /// Nobody won: an equal count, an agreed draw, a drawn limit.
    Draw,
    /// The game was voided (`Void`): a Go repetition under `repetition: no-result`.
    NoResult,
}

ids!(Winner {
    Black => "black",
    White => "white",
    Red => "red",
    Blue => "blue",
    SouthNorth => "south-north",
    EastWest => "east-west",
    Draw => "draw",
    NoResult => "no-result",
});

impl From<Player> for Winner {
    fn from(p: Player) -> Winner {
        match p {
            Player::Black => Winner::Black,
            Player::White => Winner::White,
            Player::Red => Winner::Red,
            Player::Blue => Winner::Blue,
            Player::South | Player::North => Winner::SouthNorth,
            Player::East | Player::West => Winner::EastWest,
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// Go: counted after two passes (seed 000 art. 9).
    Score,
    Resignation,
    Timeout,
    /// A forfeit, or a Go move that loses under `illegal_move: loses`.
    Forfeit,
    /// An agreed draw.
    Agreement,
    /// Go: a whole-board repetition ended the game (`repetition: no-result`).
    Repetition,
    /// Renju and gomoku: a winning row.
    Five,
    /// Renju: Black's forbidden move lost.
    Forbidden,
    /// Renju and gomoku: the board is full (RIF 10.1).
    BoardFull,
    /// Renju and gomoku: both players passed (RIF 10.3).
    Passes,
    /// Renju and gomoku: the stone limit `max_moves`.
    MaxMoves,
    /// Continuous gomoku: the winner placed all its stones first (seed 001 玩法二).
    StonesPlaced,
    /// Junqi: a flag was taken or bombed.
    FlagCaptured,
    /// Junqi: the side to move had no legal move (or, with the winner `draw`, neither side had).
    NoMovablePieces,
    /// Junqi: too many plies without an attack.
    NoCaptureLimit,
    /// Junqi: the ply cap `max_plies`.
    MaxPlies,
}

ids!(Reason {
    Score => "score",
    Resignation => "resignation",
    Timeout => "timeout",
    Forfeit => "forfeit",
    Agreement => "agreement",
    Repetition => "repetition",
    Five => "five",
    Forbidden => "forbidden",
    BoardFull => "board-full",
    Passes => "passes",
    MaxMoves => "max-moves",
    StonesPlaced => "stones-placed",
    FlagCaptured => "flag-captured",
    NoMovablePieces => "no-movable-pieces",
    NoCaptureLimit => "no-capture-limit",
    MaxPlies => "max-plies",
});

/// The rule a violation breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RuleId {
    // Every game.
    OutOfTurn,
    AfterEnd,
    OffBoard,
    Occupied,
    // Go.
    Suicide,
    Ko,
    Superko,
    // Renju and gomoku.
    DoubleThree,
    DoubleFour,
    Overline,
    Opening,
    Swap,
    Offer,
    Claim,
    Pass,
    Replace,
    // Junqi.
    NoPass,
    Setup,
    ImmovablePiece,
    OwnPiece,
    CampOccupied,
    NoPath,
    NotYourPiece,
    EmptyOrigin,
    ForbiddenAttack,
    /// Four-player junqi: the destination holds a partner's piece.
    PartnerPiece,
    // The competition rules around the board.
    /// Seed 000 第十四条 (封棋): the move played on resumption is not the one sealed.
    SealedMove,
    /// Seed 000 第十条 (猜先): the wrong player took Black.
    Nigiri,
}

ids!(RuleId {
    OutOfTurn => "out-of-turn",
    AfterEnd => "after-end",
    OffBoard => "off-board",
    Occupied => "occupied",
    Suicide => "suicide",
    Ko => "ko",
    Superko => "superko",
    DoubleThree => "double-three",
    DoubleFour => "double-four",
    Overline => "overline",
    Opening => "opening",
    Swap => "swap",
    Offer => "offer",
    Claim => "claim",
    Pass => "pass",
    Replace => "replace",
    NoPass => "no-pass",
    Setup => "setup",
    ImmovablePiece => "immovable-piece",
    OwnPiece => "own-piece",
    CampOccupied => "camp-occupied",
    NoPath => "no-path",
    NotYourPiece => "not-your-piece",
    EmptyOrigin => "empty-origin",
    ForbiddenAttack => "forbidden-attack",
    PartnerPiece => "partner-piece",
    SealedMove => "sealed-move",
    Nigiri => "nigiri",
});

impl From<grid::Color> for Player {
    fn from(c: grid::Color) -> Player {
        match c {
            grid::Color::Black => Player::Black,
            grid::Color::White => Player::White,
        }
    }
}

impl From<junqi_rules::Side> for Player {
    fn from(s: junqi_rules::Side) -> Player {
        match s {
            junqi_rules::Side::Red => Player::Red,
            junqi_rules::Side::Blue => Player::Blue,
        }
    }
}

impl From<junqi_rules::Seat> for Player {
    fn from(s: junqi_rules::Seat) -> Player {
        match s {
            junqi_rules::Seat::South => Player::South,
            junqi_rules::Seat::East => Player::East,
            junqi_rules::Seat::North => Player::North,
            junqi_rules::Seat::West => Player::West,
        }
    }
}

impl From<junqi_rules::Team> for Winner {
    fn from(t: junqi_rules::Team) -> Winner {
        match t {
            junqi_rules::Team::SouthNorth => Winner::SouthNorth,
            junqi_rules::Team::EastWest => Winner::EastWest,
        }
    }
}

impl From<go_rules::Winner> for Winner {
    fn from(w: go_rules::Winner) -> Winner {
        match w {
            go_rules::Winner::Black => Winner::Black,
            go_rules::Winner::White => Winner::White,
            go_rules::Winner::Draw => Winner::Draw,
            go_rules::Winner::NoResult => Winner::NoResult,
        }
    }
}

impl From<renju_rules::Winner> for Winner {
    fn from(w: renju_rules::Winner) -> Winner {
        match w {
            renju_rules::Winner::Black => Winner::Black,
            renju_rules::Winner::White => Winner::White,
            renju_rules::Winner::Draw => Winner::Draw,
        }
    }
}

impl From<junqi_rules::Winner> for Winner {
    fn from(w: junqi_rules::Winner) -> Winner {
        match w {
            junqi_rules::Winner::Red => Winner::Red,
            junqi_rules::Winner::Blue => Winner::Blue,
            junqi_rules::Winner::Draw => Winner::Draw,
        }
    }
}

impl From<go_rules::EndReason> for Reason {
    fn from(r: go_rules::EndReason) -> Reason {
        use go_rules::EndReason as E;
        match r {
            E::Score => Reason::Score,
            E::Resignation => Reason::Resignation,
            E::Timeout => Reason::Timeout,
            E::Forfeit => Reason::Forfeit,
            E::Agreement => Reason::Agreement,
            E::Repetition => Reason::Repetition,
        }
    }
}

impl From<renju_rules::EndReason> for Reason {
    fn from(r: renju_rules::EndReason) -> Reason {
        use renju_rules::EndReason as E;
        match r {
            E::Five => Reason::Five,
            E::Forbidden => Reason::Forbidden,
            E::BoardFull => Reason::BoardFull,
            E::Resignation => Reason::Resignation,
            E::Timeout => Reason::Timeout,
            E::Forfeit => Reason::Forfeit,
            E::Agreement => Reason::Agreement,
            E::Passes => Reason::Passes,
            E::MaxMoves => Reason::MaxMoves,
            E::StonesPlaced => Reason::StonesPlaced,
        }
    }
}

impl From<junqi_rules::EndReason> for Reason {
    fn from(r: junqi_rules::EndReason) -> Reason {
        use junqi_rules::EndReason as E;
        match r {
            E::FlagCaptured => Reason::FlagCaptured,
            // A draw because neither side can move prints as `no-movable-pieces`, as it always
            // has (docs/rules/junqi.md, "End"): the verdict's winner, `draw`, tells it from a loss.
            E::NoMovablePieces | E::BothStuck => Reason::NoMovablePieces,
            E::NoCaptureLimit => Reason::NoCaptureLimit,
            E::MaxPlies => Reason::MaxPlies,
            E::Resignation => Reason::Resignation,
            E::Timeout => Reason::Timeout,
            E::Forfeit => Reason::Forfeit,
            E::Agreement => Reason::Agreement,
        }
    }
}

impl From<go_rules::ViolationKind> for RuleId {
    fn from(k: go_rules::ViolationKind) -> RuleId {
        use go_rules::ViolationKind as K;
        match k {
            K::OutOfTurn => RuleId::OutOfTurn,
            K::AfterEnd => RuleId::AfterEnd,
            K::OffBoard => RuleId::OffBoard,
            K::Occupied => RuleId::Occupied,
            K::Suicide => RuleId::Suicide,
            K::Ko => RuleId::Ko,
            K::Superko => RuleId::Superko,
        }
    }
}

impl From<renju_rules::ViolationKind> for RuleId {
    fn from(k: renju_rules::ViolationKind) -> RuleId {
        use renju_rules::ViolationKind as K;
        match k {
            K::OutOfTurn => RuleId::OutOfTurn,
            K::AfterEnd => RuleId::AfterEnd,
            K::OffBoard => RuleId::OffBoard,
            K::Occupied => RuleId::Occupied,
            K::DoubleThree => RuleId::DoubleThree,
            K::DoubleFour => RuleId::DoubleFour,
            K::Overline => RuleId::Overline,
            K::Opening => RuleId::Opening,
            K::Swap => RuleId::Swap,
            K::Offer => RuleId::Offer,
            K::Claim => RuleId::Claim,
            K::Pass => RuleId::Pass,
            K::Replace => RuleId::Replace,
        }
    }
}

impl From<junqi_rules::ViolationKind> for RuleId {
    fn from(k: junqi_rules::ViolationKind) -> RuleId {
        use junqi_rules::ViolationKind as K;
        match k {
            K::Setup => RuleId::Setup,
            K::ImmovablePiece => RuleId::ImmovablePiece,
            K::OwnPiece => RuleId::OwnPiece,
            K::CampOccupied => RuleId::CampOccupied,
            K::NoPath => RuleId::NoPath,
            K::NotYourPiece => RuleId::NotYourPiece,
            K::EmptyOrigin => RuleId::EmptyOrigin,
            K::OutOfTurn => RuleId::OutOfTurn,
            K::AfterEnd => RuleId::AfterEnd,
            K::ForbiddenAttack => RuleId::ForbiddenAttack,
            K::PartnerPiece => RuleId::PartnerPiece,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ids are what serde writes, so verdicts in JSON and YAML are unchanged; and they
    /// are the ids the rule crates print.
    #[test]
    fn ids_are_the_serialized_strings() {
        fn check<T: Serialize + fmt::Display>(all: &[T]) {
            for v in all {
                assert_eq!(serde_json::to_string(v).unwrap(), format!("\"{v}\""));
            }
        }
        check(Game::ALL);
        check(Player::ALL);
        check(Winner::ALL);
        check(Reason::ALL);
        check(RuleId::ALL);
        assert_eq!(
            RuleId::from(go_rules::ViolationKind::Superko).id(),
            go_rules::ViolationKind::Superko.id()
        );
        let replace = renju_rules::ViolationKind::Replace;
        assert_eq!(RuleId::from(replace).id(), replace.id());
        let stuck = junqi_rules::EndReason::BothStuck;
        assert_eq!(Reason::from(stuck).id(), stuck.id());
    }
}
