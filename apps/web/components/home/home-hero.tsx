import { featureTiles } from '@drishti/content/tools';
import { MessageCircle } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './home-hero.module.css';
import { TileIcon } from './tile-icon';

/** Section 1 of the home page: the heading, Chat Now, and the four tiles. */
export async function HomeHero() {
  const t = await getTranslations('home');
  const locale = (await getLocale()) as 'en' | 'hi';
  return (
    <section className={styles.hero} aria-labelledby="hero-heading" data-testid="home-section" data-section="hero">
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="hero-heading" className={styles.heading}>
          {t('hero.heading')}
        </h1>
        <p className={styles.lead}>{t('hero.lead')}</p>
        <div className={styles.cta}>
          <Link href="/online-astrologer" className="button" data-testid="chat-now">
            <MessageCircle aria-hidden="true" size={20} />
            {t('hero.chatNow')}
          </Link>
          <span className={styles.availability}>{t('hero.availability')}</span>
        </div>
        <h2 className="visually-hidden">{t('tiles.label')}</h2>
        <ul className={styles.tiles}>
          {featureTiles.map((tile) => (
            <li key={tile.slug}>
              <Link href={tile.link} className={styles.tile}>
                <TileIcon slug={tile.slug} />
                <span>{tile.label[locale]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
