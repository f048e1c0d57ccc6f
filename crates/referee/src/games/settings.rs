//! What a game is judged by, worked out once: the chosen profile's keys, then the record's
//! `set:`, then `--set`, each read by its game's own key parser into typed fields. The adapters
//! take the resulting [`Settings`] and read no profile key themselves.
//!
//! A batch of records with the same rule word and keys (a corpus of one server's games) gets
//! the same settings, so a [`Resolver`] keeps them per distinct inputs: choosing and building
//! the profile is then done once for the batch, not once per game.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use competition_rules::TimeControl;
use records::{GameKind, InputError, KeyValue, Loc, Located, Override, Record, SourceFormat};

use super::go::Dead;
use super::{choose_profile, clock, fields, go, junqi, renju, siguo, Failure, FailureKind, Options};
use crate::folder::Folder;
use crate::profile::{keys, GameName, Profile};

/// A record's settings, resolved from every layer of keys.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The profile the record is judged under: its name for the verdict, its notes on how it
    /// was chosen. Its keys are already applied below.
    pub profile: Profile,
    /// The clock, when `main_time` is set.
    pub clock: Option<TimeControl>,
    /// The game's own settings.
    pub game: GameSettings,
}

/// Each game's typed settings.
#[derive(Debug, Clone)]
pub enum GameSettings {
    Go(GoSettings),
    /// Renju and Gomoku.
    FiveInRow(renju_rules::Rules),
    Junqi(junqi_rules::Rules),
    /// Four-player junqi (`board: four-player`).
    Siguo(junqi_rules::SiguoRules),
}

/// Go: the rule crate's rules and the keys the adapter itself acts on.
#[derive(Debug, Clone)]
pub struct GoSettings {
    pub rules: go_rules::Rules,
    /// `dead_stones`.
    pub dead: Dead,
    /// `friendly_pass`.
    pub friendly_pass: bool,
    /// `missing_pass: implied`.
    pub implied_passes: bool,
    /// Whether the komi was set last by `--set` (the user's word, which a claim does not
    /// doubt).
    pub komi_from_command_line: bool,
    /// The note for a komi in stones that looks like points (`komi::note`).
    pub komi_note: Option<crate::note::Note>,
    /// The komi of the profile's own keys, in stones, when the record or `--set` changed it: one
    /// of the komi a claim may have been counted with (docs/rules/go.md §1.7).
    pub profile_komi: Option<f64>,
}

/// Where a key came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The profile's own keys (and those a record's rule word adds).
    Profile,
    /// The record's `set:` (or what its reader turned into keys: `KM`, `SZ`).
    Record,
    /// `--set`, given once for a whole batch.
    CommandLine,
}

/// A key its game refuses, and where it came from.
#[derive(Debug, Clone)]
pub enum SettingsError {
    /// A key of the profile or of the record.
    Key { source: Source, origin: Arc<str>, error: InputError },
    /// A `--set` key that does not fit the record's game (a renju record has no `komi`).
    CommandLine { key: String, value: String, profile: Arc<str>, game: GameName, error: InputError },
    /// A junqi record's `first:` naming no side.
    First(InputError),
}

impl SettingsError {
    /// The failure of the record shown as `file`; `rules_loc` is where the record chose its
    /// profile, where a `--set` that does not fit it is reported.
    pub fn failure(self, file: &str, rules_loc: Loc) -> Failure {
        match self {
            SettingsError::Key { source: Source::Profile, origin, error } => {
                Failure { kind: FailureKind::Profile, file: origin.to_string(), error }
            }
            SettingsError::Key { source: Source::CommandLine, error, .. } => {
                Failure { kind: FailureKind::Argument, file: "--set".to_owned(), error }
            }
            // The record's own keys (`set:`, what its reader made of `KM`/`SZ`) and `first:`:
            // the record is what must change.
            SettingsError::Key { source: Source::Record, error, .. } | SettingsError::First(error) => {
                Failure { kind: FailureKind::Unreadable, file: file.to_owned(), error }
            }
            SettingsError::CommandLine { key, value, profile, game, error } => {
                // A `--set` key is given once for a whole batch, so its error belongs to the
                // record it does not fit (the Go records of the batch are judged as usual).
                use crate::lang::errors as E;
                let zh = E::text(&error, crate::lang::Lang::Zh).into_owned();
                let (profile, game) = (crate::profile::quote(&profile), game.to_string());
                let (key, value) = (crate::profile::quote(&key), crate::profile::quote(&value));
                let en = [key.clone(), value.clone(), profile.clone(), game.clone(), error.message];
                let error =
                    E::composed(&E::SET_DOES_NOT_FIT, rules_loc, &en, vec![key, value, profile, game, zh]);
                Failure { kind: FailureKind::Argument, file: file.to_owned(), error }
            }
        }
    }
}

/// One key and where it came from.
#[derive(Debug, Clone, Copy)]
struct Key<'a> {
    key: &'a Override,
    source: Source,
}

/// The keys in the order they apply: the profile's, the record's, `--set`; later ones win.
fn layered<'a>(
    profile: &'a Profile,
    record: &'a [Override],
    sets: &'a [Override],
) -> impl DoubleEndedIterator<Item = Key<'a>> + Clone {
    let at = |source| move |key| Key { key, source };
    profile
        .keys
        .iter()
        .map(at(Source::Profile))
        .chain(record.iter().map(at(Source::Record)))
        .chain(sets.iter().map(at(Source::CommandLine)))
}

/// Resolves the settings of a game under `profile`: its keys, then `record`'s (`set:` and,
/// for junqi, `first:`), then `sets`. `record` is `None` for a game not yet played (a match,
/// `referee gtp`), which has only the profile and `--set`.
pub fn resolve(
    profile: Profile,
    record: Option<&Record>,
    sets: &[Override],
) -> Result<Settings, SettingsError> {
    let (clock, game) = resolved(&profile, record, sets)?;
    Ok(Settings { profile, clock, game })
}

/// The clock and the game's settings of [`resolve`].
fn resolved(
    profile: &Profile,
    record: Option<&Record>,
    sets: &[Override],
) -> Result<(Option<TimeControl>, GameSettings), SettingsError> {
    let record_keys = record.map_or(&[][..], |r| &r.set[..]);
    let all = layered(profile, record_keys, sets);
    let refused = |k: Key<'_>, error: InputError| match k.source {
        Source::CommandLine => SettingsError::CommandLine {
            key: k.key.key.value.clone(),
            value: keys::text(&k.key.value.value),
            profile: profile.name.clone(),
            game: profile.game,
            error,
        },
        source => SettingsError::Key { source, origin: profile.origin.clone(), error },
    };
    fn applied<'a, R>(
        mut rules: R,
        apply: fn(&mut R, &Override) -> Result<(), InputError>,
        keys: impl Iterator<Item = Key<'a>>,
        refused: impl Fn(Key<'a>, InputError) -> SettingsError,
    ) -> Result<R, SettingsError> {
        for k in keys {
            apply(&mut rules, k.key).map_err(|e| refused(k, e))?;
        }
        Ok(rules)
    }
    // The last layer that sets a key of a few words (every key was checked when applied).
    let last = |name: &str| all.clone().rev().find(|k| k.key.key.value == name);
    let word = |name: &str, words: &[(&str, bool)], default: bool| match last(name) {
        Some(k) => keys::choice(k.key, words).map_err(|e| refused(k, e)),
        None => Ok(default),
    };
    // A record's `first:` stands between the profile and the overrides: a `first` key in the
    // record's `set:` or on the command line (`--set first=blue`) wins over it.
    let first = record
        .and_then(|r| r.first.as_ref())
        .filter(|_| !record_keys.iter().chain(sets).any(|o| o.key.value == "first"));
    let game = match profile.game {
        GameName::Go => {
            let rules = applied(go_rules::Rules::default(), go::apply, all.clone(), refused)?;
            // The profile's own komi: its keys alone, each already applied without error above.
            let mut own = go_rules::Rules::default();
            for k in all.clone().filter(|k| k.source == Source::Profile) {
                let _ = go::apply(&mut own, k.key);
            }
            let profile_komi = ((own.komi - rules.komi).abs() > 1e-9).then_some(own.komi);
            let dead = match last("dead_stones") {
                Some(k) => keys::choice(k.key, go::DEAD_STONES).map_err(|e| refused(k, e))?,
                None => Dead::Auto,
            };
            let komi = all.clone().rev().find(|k| matches!(k.key.key.value.as_str(), "komi" | "komi_points"));
            let size = last("size").map(|k| k.key);
            GameSettings::Go(GoSettings {
                dead,
                friendly_pass: word("friendly_pass", go::FRIENDLY_PASS, true)?,
                implied_passes: word("missing_pass", go::MISSING_PASS, false)?,
                komi_from_command_line: komi.is_some_and(|k| k.source == Source::CommandLine),
                komi_note: komi.and_then(|k| super::komi::note(k.key, k.source == Source::CommandLine, size)),
                profile_komi,
                rules,
            })
        }
        GameName::Renju | GameName::Gomoku => GameSettings::FiveInRow(applied(
            renju::base_rules(profile.game),
            renju::apply,
            all.clone(),
            refused,
        )?),
        GameName::Junqi if last("board").is_some_and(|k| siguo::four_player_word(k.key)) => {
            let mut rules = applied(junqi_rules::SiguoRules::default(), siguo::apply, all.clone(), refused)?;
            if let Some(first) = first {
                rules.first = siguo::first_word(first).map_err(SettingsError::First)?;
            }
            GameSettings::Siguo(rules)
        }
        GameName::Junqi => {
            let mut rules = applied(junqi_rules::Rules::default(), junqi::apply, all.clone(), refused)?;
            if let Some(first) = first {
                rules.first = junqi::first_word(first).map_err(SettingsError::First)?;
            }
            GameSettings::Junqi(rules)
        }
    };
    let clock = clock::control(all.clone().filter(|k| clock::is_key(&k.key.key.value)).map(|k| k.key))
        .map_err(|(o, e)| {
            let k = all
                .clone()
                .rev()
                .find(|k| std::ptr::eq(k.key, o))
                .unwrap_or(Key { key: o, source: Source::Profile });
            refused(k, e)
        })?;
    Ok((clock, game))
}

/// The `--set` values checked once, before any record is read: a value that every built-in
/// profile of the games with its key refuses (`--set ko=super`) is one error for the batch, not
/// one per record. A value some profile takes (`size=19` suits gomoku, not renju) is left to the
/// records, each reporting whether it fits the profile it is judged under.
pub fn check_set_values(sets: &[Override]) -> Result<(), InputError> {
    let keys_of = |game: GameName| -> Vec<&'static str> {
        let own: &[&[&str]] = match game {
            GameName::Go => &[go::KEYS],
            GameName::Renju | GameName::Gomoku => &[renju::KEYS],
            GameName::Junqi => &[junqi::KEYS, siguo::KEYS],
        };
        own.iter().chain([&clock::KEYS]).flat_map(|k| k.iter().copied()).collect()
    };
    // Per `--set`: whether a profile took it, and the first refusal.
    let mut taken = vec![false; sets.len()];
    let mut refused: Vec<Option<InputError>> = vec![None; sets.len()];
    for (name, _) in crate::profile::BUILTINS {
        let Ok(profile) = crate::profile::load(name, None, Loc::UNKNOWN, "built-in") else { continue };
        let keys = keys_of(profile.game);
        let mut tried: Vec<usize> =
            (0..sets.len()).filter(|&i| keys.contains(&sets[i].key.value.as_str())).collect();
        // Each refusal takes its `--set` out, and the rest are tried again without it.
        while !tried.is_empty() {
            let these: Vec<Override> = tried.iter().map(|&i| sets[i].clone()).collect();
            match resolve(profile.clone(), None, &these) {
                Ok(_) => {
                    tried.iter().for_each(|&i| taken[i] = true);
                    break;
                }
                Err(SettingsError::CommandLine { key, value, error, .. }) => {
                    let at = tried.iter().rposition(|&i| {
                        sets[i].key.value == key && keys::text(&sets[i].value.value) == value
                    });
                    let Some(at) = at else { break };
                    refused[tried[at]].get_or_insert(error);
                    tried.remove(at);
                }
                Err(_) => break,
            }
        }
    }
    for (i, error) in refused.into_iter().enumerate() {
        if let (false, Some(error)) = (taken[i], error) {
            use crate::lang::errors as E;
            let zh = E::text(&error, crate::lang::Lang::Zh).into_owned();
            let key = crate::profile::quote(&sets[i].key.value);
            let value = crate::profile::quote(&keys::text(&sets[i].value.value));
            let en = [key.clone(), value.clone(), error.message];
            return Err(E::composed(&E::SET_BAD_VALUE, Loc::UNKNOWN, &en, vec![key, value, zh]));
        }
    }
    Ok(())
}

/// Resolves a record's settings: its profile chosen ([`choose_profile`], the only file read),
/// the record's fields checked against the game ([`fields`]), then [`resolve`].
pub fn of_record(record: &Record, file: &str, base: Folder<'_>, opts: &Options) -> Result<Settings, Failure> {
    let profile = choose_profile(record, file, base, opts)?;
    fields(record, profile.game, file)?;
    resolve(profile, Some(record), &opts.sets).map_err(|e| e.failure(file, rules_loc(record, opts)))
}

/// Where a `--set` that does not fit a record is reported: its `rules:` line when the record
/// chose its profile there.
fn rules_loc(record: &Record, opts: &Options) -> Loc {
    match (&opts.rules, &record.rules) {
        (None, Some(rules)) => rules.loc,
        _ => Loc::UNKNOWN,
    }
}

/// Settings kept per distinct inputs, for the records of one batch (one [`Options`]): the
/// records that name the same rules with the same keys share one resolution. No thread is
/// started; the lock only lets the workers of a caller's pool share the cache.
#[derive(Default)]
pub struct Resolver {
    cache: Mutex<Vec<(Inputs, Arc<Settings>)>>,
}

/// The most distinct inputs kept: a batch has a few (each server's rule word and komi); a
/// batch of records that all differ is judged as without a cache.
const KEPT: usize = 64;

impl Resolver {
    /// The settings of `record`: from the cache when a record with the same inputs was
    /// resolved before, else resolved ([`of_record`]) and kept. A failure is never kept: its
    /// message names the record.
    pub fn settings(
        &self,
        record: &Record,
        file: &str,
        base: Folder<'_>,
        opts: &Options,
    ) -> Result<Arc<Settings>, Failure> {
        let found = self.lock().iter().find(|(i, _)| i.matches(record, base, opts)).map(|(_, s)| s.clone());
        if let Some(settings) = found {
            // Resolved for the same inputs, so only the record's own fields can be wrong.
            fields(record, settings.profile.game, file)?;
            return Ok(settings);
        }
        let settings = Arc::new(of_record(record, file, base, opts)?);
        let mut cache = self.lock();
        if cache.len() >= KEPT {
            cache.clear();
        }
        cache.push((Inputs::of(record, base, opts), settings.clone()));
        Ok(settings)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<(Inputs, Arc<Settings>)>> {
        // A panic while holding the lock leaves a whole list of whole entries.
        self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// How many distinct inputs are kept (for tests).
    #[cfg(test)]
    fn kept(&self) -> usize {
        self.lock().len()
    }
}

impl Clone for Resolver {
    /// A copy of the options may be changed (another `--set`): it starts with no settings.
    fn clone(&self) -> Resolver {
        Resolver::default()
    }
}

impl std::fmt::Debug for Resolver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Resolver").finish_non_exhaustive()
    }
}

/// Everything of a record, its folder and the options that choosing and resolving its settings
/// read ([`choose_profile`], `rule_sets::choose`, [`resolve`]): records equal in these get equal
/// settings.
#[derive(Debug)]
struct Inputs {
    rules: Option<String>,
    /// The record's folder and its tree, when it names its rules (a profile file is found from
    /// there, and may be read only inside them).
    base: Option<(PathBuf, PathBuf)>,
    format: SourceFormat,
    game: Option<GameKind>,
    rule_set: Option<String>,
    place: Option<String>,
    event: Option<String>,
    set: Vec<(String, KeyValue)>,
    first: Option<String>,
    options_rules: Option<String>,
    options_sets: Vec<(String, KeyValue)>,
    options_profiles: Vec<PathBuf>,
}

fn info<'r>(record: &'r Record, key: &str) -> Option<&'r str> {
    record.info.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

fn same_keys(kept: &[(String, KeyValue)], keys: &[Override]) -> bool {
    kept.len() == keys.len()
        && kept.iter().zip(keys).all(|((k, v), o)| *k == o.key.value && *v == o.value.value)
}

fn owned_keys(keys: &[Override]) -> Vec<(String, KeyValue)> {
    keys.iter().map(|o| (o.key.value.clone(), o.value.value.clone())).collect()
}

fn text(value: Option<&Located<String>>) -> Option<&str> {
    value.map(|v| v.value.as_str())
}

impl Inputs {
    fn of(record: &Record, base: Folder<'_>, opts: &Options) -> Inputs {
        Inputs {
            rules: text(record.rules.as_ref()).map(str::to_owned),
            base: record.rules.as_ref().map(|_| (base.dir().to_path_buf(), base.tree().to_path_buf())),
            format: record.format,
            game: record.game,
            rule_set: text(record.rule_set.as_ref()).map(str::to_owned),
            place: info(record, "place").map(str::to_owned),
            event: info(record, "event").map(str::to_owned),
            set: owned_keys(&record.set),
            first: text(record.first.as_ref()).map(str::to_owned),
            options_rules: opts.rules.clone(),
            options_sets: owned_keys(&opts.sets),
            options_profiles: opts.profiles.clone(),
        }
    }

    fn matches(&self, record: &Record, base: Folder<'_>, opts: &Options) -> bool {
        self.format == record.format
            && self.game == record.game
            && self.rules.as_deref() == text(record.rules.as_ref())
            && self.base.as_ref().map(|(d, t)| (d.as_path(), t.as_path()))
                == record.rules.as_ref().map(|_| (base.dir(), base.tree()))
            && self.rule_set.as_deref() == text(record.rule_set.as_ref())
            && self.place.as_deref() == info(record, "place")
            && self.event.as_deref() == info(record, "event")
            && same_keys(&self.set, &record.set)
            && self.first.as_deref() == text(record.first.as_ref())
            && self.options_rules == opts.rules
            && same_keys(&self.options_sets, &opts.sets)
            && self.options_profiles == opts.profiles
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sgf(text: &str) -> Record {
        records::read_bytes_as(SourceFormat::Sgf, text.as_bytes(), "t.sgf", Default::default())
            .pop()
            .unwrap()
            .unwrap()
    }

    #[test]
    fn the_same_inputs_share_one_resolution_and_others_do_not() {
        let opts = Options::default();
        let resolver = &opts.resolver;
        let a = sgf("(;GM[1]SZ[9]KM[7]RU[Chinese]PC[(CGOS) 9x9]RE[B+R];B[ee])");
        let b = sgf("(;GM[1]SZ[9]KM[7]RU[Chinese]PC[(CGOS) 9x9]RE[W+R];B[ee];W[ec])");
        let first = resolver.settings(&a, "a.sgf", Folder::default(), &opts).unwrap();
        let second = resolver.settings(&b, "b.sgf", Folder::default(), &opts).unwrap();
        assert!(Arc::ptr_eq(&first, &second), "moves and results are no input of the settings");
        assert_eq!(resolver.kept(), 1);
        // Another komi, another rule word, another server: each its own settings.
        let komi = sgf("(;GM[1]SZ[9]KM[6.5]RU[Chinese]PC[(CGOS) 9x9];B[ee])");
        let japanese = sgf("(;GM[1]SZ[9]KM[7]RU[Japanese]PC[(CGOS) 9x9];B[ee])");
        let elsewhere = sgf("(;GM[1]SZ[9]KM[7]RU[Chinese];B[ee])");
        for r in [&komi, &japanese, &elsewhere] {
            let s = resolver.settings(r, "c.sgf", Folder::default(), &opts).unwrap();
            assert!(!Arc::ptr_eq(&first, &s));
        }
        assert_eq!(resolver.kept(), 4);
        let GameSettings::Go(go) = &first.game else { panic!("a Go record") };
        assert_eq!((go.rules.size, go.rules.komi, go.friendly_pass), (9, 3.5, false));
        let GameSettings::Go(go) = &resolver.settings(&komi, "c.sgf", Folder::default(), &opts).unwrap().game
        else {
            panic!("a Go record")
        };
        assert_eq!(go.rules.komi, 3.25);
        let GameSettings::Go(go) =
            &resolver.settings(&elsewhere, "c.sgf", Folder::default(), &opts).unwrap().game
        else {
            panic!("a Go record")
        };
        assert!(go.friendly_pass, "only CGOS's records count every standing stone");
    }

    #[test]
    fn a_set_key_the_game_lacks_is_an_error_for_each_record_of_that_game() {
        let mut opts = Options::default();
        opts.sets.push(crate::profile::parse_set("komi=6").unwrap());
        let renju = sgf("(;GM[4]SZ[15]RU[RIF];B[hh])");
        for _ in 0..2 {
            let e = opts.resolver.settings(&renju, "r.sgf", Folder::default(), &opts).unwrap_err();
            assert_eq!(e.file, "r.sgf");
            assert_eq!(e.kind, FailureKind::Argument);
            assert!(
                e.error.message.starts_with("--set komi=6 does not fit this record"),
                "{}",
                e.error.message
            );
        }
        assert_eq!(opts.resolver.kept(), 0, "a failure is not kept");
        let go = sgf("(;GM[1]SZ[9]KM[7]RU[Chinese];B[ee])");
        let GameSettings::Go(s) =
            &opts.resolver.settings(&go, "g.sgf", Folder::default(), &opts).unwrap().game
        else {
            panic!("a Go record")
        };
        assert!(s.komi_from_command_line);
        assert_eq!(s.rules.komi, 6.0);
    }

    /// A key of the profile is the profile's failure, the record's own keys and `first:` the
    /// record's, and `--set` the caller's.
    #[test]
    fn each_source_of_a_refused_key_has_its_kind() {
        let error = || InputError::new("no", Loc::UNKNOWN);
        let key = |source| SettingsError::Key { source, origin: "p.yaml".into(), error: error() };
        let kind = |e: SettingsError| e.failure("r.sgf", Loc::UNKNOWN).kind;
        assert_eq!(kind(key(Source::Profile)), FailureKind::Profile);
        assert_eq!(kind(key(Source::Record)), FailureKind::Unreadable);
        assert_eq!(kind(key(Source::CommandLine)), FailureKind::Argument);
        assert_eq!(kind(SettingsError::First(error())), FailureKind::Unreadable);
        let set = SettingsError::CommandLine {
            key: "komi".into(),
            value: "6".into(),
            profile: "renju-rif".into(),
            game: GameName::Renju,
            error: error(),
        };
        assert_eq!(kind(set), FailureKind::Argument);
    }

    #[test]
    fn a_game_not_yet_played_resolves_from_the_profile_and_set_alone() {
        let profile = crate::profile::load("go-tromp-taylor", None, Loc::UNKNOWN, "--rules").unwrap();
        let sets = [crate::profile::parse_set("size=9").unwrap()];
        let s = resolve(profile, None, &sets).unwrap();
        let GameSettings::Go(go) = &s.game else { panic!("a Go profile") };
        assert_eq!(go.rules.size, 9);
        assert!(!go.friendly_pass);
    }
}
