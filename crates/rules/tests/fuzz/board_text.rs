//! Fuzzing the board text reader of every game (through the registry) and the shared
//! parsing helpers with random bytes, random UTF-8, special texts and mutations of valid
//! boards: each input gives a position or a one-line error that names a real line and,
//! where it names one, a column at the token it blames; a position it gives prints and
//! reads back the same, and its hints play.

use grid_rules::board_text::{BoardError, parse_board, parse_colour_board, parse_colour_cell};
use grid_rules::color_lines::ColorLines;
use grid_rules::games::{GAMES, GameVisitor, with_game};
use grid_rules::{Puzzle, replay};

use crate::ensure;
use crate::support::games::{GAME_COUNT, RandomPlay, RandomVisitor, random_game, with_game_at};
use crate::support::harness::{Case, check};
use crate::support::mutate::{
    NEXT_LINES, is_one_line, mutate, random_bytes, random_utf8, special_text,
};

/// A valid position of a random game, as its board text (Color Lines' with `next:`),
/// sometimes with comments and blank lines around the rows.
fn valid_board(case: &mut Case) -> String {
    struct ValidBoard<'a>(&'a mut Case);
    impl RandomVisitor for ValidBoard<'_> {
        type Output = String;
        fn visit<P: RandomPlay>(self) -> String {
            let case = self.0;
            let params = P::random_params(case);
            if case.chance(50) {
                P::random_board_text(&params, case)
            } else {
                random_game::<P>(case, 0, 10)
                    .history
                    .current()
                    .full_board_text()
            }
        }
    }
    let game = case.below(GAME_COUNT);
    let text = with_game_at(game, ValidBoard(case));
    if case.chance(20) {
        format!("# a board\n\n{text}\n# the end\n")
    } else {
        text
    }
}

/// An input for the readers: random bytes or characters, a special text, or a mutated
/// valid board.
pub fn fuzzed_board(case: &mut Case) -> String {
    match case.below(10) {
        0 => random_bytes(case, 200),
        1 => random_utf8(case, 200),
        2 => special_text(case),
        3 => {
            let board = random_game::<ColorLines>(case, 0, 10)
                .history
                .current()
                .board_text();
            format!("{board}{}\n", next_line(case))
        }
        _ => {
            let valid = valid_board(case);
            mutate(case, &valid)
        }
    }
}

/// A `next:` line, well formed or not.
fn next_line(case: &mut Case) -> String {
    if case.chance(50) {
        case.pick(NEXT_LINES).to_string()
    } else {
        let line = mutate(case, "next: R G B");
        line.lines().next().unwrap_or_default().to_string()
    }
}

/// The line a text's `line` (1-based) is, as the reader saw it.
fn nth_line(text: &str, line: usize) -> &str {
    text.lines()
        .nth(line.saturating_sub(1))
        .unwrap_or_default()
        .trim_end()
}

/// A board error is one line, names a line of the text (line 1 when it has none) and a
/// column within that line; an error that quotes a token or names a tile or picture
/// points its column at that token.
pub fn check_board_error(text: &str, err: &BoardError) -> Result<(), String> {
    let message = err.to_string();
    ensure!(
        is_one_line(&message),
        "the error is not one line: {message:?}"
    );
    let lines = text.lines().count();
    ensure!(
        (1..=lines.max(1)).contains(&err.line),
        "the error names line {} of a text of {lines} lines: {message:?}",
        err.line
    );
    if err.column == 0 {
        return Ok(());
    }
    let line = nth_line(text, err.line);
    let width = line.chars().count();
    ensure!(
        err.column <= width + 1,
        "the error names column {} of a line of {width} characters: {message:?}",
        err.column
    );
    let token: String = line
        .chars()
        .skip(err.column - 1)
        .take_while(|&c| c != ' ')
        .collect();
    let named_number = ["tile ", "picture "].iter().find_map(|prefix| {
        let rest = err.message.strip_prefix(prefix)?;
        rest.split(' ').next()?.parse::<u64>().ok()
    });
    if err.message.starts_with("unknown") {
        ensure!(
            err.message.contains(&format!("{token:?}")),
            "the error's column {} points at {token:?}, not at the token it quotes: {message:?}",
            err.column
        );
    } else if let Some(number) = named_number {
        ensure!(
            token.parse::<u64>().ok() == Some(number),
            "the error's column {} points at {token:?}, not at {number}: {message:?}",
            err.column
        );
    }
    Ok(())
}

/// Reads a text as one game's board and checks the answer.
struct ReadBoard<'a> {
    text: &'a str,
    seed: u64,
}

impl GameVisitor for ReadBoard<'_> {
    type Output = Result<(), String>;

    fn visit<P: Puzzle>(self) -> Result<(), String> {
        let state = match P::from_board_text(&P::Params::default(), self.text, self.seed) {
            Ok(state) => state,
            Err(err) => {
                return check_board_error(self.text, &err).map_err(|e| format!("{}: {e}", P::ID));
            }
        };
        let printed = state.board_text();
        let again = P::from_board_text(&P::Params::default(), &printed, self.seed)
            .map_err(|e| format!("{}: the printed board is refused: {e}", P::ID))?;
        ensure!(
            again.cells() == state.cells(),
            "{}: the printed board reads back differently",
            P::ID
        );
        let mut state = state;
        for _ in 0..3 {
            let Some(clicks) = state.hint() else {
                break;
            };
            let mut ui = P::Ui::default();
            let Some(mv) = clicks.iter().find_map(|&pos| state.click(&mut ui, pos)) else {
                return Err(format!(
                    "{}: the hint's clicks {clicks:?} make no move",
                    P::ID
                ));
            };
            state = state
                .apply(&mv)
                .map_err(|e| format!("{}: the hint's move {mv} is refused: {e}", P::ID))?
                .0;
        }
        Ok(())
    }
}

/// Every game reads the fuzzed text; so do the shared helpers and `replay`.
fn read_everywhere(case: &mut Case) -> Result<(), String> {
    let text = fuzzed_board(case);
    case.note("input (escaped)", format!("{text:?}"));
    let seed = case.game_seed();
    for game in GAMES {
        with_game(game.id, ReadBoard { text: &text, seed })
            .map_err(|e| format!("the registry lost {}: {e}", game.id))??;
    }
    if let Err(err) = parse_board(&text, parse_colour_cell) {
        check_board_error(&text, &err).map_err(|e| format!("parse_board: {e}"))?;
    }
    if let Err(err) = parse_board(&text, |token| Ok::<_, String>(token.len())) {
        check_board_error(&text, &err).map_err(|e| format!("parse_board of any token: {e}"))?;
    }
    if let Err(err) = parse_colour_board(&text, "test", 1, 30) {
        check_board_error(&text, &err).map_err(|e| format!("parse_colour_board: {e}"))?;
    }
    let game = case.pick(GAMES).id;
    if let Err(err) = replay::replay(game, seed, Some(("board.txt", &text)), "") {
        ensure!(is_one_line(&err), "replay's error is not one line: {err:?}");
    }
    Ok(())
}

#[test]
fn board_readers_answer_every_input_in_one_line() {
    check("board_readers", 300, 20_000, read_everywhere);
}
