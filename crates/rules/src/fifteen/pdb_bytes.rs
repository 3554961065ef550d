//! The pattern tables as bytes, for a cache file: a format version up front and a
//! checksum at the end, so a damaged or outdated file is refused and rebuilt.

use super::pdb::{Encoding, Geometry, Group, Tables, check_partition, placements};

const MAGIC: &[u8; 8] = b"GP15PDB\0";
/// Bumped whenever the layout or the meaning of the entries changes (2: the board's
/// width and height follow the version).
const VERSION: u32 = 2;
const CHECKSUM_BYTES: usize = 8;

/// FNV-1a, 64 bits: enough to catch a damaged file, and no dependency.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn encoding_code(encoding: Encoding) -> u8 {
    match encoding {
        Encoding::Bytes => 0,
        Encoding::Nibbles => 1,
    }
}

fn entry_bytes(encoding: Encoding, cells: usize, tiles: usize) -> usize {
    match encoding {
        Encoding::Bytes => placements(cells, tiles),
        Encoding::Nibbles => placements(cells, tiles).div_ceil(2),
    }
}

/// Reads the bytes in order, failing with what was expected.
struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    fn take(&mut self, count: usize, what: &str) -> Result<&'a [u8], String> {
        if self.bytes.len() < count {
            return Err(format!("the tables end early (expected {what})"));
        }
        let (taken, rest) = self.bytes.split_at(count);
        self.bytes = rest;
        Ok(taken)
    }

    fn byte(&mut self, what: &str) -> Result<u8, String> {
        Ok(self.take(1, what)?[0])
    }

    fn word(&mut self, what: &str) -> Result<u32, String> {
        let bytes = self.take(4, what)?;
        Ok(u32::from_le_bytes(bytes.try_into().expect("4 bytes")))
    }
}

impl Tables {
    /// The tables as bytes, for [`Tables::from_bytes`].
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.memory_bytes() + 64);
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&VERSION.to_le_bytes());
        let (width, height) = self.shape();
        bytes.extend_from_slice(&[width as u8, height as u8]);
        bytes.push(encoding_code(self.encoding));
        bytes.push(self.groups.len() as u8);
        for group in &self.groups {
            bytes.push(group.tiles.len() as u8);
            bytes.extend_from_slice(&group.tiles);
            bytes.extend_from_slice(&(group.entries.len() as u32).to_le_bytes());
            bytes.extend_from_slice(&group.entries);
        }
        let sum = checksum(&bytes);
        bytes.extend_from_slice(&sum.to_le_bytes());
        bytes
    }

    /// Tables written by [`Tables::to_bytes`]; an error says why bytes that are damaged,
    /// cut short or from another version are refused.
    pub fn from_bytes(bytes: &[u8]) -> Result<Tables, String> {
        if bytes.len() < MAGIC.len() + 4 + CHECKSUM_BYTES || &bytes[..MAGIC.len()] != MAGIC {
            return Err("these are not Fifteen pattern tables".to_string());
        }
        let (body, sum) = bytes.split_at(bytes.len() - CHECKSUM_BYTES);
        let mut reader = Reader {
            bytes: &body[MAGIC.len()..],
        };
        let version = reader.word("the version")?;
        if version != VERSION {
            return Err(format!(
                "the tables have format version {version}, this program reads {VERSION}"
            ));
        }
        let expected = u64::from_le_bytes(sum.try_into().expect("8 bytes"));
        if checksum(body) != expected {
            return Err("the tables are damaged (their checksum does not match)".to_string());
        }
        let width = usize::from(reader.byte("the width")?);
        let height = usize::from(reader.byte("the height")?);
        if !Geometry::fits(width, height) {
            return Err(format!("no tables for {width}×{height}"));
        }
        let geometry = Geometry::new(width, height);
        let encoding = match reader.byte("the encoding")? {
            0 => Encoding::Bytes,
            1 => Encoding::Nibbles,
            other => return Err(format!("unknown entry encoding {other}")),
        };
        let group_count = reader.byte("the group count")?;
        let mut groups = Vec::new();
        for _ in 0..group_count {
            let tile_count = reader.byte("a group's size")?;
            let tiles = reader
                .take(usize::from(tile_count), "a group's tiles")?
                .to_vec();
            let length = reader.word("a table's length")? as usize;
            groups.push(Group {
                tiles,
                entries: reader.take(length, "a table")?.to_vec(),
            });
        }
        if !reader.bytes.is_empty() {
            return Err("the tables have bytes left over".to_string());
        }
        let partition: Vec<Vec<u8>> = groups.iter().map(|group| group.tiles.clone()).collect();
        check_partition(&geometry, &partition)?;
        for group in &groups {
            if group.entries.len() != entry_bytes(encoding, geometry.cells(), group.tiles.len()) {
                return Err(format!("the table of {:?} has the wrong size", group.tiles));
            }
        }
        Ok(Tables {
            geometry,
            encoding,
            groups,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fifteen::pdb_build::TableBuilder;

    fn small_tables() -> Tables {
        TableBuilder::with_partition(5, 3, &[vec![1, 2, 3], vec![4, 5]], Encoding::Nibbles)
            .unwrap()
            .finish()
    }

    #[test]
    fn bytes_round_trip() {
        let tables = small_tables();
        assert_eq!(Tables::from_bytes(&tables.to_bytes()), Ok(tables));
    }

    #[test]
    fn every_cut_and_a_wrong_version_are_refused() {
        let bytes = small_tables().to_bytes();
        for length in [0, 7, 12, 20, bytes.len() - 1] {
            assert!(Tables::from_bytes(&bytes[..length]).is_err(), "{length}");
        }
        let mut newer = bytes.clone();
        newer[MAGIC.len()] = 3;
        let err = Tables::from_bytes(&newer).unwrap_err();
        assert!(err.contains("version 3"), "{err}");
    }
}
