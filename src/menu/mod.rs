//! The main menu: a card per game (a small picture of the game, its rule in a line, the
//! best score for the settings chosen, Play and Settings), then Statistics, Settings
//! (what every game shares) and, on the desktop, Quit. It fits any window from a phone's
//! 360x640 up; the keyboard walks it (Tab or the arrows, Enter).
//!
//! May import: `games` (the registry) and every layer below it.

mod preview;
mod statistics;

use bevy::prelude::*;

use crate::audio::player::SoundSettings;
use crate::core::beacon::BeaconName;
use crate::core::game::{AppState, GameId};
use crate::games::{ViewVisitor, with_game_view};
use crate::persist::settings::{BestScores, Preferences};
use crate::persist::stats::Statistics;
use crate::session::game_view::GameView;
use crate::session::settings_panel::add_shared_rows;
use crate::session::settings_panel::open_game_panel;
use crate::ui::button::button_with;
use crate::ui::focus::Activate;
use crate::ui::panel::{add_done, open_panel, thumb_sized};
use crate::ui::text::TEXT_COLOUR;
use crate::ui::text::text;

/// Spawns the menu on entering it.
pub struct MenuPlugin;

impl Plugin for MenuPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(OnEnter(AppState::Menu), spawn_menu);
    }
}

/// The card colour.
const CARD: Color = Color::srgb(0.09, 0.1, 0.14);

/// Everything a card needs to know about its game, read from the world.
struct CardFacts {
    id: GameId,
    title: &'static str,
    rule: &'static str,
    best: String,
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
            .0
            .get(&key)
            .and_then(|record| record.best())
            .or_else(|| world.resource::<BestScores>().of(game));
        let settings = P::describe_params(&params);
        CardFacts {
            id: game,
            title: P::TITLE,
            rule: P::RULE,
            best: match best {
                Some(best) => format!("Best at {settings}: {best}"),
                None => format!("{settings}: not played yet"),
            },
        }
    }
}

fn spawn_menu(world: &mut World) {
    let cards: Vec<CardFacts> = grid_rules::games::GAMES
        .iter()
        .filter_map(|game| with_game_view(game.id, Facts(world)).ok())
        .collect();
    let mut queue = bevy::ecs::world::CommandQueue::default();
    let mut commands = Commands::new(&mut queue, world);
    let menu = commands
        .spawn((
            Name::new("Menu"),
            DespawnOnExit(AppState::Menu),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(10)),
                row_gap: px(8),
                overflow: Overflow::scroll_y(),
                ..default()
            },
        ))
        .id();
    commands.spawn((
        Text::new("Grid Puzzles"),
        text(36.0, TEXT_COLOUR),
        ChildOf(menu),
    ));
    for card in cards {
        spawn_card(&mut commands, menu, card);
    }
    let footer = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                column_gap: px(8),
                ..default()
            },
            ChildOf(menu),
        ))
        .id();
    commands
        .spawn((
            button_with("Statistics", 20.0, thumb_sized()),
            BeaconName("statistics".into()),
            ChildOf(footer),
        ))
        .observe(|_: On<Activate>, mut commands: Commands| {
            commands.queue(statistics::open_statistics);
        });
    commands
        .spawn((
            button_with("Settings", 20.0, thumb_sized()),
            BeaconName("settings".into()),
            ChildOf(footer),
        ))
        .observe(|_: On<Activate>, mut commands: Commands| {
            commands.queue(open_shared_settings);
        });
    #[cfg(not(target_arch = "wasm32"))]
    commands
        .spawn((button_with("Quit", 20.0, thumb_sized()), ChildOf(footer)))
        .observe(
            |_: On<Activate>, mut exit: MessageWriter<AppExit>, mut commands: Commands| {
                commands.queue(bevy::settings::SaveSettingsSync::IfChanged);
                exit.write(AppExit::Success);
            },
        );
    queue.apply(world);
}

/// A game's card: its picture, name, rule and best, and Play and Settings.
fn spawn_card(commands: &mut Commands, menu: Entity, card: CardFacts) {
    let row = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                align_items: AlignItems::Center,
                column_gap: px(10),
                padding: UiRect::all(px(8)),
                width: percent(100),
                max_width: px(720),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BackgroundColor(CARD),
            ChildOf(menu),
        ))
        .id();
    let id = card.id;
    let picture = preview::spawn_frame(commands, row);
    commands.queue(move |world: &mut World| {
        let _ = with_game_view(
            id.0,
            preview::Preview {
                world,
                frame: picture,
            },
        );
    });
    let words = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                flex_grow: 1.0,
                flex_basis: px(170),
                ..default()
            },
            ChildOf(row),
        ))
        .id();
    commands.spawn((
        Text::new(card.title),
        text(22.0, TEXT_COLOUR),
        ChildOf(words),
    ));
    commands.spawn((
        Text::new(card.rule),
        text(14.0, Color::srgb(0.75, 0.76, 0.8)),
        ChildOf(words),
    ));
    commands.spawn((
        Text::new(card.best),
        text(14.0, Color::srgb(0.95, 0.85, 0.45)),
        ChildOf(words),
    ));
    let buttons = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Row,
                ..default()
            },
            ChildOf(row),
        ))
        .id();
    commands
        .spawn((
            button_with("Play", 20.0, thumb_sized()),
            PlayButton(id),
            BeaconName(format!("play-{}", id.0)),
            ChildOf(buttons),
        ))
        .observe(
            move |_: On<Activate>, mut next: ResMut<NextState<AppState>>| {
                next.set(AppState::Playing(id));
            },
        );
    commands
        .spawn((
            button_with("Settings", 16.0, thumb_sized()),
            ChildOf(buttons),
        ))
        .observe(move |_: On<Activate>, mut commands: Commands| {
            commands.queue(move |world: &mut World| {
                let _ = with_game_view(id.0, OpenPanel(world));
            });
        });
}

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
    let mut queue = bevy::ecs::world::CommandQueue::default();
    let mut commands = Commands::new(&mut queue, world);
    let body = open_panel(&mut commands, "Settings");
    add_shared_rows(&mut commands, body, &prefs, &sound, &themes);
    add_done(&mut commands, body);
    queue.apply(world);
}
