//! The command line: the window (optionally straight into a game, a board or a game
//! code), the windowless `replay`, `probe` for the play-tests, and `--list-games`.
//! Every game comes from the registry. Every mistake is one line on stderr and exit
//! code 2.

use grid_rules::code::GameCode;
use grid_rules::replay::Start;

use crate::core::{GameId, Launch};
use crate::games::{ViewVisitor, with_game_view};
use crate::session::GameView;

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
        code: Option<GameCode>,
        moves: String,
    },
    /// Print the game ids, one per line (the play-tests read them).
    ListGames,
    /// Print where a player would click, in window pixels, to play one legal move of a
    /// game dealt from a seed (the play-tests click there).
    Probe {
        game: GameId,
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

/// The usage text.
pub fn usage() -> String {
    let games: Vec<&str> = grid_rules::games::GAMES
        .iter()
        .map(|game| game.id)
        .collect();
    format!(
        "usage:
  grid-puzzles                                  open the window with the main menu
  grid-puzzles --game GAME [--seed N] [--board FILE]
                                                straight into one game (from a board file)
  grid-puzzles --code CODE                      open a shared game code
  grid-puzzles replay (--game GAME [--seed N] [--board FILE] | --code CODE) --moves \"x,y x,y ...\"
  grid-puzzles --list-games                     print the game names
  grid-puzzles probe --game GAME [--seed N] [--board FILE] [--cell x,y ...] --window WxH
                                                print window pixels that play one move
                                                (or of the given cells)
games: {}",
        games.join(", ")
    )
}

/// The command-line arguments after the command word, as flags and values.
#[derive(Default)]
struct Flags {
    window: Option<(f32, f32)>,
    cells: Vec<grid_rules::Pos>,
    game: Option<String>,
    seed: Option<u64>,
    board: Option<String>,
    code: Option<GameCode>,
    moves: Option<String>,
}

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Command, String> {
    let (replay, probe, rest) = match args.first().map(String::as_str) {
        Some("replay") => (true, false, &args[1..]),
        Some("probe") => (false, true, &args[1..]),
        _ => (false, false, args),
    };
    let mut flags = Flags::default();
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
            "--game" => flags.game = Some(value("--game")?),
            "--seed" => {
                let text = value("--seed")?;
                flags.seed = Some(text.parse::<u64>().map_err(|_| {
                    format!(
                        "--seed {text:?} is not a whole number from 0 to {}",
                        u64::MAX
                    )
                })?);
            }
            "--board" => flags.board = Some(value("--board")?),
            "--code" if !probe => flags.code = Some(GameCode::decode(&value("--code")?)?),
            "--moves" if replay => flags.moves = Some(value("--moves")?),
            "--cell" if probe => {
                let text = value("--cell")?;
                flags.cells.push(
                    text.parse()
                        .map_err(|why| format!("--cell {text:?}: {why}"))?,
                );
            }
            "--window" if probe => {
                let text = value("--window")?;
                flags.window = text
                    .split_once('x')
                    .and_then(|(w, h)| Some((w.parse::<f32>().ok()?, h.parse::<f32>().ok()?)))
                    .filter(|(w, h)| *w > 0.0 && *h > 0.0);
                if flags.window.is_none() {
                    return Err(format!("--window {text:?} is not WIDTHxHEIGHT"));
                }
            }
            other => return Err(format!("unknown argument {other:?} (try --help)")),
        }
        index += 2;
    }
    if replay {
        parse_replay(flags)
    } else if probe {
        parse_probe(flags)
    } else {
        parse_play(flags)
    }
}

/// The game `--game` names, or the game of `--code`; both must agree.
fn chosen_game(flags: &Flags) -> Result<Option<GameId>, String> {
    let named = match &flags.game {
        Some(id) => Some(GameId::find(id).ok_or_else(|| grid_rules::games::unknown_game(id))?),
        None => None,
    };
    match (&flags.code, named) {
        (Some(code), Some(game)) if code.game != game.0 => Err(format!(
            "the game code is for {}, not {}",
            code.game, game.0
        )),
        (Some(code), _) => Ok(GameId::find(&code.game)),
        (None, named) => Ok(named),
    }
}

fn parse_replay(flags: Flags) -> Result<Command, String> {
    let game = chosen_game(&flags)?.ok_or("replay needs --game GAME or --code CODE")?;
    if flags.code.is_some() && (flags.board.is_some() || flags.seed.is_some()) {
        return Err("--code holds its own seed and board: give it alone".into());
    }
    Ok(Command::Replay {
        game: game.0.to_string(),
        seed: flags.seed.unwrap_or(0),
        board: flags.board,
        code: flags.code,
        moves: flags.moves.unwrap_or_default(),
    })
}

fn parse_probe(flags: Flags) -> Result<Command, String> {
    let game = chosen_game(&flags)?.ok_or("probe needs --game GAME")?;
    let board = match &flags.board {
        Some(path) => Some(read_board(path)?),
        None => None,
    };
    Ok(Command::Probe {
        game,
        seed: flags.seed.unwrap_or(0),
        window: flags.window.ok_or("probe needs --window WIDTHxHEIGHT")?,
        board,
        cells: flags.cells,
    })
}

fn parse_play(flags: Flags) -> Result<Command, String> {
    let game = chosen_game(&flags)?;
    if let Some(code) = &flags.code {
        // A code that does not play (bad parameters, an illegal move) is bad input too.
        check(&code.game, Check::Code(code))?;
    }
    let board = match &flags.board {
        Some(path) => {
            let game = game.ok_or("--board needs --game GAME")?;
            let text = read_board(path)?;
            check(game.0, Check::Board(&text)).map_err(|why| format!("{path}: {why}"))?;
            Some(text)
        }
        None => None,
    };
    Ok(Command::Play(Launch {
        game,
        seed: flags.seed,
        board,
        code: flags.code,
    }))
}

fn read_board(path: &str) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read board file {path:?}: {e}"))
}

/// What the window is asked to start from, checked before it opens.
enum Check<'a> {
    Board(&'a str),
    Code(&'a GameCode),
}

/// Whether `game` can start from a board or a code (the error names line and column,
/// or the move).
fn check(game: &str, what: Check<'_>) -> Result<(), String> {
    struct Checker<'a>(Check<'a>);
    impl ViewVisitor for Checker<'_> {
        type Output = Result<(), String>;
        fn visit<P: GameView>(self) -> Self::Output {
            match self.0 {
                Check::Board(text) => P::from_board_text(&P::Params::default(), text, 0)
                    .map(drop)
                    .map_err(|e| e.to_string()),
                Check::Code(code) => code.play::<P>().map(drop),
            }
        }
    }
    with_game_view(game, Checker(what))?
}

/// Runs `replay`, reading the board file if one is named. The error is one line.
pub fn run_replay(
    game: &str,
    seed: u64,
    board: Option<&str>,
    code: Option<&GameCode>,
    moves: &str,
) -> Result<String, String> {
    let text = match board {
        Some(path) => Some(
            std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read board file {path:?}: {e}"))?,
        ),
        None => None,
    };
    let start = match (code, board.zip(text.as_deref())) {
        (Some(code), _) => Start::Code(code),
        (None, Some((name, text))) => Start::Board { name, text, seed },
        (None, None) => Start::Seed(seed),
    };
    grid_rules::replay::replay_from(game, start, moves).map(|out| out.replace('\r', ""))
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
pub fn probe_clicks(game: GameId, request: &ProbeRequest) -> Result<Vec<(f32, f32)>, String> {
    struct Probe<'a>(&'a ProbeRequest);
    impl ViewVisitor for Probe<'_> {
        type Output = Result<Vec<(f32, f32)>, String>;
        fn visit<P: GameView>(self) -> Self::Output {
            probe::<P>(self.0)
        }
    }
    with_game_view(game.0, Probe(request))?
}

fn probe<P: GameView>(request: &ProbeRequest) -> Result<Vec<(f32, f32)>, String> {
    let params = P::params(&P::Config::default(), &P::Settings::default());
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
                game: Some(GameId("samegame")),
                seed: Some(42),
                ..Launch::default()
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
