import type { PlaceValue } from '../components/birth-form/types';
import { coordinatesText, isoDate, panchangSearch, type Ymd } from '../components/panchang/panchang-model';
import { fillAround, type TextAround } from '../lib/text-around';
import { readDate } from './date-field.island';
import { placeValue, setPlace, showPlaceError, showZone } from './place-search.island';

/**
 * The panchang's place and date without React (markup: the page,
 * app/[locale]/astrology/panchang/page.tsx). The form is a real GET form of the page's own query
 * (`date`, `lat`, `lon`, `tz`, `p`), so without JavaScript the date can still be changed and sent.
 * Here: sending checks the place and the date (the first wrong field gets the focus), then loads
 * the page for the new URL, which the server renders (a shared link shows the same day); "Use my
 * location" asks the browser for the position and loads that place's day.
 *
 * Markup: `<form data-island="panchang-form">` with `data-locale`, the texts `data-place-required`,
 * `data-locating`, `data-denied`, `data-unavailable`, `data-loading`, `data-my-location` (a
 * TextAround around the coordinates), the classes `data-status-class`, `data-error-class`; inside,
 * a place-search island, a date-field island, `[data-testid=use-location]` with
 * `[data-locate-status]`, and the submit button with `[data-pending]`.
 */
export function mount(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const placeRoot = form.querySelector<HTMLElement>('[data-island="place-search"]');
  const dateRoot = form.querySelector<HTMLElement>('[data-island="date-field"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const pending = form.querySelector<HTMLElement>('[data-pending]');
  const locate = form.querySelector<HTMLButtonElement>('[data-testid="use-location"]');
  const locateStatus = form.querySelector<HTMLElement>('[data-locate-status]');
  if (!placeRoot || !dateRoot || !submit) return;
  const text = form.dataset;
  const locale = text.locale === 'hi' ? 'hi' : 'en';
  let sent = false;

  const currentDate = (showError: boolean): Ymd | null => {
    const d = readDate(dateRoot, showError);
    return d ? { year: d.year, month: d.month, day: d.day } : null;
  };

  const go = (place: PlaceValue, date: Ymd) => {
    submit.disabled = true;
    if (pending) pending.textContent = text.loading ?? '';
    const search = panchangSearch(date, {
      label: place.label,
      lat: place.lat,
      lon: place.lon,
      timezone: place.timezone,
    });
    window.location.assign(`${form.getAttribute('action') ?? window.location.pathname}?${search}`);
  };

  // Back to this page from the next one (the browser's page cache): the form can be sent again.
  window.addEventListener('pageshow', () => {
    submit.disabled = false;
    if (pending) pending.textContent = '';
  });

  // The offset under the place is the zone's on the chosen day.
  dateRoot.addEventListener('date-change', () => {
    const date = currentDate(false);
    if (date) placeRoot.dataset.date = isoDate(date);
    showZone(placeRoot);
  });
  placeRoot.addEventListener('place-change', () => {
    if (sent) showPlaceError(placeRoot, placeValue(placeRoot) ? null : (text.placeRequired ?? ''));
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent = true;
    const place = placeValue(placeRoot);
    const date = currentDate(true);
    showPlaceError(placeRoot, place ? null : (text.placeRequired ?? ''));
    if (!place || !date) {
      const first = place
        ? dateRoot.querySelector<HTMLInputElement>('input')
        : placeRoot.querySelector<HTMLInputElement>('input[role="combobox"]');
      first?.focus();
      return;
    }
    go(place, date);
  });

  locate?.addEventListener('click', () => {
    const say = (message: string, error: boolean) => {
      if (!locateStatus) return;
      locateStatus.textContent = message;
      locateStatus.className = (error ? text.errorClass : text.statusClass) ?? '';
    };
    if (!('geolocation' in navigator)) {
      say(text.unavailable ?? '', true);
      return;
    }
    say(text.locating ?? '', false);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        say('', false);
        const { latitude: lat, longitude: lon } = pos.coords;
        let around: TextAround = { before: '', after: '' };
        try {
          around = JSON.parse(text.myLocation ?? '') as TextAround;
        } catch {
          // The coordinates alone then name the place.
        }
        const label = fillAround(around, coordinatesText(lat, lon, locale));
        const here: PlaceValue = {
          name: label,
          label,
          lat,
          lon,
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        };
        setPlace(placeRoot, here);
        const date = currentDate(false);
        if (date) go(here, date);
      },
      (error) => say((error.code === error.PERMISSION_DENIED ? text.denied : text.unavailable) ?? '', true),
      { timeout: 15_000, maximumAge: 600_000 },
    );
  });
}
