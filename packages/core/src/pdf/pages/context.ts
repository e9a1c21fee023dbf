import type { BirthRequest } from '@drishti/contracts/astrology';
import type { PlanetKey } from '@drishti/content/planets';
import type { Locale } from '@drishti/content/types';
import type * as kundali from '../../astrology/kundali';
import type { PdfCanvas } from '../canvas';
import type { ChartStyle } from '../charts';
import type { Flow } from '../flow';
import type { Formatters } from '../formats';
import type { PdfLabelKey } from '../labels';
import type { Shaper } from '../shaping';

/** What the kundali PDF is made from: the birth, who it is for, the language and the chart style. */
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

export const PLANETS: readonly PlanetKey[] = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE'];
export const SEVEN: readonly PlanetKey[] = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA'];

/**
 * Everything a page of the kundali PDF draws with: the input, the answers of the kundali
 * services, the canvas and its text flow, and the words and formats of the language.
 */
export interface KundaliSheet {
  input: KundaliPdfInput;
  req: BirthRequest;
  L: Locale;
  style: ChartStyle;
  nowMs: number;
  t: (key: PdfLabelKey, values?: Record<string, string | number>) => string;
  canvas: PdfCanvas;
  flow: Flow;
  f: Formatters;
  signName: (sign: number) => string;
  planetName: (planet: PlanetKey) => string;
  nakName: (nakshatra: number) => string;
  /** Twelve sign names, Aries first. */
  signNames: string[];
  birthDateText: string;
  details: ReturnType<typeof kundali.kundaliDetails>;
  basic: ReturnType<typeof kundali.basicDetails>;
  navamsa: ReturnType<typeof kundali.chartById>;
  chandra: ReturnType<typeof kundali.chartById>;
  av: ReturnType<typeof kundali.ashtakavargaOf>;
  dasha: ReturnType<typeof kundali.vimshottariDetails>;
  report: ReturnType<typeof kundali.kundaliReport>;
}
