import type { SupportStatus } from '@drishti/contracts/support';
import s from './support.module.css';

/** A ticket's status as a coloured label (the text says it; the colour only repeats it). */
export function StatusBadge({ status, label }: { status: SupportStatus; label: string }) {
  return (
    <span className={s.badge} data-status={status} data-testid="ticket-status">
      {label}
    </span>
  );
}
