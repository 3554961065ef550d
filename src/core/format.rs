//! How numbers and lines read on screen wherever they appear: a clock as `m:ss`, big
//! numbers with commas, one thing in the singular, assisted scores marked, and `Label: value` pairs that a narrow window never splits.

/// Seconds as `m:ss` (`75` is `1:15`); fractions of a second are dropped.
pub fn clock(seconds: f32) -> String {
    let seconds = seconds.max(0.0) as u64;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// Joins each `Label: value` with a no-break space, so a narrow window (a phone) wraps
/// a line between the pairs, never inside one ("Seed:" above its "7").
pub fn keep_pairs_together(text: &str) -> String {
    text.replace(": ", ":\u{a0}")
}

/// A whole number with commas between its thousands: `2431` is `2,431`.
pub fn thousands(number: u64) -> String {
    let digits = number.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A count with its noun, singular for one: `1 game`, `3 games` (nouns that take an s).
pub fn counted(count: u64, noun: &str) -> String {
    let plural = if count == 1 { "" } else { "s" };
    format!("{count} {noun}{plural}")
}

/// A score as lists show it: `2,431`, or `2,431 · assisted` when undo, a hint or
/// auto-play helped (marked wherever scores are listed, as KShisen marks its table).
pub fn score_marked(score: u64, assisted: bool) -> String {
    let mark = if assisted { " · assisted" } else { "" };
    format!("{}{mark}", thousands(score))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_minutes_and_two_digit_seconds() {
        assert_eq!(clock(0.0), "0:00");
        assert_eq!(clock(9.9), "0:09");
        assert_eq!(clock(75.0), "1:15");
        assert_eq!(clock(3_600.0), "60:00");
        assert_eq!(clock(-3.0), "0:00");
    }

    #[test]
    fn thousands_are_separated_by_commas() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(2_431), "2,431");
        assert_eq!(thousands(1_000_000), "1,000,000");
    }

    #[test]
    fn one_of_a_thing_is_singular() {
        assert_eq!(counted(1, "game"), "1 game");
        assert_eq!(counted(0, "move"), "0 moves");
        assert_eq!(counted(12, "game"), "12 games");
    }

    #[test]
    fn assisted_scores_say_so() {
        assert_eq!(score_marked(2_431, false), "2,431");
        assert_eq!(score_marked(2_431, true), "2,431 · assisted");
    }

    #[test]
    fn pairs_are_joined_by_a_no_break_space() {
        assert_eq!(
            keep_pairs_together("Score: 16  Seed: 7"),
            "Score:\u{a0}16  Seed:\u{a0}7"
        );
    }
}
