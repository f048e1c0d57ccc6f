//! The Go profile keys: their names, their words, and how each sets `go_rules::Rules`
//! (docs/rules/go.md, "Profile keys"); the words of the keys the adapter itself acts on
//! (`missing_pass`, `dead_stones`, `friendly_pass`), which `games::settings` reads once.

use go_rules::{
    HandicapBonus, IllegalMoveEffect, KoRule, Neutral, RepetitionEffect, Rules, Scoring, SuicideRule, Tax,
};

use super::DEAD_STONES;
use crate::profile::keys;
use records::InputError;

pub(crate) const KEYS: &[&str] = &[
    "size",
    "rows",
    "komi",
    "komi_points",
    "ko",
    "suicide",
    "scoring",
    "neutral",
    "handicap_bonus",
    "illegal_move",
    "repetition",
    "missing_pass",
    "dead_stones",
    "tax",
    "button",
    "pass_stones",
    "friendly_pass",
    "resume",
    "cleanup_points",
];

/// `friendly_pass` (docs/rules/go.md §1.10, "Button and pass stones"): `true` (default)
/// lets the players end the game by passing with dead stones still on the board, removed by
/// agreement (the record's dead stones or territory marks); `false` is Tromp-Taylor's and
/// KataGo's `fpok0`: every stone on the board at the end is alive, and marks are not used.
pub(crate) const FRIENDLY_PASS: &[(&str, bool)] = keys::BOOL;

/// `missing_pass` (docs/rules/go.md §2, "Server conventions"): `strict` (default) makes two
/// moves of one colour in a row `out-of-turn`; `implied` reads the other colour's pass between
/// them, as a server that drops passes from its records meant, with a note at each one.
pub(crate) const MISSING_PASS: &[(&str, bool)] = &[("strict", false), ("implied", true)];

/// Applies one key; used for profiles, `set:` and `--set` alike.
pub fn apply(r: &mut Rules, o: &records::Override) -> Result<(), InputError> {
    match o.key.value.as_str() {
        "size" => r.size = keys::whole(o, 2, 25)? as u8,
        // A rectangular board's rows (docs/rules/go.md §1.12): SGF `SZ[cols:rows]` sets it.
        "rows" => r.rows = Some(keys::whole(o, 2, 25)? as u8),
        "komi" => r.komi = keys::number(o, -200.0, 200.0)?,
        "komi_points" => r.komi = keys::number(o, -400.0, 400.0)? / 2.0,
        "ko" => {
            r.ko = keys::choice(
                o,
                &[
                    ("simple", KoRule::Simple),
                    ("positional-superko", KoRule::PositionalSuperko),
                    ("situational-superko", KoRule::SituationalSuperko),
                ],
            )?
        }
        "suicide" => {
            r.suicide = keys::choice(
                o,
                &[
                    ("forbidden", SuicideRule::Forbidden),
                    ("allowed", SuicideRule::Allowed),
                    ("multi-stone", SuicideRule::MultiStone),
                ],
            )?
        }
        "tax" => r.tax = keys::choice(o, &[("none", Tax::None), ("seki", Tax::Seki), ("all", Tax::All)])?,
        "button" => r.button = keys::flag(o)?,
        "pass_stones" => r.pass_stones = keys::flag(o)?,
        "resume" => r.resume = keys::flag(o)?,
        "cleanup_points" => r.cleanup_points = keys::flag(o)?,
        // Resolved into the settings (`games::settings`), like `missing_pass`.
        "friendly_pass" => {
            keys::choice(o, FRIENDLY_PASS)?;
        }
        "scoring" => {
            r.scoring = keys::choice(o, &[("area", Scoring::Area), ("territory", Scoring::Territory)])?
        }
        "neutral" => r.neutral = keys::choice(o, &[("split", Neutral::Split), ("none", Neutral::None)])?,
        "handicap_bonus" => {
            r.handicap_bonus = keys::choice(
                o,
                &[
                    ("half-per-stone", HandicapBonus::HalfPerStone),
                    // KataGo's `whbN`: N points for N stones, the same as half a stone each.
                    ("n", HandicapBonus::HalfPerStone),
                    ("n-minus-one", HandicapBonus::NMinusOne),
                    ("none", HandicapBonus::None),
                ],
            )?
        }
        "illegal_move" => {
            r.illegal_move = keys::choice(
                o,
                &[("invalid", IllegalMoveEffect::Invalid), ("loses", IllegalMoveEffect::Loses)],
            )?
        }
        "repetition" => {
            r.repetition = keys::choice(
                o,
                &[("illegal", RepetitionEffect::Illegal), ("no-result", RepetitionEffect::NoResult)],
            )?
        }
        // Resolved into the settings (`games::settings`); checked here like every key.
        "missing_pass" => {
            keys::choice(o, MISSING_PASS)?;
        }
        // Resolved into the settings (`games::settings`).
        "dead_stones" => {
            keys::choice(o, DEAD_STONES)?;
        }
        k if super::super::clock::is_key(k) => super::super::clock::check_key(o)?,
        _ => return Err(keys::unknown(o, "go", &[KEYS, super::super::clock::KEYS].concat())),
    }
    Ok(())
}
