//! The catalogues put into words: numbers in the language's style, plural forms, lists
//! and sentences joined as the catalogue says, text as the catalogue spells it, English
//! for a message a catalogue lacks, and a catalogue that does not read.

use super::*;

const GERMAN: &str = "number-thousands = .\nnumber-decimal = ,\nmoves = { $count ->\n    [one] ein Zug\n   *[other] { $count } Züge\n}\nlist-pair = { $first } und { $last }\nlist-last = { $first } und { $last }\n";
const RUSSIAN: &str = "number-thousands = {\"\\u00A0\"}\nmoves = { $count ->\n    [one] { $count } ход\n    [few] { $count } хода\n   *[many] { $count } ходов\n}\n";
const CHINESE: &str = "join-sentences = { $first }。{ $next }\nlist-more = { $first }、{ $rest }\nlist-last = { $first }和{ $last }\n";
const ENGLISH_TEST: &str = "number = { $value }\nmoves = { $count ->\n    [one] one move\n   *[other] { $count } moves\n}\nonly-english = Only in English\njoin-sentences = { $first }. { $next }\nlist-pair = { $first } and { $last }\nlist-more = { $first }, { $rest }\nlist-last = { $first } and { $last }\nplain = { $text }\na = A\nb = B\nc = C\nd = D\n";

#[test]
fn numbers_are_grouped_as_the_catalogue_says() {
    let german = Words::read("de", Some(GERMAN), ENGLISH_TEST).0;
    assert_eq!(
        german.text(&Msg::new("moves").num("count", 8861)),
        "8.861 Züge"
    );
    let english = Words::read(ENGLISH, None, ENGLISH_TEST).0;
    assert_eq!(english.number(8861), "8,861");
    assert_eq!(english.number(999), "999");
    assert_eq!(english.number(1_000_000), "1,000,000");
    let russian = Words::read("ru", Some(RUSSIAN), ENGLISH_TEST).0;
    assert_eq!(
        russian.text(&Msg::new("moves").num("count", 8861)),
        "8\u{a0}861 ход"
    );
}

#[test]
fn two_catalogues_of_one_language_keep_their_own_number_styles() {
    // Made and used in turn, in one thread: each writes numbers its own way.
    let dots = Words::read("de", Some("number-thousands = .\n"), ENGLISH_TEST).0;
    let spaces = Words::read("de", Some("number-thousands = {\" \"}\n"), ENGLISH_TEST).0;
    assert_eq!(dots.number(8861), "8.861");
    assert_eq!(spaces.number(8861), "8 861");
    assert_eq!(dots.number(8861), "8.861");
}

#[test]
fn plurals_follow_the_language() {
    let russian = Words::read("ru", Some(RUSSIAN), ENGLISH_TEST).0;
    let moves = |n: u64| russian.text(&Msg::new("moves").num("count", n));
    assert_eq!(moves(1), "1 ход");
    assert_eq!(moves(3), "3 хода");
    assert_eq!(moves(5), "5 ходов");
    assert_eq!(moves(21), "21 ход");
    let english = Words::read(ENGLISH, None, ENGLISH_TEST).0;
    assert_eq!(english.text(&Msg::new("moves").num("count", 1)), "one move");
    assert_eq!(english.text(&Msg::new("moves").num("count", 2)), "2 moves");
}

#[test]
fn lists_and_sentences_join_as_the_catalogue_says() {
    let items = |n: usize| -> Vec<Msg> {
        ["a", "b", "c", "d"][..n]
            .iter()
            .map(|id| Msg::new(*id))
            .collect()
    };
    let english = Words::read(ENGLISH, None, ENGLISH_TEST).0;
    let list = |words: &Words, n| words.text(&Msg::new("plain").list("text", items(n)));
    let english_list = |n| english.text(&Msg::Joined(items(n), Join::List));
    assert_eq!(english_list(0), "");
    assert_eq!(english_list(1), "A");
    assert_eq!(english_list(2), "A and B");
    assert_eq!(english_list(3), "A, B and C");
    assert_eq!(english_list(4), "A, B, C and D");
    let german = Words::read("de", Some(GERMAN), ENGLISH_TEST).0;
    let chinese = Words::read("zh-CN", Some(CHINESE), ENGLISH_TEST).0;
    assert_eq!(german.text(&Msg::Joined(items(2), Join::List)), "A und B");
    // German lacks `list-more`: English's comes in for it, message by message.
    assert_eq!(
        german.text(&Msg::Joined(items(3), Join::List)),
        "A, B und C"
    );
    assert_eq!(
        chinese.text(&Msg::Joined(items(4), Join::List)),
        "A、B、C和D"
    );
    // A list given to a message is said the same way.
    assert_eq!(list(&german, 3), "A, B und C");
    let sentences = Msg::sentences(items(3));
    assert_eq!(english.text(&sentences), "A. B. C");
    assert_eq!(chinese.text(&sentences), "A。B。C");
    assert_eq!(english.text(&Msg::joined(items(2), " · ")), "A · B");
}

#[test]
fn text_is_said_as_the_catalogue_spells_it() {
    // No spacing is added or changed after the catalogue: a French no-break space
    // before a colon is the catalogue's, and an English ": " stays as it is.
    let french = "score = Score{\"\\u00A0\"}:{\"\\u00A0\"}{ $score }\n";
    let words = Words::read("fr", Some(french), "score = Score: { $score }\n").0;
    assert_eq!(
        words.text(&Msg::new("score").num("score", 16)),
        "Score\u{a0}:\u{a0}16"
    );
    let english = Words::read(ENGLISH, None, "score = Score: { $score }\n").0;
    assert_eq!(
        english.text(&Msg::new("score").num("score", 16)),
        "Score: 16"
    );
}

#[test]
fn a_missing_message_is_said_in_english_alone() {
    let german = Words::read("de", Some(GERMAN), ENGLISH_TEST).0;
    assert_eq!(german.get("only-english"), "Only in English");
    assert_eq!(german.get("nowhere"), "nowhere");
}

#[test]
fn a_catalogue_that_does_not_read_names_the_line() {
    let broken = "good = Good\nbad = { $\nalso-good = Also good\n";
    let (words, errors) = Words::read("de", Some(broken), ENGLISH_TEST);
    assert!(errors[0].starts_with("line 2"), "{errors:?}");
    assert_eq!(words.get("also-good"), "Also good");
}
