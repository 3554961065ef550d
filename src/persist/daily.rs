//! The daily puzzles' records: for each game, one counted attempt a day (the first
//! finished), its score, whether it was won and assisted, and the run of days in a row
//! with one. The `[daily]` group of the statistics file (`stats.rs` keeps the rest).

use std::collections::HashMap;

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use grid_rules::daily::Date;

/// How many days of daily results a game's record keeps.
pub const DAILY_KEPT: usize = 60;

/// One day's counted daily puzzle.
#[derive(Reflect, Default, Clone, Debug, PartialEq, Eq)]
#[reflect(Default)]
pub struct DailyResult {
    /// `YYYY-MM-DD`.
    pub date: String,
    pub score: u64,
    pub won: bool,
    pub assisted: bool,
}

/// A game's daily puzzles: one counted attempt a day (the first finished), and the run
/// of days in a row with one.
#[derive(Reflect, Default, Clone, Debug, PartialEq, Eq)]
#[reflect(Default)]
pub struct DailyRecord {
    pub streak: u32,
    pub longest_streak: u32,
    /// The days counted, oldest first.
    pub results: Vec<DailyResult>,
}

impl DailyRecord {
    /// The result counted for `date`, if that day's puzzle was finished.
    pub fn on(&self, date: Date) -> Option<&DailyResult> {
        let date = date.to_string();
        self.results.iter().find(|result| result.date == date)
    }

    /// Counts `result` as the attempt of its day, unless that day already has one;
    /// whether it counted. The streak grows when the day before was counted too.
    pub fn count(&mut self, date: Date, result: DailyResult) -> bool {
        if self.on(date).is_some() {
            return false;
        }
        let yesterday = date.previous().map(|day| day.to_string());
        let follows = self
            .results
            .last()
            .is_some_and(|last| Some(&last.date) == yesterday.as_ref());
        self.streak = if follows { self.streak + 1 } else { 1 };
        self.longest_streak = self.longest_streak.max(self.streak);
        self.results.push(DailyResult {
            date: date.to_string(),
            ..result
        });
        if self.results.len() > DAILY_KEPT {
            self.results.remove(0);
        }
        true
    }

    /// The streak as it stands on `today`: broken when neither today nor yesterday was
    /// counted.
    pub fn streak_on(&self, today: Date) -> u32 {
        let recent = [Some(today), today.previous()]
            .into_iter()
            .flatten()
            .any(|day| self.on(day).is_some());
        if recent { self.streak } else { 0 }
    }
}

/// Every game's daily record, by the game's key: the `[daily]` group of the
/// statistics file.
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(file = "statistics", group = "daily")]
pub struct DailyRecords(pub HashMap<String, DailyRecord>);

/// Registers the daily records' types and their group; before `SettingsPlugin`.
pub fn register_types(app: &mut App) {
    app.register_type::<DailyResult>()
        .register_type::<Vec<DailyResult>>()
        .register_type::<DailyRecord>()
        .register_type::<HashMap<String, DailyRecord>>();
    super::damaged::register_settings_group::<DailyRecords>(app);
}

#[cfg(test)]
mod daily_records {
    use super::*;

    fn day(text: &str) -> Date {
        text.parse().unwrap()
    }

    fn result(score: u64) -> DailyResult {
        DailyResult {
            score,
            ..DailyResult::default()
        }
    }

    #[test]
    fn the_first_finished_daily_of_a_day_counts_and_days_in_a_row_make_a_streak() {
        let mut record = DailyRecord::default();
        assert!(record.count(day("2026-11-30"), result(100)));
        assert!(
            !record.count(day("2026-11-30"), result(900)),
            "one attempt a day"
        );
        assert_eq!(record.on(day("2026-11-30")).unwrap().score, 100);
        assert!(record.count(day("2026-12-01"), result(50)));
        assert!(record.count(day("2026-12-02"), result(70)));
        assert_eq!((record.streak, record.longest_streak), (3, 3));
        assert_eq!(
            record.streak_on(day("2026-12-03")),
            3,
            "today is not over yet"
        );
        assert_eq!(record.streak_on(day("2026-12-04")), 0, "a day was missed");
        assert!(record.count(day("2026-12-05"), result(10)));
        assert_eq!((record.streak, record.longest_streak), (1, 3));
    }
}
