import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatDateTimeIst,
  formatIsoDate,
  formatMinutes12,
  formatRupees,
  istLocalToIso,
  minutesToClock,
  monthStart,
  newIdempotencyKey,
  todayIst,
} from './format';

describe('format', () => {
  it('groups digits the Indian way, with Latin digits in Hindi too', () => {
    expect(formatCount(1000000, 'en')).toBe('10,00,000');
    expect(formatCount(1000000, 'hi')).toBe('10,00,000');
    expect(formatRupees(118000, 'en')).toBe('₹1,180.00');
    expect(formatRupees(118000, 'hi')).toBe('₹1,180.00');
  });

  it('shows instants in Indian time', () => {
    const en = formatDateTimeIst('2026-03-20T05:30:00.000Z', 'en');
    expect(en).toMatch(/20 Mar 2026/);
    expect(en).toMatch(/11:00\s?am/i);
    expect(formatDateTimeIst('2026-03-20T05:30:00.000Z', 'hi')).toMatch(/[\u0900-\u097F]/);
    expect(formatIsoDate('1996-12-07', 'en')).toBe('7 Dec 1996');
    expect(formatIsoDate('1996-12-07', 'hi')).toMatch(/^7 दिस/);
  });

  it('reads a datetime-local value as Indian time', () => {
    expect(istLocalToIso('2026-03-20T11:00')).toBe('2026-03-20T11:00:00+05:30');
    expect(new Date(istLocalToIso('2026-03-20T11:00')!).toISOString()).toBe('2026-03-20T05:30:00.000Z');
    expect(istLocalToIso('')).toBeNull();
    expect(istLocalToIso('20/03/2026 11:00')).toBeNull();
  });

  it('knows today in India, even when it is still yesterday in UTC', () => {
    expect(todayIst(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(monthStart('2026-04-17')).toBe('2026-04-01');
  });

  it('writes clock times and sizes', () => {
    expect(minutesToClock(600)).toBe('10:00');
    expect(minutesToClock(1440)).toBe('24:00');
    expect(formatMinutes12(1020, 'en')).toMatch(/5:00\s?pm/i);
    expect(formatBytes(500, 'en')).toBe('500 B');
    expect(formatBytes(2048, 'en')).toBe('2 KB');
    expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
  });

  it('makes a new idempotency key every time', () => {
    const a = newIdempotencyKey();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
