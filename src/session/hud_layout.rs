//! The in-game HUD's layout, in three shapes, chosen for the window and the board so the
//! board gets as much of the screen as it can:
//! - **top**: one bar above the board: the game's title, the score line (score, best,
//!   seed, par), the game's own line and extras, and a toolbar of the actions;
//! - **side**: the same as a panel beside the board, when that leaves a larger board (a
//!   wide window, a phone on its side);
//! - **phone**: a slim bar at the top (score, the game's line) and a toolbar at the
//!   bottom, in reach of a thumb, with the four most used actions and "More" for the rest.
//!
//! The session fills the texts in; [`measure_hud`] tells the board what the HUD takes.

use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use bevy::window::PrimaryWindow;

use crate::board::root::{BoardFrame, BoardMargin, BoardRoot, MARGIN};
use crate::core::beacon::BeaconName;
use crate::core::game::{AppState, GameCommand, GameId};
use crate::look::icons::Icons;
use crate::look::ui_colours::UiRole;
use crate::session::game_view::{GameView, game_id};
use crate::ui::button::{IconLabel, send, spawn_icon_button};
use crate::ui::focus::Activate;
use crate::ui::scale::{Screen, window_size};
use crate::ui::text::{LABEL, SMALL, TITLE, number, strong, text};

/// The HUD's shape.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HudLayout {
    #[default]
    Top,
    Side,
    Phone,
}

/// Width of the side panel, in UI units.
const SIDE_WIDTH: f32 = 232.0;
/// Height of the top bar, in UI units, for choosing a shape before it is laid out.
const TOP_HEIGHT: f32 = 60.0;
/// Room kept around the board on a phone, whose board wants every pixel.
const PHONE_MARGIN: f32 = 4.0;
/// A top toolbar shows its buttons' names beside the icons from this wide (UI units).
const LABELS_FROM: f32 = 1180.0;

impl HudLayout {
    /// The shape for a window of `window` logical pixels at UI scale `scale`, for a
    /// board of `cells` (with its margin): a phone's own, else whichever of a bar on top
    /// or a panel beside gives the larger board.
    pub fn choose(window: Vec2, scale: f32, cells: Vec2) -> Self {
        if Screen::of(window) == Screen::Phone {
            return HudLayout::Phone;
        }
        let cell = |room: Vec2| {
            let room = room - Vec2::splat(2.0 * MARGIN);
            (room.x / cells.x).min(room.y / cells.y)
        };
        let on_top = cell(window - Vec2::new(0.0, TOP_HEIGHT * scale));
        let beside = cell(window - Vec2::new(SIDE_WIDTH * scale, 0.0));
        // A panel costs reading across; it has to win by a clear margin.
        if beside > on_top * 1.04 {
            HudLayout::Side
        } else {
            HudLayout::Top
        }
    }
}

/// The line with score, best, seed and par.
#[derive(Component, Debug)]
pub struct ScoreText;

/// The game's own line (blocks left, the clock, "Next:").
#[derive(Component, Debug)]
pub struct InfoText;

/// The seed of the deal.
#[derive(Component, Debug)]
pub struct SeedText;

/// What the engine is doing (thinking, auto-play).
#[derive(Component, Debug)]
pub struct StatusText;

/// A part of the HUD and the edge of the window it takes room from.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HudRoot {
    Top,
    Bottom,
    Left,
}

/// The row where a game puts its own extras (the life bar, the next balls).
#[derive(Component, Debug)]
pub struct GameButtonRow;

/// The phone's sheet of the less used actions, opened by "More".
#[derive(Component, Debug)]
pub struct MoreSheet;

/// The HUD's actions: icon, name, command, and whether a phone keeps it in its bar.
fn actions(auto_label: &'static str) -> [(&'static str, &'static str, GameCommand, bool); 8] {
    [
        ("undo", "Undo", GameCommand::Undo, true),
        ("hint", "Hint", GameCommand::Hint, true),
        ("new", "New game", GameCommand::NewGame, true),
        ("redo", "Redo", GameCommand::Redo, false),
        ("auto", auto_label, GameCommand::AutoPlay, false),
        ("share", "Share", GameCommand::Share, false),
        ("settings", "Settings", GameCommand::Settings, false),
        ("menu", "Menu", GameCommand::BackToMenu, true),
    ]
}

/// The name the play-tests press an action by: `hud-new-game`.
fn beacon_name(label: &str) -> BeaconName {
    BeaconName(format!("hud-{}", label.to_lowercase().replace(' ', "-")))
}

/// Spawns the HUD of `game` in `layout`, scoped to the game; `auto_label` names its
/// auto-play action.
pub fn spawn_hud(
    commands: &mut Commands,
    icons: &Icons,
    game: GameId,
    auto_label: &'static str,
    (layout, wide): (HudLayout, bool),
) {
    let scope = DespawnOnExit(AppState::Playing(game));
    let bar = |edge: HudRoot, node: Node| {
        (
            edge,
            node,
            BackgroundColor(Color::NONE),
            UiRole::Surface,
            scope.clone(),
            GlobalZIndex(2),
        )
    };
    match layout {
        HudLayout::Top => {
            let root = commands
                .spawn(bar(
                    HudRoot::Top,
                    Node {
                        position_type: PositionType::Absolute,
                        top: px(0),
                        left: px(0),
                        width: percent(100),
                        padding: UiRect::axes(px(14), px(6)),
                        column_gap: px(18),
                        align_items: AlignItems::Center,
                        ..default()
                    },
                ))
                .id();
            commands.spawn((
                Text::new(game.title()),
                strong(TITLE - 2.0, UiRole::Text),
                Node {
                    flex_shrink: 0.0,
                    ..default()
                },
                ChildOf(root),
            ));
            spawn_lines(commands, root, LABEL);
            let tools = commands
                .spawn((
                    Node {
                        margin: UiRect::left(Val::Auto),
                        flex_shrink: 0.0,
                        ..default()
                    },
                    ChildOf(root),
                ))
                .id();
            let shown = if wide {
                IconLabel::Beside
            } else {
                IconLabel::Tooltip
            };
            for (icon, label, command, _) in actions(auto_label) {
                spawn_action(commands, tools, icons, (icon, label, shown), command);
            }
        }
        HudLayout::Side => {
            let root = commands
                .spawn(bar(
                    HudRoot::Left,
                    Node {
                        position_type: PositionType::Absolute,
                        top: px(0),
                        left: px(0),
                        width: px(SIDE_WIDTH),
                        height: percent(100),
                        flex_direction: FlexDirection::Column,
                        padding: UiRect::all(px(16)),
                        row_gap: px(10),
                        overflow: Overflow::scroll_y(),
                        ..default()
                    },
                ))
                .id();
            commands.spawn((
                Text::new(game.title()),
                strong(TITLE, UiRole::Text),
                ChildOf(root),
            ));
            spawn_lines(commands, root, LABEL);
            let tools = commands
                .spawn((
                    Node {
                        flex_direction: FlexDirection::Column,
                        margin: UiRect::top(Val::Auto),
                        ..default()
                    },
                    ChildOf(root),
                ))
                .id();
            for (icon, label, command, _) in actions(auto_label) {
                spawn_action(
                    commands,
                    tools,
                    icons,
                    (icon, label, IconLabel::Beside),
                    command,
                );
            }
        }
        HudLayout::Phone => {
            let root = commands
                .spawn(bar(
                    HudRoot::Top,
                    Node {
                        position_type: PositionType::Absolute,
                        top: px(0),
                        left: px(0),
                        width: percent(100),
                        flex_direction: FlexDirection::Column,
                        padding: UiRect::axes(px(10), px(5)),
                        ..default()
                    },
                ))
                .id();
            spawn_lines(commands, root, LABEL - 2.0);
            spawn_phone_toolbar(commands, icons, auto_label, scope);
        }
    }
}

/// The score line, and under it the game's line, its extras and the engine's line.
fn spawn_lines(commands: &mut Commands, parent: Entity, size: f32) {
    let lines = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                flex_shrink: 1.0,
                row_gap: px(1),
                ..default()
            },
            ChildOf(parent),
        ))
        .id();
    commands.spawn((
        ScoreText,
        Text::new(""),
        number(size, UiRole::Text),
        ChildOf(lines),
    ));
    let row = commands
        .spawn((
            Node {
                flex_wrap: FlexWrap::Wrap,
                align_items: AlignItems::Center,
                column_gap: px(10),
                // Keeps its room while empty: engines' lines come and go, and the board
                // under the HUD must not move each time.
                min_height: px(SMALL * 1.3),
                ..default()
            },
            ChildOf(lines),
        ))
        .id();
    commands.spawn((
        InfoText,
        Text::new(""),
        text(SMALL, UiRole::Muted),
        ChildOf(row),
    ));
    commands.spawn((
        GameButtonRow,
        Node {
            align_items: AlignItems::Center,
            column_gap: px(6),
            ..default()
        },
        ChildOf(row),
    ));
    commands.spawn((
        SeedText,
        Text::new(""),
        text(SMALL, UiRole::Muted),
        ChildOf(row),
    ));
    commands.spawn((
        StatusText,
        Text::new(""),
        text(SMALL, UiRole::Muted),
        ChildOf(row),
    ));
}

/// An action's button: it sends `command` and closes the "more" sheet.
fn spawn_action(
    commands: &mut Commands,
    parent: Entity,
    icons: &Icons,
    (icon, label, shown): (&str, &str, IconLabel),
    command: GameCommand,
) -> Entity {
    let button = spawn_icon_button(commands, parent, icons, (icon, label, shown), send(command));
    commands.entity(button).insert(beacon_name(label)).observe(
        |_: On<Activate>, mut sheets: Query<&mut Visibility, With<MoreSheet>>| {
            for mut sheet in &mut sheets {
                sheet.set_if_neq(Visibility::Hidden);
            }
        },
    );
    button
}

/// The phone's toolbar at the bottom, and its "more" sheet (hidden) above it.
fn spawn_phone_toolbar(
    commands: &mut Commands,
    icons: &Icons,
    auto_label: &'static str,
    scope: DespawnOnExit<AppState>,
) {
    let toolbar = commands
        .spawn((
            HudRoot::Bottom,
            Node {
                position_type: PositionType::Absolute,
                bottom: px(0),
                left: px(0),
                width: percent(100),
                justify_content: JustifyContent::SpaceAround,
                padding: UiRect::axes(px(4), px(4)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            UiRole::Surface,
            scope.clone(),
            GlobalZIndex(2),
        ))
        .id();
    let sheet = commands
        .spawn((
            MoreSheet,
            Node {
                position_type: PositionType::Absolute,
                bottom: px(62),
                right: px(8),
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(6)),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            UiRole::Surface,
            Visibility::Hidden,
            scope,
            GlobalZIndex(20),
        ))
        .id();
    for (icon, label, command, in_bar) in actions(auto_label) {
        let (parent, shown) = if in_bar {
            (toolbar, IconLabel::Under)
        } else {
            (sheet, IconLabel::Beside)
        };
        let button = spawn_action(commands, parent, icons, (icon, label, shown), command);
        if in_bar && command == GameCommand::NewGame {
            // "More" goes after New game, so Menu keeps the far right.
            let more = spawn_icon_button(
                commands,
                toolbar,
                icons,
                ("more", "More", IconLabel::Under),
                |_: On<Activate>, mut sheets: Query<&mut Visibility, With<MoreSheet>>| {
                    for mut sheet in &mut sheets {
                        let next = if *sheet == Visibility::Hidden {
                            Visibility::Inherited
                        } else {
                            Visibility::Hidden
                        };
                        *sheet = next;
                    }
                },
            );
            commands.entity(more).insert(BeaconName("hud-more".into()));
            let _ = button;
        }
    }
}

/// Keeps the HUD of game `P` in the shape that suits the window and the board: spawns
/// it as the game opens, and afresh when the shape changes (the session fills its texts
/// in again, and the game its extras).
#[allow(clippy::type_complexity)]
#[allow(clippy::too_many_arguments)]
pub fn keep_hud_shape<P: GameView>(
    windows: Query<&Window, With<PrimaryWindow>>,
    scale: Res<UiScale>,
    roots: Query<(&BoardRoot, Option<&BoardMargin>)>,
    huds: Query<Entity, Or<(With<HudRoot>, With<MoreSheet>)>>,
    icons: Res<Icons>,
    mut layout: ResMut<HudLayout>,
    mut wide: Local<bool>,
    mut commands: Commands,
) {
    let window = window_size(&windows);
    let cells = roots
        .iter()
        .next()
        .map_or(Vec2::splat(8.0), |(root, margin)| {
            let extra = 2.0 * margin.map_or(0.0, |m| m.0);
            Vec2::new(root.width as f32 + extra, root.height as f32 + extra)
        });
    let wanted = HudLayout::choose(window, scale.0, cells);
    let wanted_wide = window.x / scale.0 >= LABELS_FROM;
    if !huds.is_empty() && wanted == *layout && wanted_wide == *wide {
        return;
    }
    for hud in &huds {
        commands.entity(hud).despawn();
    }
    layout.set_if_neq(wanted);
    *wide = wanted_wide;
    spawn_hud(
        &mut commands,
        &icons,
        game_id::<P>(),
        P::AUTO_LABEL,
        (wanted, wanted_wide),
    );
}

/// Tells the board what the HUD takes at each edge of the window, in the frame the HUD
/// is laid out (before the board is fitted), and how much room to keep around it.
pub fn measure_hud(
    huds: Query<(&HudRoot, &ComputedNode, &UiGlobalTransform)>,
    layout: Res<HudLayout>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut frame: ResMut<BoardFrame>,
) {
    let window = window_size(&windows);
    let to_logical = 1.0 / windows.single().map_or(1.0, |window| window.scale_factor());
    let mut measured = BoardFrame {
        top: 0.0,
        bottom: 0.0,
        left: 0.0,
        right: 0.0,
        margin: if *layout == HudLayout::Phone {
            PHONE_MARGIN
        } else {
            MARGIN
        },
        align_top: *layout == HudLayout::Phone,
    };
    for (edge, node, at) in &huds {
        let size = node.size() * to_logical;
        let centre = at.affine().translation * to_logical;
        match edge {
            HudRoot::Top => measured.top = measured.top.max(centre.y + size.y / 2.0),
            HudRoot::Bottom => {
                measured.bottom = measured.bottom.max(window.y - (centre.y - size.y / 2.0));
            }
            HudRoot::Left => measured.left = measured.left.max(centre.x + size.x / 2.0),
        }
    }
    frame.set_if_neq(measured);
}
