//! The engine on a deal known to be clearable, where clearing it is the aim: two
//! searches share the work, the one by the game's scoring and one by another scoring.
//! A line that clears beats one that does not, whatever their points (a player dealt a
//! clearable board wants the clear); between clearing lines the game's scoring decides.
//! Each scoring's evaluation walks into the clear quickly on some deals and slowly on
//! others (one 15x15 five-colour deal: 2.8 million nodes by the points, 150,000 by the
//! blocks removed), so sharing cuts the worst ones short.

use crate::puzzle::{Line, LineOf, Planner, Puzzle};

/// Plays a line from the position planned for: its score in the game's own scoring
/// when it clears the board, `None` otherwise.
pub type ClearingScore<P> = Box<dyn Fn(&[<P as Puzzle>::Move]) -> Option<u64> + Send>;

/// Two planners over one position; see the module's words.
pub struct ClearingPlanner<P: Puzzle> {
    main: Box<dyn Planner<P>>,
    other: Box<dyn Planner<P>>,
    clearing_score: ClearingScore<P>,
    /// The other search's clearing line, scored by the game's scoring.
    cleared: Option<LineOf<P>>,
    /// Whether the main search's line clears the board (as of the last step).
    main_clears: bool,
}

impl<P: Puzzle> ClearingPlanner<P> {
    /// The planner of `main` (by the game's scoring) helped by `other`, whose lines are
    /// judged by `clearing_score`.
    pub fn new(
        main: Box<dyn Planner<P>>,
        other: Box<dyn Planner<P>>,
        clearing_score: ClearingScore<P>,
    ) -> Self {
        let mut planner = Self {
            main,
            other,
            clearing_score,
            cleared: None,
            main_clears: false,
        };
        planner.adopt();
        planner.main_clears = planner.judge_main();
        planner
    }

    /// Keeps the other search's line when it clears the board.
    fn adopt(&mut self) {
        if self.cleared.is_some() {
            return;
        }
        let Some(line) = self.other.best() else {
            return;
        };
        if let Some(score) = (self.clearing_score)(&line.moves) {
            self.cleared = Some(Line {
                moves: line.moves.clone(),
                score,
                sure: line.moves.len(),
                proven: false,
            });
        }
    }

    /// Whether the main search's line clears the board.
    fn judge_main(&self) -> bool {
        self.main
            .best()
            .is_some_and(|line| (self.clearing_score)(&line.moves).is_some())
    }
}

impl<P: Puzzle> Planner<P> for ClearingPlanner<P> {
    fn step(&mut self, nodes: u64) -> bool {
        let main_done = self.main.step(nodes.div_ceil(2));
        self.main_clears = self.judge_main();
        // Once either line clears, the rest of the work goes to the main search (it
        // may still find a clearing line that scores more).
        let other_done = if self.cleared.is_some() || self.main_clears {
            true
        } else {
            let done = self.other.step(nodes / 2);
            self.adopt();
            done
        };
        main_done && other_done
    }

    fn best(&self) -> Option<&LineOf<P>> {
        let main = self.main.best();
        match (&self.cleared, main) {
            (Some(cleared), Some(main)) if !self.main_clears || cleared.score > main.score => {
                Some(cleared)
            }
            (Some(cleared), None) => Some(cleared),
            _ => main,
        }
    }

    fn nodes(&self) -> u64 {
        self.main.nodes() + self.other.nodes()
    }

    fn report(&self) -> Vec<(&'static str, String)> {
        self.main.report()
    }
}
