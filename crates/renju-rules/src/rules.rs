//! The rule options of a Renju or Gomoku game, one field per profile key (docs/rules/renju.md,
//! "Profile keys").

use serde::{Deserialize, Serialize};

use crate::ForbiddenSet;

/// Who wins with which row (docs/rules/renju.md, "Winning").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinRule {
    /// Five or more in a row wins, for both colours (Gomoku freestyle).
    FiveOrMore,
    /// Exactly five wins, for both colours; six or more wins for nobody (Gomoku standard).
    ExactlyFive,
    /// Black wins with exactly five, White with five or more (Renju, RIF 9.1).
    Renju,
    /// Caro (Gomocup since 2023, `INFO rule 9`): exactly five wins, for both colours, unless
    /// the opponent's stones stand on both ends of it; the board edge does not block.
    Caro,
    /// Caro with overlines (Piskvork's rule 8): an exact five wins unless blocked at both ends;
    /// an overline wins blocked or not (Piskvork voids only a blocked exact five).
    CaroFiveOrMore,
}

/// What a forbidden Black move does (docs/rules/renju.md, "What a forbidden move does").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ForbiddenEffect {
    /// The move is played and Black loses at once (seed: 禁手判负).
    Loses,
    /// The move may not be played: the record is invalid (seed: 禁手不能落子).
    Illegal,
    /// The move stands until White claims it with its very next entry (RIF 9.8); a
    /// double-three or double-four not claimed at once lapses, an overline can be claimed later.
    Claim,
}

/// The opening protocol (docs/rules/renju.md, "Opening rules"; docs/rules/renju.md section 3). The
/// record entries each one expects are listed per variant; "stone k" is the k-th stone of the
/// game (Black on odd k, White on even k).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Opening {
    /// Any first move.
    Free,
    /// Stone 1 at the centre (`h8` on 15x15).
    Center,
    /// RIF 1996-2008: stones 1-3 form one of the 26 openings (1 at the centre, 2 in the 3x3
    /// around it, 3 in the 5x5); then at most one `swap`, right after stone 3; stone 4
    /// anywhere; stone 5 is an `offer` of exactly two points not equivalent under a symmetry of
    /// the position, with the `keep` White chose. No pass before stone 5.
    Rif,
    /// Yamaguchi: as `rif`, but after stone 3 Black may `declare` N (1-12) before the swap; the
    /// offer then has exactly N points (any 1-12 when nothing was declared).
    Yamaguchi,
    /// Soosõrv-8: stones 1-3 one of the 26; at most one `swap` right after stone 3; stone 4
    /// anywhere; White may `declare` N (1-8) after stone 4; at most one `swap` after stone 4
    /// (after the declaration); stone 5 an `offer` of exactly N points (1-8 when undeclared).
    #[serde(rename = "soosorv-8")]
    Soosorv8,
    /// Taraguchi-10: stone 1 at the centre, 2 in the 3x3, 3 in the 5x5, 4 in the 7x7, with at
    /// most one `swap` after each of them; then Black either places stone 5 in the 9x9 (one
    /// more `swap` may follow it) or makes an `offer` of exactly ten points anywhere.
    #[serde(rename = "taraguchi-10")]
    Taraguchi10,
    /// Swap2: stones 1-3 anywhere; then a `swap`, or stone 4; after stone 5 one `swap` if there
    /// was none after stone 3. (A record cannot show whether the second player placed stones
    /// 4 and 5 to hand the choice back, so the late swap is accepted whenever the early one
    /// was not used.)
    Swap2,
    /// Gomoku pro: stone 1 at the centre, stone 3 outside the central 5x5.
    Pro,
    /// Gomoku long-pro: stone 1 at the centre, stone 3 outside the central 7x7.
    LongPro,
}

impl Opening {
    /// Every opening rule.
    pub const ALL: [Opening; 9] = [
        Opening::Free,
        Opening::Center,
        Opening::Rif,
        Opening::Yamaguchi,
        Opening::Soosorv8,
        Opening::Taraguchi10,
        Opening::Swap2,
        Opening::Pro,
        Opening::LongPro,
    ];

    /// The profile id: `free`, `center`, `rif`, `yamaguchi`, `soosorv-8`, `taraguchi-10`,
    /// `swap2`, `pro`, `long-pro`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Opening::Free => "free",
            Opening::Center => "center",
            Opening::Rif => "rif",
            Opening::Yamaguchi => "yamaguchi",
            Opening::Soosorv8 => "soosorv-8",
            Opening::Taraguchi10 => "taraguchi-10",
            Opening::Swap2 => "swap2",
            Opening::Pro => "pro",
            Opening::LongPro => "long-pro",
        }
    }

    /// The rule with this id.
    #[must_use]
    pub fn from_id(id: &str) -> Option<Opening> {
        Opening::ALL.into_iter().find(|o| o.id() == id)
    }
}

/// Which first three stones are allowed, whatever the protocol.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpeningSet {
    /// Any.
    Any,
    /// Only the 26 canonical openings (seed: 指定打法; RIF 11).
    #[serde(rename = "canonical-26")]
    Canonical26,
}

/// Whether a player may pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PassRule {
    /// Passing is allowed (RIF 5); two passes in a row end the game in a draw (RIF 10.3).
    Allowed,
    /// Passing is not allowed (Gomocup: AIs may not pass).
    Forbidden,
}

/// The full rule set of one game.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Board side, 5 to 26 (15 for Renju).
    pub size: u8,
    /// Who wins with which row.
    pub win: WinRule,
    /// Black's forbidden kinds (empty for Gomoku).
    pub forbidden: ForbiddenSet,
    /// What a forbidden move does.
    pub forbidden_effect: ForbiddenEffect,
    /// The opening protocol.
    pub opening: Opening,
    /// Which first three stones are allowed.
    pub opening_set: OpeningSet,
    /// Whether passing is allowed.
    pub pass: PassRule,
    /// A draw once this many stones have been played (Gomocup renju: 200), if set.
    pub max_moves: Option<u32>,
    /// Continuous gomoku (seed 001 玩法二): a five does not end the game; its maker replaces one
    /// opponent stone with its own (a [`Move::Replace`](crate::Move::Replace) entry), the
    /// replaced stone returns to its owner, and the first player to place all its stones wins.
    #[serde(default)]
    pub continuous: bool,
}

impl Rules {
    /// RIF renju: 15x15, Black exactly five and forbidden 3-3 / 4-4 / overline (losing), White
    /// five or more, the RIF opening.
    #[must_use]
    pub fn renju_rif() -> Rules {
        Rules {
            size: 15,
            win: WinRule::Renju,
            forbidden: ForbiddenSet::RENJU,
            forbidden_effect: ForbiddenEffect::Loses,
            opening: Opening::Rif,
            opening_set: OpeningSet::Canonical26,
            pass: PassRule::Allowed,
            max_moves: None,
            continuous: false,
        }
    }

    /// [`Rules::renju_rif`] without opening rules: any first move.
    #[must_use]
    pub fn renju_free_opening() -> Rules {
        Rules { opening: Opening::Free, opening_set: OpeningSet::Any, ..Rules::renju_rif() }
    }

    /// Gomoku freestyle: 15x15, five or more wins for both, nothing forbidden.
    #[must_use]
    pub fn gomoku_freestyle() -> Rules {
        Rules {
            size: 15,
            win: WinRule::FiveOrMore,
            forbidden: ForbiddenSet::NONE,
            forbidden_effect: ForbiddenEffect::Loses,
            opening: Opening::Free,
            opening_set: OpeningSet::Any,
            pass: PassRule::Allowed,
            max_moves: None,
            continuous: false,
        }
    }

    /// Gomoku standard: as freestyle, but exactly five wins and an overline wins for nobody.
    #[must_use]
    pub fn gomoku_standard() -> Rules {
        Rules { win: WinRule::ExactlyFive, ..Rules::gomoku_freestyle() }
    }

    /// Caro: 15x15, exactly five not blocked at both ends wins for both, nothing forbidden.
    #[must_use]
    pub fn gomoku_caro() -> Rules {
        Rules { win: WinRule::Caro, ..Rules::gomoku_freestyle() }
    }

    /// Continuous gomoku (seed 001 玩法二): freestyle fives, but a five replaces an opponent
    /// stone instead of ending the game; the first to place all its stones (113 Black, 112
    /// White on 15x15) wins.
    #[must_use]
    pub fn gomoku_continuous() -> Rules {
        Rules { continuous: true, ..Rules::gomoku_freestyle() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opening_ids_round_trip() {
        for o in Opening::ALL {
            assert_eq!(Opening::from_id(o.id()), Some(o));
        }
        assert_eq!(Opening::from_id("swap"), None);
    }

    #[test]
    fn profiles_differ_where_the_spec_says() {
        assert_eq!(Rules::renju_free_opening().opening, Opening::Free);
        assert_eq!(Rules::renju_free_opening().forbidden, ForbiddenSet::RENJU);
        assert_eq!(Rules::gomoku_standard().win, WinRule::ExactlyFive);
        assert!(Rules::gomoku_freestyle().forbidden.is_empty());
        assert!(Rules::gomoku_continuous().continuous && !Rules::gomoku_freestyle().continuous);
    }

    #[test]
    fn profiles_serialise_with_the_profile_keys_and_ids() {
        let json = serde_json::to_value(Rules::renju_rif()).unwrap();
        assert_eq!(json["win"], "renju");
        assert_eq!(json["forbidden"], serde_json::json!(["overline", "double-four", "double-three"]));
        assert_eq!(json["forbidden_effect"], "loses");
        assert_eq!(json["opening_set"], "canonical-26");
        let back: Rules = serde_json::from_value(json).unwrap();
        assert_eq!(back, Rules::renju_rif());
        let tara: Opening = serde_json::from_str("\"taraguchi-10\"").unwrap();
        assert_eq!(tara, Opening::Taraguchi10);
        assert!(serde_json::from_str::<Rules>(r#"{"size": 15, "komi": 1}"#).is_err());
        assert_eq!(serde_json::to_value(Rules::gomoku_continuous()).unwrap()["continuous"], true);
    }
}
