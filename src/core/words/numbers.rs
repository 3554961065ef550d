//! How a language writes numbers (`8,861`, `8.861`, `8 861`, Spanish's `8861`), as its
//! catalogue says. Fluent hands its number formatter only the number and the language,
//! so the style of the catalogue being formatted is lent to the formatter for the length
//! of one call (`with_style`), on the calling thread: two sets of words for the same
//! language, with different styles, never see each other's.

use std::cell::RefCell;

use fluent_bundle::FluentValue;
use intl_memoizer::concurrent::IntlLangMemoizer;

/// How a language writes numbers: the mark between groups of thousands, the decimal mark,
/// and the fewest digits a number has before it is grouped (Spanish leaves 8861 alone).
#[derive(Clone, Debug, PartialEq)]
pub struct NumberStyle {
    thousands: String,
    decimal: String,
    grouped_from: usize,
}

impl Default for NumberStyle {
    fn default() -> Self {
        Self {
            thousands: ",".into(),
            decimal: ".".into(),
            grouped_from: 4,
        }
    }
}

impl NumberStyle {
    /// The style a catalogue's `number-thousands`, `number-decimal` and
    /// `number-grouped-from` messages give, as `read` finds them (English's where it has
    /// none).
    pub fn from_marks(read: impl Fn(&str) -> Option<String>) -> Self {
        let default = Self::default();
        Self {
            thousands: read("number-thousands").unwrap_or(default.thousands),
            decimal: read("number-decimal").unwrap_or(default.decimal),
            grouped_from: read("number-grouped-from")
                .and_then(|digits| digits.trim().parse().ok())
                .unwrap_or(default.grouped_from),
        }
    }

    /// `value` written in this style.
    pub fn write(&self, value: f64) -> String {
        let text = if value.fract() == 0.0 && value.abs() < 1e15 {
            format!("{}", value as i64)
        } else {
            format!("{value}")
        };
        let (sign, text) = match text.strip_prefix('-') {
            Some(rest) => ("-", rest.to_string()),
            None => ("", text),
        };
        let (whole, fraction) = match text.split_once('.') {
            Some((whole, fraction)) => (whole.to_string(), Some(fraction.to_string())),
            None => (text, None),
        };
        let mut out = String::from(sign);
        if whole.len() >= self.grouped_from {
            for (index, digit) in whole.chars().enumerate() {
                if index > 0 && (whole.len() - index).is_multiple_of(3) {
                    out.push_str(&self.thousands);
                }
                out.push(digit);
            }
        } else {
            out.push_str(&whole);
        }
        if let Some(fraction) = fraction {
            out.push_str(&self.decimal);
            out.push_str(&fraction);
        }
        out
    }
}

thread_local! {
    /// The style of the catalogue being formatted on this thread (see `with_style`).
    static LENT: RefCell<Option<NumberStyle>> = const { RefCell::new(None) };
}

/// Runs `format` with `style` as the one the formatter writes numbers in, giving back
/// whatever style was lent before (a message formatted inside another).
pub fn with_style<R>(style: &NumberStyle, format: impl FnOnce() -> R) -> R {
    let before = LENT.with(|lent| lent.replace(Some(style.clone())));
    let result = format();
    LENT.with(|lent| *lent.borrow_mut() = before);
    result
}

/// Fluent's number formatter: the number in the style lent for this call.
pub fn format_number(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    LENT.with(|lent| {
        lent.borrow()
            .as_ref()
            .map(|style| style.write(number.value))
    })
}
