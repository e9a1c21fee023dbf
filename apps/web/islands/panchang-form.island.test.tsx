// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount as mountDate } from './date-field.island';
import { PUNE, panchangForm } from './panchang-markup.fixture';
import { mount } from './panchang-form.island';
import { mount as mountPlace, placeValue } from './place-search.island';

async function page(locale: 'en' | 'hi' = 'en', place: typeof PUNE | null = PUNE) {
  document.body.innerHTML = await panchangForm(locale, place);
  const form = document.querySelector('form')!;
  const placeRoot = form.querySelector<HTMLElement>('[data-island="place-search"]')!;
  const dateRoot = form.querySelector<HTMLElement>('[data-island="date-field"]')!;
  // The runtime mounts each island on its own, in no particular order.
  mount(form);
  mountDate(dateRoot);
  mountPlace(placeRoot);
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/astrology/panchang' });
  return {
    form,
    placeRoot,
    assign,
    date: form.querySelector<HTMLInputElement>('#panchang-date')!,
    place: form.querySelector<HTMLInputElement>('#panchang-place')!,
    dateError: form.querySelector<HTMLElement>('[data-testid="date-error"]')!,
    placeError: form.querySelector<HTMLElement>('[data-testid="panchang-place-error"]')!,
    submit: () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
  };
}

describe('panchang-form island', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a date that does not exist, in the page’s language, focusing the date', async () => {
    const p = await page('hi');
    p.date.value = '31/02/2026';
    p.submit();
    expect(p.assign).not.toHaveBeenCalled();
    expect(p.dateError.hidden).toBe(false);
    expect(p.dateError.textContent).toMatch(/[\u0900-\u097F]/);
    expect(p.date.getAttribute('aria-invalid')).toBe('true');
    expect(p.date.getAttribute('aria-describedby')).toBe('panchang-date-hint panchang-date-error');
    expect(document.activeElement).toBe(p.date);
    // Once shown, the error follows what is typed.
    p.date.value = '28/02/2026';
    p.date.dispatchEvent(new Event('input', { bubbles: true }));
    expect(p.dateError.hidden).toBe(true);
  });

  it('asks for a place from the list first when there is none, and focuses it', async () => {
    const p = await page('en', null);
    p.date.value = '1900';
    p.submit();
    expect(p.placeError.textContent).toBe('Choose a place from the list.');
    expect(p.place.getAttribute('aria-invalid')).toBe('true');
    expect(p.dateError.hidden).toBe(false);
    expect(document.activeElement).toBe(p.place);
    expect(p.assign).not.toHaveBeenCalled();
  });

  it('loads the page of the chosen day and place, with the date as the URL carries it', async () => {
    const p = await page('hi');
    p.date.value = '7-2-2026';
    p.date.dispatchEvent(new Event('input', { bubbles: true }));
    // The offset under the place follows the date.
    expect(p.placeRoot.dataset.date).toBe('2026-02-07');
    p.date.dispatchEvent(new Event('blur'));
    expect(p.date.value).toBe('07/02/2026');
    p.submit();
    expect(p.assign).toHaveBeenCalledWith(
      '/hi/astrology/panchang?date=2026-02-07&lat=18.5204&lon=73.8567&tz=Asia%2FKolkata&p=Pune',
    );
    expect(p.form.querySelector<HTMLButtonElement>('[type="submit"]')!.disabled).toBe(true);
    expect(p.form.querySelector('[data-pending]')!.textContent).toBe('पंचांग की गणना हो रही है…');
  });

  it('“Use my location” loads that place’s day, or says why it cannot', async () => {
    let answer: (pos: GeolocationPosition) => void = () => {};
    let refuse: (err: GeolocationPositionError) => void = () => {};
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: typeof answer, fail: typeof refuse) => {
          answer = ok;
          refuse = fail;
        },
      },
    });
    const p = await page('en');
    const button = p.form.querySelector<HTMLButtonElement>('[data-testid="use-location"]')!;
    const status = p.form.querySelector<HTMLElement>('[data-locate-status]')!;
    button.click();
    expect(status.textContent).toBe('Finding where you are…');
    refuse({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    expect(status.textContent).toBe('Location access was not allowed. Search for your town instead.');
    expect(status.className).toBe('bad');
    button.click();
    answer({ coords: { latitude: 26.85, longitude: 80.95 } } as GeolocationPosition);
    expect(status.textContent).toBe('');
    expect(placeValue(p.placeRoot)).toMatchObject({ lat: 26.85, lon: 80.95 });
    expect(p.place.value).toMatch(/^My location \(26\.85/);
    expect(p.assign).toHaveBeenCalledTimes(1);
    expect(p.assign.mock.calls[0]![0]).toMatch(/^\/astrology\/panchang\?date=2026-01-14&lat=26\.85&lon=80\.95&tz=/);
  });
});
