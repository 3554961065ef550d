//! The pieces of a planner's work behind one interface, so that the planner slices them
//! alike against its node budget: an IDA* search whatever its bound, or building a
//! rectangle's pattern tables, where a unit of the build counts as a node.

use std::sync::Arc;

use super::ida::{Heuristic, Ida, Outcome};
use super::pdb::install_tables;
use super::pdb_build::TableBuilder;

/// A resumable piece of work.
pub(crate) trait Search: Send {
    /// Works until `node_limit` nodes in all, or the end.
    fn run(&mut self, node_limit: u64) -> Outcome;
    fn nodes(&self) -> u64;
    /// The blank's path found, once [`Outcome::Solved`] (none for a build).
    fn solution(&self) -> &[u8];
}

impl<H: Heuristic> Search for Ida<H> {
    fn run(&mut self, node_limit: u64) -> Outcome {
        Ida::run(self, node_limit)
    }

    fn nodes(&self) -> u64 {
        Ida::nodes(self)
    }

    fn solution(&self) -> &[u8] {
        Ida::solution(self)
    }
}

/// Building the program's tables of one shape, which ends [`Outcome::Solved`] with the
/// tables installed for every planner of that shape.
pub(crate) struct BuildTables {
    builder: Option<TableBuilder>,
    work_done: u64,
}

impl BuildTables {
    /// The build of `width` × `height`'s tables (the shape must have a partition).
    pub fn of_shape(width: usize, height: usize) -> Self {
        Self {
            builder: Some(TableBuilder::of_shape(width, height).expect("a partition")),
            work_done: 0,
        }
    }
}

impl Search for BuildTables {
    fn run(&mut self, node_limit: u64) -> Outcome {
        let Some(builder) = &mut self.builder else {
            return Outcome::Solved;
        };
        let built = builder.step(node_limit.saturating_sub(self.work_done));
        self.work_done = builder.work_done();
        if !built {
            return Outcome::Paused;
        }
        let tables = self.builder.take().expect("a build").finish();
        // If another planner installed the shape's tables meanwhile, they are the same.
        install_tables(Arc::new(tables));
        Outcome::Solved
    }

    fn nodes(&self) -> u64 {
        self.work_done
    }

    fn solution(&self) -> &[u8] {
        &[]
    }
}
