//! alsa-lib's functions, looked up in `libasound.so.2` loaded at run time, and a guard
//! that keeps alsa-lib's own error messages off stderr.

use std::ffi::{CStr, c_char, c_int, c_long, c_uint, c_ulong, c_void};

use libloading::Library;

/// alsa-lib's `snd_pcm_t`, only ever behind a pointer.
pub(super) type Pcm = c_void;
/// alsa-lib's thread-local error handler; the last argument is a `va_list`, which is a
/// pointer (or passed as one) on the platforms Linux runs on, and is never read here.
type LocalErrorHandler =
    unsafe extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char, *mut c_void);

/// The alsa-lib functions used here, looked up in the loaded library.
pub(super) struct Alsa {
    pub(super) pcm_open: unsafe extern "C" fn(*mut *mut Pcm, *const c_char, c_int, c_int) -> c_int,
    pub(super) pcm_set_params:
        unsafe extern "C" fn(*mut Pcm, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int,
    pub(super) pcm_get_params: unsafe extern "C" fn(*mut Pcm, *mut c_ulong, *mut c_ulong) -> c_int,
    pub(super) pcm_nonblock: unsafe extern "C" fn(*mut Pcm, c_int) -> c_int,
    pub(super) pcm_writei: unsafe extern "C" fn(*mut Pcm, *const c_void, c_ulong) -> c_long,
    pub(super) pcm_recover: unsafe extern "C" fn(*mut Pcm, c_int, c_int) -> c_int,
    pub(super) pcm_close: unsafe extern "C" fn(*mut Pcm) -> c_int,
    pub(super) pcm_state: unsafe extern "C" fn(*mut Pcm) -> c_int,
    pub(super) pcm_start: unsafe extern "C" fn(*mut Pcm) -> c_int,
    strerror: unsafe extern "C" fn(c_int) -> *const c_char,
    /// Missing before alsa-lib 1.1.6; then ALSA's own messages go to stderr.
    set_local_error_handler:
        Option<unsafe extern "C" fn(Option<LocalErrorHandler>) -> Option<LocalErrorHandler>>,
    // Declared last so it is unloaded after everything above is done with.
    _library: Library,
}

impl Alsa {
    pub(super) fn load(name: &str) -> Result<Alsa, String> {
        // SAFETY: libasound's initialisers only set up its own state.
        let library = unsafe { Library::new(name) }
            .map_err(|error| format!("no sound: cannot load {name} ({error})"))?;
        // SAFETY: each type above is the C prototype of the function of that name.
        unsafe {
            Ok(Alsa {
                pcm_open: symbol(&library, name, "snd_pcm_open")?,
                pcm_set_params: symbol(&library, name, "snd_pcm_set_params")?,
                pcm_get_params: symbol(&library, name, "snd_pcm_get_params")?,
                pcm_nonblock: symbol(&library, name, "snd_pcm_nonblock")?,
                pcm_writei: symbol(&library, name, "snd_pcm_writei")?,
                pcm_recover: symbol(&library, name, "snd_pcm_recover")?,
                pcm_close: symbol(&library, name, "snd_pcm_close")?,
                pcm_state: symbol(&library, name, "snd_pcm_state")?,
                pcm_start: symbol(&library, name, "snd_pcm_start")?,
                strerror: symbol(&library, name, "snd_strerror")?,
                set_local_error_handler: symbol(&library, name, "snd_lib_error_set_local").ok(),
                _library: library,
            })
        }
    }

    pub(super) fn describe(&self, error: c_int) -> String {
        // SAFETY: snd_strerror returns a static string for any code.
        let text = unsafe { (self.strerror)(error) };
        if text.is_null() {
            return format!("error {error}");
        }
        // SAFETY: non-null, nul-terminated and static.
        unsafe { CStr::from_ptr(text) }
            .to_string_lossy()
            .into_owned()
    }

    /// Keeps alsa-lib's own messages (several lines on stderr when there is no sound
    /// card) off this thread until the guard is dropped: the caller reports in one line.
    pub(super) fn quiet_errors(&self) -> QuietErrors<'_> {
        let previous = self
            .set_local_error_handler
            // SAFETY: the handler ignores its arguments and is valid for the whole run.
            .map(|set| unsafe { set(Some(ignore_alsa_message)) });
        QuietErrors {
            alsa: self,
            previous,
        }
    }
}

/// # Safety
/// `T` must be the function pointer type of the C function `symbol_name`.
unsafe fn symbol<T: Copy>(
    library: &Library,
    library_name: &str,
    symbol_name: &str,
) -> Result<T, String> {
    // SAFETY: passed on to the caller.
    unsafe { library.get::<T>(symbol_name.as_bytes()) }
        .map(|found| *found)
        .map_err(|_| format!("no sound: {library_name} has no {symbol_name}, so it is not ALSA"))
}

unsafe extern "C" fn ignore_alsa_message(
    _file: *const c_char,
    _line: c_int,
    _function: *const c_char,
    _error: c_int,
    _format: *const c_char,
    _arguments: *mut c_void,
) {
}

/// While it lives, alsa-lib's messages on this thread go nowhere.
pub(super) struct QuietErrors<'a> {
    alsa: &'a Alsa,
    previous: Option<Option<LocalErrorHandler>>,
}

impl Drop for QuietErrors<'_> {
    fn drop(&mut self) {
        if let (Some(set), Some(previous)) = (self.alsa.set_local_error_handler, self.previous) {
            // SAFETY: puts back what was there before.
            unsafe { set(previous) };
        }
    }
}
