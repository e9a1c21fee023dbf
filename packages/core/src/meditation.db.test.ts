import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDITATION_RECORDING_MAX_BYTES } from '@drishti/contracts/meditation';
import type { Database } from '@drishti/db/connection';
import { usersRepository } from '@drishti/db/repositories/users';
import { createTestDatabase } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { meditationService } from './meditation';
import { diskStorage } from './storage';

/** A valid 16-bit mono PCM WAV: a 44-byte header and `samples` samples of a quiet tone. */
function tinyWav(samples = 400, rate = 8000): Uint8Array {
  const b = new DataView(new ArrayBuffer(44 + samples * 2));
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) b.setUint8(at + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  b.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  b.setUint32(16, 16, true);
  b.setUint16(20, 1, true);
  b.setUint16(22, 1, true);
  b.setUint32(24, rate, true);
  b.setUint32(28, rate * 2, true);
  b.setUint16(32, 2, true);
  b.setUint16(34, 16, true);
  text(36, 'data');
  b.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) b.setInt16(44 + i * 2, Math.round(Math.sin(i / 3) * 2000), true);
  return new Uint8Array(b.buffer);
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const OGG = new Uint8Array([0x4f, 0x67, 0x67, 0x53, 0, 2, 0, 0, 0, 0, 0, 0]);

let database: Database;
let root: string;
let clock = new Date('2026-11-01T10:00:00Z');
let service: ReturnType<typeof meditationService>;
let adminId: string;

const files = () => {
  try {
    return readdirSync(join(root, 'meditation')).filter((f) => !f.startsWith('.'));
  } catch {
    return [];
  }
};

async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

beforeAll(async () => {
  database = await createTestDatabase();
  root = mkdtempSync(join(tmpdir(), 'drishti-meditation-'));
  service = meditationService({ db: database.db, storage: diskStorage(root), now: () => clock });
  adminId = (await usersRepository(database.db).findOrCreateByPhone('919999900001', { role: 'admin' })).id;
});
afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe('meditation recordings', () => {
  it('stores a recording for a known track and gives its bytes back', async () => {
    const wav = tinyWav();
    const saved = await service.upload(adminId, 'relaxation', wav);
    expect(saved).toMatchObject({ trackId: 'relaxation', contentType: 'audio/wav', size: wav.length });
    expect(saved.uploadedAt.toISOString()).toBe(clock.toISOString());
    const file = await service.file('relaxation');
    expect(file?.recording.contentType).toBe('audio/wav');
    expect(Buffer.from((await file!.read())!).equals(Buffer.from(wav))).toBe(true);
    // One range: only those bytes; a range past the end gives what there is.
    expect(Buffer.from((await file!.read({ start: 10, end: 19 }))!).equals(Buffer.from(wav.subarray(10, 20)))).toBe(
      true,
    );
    expect((await file!.read({ start: wav.length - 4, end: wav.length + 100 }))!.length).toBe(4);
    expect((await service.list()).map((r) => r.trackId)).toEqual(['relaxation']);
    // A random private name, not the track's.
    expect(files()).toHaveLength(1);
    // Named after its real type.
    expect(files()[0]).toMatch(/^[a-f0-9]{32}\.wav$/);
  });

  it('replacing deletes the old file and changes the version', async () => {
    const before = (await service.list())[0]!;
    clock = new Date(clock.getTime() + 60_000);
    const again = await service.upload(adminId, 'relaxation', OGG);
    expect(again.contentType).toBe('audio/ogg');
    expect(again.version).not.toBe(before.version);
    expect(files()).toHaveLength(1);
    expect(await (await service.file('relaxation'))?.read()).toEqual(OGG);
    expect(files()[0]).toMatch(/\.ogg$/);
  });

  it('two uploads for one track at once leave one file', async () => {
    await Promise.all([service.upload(adminId, 'motivation', tinyWav(10)), service.upload(adminId, 'motivation', OGG)]);
    expect(files()).toHaveLength(2); // relaxation's and motivation's
    await service.remove('motivation');
  });

  it('refuses what is not audio, too large, empty, or for an unknown track', async () => {
    const png = await refusal(service.upload(adminId, 'relaxation', PNG));
    expect(png.kind).toBe('invalid');
    expect(png.code).toBe('not-audio');
    const big = new Uint8Array(MEDITATION_RECORDING_MAX_BYTES + 1);
    big.set(tinyWav(1));
    expect((await refusal(service.upload(adminId, 'relaxation', big))).code).toBe('too-large');
    expect((await refusal(service.upload(adminId, 'relaxation', new Uint8Array()))).code).toBe('no-file');
    const unknown = await refusal(service.upload(adminId, 'not-a-track', tinyWav()));
    expect(unknown.kind).toBe('not-found');
    expect(unknown.code).toBe('unknown-track');
    expect(await service.file('not-a-track')).toBeNull();
    // Nothing refused was stored; the earlier recording stays.
    expect(files()).toHaveLength(1);
    expect((await service.file('relaxation'))?.recording.contentType).toBe('audio/ogg');
  });

  it('removing returns the track to synthesis and deletes the file', async () => {
    expect(await service.remove('relaxation')).toBe(true);
    expect(await service.file('relaxation')).toBeNull();
    expect(await service.list()).toEqual([]);
    expect(files()).toHaveLength(0);
    expect(await service.remove('relaxation')).toBe(false);
    expect((await refusal(service.remove('nope'))).kind).toBe('not-found');
  });
});
