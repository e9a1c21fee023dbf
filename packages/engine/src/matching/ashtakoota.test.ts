import { describe, expect, it } from 'vitest';
import published from './__fixtures__/pyjhora-ashtakoota-rows.json';
import { matchFromMoons } from './ashtakoota';
import type { KootaAttribute } from './kootas';
import { signOfPada } from './tables';

const points = (result: ReturnType<typeof matchFromMoons>) =>
  Object.fromEntries(result.kootas.map((k) => [k.attribute, k.received_points])) as Record<KootaAttribute, number>;

describe('matchFromMoons', () => {
  it('returns the eight rows in the spec order with the spec fields', () => {
    const r = matchFromMoons({ sign: 1, nakshatra: 1, pada: 1 }, { sign: 1, nakshatra: 1, pada: 1 });
    expect(r.kootas.map((k) => k.attribute)).toEqual([
      'varna',
      'vashya',
      'tara',
      'yoni',
      'graha_maitri',
      'gana',
      'bhakoot',
      'nadi',
    ]);
    expect(r.kootas.map((k) => k.total_points)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const k of r.kootas) {
      expect(Object.keys(k).sort()).toEqual(
        [
          'attribute',
          'female_koot_attribute',
          'male_koot_attribute',
          'meaning',
          'received_points',
          'total_points',
        ].sort(),
      );
    }
    expect(r.outOf).toBe(36);
  });

  it('worked pair: both Ashwini pada 1 (Aries)', () => {
    // varna kshatriya/kshatriya 1; vashya chatushpada/chatushpada 2; tara janma both ways 3;
    // yoni ashwa/ashwa 4; maitri MA/MA 5; gana deva/deva 6; bhakoot same sign 7; nadi aadi/aadi 0
    // total 1 + 2 + 3 + 4 + 5 + 6 + 7 + 0 = 28. Nadi dosha with no exception (same nakshatra and pada).
    const r = matchFromMoons({ sign: 1, nakshatra: 1, pada: 1 }, { sign: 1, nakshatra: 1, pada: 1 });
    expect(points(r)).toEqual({ varna: 1, vashya: 2, tara: 3, yoni: 4, graha_maitri: 5, gana: 6, bhakoot: 7, nadi: 0 });
    expect(r.total).toBe(28);
    expect(r.doshas.bhakoot).toEqual({ present: false, kind: null, exceptions: [] });
    expect(r.doshas.nadi).toEqual({ present: true, nadi: 'aadi', exceptions: [] });
  });

  it('worked pair: boy Rohini pada 2 (Taurus), girl Hasta pada 3 (Virgo)', () => {
    // varna vaishya/vaishya → 1
    // vashya chatushpada/manava → 1
    // tara: boy from girl (4 − 13 + 27) + 1 = 19 → janma; girl from boy 13 − 4 + 1 = 10 → janma → 3
    // yoni sarpa/mahisha → 1
    // maitri VE/ME: friends both ways → 5
    // gana boy manushya / girl deva → 6
    // bhakoot Taurus → Virgo = 5th (5/9, navapanchama) → 0
    // nadi antya/aadi → 8
    // total 1 + 1 + 3 + 1 + 5 + 6 + 0 + 8 = 25
    // Exceptions: Venus and Mercury are mutual friends. Navamsas: Rohini 2 is the 14th pada (index 13)
    // → 13 mod 12 = 1 → Taurus (VE); Hasta 3 is index 50 → 50 mod 12 = 2 → Gemini (ME): friends again.
    const r = matchFromMoons({ sign: 2, nakshatra: 4, pada: 2 }, { sign: 6, nakshatra: 13, pada: 3 });
    expect(points(r)).toEqual({ varna: 1, vashya: 1, tara: 3, yoni: 1, graha_maitri: 5, gana: 6, bhakoot: 0, nadi: 8 });
    expect(r.total).toBe(25);
    expect(r.kootas[6]).toMatchObject({ male_koot_attribute: 'taurus', female_koot_attribute: 'virgo' });
    expect(r.kootas[4]).toMatchObject({ male_koot_attribute: 'VE', female_koot_attribute: 'ME' });
    expect(r.doshas.bhakoot).toEqual({
      present: true,
      kind: 'navapanchama',
      exceptions: ['mutually-friendly-sign-lords', 'mutually-friendly-navamsa-lords'],
    });
    expect(r.doshas.nadi.present).toBe(false);
  });

  it('worked pair: boy Krittika pada 1 (Aries), girl Krittika pada 2 (Taurus)', () => {
    // varna kshatriya ≥ vaishya → 1; vashya chatushpada both → 2; tara janma both → 3;
    // yoni mesha/mesha → 4; maitri MA/VE neutral both ways → 3; gana rakshasa both → 6;
    // bhakoot Aries → Taurus = 2nd (2/12) → 0; nadi antya both → 0
    // total 1 + 2 + 3 + 4 + 3 + 6 + 0 + 0 = 19
    // Bhakoot: MA/VE neither same nor friends. Navamsas: Krittika 1 = index 8 → Sagittarius (JU),
    // Krittika 2 = index 9 → Capricorn (SA): Jupiter is neutral to Saturn → no exception.
    // Nadi: same nakshatra, padas 1 and 2, signs Aries and Taurus → two exceptions.
    const r = matchFromMoons({ sign: 1, nakshatra: 3, pada: 1 }, { sign: 2, nakshatra: 3, pada: 2 });
    expect(points(r)).toEqual({ varna: 1, vashya: 2, tara: 3, yoni: 4, graha_maitri: 3, gana: 6, bhakoot: 0, nadi: 0 });
    expect(r.total).toBe(19);
    expect(r.doshas.bhakoot).toEqual({ present: true, kind: 'dwirdwadasha', exceptions: [] });
    expect(r.doshas.nadi).toEqual({
      present: true,
      nadi: 'antya',
      exceptions: ['same-nakshatra-different-pada', 'same-nakshatra-different-sign'],
    });
  });

  it('worked pair: boy Krittika pada 3, girl Rohini pada 1 (both Taurus)', () => {
    // varna 1; vashya 2; tara: boy from girl (3 − 4 + 27) + 1 = 27 → param-mitra, girl from boy 2 → sampat → 3;
    // yoni mesha/sarpa → 2; maitri VE/VE → 5; gana boy rakshasa / girl manushya → 0;
    // bhakoot same sign → 7; nadi antya both → 0
    // total 1 + 2 + 3 + 2 + 5 + 0 + 7 + 0 = 20; nadi exception: same sign, different nakshatra
    const r = matchFromMoons({ sign: 2, nakshatra: 3, pada: 3 }, { sign: 2, nakshatra: 4, pada: 1 });
    expect(points(r)).toEqual({ varna: 1, vashya: 2, tara: 3, yoni: 2, graha_maitri: 5, gana: 0, bhakoot: 7, nadi: 0 });
    expect(r.total).toBe(20);
    expect(r.doshas.nadi.exceptions).toEqual(['same-sign-different-nakshatra']);
  });

  it('lists same-sign-lord for Aries–Scorpio shadashtaka and skips navamsa tests without padas', () => {
    // Aries → Scorpio is the 8th (6/8). Both ruled by Mars.
    const r = matchFromMoons({ sign: 1, nakshatra: 1 }, { sign: 8, nakshatra: 17 });
    expect(r.doshas.bhakoot).toEqual({ present: true, kind: 'shadashtaka', exceptions: ['same-sign-lord'] });
    expect(points(r).bhakoot).toBe(0); // stated, not applied
  });

  it('takes the pada from the longitude', () => {
    // 41° is Taurus 11°: Rohini (40°–53°20′), pada 1 (40°–43°20′)
    const withLongitude = matchFromMoons({ sign: 2, nakshatra: 4, longitude: 41 }, { sign: 2, nakshatra: 3, pada: 3 });
    const withPada = matchFromMoons({ sign: 2, nakshatra: 4, pada: 1 }, { sign: 2, nakshatra: 3, pada: 3 });
    expect(withLongitude).toEqual(withPada);
  });

  it('accepts a longitude within a nanodegree of the stated nakshatra, and no further', () => {
    // Rohini begins at 40°: a chart that rounded 39.999999999999° into Rohini is accepted
    const girl = { sign: 2, nakshatra: 3, pada: 3 };
    expect(() => matchFromMoons({ sign: 2, nakshatra: 4, longitude: 40 - 1e-12 }, girl)).not.toThrow();
    expect(() => matchFromMoons({ sign: 2, nakshatra: 4, longitude: 40 - 1e-6 }, girl)).toThrow(RangeError);
    // The largest double below 360° (359.99999999999994) is Revati pada 4 in Pisces, not a 28th nakshatra
    expect(() => matchFromMoons({ sign: 12, nakshatra: 27, pada: 4, longitude: 360 - 2 ** -44 }, girl)).not.toThrow();
  });

  it('rejects inconsistent placements', () => {
    expect(() => matchFromMoons({ sign: 2, nakshatra: 1 }, { sign: 1, nakshatra: 1 })).toThrow(/boy/);
    expect(() => matchFromMoons({ sign: 1, nakshatra: 1 }, { sign: 2, nakshatra: 3, pada: 1 })).toThrow(/girl/);
    expect(() => matchFromMoons({ sign: 2, nakshatra: 4, longitude: 39 }, { sign: 1, nakshatra: 1 })).toThrow(
      RangeError,
    );
    expect(() => matchFromMoons({ sign: 13, nakshatra: 1 }, { sign: 1, nakshatra: 1 })).toThrow(RangeError);
    expect(() => matchFromMoons({ sign: 1, nakshatra: 1, pada: 5 }, { sign: 1, nakshatra: 1 })).toThrow(RangeError);
    // Krittika is in Aries or Taurus only
    expect(() => matchFromMoons({ sign: 3, nakshatra: 3 }, { sign: 1, nakshatra: 1 })).toThrow(RangeError);
  });
});

describe('published rows (PyJHora, North method; see the fixture)', () => {
  const col = (name: string) => published.columns.indexOf(name);
  const rows = published.rows.map((r) => {
    const [bn, bp, gn, gp] = r as number[];
    return {
      row: r as (number | boolean)[],
      result: matchFromMoons(
        { sign: signOfPada(bn!, bp!), nakshatra: bn!, pada: bp! },
        { sign: signOfPada(gn!, gp!), nakshatra: gn!, pada: gp! },
      ),
    };
  });

  it('agrees on varna, yoni, graha maitri, gana, bhakoot and nadi for every row', () => {
    expect(rows).toHaveLength(6);
    for (const { row, result } of rows) {
      const p = points(result);
      expect(p.varna).toBe(row[col('varna(1)')]);
      expect(p.yoni).toBe(row[col('yoni(4)')]);
      expect(p.graha_maitri).toBe(row[col('graha_maitri(5)')]);
      expect(p.gana).toBe(row[col('gana(6)')]);
      expect(p.bhakoot).toBe(row[col('bhakoot(7)')]);
      expect(p.nadi).toBe(row[col('nadi(8)')]);
    }
  });

  it('agrees on tara except for the same nakshatra (row 1)', () => {
    for (const { row, result } of rows.slice(1)) expect(points(result).tara).toBe(row[col('tara(3)')]);
    // Row 1, Ashwini–Ashwini: PyJHora 0; the North Indian rule gives janma both ways → 3
    expect(rows[0]!.row[col('tara(3)')]).toBe(0);
    expect(points(rows[0]!.result).tara).toBe(3);
  });

  it('differs on vashya only where the tables differ', () => {
    // Our classes and table (hand-derived):
    //  row 1 Aries/Aries chatushpada-chatushpada 2 (PyJHora 2)
    //  row 2 Taurus/Leo chatushpada-vanachara 0.5 (PyJHora 0)
    //  row 3 Cancer/Sagittarius 1st half jalachara-manava 0.5 (PyJHora 0)
    //  row 4 Virgo/Pisces manava-jalachara 0.5 (PyJHora 0)
    //  row 5 Libra/Aries manava-chatushpada 1 (PyJHora 0.5)
    //  row 6 Capricorn (Shravana 2, first half)/Cancer chatushpada-jalachara 1 (PyJHora 1)
    expect(rows.map(({ result }) => points(result).vashya)).toEqual([2, 0.5, 0.5, 0.5, 1, 1]);
    expect(rows.map(({ row }) => row[col('vashya(2)')])).toEqual([2, 0, 0, 0, 0.5, 1]);
  });

  it('gives hand-derived totals', () => {
    // row 1: 1 + 2 + 3 + 4 + 5 + 6 + 7 + 0 = 28
    // row 2: 0 + 0.5 + 1.5 + 1 + 0 + 0 + 7 + 0 = 10
    // row 3: 1 + 0.5 + 1.5 + 2 + 4 + 1 + 0 + 0 = 10
    // row 4: 0 + 0.5 + 1.5 + 3 + 0.5 + 6 + 7 + 8 = 26.5
    // row 5: 0 + 1 + 1.5 + 3 + 3 + 5 + 7 + 8 = 28.5
    // row 6: 0 + 1 + 1.5 + 0 + 0.5 + 6 + 7 + 8 = 24
    expect(rows.map(({ result }) => result.total)).toEqual([28, 10, 10, 26.5, 28.5, 24]);
    // PyJHora's totals differ by exactly the tara and vashya differences above
    expect(rows.map(({ row }) => row[col('total(36)')])).toEqual([25, 9.5, 9.5, 26, 28, 24]);
  });
});
