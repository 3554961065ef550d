//! Lianliankan's review: the pair after which the board was stuck, the pair after which
//! it could no longer be cleared (checked by trying every order), and nothing lost.

use grid_rules::lianliankan::{Connect, Lianliankan, Params, find_path};
use grid_rules::review::{Measure, ReviewReport, format_report};
use grid_rules::{Change, Pos, Puzzle};

use crate::{hinted_to_the_end, reviewed};

fn board(text: &str) -> Lianliankan {
    Lianliankan::from_board_text(&Params::default(), text, 0).expect("a board")
}

fn pair(a: (usize, usize), b: (usize, usize)) -> Connect {
    Connect::pair(Pos::new(a.0, a.1), Pos::new(b.0, b.1))
}

/// Whether some order of pairs empties the board with no reshuffle, trying them all.
fn clears(state: &Lianliankan) -> bool {
    if state.remaining() == 0 {
        return true;
    }
    let tiles: Vec<Pos> = state
        .cells()
        .iter()
        .filter(|(_, tile)| tile.is_some())
        .map(|(pos, _)| pos)
        .collect();
    tiles.iter().enumerate().any(|(index, &a)| {
        tiles[index + 1..].iter().any(|&b| {
            state
                .apply(&Connect::pair(a, b))
                .is_ok_and(|(after, changes)| {
                    let reshuffled = changes.iter().any(|c| matches!(c, Change::Shuffled(_)));
                    !reshuffled && clears(&after)
                })
        })
    })
}

/// Every engine line joins legal pairs and scores exactly what it claims.
fn check_lines(start: &Lianliankan, report: &ReviewReport<<Lianliankan as Puzzle>::Move>) {
    let mut at = start.clone();
    for entry in &report.entries {
        assert_eq!(entry.lost, Some(0), "choosing a pair never costs points");
        if let Some(line) = &entry.engine {
            let mut replayed = at.clone();
            for mv in &line.moves {
                replayed = replayed.apply(mv).expect("a legal pair").0;
            }
            assert_eq!(replayed.score() - at.score(), line.score);
        }
        at = at.apply(&entry.played).unwrap().0;
    }
}

#[test]
fn the_pair_after_which_the_board_was_stuck_is_found() {
    // Once the 3s go, each 1 and each 2 needs three turns to reach its partner.
    let start = board("3 1 2\n3 2 1\n");
    let join = pair((0, 0), (0, 1));
    let mut unjoined = start.cells().clone();
    unjoined[Pos::new(0, 0)] = None;
    unjoined[Pos::new(0, 1)] = None;
    for (a, b) in [((1, 0), (2, 1)), ((2, 0), (1, 1))] {
        assert_eq!(
            find_path(&unjoined, Pos::new(a.0, a.1), Pos::new(b.0, b.1)),
            None
        );
    }
    let report = reviewed(&start, &[join]);
    assert_eq!(report.measure, Measure::Clearing);
    assert!(report.entries[0].stuck);
    assert_eq!(report.stuck_after, Some(1));
    assert_eq!(report.lost, 0);
    check_lines(&start, &report);
    let text = format_report(&report);
    assert!(
        text.starts_with("move 1: played 0,0 0,1; engine 0,0 0,1; lost 0; stuck, reshuffled"),
        "{text}"
    );
    assert!(text.contains("stuck after: move 1\n"), "{text}");
}

#[test]
fn the_pair_after_which_no_order_clears_the_board_is_found() {
    // Joining the two 1s on the top left leaves the other two unable to meet in time.
    let start = board("1 1 1 2\n3 3 2 1\n");
    let first = pair((0, 0), (1, 0));
    let after = start.apply(&first).unwrap().0;
    assert!(clears(&start));
    assert!(!clears(&after));
    let mut moves = vec![first];
    moves.extend(hinted_to_the_end(&after));
    let report = reviewed(&start, &moves);
    assert_eq!(report.entries[0].clearable_after, Some(false));
    assert_eq!(report.unclearable_after, Some(1));
    let mut at = start.clone();
    for entry in &report.entries {
        at = at.apply(&entry.played).unwrap().0;
        assert_eq!(
            entry.clearable_after,
            Some(clears(&at)),
            "move {}",
            entry.number
        );
    }
    check_lines(&start, &report);
    assert!(format_report(&report).contains("no longer clearable after: move 1\n"));
}
