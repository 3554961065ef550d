//! The daily puzzle, without a server: the day's game comes from the date (UTC) and the
//! game's default parameters alone, so every player on every build (desktop and
//! browser) gets the same board that day. The seed is integer hashing only (no
//! `std::hash`, no floats), the same on every platform and in every version.

mod date;

pub use date::{Date, is_leap_year};

use crate::code::GameCode;
use crate::games::{GameVisitor, with_game};
use crate::puzzle::Puzzle;

/// FNV-1a's 64-bit offset basis and prime.
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// The seed of `game_id`'s puzzle on `date`: FNV-1a (64 bits) over the bytes of
/// `"{game_id}\n{date}"` (the date as `YYYY-MM-DD`), then one SplitMix64 step to spread
/// the bits. Pure and portable: anyone can recompute it from this description.
pub fn daily_seed(game_id: &str, date: Date) -> u64 {
    let text = format!("{game_id}\n{date}");
    let hash = text.bytes().fold(FNV_OFFSET, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(FNV_PRIME)
    });
    split_mix64(hash)
}

/// One step of SplitMix64 (Steele, Lea and Flood 2014) from state `x`: its output.
fn split_mix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The day's game of `P`: its default parameters (never a player's settings), the
/// day's seed, no starting board and no moves.
pub fn daily_code_of<P: Puzzle>(date: Date) -> GameCode {
    GameCode {
        game: P::ID.to_string(),
        params: P::Params::default().to_string(),
        seed: daily_seed(P::ID, date),
        board: None,
        moves: Vec::new(),
    }
}

/// The day's starting position of `P`: what [`daily_code_of`] plays to.
pub fn daily_start<P: Puzzle>(date: Date) -> P {
    P::new_game(&P::Params::default(), daily_seed(P::ID, date))
}

/// The day's game of the game called `game_id`; the error names the games there are.
pub fn daily_code(game_id: &str, date: Date) -> Result<GameCode, String> {
    struct Daily(Date);
    impl GameVisitor for Daily {
        type Output = GameCode;
        fn visit<P: Puzzle>(self) -> GameCode {
            daily_code_of::<P>(self.0)
        }
    }
    with_game(game_id, Daily(date))
}

/// The day's game code as its token (`ID_DATA`), ready to open or share.
pub fn daily_token(game_id: &str, date: Date) -> Result<String, String> {
    daily_code(game_id, date).map(|code| code.encode())
}
