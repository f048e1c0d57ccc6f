//! Every sentence `referee` shows about a game, in English and in Chinese (`--lang en|zh`),
//! keyed by what it says ([`Msg`]) rather than matched on English text. The Chinese uses the
//! terms of the seed rule texts: 提子, 禁着点, 全局同形, 数子法, 贴子, 三三, 四四, 长连, 行营, 大本营.
//!
//! Only sentences change with the language: JSON and YAML keys, rule ids (`suicide`,
//! `double-three`) and result strings (`B+1.5`) stay as docs/contract.md fixes them. Errors about input
//! that cannot be read stay in English.

pub mod errors;
pub mod rules;

use renju_rules::ForbiddenKind;

use crate::verdict::{count, Status, Verdict};
use crate::vocab::{Player, Reason, RuleId, Winner};

/// The language of verdict sentences, explanations and diagram captions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    /// English
    #[default]
    En,
    /// Chinese (简体中文), with the terms of the Chinese rule texts
    Zh,
}

/// A player or side: `Black` or `黑方`.
pub fn side(lang: Lang, player: Player) -> &'static str {
    let (en, zh) = match player {
        Player::Black => ("Black", "黑方"),
        Player::White => ("White", "白方"),
        Player::Red => ("Red", "红方"),
        Player::Blue => ("Blue", "蓝方"),
        Player::South => ("South", "南家"),
        Player::East => ("East", "东家"),
        Player::North => ("North", "北家"),
        Player::West => ("West", "西家"),
    };
    pick(lang, en, zh)
}

/// The short colour word of a Go or renju stone in Chinese sentences (`黑`), the title in English.
fn stone(lang: Lang, player: Player) -> &'static str {
    match (lang, player) {
        (Lang::Zh, Player::Black) => "黑",
        (Lang::Zh, Player::White) => "白",
        (
            Lang::Zh,
            Player::Red | Player::Blue | Player::South | Player::East | Player::North | Player::West,
        )
        | (Lang::En, _) => side(lang, player),
    }
}

/// A verdict's winner as a name: `Black`, `a draw`, `no result`; `黑方`, `和棋`, `无胜负`.
pub fn winner_name(lang: Lang, winner: Winner) -> &'static str {
    match winner {
        Winner::Black => side(lang, Player::Black),
        Winner::White => side(lang, Player::White),
        Winner::Red => side(lang, Player::Red),
        Winner::Blue => side(lang, Player::Blue),
        Winner::SouthNorth => pick(lang, "South-North", "南北家"),
        Winner::EastWest => pick(lang, "East-West", "东西家"),
        Winner::Draw => pick(lang, "a draw", "和棋"),
        Winner::NoResult => pick(lang, "no result", "无胜负"),
    }
}

fn pick<'a>(lang: Lang, en: &'a str, zh: &'a str) -> &'a str {
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}

/// The name of a rule: its id in English (as the verdict prints it), the term of the Chinese
/// rule texts in Chinese (`suicide` → `禁着点`, `sealed-move` → `封棋`).
pub fn rule_name(lang: Lang, rule: RuleId) -> &'static str {
    let zh = match rule {
        RuleId::Suicide => "禁着点",
        RuleId::Ko => "打劫",
        RuleId::Superko => "全局同形",
        RuleId::Occupied => "已有棋子",
        RuleId::OffBoard => "不在棋盘上",
        RuleId::OutOfTurn => "不该行棋",
        RuleId::AfterEnd => "终局之后",
        RuleId::DoubleThree => "三三禁手",
        RuleId::DoubleFour => "四四禁手",
        RuleId::Overline => "长连禁手",
        RuleId::Opening => "开局规则",
        RuleId::Swap => "交换",
        RuleId::Offer => "五手打点",
        RuleId::Claim => "指出禁手",
        RuleId::Pass => "弃权停着",
        RuleId::Replace => "替换棋子",
        RuleId::NoPass => "不能停着",
        RuleId::Setup => "布阵",
        RuleId::ImmovablePiece => "不能移动的棋子",
        RuleId::OwnPiece => "己方棋子",
        RuleId::CampOccupied => "行营",
        RuleId::NoPath => "无路可走",
        RuleId::NotYourPiece => "对方棋子",
        RuleId::EmptyOrigin => "起点无子",
        RuleId::ForbiddenAttack => "禁止的碰子",
        RuleId::PartnerPiece => "盟友棋子",
        RuleId::SealedMove => "封棋",
        RuleId::Nigiri => "猜先",
    };
    pick(lang, rule.id(), zh)
}

/// The name of the way a game ended: its id in English, the rule texts' term in Chinese
/// (`resignation` → `认输`, `timeout` → `超时`).
pub fn reason_name(lang: Lang, reason: Reason) -> &'static str {
    let zh = match reason {
        Reason::Score => "数子",
        Reason::Resignation => "认输",
        Reason::Timeout => "超时",
        Reason::Forfeit => "判负",
        Reason::Agreement => "协议和棋",
        Reason::Repetition => "全局同形再现",
        Reason::Five => "成五",
        Reason::Forbidden => "禁手",
        Reason::BoardFull => "棋盘下满",
        Reason::Passes => "双方停着",
        Reason::MaxMoves => "手数上限",
        Reason::StonesPlaced => "出完棋子",
        Reason::FlagCaptured => "夺得军旗",
        Reason::NoMovablePieces => "无棋可走",
        Reason::NoCaptureLimit => "未碰子步数上限",
        Reason::MaxPlies => "步数上限",
    };
    pick(lang, reason.id(), zh)
}

/// Every kind of sentence, with what it needs to say.
#[derive(Debug, Clone)]
pub enum Msg<'a> {
    /// `after ply 12`
    AfterPly(usize),
    /// `Black to move`
    ToMove(Player),
    /// Go: stones each colour has captured (提子).
    Captured { black: u32, white: u32 },
    /// Renju: Black's forbidden points, `h8 double-three` each; empty for none.
    ForbiddenForBlack(&'a [(String, ForbiddenKind)]),
    /// How a game ended: the verdict's winner and reason.
    Ended { winner: Winner, reason: Reason },
    /// Junqi: plies without an attack, and the limit that draws (0 for none).
    QuietPlies { plies: u32, limit: u32 },
    /// The last move of a drawing: who, and the move text.
    LastMove { side: Player, mv: &'a str },
    /// Junqi's legend under the drawing.
    JunqiLegend,
    /// Junqi's legend under the SVG picture.
    JunqiLegendSvg,
    /// Junqi: a deployment that breaks the placement rules.
    SetupBreach(Breach<'a>),
    /// A marked point on a diagram: the point a rejected move names.
    Marked(&'a str),
    /// The one-line violation message of a verdict (player, move text, rule).
    Violation { player: Player, mv: &'a str, rule: RuleId },
    /// Go: the legend of a drawing with a life judgement (text signs, or the SVG's marks).
    LifeLegend { svg: bool },
    /// Go: a life judgement with nothing dead, uncertain or in seki.
    LifeNone,
    /// Go: why a chain was judged as it was (docs/rules/go.md §1.8): its colour, first stone,
    /// size, status and reason, and the share of playouts (in percent) that kept it its
    /// colour's.
    Life {
        player: Player,
        at: &'a str,
        stones: usize,
        life: go_rules::Life,
        reason: go_rules::LifeReason,
        own: u32,
    },
}

impl Msg<'_> {
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match (self, lang) {
            (Msg::AfterPly(n), Lang::En) => format!("after ply {n}"),
            (Msg::AfterPly(n), Lang::Zh) => format!("第 {n} 手后"),
            (Msg::ToMove(who), Lang::En) => format!("{} to move", side(lang, *who)),
            (Msg::ToMove(who), Lang::Zh) => format!("{}行棋", side(lang, *who)),
            (Msg::Captured { black, white }, Lang::En) => {
                format!("captured: Black {black}, White {white}")
            }
            (Msg::Captured { black, white }, Lang::Zh) => format!("提子：黑 {black}，白 {white}"),
            (Msg::ForbiddenForBlack(list), _) => {
                let items: Vec<String> =
                    list.iter().map(|(p, kind)| format!("{p} {}", forbidden_word(lang, *kind))).collect();
                let none = pick(lang, "none", "无");
                let joined =
                    if items.is_empty() { none.to_owned() } else { items.join(pick(lang, ", ", "，")) };
                format!("{}{joined}", pick(lang, "forbidden for Black: ", "黑方禁手点："))
            }
            (Msg::Ended { winner, reason }, _) => ended(lang, *winner, *reason),
            (Msg::QuietPlies { plies, limit }, Lang::En) => {
                let mut s = format!("{} without an attack", count(*plies as usize, "ply", "plies"));
                if *limit > 0 {
                    s.push_str(&format!(" (a draw at {limit})"));
                }
                s
            }
            (Msg::QuietPlies { plies, limit }, Lang::Zh) => {
                let mut s = format!("连续 {plies} 步未碰子");
                if *limit > 0 {
                    s.push_str(&format!("（{limit} 步判和）"));
                }
                s
            }
            (Msg::LastMove { side: who, mv }, Lang::En) => format!("last move: {who} {mv}"),
            (Msg::LastMove { side: who, mv }, Lang::Zh) => format!("上一步：{} {mv}", side(lang, *who)),
            (Msg::JunqiLegend, Lang::En) => {
                "R red, B blue; ( ) camp 行营, [ ] headquarters 大本营; == ‖ railway, -- | road".to_owned()
            }
            (Msg::JunqiLegend, Lang::Zh) => {
                "R 红方，B 蓝方；( ) 行营，[ ] 大本营；== ‖ 铁路，-- | 公路".to_owned()
            }
            (Msg::JunqiLegendSvg, Lang::En) => {
                "red and blue pieces; circles: camps 行营; arches: headquarters 大本营; striped: railway 铁路; thin: road 公路"
                    .to_owned()
            }
            (Msg::JunqiLegendSvg, Lang::Zh) => {
                "红方、蓝方棋子；圆圈：行营；拱形：大本营；黑白条纹：铁路；细线：公路".to_owned()
            }
            (Msg::SetupBreach(b), Lang::En) => {
                format!("the setup breaks the deployment rules: {} ({})", b.message, b.rule)
            }
            (Msg::SetupBreach(b), Lang::Zh) => format!("布阵违反规则：{}", breach_zh(b)),
            (Msg::Marked(at), Lang::En) => format!("marked: {at}"),
            (Msg::Marked(at), Lang::Zh) => format!("标记：{at}"),
            // English verdicts keep the rule crate's own sentence; this is the short form.
            (Msg::LifeLegend { svg: false }, Lang::En) => {
                "dead stones (inferred): ◆ Black ◇ White; uncertain: ◐ Black ◑ White".to_owned()
            }
            (Msg::LifeLegend { svg: false }, Lang::Zh) => "死子（推断）：◆ 黑 ◇ 白；未定：◐ 黑 ◑ 白".to_owned(),
            (Msg::LifeLegend { svg: true }, Lang::En) => {
                "dead stones (inferred) crossed out in red; uncertain ones ringed in orange".to_owned()
            }
            (Msg::LifeLegend { svg: true }, Lang::Zh) => "红叉：推断的死子；橙圈：未定".to_owned(),
            (Msg::LifeNone, Lang::En) => "every chain is judged alive".to_owned(),
            (Msg::LifeNone, Lang::Zh) => "所有棋块均判为活棋".to_owned(),
            (Msg::Life { player, at, stones, life, reason, own }, _) => {
                life_line(lang, *player, at, *stones, *life, *reason, *own)
            }
            (Msg::Violation { player, mv, rule }, Lang::En) => format!("{} {mv} ({rule})", side(lang, *player)),
            (Msg::Violation { player, mv, rule }, Lang::Zh) => violation(*player, mv, *rule),
        }
    }
}

/// A junqi start position's breach of the placement rules ([`Msg::SetupBreach`]): who, the rule
/// crate's sentence and rule id (the English), and what it says as data (the Chinese).
#[derive(Debug, Clone, Copy)]
pub struct Breach<'a> {
    pub who: Player,
    pub message: &'a str,
    pub rule: &'static str,
    pub breach: Option<&'a junqi_rules::SetupBreach>,
}

impl<'a, P: Copy + Into<Player>> From<&'a junqi_rules::Violation<P>> for Breach<'a> {
    fn from(v: &'a junqi_rules::Violation<P>) -> Breach<'a> {
        Breach { who: v.side.into(), message: &v.message, rule: v.kind.id(), breach: v.breach.as_deref() }
    }
}

/// A junqi start position's breach in Chinese, for the error of a record whose setup the rule
/// crate refused (its English is the rule crate's sentence).
pub(crate) fn breach_in_chinese<P: Copy + Into<Player>>(v: &junqi_rules::Violation<P>) -> String {
    breach_zh(&Breach::from(v))
}

/// The breach in Chinese, in the seed rule texts' terms (棋子布局的限制: 炸弹不能放在第一行，
/// 地雷只能放在最后两行，军旗只能放在大本营; 行营; 结点); stations by their names.
fn breach_zh(b: &Breach<'_>) -> String {
    use junqi_rules::{Area, SetupBreach};
    let zh = Lang::Zh;
    let who = side(zh, b.who);
    let Some(breach) = b.breach else {
        // Every setup violation the rule crate makes carries its data; this is the rule's name.
        return violation(b.who, "", RuleId::Setup);
    };
    let ranks = |r: &[u8]| r.iter().map(u8::to_string).collect::<Vec<_>>().join("、");
    match breach {
        SetupBreach::OffBoard { piece } => format!("{who}把{}放在不在本棋盘上的结点", piece.chinese()),
        SetupBreach::Outside { piece, station, area } => {
            let area = match area {
                Area::Half(s) => format!("{}的半边棋盘", side(zh, (*s).into())),
                Area::Arm(s) => format!("{}的区域", side(zh, (*s).into())),
                Area::Centre => "中央".to_owned(),
            };
            format!("{who}把{}放在 {station}，在{area}", piece.chinese())
        }
        SetupBreach::Twice { station } => format!("{who}在 {station} 放了两枚棋子"),
        SetupBreach::SecondPiece { station } => format!("{who}在已有棋子的 {station} 又放了一枚棋子"),
        SetupBreach::InCamp { piece, station } => {
            format!("{who}把{}放在行营 {station}；行营开局时须空着", piece.chinese())
        }
        SetupBreach::Count { piece, have: 0, want } => {
            format!("{who}没有布{}；每方 {want} 枚", piece.chinese())
        }
        SetupBreach::Count { piece, have, want } => {
            format!("{who}布了 {have} 枚{}；每方 {want} 枚", piece.chinese())
        }
        SetupBreach::FlagOutside { station, headquarters } => {
            format!("{who}的军旗在 {station}；军旗只能放在大本营（{}）", headquarters.join(" 或 "))
        }
        SetupBreach::MineForward { station, ranks: r } => {
            format!("{who}的地雷在 {station}，不在最后两行（第 {} 行）；地雷只能放在最后两行", ranks(r))
        }
        SetupBreach::BombInFront { station, ranks: r } => {
            format!("{who}的炸弹在 {station}，在第一行（第 {} 行）；炸弹不能放在第一行", ranks(r))
        }
        SetupBreach::Empty { stations, arm } => format!(
            "{who}的 {} 空着；己方{}的每个结点和大本营都须有棋子",
            stations.join("、"),
            if *arm { "区域" } else { "半边棋盘" }
        ),
    }
}

/// `double-three` → `三三` in Chinese; the id in English.
pub fn forbidden_word(lang: Lang, kind: ForbiddenKind) -> &'static str {
    let zh = match kind {
        ForbiddenKind::DoubleThree => "三三",
        ForbiddenKind::DoubleFour => "四四",
        ForbiddenKind::Overline => "长连",
    };
    pick(lang, kind.id(), zh)
}

/// How a game ended, from the verdict's winner and reason.
fn ended(lang: Lang, winner: Winner, reason: Reason) -> String {
    let who = match winner {
        Winner::Black
        | Winner::White
        | Winner::Red
        | Winner::Blue
        | Winner::SouthNorth
        | Winner::EastWest => winner_name(lang, winner),
        Winner::Draw => return drawn(lang, reason).to_owned(),
        Winner::NoResult => {
            return pick(lang, "no result: the whole-board position repeated", "无胜负：全局同形再现")
                .to_owned()
        }
    };
    match (lang, reason) {
        (Lang::En, Reason::Score) => format!("{who} wins on the count"),
        (Lang::En, Reason::Resignation) => format!("{who} wins by resignation"),
        (Lang::En, Reason::Timeout) => format!("{who} wins on time"),
        (Lang::En, Reason::Forfeit) => format!("{who} wins by forfeit"),
        (Lang::En, Reason::Five) => format!("{who} wins with five in a row"),
        (Lang::En, Reason::Forbidden) => format!("{who} wins: Black made a forbidden move"),
        (Lang::En, Reason::FlagCaptured) => format!("{who} wins: the flag is taken"),
        (Lang::En, Reason::NoMovablePieces) => format!("{who} wins: the other side has no legal move"),
        (Lang::En, Reason::StonesPlaced) => format!("{who} wins: all its stones are placed first"),
        (Lang::En, Reason::Repetition) => {
            format!("{who} wins: the other side repeated the whole-board position")
        }
        // Endings that are draws by nature: a winner there can only come from a claim.
        (
            Lang::En,
            Reason::Agreement
            | Reason::BoardFull
            | Reason::Passes
            | Reason::MaxMoves
            | Reason::NoCaptureLimit
            | Reason::MaxPlies,
        ) => format!("{who} wins"),
        (Lang::Zh, Reason::Score) => format!("{who}数子获胜"),
        (Lang::Zh, Reason::Resignation) => format!("{who}胜（对方认输）"),
        (Lang::Zh, Reason::Timeout) => format!("{who}胜（对方超时判负）"),
        (Lang::Zh, Reason::Forfeit) => format!("{who}胜（对方弃权或判负）"),
        (Lang::Zh, Reason::Five) => format!("{who}成五获胜"),
        (Lang::Zh, Reason::Forbidden) => format!("{who}胜：黑方走了禁手"),
        (Lang::Zh, Reason::FlagCaptured) => format!("{who}胜：夺得军旗"),
        (Lang::Zh, Reason::NoMovablePieces) => format!("{who}胜：对方无棋可走"),
        (Lang::Zh, Reason::StonesPlaced) => format!("{who}胜：先出完所有棋子"),
        (Lang::Zh, Reason::Repetition) => format!("{who}胜：对方造成全局同形再现"),
        (
            Lang::Zh,
            Reason::Agreement
            | Reason::BoardFull
            | Reason::Passes
            | Reason::MaxMoves
            | Reason::NoCaptureLimit
            | Reason::MaxPlies,
        ) => format!("{who}胜"),
    }
}

/// A drawn game, by how it ended.
fn drawn(lang: Lang, reason: Reason) -> &'static str {
    let (en, zh) = match reason {
        Reason::Agreement => ("a draw by agreement", "双方同意和棋"),
        Reason::BoardFull => ("a draw: the board is full", "和棋：棋盘已下满"),
        Reason::Passes => ("a draw: both players passed", "和棋：双方连续停着"),
        Reason::MaxMoves | Reason::MaxPlies => ("a draw: the move limit was reached", "和棋：达到手数上限"),
        Reason::NoCaptureLimit => {
            ("a draw: too many plies without an attack", "和棋：连续未碰子步数达到上限")
        }
        Reason::NoMovablePieces => ("a draw: neither side has a legal move", "和棋：双方都无棋可走"),
        Reason::Repetition => ("a draw: the whole-board position repeated", "和棋：全局同形再现"),
        // A drawn count, or a draw whose reason says nothing more.
        Reason::Score
        | Reason::Resignation
        | Reason::Timeout
        | Reason::Forfeit
        | Reason::Five
        | Reason::Forbidden
        | Reason::StonesPlaced
        | Reason::FlagCaptured => ("a draw", "和棋"),
    };
    pick(lang, en, zh)
}

/// A violation message built from the verdict's facts. English keeps the rule crate's own
/// sentence (see [`localize`]); this is the Chinese one.
fn violation(player: Player, mv: &str, rule: RuleId) -> String {
    let lang = Lang::Zh;
    let who = stone(lang, player);
    let name = side(lang, player);
    let sentence = match rule {
        RuleId::Suicide => format!("{who} {mv} 落子后自身无气，又不能提取对方棋子"),
        RuleId::Ko => format!("{who} {mv} 立即回提劫，使局面重复"),
        RuleId::Superko => format!("{who} {mv} 使全局同形再现"),
        RuleId::Occupied => format!("{who} {mv} 下在已有棋子的点上"),
        RuleId::OffBoard => format!("{who} {mv} 不在棋盘上"),
        RuleId::OutOfTurn => format!("不是{name}行棋"),
        RuleId::AfterEnd => format!("{name} {mv} 在终局之后"),
        RuleId::DoubleThree => format!("{who} {mv} 同时形成两个活三"),
        RuleId::DoubleFour => format!("{who} {mv} 同时形成两个四"),
        RuleId::Overline => format!("{who} {mv} 形成六子或以上连线"),
        RuleId::Opening => format!("{who} {mv} 不符合开局规则"),
        RuleId::Swap => format!("{name}的交换不符合开局规则"),
        RuleId::Offer => format!("{name}的五手打点不符合开局规则"),
        RuleId::Claim => "白方指出禁手，但黑方并未走禁手".to_owned(),
        RuleId::Pass | RuleId::NoPass => format!("{name}停着，但规则不允许停着"),
        // Seed 001 玩法二: a five replaces any one stone of the opponent, and only then.
        RuleId::Replace => format!("{name} {mv}：自己形成五子连线才可替换对方一枚棋子，且必须替换"),
        RuleId::Setup => format!("{name}的布阵违反规则"),
        RuleId::ImmovablePiece => format!("{name} {mv}：这枚棋子不能移动"),
        RuleId::OwnPiece => format!("{name} {mv}：目标位置是己方棋子"),
        RuleId::CampOccupied => format!("{name} {mv}：行营中的棋子不能被攻击"),
        RuleId::NoPath => format!("{name} {mv}：没有可走的路线"),
        RuleId::NotYourPiece => format!("{name} {mv}：起点是对方的棋子"),
        RuleId::EmptyOrigin => format!("{name} {mv}：起点没有棋子"),
        RuleId::ForbiddenAttack => format!("{name} {mv}：本规则不允许这样碰子"),
        RuleId::PartnerPiece => format!("{name} {mv}：目标位置是盟友的棋子，不能攻击"),
        // Seed 000 第十四条: the player to move seals, and on resumption the sealed move is played.
        RuleId::SealedMove => {
            format!("{name}续赛时走 {mv}，不符合封棋规定：封棋由轮下子的一方进行，续赛时按所标记的位置下子")
        }
        // Seed 000 第十条: the difference of the grabs decides who takes Black.
        RuleId::Nigiri => "执黑的一方与猜先结果不符：大数减小数，单数双方交换，偶数不换".to_owned(),
    };
    format!("{sentence}（{}）", rule_name(lang, rule))
}

/// Why a chain was judged alive, dead or uncertain, in `lang`.
fn life_line(
    lang: Lang,
    player: Player,
    at: &str,
    stones: usize,
    life: go_rules::Life,
    reason: go_rules::LifeReason,
    own: u32,
) -> String {
    use go_rules::{Life, LifeReason};
    let other = match player {
        Player::Black => Player::White,
        _ => Player::Black,
    };
    let (who, them) = (side(lang, player), side(lang, other));
    match lang {
        Lang::En => {
            let status = match life {
                Life::Alive => "alive",
                Life::Dead => "dead",
                Life::Uncertain => "uncertain",
            };
            let chain = format!("{who} {at} ({})", crate::verdict::count(stones, "stone", "stones"));
            let why = match reason {
                LifeReason::PassAlive => "pass-alive: two vital regions, it cannot be captured".to_owned(),
                LifeReason::InPassAliveRegion => {
                    format!("inside {them}'s pass-alive region, where it can never make an eye")
                }
                LifeReason::Seki => {
                    format!("seki: it keeps liberties it shares with {them}; playout ownership {own}%")
                }
                LifeReason::Playouts => format!("playout ownership {own}% {who}'s"),
                LifeReason::Race => {
                    format!("a capturing race with a dead chain of {them}; playout ownership {own}%")
                }
            };
            format!("{status}: {chain}: {why}")
        }
        Lang::Zh => {
            let status = match life {
                Life::Alive => "活棋",
                Life::Dead => "死棋",
                Life::Uncertain => "未定",
            };
            let why = match reason {
                LifeReason::PassAlive => "有两处要害空，无条件活（pass-alive）".to_owned(),
                LifeReason::InPassAliveRegion => format!("位于{them}无条件活的区域内，不能做眼"),
                LifeReason::Seki => format!("双活：与{them}共有气；模拟对局中归属 {own}%"),
                LifeReason::Playouts => format!("模拟对局中归{who} {own}%"),
                LifeReason::Race => format!("与{them}的死棋对杀未定；模拟对局中归属 {own}%"),
            };
            format!("{status}：{who} {at}（{stones} 子）：{why}")
        }
    }
}

/// Rewrites a verdict's sentences in `lang`: the violation's message and the result in words.
/// Keys, ids, results and numbers are left alone; English leaves the verdict as it is.
pub fn localize(v: &mut Verdict, lang: Lang) {
    if lang == Lang::En {
        return;
    }
    if let Some(viol) = &mut v.violation {
        viol.message = Msg::Violation { player: viol.player, mv: &viol.mv, rule: viol.rule }.text(lang);
    }
    if v.in_words.is_some() {
        v.in_words = Some(in_words(v, lang));
    }
}

/// The result in words: Chinese Go style for a count (`黑胜3/4子`), else how the game ended.
fn in_words(v: &Verdict, lang: Lang) -> String {
    let (winner, reason) = match (v.winner, v.reason) {
        (Some(w), Some(r)) => (w, r),
        // Only a claim taken as the ending names a winner with no reason (`B+`, `blue`): the
        // moves stop before the rules end the game (docs/contract.md §4).
        (Some(_), None) => {
            return pick(
                lang,
                "as claimed: the moves stop before the rules end the game",
                "按声明：着法在规则判定终局前结束",
            )
            .to_owned()
        }
        (None, _) => return v.in_words.clone().unwrap_or_default(),
    };
    if let (Some(score), Reason::Score) = (&v.score, reason) {
        let stones = crate::note::stones_zh(score.margin_stones);
        return match winner {
            Winner::Black => format!("黑胜{stones}子"),
            Winner::White => format!("白胜{stones}子"),
            Winner::Draw
            | Winner::NoResult
            | Winner::Red
            | Winner::Blue
            | Winner::SouthNorth
            | Winner::EastWest => "和棋".to_owned(),
        };
    }
    ended(lang, winner, reason)
}

/// The text line of a verdict after the path and profile name, in `lang`.
pub fn summary(v: &Verdict, lang: Lang) -> String {
    if lang == Lang::En {
        return v.summary();
    }
    let tagged = |viol: &crate::verdict::Violation| viol.message.clone();
    match v.status {
        Status::Invalid => match &v.violation {
            Some(viol) => format!("无效：第 {} 手，{}", viol.ply, tagged(viol)),
            None => "无效".to_owned(),
        },
        Status::Unfinished => {
            let mut s = format!("未终局（{} 手）", v.plies);
            if let Some(c) = &v.claimed {
                s.push_str(&format!("  声明 {c}：无法核对"));
            }
            s
        }
        Status::Finished => {
            let mut s = v.result.clone().unwrap_or_else(|| "终局".to_owned());
            if let Some(w) = &v.in_words {
                s.push_str(&format!("（{w}）"));
            }
            if let Some(viol) = &v.violation {
                s.push_str(&format!("，第 {} 手：{}", viol.ply, tagged(viol)));
            }
            match (v.agrees, &v.claimed) {
                (Some(true), _) => s.push_str("  与声明相符"),
                (Some(false), Some(c)) => s.push_str(&format!("  与声明的 {c} 不符")),
                (None, Some(c)) => s.push_str(&format!("  声明 {c}：无法核对")),
                _ => {}
            }
            s
        }
    }
}

#[cfg(test)]
mod tests;
