//! Buttons by keyboard. Every button's action observes [`Activate`], which a primary
//! click or tap and the keyboard both trigger. Tab and Shift+Tab (and Up and Down in the
//! menu) move a focus ring through the buttons on screen in reading order; Enter or
//! Space presses the focused one. The ring shows while the keyboard is in use.

use bevy::picking::hover::Hovered;
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;

use bevy::input::keyboard::KeyboardInput;

use super::input::KeyboardInUse;
use super::input::presses;
use crate::core::game::AppState;

/// A button was pressed, by pointer or keyboard.
#[derive(EntityEvent, Clone, Copy, Debug)]
pub struct Activate {
    pub entity: Entity,
}

/// Anything the player presses: a button, a switch, a stepper's arrow. It takes the
/// keyboard's focus and lights up while the pointer is over it.
#[derive(Component, Default, Clone, Copy, Debug)]
#[require(Hovered)]
pub struct UiButton;

/// The button the keyboard is on, if any.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyboardFocus {
    pub button: Option<Entity>,
}

/// A step of the focus through the buttons (a gamepad's D-pad in a menu or a panel):
/// on (1) or back (−1), as Tab and Shift+Tab.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FocusStep(pub i32);

/// The system that moves the focus; the board cursor reads keys after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct MoveFocus;

/// The keys that press a button or click a cell.
pub const PRESS_KEYS: [KeyCode; 3] = [KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space];

/// The focus ring's colour.
const RING: Color = Color::srgb(1.0, 0.85, 0.25);

/// Installs button activation and the focus ring.
pub struct FocusPlugin;

impl Plugin for FocusPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<KeyboardFocus>()
            .init_resource::<KeyboardInUse>()
            .add_observer(click_activates)
            .add_message::<KeyboardInput>()
            .add_message::<FocusStep>()
            .add_systems(
                Update,
                (move_focus.in_set(MoveFocus), show_focus_ring).chain(),
            );
    }
}

/// A primary click or tap on a button activates it.
fn click_activates(
    click: On<PointerClick>,
    buttons: Query<(), With<UiButton>>,
    mut commands: Commands,
) {
    if click.button == PointerButton::Primary && buttons.contains(click.entity) {
        commands.trigger(Activate {
            entity: click.entity,
        });
    }
}

/// The buttons on screen in reading order (top to bottom, then left to right).
fn reading_order(buttons: &Query<(Entity, &UiGlobalTransform), With<UiButton>>) -> Vec<Entity> {
    let mut shown: Vec<(Entity, Vec2)> = buttons
        .iter()
        .map(|(entity, transform)| (entity, transform.affine().translation))
        .collect();
    // Rows: buttons whose centres are within a few pixels of height share a row; the
    // entity breaks ties (spawn order), so the order never depends on query order.
    shown.sort_by_key(|&(entity, at)| ((at.y / 8.0).round() as i64, at.x as i64, entity));
    shown.into_iter().map(|(entity, _)| entity).collect()
}

fn move_focus(
    mut presses_seen: MessageReader<KeyboardInput>,
    mut steps: MessageReader<FocusStep>,
    held: Option<Res<ButtonInput<KeyCode>>>,
    state: Res<State<AppState>>,
    buttons: Query<(Entity, &UiGlobalTransform), With<UiButton>>,
    mut focus: ResMut<KeyboardFocus>,
    mut commands: Commands,
) {
    if focus.button.is_some_and(|button| !buttons.contains(button)) {
        focus.button = None;
    }
    let in_menu = *state.get() == AppState::Menu;
    let shift =
        held.is_some_and(|keys| keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]));
    for key in presses(&mut presses_seen) {
        focus_key(key, in_menu, shift, &buttons, &mut focus, &mut commands);
    }
    for step in steps.read() {
        let key = if in_menu {
            KeyCode::ArrowDown
        } else {
            KeyCode::Tab
        };
        let back = step.0 < 0;
        let key = match (in_menu, back) {
            (true, true) => KeyCode::ArrowUp,
            _ => key,
        };
        focus_key(
            key,
            in_menu,
            back && !in_menu,
            &buttons,
            &mut focus,
            &mut commands,
        );
    }
}

/// What one key press does to the focus.
fn focus_key(
    key: KeyCode,
    in_menu: bool,
    shift: bool,
    buttons: &Query<(Entity, &UiGlobalTransform), With<UiButton>>,
    focus: &mut KeyboardFocus,
    commands: &mut Commands,
) {
    let step = match key {
        KeyCode::Tab => Some(if shift { -1 } else { 1 }),
        KeyCode::ArrowDown if in_menu => Some(1),
        KeyCode::ArrowUp if in_menu => Some(-1),
        _ => None,
    };
    if let Some(step) = step {
        let order = reading_order(buttons);
        if order.is_empty() {
            return;
        }
        let at = focus
            .button
            .and_then(|button| order.iter().position(|&entity| entity == button));
        let next = match at {
            Some(index) => (index as isize + step).rem_euclid(order.len() as isize) as usize,
            None if step > 0 => 0,
            None => order.len() - 1,
        };
        focus.button = Some(order[next]);
        return;
    }
    let arrows = [
        KeyCode::ArrowUp,
        KeyCode::ArrowDown,
        KeyCode::ArrowLeft,
        KeyCode::ArrowRight,
    ];
    if !in_menu && arrows.contains(&key) {
        // The arrows belong to the board in a game: the ring lets go.
        focus.button = None;
    }
    if PRESS_KEYS.contains(&key)
        && let Some(button) = focus.button
    {
        commands.trigger(Activate { entity: button });
    }
}

fn show_focus_ring(
    focus: Res<KeyboardFocus>,
    keyboard: Res<KeyboardInUse>,
    mut commands: Commands,
    rings: Query<Entity, (With<UiButton>, With<Outline>)>,
) {
    if !focus.is_changed() && !keyboard.is_changed() {
        return;
    }
    let shown = focus.button.filter(|_| keyboard.0);
    for ring in &rings {
        if Some(ring) != shown {
            commands.entity(ring).remove::<Outline>();
        }
    }
    if let Some(button) = shown
        && let Ok(mut entity) = commands.get_entity(button)
    {
        entity.insert(Outline::new(px(3), px(2), RING));
    }
}
