//! The Go profile keys: their names, their words, and how each sets `go_rules::Rules`
//! (docs/rules/go.md, "Profile keys"); the keys the adapter itself reads from the layers
//! (`missing_pass`, `dead_stones`, `friendly_pass`) through [`flag`].

use go_rules::{
    HandicapBonus, IllegalMoveEffect, KoRule, Neutral, RepetitionEffect, Rules, Scoring, SuicideRule, Tax,
};

use super::super::{Failure, Options};
use super::DEAD_STONES;
use crate::profile::{keys, Profile};
use records::{InputError, Record};

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
pub(super) const FRIENDLY_PASS: &[(&str, bool)] = keys::BOOL;

/// `missing_pass` (docs/rules/go.md §2, "Server conventions"): `strict` (default) makes two
/// moves of one colour in a row `out-of-turn`; `implied` reads the other colour's pass between
/// them, as a server that drops passes from its records meant, with a note at each one.
pub(super) const MISSING_PASS: &[(&str, bool)] = &[("strict", false), ("implied", true)];

/// Builds the rules from the profile and its overrides.
pub fn settings(profile: &Profile, record: &Record, file: &str, opts: &Options) -> Result<Rules, Failure> {
    super::super::apply_layers(Rules::default(), apply, profile, record, file, opts)
}

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
        // Read by the adapter from the layers, like `missing_pass`.
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
        // Read by the adapter from the layers (`missing_pass`); checked here like every key.
        "missing_pass" => {
            keys::choice(o, MISSING_PASS)?;
        }
        // Read by the adapter from the layers (`dead_stones`).
        "dead_stones" => {
            keys::choice(o, DEAD_STONES)?;
        }
        k if super::super::clock::is_key(k) => super::super::clock::check_key(o)?,
        _ => return Err(keys::unknown(o, "go", &[KEYS, super::super::clock::KEYS].concat())),
    }
    Ok(())
}

/// Whether the profile layers read passes a server dropped (`missing_pass: implied`).
pub(super) fn implies_passes(
    profile: &Profile,
    record: &Record,
    file: &str,
    opts: &Options,
) -> Result<bool, Failure> {
    flag(profile, record, file, opts, "missing_pass", MISSING_PASS, false)
}

/// A key of a few words the adapter reads from the layers (the last layer that sets it wins).
pub(super) fn flag<T: Copy>(
    profile: &Profile,
    record: &Record,
    file: &str,
    opts: &Options,
    name: &str,
    words: &[(&str, T)],
    default: T,
) -> Result<T, Failure> {
    let mut value = default;
    for layer in super::super::each_layer(profile, record, file, opts) {
        if layer.key.key.value == name {
            value = keys::choice(layer.key, words)
                .map_err(|error| Failure { file: layer.file.to_owned(), error })?;
        }
    }
    Ok(value)
}
