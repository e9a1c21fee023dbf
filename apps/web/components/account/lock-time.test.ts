import { describe, expect, it } from 'vitest';
import { lockTime } from './lock-time';

describe('lockTime', () => {
  const now = Date.parse('2026-11-28T14:00:00Z'); // 7:30 pm in India

  it('gives the end of a lock in the reader’s language, 12-hour clock and zone', () => {
    expect(lockTime('2026-11-28T15:05:00.000Z', 'en', now, 'Asia/Kolkata')).toEqual({
      time: '8:35 pm',
      zone: 'Asia/Kolkata',
      day: 'today',
    });
    expect(lockTime('2026-11-28T15:05:00.000Z', 'hi', now, 'Asia/Kolkata')).toEqual({
      time: 'रात 8:35',
      zone: 'भारतीय समय',
      day: 'today',
    });
    expect(lockTime('2026-11-28T04:10:00.000Z', 'hi', Date.parse('2026-11-28T03:30:00Z'), 'Asia/Kolkata')?.time).toBe(
      'सुबह 9:40',
    );
  });

  it('names India’s zone Asia/Kolkata even where the browser still calls it Asia/Calcutta', () => {
    expect(lockTime('2026-11-28T15:05:00.000Z', 'en', now, 'Asia/Calcutta')?.zone).toBe('Asia/Kolkata');
  });

  it('rounds up to the next minute, never showing a time before the lock ends', () => {
    expect(lockTime('2026-11-28T15:05:01.500Z', 'en', now, 'Asia/Kolkata')?.time).toBe('8:36 pm');
  });

  it('says tomorrow when the lock ends after midnight where the reader is', () => {
    const late = Date.parse('2026-11-28T18:10:00Z'); // 11:40 pm in India
    expect(lockTime('2026-11-28T19:10:00.000Z', 'en', late, 'Asia/Kolkata')).toMatchObject({
      time: '12:40 am',
      day: 'tomorrow',
    });
    // The same instants are still the same day in London.
    expect(lockTime('2026-11-28T19:10:00.000Z', 'en', late, 'Europe/London')).toMatchObject({
      time: '7:10 pm',
      zone: 'Europe/London',
      day: 'today',
    });
  });

  it('gives nothing for a value that is not a time', () => {
    expect(lockTime('soon', 'en', now, 'Asia/Kolkata')).toBeNull();
  });
});
