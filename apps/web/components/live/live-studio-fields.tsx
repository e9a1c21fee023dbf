'use client';

import { useTranslations } from 'next-intl';
import f from '@/components/registration/forms.module.css';
import s from './live.module.css';

/** The studio form's "when" choice (now or later, with the start time in India time). */
export function WhenFields({ when, setWhen }: { when: 'now' | 'later'; setWhen: (w: 'now' | 'later') => void }) {
  const t = useTranslations('live.studio');
  return (
    <>
      <fieldset className={f.field}>
        <legend className={f.label}>{t('form.when')}</legend>
        <div className={s.row}>
          <label>
            <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> {t('form.now')}
          </label>
          <label>
            <input
              type="radio"
              name="when"
              checked={when === 'later'}
              onChange={() => setWhen('later')}
              data-testid="studio-later"
            />{' '}
            {t('form.later')}
          </label>
        </div>
      </fieldset>
      {when === 'later' && (
        <label className={f.field}>
          <span className={f.label}>{t('form.startsAt')}</span>
          <input type="datetime-local" name="startsAt" className={f.input} required />
        </label>
      )}
    </>
  );
}

/** The price a minute for joining the call on stage (empty: the astrologer's consultation price). */
export function StagePriceField() {
  const t = useTranslations('live.studio');
  return (
    <label className={f.field}>
      <span className={f.label}>{t('form.stagePrice')}</span>
      <input
        type="number"
        name="stagePricePerMinute"
        className={f.input}
        min={1}
        max={1000}
        step={1}
        inputMode="numeric"
        aria-describedby="studio-stage-price-hint"
        data-testid="studio-stage-price"
      />
      <span id="studio-stage-price-hint" className={f.hint}>
        {t('form.stagePriceHint')}
      </span>
    </label>
  );
}

/** The form's stage price as the API takes it: absent when left empty. */
export function stagePriceOf(value: string): { stagePricePerMinute?: number } {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n > 0 ? { stagePricePerMinute: n } : {};
}
