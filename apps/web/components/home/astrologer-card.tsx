import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { Locale } from '@drishti/content/types';
import { Coins, Star } from 'lucide-react';
import c from '@/components/ui/card-parts.module.css';
import { isLive } from './api-guards';
import { type CardLabels, cardTexts } from './astrologer-texts';
import s from './astrologers.module.css';
import { InitialsAvatar } from './initials-avatar';

/**
 * One astrologer card. Rendered on the server with an astrologer; without one it is the template
 * the astrologers island (islands/astrologers.island.ts) clones for the current list: every
 * variant is there (photo and initials, "New" and the rating, the online mark) and the island fills
 * the `data-part` elements and removes what the card does not have.
 */
export function AstrologerCard({
  astrologer: a,
  locale,
  labels,
  linkHref,
}: {
  astrologer?: AstrologerCardData;
  locale: Locale;
  labels: CardLabels;
  /** Where the card's name links to (the astrologer list), when that page exists. */
  linkHref?: string;
}) {
  const t = a ? cardTexts(a, locale, labels) : undefined;
  const rated = a ? a.rating !== null : true;
  const fresh = a ? a.rating === null : true;
  return (
    // The template carries no test ids of its own: its card is not on the page until the island fills it.
    <li data-testid={a ? 'astrologer-card' : undefined} data-id={a?.id}>
      <article className={s.card}>
        <div className={s.top}>
          <span className={s.avatar}>
            {(!a || a.profileImage) && (
              // biome-ignore lint/performance/noImgElement: uploaded photos; next/image adds nothing for them.
              <img
                src={a?.profileImage ?? undefined}
                alt={t?.photoAlt ?? ''}
                width={64}
                height={64}
                loading="lazy"
                className={s.photo}
                data-part="photo"
              />
            )}
            {!a?.profileImage && <InitialsAvatar name={t?.name ?? ''} />}
            {(!a || isLive(a)) && (
              <span className={c.liveDot} data-part="live">
                <span className="visually-hidden">{labels.online}</span>
              </span>
            )}
          </span>
          <div className={c.heading}>
            <h3 className={s.name}>
              {linkHref ? (
                <a href={linkHref} className={s.cardLink} data-part="name">
                  {t?.name}
                </a>
              ) : (
                <span data-part="name">{t?.name}</span>
              )}
            </h3>
            {fresh && (
              <span className={s.newBadge} data-testid="rating" data-part="new">
                {labels.new}
              </span>
            )}
            {rated && (
              <span className={s.rating} data-testid="rating" data-part="rated">
                <Star aria-hidden="true" size={16} className={s.star} />
                <span aria-hidden="true" data-part="rating">
                  {t?.rating}
                </span>
                <span className="visually-hidden" data-part="rating-label">
                  {t?.ratingLabel}
                </span>
                <span className={s.reviews} data-part="reviews">
                  {t?.reviews}
                </span>
              </span>
            )}
          </div>
        </div>
        <dl className={c.facts}>
          <div>
            <dt>{labels.skillsLabel}</dt>
            <dd data-part="skills">{t?.skills}</dd>
          </div>
          <div>
            <dt>{labels.languagesLabel}</dt>
            <dd data-part="languages">{t?.languages}</dd>
          </div>
          <div>
            <dt>{labels.experienceLabel}</dt>
            <dd data-part="experience">{t?.experience}</dd>
          </div>
        </dl>
        <p className={s.price} data-testid="price">
          <Coins aria-hidden="true" size={18} className={s.coin} />
          <span aria-hidden="true" data-part="price">
            {t?.price}
          </span>
          <span className="visually-hidden" data-part="price-label">
            {t?.priceLabel}
          </span>
        </p>
      </article>
    </li>
  );
}
