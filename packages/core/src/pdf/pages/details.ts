import { GANAS, NADIS, NAKSHATRA_VARNAS, YONIS, type YoniAnimal } from '@drishti/content/nakshatras';
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
import { DIGNITY_LABELS, type PlanetKey, planetAbbr } from '@drishti/content/planets';
import { COLORS } from '../canvas';
import type { TableRow } from '../flow';
import { dms } from '../formats';
import { VASHYA_LABELS } from '../labels';
import { type KundaliSheet, PLANETS } from './context';

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

/** Page 2: basic and avakhada details, the panchang at birth, and the planets. */
export function detailsPage(sheet: KundaliSheet): void {
  const { canvas, flow, t, L, f, details, basic, signName, planetName, nakName } = sheet;
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
}
