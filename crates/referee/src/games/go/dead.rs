//! Dead stones in a Go count: the `dead_stones` key (docs/rules/go.md §1.8, "Dead stones") and
//! the stones a record itself marks dead, by its `dead:` list or its `TB`/`TW` territory marks.

use super::*;

/// `dead_stones` (docs/rules/go.md §1.8, "Dead stones"): `auto` (the default) uses the record's
/// own marks where it has them and otherwise the referee's judgement of the final position,
/// deciding a claim only where the judgement's certainty does; `agreed` counts the dead stones
/// the record marks and no others (the board as it stands when it marks none); `infer` is
/// `auto` under its older name; `pass-alive` (docs/rules/go.md §1.11, KataGo's count) removes
/// exactly the stones inside the other colour's pass-alive territory and no others, marks or not.
pub(crate) const DEAD_STONES: &[(&str, Dead)] = &[
    ("auto", Dead::Auto),
    ("agreed", Dead::Agreed),
    ("infer", Dead::Infer),
    ("pass-alive", Dead::PassAlive),
];

/// A value of `dead_stones`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dead {
    /// The record's marks where it has them, else the judgement, deciding a claim only where
    /// its certainty does (the default).
    Auto,
    /// The record's marks and no others.
    Agreed,
    /// `auto` under its older name.
    Infer,
    /// KataGo's count: the stones inside the other colour's pass-alive territory.
    PassAlive,
}

impl Dead {
    /// Whether a record that marks no dead stones gets the judgement's.
    pub(super) fn judges(self) -> bool {
        matches!(self, Dead::Auto | Dead::Infer)
    }
}

/// Dead stones with their places, and the points marked for Black and White when marked.
pub(super) type DeadAndMarked = (Vec<(Point, Loc)>, Option<(u32, u32)>);

/// The stones the record agrees dead, with their places, and the points its territory marks
/// give each side. A YAML record lists them (`dead:`); an SGF record marks territory on its last
/// node (`TB`/`TW`), and the dead stones are the other colour's stones on marked points of the
/// final position (docs/rules/go.md, "Counting"). A marked point counts once for its side when it
/// is empty or holds such a stone; a mark on the marker's own stone counts for nothing.
pub(super) fn dead_stones(record: &Record, game: &Game, size: Size) -> Result<DeadAndMarked, InputError> {
    let mut dead: Vec<(Point, Loc)> =
        record.dead.iter().map(|d| point(d, size).map(|p| (p, d.loc))).collect::<Result<_, _>>()?;
    // A stone listed twice is a slip in the record, said where it is (issue 27), not counted twice
    // nor passed over in silence.
    for (k, &(p, loc)) in dead.iter().enumerate() {
        if let Some(&(_, first)) = dead[..k].iter().find(|(q, _)| *q == p) {
            let at = grid::Notation::Gtp.format(p, size);
            return Err(records::error!(crate::lang::errors::DEAD_TWICE, loc; at, first.line, first.column));
        }
    }
    let Some(marks) = &record.territory else { return Ok((dead, None)) };
    let mut counted = vec![0u8; size.len()];
    let mut taken = vec![false; size.len()];
    let mut marked = (0u32, 0u32);
    for (owner, at) in marks {
        let Some(i) = size.contains(at.value).then(|| size.index(at.value)) else { continue };
        let stone = game.stone_at(at.value);
        let victim = owner.opponent();
        let bit = if *owner == Color::Black { 1 } else { 2 };
        if (stone.is_none() || stone == Some(victim)) && counted[i] & bit == 0 {
            counted[i] |= bit;
            if *owner == Color::Black {
                marked.0 += 1;
            } else {
                marked.1 += 1;
            }
        }
        if stone == Some(victim) && !taken[i] {
            taken[i] = true;
            dead.push((at.value, at.loc));
        }
    }
    Ok((dead, Some(marked)))
}
