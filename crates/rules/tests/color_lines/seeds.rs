//! New games and determinism: the same seed and clicks give the same spawns.

use grid_rules::color_lines::{ColorLines, Params, Selection};
use grid_rules::{Change, Colour, Pos, Puzzle};

use crate::{ball_count, travel};

#[test]
fn new_games_start_with_three_or_five_balls_and_three_next_colours() {
    for seed in 0..20 {
        let small = ColorLines::new_game(&Params::default(), seed);
        assert_eq!(small.cells().width(), 8);
        assert_eq!(small.cells().height(), 8);
        assert_eq!(ball_count(&small), 3);
        assert_eq!(small.next().len(), 3);
        assert_eq!(small.score(), 0);
        let colours: Vec<Colour> = small.cells().iter().filter_map(|(_, c)| *c).collect();
        assert!(
            colours
                .iter()
                .chain(small.next())
                .all(|c| Colour::ALL[..6].contains(c))
        );

        let large = ColorLines::new_game(&Params::large(), seed);
        assert_eq!(large.cells().width(), 9);
        assert_eq!(ball_count(&large), 5);
    }
    assert_eq!(Params::default().starting_balls(), 3);
    assert_eq!(Params::large().starting_balls(), 5);
    assert_ne!(
        ColorLines::new_game(&Params::default(), 1),
        ColorLines::new_game(&Params::default(), 2)
    );
}

// ---------------------------------------------------------------- determinism

/// Clicks a ball, then the first empty cell it can reach; `None` if no ball can move.
fn some_move_clicks(game: &ColorLines) -> Option<[Pos; 2]> {
    let cells = game.cells();
    for (from, cell) in cells.iter() {
        if cell.is_none() {
            continue;
        }
        for (to, target) in cells.iter() {
            if target.is_none() && game.path(from, to).is_some() {
                return Some([from, to]);
            }
        }
    }
    None
}

fn play_by_clicks(seed: u64, moves: usize) -> (ColorLines, Vec<Vec<Change<Colour>>>) {
    let mut game = ColorLines::new_game(&Params::default(), seed);
    let mut ui = Selection::default();
    let mut log = Vec::new();
    for _ in 0..moves {
        let Some([from, to]) = some_move_clicks(&game) else {
            break;
        };
        assert_eq!(game.click(&mut ui, from), None);
        let mv = game
            .click(&mut ui, to)
            .expect("a reachable cell completes a move");
        let (next, changes) = game.apply(&mv).unwrap();
        game = next;
        log.push(changes);
    }
    (game, log)
}

#[test]
fn same_seed_and_clicks_give_the_same_spawns() {
    let (a, log_a) = play_by_clicks(9, 12);
    let (b, log_b) = play_by_clicks(9, 12);
    assert_eq!(a, b);
    assert_eq!(log_a, log_b);
    assert_eq!(log_a.len(), 12);
    let (c, _) = play_by_clicks(10, 12);
    assert_ne!(a.board_text(), c.board_text());
}

#[test]
fn replaying_a_move_from_an_undone_state_spawns_the_same_balls() {
    let game = ColorLines::new_game(&Params::default(), 5);
    let [from, to] = some_move_clicks(&game).unwrap();
    let mv = travel(from, to);
    let (first, first_changes) = game.apply(&mv).unwrap();
    let undone = game.clone();
    let (second, second_changes) = undone.apply(&mv).unwrap();
    assert_eq!(first, second);
    assert_eq!(first_changes, second_changes);
    // And the state after the move carries on with a different draw.
    let [from2, to2] = some_move_clicks(&first).unwrap();
    let (third, _) = first.apply(&travel(from2, to2)).unwrap();
    assert_ne!(third.next(), first.next());
}
