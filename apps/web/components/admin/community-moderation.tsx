'use client';

import { localizeHandle } from '@drishti/content/community';
import type { BannedMemberData, MemberViewData, ModerationItemData } from '@drishti/contracts/community';
import { Ban, Eye, EyeOff, ExternalLink, ShieldAlert, UserCheck, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useMemo, useState } from 'react';
import { ActionStatus, type ActionState, Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import { type ApiView, useApi } from '@/lib/api/use-api';
import a from './admin.module.css';
import { type CommunityAction as Action, communityActionPath } from './community-model';
import { formatDateTimeIst, type Lang } from './format';

type View = 'queue' | 'hidden' | 'banned';
const VIEWS: readonly View[] = ['queue', 'hidden', 'banned'];

type Load =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'items'; items: ModerationItemData[] }
  | { kind: 'banned'; items: BannedMemberData[] };

/** What the chosen view shows: its read is keyed by its own path, so the data is that view's. */
function listOf(view: View, read: ApiView<{ items: ModerationItemData[] | BannedMemberData[] }>): Load {
  if (read.kind !== 'ready') return read;
  return view === 'banned'
    ? { kind: 'banned', items: read.data.items as BannedMemberData[] }
    : { kind: 'items', items: read.data.items as ModerationItemData[] };
}

/**
 * Community moderation: the queue (self-harm first, marked urgent; then the most reported), the
 * hidden posts and replies, and banned members. Hide (after a confirmation), restore, dismiss
 * reports, ban with a reason, lift a ban. The server checks the admin role on every call.
 */
export function CommunityModeration({ lang }: { lang: Lang }) {
  const t = useTranslations('community');
  const ta = useTranslations('admin');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [view, setView] = useState<View>('queue');
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [hiding, setHiding] = useState<ModerationItemData | null>(null);
  const [banning, setBanning] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);

  const read = useApi<{ items: ModerationItemData[] | BannedMemberData[] }>(
    view === 'banned' ? '/api/admin/community/members' : `/api/admin/community/${view}`,
    lang,
  );
  const list = listOf(view, read.view);
  // After an action the list is read again (an item leaves the queue, a ban moves a member).
  const load = async () => {
    await read.mutate();
  };

  async function act(item: ModerationItemData, action: Action) {
    setHiding(null);
    setBusy(item.id);
    setStatus({ kind: 'busy', text: ta('common.loading') });
    const res = await api.post<ModerationItemData>(communityActionPath(item, action), {});
    setBusy(null);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    setStatus({ kind: 'ok', text: t(`admin.done.${action}`) });
    await load();
  }

  async function ban(event: FormEvent, userId: string) {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setReasonError(true);
      return;
    }
    setBusy(userId);
    const res = await api.post<MemberViewData>(`/api/admin/community/members/${userId}/ban`, { reason });
    setBusy(null);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    setBanning(null);
    setReason('');
    setStatus({ kind: 'ok', text: t('admin.done.ban') });
    await load();
  }

  async function unban(userId: string) {
    setBusy(userId);
    const res = await api.post<MemberViewData>(`/api/admin/community/members/${userId}/unban`, {});
    setBusy(null);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    setStatus({ kind: 'ok', text: t('admin.done.unban') });
    await load();
  }

  const count = list.kind === 'items' || list.kind === 'banned' ? list.items.length : 0;

  return (
    <section aria-labelledby="community-admin-heading" className={f.stack} data-testid="community-panel">
      <div className={a.panelHead}>
        <h2 id="community-admin-heading" className={a.panelHeading}>
          {t('admin.heading')}
        </h2>
        <div className={f.field}>
          <label htmlFor="community-view" className={f.label}>
            {t('admin.views.label')}
          </label>
          <select
            id="community-view"
            className={f.select}
            value={view}
            onChange={(e) => {
              setView(e.target.value as View);
              setStatus(null);
            }}
            data-testid="community-view"
          >
            {VIEWS.map((v) => (
              <option key={v} value={v}>
                {t(`admin.views.${v}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={f.muted}>{t('admin.intro')}</p>
      <ActionStatus state={status} testId="community-status" />

      {list.kind === 'loading' && <Skeleton label={ta('common.loading')} />}
      {list.kind === 'error' && (
        <ErrorState
          text={list.message}
          labels={{ prefix: ta('errors.errorPrefix'), generic: ta('errors.generic'), retry: ta('errors.retry') }}
          onRetry={read.reload}
        />
      )}
      {(list.kind === 'items' || list.kind === 'banned') && count === 0 && (
        <p className={f.muted} data-testid="community-empty">
          {t(`admin.empty.${view}`)}
        </p>
      )}
      {(list.kind === 'items' || list.kind === 'banned') && count > 0 && (
        <p className={f.muted} aria-live="polite" data-testid="community-count">
          {t('admin.count', { count })}
        </p>
      )}

      {list.kind === 'items' && count > 0 && (
        <ul className={f.list} data-testid="community-queue">
          {list.items.map((item) => (
            <li
              key={`${item.targetType}-${item.id}`}
              className={`${f.card} ${f.stack}`}
              data-testid="community-item"
              data-id={item.id}
              data-urgent={item.urgent}
              data-status={item.status}
            >
              <div className={a.roundHead}>
                <p className={a.itemTitle}>
                  {t(item.targetType === 'post' ? 'admin.post' : 'admin.comment')}{' '}
                  {t('admin.in', { topic: t(`topics.${item.topic}.label`) })}
                </p>
                {item.urgent ? (
                  <span className={`${f.badge} ${f.badgeBad}`} data-testid="community-urgent">
                    <ShieldAlert aria-hidden="true" size={16} /> {t('admin.urgent')}
                  </span>
                ) : item.selfHarm ? (
                  <span className={`${f.badge} ${f.badgeBad}`}>{t('admin.selfHarm')}</span>
                ) : null}
                <span className={`${f.badge} ${item.status === 'visible' ? f.badgeGood : f.badgeBad}`}>
                  {t(`admin.status.${item.status}`)}
                </span>
                {item.memberBanned && <span className={`${f.badge} ${f.badgeBad}`}>{t('admin.bannedBadge')}</span>}
              </div>
              <p className={a.meta}>
                <span data-testid="community-handle">
                  {t('admin.by', { handle: localizeHandle(item.handle, lang) })}
                </span>
                <time dateTime={item.createdAt}>{formatDateTimeIst(item.createdAt, lang)}</time>
              </p>
              <p
                className={f.prose}
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                data-testid="community-body"
              >
                {item.body}
              </p>
              <p className={f.muted} data-testid="community-reports">
                {t('admin.reports', { count: item.openReports })}
              </p>
              {item.reports.length > 0 && (
                <ul className={f.list}>
                  {item.reports.map((r, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: reports have no id in this view and never reorder
                    <li key={i} className={f.muted} data-testid="community-report">
                      <strong>{t(`report.reasons.${r.reason}`)}</strong>
                      {' · '}
                      <span style={{ overflowWrap: 'anywhere' }}>{r.details ?? t('admin.noDetails')}</span>
                      {' · '}
                      <time dateTime={r.createdAt}>{formatDateTimeIst(r.createdAt, lang)}</time>
                    </li>
                  ))}
                </ul>
              )}
              <div className={f.actions}>
                {item.status === 'visible' ? (
                  <button
                    type="button"
                    className={f.danger}
                    disabled={busy === item.id}
                    onClick={() => setHiding(item)}
                    data-testid="community-hide"
                  >
                    <EyeOff aria-hidden="true" size={18} />
                    {t('admin.hide')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={f.secondary}
                    disabled={busy === item.id}
                    onClick={() => void act(item, 'restore')}
                    data-testid="community-restore"
                  >
                    <Eye aria-hidden="true" size={18} />
                    {t('admin.restore')}
                  </button>
                )}
                {item.status === 'visible' && (item.openReports > 0 || item.urgent) && (
                  <button
                    type="button"
                    className={f.secondary}
                    disabled={busy === item.id}
                    onClick={() => void act(item, 'dismiss')}
                    data-testid="community-dismiss"
                  >
                    <X aria-hidden="true" size={18} />
                    {t('admin.dismiss')}
                  </button>
                )}
                {item.userId &&
                  (item.memberBanned ? (
                    <button
                      type="button"
                      className={f.secondary}
                      disabled={busy === item.userId}
                      onClick={() => void unban(item.userId!)}
                      data-testid="community-unban"
                    >
                      <UserCheck aria-hidden="true" size={18} />
                      {t('admin.unban')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={f.secondary}
                      aria-expanded={banning === `${item.targetType}-${item.id}`}
                      onClick={() => {
                        setBanning(
                          banning === `${item.targetType}-${item.id}` ? null : `${item.targetType}-${item.id}`,
                        );
                        setReason('');
                        setReasonError(false);
                      }}
                      data-testid="community-ban"
                    >
                      <Ban aria-hidden="true" size={18} />
                      {t('admin.ban')}
                    </button>
                  ))}
                {item.status === 'visible' && (
                  <Link href={`/community/post/${item.postId}`} className={f.secondary}>
                    <ExternalLink aria-hidden="true" size={18} />
                    {t('admin.open')}
                  </Link>
                )}
              </div>
              {item.userId && banning === `${item.targetType}-${item.id}` && (
                <form className={f.form} onSubmit={(e) => void ban(e, item.userId!)} noValidate data-testid="ban-form">
                  <div className={f.field}>
                    <label htmlFor={`ban-${item.id}`} className={f.label}>
                      {t('admin.banReason')}
                    </label>
                    <p id={`ban-${item.id}-hint`} className={f.hint}>
                      {t('admin.banReasonHint')}
                    </p>
                    <input
                      id={`ban-${item.id}`}
                      className={f.input}
                      value={reason}
                      maxLength={1000}
                      aria-invalid={reasonError ? true : undefined}
                      aria-describedby={`ban-${item.id}-hint${reasonError ? ` ban-${item.id}-error` : ''}`}
                      onChange={(e) => {
                        setReason(e.target.value);
                        setReasonError(false);
                      }}
                      data-testid="ban-reason"
                    />
                    {reasonError && (
                      <p id={`ban-${item.id}-error`} className={f.fieldError}>
                        {t('admin.errors.banReason')}
                      </p>
                    )}
                  </div>
                  <div className={f.actions}>
                    <button type="submit" className={f.danger} disabled={busy === item.userId} data-testid="ban-submit">
                      {t('admin.banConfirm')}
                    </button>
                    <button type="button" className={f.secondary} onClick={() => setBanning(null)}>
                      {t('admin.cancel')}
                    </button>
                  </div>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}

      {list.kind === 'banned' && count > 0 && (
        <ul className={f.list} data-testid="community-banned">
          {list.items.map((m) => (
            <li key={m.userId} className={`${f.card} ${f.stack}`} data-testid="community-banned-member">
              <p className={a.itemTitle}>{localizeHandle(m.handle, lang)}</p>
              <p className={a.meta}>{t('admin.bannedSince', { when: formatDateTimeIst(m.bannedAt, lang) })}</p>
              {m.banReason && (
                <p className={f.prose} style={{ overflowWrap: 'anywhere' }}>
                  {t('admin.reasonLabel', { reason: m.banReason })}
                </p>
              )}
              <div className={f.actions}>
                <button
                  type="button"
                  className={f.secondary}
                  disabled={busy === m.userId}
                  onClick={() => void unban(m.userId)}
                  data-testid="community-unban"
                >
                  <UserCheck aria-hidden="true" size={18} />
                  {t('admin.unban')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={hiding !== null}
        title={t('admin.hideTitle')}
        message={t('admin.hideBody')}
        cancelLabel={t('admin.cancel')}
        okayLabel={t('admin.hide')}
        onCancel={() => setHiding(null)}
        onOkay={() => hiding && void act(hiding, 'hide')}
      />
    </section>
  );
}
