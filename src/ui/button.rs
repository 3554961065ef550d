//! Buttons every screen uses: a label in a rounded box, or an icon with its name (beside
//! or under it where there is room, and as a tooltip always), lighting up under the
//! pointer. What a button does is an observer of [`Activate`] (a click, a tap, or Enter
//! while it has the keyboard's focus), so each button carries its own handler.

use bevy::ecs::observer::IntoEntityObserver;
use bevy::prelude::*;

use super::focus::{Activate, UiButton};
use super::text::{LABEL, SMALL, font, strong};
use super::tooltip::Tooltip;
use crate::core::beacon::BeaconName;
use crate::core::game::GameCommand;
use crate::core::words::{Localized, Msg};
use crate::look::icons::Icons;
use crate::look::ui_colours::{UiColours, UiRole};
use bevy::picking::hover::Hovered;
use bevy::text::FontWeight;

/// The smallest side of anything a thumb presses.
pub const THUMB: f32 = 40.0;

/// A button with a label in the button colour (or the accent's, for the one action a
/// screen leads to).
pub fn button(label: impl Into<Msg>, font_size: f32) -> impl Bundle {
    button_with(label, font_size, button_node())
}

/// The box of a labelled button.
pub fn button_node() -> Node {
    Node {
        padding: UiRect::axes(px(14), px(6)),
        margin: UiRect::all(px(3)),
        min_height: px(THUMB),
        min_width: px(THUMB),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        border_radius: BorderRadius::all(px(8)),
        ..default()
    }
}

/// A button with a label and its own box.
pub fn button_with(label: impl Into<Msg>, font_size: f32, node: Node) -> impl Bundle {
    (
        UiButton,
        node,
        BackgroundColor(Color::NONE),
        UiRole::Button,
        children![(
            Localized::new(label),
            strong(font_size, UiRole::Text),
            TextLayout::no_wrap(),
            Pickable::IGNORE
        )],
    )
}

/// The same button in the accent colour: the action a screen leads to.
pub fn accent_button(label: impl Into<Msg>, font_size: f32) -> impl Bundle {
    accent_button_with(label, font_size, button_node())
}

/// An accent button with its own box.
pub fn accent_button_with(label: impl Into<Msg>, font_size: f32, node: Node) -> impl Bundle {
    (
        UiButton,
        node,
        BackgroundColor(Color::NONE),
        UiRole::Accent,
        children![(
            Localized::new(label),
            strong(font_size, UiRole::OnAccent),
            TextLayout::no_wrap(),
            Pickable::IGNORE
        )],
    )
}

/// Spawns a button under `parent` that runs `action` when activated (a primary click,
/// a tap, or Enter while it has the keyboard's focus).
pub fn spawn_button<M>(
    commands: &mut Commands,
    parent: Entity,
    label: impl Into<Msg>,
    font_size: f32,
    action: impl IntoEntityObserver<M>,
) -> Entity {
    commands
        .spawn((button(label, font_size), ChildOf(parent)))
        .observe(action)
        .id()
}

/// A button (`look`: [`button`] or [`accent_button`]) in `parent` that sends `command`,
/// named `beacon` for the play-tests.
pub fn spawn_command(
    commands: &mut Commands,
    parent: Entity,
    look: impl Bundle,
    beacon: &str,
    command: GameCommand,
) -> Entity {
    commands
        .spawn((look, BeaconName(beacon.into()), ChildOf(parent)))
        .observe(send(command))
        .id()
}

/// An action that sends `command`.
pub fn send(command: GameCommand) -> impl Fn(On<Activate>, MessageWriter<GameCommand>) {
    move |_: On<Activate>, mut commands: MessageWriter<GameCommand>| {
        commands.write(command);
    }
}

/// How an icon button shows its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IconLabel {
    /// Only as a tooltip (a toolbar with little room).
    Tooltip,
    /// Under the icon (a phone's bottom bar).
    Under,
    /// Beside the icon (a toolbar with room, a menu of actions).
    Beside,
}

/// Spawns under `parent` a button with the icon `icon` and the name `label` (shown as
/// `shown`, as a tooltip when not written out), that runs `action` when activated.
pub fn spawn_icon_button<M>(
    commands: &mut Commands,
    parent: Entity,
    icons: &Icons,
    (icon, label, shown): (&str, Msg, IconLabel),
    action: impl IntoEntityObserver<M>,
) -> Entity {
    let (direction, width, padding) = match shown {
        IconLabel::Tooltip => (FlexDirection::Row, px(THUMB + 4.0), 0.0),
        IconLabel::Under => (FlexDirection::Column, Val::Auto, 2.0),
        IconLabel::Beside => (FlexDirection::Row, Val::Auto, 12.0),
    };
    let button = commands
        .spawn((
            UiButton,
            Node {
                flex_direction: direction,
                width,
                // A phone's bar shares its width among its buttons.
                flex_grow: if shown == IconLabel::Under { 1.0 } else { 0.0 },
                flex_basis: if shown == IconLabel::Under {
                    px(0)
                } else {
                    Val::Auto
                },
                min_height: px(THUMB + 4.0),
                padding: UiRect::axes(px(padding), px(2)),
                margin: UiRect::all(px(2)),
                column_gap: px(8),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                border_radius: BorderRadius::all(px(8)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            UiRole::Button,
            ChildOf(parent),
        ))
        .observe(action)
        .id();
    // A name already shown beside or under the icon needs no tooltip repeating it (over
    // a panel the button opened, it only covered the panel).
    if shown == IconLabel::Tooltip {
        commands.entity(button).insert(Tooltip(label.clone()));
    }
    commands.spawn((
        ImageNode::new(icons.get(icon)),
        UiRole::Icon,
        Node {
            width: px(24),
            height: px(24),
            ..default()
        },
        Pickable::IGNORE,
        ChildOf(button),
    ));
    // A name beside its icon reads as a button's label (semibold, as text buttons are:
    // one face fewer for the first screen to draw); under it, as small print.
    let face = match shown {
        IconLabel::Tooltip => return button,
        IconLabel::Under => font(SMALL, FontWeight::NORMAL, false),
        IconLabel::Beside => font(LABEL, FontWeight::SEMIBOLD, false),
    };
    commands.spawn((
        Localized::new(label),
        face,
        // A button's name stays on one line: a name too long for its button is a
        // wording to shorten (the layout test finds it), never a word split in two.
        TextLayout::no_wrap(),
        TextColor::WHITE,
        UiRole::Text,
        Pickable::IGNORE,
        ChildOf(button),
    ));
    button
}

/// A button lights up while the pointer is over it or presses it, and goes back to its
/// role's colour after.
#[allow(clippy::type_complexity)]
pub fn highlight_buttons(
    colours: Res<UiColours>,
    mut buttons: Query<
        (&Hovered, &UiRole, &mut BackgroundColor),
        (Changed<Hovered>, With<UiButton>),
    >,
) {
    for (hovered, role, mut colour) in &mut buttons {
        let rest = colours.of(*role);
        colour.0 = match (hovered.get(), role) {
            (false, _) => rest,
            (_, UiRole::Accent) => crate::look::ui_colours::mix(rest, Color::WHITE, 0.18),
            _ => colours.button_hover,
        };
    }
}
