//! The board text format: one line per row, cells separated by single
//! spaces, `.` for empty, `#` comment lines, and trailing `key: value` lines.

use std::fmt;

use crate::grid::Grid;

/// A ball or block colour, written as one capital letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    Red,
    Green,
    Yellow,
    Blue,
    Purple,
    Cyan,
    Orange,
}

impl Colour {
    /// Every colour in letter order R G Y B P C O.
    pub const ALL: [Colour; 7] = [
        Colour::Red,
        Colour::Green,
        Colour::Yellow,
        Colour::Blue,
        Colour::Purple,
        Colour::Cyan,
        Colour::Orange,
    ];

    /// The board-format letter.
    pub fn letter(self) -> char {
        match self {
            Colour::Red => 'R',
            Colour::Green => 'G',
            Colour::Yellow => 'Y',
            Colour::Blue => 'B',
            Colour::Purple => 'P',
            Colour::Cyan => 'C',
            Colour::Orange => 'O',
        }
    }

    /// The colour for a board-format letter.
    pub fn from_letter(text: &str) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|colour| text.len() == 1 && text.starts_with(colour.letter()))
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// What is wrong with a board text, and where (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl BoardError {
    pub fn new(line: usize, column: usize, message: impl Into<String>) -> Self {
        Self {
            line,
            column,
            message: message.into(),
        }
    }
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.column == 0 {
            write!(f, "line {}: {}", self.line, self.message)
        } else {
            write!(
                f,
                "line {}, column {}: {}",
                self.line, self.column, self.message
            )
        }
    }
}

impl std::error::Error for BoardError {}

/// A `key: value` line that follows the rows (like Color Lines' `next: R G B`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extra {
    pub key: String,
    pub value: String,
    pub line: usize,
}

/// A parsed board: its cells and its trailing `key: value` lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedBoard<T> {
    pub grid: Grid<T>,
    pub extras: Vec<Extra>,
}

/// Parses a board whose cells are read by `parse_cell` (which says what a token means,
/// or why it is not a cell). Errors name the line and column.
pub fn parse_board<T>(
    text: &str,
    parse_cell: impl Fn(&str) -> Result<T, String>,
) -> Result<ParsedBoard<T>, BoardError> {
    let mut rows: Vec<Vec<T>> = Vec::new();
    let mut extras = Vec::new();
    for (index, raw_line) in text.lines().enumerate() {
        let line_number = index + 1;
        let line = raw_line.trim_end_matches('\r').trim_end();
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(extra) = parse_extra(line, line_number) {
            extras.push(extra);
            continue;
        }
        if !extras.is_empty() {
            return Err(BoardError::new(
                line_number,
                1,
                "a board row after a `key: value` line",
            ));
        }
        let mut row = Vec::new();
        let mut column = 1;
        for token in line.split(' ') {
            if token.is_empty() {
                return Err(BoardError::new(
                    line_number,
                    column,
                    "cells must be separated by single spaces",
                ));
            }
            let cell =
                parse_cell(token).map_err(|why| BoardError::new(line_number, column, why))?;
            row.push(cell);
            column += token.chars().count() + 1;
        }
        if let Some(first) = rows.first()
            && first.len() != row.len()
        {
            return Err(BoardError::new(
                line_number,
                0,
                format!(
                    "row has {} cells but the first row has {}",
                    row.len(),
                    first.len()
                ),
            ));
        }
        rows.push(row);
    }
    let grid = Grid::from_rows(rows)
        .ok_or_else(|| BoardError::new(text.lines().count().max(1), 0, "the board has no rows"))?;
    Ok(ParsedBoard { grid, extras })
}

fn parse_extra(line: &str, line_number: usize) -> Option<Extra> {
    let (key, value) = line.split_once(':')?;
    let is_key = !key.is_empty() && key.chars().all(|c| c.is_ascii_lowercase() || c == '_');
    is_key.then(|| Extra {
        key: key.to_string(),
        value: value.trim().to_string(),
        line: line_number,
    })
}

/// Prints a grid in the board format, one line per row, each line ending in `\n`.
pub fn print_board<T>(grid: &Grid<T>, print_cell: impl Fn(&T) -> String) -> String {
    let mut text = String::new();
    for row in grid.rows() {
        let cells: Vec<String> = row.iter().map(&print_cell).collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}

/// Reads a colour cell: a colour letter or `.` for empty.
pub fn parse_colour_cell(token: &str) -> Result<Option<Colour>, String> {
    if token == "." {
        return Ok(None);
    }
    Colour::from_letter(token)
        .map(Some)
        .ok_or_else(|| format!("unknown cell {token:?} (expected one of R G Y B P C O or .)"))
}

/// Prints a colour cell: its letter or `.`.
pub fn print_colour_cell(cell: &Option<Colour>) -> String {
    cell.map_or_else(|| ".".to_string(), |colour| colour.letter().to_string())
}

/// Checks that a parsed board's width and height lie in `min..=max` for `game`.
pub fn check_size<T>(
    board: &ParsedBoard<T>,
    game: &str,
    min: usize,
    max: usize,
) -> Result<(), BoardError> {
    let (width, height) = (board.grid.width(), board.grid.height());
    if !(min..=max).contains(&width) || !(min..=max).contains(&height) {
        return Err(BoardError::new(
            1,
            0,
            format!("{game} boards are {min}x{min} to {max}x{max}, this one is {width}x{height}"),
        ));
    }
    Ok(())
}

/// Refuses any `key: value` line whose key is not in `allowed`.
pub fn check_extras<T>(
    board: &ParsedBoard<T>,
    game: &str,
    allowed: &[&str],
) -> Result<(), BoardError> {
    match board
        .extras
        .iter()
        .find(|extra| !allowed.contains(&extra.key.as_str()))
    {
        Some(extra) => Err(BoardError::new(
            extra.line,
            1,
            format!("{game} boards have no `{}:` line", extra.key),
        )),
        None => Ok(()),
    }
}

/// Parses a colour board of a game that has no extra lines, with sides in `min..=max`.
pub fn parse_colour_board(
    text: &str,
    game: &str,
    min: usize,
    max: usize,
) -> Result<Grid<Option<Colour>>, BoardError> {
    let board = parse_board(text, parse_colour_cell)?;
    check_size(&board, game, min, max)?;
    check_extras(&board, game, &[])?;
    Ok(board.grid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_rows_comments_and_extras() {
        let text = "# a board\nR G .\nB . Y\n\nnext: R G B\n";
        let board = parse_board(text, parse_colour_cell).unwrap();
        assert_eq!(board.grid.width(), 3);
        assert_eq!(board.grid.height(), 2);
        assert_eq!(board.extras[0].key, "next");
        assert_eq!(board.extras[0].value, "R G B");
        assert_eq!(
            print_board(&board.grid, print_colour_cell),
            "R G .\nB . Y\n"
        );
    }

    #[test]
    fn errors_name_line_and_column() {
        let err = parse_board("R G\nR X\n", parse_colour_cell).unwrap_err();
        assert_eq!((err.line, err.column), (2, 3));
        assert!(
            err.to_string()
                .starts_with("line 2, column 3: unknown cell")
        );
        let ragged = parse_board("R G\nR G B\n", parse_colour_cell).unwrap_err();
        assert_eq!(ragged.line, 2);
        assert!(ragged.message.contains("3 cells"));
        let doubled = parse_board("R  G\n", parse_colour_cell).unwrap_err();
        assert_eq!((doubled.line, doubled.column), (1, 3));
        assert!(parse_board("# nothing\n", parse_colour_cell).is_err());
        assert!(parse_board("", parse_colour_cell).is_err());
    }
}
