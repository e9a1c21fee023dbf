// @vitest-environment happy-dom
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BirthFormMarkup } from '../components/birth-form/birth-form-markup';
import { emptyDraft } from '../components/birth-form/validation';
import { catalogues } from '../messages';
import { mount } from './birth-form.island';
import { mount as mountPlace, placeValue, setPlace } from './place-search.island';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'hi'; namespace: string }) =>
    createTranslator({ locale, messages: catalogues[locale], namespace: namespace as 'birth' }),
}));

const NEW_DELHI = {
  name: 'New Delhi',
  label: 'New Delhi, Delhi, India',
  lat: 28.63576,
  lon: 77.22445,
  timezone: 'Asia/Kolkata',
};

const PROFILES = [
  {
    id: 'p-1',
    name: 'Asha',
    gender: 'female',
    birthDate: '1990-08-15',
    birthTime: '14:30',
    placeName: 'Pune, Maharashtra, India',
    lat: 18.52,
    lon: 73.86,
    timezone: 'Asia/Kolkata',
  },
];

/** The form as app/[locale]/kundali/page.tsx renders it, mounted; `signedIn` answers /login/state. */
async function form(locale: 'en' | 'hi' = 'en', signedIn = false, before?: (doc: Document) => void) {
  vi.stubGlobal('fetch', async (input: string) => {
    if (input === '/login/state') return new Response(JSON.stringify({ signedIn }), { status: 200 });
    if (input.endsWith('/api/users/profiles'))
      return new Response(JSON.stringify({ success: true, data: PROFILES }), { status: 200 });
    return new Response('{}', { status: 404 });
  });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/kundali' });
  const html = renderToStaticMarkup(
    await BirthFormMarkup({
      idPrefix: 'kundali',
      locale,
      action: locale === 'hi' ? '/hi/kundali' : '/kundali',
      submitLabel: 'Make',
      draft: emptyDraft(),
    }),
  );
  document.body.innerHTML = `${html}<button id="outside">outside</button>`;
  const root = document.querySelector<HTMLFormElement>('[data-island="birth-form"]')!;
  before?.(document);
  mountPlace(root.querySelector<HTMLElement>('[data-island="place-search"]')!);
  mount(root);
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(`kundali-${id}`) as T;
  const select = (id: string, value: string) => {
    const el = $<HTMLSelectElement>(id);
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const error = (f: string) => document.querySelector<HTMLElement>(`[data-testid="kundali-${f}-error"]`)!;
  const submit = () => root.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  const leave = (id: string, to: HTMLElement | null = document.getElementById('outside')) =>
    $(id).dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: to }));
  const placeRoot = root.querySelector<HTMLElement>('[data-island="place-search"]')!;
  return { root, $, select, error, submit, leave, assign, placeRoot };
}

/** C01 (e2e/kundali.spec.ts): 6 March 1964, 1:50 PM, New Delhi. */
function fillC01(f: Awaited<ReturnType<typeof form>>) {
  f.$<HTMLInputElement>('name').value = 'Ref C01';
  f.select('day', '6');
  f.select('month', '3');
  f.select('year', '1964');
  f.select('hour', '1');
  f.select('minute', '50');
  f.select('meridiem', 'pm');
  setPlace(f.placeRoot, NEW_DELHI);
}

describe('birth-form island', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  for (const locale of ['en', 'hi'] as const) {
    it(`sent empty, shows a message per field and the summary in ${locale}, and focuses the name`, async () => {
      const e = catalogues[locale].birth.errors;
      const f = await form(locale);
      f.submit();
      expect(f.error('name').textContent).toBe(e.nameRequired);
      expect(f.error('name').hidden).toBe(false);
      expect(f.error('date').textContent).toBe(e.dateRequired);
      expect(f.error('time').textContent).toBe(e.timeRequired);
      expect(f.error('place').textContent).toBe(e.placeRequired);
      const summary = document.querySelector<HTMLElement>('[data-testid="kundali-summary"]')!;
      expect(summary.hidden).toBe(false);
      expect(summary.textContent).toContain('4');
      expect(document.activeElement).toBe(f.$('name'));
      expect(f.$('name').getAttribute('aria-invalid')).toBe('true');
      expect(f.$('name').getAttribute('aria-describedby')).toBe('kundali-name-error');
      expect(f.$('hour').getAttribute('aria-describedby')).toBe('kundali-time-hint kundali-time-error');
      expect(f.assign).not.toHaveBeenCalled();
    });
  }

  it('shows a field’s message once it is left, not while moving inside it, and clears it when fixed', async () => {
    const f = await form();
    f.leave('day', f.$('month'));
    expect(f.error('date').hidden).toBe(true);
    f.leave('day');
    expect(f.error('date').hidden).toBe(false);
    expect(f.error('date').textContent).toBe(catalogues.en.birth.errors.dateRequired);
    expect(f.error('name').hidden).toBe(true);
    f.select('day', '31');
    f.select('month', '2');
    f.select('year', '2000');
    expect(f.error('date').textContent).toBe(catalogues.en.birth.errors.dateInvalid);
    f.select('day', '29');
    expect(f.error('date').hidden).toBe(true);
    expect(f.$('day').hasAttribute('aria-invalid')).toBe(false);
  });

  it('a place typed but not chosen asks to choose it; the first wrong field gets the focus', async () => {
    const f = await form();
    fillC01(f);
    const input = f.placeRoot.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    input.value = 'New Del';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(placeValue(f.placeRoot)).toBeNull();
    f.submit();
    expect(f.error('place').textContent).toBe(catalogues.en.birth.errors.placeChoose);
    expect(document.activeElement).toBe(input);
    expect(f.assign).not.toHaveBeenCalled();
  });

  it('sent complete, loads the shared link of the birth (Hindi page: the Hindi address)', async () => {
    const f = await form('hi');
    fillC01(f);
    f.submit();
    expect(f.assign).toHaveBeenCalledTimes(1);
    const url = new URL(f.assign.mock.calls[0]![0] as string, 'https://drishti.test');
    expect(url.pathname).toBe('/hi/kundali');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      n: 'Ref C01',
      g: 'm',
      d: '1964-03-06',
      t: '13:50',
      lat: '28.63576',
      lon: '77.22445',
      tz: 'Asia/Kolkata',
      p: 'New Delhi, Delhi, India',
    });
    expect(document.querySelector<HTMLElement>('[data-testid="kundali-summary"]')!.hidden).toBe(true);
  });

  it('the zone under the place follows the chosen birth date', async () => {
    const f = await form();
    fillC01(f);
    f.select('day', '7');
    expect(f.placeRoot.dataset.date).toBe('1964-03-07');
    expect(f.placeRoot.querySelector('[data-testid="place-zone"]')!.textContent).toContain('07/03/1964');
  });

  it('a date chosen before the island came alive still dates the zone under the place', async () => {
    const f = await form('en', false, (doc) => {
      const set = (id: string, v: string) => {
        (doc.getElementById(`kundali-${id}`) as HTMLSelectElement).value = v;
      };
      set('day', '6');
      set('month', '3');
      set('year', '1964');
    });
    expect(f.placeRoot.dataset.date).toBe('1964-03-06');
    setPlace(f.placeRoot, NEW_DELHI);
    expect(f.placeRoot.querySelector('[data-testid="place-zone"]')!.textContent).toContain('UTC+05:30 on 06/03/1964');
  });

  it('signed out, the saved-profile picker stays hidden', async () => {
    const f = await form('en', false);
    await new Promise((r) => setTimeout(r, 0));
    expect(f.root.querySelector<HTMLElement>('[data-profiles]')!.hidden).toBe(true);
  });

  it('signed in, lists the saved profiles; choosing one fills the form', async () => {
    const f = await form('en', true);
    const box = f.root.querySelector<HTMLElement>('[data-profiles]')!;
    await vi.waitFor(() => expect(box.hidden).toBe(false));
    const picker = document.querySelector<HTMLSelectElement>('[data-testid="saved-profiles"]')!;
    expect(picker.options[1]!.textContent).toBe('Asha · 15/08/1990 · Pune, Maharashtra, India');
    picker.value = 'p-1';
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    expect(f.$<HTMLInputElement>('name').value).toBe('Asha');
    expect(f.$<HTMLSelectElement>('day').value).toBe('15');
    expect(f.$<HTMLSelectElement>('month').value).toBe('8');
    expect(f.$<HTMLSelectElement>('hour').value).toBe('2');
    expect(f.$<HTMLSelectElement>('meridiem').value).toBe('pm');
    expect(document.querySelector<HTMLInputElement>('input[name="g"][value="f"]')!.checked).toBe(true);
    expect(placeValue(f.placeRoot)).toMatchObject({ label: 'Pune, Maharashtra, India', lat: 18.52 });
    f.submit();
    expect(new URL(f.assign.mock.calls[0]![0] as string, 'https://x').searchParams.get('d')).toBe('1990-08-15');
  });
});
