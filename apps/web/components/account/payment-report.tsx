'use client';

import { RotateCw } from 'lucide-react';
import { type ComponentProps, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import s from './account.module.css';
import { type PaymentReturn, type ReturnOutcome, returnOutcome } from './payment-params';
import { ResultView, type ResultTone } from './result-view';

/** What the checkout said when it gave no signed payment to report. */
type Settled = { kind: Exclude<ReturnOutcome, 'verify' | 'check'> };

export type ReportFailure = { kind: 'error'; message: string };

/** A payment return page's state: being reported, what the checkout said, the page's own outcome, or a failure. */
export type Reported<V> = { kind: 'checking' } | Settled | ReportFailure | V;

/**
 * Reports a payment once the return page opens: `verify` for a signed payment, `check` when the
 * checkout was closed without a result (the server asks the gateway where the order stands). Each
 * step answers the view to show; `report` runs the step again (the retry button).
 */
export function usePaymentReport<V extends { kind: string }>(
  params: PaymentReturn,
  verify: () => Promise<V | ReportFailure>,
  check: () => Promise<V | ReportFailure>,
) {
  const outcome = returnOutcome(params);
  const [view, setView] = useState<Reported<V>>(
    outcome === 'verify' || outcome === 'check' ? { kind: 'checking' } : { kind: outcome },
  );
  const started = useRef(false);

  const report = useCallback(async () => {
    setView({ kind: 'checking' });
    setView(await (outcome === 'check' ? check : verify)());
  }, [outcome, verify, check]);

  useEffect(() => {
    if ((outcome !== 'verify' && outcome !== 'check') || started.current) return;
    started.current = true;
    void report();
  }, [outcome, report]);

  return { view, report };
}

/** An outcome told in one sentence, with the next steps. */
export function ResultNote({
  tone,
  title,
  text,
  actions,
}: {
  tone: ResultTone;
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <ResultView tone={tone} title={title} actions={actions}>
      <p className={s.resultText}>{text}</p>
    </ResultView>
  );
}

/** The payment could not be reported: the server's message, a retry and a way back. */
export function ReportFailed({
  title,
  message,
  retryLabel,
  onRetry,
  backHref,
  backLabel,
}: {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  backHref: ComponentProps<typeof Link>['href'];
  backLabel: string;
}) {
  return (
    <ResultView
      tone="bad"
      title={title}
      actions={
        <>
          <button type="button" className="button" onClick={onRetry} data-testid="retry">
            <RotateCw aria-hidden="true" size={18} />
            {retryLabel}
          </button>
          <Link href={backHref} className={s.secondaryButton}>
            {backLabel}
          </Link>
        </>
      }
    >
      <p className={s.resultText} data-testid="verify-error">
        {message}
      </p>
    </ResultView>
  );
}
