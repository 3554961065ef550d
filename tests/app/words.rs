//! No text a player reads is written in the game's code: every screen is opened with a
//! pseudo-language in which each piece of every catalogue's own text is marked ⟦so⟧,
//! and whatever shows a letter outside the marks came from somewhere else (a string in
//! the code). Numbers, marks between parts, game codes, a file reader's own words and a
//! language's own name (read from its catalogue) may show as they are.

use std::borrow::Cow;

use bevy::prelude::*;
use grid_puzzles::core::words::{ENGLISH, ENGLISH_CATALOGUE, Words};
use grid_puzzles::look::languages::Languages;

use crate::layout::{READER_SAYS, shown_texts, ui_app, walk_screens};

fn mark(text: &str) -> Cow<'_, str> {
    Cow::Owned(format!("⟦{text}⟧"))
}

/// The letters of `text` outside its marked parts.
fn unmarked_letters(text: &str) -> String {
    let mut depth = 0;
    let mut letters = String::new();
    for c in text.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth -= 1,
            c if depth == 0 && c.is_alphabetic() => letters.push(c),
            _ => {}
        }
    }
    letters
}

#[test]
fn every_text_on_every_screen_comes_from_the_catalogues() {
    for (width, height) in [(860, 740), (360, 640)] {
        let mut app = ui_app(width, height);
        app.insert_resource(Words::marked(ENGLISH, None, ENGLISH_CATALOGUE, mark));
        let names: Vec<String> = app
            .world()
            .resource::<Languages>()
            .0
            .iter()
            .map(|language| language.name.clone())
            .collect();
        let mut screens = 0;
        walk_screens(&mut app, |app, screen| {
            screens += 1;
            let texts = shown_texts(app);
            assert!(!texts.is_empty(), "{screen}: no text shown");
            for (_, _, text) in texts {
                let mut rest = text.clone();
                for name in &names {
                    rest = rest.replace(name.as_str(), "");
                }
                // A file reader's own words about a file quote that file, not the game.
                let rest = rest.replace(READER_SAYS, "");
                // A game code is data the player copies, not words (`samegame_AUgAt9...`).
                let rest: String = rest
                    .split(' ')
                    .filter(|word| !word.contains('_'))
                    .collect::<Vec<_>>()
                    .join(" ");
                let letters = unmarked_letters(&rest);
                assert!(
                    letters.is_empty(),
                    "at {width}x{height}, {screen} shows {text:?}: {letters:?} is not from a catalogue"
                );
            }
        });
        assert!(screens >= 15, "{screens} screens seen");
    }
}

#[test]
fn the_check_finds_a_text_written_in_the_code() {
    assert_eq!(unmarked_letters("⟦Score: ⟧16"), "");
    assert_eq!(unmarked_letters("⟦Best⟧ at home"), "athome");
    let mut app = ui_app(860, 740);
    app.insert_resource(Words::marked(ENGLISH, None, ENGLISH_CATALOGUE, mark));
    app.world_mut().spawn(Text::new("Written in the code"));
    for _ in 0..3 {
        app.update();
    }
    let found = shown_texts(&mut app)
        .into_iter()
        .any(|(_, _, text)| !unmarked_letters(&text).is_empty());
    assert!(found, "a literal text is found");
}
