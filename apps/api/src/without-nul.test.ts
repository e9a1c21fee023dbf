import { describe, expect, it } from 'vitest';
import { withoutNul } from './app';

describe('withoutNul', () => {
  it('removes U+0000 from every string of a JSON body, keys included, and keeps everything else', () => {
    const body = { 'na\u0000me': 'ad\u0000min', list: ['a\u0000', 1, true, null, { deep: '\u0000x' }], n: 5 };
    expect(withoutNul(body)).toEqual({ name: 'admin', list: ['a', 1, true, null, { deep: 'x' }], n: 5 });
    expect(withoutNul('नमस्ते')).toBe('नमस्ते');
  });
});
