// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './tracked-link.island';

function link(props = '{"store":"playstore","location":"home-download-panel"}') {
  document.body.innerHTML = `<a href="/download-app#android" data-island="tracked-link" data-event="app_store_click" data-props='${props}'>Android</a>`;
  const a = document.querySelector<HTMLAnchorElement>('a')!;
  a.addEventListener('click', (e) => e.preventDefault());
  return a;
}

describe('tracked-link island', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the consent cookie the page would.
    document.cookie = 'drishti_consent=; Max-Age=0; Path=/';
  });

  it('sends nothing without consent', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    const a = link();
    mount(a);
    a.click();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the event with its properties and the link as destination once consent is granted', () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the consent cookie the page would.
    document.cookie = 'drishti_consent=granted; Path=/';
    const a = link();
    mount(a);
    expect(a.dataset.ready).toBe('');
    a.click();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/publics/commons/track-content');
    expect(JSON.parse(init.body as string)).toMatchObject({
      event: 'app_store_click',
      category: 'App Download',
      props: { store: 'playstore', location: 'home-download-panel', destination: '/download-app#android' },
    });
  });

  it('ignores an unknown event or malformed properties', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the consent cookie the page would.
    document.cookie = 'drishti_consent=granted; Path=/';
    const a = link('not json');
    mount(a);
    a.click();
    a.dataset.event = 'purchase';
    mount(a);
    a.click();
    expect(fetch).not.toHaveBeenCalled();
  });
});
