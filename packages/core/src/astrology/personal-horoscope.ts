import type { Locale } from '@drishti/content/types';
import { vimshottariAt, vimshottariMahadashas } from '@drishti/engine/dasha';
import { horoscopeFromSky, transitSky } from '@drishti/engine/horoscope';
import { type WrittenPersonal, writePersonal } from '@drishti/readings/horoscope';
import { indiaDate } from './horoscope';
import { kundaliFor } from './kundali';

/** The birth details of a saved profile, as stored (date YYYY-MM-DD, time HH:mm local). */
export interface SavedBirth {
  birthDate: string;
  birthTime: string;
  lat: number;
  lon: number;
}

/**
 * Today's horoscope (India's date) from a saved birth: the reading for the Moon sign, the Moon
 * and the Sun from the ascendant, and the Vimshottari dasha running now. Null when the instant
 * lies outside the 120 years of the dashas.
 */
export function personalHoroscope(birth: SavedBirth, locale: Locale, nowMs: number): WrittenPersonal | null {
  const [year, month, day] = birth.birthDate.split('-').map(Number) as [number, number, number];
  const [hour, min] = birth.birthTime.split(':').map(Number) as [number, number];
  const { birth: b, k } = kundaliFor({ day, month, year, hour, min, lat: birth.lat, lon: birth.lon });
  const moonSign = k.chart.planets.MO.sign;
  const ascendantSign = k.chart.ascendant.sign;
  const [maha, antar] = vimshottariAt(
    vimshottariMahadashas(k.chart.planets.MO.longitude, b.utcMs, k.dashas.yearDays),
    nowMs,
    2,
  );
  if (!maha || !antar) return null;
  const sky = transitSky('daily', indiaDate(nowMs), 5.5);
  return writePersonal(
    { moonSign, ascendantSign, maha: maha.lord, antar: antar.lord, antarEndMs: antar.end },
    horoscopeFromSky(moonSign, sky),
    horoscopeFromSky(ascendantSign, sky),
    locale,
  );
}
