//! The rules a match or the GTP server plays by: a profile (`--rules`) and its `--set` keys,
//! read by the same adapter functions `referee judge` uses (`referee::games::go::settings`,
//! `referee::games::renju::settings`, the clock keys of `referee::games::clock`).

use competition_rules::TimeControl;
use records::{Loc, Record, SourceFormat};
use referee::games::{self, Options};
use referee::profile::{self, GameName, Profile};

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
    /// Go's `dead_stones`: which stones the count removes (none agreed in a match, the ones
    /// the referee infers, or KataGo's).
    pub dead: DeadRule,
}

/// The dead stones a match or `referee gtp` removes before counting: the profile's
/// `dead_stones` key (docs/rules/go.md §1.8, §1.11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DeadRule {
    /// `agreed` (the default): nobody agreed to any, so none are removed.
    #[default]
    Agreed,
    /// `infer`: the chains the life judgement calls dead.
    Infer,
    /// `auto` (the default for Go profiles whose players agree on dead stones): the life
    /// judgement's dead chains, as `infer`.
    Auto,
    /// `pass-alive`: the stones inside the other colour's pass-alive territory, as KataGo counts.
    PassAlive,
}

/// Resolves `--rules NAME|PATH` and `--set KEY=VALUE` arguments; the error is a sentence for
/// the user (a usage error: exit 2).
pub fn choose(rules: &str, sets: &[String]) -> Result<Chosen, String> {
    let profile = profile::load(rules, None, Loc::UNKNOWN, "--rules")
        .map_err(|e| format!("{}: {}", e.file, e.error.message))?;
    let mut options = Options { rules: Some(rules.to_owned()), sets: Vec::new() };
    for s in sets {
        options.sets.push(profile::parse_set(s)?);
    }
    let record = Record::new(SourceFormat::Yaml);
    let shown = |f: games::Failure| format!("{}: {}", f.file, f.error.message);
    let dead = if profile.game != GameName::Go {
        DeadRule::Agreed
    } else {
        match games::go::dead_rule(&profile, &record, "--set", &options).map_err(shown)? {
            games::go::Dead::Auto => DeadRule::Auto,
            games::go::Dead::Infer => DeadRule::Infer,
            games::go::Dead::PassAlive => DeadRule::PassAlive,
            games::go::Dead::Agreed => DeadRule::Agreed,
        }
    };
    let board = match profile.game {
        GameName::Go => Board::Go(games::go::settings(&profile, &record, "--set", &options).map_err(shown)?),
        GameName::Renju | GameName::Gomoku => {
            Board::FiveInRow(games::renju::settings(&profile, &record, "--set", &options).map_err(shown)?)
        }
        GameName::Junqi => {
            return Err(format!(
                "profile {} is for junqi: matches are played for Go, Renju and Gomoku",
                profile.name
            ))
        }
    };
    let layers = games::layers(&profile, &record, "--set", &options);
    let clock = games::clock::control(layers.iter().copied())
        .map_err(|(layer, e)| format!("{}: {}", layer.file, e.message))?;
    Ok(Chosen { profile, sets: sets.to_vec(), options, board, clock, dead })
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
    }
}
