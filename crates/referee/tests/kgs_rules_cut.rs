//! Issue 33: KGS records whose `RU` was cut (as some exporters and archive tools do), read as
//! KGS wrote them. KGS names the rule set in every record, so a KGS record without one had it
//! cut: it is counted by territory, KGS's default, and a claim that count misses is tried by
//! area before `disagrees` (docs/rules/go.md §2.5). Reads `go/kgs_2017_territory_markup` of
//! the shared corpus: 310 games, 197 under Japanese rules, 112 Chinese, 1 AGA, each with the
//! players' territory marks.

use referee::verdict::Verdict;
use referee::Config;

fn judge(name: &str, text: &[u8]) -> Verdict {
    let mut verdicts: Vec<_> = referee::judge_bytes(name, text, &Config::new()).collect();
    assert_eq!(verdicts.len(), 1, "{name}");
    verdicts.remove(0).unwrap_or_else(|f| panic!("{}: {}", f.file, f.error.message))
}

/// The record's text with its `RU[...]` property taken out.
fn cut_ru(text: &[u8]) -> (Vec<u8>, String) {
    let at = text.windows(3).position(|w| w == b"RU[").expect("every record of the set names its rules");
    let end = at + text[at..].iter().position(|&b| b == b']').expect("a closed RU");
    let word = String::from_utf8_lossy(&text[at + 3..end]).into_owned();
    let mut out = text[..at].to_vec();
    out.extend_from_slice(&text[end + 1..]);
    (out, word)
}

#[test]
#[cfg_attr(not(corpus), ignore = "needs ../shared/corpus (absent)")]
fn kgs_records_with_their_ru_cut_are_counted_as_kgs_counts_and_never_disagree() {
    let dir = std::path::Path::new(env!("CORPUS_DIR")).join("go/kgs_2017_territory_markup");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 310);
    let (mut japanese, mut same, mut area_hint) = (0, 0, 0);
    for path in &files {
        let text = std::fs::read(path).unwrap();
        let name = path.display().to_string();
        let with_ru = judge(&name, &text);
        let (cut, word) = cut_ru(&text);
        let without = judge(&name, &cut);
        // Judged by KGS's default, with the server named as where the rules came from.
        assert_eq!(without.rules, "go-japanese", "{name}");
        if let Some(score) = &without.score {
            assert_eq!(score.reading.rules, referee::verdict::RulesFrom::Server, "{name}");
        }
        // Never a disagreement the record with its RU does not have.
        assert!(
            without.agrees != Some(false) || with_ru.agrees == Some(false),
            "{name}: {:?}",
            without.notes
        );
        if word == "Japanese" {
            // The rules the server used: the same verdict as with the RU.
            japanese += 1;
            assert_eq!((without.agrees, &without.result), (with_ru.agrees, &with_ru.result), "{name}");
        } else if without.agrees == with_ru.agrees {
            same += 1;
        } else {
            // A Chinese or AGA game whose territory count misses its claim: the area count that
            // reaches it is named, and the claim is not checkable.
            assert_eq!(without.agrees, None, "{name}");
            let hint = without.notes.iter().any(|n| matches!(n, referee::note::Note::AreaReaches { .. }));
            assert!(hint, "{name}: {:?}", without.notes);
            area_hint += 1;
        }
    }
    assert_eq!(japanese, 197);
    // 37 Chinese games keep their verdict (their resignations, and counts whose territory
    // count gives the claim too); the other 76 (75 Chinese, 1 AGA) are named by area.
    assert_eq!((same, area_hint), (37, 76), "same verdict, area hint");
}

/// The record's text with its territory marks (`TB`, `TW` and their values) taken out.
fn cut_marks(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        if text[i..].starts_with(b"TB[") || text[i..].starts_with(b"TW[") {
            i += 2;
            // Every value of the property, with the white space between them.
            while i < text.len() && (text[i] == b'[' || text[i].is_ascii_whitespace()) {
                if text[i] == b'[' {
                    i += text[i..].iter().position(|&b| b == b']').map_or(text.len() - i, |e| e + 1);
                } else {
                    i += 1;
                }
            }
        } else {
            out.push(text[i]);
            i += 1;
        }
    }
    out
}

#[test]
#[cfg_attr(not(corpus), ignore = "needs ../shared/corpus (absent)")]
fn kgs_records_with_their_ru_and_marks_cut_never_disagree() {
    // The same 310 games with their territory marks cut too: the dead stones are the referee's
    // judgement (`dead_stones: auto`), and a claim that needs another count and another reading
    // of the judged stones together is not checkable, never `disagrees` (issue 33: one did).
    let dir = std::path::Path::new(env!("CORPUS_DIR")).join("go/kgs_2017_territory_markup");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .collect();
    files.sort();
    let (mut agree, mut disagree) = (0, Vec::new());
    for path in &files {
        let (cut, _) = cut_ru(&std::fs::read(path).unwrap());
        let bare = cut_marks(&cut);
        assert!(!bare.windows(3).any(|w| w == b"TB[" || w == b"TW["));
        let name = path.display().to_string();
        let v = judge(&name, &bare);
        match v.agrees {
            Some(true) => agree += 1,
            Some(false) => disagree.push(name),
            None => {}
        }
    }
    assert!(disagree.is_empty(), "{disagree:?}");
    // 215 counted and 13 resignations when this was written; the rest not checkable.
    assert!(agree >= 220, "{agree}");
}
