import { CircleAlert, CircleCheck, Clock3, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import s from './account.module.css';

export type ResultTone = 'good' | 'bad' | 'okay' | 'busy';

const ICONS = { good: CircleCheck, bad: CircleAlert, okay: Clock3, busy: LoaderCircle } as const;

/** A payment's outcome: an icon and title in the tone's colour, the explanation, the next steps. */
export function ResultView({
  tone,
  title,
  children,
  actions,
}: {
  tone: ResultTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const Icon = ICONS[tone];
  if (tone === 'busy') {
    return (
      <p className={s.busy} role="status" data-testid="payment-result" data-tone="busy">
        <Icon aria-hidden="true" size={24} className={s.spinner} />
        {title}
      </p>
    );
  }
  return (
    <div className={s.result} data-testid="payment-result" data-tone={tone} role={tone === 'bad' ? 'alert' : 'status'}>
      <h2 className={`${s.resultTitle} ${s[tone]}`}>
        <Icon aria-hidden="true" size={28} />
        {title}
      </h2>
      {children}
      {actions && <div className={s.linkRow}>{actions}</div>}
    </div>
  );
}
