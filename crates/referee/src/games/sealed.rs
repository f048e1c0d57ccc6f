//! Sealed moves (seed 000 第十四条 封棋): at an adjournment the player to move writes the next
//! move down and seals it; on resumption the arbiter opens the envelope and plays that move
//! (续赛时，裁判员当场启封，按所标记的位置下子). A record marks it with `{sealed: D4}` before the
//! move played on resumption (docs/rulebook.md, "Sealed moves").

use crate::lang::{side, Lang};
use crate::vocab::{Player, RuleId};
use records::{Located, Record};

/// The rule of a resumption that does not play the sealed move.
pub const RULE: RuleId = RuleId::SealedMove;

/// What a sealed move and the entry played on resumption are, once parsed by the game's
/// adapter: the colour written (if any) and the move.
#[derive(Debug)]
pub struct Played<'a, M> {
    pub color: Player,
    pub mv: &'a M,
    pub shown: &'a str,
    /// The entry ends the game instead of playing (resign, forfeit, draw, timeout): the
    /// envelope is then never opened, as when a player resigns during the adjournment.
    pub ends_game: bool,
}

/// The breach of the sealed-move rule, as a sentence, or `None` when the entry plays the
/// sealed move (or ends the game without playing).
pub fn breach<M: PartialEq>(
    sealed: &Located<String>,
    sealed_move: (Option<Player>, &M),
    played: &Played<'_, M>,
) -> Option<String> {
    if played.ends_game {
        return None;
    }
    let (color, mv) = sealed_move;
    let at = if sealed.loc.is_known() { format!(" (line {})", sealed.loc.line) } else { String::new() };
    if let Some(c) = color.filter(|&c| c != played.color) {
        return Some(format!(
            "{} sealed {} at the adjournment{at}, but it was {}'s move: the player to move seals (轮下子的一方)",
            side(Lang::En, c),
            sealed.value.trim(),
            side(Lang::En, played.color)
        ));
    }
    (mv != played.mv).then(|| {
        format!(
            "{} plays {} on resumption, but the move sealed at the adjournment{at} is {} (按所标记的位置下子)",
            side(Lang::En, played.color),
            played.shown,
            sealed.value.trim()
        )
    })
}

/// The note for a record that stops at an adjournment, its sealed move not yet played.
pub fn adjourned(record: &Record) -> Option<crate::note::Note> {
    record
        .sealed_at_end
        .as_ref()
        .map(|s| crate::note::Note::Adjourned { mv: s.value.trim().to_owned(), line: s.loc.line })
}

#[cfg(test)]
mod tests {
    use super::*;
    use records::Loc;

    fn sealed(text: &str) -> Located<String> {
        Located::new(text.to_owned(), Loc::new(7, 5))
    }

    fn played<'a>(mv: &'a &'static str, ends_game: bool) -> Played<'a, &'static str> {
        Played { color: Player::Black, mv, shown: mv, ends_game }
    }

    #[test]
    fn the_sealed_move_must_be_the_one_played() {
        assert_eq!(breach(&sealed("D4"), (None, &"D4"), &played(&"D4", false)), None);
        let e = breach(&sealed("D4"), (None, &"D4"), &played(&"D5", false)).unwrap();
        assert_eq!(
            e,
            "Black plays D5 on resumption, but the move sealed at the adjournment (line 7) is D4 (按所标记的位置下子)"
        );
    }

    #[test]
    fn only_the_player_to_move_seals_and_ending_the_game_opens_nothing() {
        let e = breach(&sealed("W D4"), (Some(Player::White), &"D4"), &played(&"D4", false)).unwrap();
        assert!(
            e.starts_with("White sealed W D4 at the adjournment (line 7), but it was Black's move"),
            "{e}"
        );
        assert_eq!(breach(&sealed("D4"), (None, &"D4"), &played(&"resign", true)), None);
    }
}
