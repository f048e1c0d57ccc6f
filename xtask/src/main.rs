//! `cargo xtask <task>`: project chores that are not part of the referee itself.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("help") | None => {
            println!("cargo xtask <task>\n\ntasks:\n  help    this list");
            ExitCode::SUCCESS
        }
        Some(other) => {
            eprintln!("xtask: unknown task {other:?}; try `cargo xtask help`");
            ExitCode::from(2)
        }
    }
}
