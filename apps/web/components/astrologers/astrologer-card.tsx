import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { Locale } from '@drishti/content/types';
import { CalendarClock, Coins, MessageCircle, Phone, Star, Video } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import c from '@/components/ui/card-parts.module.css';
import s from './astrologers.module.css';
import { Avatar } from './avatar';
import { formatNumber, formatRating } from './format';
import { codeList, displayName, liveChannels } from './labels';

/**
 * One consultant in the list: picture, name, real rating or "New", skills, languages,
 * experience, problems solved, price per minute, live status, and the ways to consult.
 * Needs the `astrologers` messages (card, skills, languages) from the nearest provider.
 */
export function AstrologerCard({ astrologer: a, locale }: { astrologer: AstrologerCardData; locale: Locale }) {
  const t = useTranslations('astrologers');
  const name = displayName(a, locale);
  const live = liveChannels(a);
  const price = formatNumber(a.price.perMinute, locale);
  const profile = `/online-astrologer/${a.slug}`;
  const skills = codeList(t.raw('skills') as Record<string, string>, a.skills);
  const languages = codeList(t.raw('languages') as Record<string, string>, a.languages);
  const headingId = `astrologer-${a.slug}`;

  return (
    <li className={s.item} data-testid="astrologer-card" data-slug={a.slug}>
      <article className={s.card} aria-labelledby={headingId}>
        <div className={s.top}>
          <span className={s.avatar}>
            <Avatar name={name} photo={a.profileImage} photoAlt={t('card.photoAlt', { name })} className={s.photo} />
            {live.length > 0 && <span className={c.liveDot} aria-hidden="true" />}
          </span>
          <div className={c.heading}>
            <h3 className={s.name} id={headingId}>
              <Link href={profile} className={s.nameLink} data-testid="astrologer-name">
                {name}
              </Link>
            </h3>
            {a.rating === null ? (
              <span className={s.newBadge} data-testid="rating" data-rating="new">
                <span aria-hidden="true">{t('card.new')}</span>
                <span className="visually-hidden">{t('card.newLabel')}</span>
              </span>
            ) : (
              <span className={s.rating} data-testid="rating" data-rating={a.rating}>
                <Star aria-hidden="true" size={16} className={s.star} />
                <span aria-hidden="true">{formatRating(a.rating, locale)}</span>
                <span className="visually-hidden">
                  {t('card.ratingLabel', { rating: formatRating(a.rating, locale) })}
                </span>
                <span className={s.reviews}>({t('card.reviews', { count: a.reviewCount })})</span>
              </span>
            )}
            {live.length > 0 && (
              <span className={s.online} data-testid="live">
                <span className={s.onlineDot} aria-hidden="true" />
                <span aria-hidden="true">{t('card.online')}</span>
                <span className="visually-hidden">
                  {t('card.onlineFor', { channels: live.map((c) => t(`card.channelWords.${c}`)).join(', ') })}
                </span>
              </span>
            )}
          </div>
        </div>
        <dl className={c.facts}>
          <div>
            <dt>{t('card.skillsLabel')}</dt>
            <dd data-testid="skills">{skills}</dd>
          </div>
          <div>
            <dt>{t('card.languagesLabel')}</dt>
            <dd>{languages}</dd>
          </div>
          <div>
            <dt>{t('card.experienceLabel')}</dt>
            <dd>{t('card.experience', { count: a.experienceYears })}</dd>
          </div>
          <div>
            <dt>{t('card.solvedLabel')}</dt>
            <dd>{formatNumber(a.problemSolved, locale)}</dd>
          </div>
        </dl>
        <p className={s.price} data-testid="price" data-price={a.price.perMinute}>
          <Coins aria-hidden="true" size={18} className={s.coin} />
          <span aria-hidden="true">{t('card.price', { price })}</span>
          <span className="visually-hidden">{t('card.priceLabel', { price })}</span>
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of links, not form controls: no fieldset. */}
        <div className={s.actions} role="group" aria-label={t('card.actionsLabel', { name })}>
          <Link href={profile} className={s.action} aria-label={t('card.chatLabel', { name })}>
            <MessageCircle aria-hidden="true" size={18} />
            {t('card.chat')}
          </Link>
          <Link href={profile} className={s.action} aria-label={t('card.callLabel', { name })}>
            <Phone aria-hidden="true" size={18} />
            {t('card.call')}
          </Link>
          <Link href={profile} className={s.action} aria-label={t('card.videoLabel', { name })}>
            <Video aria-hidden="true" size={18} />
            {t('card.video')}
          </Link>
          <Link
            href={`${profile}/book`}
            className={`button ${s.book}`}
            aria-label={t('card.bookLabel', { name })}
            data-testid="book-link"
          >
            <CalendarClock aria-hidden="true" size={18} />
            {t('card.book')}
          </Link>
        </div>
      </article>
    </li>
  );
}
