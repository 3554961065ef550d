//! Fuzz inputs shared by the reader tests of both test binaries: random bytes, random
//! text made of characters file formats give meaning to, and mutations of a valid file.
//! `GRID_PUZZLES_LONG=1` asks for a hundred times more of them.

#![allow(dead_code)]

use rand::Rng;
use rand::rngs::StdRng;

/// How many inputs each reader gets.
pub fn cases() -> usize {
    if std::env::var("GRID_PUZZLES_LONG").is_ok_and(|value| value.trim() == "1") {
        20_000
    } else {
        200
    }
}

/// Characters these readers give meaning to, and some they must not trip on.
const TRICKY: &[char] = &[
    '(', ')', '[', ']', ',', ':', '"', '#', '/', '*', '\\', '.', '-', '+', 'e', '0', '9', ' ',
    '\n', '\t', '\r', '\u{0}', '\u{feff}', 'é', '中', '😀', '_', '=', 'S', 'o', 'm',
];

/// A random change of `valid`: flipped, removed, repeated or inserted bytes or
/// characters, a cut, a huge number.
pub fn mutate(rng: &mut StdRng, valid: &[u8]) -> Vec<u8> {
    let mut bytes = valid.to_vec();
    for _ in 0..rng.random_range(1..=4) {
        let at = rng.random_range(0..=bytes.len());
        match rng.random_range(0..7) {
            0 if at < bytes.len() => {
                bytes[at] ^= 1 << rng.random_range(0..8);
            }
            1 => {
                let end = (at + rng.random_range(1..40)).min(bytes.len());
                bytes.drain(at..end);
            }
            2 => bytes.truncate(at),
            3 => {
                let mut buffer = [0; 4];
                let c = TRICKY[rng.random_range(0..TRICKY.len())];
                let encoded = c.encode_utf8(&mut buffer).as_bytes().to_vec();
                bytes.splice(at..at, encoded);
            }
            4 => {
                bytes.splice(at..at, b"99999999999999999999999999".iter().copied());
            }
            5 => {
                let end = (at + rng.random_range(1..80)).min(bytes.len());
                let copy = bytes[at..end].to_vec();
                bytes.splice(at..at, copy);
            }
            _ => {
                bytes.splice(at..at, b"-1.5e308".iter().copied());
            }
        }
    }
    bytes
}

/// Random bytes, random tricky text, or a mutation of `valid`.
pub fn input(rng: &mut StdRng, valid: &[u8]) -> Vec<u8> {
    match rng.random_range(0..4) {
        0 => (0..rng.random_range(0..200))
            .map(|_| rng.random())
            .collect(),
        1 => (0..rng.random_range(0..200))
            .map(|_| TRICKY[rng.random_range(0..TRICKY.len())])
            .collect::<String>()
            .into_bytes(),
        _ => mutate(rng, valid),
    }
}
