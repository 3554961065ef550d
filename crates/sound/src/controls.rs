//! Volume and mute as the game's thread sets them and every output reads them, shared
//! without locks.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

/// Volume and mute, set from the game's thread and read by whatever plays the sound.
pub(crate) struct Controls {
    volume_bits: AtomicU32,
    muted: AtomicBool,
}

impl Controls {
    pub(crate) fn new() -> Controls {
        Controls {
            volume_bits: AtomicU32::new(1.0f32.to_bits()),
            muted: AtomicBool::new(false),
        }
    }

    pub(crate) fn volume(&self) -> f32 {
        f32::from_bits(self.volume_bits.load(Ordering::Relaxed))
    }

    pub(crate) fn is_muted(&self) -> bool {
        self.muted.load(Ordering::Relaxed)
    }

    /// Sets the volume; the caller has brought it into [0, 1].
    pub(crate) fn set_volume(&self, volume: f32) {
        self.volume_bits.store(volume.to_bits(), Ordering::Relaxed);
    }

    pub(crate) fn set_muted(&self, muted: bool) {
        self.muted.store(muted, Ordering::Relaxed);
    }

    /// The gain everything is finally multiplied by: 0 when muted.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) fn master_gain(&self) -> f32 {
        if self.is_muted() { 0.0 } else { self.volume() }
    }
}
