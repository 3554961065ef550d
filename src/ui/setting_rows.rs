//! A settings row, written in its settings group's own types ([`SettingRow`]: its label,
//! how it reads, how it changes) and built into a panel as an [`AnyRow`], whatever group
//! it changes: closures over the world, so the panel's code is made once.

use std::sync::Arc;

use bevy::ecs::component::Mutable;
use bevy::prelude::*;

use crate::core::words::Msg;

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
    /// Buttons side by side that each do more than change the setting (open a file
    /// dialog); the row's value says what is in use, and a button whose words read as
    /// the value shows as chosen.
    Actions {
        options: fn(&C) -> Vec<(String, Msg)>,
        act: fn(&mut World, usize),
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

/// A board's words: `18×8`, or "Custom (9×6)" once the player set its sides apart from
/// the boards a Board row offers.
pub fn board_words((width, height): (usize, usize), custom: bool) -> Msg {
    let size = Msg::new("params-size")
        .num("width", width)
        .num("height", height);
    if custom {
        Msg::new("board-five-or-more")
            .msg("board", Msg::new("level-custom"))
            .msg("size", size)
    } else {
        size
    }
}

/// `On` or `Off`.
pub fn on_off(on: bool) -> Msg {
    Msg::new(if on { ON } else { "value-off" })
}

/// The message a switch that is on shows.
pub(super) const ON: &str = "value-on";

/// How a row reads now, from the world as it is.
pub type Reading = Arc<dyn Fn(&World) -> Msg + Send + Sync>;

/// What a press of one of a row's controls changes.
pub type Changing = Arc<dyn Fn(&mut World) + Send + Sync>;

/// A row's control as a panel builds it, whatever settings group it changes.
pub enum AnyControl {
    Stepper {
        less: Changing,
        more: Changing,
    },
    Switch(Changing),
    /// A few options side by side (`list`: many, wrapping), each with its key, its
    /// words and what choosing it changes.
    Choice {
        options: Vec<(String, Msg, Changing)>,
        list: bool,
    },
}

/// A settings row as a panel builds it: its label, how it reads now and later, and its
/// control.
pub struct AnyRow {
    pub label: &'static str,
    pub now: Msg,
    pub reads: Reading,
    pub control: AnyControl,
}

/// A change to settings group `S`, held to be made later.
type TypedChange<S, C> = Arc<dyn Fn(&mut S, &C) + Send + Sync>;

impl<S, C> SettingRow<S, C>
where
    S: Resource + Component<Mutability = Mutable> + Default,
    C: Resource,
{
    /// The row as a panel builds it, reading `world` as it is now.
    pub fn for_panel(self, world: &World) -> AnyRow {
        let reads = self.value;
        let change = |change: TypedChange<S, C>| -> Changing {
            Arc::new(move |world: &mut World| {
                // Taken out while the change reads the configuration beside them (a
                // resource scope would be made again for every settings group).
                let mut settings = std::mem::take(&mut *world.resource_mut::<S>());
                change(&mut settings, world.resource::<C>());
                *world.resource_mut::<S>() = settings;
            })
        };
        let config = world.resource::<C>();
        let control = match self.control {
            Control::Stepper { less, more } => AnyControl::Stepper {
                less: change(Arc::new(less)),
                more: change(Arc::new(more)),
            },
            Control::Switch(flip) => AnyControl::Switch(change(Arc::new(flip))),
            Control::Choice { options, choose } | Control::List { options, choose } => {
                let list = matches!(self.control, Control::List { .. });
                let options = options(config)
                    .into_iter()
                    .enumerate()
                    .map(|(index, (key, words))| {
                        let chosen = change(Arc::new(move |s: &mut S, c: &C| choose(s, c, index)));
                        (key, words, chosen)
                    })
                    .collect();
                AnyControl::Choice { options, list }
            }
            Control::Actions { options, act } => AnyControl::Choice {
                options: options(config)
                    .into_iter()
                    .enumerate()
                    .map(|(index, (key, words))| {
                        let acting: Changing = Arc::new(move |world: &mut World| act(world, index));
                        (key, words, acting)
                    })
                    .collect(),
                list: false,
            },
        };
        AnyRow {
            label: self.label,
            now: reads(world.resource::<S>(), config),
            reads: Arc::new(move |world: &World| {
                reads(world.resource::<S>(), world.resource::<C>())
            }),
            control,
        }
    }
}
