'use client';

import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type Ref, useState } from 'react';
import { RATINGS, type Rating } from './review-model';
import r from './review.module.css';

/**
 * Choosing 1 to 5 stars: a native radio group, so the arrow keys move between the stars and each
 * star is read as "4 of 5 stars". The stars up to the one chosen (or pointed at) are filled.
 */
export function StarRating({
  name,
  value,
  onChange,
  legend,
  hint,
  error,
  firstRef,
}: {
  name: string;
  value: Rating | null;
  onChange: (rating: Rating) => void;
  legend: string;
  hint: string;
  error: string | null;
  /** The first star, focused when the form is sent without a rating. */
  firstRef?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations('reviews.stars');
  const [pointed, setPointed] = useState<Rating | null>(null);
  const shown = pointed ?? value ?? 0;
  const described = [`${name}-hint`, error ? `${name}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className={r.ratingField} data-testid="star-rating">
      <legend className={r.legend}>{legend}</legend>
      <p id={`${name}-hint`} className={r.hint}>
        {hint}
      </p>
      <div className={r.starRow}>
        {/* Pointing previews a rating; leaving the stars shows the chosen one again. */}
        <div className={r.starChoices}>
          {RATINGS.map((n) => (
            <label
              key={n}
              className={r.starChoice}
              onMouseEnter={() => setPointed(n)}
              onMouseLeave={() => setPointed(null)}
            >
              <input
                ref={n === 1 ? firstRef : undefined}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className={r.starInput}
                aria-describedby={described}
              />
              <Star aria-hidden="true" size={32} className={n <= shown ? r.starOn : r.starOff} />
              <span className="visually-hidden">{t('label', { rating: n })}</span>
            </label>
          ))}
        </div>
        {value !== null && (
          <span className={r.ratingWord} aria-hidden="true" data-testid="rating-word">
            {t(`words.${value}`)}
          </span>
        )}
      </div>
      {error && (
        <p id={`${name}-error`} className={r.fieldError} data-testid="review-rating-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
