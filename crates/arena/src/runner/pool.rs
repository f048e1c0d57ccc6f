//! The games a tournament plays at once across its pairs. Each pair is a match of its own (its
//! runner, its workers, its directory), and every pair's workers take a permit from one
//! [`Pool`] before each game, so that `--concurrency N` bounds the games under way in the
//! whole tournament, not in each pair. The pool also hears of every game a pair has finished
//! (and journaled), so that the tournament can show its crosstable as it goes.

use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

use super::Finished;

/// What the pool is told of each finished game: the pair's place in the tournament's list of
/// pairs, and the game.
type Report = Box<dyn FnMut(usize, &Finished) + Send>;

/// Permits for the games under way, shared by every pair of a tournament.
pub struct Pool {
    free: Mutex<usize>,
    freed: Condvar,
    report: Mutex<Report>,
}

impl std::fmt::Debug for Pool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pool").field("free", &self.free).finish_non_exhaustive()
    }
}

/// A pair's place in a tournament: the pool its games take permits from, and its number in
/// the reports.
#[derive(Debug, Clone)]
pub struct Lane {
    pub pool: Arc<Pool>,
    pub pair: usize,
}

/// A game's permit, given back when dropped.
pub(super) struct Permit<'p>(&'p Pool);

impl Drop for Permit<'_> {
    fn drop(&mut self) {
        *self.0.free.lock().unwrap_or_else(PoisonError::into_inner) += 1;
        self.0.freed.notify_one();
    }
}

impl Pool {
    /// A pool of `games` permits (at least one), telling `report` of each finished game.
    pub fn new(games: usize, report: impl FnMut(usize, &Finished) + Send + 'static) -> Pool {
        Pool { free: Mutex::new(games.max(1)), freed: Condvar::new(), report: Mutex::new(Box::new(report)) }
    }

    /// Waits for a permit; `None` when `stopped` says the match stops while none is free
    /// (checked while waiting, so that an interrupt is not held up by other pairs' games; the
    /// caller checks it before asking).
    pub(super) fn take(&self, stopped: impl Fn() -> bool) -> Option<Permit<'_>> {
        let mut free = self.free.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            if *free > 0 {
                *free -= 1;
                return Some(Permit(self));
            }
            if stopped() {
                return None;
            }
            free = self
                .freed
                .wait_timeout(free, Duration::from_millis(100))
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }

    pub(super) fn report(&self, pair: usize, game: &Finished) {
        (self.report.lock().unwrap_or_else(PoisonError::into_inner))(pair, game);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pool_gives_no_more_permits_than_it_has_until_one_is_given_back() {
        let pool = Pool::new(2, |_, _| {});
        let a = pool.take(|| false).unwrap();
        let _b = pool.take(|| false).unwrap();
        // Both permits are out: a stopped wait gives up instead of taking a third.
        assert!(pool.take(|| true).is_none());
        assert_eq!(*pool.free.lock().unwrap(), 0);
        drop(a);
        assert_eq!(*pool.free.lock().unwrap(), 1);
        assert!(pool.take(|| false).is_some());
    }
}
