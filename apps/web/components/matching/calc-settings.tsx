'use client';

import { useLocale, useTranslations } from 'next-intl';
import { zoneText } from './birth-text';
import s from './matching.module.css';

export interface ZoneUsed {
  /** Whose birth ("Asha"). */
  name: string;
  zone: string;
  /** Hours east of UTC on the birth date. */
  utcOffset?: number | null;
}

/** The settings every astrology result states: ayanamsa, node, houses, and each time zone used. */
export function CalcSettings({
  ayanamsa = 'lahiri',
  node = 'mean',
  zones,
  houses = false,
}: {
  ayanamsa?: string;
  node?: string;
  zones: readonly ZoneUsed[];
  houses?: boolean;
}) {
  const t = useTranslations('matching.settings');
  const locale = useLocale() === 'hi' ? 'hi' : 'en';
  const ayanamsaName = t.has(`ayanamsaNames.${ayanamsa}`) ? t(`ayanamsaNames.${ayanamsa}`) : ayanamsa;
  const nodeName = t.has(`nodes.${node}`) ? t(`nodes.${node}`) : node;
  return (
    <section className={s.settings} aria-label={t('heading')} data-testid="calc-settings">
      <h3 className={s.settingsHeading}>{t('heading')}</h3>
      <ul className={s.settingsList}>
        <li>{t('ayanamsa', { name: ayanamsaName })}</li>
        <li>{t('node', { node: nodeName })}</li>
        {houses && <li>{t('houses')}</li>}
        {zones.map((z) => (
          <li key={z.name + z.zone}>{t('zone', { name: z.name, zone: zoneText(z.zone, z.utcOffset, locale) })}</li>
        ))}
      </ul>
    </section>
  );
}
