'use client';

import { Languages } from 'lucide-react';
import styles from './language-switch.module.css';
import { useVisiblePath } from './visible-path';

/**
 * Links to the same page in the other language (English unprefixed, Hindi under /hi). Rendered on
 * the server from the page's path (so it is right on pages served without React too); the query (a
 * tool's inputs, a search, a filter) goes along, added when followed by
 * apps/web/islands/every-page/language-switch.ts, so that static pages need not read it while rendering.
 */
export function LanguageSwitch({ locale, label, short }: { locale: 'en' | 'hi'; label: string; short: string }) {
  const visible = useVisiblePath();
  // The path without the language: what both languages' pages share.
  const pathname = locale === 'hi' ? visible.slice(3) || '/' : visible;
  const other = locale === 'hi' ? 'en' : 'hi';
  const href = other === 'hi' ? `/hi${pathname === '/' ? '' : pathname}` : pathname;
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={styles.switch}
      data-testid="language-switch"
      aria-label={label}
      data-island="language-switch"
      data-href={href}
    >
      <Languages aria-hidden="true" size={20} />
      <span className={styles.long}>{label}</span>
      <span className={styles.short} aria-hidden="true">
        {short}
      </span>
    </a>
  );
}
