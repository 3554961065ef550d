//! The list of games and the windowless `replay` runner of SPEC §7.

use crate::bubble_breaker::BubbleBreaker;
use crate::color_lines::ColorLines;
use crate::fifteen::Fifteen;
use crate::grid::Pos;
use crate::lianliankan::Lianliankan;
use crate::puzzle::Puzzle;
use crate::samegame::SameGame;

/// One game of the collection, as the menu and the command line know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Command-line name.
    pub id: &'static str,
    /// Name players read.
    pub title: &'static str,
}

/// Every game, in menu order.
pub const GAMES: [GameInfo; 5] = [
    GameInfo {
        id: BubbleBreaker::ID,
        title: BubbleBreaker::TITLE,
    },
    GameInfo {
        id: SameGame::ID,
        title: SameGame::TITLE,
    },
    GameInfo {
        id: Lianliankan::ID,
        title: Lianliankan::TITLE,
    },
    GameInfo {
        id: Fifteen::ID,
        title: Fifteen::TITLE,
    },
    GameInfo {
        id: ColorLines::ID,
        title: ColorLines::TITLE,
    },
];

/// The game with this command-line name, or an error line listing the names.
pub fn find_game(id: &str) -> Result<GameInfo, String> {
    GAMES
        .iter()
        .copied()
        .find(|game| game.id == id)
        .ok_or_else(|| {
            let names: Vec<&str> = GAMES.iter().map(|g| g.id).collect();
            format!(
                "unknown game {id:?} (expected one of: {})",
                names.join(", ")
            )
        })
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

/// Plays `moves` on a game dealt from `seed` (or loaded from `board_text`) exactly as the
/// mouse would, and returns the final board, a blank line and the `key: value` lines.
/// `board` is the file's name (for error messages) and its text.
pub fn replay(
    game: &str,
    seed: u64,
    board: Option<(&str, &str)>,
    moves: &str,
) -> Result<String, String> {
    let info = find_game(game)?;
    let clicks = parse_clicks(moves)?;
    match info.id {
        BubbleBreaker::ID => run::<BubbleBreaker>(seed, board, &clicks),
        SameGame::ID => run::<SameGame>(seed, board, &clicks),
        Fifteen::ID => run::<Fifteen>(seed, board, &clicks),
        Lianliankan::ID => run::<Lianliankan>(seed, board, &clicks),
        ColorLines::ID => run::<ColorLines>(seed, board, &clicks),
        other => Err(format!("game {other:?} has no rules yet")),
    }
}

/// `replay` for one game with its default parameters.
pub fn run<P: Puzzle>(
    seed: u64,
    board: Option<(&str, &str)>,
    clicks: &[Pos],
) -> Result<String, String> {
    let params = P::Params::default();
    let mut state = match board {
        Some((name, text)) => {
            P::from_board_text(&params, text, seed).map_err(|e| format!("{name}: {e}"))?
        }
        None => P::new_game(&params, seed),
    };
    let (width, height) = (state.cells().width(), state.cells().height());
    if let Some((index, pos)) = clicks
        .iter()
        .enumerate()
        .find(|(_, pos)| !state.cells().contains(**pos))
    {
        return Err(format!(
            "click {} ({pos}) is outside the {width}x{height} board",
            index + 1
        ));
    }
    let mut ui = P::Ui::default();
    for &pos in clicks {
        if let Some(mv) = state.click(&mut ui, pos) {
            // A click only yields moves the rules accept; if it ever did not, the
            // position simply stays as it is, as it would under the mouse.
            if let Ok((next, _)) = state.apply(&mv) {
                state = next;
            }
        }
    }
    Ok(format_result(&state))
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
