//! Tooltips and toasts. A button with a [`Tooltip`] shows its name in a small label
//! next to it while the pointer is over it or the keyboard's focus is on it (an icon
//! without words says what it does). A [`Toast`] is a short message ("Code copied") that
//! goes by itself after a few seconds, shown where [`ToastPlace`] says: at the bottom of
//! the window, or in a game over its HUD's bar, so it never covers the board (at the
//! bottom again where that place meets an open settings panel, whose title it would hide).

use bevy::picking::hover::Hovered;
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;

use super::focus::KeyboardFocus;
use super::text::{SMALL, text};
use crate::core::wake::Wake;
use crate::core::words::{Localized, Msg};
use crate::look::ui_colours::UiRole;

/// What a button does, in words, for its tooltip.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Tooltip(pub Msg);

/// The one tooltip label.
#[derive(Component, Debug)]
pub struct TooltipLabel;

/// On a UI that a toast over the HUD's bar would cut (an open settings panel, whose
/// title is under a top bar): a toast whose place meets it shows at the bottom.
#[derive(Component, Debug, Default)]
pub struct ToastsLow;

/// A message shown at the bottom of the window for a few seconds.
#[derive(Component, Debug)]
pub struct Toast {
    pub seconds_left: f32,
}

/// Where toasts show (UI units): over the bottom of the window, or centred in a box of
/// the window (a game's HUD bar: the screens set it as they measure the HUD).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub enum ToastPlace {
    #[default]
    Bottom,
    Over(Rect),
}

/// A toast's words.
#[derive(Component, Debug)]
pub struct ToastText;

/// How long a toast stays.
pub const TOAST_SECONDS: f32 = 4.0;

/// The tooltip's words.
#[derive(Component, Debug)]
pub struct TooltipText;

/// Spawns the tooltip label, hidden.
pub fn spawn_tooltip(mut commands: Commands) {
    commands.spawn((
        TooltipLabel,
        Node {
            position_type: PositionType::Absolute,
            padding: UiRect::axes(px(8), px(4)),
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        BackgroundColor(Color::NONE),
        UiRole::Surface,
        GlobalZIndex(50),
        Pickable::IGNORE,
        Visibility::Hidden,
        children![(
            TooltipText,
            Localized::empty(),
            text(SMALL, UiRole::Text),
            Pickable::IGNORE
        )],
    ));
}

/// Shows the tooltip of the hovered (or keyboard-focused) button below it, or above it
/// in the lower half of the window, kept inside the window.
#[allow(clippy::type_complexity)]
pub fn show_tooltip(
    buttons: Query<(
        Entity,
        &Tooltip,
        &Hovered,
        &UiGlobalTransform,
        &ComputedNode,
    )>,
    focus: Res<KeyboardFocus>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    ui_scale: Res<UiScale>,
    mut label: Query<(&mut Node, &mut Visibility, &ComputedNode), With<TooltipLabel>>,
    mut words: Query<&mut Localized, With<TooltipText>>,
) {
    let Ok((mut node, mut visibility, label_size)) = label.single_mut() else {
        return;
    };
    let Ok(mut text) = words.single_mut() else {
        return;
    };
    let shown = buttons
        .iter()
        .find(|(_, _, hovered, ..)| hovered.get())
        .or_else(|| {
            focus
                .button
                .and_then(|focused| buttons.iter().find(|(entity, ..)| *entity == focused))
        });
    let Some((_, tooltip, _, at, size)) = shown else {
        visibility.set_if_neq(Visibility::Hidden);
        return;
    };
    // Positions in UI units: physical pixels over the window's and the UI's scale.
    let to_ui = size.inverse_scale_factor();
    let centre = at.affine().translation * to_ui;
    let half = size.size() * to_ui / 2.0;
    let window = windows
        .single()
        .map(|window| Vec2::new(window.width(), window.height()))
        .unwrap_or(super::scale::HEADLESS_WINDOW)
        / ui_scale.0;
    let width = label_size.size().x * label_size.inverse_scale_factor();
    let height = label_size.size().y * label_size.inverse_scale_factor();
    let left = (centre.x - width / 2.0).clamp(4.0, (window.x - width - 4.0).max(4.0));
    let top = if centre.y < window.y / 2.0 {
        centre.y + half.y + 6.0
    } else {
        centre.y - half.y - height - 6.0
    };
    text.set_if_neq(Localized::new(tooltip.0.clone()));
    node.left = px(left);
    node.top = px(top);
    visibility.set_if_neq(Visibility::Inherited);
}

/// Shows `message` as a toast, in place of any toast showing.
pub fn show_toast(commands: &mut Commands, message: impl Into<Msg>) {
    commands.queue(|world: &mut World| {
        let mut old = world.query_filtered::<Entity, With<Toast>>();
        let old: Vec<Entity> = old.iter(world).collect();
        for entity in old {
            world.entity_mut(entity).despawn();
        }
    });
    let message = message.into();
    commands.queue(move |world: &mut World| {
        // Over a top HUD bar a toast would cut an open panel's title in half (a picture
        // chosen in Fifteen's settings): where the bar's place meets a panel, the toast
        // goes to the bottom, over the panel's rows. A panel not laid out yet counts as
        // meeting it.
        let mut panels =
            world.query_filtered::<(&ComputedNode, &UiGlobalTransform), With<ToastsLow>>();
        let mut meets_a_panel = |area: Rect| {
            panels.iter(world).any(|(node, at)| {
                let to_ui = node.inverse_scale_factor();
                let size = node.size() * to_ui;
                let panel = Rect::from_center_size(at.affine().translation * to_ui, size);
                size == Vec2::ZERO || !panel.intersect(area).is_empty()
            })
        };
        let place = match world.get_resource::<ToastPlace>().copied() {
            Some(ToastPlace::Over(area)) if !meets_a_panel(area) => ToastPlace::Over(area),
            _ => ToastPlace::Bottom,
        };
        let node = match place {
            ToastPlace::Bottom => Node {
                position_type: PositionType::Absolute,
                bottom: px(84),
                width: percent(100),
                justify_content: JustifyContent::Center,
                ..default()
            },
            ToastPlace::Over(area) => Node {
                position_type: PositionType::Absolute,
                left: px(area.min.x),
                top: px(area.min.y),
                width: px(area.width()),
                height: px(area.height()),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
        };
        world.spawn((
            Toast {
                seconds_left: TOAST_SECONDS,
            },
            node,
            GlobalZIndex(60),
            Pickable::IGNORE,
            children![(
                Node {
                    max_width: percent(92),
                    padding: UiRect::axes(px(14), px(8)),
                    border_radius: BorderRadius::all(px(10)),
                    ..default()
                },
                BackgroundColor(Color::NONE),
                UiRole::Surface,
                Pickable::IGNORE,
                children![(
                    ToastText,
                    Localized::new(message),
                    // A game code is one long token: it breaks where it must; words do not.
                    TextLayout::linebreak(LineBreak::WordOrCharacter),
                    text(SMALL, UiRole::Text),
                    Pickable::IGNORE
                )],
            )],
        ));
    });
}

/// Toasts go when their time is up.
pub fn expire_toasts(
    time: Res<Time>,
    mut toasts: Query<(Entity, &mut Toast)>,
    mut wake: ResMut<Wake>,
    mut commands: Commands,
) {
    for (entity, mut toast) in &mut toasts {
        toast.seconds_left -= time.delta_secs();
        if toast.seconds_left <= 0.0 {
            commands.entity(entity).despawn();
        } else {
            // Gone within a second of its time, though nothing else happens.
            wake.within(std::time::Duration::from_secs_f32(
                toast.seconds_left.min(1.0),
            ));
        }
    }
}
