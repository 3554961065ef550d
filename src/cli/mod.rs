//! The command line: parsing it (the window, optionally straight into a game, a board,
//! a game code or today's puzzle), and the windowless commands `replay`, `solve`,
//! `daily`, `review` and `probe`. Every mistake is one line on stderr and exit code 2.
//!
//! May import: every layer but `app`, Bevy and the rules crate.

pub mod args;
pub mod run;
pub mod solve;
