//! The settings panel: an overlay of named rows, each with its current value and the
//! buttons that change it ("Width  [-] 15 [+]", "Symbols [Off]"), in sections, and
//! Done. A change is saved at once; changes that need a new game say so and apply on New
//! game. Which rows there are is the screens' business.

use bevy::ecs::component::Mutable;
use bevy::prelude::*;

use super::button::button_with;
use super::focus::Activate;
use super::text::{TEXT_COLOUR, text};
use crate::core::beacon::BeaconName;
use crate::persist::settings::save_settings_soon;

/// The open settings panel (one at a time).
#[derive(Component, Debug)]
pub struct SettingsPanel;

/// The value text of a setting row, for tests and tools.
#[derive(Component, Debug)]
pub struct SettingValue(pub &'static str);

/// How a setting of group `S` reads, given the configuration `C`.
pub type Reads<S, C> = fn(&S, &C) -> String;

/// A change to a setting of group `S`, given the configuration `C`.
pub type Changes<S, C> = fn(&mut S, &C);

/// How a row changes its setting.
pub enum Control<S, C> {
    /// Smaller and larger, within the setting's range.
    Stepper {
        less: Changes<S, C>,
        more: Changes<S, C>,
    },
    /// On and off, or the next of a few choices.
    Toggle(Changes<S, C>),
}

/// One named setting: its label, how its value reads, and how it changes. `S` is the
/// settings group it changes, `C` the configuration unset settings come from.
pub struct SettingRow<S, C> {
    pub label: &'static str,
    pub value: Reads<S, C>,
    pub control: Control<S, C>,
}

/// `On` or `Off`.
pub fn on_off(on: bool) -> String {
    if on { "On" } else { "Off" }.to_string()
}

/// Opens the panel over the window with `title`; returns its body, where sections go.
pub fn open_panel(commands: &mut Commands, title: &str) -> Entity {
    let panel = commands
        .spawn((
            SettingsPanel,
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.6)),
            GlobalZIndex(10),
        ))
        .id();
    let body = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(16)),
                row_gap: px(4),
                max_width: percent(96),
                max_height: percent(96),
                overflow: Overflow::scroll_y(),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(Color::srgb(0.07, 0.08, 0.11)),
            ChildOf(panel),
        ))
        .id();
    commands.spawn((Text::new(title), text(26.0, TEXT_COLOUR), ChildOf(body)));
    body
}

/// Adds a section heading to a panel body.
pub fn add_heading(commands: &mut Commands, body: Entity, heading: &str) {
    commands.spawn((
        Text::new(heading),
        text(18.0, Color::srgb(0.75, 0.8, 0.9)),
        Node {
            margin: UiRect::top(px(10)),
            ..default()
        },
        ChildOf(body),
    ));
}

/// Adds a line of small text to a panel body (what a game's changes wait for).
pub fn add_note(commands: &mut Commands, body: Entity, note: String) -> Entity {
    commands
        .spawn((
            Text::new(note),
            text(15.0, Color::srgb(0.7, 0.7, 0.75)),
            ChildOf(body),
        ))
        .id()
}

/// Adds `rows` of settings group `S` to a panel body. Every change saves the settings
/// and rewrites the row's value, and `note` (its text entity and how it reads).
pub fn add_rows<S, C>(
    commands: &mut Commands,
    body: Entity,
    rows: Vec<SettingRow<S, C>>,
    settings: &S,
    config: &C,
    note: Option<(Entity, Reads<S, C>)>,
) where
    S: Resource + Component<Mutability = Mutable>,
    C: Resource,
{
    for row in rows {
        let line = commands
            .spawn((
                Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
                    column_gap: px(6),
                    ..default()
                },
                ChildOf(body),
            ))
            .id();
        commands.spawn((
            Text::new(row.label),
            text(18.0, TEXT_COLOUR),
            Node {
                width: px(150),
                ..default()
            },
            ChildOf(line),
        ));
        let value_reads = row.value;
        let value = commands
            .spawn((
                SettingValue(row.label),
                Text::new(value_reads(settings, config)),
                text(18.0, TEXT_COLOUR),
                Node {
                    min_width: px(90),
                    justify_content: JustifyContent::Center,
                    ..default()
                },
            ))
            .id();
        let changes: Vec<(&str, Changes<S, C>)> = match row.control {
            Control::Stepper { less, more } => vec![("-", less), ("+", more)],
            Control::Toggle(change) => vec![("Change", change)],
        };
        // The value stands between - and +, or before its Change button.
        let mut placed_value = false;
        for (label, change) in changes {
            if label != "-" && !placed_value {
                commands.entity(value).insert(ChildOf(line));
                placed_value = true;
            }
            // Named for the play-tests: `setting-theme-change`, `setting-volume-+`.
            let name = format!("setting-{}-{}", row.label, label)
                .to_lowercase()
                .replace(' ', "-");
            commands
                .spawn((
                    button_with(label, 18.0, thumb_sized()),
                    BeaconName(name),
                    ChildOf(line),
                ))
                .observe(
                    move |_: On<Activate>,
                          mut settings: ResMut<S>,
                          config: Res<C>,
                          mut texts: Query<&mut Text>,
                          mut commands: Commands| {
                        change(&mut settings, &config);
                        save_settings_soon(&mut commands);
                        if let Ok(mut text) = texts.get_mut(value) {
                            text.0 = value_reads(&settings, &config);
                        }
                        if let Some((note, note_reads)) = note
                            && let Ok(mut text) = texts.get_mut(note)
                        {
                            text.0 = note_reads(&settings, &config);
                        }
                    },
                );
        }
        if !placed_value {
            commands.entity(value).insert(ChildOf(line));
        }
    }
}

/// A button's box big enough for a thumb.
pub fn thumb_sized() -> Node {
    Node {
        min_width: px(44),
        min_height: px(40),
        padding: UiRect::axes(px(12), px(6)),
        margin: UiRect::all(px(3)),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        border_radius: BorderRadius::all(px(6)),
        ..default()
    }
}

/// Adds Done, which closes the panel.
pub fn add_done(commands: &mut Commands, body: Entity) {
    commands
        .spawn((button_with("Done", 20.0, thumb_sized()), ChildOf(body)))
        .observe(
            |_: On<Activate>,
             panels: Query<Entity, With<SettingsPanel>>,
             mut commands: Commands| {
                for panel in &panels {
                    commands.entity(panel).despawn();
                }
            },
        );
}

/// A wheel or a finger dragging over a scrolling node (a long panel, the menu on a
/// small screen) scrolls it.
pub fn scroll_with_wheel(
    mut scroll: On<Pointer<Scroll>>,
    mut nodes: Query<(&mut ScrollPosition, &Node, &ComputedNode)>,
) {
    let delta = match scroll.unit {
        bevy::input::mouse::MouseScrollUnit::Line => -scroll.y * 24.0,
        bevy::input::mouse::MouseScrollUnit::Pixel => -scroll.y,
    };
    if scroll_node(&mut nodes, scroll.entity, delta) {
        scroll.propagate(false);
    }
}

/// Dragging (a finger on a phone) scrolls too.
pub fn scroll_with_drag(
    mut drag: On<Pointer<Drag>>,
    mut nodes: Query<(&mut ScrollPosition, &Node, &ComputedNode)>,
) {
    if scroll_node(&mut nodes, drag.entity, -drag.delta.y) {
        drag.propagate(false);
    }
}

/// Scrolls `entity` by `delta` pixels if it scrolls vertically; whether it did.
fn scroll_node(
    nodes: &mut Query<(&mut ScrollPosition, &Node, &ComputedNode)>,
    entity: Entity,
    delta: f32,
) -> bool {
    let Ok((mut position, node, computed)) = nodes.get_mut(entity) else {
        return false;
    };
    if node.overflow.y != OverflowAxis::Scroll || delta == 0.0 {
        return false;
    }
    let most = ((computed.content_size() - computed.size()) * computed.inverse_scale_factor()).y;
    position.y = (position.y + delta).clamp(0.0, most.max(0.0));
    true
}

/// Escape closes an open panel (and does nothing else).
pub fn close_panel_on_escape(
    keys: Option<ResMut<ButtonInput<KeyCode>>>,
    panels: Query<Entity, With<SettingsPanel>>,
    mut commands: Commands,
) {
    let Some(mut keys) = keys else { return };
    if panels.is_empty() || !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    keys.clear_just_pressed(KeyCode::Escape);
    for panel in &panels {
        commands.entity(panel).despawn();
    }
}
