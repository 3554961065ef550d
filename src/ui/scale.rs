//! The window's shape and the UI's scale. A phone (narrow and tall) gets its own layout
//! at scale 1; a larger window scales every UI node and text with it, so at 1920x1080
//! the HUD reads as part of the same design as the board instead of a strip of small
//! print in a corner.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// Window size assumed when there is no window (headless tests, `replay`).
pub const HEADLESS_WINDOW: Vec2 = Vec2::new(1024.0, 768.0);

/// Windows narrower than this get the phone layout when they are taller than wide.
pub const PHONE_WIDTH: f32 = 640.0;

/// The window the UI is designed for at scale 1, and the largest scale.
const DESIGN: Vec2 = Vec2::new(900.0, 760.0);
const MOST: f32 = 1.75;

/// What kind of screen the window is.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Screen {
    /// Narrow and tall: a phone held upright. Slim bars at the top and bottom.
    Phone,
    /// Anything else: a desktop window, a tablet, a phone on its side.
    #[default]
    Wide,
}

impl Screen {
    /// The kind of a window of `size` logical pixels.
    pub fn of(size: Vec2) -> Self {
        if size.x < PHONE_WIDTH && size.y >= size.x {
            Screen::Phone
        } else {
            Screen::Wide
        }
    }
}

/// The UI scale for a window of `size` logical pixels: 1 up to the design size, then
/// growing with the window's smaller proportion, to a limit.
pub fn scale_for(size: Vec2) -> f32 {
    if Screen::of(size) == Screen::Phone {
        return 1.0;
    }
    (size.x / DESIGN.x).min(size.y / DESIGN.y).clamp(1.0, MOST)
}

/// The window's size in logical pixels (the headless size without a window).
pub fn window_size(windows: &Query<&Window, With<PrimaryWindow>>) -> Vec2 {
    windows
        .single()
        .map(|window| Vec2::new(window.width(), window.height()))
        .unwrap_or(HEADLESS_WINDOW)
}

/// Keeps [`Screen`] and Bevy's `UiScale` in step with the window.
pub fn follow_window(
    windows: Query<&Window, With<PrimaryWindow>>,
    mut screen: ResMut<Screen>,
    mut scale: ResMut<UiScale>,
) {
    let size = window_size(&windows);
    screen.set_if_neq(Screen::of(size));
    let wanted = scale_for(size);
    if (scale.0 - wanted).abs() > 0.001 {
        scale.0 = wanted;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phones_stay_at_scale_one_and_large_windows_grow_to_a_limit() {
        assert_eq!(Screen::of(Vec2::new(360.0, 640.0)), Screen::Phone);
        assert_eq!(Screen::of(Vec2::new(640.0, 360.0)), Screen::Wide);
        assert_eq!(Screen::of(Vec2::new(860.0, 740.0)), Screen::Wide);
        assert_eq!(scale_for(Vec2::new(360.0, 640.0)), 1.0);
        assert_eq!(scale_for(Vec2::new(860.0, 740.0)), 1.0);
        let large = scale_for(Vec2::new(1920.0, 1080.0));
        assert!((1.4..1.45).contains(&large), "{large}");
        assert_eq!(scale_for(Vec2::new(5000.0, 4000.0)), MOST);
    }
}
