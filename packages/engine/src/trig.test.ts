import { describe, expect, it } from 'vitest';
import { lastSin, sinCos } from './trig';

describe('sinCos', () => {
  it('matches Math.cos and Math.sin within 1e-15 + 2e-16·|x| up to 10⁶ radians, negative arguments too', () => {
    let worst = 0;
    let seen = 0;
    for (let i = 0; i < 20_000; i++) {
      const x = (i % 2 ? -1 : 1) * 1e6 * ((i * 0.618_033_988_75) % 1) ** 3;
      const c = sinCos(x);
      const error = Math.max(Math.abs(c - Math.cos(x)), Math.abs(lastSin - Math.sin(x)));
      worst = Math.max(worst, error / (1e-15 + 2e-16 * Math.abs(x)));
      seen = Math.max(seen, error);
    }
    expect(worst).toBeLessThan(1);
    expect(seen).toBeGreaterThan(0);
  });
});
