//! Every game's parameter limits, read through the one `Limits` trait: they match the
//! printed parameters, hold the defaults, and clamping deals boards inside them.

use grid_rules::Puzzle;
use grid_rules::params::Limits;

/// Runs `check_game` on every game of the registry.
macro_rules! every_game {
    ($($game:ty),* $(,)?) => {
        $(check_game::<$game>();)*
    };
}

#[test]
fn every_game_states_its_limits_the_same_way() {
    grid_rules::for_each_game!(every_game);
}

/// The numbers of parameters, every one (the printed form may be a shorter, older one).
fn numbers(params: &impl Limits) -> Vec<usize> {
    params.numbers()
}

/// Parameters with every number `value`.
fn all<P: Puzzle>(value: usize) -> P::Params {
    let count = P::Params::LIMITS.len();
    let text = vec![value.to_string(); count].join("x");
    text.parse().expect("as many numbers as limits parse")
}

fn check_game<P: Puzzle>() {
    let limits = P::Params::LIMITS;
    let default = P::Params::default();

    // One limit per printed number, named as the parser names the fields.
    assert_eq!(numbers(&default).len(), limits.len(), "{}", P::ID);
    let names: Vec<&str> = limits.iter().map(|limit| limit.name).collect();
    let refusal = "nonsense".parse::<P::Params>().unwrap_err();
    assert!(
        refusal.contains(&format!("expected {} as numbers", names.join(", "))),
        "{}: {refusal}",
        P::ID
    );

    for (limit, value) in limits.iter().zip(numbers(&default)) {
        assert!(!limit.range.is_empty(), "{}: {limit:?}", P::ID);
        assert!(
            limit.range.contains(limit.menu.start()) && limit.range.contains(limit.menu.end()),
            "{}: the menu of {limit:?} lies within its range",
            P::ID
        );
        assert!(
            limit.menu.contains(&value),
            "{}: the default {} {value} is offered in menus",
            P::ID,
            limit.name
        );
    }
    assert_eq!(
        default.clamped(),
        default,
        "{}: defaults are playable",
        P::ID
    );

    // Out-of-range settings are brought to the ends of the ranges, and the rules deal
    // boards of the clamped size.
    for value in [0, 1000] {
        let clamped = all::<P>(value).clamped();
        for (limit, number) in limits.iter().zip(numbers(&clamped)) {
            assert!(limit.range.contains(&number), "{}: {clamped}", P::ID);
        }
        assert_eq!(
            clamped.clamped(),
            clamped,
            "{}: clamping is idempotent",
            P::ID
        );
        let game = P::new_game(&all::<P>(value), 3);
        let dealt = (game.cells().width(), game.cells().height());
        let sides: Vec<usize> = limits
            .iter()
            .zip(numbers(&clamped))
            .filter(|(limit, _)| ["width", "height", "size"].contains(&limit.name))
            .map(|(_, number)| number)
            .collect();
        match sides.as_slice() {
            [size] => assert_eq!(dealt, (*size, *size), "{}: {clamped}", P::ID),
            [width, height] => assert_eq!(dealt, (*width, *height), "{}: {clamped}", P::ID),
            other => panic!("{}: sides {other:?}", P::ID),
        }
    }
}

#[test]
fn one_colour_bubble_breaker_is_clamped_to_two_as_it_could_never_end() {
    use grid_rules::bubble_breaker::{BubbleBreaker, Params};
    let one = Params {
        width: 6,
        height: 6,
        colours: 1,
        ..Params::default()
    };
    assert_eq!(one.clamped().colours, 2);
    // Two colours are really dealt: some seed's board shows both.
    let shows_two = (0..20).any(|seed| {
        let game = BubbleBreaker::new_game(&one, seed);
        let first = game.cells().iter().find_map(|(_, cell)| *cell);
        game.cells().iter().any(|(_, cell)| *cell != first)
    });
    assert!(shows_two);
}
