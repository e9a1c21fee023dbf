import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RelatedLinks } from '@/components/content-page/related-links';
import { MobileCalculator } from '@/components/numerology/mobile-calculator';
import { karmicTexts, numberTexts } from '@/components/numerology/texts';
import { localeAlternates } from '@/components/tarot/alternates';
import { datePickerLabels, numerologyCrumbs, toolMessages } from '@/components/tool-page/messages';
import { ToolPage } from '@/components/tool-page/tool-page';
import { routing } from '@/i18n/routing';
import { canLink } from '@/lib/content-routes';

const HREF = '/numerology/mobile-numerology-calculator';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'tools.mobile' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /numerology/mobile-numerology-calculator: a phone number's numbers and its match with its owner. */
export default async function MobileNumerologyPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'tools' });

  return (
    <ToolPage
      locale={locale}
      id="mobile"
      crumbs={numerologyCrumbs(
        t('common.numerologyCrumb'),
        t('mobile.title'),
        canLink('/numerology') ? '/numerology' : undefined,
      )}
      eyebrow={t('common.eyebrowNumerology')}
      title={t('mobile.title')}
      lead={t('mobile.lead')}
      how={{ steps: [1, 2, 3, 4].map((n) => t(`mobile.how.step${n}`)) }}
      faq={{ set: 'numerology', variant: 'plain' }}
      after={
        <RelatedLinks
          locale={locale}
          pages={['numerology']}
          tools={['numerologyCalculator', 'nameNumerology', 'pythagorean', 'loShuGrid']}
        />
      }
    >
      <NextIntlClientProvider messages={toolMessages(locale, ['common', 'mobile'])}>
        <MobileCalculator
          texts={numberTexts(locale, ['title', 'planet', 'keywords'])}
          karmic={karmicTexts(locale)}
          dateLabels={datePickerLabels(locale)}
        />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
