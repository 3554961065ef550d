//! Which window system the desktop window is on, said once in the log ("window: Wayland"
//! or "window: Xlib"): winit chooses Wayland where the session has it and X11 where it
//! does not, and a player's report, or a play-test, can tell from the log which it got.

use bevy::prelude::*;
use bevy::window::RawHandleWrapper;

/// Logs the window system of each window as it gets its handles.
pub fn log_window_system(windows: Query<&RawHandleWrapper, Added<RawHandleWrapper>>) {
    for handles in &windows {
        info!(
            "window: {}",
            window_system_name(&handles.get_display_handle())
        );
    }
}

/// The variant's name of a raw display handle, e.g. `Wayland` or `Xlib`, read from its
/// debug form (`Wayland(WaylandDisplayHandle { .. })`), so no windowing crate is needed.
fn window_system_name(handle: &impl std::fmt::Debug) -> String {
    let text = format!("{handle:?}");
    text.split(['(', ' ', '{'])
        .next()
        .unwrap_or_default()
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::window_system_name;

    #[derive(Debug)]
    #[allow(dead_code)]
    enum Handle {
        Wayland(u8),
        Xlib { display: u8 },
        Web,
    }

    #[test]
    fn the_name_is_the_variant_of_the_handle() {
        assert_eq!(window_system_name(&Handle::Wayland(1)), "Wayland");
        assert_eq!(window_system_name(&Handle::Xlib { display: 0 }), "Xlib");
        assert_eq!(window_system_name(&Handle::Web), "Web");
    }
}
