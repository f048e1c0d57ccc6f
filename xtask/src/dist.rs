//! `cargo xtask dist`: what a package of `referee` ships: the binary, built in the Cargo profile
//! `dist` (fat LTO, one codegen unit; `target/dist/referee`), and the files beside it, generated
//! from the same clap command the binary parses with, so that they can never drift from it:
//! completions for bash, zsh, fish, PowerShell and elvish, and man pages (`referee.1` and one
//! per subcommand, `referee-judge.1` ...), all in `target/dist/`.

use std::path::Path;

use clap_complete::Shell;

/// Writes the completions and man pages; returns what went wrong, in words.
pub fn run(root: &Path, binary: &Path) -> Result<(), String> {
    println!("{}", binary.display());
    let target = std::env::var("CARGO_TARGET_DIR").map_or_else(|_| root.join("target"), Into::into);
    let dist = target.join("dist");
    let completions = dist.join("completions");
    let man = dist.join("man");
    for dir in [&completions, &man] {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let mut command = without_help_subcommand(referee_cli::cli::command());
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::PowerShell, Shell::Elvish] {
        let path = clap_complete::generate_to(shell, &mut command, "referee", &completions)
            .map_err(|e| format!("cannot write the {shell} completions: {e}"))?;
        println!("{}", path.display());
    }
    // One page for `referee` and one per subcommand, as `man referee-judge` expects.
    clap_mangen::generate_to(command, &man).map_err(|e| format!("cannot write the man pages: {e}"))?;
    let mut pages: Vec<_> = std::fs::read_dir(&man)
        .map_err(|e| format!("cannot list {}: {e}", man.display()))?
        .flatten()
        .map(|e| e.path())
        .collect();
    pages.sort();
    for page in pages {
        println!("{}", page.display());
    }
    Ok(())
}

/// The command without clap's `help` subcommands, which would otherwise get man pages of their
/// own (`referee-help-judge.1`) that say nothing `--help` does not.
fn without_help_subcommand(command: clap::Command) -> clap::Command {
    let names: Vec<String> = command.get_subcommands().map(|s| s.get_name().to_owned()).collect();
    let mut command = command.disable_help_subcommand(true);
    for name in names {
        command = command.mut_subcommand(name, without_help_subcommand);
    }
    command
}
