import { PLANET_KEYS, planet } from '@drishti/content/planets';
import type { Locale } from '@drishti/content/types';
import { ZODIAC_SIGNS } from '@drishti/content/zodiac';
import { Link } from '@/i18n/navigation';
import type { TextAround } from '@/lib/text-around';
import s from './horoscope.module.css';

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

/** The sign and planet names of one language, by key: what the island writes into a reading. */
export interface PersonalNames {
  signs: Record<string, string>;
  planets: Record<string, string>;
}

export function personalNames(locale: Locale): PersonalNames {
  return {
    signs: Object.fromEntries(ZODIAC_SIGNS.map((sign) => [sign.key, sign.name[locale]])),
    planets: Object.fromEntries(PLANET_KEYS.map((key) => [key, planet(key).name[locale]])),
  };
}

/**
 * Today's horoscope from the signed-in visitor's saved birth details: Moon sign, ascendant and
 * running dasha. The page is the same for everyone, so this part is read in the browser by
 * apps/web/islands/personal-horoscope.island.ts. Every state is written here, in the page's
 * language, as a <template> the island shows: loading, signed out (the invitation), no saved birth
 * details, the reading (its `data-field`s filled in) and the error. Without JavaScript the
 * invitation to sign in is shown.
 */
export function PersonalHoroscope({ locale, labels }: { locale: Locale; labels: PersonalLabels }) {
  const signIn = (
    <p className={s.prose}>
      {labels.signIn}{' '}
      <Link href={{ pathname: '/login', query: { next: locale === 'hi' ? '/hi/horoscope' : '/horoscope' } }}>
        {labels.signInLink}
      </Link>
    </p>
  );
  return (
    <section
      aria-labelledby="personal-heading"
      className={s.section}
      data-testid="personal-horoscope"
      data-state="loading"
      data-island="personal-horoscope"
      data-lang={locale}
      data-names={JSON.stringify(personalNames(locale))}
    >
      <h2 id="personal-heading">{labels.heading}</h2>
      <p className={s.prose}>{labels.intro}</p>
      <div data-personal-slot="">
        <noscript>{signIn}</noscript>
      </div>
      <template data-state="loading">
        <p className={s.prose}>{labels.loading}</p>
      </template>
      <template data-state="signed-out">{signIn}</template>
      <template data-state="no-profile">
        <p className={s.prose}>
          {labels.addProfile} <Link href="/kundali">{labels.addProfileLink}</Link>
        </p>
      </template>
      <template data-state="error">
        <p className={s.prose} role="alert">
          {labels.error}
        </p>
      </template>
      <template data-state="ready">
        <Reading labels={labels} />
      </template>
    </section>
  );
}

/** The reading with empty fields, for the island to fill in. */
function Reading({ labels }: { labels: PersonalLabels }) {
  return (
    <div data-testid="personal-reading">
      <p className={s.eyebrow} data-field="for" data-before={labels.profile.before} data-after={labels.profile.after} />
      <dl className={s.facts}>
        <div>
          <dt>{labels.moonSign}</dt>
          <dd data-testid="personal-moon-sign" data-field="moon-sign" />
        </div>
        <div>
          <dt>{labels.ascendant}</dt>
          <dd data-testid="personal-ascendant" data-field="ascendant" />
        </div>
        <div>
          <dt>{labels.dasha}</dt>
          <dd data-testid="personal-dasha" data-field="dasha" />
        </div>
      </dl>
      <h3>{labels.fromAscendant}</h3>
      <p className={s.prose} data-field="ascendant-text" />
      <p className={s.prose} data-testid="personal-dasha-text" data-field="dasha-text" />
      <p className={s.prose} data-field="intro" />
      <template data-part="section">
        <section>
          {/* biome-ignore lint/a11y/useHeadingContent: a template; the island writes the title before it is shown */}
          <h3 data-field="title" />
          <p className={s.prose} data-field="text" />
        </section>
      </template>
      <h3>{labels.remedy}</h3>
      <p className={s.prose} data-field="remedy" />
    </div>
  );
}
