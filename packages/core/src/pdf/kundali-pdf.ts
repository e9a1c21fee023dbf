import type { BirthRequest } from '@drishti/contracts/astrology';
import { GANAS, NADIS, NAKSHATRA_VARNAS, nakshatraByIndex, YONIS, type YoniAnimal } from '@drishti/content/nakshatras';
import {
  ADHIKA_LABEL,
  karanaName,
  LUNAR_MONTHS,
  MONTH_SYSTEMS,
  PAKSHAS,
  PANCHANG_LABELS,
  tithi,
  vara,
  YOGAS,
} from '@drishti/content/panchang-names';
import { DIGNITY_LABELS, type PlanetKey, planet, planetAbbr } from '@drishti/content/planets';
import type { Locale } from '@drishti/content/types';
import { zodiacByIndex } from '@drishti/content/zodiac';
import {
  ashtakavargaOf,
  basicDetails,
  chartById,
  kundaliDetails,
  kundaliReport,
  vimshottariDetails,
} from '../astrology/kundali';
import { A4, COLORS, PdfCanvas } from './canvas';
import { type ChartItem, type ChartSpec, type ChartStyle, drawChart } from './charts';
import { Flow, MARGIN, type TableRow } from './flow';
import {
  AYANAMSA_LABELS,
  GENDER_LABELS,
  label,
  NODE_LABELS,
  POSITION_LABELS,
  type PdfLabelKey,
  SIGN_ABBREVIATIONS,
  STYLE_LABELS,
  VASHYA_LABELS,
} from './labels';
import { wrapText } from './layout';
import type { Shaper } from './shaping';

/**
 * The downloadable kundali: A4 pages with the cover (who, when, where, the calculation
 * settings), basic and avakhada details with the panchang at birth and the planets, the lagna,
 * navamsa and Chandra charts in the chosen style, the Vimshottari maha and antar dashas with the
 * running ones marked, the sarvashtakavarga, and the readable report. Every number comes from
 * the same core services as the kundali API; every word is in the requested language.
 */

export interface KundaliPdfInput {
  birth: BirthRequest;
  name: string;
  gender?: 'male' | 'female' | 'other' | undefined;
  place?: string | undefined;
  lang: Locale;
  style: ChartStyle;
}

export interface KundaliPdfOptions {
  /** The moment the PDF is made: the running dashas and the "generated on" date. */
  now: Date;
  /** The site's address, printed in the footer. */
  siteUrl?: string;
  shaper?: Shaper;
}

const PLANETS: readonly PlanetKey[] = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE'];
const SEVEN: readonly PlanetKey[] = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA'];

/** The engine's Sanskrit yoni keys and the content's animals. */
const YONI_ANIMALS: Readonly<Record<string, YoniAnimal>> = {
  ashwa: 'horse',
  gaja: 'elephant',
  mesha: 'sheep',
  sarpa: 'serpent',
  shwan: 'dog',
  marjara: 'cat',
  mushaka: 'rat',
  gau: 'cow',
  mahisha: 'buffalo',
  vyaghra: 'tiger',
  mriga: 'deer',
  vanara: 'monkey',
  nakula: 'mongoose',
  simha: 'lion',
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 21.55931 → 21°33′33″ (degrees within the sign). */
export function dms(deg: number): string {
  let total = Math.round(deg * 3600);
  const s = total % 60;
  total = (total - s) / 60;
  const m = total % 60;
  const d = (total - m) / 60;
  return `${d}°${pad2(m)}′${pad2(s)}″`;
}

/** UTC as each language writes it (docs/HINDI-STYLE.md: यूटीसी in Hindi). */
const UTC_NAME: Record<Locale, string> = { en: 'UTC', hi: 'यूटीसी' };

/** 5.5 → UTC+05:30 (in Hindi यूटीसी+05:30). */
export function utcOffsetText(hours: number, locale: Locale = 'en'): string {
  const sign = hours < 0 ? '−' : '+';
  const minutes = Math.round(Math.abs(hours) * 60);
  return `${UTC_NAME[locale]}${sign}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

const COMPASS: Record<Locale, { N: string; S: string; E: string; W: string }> = {
  en: { N: 'N', S: 'S', E: 'E', W: 'W' },
  hi: { N: 'उत्तर', S: 'दक्षिण', E: 'पूर्व', W: 'पश्चिम' },
};

/** "28.6139° N, 77.2090° E" (in Hindi "28.6139° उत्तर, 77.2090° पूर्व"). */
export function coordinatesText(lat: number, lon: number, locale: Locale = 'en'): string {
  const d = COMPASS[locale];
  return `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? d.N : d.S}, ${Math.abs(lon).toFixed(4)}° ${lon >= 0 ? d.E : d.W}`;
}

/**
 * A time zone as the reader names it: the IANA name in English; in Hindi India's zone is भारतीय
 * समय and another zone its Hindi name, the IANA name only where the language has none.
 */
export function zoneText(zone: string, locale: Locale, atMs: number): string {
  if (locale !== 'hi') return zone;
  if (zone === 'Asia/Kolkata' || zone === 'Asia/Calcutta') return 'भारतीय समय';
  try {
    const name = new Intl.DateTimeFormat('hi-IN', { timeZone: zone, timeZoneName: 'long' })
      .formatToParts(atMs)
      .find((p) => p.type === 'timeZoneName')?.value;
    return name && !/^GMT/.test(name) ? name : zone;
  } catch {
    return zone;
  }
}

function formatters(locale: Locale, zone: string | null, offsetHours: number) {
  const intl = locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN';
  // A fixed offset (tzone) has no IANA name: shift the instant and format it as UTC.
  const timeZone = zone ?? 'UTC';
  const shift = zone ? 0 : offsetHours * 3_600_000;
  const make = (opts: Intl.DateTimeFormatOptions) => {
    const f = new Intl.DateTimeFormat(intl, { ...opts, timeZone });
    return (ms: number) => f.format(new Date(ms + shift));
  };
  const upper = (s: string) => s.replace(/\b(am|pm)\b/g, (m) => m.toUpperCase());
  const time = make({ hour: 'numeric', minute: '2-digit', hour12: true });
  return {
    /** 7 Dec 1996 / 7 दिसंबर 1996 */
    date: make({ day: 'numeric', month: locale === 'hi' ? 'long' : 'short', year: 'numeric' }),
    /** 07/12/1996 */
    short: make({ day: '2-digit', month: '2-digit', year: 'numeric' }),
    time: (ms: number) => upper(time(ms)),
    /** A wall-clock date and time given as fields (no zone arithmetic). */
    wallDate: (y: number, m: number, d: number) =>
      new Intl.DateTimeFormat(intl, {
        day: 'numeric',
        month: locale === 'hi' ? 'long' : 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(y, m - 1, d, 12))),
    wallTime: (h: number, min: number, sec?: number) =>
      upper(
        new Intl.DateTimeFormat(intl, {
          hour: 'numeric',
          minute: '2-digit',
          ...(sec ? { second: '2-digit' } : {}),
          hour12: true,
          timeZone: 'UTC',
        }).format(new Date(Date.UTC(2000, 0, 1, h, min, sec ?? 0))),
      ),
  };
}

/** The download's file name: ASCII for every client, and the name as typed for those that read `filename*`. */
export function kundaliPdfFileName(name: string, birth: { year: number; month: number; day: number }) {
  const date = `${String(birth.year).padStart(4, '0')}-${pad2(birth.month)}-${pad2(birth.day)}`;
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  const unicode = name
    .trim()
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters never belong in a file name
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, '-')
    .slice(0, 64);
  const ascii = slug ? `kundali-${slug}-${date}.pdf` : `kundali-${date}.pdf`;
  const utf8 = unicode ? `kundali-${unicode}-${date}.pdf` : ascii;
  const encoded = encodeURIComponent(utf8).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return { ascii, utf8, contentDisposition: `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}` };
}

/** Builds the kundali PDF. Synchronous work apart from pdf-lib's final save. */
export async function kundaliPdf(input: KundaliPdfInput, options: KundaliPdfOptions): Promise<Uint8Array> {
  const { birth: req, lang: L, style } = input;
  const nowMs = options.now.getTime();
  const t = (key: PdfLabelKey, values?: Record<string, string | number>) => label(key, L, values);

  // The same services as the kundali API routes.
  const details = kundaliDetails(req);
  const basic = basicDetails(req);
  const navamsa = chartById(req, 'D9');
  const chandra = chartById(req, 'MOON');
  const av = ashtakavargaOf(req);
  const dasha = vimshottariDetails(req, nowMs);
  const report = kundaliReport(req, L, nowMs);

  const b = details.birth;
  const f = formatters(L, b.timezone, b.utcOffset);
  const signName = (s: number) => zodiacByIndex(s).name[L];
  const planetName = (p: PlanetKey) => planet(p).name[L];
  const nakName = (n: number) => nakshatraByIndex(n).name[L];

  const canvas = await PdfCanvas.create(options.shaper);
  const doc = canvas.doc;
  const title = `${t('title')} · ${input.name}`;
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(t('siteName'));
  doc.setSubject(t('subtitle'));
  doc.setCreator(t('siteName'));
  doc.setProducer('Drishti (HarfBuzz + pdf-lib)');
  doc.setLanguage(L === 'hi' ? 'hi-IN' : 'en-IN');
  doc.setCreationDate(options.now);
  doc.setModificationDate(options.now);

  const flow = new Flow(canvas, L);
  const birthDateText = f.wallDate(req.year, req.month, req.day);
  const runningHeader = () => {
    const y = 34;
    canvas.text(canvas.width(title, 8.5) > 330 ? flow.fitted(title, 330, 8.5) : title, MARGIN.left, y, {
      size: 8.5,
      color: COLORS.muted,
    });
    canvas.text(birthDateText, A4.width - MARGIN.right, y, { size: 8.5, color: COLORS.muted, align: 'right' });
    canvas.line(MARGIN.left, y + 7, A4.width - MARGIN.right, y + 7, COLORS.line, 0.5);
  };

  // ---- 1. Cover ---------------------------------------------------------------------------
  canvas.addPage();
  const band = 250;
  canvas.rect(0, 0, A4.width, band, { fill: COLORS.indigo });
  // A chakra of our own: rings and twelve spokes, one for each house.
  const ccx = A4.width - 120;
  const ccy = 125;
  for (const r of [88, 70, 40]) canvas.circle(ccx, ccy, r, { stroke: COLORS.marigold, lineWidth: 0.8 });
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    canvas.line(
      ccx + 40 * Math.cos(a),
      ccy + 40 * Math.sin(a),
      ccx + 88 * Math.cos(a),
      ccy + 88 * Math.sin(a),
      COLORS.marigold,
      0.6,
    );
    canvas.circle(ccx + 79 * Math.cos(a + Math.PI / 12), ccy + 79 * Math.sin(a + Math.PI / 12), 2.2, {
      fill: COLORS.marigold,
    });
  }
  canvas.circle(ccx, ccy, 14, { fill: COLORS.marigold });
  canvas.text(t('siteName'), MARGIN.left, 62, { size: 14, weight: 'bold', color: COLORS.marigold });
  canvas.text(t('title'), MARGIN.left, 130, { size: 34, weight: 'bold', color: COLORS.white });
  canvas.text(t('subtitle'), MARGIN.left, 166, { size: 15, color: COLORS.cream });
  canvas.text(`${t('chartStyle')}: ${STYLE_LABELS[style][L]}`, MARGIN.left, 212, { size: 10, color: COLORS.cream });

  flow.y = band + 44;
  canvas.text(t('preparedFor'), MARGIN.left, flow.y, { size: 10, color: COLORS.muted });
  flow.y += 30;
  // Long names take two lines; anything longer ends with an ellipsis.
  const nameLines = wrapText(input.name, flow.width, flow.measure(24, 'bold'));
  const shown =
    nameLines.length > 2
      ? [nameLines[0]!, flow.fitted(nameLines.slice(1).join(' '), flow.width, 24, 'bold')]
      : nameLines;
  shown.forEach((line, i) => {
    canvas.text(line, MARGIN.left, flow.y + i * 32, { size: 24, weight: 'bold', color: COLORS.maroon });
  });
  flow.y += (shown.length - 1) * 32;
  flow.y += 26;

  const tzText = b.timezone ? zoneText(b.timezone, L, Date.parse(b.utc)) : t('fixedOffset');
  const birthRows: [string, string][] = [
    ...(input.gender ? ([[t('gender'), GENDER_LABELS[input.gender][L]]] as [string, string][]) : []),
    [t('dateOfBirth'), birthDateText],
    [t('timeOfBirth'), f.wallTime(req.hour, req.min, req.sec)],
    ...(input.place ? ([[t('placeOfBirth'), input.place]] as [string, string][]) : []),
    [t('coordinates'), coordinatesText(b.lat, b.lon, L)],
    [t('timeZone'), tzText],
    [t('utcOffset'), utcOffsetText(b.utcOffset, L)],
    [t('birthUtc'), `${b.utc.slice(0, 10)} ${b.utc.slice(11, 19)} ${UTC_NAME[L]}`],
  ];
  flow.heading(t('birthDetails'), 2, 200);
  flow.y += flow.keyValues(birthRows, flow.left, flow.y, flow.width, 0.38) + 16;

  const settingsRows: [string, string][] = [
    [
      t('ayanamsa'),
      `${AYANAMSA_LABELS[b.ayanamsa as keyof typeof AYANAMSA_LABELS]?.[L] ?? b.ayanamsa} · ${dms(details.ayanamsa.degrees)}`,
    ],
    [t('node'), NODE_LABELS[b.node as keyof typeof NODE_LABELS]?.[L] ?? b.node],
    [t('positions'), POSITION_LABELS[b.positions as keyof typeof POSITION_LABELS]?.[L] ?? b.positions],
    [t('sunrise'), t('sunriseConvention')],
    [t('houses'), t('housesConvention')],
    [t('dashaYear'), `${dasha.yearDays} ${t('days')}`],
    [t('generatedOn'), `${f.date(nowMs)}, ${f.time(nowMs)}`],
  ];
  flow.heading(t('settings'), 2, 200);
  flow.y += flow.keyValues(settingsRows, flow.left, flow.y, flow.width, 0.38);

  // ---- 2. Basic details, avakhada, panchang, planets ------------------------------------
  flow.onNewPage = runningHeader;
  flow.newPage();
  flow.heading(t('atAGlance'));
  const colW = (flow.width - 16) / 2;
  const asc = details.ascendant;
  const moon = basic.moon;
  const basicRows: [string, string][] = [
    [t('ascendant'), `${signName(asc.sign)} ${dms(asc.degree)}`],
    [t('moonSign'), signName(moon.sign)],
    [t('sunSign'), signName(basic.sun.sign)],
    [t('birthNakshatra'), `${nakName(moon.nakshatra)}, ${t('pada')} ${moon.pada}`],
    [t('nakshatraLord'), planetName(moon.nakshatraLord as PlanetKey)],
    [t('ayanamsa'), dms(details.ayanamsa.degrees)],
  ];
  const av2 = basic.avakhada;
  const varnaName = NAKSHATRA_VARNAS[av2.varna as keyof typeof NAKSHATRA_VARNAS]?.[L] ?? av2.varna;
  const yoni = av2.yoni ? YONI_ANIMALS[av2.yoni] : undefined;
  const avakhadaRows: [string, string][] = [
    [t('varna'), varnaName],
    [t('vashya'), VASHYA_LABELS[av2.vashya as keyof typeof VASHYA_LABELS]?.[L] ?? av2.vashya],
    [t('yoni'), yoni ? YONIS[yoni][L] : (av2.yoni ?? '—')],
    [t('gana'), GANAS[av2.gana as keyof typeof GANAS]?.[L] ?? av2.gana],
    [t('nadi'), NADIS[av2.nadi as keyof typeof NADIS]?.[L] ?? av2.nadi],
    [t('signLord'), planetName(av2.signLord as PlanetKey)],
  ];
  const top = flow.y;
  canvas.text(t('basicDetails'), flow.left, top + 10, { size: 11, weight: 'bold', color: COLORS.saffron });
  canvas.text(t('avakhada'), flow.left + colW + 16, top + 10, { size: 11, weight: 'bold', color: COLORS.saffron });
  const h1 = flow.keyValues(basicRows, flow.left, top + 18, colW);
  const h2 = flow.keyValues(avakhadaRows, flow.left + colW + 16, top + 18, colW);
  flow.y = top + 18 + Math.max(h1, h2) + 18;

  const p = basic.panchang;
  const month = (m: { index: number; adhika: boolean }) =>
    `${m.adhika ? `${ADHIKA_LABEL[L]} ` : ''}${LUNAR_MONTHS[m.index - 1]?.name[L] ?? ''}`;
  const sys = (k: 'amanta' | 'purnimanta') => MONTH_SYSTEMS[k][L].split(' (')[0]!;
  const PL = (k: keyof typeof PANCHANG_LABELS) => PANCHANG_LABELS[k][L];
  const panchangLeft: [string, string][] = [
    [PL('vara'), vara(p.vara).name[L]],
    [PL('paksha'), PAKSHAS[p.paksha].name[L]],
    ...(p.tithi ? ([[PL('tithi'), tithi(p.tithi).fullName[L]]] as [string, string][]) : []),
    ...(p.nakshatra ? ([[PL('nakshatra'), nakName(p.nakshatra)]] as [string, string][]) : []),
    ...(p.yoga ? ([[PL('yoga'), YOGAS[p.yoga - 1]?.name[L] ?? String(p.yoga)]] as [string, string][]) : []),
  ];
  const panchangRight: [string, string][] = [
    ...(p.karana ? ([[PL('karana'), karanaName(p.karana)[L]]] as [string, string][]) : []),
    ...(p.sunrise ? ([[PL('sunrise'), f.time(Date.parse(p.sunrise))]] as [string, string][]) : []),
    ...(p.sunset ? ([[PL('sunset'), f.time(Date.parse(p.sunset))]] as [string, string][]) : []),
    [PL('month'), `${month(p.month.purnimanta)} (${sys('purnimanta')}) · ${month(p.month.amanta)} (${sys('amanta')})`],
    [`${t('vikramSamvat')} · ${t('shakaSamvat')}`, `${p.samvat.vikram} · ${p.samvat.shaka}`],
  ];
  flow.heading(t('panchangAtBirth'), 2, 140);
  const ptop = flow.y;
  const ph1 = flow.keyValues(panchangLeft, flow.left, ptop, colW);
  const ph2 = flow.keyValues(panchangRight, flow.left + colW + 16, ptop, colW);
  flow.y = ptop + Math.max(ph1, ph2) + 18;

  flow.heading(t('planets'), 2, 160);
  const planetRows: TableRow[] = [
    {
      cells: [
        t('ascendant'),
        signName(asc.sign),
        dms(asc.degree),
        `${nakName(asc.nakshatra)} – ${asc.pada}`,
        '1',
        '—',
        '—',
      ],
      style: { weight: 'bold' },
    },
    ...PLANETS.map((key): TableRow => {
      const pl = details.planets[key]!;
      const node = key === 'RA' || key === 'KE';
      const dignity = DIGNITY_LABELS[pl.dignity as keyof typeof DIGNITY_LABELS]?.[L] ?? pl.dignity;
      return {
        cells: [
          `${planetName(key)} (${planetAbbr(key, L)})`,
          signName(pl.sign),
          dms(pl.degree),
          `${nakName(pl.nakshatra)} – ${pl.pada}`,
          String(pl.house),
          pl.retrograde ? t('retrograde') : t('direct'),
          pl.combust ? `${dignity}, ${t('combust')}` : dignity,
        ],
        cellStyles: [
          { weight: 'bold' },
          undefined,
          undefined,
          undefined,
          undefined,
          pl.retrograde && !node ? { color: COLORS.maroon } : undefined,
          pl.dignity === 'exalted' || pl.dignity === 'own' || pl.dignity === 'moolatrikona'
            ? { color: COLORS.good }
            : pl.dignity === 'debilitated'
              ? { color: COLORS.bad }
              : undefined,
        ],
      };
    }),
  ];
  flow.table(
    [
      { title: t('planet'), width: 92 },
      { title: t('sign'), width: 60 },
      { title: t('degree'), width: 56, align: 'right' },
      { title: t('nakshatraPada'), width: 98 },
      { title: t('house'), width: 40, align: 'center' },
      { title: t('motion'), width: 56 },
      { title: t('dignity'), width: 78 },
    ],
    planetRows,
  );

  // ---- 3. Charts ----------------------------------------------------------------------------
  flow.newPage();
  flow.heading(t('charts'));
  const signNames = Array.from({ length: 12 }, (_, i) => signName(i + 1));
  const d1Items: Record<number, ChartItem[]> = {};
  for (const key of PLANETS) {
    const pl = details.planets[key]!;
    const retro = pl.retrograde && key !== 'RA' && key !== 'KE';
    d1Items[pl.sign] = [
      ...(d1Items[pl.sign] ?? []),
      { text: `${planetAbbr(key, L, retro)} ${Math.floor(pl.degree)}°` },
    ];
  }
  const itemsFrom = (signs: Record<string, { sign: number }>) => {
    const out: Record<number, ChartItem[]> = {};
    for (const key of PLANETS) {
      const s = signs[key]?.sign;
      if (s) out[s] = [...(out[s] ?? []), { text: planetAbbr(key, L) }];
    }
    return out;
  };
  const gapX = 18;
  const size = (flow.width - gapX) / 2;
  const chartAt = (x: number, y: number, heading: string, spec: ChartSpec) => {
    canvas.text(heading, x + size / 2, y + 12, { size: 11.5, weight: 'bold', color: COLORS.saffron, align: 'center' });
    drawChart(style, canvas, x, y + 22, size, spec);
  };
  const base = { ascendantLabel: t('ascendantShort'), signNames };
  const c1y = flow.y;
  chartAt(flow.left, c1y, t('lagnaChart'), {
    ...base,
    ascendantSign: asc.sign,
    bySign: d1Items,
    title: t('lagnaChart'),
  });
  chartAt(flow.left + size + gapX, c1y, t('navamsaChart'), {
    ...base,
    ascendantSign: navamsa.ascendantSign,
    bySign: itemsFrom(navamsa.planets),
    title: t('navamsaChart'),
  });
  const c2y = c1y + size + 40;
  chartAt(flow.left, c2y, t('chandraChart'), {
    ...base,
    ascendantSign: chandra.ascendantSign,
    lagnaSign: asc.sign,
    bySign: itemsFrom(chandra.planets),
    title: t('chandraChart'),
  });
  // Beside the Chandra chart: how to read the charts and the abbreviations.
  const noteX = flow.left + size + gapX;
  flow.y = c2y + 4;
  canvas.text(t('abbreviations'), noteX, flow.y + 8, { size: 11, weight: 'bold', color: COLORS.saffron });
  flow.y += 20;
  const abbrRows: [string, string][] = [
    [t('ascendantShort'), t('ascendant')],
    ...PLANETS.map((k): [string, string] => [planetAbbr(k, L), planetName(k)]),
    [L === 'hi' ? '(व)' : '(R)', t('retrograde')],
  ];
  flow.y += flow.keyValues(abbrRows, noteX, flow.y, size, 0.3) + 10;
  const noteLines = flow.measure(8.5);
  let ny = flow.y;
  for (const line of wrapText(t(style === 'north' ? 'chartNoteNorth' : 'chartNoteSouth'), size, noteLines)) {
    ny += flow.lh(8.5);
    canvas.text(line, noteX, ny, { size: 8.5, color: COLORS.muted });
  }

  // ---- 4. Vimshottari dasha -----------------------------------------------------------------
  flow.newPage();
  flow.heading(t('vimshottari'));
  const birthMs = Date.parse(b.utc);
  const mahas = dasha.vimshottari;
  const first = mahas[0]!;
  const yearMs = dasha.yearDays * 86_400_000;
  const left = Math.max(0, Date.parse(first.end) - birthMs);
  const years = Math.floor(left / yearMs);
  const months = Math.floor((left - years * yearMs) / (yearMs / 12));
  const days = Math.floor((left - years * yearMs - months * (yearMs / 12)) / 86_400_000);
  flow.paragraph(
    `${t('balanceAtBirth')}: ${planetName(first.lord)} ${t('mahadasha')} · ${years} ${t('years')} ${months} ${t('months')} ${days} ${t('days')}`,
    { weight: 'bold', size: 10.5, after: 2 },
  );
  flow.paragraph(t('dashaNote', { date: `${f.date(nowMs)}, ${f.time(nowMs)}` }), {
    size: 9,
    color: COLORS.muted,
    after: 8,
  });

  const running = dasha.current;
  const cols = 3;
  const gutter = 10;
  const blockW = (flow.width - gutter * (cols - 1)) / cols;
  const rowH = L === 'hi' ? 14 : 12.5;
  const headH = L === 'hi' ? 34 : 30;
  const blockH = headH + 9 * rowH + 8;
  mahas.slice(0, 9).forEach((m, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    if (col === 0 && row > 0) flow.y += blockH + gutter;
    if (col === 0) flow.ensure(blockH);
    const x = flow.left + col * (blockW + gutter);
    const y = flow.y;
    const isRunning = running[0]?.lord === m.lord && running[0]?.start === m.start;
    canvas.rect(x, y, blockW, blockH, {
      fill: COLORS.white,
      stroke: isRunning ? COLORS.saffron : COLORS.line,
      lineWidth: isRunning ? 1.6 : 0.7,
      radius: 6,
    });
    canvas.rect(x, y, blockW, headH - 4, { fill: isRunning ? COLORS.saffron : COLORS.indigo, radius: 6 });
    canvas.rect(x, y + headH - 12, blockW, 8, { fill: isRunning ? COLORS.saffron : COLORS.indigo });
    canvas.text(`${planetName(m.lord)} ${t('mahadasha')}`, x + 7, y + 13, {
      size: 9.5,
      weight: 'bold',
      color: COLORS.white,
    });
    canvas.text(`${f.short(Date.parse(m.start))} – ${f.short(Date.parse(m.end))}`, x + 7, y + headH - 9, {
      size: 7.5,
      color: COLORS.cream,
    });
    if (isRunning)
      canvas.text(t('runningNow'), x + blockW - 7, y + 13, {
        size: 7.5,
        weight: 'bold',
        color: COLORS.white,
        align: 'right',
      });
    (m.sub ?? []).forEach((a, j) => {
      const ry = y + headH + j * rowH;
      const runningAntar = isRunning && running[1]?.lord === a.lord && running[1]?.start === a.start;
      const past = Date.parse(a.end) <= birthMs;
      if (runningAntar)
        canvas.rect(x + 3, ry, blockW - 6, rowH, { fill: COLORS.tint, stroke: COLORS.marigold, lineWidth: 0.6 });
      const color = past ? COLORS.muted : runningAntar ? COLORS.maroon : COLORS.ink;
      const weight = runningAntar ? 'bold' : 'regular';
      canvas.text(planetName(a.lord), x + 7, ry + rowH * 0.72, { size: 8, color, weight });
      canvas.text(`${f.short(Date.parse(a.start))} – ${f.short(Date.parse(a.end))}`, x + blockW - 7, ry + rowH * 0.72, {
        size: 7.5,
        color,
        weight,
        align: 'right',
      });
    });
  });
  flow.y += blockH + 14;
  if (running[0] && running[1]) {
    flow.paragraph(
      `${t('runningNow')}: ${planetName(running[0].lord as PlanetKey)} ${t('mahadasha')} · ${planetName(running[1].lord as PlanetKey)} ${t('antardasha')} (${f.date(Date.parse(running[1].start))} – ${f.date(Date.parse(running[1].end))})`,
      { size: 10, weight: 'bold', color: COLORS.maroon },
    );
  }

  // ---- 5. Ashtakavarga ----------------------------------------------------------------------
  flow.newPage();
  flow.heading(t('ashtakavarga'));
  flow.paragraph(t('ashtakavargaNote'), { size: 9.5, color: COLORS.muted, after: 10 });
  flow.heading(t('bhinna'), 3, 200);
  const abbrSign = (s: number) => SIGN_ABBREVIATIONS[s - 1]![L];
  const avRows: TableRow[] = SEVEN.map((k) => ({
    cells: [
      planetName(k),
      ...av.bhinna[k as keyof typeof av.bhinna]!.map(String),
      String(av.bhinna[k as keyof typeof av.bhinna]!.reduce((a, c) => a + c, 0)),
    ],
    cellStyles: [{ weight: 'bold' }],
  }));
  avRows.push({
    cells: [t('sarva'), ...av.sarva.map(String), String(av.sarva.reduce((a, c) => a + c, 0))],
    fill: COLORS.tint,
    style: { weight: 'bold' },
    cellStyles: [
      { color: COLORS.maroon },
      ...av.sarva.map((v) => (v >= 28 ? { color: COLORS.good } : v < 25 ? { color: COLORS.bad } : undefined)),
    ],
  });
  flow.table(
    [
      { title: t('planet'), width: 70 },
      ...Array.from({ length: 12 }, (_, i) => ({ title: abbrSign(i + 1), width: 32, align: 'center' as const })),
      { title: t('total'), width: 36, align: 'center' },
    ],
    avRows,
    { size: 8.5 },
  );
  flow.heading(t('sarvaChart'), 3, 280);
  const sarvaItems: Record<number, ChartItem[]> = {};
  av.sarva.forEach((v, i) => {
    sarvaItems[i + 1] = [
      { text: String(v), bold: true, color: v >= 28 ? COLORS.good : v < 25 ? COLORS.bad : COLORS.ink },
    ];
  });
  const sarvaSize = Math.min(270, flow.bottom - flow.y - 10);
  drawChart(style, canvas, flow.left + (flow.width - sarvaSize) / 2, flow.y, sarvaSize, {
    ascendantSign: asc.sign,
    ascendantLabel: t('ascendantShort'),
    bySign: sarvaItems,
    title: t('sarva'),
    signNames,
    fontSize: 12,
  });
  flow.y += sarvaSize + 10;

  // ---- 6. The report ----------------------------------------------------------------------
  flow.newPage();
  flow.heading(report.title);
  for (const section of report.sections) {
    flow.heading(section.heading, 2);
    for (const para of section.paragraphs) flow.paragraph(para);
    for (const item of section.items ?? []) {
      flow.paragraph(item.title, { weight: 'bold', size: 10.5, after: 2, color: COLORS.indigo });
      for (const para of item.text.split(/\n\s*\n/)) flow.paragraph(para, { indent: 10 });
    }
    flow.gap(4);
  }
  flow.gap(6);
  flow.paragraph(report.disclaimer, { size: 8.5, color: COLORS.muted });

  // ---- Footers ------------------------------------------------------------------------------
  const total = canvas.pages.length;
  const host = options.siteUrl ? options.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '') : '';
  canvas.pages.forEach((page, i) => {
    const y = A4.height - 30;
    canvas.line(MARGIN.left, y - 12, A4.width - MARGIN.right, y - 12, COLORS.line, 0.5, page);
    canvas.text(
      host ? `${t('siteName')} · ${host}` : t('siteName'),
      MARGIN.left,
      y,
      { size: 8.5, color: COLORS.muted },
      page,
    );
    canvas.text(
      t('page', { n: i + 1, total }),
      A4.width - MARGIN.right,
      y,
      { size: 8.5, color: COLORS.muted, align: 'right' },
      page,
    );
  });

  return canvas.save();
}
