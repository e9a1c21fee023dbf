import { describe, expect, it } from 'vitest';
import { assertCalendarDate, destinyNumber, lifePathNumber, personalYearNumber, psychicNumber } from './date-numbers';

describe('assertCalendarDate', () => {
  it('knows Gregorian leap years', () => {
    expect(() => assertCalendarDate({ year: 2024, month: 2, day: 29 })).not.toThrow();
    expect(() => assertCalendarDate({ year: 2000, month: 2, day: 29 })).not.toThrow(); // divisible by 400
    expect(() => assertCalendarDate({ year: 1900, month: 2, day: 29 })).toThrow(RangeError); // by 100, not 400
    expect(() => assertCalendarDate({ year: 2023, month: 2, day: 29 })).toThrow(RangeError);
    expect(() => assertCalendarDate({ year: 2023, month: 4, day: 31 })).toThrow(RangeError);
    expect(() => assertCalendarDate({ year: 2023, month: 13, day: 1 })).toThrow(RangeError);
    expect(() => assertCalendarDate({ year: 0, month: 1, day: 1 })).toThrow(RangeError);
  });
});

describe('psychicNumber', () => {
  it('reduces the day to one digit without masters', () => {
    // 29 → 11 → 2
    const p = psychicNumber({ year: 1990, month: 11, day: 29 });
    expect(p.value).toBe(2);
    expect(p.reduction.steps).toEqual([29, 11, 2]);
    expect(p.karmicDebts).toEqual([]);
  });
  it('flags a karmic birth day', () => {
    // 13 → 4
    expect(psychicNumber({ year: 1985, month: 4, day: 13 })).toMatchObject({
      value: 4,
      karmicDebts: [{ number: 13, key: 'karmic-debt-13', source: 'day' }],
    });
  });
});

describe('destinyNumber', () => {
  it('adds every digit of DD MM YYYY and reduces to 1–9', () => {
    // 15/08/1947: 1+5 + 0+8 + 1+9+4+7 = 35 → 8
    const d = destinyNumber({ year: 1947, month: 8, day: 15 });
    expect(d.digitTotal).toBe(35);
    expect(d.value).toBe(8);
  });
  it('never keeps a master number', () => {
    // 29/11/1990: 2+9 + 1+1 + 1+9+9+0 = 32 → 5
    expect(destinyNumber({ year: 1990, month: 11, day: 29 }).value).toBe(5);
    // 29/09/2000: 2+9 + 0+9 + 2+0+0+0 = 22 → 4 (22 is not kept)
    const d = destinyNumber({ year: 2000, month: 9, day: 29 });
    expect(d.digitTotal).toBe(22);
    expect(d.reduction.steps).toEqual([22, 4]);
    expect(d.value).toBe(4);
  });
  it('flags karmic debt in the digit total', () => {
    // 10/10/2009: 1+0 + 1+0 + 2+0+0+9 = 13 → 4
    expect(destinyNumber({ year: 2009, month: 10, day: 10 })).toMatchObject({
      digitTotal: 13,
      value: 4,
      karmicDebts: [{ number: 13, key: 'karmic-debt-13', source: 'total' }],
    });
  });
});

describe('lifePathNumber', () => {
  it('reduces day, month and year separately', () => {
    // 15/08/1947: day 15 → 6, month 8, year 1947 → 21 → 3; 6 + 8 + 3 = 17 → 8
    const lp = lifePathNumber({ year: 1947, month: 8, day: 15 });
    expect(lp.components.day.value).toBe(6);
    expect(lp.components.month.value).toBe(8);
    expect(lp.components.year.steps).toEqual([1947, 21, 3]);
    expect(lp.total.steps).toEqual([17, 8]);
    expect(lp.value).toBe(8);
    expect(lp.isMaster).toBe(false);
  });

  it('keeps masters in the components and reports karmic debt where it appears', () => {
    // 29/11/1990: day 29 → 11 (kept), month 11 (kept), year 1990 → 19 → 10 → 1 (karmic 19)
    // 11 + 11 + 1 = 23 → 5
    const lp = lifePathNumber({ year: 1990, month: 11, day: 29 });
    expect(lp.components.day.value).toBe(11);
    expect(lp.components.month.value).toBe(11);
    expect(lp.components.year.steps).toEqual([1990, 19, 10, 1]);
    expect(lp.value).toBe(5);
    expect(lp.karmicDebts).toEqual([{ number: 19, key: 'karmic-debt-19', source: 'year' }]);
  });

  it('gives master 11 where adding all digits would not', () => {
    // 09/01/2008: 9 + 1 + (2008 → 10 → 1) = 11, master; all digits would give 20 → 2
    expect(lifePathNumber({ year: 2008, month: 1, day: 9 })).toMatchObject({ value: 11, isMaster: true });
  });

  it('gives master 22 and 33', () => {
    // 04/09/1989: 4 + 9 + (1989 → 27 → 9) = 22
    expect(lifePathNumber({ year: 1989, month: 9, day: 4 }).value).toBe(22);
    // 11/11/2009: 11 + 11 + (2009 → 11) = 33
    const lp = lifePathNumber({ year: 2009, month: 11, day: 11 });
    expect(lp.value).toBe(33);
    expect(lp.components.year.value).toBe(11);
  });

  it('keeps a master year component', () => {
    // 1984 → 22 (kept); 02/07/1984: 2 + 7 + 22 = 31 → 4
    const lp = lifePathNumber({ year: 1984, month: 7, day: 2 });
    expect(lp.components.year).toMatchObject({ value: 22, isMaster: true });
    expect(lp.value).toBe(4);
  });

  it('flags karmic day and karmic total separately', () => {
    // 13/04/1985: day 13 → 4 (karmic 13), month 4, year 1985 → 23 → 5; 4 + 4 + 5 = 13 → 4 (karmic 13)
    const lp = lifePathNumber({ year: 1985, month: 4, day: 13 });
    expect(lp.value).toBe(4);
    expect(lp.karmicDebts.map((k) => `${k.number}@${k.source}`)).toEqual(['13@day', '13@total']);
  });
});

describe('personalYearNumber', () => {
  it('adds reduced birth day, birth month and calendar year', () => {
    // born 15/08: 15 → 6, 8; year 2025 → 9; 6 + 8 + 9 = 23 → 5
    const py = personalYearNumber({ year: 1947, month: 8, day: 15 }, 2025);
    expect(py.value).toBe(5);
    expect(py.reduction.steps).toEqual([23, 5]);
    expect(py.year).toBe(2025);
  });
  it('does not keep 22', () => {
    // born 04/09: 4 + 9 + (2025 → 9) = 22 → 4
    expect(personalYearNumber({ year: 1989, month: 9, day: 4 }, 2025).value).toBe(4);
  });
  it('rejects a bad year', () => {
    expect(() => personalYearNumber({ year: 1989, month: 9, day: 4 }, 0)).toThrow(RangeError);
  });
});
