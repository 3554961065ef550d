//! The Linux gamepad reader, fed the kernel's own event format: a folder stands for
//! `/dev/input`, each pad in it a named pipe the test writes `struct input_event`s into
//! (built from `libc::input_event`), as the kernel writes them to `/dev/input/event*`.
//! A pad presses A and the game plays; the pipe's end (the device gone) disconnects the
//! pad in Bevy; a new node at the same place connects it again and A plays again. Where
//! `/dev/uinput` can be used, a virtual pad made by the kernel plays too.

use std::fs::File;
use std::io::Write;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::input::gamepad::{Gamepad, GamepadButton, GamepadConnection, GamepadConnectionEvent};
use bevy::prelude::*;
use grid_puzzles::board::cursor::BoardCursor;
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_puzzles::platform::gamepad::evdev::PadInfo;
use grid_puzzles::platform::gamepad::linux::DeviceFolder;
use grid_puzzles::platform::gamepad::{GamepadsPlugin, Pads};
use grid_rules::Puzzle;
use grid_rules::samegame::SameGame;

use crate::common::*;

// From `linux/input-event-codes.h`, written out here so the test does not take the
// reader's own constants on trust.
pub const EV_SYN: u16 = 0x00;
pub const EV_KEY: u16 = 0x01;
pub const EV_ABS: u16 = 0x03;
pub const BTN_SOUTH: u16 = 0x130;
pub const ABS_HAT0X: u16 = 0x10;

/// The bytes the kernel writes for `events` and the report that closes them.
pub fn kernel_bytes(events: &[(u16, u16, i32)]) -> Vec<u8> {
    let report = (EV_SYN, 0, 0);
    events
        .iter()
        .chain([&report])
        .flat_map(|&(type_, code, value)| {
            // SAFETY: input_event is plain integers; all zero is a valid value.
            let mut event: libc::input_event = unsafe { std::mem::zeroed() };
            (event.type_, event.code, event.value) = (type_, code, value);
            // SAFETY: its bytes, as the kernel copies them to a reader.
            unsafe {
                std::mem::transmute::<libc::input_event, [u8; size_of::<libc::input_event>()]>(
                    event,
                )
            }
        })
        .collect()
}

/// The pads' connections and disconnections Bevy was told of, in order.
#[derive(Resource, Default)]
pub struct ConnectionsSeen(pub Vec<(Entity, bool)>);

fn note_connections(
    mut told: MessageReader<GamepadConnectionEvent>,
    mut seen: ResMut<ConnectionsSeen>,
) {
    for event in told.read() {
        let connected = matches!(event.connection, GamepadConnection::Connected { .. });
        seen.0.push((event.gamepad, connected));
    }
}

/// A headless SameGame whose gamepads are read from `folder`.
pub fn game_reading(folder: DeviceFolder) -> App {
    let mut app = start_game::<SameGame>(SameGamePlugin, 41);
    app.add_plugins(bevy::input::InputPlugin)
        .insert_resource(Pads::reading(folder))
        .add_plugins(GamepadsPlugin)
        .init_resource::<ConnectionsSeen>()
        .add_systems(PreUpdate, note_connections);
    app
}

/// The connected pads' entities.
pub fn connected_pads(app: &mut App) -> Vec<Entity> {
    let mut pads = app.world_mut().query_filtered::<Entity, With<Gamepad>>();
    pads.iter(app.world()).collect()
}

fn pressed(app: &mut App, pad: Entity, button: GamepadButton) -> bool {
    app.world()
        .get::<Gamepad>(pad)
        .is_some_and(|gamepad| gamepad.pressed(button))
}

fn moves_played(app: &App) -> usize {
    running::<SameGame>(app).record.history.moves_played()
}

/// Points the cursor at a group and presses A on `device`, as the kernel reports it:
/// one move more is played, the group under the cursor.
pub fn play_with_a(app: &mut App, pad: Entity, device: &mut impl Write) {
    settle(app);
    let before = state::<SameGame>(app);
    let played = moves_played(app);
    let group = find_group(before.cells(), 2).expect("a move");
    app.world_mut().resource_mut::<BoardCursor>().pos = group;
    device
        .write_all(&kernel_bytes(&[(EV_KEY, BTN_SOUTH, 1)]))
        .expect("the pad takes events");
    update_until(app, "A plays a move", |app| moves_played(app) == played + 1);
    device
        .write_all(&kernel_bytes(&[(EV_KEY, BTN_SOUTH, 0)]))
        .expect("the pad takes events");
    update_until(app, "A is let go", |app| {
        !pressed(app, pad, GamepadButton::South)
    });
    settle(app);
    let mv = before
        .click(&mut Default::default(), group)
        .expect("a group is a move");
    assert_eq!(
        state::<SameGame>(app),
        before.apply(&mv).expect("legal").0,
        "A removed the group under the cursor"
    );
}

/// A named pipe standing for an event device, and the test's end of it.
struct RecordedPad {
    node: PathBuf,
    writer: File,
}

impl RecordedPad {
    /// A pad appears as `event{number}` in `folder`, and `app` runs until Bevy has it as
    /// a connected gamepad.
    fn plug(app: &mut App, folder: &Path, number: u32) -> Self {
        let node = folder.join(format!("event{number}"));
        let path = std::ffi::CString::new(node.as_os_str().as_bytes()).expect("no NUL");
        // SAFETY: a NUL-terminated path that outlives the call.
        assert_eq!(unsafe { libc::mkfifo(path.as_ptr(), 0o600) }, 0, "mkfifo");
        // Read and write: opening a pipe so does not wait for a reader (Linux), and the
        // reader's end then sees the pipe's end only when this is closed.
        let writer = File::options()
            .read(true)
            .write(true)
            .open(&node)
            .expect("the pipe opens");
        update_until(app, "the pad connects", |app| {
            !connected_pads(app).is_empty()
        });
        Self { node, writer }
    }

    /// The device goes: its node is removed and its reader meets the end.
    fn unplug(self) {
        std::fs::remove_file(&self.node).expect("the node is removed");
        drop(self.writer);
    }
}

/// The pipes are the pads; the folder's other files are devices of other kinds.
fn pipes_are_pads(device: &File) -> Option<PadInfo> {
    let is_pipe = device.metadata().ok()?.file_type().is_fifo();
    is_pipe.then(|| PadInfo {
        name: "recorded pad".into(),
        stick_ranges: [(-32768, 32767); 2],
    })
}

/// The game reading `folder` as its `/dev/input`, its pipes as pads, settled.
fn game_reading_pipes(folder: &Path) -> App {
    let mut app = game_reading(DeviceFolder {
        path: folder.to_path_buf(),
        probe: pipes_are_pads,
        // Long: plugging is found through inotify, not by looking again.
        look_again: Duration::from_secs(60),
    });
    settle(&mut app);
    app
}

/// A scratch folder standing for `/dev/input`, one per test (they run side by side).
fn device_folder(test: &str) -> PathBuf {
    let folder =
        std::env::temp_dir().join(format!("grid-puzzles-pads-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a scratch folder");
    folder
}

#[test]
fn a_linux_gamepad_plays_disconnects_when_unplugged_and_plays_again_when_plugged_back() {
    let folder = device_folder("replug");
    // A device that is no gamepad (a keyboard's node) is left alone.
    std::fs::write(
        folder.join("event0"),
        kernel_bytes(&[(EV_KEY, BTN_SOUTH, 1)]),
    )
    .expect("a file");
    let mut app = game_reading_pipes(&folder);
    let mut pad = RecordedPad::plug(&mut app, &folder, 3);
    let gamepad = connected_pads(&mut app)[0];
    assert_eq!(connected_pads(&mut app).len(), 1, "one pad: event0 is none");
    assert_eq!(
        app.world().get::<Name>(gamepad).map(Name::as_str),
        Some("recorded pad")
    );

    // The hat (ABS_HAT0X) to the right moves the cursor a step.
    let start = app.world().resource::<BoardCursor>().pos;
    pad.writer
        .write_all(&kernel_bytes(&[(EV_ABS, ABS_HAT0X, 1)]))
        .expect("the pad takes events");
    update_until(&mut app, "the hat moves the cursor", |app| {
        app.world().resource::<BoardCursor>().pos != start
    });
    let moved = app.world().resource::<BoardCursor>().pos;
    assert_eq!((moved.x, moved.y), (start.x + 1, start.y), "one step right");
    pad.writer
        .write_all(&kernel_bytes(&[(EV_ABS, ABS_HAT0X, 0)]))
        .expect("the pad takes events");
    update_until(&mut app, "the hat comes back", |app| {
        app.world()
            .get::<Gamepad>(gamepad)
            .is_some_and(|pad| pad.left_stick().x == 0.0)
    });

    play_with_a(&mut app, gamepad, &mut pad.writer);
    assert_eq!(moves_played(&app), 1);

    pad.unplug();
    update_until(&mut app, "the pad disconnects", |app| {
        connected_pads(app).is_empty()
    });
    assert_eq!(
        app.world().resource::<ConnectionsSeen>().0,
        [(gamepad, true), (gamepad, false)],
        "Bevy was told the pad connected, then disconnected"
    );
    assert!(
        app.world().get_entity(gamepad).is_ok(),
        "Bevy keeps a disconnected pad's entity (its settings)"
    );

    let mut pad = RecordedPad::plug(&mut app, &folder, 3);
    assert_eq!(
        connected_pads(&mut app),
        [gamepad],
        "the pad plugged back in is the same gamepad to Bevy"
    );
    play_with_a(&mut app, gamepad, &mut pad.writer);
    assert_eq!(
        moves_played(&app),
        2,
        "A plays again after the pad came back"
    );
    pad.unplug();
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_linux_gamepad_tap_just_before_the_pad_is_unplugged_still_plays() {
    let folder = device_folder("tap-then-unplug");
    let mut app = game_reading_pipes(&folder);
    let mut pad = RecordedPad::plug(&mut app, &folder, 5);
    let before = state::<SameGame>(&app);
    let group = find_group(before.cells(), 2).expect("a move");
    app.world_mut().resource_mut::<BoardCursor>().pos = group;
    // Pressed, let go and unplugged between two frames: Bevy would drop the tap with the
    // pad if both reached it in one frame.
    pad.writer
        .write_all(&kernel_bytes(&[(EV_KEY, BTN_SOUTH, 1)]))
        .expect("the pad takes events");
    pad.writer
        .write_all(&kernel_bytes(&[(EV_KEY, BTN_SOUTH, 0)]))
        .expect("the pad takes events");
    pad.unplug();
    // The reading thread hands all of it over (the press, the release, the end) before
    // the next frame.
    let all_told = app
        .world_mut()
        .resource_mut::<Pads>()
        .wait_for_changes(3, PATIENCE);
    assert!(
        all_told,
        "the reader told the press, the release and the end"
    );
    update_until(&mut app, "the tap plays", |app| moves_played(app) == 1);
    update_until(&mut app, "the pad disconnects", |app| {
        connected_pads(app).is_empty()
    });
    let _ = std::fs::remove_dir_all(&folder);
}
