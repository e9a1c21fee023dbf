import { describe, expect, it } from 'vitest';
import {
  audioTypeLabel,
  failure,
  formatFileSize,
  removeRecording,
  uploadRecording,
  uploadResult,
} from './admin-recordings';

const saved = {
  trackId: 'mindfulness',
  url: '/api/publics/meditation/recordings/mindfulness?v=abc',
  contentType: 'audio/wav',
  size: 4044,
  uploadedAt: '2026-11-01T10:00:00.000Z',
};

/** Just enough of XMLHttpRequest: records the request, reports progress, then answers. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor(private readonly answer: { status: number; body: string } | 'network-error') {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    if (this.answer === 'network-error') {
      this.onerror?.();
      return;
    }
    this.status = this.answer.status;
    this.responseText = this.answer.body;
    this.onload?.();
  }
}

describe('uploadRecording', () => {
  it('sends the file as multipart to the track, reports progress and reads the saved recording', async () => {
    const xhr = new FakeXhr({ status: 200, body: JSON.stringify({ success: true, data: saved }) });
    const progress: number[] = [];
    const file = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])], { type: 'audio/wav' });
    const res = await uploadRecording(
      'mindfulness',
      file,
      'hi',
      (p) => progress.push(p),
      () => xhr as never,
    );
    expect(res).toEqual({ ok: true, data: saved });
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/admin/meditation/mindfulness/recording');
    expect(xhr.headers['x-lang']).toBe('hi');
    expect(xhr.sent).toBeInstanceOf(FormData);
    expect((xhr.sent as FormData).get('file')).toBeInstanceOf(Blob);
    expect(progress).toEqual([0.5, 1]);
  });

  it('keeps the reason of a refusal and the server’s message', async () => {
    const body = JSON.stringify({ success: false, message: 'Upload an MP3 …', code: 'not-audio' });
    const res = await uploadRecording(
      'mindfulness',
      new Blob(['x']),
      'en',
      () => {},
      () => new FakeXhr({ status: 400, body }) as never,
    );
    expect(res).toEqual({ ok: false, message: 'Upload an MP3 …', code: 'not-audio', status: 400 });
  });

  it('turns a network failure or a non-JSON answer into the generic message', async () => {
    const down = await uploadRecording(
      'x',
      new Blob(['x']),
      'hi',
      () => {},
      () => new FakeXhr('network-error') as never,
    );
    expect(down).toEqual({ ok: false, message: 'कुछ ग़लत हो गया!', code: null, status: 0 });
    const html = await uploadRecording(
      'x',
      new Blob(['x']),
      'en',
      () => {},
      () => new FakeXhr({ status: 502, body: '<html>' }) as never,
    );
    expect(html).toMatchObject({ ok: false, message: 'Something went wrong!', status: 502 });
  });
});

describe('reading answers', () => {
  it('accepts only a well-formed saved recording', () => {
    expect(uploadResult(200, { success: true, data: saved }, 'en')).toEqual({ ok: true, data: saved });
    expect(uploadResult(200, { success: true, data: { trackId: 'x' } }, 'en').ok).toBe(false);
  });

  it('knows the refusal codes and ignores others', () => {
    expect(failure(403, { success: false, message: 'You do not have access to this.' }, 'en')).toEqual({
      ok: false,
      message: 'You do not have access to this.',
      code: null,
      status: 403,
    });
    expect(failure(400, { success: false, message: 'm', code: 'too-large' }, 'en').code).toBe('too-large');
    expect(failure(400, { success: false, message: 'm', code: 'whatever' }, 'en').code).toBeNull();
  });
});

describe('removeRecording', () => {
  it('deletes the track’s recording', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fake = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify({ success: true, data: { trackId: 'mindfulness', removed: true } }));
    }) as typeof fetch;
    expect(await removeRecording('mindfulness', 'en', fake)).toEqual({ ok: true, data: { removed: true } });
    expect(calls[0]![0]).toBe('/api/admin/meditation/mindfulness/recording');
    expect(calls[0]![1]?.method).toBe('DELETE');
  });

  it('reports a failure', async () => {
    const fake = (async () =>
      new Response(JSON.stringify({ success: false, message: 'Please sign in to continue.' }), {
        status: 401,
      })) as typeof fetch;
    expect(await removeRecording('mindfulness', 'en', fake)).toMatchObject({ ok: false, status: 401 });
    const down = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    expect(await removeRecording('mindfulness', 'hi', down)).toMatchObject({ ok: false, message: 'कुछ ग़लत हो गया!' });
  });
});

describe('labels', () => {
  it('names audio types and sizes the way people say them', () => {
    expect(audioTypeLabel('audio/mpeg')).toBe('MP3');
    expect(audioTypeLabel('audio/mp4')).toBe('M4A');
    expect(formatFileSize(4044, 'en')).toBe('4 KB');
    expect(formatFileSize(300, 'hi')).toBe('1 KB');
    expect(formatFileSize(3.45 * 1024 * 1024, 'en')).toBe('3.5 MB');
    expect(formatFileSize(25 * 1024 * 1024, 'hi')).toBe('25 MB');
  });
});
