import { GANAS, NADIS, NAKSHATRA_VARNAS, NAKSHATRAS, YONIS, type YoniAnimal } from '@drishti/content/nakshatras';
import { PLANETS } from '@drishti/content/planets';
import type { Locale } from '@drishti/content/types';
import { ZODIAC_SIGNS } from '@drishti/content/zodiac';
import type { Yoni } from '@drishti/engine/matching/tables';
import { catalogues } from '../../messages';
import { type AttributeNames, attributeKey } from './model';

/**
 * Names in the page's language for the keys the astrology API answers with. Built on the server
 * from the content package and handed to client components as small plain objects, so the
 * content package itself never ships to the browser.
 */

/** Planet names by key ("MA" → "Mars" / "मंगल"). */
export function planetNames(locale: Locale): Record<string, string> {
  return Object.fromEntries(PLANETS.map((p) => [p.key, p.name[locale]]));
}

/** Sign names by number, 1 = Aries ("1" → "Aries" / "मेष"). */
export function signNamesByNumber(locale: Locale): Record<string, string> {
  return Object.fromEntries(ZODIAC_SIGNS.map((s) => [String(s.index), s.name[locale]]));
}

/** Gana and nadi names by key. */
export function ganaNames(locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(GANAS).map(([k, v]) => [k, v[locale]]));
}

export function nadiNames(locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(NADIS).map(([k, v]) => [k, v[locale]]));
}

/** The engine's Sanskrit yoni keys and the content's animal keys. */
export const YONI_ANIMALS: Readonly<Record<Yoni, YoniAnimal>> = {
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

/** Every attribute value a koota row can name, keyed `koota:value`. */
export function kootaAttributeNames(locale: Locale): AttributeNames {
  const m = catalogues[locale].matching.attributes;
  const names: Record<string, string> = {};
  for (const varna of ['brahmin', 'kshatriya', 'vaishya', 'shudra'] as const) {
    names[attributeKey('varna', varna)] = NAKSHATRA_VARNAS[varna][locale];
  }
  for (const [k, v] of Object.entries(m.vashya)) names[attributeKey('vashya', k)] = v;
  for (const [k, v] of Object.entries(m.tara)) names[attributeKey('tara', k)] = v;
  for (const [k, animal] of Object.entries(YONI_ANIMALS)) names[attributeKey('yoni', k)] = YONIS[animal][locale];
  for (const p of PLANETS) names[attributeKey('graha_maitri', p.key)] = p.name[locale];
  for (const [k, v] of Object.entries(GANAS)) names[attributeKey('gana', k)] = v[locale];
  for (const s of ZODIAC_SIGNS) names[attributeKey('bhakoot', s.key)] = s.name[locale];
  for (const [k, v] of Object.entries(NADIS)) names[attributeKey('nadi', k)] = v[locale];
  return names;
}

/** Nakshatra names by number 1–27. */
export function nakshatraNamesByNumber(locale: Locale): Record<string, string> {
  return Object.fromEntries(NAKSHATRAS.map((n) => [String(n.index), n.name[locale]]));
}
