import s from './content-page.module.css';

export type Tone = 'good' | 'okay' | 'bad';

/** A small coloured label for auspicious / mixed / inauspicious; the colour is never the only signal. */
export function ToneBadge({ tone, label }: { tone: Tone; label: string }) {
  return (
    <span className={`${s.badge} ${s[`badge-${tone}`]}`} data-tone={tone}>
      {label}
    </span>
  );
}
