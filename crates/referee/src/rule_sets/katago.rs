//! KataGo's compact rule strings (`koPOSITIONALscoreAREAtaxNONEsui1`, docs/rules/go.md §2.4),
//! read part by part into the profile keys they set.

use super::key;
use records::{Loc, Override};

/// A rule string in KataGo's compact form (`koPOSITIONALscoreAREAtaxNONEsui1`, with optional
/// `button1`, `whbN`, `whbN-1`, `fpok1` and `komi7.5` parts in any order), as KataGo writes it
/// in `RU` (lightvector/KataGo `cpp/game/rules.cpp`, the legacy compact format).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KataGo {
    pub ko: &'static str,
    pub spight: bool,
    pub territory: bool,
    pub tax: Option<&'static str>,
    pub multi_stone_suicide: bool,
    pub button: bool,
    pub whb: &'static str,
    pub friendly_pass: bool,
    /// The komi in points, when the string gives it.
    pub komi: Option<f64>,
}

/// Parses a KataGo compact rule string; `None` unless the whole string is one. The defaults of
/// the parts left out are KataGo's (Tromp-Taylor-like: positional superko, area, multi-stone
/// suicide legal, no button, no handicap bonus, `fpok0`; the tax follows the scoring).
pub fn katago(text: &str) -> Option<KataGo> {
    let mut k = KataGo {
        ko: "positional-superko",
        spight: false,
        territory: false,
        tax: None,
        multi_stone_suicide: true,
        button: false,
        whb: "none",
        friendly_pass: false,
        komi: None,
    };
    let mut s = text.trim();
    if s.is_empty() {
        return None;
    }
    let mut parts = 0;
    while !s.is_empty() {
        let take = |s: &mut &str, prefix: &str| -> bool {
            match s.strip_prefix(prefix) {
                Some(rest) => {
                    *s = rest.trim_start();
                    true
                }
                None => false,
            }
        };
        parts += 1;
        if take(&mut s, "komi") {
            let end = s.find(|c: char| c.is_ascii_alphabetic() || c.is_whitespace()).unwrap_or(s.len());
            let value = &s[..end];
            let x: f64 = value.parse().ok()?;
            if !x.is_finite() || x.abs() > 400.0 {
                return None;
            }
            k.komi = Some(x);
            s = s[end..].trim_start();
        } else if take(&mut s, "ko") {
            k.ko = if take(&mut s, "SIMPLE") {
                "simple"
            } else if take(&mut s, "POSITIONAL") {
                "positional-superko"
            } else if take(&mut s, "SITUATIONAL") {
                "situational-superko"
            } else if take(&mut s, "SPIGHT") {
                k.spight = true;
                "simple"
            } else {
                return None;
            };
        } else if take(&mut s, "scoring") || take(&mut s, "score") {
            k.territory = if take(&mut s, "AREA") {
                false
            } else if take(&mut s, "TERRITORY") {
                true
            } else {
                return None;
            };
        } else if take(&mut s, "tax") {
            k.tax = Some(if take(&mut s, "NONE") {
                "none"
            } else if take(&mut s, "SEKI") {
                "seki"
            } else if take(&mut s, "ALL") {
                "all"
            } else {
                return None;
            });
        } else if take(&mut s, "sui") {
            k.multi_stone_suicide = bit(&mut s)?;
        } else if take(&mut s, "button") {
            k.button = bit(&mut s)?;
        } else if take(&mut s, "whb") {
            // `N-1` before `N`, which is its prefix.
            k.whb = if take(&mut s, "N-1") {
                "n-minus-one"
            } else if take(&mut s, "N") {
                "n"
            } else if take(&mut s, "0") {
                "none"
            } else {
                return None;
            };
        } else if take(&mut s, "fpok") {
            k.friendly_pass = bit(&mut s)?;
        } else {
            return None;
        }
    }
    // A single word such as `ko` alone is not a rule string worth reading as one.
    (parts >= 2).then_some(k)
}

fn bit(s: &mut &str) -> Option<bool> {
    let (b, rest) = if let Some(r) = s.strip_prefix('1') {
        (true, r)
    } else if let Some(r) = s.strip_prefix('0') {
        (false, r)
    } else {
        return None;
    };
    *s = rest.trim_start();
    Some(b)
}

impl KataGo {
    /// The built-in profile closest to these rules and the keys that make it these rules.
    pub fn profile(&self, loc: Loc) -> (&'static str, Vec<Override>) {
        let tax = self.tax.unwrap_or(if self.territory { "seki" } else { "none" });
        let suicide = if self.multi_stone_suicide { "multi-stone" } else { "forbidden" };
        // Each built-in's reading in KataGo's terms: ko, territory, tax, multi-stone suicide, whb.
        const NEAREST: &[(&str, &str, bool, &str, bool, &str)] = &[
            ("go-chinese", "positional-superko", false, "none", false, "n"),
            ("go-tromp-taylor", "positional-superko", false, "none", true, "none"),
            ("go-japanese", "simple", true, "seki", false, "none"),
            ("go-aga", "situational-superko", false, "none", false, "n-minus-one"),
            ("go-new-zealand", "situational-superko", false, "none", true, "none"),
            ("go-stone-scoring", "simple", false, "all", false, "none"),
        ];
        let matches = |n: &(&str, &str, bool, &str, bool, &str)| {
            usize::from(n.1 == self.ko)
                + usize::from(n.2 == self.territory)
                + usize::from(n.3 == tax)
                + usize::from(n.4 == self.multi_stone_suicide)
                + usize::from(n.5 == self.whb)
        };
        let mut best = NEAREST[0];
        for n in NEAREST {
            if matches(n) > matches(&best) {
                best = *n;
            }
        }
        // KataGo's simple ko ends a game that repeats a whole-board position three times with
        // no result; under superko a repetition is an illegal move.
        let repetition = if self.ko == "simple" { "no-result" } else { "illegal" };
        let mut keys = vec![
            key("ko", self.ko, loc),
            key("repetition", repetition, loc),
            key("scoring", if self.territory { "territory" } else { "area" }, loc),
            key("tax", tax, loc),
            key("suicide", suicide, loc),
            key("button", if self.button { "true" } else { "false" }, loc),
            key("handicap_bonus", self.whb, loc),
            // Under territory scoring KataGo plays cleanup phases after the two passes.
            key("resume", if self.territory { "true" } else { "false" }, loc),
            key("cleanup_points", if self.territory { "true" } else { "false" }, loc),
            // KataGo's `fpok` speaks of area scoring only: under territory scoring dead stones are
            // removed by agreement (KataGo's cleanup phases) whatever it says.
            key("friendly_pass", if self.friendly_pass || self.territory { "true" } else { "false" }, loc),
            // KataGo's count at the end (docs/rules/go.md §1.11): the stones inside the
            // opponent's pass-alive territory are removed, every other stone stands, under
            // every one of its rule sets (`cpp/game/boardhistory.cpp`, `endAndScoreGameNow`).
            key("dead_stones", "pass-alive", loc),
            // KataGo's area gives a point that reaches both colours to nobody.
            key("neutral", "none", loc),
        ];
        if let Some(komi) = self.komi {
            keys.push(key("komi_points", &komi.to_string(), loc));
        }
        (best.0, keys)
    }
}
