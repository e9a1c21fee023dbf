import { describe, expect, it } from 'vitest';
import { formatIndianDate, formatIndianDateTime, formatIndianTime, formatPhone } from './format';

describe('Indian dates and times', () => {
  const instant = '2026-12-07T12:00:00.000Z'; // 5:30 pm in India

  it('shows instants in Indian time, whatever the machine zone', () => {
    expect(formatIndianDate(instant, 'en')).toBe('Mon, 7 Dec 2026');
    expect(formatIndianTime(instant, 'en')).toBe('5:30 pm');
    expect(formatIndianDateTime(instant, 'en')).toBe('7 Dec 2026, 5:30 pm');
    // 20:00 UTC is already the next day in India.
    expect(formatIndianDate('2026-12-07T20:00:00.000Z', 'en')).toBe('Tue, 8 Dec 2026');
  });

  it('uses Hindi names with Latin digits', () => {
    const date = formatIndianDate(instant, 'hi');
    expect(date).toMatch(/[\u0900-\u097F]/);
    expect(date).toContain('7');
    expect(date).toContain('2026');
    expect(formatIndianTime(instant, 'hi')).toMatch(/^(सुबह|दोपहर|शाम|रात) 5:30$/);
  });
});

describe('formatPhone', () => {
  it('groups Indian numbers', () => {
    expect(formatPhone('919876500001')).toBe('+91 98765 00001');
    expect(formatPhone('4420123456')).toBe('+4420123456');
  });
});
