//! The note on how a profile was chosen from a record's rule word, part by part, in both
//! languages.

use super::*;
use crate::lang::Lang;

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
            (Chosen::Nngs { mark, file_komi }, Lang::En) => format!(
                "no RU in the file; {mark}: an NNGS record, and NNGS counted territory as IGS does, with simple ko: judged as go-japanese {}",
                komi(*file_komi)
            ),
            (Chosen::Nngs { mark, file_komi }, Lang::Zh) => format!(
                "文件中没有 RU；{mark}：NNGS 的记录，NNGS 与 IGS 一样数目，只禁单劫：按 go-japanese 判定{}",
                komi(*file_komi)
            ),
            (Chosen::KgsCut { mark, file_komi, komi: Some(km), profile }, Lang::En) => format!(
                "no RU in the file; {mark}: a KGS record, and KGS writes RU in every record, so it was cut; KM[{km}] is the komi KGS gives its {} rules: judged as {profile} {}",
                if *profile == "go-chinese" { "Chinese" } else { "Japanese" },
                komi(*file_komi)
            ),
            (Chosen::KgsCut { mark, file_komi, komi: Some(km), profile }, Lang::Zh) => format!(
                "文件中没有 RU；{mark}：KGS 的记录，KGS 每局都写 RU，可见已被删去；KM[{km}] 是 KGS 给{}的贴目：按 {profile} 判定{}",
                if *profile == "go-chinese" { "中国规则" } else { "日本规则" },
                komi(*file_komi)
            ),
            (Chosen::KgsCut { mark, file_komi, komi: None, profile }, Lang::En) => format!(
                "no RU in the file; {mark}: a KGS record, and KGS writes RU in every record, so it was cut, and the komi does not say which of KGS's rule sets it was: judged as {profile} (KGS's default, Japanese) {}, and a claim agrees only when an area count reaches it too",
                komi(*file_komi)
            ),
            (Chosen::KgsCut { mark, file_komi, komi: None, profile }, Lang::Zh) => format!(
                "文件中没有 RU；{mark}：KGS 的记录，KGS 每局都写 RU，可见已被删去，贴目也看不出用的是 KGS 的哪种规则：按 {profile}（KGS 的默认规则，日本规则）判定{}，只有数子法的结果也与声明相符时才算相符",
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
