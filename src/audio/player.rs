//! Sound in the app: the session sends a [`SoundCue`] for each change of a move (timed to
//! its animation), for selections, refused clicks, hints and the end of a game; this
//! plays them through `grid-sound` (ALSA loaded at run time on the desktop, Web Audio in
//! the browser, silence where there is neither). Sound on/off and volume are a settings
//! group; M toggles sound, `--mute` silences one run.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
pub use grid_sound::Effect;
use grid_sound::SoundOutput;

use crate::persist::damaged::register_settings_group;
use crate::persist::shared::save_settings_soon;

/// A sound to play `delay` seconds from now (when its animation step starts).
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct SoundCue {
    pub effect: Effect,
    pub delay: f32,
}

/// Whether sound is on, and how loud.
#[derive(Resource, SettingsGroup, Reflect, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "sound")]
pub struct SoundSettings {
    pub on: bool,
    /// 0 to 1.
    pub volume: f32,
}

impl Default for SoundSettings {
    fn default() -> Self {
        Self {
            on: true,
            volume: 0.7,
        }
    }
}

/// The run was started with `--mute`: no sound whatever the settings say.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MutedForThisRun(pub bool);

/// Where sounds go: the real output in the window's app (inserted after the plugins),
/// silence until then and in headless tests.
#[derive(Resource)]
pub struct Speaker(pub SoundOutput);

impl Default for Speaker {
    fn default() -> Self {
        Self(SoundOutput::silent("no sound device in this app"))
    }
}

/// Cues waiting for their moment.
#[derive(Resource, Default, Debug)]
struct Pending(Vec<SoundCue>);

/// Installs cues and playing, with a silent [`Speaker`] that the windowed app replaces.
pub struct SoundPlugin;

impl Plugin for SoundPlugin {
    fn build(&self, app: &mut App) {
        register_settings_group::<SoundSettings>(app)
            .init_resource::<Speaker>()
            .init_resource::<SoundSettings>()
            .init_resource::<MutedForThisRun>()
            .init_resource::<Pending>()
            .add_message::<SoundCue>()
            .add_systems(Update, (toggle_sound_with_m, play_cues).chain());
    }
}

/// Whether cues should be sent at all (sound on, not muted for the run).
pub fn sound_wanted(settings: &SoundSettings, muted: &MutedForThisRun) -> bool {
    settings.on && !muted.0 && settings.volume > 0.0
}

fn toggle_sound_with_m(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut settings: ResMut<SoundSettings>,
    mut commands: Commands,
) {
    if keys.is_some_and(|keys| keys.just_pressed(KeyCode::KeyM)) {
        settings.on = !settings.on;
        save_settings_soon(&mut commands);
    }
}

fn play_cues(
    time: Res<Time>,
    mut cues: MessageReader<SoundCue>,
    mut pending: ResMut<Pending>,
    settings: Res<SoundSettings>,
    muted: Res<MutedForThisRun>,
    speaker: Res<Speaker>,
) {
    if settings.is_changed() || muted.is_changed() {
        speaker.0.set_volume(settings.volume);
        speaker.0.set_muted(!sound_wanted(&settings, &muted));
    }
    pending.0.extend(cues.read().copied());
    let elapsed = time.delta_secs();
    pending.0.retain_mut(|cue| {
        cue.delay -= elapsed;
        if cue.delay <= 0.0 {
            speaker.0.play(cue.effect);
            false
        } else {
            true
        }
    });
}
