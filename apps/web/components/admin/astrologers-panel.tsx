'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useMemo, useState } from 'react';
import { ActionStatus, type ActionState, InputField, Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { type ClientApi, clientApi } from '@/lib/api/client';
import { joinViews } from '@/lib/api/join-views';
import { useApi } from '@/lib/api/use-api';
import a from './admin.module.css';
import { checkBounds, checkCommission, checkPrice, wholeNumber } from './edit-rules';
import type { Lang } from './format';
import { StatusBadge } from './status-badge';
import type { AdminAstrologer, PriceBounds } from './types';

/** The allowed price range, and every astrologer's price, commission and status. */
export function AstrologersPanel({ lang }: { lang: Lang }) {
  const t = useTranslations('admin');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [query, setQuery] = useState('');
  const boundsRead = useApi<PriceBounds>('/api/admin/price-bounds', lang);
  const listRead = useApi<AdminAstrologer[]>('/api/admin/astrologers', lang);
  const state = joinViews(boundsRead.view, listRead.view);
  const load = () => {
    boundsRead.reload();
    listRead.reload();
  };

  if (state.kind === 'loading') return <Skeleton label={t('common.loading')} lines={5} />;
  if (state.kind === 'error') {
    return (
      <ErrorState
        text={state.message}
        labels={{ prefix: t('errors.errorPrefix'), generic: t('errors.generic'), retry: t('errors.retry') }}
        onRetry={load}
      />
    );
  }

  const [bounds, astrologers] = state.data;
  const q = query.trim().toLowerCase();
  const shown = astrologers.filter((x) => !q || x.name.toLowerCase().includes(q) || x.slug.includes(q));
  // Saving answers with the new state: shown in place, without reading again.
  const replace = (updated: AdminAstrologer) =>
    void listRead.mutate((list) => list?.map((x) => (x.id === updated.id ? updated : x)), { revalidate: false });

  return (
    <div className={f.stack} data-testid="astrologers-panel">
      <BoundsEditor
        api={api}
        bounds={bounds}
        onSaved={(saved) => void boundsRead.mutate(saved, { revalidate: false })}
      />
      <section aria-labelledby="astrologers-heading" className={f.stack}>
        <div className={a.panelHead}>
          <h2 id="astrologers-heading" className={a.panelHeading}>
            {t('astrologers.heading')}
          </h2>
          <InputField
            id="astrologers-filter"
            label={t('astrologers.filter')}
            type="search"
            value={query}
            onChange={setQuery}
          />
        </div>
        <p className={f.muted} aria-live="polite">
          {t('astrologers.count', { count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <p className={f.muted}>{t('astrologers.empty')}</p>
        ) : (
          <ul className={f.list}>
            {shown.map((x) => (
              <AstrologerRow key={x.id} astrologer={x} bounds={bounds} api={api} onSaved={replace} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function BoundsEditor({
  api,
  bounds,
  onSaved,
}: {
  api: ClientApi;
  bounds: PriceBounds;
  onSaved: (b: PriceBounds) => void;
}) {
  const t = useTranslations('admin');
  const [min, setMin] = useState(String(bounds.min));
  const [max, setMax] = useState(String(bounds.max));
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkBounds(min, max);
    if (!checked) {
      setError(t('errors.bounds'));
      return;
    }
    setError(null);
    setBusy(true);
    setStatus({ kind: 'busy', text: t('astrologers.savingBounds') });
    const res = await api.put<PriceBounds>('/api/admin/price-bounds', checked);
    setBusy(false);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    setStatus({ kind: 'ok', text: t('astrologers.boundsSaved') });
    onSaved(res.data);
  }

  return (
    <section className={f.card} aria-labelledby="bounds-heading" data-testid="price-bounds">
      <h2 id="bounds-heading" className={f.cardHeading}>
        {t('astrologers.boundsHeading')}
      </h2>
      <p className={f.muted}>{t('astrologers.boundsIntro')}</p>
      <form className={f.form} onSubmit={save} noValidate>
        <div className={a.editRow}>
          <InputField
            id="bounds-min"
            label={t('astrologers.min')}
            inputMode="numeric"
            maxLength={5}
            value={min}
            onChange={setMin}
            error={error}
            testId="bounds-min"
          />
          <InputField
            id="bounds-max"
            label={t('astrologers.max')}
            inputMode="numeric"
            maxLength={5}
            value={max}
            onChange={setMax}
            testId="bounds-max"
          />
          <button type="submit" className={`button ${f.primary}`} disabled={busy}>
            {t('astrologers.saveBounds')}
          </button>
        </div>
      </form>
      <ActionStatus state={status} testId="bounds-status" />
    </section>
  );
}

function AstrologerRow({
  astrologer: x,
  bounds,
  api,
  onSaved,
}: {
  astrologer: AdminAstrologer;
  bounds: PriceBounds;
  api: ClientApi;
  onSaved: (a: AdminAstrologer) => void;
}) {
  const t = useTranslations('admin');
  const tr = useTranslations('registration');
  const locale = useLocale();
  const [price, setPrice] = useState(String(x.pricePerMinute));
  const [commission, setCommission] = useState(String(x.commissionPercent));
  const [priceError, setPriceError] = useState<string | null>(null);
  const [commissionError, setCommissionError] = useState<string | null>(null);
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState(false);
  const id = `astro-${x.id}`;

  async function patch(body: Record<string, unknown>, busyText: string, doneText: string) {
    setBusy(true);
    setStatus({ kind: 'busy', text: busyText });
    const res = await api.patch<AdminAstrologer>(`/api/admin/astrologers/${x.id}`, body);
    setBusy(false);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    setStatus({ kind: 'ok', text: doneText });
    onSaved(res.data);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const p = checkPrice(price, bounds);
    const c = checkCommission(commission);
    setPriceError(p === null ? t('errors.price', bounds) : null);
    setCommissionError(c === null ? t('errors.commission') : null);
    if (p === null || c === null) return;
    await patch({ pricePerMinute: p, commissionPercent: c }, t('astrologers.saving'), t('astrologers.saved'));
  }

  const suspended = x.status === 'suspended';
  const skills = x.skills.map((c) => (tr.has(`skills.${c}`) ? tr(`skills.${c}`) : c)).join(', ');

  return (
    <li className={f.card} data-testid="astrologer-row" data-slug={x.slug} data-status={x.status}>
      <div className={a.roundHead}>
        <p className={a.itemTitle}>{locale === 'hi' ? x.nameHi : x.name}</p>
        <StatusBadge status={x.status} label={t(`astrologers.status.${x.status}`)} />
      </div>
      <p className={a.meta}>
        <span>{x.slug}</span>
        <span>{x.linkedAccount ? t('astrologers.linked') : t('astrologers.unlinked')}</span>
      </p>
      {skills && <p className={a.meta}>{t('astrologers.skills', { skills })}</p>}
      <form className={f.form} onSubmit={save} noValidate>
        <div className={a.editRow}>
          <InputField
            id={`${id}-price`}
            label={t('astrologers.price')}
            inputMode="numeric"
            maxLength={5}
            value={price}
            onChange={(v) => setPrice(wholeNumber(v) === null && v !== '' ? price : v)}
            error={priceError}
          />
          <InputField
            id={`${id}-commission`}
            label={t('astrologers.commission')}
            inputMode="numeric"
            maxLength={2}
            value={commission}
            onChange={(v) => setCommission(wholeNumber(v) === null && v !== '' ? commission : v)}
            error={commissionError}
          />
          <button type="submit" className={`button ${f.primary}`} disabled={busy}>
            {t('astrologers.save')}
          </button>
        </div>
      </form>
      <div className={f.actions} style={{ marginTop: 'var(--space-3)' }}>
        <button
          type="button"
          className={suspended ? f.secondary : f.danger}
          disabled={busy}
          onClick={() =>
            void patch(
              { status: suspended ? 'active' : 'suspended' },
              suspended ? t('astrologers.reinstating') : t('astrologers.suspending'),
              suspended ? t('astrologers.reinstated', { name: x.name }) : t('astrologers.suspended', { name: x.name }),
            )
          }
        >
          {suspended ? t('astrologers.reinstate') : t('astrologers.suspend')}
        </button>
      </div>
      <ActionStatus state={status} />
    </li>
  );
}
