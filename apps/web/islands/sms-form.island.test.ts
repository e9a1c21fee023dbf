// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './sms-form.island';

/** The form as components/download/sms-select-form.tsx renders it. */
function form() {
  document.body.innerHTML = `
    <form data-island="sms-form" data-locale="hi" data-invalid="Please enter valid mobile!" data-generic="Something went wrong."
      data-sent="Sent, Please check your phone!" data-sending="Sending…" data-error-class="error">
      <select name="country"><option value="GB" data-dial="44">UK (+44)</option>
        <option value="IN" data-dial="91" selected>India (+91)</option></select>
      <input id="home-sms-phone" name="phone" type="tel">
      <button type="submit"><span data-submit-label>Send link</span></button>
      <p role="status" data-testid="sms-status"></p>
    </form>`;
  const root = document.querySelector('form')!;
  return {
    root,
    select: root.querySelector('select')!,
    phone: root.querySelector('input')!,
    submit: root.querySelector('button')!,
    status: root.querySelector<HTMLElement>('[data-testid="sms-status"]')!,
    error: () => root.querySelector<HTMLElement>('[data-testid="sms-error"]'),
  };
}
const send = (f: ReturnType<typeof form>) =>
  f.root.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('sms-form island', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses 7 digits without a call, with the message from the markup, and focuses the number', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const f = form();
    mount(f.root);
    expect(f.root.dataset.ready).toBe('');
    f.phone.value = '9876543';
    send(f);
    expect(fetch).not.toHaveBeenCalled();
    expect(f.error()!.textContent).toBe('Please enter valid mobile!');
    expect(f.error()!.getAttribute('role')).toBe('alert');
    expect(f.phone.getAttribute('aria-invalid')).toBe('true');
    expect(f.phone.getAttribute('aria-describedby')).toBe(f.error()!.id);
    expect(document.activeElement).toBe(f.phone);
    // Typing again clears the error.
    f.phone.dispatchEvent(new Event('input'));
    expect(f.error()).toBeNull();
    expect(f.phone.hasAttribute('aria-invalid')).toBe(false);
  });

  it('sends the dial code, the number and the language, then clears the fields and says it was sent', async () => {
    let finish: (r: Response) => void = () => {};
    const fetch = vi.fn(
      (_url: string, _init: RequestInit) =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const f = form();
    mount(f.root);
    f.select.value = 'GB';
    f.phone.value = '98765 43210';
    send(f);
    expect(f.submit.disabled).toBe(true);
    expect(f.submit.textContent).toBe('Sending…');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/publics/commons/send-app-link-onphone');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['x-lang']).toBe('hi');
    expect(JSON.parse(init.body as string)).toEqual({ countryCode: '44', phone: '9876543210', locale: 'hi' });
    finish(new Response(JSON.stringify({ success: true, data: null }), { status: 200 }));
    await vi.waitFor(() => expect(f.status.textContent).toBe('Sent, Please check your phone!'));
    expect(f.phone.value).toBe('');
    expect(f.select.value).toBe('IN');
    expect(f.submit.disabled).toBe(false);
    expect(f.submit.textContent).toBe('Send link');
    expect(f.error()).toBeNull();
  });

  it('shows the server message as it is when the server refuses, else the page’s own', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockImplementationOnce(() =>
          answer({ success: false, message: 'Too many requests from this network today.' }, 429),
        )
        .mockImplementationOnce(() => Promise.reject(new TypeError('offline'))),
    );
    const f = form();
    mount(f.root);
    f.phone.value = '9876543210';
    send(f);
    await vi.waitFor(() => expect(f.error()?.textContent).toBe('Too many requests from this network today.'));
    expect(f.phone.value).toBe('9876543210');
    send(f);
    await vi.waitFor(() => expect(f.error()?.textContent).toBe('Something went wrong.'));
    expect(f.root.querySelectorAll('[data-testid="sms-error"]')).toHaveLength(1);
  });
});
