//! The fonts text is drawn with: Inter, cut to what the game's texts use and built into
//! the program (it draws the first frame); the fuller Inter with every Latin, Greek and
//! Cyrillic letter, loaded for a language whose catalogue shows one the cut lacks (a
//! Polish or Greek catalogue dropped in as a folder); a language's own font (Chinese,
//! Japanese), named by its catalogue; and the few glyphs of every language's own name.
//! `scripts/make_font.py` cuts them all (licences: `assets/fonts/OFL.txt`,
//! `assets/fonts/NotoSansCJK-OFL.txt`).

use std::collections::{BTreeSet, HashSet};
use std::sync::OnceLock;

use skrifa::MetadataProvider;

/// The built-in font's bytes: Inter's variable font, weights 400 to 700.
pub const FONT: &[u8] = include_bytes!("../../assets/fonts/Inter-subset.ttf");

/// Inter with every Latin, Greek and Cyrillic letter it has, weights 400 to 700.
pub const FULLER_LATIN_FONT: &str = "fonts/Inter-extended.ttf";

/// The characters of every language's own name that the built-in font lacks (日本語,
/// 简体中文): a few glyphs, loaded when the Language setting shows.
pub const NAMES_FONT: &str = "fonts/LanguageNames-subset.otf";

/// Whether `c` is in the blocks the fuller Inter holds (its cut, in
/// `scripts/make_font.py`'s `EXTENDED_RANGES`).
fn in_fuller_latin(c: char) -> bool {
    matches!(
        u32::from(c),
        0x00A0..=0x024F
            | 0x02B0..=0x036F
            | 0x0370..=0x03FF
            | 0x0400..=0x052F
            | 0x1E00..=0x1FFF
            | 0x2000..=0x206F
            | 0x20A0..=0x20CF
            | 0x2100..=0x214F
            | 0x2190..=0x2199
            | 0x2212
            | 0x2713
    )
}

/// Whether the built-in font draws `c`.
pub fn built_in_draws(c: char) -> bool {
    static DRAWN: OnceLock<HashSet<u32>> = OnceLock::new();
    DRAWN
        .get_or_init(|| {
            skrifa::FontRef::new(FONT)
                .map(|font| font.charmap().mappings().map(|(code, _)| code).collect())
                .unwrap_or_default()
        })
        .contains(&u32::from(c))
}

/// The letters of `shown` (a catalogue's characters) that only the fuller Inter draws.
pub fn needing_fuller_latin(shown: &BTreeSet<char>) -> Vec<char> {
    shown
        .iter()
        .copied()
        .filter(|&c| in_fuller_latin(c) && !built_in_draws(c))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polish_letters_need_the_fuller_font_and_english_and_german_do_not() {
        let letters = |text: &str| text.chars().collect::<BTreeSet<char>>();
        assert!(needing_fuller_latin(&letters("Score: 12 · Weiter, Größe, Zurück")).is_empty());
        assert_eq!(
            needing_fuller_latin(&letters("Zażółć gęślą jaźń")),
            vec!['ą', 'ć', 'ę', 'ł', 'ń', 'ś', 'ź', 'ż']
        );
        // Chinese is its own font's business.
        assert!(needing_fuller_latin(&letters("得分")).is_empty());
    }
}
