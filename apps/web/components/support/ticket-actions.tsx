'use client';

import type { SupportStatus, SupportTicketViewData } from '@drishti/contracts/support';
import { CheckCircle2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import f from '@/components/registration/forms.module.css';
import { useRouter } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import { ReplyForm } from './reply-form';

/** The user's side of a ticket: write in the thread (reopening it when resolved) and mark it resolved. */
export function TicketActions({ id, status, lang }: { id: string; status: SupportStatus; lang: 'en' | 'hi' }) {
  const t = useTranslations('support.thread');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function resolve() {
    setBusy(true);
    setError(null);
    const res = await clientApi(lang).post<SupportTicketViewData>(`/api/users/support/tickets/${id}/resolve`, {});
    setBusy(false);
    if (!res.success) {
      setError(res.message);
      return;
    }
    router.refresh();
  }

  return (
    <>
      <section aria-labelledby="reply-heading" className={f.card}>
        <h2 id="reply-heading" className={f.cardHeading}>
          {t('replyHeading')}
        </h2>
        <ReplyForm<SupportTicketViewData>
          path={`/api/users/support/tickets/${id}/messages`}
          lang={lang}
          hint={status === 'resolved' ? t('reopenHint') : undefined}
          onSent={() => router.refresh()}
        />
      </section>
      {status !== 'resolved' && (
        <div className={f.actions}>
          <button
            type="button"
            className={f.secondary}
            onClick={() => void resolve()}
            disabled={busy}
            data-testid="resolve"
          >
            <CheckCircle2 aria-hidden="true" size={20} />
            {busy ? t('resolving') : t('resolve')}
          </button>
          {error && (
            <p className={f.fieldError} role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </>
  );
}
