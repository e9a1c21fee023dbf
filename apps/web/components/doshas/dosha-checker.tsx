'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { Link } from '@/i18n/navigation';
import type { BirthValue } from '../birth-form/types';
import { birthDateText, birthTimeText } from '../matching/birth-text';
import { BirthToolFrame } from '../matching/birth-tool-frame';
import { CalcSettings } from '../matching/calc-settings';
import m from '../matching/matching.module.css';
import { useBirthTool } from '../matching/use-api-call';
import tp from '../tool-page/tool-page.module.css';
import type { ErrorLabels } from '../ui/error-state';
import { isKundaliDetails, type KundaliDetails } from './model';

const PATH = '/api/users/astrology/kundali-details';

/**
 * A dosha checker's shell: birth details → the engine's doshas through `kundali-details`, shown
 * under the person's line with the calculation settings and an optional link onwards. The checker
 * gives its texts, its announcement and its answer.
 */
export function DoshaChecker({
  idPrefix,
  initial,
  texts,
  announce,
  more,
  errorLabels,
  children,
}: {
  /** Names the form's fields and the result's test id (`<idPrefix>-result`). */
  idPrefix: string;
  initial: BirthValue | null;
  texts: { formLegend: string; submit: string; loading: string; heading: string };
  announce: (data: KundaliDetails) => string;
  more?: { href: string; label: string };
  errorLabels: ErrorLabels;
  /** The answer, given the data and the id the result's headings derive from. */
  children: (data: KundaliDetails, headingId: string) => ReactNode;
}) {
  const tm = useTranslations('matching');
  const locale = useLocale() === 'hi' ? 'hi' : 'en';
  const id = useId();
  const tool = useBirthTool(locale, PATH, isKundaliDetails, initial);
  const { state, value, resultRef } = tool;

  return (
    <>
      <BirthToolFrame
        tool={tool}
        idPrefix={idPrefix}
        legend={texts.formLegend}
        submitLabel={texts.submit}
        loadingText={texts.loading}
        announce={announce}
        errorLabels={errorLabels}
      />
      {state.status === 'done' && value && (
        <section
          ref={resultRef}
          tabIndex={-1}
          className={tp.result}
          aria-labelledby={`${id}-heading`}
          data-testid={`${idPrefix}-result`}
        >
          <h2 id={`${id}-heading`} className={tp.resultHeading}>
            {texts.heading}
          </h2>
          <p className={m.personLine}>
            <strong>{value.name}</strong>
            <span className={m.personMeta}>
              {tm('person.details', {
                date: birthDateText(value, locale),
                time: birthTimeText(value, locale),
                place: value.place.label,
              })}
            </span>
          </p>
          {children(state.data, id)}
          <CalcSettings
            ayanamsa={state.data.birth.ayanamsa}
            node={state.data.birth.node}
            houses
            zones={[
              {
                name: value.name,
                zone: state.data.birth.timezone ?? value.place.timezone,
                utcOffset: state.data.birth.utcOffset,
              },
            ]}
          />
          {more && (
            <p className={m.more}>
              <Link href={more.href}>{more.label}</Link>
            </p>
          )}
        </section>
      )}
    </>
  );
}
