import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RelatedLinks } from '@/components/content-page/related-links';
import { LoShuCalculator } from '@/components/numerology/lo-shu-calculator';
import { arrowTexts, compassTexts, kuaTexts, missingTexts, numberTexts } from '@/components/numerology/texts';
import { localeAlternates } from '@/components/tarot/alternates';
import { datePickerLabels, numerologyCrumbs, toolMessages } from '@/components/tool-page/messages';
import { ToolPage } from '@/components/tool-page/tool-page';
import { routing } from '@/i18n/routing';
import { canLink } from '@/lib/content-routes';

const HREF = '/lo-shu-grid-calculator';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'tools.loShu' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /lo-shu-grid-calculator: the Lo Shu grid of a date of birth, its arrows and the Kua number. */
export default async function LoShuPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'tools' });

  return (
    <ToolPage
      locale={locale}
      id="lo-shu"
      crumbs={numerologyCrumbs(
        t('common.numerologyCrumb'),
        t('loShu.title'),
        canLink('/numerology') ? '/numerology' : undefined,
      )}
      eyebrow={t('common.eyebrowNumerology')}
      title={t('loShu.title')}
      lead={t('loShu.lead')}
      how={{ steps: [1, 2, 3, 4, 5, 6].map((n) => t(`loShu.how.step${n}`)) }}
      faq={{ set: 'missing-numbers', variant: 'plain' }}
      after={
        <RelatedLinks
          locale={locale}
          pages={['numerology']}
          tools={['numerologyCalculator', 'nameNumerology', 'mobileNumerology', 'pythagorean']}
        />
      }
    >
      <NextIntlClientProvider messages={toolMessages(locale, ['common', 'loShu'])}>
        <LoShuCalculator
          texts={numberTexts(locale, ['title', 'planet', 'psychic', 'destiny'])}
          missing={missingTexts(locale)}
          arrows={arrowTexts(locale)}
          kua={kuaTexts(locale)}
          compass={compassTexts(locale)}
          dateLabels={datePickerLabels(locale)}
        />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
