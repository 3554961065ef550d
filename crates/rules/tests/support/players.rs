//! How each game of the registry is set up and played at random ([`RandomPlay`]).

use grid_rules::bubble_breaker::{self, BubbleBreaker, Burst};
use grid_rules::color_lines::{self, ColorLines, Travel};
use grid_rules::fifteen::{self, Fifteen, Slide, is_solvable};
use grid_rules::lianliankan::{self, Connect, Lianliankan, find_path};
use grid_rules::params::Choice;
use grid_rules::samegame::{self, RemoveGroup, SameGame};
use grid_rules::{Grid, Pos, Puzzle};

use super::games::{
    RandomPlay, random_colour_board, random_group_cell, reachable_empty_cells, shuffled_pieces,
};
use super::harness::Case;

impl RandomPlay for SameGame {
    fn random_params(case: &mut Case) -> samegame::Params {
        samegame::Params {
            width: case.size_in(samegame::SIDE_RANGE),
            height: case.size_in(samegame::SIDE_RANGE),
            colours: case.between(samegame::COLOUR_RANGE),
            deal: *case.pick(samegame::Deal::ALL),
            scoring: *case.pick(samegame::Scoring::ALL),
        }
    }

    /// Any board from 1x1 up, holes anywhere (the rules settle it on the first move).
    fn random_board_text(params: &samegame::Params, case: &mut Case) -> String {
        let (width, height) = (case.size_in(1..=30), case.size_in(1..=30));
        let empty = case.below(60);
        let palette = &samegame::PALETTE[..params.colours.clamp(1, 7)];
        random_colour_board(case, width, height, palette, empty)
    }

    fn random_move(&self, case: &mut Case) -> Option<RemoveGroup> {
        random_group_cell(self.cells(), case).map(RemoveGroup)
    }
}

impl RandomPlay for BubbleBreaker {
    fn random_params(case: &mut Case) -> bubble_breaker::Params {
        bubble_breaker::Params {
            width: case.size_in(2..=30),
            height: case.size_in(2..=30),
            colours: case.between(1..=7),
            mode: bubble_breaker::Mode::ALL[case.below(bubble_breaker::Mode::ALL.len())],
        }
    }

    fn random_board_text(params: &bubble_breaker::Params, case: &mut Case) -> String {
        let (width, height) = (case.size_in(2..=30), case.size_in(2..=30));
        let empty = case.below(60);
        let palette = &bubble_breaker::PALETTE[..params.colours.clamp(1, 7)];
        random_colour_board(case, width, height, palette, empty)
    }

    fn random_move(&self, case: &mut Case) -> Option<Burst> {
        random_group_cell(self.cells(), case).map(Burst)
    }
}

impl RandomPlay for ColorLines {
    fn random_params(case: &mut Case) -> color_lines::Params {
        color_lines::Params {
            width: case.size_in(color_lines::SIDE_RANGE),
            height: case.size_in(color_lines::Params::HEIGHT.range),
            colours: case.between(1..=7),
            next_count: case.between(3..=7),
            next: if case.chance(50) {
                color_lines::Next::Hidden
            } else {
                color_lines::Next::Shown
            },
        }
    }

    /// A board of any size at any fill, with a `next:` line half of the time.
    fn random_board_text(params: &color_lines::Params, case: &mut Case) -> String {
        let width = case.size_in(color_lines::SIDE_RANGE);
        let height = case.size_in(color_lines::Params::HEIGHT.range);
        let empty = case.between(5..=100);
        let palette = &color_lines::PALETTE[..params.colours.clamp(1, 7)];
        let mut text = random_colour_board(case, width, height, palette, empty);
        if case.chance(50) {
            let next: Vec<String> = (0..params.clamped().next_count)
                .map(|_| case.pick(palette).letter().to_string())
                .collect();
            text.push_str(&format!("next: {}\n", next.join(" ")));
        }
        text
    }

    fn random_move(&self, case: &mut Case) -> Option<Travel> {
        if self.is_over() {
            return None;
        }
        for from in shuffled_pieces(self.cells(), case) {
            let targets = reachable_empty_cells(self.cells(), from);
            if !targets.is_empty() {
                let to = *case.pick(&targets);
                return Some(Travel { from, to });
            }
        }
        None
    }

    fn full_board_text(&self) -> String {
        let next: Vec<String> = self.next().iter().map(|c| c.letter().to_string()).collect();
        format!("{}next: {}\n", self.board_text(), next.join(" "))
    }
}

impl RandomPlay for Fifteen {
    fn random_params(case: &mut Case) -> fifteen::Params {
        fifteen::Params {
            width: case.size_in(fifteen::Params::WIDTH.range),
            height: case.size_in(fifteen::Params::HEIGHT.range),
            kind: if case.chance(30) {
                fifteen::Kind::Sixteen
            } else {
                fifteen::Kind::Fifteen
            },
        }
    }

    /// A uniformly random solvable board of any shape (swapping two tiles fixes the
    /// parity), or, half of the time, a few blank steps (Sixteen: rotations) from solved.
    fn random_board_text(params: &fifteen::Params, case: &mut Case) -> String {
        let width = case.size_in(fifteen::Params::WIDTH.range);
        let height = case.size_in(fifteen::Params::HEIGHT.range);
        let with_blank = !params.rotates();
        let board = if case.chance(50) {
            near_solved_board(width, height, with_blank, case.below(12), case)
        } else {
            let mut cells: Vec<Option<u16>> = fifteen::solved_board(width, height, with_blank)
                .iter()
                .map(|(_, c)| *c)
                .collect();
            case.rng.shuffle(&mut cells);
            let mut board = Grid::from_fn(width, height, |pos| cells[pos.y * width + pos.x]);
            if !is_solvable(&board) {
                let tiles: Vec<Pos> = shuffled_pieces(&board, case);
                board.swap(tiles[0], tiles[1]);
            }
            board
        };
        grid_rules::board_text::print_board(&board, |cell| {
            cell.map_or_else(|| ".".to_string(), |n| n.to_string())
        })
    }

    fn random_move(&self, case: &mut Case) -> Option<Slide> {
        if self.is_solved() {
            return None;
        }
        if self.rotates() {
            let arrows = fifteen::rotation_clicks(self.width(), self.height());
            return Some(Slide(*case.pick(&arrows)));
        }
        let blank = self.blank();
        let in_line: Vec<Pos> = self
            .cells()
            .positions()
            .filter(|&pos| pos != blank && (pos.x == blank.x || pos.y == blank.y))
            .collect();
        Some(Slide(*case.pick(&in_line)))
    }
}

/// The solved board after `steps` random steps of the blank (a step may undo the last),
/// or, without a blank, as many random rotations.
pub fn near_solved_board(
    width: usize,
    height: usize,
    with_blank: bool,
    steps: usize,
    case: &mut Case,
) -> Grid<Option<u16>> {
    let mut board = fifteen::solved_board(width, height, with_blank);
    let mut blank = Pos::new(width - 1, height - 1);
    let arrows = fifteen::rotation_clicks(width, height);
    for _ in 0..steps {
        if !with_blank {
            let arrow = *case.pick(&arrows);
            let motions = fifteen::rotation_motions(width, height, arrow).expect("an arrow");
            let before = board.clone();
            for (from, to) in motions {
                board[to] = before[from];
            }
            continue;
        }
        let neighbours: Vec<Pos> = board.neighbours(blank).collect();
        let next = *case.pick(&neighbours);
        board.swap(blank, next);
        blank = next;
    }
    board
}

impl RandomPlay for Lianliankan {
    fn random_params(case: &mut Case) -> lianliankan::Params {
        use grid_rules::params::Choice;
        let shifts = lianliankan::Shift::ALL;
        lianliankan::Params {
            width: case.size_in(lianliankan::Params::WIDTH.range),
            height: case.size_in(lianliankan::Params::HEIGHT.range),
            pictures: case.between(1..=usize::from(lianliankan::MAX_PICTURES)),
            shift: shifts[case.below(shifts.len())],
            levels: lianliankan::Levels::Off,
        }
    }

    /// Pairs of pictures on random cells of a board of any allowed size and fill.
    fn random_board_text(params: &lianliankan::Params, case: &mut Case) -> String {
        // Up to 20 a side: larger boards say nothing new and slow every case down.
        let (width, height) = (case.size_in(2..=20), case.size_in(2..=20));
        let pictures = params
            .pictures
            .clamp(1, usize::from(lianliankan::MAX_PICTURES));
        let mut cells: Vec<Pos> = Grid::filled(width, height, ()).positions().collect();
        case.rng.shuffle(&mut cells);
        let pairs = case.below(width * height / 2 + 1);
        let mut board = Grid::filled(width, height, None);
        for two in cells.chunks(2).take(pairs) {
            let picture = 1 + case.below(pictures) as u8;
            board[two[0]] = Some(picture);
            board[two[1]] = Some(picture);
        }
        grid_rules::board_text::print_board(&board, |tile: &Option<u8>| {
            tile.map_or_else(|| ".".to_string(), |n| n.to_string())
        })
    }

    /// A joinable pair (life anywhere from 1 to past full, which the rules cap), or
    /// now and then the clock running out.
    fn random_move(&self, case: &mut Case) -> Option<Connect> {
        if self.is_over() {
            return None;
        }
        if case.chance(2) {
            return Some(Connect::TimeUp);
        }
        let board = self.cells();
        for a in shuffled_pieces(board, case) {
            let partners: Vec<Pos> = board
                .iter()
                .filter(|&(b, tile)| b != a && *tile == board[a])
                .map(|(b, _)| b)
                .filter(|&b| find_path(board, a, b).is_some())
                .collect();
            if !partners.is_empty() {
                let b = *case.pick(&partners);
                let life = match case.below(10) {
                    0 => 100 + case.below(1000) as u32,
                    1 => lianliankan::FULL_LIFE,
                    _ => 1 + case.below(100) as u32,
                };
                return Some(Connect::Pair { a, b, life });
            }
        }
        None
    }
}
