import type { FaqEntry } from './faq-json-ld';
import s from './faq.module.css';

/** `card`: each question on its own raised card. `plain`: a quiet list divided by rules. */
export type FaqVariant = 'card' | 'plain';

/**
 * The FAQ accordion, with no script: each question is the `<summary>` of a `<details>` (a heading
 * inside it) and its answer a section named by the question, so a region. The items share a
 * `name`, so the browser keeps at most one answer open. The answers are in the server-rendered
 * HTML, so search engines and the JSON-LD see the same text the reader opens.
 *
 * @param group the `name` the items share: unique on the page (one per FAQ set)
 */
export function FaqAccordion({
  items,
  variant,
  group,
}: {
  items: readonly FaqEntry[];
  variant: FaqVariant;
  group: string;
}) {
  return (
    <div className={`${s.list} ${variant === 'card' ? s.card : s.plain}`} data-variant={variant}>
      {items.map((item, i) => {
        const questionId = `${group}-q${i}`;
        return (
          <details key={item.key} name={group} className={s.item} data-faq-item={item.key}>
            <summary className={s.toggle}>
              <h3 id={questionId} className={s.question}>
                {item.question}
              </h3>
            </summary>
            <section aria-labelledby={questionId} className={s.answer}>
              <p>{item.answer}</p>
            </section>
          </details>
        );
      })}
    </div>
  );
}
