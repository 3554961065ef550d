//! Slides: one tile or a row of them towards the blank, each counted, over random play.

use grid_rules::collapse::Motion;
use grid_rules::fifteen::{Fifteen, Params, Slide, is_solvable};
use grid_rules::rng::GameRng;
use grid_rules::{Change, Pos, Puzzle};

use crate::{SOLVED_4, load};

fn motion(from: (usize, usize), to: (usize, usize)) -> Motion {
    Motion {
        from: Pos::new(from.0, from.1),
        to: Pos::new(to.0, to.1),
    }
}

#[test]
fn three_tiles_slide_along_a_row_and_count_three() {
    let start = load("1 2 3 4\n5 6 7 8\n9 10 11 12\n. 13 14 15\n");
    let (after, changes) = start.apply(&Slide(Pos::new(3, 3))).unwrap();
    assert_eq!(after.board_text(), SOLVED_4);
    assert_eq!(after.moves(), 3);
    assert_eq!(
        changes,
        vec![Change::Slid(vec![
            motion((1, 3), (0, 3)),
            motion((2, 3), (1, 3)),
            motion((3, 3), (2, 3)),
        ])]
    );

    let start = load("1 2 3 4\n5 6 7 .\n9 10 11 8\n13 14 15 12\n");
    let (after, changes) = start.apply(&Slide(Pos::new(0, 1))).unwrap();
    assert_eq!(
        after.board_text(),
        "1 2 3 4\n. 5 6 7\n9 10 11 8\n13 14 15 12\n"
    );
    assert_eq!(after.moves(), 3);
    assert_eq!(after.blank(), Pos::new(0, 1));
    assert_eq!(
        changes,
        vec![Change::Slid(vec![
            motion((2, 1), (3, 1)),
            motion((1, 1), (2, 1)),
            motion((0, 1), (1, 1)),
        ])]
    );
}

#[test]
fn tiles_slide_left_up_and_down_and_one_at_a_time() {
    let start = load(". 1 2 3\n5 6 7 4\n9 10 11 8\n13 14 15 12\n");
    let (left, changes) = start.apply(&Slide(Pos::new(2, 0))).unwrap();
    assert_eq!(
        left.board_text(),
        "1 2 . 3\n5 6 7 4\n9 10 11 8\n13 14 15 12\n"
    );
    assert_eq!(left.moves(), 2);
    assert_eq!(
        changes,
        vec![Change::Slid(vec![
            motion((1, 0), (0, 0)),
            motion((2, 0), (1, 0)),
        ])]
    );

    let (up, changes) = left.apply(&Slide(Pos::new(2, 3))).unwrap();
    assert_eq!(
        up.board_text(),
        "1 2 7 3\n5 6 11 4\n9 10 15 8\n13 14 . 12\n"
    );
    assert_eq!(up.moves(), 5);
    assert_eq!(up.blank(), Pos::new(2, 3));
    assert_eq!(
        changes,
        vec![Change::Slid(vec![
            motion((2, 1), (2, 0)),
            motion((2, 2), (2, 1)),
            motion((2, 3), (2, 2)),
        ])]
    );

    let (down, changes) = up.apply(&Slide(Pos::new(2, 1))).unwrap();
    assert_eq!(
        down.board_text(),
        "1 2 7 3\n5 6 . 4\n9 10 11 8\n13 14 15 12\n"
    );
    assert_eq!(down.moves(), 7);
    assert_eq!(
        changes,
        vec![Change::Slid(vec![
            motion((2, 2), (2, 3)),
            motion((2, 1), (2, 2)),
        ])]
    );

    let (single, changes) = down.apply(&Slide(Pos::new(3, 1))).unwrap();
    assert_eq!(
        single.board_text(),
        "1 2 7 3\n5 6 4 .\n9 10 11 8\n13 14 15 12\n"
    );
    assert_eq!(single.moves(), 8);
    assert_eq!(changes, vec![Change::Slid(vec![motion((3, 1), (2, 1))])]);
}

#[test]
fn random_play_keeps_the_board_consistent() {
    let mut game = Fifteen::new_game(&Params::square(5), 3);
    let mut rng = GameRng::from_seed(11);
    let mut ui = ();
    let mut expected_moves = 0;
    for _ in 0..300 {
        let pos = Pos::new(rng.index(5), rng.index(5));
        let Some(mv) = game.click(&mut ui, pos) else {
            assert!(game.apply(&Slide(pos)).is_err());
            continue;
        };
        let (next, changes) = game.apply(&mv).unwrap();
        let [Change::Slid(motions)] = changes.as_slice() else {
            panic!("one slide expected, got {changes:?}");
        };
        expected_moves += motions.len() as u64;
        assert_eq!(motions.last().unwrap().from, pos);
        assert_eq!(motions.first().unwrap().to, game.blank());
        for m in motions {
            assert_eq!(next.cells()[m.to], game.cells()[m.from]);
            assert_eq!(m.from.x.abs_diff(m.to.x) + m.from.y.abs_diff(m.to.y), 1);
        }
        assert_eq!(next.blank(), pos);
        assert_eq!(next.cells()[pos], None);
        assert_eq!(next.moves(), expected_moves);
        assert!(is_solvable(next.cells()));
        game = next;
    }
    assert!(expected_moves > 100);
}
