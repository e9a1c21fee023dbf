import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { MeditationAudioType } from '@drishti/contracts/meditation';

/** Document and photo types we accept, recognised by their first bytes (never by name or declared type). */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/** Every type a stored file may have: documents and photos, and the audio of meditation recordings. */
export type StoredType = SniffedType | MeditationAudioType;

const EXTENSIONS: Record<StoredType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/flac': 'flac',
  'audio/mp4': 'm4a',
  'audio/webm': 'webm',
};
/** The file-name extension of a stored type ('jpg', 'mp3', …). */
export const fileExtension = (type: StoredType): string => EXTENSIONS[type];

const KEY = new RegExp(`^[a-z0-9-]+\\/[a-f0-9]{32}\\.(${[...new Set(Object.values(EXTENSIONS))].join('|')})$`);

/** The real type of a file from its content, or null when it is none of the accepted types. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  ) {
    return 'image/png';
  }
  if (
    b.length >= 12 &&
    String.fromCharCode(b[0]!, b[1]!, b[2]!, b[3]!) === 'RIFF' &&
    String.fromCharCode(b[8]!, b[9]!, b[10]!, b[11]!) === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (b.length >= 5 && String.fromCharCode(b[0]!, b[1]!, b[2]!, b[3]!, b[4]!) === '%PDF-') return 'application/pdf';
  return null;
}

export interface FileStorage {
  /** Stores the bytes under a new private key (`<folder>/<random>.<ext>`) and returns the key. */
  put(folder: string, bytes: Uint8Array, type: StoredType): Promise<string>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /**
   * Bytes `start` to `end` (inclusive) of the file, reading only those: fewer at the end of the
   * file, null when there is no file.
   */
  getRange(key: string, start: number, end: number): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

/**
 * Files on local disk under one directory (STORAGE_DIR). Keys are random; nothing here is
 * served directly: routes read a file only after checking who may see it.
 */
export function diskStorage(root: string): FileStorage {
  const base = resolve(root);
  function pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error('bad storage key');
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new Error('bad storage key');
    return full;
  }
  return {
    async put(folder, bytes, type) {
      if (!/^[a-z0-9-]+$/.test(folder)) throw new Error('bad storage folder');
      const key = `${folder}/${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true, mode: 0o700 });
      const temp = join(dirname(full), `.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temp, bytes, { mode: 0o600 });
      await rename(temp, full);
      return key;
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch {
        return null;
      }
    },
    async getRange(key, start, end) {
      if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
        throw new RangeError('bad byte range');
      }
      const file = await open(pathOf(key), 'r').catch(() => null);
      if (!file) return null;
      try {
        const buffer = Buffer.alloc(end - start + 1);
        let filled = 0;
        while (filled < buffer.length) {
          const { bytesRead } = await file.read(buffer, filled, buffer.length - filled, start + filled);
          if (bytesRead === 0) break;
          filled += bytesRead;
        }
        return new Uint8Array(buffer.buffer, buffer.byteOffset, filled);
      } finally {
        await file.close();
      }
    },
    async remove(key) {
      await unlink(pathOf(key)).catch(() => undefined);
    },
  };
}
