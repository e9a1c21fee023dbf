import { Star } from 'lucide-react';
import { RATINGS } from './review-model';
import r from './review.module.css';

/**
 * A rating shown as five stars, filled up to `rating`. The icons are decoration: `label` ("4 of 5
 * stars") is what screen readers read.
 */
export function Stars({ rating, label, size = 20 }: { rating: number; label: string; size?: number }) {
  return (
    <span className={r.stars} data-rating={rating}>
      {RATINGS.map((n) => (
        <Star key={n} aria-hidden="true" size={size} className={n <= rating ? r.starOn : r.starOff} />
      ))}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
