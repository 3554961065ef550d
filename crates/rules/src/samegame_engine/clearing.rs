//! The engine on a deal known to be clearable, where clearing it is the aim: two
//! searches share the work, the one by the game's scoring and one by another scoring.
//! A line that clears beats one that does not, whatever their points (a player dealt a
//! clearable board wants the clear; its line says so, `reaches_aim`, so that it also
//! wins among several planners' answers); between clearing lines the game's scoring
//! decides.
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
    /// The best clearing line either search has had, scored by the game's scoring (a
    /// search's line may later change to one that scores more and does not clear).
    cleared: Option<LineOf<P>>,
    /// The score and length of each search's line when it was last judged: a line is
    /// played out again only when it changed.
    judged: [Option<(u64, usize)>; 2],
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
            judged: [None; 2],
        };
        planner.keep_clearing_lines();
        planner
    }

    /// Keeps either search's line when it clears the board and scores more than the
    /// clearing line kept so far.
    fn keep_clearing_lines(&mut self) {
        for (index, search) in [&self.main, &self.other].into_iter().enumerate() {
            let Some(line) = search.best() else {
                continue;
            };
            let seen = Some((line.score, line.moves.len()));
            if self.judged[index] == seen {
                continue;
            }
            self.judged[index] = seen;
            let Some(score) = (self.clearing_score)(&line.moves) else {
                continue;
            };
            if self.cleared.as_ref().is_none_or(|kept| score > kept.score) {
                self.cleared = Some(Line {
                    moves: line.moves.clone(),
                    score,
                    sure: line.moves.len(),
                    proven: line.proven,
                    reaches_aim: true,
                });
            }
        }
    }
}

impl<P: Puzzle> Planner<P> for ClearingPlanner<P> {
    fn step(&mut self, nodes: u64) -> bool {
        // Once a line clears, all the work goes to the main search (it may still find a
        // clearing line that scores more).
        let main_done = if self.cleared.is_some() {
            self.main.step(nodes)
        } else {
            let done = self.main.step(nodes.div_ceil(2));
            self.other.step(nodes / 2);
            done
        };
        self.keep_clearing_lines();
        main_done
    }

    fn best(&self) -> Option<&LineOf<P>> {
        self.cleared.as_ref().or(self.main.best())
    }

    fn nodes(&self) -> u64 {
        self.main.nodes() + self.other.nodes()
    }

    fn report(&self) -> Vec<(&'static str, String)> {
        self.main.report()
    }
}
