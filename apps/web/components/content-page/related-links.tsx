import type { Locale } from '@drishti/content/types';
import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { type ContentRouteGroupKey, canLink, contentRouteGroups } from '@/lib/content-routes';
import { type NavLinkKey, navGroups } from '@/lib/site-map';
import s from './content-page.module.css';

/** Pages a content page can point to: the content hubs and the horoscope pages. */
export type RelatedKey = ContentRouteGroupKey | 'horoscope';

const RELATED_HREF: Readonly<Record<RelatedKey, string>> = {
  ...(Object.fromEntries(contentRouteGroups.map((g) => [g.key, g.hub])) as Record<ContentRouteGroupKey, string>),
  horoscope: '/horoscope',
};

const NAV_HREF = new Map<NavLinkKey, string>(navGroups.flatMap((g) => g.links.map((l) => [l.key, l.href] as const)));

/** The href of a navigation link (the tools built by other parts of the product). */
export function navHref(key: NavLinkKey): string {
  const href = NAV_HREF.get(key);
  if (!href) throw new RangeError(`No navigation link ${key}`);
  return href;
}

/**
 * "Related pages" cards and a row of free tools. Only links whose page exists are shown: the
 * content pages always, the tools once they are built (builtRoutes).
 */
export async function RelatedLinks({
  locale,
  pages,
  tools = [],
}: {
  locale: Locale;
  pages: RelatedKey[];
  tools?: NavLinkKey[];
}) {
  const t = await getTranslations({ locale, namespace: 'content' });
  const nav = await getTranslations({ locale, namespace: 'nav.links' });
  const shownPages = pages.filter((key) => canLink(RELATED_HREF[key]));
  const shownTools = tools.filter((key) => canLink(navHref(key)));
  if (shownPages.length === 0 && shownTools.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className={s.section} data-testid="related">
      <h2 id="related-heading">{t('relatedHeading')}</h2>
      {shownPages.length > 0 && (
        <ul className={s.cards}>
          {shownPages.map((key) => (
            <li key={key}>
              <Link href={RELATED_HREF[key]} className={s.cardLink}>
                <span className={s.cardTitle}>{t(`links.${key}.label`)}</span>
                <span className={s.cardText}>{t(`links.${key}.description`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {shownTools.length > 0 && (
        <>
          <h3 className={s.subheading}>{t('toolsHeading')}</h3>
          <ul className={s.chips}>
            {shownTools.map((key) => (
              <li key={key}>
                <Link href={navHref(key)} className={s.chip}>
                  {nav(key)}
                  <ArrowRight aria-hidden="true" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
