import type { ReactNode } from 'react';
import s from './page-hero.module.css';

/**
 * The night-sky header of a content page: eyebrow, the page's h1 and a lead paragraph. With
 * `printPlain` it prints in ink on paper, without the sky (the calculator pages).
 */
export function PageHero({
  id,
  eyebrow,
  title,
  lead,
  printPlain,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  printPlain?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={printPlain ? `${s.hero} ${s.printPlain}` : s.hero} aria-labelledby={id}>
      <div className={`container ${s.inner}`}>
        {eyebrow && <p className={s.eyebrow}>{eyebrow}</p>}
        <h1 id={id} className={s.title}>
          {title}
        </h1>
        {lead && <p className={s.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
