//! Turning the engine's answers about each position into one entry per move (what was
//! played, what the engine would play, what the move lost) and the game's totals, under
//! the game's [`Measure`].

use super::jobs::Review;
use super::measure::Measure;
use crate::grid::Pos;
use crate::puzzle::{Line, LineOf, Puzzle};

/// What the engine says a position is worth under the game's measure: the points still
/// to be had (Points), the moves still needed (Distance), the points its next move
/// scores at once (Choice), or its line's points (Clearing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    pub score: u64,
    /// Whether no better answer exists: the game is over there, or the engine's search
    /// finished and proved its line (Fifteen's optimal solver on 3×3 and 4×4).
    pub exact: bool,
}

/// One played move beside the engine's answer from the position before it. `M` is the
/// game's move (code that serves every game holds it printed: `Entry<String>`).
#[derive(Clone, Debug, PartialEq)]
pub struct Entry<M> {
    /// The move's number, from 1.
    pub number: usize,
    /// The move played.
    pub played: M,
    /// The clicks that play it (none for a move no click makes, like time running out).
    pub played_clicks: Vec<Pos>,
    /// The engine's best line from the position before the move (`None` until its job
    /// has run, or when it found no move).
    pub engine: Option<Line<M>>,
    /// The clicks of the engine's first move.
    pub engine_clicks: Option<Vec<Pos>>,
    /// The clicks of the engine's whole line as far as it is sure (every move where
    /// nothing random comes between), in order: played from the position before the
    /// move, they score what the line says.
    pub engine_line_clicks: Vec<Pos>,
    /// Whether the engine's first move leaves the same board as the move played.
    pub agrees: bool,
    /// What the move scored (Fifteen: the tiles it moved).
    pub gained: u64,
    /// The engine's value of the position before the move and after it.
    pub before: Option<Value>,
    pub after: Option<Value>,
    /// What the move lost under the game's measure (`None` until both values are in).
    pub lost: Option<u64>,
    /// Distance: the goal came no nearer (the engine's distance did not decrease).
    pub wrong_way: bool,
    /// The board had no pair left to join after the move, and the rules reshuffled it.
    pub stuck: bool,
    /// Clearing: whether some order of pairs clears the board after the move
    /// (`None` when the engine has not settled it).
    pub clearable_after: Option<bool>,
}

/// A reviewed game: an entry per move and the totals. `M` is the game's move, as in
/// [`Entry`].
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewReport<M> {
    /// What the moves were measured by.
    pub measure: Measure,
    pub entries: Vec<Entry<M>>,
    /// Moves played; for Distance the single-tile moves the game counts, so that it
    /// compares with `optimal`.
    pub played: u64,
    /// Distance: the engine's distance from the start (exact unless the board is larger
    /// than 4×4, then an upper bound).
    pub optimal: Option<Value>,
    /// The points lost over all moves whose loss is known.
    pub lost: u64,
    /// Whether every position's answer was in (otherwise some `lost` are missing).
    pub complete: bool,
    /// Distance: the first move that went the wrong way.
    pub first_wrong_way: Option<usize>,
    /// The moves that lost the most, most first (up to three, each lost something).
    pub most_lost: Vec<usize>,
    /// Choice: the moves where the engine would have played otherwise.
    pub differed: Vec<usize>,
    /// The first move after which the board was stuck and reshuffled.
    pub stuck_after: Option<usize>,
    /// Clearing: the first move after which no order of pairs cleared the board, though
    /// one did before it.
    pub unclearable_after: Option<usize>,
}

impl<M> ReviewReport<M> {
    /// The same report with its moves in another form (printed, for code that serves
    /// every game).
    pub fn map_moves<N>(&self, mut turn: impl FnMut(&M) -> N) -> ReviewReport<N> {
        let entries = self
            .entries
            .iter()
            .map(|entry| Entry {
                number: entry.number,
                played: turn(&entry.played),
                played_clicks: entry.played_clicks.clone(),
                engine: entry.engine.as_ref().map(|line| line.map_moves(&mut turn)),
                engine_clicks: entry.engine_clicks.clone(),
                engine_line_clicks: entry.engine_line_clicks.clone(),
                agrees: entry.agrees,
                gained: entry.gained,
                before: entry.before,
                after: entry.after,
                lost: entry.lost,
                wrong_way: entry.wrong_way,
                stuck: entry.stuck,
                clearable_after: entry.clearable_after,
            })
            .collect();
        ReviewReport {
            measure: self.measure,
            entries,
            played: self.played,
            optimal: self.optimal,
            lost: self.lost,
            complete: self.complete,
            first_wrong_way: self.first_wrong_way,
            most_lost: self.most_lost.clone(),
            differed: self.differed.clone(),
            stuck_after: self.stuck_after,
            unclearable_after: self.unclearable_after,
        }
    }
}

/// How many moves [`ReviewReport::most_lost`] names.
const MOST_LOST_SHOWN: usize = 3;

/// How many lines carried on from earlier positions are kept per position.
const CARRIED_LINES: usize = 4;

/// The best line known from each position, and whether it is settled (its job done, or
/// a line carried on from before). A line is carried on to the next position when the
/// move played leaves the board its first move leaves and all its moves are sure
/// (nothing random came between): its rest is then a line from there too. A search
/// capped in nodes may find less the second time; carrying lines on keeps a move that
/// followed the engine's best line from ever counting as a loss.
fn best_lines<P: Puzzle>(review: &Review<P>) -> Vec<(Option<LineOf<P>>, bool)> {
    let jobs = review.jobs();
    let mut best = Vec::with_capacity(jobs.len());
    let mut carried: Vec<LineOf<P>> = Vec::new();
    for (index, job) in jobs.iter().enumerate() {
        let mut known: Vec<LineOf<P>> = job.line().cloned().into_iter().collect();
        let settled = job.is_done() || !carried.is_empty();
        known.append(&mut carried);
        // The engine's own line first, so that it wins ties.
        let top = known
            .iter()
            .fold(None, |top: Option<&LineOf<P>>, line| match top {
                Some(top) if !line.beats(top, P::LOWER_IS_BETTER) => Some(top),
                _ => Some(line),
            })
            .cloned();
        best.push((top, settled));
        if index == review.moves().len() {
            break;
        }
        let here = job.position();
        let next = jobs[index + 1].position();
        carried = known
            .into_iter()
            .filter(|line| line.sure == line.moves.len() && line.moves.len() >= 2)
            .filter_map(|line| {
                let (after, _) = here.apply(&line.moves[0]).ok()?;
                if after.cells() != next.cells() {
                    return None;
                }
                // The first move's points by the rules, as the line counted them.
                let first = after.score().abs_diff(here.score());
                Some(Line {
                    score: line.score.checked_sub(first)?,
                    sure: line.sure - 1,
                    moves: line.moves[1..].to_vec(),
                    proven: line.proven,
                    reaches_aim: line.reaches_aim,
                })
            })
            .collect();
        carried.sort_by(|a, b| {
            if a.beats(b, P::LOWER_IS_BETTER) {
                std::cmp::Ordering::Less
            } else if b.beats(a, P::LOWER_IS_BETTER) {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        });
        carried.truncate(CARRIED_LINES);
    }
    best
}

/// What the best line known from `position` says it is worth, once settled.
fn value_of<P: Puzzle>(position: &P, line: &Option<LineOf<P>>, settled: bool) -> Option<Value> {
    if position.is_over() {
        return Some(Value {
            score: 0,
            exact: true,
        });
    }
    if !settled {
        return None;
    }
    line.as_ref().map(|line| Value {
        score: line.score,
        exact: line.proven,
    })
}

/// Whether the board of `position` can be cleared, as far as the engine settled it:
/// its best line clears it, or its search `finished` without finding one that does.
fn clearable<P: Puzzle>(position: &P, line: &Option<LineOf<P>>, finished: bool) -> Option<bool> {
    let empty = |state: &P| state.cells().iter().all(|(_, cell)| cell.is_none());
    if position.is_over() {
        return Some(empty(position));
    }
    if let Some(line) = line {
        let mut at = position.clone();
        for mv in &line.moves {
            at = at.apply(mv).ok()?.0;
        }
        if empty(&at) {
            return Some(true);
        }
    }
    finished.then_some(false)
}

/// The clicks that play the sure part of `line` from `position`, one move after another.
fn sure_clicks<P: Puzzle>(position: &P, line: &LineOf<P>) -> Vec<Pos> {
    let mut at = position.clone();
    let mut clicks = Vec::new();
    for mv in line.moves.iter().take(line.sure) {
        clicks.extend(at.clicks(mv));
        match at.apply(mv) {
            Ok((next, _)) => at = next,
            Err(_) => break,
        }
    }
    clicks
}

impl<P: Puzzle> Review<P> {
    /// The review from the answers in so far: every move gets an entry; what depends on
    /// a job not yet done is left out (`None`) and the report is not `complete`.
    pub fn report(&self) -> ReviewReport<P::Move> {
        let measure = P::REVIEW;
        let jobs = self.jobs();
        let lines = best_lines(self);
        let values: Vec<Option<Value>> = jobs
            .iter()
            .zip(&lines)
            .map(|(job, (line, settled))| value_of(job.position(), line, *settled))
            .collect();
        let clearables: Vec<Option<bool>> = if measure == Measure::Clearing {
            jobs.iter()
                .zip(&lines)
                .map(|(job, (line, _))| clearable(job.position(), line, job.is_finished()))
                .collect()
        } else {
            vec![None; jobs.len()]
        };
        let mut entries = Vec::with_capacity(self.moves().len());
        for (index, played) in self.moves().iter().enumerate() {
            let (here, next) = (jobs[index].position(), jobs[index + 1].position());
            let engine = lines[index].0.clone();
            let first = engine.as_ref().and_then(|line| line.moves.first());
            let agrees = first.is_some_and(|mv| {
                here.apply(mv)
                    .is_ok_and(|(after, _)| after.cells() == next.cells())
            });
            let gained = next.score().abs_diff(here.score());
            let (before, after) = (values[index], values[index + 1]);
            let lost = match measure {
                Measure::Points => before
                    .zip(after)
                    .map(|(before, after)| before.score.saturating_sub(gained + after.score)),
                Measure::Distance => before
                    .zip(after)
                    .map(|(before, after)| (gained + after.score).saturating_sub(before.score)),
                Measure::Choice if agrees => Some(0),
                Measure::Choice => before.map(|before| before.score.saturating_sub(gained)),
                Measure::Clearing => Some(0),
            };
            let wrong_way = measure == Measure::Distance
                && before
                    .zip(after)
                    .is_some_and(|(before, after)| after.score >= before.score);
            entries.push(Entry {
                number: index + 1,
                played: played.clone(),
                played_clicks: here.clicks(played),
                engine_clicks: first.map(|mv| here.clicks(mv)),
                engine_line_clicks: engine
                    .as_ref()
                    .map_or_else(Vec::new, |line| sure_clicks(here, line)),
                engine,
                agrees,
                gained,
                before,
                after,
                lost,
                wrong_way,
                stuck: self.was_stuck_after(index),
                clearable_after: clearables[index + 1],
            });
        }
        let start = jobs[0].position();
        let end = jobs[jobs.len() - 1].position();
        let played = match measure {
            Measure::Distance => end.score().abs_diff(start.score()),
            _ => entries.len() as u64,
        };
        let mut most_lost: Vec<&Entry<P::Move>> = entries
            .iter()
            .filter(|entry| entry.lost.is_some_and(|lost| lost > 0))
            .collect();
        // Stable: among equal losses the earlier move comes first.
        most_lost.sort_by_key(|entry| std::cmp::Reverse(entry.lost));
        let unclearable_after = entries.iter().find_map(|entry| {
            let before = clearables[entry.number - 1];
            (before == Some(true) && entry.clearable_after == Some(false)).then_some(entry.number)
        });
        ReviewReport {
            measure,
            played,
            optimal: (measure == Measure::Distance)
                .then_some(values[0])
                .flatten(),
            lost: entries.iter().filter_map(|entry| entry.lost).sum(),
            complete: self.is_done(),
            first_wrong_way: entries
                .iter()
                .find(|entry| entry.wrong_way)
                .map(|entry| entry.number),
            most_lost: most_lost
                .iter()
                .take(MOST_LOST_SHOWN)
                .map(|entry| entry.number)
                .collect(),
            differed: entries
                .iter()
                .filter(|entry| {
                    measure == Measure::Choice && entry.engine.is_some() && !entry.agrees
                })
                .map(|entry| entry.number)
                .collect(),
            stuck_after: entries
                .iter()
                .find(|entry| entry.stuck)
                .map(|entry| entry.number),
            unclearable_after,
            entries,
        }
    }
}
