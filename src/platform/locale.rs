//! The languages the player's system asks for, best first: on the desktop from
//! `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` (`de_DE.UTF-8` is `de-DE`), in the
//! browser from `navigator.languages`, both read by `sys-locale` (which Bevy's text
//! crate already links).

/// The system's languages as BCP 47 tags (`de-DE`, `zh-CN`), best first; none for the
/// POSIX `C` locale.
pub fn system_languages() -> Vec<String> {
    sys_locale::get_locales()
        .map(|tag| tag.replace('_', "-"))
        .filter(|tag| !matches!(tag.as_str(), "C" | "POSIX" | "c" | "posix") && !tag.is_empty())
        .collect()
}

/// The language of `available` that best answers `requested` (best first), as Fluent's
/// own negotiation finds it: the same tag, else one of the same language (`zh-TW` asks,
/// `zh-CN` answers; `de-AT`, `de`); English when none does. Tags are the languages'
/// folder names, given back as they are spelt there.
pub fn negotiate(requested: &[String], available: &[String]) -> String {
    use fluent_langneg::{NegotiationStrategy, negotiate_languages};
    use unic_langid::LanguageIdentifier;
    let parse = |tags: &[String]| -> Vec<LanguageIdentifier> {
        tags.iter().filter_map(|tag| tag.parse().ok()).collect()
    };
    let offered: Vec<(&String, LanguageIdentifier)> = available
        .iter()
        .filter_map(|tag| Some((tag, tag.parse().ok()?)))
        .collect();
    let ids: Vec<&LanguageIdentifier> = offered.iter().map(|(_, id)| id).collect();
    let chosen = negotiate_languages(&parse(requested), &ids, None, NegotiationStrategy::Lookup);
    chosen
        .first()
        .and_then(|id| offered.iter().find(|(_, offer)| std::ptr::eq(offer, **id)))
        .map_or_else(
            || crate::core::words::ENGLISH.to_string(),
            |(tag, _)| (*tag).clone(),
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(list: &[&str]) -> Vec<String> {
        list.iter().map(|tag| tag.to_string()).collect()
    }

    #[test]
    fn the_best_language_answers_by_tag_then_by_language() {
        let available = tags(&["de", "en", "ja", "zh-CN"]);
        assert_eq!(negotiate(&tags(&["de-AT", "en"]), &available), "de");
        assert_eq!(negotiate(&tags(&["zh-TW"]), &available), "zh-CN");
        assert_eq!(negotiate(&tags(&["zh-cn"]), &available), "zh-CN");
        assert_eq!(negotiate(&tags(&["pt-BR", "ja-JP"]), &available), "ja");
        assert_eq!(negotiate(&tags(&["pt-BR"]), &available), "en");
        assert_eq!(negotiate(&[], &available), "en");
    }
}
