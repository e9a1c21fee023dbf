import { describe, expect, it } from 'vitest';
import { fetchRecordings, parseRecording, parseRecordings } from './recordings';

const item = {
  trackId: 'mindfulness',
  url: '/api/publics/meditation/recordings/mindfulness?v=abc',
  contentType: 'audio/wav',
  size: 4044,
  uploadedAt: '2026-11-01T10:00:00.000Z',
};

describe('parseRecordings', () => {
  it('maps the list by track id', () => {
    expect(parseRecordings({ success: true, data: [item] })).toEqual({ mindfulness: item });
    expect(parseRecordings({ success: true, data: [] })).toEqual({});
  });

  it('gives null for a failed or malformed answer (every track is then synthesised)', () => {
    expect(parseRecordings({ success: false, message: 'Something went wrong!' })).toBeNull();
    expect(parseRecordings({ success: true, data: 'nope' })).toBeNull();
    expect(parseRecordings(null)).toBeNull();
    expect(parseRecordings('<html>')).toBeNull();
  });

  it('leaves out items that are malformed or would load audio from elsewhere', () => {
    const list = parseRecordings({
      success: true,
      data: [
        item,
        { ...item, trackId: 'relaxation', url: 'https://evil.example/a.mp3' },
        { ...item, trackId: 'motivation', size: '12' },
        null,
      ],
    });
    expect(Object.keys(list!)).toEqual(['mindfulness']);
    expect(parseRecording({ ...item, url: '/api/publics/other' })).toBeNull();
  });
});

describe('fetchRecordings', () => {
  it('reads the list by track id, and null when the list cannot be had', async () => {
    const ok = (async () => new Response(JSON.stringify({ success: true, data: [item] }))) as typeof fetch;
    expect(await fetchRecordings(undefined, ok)).toEqual({ mindfulness: item });
    const failed = (async () =>
      new Response(JSON.stringify({ success: false, message: 'x' }), { status: 500 })) as typeof fetch;
    expect(await fetchRecordings(undefined, failed)).toBeNull();
    const down = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    expect(await fetchRecordings(undefined, down)).toBeNull();
  });
});
