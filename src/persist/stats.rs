//! Statistics: for each game and each choice of its settings (a 15x15 board with 5
//! colours is not a 30x30 one), games played, finished and won, the total for the
//! average, the current and longest winning streak, the ten best scores with their date
//! and whether undo, hints or auto-play helped ("assisted"), the last scores (for the
//! chart), and the fastest win of a timed game. Kept in a settings file of its own
//! (`statistics.toml`, or localStorage), so a damaged one costs nothing else, beside the
//! daily puzzles' records (`daily.rs`). Fields added after the first release read as
//! empty from an older file.

use std::collections::HashMap;

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};

/// How many best scores a record keeps.
pub const TOP: usize = 10;
/// How many of the last scores a record keeps for its chart.
pub const RECENT: usize = 24;

/// One of the best scores.
#[derive(Reflect, Default, Clone, Debug, PartialEq, Eq)]
#[reflect(Default)]
pub struct TopScore {
    pub score: u64,
    /// `YYYY-MM-DD`, or `earlier` for a best carried over from before statistics.
    pub date: String,
    pub undo: bool,
    pub hints: bool,
    #[reflect(default)]
    pub auto: bool,
    /// The day's puzzle (the same board for every player that day).
    #[reflect(default)]
    pub daily: bool,
    /// How long a timed game took, in whole seconds (0: not timed): of two equal
    /// scores the faster ranks first.
    #[reflect(default)]
    pub seconds: u32,
    /// The level reached, in a game played in levels (0: not played in levels).
    #[reflect(default)]
    pub level: u32,
}

impl TopScore {
    /// Whether undo, a hint or auto-play helped.
    pub fn assisted(&self) -> bool {
        self.undo || self.hints || self.auto
    }
}

/// One of the last finished games, for the chart.
#[derive(Reflect, Default, Clone, Debug, PartialEq, Eq)]
#[reflect(Default)]
pub struct RecentScore {
    pub score: u64,
    pub won: bool,
    pub assisted: bool,
    /// Whether it made the ten best when it was played.
    pub ranked: bool,
}

/// A game's record for one choice of its settings.
#[derive(Reflect, Default, Clone, Debug, PartialEq, Eq)]
#[reflect(Default)]
pub struct Record {
    pub played: u32,
    pub finished: u32,
    pub won: u32,
    /// The sum of finished games' scores (for the average).
    pub total: u64,
    pub streak: u32,
    pub longest_streak: u32,
    /// Best first; ties keep the earlier game first.
    pub top: Vec<TopScore>,
    /// The last finished games, oldest first.
    #[reflect(default)]
    pub recent: Vec<RecentScore>,
    /// The fastest won game of a timed game, in whole seconds (0: none yet).
    #[reflect(default)]
    pub fastest: u32,
}

impl Record {
    /// The average score of finished games.
    pub fn average(&self) -> Option<u64> {
        (self.finished > 0).then(|| self.total / u64::from(self.finished))
    }

    /// The best score, if a game was finished.
    pub fn best(&self) -> Option<u64> {
        self.top.first().map(|top| top.score)
    }

    /// Whether one of the last games is among the ten best now (it made the list when
    /// it was played, and nothing since has pushed it off).
    pub fn still_in_top(&self, recent: &RecentScore, lower_is_better: bool) -> bool {
        let Some(last) = self.top.last() else {
            return false;
        };
        let within = if lower_is_better {
            recent.score <= last.score
        } else {
            recent.score >= last.score
        };
        recent.ranked && (self.top.len() < TOP || within)
    }

    /// Counts a finished game (its time, for a timed game); returns its rank among the
    /// best scores (0 is a new best), if it made the list: a game that scored no points
    /// never does.
    pub fn finish(
        &mut self,
        entry: TopScore,
        won: bool,
        lower_is_better: bool,
        seconds: Option<u32>,
    ) -> Option<usize> {
        self.finished += 1;
        self.total += entry.score;
        if let Some(seconds) = seconds.filter(|_| won)
            && (self.fastest == 0 || seconds < self.fastest)
        {
            self.fastest = seconds.max(1);
        }
        let mut recent = RecentScore {
            score: entry.score,
            won,
            assisted: entry.assisted(),
            ranked: false,
        };
        if won {
            self.won += 1;
            self.streak += 1;
            self.longest_streak = self.longest_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        let beats = |old: &TopScore| {
            let faster = entry.seconds > 0 && entry.seconds < old.seconds;
            if lower_is_better {
                entry.score < old.score || (entry.score == old.score && faster)
            } else {
                entry.score > old.score || (entry.score == old.score && faster)
            }
        };
        let rank = self.top.iter().position(beats).unwrap_or(self.top.len());
        // A game that scored nothing is no best score ("New best!" over 0 points reads
        // as a joke); where fewer is better, every finished game has a count to rank.
        let ranked = rank < TOP && (lower_is_better || entry.score > 0);
        recent.ranked = ranked;
        self.recent.push(recent);
        if self.recent.len() > RECENT {
            self.recent.remove(0);
        }
        if !ranked {
            return None;
        }
        self.top.insert(rank, entry);
        self.top.truncate(TOP);
        Some(rank)
    }
}

/// Every record, by the game's key and its parameters (`KEY 15x15x5`).
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(file = "statistics")]
pub struct Statistics(pub HashMap<String, Record>);

impl Statistics {
    /// The key of a game's record for its parameters (in their printed form).
    pub fn key(game_key: &str, params: &str) -> String {
        format!("{game_key} {params}")
    }

    /// The best score of the record `key` and whether it was assisted, or else a best
    /// carried over from before statistics (`earlier`, never marked).
    pub fn best_of(&self, key: &str, earlier: Option<u64>) -> Option<(u64, bool)> {
        self.0
            .get(key)
            .and_then(|record| record.top.first())
            .map(|top| (top.score, top.assisted()))
            .or_else(|| earlier.map(|score| (score, false)))
    }

    /// The records of one game, by parameters, in a stable order.
    pub fn of_game(&self, game_key: &str) -> Vec<(&str, &Record)> {
        let mut records: Vec<(&str, &Record)> = self
            .0
            .iter()
            .filter_map(|(key, record)| {
                key.strip_prefix(game_key)
                    .and_then(|rest| rest.strip_prefix(' '))
                    .map(|params| (params, record))
            })
            .collect();
        records.sort_by_key(|(params, _)| *params);
        records
    }
}

/// Registers the statistics types and file; before `SettingsPlugin`.
pub fn register_types(app: &mut App) {
    app.register_type::<TopScore>()
        .register_type::<Vec<TopScore>>()
        .register_type::<RecentScore>()
        .register_type::<Vec<RecentScore>>()
        .register_type::<Record>()
        .register_type::<HashMap<String, Record>>();
    super::damaged::register_settings_group::<Statistics>(app);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(score: u64) -> TopScore {
        TopScore {
            score,
            date: "2026-01-01".into(),
            ..TopScore::default()
        }
    }

    #[test]
    fn the_top_ten_keeps_order_and_ties_keep_the_earlier_game_first() {
        let mut record = Record::default();
        assert_eq!(record.finish(entry(50), false, false, None), Some(0));
        assert_eq!(record.finish(entry(80), false, false, None), Some(0));
        let mut tied = entry(50);
        tied.hints = true;
        assert_eq!(
            record.finish(tied, false, false, None),
            Some(2),
            "after the earlier 50"
        );
        assert!(!record.top[1].hints && record.top[2].hints);
        for score in 1..=20 {
            record.finish(entry(score), false, false, None);
        }
        assert_eq!(record.top.len(), TOP);
        assert!(record.top.windows(2).all(|w| w[0].score >= w[1].score));
        assert_eq!(
            record.finish(entry(0), false, false, None),
            None,
            "too low for the list"
        );
        assert_eq!(record.finished, 24);
        assert_eq!(record.average(), Some((50 + 80 + 50 + 210) / 24));
    }

    #[test]
    fn equal_results_of_a_timed_game_rank_the_faster_first_and_none_left_is_a_best() {
        let timed = |score: u64, seconds: u32| TopScore {
            seconds,
            ..entry(score)
        };
        let mut record = Record::default();
        // Fewest blocks left: 0 is the best there is, and ranks.
        assert_eq!(record.finish(timed(5, 90), false, true, Some(90)), Some(0));
        assert_eq!(
            record.finish(timed(5, 60), false, true, Some(60)),
            Some(0),
            "faster"
        );
        assert_eq!(record.finish(timed(5, 75), false, true, Some(75)), Some(1));
        assert_eq!(record.finish(timed(0, 200), true, true, Some(200)), Some(0));
        let order: Vec<(u64, u32)> = record.top.iter().map(|t| (t.score, t.seconds)).collect();
        assert_eq!(order, [(0, 200), (5, 60), (5, 75), (5, 90)]);
        // Untimed games keep ties in the order played.
        assert_eq!(record.finish(entry(5), false, true, None), Some(4));
    }

    #[test]
    fn a_game_that_scored_nothing_is_counted_but_never_a_best() {
        let mut record = Record::default();
        assert_eq!(record.finish(entry(0), false, false, None), None);
        assert!(record.top.is_empty() && record.best().is_none());
        assert_eq!((record.finished, record.recent.len()), (1, 1));
        assert!(!record.recent[0].ranked);
        assert_eq!(record.finish(entry(4), false, false, None), Some(0));
    }

    #[test]
    fn fewer_moves_rank_higher_where_lower_is_better_and_streaks_count_wins() {
        let mut record = Record::default();
        record.finish(entry(90), true, true, None);
        assert_eq!(record.finish(entry(70), true, true, None), Some(0));
        record.finish(entry(80), false, true, None);
        record.finish(entry(60), true, true, None);
        assert_eq!(record.best(), Some(60));
        assert_eq!(
            (record.streak, record.longest_streak, record.won),
            (1, 2, 3)
        );
    }
}

#[cfg(test)]
mod recent_and_fastest {
    use super::*;

    fn played(score: u64, hints: bool) -> TopScore {
        TopScore {
            score,
            date: "2026-12-01".into(),
            hints,
            ..TopScore::default()
        }
    }

    #[test]
    fn the_chart_keeps_the_last_games_marked_ranked_or_assisted() {
        let mut record = Record::default();
        for score in 1..=30 {
            record.finish(played(score, score % 3 == 0), true, false, None);
        }
        assert_eq!(record.recent.len(), RECENT);
        assert_eq!(record.recent.first().unwrap().score, 30 - RECENT as u64 + 1);
        assert_eq!(record.recent.last().unwrap().score, 30);
        // Every rising score is a new best, so each made the ten best when played.
        assert!(record.recent.iter().all(|recent| recent.ranked));
        assert!(record.recent.iter().any(|recent| recent.assisted));
        // The last ten rising scores are the ten best now; the earlier ones made the
        // list when they were played and have been pushed off it since.
        let in_top = |record: &Record| {
            record
                .recent
                .iter()
                .map(|recent| record.still_in_top(recent, false))
                .collect::<Vec<_>>()
        };
        let mut expected = vec![false; RECENT - TOP];
        expected.extend([true; TOP]);
        assert_eq!(in_top(&record), expected);
        record.finish(played(1, false), false, false, None);
        assert!(
            !record.recent.last().unwrap().ranked,
            "too low for the ten best"
        );
        assert!(!in_top(&record).last().unwrap());
        // In a game counted in moves, fewer is better.
        let mut fewest = Record::default();
        for moves in [50, 40, 60] {
            fewest.finish(played(moves, false), true, true, None);
        }
        assert!(
            fewest
                .recent
                .iter()
                .all(|recent| fewest.still_in_top(recent, true))
        );
        for moves in 1..=TOP as u64 {
            fewest.finish(played(moves, false), true, true, None);
        }
        assert!(
            fewest.recent[..3]
                .iter()
                .all(|recent| !fewest.still_in_top(recent, true)),
            "ten shorter games push the first three off"
        );
    }

    #[test]
    fn the_fastest_win_is_kept_and_a_loss_never_counts() {
        let mut record = Record::default();
        record.finish(played(40, false), true, true, Some(95));
        record.finish(played(38, false), false, true, Some(20));
        record.finish(played(44, false), true, true, Some(80));
        record.finish(played(41, false), true, true, Some(120));
        assert_eq!(record.fastest, 80);
    }

    #[test]
    fn assisted_means_undo_hints_or_auto() {
        assert!(!played(1, false).assisted());
        assert!(played(1, true).assisted());
        let auto = TopScore {
            auto: true,
            ..played(1, false)
        };
        assert!(auto.assisted());
    }
}
