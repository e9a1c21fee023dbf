import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { Locale } from '@drishti/content/types';
import { CalendarClock, Coins, MessageCircle, Phone, Star, Video } from 'lucide-react';
import c from '@/components/ui/card-parts.module.css';
import s from './astrologers.module.css';
import { InitialsSvg } from './avatar';
import { type ListCardLabels, listCardTexts } from './list-texts';

/**
 * One consultant in the list: picture, name, real rating or "New", skills, languages, experience,
 * problems solved, price per minute, live status and the ways to consult.
 *
 * Rendered on the server with an astrologer; without one it is the <template> the list's island
 * (islands/astrologer-list.island.ts) clones for the cards it adds: every variant is there (photo
 * and initials, "New" and the rating, the online marks) and the island fills the `data-part`
 * elements and `data-href`/`data-label` attributes, and removes what the card does not have.
 * `base` is the list's path in the page's language (/hi/online-astrologer).
 */
export function ListCard({
  astrologer: a,
  locale,
  labels,
  base,
}: {
  astrologer?: AstrologerCardData;
  locale: Locale;
  labels: ListCardLabels;
  base: string;
}) {
  const t = a ? listCardTexts(a, locale, labels) : undefined;
  const profile = a ? `${base}/${a.slug}` : undefined;
  const headingId = a ? `astrologer-${a.slug}` : undefined;
  const rated = a ? a.rating !== null : true;
  const fresh = a ? a.rating === null : true;
  const live = a ? t?.live : true;

  return (
    // The template carries no test ids of its own: its card is not on the page until the island fills it.
    <li className={s.item} data-testid={a ? 'astrologer-card' : undefined} data-slug={a?.slug} data-id={a?.id}>
      <article className={s.card} aria-labelledby={headingId}>
        <div className={s.top}>
          <span className={s.avatar}>
            {(!a || a.profileImage) && (
              // biome-ignore lint/performance/noImgElement: uploaded photos served by the API; next/image adds nothing here.
              <img
                src={a?.profileImage ?? undefined}
                alt={t?.photoAlt ?? ''}
                width={64}
                height={64}
                loading="lazy"
                className={s.photo}
                style={{ borderRadius: '50%', objectFit: 'cover' }}
                data-part="photo"
              />
            )}
            {!a?.profileImage && <InitialsSvg name={t?.name ?? ''} className={s.photo} star />}
            {live && <span className={c.liveDot} aria-hidden="true" data-part="live" />}
          </span>
          <div className={c.heading}>
            <h3 className={s.name} id={headingId}>
              <a href={profile} className={s.nameLink} data-testid="astrologer-name" data-part="name" data-href="">
                {t?.name}
              </a>
            </h3>
            {fresh && (
              <span className={s.newBadge} data-testid="rating" data-rating="new" data-part="new">
                <span aria-hidden="true">{labels.new}</span>
                <span className="visually-hidden">{labels.newLabel}</span>
              </span>
            )}
            {rated && (
              <span className={s.rating} data-testid="rating" data-rating={a?.rating ?? undefined} data-part="rated">
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
            {live && (
              <span className={s.online} data-testid="live" data-part="live">
                <span className={s.onlineDot} aria-hidden="true" />
                <span aria-hidden="true">{labels.online}</span>
                <span className="visually-hidden" data-part="online-for">
                  {t?.onlineFor}
                </span>
              </span>
            )}
          </div>
        </div>
        <dl className={c.facts}>
          <div>
            <dt>{labels.skillsLabel}</dt>
            <dd data-testid="skills" data-part="skills">
              {t?.skills}
            </dd>
          </div>
          <div>
            <dt>{labels.languagesLabel}</dt>
            <dd data-part="languages">{t?.languages}</dd>
          </div>
          <div>
            <dt>{labels.experienceLabel}</dt>
            <dd data-part="experience">{t?.experience}</dd>
          </div>
          <div>
            <dt>{labels.solvedLabel}</dt>
            <dd data-part="solved">{t?.solved}</dd>
          </div>
        </dl>
        <p className={s.price} data-testid="price" data-price={a?.price.perMinute}>
          <Coins aria-hidden="true" size={18} className={s.coin} />
          <span aria-hidden="true" data-part="price">
            {t?.price}
          </span>
          <span className="visually-hidden" data-part="price-label">
            {t?.priceLabel}
          </span>
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of links, not form controls: no fieldset. */}
        <div className={s.actions} role="group" aria-label={t?.actionsLabel} data-label="actions">
          <a href={profile} className={s.action} aria-label={t?.chatLabel} data-href="" data-label="chat">
            <MessageCircle aria-hidden="true" size={18} />
            {labels.chat}
          </a>
          <a href={profile} className={s.action} aria-label={t?.callLabel} data-href="" data-label="call">
            <Phone aria-hidden="true" size={18} />
            {labels.call}
          </a>
          <a href={profile} className={s.action} aria-label={t?.videoLabel} data-href="" data-label="video">
            <Video aria-hidden="true" size={18} />
            {labels.video}
          </a>
          <a
            href={profile ? `${profile}/book` : undefined}
            className={`button ${s.book}`}
            aria-label={t?.bookLabel}
            data-testid="book-link"
            data-href="/book"
            data-label="book"
          >
            <CalendarClock aria-hidden="true" size={18} />
            {labels.book}
          </a>
        </div>
      </article>
    </li>
  );
}
