//! `referee rules list|show|check`.

use std::path::PathBuf;
use std::process::ExitCode;

use crate::batch::error_line;
use crate::exit;
use crate::output::{self, warn};
use referee::profile::{self, BUILTINS};
use referee::Failure;

pub fn list() -> ExitCode {
    let mut rows = Vec::new();
    for (name, text) in BUILTINS {
        match profile::parse(text, "built-in") {
            Ok(p) => rows.push((name.to_string(), p.game.id(), p.description)),
            Err(e) => rows.push((name.to_string(), "?", e.error.message.into())),
        }
    }
    let width = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    let mut text = String::new();
    for (name, game, description) in rows {
        text.push_str(&format!("{name:width$}  {game:<6}  {description}\n"));
    }
    match output::print(&text) {
        Ok(()) => ExitCode::from(exit::OK),
        Err(e) => output::failed(&e, exit::OK),
    }
}

pub fn show(name: &str) -> ExitCode {
    match profile::builtin_text(name) {
        Some(text) => match output::print(text) {
            Ok(()) => ExitCode::from(exit::OK),
            Err(e) => output::failed(&e, exit::OK),
        },
        None => {
            let names: Vec<&str> = BUILTINS.iter().map(|(n, _)| *n).collect();
            let rule_set = referee::rule_sets::profile_of_rule_set(name)
                .map(|p| format!(": that names a rule set (as SGF's RU does), whose profile is {p}"))
                .unwrap_or_default();
            warn(format_args!(
                "referee: unknown profile \"{}\"{rule_set} (built-in profiles: {})",
                output::shown(name),
                names.join(", ")
            ));
            ExitCode::from(exit::BAD_INPUT)
        }
    }
}

pub fn check(files: &[PathBuf]) -> ExitCode {
    let mut code = exit::OK;
    for f in files {
        let shown = f.display().to_string();
        let result = records::read_text(f, records::MAX_PROFILE_BYTES)
            .map_err(|error| Failure { kind: referee::FailureKind::Profile, file: shown.clone(), error })
            .and_then(|text| Ok(profile::parse(&text, &shown)?))
            .and_then(|p| referee::validate(&p).map(|()| p));
        match result {
            Ok(p) => {
                if let Err(e) =
                    output::print(&format!("{shown}: ok ({} profile \"{}\")\n", p.game.id(), p.name))
                {
                    return output::failed(&e, code);
                }
            }
            Err(e) => {
                warn(format_args!("{}", error_line(&e)));
                code = exit::BAD_INPUT;
            }
        }
    }
    ExitCode::from(code)
}
