//! Scores and the evaluation that orders positions in the beam: the score so far plus
//! what each colour could still bring if its blocks were joined, scaled by how close the
//! colour already is to one group, plus part of what the other colours' groups would
//! score now, less lone blocks that threaten the clear bonus.

use super::board::{Board, Collapse, ColourFeatures, MAX_COLOURS};
use super::lane::Lane;

/// Which game's scoring the search maximises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rules {
    /// (n−2)² per group, 1000 for clearing the board; empty columns close left.
    SameGame,
    /// SameGame as the literature scores it: also (k−2)² off for each colour with
    /// k ≥ 1 blocks left at the end.
    SameGameLiterature,
    /// (n−1)² per group, 1000 for clearing the board; empty columns close left.
    SameGameNMinus1,
    /// SameGame's fewest blocks left: a group is worth its blocks, so a line's score is
    /// the blocks it removes; empty columns close left.
    Fewest,
    /// n(n−1) per group; the board closes up as the style of play has it (rows pack
    /// right, or empty columns close toward the right); new columns are never assumed.
    BubbleBreaker(Collapse),
}

impl Rules {
    /// How the board closes up after a removal.
    pub fn collapse(self) -> Collapse {
        match self {
            Rules::SameGame
            | Rules::SameGameLiterature
            | Rules::SameGameNMinus1
            | Rules::Fewest => Collapse::ColumnsLeft,
            Rules::BubbleBreaker(collapse) => collapse,
        }
    }

    /// What removing a group of `size` blocks scores.
    pub fn group_value(self, size: u32) -> i64 {
        let size = i64::from(size);
        match self {
            Rules::SameGame | Rules::SameGameLiterature => (size - 2).max(0).pow(2),
            Rules::SameGameNMinus1 => (size - 1).max(0).pow(2),
            Rules::Fewest => size,
            Rules::BubbleBreaker(_) => size * (size - 1),
        }
    }

    /// What the end of the game adds when no move is left with these blocks per colour.
    pub fn end_value(self, blocks_per_colour: impl Iterator<Item = u32>) -> i64 {
        match self {
            Rules::SameGame | Rules::SameGameNMinus1 => {
                let blocks: u32 = blocks_per_colour.sum();
                if blocks == 0 { 1000 } else { 0 }
            }
            Rules::SameGameLiterature => {
                let mut left = 0;
                let mut penalty = 0;
                for blocks in blocks_per_colour {
                    left += blocks;
                    if blocks > 0 {
                        penalty += (i64::from(blocks) - 2).pow(2);
                    }
                }
                if left == 0 { 1000 } else { -penalty }
            }
            Rules::Fewest | Rules::BubbleBreaker(_) => 0,
        }
    }

    fn continuous_value(self, size: f64) -> f64 {
        match self {
            Rules::SameGame | Rules::SameGameLiterature => {
                let extra = (size - 2.0).max(0.0);
                extra * extra
            }
            Rules::SameGameNMinus1 => {
                let extra = (size - 1.0).max(0.0);
                extra * extra
            }
            Rules::Fewest => size,
            Rules::BubbleBreaker(_) => size * (size - 1.0),
        }
    }

    /// What the evaluation hopes for from a board that may still be cleared.
    fn clear_bonus(self) -> f64 {
        match self {
            Rules::SameGame | Rules::SameGameLiterature | Rules::SameGameNMinus1 => 1000.0,
            // A few blocks' worth: a clear is only the last blocks removed.
            Rules::Fewest => 4.0,
            Rules::BubbleBreaker(_) => 0.0,
        }
    }
}

/// The evaluation's weights.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Share of its value-if-joined counted for the colour with the most blocks, the
    /// second, and the rest (the rest are mostly cleared away in small groups).
    pub colour_share: [f64; 3],
    /// A colour's potential is its value if joined times (its adjacent pairs / the most
    /// its blocks could have) to this power: compact colours are close to joining.
    pub compactness: u32,
    /// Points off per block with no neighbour of its colour, times the share of blocks
    /// removed (stranded blocks cost the clear bonus late in the game).
    pub single_penalty: f64,
    /// Share of the clear bonus credited while no colour is down to a single block.
    pub clear_hope: f64,
    /// How a colour's closeness to one group is measured.
    pub closeness: Closeness,
    /// Share credited of what the groups standing now would score, for every colour
    /// but the one with the most blocks (that one is kept to be joined).
    pub standing_groups: f64,
    /// The colour kept to be joined (ranked first whatever its blocks), if any.
    pub target: Option<usize>,
}

/// How close a colour is to being one group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Closeness {
    /// Adjacent pairs against the most its blocks could have (no groups found).
    Pairs,
    /// The chance that two of its blocks are in the same group: the sum of its group
    /// sizes squared over its blocks squared (its groups found on every position).
    Groups,
}

impl Default for Weights {
    fn default() -> Self {
        Self {
            colour_share: [1.0, 0.5, 0.2],
            compactness: 1,
            single_penalty: 20.0,
            clear_hope: 0.5,
            closeness: Closeness::Groups,
            standing_groups: 0.3,
            target: None,
        }
    }
}

/// Features of every colour, and whether any move is left.
pub fn colour_features<L: Lane, const N: usize>(
    board: &Board<L, N>,
    colours: usize,
    weights: &Weights,
) -> ([ColourFeatures; MAX_COLOURS], bool) {
    let mut all = [ColourFeatures::default(); MAX_COLOURS];
    let mut has_move = false;
    let groups = weights.closeness == Closeness::Groups || weights.standing_groups != 0.0;
    for (colour, features) in all.iter_mut().enumerate().take(colours) {
        *features = if groups {
            board.features_with_groups(colour)
        } else {
            board.features(colour)
        };
        has_move |= features.pairs > 0;
    }
    (all, has_move)
}

/// The evaluation of a position reached with `score`, in quarter points. Only exactly
/// rounded floating-point operations, so every platform agrees.
pub fn evaluate(
    rules: Rules,
    weights: &Weights,
    score: i64,
    features: &[ColourFeatures],
    start_blocks: u32,
) -> i64 {
    let blocks: u32 = features.iter().map(|colour| colour.blocks).sum();
    let cleared = 1.0 - f64::from(blocks) / f64::from(start_blocks.max(1));
    let mut order = [0usize; MAX_COLOURS];
    for (index, slot) in order.iter_mut().enumerate() {
        *slot = index;
    }
    let order = &mut order[..features.len()];
    order.sort_by_key(|&index| {
        let first = weights.target == Some(index);
        (!first, u32::MAX - features[index].blocks, index)
    });
    let mut potential = 0.0;
    let mut clearable = true;
    for (rank, &index) in order.iter().enumerate() {
        let colour = &features[index];
        if colour.blocks <= 1 {
            clearable &= colour.blocks == 0;
            continue;
        }
        let blocks = f64::from(colour.blocks);
        let compact = match weights.closeness {
            Closeness::Pairs => {
                let most_pairs = (2.0 * blocks - 2.0 * blocks.sqrt()).max(1.0);
                (f64::from(colour.pairs) / most_pairs).min(1.0)
            }
            Closeness::Groups => f64::from(colour.squares) / (blocks * blocks),
        };
        if rank > 0 {
            potential += weights.standing_groups * f64::from(colour.values);
        }
        let mut closeness = 1.0;
        for _ in 0..weights.compactness {
            closeness *= compact;
        }
        potential += rules.continuous_value(blocks) * closeness * weights.colour_share[rank.min(2)];
        potential -= weights.single_penalty * cleared * f64::from(colour.singles);
    }
    let mut value = score as f64 + potential;
    if clearable {
        value += weights.clear_hope * rules.clear_bonus();
    }
    (value * 4.0) as i64
}
