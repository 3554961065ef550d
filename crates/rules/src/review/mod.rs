//! Reviewing a played game against the engine: the position before each move, the
//! game's own engine run on each (in jobs the caller steps, off the frame), and one
//! entry per move of what was played, what the engine would play and what the move lost,
//! under the measure the game names ([`Measure`]). Reviewing changes nothing.
//!
//! Generic code drives it like this:
//!
//! ```
//! use grid_rules::Puzzle;
//! use grid_rules::review::{Review, ReviewOptions, format_report};
//! use grid_rules::samegame::SameGame;
//!
//! let start = SameGame::new_game(&Default::default(), 7);
//! let mv = start.click(&mut (), start.hint().unwrap()[0]).unwrap();
//! let options = ReviewOptions {
//!     max_nodes: 20_000,
//!     ..ReviewOptions::default()
//! };
//! let mut review = Review::new(&start, &[mv], &options).unwrap();
//! // A few thousand nodes at a time: per frame, or for each job on its own thread
//! // through `review.jobs_mut()`.
//! while !review.step(4_096) {}
//! let report = review.report();
//! assert_eq!(report.entries.len(), 1);
//! print!("{}", format_report(&report));
//! ```
//!
//! The files from the bottom up: `measure` (which the `Puzzle` trait names), `jobs` (the
//! positions and the engine's work), `entries` (the answers turned into a report) and
//! `text` (the command line's).

mod entries;
mod jobs;
pub(crate) mod measure;
mod text;

pub use entries::{Entry, ReviewReport, Value};
pub use jobs::{PositionJob, Review, ReviewOptions};
pub use measure::Measure;
pub use text::{SLICE_NODES, format_report, review_code, think_blocking};
