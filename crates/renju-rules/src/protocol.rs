//! The opening protocols as a referee checks them, stone by stone (docs/rules/renju.md, "Opening
//! rules"; docs/rules/renju.md section 3). `n` is always the number of stones placed so far in
//! the game, so the stone being checked is stone `n + 1`.

use grid::{Notation, Point, Size};

use crate::opening::{distance, offers_equivalent};
use crate::{Board, Opening, OpeningSet, ViolationKind};

/// A broken opening rule: the kind, the point concerned and the sentence.
pub(crate) type Broken = (ViolationKind, Option<Point>, String);

/// The progress of the opening protocol of one game.
#[derive(Debug, Clone)]
pub(crate) struct Protocol {
    rule: Opening,
    set: OpeningSet,
    /// False when the game starts from a set-up position: opening rules are then not checked.
    active: bool,
    /// Bit `n` set: a swap was made after stone `n`.
    swapped_after: u16,
    declared: Option<u8>,
    fifth_offered: bool,
}

fn at(p: Point) -> String {
    Notation::Renju.format(p, Size::square(grid::MAX_SIDE))
}

impl Protocol {
    pub(crate) fn new(rule: Opening, set: OpeningSet, active: bool) -> Protocol {
        Protocol { rule, set, active, swapped_after: 0, declared: None, fifth_offered: false }
    }

    /// Number of swaps made.
    pub(crate) fn swaps(&self) -> u32 {
        self.swapped_after.count_ones()
    }

    fn canonical(&self) -> bool {
        self.set == OpeningSet::Canonical26
            || matches!(self.rule, Opening::Rif | Opening::Yamaguchi | Opening::Soosorv8)
    }

    fn uses_offers(&self) -> bool {
        matches!(self.rule, Opening::Rif | Opening::Yamaguchi | Opening::Soosorv8 | Opening::Taraguchi10)
    }

    /// Stones the protocol prescribes; no pass is allowed before they are all down (RIF 12.9
    /// forbids passing in the first three moves, the Swap rule until the sixth stone; a
    /// protocol that fixes who places each stone has no room for a pass).
    fn length(&self) -> usize {
        match self.rule {
            Opening::Free | Opening::Center => 0,
            Opening::Pro | Opening::LongPro => 3,
            _ => 5,
        }
    }

    fn within(&self, p: Point, center: Point, n: usize, limit: u8, square: &str) -> Result<(), Broken> {
        if distance(p, center) <= limit {
            return Ok(());
        }
        Err((
            ViolationKind::Opening,
            Some(p),
            format!(
                "stone {} must be within the {square} square around {} under the {} opening, not at {}",
                n + 1,
                at(center),
                self.rule_name(),
                at(p)
            ),
        ))
    }

    fn rule_name(&self) -> &'static str {
        if self.rule == Opening::Free && self.set == OpeningSet::Canonical26 {
            "canonical-26"
        } else {
            self.rule.id()
        }
    }

    /// Checks stone `n + 1` placed directly at `p`.
    pub(crate) fn check_place(&self, n: usize, p: Point, center: Point) -> Result<(), Broken> {
        if !self.active {
            return Ok(());
        }
        // Every protocol but free and swap2 starts at the centre (RIF 4.2), and so do the 26.
        let centre_first = !matches!(self.rule, Opening::Free | Opening::Swap2) || self.canonical();
        if n == 0 && centre_first && p != center {
            return Err((
                ViolationKind::Opening,
                Some(p),
                format!(
                    "stone 1 must be at the centre {} under the {} opening, not at {}",
                    at(center),
                    self.rule_name(),
                    at(p)
                ),
            ));
        }
        if self.canonical() || self.rule == Opening::Taraguchi10 {
            match n {
                1 => self.within(p, center, n, 1, "3x3")?,
                2 => self.within(p, center, n, 2, "5x5")?,
                _ => {}
            }
        }
        match (self.rule, n) {
            (Opening::Pro, 2) | (Opening::LongPro, 2) => {
                let (min, square) = if self.rule == Opening::Pro { (3, "5x5") } else { (4, "7x7") };
                if distance(p, center) < min {
                    return Err((
                        ViolationKind::Opening,
                        Some(p),
                        format!(
                            "stone 3 must be outside the central {square} square around {} under the {} opening, not at {}",
                            at(center),
                            self.rule.id(),
                            at(p)
                        ),
                    ));
                }
            }
            (Opening::Taraguchi10, 3) => self.within(p, center, n, 3, "7x7")?,
            (Opening::Taraguchi10, 4) => self.within(p, center, n, 4, "9x9")?,
            (Opening::Rif | Opening::Yamaguchi | Opening::Soosorv8, 4) => {
                return Err((
                    ViolationKind::Offer,
                    Some(p),
                    format!(
                        "Black must offer fifth moves for White to choose from under the {} opening, not play {} directly",
                        self.rule.id(),
                        at(p)
                    ),
                ));
            }
            _ => {}
        }
        Ok(())
    }

    /// Checks a pass after `n` stones.
    pub(crate) fn check_pass(&self, n: usize) -> Result<(), String> {
        if self.active && n < self.length() {
            return Err(format!(
                "passing is not allowed during the {} opening (before stone {} is on the board)",
                self.rule.id(),
                self.length()
            ));
        }
        Ok(())
    }

    /// Checks and records a swap after `n` stones.
    pub(crate) fn swap(&mut self, n: usize) -> Result<(), String> {
        if !self.active {
            return Err("no swap is possible: the game started from a set-up position".to_owned());
        }
        let already = |k: usize| self.swapped_after >> k & 1 == 1;
        let allowed = match self.rule {
            Opening::Rif | Opening::Yamaguchi => n == 3,
            Opening::Soosorv8 => n == 3 || n == 4,
            Opening::Taraguchi10 => (1..=4).contains(&n) || n == 5 && !self.fifth_offered,
            Opening::Swap2 => n == 3 || n == 5 && !already(3),
            Opening::Free | Opening::Center | Opening::Pro | Opening::LongPro => false,
        };
        let when = match self.rule {
            Opening::Rif | Opening::Yamaguchi => "once, right after stone 3",
            Opening::Soosorv8 => "once after stone 3 and once after stone 4",
            Opening::Taraguchi10 => "once after each of stones 1 to 4, and after a stone 5 placed directly",
            Opening::Swap2 => "after stone 3, or after stone 5 if not after stone 3",
            _ => "",
        };
        if !allowed {
            return Err(if when.is_empty() {
                format!("the {} opening has no swap", self.rule.id())
            } else {
                format!(
                    "a swap is not allowed after stone {n}: the {} opening allows it {when}",
                    self.rule.id()
                )
            });
        }
        if already(n) {
            return Err(format!("the colours were already swapped after stone {n}"));
        }
        self.swapped_after |= 1 << n;
        Ok(())
    }

    /// Checks and records the declared number of offers after `n` stones.
    pub(crate) fn declare(&mut self, n: usize, count: u8) -> Result<(), Broken> {
        let (at_stone, max) = match self.rule {
            Opening::Yamaguchi => (3, 12),
            Opening::Soosorv8 => (4, 8),
            _ => {
                return Err((
                    ViolationKind::Opening,
                    None,
                    format!("the {} opening has no declaration of 5th-move offers", self.rule.id()),
                ))
            }
        };
        if !self.active || n != at_stone || self.declared.is_some() || self.swapped_after >> n & 1 == 1 {
            return Err((
                ViolationKind::Opening,
                None,
                format!(
                    "the number of 5th-move offers is declared once, right after stone {at_stone} and before any swap, under the {} opening",
                    self.rule.id()
                ),
            ));
        }
        if !(1..=max).contains(&count) {
            return Err((
                ViolationKind::Offer,
                None,
                format!("the {} opening allows 1 to {max} offers, not {count}", self.rule.id()),
            ));
        }
        self.declared = Some(count);
        Ok(())
    }

    /// Checks Black's offers and White's choice for stone 5, after `n` stones.
    pub(crate) fn offer(
        &mut self,
        n: usize,
        offers: &[Point],
        keep: Point,
        board: &Board,
    ) -> Result<(), Broken> {
        if !self.active || !self.uses_offers() {
            return Err((
                ViolationKind::Offer,
                None,
                format!("the {} opening has no 5th-move offers", self.rule_name()),
            ));
        }
        if n != 4 {
            return Err((
                ViolationKind::Offer,
                None,
                format!("offers are made for stone 5, not stone {}", n + 1),
            ));
        }
        let (min, max) = match (self.rule, self.declared) {
            (Opening::Rif, _) => (2, 2),
            (Opening::Taraguchi10, _) => (10, 10),
            (_, Some(k)) => (usize::from(k), usize::from(k)),
            (Opening::Yamaguchi, None) => (1, 12),
            _ => (1, 8),
        };
        if !(min..=max).contains(&offers.len()) {
            let want = if min == max { format!("exactly {min}") } else { format!("{min} to {max}") };
            return Err((
                ViolationKind::Offer,
                None,
                format!(
                    "Black must offer {want} fifth moves under the {} opening, not {}",
                    self.rule.id(),
                    offers.len()
                ),
            ));
        }
        for (i, &a) in offers.iter().enumerate() {
            if !board.size().contains(a) {
                return Err((
                    ViolationKind::OffBoard,
                    Some(a),
                    format!("Black offers {}, which is not on the {} board", at(a), board.size().describe()),
                ));
            }
            if !board.is_empty_at(a) {
                return Err((
                    ViolationKind::Occupied,
                    Some(a),
                    format!("Black offers {}, which is already occupied", at(a)),
                ));
            }
            for &b in offers.iter().skip(i + 1) {
                if a == b {
                    return Err((ViolationKind::Offer, Some(a), format!("Black offers {} twice", at(a))));
                }
                if offers_equivalent(board, a, b) {
                    return Err((
                        ViolationKind::Offer,
                        Some(b),
                        format!(
                            "Black's offers {} and {} are symmetric (a symmetry of the position maps one onto the other); they must differ",
                            at(a),
                            at(b)
                        ),
                    ));
                }
            }
        }
        if !offers.contains(&keep) {
            let list: Vec<String> = offers.iter().map(|&p| at(p)).collect();
            return Err((
                ViolationKind::Offer,
                Some(keep),
                format!("White keeps {}, which is not one of Black's offers ({})", at(keep), list.join(", ")),
            ));
        }
        self.fifth_offered = true;
        Ok(())
    }
}
