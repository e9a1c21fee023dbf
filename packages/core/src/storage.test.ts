import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskStorage } from './storage';

const root = mkdtempSync(join(tmpdir(), 'drishti-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = diskStorage(root);
const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

describe('disk storage', () => {
  it('names each file after its real type, audio included', async () => {
    const keys = await Promise.all([
      storage.put('mixed', bytes, 'audio/mpeg'),
      storage.put('mixed', bytes, 'audio/mp4'),
      storage.put('mixed', bytes, 'audio/webm'),
      storage.put('mixed', bytes, 'image/png'),
      storage.put('mixed', bytes, 'application/pdf'),
    ]);
    expect(keys.map((k) => k.split('.').pop())).toEqual(['mp3', 'm4a', 'webm', 'png', 'pdf']);
    for (const key of keys) expect(key).toMatch(/^mixed\/[a-f0-9]{32}\.[a-z0-9]+$/);
    expect(readdirSync(join(root, 'mixed')).sort()).toEqual(keys.map((k) => k.slice('mixed/'.length)).sort());
  });

  it('reads a whole file or only a byte range of it', async () => {
    const key = await storage.put('ranges', bytes, 'audio/ogg');
    expect(await storage.get(key)).toEqual(bytes);
    expect(await storage.getRange(key, 0, 0)).toEqual(bytes.subarray(0, 1));
    expect(await storage.getRange(key, 250, 260)).toEqual(bytes.subarray(250, 261));
    // Past the end: what there is; wholly past it: nothing.
    expect(await storage.getRange(key, 990, 2000)).toEqual(bytes.subarray(990));
    expect((await storage.getRange(key, 5000, 5001))?.length).toBe(0);
    await expect(storage.getRange(key, 10, 9)).rejects.toThrow(RangeError);
    await expect(storage.getRange(key, -1, 9)).rejects.toThrow(RangeError);
  });

  it('answers null for a file that is not there and refuses keys outside its own', async () => {
    const key = await storage.put('gone', bytes, 'audio/wav');
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.getRange(key, 0, 9)).toBeNull();
    await expect(storage.getRange('../etc/passwd', 0, 9)).rejects.toThrow('bad storage key');
    await expect(storage.getRange(`gone/${'a'.repeat(32)}.exe`, 0, 9)).rejects.toThrow('bad storage key');
    await expect(storage.put('../up', bytes, 'audio/wav')).rejects.toThrow('bad storage folder');
  });
});
