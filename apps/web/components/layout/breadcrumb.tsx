import { ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  /** Omit for the current page. */
  href?: string;
}

/** The breadcrumb bar: Home › … › current page, with structured data for search engines. */
export async function Breadcrumb({ items, baseUrl }: { items: Crumb[]; baseUrl?: string }) {
  const t = await getTranslations('breadcrumb');
  const all: Crumb[] = [{ label: t('home'), href: '/' }, ...items];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.href && baseUrl ? { item: `${baseUrl}${c.href}` } : {}),
    })),
  };
  return (
    <nav aria-label={(await getTranslations('a11y'))('breadcrumb')} className={styles.bar}>
      <ol className={`container ${styles.list}`}>
        {all.map((c, i) => (
          <li key={c.href ?? c.label} className={styles.item}>
            {i > 0 && <ChevronRight aria-hidden="true" size={16} className={styles.sep} />}
            {c.href && i < all.length - 1 ? (
              // No prefetch: the parents' scripts would join this page's (docs/PERFORMANCE.md).
              <Link href={c.href} prefetch={false}>
                {c.label}
              </Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own strings, '<' escaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </nav>
  );
}
