//! Problems the player must be told about: a file (configuration, picture, settings)
//! that does not read. Written by whichever layer reads the file, shown by the UI's
//! problem line; each is one line, whatever the file quoted in it holds.

use std::collections::BTreeMap;

use bevy::prelude::*;

use super::words::{Localized, Msg, english};

/// What the player must be told is wrong, by file (or settings group): one line each,
/// shown across the bottom of the window until it reads again.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct Problems(pub BTreeMap<String, Msg>);

impl Problems {
    /// Records `problem` for `file` (or that it has none), logging what changed; leaves
    /// the resource untouched when nothing did, so nothing redraws for nothing.
    pub fn set(&mut self, file: impl Into<String>, problem: Option<Msg>) {
        let file = file.into();
        // One line per problem, whatever the file quoted in it holds.
        let problem = problem.map(|problem| problem.map_text(&one_line));
        if self.0.get(&file) == problem.as_ref() {
            return;
        }
        match problem {
            Some(problem) => {
                warn!("{}", english().text(&problem));
                self.0.insert(file, problem);
            }
            None => {
                info!("{file} reads again");
                self.0.remove(&file);
            }
        }
    }

    /// The lines shown in the window.
    pub fn lines(&self) -> Localized {
        Localized::joined(self.0.values().cloned().collect(), "\n")
    }
}

/// Records a problem through a `ResMut` without marking it changed when it is the same.
pub fn report(problems: &mut ResMut<Problems>, file: impl Into<String>, problem: Option<Msg>) {
    let file = file.into();
    if problems.0.get(&file) != problem.as_ref() {
        problems.set(file, problem);
    }
}

/// `text` with line breaks and other control characters written as escapes (`\n`), so a
/// message that quotes a file stays on one line.
pub fn one_line(text: String) -> String {
    if !text.chars().any(breaks_line) {
        return text;
    }
    text.chars()
        .map(|c| {
            if breaks_line(c) {
                c.escape_debug().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

fn breaks_line(c: char) -> bool {
    c.is_control() || c == '\u{2028}' || c == '\u{2029}'
}
