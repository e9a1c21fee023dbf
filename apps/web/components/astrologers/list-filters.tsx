import type { Locale } from '@drishti/content/types';
import { Search, X } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import s from './astrologers.module.css';
import { formatNumber } from './format';
import { codeLabel } from './labels';
import {
  type AstrologerFilters,
  hasChoices,
  PRICE_RANGES,
  priceRangeId,
  RATING_STEPS,
  ratingId,
  SEARCH_MAX,
  SORTS,
} from './query';

/**
 * The list's search, filters and sort: one `<form method="get">` whose fields are the page's own
 * query (components/astrologers/query.ts), so that without JavaScript sending it renders the
 * chosen list on the server. The list's island (islands/astrologer-list.island.ts) applies the
 * same fields in place: the search as one types, the rest when changed.
 */
export async function ListFilters({
  locale,
  filters,
  base,
  skills,
  languages,
}: {
  locale: Locale;
  filters: AstrologerFilters;
  /** The list's path in the page's language: the form's action and the "clear" link. */
  base: string;
  skills: readonly string[];
  languages: readonly string[];
}) {
  const t = await getTranslations({ locale, namespace: 'astrologers' });
  const skillLabels = t.raw('skills') as Record<string, string>;
  const languageLabels = t.raw('languages') as Record<string, string>;
  const priceId = priceRangeId(filters);
  const customPrice = priceId !== '' && !PRICE_RANGES.some((r) => r.id === priceId);
  const rating = ratingId(filters);
  const ratingSteps: string[] = RATING_STEPS.map(String);
  const money = (n: number) => formatNumber(n, locale);
  const priceLabel = (min?: number, max?: number) =>
    min === undefined
      ? t('list.priceUpTo', { max: money(max ?? 0) })
      : max === undefined
        ? t('list.priceFrom', { min: money(min) })
        : t('list.priceBetween', { min: money(min), max: money(max) });

  return (
    <section className={s.controls} aria-labelledby="astrologer-filters-heading">
      <h2 id="astrologer-filters-heading" className="visually-hidden">
        {t('list.searchHeading')}
      </h2>
      <search>
        <form method="get" action={base} className={s.form} data-testid="astrologer-search-form" data-part="form">
          <div className={s.searchForm}>
            <label htmlFor="astrologer-search" className="visually-hidden">
              {t('list.searchLabel')}
            </label>
            <span className={s.searchBox}>
              <Search aria-hidden="true" size={20} className={s.searchIcon} />
              <input
                id="astrologer-search"
                type="search"
                name="search"
                className={s.searchInput}
                placeholder={t('list.searchPlaceholder')}
                defaultValue={filters.search}
                maxLength={SEARCH_MAX}
                autoComplete="off"
                enterKeyHint="search"
              />
            </span>
            <button type="submit" className="button">
              {t('list.searchButton')}
            </button>
          </div>
          <div className={s.filters}>
            <label className={s.field}>
              <span className={s.fieldLabel}>{t('list.skill')}</span>
              <select name="skill" defaultValue={filters.skill} data-testid="filter-skill">
                <option value="">{t('list.anySkill')}</option>
                {skills.map((code) => (
                  <option key={code} value={code}>
                    {codeLabel(skillLabels, code)}
                  </option>
                ))}
              </select>
            </label>
            <label className={s.field}>
              <span className={s.fieldLabel}>{t('list.language')}</span>
              <select name="language" defaultValue={filters.language} data-testid="filter-language">
                <option value="">{t('list.anyLanguage')}</option>
                {languages.map((code) => (
                  <option key={code} value={code}>
                    {codeLabel(languageLabels, code)}
                  </option>
                ))}
              </select>
            </label>
            <label className={s.field}>
              <span className={s.fieldLabel}>{t('list.price')}</span>
              <select name="price" defaultValue={priceId} data-testid="filter-price">
                <option value="">{t('list.anyPrice')}</option>
                {PRICE_RANGES.map((r) => (
                  <option key={r.id} value={r.id}>
                    {priceLabel(r.min, r.max)}
                  </option>
                ))}
                {customPrice && <option value={priceId}>{priceLabel(filters.minPrice, filters.maxPrice)}</option>}
              </select>
            </label>
            <label className={s.field}>
              <span className={s.fieldLabel}>{t('list.rating')}</span>
              <select name="minRating" defaultValue={rating} data-testid="filter-rating">
                <option value="">{t('list.anyRating')}</option>
                {(ratingSteps.includes(rating) || rating === '' ? ratingSteps : [...ratingSteps, rating]).map((r) => (
                  <option key={r} value={r}>
                    {t('list.ratingAtLeast', { rating: formatNumber(Number(r), locale) })}
                  </option>
                ))}
              </select>
            </label>
            <label className={s.field}>
              <span className={s.fieldLabel}>{t('list.sort')}</span>
              <select name="sort" defaultValue={filters.sort} data-testid="sort">
                {SORTS.map((k) => (
                  <option key={k} value={k}>
                    {t(`list.sortBy.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={s.check}>
              <input
                type="checkbox"
                name="online"
                value="true"
                defaultChecked={filters.online}
                data-testid="filter-online"
              />
              <span>{t('list.online')}</span>
            </label>
          </div>
          {/* Without JavaScript the choices apply when the form is sent. */}
          <noscript>
            <button type="submit" className={`button ${s.apply}`}>
              {t('list.apply')}
            </button>
          </noscript>
        </form>
      </search>
      <a href={base} className={s.clear} hidden={!hasChoices(filters)} data-testid="clear-filters" data-part="clear">
        <X aria-hidden="true" size={18} />
        {t('list.clear')}
      </a>
    </section>
  );
}
