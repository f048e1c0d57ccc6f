//! Nigiri (猜先): the record's grabs decide who takes Black, and the record's players must
//! match (seed 000 第十条 and seed 001 【1】; docs/rulebook.md, "Nigiri").

use crate::note::Note;
use competition_rules::{nigiri, Colours};

use crate::verdict::{Status, Verdict, Violation};
use crate::vocab::{Player, RuleId};
use records::{Nigiri, Record};

/// The rule of a record whose players took the colours the nigiri did not give them.
pub const RULE: RuleId = RuleId::Nigiri;

/// The player a record names for `colour` (`info: {black: .., white: ..}`, SGF `PB`/`PW`).
fn named<'r>(record: &'r Record, colour: &str) -> Option<&'r str> {
    record.info.iter().find(|(k, _)| k.eq_ignore_ascii_case(colour)).map(|(_, v)| v.trim())
}

/// Checks the record's nigiri against the players it names, and changes the verdict: a note
/// when the colours agree (or cannot be compared), an invalid record when the wrong player
/// took Black.
pub fn check(record: &Record, verdict: &mut Verdict) {
    let Some(n) = &record.nigiri else { return };
    let Nigiri { black, white, loc } = n;
    let (difference, colours) = nigiri(black.count, white.count);
    let (takes_black, takes_white) = match colours {
        Colours::Keep => (black, white),
        Colours::Exchange => (white, black),
    };
    let exchange = colours == Colours::Exchange;
    // The players' names as the note and the violation quote them: cut ([`records::excerpt`]).
    let name = |p: &records::Located<String>| records::excerpt(&p.value).into_owned();
    let note = |compared| Note::Nigiri {
        black: (name(&black.player), black.count),
        white: (name(&white.player), white.count),
        difference,
        exchange,
        takes_black: name(&takes_black.player),
        compared,
    };
    match (named(record, "black"), named(record, "white")) {
        (Some(b), Some(w))
            if b == takes_black.player.value.trim() && w == takes_white.player.value.trim() =>
        {
            verdict.notes.push(note(true));
        }
        (Some(b), Some(w))
            if b == takes_white.player.value.trim() && w == takes_black.player.value.trim() =>
        {
            let grabs = crate::note::nigiri_grabs(
                &(name(&black.player), black.count),
                &(name(&white.player), white.count),
                difference,
                exchange,
            );
            let gives = format!("{} takes Black", name(&takes_black.player));
            let message =
                format!("{grabs}, so {gives}; but the record has {} playing Black", records::excerpt(b));
            invalid(verdict, message, *loc);
        }
        _ => verdict.notes.push(note(false)),
    }
}

/// The verdict of a record whose colours break the nigiri: invalid before move 1.
fn invalid(v: &mut Verdict, message: String, loc: records::Loc) {
    v.status = Status::Invalid;
    v.settled = crate::verdict::Settled::Invalid;
    v.winner = None;
    v.reason = None;
    v.result = None;
    v.score = None;
    v.agrees = None;
    v.in_words = None;
    v.plies = 0;
    v.violation = Some(Violation::at(0, Player::Black, "nigiri".to_owned(), RULE, message, loc));
}
