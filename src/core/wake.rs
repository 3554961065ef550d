//! When the game must update (and draw) again though the player does nothing. A puzzle
//! spends most of its life waiting for the player, and a frame costs as much at rest as
//! in play, so the game sleeps until something wakes it: input (the window system does
//! that), or a request made here each frame by what is running: an animation (the next
//! frame at once), a clock on screen (within its tick), something loading or just
//! asked for (a few times a second for a moment). `platform::wake` turns the requests
//! into the window loop's mode at the end of each frame; threads (an engine's answer,
//! a pad's button, a file edited) wake it from outside.

use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;

/// How often the game looks again while something it cannot see finishes (an asset
/// loading, a setting waiting to be saved, a file's change settling).
pub const SOON: Duration = Duration::from_millis(100);

/// How long the game stays awake at [`SOON`] after the player did something: what the
/// act set going without a frame of its own (a picture or font loading, a setting saved
/// 300 ms later) shows.
pub const AFTER_INPUT: Duration = Duration::from_millis(1500);

/// This frame's requests for the next one, and how long the game stays awake anyway.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Wake {
    next_frame: bool,
    within: Option<Duration>,
    awake_until: Option<Instant>,
}

/// What the window loop is to do after this frame: draw the next one at once, and else
/// wait at most this long (none: until the player or the system does something).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NextUpdate {
    pub at_once: bool,
    pub wait: Option<Duration>,
}

impl Wake {
    /// The next frame is needed at once (an animation is running).
    pub fn next_frame(&mut self) {
        self.next_frame = true;
    }

    /// An update is needed within `period` (a clock ticks, a toast ends).
    pub fn within(&mut self, period: Duration) {
        self.within = Some(self.within.map_or(period, |within| within.min(period)));
    }

    /// Looks again every [`SOON`] until `seconds` from `now`.
    pub fn stay_awake(&mut self, now: Instant, seconds: Duration) {
        let until = now + seconds;
        if self.awake_until.is_none_or(|awake| awake < until) {
            self.awake_until = Some(until);
        }
    }

    /// Whether the player did something within [`AFTER_INPUT`] of `now`: work spread over
    /// frames takes smaller slices then, so what the player does is drawn smoothly.
    pub fn player_active(&self, now: Instant) -> bool {
        self.awake_until.is_some_and(|until| until > now)
    }

    /// What the requests of this frame ask of the window loop at `now`.
    pub fn next_update(&self, now: Instant) -> NextUpdate {
        let awake = self.player_active(now);
        let wait = match (self.within, awake) {
            (within, true) => Some(within.map_or(SOON, |within| within.min(SOON))),
            (within, false) => within,
        };
        NextUpdate {
            at_once: self.next_frame,
            wait,
        }
    }

    /// Forgets this frame's requests, as the next frame starts.
    fn start_frame(&mut self) {
        self.next_frame = false;
        self.within = None;
    }
}

/// Where in the frame the requests are forgotten and where they are acted on: anything
/// that asks in `First` runs after [`WakeSystems::StartFrame`] (else its request is
/// forgotten before the frame ends), anything that asks in `Last` before
/// [`WakeSystems::Apply`].
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WakeSystems {
    /// Forgets the last frame's requests, at the start of `First`.
    StartFrame,
    /// Tells the window loop what this frame asked, in `Last`.
    Apply,
}

/// Forgets the last frame's requests (each frame asks afresh).
pub fn start_frame(mut wake: ResMut<Wake>) {
    wake.bypass_change_detection().start_frame();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_sleeps_unless_something_asks_for_a_frame_or_a_tick() {
        let now = Instant::now();
        let mut wake = Wake::default();
        assert_eq!(
            wake.next_update(now),
            NextUpdate {
                at_once: false,
                wait: None
            }
        );
        wake.within(Duration::from_secs(1));
        wake.within(Duration::from_secs(5));
        assert_eq!(wake.next_update(now).wait, Some(Duration::from_secs(1)));
        wake.next_frame();
        assert!(wake.next_update(now).at_once);
        // A new frame forgets them; staying awake lasts until its time is up.
        wake.start_frame();
        wake.stay_awake(now, AFTER_INPUT);
        assert_eq!(wake.next_update(now).wait, Some(SOON));
        assert!(!wake.next_update(now).at_once);
        assert_eq!(wake.next_update(now + AFTER_INPUT).wait, None);
        // The player counts as active for as long (work in slices takes small ones).
        assert!(wake.player_active(now));
        assert!(!wake.player_active(now + AFTER_INPUT));
        assert!(!Wake::default().player_active(now));
    }
}
