import type { ChatMessageViewData } from '@drishti/contracts/consultations';
import { describe, expect, it } from 'vitest';
import { ChatSequence } from './chat-sequence';

const msg = (seq: number, clientId = `c-${seq}-xxxxxx`, from: ChatMessageViewData['from'] = 'user') => ({
  seq,
  clientId,
  from,
  text: `m${seq}`,
  at: new Date(1_700_000_000_000 + seq * 1000).toISOString(),
});

const seqs = (s: ChatSequence) => s.shown.map((m) => m.seq);

describe('ChatSequence', () => {
  it('shows messages in order as they come without a hole', () => {
    const s = new ChatSequence();
    expect(s.add(msg(1))).toBe(true);
    expect(s.add(msg(2))).toBe(true);
    expect(seqs(s)).toEqual([1, 2]);
    expect(s.lastSeq).toBe(2);
    expect(s.hasGap).toBe(false);
  });

  it('holds back a message past a skipped number until the hole is filled, then shows all in order', () => {
    const s = new ChatSequence();
    s.add(msg(1));
    s.add(msg(4));
    expect(s.hasGap).toBe(true);
    expect(s.lastSeq).toBe(1);
    expect(seqs(s)).toEqual([1]);
    expect(s.holds('c-4-xxxxxx')).toBe(true);
    expect(s.shows('c-4-xxxxxx')).toBe(false);
    s.add(msg(3));
    expect(seqs(s)).toEqual([1]);
    s.add(msg(2));
    expect(seqs(s)).toEqual([1, 2, 3, 4]);
    expect(s.hasGap).toBe(false);
    expect(s.shows('c-4-xxxxxx')).toBe(true);
  });

  it('takes each message once, by number and by clientId', () => {
    const s = new ChatSequence();
    s.add(msg(1));
    expect(s.add(msg(1))).toBe(false);
    expect(s.add({ ...msg(2), clientId: 'c-1-xxxxxx' })).toBe(false);
    // System messages may share a clientId (none of theirs is resent).
    expect(s.add({ ...msg(2, 'system-note', 'system') })).toBe(true);
    expect(s.add({ ...msg(3, 'system-note', 'system') })).toBe(true);
    expect(seqs(s)).toEqual([1, 2, 3]);
    expect(s.add({ ...msg(0) })).toBe(false);
    expect(s.add({ ...msg(1.5) })).toBe(false);
  });

  it("counts numbers the server's history confirmed absent as no hole", () => {
    const s = new ChatSequence();
    s.add(msg(1));
    s.add(msg(5));
    expect(s.hasGap).toBe(true);
    // The history read through 4 had only 1 and 3: 2 and 4 do not exist.
    s.add(msg(3));
    s.confirmThrough(4);
    expect(s.hasGap).toBe(false);
    expect(seqs(s)).toEqual([1, 3, 5]);
    expect(s.lastSeq).toBe(5);
    // A confirmation behind what is known changes nothing.
    s.confirmThrough(2);
    expect(s.lastSeq).toBe(5);
  });

  it('puts a message the history had not seen yet in its place', () => {
    const s = new ChatSequence();
    s.add(msg(1));
    s.confirmThrough(3);
    s.add(msg(4));
    s.add(msg(2));
    expect(seqs(s)).toEqual([1, 2, 4]);
  });

  it('returns the same list while nothing new is shown', () => {
    const s = new ChatSequence();
    s.add(msg(1));
    const before = s.shown;
    s.add(msg(3));
    expect(s.shown).toBe(before);
    s.add(msg(2));
    expect(s.shown).not.toBe(before);
  });

  it('keeps up with a long conversation taken in any order', () => {
    const s = new ChatSequence();
    const order = Array.from({ length: 1200 }, (_, i) => i + 1).sort(
      (a, b) => ((a * 7919) % 1201) - ((b * 7919) % 1201),
    );
    for (const n of order) s.add(msg(n));
    expect(seqs(s)).toEqual(Array.from({ length: 1200 }, (_, i) => i + 1));
    expect(s.highest).toBe(1200);
  });
});
