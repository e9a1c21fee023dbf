import type { AstrologerProfileData } from '@drishti/contracts/astrologers';
import type { ReviewViewData } from '@drishti/contracts/reviews';
import type { Locale } from '@drishti/content/types';
import { CalendarClock, Clock, Coins, Star } from 'lucide-react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { consultMessages } from '@/components/consult/messages';
import { StartConsult } from '@/components/consult/start-consult';
import { getPathname, Link } from '@/i18n/navigation';
import { loginHref } from '@/lib/session';
import { Follow } from '@/components/follow/follow';
import { Avatar } from './avatar';
import {
  type ClockLabels,
  formatDate,
  formatDayShort,
  formatNumber,
  formatRating,
  formatSlotTime,
  formatWindow,
  istParts,
  type SlotLike,
  weekdayName,
  weeklyHoursFromSlots,
} from './format';
import { codeList, displayName, liveChannels } from './labels';
import p from './profile.module.css';
import type { ApiResult } from './server-api';

/** Weekdays in the order an Indian calendar shows them: Monday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
/** How many of the next free times the profile lists. */
const NEXT_SLOTS = 6;

/** An astrologer's public profile: who they are, when they are free, what people say. */
export async function ProfileView({
  astrologer: a,
  slots,
  reviews,
  locale,
}: {
  astrologer: AstrologerProfileData;
  slots: ApiResult<{ slots: SlotLike[] }>;
  reviews: ApiResult<ReviewViewData[]>;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'astrologers' });
  const name = displayName(a, locale);
  const live = new Set(liveChannels(a));
  const price = formatNumber(a.price.perMinute, locale);
  const skills = codeList(t.raw('skills') as Record<string, string>, a.skills);
  const languages = codeList(t.raw('languages') as Record<string, string>, a.languages);
  const specializations = codeList(t.raw('specializations') as Record<string, string>, a.specializations);
  const clock = t.raw('clock') as ClockLabels & { range: string };
  const bookHref = `/online-astrologer/${a.slug}/book`;
  const visibleReviews = reviews.ok ? reviews.data.filter((r) => !r.hidden) : [];

  return (
    <>
      <section className={p.hero} aria-labelledby="profile-name">
        <div className={`container ${p.heroInner}`}>
          <span className={p.avatar}>
            <Avatar
              name={name}
              photo={a.profileImage}
              photoAlt={t('card.photoAlt', { name })}
              size={96}
              className={p.photo}
              lazy={false}
            />
            {live.size > 0 && <span className={p.liveDot} aria-hidden="true" />}
          </span>
          <div className={p.heroText}>
            <h1 id="profile-name" className={p.name}>
              {name}
            </h1>
            <p className={p.skillsLine}>{skills}</p>
            <p className={p.badges}>
              {a.rating === null ? (
                <span className={p.newBadge} data-testid="rating" data-rating="new">
                  <span aria-hidden="true">{t('card.new')}</span>
                  <span className="visually-hidden">{t('card.newLabel')}</span>
                </span>
              ) : (
                <span className={p.rating} data-testid="rating" data-rating={a.rating}>
                  <Star aria-hidden="true" size={18} className={p.star} />
                  <span aria-hidden="true">{formatRating(a.rating, locale)}</span>
                  <span className="visually-hidden">
                    {t('card.ratingLabel', { rating: formatRating(a.rating, locale) })}
                  </span>
                  <span>({t('card.reviews', { count: a.reviewCount })})</span>
                </span>
              )}
              {live.size > 0 && (
                <span className={p.online} data-testid="live">
                  <span className={p.onlineDot} aria-hidden="true" />
                  <span aria-hidden="true">{t('card.online')}</span>
                  <span className="visually-hidden">
                    {t('card.onlineFor', { channels: [...live].map((c) => t(`card.channelWords.${c}`)).join(', ') })}
                  </span>
                </span>
              )}
              <span className={p.price} data-testid="price">
                <Coins aria-hidden="true" size={18} />
                <span aria-hidden="true">{t('card.price', { price })}</span>
                <span className="visually-hidden">{t('card.priceLabel', { price })}</span>
              </span>
            </p>
            <Link href={bookHref} className={`button ${p.heroButton}`} data-testid="profile-book">
              <CalendarClock aria-hidden="true" size={20} />
              {t('profile.bookButton')}
            </Link>
            <Follow
              slug={a.slug}
              locale={locale}
              next={getPathname({ href: `/online-astrologer/${a.slug}`, locale })}
            />
          </div>
        </div>
      </section>

      <div className={`container ${p.body}`}>
        <div className={p.main}>
          <section aria-labelledby="about-heading" className={p.panel}>
            <h2 id="about-heading">{t('profile.about', { name })}</h2>
            <p className={p.bio} data-testid="bio">
              {a.bio[locale]}
            </p>
          </section>

          <section aria-labelledby="details-heading" className={p.panel}>
            <h2 id="details-heading">{t('profile.details')}</h2>
            <dl className={p.details}>
              <div>
                <dt>{t('card.skillsLabel')}</dt>
                <dd>{skills}</dd>
              </div>
              <div>
                <dt>{t('card.languagesLabel')}</dt>
                <dd>{languages}</dd>
              </div>
              {a.specializations.length > 0 && (
                <div>
                  <dt>{t('profile.specializationsLabel')}</dt>
                  <dd>{specializations}</dd>
                </div>
              )}
              <div>
                <dt>{t('card.experienceLabel')}</dt>
                <dd>{t('card.experience', { count: a.experienceYears })}</dd>
              </div>
              <div>
                <dt>{t('profile.priceLabel')}</dt>
                <dd>{t('card.priceLabel', { price })}</dd>
              </div>
              <div>
                <dt>{t('profile.ratingLabel')}</dt>
                <dd>
                  {a.rating === null
                    ? t('profile.ratingNew')
                    : t('profile.ratingValue', {
                        rating: formatRating(a.rating, locale),
                        reviews: t('card.reviews', { count: a.reviewCount }),
                      })}
                </dd>
              </div>
              <div>
                <dt>{t('card.solvedLabel')}</dt>
                <dd>{formatNumber(a.problemSolved, locale)}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="reviews-heading" className={p.panel} data-testid="reviews">
            <h2 id="reviews-heading">{t('profile.reviews')}</h2>
            {!reviews.ok ? (
              <p className={p.errorText} role="alert">
                {reviews.message ?? t('profile.reviewsError')}
              </p>
            ) : visibleReviews.length === 0 ? (
              <p className={p.muted} data-testid="reviews-empty">
                {t('profile.noReviews')}
              </p>
            ) : (
              <ul className={p.reviews}>
                {visibleReviews.map((r) => (
                  <li key={r.id} className={p.review} data-testid="review">
                    <p className={p.stars}>
                      {[1, 2, 3, 4, 5].map((n) => (
                        <Star key={n} aria-hidden="true" size={18} className={n <= r.rating ? p.starOn : p.starOff} />
                      ))}
                      <span className="visually-hidden">{t('profile.stars', { rating: r.rating })}</span>
                    </p>
                    <p className={p.reviewMeta}>
                      <strong>{r.author?.trim() || t('profile.anonymous')}</strong>
                      {' · '}
                      <time dateTime={r.createdAt}>
                        {t('profile.reviewedOn', { date: formatDate(r.createdAt, locale) })}
                      </time>
                    </p>
                    {r.comment && <p className={p.comment}>{r.comment}</p>}
                    {r.reply && (
                      <div className={p.reply}>
                        <p className={p.replyBy}>{t('profile.reply', { name })}</p>
                        <p>{r.reply}</p>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <div className={p.side}>
          <section aria-labelledby="talk-now-heading" className={p.panel} id="talk-now">
            <h2 id="talk-now-heading">{t('profile.liveHeading')}</h2>
            <NextIntlClientProvider messages={consultMessages(locale, ['common', 'start', 'rules'])}>
              <StartConsult
                locale={locale}
                astrologer={{ id: a.id, name, pricePerMinute: a.price.perMinute }}
                live={[...live]}
                loginHref={loginHref(
                  locale,
                  `${getPathname({ href: `/online-astrologer/${a.slug}`, locale })}#talk-now`,
                )}
              />
            </NextIntlClientProvider>
          </section>

          <section aria-labelledby="availability-heading" className={p.panel} data-testid="availability">
            <h2 id="availability-heading">{t('profile.availability')}</h2>
            {!slots.ok ? (
              <p className={p.errorText} role="alert">
                {slots.message ?? t('profile.slotsError')}
              </p>
            ) : (
              <Availability slots={slots.data.slots} clock={clock} locale={locale} bookHref={bookHref} t={t} />
            )}
            <Link href={bookHref} className={`button ${p.fullButton}`}>
              <CalendarClock aria-hidden="true" size={20} />
              {t('profile.moreTimes')}
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}

type T = Awaited<ReturnType<typeof getTranslations<'astrologers'>>>;

function Availability({
  slots,
  clock,
  locale,
  bookHref,
  t,
}: {
  slots: SlotLike[];
  clock: ClockLabels & { range: string };
  locale: Locale;
  bookHref: string;
  t: T;
}) {
  const week = weeklyHoursFromSlots(slots);
  const next = slots.slice(0, NEXT_SLOTS);
  return (
    <>
      <h3 className={p.subheading}>
        <Clock aria-hidden="true" size={18} />
        {t('profile.weeklyHours')}
      </h3>
      <p className={p.muted}>{t('profile.weeklyHoursNote')}</p>
      <dl className={p.hours} data-testid="weekly-hours">
        {WEEK.map((d) => (
          <div key={d}>
            <dt>{weekdayName(d, locale)}</dt>
            <dd>
              {week[d]!.length === 0
                ? t('profile.dayOff')
                : week[d]!.map((w, i) => (
                    // One window a line; the hidden comma keeps them apart for screen readers.
                    <span key={w.start} className={p.window}>
                      {i > 0 && <span className="visually-hidden">, </span>}
                      {formatWindow(w, clock, clock.range)}
                    </span>
                  ))}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className={p.subheading}>
        <CalendarClock aria-hidden="true" size={18} />
        {t('profile.nextSlots')}
      </h3>
      {next.length === 0 ? (
        <p className={p.muted} data-testid="no-slots">
          {t('profile.noSlots')}
        </p>
      ) : (
        <ul className={p.slots} data-testid="next-slots">
          {next.map((slot) => {
            const day = formatDayShort(istParts(slot.startsAt).day, locale);
            const time = formatSlotTime(slot.startsAt, clock);
            return (
              <li key={slot.startsAt}>
                <Link
                  href={`${bookHref}?startsAt=${encodeURIComponent(slot.startsAt)}&duration=15`}
                  className={p.slot}
                  aria-label={t('profile.slotLabel', { day, time })}
                  data-testid="slot-link"
                >
                  <span className={p.slotDay}>{day}</span>
                  <span className={p.slotTime}>{time}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
