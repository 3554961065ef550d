//! Settings rows that look like what they are: a number between − and + (a stepper), a
//! switch for on and off, and a segmented choice of a few options side by side. Each row
//! shows its label and its current value; a change is saved at once and the row (and
//! the panel's note, where there is one) shows the new value.
//!
//! A row comes as an `AnyRow` (`setting_rows`), whatever settings group it changes, so
//! this code is made once.

use bevy::prelude::*;

use super::button::{THUMB, button_with};
use super::focus::{Activate, UiButton};
use super::text::{LABEL, SMALL, number, text};
use crate::core::beacon::BeaconName;
use crate::core::words::{Localized, Msg};
use crate::look::ui_colours::UiRole;
use crate::persist::shared::SaveSoon;
use crate::ui::setting_rows::{AnyControl, AnyRow, Changing, ON, Reading};

/// The value text of a setting row (by the row's message id): what a stepper or switch
/// shows, and what a choice's segments compare with.
#[derive(Component, Debug)]
pub struct SettingValue(pub &'static str);

/// A control of a settings row: the row's label (a message id), and for a stepper's
/// button whether it makes the value more (+) or less (−). A screen reader names the
/// control by it.
#[derive(Component, Debug, Clone, Copy)]
pub struct RowControl {
    pub label: &'static str,
    pub more: Option<bool>,
}

/// A switch's track, showing the value of its row's value text: on when it says
/// [`on_off`]'s on.
#[derive(Component, Debug)]
pub struct SwitchTrack {
    value: Entity,
    pub on: bool,
}

/// A segment of a choice: chosen when its row's value says `option`.
#[derive(Component, Debug)]
pub struct Segment {
    value: Entity,
    option: Msg,
    pub chosen: bool,
}

/// The name the play-tests press a row's button by, from the row's message id:
/// `setting-theme-contrast`, `setting-volume-+`, `setting-symbols-change`.
fn beacon_name(label: &str, part: &str) -> BeaconName {
    BeaconName(format!("{label}-{part}").to_lowercase().replace(' ', "-"))
}

/// How a row's value text reads, kept on the text: a press of any row rewrites every
/// row's value, since one setting can change others (SameGame's level sets the board
/// and colours).
#[derive(Component, Clone)]
struct ValueReads(Reading);

/// What a press of a row's control shows afterwards besides every row's value: the
/// panel's note and how it reads.
#[derive(Clone)]
struct Shows {
    note: Option<(Entity, Reading)>,
}

impl Shows {
    /// The observer of a control's press: `change` the setting, save it soon, and show
    /// the new value (and note).
    fn on_press(
        &self,
        change: Changing,
    ) -> impl FnMut(On<Activate>, Commands) + Send + Sync + 'static {
        let shows = self.clone();
        move |_, mut commands| {
            let (change, shows) = (change.clone(), shows.clone());
            commands.queue(move |world: &mut World| {
                change(world);
                SaveSoon.apply(world);
                show_every_value(world);
                if let Some((note, reads)) = &shows.note {
                    show(*note, reads, world);
                }
            });
        }
    }
}

/// Rewrites the value of every row on screen (after a setting changed, by a press or by
/// an answer that came later: a picture chosen in a file dialog).
pub fn show_every_value(world: &mut World) {
    let mut rows = world.query::<(Entity, &ValueReads)>();
    let rows: Vec<(Entity, Reading)> = rows
        .iter(world)
        .map(|(entity, reads)| (entity, reads.0.clone()))
        .collect();
    for (entity, reads) in rows {
        show(entity, &reads, world);
    }
}

/// Writes what `reads` says into the text of `entity`.
fn show(entity: Entity, reads: &Reading, world: &mut World) {
    let words = Localized::new(reads(world));
    if let Some(mut text) = world.get_mut::<Localized>(entity) {
        text.set_if_neq(words);
    }
}

/// Adds `rows` to a panel body. Every change saves the settings and rewrites the row's
/// value, and `note` (its text entity and how it reads).
pub fn add_rows(
    commands: &mut Commands,
    body: Entity,
    rows: Vec<AnyRow>,
    note: Option<(Entity, Reading)>,
) {
    for row in rows {
        let controls = spawn_row_line(commands, body, row.label);
        let shown = matches!(
            row.control,
            AnyControl::Stepper { .. } | AnyControl::Switch(_)
        );
        let value = commands
            .spawn((
                SettingValue(row.label),
                ValueReads(row.reads),
                Localized::new(row.now),
                number(LABEL, UiRole::Text),
                Node {
                    min_width: px(if shown { 64.0 } else { 0.0 }),
                    justify_content: JustifyContent::Center,
                    display: if shown { Display::Flex } else { Display::None },
                    ..default()
                },
            ))
            .id();
        let shows = Shows { note: note.clone() };
        match row.control {
            AnyControl::Stepper { less, more } => {
                add_stepper(commands, (controls, value), row.label, &shows, [less, more]);
            }
            AnyControl::Switch(flip) => {
                commands.entity(value).insert(ChildOf(controls));
                spawn_switch(commands, controls, value, beacon_name(row.label, "change"))
                    .insert(RowControl {
                        label: row.label,
                        more: None,
                    })
                    .observe(shows.on_press(flip));
            }
            AnyControl::Choice { options, list } => {
                commands.entity(value).insert(ChildOf(controls));
                add_segments(
                    commands,
                    (controls, value),
                    row.label,
                    &shows,
                    (options, list),
                );
            }
        }
    }
}

/// A row's line with its label; returns the box its controls go in.
fn spawn_row_line(commands: &mut Commands, body: Entity, label: &'static str) -> Entity {
    let line = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                align_items: AlignItems::Center,
                justify_content: JustifyContent::SpaceBetween,
                column_gap: px(12),
                min_height: px(THUMB + 8.0),
                // A panel taller than the window scrolls: its rows keep their height
                // (shrunk to the minimum, a row whose choices wrap would run into the next).
                flex_shrink: 0.0,
                ..default()
            },
            ChildOf(body),
        ))
        .id();
    commands.spawn((
        Localized::new(label),
        text(LABEL, UiRole::Text),
        Node {
            min_width: px(120),
            ..default()
        },
        ChildOf(line),
    ));
    commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Row,
                align_items: AlignItems::Center,
                column_gap: px(4),
                ..default()
            },
            ChildOf(line),
        ))
        .id()
}

/// A stepper: − , the value, +.
fn add_stepper(
    commands: &mut Commands,
    (controls, value): (Entity, Entity),
    label: &'static str,
    shows: &Shows,
    [less, more]: [Changing; 2],
) {
    for (part, shown, change) in [("-", "stepper-less", less), ("+", "stepper-more", more)] {
        if part == "+" {
            commands.entity(value).insert(ChildOf(controls));
        }
        commands
            .spawn((
                button_with(shown, LABEL, stepper_node()),
                beacon_name(label, part),
                RowControl {
                    label,
                    more: Some(part == "+"),
                },
                ChildOf(controls),
            ))
            .observe(shows.on_press(change));
    }
}

/// A choice's segments, side by side (a `list`: wrapping, each rounded on its own).
fn add_segments(
    commands: &mut Commands,
    (controls, value): (Entity, Entity),
    label: &'static str,
    shows: &Shows,
    (options, list): (Vec<(String, Msg, Changing)>, bool),
) {
    if list {
        commands.entity(controls).insert(Node {
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::FlexEnd,
            max_width: percent(100),
            ..default()
        });
    }
    let last = options.len().saturating_sub(1);
    for (index, (key, option, choose)) in options.into_iter().enumerate() {
        let radius = match index {
            _ if list => BorderRadius::all(px(8)),
            0 if last == 0 => BorderRadius::all(px(8)),
            0 => BorderRadius::left(px(8)),
            i if i == last => BorderRadius::right(px(8)),
            _ => BorderRadius::ZERO,
        };
        let mut node = stepper_node();
        // As wide as its words: "High contrast" on one line.
        node.width = Val::Auto;
        node.min_width = px(THUMB);
        node.padding = UiRect::axes(px(12), px(6));
        node.margin = if list {
            UiRect::all(px(2))
        } else {
            UiRect::ZERO
        };
        node.border_radius = radius;
        commands
            .spawn((
                button_with(option.clone(), SMALL, node),
                beacon_name(label, &key),
                Segment {
                    value,
                    option,
                    chosen: false,
                },
                RowControl { label, more: None },
                ChildOf(controls),
            ))
            .observe(shows.on_press(choose));
    }
}

/// The box of a stepper's − and + (and of a segment).
fn stepper_node() -> Node {
    Node {
        width: px(THUMB + 4.0),
        height: px(THUMB),
        margin: UiRect::all(px(2)),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        border_radius: BorderRadius::all(px(8)),
        ..default()
    }
}

/// Spawns a switch (a track with a knob) that shows the row's value text `value`.
fn spawn_switch<'a>(
    commands: &'a mut Commands,
    parent: Entity,
    value: Entity,
    name: BeaconName,
) -> EntityCommands<'a> {
    let track = commands
        .spawn((
            UiButton,
            SwitchTrack { value, on: false },
            name,
            Node {
                width: px(52),
                height: px(30),
                padding: UiRect::all(px(4)),
                margin: UiRect::horizontal(px(6)),
                align_items: AlignItems::Center,
                border_radius: BorderRadius::all(px(15)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            UiRole::Button,
            ChildOf(parent),
            children![(
                Node {
                    width: px(22),
                    height: px(22),
                    border_radius: BorderRadius::all(px(11)),
                    ..default()
                },
                BackgroundColor(Color::WHITE),
                Pickable::IGNORE,
            )],
        ))
        .id();
    commands.entity(track)
}

/// Switches show their row's value (on: the knob to the right and the accent), and
/// segments their choice (the accent on the chosen one); each keeps its state, which a
/// screen reader is told.
pub fn show_switches_and_segments(
    texts: Query<&Localized, With<SettingValue>>,
    mut tracks: Query<(&mut SwitchTrack, &mut Node, &mut UiRole), Without<Segment>>,
    mut segments: Query<(&mut Segment, &mut UiRole), Without<SwitchTrack>>,
    changed: Query<(), (With<SettingValue>, Changed<Localized>)>,
) {
    // A value that changed redoes them all; else only those just made.
    let all = !changed.is_empty();
    for (mut track, mut node, mut role) in &mut tracks {
        if !all && !track.is_added() {
            continue;
        }
        let on = texts
            .get(track.value)
            .is_ok_and(|text| text.0.id() == Some(ON));
        let justify = if on {
            JustifyContent::FlexEnd
        } else {
            JustifyContent::FlexStart
        };
        if node.justify_content != justify {
            node.justify_content = justify;
        }
        if track.on != on {
            track.on = on;
        }
        role.set_if_neq(if on { UiRole::Accent } else { UiRole::Button });
    }
    for (mut segment, mut role) in &mut segments {
        if !all && !segment.is_added() {
            continue;
        }
        let chosen = texts
            .get(segment.value)
            .is_ok_and(|text| text.0 == segment.option);
        if segment.chosen != chosen {
            segment.chosen = chosen;
        }
        role.set_if_neq(if chosen {
            UiRole::Accent
        } else {
            UiRole::Button
        });
    }
}
