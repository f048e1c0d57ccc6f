//! The profile a record's own rule word names: SGF `RU`, the rule word of a Gomocup PSQ
//! trailer, a RenjuNet game's rule. Readers report the word as written; the choice of profile is
//! made here, once, for every format.

use records::{GameKind, KeyValue, Loc, Located, Override, Record, SourceFormat};

/// A profile chosen from a record's rule word: its name, keys the word adds to it, and a note
/// saying how the choice was made when it was not simply named.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    pub profile: &'static str,
    /// The place of the word in the file, for messages.
    pub loc: Loc,
    pub keys: Vec<Override>,
    pub note: Option<String>,
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
            let what = "judged as renju-free-opening (the database does not record the opening offers)";
            let note = match word {
                Some(w) => format!("RenjuNet rule \"{}\": {what}", w.value),
                None => format!("RenjuNet game: {what}"),
            };
            Choice { note: Some(note), ..plain("renju-free-opening") }
        }
        (SourceFormat::Psq, _) => psq(word).unwrap_or_else(|| {
            // Piskvork's default rule is freestyle (rule 0), which forbids nothing, so an
            // unnamed rule can never make a gomoku game invalid the way renju-rif would.
            let note = match word {
                Some(w) => format!(
                    "rule word \"{}\" of the PSQ trailer is not a Gomocup group: judged as gomoku-freestyle (Piskvork's default)",
                    w.value
                ),
                None => "no rule in the PSQ file: judged as gomoku-freestyle (Piskvork's default)".to_owned(),
            };
            Choice { note: Some(note), ..plain("gomoku-freestyle") }
        }),
        (_, GameKind::Go) => go(record, word),
        (_, GameKind::FiveInRow) => match word.filter(|w| !w.value.trim().is_empty()) {
            // Most GM[4] files with no rule word are freestyle gomoku (the SGF exports of gomoku
            // programs and servers); renju records name their rule or come as RenjuNet files.
            // Freestyle forbids nothing, so no renju record becomes invalid by it either.
            None => Choice { note: Some(GM4_DEFAULT_NOTE.to_owned()), ..plain("gomoku-freestyle") },
            Some(w) => match five_in_row_profile(&w.value) {
                Some(profile) => plain(profile),
                None => Choice {
                    note: Some(format!("RU[{}] in the file: the profile is the default or --rules", w.value)),
                    ..plain("renju-rif")
                },
            },
        },
        (_, GameKind::Junqi) => plain("junqi"),
    })
}

/// A Go `RU`: a built-in profile, with AGA's handicap bonus (White gets N-1 points for N stones,
/// docs/rules/go.md, "Handicap"); anything else is go-chinese with a note.
fn go(record: &Record, word: Option<&Located<String>>) -> Choice {
    let loc = word.map_or(Loc::UNKNOWN, |w| w.loc);
    let komi = record.set.iter().any(|o| o.key.value == "komi_points");
    let with = if komi { "with the file's komi" } else { "with the profile's komi" };
    let named = word.and_then(|w| match w.value.trim().to_ascii_lowercase().as_str() {
        // The name of a built-in Go profile, as `referee match` writes it.
        name if builtin_of(name, "go").is_some() => builtin_of(name, "go").map(|p| (p, false)),
        "chinese" | "cn" => Some(("go-chinese", false)),
        "japanese" | "jp" | "korean" => Some(("go-japanese", false)),
        "aga" => Some(("go-chinese", true)),
        "nz" | "new zealand" | "tromp-taylor" => Some(("go-tromp-taylor", false)),
        _ => None,
    });
    match (named, word) {
        (Some((profile, aga)), _) => {
            let keys = if aga { vec![key("handicap_bonus", "n-minus-one", loc)] } else { Vec::new() };
            Choice { profile, loc, keys, note: None }
        }
        (None, Some(w)) => Choice {
            profile: "go-chinese",
            loc,
            keys: Vec::new(),
            note: Some(format!("RU[{}] is not a known rule set: judged as go-chinese {with}", w.value)),
        },
        (None, None) => Choice {
            profile: "go-chinese",
            loc,
            keys: Vec::new(),
            note: Some(format!("no RU in the file: judged as go-chinese {with}")),
        },
    }
}

/// The rule word of a Gomocup PSQ trailer (`..., Freestyle`, `..., Renju`): Gomocup's groups.
fn psq(word: Option<&Located<String>>) -> Option<Choice> {
    let w = word?;
    let lower = w.value.to_ascii_lowercase();
    let (profile, keys, note) = if lower.contains("renju") {
        // Gomocup's renju rule: a game is drawn after 200 moves (docs/rules/renju.md, "Gomocup").
        ("renju-free-opening", vec![key("max_moves", "200", w.loc)], Some(GOMOCUP_RENJU_NOTE.to_owned()))
    } else if lower.contains("standard") {
        ("gomoku-standard", Vec::new(), None)
    } else if lower.contains("freestyle") || lower.contains("fastgame") {
        ("gomoku-freestyle", Vec::new(), None)
    } else {
        return None;
    };
    Some(Choice { profile, loc: w.loc, keys, note })
}

/// A five-in-row SGF's `RU` words for the built-in profiles.
fn five_in_row_profile(word: &str) -> Option<&'static str> {
    let w = word.trim().to_ascii_lowercase();
    // The name of a built-in renju or gomoku profile, as `referee match` writes it.
    if let Some(p) = builtin_of(&w, "renju").or_else(|| builtin_of(&w, "gomoku")) {
        return Some(p);
    }
    Some(match w.as_str() {
        "renju" | "rif" | "renju rif" => "renju-rif",
        "gomoku" | "freestyle" | "free-style" | "gomoku freestyle" | "free" => "gomoku-freestyle",
        "standard" | "standard gomoku" | "gomoku standard" | "exactly five" => "gomoku-standard",
        _ => return None,
    })
}

/// The built-in profile named `name` when it is one for `game` (its name starts with the
/// game: `go-chinese-2001`, `renju-free-opening`, `gomoku-standard`).
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
        assert_eq!((renju.profile, renju.note.as_deref()), ("renju-free-opening", Some(GOMOCUP_RENJU_NOTE)));
        assert_eq!(renju.keys[0].key.value, "max_moves");
        assert_eq!(psq("1,Standard1").profile, "gomoku-standard");
        assert_eq!(psq("2,Freestyle2").profile, "gomoku-freestyle");
        assert_eq!(psq("0,Fastgame").profile, "gomoku-freestyle");
        let swap2 = psq("1,Swap2");
        assert_eq!(swap2.profile, "gomoku-freestyle");
        assert!(swap2.note.unwrap().starts_with("rule word \"Swap2\" of the PSQ trailer"));
    }

    #[test]
    fn a_psq_file_without_a_rule_is_freestyle_with_a_note() {
        let record = records::psq::read_psq(b"Piskvorky 15x15, 11:11, 0\n8,8,0\n", "g.psq", false).unwrap();
        let choice = choose(&record).unwrap();
        assert_eq!(choice.profile, "gomoku-freestyle");
        assert_eq!(
            choice.note.as_deref(),
            Some("no rule in the PSQ file: judged as gomoku-freestyle (Piskvork's default)")
        );
    }

    #[test]
    fn go_rule_words_name_profiles() {
        for (ru, profile) in [
            ("Chinese", "go-chinese"),
            ("cn", "go-chinese"),
            (" japanese ", "go-japanese"),
            ("JP", "go-japanese"),
            ("Korean", "go-japanese"),
            ("AGA", "go-chinese"),
            ("NZ", "go-tromp-taylor"),
            ("New Zealand", "go-tromp-taylor"),
            ("Tromp-Taylor", "go-tromp-taylor"),
        ] {
            let choice = choose(&sgf(&format!("(;GM[1]RU[{ru}];B[aa])"))).unwrap();
            assert_eq!((choice.profile, choice.note), (profile, None), "{ru}");
        }
        // The profile names `referee match` writes choose those profiles.
        for name in ["go-chinese", "go-chinese-2001", "go-tromp-taylor"] {
            assert_eq!(choose(&sgf(&format!("(;GM[1]RU[{name}];B[aa])"))).unwrap().profile, name);
        }
        for name in ["renju-free-opening", "renju-rif", "gomoku-standard"] {
            assert_eq!(choose(&sgf(&format!("(;GM[4]RU[{name}];B[hh])"))).unwrap().profile, name);
        }
        let aga = choose(&sgf("(;GM[1]RU[AGA];B[aa])")).unwrap();
        assert_eq!(aga.keys[0].key.value, "handicap_bonus");
        let odd = choose(&sgf("(;GM[1]KM[6.5]RU[Odd];B[aa])")).unwrap();
        assert_eq!(
            odd.note.as_deref(),
            Some("RU[Odd] is not a known rule set: judged as go-chinese with the file's komi")
        );
        let none = choose(&sgf("(;GM[1];B[aa])")).unwrap();
        assert_eq!(
            none.note.as_deref(),
            Some("no RU in the file: judged as go-chinese with the profile's komi")
        );
    }

    #[test]
    fn freestyle_sgf_is_judged_as_gomoku_not_renju() {
        // Issue 11: `RU[Gomoku]` sent a freestyle game to renju-rif, invalid at ply 1.
        let choice = choose(&sgf("(;GM[4]SZ[15]RU[Gomoku];B[hh])")).unwrap();
        assert_eq!((choice.profile, choice.note), ("gomoku-freestyle", None));
        let renju = choose(&sgf("(;GM[4]RU[Renju];B[hh])")).unwrap();
        assert_eq!(renju.profile, "renju-rif");
        let odd = choose(&sgf("(;GM[4]RU[Caro];B[hh])")).unwrap();
        assert_eq!(odd.note.as_deref(), Some("RU[Caro] in the file: the profile is the default or --rules"));
    }

    #[test]
    fn a_yaml_record_without_rules_has_no_choice() {
        let record = records::yaml::read_record("moves: [Q16]\n").unwrap();
        assert_eq!(choose(&record), None);
    }
}
