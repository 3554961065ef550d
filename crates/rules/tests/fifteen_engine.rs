//! The Fifteen engine through the public API: the pattern tables against exact distances,
//! shortest lines on 3×3, 4×4 and the rectangles up to 20 cells (those over 12 with
//! tables their planners build), reduced lines on 5×5 and 6×6, every line replayed
//! through the rules, and searches split into slices.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, OnceLock};

use grid_rules::Puzzle;
use grid_rules::fifteen::{
    Fifteen, FifteenPlanner, Params, TableBuilder, Tables, install_tables, installed_tables,
    installed_tables_of,
};
use grid_rules::plan::{LineOf, PlanOptions, Planner};
use grid_rules::rng::GameRng;

/// The program's tables, built once for the whole test binary (a few seconds) in
/// slices, and installed.
fn tables() -> Arc<Tables> {
    static TABLES: OnceLock<Arc<Tables>> = OnceLock::new();
    TABLES
        .get_or_init(|| {
            let mut builder = TableBuilder::new();
            let mut progress = 0.0;
            while !builder.step(3_000_000) {
                assert!(builder.progress() >= progress);
                progress = builder.progress();
            }
            assert_eq!(builder.progress(), 1.0);
            let tables = Arc::new(builder.finish());
            install_tables(Arc::clone(&tables));
            tables
        })
        .clone()
}

fn load(text: &str) -> Fifteen {
    Fifteen::from_board_text(&Params::default(), text, 0)
        .unwrap_or_else(|err| panic!("board should load: {err}\n{text}"))
}

/// Plays `line` click by click as a player would and checks that it ends solved after
/// exactly the claimed number of single-tile moves.
fn check_replays(game: &Fifteen, line: &LineOf<Fifteen>) {
    let mut state = game.clone();
    for mv in &line.moves {
        let mut ui = ();
        let clicked = state
            .clicks(mv)
            .into_iter()
            .find_map(|pos| state.click(&mut ui, pos));
        assert_eq!(
            clicked,
            Some(*mv),
            "{mv} is not a click of\n{}",
            state.board_text()
        );
        state = state.apply(mv).expect("the move is legal").0;
    }
    assert!(
        state.is_solved(),
        "the line ends on\n{}",
        state.board_text()
    );
    assert_eq!(state.moves(), line.score);
    assert_eq!(line.sure, line.moves.len());
}

/// Runs a planner to the end and returns its checked line.
fn solve(game: &Fifteen, tables: Option<Arc<Tables>>) -> LineOf<Fifteen> {
    let mut planner = FifteenPlanner::new(game, tables);
    while !planner.step(1_000_000) {}
    let line = planner
        .best()
        .expect("an unsolved board has a line")
        .clone();
    check_replays(game, &line);
    let expected_report = vec![
        ("length", line.score.to_string()),
        (
            "optimal",
            if line.proven { "yes" } else { "no" }.to_string(),
        ),
    ];
    assert_eq!(planner.report(), expected_report);
    line
}

/// The cells next to `cell` on a board `width` × `height`.
fn neighbours(width: usize, height: usize, cell: usize) -> Vec<usize> {
    let (x, y) = (cell % width, cell / width);
    [
        (x > 0).then(|| cell - 1),
        (x + 1 < width).then(|| cell + 1),
        (y > 0).then(|| cell - width),
        (y + 1 < height).then(|| cell + width),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// `moves` random steps of the blank from the solved board of side `size`, never straight
/// back.
fn scramble(size: usize, moves: usize, rng: &mut GameRng) -> Fifteen {
    let count = size * size;
    let mut cells: Vec<Option<u16>> = (1..count as u16).map(Some).chain([None]).collect();
    let mut blank = count - 1;
    let mut previous = usize::MAX;
    for _ in 0..moves {
        let mut options = neighbours(size, size, blank);
        options.retain(|&cell| cell != previous);
        let next = options[rng.index(options.len())];
        cells.swap(blank, next);
        (previous, blank) = (blank, next);
    }
    board_from_cells(size, size, &cells)
}

fn shape(width: usize, height: usize) -> Params {
    Params {
        width,
        height,
        ..Params::default()
    }
}

fn board_from_cells(width: usize, height: usize, cells: &[Option<u16>]) -> Fifteen {
    let text: String = cells
        .chunks(width)
        .map(|row| {
            let row: Vec<String> = row
                .iter()
                .map(|cell| cell.map_or(".".to_string(), |tile| tile.to_string()))
                .collect();
            row.join(" ") + "\n"
        })
        .collect();
    Fifteen::from_board_text(&shape(width, height), &text, 0).unwrap()
}

/// Exact distances to solved of every position of a `width` × `height` board within
/// `depth` moves, by breadth-first search from the solved board (cells row by row, 0 for
/// the blank).
fn exact_distances(width: usize, height: usize, depth: u8) -> HashMap<Vec<u8>, u8> {
    let count = width * height;
    let solved: Vec<u8> = (1..count as u8).chain([0]).collect();
    let mut distances = HashMap::from([(solved.clone(), 0u8)]);
    let mut queue = VecDeque::from([solved]);
    while let Some(cells) = queue.pop_front() {
        let distance = distances[&cells];
        if distance == depth {
            continue;
        }
        let blank = cells.iter().position(|&c| c == 0).unwrap();
        for next in neighbours(width, height, blank) {
            let mut moved = cells.clone();
            moved.swap(blank, next);
            if !distances.contains_key(&moved) {
                distances.insert(moved.clone(), distance + 1);
                queue.push_back(moved);
            }
        }
    }
    distances
}

fn game_of(width: usize, height: usize, cells: &[u8]) -> Fifteen {
    let cells: Vec<Option<u16>> = cells
        .iter()
        .map(|&c| (c != 0).then_some(u16::from(c)))
        .collect();
    board_from_cells(width, height, &cells)
}

/// `game` mirrored in its main diagonal: cell (x, y) to (y, x), and each tile renamed
/// after its home's mirror image, so that the goal maps to the goal of the turned shape.
fn mirrored(game: &Fifteen) -> Fifteen {
    let (width, height) = (game.width(), game.height());
    let cells: Vec<Option<u16>> = game.cells().iter().map(|(_, c)| *c).collect();
    let turn = |cell: usize| (cell % width) * height + cell / width;
    let mut turned = vec![None; cells.len()];
    for (cell, tile) in cells.iter().enumerate() {
        turned[turn(cell)] = tile.map(|tile| turn(usize::from(tile) - 1) as u16 + 1);
    }
    board_from_cells(height, width, &turned)
}

/// The program's tables of a rectangle, built once per test binary and installed, as
/// its first planner would.
fn shape_tables(width: usize, height: usize) -> Arc<Tables> {
    installed_tables_of(width, height).unwrap_or_else(|| {
        let builder = TableBuilder::of_shape(width, height).expect("the shape has tables");
        install_tables(Arc::new(builder.finish()))
    })
}

/// Ten of Korf's easier instances (rotated to the blank-bottom-right goal) and two hard
/// ones, with their optimal lengths.
const KORF: [(&str, u64, &str); 12] = [
    ("korf019", 46, "6 14 4 11\n7 3 12 15\n1 10 . 2\n13 8 5 9\n"),
    ("korf042", 42, "6 1 15 8\n5 10 13 .\n3 4 2 7\n14 9 11 12\n"),
    ("korf073", 49, "3 5 7 4\n. 14 12 13\n15 9 8 1\n11 6 2 10\n"),
    ("korf012", 45, "1 3 5 6\n. 13 14 9\n11 4 8 12\n10 7 15 2\n"),
    ("korf055", 41, "5 10 14 4\n6 12 11 1\n9 . 15 7\n13 2 8 3\n"),
    ("korf094", 53, "14 12 15 10\n1 13 4 6\n3 7 2 .\n8 5 9 11\n"),
    ("korf093", 46, "1 5 6 11\n9 . 12 13\n14 15 8 4\n10 2 7 3\n"),
    ("korf097", 44, "13 5 . 4\n10 3 12 6\n14 15 1 8\n9 11 2 7\n"),
    ("korf047", 47, "4 5 7 12\n9 14 . 3\n11 13 8 1\n2 15 6 10\n"),
    ("korf085", 44, "1 5 . 13\n11 2 8 4\n10 7 14 15\n6 3 9 12\n"),
    ("korf001", 57, "13 6 8 12\n15 14 . 10\n11 7 4 5\n9 1 3 2\n"),
    ("korf088", 65, "12 10 6 .\n9 8 13 15\n11 7 3 2\n5 4 14 1\n"),
];

#[test]
fn korf_instances_are_solved_in_their_optimal_lengths() {
    let tables = tables();
    for (name, optimal, text) in KORF {
        let game = load(text);
        let line = solve(&game, Some(Arc::clone(&tables)));
        assert_eq!(line.score, optimal, "{name}");
        assert!(line.proven, "{name}");
        let bound = tables.lower_bound(&game).unwrap();
        assert!(
            bound <= optimal as u32 && bound % 2 == optimal as u32 % 2,
            "{name}"
        );
    }
}

#[test]
fn the_tables_never_overestimate_and_shortest_lines_match_exact_distances() {
    let tables = tables();
    let distances = exact_distances(4, 4, 16);
    assert!(distances.len() > 100_000, "{}", distances.len());
    let mut exact_count = 0;
    for (cells, &distance) in &distances {
        let bound = tables.lower_bound(&game_of(4, 4, cells)).unwrap();
        assert!(
            bound <= u32::from(distance),
            "{cells:?}: {bound} > {distance}"
        );
        assert_eq!(bound % 2, u32::from(distance) % 2, "{cells:?}");
        exact_count += usize::from(bound == u32::from(distance));
    }
    // Near the goal the tables are exact for most positions.
    assert!(exact_count * 2 > distances.len(), "{exact_count}");
    let mut deepest: Vec<&Vec<u8>> = distances
        .iter()
        .filter(|&(_, &distance)| distance >= 15)
        .map(|(cells, _)| cells)
        .collect();
    deepest.sort();
    for cells in deepest.iter().step_by(deepest.len() / 60) {
        let line = solve(&game_of(4, 4, cells), Some(Arc::clone(&tables)));
        assert_eq!(line.score, u64::from(distances[*cells]), "{cells:?}");
        assert!(line.proven);
    }
}

#[test]
fn the_mirror_image_has_the_same_bound() {
    let tables = tables();
    let mut rng = GameRng::from_seed(15);
    for _ in 0..200 {
        let game = scramble(4, 80, &mut rng);
        assert_eq!(
            tables.lower_bound(&game),
            tables.lower_bound(&mirrored(&game))
        );
    }
    // A tall board's groups are its turn's turned: the same bound on the turned board.
    let (wide, tall) = (shape_tables(5, 3), shape_tables(3, 5));
    for seed in 0..100 {
        let game = Fifteen::new_game(&shape(5, 3), seed);
        assert_eq!(wide.lower_bound(&game), tall.lower_bound(&mirrored(&game)));
        assert!(tall.lower_bound(&game).is_none());
    }
}

#[test]
fn rectangle_tables_never_overestimate_and_are_mostly_exact_near_the_goal() {
    for (width, height, depth) in [(5, 3, 16), (6, 3, 15), (5, 4, 14)] {
        let tables = shape_tables(width, height);
        let distances = exact_distances(width, height, depth);
        let mut exact_count = 0;
        for (cells, &distance) in &distances {
            let bound = tables.lower_bound(&game_of(width, height, cells)).unwrap();
            let distance = u32::from(distance);
            assert!(bound <= distance, "{cells:?}: {bound} > {distance}");
            assert_eq!(bound % 2, distance % 2, "{cells:?}");
            exact_count += usize::from(bound == distance);
        }
        let share = exact_count as f64 / distances.len() as f64;
        assert!(
            share > 0.5,
            "{width}x{height}: {share} of {}",
            distances.len()
        );
    }
}

#[test]
fn rectangles_are_solved_shortest_with_tables_of_their_own() {
    // Deals whose proofs take a fraction of a second; 4×3 has no tables.
    for (width, height, seeds) in [(4, 3, [0, 1, 2]), (5, 4, [2, 5, 8]), (6, 3, [1, 2, 10])] {
        for seed in seeds {
            let line = solve(&Fifteen::new_game(&shape(width, height), seed), None);
            assert!(line.proven, "{width}x{height} seed {seed}");
        }
    }
    assert!(installed_tables_of(4, 3).is_none());
}

#[test]
fn a_planner_builds_its_shapes_tables_in_slices_and_leaves_them_for_the_next() {
    // 3×6 is played by this test alone, so its first planner builds the tables.
    let game = Fifteen::new_game(&shape(3, 6), 5);
    let mut first = FifteenPlanner::new(&game, None);
    while first.best().is_none() {
        assert!(!first.step(10_000));
    }
    assert!(
        installed_tables_of(3, 6).is_none(),
        "the quick line comes first"
    );
    let mut slices = 0;
    while !first.step(100_000) {
        slices += 1;
    }
    assert!(slices > 10 && first.best().unwrap().proven, "{slices}");
    assert!(installed_tables_of(3, 6).is_some());
    let mut second = FifteenPlanner::new(&game, None);
    while !second.step(100_000) {}
    assert_eq!(second.best().unwrap().score, first.best().unwrap().score);
    // The first counted the build's units as nodes.
    assert!(second.nodes() * 4 < first.nodes(), "{}", second.nodes());
}

#[test]
fn three_by_three_lines_are_shortest() {
    let distances = exact_distances(3, 3, u8::MAX);
    assert_eq!(distances.len(), 181_440);
    let mut positions: Vec<(&Vec<u8>, u8)> = distances.iter().map(|(c, &d)| (c, d)).collect();
    positions.sort();
    let hardest: Vec<_> = positions.iter().filter(|(_, d)| *d == 31).collect();
    assert_eq!(hardest.len(), 2);
    for (cells, distance) in positions.iter().step_by(600).chain(hardest) {
        let game = game_of(3, 3, cells);
        if *distance == 0 {
            let mut planner = FifteenPlanner::new(&game, None);
            assert!(planner.step(0));
            assert!(planner.best().is_none());
            continue;
        }
        let line = solve(&game, None);
        assert_eq!(line.score, u64::from(*distance), "{cells:?}");
        assert!(line.proven);
    }
}

#[test]
fn without_tables_4x4_lines_are_still_shortest() {
    let tables = tables();
    let mut rng = GameRng::from_seed(4);
    for _ in 0..5 {
        let game = scramble(4, 40, &mut rng);
        let slow = solve(&game, None);
        let fast = solve(&game, Some(Arc::clone(&tables)));
        assert!(slow.proven && fast.proven);
        assert_eq!(slow.score, fast.score);
    }
}

#[test]
fn bigger_boards_are_brought_down_to_4x4_and_solved() {
    let tables = tables();
    for size in [5, 6] {
        for seed in 0..8 {
            let game = Fifteen::new_game(&Params::square(size), seed);
            let line = solve(&game, Some(Arc::clone(&tables)));
            assert!(!line.proven, "{size}x{size} seed {seed}");
        }
    }
}

/// The planner's state after `slices` of work, compared as text.
fn after_slices(game: &Fifteen, slices: &[u64]) -> String {
    let mut planner = FifteenPlanner::new(game, Some(tables()));
    let mut done = false;
    for &slice in slices {
        done = planner.step(slice);
    }
    format!(
        "{done} {} {:?} {:?}",
        planner.nodes(),
        planner.best(),
        planner.report()
    )
}

#[test]
fn the_answer_does_not_depend_on_how_the_work_is_sliced() {
    let mut rng = GameRng::from_seed(99);
    let korf = load(KORF[10].2);
    let five = Fifteen::new_game(&Params::square(5), 3);
    let six = Fifteen::new_game(&Params::square(6), 1);
    for game in [&korf, &five, &six] {
        for total in [0, 1, 77, 5_000, 40_000, 300_000] {
            let whole = after_slices(game, &[total]);
            let mut slices = Vec::new();
            let mut left = total;
            while left > 0 {
                let slice = u64::from(rng.below(1_000)).min(left);
                slices.push(slice);
                left -= slice;
            }
            slices.insert(slices.len() / 2, 0);
            assert_eq!(after_slices(game, &slices), whole, "{total}");
        }
    }
}

#[test]
fn a_hard_instance_has_a_line_at_once_and_the_shortest_soon() {
    let game = load(KORF[11].2);
    let mut planner = FifteenPlanner::new(&game, Some(tables()));
    assert!(!planner.step(50_000));
    let quick = planner.best().expect("a line within 50,000 nodes").clone();
    assert!(!quick.proven);
    check_replays(&game, &quick);
    while !planner.step(1_000_000) {}
    assert_eq!(planner.best().unwrap().score, 65);
}

#[test]
fn the_puzzle_planner_uses_the_installed_tables() {
    let tables = tables();
    assert!(Arc::ptr_eq(&installed_tables().unwrap(), &tables));
    let game = load(KORF[0].2);
    let mut planner = game.planner(&PlanOptions::default());
    while !planner.step(1_000_000) {}
    let line = planner.best().unwrap();
    assert!(line.proven);
    assert_eq!(line.score, KORF[0].1);
    let solved = load("1 2 3\n4 5 6\n7 8 .\n");
    let mut planner = solved.planner(&PlanOptions::default());
    assert!(planner.step(10));
    assert!(planner.best().is_none());
    assert_eq!(
        planner.report(),
        vec![("length", "0".to_string()), ("optimal", "yes".to_string())]
    );
}
