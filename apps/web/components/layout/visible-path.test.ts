import { describe, expect, it } from 'vitest';
import { visiblePath } from './visible-path';

describe('visiblePath', () => {
  it('reads the rendered /en path and the browser path of an English page alike', () => {
    expect(visiblePath('/en')).toBe('/');
    expect(visiblePath('/')).toBe('/');
    expect(visiblePath('/en/kundali')).toBe('/kundali');
    expect(visiblePath('/kundali')).toBe('/kundali');
    expect(visiblePath(null)).toBe('/');
  });
  it('keeps Hindi under /hi, and a path that only starts with the letters en', () => {
    expect(visiblePath('/hi')).toBe('/hi');
    expect(visiblePath('/hi/kundali')).toBe('/hi/kundali');
    expect(visiblePath('/entertainment')).toBe('/entertainment');
  });
});
