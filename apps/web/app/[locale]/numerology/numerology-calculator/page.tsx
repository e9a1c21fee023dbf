import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RelatedLinks } from '@/components/content-page/related-links';
import { NumerologyCalculator, type NumerologyField } from '@/components/numerology/numerology-calculator';
import { karmicTexts, masterTexts, numberTexts, personalYearTexts } from '@/components/numerology/texts';
import { localeAlternates } from '@/components/tarot/alternates';
import { datePickerLabels, numerologyCrumbs, toolMessages } from '@/components/tool-page/messages';
import { ToolPage } from '@/components/tool-page/tool-page';
import { routing } from '@/i18n/routing';
import { canLink } from '@/lib/content-routes';

const HREF = '/numerology/numerology-calculator';
const FIELDS: NumerologyField[] = [
  'title',
  'planet',
  'keywords',
  'lifePath',
  'psychic',
  'destiny',
  'strengths',
  'challenges',
];

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'tools.numerology' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /numerology/numerology-calculator: every core number from a name and a date of birth. */
export default async function NumerologyCalculatorPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'tools' });

  return (
    <ToolPage
      locale={locale}
      id="numerology"
      crumbs={numerologyCrumbs(
        t('common.numerologyCrumb'),
        t('numerology.title'),
        canLink('/numerology') ? '/numerology' : undefined,
      )}
      eyebrow={t('common.eyebrowNumerology')}
      title={t('numerology.title')}
      lead={t('numerology.lead')}
      how={{
        steps: [1, 2, 3, 4, 5, 6].map((n) => t(`numerology.how.step${n}`)),
      }}
      faq={{ set: 'life-path', variant: 'plain' }}
      after={
        <RelatedLinks
          locale={locale}
          pages={['numerology']}
          tools={['nameNumerology', 'pythagorean', 'mobileNumerology', 'loShuGrid']}
        />
      }
    >
      <NextIntlClientProvider messages={toolMessages(locale, ['common', 'numerology'])}>
        <NumerologyCalculator
          texts={numberTexts(locale, FIELDS)}
          masters={masterTexts(locale)}
          karmic={karmicTexts(locale)}
          personalYears={personalYearTexts(locale)}
          dateLabels={datePickerLabels(locale)}
        />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
