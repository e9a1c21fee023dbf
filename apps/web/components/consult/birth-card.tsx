'use client';

import type { ConsultationViewData } from '@drishti/contracts/consultations';
import { ExternalLink } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Lang } from './api';
import s from './room.module.css';
import sh from './shared.module.css';
import { formatBirth, formatOffset, kundaliHref, localePath, upperFirst } from './model';

/** The user's birth details, shown to the astrologer during the consultation, with a link to the kundali. */
export function BirthCard({ locale, view, peer }: { locale: Lang; view: ConsultationViewData; peer: string }) {
  const t = useTranslations('consult.birth');
  const b = view.birth;
  const href = useMemo(() => (b ? kundaliHref(b) : null), [b]);
  return (
    <details className={s.birth} open data-testid="birth-card">
      <summary>{upperFirst(t('heading', { name: peer }))}</summary>
      {b ? (
        <>
          <dl className={`${sh.facts} ${s.birthFacts}`}>
            <div>
              <dt>{t('name')}</dt>
              <dd data-testid="birth-name">{b.name}</dd>
            </div>
            {b.gender && (
              <div>
                <dt>{t('gender')}</dt>
                <dd>{t(`genders.${b.gender === 'female' ? 'female' : b.gender === 'male' ? 'male' : 'other'}`)}</dd>
              </div>
            )}
            <div>
              <dt>{t('born')}</dt>
              {/* Date formats may differ a little between the server's and the browser's ICU. */}
              <dd suppressHydrationWarning>{`${formatBirth(b, locale)} (${formatOffset(b.tzone)})`}</dd>
            </div>
            <div>
              <dt>{t('place')}</dt>
              <dd>{b.place}</dd>
            </div>
          </dl>
          {href && (
            <a
              href={localePath(href, locale)}
              target="_blank"
              rel="noopener"
              className={sh.secondary}
              data-testid="birth-kundali"
            >
              <ExternalLink aria-hidden="true" size={18} />
              {t('kundali')}
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
          )}
        </>
      ) : (
        <p className={sh.muted}>{t('none')}</p>
      )}
    </details>
  );
}
