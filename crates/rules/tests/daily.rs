//! The daily puzzle: dates read strictly and counted exactly, the day's seed pinned, the
//! day's game code the same for everyone, and every game's daily start playable.

use std::collections::HashSet;

use grid_rules::Puzzle;
use grid_rules::bubble_breaker::BubbleBreaker;
use grid_rules::code::GameCode;
use grid_rules::color_lines::ColorLines;
use grid_rules::daily::{Date, daily_code, daily_code_of, daily_seed, daily_start, daily_token};
use grid_rules::fifteen::{Fifteen, is_solvable};
use grid_rules::games::{GAMES, GameVisitor, with_game};
use grid_rules::lianliankan::{CLEARING_NODES, Clearing, Lianliankan};
use grid_rules::samegame::SameGame;

fn date(text: &str) -> Date {
    text.parse().unwrap_or_else(|why| panic!("{text}: {why}"))
}

#[test]
fn dates_parse_strictly_with_clear_reasons() {
    for good in [
        "2024-02-29",
        "2000-02-29",
        "2023-12-31",
        "0000-01-01",
        "9999-12-31",
    ] {
        assert_eq!(date(good).to_string(), good);
    }
    for malformed in [
        "2024-1-01",
        "2024/01/01",
        "24-01-01",
        " 2024-01-01",
        "2024-01-01 ",
        "2024-01-01x",
        "+024-01-01",
        "2024-01-0a",
        "",
        "20240101",
    ] {
        let why = malformed.parse::<Date>().unwrap_err();
        assert!(
            why.contains("expected a date as YYYY-MM-DD"),
            "{malformed:?}: {why}"
        );
    }
    let why = |text: &str| text.parse::<Date>().unwrap_err();
    assert_eq!(why("2024-13-01"), "2024-13-01: there is no month 13");
    assert_eq!(why("2024-00-10"), "2024-00-10: there is no month 0");
    assert_eq!(
        why("2024-02-30"),
        "2024-02-30: February 2024 has days 1 to 29"
    );
    assert_eq!(
        why("2023-02-29"),
        "2023-02-29: February 2023 has days 1 to 28 (2023 is not a leap year)"
    );
    assert_eq!(
        why("1900-02-29"),
        "1900-02-29: February 1900 has days 1 to 28 (1900 is not a leap year)"
    );
    assert_eq!(why("2024-04-31"), "2024-04-31: April 2024 has days 1 to 30");
    assert_eq!(
        why("2024-01-00"),
        "2024-01-00: January 2024 has days 1 to 31"
    );
    assert_eq!(
        Date::new(1, 2, 3).map(|day| day.to_string()),
        Ok("0001-02-03".to_string())
    );
}

#[test]
fn days_since_the_epoch_match_the_calendar() {
    // Worked out independently (Python's `datetime`).
    for (text, days) in [
        ("1970-01-01", 0),
        ("0001-01-01", -719_162),
        ("1900-03-01", -25_508),
        ("2000-02-29", 11_016),
        ("2024-01-01", 19_723),
        ("2038-01-19", 24_855),
        ("9999-12-31", 2_932_896),
    ] {
        assert_eq!(date(text).days_since_epoch(), days, "{text}");
        assert_eq!(Date::from_days_since_epoch(days), Some(date(text)));
    }
    assert_eq!(Date::from_days_since_epoch(2_932_897), None);
    assert_eq!(
        Date::from_days_since_epoch(Date::FIRST.days_since_epoch() - 1),
        None
    );
}

#[test]
fn stepping_day_by_day_agrees_with_counting_days() {
    // `next` steps the calendar by its months; the count is arithmetic: they must agree
    // on every day from 1899 to 2101 (leap years, century rules and all).
    let mut day = date("1899-01-01");
    let mut count = day.days_since_epoch();
    while day < date("2101-12-31") {
        let next = day.next().expect("a next day");
        count += 1;
        assert!(next > day);
        assert_eq!(next.days_since_epoch(), count, "{next}");
        assert_eq!(Date::from_days_since_epoch(count), Some(next));
        assert_eq!(next.previous(), Some(day));
        day = next;
    }
    assert_eq!(date("2024-02-28").next(), Some(date("2024-02-29")));
    assert_eq!(date("2023-02-28").next(), Some(date("2023-03-01")));
    assert_eq!(date("2024-12-31").next(), Some(date("2025-01-01")));
    assert_eq!(date("2024-03-01").previous(), Some(date("2024-02-29")));
    assert_eq!(Date::LAST.next(), None);
    assert_eq!(Date::FIRST.previous(), None);
}

#[test]
fn unix_seconds_give_the_utc_day() {
    assert_eq!(Date::from_unix_seconds(0), Some(date("1970-01-01")));
    assert_eq!(Date::from_unix_seconds(86_399), Some(date("1970-01-01")));
    assert_eq!(Date::from_unix_seconds(86_400), Some(date("1970-01-02")));
    assert_eq!(Date::from_unix_seconds(-1), Some(date("1969-12-31")));
    // 2023-11-14 22:13:20 UTC.
    assert_eq!(
        Date::from_unix_seconds(1_700_000_000),
        Some(date("2023-11-14"))
    );
    assert_eq!(Date::from_unix_seconds(i64::MAX), None);
}

#[test]
fn daily_seeds_are_pinned() {
    // Worked out independently from the documented recipe (FNV-1a 64 over
    // "{game}\n{date}", then one SplitMix64 step): changing them changes every
    // player's daily board.
    for (game, day, seed) in [
        ("samegame", "2025-01-01", 14_608_897_067_711_392_995),
        ("fifteen", "2025-01-01", 12_248_466_721_480_579_644),
        ("fifteen", "2025-01-02", 9_018_774_982_345_009_894),
        ("bubble-breaker", "2024-02-29", 1_131_049_283_032_559_457),
        ("color-lines", "1970-01-01", 15_994_912_248_855_438_145),
        ("lianliankan", "9999-12-31", 16_894_382_884_823_928_187),
    ] {
        assert_eq!(daily_seed(game, date(day)), seed, "{game} {day}");
    }
}

#[test]
fn the_same_day_gives_the_same_code_and_other_days_or_games_other_seeds() {
    let day = date("2025-06-15");
    for game in GAMES {
        let code = daily_code(game.id, day).expect("a registered game");
        assert_eq!(code, daily_code(game.id, day).unwrap());
        assert_eq!(code.game, game.id);
        assert!(code.moves.is_empty() && code.board.is_none());
        let token = daily_token(game.id, day).unwrap();
        assert_eq!(GameCode::decode(&token), Ok(code.clone()));
        // A year of days, all different seeds.
        let mut seeds = HashSet::new();
        let mut at = day;
        for _ in 0..366 {
            assert!(seeds.insert(daily_seed(game.id, at)), "{} {at}", game.id);
            at = at.next().unwrap();
        }
    }
    let seeds: HashSet<u64> = GAMES.iter().map(|game| daily_seed(game.id, day)).collect();
    assert_eq!(seeds.len(), GAMES.len(), "each game its own seed");
    let why = daily_code("flood", day).unwrap_err();
    assert!(why.contains("unknown game \"flood\""), "{why}");
    assert!(daily_token("", day).is_err());
}

#[test]
fn the_daily_code_plays_to_the_daily_start_with_default_params() {
    fn check<P: Puzzle>(day: Date) {
        let code = daily_code_of::<P>(day);
        assert_eq!(code.params, P::Params::default().to_string());
        let (params, history) = code.play::<P>().expect("the daily code plays");
        assert_eq!(params, P::Params::default());
        assert_eq!(history.current(), &daily_start::<P>(day));
        assert_ne!(
            daily_start::<P>(day),
            daily_start::<P>(day.next().unwrap()),
            "{}: tomorrow is another board",
            P::ID
        );
    }
    struct Check(Date);
    impl GameVisitor for Check {
        type Output = ();
        fn visit<P: Puzzle>(self) {
            check::<P>(self.0);
        }
    }
    let day = date("2025-03-09");
    for game in GAMES {
        with_game(game.id, Check(day)).expect("a game of the list");
    }
}

/// Sixty consecutive days from the first of 2025.
fn sixty_days() -> impl Iterator<Item = Date> {
    std::iter::successors(Some(date("2025-01-01")), |day| day.next()).take(60)
}

#[test]
fn every_daily_fifteen_is_solvable_and_not_solved() {
    for day in sixty_days() {
        let game = daily_start::<Fifteen>(day);
        assert!(is_solvable(game.cells()), "{day}");
        assert!(!game.is_solved() && !game.is_over(), "{day}");
    }
}

#[test]
fn every_daily_lianliankan_can_be_cleared() {
    for day in sixty_days() {
        let game = daily_start::<Lianliankan>(day);
        assert!(!game.is_over(), "{day}");
        match game.clearing(CLEARING_NODES) {
            Clearing::Order(pairs) => assert_eq!(pairs.len() * 2, game.remaining(), "{day}"),
            other => panic!("{day}: {other:?}"),
        }
    }
}

#[test]
fn every_daily_collapse_and_lines_game_has_a_legal_move() {
    fn check<P: Puzzle>(day: Date) {
        let game = daily_start::<P>(day);
        assert!(!game.is_over(), "{} {day}", P::ID);
        let clicks = game.hint().expect("a hint");
        let mut ui = P::Ui::default();
        let mv = clicks
            .into_iter()
            .find_map(|pos| game.click(&mut ui, pos))
            .expect("the hint's clicks make a move");
        assert!(game.apply(&mv).is_ok(), "{} {day}", P::ID);
    }
    for day in sixty_days() {
        check::<SameGame>(day);
        check::<BubbleBreaker>(day);
        check::<ColorLines>(day);
    }
}
