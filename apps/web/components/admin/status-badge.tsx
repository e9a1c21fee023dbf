import f from '@/components/registration/forms.module.css';

const TONE: Record<string, string | undefined> = {
  approved: f.badgeGood,
  active: f.badgeGood,
  passed: f.badgeGood,
  confirmed: f.badgeGood,
  completed: f.badgeGood,
  interviewing: f.badgeNight,
  scheduled: f.badgeNight,
  submitted: f.badgeOkay,
  unscheduled: f.badgeOkay,
  pending_payment: f.badgeOkay,
  rejected: f.badgeBad,
  suspended: f.badgeBad,
  failed: f.badgeBad,
  cancelled: f.badgeBad,
  expired: f.badgeBad,
};

/** A status in a coloured pill; the colour only repeats what the text says. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`${f.badge} ${TONE[status] ?? ''}`} data-status={status} data-testid="status-badge">
      {label}
    </span>
  );
}
