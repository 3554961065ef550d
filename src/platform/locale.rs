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

/// The language of `available` that best answers `requested` (best first): the same
/// tag, else one with the same language (`zh-TW` asks, `zh-CN` answers; `de-AT`, `de`);
/// English when none does.
pub fn negotiate(requested: &[String], available: &[String]) -> String {
    let primary = |tag: &str| tag.split('-').next().unwrap_or_default().to_lowercase();
    for wanted in requested {
        if let Some(found) = available
            .iter()
            .find(|tag| tag.eq_ignore_ascii_case(wanted))
        {
            return found.clone();
        }
        if let Some(found) = available.iter().find(|tag| primary(tag) == primary(wanted)) {
            return found.clone();
        }
    }
    crate::core::words::ENGLISH.to_string()
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
