import { directionOf } from '@drishti/content/vastu';
import { describe, expect, it } from 'vitest';
import { headingFromReading, nextRotation, polar, shouldAnnounce, turn, zonePath } from './compass-model';

describe('headingFromReading', () => {
  it('turns an absolute alpha into a clockwise compass heading', () => {
    expect(headingFromReading({ alpha: 0, absolute: true })).toBe(0);
    expect(headingFromReading({ alpha: 90, absolute: true })).toBe(270);
    expect(headingFromReading({ alpha: 270, absolute: true })).toBe(90);
    expect(directionOf(headingFromReading({ alpha: 315, absolute: true })!).key).toBe('NE');
  });

  it('uses Safari’s webkitCompassHeading as it is', () => {
    expect(headingFromReading({ alpha: 12, absolute: false, webkitCompassHeading: 200 })).toBe(200);
  });

  it('corrects for a screen turned sideways', () => {
    expect(headingFromReading({ alpha: 0, absolute: true }, 90)).toBe(90);
    expect(headingFromReading({ alpha: 0, absolute: false, webkitCompassHeading: 300 }, 90)).toBe(30);
  });

  it('ignores readings without an absolute heading', () => {
    expect(headingFromReading({ alpha: 40, absolute: false })).toBeNull();
    expect(headingFromReading({ alpha: null, absolute: true })).toBeNull();
    expect(headingFromReading({ alpha: null, absolute: false, webkitCompassHeading: null })).toBeNull();
    expect(headingFromReading({ alpha: Number.NaN, absolute: true })).toBeNull();
  });
});

describe('nextRotation', () => {
  it('turns the short way round', () => {
    expect(nextRotation(0, 90)).toBe(90);
    expect(nextRotation(350, 10)).toBe(370);
    expect(nextRotation(370, 350)).toBe(350);
    expect(nextRotation(10, 300)).toBe(-60);
    expect(nextRotation(-60, 180)).toBe(-180);
  });
});

describe('turn', () => {
  it('wraps around north', () => {
    expect(turn(350, 15)).toBe(5);
    expect(turn(5, -15)).toBe(350);
    expect(turn(0, 0)).toBe(0);
  });
});

describe('shouldAnnounce', () => {
  it('announces a new direction at most every few seconds', () => {
    expect(shouldAnnounce({ key: null, at: 0 }, 'N', 100)).toBe(true);
    expect(shouldAnnounce({ key: 'N', at: 0 }, 'N', 10_000)).toBe(false);
    expect(shouldAnnounce({ key: 'N', at: 1000 }, 'NNE', 2000)).toBe(false);
    expect(shouldAnnounce({ key: 'N', at: 1000 }, 'NNE', 4000)).toBe(true);
    expect(shouldAnnounce({ key: 'N', at: 1000 }, 'NNE', 2500, 1000)).toBe(true);
  });
});

describe('dial geometry', () => {
  it('measures angles clockwise from the top', () => {
    const [x, y] = polar(100, 100, 50, 90);
    expect(x).toBeCloseTo(150, 6);
    expect(y).toBeCloseTo(100, 6);
  });

  it('draws the north zone symmetric about the top', () => {
    const path = zonePath(0, 100, 100, 40, 90);
    const numbers = path.match(/-?\d+(\.\d+)?/g)!.map(Number);
    // M x1 y1 A … x2 y2: the outer corners mirror each other across x = 100.
    expect(numbers[0]! + numbers[7]!).toBeCloseTo(200, 1);
    expect(numbers[1]).toBeCloseTo(numbers[8]!, 1);
    expect(path.startsWith('M')).toBe(true);
    expect(path.endsWith('Z')).toBe(true);
  });
});
