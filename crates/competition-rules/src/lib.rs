//! Competition rules that sit beside the board rules of every game (seed 000, 第二章 竞赛规定):
//! game clocks with main time and byo-yomi (第十二条 计时), nigiri (猜先) and the rating
//! points of seed 002. The crate does no I/O, knows no file format and never panics: the
//! referee's adapters feed it values read from records and report what it returns.
//!
//! ```
//! use competition_rules::{parse_duration, Clock, Overtime, TimeControl};
//! use grid::Color;
//!
//! // A 10-minute limit that keeps a 1-minute reserve for byo-yomi (seed 000 art. 12).
//! let control = TimeControl { main_ms: parse_duration("10m").unwrap(), overtime: Overtime::Reserve { minutes: 1 } };
//! let mut clock = Clock::new(control);
//! clock.charge(Color::Black, parse_duration("9m").unwrap()).unwrap();
//! // In the reserve, a move under one minute costs nothing...
//! clock.charge(Color::Black, parse_duration("59s").unwrap()).unwrap();
//! // ...and a move that uses the last minute up loses (超时判负).
//! let flag = clock.charge(Color::Black, parse_duration("1m").unwrap()).unwrap_err();
//! assert_eq!(flag.to_string(), "Black took 1m00s with at most 59.999s left on the clock");
//! ```

mod clock;
mod duration;
mod nigiri;
mod rating;

pub use clock::{Clock, Overstep, Overtime, Side, TimeControl};
pub use duration::{format_duration, parse_duration, DurationError, MAX_MS};
pub use nigiri::{nigiri, Colours};
pub use rating::{after_game, points_won, Level, LEVEL_POINTS, START_POINTS};
