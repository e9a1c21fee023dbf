import type { LegalDocument as Doc } from '@drishti/content/legal';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import s from './legal.module.css';

/** A legal text in one language: when it changed, its contents, then each section. Server-rendered. */
export function LegalDocument({ doc, lang }: { doc: Doc; lang: 'en' | 'hi' }) {
  const t = useTranslations('legal');
  const [y, m, d] = doc.updated.split('-').map(Number);
  const updated = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
  return (
    <div className={`container ${s.page}`}>
      <article className={s.doc} data-testid="legal-document">
        <p className={s.updated}>
          <time dateTime={doc.updated}>{t('updated', { date: updated })}</time>
        </p>
        <p>{doc.intro[lang]}</p>
        <nav aria-labelledby="legal-toc" className={s.toc}>
          <h2 id="legal-toc" className={s.tocHeading}>
            {t('contents')}
          </h2>
          <ol className={s.tocList}>
            {doc.sections.map((sec) => (
              <li key={sec.id}>
                <a href={`#${sec.id}`}>{sec.heading[lang]}</a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((sec) => (
          <section key={sec.id} id={sec.id} aria-labelledby={`${sec.id}-h`} className={s.section}>
            <h2 id={`${sec.id}-h`}>{sec.heading[lang]}</h2>
            {sec.paragraphs.map((p) => (
              <p key={p.en}>{p[lang]}</p>
            ))}
            {sec.items && (
              <ul className={s.items}>
                {sec.items.map((i) => (
                  <li key={i.en}>{i[lang]}</li>
                ))}
              </ul>
            )}
            {sec.links && (
              <ul className={s.links}>
                {sec.links.map((l) => (
                  <li key={l.href}>
                    <Link href={l.href}>{l.label[lang]}</Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </div>
  );
}
