import type { PlaceSearchTexts } from '../components/birth-form/place-search-markup';
import { offsetOnDate, PLACE_DEBOUNCE_MS, PLACE_MIN_CHARS } from '../components/birth-form/place-model';
import { searchPlaces } from '../components/birth-form/place-search-query';
import { rememberPlace } from '../components/birth-form/recent-places';
import { formatUtcOffset, type PlaceValue } from '../components/birth-form/types';
import type { PlaceOption } from '../components/offline/place-offline';
import { isoToDateText } from '../components/ui/date-model';
import { zoneName } from '../lib/clock';

/**
 * The place combobox without React (markup: components/birth-form/place-search-markup.tsx; the
 * same behaviour as the React `PlaceSearch`): an ARIA 1.2 combobox. Typing searches the place
 * index (debounced), arrows, Home and End move through the suggestions (aria-activedescendant),
 * Enter chooses, Escape closes. Only a place chosen from the list counts as a value, kept in the
 * hidden inputs; editing the text clears it. Offline (or when the search gets no answer at all),
 * places chosen before on this device and major Indian cities are searched instead.
 *
 * A form reads the value with `placeValue(root)`, sets it with `setPlace(root, place)` and shows
 * an error with `showPlaceError(root, message)`; a change is announced by a bubbling
 * `place-change` event. The date the offset is shown for is `root.dataset.date` (YYYY-MM-DD): set
 * it and call `showZone(root)`.
 */

type Status = 'idle' | 'searching' | 'done' | 'failed';
type Classes = { option: string; active: string; name: string; zone: string; status: string };

const parse = <T>(text: string | undefined, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

const hiddenInput = (root: HTMLElement, key: 'lat' | 'lon' | 'timezone' | 'label') =>
  root.querySelector<HTMLInputElement>(`input[data-place="${key}"]`);
const comboInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[role="combobox"]');
const localeOf = (root: HTMLElement) => (root.dataset.locale === 'hi' ? 'hi' : 'en');

/** The chosen place, or null when none is (the text was edited, or cleared). */
export function placeValue(root: HTMLElement): PlaceValue | null {
  const lat = Number.parseFloat(hiddenInput(root, 'lat')?.value ?? '');
  const lon = Number.parseFloat(hiddenInput(root, 'lon')?.value ?? '');
  const timezone = hiddenInput(root, 'timezone')?.value ?? '';
  const label = hiddenInput(root, 'label')?.value ?? '';
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || !timezone) return null;
  return { name: label.split(',')[0] ?? label, label, lat, lon, timezone };
}

/** Writes the zone line under the field for the chosen place and `root.dataset.date`. */
export function showZone(root: HTMLElement): void {
  const line = root.querySelector<HTMLElement>('[data-testid="place-zone"]');
  const input = comboInput(root);
  if (!line || !input) return;
  const place = placeValue(root);
  const hint = input.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
  const error = root.querySelector<HTMLElement>('[data-place-error]');
  const describedBy = [hint, place ? line.id : null, error && !error.hidden ? error.id : null].filter(Boolean);
  input.setAttribute('aria-describedby', describedBy.join(' '));
  line.hidden = !place;
  if (!place) {
    line.textContent = '';
    return;
  }
  const texts = parse<Partial<PlaceSearchTexts>>(root.dataset.texts, {});
  const locale = localeOf(root);
  const date = root.dataset.date && /^\d{4}-\d{2}-\d{2}$/.test(root.dataset.date) ? root.dataset.date : undefined;
  const offset =
    (date ? offsetOnDate(place.timezone, date) : undefined) ??
    offsetOnDate(place.timezone, new Date().toISOString().slice(0, 10));
  const template = (date && offset !== undefined ? texts.zoneOnDate : texts.zone) ?? '';
  line.textContent = `${template
    .replace('{zone}', zoneName(place.timezone, locale))
    .replace('{offset}', offset !== undefined ? formatUtcOffset(offset, locale) : '')
    .replace('{date}', date ? isoToDateText(date) : '')} · ${(texts.coordinates ?? '')
    .replace('{lat}', place.lat.toFixed(2))
    .replace('{lon}', place.lon.toFixed(2))}`;
}

function writePlace(root: HTMLElement, place: PlaceValue | null): void {
  const set = (key: 'lat' | 'lon' | 'timezone' | 'label', value: string) => {
    const input = hiddenInput(root, key);
    if (input) input.value = value;
  };
  set('lat', place ? String(place.lat) : '');
  set('lon', place ? String(place.lon) : '');
  set('timezone', place?.timezone ?? '');
  set('label', place?.label ?? '');
  showZone(root);
  root.dispatchEvent(new CustomEvent('place-change', { bubbles: true, detail: place }));
}

/** Sets the chosen place from outside (the visitor's location, the URL): its label shows in the field. */
export function setPlace(root: HTMLElement, place: PlaceValue): void {
  const input = comboInput(root);
  if (input) input.value = place.label;
  const clear = root.querySelector<HTMLElement>('[data-clear]');
  if (clear) clear.hidden = false;
  writePlace(root, place);
}

/** Shows the field's error (null hides it), linked to the input with aria-invalid and aria-describedby. */
export function showPlaceError(root: HTMLElement, message: string | null): void {
  const error = root.querySelector<HTMLElement>('[data-place-error]');
  const input = comboInput(root);
  if (!error || !input) return;
  error.textContent = message ?? '';
  error.hidden = !message;
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  showZone(root);
}

export function mount(root: HTMLElement): void {
  const input = comboInput(root);
  const list = root.querySelector<HTMLElement>('[role="listbox"]');
  const statusLine = root.querySelector<HTMLElement>('[data-place-status]');
  const clearButton = root.querySelector<HTMLButtonElement>('[data-clear]');
  if (!input || !list || !statusLine) return;
  const texts = parse<Partial<PlaceSearchTexts>>(root.dataset.texts, {});
  const classes = parse<Partial<Classes>>(root.dataset.classes, {});
  const locale = localeOf(root);
  const optionId = (i: number) => `${input.id}-option-${i}`;

  let open = false;
  let status: Status = 'idle';
  let results: PlaceOption[] = [];
  let offlineMode = false;
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inflight: AbortController | null = null;

  const showList = () => open && status === 'done' && results.length > 0;

  const statusText = (): string => {
    if (!open || status === 'idle') return '';
    if (status === 'searching') return texts.searching ?? '';
    if (status === 'failed') return texts.failed ?? '';
    const counts = (offlineMode ? texts.offlineCount : texts.count) ?? [];
    if (results.length === 0) return (offlineMode ? texts.offlineNoMatch : texts.noMatch) ?? '';
    return counts[Math.min(results.length, counts.length) - 1] ?? '';
  };

  /** Draws the list, the active option and the status from the state. */
  const render = (rebuild: boolean) => {
    const shown = showList();
    if (rebuild) {
      list.replaceChildren(
        ...results.map((c, i) => {
          const option = document.createElement('div');
          option.id = optionId(i);
          option.setAttribute('role', 'option');
          option.tabIndex = -1;
          option.dataset.testid = 'place-option';
          const name = document.createElement('span');
          name.className = classes.name ?? '';
          name.textContent = c.label;
          const zone = document.createElement('span');
          zone.className = classes.zone ?? '';
          zone.textContent = zoneName(c.timezone, locale);
          option.append(name, zone);
          // Choosing with the mouse must not take the focus from the input first.
          option.addEventListener('mousedown', (e) => e.preventDefault());
          option.addEventListener('click', () => choose(c));
          return option;
        }),
      );
    }
    list.hidden = !shown;
    input.setAttribute('aria-expanded', String(shown));
    list.querySelectorAll<HTMLElement>('[role="option"]').forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === active));
      option.className = `${classes.option ?? ''} ${i === active ? (classes.active ?? '') : ''}`.trim();
    });
    if (shown && active >= 0) {
      input.setAttribute('aria-activedescendant', optionId(active));
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
    const text = statusText();
    statusLine.textContent = text;
    statusLine.className = text ? (classes.status ?? '') : 'visually-hidden';
  };

  const search = async (query: string) => {
    inflight?.abort();
    const controller = new AbortController();
    inflight = controller;
    status = 'searching';
    render(false);
    const show = (found: PlaceOption[], offline: boolean) => {
      results = found;
      active = found.length > 0 ? 0 : -1;
      offlineMode = offline;
      status = 'done';
      render(true);
    };
    const answer = await searchPlaces(query, locale, root.dataset.date, controller.signal);
    if (!answer) return;
    if (answer.status === 'failed') {
      results = [];
      active = -1;
      status = 'failed';
      render(true);
      return;
    }
    show(answer.results, answer.offline);
  };

  const choose = (option: PlaceOption) => {
    rememberPlace(option.place);
    open = false;
    setPlace(root, option.place);
    render(false);
  };

  input.addEventListener('input', () => {
    const text = input.value;
    if (clearButton) clearButton.hidden = !text;
    if (placeValue(root)) writePlace(root, null);
    if (timer) clearTimeout(timer);
    const query = text.trim();
    if (query.length < PLACE_MIN_CHARS) {
      inflight?.abort();
      results = [];
      active = -1;
      status = 'idle';
      open = false;
      render(true);
      return;
    }
    open = true;
    render(false);
    timer = setTimeout(() => void search(query), PLACE_DEBOUNCE_MS);
  });

  input.addEventListener('keydown', (e) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open && results.length > 0) {
          open = true;
          active = 0;
        } else if (results.length > 0) active = Math.min(active + 1, results.length - 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (open && results.length > 0) active = Math.max(active - 1, 0);
        break;
      case 'Home':
      case 'End':
        if (!showList()) return;
        e.preventDefault();
        active = e.key === 'Home' ? 0 : results.length - 1;
        break;
      case 'Enter': {
        if (!open) return;
        // Choosing a place must not send the form.
        e.preventDefault();
        const c = results[active];
        if (showList() && c) choose(c);
        return;
      }
      case 'Escape':
        if (!open) return;
        e.preventDefault();
        open = false;
        break;
      case 'Tab':
        open = false;
        break;
      default:
        return;
    }
    render(false);
  });

  input.addEventListener('focus', () => {
    if (!placeValue(root) && results.length > 0) {
      open = true;
      render(false);
    }
  });
  input.addEventListener('blur', () => {
    open = false;
    render(false);
  });

  clearButton?.addEventListener('click', () => {
    input.value = '';
    clearButton.hidden = true;
    results = [];
    status = 'idle';
    open = false;
    render(true);
    writePlace(root, null);
    input.focus();
  });

  // The place shown may have been put there by the browser (back/forward keeps field values).
  showZone(root);
  render(true);
}
