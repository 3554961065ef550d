//! Lianliankan (SPEC §3): join two equal pictures by a path of at most three straight
//! segments through empty cells and the empty ring around the board; every deal and
//! every reshuffle comes with a witness: an order that removes every tile.

use std::cmp::Reverse;
use std::collections::{BTreeSet, BinaryHeap};
use std::fmt;
use std::str::FromStr;

use crate::board_text::{
    BoardError, ParsedBoard, check_extras, check_size, parse_board, print_board,
};
use crate::collapse::Motion;
use crate::grid::{Grid, Pos};
use crate::puzzle::{Change, MoveError, Puzzle, yes_no};
use crate::rng::GameRng;

/// Smallest and largest board side.
pub const SIDE_RANGE: std::ops::RangeInclusive<usize> = 2..=20;
/// The highest picture number (the app draws `assets/lianliankan/01.png` to `12.png`).
pub const MAX_PICTURES: u8 = 12;
/// Life at the start of a game (and its maximum).
pub const FULL_LIFE: u32 = 100;
/// Most turns a joining path may take (three straight segments).
pub const MAX_TURNS: u8 = 2;
/// Peeling attempts before falling back to pairs of neighbours (one almost always does).
const BUILD_ATTEMPTS: usize = 100;
/// Steps in the order they are tried: left, right, up, down (`d ^ 1` reverses `d`).
const STEPS: [(i32, i32); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// Board size and number of different pictures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub width: usize,
    pub height: usize,
    pub pictures: usize,
}

crate::puzzle::params_as_numbers!(Params {
    width,
    height,
    pictures
});

impl Default for Params {
    fn default() -> Self {
        Self {
            width: 8,
            height: 8,
            pictures: 8,
        }
    }
}

impl Params {
    /// The same settings made playable: sides in [`SIDE_RANGE`], an even number of cells
    /// (an odd height loses a row when both sides are odd), and 1 to [`MAX_PICTURES`]
    /// pictures but no more than there are pairs.
    pub fn clamped(&self) -> Self {
        let width = self.width.clamp(*SIDE_RANGE.start(), *SIDE_RANGE.end());
        let mut height = self.height.clamp(*SIDE_RANGE.start(), *SIDE_RANGE.end());
        if width * height % 2 == 1 {
            height -= 1;
        }
        let pairs = width * height / 2;
        let pictures = self.pictures.clamp(1, pairs.min(usize::from(MAX_PICTURES)));
        Self {
            width,
            height,
            pictures,
        }
    }
}

/// The whole game state. `life` is what the last move carried ([`FULL_LIFE`] at the
/// start, 0 once time is up).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lianliankan {
    board: Grid<Option<u8>>,
    score: u64,
    initial_tiles: usize,
    life: u32,
    rng: GameRng,
}

/// A board and a witness: an order of pairs whose removal clears it.
pub type Deal = (Grid<Option<u8>>, Vec<(Pos, Pos)>);

/// A move: join two tiles, scored with the life the clock showed at that moment, or the
/// clock running out. Life travels inside the move so that a replay of the moves scores
/// exactly what the timed game scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Connect {
    /// Join the tiles on `a` and `b` with `life` (1 to [`FULL_LIFE`]) left.
    Pair { a: Pos, b: Pos, life: u32 },
    /// The life bar ran out: the game is lost.
    TimeUp,
}

impl Connect {
    /// Join `a` and `b` with a full life bar (no clock, as in `replay`).
    pub fn pair(a: Pos, b: Pos) -> Self {
        Connect::Pair {
            a,
            b,
            life: FULL_LIFE,
        }
    }
}

impl fmt::Display for Connect {
    /// `x1,y1-x2,y2`, then `@life` when the clock had run; `timeup`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Connect::Pair { a, b, life } if life >= FULL_LIFE => write!(f, "{a}-{b}"),
            Connect::Pair { a, b, life } => write!(f, "{a}-{b}@{life}"),
            Connect::TimeUp => write!(f, "timeup"),
        }
    }
}

impl FromStr for Connect {
    type Err = String;

    /// Parses `x1,y1-x2,y2`, `x1,y1-x2,y2@life` or `timeup`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text == "timeup" {
            return Ok(Connect::TimeUp);
        }
        let expected = || format!("expected x1,y1-x2,y2[@life] or timeup but found {text:?}");
        let (pair, life) = match text.split_once('@') {
            Some((pair, life)) => (pair, life.parse::<u32>().map_err(|_| expected())?),
            None => (text, FULL_LIFE),
        };
        let (first, second) = pair.split_once('-').ok_or_else(expected)?;
        Ok(Connect::Pair {
            a: first.parse()?,
            b: second.parse()?,
            life,
        })
    }
}

/// The tile selected by the first click, if any, and the life the clock shows now (the
/// app's clock sets it; `replay` has no clock and leaves it full).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    pub selected: Option<Pos>,
    pub life: u32,
}

impl Default for Selection {
    fn default() -> Self {
        Self {
            selected: None,
            life: FULL_LIFE,
        }
    }
}

/// The search from one cell over the board padded with its empty ring: the best
/// (turns, length) and predecessor of every state `padded cell * 4 + direction`.
struct Reach {
    width: i32,
    best: Vec<Option<(u8, u32)>>,
    parent: Vec<Option<usize>>,
}

impl Reach {
    /// The cheapest state that ends on `pos`, ties going to the earlier direction.
    fn end_state(&self, pos: Pos) -> Option<usize> {
        let cell = (pos.y + 1) * self.width as usize + pos.x + 1;
        (cell * 4..cell * 4 + 4)
            .filter(|&state| self.best[state].is_some())
            .min_by_key(|&state| self.best[state])
    }

    fn point(&self, state: usize) -> (i32, i32) {
        let cell = (state / 4) as i32;
        (cell % self.width - 1, cell / self.width - 1)
    }
}

/// Cheapest-first search from `from`: through the ring and empty cells, ending on (but
/// never passing) tiles, turning at most [`MAX_TURNS`] times, never re-entering `from`.
fn explore(board: &Grid<Option<u8>>, from: Pos) -> Reach {
    let (width, height) = (board.width() as i32 + 2, board.height() as i32 + 2);
    let start = (from.x as i32 + 1, from.y as i32 + 1);
    let state_of = |(x, y): (i32, i32), dir: usize| (y * width + x) as usize * 4 + dir;
    let inside = |(x, y): (i32, i32)| (0..width).contains(&x) && (0..height).contains(&y);
    let is_tile = |(x, y): (i32, i32)| {
        let on_board = (1..width - 1).contains(&x) && (1..height - 1).contains(&y);
        on_board && board[Pos::new(x as usize - 1, y as usize - 1)].is_some()
    };
    let mut reach = Reach {
        width,
        best: vec![None; (width * height) as usize * 4],
        parent: vec![None; (width * height) as usize * 4],
    };
    let mut queue = BinaryHeap::new();
    for (dir, (dx, dy)) in STEPS.into_iter().enumerate() {
        let next = (start.0 + dx, start.1 + dy);
        if inside(next) {
            reach.best[state_of(next, dir)] = Some((0, 1));
            queue.push(Reverse((0, 1, state_of(next, dir))));
        }
    }
    while let Some(Reverse((turns, length, state))) = queue.pop() {
        let here = reach.point(state);
        let here = (here.0 + 1, here.1 + 1);
        if reach.best[state] != Some((turns, length)) || is_tile(here) {
            continue;
        }
        let dir = state % 4;
        for (next_dir, (dx, dy)) in STEPS.into_iter().enumerate() {
            let turned = turns + u8::from(next_dir != dir);
            let next = (here.0 + dx, here.1 + dy);
            if next_dir == dir ^ 1 || turned > MAX_TURNS || !inside(next) || next == start {
                continue;
            }
            let next_state = state_of(next, next_dir);
            let cost = (turned, length + 1);
            if reach.best[next_state].is_none_or(|old| cost < old) {
                reach.best[next_state] = Some(cost);
                reach.parent[next_state] = Some(state);
                queue.push(Reverse((turned, length + 1, next_state)));
            }
        }
    }
    reach
}

/// The line joining `a` and `b` as corner points (start, each turn, end) in signed
/// coordinates where the ring is `x = -1`, `x = width`, `y = -1`, `y = height`: at most
/// three straight segments through empty cells, fewest turns first, then shortest.
/// Pictures are not compared. `None` if there is no such line or `a == b`.
pub fn find_path(board: &Grid<Option<u8>>, a: Pos, b: Pos) -> Option<Vec<(i32, i32)>> {
    if a == b || !board.contains(a) || !board.contains(b) {
        return None;
    }
    let reach = explore(board, a);
    let end = reach.end_state(b)?;
    let mut states = vec![end];
    while let Some(previous) = reach.parent[*states.last().expect("never empty")] {
        states.push(previous);
    }
    states.reverse();
    let mut corners = vec![(a.x as i32, a.y as i32)];
    for step in states.windows(2) {
        if step[0] % 4 != step[1] % 4 {
            corners.push(reach.point(step[0]));
        }
    }
    corners.push(reach.point(end));
    Some(corners)
}

/// The first removable pair in row-major order of its first tile, then of its second.
pub fn first_removable_pair(board: &Grid<Option<u8>>) -> Option<(Pos, Pos)> {
    board.iter().find_map(|(a, tile)| {
        let picture = (*tile)?;
        let reach = explore(board, a);
        board
            .iter()
            .find(|&(b, other)| b != a && *other == Some(picture) && reach.end_state(b).is_some())
            .map(|(b, _)| (a, b))
    })
}

/// Gives `pairs` (one picture each) to `cells` so that they can be removed in the
/// returned order. It peels a board of blank tiles on `cells` (other cells empty): take
/// a random blank, join it to a random blank it can reach, give both the next picture
/// and take them away. `None` if the blanks left cannot be joined at all.
// Peeling a full board, rather than placing pairs onto an empty one, makes the hardest
// choices (pairs that must join on a nearly full board) first, while they are free:
// placing backwards dead-ended in over half of the 8x8 attempts, peeling in none of 600.
fn peel_pairs(
    size: (usize, usize),
    cells: &[Pos],
    pairs: &[u8],
    rng: &mut GameRng,
) -> Option<Deal> {
    let mut blanks = Grid::filled(size.0, size.1, None);
    for &cell in cells {
        blanks[cell] = Some(0);
    }
    let mut board = Grid::filled(size.0, size.1, None);
    let mut left = cells.to_vec();
    let mut order = Vec::with_capacity(pairs.len());
    for &picture in pairs {
        rng.shuffle(&mut left);
        let (a, partners) = left.iter().find_map(|&a| {
            let reach = explore(&blanks, a);
            let partners: Vec<Pos> = left
                .iter()
                .copied()
                .filter(|&b| b != a && reach.end_state(b).is_some())
                .collect();
            (!partners.is_empty()).then_some((a, partners))
        })?;
        let b = partners[rng.index(partners.len())];
        for cell in [a, b] {
            blanks[cell] = None;
            board[cell] = Some(picture);
        }
        left.retain(|&cell| cell != a && cell != b);
        order.push((a, b));
    }
    Some((board, order))
}

/// Places `pairs` solvably on `cells` by [`peel_pairs`], or (after [`BUILD_ATTEMPTS`]
/// dead ends) by [`snake_pairs`] on any cells.
fn build_solvable(size: (usize, usize), cells: &[Pos], pairs: &[u8], rng: &mut GameRng) -> Deal {
    (0..BUILD_ATTEMPTS)
        .find_map(|_| peel_pairs(size, cells, pairs, rng))
        .unwrap_or_else(|| snake_pairs(size, pairs))
}

/// Puts each pair on two consecutive cells of a snake through the board (left to right,
/// then right to left, row by row): they are neighbours, so always removable.
fn snake_pairs(size: (usize, usize), pairs: &[u8]) -> Deal {
    let (width, height) = size;
    let snake: Vec<Pos> = (0..height)
        .flat_map(|y| {
            (0..width).map(move |x| Pos::new(if y % 2 == 0 { x } else { width - 1 - x }, y))
        })
        .collect();
    let mut board = Grid::filled(width, height, None);
    let witness = snake
        .chunks(2)
        .zip(pairs)
        .map(|(two, &picture)| {
            board[two[0]] = Some(picture);
            board[two[1]] = Some(picture);
            (two[0], two[1])
        })
        .collect();
    (board, witness)
}

/// A solvable deal for `params` (clamped) and a removal order that clears it. Each
/// picture gets the same number of pairs, give or take one, and pairs are shuffled.
pub fn deal_with_witness(params: &Params, rng: &mut GameRng) -> Deal {
    let params = params.clamped();
    let mut pairs: Vec<u8> = (0..params.width * params.height / 2)
        .map(|pair| (pair % params.pictures) as u8 + 1)
        .collect();
    rng.shuffle(&mut pairs);
    let cells = Grid::filled(params.width, params.height, ())
        .positions()
        .collect::<Vec<_>>();
    build_solvable((params.width, params.height), &cells, &pairs, rng)
}

/// The same tiles rearranged solvably, on the cells they occupy when that works, and a
/// removal order that clears the result. Every picture must appear an even number of
/// times.
pub fn reshuffle(board: &Grid<Option<u8>>, rng: &mut GameRng) -> Deal {
    let cells: Vec<Pos> = board
        .iter()
        .filter(|(_, tile)| tile.is_some())
        .map(|(pos, _)| pos)
        .collect();
    let mut pictures: Vec<u8> = board.iter().filter_map(|(_, tile)| *tile).collect();
    pictures.sort_unstable();
    let mut pairs: Vec<u8> = pictures.chunks(2).map(|two| two[0]).collect();
    rng.shuffle(&mut pairs);
    build_solvable((board.width(), board.height()), &cells, &pairs, rng)
}

/// How the tiles moved from `old` to `new` (same multiset): each motion takes the tile on
/// `from` in `old` to `to` in `new`; unnamed tiles stayed. Lifting every `from` tile and
/// then putting each down on its `to` turns `old` into `new`.
pub fn shuffle_motions(old: &Grid<Option<u8>>, new: &Grid<Option<u8>>) -> Vec<Motion> {
    let pictures: BTreeSet<u8> = old.iter().filter_map(|(_, tile)| *tile).collect();
    let mut motions = Vec::new();
    for picture in pictures {
        let moved = |from: &Grid<Option<u8>>, to: &Grid<Option<u8>>| -> Vec<Pos> {
            from.iter()
                .filter(|&(pos, tile)| *tile == Some(picture) && to[pos] != Some(picture))
                .map(|(pos, _)| pos)
                .collect()
        };
        let arriving = moved(new, old);
        motions.extend(
            moved(old, new)
                .into_iter()
                .zip(arriving)
                .map(|(from, to)| Motion { from, to }),
        );
    }
    motions.sort_by_key(|motion| (motion.from.y, motion.from.x));
    motions
}

/// The text line and column of the cell at `pos`, counting rows as `parse_board` does.
fn cell_location(text: &str, pos: Pos) -> (usize, usize) {
    let mut rows = text.lines().enumerate().filter(|(_, line)| {
        let line = line.trim_end();
        !line.trim().is_empty() && !line.starts_with('#')
    });
    match rows.nth(pos.y) {
        Some((index, line)) => {
            let before: usize = line
                .split(' ')
                .take(pos.x)
                .map(|token| token.chars().count() + 1)
                .sum();
            (index + 1, before + 1)
        }
        None => (1, 0),
    }
}

fn parse_tile(token: &str) -> Result<Option<u8>, String> {
    if token == "." {
        return Ok(None);
    }
    token
        .parse::<u8>()
        .ok()
        .filter(|n| (1..=MAX_PICTURES).contains(n))
        .map(Some)
        .ok_or_else(|| {
            format!("unknown tile {token:?} (expected a picture 1 to {MAX_PICTURES} or .)")
        })
}

/// Refuses a board on which some picture appears an odd number of times, naming that
/// picture's last cell (so the total is even too).
fn check_pairs(board: &ParsedBoard<Option<u8>>, text: &str) -> Result<(), BoardError> {
    for picture in 1..=MAX_PICTURES {
        let cells: Vec<Pos> = board
            .grid
            .iter()
            .filter(|(_, tile)| **tile == Some(picture))
            .map(|(pos, _)| pos)
            .collect();
        if let Some(&last) = cells.last().filter(|_| cells.len() % 2 == 1) {
            let (line, column) = cell_location(text, last);
            let message = format!(
                "picture {picture} appears an odd number of times ({}); every tile needs a partner",
                cells.len()
            );
            return Err(BoardError::new(line, column, message));
        }
    }
    Ok(())
}

impl Lianliankan {
    fn with_board(board: Grid<Option<u8>>, rng: GameRng) -> Self {
        let initial_tiles = board.iter().filter(|(_, tile)| tile.is_some()).count();
        Self {
            board,
            score: 0,
            initial_tiles,
            life: FULL_LIFE,
            rng,
        }
    }

    /// Tiles still on the board.
    pub fn remaining(&self) -> usize {
        self.board.iter().filter(|(_, tile)| tile.is_some()).count()
    }

    /// Tiles at the deal or load: T of the score formula.
    pub fn initial_tiles(&self) -> usize {
        self.initial_tiles
    }

    /// The life the last move carried, 0 to [`FULL_LIFE`]; at 0 the game is lost.
    pub fn life(&self) -> u32 {
        self.life
    }

    /// A pair that can be removed now (the hint), see [`first_removable_pair`].
    pub fn removable_pair(&self) -> Option<(Pos, Pos)> {
        first_removable_pair(&self.board)
    }

    /// Rearranges the tiles when some remain but no pair can be removed.
    fn unstick(&mut self) -> Option<Vec<Motion>> {
        if self.remaining() == 0 || self.removable_pair().is_some() {
            return None;
        }
        let (board, _) = reshuffle(&self.board, &mut self.rng);
        let motions = shuffle_motions(&self.board, &board);
        self.board = board;
        Some(motions)
    }

    /// Why `a` and `b` cannot be joined, or the joining line.
    fn join(&self, a: Pos, b: Pos) -> Result<Vec<(i32, i32)>, MoveError> {
        for pos in [a, b] {
            if !self.board.contains(pos) {
                return Err(MoveError::OffBoard(pos));
            }
            if self.board[pos].is_none() {
                return Err(MoveError::Illegal(format!("{pos} has no tile")));
            }
        }
        if a == b {
            return Err(MoveError::Illegal(format!(
                "{a} cannot be joined to itself"
            )));
        }
        if self.board[a] != self.board[b] {
            return Err(MoveError::Illegal(format!(
                "{a} and {b} show different pictures"
            )));
        }
        find_path(&self.board, a, b).ok_or_else(|| {
            MoveError::Illegal(format!(
                "{a} and {b} cannot be joined with two turns or fewer"
            ))
        })
    }
}

impl Puzzle for Lianliankan {
    const ID: &'static str = "lianliankan";
    const TITLE: &'static str = "Lianliankan";
    type Params = Params;
    type Piece = u8;
    type Move = Connect;
    type Ui = Selection;

    fn new_game(params: &Params, seed: u64) -> Self {
        let mut rng = GameRng::from_seed(seed);
        let (board, _) = deal_with_witness(params, &mut rng);
        Self::with_board(board, rng)
    }

    /// A loaded board that is already stuck is reshuffled at once, so play can go on.
    fn from_board_text(_params: &Params, text: &str, seed: u64) -> Result<Self, BoardError> {
        let board = parse_board(text, parse_tile)?;
        check_size(&board, Self::ID, *SIDE_RANGE.start(), *SIDE_RANGE.end())?;
        check_extras(&board, Self::ID, &[])?;
        check_pairs(&board, text)?;
        let mut game = Self::with_board(board.grid, GameRng::from_seed(seed));
        game.unstick();
        Ok(game)
    }

    fn board_text(&self) -> String {
        print_board(&self.board, |tile| {
            tile.map_or_else(|| ".".to_string(), |n| n.to_string())
        })
    }

    fn status_lines(&self) -> Vec<(&'static str, String)> {
        vec![
            ("score", self.score.to_string()),
            ("over", yes_no(self.is_over())),
            ("remaining", self.remaining().to_string()),
        ]
    }

    fn cells(&self) -> &Grid<Option<u8>> {
        &self.board
    }

    fn score(&self) -> u64 {
        self.score
    }

    fn is_over(&self) -> bool {
        self.remaining() == 0 || self.life == 0
    }

    fn apply(&self, mv: &Connect) -> Result<(Self, Vec<Change<u8>>), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let (a, b, life) = match *mv {
            Connect::TimeUp => {
                let mut next = self.clone();
                next.life = 0;
                return Ok((next, Vec::new()));
            }
            Connect::Pair { life: 0, .. } => {
                return Err(MoveError::Illegal("no life is left to join tiles".into()));
            }
            Connect::Pair { a, b, life } => (a, b, life.min(FULL_LIFE)),
        };
        let corners = self.join(a, b)?;
        let mut next = self.clone();
        next.board[a] = None;
        next.board[b] = None;
        next.life = life;
        let removed_so_far = (next.initial_tiles - next.remaining()) as u64;
        next.score += removed_so_far * u64::from(life) / 200;
        let mut changes = vec![Change::Connected(corners), Change::Removed(vec![a, b])];
        if let Some(motions) = next.unstick() {
            changes.push(Change::Shuffled(motions));
        }
        Ok((next, changes))
    }

    /// Select the first tile of [`Lianliankan::removable_pair`], then click its partner.
    fn clicks(&self, mv: &Connect) -> Vec<Pos> {
        match *mv {
            Connect::Pair { a, b, .. } => vec![a, b],
            Connect::TimeUp => Vec::new(),
        }
    }

    fn hint(&self) -> Option<Vec<Pos>> {
        if self.is_over() {
            return None;
        }
        let (a, b) = self.removable_pair()?;
        Some(vec![a, b])
    }

    fn click(&self, ui: &mut Selection, pos: Pos) -> Option<Connect> {
        if self.is_over() || self.board.get(pos).is_none_or(Option::is_none) {
            return None;
        }
        // A selection whose tile is gone (after undo or a new game) counts as none.
        let first = ui
            .selected
            .filter(|&first| self.board.get(first).is_some_and(Option::is_some));
        match first {
            Some(first) if first == pos => ui.selected = None,
            Some(first) if self.join(first, pos).is_ok() => {
                ui.selected = None;
                return Some(Connect::Pair {
                    a: first,
                    b: pos,
                    life: ui.life.clamp(1, FULL_LIFE),
                });
            }
            _ => ui.selected = Some(pos),
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snake_fallback_pairs_neighbours_and_clears() {
        let (mut board, witness) = snake_pairs((3, 4), &[1, 2, 3, 1, 2, 3]);
        assert!(board.iter().all(|(_, tile)| tile.is_some()));
        assert_eq!(witness[1], (Pos::new(2, 0), Pos::new(2, 1)));
        for (a, b) in witness {
            assert_eq!(a.x.abs_diff(b.x) + a.y.abs_diff(b.y), 1);
            assert_eq!(board[a], board[b]);
            assert!(find_path(&board, a, b).is_some());
            board[a] = None;
            board[b] = None;
        }
    }

    #[test]
    fn params_are_clamped_to_an_even_playable_board() {
        let odd = Params {
            width: 25,
            height: 1,
            pictures: 0,
        }
        .clamped();
        assert_eq!((odd.width, odd.height, odd.pictures), (20, 2, 1));
        let both_odd = Params {
            width: 3,
            height: 3,
            pictures: 99,
        }
        .clamped();
        assert_eq!(
            (both_odd.width, both_odd.height, both_odd.pictures),
            (3, 2, 3)
        );
    }
}
