//! The windowless `replay` runner: a game dealt from a seed, loaded from a board or
//! opened from a game code, clicks played exactly as the mouse would, and the result
//! printed as the final board, a blank line and `key: value` lines ending in `code:`.

use crate::code::{GameCode, GameRecord};
use crate::games::{GameVisitor, with_game};
use crate::grid::Pos;
use crate::history::History;
use crate::params::Limits;
use crate::puzzle::Puzzle;

pub use crate::games::{GAMES, GameInfo, find_game};

/// Settings given by name, as `--set NAME=VALUE` gives them (`scoring`, `fewest`).
pub type Settings<'a> = &'a [(String, String)];

/// Where a replayed game starts.
#[derive(Clone, Copy, Debug)]
pub enum Start<'a> {
    /// Dealt from a seed, with the game's default parameters changed by `set`.
    Seed { seed: u64, set: Settings<'a> },
    /// Loaded from a board file (its name, for error messages, and its text), played by
    /// the default parameters changed by `set`; the seed seeds whatever the game draws
    /// later.
    Board {
        name: &'a str,
        text: &'a str,
        seed: u64,
        set: Settings<'a>,
    },
    /// Opened from a game code, moves and all (it holds its own parameters).
    Code(&'a GameCode),
}

/// The game's default parameters with the settings `set` applied in order; an unknown
/// name or a value out of range is one line naming the setting and what it takes, and so
/// are settings each in range that the game would not play as given (Lianliankan's odd
/// number of cells or more pictures than pairs, a clearable SameGame of two colours):
/// the line names what the game would play instead, rather than playing it unasked.
pub fn params_set<P: Puzzle>(set: Settings<'_>) -> Result<P::Params, String> {
    let mut params = P::Params::default();
    for (name, value) in set {
        params.set(name, value)?;
    }
    let playable = params.clamped();
    if playable != params {
        return Err(format!(
            "{} does not deal {} as given; the nearest it deals is {}",
            P::TITLE,
            numbers_named(&params),
            numbers_named(&playable)
        ));
    }
    Ok(params)
}

/// `width=5 height=5 pictures=8`: the parameters' numbers by name.
fn numbers_named<L: Limits>(params: &L) -> String {
    L::LIMITS
        .iter()
        .zip(params.numbers())
        .map(|(limit, number)| format!("{}={number}", limit.name))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Parses `x,y x,y …` into clicks; errors name the 1-based click index.
pub fn parse_clicks(moves: &str) -> Result<Vec<Pos>, String> {
    moves
        .split_whitespace()
        .enumerate()
        .map(|(index, token)| {
            token
                .parse::<Pos>()
                .map_err(|why| format!("click {} ({token:?}): {why}", index + 1))
        })
        .collect()
}

/// Plays `moves` on a game dealt from `seed` (or loaded from `board`, its file name and
/// text) exactly as the mouse would, and returns the final board, a blank line and the
/// `key: value` lines.
pub fn replay(
    game: &str,
    seed: u64,
    board: Option<(&str, &str)>,
    moves: &str,
) -> Result<String, String> {
    let start = match board {
        Some((name, text)) => Start::Board {
            name,
            text,
            seed,
            set: &[],
        },
        None => Start::Seed { seed, set: &[] },
    };
    replay_from(game, start, moves)
}

/// [`replay`] from any [`Start`]; a code names its own game, which must be `game`.
pub fn replay_from(game: &str, start: Start<'_>, moves: &str) -> Result<String, String> {
    let clicks = parse_clicks(moves)?;
    struct Replay<'a> {
        start: Start<'a>,
        clicks: Vec<Pos>,
    }
    impl GameVisitor for Replay<'_> {
        type Output = Result<String, String>;
        fn visit<P: Puzzle>(self) -> Self::Output {
            run::<P>(self.start, &self.clicks)
        }
    }
    with_game(game, Replay { start, clicks })?
}

/// The game a start describes, with the parameters, seed and board a code needs.
pub fn open<P: Puzzle>(start: Start<'_>) -> Result<GameRecord<P>, String> {
    Ok(match start {
        Start::Seed { seed, set } => GameRecord::dealt(params_set::<P>(set)?, seed),
        Start::Board {
            name,
            text,
            seed,
            set,
        } => {
            let params = params_set::<P>(set)?;
            let state =
                P::from_board_text(&params, text, seed).map_err(|e| format!("{name}: {e}"))?;
            GameRecord {
                history: History::new(state),
                params,
                seed,
                // Comments and blank lines mean nothing to the game; a code is shorter
                // without them.
                board: Some(
                    text.lines()
                        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
                        .map(|line| format!("{line}\n"))
                        .collect(),
                ),
            }
        }
        Start::Code(code) => GameRecord::from_code(code)?,
    })
}

/// `replay` for one game.
pub fn run<P: Puzzle>(start: Start<'_>, clicks: &[Pos]) -> Result<String, String> {
    let mut game = open::<P>(start)?;
    let state = game.history.current();
    let (width, height) = (state.cells().width(), state.cells().height());
    if let Some((index, pos)) = clicks
        .iter()
        .enumerate()
        .find(|(_, pos)| !state.clickable(**pos))
    {
        return Err(format!(
            "click {} ({pos}) is outside the {width}x{height} board",
            index + 1
        ));
    }
    let mut ui = P::Ui::default();
    for &pos in clicks {
        if let Some(mv) = game.history.current().click(&mut ui, pos) {
            // A click only yields moves the rules accept; if it ever did not, the
            // position simply stays as it is, as it would under the mouse.
            let _ = game.history.play(&mv);
        }
    }
    let mut text = format_result(game.history.current());
    text.push_str(&format!("code: {}\n", game.code().encode()));
    Ok(text)
}

/// The final board, a blank line and the `key: value` lines.
pub fn format_result<P: Puzzle>(state: &P) -> String {
    let mut text = state.board_text();
    text.push('\n');
    for (key, value) in state.status_lines() {
        text.push_str(&format!("{key}: {value}\n"));
    }
    text
}
