//! The kernel's event devices on threads of their own: a watcher looks in the folder
//! (`/dev/input`) for event devices that are gamepads, when inotify says a device node
//! was added or given to the player, and every few seconds anyway; each gamepad is read
//! by a thread until its device goes (the kernel's read fails with ENODEV when it is
//! unplugged), which tells the game that pad disconnected. Both wake a resting game.

use std::collections::HashSet;
use std::fs::File;
use std::io::{ErrorKind, Read};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::fs::DirEntryExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::change::PadChange;
use super::evdev::{self, EVENT_SIZE, PadInfo};
use crate::platform::wake::wake;

/// Where the reader looks for event devices, and how it tells a gamepad.
#[derive(Clone, Debug)]
pub struct DeviceFolder {
    pub path: PathBuf,
    /// What a device opened there is: the kernel's answer to its ioctls for
    /// `/dev/input`; a test's answer for recorded devices (a pipe has no ioctls).
    pub probe: fn(&File) -> Option<PadInfo>,
    /// How long the watcher waits for inotify before it looks anyway (a device whose
    /// node could not be opened yet, or a folder inotify cannot watch).
    pub look_again: Duration,
}

impl DeviceFolder {
    /// The kernel's event devices.
    pub fn kernel() -> Self {
        Self {
            path: PathBuf::from("/dev/input"),
            probe: evdev::probe,
            look_again: Duration::from_secs(3),
        }
    }
}

/// The reading threads' changes, by a number given to each pad as it connects (behind
/// a lock: a resource is shared between threads, a receiver may not be). Dropped, it
/// stops the watcher.
pub struct Reader {
    changes: Mutex<Receiver<(u32, PadChange)>>,
    /// Changes taken off the threads' channel ahead of [`Reader::take`].
    held: Vec<(u32, PadChange)>,
    stop: Arc<AtomicBool>,
}

impl Reader {
    /// Starts watching `folder`.
    pub fn start(folder: DeviceFolder) -> Self {
        let (sender, changes) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let watcher = std::thread::Builder::new()
            .name("gamepads".into())
            .spawn(move || watch(&folder, &sender, &stopped));
        if let Err(why) = watcher {
            bevy::log::warn!("no gamepads: {why}");
        }
        Self {
            changes: Mutex::new(changes),
            held: Vec::new(),
            stop,
        }
    }

    /// The changes since the last call.
    pub fn take(&mut self) -> Vec<(u32, PadChange)> {
        let mut changes = std::mem::take(&mut self.held);
        if let Ok(new) = self.changes.get_mut() {
            changes.extend(new.try_iter());
        }
        changes
    }

    /// Waits, for at most `within`, until the threads have told `count` changes not yet
    /// taken (all of them then reach the game in its next frame); whether they did.
    pub fn wait_for(&mut self, count: usize, within: Duration) -> bool {
        let deadline = std::time::Instant::now() + within;
        let Ok(changes) = self.changes.get_mut() else {
            return false;
        };
        while self.held.len() < count {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match changes.recv_timeout(left) {
                Ok(change) => self.held.push(change),
                Err(_) => return false,
            }
        }
        true
    }
}

impl Drop for Reader {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// A device's number from its name (`event7` is 7).
fn number(name: &std::ffi::OsStr) -> Option<u32> {
    name.to_str()?.strip_prefix("event")?.parse().ok()
}

/// Looks for gamepads in `folder` until the reader is dropped, starting a reading
/// thread for each one found.
fn watch(folder: &DeviceFolder, sender: &Sender<(u32, PadChange)>, stop: &AtomicBool) {
    let changes = FolderChanges::watch(&folder.path);
    // Device numbers read by a thread now; the thread forgets its own as it ends.
    let reading: Arc<Mutex<HashSet<u32>>> = Arc::default();
    // Devices found not to be gamepads, by number and node (the kernel reuses numbers:
    // a pad may come as event7 after a keyboard there was unplugged).
    let mut not_pads: HashSet<(u32, u64)> = HashSet::new();
    let mut next_pad = 0;
    while !stop.load(Ordering::Relaxed) {
        let mut present = HashSet::new();
        let entries = std::fs::read_dir(&folder.path).into_iter().flatten();
        for entry in entries.flatten() {
            let Some(device) = number(&entry.file_name()) else {
                continue;
            };
            let node = (device, entry.ino());
            present.insert(node);
            let busy = reading
                .lock()
                .is_ok_and(|reading| reading.contains(&device));
            if busy || not_pads.contains(&node) {
                continue;
            }
            // Not allowed yet (the desktop gives the player a new pad a moment after
            // it appears): tried again on the next look.
            let Ok(file) = File::open(entry.path()) else {
                continue;
            };
            let Some(info) = (folder.probe)(&file) else {
                not_pads.insert(node);
                continue;
            };
            let pad = next_pad;
            next_pad += 1;
            if let Ok(mut reading) = reading.lock() {
                reading.insert(device);
            }
            let (sender, reading) = (sender.clone(), Arc::clone(&reading));
            let reader = std::thread::Builder::new()
                .name(format!("gamepad event{device}"))
                .spawn(move || {
                    // Forgotten before the game hears of the disconnection, so a pad
                    // plugged straight back in at the same number is looked at.
                    read_pad(pad, &info, file, &sender, || {
                        if let Ok(mut reading) = reading.lock() {
                            reading.remove(&device);
                        }
                    });
                });
            if let Err(why) = reader {
                bevy::log::warn!("gamepad event{device} not read: {why}");
            }
        }
        not_pads.retain(|node| present.contains(node));
        changes.wait(folder.look_again);
    }
}

/// Tells the game pad `pad` connected, then each change it reports, and, once its
/// device ends (ENODEV: unplugged), calls `ended` and tells it disconnected. Returns
/// early once the game no longer listens.
pub fn read_pad(
    pad: u32,
    info: &PadInfo,
    mut device: impl Read,
    sender: &Sender<(u32, PadChange)>,
    ended: impl FnOnce(),
) {
    let send = |change| {
        let sent = sender.send((pad, change)).is_ok();
        // The game may be asleep: a pad's button wakes it.
        wake();
        sent
    };
    if !send(PadChange::Connected(info.name.clone())) {
        return;
    }
    let mut buffer = [0u8; EVENT_SIZE * 32];
    // Bytes of an event not yet whole (a device gives whole events; a pipe may not).
    let mut kept = 0;
    loop {
        let read = match device.read(&mut buffer[kept..]) {
            Ok(0) => break,
            Ok(read) => read,
            Err(error) if error.kind() == ErrorKind::Interrupted => continue,
            Err(_) => break,
        };
        let filled = kept + read;
        let whole = filled - filled % EVENT_SIZE;
        for bytes in buffer[..whole].as_chunks::<EVENT_SIZE>().0 {
            let event = evdev::decode(bytes);
            if let Some(change) = evdev::change_of(&event, info.stick_ranges)
                && !send(change)
            {
                return;
            }
        }
        buffer.copy_within(whole..filled, 0);
        kept = filled - whole;
    }
    ended();
    send(PadChange::Disconnected);
}

/// Tells when a device node is added to a folder or its permissions change (inotify);
/// without it, the watcher looks every so often.
struct FolderChanges(Option<OwnedFd>);

impl FolderChanges {
    fn watch(folder: &Path) -> Self {
        use std::os::unix::ffi::OsStrExt;
        let Ok(path) = std::ffi::CString::new(folder.as_os_str().as_bytes()) else {
            return Self(None);
        };
        // SAFETY: inotify_init1 takes flags and returns a new descriptor or −1.
        let fd = unsafe { libc::inotify_init1(libc::IN_CLOEXEC | libc::IN_NONBLOCK) };
        if fd < 0 {
            return Self(None);
        }
        // SAFETY: `fd` was just opened and is owned by nothing else.
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        // SAFETY: `path` is a NUL-terminated string that outlives the call.
        let watched = unsafe {
            libc::inotify_add_watch(
                fd.as_raw_fd(),
                path.as_ptr(),
                libc::IN_CREATE | libc::IN_ATTRIB | libc::IN_MOVED_TO,
            )
        };
        Self((watched >= 0).then_some(fd))
    }

    /// Waits until the folder changes, or `at_most`.
    fn wait(&self, at_most: Duration) {
        let Some(fd) = &self.0 else {
            std::thread::sleep(at_most);
            return;
        };
        let mut waiting = libc::pollfd {
            fd: fd.as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        };
        let timeout = i32::try_from(at_most.as_millis()).unwrap_or(i32::MAX);
        // SAFETY: one pollfd, valid for the call.
        let ready = unsafe { libc::poll(&mut waiting, 1, timeout) };
        if ready > 0 {
            // What changed does not matter (the folder is looked at again): read it away.
            let mut events = [0u8; 4096];
            // SAFETY: reads at most `events.len()` bytes into `events`; the descriptor
            // does not block.
            while unsafe { libc::read(fd.as_raw_fd(), events.as_mut_ptr().cast(), events.len()) }
                > 0
            {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::input::gamepad::GamepadButton;

    /// A device that gives `bytes`, then fails as an unplugged one does.
    struct Unplugged(std::io::Cursor<Vec<u8>>);

    impl Read for Unplugged {
        fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
            match self.0.read(buffer)? {
                0 => Err(std::io::Error::from_raw_os_error(libc::ENODEV)),
                read => Ok(read),
            }
        }
    }

    #[test]
    fn a_pad_reports_its_buttons_then_disconnects_when_its_device_goes() {
        let mut bytes = Vec::new();
        for (type_, code, value) in [(evdev::EV_KEY, evdev::BTN_SOUTH, 1), (0, 0, 0)] {
            // SAFETY: input_event is plain integers; all zero is a valid value.
            let mut event: libc::input_event = unsafe { std::mem::zeroed() };
            (event.type_, event.code, event.value) = (type_, code, value);
            // SAFETY: the bytes of a plain-integer struct, as the kernel writes them.
            bytes.extend(unsafe {
                std::mem::transmute::<libc::input_event, [u8; EVENT_SIZE]>(event)
            });
        }
        // Split mid-event: the reader must keep the half.
        let device = std::io::Read::chain(
            std::io::Cursor::new(bytes[..10].to_vec()),
            Unplugged(std::io::Cursor::new(bytes[10..].to_vec())),
        );
        let (sender, receiver) = channel();
        let info = PadInfo {
            name: "recorded".into(),
            stick_ranges: [evdev::SIGNED_RANGE; 2],
        };
        let mut ended = false;
        read_pad(3, &info, device, &sender, || ended = true);
        assert!(ended, "the device's end is noticed");
        let told: Vec<_> = receiver.try_iter().collect();
        assert_eq!(
            told,
            [
                (3, PadChange::Connected("recorded".into())),
                (3, PadChange::Button(GamepadButton::South, 1.0)),
                (3, PadChange::Disconnected),
            ]
        );
    }
}
