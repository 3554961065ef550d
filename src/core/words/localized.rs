//! Texts on screen that speak the player's language: a [`Localized`] component says
//! which text, and its `Text` is written from it whenever the text or the language
//! changes. What is written is the catalogue's text as it is: spacing such as a French
//! no-break space before a colon is the catalogue's own.

use bevy::prelude::*;

use super::catalogue::Words;
use super::msg::Msg;

/// What a text on screen says. The text is written from it whenever it or the language
/// changes.
#[derive(Component, Clone, Debug, PartialEq, Default)]
#[require(Text)]
pub struct Localized(pub Msg);

impl Localized {
    /// A text saying `msg`.
    pub fn new(msg: impl Into<Msg>) -> Self {
        Self(msg.into())
    }

    /// A text saying each of `parts`, with `mark` (a line break, a dot: no word) between
    /// them.
    pub fn joined(parts: Vec<Msg>, mark: &'static str) -> Self {
        Self(Msg::joined(parts, mark))
    }

    /// Nothing (yet).
    pub fn empty() -> Self {
        Self::default()
    }

    /// The text in the language of `words`.
    pub fn text(&self, words: &Words) -> String {
        words.text(&self.0)
    }
}

/// Writes every localized text whose message or language changed.
pub fn write_localized_texts(words: Res<Words>, mut texts: Query<(Ref<Localized>, &mut Text)>) {
    let all = words.is_changed();
    for (localized, mut text) in &mut texts {
        if all || localized.is_changed() {
            let wanted = localized.text(&words);
            if text.0 != wanted {
                text.0 = wanted;
            }
        }
    }
}

/// Sets every text the query finds to say `wanted`, touching only those that differ.
pub fn set_localized<F: bevy::ecs::query::QueryFilter>(
    texts: &mut Query<&mut Localized, F>,
    wanted: Localized,
) {
    for mut text in texts.iter_mut() {
        text.set_if_neq(wanted.clone());
    }
}
