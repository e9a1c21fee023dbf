'use client';

import type { KootaAttribute } from '@drishti/engine/matching/kootas';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { BirthValue } from '../birth-form/types';
import tp from '../tool-page/tool-page.module.css';
import { birthDateText, birthTimeText } from './birth-text';
import { CalcSettings } from './calc-settings';
import s from './matching.module.css';
import {
  afflictedFrom,
  bandTone,
  type KootaRowView,
  KOOTA_ORDER,
  kootaRows,
  type MangalStatus,
  type MatchAnswer,
  manglikPairing,
  manglikState,
  pointsText,
  verdictBand,
} from './model';

/** Names the result needs that come from the content package (built on the server). */
export interface MatchNames {
  /** Koota attribute values, keyed `koota:value`. */
  attributes: Readonly<Record<string, string>>;
  /** Sign names by number 1–12. */
  signs: Readonly<Record<string, string>>;
  /** Nakshatra names by number 1–27. */
  nakshatras: Readonly<Record<string, string>>;
  /** Nadi names by key. */
  nadis: Readonly<Record<string, string>>;
}

/** Paths (without the locale prefix) linked from the result, only for pages this build has. */
export interface MatchLinks {
  mangalDosha?: string;
  astrologer?: string;
}

const list = (items: string[], locale: string) =>
  new Intl.ListFormat(locale === 'hi' ? 'hi' : 'en', { style: 'long', type: 'conjunction' }).format(items);

/** The matchmaking result: score and verdict, conclusion, the koota table, manglik status, doshas. */
export function MatchResult({
  answer,
  boy,
  girl,
  names,
  links,
  headingId,
}: {
  answer: MatchAnswer;
  boy: BirthValue;
  girl: BirthValue;
  names: MatchNames;
  links: MatchLinks;
  headingId: string;
}) {
  const t = useTranslations('matching');
  const locale = useLocale();
  const band = verdictBand(answer.total);
  const tone = bandTone(band);
  const rows = kootaRows(answer, {
    kootaNames: Object.fromEntries(KOOTA_ORDER.map((k) => [k, t(`kootas.${k}`)])) as Record<KootaAttribute, string>,
    meanings: Object.fromEntries(
      answer.kootas.map((k) => [k.meaning, t.has(`meanings.${k.meaning}`) ? t(`meanings.${k.meaning}`) : k.meaning]),
    ),
    attributes: names.attributes,
  });
  const people = [
    { key: 'boy' as const, value: boy, moon: answer.moons.boy, manglik: answer.manglik.boy },
    { key: 'girl' as const, value: girl, moon: answer.moons.girl, manglik: answer.manglik.girl },
  ];
  const pairing = manglikPairing(answer.manglik.boy, answer.manglik.girl);
  const { nadi, bhakoot } = answer.doshas;

  return (
    <>
      <h2 id={headingId} className={tp.resultHeading}>
        {t('result.heading')}
      </h2>

      <ul className={s.people} data-testid="match-people">
        {people.map((p) => (
          <li key={p.key} className={s.personLine}>
            <span className={s.personRole}>{t(`person.${p.key}`)}</span> <strong>{p.value.name}</strong>
            <span className={s.personMeta}>
              {t('person.details', {
                date: birthDateText(p.value, locale === 'hi' ? 'hi' : 'en'),
                time: birthTimeText(p.value, locale === 'hi' ? 'hi' : 'en'),
                place: p.value.place.label,
              })}
            </span>
            <span className={s.personMeta}>
              {t('person.moon', {
                sign: names.signs[String(p.moon.sign)] ?? String(p.moon.sign),
                nakshatra: names.nakshatras[String(p.moon.nakshatra)] ?? String(p.moon.nakshatra),
                pada: p.moon.pada,
              })}
            </span>
          </li>
        ))}
      </ul>

      <section className={`${s.score} ${s[`tone-${tone}`]}`} aria-labelledby={`${headingId}-score`}>
        <h3 id={`${headingId}-score`} className={s.scoreLabel}>
          {t('result.scoreLabel')}
        </h3>
        <p className={s.scoreValue} data-testid="match-total" data-total={answer.total}>
          {t('result.scoreValue', { total: pointsText(answer.total), outOf: answer.outOf })}
        </p>
        <div className={s.scoreBar} aria-hidden="true">
          <div className={s.scoreFill} style={{ width: `${Math.min(100, (answer.total / answer.outOf) * 100)}%` }} />
        </div>
        <p className={s.verdict} data-testid="match-verdict" data-band={band}>
          <span className={`${s.badge} ${s[`badge-${tone}`]}`}>{t(`result.verdict.${band}`)}</span>
        </p>
        <p className={s.verdictText}>{t(`result.verdictText.${band}`)}</p>
      </section>

      <section className={tp.panel} aria-labelledby={`${headingId}-conclusion`} data-testid="match-conclusion">
        <h3 id={`${headingId}-conclusion`}>{t('conclusion.heading')}</h3>
        <p className={s.conclusionTitle} data-conclusion={answer.conclusion}>
          {t(`conclusion.title.${answer.conclusion}`)}
        </p>
        <p>{t(`conclusion.text.${answer.conclusion}`)}</p>
        {answer.concerns.length > 0 && (
          <>
            <h4 className={s.subheading}>{t('concerns.heading')}</h4>
            <ul className={s.bullets} data-testid="match-concerns">
              {answer.concerns.map((c) => (
                <li key={c}>{t(`concerns.${c}`)}</li>
              ))}
            </ul>
          </>
        )}
      </section>

      <KootaTable
        rows={rows}
        total={answer.total}
        outOf={answer.outOf}
        boy={boy.name}
        girl={girl.name}
        id={headingId}
      />

      <section className={tp.panel} aria-labelledby={`${headingId}-manglik`} data-testid="match-manglik">
        <h3 id={`${headingId}-manglik`}>{t('manglik.heading')}</h3>
        <div className={s.manglikGrid}>
          {people.map((p) => (
            <ManglikCard
              key={p.key}
              role={t(`person.${p.key}`)}
              name={p.value.name}
              status={p.manglik}
              testId={`manglik-${p.key}`}
            />
          ))}
        </div>
        <p className={s.pairing} data-pairing={pairing}>
          {t(`manglik.pairing.${pairing}`)}
        </p>
        {links.mangalDosha && (
          <p className={s.more}>
            <Link href={links.mangalDosha}>{t('manglik.readMore')}</Link>
          </p>
        )}
      </section>

      <section className={tp.panel} aria-labelledby={`${headingId}-doshas`} data-testid="match-doshas">
        <h3 id={`${headingId}-doshas`}>{t('doshas.heading')}</h3>
        <p>
          {nadi.present
            ? t('doshas.nadi', { nadi: names.nadis[nadi.nadi ?? ''] ?? nadi.nadi ?? '' })
            : t('doshas.nadiNone')}
        </p>
        {nadi.present && (
          <p className={s.muted}>
            {nadi.exceptions.length > 0
              ? t('doshas.exceptionsLead', {
                  list: list(
                    nadi.exceptions.map((e) => t(`doshas.exceptions.${e}`)),
                    locale,
                  ),
                })
              : t('doshas.noExceptions')}
          </p>
        )}
        <p>
          {bhakoot.present && bhakoot.kind
            ? t('doshas.bhakoot', { kind: t(`doshas.kinds.${bhakoot.kind}`) })
            : t('doshas.bhakootNone')}
        </p>
        {bhakoot.present && (
          <p className={s.muted}>
            {bhakoot.exceptions.length > 0
              ? t('doshas.exceptionsLead', {
                  list: list(
                    bhakoot.exceptions.map((e) => t(`doshas.exceptions.${e}`)),
                    locale,
                  ),
                })
              : t('doshas.noExceptions')}
          </p>
        )}
        {(nadi.present || bhakoot.present) && <p className={tp.note}>{t('doshas.pointsNote')}</p>}
      </section>

      <CalcSettings
        houses
        zones={[boy, girl].map((v) => ({ name: v.name, zone: v.place.timezone, utcOffset: v.place.utcOffset }))}
      />

      <p className={tp.note}>{t('perspective')}</p>
      {links.astrologer && (
        <p className={s.more}>
          <Link href={links.astrologer} className="button">
            {t('talk')}
          </Link>
        </p>
      )}
    </>
  );
}

function KootaTable({
  rows,
  total,
  outOf,
  boy,
  girl,
  id,
}: {
  rows: KootaRowView[];
  total: number;
  outOf: number;
  boy: string;
  girl: string;
  id: string;
}) {
  const t = useTranslations('matching.table');
  const captionId = `${id}-table-caption`;
  return (
    <section aria-labelledby={`${id}-table`} className={s.tableSection}>
      <h3 id={`${id}-table`}>{t('heading')}</h3>
      <p className={`${s.muted} ${s.scrollHint}`}>{t('scrollHint')}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className={s.tableWrap} aria-labelledby={captionId} tabIndex={0}>
        <table className={s.table} data-testid="koota-table">
          <caption id={captionId}>{t('caption', { boy, girl })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.attribute')}</th>
              <th scope="col">{t('columns.male')}</th>
              <th scope="col">{t('columns.female')}</th>
              <th scope="col" className={s.num}>
                {t('columns.received')}
              </th>
              <th scope="col" className={s.num}>
                {t('columns.total')}
              </th>
              <th scope="col">{t('columns.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.attribute} data-koota={r.attribute} data-received={r.received}>
                <th scope="row">{r.name}</th>
                <td>{r.male}</td>
                <td>{r.female}</td>
                <td className={`${s.num} ${s[`points-${r.score}`]}`}>{pointsText(r.received)}</td>
                <td className={s.num}>{pointsText(r.total)}</td>
                <td className={s.meaning}>{r.meaning}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('total')}
              </th>
              <td className={s.num} data-testid="table-total">
                {pointsText(total)}
              </td>
              <td className={s.num}>{outOf}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </section>
    </section>
  );
}

function ManglikCard({
  role,
  name,
  status,
  testId,
}: {
  role: string;
  name: string;
  status: MangalStatus;
  testId: string;
}) {
  const t = useTranslations('matching');
  const locale = useLocale();
  const state = manglikState(status);
  const refs = afflictedFrom(status);
  const tone = state === 'present' ? 'bad' : state === 'cancelled' ? 'okay' : 'good';
  return (
    <div className={s.manglikCard} data-testid={testId} data-state={state}>
      <p className={s.manglikName}>
        <span className={s.personRole}>{role}</span> <strong>{name}</strong>
      </p>
      <p>
        <span className={`${s.badge} ${s[`badge-${tone}`]}`}>{t(`manglik.state.${state}`)}</span>
      </p>
      <p className={s.small}>
        {refs.length > 0
          ? t('manglik.from', {
              refs: list(
                refs.map((r) => t(`manglik.refs.${r}`)),
                locale,
              ),
            })
          : t('manglik.notFrom')}
      </p>
      {status.present && status.cancellations.length > 0 && (
        <p className={s.small}>
          {t('manglik.cancelledBy', {
            list: list(
              status.cancellations.map((c) => (t.has(`cancellations.${c}`) ? t(`cancellations.${c}`) : c)),
              locale,
            ),
          })}
        </p>
      )}
    </div>
  );
}
