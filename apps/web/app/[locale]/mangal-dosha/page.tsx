import { mangalDosha, mangalDoshaHouses } from '@drishti/content/doshas';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { birthMessages } from '@/components/birth-form/messages';
import { birthFromQuery } from '@/components/birth-form/types';
import c from '@/components/content-page/content-page.module.css';
import { DataSection } from '@/components/content-page/text-section';
import { MangalChecker } from '@/components/doshas/mangal-checker';
import { CANCELLATION_TEXT_KEYS } from '@/components/doshas/model';
import { toSearchParams } from '@/components/matching/birth-text';
import { signNamesByNumber } from '@/components/matching/names';
import { localeAlternates } from '@/components/tarot/alternates';
import { ToolPage } from '@/components/tool-page/tool-page';
import { getErrorLabels } from '@/components/ui/error-labels';
import { routing } from '@/i18n/routing';
import { canLink } from '@/lib/content-routes';
import { catalogues } from '@/messages';

const HREF = '/mangal-dosha';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'doshas.mangal' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/**
 * /mangal-dosha: the manglik checker (birth details → the engine's Mangal dosha), then what the
 * dosha is, the houses, the three reference points, cancellations, marriage and remedies.
 */
export default async function MangalDoshaPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'doshas.mangal' });
  const initial = birthFromQuery(toSearchParams(await searchParams));
  const contentTexts = Object.fromEntries(mangalDosha.cancellations.map((x) => [x.key, x.text[locale]]));
  const cancellationTexts = Object.fromEntries(
    Object.entries(CANCELLATION_TEXT_KEYS).map(([engineKey, contentKey]) => [
      engineKey,
      contentTexts[contentKey] ?? '',
    ]),
  );

  return (
    <ToolPage
      locale={locale}
      id="mangal"
      crumbs={[{ label: t('title') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      how={{ steps: [1, 2, 3, 4].map((n) => t(`how.step${n}`)) }}
      faq={{ set: 'mangal-dosha', variant: 'card' }}
      after={
        <div data-testid="mangal-content">
          <DataSection id="what" title={t('whatHeading')}>
            <p className={c.prose}>{mangalDosha.what[locale]}</p>
          </DataSection>
          <DataSection id="references" title={t('referencesHeading')}>
            <ul className={c.points}>
              {(['lagna', 'moon', 'venus'] as const).map((ref) => (
                <li key={ref}>{mangalDosha.references[ref][locale]}</li>
              ))}
            </ul>
          </DataSection>
          <DataSection id="houses" title={t('housesHeading')}>
            <ul className={c.cards} data-testid="mangal-houses">
              {mangalDoshaHouses.map((house) => (
                <li key={house}>
                  <div className={c.infoCard}>
                    <span className={c.cardHead}>
                      <span className={c.cardNumber} aria-hidden="true">
                        {house}
                      </span>
                      <span className={c.cardTitle}>{t(`houseTitle.${house}`)}</span>
                    </span>
                    <p className={c.cardText}>{mangalDosha.houses[house][locale]}</p>
                  </div>
                </li>
              ))}
            </ul>
          </DataSection>
          <DataSection id="cancellations" title={t('cancellationsHeading')}>
            <ul className={c.cards}>
              {mangalDosha.cancellations.map((x) => (
                <li key={x.key}>
                  <div className={c.infoCard}>
                    <span className={c.cardTitle}>{x.title[locale]}</span>
                    <p className={c.cardText}>{x.text[locale]}</p>
                  </div>
                </li>
              ))}
            </ul>
          </DataSection>
          <DataSection id="marriage" title={t('marriageHeading')}>
            <p className={c.prose}>{t('marriage.p1')}</p>
            <p className={c.prose}>{t('marriage.p2')}</p>
            <p className={c.prose}>{mangalDosha.perspective[locale]}</p>
          </DataSection>
          <DataSection id="remedies" title={t('remediesHeading')}>
            <ul className={c.cards}>
              {mangalDosha.remedies.map((x) => (
                <li key={x.key}>
                  <div className={c.infoCard}>
                    <span className={c.cardTitle}>{x.title[locale]}</span>
                    <p className={c.cardText}>{x.text[locale]}</p>
                  </div>
                </li>
              ))}
            </ul>
          </DataSection>
        </div>
      }
    >
      <NextIntlClientProvider
        messages={{
          ...birthMessages(locale),
          matching: catalogues[locale].matching,
          doshas: catalogues[locale].doshas,
        }}
      >
        <MangalChecker
          initial={initial}
          signs={signNamesByNumber(locale)}
          cancellationTexts={cancellationTexts}
          {...(canLink('/kundali/kundali-matchmaking') ? { matchHref: '/kundali/kundali-matchmaking' } : {})}
          errorLabels={await getErrorLabels(locale)}
        />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
