import type { Bilingual } from './types';

/** One card in the Vedic tools grid. `icon` is a lucide icon name (kebab-case, as in lucide's dynamic imports). */
export interface VedicTool {
  key: string;
  label: Bilingual;
  description: Bilingual;
  /** Locale-free path; the Hindi site prefixes it with /hi. */
  link: string;
  icon: string;
  alt: Bilingual;
}

/** One of the four tiles under the home page hero. */
export interface FeatureTile {
  slug: string;
  imgUri: string;
  label: Bilingual;
  alt: Bilingual;
  link: string;
}

export const vedicTools: readonly VedicTool[] = [
  {
    key: 'kundali',
    label: { en: 'Free Kundali', hi: 'मुफ़्त कुंडली' },
    description: {
      en: 'Make your birth chart from your date, time and place of birth: planets, houses, dashas and a readable report.',
      hi: 'जन्म की तारीख़, समय और स्थान से अपनी जन्म कुंडली बनाइए: ग्रह, भाव, दशाएँ और आसानी से पढ़ी जा सकने वाली रिपोर्ट।',
    },
    link: '/kundali',
    icon: 'scroll-text',
    alt: { en: 'Kundali birth chart', hi: 'जन्म कुंडली' },
  },
  {
    key: 'kundali-matchmaking',
    label: { en: 'Kundali Matching', hi: 'कुंडली मिलान' },
    description: {
      en: 'Compare two birth charts with the Ashtakoot system and see the guna score out of 36, koot by koot.',
      hi: 'अष्टकूट पद्धति से दो कुंडलियों का मिलान कीजिए और हर कूट के साथ 36 में से मिले गुण देखिए।',
    },
    link: '/kundali/kundali-matchmaking',
    icon: 'heart-handshake',
    alt: { en: 'Kundali matchmaking for marriage', hi: 'विवाह के लिए कुंडली मिलान' },
  },
  {
    key: 'panchang',
    label: { en: 'Panchang', hi: 'पंचांग' },
    description: {
      en: "Today's tithi, nakshatra, yoga, karana and weekday, with sunrise, sunset and Rahu Kaal for your city.",
      hi: 'आज की तिथि, नक्षत्र, योग, करण और वार, साथ में आपके शहर का सूर्योदय, सूर्यास्त और राहु काल।',
    },
    link: '/astrology/panchang',
    icon: 'calendar-days',
    alt: { en: 'Daily Panchang', hi: 'दैनिक पंचांग' },
  },
  {
    key: 'shubh-muhurat',
    label: { en: 'Shubh Muhurat', hi: 'शुभ मुहूर्त' },
    description: {
      en: 'Find auspicious times of the day for a new start, a purchase, travel or a ceremony.',
      hi: 'किसी नई शुरुआत, ख़रीदारी, यात्रा या संस्कार के लिए दिन का शुभ समय जानिए।',
    },
    link: '/astrology/shubh-muhurat',
    icon: 'calendar-clock',
    alt: { en: 'Shubh muhurat finder', hi: 'शुभ मुहूर्त खोजें' },
  },
  {
    key: 'numerology-calculator',
    label: { en: 'Numerology Calculator', hi: 'अंक ज्योतिष कैलकुलेटर' },
    description: {
      en: 'Find your mulank, bhagyank and life path number from your date of birth, with what each one means.',
      hi: 'जन्म तिथि से अपना मूलांक, भाग्यांक और जीवन पथ अंक निकालिए और जानिए कि हर अंक क्या कहता है।',
    },
    link: '/numerology/numerology-calculator',
    icon: 'calculator',
    alt: { en: 'Date of birth numerology calculator', hi: 'जन्म तिथि अंक ज्योतिष कैलकुलेटर' },
  },
  {
    key: 'name-numerology',
    label: { en: 'Name Numerology', hi: 'नाम अंक ज्योतिष' },
    description: {
      en: 'Turn the letters of your name into a number with the Chaldean chart and read what your name number says.',
      hi: 'कैल्डियन तालिका से अपने नाम के अक्षरों को अंक में बदलिए और जानिए कि आपका नामांक क्या बताता है।',
    },
    link: '/numerology/name-numerology-calculator',
    icon: 'type',
    alt: { en: 'Name numerology calculator', hi: 'नाम अंक ज्योतिष कैलकुलेटर' },
  },
  {
    key: 'mobile-numerology',
    label: { en: 'Mobile Number Numerology', hi: 'मोबाइल नंबर अंक ज्योतिष' },
    description: {
      en: 'Add up the digits of your phone number and see how its total sits with your birth number.',
      hi: 'अपने फ़ोन नंबर के अंकों का योग निकालिए और देखिए कि वह आपके मूलांक से कितना मेल खाता है।',
    },
    link: '/numerology/mobile-numerology-calculator',
    icon: 'smartphone',
    alt: { en: 'Mobile number numerology calculator', hi: 'मोबाइल नंबर अंक ज्योतिष कैलकुलेटर' },
  },
  {
    key: 'pythagorean-numerology',
    label: { en: 'Pythagorean Numerology', hi: 'पाइथागोरस अंक ज्योतिष' },
    description: {
      en: 'Work out your expression, soul urge and personality numbers with the Western letter chart from 1 to 9.',
      hi: 'पश्चिमी 1 से 9 वाली अक्षर तालिका से अपना अभिव्यक्ति अंक, आत्मा अंक और व्यक्तित्व अंक निकालिए।',
    },
    link: '/pythagoren-numerology-calculator',
    icon: 'sigma',
    alt: { en: 'Pythagorean numerology calculator', hi: 'पाइथागोरस अंक ज्योतिष कैलकुलेटर' },
  },
  {
    key: 'lo-shu-grid',
    label: { en: 'Lo Shu Grid', hi: 'लो शू ग्रिड' },
    description: {
      en: 'Place the digits of your birth date in the 3×3 magic square and read its planes, repeated and missing numbers.',
      hi: 'अपनी जन्म तिथि के अंकों को 3×3 जादुई वर्ग में रखिए और उसके तल, दोहराए गए और लुप्त अंक समझिए।',
    },
    link: '/lo-shu-grid-calculator',
    icon: 'grid-3x3',
    alt: { en: 'Lo Shu grid calculator', hi: 'लो शू ग्रिड कैलकुलेटर' },
  },
  {
    key: 'yes-no-tarot',
    label: { en: 'Yes or No Tarot', hi: 'हाँ या ना टैरो' },
    description: {
      en: 'Ask one clear yes-or-no question, pick a card from the 78-card deck and read its answer and meaning.',
      hi: 'हाँ या ना में पूछा जा सकने वाला एक साफ़ सवाल पूछिए, 78 कार्डों में से एक चुनिए और उसका उत्तर व अर्थ पढ़िए।',
    },
    link: '/tarot/yes-or-no-tarot',
    icon: 'sparkles',
    alt: { en: 'Yes or no tarot reading', hi: 'हाँ या ना टैरो रीडिंग' },
  },
  {
    key: 'tarot-card-meanings',
    label: { en: 'Tarot Card Meanings', hi: 'टैरो कार्ड के अर्थ' },
    description: {
      en: 'The 22 major arcana cards explained: symbols, upright meaning and what each card suggests for you.',
      hi: 'मेजर आर्काना के 22 कार्डों की व्याख्या: प्रतीक, सीधा अर्थ और हर कार्ड आपके लिए क्या संकेत देता है।',
    },
    link: '/tarot',
    icon: 'layers',
    alt: { en: 'Tarot card meanings', hi: 'टैरो कार्ड के अर्थ' },
  },
  {
    key: 'love-calculator',
    label: { en: 'Love Calculator', hi: 'लव कैलकुलेटर' },
    description: {
      en: 'A light-hearted game with two names and a percentage. For fun only; real compatibility takes more than a score.',
      hi: 'दो नामों और एक प्रतिशत वाला मज़ेदार खेल। यह सिर्फ़ मनोरंजन के लिए है; असली तालमेल किसी अंक से कहीं बढ़कर होता है।',
    },
    link: '/love-calculator',
    icon: 'heart',
    alt: { en: 'Love calculator', hi: 'लव कैलकुलेटर' },
  },
  {
    key: 'mole-astrology',
    label: { en: 'Mole Astrology', hi: 'तिल ज्योतिष' },
    description: {
      en: 'What samudrik shastra traditionally reads in a mole on the face, arms, legs, back, chest or stomach.',
      hi: 'चेहरे, बाँहों, पैरों, पीठ, छाती या पेट पर तिल के बारे में सामुद्रिक शास्त्र की पारंपरिक मान्यताएँ।',
    },
    link: '/mole-astrology',
    icon: 'circle-dot',
    alt: { en: 'Mole astrology by body part', hi: 'शरीर के अंगों के अनुसार तिल ज्योतिष' },
  },
  {
    key: 'mangal-dosha',
    label: { en: 'Mangal Dosha', hi: 'मंगल दोष' },
    description: {
      en: 'Check whether Mars sits in the 1st, 4th, 7th, 8th or 12th house, and whether a cancellation applies.',
      hi: 'देखिए कि मंगल पहले, चौथे, सातवें, आठवें या बारहवें भाव में है या नहीं, और क्या कोई परिहार लागू होता है।',
    },
    link: '/mangal-dosha',
    icon: 'flame',
    alt: { en: 'Mangal dosha check', hi: 'मंगल दोष जाँच' },
  },
  {
    key: 'vastu-compass',
    label: { en: 'Vastu Compass', hi: 'वास्तु कंपास' },
    description: {
      en: "Use your phone's compass to find the directions of your home and what Vastu suggests for each zone.",
      hi: 'फ़ोन के कंपास से अपने घर की दिशाएँ जानिए और देखिए कि वास्तु हर दिशा के लिए क्या सुझाता है।',
    },
    link: '/vastu/online-vastu-compass',
    icon: 'compass',
    alt: { en: 'Online Vastu compass', hi: 'ऑनलाइन वास्तु कंपास' },
  },
  {
    key: 'meditation-music',
    label: { en: 'Meditation Music', hi: 'ध्यान संगीत' },
    description: {
      en: 'Ten calm tracks for sleep, focus, stress relief and more. Put on headphones and breathe along.',
      hi: 'नींद, एकाग्रता, तनाव से राहत और ऐसे ही कई उद्देश्यों के लिए दस शांत ट्रैक। हेडफ़ोन लगाइए और साथ में साँस लीजिए।',
    },
    link: '/meditation-music',
    icon: 'music',
    alt: { en: 'Meditation music', hi: 'ध्यान संगीत' },
  },
  {
    key: 'mantra-meditation',
    label: { en: 'Vedic Mantra Meditation', hi: 'वैदिक मंत्र ध्यान' },
    description: {
      en: 'Chant along with a mantra chosen for your need: focus, confidence, exams, memory or a calmer mind.',
      hi: 'अपनी ज़रूरत के अनुसार चुने गए मंत्र के साथ जप कीजिए: एकाग्रता, आत्मविश्वास, परीक्षा, स्मरण शक्ति या शांत मन।',
    },
    link: '/vedic-mantra-meditation',
    icon: 'flower-2',
    alt: { en: 'Vedic mantra meditation', hi: 'वैदिक मंत्र ध्यान' },
  },
];

/** The four tiles under the home hero, in display order. */
export const featureTiles: readonly FeatureTile[] = [
  {
    slug: 'online-astrologers',
    imgUri: '/images/home/online-astrologers.svg',
    label: { en: 'Online Astrologers', hi: 'ऑनलाइन ज्योतिषी' },
    alt: { en: 'Talk to verified astrologers online', hi: 'सत्यापित ज्योतिषियों से ऑनलाइन बात करें' },
    link: '/online-astrologer',
  },
  {
    slug: 'vedic-meditation',
    imgUri: '/images/home/vedic-meditation.svg',
    label: { en: 'Vedic Meditation', hi: 'वैदिक ध्यान' },
    alt: { en: 'Vedic mantra meditation', hi: 'वैदिक मंत्र ध्यान' },
    link: '/vedic-mantra-meditation',
  },
  {
    slug: 'online-kundali',
    imgUri: '/images/home/online-kundali.svg',
    label: { en: 'Online Kundali', hi: 'ऑनलाइन कुंडली' },
    alt: { en: 'Make your kundali online', hi: 'अपनी कुंडली ऑनलाइन बनाएँ' },
    link: '/kundali',
  },
  {
    slug: 'vedic-tools',
    imgUri: '/images/home/vedic-tools.svg',
    label: { en: 'Vedic Tools', hi: 'वैदिक टूल्स' },
    alt: { en: 'Free Vedic astrology tools', hi: 'मुफ़्त वैदिक ज्योतिष टूल्स' },
    link: '/vedic-tools',
  },
];
