/**
 * The personal horoscope on /horoscope (components/horoscope/personal-horoscope.tsx): asks whether
 * this browser is signed in, then the day's reading from the saved birth details, and shows the
 * server-rendered <template> of the state it is in (`data-state` on the root says which). The
 * sign and planet names of the page's language are in the root's `data-names`; every other word
 * is in the templates or comes from the API in the page's language.
 */
import type { PersonalHoroscopeData } from '@drishti/contracts/astrology';
import { personalHoroscopeOf } from '../components/horoscope/personal-guard';
import { apiClient } from '../lib/api/client';
import { fetchLoginState } from '../lib/login-state';

type Names = { signs: Record<string, string>; planets: Record<string, string> };
type Outcome = { kind: 'signed-out' | 'no-profile' | 'error' } | { kind: 'ready'; data: PersonalHoroscopeData };

const isRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string');

function readNames(json: string | undefined): Names {
  try {
    const names = JSON.parse(json ?? '') as { signs?: unknown; planets?: unknown };
    if (isRecord(names.signs) && isRecord(names.planets)) return { signs: names.signs, planets: names.planets };
  } catch {
    // no names: every answer is refused below, and the error shown
  }
  return { signs: {}, planets: {} };
}

async function load(lang: 'en' | 'hi', names: Names): Promise<Outcome> {
  const login = await fetchLoginState();
  if (!login) return { kind: 'error' };
  if (!login.signedIn) return { kind: 'signed-out' };
  const res = await apiClient({ lang }).get<unknown>('/api/users/astrology/personal-horoscope');
  if (!res.success) return { kind: res.status === 404 ? 'no-profile' : res.status === 401 ? 'signed-out' : 'error' };
  const data = personalHoroscopeOf(res.data, {
    signs: Object.keys(names.signs),
    planets: Object.keys(names.planets),
  });
  return data === undefined ? { kind: 'error' } : data ? { kind: 'ready', data } : { kind: 'no-profile' };
}

function setField(root: ParentNode, field: string, text: string) {
  const el = root.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (el) el.textContent = text;
}

/** Writes the reading into a copy of the "ready" template. */
function fillReading(part: DocumentFragment, data: PersonalHoroscopeData, names: Names) {
  const heading = part.querySelector<HTMLElement>('[data-field="for"]');
  if (heading)
    heading.textContent = `${heading.dataset.before ?? ''}${data.profile.name}${heading.dataset.after ?? ''} · ${data.date}`;
  setField(part, 'moon-sign', names.signs[data.moonSign] ?? '');
  setField(part, 'ascendant', names.signs[data.ascendant] ?? '');
  setField(part, 'dasha', `${names.planets[data.dasha.maha]} – ${names.planets[data.dasha.antar]}`);
  setField(part, 'ascendant-text', data.ascendantText);
  setField(part, 'dasha-text', data.dashaText);
  setField(part, 'intro', data.intro);
  setField(part, 'remedy', data.remedy.text);
  const sectionTemplate = part.querySelector<HTMLTemplateElement>('template[data-part="section"]');
  if (!sectionTemplate) return;
  const sections = data.sections.map((x) => {
    const copy = sectionTemplate.content.cloneNode(true) as DocumentFragment;
    const section = copy.querySelector('section');
    const title = copy.querySelector('[data-field="title"]');
    if (section && title) {
      title.id = `personal-${x.key}`;
      section.setAttribute('aria-labelledby', title.id);
      section.dataset.section = x.key;
    }
    setField(copy, 'title', x.title);
    setField(copy, 'text', x.text);
    return copy;
  });
  sectionTemplate.replaceWith(...sections);
}

export function mount(root: HTMLElement): void {
  const slot = root.querySelector<HTMLElement>('[data-personal-slot]');
  if (!slot) return;
  const lang = root.dataset.lang === 'hi' ? 'hi' : 'en';
  const names = readNames(root.dataset.names);

  const show = (state: string, fill?: (part: DocumentFragment) => void) => {
    const template = root.querySelector<HTMLTemplateElement>(`:scope > template[data-state="${state}"]`);
    if (!template) return;
    const part = template.content.cloneNode(true) as DocumentFragment;
    fill?.(part);
    slot.replaceChildren(part);
    root.dataset.state = state;
  };

  show('loading');
  void load(lang, names).then(
    (outcome) =>
      outcome.kind === 'ready' ? show('ready', (part) => fillReading(part, outcome.data, names)) : show(outcome.kind),
    () => show('error'),
  );
}
