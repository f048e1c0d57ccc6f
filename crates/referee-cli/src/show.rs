//! `referee show FILE [--ply N]`: the position after ply N, drawn as text.

use std::path::Path;
use std::process::ExitCode;

use crate::batch::error_line;
use crate::exit;
use crate::formats::{self, ReadOptions};
use crate::games::{self, Failure, Options};
use crate::profile;
use crate::record::{InputError, Loc};

pub fn run(file: &Path, ply: Option<usize>, rules: Option<String>, sets: &[String]) -> ExitCode {
    let shown = file.display().to_string();
    let mut opts = Options { rules, sets: Vec::new() };
    for s in sets {
        match profile::parse_set(s) {
            Ok(o) => opts.sets.push(o),
            Err(e) => {
                eprintln!("referee: {e}");
                return ExitCode::from(exit::BAD_INPUT);
            }
        }
    }
    let drawn = formats::read_path(file, ReadOptions::default())
        .map_err(|error| Failure { file: shown.clone(), error })
        .and_then(|records| {
            let record = records.into_iter().next().ok_or_else(|| Failure {
                file: shown.clone(),
                error: InputError::new("the file holds no game", Loc::UNKNOWN),
            })?;
            games::diagram(&record, &shown, file.parent(), &opts, ply)
        });
    match drawn {
        Ok(text) => {
            print!("{text}");
            ExitCode::from(exit::OK)
        }
        Err(f) => {
            eprintln!("{}", error_line(&f));
            ExitCode::from(exit::BAD_INPUT)
        }
    }
}
