//! The claim against how the game ended: the verdict an adapter's findings make (docs/contract.md
//! §5.2, `settled`). The Go adapter's count then goes to [`super::count`] for the readings a
//! record without marks allows.

use crate::claim::{self, Claim};
use crate::lang::Lang;
use crate::note::Note;
use crate::profile::Profile;
use crate::verdict::{AsClaimed, Score, Settled, Status, Unchecked, Verdict, Violation};
use crate::vocab::{Game, Reason, Winner};
use records::Record;

/// How a game adapter found the game to end, before the claim is considered.
#[derive(Debug, Clone, PartialEq)]
pub enum End {
    Finished { winner: Winner, reason: Option<Reason>, margin_points: Option<f64> },
    Unfinished,
    Invalid,
}

/// What a game adapter found.
#[derive(Debug, Clone)]
pub struct Judged {
    pub game: Game,
    pub plies: usize,
    pub end: End,
    pub result: Option<String>,
    pub in_words: Option<String>,
    pub score: Option<Score>,
    pub violation: Option<Violation>,
    pub notes: Vec<Note>,
}

impl Judged {
    /// An invalid record: the first violation, and no ending.
    pub fn invalid(game: Game, plies: usize, violation: Violation, notes: Vec<Note>) -> Judged {
        Judged {
            game,
            plies,
            end: End::Invalid,
            result: None,
            in_words: None,
            score: None,
            violation: Some(violation),
            notes,
        }
    }
}

/// The claim of a record, parsed, with a note when its form is unknown.
pub fn read_claim(record: &Record, game: Game) -> Option<(String, Claim)> {
    record.result.as_ref().map(|r| {
        let c = claim::parse(&r.value);
        // A Go margin in quarter points is stones (Fox's Chinese-rules margins): compared in points.
        let c = match claim::in_stones(c) {
            Some((points, _)) if game == Game::Go => points,
            _ => c,
        };
        (r.value.trim().to_owned(), c)
    })
}

/// Settles the claim against what the adapter found and builds the verdict.
///
/// `result_of` writes the canonical result for a winner and reason taken from a claim (the
/// game's own style: `W+R`, `red`).
pub fn settle(
    mut j: Judged,
    record: &Record,
    file: &str,
    profile: &Profile,
    result_of: fn(Winner, Option<Reason>) -> String,
) -> Verdict {
    let claim = read_claim(record, j.game);
    if let Some(stones) = record.result.as_ref().and_then(|r| claim::in_stones(claim::parse(&r.value))) {
        if j.game == Game::Go && j.end != End::Invalid {
            j.notes.push(Note::ClaimInStones { stones: stones.1, points: stones.1 * 2.0 });
        }
    }
    let mut agrees = None;
    // A file that ends inside the game (a download cut short) says nothing of how the game
    // went on: judged up to the cut, it is unfinished, and no claim on it is compared. A bad
    // move before the cut is still a bad move.
    let cut_off = record.cut_off.is_some() && j.end != End::Invalid;
    if cut_off {
        j.end = End::Unfinished;
        (j.result, j.in_words, j.score) = (None, None, None);
    }
    let mut settled = match (&j.end, &claim) {
        (End::Invalid, _) => Settled::Invalid,
        _ if cut_off => Settled::NotCheckable(Unchecked::CutOff),
        (_, None) => Settled::NotCheckable(Unchecked::NoClaim),
        (_, Some((_, Claim::Unknown))) => Settled::NotCheckable(Unchecked::UnknownForm),
        // A counted claim on a Go record that stops before two passes is counted when it marks
        // dead stones (the adapter then finishes it); left unfinished, they were not recorded.
        (End::Unfinished, Some((_, Claim::Win { how: claim::How::Margin(_), .. }))) if j.game == Game::Go => {
            Settled::NotCheckable(Unchecked::DeadStonesNotRecorded)
        }
        (End::Unfinished, Some(_)) => Settled::NotCheckable(Unchecked::MovesStop),
        (End::Finished { reason: Some(Reason::Score), .. }, Some(_)) => Settled::Counted,
        // Only the Go adapter's count sets a score: a resignation claimed after two passes.
        (End::Finished { reason: Some(Reason::Resignation | Reason::Timeout), .. }, Some(_))
            if j.score.is_some() =>
        {
            Settled::AsClaimed(AsClaimed::DuringCount)
        }
        (End::Finished { reason: Some(r), .. }, Some(_)) => Settled::Ending(*r),
        // No adapter finishes a game without a reason; a claim against such an ending is
        // compared with the winner alone.
        (End::Finished { reason: None, .. }, Some(_)) => Settled::Ending(Reason::Agreement),
    };
    let mut status = match j.end {
        End::Finished { .. } => Status::Finished,
        End::Unfinished => Status::Unfinished,
        End::Invalid => Status::Invalid,
    };
    let (mut winner, mut reason) = match j.end {
        End::Finished { winner, reason, .. } => (Some(winner), reason),
        _ => (None, None),
    };
    if let Some((text, c)) = claim.as_ref().filter(|_| !cut_off) {
        if *c == Claim::Unknown {
            j.notes.push(Note::UnreadClaim(records::excerpt(text).to_string()));
        }
        if let Claim::Win { winner, how: claim::How::Bare } = c {
            if !text.contains('+')
                && matches!(text.to_ascii_lowercase().as_str(), "b" | "w" | "black" | "white")
            {
                j.notes.push(Note::BareWinner { text: text.clone(), winner: *winner });
            }
        }
        match &j.end {
            End::Finished { winner, reason, margin_points } => {
                agrees = claim::agrees(
                    *c,
                    claim::Ending { winner: *winner, reason: *reason, margin_points: *margin_points },
                );
                // docs/contract.md §5 counts a board with no dead stones recorded as it stands; a
                // claim that differs may count stones the players agreed dead (art. 8), so the
                // verdict says what it compared.
                let unrecorded = j.score.as_ref().is_some_and(|s| s.dead_unrecorded);
                if agrees == Some(false) && unrecorded && *reason == Some(Reason::Score) {
                    j.notes.push(Note::ComparedAsStands {
                        claimed: text.clone(),
                        result: j.result.clone().unwrap_or_else(|| "?".to_owned()),
                    });
                }
            }
            End::Unfinished if c.needs_no_count() => {
                // docs/contract.md §4: the moves stop before the rules end the game, and the claim
                // needs no count, so the claim is taken as how the game ended.
                status = Status::Finished;
                winner = c.winner();
                reason = c.reason();
                j.result = winner.map(|w| result_of(w, reason));
                j.in_words = Some("as claimed: the moves stop before the rules end the game".to_owned());
                agrees = Some(true);
                settled = Settled::AsClaimed(AsClaimed::MovesStop);
            }
            End::Unfinished => {
                // One note says why the claim is not checked: the adapter's, when it gave one.
                let said = |n: &Note| {
                    matches!(n, Note::UnreadClaim(_) | Note::CleanupKo { .. })
                        || n.text(Lang::En).ends_with("cannot be checked")
                };
                if *c != Claim::Unknown && !j.notes.iter().any(said) {
                    j.notes.push(Note::ClaimUnchecked);
                }
            }
            End::Invalid => {}
        }
    }
    Verdict {
        file: file.to_owned(),
        game: j.game,
        rules: profile.name.to_string(),
        plies: j.plies,
        status,
        winner,
        reason,
        result: j.result,
        score: j.score,
        violation: j.violation,
        claimed: claim.map(|(t, _)| t),
        agrees,
        notes: j.notes,
        in_words: j.in_words,
        settled,
    }
}
