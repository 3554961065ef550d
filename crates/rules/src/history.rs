//! Undo and redo by whole-state snapshots, shared by every game.
//!
//! Boards are tiny (at most 30×30), so keeping whole states is simpler and safer than
//! inverting moves: undo can never disagree with the rules.

/// The states before (undo) and after (redo) the current one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History<S> {
    undo: Vec<S>,
    redo: Vec<S>,
}

impl<S> History<S> {
    pub fn new() -> Self {
        Self {
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// Records `previous` as the state before a new move; a new move forgets the redos.
    pub fn record(&mut self, previous: S) {
        self.undo.push(previous);
        self.redo.clear();
    }

    /// Steps back: returns the earlier state and keeps `current` for redo.
    pub fn undo(&mut self, current: S) -> Result<S, S> {
        match self.undo.pop() {
            Some(earlier) => {
                self.redo.push(current);
                Ok(earlier)
            }
            None => Err(current),
        }
    }

    /// Steps forward again: returns the later state and keeps `current` for undo.
    pub fn redo(&mut self, current: S) -> Result<S, S> {
        match self.redo.pop() {
            Some(later) => {
                self.undo.push(current);
                Ok(later)
            }
            None => Err(current),
        }
    }

    /// How many moves lead to the current state (the ones undo can take back).
    pub fn moves_played(&self) -> usize {
        self.undo.len()
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    pub fn clear(&mut self) {
        self.undo.clear();
        self.redo.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_redo_walks_both_ways_and_new_move_drops_redo() {
        let mut history = History::new();
        history.record(1);
        history.record(2);
        let current = 3;
        let current = history.undo(current).unwrap();
        assert_eq!(current, 2);
        let current = history.undo(current).unwrap();
        assert_eq!(current, 1);
        assert_eq!(history.undo(current), Err(1));
        let current = history.redo(current).unwrap();
        assert_eq!(current, 2);
        assert_eq!(history.moves_played(), 1);
        history.record(current);
        assert_eq!(history.moves_played(), 2);
        assert!(!history.can_redo());
        assert_eq!(history.redo(9), Err(9));
    }
}
