'use client';

import { Languages } from 'lucide-react';
import styles from './language-switch.module.css';
import { useVisiblePath } from './visible-path';

/**
 * Links to the same page in the other language (English unprefixed, Hindi under /hi). The query
 * (a tool's inputs, a search, a filter) goes along, added when followed so that static pages
 * need not read it while rendering.
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
      onClick={(e) => {
        e.currentTarget.href = href + window.location.search + window.location.hash;
      }}
    >
      <Languages aria-hidden="true" size={20} />
      <span className={styles.long}>{label}</span>
      <span className={styles.short} aria-hidden="true">
        {short}
      </span>
    </a>
  );
}
