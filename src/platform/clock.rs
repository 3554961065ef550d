//! The calendar date now, in UTC, from the system's clock (the page's on the web).

use grid_rules::daily::Date;

/// Today (UTC).
pub fn today_date() -> Date {
    let days = (super::page::now_millis() / 86_400_000.0).floor() as i64;
    Date::from_days_since_epoch(days).unwrap_or(Date::FIRST)
}

/// Today as `YYYY-MM-DD` (UTC).
pub fn today() -> String {
    today_date().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn today_is_a_civil_date_after_this_code_was_written() {
        let date = today();
        assert_eq!(date.len(), 10);
        assert_eq!(&date[4..5], "-");
        assert!(today_date() >= "2026-12-01".parse().unwrap(), "{date}");
    }
}
