//! The console on Windows. The game's `.exe` is a Windows program rather than a console
//! one, so starting it from Explorer opens the game alone, with no black console window
//! beside it. Its command-line commands (`--list-games`, `replay`, `solve`, …) still
//! print where they were typed: they attach to the console of the prompt that started
//! them. Elsewhere there is nothing to do.

/// Gives a command's output the console it was typed in, where the output is not
/// already going somewhere (a file or a pipe the prompt redirected it to, or Wine's
/// terminal, which hands the program its own).
pub fn print_to_parent_console() {
    #[cfg(windows)]
    windows::attach_when_unconnected();
}

#[cfg(windows)]
mod windows {
    /// `AttachConsole`'s process number meaning "the parent's console".
    const ATTACH_PARENT_PROCESS: u32 = u32::MAX;
    /// `GetStdHandle`'s number for standard output (`(DWORD)-11`).
    const STD_OUTPUT_HANDLE: u32 = -11i32 as u32;

    #[link(name = "kernel32")]
    unsafe extern "system" {
        fn AttachConsole(process_id: u32) -> i32;
        fn GetStdHandle(which: u32) -> *mut core::ffi::c_void;
    }

    pub fn attach_when_unconnected() {
        // SAFETY: both take plain numbers and return a status or a handle we only compare;
        // nothing is borrowed or freed. A failed attach (started from Explorer: there is
        // no parent console) leaves the program as it was.
        unsafe {
            if GetStdHandle(STD_OUTPUT_HANDLE).is_null() {
                AttachConsole(ATTACH_PARENT_PROCESS);
            }
        }
    }
}
