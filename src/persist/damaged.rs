//! Settings that do not read are set aside, never overwritten. Bevy's settings plugin
//! reads a file that is not TOML as if it were missing, and its next save writes
//! defaults over it: one slip while editing `settings.toml` by hand would cost every
//! best score. So before the plugin reads them, each settings file that does not parse
//! is renamed to `NAME.toml.damaged` (`.damaged.2` and on when an older one is there,
//! so that one is kept too), and the window says so in one line. The game starts from
//! defaults for what was in that file; the player's bytes are all in the copy.
//! A file that reads but holds a group that does not (a best score written as `"lots"`,
//! or a value an older version wrote) loads the rest, and the plugin would start that
//! group from defaults and save over it: such a file is copied to `NAME.toml.damaged`
//! before it is read (once, however often the game starts with it), with a line naming
//! the group. The web's settings live in the page's localStorage, one entry per file,
//! and are kept aside the same way (`grid-puzzles-settings.damaged`).

use crate::core::words::Msg;
use std::any::TypeId;

use bevy::prelude::*;
use bevy::reflect::serde::TypedReflectDeserializer;
use bevy::reflect::{GetTypeRegistration, TypeInfo, TypeRegistry};
use bevy::settings::{SettingsGroup, SettingsPlugin};
use serde::de::DeserializeSeed;

use crate::core::notices::Problems;
use crate::platform::shelf::{Shelf, settings_shelf};

/// The settings groups the app has, by file: what the check reads each group as.
#[derive(Resource, Default, Debug, Clone)]
pub struct SettingsGroups(pub Vec<GroupEntry>);

/// One settings group: its file (without `.toml`), its `[group]`, the key inside the
/// group that holds it (if it is one level down, as for a one-field type), and its type.
#[derive(Debug, Clone, Copy)]
pub struct GroupEntry {
    pub file: &'static str,
    pub group: &'static str,
    pub key: Option<&'static str>,
    pub type_id: TypeId,
}

/// Registers the settings group `T` for reflection and for the check of its file; all
/// before [`add_settings_plugin`].
pub fn register_settings_group<T: SettingsGroup + GetTypeRegistration>(app: &mut App) -> &mut App {
    app.register_type::<T>();
    app.world_mut()
        .get_resource_or_init::<SettingsGroups>()
        .0
        .push(GroupEntry {
            file: T::settings_source().unwrap_or("settings"),
            group: T::settings_group_name(),
            key: T::settings_key_name(),
            type_id: TypeId::of::<T>(),
        });
    app
}

/// Adds Bevy's settings plugin for `app_name`, first setting aside the files it could
/// not read and reporting each in [`Problems`] (shown at the bottom of the window).
pub fn add_settings_plugin(app: &mut App, app_name: &str) {
    if let Some(shelf) = settings_shelf(app_name) {
        let groups = app.world().get_resource::<SettingsGroups>().cloned();
        let registry = app.world().resource::<AppTypeRegistry>().clone();
        let unreadable =
            set_aside_unreadable(&shelf, &groups.unwrap_or_default(), &registry.read());
        let mut problems = app.world_mut().get_resource_or_init::<Problems>();
        for (file, line) in unreadable {
            problems.set(file, Some(line));
        }
    }
    app.add_plugins(SettingsPlugin::new(app_name));
}

/// Moves aside every settings entry of `shelf` that does not read as a table of
/// settings, copies aside each that holds a group of `groups` that does not read, and
/// returns, for each, its name and the line that tells the player.
pub fn set_aside_unreadable(
    shelf: &impl Shelf,
    groups: &SettingsGroups,
    registry: &TypeRegistry,
) -> Vec<(String, Msg)> {
    let mut stems: Vec<&str> = groups.0.iter().map(|entry| entry.file).collect();
    stems.push("settings");
    let mut problems = Vec::new();
    for name in shelf.entries(&stems) {
        let table = match shelf
            .read(&name)
            .map_err(|error| Msg::new("why-cannot-open").text("detail", error))
        {
            Ok(bytes) => read_settings_table(&bytes),
            Err(why) => Err(why),
        };
        let table = match table {
            Ok(table) => table,
            Err(why) => {
                let line = keep_aside(shelf, &name, &why, Keep::Move);
                problems.push((name, line));
                continue;
            }
        };
        let stem = shelf.stem(&name);
        if let Some(why) = groups
            .0
            .iter()
            .filter(|entry| entry.file == stem)
            .find_map(|entry| group_problem(&table, entry, registry))
        {
            let line = keep_aside(shelf, &name, &why, Keep::Copy);
            problems.push((name, line));
        }
    }
    problems
}

/// How a damaged entry is kept: moved out of the plugin's way (nothing in it reads), or
/// copied (the rest of it still loads).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keep {
    Move,
    Copy,
}

/// Keeps the player's bytes of entry `name` as `NAME.damaged` (or the next free name)
/// and returns the window's line: `NAME: WHY from defaults, your file is kept as ...`. A
/// copy already kept with the same bytes is named instead of making another, so an entry
/// left as it is does not leave a new copy at every start.
fn keep_aside(shelf: &impl Shelf, name: &str, why: &Msg, keep: Keep) -> Msg {
    let bytes = shelf.read(name);
    let already = match (keep, &bytes) {
        (Keep::Copy, Ok(bytes)) => kept_copy_of(shelf, name, bytes),
        _ => None,
    };
    let kept = match already {
        Some(copy) => Ok(copy),
        None => {
            let aside = free_damaged_name(shelf, name);
            match keep {
                Keep::Move => shelf.rename(name, &aside),
                Keep::Copy => bytes.and_then(|bytes| shelf.write(&aside, &bytes)),
            }
            .map(|()| aside)
        }
    };
    // A file nothing of was read starts afresh; one partly read starts from the rest.
    let how = match keep {
        Keep::Move => "moved",
        Keep::Copy => "copied",
    };
    let line = Msg::new("problem-settings")
        .text("file", name.to_string())
        .msg("why", why.clone())
        .text("how", how)
        .text("where", shelf.place());
    match kept {
        Ok(aside) => line.text("saved", "yes").text("kept", aside),
        Err(error) => line.text("saved", "no").text("error", error.to_string()),
    }
}

/// The kept copies of entry `name`: `NAME.damaged`, `.damaged.2`, `.damaged.3`, … as
/// far as they go, then the first name not yet taken.
fn damaged_names(name: &str) -> impl Iterator<Item = String> {
    let base = format!("{name}.damaged");
    std::iter::once(base.clone()).chain((2..).map(move |n| format!("{base}.{n}")))
}

/// A kept copy of entry `name` holding exactly `bytes`, if there is one.
fn kept_copy_of(shelf: &impl Shelf, name: &str, bytes: &[u8]) -> Option<String> {
    damaged_names(name)
        .take_while(|candidate| shelf.exists(candidate))
        .find(|candidate| shelf.read(candidate).is_ok_and(|kept| kept == bytes))
}

/// The first of `NAME.damaged`, `.damaged.2`, … not yet taken.
fn free_damaged_name(shelf: &impl Shelf, name: &str) -> String {
    damaged_names(name)
        .find(|candidate| !shelf.exists(candidate))
        .expect("an unused name")
}

/// What in `entry`'s group of `table` Bevy's settings plugin would not read (it reads a
/// struct field by field and a one-field tuple struct whole, and keeps the default for
/// anything that does not deserialize), if anything, in the player's words (the
/// reader's own detail in brackets).
fn group_problem(table: &toml::Table, entry: &GroupEntry, registry: &TypeRegistry) -> Option<Msg> {
    let group_value = table.get(entry.group)?;
    let value = entry
        .key
        .and_then(|key| group_value.get(key))
        .unwrap_or(group_value);
    let group = entry.group;
    let reads = |type_id: TypeId, value: &toml::Value| -> Result<(), String> {
        let registration = registry.get(type_id).ok_or("an unregistered type")?;
        TypedReflectDeserializer::new(registration, registry)
            .deserialize(value.clone())
            .map(|_| ())
            // The reader's message spreads over lines; the window shows one.
            .map_err(|error| {
                error
                    .to_string()
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
            })
    };
    match registry.get(entry.type_id)?.type_info() {
        TypeInfo::Struct(info) => {
            let Some(fields) = value.as_table() else {
                return Some(Msg::new("why-group-not-a-table").text("group", group));
            };
            info.iter().find_map(|field| {
                let value = fields.get(field.name())?;
                let why = reads(field.type_id(), value).err()?;
                Some(
                    Msg::new("why-setting-unreadable")
                        .text("setting", field.name())
                        .text("group", group)
                        .text("detail", why),
                )
            })
        }
        TypeInfo::TupleStruct(info) if info.field_len() == 1 => {
            let why = reads(info.field_at(0)?.type_id(), value).err()?;
            Some(
                Msg::new("why-group-unreadable")
                    .text("group", group)
                    .text("detail", why),
            )
        }
        _ => None,
    }
}

/// An entry read as Bevy's settings plugin reads it: UTF-8 TOML, a table.
fn read_settings_table(bytes: &[u8]) -> Result<toml::Table, Msg> {
    let text = std::str::from_utf8(bytes).map_err(|_| Msg::new("why-not-text"))?;
    match toml::from_str::<toml::Value>(text) {
        Ok(toml::Value::Table(table)) => Ok(table),
        Ok(_) => Err(Msg::new("why-not-settings")),
        Err(error) => {
            // Counted in bytes, so a span inside a character cannot split it.
            let line = error.span().map(|span| {
                let before = &text.as_bytes()[..span.start.min(text.len())];
                before.iter().filter(|&&byte| byte == b'\n').count() + 1
            });
            let detail = error.message().trim().to_string();
            Err(match line {
                Some(line) => Msg::new("why-not-toml-at")
                    .num("line", line)
                    .text("detail", detail),
                None => Msg::new("why-not-toml").text("detail", detail),
            })
        }
    }
}
