//! Color Lines rules: paths, lines, spawns, game over, clicks and the board text.

use grid_rules::color_lines::{ColorLines, Params, Selection, Travel, line_score, lines_through};
use grid_rules::{Change, Colour, MoveError, Pos, Puzzle};

fn p(x: usize, y: usize) -> Pos {
    Pos::new(x, y)
}

fn load(text: &str) -> ColorLines {
    ColorLines::from_board_text(&Params::default(), text, 1).unwrap()
}

/// An empty `size` x `size` board with these balls, then an optional `next:` line.
fn board_with(size: usize, balls: &[(usize, usize, char)], next: Option<&str>) -> String {
    let mut rows = vec![vec!['.'; size]; size];
    for &(x, y, letter) in balls {
        rows[y][x] = letter;
    }
    let mut text = String::new();
    for row in rows {
        let cells: Vec<String> = row.iter().map(char::to_string).collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    if let Some(next) = next {
        text.push_str(&format!("next: {next}\n"));
    }
    text
}

fn travel(from: Pos, to: Pos) -> Travel {
    Travel { from, to }
}

fn ball_count(game: &ColorLines) -> usize {
    game.cells().iter().filter(|(_, c)| c.is_some()).count()
}

fn travelled(changes: &[Change<Colour>]) -> Vec<Pos> {
    match &changes[0] {
        Change::Travelled(path) => path.clone(),
        other => panic!("first change should be Travelled, got {other:?}"),
    }
}

fn is_orthogonal_walk(path: &[Pos]) -> bool {
    path.windows(2)
        .all(|w| w[0].x.abs_diff(w[1].x) + w[0].y.abs_diff(w[1].y) == 1)
}

// ---------------------------------------------------------------- paths

const MAZE: &str = "\
B . . . .
R R R R .
. . . . .
. R R R R
. . . . .
next: G G G
";

#[test]
fn ball_travels_the_shortest_path_around_walls_and_never_through_balls() {
    let game = load(MAZE);
    let path = game.path(p(0, 0), p(0, 2)).unwrap();
    assert_eq!(path.len(), 11);
    let path = game.path(p(0, 0), p(4, 4)).unwrap();
    assert_eq!(path.len(), 17);
    assert_eq!(path.first(), Some(&p(0, 0)));
    assert_eq!(path.last(), Some(&p(4, 4)));
    assert!(is_orthogonal_walk(&path));
    assert!(path[1..].iter().all(|&cell| game.cells()[cell].is_none()));

    let (after, changes) = game.apply(&travel(p(0, 0), p(4, 4))).unwrap();
    assert_eq!(travelled(&changes), path);
    assert_eq!(after.cells()[p(0, 0)], None);
    assert_eq!(after.cells()[p(4, 4)], Some(Colour::Blue));
}

#[test]
fn walled_in_cell_is_unreachable_and_the_move_is_refused() {
    let game = load(&board_with(
        5,
        &[(0, 0, 'B'), (3, 4, 'G'), (4, 3, 'G')],
        None,
    ));
    assert_eq!(game.path(p(0, 0), p(4, 4)), None);
    assert!(matches!(
        game.apply(&travel(p(0, 0), p(4, 4))),
        Err(MoveError::Illegal(_))
    ));
    assert!(game.path(p(0, 0), p(3, 3)).is_some());
}

#[test]
fn travel_to_a_neighbour_is_two_cells_long() {
    let game = load(MAZE);
    let (after, changes) = game.apply(&travel(p(0, 0), p(1, 0))).unwrap();
    assert_eq!(travelled(&changes), vec![p(0, 0), p(1, 0)]);
    assert_eq!(after.cells()[p(1, 0)], Some(Colour::Blue));
}

#[test]
fn illegal_moves_are_refused() {
    let game = load(MAZE);
    let illegal = |from, to| matches!(game.apply(&travel(from, to)), Err(MoveError::Illegal(_)));
    assert!(illegal(p(1, 0), p(2, 0)), "no ball at the start");
    assert!(illegal(p(0, 0), p(0, 1)), "target taken");
    assert!(illegal(p(0, 0), p(0, 0)), "target is the ball itself");
    assert_eq!(
        game.apply(&travel(p(0, 0), p(5, 0))),
        Err(MoveError::OffBoard(p(5, 0)))
    );
}

// ---------------------------------------------------------------- lines

/// Moves the red ball at (7,7) of an 8 x 8 board to `to`, with `reds` already placed
/// and a blue bystander at (6,6) so a removal never empties the board.
fn complete_line(
    reds: &[(usize, usize)],
    to: Pos,
) -> (ColorLines, ColorLines, Vec<Change<Colour>>) {
    let mut balls: Vec<(usize, usize, char)> = reds.iter().map(|&(x, y)| (x, y, 'R')).collect();
    balls.push((7, 7, 'R'));
    balls.push((6, 6, 'B'));
    let game = load(&board_with(8, &balls, Some("G B Y")));
    let (after, changes) = game.apply(&travel(p(7, 7), to)).unwrap();
    (game, after, changes)
}

fn removed(changes: &[Change<Colour>]) -> Vec<Pos> {
    changes
        .iter()
        .find_map(|change| match change {
            Change::Removed(cells) => Some(cells.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

fn sorted(mut cells: Vec<Pos>) -> Vec<Pos> {
    cells.sort_by_key(|pos| (pos.y, pos.x));
    cells
}

#[test]
fn five_in_a_row_vanishes_in_all_four_directions() {
    let cases: [(&[(usize, usize)], Pos); 4] = [
        (&[(0, 0), (1, 0), (2, 0), (3, 0)], p(4, 0)),
        (&[(0, 0), (0, 1), (0, 2), (0, 3)], p(0, 4)),
        (&[(0, 0), (1, 1), (2, 2), (3, 3)], p(4, 4)),
        (&[(4, 0), (3, 1), (2, 2), (1, 3)], p(0, 4)),
    ];
    for (reds, to) in cases {
        let (before, after, changes) = complete_line(reds, to);
        let mut line: Vec<Pos> = reds.iter().map(|&(x, y)| p(x, y)).collect();
        line.push(to);
        assert_eq!(changes.len(), 2, "no spawn after a removal: {changes:?}");
        assert_eq!(changes[1], Change::Removed(sorted(line.clone())));
        assert_eq!(after.score(), 10);
        assert_eq!(ball_count(&after), 1);
        assert_eq!(after.next(), before.next(), "next colours kept");
    }
}

#[test]
fn the_moved_ball_may_sit_in_the_middle_of_the_line() {
    let (_, after, changes) = complete_line(&[(0, 3), (1, 3), (3, 3), (4, 3)], p(2, 3));
    assert_eq!(
        removed(&changes),
        (0..5).map(|x| p(x, 3)).collect::<Vec<_>>()
    );
    assert_eq!(after.score(), 10);
}

#[test]
fn crossing_lines_are_removed_together_counting_the_shared_ball_once() {
    // A plus: row 2 from x=0 and column 4 from y=0 meet at (4,2), where the ball lands.
    let reds = [
        (0, 2),
        (1, 2),
        (2, 2),
        (3, 2),
        (4, 0),
        (4, 1),
        (4, 3),
        (4, 4),
    ];
    let (_, after, changes) = complete_line(&reds, p(4, 2));
    assert_eq!(removed(&changes).len(), 9);
    assert_eq!(after.score(), 42);
    assert_eq!(ball_count(&after), 1);
}

#[test]
fn lines_of_six_and_seven_score_more() {
    let (_, six, changes) = complete_line(&[(0, 0), (1, 0), (2, 0), (4, 0), (5, 0)], p(3, 0));
    assert_eq!(removed(&changes).len(), 6);
    assert_eq!(six.score(), 12);
    let reds = [(0, 0), (1, 0), (2, 0), (4, 0), (5, 0), (6, 0)];
    let (_, seven, changes) = complete_line(&reds, p(3, 0));
    assert_eq!(removed(&changes).len(), 7);
    assert_eq!(seven.score(), 18);
}

#[test]
fn four_in_a_row_removes_nothing_and_the_next_balls_land() {
    let (before, after, changes) = complete_line(&[(0, 0), (1, 0), (2, 0)], p(3, 0));
    assert!(removed(&changes).is_empty());
    assert_eq!(after.score(), 0);
    assert!(matches!(changes[1], Change::Spawned(_)));
    assert_eq!(ball_count(&after), ball_count(&before) + 3);
}

#[test]
fn only_lines_through_the_moved_ball_count() {
    // A line of five blue balls already on the board stays where it is.
    let text = board_with(
        8,
        &[
            (0, 6, 'B'),
            (1, 6, 'B'),
            (2, 6, 'B'),
            (3, 6, 'B'),
            (4, 6, 'B'),
            (7, 7, 'B'),
        ],
        Some("R R R"),
    );
    let game = load(&text);
    let (after, changes) = game.apply(&travel(p(7, 7), p(7, 0))).unwrap();
    assert!(removed(&changes).is_empty());
    assert_eq!(after.score(), 0);
    assert_eq!(after.cells()[p(2, 6)], Some(Colour::Blue));
}

#[test]
fn lines_through_reports_the_balls_on_lines_of_five() {
    let game = load(&board_with(
        8,
        &[
            (0, 0, 'R'),
            (1, 0, 'R'),
            (2, 0, 'R'),
            (3, 0, 'R'),
            (4, 0, 'R'),
            (5, 0, 'G'),
            (0, 1, 'R'),
            (0, 2, 'R'),
            (0, 3, 'R'),
        ],
        None,
    ));
    let board = game.cells();
    assert_eq!(
        lines_through(board, p(2, 0)),
        (0..5).map(|x| p(x, 0)).collect::<Vec<_>>()
    );
    // Column 0 has only four reds, so from (0,0) just the row counts.
    assert_eq!(lines_through(board, p(0, 0)).len(), 5);
    assert!(lines_through(board, p(0, 2)).is_empty());
    assert!(lines_through(board, p(5, 0)).is_empty());
    assert!(lines_through(board, p(7, 7)).is_empty());
    assert_eq!(
        [5, 6, 7, 8, 9].map(line_score),
        [10, 12, 18, 28, 42],
        "10 + 2(n-5)^2"
    );
}

// ---------------------------------------------------------------- spawns

#[test]
fn a_move_without_a_line_spawns_the_next_colours_and_draws_new_ones() {
    let game = load(&board_with(8, &[(0, 0, 'R')], Some("G B Y")));
    let (after, changes) = game.apply(&travel(p(0, 0), p(5, 5))).unwrap();
    assert_eq!(changes.len(), 2);
    let Change::Spawned(spawned) = &changes[1] else {
        panic!("expected a spawn, got {changes:?}");
    };
    let colours: Vec<Colour> = spawned.iter().map(|&(_, c)| c).collect();
    assert_eq!(colours, [Colour::Green, Colour::Blue, Colour::Yellow]);
    for &(pos, colour) in spawned {
        assert_eq!(game.cells()[pos], None, "{pos} was empty before");
        assert_ne!(pos, p(5, 5));
        assert_eq!(after.cells()[pos], Some(colour));
    }
    assert_eq!(ball_count(&after), 4);
    assert_eq!(after.next().len(), 3);
    assert_ne!(
        after.next(),
        game.next(),
        "next colours are redrawn (seed 1)"
    );
    assert!(after.next().iter().all(|c| Colour::ALL[..6].contains(c)));
}

#[test]
fn a_spawn_that_completes_lines_removes_and_scores_them_together() {
    // After the cyan ball steps right, exactly (1,1), (4,0) and (0,4) are empty, so the
    // three green balls must land there and complete row 4 and column 4 at once.
    let text = "\
R Y B P .
P C . Y G
Y B P C G
C R Y B G
. G G G G
next: G G G
";
    let game = load(text);
    let (after, changes) = game.apply(&travel(p(1, 1), p(2, 1))).unwrap();
    assert_eq!(changes.len(), 3, "{changes:?}");
    let Change::Spawned(spawned) = &changes[1] else {
        panic!("expected a spawn, got {changes:?}");
    };
    let cells = sorted(spawned.iter().map(|&(pos, _)| pos).collect());
    assert_eq!(cells, vec![p(4, 0), p(1, 1), p(0, 4)]);
    let mut line: Vec<Pos> = (0..5).map(|x| p(x, 4)).collect();
    line.extend((0..4).map(|y| p(4, y)));
    assert_eq!(changes[2], Change::Removed(sorted(line)));
    assert_eq!(after.score(), 42);
    assert_eq!(after.cells()[p(1, 1)], Some(Colour::Green));
    assert!(!after.is_over());
}

#[test]
fn fewer_balls_land_when_fewer_cells_are_free_and_a_full_board_ends_the_game() {
    let text = "\
R Y B P C
P C R Y B
Y B P C R
C R Y B P
B P C . .
next: R R R
";
    let game = load(text);
    assert!(!game.is_over());
    let (after, changes) = game.apply(&travel(p(2, 4), p(3, 4))).unwrap();
    let Change::Spawned(spawned) = &changes[1] else {
        panic!("expected a spawn, got {changes:?}");
    };
    assert_eq!(spawned.len(), 2);
    assert_eq!(changes.len(), 2);
    assert!(after.is_full());
    assert!(after.is_over());
    assert!(after.status_lines().contains(&("over", "yes".to_string())));
    assert_eq!(
        after.apply(&travel(p(0, 0), p(1, 0))),
        Err(MoveError::GameOver)
    );
    let mut ui = Selection::default();
    for pos in [p(0, 0), p(3, 4), p(1, 1)] {
        assert_eq!(after.click(&mut ui, pos), None);
        assert_eq!(ui, Selection::default());
    }
}

#[test]
fn clearing_the_whole_board_still_lets_the_next_balls_land() {
    let balls = [
        (0, 0, 'R'),
        (1, 0, 'R'),
        (2, 0, 'R'),
        (3, 0, 'R'),
        (7, 7, 'R'),
    ];
    let game = load(&board_with(8, &balls, Some("G B Y")));
    let (after, changes) = game.apply(&travel(p(7, 7), p(4, 0))).unwrap();
    assert_eq!(changes.len(), 3, "{changes:?}");
    assert_eq!(removed(&changes).len(), 5);
    let Change::Spawned(spawned) = &changes[2] else {
        panic!("expected a spawn after the board emptied, got {changes:?}");
    };
    assert_eq!(spawned.len(), 3);
    assert_eq!(ball_count(&after), 3);
    assert_eq!(after.score(), 10);
    assert!(!after.is_over());
}

// ---------------------------------------------------------------- new games

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

// ---------------------------------------------------------------- clicks

#[test]
fn clicks_select_reselect_and_move() {
    let game = load(&board_with(
        5,
        &[(0, 0, 'B'), (2, 2, 'R'), (3, 4, 'G'), (4, 3, 'G')],
        None,
    ));
    let mut ui = Selection::default();
    assert_eq!(
        game.click(&mut ui, p(1, 1)),
        None,
        "empty cell, nothing selected"
    );
    assert_eq!(ui, Selection::default());

    assert_eq!(game.click(&mut ui, p(0, 0)), None);
    assert_eq!(ui.selected, Some(p(0, 0)));
    assert_eq!(game.click(&mut ui, p(0, 0)), None);
    assert_eq!(
        ui.selected,
        Some(p(0, 0)),
        "clicking the selected ball keeps it"
    );
    assert_eq!(game.click(&mut ui, p(2, 2)), None);
    assert_eq!(
        ui.selected,
        Some(p(2, 2)),
        "another ball is selected instead"
    );

    assert_eq!(game.click(&mut ui, p(4, 4)), None, "walled in");
    assert_eq!(
        ui,
        Selection {
            selected: Some(p(2, 2)),
            unreachable: Some(p(4, 4)),
        }
    );
    assert_eq!(game.click(&mut ui, p(3, 4)), None);
    assert_eq!(ui.unreachable, None, "every click clears the shake");
    assert_eq!(ui.selected, Some(p(3, 4)));

    assert_eq!(game.click(&mut ui, p(0, 4)), Some(travel(p(3, 4), p(0, 4))));
    assert_eq!(ui, Selection::default());
}

#[test]
fn a_selection_whose_ball_has_gone_is_forgotten() {
    let game = load(&board_with(5, &[(0, 0, 'B')], None));
    let mut ui = Selection {
        selected: Some(p(3, 3)),
        unreachable: None,
    };
    assert_eq!(game.click(&mut ui, p(1, 1)), None);
    assert_eq!(ui, Selection::default());
}

// ---------------------------------------------------------------- text

#[test]
fn moves_print_and_parse() {
    let mv = travel(p(1, 2), p(7, 0));
    assert_eq!(mv.to_string(), "1,2-7,0");
    assert_eq!("1,2-7,0".parse::<Travel>(), Ok(mv));
    assert!("1,2".parse::<Travel>().is_err());
    assert!("1,2-x,0".parse::<Travel>().is_err());
}

#[test]
fn board_text_round_trips_with_the_next_line() {
    let text = "\
# a position
R . . . . . . .
. G . . . . . .
. . Y . . . . .
. . . B . . . .
. . . . P . . .
. . . . . C . .
. . . . . . O .
. . . . . . . R

next: C O R
";
    let game = load(text);
    assert_eq!(game.next(), [Colour::Cyan, Colour::Orange, Colour::Red]);
    let rows: String = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty() && !l.starts_with("next"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(game.board_text(), rows);
    assert_eq!(
        game.status_lines(),
        vec![
            ("score", "0".to_string()),
            ("over", "no".to_string()),
            ("next", "C O R".to_string()),
        ]
    );
    let again = load(&format!("{}next: C O R\n", game.board_text()));
    assert_eq!(again, game);
}

#[test]
fn without_a_next_line_the_seed_draws_the_next_colours() {
    let text = board_with(6, &[(0, 0, 'R')], None);
    let a = ColorLines::from_board_text(&Params::default(), &text, 3).unwrap();
    let b = ColorLines::from_board_text(&Params::default(), &text, 3).unwrap();
    assert_eq!(a.next().len(), 3);
    assert_eq!(a, b);
    let others: Vec<ColorLines> = (4..10)
        .map(|seed| ColorLines::from_board_text(&Params::default(), &text, seed).unwrap())
        .collect();
    assert!(others.iter().any(|other| other.next() != a.next()));
}

#[test]
fn bad_boards_are_refused_naming_line_and_column() {
    let five = board_with(5, &[], None);
    let err = |text: &str| ColorLines::from_board_text(&Params::default(), text, 0).unwrap_err();

    let e = err(&format!("{five}next: R G\n"));
    assert_eq!((e.line, e.column), (6, 7));
    assert!(e.message.contains("3"), "{e}");
    let e = err(&format!("{five}next: R X B\n"));
    assert_eq!((e.line, e.column), (6, 9));
    assert!(e.to_string().starts_with("line 6, column 9:"), "{e}");
    let e = err(&format!("{five}next: R G B Y\n"));
    assert_eq!(e.line, 6);
    let e = err(&format!("{five}next:\n"));
    assert_eq!(e.line, 6);
    let e = err(&format!("{five}next: R G B\nnext: R G B\n"));
    assert_eq!(e.line, 7);
    let e = err(&format!("{five}colour: R\n"));
    assert_eq!(e.line, 6);

    let e = err(&board_with(4, &[], None));
    assert_eq!(e.line, 1);
    assert!(e.message.contains("4x4"), "{e}");
    assert!(err(&board_with(13, &[], None)).message.contains("13x13"));
    let e = err(". . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n");
    assert!(e.message.contains("square"), "{e}");

    let e = err(". . . . .\n. . . . .\n. . Z . .\n. . . . .\n. . . . .\n");
    assert_eq!((e.line, e.column), (3, 5));
}

#[test]
fn replay_prints_the_board_and_the_next_colours() {
    let text = "\
R R R R . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . B .
. . . . . . . R
next: G B Y
";
    let clicks = [p(7, 7), p(4, 0)];
    let out = grid_rules::replay::run::<ColorLines>(
        grid_rules::replay::Start::Board {
            name: "b.txt",
            text,
            seed: 0,
        },
        &clicks,
    )
    .unwrap();
    assert!(out.starts_with(". . . . . . . .\n"), "{out}");
    assert!(
        out.contains("\nscore: 10\nover: no\nnext: G B Y\ncode: color-lines_"),
        "{out}"
    );
}
