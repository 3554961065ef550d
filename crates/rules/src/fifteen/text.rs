//! Reading Fifteen's board text: tile cells and where each cell stands in the text.

/// Reads a cell: a tile number or `.` for the blank.
pub(super) fn parse_tile_cell(token: &str) -> Result<Option<u16>, String> {
    if token == "." {
        return Ok(None);
    }
    if token.is_empty() || !token.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "unknown cell {token:?} (expected a tile number or . for the blank)"
        ));
    }
    token
        .parse::<u16>()
        .map(Some)
        .map_err(|_| format!("tile {token} is too large"))
}

/// The (line, column) of every cell, row by row, for error messages. It repeats
/// `parse_board`'s rule for which lines are rows, which holds once `key: value` lines
/// have been refused.
pub(super) fn cell_places(text: &str) -> Vec<Vec<(usize, usize)>> {
    text.lines()
        .enumerate()
        .filter_map(|(index, raw_line)| {
            let line = raw_line.trim_end_matches('\r').trim_end();
            if line.trim().is_empty() || line.starts_with('#') {
                return None;
            }
            let mut column = 1;
            let places = line
                .split(' ')
                .map(|token| {
                    let place = (index + 1, column);
                    column += token.chars().count() + 1;
                    place
                })
                .collect();
            Some(places)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_places_skip_comments_and_count_wide_tokens() {
        let places = cell_places("# comment\n\n10 2 .\n1 11 3\n");
        assert_eq!(places[0], [(3, 1), (3, 4), (3, 6)]);
        assert_eq!(places[1], [(4, 1), (4, 3), (4, 6)]);
    }

    #[test]
    fn tile_cells_parse_numbers_and_blank_only() {
        assert_eq!(parse_tile_cell("."), Ok(None));
        assert_eq!(parse_tile_cell("12"), Ok(Some(12)));
        assert!(parse_tile_cell("+3").is_err());
        assert!(parse_tile_cell("x").is_err());
        assert!(
            parse_tile_cell("99999999")
                .unwrap_err()
                .contains("too large")
        );
    }
}
