//! The rules a match or the GTP server plays by: a profile (`--rules`) and its `--set` keys,
//! resolved by the one function `referee judge` uses (`referee::settings::resolve`), with
//! no record: the game is not played yet.

use competition_rules::TimeControl;
use records::{Loc, Override};
use referee::clock_keys;
use referee::profile::{self, Profile};
use referee::settings::{self, GameSettings, Settings};
use referee::Options;

/// The rules of one game kind, ready for the rule crates.
#[derive(Debug, Clone)]
pub enum Board {
    Go(go_rules::Rules),
    FiveInRow(renju_rules::Rules),
}

/// A profile and its overrides, resolved.
#[derive(Debug, Clone)]
pub struct Chosen {
    pub profile: Profile,
    /// The `--set` arguments as given, for `referee judge` of the records.
    pub sets: Vec<String>,
    pub options: Options,
    pub board: Board,
    /// The clock, when the profile or `--set` gives `main_time`.
    pub clock: Option<TimeControl>,
    /// Go's `dead_stones`: how the count's dead stones are chosen (see [`DeadRule`]).
    pub dead: DeadRule,
    /// Go: a handicap game (`--set handicap=N`, N from 2), its stones placed as
    /// `--set handicap_placement=fixed|free` says.
    pub handicap: Option<Handicap>,
}

/// A match's handicap: Black's stones before White's first move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Handicap {
    pub stones: u32,
    /// `free`: Black's engine chooses the points (`place_free_handicap`); `fixed` (the
    /// default): GTP's fixed points (`fixed_handicap`, crate::handicap).
    pub free: bool,
}

/// The `--set` keys of a match that are no profile key: the handicap. `referee judge` of the
/// records reads the handicap from the record (`HA`, `AB`), so these are left out of its keys.
pub const MATCH_KEYS: &[&str] = &["handicap", "handicap_placement"];

/// Whether `--set` text `s` sets one of [`MATCH_KEYS`].
pub fn is_match_key(s: &str) -> bool {
    s.split_once('=').is_some_and(|(k, _)| MATCH_KEYS.contains(&k.trim()))
}

/// The handicap of `--set` texts, checked against the board.
fn handicap(sets: &[String], board: &Board) -> Result<Option<Handicap>, String> {
    let (mut stones, mut free) = (None, false);
    for s in sets.iter().filter(|s| is_match_key(s)) {
        let (key, value) = s.split_once('=').unwrap_or_default();
        match key.trim() {
            "handicap" => {
                stones = Some(value.trim().parse::<u32>().map_err(|_| {
                    format!("--set {s}: the handicap is a number of stones (0, or 2 and more)")
                })?)
            }
            _ => {
                free = match value.trim() {
                    "fixed" => false,
                    "free" => true,
                    other => {
                        return Err(format!("--set {s}: handicap_placement is fixed or free, not {other:?}"))
                    }
                }
            }
        }
    }
    let Some(stones) = stones.filter(|&n| n > 0) else { return Ok(None) };
    let Board::Go(rules) = board else {
        return Err("--set handicap: handicap stones are for Go".to_owned());
    };
    if stones < 2 {
        return Err(
            "--set handicap=1: a handicap is 2 stones or more (one stone is no komi and Black first)"
                .to_owned(),
        );
    }
    if !free {
        crate::handicap::fixed(rules.size, stones as usize).map_err(|e| {
            format!("--set handicap={stones}: {e} (handicap_placement=free places any number)")
        })?;
    } else if u64::from(stones) >= u64::from(rules.size) * u64::from(rules.size) {
        return Err(format!("--set handicap={stones}: more stones than the board can take"));
    }
    Ok(Some(Handicap { stones, free }))
}

/// The dead stones a match or `referee gtp` removes before counting: the profile's
/// `dead_stones` key (docs/rules/go.md §1.8, §1.11; docs/matches.md, "Dead stones in a match"),
/// the one type `referee judge` reads it into. In a match: `Agreed`, nobody agreed to any, so
/// none are removed (and, whatever the key says, under `friendly_pass: false`, where every
/// standing stone is alive); `Auto` (and `Infer`, its older name), the engines'
/// `final_status_list dead` where both agree and the life judgement does not contradict them,
/// else a cleanup phase (crate::agreement), and in `referee gtp` the chains the life judgement
/// calls dead; `PassAlive`, the stones inside the other colour's pass-alive territory, as
/// KataGo counts.
pub use referee::Dead as DeadRule;

/// The settings of `profile` under `sets` (no record: the game is not played yet), through the
/// one resolution `referee judge` uses; the error is a sentence for the user.
fn resolve(profile: &Profile, sets: &[Override], what: &str) -> Result<Settings, String> {
    settings::resolve(profile.clone(), None, sets).map_err(|e| {
        let f = e.failure(what, Loc::UNKNOWN);
        format!("{}: {}", f.file, f.error.message)
    })
}

/// Resolves `--rules NAME|PATH` and `--set KEY=VALUE` arguments; the error is a sentence for
/// the user (a usage error: exit 2).
pub fn choose(rules: &str, sets: &[String]) -> Result<Chosen, String> {
    let profile = profile::load(rules, None, Loc::UNKNOWN, "--rules")
        .map_err(|e| format!("{}: {}", e.file, e.error.message))?;
    let mut options = Options { rules: Some(rules.to_owned()), ..Options::default() };
    for s in sets.iter().filter(|s| !is_match_key(s)) {
        options.sets.push(profile::parse_set(s)?);
    }
    let settings = resolve(&profile, &options.sets, "--set")?;
    let (board, dead) = match settings.game {
        // `friendly_pass: false` (Tromp-Taylor, CGOS): stones leave the board only by capture,
        // and `referee judge` counts every standing stone whatever the record marks; so a match
        // asks no engine about dead stones and removes none (docs/rules/go.md §1.10).
        GameSettings::Go(go) => {
            let asks = matches!(go.dead, DeadRule::Auto | DeadRule::Infer);
            let dead = if go.friendly_pass || !asks { go.dead } else { DeadRule::Agreed };
            (Board::Go(go.rules), dead)
        }
        GameSettings::FiveInRow(rules) => (Board::FiveInRow(rules), DeadRule::Agreed),
        GameSettings::Junqi(_) | GameSettings::Siguo(_) => {
            return Err(format!(
                "profile {} is for junqi: matches are played for Go, Renju and Gomoku",
                profile.name
            ))
        }
    };
    let handicap = handicap(sets, &board)?;
    let sets = sets.iter().filter(|s| !is_match_key(s)).cloned().collect();
    Ok(Chosen { clock: settings.clock, profile, sets, options, board, dead, handicap })
}

/// One engine's time control in a match: the profile's clock keys and `--set`, then `extra`, the
/// keys given for that engine alone (`--set-a`, `--set-b`, a tournament engine's `set:`), which
/// may be clock keys only (`referee::clock_keys::KEYS`). `what` names the option in errors
/// (a usage error, a sentence for the user).
pub fn engine_clock(chosen: &Chosen, extra: &[String], what: &str) -> Result<Option<TimeControl>, String> {
    if extra.is_empty() {
        return Ok(chosen.clock);
    }
    let mut sets = chosen.options.sets.clone();
    for s in extra {
        // The parser's sentence names `--set`: this option is another.
        let o = profile::parse_set(s).map_err(|e| e.replacen("--set", what, 1))?;
        if !clock_keys::is_key(&o.key.value) {
            return Err(format!(
                "{what} {s}: only the clock keys can differ between engines ({})",
                clock_keys::KEYS.join(", ")
            ));
        }
        clock_keys::check_key(&o).map_err(|e| format!("{what} {s}: {}", e.message))?;
        sets.push(o);
    }
    Ok(resolve(&chosen.profile, &sets, what)?.clock)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_go_through_the_judge_key_parsers() {
        let c = choose("go-chinese", &["size=9".into(), "main_time=1m".into()]).unwrap();
        assert!(matches!(c.board, Board::Go(ref r) if r.size == 9));
        assert_eq!(c.clock.map(|t| t.main_ms), Some(60_000));
        let e = choose("go-chinese", &["frobs=1".into()]).unwrap_err();
        assert!(e.contains("frobs"), "{e}");
        assert!(choose("junqi", &[]).unwrap_err().contains("junqi"));
        assert!(choose("no-such-profile", &[]).is_err());
        assert_eq!(choose("go-chinese", &[]).unwrap().dead, DeadRule::Auto);
        assert_eq!(choose("go-chinese", &["dead_stones=infer".into()]).unwrap().dead, DeadRule::Infer);
        assert_eq!(
            choose("go-chinese", &["dead_stones=pass-alive".into()]).unwrap().dead,
            DeadRule::PassAlive
        );
        // Under `friendly_pass: false` every standing stone is alive: nothing to settle.
        let tt = choose("go-tromp-taylor", &["dead_stones=auto".into()]).unwrap();
        assert_eq!(tt.dead, DeadRule::Agreed);
        let friendly = choose("go-tromp-taylor", &["dead_stones=auto".into(), "friendly_pass=true".into()]);
        assert_eq!(friendly.unwrap().dead, DeadRule::Auto);
    }

    #[test]
    fn an_engine_s_clock_keys_go_on_top_of_the_match_s() {
        let c = choose("go-chinese", &["main_time=1m".into(), "overtime=japanese".into()]).unwrap();
        let own = engine_clock(&c, &["main_time=10s".into()], "--set-a").unwrap().unwrap();
        // The engine's main time, the match's overtime.
        assert_eq!(own.main_ms, 10_000);
        assert_eq!(own.overtime, c.clock.unwrap().overtime);
        assert_eq!(engine_clock(&c, &[], "--set-b").unwrap(), c.clock);
        assert_eq!(engine_clock(&c, &["main_time=null".into()], "--set-b").unwrap(), None);
        let other = engine_clock(&c, &["komi=0".into()], "--set-a").unwrap_err();
        assert!(
            other.starts_with("--set-a komi=0: only the clock keys") && other.contains("main_time, overtime"),
            "{other}"
        );
        let bad = engine_clock(&c, &["main_time=soon".into()], "--set-b").unwrap_err();
        assert!(bad.starts_with("--set-b main_time=soon: `main_time`"), "{bad}");
        assert!(engine_clock(&c, &["main_time".into()], "--set-a").unwrap_err().contains("KEY=VALUE"));
    }

    #[test]
    fn handicap_keys_are_the_match_s_and_checked_against_the_board() {
        let c = choose("go-chinese", &["size=9".into(), "handicap=3".into()]).unwrap();
        assert_eq!(c.handicap, Some(Handicap { stones: 3, free: false }));
        assert_eq!(c.sets, ["size=9"], "the records' judge gets no handicap key");
        let free = choose("go-chinese", &["handicap=12".into(), "handicap_placement=free".into()]).unwrap();
        assert_eq!(free.handicap, Some(Handicap { stones: 12, free: true }));
        assert!(choose("go-chinese", &["handicap=12".into()]).unwrap_err().contains("2 to 9"));
        assert!(choose("go-chinese", &["handicap=1".into()]).unwrap_err().contains("2 stones or more"));
        assert!(choose("go-chinese", &["handicap=two".into()]).is_err());
        assert!(choose("go-chinese", &["handicap_placement=wild".into()]).is_err());
        assert!(choose("renju-rif", &["handicap=2".into()]).unwrap_err().contains("for Go"));
        assert_eq!(choose("go-chinese", &["handicap=0".into()]).unwrap().handicap, None);
    }
}
