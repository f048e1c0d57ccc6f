//! `referee`: judges recorded games of Go, Renju/Gomoku and Junqi against a rule profile.

fn main() -> std::process::ExitCode {
    referee_cli::cli::run(at_start::stdout_was_closed())
}

/// Whether descriptor 1 was closed when the process began (`referee judge g.yaml >&-`).
///
/// By the time `main` runs this can no longer be seen: on Unix the Rust runtime opens
/// `/dev/null` (for reading and writing) in the place of a closed 0, 1 or 2 before `main`, and
/// that descriptor is then the same as the `/dev/null` a parent hands over on purpose (Python's
/// `subprocess.DEVNULL`). So the descriptor is looked at once, earlier: by a function the C
/// runtime calls from the executable's initializer list, before the Rust runtime starts. It only
/// asks the kernel to duplicate descriptor 1 (refused with EBADF when it is closed) and stores
/// the answer.
#[allow(unsafe_code)]
mod at_start {
    use std::sync::atomic::{AtomicBool, Ordering};

    static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);

    /// What [`look`] saw; `false` where no initializer runs (then only what `main` sees is
    /// checked, by `referee_cli::output::stdout_usable`).
    pub fn stdout_was_closed() -> bool {
        STDOUT_CLOSED.load(Ordering::Relaxed)
    }

    #[cfg(unix)]
    extern "C" fn look() {
        use std::os::fd::{AsFd, AsRawFd};
        // Only the descriptor's number is borrowed: nothing is written, and std's buffer is not
        // touched. EBADF is 9 on every Unix.
        let stdout = std::io::stdout();
        let fd = stdout.as_fd();
        let closed =
            fd.as_raw_fd() == 1 && fd.try_clone_to_owned().is_err_and(|e| e.raw_os_error() == Some(9));
        STDOUT_CLOSED.store(closed, Ordering::Relaxed);
    }

    // The ELF initializer list, which glibc and musl run before `main` (and so before the Rust
    // runtime's own start-up, which is called from `main`).
    #[cfg(any(
        target_os = "linux",
        target_os = "android",
        target_os = "freebsd",
        target_os = "netbsd",
        target_os = "openbsd",
        target_os = "dragonfly",
        target_os = "illumos",
        target_os = "solaris"
    ))]
    #[used]
    #[link_section = ".init_array"]
    static LOOK: extern "C" fn() = look;

    // Mach-O's list of initializers.
    #[cfg(any(target_os = "macos", target_os = "ios"))]
    #[used]
    #[link_section = "__DATA,__mod_init_func"]
    static LOOK: extern "C" fn() = look;
}
