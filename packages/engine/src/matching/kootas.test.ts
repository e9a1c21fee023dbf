import { describe, expect, it } from 'vitest';
import {
  bhakootDoshaKind,
  ganaKoota,
  grahaMaitriKoota,
  signDistance,
  taraKoota,
  taraOf,
  varnaKoota,
  vashyaKoota,
  vashyaOf,
  vashyaPoints,
  yoniPoints,
} from './kootas';
import { resolveMoon } from './moon';
import { YONIS } from './tables';

const moon = (sign: number, nakshatra: number, pada?: number, longitude?: number) =>
  resolveMoon({ sign, nakshatra, ...(pada ? { pada } : {}), ...(longitude !== undefined ? { longitude } : {}) });

describe('varna', () => {
  it('gives 1 when the boy is equal or higher', () => {
    // Cancer (brahmin) boy, Aries (kshatriya) girl → 1; reversed → 0; Gemini–Libra both shudra → 1
    expect(varnaKoota(moon(4, 8), moon(1, 1)).received_points).toBe(1);
    expect(varnaKoota(moon(1, 1), moon(4, 8)).received_points).toBe(0);
    expect(varnaKoota(moon(3, 6), moon(7, 15))).toMatchObject({
      male_koot_attribute: 'shudra',
      female_koot_attribute: 'shudra',
      received_points: 1,
      total_points: 1,
      meaning: 'work-and-ego',
    });
  });
});

describe('vashya', () => {
  it('splits Sagittarius at 15°', () => {
    // Purva Ashadha pada 1 spans 253°20′–256°40′, across Sagittarius 15° (255°)
    expect(vashyaOf(moon(9, 20, undefined, 254))).toBe('manava');
    expect(vashyaOf(moon(9, 20, undefined, 256))).toBe('chatushpada');
    expect(vashyaOf(moon(9, 20, 1))).toBe('manava'); // straddling pada: first half, where it begins
    expect(vashyaOf(moon(9, 20, 2))).toBe('chatushpada');
    expect(vashyaOf(moon(9, 20))).toBe('chatushpada'); // 1⅔° of 13⅓° before 15°: mostly second half
    expect(vashyaOf(moon(9, 19))).toBe('manava'); // Mula, 0°–13°20′
    expect(vashyaOf(moon(9, 21))).toBe('chatushpada'); // Uttara Ashadha pada 1, 26°40′–30°
  });

  it('splits Capricorn at 15°', () => {
    // Shravana pada 2 spans 283°20′–286°40′, across Capricorn 15° (285°)
    expect(vashyaOf(moon(10, 22, undefined, 284))).toBe('chatushpada');
    expect(vashyaOf(moon(10, 22, undefined, 286))).toBe('jalachara');
    expect(vashyaOf(moon(10, 22, 2))).toBe('chatushpada');
    expect(vashyaOf(moon(10, 22, 3))).toBe('jalachara');
    expect(vashyaOf(moon(10, 22))).toBe('jalachara'); // 10°–23°20′: 5° before 15°, 8⅓° after
    expect(vashyaOf(moon(10, 21))).toBe('chatushpada'); // Uttara Ashadha 2–4: 0°–10°
    expect(vashyaOf(moon(10, 23))).toBe('jalachara'); // Dhanishta 1–2: 23°20′–30°
  });

  it('classes the other signs', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 11, 12].map((s) => vashyaOf({ sign: s, nakshatra: 0 }))).toEqual([
      'chatushpada',
      'chatushpada',
      'manava',
      'jalachara',
      'vanachara',
      'manava',
      'manava',
      'keeta',
      'manava',
      'jalachara',
    ]);
  });

  it('uses a symmetric table with 2 on the diagonal', () => {
    const classes = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'] as const;
    for (const a of classes) {
      expect(vashyaPoints(a, a)).toBe(2);
      for (const b of classes) expect(vashyaPoints(a, b)).toBe(vashyaPoints(b, a));
    }
    expect(vashyaPoints('chatushpada', 'vanachara')).toBe(0.5);
    expect(vashyaPoints('manava', 'jalachara')).toBe(0.5);
    expect(vashyaPoints('manava', 'vanachara')).toBe(0);
    expect(vashyaPoints('keeta', 'vanachara')).toBe(0);
    expect(vashyaPoints('keeta', 'jalachara')).toBe(1);
  });

  it('scores a row', () => {
    // Leo (vanachara) boy, Aries (chatushpada) girl → 0.5
    expect(vashyaKoota(moon(5, 10), moon(1, 1))).toMatchObject({
      male_koot_attribute: 'vanachara',
      female_koot_attribute: 'chatushpada',
      received_points: 0.5,
      total_points: 2,
    });
  });
});

describe('tara', () => {
  it('names taras by inclusive count modulo 9', () => {
    expect(taraOf(1, 1)).toBe('janma'); // count 1
    expect(taraOf(1, 3)).toBe('vipat'); // count 3
    expect(taraOf(1, 10)).toBe('janma'); // count 10 → 1
    expect(taraOf(27, 1)).toBe('sampat'); // Revati → Ashwini is 2
    expect(taraOf(1, 27)).toBe('param-mitra'); // count 27 → 9
    expect(taraOf(5, 11)).toBe('vadha'); // count 7
  });

  it('gives 1.5 per benefic direction', () => {
    // boy Bharani 2, girl Ashwini 1: boy from girl = 2 (sampat, good); girl from boy = 27 → 9 (param-mitra, good) → 3
    expect(taraKoota(moon(1, 2), moon(1, 1))).toMatchObject({
      male_koot_attribute: 'sampat',
      female_koot_attribute: 'param-mitra',
      received_points: 3,
    });
    // boy Krittika 3 (Aries pada 1), girl Ashwini 1: boy from girl = 3 (vipat, bad); girl from boy = 26 → 8 (mitra) → 1.5
    expect(taraKoota(moon(1, 3, 1), moon(1, 1)).received_points).toBe(1.5);
    // boy Rohini 4, girl Punarvasu 7 (Gemini): boy from girl = 25 → 7 (vadha); girl from boy = 4 (kshema) → 1.5
    expect(taraKoota(moon(2, 4), moon(3, 7, 1))).toMatchObject({
      male_koot_attribute: 'vadha',
      female_koot_attribute: 'kshema',
      received_points: 1.5,
    });
    // boy Ashwini 1, girl Pushya 8 (Cancer): girl from boy = 8 (mitra); boy from girl = 21 → 3 (vipat) → 1.5
    expect(taraKoota(moon(1, 1), moon(4, 8))).toMatchObject({
      male_koot_attribute: 'vipat',
      female_koot_attribute: 'mitra',
      received_points: 1.5,
    });
  });

  it('never scores 0: the two counts add to 29, so when one is malefic the other is not', () => {
    // For different nakshatras the counts are c and 29 − c. Modulo 9, 29 ≡ 2, so a malefic 3, 5 or 7
    // in one direction leaves 8, 6 or 4 in the other. Same nakshatra: janma both ways.
    const seen = new Set<number>();
    for (let b = 1; b <= 27; b++) {
      for (let g = 1; g <= 27; g++) {
        const points = taraKoota({ sign: 1, nakshatra: b }, { sign: 1, nakshatra: g }).received_points;
        seen.add(points);
        const malefic = [taraOf(g, b), taraOf(b, g)].filter((t) => ['vipat', 'pratyari', 'vadha'].includes(t));
        expect(points).toBe(malefic.length === 0 ? 3 : 1.5);
      }
    }
    expect([...seen].sort()).toEqual([1.5, 3]);
  });
});

describe('yoni', () => {
  it('uses a symmetric table with 4 on the diagonal and 0 only for the seven sworn enemies', () => {
    const enemies = [
      ['ashwa', 'mahisha'],
      ['gaja', 'simha'],
      ['mesha', 'vanara'],
      ['sarpa', 'nakula'],
      ['shwan', 'mriga'],
      ['marjara', 'mushaka'],
      ['gau', 'vyaghra'],
    ];
    let zeros = 0;
    for (const a of YONIS) {
      expect(yoniPoints(a, a)).toBe(4);
      for (const b of YONIS) {
        expect(yoniPoints(a, b)).toBe(yoniPoints(b, a));
        if (yoniPoints(a, b) === 0) {
          zeros++;
          expect(enemies.some(([x, y]) => (x === a && y === b) || (x === b && y === a))).toBe(true);
        }
      }
    }
    expect(zeros).toBe(14); // seven pairs, both orders
  });

  it('spot-checks the published table', () => {
    expect(yoniPoints('ashwa', 'gaja')).toBe(2);
    expect(yoniPoints('gaja', 'mahisha')).toBe(3);
    expect(yoniPoints('sarpa', 'ashwa')).toBe(3);
    expect(yoniPoints('marjara', 'mriga')).toBe(3);
    expect(yoniPoints('vanara', 'nakula')).toBe(3);
    expect(yoniPoints('vyaghra', 'simha')).toBe(1);
    // the one entry printed tables disagree on; we keep the saravali.de / PyJHora value
    expect(yoniPoints('ashwa', 'mriga')).toBe(1);
  });
});

describe('graha maitri', () => {
  // [boy sign, boy nakshatra, girl sign, girl nakshatra, points, why]
  const cases: [number, number, number, number, number][] = [
    [5, 10, 4, 8, 5], // Leo SU – Cancer MO: friends both ways
    [5, 10, 6, 13, 4], // SU – ME: Sun neutral to Mercury, Mercury friend to Sun
    [1, 1, 3, 6, 0.5], // MA – ME: Mars enemy to Mercury, Mercury neutral to Mars
    [4, 8, 3, 6, 1], // MO – ME: Moon friend to Mercury, Mercury enemy to Moon
    [9, 19, 10, 22, 3], // JU – SA: neutral both ways
    [5, 10, 2, 4, 0], // SU – VE: enemies both ways
    [1, 1, 8, 17, 5], // MA rules both Aries and Scorpio
  ];
  it.each(cases)('boy sign %i / girl sign %i', (bs, bn, gs, gn, points) => {
    expect(grahaMaitriKoota(moon(bs, bn), moon(gs, gn)).received_points).toBe(points);
  });
});

describe('gana', () => {
  // Ashwini 1 deva, Bharani 2 manushya, Krittika 3 rakshasa (Aries pada 1)
  const deva = () => moon(1, 1);
  const manushya = () => moon(1, 2);
  const rakshasa = () => moon(1, 3, 1);
  it('follows the boy/girl table', () => {
    expect(ganaKoota(deva(), deva()).received_points).toBe(6);
    expect(ganaKoota(deva(), manushya()).received_points).toBe(5);
    expect(ganaKoota(manushya(), deva()).received_points).toBe(6);
    expect(ganaKoota(deva(), rakshasa()).received_points).toBe(1);
    expect(ganaKoota(rakshasa(), deva()).received_points).toBe(0);
    expect(ganaKoota(manushya(), rakshasa()).received_points).toBe(0);
    expect(ganaKoota(rakshasa(), manushya()).received_points).toBe(0);
    expect(ganaKoota(manushya(), manushya()).received_points).toBe(6);
    expect(ganaKoota(rakshasa(), rakshasa())).toMatchObject({ received_points: 6, male_koot_attribute: 'rakshasa' });
  });
});

describe('bhakoot', () => {
  it('counts signs inclusively', () => {
    expect(signDistance(1, 1)).toBe(1);
    expect(signDistance(1, 7)).toBe(7);
    expect(signDistance(12, 1)).toBe(2);
  });
  it('names the three doshas and clears the rest', () => {
    expect(bhakootDoshaKind(1, 2)).toBe('dwirdwadasha'); // 2/12
    expect(bhakootDoshaKind(2, 1)).toBe('dwirdwadasha');
    expect(bhakootDoshaKind(1, 5)).toBe('navapanchama'); // 5/9
    expect(bhakootDoshaKind(1, 9)).toBe('navapanchama');
    expect(bhakootDoshaKind(1, 6)).toBe('shadashtaka'); // 6/8
    expect(bhakootDoshaKind(1, 8)).toBe('shadashtaka');
    for (const good of [1, 3, 4, 7, 10, 11]) expect(bhakootDoshaKind(1, good)).toBeNull();
  });
});
