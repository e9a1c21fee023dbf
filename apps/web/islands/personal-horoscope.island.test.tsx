// @vitest-environment happy-dom
import { planet } from '@drishti/content/planets';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersonalHoroscope, type PersonalLabels } from '@/components/horoscope/personal-horoscope';
import { mount } from './personal-horoscope.island';

// The page's links in Hindi, as next-intl's Link writes them (it needs Next's router to run itself).
vi.mock('@/i18n/navigation', () => ({
  Link: ({
    href,
    children,
    ...rest
  }: {
    href: string | { pathname: string; query: Record<string, string> };
    children: React.ReactNode;
  }) => (
    <a href={`/hi${typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query)}`}`} {...rest}>
      {children}
    </a>
  ),
}));

const labels: PersonalLabels = {
  heading: 'आपका निजी राशिफल',
  intro: 'परिचय',
  signIn: 'साइन इन करें',
  signInLink: 'साइन इन',
  addProfile: 'जन्म विवरण जोड़ें',
  addProfileLink: 'कुंडली',
  loading: 'लोड हो रहा है…',
  profile: { before: '', after: ' के लिए' },
  moonSign: 'चंद्र राशि',
  ascendant: 'लग्न',
  dasha: 'दशा',
  fromAscendant: 'लग्न से',
  remedy: 'उपाय',
  error: 'निजी राशिफल नहीं मिल सका।',
};

const reading = {
  lang: 'hi',
  date: '2026-11-28',
  profile: { id: 'p1', name: 'आशा' },
  moonSign: 'libra',
  ascendant: 'capricorn',
  dasha: { maha: 'JU', antar: 'SA', until: '2027-03-01' },
  ascendantText: 'लग्न का पाठ',
  dashaText: 'गुरु की महादशा',
  intro: 'आज का परिचय',
  sections: [
    { key: 'love', title: 'प्रेम', text: 'प्रेम का पाठ' },
    { key: 'career', title: 'करियर', text: 'करियर का पाठ' },
  ],
  remedy: { text: 'उपाय: दीप जलाएँ' },
  lucky: { number: 7, colourName: 'हरा', time: null },
};

type Answers = Record<string, { status: number; body: unknown }>;

/** The server's markup of the section, in Hindi, mounted; a path missing from `answers` is out of reach. */
function setUp(answers: Answers) {
  const calls: { path: string; lang: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = String(input);
    calls.push({ path, lang: new Headers(init?.headers).get('x-lang') });
    const answer = answers[path];
    if (!answer) throw new TypeError('network');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  document.body.innerHTML = renderToStaticMarkup(<PersonalHoroscope locale="hi" labels={labels} />);
  const root = document.querySelector<HTMLElement>('[data-island="personal-horoscope"]')!;
  const slot = root.querySelector<HTMLElement>('[data-personal-slot]')!;
  return { root, slot, calls };
}

const signedIn = { '/login/state': { status: 200, body: { signedIn: true, role: 'user' } } };
const PERSONAL = '/api/users/astrology/personal-horoscope';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('personal horoscope island', () => {
  it('invites a signed-out visitor to sign in, after showing that it is loading', async () => {
    const { root, slot, calls } = setUp({ '/login/state': { status: 200, body: { signedIn: false } } });
    expect(root.dataset.state).toBe('loading');
    // Without JavaScript the invitation is what the markup holds.
    expect(slot.querySelector('noscript')).not.toBeNull();
    mount(root);
    expect(slot.textContent).toBe(labels.loading);
    await vi.waitFor(() => expect(root.dataset.state).toBe('signed-out'));
    expect(slot.textContent).toContain(labels.signIn);
    expect(slot.querySelector('a')?.getAttribute('href')).toBe('/hi/login?next=%2Fhi%2Fhoroscope');
    expect(calls.map((c) => c.path)).toEqual(['/login/state']);
  });

  it('shows the reading with the names of the page language', async () => {
    const { root, slot, calls } = setUp({
      ...signedIn,
      [PERSONAL]: { status: 200, body: { success: true, data: reading } },
    });
    mount(root);
    await vi.waitFor(() => expect(root.dataset.state).toBe('ready'));
    const field = (id: string) => slot.querySelector(`[data-testid="${id}"]`)?.textContent;
    expect(calls.find((c) => c.path === PERSONAL)?.lang).toBe('hi');
    expect(slot.querySelector('[data-field="for"]')?.textContent).toBe('आशा के लिए · 2026-11-28');
    expect(field('personal-moon-sign')).toBe('तुला');
    expect(field('personal-ascendant')).toBe('मकर');
    expect(field('personal-dasha')).toBe(`${planet('JU').name.hi} – ${planet('SA').name.hi}`);
    expect(field('personal-dasha-text')).toBe(reading.dashaText);
    expect(slot.textContent).toContain(reading.intro);
    expect(slot.textContent).toContain(reading.remedy.text);
    const sections = [...slot.querySelectorAll<HTMLElement>('section[data-section]')];
    expect(
      sections.map((x) => [x.dataset.section, x.querySelector('h3')?.textContent, x.querySelector('p')?.textContent]),
    ).toEqual([
      ['love', 'प्रेम', 'प्रेम का पाठ'],
      ['career', 'करियर', 'करियर का पाठ'],
    ]);
    expect(sections[0]!.getAttribute('aria-labelledby')).toBe('personal-love');
    expect(slot.querySelector('#personal-love')?.textContent).toBe('प्रेम');
    expect(slot.querySelector('template')).toBeNull();
  });

  it('asks for birth details when none are saved (404 or an empty answer)', async () => {
    const missing = setUp({ ...signedIn, [PERSONAL]: { status: 404, body: { success: false, message: 'x' } } });
    mount(missing.root);
    await vi.waitFor(() => expect(missing.root.dataset.state).toBe('no-profile'));
    expect(missing.slot.querySelector('a')?.getAttribute('href')).toBe('/hi/kundali');
    expect(missing.slot.textContent).toContain(labels.addProfile);

    const empty = setUp({ ...signedIn, [PERSONAL]: { status: 200, body: { success: true, data: null } } });
    mount(empty.root);
    await vi.waitFor(() => expect(empty.root.dataset.state).toBe('no-profile'));
  });

  it('says so when anything fails: offline, a broken answer, an unknown sign', async () => {
    const cases: Answers[] = [
      {},
      { '/login/state': { status: 200, body: { signedIn: 'yes' } } },
      { ...signedIn, [PERSONAL]: { status: 500, body: { success: false, message: 'x' } } },
      {
        ...signedIn,
        [PERSONAL]: { status: 200, body: { success: true, data: { ...reading, moonSign: 'ophiuchus' } } },
      },
    ];
    for (const answers of cases) {
      const { root, slot } = setUp(answers);
      mount(root);
      await vi.waitFor(() => expect(root.dataset.state).toBe('error'));
      expect(slot.querySelector('[role="alert"]')?.textContent).toBe(labels.error);
    }
  });

  it('sends a visitor whose session ended to sign in (401)', async () => {
    const { root } = setUp({ ...signedIn, [PERSONAL]: { status: 401, body: { success: false, message: 'x' } } });
    mount(root);
    await vi.waitFor(() => expect(root.dataset.state).toBe('signed-out'));
  });
});
