'use client';

import type { Locale } from '@drishti/content/types';
import { useTranslations } from 'next-intl';
import s from './astrologers.module.css';
import { formatNumber } from './format';
import { codeLabel } from './labels';
import {
  type AstrologerFilters,
  PRICE_RANGES,
  priceRangeId,
  RATING_STEPS,
  ratingId,
  SORTS,
  withPriceRange,
  withRating,
} from './query';

/** The consultants list's filters and sort: skill, language, price, rating, order and "online now". */
export function FilterControls({
  locale,
  filters,
  change,
  skills,
  languages,
}: {
  locale: Locale;
  filters: AstrologerFilters;
  change: (patch: (f: AstrologerFilters) => AstrologerFilters) => void;
  skills: readonly string[];
  languages: readonly string[];
}) {
  const t = useTranslations('astrologers');
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
    <div className={s.filters}>
      <label className={s.field}>
        <span className={s.fieldLabel}>{t('list.skill')}</span>
        <select
          name="skill"
          value={filters.skill}
          onChange={(e) => change((f) => ({ ...f, skill: e.target.value }))}
          data-testid="filter-skill"
        >
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
        <select
          name="language"
          value={filters.language}
          onChange={(e) => change((f) => ({ ...f, language: e.target.value }))}
          data-testid="filter-language"
        >
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
        <select
          name="price"
          value={priceId}
          onChange={(e) => change((f) => withPriceRange(f, e.target.value))}
          data-testid="filter-price"
        >
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
        <select
          name="rating"
          value={rating}
          onChange={(e) => change((f) => withRating(f, e.target.value))}
          data-testid="filter-rating"
        >
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
        <select
          name="sort"
          value={filters.sort}
          onChange={(e) => {
            const sort = SORTS.find((k) => k === e.target.value);
            if (sort) change((f) => ({ ...f, sort }));
          }}
          data-testid="sort"
        >
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
          checked={filters.online}
          onChange={(e) => {
            const online = e.target.checked;
            change((f) => ({ ...f, online }));
          }}
          data-testid="filter-online"
        />
        <span>{t('list.online')}</span>
      </label>
    </div>
  );
}
