import { describe, expect, it } from 'vitest';
import { readRecentPlaces, rememberPlace } from '../birth-form/recent-places';
import type { PlaceValue } from '../birth-form/types';
import * as cities from './indian-cities';
import { searchKey, searchOfflinePlaces } from './place-offline';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const ny: PlaceValue = {
  name: 'New York',
  label: 'New York, New York, United States',
  lat: 40.71427,
  lon: -74.00597,
  timezone: 'America/New_York',
};

describe('recent places', () => {
  it('keeps the newest first, without duplicates or the date-bound offset, at most eight', () => {
    const storage = memoryStorage();
    rememberPlace({ ...ny, utcOffset: -4 }, storage);
    for (let i = 0; i < 9; i++) rememberPlace({ ...ny, name: `P${i}`, label: `P${i}`, lat: i }, storage);
    rememberPlace(ny, storage);
    const list = readRecentPlaces(storage);
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual(ny);
    expect(list.filter((p) => p.label === ny.label)).toHaveLength(1);
  });

  it('survives storage that is missing or holds something else', () => {
    expect(readRecentPlaces(null)).toEqual([]);
    const storage = memoryStorage();
    storage.setItem('drishti.recentPlaces', '{not json');
    expect(readRecentPlaces(storage)).toEqual([]);
    storage.setItem('drishti.recentPlaces', JSON.stringify([{ name: 1 }, ny]));
    expect(readRecentPlaces(storage)).toEqual([ny]);
  });
});

describe('searchOfflinePlaces', () => {
  it('finds major Indian cities by name, former name, accents or Hindi, in the page language', () => {
    const pune = searchOfflinePlaces('pun', 'en', [], cities);
    expect(pune[0]?.label).toBe('Pune, Maharashtra, India');
    expect(pune[0]?.place).toEqual({
      name: 'Pune',
      label: 'Pune, Maharashtra, India',
      lat: 18.51957,
      lon: 73.85535,
      timezone: 'Asia/Kolkata',
    });
    expect(searchOfflinePlaces('bombay', 'en', [], cities)[0]?.place.name).toBe('Mumbai');
    expect(searchOfflinePlaces('surat', 'en', [], cities)[0]?.place.name).toBe('Sūrat');
    const hindi = searchOfflinePlaces('वारा', 'hi', [], cities);
    expect(hindi[0]?.label).toBe('वाराणसी, उत्तर प्रदेश, भारत');
  });

  it('puts places used on this device first, and finds them anywhere in the world', () => {
    const found = searchOfflinePlaces('new', 'en', [ny], cities);
    expect(found[0]?.place).toBe(ny);
    expect(found[0]?.timezone).toBe('America/New_York');
  });

  it('finds nothing for a place it does not hold, and only recent places without the city list', () => {
    expect(searchOfflinePlaces('zzyzx', 'en', [ny], cities)).toEqual([]);
    expect(searchOfflinePlaces('pune', 'en', [ny], undefined)).toEqual([]);
    expect(searchOfflinePlaces('new y', 'en', [ny], undefined)).toHaveLength(1);
  });

  it('lists every city with coordinates in India and a state name in both languages', () => {
    for (const [, name, nameHi, state, lat, lon] of cities.INDIAN_CITIES) {
      expect(lat > 6 && lat < 36 && lon > 68 && lon < 98, name).toBe(true);
      expect(cities.INDIAN_STATES[state], name).toBeDefined();
      expect(/[\u0900-\u097F]/.test(nameHi), name).toBe(true);
    }
    expect(searchKey('Sūrat, Gujarāt')).toBe('surat gujarat');
  });
});
