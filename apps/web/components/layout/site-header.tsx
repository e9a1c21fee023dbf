import { Menu, X } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { AccountEntry } from '@/components/account/account-entry';
import { Link } from '@/i18n/navigation';
import { visibleNavGroups } from '@/lib/site-map';
import { LanguageSwitch } from './language-switch';
import styles from './site-header.module.css';

/**
 * The header: brand, the grouped navigation menu and the language switch. The menu is a
 * <details> disclosure so that it opens without any JavaScript on small screens.
 */
export async function SiteHeader() {
  const t = await getTranslations();
  const groups = visibleNavGroups();
  const locale = (await getLocale()) === 'hi' ? 'hi' : 'en';
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        {/* No prefetch: it would bring the home page's scripts to every page (docs/PERFORMANCE.md). */}
        <Link href="/" className={styles.brand} prefetch={false}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" className={styles.logo}>
            <circle cx="16" cy="16" r="15" fill="#1E1B4B" />
            <path d="M4 16c3.5-5 7.5-7.5 12-7.5S24.5 11 28 16c-3.5 5-7.5 7.5-12 7.5S7.5 21 4 16Z" fill="#F59E0B" />
            <circle cx="16" cy="16" r="4.5" fill="#1E1B4B" />
            <circle cx="17.5" cy="14.5" r="1.4" fill="#FFFBF5" />
          </svg>
          <span>{t('meta.siteName')}</span>
        </Link>
        <div className={styles.actions}>
          <LanguageSwitch locale={locale} label={t('language.switchTo')} short={t('language.short')} />
          <AccountEntry locale={locale} />
          {/* Closed once a link is chosen, on Escape and on a tap outside: apps/web/islands/every-page/menu.ts. */}
          <details className={styles.menu} id="site-menu" data-island="menu">
            <summary className={styles.menuButton} aria-label={t('a11y.openMenu')}>
              <Menu aria-hidden="true" size={22} className={styles.iconOpen} />
              <X aria-hidden="true" size={22} className={styles.iconClose} />
              <span className={styles.menuLabel}>{t('nav.menu')}</span>
            </summary>
            <nav aria-label={t('a11y.mainNavigation')} className={styles.panel}>
              <ul className={styles.groups}>
                <li>
                  <Link href="/" className={styles.link}>
                    {t('nav.links.home')}
                  </Link>
                </li>
                {groups.map((group) => (
                  <li key={group.key} className={styles.group}>
                    <span className={styles.groupTitle}>{t(`nav.groups.${group.key}`)}</span>
                    <ul>
                      {group.links.map((link) => (
                        <li key={link.key}>
                          <Link href={link.href} className={styles.link}>
                            {t(`nav.links.${link.key}`)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
