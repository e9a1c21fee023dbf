import { draftFromFormQuery, genderFromCode } from '../components/birth-form/form-query';
import { isProfileList, profileToBirth, type SavedProfile } from '../components/birth-form/profiles';
import { birthToQuery, isoDate } from '../components/birth-form/types';
import {
  BIRTH_FIELDS,
  type BirthDraft,
  type BirthErrorKey,
  type BirthField,
  draftFromValue,
  draftToValue,
  validateBirth,
} from '../components/birth-form/validation';
import { isoToDateText } from '../components/ui/date-model';
import { clientApi } from '../lib/api/client';
import { fetchLoginState } from '../lib/login-state';
import { placeValue, setPlace, showPlaceError, showZone } from './place-search.island';

/**
 * The birth form without React (markup: components/birth-form/birth-form-markup.tsx; the same
 * behaviour as the React `BirthForm`): a message per field in the page's language once a field
 * is left and on sending (the first wrong field gets the focus, a summary counts the wrong
 * fields), then the page for the birth's shared link (`?n=…&d=…&t=…`, types.ts birthToQuery) is
 * loaded; the server renders the kundali. Signed-in visitors can fill the form from a saved
 * profile. The checks are validation.ts's, the same as the React form's.
 */

const parse = <T>(text: string | undefined, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

const SELECTS = {
  day: 'dd',
  month: 'dm',
  year: 'dy',
  hour12: 'th',
  minute: 'tm',
  meridiem: 'ta',
} as const;

/** What the form holds now, read from its fields as a GET form would send them. */
export function readDraft(form: HTMLFormElement, placeRoot: HTMLElement): BirthDraft {
  const q = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') q.set(key, value);
  const draft = draftFromFormQuery(q);
  const text = placeRoot.querySelector<HTMLInputElement>('input[role="combobox"]')?.value ?? '';
  return { ...draft, place: placeValue(placeRoot), placeText: text };
}

/** Writes a birth into the form's fields (a saved profile chosen). */
function fillForm(form: HTMLFormElement, placeRoot: HTMLElement, draft: BirthDraft): void {
  const field = (name: string) => form.elements.namedItem(name);
  const name = field('n');
  if (name instanceof HTMLInputElement) name.value = draft.name;
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="g"]'))
    radio.checked = genderFromCode(radio.value) === draft.gender;
  for (const [key, fieldName] of Object.entries(SELECTS)) {
    const select = field(fieldName);
    const value = draft[key as keyof typeof SELECTS];
    if (select instanceof HTMLSelectElement) select.value = value === null ? '' : String(value);
  }
  if (draft.place) setPlace(placeRoot, draft.place);
}

export function mount(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const placeRoot = form.querySelector<HTMLElement>('[data-island="place-search"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const summary = form.querySelector<HTMLElement>('[data-summary-line]');
  if (!placeRoot || !submit) return;
  const idPrefix = form.dataset.id ?? '';
  const locale = form.dataset.locale === 'hi' ? 'hi' : 'en';
  const messages = parse<Partial<Record<BirthErrorKey, string>>>(form.dataset.errors, {});
  const summaries = parse<string[]>(form.dataset.summary, []);
  const group = (f: BirthField) => form.querySelector<HTMLElement>(`[data-field="${f}"]`);
  const byId = (part: string) => document.getElementById(`${idPrefix}-${part}`);
  const touched = new Set<BirthField>();
  let submitted = false;

  const showField = (f: BirthField, key: BirthErrorKey | undefined) => {
    const text = key ? (messages[key] ?? '') : null;
    if (f === 'place') {
      showPlaceError(placeRoot, text);
      return;
    }
    const root = group(f);
    const error = root?.querySelector<HTMLElement>('[data-field-error]');
    if (!root || !error) return;
    error.textContent = text ?? '';
    error.hidden = !text;
    for (const control of root.querySelectorAll<HTMLElement>('input, select')) {
      if (text) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
      const base = control.id === `${idPrefix}-hour` ? `${idPrefix}-time-hint` : '';
      const describedBy = [base, text ? error.id : ''].filter(Boolean).join(' ');
      if (describedBy) control.setAttribute('aria-describedby', describedBy);
      else control.removeAttribute('aria-describedby');
    }
  };

  /** Shows the messages of the fields left or, once sent, of every field; returns the errors. */
  const render = () => {
    const errors = validateBirth(readDraft(form, placeRoot));
    for (const f of BIRTH_FIELDS) showField(f, touched.has(f) || submitted ? errors[f] : undefined);
    if (summary) {
      const count = submitted ? BIRTH_FIELDS.filter((f) => errors[f]).length : 0;
      summary.textContent = count > 0 ? (summaries[Math.min(count, summaries.length) - 1] ?? '') : '';
      summary.hidden = count === 0;
    }
    return errors;
  };

  // A field counts as visited when focus leaves it (not when moving between its own selects).
  for (const f of BIRTH_FIELDS) {
    group(f)?.addEventListener('focusout', (event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (next instanceof Node && group(f)?.contains(next)) return;
      touched.add(f);
      render();
    });
  }
  const changed = () => {
    if (touched.size > 0 || submitted) render();
  };
  form.addEventListener('input', changed);
  form.addEventListener('change', changed);
  placeRoot.addEventListener('place-change', () => {
    if (placeValue(placeRoot)) touched.add('place');
    changed();
  });

  // The offset under the place is the zone's on the birth date (chosen perhaps before this ran).
  const syncDate = () => {
    const d = readDraft(form, placeRoot);
    if (d.year && d.month && d.day) placeRoot.dataset.date = isoDate(d.year, d.month, d.day);
    else delete placeRoot.dataset.date;
    showZone(placeRoot);
  };
  syncDate();
  group('date')?.addEventListener('change', syncDate);

  // Back to this page from the kundali (the browser's page cache): the form can be sent again.
  window.addEventListener('pageshow', () => {
    submit.disabled = false;
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted = true;
    const errors = render();
    const first = BIRTH_FIELDS.find((f) => errors[f]);
    if (first) {
      const focusId = { name: 'name', date: 'day', time: 'hour', place: 'place' }[first];
      byId(focusId)?.focus();
      return;
    }
    const value = draftToValue(readDraft(form, placeRoot));
    if (!value) return;
    submit.disabled = true;
    window.location.assign(`${form.getAttribute('action') ?? window.location.pathname}?${birthToQuery(value)}`);
  });

  void showProfiles(form, placeRoot, locale, () => {
    touched.clear();
    submitted = false;
    render();
  });
}

/** Signed-in visitors: the saved-profile picker, filled from `GET /api/users/profiles`; a choice fills the form. */
async function showProfiles(
  form: HTMLFormElement,
  placeRoot: HTMLElement,
  locale: 'en' | 'hi',
  filled: () => void,
): Promise<void> {
  const box = form.querySelector<HTMLElement>('[data-profiles]');
  const select = box?.querySelector<HTMLSelectElement>('select');
  if (!box || !select) return;
  const state = await fetchLoginState();
  if (!state?.signedIn) return;
  const res = await clientApi(locale).get<unknown>('/api/users/profiles');
  if (!res.success || !isProfileList(res.data) || res.data.length === 0) return;
  const profiles: SavedProfile[] = res.data;
  for (const p of profiles) {
    const option = document.createElement('option');
    option.value = p.id;
    option.textContent = `${p.name} · ${isoToDateText(p.birthDate)} · ${p.placeName}`;
    select.append(option);
  }
  box.hidden = false;
  select.addEventListener('change', () => {
    const chosen = profiles.find((p) => p.id === select.value);
    const birth = chosen ? profileToBirth(chosen) : null;
    select.value = '';
    if (!birth) return;
    fillForm(form, placeRoot, draftFromValue(birth));
    placeRoot.dataset.date = isoDate(birth.year, birth.month, birth.day);
    showZone(placeRoot);
    filled();
  });
}
