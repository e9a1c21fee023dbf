'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Link } from '@/i18n/navigation';
import type { BirthValue } from '../birth-form/types';
import tp from '../tool-page/tool-page.module.css';
import type { ErrorLabels } from '../ui/error-state';
import { birthDateText, birthTimeText, degreeText } from './birth-text';
import { BirthToolFrame } from './birth-tool-frame';
import { CalcSettings } from './calc-settings';
import s from './matching.module.css';
import { isNakshatraAnswer, moonSignOf } from './nakshatra-model';
import { useBirthTool } from './use-api-call';

const PATH = '/api/publics/astrology/nakshaktra';

/**
 * The nakshatra finder: birth details → the Moon's nakshatra with its pada, lord, deity, symbol,
 * gana, nadi and yoni (the API's `nakshaktra` call with a birth), and a link to its page.
 */
export function NakshatraFinder({
  initial,
  names,
  nakshatraHref,
  errorLabels,
}: {
  initial: BirthValue | null;
  names: {
    planets: Readonly<Record<string, string>>;
    signs: Readonly<Record<string, string>>;
    ganas: Readonly<Record<string, string>>;
    nadis: Readonly<Record<string, string>>;
  };
  /** The nakshatra pages' path pattern, `/nakshatras/{key}`; absent when this build has none. */
  nakshatraHref?: string;
  errorLabels: ErrorLabels;
}) {
  const t = useTranslations('matching.nakshatraFinder');
  const locale = useLocale() === 'hi' ? 'hi' : 'en';
  const id = useId();
  const tool = useBirthTool(locale, PATH, isNakshatraAnswer, initial);
  const { state, value, resultRef } = tool;

  return (
    <>
      <BirthToolFrame
        tool={tool}
        idPrefix="nakshatra"
        legend={t('formLegend')}
        submitLabel={t('submit')}
        loadingText={t('loading')}
        announce={(data) => t('announce', { name: data.name[locale], pada: data.pada ?? '' })}
        errorLabels={errorLabels}
      />
      {state.status === 'done' &&
        value &&
        (() => {
          const n = state.data;
          const moon = n.moonLongitude !== undefined ? moonSignOf(n.moonLongitude) : null;
          const facts: [string, string, string][] = [
            ['lord', t('facts.lord'), names.planets[n.lord] ?? n.lord],
            ['deity', t('facts.deity'), n.deity[locale]],
            ['symbol', t('facts.symbol'), n.symbol[locale]],
            ['gana', t('facts.gana'), names.ganas[n.gana] ?? n.gana],
            ['nadi', t('facts.nadi'), names.nadis[n.nadi] ?? n.nadi],
            ['yoni', t('facts.yoni'), n.yoni.label[locale]],
            ['span', t('facts.span'), n.span[locale]],
          ];
          if (moon) {
            facts.push([
              'moon',
              t('facts.moon'),
              t('moonPosition', { degree: degreeText(moon.degree), sign: names.signs[String(moon.sign)] ?? '' }),
            ]);
          }
          return (
            <section
              ref={resultRef}
              tabIndex={-1}
              className={tp.result}
              aria-labelledby={`${id}-heading`}
              data-testid="nakshatra-result"
              data-nakshatra={n.key}
              data-pada={n.pada}
            >
              <h2 id={`${id}-heading`} className={tp.resultHeading}>
                {t('resultHeading')}
              </h2>
              <p className={s.personLine}>
                <strong>{value.name}</strong>
                <span className={s.personMeta}>
                  {birthDateText(value, locale)}, {birthTimeText(value, locale)}, {value.place.label}
                </span>
              </p>
              <div className={tp.panel}>
                <div className={s.panelHead}>
                  <p className={s.bigName} data-testid="nakshatra-name">
                    {n.name[locale]}
                  </p>
                  {n.pada !== undefined && (
                    <span className={`${s.badge} ${s['badge-okay']}`} data-testid="nakshatra-pada">
                      {t('pada', { pada: n.pada })}
                    </span>
                  )}
                </div>
                <p>{n.description[locale]}</p>
                <dl className={s.facts}>
                  {facts.map(([key, label, text]) => (
                    <div key={key} className={s.fact} data-fact={key}>
                      <dt>{label}</dt>
                      <dd>{text}</dd>
                    </div>
                  ))}
                </dl>
                <h3 className={s.subheading}>{t('goodFor')}</h3>
                <p>{n.goodFor[locale]}</p>
                {nakshatraHref && (
                  <p className={s.more}>
                    <Link href={nakshatraHref.replace('{key}', n.key)} data-testid="nakshatra-link">
                      {t('readMore', { name: n.name[locale] })}
                    </Link>
                  </p>
                )}
              </div>
              <CalcSettings
                zones={[{ name: value.name, zone: value.place.timezone, utcOffset: value.place.utcOffset }]}
              />
            </section>
          );
        })()}
    </>
  );
}
