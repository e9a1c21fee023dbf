import { describe, expect, it } from 'vitest';
import { MEDITATION_TRACK_IDS, sniffAudio } from './meditation';

/** A valid 16-bit mono PCM WAV of `samples` samples of a quiet 440 Hz tone. */
function tinyWav(samples = 800, rate = 8000): Uint8Array {
  const data = samples * 2;
  const b = new DataView(new ArrayBuffer(44 + data));
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) b.setUint8(at + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  b.setUint32(4, 36 + data, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  b.setUint32(16, 16, true);
  b.setUint16(20, 1, true); // PCM
  b.setUint16(22, 1, true); // mono
  b.setUint32(24, rate, true);
  b.setUint32(28, rate * 2, true);
  b.setUint16(32, 2, true);
  b.setUint16(34, 16, true);
  text(36, 'data');
  b.setUint32(40, data, true);
  for (let i = 0; i < samples; i++)
    b.setInt16(44 + i * 2, Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 3000), true);
  return new Uint8Array(b.buffer);
}

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');

describe('sniffAudio', () => {
  it('recognises each accepted format by its first bytes', () => {
    expect(sniffAudio(tinyWav())).toBe('audio/wav');
    expect(sniffAudio(bytes('ID3', [4, 0, 0, 0, 0, 0, 0]))).toBe('audio/mpeg');
    // MPEG-1 layer III, 128 kbit/s, 44.1 kHz: FF FB 90 64.
    expect(sniffAudio(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('audio/mpeg');
    expect(sniffAudio(bytes('OggS', [0, 2, 0, 0]))).toBe('audio/ogg');
    expect(sniffAudio(bytes('fLaC', [0, 0, 0, 34]))).toBe('audio/flac');
    expect(sniffAudio(bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]))).toBe('audio/mp4');
    expect(sniffAudio(bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0]))).toBe('audio/mp4');
    expect(sniffAudio(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]))).toBe('audio/webm');
  });

  it('refuses everything else, whatever it would be called', () => {
    expect(sniffAudio(PNG)).toBeNull();
    expect(sniffAudio(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBeNull(); // JPEG
    expect(sniffAudio(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffAudio(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBeNull(); // WebP is RIFF too
    expect(sniffAudio(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toBeNull(); // a HEIC photo
    expect(sniffAudio(bytes([0xff, 0xf1, 0x50, 0x80]))).toBeNull(); // AAC in ADTS (layer bits 00)
    expect(sniffAudio(bytes([0xff, 0xfb, 0xf0, 0x64]))).toBeNull(); // bad bitrate index
    expect(sniffAudio(bytes('<html>'))).toBeNull();
    expect(sniffAudio(new Uint8Array())).toBeNull();
    expect(sniffAudio(bytes('Ogg'))).toBeNull();
  });

  it('knows the ten tracks of the content package', () => {
    expect(MEDITATION_TRACK_IDS.size).toBe(10);
    expect(MEDITATION_TRACK_IDS.has('stress-relief')).toBe(true);
    expect(MEDITATION_TRACK_IDS.has('../etc')).toBe(false);
  });
});
