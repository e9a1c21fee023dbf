import { BadgeCheck, Flame, type LucideIcon, Smartphone } from 'lucide-react';
import type { Locale } from '@drishti/content/types';
import { getLocale, getTranslations } from 'next-intl/server';
import { CompletedCount } from './completed-count';
import h from './home.module.css';
import { InfoDialog } from './info-dialog';
import s from './info-cards.module.css';

const CARDS: readonly { key: 'app' | 'solved' | 'remedies'; Icon: LucideIcon }[] = [
  { key: 'app', Icon: Smartphone },
  { key: 'solved', Icon: BadgeCheck },
  { key: 'remedies', Icon: Flame },
];

/**
 * Section 2: three info cards, each with a popup holding a banner and more text; the second
 * carries the count of completed consultations (`completed`: as the server read it, undefined
 * when it could not).
 */
export async function InfoCards({ completed }: { completed?: number }) {
  const t = await getTranslations('home.info');
  const locale = (await getLocale()) as Locale;
  return (
    <section
      className={`container ${h.section}`}
      aria-labelledby="info-heading"
      data-testid="home-section"
      data-section="info"
    >
      <h2 id="info-heading" className="visually-hidden">
        {t('heading')}
      </h2>
      <ul className={s.cards}>
        {CARDS.map(({ key, Icon }) => {
          const title = t(`cards.${key}.title`);
          return (
            <li key={key} className={s.card} data-testid="info-card" data-card={key}>
              <span className={s.icon} aria-hidden="true">
                <Icon size={24} />
              </span>
              <h3 className={s.title}>{title}</h3>
              <p className={s.summary}>{t(`cards.${key}.summary`)}</p>
              {key === 'solved' && (
                <CompletedCount
                  locale={locale}
                  one={t.raw('cards.solved.countOne') as string}
                  other={t.raw('cards.solved.countOther') as string}
                  count={completed}
                />
              )}
              <InfoDialog
                id={`info-${key}`}
                readMore={t('readMore')}
                readMoreAbout={t('readMoreAbout', { title })}
                close={t('close')}
              >
                {/* biome-ignore lint/performance/noImgElement: our own SVG art or uploaded photos; next/image adds nothing for them. */}
                <img
                  src={`/home/info-${key}.svg`}
                  alt={t(`cards.${key}.bannerAlt`)}
                  width={640}
                  height={320}
                  loading="lazy"
                  className={s.banner}
                />
                <div className={s.dialogText}>
                  <h2 id={`info-${key}-title`} className={s.dialogTitle}>
                    {title}
                  </h2>
                  <p>{t(`cards.${key}.body1`)}</p>
                  <p>{t(`cards.${key}.body2`)}</p>
                </div>
              </InfoDialog>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
