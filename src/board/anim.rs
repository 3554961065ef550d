//! Board animation on bevy_tweening: each piece gets one tween through a list of
//! keyframes (so explosion, fall, shift and slide-in play one after another), a click
//! or command during an animation first snaps everything to its end, and the board is
//! "idle" when no tween runs.
//!
//! The rules state and the `GridPos` of every piece change at once when a move is
//! played; only transforms lag behind. So finishing an animation is purely visual and
//! new animations start from the layout, never from a transform read back.

use std::collections::HashMap;
use std::time::Duration;

use bevy::prelude::*;

use crate::core::wake::Wake;
use bevy_tweening::{AnimTarget, Delay, EaseMethod, Lens, Tween, TweenAnim};

use super::root::Vanishing;
use crate::persist::shared::Preferences;
use crate::platform::page::prefers_reduced_motion;

/// How new pieces enter the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpawnStyle {
    /// Slide in from the cell to the left (new columns).
    SlideFromLeft,
    /// Grow from nothing where they stand (new pieces dropped on the board).
    GrowIn,
}

/// Long enough to end any board animation in one step.
const FOREVER: Duration = Duration::from_secs(3600);

/// One pose of a piece at a moment of its animation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Keyframe {
    /// Seconds from the start of the animation.
    pub at: f32,
    pub translation: Vec3,
    pub scale: f32,
    /// How the piece gets here from the previous keyframe.
    pub ease: EaseFunction,
}

/// Moves a transform through keyframes; the tween runs linearly and each segment
/// applies its own easing.
#[derive(Clone, Debug)]
pub struct KeyframeLens {
    frames: Vec<Keyframe>,
}

impl KeyframeLens {
    fn total(&self) -> f32 {
        self.frames.last().map_or(0.0, |frame| frame.at)
    }

    /// The pose at `time` seconds.
    pub fn sample(&self, time: f32) -> (Vec3, f32) {
        let first = self.frames[0];
        if time <= first.at {
            return (first.translation, first.scale);
        }
        for pair in self.frames.windows(2) {
            let (from, to) = (pair[0], pair[1]);
            if time <= to.at {
                let span = (to.at - from.at).max(f32::EPSILON);
                let t = to.ease.sample_clamped((time - from.at) / span);
                return (
                    from.translation.lerp(to.translation, t),
                    from.scale + (to.scale - from.scale) * t,
                );
            }
        }
        let last = *self.frames.last().expect("a lens has keyframes");
        (last.translation, last.scale)
    }
}

impl Lens<Transform> for KeyframeLens {
    fn lerp(&mut self, mut target: Mut<'_, Transform>, ratio: f32) {
        let (translation, scale) = self.sample(ratio * self.total());
        target.translation = translation;
        target.scale = Vec3::new(scale, scale, 1.0);
    }
}

/// Fades a sprite's alpha.
#[derive(Clone, Copy, Debug)]
pub struct AlphaLens {
    pub start: f32,
    pub end: f32,
}

impl Lens<Sprite> for AlphaLens {
    fn lerp(&mut self, mut target: Mut<'_, Sprite>, ratio: f32) {
        let alpha = self.start + (self.end - self.start) * ratio;
        target.color.set_alpha(alpha);
    }
}

/// Builds the animation of one move: every piece's keyframes on a shared clock.
#[derive(Default, Debug)]
pub struct Timeline {
    tracks: HashMap<Entity, Vec<Keyframe>>,
    fades: Vec<(Entity, f32, f32)>,
    /// Where the clock stands: the start of the next step.
    pub cursor: f32,
    /// When each step started, in order (sounds are timed to them).
    pub step_starts: Vec<f32>,
}

impl Timeline {
    pub fn new() -> Self {
        Self::default()
    }

    fn track(&mut self, entity: Entity, current: Vec3, scale: f32) -> &mut Vec<Keyframe> {
        self.tracks.entry(entity).or_insert_with(|| {
            vec![Keyframe {
                at: 0.0,
                translation: current,
                scale,
                ease: EaseFunction::Linear,
            }]
        })
    }

    /// Holds the piece's last pose until `at`, then eases to the pose
    /// `(translation, scale)` by `at + duration`. `current` is its pose (translation,
    /// scale) before the animation began.
    pub fn go(
        &mut self,
        entity: Entity,
        current: (Vec3, f32),
        at: f32,
        duration: f32,
        (translation, scale): (Vec3, f32),
        ease: EaseFunction,
    ) {
        let track = self.track(entity, current.0, current.1);
        let last = *track.last().expect("tracks start with a keyframe");
        if at > last.at {
            track.push(Keyframe { at, ..last });
        }
        let start = at.max(last.at);
        track.push(Keyframe {
            at: start + duration.max(0.0),
            translation,
            scale,
            ease,
        });
    }

    /// Fades the piece's sprite out over `duration` from `at`.
    pub fn fade_out(&mut self, entity: Entity, at: f32, duration: f32) {
        self.fades.push((entity, at, duration));
    }

    /// Whether nothing was scheduled.
    pub fn is_empty(&self) -> bool {
        self.tracks.is_empty()
    }

    /// Starts every scheduled animation (shortened to a quick pop in place when the
    /// player asked for [`ReducedMotion`]).
    pub fn start(self, commands: &mut Commands) {
        commands.queue(move |world: &mut World| {
            let reduced = world.get_resource::<ReducedMotion>().is_some_and(|r| r.0);
            self.start_in(world, reduced);
        });
    }

    fn start_in(self, world: &mut World, reduced: bool) {
        for (entity, frames) in self.tracks {
            let frames = if reduced { reduce(&frames) } else { frames };
            let lens = KeyframeLens { frames };
            let total = lens.total();
            let Ok(mut piece) = world.get_entity_mut(entity) else {
                continue;
            };
            if total <= 0.0 {
                let last = *lens.frames.last().expect("tracks start with a keyframe");
                let (translation, scale) = (last.translation, last.scale);
                piece.insert(
                    Transform::from_translation(translation)
                        .with_scale(Vec3::new(scale, scale, 1.0)),
                );
                continue;
            }
            let tween = Tween::new(
                EaseMethod::EaseFunction(EaseFunction::Linear),
                Duration::from_secs_f32(total),
                lens,
            );
            piece.insert(TweenAnim::new(tween));
        }
        for (entity, at, duration) in self.fades {
            let (at, duration) = if reduced {
                (0.0, QUICK)
            } else {
                (at, duration)
            };
            // The piece and its overlays (the balls' highlight) fade together.
            let mut targets = vec![entity];
            if let Some(children) = world.get::<Children>(entity) {
                targets.extend(
                    children
                        .iter()
                        .filter(|child| world.get::<Sprite>(*child).is_some()),
                );
            }
            if world.get_entity(entity).is_err() {
                continue;
            }
            for target in targets {
                let fade = Tween::new(
                    EaseMethod::EaseFunction(EaseFunction::QuadraticIn),
                    Duration::from_secs_f32(duration.max(0.001)),
                    AlphaLens {
                        start: 1.0,
                        end: 0.0,
                    },
                );
                let anim = if at > 0.0 {
                    TweenAnim::new(Delay::new(Duration::from_secs_f32(at)).then(fade))
                } else {
                    TweenAnim::new(fade)
                };
                world.spawn((
                    anim,
                    AnimTarget::component::<Sprite>(target),
                    ChildOf(entity),
                ));
            }
        }
    }
}

/// How long every animation takes with reduced motion.
pub const QUICK: f32 = 0.12;

/// The player asked for less motion: every animation becomes a quick pop in place
/// where the piece ends (no travel, no fall), with no change to the rules or input.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReducedMotion(pub bool);

/// A track shortened to a quick pop where it ends (or a quick shrink where it
/// disappears).
fn reduce(frames: &[Keyframe]) -> Vec<Keyframe> {
    let first = frames[0];
    let last = *frames.last().expect("tracks start with a keyframe");
    let from_scale = if last.scale == 0.0 {
        first.scale
    } else {
        last.scale * 0.7
    };
    vec![
        Keyframe {
            at: 0.0,
            translation: last.translation,
            scale: from_scale,
            ease: EaseFunction::Linear,
        },
        Keyframe {
            at: QUICK,
            translation: last.translation,
            scale: last.scale,
            ease: EaseFunction::QuadraticOut,
        },
    ]
}

/// Whether no animation is running.
pub fn board_is_idle(anims: Query<(), With<TweenAnim>>) -> bool {
    anims.is_empty()
}

/// Ends every running animation at once: everything snaps to where it is going, and
/// pieces that were leaving are gone.
pub fn finish_all_animations(world: &mut World) {
    let mut anims = world.query_filtered::<(), With<TweenAnim>>();
    if anims.iter(world).next().is_some() {
        TweenAnim::step_all(world, FOREVER);
    }
    let mut vanishing = world.query_filtered::<Entity, With<Vanishing>>();
    let gone: Vec<Entity> = vanishing.iter(world).collect();
    for entity in gone {
        world.entity_mut(entity).despawn();
    }
}

/// Queues [`finish_all_animations`] so it runs before any command queued after it
/// (such as the tweens of the next move).
pub fn finish_before_next(commands: &mut Commands) {
    commands.queue(|world: &mut World| finish_all_animations(world));
}

pub fn despawn_finished_vanishing(
    mut commands: Commands,
    leaving: Query<Entity, (With<Vanishing>, Without<TweenAnim>)>,
) {
    for entity in &leaving {
        commands.entity(entity).despawn();
    }
}

/// While anything moves, the next frame is drawn at once; at rest, none is.
pub fn draw_while_animating(running: Query<(), With<TweenAnim>>, mut wake: ResMut<Wake>) {
    if !running.is_empty() {
        wake.next_frame();
    }
}

/// Keeps the animations' motion in step with the player's preference, or, until the
/// player chooses, with what the system asks for.
pub fn follow_motion_preference(prefs: Res<Preferences>, mut reduced: ResMut<ReducedMotion>) {
    if !prefs.is_changed() {
        return;
    }
    let wanted = if prefs.reduced_motion_chosen {
        prefs.reduced_motion
    } else {
        prefers_reduced_motion()
    };
    reduced.set_if_neq(ReducedMotion(wanted));
}
