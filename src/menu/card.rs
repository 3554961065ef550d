//! A game's card on the menu: its picture of a game in progress, name, rule in a line,
//! best score, Play, today's Daily (marked once played, with the run of days) and the
//! game's Settings.

use bevy::prelude::*;

use crate::core::beacon::BeaconName;
use crate::core::game::{AppState, GameId, Launch};
use crate::core::words::{Localized, Msg};
use crate::look::icons::Icons;
use crate::look::ui_colours::UiRole;
use crate::platform::clock::today_date;
use crate::screens::settings_panel::open_game_panel;
use crate::session::game::Game;
use crate::ui::access::SpokenName;
use crate::ui::button::{IconLabel, accent_button, spawn_icon_button};
use crate::ui::focus::Activate;
use crate::ui::text::{LABEL, SMALL, strong, text};

/// A card's width, in UI units: two side by side at 860 pixels, four at 1920.
pub(super) const CARD_WIDTH: f32 = 318.0;

/// Everything a card needs to know about its game, read from the world.
pub(super) struct CardFacts {
    pub(super) game: &'static dyn Game,
    pub(super) id: GameId,
    pub(super) rule: &'static str,
    pub(super) best: Msg,
    /// Whether today's puzzle was finished, and the run of days in a row.
    pub(super) daily_done: bool,
    pub(super) daily_streak: u32,
}

/// A game's card: its picture, name, rule and best, and Play and Settings.
pub(super) fn spawn_card(commands: &mut Commands, grid: Entity, icons: &Icons, card: CardFacts) {
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
    let (id, game) = (card.id, card.game);
    commands.queue(move |world: &mut World| {
        super::preview::spawn_preview(world, game, top);
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
            commands.queue(move |world: &mut World| open_game_panel(world, game));
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
