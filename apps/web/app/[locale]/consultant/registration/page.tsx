import { Clock, IndianRupee, MessagesSquare, Star } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { RegistrationFlow } from '@/components/registration/registration-flow';
import s from '@/components/registration/registration.module.css';
import { initialRegistrationState } from '@/components/registration/server-state';
import { localeAlternates } from '@/components/tarot/alternates';
import { PageHero } from '@/components/ui/page-hero';
import { routing } from '@/i18n/routing';
import { catalogues } from '@/messages';

const HREF = '/consultant/registration';

// The flow starts from the visitor's own application (read with their cookie): rendered per request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'registration.meta' });
  return { title: t('title'), description: t('description'), alternates: localeAlternates(HREF, locale) };
}

const POINTS = [
  { key: 'rounds', Icon: MessagesSquare },
  { key: 'anytime', Icon: Clock },
  { key: 'earnings', Icon: IndianRupee },
  { key: 'reviews', Icon: Star },
] as const;

const TERMS = ['noFear', 'noContact', 'privacy', 'care'] as const;

/**
 * /consultant/registration: what consulting on Drishti means and its terms, then the application
 * (phone and code, details, ID and photo) and its status, starting on the applicant's own step.
 */
export default async function ConsultantRegistrationPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'registration' });
  const initial = await initialRegistrationState(locale);

  return (
    <>
      <Breadcrumb items={[{ label: t('breadcrumb') }]} />
      <PageHero id="registration-heading" eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <p className={s.heroCta}>
          <a href="#apply" className="button">
            {t('hero.cta')}
          </a>
        </p>
      </PageHero>
      <div className={`container ${s.body}`}>
        <div>
          <section aria-labelledby="programme-heading">
            <h2 id="programme-heading" className={s.sectionHeading}>
              {t('programme.heading')}
            </h2>
            <ul className={s.points}>
              {POINTS.map(({ key, Icon }) => (
                <li key={key} className={s.point}>
                  <span className={s.pointIcon}>
                    <Icon aria-hidden="true" size={24} />
                  </span>
                  <div>
                    <h3 className={s.pointTitle}>{t(`programme.${key}.title`)}</h3>
                    <p className={s.pointBody}>{t(`programme.${key}.body`)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="terms-heading" className={s.terms} data-testid="consultant-terms">
            <h2 id="terms-heading" className={s.sectionHeading}>
              {t('terms.heading')}
            </h2>
            <p className={s.pointBody}>{t('terms.intro')}</p>
            <ul>
              {TERMS.map((key) => (
                <li key={key}>{t(`terms.${key}`)}</li>
              ))}
            </ul>
          </section>
        </div>
        <section aria-labelledby="apply-heading" id="apply" className={s.apply}>
          <h2 id="apply-heading" className={s.sectionHeading}>
            {t('flow.heading')}
          </h2>
          <NextIntlClientProvider messages={{ registration: catalogues[locale].registration }}>
            <RegistrationFlow lang={locale} initial={initial} />
          </NextIntlClientProvider>
        </section>
      </div>
    </>
  );
}
