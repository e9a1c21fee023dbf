import { describe, expect, it } from 'vitest';
import { postForm } from './post-form';

describe('support postForm', () => {
  it('sends the fields and files as multipart and returns the data', async () => {
    let sent: FormData | null = null;
    const fetch = (async (_url: string, init?: RequestInit) => {
      sent = init?.body as FormData;
      return new Response(JSON.stringify({ success: true, data: { ref: 'T-1' } }), { status: 200 });
    }) as typeof globalThis.fetch;
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const res = await postForm('/api/users/support/tickets', 'en', { subject: 'Hi' }, [file], fetch);
    expect(res).toEqual({ ok: true, data: { ref: 'T-1' } });
    expect(sent!.get('subject')).toBe('Hi');
    expect((sent!.get('files') as File).name).toBe('a.png');
  });

  it('returns the API’s own message and first refused field, null when it gave none', async () => {
    const refused = (async () =>
      new Response(
        JSON.stringify({ success: false, message: 'Too short', errors: [{ field: 'body', message: 'm' }] }),
        {
          status: 400,
        },
      )) as typeof fetch;
    expect(await postForm('/x', 'en', {}, [], refused)).toEqual({ ok: false, message: 'Too short', field: 'body' });
    const down = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    expect(await postForm('/x', 'hi', {}, [], down)).toEqual({ ok: false, message: null, field: null });
  });
});
