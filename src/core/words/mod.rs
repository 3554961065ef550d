//! The words the player reads, in the player's language. Every text on screen is a
//! [`Msg`]: a message id of the Fluent catalogues (`assets/locales/<language>/main.ftl`)
//! and its arguments, or several texts joined. [`Words`] holds the catalogue of the
//! language in use and the English one under it, so a message a catalogue lacks is said
//! in English alone. Numbers are written as the catalogue says (`numbers`), plurals
//! follow the language's rules (Russian has three forms), dates are the catalogue's own
//! pattern, and lists and sentences join as the catalogue says. A [`Localized`]
//! component puts a text on screen.
//!
//! - `msg`: the text as data (messages, arguments, joins);
//! - `catalogue`: the catalogues read and a text put into words;
//! - `numbers`: how a language writes numbers;
//! - `localized`: texts on screen.

mod catalogue;
mod localized;
mod msg;
mod numbers;

pub use catalogue::{
    CATALOGUE_FILE, ENGLISH, ENGLISH_CATALOGUE, Words, catalogue_header, catalogue_path, english,
    shown_characters,
};
pub use localized::{Localized, set_localized, write_localized_texts};
pub use msg::{Arg, Join, Msg, Number, date, number};
