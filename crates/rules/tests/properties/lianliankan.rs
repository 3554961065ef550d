//! Lianliankan over random deals, boards and joins: deals and reshuffles can be cleared
//! (the crate's clearing search and the deal's witness agree), joining removes the two
//! tiles and nothing else, the joining line is legal, and each pair scores
//! (T−R)·life/200.

use grid_rules::board_text::print_board;
use grid_rules::lianliankan::{
    CLEARING_NODES, Clearing, Connect, FULL_LIFE, Lianliankan, Shift, deal_with_witness, find_path,
    first_removable_pair, reshuffle,
};
use grid_rules::rng::GameRng;
use grid_rules::{Change, Grid, MoveError, Pos, Puzzle};

use crate::ensure;
use crate::support::games::{RandomPlay, random_game};
use crate::support::harness::{Case, check};
use crate::support::pieces::{counts, filled, play_changes};

type Board = Grid<Option<u8>>;

/// Removes `order`'s pairs one by one, each joinable (same picture, a line of at most
/// three segments) when its turn comes, the tiles sliding by `shift` after each; true if
/// that empties the board.
fn order_clears(board: &Board, order: &[(Pos, Pos)], shift: Shift) -> Result<(), String> {
    let mut board = board.clone();
    for (step, &(a, b)) in order.iter().enumerate() {
        ensure!(
            board[a].is_some() && board[a] == board[b] && find_path(&board, a, b).is_some(),
            "pair {step} ({a}-{b}) of the order cannot be joined then"
        );
        board[a] = None;
        board[b] = None;
        shift.apply(&mut board);
    }
    ensure!(
        filled(&board) == 0,
        "the order leaves {} tiles",
        filled(&board)
    );
    Ok(())
}

/// The crate's clearing search does not call the position impossible, and an order it
/// finds does clear it.
fn check_clearable(state: &Lianliankan, what: &str) -> Result<(), String> {
    match state.clearing(CLEARING_NODES * 5) {
        Clearing::Impossible => Err(format!("the clearing search calls {what} impossible")),
        Clearing::Order(order) => {
            order_clears(state.cells(), &order, state.shift()).map_err(|e| format!("{what}: {e}"))
        }
        Clearing::Unknown => Ok(()),
    }
}

/// A deal is what `deal_with_witness` deals for the seed, its witness clears it, its
/// pictures are shared out evenly, and the clearing search agrees it can be cleared.
fn deals(case: &mut Case) -> Result<(), String> {
    let params = Lianliankan::random_params(case);
    let seed = case.game_seed();
    case.note("params", &params);
    case.note("game seed", seed);
    let state = Lianliankan::new_game(&params, seed);
    let (board, witness) = deal_with_witness(&params, &mut GameRng::from_seed(seed));
    ensure!(
        *state.cells() == board,
        "the game's deal is not the witnessed deal"
    );
    order_clears(&board, &witness, params.shift).map_err(|e| format!("the witness: {e}"))?;
    let clamped = params.clamped();
    ensure!(
        (board.width(), board.height()) == (clamped.width, clamped.height)
            && filled(&board) == clamped.width * clamped.height,
        "the deal does not fill a {}x{} board",
        clamped.width,
        clamped.height
    );
    let tiles = counts(&board);
    let (fewest, most) = (tiles.values().min(), tiles.values().max());
    ensure!(
        tiles.len() == clamped.pictures
            && tiles
                .keys()
                .all(|&p| (1..=clamped.pictures as u8).contains(&p))
            && most
                .zip(fewest)
                .is_some_and(|(most, fewest)| most - fewest <= 2),
        "pictures are not shared out evenly: {tiles:?}"
    );
    check_clearable(&state, "the deal")
}

/// A reshuffle keeps the tiles, and its witness clears the result.
fn reshuffles(case: &mut Case) -> Result<(), String> {
    let params = Lianliankan::random_params(case);
    let text = match case.chance(50).then(|| stuck_board(case)).flatten() {
        Some(stuck) => board_text(&stuck),
        None => Lianliankan::random_board_text(&params, case),
    };
    case.note("board", &text);
    let state = Lianliankan::from_board_text(&params, &text, case.game_seed())
        .map_err(|e| format!("a generated board is refused: {e}"))?;
    let mut rng = GameRng::from_seed(case.game_seed());
    let (board, witness) = reshuffle(state.cells(), state.shift(), &mut rng);
    ensure!(
        counts(&board) == counts(state.cells()),
        "the reshuffle changed the tiles"
    );
    order_clears(&board, &witness, state.shift())
        .map_err(|e| format!("the reshuffle's witness: {e}"))?;
    // A loaded board that is stuck is reshuffled at once, and only then.
    let as_written = read_board(&text);
    let stuck = filled(&as_written) > 0 && first_removable_pair(&as_written).is_none();
    ensure!(
        (*state.cells() != as_written) == stuck,
        "the loaded board was reshuffled: {}, it was stuck: {stuck}",
        *state.cells() != as_written
    );
    ensure!(
        counts(state.cells()) == counts(&as_written),
        "loading changed the tiles"
    );
    if stuck {
        check_clearable(&state, "the reshuffled board")?;
    }
    Ok(())
}

/// A board of up to 5x5 nearly full of random pairs, where getting stuck is common.
fn small_dense_board(case: &mut Case) -> Board {
    let (width, height) = (case.between(2..=5), case.between(2..=5));
    let mut cells: Vec<Pos> = Grid::filled(width, height, ()).positions().collect();
    case.rng.shuffle(&mut cells);
    let pairs = case.between((width * height / 4).max(1)..=width * height / 2);
    let pictures = case.between(1..=12);
    let mut board = Grid::filled(width, height, None);
    for two in cells.chunks(2).take(pairs) {
        let picture = 1 + case.below(pictures) as u8;
        board[two[0]] = Some(picture);
        board[two[1]] = Some(picture);
    }
    board
}

/// Every pair of equal tiles that can be joined now.
fn joinable_pairs(board: &Board) -> Vec<(Pos, Pos)> {
    let tiles: Vec<Pos> = board
        .positions()
        .filter(|&pos| board[pos].is_some())
        .collect();
    let mut pairs = Vec::new();
    for (i, &a) in tiles.iter().enumerate() {
        for &b in &tiles[i + 1..] {
            if board[a] == board[b] && find_path(board, a, b).is_some() {
                pairs.push((a, b));
            }
        }
    }
    pairs
}

/// A board with tiles on which no pair can be joined, drawn at random.
fn stuck_board(case: &mut Case) -> Option<Board> {
    (0..2_000)
        .map(|_| small_dense_board(case))
        .find(|board| filled(board) > 0 && joinable_pairs(board).is_empty())
}

/// A board and a pair on it whose join leaves tiles of which no pair can be joined.
fn nearly_stuck_board(case: &mut Case) -> Option<(Board, (Pos, Pos))> {
    (0..2_000).find_map(|_| {
        let board = small_dense_board(case);
        let pair = joinable_pairs(&board).into_iter().find(|&(a, b)| {
            let mut joined = board.clone();
            joined[a] = None;
            joined[b] = None;
            filled(&joined) > 0 && first_removable_pair(&joined).is_none()
        })?;
        Some((board, pair))
    })
}

/// A board in the board text format.
fn board_text(board: &Board) -> String {
    print_board(board, |tile| {
        tile.map_or_else(|| ".".to_string(), |n| n.to_string())
    })
}

/// The board a text describes, read here without the rules.
fn read_board(text: &str) -> Board {
    let rows = text
        .lines()
        .map(|line| line.split(' ').map(|token| token.parse().ok()).collect())
        .collect();
    Grid::from_rows(rows).expect("generated boards are rectangular")
}

/// A joining line: from `a` to `b`, at most three straight segments, through empty cells
/// or the ring around the board.
fn check_line(before: &Board, a: Pos, b: Pos, corners: &[(i32, i32)]) -> Result<(), String> {
    let point = |pos: Pos| (pos.x as i32, pos.y as i32);
    ensure!(
        corners.first() == Some(&point(a)) && corners.last() == Some(&point(b)),
        "the line {corners:?} does not join {a} and {b}"
    );
    ensure!(
        corners.len() <= 4,
        "the line {corners:?} has more than three segments"
    );
    let (width, height) = (before.width() as i32, before.height() as i32);
    let mut points = vec![corners[0]];
    for segment in corners.windows(2) {
        let ((x0, y0), (x1, y1)) = (segment[0], segment[1]);
        ensure!(
            (x0 == x1) != (y0 == y1),
            "the segment {segment:?} is not straight"
        );
        let steps = (x1 - x0).abs().max((y1 - y0).abs());
        points.extend((1..=steps).map(|step| {
            (
                x0 + (x1 - x0).signum() * step,
                y0 + (y1 - y0).signum() * step,
            )
        }));
    }
    // Every point between the two tiles is on the ring or an empty cell.
    for &(x, y) in &points[1..points.len() - 1] {
        ensure!(
            (-1..=width).contains(&x) && (-1..=height).contains(&y),
            "the line leaves the ring at ({x}, {y})"
        );
        let on_board = (0..width).contains(&x) && (0..height).contains(&y);
        ensure!(
            !on_board || before[Pos::new(x as usize, y as usize)].is_none(),
            "the line crosses a tile at ({x}, {y})"
        );
    }
    Ok(())
}

/// Plays random joins (and the clock running out) from a random position.
fn joins(case: &mut Case) -> Result<(), String> {
    // A third of the games start with a join that leaves the board stuck.
    let (mut state, mut first) = match case.chance(33).then(|| nearly_stuck_board(case)).flatten() {
        Some((board, (a, b))) => {
            let text = board_text(&board);
            case.note("start board", &text);
            let seed = case.game_seed();
            case.note("game seed", seed);
            let state = Lianliankan::from_board_text(&Default::default(), &text, seed)
                .map_err(|e| format!("a generated board is refused: {e}"))?;
            (state, Some(Connect::pair(a, b)))
        }
        None => (
            random_game::<Lianliankan>(case, 30, 0)
                .history
                .current()
                .clone(),
            None,
        ),
    };
    for _ in 0..case.between(1..=300) {
        let Some(mv) = first.take().or_else(|| state.random_move(case)) else {
            ensure!(
                state.is_over(),
                "no pair can be joined, but the game is not over"
            );
            break;
        };
        case.note("board before the failing move", state.board_text());
        case.note_move(mv);
        let (after, changes) = state.apply(&mv).map_err(|e| format!("{mv} refused: {e}"))?;
        let Connect::Pair { a, b, life } = mv else {
            ensure!(
                changes.is_empty() && after.cells() == state.cells() && after.is_over(),
                "time running out changed the board or did not end the game"
            );
            ensure!(
                after.apply(&mv) == Err(MoveError::GameOver),
                "a move was accepted after time ran out"
            );
            break;
        };
        let before = state.cells();
        let mut joined = before.clone();
        joined[a] = None;
        joined[b] = None;
        let [
            Change::Connected(corners),
            Change::Removed(removed),
            rest @ ..,
        ] = changes.as_slice()
        else {
            return Err(format!(
                "the changes are not a line then a removal: {changes:?}"
            ));
        };
        check_line(before, a, b, corners)?;
        ensure!(
            *removed == vec![a, b],
            "removed {removed:?}, joined {a} and {b}"
        );
        // Where tiles slide, the rest pack as the shift packs them, and nothing else moves.
        let slid = state.shift().apply(&mut joined);
        let rest = match rest {
            [Change::Packed(motions), rest @ ..] => {
                ensure!(
                    *motions == slid,
                    "the tiles slid otherwise than {:?} packs them: {motions:?}",
                    state.shift()
                );
                rest
            }
            rest => {
                ensure!(slid.is_empty(), "the tiles did not slide: {slid:?}");
                rest
            }
        };
        ensure!(
            play_changes(before, &changes)? == *after.cells(),
            "the changes lead to a different board"
        );
        match rest {
            [] => ensure!(
                *after.cells() == joined,
                "joining {a} and {b} changed other tiles"
            ),
            [Change::Shuffled(_)] => {
                ensure!(
                    first_removable_pair(&joined).is_none() && filled(&joined) > 0,
                    "the board was reshuffled though a pair could be joined"
                );
                ensure!(
                    counts(after.cells()) == counts(&joined),
                    "the reshuffle changed the tiles"
                );
                check_clearable(&after, "the reshuffled board")?;
            }
            _ => return Err(format!("unexpected changes after the removal: {rest:?}")),
        }
        ensure!(
            first_removable_pair(after.cells()).is_some() || filled(after.cells()) == 0,
            "the board is stuck after the move"
        );
        let life = life.min(FULL_LIFE);
        let removed_so_far = (after.initial_tiles() - after.remaining()) as u64;
        let expected = removed_so_far * u64::from(life) / 200;
        ensure!(
            after.score() - state.score() == expected && after.life() == life,
            "a pair with {removed_so_far} of {} tiles removed and life {life} scored {}, not {expected}",
            after.initial_tiles(),
            after.score() - state.score()
        );
        ensure!(
            after.is_over() == (after.remaining() == 0),
            "game over is wrong with {} tiles left",
            after.remaining()
        );
        state = after;
    }
    Ok(())
}

#[test]
fn lianliankan_deals_are_witnessed_even_and_clearable() {
    check("lianliankan_deals", 30, 1_500, deals);
}

#[test]
fn lianliankan_reshuffles_keep_the_tiles_and_can_be_cleared() {
    check("lianliankan_reshuffles", 40, 2_000, reshuffles);
}

#[test]
fn lianliankan_joins_remove_two_tiles_and_score() {
    check("lianliankan_joins", 30, 1_500, joins);
}
