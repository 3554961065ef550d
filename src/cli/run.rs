//! Running the windowless commands: `replay` and `solve` from a seed, a board file or a
//! code, and `probe` (the cells that play one legal move, for the play-tests).

use grid_rules::code::GameCode;
use grid_rules::replay::Start;

use crate::cli::args::{StartAt, read_board};
use crate::cli::solve::SolveOptions;
use crate::core::game::GameId;
use crate::games::{ViewVisitor, with_game_view};
use crate::session::game_look::GameLook;

/// `solve` is for the desktop's command line; a page has none.
#[cfg(target_arch = "wasm32")]
pub fn run_solve(_game: &str, _start: &StartAt, _options: &SolveOptions) -> Result<String, String> {
    Err("solve runs on the desktop".into())
}

/// Runs `solve`, reading the board file if one is named. The error is one line.
#[cfg(not(target_arch = "wasm32"))]
pub fn run_solve(game: &str, at: &StartAt, options: &SolveOptions) -> Result<String, String> {
    struct Solver<'a> {
        start: Start<'a>,
        options: &'a SolveOptions,
    }
    impl ViewVisitor for Solver<'_> {
        type Output = Result<String, String>;
        fn visit<P: GameLook>(self) -> Self::Output {
            crate::cli::solve::solve::<P>(self.start, self.options)
        }
    }
    let text = read_optional_board(at.board.as_deref())?;
    let start = start_of(at, text.as_deref());
    with_game_view(game, Solver { start, options })?
}

/// The board file's text, if one is named.
fn read_optional_board(path: Option<&str>) -> Result<Option<String>, String> {
    path.map(read_board).transpose()
}

/// Where a replayed or solved game starts: a code, a board (its file's text read), or a
/// seed, with the settings given by name.
fn start_of<'a>(at: &'a StartAt, board_text: Option<&'a str>) -> Start<'a> {
    let set = at.set.as_slice();
    match (&at.code, at.board.as_deref().zip(board_text)) {
        (Some(code), _) => Start::Code(code),
        (None, Some((name, text))) => Start::Board {
            name,
            text,
            seed: at.seed,
            set,
        },
        (None, None) => Start::Seed { seed: at.seed, set },
    }
}

/// Runs `replay`, reading the board file if one is named. The error is one line.
pub fn run_replay(game: &str, at: &StartAt, moves: &str) -> Result<String, String> {
    let text = read_optional_board(at.board.as_deref())?;
    let start = start_of(at, text.as_deref());
    grid_rules::replay::replay_from(game, start, moves).map(|out| out.replace('\r', ""))
}

/// The cells that play one legal move of `game` (its hint's clicks), dealt from a seed
/// or played from a board file, by the default settings changed by `--set`.
pub fn probe_cells(game: GameId, at: &StartAt) -> Result<Vec<grid_rules::Pos>, String> {
    struct Probe<'a>(Start<'a>);
    impl ViewVisitor for Probe<'_> {
        type Output = Result<Vec<grid_rules::Pos>, String>;
        fn visit<P: GameLook>(self) -> Self::Output {
            let record = grid_rules::replay::open::<P>(self.0)?;
            record
                .history
                .current()
                .hint()
                .ok_or_else(|| "the game has no legal move".to_string())
        }
    }
    let text = read_optional_board(at.board.as_deref())?;
    with_game_view(game.0, Probe(start_of(at, text.as_deref())))?
}

/// `daily`: the day's board of `game` and its code, the same for everyone that day.
pub fn run_daily(game: GameId, date: grid_rules::daily::Date) -> Result<String, String> {
    struct Daily(grid_rules::daily::Date);
    impl ViewVisitor for Daily {
        type Output = String;
        fn visit<P: GameLook>(self) -> String {
            let start = grid_rules::daily::daily_start::<P>(self.0);
            let code = grid_rules::daily::daily_code_of::<P>(self.0);
            format!(
                "{}\ngame: {}\ndate: {}\nseed: {}\nparams: {}\ncode: {}\n",
                start.board_text(),
                P::ID,
                self.0,
                code.seed,
                code.params,
                code.encode()
            )
        }
    }
    with_game_view(game.0, Daily(date))
}

/// `review`: the game in `code` beside the engine, each position thought about for up to
/// `seconds` (and a fixed number of nodes, so the answer does not depend on the
/// machine), one line per move and the totals.
#[cfg(not(target_arch = "wasm32"))]
pub fn run_review(code: &GameCode, seconds: f32) -> Result<String, String> {
    struct Reviewer<'a>(&'a GameCode, f32);
    impl ViewVisitor for Reviewer<'_> {
        type Output = Result<String, String>;
        fn visit<P: GameLook>(self) -> Self::Output {
            use grid_rules::review::{Review, ReviewOptions, format_report, think_blocking};
            // Fifteen's optimal answers need its tables, as `solve` does.
            P::prepare_engine();
            let (_, history) = self.0.play::<P>()?;
            let mut review = Review::of_history(&history, &ReviewOptions::default());
            let started = std::time::Instant::now();
            let per_position = std::time::Duration::from_secs_f32(self.1);
            think_blocking(&mut review, per_position, || started.elapsed());
            Ok(format_report(&review.report()))
        }
    }
    with_game_view(&code.game, Reviewer(code, seconds))?
}

/// `review` is for the desktop's command line; the page has its own review screen.
#[cfg(target_arch = "wasm32")]
pub fn run_review(_code: &GameCode, _seconds: f32) -> Result<String, String> {
    Err("review runs on the desktop".into())
}
