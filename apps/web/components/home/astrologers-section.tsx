import { type AstrologerCardData, LANGUAGE_ENUM, SKILL_ENUM } from '@drishti/contracts/astrologers';
import type { Locale } from '@drishti/content/types';
import { ChevronRight, RotateCcw } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import { builtRoutes } from '@/lib/site-map';
import { AstrologerCard } from './astrologer-card';
import type { CardLabels } from './astrologer-texts';
import s from './astrologers.module.css';
import { experienceLabels } from './experience';
import h from './home.module.css';
import { ScrollRow } from './scroll-row';
import { SectionHead } from './section-head';

/** Placeholder cards while the list loads in the browser (only when the server could not read it). */
function SkeletonCard() {
  return (
    <li aria-hidden="true" data-testid="astrologer-skeleton">
      <div className={`${s.card} ${s.skeleton}`}>
        <div className={s.top}>
          <span className={s.boneAvatar} />
          <span className={s.boneLines}>
            <span className={s.bone} />
            <span className={`${s.bone} ${s.boneShort}`} />
          </span>
        </div>
        <span className={s.bone} />
        <span className={s.bone} />
        <span className={`${s.bone} ${s.boneShort}`} />
      </div>
    </li>
  );
}

/**
 * Section 3: the astrologers, rendered on the server (renewed with the page); the astrologers
 * island (islands/astrologers.island.ts) asks for the current list after load and marks who is
 * online, which is never in the cached HTML. The card, empty and error markup it needs is in
 * <template>s, in the page's language.
 */
export async function AstrologersSection({ locale, initial }: { locale: Locale; initial?: AstrologerCardData[] }) {
  const t = await getTranslations('home.astrologers');
  const e = await getTranslations('errors');
  const linkHref = builtRoutes.has('/online-astrologer')
    ? getPathname({ href: '/online-astrologer', locale })
    : undefined;
  const labels: CardLabels = {
    online: t('online'),
    new: t('new'),
    ratingLabel: t.raw('ratingLabel') as string,
    reviews: t.raw('reviews') as string,
    experience: experienceLabels((years) => t('experience', { count: years }), initial),
    experienceLabel: t('experienceLabel'),
    price: t.raw('price') as string,
    priceLabel: t.raw('priceLabel') as string,
    skillsLabel: t('skillsLabel'),
    languagesLabel: t('languagesLabel'),
    photoAlt: t.raw('photoAlt') as string,
    skills: Object.fromEntries(SKILL_ENUM.options.map((k) => [k, t(`skills.${k}`)])),
    languages: Object.fromEntries(LANGUAGE_ENUM.options.map((k) => [k, t(`languages.${k}`)])),
  };
  const empty = initial?.length === 0;
  return (
    <section
      className={`container ${h.section}`}
      aria-labelledby="astrologers-heading"
      data-testid="home-section"
      data-section="astrologers"
    >
      <SectionHead
        id="astrologers-heading"
        heading={t('heading')}
        intro={t('intro')}
        action={
          linkHref && (
            <Link href="/online-astrologer" className={h.viewMore} data-testid="astrologers-view-more">
              {t('viewMore')}
              <ChevronRight aria-hidden="true" size={18} />
            </Link>
          )
        }
      />
      <div
        data-island="astrologers"
        data-locale={locale}
        data-generic={e('generic')}
        data-labels={JSON.stringify(labels)}
      >
        <p className="visually-hidden" role="status" data-loading={t('loading')}>
          {initial ? '' : t('loading')}
        </p>
        <ScrollRow
          label={t('listLabel')}
          previousLabel={t('previous')}
          nextLabel={t('next')}
          testId="astrologer-list"
          busy={!initial}
          hidden={empty}
        >
          {initial
            ? initial.map((a) => (
                <AstrologerCard key={a.id} astrologer={a} locale={locale} labels={labels} linkHref={linkHref} />
              ))
            : [0, 1, 2].map((i) => <SkeletonCard key={i} />)}
        </ScrollRow>
        {empty && (
          <p className={s.message} role="status" data-testid="astrologers-empty">
            {t('empty')}
          </p>
        )}
        <template data-template="card">
          <AstrologerCard locale={locale} labels={labels} linkHref={linkHref} />
        </template>
        <template data-template="empty">
          <p className={s.message} role="status" data-testid="astrologers-empty">
            {t('empty')}
          </p>
        </template>
        <template data-template="error">
          <div className={s.message} role="alert" data-testid="astrologers-error">
            <p>
              {e('errorPrefix')} <span data-part="message" />
            </p>
            <button type="button" className="button" data-testid="astrologers-retry">
              <RotateCcw aria-hidden="true" size={18} />
              {e('retry')}
            </button>
          </div>
        </template>
      </div>
    </section>
  );
}
