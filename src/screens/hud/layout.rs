//! The in-game HUD's layout, in three shapes, chosen for the window and the board so the
//! board gets as much of the screen as it can:
//! - **top**: one bar above the board: the game's title, the score line (score, best,
//!   seed, par), the game's own line and extras, and a toolbar of the actions;
//! - **side**: the same as a panel beside the board, when that leaves a larger board (a
//!   wide window, a phone on its side);
//! - **phone**: a slim bar at the top (score, the game's line) and a toolbar at the
//!   bottom, in reach of a thumb, with the four most used actions and "More" for the rest
//!   (a window's top bar, too, keeps its least used actions under "More").
//!
//! The session fills the texts in; `hud_shape.rs` chooses the shape and tells the board
//! what the HUD takes.

use crate::core::words::Localized;
use bevy::prelude::*;

use crate::core::game::{AppState, GameId};
use crate::look::icons::Icons;
use crate::look::ui_colours::UiRole;
use crate::screens::hud::actions::{Room, actions, spawn_action, spawn_bar_actions};
use crate::ui::button::IconLabel;
use crate::ui::text::{LABEL, SMALL, TITLE, number, strong, tabular, text};

/// The HUD's shape.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HudLayout {
    #[default]
    Top,
    Side,
    Phone,
}

/// Width of the side panel, in UI units.
pub(super) const SIDE_WIDTH: f32 = 232.0;
/// Height of the top bar, in UI units, for choosing a shape before it is laid out.
pub(super) const TOP_HEIGHT: f32 = 60.0;
/// Room kept around the board on a phone, whose board wants every pixel.
pub(super) const PHONE_MARGIN: f32 = 4.0;
/// A top toolbar shows its buttons' names beside the icons from this wide (UI units).
pub(super) const LABELS_FROM: f32 = 1180.0;

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

/// The size of the game's name in a bar over the board.
const BAR_TITLE: f32 = 20.0;

/// The row where a game puts its own extras (the life bar, the next balls).
#[derive(Component, Debug)]
pub struct GameButtonRow;

/// Spawns the HUD of `game` in `layout`, scoped to the game; `auto_label` names its
/// auto-play action.
pub fn spawn_hud(
    commands: &mut Commands,
    icons: &Icons,
    game: GameId,
    auto_label: &'static str,
    (layout, wide): (HudLayout, bool),
) {
    let hud = Hud {
        icons,
        game,
        auto_label,
    };
    match layout {
        HudLayout::Top => hud.spawn_top_bar(commands, wide),
        HudLayout::Side => hud.spawn_side_panel(commands),
        HudLayout::Phone => hud.spawn_phone_bars(commands),
    }
}

/// What every shape of the HUD is made for: its game, the engine's button's label and
/// the icons.
struct Hud<'a> {
    icons: &'a Icons,
    game: GameId,
    auto_label: &'static str,
}

impl Hud<'_> {
    /// The root of the HUD at `edge`, laid out as `node`, scoped to the game.
    fn spawn_root(&self, commands: &mut Commands, edge: HudRoot, node: Node) -> Entity {
        commands
            .spawn((
                edge,
                node,
                BackgroundColor(Color::NONE),
                UiRole::Surface,
                self.scope(),
                GlobalZIndex(2),
            ))
            .id()
    }

    /// The game's actions under `tools`, their names shown as `shown`.
    fn spawn_actions(&self, commands: &mut Commands, tools: Entity, shown: IconLabel) {
        for (icon, label, command, _) in actions(self.auto_label) {
            spawn_action(commands, tools, self.icons, (icon, label, shown), command);
        }
    }

    /// A bar across the top: the game's name, its lines, then its actions (named where
    /// the window is `wide`).
    fn spawn_top_bar(&self, commands: &mut Commands, wide: bool) {
        let root = self.spawn_root(
            commands,
            HudRoot::Top,
            Node {
                padding: UiRect::axes(px(14), px(6)),
                column_gap: px(14),
                align_items: AlignItems::Center,
                ..along_the_top()
            },
        );
        // A title a size below the screens' own: the score's words need the room in the
        // longer languages, and a second line would push the board down.
        commands.spawn((
            Localized::new(self.game.name()),
            strong(BAR_TITLE, UiRole::Text),
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
        // A bar holds as many buttons as it did before Restart and Pause came: the
        // longer languages' score lines need the rest of the row, and a second row would
        // push the board down. The least used wait under "More", just below the bar.
        let sheet_place = Node {
            top: px(TOP_HEIGHT),
            right: px(8),
            ..default()
        };
        spawn_bar_actions(
            commands,
            (tools, shown),
            self.icons,
            (self.auto_label, |room| room != Room::More),
            (sheet_place, self.scope()),
        );
    }

    /// What the HUD's parts are despawned with: leaving the game.
    fn scope(&self) -> DespawnOnExit<AppState> {
        DespawnOnExit(AppState::Playing(self.game))
    }

    /// A panel down the left: the game's name, its lines, and its actions at the foot,
    /// each named.
    fn spawn_side_panel(&self, commands: &mut Commands) {
        let root = self.spawn_root(
            commands,
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
        );
        commands.spawn((
            Localized::new(self.game.name()),
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
        self.spawn_actions(commands, tools, IconLabel::Beside);
    }

    /// A phone's bars: the lines on top, the actions at the bottom.
    fn spawn_phone_bars(&self, commands: &mut Commands) {
        let root = self.spawn_root(
            commands,
            HudRoot::Top,
            Node {
                flex_direction: FlexDirection::Column,
                padding: UiRect::axes(px(10), px(5)),
                ..along_the_top()
            },
        );
        spawn_lines(commands, root, LABEL);
        spawn_phone_toolbar(commands, self.icons, self.auto_label, self.scope());
    }
}

/// A bar along the top of the window, the whole width.
fn along_the_top() -> Node {
    Node {
        position_type: PositionType::Absolute,
        top: px(0),
        left: px(0),
        width: percent(100),
        ..default()
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
        Localized::empty(),
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
        Localized::empty(),
        tabular(SMALL, UiRole::Muted),
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
        Localized::empty(),
        text(SMALL, UiRole::Muted),
        ChildOf(row),
    ));
    commands.spawn((
        StatusText,
        Localized::empty(),
        text(SMALL, UiRole::Muted),
        ChildOf(row),
    ));
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
    let sheet_place = Node {
        bottom: px(62),
        right: px(8),
        ..default()
    };
    spawn_bar_actions(
        commands,
        (toolbar, IconLabel::Under),
        icons,
        (auto_label, |room| room == Room::Always),
        (sheet_place, scope),
    );
}
