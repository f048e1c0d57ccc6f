//! The profile a record's own rule word names: SGF `RU`, the rule word of a Gomocup PSQ
//! trailer, a RenjuNet game's rule. Readers report the word as written; the choice of profile is
//! made here, once, for every format.

use records::{GameKind, KeyValue, Loc, Located, Override, Record, SourceFormat};

use crate::note::{Adds, Chosen, Note};

mod katago;

pub use katago::{katago, KataGo};

/// A profile chosen from a record's rule word: its name, keys the word adds to it, and a note
/// saying how the choice was made when it was not simply named.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    pub profile: &'static str,
    /// The place of the word in the file, for messages.
    pub loc: Loc,
    pub keys: Vec<Override>,
    pub note: Option<Note>,
}

/// The note on Gomocup's renju group, whose games start from given balanced positions.
pub const GOMOCUP_RENJU_NOTE: &str = "Gomocup renju games start from balanced opening positions, \
                                      not RIF openings, and are drawn after 200 stones: judged as \
                                      renju-free-opening with max_moves 200";

/// The note on a five-in-row SGF file with no `RU`.
pub const GM4_DEFAULT_NOTE: &str =
    "GM[4] with no RU in the file: judged as gomoku-freestyle (five or more in a \
                                    row wins); pass --rules renju-rif for a renju game";

/// The profile for a record that names none itself (`rules:`), from its rule word and format;
/// `None` when the record does not say what game it is (a YAML record without `rules:`).
pub fn choose(record: &Record) -> Option<Choice> {
    let word = record.rule_set.as_ref();
    let loc = word.map_or(Loc::UNKNOWN, |w| w.loc);
    let plain = |profile| Choice { profile, loc, keys: Vec::new(), note: None };
    Some(match (record.format, record.game?) {
        (SourceFormat::Rif, _) => {
            // docs/rules/renju.md, "RenjuNet": `<move>` holds only the moves played, not the
            // opening offers or the swap, so the opening rule cannot be checked.
            let word = word.map(|w| records::excerpt(&w.value).to_string());
            Choice { note: Some(Note::Chosen(vec![Chosen::RenjuNet(word)])), ..plain("renju-free-opening") }
        }
        (SourceFormat::Psq, _) => psq(word).unwrap_or_else(|| {
            // Piskvork's default rule is freestyle (rule 0), which forbids nothing, so an
            // unnamed rule can never make a gomoku game invalid the way renju-rif would.
            let word = word.map(|w| records::excerpt(&w.value).to_string());
            Choice { note: Some(Note::Chosen(vec![Chosen::PsqUnknown(word)])), ..plain("gomoku-freestyle") }
        }),
        (_, GameKind::Go) => go(record, word),
        (_, GameKind::FiveInRow) => match word.filter(|w| !w.value.trim().is_empty()) {
            // Most GM[4] files with no rule word are freestyle gomoku (the SGF exports of gomoku
            // programs and servers); renju records name their rule or come as RenjuNet files.
            // Freestyle forbids nothing, so no renju record becomes invalid by it either.
            None => Choice {
                note: Some(Note::Chosen(vec![Chosen::FiveInRowNoRule])),
                ..plain("gomoku-freestyle")
            },
            Some(w) => match five_in_row_profile(&w.value) {
                Some(profile) => plain(profile),
                None => Choice {
                    note: Some(Note::Chosen(vec![Chosen::FiveInRowUnknown(
                        records::excerpt(&w.value).to_string(),
                    )])),
                    ..plain("renju-rif")
                },
            },
        },
        (_, GameKind::Junqi) => plain("junqi"),
    })
}

/// A Go record's rules: its `RU` ([`go_rules_word`]), then what the server that wrote it is
/// known to do beyond that word (docs/rules/go.md §2.5): CGOS writes
/// `RU[Chinese]` but counts every stone standing at the end as alive, a modified Tromp-Taylor
/// (`friendly_pass: false`), so a bot that passes with dead stones on the board has them counted.
fn go(record: &Record, word: Option<&Located<String>>) -> Choice {
    let mut choice = go_rules_word(record, word);
    let unnamed = word.is_none_or(|w| w.value.trim().is_empty());
    if let Some(mark) = igs_mark(record).filter(|_| unnamed) {
        // IGS (Pandanet) writes no RU and counts territory, Japanese style (docs/rules/go.md
        // §2.5): an area count of its records is a point off whenever the players made
        // different numbers of moves.
        let file_komi = record.set.iter().any(|o| o.key.value == "komi_points");
        choice.profile = "go-japanese";
        choice.note = Some(Note::Chosen(vec![Chosen::Igs { mark, file_komi }]));
    } else if let Some(mark) = nngs_mark(record).filter(|_| unnamed) {
        // NNGS wrote no RU either and counted territory as IGS did, with simple ko and no
        // superko (docs/rules/go.md §2.5): an area count of its records is off whenever the
        // players made different numbers of moves, and a superko there is no breach.
        let file_komi = record.set.iter().any(|o| o.key.value == "komi_points");
        choice.profile = "go-japanese";
        choice.note = Some(Note::Chosen(vec![Chosen::Nngs { mark, file_komi }]));
    } else if let Some(mark) = kgs_mark(record).filter(|_| unnamed) {
        // KGS writes the game's rule set in every RU; a KGS record without one has had it cut
        // (by an exporter or an archive's tool). KGS gives each rule set its own komi by
        // default (Japanese 6.5, Chinese and AGA 7.5): an even game's komi says which it was;
        // any other komi (a handicap game's 0.5) says nothing, and KGS's default rule set,
        // Japanese, is counted, with the area count as a second reading the claim must also
        // meet (docs/rules/go.md §2.5).
        let km = record.set.iter().find(|o| o.key.value == "komi_points");
        let file_komi = km.is_some();
        let points = km.and_then(|o| match &o.value.value {
            records::KeyValue::Number(k) => Some(*k),
            records::KeyValue::Scalar(text) => text.trim().parse::<f64>().ok(),
            _ => None,
        });
        let (komi, profile) = match points {
            Some(k) if k == 7.5 => (Some(k.to_string()), "go-chinese"),
            Some(k) if k == 6.5 => (Some(k.to_string()), "go-japanese"),
            _ => (None, "go-japanese"),
        };
        choice.profile = profile;
        choice.note = Some(Note::Chosen(vec![Chosen::KgsCut { mark, file_komi, komi, profile }]));
    }
    let place = record.info.iter().find(|(k, _)| k == "place").map(|(_, v)| v.as_str());
    if let Some(place) = place.filter(|p| p.contains("CGOS")) {
        choice.keys.push(key("friendly_pass", "false", choice.loc));
        // Every note of a choice is a `Chosen`: the CGOS part follows the rule word's.
        let mut parts = match choice.note.take() {
            Some(Note::Chosen(parts)) => parts,
            _ => Vec::new(),
        };
        parts.push(Chosen::Cgos(records::excerpt(place).into_owned()));
        choice.note = Some(Note::Chosen(parts));
    }
    choice
}

/// What marks a record as IGS's (Pandanet's), as its files carry it: `PC[IGS: igs.joyjoy.net
/// 6969]` (the place names the server), or `EV[Internet Go Server game: A vs B]`. The property
/// as written, for the note.
fn igs_mark(record: &Record) -> Option<String> {
    let info = |key: &str| record.info.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
    let names_igs =
        |text: &str| text.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| w.eq_ignore_ascii_case("igs"));
    if let Some(place) = info("place").filter(|p| names_igs(p)) {
        return Some(format!("PC[{}]", records::excerpt(place)));
    }
    let event = info("event")?;
    event
        .to_ascii_lowercase()
        .starts_with("internet go server")
        .then(|| format!("EV[{}]", records::excerpt(event)))
}

/// What marks a record as NNGS's (the No Name Go Server): its `PC` names the server as a word
/// (`PC[NNGS]`, `PC[nngs.cosmic.org]`). The property as written, for the note.
fn nngs_mark(record: &Record) -> Option<String> {
    let place = record.info.iter().find(|(k, _)| k == "place").map(|(_, v)| v.as_str())?;
    place
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| w.eq_ignore_ascii_case("nngs"))
        .then(|| format!("PC[{}]", records::excerpt(place)))
}

/// What marks a record as KGS's: its `PC` names the server as a word (`PC[The KGS Go Server at
/// http://www.gokgs.com/]`, `PC[KGS]`). The property as written, for the note.
fn kgs_mark(record: &Record) -> Option<String> {
    let place = record.info.iter().find(|(k, _)| k == "place").map(|(_, v)| v.as_str())?;
    place
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| w.eq_ignore_ascii_case("kgs") || w.eq_ignore_ascii_case("gokgs"))
        .then(|| format!("PC[{}]", records::excerpt(place)))
}

/// A Go `RU`: a rule set's common name (docs/rules/go.md, "Rule sets"), or a KataGo rule string
/// read key by key; anything else is go-chinese with a note naming the word.
fn go_rules_word(record: &Record, word: Option<&Located<String>>) -> Choice {
    let loc = word.map_or(Loc::UNKNOWN, |w| w.loc);
    let file_komi = record.set.iter().any(|o| o.key.value == "komi_points");
    let Some(w) = word.filter(|w| !w.value.trim().is_empty()) else {
        return Choice {
            profile: "go-chinese",
            loc,
            keys: Vec::new(),
            note: Some(Note::Chosen(vec![Chosen::NoRule { file_komi }])),
        };
    };
    if let Some((profile, extra, adds)) = go_word(&w.value) {
        let mut keys: Vec<Override> = extra.iter().map(|(k, v)| key(k, v, loc)).collect();
        let preset = is_katago_preset(&w.value);
        if preset {
            keys.push(key("dead_stones", "pass-alive", loc));
        }
        let named = Chosen::Named { word: records::excerpt(&w.value).into_owned(), profile, adds, preset };
        return Choice { profile, loc, keys, note: Some(Note::Chosen(vec![named])) };
    }
    if let Some(k) = katago(&w.value) {
        let (profile, keys) = k.profile(loc);
        let set = keys.iter().map(|o| (o.key.value.clone(), keys_text(&o.value.value))).collect();
        let chosen = Chosen::KataGo {
            word: records::excerpt(&w.value).into_owned(),
            profile,
            keys: set,
            territory: k.territory,
            spight: k.spight,
        };
        return Choice { profile, loc, keys, note: Some(Note::Chosen(vec![chosen])) };
    }
    Choice {
        profile: "go-chinese",
        loc,
        keys: Vec::new(),
        note: Some(Note::Chosen(vec![Chosen::UnknownRule {
            word: records::excerpt(&w.value).into_owned(),
            file_komi,
        }])),
    }
}

/// What a KataGo rule string's `dead_stones: pass-alive` means, in the verdict's note.
pub const KATAGO_COUNT_NOTE: &str = "counted as KataGo counts: stones inside the opponent's pass-alive \
     territory are removed, every other stone stands (not Tromp-Taylor's count of the board as it stands)";

/// What the referee does not reproduce of KataGo's territory scoring.
pub const KATAGO_TERRITORY_NOTE: &str =
    "KataGo's cleanup phases are read as resumed play, without their own \
     ko rule: a ko taken there makes the claim not checkable";

/// The note on KataGo's own spelling of one of its area presets.
pub const KATAGO_PRESET_NOTE: &str = "KataGo's spelling of its preset, so it is counted as KataGo counts \
     (dead_stones: pass-alive): stones inside the opponent's pass-alive territory are removed without agreement";

/// The names KataGo writes for its area-scored presets (`Rules::toStringNoKomiMaybeNice` in
/// lightvector/KataGo `cpp/game/rules.cpp`) that no server writes: exactly as KataGo spells
/// them. `Chinese`, `AGA` and the other common words are the servers' too and keep the
/// players' agreement (docs/rules/go.md §2.4).
fn is_katago_preset(word: &str) -> bool {
    matches!(word.trim(), "TrompTaylor" | "NewZealand" | "StoneScoring" | "Chinese-OGS")
}

fn keys_text(v: &KeyValue) -> String {
    crate::profile::keys::text(v)
}

/// A Go rule set's name as servers and programs write it in `RU` (KGS, OGS, Fox, KataGo, the
/// Chinese names): the profile, keys it adds, and what the note should add.
type Named = (&'static str, &'static [(&'static str, &'static str)], Option<Adds>);

/// The Go rule words (docs/rules/go.md, "Rule sets", lists them with their sources).
pub fn go_word(word: &str) -> Option<Named> {
    // The name of a built-in Go profile (as `referee match` writes it in RU).
    if let Some(p) = builtin_of(&word.trim().to_lowercase(), "go") {
        return Some((p, &[], None));
    }
    let w: String = word.trim().to_lowercase().chars().filter(|c| !matches!(c, ' ' | '-' | '_')).collect();
    Some(match w.as_str() {
        "chinese" | "cn" | "china" | "chineseogs" | "chinesekgs" | "中国规则" | "中国" | "中国围棋规则" => {
            ("go-chinese", &[], None)
        }
        "japanese" | "jp" | "japan" | "日本规则" | "日本" | "日本囲碁規約" => {
            ("go-japanese", &[], None)
        }
        "korean" | "kr" | "korea" | "韩国规则" | "韩国" | "韓國規則" => ("go-korean", &[], None),
        "aga" | "bga" | "french" => ("go-aga", &[], None),
        "agabutton" => ("go-aga", &[("button", "true")], Some(Adds::Button)),
        "nz" | "newzealand" => ("go-new-zealand", &[], None),
        "tromptaylor" | "tt" => ("go-tromp-taylor", &[], None),
        "stonescoring" | "ancientarea" => ("go-stone-scoring", &[], None),
        // docs/rules/go.md, "Rule sets": Ing's ko rules cannot be pinned, so there is no go-ing.
        "ing" | "goe" | "应氏" | "应氏规则" | "sst" => {
            ("go-chinese", &[("suicide", "multi-stone")], Some(Adds::Ing))
        }
        _ => return None,
    })
}

/// The rule word of a Gomocup PSQ trailer (`..., Freestyle`, `..., Renju`): Gomocup's groups.
fn psq(word: Option<&Located<String>>) -> Option<Choice> {
    let w = word?;
    let lower = w.value.to_ascii_lowercase();
    let (profile, keys, note) = if lower.contains("renju") {
        // Gomocup's renju rule: a game is drawn after 200 moves (docs/rules/renju.md, "Gomocup").
        (
            "renju-free-opening",
            vec![key("max_moves", "200", w.loc)],
            Some(Note::Chosen(vec![Chosen::GomocupRenju])),
        )
    } else if lower.contains("caro") {
        ("gomoku-caro", Vec::new(), None)
    } else if lower.contains("standard") {
        ("gomoku-standard", Vec::new(), None)
    } else if lower.contains("freestyle") || lower.contains("fastgame") {
        ("gomoku-freestyle", Vec::new(), None)
    } else {
        return None;
    };
    Some(Choice { profile, loc: w.loc, keys, note })
}

/// The profile a rule set's name stands for by itself (`Chinese`, `Japanese`, `renju`,
/// `freestyle`: the words an SGF's `RU` is read by), when that name is not a profile's: what a
/// `rules:` or `--rules` naming a rule set is pointed to. Words that also set keys (`AGA button`,
/// `Ing`) name no profile alone.
pub fn profile_of_rule_set(word: &str) -> Option<&'static str> {
    let go = go_word(word).and_then(|(profile, keys, _)| keys.is_empty().then_some(profile));
    go.or_else(|| five_in_row_profile(word)).filter(|p| *p != word)
}

/// A five-in-row SGF's `RU` words for the built-in profiles.
fn five_in_row_profile(word: &str) -> Option<&'static str> {
    let w = word.trim().to_ascii_lowercase();
    // The name of a built-in renju or gomoku profile.
    if let Some(p) = builtin_of(&w, "renju").or_else(|| builtin_of(&w, "gomoku")) {
        return Some(p);
    }
    Some(match w.as_str() {
        "renju" | "rif" | "renju rif" => "renju-rif",
        "gomoku" | "freestyle" | "free-style" | "gomoku freestyle" | "free" => "gomoku-freestyle",
        "standard" | "standard gomoku" | "gomoku standard" | "exactly five" => "gomoku-standard",
        "caro" | "gomoku caro" => "gomoku-caro",
        _ => return None,
    })
}

/// A Gomocup rule code (the `INFO rule` value Piskvork sends to engines, a bitmask: 1 exactly
/// five, 2 continuous game, 4 renju, 8 caro; docs/rules/renju.md, "Gomocup rule codes"): the
/// profile and the keys that make it that rule. `None` for a code naming no rule the referee
/// has (a renju code with other bits, 3 = continuous exactly-five, ...).
pub fn gomocup_rule(code: u32) -> Option<(&'static str, &'static [(&'static str, &'static str)])> {
    Some(match code {
        0 => ("gomoku-freestyle", &[]),
        1 => ("gomoku-standard", &[]),
        // Piskvork's bit 2 is its continuous game (Yixin-Board and Rapfi read 2 as renju; the
        // Gomocup protocol is followed here). Piskvork's game counts fives on a full board, not
        // the seed's 玩法二 of replacements: the nearest rule set the referee has
        // (docs/rules/renju.md, "Gomocup rule codes").
        2 => ("gomoku-continuous", &[]),
        // Gomocup's renju tournaments start from given balanced openings, drawn after 200 stones.
        4 => ("renju-free-opening", &[("max_moves", "200")]),
        8 => ("gomoku-caro", &[("win", "caro-five-or-more")]),
        9 => ("gomoku-caro", &[]),
        _ => return None,
    })
}

/// The profile a Gomocup rule code names (see [`gomocup_rule`] for the keys it adds).
pub fn gomocup_profile(code: u32) -> Option<&'static str> {
    gomocup_rule(code).map(|(p, _)| p)
}

/// The built-in profile named `name` when it is one for `game` (its name starts with the
/// game: `go-chinese-2001`, `renju-free-opening`, `gomoku-caro`).
fn builtin_of(name: &str, game: &str) -> Option<&'static str> {
    crate::profile::BUILTINS.iter().map(|(n, _)| *n).find(|n| *n == name && n.starts_with(game))
}

fn key(name: &str, value: &str, loc: Loc) -> Override {
    Override {
        key: Located::new(name.to_owned(), loc),
        value: Located::new(KeyValue::Scalar(value.to_owned()), loc),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The note of a choice as JSON writes it.
    fn english(choice: &Choice) -> Option<String> {
        choice.note.as_ref().map(Note::to_string)
    }

    fn sgf(text: &str) -> Record {
        records::sgf::read_sgf(text.as_bytes()).remove(0).unwrap()
    }

    #[test]
    fn gomocup_trailers_name_the_groups() {
        let psq = |trailer: &str| {
            let text = format!("Piskvorky 15x15, 11:11, 0\n8,8,0\nA\nB\n-1\n{trailer}\n");
            choose(&records::psq::read_psq(text.as_bytes(), "g.psq", false).unwrap()).unwrap()
        };
        let renju = psq("1,Renju");
        assert_eq!(
            (renju.profile, english(&renju).as_deref()),
            ("renju-free-opening", Some(GOMOCUP_RENJU_NOTE))
        );
        assert_eq!(renju.keys[0].key.value, "max_moves");
        assert_eq!(psq("1,Standard1").profile, "gomoku-standard");
        assert_eq!(psq("2,Freestyle2").profile, "gomoku-freestyle");
        assert_eq!(psq("0,Fastgame").profile, "gomoku-freestyle");
        let swap2 = psq("1,Swap2");
        assert_eq!(swap2.profile, "gomoku-freestyle");
        assert!(english(&swap2).unwrap().starts_with("rule word \"Swap2\" of the PSQ trailer"));
    }

    #[test]
    fn a_psq_file_without_a_rule_is_freestyle_with_a_note() {
        let record = records::psq::read_psq(b"Piskvorky 15x15, 11:11, 0\n8,8,0\n", "g.psq", false).unwrap();
        let choice = choose(&record).unwrap();
        assert_eq!(choice.profile, "gomoku-freestyle");
        assert_eq!(
            english(&choice).as_deref(),
            Some("no rule in the PSQ file: judged as gomoku-freestyle (Piskvork's default)")
        );
    }

    #[test]
    fn go_rule_words_name_profiles() {
        for (ru, profile) in [
            ("Chinese", "go-chinese"),
            ("cn", "go-chinese"),
            ("chinese-ogs", "go-chinese"),
            ("中国规则", "go-chinese"),
            (" japanese ", "go-japanese"),
            ("JP", "go-japanese"),
            ("日本规则", "go-japanese"),
            ("Korean", "go-korean"),
            ("韩国规则", "go-korean"),
            ("AGA", "go-aga"),
            ("NZ", "go-new-zealand"),
            ("New Zealand", "go-new-zealand"),
            ("Tromp-Taylor", "go-tromp-taylor"),
            ("tromp taylor", "go-tromp-taylor"),
            ("stone-scoring", "go-stone-scoring"),
        ] {
            let choice = choose(&sgf(&format!("(;GM[1]RU[{ru}];B[aa])"))).unwrap();
            assert_eq!(choice.profile, profile, "{ru}");
            assert!(choice.keys.is_empty(), "{ru}");
            assert_eq!(english(&choice), Some(format!("RU[{}]: judged as {profile}", ru.trim())), "{ru}");
        }
        // A built-in profile's own name chooses it (as `referee match` writes it).
        for name in ["go-chinese", "go-chinese-2001", "go-tromp-taylor", "go-aga", "go-stone-scoring"] {
            assert_eq!(choose(&sgf(&format!("(;GM[1]RU[{name}];B[aa])"))).unwrap().profile, name);
        }
        for name in ["renju-free-opening", "renju-rif", "gomoku-caro", "gomoku-standard"] {
            assert_eq!(choose(&sgf(&format!("(;GM[4]RU[{name}];B[hh])"))).unwrap().profile, name);
        }
        let ing = choose(&sgf("(;GM[1]RU[GOE];B[aa])")).unwrap();
        assert_eq!(
            (ing.profile, ing.keys[0].value.value.clone()),
            ("go-chinese", KeyValue::Scalar("multi-stone".into()))
        );
        let odd = choose(&sgf("(;GM[1]KM[6.5]RU[Odd];B[aa])")).unwrap();
        assert_eq!(
            english(&odd).as_deref(),
            Some("RU[Odd] is not a known rule set: judged as go-chinese with the file's komi")
        );
        let none = choose(&sgf("(;GM[1];B[aa])")).unwrap();
        assert_eq!(
            english(&none).as_deref(),
            Some("no RU in the file: judged as go-chinese with the profile's komi")
        );
    }

    #[test]
    fn igs_records_without_ru_count_territory() {
        // Issue 23: IGS (Pandanet) writes no RU and counts territory; its files say where they
        // come from in PC (`IGS: igs.joyjoy.net 6969`) and EV (`Internet Go Server game: ..`).
        let igs = choose(&sgf("(;GM[1]KM[6.5]PC[IGS: igs.joyjoy.net 6969];B[aa])")).unwrap();
        assert_eq!(igs.profile, "go-japanese");
        assert_eq!(
            english(&igs).as_deref(),
            Some("no RU in the file; PC[IGS: igs.joyjoy.net 6969]: an IGS (Pandanet) record, and IGS counts territory: judged as go-japanese with the file's komi")
        );
        let event = choose(&sgf("(;GM[1]EV[Internet Go Server game: A vs B];B[aa])")).unwrap();
        assert_eq!(event.profile, "go-japanese");
        // The file's own RU still rules, and a place that merely contains the letters is no IGS.
        let nngs = choose(&sgf("(;GM[1]KM[5.5]PC[NNGS];B[aa])")).unwrap();
        assert_eq!(nngs.profile, "go-japanese");
        assert_eq!(choose(&sgf("(;GM[1]PC[nngs.cosmic.org];B[aa])")).unwrap().profile, "go-japanese");
        assert_eq!(choose(&sgf("(;GM[1]RU[Chinese]PC[NNGS];B[aa])")).unwrap().profile, "go-chinese");
        assert_eq!(choose(&sgf("(;GM[1]PC[Kinngsley];B[aa])")).unwrap().profile, "go-chinese");
        // KGS writes RU in every record: one without it had it cut. Its komi says which rule
        // set an even game was (KGS's defaults); otherwise KGS's default, Japanese.
        let kgs = "(;GM[1]PC[The KGS Go Server at http://www.gokgs.com/];B[aa])";
        assert_eq!(choose(&sgf(kgs)).unwrap().profile, "go-japanese");
        let kgs = |km: &str| format!("(;GM[1]KM[{km}]PC[The KGS Go Server at http://www.gokgs.com/];B[aa])");
        assert_eq!(choose(&sgf(&kgs("7.50"))).unwrap().profile, "go-chinese");
        assert_eq!(choose(&sgf(&kgs("6.50"))).unwrap().profile, "go-japanese");
        assert_eq!(choose(&sgf(&kgs("0.50"))).unwrap().profile, "go-japanese");
        let named = "(;GM[1]RU[Chinese]PC[The KGS Go Server at http://www.gokgs.com/];B[aa])";
        assert_eq!(choose(&sgf(named)).unwrap().profile, "go-chinese");
        assert_eq!(choose(&sgf("(;GM[1]PC[Skgsx];B[aa])")).unwrap().profile, "go-chinese");
        assert_eq!(choose(&sgf("(;GM[1]RU[Chinese]PC[IGS];B[aa])")).unwrap().profile, "go-chinese");
        assert_eq!(choose(&sgf("(;GM[1]PC[Twigs Club];B[aa])")).unwrap().profile, "go-chinese");
    }

    #[test]
    fn katago_preset_spellings_count_as_katago_counts() {
        // docs/rules/go.md §2.4 and §1.11: the names KataGo writes for its area presets
        // (`Rules::toStringNoKomiMaybeNice`) that no server writes add `dead_stones: pass-alive`;
        // the same words spelt as people write them do not.
        for (ru, profile) in [
            ("TrompTaylor", "go-tromp-taylor"),
            ("NewZealand", "go-new-zealand"),
            ("StoneScoring", "go-stone-scoring"),
            ("Chinese-OGS", "go-chinese"),
        ] {
            let choice = choose(&sgf(&format!("(;GM[1]RU[{ru}];B[aa])"))).unwrap();
            assert_eq!(choice.profile, profile, "{ru}");
            let keys: Vec<(String, String)> =
                choice.keys.iter().map(|o| (o.key.value.clone(), keys_text(&o.value.value))).collect();
            assert_eq!(keys, [("dead_stones".to_owned(), "pass-alive".to_owned())], "{ru}");
            assert_eq!(
                english(&choice),
                Some(format!("RU[{ru}]: judged as {profile}; {KATAGO_PRESET_NOTE}"))
            );
        }
        for ru in ["Tromp-Taylor", "New Zealand", "stone-scoring", "Chinese", "chinese-ogs"] {
            let choice = choose(&sgf(&format!("(;GM[1]RU[{ru}];B[aa])"))).unwrap();
            assert!(choice.keys.is_empty(), "{ru}");
        }
    }

    fn katago_keys(ru: &str) -> (&'static str, Vec<(String, String)>) {
        let choice = choose(&sgf(&format!("(;GM[1]RU[{ru}];B[aa])"))).unwrap();
        let keys = choice.keys.iter().map(|o| (o.key.value.clone(), keys_text(&o.value.value))).collect();
        (choice.profile, keys)
    }

    fn has(keys: &[(String, String)], k: &str, v: &str) -> bool {
        keys.iter().rev().find(|(key, _)| key == k).is_some_and(|(_, value)| value == v)
    }

    #[test]
    fn katago_rule_strings_map_key_by_key() {
        // lightvector/KataGo cpp/game/rules.cpp writes ko, score, tax, sui, then button, whb,
        // fpok when set; its `japanese`, `chinese`, `aga`, `nz`, `tromp-taylor`,
        // `stonescoring` presets as it writes them:
        let (p, k) = katago_keys("koSIMPLEscoreTERRITORYtaxSEKIsui0");
        assert_eq!(p, "go-japanese");
        assert!(
            has(&k, "tax", "seki") && has(&k, "suicide", "forbidden") && has(&k, "repetition", "no-result")
        );
        let (p, k) = katago_keys("koSIMPLEscoreAREAtaxNONEsui0whbNfpok1");
        assert_eq!(p, "go-chinese");
        assert!(
            has(&k, "ko", "simple") && has(&k, "handicap_bonus", "n") && has(&k, "friendly_pass", "true")
        );
        let (p, k) = katago_keys("koSITUATIONALscoreAREAtaxNONEsui0whbN-1fpok1");
        assert_eq!(p, "go-aga");
        assert!(has(&k, "handicap_bonus", "n-minus-one"));
        let (p, k) = katago_keys("koSITUATIONALscoreAREAtaxNONEsui0button1whbN-1fpok1");
        assert_eq!(p, "go-aga");
        assert!(has(&k, "button", "true"));
        let (p, k) = katago_keys("koSITUATIONALscoreAREAtaxNONEsui1fpok1");
        assert_eq!(p, "go-new-zealand");
        assert!(has(&k, "suicide", "multi-stone"));
        let (p, k) = katago_keys("koPOSITIONALscoreAREAtaxNONEsui1");
        assert_eq!(p, "go-tromp-taylor");
        assert!(has(&k, "friendly_pass", "false"));
        // Every KataGo string counts as KataGo does (docs/rules/go.md §1.11).
        assert!(has(&k, "dead_stones", "pass-alive"));
        let (p, k) = katago_keys("koSIMPLEscoreAREAtaxALLsui0fpok1");
        assert_eq!(p, "go-stone-scoring");
        assert!(has(&k, "tax", "all"));
        // Any order, spaces between parts, a komi part; the tax follows the scoring when left out.
        let (p, k) = katago_keys("fpok1 whbN-1 sui0 scoreTERRITORY koPOSITIONAL komi6.5");
        assert_eq!(p, "go-japanese");
        assert!(
            has(&k, "tax", "seki") && has(&k, "komi_points", "6.5") && has(&k, "ko", "positional-superko")
        );
        let (_, k) = katago_keys("koSPIGHTscoreAREA");
        assert!(has(&k, "ko", "simple"));
        // Not KataGo's grammar: go-chinese with a note naming the word.
        for odd in ["koFOO", "koSIMPLE", "koSIMPLEscoreAREAtaxNONEsui2", "komi7.5x"] {
            let choice = choose(&sgf(&format!("(;GM[1]RU[{odd}];B[aa])"))).unwrap();
            assert_eq!(choice.profile, "go-chinese", "{odd}");
            assert!(english(&choice).unwrap().contains("is not a known rule set"), "{odd}");
        }
    }

    #[test]
    fn freestyle_sgf_is_judged_as_gomoku_not_renju() {
        // Issue 11: `RU[Gomoku]` sent a freestyle game to renju-rif, invalid at ply 1.
        let choice = choose(&sgf("(;GM[4]SZ[15]RU[Gomoku];B[hh])")).unwrap();
        assert_eq!((choice.profile, choice.note), ("gomoku-freestyle", None));
        let renju = choose(&sgf("(;GM[4]RU[Renju];B[hh])")).unwrap();
        assert_eq!(renju.profile, "renju-rif");
        let odd = choose(&sgf("(;GM[4]RU[Pente];B[hh])")).unwrap();
        assert_eq!(
            english(&odd).as_deref(),
            Some("RU[Pente] in the file: the profile is the default or --rules")
        );
    }

    #[test]
    fn gomocup_rule_codes_name_profiles() {
        // docs/rules/renju.md, "Gomocup rule codes": one case per code.
        assert_eq!(gomocup_rule(0), Some(("gomoku-freestyle", &[][..])));
        assert_eq!(gomocup_rule(1), Some(("gomoku-standard", &[][..])));
        assert_eq!(gomocup_rule(2), Some(("gomoku-continuous", &[][..])));
        assert_eq!(gomocup_rule(4), Some(("renju-free-opening", &[("max_moves", "200")][..])));
        assert_eq!(gomocup_rule(8), Some(("gomoku-caro", &[("win", "caro-five-or-more")][..])));
        assert_eq!(gomocup_rule(9), Some(("gomoku-caro", &[][..])));
        for code in [3, 5, 6, 7, 10, 16] {
            assert_eq!(gomocup_profile(code), None, "{code}");
        }
        // Every profile named is a built-in.
        for code in [0, 1, 2, 4, 8, 9] {
            let name = gomocup_profile(code).unwrap();
            assert!(crate::profile::builtin_text(name).is_some(), "{name}");
        }
    }

    #[test]
    fn caro_trailers_and_words_name_gomoku_caro() {
        let text = "Piskvorky 15x15, 11:11, 0\n8,8,0\nA\nB\n-1\n1,Caro\n";
        let psq = records::psq::read_psq(text.as_bytes(), "g.psq", false).unwrap();
        assert_eq!(choose(&psq).unwrap().profile, "gomoku-caro");
        assert_eq!(choose(&sgf("(;GM[4]RU[Caro];B[hh])")).unwrap().profile, "gomoku-caro");
    }

    #[test]
    fn a_yaml_record_without_rules_has_no_choice() {
        let record = records::yaml::read_record("moves: [Q16]\n").unwrap();
        assert_eq!(choose(&record), None);
    }
}
