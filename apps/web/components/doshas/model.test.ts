import { mangalDosha as mangalContent } from '@drishti/content/doshas';
import { kundali } from '@drishti/engine/kundali';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_TEXT_KEYS,
  isKundaliDetails,
  kaalSarpRows,
  kaalSarpTone,
  ketuHouse,
  mangalRows,
  mangalState,
  mangalStrength,
  mangalTone,
} from './model';

describe('Mangal dosha view', () => {
  it('grades strength by the number of reference points: 1 mild, 2 moderate, 3 strong', () => {
    expect([0, 1, 2, 3].map(mangalStrength)).toEqual([null, 'mild', 'moderate', 'strong']);
  });

  it('reads the state and its colour', () => {
    expect(mangalState({ present: false, cancelled: false })).toBe('none');
    expect(mangalState({ present: true, cancelled: true })).toBe('cancelled');
    expect(mangalState({ present: true, cancelled: false })).toBe('present');
    expect((['none', 'cancelled', 'present'] as const).map(mangalTone)).toEqual(['good', 'okay', 'bad']);
  });

  it('lists Mars from the ascendant, the Moon and Venus as the engine computes it', () => {
    const k = kundali({ date: '1990-08-15', time: '14:30', tz: 'Asia/Kolkata', lat: 18.5204, lon: 73.8567 });
    const rows = mangalRows(k.doshas.mangal);
    expect(rows.map((r) => r.ref)).toEqual(['lagna', 'moon', 'venus']);
    expect(rows.filter((r) => r.afflicted)).toHaveLength(k.doshas.mangal.count);
    for (const r of rows) expect([1, 4, 7, 8, 12].includes(r.house)).toBe(r.afflicted);
  });

  it('has a content explanation for every cancellation the engine names', () => {
    const keys = new Set(mangalContent.cancellations.map((c) => c.key));
    for (const contentKey of Object.values(CANCELLATION_TEXT_KEYS)) expect(keys.has(contentKey)).toBe(true);
  });
});

describe('Kaal Sarp view', () => {
  it('puts Ketu opposite Rahu', () => {
    expect([1, 6, 7, 12].map(ketuHouse)).toEqual([7, 12, 1, 6]);
  });

  it('lists the nine planets with the nodes as the axis and the outside planets marked', () => {
    const planets = Object.fromEntries(
      ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE'].map((p, i) => [
        p,
        { longitude: i * 10, sign: 1, degree: i * 10, house: i + 1, retrograde: false },
      ]),
    ) as never;
    const rows = kaalSarpRows({ planets, doshas: { kaalSarp: { outside: ['SU', 'SA'] } } });
    expect(rows.map((r) => r.side)).toEqual([
      'outside',
      'inside',
      'inside',
      'inside',
      'inside',
      'inside',
      'outside',
      'node',
      'node',
    ]);
    expect(rows[3]).toMatchObject({ planet: 'ME', house: 4 });
  });

  it('colours none green, partial yellow, present red', () => {
    expect((['none', 'partial', 'full', 'by-sign'] as const).map(kaalSarpTone)).toEqual(['good', 'okay', 'bad', 'bad']);
  });

  it('accepts a kundali-details answer shape and rejects others', () => {
    const planets = Object.fromEntries(
      ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE'].map((p) => [p, { house: 1 }]),
    );
    const ok = { birth: {}, ascendant: {}, planets, doshas: { mangal: {}, kaalSarp: {} } };
    expect(isKundaliDetails(ok)).toBe(true);
    expect(isKundaliDetails({ ...ok, doshas: {} })).toBe(false);
  });
});
