'use client';

import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { Locale } from '@drishti/content/types';
import { Coins, RotateCcw, Star } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { apiLang, clientApi } from '@/lib/api/client';
import { ASTROLOGERS_PATH, astrologerItems, isLive } from './api-guards';
import c from '@/components/ui/card-parts.module.css';
import s from './astrologers.module.css';
import { fill, formatNumber, formatRating } from './format';
import { InitialsAvatar } from './initials-avatar';
import { ScrollRow } from './scroll-row';

export interface AstrologerLabels {
  listLabel: string;
  previous: string;
  next: string;
  loading: string;
  empty: string;
  errorPrefix: string;
  retry: string;
  generic: string;
  online: string;
  new: string;
  ratingLabel: string;
  reviews: string;
  /** "1 year", "11 years" by years of experience (./experience.ts). */
  experience: Record<number, string>;
  experienceLabel: string;
  price: string;
  priceLabel: string;
  skillsLabel: string;
  languagesLabel: string;
  photoAlt: string;
  skills: Record<string, string>;
  languages: Record<string, string>;
}

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: AstrologerCardData[] };

/** Words from a slug nobody has translated yet: "face-reading" → "face reading". */
const humanise = (slug: string) => slug.replace(/-/g, ' ');

/**
 * The "Online Astrologers" carousel. With the cards the server rendered (`initial`, without any
 * online state) it shows them at once and, after load, asks the API once for the current list and
 * who is online (a failure keeps the server's cards). Without them (the API could not be reached
 * when the page was rendered): loading skeletons, then the cards, "No astrologers available", or
 * the error and Retry.
 */
export function AstrologerCarousel({
  locale,
  labels,
  linkToList,
  initial,
}: {
  locale: Locale;
  labels: AstrologerLabels;
  /** Whether /online-astrologer exists yet: the cards link to it only then. */
  linkToList: boolean;
  /** The cards rendered on the server, when it could read them. */
  initial?: AstrologerCardData[];
}) {
  const api = useMemo(() => clientApi(apiLang(locale)), [locale]);
  const [state, setState] = useState<State>(initial ? { status: 'ready', items: initial } : { status: 'loading' });
  const rendered = useRef(initial !== undefined);
  const latest = useRef(0);
  const retryButton = useRef<HTMLButtonElement>(null);
  const retried = useRef(false);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setState({ status: 'loading' });
    // `apiMessage`: the API's own message, null when it gave none (then the page's own text is shown).
    const { result: res, apiMessage } = await api.exchange<unknown>('GET', ASTROLOGERS_PATH, undefined, {});
    if (request !== latest.current) return;
    const items = res.success ? astrologerItems(res.data) : null;
    setState(items ? { status: 'ready', items } : { status: 'error', message: apiMessage ?? labels.generic });
  }, [api, labels.generic]);

  useEffect(() => {
    if (!rendered.current) {
      void load();
      return;
    }
    // The live island: the server's cards stay; the current list brings who is online now.
    let live = true;
    void api.get<unknown>(ASTROLOGERS_PATH).then((res) => {
      const items = res.success ? astrologerItems(res.data) : null;
      if (live && items) setState({ status: 'ready', items });
    });
    return () => {
      live = false;
    };
  }, [api, load]);

  // After a Retry that fails again, keyboard focus goes back to the new Retry button.
  useEffect(() => {
    if (state.status === 'error' && retried.current) retryButton.current?.focus();
  }, [state]);

  if (state.status === 'error') {
    return (
      <div className={s.message} role="alert" data-testid="astrologers-error">
        <p>
          {labels.errorPrefix} {state.message}
        </p>
        <button
          ref={retryButton}
          type="button"
          className="button"
          onClick={() => {
            retried.current = true;
            void load();
          }}
          data-testid="astrologers-retry"
        >
          <RotateCcw aria-hidden="true" size={18} />
          {labels.retry}
        </button>
      </div>
    );
  }

  if (state.status === 'ready' && state.items.length === 0) {
    return (
      <p className={s.message} role="status" data-testid="astrologers-empty">
        {labels.empty}
      </p>
    );
  }

  return (
    <>
      <p className="visually-hidden" role="status">
        {state.status === 'loading' ? labels.loading : ''}
      </p>
      <ScrollRow
        label={labels.listLabel}
        previousLabel={labels.previous}
        nextLabel={labels.next}
        testId="astrologer-list"
        busy={state.status === 'loading'}
      >
        {state.status === 'loading'
          ? [0, 1, 2].map((i) => <SkeletonCard key={i} />)
          : state.items.map((a) => (
              <AstrologerCard key={a.id} astrologer={a} locale={locale} labels={labels} linkToList={linkToList} />
            ))}
      </ScrollRow>
    </>
  );
}

function SkeletonCard() {
  return (
    <li aria-hidden="true" data-testid="astrologer-skeleton">
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
      </div>
    </li>
  );
}

function AstrologerCard({
  astrologer: a,
  locale,
  labels,
  linkToList,
}: {
  astrologer: AstrologerCardData;
  locale: Locale;
  labels: AstrologerLabels;
  linkToList: boolean;
}) {
  const name = locale === 'hi' ? a.nameHi || a.name : a.name;
  const skills = a.skills.map((k) => labels.skills[k] ?? humanise(k)).join(', ');
  const languages = a.languages.map((k) => labels.languages[k] ?? humanise(k)).join(', ');
  const price = formatNumber(a.price.perMinute, locale);
  return (
    <li data-testid="astrologer-card" data-id={a.id}>
      <article className={s.card}>
        <div className={s.top}>
          <span className={s.avatar}>
            {a.profileImage ? (
              // biome-ignore lint/performance/noImgElement: uploaded photos and SVG banners; next/image adds nothing for them.
              <img
                src={a.profileImage}
                alt={fill(labels.photoAlt, { name })}
                width={64}
                height={64}
                loading="lazy"
                className={s.photo}
              />
            ) : (
              <InitialsAvatar name={name} />
            )}
            {isLive(a) && (
              <span className={c.liveDot} data-testid="live-dot">
                <span className="visually-hidden">{labels.online}</span>
              </span>
            )}
          </span>
          <div className={c.heading}>
            <h3 className={s.name}>
              {linkToList ? (
                <Link href="/online-astrologer" className={s.cardLink}>
                  {name}
                </Link>
              ) : (
                name
              )}
            </h3>
            {a.rating === null ? (
              <span className={s.newBadge} data-testid="rating">
                {labels.new}
              </span>
            ) : (
              <span className={s.rating} data-testid="rating">
                <Star aria-hidden="true" size={16} className={s.star} />
                <span aria-hidden="true">{formatRating(a.rating, locale)}</span>
                <span className="visually-hidden">
                  {fill(labels.ratingLabel, { rating: formatRating(a.rating, locale) })}
                </span>
                <span className={s.reviews}>
                  ({fill(labels.reviews, { count: formatNumber(a.reviewCount, locale) })})
                </span>
              </span>
            )}
          </div>
        </div>
        <dl className={c.facts}>
          <div>
            <dt>{labels.skillsLabel}</dt>
            <dd>{skills}</dd>
          </div>
          <div>
            <dt>{labels.languagesLabel}</dt>
            <dd>{languages}</dd>
          </div>
          <div>
            <dt>{labels.experienceLabel}</dt>
            <dd>{labels.experience[a.experienceYears] ?? formatNumber(a.experienceYears, locale)}</dd>
          </div>
        </dl>
        <p className={s.price} data-testid="price">
          <Coins aria-hidden="true" size={18} className={s.coin} />
          <span aria-hidden="true">{fill(labels.price, { price })}</span>
          <span className="visually-hidden">{fill(labels.priceLabel, { price })}</span>
        </p>
      </article>
    </li>
  );
}
