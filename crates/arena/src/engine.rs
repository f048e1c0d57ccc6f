//! An engine as a child process: a command line started with piped standard input and output,
//! lines read on a thread of its own so that every read can have a deadline, and an end that
//! always reaps the process (closed input, a grace period, then a kill and a wait), so that no
//! engine outlives its game or stays a zombie.
//!
//! On Unix each engine leads a process group of its own. A signal sent to the referee's group
//! (Ctrl-C in a terminal, `timeout`, a CI runner's cancel) then reaches the referee alone, which
//! stops its games and ends the engines itself, instead of every engine dying of the same
//! signal and its game being scored as a crash. An engine is ended as a group, so the processes
//! it started go with it.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// Lines read ahead of the referee at most: an engine that floods its output waits for the
/// referee instead of filling memory.
const QUEUED_LINES: usize = 1024;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The longest line an engine may print; a longer one is garbage, not a reason to run out of
/// memory.
const MAX_LINE: usize = 64 * 1024;

/// How often a read waiting for an engine looks whether the match was interrupted.
const INTERRUPT_POLL: Duration = Duration::from_millis(50);

/// How long an engine's death by an interrupt's own signal (SIGINT, SIGTERM, SIGHUP) waits for
/// the referee's interrupt before it is scored as a crash: a supervisor that signals every
/// process at once may reach the engine a moment before the referee.
const INTERRUPT_HOLD: Duration = Duration::from_secs(2);

/// The process groups (their leaders' ids) of the engines running now, so that a referee that
/// must exit at once can end them all first ([`end_all`]). A group is listed from its spawn,
/// made while the list is locked, until its kill, sent while the list is locked, so that
/// [`end_all`] misses no engine and signals no group that is gone.
static LIVE: Mutex<Vec<u32>> = Mutex::new(Vec::new());

fn live() -> MutexGuard<'static, Vec<u32>> {
    LIVE.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Kills every running engine's process group (the engines and whatever they started), for a
/// referee about to exit without its usual cleanup (a second Ctrl-C). The engines are not
/// reaped: the referee's exit leaves that to the system.
pub fn end_all() {
    let live = live();
    for &pid in live.iter() {
        kill_group(pid);
    }
}

/// Sends SIGKILL to the process group `pid` leads (Unix); elsewhere nothing (there an engine
/// is killed alone, by [`Child::kill`]).
fn kill_group(pid: u32) {
    #[cfg(unix)]
    if let Some(pid) = i32::try_from(pid).ok().and_then(rustix::process::Pid::from_raw) {
        let _ = rustix::process::kill_process_group(pid, rustix::process::Signal::KILL);
    }
    #[cfg(not(unix))]
    let _ = pid;
}

/// Remarks kept per engine at most (a chatty engine's `MESSAGE` lines are not a reason to run
/// out of memory); the count of those dropped is kept.
const MAX_REMARKS: usize = 2000;

/// The most lines of traffic (sent and received) kept for one game's log; past them only a
/// count is kept, so that a chatty engine cannot fill the memory.
const MAX_TRAFFIC: usize = 20_000;

/// One line between the referee and an engine, for the game's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Traffic {
    pub at: Instant,
    /// True for a line the referee sent, false for one the engine wrote.
    pub sent: bool,
    pub text: String,
}

/// What went wrong with an engine process, as the verdict of its game says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// The engine did not answer within the time it had.
    Hang { waited: Duration },
    /// The engine's output ended (it exited or closed its standard output).
    Exited { status: Option<String> },
    /// The engine answered something the protocol does not allow.
    Garbage { line: String },
    /// Writing to the engine failed: it is gone.
    Gone,
    /// The match was interrupted (SIGINT, SIGTERM) while the referee waited for the engine:
    /// no one's fault, and the game is not finished.
    Interrupted,
    /// The engine refused a command it must accept (Gomocup `ERROR` or `UNKNOWN` to `START`:
    /// it cannot play on this board).
    Refused { line: String },
    /// GTP: an answer carried the id of an earlier command, which had had its answer: the
    /// engine answered that command twice (`earlier`, and its text when it was the last one
    /// before `asked`).
    AnsweredTwice { earlier: u64, earlier_command: Option<String>, asked: u64, command: String },
    /// GTP: the answer to `command` did not end with an empty line (the answer to a later
    /// command came, or nothing more did, in its place).
    Unended { command: String },
}

impl Fault {
    /// The fault in words, for the record's comment and the verdict's notes.
    pub fn describe(&self) -> String {
        match self {
            Fault::Hang { waited } => format!("did not answer within {:.1} s", waited.as_secs_f64()),
            Fault::Exited { status: Some(s) } => format!("exited ({s})"),
            Fault::Exited { status: None } => "closed its output".to_owned(),
            Fault::Garbage { line } => format!("answered something the protocol does not allow: {line:?}"),
            Fault::Gone => "could not be written to: the process is gone".to_owned(),
            Fault::Refused { line } => format!("refused with {line:?}"),
            Fault::Interrupted => "was stopped: the match was interrupted".to_owned(),
            Fault::AnsweredTwice { earlier, earlier_command, asked, command } => {
                let which = match earlier_command {
                    Some(c) => format!("command {earlier} (`{c}`)"),
                    None => format!("command {earlier}"),
                };
                format!("answered twice: a second answer to {which} came after command {asked} (`{command}`) was sent")
            }
            Fault::Unended { command } => {
                format!("did not end its answer to `{command}` with an empty line")
            }
        }
    }
}

/// Why an engine could not be started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartError {
    pub command: String,
    pub message: String,
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot start engine `{}`: {}", self.command, self.message)
    }
}

/// Splits a command line into words: white space separates, single and double quotes group,
/// a backslash escapes the next character outside single quotes. No shell is involved.
pub fn split_command(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('\''), c) => word.push(c),
            (_, '\\') => match chars.next() {
                Some(n) => {
                    word.push(n);
                    in_word = true;
                }
                None => return Err("the command line ends with a backslash".to_owned()),
            },
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if quote.is_some() {
        return Err("a quote is not closed".to_owned());
    }
    if in_word {
        words.push(word);
    }
    if words.is_empty() {
        return Err("the command line is empty".to_owned());
    }
    Ok(words)
}

/// A running engine.
#[derive(Debug)]
pub struct Engine {
    command: String,
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Line>,
    reader: Option<JoinHandle<()>>,
    ended: bool,
    /// Lines the protocol lets an engine send beside its answers (Gomocup `MESSAGE`, `DEBUG`,
    /// `ERROR`, `UNKNOWN`), kept for the game's log.
    remarks: Vec<String>,
    dropped_remarks: usize,
    /// Every line sent and received since the last [`Engine::take_traffic`], up to
    /// `MAX_TRAFFIC`, and how many more there were.
    traffic: Vec<Traffic>,
    dropped_traffic: usize,
    /// Set when the match is interrupted: a read waiting for this engine then ends at once.
    interrupt: Option<Arc<AtomicBool>>,
    /// The exit status, once the process is reaped.
    status: Option<ExitStatus>,
    /// GTP: the id of the last command sent with one, and that command, so that an answer
    /// can be matched to its command (crate::gtp).
    last_command: Option<(u64, String)>,
}

#[derive(Debug)]
enum Line {
    Text(String),
    TooLong,
}

impl Engine {
    /// Starts `command` (split by [`split_command`]). Its standard error is discarded: engines
    /// write their thinking there, and the referee judges only what they answer.
    pub fn start(command: &str) -> Result<Engine, StartError> {
        let fail = |message: String| StartError { command: command.to_owned(), message };
        let words = split_command(command).map_err(fail)?;
        let mut process = Command::new(&words[0]);
        process.args(&words[1..]).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::null());
        // A group of its own, which the engine leads (its id is the engine's).
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut process, 0);
        let mut listed = live();
        let mut child = process.spawn().map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => fail(format!("no such program `{}`", words[0])),
            std::io::ErrorKind::PermissionDenied => fail(format!("`{}` is not executable", words[0])),
            _ => fail(e.to_string()),
        })?;
        listed.push(child.id());
        drop(listed);
        let stdout = child.stdout.take().ok_or_else(|| fail("no standard output".to_owned()))?;
        let stdin = child.stdin.take();
        let (tx, rx) = mpsc::sync_channel(QUEUED_LINES);
        let reader = std::thread::Builder::new()
            .name("engine-reader".to_owned())
            .spawn(move || {
                let mut out = BufReader::new(stdout);
                let mut buf = Vec::new();
                loop {
                    buf.clear();
                    // Bounded: a line longer than MAX_LINE is reported and the engine stopped.
                    let read = (&mut out).take(MAX_LINE as u64 + 1).read_until(b'\n', &mut buf);
                    match read {
                        Ok(0) | Err(_) => return,
                        Ok(_) if buf.len() > MAX_LINE => {
                            let _ = tx.send(Line::TooLong);
                            return;
                        }
                        Ok(_) => {
                            let text = String::from_utf8_lossy(&buf);
                            let text = text.trim_end_matches(['\n', '\r']).to_owned();
                            if tx.send(Line::Text(text)).is_err() {
                                return;
                            }
                        }
                    }
                }
            })
            .map_err(|e| fail(e.to_string()))?;
        Ok(Engine {
            command: command.to_owned(),
            child,
            stdin,
            lines: rx,
            reader: Some(reader),
            ended: false,
            remarks: Vec::new(),
            dropped_remarks: 0,
            traffic: Vec::new(),
            dropped_traffic: 0,
            interrupt: None,
            status: None,
            last_command: None,
        })
    }

    /// The operating system's id of the process.
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// The command line it was started with.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// Makes every read end with [`Fault::Interrupted`] once `flag` is set.
    pub fn watch(&mut self, flag: Arc<AtomicBool>) {
        self.interrupt = Some(flag);
    }

    /// Keeps `line`, a line beside the protocol's answers, for the game's log.
    pub fn remark(&mut self, line: &str) {
        if self.remarks.len() < MAX_REMARKS {
            self.remarks.push(line.to_owned());
        } else {
            self.dropped_remarks += 1;
        }
    }

    /// The remarks kept so far, oldest first.
    pub fn remarks(&self) -> &[String] {
        &self.remarks
    }

    /// Takes the remarks kept so far, with a last line saying how many were dropped, if any.
    pub fn take_remarks(&mut self) -> Vec<String> {
        let mut kept = std::mem::take(&mut self.remarks);
        if self.dropped_remarks > 0 {
            kept.push(format!("({} more lines not kept)", self.dropped_remarks));
            self.dropped_remarks = 0;
        }
        kept
    }

    /// Takes the traffic kept so far (oldest first) and how many lines were not kept.
    pub fn take_traffic(&mut self) -> (Vec<Traffic>, usize) {
        (std::mem::take(&mut self.traffic), std::mem::take(&mut self.dropped_traffic))
    }

    fn log(&mut self, sent: bool, text: &str) {
        if self.traffic.len() < MAX_TRAFFIC {
            self.traffic.push(Traffic { at: Instant::now(), sent, text: text.to_owned() });
        } else {
            self.dropped_traffic += 1;
        }
    }

    /// The id for the next GTP command, which is `command` (ids count from 1 for the life of
    /// the process), and the id and text of the command before it, if any.
    pub fn number(&mut self, command: &str) -> (u64, Option<(u64, String)>) {
        let id = self.last_command.as_ref().map_or(1, |(n, _)| n + 1);
        (id, self.last_command.replace((id, command.to_owned())))
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> Result<(), Fault> {
        self.log(true, line);
        let stdin = self.stdin.as_mut().ok_or(Fault::Gone)?;
        let written = stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush());
        written.map_err(|_| self.exit_fault())
    }

    /// The next line, waiting until `deadline` at most.
    pub fn read_line(&mut self, deadline: Instant) -> Result<String, Fault> {
        let asked = Instant::now();
        loop {
            if self.interrupt.as_ref().is_some_and(|f| f.load(Ordering::SeqCst)) {
                return Err(Fault::Interrupted);
            }
            // Waited for in slices, so that an interrupt is seen within one; a line that comes
            // ends the wait at once.
            let now = Instant::now();
            let left = deadline.saturating_duration_since(now);
            let slice = if self.interrupt.is_some() { left.min(INTERRUPT_POLL) } else { left };
            match self.lines.recv_timeout(slice) {
                Ok(Line::Text(t)) => {
                    self.log(false, &t);
                    return Ok(t);
                }
                Ok(Line::TooLong) => {
                    return Err(Fault::Garbage { line: format!("a line longer than {MAX_LINE} bytes") })
                }
                Err(RecvTimeoutError::Timeout) if Instant::now() < deadline => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(Fault::Hang { waited: deadline.saturating_duration_since(asked) })
                }
                Err(RecvTimeoutError::Disconnected) => return Err(self.exit_fault()),
            }
        }
    }

    /// The fault of an engine whose output ended: its exit status when it has one by now. An
    /// engine that died of an interrupt's signal while the match is interrupted was stopped
    /// ([`Fault::Interrupted`]), whichever of it and the referee the signal reached first.
    fn exit_fault(&mut self) -> Fault {
        // The output closes a moment before the process exits; give it that moment.
        let until = Instant::now() + Duration::from_millis(500);
        while !self.exited() {
            if Instant::now() >= until {
                return Fault::Exited { status: None };
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let status = self.end_group();
        if status.is_some_and(|s| died_of_an_interrupt(&s)) && self.interrupt_comes() {
            return Fault::Interrupted;
        }
        Fault::Exited { status: status.map(|s| s.to_string()) }
    }

    /// Whether the match's interrupt is set, or is set within [`INTERRUPT_HOLD`].
    fn interrupt_comes(&self) -> bool {
        let Some(flag) = &self.interrupt else { return false };
        let until = Instant::now() + INTERRUPT_HOLD;
        loop {
            if flag.load(Ordering::SeqCst) {
                return true;
            }
            if Instant::now() >= until {
                return false;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Whether the process has exited, without reaping it (Unix: `waitid` with `WNOWAIT`), so
    /// that its group's id stays its own until [`Engine::end_group`] has signalled the group.
    fn exited(&mut self) -> bool {
        if self.status.is_some() {
            return true;
        }
        #[cfg(unix)]
        {
            use rustix::process::{waitid, Pid, WaitId, WaitIdOptions};
            let peek = WaitIdOptions::EXITED | WaitIdOptions::NOHANG | WaitIdOptions::NOWAIT;
            matches!(waitid(WaitId::Pid(Pid::from_child(&self.child)), peek), Ok(Some(_)))
        }
        #[cfg(not(unix))]
        {
            self.status = self.child.try_wait().ok().flatten();
            self.status.is_some()
        }
    }

    /// Kills the engine's process group (the engine, if it still runs, and every process it
    /// started that stayed in its group), then reaps the engine; its exit status. The kill is
    /// sent before the reaping: until then the engine's id, the group's, cannot be reused.
    fn end_group(&mut self) -> Option<ExitStatus> {
        if self.status.is_none() {
            {
                let mut listed = live();
                kill_group(self.child.id());
                #[cfg(not(unix))]
                let _ = self.child.kill();
                listed.retain(|&pid| pid != self.child.id());
            }
            self.status = self.child.wait().ok();
        }
        self.status
    }

    /// Ends the engine: closes its input, waits up to `grace` for it to exit, then kills its
    /// process group (the engine, if it is still running, and what it started); always reaps
    /// it. Safe to call twice.
    pub fn finish(&mut self, grace: Duration) {
        if self.ended {
            return;
        }
        self.ended = true;
        self.stdin = None;
        let until = Instant::now() + grace;
        while !self.exited() && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(10));
        }
        self.end_group();
        // The process is reaped. Its reader thread ends when the output closes; it is not
        // joined, since a grandchild the engine started may hold the output open.
        self.reader = None;
    }
}

/// Whether `status` is a death by SIGINT, SIGTERM or SIGHUP, the signals of an interrupt.
fn died_of_an_interrupt(status: &ExitStatus) -> bool {
    #[cfg(unix)]
    {
        use rustix::process::Signal;
        let signal = std::os::unix::process::ExitStatusExt::signal(status);
        [Signal::INT, Signal::TERM, Signal::HUP].iter().any(|s| Some(s.as_raw()) == signal)
    }
    #[cfg(not(unix))]
    {
        let _ = status;
        false
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.finish(Duration::ZERO);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_lines_split_like_a_shell_without_one() {
        assert_eq!(
            split_command("gnugo --mode gtp --level 0").unwrap(),
            ["gnugo", "--mode", "gtp", "--level", "0"]
        );
        assert_eq!(split_command(r#"'my engine' "a b" c\ d """#).unwrap(), ["my engine", "a b", "c d", ""]);
        assert!(split_command("   ").is_err());
        assert!(split_command("a 'b").is_err());
    }
}

#[cfg(all(test, target_os = "linux"))]
mod reaping {
    use super::*;

    /// Whether the process `pid` still exists, a zombie included (a zombie keeps its /proc entry
    /// until it is reaped).
    fn exists(pid: u32) -> bool {
        Path::new(&format!("/proc/{pid}")).exists()
    }

    use std::path::Path;

    #[test]
    fn an_engine_that_never_answers_is_killed_and_reaped() {
        let mut e = Engine::start("sleep 30").unwrap();
        let pid = e.id();
        let started = Instant::now();
        assert!(matches!(e.read_line(Instant::now() + Duration::from_millis(100)), Err(Fault::Hang { .. })));
        e.finish(Duration::from_millis(100));
        assert!(started.elapsed() < Duration::from_secs(10));
        assert!(!exists(pid), "process {pid} outlived finish()");
    }

    #[test]
    fn an_interrupt_ends_a_wait_at_once() {
        // The flag is set while the referee waits for an engine that never answers: the read
        // ends within a poll, not at its one-minute deadline.
        let mut e = Engine::start("sleep 30").unwrap();
        let flag = Arc::new(AtomicBool::new(false));
        e.watch(flag.clone());
        let setter = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(200));
            flag.store(true, Ordering::SeqCst);
        });
        let started = Instant::now();
        assert_eq!(e.read_line(Instant::now() + Duration::from_secs(60)), Err(Fault::Interrupted));
        assert!(started.elapsed() < Duration::from_secs(5), "{:?}", started.elapsed());
        setter.join().unwrap();
    }

    /// Whether the process `pid` runs (it exists and is not a zombie: a zombie whose parent
    /// is gone waits for the system's init to reap it, which in a container may never come).
    fn running(pid: u32) -> bool {
        std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .is_ok_and(|stat| stat.rsplit_once(") ").is_some_and(|(_, rest)| !rest.starts_with('Z')))
    }

    /// Whether the process `pid` stops running within a generous bound (a kill is delivered
    /// when the process is next scheduled, not when `kill` returns).
    fn ends(pid: u32) -> bool {
        let started = Instant::now();
        while running(pid) {
            if started.elapsed() > Duration::from_secs(30) {
                return false;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        true
    }

    /// The process group of `pid`, from /proc (the fifth field of its stat line).
    fn group_of(pid: u32) -> Option<u32> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        stat.rsplit_once(") ")?.1.split_whitespace().nth(2)?.parse().ok()
    }

    #[test]
    fn an_engine_leads_a_process_group_of_its_own() {
        // So a Ctrl-C sent to the referee's group does not reach it.
        let mut e = Engine::start("sleep 30").unwrap();
        let pid = e.id();
        assert_eq!(group_of(pid), Some(pid));
        assert_ne!(group_of(std::process::id()), Some(pid));
        e.finish(Duration::ZERO);
    }

    #[test]
    fn the_processes_an_engine_started_are_ended_with_it() {
        // The shell starts a sleeper in the background, says its id, and becomes `cat`, which
        // exits when its input closes: the engine itself ends well, its child would live on.
        let mut e = Engine::start("sh -c 'sleep 3217 & echo $!; exec cat'").unwrap();
        let line = e.read_line(Instant::now() + Duration::from_secs(30)).unwrap();
        let sleeper: u32 = line.trim().parse().unwrap();
        assert!(running(sleeper), "the sleeper {sleeper} did not start");
        e.finish(Duration::from_secs(10));
        assert!(ends(sleeper), "the engine's child {sleeper} outlived it");
    }

    #[test]
    fn an_engine_killed_by_an_interrupts_signal_during_an_interrupt_was_stopped() {
        // A supervisor signals every process at once and the engine dies first: its death is
        // the interrupt's, not a crash, once the referee's flag is set.
        let mut e = Engine::start("sleep 30").unwrap();
        let pid = e.id();
        let flag = Arc::new(AtomicBool::new(false));
        e.watch(flag.clone());
        assert!(Command::new("kill").args(["-TERM", &pid.to_string()]).status().unwrap().success());
        // The flag is set once the referee has reaped the engine: the read saw the death before
        // the interrupt.
        let setter = std::thread::spawn(move || {
            let started = Instant::now();
            while exists(pid) && started.elapsed() < Duration::from_secs(60) {
                std::thread::sleep(Duration::from_millis(5));
            }
            flag.store(true, Ordering::SeqCst);
        });
        assert_eq!(e.read_line(Instant::now() + Duration::from_secs(60)), Err(Fault::Interrupted));
        setter.join().unwrap();
        // With no interrupt, the same death is the engine's own.
        let mut e = Engine::start("sleep 30").unwrap();
        e.watch(Arc::new(AtomicBool::new(false)));
        assert!(Command::new("kill").args(["-TERM", &e.id().to_string()]).status().unwrap().success());
        let got = e.read_line(Instant::now() + Duration::from_secs(60));
        assert!(matches!(&got, Err(Fault::Exited { status: Some(s) }) if s.contains("15")), "{got:?}");
    }

    #[test]
    fn an_engine_that_exits_is_reaped_and_reported() {
        let mut e = Engine::start("true").unwrap();
        let pid = e.id();
        let got = e.read_line(Instant::now() + Duration::from_secs(10));
        assert!(matches!(got, Err(Fault::Exited { .. })), "{got:?}");
        drop(e);
        assert!(!exists(pid), "process {pid} is left as a zombie");
    }
}
