'use client';

import { useId, useState } from 'react';
import type { FaqEntry } from './faq-json-ld';
import { nextOpen } from './faq-state';
import s from './faq.module.css';

/** `card`: each question on its own raised card. `plain`: a quiet list divided by rules. */
export type FaqVariant = 'card' | 'plain';

/**
 * The FAQ accordion: questions are buttons inside headings, each controlling its answer (a section named by
 * its question, so a region).
 * At most one answer is open at a time. The answers are in the server-rendered HTML (hidden), so
 * search engines and the JSON-LD see the same text the reader opens.
 */
export function FaqAccordion({ items, variant }: { items: readonly FaqEntry[]; variant: FaqVariant }) {
  const [open, setOpen] = useState<string | null>(null);
  const base = useId();
  return (
    <div className={`${s.list} ${variant === 'card' ? s.card : s.plain}`} data-variant={variant}>
      {items.map((item, i) => {
        const isOpen = open === item.key;
        const questionId = `${base}q${i}`;
        const answerId = `${base}a${i}`;
        return (
          <div key={item.key} className={s.item} data-faq-item={item.key}>
            <h3 className={s.question}>
              <button
                type="button"
                id={questionId}
                className={s.toggle}
                aria-expanded={isOpen}
                aria-controls={answerId}
                onClick={() => setOpen((current) => nextOpen(current, item.key))}
              >
                {item.question}
              </button>
            </h3>
            <section id={answerId} aria-labelledby={questionId} className={s.answer} hidden={!isOpen}>
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
