import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a fresh v4 UUID each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('works without randomUUID (pages served over plain http)', () => {
    const key = newIdempotencyKey({ getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(key).toMatch(UUID);
    // Long enough for the API (8 to 100 characters).
    expect(key.length).toBe(36);
  });
});
