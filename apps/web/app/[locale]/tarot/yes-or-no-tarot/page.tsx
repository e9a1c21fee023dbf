import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeAlternates } from '@/components/tarot/alternates';
import { toolMessages } from '@/components/tool-page/messages';
import { ToolPage } from '@/components/tool-page/tool-page';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ReadingCta } from '@/components/yes-no-tarot/reading-cta';
import { YesNoTarot } from '@/components/yes-no-tarot/yes-no-tarot';
import { routing } from '@/i18n/routing';
import { canLink } from '@/lib/content-routes';

const HREF = '/tarot/yes-or-no-tarot';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'tools.yesNoTarot' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: localeAlternates(HREF, locale) };
}

/** /tarot/yes-or-no-tarot: ask, pick one card of 78, turn it, read the answer. */
export default async function YesNoTarotPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'tools' });

  return (
    <ToolPage
      locale={locale}
      id="yes-no-tarot"
      crumbs={[
        { label: t('common.tarotCrumb'), ...(canLink('/tarot') ? { href: '/tarot' } : {}) },
        { label: t('yesNoTarot.title') },
      ]}
      eyebrow={t('yesNoTarot.eyebrow')}
      title={t('yesNoTarot.title')}
      lead={t('yesNoTarot.lead')}
      how={{
        heading: t('yesNoTarot.how.heading'),
        steps: [1, 2, 3, 4].map((n) => t(`yesNoTarot.how.step${n}`)),
      }}
      faq={{ set: 'tarot', variant: 'plain' }}
    >
      <NextIntlClientProvider messages={toolMessages(locale, ['yesNoTarot'])}>
        <YesNoTarot locale={locale} errorLabels={await getErrorLabels(locale)} cta={<ReadingCta locale={locale} />} />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
