import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import f from '@/components/registration/forms.module.css';
import { PageHero } from '@/components/ui/page-hero';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';

type Params = Promise<{ locale: string }>;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'settings.deleted' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /account/deleted: where the user lands after deleting the account, told in so many words. */
export default async function AccountDeletedPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'settings.deleted' });
  return (
    <>
      <PageHero id="account-deleted-title" title={t('title')} lead={t('lead')} />
      <div className="container">
        <section className={f.card} data-testid="account-deleted">
          <p>{t('again')}</p>
          <p>
            <Link href="/" className="button">
              {t('home')}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
