//! Every note in English: the text JSON, YAML and Python carry (docs/contract.md §5), and what
//! `--lang en` prints.

use competition_rules::Overtime;

use super::*;
use crate::lang::{side, winner_name, Lang};
use crate::verdict::{count, points_text, stones_in_words};
use crate::vocab::Player;

impl Note {
    pub(super) fn english(&self) -> String {
        match self {
            Note::Match(comment) => format!("match: {comment}"),
            Note::Read(note) => note.as_str().to_owned(),
            Note::DuringCount { counted, reason } => format!(
                "the moves end with two passes and the count gives {counted}; the game ended by {reason} during the count"
            ),
            Note::AllAlive => "friendly_pass: false: every stone on the board at the end is alive (stones leave the board only by capture)".to_owned(),
            Note::AllAliveMarksUnused => "friendly_pass: false: every stone on the board at the end is alive; the record's dead stones and territory marks are not used".to_owned(),
            Note::PassAliveMarksUnused => "dead_stones: pass-alive: the record's dead stones and territory marks are not used; only stones inside the opponent's pass-alive territory are removed".to_owned(),
            Note::DeadUnrecorded => "dead stones not recorded: counted as the board stands".to_owned(),
            Note::PassAliveRemoved { stones, by_colour } => {
                let what = "stones inside the opponent's pass-alive territory, removed before counting as KataGo counts (dead_stones: pass-alive, docs/rules/go.md §1.11)";
                if by_colour.is_empty() {
                    return format!("{what}: none");
                }
                format!("{what}: {} ({})", count(*stones, "stone", "stones"), colour_lists(Lang::En, by_colour))
            }
            Note::Inferred { stones, dead, uncertain } => {
                let mut line = if dead.is_empty() {
                    "no dead stones marked: the referee's judgement of the final position finds none".to_owned()
                } else {
                    format!(
                        "no dead stones marked: the referee's judgement of the final position takes {} in {} off ({})",
                        count(*stones, "stone", "stones"),
                        count(dead.len(), "chain", "chains"),
                        colour_lists(Lang::En, dead)
                    )
                };
                if *uncertain > 0 {
                    line.push_str(&format!("; {} uncertain, counted alive", count(*uncertain, "chain", "chains")));
                }
                line
            }
            Note::UncertainChain { player, at, stones, share } => format!(
                "uncertain: the {} chain at {at} ({}) stays {}'s in {:.0}% of the playouts",
                lower(*player),
                count(*stones, "stone", "stones"),
                lower(*player),
                100.0 * share
            ),
            Note::NotTerritory(points) => format!(
                "not counted as territory: {} (a point its owner must fill once the dame are filled)",
                points.join(" ")
            ),
            Note::TerritoryMarked { black, white, regions } => format!(
                "territory as marked in the record: Black {black}, White {white} (surrounded regions give {} and {}; the difference is points in seki or left unmarked)",
                regions.0, regions.1
            ),
            Note::HandicapBonus(stones) => {
                format!("handicap bonus: White receives {} more", stones_in_words(*stones))
            }
            Note::Seki(points) => format!(
                "{points} surrounded {} count for nobody, read as in seki: the region holds a dame or a chain in atari \
                 (docs/rules/go.md §1.9; dame that are no seki must be filled, or the territory marked, before the count)",
                if *points == 1 { "point" } else { "points" }
            ),
            Note::GroupTax { black, white } => format!(
                "group tax (tax: all): Black pays {black} points, White {white} (two for each living group)"
            ),
            Note::ButtonTaken(player) => {
                format!("button: {} passed first and receives half a point", side(Lang::En, *player))
            }
            Note::CleanupPoints { black, white } => format!(
                "KataGo's second cleanup phase: Black's {black} and White's {white} moves in it earn a point each (cleanup_points, included below)"
            ),
            Note::PassStones { black, white } => format!(
                "pass stones: Black's {black} passes are White's prisoners, White's {white} (its closing pass included, AGA rule 7) are Black's"
            ),
            Note::TerritoryCount { black, white, komi } => format!(
                "territory count: Black {} territory + {} prisoners, White {} territory + {} prisoners, komi {} points",
                black.0,
                black.1,
                white.0,
                white.1,
                points_text(*komi)
            ),
            Note::MoreCycles(n) => format!("{n} more cycles entered and left"),
            Note::CleanupKo { mv, ply } => format!(
                "the claimed result cannot be checked: {mv} at ply {ply} breaks the referee's ko rule, but it comes in KataGo's cleanup phases, whose own ko rule (a ko retaken only after a pass-for-ko, written as a move on the ko) the referee does not model"
            ),
            Note::MissingPassHint => "hint: some servers leave passes out of their records; `--set missing_pass=implied` reads a move out of turn as following a pass the server dropped (docs/rules/go.md §2.3)".to_owned(),
            Note::StopsInCycle => "the record stops in the cycle: the repetition ends the game with no result".to_owned(),
            Note::ClosingPassOwed => "the record ends with Black's pass: White's closing pass (AGA: White passes last) is not in it and is counted as owed (a prisoner for Black under territory counting)".to_owned(),
            Note::DeadListUnused => "the game did not end by two passes: the dead stones listed were not used".to_owned(),
            Note::StopsCounted(StopCount::PassAlive) => "the moves stop before two passes on a board whose every point is pass-alive (KataGo ends such a game without passes): counted as KataGo counts it".to_owned(),
            Note::StopsCounted(StopCount::Inferred) => "the moves stop before two passes; counted with the dead stones the referee infers".to_owned(),
            Note::StopsCounted(StopCount::Marked) => "the moves stop before two passes; counted with the dead stones the record marks".to_owned(),
            Note::NotAllPassAlive => "the moves stop before two passes, and not every point is pass-alive, so KataGo had not ended the game: the counted claim cannot be checked".to_owned(),
            Note::TooOpen { stones, open } => format!(
                "the moves stop before two passes far from the end ({} on the board, {} in regions that reach both colours; a count needs at least a quarter of the board covered and at most a tenth open): the counted claim cannot be checked",
                count(*stones, "stone", "stones"),
                count(*open, "point", "points")
            ),
            Note::StopsUnmarked => "the moves stop before two passes and no dead stones are marked: the counted claim cannot be checked".to_owned(),
            Note::CleanupKos(n) => format!(
                "not checkable: {} taken in KataGo's cleanup phases, whose own ko rule (a ko retaken only after a pass-for-ko, written as a move on the ko) the referee does not model",
                count(*n, "ko was", "kos were")
            ),
            Note::EstimatedEnd => "the moves stop before two passes, so the position counted is the referee's estimate of an unplayed end: a count that misses the claim does not refute it; not checkable".to_owned(),
            Note::OtherKomi { off, komi, needed, by } => format!(
                "the claim is {} points from the count, not a whole number: no count of this position with komi {} points gives it, but komi {} points, {}, does; not checkable",
                points_text(*off),
                points_text(*komi),
                points_text(*needed),
                match by {
                    crate::note::KomiBy::Profile(name) => format!("the komi of {name}"),
                    crate::note::KomiBy::FoxZero => "which Fox counted with where its records write KM[0]".to_owned(),
                }
            ),
            Note::GaveWayInCycle { reason } => format!(
                "the record stops in a whole-board cycle, which would end the game with no result, but the claim is a {reason}: a player may give way at any time, so the claim stands as how the game ended"
            ),
            Note::TerritoryReaches { profile, result, same_dead } => format!(
                "the record names no rules; counted by territory with {} (`--rules {profile}`) it is {result}, which reaches the claim: the server may have counted territory",
                dead_words(*same_dead)
            ),
            Note::AreaReaches { profile, result, same_dead } => format!(
                "the record's RU was cut; counted by area with {} (`--rules {profile}`) it is {result}, which reaches the claim: the game may have been played under KGS's {} rules",
                dead_words(*same_dead),
                if *profile == "go-aga" { "AGA" } else { "Chinese" }
            ),
            Note::RulesInDoubt { profile, result } => format!(
                "the record's RU was cut and its komi does not say which of KGS's rule sets it was played under: the territory count reaches the claim, but counted by area (`--rules {profile}`) it is {result}, which does not"
            ),
            Note::CountRange { chains, low, high } => format!(
                "no claim to settle, and the count is not certain ({} and the chains the playouts judged with less than 75% confidence): over their readings Black's margin runs from {low} to {high}",
                count(*chains, "uncertain chain", "uncertain chains")
            ),
            Note::ClaimInStones { stones, points } => format!(
                "the claim's margin, {}, is a quarter of a point off any count in points: read in stones, as Fox writes Chinese-rules margins, and compared as {} points",
                points_text(*stones),
                points_text(*points)
            ),
            Note::Edit { after, added, emptied, first } => {
                let turn = first.map_or(String::new(), |c| format!(", {} to play", side(Lang::En, c)));
                format!(
                    "after ply {after}: the file edits the position ({} placed, {} emptied{turn}); \
                     play is judged from the edited position, and superko compares positions from the edit on",
                    count(*added, "stone", "stones"),
                    count(*emptied, "point", "points")
                )
            }
            Note::ClosingPass(ply) => format!(
                "ply {ply}: White's closing pass (AGA: White passes last, so Black's pass had not ended the game)"
            ),
            Note::LatePass(ply) => format!(
                "ply {ply}: a pass after the two passes that ended the game (as IGS records the count's confirmation): noted, not played"
            ),
            Note::ImpliedPass { ply, mover, next } => format!(
                "ply {ply}: {}'s pass implied before {}'s move (two {} moves in a row; missing_pass: implied)",
                side(Lang::En, *mover),
                side(Lang::En, *next),
                side(Lang::En, *next)
            ),
            Note::Button { ply, player } => format!(
                "ply {ply}: {}'s pass takes the button (half a point); it is no pass toward the end, so two more passes in a row end the game (KataGo's button; docs/rules/go.md §1.10)",
                player.map_or("?", |p| side(Lang::En, p))
            ),
            Note::PlaysOn(ply) => format!(
                "ply {ply}: White plays on after Black's pass made two in a row (AGA: White passes last, so the game had not ended; docs/rules/go.md §1.10)"
            ),
            Note::Resumes(ply) => format!(
                "ply {ply}: play resumes after two passes stopped the game (resume: true; docs/rules/go.md §1.3)"
            ),
            Note::Cycle { ply, message, .. } => format!(
                "ply {ply}: {message}: a whole-board cycle, which voids the game only if the record stops in it"
            ),
            Note::TooManyUncertain { chains, max } => format!(
                "{chains} chains are uncertain, more than the {max} whose every assignment the referee tries: the claim is not checked"
            ),
            Note::HandicapMoves(placed) => format!(
                "handicap {placed} with no setup stones: Black's first {placed} moves are the handicap stones (free placement)"
            ),
            Note::HandicapKataGo { set_up, placed } => {
                let n = set_up + placed;
                let moves = if *placed == 1 { "move is".to_owned() } else { format!("{placed} moves are") };
                let stones = if *set_up == 1 { "stone" } else { "stones" };
                format!(
                    "HA[{n}] with {set_up} setup {stones} and Black to move: Black's first {moves} the rest of the handicap, as KataGo writes it (its handicap counts the setup stones and Black's moves before White's first; docs/rules/go.md §1.6)"
                )
            }
            Note::WhiteFirst => "no PL in the file and its first move is White's, after setup stones (a problem or a handicap \
                 record): White moves first"
                .to_owned(),
            Note::UnreadClaim(text) => {
                format!("the claimed result \"{text}\" is not a form the referee reads: not compared")
            }
            Note::BareWinner { text, winner } => format!(
                "\"{}\" names only the winner: read as a win for {} with no reason given",
                records::excerpt(text),
                winner_name(Lang::En, *winner)
            ),
            Note::ComparedAsStands { claimed, result } => format!(
                "the claimed {} was compared with the board as it stands ({result}): no dead stones are recorded, and the claim may count stones the players agreed dead",
                records::excerpt(claimed)
            ),
            Note::ClaimUnchecked => {
                "the moves stop before the rules end the game: the claimed result cannot be checked".to_owned()
            }
            Note::KomiInStones { from, komi, size } => format!(
                "{from} is in stones ({} points), more than any rules give on {size}x{size}: if {komi} points are meant, write komi_points={komi}",
                2.0 * komi
            ),
            Note::NoTimeGiven(n) => {
                let (n, verb) = if *n == 1 { ("1 move".to_owned(), "gives") } else { (format!("{n} moves"), "give") };
                format!("{n} {verb} no time: counted as taking none")
            }
            Note::NoTimes => {
                "the profile sets a time control but the record gives no times: clocks not checked".to_owned()
            }
            Note::NoMainTime => {
                "the record gives thinking times but the profile sets no `main_time`: clocks not checked".to_owned()
            }
            Note::ClocksChecked => "clock readings (time left) checked: no clock ran out".to_owned(),
            Note::RestNotJudged(rest) => {
                let entries = if *rest == 1 { "entry" } else { "entries" };
                format!("the game ended on time: the last {rest} {entries} of the record, from the move out of time, are not judged")
            }
            Note::Opening { code, chinese, japanese } => format!("opening {code} {chinese} {japanese}"),
            Note::Continuous { fives, left } => format!(
                "continuous game: fives made Black {}, White {}; stones still to place Black {}, White {}",
                fives.0, fives.1, left.0, left.1
            ),
            Note::Chosen(parts) => parts.iter().map(|p| p.text(Lang::En)).collect::<Vec<_>>().join("; "),
            Note::CommanderFell { ply, player, flag: Some(at) } => {
                format!("ply {ply}: {}'s commander fell; {}'s flag is on {at}", lower(*player), lower(*player))
            }
            Note::CommanderFell { ply, player, flag: None } => {
                format!("ply {ply}: {}'s commander fell; {} has no flag", lower(*player), lower(*player))
            }
            Note::Out { ply, player, why, by, pieces_stay } => {
                use junqi_rules::OutReason;
                let who = lower(*player);
                let cause = match (why, by) {
                    (OutReason::FlagCaptured, Some(by)) => format!("{who}'s flag is taken by {}", lower(*by)),
                    (OutReason::FlagCaptured, None) => format!("{who}'s flag is taken"),
                    (OutReason::NoLegalMove, _) => format!("{who} has no legal move on its turn"),
                    (OutReason::Resigned, _) => format!("{who} resigns"),
                    (OutReason::Timeout, _) => format!("{who} runs out of time"),
                    (OutReason::Forfeit, _) => format!("{who} forfeits"),
                };
                let pieces = if *pieces_stay {
                    "its pieces stay where they stand, never to move again,"
                } else {
                    "its pieces leave the board"
                };
                format!("ply {ply}: {cause}; {who} is out, {pieces} and its turns are skipped")
            }
            Note::Adjourned { mv, line } => format!(
                "the record stops at an adjournment: the sealed move {mv} (line {line}) is not yet played"
            ),
            Note::FlagUsed { ply, player, used, allowed, control } => {
                let title = side(Lang::En, *player);
                format!(
                    "ply {ply}: {title} took {used} with at most {allowed} left on the clock under {}: {title} loses on time (超时判负)",
                    control.describe()
                )
            }
            Note::FlagReading { ply, player, seconds, periods } => {
                let title = side(Lang::En, *player);
                let periods = periods.map_or(String::new(), |p| format!(" and {}", count(p as usize, "period", "periods")));
                format!("ply {ply}: {title}'s clock reads {seconds}s{periods} left after the move: {title} loses on time (超时判负)")
            }
            Note::ClocksConfirmed { control, sides } => {
                let dial = |(who, used, left): &(Player, String, Option<u32>)| {
                    let overtime = match (left, control.overtime) {
                        (Some(n), Overtime::Reserve { .. }) => {
                            format!(", {} left", count(*n as usize, "reserve minute", "reserve minutes"))
                        }
                        (Some(n), _) => format!(", {} left", count(*n as usize, "period", "periods")),
                        (None, _) => String::new(),
                    };
                    format!("{} used {used}{overtime}", side(Lang::En, *who))
                };
                let dials: Vec<String> = sides.iter().map(dial).collect();
                format!("clocks confirmed under {}: {}", control.describe(), dials.join("; "))
            }
            Note::Overruled { player, seconds, ply, later, claim, last } => {
                let title = side(Lang::En, *player);
                let ended = match claim {
                    Some(claim) => format!("the record ends {claim}"),
                    None => "the record claims no result".to_owned(),
                };
                let later = match later {
                    0 => String::new(),
                    n => format!(" ({} of {title}'s clock below zero after it)", count(*n, "later reading", "later readings")),
                };
                let went_on = if *last { "the game was not lost on time there" } else { "play went on" };
                let judged = if *last { "" } else { ", and the later moves are judged" };
                format!(
                    "{title}'s clock read {seconds}s at ply {ply}{later}; {went_on} and {ended}: the reading is evidence, not a loss on time{judged}"
                )
            }
            Note::EndedBefore { plies, result, words, .. } => {
                format!("the game had ended after ply {plies}: {result} ({words})")
            }
            Note::Nigiri { black, white, difference, exchange, takes_black, compared } => {
                let grabs = nigiri_grabs(black, white, *difference, *exchange);
                if *compared {
                    format!("{grabs}: {takes_black} takes Black, as the record has it")
                } else {
                    format!(
                        "{grabs}: {takes_black} takes Black (the record's players are not the two who grabbed: not compared)"
                    )
                }
            }
            Note::Claimable { ply, words, .. } => {
                format!("White may still claim Black's forbidden move at ply {ply}: {words}")
            }
            Note::ReachedIf { chains, tried, reading, low, high } => {
                let none = if *chains == 0 {
                    "the inferred count does not reach the claim".to_owned()
                } else {
                    let list = count(*chains, "uncertain chain", "uncertain chains");
                    format!("no assignment of the {list} ({tried}) reaches the claim")
                };
                let reading_kind = reading.kind();
                let reading = reading.english();
                let why = match reading_kind {
                    ReadingKind::Estimate => "the playouts are an estimate",
                    ReadingKind::Agreement => "the players' agreement on dead stones is final, and the record does not keep it",
                };
                format!(
                    "{none}, but it is reached if {reading}: not checkable ({why}); the counts without that change run from {low} to {high} (Black's margin, lowest to highest)"
                )
            }
            Note::InferredClaim { chains, tried, reach, low, high } => {
                let interval = format!("from {low} to {high} (Black's margin, lowest to highest)");
                let list = count(*chains, "uncertain chain", "uncertain chains");
                let alone = *chains == 0;
                match reach {
                    Reaching::All if alone => {
                        format!("the inferred count reaches the claim; the margins run {interval}")
                    }
                    Reaching::All => format!(
                        "every assignment of the {list} ({tried}) reaches the claim; the margins run {interval}"
                    ),
                    Reaching::None if alone => {
                        format!("the inferred count does not reach the claim; the margins run {interval}")
                    }
                    Reaching::None => {
                        format!("no assignment of the {list} ({tried}) reaches the claim; the margins run {interval}")
                    }
                    Reaching::NoneAnyReading if alone => format!(
                        "the inferred count does not reach the claim, nor does any one group the playouts judged read the other way; the margins run {interval}"
                    ),
                    Reaching::NoneAnyReading => format!(
                        "no assignment of the {list} ({tried}) reaches the claim, nor does any one group the playouts judged read the other way; the margins run {interval}"
                    ),
                    Reaching::DiffersBy(kinds) => {
                        let why: Vec<&str> = kinds
                            .iter()
                            .map(|k| match k {
                                Unsure::Seki => "points read as in a seki",
                                Unsure::Fills => "points a player may have to fill once the dame are filled",
                                Unsure::OpenAreas => "the inside of areas the moves leave open, which play would give to one side or the other",
                                Unsure::Other => "points the count is unsure of",
                            })
                            .collect();
                        format!(
                            "the count differs from the claim only by {}: not checkable; the margins run {interval}",
                            why.join(" or ")
                        )
                    }
                    Reaching::DiffersByDame => format!(
                        "the count differs from the claim only by dame the moves leave unfilled, which the count splits and play would give to one side or the other: not checkable; the margins run {interval}"
                    ),
                    Reaching::Some { reached, more } => {
                        let more = match more {
                            Some((n, More::Territory)) => {
                                format!(", {n} more with another reading of the points to fill or in seki")
                            }
                            Some((n, More::Dame)) => format!(", {n} more with the unfilled dame filled"),
                            None => String::new(),
                        };
                        format!(
                            "{reached} of the {tried} assignments of the {list} {} the claim{more}: not checkable; the margins run {interval}",
                            if *reached == 1 { "reaches" } else { "reach" }
                        )
                    }
                }
            }
            Note::Swaps(n) => {
                let times = match n {
                    1 => "once".to_owned(),
                    2 => "twice".to_owned(),
                    n => format!("{n} times"),
                };
                format!("the players exchanged colours {times} during the opening: black and white name the stones")
            }
        }
    }
}

impl OtherReading {
    /// The reading in English, as a note and `score.reading.assumed` name it.
    pub fn english(&self) -> String {
        let colour = |p: &Player| if *p == Player::Black { "black" } else { "white" };
        match self {
            OtherReading::SomeWeak { weak, below, max } => format!(
                "some of the {weak} chains the playouts judged with less than {:.0}% confidence are read the other way (more than the {max} whose every assignment, with the uncertain ones, the referee tries)",
                below * 100.0
            ),
            OtherReading::Weak { below, chains } => {
                let named: Vec<String> = chains
                    .iter()
                    .map(|(player, at, alive, confidence)| {
                        let now = if *alive { "alive" } else { "dead" };
                        format!("{} {at} {now} ({:.0}%)", colour(player), confidence * 100.0)
                    })
                    .collect();
                format!(
                    "chains the playouts judged with less than {:.0}% confidence are read the other way: {}",
                    below * 100.0,
                    named.join(", ")
                )
            }
            OtherReading::Group { player, at, stones, dead, share } => format!(
                "the {} group at {at} ({}, judged {} by the playouts, {:.0}% {}'s) is {}",
                colour(player),
                count(*stones, "stone", "stones"),
                if *dead { "dead" } else { "alive" },
                share * 100.0,
                colour(player),
                if *dead { "alive" } else { "dead" }
            ),
            OtherReading::TooMany { max } => {
                format!("some group read the other way (more than {max} readings, not all tried)")
            }
            OtherReading::AsTheyStand => {
                "no stone is taken off (the stones counted as they stand, as players who mark nothing agree)".to_owned()
            }
            OtherReading::SekiDead { player, stones } => format!(
                "the {} chains read as in seki ({}) are marked dead, as players sometimes mark a seki",
                colour(player),
                count(*stones, "stone", "stones")
            ),
            OtherReading::LeftOnBoard { player, at, stones } => format!(
                "the dead {} chain at {at} ({}) is left on the board, as players leave stones they need not capture",
                colour(player),
                count(*stones, "stone", "stones")
            ),
        }
    }
}

/// Which dead stones a count under other rules took: the count's own, or another reading of the
/// judged ones.
fn dead_words(same: bool) -> &'static str {
    if same {
        "the same dead stones"
    } else {
        "another reading of the judged dead stones"
    }
}
