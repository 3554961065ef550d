//! Random and mutated text for fuzzing the readers: random bytes, random UTF-8, tokens
//! from a chosen alphabet, and mutations of valid text (flipped bytes, inserted and
//! removed characters and lines, huge numbers, very long lines).

use super::harness::Case;

/// Characters the readers give meaning to, and some they must not trip on: other
/// whitespace, a byte-order mark, control characters, letters of several byte widths.
pub const TRICKY_CHARS: &[char] = &[
    ' ', ' ', '.', '.', '\n', '\r', '\t', '#', ':', ',', '-', '_', '@', '+', '0', '1', '2', '9',
    'R', 'G', 'Y', 'B', 'P', 'C', 'O', 'X', 'r', 'x', 'n', 'e', 't', '\u{0}', '\u{7f}', '\u{85}',
    '\u{a0}', '\u{feff}', '\u{2028}', '\u{3000}', 'é', 'ß', 'Ж', '中', '😀',
];

/// Numbers at the edges of the integer types the readers use.
pub const EDGE_NUMBERS: &[&str] = &[
    "0",
    "00",
    "1",
    "+1",
    "-1",
    "12",
    "13",
    "30",
    "31",
    "36",
    "100",
    "101",
    "255",
    "256",
    "65535",
    "65536",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999",
];

/// Malformed and well-formed `next:` lines.
pub const NEXT_LINES: &[&str] = &[
    "next:",
    "next: ",
    "next: R G",
    "next: R G B Y",
    "next:R G B",
    "next:  R G B",
    "next: r g b",
    "next: R\tG B",
    "next: R  G B",
    "next: X Y Z",
    "next: RGB",
    "next:: R G B",
    "next:\u{3000}\u{3000}R X B",
    "next: R G B",
    "nxt: R G B",
    ": R G B",
    "next_colours: R G B",
];

/// Up to `max_len` random bytes, read as text the way a file of them would be shown.
pub fn random_bytes(case: &mut Case, max_len: usize) -> String {
    let len = case.below(max_len + 1);
    let bytes: Vec<u8> = (0..len).map(|_| case.below(256) as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A random character: a tricky one, or any Unicode scalar value.
pub fn random_char(case: &mut Case) -> char {
    if case.chance(70) {
        return *case.pick(TRICKY_CHARS);
    }
    loop {
        if let Some(c) = char::from_u32(case.rng.below(0x11_0000)) {
            return c;
        }
    }
}

/// Up to `max_len` random characters.
pub fn random_utf8(case: &mut Case, max_len: usize) -> String {
    let len = case.below(max_len + 1);
    (0..len).map(|_| random_char(case)).collect()
}

/// Up to `max_len` pieces: characters of `alphabet`, edge numbers and tricky characters.
pub fn random_from(case: &mut Case, alphabet: &[char], max_len: usize) -> String {
    let len = case.below(max_len + 1);
    let mut text = String::new();
    for _ in 0..len {
        match case.below(10) {
            0 => text.push_str(case.pick::<&str>(EDGE_NUMBERS)),
            1 => text.push(random_char(case)),
            _ => text.push(*case.pick(alphabet)),
        }
    }
    text
}

/// `text` after one to four random mutations.
pub fn mutate(case: &mut Case, text: &str) -> String {
    let mut text = text.to_string();
    for _ in 0..case.between(1..=4) {
        text = mutate_once(case, &text);
    }
    text
}

/// A random position in `items` or just past its end.
fn place<T>(case: &mut Case, items: &[T]) -> usize {
    case.below(items.len() + 1)
}

/// One random mutation of `text`.
fn mutate_once(case: &mut Case, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    match case.below(12) {
        0 => {
            let mut bytes = text.as_bytes().to_vec();
            if !bytes.is_empty() {
                let at = case.below(bytes.len());
                bytes[at] ^= 1 << case.below(8);
            }
            return String::from_utf8_lossy(&bytes).into_owned();
        }
        1 | 2 => {
            let at = place(case, &chars);
            chars.insert(at, random_char(case));
        }
        3 => {
            if !chars.is_empty() {
                let at = case.below(chars.len());
                chars.remove(at);
            }
        }
        4 => {
            if !lines.is_empty() {
                let line = lines[case.below(lines.len())].clone();
                let at = place(case, &lines);
                lines.insert(at, line);
            }
            return lines.join("\n");
        }
        5 => {
            if !lines.is_empty() {
                let at = case.below(lines.len());
                lines.remove(at);
            }
            return lines.join("\n");
        }
        6 => {
            if lines.len() >= 2 {
                let (a, b) = (case.below(lines.len()), case.below(lines.len()));
                lines.swap(a, b);
            }
            return lines.join("\n");
        }
        7 => return replace_token(case, text),
        8 => {
            let repeated = if case.chance(50) { "R " } else { "12 " };
            let line = repeated.repeat(case.between(1_000..=20_000));
            let at = place(case, &lines);
            lines.insert(at, line.trim_end().to_string());
            return lines.join("\n");
        }
        9 => chars.truncate(place(case, &chars)),
        10 => {
            let line = match case.below(4) {
                0 => "# a comment".to_string(),
                1 => String::new(),
                2 => "   ".to_string(),
                _ => case.pick(NEXT_LINES).to_string(),
            };
            let at = place(case, &lines);
            lines.insert(at, line);
            return lines.join("\n") + "\n";
        }
        _ => {
            let at = place(case, &chars);
            let number: Vec<char> = case.pick(EDGE_NUMBERS).chars().collect();
            chars.splice(at..at, number);
        }
    }
    chars.into_iter().collect()
}

/// `text` with one space-separated token replaced by an edge number or a tricky one.
fn replace_token(case: &mut Case, text: &str) -> String {
    let mut tokens: Vec<String> = text.split(' ').map(str::to_string).collect();
    let at = case.below(tokens.len());
    tokens[at] = match case.below(3) {
        0 => case.pick(EDGE_NUMBERS).to_string(),
        1 => random_char(case).to_string(),
        _ => String::new(),
    };
    tokens.join(" ")
}

/// Special inputs every reader should meet: empty, blank, only comments, odd line ends.
pub fn special_text(case: &mut Case) -> String {
    let texts = [
        "",
        "\n",
        "\r\n\r\n",
        "   \n\t\n",
        "# only a comment\n",
        "# one\n# two\n\n# three",
        "\u{feff}",
        ".",
        "R",
        "next: R G B\n",
        "R G\nnext: R G B\nR G\n",
    ];
    case.pick(&texts).to_string()
}

/// Whether a message fits on one line.
pub fn is_one_line(message: &str) -> bool {
    !message.contains(['\n', '\r'])
}
