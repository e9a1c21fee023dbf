import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatDateTimeIst } from '@/components/admin/format';
import f from '@/components/registration/forms.module.css';
import { fetchTicket } from '@/components/support/server-api';
import { StatusBadge } from '@/components/support/status-badge';
import s from '@/components/support/support.module.css';
import { TicketActions } from '@/components/support/ticket-actions';
import { TicketThread } from '@/components/support/ticket-thread';
import { getErrorLabels } from '@/components/ui/error-labels';
import { ErrorState } from '@/components/ui/error-state';
import { PageHero } from '@/components/ui/page-hero';
import { getPathname, Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { requireUser } from '@/lib/session';
import { catalogues } from '@/messages';

export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; ref: string }>;

const validRef = (ref: string) => /^(\d{1,9}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.test(ref);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, ref } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'support.meta' });
  const href = `/support/${encodeURIComponent(ref)}`;
  return {
    title: t('ticketTitle'),
    description: t('description'),
    alternates: {
      canonical: getPathname({ href, locale }),
      languages: {
        en: getPathname({ href, locale: 'en' }),
        hi: getPathname({ href, locale: 'hi' }),
        'x-default': getPathname({ href, locale: 'en' }),
      },
    },
    robots: { index: false, follow: false },
  };
}

/** /support/<number or id>: one of my tickets, its thread, replying and resolving. */
export default async function TicketPage({ params }: { params: Params }) {
  const { locale, ref } = await params;
  if (!hasLocale(routing.locales, locale) || !validRef(ref)) notFound();
  setRequestLocale(locale);
  const path = getPathname({ href: `/support/${ref}`, locale });
  await requireUser(locale, path);
  const [t, res] = await Promise.all([getTranslations({ locale, namespace: 'support' }), fetchTicket(ref, locale)]);
  if (!res.ok && res.status === 404) notFound();
  const m = catalogues[locale].support;

  if (!res.ok) {
    return (
      <>
        <PageHero id="ticket-title" eyebrow={t('eyebrow')} title={t('meta.ticketTitle')} />
        <div className={`container ${s.page}`}>
          <ErrorState text={res.message} labels={await getErrorLabels(locale)} retryHref={path} />
        </div>
      </>
    );
  }
  const ticket = res.data;
  const c = ticket.consultation;

  return (
    <>
      <PageHero id="ticket-title" eyebrow={t('number', { number: ticket.number })} title={ticket.subject} />
      <div className={`container ${s.page}`}>
        <p>
          <Link href="/support">{t('thread.back')}</Link>
        </p>
        <div className={s.head}>
          <p className={s.ticketTop}>
            <StatusBadge status={ticket.status} label={t(`statuses.${ticket.status}`)} />
            <span className={s.meta}>{t(`form.categories.${ticket.category}`)}</span>
            <span className={s.meta}>{t('thread.opened', { date: formatDateTimeIst(ticket.createdAt, locale) })}</span>
          </p>
          <p className={f.muted}>{t(`statusHelp.${ticket.status}`)}</p>
          {c && (
            <p className={f.muted} data-testid="ticket-consultation">
              {t('thread.consultation', {
                name: locale === 'hi' ? c.astrologerNameHi : c.astrologerName,
                date: formatDateTimeIst(c.requestedAt, locale),
              })}
            </p>
          )}
        </div>
        <TicketThread messages={ticket.messages} lang={locale} viewer="user" />
        <NextIntlClientProvider messages={{ support: { form: m.form, thread: m.thread } }}>
          <TicketActions id={ticket.id} status={ticket.status} lang={locale} />
        </NextIntlClientProvider>
      </div>
    </>
  );
}
