import { meditationTracks } from '@drishti/content/meditation';
import {
  MEDITATION_AUDIO_TYPES,
  MEDITATION_RECORDING_MAX_BYTES,
  type MeditationAudioType,
} from '@drishti/contracts/meditation';
import type { Db } from '@drishti/db/connection';
import { type MeditationRecording, meditationRecordingsRepository } from '@drishti/db/repositories/meditation';
import { DomainError } from './errors';
import type { FileStorage } from './storage';

const ascii = (b: Uint8Array, from: number, length: number) =>
  b.length >= from + length ? String.fromCharCode(...b.subarray(from, from + length)) : '';

/** ISO base media brands of audio files (M4A, AAC in MP4) and of the generic MP4 files audio is saved in. */
const MP4_BRANDS = new Set([
  'M4A ',
  'M4B ',
  'M4P ',
  'F4A ',
  'mp41',
  'mp42',
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'dash',
]);

/**
 * The audio format of a file from its first bytes, or null when it is not audio we play. The
 * name and the declared type of an upload are never trusted: a PNG renamed `.mp3` is a PNG.
 */
export function sniffAudio(b: Uint8Array): MeditationAudioType | null {
  if (ascii(b, 0, 3) === 'ID3') return 'audio/mpeg';
  if (b.length >= 4 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) {
    // An MPEG audio frame header: version not reserved, layer I–III (layer bits 00 would be AAC
    // in ADTS), a bitrate index other than "bad" and a valid sample-rate index.
    const version = (b[1]! >> 3) & 3;
    const layer = (b[1]! >> 1) & 3;
    const bitrate = b[2]! >> 4;
    const sampleRate = (b[2]! >> 2) & 3;
    if (version !== 1 && layer !== 0 && bitrate !== 15 && sampleRate !== 3) return 'audio/mpeg';
  }
  if (ascii(b, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WAVE') return 'audio/wav';
  if (ascii(b, 0, 4) === 'fLaC') return 'audio/flac';
  if (ascii(b, 4, 4) === 'ftyp' && MP4_BRANDS.has(ascii(b, 8, 4))) return 'audio/mp4';
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return 'audio/webm';
  return null;
}

const isAudioType = (t: string): t is MeditationAudioType => (MEDITATION_AUDIO_TYPES as readonly string[]).includes(t);

/** The ids of the ten tracks of the content package: the only ones a recording may replace. */
export const MEDITATION_TRACK_IDS: ReadonlySet<string> = new Set(meditationTracks.map((t) => t.key));

const STORAGE_FOLDER = 'meditation';

export interface MeditationRecordingInfo {
  trackId: string;
  contentType: MeditationAudioType;
  size: number;
  uploadedAt: Date;
  /** Changes whenever the recording is replaced: part of the URL the list gives out. */
  version: string;
}

function info(r: MeditationRecording): MeditationRecordingInfo | null {
  if (!MEDITATION_TRACK_IDS.has(r.trackId) || !isAudioType(r.contentType)) return null;
  return {
    trackId: r.trackId,
    contentType: r.contentType,
    size: r.size,
    uploadedAt: r.uploadedAt,
    version: r.uploadedAt.getTime().toString(36),
  };
}

/** Throws the API's "no such track" error unless `trackId` is one of the ten tracks. */
export function assertMeditationTrack(trackId: string) {
  if (!MEDITATION_TRACK_IDS.has(trackId)) {
    throw new DomainError('not-found', 'No such meditation track.', { code: 'unknown-track' });
  }
}

/**
 * Recordings that replace synthesised meditation tracks. A track with a recording plays it;
 * removing the recording returns the track to the sound synthesised in the browser.
 */
export function meditationService({
  db,
  storage,
  now = () => new Date(),
}: {
  db: Db;
  storage: FileStorage;
  now?: () => Date;
}) {
  const repo = meditationRecordingsRepository(db);

  return {
    /** Every track that has a recording, by track id. */
    async list(): Promise<MeditationRecordingInfo[]> {
      return (await repo.list()).map(info).filter((r): r is MeditationRecordingInfo => r !== null);
    },

    /** Checks and stores an admin's upload as the track's recording, deleting the file it replaces. */
    async upload(uploaderId: string | null, trackId: string, bytes: Uint8Array): Promise<MeditationRecordingInfo> {
      assertMeditationTrack(trackId);
      if (bytes.length === 0) {
        throw new DomainError('invalid', 'Choose an audio file.', {
          key: 'choose-audio-file',
          code: 'no-file',
          fields: [{ field: 'file', message: 'Choose an audio file.' }],
        });
      }
      if (bytes.length > MEDITATION_RECORDING_MAX_BYTES) {
        throw new DomainError('invalid', 'The recording is larger than 25 MB.', {
          key: 'recording-too-large',
          code: 'too-large',
        });
      }
      const type = sniffAudio(bytes);
      if (!type) {
        throw new DomainError('invalid', 'Upload an MP3, Ogg, WAV, FLAC, M4A or WebM audio file.', {
          code: 'not-audio',
          fields: [{ field: 'file', message: 'Unsupported file type' }],
        });
      }
      const key = await storage.put(STORAGE_FOLDER, bytes, type);
      let saved: Awaited<ReturnType<typeof repo.put>>;
      try {
        saved = await repo.put({
          trackId,
          storageKey: key,
          contentType: type,
          size: bytes.length,
          uploadedBy: uploaderId,
          uploadedAt: now(),
        });
      } catch (e) {
        await storage.remove(key);
        throw e;
      }
      if (saved.replaced && saved.replaced !== key) await storage.remove(saved.replaced);
      return info(saved.recording)!;
    },

    /** Removes a track's recording (the track is synthesised again); false when it had none. */
    async remove(trackId: string): Promise<boolean> {
      assertMeditationTrack(trackId);
      const removed = await repo.remove(trackId);
      if (!removed) return false;
      await storage.remove(removed.storageKey);
      return true;
    },

    /**
     * A track's recording and a reader of its bytes, or null when the track is synthesised: the
     * whole file, or one inclusive byte range of it (only those bytes are read). The reader gives
     * null when the file has gone.
     */
    async file(trackId: string): Promise<{
      recording: MeditationRecordingInfo;
      read: (range?: { start: number; end: number }) => Promise<Uint8Array | null>;
    } | null> {
      if (!MEDITATION_TRACK_IDS.has(trackId)) return null;
      const row = await repo.byTrack(trackId);
      const recording = row ? info(row) : null;
      if (!row || !recording) return null;
      return {
        recording,
        read: (range) =>
          range ? storage.getRange(row.storageKey, range.start, range.end) : storage.get(row.storageKey),
      };
    },
  };
}

export type MeditationService = ReturnType<typeof meditationService>;
