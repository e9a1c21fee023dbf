import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoveCalculator } from '@/components/love/love-calculator';
import { localeAlternates } from '@/components/tarot/alternates';
import { toolMessages } from '@/components/tool-page/messages';
import { ToolPage } from '@/components/tool-page/tool-page';
import { routing } from '@/i18n/routing';

const HREF = '/love-calculator';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'tools.love' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /love-calculator: the love percentage and FLAMES for two names, for fun. */
export default async function LoveCalculatorPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'tools.love' });

  return (
    <ToolPage
      locale={locale}
      id="love"
      crumbs={[{ label: t('title') }]}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      how={{ steps: [1, 2, 3, 4].map((n) => t(`how.step${n}`)) }}
      faq={{ set: 'love-calculator', variant: 'card' }}
    >
      <NextIntlClientProvider messages={toolMessages(locale, ['common', 'love'])}>
        <LoveCalculator />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
