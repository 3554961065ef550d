//! Calendar days: `YYYY-MM-DD` read strictly and written back, counted from 1970-01-01,
//! and stepped one at a time. The rules have no clock: callers pass the time.

use std::fmt;
use std::str::FromStr;

/// Seconds in a day; Unix time leaves leap seconds out, so every day has this many.
const SECONDS_PER_DAY: i64 = 86_400;
/// Days from 0000-03-01 to 1970-01-01 (the epoch), for the era arithmetic below.
const EPOCH_FROM_MARCH_ZERO: i64 = 719_468;
/// Days in 400 years of the Gregorian calendar (an era).
const DAYS_PER_ERA: i64 = 146_097;

/// A day of the Gregorian calendar in UTC, years 0000 to 9999 (what `YYYY` writes).
/// Ordered by time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Date {
    // Field order is the ordering: year, then month, then day.
    year: u16,
    month: u8,
    day: u8,
}

/// Whether `year` has a February 29.
pub fn is_leap_year(year: u16) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

/// Days in `month` (1 to 12) of `year`.
fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if is_leap_year(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

impl Date {
    /// The first day a date can be.
    pub const FIRST: Date = Date {
        year: 0,
        month: 1,
        day: 1,
    };
    /// The last day a date can be.
    pub const LAST: Date = Date {
        year: 9999,
        month: 12,
        day: 31,
    };

    /// The day `year-month-day`; the error says why no such day exists.
    pub fn new(year: u16, month: u8, day: u8) -> Result<Date, String> {
        let written = format!("{year:04}-{month:02}-{day:02}");
        if year > 9999 {
            return Err(format!("{written}: years go up to 9999"));
        }
        if !(1..=12).contains(&month) {
            return Err(format!("{written}: there is no month {month}"));
        }
        let days = days_in_month(year, month);
        if day == 0 || day > days {
            let name = MONTH_NAMES[usize::from(month - 1)];
            let leap_note = if month == 2 && day == 29 {
                format!(" ({year} is not a leap year)")
            } else {
                String::new()
            };
            return Err(format!(
                "{written}: {name} {year} has days 1 to {days}{leap_note}"
            ));
        }
        Ok(Date { year, month, day })
    }

    pub fn year(self) -> u16 {
        self.year
    }

    /// 1 (January) to 12.
    pub fn month(self) -> u8 {
        self.month
    }

    /// 1 to 31.
    pub fn day(self) -> u8 {
        self.day
    }

    /// Days since 1970-01-01 (negative before it).
    pub fn days_since_epoch(self) -> i64 {
        // Counted from March, so that February's leap day ends the year.
        let year = i64::from(self.year) - i64::from(self.month <= 2);
        let era = year.div_euclid(400);
        let year_of_era = year - era * 400;
        let month_from_march = (i64::from(self.month) + 9) % 12;
        let day_of_year = (153 * month_from_march + 2) / 5 + i64::from(self.day) - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * DAYS_PER_ERA + day_of_era - EPOCH_FROM_MARCH_ZERO
    }

    /// The day `days` after 1970-01-01; `None` outside [`Date::FIRST`]..=[`Date::LAST`].
    pub fn from_days_since_epoch(days: i64) -> Option<Date> {
        if days < Date::FIRST.days_since_epoch() || days > Date::LAST.days_since_epoch() {
            return None;
        }
        let shifted = days + EPOCH_FROM_MARCH_ZERO;
        let era = shifted.div_euclid(DAYS_PER_ERA);
        let day_of_era = shifted - era * DAYS_PER_ERA;
        let year_of_era =
            (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let month_from_march = (5 * day_of_year + 2) / 153;
        let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
        let month = if month_from_march < 10 {
            month_from_march + 3
        } else {
            month_from_march - 9
        };
        let year = year_of_era + era * 400 + i64::from(month <= 2);
        Some(Date {
            year: u16::try_from(year).ok()?,
            month: month as u8,
            day: day as u8,
        })
    }

    /// The UTC day of a Unix time (seconds since 1970-01-01 00:00 UTC), as the caller's
    /// clock gives it; `None` outside the years 0000 to 9999.
    pub fn from_unix_seconds(seconds: i64) -> Option<Date> {
        Date::from_days_since_epoch(seconds.div_euclid(SECONDS_PER_DAY))
    }

    /// The day after, or `None` after [`Date::LAST`].
    pub fn next(self) -> Option<Date> {
        if self.day < days_in_month(self.year, self.month) {
            Some(Date {
                day: self.day + 1,
                ..self
            })
        } else if self.month < 12 {
            Some(Date {
                month: self.month + 1,
                day: 1,
                ..self
            })
        } else if self.year < Date::LAST.year {
            Some(Date {
                year: self.year + 1,
                month: 1,
                day: 1,
            })
        } else {
            None
        }
    }

    /// The day before, or `None` before [`Date::FIRST`].
    pub fn previous(self) -> Option<Date> {
        if self.day > 1 {
            Some(Date {
                day: self.day - 1,
                ..self
            })
        } else if self.month > 1 {
            let month = self.month - 1;
            Some(Date {
                month,
                day: days_in_month(self.year, month),
                ..self
            })
        } else if self.year > Date::FIRST.year {
            Some(Date {
                year: self.year - 1,
                month: 12,
                day: 31,
            })
        } else {
            None
        }
    }
}

impl fmt::Display for Date {
    /// `YYYY-MM-DD`, zero-padded.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = String;

    /// Exactly `YYYY-MM-DD`: four, two and two digits joined by `-`, nothing around them,
    /// naming a day that exists.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let malformed = || format!("expected a date as YYYY-MM-DD, found {text:?}");
        let bytes = text.as_bytes();
        let shape_ok = bytes.len() == 10
            && bytes.iter().enumerate().all(|(index, &byte)| match index {
                4 | 7 => byte == b'-',
                _ => byte.is_ascii_digit(),
            });
        if !shape_ok {
            return Err(malformed());
        }
        let number = |range: std::ops::Range<usize>| -> u16 {
            text[range]
                .bytes()
                .fold(0, |total, digit| total * 10 + u16::from(digit - b'0'))
        };
        let (year, month, day) = (number(0..4), number(5..7), number(8..10));
        Date::new(year, month as u8, day as u8)
    }
}
