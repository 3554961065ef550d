//! Fifteen's pattern tables through the public API: built in slices or at once, written
//! to bytes and read back, and damaged bytes refused. Five-tile groups keep these quick;
//! the program's own tables are checked in `fifteen_engine.rs`.

use grid_rules::Puzzle;
use grid_rules::fifteen::{Encoding, Fifteen, Params, TableBuilder, Tables};

const PARTITION_5_5_5: [&[u8]; 3] = [&[1, 2, 3, 4, 7], &[5, 6, 9, 10, 13], &[8, 11, 12, 14, 15]];

fn small_tables() -> Tables {
    let partition: Vec<Vec<u8>> = PARTITION_5_5_5.iter().map(|g| g.to_vec()).collect();
    TableBuilder::with_partition(4, 4, &partition, Encoding::Nibbles)
        .unwrap()
        .finish()
}

#[test]
fn read_back_tables_give_the_same_bounds() {
    let tables = small_tables();
    assert_eq!(tables.memory_bytes(), 3 * 524_160 / 2);
    let read_back = Tables::from_bytes(&tables.to_bytes()).unwrap();
    for seed in 0..20 {
        let game = Fifteen::new_game(&Params::default(), seed);
        assert_eq!(tables.lower_bound(&game), read_back.lower_bound(&game));
        assert!(tables.lower_bound(&game).unwrap() > 0);
    }
    let three = Fifteen::new_game(&Params::square(3), 1);
    assert_eq!(tables.lower_bound(&three), None);
}

#[test]
fn damaged_table_bytes_are_refused() {
    let tables = small_tables();
    let bytes = tables.to_bytes();
    assert_eq!(Tables::from_bytes(&bytes).as_ref(), Ok(&tables));
    for index in [
        0,
        9,
        13,
        20,
        bytes.len() / 3,
        bytes.len() / 2,
        bytes.len() - 1,
    ] {
        let mut damaged = bytes.clone();
        damaged[index] ^= 0x10;
        assert!(Tables::from_bytes(&damaged).is_err(), "byte {index}");
    }
    for length in [0, 8, 100, bytes.len() - 8, bytes.len() - 1] {
        assert!(Tables::from_bytes(&bytes[..length]).is_err(), "{length}");
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(Tables::from_bytes(&longer).is_err());
}

#[test]
fn tables_built_in_slices_equal_tables_built_at_once() {
    let at_once = small_tables();
    let partition: Vec<Vec<u8>> = PARTITION_5_5_5.iter().map(|g| g.to_vec()).collect();
    let mut builder = TableBuilder::with_partition(4, 4, &partition, Encoding::Nibbles).unwrap();
    let mut steps = 0;
    while !builder.step(10_007) {
        steps += 1;
    }
    assert!(steps > 100);
    assert_eq!(builder.finish(), at_once);
    assert!(
        TableBuilder::with_partition(4, 4, &[vec![1, 2], vec![2, 3]], Encoding::Bytes).is_err()
    );
    assert!(TableBuilder::with_partition(4, 4, &[vec![0, 1]], Encoding::Bytes).is_err());
    // Up to 20 cells, and each group's search must fit 32 bits.
    let six = [vec![1, 2, 3, 4, 5, 6]];
    assert!(TableBuilder::with_partition(5, 4, &six, Encoding::Bytes).is_ok());
    assert!(TableBuilder::with_partition(6, 4, &six, Encoding::Bytes).is_err());
    let seven = [vec![1, 2, 3, 4, 5, 6, 7]];
    assert!(TableBuilder::with_partition(5, 4, &seven, Encoding::Bytes).is_err());
}
