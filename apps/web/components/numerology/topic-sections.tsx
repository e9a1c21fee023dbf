import {
  CHALDEAN_COMPOUNDS,
  COMPOUND_TONES,
  DIGITS,
  KABBALAH_LETTERS,
  karmicDebtNumbers,
  kuaNumbers,
  loShuArrows,
  masterNumbers,
  missingNumbers,
  numberMeanings,
  personalYears,
} from '@drishti/content/numerology';
import { foodsByNumber, healthByNumber, type NumerologyTopic } from '@drishti/content/pages/numerology';
import type { Locale } from '@drishti/content/types';
import { NUMBER_FRIENDS } from '@drishti/engine/numerology/friendship';
import { CHALDEAN_VALUES } from '@drishti/engine/numerology/name';
import type { ReactNode } from 'react';
import s from '@/components/content-page/content-page.module.css';
import { LoShuSquare } from '@/components/content-page/lo-shu-square';
import { Link } from '@/i18n/navigation';
import { numberHref } from '@/lib/content-routes';

/** The translator of the content.topic messages. */
export type TopicTranslator = (key: string, values?: Record<string, string | number>) => string;
type T = TopicTranslator;

/** The letters of the Chaldean chart grouped by value 1–8, in the spec's order. */
function chaldeanRows(): [number, string[]][] {
  const rows = new Map<number, string[]>();
  for (const [letter, value] of Object.entries(CHALDEAN_VALUES)) rows.set(value, [...(rows.get(value) ?? []), letter]);
  return [...rows.entries()].sort((a, b) => a[0] - b[0]);
}

/** "1 · Sun" */
const numberLabel = (n: (typeof DIGITS)[number], locale: Locale) => `${n} · ${numberMeanings[n].planet[locale]}`;

/** The data a topic page shows under one of its sections (cards, tables), or nothing. */
export function sectionData(slug: NumerologyTopic['slug'], key: string, locale: Locale, t: T): ReactNode {
  switch (`${slug}/${key}`) {
    case 'life-path-number/meanings':
      return (
        <ul className={s.cards} data-testid="life-paths">
          {DIGITS.map((n) => (
            <li key={n}>
              <div className={s.infoCard}>
                <span className={s.cardHead}>
                  <span className={s.cardNumber}>{n}</span>
                  <span className={s.cardTitle}>{numberMeanings[n].title[locale]}</span>
                </span>
                <p className={s.cardText}>{numberMeanings[n].lifePath[locale]}</p>
                <Link href={numberHref(n)}>{t('readNumber', { n })}</Link>
              </div>
            </li>
          ))}
        </ul>
      );
    case 'master-numbers/numbers':
      return (
        <ul className={s.cards} data-testid="master-numbers">
          {masterNumbers.map((m) => (
            <li key={m.number}>
              <div className={s.infoCard}>
                <span className={s.cardHead}>
                  <span className={s.cardNumber}>{m.number}</span>
                  <span>
                    <span className={s.cardTitle}>{m.title[locale]}</span>
                    <br />
                    <span className={s.cardMeta}>{t('reducesTo', { n: m.reducesTo })}</span>
                  </span>
                </span>
                <p>{m.meaning[locale]}</p>
                <dl>
                  <dt>{t('strengths')}</dt>
                  <dd>{m.strengths[locale]}</dd>
                  <dt>{t('challenges')}</dt>
                  <dd>{m.challenges[locale]}</dd>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      );
    case 'karmic-debt-numbers/numbers':
      return (
        <ul className={s.cards} data-testid="karmic-numbers">
          {karmicDebtNumbers.map((k) => (
            <li key={k.number}>
              <div className={s.infoCard}>
                <span className={s.cardHead}>
                  <span className={s.cardNumber}>{k.number}</span>
                  <span className={s.cardTitle}>{k.title[locale]}</span>
                </span>
                <p>{k.meaning[locale]}</p>
                <dl>
                  <dt>{t('lesson')}</dt>
                  <dd>{k.lesson[locale]}</dd>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      );
    case 'missing-numbers/numbers':
      return (
        <ul className={s.cards} data-testid="missing-numbers">
          {DIGITS.map((n) => {
            const m = missingNumbers[n];
            return (
              <li key={n}>
                <div className={s.infoCard}>
                  <span className={s.cardHead}>
                    <span className={s.cardNumber}>{n}</span>
                    <span className={s.cardTitle}>{m.quality[locale]}</span>
                  </span>
                  <p>{m.meaning[locale]}</p>
                  <dl>
                    <dt>{t('remedy')}</dt>
                    <dd>{m.remedy[locale]}</dd>
                  </dl>
                </div>
              </li>
            );
          })}
        </ul>
      );
    case 'missing-numbers/planes':
      return (
        <ul className={s.cards} data-testid="planes">
          {loShuArrows.map((a) => (
            <li key={a.key}>
              <div className={s.infoCard}>
                <span className={s.cardTitle}>{a.name[locale]}</span>
                <span className={s.cardMeta}>{t('cell', { numbers: a.numbers.join(' · ') })}</span>
                <dl>
                  <dt>{t('whenComplete')}</dt>
                  <dd>{a.strength[locale]}</dd>
                  <dt>{t('whenEmpty')}</dt>
                  <dd>{a.weakness[locale]}</dd>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      );
    case 'kua-number/numbers':
      return (
        <ul className={s.cards} data-testid="kua-numbers">
          {DIGITS.map((n) => {
            const k = kuaNumbers[n];
            return (
              <li key={n}>
                <div className={s.infoCard}>
                  <span className={s.cardHead}>
                    <span className={s.cardNumber}>{n}</span>
                    <span>
                      <span className={s.cardTitle}>{t('kua', { n })}</span>
                      <br />
                      <span className={s.cardMeta}>
                        {k.element[locale]} · {k.groupLabel[locale]}
                      </span>
                    </span>
                  </span>
                  <p>{k.summary[locale]}</p>
                  <dl>
                    <dt>{t('directions')}</dt>
                    <dd>{k.bestDirections[locale]}</dd>
                  </dl>
                </div>
              </li>
            );
          })}
        </ul>
      );
    case 'kabbalah/letters':
      return (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="kabbalah-letters">
            <caption>{t('hebrewChart')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('letter')}</th>
                <th scope="col">{t('value')}</th>
                <th scope="col">{t('sounds')}</th>
              </tr>
            </thead>
            <tbody>
              {KABBALAH_LETTERS.map((l) => (
                <tr key={l.letter}>
                  <th scope="row">
                    <span lang="he">{l.letter}</span> {l.name[locale]}
                  </th>
                  <td>{l.value}</td>
                  <td>{l.silentCarrier ? t('silentCarrier', { sounds: l.sounds }) : l.sounds}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'tamil/letters':
    case 'chaldean/letters':
      return (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="chaldean-letters">
            <caption>{t('letterChart')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('value')}</th>
                <th scope="col">{t('letters')}</th>
              </tr>
            </thead>
            <tbody>
              {chaldeanRows().map(([value, letters]) => (
                <tr key={value}>
                  <th scope="row">{value}</th>
                  <td>{letters.join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'chaldean/compound':
      return (
        <ul className={s.cards} data-testid="compound-numbers">
          {CHALDEAN_COMPOUNDS.map((c) => (
            <li key={c.number} data-number={c.number} data-tone={c.tone}>
              <div className={s.infoCard}>
                <span className={s.cardHead}>
                  <span className={s.cardNumber}>{c.number}</span>
                  <span>
                    <span className={s.cardTitle}>{c.title[locale]}</span>
                    <br />
                    <span className={s.cardMeta}>{COMPOUND_TONES[c.tone][locale]}</span>
                  </span>
                </span>
                <p className={s.cardText}>{c.meaning[locale]}</p>
              </div>
            </li>
          ))}
        </ul>
      );
    case 'tamil/planets':
      return (
        <ul className={s.cards} data-testid="number-planets">
          {DIGITS.map((n) => (
            <li key={n}>
              <Link href={numberHref(n)} className={s.cardLink}>
                <span className={s.cardHead}>
                  <span className={s.cardNumber} aria-hidden="true">
                    {n}
                  </span>
                  <span>
                    <span className={s.cardTitle}>{numberLabel(n, locale)}</span>
                    <br />
                    <span className={s.cardMeta}>{numberMeanings[n].title[locale]}</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      );
    case 'chinese/lo-shu':
      return <LoShuSquare label={t('loShu')} className={s.bodyArt} />;
    case 'marriage/friends':
      return (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="friendly-numbers">
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('friends')}</th>
              </tr>
            </thead>
            <tbody>
              {DIGITS.map((n) => (
                <tr key={n}>
                  <th scope="row">{numberLabel(n, locale)}</th>
                  <td>{(NUMBER_FRIENDS[n] ?? []).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'money/years':
      return (
        <ul className={s.cards} data-testid="personal-years">
          {DIGITS.map((n) => (
            <li key={n}>
              <div className={s.infoCard}>
                <span className={s.cardHead}>
                  <span className={s.cardNumber}>{n}</span>
                  <span>
                    <span className={s.cardTitle}>{personalYears[n].theme[locale]}</span>
                    <br />
                    <span className={s.cardMeta}>{t('personalYear', { n })}</span>
                  </span>
                </span>
                <p className={s.cardText}>{personalYears[n].text[locale]}</p>
              </div>
            </li>
          ))}
        </ul>
      );
    case 'career/careers':
      return (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="careers">
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('careers')}</th>
              </tr>
            </thead>
            <tbody>
              {DIGITS.map((n) => (
                <tr key={n}>
                  <th scope="row">{numberLabel(n, locale)}</th>
                  <td>{numberMeanings[n].careers[locale]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'food/foods':
      return (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="foods">
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('foods')}</th>
              </tr>
            </thead>
            <tbody>
              {DIGITS.map((n) => (
                <tr key={n}>
                  <th scope="row">{numberLabel(n, locale)}</th>
                  <td>{foodsByNumber[n][locale]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'health/body':
      return (
        <ul className={s.cards} data-testid="body-areas">
          {DIGITS.map((n) => (
            <li key={n}>
              <div className={s.infoCard}>
                <span className={s.cardHead}>
                  <span className={s.cardNumber}>{n}</span>
                  <span>
                    <span className={s.cardTitle}>{healthByNumber[n].areas[locale]}</span>
                    <br />
                    <span className={s.cardMeta}>{numberMeanings[n].planet[locale]}</span>
                  </span>
                </span>
                <dl>
                  <dt>{t('habit')}</dt>
                  <dd>{healthByNumber[n].habit[locale]}</dd>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      );
    default:
      return null;
  }
}
