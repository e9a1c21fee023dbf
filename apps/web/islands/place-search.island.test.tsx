// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUNE, placeMarkup } from './panchang-markup.fixture';
import { mount, placeValue, setPlace } from './place-search.island';

const candidates = [
  { id: 1, name: 'Pune', admin1: 'Maharashtra', country: 'IN', lat: 18.5196, lon: 73.8553, timezone: 'Asia/Kolkata' },
  { id: 2, name: 'Punalur', admin1: 'Kerala', country: 'IN', lat: 9.017, lon: 76.926, timezone: 'Asia/Kolkata' },
];

async function field(locale: 'en' | 'hi' = 'en', value: typeof PUNE | null = null) {
  document.body.innerHTML = `<form>${await placeMarkup(locale, value)}</form>`;
  const root = document.querySelector<HTMLElement>('[data-island="place-search"]')!;
  mount(root);
  const input = root.querySelector<HTMLInputElement>('input[role="combobox"]')!;
  const type = (text: string) => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const key = (k: string) =>
    input.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  const options = () => [...root.querySelectorAll<HTMLElement>('[role="option"]')];
  const status = root.querySelector<HTMLElement>('[data-place-status]')!;
  return {
    root,
    input,
    type,
    key,
    options,
    status,
    zone: root.querySelector<HTMLElement>('[data-testid="place-zone"]')!,
  };
}

describe('place-search island', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('starts with the server’s place, its zone line and hidden fields', async () => {
    const f = await field('en', PUNE);
    expect(placeValue(f.root)).toMatchObject({ label: 'Pune', lat: 18.5204, lon: 73.8567, timezone: 'Asia/Kolkata' });
    expect(f.zone.hidden).toBe(false);
    expect(f.zone.textContent).toContain('UTC+05:30 on 14/01/2026');
    expect(f.input.getAttribute('aria-describedby')).toBe('panchang-place-hint panchang-place-zone');
  });

  it('searches the API as one types, moves with the keyboard and chooses with Enter', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: candidates }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const f = await field('en', PUNE);
    const changes: unknown[] = [];
    f.root.addEventListener('place-change', (e) => changes.push((e as CustomEvent).detail));
    f.type('Pun');
    // Editing the text clears the chosen place.
    expect(placeValue(f.root)).toBeNull();
    expect(f.zone.hidden).toBe(true);
    expect(changes).toEqual([null]);
    await vi.waitFor(() => expect(f.options()).toHaveLength(2));
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({ place: 'Pun', limit: 8, date: '2026-01-14' });
    expect(f.input.getAttribute('aria-expanded')).toBe('true');
    expect(f.status.textContent).toBe('2 places found. Use the up and down arrows, then Enter.');
    expect(f.input.getAttribute('aria-activedescendant')).toBe('panchang-place-option-0');
    f.key('ArrowDown');
    expect(f.input.getAttribute('aria-activedescendant')).toBe('panchang-place-option-1');
    expect(f.options()[1]!.getAttribute('aria-selected')).toBe('true');
    f.key('End');
    f.key('Home');
    expect(f.input.getAttribute('aria-activedescendant')).toBe('panchang-place-option-0');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    f.input.dispatchEvent(enter);
    // Choosing does not send the form.
    expect(enter.defaultPrevented).toBe(true);
    expect(f.input.getAttribute('aria-expanded')).toBe('false');
    expect(f.input.value).toMatch(/^Pune/);
    expect(placeValue(f.root)).toMatchObject({ lat: 18.5196, lon: 73.8553, timezone: 'Asia/Kolkata' });
    expect(f.root.querySelector<HTMLInputElement>('input[name="lat"]')!.value).toBe('18.5196');
    expect(f.zone.textContent).toContain('Latitude 18.52, longitude 73.86');
    // Remembered on this device for offline searches.
    expect(localStorage.getItem('drishti.recentPlaces')).toContain('18.5196');
  });

  it('closes the list with Escape, and opens it again with the arrow', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, data: candidates }))),
    );
    const f = await field('en');
    f.type('Pun');
    await vi.waitFor(() => expect(f.options()).toHaveLength(2));
    const escapeKey = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    f.input.dispatchEvent(escapeKey);
    expect(escapeKey.defaultPrevented).toBe(true);
    expect(f.input.getAttribute('aria-expanded')).toBe('false');
    expect(f.input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(f.root.querySelector<HTMLElement>('[role="listbox"]')!.hidden).toBe(true);
    expect(f.status.textContent).toBe('');
    f.key('ArrowDown');
    expect(f.input.getAttribute('aria-expanded')).toBe('true');
    expect(f.input.getAttribute('aria-activedescendant')).toBe('panchang-place-option-0');
  });

  it('says the search failed when the API answers with an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'x' }), { status: 500 })),
    );
    const f = await field('en');
    f.type('Pune');
    await vi.waitFor(() => expect(f.status.textContent).toBe('Could not search places just now. Please try again.'));
    expect(f.options()).toHaveLength(0);
  });

  it('offline, finds major Indian cities on the device, in Hindi', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const f = await field('hi');
    f.type('Varanasi');
    await vi.waitFor(() => expect(f.options().length).toBeGreaterThan(0));
    expect(fetch).not.toHaveBeenCalled();
    expect(f.status.textContent).toMatch(/^आप ऑफ़लाइन हैं/);
    vi.restoreAllMocks();
  });

  it('takes a place set from outside, and the clear button empties it', async () => {
    const f = await field('en');
    setPlace(f.root, PUNE);
    expect(f.input.value).toBe('Pune');
    expect(placeValue(f.root)?.lat).toBe(18.5204);
    expect(f.root.querySelector<HTMLElement>('[data-clear]')!.hidden).toBe(false);
    f.root.querySelector<HTMLButtonElement>('[data-clear]')!.click();
    expect(f.input.value).toBe('');
    expect(placeValue(f.root)).toBeNull();
    expect(document.activeElement).toBe(f.input);
  });
});
