// Names and labels of the panchang: tithi, yoga, karana, vara, months, samvatsaras,
// ritus, ayanas, choghadiya, hora and muhurta.

import type { Bilingual, SignLordKey } from './types';

// ---------------------------------------------------------------------------
// Paksha

export type PakshaKey = 'shukla' | 'krishna';

export const PAKSHAS: Readonly<Record<PakshaKey, { name: Bilingual; meaning: Bilingual }>> = {
  shukla: {
    name: { en: 'Shukla Paksha', hi: 'शुक्ल पक्ष' },
    meaning: { en: 'The bright fortnight, when the Moon waxes', hi: 'उजला पक्ष, जब चंद्रमा बढ़ता है' },
  },
  krishna: {
    name: { en: 'Krishna Paksha', hi: 'कृष्ण पक्ष' },
    meaning: { en: 'The dark fortnight, when the Moon wanes', hi: 'अँधेरा पक्ष, जब चंद्रमा घटता है' },
  },
};

// ---------------------------------------------------------------------------
// Tithis

/** Nanda (joy), Bhadra (well-being), Jaya (victory), Rikta (empty), Purna (full). */
export type TithiGroup = 'nanda' | 'bhadra' | 'jaya' | 'rikta' | 'purna';

export const TITHI_GROUPS: Readonly<Record<TithiGroup, { name: Bilingual; meaning: Bilingual }>> = {
  nanda: {
    name: { en: 'Nanda', hi: 'नंदा' },
    meaning: { en: 'Joyful: good for celebrations and the arts', hi: 'आनंद देने वाली: उत्सव और कलाओं के लिए शुभ' },
  },
  bhadra: {
    name: { en: 'Bhadra', hi: 'भद्रा' },
    meaning: {
      en: 'Beneficial: good for health, travel and business',
      hi: 'कल्याणकारी: स्वास्थ्य, यात्रा और व्यापार के लिए शुभ',
    },
  },
  jaya: {
    name: { en: 'Jaya', hi: 'जया' },
    meaning: {
      en: 'Victorious: good for competition and bold work',
      hi: 'विजय देने वाली: प्रतिस्पर्धा और साहसिक कामों के लिए शुभ',
    },
  },
  rikta: {
    name: { en: 'Rikta', hi: 'रिक्ता' },
    meaning: { en: 'Empty: avoided for auspicious beginnings', hi: 'ख़ाली: शुभ शुरुआत के लिए वर्जित' },
  },
  purna: {
    name: { en: 'Purna', hi: 'पूर्णा' },
    meaning: { en: 'Full: good for completing and fulfilling work', hi: 'पूर्ण: काम पूरे करने के लिए शुभ' },
  },
};

export interface Tithi {
  /** 1–15 Shukla Pratipada to Purnima, 16–30 Krishna Pratipada to Amavasya. */
  index: number;
  paksha: PakshaKey;
  /** The tithi alone: "Pratipada" / "प्रतिपदा". */
  name: Bilingual;
  /** With the paksha: "Shukla Pratipada" / "शुक्ल प्रतिपदा"; Purnima and Amavasya stand alone. */
  fullName: Bilingual;
  group: TithiGroup;
}

const TITHI_BASE: readonly Bilingual[] = [
  { en: 'Pratipada', hi: 'प्रतिपदा' },
  { en: 'Dwitiya', hi: 'द्वितीया' },
  { en: 'Tritiya', hi: 'तृतीया' },
  { en: 'Chaturthi', hi: 'चतुर्थी' },
  { en: 'Panchami', hi: 'पंचमी' },
  { en: 'Shashthi', hi: 'षष्ठी' },
  { en: 'Saptami', hi: 'सप्तमी' },
  { en: 'Ashtami', hi: 'अष्टमी' },
  { en: 'Navami', hi: 'नवमी' },
  { en: 'Dashami', hi: 'दशमी' },
  { en: 'Ekadashi', hi: 'एकादशी' },
  { en: 'Dwadashi', hi: 'द्वादशी' },
  { en: 'Trayodashi', hi: 'त्रयोदशी' },
  { en: 'Chaturdashi', hi: 'चतुर्दशी' },
];

const PURNIMA: Bilingual = { en: 'Purnima', hi: 'पूर्णिमा' };
const AMAVASYA: Bilingual = { en: 'Amavasya', hi: 'अमावस्या' };
const GROUP_CYCLE: readonly TithiGroup[] = ['nanda', 'bhadra', 'jaya', 'rikta', 'purna'];

export const TITHIS: readonly Tithi[] = Array.from({ length: 30 }, (_, i): Tithi => {
  const index = i + 1;
  const paksha: PakshaKey = index <= 15 ? 'shukla' : 'krishna';
  const day = ((index - 1) % 15) + 1;
  const group = GROUP_CYCLE[(day - 1) % 5]!;
  if (day === 15) {
    const name = paksha === 'shukla' ? PURNIMA : AMAVASYA;
    return { index, paksha, name, fullName: name, group };
  }
  const name = TITHI_BASE[day - 1]!;
  const prefix = PAKSHAS[paksha].name;
  return {
    index,
    paksha,
    name,
    fullName: {
      en: `${prefix.en.replace(' Paksha', '')} ${name.en}`,
      hi: `${prefix.hi.replace(' पक्ष', '')} ${name.hi}`,
    },
    group,
  };
});

/** The tithi with this index, 1–30. */
export function tithi(index: number): Tithi {
  const t = TITHIS[index - 1];
  if (!t || !Number.isInteger(index)) throw new RangeError(`Tithi index must be an integer 1–30, got ${index}`);
  return t;
}

// ---------------------------------------------------------------------------
// Yogas (nitya yoga: the sum of Sun and Moon longitudes in 13°20′ steps)

export interface Yoga {
  /** 1 (Vishkambha) to 27 (Vaidhriti). */
  index: number;
  key: string;
  name: Bilingual;
  meaning: Bilingual;
  auspicious: boolean;
}

const yoga = (index: number, key: string, name: Bilingual, meaning: Bilingual, auspicious: boolean): Yoga => ({
  index,
  key,
  name,
  meaning,
  auspicious,
});

/** The nine inauspicious yogas are Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Vyatipata, Parigha and Vaidhriti. */
export const YOGAS: readonly Yoga[] = [
  yoga(1, 'vishkambha', { en: 'Vishkambha', hi: 'विष्कुंभ' }, { en: 'Pillar, obstruction', hi: 'स्तंभ, अवरोध' }, false),
  yoga(2, 'priti', { en: 'Priti', hi: 'प्रीति' }, { en: 'Affection', hi: 'प्रेम' }, true),
  yoga(3, 'ayushman', { en: 'Ayushman', hi: 'आयुष्मान' }, { en: 'Long life', hi: 'दीर्घायु' }, true),
  yoga(4, 'saubhagya', { en: 'Saubhagya', hi: 'सौभाग्य' }, { en: 'Good fortune', hi: 'सौभाग्य' }, true),
  yoga(5, 'shobhana', { en: 'Shobhana', hi: 'शोभन' }, { en: 'Splendour', hi: 'शोभा' }, true),
  yoga(6, 'atiganda', { en: 'Atiganda', hi: 'अतिगंड' }, { en: 'Great danger', hi: 'बड़ा संकट' }, false),
  yoga(7, 'sukarma', { en: 'Sukarma', hi: 'सुकर्मा' }, { en: 'Virtuous deeds', hi: 'सत्कर्म' }, true),
  yoga(8, 'dhriti', { en: 'Dhriti', hi: 'धृति' }, { en: 'Steadfastness', hi: 'धैर्य' }, true),
  yoga(9, 'shula', { en: 'Shula', hi: 'शूल' }, { en: 'Spear, sharp pain', hi: 'शूल, पीड़ा' }, false),
  yoga(10, 'ganda', { en: 'Ganda', hi: 'गंड' }, { en: 'Danger', hi: 'संकट' }, false),
  yoga(11, 'vriddhi', { en: 'Vriddhi', hi: 'वृद्धि' }, { en: 'Growth', hi: 'बढ़ोतरी' }, true),
  yoga(12, 'dhruva', { en: 'Dhruva', hi: 'ध्रुव' }, { en: 'Constancy', hi: 'स्थिरता' }, true),
  yoga(13, 'vyaghata', { en: 'Vyaghata', hi: 'व्याघात' }, { en: 'Blow, obstruction', hi: 'आघात, रुकावट' }, false),
  yoga(14, 'harshana', { en: 'Harshana', hi: 'हर्षण' }, { en: 'Delight', hi: 'हर्ष' }, true),
  yoga(15, 'vajra', { en: 'Vajra', hi: 'वज्र' }, { en: 'Thunderbolt', hi: 'वज्रपात' }, false),
  yoga(16, 'siddhi', { en: 'Siddhi', hi: 'सिद्धि' }, { en: 'Accomplishment', hi: 'सफलता' }, true),
  yoga(17, 'vyatipata', { en: 'Vyatipata', hi: 'व्यतीपात' }, { en: 'Calamity', hi: 'विपत्ति' }, false),
  yoga(18, 'variyan', { en: 'Variyan', hi: 'वरीयान' }, { en: 'Excellence, comfort', hi: 'श्रेष्ठता, सुख' }, true),
  yoga(19, 'parigha', { en: 'Parigha', hi: 'परिघ' }, { en: 'Iron bar, obstacle', hi: 'अर्गला, बाधा' }, false),
  yoga(20, 'shiva', { en: 'Shiva', hi: 'शिव' }, { en: 'Auspiciousness', hi: 'कल्याण' }, true),
  yoga(21, 'siddha', { en: 'Siddha', hi: 'सिद्ध' }, { en: 'Accomplished', hi: 'सिद्ध, संपन्न' }, true),
  yoga(22, 'sadhya', { en: 'Sadhya', hi: 'साध्य' }, { en: 'Attainable', hi: 'प्राप्य' }, true),
  yoga(23, 'shubha', { en: 'Shubha', hi: 'शुभ' }, { en: 'Auspicious', hi: 'मंगलकारी' }, true),
  yoga(24, 'shukla', { en: 'Shukla', hi: 'शुक्ल' }, { en: 'Bright, pure', hi: 'उज्ज्वल, निर्मल' }, true),
  yoga(25, 'brahma', { en: 'Brahma', hi: 'ब्रह्म' }, { en: 'Sacred knowledge', hi: 'ब्रह्म-ज्ञान' }, true),
  yoga(26, 'indra', { en: 'Indra', hi: 'इंद्र' }, { en: 'Lordship', hi: 'ऐश्वर्य' }, true),
  yoga(27, 'vaidhriti', { en: 'Vaidhriti', hi: 'वैधृति' }, { en: 'Discord, separation', hi: 'विग्रह, विच्छेद' }, false),
];

// ---------------------------------------------------------------------------
// Karanas (half-tithis): 11 names over the 60 half-tithis of a lunar month

export type KaranaKey =
  | 'kimstughna'
  | 'bava'
  | 'balava'
  | 'kaulava'
  | 'taitila'
  | 'gara'
  | 'vanija'
  | 'vishti'
  | 'shakuni'
  | 'chatushpada'
  | 'naga';

export interface Karana {
  key: KaranaKey;
  name: Bilingual;
  /** The seven movable (chara) karanas repeat eight times; the four fixed (sthira) ones occur once a month. */
  kind: 'movable' | 'fixed';
  /** Vishti, also called Bhadra, is avoided for auspicious work. */
  inauspicious: boolean;
}

export const KARANAS: Readonly<Record<KaranaKey, Karana>> = {
  kimstughna: { key: 'kimstughna', name: { en: 'Kimstughna', hi: 'किंस्तुघ्न' }, kind: 'fixed', inauspicious: false },
  bava: { key: 'bava', name: { en: 'Bava', hi: 'बव' }, kind: 'movable', inauspicious: false },
  balava: { key: 'balava', name: { en: 'Balava', hi: 'बालव' }, kind: 'movable', inauspicious: false },
  kaulava: { key: 'kaulava', name: { en: 'Kaulava', hi: 'कौलव' }, kind: 'movable', inauspicious: false },
  taitila: { key: 'taitila', name: { en: 'Taitila', hi: 'तैतिल' }, kind: 'movable', inauspicious: false },
  gara: { key: 'gara', name: { en: 'Gara', hi: 'गर' }, kind: 'movable', inauspicious: false },
  vanija: { key: 'vanija', name: { en: 'Vanija', hi: 'वणिज' }, kind: 'movable', inauspicious: false },
  vishti: { key: 'vishti', name: { en: 'Vishti (Bhadra)', hi: 'विष्टि (भद्रा)' }, kind: 'movable', inauspicious: true },
  shakuni: { key: 'shakuni', name: { en: 'Shakuni', hi: 'शकुनि' }, kind: 'fixed', inauspicious: false },
  chatushpada: { key: 'chatushpada', name: { en: 'Chatushpada', hi: 'चतुष्पद' }, kind: 'fixed', inauspicious: false },
  naga: { key: 'naga', name: { en: 'Naga', hi: 'नाग' }, kind: 'fixed', inauspicious: false },
};

const MOVABLE_KARANAS: readonly KaranaKey[] = ['bava', 'balava', 'kaulava', 'taitila', 'gara', 'vanija', 'vishti'];

/**
 * The karana of half-tithi `index` (1–60, counted from Shukla Pratipada):
 * 1 Kimstughna, 2–57 the movable cycle Bava…Vishti, 58 Shakuni, 59 Chatushpada, 60 Naga.
 */
export function karanaKey(index: number): KaranaKey {
  if (!Number.isInteger(index) || index < 1 || index > 60) {
    throw new RangeError(`Karana index must be an integer 1–60, got ${index}`);
  }
  if (index === 1) return 'kimstughna';
  if (index === 58) return 'shakuni';
  if (index === 59) return 'chatushpada';
  if (index === 60) return 'naga';
  return MOVABLE_KARANAS[(index - 2) % 7]!;
}

/** The karana record of half-tithi `index` (1–60). */
export function karana(index: number): Karana {
  return KARANAS[karanaKey(index)];
}

/** The name of the karana of half-tithi `index` (1–60). */
export function karanaName(index: number): Bilingual {
  return karana(index).name;
}

// ---------------------------------------------------------------------------
// Varas (weekdays)

export interface Vara {
  /** 0 Sunday to 6 Saturday, as in JavaScript's Date#getDay. */
  index: number;
  key: 'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';
  name: Bilingual;
  /** The Sanskrit name in Latin letters. */
  sanskrit: string;
  lord: SignLordKey;
}

export const VARAS: readonly Vara[] = [
  { index: 0, key: 'sunday', name: { en: 'Sunday', hi: 'रविवार' }, sanskrit: 'Ravivara', lord: 'SU' },
  { index: 1, key: 'monday', name: { en: 'Monday', hi: 'सोमवार' }, sanskrit: 'Somavara', lord: 'MO' },
  { index: 2, key: 'tuesday', name: { en: 'Tuesday', hi: 'मंगलवार' }, sanskrit: 'Mangalavara', lord: 'MA' },
  { index: 3, key: 'wednesday', name: { en: 'Wednesday', hi: 'बुधवार' }, sanskrit: 'Budhavara', lord: 'ME' },
  { index: 4, key: 'thursday', name: { en: 'Thursday', hi: 'गुरुवार' }, sanskrit: 'Guruvara', lord: 'JU' },
  { index: 5, key: 'friday', name: { en: 'Friday', hi: 'शुक्रवार' }, sanskrit: 'Shukravara', lord: 'VE' },
  { index: 6, key: 'saturday', name: { en: 'Saturday', hi: 'शनिवार' }, sanskrit: 'Shanivara', lord: 'SA' },
];

/** The vara with this index, 0 (Sunday) to 6 (Saturday). */
export function vara(index: number): Vara {
  const v = VARAS[index];
  if (!v || !Number.isInteger(index)) throw new RangeError(`Vara index must be an integer 0–6, got ${index}`);
  return v;
}

// ---------------------------------------------------------------------------
// Lunar months

export interface LunarMonth {
  /** 1 (Chaitra) to 12 (Phalguna). */
  index: number;
  key: string;
  name: Bilingual;
  /** The Gregorian months in which it usually falls. */
  approx: Bilingual;
}

const month = (index: number, key: string, name: Bilingual, approx: Bilingual): LunarMonth => ({
  index,
  key,
  name,
  approx,
});

export const LUNAR_MONTHS: readonly LunarMonth[] = [
  month(1, 'chaitra', { en: 'Chaitra', hi: 'चैत्र' }, { en: 'March–April', hi: 'मार्च–अप्रैल' }),
  month(2, 'vaishakha', { en: 'Vaishakha', hi: 'वैशाख' }, { en: 'April–May', hi: 'अप्रैल–मई' }),
  month(3, 'jyeshtha', { en: 'Jyeshtha', hi: 'ज्येष्ठ' }, { en: 'May–June', hi: 'मई–जून' }),
  month(4, 'ashadha', { en: 'Ashadha', hi: 'आषाढ़' }, { en: 'June–July', hi: 'जून–जुलाई' }),
  month(5, 'shravana', { en: 'Shravana', hi: 'श्रावण' }, { en: 'July–August', hi: 'जुलाई–अगस्त' }),
  month(6, 'bhadrapada', { en: 'Bhadrapada', hi: 'भाद्रपद' }, { en: 'August–September', hi: 'अगस्त–सितंबर' }),
  month(7, 'ashwin', { en: 'Ashwin', hi: 'आश्विन' }, { en: 'September–October', hi: 'सितंबर–अक्टूबर' }),
  month(8, 'kartika', { en: 'Kartika', hi: 'कार्तिक' }, { en: 'October–November', hi: 'अक्टूबर–नवंबर' }),
  month(9, 'margashirsha', { en: 'Margashirsha', hi: 'मार्गशीर्ष' }, { en: 'November–December', hi: 'नवंबर–दिसंबर' }),
  month(10, 'pausha', { en: 'Pausha', hi: 'पौष' }, { en: 'December–January', hi: 'दिसंबर–जनवरी' }),
  month(11, 'magha', { en: 'Magha', hi: 'माघ' }, { en: 'January–February', hi: 'जनवरी–फ़रवरी' }),
  month(12, 'phalguna', { en: 'Phalguna', hi: 'फाल्गुन' }, { en: 'February–March', hi: 'फ़रवरी–मार्च' }),
];

/** Prefix for an intercalary month: "Adhika Shravana" / "अधिक श्रावण". */
export const ADHIKA_LABEL: Bilingual = { en: 'Adhika', hi: 'अधिक' };
/** Prefix for the regular month of that name in a year with an adhika month. */
export const NIJA_LABEL: Bilingual = { en: 'Nija', hi: 'निज' };

/** Month-reckoning systems: months ending at new moon (most of South and West India) or at full moon (North India). */
export const MONTH_SYSTEMS: Readonly<Record<'amanta' | 'purnimanta', Bilingual>> = {
  amanta: { en: 'Amanta (month ends at new moon)', hi: 'अमांत (अमावस्या पर समाप्त होने वाला मास)' },
  purnimanta: { en: 'Purnimanta (month ends at full moon)', hi: 'पूर्णिमांत (पूर्णिमा पर समाप्त होने वाला मास)' },
};

// ---------------------------------------------------------------------------
// Samvatsaras: the 60-year Jovian cycle

const SAMVATSARA_NAMES: readonly Bilingual[] = [
  { en: 'Prabhava', hi: 'प्रभव' },
  { en: 'Vibhava', hi: 'विभव' },
  { en: 'Shukla', hi: 'शुक्ल' },
  { en: 'Pramoda', hi: 'प्रमोद' },
  { en: 'Prajapati', hi: 'प्रजापति' },
  { en: 'Angirasa', hi: 'अंगिरा' },
  { en: 'Shrimukha', hi: 'श्रीमुख' },
  { en: 'Bhava', hi: 'भाव' },
  { en: 'Yuva', hi: 'युवा' },
  { en: 'Dhata', hi: 'धाता' },
  { en: 'Ishvara', hi: 'ईश्वर' },
  { en: 'Bahudhanya', hi: 'बहुधान्य' },
  { en: 'Pramathi', hi: 'प्रमाथी' },
  { en: 'Vikrama', hi: 'विक्रम' },
  { en: 'Vrisha', hi: 'वृष' },
  { en: 'Chitrabhanu', hi: 'चित्रभानु' },
  { en: 'Subhanu', hi: 'सुभानु' },
  { en: 'Tarana', hi: 'तारण' },
  { en: 'Parthiva', hi: 'पार्थिव' },
  { en: 'Vyaya', hi: 'व्यय' },
  { en: 'Sarvajit', hi: 'सर्वजित' },
  { en: 'Sarvadhari', hi: 'सर्वधारी' },
  { en: 'Virodhi', hi: 'विरोधी' },
  { en: 'Vikriti', hi: 'विकृति' },
  { en: 'Khara', hi: 'खर' },
  { en: 'Nandana', hi: 'नंदन' },
  { en: 'Vijaya', hi: 'विजय' },
  { en: 'Jaya', hi: 'जय' },
  { en: 'Manmatha', hi: 'मन्मथ' },
  { en: 'Durmukha', hi: 'दुर्मुख' },
  { en: 'Hemalambi', hi: 'हेमलंबी' },
  { en: 'Vilambi', hi: 'विलंबी' },
  { en: 'Vikari', hi: 'विकारी' },
  { en: 'Sharvari', hi: 'शार्वरी' },
  { en: 'Plava', hi: 'प्लव' },
  { en: 'Shubhakrit', hi: 'शुभकृत' },
  { en: 'Shobhakrit', hi: 'शोभकृत' },
  { en: 'Krodhi', hi: 'क्रोधी' },
  { en: 'Vishvavasu', hi: 'विश्वावसु' },
  { en: 'Parabhava', hi: 'पराभव' },
  { en: 'Plavanga', hi: 'प्लवंग' },
  { en: 'Kilaka', hi: 'कीलक' },
  { en: 'Saumya', hi: 'सौम्य' },
  { en: 'Sadharana', hi: 'साधारण' },
  { en: 'Virodhikrit', hi: 'विरोधकृत' },
  { en: 'Paridhavi', hi: 'परिधावी' },
  { en: 'Pramadi', hi: 'प्रमादी' },
  { en: 'Ananda', hi: 'आनंद' },
  { en: 'Rakshasa', hi: 'राक्षस' },
  { en: 'Nala', hi: 'नल' },
  { en: 'Pingala', hi: 'पिंगल' },
  { en: 'Kalayukta', hi: 'कालयुक्त' },
  { en: 'Siddharthi', hi: 'सिद्धार्थी' },
  { en: 'Raudra', hi: 'रौद्र' },
  { en: 'Durmati', hi: 'दुर्मति' },
  { en: 'Dundubhi', hi: 'दुंदुभि' },
  { en: 'Rudhirodgari', hi: 'रुधिरोद्गारी' },
  { en: 'Raktakshi', hi: 'रक्ताक्षी' },
  { en: 'Krodhana', hi: 'क्रोधन' },
  { en: 'Akshaya', hi: 'अक्षय' },
];

export interface Samvatsara {
  /** 1 (Prabhava) to 60 (Akshaya). */
  index: number;
  name: Bilingual;
}

export const SAMVATSARAS: readonly Samvatsara[] = SAMVATSARA_NAMES.map((name, i) => ({ index: i + 1, name }));

/** The name of samvatsara `index`, 1 (Prabhava) to 60 (Akshaya). */
export function samvatsaraName(index: number): Bilingual {
  const s = SAMVATSARAS[index - 1];
  if (!s || !Number.isInteger(index)) throw new RangeError(`Samvatsara index must be an integer 1–60, got ${index}`);
  return s.name;
}

// ---------------------------------------------------------------------------
// Ritus (seasons) and ayanas

export interface Ritu {
  /** 1 (Vasanta) to 6 (Shishira). */
  index: number;
  key: 'vasanta' | 'grishma' | 'varsha' | 'sharad' | 'hemanta' | 'shishira';
  name: Bilingual;
  season: Bilingual;
  /** The two lunar months of the ritu, by LUNAR_MONTHS index. */
  months: [number, number];
}

export const RITUS: readonly Ritu[] = [
  {
    index: 1,
    key: 'vasanta',
    name: { en: 'Vasanta', hi: 'वसंत' },
    season: { en: 'Spring', hi: 'बहार का मौसम' },
    months: [1, 2],
  },
  {
    index: 2,
    key: 'grishma',
    name: { en: 'Grishma', hi: 'ग्रीष्म' },
    season: { en: 'Summer', hi: 'गर्मी का मौसम' },
    months: [3, 4],
  },
  {
    index: 3,
    key: 'varsha',
    name: { en: 'Varsha', hi: 'वर्षा' },
    season: { en: 'Monsoon', hi: 'बरसात का मौसम' },
    months: [5, 6],
  },
  {
    index: 4,
    key: 'sharad',
    name: { en: 'Sharad', hi: 'शरद' },
    season: { en: 'Autumn', hi: 'शरद का सुहाना मौसम' },
    months: [7, 8],
  },
  {
    index: 5,
    key: 'hemanta',
    name: { en: 'Hemanta', hi: 'हेमंत' },
    season: { en: 'Early winter', hi: 'हल्की सर्दी का मौसम' },
    months: [9, 10],
  },
  {
    index: 6,
    key: 'shishira',
    name: { en: 'Shishira', hi: 'शिशिर' },
    season: { en: 'Late winter', hi: 'कड़ी सर्दी का मौसम' },
    months: [11, 12],
  },
];

export interface Ayana {
  key: 'uttarayana' | 'dakshinayana';
  name: Bilingual;
  description: Bilingual;
}

export const AYANAS: readonly Ayana[] = [
  {
    key: 'uttarayana',
    name: { en: 'Uttarayana', hi: 'उत्तरायण' },
    description: {
      en: 'The Sun’s northward course; in the panchang, from Makar Sankranti to Karka Sankranti. Considered the day of the gods and favoured for auspicious ceremonies.',
      hi: 'सूर्य की उत्तर दिशा की ओर गति; पंचांग में मकर संक्रांति से कर्क संक्रांति तक। इसे देवताओं का दिन माना जाता है और शुभ संस्कारों के लिए श्रेष्ठ समझा जाता है।',
    },
  },
  {
    key: 'dakshinayana',
    name: { en: 'Dakshinayana', hi: 'दक्षिणायन' },
    description: {
      en: 'The Sun’s southward course; in the panchang, from Karka Sankranti to Makar Sankranti. Considered the night of the gods and suited to austerity, vows and worship of the ancestors.',
      hi: 'सूर्य की दक्षिण दिशा की ओर गति; पंचांग में कर्क संक्रांति से मकर संक्रांति तक। इसे देवताओं की रात्रि माना जाता है और यह तप, व्रत तथा पितृ-पूजा के लिए उपयुक्त है।',
    },
  },
];

// ---------------------------------------------------------------------------
// Hora (planetary hours)

/**
 * The hora sequence: the Chaldean order of the planets, slowest to fastest
 * (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon), read cyclically from the Sun.
 */
export const HORA_SEQUENCE: readonly SignLordKey[] = ['SU', 'VE', 'ME', 'MO', 'SA', 'JU', 'MA'];

/**
 * The hora rule, as text. Day and night are each divided into 12 horas: sunrise to sunset
 * and sunset to the next sunrise, so a hora is one-twelfth of the day or the night.
 */
export const HORA_RULE: Bilingual = {
  en: 'The day from sunrise to the next sunrise holds 24 horas: 12 from sunrise to sunset and 12 from sunset to the next sunrise. The first hora belongs to the lord of the weekday, and the rest follow in the order Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars, repeating. Counting on this way, the 25th hora falls to the lord of the next weekday, which is how the weekdays got their order.',
  hi: 'एक सूर्योदय से अगले सूर्योदय तक 24 होरा होती हैं: 12 सूर्योदय से सूर्यास्त तक और 12 सूर्यास्त से अगले सूर्योदय तक। पहली होरा वार के स्वामी की होती है, और आगे की होराएँ सूर्य, शुक्र, बुध, चंद्र, शनि, गुरु, मंगल के क्रम में बार-बार आती हैं। इसी तरह गिनते चलें तो 25वीं होरा अगले वार के स्वामी की होती है; वारों का क्रम इसी से बना है।',
};

/** The lord of hora `hora` (0–23, counted from sunrise) on weekday `varaIndex` (0 Sunday – 6 Saturday). */
export function horaLord(varaIndex: number, hora: number): SignLordKey {
  const v = vara(varaIndex);
  if (!Number.isInteger(hora) || hora < 0 || hora > 23)
    throw new RangeError(`Hora must be an integer 0–23, got ${hora}`);
  const start = HORA_SEQUENCE.indexOf(v.lord);
  return HORA_SEQUENCE[(start + hora) % 7]!;
}

// ---------------------------------------------------------------------------
// Choghadiya

export type ChoghadiyaKey = 'amrit' | 'shubh' | 'labh' | 'char' | 'rog' | 'kaal' | 'udveg';
export type ChoghadiyaQuality = 'good' | 'neutral' | 'bad';

export interface Choghadiya {
  key: ChoghadiyaKey;
  name: Bilingual;
  lord: SignLordKey;
  quality: ChoghadiyaQuality;
  meaning: Bilingual;
}

export const CHOGHADIYAS: Readonly<Record<ChoghadiyaKey, Choghadiya>> = {
  amrit: {
    key: 'amrit',
    name: { en: 'Amrit', hi: 'अमृत' },
    lord: 'MO',
    quality: 'good',
    meaning: { en: 'Nectar: the best time for any work', hi: 'अमृत के समान: हर काम के लिए सर्वश्रेष्ठ' },
  },
  shubh: {
    key: 'shubh',
    name: { en: 'Shubh', hi: 'शुभ' },
    lord: 'JU',
    quality: 'good',
    meaning: {
      en: 'Auspicious: good for ceremonies, marriage and worship',
      hi: 'मंगलकारी: संस्कार, विवाह और पूजा के लिए शुभ',
    },
  },
  labh: {
    key: 'labh',
    name: { en: 'Labh', hi: 'लाभ' },
    lord: 'ME',
    quality: 'good',
    meaning: { en: 'Gain: good for business, study and new ventures', hi: 'लाभकारी: व्यापार, पढ़ाई और नए काम के लिए शुभ' },
  },
  char: {
    key: 'char',
    name: { en: 'Char', hi: 'चर' },
    lord: 'VE',
    quality: 'neutral',
    meaning: { en: 'Moving: good for travel and routine work', hi: 'चलायमान: यात्रा और सामान्य कामों के लिए ठीक' },
  },
  rog: {
    key: 'rog',
    name: { en: 'Rog', hi: 'रोग' },
    lord: 'MA',
    quality: 'bad',
    meaning: { en: 'Illness: avoid new beginnings', hi: 'रोग देने वाला: नई शुरुआत से बचें' },
  },
  kaal: {
    key: 'kaal',
    name: { en: 'Kaal', hi: 'काल' },
    lord: 'SA',
    quality: 'bad',
    meaning: { en: 'Loss: avoid auspicious work', hi: 'हानिकारक: शुभ कामों से बचें' },
  },
  udveg: {
    key: 'udveg',
    name: { en: 'Udveg', hi: 'उद्वेग' },
    lord: 'SU',
    quality: 'bad',
    meaning: {
      en: 'Anxiety: avoid new beginnings; fit only for government work',
      hi: 'उद्वेग देने वाला: नई शुरुआत से बचें; केवल सरकारी कामों के लिए ठीक',
    },
  },
};

export const CHOGHADIYA_QUALITIES: Readonly<Record<ChoghadiyaQuality, Bilingual>> = {
  good: { en: 'Good', hi: 'शुभ' },
  neutral: { en: 'Neutral', hi: 'सामान्य' },
  bad: { en: 'Bad', hi: 'अशुभ' },
};

const CHOGHADIYA_BY_LORD = new Map<SignLordKey, ChoghadiyaKey>(Object.values(CHOGHADIYAS).map((c) => [c.lord, c.key]));

/**
 * The eight choghadiyas of the day (sunrise to sunset) or night (sunset to sunrise) of weekday `varaIndex`.
 * Day: starts with the weekday lord's choghadiya and follows the hora order; the eighth repeats the first.
 * Night: starts with the choghadiya of the lord of the fifth weekday counted from this one (Sunday → Thursday)
 * and steps four weekdays each time (Jupiter, Moon, Venus, Mars, Saturn, Mercury, Sun on a Sunday night).
 */
export function choghadiyaSequence(varaIndex: number, part: 'day' | 'night'): ChoghadiyaKey[] {
  vara(varaIndex);
  const lords: SignLordKey[] = [];
  for (let k = 0; k < 8; k++) {
    const weekday = part === 'day' ? (varaIndex + 5 * k) % 7 : (varaIndex + 4 + 4 * k) % 7;
    lords.push(VARAS[weekday]!.lord);
  }
  return lords.map((l) => CHOGHADIYA_BY_LORD.get(l)!);
}

// ---------------------------------------------------------------------------
// The 15 muhurtas of the day (sunrise to sunset, each one-fifteenth of the daytime)

export interface Muhurta {
  /** 1 to 15, counted from sunrise. */
  index: number;
  name: Bilingual;
  auspicious: boolean;
  /** Weekdays (0 Sunday – 6 Saturday) on which an auspicious muhurta is not used. */
  exceptVaras: number[];
}

const muhurta = (index: number, en: string, hi: string, auspicious: boolean, exceptVaras: number[] = []): Muhurta => ({
  index,
  name: { en, hi },
  auspicious,
  exceptVaras,
});

/** The eighth, Vidhi, is the Abhijit muhurta. */
export const DAY_MUHURTAS: readonly Muhurta[] = [
  muhurta(1, 'Rudra', 'रुद्र', false),
  muhurta(2, 'Ahi', 'आहि', false),
  muhurta(3, 'Mitra', 'मित्र', true),
  muhurta(4, 'Pitri', 'पितृ', false),
  muhurta(5, 'Vasu', 'वसु', true),
  muhurta(6, 'Varaha', 'वाराह', true),
  muhurta(7, 'Vishvedeva', 'विश्वेदेव', true),
  muhurta(8, 'Vidhi (Abhijit)', 'विधि (अभिजित)', true, [1, 5]),
  muhurta(9, 'Satamukhi', 'सतमुखी', true),
  muhurta(10, 'Puruhuta', 'पुरुहूत', false),
  muhurta(11, 'Vahini', 'वाहिनी', false),
  muhurta(12, 'Naktanakara', 'नक्तनकरा', false),
  muhurta(13, 'Varuna', 'वरुण', true),
  muhurta(14, 'Aryaman', 'अर्यमा', true, [0]),
  muhurta(15, 'Bhaga', 'भग', false),
];

// ---------------------------------------------------------------------------
// Labels

export type PanchangLabelKey =
  | 'panchang'
  | 'tithi'
  | 'nakshatra'
  | 'yoga'
  | 'karana'
  | 'vara'
  | 'paksha'
  | 'month'
  | 'samvatsara'
  | 'ritu'
  | 'ayana'
  | 'choghadiya'
  | 'hora'
  | 'muhurta'
  | 'rahuKaal'
  | 'yamaganda'
  | 'gulika'
  | 'abhijit'
  | 'durMuhurat'
  | 'varjyam'
  | 'amritKaal'
  | 'sunrise'
  | 'sunset'
  | 'moonrise'
  | 'moonset';

export const PANCHANG_LABELS: Readonly<Record<PanchangLabelKey, Bilingual>> = {
  panchang: { en: 'Panchang', hi: 'पंचांग' },
  tithi: { en: 'Tithi', hi: 'तिथि' },
  nakshatra: { en: 'Nakshatra', hi: 'नक्षत्र' },
  yoga: { en: 'Yoga', hi: 'योग' },
  karana: { en: 'Karana', hi: 'करण' },
  vara: { en: 'Weekday (Vara)', hi: 'वार' },
  paksha: { en: 'Paksha', hi: 'पक्ष' },
  month: { en: 'Lunar month', hi: 'चंद्र मास' },
  samvatsara: { en: 'Samvatsara', hi: 'संवत्सर' },
  ritu: { en: 'Ritu (season)', hi: 'ऋतु' },
  ayana: { en: 'Ayana', hi: 'अयन' },
  choghadiya: { en: 'Choghadiya', hi: 'चौघड़िया' },
  hora: { en: 'Hora', hi: 'होरा' },
  muhurta: { en: 'Muhurta', hi: 'मुहूर्त' },
  rahuKaal: { en: 'Rahu Kaal', hi: 'राहु काल' },
  yamaganda: { en: 'Yamaganda', hi: 'यमगंड' },
  gulika: { en: 'Gulika Kaal', hi: 'गुलिक काल' },
  abhijit: { en: 'Abhijit Muhurat', hi: 'अभिजित मुहूर्त' },
  durMuhurat: { en: 'Dur Muhurat', hi: 'दुर्मुहूर्त' },
  varjyam: { en: 'Varjyam', hi: 'वर्ज्य काल' },
  amritKaal: { en: 'Amrit Kaal', hi: 'अमृत काल' },
  sunrise: { en: 'Sunrise', hi: 'सूर्योदय' },
  sunset: { en: 'Sunset', hi: 'सूर्यास्त' },
  moonrise: { en: 'Moonrise', hi: 'चंद्रोदय' },
  moonset: { en: 'Moonset', hi: 'चंद्रास्त' },
};

export type PanchangPeriodKey =
  | 'rahuKaal'
  | 'yamaganda'
  | 'gulika'
  | 'abhijit'
  | 'durMuhurat'
  | 'varjyam'
  | 'amritKaal';

/** One-line explanations of the timed periods shown in a daily panchang. */
export const PANCHANG_PERIODS: Readonly<Record<PanchangPeriodKey, { auspicious: boolean; description: Bilingual }>> = {
  rahuKaal: {
    auspicious: false,
    description: {
      en: 'One-eighth of the daytime, under the influence of Rahu; avoided for starting anything new.',
      hi: 'दिन का आठवाँ भाग, जिस पर राहु का प्रभाव रहता है; इसमें नया काम शुरू नहीं किया जाता।',
    },
  },
  yamaganda: {
    auspicious: false,
    description: {
      en: 'One-eighth of the daytime linked to Yama, the god of death; unfavourable for new beginnings and travel.',
      hi: 'दिन का आठवाँ भाग, जो मृत्यु के देवता यम से जुड़ा है; नई शुरुआत और यात्रा के लिए प्रतिकूल।',
    },
  },
  gulika: {
    auspicious: false,
    description: {
      en: 'One-eighth of the daytime ruled by Gulika, the son of Saturn. What begins now tends to repeat, so it is avoided for anything that should not recur.',
      hi: 'दिन का आठवाँ भाग, जिसके स्वामी शनि-पुत्र गुलिक हैं। इसमें शुरू हुआ काम दोहराया जाता है, इसलिए ऐसे काम इसमें नहीं किए जाते जिनकी पुनरावृत्ति न चाहें।',
    },
  },
  abhijit: {
    auspicious: true,
    description: {
      en: 'The eighth of the fifteen day muhurtas, around local noon; auspicious for almost any work, though traditionally not used on Wednesdays.',
      hi: 'दिन के पंद्रह मुहूर्तों में आठवाँ, स्थानीय मध्याह्न के आसपास; लगभग हर काम के लिए शुभ, यद्यपि बुधवार को परंपरा से इसका उपयोग नहीं किया जाता।',
    },
  },
  durMuhurat: {
    auspicious: false,
    description: {
      en: 'One or two muhurtas of about 48 minutes that are inauspicious on that weekday; avoided for auspicious work.',
      hi: 'लगभग 48 मिनट के एक या दो मुहूर्त, जो उस वार को अशुभ होते हैं; शुभ कामों में इनसे बचा जाता है।',
    },
  },
  varjyam: {
    auspicious: false,
    description: {
      en: 'An inauspicious span within each nakshatra, about an hour and a half depending on the nakshatra’s length; avoided for important work.',
      hi: 'हर नक्षत्र के भीतर की अशुभ अवधि, नक्षत्र की लंबाई के अनुसार लगभग डेढ़ घंटा; महत्वपूर्ण कामों में इससे बचा जाता है।',
    },
  },
  amritKaal: {
    auspicious: true,
    description: {
      en: 'An especially auspicious span within each nakshatra, about as long as varjyam; excellent for important beginnings.',
      hi: 'हर नक्षत्र के भीतर की विशेष शुभ अवधि, लंबाई में लगभग वर्ज्य काल जितनी; महत्वपूर्ण शुरुआत के लिए उत्तम।',
    },
  },
};
