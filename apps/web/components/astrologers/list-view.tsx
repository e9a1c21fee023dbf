import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { Locale } from '@drishti/content/types';
import { RotateCcw } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { experienceLabels } from '@/components/home/experience';
import s from './astrologers.module.css';
import { ListCard } from './list-card';
import { ListFilters } from './list-filters';
import { type ListCardLabels, type ListTexts, plural, pluralTemplates, showingText } from './list-texts';
import { type AstrologerFilters, hasChoices, listHref } from './query';

export type ListResult =
  | { ok: true; items: AstrologerCardData[]; total: number }
  | { ok: false; message: string | null };

/** Placeholder cards while a list loads in the browser. */
function SkeletonCard() {
  return (
    <li className={s.item} data-testid="astrologer-skeleton">
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
        <span className={s.boneButton} />
      </div>
    </li>
  );
}

/**
 * The astrologer list (/online-astrologer), rendered on the server in the page's language: the
 * search and filters form, the count, the cards of the pages asked for, "Load more" (a link to one
 * more page), and the empty and error states. The list's island (islands/astrologer-list.island.ts)
 * gives it its behaviour in place: search while typing, filters at once, paging, Try Again, who
 * is online. What it adds comes from the <template>s and the `data-labels`/`data-texts` here.
 */
export async function ListView({
  locale,
  base,
  filters,
  page,
  result,
  skills,
  languages,
}: {
  locale: Locale;
  /** The list's path in the page's language (/hi/online-astrologer). */
  base: string;
  filters: AstrologerFilters;
  /** How many pages of cards were asked for (`?page=`). */
  page: number;
  result: ListResult;
  skills: readonly string[];
  languages: readonly string[];
}) {
  const t = await getTranslations({ locale, namespace: 'astrologers' });
  const te = await getTranslations({ locale, namespace: 'errors' });
  const labels: ListCardLabels = {
    online: t('card.online'),
    new: t('card.new'),
    newLabel: t('card.newLabel'),
    ratingLabel: t.raw('card.ratingLabel') as string,
    reviews: pluralTemplates((count) => t('card.reviews', { count }), locale),
    experience: experienceLabels((years) => t('card.experience', { count: years }), result.ok ? result.items : []),
    experienceLabel: t('card.experienceLabel'),
    solvedLabel: t('card.solvedLabel'),
    price: t.raw('card.price') as string,
    priceLabel: t.raw('card.priceLabel') as string,
    skillsLabel: t('card.skillsLabel'),
    languagesLabel: t('card.languagesLabel'),
    photoAlt: t.raw('card.photoAlt') as string,
    onlineFor: t.raw('card.onlineFor') as string,
    channelWords: {
      chat: t('card.channelWords.chat'),
      voice: t('card.channelWords.voice'),
      video: t('card.channelWords.video'),
    },
    chat: t('card.chat'),
    call: t('card.call'),
    video: t('card.video'),
    book: t('card.book'),
    actionsLabel: t.raw('card.actionsLabel') as string,
    chatLabel: t.raw('card.chatLabel') as string,
    callLabel: t.raw('card.callLabel') as string,
    videoLabel: t.raw('card.videoLabel') as string,
    bookLabel: t.raw('card.bookLabel') as string,
    skills: t.raw('skills') as Record<string, string>,
    languages: t.raw('languages') as Record<string, string>,
  };
  const texts: ListTexts = {
    results: pluralTemplates((count) => t('list.results', { count }), locale),
    showing: t.raw('list.showing') as string,
    listLabel: t('list.listLabel'),
    loading: t('list.loading'),
    loadingMore: t('list.loadingMore'),
    loadMore: t('list.loadMore'),
    tryAgain: t('list.tryAgain'),
    errorPrefix: te('errorPrefix'),
    generic: te('generic'),
  };
  const count = result.ok ? plural(texts.results, result.total, locale) : '';
  const more = result.ok && result.items.length < result.total;

  return (
    <div
      className={`container ${s.browser}`}
      data-island="astrologer-list"
      data-locale={locale}
      data-base={base}
      data-labels={JSON.stringify(labels)}
      data-texts={JSON.stringify(texts)}
    >
      {/* Called, not rendered: the tree this returns holds no async component (its test renders it). */}
      {await ListFilters({ locale, filters, base, skills, languages })}

      <section
        className={s.results}
        aria-labelledby="astrologer-results-heading"
        data-testid="astrologer-results"
        data-status={result.ok ? 'ready' : 'error'}
        data-total={result.ok ? result.total : undefined}
      >
        <h2 id="astrologer-results-heading" className={s.resultsHeading} data-part="heading">
          {result.ok ? count : texts.listLabel}
        </h2>
        <p className="visually-hidden" role="status" data-part="status">
          {count}
        </p>
        <div className={s.body} data-part="body">
          {!result.ok && (
            <div className={s.message} role="alert" data-testid="astrologers-error">
              <p className={s.errorText}>
                {texts.errorPrefix} {result.message || texts.generic}
              </p>
              {/* Without JavaScript, Try Again asks for the page again; the island retries in place. */}
              <a href={listHref(base, filters, page)} className="button" data-testid="try-again" data-part="retry">
                <RotateCcw aria-hidden="true" size={18} />
                {texts.tryAgain}
              </a>
            </div>
          )}
          {result.ok && result.items.length === 0 && (
            <EmptyState
              text={t('list.empty')}
              hint={t('list.emptyHint')}
              clear={hasChoices(filters) ? { href: base, label: t('list.clear') } : undefined}
            />
          )}
          {result.ok && result.items.length > 0 && (
            <ul className={s.grid} aria-label={texts.listLabel} data-testid="astrologer-list" data-part="list">
              {result.items.map((a) => (
                <ListCard key={a.id} astrologer={a} locale={locale} labels={labels} base={base} />
              ))}
            </ul>
          )}
        </div>
        <div className={s.more} hidden={!result.ok || result.items.length === 0} data-part="more">
          <p className={s.showing} data-part="showing">
            {result.ok ? showingText(texts, result.items.length, result.total, locale) : ''}
          </p>
          <p className={s.errorText} role="alert" data-part="more-error" />
          <a
            href={listHref(base, filters, page + 1)}
            className="button"
            hidden={!more}
            data-testid="load-more"
            data-part="load-more"
          >
            {texts.loadMore}
          </a>
        </div>
      </section>

      <template data-template="card">
        <ListCard locale={locale} labels={labels} base={base} />
      </template>
      <template data-template="list">
        <ul className={s.grid} aria-label={texts.listLabel} data-testid="astrologer-list" data-part="list" />
      </template>
      <template data-template="loading">
        <ul className={s.grid} aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <SkeletonCard key={i} />
          ))}
        </ul>
      </template>
      <template data-template="empty">
        <EmptyState text={t('list.empty')} hint={t('list.emptyHint')} clear={{ href: base, label: t('list.clear') }} />
      </template>
      <template data-template="error">
        <div className={s.message} role="alert" data-testid="astrologers-error">
          <p className={s.errorText}>
            {texts.errorPrefix} <span data-part="message" />
          </p>
          <button type="button" className="button" data-testid="try-again" data-part="retry">
            <RotateCcw aria-hidden="true" size={18} />
            {texts.tryAgain}
          </button>
        </div>
      </template>
    </div>
  );
}

/** "No consultants available", a hint, and the way back to every astrologer when something is chosen. */
function EmptyState({ text, hint, clear }: { text: string; hint: string; clear?: { href: string; label: string } }) {
  return (
    <div className={s.message} data-testid="astrologers-empty">
      <p className={s.emptyText}>{text}</p>
      <p>{hint}</p>
      {clear && (
        <a href={clear.href} className="button" data-part="clear">
          {clear.label}
        </a>
      )}
    </div>
  );
}
