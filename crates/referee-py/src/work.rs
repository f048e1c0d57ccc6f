//! Judging on Rust threads while the calling thread keeps answering Ctrl-C.
//!
//! Python runs its signal handlers only on the main thread, between bytecodes: a call that blocks
//! in Rust until a 200,000-game directory is judged takes Ctrl-C only when it returns. So the
//! work goes to the pool and the caller waits in short slices with the GIL released, asking
//! Python for pending signals between slices. When a handler raises, the caller returns its
//! exception at once and tells the workers to stop at the next file or game.

use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

/// How long the caller waits between looks for signals: Ctrl-C is answered within this.
const SIGNAL_POLL: Duration = Duration::from_millis(100);

/// Set once nobody waits for a job's result any more; its workers look at it between files and
/// between games, so an interrupted call does not keep the cores busy for nothing.
#[derive(Clone, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    pub fn is_set(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    fn set(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The pools started so far, by their number of threads (0: one per core), kept for the
/// process: a call after the first starts no thread (issue 37: a pool was started, and its
/// threads ended, on every call). Importing the module starts none.
static POOLS: Mutex<Pools> = Mutex::new(Pools { pid: 0, pools: Vec::new() });

/// The pools of the process `pid`: a process forked from it (`multiprocessing`, dask's
/// processes) has none of their threads, and starts its own.
struct Pools {
    pid: u32,
    pools: Vec<(usize, Arc<rayon::ThreadPool>)>,
}

/// The threads a call judges on: `jobs` as `--jobs` takes it (none: one per core), started by
/// the first call that asks for that many.
pub fn pool(jobs: Option<usize>) -> PyResult<Arc<rayon::ThreadPool>> {
    let threads = jobs.map(|n| n.clamp(1, crate::MAX_JOBS)).unwrap_or(0);
    // A pool is only ever added: a panic while the lock was held left the list whole.
    let mut kept = POOLS.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if kept.pid != std::process::id() {
        // The parent's pools are left alone: their threads are not in this process.
        std::mem::forget(std::mem::take(&mut kept.pools));
        kept.pid = std::process::id();
    }
    let pools = &mut kept.pools;
    if let Some((_, pool)) = pools.iter().find(|(n, _)| *n == threads) {
        return Ok(pool.clone());
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| PyRuntimeError::new_err(format!("cannot start worker threads: {e}")))?;
    let pool = Arc::new(pool);
    pools.push((threads, pool.clone()));
    Ok(pool)
}

/// Runs `job` on `pool` and returns its result, or the exception a signal handler raised while
/// waiting (then the job is told to stop and left to wind down on its own: it owns all it uses).
pub fn run<T, F>(py: Python<'_>, pool: &rayon::ThreadPool, job: F) -> PyResult<T>
where
    T: Send + 'static,
    F: FnOnce(&Cancel) -> T + Send + 'static,
{
    let cancel = Cancel::default();
    let (tx, mut rx) = mpsc::channel();
    let flag = cancel.clone();
    pool.spawn(move || {
        // A panic inside a spawned job would abort the interpreter: it is carried back instead.
        let result = panic::catch_unwind(AssertUnwindSafe(|| job(&flag)));
        // The receiver is gone when the caller was interrupted; the result is nobody's then.
        let _ = tx.send(result);
    });
    loop {
        // The receiver goes into the GIL-free closure and comes back: it may not be shared.
        let (got, back) = py.detach(move || (rx.recv_timeout(SIGNAL_POLL), rx));
        rx = back;
        match got {
            Ok(Ok(value)) => return Ok(value),
            Ok(Err(payload)) => {
                let what = payload
                    .downcast_ref::<&str>()
                    .map(|s| (*s).to_owned())
                    .or_else(|| payload.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                return Err(PyRuntimeError::new_err(format!(
                    "the referee failed on a worker thread (a bug; please report it): {what}"
                )));
            }
            Err(RecvTimeoutError::Timeout) => {
                if let Err(e) = py.check_signals() {
                    cancel.set();
                    return Err(e);
                }
            }
            Err(RecvTimeoutError::Disconnected) => {
                return Err(PyRuntimeError::new_err("a worker thread ended without a result"))
            }
        }
    }
}

/// The items of `games` until the end, or until `cancel` is set (looked at after each game).
pub fn until_cancelled<I: Iterator>(games: I, cancel: &Cancel) -> Vec<I::Item> {
    let mut out = Vec::new();
    for game in games {
        out.push(game);
        if cancel.is_set() {
            break;
        }
    }
    out
}
