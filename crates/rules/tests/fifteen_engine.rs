//! The Fifteen engine through the public API: the pattern tables against exact distances,
//! shortest lines on 3×3 and 4×4, reduced lines on 5×5 and 6×6, every line replayed
//! through the rules, and searches split into slices.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, OnceLock};

use grid_rules::Puzzle;
use grid_rules::fifteen::{
    Fifteen, FifteenPlanner, Params, TableBuilder, Tables, install_tables, installed_tables,
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

/// `moves` random steps of the blank from the solved board of side `size`, never straight
/// back.
fn scramble(size: usize, moves: usize, rng: &mut GameRng) -> Fifteen {
    let count = size * size;
    let mut cells: Vec<Option<u16>> = (1..count as u16).map(Some).chain([None]).collect();
    let mut blank = count - 1;
    let mut previous = usize::MAX;
    for _ in 0..moves {
        let (x, y) = (blank % size, blank / size);
        let options: Vec<usize> = [
            (x > 0).then(|| blank - 1),
            (x + 1 < size).then(|| blank + 1),
            (y > 0).then(|| blank - size),
            (y + 1 < size).then(|| blank + size),
        ]
        .into_iter()
        .flatten()
        .filter(|&cell| cell != previous)
        .collect();
        let next = options[rng.index(options.len())];
        cells.swap(blank, next);
        (previous, blank) = (blank, next);
    }
    board_from_cells(size, &cells)
}

fn board_from_cells(size: usize, cells: &[Option<u16>]) -> Fifteen {
    let text: String = cells
        .chunks(size)
        .map(|row| {
            let row: Vec<String> = row
                .iter()
                .map(|cell| cell.map_or(".".to_string(), |tile| tile.to_string()))
                .collect();
            row.join(" ") + "\n"
        })
        .collect();
    Fifteen::from_board_text(&Params { size }, &text, 0).unwrap()
}

/// Exact distances to solved of every position within `depth` moves, by breadth-first
/// search from the solved board (cells row by row, 0 for the blank).
fn exact_distances(size: usize, depth: u8) -> HashMap<Vec<u8>, u8> {
    let count = size * size;
    let solved: Vec<u8> = (1..count as u8).chain([0]).collect();
    let mut distances = HashMap::from([(solved.clone(), 0u8)]);
    let mut queue = VecDeque::from([solved]);
    while let Some(cells) = queue.pop_front() {
        let distance = distances[&cells];
        if distance == depth {
            continue;
        }
        let blank = cells.iter().position(|&c| c == 0).unwrap();
        let (x, y) = (blank % size, blank / size);
        let mut next_cells = Vec::new();
        if x > 0 {
            next_cells.push(blank - 1);
        }
        if x + 1 < size {
            next_cells.push(blank + 1);
        }
        if y > 0 {
            next_cells.push(blank - size);
        }
        if y + 1 < size {
            next_cells.push(blank + size);
        }
        for next in next_cells {
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

fn game_of(size: usize, cells: &[u8]) -> Fifteen {
    let cells: Vec<Option<u16>> = cells
        .iter()
        .map(|&c| (c != 0).then_some(u16::from(c)))
        .collect();
    board_from_cells(size, &cells)
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
    let distances = exact_distances(4, 16);
    assert!(distances.len() > 100_000, "{}", distances.len());
    let mut exact_count = 0;
    for (cells, &distance) in &distances {
        let bound = tables.lower_bound(&game_of(4, cells)).unwrap();
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
        let line = solve(&game_of(4, cells), Some(Arc::clone(&tables)));
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
        let cells: Vec<Option<u16>> = game.cells().iter().map(|(_, c)| *c).collect();
        // Mirrored in the main diagonal: cell (x, y) to (y, x), and each tile renamed
        // after its home's mirror image, so that the goal maps to itself.
        let mirror_tile = |tile: u16| {
            let home = tile - 1;
            (home % 4) * 4 + home / 4 + 1
        };
        let mirrored: Vec<Option<u16>> = (0..16)
            .map(|cell| cells[(cell % 4) * 4 + cell / 4].map(mirror_tile))
            .collect();
        let mirrored = board_from_cells(4, &mirrored);
        assert_eq!(tables.lower_bound(&game), tables.lower_bound(&mirrored));
    }
}

#[test]
fn three_by_three_lines_are_shortest() {
    let distances = exact_distances(3, u8::MAX);
    assert_eq!(distances.len(), 181_440);
    let mut positions: Vec<(&Vec<u8>, u8)> = distances.iter().map(|(c, &d)| (c, d)).collect();
    positions.sort();
    let hardest: Vec<_> = positions.iter().filter(|(_, d)| *d == 31).collect();
    assert_eq!(hardest.len(), 2);
    for (cells, distance) in positions.iter().step_by(600).chain(hardest) {
        let game = game_of(3, cells);
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
            let game = Fifteen::new_game(&Params { size }, seed);
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
    let five = Fifteen::new_game(&Params { size: 5 }, 3);
    let six = Fifteen::new_game(&Params { size: 6 }, 1);
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
