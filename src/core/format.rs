//! How a clock and a listed score read wherever they appear: `m:ss`, and a score marked
//! when help was had.

use super::words::Msg;

/// Seconds as `m:ss` (`75` is `1:15`); fractions of a second are dropped.
pub fn clock(seconds: f32) -> String {
    let seconds = seconds.max(0.0) as u64;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// A score as lists show it: `2,431`, or `2,431 · assisted` when undo, a hint or
/// auto-play helped (marked wherever scores are listed, as KShisen marks its table).
pub fn score_marked(score: u64, assisted: bool) -> Msg {
    let id = if assisted {
        "score-assisted"
    } else {
        "score-plain"
    };
    Msg::new(id).num("score", score)
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
    fn assisted_scores_say_so() {
        let words = crate::core::words::Words::english();
        assert_eq!(words.text(&score_marked(2_431, false)), "2,431");
        assert_eq!(words.text(&score_marked(2_431, true)), "2,431 · assisted");
    }
}
