import type { Bilingual, Locale } from '@drishti/content/types';

/**
 * Every fixed label of the kundali PDF, in English and Hindi. Names of planets, signs,
 * nakshatras and panchang elements come from packages/content; these are the PDF's own words.
 */
export const PDF_LABELS = {
  siteName: { en: 'Drishti', hi: 'दृष्टि' },
  title: { en: 'Janam Kundali', hi: 'जन्म कुंडली' },
  subtitle: { en: 'Vedic birth chart', hi: 'वैदिक जन्म पत्रिका' },
  preparedFor: { en: 'Prepared for', hi: 'जिनके लिए बनाई गई' },

  birthDetails: { en: 'Birth details', hi: 'जन्म विवरण' },
  name: { en: 'Name', hi: 'नाम' },
  gender: { en: 'Gender', hi: 'लिंग' },
  dateOfBirth: { en: 'Date of birth', hi: 'जन्म दिनांक' },
  timeOfBirth: { en: 'Time of birth', hi: 'जन्म समय' },
  placeOfBirth: { en: 'Place of birth', hi: 'जन्म स्थान' },
  coordinates: { en: 'Latitude, longitude', hi: 'अक्षांश, देशांतर' },
  timeZone: { en: 'Time zone', hi: 'समय क्षेत्र' },
  utcOffset: { en: 'UTC offset on that date', hi: 'उस दिन यूटीसी से अंतर' },
  birthUtc: { en: 'Birth time in UTC', hi: 'यूटीसी में जन्म समय' },
  fixedOffset: { en: 'Fixed offset (as entered)', hi: 'निश्चित अंतर (जैसा दर्ज किया गया)' },

  settings: { en: 'Calculation settings', hi: 'गणना की सेटिंग' },
  ayanamsa: { en: 'Ayanamsa', hi: 'अयनांश' },
  node: { en: 'Rahu and Ketu', hi: 'राहु और केतु' },
  positions: { en: 'Planet positions', hi: 'ग्रह स्थिति' },
  sunrise: { en: 'Sunrise and sunset', hi: 'सूर्योदय और सूर्यास्त' },
  sunriseConvention: {
    en: 'Upper limb of the Sun with refraction, as in published panchangs',
    hi: 'सूर्य बिंब का ऊपरी किनारा, वायुमंडलीय अपवर्तन सहित, जैसा प्रकाशित पंचांगों में होता है',
  },
  houses: { en: 'Houses', hi: 'भाव' },
  housesConvention: { en: 'Whole signs from the lagna', hi: 'लग्न से पूर्ण राशि भाव' },
  dashaYear: { en: 'Dasha year', hi: 'दशा वर्ष' },
  days: { en: 'days', hi: 'दिन' },
  chartStyle: { en: 'Chart style', hi: 'कुंडली शैली' },
  generatedOn: { en: 'Generated on', hi: 'बनाने की तिथि' },

  atAGlance: { en: 'The birth chart at a glance', hi: 'जन्म कुंडली एक नज़र में' },
  basicDetails: { en: 'Basic details', hi: 'मूल विवरण' },
  ascendant: { en: 'Ascendant (Lagna)', hi: 'लग्न' },
  ascendantShort: { en: 'Asc', hi: 'लग्न' },
  moonSign: { en: 'Moon sign (Rashi)', hi: 'चंद्र राशि' },
  sunSign: { en: 'Sun sign', hi: 'सूर्य राशि' },
  birthNakshatra: { en: 'Birth nakshatra', hi: 'जन्म नक्षत्र' },
  pada: { en: 'Pada', hi: 'चरण' },

  avakhada: { en: 'Avakhada details', hi: 'अवकहड़ा चक्र' },
  varna: { en: 'Varna', hi: 'वर्ण' },
  vashya: { en: 'Vashya', hi: 'वश्य' },
  yoni: { en: 'Yoni', hi: 'योनि' },
  gana: { en: 'Gana', hi: 'गण' },
  nadi: { en: 'Nadi', hi: 'नाड़ी' },
  signLord: { en: 'Sign lord', hi: 'राशि स्वामी' },
  nakshatraLord: { en: 'Nakshatra lord', hi: 'नक्षत्र स्वामी' },

  panchangAtBirth: { en: 'Panchang at birth', hi: 'जन्म के समय का पंचांग' },
  vikramSamvat: { en: 'Vikram Samvat', hi: 'विक्रम संवत' },
  shakaSamvat: { en: 'Shaka Samvat', hi: 'शक संवत' },

  planets: { en: 'Planetary positions', hi: 'ग्रह स्थिति' },
  planet: { en: 'Planet', hi: 'ग्रह' },
  sign: { en: 'Sign', hi: 'राशि' },
  degree: { en: 'Degree', hi: 'अंश' },
  nakshatraPada: { en: 'Nakshatra – pada', hi: 'नक्षत्र – चरण' },
  house: { en: 'House', hi: 'भाव' },
  motion: { en: 'Motion', hi: 'गति' },
  direct: { en: 'Direct', hi: 'मार्गी' },
  retrograde: { en: 'Retrograde', hi: 'वक्री' },
  dignity: { en: 'Dignity', hi: 'अवस्था' },
  combust: { en: 'combust', hi: 'अस्त' },

  charts: { en: 'Charts', hi: 'कुंडली चक्र' },
  lagnaChart: { en: 'Lagna chart (D1)', hi: 'लग्न कुंडली (D1)' },
  navamsaChart: { en: 'Navamsa chart (D9)', hi: 'नवांश कुंडली (D9)' },
  chandraChart: { en: 'Chandra chart (from the Moon)', hi: 'चंद्र कुंडली (चंद्रमा से)' },
  chartNoteNorth: {
    en: 'North Indian style: the houses are fixed, house 1 at the top centre; the numbers are the signs (1 = Aries). Degrees are shown in the lagna chart.',
    hi: 'उत्तर भारतीय शैली: भाव स्थिर रहते हैं, पहला भाव ऊपर बीच में; अंक राशियाँ दर्शाते हैं (1 = मेष)। लग्न कुंडली में ग्रहों के अंश भी दिए गए हैं।',
  },
  chartNoteSouth: {
    en: 'South Indian style: the signs are fixed, Aries second from the left in the top row; the lagna is marked with a diagonal line. Degrees are shown in the lagna chart.',
    hi: 'दक्षिण भारतीय शैली: राशियाँ स्थिर रहती हैं, मेष ऊपर की पंक्ति में बाएँ से दूसरे खाने में; लग्न को तिरछी रेखा से दिखाया गया है। लग्न कुंडली में ग्रहों के अंश भी दिए गए हैं।',
  },
  abbreviations: { en: 'Abbreviations', hi: 'संक्षेप' },

  vimshottari: { en: 'Vimshottari dasha', hi: 'विंशोत्तरी दशा' },
  mahadasha: { en: 'Mahadasha', hi: 'महादशा' },
  antardasha: { en: 'Antardasha', hi: 'अंतर्दशा' },
  runningNow: { en: 'running now', hi: 'अभी चल रही' },
  balanceAtBirth: { en: 'Dasha balance at birth', hi: 'जन्म के समय शेष दशा' },
  years: { en: 'years', hi: 'वर्ष' },
  months: { en: 'months', hi: 'माह' },
  dashaNote: {
    en: 'Dates are in the time zone of the place of birth. The running periods are those of {date}.',
    hi: 'तारीखें जन्म स्थान के समय क्षेत्र के अनुसार हैं। चल रही दशाएँ {date} के अनुसार दिखाई गई हैं।',
  },

  ashtakavarga: { en: 'Ashtakavarga', hi: 'अष्टकवर्ग' },
  sarva: { en: 'Sarvashtakavarga', hi: 'सर्वाष्टकवर्ग' },
  bhinna: { en: 'Points of each planet by sign (bhinnashtakavarga)', hi: 'हर ग्रह के राशिवार बिंदु (भिन्नाष्टकवर्ग)' },
  total: { en: 'Total', hi: 'योग' },
  sarvaChart: { en: 'Sarvashtakavarga on the chart', hi: 'कुंडली में सर्वाष्टकवर्ग' },
  ashtakavargaNote: {
    en: 'Each sign holds 0–8 points from each planet; the sarvashtakavarga adds the seven planets (337 in all). A sign with 28 or more points supports the matters of its house; one with fewer than 25 asks for care.',
    hi: 'हर राशि को हर ग्रह से 0 से 8 बिंदु मिलते हैं; सर्वाष्टकवर्ग सातों ग्रहों के बिंदुओं का योग है (कुल 337)। 28 या अधिक बिंदुओं वाली राशि अपने भाव के विषयों को बल देती है; 25 से कम बिंदुओं वाली राशि सावधानी माँगती है।',
  },

  page: { en: 'Page {n} of {total}', hi: 'पृष्ठ {n} / {total}' },
} as const satisfies Record<string, Bilingual>;

export type PdfLabelKey = keyof typeof PDF_LABELS;

export const GENDER_LABELS: Readonly<Record<'male' | 'female' | 'other', Bilingual>> = {
  male: { en: 'Male', hi: 'पुरुष' },
  female: { en: 'Female', hi: 'स्त्री' },
  other: { en: 'Other', hi: 'अन्य' },
};

export const AYANAMSA_LABELS: Readonly<Record<'lahiri' | 'kp' | 'raman' | 'true-chitra', Bilingual>> = {
  lahiri: { en: 'Lahiri (Chitrapaksha)', hi: 'लाहिड़ी (चित्रपक्ष)' },
  kp: { en: 'Krishnamurti (KP)', hi: 'कृष्णमूर्ति (केपी)' },
  raman: { en: 'B. V. Raman', hi: 'बी. वी. रमन' },
  'true-chitra': { en: 'True Chitra', hi: 'सत्य चित्रा' },
};

export const NODE_LABELS: Readonly<Record<'mean' | 'true', Bilingual>> = {
  mean: { en: 'Mean node', hi: 'मध्यम पात' },
  true: { en: 'True node', hi: 'स्पष्ट पात' },
};

export const POSITION_LABELS: Readonly<Record<'apparent' | 'geometric', Bilingual>> = {
  apparent: { en: 'Apparent (as seen from the Earth)', hi: 'दृश्य (पृथ्वी से जैसी दिखती है)' },
  geometric: { en: 'Geometric', hi: 'ज्यामितीय' },
};

export const STYLE_LABELS: Readonly<Record<'north' | 'south', Bilingual>> = {
  north: { en: 'North Indian', hi: 'उत्तर भारतीय' },
  south: { en: 'South Indian', hi: 'दक्षिण भारतीय' },
};

/** The vashya classes of the Moon sign (the engine's keys). */
export const VASHYA_LABELS: Readonly<
  Record<'chatushpada' | 'manava' | 'jalachara' | 'vanachara' | 'keeta', Bilingual>
> = {
  chatushpada: { en: 'Chatushpada (quadruped)', hi: 'चतुष्पद' },
  manava: { en: 'Manava (human)', hi: 'मानव' },
  jalachara: { en: 'Jalachara (water-dweller)', hi: 'जलचर' },
  vanachara: { en: 'Vanachara (wild)', hi: 'वनचर' },
  keeta: { en: 'Keeta (insect)', hi: 'कीट' },
};

/** Short sign names for table headers, Aries to Pisces (the Hindi names are short already). */
export const SIGN_ABBREVIATIONS: readonly Bilingual[] = [
  { en: 'Ari', hi: 'मेष' },
  { en: 'Tau', hi: 'वृषभ' },
  { en: 'Gem', hi: 'मिथुन' },
  { en: 'Can', hi: 'कर्क' },
  { en: 'Leo', hi: 'सिंह' },
  { en: 'Vir', hi: 'कन्या' },
  { en: 'Lib', hi: 'तुला' },
  { en: 'Sco', hi: 'वृश्चिक' },
  { en: 'Sag', hi: 'धनु' },
  { en: 'Cap', hi: 'मकर' },
  { en: 'Aqu', hi: 'कुंभ' },
  { en: 'Pis', hi: 'मीन' },
];

/** The label in a language, with `{name}` placeholders filled. */
export function label(key: PdfLabelKey, locale: Locale, values: Readonly<Record<string, string | number>> = {}) {
  return Object.entries(values).reduce<string>(
    (out, [k, v]) => out.replaceAll(`{${k}}`, String(v)),
    PDF_LABELS[key][locale],
  );
}
