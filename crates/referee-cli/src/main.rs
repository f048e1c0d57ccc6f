//! `referee`: judges recorded games of Go, Renju/Gomoku and Junqi against a rule profile.

fn main() -> std::process::ExitCode {
    referee_cli::cli::run()
}
