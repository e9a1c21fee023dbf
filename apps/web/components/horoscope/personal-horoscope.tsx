'use client';

import type { PersonalHoroscopeData } from '@drishti/contracts/astrology';
import type { Locale } from '@drishti/content/types';
import { zodiacSign } from '@drishti/content/zodiac';
import { planet } from '@drishti/content/planets';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import { fetchLoginState } from '@/lib/login-state';
import { fillAround, type TextAround } from '@/lib/text-around';
import s from './horoscope.module.css';
import { personalHoroscopeOf } from './personal-guard';

export interface PersonalLabels {
  heading: string;
  intro: string;
  signIn: string;
  signInLink: string;
  addProfile: string;
  addProfileLink: string;
  loading: string;
  /** "For {name}", formatted on the server around the name (lib/text-around.ts). */
  profile: TextAround;
  moonSign: string;
  ascendant: string;
  dasha: string;
  fromAscendant: string;
  remedy: string;
  error: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'no-profile' }
  | { kind: 'error' }
  | { kind: 'ready'; data: PersonalHoroscopeData };

/**
 * Today's horoscope from the signed-in visitor's saved birth details (the page itself is the same
 * for everyone, so this part is read in the browser): Moon sign, ascendant and running dasha.
 * Read with a plain call through the typed client, not SWR: the horoscope page ships no SWR and
 * its script must not grow (docs/ARCHITECTURE.md, "Web data").
 */
export function PersonalHoroscope({ locale, labels }: { locale: Locale; labels: PersonalLabels }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    (async () => {
      const login = await fetchLoginState();
      if (!live) return;
      if (!login?.signedIn) return setState(login ? { kind: 'signed-out' } : { kind: 'error' });
      const res = await clientApi(locale).get<unknown>('/api/users/astrology/personal-horoscope');
      if (!live) return;
      if (res.success) {
        const data = personalHoroscopeOf(res.data);
        setState(data === undefined ? { kind: 'error' } : data ? { kind: 'ready', data } : { kind: 'no-profile' });
      } else
        setState(
          res.status === 404 ? { kind: 'no-profile' } : res.status === 401 ? { kind: 'signed-out' } : { kind: 'error' },
        );
    })();
    return () => {
      live = false;
    };
  }, [locale]);

  return (
    <section
      aria-labelledby="personal-heading"
      className={s.section}
      data-testid="personal-horoscope"
      data-state={state.kind}
    >
      <h2 id="personal-heading">{labels.heading}</h2>
      <p className={s.prose}>{labels.intro}</p>
      {state.kind === 'loading' && <p className={s.prose}>{labels.loading}</p>}
      {state.kind === 'signed-out' && (
        <p className={s.prose}>
          {labels.signIn}{' '}
          <Link href={{ pathname: '/login', query: { next: locale === 'hi' ? '/hi/horoscope' : '/horoscope' } }}>
            {labels.signInLink}
          </Link>
        </p>
      )}
      {state.kind === 'no-profile' && (
        <p className={s.prose}>
          {labels.addProfile} <Link href="/kundali">{labels.addProfileLink}</Link>
        </p>
      )}
      {state.kind === 'error' && (
        <p className={s.prose} role="alert">
          {labels.error}
        </p>
      )}
      {state.kind === 'ready' && <Reading data={state.data} locale={locale} labels={labels} />}
    </section>
  );
}

function Reading({ data, locale, labels }: { data: PersonalHoroscopeData; locale: Locale; labels: PersonalLabels }) {
  return (
    <div data-testid="personal-reading">
      <p className={s.eyebrow}>
        {fillAround(labels.profile, data.profile.name)} · {data.date}
      </p>
      <dl className={s.facts}>
        <div>
          <dt>{labels.moonSign}</dt>
          <dd data-testid="personal-moon-sign">{zodiacSign(data.moonSign).name[locale]}</dd>
        </div>
        <div>
          <dt>{labels.ascendant}</dt>
          <dd data-testid="personal-ascendant">{zodiacSign(data.ascendant).name[locale]}</dd>
        </div>
        <div>
          <dt>{labels.dasha}</dt>
          <dd data-testid="personal-dasha">
            {planet(data.dasha.maha).name[locale]} – {planet(data.dasha.antar).name[locale]}
          </dd>
        </div>
      </dl>
      <h3>{labels.fromAscendant}</h3>
      <p className={s.prose}>{data.ascendantText}</p>
      <p className={s.prose} data-testid="personal-dasha-text">
        {data.dashaText}
      </p>
      <p className={s.prose}>{data.intro}</p>
      {data.sections.map((x) => (
        <section key={x.key} aria-labelledby={`personal-${x.key}`} data-section={x.key}>
          <h3 id={`personal-${x.key}`}>{x.title}</h3>
          <p className={s.prose}>{x.text}</p>
        </section>
      ))}
      <h3>{labels.remedy}</h3>
      <p className={s.prose}>{data.remedy.text}</p>
    </div>
  );
}
