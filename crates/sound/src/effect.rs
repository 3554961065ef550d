//! The game's sound effects: what happened, as a name the game plays; how each sounds
//! is in `recipes` and `synthesis`.

/// Something that happened in a game and has a sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// A group or a cell was selected.
    Select,
    /// A group of `size` pieces was removed: the bigger the group, the higher and
    /// fuller the sound.
    Remove {
        /// How many pieces went.
        size: u32,
    },
    /// Pieces fell or columns shifted.
    Fall,
    /// A tile slid (Fifteen).
    Slide,
    /// A travelling ball moved one cell (Color Lines); played once per step.
    BallStep,
    /// A line of balls disappeared (Color Lines).
    BallPop,
    /// Two matching pictures were joined (Lianliankan).
    PairJoined,
    /// The board was shuffled.
    Shuffle,
    /// A click that does nothing.
    Invalid,
    /// A hint is shown.
    Hint,
    /// The best score was beaten.
    NewBest,
    /// No move is left.
    GameOver,
    /// The puzzle is solved or the board cleared.
    Solved,
}

/// Groups of this size or more all sound like this size.
pub const LOUDEST_REMOVE_SIZE: u32 = 16;

/// Steps of the major pentatonic scale, in semitones: any two removals sound well together.
const PENTATONIC: [u32; 5] = [0, 2, 4, 7, 9];
/// The pitch of the smallest group's removal (D4).
const REMOVE_BASE_HZ: f32 = 293.66;

impl Effect {
    /// One of each effect, with a few group sizes for [`Effect::Remove`]: what the WAV
    /// export and the play-through write.
    pub fn showcase() -> Vec<Effect> {
        let mut effects = vec![Effect::Select];
        effects.extend([2, 3, 5, 8, 12, LOUDEST_REMOVE_SIZE].map(|size| Effect::Remove { size }));
        effects.extend([
            Effect::Fall,
            Effect::Slide,
            Effect::BallStep,
            Effect::BallPop,
            Effect::PairJoined,
            Effect::Shuffle,
            Effect::Invalid,
            Effect::Hint,
            Effect::NewBest,
            Effect::GameOver,
            Effect::Solved,
        ]);
        effects
    }

    /// A short lower-case name, such as `remove-5`, for file names and logs.
    pub fn name(&self) -> String {
        match self {
            Effect::Select => "select".into(),
            Effect::Remove { size } => format!("remove-{size}"),
            Effect::Fall => "fall".into(),
            Effect::Slide => "slide".into(),
            Effect::BallStep => "ball-step".into(),
            Effect::BallPop => "ball-pop".into(),
            Effect::PairJoined => "pair-joined".into(),
            Effect::Shuffle => "shuffle".into(),
            Effect::Invalid => "invalid".into(),
            Effect::Hint => "hint".into(),
            Effect::NewBest => "new-best".into(),
            Effect::GameOver => "game-over".into(),
            Effect::Solved => "solved".into(),
        }
    }

    /// The effect that sounds the same as this one, with the group size clamped to the
    /// range that changes the sound: a key for caches of synthesised buffers.
    pub fn sound_key(self) -> Effect {
        match self {
            Effect::Remove { size } => Effect::Remove {
                size: size.clamp(2, LOUDEST_REMOVE_SIZE),
            },
            other => other,
        }
    }
}

/// The pitch of a removal of `size` pieces: one pentatonic step up per extra piece.
pub fn remove_pitch_hz(size: u32) -> f32 {
    let step = size.clamp(2, LOUDEST_REMOVE_SIZE) - 2;
    let semitones = 12 * (step / 5) + PENTATONIC[(step % 5) as usize];
    REMOVE_BASE_HZ * 2f32.powf(semitones as f32 / 12.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_distinct() {
        let mut names: Vec<String> = Effect::showcase().iter().map(Effect::name).collect();
        let count = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), count);
    }
}
