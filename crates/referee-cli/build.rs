//! Tells the tests whether GNU Go is installed (`/usr/games/gnugo`, Debian's package `gnugo`,
//! or the program `REFEREE_GNUGO` names). With it, `cfg(gnugo)` is set and the live Go match
//! tests run; without it they are reported as ignored, and under CI (`CI=true`) its absence
//! stops the build, so that a CI run can never pass without them (as crates/records/build.rs
//! does for the corpus). `.ci/run` installs the package when it is missing.

fn main() {
    let gnugo = match std::env::var_os("REFEREE_GNUGO") {
        Some(p) if !p.is_empty() => std::path::PathBuf::from(p),
        _ => std::path::PathBuf::from("/usr/games/gnugo"),
    };
    println!("cargo::rustc-check-cfg=cfg(gnugo)");
    println!("cargo::rustc-env=GNUGO={}", gnugo.display());
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=REFEREE_GNUGO");
    println!("cargo::rerun-if-env-changed=CI");
    if gnugo.is_file() {
        println!("cargo::rustc-cfg=gnugo");
        println!("cargo::rerun-if-changed={}", gnugo.display());
        return;
    }
    if matches!(std::env::var("CI").as_deref(), Ok("true" | "1")) {
        panic!(
            "no GNU Go at {} (CI=true): the live match tests cannot run; `apt-get install gnugo` \
             (.ci/run does) or set REFEREE_GNUGO",
            gnugo.display()
        );
    }
    if let Some(dir) = gnugo.parent().filter(|d| d.is_dir()) {
        println!("cargo::rerun-if-changed={}", dir.display());
    }
}
