import { describe, expect, it } from 'vitest';
import { type DueInput, isDue, nextDueAt } from './next-due';

const MINUTE = 60_000;
const GRACE = 45_000;
const T0 = Date.parse('2026-11-22T06:00:00Z');

/** A small deterministic generator, so each run checks the same sessions. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((s / 2_147_483_648) * n);
  };
}

function session(r: (n: number) => number): DueInput {
  const channel = (['chat', 'voice', 'video'] as const)[r(3)]!;
  const price = 10 + r(40);
  const meterAt = new Date(T0);
  const seen = () => (r(8) === 0 ? null : new Date(T0 - r(50_000)));
  return {
    status: 'active',
    channel,
    connectedMs: r(4) * 20_000 + r(20_000),
    reservedCoins: price * (1 + r(8)),
    pricePerMinute: price,
    meterAt,
    userJoined: r(10) !== 0,
    astrologerJoined: r(10) !== 0,
    userSeenAt: seen(),
    astrologerSeenAt: seen(),
    mediaConnectedAt: channel === 'chat' || r(4) === 0 ? null : new Date(T0 - r(30_000) + r(20_000)),
    warnedAt: r(10) === 0 ? new Date(T0 - 5_000) : null,
  };
}

describe('the next due time of a meter', () => {
  it('is the first moment after the last run at which the session is due', () => {
    const r = random(7);
    let immediate = 0;
    let later = 0;
    for (let n = 0; n < 3_000; n++) {
      const c = session(r);
      const due = nextDueAt(c, MINUTE, GRACE).getTime();
      expect(due).toBeGreaterThan(T0);
      // Due at that moment (or at every moment after the run, for sessions due on every sweep) ...
      expect(isDue(c, due, MINUTE, GRACE)).toBe(true);
      // ... and not a moment before, unless due on every sweep.
      if (due === T0 + 1) immediate++;
      else {
        later++;
        expect(isDue(c, due - 1, MINUTE, GRACE)).toBe(false);
        expect(isDue(c, T0 + 1, MINUTE, GRACE)).toBe(false);
      }
    }
    // Both kinds were drawn.
    expect(immediate).toBeGreaterThan(100);
    expect(later).toBeGreaterThan(100);
  });

  it('is half a minute after the run while both sides are present and the coins last', () => {
    const c: DueInput = {
      status: 'active',
      channel: 'chat',
      connectedMs: 40_000,
      reservedCoins: 300,
      pricePerMinute: 50,
      meterAt: new Date(T0),
      userJoined: true,
      astrologerJoined: true,
      userSeenAt: new Date(T0),
      astrologerSeenAt: new Date(T0 - 5_000),
      mediaConnectedAt: null,
      warnedAt: null,
    };
    expect(nextDueAt(c, MINUTE, GRACE).getTime()).toBe(T0 + 30_000);
    // A side last heard from long ago: due when its grace runs out.
    expect(nextDueAt({ ...c, astrologerSeenAt: new Date(T0 - 40_000) }, MINUTE, GRACE).getTime()).toBe(T0 + 5_001);
    // Coins for two minutes, 40 s used: due once more than a minute of coins is used up (20 s on).
    expect(nextDueAt({ ...c, reservedCoins: 100 }, MINUTE, GRACE).getTime()).toBe(T0 + 20_001);
    // A side away, a warning given or a voice call whose media has not connected with coins short:
    // on every sweep.
    expect(nextDueAt({ ...c, userJoined: false }, MINUTE, GRACE).getTime()).toBe(T0 + 1);
    expect(nextDueAt({ ...c, warnedAt: new Date(T0) }, MINUTE, GRACE).getTime()).toBe(T0 + 1);
    expect(nextDueAt({ ...c, channel: 'voice', reservedCoins: 50 }, MINUTE, GRACE).getTime()).toBe(T0 + 1);
    // Never run: due at once.
    expect(nextDueAt({ ...c, meterAt: null }, MINUTE, GRACE).getTime()).toBe(0);
  });
});
