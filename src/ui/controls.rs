//! Settings rows that look like what they are: a number between − and + (a stepper), a
//! switch for on and off, and a segmented choice of a few options side by side. Each row
//! shows its label and its current value; a change is saved at once and the row (and
//! the panel's note, where there is one) shows the new value.

use bevy::ecs::component::Mutable;
use bevy::prelude::*;

use super::button::{THUMB, button_with};
use super::focus::{Activate, UiButton};
use super::text::{LABEL, SMALL, number, text};
use crate::core::beacon::BeaconName;
use crate::core::words::{Localized, Msg};
use crate::look::ui_colours::UiRole;
use crate::persist::shared::save_settings_soon;

/// The value text of a setting row (by the row's message id): what a stepper or switch
/// shows, and what a choice's segments compare with.
#[derive(Component, Debug)]
pub struct SettingValue(pub &'static str);

/// How a setting of group `S` reads, given the configuration `C`.
pub type Reads<S, C> = fn(&S, &C) -> Msg;

/// A change to a setting of group `S`, given the configuration `C`.
pub type Changes<S, C> = fn(&mut S, &C);

/// How a row changes its setting.
pub enum Control<S, C> {
    /// Smaller and larger, within the setting's range.
    Stepper {
        less: Changes<S, C>,
        more: Changes<S, C>,
    },
    /// On and off (the row's value reads [`on_off`]).
    Switch(Changes<S, C>),
    /// One of a few options, each a segment (a key the play-tests press it by, and its
    /// words); the row's value names the chosen one.
    Choice {
        options: fn(&C) -> Vec<(String, Msg)>,
        choose: fn(&mut S, &C, usize),
    },
    /// One of many options (more than a row of segments holds): a button each, wrapping
    /// onto as many lines as they need; the row's value names the chosen one.
    List {
        options: fn(&C) -> Vec<(String, Msg)>,
        choose: fn(&mut S, &C, usize),
    },
}

/// One named setting: its label (a message id, `setting-…`), how its value reads, and how
/// it changes. `S` is the settings group it changes, `C` the configuration unset settings
/// come from.
pub struct SettingRow<S, C> {
    pub label: &'static str,
    pub value: Reads<S, C>,
    pub control: Control<S, C>,
}

/// `On` or `Off`.
pub fn on_off(on: bool) -> Msg {
    Msg::new(if on { ON } else { "value-off" })
}

/// The message a switch that is on shows.
const ON: &str = "value-on";

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
            Localized::new(row.label),
            text(LABEL, UiRole::Text),
            Node {
                min_width: px(120),
                ..default()
            },
            ChildOf(line),
        ));
        let controls = commands
            .spawn((
                Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
                    column_gap: px(4),
                    ..default()
                },
                ChildOf(line),
            ))
            .id();
        let reads = row.value;
        let shown = matches!(row.control, Control::Stepper { .. } | Control::Switch(_));
        let value = commands
            .spawn((
                SettingValue(row.label),
                Localized::new(reads(settings, config)),
                number(LABEL, UiRole::Text),
                Node {
                    min_width: px(if shown { 64.0 } else { 0.0 }),
                    justify_content: JustifyContent::Center,
                    display: if shown { Display::Flex } else { Display::None },
                    ..default()
                },
            ))
            .id();
        // What a press does: change the setting, save, and show the new value.
        let apply = move |change: &dyn Fn(&mut S, &C),
                          settings: &mut ResMut<S>,
                          config: &C,
                          texts: &mut Query<&mut Localized>,
                          commands: &mut Commands| {
            change(settings, config);
            save_settings_soon(commands);
            if let Ok(mut text) = texts.get_mut(value) {
                text.set_if_neq(Localized::new(reads(settings, config)));
            }
            if let Some((note, note_reads)) = note
                && let Ok(mut text) = texts.get_mut(note)
            {
                text.set_if_neq(Localized::new(note_reads(settings, config)));
            }
        };
        match row.control {
            Control::Stepper { less, more } => {
                for (part, shown, change) in
                    [("-", "stepper-less", less), ("+", "stepper-more", more)]
                {
                    if part == "+" {
                        commands.entity(value).insert(ChildOf(controls));
                    }
                    commands
                        .spawn((
                            button_with(shown, LABEL, stepper_node()),
                            beacon_name(row.label, part),
                            RowControl {
                                label: row.label,
                                more: Some(part == "+"),
                            },
                            ChildOf(controls),
                        ))
                        .observe(on_press(apply, change));
                }
            }
            Control::Switch(flip) => {
                commands.entity(value).insert(ChildOf(controls));
                spawn_switch(commands, controls, value, beacon_name(row.label, "change"))
                    .insert(RowControl {
                        label: row.label,
                        more: None,
                    })
                    .observe(on_press(apply, flip));
            }
            Control::Choice { options, choose } | Control::List { options, choose } => {
                let list = matches!(row.control, Control::List { .. });
                commands.entity(value).insert(ChildOf(controls));
                if list {
                    commands.entity(controls).insert(Node {
                        flex_wrap: FlexWrap::Wrap,
                        justify_content: JustifyContent::FlexEnd,
                        max_width: percent(100),
                        ..default()
                    });
                }
                let options = options(config);
                let last = options.len().saturating_sub(1);
                for (index, (key, option)) in options.into_iter().enumerate() {
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
                            beacon_name(row.label, &key),
                            Segment {
                                value,
                                option,
                                chosen: false,
                            },
                            RowControl {
                                label: row.label,
                                more: None,
                            },
                            ChildOf(controls),
                        ))
                        .observe(on_press(apply, move |s: &mut S, c: &C| choose(s, c, index)));
                }
            }
        }
    }
}

/// The observer of a control's press: `change` the setting, then `apply` saves it and
/// shows the new value.
fn on_press<S, C>(
    apply: impl Fn(&dyn Fn(&mut S, &C), &mut ResMut<S>, &C, &mut Query<&mut Localized>, &mut Commands)
    + Send
    + Sync
    + 'static,
    change: impl Fn(&mut S, &C) + Send + Sync + 'static,
) -> impl FnMut(On<Activate>, ResMut<S>, Res<C>, Query<&mut Localized>, Commands)
where
    S: Resource + Component<Mutability = Mutable>,
    C: Resource,
{
    move |_, mut settings, config, mut texts, mut commands| {
        apply(&change, &mut settings, &config, &mut texts, &mut commands);
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
