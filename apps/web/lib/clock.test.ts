import { describe, expect, it } from 'vitest';
import { clock12, clockTime, zoneName } from './clock';

describe('clock12 and clockTime', () => {
  it('writes Hindi times with the part of the day and no am/pm', () => {
    expect(clockTime(5, 34, 'hi')).toBe('सुबह 5:34');
    expect(clockTime(10, 34, 'hi')).toBe('सुबह 10:34');
    expect(clockTime(13, 4, 'hi')).toBe('दोपहर 1:04');
    expect(clockTime(17, 30, 'hi')).toBe('शाम 5:30');
    expect(clockTime(20, 47, 'hi')).toBe('रात 8:47');
    for (let h = 0; h < 24; h++) expect(clockTime(h, 0, 'hi')).not.toMatch(/[a-z]/i);
  });

  it('keeps English times in 12-hour form with am/pm', () => {
    expect(clockTime(20, 47, 'en').toLowerCase()).toBe('8:47 pm');
    expect(clockTime(0, 5, 'en').toLowerCase()).toBe('12:05 am');
  });

  it('gives Intl the options for dates with times', () => {
    const d = new Date(Date.UTC(2026, 10, 28, 15, 4));
    const hi = new Intl.DateTimeFormat('hi-IN-u-nu-latn', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      ...clock12('hi'),
    }).format(d);
    expect(hi).toContain('रात 8:34');
    expect(hi).not.toMatch(/pm/i);
  });
});

describe('zoneName', () => {
  it('names zones in Hindi on Hindi pages, and keeps the IANA name in English', () => {
    expect(zoneName('Asia/Kolkata', 'hi')).toBe('भारतीय समय');
    expect(zoneName('Asia/Kolkata', 'en')).toBe('Asia/Kolkata');
    expect(zoneName('Europe/Berlin', 'hi')).toMatch(/^[\u0900-\u097F ]+$/);
    expect(zoneName('Etc/GMT-4', 'hi')).toBe('Etc/GMT-4');
  });
});
