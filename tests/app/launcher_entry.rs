//! The Linux launcher entry speaks every language the game does: for each catalogue but
//! English, the entry has a Name, GenericName and Comment in that language, its Name is
//! the catalogue's `app-name` and its Comment names the five games as the catalogue does.

use grid_puzzles::core::words::{Msg, Words};

const ENTRY: &str = include_str!("../../packaging/linux/org.gridpuzzles.GridPuzzles.desktop");
const ENGLISH: &str = include_str!("../../assets/locales/en/main.ftl");

/// The entry's value of `key` (`Name[de]`).
fn entry(key: &str) -> Option<&'static str> {
    ENTRY
        .lines()
        .find_map(|line| line.strip_prefix(key)?.strip_prefix('='))
}

#[test]
fn the_launcher_entry_names_the_game_and_its_games_in_every_language() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let mut languages = 0;
    for language in std::fs::read_dir(folder).unwrap().flatten() {
        let tag = language.file_name().to_string_lossy().into_owned();
        if tag == "en" {
            continue;
        }
        let text = std::fs::read_to_string(language.path().join("main.ftl")).unwrap();
        let (words, _) = Words::read(&tag, Some(&text), ENGLISH);
        // The entry's locale names use an underscore (zh_CN).
        let locale = tag.replace('-', "_");
        let name = |key: &str| {
            entry(&format!("{key}[{locale}]"))
                .unwrap_or_else(|| panic!("the launcher entry has no {key}[{locale}]"))
        };
        assert_eq!(name("Name"), words.text(&Msg::new("app-name")), "{tag}");
        assert!(!name("GenericName").is_empty());
        for game in grid_rules::games::GAMES {
            let called = words.text(&Msg::new(format!("game-{}", game.id)));
            assert!(
                name("Comment").contains(&called),
                "Comment[{locale}] does not name {called}"
            );
        }
        languages += 1;
    }
    assert_eq!(languages, 6, "six languages beside English");
}
