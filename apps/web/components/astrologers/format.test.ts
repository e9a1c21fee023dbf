import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import {
  type ClockLabels,
  fill,
  formatClock,
  formatDate,
  formatDayLong,
  formatDayShort,
  formatNumber,
  formatRating,
  formatRupees,
  formatSlotTime,
  formatWindow,
  groupSlotsByDay,
  istParts,
  weekdayName,
  weeklyHoursFromSlots,
} from './format';

const clockEn: ClockLabels = en.astrologers.clock;
const clockHi: ClockLabels = hi.astrologers.clock;

/** A slot of `minutes` starting at an Indian wall-clock time. */
function slot(day: string, hhmm: string, minutes = 15) {
  const start = new Date(`${day}T${hhmm}:00+05:30`);
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + minutes * 60_000).toISOString() };
}

describe('money and numbers', () => {
  it('keeps one formatter per language and options, and the options apart', () => {
    expect(formatNumber(4, 'hi', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4.0');
    expect(formatNumber(4, 'hi')).toBe('4');
    expect(formatNumber(4.25, 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('4.25');
    expect(formatNumber(4, 'hi', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4.0');
    expect(formatNumber(1234567, 'en')).toBe('12,34,567');
  });

  it('groups digits the Indian way with Latin digits in both languages', () => {
    expect(formatNumber(1000000, 'en')).toBe('10,00,000');
    expect(formatNumber(1000000, 'hi')).toBe('10,00,000');
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.56, 'hi')).toBe('4.6');
  });

  it('shows rupees from paise', () => {
    expect(formatRupees(118000, 'en')).toBe('₹1,180.00');
    expect(formatRupees(118000, 'hi')).toBe('₹1,180.00');
    expect(formatRupees(61950, 'en')).toBe('₹619.50');
    expect(formatRupees(10000000, 'en')).toBe('₹1,00,000.00');
  });

  it('fills templates and leaves unknown names alone', () => {
    expect(fill('₹{price}/min', { price: 35 })).toBe('₹35/min');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});

describe('Indian time', () => {
  it('reads instants as India sees them, whatever the machine’s zone', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(istParts('2026-11-24T20:00:00.000Z')).toEqual({ day: '2026-11-25', weekday: 3, minute: 90 });
    expect(istParts('2026-11-24T03:45:00Z')).toEqual({ day: '2026-11-24', weekday: 2, minute: 9 * 60 + 15 });
  });

  it('writes 12-hour times with AM/PM in English and the part of the day in Hindi', () => {
    expect(formatSlotTime('2026-11-24T03:45:00Z', clockEn)).toBe('9:15 AM');
    expect(formatSlotTime('2026-11-24T03:45:00Z', clockHi)).toBe('सुबह 9:15');
    expect(formatClock(0, clockEn)).toBe('12:00 AM');
    expect(formatClock(0, clockHi)).toBe('रात 12:00');
    expect(formatClock(12 * 60, clockEn)).toBe('12:00 PM');
    expect(formatClock(12 * 60, clockHi)).toBe('दोपहर 12:00');
    expect(formatClock(17 * 60 + 30, clockEn)).toBe('5:30 PM');
    expect(formatClock(17 * 60 + 30, clockHi)).toBe('शाम 5:30');
    expect(formatClock(21 * 60 + 5, clockHi)).toBe('रात 9:05');
    expect(formatClock(1440, clockEn)).toBe('12:00 AM');
  });

  it('names days in the page language', () => {
    expect(formatDayShort('2026-11-24', 'en')).toBe('Tue, 24 Nov');
    expect(formatDayShort('2026-11-24', 'hi')).toMatch(/^मंगल.* 24 नव/);
    expect(formatDayLong('2026-11-24', 'en')).toBe('Tuesday, 24 November 2026');
    expect(formatDayLong('2026-11-24', 'hi')).toBe('मंगलवार, 24 नवंबर 2026');
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(1, 'hi')).toBe('सोमवार');
    expect(formatDate('2026-11-24T20:00:00Z', 'en')).toBe('25 Nov 2026');
    expect(formatDate('2026-11-24T20:00:00Z', 'hi')).toBe('25 नवंबर 2026');
  });

  it('groups slots by their day in India, in order', () => {
    const late = slot('2026-11-25', '00:30');
    const groups = groupSlotsByDay([slot('2026-11-24', '17:00'), late, slot('2026-11-24', '09:15')]);
    expect(groups.map((g) => g.day)).toEqual(['2026-11-24', '2026-11-25']);
    expect(groups[0]!.slots.map((s) => formatSlotTime(s.startsAt, clockEn))).toEqual(['9:15 AM', '5:00 PM']);
    expect(groups[1]!.slots).toEqual([late]);
  });

  it('works out weekly hours from two weeks of free slots, filling booked gaps from the other week', () => {
    const slots = [];
    // Tuesdays 24 Nov and 1 Dec 2026: 9:00–13:00 in 15-minute steps, with 10:00 booked in the first week.
    for (const day of ['2026-11-24', '2026-12-01']) {
      for (let m = 9 * 60; m + 15 <= 13 * 60; m += 15) {
        if (day === '2026-11-24' && m === 10 * 60) continue;
        const hh = String(Math.floor(m / 60)).padStart(2, '0');
        slots.push(slot(day, `${hh}:${String(m % 60).padStart(2, '0')}`));
      }
    }
    slots.push(slot('2026-11-26', '17:00', 15), slot('2026-11-26', '20:45', 15));
    const week = weeklyHoursFromSlots(slots);
    expect(week[2]).toEqual([{ start: 540, end: 780 }]);
    expect(week[4]).toEqual([
      { start: 1020, end: 1035 },
      { start: 1245, end: 1260 },
    ]);
    expect(week[0]).toEqual([]);
    expect(formatWindow(week[2]![0]!, clockEn, en.astrologers.clock.range)).toBe('9:00 AM – 1:00 PM');
    expect(formatWindow(week[2]![0]!, clockHi, hi.astrologers.clock.range)).toBe('सुबह 9:00 से दोपहर 1:00 तक');
  });
});
