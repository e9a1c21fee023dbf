import type { ReactNode } from 'react';
import type { KarmicText, MasterText } from './texts';
import { Link } from '@/i18n/navigation';
import s from './numerology.module.css';

/** One number of a result: the number in a disc, its name, what it stands for, how it was reached, then its meaning. */
export function NumberCard({
  id,
  label,
  about,
  value,
  steps,
  badges,
  moreLink,
  children,
}: {
  /** Unique on the page; also the card's test id ("life-path" → data-testid="life-path"). */
  id: string;
  label: string;
  about?: string;
  value: number | string;
  /** How the number was reached, e.g. "17 → 8". */
  steps?: string;
  badges?: ReactNode;
  /** A link to the number's own page. */
  moreLink?: { href: string; label: string };
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section className={s.numberCard} aria-labelledby={headingId} data-testid={id}>
      <div className={s.numberHead}>
        <span className={s.numberValue} data-testid={`${id}-value`}>
          {value}
        </span>
        <div className={s.numberTitle}>
          <h3 id={headingId}>{label}</h3>
          {about && <p className={s.about}>{about}</p>}
        </div>
      </div>
      {badges && <p className={s.badges}>{badges}</p>}
      {steps && (
        <p className={s.stepsText} data-testid={`${id}-steps`}>
          {steps}
        </p>
      )}
      {children}
      {moreLink && (
        <p className={s.more}>
          <Link href={moreLink.href}>{moreLink.label}</Link>
        </p>
      )}
    </section>
  );
}

/** A small pill beside a number: master number, karmic debt. */
export function Badge({ kind, children }: { kind: 'master' | 'karmic'; children: ReactNode }) {
  return (
    <span className={`${s.badge} ${kind === 'master' ? s.badgeMaster : s.badgeKarmic}`} data-badge={kind}>
      {children}
    </span>
  );
}

/** Term–text pairs under a number (strengths, challenges, lucky days…). */
export function Facts({ items }: { items: readonly { term: string; text: string }[] }) {
  return (
    <dl className={s.facts}>
      {items.map((item) => (
        <div key={item.term} className={s.fact}>
          <dt>{item.term}</dt>
          <dd>{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The letters of a name with the value of each, as tiles that wrap on a phone, then the sum.
 * Screen readers hear "A equals 1, M equals 4, …".
 */
export function LetterBreakdown({
  caption,
  letters,
  total,
  testId,
}: {
  caption: string;
  letters: readonly { letter: string; value: number; marked?: boolean; mark?: string }[];
  total: number;
  testId: string;
}) {
  return (
    <figure className={s.breakdown}>
      <figcaption className={s.breakdownCaption}>{caption}</figcaption>
      <ol className={s.letters} data-testid={testId}>
        {letters.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: letters repeat; the position is the identity
          <li key={i} className={l.marked ? `${s.letterTile} ${s.letterMarked}` : s.letterTile}>
            <span className={s.letterChar}>{l.letter}</span>
            <span className="visually-hidden"> = </span>
            <span className={s.letterValue}>{l.value}</span>
            {l.marked && l.mark && <span className="visually-hidden"> ({l.mark})</span>}
          </li>
        ))}
      </ol>
      <p className={s.sum} data-testid={`${testId}-sum`}>
        {letters.map((l) => l.value).join(' + ')} = <strong>{total}</strong>
      </p>
    </figure>
  );
}

/** What a number 1–9 is like, in the words every calculator shares. */
export interface NatureText {
  title: string;
  planet: string;
  keywords: string;
  strengths: string;
  challenges: string;
  careers?: string;
}

/**
 * The nature of a number: a master number's own text for 11, 22 and 33, else the number's title,
 * ruling planet, keywords, strengths and challenges (and suitable work, when given).
 */
export function NumberNature({
  value,
  texts,
  masters,
  labels,
}: {
  value: number;
  texts: Record<number, NatureText>;
  masters: Record<number, MasterText>;
  labels: { strengths: string; challenges: string; careers: string; ruledBy: (planet: string) => string };
}) {
  const master = masters[value];
  if (master) {
    return (
      <>
        <p className={s.meaningTitle}>{master.title}</p>
        <p>{master.meaning}</p>
        <Facts
          items={[
            { term: labels.strengths, text: master.strengths },
            { term: labels.challenges, text: master.challenges },
          ]}
        />
      </>
    );
  }
  const n = texts[value];
  if (!n) return null;
  return (
    <>
      <p className={s.meaningTitle}>
        {n.title} · {labels.ruledBy(n.planet)}
      </p>
      <p>{n.keywords}</p>
      <Facts
        items={[
          { term: labels.strengths, text: n.strengths },
          { term: labels.challenges, text: n.challenges },
          ...(n.careers ? [{ term: labels.careers, text: n.careers }] : []),
        ]}
      />
    </>
  );
}

/**
 * The karmic debt numbers of a result, each with its meaning and lesson, and (when `sourceLabel`
 * is given) where in the calculation it was met.
 */
export function KarmicPanels({
  idPrefix,
  debts,
  texts,
  lessonLabel,
  sourceLabel,
  className,
}: {
  idPrefix: string;
  debts: readonly { number: number; sources: string[] }[];
  texts: Record<number, KarmicText>;
  lessonLabel: string;
  sourceLabel?: (sources: string[]) => string;
  className?: string;
}) {
  return debts.map((d) => {
    const k = texts[d.number];
    if (!k) return null;
    const headingId = `${idPrefix}-karmic-${d.number}`;
    return (
      <section key={d.number} className={className} aria-labelledby={headingId} data-testid={`karmic-${d.number}`}>
        <h3 id={headingId}>{k.title}</h3>
        {sourceLabel && <p className={s.foundIn}>{sourceLabel(d.sources)}</p>}
        <p>{k.meaning}</p>
        <p>
          <strong>{lessonLabel}:</strong> {k.lesson}
        </p>
      </section>
    );
  });
}
