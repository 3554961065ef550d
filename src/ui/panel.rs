//! The settings panel: an overlay card of sections (a heading, a note, rows of
//! controls from `controls.rs`) and Done, scrolling when it is taller than the window.
//! Which rows there are is the screens' business. Also scrolling by wheel and finger
//! for any scrolling node, and Escape closing the panel.

use bevy::prelude::*;

use super::button::{accent_button_with, button_node};
use super::focus::Activate;
use super::text::{LABEL, SMALL, TITLE, strong, text};
use crate::core::words::{Localized, Msg};
use crate::look::ui_colours::UiRole;

/// The open settings panel (one at a time).
#[derive(Component, Debug)]
pub struct SettingsPanel;

/// Whether a settings panel is open, and closing it: Done, Escape, the gamepad's B and
/// the Settings command all close it so.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Panels<'w, 's> {
    open: Query<'w, 's, Entity, With<SettingsPanel>>,
    commands: Commands<'w, 's>,
}

impl Panels<'_, '_> {
    /// Whether a panel is open.
    pub fn is_open(&self) -> bool {
        !self.open.is_empty()
    }

    /// Closes the open panel, if any.
    pub fn close(&mut self) {
        for panel in &self.open {
            self.commands.entity(panel).despawn();
        }
    }
}

/// Opens the panel over the window with `title`; returns its body, where sections go.
pub fn open_panel(commands: &mut Commands, title: impl Into<Msg>) -> Entity {
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
                padding: UiRect::all(px(20)),
                row_gap: px(4),
                width: px(440),
                max_width: percent(96),
                max_height: percent(96),
                overflow: Overflow::scroll_y(),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            UiRole::Surface,
            // A toast over a top HUD bar would cut the title: it shows at the bottom then.
            super::tooltip::ToastsLow,
            ChildOf(panel),
        ))
        .id();
    commands.spawn((
        Localized::new(title),
        strong(TITLE, UiRole::Text),
        ChildOf(body),
    ));
    body
}

/// Adds a section heading to a panel body.
pub fn add_heading(commands: &mut Commands, body: Entity, heading: impl Into<Msg>) {
    commands.spawn((
        Localized::new(heading),
        strong(SMALL, UiRole::Muted),
        Node {
            margin: UiRect::top(px(14)),
            ..default()
        },
        ChildOf(body),
    ));
}

/// Adds a line of small text to a panel body (what a game's changes wait for).
pub fn add_note(commands: &mut Commands, body: Entity, note: impl Into<Msg>) -> Entity {
    commands
        .spawn((
            Localized::new(note),
            text(SMALL, UiRole::Muted),
            ChildOf(body),
        ))
        .id()
}

/// Adds Done, which closes the panel.
pub fn add_done(commands: &mut Commands, body: Entity) {
    commands
        .spawn((
            accent_button_with(
                "panel-done",
                LABEL,
                Node {
                    margin: UiRect::top(px(16)),
                    align_self: AlignSelf::FlexEnd,
                    ..button_node()
                },
            ),
            ChildOf(body),
        ))
        .observe(|_: On<Activate>, mut panels: Panels| panels.close());
}

/// A wheel or a finger dragging over a scrolling node (a long panel, the menu on a
/// small screen) scrolls it.
pub fn scroll_with_wheel(
    mut scroll: On<PointerScroll>,
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
    mut drag: On<PointerDrag>,
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
pub fn close_panel_on_escape(keys: Option<ResMut<ButtonInput<KeyCode>>>, mut panels: Panels) {
    let Some(mut keys) = keys else { return };
    if !panels.is_open() || !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    keys.clear_just_pressed(KeyCode::Escape);
    panels.close();
}
