//! A warning for a Go komi given in stones that looks like a komi in points.
//!
//! `komi` is in stones (seed art. 11: 贴 3 3/4 子), `komi_points` in points; servers and most
//! other rules write points. `--set komi=7.5` on a record whose `KM[7.5]` meant points makes
//! White's compensation 15 points and the claim "disagrees" for no reason a user would see,
//! so a stones komi above what any rules give gets a note naming `komi_points`.

use crate::note::Note;
use records::{KeyValue, Override};

/// The largest komi in stones no note is given for on a board of `size` lines, if any: 5 stones
/// (10 points) from 9x9 up, where real komi is 2.75-4 stones (5.5-8 points) and hardly shrinks
/// with the board (7.5 points on 19x19, 7 on 9x9), so any points komi is above it and no
/// stones komi is. Smaller boards get no note: there a fair komi is a large share of the board
/// (25 points on 5x5) and a small one (the built-in 2 3/4 stones) is common in examples, so no
/// number tells points from stones.
pub fn threshold(size: u32) -> Option<f64> {
    (size >= 9).then_some(5.0)
}

/// The note for `last`, the last komi key applied to the record (profile, then the record's
/// `set:`, then `--set`, which `command_line` says), when it is a `komi` in stones above
/// [`threshold`] on the board the last `size` key sets (19 without one).
pub fn note(last: &Override, command_line: bool, size: Option<&Override>) -> Option<Note> {
    let scalar = |v: &KeyValue| match v {
        KeyValue::Scalar(s) => s.trim().parse::<f64>().ok(),
        KeyValue::Number(x) => Some(*x),
        KeyValue::Null | KeyValue::List(_) => None,
    };
    let size = size.and_then(|o| scalar(&o.value.value)).map_or(19, |s| s as u32);
    if last.key.value != "komi" {
        return None;
    }
    let komi = scalar(&last.value.value)?;
    match threshold(size) {
        Some(most) if komi.abs() > most => {}
        _ => return None,
    }
    let from = if command_line { format!("--set komi={komi}") } else { format!("komi: {komi}") };
    Some(Note::KomiInStones { from, komi, size })
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
