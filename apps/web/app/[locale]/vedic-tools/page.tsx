import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import s from '@/components/tools-grid/tools-grid.module.css';
import { ToolsGrid } from '@/components/tools-grid/tools-grid';
import { PageHero } from '@/components/ui/page-hero';
import { routing } from '@/i18n/routing';
import { StaticPage } from '@/components/islands/static-page';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'vedicTools.page' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: localeAlternates('/vedic-tools', locale),
  };
}

export default async function VedicToolsPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'vedicTools.page' });
  return (
    <>
      <StaticPage />
      <Breadcrumb items={[{ label: t('breadcrumb') }]} />
      <PageHero id="vedic-tools-heading" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={`container ${s.page}`}>
        <p className={s.intro}>{t('intro')}</p>
        <ToolsGrid locale={locale} title={t('gridTitle')} description={t('gridDescription')} />
      </div>
    </>
  );
}
