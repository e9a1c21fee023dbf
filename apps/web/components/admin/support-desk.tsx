'use client';

import type { AdminSupportTicketSummaryData, AdminSupportTicketViewData } from '@drishti/contracts/support';
import { CheckCircle2, ChevronLeft } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useMemo, useState } from 'react';
import { ActionStatus, type ActionState, Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ReplyForm } from '@/components/support/reply-form';
import { StatusBadge } from '@/components/support/status-badge';
import s from '@/components/support/support.module.css';
import { TicketThread } from '@/components/support/ticket-thread';
import { ErrorState } from '@/components/ui/error-state';
import { clientApi } from '@/lib/api/client';
import { useApi } from '@/lib/api/use-api';
import { FilteredHeading } from './filtered-heading';
import { displayPhone } from './edit-rules';
import { formatCount, formatDateTimeIst, type Lang } from './format';

const FILTERS = ['all', 'open', 'answered', 'resolved'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * Support for admins: tickets by status (open first, the longest waiting first), one ticket with
 * its user, the linked consultation's facts, the thread, a reply (with files), resolving, and a
 * refund to the user's wallet through the existing admin refund (once per ticket).
 */
export function SupportDesk({ lang }: { lang: Lang }) {
  const t = useTranslations('support');
  const ta = useTranslations('admin');
  const [filter, setFilter] = useState<Filter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const { view: list, reload } = useApi<AdminSupportTicketSummaryData[]>(
    `/api/admin/support/tickets${filter === 'all' ? '' : `?status=${filter}`}`,
    lang,
  );

  if (openId) {
    return (
      <TicketDetail
        id={openId}
        lang={lang}
        onBack={() => {
          setOpenId(null);
          reload();
        }}
      />
    );
  }

  const labels = { prefix: ta('errors.errorPrefix'), generic: ta('errors.generic'), retry: ta('errors.retry') };
  return (
    <section aria-labelledby="support-heading" className={f.stack} data-testid="support-panel">
      <FilteredHeading
        id="support"
        heading={t('admin.heading')}
        filterLabel={t('admin.filter')}
        value={filter}
        options={FILTERS.map((x) => ({ value: x, label: x === 'all' ? t('admin.all') : t(`statuses.${x}`) }))}
        onChange={setFilter}
      />
      {list.kind === 'loading' && <Skeleton label={ta('common.loading')} />}
      {list.kind === 'error' && <ErrorState text={list.message} labels={labels} onRetry={reload} />}
      {list.kind === 'ready' && list.data.length === 0 && <p className={f.muted}>{t('admin.empty')}</p>}
      {list.kind === 'ready' && list.data.length > 0 && (
        <ul className={s.list} data-testid="support-tickets">
          {list.data.map((ticket) => (
            <li key={ticket.id}>
              <button
                type="button"
                className={s.ticketLink}
                style={{ width: '100%', textAlign: 'start', border: 0, font: 'inherit', cursor: 'pointer' }}
                onClick={() => setOpenId(ticket.id)}
                data-testid="support-ticket"
              >
                <span className={s.ticketTop}>
                  <span className={s.number}>{t('number', { number: ticket.number })}</span>
                  <StatusBadge status={ticket.status} label={t(`statuses.${ticket.status}`)} />
                  <span className={s.meta}>{t(`form.categories.${ticket.category}`)}</span>
                </span>
                <span className={s.ticketSubject}>{ticket.subject}</span>
                <span className={s.meta}>
                  {ticket.user
                    ? `${ticket.user.name ?? t('admin.noName')} · ${displayPhone(ticket.user.phone)}`
                    : t('admin.deletedUser')}
                  {' · '}
                  {ticket.waitingSince
                    ? t('admin.waiting', { date: formatDateTimeIst(ticket.waitingSince, lang) })
                    : t('admin.updated', { date: formatDateTimeIst(ticket.updatedAt, lang) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TicketDetail({ id, lang, onBack }: { id: string; lang: Lang; onBack: () => void }) {
  const t = useTranslations('support');
  const ta = useTranslations('admin');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [status, setStatus] = useState<ActionState>(null);
  const { view: ticket, reload, mutate } = useApi<AdminSupportTicketViewData>(`/api/admin/support/tickets/${id}`, lang);
  // Resolving and replying answer with the ticket as it now is: shown without reading it again.
  const setTicket = (data: AdminSupportTicketViewData) => void mutate(data, { revalidate: false });

  const labels = { prefix: ta('errors.errorPrefix'), generic: ta('errors.generic'), retry: ta('errors.retry') };
  const back = (
    <button type="button" className={f.secondary} onClick={onBack} data-testid="support-back">
      <ChevronLeft aria-hidden="true" size={20} />
      {t('admin.back')}
    </button>
  );
  if (ticket.kind === 'loading') return <Skeleton label={ta('common.loading')} />;
  if (ticket.kind === 'error') {
    return (
      <div className={f.stack}>
        {back}
        <ErrorState text={ticket.message} labels={labels} onRetry={reload} />
      </div>
    );
  }
  const v = ticket.data;
  const c = v.consultation;

  async function resolve() {
    setStatus({ kind: 'busy', text: t('admin.resolving') });
    const res = await api.post<AdminSupportTicketViewData>(`/api/admin/support/tickets/${v.id}/resolve`, {});
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    setTicket(res.data);
    setStatus({ kind: 'ok', text: t('admin.resolvedDone') });
  }

  return (
    <section aria-labelledby="ticket-heading" className={f.stack} data-testid="support-ticket-detail">
      <div>{back}</div>
      <div className={s.head}>
        <p className={s.ticketTop}>
          <span className={s.number}>{t('number', { number: v.number })}</span>
          <StatusBadge status={v.status} label={t(`statuses.${v.status}`)} />
          <span className={s.meta}>{t(`form.categories.${v.category}`)}</span>
        </p>
        <h2 id="ticket-heading" className={s.heading}>
          {v.subject}
        </h2>
      </div>
      <dl className={s.facts} data-testid="support-facts">
        <dt>{t('admin.user')}</dt>
        <dd>
          {v.user ? `${v.user.name ?? t('admin.noName')} · ${displayPhone(v.user.phone)}` : t('admin.deletedUser')}
        </dd>
        <dt>{t('admin.opened')}</dt>
        <dd>{formatDateTimeIst(v.createdAt, lang)}</dd>
        {c && (
          <>
            <dt>{t('admin.astrologer')}</dt>
            <dd>{lang === 'hi' ? c.astrologerNameHi : c.astrologerName}</dd>
            <dt>{t('admin.channel')}</dt>
            <dd>{t(`admin.channels.${c.channel}`)}</dd>
            <dt>{t('admin.when')}</dt>
            <dd>{formatDateTimeIst(c.requestedAt, lang)}</dd>
            <dt>{t('admin.minutes')}</dt>
            <dd data-testid="facts-minutes">{formatCount(c.billedMinutes, lang)}</dd>
            <dt>{t('admin.charged')}</dt>
            <dd data-testid="facts-coins">{formatCount(c.chargedCoins ?? 0, lang)}</dd>
            <dt>{t('admin.price')}</dt>
            <dd>{t('admin.perMinute', { coins: formatCount(c.pricePerMinute, lang) })}</dd>
          </>
        )}
      </dl>
      {v.user && <RefundForm lang={lang} ticket={v} />}
      <TicketThread messages={v.messages} lang={lang} viewer="admin" />
      <section aria-labelledby="admin-reply" className={f.card}>
        <h3 id="admin-reply" className={f.subHeading}>
          {t('admin.replyHeading')}
        </h3>
        <ReplyForm<AdminSupportTicketViewData>
          path={`/api/admin/support/tickets/${v.id}/messages`}
          lang={lang}
          hint={t('admin.replyHint')}
          onSent={setTicket}
        />
      </section>
      {v.status !== 'resolved' && (
        <div className={f.actions}>
          <button type="button" className="button" onClick={() => void resolve()} data-testid="admin-resolve">
            <CheckCircle2 aria-hidden="true" size={20} />
            {t('admin.resolve')}
          </button>
        </div>
      )}
      <ActionStatus state={status} testId="support-status" />
    </section>
  );
}

/** Coins back to the ticket's user through the admin refund (its key makes it happen once per ticket). */
function RefundForm({ lang, ticket }: { lang: Lang; ticket: AdminSupportTicketViewData }) {
  const t = useTranslations('support.admin');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [coins, setCoins] = useState(String(ticket.consultation?.chargedCoins ?? ''));
  const [reason, setReason] = useState(t('refundReason', { number: ticket.number }));
  const [state, setState] = useState<ActionState>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const n = Number(coins);
    if (!Number.isInteger(n) || n < 1 || n > 100000) {
      setState({ kind: 'error', text: t('refundCoinsError') });
      return;
    }
    if (reason.trim().length < 3) {
      setState({ kind: 'error', text: t('refundReasonError') });
      return;
    }
    setState({ kind: 'busy', text: t('refunding') });
    const res = await api.post<{ applied: boolean; balance: number }>(
      '/api/admin/refunds',
      { userId: ticket.user!.id, coins: n, reason: reason.trim() },
      { idempotencyKey: `support-ticket-${ticket.id}` },
    );
    if (!res.success) {
      setState({ kind: 'error', text: res.message });
      return;
    }
    setState({
      kind: 'ok',
      text: res.data.applied
        ? t('refunded', { balance: formatCount(res.data.balance, lang) })
        : t('refundedBefore', { balance: formatCount(res.data.balance, lang) }),
    });
  }

  return (
    <details className={f.card} data-testid="support-refund">
      <summary>
        <span className={f.subHeading}>{t('refundHeading')}</span>
      </summary>
      <form onSubmit={submit} noValidate className={f.form}>
        <p className={f.hint}>{t('refundLead')}</p>
        <div className={f.field}>
          <label htmlFor={`refund-coins-${ticket.id}`} className={f.label}>
            {t('refundCoins')}
          </label>
          <input
            id={`refund-coins-${ticket.id}`}
            className={f.input}
            inputMode="numeric"
            value={coins}
            onChange={(e) => setCoins(e.target.value)}
            data-testid="refund-coins"
          />
        </div>
        <div className={f.field}>
          <label htmlFor={`refund-reason-${ticket.id}`} className={f.label}>
            {t('refundReasonLabel')}
          </label>
          <input
            id={`refund-reason-${ticket.id}`}
            className={f.input}
            value={reason}
            maxLength={300}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <div className={f.actions}>
          <button type="submit" className="button" data-testid="refund-issue">
            {t('refundSubmit')}
          </button>
        </div>
        <ActionStatus state={state} testId="refund-status" />
      </form>
    </details>
  );
}
