import type { PageSection } from '@drishti/content/pages/types';
import type { Bilingual, Locale } from '@drishti/content/types';
import type { ReactNode } from 'react';
import s from './content-page.module.css';

/** Paragraphs of bilingual text in the page's language. */
export function Paragraphs({ items, locale }: { items: readonly Bilingual[]; locale: Locale }) {
  return items.map((p) => (
    <p key={p.en} className={s.prose}>
      {p[locale]}
    </p>
  ));
}

/** A section of page text: an h2, its paragraphs and points, then whatever the page adds (a table, cards). */
export function TextSection({
  section,
  locale,
  children,
}: {
  section: PageSection;
  locale: Locale;
  children?: ReactNode;
}) {
  const headingId = `${section.key}-heading`;
  const List = section.ordered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={headingId} className={s.section} id={section.key}>
      <h2 id={headingId}>{section.title[locale]}</h2>
      <Paragraphs items={section.paragraphs} locale={locale} />
      {section.points && section.points.length > 0 && (
        <List className={section.ordered ? s.steps : s.points}>
          {section.points.map((p) => (
            <li key={p.en}>{p[locale]}</li>
          ))}
        </List>
      )}
      {children}
    </section>
  );
}

/** A titled section whose heading comes from the messages (data lists, tables). */
export function DataSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={s.section} id={id}>
      <h2 id={headingId}>{title}</h2>
      {intro && <p className={s.prose}>{intro}</p>}
      {children}
    </section>
  );
}
