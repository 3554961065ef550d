//! Fifteen's review: every distance on 3×3 checked against a breadth-first search of all
//! 181,440 positions, the first wrong move found exactly, and upper bounds on 5×5.

use std::collections::{HashMap, VecDeque};

use grid_rules::fifteen::{Fifteen, Params, Slide};
use grid_rules::review::{Measure, ReviewReport, format_report};
use grid_rules::{Pos, Puzzle};

use crate::reviewed;

/// A 3×3 position: the tile on each cell, row by row, 0 for the blank.
type Tiles = [u8; 9];

/// The fewest single-tile moves from every solvable 3×3 position to the solved one.
fn distances() -> HashMap<Tiles, u64> {
    let solved: Tiles = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let mut distance = HashMap::from([(solved, 0)]);
    let mut queue = VecDeque::from([solved]);
    while let Some(tiles) = queue.pop_front() {
        let here = distance[&tiles];
        for (next, _) in neighbours(&tiles) {
            distance.entry(next).or_insert_with(|| {
                queue.push_back(next);
                here + 1
            });
        }
    }
    assert_eq!(distance.len(), 181_440);
    distance
}

/// The positions one tile move away, with the clicked tile's cell.
fn neighbours(tiles: &Tiles) -> Vec<(Tiles, Pos)> {
    let blank = tiles.iter().position(|&t| t == 0).unwrap();
    let (x, y) = (blank % 3, blank / 3);
    let mut next = Vec::new();
    for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
        let (nx, ny) = (x as i32 + dx, y as i32 + dy);
        if (0..3).contains(&nx) && (0..3).contains(&ny) {
            let cell = (ny * 3 + nx) as usize;
            let mut moved = *tiles;
            moved.swap(blank, cell);
            next.push((moved, Pos::new(nx as usize, ny as usize)));
        }
    }
    next
}

fn tiles_of(game: &Fifteen) -> Tiles {
    let mut tiles = [0; 9];
    for (index, (_, cell)) in game.cells().iter().enumerate() {
        tiles[index] = cell.map_or(0, |tile| tile as u8);
    }
    tiles
}

/// Single-tile moves from `start`: toward the goal, except `detour_at` (from 0), which
/// moves a tile away from it.
fn play(start: &Fifteen, distance: &HashMap<Tiles, u64>, detour_at: Option<usize>) -> Vec<Slide> {
    let mut at = start.clone();
    let mut moves = Vec::new();
    while !at.is_solved() {
        let here = distance[&tiles_of(&at)];
        let wanted = if detour_at == Some(moves.len()) {
            here + 1
        } else {
            here - 1
        };
        let (_, pos) = neighbours(&tiles_of(&at))
            .into_iter()
            .find(|(next, _)| distance[next] == wanted)
            .expect("a neighbour at that distance");
        let slide = Slide(pos);
        at = at.apply(&slide).unwrap().0;
        moves.push(slide);
    }
    moves
}

/// Every engine line solves its position in exactly the moves it claims, which are the
/// position's value.
fn check_engine_lines(start: &Fifteen, report: &ReviewReport<<Fifteen as Puzzle>::Move>) {
    let mut at = start.clone();
    for entry in &report.entries {
        let line = entry
            .engine
            .as_ref()
            .expect("an unsolved position has a line");
        let mut solved = at.clone();
        for mv in &line.moves {
            solved = solved.apply(mv).expect("the line is legal").0;
        }
        assert!(solved.is_solved(), "move {}", entry.number);
        assert_eq!(solved.moves() - at.moves(), line.score);
        assert_eq!(entry.before.map(|value| value.score), Some(line.score));
        at = at.apply(&entry.played).unwrap().0;
    }
}

fn three_by_three(seed: u64) -> Fifteen {
    Fifteen::new_game(&Params::square(3), seed)
}

#[test]
fn optimal_play_loses_nothing_and_every_distance_is_the_true_one() {
    let distance = distances();
    let start = three_by_three(5);
    let moves = play(&start, &distance, None);
    let report = reviewed(&start, &moves);
    assert_eq!(report.measure, Measure::Distance);
    let mut at = start.clone();
    for entry in &report.entries {
        let next = at.apply(&entry.played).unwrap().0;
        let before = entry.before.unwrap();
        let after = entry.after.unwrap();
        assert!(before.exact && after.exact);
        assert_eq!(before.score, distance[&tiles_of(&at)]);
        assert_eq!(after.score, distance[&tiles_of(&next)]);
        assert_eq!((entry.lost, entry.wrong_way), (Some(0), false));
        at = next;
    }
    let optimal = report.optimal.unwrap();
    assert!(optimal.exact);
    assert_eq!(optimal.score, distance[&tiles_of(&start)]);
    assert_eq!(report.played, optimal.score);
    assert_eq!((report.lost, report.first_wrong_way), (0, None));
    check_engine_lines(&start, &report);
}

#[test]
fn a_detour_is_the_first_wrong_move_and_costs_two() {
    let distance = distances();
    let start = three_by_three(11);
    let moves = play(&start, &distance, Some(2));
    let report = reviewed(&start, &moves);
    assert_eq!(report.first_wrong_way, Some(3));
    for entry in &report.entries {
        let (lost, wrong) = if entry.number == 3 {
            (2, true)
        } else {
            (0, false)
        };
        assert_eq!(
            (entry.lost, entry.wrong_way),
            (Some(lost), wrong),
            "move {}",
            entry.number
        );
    }
    let optimal = report.optimal.unwrap().score;
    assert_eq!(optimal, distance[&tiles_of(&start)]);
    assert_eq!((report.played, report.lost), (optimal + 2, 2));
    assert_eq!(report.most_lost, vec![3]);
    check_engine_lines(&start, &report);
    let text = format_report(&report);
    assert!(text.contains("; wrong way\n"), "{text}");
    assert!(text.contains("first wrong way: move 3\n"), "{text}");
}

#[test]
fn a_slide_of_two_tiles_counts_two_moves() {
    let start = Fifteen::from_board_text(&Params::square(3), "1 2 3\n4 5 6\n. 7 8\n", 0).unwrap();
    let report = reviewed(&start, &[Slide(Pos::new(2, 2))]);
    let entry = &report.entries[0];
    assert_eq!(entry.gained, 2);
    assert_eq!(entry.before.map(|value| value.score), Some(2));
    assert_eq!(entry.after.map(|value| value.score), Some(0));
    assert_eq!(
        (entry.lost, entry.wrong_way, entry.agrees),
        (Some(0), false, true)
    );
    assert_eq!((report.played, report.optimal.unwrap().score), (2, 2));
}

/// The board `count` single-tile moves from the solved board of side `size` (the blank
/// never stepping straight back, chosen by a fixed rule so the test is the same every
/// run), and the moves that walk the blank back.
fn scrambled(size: usize, count: usize) -> (Fifteen, Vec<Slide>) {
    let mut tiles: Vec<usize> = (1..size * size).chain([0]).collect();
    let mut path = vec![Pos::new(size - 1, size - 1)];
    for step in 0..count {
        let blank = *path.last().unwrap();
        let candidates: Vec<Pos> = [(0, 1), (2, 1), (1, 0), (1, 2)]
            .into_iter()
            .filter_map(|(dx, dy)| {
                let x = (blank.x + dx).checked_sub(1)?;
                let y = (blank.y + dy).checked_sub(1)?;
                (x < size && y < size).then_some(Pos::new(x, y))
            })
            .filter(|pos| path.len() < 2 || *pos != path[path.len() - 2])
            .collect();
        let next = candidates[(step * 7 + 3) % candidates.len()];
        tiles.swap(blank.y * size + blank.x, next.y * size + next.x);
        path.push(next);
    }
    let text: String = tiles
        .chunks(size)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&tile| match tile {
                    0 => ".".to_string(),
                    tile => tile.to_string(),
                })
                .collect();
            cells.join(" ") + "\n"
        })
        .collect();
    let start = Fifteen::from_board_text(&Params::square(size), &text, 0).unwrap();
    // The way back: the blank retraces its path, each move clicking where it was.
    let back = path[..path.len() - 1]
        .iter()
        .rev()
        .map(|&pos| Slide(pos))
        .collect();
    (start, back)
}

#[test]
fn on_four_by_four_the_losses_add_up_to_the_moves_over_optimal() {
    let (start, back) = scrambled(4, 14);
    let report = reviewed(&start, &back);
    let optimal = report.optimal.unwrap();
    assert!(optimal.exact, "3×3 and 4×4 are solved optimally");
    assert!(optimal.score <= 14 && optimal.score % 2 == 0);
    assert_eq!(report.played, 14);
    assert_eq!(report.lost, report.played - optimal.score);
    check_engine_lines(&start, &report);
}

#[test]
fn on_five_by_five_the_distance_is_an_upper_bound() {
    let (start, back) = scrambled(5, 8);
    let report = reviewed(&start, &back);
    let optimal = report.optimal.unwrap();
    assert!(!optimal.exact);
    assert!(
        report
            .entries
            .iter()
            .all(|entry| !entry.before.unwrap().exact)
    );
    check_engine_lines(&start, &report);
    let text = format_report(&report);
    assert!(
        text.contains(&format!("optimal: at most {}\n", optimal.score)),
        "{text}"
    );
    assert!(text.contains(" at most "), "{text}");
}

#[test]
fn following_the_engine_on_five_by_five_never_counts_as_the_wrong_way() {
    use grid_rules::review::{PositionJob, ReviewOptions};
    let (start, _) = scrambled(5, 20);
    let mut job = PositionJob::new(start.clone(), &ReviewOptions::default());
    while !job.step(50_000) {}
    let line = job.line().unwrap().clone();
    let report = reviewed(&start, &line.moves);
    assert_eq!(report.optimal.unwrap().score, line.score);
    assert_eq!(report.played, line.score);
    for entry in report.entries.iter().filter(|entry| entry.agrees) {
        assert_eq!((entry.lost, entry.wrong_way), (Some(0), false));
    }
    // What every move lost adds up to no less than the moves over the bound.
    assert!(report.lost >= report.played - report.optimal.unwrap().score);
    check_engine_lines(&start, &report);
}
