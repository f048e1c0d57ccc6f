//! The notes of a verdict as values: what each says, with its data, rendered in English and in
//! Chinese by [`Note::text`]. JSON, YAML and Python carry the English text (docs/contract.md §5),
//! so a note serializes as that string; `--lang zh` prints the Chinese one, in the terms of the
//! seed rule texts (see [`crate::lang`]).
//!
//! Names from the record (points, moves, rule words quoted as `RU[...]`, results such as
//! `B+3.5`) and what a user types (profile keys and options, quoted in backticks) stay as they
//! are in both languages.

use std::fmt;

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
            Note::Swaps(n) => format!("开局阶段双方交换了 {n} 次棋子颜色：黑、白指棋子的颜色"),
        }
    }
}

/// `black`, `white`: a colour as English notes name it mid-sentence.
fn lower(player: Player) -> &'static str {
    match player {
        Player::Black => "black",
        Player::White => "white",
        Player::Red | Player::Blue | Player::South | Player::East | Player::North | Player::West => "?",
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
        ]
    }

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
        }
    }

    /// ASCII words a Chinese note may hold, and why: what a user types or a record writes, in
    /// the spelling docs/contract.md fixes, and names of programs, servers and rule sets.
    const KEPT: &[(&str, &str)] = &[
        ("KataGo", "the program whose rules and count a note names"),
        ("AGA", "the rule set (American Go Association) a note names, as RU[AGA] writes it"),
        ("IGS", "the server a note names"),
        ("docs", "a path in the repository: docs/rules/go.md"),
        ("rules", "a path in the repository: docs/rules/go.md"),
    ];

    /// The ASCII words (3 letters or more) of a Chinese note outside backticks (which quote a
    /// key, value or option a user types), `XX[...]` (a record's property) and names in
    /// [`KEPT`].
    fn english_words(text: &str) -> Vec<String> {
        let mut plain = String::new();
        let mut quoted = false;
        for c in text.chars() {
            if c == '`' {
                quoted = !quoted;
            } else if !quoted {
                plain.push(c);
            }
        }
        let plain = plain.replace("go.md", "");
        plain
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() >= 3)
            .filter(|w| !KEPT.iter().any(|(k, _)| k == w))
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn every_note_has_a_sample_and_chinese_without_english_words() {
        let samples = samples();
        for (i, note) in samples.iter().enumerate() {
            assert_eq!(index(note), i, "samples() out of order at {note:?}");
        }
        let variants = index(&Note::Swaps(0)) + 1;
        assert_eq!(samples.len(), variants, "a variant has no sample");
        for note in &samples {
            let (en, zh) = (note.text(Lang::En), note.text(Lang::Zh));
            assert!(!en.is_empty() && !zh.is_empty(), "{note:?}");
            // `English` is the one variant whose text is the same in both: the notes not yet
            // moved to their own variant.
            if matches!(note, Note::English(_)) {
                continue;
            }
            // What the runner of `referee match` wrote is the record's own text.
            let zh = match note {
                Note::Match(_) => zh.replace("Black did not move within the 1s its clock allowed", ""),
                _ => zh,
            };
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
