//! Tells the tests which real engines they can play.
//!
//! - GNU Go (`/usr/games/gnugo`, Debian's package `gnugo`, or the program `REFEREE_GNUGO`
//!   names): with it, `cfg(gnugo)` is set and the live Go match tests run.
//! - Rapfi, a Gomocup engine (`pbrain-rapfi`, the program `REFEREE_RAPFI` names, else
//!   `target/rapfi/pbrain-rapfi` in the workspace, which `../shared/engines/build-rapfi.sh
//!   target/rapfi` builds from the source kept beside the project; a test tool, never linked):
//!   with it, `cfg(rapfi)` is set, `RAPFI` is its path, and tests/rapfi.rs runs.
//!
//! Without one, its tests are reported as ignored, and under CI (`CI=true`) its absence stops
//! the build, so that a CI run can never pass without them (as crates/records/build.rs does for
//! the corpus). `.ci/run` installs GNU Go and builds Rapfi when they are missing.

use std::path::{Path, PathBuf};

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=CI");
    gnugo();
    rapfi();
}

fn ci() -> bool {
    matches!(std::env::var("CI").as_deref(), Ok("true" | "1"))
}

fn gnugo() {
    let gnugo = match std::env::var_os("REFEREE_GNUGO") {
        Some(p) if !p.is_empty() => PathBuf::from(p),
        _ => PathBuf::from("/usr/games/gnugo"),
    };
    println!("cargo::rustc-check-cfg=cfg(gnugo)");
    println!("cargo::rustc-env=GNUGO={}", gnugo.display());
    println!("cargo::rerun-if-env-changed=REFEREE_GNUGO");
    if gnugo.is_file() {
        println!("cargo::rustc-cfg=gnugo");
        println!("cargo::rerun-if-changed={}", gnugo.display());
        return;
    }
    if ci() {
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

fn rapfi() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let folder = root.join("target/rapfi");
    let rapfi = match std::env::var_os("REFEREE_RAPFI") {
        Some(p) if !p.is_empty() => PathBuf::from(p),
        _ => folder.join("pbrain-rapfi"),
    };
    let rapfi = rapfi.canonicalize().unwrap_or(rapfi);
    println!("cargo::rustc-check-cfg=cfg(rapfi)");
    println!("cargo::rustc-env=RAPFI={}", rapfi.display());
    println!("cargo::rerun-if-env-changed=REFEREE_RAPFI");
    if rapfi.is_file() {
        println!("cargo::rustc-cfg=rapfi");
        println!("cargo::rerun-if-changed={}", rapfi.display());
        return;
    }
    if ci() {
        panic!(
            "no Rapfi at {} (CI=true): the Rapfi match tests cannot run; build it with \
             `../shared/engines/build-rapfi.sh target/rapfi` (.ci/run does) or set REFEREE_RAPFI",
            rapfi.display()
        );
    }
    // A path that does not exist would make cargo run this script, and so build the crate, on
    // every build; a folder is watched whole. So the build folder is made (empty) and watched,
    // and the build script runs again once build-rapfi.sh has filled it.
    if std::env::var_os("REFEREE_RAPFI").is_none_or(|p| p.is_empty()) {
        let _ = std::fs::create_dir_all(&folder);
    }
    if let Some(dir) = rapfi.parent().filter(|d| d.is_dir()) {
        println!("cargo::rerun-if-changed={}", dir.display());
    }
}
