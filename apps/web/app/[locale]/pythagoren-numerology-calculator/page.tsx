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

/** The spec's spelling of the path (a contract); /pythagorean-numerology-calculator redirects here. */
const HREF = '/pythagoren-numerology-calculator';
const FIELDS: NameNumberField[] = ['title', 'planet', 'keywords', 'strengths', 'challenges', 'careers'];

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'tools.pythagorean' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /pythagoren-numerology-calculator: expression, soul urge and personality by the 1–9 letter cycle. */
export default async function PythagoreanPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'tools' });

  return (
    <ToolPage
      locale={locale}
      id="pythagorean"
      crumbs={numerologyCrumbs(
        t('common.numerologyCrumb'),
        t('pythagorean.title'),
        canLink('/numerology') ? '/numerology' : undefined,
      )}
      eyebrow={t('common.eyebrowNumerology')}
      title={t('pythagorean.title')}
      lead={t('pythagorean.lead')}
      how={{
        intro: t('pythagorean.how.intro'),
        steps: [
          t('pythagorean.how.step1'),
          t('pythagorean.how.step2'),
          t('pythagorean.how.step3'),
          t('pythagorean.how.step4'),
          t('pythagorean.how.step5'),
        ],
        extra: (
          <LetterChart
            system="pythagorean"
            caption={t('pythagorean.chartCaption')}
            numberLabel={t('name.chartNumber')}
            lettersLabel={t('name.chartLetters')}
          />
        ),
      }}
      faq={{ set: 'numerology', variant: 'plain' }}
      after={
        <RelatedLinks
          locale={locale}
          pages={['numerology']}
          tools={['nameNumerology', 'numerologyCalculator', 'mobileNumerology', 'loShuGrid']}
        />
      }
    >
      <NextIntlClientProvider messages={toolMessages(locale, ['common', 'pythagorean', 'numerology'])}>
        <NameCalculator
          mode="pythagorean"
          texts={numberTexts(locale, FIELDS)}
          masters={masterTexts(locale)}
          karmic={karmicTexts(locale)}
        />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
