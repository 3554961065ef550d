//! One board column as the bits of an unsigned integer, so a whole colour plane is an
//! array the compiler can process column-parallel.

use std::fmt::Debug;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Shl, Shr};

/// A column of up to `BITS` cells: bit 0 is the bottom cell.
pub trait Lane:
    Copy
    + Eq
    + Default
    + Debug
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitAndAssign
    + BitOr<Output = Self>
    + BitOrAssign
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// Cells in a column.
    const BITS: u32;
    /// The empty column.
    const ZERO: Self;
    /// Only the bottom cell.
    const ONE: Self;

    /// Filled cells.
    fn count(self) -> u32;
    /// Index of the lowest filled cell (`BITS` when empty).
    fn lowest(self) -> u32;
    /// Index of the highest filled cell (the column must not be empty).
    fn highest(self) -> u32;
    /// The column's cells as the low bits of a `u64`.
    fn to_u64(self) -> u64;
    /// Cells `0..n` filled.
    fn low_mask(n: u32) -> Self;
    /// Filled cells of all the columns (their number a multiple of `64 / BITS`),
    /// counted a 64-bit word at a time.
    fn count_all(columns: &[Self]) -> u32 {
        let per_word = (64 / Self::BITS) as usize;
        columns
            .chunks_exact(per_word)
            .map(|chunk| {
                let mut word = 0u64;
                for (index, column) in chunk.iter().enumerate() {
                    word |= column.to_u64() << (index as u32 * Self::BITS);
                }
                word.count_ones()
            })
            .sum()
    }
}

macro_rules! lane_for {
    ($type:ty) => {
        impl Lane for $type {
            const BITS: u32 = <$type>::BITS;
            const ZERO: Self = 0;
            const ONE: Self = 1;

            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }

            #[inline(always)]
            fn lowest(self) -> u32 {
                self.trailing_zeros()
            }

            #[inline(always)]
            fn highest(self) -> u32 {
                Self::BITS - 1 - self.leading_zeros()
            }

            #[inline(always)]
            fn to_u64(self) -> u64 {
                u64::from(self)
            }

            #[inline(always)]
            fn low_mask(n: u32) -> Self {
                if n >= Self::BITS { !0 } else { (1 << n) - 1 }
            }
        }
    };
}

lane_for!(u16);
lane_for!(u32);

/// Removes the cells of `holes` from `column`, moving the cells above each hole down by
/// one (gravity inside one column).
#[inline]
pub fn delete_cells<L: Lane>(column: L, holes: L) -> L {
    let mut column = column;
    let mut holes = holes;
    // Highest hole first, so lower hole positions stay where they are.
    while holes != L::ZERO {
        let top = holes.highest();
        let below = L::low_mask(top);
        column = (column & below) | ((column >> 1) & !below);
        holes &= below;
    }
    column
}

/// Cells from the bottom up to and including the highest filled one.
#[inline]
pub fn filled_span<L: Lane>(column: L) -> L {
    if column == L::ZERO {
        L::ZERO
    } else {
        L::low_mask(column.highest() + 1)
    }
}
