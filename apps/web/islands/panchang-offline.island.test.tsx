// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPanchangOffline } from '../components/offline/load';
import { mount as mountDate } from './date-field.island';
import { PUNE, panchangForm } from './panchang-markup.fixture';
import { mount } from './panchang-offline.island';
import { mount as mountPlace, placeValue } from './place-search.island';

// The real module, but a load can be made to fail as it does offline when its file was never cached.
vi.mock('../components/offline/load', async (original) => {
  const real = await original<typeof import('../components/offline/load')>();
  return { ...real, prefetchPanchangOffline: () => () => {}, loadPanchangOffline: vi.fn(real.loadPanchangOffline) };
});

// 2026-01-14 06:00 UTC: 14 January in India.
const NOW = Date.UTC(2026, 0, 14, 6);
const pune = { label: 'Pune', lat: 18.5204, lon: 73.8567, timezone: 'Asia/Kolkata' };

/** The page as the server rendered it for `rendered` (a day, or null for the query's error), at `url`. */
async function page(rendered: unknown, url: string) {
  history.replaceState(null, '', url);
  document.body.innerHTML = `<div data-island="panchang-offline" data-locale="en"
      data-rendered='${JSON.stringify(rendered)}' data-default-place="New Delhi"
      data-classes='${JSON.stringify({ toolPage: {}, panchang: {} })}'
      data-note="Worked out on your device." data-working="Working it out…" data-failed="Shown: another day.">
    ${await panchangForm('en', PUNE)}
    <p role="status" data-testid="panchang-offline-note"></p>
    <div data-panchang-day><section data-testid="panchang-result"><h2>Server day</h2></section></div>
  </div>`;
  const root = document.querySelector<HTMLElement>('[data-island="panchang-offline"]')!;
  mountPlace(root.querySelector<HTMLElement>('[data-island="place-search"]')!);
  mountDate(root.querySelector<HTMLElement>('[data-island="date-field"]')!);
  mount(root);
  return {
    root,
    note: root.querySelector<HTMLElement>('[data-testid="panchang-offline-note"]')!,
    day: root.querySelector<HTMLElement>('[data-panchang-day]')!,
  };
}

describe('panchang-offline island', () => {
  afterEach(() => vi.useRealTimers());

  it('leaves the server’s day alone when it is the URL’s', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const p = await page(
      { date: { year: 2026, month: 1, day: 14 }, queryPlace: pune },
      '/astrology/panchang?date=2026-01-14&lat=18.5204&lon=73.8567&tz=Asia%2FKolkata&p=Pune',
    );
    expect(p.note.textContent).toBe('');
    expect(p.day.textContent).toContain('Server day');
    expect(p.day.hasAttribute('aria-busy')).toBe(false);
  });

  it('works out the URL’s day when the copy on screen is for another, and shows it with the note', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const p = await page(
      { date: { year: 2026, month: 1, day: 10 }, queryPlace: null },
      '/astrology/panchang?date=2026-01-20&lat=18.5204&lon=73.8567&tz=Asia%2FKolkata&p=Pune',
    );
    // While the module loads: the note says so and the day is busy.
    expect(p.note.textContent).toBe('Working it out…');
    expect(p.day.getAttribute('aria-busy')).toBe('true');
    // The form shows the URL's date and place.
    expect(p.root.querySelector<HTMLInputElement>('#panchang-date')!.value).toBe('20/01/2026');
    expect(placeValue(p.root.querySelector<HTMLElement>('[data-island="place-search"]')!)?.label).toBe('Pune');
    await vi.waitFor(() => expect(p.note.textContent).toBe('Worked out on your device.'), { timeout: 10_000 });
    expect(p.day.hasAttribute('aria-busy')).toBe(false);
    expect(p.day.querySelector('h2')!.textContent).toBe('Panchang for Tuesday, 20 January 2026');
    expect(p.day.querySelector('[data-testid="panchang-place"]')!.textContent).toBe('At Pune');
    expect(p.day.querySelector('[data-testid="sunrise"]')!.textContent).toMatch(/^\d{1,2}:\d{2} AM$/);
  });

  it('notices a cached “today” that has passed, at the default place', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const p = await page({ date: { year: 2026, month: 1, day: 13 }, queryPlace: null }, '/astrology/panchang');
    await vi.waitFor(() => expect(p.note.textContent).toBe('Worked out on your device.'), { timeout: 10_000 });
    expect(p.day.querySelector('h2')!.textContent).toBe('Panchang for Wednesday, 14 January 2026');
    expect(p.day.querySelector('[data-testid="panchang-place"]')!.textContent).toBe('At New Delhi');
  });

  it('says which day is shown when the module cannot be had offline', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    vi.mocked(loadPanchangOffline).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const p = await page(
      { date: { year: 2026, month: 1, day: 14 }, queryPlace: pune },
      '/astrology/panchang?date=2026-01-15&lat=18.5204&lon=73.8567&tz=Asia%2FKolkata&p=Pune',
    );
    await vi.waitFor(() => expect(p.note.textContent).toBe('Shown: another day.'));
    expect(p.day.hasAttribute('aria-busy')).toBe(false);
    expect(p.day.textContent).toContain('Server day');
  });
});
