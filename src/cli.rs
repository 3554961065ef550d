//! The command line of SPEC §7: the window (optionally straight into a game) or the
//! windowless `replay`. Every mistake is one line on stderr and exit code 2.

use crate::core::{GameKind, Launch};

/// What the command line asks for.
#[derive(Debug, PartialEq)]
pub enum Command {
    /// Open the window.
    Play(Launch),
    /// Run `replay` and print its result.
    Replay {
        game: String,
        seed: u64,
        board: Option<String>,
        moves: String,
    },
    /// Print the game ids, one per line (the play-tests read them).
    ListGames,
    /// Print where a player would click, in window pixels, to play one legal move of a
    /// game dealt from a seed (the play-tests click there).
    Probe {
        game: GameKind,
        seed: u64,
        window: (f32, f32),
        /// A board text to lay out instead of a dealt game.
        board: Option<String>,
        /// Cells to print instead of the hint's clicks.
        cells: Vec<grid_rules::Pos>,
    },
    /// Print the usage.
    Help,
}

impl PartialEq for Launch {
    fn eq(&self, other: &Self) -> bool {
        self.game == other.game && self.seed == other.seed && self.board == other.board
    }
}

/// The usage text.
pub const USAGE: &str = "usage:
  grid-puzzles                                  open the window with the main menu
  grid-puzzles --game GAME [--seed N] [--board FILE]
                                                straight into one game (from a board file)
  grid-puzzles replay --game GAME [--seed N] [--board FILE] --moves \"x,y x,y ...\"
  grid-puzzles --list-games                     print the game names
  grid-puzzles probe --game GAME [--seed N] [--board FILE] [--cell x,y ...] --window WxH
                                                print window pixels that play one move
                                                (or of the given cells)
games: bubble-breaker, samegame, lianliankan, fifteen, color-lines";

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Command, String> {
    let (replay, probe, rest) = match args.first().map(String::as_str) {
        Some("replay") => (true, false, &args[1..]),
        Some("probe") => (false, true, &args[1..]),
        _ => (false, false, args),
    };
    let mut window = None;
    let mut cells = Vec::new();
    let mut game = None;
    let mut seed = None;
    let mut board = None;
    let mut moves = None;
    let mut index = 0;
    while index < rest.len() {
        let flag = rest[index].as_str();
        let value = |name: &str| {
            rest.get(index + 1)
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match flag {
            "--help" | "-h" => return Ok(Command::Help),
            "--list-games" if !replay => return Ok(Command::ListGames),
            "--game" => game = Some(value("--game")?),
            "--seed" => {
                let text = value("--seed")?;
                seed = Some(text.parse::<u64>().map_err(|_| {
                    format!(
                        "--seed {text:?} is not a whole number from 0 to {}",
                        u64::MAX
                    )
                })?);
            }
            "--board" => board = Some(value("--board")?),
            "--moves" if replay => moves = Some(value("--moves")?),
            "--cell" if probe => {
                let text = value("--cell")?;
                cells.push(
                    text.parse()
                        .map_err(|why| format!("--cell {text:?}: {why}"))?,
                );
            }
            "--window" if probe => {
                let text = value("--window")?;
                window = text
                    .split_once('x')
                    .and_then(|(w, h)| Some((w.parse::<f32>().ok()?, h.parse::<f32>().ok()?)))
                    .filter(|(w, h)| *w > 0.0 && *h > 0.0);
                if window.is_none() {
                    return Err(format!("--window {text:?} is not WIDTHxHEIGHT"));
                }
            }
            other => return Err(format!("unknown argument {other:?} (try --help)")),
        }
        index += 2;
    }
    if replay {
        let game = game.ok_or("replay needs --game GAME")?;
        return Ok(Command::Replay {
            game,
            seed: seed.unwrap_or(0),
            board,
            moves: moves.unwrap_or_default(),
        });
    }
    if probe {
        let id = game.ok_or("probe needs --game GAME")?;
        let game = GameKind::from_id(&id).ok_or_else(|| format!("unknown game {id:?}"))?;
        let board = match board {
            Some(path) => Some(read_board(&path)?),
            None => None,
        };
        return Ok(Command::Probe {
            game,
            seed: seed.unwrap_or(0),
            window: window.ok_or("probe needs --window WIDTHxHEIGHT")?,
            board,
            cells,
        });
    }
    let game = match game {
        Some(id) => Some(
            GameKind::from_id(&id)
                .filter(|kind| kind.playable())
                .ok_or_else(|| {
                    let names: Vec<&str> = GameKind::ALL
                        .iter()
                        .filter(|k| k.playable())
                        .map(|k| k.id())
                        .collect();
                    format!(
                        "unknown game {id:?} (expected one of: {})",
                        names.join(", ")
                    )
                })?,
        ),
        None => None,
    };
    let board = match board {
        Some(path) => {
            let kind = game.ok_or("--board needs --game GAME")?;
            let text = read_board(&path)?;
            check_board(kind, &text).map_err(|why| format!("{path}: {why}"))?;
            Some(text)
        }
        None => None,
    };
    Ok(Command::Play(Launch { game, seed, board }))
}

fn read_board(path: &str) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read board file {path:?}: {e}"))
}

/// Whether `text` is a board `kind` can start from (the error names line and column).
pub fn check_board(kind: GameKind, text: &str) -> Result<(), String> {
    use grid_rules::{bubble_breaker, color_lines, fifteen, lianliankan, samegame};
    fn check<P: crate::session::GameView>(text: &str) -> Result<(), String> {
        P::from_board_text(&P::Params::default(), text, 0)
            .map(drop)
            .map_err(|e| e.to_string())
    }
    match kind {
        GameKind::BubbleBreaker => check::<bubble_breaker::BubbleBreaker>(text),
        GameKind::SameGame => check::<samegame::SameGame>(text),
        GameKind::Lianliankan => check::<lianliankan::Lianliankan>(text),
        GameKind::Fifteen => check::<fifteen::Fifteen>(text),
        GameKind::ColorLines => check::<color_lines::ColorLines>(text),
    }
}

/// Runs `replay`, reading the board file if one is named. The error is one line.
pub fn run_replay(
    game: &str,
    seed: u64,
    board: Option<&str>,
    moves: &str,
) -> Result<String, String> {
    let text = match board {
        Some(path) => Some(
            std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read board file {path:?}: {e}"))?,
        ),
        None => None,
    };
    let board = board.zip(text.as_deref());
    grid_rules::replay::replay(game, seed, board, moves).map(|out| out.replace('\r', ""))
}

/// What `probe` lays out: a game dealt from a seed or loaded from a board, and either
/// the clicks of its hint or the given cells.
#[derive(Clone, Debug, Default)]
pub struct ProbeRequest {
    pub seed: u64,
    pub window: (f32, f32),
    pub board: Option<String>,
    pub cells: Vec<grid_rules::Pos>,
}

/// Window pixels (from the top-left) of the clicks that play one legal move of `game`
/// (or of the requested cells), with the default settings, in a window of the given
/// size. Uses the same layout code as the game, so a play-test clicks where a player
/// would.
pub fn probe_clicks(game: GameKind, request: &ProbeRequest) -> Result<Vec<(f32, f32)>, String> {
    use grid_rules::{bubble_breaker, color_lines, fifteen, lianliankan, samegame};
    match game {
        GameKind::BubbleBreaker => probe::<bubble_breaker::BubbleBreaker>(request),
        GameKind::SameGame => probe::<samegame::SameGame>(request),
        GameKind::Fifteen => probe::<fifteen::Fifteen>(request),
        GameKind::ColorLines => probe::<color_lines::ColorLines>(request),
        GameKind::Lianliankan => probe::<lianliankan::Lianliankan>(request),
    }
}

fn probe<P: crate::session::GameView>(request: &ProbeRequest) -> Result<Vec<(f32, f32)>, String> {
    let config = crate::config::GameConfig::default();
    let settings = crate::settings::PlayerSettings::default();
    let params = P::params(&config, &settings);
    let state = match &request.board {
        Some(text) => P::from_board_text(&params, text, request.seed).map_err(|e| e.to_string())?,
        None => P::new_game(&params, request.seed),
    };
    let cells = if request.cells.is_empty() {
        state.hint().ok_or("the game has no legal move")?
    } else {
        request.cells.clone()
    };
    let root = crate::board::BoardRoot {
        width: state.cells().width(),
        height: state.cells().height(),
    };
    let (width, height) = request.window;
    let fit = root.fit(bevy::math::Vec2::new(width, height), P::MARGIN);
    Ok(cells
        .into_iter()
        .map(|pos| {
            let world = fit.transform_point(root.cell_center(pos));
            (width / 2.0 + world.x, height / 2.0 - world.y)
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn parses_play_and_replay() {
        assert_eq!(parse(&[]), Ok(Command::Play(Launch::default())));
        assert_eq!(
            parse(&args("--game samegame --seed 42")),
            Ok(Command::Play(Launch {
                game: Some(GameKind::SameGame),
                seed: Some(42),
                board: None,
            }))
        );
        assert!(matches!(
            parse(&args("replay --game samegame --moves 1,2")),
            Ok(Command::Replay { seed: 0, .. })
        ));
        assert!(
            parse(&args("--game nope"))
                .unwrap_err()
                .contains("unknown game")
        );
        assert!(parse(&args("--seed -1")).unwrap_err().contains("--seed"));
        assert!(
            parse(&args("--seed"))
                .unwrap_err()
                .contains("needs a value")
        );
        assert!(
            parse(&args("replay --moves 1,1"))
                .unwrap_err()
                .contains("--game")
        );
        assert!(parse(&args("--frobnicate")).is_err());
    }
}
