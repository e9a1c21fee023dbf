import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { visibleNavGroups } from '@/lib/site-map';
import styles from './site-footer.module.css';

export async function SiteFooter() {
  const t = await getTranslations();
  const groups = visibleNavGroups();
  const links = groups.flatMap((g) => g.links);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.brand}>{t('meta.siteName')}</p>
          <p>{t('footer.tagline')}</p>
        </div>
        {links.length > 0 && (
          <nav aria-label={t('footer.explore')}>
            <p className={styles.heading}>{t('footer.explore')}</p>
            <ul className={styles.links}>
              {links.map((l) => (
                <li key={l.key}>
                  <Link href={l.href}>{t(`nav.links.${l.key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-label={t('footer.legal')}>
          <p className={styles.heading}>{t('footer.legal')}</p>
          <ul className={styles.links}>
            <li>
              <Link href="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link href="/terms">{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.safety}>{t('footer.safety')}</p>
        <p className={styles.rights}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
