'use client';

import type { HomeReviewData } from '@drishti/contracts/home';
import { Quote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Stars } from '@/components/account/stars';
import { fill } from './format';
import h from './home.module.css';
import { InitialsAvatar } from './initials-avatar';
import { ScrollRow } from './scroll-row';
import { reviewsPart, useShowcasePart } from './showcase';

export interface FeedbackLabels {
  listLabel: string;
  previous: string;
  next: string;
  /** "A Drishti user": a reviewer whose account has no name. */
  anonymous: string;
  /** "Rating {rating} out of 5". */
  rating: string;
  /** "After a paid consultation". */
  verified: string;
}

/**
 * Reviews written after paid consultations, quoted with their authors' consent (first name and
 * initial): rendered on the server (`initial`), else loaded in the browser. The API sends none
 * until there are at least five; until then the section is absent.
 */
export function FeedbackCarousel({
  labels,
  header,
  className,
  headingId,
  initial,
}: {
  labels: FeedbackLabels;
  header: ReactNode;
  className: string;
  headingId: string;
  /** The reviews the server read, when it could. */
  initial?: HomeReviewData[];
}) {
  const reviews = useShowcasePart(initial, reviewsPart) ?? [];
  if (reviews.length === 0) return null;
  return (
    <section className={className} aria-labelledby={headingId} data-testid="home-section" data-section="feedback">
      {header}
      <ScrollRow
        label={labels.listLabel}
        previousLabel={labels.previous}
        nextLabel={labels.next}
        testId="feedback-list"
      >
        {reviews.map((item) => {
          const name = item.author ?? labels.anonymous;
          return (
            <li key={item.id} data-testid="testimonial">
              <figure className={h.quote}>
                <Quote aria-hidden="true" size={28} className={h.quoteMark} />
                <Stars rating={item.rating} label={fill(labels.rating, { rating: item.rating })} size={16} />
                <blockquote>
                  <p>{item.comment}</p>
                </blockquote>
                <figcaption>
                  <InitialsAvatar name={name} size={56} className={h.quoteAvatar} />
                  <span>
                    <span className={h.quoteName}>{name}</span>
                    <span className={h.quoteCity}>{labels.verified}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ScrollRow>
    </section>
  );
}
