//! The notes of a verdict as values: what each says, with its data, rendered in English and in
//! Chinese by [`Note::text`]. JSON, YAML and Python carry the English text (docs/contract.md §5),
//! so a note serializes as that string; `--lang zh` prints the Chinese one, in the terms of the
//! seed rule texts (see [`crate::lang`]).
//!
//! Names from the record (points, moves, rule words quoted as `RU[...]`, results such as
//! `B+3.5`) and what a user types (profile keys and options, quoted in backticks) stay as they
//! are in both languages.

use std::fmt;

use competition_rules::{format_duration, Overtime, TimeControl};
use serde::{Serialize, Serializer};

use crate::lang::{reason_name, side, winner_name, Lang};
use crate::verdict::{count, points_text, stones_in_words};
use crate::vocab::{Player, Reason, Winner};

/// One note of a verdict.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Note {
    /// A note not yet given its own variant: its English text, shown as it is in both
    /// languages.
    English(String),
    /// `referee match`: the runner's own words on how the game ended (which engine, which
    /// fault), as the SGF's `C[]` keeps them.
    Match(String),
    /// A record reader's remark that says what it is ([`records::ReadKind`]); a remark in
    /// English only is [`Note::English`].
    Read(records::ReadNote),
    /// Go: the moves end with two passes and the count gives `counted`, but the game ended by
    /// a resignation or a flag fall during the count.
    DuringCount { counted: String, reason: Reason },
    /// Go, `friendly_pass: false`: what stands at the end is alive.
    AllAlive,
    /// Go, `friendly_pass: false` with dead stones or territory marks in the record.
    AllAliveMarksUnused,
    /// Go, `dead_stones: pass-alive` with dead stones or territory marks in the record.
    PassAliveMarksUnused,
    /// Go: no dead stones in the record, none inferred: the board as it stands.
    DeadUnrecorded,
    /// Go, `dead_stones: pass-alive`: the stones removed, by colour (none: empty).
    PassAliveRemoved { stones: usize, by_colour: Vec<(Player, Vec<String>)> },
    /// Go: the referee's judgement of the dead stones, by colour, and how many chains it left
    /// uncertain.
    Inferred { stones: usize, dead: Vec<(Player, Vec<String>)>, uncertain: usize },
    /// Go: one uncertain chain, its first stone, size and the share of playouts that kept it.
    UncertainChain { player: Player, at: String, stones: usize, share: f64 },
    /// Go, territory scoring: points the owner must fill once the dame are filled.
    NotTerritory(Vec<String>),
    /// Go: the record's territory marks differ from the surrounded regions.
    TerritoryMarked { black: u32, white: u32, regions: (u32, u32) },
    /// Go: White's handicap bonus, in stones.
    HandicapBonus(f64),
    /// Go: surrounded points read as in seki.
    Seki(u32),
    /// Go, `tax: all`: the group tax each colour pays, in points.
    GroupTax { black: u32, white: u32 },
    /// Go, KataGo's button: who took it with the first pass.
    ButtonTaken(Player),
    /// Go, `cleanup_points`: moves in KataGo's second cleanup phase, by colour.
    CleanupPoints { black: u32, white: u32 },
    /// Go, AGA: passes by colour handed to the opponent as prisoners.
    PassStones { black: u32, white: u32 },
    /// Go: a territory count's parts, komi in points.
    TerritoryCount { black: (u32, u32), white: (u32, u32), komi: f64 },
    /// Go: whole-board cycles beyond the ones noted.
    MoreCycles(usize),
    /// Go: a ko taken in KataGo's cleanup phases breaks the referee's ko rule.
    CleanupKo { mv: String, ply: usize },
    /// Go: a move out of turn that a dropped pass would explain.
    MissingPassHint,
    /// Go, `repetition: no-result`: the record stops in the cycle.
    StopsInCycle,
    /// Go, AGA: the record stops at Black's pass, White's closing pass owed.
    ClosingPassOwed,
    /// Go: dead stones listed for a game that did not end by two passes.
    DeadListUnused,
    /// Go: the moves stop before two passes; counted with the dead stones of `how`.
    StopsCounted(StopCount),
    /// Go, KataGo's count: not every point is pass-alive, so the game had not ended.
    NotAllPassAlive,
    /// Go: the moves stop far from the end: stones on the board, open points.
    TooOpen { stones: usize, open: usize },
    /// Go: the moves stop before two passes with no dead stones marked, and the claim counted.
    StopsUnmarked,
    /// Go: kos taken in KataGo's cleanup phases make the claim not checkable.
    CleanupKos(usize),
    /// Go: the count is the referee's estimate of an unplayed end.
    EstimatedEnd,
    /// Go: the claim is `off` points from the count, not a whole number: another komi.
    OtherKomi { off: f64, komi: f64, needed: f64 },
    /// Go: the file edits the position after a ply (stones placed, points emptied, who plays).
    Edit { after: usize, added: usize, emptied: usize, first: Option<Player> },
    /// Go, AGA: White's closing pass at a ply.
    ClosingPass(usize),
    /// Go: a pass after the two that ended the game (IGS's confirmation).
    LatePass(usize),
    /// Go, `missing_pass: implied`: `mover`'s pass implied before `next`'s move.
    ImpliedPass { ply: usize, mover: Player, next: Player },
    /// Go, KataGo's button: the pass at a ply takes it (`None`: no first pass known).
    Button { ply: usize, player: Option<Player> },
    /// Go, AGA: White plays on after Black's pass made two.
    PlaysOn(usize),
    /// Go, `resume: true`: play resumes after two passes.
    Resumes(usize),
    /// Go: a whole-board cycle entered at a ply: the rule crate's sentence (`message`, English)
    /// and its facts for Chinese.
    Cycle { ply: usize, message: String, player: Player, at: String, repeats: usize },
    /// Go: more uncertain chains than the referee tries every assignment of.
    TooManyUncertain { chains: usize, max: usize },
    /// Go: handicap stones placed by Black's first moves, with no setup stones.
    HandicapMoves(usize),
    /// Go: `HA` counts setup stones and Black's moves before White's first (KataGo's way).
    HandicapKataGo { set_up: usize, placed: usize },
    /// Go: no `PL`, and White's move first after setup stones.
    WhiteFirst,
    /// The claim (quoted, cut short) in a form the referee does not read.
    UnreadClaim(String),
    /// A claim that names only the winner (`B`, `white`).
    BareWinner { text: String, winner: Winner },
    /// A counted claim compared with the board as it stands (`result`), no dead stones recorded.
    ComparedAsStands { claimed: String, result: String },
    /// The moves stop before the rules end the game, and the claim needs a count.
    ClaimUnchecked,
    /// A komi in stones larger than any rules give: what the user wrote, the komi, the board.
    KomiInStones { from: String, komi: f64, size: u32 },
    /// Moves with no time in a timed record.
    NoTimeGiven(usize),
    /// The profile sets a time control, the record gives no times.
    NoTimes,
    /// The record gives times, the profile sets no `main_time`.
    NoMainTime,
    /// The record's clock readings (time left) checked.
    ClocksChecked,
    /// The entries of the record after a flag fall, not judged.
    RestNotJudged(usize),
    /// Renju: the opening's code and Chinese and Japanese names.
    Opening { code: String, chinese: String, japanese: String },
    /// Gomoku, continuous game (seed 001 玩法二): fives made and stones still to place, by colour.
    Continuous { fives: (u32, u32), left: (u32, u32) },
    /// Renju: how many times the players exchanged colours in the opening.
    Swaps(u32),
    /// How the profile was chosen from the record's rule word, part by part.
    Chosen(Vec<Chosen>),
    /// Go: the inferred count against a counted claim: `chains` uncertain chains, `tried`
    /// assignments of them, what was found, and Black's margins (`B+3.5`, `Draw`) lowest and
    /// highest.
    InferredClaim { chains: usize, tried: usize, reach: Reaching, low: String, high: String },
    /// Junqi and siguo (亮旗): a side's commander fell at a ply; where its flag stands.
    CommanderFell { ply: u32, player: Player, flag: Option<String> },
    /// Siguo: a seat is out at a ply: why, who took its flag, and whether its pieces stay.
    Out { ply: u32, player: Player, why: junqi_rules::OutReason, by: Option<Player>, pieces_stay: bool },
    /// The record stops at an adjournment (封棋): the sealed move and its line.
    Adjourned { mv: String, line: usize },
    /// Nigiri (猜先): who grabbed how many black and white stones, whether the difference
    /// exchanges the colours, who takes Black, and whether the record's players are the two who
    /// grabbed (and so agree: a record that disagrees is invalid, not noted).
    Nigiri {
        black: (String, u32),
        white: (String, u32),
        difference: u32,
        exchange: bool,
        takes_black: String,
        compared: bool,
    },
    /// Junqi: a record invalid after the game had ended: the ply, the result, the winner and
    /// reason, and the rule crate's English words for the ending.
    EndedBefore { plies: usize, result: String, winner: Winner, reason: Reason, words: String },
    /// A move that took `used` with at most `allowed` left under `control`: a loss on time.
    FlagUsed { ply: usize, player: Player, used: String, allowed: String, control: TimeControl },
    /// The record's clock reading after a move: below zero (or at zero with no period left).
    FlagReading { ply: usize, player: Player, seconds: f64, periods: Option<u32> },
    /// The clocks replayed without a flag: each side's time used, and the reserve minutes or
    /// periods it has left.
    ClocksConfirmed { control: TimeControl, sides: Vec<(Player, String, Option<u32>)> },
    /// A reading below zero that play went past (docs/rulebook.md, "Clock readings are
    /// evidence"): the player, the reading and its ply, later readings below zero, the claim,
    /// and whether it was at the record's last move.
    Overruled { player: Player, seconds: f64, ply: usize, later: usize, claim: Option<String>, last: bool },
}

/// How the assignments of an inferred count's uncertain chains compare with a counted claim.
#[derive(Debug, Clone, PartialEq)]
pub enum Reaching {
    /// Every one reaches the claim (the count alone, with no uncertain chain).
    All,
    /// None does.
    None,
    /// None does, nor does any one group the playouts judged read the other way.
    NoneAnyReading,
    /// A territory count alone differs from the claim only by these points.
    DiffersBy(Vec<Unsure>),
    /// The count alone differs only by dame the moves leave unfilled.
    DiffersByDame,
    /// `reached` of them do; `more` others might with another reading.
    Some { reached: usize, more: Option<(usize, More)> },
}

/// Points a territory count is unsure of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unsure {
    Seki,
    Fills,
    OpenAreas,
    Other,
}

/// What another reading that might reach a claim changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum More {
    /// The points to fill or in seki.
    Territory,
    /// The unfilled dame, filled.
    Dame,
}

/// One part of the note on how a profile was chosen from a record's rule word
/// ([`crate::rule_sets::choose`]); the parts are joined by `; `.
#[derive(Debug, Clone, PartialEq)]
pub enum Chosen {
    /// A RenjuNet game, its rule word if it has one.
    RenjuNet(Option<String>),
    /// A PSQ file whose rule word (if any) is no Gomocup group.
    PsqUnknown(Option<String>),
    /// Gomocup's renju group.
    GomocupRenju,
    /// A five-in-row SGF file with no `RU`.
    FiveInRowNoRule,
    /// A five-in-row SGF's `RU` no profile is named by.
    FiveInRowUnknown(String),
    /// A Go record with no `RU`; `file_komi`: the file sets the komi.
    NoRule { file_komi: bool },
    /// A Go `RU` no rule set is known by.
    UnknownRule { word: String, file_komi: bool },
    /// A Go `RU` naming a rule set, with what it adds, and whether it is KataGo's own spelling
    /// of a preset (counted as KataGo counts).
    Named { word: String, profile: &'static str, adds: Option<Adds>, preset: bool },
    /// A KataGo rule string: the profile, the keys it sets (key, value), whether it is
    /// territory-scored and asks for Spight's ending.
    KataGo { word: String, profile: &'static str, keys: Vec<(String, String)>, territory: bool, spight: bool },
    /// An IGS record (`mark`: the property that says so) with no `RU`.
    Igs { mark: String, file_komi: bool },
    /// A CGOS record (`PC[...]`), whose stones standing at the end are alive.
    Cgos(String),
}

/// What a Go rule word adds to its profile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Adds {
    /// `AGA-button`: the button.
    Button,
    /// Ing's rules: multi-stone suicide, and positional superko for Ing's ko rules.
    Ing,
}

/// The dead stones a count of moves that stop before two passes used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopCount {
    /// KataGo's count of a board whose every point is pass-alive.
    PassAlive,
    /// The dead stones the referee infers.
    Inferred,
    /// The dead stones the record marks.
    Marked,
}

impl Note {
    /// The note in `lang`, cut to [`MAX_NOTE_CHARS`].
    pub fn text(&self, lang: Lang) -> String {
        let text = match lang {
            Lang::En => self.english(),
            Lang::Zh => self.chinese(),
        };
        short(text, lang)
    }

    fn english(&self) -> String {
        match self {
            Note::English(s) => s.clone(),
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
            Note::OtherKomi { off, komi, needed } => format!(
                "the claim is {} points from the count, not a whole number: no count of this position with komi {} points gives it, so it was counted with another komi (it is reached with komi {} points); not checkable",
                points_text(*off),
                points_text(*komi),
                points_text(*needed)
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
                "\"{text}\" names only the winner: read as a win for {} with no reason given",
                winner_name(Lang::En, *winner)
            ),
            Note::ComparedAsStands { claimed, result } => format!(
                "the claimed {claimed} was compared with the board as it stands ({result}): no dead stones are recorded, and the claim may count stones the players agreed dead"
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

    fn chinese(&self) -> String {
        let zh = Lang::Zh;
        match self {
            Note::English(s) => s.clone(),
            Note::Match(comment) => format!("对局：{comment}"),
            Note::Read(note) => match &note.kind {
                records::ReadKind::KomiHundredths { written, points } => {
                    format!("KM[{written}] 读作 {points} 目（以百分之一目书写，有的服务器这样写）")
                }
                records::ReadKind::TerritoryMarks => "记录中有地域标记：死子按 TB/TW 读取".to_owned(),
                records::ReadKind::SetupBeforeFirstMove { node, line } => {
                    format!("第 {node} 个节点（第 {line} 行）中第一手之前的摆子属于开局局面")
                }
                records::ReadKind::Text => note.as_str().to_owned(),
            },
            Note::DuringCount { counted, reason } => format!(
                "着法以双方连续停着结束，计算结果为 {counted}；对局在计算胜负期间以{}结束",
                reason_name(zh, *reason)
            ),
            Note::AllAlive => "`friendly_pass: false`：终局时棋盘上的棋子都是活棋（棋子只有被提取才离开棋盘）".to_owned(),
            Note::AllAliveMarksUnused => "`friendly_pass: false`：终局时棋盘上的棋子都是活棋；不使用记录中的死子和地的标记".to_owned(),
            Note::PassAliveMarksUnused => "`dead_stones: pass-alive`：不使用记录中的死子和地的标记；只提去位于对方无条件活区域内的棋子".to_owned(),
            Note::DeadUnrecorded => "记录中没有死子：按棋盘现状计算".to_owned(),
            Note::PassAliveRemoved { stones, by_colour } => {
                let what = "位于对方无条件活区域内的棋子，按 KataGo 的计算方法在计算前提去（`dead_stones: pass-alive`，docs/rules/go.md §1.11）";
                if by_colour.is_empty() {
                    return format!("{what}：无");
                }
                format!("{what}：{stones} 子（{}）", colour_lists(zh, by_colour))
            }
            Note::Inferred { stones, dead, uncertain } => {
                let mut line = if dead.is_empty() {
                    "记录中没有标出死子：裁判对终局局面的判断是没有死子".to_owned()
                } else {
                    format!(
                        "记录中没有标出死子：裁判对终局局面的判断是提去 {stones} 子，共 {} 块（{}）",
                        dead.len(),
                        colour_lists(zh, dead)
                    )
                };
                if *uncertain > 0 {
                    line.push_str(&format!("；{uncertain} 块未定，按活棋计算"));
                }
                line
            }
            Note::UncertainChain { player, at, stones, share } => format!(
                "未定：{}棋 {at}（{stones} 子）在 {:.0}% 的模拟对局中仍归{}",
                stone(*player),
                100.0 * share,
                side(zh, *player)
            ),
            Note::NotTerritory(points) => {
                format!("不计为地：{}（收完单官后，该点的所有者必须填的点）", points.join(" "))
            }
            Note::TerritoryMarked { black, white, regions } => format!(
                "按记录中标出的地：黑 {black}，白 {white}（围住的区域为 {} 和 {}；差额是双活中的点或未标出的点）",
                regions.0, regions.1
            ),
            Note::HandicapBonus(stones) => format!("让子补偿：白方多得 {} 子", stones_zh(*stones)),
            Note::Seki(points) => format!(
                "{points} 个被围住的空点不归任何一方，视为双活：该区域有单官或被叫吃的棋块\
                 （docs/rules/go.md §1.9；不是双活的单官须在计算前填满，或标出地）"
            ),
            Note::GroupTax { black, white } => {
                format!("棋块税（`tax: all`）：黑方付 {black} 目，白方付 {white} 目（每个活棋块两目）")
            }
            Note::ButtonTaken(player) => format!("贴子按钮：{}先停着，得半目", side(zh, *player)),
            Note::CleanupPoints { black, white } => format!(
                "KataGo 的第二清理阶段：其中黑方的 {black} 手和白方的 {white} 手各得一目（`cleanup_points`，已计入下面）"
            ),
            Note::PassStones { black, white } => format!(
                "停着交子：黑方的 {black} 次停着算作白方的提子，白方的 {white} 次（含最后的停着，AGA 规则第 7 条）算作黑方的提子"
            ),
            Note::TerritoryCount { black, white, komi } => format!(
                "数目：黑方 {} 目地 + {} 个提子，白方 {} 目地 + {} 个提子，贴目 {} 目",
                black.0,
                black.1,
                white.0,
                white.1,
                points_text(*komi)
            ),
            Note::MoreCycles(n) => format!("另有 {n} 次进入又离开全局同形循环"),
            Note::CleanupKo { mv, ply } => format!(
                "无法核对声明的结果：第 {ply} 手 {mv} 违反裁判的打劫规则，但这一手在 KataGo 的清理阶段，该阶段自有打劫规则（停一手后才能回提劫，停着记为下在劫上的一手），裁判不模拟"
            ),
            Note::MissingPassHint => "提示：有的服务器在记录中省略停着；`--set missing_pass=implied` 把不该行棋的一手读作前面有一次服务器省略的停着（docs/rules/go.md §2.3）".to_owned(),
            Note::StopsInCycle => "记录停在全局同形循环中：全局同形再现，对局无胜负".to_owned(),
            Note::ClosingPassOwed => "记录以黑方停着结束：白方最后的停着（AGA：白方最后停着）不在记录中，按欠下的一手计算（数目时算黑方一个提子）".to_owned(),
            Note::DeadListUnused => "对局不是以双方连续停着结束：不使用列出的死子".to_owned(),
            Note::StopsCounted(StopCount::PassAlive) => "着法在双方连续停着前结束，棋盘上每个点都是无条件活（KataGo 不停着即结束这样的对局）：按 KataGo 的方法计算".to_owned(),
            Note::StopsCounted(StopCount::Inferred) => "着法在双方连续停着前结束；按裁判推断的死子计算".to_owned(),
            Note::StopsCounted(StopCount::Marked) => "着法在双方连续停着前结束；按记录标出的死子计算".to_owned(),
            Note::NotAllPassAlive => "着法在双方连续停着前结束，且不是每个点都无条件活，KataGo 尚未结束对局：无法核对声明的计算结果".to_owned(),
            Note::TooOpen { stones, open } => format!(
                "着法在双方连续停着前、离终局还远时结束（棋盘上 {stones} 子，与双方都相连的区域有 {open} 个点；计算需要至少四分之一的棋盘有子、至多十分之一空着）：无法核对声明的计算结果"
            ),
            Note::StopsUnmarked => "着法在双方连续停着前结束，且没有标出死子：无法核对声明的计算结果".to_owned(),
            Note::CleanupKos(n) => format!(
                "无法核对：在 KataGo 的清理阶段提了 {n} 次劫，该阶段自有打劫规则（停一手后才能回提劫，停着记为下在劫上的一手），裁判不模拟"
            ),
            Note::EstimatedEnd => "着法在双方连续停着前结束，计算的局面是裁判对未下完的终局的估计：计算结果与声明不符并不能否定声明；无法核对".to_owned(),
            Note::OtherKomi { off, komi, needed } => format!(
                "声明与计算结果相差 {} 目，不是整数：此局面按贴 {} 目计算得不出声明，声明是按另一贴目计算的（贴 {} 目可得）；无法核对",
                points_text(*off),
                points_text(*komi),
                points_text(*needed)
            ),
            Note::Edit { after, added, emptied, first } => {
                let turn = first.map_or(String::new(), |c| format!("，{}行棋", side(zh, c)));
                format!(
                    "第 {after} 手后：文件修改了局面（放上 {added} 子，清空 {emptied} 个点{turn}）；\
                     从修改后的局面起判定着法，全局同形也从修改起比较"
                )
            }
            Note::ClosingPass(ply) => {
                format!("第 {ply} 手：白方最后的停着（AGA：白方最后停着，所以黑方的停着并未结束对局）")
            }
            Note::LatePass(ply) => format!(
                "第 {ply} 手：结束对局的两次停着之后又一次停着（IGS 以此记录确认计算结果）：记下，不作为着法"
            ),
            Note::ImpliedPass { ply, mover, next } => format!(
                "第 {ply} 手：在{}的着法前补上{}的停着（{}连下两手；`missing_pass: implied`）",
                side(zh, *next),
                side(zh, *mover),
                side(zh, *next)
            ),
            Note::Button { ply, player } => format!(
                "第 {ply} 手：{}的停着取得贴子按钮（半目）；这一停着不算作终局的停着，此后双方再连续停着两次才结束对局（KataGo 的按钮规则；docs/rules/go.md §1.10）",
                player.map_or("?", |p| side(zh, p))
            ),
            Note::PlaysOn(ply) => format!(
                "第 {ply} 手：黑方停着形成连续两次停着后白方继续下（AGA：白方最后停着，所以对局并未结束；docs/rules/go.md §1.10）"
            ),
            Note::Resumes(ply) => format!(
                "第 {ply} 手：两次停着使对局停止后又续下（`resume: true`；docs/rules/go.md §1.3）"
            ),
            Note::Cycle { ply, player, at, repeats, .. } => format!(
                "第 {ply} 手：{}棋 {at} 使第 {repeats} 手后的局面再现（全局同形）：形成全局循环，只有记录停在循环中时对局才无胜负",
                stone(*player)
            ),
            Note::TooManyUncertain { chains, max } => format!(
                "{chains} 块棋未定，超过裁判逐一尝试每种判定组合的上限 {max} 块：不核对声明"
            ),
            Note::HandicapMoves(placed) => format!(
                "让 {placed} 子而没有摆放的让子：黑方的前 {placed} 手是让子（自由放置）"
            ),
            Note::HandicapKataGo { set_up, placed } => format!(
                "HA[{}]，摆放了 {set_up} 个棋子且黑方行棋：按 KataGo 的写法，黑方的前 {placed} 手是其余的让子（其让子数包括摆放的棋子和白方第一手之前黑方的着法；docs/rules/go.md §1.6）",
                set_up + placed
            ),
            Note::WhiteFirst => {
                "文件中没有 PL，摆放棋子之后第一手是白方的（死活题或让子棋的记录）：白方先行".to_owned()
            }
            Note::UnreadClaim(text) => format!("声明的结果“{text}”不是裁判能读的写法：不作比较"),
            Note::BareWinner { text, winner } => {
                format!("“{text}”只写了胜方：读作{}胜，未写明方式", winner_name(zh, *winner))
            }
            Note::ComparedAsStands { claimed, result } => format!(
                "声明的 {claimed} 是与棋盘现状（{result}）比较的：记录中没有死子，而声明可能计入了双方同意的死子"
            ),
            Note::ClaimUnchecked => "着法在规则判定终局前结束：无法核对声明的结果".to_owned(),
            Note::KomiInStones { from, komi, size } => format!(
                "`{from}` 的单位是子（{} 目），超过任何规则在 {size}×{size} 棋盘上的贴子：如果指的是 {komi} 目，请写 `komi_points={komi}`",
                2.0 * komi
            ),
            Note::NoTimeGiven(n) => format!("{n} 手没有记录时间：按未用时间计算"),
            Note::NoTimes => "规则设定了用时，但记录中没有时间：不核对用时".to_owned(),
            Note::NoMainTime => "记录中有思考时间，但规则没有设定 `main_time`：不核对用时".to_owned(),
            Note::ClocksChecked => "已核对记录中的剩余时间：没有一方超时".to_owned(),
            Note::RestNotJudged(rest) => {
                format!("对局因超时结束：记录的最后 {rest} 条（从超时的一手起）不作判定")
            }
            Note::Opening { code, chinese, .. } => format!("开局 {code} {chinese}"),
            Note::Continuous { fives, left } => format!(
                "连续对局：成五 黑 {}，白 {}；尚待落子 黑 {}，白 {}",
                fives.0, fives.1, left.0, left.1
            ),
            Note::Chosen(parts) => parts.iter().map(|p| p.text(zh)).collect::<Vec<_>>().join("；"),
            Note::CommanderFell { ply, player, flag: Some(at) } => {
                format!("第 {ply} 步：{}的司令阵亡，亮旗：军旗在 {at}", side(zh, *player))
            }
            Note::CommanderFell { ply, player, flag: None } => {
                format!("第 {ply} 步：{}的司令阵亡，{}没有军旗", side(zh, *player), side(zh, *player))
            }
            Note::Out { ply, player, why, by, pieces_stay } => {
                use junqi_rules::OutReason;
                let who = side(zh, *player);
                let cause = match (why, by) {
                    (OutReason::FlagCaptured, Some(by)) => format!("{who}的军旗被{}夺得", side(zh, *by)),
                    (OutReason::FlagCaptured, None) => format!("{who}的军旗被夺"),
                    (OutReason::NoLegalMove, _) => format!("{who}轮到时无棋可走"),
                    (OutReason::Resigned, _) => format!("{who}认输"),
                    (OutReason::Timeout, _) => format!("{who}超时"),
                    (OutReason::Forfeit, _) => format!("{who}弃权"),
                };
                let pieces = if *pieces_stay { "其棋子留在原处，不再移动" } else { "其棋子离开棋盘" };
                format!("第 {ply} 步：{cause}；{who}出局，{pieces}，此后跳过其轮次")
            }
            Note::FlagUsed { ply, player, used, allowed, control } => {
                let who = side(zh, *player);
                format!(
                    "第 {ply} 手：{who}用了 {used}，而按{}钟上至多剩 {allowed}：{who}超时判负",
                    control_zh(control)
                )
            }
            Note::FlagReading { ply, player, seconds, periods } => {
                let who = side(zh, *player);
                let periods = periods.map_or(String::new(), |p| format!("，读秒 {p} 次"));
                format!("第 {ply} 手：{who}走后钟上剩 {seconds}s{periods}：{who}超时判负")
            }
            Note::ClocksConfirmed { control, sides } => {
                let dials: Vec<String> = sides
                    .iter()
                    .map(|(who, used, left)| {
                        let overtime = match (left, control.overtime) {
                            (Some(n), Overtime::Reserve { .. }) => format!("，读秒保留时间剩 {n} 分钟"),
                            (Some(n), _) => format!("，剩 {n} 次读秒"),
                            (None, _) => String::new(),
                        };
                        format!("{}用时 {used}{overtime}", side(zh, *who))
                    })
                    .collect();
                format!("已按{}核对用时：{}", control_zh(control), dials.join("；"))
            }
            Note::Overruled { player, seconds, ply, later, claim, last } => {
                let who = side(zh, *player);
                let later = match later {
                    0 => String::new(),
                    n => format!("（此后{who}的钟又有 {n} 次读数低于零）"),
                };
                let went_on = if *last { "对局并未在那里因超时告负" } else { "对局继续进行" };
                let ended = match claim {
                    Some(claim) => format!("记录的结果为 {claim}"),
                    None => "记录没有声明结果".to_owned(),
                };
                let judged = if *last { "" } else { "，之后的着法照常判定" };
                format!(
                    "{who}的钟在第 {ply} 手显示 {seconds}s{later}；{went_on}，{ended}：这一读数是证据，不是超时判负{judged}"
                )
            }
            Note::EndedBefore { plies, result, winner, reason, .. } => format!(
                "对局在第 {plies} 步后已经结束：{result}（{}）",
                crate::lang::Msg::Ended { winner: *winner, reason: *reason }.text(zh)
            ),
            Note::Nigiri { black, white, difference, exchange, takes_black, compared } => {
                let how = if *exchange { "单数，双方交换" } else { "偶数，不换" };
                let grabs = format!(
                    "猜先：{} 抓了 {} 枚黑子，{} 抓了 {} 枚白子；差数 {difference} 为{how}",
                    black.0, black.1, white.0, white.1
                );
                if *compared {
                    format!("{grabs}：{takes_black} 执黑，与记录相符")
                } else {
                    format!("{grabs}：{takes_black} 执黑（记录中的对局者不是猜先的两人：不作比较）")
                }
            }
            Note::Adjourned { mv, line } => format!("记录停在封棋处：封棋 {mv}（第 {line} 行）尚未走出"),
            Note::InferredClaim { chains, tried, reach, low, high } => {
                let interval = format!("差额从 {low} 到 {high}（黑方的差额，由低到高）");
                let alone = *chains == 0;
                match reach {
                    Reaching::All if alone => format!("推断的计算结果与声明相符；{interval}"),
                    Reaching::All => format!("{chains} 块未定棋的全部 {tried} 种判定都与声明相符；{interval}"),
                    Reaching::None if alone => format!("推断的计算结果与声明不符；{interval}"),
                    Reaching::None => format!("{chains} 块未定棋的 {tried} 种判定都与声明不符；{interval}"),
                    Reaching::NoneAnyReading if alone => format!(
                        "推断的计算结果与声明不符，把模拟对局判定的任何一块棋反过来读也不符；{interval}"
                    ),
                    Reaching::NoneAnyReading => format!(
                        "{chains} 块未定棋的 {tried} 种判定都与声明不符，把模拟对局判定的任何一块棋反过来读也不符；{interval}"
                    ),
                    Reaching::DiffersBy(kinds) => {
                        let why: Vec<&str> = kinds
                            .iter()
                            .map(|k| match k {
                                Unsure::Seki => "视为双活的点",
                                Unsure::Fills => "收完单官后一方可能须填的点",
                                Unsure::OpenAreas => "着法留下未定的区域内部（下下去会归某一方）",
                                Unsure::Other => "计算不确定的点",
                            })
                            .collect();
                        format!("计算结果与声明只差{}：无法核对；{interval}", why.join("或"))
                    }
                    Reaching::DiffersByDame => format!(
                        "计算结果与声明只差着法留下的未填单官（计算时平分，下下去会归某一方）：无法核对；{interval}"
                    ),
                    Reaching::Some { reached, more } => {
                        let more = match more {
                            Some((n, More::Territory)) => format!("，另有 {n} 种换一种读法（须填的点或双活）可相符"),
                            Some((n, More::Dame)) => format!("，另有 {n} 种在填满单官后可相符"),
                            None => String::new(),
                        };
                        format!(
                            "{chains} 块未定棋的 {tried} 种判定中有 {reached} 种与声明相符{more}：无法核对；{interval}"
                        )
                    }
                }
            }
            Note::Swaps(n) => format!("开局阶段双方交换了 {n} 次棋子颜色：黑、白指棋子的颜色"),
        }
    }
}

impl Chosen {
    /// The part in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        use crate::rule_sets::{
            GM4_DEFAULT_NOTE, GOMOCUP_RENJU_NOTE, KATAGO_COUNT_NOTE, KATAGO_PRESET_NOTE,
            KATAGO_TERRITORY_NOTE,
        };
        let komi = |file: bool| match (lang, file) {
            (Lang::En, true) => "with the file's komi",
            (Lang::En, false) => "with the profile's komi",
            (Lang::Zh, true) => "，用文件中的贴目",
            (Lang::Zh, false) => "，用规则的贴目",
        };
        match (self, lang) {
            (Chosen::RenjuNet(word), Lang::En) => {
                let what = "judged as renju-free-opening (the database does not record the opening offers)";
                match word {
                    Some(w) => format!("RenjuNet rule \"{w}\": {what}"),
                    None => format!("RenjuNet game: {what}"),
                }
            }
            (Chosen::RenjuNet(word), Lang::Zh) => {
                let what = "按 renju-free-opening 判定（该数据库不记录开局的打点）";
                match word {
                    Some(w) => format!("RenjuNet 规则“{w}”：{what}"),
                    None => format!("RenjuNet 对局：{what}"),
                }
            }
            (Chosen::PsqUnknown(Some(w)), Lang::En) => format!(
                "rule word \"{w}\" of the PSQ trailer is not a Gomocup group: judged as gomoku-freestyle (Piskvork's default)"
            ),
            (Chosen::PsqUnknown(None), Lang::En) => {
                "no rule in the PSQ file: judged as gomoku-freestyle (Piskvork's default)".to_owned()
            }
            (Chosen::PsqUnknown(Some(w)), Lang::Zh) => {
                format!("PSQ 文件末尾的规则词“{w}”不是 Gomocup 的组别：按 gomoku-freestyle 判定（Piskvork 的默认规则）")
            }
            (Chosen::PsqUnknown(None), Lang::Zh) => {
                "PSQ 文件中没有规则：按 gomoku-freestyle 判定（Piskvork 的默认规则）".to_owned()
            }
            (Chosen::GomocupRenju, Lang::En) => GOMOCUP_RENJU_NOTE.to_owned(),
            (Chosen::GomocupRenju, Lang::Zh) => {
                "Gomocup 的连珠对局从平衡的开局局面开始，不用 RIF 开局，满 200 子为和棋：按 renju-free-opening 判定，`max_moves: 200`".to_owned()
            }
            (Chosen::FiveInRowNoRule, Lang::En) => GM4_DEFAULT_NOTE.to_owned(),
            (Chosen::FiveInRowNoRule, Lang::Zh) => {
                "GM[4] 而文件中没有 RU：按 gomoku-freestyle 判定（五子或更多连成一线获胜）；连珠对局请用 `--rules renju-rif`".to_owned()
            }
            (Chosen::FiveInRowUnknown(w), Lang::En) => {
                format!("RU[{w}] in the file: the profile is the default or --rules")
            }
            (Chosen::FiveInRowUnknown(w), Lang::Zh) => {
                format!("文件中的 RU[{w}]：规则是默认规则或 `--rules` 所指定的")
            }
            (Chosen::NoRule { file_komi }, Lang::En) => {
                format!("no RU in the file: judged as go-chinese {}", komi(*file_komi))
            }
            (Chosen::NoRule { file_komi }, Lang::Zh) => {
                format!("文件中没有 RU：按 go-chinese 判定{}", komi(*file_komi))
            }
            (Chosen::UnknownRule { word, file_komi }, Lang::En) => {
                format!("RU[{word}] is not a known rule set: judged as go-chinese {}", komi(*file_komi))
            }
            (Chosen::UnknownRule { word, file_komi }, Lang::Zh) => {
                format!("RU[{word}] 不是已知的规则：按 go-chinese 判定{}", komi(*file_komi))
            }
            (Chosen::Named { word, profile, adds, preset }, Lang::En) => {
                let mut s = match adds {
                    Some(Adds::Button) => format!("RU[{word}]: judged as {profile}, with the button"),
                    Some(Adds::Ing) => format!(
                        "RU[{word}]: judged as {profile}, with multi-stone suicide legal (Ing rules); Ing's own ko rules (which cycles are allowed) are not modelled: positional superko is applied"
                    ),
                    None => format!("RU[{word}]: judged as {profile}"),
                };
                if *preset {
                    s.push_str(&format!("; {KATAGO_PRESET_NOTE}"));
                }
                s
            }
            (Chosen::Named { word, profile, adds, preset }, Lang::Zh) => {
                let mut s = format!("RU[{word}]：按 {profile} 判定");
                match adds {
                    Some(Adds::Button) => s.push_str("，使用贴子按钮"),
                    Some(Adds::Ing) => s.push_str(
                        "，允许多子自杀（应氏规则）；应氏自己的打劫规则（允许哪些循环）不模拟：按位置全局同形判定",
                    ),
                    None => {}
                }
                if *preset {
                    s.push_str("；这是 KataGo 对其预设规则的写法，因此按 KataGo 的方法计算（`dead_stones: pass-alive`）：位于对方无条件活区域内的棋子不经同意即提去");
                }
                s
            }
            (Chosen::KataGo { word, profile, keys, territory, spight }, Lang::En) => {
                let set: Vec<String> = keys.iter().map(|(k, v)| format!("{k} {v}")).collect();
                let mut s = format!("RU[{word}] read as a KataGo rule string: {profile} with {}", set.join(", "));
                s.push_str(&format!("; {KATAGO_COUNT_NOTE}"));
                if *territory {
                    s.push_str(&format!("; {KATAGO_TERRITORY_NOTE}"));
                }
                if *spight {
                    s.push_str(" (KataGo's Spight ending of long cycles is not modelled: read as simple ko)");
                }
                s
            }
            (Chosen::KataGo { word, profile, keys, territory, spight }, Lang::Zh) => {
                let set: Vec<String> = keys.iter().map(|(k, v)| format!("`{k}: {v}`")).collect();
                let mut s = format!("RU[{word}] 读作 KataGo 的规则串：{profile}，{}", set.join("，"));
                s.push_str("；按 KataGo 的方法计算：提去位于对方无条件活区域内的棋子，其余棋子都保留（而不是 Tromp-Taylor 那样按棋盘现状计算）");
                if *territory {
                    s.push_str("；KataGo 的清理阶段读作续下，不用其自有的打劫规则：在其中提劫则声明无法核对");
                }
                if *spight {
                    s.push_str("（KataGo 对长循环的 Spight 终局不模拟：读作简单劫）");
                }
                s
            }
            (Chosen::Igs { mark, file_komi }, Lang::En) => format!(
                "no RU in the file; {mark}: an IGS (Pandanet) record, and IGS counts territory: judged as go-japanese {}",
                komi(*file_komi)
            ),
            (Chosen::Igs { mark, file_komi }, Lang::Zh) => format!(
                "文件中没有 RU；{mark}：IGS（Pandanet）的记录，IGS 数目：按 go-japanese 判定{}",
                komi(*file_komi)
            ),
            (Chosen::Cgos(place), Lang::En) => format!(
                "PC[{place}]: CGOS counts every stone on the board at the end as alive (friendly_pass: false)"
            ),
            (Chosen::Cgos(place), Lang::Zh) => {
                format!("PC[{place}]：CGOS 把终局时棋盘上的棋子都算作活棋（`friendly_pass: false`）")
            }
        }
    }
}

/// A time control in Chinese: `5m0s 包干`, `1h0m0s + 3 次 30s 读秒`.
fn control_zh(control: &TimeControl) -> String {
    let main = format_duration(control.main_ms);
    match control.overtime {
        Overtime::None => format!(" {main} 包干 "),
        Overtime::Reserve { minutes } => format!(" {main}（含 {minutes} 分钟读秒保留时间）"),
        Overtime::Japanese { periods, period_ms } => {
            format!(" {main} + {periods} 次 {} 读秒 ", format_duration(period_ms))
        }
        Overtime::Fischer { increment_ms } => {
            format!(" {main}、每手加 {}（费舍尔制）", format_duration(increment_ms))
        }
    }
}

/// The English of a nigiri's grabs, which the note and an invalid record's message both give.
pub fn nigiri_grabs(black: &(String, u32), white: &(String, u32), difference: u32, exchange: bool) -> String {
    let how = if exchange {
        "odd: the players exchange (单数双方交换)"
    } else {
        "even: no exchange (偶数不换)"
    };
    format!(
        "nigiri: {} grabbed {}, {} grabbed {} white; the difference {difference} is {how}",
        black.0,
        count(black.1 as usize, "black stone", "black stones"),
        white.0,
        white.1
    )
}

/// `black`, `white`: a colour as English notes name it mid-sentence.
fn lower(player: Player) -> &'static str {
    match player {
        Player::Black => "black",
        Player::White => "white",
        Player::Red => "red",
        Player::Blue => "blue",
        Player::South => "south",
        Player::East => "east",
        Player::North => "north",
        Player::West => "west",
    }
}

/// `黑`, `白`: a stone's colour in a Chinese sentence.
fn stone(player: Player) -> &'static str {
    match player {
        Player::White => "白",
        _ => "黑",
    }
}

/// `white B1; black F1 G1`: points by colour; `白 B1；黑 F1 G1` in Chinese.
fn colour_lists(lang: Lang, lists: &[(Player, Vec<String>)]) -> String {
    let parts: Vec<String> = lists
        .iter()
        .map(|(p, points)| match lang {
            Lang::En => format!("{} {}", lower(*p), points.join(" ")),
            Lang::Zh => format!("{} {}", stone(*p), points.join(" ")),
        })
        .collect();
    parts.join(match lang {
        Lang::En => "; ",
        Lang::Zh => "；",
    })
}

/// A number of stones as Chinese writes it: `3又1/4`, `3/4`, `2`; `0.1` for an odd komi.
pub fn stones_zh(x: f64) -> String {
    let x = x.abs();
    let quarters = x * 4.0;
    if (quarters - quarters.round()).abs() > 1e-9 {
        return format!("{x}");
    }
    let q = quarters.round() as u64;
    let frac = ["", "1/4", "1/2", "3/4"][(q % 4) as usize];
    match (q / 4, frac) {
        (0, "") => "0".to_owned(),
        (0, f) => f.to_owned(),
        (w, "") => w.to_string(),
        (w, f) => format!("{w}又{f}"),
    }
}

impl From<String> for Note {
    fn from(text: String) -> Note {
        Note::English(text)
    }
}

impl From<&str> for Note {
    fn from(text: &str) -> Note {
        Note::English(text.to_owned())
    }
}

/// The English text, as JSON and YAML write it.
impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl Serialize for Note {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text(Lang::En))
    }
}

/// The longest note a verdict shows, in characters.
pub const MAX_NOTE_CHARS: usize = 2000;

/// A note cut to [`MAX_NOTE_CHARS`]: a note that quotes the input (a rule word, a value) is
/// never longer than a few lines, however long what it quotes.
fn short(note: String, lang: Lang) -> String {
    let Some((cut, _)) = note.char_indices().nth(MAX_NOTE_CHARS) else { return note };
    let all = note.chars().count();
    match lang {
        Lang::En => format!("{}... (cut: {all} characters in all)", &note[..cut]),
        Lang::Zh => format!("{}……（截断：共 {all} 个字符）", &note[..cut]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One sample of every variant, with data that looks like a record's.
    fn samples() -> Vec<Note> {
        let lists = || {
            vec![
                (Player::White, vec!["B1".to_owned()]),
                (Player::Black, vec!["F1".to_owned(), "G1".to_owned()]),
            ]
        };
        vec![
            Note::English("a note not yet moved".to_owned()),
            Note::Match("Black did not move within the 1s its clock allowed".to_owned()),
            Note::DuringCount { counted: "W+3.5".to_owned(), reason: Reason::Resignation },
            Note::AllAlive,
            Note::AllAliveMarksUnused,
            Note::PassAliveMarksUnused,
            Note::DeadUnrecorded,
            Note::PassAliveRemoved { stones: 3, by_colour: lists() },
            Note::Inferred { stones: 3, dead: lists(), uncertain: 2 },
            Note::UncertainChain { player: Player::Black, at: "D4".to_owned(), stones: 2, share: 0.55 },
            Note::NotTerritory(vec!["A1".to_owned(), "T19".to_owned()]),
            Note::TerritoryMarked { black: 10, white: 12, regions: (11, 12) },
            Note::HandicapBonus(1.25),
            Note::Seki(2),
            Note::GroupTax { black: 4, white: 6 },
            Note::ButtonTaken(Player::White),
            Note::CleanupPoints { black: 1, white: 2 },
            Note::PassStones { black: 2, white: 3 },
            Note::TerritoryCount { black: (30, 2), white: (25, 4), komi: 6.5 },
            Note::MoreCycles(3),
            Note::CleanupKo { mv: "C3".to_owned(), ply: 201 },
            Note::MissingPassHint,
            Note::StopsInCycle,
            Note::ClosingPassOwed,
            Note::DeadListUnused,
            Note::StopsCounted(StopCount::PassAlive),
            Note::NotAllPassAlive,
            Note::TooOpen { stones: 12, open: 40 },
            Note::StopsUnmarked,
            Note::CleanupKos(2),
            Note::EstimatedEnd,
            Note::OtherKomi { off: 0.5, komi: 7.5, needed: 7.0 },
            Note::Edit { after: 12, added: 2, emptied: 1, first: Some(Player::White) },
            Note::ClosingPass(210),
            Note::LatePass(211),
            Note::ImpliedPass { ply: 40, mover: Player::White, next: Player::Black },
            Note::Button { ply: 180, player: Some(Player::Black) },
            Note::PlaysOn(190),
            Note::Resumes(190),
            Note::Cycle {
                ply: 90,
                message: "White H17 repeats the position after ply 86 (superko)".to_owned(),
                player: Player::White,
                at: "H17".to_owned(),
                repeats: 86,
            },
            Note::TooManyUncertain { chains: 12, max: 10 },
            Note::HandicapMoves(4),
            Note::HandicapKataGo { set_up: 2, placed: 1 },
            Note::WhiteFirst,
            Note::UnreadClaim("W+J".to_owned()),
            Note::BareWinner { text: "B".to_owned(), winner: Winner::Black },
            Note::ComparedAsStands { claimed: "B+3.5".to_owned(), result: "W+2.5".to_owned() },
            Note::ClaimUnchecked,
            Note::KomiInStones { from: "komi: 7.5".to_owned(), komi: 7.5, size: 9 },
            Note::NoTimeGiven(2),
            Note::NoTimes,
            Note::NoMainTime,
            Note::ClocksChecked,
            Note::RestNotJudged(3),
            Note::Opening {
                code: "I10".to_owned(),
                chinese: "明星".to_owned(),
                japanese: "Myojo".to_owned(),
            },
            Note::Continuous { fives: (1, 2), left: (3, 4) },
            Note::Swaps(2),
            Note::Chosen(chosen_samples()),
            Note::InferredClaim {
                chains: 2,
                tried: 4,
                reach: Reaching::Some { reached: 1, more: Some((1, More::Territory)) },
                low: "W+2.5".to_owned(),
                high: "Draw".to_owned(),
            },
            Note::CommanderFell { ply: 37, player: Player::Red, flag: Some("b1".to_owned()) },
            Note::Out {
                ply: 12,
                player: Player::North,
                why: junqi_rules::OutReason::FlagCaptured,
                by: Some(Player::East),
                pieces_stay: true,
            },
            Note::Adjourned { mv: "G7".to_owned(), line: 12 },
            Note::Nigiri {
                black: ("Ke Jie".to_owned(), 7),
                white: ("Gu Li".to_owned(), 10),
                difference: 3,
                exchange: true,
                takes_black: "Gu Li".to_owned(),
                compared: false,
            },
            Note::EndedBefore {
                plies: 40,
                result: "red+flag".to_owned(),
                winner: Winner::Red,
                reason: Reason::FlagCaptured,
                words: "Red wins: Blue's flag is taken".to_owned(),
            },
            Note::FlagUsed {
                ply: 3,
                player: Player::Black,
                used: "2s".to_owned(),
                allowed: "1s".to_owned(),
                control: TimeControl { main_ms: 60_000, overtime: Overtime::Fischer { increment_ms: 1_000 } },
            },
            Note::FlagReading { ply: 41, player: Player::White, seconds: -1.5, periods: Some(0) },
            Note::ClocksConfirmed {
                control: TimeControl { main_ms: 600_000, overtime: Overtime::Reserve { minutes: 3 } },
                sides: vec![
                    (Player::Black, "5m0s".to_owned(), Some(2)),
                    (Player::White, "4m0s".to_owned(), Some(3)),
                ],
            },
            Note::Overruled {
                player: Player::White,
                seconds: -3.0,
                ply: 40,
                later: 2,
                claim: Some("B+R".to_owned()),
                last: false,
            },
            Note::Read(records::ReadNote::komi_hundredths("650", 6.5)),
        ]
    }

    /// Every way an inferred count meets a claim, in Chinese without English words.
    #[test]
    fn every_reaching_has_chinese() {
        let kinds = vec![Unsure::Seki, Unsure::Fills, Unsure::OpenAreas, Unsure::Other];
        for chains in [0, 2] {
            for reach in [
                Reaching::All,
                Reaching::None,
                Reaching::NoneAnyReading,
                Reaching::DiffersBy(kinds.clone()),
                Reaching::DiffersByDame,
                Reaching::Some { reached: 1, more: Some((2, More::Dame)) },
                Reaching::Some { reached: 2, more: None },
            ] {
                let note = Note::InferredClaim {
                    chains,
                    tried: 4,
                    reach,
                    low: "B+1".to_owned(),
                    high: "B+3".to_owned(),
                };
                let words = english_words(&note.text(Lang::Zh));
                assert!(words.is_empty(), "{note:?}: {words:?}");
            }
        }
    }

    /// One sample of every part of a [`Note::Chosen`], in [`chosen_index`] order.
    fn chosen_samples() -> Vec<Chosen> {
        vec![
            Chosen::RenjuNet(Some("RIF".to_owned())),
            Chosen::PsqUnknown(Some("Swap2".to_owned())),
            Chosen::GomocupRenju,
            Chosen::FiveInRowNoRule,
            Chosen::FiveInRowUnknown("Pente".to_owned()),
            Chosen::NoRule { file_komi: true },
            Chosen::UnknownRule { word: "Provisional club rules".to_owned(), file_komi: false },
            Chosen::Named {
                word: "Ing".to_owned(),
                profile: "go-chinese",
                adds: Some(Adds::Ing),
                preset: true,
            },
            Chosen::KataGo {
                word: "koSIMPLEscoreTERRITORYtaxSEKIsui0".to_owned(),
                profile: "go-japanese",
                keys: vec![("ko".to_owned(), "simple".to_owned()), ("tax".to_owned(), "seki".to_owned())],
                territory: true,
                spight: true,
            },
            Chosen::Igs { mark: "PC[IGS: igs.joyjoy.net 6969]".to_owned(), file_komi: true },
            Chosen::Cgos("(CGOS) 9x9 Computer Go Server".to_owned()),
        ]
    }

    /// The part's place in [`chosen_samples`]; no wildcard, as in [`index`].
    fn chosen_index(part: &Chosen) -> usize {
        match part {
            Chosen::RenjuNet(_) => 0,
            Chosen::PsqUnknown(_) => 1,
            Chosen::GomocupRenju => 2,
            Chosen::FiveInRowNoRule => 3,
            Chosen::FiveInRowUnknown(_) => 4,
            Chosen::NoRule { .. } => 5,
            Chosen::UnknownRule { .. } => 6,
            Chosen::Named { .. } => 7,
            Chosen::KataGo { .. } => 8,
            Chosen::Igs { .. } => 9,
            Chosen::Cgos(_) => 10,
        }
    }

    /// How many variants [`index`] numbers: raise it with each new one.
    const VARIANTS: usize = 69;

    /// The variant's place in [`samples`]. A `match` with no wildcard: a new variant does not
    /// compile until it is named here, and the test below then asks for its sample.
    fn index(note: &Note) -> usize {
        match note {
            Note::English(_) => 0,
            Note::Match(_) => 1,
            Note::DuringCount { .. } => 2,
            Note::AllAlive => 3,
            Note::AllAliveMarksUnused => 4,
            Note::PassAliveMarksUnused => 5,
            Note::DeadUnrecorded => 6,
            Note::PassAliveRemoved { .. } => 7,
            Note::Inferred { .. } => 8,
            Note::UncertainChain { .. } => 9,
            Note::NotTerritory(_) => 10,
            Note::TerritoryMarked { .. } => 11,
            Note::HandicapBonus(_) => 12,
            Note::Seki(_) => 13,
            Note::GroupTax { .. } => 14,
            Note::ButtonTaken(_) => 15,
            Note::CleanupPoints { .. } => 16,
            Note::PassStones { .. } => 17,
            Note::TerritoryCount { .. } => 18,
            Note::MoreCycles(_) => 19,
            Note::CleanupKo { .. } => 20,
            Note::MissingPassHint => 21,
            Note::StopsInCycle => 22,
            Note::ClosingPassOwed => 23,
            Note::DeadListUnused => 24,
            Note::StopsCounted(_) => 25,
            Note::NotAllPassAlive => 26,
            Note::TooOpen { .. } => 27,
            Note::StopsUnmarked => 28,
            Note::CleanupKos(_) => 29,
            Note::EstimatedEnd => 30,
            Note::OtherKomi { .. } => 31,
            Note::Edit { .. } => 32,
            Note::ClosingPass(_) => 33,
            Note::LatePass(_) => 34,
            Note::ImpliedPass { .. } => 35,
            Note::Button { .. } => 36,
            Note::PlaysOn(_) => 37,
            Note::Resumes(_) => 38,
            Note::Cycle { .. } => 39,
            Note::TooManyUncertain { .. } => 40,
            Note::HandicapMoves(_) => 41,
            Note::HandicapKataGo { .. } => 42,
            Note::WhiteFirst => 43,
            Note::UnreadClaim(_) => 44,
            Note::BareWinner { .. } => 45,
            Note::ComparedAsStands { .. } => 46,
            Note::ClaimUnchecked => 47,
            Note::KomiInStones { .. } => 48,
            Note::NoTimeGiven(_) => 49,
            Note::NoTimes => 50,
            Note::NoMainTime => 51,
            Note::ClocksChecked => 52,
            Note::RestNotJudged(_) => 53,
            Note::Opening { .. } => 54,
            Note::Continuous { .. } => 55,
            Note::Swaps(_) => 56,
            Note::Chosen(_) => 57,
            Note::InferredClaim { .. } => 58,
            Note::CommanderFell { .. } => 59,
            Note::Out { .. } => 60,
            Note::Adjourned { .. } => 61,
            Note::Nigiri { .. } => 62,
            Note::EndedBefore { .. } => 63,
            Note::FlagUsed { .. } => 64,
            Note::FlagReading { .. } => 65,
            Note::ClocksConfirmed { .. } => 66,
            Note::Overruled { .. } => 67,
            Note::Read(_) => 68,
        }
    }

    /// ASCII words a Chinese note may hold, and why: names of programs, servers, formats and
    /// rule sets, as their records and documents write them. (The CLI's test
    /// `tests/zh_words.rs` scans real output with the same rules.)
    const KEPT: &[(&str, &str)] = &[
        ("KataGo", "the program whose rules and count a note names"),
        ("AGA", "the rule set (American Go Association) a note names, as RU[AGA] writes it"),
        ("IGS", "the server a note names"),
        ("Pandanet", "IGS's other name"),
        ("CGOS", "the server a note names (PC[CGOS ...])"),
        ("RenjuNet", "the database whose games a note names"),
        ("RIF", "the renju federation whose openings a note names"),
        ("PSQ", "the file format (Piskvork's) a note names"),
        ("Gomocup", "the tournament whose groups a note names"),
        ("Piskvork", "the program whose default rule a note names"),
        ("Spight", "the ending rule KataGo's rules name after its author"),
        ("Draw", "a result string (docs/contract.md §5), as a margin names a drawn count"),
    ];

    /// The note without what it quotes: `XX[...]` (a record's property), “...” (a record's
    /// text), `...` (a key, value or option a user types).
    fn unquoted(text: &str) -> String {
        let mut out = String::new();
        let mut chars = text.chars();
        let mut upper = 0;
        while let Some(c) = chars.next() {
            let close = match c {
                '[' if upper > 0 => Some(']'),
                '“' => Some('”'),
                '`' => Some('`'),
                _ => None,
            };
            if let Some(close) = close {
                out.truncate(out.len() - upper);
                chars.by_ref().find(|&d| d == close);
                upper = 0;
                continue;
            }
            upper = if c.is_ascii_uppercase() { upper + 1 } else { 0 };
            out.push(c);
        }
        out
    }

    // The reader's typed remarks: English exactly as the reader wrote it, Chinese without
    // English words, for every kind but the English-only `Text`.
    #[test]
    fn reader_remarks_render_in_both_languages() {
        for read in [
            records::ReadNote::komi_hundredths("650", 6.5),
            records::ReadNote::territory_marks(),
            records::ReadNote::setup_before_first_move(2, 5),
        ] {
            let note = Note::Read(read.clone());
            assert_eq!(note.text(Lang::En), read.as_str());
            let zh = note.text(Lang::Zh);
            assert_ne!(zh, read.as_str());
            assert!(english_words(&zh).is_empty(), "{zh}: {:?}", english_words(&zh));
        }
        assert_eq!(
            records::ReadNote::territory_marks().as_str(),
            "territory marks found: dead stones from TB/TW"
        );
    }

    /// The ASCII words (3 letters or more) of a Chinese note outside quotes, results
    /// (`W+3.5`), profile names (`go-chinese`), paths (`docs/rules/go.md`) and [`KEPT`].
    fn english_words(text: &str) -> Vec<String> {
        unquoted(text)
            .split(|c: char| !(c.is_ascii_alphanumeric() || "+-_./".contains(c)))
            .filter(|w| !w.contains(['+', '-', '/']))
            .flat_map(|w| w.split(|c: char| !c.is_ascii_alphabetic()).map(str::to_owned).collect::<Vec<_>>())
            .filter(|w| w.len() >= 3 && !KEPT.iter().any(|(k, _)| k == w))
            .collect()
    }

    #[test]
    fn every_note_has_a_sample_and_chinese_without_english_words() {
        let samples = samples();
        for (i, note) in samples.iter().enumerate() {
            assert_eq!(index(note), i, "samples() out of order at {note:?}");
        }
        assert_eq!(samples.len(), VARIANTS, "a variant has no sample (or VARIANTS is stale)");
        let parts = chosen_samples();
        for (i, part) in parts.iter().enumerate() {
            assert_eq!(chosen_index(part), i, "chosen_samples() out of order at {part:?}");
        }
        assert_eq!(parts.len(), chosen_index(&Chosen::Cgos(String::new())) + 1, "a part has no sample");
        for note in &samples {
            let (en, zh) = (note.text(Lang::En), note.text(Lang::Zh));
            assert!(!en.is_empty() && !zh.is_empty(), "{note:?}");
            // `English` is the one variant whose text is the same in both: the notes not yet
            // moved to their own variant.
            if matches!(note, Note::English(_)) {
                continue;
            }
            // Names from the record (players) and the runner's words in `referee match`'s
            // records are the record's own text, in whatever language it has them.
            let mut zh = zh;
            for name in ["Black did not move within the 1s its clock allowed", "Ke Jie", "Gu Li"] {
                zh = zh.replace(name, "");
            }
            assert_ne!(en, zh, "{note:?}: no Chinese");
            let words = english_words(&zh);
            assert!(words.is_empty(), "{note:?}: English words {words:?} in {zh}");
        }
    }

    #[test]
    fn english_is_what_json_writes() {
        let note = Note::ClocksChecked;
        assert_eq!(
            serde_json::to_string(&note).unwrap(),
            "\"clock readings (time left) checked: no clock ran out\""
        );
        assert_eq!(note.to_string(), note.text(Lang::En));
    }

    #[test]
    fn a_note_quoting_megabytes_is_cut_in_both_languages() {
        let note = Note::UnreadClaim("x".repeat(5000));
        for lang in [Lang::En, Lang::Zh] {
            assert!(note.text(lang).chars().count() < MAX_NOTE_CHARS + 100, "{lang:?}");
        }
    }

    #[test]
    fn stones_in_chinese() {
        assert_eq!(stones_zh(3.75), "3又3/4");
        assert_eq!(stones_zh(0.5), "1/2");
        assert_eq!(stones_zh(2.0), "2");
        assert_eq!(stones_zh(0.1), "0.1");
    }
}
