'use client';

import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { ActionStatus, type ActionState, InputField, Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { lineWords } from '@/components/wallet/statement-lines';
import { type ClientApi, clientApi } from '@/lib/api/client';
import { useApi } from '@/lib/api/use-api';
import a from './admin.module.css';
import { checkRefund, displayPhone } from './edit-rules';
import { formatCount, formatDateTimeIst, type Lang, newIdempotencyKey } from './format';
import type { AdminUser, StatementLine } from './types';

const KINDS = new Set([
  'recharge',
  'booking-hold',
  'booking-refund',
  'refund-to-wallet',
  'booking-complete',
  'refund',
  'consultation',
  'live-gift',
]);

/** Users by phone or name, with their balance, wallet statement and refunds to the wallet. */
export function UsersPanel({ lang }: { lang: Lang }) {
  const t = useTranslations('admin');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const {
    view: state,
    reload,
    mutate,
  } = useApi<AdminUser[]>(`/api/admin/users${searched ? `?search=${encodeURIComponent(searched)}` : ''}`, lang);

  function onSearch(event: FormEvent) {
    event.preventDefault();
    if (query.trim() === searched) reload();
    else setSearched(query.trim());
  }

  // A refund answers with the new balance: shown in place, without reading the list again.
  const setCoins = (userId: string, coins: number) =>
    void mutate((users) => users?.map((u) => (u.id === userId ? { ...u, coins } : u)), { revalidate: false });

  return (
    <section aria-labelledby="users-heading" className={f.stack} data-testid="users-panel">
      <h2 id="users-heading" className={a.panelHeading}>
        {t('users.heading')}
      </h2>
      <form className={a.searchRow} onSubmit={onSearch}>
        <InputField
          id="users-search"
          label={t('users.search')}
          type="search"
          maxLength={40}
          value={query}
          onChange={setQuery}
          testId="users-search"
        />
        <button type="submit" className="button">
          <Search aria-hidden="true" size={18} />
          {t('users.searchButton')}
        </button>
      </form>

      {state.kind === 'loading' && <Skeleton label={t('users.searching')} />}
      {state.kind === 'error' && (
        <ErrorState
          text={state.message}
          labels={{ prefix: t('errors.errorPrefix'), generic: t('errors.generic'), retry: t('errors.retry') }}
          onRetry={reload}
        />
      )}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <p className={f.muted}>{t('users.empty')}</p>
        ) : (
          <>
            <p className={f.muted} aria-live="polite">
              {t('users.count', { count: state.data.length })}
            </p>
            <ul className={f.list}>
              {state.data.map((u) => (
                <UserRow key={u.id} user={u} api={api} lang={lang} onBalance={(coins) => setCoins(u.id, coins)} />
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}

function UserRow({
  user,
  api,
  lang,
  onBalance,
}: {
  user: AdminUser;
  api: ClientApi;
  lang: Lang;
  onBalance: (coins: number) => void;
}) {
  const t = useTranslations('admin');
  const [open, setOpen] = useState<'statement' | 'refund' | null>(null);
  const [statementVersion, setStatementVersion] = useState(0);
  const who = user.name ? `${user.name} (${displayPhone(user.phone)})` : displayPhone(user.phone);

  return (
    <li className={f.card} data-testid="user-row" data-phone={user.phone}>
      <div className={a.roundHead}>
        <p className={a.itemTitle}>{displayPhone(user.phone)}</p>
        <span className={f.badge}>{t(`users.roles.${user.role}`)}</span>
      </div>
      <p className={a.meta}>
        <span>{user.name ?? t('users.noName')}</span>
        <span>{t('users.joined', { date: formatDateTimeIst(user.createdAt, lang) })}</span>
      </p>
      <p className={a.itemTitle} data-testid="user-balance">
        {t('users.balance', { coins: formatCount(user.coins, lang) })}
      </p>
      <div className={f.actions} style={{ marginTop: 'var(--space-3)' }}>
        <button
          type="button"
          className={f.secondary}
          aria-expanded={open === 'statement'}
          onClick={() => setOpen(open === 'statement' ? null : 'statement')}
        >
          {open === 'statement' ? t('users.hideStatement') : t('users.statement')}
        </button>
        <button
          type="button"
          className={f.secondary}
          aria-expanded={open === 'refund'}
          onClick={() => setOpen(open === 'refund' ? null : 'refund')}
          data-testid="open-refund"
        >
          {t('users.refund')}
        </button>
      </div>
      {open === 'statement' && <Statement key={statementVersion} userId={user.id} who={who} lang={lang} />}
      {open === 'refund' && (
        <RefundForm
          userId={user.id}
          who={who}
          api={api}
          lang={lang}
          onDone={(coins) => {
            onBalance(coins);
            setStatementVersion((v) => v + 1);
          }}
          onCancel={() => setOpen(null)}
        />
      )}
    </li>
  );
}

function Statement({ userId, who, lang }: { userId: string; who: string; lang: Lang }) {
  const t = useTranslations('admin');
  const tl = useTranslations('account.statementLines');
  const { view: state, reload } = useApi<StatementLine[]>(`/api/admin/users/${userId}/wallet`, lang);

  const kindLabel = (kind: string) => (KINDS.has(kind) ? t(`kinds.${kind}`) : t('kinds.other', { kind }));

  return (
    <div className={a.inset} data-testid="statement">
      {state.kind === 'loading' && <Skeleton label={t('common.loading')} lines={2} />}
      {state.kind === 'error' && (
        <ErrorState
          text={state.message}
          labels={{ prefix: t('errors.errorPrefix'), generic: t('errors.generic'), retry: t('errors.retry') }}
          onRetry={reload}
        />
      )}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <p className={f.muted}>{t('users.statementEmpty')}</p>
        ) : (
          <div className={f.tableWrap}>
            <table className={f.table}>
              <caption>{t('users.statementHeading', { who })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('users.date')}</th>
                  <th scope="col">{t('users.kind')}</th>
                  <th scope="col" className={f.num}>
                    {t('users.amount')}
                  </th>
                  <th scope="col" className={f.num}>
                    {t('users.balanceAfter')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.data.map((l) => {
                  const words = lineWords(l, (key, values) => tl(key, values), lang, 'admin');
                  return (
                    <tr key={l.id} data-kind={l.kind} data-status={l.status} data-line-id={l.id}>
                      <td>{formatDateTimeIst(l.at, lang)}</td>
                      <td>
                        {words ? (
                          <>
                            <span className={a.lineTitle}>{words.title}</span>
                            <span className={a.lineDetail} data-testid="statement-detail">
                              {words.details.map((d) => d.text).join(' · ')}
                            </span>
                          </>
                        ) : (
                          kindLabel(l.kind)
                        )}
                      </td>
                      <td className={`${f.num} ${l.amount >= 0 ? a.amountPlus : a.amountMinus}`}>
                        {l.amount > 0 ? '+' : l.amount < 0 ? '−' : ''}
                        {formatCount(Math.abs(l.amount), lang)}
                      </td>
                      <td className={f.num}>{formatCount(l.balanceAfter, lang)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}

function RefundForm({
  userId,
  who,
  api,
  lang,
  onDone,
  onCancel,
}: {
  userId: string;
  who: string;
  api: ClientApi;
  lang: Lang;
  onDone: (balance: number) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('admin');
  const [coins, setCoins] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ coins: string | null; reason: string | null }>({ coins: null, reason: null });
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState(false);
  // One key per refund: a retry after a lost answer repeats it safely; a new refund gets a new key.
  const key = useRef(newIdempotencyKey());
  const sent = useRef<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkRefund(coins, reason);
    setErrors({
      coins: checked.coins ? t(`errors.${checked.coins}`) : null,
      reason: checked.reason ? t(`errors.${checked.reason}`) : null,
    });
    if (checked.coins || checked.reason) return;
    const body = { userId, coins: Number(coins.trim()), reason: reason.trim() };
    const signature = JSON.stringify(body);
    // Changed details make a different refund, with its own key.
    if (sent.current !== null && sent.current !== signature) key.current = newIdempotencyKey();
    sent.current = signature;
    setBusy(true);
    setStatus({ kind: 'busy', text: t('users.refunding') });
    const res = await api.post<{ applied: boolean; balance: number }>('/api/admin/refunds', body, {
      idempotencyKey: key.current,
    });
    setBusy(false);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    const balance = formatCount(res.data.balance, lang);
    setStatus({
      kind: 'ok',
      text: res.data.applied ? t('users.refunded', { coins: balance }) : t('users.alreadyRefunded', { coins: balance }),
    });
    key.current = newIdempotencyKey();
    sent.current = null;
    setCoins('');
    setReason('');
    onDone(res.data.balance);
  }

  return (
    <form className={`${f.form} ${a.inset}`} onSubmit={submit} noValidate data-testid="refund-form">
      <h3 className={f.subHeading}>{t('users.refundHeading', { who })}</h3>
      <div className={f.row}>
        <InputField
          id={`refund-${userId}-coins`}
          label={t('users.coins')}
          inputMode="numeric"
          maxLength={6}
          value={coins}
          onChange={setCoins}
          error={errors.coins}
          testId="refund-coins"
        />
        <InputField
          id={`refund-${userId}-reason`}
          label={t('users.reason')}
          maxLength={300}
          value={reason}
          onChange={setReason}
          error={errors.reason}
          testId="refund-reason"
        />
      </div>
      <div className={f.actions}>
        <button type="submit" className={`button ${f.primary}`} disabled={busy} data-testid="refund-submit">
          {/^\d{1,6}$/.test(coins.trim())
            ? t('users.submitRefund', { coins: formatCount(Number(coins.trim()), lang) })
            : t('users.refund')}
        </button>
        <button type="button" className={f.secondary} onClick={onCancel} disabled={busy}>
          {t('users.cancel')}
        </button>
      </div>
      <ActionStatus state={status} testId="refund-status" />
    </form>
  );
}
