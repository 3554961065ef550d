//! How good a Color Lines board is for the player who must keep it open: lines being
//! built (windows of five cells holding one colour), room, and room that balls can use.

use super::balls::{Balls, EMPTY};
use super::params::MIN_LINE;

/// What a window of five cells holding `k` balls of one colour and nothing else is
/// worth; a window with two colours in it can never become a line and is worth nothing.
const POTENTIAL: [i32; MIN_LINE + 1] = [0, 1, 6, 16, 30, 0];
/// What such a window is worth on top when a ball of its colour touches the region of
/// each of its empty cells, so that moves alone could fill it.
const LIVE: [i32; MIN_LINE + 1] = [0, 0, 0, 12, 40, 0];
/// What each empty cell is worth.
const ROOM: i32 = 12;
/// What each empty cell outside the largest region costs (balls there are stuck).
const POCKET: i32 = 1;
/// What one point of score is worth against the board's worth.
pub(super) const POINT: i64 = 12;

/// The board's lines of five cells or more (every window of five lies on one), worked
/// out once per board size.
pub(super) struct Evaluator {
    lines: Vec<Vec<u16>>,
}

impl Evaluator {
    pub(super) fn new(width: usize, height: usize) -> Self {
        let mut lines = Vec::new();
        let (width, height) = (width as isize, height as isize);
        let inside = |x: isize, y: isize| (0..width).contains(&x) && (0..height).contains(&y);
        for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            for y in 0..height {
                for x in 0..width {
                    // A line starts where the step back would leave the board.
                    if inside(x - dx, y - dy) {
                        continue;
                    }
                    let mut line = Vec::new();
                    let (mut cx, mut cy) = (x, y);
                    while inside(cx, cy) {
                        line.push((cy * width + cx) as u16);
                        cx += dx;
                        cy += dy;
                    }
                    if line.len() >= MIN_LINE {
                        lines.push(line);
                    }
                }
            }
        }
        Self { lines }
    }

    /// The board's worth; higher is better.
    pub(super) fn value(&self, balls: &Balls) -> i32 {
        let cells = balls.cells();
        let regions = balls.regions();
        let mut touching = [0u16; super::balls::MAX_CELLS + 1];
        for (index, &here) in cells.iter().enumerate() {
            if here != EMPTY {
                for next in balls.neighbours(index) {
                    touching[usize::from(regions.label[next])] |= 1 << here;
                }
            }
        }
        let mut value = 0;
        for line in &self.lines {
            // Balls of each colour in the window, how many colours, how many balls and
            // their codes' sum (so one colour's code is the sum over the count).
            let mut counts = [0u8; 8];
            let mut colours = 0;
            let mut filled = 0;
            let mut code_sum = 0;
            for (end, &cell) in line.iter().enumerate() {
                let entering = cells[usize::from(cell)];
                if entering != EMPTY {
                    counts[usize::from(entering)] += 1;
                    colours += usize::from(counts[usize::from(entering)] == 1);
                    filled += 1;
                    code_sum += usize::from(entering);
                }
                if end >= MIN_LINE {
                    let leaving = cells[usize::from(line[end - MIN_LINE])];
                    if leaving != EMPTY {
                        counts[usize::from(leaving)] -= 1;
                        colours -= usize::from(counts[usize::from(leaving)] == 0);
                        filled -= 1;
                        code_sum -= usize::from(leaving);
                    }
                }
                if end + 1 < MIN_LINE || colours != 1 {
                    continue;
                }
                let colour = code_sum / filled;
                value += POTENTIAL[filled];
                if LIVE[filled] != 0 {
                    let window = &line[end + 1 - MIN_LINE..=end];
                    let reachable = window.iter().all(|&gap| {
                        let gap = usize::from(gap);
                        cells[gap] != EMPTY
                            || touching[usize::from(regions.label[gap])] & (1 << colour) != 0
                    });
                    if reachable {
                        value += LIVE[filled];
                    }
                }
            }
        }
        let sizes = &regions.sizes[1..=regions.count];
        let empties: i32 = sizes.iter().map(|&size| i32::from(size)).sum();
        let largest = sizes.iter().copied().max().map_or(0, i32::from);
        value + ROOM * empties - POCKET * (empties - largest)
    }
}
