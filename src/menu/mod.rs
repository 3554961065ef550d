//! The main menu: a card per game (a small picture of a game in progress, its rule in a
//! line, the best score for the settings chosen, Play, today's Daily puzzle (marked
//! once played, with the run of days) and Settings), then Statistics, Settings
//! (what every game shares) and, on the desktop, Quit. It fits any window from a phone's
//! 360x640 up, and is drawn again when the window turns from wide to a phone's or back;
//! the keyboard walks it (Tab or the arrows, Enter).
//!
//! May import: `games` (the registry) and every layer below it.

mod preview;
mod statistics;

use bevy::prelude::*;

use crate::audio::player::SoundSettings;
use crate::core::beacon::BeaconName;
use crate::core::format::score_marked;
use crate::core::game::{AppState, GameId, Launch};
use crate::core::words::{Localized, Msg};
use crate::games::{ViewVisitor, with_game_view};
use crate::look::icons::Icons;
use crate::look::ui_colours::UiRole;
use crate::persist::shared::{BestScores, Preferences};
use crate::persist::stats::{DailyRecords, Statistics};
use crate::platform::asset_files::AssetFolder;
use crate::platform::clock::today_date;
use crate::session::game_view::GameView;
use crate::session::settings_panel::{add_shared_rows, open_game_panel};
use crate::ui::access::SpokenName;
use crate::ui::button::{IconLabel, accent_button, spawn_icon_button};
use crate::ui::focus::Activate;
use crate::ui::panel::{add_done, add_note, open_panel};
use crate::ui::scale::Screen;
use crate::ui::text::{LABEL, SMALL, TITLE, strong, text};

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

/// A card's width, in UI units: two side by side at 860 pixels, four at 1920.
const CARD_WIDTH: f32 = 318.0;

/// Everything a card needs to know about its game, read from the world.
struct CardFacts {
    id: GameId,
    rule: &'static str,
    best: Msg,
    /// Whether today's puzzle was finished, and the run of days in a row.
    daily_done: bool,
    daily_streak: u32,
}

struct Facts<'a>(&'a World);

impl ViewVisitor for Facts<'_> {
    type Output = CardFacts;
    fn visit<P: GameView>(self) -> CardFacts {
        let world = self.0;
        let params = P::params(
            world.resource::<P::Config>(),
            world.resource::<P::Settings>(),
        );
        let game = GameId(P::ID);
        let key = Statistics::key(&game.key(), &params.to_string());
        let best = world
            .resource::<Statistics>()
            .best_of(&key, world.resource::<BestScores>().of(game));
        let settings = P::describe_params(&params);
        let today = today_date();
        let daily = world.resource::<DailyRecords>().0.get(&game.key());
        CardFacts {
            daily_done: daily.is_some_and(|record| record.on(today).is_some()),
            daily_streak: daily.map_or(0, |record| record.streak_on(today)),
            id: game,
            rule: P::RULE,
            best: match best {
                Some((best, assisted)) => Msg::new("menu-best-at")
                    .msg("settings", settings)
                    .msg("score", score_marked(best, assisted)),
                None => Msg::new("menu-not-played").msg("settings", settings),
            },
        }
    }
}

fn spawn_menu(world: &mut World) {
    let cards: Vec<CardFacts> = grid_rules::games::GAMES
        .iter()
        .filter_map(|game| with_game_view(game.id, Facts(world)).ok())
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

/// A game's card: its picture, name, rule and best, and Play and Settings.
fn spawn_card(commands: &mut Commands, grid: Entity, icons: &Icons, card: CardFacts) {
    let frame = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                row_gap: px(10),
                padding: UiRect::all(px(12)),
                width: px(CARD_WIDTH),
                max_width: percent(100),
                border_radius: BorderRadius::all(px(14)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            UiRole::Surface,
            ChildOf(grid),
        ))
        .id();
    let top = commands
        .spawn((
            Node {
                column_gap: px(12),
                align_items: AlignItems::Center,
                ..default()
            },
            ChildOf(frame),
        ))
        .id();
    let id = card.id;
    commands.queue(move |world: &mut World| {
        let _ = with_game_view(id.0, preview::Preview { world, card: top });
    });
    let words = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                flex_grow: 1.0,
                flex_shrink: 1.0,
                row_gap: px(3),
                ..default()
            },
            ChildOf(top),
        ))
        .id();
    commands.spawn((
        Localized::new(card.id.name()),
        strong(LABEL, UiRole::Text),
        ChildOf(words),
    ));
    commands.spawn((
        Localized::new(card.rule),
        text(SMALL, UiRole::Muted),
        ChildOf(words),
    ));
    commands.spawn((
        Localized::new(card.best),
        text(SMALL, UiRole::Text),
        ChildOf(words),
    ));
    let buttons = commands
        .spawn((
            Node {
                column_gap: px(6),
                align_items: AlignItems::Center,
                ..default()
            },
            ChildOf(frame),
        ))
        .id();
    commands
        .spawn((
            accent_button("menu-play", LABEL),
            SpokenName(Msg::new("access-play-game").msg("game", id.name())),
            PlayButton(id),
            BeaconName(format!("play-{}", id.0)),
            ChildOf(buttons),
        ))
        .observe(
            move |_: On<Activate>, mut next: ResMut<NextState<AppState>>| {
                next.set(AppState::Playing(id));
            },
        );
    let daily_label = match (card.daily_done, card.daily_streak) {
        (true, streak) if streak > 1 => Msg::new("menu-daily-done-streak").num("days", streak),
        (true, _) => Msg::new("menu-daily-done"),
        (false, _) => Msg::new("menu-daily"),
    };
    let daily = spawn_icon_button(
        commands,
        buttons,
        icons,
        ("daily", daily_label.clone(), IconLabel::Beside),
        move |_: On<Activate>,
              mut launch: ResMut<Launch>,
              mut next: ResMut<NextState<AppState>>| {
            launch.game = Some(id);
            launch.daily = Some(today_date());
            next.set(AppState::Playing(id));
        },
    );
    commands.entity(daily).insert((
        BeaconName(format!("daily-{}", id.0)),
        DailyButton(id),
        SpokenName(
            Msg::new("access-card-button")
                .msg("game", id.name())
                .msg("button", daily_label),
        ),
    ));
    let settings = spawn_icon_button(
        commands,
        buttons,
        icons,
        (
            "settings",
            Msg::new("menu-game-settings").msg("game", id.name()),
            IconLabel::Tooltip,
        ),
        move |_: On<Activate>, mut commands: Commands| {
            commands.queue(move |world: &mut World| {
                let _ = with_game_view(id.0, OpenPanel(world));
            });
        },
    );
    commands
        .entity(settings)
        .insert(BeaconName(format!("settings-{}", id.0)));
}

/// A card's Daily button, and its game.
#[derive(Component, Debug, Clone, Copy)]
pub struct DailyButton(pub GameId);

/// A card's Play button, and its game (the beacon tells the play-tests where each is).
#[derive(Component, Debug, Clone, Copy)]
pub struct PlayButton(pub GameId);

struct OpenPanel<'a>(&'a mut World);

impl ViewVisitor for OpenPanel<'_> {
    type Output = ();
    fn visit<P: GameView>(self) {
        open_game_panel::<P>(self.0);
    }
}

/// The settings every game shares, from the menu.
fn open_shared_settings(world: &mut World) {
    let prefs = world.resource::<Preferences>().clone();
    let sound = world.resource::<SoundSettings>().clone();
    let themes = world.resource::<crate::look::theme::Themes>().clone();
    let languages = world
        .resource::<crate::look::languages::Languages>()
        .clone();
    let folder = world.get_resource::<AssetFolder>().cloned();
    let mut queue = bevy::ecs::world::CommandQueue::default();
    let mut commands = Commands::new(&mut queue, world);
    let body = open_panel(&mut commands, "settings-title");
    add_shared_rows(&mut commands, body, &prefs, &sound, (&themes, &languages));
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
