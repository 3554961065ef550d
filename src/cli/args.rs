//! The command line: the window (optionally straight into a game, a board or a game
//! code), the windowless `replay`, `probe` for the play-tests, and `--list-games`.
//! Every game comes from the registry. Every mistake is one line on stderr and exit
//! code 2.

use grid_rules::code::GameCode;
use grid_rules::daily::Date;

use crate::cli::solve::SolveOptions;
use crate::core::game::{GameId, Launch};
use crate::games::{ViewVisitor, with_game_view};
use crate::session::game_look::GameLook;

/// What the command line asks for.
#[derive(Debug, PartialEq)]
pub enum Command {
    /// Open the window.
    Play(Launch),
    /// Run `replay` and print its result.
    Replay {
        game: String,
        start: StartAt,
        moves: String,
    },
    /// Run the game's engine from a position and print its line.
    Solve {
        game: String,
        start: StartAt,
        options: SolveOptions,
    },
    /// Print the game ids, one per line (the play-tests read them).
    ListGames,
    /// Print the cells a player would click to play one legal move of a game dealt
    /// from a seed (the play-tests click there, finding the cells' pixels in the game's
    /// beacon line).
    Probe { game: GameId, start: StartAt },
    /// Print the day's board of a game and its code.
    Daily { game: GameId, date: Date },
    /// Review a played game against the engine and print a line per move.
    Review { code: GameCode, seconds: f32 },
    /// Print the usage.
    Help,
}

/// Where a windowless command's game starts: a seed, a board file's name, or a code, and
/// the settings given by name (`--set NAME=VALUE`, not with a code, which holds its own).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StartAt {
    pub seed: u64,
    pub board: Option<String>,
    pub code: Option<GameCode>,
    pub set: Vec<(String, String)>,
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
  grid-puzzles --daily GAME                     open today's puzzle of a game
  grid-puzzles ... --mute                       no sound in this run (M toggles sound)
  grid-puzzles ... --set NAME=VALUE             one of the game's settings (repeatable; a
                                                name it lacks is answered with its names)
  grid-puzzles replay (--game GAME [--seed N] [--board FILE] | --code CODE) --moves \"x,y x,y ...\"
  grid-puzzles solve (--game GAME [--seed N] [--board FILE] | --code CODE)
                     [--seconds S] [--threads T] [--moves N] [--nodes N] [--json]
                                                the engine plays; prints its moves and score
  grid-puzzles daily --game GAME [--date YYYY-MM-DD]
                                                the day's board (the same for everyone) and code
  grid-puzzles review --code CODE [--seconds S] a played game beside the engine, move by move
  grid-puzzles --list-games                     print the game names
  grid-puzzles probe --game GAME [--seed N] [--board FILE]
                                                print the cells that play one move
games: {}",
        games.join(", ")
    )
}

/// The command-line arguments after the command word, as flags and values.
#[derive(Default)]
struct Flags {
    game: Option<String>,
    seed: Option<u64>,
    board: Option<String>,
    code: Option<GameCode>,
    moves: Option<String>,
    seconds: Option<f32>,
    threads: Option<usize>,
    nodes: Option<u64>,
    json: bool,
    mute: bool,
    date: Option<Date>,
    daily: Option<String>,
    /// `--set NAME=VALUE`, in order.
    set: Vec<(String, String)>,
}

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Command, String> {
    let command = args.first().map(String::as_str);
    let (replay, probe, solve) = (
        command == Some("replay"),
        command == Some("probe"),
        command == Some("solve"),
    );
    let (daily, review) = (command == Some("daily"), command == Some("review"));
    let windowless = replay || probe || solve || daily || review;
    let rest = if windowless { &args[1..] } else { args };
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
            "--list-games" if !windowless => return Ok(Command::ListGames),
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
            "--set" if !daily && !review => {
                let text = value("--set")?;
                let (name, setting) = text
                    .split_once('=')
                    .ok_or_else(|| format!("--set {text:?} is not NAME=VALUE"))?;
                flags.set.push((name.to_string(), setting.to_string()));
            }
            "--code" if !probe => flags.code = Some(GameCode::decode(&value("--code")?)?),
            "--moves" if replay || solve => flags.moves = Some(value("--moves")?),
            "--date" if daily => flags.date = Some(value("--date")?.parse()?),
            "--daily" if !windowless => flags.daily = Some(value("--daily")?),
            "--seconds" if solve || review => {
                let text = value("--seconds")?;
                flags.seconds = Some(
                    text.parse::<f32>()
                        .ok()
                        .filter(|s| s.is_finite() && *s > 0.0 && *s <= 86_400.0)
                        .ok_or_else(|| format!("--seconds {text:?} is not a time in seconds"))?,
                );
            }
            "--threads" if solve => {
                let text = value("--threads")?;
                flags.threads = Some(
                    text.parse::<usize>()
                        .ok()
                        .filter(|t| (1..=256).contains(t))
                        .ok_or_else(|| {
                            format!("--threads {text:?} is not a number from 1 to 256")
                        })?,
                );
            }
            "--nodes" if solve => {
                let text = value("--nodes")?;
                flags.nodes =
                    Some(text.parse::<u64>().ok().filter(|n| *n > 0).ok_or_else(|| {
                        format!("--nodes {text:?} is not a positive whole number")
                    })?);
            }
            "--json" if solve => {
                flags.json = true;
                index += 1;
                continue;
            }
            "--mute" if !windowless => {
                flags.mute = true;
                index += 1;
                continue;
            }
            other => return Err(format!("unknown argument {other:?} (try --help)")),
        }
        index += 2;
    }
    if replay {
        parse_replay(flags)
    } else if daily {
        parse_daily(flags)
    } else if review {
        parse_review(flags)
    } else if solve {
        parse_solve(flags)
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

fn parse_replay(mut flags: Flags) -> Result<Command, String> {
    let game = chosen_game(&flags)?.ok_or("replay needs --game GAME or --code CODE")?;
    let start = start_at(game, &mut flags)?;
    Ok(Command::Replay {
        game: game.0.to_string(),
        start,
        moves: flags.moves.unwrap_or_default(),
    })
}

fn parse_solve(mut flags: Flags) -> Result<Command, String> {
    let game = chosen_game(&flags)?.ok_or("solve needs --game GAME or --code CODE")?;
    let start = start_at(game, &mut flags)?;
    let moves = match &flags.moves {
        Some(text) => Some(
            text.parse::<usize>()
                .ok()
                .filter(|n| *n > 0)
                .ok_or_else(|| format!("--moves {text:?} is not a positive whole number"))?,
        ),
        None => None,
    };
    #[cfg(not(target_arch = "wasm32"))]
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    #[cfg(target_arch = "wasm32")]
    let cores = 1;
    Ok(Command::Solve {
        game: game.0.to_string(),
        start,
        options: SolveOptions {
            seconds: flags.seconds.unwrap_or(5.0),
            threads: flags.threads.unwrap_or(cores),
            moves,
            nodes: flags.nodes,
            json: flags.json,
        },
    })
}

fn parse_daily(flags: Flags) -> Result<Command, String> {
    if flags.code.is_some() || flags.board.is_some() || flags.seed.is_some() {
        return Err("daily deals from the date: give --game and --date only".into());
    }
    let game = chosen_game(&flags)?.ok_or("daily needs --game GAME")?;
    Ok(Command::Daily {
        game,
        date: flags
            .date
            .unwrap_or_else(crate::platform::clock::today_date),
    })
}

fn parse_review(flags: Flags) -> Result<Command, String> {
    if flags.board.is_some() || flags.seed.is_some() {
        return Err("review reads the game from its code: give --code".into());
    }
    let game = chosen_game(&flags)?;
    let code = flags.code.ok_or("review needs --code CODE")?;
    check(
        game.map_or(code.game.as_str(), |game| game.0),
        Check::Code(&code),
    )?;
    Ok(Command::Review {
        code,
        seconds: flags.seconds.unwrap_or(0.5),
    })
}

fn parse_probe(mut flags: Flags) -> Result<Command, String> {
    let game = chosen_game(&flags)?.ok_or("probe needs --game GAME")?;
    let start = start_at(game, &mut flags)?;
    Ok(Command::Probe { game, start })
}

/// Where a windowless command starts, its settings checked against the game (one line
/// naming a setting that does not exist or a value it does not take).
fn start_at(game: GameId, flags: &mut Flags) -> Result<StartAt, String> {
    if flags.code.is_some() && (flags.board.is_some() || flags.seed.is_some()) {
        return Err("--code holds its own seed and board: give it alone".into());
    }
    if flags.code.is_some() && !flags.set.is_empty() {
        return Err("--code holds its own settings: give it without --set".into());
    }
    params_set(game.0, &flags.set)?;
    Ok(StartAt {
        seed: flags.seed.unwrap_or(0),
        board: flags.board.take(),
        code: flags.code.take(),
        set: std::mem::take(&mut flags.set),
    })
}

/// The parameters `--set` makes of `game`'s defaults, printed as codes carry them.
fn params_set(game: &str, set: &[(String, String)]) -> Result<String, String> {
    struct Setter<'a>(&'a [(String, String)]);
    impl ViewVisitor for Setter<'_> {
        type Output = Result<String, String>;
        fn visit<P: GameLook>(self) -> Self::Output {
            grid_rules::replay::params_set::<P>(self.0).map(|params| params.to_string())
        }
    }
    with_game_view(game, Setter(set))?
}

fn parse_play(flags: Flags) -> Result<Command, String> {
    if let Some(id) = &flags.daily {
        if flags.game.is_some() || flags.code.is_some() || flags.board.is_some() {
            return Err("--daily names its game and deals from today: give it alone".into());
        }
        if !flags.set.is_empty() {
            return Err(
                "the daily puzzle is dealt by the default settings: give --daily without --set"
                    .into(),
            );
        }
        let game = GameId::find(id).ok_or_else(|| grid_rules::games::unknown_game(id))?;
        return Ok(Command::Play(Launch {
            game: Some(game),
            daily: Some(crate::platform::clock::today_date()),
            mute: flags.mute,
            ..Launch::default()
        }));
    }
    let game = chosen_game(&flags)?;
    let params = match (game, flags.set.is_empty()) {
        (_, true) => None,
        (None, false) => return Err("--set needs --game GAME".into()),
        (Some(_), false) if flags.code.is_some() => {
            return Err("--code holds its own settings: give it without --set".into());
        }
        (Some(game), false) => Some(params_set(game.0, &flags.set)?),
    };
    if let Some(code) = &flags.code {
        // A code that does not play (bad parameters, an illegal move) is bad input too.
        check(&code.game, Check::Code(code))?;
    }
    let board = match &flags.board {
        Some(path) => {
            let game = game.ok_or("--board needs --game GAME")?;
            let text = read_board(path)?;
            let params = params.clone().unwrap_or_default();
            check(game.0, Check::Board(&text, &params)).map_err(|why| format!("{path}: {why}"))?;
            Some(text)
        }
        None => None,
    };
    Ok(Command::Play(Launch {
        game,
        seed: flags.seed,
        board,
        code: flags.code,
        mute: flags.mute,
        daily: None,
        params,
    }))
}

pub fn read_board(path: &str) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read board file {path:?}: {e}"))
}

/// What the window is asked to start from, checked before it opens.
enum Check<'a> {
    /// A board text, played by the printed parameters (empty: the defaults).
    Board(&'a str, &'a str),
    Code(&'a GameCode),
}

/// Whether `game` can start from a board or a code (the error names line and column,
/// or the move).
fn check(game: &str, what: Check<'_>) -> Result<(), String> {
    struct Checker<'a>(Check<'a>);
    impl ViewVisitor for Checker<'_> {
        type Output = Result<(), String>;
        fn visit<P: GameLook>(self) -> Self::Output {
            match self.0 {
                Check::Board(text, params) => {
                    let params = match params {
                        "" => P::Params::default(),
                        printed => printed.parse().map_err(|why: String| why)?,
                    };
                    P::from_board_text(&params, text, 0)
                        .map(drop)
                        .map_err(|e| e.to_string())
                }
                Check::Code(code) => code.play::<P>().map(drop),
            }
        }
    }
    with_game_view(game, Checker(what))?
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
        for game in grid_rules::games::GAMES {
            assert_eq!(
                parse(&args(&format!("--game {} --seed 42", game.id))),
                Ok(Command::Play(Launch {
                    game: Some(GameId(game.id)),
                    seed: Some(42),
                    ..Launch::default()
                }))
            );
            assert!(matches!(
                parse(&args(&format!("replay --game {} --moves 1,2", game.id))),
                Ok(Command::Replay {
                    start: StartAt { seed: 0, .. },
                    ..
                })
            ));
        }
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
