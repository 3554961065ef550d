//! The screen reader's side of the game, read by AccessKit on the desktop and by the web
//! page's mirror (`page_mirror`): the tree is built once a screen reader asks for it (on
//! the web always), the live region is a status node spoken as it changes, a settings
//! panel is a dialog, and the screen reader's actions (focus, click) press the buttons
//! they name.

use accesskit::{Action, Live, Node as Access, Role};
use bevy::a11y::{AccessibilityNode, AccessibilityRequested};
use bevy::prelude::*;

use super::access::{AccessWanted, Announcements, LiveRegion, tree_wanted};
use super::focus::{Activate, KeyboardFocus, UiButton};
use super::panel::SettingsPanel;
use crate::core::words::{Localized, Words};

/// Adds the live region, the panels' dialogs and the screen reader's actions.
pub struct ScreenReaderPlugin;

impl Plugin for ScreenReaderPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<bevy::a11y::ActionRequest>()
            .add_systems(Startup, spawn_live_region)
            .add_systems(
                PreUpdate,
                (follow_screen_reader, press_what_is_asked).chain(),
            )
            .add_systems(
                PostUpdate,
                (describe_panels, speak)
                    .run_if(tree_wanted)
                    .before(crate::core::words::write_localized_texts),
            );
    }
}

/// A screen reader asks for the tree when it starts (or later).
fn follow_screen_reader(
    requested: Option<Res<AccessibilityRequested>>,
    mut wanted: ResMut<AccessWanted>,
) {
    let asked = requested.is_some_and(|asked| asked.get());
    if asked && !wanted.0 {
        wanted.0 = true;
    }
}

/// The live region: a status node the screen reader reads out as it changes.
fn spawn_live_region(mut commands: Commands) {
    commands.spawn((LiveRegion, Name::new("Live region")));
}

/// A settings panel not yet described to assistive technology.
type UndescribedPanel = (With<SettingsPanel>, Without<AccessibilityNode>);

/// A settings panel is a dialog named by its title.
fn describe_panels(
    panels: Query<(Entity, &Children), UndescribedPanel>,
    children: Query<&Children>,
    texts: Query<&Localized>,
    words: Res<Words>,
    mut commands: Commands,
) {
    for (panel, body) in &panels {
        let title = body
            .first()
            .and_then(|body| children.get(*body).ok())
            .and_then(|parts| parts.first())
            .and_then(|title| texts.get(*title).ok())
            .map(|text| text.text(&words))
            .unwrap_or_default();
        let mut access = Access::new(Role::Dialog);
        access.set_label(title);
        commands.entity(panel).insert(AccessibilityNode(access));
    }
}

/// The live region says the last announcement.
fn speak(
    said: Res<Announcements>,
    words: Res<Words>,
    mut regions: Query<(Entity, Option<&mut AccessibilityNode>), With<LiveRegion>>,
    mut commands: Commands,
) {
    if !said.is_changed() && !words.is_changed() {
        return;
    }
    let text = said
        .last
        .as_ref()
        .map(|msg| words.text(msg))
        .unwrap_or_default();
    let mut access = Access::new(Role::Status);
    access.set_live(Live::Polite);
    access.set_label(text);
    for (region, node) in &mut regions {
        match node {
            Some(mut node) => node.0 = access.clone(),
            None => {
                commands
                    .entity(region)
                    .insert(AccessibilityNode(access.clone()));
            }
        }
    }
}

/// The entity an AccessKit node id names.
pub fn entity_of(node: accesskit::NodeId) -> Option<Entity> {
    Entity::try_from_bits(node.0)
}

/// A screen reader's click presses a button; its focus puts the keyboard's focus there.
fn press_what_is_asked(
    mut asked: MessageReader<bevy::a11y::ActionRequest>,
    buttons: Query<(), With<UiButton>>,
    mut focus: ResMut<KeyboardFocus>,
    mut commands: Commands,
) {
    for request in asked.read() {
        let Some(entity) = entity_of(request.0.target_node) else {
            continue;
        };
        if !buttons.contains(entity) {
            continue;
        }
        match request.0.action {
            Action::Click => commands.trigger(Activate { entity }),
            Action::Focus => focus.button = Some(entity),
            _ => {}
        }
    }
}
