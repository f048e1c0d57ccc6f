//! `judge_many`: paths taken from the caller's iterable a chunk at a time, judged on the pool,
//! handed out in input order. Only one chunk of paths and one chunk of verdicts are held, so an
//! endless iterable (`itertools.repeat(p)`) yields its first verdict at once and memory stays flat.
//!
//! Nothing taken is lost: when the iterable raises, or an item is not a path or does not exist,
//! the verdicts of every path taken before it are handed out first, then the error is raised.
//! Among the first chunk, taken by the call itself, a bad item raises from the call, as the CLI
//! checks its arguments before judging; the iterable's own exceptions wait their turn there too.

use std::collections::VecDeque;
use std::sync::Arc;

use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::{PyIterator, PyList};

use referee::batch::Input;
use referee::verdict::Verdict;
use referee::Config;
use referee::{Failure, FailureKind};

use crate::{args, expand, judge_inputs, outcome_dict, record_error, work, CHUNK};

/// The verdicts of `judge_many`, judged a chunk of files at a time on Rust threads.
#[pyclass(module = "referee")]
pub(crate) struct Verdicts {
    /// The caller's iterable; `None` once it is exhausted or has raised.
    source: Option<Py<PyIterator>>,
    /// Items taken from `source` so far, to name a bad one by its index.
    taken: usize,
    /// Files taken but not yet judged, in input order. A chunk leaves only once its verdicts
    /// are in `ready`, so an interrupted chunk is judged again by the next `__next__`.
    pending: VecDeque<Result<Input, Failure>>,
    ready: VecDeque<Result<Verdict, Failure>>,
    /// Raised once everything taken before it has been handed out; then the iterator ends.
    stop: Option<PyErr>,
    config: Arc<Config>,
    pool: Arc<rayon::ThreadPool>,
}

impl Verdicts {
    pub(crate) fn new(
        py: Python<'_>,
        paths: &Bound<'_, PyAny>,
        config: Config,
        jobs: Option<usize>,
    ) -> PyResult<Verdicts> {
        // One path alone is a list of one, not the characters of a string.
        let source = match args::single_path(paths)? {
            Some(_) => PyList::new(py, [paths])?.try_iter()?,
            None => paths.try_iter().map_err(|_| args::not_paths(paths))?,
        };
        let mut verdicts = Verdicts {
            source: Some(source.unbind()),
            taken: 0,
            pending: VecDeque::new(),
            ready: VecDeque::new(),
            stop: None,
            config: Arc::new(config),
            pool: work::pool(jobs)?,
        };
        verdicts.take(py, true)?;
        Ok(verdicts)
    }

    /// Takes items from the iterable until a chunk of files is pending (or it ends). `at_call`:
    /// the call takes a chunk of items, however many files its directories hold, and a bad one
    /// raises now rather than after the verdicts before it.
    fn take(&mut self, py: Python<'_>, at_call: bool) -> PyResult<()> {
        let more = |this: &Self| if at_call { this.taken < CHUNK } else { this.pending.len() < CHUNK };
        while more(self) && self.stop.is_none() {
            let Some(source) = &self.source else { break };
            let item = match source.bind(py).clone().next() {
                None => {
                    self.source = None;
                    break;
                }
                Some(Ok(item)) => item,
                // The iterable's own error waits until the verdicts before it are out...
                Some(Err(e)) if e.is_instance_of::<PyException>(py) => {
                    self.source = None;
                    self.stop = Some(e);
                    break;
                }
                // ... but KeyboardInterrupt and SystemExit are the caller's, and go at once.
                Some(Err(e)) => return Err(e),
            };
            let index = self.taken;
            self.taken += 1;
            match self.files_of(py, &item, index) {
                Ok(files) => self.pending.extend(files),
                Err(e) if at_call => return Err(e),
                Err(e) => {
                    self.source = None;
                    self.stop = Some(e);
                }
            }
        }
        Ok(())
    }

    /// The files of one item: itself, or a directory's record files in the CLI's order.
    fn files_of(
        &self,
        py: Python<'_>,
        item: &Bound<'_, PyAny>,
        index: usize,
    ) -> PyResult<Vec<Result<Input, Failure>>> {
        let path = args::path_item(item, index)?;
        if !path.exists() {
            return Err(record_error(
                py,
                FailureKind::Unreadable,
                &path.display().to_string(),
                None,
                "no such file or directory",
            ));
        }
        if !path.is_dir() {
            return Ok(vec![Ok(Input::File(path))]);
        }
        // A big tree takes a while to walk: on the pool, so Ctrl-C is answered meanwhile.
        work::run(py, &self.pool, move |_| expand(&path))
    }
}

#[pymethods]
impl Verdicts {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(mut slf: PyRefMut<'_, Self>, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        let this = &mut *slf;
        loop {
            if let Some(r) = this.ready.pop_front() {
                return outcome_dict(py, &r).map(Some);
            }
            this.take(py, false)?;
            if this.pending.is_empty() {
                return match this.stop.take() {
                    Some(e) => Err(e),
                    None => Ok(None),
                };
            }
            let n = this.pending.len().min(CHUNK);
            let chunk: Vec<_> = this.pending.iter().take(n).cloned().collect();
            let config = Arc::clone(&this.config);
            let outcomes = work::run(py, &this.pool, move |cancel| judge_inputs(&chunk, &config, cancel))?;
            this.pending.drain(..n);
            this.ready.extend(outcomes.into_iter().flatten());
        }
    }
}
