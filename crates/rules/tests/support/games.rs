//! Random parameters, positions and legal moves for every game, so one property can be
//! checked on all of them.

use grid_rules::code::GameRecord;
use grid_rules::collapse::group_at;
use grid_rules::history::History;
use grid_rules::{Colour, Grid, Pos, Puzzle};

use super::harness::Case;

/// A game that the properties can set up and play at random.
pub trait RandomPlay: Puzzle {
    /// Parameters anywhere in the ranges a player may choose (small boards first).
    fn random_params(case: &mut Case) -> Self::Params;
    /// A position the game loads (every line of it a board row or a line the game reads).
    fn random_board_text(params: &Self::Params, case: &mut Case) -> String;
    /// A legal move from here, drawn at random; `None` when there is none.
    fn random_move(&self, case: &mut Case) -> Option<Self::Move>;
    /// The board text with whatever extra lines the game's text can carry.
    fn full_board_text(&self) -> String {
        self.board_text()
    }
}

/// Something to do with one game that plays at random, chosen at run time.
pub trait RandomVisitor {
    type Output;
    fn visit<P: RandomPlay>(self) -> Self::Output;
}

/// The registry's list of games, as random players: a game added to the list is in every
/// property that picks a game, or the tests do not compile until it plays at random.
macro_rules! random_players {
    ($($game:ty),* $(,)?) => {
        /// How many games the list has.
        pub const GAME_COUNT: usize = [$(<$game as Puzzle>::ID),*].len();

        /// Runs `visitor` on the game at `index` in the list (menu order).
        pub fn with_game_at<V: RandomVisitor>(index: usize, visitor: V) -> V::Output {
            let mut at = 0;
            $(
                if at == index {
                    return visitor.visit::<$game>();
                }
                at += 1;
            )*
            panic!("no game at {index} of {at}")
        }
    };
}

grid_rules::for_each_game!(random_players);

/// A game set up and played at random: what its code records.
pub type RandomGame<P> = GameRecord<P>;

/// A game dealt from a random seed, or (`loaded_percent` of the time) loaded from a
/// random board, then played for up to `max_moves` random legal moves. The case notes
/// say how it was set up and which moves were played.
pub fn random_game<P: RandomPlay>(
    case: &mut Case,
    loaded_percent: usize,
    max_moves: usize,
) -> RandomGame<P> {
    let params = P::random_params(case);
    let seed = case.game_seed();
    case.note("game", P::ID);
    case.note("params", &params);
    case.note("game seed", seed);
    let board = case
        .chance(loaded_percent)
        .then(|| P::random_board_text(&params, case));
    let start = match &board {
        Some(text) => {
            case.note("start board", text);
            P::from_board_text(&params, text, seed)
                .unwrap_or_else(|err| panic!("a generated board is refused: {err}"))
        }
        None => P::new_game(&params, seed),
    };
    let mut history = History::new(start);
    let moves = case.below(max_moves + 1);
    for _ in 0..moves {
        let Some(mv) = history.current().random_move(case) else {
            break;
        };
        case.note_move(&mv);
        if let Err(err) = history.play(&mv) {
            panic!("a generated move {mv} is refused: {err}");
        }
    }
    RandomGame {
        params,
        seed,
        board,
        history,
    }
}

/// Board text of random colour cells (`empty_percent` of them empty) from the first
/// `colours` of `palette`.
pub fn random_colour_board(
    case: &mut Case,
    width: usize,
    height: usize,
    palette: &[Colour],
    empty_percent: usize,
) -> String {
    let mut text = String::new();
    for _ in 0..height {
        let cells: Vec<String> = (0..width)
            .map(|_| {
                if case.chance(empty_percent) {
                    ".".to_string()
                } else {
                    case.pick(palette).letter().to_string()
                }
            })
            .collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}

/// One cell of every group of two or more equal pieces, picked at random (so a bigger
/// group is not likelier), or `None` when there is no such group.
pub fn random_group_cell<T: PartialEq>(board: &Grid<Option<T>>, case: &mut Case) -> Option<Pos> {
    let mut seen = Grid::filled(board.width(), board.height(), false);
    let mut groups = Vec::new();
    for pos in board.positions() {
        if seen[pos] || board[pos].is_none() {
            continue;
        }
        let group = group_at(board, pos);
        for &cell in &group {
            seen[cell] = true;
        }
        if group.len() >= 2 {
            groups.push(group);
        }
    }
    if groups.is_empty() {
        return None;
    }
    let group = case.pick(&groups).clone();
    Some(*case.pick(&group))
}

/// The empty cells a piece at `from` can reach through empty cells (found here by a
/// plain flood, independently of the rules).
pub fn reachable_empty_cells<T>(board: &Grid<Option<T>>, from: Pos) -> Vec<Pos> {
    let mut seen = Grid::filled(board.width(), board.height(), false);
    seen[from] = true;
    let mut reached = vec![from];
    let mut next = 0;
    while next < reached.len() {
        let here = reached[next];
        next += 1;
        for neighbour in board.neighbours(here) {
            if !seen[neighbour] && board[neighbour].is_none() {
                seen[neighbour] = true;
                reached.push(neighbour);
            }
        }
    }
    reached.remove(0);
    reached
}

/// The cells of a board that hold a piece, shuffled.
pub fn shuffled_pieces<T>(board: &Grid<Option<T>>, case: &mut Case) -> Vec<Pos> {
    let mut cells: Vec<Pos> = board
        .iter()
        .filter(|(_, cell)| cell.is_some())
        .map(|(pos, _)| pos)
        .collect();
    case.rng.shuffle(&mut cells);
    cells
}
