//! The rule behind a verdict, in words and with its source (`referee judge --explain`), in
//! English and Chinese. Go cites the articles of the Chinese rules (seed 000, 中国围棋竞赛规则),
//! renju the RIF articles, junqi the sections of docs/rules/junqi.md.

use renju_rules::{ForbiddenEffect, ForbiddenKind, Line};

use super::{pick, side, stone, Lang};
use crate::vocab::{Player, RuleId};

/// One rule explained, with the facts it needs.
#[derive(Debug, Clone)]
pub enum Why<'a> {
    /// Go, art. 5: the stone (and the `joined` stones it would connect to) has no liberty.
    Suicide { at: &'a str, joined: usize },
    /// Go, art. 6: the immediate recapture of a ko.
    Ko { at: &'a str, repeats: usize },
    /// Go, art. 6: a whole-board repetition.
    Superko { at: &'a str, repeats: usize, situational: bool },
    /// Go, art. 2: a stone on an occupied point.
    Occupied { at: &'a str, stone: Option<Player> },
    /// Any game: the record names the wrong player.
    OutOfTurn { player: Player },
    /// Any game: an entry after the end.
    AfterEnd,
    /// Renju, RIF 9.2: Black's forbidden shape, with the lines it is made on and the number of
    /// shapes on each, and the profile's `forbidden_effect`.
    Forbidden { at: &'a str, kind: ForbiddenKind, lines: &'a [(Line, u8)], effect: ForbiddenEffect },
    /// Junqi, "A move": no road step or allowed rail journey, and the rail corner if the
    /// piece would have to turn one.
    NoPath { piece: (&'a str, &'a str), from: &'a str, to: &'a str, corner: Option<&'a str> },
    /// Junqi, "A move": a straight rail slide with a piece standing on the way.
    Blocked { piece: (&'a str, &'a str), from: &'a str, to: &'a str, by: &'a str },
    /// Junqi, "A move": an enemy inside a camp.
    CampOccupied { owner: Player, piece: (&'a str, &'a str), at: &'a str },
    /// Junqi, "A move": a mine, the flag, or a piece in a headquarters.
    Immovable { piece: (&'a str, &'a str), at: &'a str, in_headquarters: bool },
    /// Junqi, "Deployment".
    Setup,
    /// Any other rule, by its name.
    Other { rule: RuleId },
}

/// How a renju line is named in an explanation.
fn line_name(lang: Lang, line: Line) -> &'static str {
    let zh = match line {
        Line::Row => "横线",
        Line::Column => "竖线",
        Line::RisingDiagonal => "斜线（/）",
        Line::FallingDiagonal => "斜线（\\）",
    };
    pick(lang, line.name(), zh)
}

/// Small numbers in words: `two`, `six`; `两`, `六`.
fn number(lang: Lang, n: u8) -> String {
    const EN: [&str; 10] = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
    const ZH: [&str; 10] = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九"];
    let words = if lang == Lang::En { EN } else { ZH };
    words.get(usize::from(n)).map_or_else(|| n.to_string(), |w| (*w).to_owned())
}

/// `a`, `a and b`, `a, b and c` (English) or `a、b、c` (Chinese).
fn list(lang: Lang, items: &[String]) -> String {
    match (lang, items) {
        (Lang::Zh, _) => items.join("、"),
        (_, []) => String::new(),
        (_, [one]) => one.clone(),
        (_, [init @ .., last]) => format!("{} and {last}", init.join(", ")),
    }
}

impl Why<'_> {
    /// The rule and its source in one or two sentences.
    pub fn text(&self, lang: Lang) -> String {
        match (self, lang) {
            (Why::Suicide { at, joined }, Lang::En) => {
                let with = match joined {
                    0 => String::new(),
                    1 => " (nor would the stone it joins)".to_owned(),
                    n => format!(" (nor would the {n} stones it joins)"),
                };
                format!("art. 5, 禁着点 (forbidden point): the stone at {at} would have no liberty{with} and captures nothing")
            }
            (Why::Suicide { at, joined }, Lang::Zh) => {
                let with = if *joined > 0 { format!("（连同相连的 {joined} 子）") } else { String::new() };
                format!("第五条 禁着点：{at} 落子后该子{with}立即呈无气状态，同时又不能提取对方的棋子，禁止下子")
            }
            (Why::Ko { at, repeats }, Lang::En) => format!(
                "art. 6, 禁止全局同形再现 (ko, 打劫): retaking at {at} at once would bring back the position after ply {repeats}; a ko threat elsewhere must come first"
            ),
            (Why::Ko { at, repeats }, Lang::Zh) => {
                format!("第六条 禁止全局同形再现（打劫）：{at} 立即回提，将重现第 {repeats} 手后的局面；须先在别处找劫")
            }
            (Why::Superko { at, repeats, situational }, Lang::En) => {
                let which = if *situational {
                    "situational superko: the same stones with the same player to move"
                } else {
                    "positional superko: the same stones on the same points"
                };
                format!("art. 6, 全局同形 (whole-board repetition): after {at} the board would stand as it did after ply {repeats} ({which})")
            }
            (Why::Superko { at, repeats, .. }, Lang::Zh) => {
                format!("第六条 禁止全局同形再现：{at} 之后全盘将与第 {repeats} 手后的局面相同")
            }
            (Why::Occupied { at, stone: s }, Lang::En) => {
                let s = s.map_or("", Player::id);
                format!("art. 2 (下法): stones are played on empty points; {at} already holds a {s} stone")
            }
            (Why::Occupied { at, stone: s }, Lang::Zh) => {
                format!("第二条 围棋的下法：棋子下在空点上；{at} 已有{}子", s.map_or("", |p| stone(lang, p)))
            }
            (Why::OutOfTurn { player }, Lang::En) => {
                format!("the players move in turn (art. 2: 交替下子); this entry is {}'s, out of turn", side(lang, *player))
            }
            (Why::OutOfTurn { player }, Lang::Zh) => {
                format!("双方交替行棋（第二条：交替下子）；这一步是{}的，不该{}行棋", side(lang, *player), side(lang, *player))
            }
            (Why::AfterEnd, _) => pick(
                lang,
                "the game had already ended (art. 7, 终局): nothing may be played after the end",
                "对局已经终局（第七条 终局）：终局后不能再行棋",
            )
            .to_owned(),
            (Why::Forbidden { at, kind, lines, effect }, _) => forbidden(lang, at, *kind, lines, *effect),
            (Why::NoPath { piece, from, to, corner }, Lang::En) => match corner {
                Some(c) => format!(
                    "docs/rules/junqi.md, A move (铁路): a {} cannot turn the rail corner at {c}; only engineers can (工兵). Other pieces slide along one straight rail line through empty stations, or take one step along a road (公路)",
                    piece.0
                ),
                None => format!(
                    "docs/rules/junqi.md, A move: no road step (公路) and no rail journey (铁路) the {} may take leads from {from} to {to}; only engineers (工兵) turn on the railway",
                    piece.0
                ),
            },
            (Why::NoPath { piece, from, to, corner }, Lang::Zh) => match corner {
                Some(c) => format!(
                    "走法（铁路）：{}不能在 {c} 转过铁路弯道，只有工兵可以；其他棋子只能沿一条直的铁路穿过空站行驶，或沿公路走一步",
                    piece.1
                ),
                None => format!(
                    "走法：{}从 {from} 到 {to} 既不是一步公路，也没有可走的铁路路线；铁路上只有工兵可以转弯",
                    piece.1
                ),
            },
            (Why::Blocked { piece, from, to, by }, Lang::En) => format!(
                "docs/rules/junqi.md, A move (铁路): a {} slides along one straight rail line through empty stations only; the piece on {by} stands between {from} and {to}",
                piece.0
            ),
            (Why::Blocked { piece, from, to, by }, Lang::Zh) => format!(
                "走法（铁路）：{}只能沿一条直的铁路穿过空站行驶；{from} 与 {to} 之间的 {by} 有棋子挡住",
                piece.1
            ),
            (Why::CampOccupied { owner, piece, at }, Lang::En) => format!(
                "docs/rules/junqi.md, A move (行营): a piece inside a camp cannot be attacked; {}'s {} on {at} is safe there",
                side(lang, *owner),
                piece.0
            ),
            (Why::CampOccupied { owner, piece, at }, Lang::Zh) => {
                format!("走法（行营）：行营中的棋子不能被攻击；{}的{}在 {at} 行营中", side(lang, *owner), piece.1)
            }
            (Why::Immovable { piece, at, in_headquarters }, Lang::En) => {
                if *in_headquarters {
                    format!("docs/rules/junqi.md, A move (大本营): a piece in a headquarters never moves again; the {} on {at} stays", piece.0)
                } else {
                    format!("docs/rules/junqi.md, A move: mines (地雷) and the flag (军旗) never move; the {} on {at} stays", piece.0)
                }
            }
            (Why::Immovable { piece, at, in_headquarters }, Lang::Zh) => {
                if *in_headquarters {
                    format!("走法（大本营）：进入大本营的棋子不能再移动；{at} 的{}不能走", piece.1)
                } else {
                    format!("走法：地雷和军旗不能移动；{at} 的{}不能走", piece.1)
                }
            }
            (Why::Setup, _) => pick(
                lang,
                "docs/rules/junqi.md, Deployment (布阵): all 25 pieces on the side's posts and headquarters, camps (行营) empty, the flag in a headquarters (大本营), mines in the last two ranks, bombs not in the front rank",
                "布阵：25 枚棋子摆在己方的兵站和大本营，行营空着，军旗在大本营，地雷在最后两排，炸弹不在第一排",
            )
            .to_owned(),
            (Why::Other { rule }, _) => format!("{}: {}", pick(lang, "rule", "规则"), super::rule_name(lang, *rule)),
        }
    }
}

fn forbidden(
    lang: Lang,
    at: &str,
    kind: ForbiddenKind,
    lines: &[(Line, u8)],
    effect: ForbiddenEffect,
) -> String {
    let shape = |n: u8| match (lang, kind, n) {
        (Lang::En, ForbiddenKind::DoubleThree, _) => "a three".to_owned(),
        (Lang::En, ForbiddenKind::DoubleFour, 1) => "a four".to_owned(),
        (Lang::En, ForbiddenKind::DoubleFour, n) => format!("{} fours", number(lang, n)),
        (Lang::En, ForbiddenKind::Overline, n) => format!("{} in a row", number(lang, n)),
        (Lang::Zh, ForbiddenKind::DoubleThree, _) => "活三".to_owned(),
        (Lang::Zh, ForbiddenKind::DoubleFour, 1) => "四".to_owned(),
        (Lang::Zh, ForbiddenKind::DoubleFour, n) => format!("{}个四", number(lang, n)),
        (Lang::Zh, ForbiddenKind::Overline, n) => format!("{}子连线", number(lang, n)),
    };
    let on: Vec<String> = lines
        .iter()
        .map(|&(line, n)| match lang {
            Lang::En => format!("{} on the {}", shape(n), line_name(lang, line)),
            Lang::Zh => format!("{}上{}", line_name(lang, line), shape(n)),
        })
        .collect();
    let on = list(lang, &on);
    let head = match (lang, kind) {
        (Lang::En, ForbiddenKind::DoubleThree) => format!("RIF 9.2-9.3: double-three (三三禁手): Black {at} makes {on}; each can still become a straight four (活四), so both are real threes"),
        (Lang::En, ForbiddenKind::DoubleFour) => format!("RIF 9.2: double-four (四四禁手): Black {at} makes {on}; two fours from one stone are forbidden, even on one line"),
        (Lang::En, ForbiddenKind::Overline) => format!("RIF 9.2: overline (长连禁手): Black {at} makes {on}; Black wins only with exactly five"),
        (Lang::Zh, ForbiddenKind::DoubleThree) => format!("RIF 9.2-9.3 三三禁手：黑 {at} 同时形成{on}，两个三都能成为活四"),
        (Lang::Zh, ForbiddenKind::DoubleFour) => format!("RIF 9.2 四四禁手：黑 {at} 同时形成{on}，一子成双四即为禁手（同一条线上也算）"),
        (Lang::Zh, ForbiddenKind::Overline) => format!("RIF 9.2 长连禁手：黑 {at} 形成{on}，黑方只有正好五连才算胜"),
    };
    let tail = match (lang, effect) {
        (Lang::En, ForbiddenEffect::Loses) => {
            "; under this profile a forbidden move loses (禁手判负): White wins"
        }
        (Lang::En, ForbiddenEffect::Illegal) => {
            "; under this profile a forbidden move may not be played: the record is invalid"
        }
        (Lang::En, ForbiddenEffect::Claim) => "; White must point it out at once (RIF 9.8), and then wins",
        (Lang::Zh, ForbiddenEffect::Loses) => "；按本规则走禁手判负，白方胜",
        (Lang::Zh, ForbiddenEffect::Illegal) => "；按本规则禁手不能落子，棋谱无效",
        (Lang::Zh, ForbiddenEffect::Claim) => "；白方须立即指出（RIF 9.8），指出则白方胜",
    };
    format!("{head}{tail}")
}

/// A Go area count (seed art. 9, 数子法; art. 11, 贴子), as the lines an arbiter writes.
#[derive(Debug, Clone, Copy)]
pub struct Count {
    /// Stones on the board after the dead are removed.
    pub stones: (u32, u32),
    /// Empty points surrounded by each colour alone.
    pub territory: (u32, u32),
    /// Points that reach both colours (dame, seki liberties) or none.
    pub neutral: u32,
    /// Whether the neutral points are split in half (`neutral: split`).
    pub split: bool,
    /// The areas in stones.
    pub areas: (f64, f64),
    /// Komi, in stones.
    pub komi: f64,
    /// White's handicap compensation, in stones.
    pub bonus: f64,
    /// Points on the board.
    pub points: usize,
    /// Black's margin in stones (negative: White wins).
    pub margin: f64,
}

/// A number of stones as the count writes it: `184`, `180.5`, `2.75`.
fn num(x: f64) -> String {
    let s = format!("{x:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// A number with its noun in English number agreement: `1 stone`, `0.5 stones`, `184 stones`.
fn counted(x: f64, one: &str, many: &str) -> String {
    let n = num(x);
    if n == "1" || n == "-1" {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

impl Count {
    /// The count, line by line.
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        let half = if self.split { self.neutral as f64 / 2.0 } else { 0.0 };
        let area = |i: usize| {
            let (s, t, a) = if i == 0 {
                (self.stones.0, self.territory.0, self.areas.0)
            } else {
                (self.stones.1, self.territory.1, self.areas.1)
            };
            let who = stone(lang, if i == 0 { Player::Black } else { Player::White });
            let dame = match (self.split, lang) {
                (false, _) => String::new(),
                (true, Lang::En) => format!(" + {} (half the dame)", num(half)),
                (true, Lang::Zh) => format!(" + {}（公共空点的一半）", num(half)),
            };
            match lang {
                Lang::En => format!(
                    "  {who}: {} + {t} territory{dame} = {}",
                    counted(f64::from(s), "stone", "stones"),
                    counted(a, "stone", "stones")
                ),
                Lang::Zh => format!("  {who}方：{s} 子 + {t} 空{} = {} 子", dame, num(a)),
            }
        };
        let mut out = vec![pick(lang, "count (art. 9, 数子法):", "计算胜负（第九条 数子法）：").to_owned()];
        out.push(area(0));
        out.push(area(1));
        out.push(match (lang, self.split) {
            (Lang::En, true) => {
                format!("  neutral points (dame): {}, split in half: {} each", self.neutral, num(half))
            }
            (Lang::En, false) => format!("  neutral points (dame): {}, counted for no one", self.neutral),
            (Lang::Zh, true) => format!("  双方活棋之间的空点：{}，各得一半：各 {}", self.neutral, num(half)),
            (Lang::Zh, false) => format!("  公共空点：{}，不计入任何一方", self.neutral),
        });
        // White's handicap compensation is White's, like komi: it is taken from Black's side of
        // the line (go-rules: margin = ... − komi − handicap_bonus).
        let bonus = if self.bonus != 0.0 {
            match lang {
                Lang::En => format!(" − handicap bonus {}", num(self.bonus)),
                Lang::Zh => format!(" − 让子补偿 {}", num(self.bonus)),
            }
        } else {
            String::new()
        };
        let (b, w) = self.areas;
        let basis = if self.split {
            let half_board = self.points as f64 / 2.0;
            match lang {
                Lang::En => format!(
                    "  Black {} − half the board {} − komi 贴子 {}{bonus} = {}",
                    num(b),
                    num(half_board),
                    num(self.komi),
                    counted(self.margin, "stone", "stones")
                ),
                Lang::Zh => format!(
                    "  黑 {} − 归本数 {} − 贴子 {}{bonus} = {} 子",
                    num(b),
                    num(half_board),
                    num(self.komi),
                    num(self.margin)
                ),
            }
        } else {
            format!(
                "  (B {} − W {}) / 2 − {} {}{bonus} = {}",
                num(b),
                num(w),
                pick(lang, "komi 贴子", "贴子"),
                num(self.komi),
                num(self.margin)
            )
        };
        out.push(basis);
        let points = num(2.0 * self.margin.abs());
        out.push(match (lang, self.margin) {
            (Lang::En, m) if m > 0.0 => {
                format!(
                    "  Black wins by {} = {}",
                    counted(m, "stone", "stones"),
                    counted(2.0 * m, "point", "points")
                )
            }
            (Lang::En, m) if m < 0.0 => {
                format!(
                    "  White wins by {} = {}",
                    counted(-m, "stone", "stones"),
                    counted(-2.0 * m, "point", "points")
                )
            }
            (Lang::En, _) => "  a draw".to_owned(),
            (Lang::Zh, m) if m > 0.0 => format!("  黑胜 {} 子（{points} 目）", num(m)),
            (Lang::Zh, m) if m < 0.0 => format!("  白胜 {} 子（{points} 目）", num(-m)),
            (Lang::Zh, _) => "  和棋".to_owned(),
        });
        out
    }
}
