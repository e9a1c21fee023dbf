import { describe, expect, it } from 'vitest';
import { everyIslandFile } from './island-files';

describe('island files for the offline precache', () => {
  it('lists every island’s files and the entry’s chunks once each', () => {
    const files = {
      entry: ['/_next/static/islands/chunk-A.js', '/_next/static/islands/chunk-B.js'],
      'place-search': ['/_next/static/islands/place-search.island-1.js', '/_next/static/islands/chunk-A.js'],
      'tool-actions': ['/_next/static/islands/tool-actions.island-2.js'],
    };
    expect(everyIslandFile(files).sort()).toEqual([
      '/_next/static/islands/chunk-A.js',
      '/_next/static/islands/chunk-B.js',
      '/_next/static/islands/place-search.island-1.js',
      '/_next/static/islands/tool-actions.island-2.js',
    ]);
  });
});
