//! Scores and the evaluation that orders positions in the beam: the score so far plus
//! what each colour could still bring if its blocks were joined into fewer groups.

use super::board::{Board, Collapse, ColourFeatures};
use super::lane::Lane;

/// Which game's scoring the search maximises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rules {
    /// (n−2)² per group, 1000 for clearing the board; empty columns close left.
    SameGame,
    /// SameGame as the literature scores it: also (k−2)² off for each colour with
    /// k > 2 blocks left at the end.
    SameGameLiterature,
    /// n(n−1) per group; rows pack right (new columns are never assumed).
    BubbleBreaker,
}

impl Rules {
    /// How the board closes up after a removal.
    pub fn collapse(self) -> Collapse {
        match self {
            Rules::SameGame | Rules::SameGameLiterature => Collapse::ColumnsLeft,
            Rules::BubbleBreaker => Collapse::RowsRight,
        }
    }

    /// What removing a group of `size` blocks scores.
    pub fn group_value(self, size: u32) -> i64 {
        let size = i64::from(size);
        match self {
            Rules::SameGame | Rules::SameGameLiterature => (size - 2).max(0).pow(2),
            Rules::BubbleBreaker => size * (size - 1),
        }
    }

    /// What the end of the game adds when no move is left with these blocks per colour.
    pub fn end_value(self, blocks_per_colour: impl Iterator<Item = u32>) -> i64 {
        match self {
            Rules::SameGame => {
                let blocks: u32 = blocks_per_colour.sum();
                if blocks == 0 { 1000 } else { 0 }
            }
            Rules::SameGameLiterature => {
                let mut left = 0;
                let mut penalty = 0;
                for blocks in blocks_per_colour {
                    left += blocks;
                    penalty += (i64::from(blocks) - 2).max(0).pow(2);
                }
                if left == 0 { 1000 } else { -penalty }
            }
            Rules::BubbleBreaker => 0,
        }
    }

    fn continuous_value(self, size: f64) -> f64 {
        match self {
            Rules::SameGame | Rules::SameGameLiterature => {
                let extra = (size - 2.0).max(0.0);
                extra * extra
            }
            Rules::BubbleBreaker => size * (size - 1.0),
        }
    }

    fn clear_bonus(self) -> f64 {
        match self {
            Rules::SameGame | Rules::SameGameLiterature => 1000.0,
            Rules::BubbleBreaker => 0.0,
        }
    }
}

/// The evaluation's weights.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// How much each extra group of a colour counts against joining it, for the colour
    /// with the most blocks, the second, and the rest: 0 treats the colour as one group,
    /// 1 as the groups it has now.
    pub fragmentation: [f64; 3],
    /// How late in the game the groups a colour has become what it will score with:
    /// fragmentation rises to 1 as (share of blocks removed)^settle_power.
    pub settle_power: f64,
    /// Share of the clear bonus credited while no colour is down to a single block.
    pub clear_hope: f64,
    /// Share of a colour's potential counted (the rest of the evaluation is the score).
    pub potential: f64,
}

impl Default for Weights {
    fn default() -> Self {
        Self {
            fragmentation: [0.05, 0.2, 1.0],
            settle_power: 2.0,
            clear_hope: 0.5,
            potential: 1.0,
        }
    }
}

/// Features of every colour, and whether any move is left.
pub fn colour_features<L: Lane, const N: usize>(
    board: &Board<L, N>,
    colours: usize,
) -> ([ColourFeatures; super::board::MAX_COLOURS], bool) {
    let mut all = [ColourFeatures::default(); super::board::MAX_COLOURS];
    let mut has_move = false;
    for (colour, features) in all.iter_mut().enumerate().take(colours) {
        *features = board.features(colour);
        has_move |= features.pairs > 0;
    }
    (all, has_move)
}

/// The evaluation of a position reached with `score`, in quarter points.
pub fn evaluate(
    rules: Rules,
    weights: &Weights,
    score: i64,
    features: &[ColourFeatures],
    start_blocks: u32,
) -> i64 {
    let blocks: u32 = features.iter().map(|colour| colour.blocks).sum();
    // As the board empties, fewer blocks are left to move groups together: the groups
    // a colour has now count more and more.
    let cleared = 1.0 - f64::from(blocks) / f64::from(start_blocks.max(1));
    let settled = cleared.powf(weights.settle_power);
    let mut potential = 0.0;
    let mut clearable = true;
    let mut order = [0usize; super::board::MAX_COLOURS];
    for (index, slot) in order.iter_mut().enumerate().take(features.len()) {
        *slot = index;
    }
    let order = &mut order[..features.len()];
    order.sort_by_key(|&index| (u32::MAX - features[index].blocks, index));
    for (rank, &index) in order.iter().enumerate() {
        let colour = &features[index];
        if colour.blocks == 0 {
            continue;
        }
        if colour.blocks == 1 {
            clearable = false;
            continue;
        }
        let groups = f64::from(colour.groups().max(1));
        let base = weights.fragmentation[rank.min(2)];
        let fragmentation = base + (1.0 - base) * settled;
        let joined = 1.0 + fragmentation * (groups - 1.0);
        potential += joined * rules.continuous_value(f64::from(colour.blocks) / joined);
    }
    let mut value = score as f64 + weights.potential * potential;
    if clearable {
        value += weights.clear_hope * rules.clear_bonus();
    }
    (value * 4.0) as i64
}
