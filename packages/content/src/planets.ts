// The nine grahas, planetary dignities and the twelve bhavas (houses).

import type { Bilingual, PlanetKey, SignLordKey, ZodiacKey } from './types';

export type { PlanetKey, SignLordKey } from './types';

export const PLANET_KEYS: readonly PlanetKey[] = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE'];

/** Shown after a planet's abbreviation when it is retrograde: "SA (R)", "श (व)". */
export const RETROGRADE_MARK: Bilingual = { en: '(R)', hi: '(व)' };

/** Long label for retrograde motion. */
export const RETROGRADE_LABEL: Bilingual = { en: 'Retrograde', hi: 'वक्री' };

export interface BeejMantra {
  /** The mantra in Devanagari. */
  devanagari: string;
  /** The same mantra in Latin letters, for readers who do not read Devanagari. */
  transliteration: string;
  /** The traditional number of repetitions for a full anushthana (japa count). */
  japaCount: number;
}

/** Natural (naisargika) nature of a planet. The Moon and Mercury change with their condition. */
export type PlanetNature = 'benefic' | 'malefic' | 'variable';

/** Sun and Moon never retrograde; Rahu and Ketu always move backwards (mean nodes). */
export type PlanetMotion = 'direct-only' | 'can-retrograde' | 'always-retrograde';

export interface Planet {
  key: PlanetKey;
  name: Bilingual;
  /** The Sanskrit name in Latin letters. */
  sanskrit: string;
  /** Other names found in panchangs and texts. */
  altNames: Bilingual[];
  /** Chart abbreviation: en "SU", hi "सू". */
  abbr: Bilingual;
  /** Karakatva: what the planet signifies. */
  signifies: Bilingual;
  gemstone: Bilingual;
  /** The weekday 0 (Sunday) to 6 (Saturday). For Rahu and Ketu, the day customarily kept for their worship. */
  vara: number;
  day: Bilingual;
  mantra: BeejMantra;
  nature: PlanetNature;
  motion: PlanetMotion;
  /** Years of this planet's mahadasha in the Vimshottari system (120 in all). */
  dashaYears: number;
  /** Sign of exaltation and, for the seven planets, the degree of deepest exaltation. */
  exaltation: { sign: ZodiacKey; degree: number | null };
  /** Always the sign opposite exaltation, at the same degree. */
  debilitation: { sign: ZodiacKey; degree: number | null };
  /** Null for Rahu and Ketu, whose moolatrikona signs are disputed. */
  moolatrikona: ZodiacKey | null;
  /** Empty for Rahu and Ketu, which own no sign in Parashara's scheme. */
  ownSigns: ZodiacKey[];
  /** Natural friendships (Parashara); empty for the nodes. */
  friends: PlanetKey[];
  neutrals: PlanetKey[];
  enemies: PlanetKey[];
}

export const PLANETS: readonly Planet[] = [
  {
    key: 'SU',
    name: { en: 'Sun', hi: 'सूर्य' },
    sanskrit: 'Surya',
    altNames: [
      { en: 'Ravi', hi: 'रवि' },
      { en: 'Aditya', hi: 'आदित्य' },
    ],
    abbr: { en: 'SU', hi: 'सू' },
    signifies: {
      en: 'The soul, father, authority and government, vitality, self-confidence, fame, the heart, bones and eyesight.',
      hi: 'आत्मा, पिता, अधिकार और सरकार, प्राणशक्ति, आत्मविश्वास, यश, हृदय, हड्डियाँ और नेत्र-ज्योति।',
    },
    gemstone: { en: 'Ruby', hi: 'माणिक्य' },
    vara: 0,
    day: { en: 'Sunday', hi: 'रविवार' },
    mantra: {
      devanagari: 'ॐ ह्रां ह्रीं ह्रौं सः सूर्याय नमः',
      transliteration: 'Om Hraam Hreem Hraum Sah Suryaya Namah',
      japaCount: 7000,
    },
    nature: 'malefic',
    motion: 'direct-only',
    dashaYears: 6,
    exaltation: { sign: 'aries', degree: 10 },
    debilitation: { sign: 'libra', degree: 10 },
    moolatrikona: 'leo',
    ownSigns: ['leo'],
    friends: ['MO', 'MA', 'JU'],
    neutrals: ['ME'],
    enemies: ['VE', 'SA'],
  },
  {
    key: 'MO',
    name: { en: 'Moon', hi: 'चंद्र' },
    sanskrit: 'Chandra',
    altNames: [
      { en: 'Soma', hi: 'सोम' },
      { en: 'Chandrama', hi: 'चंद्रमा' },
    ],
    abbr: { en: 'MO', hi: 'चं' },
    signifies: {
      en: 'The mind, mother, emotions, nourishment, the public, water and fluids, sleep, travel and peace of mind.',
      hi: 'मन, माता, भावनाएँ, पोषण, जनसमुदाय, जल और तरल पदार्थ, नींद, यात्राएँ और मानसिक शांति।',
    },
    gemstone: { en: 'Pearl', hi: 'मोती' },
    vara: 1,
    day: { en: 'Monday', hi: 'सोमवार' },
    mantra: {
      devanagari: 'ॐ श्रां श्रीं श्रौं सः चन्द्रमसे नमः',
      transliteration: 'Om Shraam Shreem Shraum Sah Chandramase Namah',
      japaCount: 11000,
    },
    nature: 'variable',
    motion: 'direct-only',
    dashaYears: 10,
    exaltation: { sign: 'taurus', degree: 3 },
    debilitation: { sign: 'scorpio', degree: 3 },
    moolatrikona: 'taurus',
    ownSigns: ['cancer'],
    friends: ['SU', 'ME'],
    neutrals: ['MA', 'JU', 'VE', 'SA'],
    enemies: [],
  },
  {
    key: 'MA',
    name: { en: 'Mars', hi: 'मंगल' },
    sanskrit: 'Mangala',
    altNames: [
      { en: 'Bhauma', hi: 'भौम' },
      { en: 'Kuja', hi: 'कुज' },
    ],
    abbr: { en: 'MA', hi: 'मं' },
    signifies: {
      en: 'Courage, energy, younger siblings, land and property, the police and armed forces, surgery, blood, accidents and disputes.',
      hi: 'साहस, ऊर्जा, छोटे भाई-बहन, भूमि और संपत्ति, पुलिस और सेना, शल्य-चिकित्सा, रक्त, दुर्घटनाएँ और विवाद।',
    },
    gemstone: { en: 'Red coral', hi: 'मूँगा' },
    vara: 2,
    day: { en: 'Tuesday', hi: 'मंगलवार' },
    mantra: {
      devanagari: 'ॐ क्रां क्रीं क्रौं सः भौमाय नमः',
      transliteration: 'Om Kraam Kreem Kraum Sah Bhaumaya Namah',
      japaCount: 10000,
    },
    nature: 'malefic',
    motion: 'can-retrograde',
    dashaYears: 7,
    exaltation: { sign: 'capricorn', degree: 28 },
    debilitation: { sign: 'cancer', degree: 28 },
    moolatrikona: 'aries',
    ownSigns: ['aries', 'scorpio'],
    friends: ['SU', 'MO', 'JU'],
    neutrals: ['VE', 'SA'],
    enemies: ['ME'],
  },
  {
    key: 'ME',
    name: { en: 'Mercury', hi: 'बुध' },
    sanskrit: 'Budha',
    altNames: [{ en: 'Saumya', hi: 'सौम्य' }],
    abbr: { en: 'ME', hi: 'बु' },
    signifies: {
      en: 'Intellect, speech, learning, writing, trade and accounts, humour, friends, maternal uncles, the skin and the nervous system.',
      hi: 'बुद्धि, वाणी, शिक्षा, लेखन, व्यापार और हिसाब-किताब, विनोद, मित्र, मामा, त्वचा और तंत्रिका तंत्र।',
    },
    gemstone: { en: 'Emerald', hi: 'पन्ना' },
    vara: 3,
    day: { en: 'Wednesday', hi: 'बुधवार' },
    mantra: {
      devanagari: 'ॐ ब्रां ब्रीं ब्रौं सः बुधाय नमः',
      transliteration: 'Om Braam Breem Braum Sah Budhaya Namah',
      japaCount: 9000,
    },
    nature: 'variable',
    motion: 'can-retrograde',
    dashaYears: 17,
    exaltation: { sign: 'virgo', degree: 15 },
    debilitation: { sign: 'pisces', degree: 15 },
    moolatrikona: 'virgo',
    ownSigns: ['gemini', 'virgo'],
    friends: ['SU', 'VE'],
    neutrals: ['MA', 'JU', 'SA'],
    enemies: ['MO'],
  },
  {
    key: 'JU',
    name: { en: 'Jupiter', hi: 'गुरु' },
    sanskrit: 'Guru',
    altNames: [
      { en: 'Brihaspati', hi: 'बृहस्पति' },
      { en: 'Jeeva', hi: 'जीव' },
    ],
    abbr: { en: 'JU', hi: 'गु' },
    signifies: {
      en: 'Wisdom, teachers and gurus, children, wealth, dharma, the scriptures, the husband in a woman’s chart, the liver and good fortune.',
      hi: 'ज्ञान, गुरु और शिक्षक, संतान, धन, धर्म, शास्त्र, स्त्री की कुंडली में पति, यकृत और सौभाग्य।',
    },
    gemstone: { en: 'Yellow sapphire', hi: 'पुखराज' },
    vara: 4,
    day: { en: 'Thursday', hi: 'गुरुवार' },
    mantra: {
      devanagari: 'ॐ ग्रां ग्रीं ग्रौं सः गुरवे नमः',
      transliteration: 'Om Graam Greem Graum Sah Gurave Namah',
      japaCount: 19000,
    },
    nature: 'benefic',
    motion: 'can-retrograde',
    dashaYears: 16,
    exaltation: { sign: 'cancer', degree: 5 },
    debilitation: { sign: 'capricorn', degree: 5 },
    moolatrikona: 'sagittarius',
    ownSigns: ['sagittarius', 'pisces'],
    friends: ['SU', 'MO', 'MA'],
    neutrals: ['SA'],
    enemies: ['ME', 'VE'],
  },
  {
    key: 'VE',
    name: { en: 'Venus', hi: 'शुक्र' },
    sanskrit: 'Shukra',
    altNames: [{ en: 'Bhargava', hi: 'भार्गव' }],
    abbr: { en: 'VE', hi: 'शु' },
    signifies: {
      en: 'Love, marriage, the wife in a man’s chart, beauty, the arts and music, luxury, vehicles, comforts and the reproductive system.',
      hi: 'प्रेम, विवाह, पुरुष की कुंडली में पत्नी, सौंदर्य, कला और संगीत, विलासिता, वाहन, सुख-सुविधाएँ और प्रजनन तंत्र।',
    },
    gemstone: { en: 'Diamond', hi: 'हीरा' },
    vara: 5,
    day: { en: 'Friday', hi: 'शुक्रवार' },
    mantra: {
      devanagari: 'ॐ द्रां द्रीं द्रौं सः शुक्राय नमः',
      transliteration: 'Om Draam Dreem Draum Sah Shukraya Namah',
      japaCount: 16000,
    },
    nature: 'benefic',
    motion: 'can-retrograde',
    dashaYears: 20,
    exaltation: { sign: 'pisces', degree: 27 },
    debilitation: { sign: 'virgo', degree: 27 },
    moolatrikona: 'libra',
    ownSigns: ['taurus', 'libra'],
    friends: ['ME', 'SA'],
    neutrals: ['MA', 'JU'],
    enemies: ['SU', 'MO'],
  },
  {
    key: 'SA',
    name: { en: 'Saturn', hi: 'शनि' },
    sanskrit: 'Shani',
    altNames: [
      { en: 'Shanaishchara', hi: 'शनैश्चर' },
      { en: 'Manda', hi: 'मंद' },
    ],
    abbr: { en: 'SA', hi: 'श' },
    signifies: {
      en: 'Longevity, discipline, hard work, servants and labourers, delay, sorrow, detachment, old age, justice, the legs, joints and teeth.',
      hi: 'आयु, अनुशासन, परिश्रम, सेवक और श्रमिक, विलंब, दुःख, वैराग्य, वृद्धावस्था, न्याय, पैर, जोड़ और दाँत।',
    },
    gemstone: { en: 'Blue sapphire', hi: 'नीलम' },
    vara: 6,
    day: { en: 'Saturday', hi: 'शनिवार' },
    mantra: {
      devanagari: 'ॐ प्रां प्रीं प्रौं सः शनैश्चराय नमः',
      transliteration: 'Om Praam Preem Praum Sah Shanaishcharaya Namah',
      japaCount: 23000,
    },
    nature: 'malefic',
    motion: 'can-retrograde',
    dashaYears: 19,
    exaltation: { sign: 'libra', degree: 20 },
    debilitation: { sign: 'aries', degree: 20 },
    moolatrikona: 'aquarius',
    ownSigns: ['capricorn', 'aquarius'],
    friends: ['ME', 'VE'],
    neutrals: ['JU'],
    enemies: ['SU', 'MO', 'MA'],
  },
  {
    key: 'RA',
    name: { en: 'Rahu', hi: 'राहु' },
    sanskrit: 'Rahu',
    altNames: [{ en: 'North node of the Moon', hi: 'उत्तरी चंद्र-पात' }],
    abbr: { en: 'RA', hi: 'रा' },
    signifies: {
      en: 'Worldly desire and obsession, foreign lands and foreigners, technology, sudden events, illusion, the paternal grandfather, poisons and puzzling illnesses.',
      hi: 'सांसारिक इच्छाएँ और जुनून, विदेश और विदेशी लोग, तकनीक, आकस्मिक घटनाएँ, भ्रम, दादा, विष और उलझे हुए रोग।',
    },
    gemstone: { en: 'Hessonite', hi: 'गोमेद' },
    vara: 6,
    day: { en: 'Saturday', hi: 'शनिवार' },
    mantra: {
      devanagari: 'ॐ भ्रां भ्रीं भ्रौं सः राहवे नमः',
      transliteration: 'Om Bhraam Bhreem Bhraum Sah Rahave Namah',
      japaCount: 18000,
    },
    nature: 'malefic',
    motion: 'always-retrograde',
    dashaYears: 18,
    // The common view; some authorities place Rahu's exaltation in Gemini instead.
    exaltation: { sign: 'taurus', degree: null },
    debilitation: { sign: 'scorpio', degree: null },
    moolatrikona: null,
    ownSigns: [],
    friends: [],
    neutrals: [],
    enemies: [],
  },
  {
    key: 'KE',
    name: { en: 'Ketu', hi: 'केतु' },
    sanskrit: 'Ketu',
    altNames: [{ en: 'South node of the Moon', hi: 'दक्षिणी चंद्र-पात' }],
    abbr: { en: 'KE', hi: 'के' },
    signifies: {
      en: 'Detachment, spirituality and moksha, past-life karma, intuition, occult knowledge, sudden losses, the maternal grandfather, wounds and fevers.',
      hi: 'वैराग्य, अध्यात्म और मोक्ष, पूर्वजन्म के कर्म, अंतर्ज्ञान, गूढ़ विद्या, आकस्मिक हानि, नाना, घाव और ज्वर।',
    },
    gemstone: { en: 'Cat’s eye', hi: 'लहसुनिया' },
    vara: 2,
    day: { en: 'Tuesday', hi: 'मंगलवार' },
    mantra: {
      devanagari: 'ॐ स्रां स्रीं स्रौं सः केतवे नमः',
      transliteration: 'Om Sraam Sreem Sraum Sah Ketave Namah',
      japaCount: 17000,
    },
    nature: 'malefic',
    motion: 'always-retrograde',
    dashaYears: 7,
    // The common view; some authorities place Ketu's exaltation in Sagittarius instead.
    exaltation: { sign: 'scorpio', degree: null },
    debilitation: { sign: 'taurus', degree: null },
    moolatrikona: null,
    ownSigns: [],
    friends: [],
    neutrals: [],
    enemies: [],
  },
];

const BY_KEY = new Map<PlanetKey, Planet>(PLANETS.map((p) => [p.key, p]));

/** The planet with this key. */
export function planet(key: PlanetKey): Planet {
  const p = BY_KEY.get(key);
  if (!p) throw new RangeError(`Unknown planet key: ${key}`);
  return p;
}

/** "SA" / "श", with the retrograde mark when `retrograde` is true: "SA (R)" / "श (व)". */
export function planetAbbr(key: PlanetKey, locale: 'en' | 'hi', retrograde = false): string {
  const abbr = planet(key).abbr[locale];
  return retrograde ? `${abbr} ${RETROGRADE_MARK[locale]}` : abbr;
}

/** Mahadasha order of the Vimshottari system, starting from Ketu (the lord of Ashwini). */
export const VIMSHOTTARI_ORDER: readonly PlanetKey[] = ['KE', 'VE', 'SU', 'MO', 'MA', 'RA', 'JU', 'SA', 'ME'];

/** The lord of each sign, Aries to Pisces. */
export const SIGN_LORDS: Readonly<Record<ZodiacKey, SignLordKey>> = {
  aries: 'MA',
  taurus: 'VE',
  gemini: 'ME',
  cancer: 'MO',
  leo: 'SU',
  virgo: 'ME',
  libra: 'VE',
  scorpio: 'MA',
  sagittarius: 'JU',
  capricorn: 'SA',
  aquarius: 'SA',
  pisces: 'JU',
};

// ---------------------------------------------------------------------------
// Dignities (avastha by sign)

export type DignityKey =
  | 'exalted'
  | 'moolatrikona'
  | 'own'
  | 'great-friend'
  | 'friendly'
  | 'neutral'
  | 'enemy'
  | 'great-enemy'
  | 'debilitated';

export interface Dignity {
  key: DignityKey;
  label: Bilingual;
  description: Bilingual;
}

/** From strongest to weakest. */
export const DIGNITIES: readonly Dignity[] = [
  {
    key: 'exalted',
    label: { en: 'Exalted', hi: 'उच्च' },
    description: {
      en: 'The planet is at its strongest and gives its finest results.',
      hi: 'ग्रह अपनी सबसे बलवान अवस्था में होता है और अपना श्रेष्ठ फल देता है।',
    },
  },
  {
    key: 'moolatrikona',
    label: { en: 'Moolatrikona', hi: 'मूलत्रिकोण' },
    description: {
      en: 'The planet acts with the authority of its own office, nearly as strong as in exaltation.',
      hi: 'ग्रह अपने पद के पूरे अधिकार से काम करता है; यह बल उच्च अवस्था के लगभग बराबर होता है।',
    },
  },
  {
    key: 'own',
    label: { en: 'Own sign', hi: 'स्वराशि' },
    description: {
      en: 'The planet is at home: comfortable, confident and dependable.',
      hi: 'ग्रह अपने घर में होता है: सहज, आत्मविश्वासी और भरोसेमंद।',
    },
  },
  {
    key: 'great-friend',
    label: { en: 'Great friend’s sign', hi: 'अधिमित्र राशि' },
    description: {
      en: 'The sign of a planet that is both a natural and a temporary friend; the planet is well supported.',
      hi: 'ऐसे ग्रह की राशि जो नैसर्गिक और तात्कालिक, दोनों रूपों में मित्र है; ग्रह को भरपूर सहयोग मिलता है।',
    },
  },
  {
    key: 'friendly',
    label: { en: 'Friend’s sign', hi: 'मित्र राशि' },
    description: {
      en: 'The planet is a welcome guest and gives good results.',
      hi: 'ग्रह स्वागत पाए अतिथि की तरह होता है और अच्छे फल देता है।',
    },
  },
  {
    key: 'neutral',
    label: { en: 'Neutral sign', hi: 'सम राशि' },
    description: {
      en: 'The planet is neither helped nor hindered by the sign it occupies.',
      hi: 'जिस राशि में ग्रह बैठा है, वह न उसकी सहायता करती है, न बाधा डालती है।',
    },
  },
  {
    key: 'enemy',
    label: { en: 'Enemy’s sign', hi: 'शत्रु राशि' },
    description: {
      en: 'The planet is uneasy and its results come with friction.',
      hi: 'ग्रह असहज रहता है और उसके फल टकराव के साथ मिलते हैं।',
    },
  },
  {
    key: 'great-enemy',
    label: { en: 'Great enemy’s sign', hi: 'अधिशत्रु राशि' },
    description: {
      en: 'The sign of a planet that is both a natural and a temporary enemy; the planet struggles.',
      hi: 'ऐसे ग्रह की राशि जो नैसर्गिक और तात्कालिक, दोनों रूपों में शत्रु है; ग्रह को संघर्ष करना पड़ता है।',
    },
  },
  {
    key: 'debilitated',
    label: { en: 'Debilitated', hi: 'नीच' },
    description: {
      en: 'The planet is at its weakest and finds it hard to give good results.',
      hi: 'ग्रह अपनी सबसे निर्बल अवस्था में होता है और उसके लिए शुभ फल देना कठिन होता है।',
    },
  },
];

export const DIGNITY_LABELS: Readonly<Record<DignityKey, Bilingual>> = Object.fromEntries(
  DIGNITIES.map((d) => [d.key, d.label]),
) as Record<DignityKey, Bilingual>;

// ---------------------------------------------------------------------------
// Houses (bhavas)

/** Kendra (angles), trikona (trines), dusthana (difficult houses), upachaya (houses of growth), maraka. */
export type HouseClass = 'kendra' | 'trikona' | 'dusthana' | 'upachaya' | 'maraka';

export const HOUSE_CLASSES: Readonly<Record<HouseClass, Bilingual>> = {
  kendra: { en: 'Kendra (angle)', hi: 'केंद्र' },
  trikona: { en: 'Trikona (trine)', hi: 'त्रिकोण' },
  dusthana: { en: 'Dusthana (difficult house)', hi: 'दुःस्थान (त्रिक भाव)' },
  upachaya: { en: 'Upachaya (house of growth)', hi: 'उपचय' },
  maraka: { en: 'Maraka (house of endings)', hi: 'मारक' },
};

export interface House {
  /** 1 to 12. */
  index: number;
  name: Bilingual;
  /** The classical name: en in Latin letters, hi in Devanagari. */
  sanskrit: Bilingual;
  meaning: Bilingual;
  classes: HouseClass[];
}

export const HOUSES: readonly House[] = [
  {
    index: 1,
    name: { en: 'First house', hi: 'प्रथम भाव' },
    sanskrit: { en: 'Tanu Bhava (Lagna)', hi: 'तनु भाव (लग्न)' },
    meaning: {
      en: 'The self, body, appearance, health, temperament and the overall direction of life.',
      hi: 'स्वयं, शरीर, रूप-रंग, स्वास्थ्य, स्वभाव और जीवन की समग्र दिशा।',
    },
    classes: ['kendra', 'trikona'],
  },
  {
    index: 2,
    name: { en: 'Second house', hi: 'द्वितीय भाव' },
    sanskrit: { en: 'Dhana Bhava', hi: 'धन भाव' },
    meaning: {
      en: 'Wealth and savings, family, speech, food, the face and early education.',
      hi: 'धन और संचय, कुटुंब, वाणी, भोजन, मुख और आरंभिक शिक्षा।',
    },
    classes: ['maraka'],
  },
  {
    index: 3,
    name: { en: 'Third house', hi: 'तृतीय भाव' },
    sanskrit: { en: 'Sahaja Bhava', hi: 'सहज (पराक्रम) भाव' },
    meaning: {
      en: 'Courage and effort, younger siblings, communication, short journeys and skill with the hands.',
      hi: 'पराक्रम और प्रयास, छोटे भाई-बहन, संवाद, छोटी यात्राएँ और हाथों का हुनर।',
    },
    classes: ['upachaya'],
  },
  {
    index: 4,
    name: { en: 'Fourth house', hi: 'चतुर्थ भाव' },
    sanskrit: { en: 'Sukha Bhava', hi: 'सुख भाव' },
    meaning: {
      en: 'Mother, home, land and vehicles, schooling, inner happiness and peace of mind.',
      hi: 'माता, घर, भूमि और वाहन, विद्यालयी शिक्षा, आंतरिक सुख और मन की शांति।',
    },
    classes: ['kendra'],
  },
  {
    index: 5,
    name: { en: 'Fifth house', hi: 'पंचम भाव' },
    sanskrit: { en: 'Putra Bhava', hi: 'पुत्र (संतान) भाव' },
    meaning: {
      en: 'Children, intelligence, creativity, romance, mantra and the merit of past lives (purva punya).',
      hi: 'संतान, बुद्धि, सृजनशीलता, प्रेम-संबंध, मंत्र-साधना और पूर्वजन्म का पुण्य।',
    },
    classes: ['trikona'],
  },
  {
    index: 6,
    name: { en: 'Sixth house', hi: 'षष्ठ भाव' },
    sanskrit: { en: 'Ari Bhava', hi: 'अरि (शत्रु) भाव' },
    meaning: {
      en: 'Enemies, illness, debt, litigation, service and daily work, and the strength to overcome obstacles.',
      hi: 'शत्रु, रोग, ऋण, मुक़दमे, नौकरी और सेवा, तथा बाधाओं को जीतने का बल।',
    },
    classes: ['dusthana', 'upachaya'],
  },
  {
    index: 7,
    name: { en: 'Seventh house', hi: 'सप्तम भाव' },
    sanskrit: { en: 'Yuvati (Kalatra) Bhava', hi: 'युवती (कलत्र) भाव' },
    meaning: {
      en: 'Marriage and the spouse, partnerships, business dealings, contracts and public relations.',
      hi: 'विवाह और जीवनसाथी, साझेदारी, व्यापारिक लेन-देन, अनुबंध और सार्वजनिक संबंध।',
    },
    classes: ['kendra', 'maraka'],
  },
  {
    index: 8,
    name: { en: 'Eighth house', hi: 'अष्टम भाव' },
    sanskrit: { en: 'Randhra (Ayu) Bhava', hi: 'रंध्र (आयु) भाव' },
    meaning: {
      en: 'Longevity, sudden events, transformation, inheritance, secrets, research and the occult.',
      hi: 'आयु, आकस्मिक घटनाएँ, रूपांतरण, विरासत, रहस्य, शोध और गूढ़ विद्याएँ।',
    },
    classes: ['dusthana'],
  },
  {
    index: 9,
    name: { en: 'Ninth house', hi: 'नवम भाव' },
    sanskrit: { en: 'Dharma (Bhagya) Bhava', hi: 'धर्म (भाग्य) भाव' },
    meaning: {
      en: 'Fortune, dharma, father and guru, higher learning, pilgrimage and long journeys.',
      hi: 'भाग्य, धर्म, पिता और गुरु, उच्च शिक्षा, तीर्थयात्रा और लंबी यात्राएँ।',
    },
    classes: ['trikona'],
  },
  {
    index: 10,
    name: { en: 'Tenth house', hi: 'दशम भाव' },
    sanskrit: { en: 'Karma Bhava', hi: 'कर्म भाव' },
    meaning: {
      en: 'Career and action in the world, status, authority, reputation and government.',
      hi: 'आजीविका और संसार में कर्म, पद, अधिकार, प्रतिष्ठा और शासन।',
    },
    classes: ['kendra', 'upachaya'],
  },
  {
    index: 11,
    name: { en: 'Eleventh house', hi: 'एकादश भाव' },
    sanskrit: { en: 'Labha Bhava', hi: 'लाभ भाव' },
    meaning: {
      en: 'Gains and income, fulfilment of desires, elder siblings, friends and social circles.',
      hi: 'लाभ और आय, इच्छाओं की पूर्ति, बड़े भाई-बहन, मित्र और सामाजिक दायरा।',
    },
    classes: ['upachaya'],
  },
  {
    index: 12,
    name: { en: 'Twelfth house', hi: 'द्वादश भाव' },
    sanskrit: { en: 'Vyaya Bhava', hi: 'व्यय भाव' },
    meaning: {
      en: 'Expenses and losses, foreign lands, sleep and bed comforts, seclusion, charity and moksha.',
      hi: 'व्यय और हानि, विदेश, नींद और शय्या-सुख, एकांत, दान और मोक्ष।',
    },
    classes: ['dusthana'],
  },
];
