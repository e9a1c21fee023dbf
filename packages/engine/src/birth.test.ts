/** Birth input validation: every failure names its field. */
import { describe, expect, it } from 'vitest';
import { InputError, localBirth, parseBirth } from './birth';

const errorOf = (input: unknown, findZone?: () => string | undefined) => {
  try {
    parseBirth(input, findZone);
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('no error');
};

describe('parseBirth', () => {
  it('takes a UTC instant with Z or an offset, seconds optional', () => {
    const base = { lat: 13.0878, lon: 80.2785 };
    expect(parseBirth({ ...base, utc: '1996-12-07T05:04:00Z' }).utcMs).toBe(Date.parse('1996-12-07T05:04:00Z'));
    expect(parseBirth({ ...base, utc: '1996-12-07T10:34+05:30' }).utcMs).toBe(Date.parse('1996-12-07T05:04:00Z'));
    expect(parseBirth({ ...base, utc: '1996-12-07T05:04:00.250Z' }).utcMs).toBe(Date.parse('1996-12-07T05:04:00.250Z'));
  });

  it('takes local date, time and zone, and fills in the defaults', () => {
    const b = parseBirth({ date: '1996-12-07', time: '10:34:20', tz: 'Asia/Kolkata', lat: 13, lon: 80 });
    expect(b.utcMs).toBe(Date.parse('1996-12-07T05:04:20Z'));
    expect(b.options).toEqual({ ayanamsa: 'lahiri', node: 'mean', positions: 'apparent' });
    expect(b.yearDays).toBe(365.256364);
    expect(b.zone).toBe('Asia/Kolkata');
    const c = parseBirth({
      date: '1996-12-07',
      time: '10:34',
      tz: 5.5,
      lat: 13,
      lon: 80,
      ayanamsa: 'kp',
      node: 'true',
      positions: 'geometric',
      yearDays: 360,
    });
    expect(c.options).toEqual({ ayanamsa: 'kp', node: 'true', positions: 'geometric' });
    expect(c.yearDays).toBe(360);
  });

  it('asks the zone lookup when tz is missing', () => {
    const seen: number[][] = [];
    const b = parseBirth({ date: '1996-12-07', time: '10:34', lat: 13, lon: 80 }, (lat, lon) => {
      seen.push([lat, lon]);
      return 'Asia/Kolkata';
    });
    expect(seen).toEqual([[13, 80]]);
    expect(b.utcMs).toBe(Date.parse('1996-12-07T05:04:00Z'));
    expect(errorOf({ date: '1996-12-07', time: '10:34', lat: 13, lon: 80 }).field).toBe('tz');
  });

  it.each([
    [{ lon: 80, utc: '1996-12-07T05:04:00Z' }, 'lat'],
    [{ lat: '13', lon: 80, utc: '1996-12-07T05:04:00Z' }, 'lat'],
    [{ lat: 13, lon: 200, utc: '1996-12-07T05:04:00Z' }, 'lon'],
    [{ lat: 13, lon: 80, utc: '1996-12-07 05:04' }, 'utc'],
    [{ lat: 13, lon: 80, utc: '1996-02-30T05:04:00Z' }, 'utc'],
    [{ lat: 13, lon: 80 }, 'date'],
    [{ lat: 13, lon: 80, date: '1996-12-07' }, 'time'],
    [{ lat: 13, lon: 80, date: '07/12/1996', time: '10:34', tz: 5.5 }, 'date'],
    [{ lat: 13, lon: 80, date: '1996-12-07', time: '25:00', tz: 5.5 }, 'time'],
    [{ lat: 13, lon: 80, date: '1996-12-07', time: '10:34', tz: 'Mars/Olympus' }, 'tz'],
    [{ lat: 13, lon: 80, date: '1996-12-07', time: '10:34', tz: 20 }, 'tz'],
    [{ lat: 13, lon: 80, date: '1996-12-07', time: '10:34', utc: '1996-12-07T05:04:00Z' }, 'utc'],
    [{ lat: 13, lon: 80, utc: '1996-12-07T05:04:00Z', ayanamsa: 'fagan' }, 'ayanamsa'],
    [{ lat: 13, lon: 80, utc: '1996-12-07T05:04:00Z', node: 'osculating' }, 'node'],
    [{ lat: 13, lon: 80, utc: '1996-12-07T05:04:00Z', positions: 'topocentric' }, 'positions'],
    [{ lat: 13, lon: 80, utc: '1996-12-07T05:04:00Z', yearDays: 365 }, 'yearDays'],
    [{ lat: 13, lon: 80, utc: '1000-12-07T05:04:00Z' }, 'utc'],
    [[], 'input'],
  ])('rejects %j naming %s', (input, field) => {
    const error = errorOf(input);
    expect(error.field).toBe(field);
    expect(error.message.startsWith(`${field}: `)).toBe(true);
  });
});

describe('localBirth', () => {
  const fields = { year: 1996, month: 12, day: 7, hour: 10, min: 34, lat: 13.0878, lon: 80.2785 };

  it('is parseBirth for the same local birth given as numbers', () => {
    const asStrings = { date: '1996-12-07', time: '10:34:20', lat: 13.0878, lon: 80.2785 };
    expect(localBirth({ ...fields, sec: 20, tz: 'Asia/Kolkata' })).toEqual(
      parseBirth({ ...asStrings, tz: 'Asia/Kolkata' }),
    );
    expect(localBirth({ ...fields, tz: 5.5, ayanamsa: 'kp', yearDays: 360 })).toEqual(
      parseBirth({ ...asStrings, time: '10:34', tz: 5.5, ayanamsa: 'kp', yearDays: 360 }),
    );
    const lookup = () => 'Europe/Helsinki';
    expect(localBirth(fields, lookup)).toEqual(parseBirth({ ...asStrings, time: '10:34' }, lookup));
  });

  it.each([
    [{ ...fields, day: 32 }, 'date'],
    [{ ...fields, year: 1500 }, 'date'],
    [{ ...fields, month: 2, day: 30 }, 'date'],
    [{ ...fields, hour: 24 }, 'time'],
    [{ ...fields, min: 1.5 }, 'time'],
    [{ ...fields, lat: 91 }, 'lat'],
    [{ ...fields, tz: 'Mars/Olympus' }, 'tz'],
    [fields, 'tz'],
  ])('names the field at fault: %j → %s', (input, field) => {
    try {
      localBirth(input);
      expect.unreachable('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).field).toBe(field);
    }
  });
});
