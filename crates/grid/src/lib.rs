//! Board geometry shared by the rule crates: points and rectangular sizes, the three
//! coordinate notations the referee reads and writes, neighbour tables, line directions and
//! Zobrist keys. This crate knows nothing of any game's rules.
//!
//! ```
//! use grid::{Notation, Size};
//!
//! let size = Size::square(19);
//! let p = Notation::Gtp.parse("Q16", size).unwrap();
//! assert_eq!((p.col, p.row), (15, 15));
//! assert_eq!(Notation::Sgf.format(p, size), "pd");
//! assert_eq!(Notation::Renju.format(p, size), "p16");
//! ```

mod color;
mod geometry;
mod notation;
mod point;
mod zobrist;

pub use color::Color;
pub use geometry::{Direction, Geometry, DIRECTIONS};
pub use notation::{CoordError, Notation};
pub use point::{Point, Size, MAX_SIDE};
pub use zobrist::Zobrist;
