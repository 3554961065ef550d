//! Writes samples as a 16-bit PCM WAV file, so the effects can be listened to and
//! compared outside the game.

/// The bytes of a mono 16-bit WAV file holding `samples` (clamped to [-1, 1]) at
/// `sample_rate`.
pub fn wav_bytes(samples: &[f32], sample_rate: u32) -> Vec<u8> {
    const BYTES_PER_SAMPLE: u32 = 2;
    let data_size = samples.len() as u32 * BYTES_PER_SAMPLE;
    let mut bytes = Vec::with_capacity(44 + data_size as usize);
    bytes.extend_from_slice(b"RIFF");
    bytes.extend_from_slice(&(36 + data_size).to_le_bytes());
    bytes.extend_from_slice(b"WAVEfmt ");
    bytes.extend_from_slice(&16u32.to_le_bytes());
    bytes.extend_from_slice(&1u16.to_le_bytes()); // integer PCM
    bytes.extend_from_slice(&1u16.to_le_bytes()); // one channel
    bytes.extend_from_slice(&sample_rate.to_le_bytes());
    bytes.extend_from_slice(&(sample_rate * BYTES_PER_SAMPLE).to_le_bytes());
    bytes.extend_from_slice(&(BYTES_PER_SAMPLE as u16).to_le_bytes());
    bytes.extend_from_slice(&16u16.to_le_bytes());
    bytes.extend_from_slice(b"data");
    bytes.extend_from_slice(&data_size.to_le_bytes());
    for sample in samples {
        let value = (sample.clamp(-1.0, 1.0) * i16::MAX as f32).round() as i16;
        bytes.extend_from_slice(&value.to_le_bytes());
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wav_file_has_its_header_and_samples() {
        let bytes = wav_bytes(&[0.0, 1.0, -1.0, 2.0], 8_000);
        assert_eq!(bytes.len(), 44 + 8);
        assert_eq!(&bytes[..4], b"RIFF");
        assert_eq!(&bytes[8..16], b"WAVEfmt ");
        assert_eq!(u32::from_le_bytes(bytes[24..28].try_into().unwrap()), 8_000);
        assert_eq!(u32::from_le_bytes(bytes[40..44].try_into().unwrap()), 8);
        let samples: Vec<i16> = bytes[44..]
            .chunks_exact(2)
            .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
            .collect();
        assert_eq!(samples, [0, i16::MAX, -i16::MAX, i16::MAX]);
    }
}
