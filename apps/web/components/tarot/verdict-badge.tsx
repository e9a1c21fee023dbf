import type { Verdict } from '@drishti/content/tarot';
import s from './tarot.module.css';

/** A card's yes/no answer as a coloured pill; the colour always comes with the word. */
export function VerdictBadge({
  verdict,
  label,
  prefix,
  size = 'small',
}: {
  verdict: Verdict;
  /** The word shown: Yes, No or Maybe in the page's language. */
  label: string;
  /** Read by screen readers before the word, e.g. "Yes or no answer:". */
  prefix?: string;
  size?: 'small' | 'large';
}) {
  return (
    <span
      className={`${s.badge} ${s[`badge-${verdict}`]} ${size === 'large' ? s.badgeLarge : ''}`}
      data-testid="verdict"
      data-verdict={verdict}
    >
      {prefix && <span className="visually-hidden">{prefix} </span>}
      {label}
    </span>
  );
}
