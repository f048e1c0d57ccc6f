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

mod chosen;
mod en;
mod zh;

use crate::lang::Lang;
use crate::verdict::count;
use crate::vocab::{Player, Reason, RuleId, Winner};

/// One note of a verdict.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Note {
    /// `referee match`: the runner's own words on how the game ended (which engine, which
    /// fault), as the SGF's `C[]` keeps them.
    Match(String),
    /// A record reader's remark that says what it is ([`records::ReadKind`]).
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
    /// Go: the claim is `off` points from the count, not a whole number: counted with the
    /// `needed` komi (points) that `by` states, not the record's `komi`.
    OtherKomi { off: f64, komi: f64, needed: f64, by: KomiBy },
    /// Go: the claim's margin is a quarter of a point off any count in points, so it is read in
    /// stones (`stones`, as Fox writes Chinese-rules margins) and compared as `points`.
    ClaimInStones { stones: f64, points: f64 },
    /// Go: the record stops in a whole-board cycle that would end the game with no result, but
    /// the claim is a resignation or a time loss (`reason`): giving way ends the game, so the
    /// claim stands.
    GaveWayInCycle { reason: Reason },
    /// Go: a record with no `RU` counted by area misses the claim, and counted by territory
    /// (`--rules` `profile`) it gives `result`, which reaches the claim: with the same dead
    /// stones (`same_dead`), or with another reading of the judged ones.
    TerritoryReaches { profile: &'static str, result: String, same_dead: bool },
    /// Go: a KGS record whose `RU` was cut, counted by territory (KGS's default), misses the
    /// claim, and counted by area (`--rules` `profile`) it gives `result`, which reaches the
    /// claim: with the same dead stones (`same_dead`), or with another reading of the judged ones.
    AreaReaches { profile: &'static str, result: String, same_dead: bool },
    /// Go: a KGS record whose `RU` was cut and whose komi does not say which rule set it was
    /// played under: the territory count (KGS's default) reaches the claim, but the area count
    /// (`--rules` `profile`) gives `result`, which does not.
    RulesInDoubt { profile: &'static str, result: String },
    /// Go: a count with no claim to settle that hangs on `chains` uncertain chains (and on the
    /// weak ones): Black's margins over their readings, lowest and highest.
    CountRange { chains: usize, low: String, high: String },
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
    /// Go: no assignment of the `chains` uncertain chains (`tried` of them; the inferred
    /// count alone with none) reaches the counted claim, but `reading` of the playouts'
    /// judgement does: not checkable; Black's margins without that change, lowest and highest.
    ReachedIf { chains: usize, tried: usize, reading: OtherReading, low: String, high: String },
    /// Renju: the game goes on with Black's forbidden move at `ply` (on `at`, breaking `rule`)
    /// not claimed yet; `words` is the rule crate's English sentence for it.
    Claimable { ply: u32, at: Option<String>, rule: RuleId, words: String },
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

/// Who states a komi other than the record's that a claim may have been counted with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KomiBy {
    /// The profile's own komi (the record or `--set` changed it): the profile's name.
    Profile(String),
    /// Fox's AI records write `KM[0]` for games the server counted with 6.5 (or 7.5) points.
    FoxZero,
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

/// A reading of the playouts' judgement other than its own that reaches a claim
/// ([`Note::ReachedIf`]). Confidences and shares are fractions of the playouts.
#[derive(Debug, Clone, PartialEq)]
pub enum OtherReading {
    /// Some of the `weak` chains judged with a confidence below `below`, read the other way:
    /// with the uncertain ones more than the `max` whose every assignment is tried.
    SomeWeak { weak: usize, below: f64, max: usize },
    /// The chains judged with a confidence below `below`, read the other way: each one's
    /// colour, first stone, whether it is now read alive, and its confidence.
    Weak { below: f64, chains: Vec<(Player, String, bool, f64)> },
    /// One group the playouts judged (dead when `dead`) read the other way: its colour,
    /// first stone, size, and the share of playouts that kept its points its colour's.
    Group { player: Player, at: String, stones: usize, dead: bool, share: f64 },
    /// Some group read the other way: more than `max` readings, not all tried.
    TooMany { max: usize },
    /// No stone is taken off: the stones counted as they stand (the players marked nothing).
    AsTheyStand,
    /// The `player`'s chains the judgement reads as in seki, `stones` in all, marked dead (as
    /// players sometimes mark a seki).
    SekiDead { player: Player, stones: usize },
    /// A chain the judgement takes off as certainly dead left on the board, as players leave a
    /// stone in atari they need not capture: its colour, first stone and size.
    LeftOnBoard { player: Player, at: String, stones: usize },
}

/// Why another reading's reaching the claim leaves it unchecked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReadingKind {
    /// The playouts' judgement read otherwise: the judgement is an estimate.
    Estimate,
    /// What players might have agreed beyond the judgement (nothing dead, a seki marked dead,
    /// a dead stone left on the board): their agreement is final, and the record lacks it.
    Agreement,
}

impl OtherReading {
    /// Why this reading's reaching the claim leaves it unchecked.
    pub fn kind(&self) -> ReadingKind {
        match self {
            OtherReading::SomeWeak { .. }
            | OtherReading::Weak { .. }
            | OtherReading::Group { .. }
            | OtherReading::TooMany { .. } => ReadingKind::Estimate,
            OtherReading::AsTheyStand | OtherReading::SekiDead { .. } | OtherReading::LeftOnBoard { .. } => {
                ReadingKind::Agreement
            }
        }
    }
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
    /// An NNGS record (`mark`: the `PC` that says so) with no `RU`: NNGS counted territory.
    Nngs { mark: String, file_komi: bool },
    /// A KGS record (`mark`: the `PC` that says so) with no `RU`: KGS writes one in every
    /// record, so it was cut. `komi`: the file's `KM` when it is the komi KGS gives one of its
    /// rule sets by default (7.5: Chinese, judged as `profile` go-chinese; 6.5: Japanese);
    /// `None`: the komi does not say, and KGS's default rule set, Japanese, is counted, a claim
    /// agreeing only when an area count reaches it too.
    KgsCut { mark: String, file_komi: bool, komi: Option<String>, profile: &'static str },
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
        Overtime::Canadian { stones, period_ms } => {
            format!(" {main} + 每 {} {stones} 手（加拿大读秒）", format_duration(period_ms))
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
    // A character takes a byte at least: a note of no more bytes than that is not cut, and
    // nearly every note is one, so its characters are not walked (every verdict has notes).
    if note.len() <= MAX_NOTE_CHARS {
        return note;
    }
    let Some((cut, _)) = note.char_indices().nth(MAX_NOTE_CHARS) else { return note };
    let all = note.chars().count();
    match lang {
        Lang::En => format!("{}... (cut: {all} characters in all)", &note[..cut]),
        Lang::Zh => format!("{}……（截断：共 {all} 个字符）", &note[..cut]),
    }
}

#[cfg(test)]
mod tests;
