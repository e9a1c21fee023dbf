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

/** A card of a number: the number in a disc, its title (and a line under it), then what is said of it. */
function InfoCard({
  number,
  title,
  meta,
  children,
}: {
  number: ReactNode;
  title: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={s.infoCard}>
      <span className={s.cardHead}>
        <span className={s.cardNumber}>{number}</span>
        {meta === undefined ? (
          <span className={s.cardTitle}>{title}</span>
        ) : (
          <span>
            <span className={s.cardTitle}>{title}</span>
            <br />
            <span className={s.cardMeta}>{meta}</span>
          </span>
        )}
      </span>
      {children}
    </div>
  );
}

/** Terms and their texts as a definition list. */
function Terms({ items }: { items: [string, string][] }) {
  return <dl>{items.map(([term, text]) => [<dt key={`t-${term}`}>{term}</dt>, <dd key={`d-${term}`}>{text}</dd>])}</dl>;
}

/** A table with a header row; each row starts with its row heading. */
function Table({
  testId,
  caption,
  columns,
  rows,
}: {
  testId: string;
  caption?: string;
  columns: string[];
  rows: { key: string | number; head: ReactNode; cells: ReactNode[] }[];
}) {
  return (
    <div className={s.tableWrap}>
      <table className={s.table} data-testid={testId}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.head}</th>
              {r.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row are its columns, in order
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The numbers 1–9 (number and planet) against one text each, under a column label. */
function NumberTable({
  testId,
  column,
  value,
  locale,
  t,
}: {
  testId: string;
  column: string;
  value: (n: (typeof DIGITS)[number]) => string;
  locale: Locale;
  t: T;
}) {
  return (
    <Table
      testId={testId}
      columns={[t('number'), column]}
      rows={DIGITS.map((n) => ({ key: n, head: numberLabel(n, locale), cells: [value(n)] }))}
    />
  );
}

/** The data a topic page shows under one of its sections (cards, tables), or nothing. */
export function sectionData(slug: NumerologyTopic['slug'], key: string, locale: Locale, t: T): ReactNode {
  switch (`${slug}/${key}`) {
    case 'life-path-number/meanings':
      return (
        <ul className={s.cards} data-testid="life-paths">
          {DIGITS.map((n) => (
            <li key={n}>
              <InfoCard number={n} title={numberMeanings[n].title[locale]}>
                <p className={s.cardText}>{numberMeanings[n].lifePath[locale]}</p>
                <Link href={numberHref(n)}>{t('readNumber', { n })}</Link>
              </InfoCard>
            </li>
          ))}
        </ul>
      );
    case 'master-numbers/numbers':
      return (
        <ul className={s.cards} data-testid="master-numbers">
          {masterNumbers.map((m) => (
            <li key={m.number}>
              <InfoCard number={m.number} title={m.title[locale]} meta={t('reducesTo', { n: m.reducesTo })}>
                <p>{m.meaning[locale]}</p>
                <Terms
                  items={[
                    [t('strengths'), m.strengths[locale]],
                    [t('challenges'), m.challenges[locale]],
                  ]}
                />
              </InfoCard>
            </li>
          ))}
        </ul>
      );
    case 'karmic-debt-numbers/numbers':
      return (
        <ul className={s.cards} data-testid="karmic-numbers">
          {karmicDebtNumbers.map((k) => (
            <li key={k.number}>
              <InfoCard number={k.number} title={k.title[locale]}>
                <p>{k.meaning[locale]}</p>
                <Terms items={[[t('lesson'), k.lesson[locale]]]} />
              </InfoCard>
            </li>
          ))}
        </ul>
      );
    case 'missing-numbers/numbers':
      return (
        <ul className={s.cards} data-testid="missing-numbers">
          {DIGITS.map((n) => (
            <li key={n}>
              <InfoCard number={n} title={missingNumbers[n].quality[locale]}>
                <p>{missingNumbers[n].meaning[locale]}</p>
                <Terms items={[[t('remedy'), missingNumbers[n].remedy[locale]]]} />
              </InfoCard>
            </li>
          ))}
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
                <Terms
                  items={[
                    [t('whenComplete'), a.strength[locale]],
                    [t('whenEmpty'), a.weakness[locale]],
                  ]}
                />
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
                <InfoCard number={n} title={t('kua', { n })} meta={`${k.element[locale]} · ${k.groupLabel[locale]}`}>
                  <p>{k.summary[locale]}</p>
                  <Terms items={[[t('directions'), k.bestDirections[locale]]]} />
                </InfoCard>
              </li>
            );
          })}
        </ul>
      );
    case 'kabbalah/letters':
      return (
        <Table
          testId="kabbalah-letters"
          caption={t('hebrewChart')}
          columns={[t('letter'), t('value'), t('sounds')]}
          rows={KABBALAH_LETTERS.map((l) => ({
            key: l.letter,
            head: (
              <>
                <span lang="he">{l.letter}</span> {l.name[locale]}
              </>
            ),
            cells: [l.value, l.silentCarrier ? t('silentCarrier', { sounds: l.sounds }) : l.sounds],
          }))}
        />
      );
    case 'tamil/letters':
    case 'chaldean/letters':
      return (
        <Table
          testId="chaldean-letters"
          caption={t('letterChart')}
          columns={[t('value'), t('letters')]}
          rows={chaldeanRows().map(([value, letters]) => ({ key: value, head: value, cells: [letters.join(' ')] }))}
        />
      );
    case 'chaldean/compound':
      return (
        <ul className={s.cards} data-testid="compound-numbers">
          {CHALDEAN_COMPOUNDS.map((c) => (
            <li key={c.number} data-number={c.number} data-tone={c.tone}>
              <InfoCard number={c.number} title={c.title[locale]} meta={COMPOUND_TONES[c.tone][locale]}>
                <p className={s.cardText}>{c.meaning[locale]}</p>
              </InfoCard>
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
        <NumberTable
          testId="friendly-numbers"
          column={t('friends')}
          value={(n) => (NUMBER_FRIENDS[n] ?? []).join(', ')}
          locale={locale}
          t={t}
        />
      );
    case 'money/years':
      return (
        <ul className={s.cards} data-testid="personal-years">
          {DIGITS.map((n) => (
            <li key={n}>
              <InfoCard number={n} title={personalYears[n].theme[locale]} meta={t('personalYear', { n })}>
                <p className={s.cardText}>{personalYears[n].text[locale]}</p>
              </InfoCard>
            </li>
          ))}
        </ul>
      );
    case 'career/careers':
      return (
        <NumberTable
          testId="careers"
          column={t('careers')}
          value={(n) => numberMeanings[n].careers[locale]}
          locale={locale}
          t={t}
        />
      );
    case 'food/foods':
      return (
        <NumberTable testId="foods" column={t('foods')} value={(n) => foodsByNumber[n][locale]} locale={locale} t={t} />
      );
    case 'health/body':
      return (
        <ul className={s.cards} data-testid="body-areas">
          {DIGITS.map((n) => (
            <li key={n}>
              <InfoCard number={n} title={healthByNumber[n].areas[locale]} meta={numberMeanings[n].planet[locale]}>
                <Terms items={[[t('habit'), healthByNumber[n].habit[locale]]]} />
              </InfoCard>
            </li>
          ))}
        </ul>
      );
    default:
      return null;
  }
}
