import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatDateTimeIst } from '@/components/admin/format';
import f from '@/components/registration/forms.module.css';
import { NewTicketForm } from '@/components/support/new-ticket-form';
import { fetchMyTickets } from '@/components/support/server-api';
import { StatusBadge } from '@/components/support/status-badge';
import s from '@/components/support/support.module.css';
import { localeAlternates } from '@/components/tarot/alternates';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ErrorState } from '@/components/ui/error-state';
import { PageHero } from '@/components/ui/page-hero';
import { getPathname, Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { requireUser } from '@/lib/session';
import { catalogues } from '@/messages';

/** A signed-in person's own tickets: never prerendered, never cached. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'support.meta' });
  return {
    title: t('title'),
    description: t('description'),
    alternates: localeAlternates('/support', locale),
    robots: { index: false, follow: false },
  };
}

/** /support: open a ticket, and my tickets (those waiting on me first). */
export default async function SupportPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const path = getPathname({ href: '/support', locale });
  await requireUser(locale, path);
  const [t, list] = await Promise.all([getTranslations({ locale, namespace: 'support' }), fetchMyTickets(locale)]);
  const m = catalogues[locale].support;

  return (
    <>
      <PageHero id="support-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={`container ${s.page}`}>
        <section aria-labelledby="new-ticket" className={f.card}>
          <h2 id="new-ticket" className={f.cardHeading}>
            {t('form.heading')}
          </h2>
          <NextIntlClientProvider messages={{ support: { form: m.form } }}>
            <NewTicketForm lang={locale} />
          </NextIntlClientProvider>
        </section>
        <section aria-labelledby="my-tickets" className={f.stack}>
          <h2 id="my-tickets" className={f.cardHeading}>
            {t('list.heading')}
          </h2>
          {!list.ok ? (
            <ErrorState text={list.message} labels={await getErrorLabels(locale)} retryHref={path} />
          ) : list.data.length === 0 ? (
            <p className={f.muted} data-testid="tickets-empty">
              {t('list.empty')}
            </p>
          ) : (
            <ul className={s.list} data-testid="ticket-list">
              {list.data.map((ticket) => (
                <li key={ticket.id}>
                  <Link href={`/support/${ticket.id}`} className={s.ticketLink} data-testid="ticket-link">
                    <span className={s.ticketTop}>
                      <span className={s.number}>{t('number', { number: ticket.number })}</span>
                      <StatusBadge status={ticket.status} label={t(`statuses.${ticket.status}`)} />
                      <span className={s.meta}>{t(`form.categories.${ticket.category}`)}</span>
                    </span>
                    <span className={s.ticketSubject}>{ticket.subject}</span>
                    <span className={s.meta}>
                      {t('list.updated', { date: formatDateTimeIst(ticket.updatedAt, locale) })} ·{' '}
                      {t('list.messages', { count: ticket.messageCount })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
