//! Where a player's own picture comes from. On the desktop: the system's file dialog
//! (rfd: the desktop portal or zenity on Linux, the common dialog on Windows, the open
//! panel on macOS) and a file dropped on the window, read on a thread of their own. In the
//! browser: its file picker, through the page (`gridPuzzlesPickPicture`), which decodes
//! the picture itself (any format it shows), cuts its centred square, keeps it in the
//! page's storage and hands over the pixels; the picture kept there comes the same way
//! at start. What the player handed over is turned into what the game wants (`then`)
//! off the frame, and the loop is woken when it is there.

/// The largest file taken (a photo from any camera is smaller).
pub const MAX_FILE_BYTES: u64 = 40 * 1024 * 1024;

/// What the player handed over.
#[derive(Debug)]
pub enum Handed {
    /// A file's bytes (desktop), not yet decoded.
    File(Vec<u8>),
    /// A picture the browser decoded and cut square: `side`×`side` RGBA pixels; `kept`:
    /// the one the page kept from before (not one the player just picked).
    Pixels {
        side: u32,
        rgba: Vec<u8>,
        kept: bool,
    },
    /// Nothing that could be used.
    Refused(Refusal),
}

/// Why nothing could be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The file does not read as a picture.
    NotAPicture,
    /// The file, or the picture in it, is larger than the game takes.
    TooLarge,
    /// There is no file dialog on this system (a drop still works).
    NoDialog,
}

impl Refusal {
    /// Its name in the page's news (`refused:NAME`) and in the message ids.
    pub fn name(self) -> &'static str {
        match self {
            Refusal::NotAPicture => "not-a-picture",
            Refusal::TooLarge => "too-large",
            Refusal::NoDialog => "no-dialog",
        }
    }

    fn named(name: &str) -> Option<Self> {
        [Refusal::NotAPicture, Refusal::TooLarge, Refusal::NoDialog]
            .into_iter()
            .find(|refusal| refusal.name() == name)
    }
}

/// What is done with what was handed over, off the frame.
pub type Then<T> = Box<dyn FnOnce(Handed) -> T + Send>;

/// An answer on its way.
pub struct Pending<T> {
    #[cfg(not(target_arch = "wasm32"))]
    answer: std::sync::Mutex<std::sync::mpsc::Receiver<Option<T>>>,
    #[cfg(target_arch = "wasm32")]
    then: fn(Handed) -> T,
}

/// What a look at a [`Pending`] found.
#[derive(Debug, PartialEq)]
pub enum Taken<T> {
    /// Nothing yet.
    Waiting,
    /// The player closed the dialog without a choice; nothing more will come.
    Cancelled,
    /// The answer; on the desktop nothing more will come, the page may bring more.
    Answer(T),
}

impl<T> Pending<T> {
    /// Whether the answer is there (or the player cancelled).
    pub fn take(&self) -> Taken<T> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            use std::sync::mpsc::TryRecvError;
            let Ok(answer) = self.answer.lock() else {
                return Taken::Cancelled;
            };
            match answer.try_recv() {
                Ok(Some(answer)) => Taken::Answer(answer),
                Ok(None) | Err(TryRecvError::Disconnected) => Taken::Cancelled,
                Err(TryRecvError::Empty) => Taken::Waiting,
            }
        }
        #[cfg(target_arch = "wasm32")]
        match page_news() {
            Some(handed) => Taken::Answer((self.then)(handed)),
            None => Taken::Waiting,
        }
    }
}

/// Runs `work` on a thread of its own; its answer (`None`: cancelled) wakes the loop.
#[cfg(not(target_arch = "wasm32"))]
fn on_a_thread<T: Send + 'static>(work: impl FnOnce() -> Option<T> + Send + 'static) -> Pending<T> {
    let (sender, answer) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = sender.send(work());
        super::wake::wake();
    });
    Pending {
        answer: std::sync::Mutex::new(answer),
    }
}

/// The bytes of the file at `path`, or why they cannot be used.
#[cfg(not(target_arch = "wasm32"))]
pub fn read_picture(path: &std::path::Path) -> Handed {
    match std::fs::metadata(path) {
        Ok(meta) if meta.len() > MAX_FILE_BYTES => return Handed::Refused(Refusal::TooLarge),
        Ok(meta) if meta.is_file() => {}
        _ => return Handed::Refused(Refusal::NotAPicture),
    }
    match std::fs::read(path) {
        Ok(bytes) => Handed::File(bytes),
        Err(_) => Handed::Refused(Refusal::NotAPicture),
    }
}

/// Reads the file at `path` (a dropped file, the kept picture) off the frame and hands
/// it to `then`.
#[cfg(not(target_arch = "wasm32"))]
pub fn take_file<T: Send + 'static>(path: std::path::PathBuf, then: Then<T>) -> Pending<T> {
    on_a_thread(move || Some(then(read_picture(&path))))
}

/// Opens the system's file dialog for a picture, titled `title` with the filter named
/// `kind`; what the player chooses is read and handed to `then` off the frame. Where no
/// dialog can open, `then` hears [`Refusal::NoDialog`] at once.
#[cfg(not(target_arch = "wasm32"))]
pub fn ask_for_picture<T: Send + 'static>(title: &str, kind: &str, then: Then<T>) -> Pending<T> {
    if !has_a_dialog() {
        return on_a_thread(move || Some(then(Handed::Refused(Refusal::NoDialog))));
    }
    // Made here, on the loop's thread (the open panel on macOS must be), and waited on
    // off it.
    let choosing = rfd::AsyncFileDialog::new()
        .set_title(title)
        .add_filter(kind, &["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"])
        .pick_file();
    on_a_thread(move || {
        let chosen = bevy::tasks::block_on(choosing)?;
        Some(then(read_picture(chosen.path())))
    })
}

/// Whether a file dialog can open: on Linux it needs the desktop portal (over the
/// session's bus) or zenity; Windows and macOS always have theirs.
#[cfg(not(target_arch = "wasm32"))]
fn has_a_dialog() -> bool {
    if !cfg!(target_os = "linux") {
        return true;
    }
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|bus| !bus.is_empty());
    let zenity = std::env::var_os("PATH").is_some_and(|path| {
        std::env::split_paths(&path).any(|folder| folder.join("zenity").is_file())
    });
    bus || zenity
}

/// Asks the page for the browser's file picker; what the player chooses comes as the
/// page's news, through the page's [`Pending`].
#[cfg(target_arch = "wasm32")]
pub fn ask_for_picture() {
    let _ = hooks::grid_puzzles_pick_picture();
}

/// The page's pictures as they come (the kept one at start, then each the player
/// picks), each handed to `then`.
#[cfg(target_arch = "wasm32")]
pub fn page_pictures<T>(then: fn(Handed) -> T) -> Pending<T> {
    Pending { then }
}

/// Tells the page to forget the picture it keeps.
pub fn forget_page_picture() {
    #[cfg(target_arch = "wasm32")]
    let _ = hooks::grid_puzzles_forget_picture();
}

/// What the page has for the game: `picture SIDE` (then its pixels; `kept SIDE` for the
/// one kept from before), `refused NAME`, or nothing.
#[cfg(target_arch = "wasm32")]
fn page_news() -> Option<Handed> {
    let news = hooks::grid_puzzles_picture_news().ok()?;
    parse_news(&news, || {
        hooks::grid_puzzles_picture_pixels().unwrap_or_default()
    })
}

/// Reads a line of the page's news; `pixels` takes the pixels it announces.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn parse_news(news: &str, pixels: impl FnOnce() -> Vec<u8>) -> Option<Handed> {
    let (kind, value) = news.split_once(' ')?;
    match kind {
        "picture" | "kept" => {
            let side: u32 = value.parse().ok()?;
            let rgba = pixels();
            if side == 0 || rgba.len() != (side * side * 4) as usize {
                return Some(Handed::Refused(Refusal::NotAPicture));
            }
            let kept = kind == "kept";
            Some(Handed::Pixels { side, rgba, kept })
        }
        "refused" => Some(Handed::Refused(
            Refusal::named(value).unwrap_or(Refusal::NotAPicture),
        )),
        _ => None,
    }
}

/// What a picture file's first bytes say: its kind and size, read before decoding so a
/// huge picture is refused without the memory it would take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Header {
    Png((u32, u32)),
    Jpeg((u32, u32)),
}

/// The kind and size of the PNG or JPEG in `bytes`, if they start as one.
pub fn picture_header(bytes: &[u8]) -> Option<Header> {
    let be16 = |at: usize| Some(u16::from_be_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]));
    let be32 = |at: usize| Some(u32::from_be_bytes(bytes.get(at..at + 4)?.try_into().ok()?));
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") && bytes.get(12..16) == Some(b"IHDR") {
        return Some(Header::Png((be32(16)?, be32(20)?)));
    }
    if !bytes.starts_with(&[0xFF, 0xD8]) {
        return None;
    }
    // The segments after the start: the frame header (SOF0..SOF15, but not the tables
    // that share those numbers: DHT C4, JPG C8, DAC CC) holds the size.
    let mut at = 2;
    loop {
        while *bytes.get(at)? != 0xFF {
            at += 1;
        }
        while *bytes.get(at)? == 0xFF {
            at += 1;
        }
        let marker = *bytes.get(at)?;
        at += 1;
        if matches!(marker, 0xD0..=0xD9 | 0x01) {
            continue;
        }
        let length = usize::from(be16(at)?);
        if (0xC0..=0xCF).contains(&marker) && !matches!(marker, 0xC4 | 0xC8 | 0xCC) {
            let height = u32::from(be16(at + 3)?);
            let width = u32::from(be16(at + 5)?);
            return Some(Header::Jpeg((width, height)));
        }
        at += length.max(2);
    }
}

#[cfg(target_arch = "wasm32")]
mod hooks {
    use wasm_bindgen::prelude::wasm_bindgen;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesPickPicture, catch)]
        pub fn grid_puzzles_pick_picture() -> Result<(), wasm_bindgen::JsValue>;
        #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesPictureNews, catch)]
        pub fn grid_puzzles_picture_news() -> Result<String, wasm_bindgen::JsValue>;
        #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesPicturePixels, catch)]
        pub fn grid_puzzles_picture_pixels() -> Result<Vec<u8>, wasm_bindgen::JsValue>;
        #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesForgetPicture, catch)]
        pub fn grid_puzzles_forget_picture() -> Result<(), wasm_bindgen::JsValue>;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_news_reads_as_pixels_or_a_refusal() {
        let pixels = parse_news("picture 2", || vec![9; 16]);
        assert!(
            matches!(pixels, Some(Handed::Pixels { side: 2, ref rgba, kept: false }) if rgba.len() == 16)
        );
        let kept = parse_news("kept 1", || vec![9; 4]);
        assert!(matches!(kept, Some(Handed::Pixels { kept: true, .. })));
        let short = parse_news("picture 3", || vec![9; 16]);
        assert!(matches!(short, Some(Handed::Refused(Refusal::NotAPicture))));
        let large = parse_news("refused too-large", Vec::new);
        assert!(matches!(large, Some(Handed::Refused(Refusal::TooLarge))));
        assert!(parse_news("", Vec::new).is_none());
        assert!(parse_news("other 1", Vec::new).is_none());
    }

    #[test]
    fn a_jpeg_header_is_found_past_the_segments_before_it() {
        // Start, an APP0 segment of 16 bytes, a quantisation table of 5, then the
        // frame header: precision 8, height 480, width 640.
        let mut jpeg = vec![0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10];
        jpeg.extend([0; 14]);
        jpeg.extend([0xFF, 0xDB, 0x00, 0x05, 1, 2, 3]);
        jpeg.extend([0xFF, 0xC2, 0x00, 0x11, 8, 0x01, 0xE0, 0x02, 0x80, 3]);
        assert_eq!(picture_header(&jpeg), Some(Header::Jpeg((640, 480))));
        // A huffman table (C4) shares the frame headers' numbers and is skipped.
        let mut tables_first = vec![0xFF, 0xD8, 0xFF, 0xC4, 0x00, 0x04, 0, 0];
        tables_first.extend([0xFF, 0xC0, 0x00, 0x11, 8, 0x00, 0x10, 0x00, 0x20, 3]);
        assert_eq!(picture_header(&tables_first), Some(Header::Jpeg((32, 16))));
        // Cut short, or something else altogether.
        assert_eq!(picture_header(&jpeg[..24]), None);
        assert_eq!(picture_header(b"GIF89a"), None);
        assert_eq!(picture_header(b""), None);
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn a_file_too_large_or_missing_is_refused_before_it_is_read() {
        let folder = std::env::temp_dir().join(format!("picture-file-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let large = folder.join("large.png");
        let file = std::fs::File::create(&large).unwrap();
        file.set_len(MAX_FILE_BYTES + 1).unwrap();
        assert!(matches!(
            read_picture(&large),
            Handed::Refused(Refusal::TooLarge)
        ));
        assert!(matches!(
            read_picture(&folder.join("missing.png")),
            Handed::Refused(Refusal::NotAPicture)
        ));
        assert!(matches!(
            read_picture(&folder),
            Handed::Refused(Refusal::NotAPicture)
        ));
        let small = folder.join("small.png");
        std::fs::write(&small, b"bytes").unwrap();
        assert!(matches!(read_picture(&small), Handed::File(bytes) if bytes == b"bytes"));
        let pending = take_file(small, Box::new(|handed| matches!(handed, Handed::File(_))));
        let answer = loop {
            match pending.take() {
                Taken::Waiting => std::thread::sleep(std::time::Duration::from_millis(1)),
                other => break other,
            }
        };
        assert_eq!(answer, Taken::Answer(true));
        std::fs::remove_dir_all(&folder).unwrap();
    }
}
