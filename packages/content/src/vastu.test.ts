import { describe, expect, it } from 'vitest';
import { collectBilingual } from './types';
import {
  DIRECTION_KEYS,
  directionIndex,
  directionOf,
  normalizeDegrees,
  VASTU_DIRECTIONS,
  VASTU_ROOMS,
  vastuRoom,
} from './vastu';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('vastu directions', () => {
  it('lists the 16 directions clockwise from north, 22.5° apart', () => {
    expect(VASTU_DIRECTIONS.map((d) => d.key)).toEqual([...DIRECTION_KEYS]);
    expect(VASTU_DIRECTIONS.map((d) => d.degrees)).toEqual(DIRECTION_KEYS.map((_, i) => i * 22.5));
  });

  it('uses the traditional Hindi names of the eight main directions', () => {
    const hi = Object.fromEntries(VASTU_DIRECTIONS.map((d) => [d.key, d.name.hi]));
    expect(hi).toMatchObject({
      N: 'उत्तर',
      NE: 'ईशान',
      E: 'पूर्व',
      SE: 'आग्नेय',
      S: 'दक्षिण',
      SW: 'नैऋत्य',
      W: 'पश्चिम',
      NW: 'वायव्य',
    });
    expect(new Set(Object.values(hi)).size).toBe(16);
  });

  it('normalises angles to [0, 360)', () => {
    expect(normalizeDegrees(0)).toBe(0);
    expect(normalizeDegrees(360)).toBe(0);
    expect(normalizeDegrees(-90)).toBe(270);
    expect(normalizeDegrees(725)).toBe(5);
    expect(Object.is(normalizeDegrees(-360), 0)).toBe(true);
  });

  it('maps headings to directions with boundaries at 11.25° steps', () => {
    expect(directionOf(0).key).toBe('N');
    expect(directionOf(11.2499).key).toBe('N');
    expect(directionOf(11.25).key).toBe('NNE');
    expect(directionOf(33.7499).key).toBe('NNE');
    expect(directionOf(33.75).key).toBe('NE');
    expect(directionOf(45).key).toBe('NE');
    expect(directionOf(90).key).toBe('E');
    expect(directionOf(180).key).toBe('S');
    expect(directionOf(270).key).toBe('W');
    expect(directionOf(348.7499).key).toBe('NNW');
    expect(directionOf(348.75).key).toBe('N');
    expect(directionOf(359.99).key).toBe('N');
    expect(directionOf(-10).key).toBe('N');
    expect(directionOf(-12).key).toBe('NNW');
    for (let i = 0; i < 16; i++) {
      const lower = i * 22.5 - 11.25;
      expect(directionIndex(lower), `lower edge of zone ${i}`).toBe(i);
      expect(directionIndex(lower + 22.4999), `upper edge of zone ${i}`).toBe(i);
      expect(directionIndex(i * 22.5)).toBe(i);
    }
  });
});

describe('vastu rooms', () => {
  it('has the twelve rooms and purposes', () => {
    expect(VASTU_ROOMS.map((r) => r.key)).toEqual([
      'main-entrance',
      'kitchen',
      'master-bedroom',
      'children-room',
      'puja-room',
      'study',
      'toilet',
      'living-room',
      'staircase',
      'locker',
      'guest-room',
      'water-tank',
    ]);
    expect(vastuRoom('kitchen')?.label.en).toBe('Kitchen');
    expect(vastuRoom('attic')).toBeUndefined();
  });

  it('gives every room a verdict for each of the 16 zones, with at least one good and one bad', () => {
    for (const room of VASTU_ROOMS) {
      expect(Object.keys(room.zones).sort(), room.key).toEqual([...DIRECTION_KEYS].sort());
      for (const key of DIRECTION_KEYS) {
        expect(['good', 'okay', 'bad'], `${room.key}.${key}`).toContain(room.zones[key]);
      }
      const verdicts = Object.values(room.zones);
      expect(verdicts, room.key).toContain('good');
      expect(verdicts, room.key).toContain('bad');
    }
  });

  it('follows the best-known rules', () => {
    const verdict = (room: string, key: (typeof DIRECTION_KEYS)[number]) => vastuRoom(room)?.zones[key];
    expect(verdict('kitchen', 'SE')).toBe('good');
    expect(verdict('kitchen', 'NE')).toBe('bad');
    expect(verdict('puja-room', 'NE')).toBe('good');
    expect(verdict('puja-room', 'SW')).toBe('bad');
    expect(verdict('master-bedroom', 'SW')).toBe('good');
    expect(verdict('toilet', 'NE')).toBe('bad');
    expect(verdict('staircase', 'NE')).toBe('bad');
    expect(verdict('locker', 'N')).toBe('good');
    expect(verdict('guest-room', 'NW')).toBe('good');
    expect(verdict('water-tank', 'NE')).toBe('good');
  });

  it('has every text in English and Devanagari Hindi', () => {
    const all = collectBilingual({ VASTU_DIRECTIONS, VASTU_ROOMS });
    expect(all.length).toBe(16 * 2 + 12 * 2);
    for (const { path, value } of all) {
      expect(value.en.trim(), path).not.toBe('');
      expect(value.hi.trim(), path).not.toBe('');
      expect(value.hi, path).toMatch(DEVANAGARI);
      expect(value.hi, path).not.toBe(value.en);
    }
  });
});
