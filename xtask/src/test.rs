//! `cargo xtask test`: every test of the project, the one command the README and `.ci/run` name.
//! First `cargo test --workspace`; then the Python package: a virtual environment in
//! `target/venv` (nothing cached outside the clone) with maturin, pytest, `dask[bag]` (for
//! `examples/dask_archive.py`'s test), `jsonschema`, `junitparser`, `xmlschema` and `pre-commit` (the verdict schema's, the JUnit output's and the
//! pre-commit hook's tests), the JUnit schema out of pytest's source distribution, the wheel built by maturin in release mode
//! (the one extra compile of the library), installed, and pytest over `crates/referee-py/tests`,
//! which compares the module with the debug `referee` binary `cargo test` has just built (a
//! release binary would be a third compile).

use std::path::{Path, PathBuf};
use std::process::Command;

/// pytest's exit status when it collected no test: here a broken test tree, not a pass.
const PYTEST_NO_TESTS: i32 = 5;

fn run(what: &str, command: &mut Command) -> Result<(), String> {
    let status = command.status().map_err(|e| format!("cannot run {what}: {e}"))?;
    match status.code() {
        Some(0) => Ok(()),
        Some(PYTEST_NO_TESTS) if what == "pytest" => Err("pytest collected no tests".to_owned()),
        _ => Err(format!("{what} failed ({status})")),
    }
}

pub fn run_all(root: &Path) -> Result<(), String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    run("cargo test", Command::new(&cargo).current_dir(root).args(["test", "--workspace"]))?;
    let target = std::env::var("CARGO_TARGET_DIR").map_or_else(|_| root.join("target"), PathBuf::from);
    python(root, &target.join("debug").join("referee"))
}

/// Builds and installs the wheel in `target/venv`, then runs pytest against it.
fn python(root: &Path, referee: &Path) -> Result<(), String> {
    let venv = root.join("target").join("venv");
    let bin = venv.join("bin");
    if !bin.join("python").exists() {
        let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".to_owned());
        run("python3 -m venv", Command::new(python).args(["-m", "venv"]).arg(&venv))?;
    }
    let pip = |args: &[&str]| -> Result<(), String> {
        run(
            "pip",
            Command::new(bin.join("python"))
                .args(["-m", "pip", "--disable-pip-version-check", "-q"])
                .args(args),
        )
    };
    // `jsonschema` and `junitparser` (the verdict schema's and the JUnit output's tests) have no
    // program to look for: asked of Python.
    let has_jsonschema = Command::new(bin.join("python"))
        .args(["-c", "import jsonschema, junitparser, xmlschema"])
        .status()
        .is_ok_and(|s| s.success());
    if !bin.join("maturin").exists()
        || !bin.join("pytest").exists()
        || !bin.join("dask").exists()
        || !has_jsonschema
    {
        pip(&[
            "install",
            "maturin>=1.5,<2",
            "pytest",
            "dask[bag]",
            "jsonschema",
            "junitparser",
            "xmlschema",
            "pre-commit",
        ])?;
    }
    let xsd = venv.join("junit-10.xsd");
    if !xsd.exists() {
        junit_schema(&bin.join("python"), &xsd)?;
    }
    let wheels = root.join("target").join("wheels");
    // Old wheels of other versions would make the install below ambiguous.
    let _ = std::fs::remove_dir_all(&wheels);
    run(
        "maturin build",
        Command::new(bin.join("maturin"))
            .current_dir(root)
            .args(["build", "--release", "--quiet", "-m", "crates/referee-py/Cargo.toml", "--out"])
            .arg(&wheels)
            .arg("--interpreter")
            .arg(bin.join("python")),
    )?;
    let wheel: Vec<PathBuf> = std::fs::read_dir(&wheels)
        .map_err(|e| format!("cannot read {}: {e}", wheels.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "whl"))
        .collect();
    let [wheel] = wheel.as_slice() else {
        return Err(format!("expected one wheel in {}, found {}", wheels.display(), wheel.len()));
    };
    pip(&["install", "--force-reinstall", "--no-deps", &wheel.display().to_string()])?;
    run(
        "pytest",
        Command::new(bin.join("pytest"))
            .current_dir(root)
            .env("REFEREE_BIN", referee)
            .env("JUNIT_XSD", &xsd)
            .args(["-q", "-p", "no:cacheprovider", "crates/referee-py/tests"]),
    )
}

/// The JUnit schema the JUnit output is validated against: Jenkins' `junit-10.xsd`, which pytest
/// ships in its source distribution (`testing/example_scripts/`) and validates its own
/// `--junitxml` reports against. The source distribution of the pytest just installed is
/// downloaded (no build) and that one file taken out of it.
fn junit_schema(python: &Path, xsd: &Path) -> Result<(), String> {
    const FETCH: &str = r#"
import importlib.metadata, pathlib, subprocess, sys, tarfile, tempfile
version = importlib.metadata.version("pytest")
with tempfile.TemporaryDirectory() as tmp:
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check",
                    "--no-deps", "--no-binary", ":all:", f"pytest=={version}", "-d", tmp],
                   check=True)
    [sdist] = pathlib.Path(tmp).glob("pytest-*.tar.gz")
    with tarfile.open(sdist) as tar:
        [member] = [m for m in tar.getmembers() if m.name.endswith("testing/example_scripts/junit-10.xsd")]
        pathlib.Path(sys.argv[1]).write_bytes(tar.extractfile(member).read())
"#;
    run(
        "the JUnit schema from pytest's source distribution",
        Command::new(python).args(["-c", FETCH]).arg(xsd),
    )
}
