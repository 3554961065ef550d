//! The game for a player who cannot see it: every button, switch, stepper and choice
//! tells a screen reader its role, its name and its state (through Bevy's AccessKit
//! integration on the desktop, and the page's mirror of it on the web); a polite live
//! region says what changed; the screen reader's focus is the keyboard's, and its
//! actions (focus, click) press what they name (`screen_reader`, desktop only). Nothing
//! of this is built while no screen reader asks (`AccessibilityRequested`), except for
//! the web page's mirror, which cannot know.

use accesskit::{Action, Node as Access, Role, Toggled};
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;

use super::controls::{RowControl, Segment, SettingValue, SwitchTrack};
use super::focus::UiButton;
use super::tooltip::Tooltip;
use crate::core::words::{Localized, Msg, Words};

/// Whether the accessibility tree is wanted: a screen reader asked (desktop), or the
/// page keeps its mirror (web), or a test asks.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct AccessWanted(pub bool);

/// What the live region says: the last thing that changed, and how many things have
/// been said (so the same words said twice are said again).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Announcements {
    pub last: Option<Msg>,
    pub said: u64,
}

impl Announcements {
    /// Says `msg` (in place of what was said before).
    pub fn say(&mut self, msg: Msg) {
        self.last = Some(msg);
        self.said += 1;
    }

    /// Says the sentences of `news` as one announcement, if there are any.
    pub fn say_all(&mut self, mut news: Vec<Msg>) {
        match news.len() {
            0 => {}
            1 => self.say(news.remove(0)),
            _ => self.say(Msg::sentences(news)),
        }
    }
}

/// The name a button is spoken by where its own words need the screen's context: the
/// menu's "Play" on SameGame's card is "Play SameGame".
#[derive(Component, Debug, Clone)]
pub struct SpokenName(pub Msg);

/// The live region (a polite one: it waits for the screen reader to finish).
#[derive(Component, Debug)]
pub struct LiveRegion;

/// Installs the widgets' roles, names and states, the live region, and the screen
/// reader's actions.
pub struct AccessPlugin;

impl Plugin for AccessPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<AccessWanted>()
            .init_resource::<Announcements>()
            .init_resource::<bevy::input_focus::InputFocus>()
            .add_systems(
                PostUpdate,
                describe_widgets
                    .run_if(tree_wanted)
                    .before(crate::core::words::write_localized_texts),
            );
        // The browser has no AccessKit adapter: the page's mirror is written from the
        // same nodes and is always kept (`page_mirror`).
        #[cfg(target_arch = "wasm32")]
        app.insert_resource(AccessWanted(true));
    }
}

/// Whether the tree's nodes are built: when a screen reader asks on the desktop, always
/// on the web (the page's mirror is written from them).
pub fn tree_wanted(wanted: Res<AccessWanted>) -> bool {
    wanted.0
}

/// The name a button is spoken by, shows or its tooltip says, in the language in use.
fn button_name(entity: Entity, facts: &WidgetFacts) -> String {
    let words = &*facts.words;
    if let Ok(spoken) = facts.spoken.get(entity) {
        return words.text(&spoken.0);
    }
    if let Ok(tooltip) = facts.tooltips.get(entity) {
        return words.text(&tooltip.0);
    }
    let parts: Vec<String> = facts
        .children
        .iter_descendants(entity)
        .filter_map(|child| facts.texts.get(child).ok())
        .map(|text| text.text(words))
        .filter(|text| !text.trim().is_empty())
        .collect();
    parts.join(" ")
}

/// A switch's or a segment's state, as AccessKit says it.
fn toggled(on: bool) -> Toggled {
    if on { Toggled::True } else { Toggled::False }
}

/// Things the widgets' descriptions are read from.
#[derive(bevy::ecs::system::SystemParam)]
pub struct WidgetFacts<'w, 's> {
    words: Res<'w, Words>,
    spoken: Query<'w, 's, &'static SpokenName>,
    tooltips: Query<'w, 's, &'static Tooltip>,
    children: Query<'w, 's, &'static Children>,
    texts: Query<'w, 's, &'static Localized>,
    values: Query<'w, 's, (&'static SettingValue, &'static Localized)>,
    rows: Query<'w, 's, &'static RowControl>,
}

/// Gives every button its role, name and state: a switch on or off, a choice's segment
/// selected or not, a stepper's buttons named for what they change.
#[allow(clippy::type_complexity)]
fn describe_widgets(
    facts: WidgetFacts,
    changed: Query<
        (),
        Or<(
            Changed<Localized>,
            Changed<SwitchTrack>,
            Changed<Segment>,
            Added<UiButton>,
        )>,
    >,
    mut buttons: Query<
        (
            Entity,
            Option<&SwitchTrack>,
            Option<&Segment>,
            Option<&mut AccessibilityNode>,
        ),
        With<UiButton>,
    >,
    mut commands: Commands,
) {
    if changed.is_empty() && !facts.words.is_changed() {
        return;
    }
    let words = &*facts.words;
    // The setting a row's control changes, by its label's message id.
    let row_of = |entity: Entity| facts.rows.get(entity).ok();
    let row_label = |entity: Entity| row_of(entity).map(|row| words.get(row.label));
    for (entity, switch, segment, node) in &mut buttons {
        let name = button_name(entity, &facts);
        let mut access = if switch.is_some() {
            let mut access = Access::new(Role::Switch);
            access.set_toggled(toggled(switch.is_some_and(|switch| switch.on)));
            access.set_label(row_label(entity).unwrap_or(name));
            access
        } else if segment.is_some() {
            let mut access = Access::new(Role::RadioButton);
            access.set_toggled(toggled(segment.is_some_and(|segment| segment.chosen)));
            access.set_label(name);
            access
        } else {
            let mut access = Access::new(Role::Button);
            // A stepper's − and +: named for what they do to the setting.
            let label = match row_of(entity).and_then(|row| row.more) {
                Some(more) => {
                    let id = if more { "access-more" } else { "access-less" };
                    words.text(&Msg::new(id).text("setting", row_label(entity).unwrap_or_default()))
                }
                None => name,
            };
            access.set_label(label);
            access
        };
        access.add_action(Action::Click);
        access.add_action(Action::Focus);
        if let Some(row) = row_of(entity)
            && let Some((_, value)) = facts.values.iter().find(|(value, _)| value.0 == row.label)
        {
            access.set_value(value.text(words));
        }
        match node {
            Some(mut node) if node.0 != access => node.0 = access,
            Some(_) => {}
            None => {
                commands.entity(entity).insert(AccessibilityNode(access));
            }
        }
    }
}
