/**
 * Numbers from the date of birth: psychic (mulank), destiny (bhagyank), life path and personal
 * year. Dates are plain Gregorian calendar dates; nothing here reads a clock or a time zone.
 */
import { type KarmicDebt, karmicDebtsOf, type Reduction, digitSum, reduceNumber } from './reduce';

/** A Gregorian calendar date. */
export interface CalendarDate {
  /** Full year, 1–9999 (e.g. 1990, not 90). */
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31, valid for the month and year. */
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of Gregorian `year`. */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/**
 * Throws a RangeError unless `date` is a real Gregorian date with year 1–9999.
 * @param date the date to check
 */
export function assertCalendarDate(date: CalendarDate): void {
  const { year, month, day } = date;
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new RangeError(`year out of range: ${year}`);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`month out of range: ${month}`);
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`day out of range: ${year}-${month}-${day}`);
  }
}

/** Result of {@link psychicNumber}. */
export interface PsychicNumber {
  /** 1–9. */
  value: number;
  /** The reduction of the day of the month (e.g. 29 → 11 → 2). */
  reduction: Reduction;
  /** Set when the day itself is 13, 14, 16 or 19. */
  karmicDebts: KarmicDebt[];
}

/**
 * Psychic number (mulank, "driver"): the day of the month reduced to 1–9. Indian numerology reads
 * it as a root number, so masters are not kept.
 * @param date the date of birth
 */
export function psychicNumber(date: CalendarDate): PsychicNumber {
  assertCalendarDate(date);
  const reduction = reduceNumber(date.day);
  return { value: reduction.value, reduction, karmicDebts: karmicDebtsOf(reduction, 'day') };
}

/** Result of {@link destinyNumber}. */
export interface DestinyNumber {
  /** 1–9. */
  value: number;
  /** Sum of every digit of DD, MM and YYYY. */
  digitTotal: number;
  /** The reduction of `digitTotal`. */
  reduction: Reduction;
  karmicDebts: KarmicDebt[];
}

/**
 * Destiny number (bhagyank, "conductor"). Convention: add every digit of the date written as
 * DD MM YYYY, then reduce to 1–9 with no master number kept, because the spec says the destiny
 * number "reduces to 1 to 9". Karmic debt numbers met in the digit total are reported.
 * @param date the date of birth
 */
export function destinyNumber(date: CalendarDate): DestinyNumber {
  assertCalendarDate(date);
  const digitTotal = digitSum(date.day) + digitSum(date.month) + digitSum(date.year);
  const reduction = reduceNumber(digitTotal);
  return { value: reduction.value, digitTotal, reduction, karmicDebts: karmicDebtsOf(reduction, 'total') };
}

/** Result of {@link lifePathNumber}. */
export interface LifePathNumber {
  /** 1–9, 11, 22 or 33. */
  value: number;
  isMaster: boolean;
  /** Day, month and year, each reduced on its own with masters kept. */
  components: { day: Reduction; month: Reduction; year: Reduction };
  /** The reduction of the sum of the three reduced components. */
  total: Reduction;
  /** Karmic debt numbers met in any component or in the total, with where they were met. */
  karmicDebts: KarmicDebt[];
}

/**
 * Life path number by the reduce-separately method: the day, the month and the year are each
 * reduced (keeping 11, 22 and 33), added, and the sum reduced again keeping 11, 22 and 33.
 * Reducing the parts first is the method this product uses, and it changes which masters appear:
 * 9 January 2008 gives 9 + 1 + 1 = 11 (a master), whereas adding all digits gives 20 → 2.
 * @param date the date of birth
 */
export function lifePathNumber(date: CalendarDate): LifePathNumber {
  assertCalendarDate(date);
  const day = reduceNumber(date.day, { keepMasters: true });
  const month = reduceNumber(date.month, { keepMasters: true });
  const year = reduceNumber(date.year, { keepMasters: true });
  const total = reduceNumber(day.value + month.value + year.value, { keepMasters: true });
  return {
    value: total.value,
    isMaster: total.isMaster,
    components: { day, month, year },
    total,
    karmicDebts: [
      ...karmicDebtsOf(day, 'day'),
      ...karmicDebtsOf(month, 'month'),
      ...karmicDebtsOf(year, 'year'),
      ...karmicDebtsOf(total, 'total'),
    ],
  };
}

/** Result of {@link personalYearNumber}. */
export interface PersonalYearNumber {
  /** 1–9. */
  value: number;
  /** The calendar year the number is for. */
  year: number;
  /** Reduction of (reduced birth day + reduced birth month + reduced calendar year). */
  reduction: Reduction;
  karmicDebts: KarmicDebt[];
}

/**
 * Personal year number for calendar year `year`: birth day, birth month and `year` each reduced to
 * one digit, added, and reduced to 1–9. The cycle is nine years long, so masters are not kept.
 * The caller supplies the year (the engine has no clock). The personal year runs with the
 * calendar year, from 1 January, the more common of the two conventions (the other starts it on
 * the birthday).
 * @param birth the date of birth
 * @param year the calendar year of interest, 1–9999
 */
export function personalYearNumber(birth: CalendarDate, year: number): PersonalYearNumber {
  assertCalendarDate(birth);
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new RangeError(`year out of range: ${year}`);
  const sum = reduceNumber(birth.day).value + reduceNumber(birth.month).value + reduceNumber(year).value;
  const reduction = reduceNumber(sum);
  return { value: reduction.value, year, reduction, karmicDebts: karmicDebtsOf(reduction, 'total') };
}
