import {
  kaalSarpDosha,
  kaalSarpTypes,
  type MangalCancellationKey,
  mangalDosha,
  yogas as yogaTexts,
} from '@drishti/content/doshas';
import { nakshatraByIndex } from '@drishti/content/nakshatras';
import { DIGNITY_LABELS, planet as planetContent } from '@drishti/content/planets';
import {
  antardashaNote,
  ascendantTexts,
  dignityNotes,
  fill,
  type HouseNumber,
  mahadashaTexts,
  moonSignNotes,
  planetInHouse,
  planetInSign,
  reportHeadings,
  type SignNumber,
  reportTags,
} from '@drishti/content/report';
import type { Bilingual, Locale } from '@drishti/content/types';
import { zodiacByIndex } from '@drishti/content/zodiac';
import type { MangalCancellation } from '@drishti/engine/doshas';
import { vimshottariAt, vimshottariMahadashas } from '@drishti/engine/dasha';
import { PLANET_KEYS, type PlanetKey, signLord } from '@drishti/engine/zodiac';
import type { Birth } from '@drishti/engine/birth';
import type { Kundali } from '@drishti/engine/kundali';
import { yogasOf } from './kundali';

/** The engine's Mangal dosha cancellation ids and the content texts that explain them. */
const cancellationText: Record<MangalCancellation, MangalCancellationKey> = {
  'mars-own-sign': 'mars-own-sign',
  'mars-exalted': 'mars-exalted',
  'mars-in-leo-or-aquarius': 'mars-in-leo-or-aquarius',
  'exempt-house-sign': 'house-sign-exemption',
  'jupiter-conjunct-mars': 'jupiter-aspect',
  'jupiter-aspects-mars': 'jupiter-aspect',
  'moon-conjunct-mars': 'mars-with-moon',
  'benefic-in-lagna': 'benefic-in-lagna',
};

export interface ReportSection {
  key: 'ascendant' | 'moon' | 'planets' | 'yogas' | 'doshas' | 'dasha';
  heading: string;
  paragraphs: string[];
  items?: { title: string; text: string; tags?: string[] }[];
}

export interface KundaliReport {
  locale: Locale;
  title: string;
  sections: ReportSection[];
  disclaimer: string;
}

/**
 * The readable kundali report in one language: ascendant, Moon sign and nakshatra, each planet
 * by sign and house with its dignity, the yogas found, the doshas with their cancellations and
 * remedies, and the running dasha periods interpreted. Every text comes from the content package.
 */
export function kundaliReport(birth: Birth, k: Kundali, locale: Locale, atMs: number): KundaliReport {
  const t = (b: Bilingual) => b[locale];
  const h = (key: keyof typeof reportHeadings) => t(reportHeadings[key]);
  const c = k.chart;
  const signName = (s: number) => t(zodiacByIndex(s).name);
  const planetName = (p: PlanetKey) => t(planetContent(p).name);
  const date = (ms: number) =>
    new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: typeof birth.zone === 'string' ? birth.zone : 'UTC',
    }).format(new Date(ms));

  const asc = c.ascendant.sign as SignNumber;
  const sections: ReportSection[] = [];
  sections.push({
    key: 'ascendant',
    heading: h('ascendant'),
    paragraphs: [
      `${h('ascendant')}: ${signName(asc)} · ${h('ascendantLord')}: ${planetName(signLord(asc))}`,
      t(ascendantTexts[asc].summary),
    ],
  });

  const moon = c.planets.MO;
  const nak = nakshatraByIndex(moon.nakshatra);
  sections.push({
    key: 'moon',
    heading: h('moonSignNakshatra'),
    paragraphs: [
      `${h('moonSign')}: ${signName(moon.sign)} · ${h('nakshatra')}: ${t(nak.name)} · ${h('pada')} ${moon.pada}`,
      t(moonSignNotes[moon.sign as SignNumber]),
      t(nak.description),
    ],
  });

  sections.push({
    key: 'planets',
    heading: h('planets'),
    paragraphs: [],
    items: PLANET_KEYS.map((p) => {
      const pl = c.planets[p];
      const state = k.states[p];
      const texts = [t(planetInHouse[p][pl.house as HouseNumber])];
      if (p !== 'RA' && p !== 'KE') texts.push(t(planetInSign[p][pl.sign as SignNumber]));
      if (p !== 'RA' && p !== 'KE') texts.push(t(dignityNotes[state.dignity]));
      if (state.combust) texts.push(t(dignityNotes.combust));
      if (pl.retrograde && p !== 'RA' && p !== 'KE') texts.push(t(dignityNotes.retrograde));
      return {
        title: `${planetName(p)} · ${signName(pl.sign)} · ${h('house')} ${pl.house}`,
        text: texts.join(' '),
        tags: [
          t(DIGNITY_LABELS[state.dignity]),
          ...(state.combust ? [h('combust')] : []),
          ...(pl.retrograde ? [t(reportTags.retrograde)] : []),
        ],
      };
    }),
  });

  const found = yogasOf(k);
  const yogaItems = found.map((y) => {
    const text = yogaTexts.find((x) => x.key === y.key)!;
    return {
      title: `${t(text.name)} (${y.planets.map(planetName).join(', ')})`,
      text: `${t(text.rule)} ${t(text.effect)}`,
      ...(y.weakened ? { tags: [t(reportTags.weakened)] } : {}),
    };
  });
  sections.push({
    key: 'yogas',
    heading: h('yogas'),
    paragraphs: found.length === 0 ? [h('noYogas')] : [],
    items: yogaItems,
  });

  const mangal = k.doshas.mangal;
  const doshaItems: { title: string; text: string; tags?: string[] }[] = [];
  const mangalStatus = !mangal.present
    ? h('notManglik')
    : mangal.effective
      ? h('manglik')
      : `${h('manglik')} · ${h('cancelledBy')}`;
  doshaItems.push({
    title: `${t(mangalDosha.title)}: ${mangalStatus}`,
    text: [
      t(mangalDosha.what),
      ...(mangal.present
        ? [...new Set(mangal.cancellations.map((x) => cancellationText[x]))].map((key) => {
            const c2 = mangalDosha.cancellations.find((x) => x.key === key)!;
            return `${t(c2.title)}: ${t(c2.text)}`;
          })
        : []),
      ...(mangal.effective ? mangalDosha.remedies.slice(0, 4).map((r) => `${t(r.title)}: ${t(r.text)}`) : []),
      t(mangalDosha.perspective),
    ].join('\n\n'),
    tags: [mangal.effective ? h('manglik') : mangal.present ? t(reportTags.manglikCancelled) : h('notManglik')],
  });
  const ks = k.doshas.kaalSarp;
  const ksType = ks.type ? kaalSarpTypes.find((x) => x.key === ks.type) : undefined;
  doshaItems.push({
    title: `${t(kaalSarpDosha.title)}: ${ks.present ? `${h('present')}${ksType ? ` (${t(ksType.name)})` : ''}` : ks.kind === 'partial' ? h('partial') : h('notPresent')}`,
    text: [
      t(kaalSarpDosha.what),
      ...(ks.present && ksType ? [t(ksType.description)] : []),
      ...(ks.kind === 'partial' ? [t(kaalSarpDosha.partial)] : []),
      ...(ks.present ? kaalSarpDosha.remedies.slice(0, 4).map((r) => `${t(r.title)}: ${t(r.text)}`) : []),
      t(kaalSarpDosha.perspective),
    ].join('\n\n'),
    tags: [
      t(ks.present ? reportTags.kaalSarp : ks.kind === 'partial' ? reportTags.kaalSarpPartial : reportTags.noKaalSarp),
    ],
  });
  sections.push({ key: 'doshas', heading: h('doshas'), paragraphs: [], items: doshaItems });

  const mahas = vimshottariMahadashas(moon.longitude, birth.utcMs, birth.yearDays);
  const [maha, antar] = vimshottariAt(mahas, atMs, 2);
  const dashaParagraphs: string[] = [];
  const dashaItems: { title: string; text: string }[] = [];
  if (maha && antar) {
    dashaParagraphs.push(
      `${h('currentPeriod')}: ${planetName(maha.lord)} ${h('mahadasha')} · ${planetName(antar.lord)} ${h('antardasha')}`,
    );
    dashaItems.push({
      title: `${planetName(maha.lord)} ${h('mahadasha')} · ${fill(t(reportHeadings.fromTo), { start: date(maha.start), end: date(maha.end) })}`,
      text: t(mahadashaTexts[maha.lord]),
    });
    dashaItems.push({
      title: `${planetName(antar.lord)} ${h('antardasha')} · ${fill(t(reportHeadings.fromTo), { start: date(antar.start), end: date(antar.end) })}`,
      text: fill(t(antardashaNote), { maha: planetName(maha.lord), antar: planetName(antar.lord) }),
    });
    const next = mahas.find((m) => m.start >= maha.end);
    if (next) {
      dashaItems.push({
        title: `${planetName(next.lord)} ${h('mahadasha')} · ${fill(t(reportHeadings.fromTo), { start: date(next.start), end: date(next.end) })}`,
        text: t(mahadashaTexts[next.lord]),
      });
    }
  }
  sections.push({ key: 'dasha', heading: h('dashaPeriods'), paragraphs: dashaParagraphs, items: dashaItems });

  return { locale, title: h('title'), sections, disclaimer: h('disclaimer') };
}
