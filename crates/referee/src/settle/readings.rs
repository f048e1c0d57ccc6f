//! Comparing a claim with a count whose dead stones the referee inferred (docs/rules/go.md
//! §1.8): every assignment of the uncertain chains, the points a side must fill, the points in
//! seki, and the estimate's other readings before any `disagrees`.

use super::{Settlement, MAX_UNCERTAIN};
use crate::claim::{self, Claim};
use crate::note::{More, Note, OtherReading, Reaching, Unsure};
use crate::verdict::{Settled, Unchecked};
use crate::vocab::Reason;
use go_rules::{Color, Game, Point, Scoring};
use grid::Notation;

/// The claim compared over every assignment of the chains the judgement is unsure of, each
/// alive or dead (docs/rules/go.md §1.8, "Dead stones"): `agrees` is true when every
/// assignment reaches the claim, false when none does, and null otherwise, with the margins
/// they give in a note.
///
/// Under territory counting a count without marks is also unsure of the points a player must
/// fill once the dame are filled (`Game::territory_fill_candidates`): an assignment reaches the
/// claim when its count with the referee's reading of them does, and cannot reach it when no
/// reading of them (each counted or not) gives the claimed margin. Points the count reads as
/// in a seki (no one's under the seki tax) rest on the inferred position too: a claim within
/// them of the count is reachable.
///
/// When the moves stop before two passes (`open_dame`), area counting splits the neutral points
/// the players had not yet filled; played out, each would have gone to one side, one point of
/// margin each. A claim that differs from the count by no more than those points is then
/// reached by some filling of them: `null`, never `false`.
///
/// Before saying `false`, the referee also tries the estimate's other readings one group at a
/// time: each group of chains the playouts called alive or dead (not pass-alive, not inside a
/// pass-alive region), read the other way, with every assignment of the uncertain chains. A
/// claim one such change reaches is not checkable, with the group named: the playouts are an
/// estimate, and a false `disagrees` is the worst outcome.
pub(crate) fn uncertain_claim(
    game: &Game,
    j: &go_rules::LifeJudgement,
    claim: Claim,
    open_dame: bool,
    counted_open: Option<u32>,
    v: &mut Settlement,
) {
    let unsure: Vec<&go_rules::ChainLife> = j.uncertain().collect();
    let territory = game.rules().scoring == Scoring::Territory;
    let sure = j.dead();
    // Moves that stop before two passes leave points a later count gave to one side: the dame
    // under area counting, the inside of open areas under territory counting.
    // Counted once with the score (`Score::open`) when the count was made.
    let open = match (open_dame, counted_open) {
        (false, _) => 0,
        (true, Some(open)) => open,
        (true, None) => open_points(game, j).unwrap_or(0),
    };
    let dame = open > 0;
    let seki = territory && game.seki_points(&sure) != (0, 0);
    let fills = territory && !game.territory_fill_candidates(&sure).is_empty();
    // A count that disagrees is always looked at again: another reading of one group may
    // reach the claim.
    if v.agrees != Some(false) && unsure.is_empty() && !dame && !seki && !fills {
        return;
    }
    // A draw is a margin of nothing: it goes through the same test as any margin.
    let Some(claimed) = super::claimed_margin(claim) else { return };
    if unsure.len() > MAX_UNCERTAIN {
        v.agrees = None;
        v.settled = Settled::NotCheckable(Unchecked::DeadStonesUncertain);
        v.notes.push(Note::TooManyUncertain { chains: unsure.len(), max: MAX_UNCERTAIN });
        return;
    }
    let mut reach = Reach {
        claim,
        claimed,
        territory,
        open_dame,
        hull: true,
        dame: f64::from(open),
        low: f64::INFINITY,
        high: f64::NEG_INFINITY,
        area_rules: None,
        last: 0.0,
    };
    let (mut reached, mut missed, mut possible) = (0usize, 0usize, 0usize);
    let mut points = Vec::with_capacity(sure.len() + unsure.iter().map(|c| c.stones.len()).sum::<usize>());
    for mask in 0u32..(1u32 << unsure.len()) {
        assignment(&mut points, &sure, &unsure, mask, &[], &[]);
        match reach.of(game, &points) {
            None => return,
            Some(Reached::Yes) => reached += 1,
            Some(Reached::Possibly) => {
                missed += 1;
                possible += 1;
            }
            Some(Reached::No) => missed += 1,
        }
    }
    let margin = super::margin_text;
    let tried = reached + missed;
    // Moves that stop before two passes are never refuted by the count (docs/rules/go.md §1.8):
    // the other readings, which only stand between the count and a `disagrees`, are not needed.
    if reached == 0 && possible == 0 && !open_dame {
        // No assignment reaches the claim: one group read the other way might.
        let (low, high) = (reach.low, reach.high);
        reach.hull = false;
        let found = weak_reading(game, j, &sure, &unsure, &mut reach, &mut points)
            .or_else(|| other_reading(game, j, &sure, &unsure, &mut reach, &mut points))
            .or_else(|| agreed_reading(game, j, &sure, &unsure, &mut reach, &mut points));
        (reach.low, reach.high) = (low, high);
        if let Some(reading) = found {
            v.settled = Settled::NotCheckable(Unchecked::DeadStonesUncertain);
            v.agrees = None;
            v.notes.push(Note::ReachedIf {
                chains: unsure.len(),
                tried,
                reading,
                low: margin(reach.low),
                high: margin(reach.high),
            });
            return;
        }
    }
    let note = |reach_of: Reaching| Note::InferredClaim {
        chains: unsure.len(),
        tried,
        reach: reach_of,
        low: margin(reach.low),
        high: margin(reach.high),
    };
    v.agrees = if missed == 0 {
        v.notes.push(note(Reaching::All));
        Some(true)
    } else if reached == 0 && possible == 0 && open_dame {
        v.notes.push(note(Reaching::None));
        Some(false)
    } else if reached == 0 && possible == 0 {
        v.notes.push(note(Reaching::NoneAnyReading));
        Some(false)
    } else {
        v.settled = Settled::NotCheckable(Unchecked::DeadStonesUncertain);
        v.notes.push(note(if unsure.is_empty() && territory {
            let mut why = Vec::new();
            if seki {
                why.push(Unsure::Seki);
            }
            if fills {
                why.push(Unsure::Fills);
            }
            if dame {
                why.push(Unsure::OpenAreas);
            }
            if why.is_empty() {
                why.push(Unsure::Other);
            }
            Reaching::DiffersBy(why)
        } else if unsure.is_empty() {
            Reaching::DiffersByDame
        } else {
            let more = if territory {
                Some((possible, More::Territory))
            } else if open_dame {
                Some((possible, More::Dame))
            } else {
                None
            };
            Reaching::Some { reached, more }
        }));
        None
    };
}

/// Whether some reading of the judgement `j` reaches the claim when the count is made another
/// way than the game's rules make it: by territory (`territory`), or by area under `area_rules`.
/// The readings are those tried before any `disagrees` (docs/rules/go.md §1.8): every
/// assignment of the uncertain chains, the weak chains, one group read the other way, what
/// players may have agreed. The margin (Black's) of the first count that reaches it, and
/// whether it took the judgement's dead stones as they are (some assignment of the uncertain
/// chains) or another reading of them. For a played end only: a record that stops before two
/// passes is never refuted, so never asks.
pub(crate) fn reached_another_way(
    game: &Game,
    j: &go_rules::LifeJudgement,
    claim: Claim,
    territory: bool,
    area_rules: Option<go_rules::Rules>,
) -> Option<(f64, bool)> {
    let claimed = super::claimed_margin(claim)?;
    let unsure: Vec<&go_rules::ChainLife> = j.uncertain().collect();
    if unsure.len() > MAX_UNCERTAIN {
        return None;
    }
    let sure = j.dead();
    let mut reach = Reach {
        claim,
        claimed,
        territory,
        open_dame: false,
        hull: true,
        dame: 0.0,
        low: f64::INFINITY,
        high: f64::NEG_INFINITY,
        area_rules,
        last: 0.0,
    };
    let mut points = Vec::with_capacity(sure.len() + unsure.iter().map(|c| c.stones.len()).sum::<usize>());
    for mask in 0u32..(1u32 << unsure.len()) {
        assignment(&mut points, &sure, &unsure, mask, &[], &[]);
        if !matches!(reach.of(game, &points), Some(Reached::No) | None) {
            return Some((reach.last, true));
        }
    }
    reach.hull = false;
    weak_reading(game, j, &sure, &unsure, &mut reach, &mut points)
        .or_else(|| other_reading(game, j, &sure, &unsure, &mut reach, &mut points))
        .or_else(|| agreed_reading(game, j, &sure, &unsure, &mut reach, &mut points))
        .filter(|r| !matches!(r, OtherReading::SomeWeak { .. } | OtherReading::TooMany { .. }))
        .map(|_| (reach.last, false))
}

/// How a count compares with the claim.
pub(crate) enum Reached {
    /// Its margin is the claim's.
    Yes,
    /// Another reading of the points it is unsure of (points to fill, in seki, unfilled dame)
    /// gives the claim.
    Possibly,
    /// No reading of it does.
    No,
}

/// The claim being compared, and the lowest and highest margins seen.
pub(crate) struct Reach {
    claim: Claim,
    /// The claimed margin, Black's (negative for White).
    claimed: f64,
    territory: bool,
    open_dame: bool,
    /// Whether points in seki may go either way region by region (the judgement's own
    /// reading), or only all with the tax or all without it (another reading of a group).
    hull: bool,
    /// The neutral points of the judgement's own count (the dame the moves leave open).
    dame: f64,
    low: f64,
    high: f64,
    /// An area count made under these rules rather than the game's own (a record whose rules
    /// are in doubt, counted as another rule set counts).
    area_rules: Option<go_rules::Rules>,
    /// Black's margin in the last count compared.
    last: f64,
}

impl Reach {
    /// Compares the count with the stones on `points` removed; `None` when it cannot be made.
    fn of(&mut self, game: &Game, points: &[Point]) -> Option<Reached> {
        let reading = if self.territory { Some(territory_reading(game, points).ok()?) } else { None };
        let (winner, signed) = match &reading {
            Some(r) => (r.score.winner, r.score.margin_points),
            None => {
                let s = match &self.area_rules {
                    Some(rules) => game.score_under(rules, points).ok()?,
                    None => game.score(points).ok()?,
                };
                (s.winner, 2.0 * s.margin_stones)
            }
        };
        self.last = signed;
        self.low = self.low.min(signed);
        self.high = self.high.max(signed);
        let ending = claim::Ending {
            winner: winner.into(),
            reason: Some(Reason::Score),
            margin_points: Some(signed.abs()),
        };
        if claim::agrees(self.claim, ending) == Some(true) {
            return Some(Reached::Yes);
        }
        if let Some(r) = reading {
            let (lo, hi, seki) = (r.low, r.high, r.seki);
            // Points read as in a seki would be their surrounding side's without the seki tax:
            // for the judgement's own reading, each region of them either way (Black's up to
            // `b` points more, White's up to `w`); for another reading of a group, the count
            // with the tax or without it.
            let (b, w) = if seki == 0 { (0, 0) } else { game.seki_points(points) };
            let (b, w) = (f64::from(b), f64::from(w));
            // Open areas the moves left (the judgement's own count: another reading of a group
            // opens regions no one closed because no one had to).
            let (lo, hi) = if self.open_dame { (lo - self.dame, hi + self.dame) } else { (lo, hi) };
            let within = |lo: f64, hi: f64| (lo - 1e-9..=hi + 1e-9).contains(&self.claimed);
            let hit = if self.hull {
                self.low = self.low.min(lo - w);
                self.high = self.high.max(hi + b);
                within(lo - w, hi + b)
            } else {
                self.low = self.low.min(lo).min(lo + b - w);
                self.high = self.high.max(hi).max(hi + b - w);
                within(lo, hi) || within(lo + b - w, hi + b - w)
            };
            return Some(if hit { Reached::Possibly } else { Reached::No });
        }
        let range = if self.open_dame && self.hull {
            game.score(points).ok().map(|s| {
                let n = f64::from(s.neutral);
                (signed - n, signed + n)
            })
        } else if self.open_dame {
            // Another reading of a group opens regions no one filled because no one had to:
            // only the dame the judgement's own count leaves open are allowed for.
            Some((signed - self.dame, signed + self.dame))
        } else {
            None
        };
        let Some((lo, hi)) = range else { return Some(Reached::No) };
        self.low = self.low.min(lo);
        self.high = self.high.max(hi);
        Some(if (lo - 1e-9..=hi + 1e-9).contains(&self.claimed) { Reached::Possibly } else { Reached::No })
    }
}

/// The dead points of one assignment: the judgement's dead stones and the uncertain chains
/// whose bit is set in `mask`, less the stones of `revived`, plus those of `killed`.
pub(crate) fn assignment(
    points: &mut Vec<Point>,
    sure: &[Point],
    unsure: &[&go_rules::ChainLife],
    mask: u32,
    revived: &[Point],
    killed: &[Point],
) {
    points.clear();
    points.extend(sure.iter().filter(|p| !revived.contains(p)));
    for (k, c) in unsure.iter().enumerate() {
        if mask & (1 << k) != 0 {
            points.extend_from_slice(&c.stones);
        }
    }
    points.extend_from_slice(killed);
}

/// Below this confidence a status the playouts gave is weak: before disagreeing, the claim
/// is also compared over every assignment of the weak chains with the uncertain ones.
pub(crate) const WEAK: f64 = 0.75;

/// The weak chains (alive or dead by the playouts with a confidence below [`WEAK`]) tried in
/// every assignment together with the uncertain ones, when there are at most
/// [`MAX_UNCERTAIN`] in all: the description of the first assignment that reaches the claim.
/// With more, the claim might be reached by some reading of them: said so, never `false`.
pub(crate) fn weak_reading(
    game: &Game,
    j: &go_rules::LifeJudgement,
    sure: &[Point],
    unsure: &[&go_rules::ChainLife],
    reach: &mut Reach,
    points: &mut Vec<Point>,
) -> Option<OtherReading> {
    let weak: Vec<&go_rules::ChainLife> = j
        .chains
        .iter()
        .filter(|c| {
            c.life != go_rules::Life::Uncertain
                && matches!(c.reason, go_rules::LifeReason::Playouts | go_rules::LifeReason::Seki)
                && c.confidence < WEAK
        })
        .collect();
    if weak.is_empty() {
        return None;
    }
    if weak.len() + unsure.len() > MAX_UNCERTAIN {
        // Too many to try in every assignment: the estimate is too loose to disagree.
        return Some(OtherReading::SomeWeak { weak: weak.len(), below: WEAK, max: MAX_UNCERTAIN });
    }
    let size = game.size();
    let (mut revived, mut killed) = (Vec::new(), Vec::new());
    for w in 1u32..(1u32 << weak.len()) {
        revived.clear();
        killed.clear();
        for (k, c) in weak.iter().enumerate() {
            if w & (1 << k) != 0 {
                if c.life == go_rules::Life::Dead {
                    revived.extend_from_slice(&c.stones);
                } else {
                    killed.extend_from_slice(&c.stones);
                }
            }
        }
        for mask in 0u32..(1u32 << unsure.len()) {
            assignment(points, sure, unsure, mask, &revived, &killed);
            if !matches!(reach.of(game, points), Some(Reached::No) | None) {
                let chains = weak
                    .iter()
                    .enumerate()
                    .filter(|&(k, _)| w & (1 << k) != 0)
                    .map(|(_, c)| {
                        let at = Notation::Gtp.format(c.stones[0], size);
                        (
                            crate::vocab::Player::from(c.color),
                            at,
                            c.life == go_rules::Life::Dead,
                            c.confidence,
                        )
                    })
                    .collect();
                return Some(OtherReading::Weak { below: WEAK, chains });
            }
        }
    }
    None
}

/// At most this many counts are made reading the groups the other way one at a time; past it
/// the claim is not checkable (said as if a change reached it, since not every one was tried).
pub(crate) const MAX_OTHER_READINGS: usize = 4096;

/// The first group of chains the playouts judged alive or dead (connected through shared
/// liberties, same colour, same status; never a certain one) whose other reading, with some
/// assignment of the uncertain chains, reaches the claim: its description for the note.
pub(crate) fn other_reading(
    game: &Game,
    j: &go_rules::LifeJudgement,
    sure: &[Point],
    unsure: &[&go_rules::ChainLife],
    reach: &mut Reach,
    points: &mut Vec<Point>,
) -> Option<OtherReading> {
    let size = game.size();
    let estimated = |c: &go_rules::ChainLife| {
        c.life != go_rules::Life::Uncertain
            && !matches!(c.reason, go_rules::LifeReason::PassAlive | go_rules::LifeReason::InPassAliveRegion)
    };
    // Chain index per point, then groups: chains joined through an empty point next to both.
    let mut at = vec![usize::MAX; size.len()];
    for (k, c) in j.chains.iter().enumerate() {
        for &p in &c.stones {
            at[size.index(p)] = k;
        }
    }
    let mut parent: Vec<usize> = (0..j.chains.len()).collect();
    fn root(parent: &mut [usize], mut k: usize) -> usize {
        while parent[k] != k {
            parent[k] = parent[parent[k]];
            k = parent[k];
        }
        k
    }
    for i in 0..size.len() {
        if at[i] != usize::MAX {
            continue;
        }
        let p = size.point(i);
        let around: Vec<usize> = [(0, 1), (0, -1), (1, 0), (-1, 0)]
            .into_iter()
            .filter_map(|(dc, dr)| size.offset(p, dc, dr))
            .map(|q| at[size.index(q)])
            .filter(|&k| k != usize::MAX && estimated(&j.chains[k]))
            .collect();
        for (x, &a) in around.iter().enumerate() {
            for &b in &around[x + 1..] {
                let (ca, cb) = (&j.chains[a], &j.chains[b]);
                if ca.color == cb.color && ca.life == cb.life {
                    let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
                    parent[ra] = rb;
                }
            }
        }
    }
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut group_of = vec![usize::MAX; j.chains.len()];
    for k in 0..j.chains.len() {
        if !estimated(&j.chains[k]) {
            continue;
        }
        let r = root(&mut parent, k);
        if group_of[r] == usize::MAX {
            group_of[r] = groups.len();
            groups.push(Vec::new());
        }
        groups[group_of[r]].push(k);
    }
    let mut stones: Vec<Point> = Vec::new();
    let mut counts = 0usize;
    for g in &groups {
        stones.clear();
        for &k in g {
            stones.extend_from_slice(&j.chains[k].stones);
        }
        let first = &j.chains[g[0]];
        let dead = first.life == go_rules::Life::Dead;
        for mask in 0u32..(1u32 << unsure.len()) {
            counts += 1;
            let (revived, killed): (&[Point], &[Point]) = if dead { (&stones, &[]) } else { (&[], &stones) };
            assignment(points, sure, unsure, mask, revived, killed);
            let hit =
                counts > MAX_OTHER_READINGS || !matches!(reach.of(game, points), Some(Reached::No) | None);
            if hit {
                return Some(if counts > MAX_OTHER_READINGS {
                    OtherReading::TooMany { max: MAX_OTHER_READINGS }
                } else {
                    OtherReading::Group {
                        player: crate::vocab::Player::from(first.color),
                        at: Notation::Gtp.format(first.stones[0], size),
                        stones: stones.len(),
                        dead,
                        share: first.own_share,
                    }
                });
            }
        }
    }
    None
}

/// What the players may have agreed beyond any reading of the judgement (docs/rules/go.md §1.8,
/// "Before disagreeing"): their agreement on dead stones is final (art. 8), and a record
/// without marks does not keep it, so before `disagrees` the referee tries what players are
/// seen to agree in real archives, each with every assignment of the uncertain chains:
/// nothing taken off (players who marked nothing, though stones are dead), every seki chain of
/// one colour marked dead (players who mark a seki as dead), and one chain the judgement takes
/// off as certainly dead left on the board (a stone in atari the owner of the area did not
/// capture). The first that reaches the claim, for the note.
pub(crate) fn agreed_reading(
    game: &Game,
    j: &go_rules::LifeJudgement,
    sure: &[Point],
    unsure: &[&go_rules::ChainLife],
    reach: &mut Reach,
    points: &mut Vec<Point>,
) -> Option<OtherReading> {
    let size = game.size();
    let reaches =
        |reach: &mut Reach, points: &[Point]| !matches!(reach.of(game, points), Some(Reached::No) | None);
    // Nothing taken off: the stones as they stand.
    if !sure.is_empty() && reaches(reach, &[]) {
        return Some(OtherReading::AsTheyStand);
    }
    let mut counts = 0usize;
    // Every seki chain of one colour marked dead.
    for color in [Color::Black, Color::White] {
        let seki: Vec<Point> = j
            .chains
            .iter()
            .filter(|c| {
                c.color == color && c.life == go_rules::Life::Alive && c.reason == go_rules::LifeReason::Seki
            })
            .flat_map(|c| c.stones.iter().copied())
            .collect();
        if seki.is_empty() {
            continue;
        }
        for mask in 0u32..(1u32 << unsure.len()) {
            counts += 1;
            assignment(points, sure, unsure, mask, &[], &seki);
            if counts <= MAX_OTHER_READINGS && reaches(reach, points) {
                return Some(OtherReading::SekiDead { player: color.into(), stones: seki.len() });
            }
        }
    }
    // One certainly dead chain left on the board (those the playouts judged are read the other
    // way by `other_reading`).
    for c in j
        .chains
        .iter()
        .filter(|c| c.life == go_rules::Life::Dead && c.reason == go_rules::LifeReason::InPassAliveRegion)
    {
        for mask in 0u32..(1u32 << unsure.len()) {
            counts += 1;
            if counts > MAX_OTHER_READINGS {
                return Some(OtherReading::TooMany { max: MAX_OTHER_READINGS });
            }
            assignment(points, sure, unsure, mask, &c.stones, &[]);
            if reaches(reach, points) {
                return Some(OtherReading::LeftOnBoard {
                    player: c.color.into(),
                    at: Notation::Gtp.format(c.stones[0], size),
                    stones: c.stones.len(),
                });
            }
        }
    }
    None
}

/// A territory count without marks, with the stones on `dead` removed: the surrounded regions
/// less the points their owner must fill once the dame are filled (`Game::territory_fills`),
/// those points, and Black's lowest and highest margins with each point of
/// `Game::territory_fill_candidates` counted or not. The dame are filled once for all of it.
pub(crate) struct TerritoryReading {
    pub score: go_rules::TerritoryScore,
    pub fills: Vec<Point>,
    pub low: f64,
    pub high: f64,
    /// The points the count gives nobody as in a seki (before the fills are taken off, which
    /// clears the count's own figure).
    pub seki: u32,
}

pub(crate) fn territory_reading(
    game: &Game,
    dead: &[Point],
) -> Result<TerritoryReading, go_rules::ScoreError> {
    let t = game.territory_score(dead)?;
    let go_rules::FillPoints { fills, candidates } = game.territory_fill_points(dead);
    let (mut black, mut white) = (t.black_territory, t.white_territory);
    for &p in &fills {
        // A fill is a point of its owner's territory: the colour of the chain next to it.
        match owner_of_fill(game, p, dead) {
            Some(Color::Black) => black = black.saturating_sub(1),
            Some(Color::White) => white = white.saturating_sub(1),
            None => {}
        }
    }
    let (mut low, mut high) = (t.margin_points, t.margin_points);
    for &p in &candidates {
        match owner_of_fill(game, p, dead) {
            Some(Color::Black) => low -= 1.0,
            Some(Color::White) => high += 1.0,
            None => {}
        }
    }
    let seki = t.seki;
    Ok(TerritoryReading { score: t.with_territory(black, white), fills, low, high, seki })
}

/// The colour whose territory a point to fill is: that of a live stone next to it.
pub(crate) fn owner_of_fill(game: &Game, p: Point, dead: &[Point]) -> Option<Color> {
    let size = game.size();
    [(0, 1), (0, -1), (1, 0), (-1, 0)]
        .into_iter()
        .filter_map(|(dc, dr)| size.offset(p, dc, dr))
        .find_map(|q| game.stone_at(q).filter(|_| !dead.contains(&q)))
}

/// Black's lowest and highest margin over the readings of an inferred count: Black's worst,
/// with every uncertain or weak (judged by the playouts with a confidence under
/// [`WEAK`](WEAK)) chain of Black's dead and every such chain of White's
/// alive, then White's worst the other way round (taking a colour's stones off never raises its
/// margin, under area or territory counting, so these bound every assignment), and for a record
/// that stops before two passes its `open` points to either side. `counted`: the count's own
/// margin. `None` when a count cannot be made.
pub(crate) fn range_of(
    game: &Game,
    j: &go_rules::LifeJudgement,
    counted: f64,
    open: u32,
) -> Option<[f64; 2]> {
    let territory = game.rules().scoring == Scoring::Territory;
    let doubtful = |c: &go_rules::ChainLife| {
        c.life == go_rules::Life::Uncertain
            || matches!(c.reason, go_rules::LifeReason::Playouts | go_rules::LifeReason::Seki)
                && c.confidence < WEAK
    };
    // The dead stones when every doubtful chain of `worst` is dead and every other one alive.
    let margin = |worst: Color| -> Option<f64> {
        let points: Vec<Point> = j
            .chains
            .iter()
            .filter(|c| if doubtful(c) { c.color == worst } else { c.life == go_rules::Life::Dead })
            .flat_map(|c| c.stones.iter().copied())
            .collect();
        if territory {
            Some(territory_reading(game, &points).ok()?.score.margin_points)
        } else {
            Some(2.0 * game.score(&points).ok()?.margin_stones)
        }
    };
    // With no doubtful chain both extremes are the count itself (`counted`), made once already.
    let (low, high) = if j.chains.iter().any(doubtful) {
        (margin(Color::Black)?, margin(Color::White)?)
    } else {
        (counted, counted)
    };
    let open = f64::from(open);
    Some([low.min(high) - open, high.max(low) + open])
}

/// The points a record that stops before two passes leaves open, with the judgement's dead
/// stones taken off: the dame under area counting, the inside of open areas under territory
/// counting; `None` for a game that reached its count.
pub(crate) fn open_points(game: &Game, j: &go_rules::LifeJudgement) -> Option<u32> {
    if game.status() != go_rules::Status::Playing {
        return None;
    }
    let sure = j.dead();
    if game.rules().scoring == Scoring::Territory {
        Some(game.open_points(&sure))
    } else {
        game.score(&sure).ok().map(|s| s.neutral)
    }
}
