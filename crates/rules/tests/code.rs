//! Game codes: every game in the registry round-trips through a code (deal, hint moves,
//! code, decode, play) to the same position and move list; `replay` prints codes that
//! replay to the same result; bad codes are one-line errors, never panics.

use grid_rules::Puzzle;
use grid_rules::code::GameCode;
use grid_rules::games::{GAMES, GameVisitor, with_game};
use grid_rules::history::History;
use grid_rules::lianliankan::{Connect, Lianliankan};
use grid_rules::replay::{Start, replay, replay_from};

/// Plays up to `moves` hint moves from a deal (a fresh click state per move, as a
/// player following the hint would).
fn play_hints<P: Puzzle>(seed: u64, moves: usize) -> History<P> {
    let mut history = History::new(P::new_game(&P::Params::default(), seed));
    for _ in 0..moves {
        let Some(clicks) = history.current().hint() else {
            break;
        };
        let mut ui = P::Ui::default();
        let mv = clicks
            .into_iter()
            .find_map(|pos| history.current().click(&mut ui, pos))
            .expect("a hint's clicks complete a move");
        history.play(&mv).expect("a hint's move is legal");
    }
    history
}

struct RoundTrip {
    seed: u64,
}

impl GameVisitor for RoundTrip {
    type Output = usize;
    fn visit<P: Puzzle>(self) -> usize {
        let params = P::Params::default();
        let history = play_hints::<P>(self.seed, 12);
        let token = GameCode::of(&params, self.seed, None, &history).encode();
        assert!(
            token
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'),
            "{token}"
        );
        assert!(token.starts_with(&format!("{}_", P::ID)));
        let decoded = GameCode::decode(&token).expect("a code decodes");
        let (again_params, again) = decoded.play::<P>().expect("a code plays");
        assert_eq!(again_params, params);
        assert_eq!(again.current(), history.current(), "{}", P::ID);
        assert_eq!(again.start(), history.start());
        assert!(again.moves().eq(history.moves()));
        assert_eq!(history.replayed().unwrap(), again);
        history.moves_played()
    }
}

#[test]
fn every_game_round_trips_through_a_code() {
    assert!(GAMES.len() >= 5, "the registry lists every game");
    for game in GAMES {
        for seed in [0, 7, 123_456_789] {
            let played = with_game(game.id, RoundTrip { seed }).unwrap();
            assert!(played > 0, "{} seed {seed} played no hint move", game.id);
        }
    }
}

#[test]
fn replay_prints_a_code_that_replays_to_the_same_result() {
    for (game, clicks) in [
        ("samegame", "0,0 3,3 7,7"),
        ("bubble-breaker", "0,0 0,0 5,5 5,5"),
        ("fifteen", "3,2 2,2 2,3"),
        ("color-lines", "0,0 1,1 2,2"),
        ("lianliankan", "0,0 1,0 2,2"),
    ] {
        let output = replay(game, 5, None, clicks).unwrap();
        let (result, code) = output.trim_end().rsplit_once("\ncode: ").unwrap();
        let code = GameCode::decode(code).unwrap();
        let again = replay_from(game, Start::Code(&code), "").unwrap();
        let (again_result, again_code) = again.trim_end().rsplit_once("\ncode: ").unwrap();
        assert_eq!(again_result, result, "{game}");
        assert_eq!(GameCode::decode(again_code).unwrap(), code, "{game}");
    }
}

#[test]
fn a_code_from_a_board_keeps_the_board_and_drops_its_comments() {
    let board = "# two pairs\nR R Y\n\nY B B\n";
    let output = replay("samegame", 3, Some(("b.txt", board)), "0,0").unwrap();
    let code = GameCode::decode(output.trim_end().rsplit_once("code: ").unwrap().1).unwrap();
    assert_eq!(code.board.as_deref(), Some("R R Y\nY B B\n"));
    assert_eq!(
        (code.seed, code.moves.clone()),
        (3, vec!["0,0".to_string()])
    );
    let more = replay_from("samegame", Start::Code(&code), "1,1").unwrap();
    let direct = replay("samegame", 3, Some(("b.txt", board)), "0,0 1,1").unwrap();
    assert_eq!(more, direct);
}

#[test]
fn a_timed_lianliankan_game_replays_to_the_same_score() {
    let mut history = History::new(Lianliankan::new_game(&Default::default(), 11));
    for life in [90, 71, 40, 12] {
        let (a, b) = history.current().removable_pair().unwrap();
        history.play(&Connect::Pair { a, b, life }).unwrap();
    }
    history.play(&Connect::TimeUp).unwrap();
    let score = history.current().score();
    assert!(score > 0 && history.current().is_over());
    let token = GameCode::of(&Default::default(), 11, None, &history).encode();
    let (_, again) = GameCode::decode(&token)
        .unwrap()
        .play::<Lianliankan>()
        .unwrap();
    assert_eq!(again.current().score(), score);
    assert_eq!(again.current(), history.current());
    let texts: Vec<String> = again.moves().map(ToString::to_string).collect();
    assert_eq!(texts.last().map(String::as_str), Some("timeup"));
    assert!(texts[0].ends_with("@90"), "{texts:?}");
}

#[test]
fn bad_codes_are_one_line_errors() {
    let good = replay("fifteen", 1, None, "").unwrap();
    let good = good.trim_end().rsplit_once("code: ").unwrap().1.to_string();
    let data = good.split_once('_').unwrap().1.to_string();
    let cases = [
        String::new(),
        "fifteen".to_string(),
        format!("tetris_{data}"),
        "fifteen_***".to_string(),
        "fifteen_AAAA".to_string(),
        format!("fifteen_{}", &data[..data.len() / 2]),
        format!("samegame_{data}"),
    ];
    for case in &cases {
        let why = match GameCode::decode(case) {
            Err(why) => why,
            // A code for another game decodes but does not play as this one.
            Ok(code) => code
                .play::<grid_rules::samegame::SameGame>()
                .map(|_| ())
                .expect_err(case),
        };
        assert!(!why.contains('\n') && !why.is_empty(), "{case}: {why}");
    }
    // A well-formed code whose moves are not legal.
    let mut code = GameCode::decode(&good).unwrap();
    code.moves.push("9,9".into());
    let why = code
        .play::<grid_rules::fifteen::Fifteen>()
        .expect_err("an illegal move");
    assert!(why.contains("move 1"), "{why}");
    code.params = "banana".into();
    assert!(
        code.play::<grid_rules::fifteen::Fifteen>()
            .unwrap_err()
            .contains("parameters")
    );
}

#[test]
fn params_print_and_parse() {
    use grid_rules::samegame::Params;
    let params = Params {
        width: 20,
        height: 12,
        colours: 5,
        ..Default::default()
    };
    assert_eq!(params.to_string(), "20x12x5");
    assert_eq!("20x12x5".parse::<Params>(), Ok(params));
    for bad in ["", "20x12", "20x12x5x1", "ax1x2", "-1x2x3"] {
        assert!(bad.parse::<Params>().is_err(), "{bad:?}");
    }
}
