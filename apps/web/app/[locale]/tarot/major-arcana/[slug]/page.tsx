import { type CardAspects, MAJOR_ARCANA, type MajorCard } from '@drishti/content/tarot';
import type { Bilingual, Locale } from '@drishti/content/types';
import { ChevronLeft, ChevronRight } from 'lucide-react';
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

type Params = Promise<{ locale: string; slug: string }>;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => MAJOR_ARCANA.map((card) => ({ locale, slug: card.slug })));
}

/** The major arcana card with this slug and its neighbours in the deck, or undefined. */
function findCard(slug: string): { card: MajorCard; prev?: MajorCard; next?: MajorCard } | undefined {
  const i = MAJOR_ARCANA.findIndex((c) => c.slug === slug);
  if (i < 0) return undefined;
  return { card: MAJOR_ARCANA[i]!, prev: MAJOR_ARCANA[i - 1], next: MAJOR_ARCANA[i + 1] };
}

const href = (card: MajorCard) => `/tarot/major-arcana/${card.slug}`;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  const found = findCard(slug);
  if (!found || !hasLocale(routing.locales, locale)) return {};
  const { card } = found;
  const t = await getTranslations({ locale, namespace: 'tarot' });
  return {
    title: t('card.metaTitle', { name: card.name[locale] }),
    description: t('card.metaDescription', {
      name: card.name[locale],
      roman: majorNumeral(card, locale),
      keywords: card.keywords.upright.map((k) => k[locale]).join(', '),
      verdict: t(`verdict.${card.yesNo.verdict}`),
    }),
    alternates: localeAlternates(href(card), locale),
  };
}

const ASPECTS: readonly (keyof CardAspects)[] = ['love', 'career', 'finance', 'health'];

export default async function MajorArcanaPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const found = findCard(slug);
  if (!found) notFound();
  setRequestLocale(locale);
  const { card, prev, next } = found;
  const t = await getTranslations({ locale, namespace: 'tarot' });
  const name = card.name[locale];
  const verdict = card.yesNo.verdict;
  const aspects = ASPECTS.filter((key) => card.aspects?.[key]?.[locale]);

  return (
    <>
      <StaticPage />
      <Breadcrumb items={[{ label: t('breadcrumb'), href: '/tarot' }, { label: name }]} />
      <article>
        <header className={s.cardHero}>
          <div className={`container ${s.cardHeroInner}`}>
            <div className={s.cardArt}>
              <TarotCardArt card={card} locale={locale} label={t('art.label', { name })} />
            </div>
            <div className={s.cardHeading}>
              <p className={s.eyebrow}>{t('card.eyebrow', { roman: majorNumeral(card, locale) })}</p>
              <h1 className={s.title}>{name}</h1>
              <section className={s.verdictPanel} aria-labelledby="verdict-heading" data-testid="verdict-panel">
                <h2 id="verdict-heading" className={s.verdictHeading}>
                  {t('verdict.heading')}
                </h2>
                <VerdictBadge verdict={verdict} label={t(`verdict.${verdict}`)} size="large" />
                <p className={s.verdictWhy}>{card.yesNo.explanation[locale]}</p>
              </section>
            </div>
          </div>
        </header>

        <div className={`container ${s.body} ${s.cardBody}`}>
          <Meaning
            id="upright"
            heading={t('card.uprightHeading')}
            keywordsLabel={`${t('card.keywords')} (${t('orientation.upright')})`}
            keywords={card.keywords.upright}
            text={card.upright}
            locale={locale}
          />
          <Meaning
            id="reversed"
            heading={t('card.reversedHeading')}
            keywordsLabel={`${t('card.keywords')} (${t('orientation.reversed')})`}
            keywords={card.keywords.reversed}
            text={card.reversed}
            locale={locale}
          />

          {aspects.length > 0 && (
            <section aria-labelledby="aspects-heading" className={s.section}>
              <h2 id="aspects-heading">{t('card.aspectsHeading')}</h2>
              <dl className={s.aspects}>
                {aspects.map((key) => (
                  <div key={key} className={s.aspect}>
                    <dt>{t(`card.aspects.${key}`)}</dt>
                    <dd>{card.aspects[key][locale]}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}

          <TarotCta locale={locale} />

          <nav aria-label={t('card.moreCards')} className={s.pager}>
            {prev ? (
              <Link href={href(prev)} className={s.pagerLink} rel="prev" data-testid="previous-card">
                <ChevronLeft aria-hidden="true" size={20} />
                <span>
                  <span className={s.pagerLabel}>{t('card.previous')}</span>
                  <span className={s.pagerName}>{prev.name[locale]}</span>
                </span>
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link href={href(next)} className={`${s.pagerLink} ${s.pagerNext}`} rel="next" data-testid="next-card">
                <span>
                  <span className={s.pagerLabel}>{t('card.next')}</span>
                  <span className={s.pagerName}>{next.name[locale]}</span>
                </span>
                <ChevronRight aria-hidden="true" size={20} />
              </Link>
            ) : (
              <span />
            )}
            <Link href="/tarot" className={s.pagerAll}>
              {t('card.allCards')}
            </Link>
          </nav>
        </div>
      </article>
    </>
  );
}

function Meaning({
  id,
  heading,
  keywordsLabel,
  keywords,
  text,
  locale,
}: {
  id: string;
  heading: string;
  keywordsLabel: string;
  keywords: readonly Bilingual[];
  text: Bilingual;
  locale: Locale;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={s.section}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <ul className={s.chips} aria-label={keywordsLabel}>
        {keywords.map((k) => (
          <li key={k.en} className={id === 'reversed' ? `${s.chip} ${s.chipReversed}` : s.chip}>
            {k[locale]}
          </li>
        ))}
      </ul>
      <p className={s.prose}>{text[locale]}</p>
    </section>
  );
}
