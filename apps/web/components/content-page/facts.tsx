import type { ReactNode } from 'react';
import s from './content-page.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** A short list of labelled facts (lord, deity, element, …) as a description list. */
export function Facts({ items, label, testId }: { items: Fact[]; label?: string; testId?: string }) {
  return (
    <dl className={s.facts} aria-label={label} data-testid={testId}>
      {items.map((f) => (
        <div key={f.label} className={s.fact}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
