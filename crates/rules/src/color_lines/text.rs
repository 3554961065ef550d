//! Reading the `next:` line of a Color Lines board.

use crate::board_text::{BoardError, Colour};

/// Reads the `next: R G B` value: exactly `count` colour letters separated by single
/// spaces. `raw_line` is the whole line, so errors can name the column.
pub(super) fn parse_next(
    raw_line: &str,
    line: usize,
    count: usize,
) -> Result<Vec<Colour>, BoardError> {
    let raw_line = raw_line.trim_end();
    let colon = raw_line.find(':').unwrap_or(0);
    let after = &raw_line[colon + 1..];
    let value_start = colon + 1 + (after.len() - after.trim_start().len());
    let value = &raw_line[value_start..];
    let mut colours = Vec::new();
    // Columns count characters, not bytes (the line may hold wide spaces).
    let value_column = raw_line[..value_start].chars().count() + 1;
    let mut column = value_column;
    if value.is_empty() {
        return Err(BoardError::new(
            line,
            column,
            format!("`next:` needs {count} colour letters, like `next: R G B`"),
        ));
    }
    for token in value.split(' ') {
        if token.is_empty() {
            return Err(BoardError::new(
                line,
                column,
                "next colours must be separated by single spaces",
            ));
        }
        let colour = Colour::from_letter(token).ok_or_else(|| {
            BoardError::new(
                line,
                column,
                format!("unknown next colour {token:?} (expected one of R G Y B P C O)"),
            )
        })?;
        colours.push(colour);
        column += token.chars().count() + 1;
    }
    if colours.len() != count {
        return Err(BoardError::new(
            line,
            value_column,
            format!("`next:` has {} colours but needs {count}", colours.len()),
        ));
    }
    Ok(colours)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_line_errors_point_at_the_token() {
        let err = parse_next("next: R X B", 9, 3).unwrap_err();
        assert_eq!((err.line, err.column), (9, 9));
        // A wide space is one column, though three bytes.
        let err = parse_next("next:\u{3000}R X B", 9, 3).unwrap_err();
        assert_eq!((err.line, err.column), (9, 9));
        let err = parse_next("next: R  G B", 4, 3).unwrap_err();
        assert_eq!((err.line, err.column), (4, 9));
        assert_eq!(
            parse_next("next: R G B", 1, 3),
            Ok(vec![Colour::Red, Colour::Green, Colour::Blue])
        );
    }
}
