//! Every sentence `referee` shows about a game, in English and in Chinese (`--lang en|zh`),
//! keyed by what it says ([`Msg`]) rather than matched on English text. The Chinese uses the
//! terms of the seed rule texts: 提子, 禁着点, 全局同形, 数子法, 贴子, 三三, 四四, 长连, 行营, 大本营.
//!
//! Only sentences change with the language: JSON and YAML keys, rule ids (`suicide`,
//! `double-three`) and result strings (`B+1.5`) stay as SPEC.md fixes them. Errors about input
//! that cannot be read stay in English.

pub mod rules;

use crate::verdict::{stones_in_words, Status, Verdict};

/// The language of verdict sentences, explanations and diagram captions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    /// English
    #[default]
    En,
    /// Chinese (简体中文), with the terms of the Chinese rule texts
    Zh,
}

/// A player or side by its verdict id (`black`, `white`, `red`, `blue`): `Black` or `黑方`.
pub fn side(lang: Lang, id: &str) -> String {
    let (en, zh) = match id {
        "black" => ("Black", "黑方"),
        "white" => ("White", "白方"),
        "red" => ("Red", "红方"),
        "blue" => ("Blue", "蓝方"),
        other => return other.to_owned(),
    };
    pick(lang, en, zh).to_owned()
}

/// The short colour word of a Go or renju stone in Chinese sentences (`黑`), the title in English.
fn stone(lang: Lang, id: &str) -> String {
    match (lang, id) {
        (Lang::Zh, "black") => "黑".to_owned(),
        (Lang::Zh, "white") => "白".to_owned(),
        _ => side(lang, id),
    }
}

fn pick<'a>(lang: Lang, en: &'a str, zh: &'a str) -> &'a str {
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}

/// The name of a rule by its verdict id, with the Chinese term where the rule texts have one:
/// `suicide` → `禁着点`. Unknown ids are returned as they are.
pub fn rule_name(lang: Lang, id: &str) -> String {
    let zh = match id {
        "suicide" => "禁着点",
        "ko" => "打劫",
        "superko" => "全局同形",
        "occupied" => "已有棋子",
        "off-board" => "不在棋盘上",
        "out-of-turn" => "不该行棋",
        "after-end" => "终局之后",
        "double-three" => "三三禁手",
        "double-four" => "四四禁手",
        "overline" => "长连禁手",
        "opening" => "开局规则",
        "swap" => "交换",
        "offer" => "五手打点",
        "claim" => "指出禁手",
        "pass" => "弃权停着",
        "no-pass" => "不能停着",
        "setup" => "布阵",
        "immovable-piece" => "不能移动的棋子",
        "own-piece" => "己方棋子",
        "camp-occupied" => "行营",
        "no-path" => "无路可走",
        "not-your-piece" => "对方棋子",
        "empty-origin" => "起点无子",
        "forbidden-attack" => "禁止的碰子",
        _ => return id.to_owned(),
    };
    pick(lang, id, zh).to_owned()
}

/// Every kind of sentence, with what it needs to say.
#[derive(Debug, Clone)]
pub enum Msg<'a> {
    /// `after ply 12`
    AfterPly(usize),
    /// `Black to move`
    ToMove(&'a str),
    /// Go: stones each colour has captured (提子).
    Captured { black: u32, white: u32 },
    /// Renju: Black's forbidden points, `h8 double-three` each; empty for none.
    ForbiddenForBlack(&'a [(String, &'static str)]),
    /// How a game ended: winner and reason ids of the verdict.
    Ended { winner: &'a str, reason: &'a str },
    /// Junqi: plies without an attack, and the limit that draws (0 for none).
    QuietPlies { plies: u32, limit: u32 },
    /// The last move of a drawing: side id and move text.
    LastMove { side: &'a str, mv: &'a str },
    /// Junqi's legend under the drawing.
    JunqiLegend,
    /// Junqi's legend under the SVG picture.
    JunqiLegendSvg,
    /// Junqi: a deployment that breaks the placement rules.
    SetupBreach(&'a str),
    /// A marked point on a diagram: the point a rejected move names.
    Marked(&'a str),
    /// The one-line violation message of a verdict (player id, move text, rule id).
    Violation { player: &'a str, mv: &'a str, rule: &'a str },
}

impl Msg<'_> {
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match (self, lang) {
            (Msg::AfterPly(n), Lang::En) => format!("after ply {n}"),
            (Msg::AfterPly(n), Lang::Zh) => format!("第 {n} 手后"),
            (Msg::ToMove(who), Lang::En) => format!("{} to move", side(lang, who)),
            (Msg::ToMove(who), Lang::Zh) => format!("{}行棋", side(lang, who)),
            (Msg::Captured { black, white }, Lang::En) => {
                format!("captured: Black {black}, White {white}")
            }
            (Msg::Captured { black, white }, Lang::Zh) => format!("提子：黑 {black}，白 {white}"),
            (Msg::ForbiddenForBlack(list), _) => {
                let items: Vec<String> =
                    list.iter().map(|(p, kind)| format!("{p} {}", forbidden_word(lang, kind))).collect();
                let none = pick(lang, "none", "无");
                let joined =
                    if items.is_empty() { none.to_owned() } else { items.join(pick(lang, ", ", "，")) };
                format!("{}{joined}", pick(lang, "forbidden for Black: ", "黑方禁手点："))
            }
            (Msg::Ended { winner, reason }, _) => ended(lang, winner, reason),
            (Msg::QuietPlies { plies, limit }, Lang::En) => {
                let mut s = format!("{plies} plies without an attack");
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
            (Msg::LastMove { side: who, mv }, Lang::Zh) => format!("上一步：{} {mv}", side(lang, who)),
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
            (Msg::SetupBreach(why), Lang::En) => format!("the setup breaks the deployment rules: {why}"),
            (Msg::SetupBreach(why), Lang::Zh) => format!("布阵违反规则：{why}"),
            (Msg::Marked(at), Lang::En) => format!("marked: {at}"),
            (Msg::Marked(at), Lang::Zh) => format!("标记：{at}"),
            (Msg::Violation { player, mv, rule }, _) => violation(lang, player, mv, rule),
        }
    }
}

/// `double-three` → `三三` in Chinese; the id in English.
pub fn forbidden_word(lang: Lang, kind: &str) -> String {
    let zh = match kind {
        "double-three" => "三三",
        "double-four" => "四四",
        "overline" => "长连",
        other => other,
    };
    pick(lang, kind, zh).to_owned()
}

/// How a game ended, from the verdict's winner and reason ids.
fn ended(lang: Lang, winner: &str, reason: &str) -> String {
    if lang == Lang::En {
        let who = side(lang, winner);
        return match (winner, reason) {
            ("draw", "agreement") => "a draw by agreement".to_owned(),
            ("draw", "board-full") => "a draw: the board is full".to_owned(),
            ("draw", "passes") => "a draw: both players passed".to_owned(),
            ("draw", "max-moves" | "max-plies") => "a draw: the move limit was reached".to_owned(),
            ("draw", "no-capture-limit") => "a draw: too many plies without an attack".to_owned(),
            ("draw", _) => "a draw".to_owned(),
            ("no-result", _) => "no result: the whole-board position repeated".to_owned(),
            (_, "score") => format!("{who} wins on the count"),
            (_, "resignation") => format!("{who} wins by resignation"),
            (_, "timeout") => format!("{who} wins on time"),
            (_, "forfeit") => format!("{who} wins by forfeit"),
            (_, "five") => format!("{who} wins with five in a row"),
            (_, "forbidden") => format!("{who} wins: Black made a forbidden move"),
            (_, "flag-captured") => format!("{who} wins: the flag is taken"),
            (_, "no-movable-pieces") => format!("{who} wins: the other side has no legal move"),
            _ => format!("{who} wins"),
        };
    }
    let who = side(lang, winner);
    match (winner, reason) {
        ("draw", "agreement") => "双方同意和棋".to_owned(),
        ("draw", "board-full") => "和棋：棋盘已下满".to_owned(),
        ("draw", "passes") => "和棋：双方连续停着".to_owned(),
        ("draw", "max-moves" | "max-plies") => "和棋：达到手数上限".to_owned(),
        ("draw", "no-capture-limit") => "和棋：连续未碰子步数达到上限".to_owned(),
        ("draw", _) => "和棋".to_owned(),
        ("no-result", _) => "无胜负：全局同形再现".to_owned(),
        (_, "score") => format!("{who}数子获胜"),
        (_, "resignation") => format!("{who}胜（对方认输）"),
        (_, "timeout") => format!("{who}胜（对方超时判负）"),
        (_, "forfeit") => format!("{who}胜（对方弃权或判负）"),
        (_, "five") => format!("{who}成五获胜"),
        (_, "forbidden") => format!("{who}胜：黑方走了禁手"),
        (_, "flag-captured") => format!("{who}胜：夺得军旗"),
        (_, "no-movable-pieces") => format!("{who}胜：对方无棋可走"),
        _ => format!("{who}胜"),
    }
}

/// A violation message built from the verdict's facts. English keeps the rule crate's own
/// sentence (see [`localize`]); this is the Chinese one.
fn violation(lang: Lang, player: &str, mv: &str, rule: &str) -> String {
    let who = stone(lang, player);
    let sentence = match rule {
        "suicide" => format!("{who} {mv} 落子后自身无气，又不能提取对方棋子"),
        "ko" => format!("{who} {mv} 立即回提劫，使局面重复"),
        "superko" => format!("{who} {mv} 使全局同形再现"),
        "occupied" => format!("{who} {mv} 下在已有棋子的点上"),
        "off-board" => format!("{who} {mv} 不在棋盘上"),
        "out-of-turn" => format!("不是{}行棋", side(lang, player)),
        "after-end" => format!("{} {mv} 在终局之后", side(lang, player)),
        "double-three" => format!("{who} {mv} 同时形成两个活三"),
        "double-four" => format!("{who} {mv} 同时形成两个四"),
        "overline" => format!("{who} {mv} 形成六子或以上连线"),
        "opening" => format!("{who} {mv} 不符合开局规则"),
        "swap" => format!("{}的交换不符合开局规则", side(lang, player)),
        "offer" => format!("{}的五手打点不符合开局规则", side(lang, player)),
        "claim" => "白方指出禁手，但黑方并未走禁手".to_owned(),
        "pass" | "no-pass" => format!("{}停着，但规则不允许停着", side(lang, player)),
        "setup" => format!("{}的布阵违反规则", side(lang, player)),
        "immovable-piece" => format!("{} {mv}：这枚棋子不能移动", side(lang, player)),
        "own-piece" => format!("{} {mv}：目标位置是己方棋子", side(lang, player)),
        "camp-occupied" => format!("{} {mv}：行营中的棋子不能被攻击", side(lang, player)),
        "no-path" => format!("{} {mv}：没有可走的路线", side(lang, player)),
        "not-your-piece" => format!("{} {mv}：起点是对方的棋子", side(lang, player)),
        "empty-origin" => format!("{} {mv}：起点没有棋子", side(lang, player)),
        "forbidden-attack" => format!("{} {mv}：本规则不允许这样碰子", side(lang, player)),
        other => format!("{} {mv}（{other}）", side(lang, player)),
    };
    format!("{sentence}（{}）", rule_name(lang, rule))
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
    let (Some(winner), Some(reason)) = (v.winner, v.reason) else {
        return v.in_words.clone().unwrap_or_default();
    };
    if let (Some(score), "score") = (&v.score, reason) {
        let stones = stones_in_words(score.margin_stones);
        let stones = stones.trim_end_matches(" stones").trim_end_matches(" stone").replace(' ', "又");
        return match winner {
            "black" => format!("黑胜{stones}子"),
            "white" => format!("白胜{stones}子"),
            _ => "和棋".to_owned(),
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
mod tests {
    use super::*;

    #[test]
    fn rule_names_use_the_seed_terms_in_chinese_and_ids_in_english() {
        assert_eq!(rule_name(Lang::Zh, "suicide"), "禁着点");
        assert_eq!(rule_name(Lang::Zh, "superko"), "全局同形");
        assert_eq!(rule_name(Lang::Zh, "double-three"), "三三禁手");
        assert_eq!(rule_name(Lang::En, "double-three"), "double-three");
        assert_eq!(rule_name(Lang::Zh, "unheard-of"), "unheard-of");
    }

    #[test]
    fn violations_name_the_player_the_move_and_the_rule() {
        let m = Msg::Violation { player: "black", mv: "D4", rule: "suicide" }.text(Lang::Zh);
        assert_eq!(m, "黑 D4 落子后自身无气，又不能提取对方棋子（禁着点）");
        let m = Msg::Violation { player: "red", mv: "a2-a5", rule: "camp-occupied" }.text(Lang::Zh);
        assert!(m.starts_with("红方 a2-a5") && m.ends_with("（行营）"), "{m}");
    }

    #[test]
    fn captions_in_both_languages() {
        assert_eq!(Msg::AfterPly(3).text(Lang::Zh), "第 3 手后");
        assert_eq!(Msg::ToMove("white").text(Lang::En), "White to move");
        let list = [("h8".to_owned(), "double-three")];
        assert_eq!(Msg::ForbiddenForBlack(&list).text(Lang::Zh), "黑方禁手点：h8 三三");
        assert_eq!(Msg::ForbiddenForBlack(&[]).text(Lang::En), "forbidden for Black: none");
        assert_eq!(
            Msg::Ended { winner: "white", reason: "resignation" }.text(Lang::Zh),
            "白方胜（对方认输）"
        );
    }
}
