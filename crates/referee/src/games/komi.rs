//! A warning for a Go komi given in stones that looks like a komi in points.
//!
//! `komi` is in stones (seed art. 11: 贴 3 3/4 子), `komi_points` in points; servers and most
//! other rules write points. `--set komi=7.5` on a record whose `KM[7.5]` meant points makes
//! White's compensation 15 points and the claim "disagrees" for no reason a user would see,
//! so a stones komi above what any rules give gets a note naming `komi_points`.

use crate::note::Note;
use records::{KeyValue, Record};

use super::{each_layer, Options};
use crate::profile::Profile;
use crate::verdict::Verdict;

/// The largest komi in stones no note is given for on a board of `size` lines, if any: 5 stones
/// (10 points) from 9x9 up, where real komi is 2.75-4 stones (5.5-8 points) and hardly shrinks
/// with the board (7.5 points on 19x19, 7 on 9x9), so any points komi is above it and no
/// stones komi is. Smaller boards get no note: there a fair komi is a large share of the board
/// (25 points on 5x5) and a small one (the built-in 2 3/4 stones) is common in examples, so no
/// number tells points from stones.
pub fn threshold(size: u32) -> Option<f64> {
    (size >= 9).then_some(5.0)
}

/// Adds the note when the last komi key applied to the record (profile, then the record's
/// `set:`, then `--set`) is a `komi` in stones above [`threshold`].
pub fn check(profile: &Profile, record: &Record, file: &str, opts: &Options, verdict: &mut Verdict) {
    let all = || each_layer(profile, record, file, opts);
    let scalar = |v: &KeyValue| match v {
        KeyValue::Scalar(s) => s.trim().parse::<f64>().ok(),
        KeyValue::Number(x) => Some(*x),
        KeyValue::Null | KeyValue::List(_) => None,
    };
    let size = all()
        .rev()
        .find(|l| l.key.key.value == "size")
        .and_then(|l| scalar(&l.key.value.value))
        .map_or(19, |s| s as u32);
    let Some(last) = all().rev().find(|l| matches!(l.key.key.value.as_str(), "komi" | "komi_points")) else {
        return;
    };
    if last.key.key.value != "komi" {
        return;
    }
    let Some(komi) = scalar(&last.key.value.value) else { return };
    match threshold(size) {
        Some(most) if komi.abs() > most => {}
        _ => return,
    }
    let from = if last.command_line { format!("--set komi={komi}") } else { format!("komi: {komi}") };
    verdict.notes.push(Note::KomiInStones { from, komi, size });
}

/// Whether the komi the count used was given on the command line (`--set komi=...` or
/// `--set komi_points=...`), the last layer that sets one: the user's word for the komi, not
/// the record's.
pub fn from_command_line(profile: &Profile, record: &Record, file: &str, opts: &Options) -> bool {
    each_layer(profile, record, file, opts)
        .rev()
        .find(|l| matches!(l.key.key.value.as_str(), "komi" | "komi_points"))
        .is_some_and(|l| l.command_line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_threshold_is_5_stones_from_9x9_up_and_none_below() {
        assert_eq!(threshold(19), Some(5.0));
        assert_eq!(threshold(9), Some(5.0));
        assert_eq!(threshold(7), None);
    }
}
