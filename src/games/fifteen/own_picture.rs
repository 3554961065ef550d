//! The player's own picture for Fifteen: chosen in the settings (the system's file
//! dialog, the browser's file picker) or dropped on the window, cut to its centred
//! square and scaled down as the game's own is, and kept for the next start (desktop: a
//! PNG beside the settings; web: the page's storage). It takes the game's picture's place
//! in the game's own images, so the board, the solved picture and the menu card all show
//! it. A file that is not a picture, or is too large, is refused with a message and the
//! picture in use stays; the settings bring the game's own back.

use bevy::prelude::*;
use grid_rules::Puzzle;
use grid_rules::fifteen::Fifteen;

use super::settings::{FifteenConfig, FifteenSettings, PICTURE};
use crate::core::game::GameId;
use crate::core::words::Msg;
use crate::persist::shared::SaveSoon;
use crate::platform::picture_file::{self, Handed, Pending, Refusal, Taken};
use crate::session::registry::OwnLooks;
use crate::ui::access::Announcements;
use crate::ui::controls::show_every_value;
use crate::ui::setting_rows::{Control, SettingRow};
use crate::ui::tooltip::show_toast;

/// The file the desktop keeps the player's picture in, beside the settings.
pub const KEPT_FILE: &str = "fifteen-picture.png";

/// The largest picture taken, in pixels (a 64-megapixel photo; more would take seconds
/// and gigabytes to decode).
pub const MAX_PIXELS: u64 = 8000 * 8000;

/// The player's picture once it is on the graphics side; `None`: the game's own.
#[derive(Resource, Default, Debug)]
pub struct PlayerPicture(pub Option<Handle<Image>>);

/// A picture as it came: the picture or why not, and whether the player handed it over
/// just now (and so hears that it is in) or it is the one kept from before.
type Came = (Result<Image, Refusal>, bool);

/// The pictures on their way.
#[derive(Resource, Default)]
pub struct PicturesComing(Vec<Pending<Came>>);

impl PicturesComing {
    /// Whether nothing is on its way (a resting game may sleep).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The picture in `handed`, as the game keeps it: 8-bit RGBA, its centred square, at
/// most `MAX_PICTURE_SIDE` a side; or why it cannot be used.
pub fn picture_from(handed: Handed) -> Result<Image, Refusal> {
    match handed {
        Handed::Refused(refusal) => Err(refusal),
        Handed::Pixels { side, rgba, .. } => Ok(super::picture::rgba_picture(side, side, rgba)),
        Handed::File(bytes) => picture_from_file(&bytes),
    }
}

/// Decodes a PNG (of any depth) or JPEG file, turned upright as the camera marked it
/// (the browser decodes its own pictures).
#[cfg(not(target_arch = "wasm32"))]
fn picture_from_file(bytes: &[u8]) -> Result<Image, Refusal> {
    use crate::platform::picture_file::{Header, picture_header};
    use image::ImageDecoder;
    let (width, height) = match picture_header(bytes) {
        Some(Header::Png(size) | Header::Jpeg(size)) => size,
        None => return Err(Refusal::NotAPicture),
    };
    if width == 0 || height == 0 {
        return Err(Refusal::NotAPicture);
    }
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(Refusal::TooLarge);
    }
    let not_a_picture = |_| Refusal::NotAPicture;
    let mut decoder = image::ImageReader::new(std::io::Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|_| Refusal::NotAPicture)?
        .into_decoder()
        .map_err(not_a_picture)?;
    let orientation = decoder
        .orientation()
        .unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut decoded = image::DynamicImage::from_decoder(decoder).map_err(not_a_picture)?;
    decoded.apply_orientation(orientation);
    let rgba = decoded.into_rgba8();
    let picture = super::picture::rgba_picture(rgba.width(), rgba.height(), rgba.into_raw());
    Ok(super::picture::square_picture(&picture).unwrap_or(picture))
}

#[cfg(target_arch = "wasm32")]
fn picture_from_file(_bytes: &[u8]) -> Result<Image, Refusal> {
    Err(Refusal::NotAPicture)
}

/// Writes `picture` as a PNG to `path` (beside first, so a reader never sees half).
#[cfg(not(target_arch = "wasm32"))]
pub fn keep(picture: &Image, path: &std::path::Path) -> Result<(), String> {
    use image::ImageEncoder;
    let size = picture.size();
    let rgba = picture.data.as_deref().ok_or("no pixels")?;
    let mut png = Vec::new();
    image::codecs::png::PngEncoder::new(&mut png)
        .write_image(rgba, size.x, size.y, image::ExtendedColorType::Rgba8)
        .map_err(|error| error.to_string())?;
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder).map_err(|error| error.to_string())?;
    }
    let partial = path.with_extension("partial");
    std::fs::write(&partial, png).map_err(|error| error.to_string())?;
    std::fs::rename(&partial, path).map_err(|error| error.to_string())
}

/// Where the desktop keeps the player's picture, if it keeps files at all.
#[cfg(not(target_arch = "wasm32"))]
fn kept_path(world: &World) -> Option<std::path::PathBuf> {
    let folder = world.get_resource::<crate::platform::shelf::KeptFiles>()?;
    Some(folder.0.join(KEPT_FILE))
}

/// What is done off the frame with a picture the player hands over: decoded, and kept
/// for the next start where the desktop keeps files.
#[cfg(not(target_arch = "wasm32"))]
fn decode_and_keep(path: Option<std::path::PathBuf>) -> picture_file::Then<Came> {
    Box::new(move |handed| {
        let picture = picture_from(handed);
        if let (Ok(picture), Some(path)) = (&picture, path)
            && let Err(why) = keep(picture, &path)
        {
            warn!("the picture could not be kept in {}: {why}", path.display());
        }
        (picture, true)
    })
}

/// The words for the game's own picture (the row's value and its button).
const GAME_OWN: &str = "picture-game-own";

/// The settings row: which picture is in use, Choose… and The game's own.
pub fn picture_row() -> SettingRow<FifteenSettings, FifteenConfig> {
    SettingRow {
        label: "setting-picture",
        value: |s, _| {
            Msg::new(if s.own_picture {
                "picture-yours"
            } else {
                GAME_OWN
            })
        },
        control: Control::Actions {
            options: |_| {
                vec![
                    ("choose".into(), Msg::new("picture-choose")),
                    ("reset".into(), Msg::new(GAME_OWN)),
                ]
            },
            act: |world, index| match index {
                0 => ask_for_a_picture(world),
                _ => back_to_the_games_own(world),
            },
        },
    }
}

/// Opens the file dialog (the settings' Choose button).
pub fn ask_for_a_picture(world: &mut World) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let words = world.resource::<crate::core::words::Words>();
        let title = words.text(&Msg::new("picture-dialog-title"));
        let kind = words.text(&Msg::new("picture-kind"));
        let then = decode_and_keep(kept_path(world));
        let pending = picture_file::ask_for_picture(&title, &kind, then);
        world.resource_mut::<PicturesComing>().0.push(pending);
    }
    // The page's answer comes through its one way in (`bring_the_kept_picture`).
    #[cfg(target_arch = "wasm32")]
    {
        let _ = world;
        picture_file::ask_for_picture();
    }
}

/// Hands a dropped file over as if it had been chosen in the dialog (the browser sends
/// no drops to the game).
pub fn take_dropped_pictures(
    mut drops: MessageReader<bevy::window::FileDragAndDrop>,
    mut commands: Commands,
) {
    #[cfg(target_arch = "wasm32")]
    let _ = (drops.read().count(), &mut commands);
    #[cfg(not(target_arch = "wasm32"))]
    for drop in drops.read() {
        if let bevy::window::FileDragAndDrop::DroppedFile { path_buf, .. } = drop {
            let path = path_buf.clone();
            commands.queue(move |world: &mut World| {
                let then = decode_and_keep(kept_path(world));
                let pending = picture_file::take_file(path, then);
                world.resource_mut::<PicturesComing>().0.push(pending);
            });
        }
    }
}

/// Brings the picture kept from before, once the settings are read (web: the page
/// hands it over at start, as it will each picture the player picks).
pub fn bring_the_kept_picture(world: &mut World) {
    #[cfg(not(target_arch = "wasm32"))]
    if world.resource::<FifteenSettings>().own_picture
        && let Some(path) = kept_path(world)
    {
        let then = Box::new(|handed| (picture_from(handed), false));
        let pending = picture_file::take_file(path, then);
        world.resource_mut::<PicturesComing>().0.push(pending);
    }
    // The page tells which of its pictures it kept from before.
    #[cfg(target_arch = "wasm32")]
    world
        .resource_mut::<PicturesComing>()
        .0
        .push(picture_file::page_pictures(|handed| {
            let kept = matches!(handed, Handed::Pixels { kept: true, .. });
            (picture_from(handed), !kept)
        }));
}

/// The game's own picture again (the settings' button): the player's is forgotten.
pub fn back_to_the_games_own(world: &mut World) {
    let was_own = std::mem::take(&mut world.resource_mut::<FifteenSettings>().own_picture);
    world.resource_mut::<PlayerPicture>().0 = None;
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(path) = kept_path(world) {
        let _ = std::fs::remove_file(path);
    }
    picture_file::forget_page_picture();
    // The game's images are loaded again from the theme.
    world
        .resource_mut::<OwnLooks>()
        .0
        .remove(&GameId(Fifteen::ID));
    if was_own {
        tell(world, Msg::new("picture-back"));
    }
}

/// The settings are saved soon, and an open panel shows them as they are now.
fn settings_changed(world: &mut World) {
    SaveSoon.apply(world);
    show_every_value(world);
}

/// A toast, and the same words for a screen reader.
fn tell(world: &mut World, message: Msg) {
    if let Some(mut said) = world.get_resource_mut::<Announcements>() {
        said.say(message.clone());
    }
    show_toast(&mut world.commands(), message);
}

/// Takes the pictures that have come: one that reads takes the game's picture's place,
/// one that does not is refused with a message and the picture in use stays.
pub fn take_pictures(world: &mut World) {
    if world.resource::<PicturesComing>().is_empty() {
        return;
    }
    let mut coming = std::mem::take(&mut world.resource_mut::<PicturesComing>().0);
    let mut answers = Vec::new();
    coming.retain(|pending| match pending.take() {
        Taken::Waiting => true,
        Taken::Cancelled => false,
        Taken::Answer(answer) => {
            answers.push(answer);
            // The page's pictures keep coming; a thread's answer is its last.
            cfg!(target_arch = "wasm32")
        }
    });
    world.resource_mut::<PicturesComing>().0.extend(coming);
    for (answer, handed_now) in answers {
        match answer {
            Ok(picture) => {
                let handle = world
                    .get_resource_mut::<Assets<Image>>()
                    .map(|mut images| images.add(picture));
                world.resource_mut::<PlayerPicture>().0 = handle;
                if !world.resource::<FifteenSettings>().own_picture {
                    world.resource_mut::<FifteenSettings>().own_picture = true;
                    settings_changed(world);
                }
                if handed_now {
                    tell(world, Msg::new("picture-taken"));
                }
            }
            Err(refusal) => {
                if !handed_now {
                    // The kept picture is gone or damaged: the game's own, quietly.
                    world.resource_mut::<FifteenSettings>().own_picture = false;
                    settings_changed(world);
                    warn!("the kept picture could not be read ({})", refusal.name());
                    continue;
                }
                tell(world, Msg::new(format!("picture-{}", refusal.name())));
            }
        }
    }
}

/// The player's picture takes the game's picture's place in the game's own images
/// (after they are set up each frame, so a theme change does not undo it).
pub fn use_the_players_picture(player: Res<PlayerPicture>, mut looks: ResMut<OwnLooks>) {
    let Some(handle) = &player.0 else { return };
    let Some(own) = looks.0.get(&GameId(Fifteen::ID)) else {
        return;
    };
    if own.get(PICTURE) == *handle {
        return;
    }
    let own = looks
        .0
        .get_mut(&GameId(Fifteen::ID))
        .expect("looked up above");
    match own.0.get_mut(PICTURE) {
        Some(picture) => *picture = handle.clone(),
        None => own.0.push(handle.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform::picture_file::{Header, picture_header};

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn a_jpeg_photo_is_decoded_to_its_square_and_a_damaged_one_refused() {
        use image::ImageEncoder;
        let rgb: Vec<u8> = (0..20 * 50).flat_map(|_| [200u8, 100, 50]).collect();
        let mut jpeg = Vec::new();
        image::codecs::jpeg::JpegEncoder::new(&mut jpeg)
            .write_image(&rgb, 20, 50, image::ExtendedColorType::Rgb8)
            .unwrap();
        assert_eq!(picture_header(&jpeg), Some(Header::Jpeg((20, 50))));
        let picture = picture_from(Handed::File(jpeg.clone())).unwrap();
        assert_eq!(picture.size(), UVec2::new(20, 20));
        let pixel = &picture.data.as_ref().unwrap()[..4];
        assert!(pixel[0].abs_diff(200) < 8 && pixel[3] == 255, "{pixel:?}");
        // The header reads, the rest is cut off.
        let damaged = jpeg[..jpeg.len() / 3].to_vec();
        assert_eq!(
            picture_from(Handed::File(damaged)).err(),
            Some(Refusal::NotAPicture)
        );
        assert_eq!(
            picture_from(Handed::Refused(Refusal::TooLarge)).err(),
            Some(Refusal::TooLarge)
        );
        // A 16-bit PNG (what ImageMagick writes for a gradient) reads as 8 bits (the
        // encoder takes 16-bit channels in the machine's byte order).
        let deep: Vec<u8> = (0..6 * 4)
            .flat_map(|_| [0xFF, 0xFF, 0x00, 0x80, 0, 0, 0xFF, 0xFF])
            .collect();
        let mut png = Vec::new();
        image::codecs::png::PngEncoder::new(&mut png)
            .write_image(&deep, 6, 4, image::ExtendedColorType::Rgba16)
            .unwrap();
        let picture = picture_from(Handed::File(png)).unwrap();
        assert_eq!(picture.size(), UVec2::new(4, 4));
        assert_eq!(&picture.data.as_ref().unwrap()[..4], &[255, 128, 0, 255]);
        let pixels = picture_from(Handed::Pixels {
            side: 2,
            rgba: vec![7; 16],
            kept: false,
        })
        .unwrap();
        assert_eq!(pixels.size(), UVec2::new(2, 2));
    }
}
