'use client';

import { Cookie } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type ConsentChoice, readConsent, saveConsent } from '@/lib/analytics';
import s from './consent.module.css';

export interface ConsentLabels {
  label: string;
  text: string;
  accept: string;
  decline: string;
  settings: string;
  current: Record<ConsentChoice, string>;
}

/**
 * Asks once for marketing consent (Accept / Decline), remembered in the drishti_consent cookie.
 * It renders nothing on the server, so it never delays the first paint, and appears after
 * hydration only for visitors who have not chosen. Once chosen, a small "Cookie settings" button
 * at the very end of the page reopens it.
 */
export function ConsentControl({ labels }: { labels: ConsentLabels }) {
  // undefined: not read yet (server and first render); null: no choice yet.
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const settings = useRef<HTMLButtonElement>(null);
  const firstButton = useRef<HTMLButtonElement>(null);
  const reopened = useRef(false);
  const textId = useId();

  useEffect(() => {
    const stored = readConsent(document.cookie);
    setChoice(stored);
    setOpen(stored === null);
  }, []);

  useEffect(() => {
    if (open && reopened.current) firstButton.current?.focus();
    if (!open && reopened.current) settings.current?.focus();
  }, [open]);

  if (choice === undefined) return null;

  const decide = (value: ConsentChoice) => {
    saveConsent(value);
    setChoice(value);
    setOpen(false);
  };

  if (!open) {
    return (
      <div className={s.settingsBar}>
        <button
          ref={settings}
          type="button"
          className={s.settings}
          onClick={() => {
            reopened.current = true;
            setOpen(true);
          }}
          data-testid="consent-settings"
        >
          <Cookie aria-hidden="true" size={16} />
          {labels.settings}
        </button>
      </div>
    );
  }

  return (
    <section className={s.banner} aria-label={labels.label} aria-describedby={textId} data-testid="consent-banner">
      <div className={s.inner}>
        <p id={textId} className={s.text}>
          {labels.text}
          {choice && <span className={s.current}> {labels.current[choice]}</span>}
        </p>
        <div className={s.actions}>
          <button
            ref={firstButton}
            type="button"
            className={`button ${s.accept}`}
            onClick={() => decide('granted')}
            data-testid="consent-accept"
          >
            {labels.accept}
          </button>
          <button type="button" className={s.decline} onClick={() => decide('denied')} data-testid="consent-decline">
            {labels.decline}
          </button>
        </div>
      </div>
    </section>
  );
}
