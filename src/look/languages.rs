//! The player's language: which languages there are (a folder under `assets/locales/`
//! each, found by looking on the desktop and listed by the page on the web), which one is
//! in use (the one chosen in Settings, else the system's or browser's), its catalogue
//! loaded and watched like every asset, and the fonts its characters need beyond the
//! built-in one (`fonts.rs`: the fuller Inter for Latin, Greek or Cyrillic letters the
//! built-in cut lacks; Chinese's or Japanese's own), loaded only while such a language is
//! in use. A catalogue that lacks messages is used as it is, each missing one said in
//! English, and the log lists them for its translator.

use bevy::asset::{AssetLoader, LoadContext, io::Reader};
use bevy::prelude::*;
use bevy::text::FontSource;
use fluent_bundle::FluentResource;

use crate::core::notices::{Problems, report};
use crate::core::wake::{SOON, Wake};
use crate::core::words::{
    ENGLISH, ENGLISH_CATALOGUE, Msg, Words, catalogue_header, catalogue_path, shown_characters,
};
use crate::look::fonts::{FULLER_LATIN_FONT, NAMES_FONT, needing_fuller_latin};
use crate::persist::shared::Preferences;
use crate::platform::asset_files::AssetFolder;
use crate::platform::locale::{negotiate, system_languages};

/// A catalogue's text, as read.
#[derive(Asset, TypePath, Debug, Clone)]
pub struct Catalogue(pub String);

/// Reads `.ftl` files as they are (Fluent reads them when the language is put together).
#[derive(Default, TypePath)]
pub struct CatalogueLoader;

impl AssetLoader for CatalogueLoader {
    type Asset = Catalogue;
    type Settings = ();
    type Error = String;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _load_context: &mut LoadContext<'_>,
    ) -> Result<Catalogue, String> {
        let mut bytes = Vec::new();
        reader
            .read_to_end(&mut bytes)
            .await
            .map_err(|error| error.to_string())?;
        String::from_utf8(bytes)
            .map(Catalogue)
            .map_err(|_| "is not UTF-8 text".to_string())
    }

    fn extensions(&self) -> &[&str] {
        &["ftl"]
    }
}

/// One language the game has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Language {
    /// Its folder's name under `locales/`: a BCP 47 tag (`de`, `zh-CN`).
    pub tag: String,
    /// Its name as its speakers write it (`Deutsch`, `日本語`).
    pub name: String,
    /// The font under `fonts/` its characters need beyond the built-in one, if any.
    pub font: String,
}

/// Every language the game has, English first, then by tag.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Languages(pub Vec<Language>);

impl Default for Languages {
    fn default() -> Self {
        let (name, font) = catalogue_header(ENGLISH_CATALOGUE);
        Self(vec![Language {
            tag: ENGLISH.into(),
            name,
            font,
        }])
    }
}

impl Languages {
    /// The folders under `locales/` that hold a catalogue (on disk or built in).
    pub fn from_files(files: &AssetFolder) -> Self {
        let mut languages = Self::default();
        for tag in files.subfolders("locales") {
            if tag == ENGLISH {
                continue;
            }
            if let Some(bytes) = files.read(&catalogue_path(&tag)) {
                let (name, font) = catalogue_header(&String::from_utf8_lossy(&bytes));
                let name = if name.is_empty() { tag.clone() } else { name };
                languages.0.push(Language { tag, name, font });
            }
        }
        languages
    }

    /// The list the web page gives (a line each: tag, name, font, between tabs).
    pub fn from_page_list(list: &str) -> Self {
        let mut languages = Self::default();
        for line in list.lines() {
            let mut parts = line.split('\t');
            let (Some(tag), Some(name)) = (parts.next(), parts.next()) else {
                continue;
            };
            if tag.is_empty() || tag == ENGLISH {
                continue;
            }
            languages.0.push(Language {
                tag: tag.into(),
                name: name.into(),
                font: parts.next().unwrap_or_default().into(),
            });
        }
        languages
    }

    /// The language with this tag.
    pub fn get(&self, tag: &str) -> Option<&Language> {
        self.0.iter().find(|language| language.tag == tag)
    }

    /// The tags, in order.
    pub fn tags(&self) -> Vec<String> {
        self.0.iter().map(|language| language.tag.clone()).collect()
    }
}

/// The language to use: the one chosen in Settings if the game has it, else the one of
/// the system's languages (best first) the game has, else English.
pub fn language_for(preferences: &Preferences, languages: &Languages) -> String {
    if languages.get(&preferences.language).is_some() {
        return preferences.language.clone();
    }
    negotiate(&system_languages(), &languages.tags())
}

/// The language in use and its files as they load.
#[derive(Resource, Debug, Default)]
pub struct LanguageInUse {
    /// The language asked for (it shows once its catalogue, and font, are read).
    pub tag: String,
    catalogue: Option<Handle<Catalogue>>,
    english: Option<Handle<Catalogue>>,
    font: Option<Handle<Font>>,
    /// The fuller Inter, where the catalogue shows letters the built-in cut lacks.
    fuller_latin: Option<Handle<Font>>,
    /// The font of the languages' own names, once the Language setting has been shown.
    names_font: Option<Handle<Font>>,
    /// Whether the words of `tag` are shown (its catalogue read, or found missing).
    pub ready: bool,
}

/// Marks the Language setting's texts: they ask for the names' font.
#[derive(Component, Debug, Default)]
pub struct ShowsLanguageNames;

/// The fonts drawn after the built-in one, for the characters it lacks: the language's,
/// and where the Language setting is open, every language's own name's.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct FallbackFonts(pub Vec<Handle<Font>>);

/// Installs the languages, the choice of one, and its catalogue and font.
pub struct LanguagesPlugin;

impl Plugin for LanguagesPlugin {
    fn build(&self, app: &mut App) {
        // Headless apps without files speak the built-in English.
        if app.world().contains_resource::<AssetServer>() {
            app.init_asset::<Catalogue>()
                .init_asset_loader::<CatalogueLoader>();
        }
        app.init_resource::<Languages>()
            .init_resource::<LanguageInUse>()
            .init_resource::<FallbackFonts>()
            .add_systems(
                PreUpdate,
                (
                    choose_language,
                    load_names_font,
                    read_catalogues.run_if(resource_exists::<Assets<Catalogue>>),
                    gather_fallback_fonts,
                    apply_fallback_fonts,
                )
                    .chain(),
            );
    }
}

/// Finds the languages there are: in the assets on the desktop, from the page on the web.
pub fn find_languages(folder: &AssetFolder) -> Languages {
    match crate::platform::page::page_languages() {
        Some(list) => Languages::from_page_list(&list),
        None => Languages::from_files(folder),
    }
}

/// Asks for the catalogue (and font) of the language to use whenever that changes.
fn choose_language(
    preferences: Res<Preferences>,
    languages: Res<Languages>,
    assets: Option<Res<AssetServer>>,
    mut in_use: ResMut<LanguageInUse>,
    mut words: ResMut<Words>,
) {
    let wanted = language_for(&preferences, &languages);
    if wanted == in_use.tag && (in_use.ready || in_use.catalogue.is_some()) {
        return;
    }
    in_use.tag = wanted.clone();
    in_use.ready = false;
    in_use.fuller_latin = None;
    let Some(assets) = assets else {
        // Headless, with no files: English, built in.
        *words = Words::english();
        in_use.ready = true;
        return;
    };
    // The English file under the assets replaces the built-in copy where it can be edited
    // live; the web reads its assets once and has it built in already.
    if in_use.english.is_none() && !cfg!(target_arch = "wasm32") {
        in_use.english = Some(assets.load(catalogue_path(ENGLISH)));
    }
    in_use.catalogue = (wanted != ENGLISH).then(|| assets.load(catalogue_path(&wanted)));
    in_use.font = languages
        .get(&wanted)
        .filter(|language| !language.font.is_empty())
        .map(|language| assets.load(format!("fonts/{}", language.font)));
    if wanted == ENGLISH && in_use.english.is_none() {
        *words = Words::english();
        in_use.ready = true;
    }
}

/// Asks for the names' font the first time the Language setting shows.
fn load_names_font(
    shown: Query<(), Added<ShowsLanguageNames>>,
    assets: Option<Res<AssetServer>>,
    mut in_use: ResMut<LanguageInUse>,
) {
    if in_use.names_font.is_none()
        && !shown.is_empty()
        && let Some(assets) = assets
    {
        in_use.names_font = Some(assets.load(NAMES_FONT));
    }
}

/// Puts the language together once its catalogue (and font) are read, and again whenever
/// a catalogue changes on disk; what does not read is named in the window.
fn read_catalogues(
    mut events: MessageReader<AssetEvent<Catalogue>>,
    catalogues: Res<Assets<Catalogue>>,
    fonts: Option<Res<Assets<Font>>>,
    assets: Option<Res<AssetServer>>,
    mut in_use: ResMut<LanguageInUse>,
    mut words: ResMut<Words>,
    mut problems: ResMut<Problems>,
) {
    let has_font = |font: &Handle<Font>| fonts.as_ref().is_some_and(|fonts| fonts.contains(font));
    let changed = events.read().count() > 0;
    let font_ready = in_use.font.as_ref().is_none_or(|font| {
        has_font(font)
            || assets
                .as_ref()
                .is_some_and(|server| server.load_state(font).is_failed())
    });
    let text_of = |handle: &Option<Handle<Catalogue>>| {
        handle
            .as_ref()
            .and_then(|handle| catalogues.get(handle))
            .map(|catalogue| catalogue.0.clone())
    };
    let catalogue_failed = in_use.catalogue.as_ref().is_some_and(|handle| {
        assets
            .as_ref()
            .is_some_and(|server| server.load_state(handle).is_failed())
    });
    let catalogue = text_of(&in_use.catalogue);
    let catalogue_there = in_use.catalogue.is_none() || catalogue.is_some() || catalogue_failed;
    let english_failed = in_use.english.as_ref().is_some_and(|handle| {
        assets
            .as_ref()
            .is_some_and(|server| server.load_state(handle).is_failed())
    });
    let english_there =
        in_use.english.is_none() || english_failed || text_of(&in_use.english).is_some();
    if !(catalogue_there && english_there && font_ready) || (in_use.ready && !changed) {
        return;
    }
    // Letters the built-in Inter lacks: the words wait for the fuller one (or its failure).
    let fuller_wanted = catalogue
        .as_deref()
        .is_some_and(|text| !needing_fuller_latin(&shown_characters(text)).is_empty());
    if let Some(assets) = assets.as_ref().filter(|_| fuller_wanted) {
        let fuller = in_use
            .fuller_latin
            .get_or_insert_with(|| assets.load(FULLER_LATIN_FONT));
        if !has_font(fuller) && !assets.load_state(&*fuller).is_failed() {
            return;
        }
    } else {
        in_use.fuller_latin = None;
    }
    let english = text_of(&in_use.english).unwrap_or_else(|| ENGLISH_CATALOGUE.to_string());
    let (new_words, unread) = Words::read(&in_use.tag, catalogue.as_deref(), &english);
    let file = catalogue_path(&in_use.tag);
    if let Some(text) = &catalogue {
        log_missing_messages(&file, text, &english);
    }
    let problem = (!unread.is_empty())
        .then(|| Msg::new("problem-file").text("problem", format!("{file} {}", unread.join("; "))));
    report(&mut problems, file, problem);
    *words = new_words;
    in_use.ready = true;
}

/// Says in the log which messages of English a catalogue lacks (the game says them in
/// English): a translator finishing a language finds what is left there.
fn log_missing_messages(file: &str, text: &str, english: &str) {
    let ids = |text: &str| -> std::collections::BTreeSet<String> {
        match FluentResource::try_new(text.to_string()) {
            Ok(resource) | Err((resource, _)) => resource
                .entries()
                .filter_map(|entry| match entry {
                    fluent_syntax::ast::Entry::Message(message) => {
                        Some(message.id.name.to_string())
                    }
                    _ => None,
                })
                .collect(),
        }
    };
    let theirs = ids(text);
    let missing: Vec<String> = ids(english)
        .into_iter()
        .filter(|id| !theirs.contains(id))
        .collect();
    if !missing.is_empty() {
        info!(
            "{file} lacks {} messages, said in English: {}",
            missing.len(),
            missing.join(", ")
        );
    }
}

/// The fallback fonts: the language's (and the fuller Inter where its letters need it)
/// once its words show, and the names' once read.
fn gather_fallback_fonts(
    in_use: Res<LanguageInUse>,
    fonts: Option<Res<Assets<Font>>>,
    mut fallback: ResMut<FallbackFonts>,
    mut wake: ResMut<Wake>,
) {
    let Some(fonts) = fonts else { return };
    // A language (or a font) still loading shows once it is read: look again soon.
    let loading = [&in_use.font, &in_use.fuller_latin, &in_use.names_font]
        .into_iter()
        .flatten()
        .any(|font| !fonts.contains(font));
    if !in_use.ready || loading {
        wake.within(SOON);
    }
    let language = in_use
        .fuller_latin
        .iter()
        .chain(&in_use.font)
        .filter(|_| in_use.ready);
    let wanted: Vec<Handle<Font>> = language
        .chain(&in_use.names_font)
        .filter(|font| fonts.contains(*font))
        .cloned()
        .collect();
    if fallback.0 != wanted {
        fallback.0 = wanted;
    }
}

/// Every text's font.
type AllFonts<'w, 's> = Query<'w, 's, &'static mut TextFont>;
/// The fonts of texts that have just appeared.
type NewFonts<'w, 's> = Query<'w, 's, &'static mut TextFont, Added<TextFont>>;

/// Draws every text with the built-in font and, for the characters it lacks, the
/// fallback fonts.
fn apply_fallback_fonts(fallback: Res<FallbackFonts>, mut texts: ParamSet<(AllFonts, NewFonts)>) {
    let wanted = if fallback.0.is_empty() {
        FontSource::default()
    } else {
        let mut list = vec![FontSource::default()];
        list.extend(fallback.0.iter().cloned().map(FontSource::from));
        FontSource::List(list)
    };
    let set = |mut font: Mut<TextFont>| {
        if font.font != wanted {
            font.font = wanted.clone();
        }
    };
    if fallback.is_changed() {
        texts.p0().iter_mut().for_each(set);
    } else {
        texts.p1().iter_mut().for_each(set);
    }
}
