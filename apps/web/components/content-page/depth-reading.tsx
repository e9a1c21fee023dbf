import type { DepthSections } from '@drishti/content/depth';
import { DEPTH_SECTION_KEYS } from '@drishti/content/depth';
import { getTranslations } from 'next-intl/server';
import s from './content-page.module.css';
import { DataSection } from './text-section';

/**
 * The longer reading of a nakshatra's or a sign's page: nature, work, relationships, health and
 * remedies, each under its own heading (paragraphs split on blank lines).
 */
export async function DepthReading({
  depth,
  name,
  locale,
}: {
  depth: DepthSections;
  name: string;
  locale: 'en' | 'hi';
}) {
  const t = await getTranslations({ locale, namespace: 'content.depth' });
  return (
    <>
      {DEPTH_SECTION_KEYS.map((key) => (
        <DataSection key={key} id={`depth-${key}`} title={t(key, { name })}>
          {depth[key][locale]
            .split(/\n\s*\n/)
            .filter((p) => p.trim())
            .map((p) => (
              <p key={p.slice(0, 40)} className={s.prose}>
                {p}
              </p>
            ))}
        </DataSection>
      ))}
    </>
  );
}
