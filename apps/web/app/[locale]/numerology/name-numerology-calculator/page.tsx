import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RelatedLinks } from '@/components/content-page/related-links';
import { LetterChart } from '@/components/numerology/letter-chart';
import { NameCalculator, type NameNumberField } from '@/components/numerology/name-calculator';
import { karmicTexts, masterTexts, numberTexts } from '@/components/numerology/texts';
import { localeAlternates } from '@/components/tarot/alternates';
import { numerologyCrumbs, toolMessages } from '@/components/tool-page/messages';
import { ToolPage } from '@/components/tool-page/tool-page';
import { routing } from '@/i18n/routing';
import { canLink } from '@/lib/content-routes';

const HREF = '/numerology/name-numerology-calculator';
const FIELDS: (NameNumberField | 'luckyDays' | 'luckyColours')[] = [
  'title',
  'planet',
  'keywords',
  'strengths',
  'challenges',
  'careers',
  'luckyDays',
  'luckyColours',
];

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'tools.name' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /numerology/name-numerology-calculator: the name number by the spec's (Chaldean) letter table. */
export default async function NameNumerologyPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'tools' });

  return (
    <ToolPage
      locale={locale}
      id="name"
      crumbs={numerologyCrumbs(
        t('common.numerologyCrumb'),
        t('name.title'),
        canLink('/numerology') ? '/numerology' : undefined,
      )}
      eyebrow={t('common.eyebrowNumerology')}
      title={t('name.title')}
      lead={t('name.lead')}
      how={{
        intro: t('name.how.intro'),
        steps: [
          t('name.how.step1'),
          t('name.how.step2'),
          t('name.how.step3'),
          t('name.how.step4'),
          t('name.how.step5'),
        ],
        extra: (
          <LetterChart
            system="chaldean"
            caption={t('name.chartCaption')}
            numberLabel={t('name.chartNumber')}
            lettersLabel={t('name.chartLetters')}
          />
        ),
      }}
      faq={{ set: 'chaldean', variant: 'plain' }}
      after={
        <RelatedLinks
          locale={locale}
          pages={['numerology']}
          tools={['numerologyCalculator', 'pythagorean', 'mobileNumerology', 'loShuGrid']}
        />
      }
    >
      <NextIntlClientProvider messages={toolMessages(locale, ['common', 'name', 'numerology'])}>
        <NameCalculator
          mode="chaldean"
          texts={numberTexts(locale, FIELDS)}
          masters={masterTexts(locale)}
          karmic={karmicTexts(locale)}
        />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
