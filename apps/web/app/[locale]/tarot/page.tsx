import { cardsOfSuit, MAJOR_ARCANA, SUIT_ORDER, TAROT_SUITS, tarotCard } from '@drishti/content/tarot';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { localeAlternates } from '@/components/tarot/alternates';
import { majorNumeral } from '@/components/tarot/card-art-model';
import { TarotCardArt } from '@/components/tarot/tarot-card-art';
import { TarotCta } from '@/components/tarot/tarot-cta';
import s from '@/components/tarot/tarot.module.css';
import { VerdictBadge } from '@/components/tarot/verdict-badge';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { StaticPage } from '@/components/islands/static-page';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'tarot.index' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: localeAlternates('/tarot', locale),
  };
}

/** The three cards fanned out in the page's header. */
const FAN = ['the-moon', 'the-star', 'the-sun'] as const;

export default async function TarotPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'tarot' });
  const verdictPrefix = t('verdict.label');

  return (
    <>
      <StaticPage />
      <Breadcrumb items={[{ label: t('breadcrumb') }]} />
      <section className={s.hero} aria-labelledby="tarot-heading">
        <div className={`container ${s.heroInner}`}>
          <div className={s.heroText}>
            <p className={s.eyebrow}>{t('index.eyebrow')}</p>
            <h1 id="tarot-heading" className={s.title}>
              {t('index.title')}
            </h1>
            <p className={s.lead}>{t('index.lead')}</p>
          </div>
          <div className={s.fan}>
            {FAN.map((slug) => {
              const card = tarotCard(slug);
              return card ? <TarotCardArt key={slug} card={card} locale={locale} className={s.fanCard} /> : null;
            })}
          </div>
        </div>
      </section>

      <div className={`container ${s.body}`}>
        <p className={s.prose}>{t('index.intro')}</p>

        <section aria-labelledby="major-heading" className={s.section}>
          <h2 id="major-heading">{t('index.majorHeading')}</h2>
          <p className={s.prose}>{t('index.majorIntro')}</p>
          <ul className={s.grid} data-testid="major-arcana">
            {MAJOR_ARCANA.map((card) => (
              <li key={card.slug}>
                <Link href={`/tarot/major-arcana/${card.slug}`} className={s.tile}>
                  <TarotCardArt card={card} locale={locale} className={s.tileArt} />
                  <span className={s.tileRoman}>{majorNumeral(card, locale)}</span>
                  <span className={s.tileName}>{card.name[locale]}</span>
                  <VerdictBadge
                    verdict={card.yesNo.verdict}
                    label={t(`verdict.${card.yesNo.verdict}`)}
                    prefix={verdictPrefix}
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="minor-heading" className={s.section}>
          <h2 id="minor-heading">{t('index.minorHeading')}</h2>
          <p className={s.prose}>{t('index.minorIntro')}</p>
          <div className={s.suits}>
            {SUIT_ORDER.map((key) => {
              const suit = TAROT_SUITS[key];
              const cards = cardsOfSuit(key);
              return (
                <details key={key} className={s.suit} data-testid={`suit-${key}`}>
                  <summary className={s.suitSummary}>
                    <span className={s.suitName}>{suit.name[locale]}</span>
                    <span className={s.suitMeta}>
                      {t('index.suitMeta', { element: suit.elementName[locale], count: cards.length })}
                    </span>
                  </summary>
                  <div className={s.suitBody}>
                    <p className={s.prose}>{suit.meaning[locale]}</p>
                    <p className={s.suitThemes}>
                      <strong>{t('index.suitThemes')}:</strong> {suit.keywords.map((k) => k[locale]).join(' · ')}
                    </p>
                    <ul className={s.minorList}>
                      {cards.map((card) => (
                        <li key={card.slug} className={s.minorItem}>
                          <TarotCardArt card={card} locale={locale} className={s.minorArt} />
                          <div>
                            <p className={s.minorName}>{card.name[locale]}</p>
                            <p className={s.minorKeywords}>
                              <span className="visually-hidden">{t('index.uprightKeywords')}: </span>
                              {card.keywords.upright.map((k) => k[locale]).join(' · ')}
                            </p>
                          </div>
                          <VerdictBadge
                            verdict={card.yesNo.verdict}
                            label={t(`verdict.${card.yesNo.verdict}`)}
                            prefix={verdictPrefix}
                          />
                        </li>
                      ))}
                    </ul>
                  </div>
                </details>
              );
            })}
          </div>
        </section>

        <TarotCta locale={locale} />
      </div>
    </>
  );
}
