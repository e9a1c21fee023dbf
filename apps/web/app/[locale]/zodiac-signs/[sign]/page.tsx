import { NAKSHATRAS } from '@drishti/content/nakshatras';
import { planet } from '@drishti/content/planets';
import { SIGN_DEPTH } from '@drishti/content/sign-depth';
import { ELEMENTS, GEMSTONE_NOTE, QUALITIES, ZODIAC_SIGNS, type ZodiacSign } from '@drishti/content/zodiac';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content-page/content-page';
import { DepthReading } from '@/components/content-page/depth-reading';
import s from '@/components/content-page/content-page.module.css';
import { Facts } from '@/components/content-page/facts';
import { contentMetadata } from '@/components/content-page/metadata';
import { Pager } from '@/components/content-page/pager';
import { RelatedLinks } from '@/components/content-page/related-links';
import { DataSection } from '@/components/content-page/text-section';
import { ZodiacGlyph } from '@/components/horoscope/zodiac-glyph';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { nakshatraHref, zodiacSignHref } from '@/lib/content-routes';
import { signDatesYear, sunSignDates } from '@/lib/sun-sign-dates';
import { StaticPage } from '@/components/islands/static-page';

type Params = Promise<{ locale: string; sign: string }>;

export const dynamicParams = false;
/** The sign dates are the current year's: pages built once are renewed daily (a new year shows its own). */
export const revalidate = 86400;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => ZODIAC_SIGNS.map((sign) => ({ locale, sign: sign.key })));
}

/** The sign with this route key and its neighbours around the zodiac, or undefined. */
function find(key: string): { sign: ZodiacSign; prev: ZodiacSign; next: ZodiacSign } | undefined {
  const i = ZODIAC_SIGNS.findIndex((z) => z.key === key);
  if (i < 0) return undefined;
  return { sign: ZODIAC_SIGNS[i]!, prev: ZODIAC_SIGNS[(i + 11) % 12]!, next: ZODIAC_SIGNS[(i + 1) % 12]! };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, sign: key } = await params;
  const found = find(key);
  if (!hasLocale(routing.locales, locale) || !found) return {};
  const { sign } = found;
  const t = await getTranslations({ locale, namespace: 'content.zodiac' });
  const name = sign.name[locale];
  return contentMetadata(
    zodiacSignHref(sign.key),
    locale,
    t('detailMetaTitle', { name }),
    t('detailMetaDescription', {
      name,
      sanskrit: sign.sanskrit,
      element: ELEMENTS[sign.element][locale].toLowerCase(),
      lord: planet(sign.lord).name[locale],
    }),
  );
}

/** /zodiac-signs/{sign}: one sign's nature, facts, nakshatras and links to its horoscopes. */
export default async function ZodiacSignPage({ params }: { params: Params }) {
  const { locale, sign: key } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const found = find(key);
  if (!found) notFound();
  setRequestLocale(locale);
  const { sign, prev, next } = found;
  const t = await getTranslations({ locale, namespace: 'content.zodiac' });
  const tc = await getTranslations({ locale, namespace: 'content' });
  const name = sign.name[locale];
  const year = signDatesYear();
  const nakshatras = NAKSHATRAS.filter((n) => n.signs.includes(sign.key));
  const words = (list: readonly { en: string; hi: string }[]) => list.map((b) => b[locale]).join(', ');

  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('breadcrumb'), href: '/zodiac-signs' }, { label: name }]}
      eyebrow={t('eyebrow')}
      title={t('detailTitle', { name, sanskrit: sign.sanskrit })}
      lead={t('leadDetail', {
        symbol: sign.symbol[locale],
        element: ELEMENTS[sign.element][locale].toLowerCase(),
        lord: planet(sign.lord).name[locale],
        name,
        year,
        dates: sunSignDates(sign.key, locale, year),
      })}
      art={<ZodiacGlyph sign={sign.key} />}
      faq={{ set: 'astrology', variant: 'plain' }}
    >
      <StaticPage />
      <Facts
        label={t('facts', { name })}
        testId="sign-facts"
        items={[
          { label: t('element'), value: ELEMENTS[sign.element][locale] },
          { label: t('quality'), value: QUALITIES[sign.quality][locale] },
          { label: t('lord'), value: planet(sign.lord).name[locale] },
          { label: t('sunDates', { name, year }), value: sunSignDates(sign.key, locale, year) },
          { label: t('luckyColours'), value: words(sign.luckyColours) },
          { label: t('luckyNumbers'), value: sign.luckyNumbers.join(', ') },
          { label: t('luckyGems'), value: words(sign.luckyGems) },
        ]}
      />
      <p className={s.prose} data-testid="gem-note">
        {GEMSTONE_NOTE[locale]}
      </p>

      <DataSection id="about" title={t('aboutHeading', { name })}>
        <p className={s.prose}>{sign.description[locale]}</p>
      </DataSection>
      <DepthReading depth={SIGN_DEPTH[sign.key]} name={name} locale={locale} />
      <DataSection id="strengths" title={t('strengths')}>
        <ul className={s.points}>
          {sign.strengths.map((b) => (
            <li key={b.en}>{b[locale]}</li>
          ))}
        </ul>
      </DataSection>
      <DataSection id="challenges" title={t('challenges')}>
        <ul className={s.points}>
          {sign.challenges.map((b) => (
            <li key={b.en}>{b[locale]}</li>
          ))}
        </ul>
      </DataSection>
      <DataSection id="compatible" title={t('compatible')} intro={t('compatibleIntro', { sign: name })}>
        <ul className={s.chips} data-testid="compatible-signs">
          {sign.compatible.map((k) => {
            const other = ZODIAC_SIGNS.find((z) => z.key === k)!;
            return (
              <li key={k}>
                <Link href={zodiacSignHref(k)} className={s.chip}>
                  {other.name[locale]}
                </Link>
              </li>
            );
          })}
        </ul>
      </DataSection>
      <DataSection
        id="nakshatras"
        title={t('nakshatrasIn', { sign: name })}
        intro={t('nakshatrasInIntro', { sign: name })}
      >
        <ul className={s.chips} data-testid="sign-nakshatras">
          {nakshatras.map((n) => (
            <li key={n.key}>
              <Link href={nakshatraHref(n.key)} className={s.chip}>
                {n.name[locale]}
              </Link>
            </li>
          ))}
        </ul>
      </DataSection>

      <section className={s.cta} aria-labelledby="horoscope-heading" data-testid="sign-horoscopes">
        <h2 id="horoscope-heading">{t('horoscopeHeading', { sign: name })}</h2>
        <div className={s.ctaActions}>
          <Link href={`/horoscope/daily-horoscope/${sign.key}`} className="button">
            {t('dailyHoroscope', { sign: name })}
          </Link>
          <Link href={`/horoscope/yearly-horoscope/${sign.key}`} className="button">
            {t('yearlyHoroscope', { sign: name })}
          </Link>
        </div>
      </section>

      <Pager
        label={t('pager')}
        previousLabel={tc('previous')}
        nextLabel={tc('next')}
        prev={{ href: zodiacSignHref(prev.key), name: prev.name[locale] }}
        next={{ href: zodiacSignHref(next.key), name: next.name[locale] }}
        all={{ href: '/zodiac-signs', name: t('all') }}
      />

      <RelatedLinks
        locale={locale}
        pages={['zodiacSigns', 'nakshatras', 'horoscope', 'astrology']}
        tools={['kundali', 'matchmaking']}
      />
    </ContentPage>
  );
}
