import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { builtRoutes } from '@/lib/site-map';
import h from './home.module.css';

/** The community page ships with this block; meditation links once its page is listed as built. */
const BLOCKS = [
  { key: 'community', href: '/community', always: true },
  { key: 'meditation', href: '/vedic-mantra-meditation', always: false },
] as const;

/** Decorative art: people in a circle for the community, a meditating figure for meditation. */
function PromoArt({ kind }: { kind: 'community' | 'meditation' }) {
  return kind === 'community' ? (
    <svg viewBox="0 0 64 64" className={h.promoArt} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="rgb(255 255 255 / 12%)" />
      <g fill="#FCD34D">
        <circle cx="32" cy="16" r="5" />
        <circle cx="16" cy="34" r="5" />
        <circle cx="48" cy="34" r="5" />
      </g>
      <g fill="none" stroke="#FCD34D" strokeWidth="3" strokeLinecap="round">
        <path d="M24 30c2-5 5-7 8-7s6 2 8 7" />
        <path d="M8 50c2-5 5-8 8-8s6 3 8 8" />
        <path d="M40 50c2-5 5-8 8-8s6 3 8 8" />
        <path d="M26 46h12" strokeDasharray="2 4" />
      </g>
    </svg>
  ) : (
    <svg viewBox="0 0 64 64" className={h.promoArt} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="rgb(255 255 255 / 12%)" />
      <circle cx="32" cy="17" r="6" fill="#FCD34D" />
      <path d="M32 25c-6 0-9 5-9 11l-9 6c-2 1-1 4 1 4h34c2 0 3-3 1-4l-9-6c0-6-3-11-9-11Z" fill="#FCD34D" />
      <path d="M12 52h40" stroke="#FDE68A" strokeWidth="3" strokeLinecap="round" />
      <g fill="none" stroke="#FDE68A" strokeWidth="2" strokeLinecap="round" opacity="0.8">
        <path d="M12 20a22 22 0 0 1 6-8" />
        <path d="M52 20a22 22 0 0 0-6-8" />
      </g>
    </svg>
  );
}

/**
 * Section 4: the community and meditation promos. The community block links to /community; the
 * meditation block links to its page once that page exists, until then it says the feature is in
 * the app and links to /download-app.
 */
export async function PromoBlocks() {
  const t = await getTranslations('home.promos');
  return (
    <section
      className={`container ${h.section}`}
      aria-labelledby="promos-heading"
      data-testid="home-section"
      data-section="promos"
    >
      <h2 id="promos-heading" className="visually-hidden">
        {t('heading')}
      </h2>
      <ul className={h.promos}>
        {BLOCKS.map(({ key, href, always }) => {
          const built = always || builtRoutes.has(href);
          return (
            <li
              key={key}
              className={`${h.promo} ${key === 'meditation' ? h.promoMeditation : ''}`}
              data-testid="promo"
              data-promo={key}
            >
              <PromoArt kind={key} />
              <h3>{t(`${key}.title`)}</h3>
              <p>{t(`${key}.text`)}</p>
              {!built && key === 'meditation' && <p className={h.promoNote}>{t('meditation.appNote')}</p>}
              <Link href={built ? href : '/download-app'} className={`button ${h.promoButton}`}>
                {t(`${key}.cta`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
