//! The main menu: a card per game (a small picture of a game in progress, its rule in a
//! line, the best score for the settings chosen, Play, today's Daily puzzle (marked
//! once played, with the run of days) and Settings), then Statistics, Settings
//! (what every game shares) and, on the desktop, Quit. It fits any window from a phone's
//! 360x640 up, and is drawn again when the window turns from wide to a phone's or back;
//! the keyboard walks it (Tab or the arrows, Enter).
//!
//! May import: `games` (the registry) and every layer below it.

mod card;
mod preview;
mod statistics;

use card::{CARD_WIDTH, CardFacts, spawn_card};
pub use card::{DailyButton, PlayButton};

use bevy::prelude::*;

use crate::core::beacon::BeaconName;
use crate::core::format::score_marked;
use crate::core::game::AppState;
use crate::core::words::{Localized, Msg};
use crate::look::icons::Icons;
use crate::look::ui_colours::UiRole;
use crate::persist::daily::DailyRecords;
use crate::persist::shared::BestScores;
use crate::persist::stats::Statistics;
use crate::platform::asset_files::AssetFolder;
use crate::platform::clock::today_date;
use crate::screens::settings_panel::add_shared_rows;
use crate::session::game::Game;
use crate::session::registry::Games;
use crate::session::state::seed_rules;
use crate::ui::button::{IconLabel, spawn_icon_button};
use crate::ui::focus::Activate;
use crate::ui::panel::{add_done, add_note, open_panel};
use crate::ui::scale::Screen;
use crate::ui::text::{TITLE, strong};

/// Spawns the menu on entering it.
pub struct MenuPlugin;

impl Plugin for MenuPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(OnEnter(AppState::Menu), spawn_menu)
            .add_systems(
                Update,
                (preview::cut_picture_tiles, follow_screen).run_if(in_state(AppState::Menu)),
            );
    }
}

/// The menu's root, with the kind of screen it was drawn for.
#[derive(Component, Debug)]
struct MenuRoot(Screen);

/// Draws the menu again when the window becomes a phone's or stops being one: a phone's
/// header has icons alone, a wide one names them.
fn follow_screen(screen: Res<Screen>, menus: Query<(Entity, &MenuRoot)>, mut commands: Commands) {
    let Ok((menu, root)) = menus.single() else {
        return;
    };
    if root.0 != *screen {
        commands.entity(menu).despawn();
        commands.queue(spawn_menu);
    }
}

/// What the card of `game` says, read from the world.
fn card_facts(world: &World, game: &'static dyn Game) -> CardFacts {
    let facts = game.facts();
    let id = facts.id;
    let params = game.next_params(world);
    let key = Statistics::key(&id.key(), &params);
    // A best from before statistics was scored by the seed's rules.
    let earlier = world
        .resource::<BestScores>()
        .of(id)
        .filter(|_| seed_rules(&params));
    let best = world.resource::<Statistics>().best_of(&key, earlier);
    let settings = game.describe_next(world);
    let today = today_date();
    let daily = world.resource::<DailyRecords>().0.get(&id.key());
    CardFacts {
        game,
        daily_done: daily.is_some_and(|record| record.on(today).is_some()),
        daily_streak: daily.map_or(0, |record| record.streak_on(today)),
        id,
        rule: facts.rule,
        best: match best {
            Some((best, assisted)) => Msg::new("menu-best-at")
                .msg("settings", settings)
                .msg("score", score_marked(best, assisted)),
            None => Msg::new("menu-not-played").msg("settings", settings),
        },
    }
}

fn spawn_menu(world: &mut World) {
    let cards: Vec<CardFacts> = world
        .resource::<Games>()
        .iter()
        .map(|game| card_facts(world, game))
        .collect();
    let icons = world.resource::<Icons>().clone();
    let screen = *world.resource::<Screen>();
    let mut queue = bevy::ecs::world::CommandQueue::default();
    let mut commands = Commands::new(&mut queue, world);
    let menu = commands
        .spawn((
            Name::new("Menu"),
            MenuRoot(screen),
            DespawnOnExit(AppState::Menu),
            Node {
                width: percent(100),
                height: percent(100),
                // A window-filling node is laid out as an item of the window's grid, whose
                // automatic minimum would be its content's width (the cards in one row).
                min_width: px(0),
                min_height: px(0),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::axes(px(10), px(16)),
                row_gap: px(12),
                overflow: Overflow::scroll_y(),
                ..default()
            },
        ))
        .id();
    // The title, with Statistics and Settings beside it: in reach on a phone, where
    // the cards scroll.
    let header = commands
        .spawn((
            Node {
                width: percent(100),
                max_width: px(4.0 * CARD_WIDTH + 3.0 * 12.0),
                align_items: AlignItems::Center,
                justify_content: JustifyContent::SpaceBetween,
                column_gap: px(8),
                ..default()
            },
            ChildOf(menu),
        ))
        .id();
    commands.spawn((
        Localized::new("app-name"),
        strong(TITLE, UiRole::Text),
        ChildOf(header),
    ));
    let tools = commands.spawn((Node::default(), ChildOf(header))).id();
    let shown = if screen == Screen::Phone {
        IconLabel::Tooltip
    } else {
        IconLabel::Beside
    };
    let statistics = spawn_icon_button(
        &mut commands,
        tools,
        &icons,
        ("stats", Msg::new("menu-statistics"), shown),
        |_: On<Activate>, mut commands: Commands| {
            commands.queue(statistics::open_statistics);
        },
    );
    commands
        .entity(statistics)
        .insert(BeaconName("statistics".into()));
    let settings = spawn_icon_button(
        &mut commands,
        tools,
        &icons,
        ("settings", Msg::new("menu-settings"), shown),
        |_: On<Activate>, mut commands: Commands| {
            commands.queue(open_shared_settings);
        },
    );
    commands
        .entity(settings)
        .insert(BeaconName("settings".into()));
    let grid = commands
        .spawn((
            Node {
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                column_gap: px(12),
                row_gap: px(12),
                max_width: px(4.0 * CARD_WIDTH + 3.0 * 12.0),
                ..default()
            },
            ChildOf(menu),
        ))
        .id();
    for card in cards {
        spawn_card(&mut commands, grid, &icons, card);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let footer = commands
        .spawn((
            Node {
                justify_content: JustifyContent::Center,
                ..default()
            },
            ChildOf(menu),
        ))
        .id();
    #[cfg(not(target_arch = "wasm32"))]
    spawn_icon_button(
        &mut commands,
        footer,
        &icons,
        ("close", Msg::new("menu-quit"), IconLabel::Beside),
        |_: On<Activate>, mut exit: MessageWriter<AppExit>, mut commands: Commands| {
            commands.queue(bevy::settings::SaveSettingsSync::IfChanged);
            exit.write(AppExit::Success);
        },
    );
    queue.apply(world);
}

/// The settings every game shares, from the menu.
fn open_shared_settings(world: &mut World) {
    let folder = world.get_resource::<AssetFolder>().cloned();
    let mut queue = bevy::ecs::world::CommandQueue::default();
    let mut commands = Commands::new(&mut queue, world);
    let body = open_panel(&mut commands, "settings-title");
    add_shared_rows(&mut commands, world, body);
    if let Some(note) = folder.as_ref().and_then(assets_note) {
        add_note(&mut commands, body, note);
    }
    add_done(&mut commands, body);
    queue.apply(world);
}

/// Where the desktop game reads its pictures and settings from (the browser has no
/// choice, and no note).
fn assets_note(folder: &AssetFolder) -> Option<Msg> {
    if cfg!(target_arch = "wasm32") {
        return None;
    }
    Some(match &folder.0 {
        Some(path) => Msg::new("settings-assets-folder").text("folder", path.display().to_string()),
        None => Msg::new("settings-assets-built-in"),
    })
}
