//! A small seeded property runner: a number of cases per property, each driven by its own
//! seeded `GameRng`, and every failure (an error or a panic) reported with the property,
//! the seed and what the case was, so it can be rerun alone.

use std::fmt::Display;
use std::ops::RangeInclusive;
use std::panic::{AssertUnwindSafe, catch_unwind};

use grid_rules::rng::GameRng;

/// Set to `1` for the long run (many more cases, a few minutes in all).
pub const LONG_RUN_VAR: &str = "GRID_PUZZLES_LONG";
/// Set to a seed a failure printed to rerun that one case of that property.
pub const SEED_VAR: &str = "GRID_PUZZLES_SEED";

/// Whether `GRID_PUZZLES_LONG=1` asks for the long run.
pub fn is_long_run() -> bool {
    std::env::var(LONG_RUN_VAR).is_ok_and(|value| value.trim() == "1")
}

/// How many cases a property runs: `short` normally, `long` in the long run.
pub fn case_count(short: usize, long: usize) -> usize {
    if is_long_run() { long } else { short }
}

/// The seed `GRID_PUZZLES_SEED` asks to rerun, if any.
fn requested_seed() -> Option<u64> {
    let text = std::env::var(SEED_VAR).ok()?;
    let text = text.trim();
    match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    }
}

/// The first seed of a property, from its name (FNV-1a), so that properties draw
/// different cases and a seed names one property's case.
fn base_seed(property: &str) -> u64 {
    property.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// One case of a property: its random source, and notes saying what it is.
pub struct Case {
    pub rng: GameRng,
    seed: u64,
    index: usize,
    /// Cases over which sizes grow from the smallest to the whole range.
    ramp: usize,
    notes: Vec<(String, String)>,
}

impl Case {
    fn new(seed: u64, index: usize, ramp: usize) -> Self {
        Self {
            rng: GameRng::from_seed(seed),
            seed,
            index,
            ramp: ramp.max(1),
            notes: Vec::new(),
        }
    }

    /// This case's seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// A uniform number in `0..bound` (`bound` positive).
    pub fn below(&mut self, bound: usize) -> usize {
        self.rng.index(bound)
    }

    /// A uniform number in `range`.
    pub fn between(&mut self, range: RangeInclusive<usize>) -> usize {
        range.start() + self.below(range.end() - range.start() + 1)
    }

    /// True `percent` times in a hundred.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// A uniform element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// A fresh 64-bit seed for a game.
    pub fn game_seed(&mut self) -> u64 {
        let high = u64::from(self.rng.below(u32::MAX));
        (high << 32) | u64::from(self.rng.below(u32::MAX))
    }

    /// A size in `range`, drawn from a part of it that widens over the first cases of a
    /// property: small boards come first, so the first failure is likely a small one.
    pub fn size_in(&mut self, range: RangeInclusive<usize>) -> usize {
        let (low, high) = (*range.start(), *range.end());
        let reach = (high - low) * (self.index + 1) / self.ramp;
        low + self.below(reach.min(high - low) + 1)
    }

    /// Records what this case is (printed if it fails); a later note with the same
    /// label replaces the earlier one.
    pub fn note(&mut self, label: &str, value: impl Display) {
        let value = value.to_string();
        match self.notes.iter_mut().find(|(known, _)| known == label) {
            Some((_, old)) => *old = value,
            None => self.notes.push((label.to_string(), value)),
        }
    }

    /// Appends a move to the `moves` note.
    pub fn note_move(&mut self, mv: impl Display) {
        let mv = mv.to_string();
        match self.notes.iter_mut().find(|(label, _)| label == "moves") {
            Some((_, moves)) => {
                moves.push(' ');
                moves.push_str(&mv);
            }
            None => self.notes.push(("moves".to_string(), mv)),
        }
    }

    /// The failure report: property, seed, how to rerun it, and the notes.
    fn report(&self, property: &str, failure: &str) -> String {
        let mut text = format!(
            "property `{property}` failed on case {} (seed {}): {failure}\n\
             rerun it alone: {SEED_VAR}={} cargo test --release -p grid-rules --test {} -- --exact {}\n",
            self.index,
            self.seed,
            self.seed,
            env!("CARGO_CRATE_NAME"),
            std::thread::current().name().unwrap_or("<test>"),
        );
        for (label, value) in &self.notes {
            if value.contains('\n') {
                text.push_str(&format!("{label}:\n"));
                for line in value.lines() {
                    text.push_str(&format!("    {line}\n"));
                }
            } else {
                text.push_str(&format!("{label}: {value}\n"));
            }
        }
        text
    }
}

/// The text of a caught panic.
fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        (*text).to_string()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        "a panic without a message".to_string()
    }
}

/// Runs `body` on `short` cases (`long` in the long run), or only the case whose seed
/// `GRID_PUZZLES_SEED` names. The first case that returns an error or panics fails the
/// test with a report naming the property, the seed and the case's notes.
pub fn check(
    property: &str,
    short: usize,
    long: usize,
    body: impl Fn(&mut Case) -> Result<(), String>,
) {
    let base = base_seed(property);
    let indices: Vec<usize> = match requested_seed() {
        // A seed from another property is far from this one's few first seeds.
        Some(seed) => match usize::try_from(seed.wrapping_sub(base)) {
            Ok(index) if index < 10_000_000 => vec![index],
            _ => Vec::new(),
        },
        None => (0..case_count(short, long)).collect(),
    };
    for index in indices {
        let mut case = Case::new(base.wrapping_add(index as u64), index, short);
        let failure = match catch_unwind(AssertUnwindSafe(|| body(&mut case))) {
            Ok(Ok(())) => continue,
            Ok(Err(why)) => why,
            Err(payload) => format!("panicked: {}", panic_text(payload.as_ref())),
        };
        panic!("{}", case.report(property, &failure));
    }
}

/// Turns a false condition into a case failure with a message.
#[macro_export]
macro_rules! ensure {
    ($condition:expr, $($message:tt)+) => {{
        let holds: bool = $condition;
        if !holds {
            return Err(format!($($message)+));
        }
    }};
}
