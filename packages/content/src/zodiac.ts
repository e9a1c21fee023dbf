// The twelve rashis (signs) of the sidereal zodiac, as used in Jyotish.

import type { Bilingual, SignLordKey, ZodiacKey } from './types';

export type { ZodiacKey } from './types';

export type Element = 'fire' | 'earth' | 'air' | 'water';

/** Chara (movable), sthira (fixed) and dvisvabhava (dual). */
export type Quality = 'movable' | 'fixed' | 'dual';

export const ELEMENTS: Record<Element, Bilingual> = {
  fire: { en: 'Fire', hi: 'अग्नि' },
  earth: { en: 'Earth', hi: 'पृथ्वी' },
  air: { en: 'Air', hi: 'वायु' },
  water: { en: 'Water', hi: 'जल' },
};

export const QUALITIES: Record<Quality, Bilingual> = {
  movable: { en: 'Movable (Chara)', hi: 'चर' },
  fixed: { en: 'Fixed (Sthira)', hi: 'स्थिर' },
  dual: { en: 'Dual (Dvisvabhava)', hi: 'द्विस्वभाव' },
};

/** A month and day of the Gregorian calendar, month 1–12. */
export interface MonthDay {
  month: number;
  day: number;
}

export interface ZodiacSign {
  key: ZodiacKey;
  /** 1 (Aries) to 12 (Pisces). */
  index: number;
  name: Bilingual;
  /** The Sanskrit name in Latin letters. */
  sanskrit: string;
  symbol: Bilingual;
  element: Element;
  quality: Quality;
  lord: SignLordKey;
  /**
   * The Western (tropical) Sun-sign date range, for readers who know their sign that way.
   * The Vedic (sidereal) sign of a birth is computed from the chart, not from these dates.
   */
  westernDates: { start: MonthDay; end: MonthDay; label: Bilingual };
  luckyColours: Bilingual[];
  /**
   * The number of the sign lord first (Sun 1, Moon 2, Jupiter 3, Mercury 5, Venus 6, Saturn 8, Mars 9),
   * then the numbers of that lord's natural friends.
   */
  luckyNumbers: number[];
  /** The lord's gemstone first, then a gentler substitute (uparatna); see GEMSTONE_NOTE. */
  luckyGems: Bilingual[];
  description: Bilingual;
  strengths: Bilingual[];
  challenges: Bilingual[];
  /**
   * The 3rd, 7th and 11th signs from this one: of the friendly element (fire–air, earth–water), and
   * each gives the full 7 points of bhakoot in kundali matching. The 5th and 9th share the element
   * but score 0 (navapanchama), so they are not listed. The relation is symmetric.
   */
  compatible: ZodiacKey[];
}

const dates = (
  sm: number,
  sd: number,
  em: number,
  ed: number,
  label: Bilingual,
): { start: MonthDay; end: MonthDay; label: Bilingual } => ({
  start: { month: sm, day: sd },
  end: { month: em, day: ed },
  label,
});

export const ZODIAC_SIGNS: readonly ZodiacSign[] = [
  {
    key: 'aries',
    index: 1,
    name: { en: 'Aries', hi: 'मेष' },
    sanskrit: 'Mesha',
    symbol: { en: 'The ram', hi: 'मेढ़ा' },
    element: 'fire',
    quality: 'movable',
    lord: 'MA',
    westernDates: dates(3, 21, 4, 19, { en: 'March 21 – April 19', hi: '21 मार्च – 19 अप्रैल' }),
    luckyColours: [
      { en: 'Red', hi: 'लाल' },
      { en: 'Coral orange', hi: 'मूँगिया नारंगी' },
    ],
    luckyNumbers: [9, 1, 2, 3],
    luckyGems: [
      { en: 'Red coral', hi: 'मूँगा' },
      { en: 'Carnelian', hi: 'लाल हकीक' },
    ],
    description: {
      en: 'Mesha, the first sign, is ruled by Mars and carries the spark of new beginnings. Aries natives are direct, courageous and quick to act, happiest when leading from the front or opening a path others hesitate to take. Their energy lifts any team, and they recover from setbacks quickly. The same fire can make them impatient and headstrong, starting more than they finish. Learning to pause, listen and pace themselves turns their courage into lasting achievement.',
      hi: 'मेष राशिचक्र की पहली राशि है, जिसके स्वामी मंगल हैं; इसमें नई शुरुआत की चिंगारी होती है। मेष राशि के जातक स्पष्टवादी, साहसी और तुरंत क़दम उठाने वाले होते हैं। आगे बढ़कर नेतृत्व करना और वह राह खोलना, जिस पर दूसरे चलने से हिचकते हैं, उन्हें प्रिय है। उनकी ऊर्जा टीम में जोश भर देती है और वे असफलता से जल्दी उबरते हैं। यही आग उन्हें अधीर और ज़िद्दी भी बना सकती है। रुकना, सुनना और अपनी गति साधना सीख लें, तो उनका साहस स्थायी सफलता बन जाता है।',
    },
    strengths: [
      { en: 'Courage', hi: 'साहस' },
      { en: 'Initiative', hi: 'पहल करने की क्षमता' },
      { en: 'Honesty', hi: 'स्पष्टवादिता' },
      { en: 'Boundless energy', hi: 'असीम ऊर्जा' },
    ],
    challenges: [
      { en: 'Impatience', hi: 'अधीरता' },
      { en: 'Quick temper', hi: 'जल्दी क्रोध आना' },
      { en: 'Acting without thinking', hi: 'बिना सोचे क़दम उठाना' },
    ],
    compatible: ['gemini', 'libra', 'aquarius'],
  },
  {
    key: 'taurus',
    index: 2,
    name: { en: 'Taurus', hi: 'वृषभ' },
    sanskrit: 'Vrishabha',
    symbol: { en: 'The bull', hi: 'बैल' },
    element: 'earth',
    quality: 'fixed',
    lord: 'VE',
    westernDates: dates(4, 20, 5, 20, { en: 'April 20 – May 20', hi: '20 अप्रैल – 20 मई' }),
    luckyColours: [
      { en: 'White', hi: 'सफ़ेद' },
      { en: 'Pink', hi: 'गुलाबी' },
    ],
    luckyNumbers: [6, 5, 8],
    luckyGems: [
      { en: 'Diamond', hi: 'हीरा' },
      { en: 'Opal', hi: 'ओपल' },
    ],
    description: {
      en: 'Vrishabha is a fixed earth sign ruled by Venus, and its people value stability, comfort and beauty. Taurus natives are patient, loyal and practical, building wealth and relationships slowly but solidly. They have a fine sense of food, music, art and craftsmanship, and they keep their word. Their steadiness can harden into stubbornness, and a love of comfort can make change feel threatening. When they stay open to new ideas, their persistence becomes a rare strength.',
      hi: 'वृषभ शुक्र की स्थिर पृथ्वी राशि है। इस राशि के लोग स्थिरता, सुख-सुविधा और सौंदर्य को महत्व देते हैं। वे धैर्यवान, वफ़ादार और व्यावहारिक होते हैं, और धन तथा रिश्ते धीरे-धीरे पर मज़बूती से बनाते हैं। भोजन, संगीत, कला और अच्छी कारीगरी की उन्हें गहरी परख होती है, और वे अपनी बात के पक्के होते हैं। यही स्थिरता कभी-कभी हठ बन जाती है, और आराम का मोह बदलाव से डराने लगता है। नए विचारों के लिए मन खुला रखें, तो उनकी लगन दुर्लभ शक्ति बन जाती है।',
    },
    strengths: [
      { en: 'Patience', hi: 'धैर्य' },
      { en: 'Loyalty', hi: 'वफ़ादारी' },
      { en: 'Practical sense', hi: 'व्यावहारिक समझ' },
      { en: 'Artistic taste', hi: 'कलात्मक रुचि' },
    ],
    challenges: [
      { en: 'Stubbornness', hi: 'हठ' },
      { en: 'Possessiveness', hi: 'अधिकार-भावना' },
      { en: 'Resistance to change', hi: 'बदलाव से बचना' },
    ],
    compatible: ['cancer', 'scorpio', 'pisces'],
  },
  {
    key: 'gemini',
    index: 3,
    name: { en: 'Gemini', hi: 'मिथुन' },
    sanskrit: 'Mithuna',
    symbol: {
      en: 'A couple: a man holding a mace and a woman holding a veena',
      hi: 'युगल: गदा लिए पुरुष और वीणा लिए स्त्री',
    },
    element: 'air',
    quality: 'dual',
    lord: 'ME',
    westernDates: dates(5, 21, 6, 20, { en: 'May 21 – June 20', hi: '21 मई – 20 जून' }),
    luckyColours: [
      { en: 'Green', hi: 'हरा' },
      { en: 'Light yellow', hi: 'हल्का पीला' },
    ],
    luckyNumbers: [5, 1, 6],
    luckyGems: [
      { en: 'Emerald', hi: 'पन्ना' },
      { en: 'Peridot', hi: 'पेरिडॉट' },
    ],
    description: {
      en: 'Mithuna is a dual air sign ruled by Mercury, the planet of speech and intellect. Gemini natives are curious, witty and quick to learn, at ease with words, numbers and people. They adapt easily and often juggle several interests, making fine communicators, writers, traders and teachers. Their restless mind can scatter their focus, and under pressure they may seem inconsistent or nervous. Depth grows when they choose a few pursuits and see them through.',
      hi: 'मिथुन बुध की द्विस्वभाव वायु राशि है, और बुध वाणी तथा बुद्धि के कारक हैं। मिथुन राशि के जातक जिज्ञासु, हाज़िरजवाब और जल्दी सीखने वाले होते हैं; शब्दों, अंकों और लोगों के साथ वे सहज रहते हैं। वे आसानी से ढल जाते हैं और एक साथ कई रुचियाँ साधते हैं, इसलिए अच्छे वक्ता, लेखक, व्यापारी और शिक्षक बनते हैं। चंचल मन उनका ध्यान बिखेर सकता है और दबाव में वे अस्थिर या बेचैन दिख सकते हैं। कुछ चुने हुए कामों को पूरा करने से उनमें गहराई आती है।',
    },
    strengths: [
      { en: 'Quick intellect', hi: 'तेज़ बुद्धि' },
      { en: 'Eloquence', hi: 'वाक्पटुता' },
      { en: 'Adaptability', hi: 'परिस्थिति के अनुसार ढलना' },
      { en: 'Curiosity', hi: 'जिज्ञासा' },
    ],
    challenges: [
      { en: 'Restlessness', hi: 'बेचैनी' },
      { en: 'Scattered focus', hi: 'बिखरा हुआ ध्यान' },
      { en: 'Indecision', hi: 'अनिर्णय' },
    ],
    compatible: ['leo', 'sagittarius', 'aries'],
  },
  {
    key: 'cancer',
    index: 4,
    name: { en: 'Cancer', hi: 'कर्क' },
    sanskrit: 'Karka',
    symbol: { en: 'The crab', hi: 'केकड़ा' },
    element: 'water',
    quality: 'movable',
    lord: 'MO',
    westernDates: dates(6, 21, 7, 22, { en: 'June 21 – July 22', hi: '21 जून – 22 जुलाई' }),
    luckyColours: [
      { en: 'White', hi: 'सफ़ेद' },
      { en: 'Silver', hi: 'रुपहला' },
      { en: 'Cream', hi: 'क्रीम' },
    ],
    luckyNumbers: [2, 1, 5],
    luckyGems: [
      { en: 'Pearl', hi: 'मोती' },
      { en: 'Moonstone', hi: 'चंद्रकांत मणि' },
    ],
    description: {
      en: 'Karka is a movable water sign ruled by the Moon, the sign of the heart and the home. Cancer natives are caring, protective and deeply intuitive; they remember kindness and return it with loyalty. Family, roots and emotional security matter greatly to them, and they nurture people and projects with patience. Their feelings rise and fall like the tides, which can make them moody, defensive or slow to let go of the past.',
      hi: 'कर्क चंद्रमा की चर जल राशि है; यह हृदय और घर-परिवार की राशि मानी जाती है। कर्क राशि के जातक स्नेही, रक्षा करने वाले और गहरी अंतर्दृष्टि वाले होते हैं; वे किसी का उपकार नहीं भूलते और बदले में निष्ठा देते हैं। परिवार, अपनी जड़ें और भावनात्मक सुरक्षा उनके लिए बहुत मायने रखती हैं, और वे लोगों तथा कामों को धैर्य से पोसते हैं। ज्वार-भाटे की तरह उठती-गिरती भावनाएँ उन्हें तुनकमिज़ाज, रक्षात्मक और अतीत से चिपका रहने वाला बना सकती हैं।',
    },
    strengths: [
      { en: 'Compassion', hi: 'करुणा' },
      { en: 'Intuition', hi: 'अंतर्ज्ञान' },
      { en: 'Devotion to family', hi: 'परिवार के प्रति समर्पण' },
      { en: 'Tenacity', hi: 'दृढ़ता' },
    ],
    challenges: [
      { en: 'Mood swings', hi: 'मन का जल्दी बदलना' },
      { en: 'Oversensitivity', hi: 'अति-संवेदनशीलता' },
      { en: 'Clinging to the past', hi: 'अतीत से चिपके रहना' },
    ],
    compatible: ['virgo', 'capricorn', 'taurus'],
  },
  {
    key: 'leo',
    index: 5,
    name: { en: 'Leo', hi: 'सिंह' },
    sanskrit: 'Simha',
    symbol: { en: 'The lion', hi: 'शेर' },
    element: 'fire',
    quality: 'fixed',
    lord: 'SU',
    westernDates: dates(7, 23, 8, 22, { en: 'July 23 – August 22', hi: '23 जुलाई – 22 अगस्त' }),
    luckyColours: [
      { en: 'Gold', hi: 'सुनहरा' },
      { en: 'Orange', hi: 'नारंगी' },
      { en: 'Saffron', hi: 'केसरिया' },
    ],
    luckyNumbers: [1, 2, 3, 9],
    luckyGems: [
      { en: 'Ruby', hi: 'माणिक्य' },
      { en: 'Red garnet', hi: 'लाल तामड़ा (गार्नेट)' },
    ],
    description: {
      en: 'Simha is a fixed fire sign ruled by the Sun, the king of the planets. Leo natives carry natural dignity and warmth, and people look to them for leadership. They are generous, loyal to those they love and happiest when they can create, perform or protect. Their confidence inspires others, but pride and a need for recognition can make them domineering or easily hurt. When they lead in service of others, their light shines brightest.',
      hi: 'सिंह सूर्य की स्थिर अग्नि राशि है, और सूर्य ग्रहों के राजा हैं। सिंह राशि के जातकों में स्वाभाविक गरिमा और गर्मजोशी होती है, इसलिए लोग नेतृत्व के लिए उनकी ओर देखते हैं। वे उदार होते हैं, अपनों के प्रति वफ़ादार रहते हैं और सृजन, प्रदर्शन या संरक्षण में सबसे प्रसन्न रहते हैं। उनका आत्मविश्वास दूसरों को प्रेरित करता है, पर अहंकार और प्रशंसा की चाह उन्हें हावी होने वाला या जल्दी आहत होने वाला बना सकती है। सेवा-भाव से नेतृत्व करने पर उनकी चमक सबसे अधिक होती है।',
    },
    strengths: [
      { en: 'Leadership', hi: 'नेतृत्व' },
      { en: 'Generosity', hi: 'उदारता' },
      { en: 'Self-confidence', hi: 'आत्मविश्वास' },
      { en: 'Creativity', hi: 'सृजनशीलता' },
    ],
    challenges: [
      { en: 'Pride', hi: 'अहंकार' },
      { en: 'Need for praise', hi: 'प्रशंसा की चाह' },
      { en: 'Dominating others', hi: 'दूसरों पर हावी होना' },
    ],
    compatible: ['libra', 'aquarius', 'gemini'],
  },
  {
    key: 'virgo',
    index: 6,
    name: { en: 'Virgo', hi: 'कन्या' },
    sanskrit: 'Kanya',
    symbol: {
      en: 'A maiden in a boat, holding a lamp and ears of grain',
      hi: 'नाव में बैठी कन्या, जिसके हाथों में दीपक और अन्न की बालियाँ हैं',
    },
    element: 'earth',
    quality: 'dual',
    lord: 'ME',
    westernDates: dates(8, 23, 9, 22, { en: 'August 23 – September 22', hi: '23 अगस्त – 22 सितंबर' }),
    luckyColours: [
      { en: 'Green', hi: 'हरा' },
      { en: 'Off-white', hi: 'हल्का सफ़ेद' },
    ],
    luckyNumbers: [5, 1, 6],
    luckyGems: [
      { en: 'Emerald', hi: 'पन्ना' },
      { en: 'Peridot', hi: 'पेरिडॉट' },
    ],
    description: {
      en: 'Kanya is a dual earth sign ruled by Mercury, which is also exalted here. Virgo natives are observant, analytical and dependable, with a gift for detail, order and service. They excel in precise work such as medicine, accounts, research, editing and crafts, and quietly improve whatever they touch. Their high standards can turn into worry, self-criticism or fault-finding in others. Accepting that good work need not be perfect brings them peace.',
      hi: 'कन्या बुध की द्विस्वभाव पृथ्वी राशि है, और बुध इसी राशि में उच्च के होते हैं। कन्या राशि के जातक सूक्ष्मदर्शी, विश्लेषण करने वाले और भरोसेमंद होते हैं; बारीकी, व्यवस्था और सेवा उनका स्वभाव है। चिकित्सा, लेखा, शोध, संपादन और हस्तकला जैसे सटीक कामों में वे उत्कृष्ट रहते हैं और जिस काम को छूते हैं, चुपचाप उसे बेहतर बना देते हैं। ऊँचे मानदंड कभी चिंता, आत्म-आलोचना या दूसरों में दोष ढूँढ़ने की आदत बन जाते हैं। अच्छे काम का परिपूर्ण होना ज़रूरी नहीं, यह मान लेना उन्हें शांति देता है।',
    },
    strengths: [
      { en: 'Attention to detail', hi: 'बारीकी पर ध्यान' },
      { en: 'Analytical mind', hi: 'विश्लेषणात्मक बुद्धि' },
      { en: 'Reliability', hi: 'भरोसेमंदी' },
      { en: 'Spirit of service', hi: 'सेवा-भाव' },
    ],
    challenges: [
      { en: 'Worry', hi: 'चिंता करने की आदत' },
      { en: 'Perfectionism', hi: 'हर काम में पूर्णता की ज़िद' },
      { en: 'Being overcritical', hi: 'अत्यधिक आलोचना' },
    ],
    compatible: ['scorpio', 'pisces', 'cancer'],
  },
  {
    key: 'libra',
    index: 7,
    name: { en: 'Libra', hi: 'तुला' },
    sanskrit: 'Tula',
    symbol: { en: 'A man holding a pair of scales', hi: 'तराज़ू थामे पुरुष' },
    element: 'air',
    quality: 'movable',
    lord: 'VE',
    westernDates: dates(9, 23, 10, 22, { en: 'September 23 – October 22', hi: '23 सितंबर – 22 अक्टूबर' }),
    luckyColours: [
      { en: 'White', hi: 'सफ़ेद' },
      { en: 'Light blue', hi: 'आसमानी' },
    ],
    luckyNumbers: [6, 5, 8],
    luckyGems: [
      { en: 'Diamond', hi: 'हीरा' },
      { en: 'White sapphire', hi: 'सफ़ेद पुखराज' },
    ],
    description: {
      en: 'Tula is a movable air sign ruled by Venus, and its symbol, the balance, says much about its people. Libra natives are courteous, fair-minded and sociable, with a fine sense of beauty and harmony. They shine in partnerships, negotiation, law, design and any role that brings people together. Because they weigh every side, decisions can take long, and a wish to please may keep them from saying what they truly feel.',
      hi: 'तुला शुक्र की चर वायु राशि है, और इसका प्रतीक तराज़ू इसके लोगों के बारे में बहुत कुछ कह देता है। तुला राशि के जातक विनम्र, न्यायप्रिय और मिलनसार होते हैं, और सौंदर्य तथा सामंजस्य की उन्हें सहज समझ होती है। साझेदारी, बातचीत, क़ानून, डिज़ाइन और लोगों को जोड़ने वाले हर काम में वे चमकते हैं। हर पक्ष को तौलने के कारण उन्हें निर्णय लेने में देर लगती है, और सबको ख़ुश रखने की चाह उन्हें मन की बात कहने से रोक सकती है।',
    },
    strengths: [
      { en: 'Sense of fairness', hi: 'न्यायप्रियता' },
      { en: 'Diplomacy', hi: 'कूटनीतिक समझ' },
      { en: 'Charm', hi: 'आकर्षण' },
      { en: 'Aesthetic sense', hi: 'सौंदर्यबोध' },
    ],
    challenges: [
      { en: 'Indecision', hi: 'अनिर्णय' },
      { en: 'People-pleasing', hi: 'सबको ख़ुश रखने की चाह' },
      { en: 'Avoiding conflict', hi: 'टकराव से कतराना' },
    ],
    compatible: ['sagittarius', 'aries', 'leo'],
  },
  {
    key: 'scorpio',
    index: 8,
    name: { en: 'Scorpio', hi: 'वृश्चिक' },
    sanskrit: 'Vrishchika',
    symbol: { en: 'The scorpion', hi: 'बिच्छू' },
    element: 'water',
    quality: 'fixed',
    lord: 'MA',
    westernDates: dates(10, 23, 11, 21, { en: 'October 23 – November 21', hi: '23 अक्टूबर – 21 नवंबर' }),
    luckyColours: [
      { en: 'Red', hi: 'लाल' },
      { en: 'Maroon', hi: 'मैरून' },
    ],
    luckyNumbers: [9, 1, 2, 3],
    luckyGems: [
      { en: 'Red coral', hi: 'मूँगा' },
      { en: 'Carnelian', hi: 'लाल हकीक' },
    ],
    description: {
      en: 'Vrishchika is a fixed water sign ruled by Mars, and the Moon is debilitated here, so feelings run deep and private. Scorpio natives are intense, determined and perceptive, able to see what others hide. They are drawn to research, medicine, investigation, finance and the occult, and face crises with remarkable courage. Their loyalty is total, but so can be their suspicion, jealousy or wish for control. Forgiveness is their path to freedom.',
      hi: 'वृश्चिक मंगल की स्थिर जल राशि है। चंद्रमा यहाँ नीच के होते हैं, इसलिए इनकी भावनाएँ गहरी और निजी रहती हैं। वृश्चिक राशि के जातक तीव्र, दृढ़निश्चयी और पैनी दृष्टि वाले होते हैं; जो दूसरे छिपाते हैं, वह भी वे देख लेते हैं। शोध, चिकित्सा, जाँच-पड़ताल, वित्त और गूढ़ विद्याएँ उन्हें आकर्षित करती हैं, और संकट का सामना वे अद्भुत साहस से करते हैं। उनकी निष्ठा पूरी होती है, पर शक, ईर्ष्या और नियंत्रण की चाह भी उतनी ही गहरी हो सकती है। क्षमा ही उनकी मुक्ति का मार्ग है।',
    },
    strengths: [
      { en: 'Determination', hi: 'दृढ़ संकल्प' },
      { en: 'Insight', hi: 'पैनी अंतर्दृष्टि' },
      { en: 'Loyalty', hi: 'निष्ठा' },
      { en: 'Courage in crisis', hi: 'संकट में साहस' },
    ],
    challenges: [
      { en: 'Suspicion', hi: 'शक्की स्वभाव' },
      { en: 'Jealousy', hi: 'ईर्ष्या' },
      { en: 'Holding grudges', hi: 'मन में बैर रखना' },
    ],
    compatible: ['capricorn', 'taurus', 'virgo'],
  },
  {
    key: 'sagittarius',
    index: 9,
    name: { en: 'Sagittarius', hi: 'धनु' },
    sanskrit: 'Dhanu',
    symbol: {
      en: 'An archer whose lower body is a horse',
      hi: 'धनुर्धारी, जिसका निचला भाग घोड़े का है',
    },
    element: 'fire',
    quality: 'dual',
    lord: 'JU',
    westernDates: dates(11, 22, 12, 21, { en: 'November 22 – December 21', hi: '22 नवंबर – 21 दिसंबर' }),
    luckyColours: [
      { en: 'Yellow', hi: 'पीला' },
      { en: 'Saffron', hi: 'केसरिया' },
    ],
    luckyNumbers: [3, 1, 2, 9],
    luckyGems: [
      { en: 'Yellow sapphire', hi: 'पुखराज' },
      { en: 'Citrine', hi: 'सुनहला' },
    ],
    description: {
      en: 'Dhanu is a dual fire sign ruled by Jupiter, the guru among the planets. Sagittarius natives are optimistic, principled and generous, always aiming their arrow at a higher goal. They love learning, travel, philosophy and open conversation, and often become teachers, advisers, lawyers or spiritual seekers. Their frankness can sound blunt, and their love of freedom may make them restless or careless with details. Pairing faith with patience helps them hit their mark.',
      hi: 'धनु गुरु की द्विस्वभाव अग्नि राशि है, और बृहस्पति ग्रहों में गुरु माने जाते हैं। धनु राशि के जातक आशावादी, सिद्धांतवादी और उदार होते हैं; उनका तीर हमेशा किसी ऊँचे लक्ष्य की ओर तना रहता है। उन्हें अध्ययन, यात्रा, दर्शन और खुली चर्चा प्रिय है, और वे अक्सर शिक्षक, सलाहकार, वकील या आध्यात्मिक साधक बनते हैं। उनकी स्पष्टवादिता कभी रूखी लगती है, और स्वतंत्रता का प्रेम उन्हें बेचैन या छोटी बातों में लापरवाह बना सकता है। आस्था के साथ धैर्य रखें, तो वे अपना लक्ष्य अवश्य भेदते हैं।',
    },
    strengths: [
      { en: 'Optimism', hi: 'आशावाद' },
      { en: 'Love of learning', hi: 'ज्ञान के प्रति प्रेम' },
      { en: 'Generosity', hi: 'उदारता' },
      { en: 'Strong principles', hi: 'दृढ़ सिद्धांत' },
    ],
    challenges: [
      { en: 'Bluntness', hi: 'रूखी स्पष्टवादिता' },
      { en: 'Restlessness', hi: 'बेचैनी' },
      { en: 'Overpromising', hi: 'क्षमता से अधिक वादे करना' },
    ],
    compatible: ['aquarius', 'gemini', 'libra'],
  },
  {
    key: 'capricorn',
    index: 10,
    name: { en: 'Capricorn', hi: 'मकर' },
    sanskrit: 'Makara',
    symbol: {
      en: 'The makara: a creature with the head of a deer and the body of a crocodile',
      hi: 'मकर: हिरण के मुख और मगरमच्छ के शरीर वाला जलचर',
    },
    element: 'earth',
    quality: 'movable',
    lord: 'SA',
    westernDates: dates(12, 22, 1, 19, { en: 'December 22 – January 19', hi: '22 दिसंबर – 19 जनवरी' }),
    luckyColours: [
      { en: 'Dark blue', hi: 'गहरा नीला' },
      { en: 'Black', hi: 'काला' },
      { en: 'Grey', hi: 'स्लेटी' },
    ],
    luckyNumbers: [8, 5, 6],
    luckyGems: [
      { en: 'Blue sapphire', hi: 'नीलम' },
      { en: 'Amethyst', hi: 'जामुनिया' },
    ],
    description: {
      en: 'Makara is a movable earth sign ruled by Saturn, and Mars is exalted here. Capricorn natives are disciplined, responsible and quietly ambitious. They respect tradition, plan for the long term and are willing to climb slowly, which often brings them authority later in life. Careful with money and time, they make reliable managers and administrators. They can become too serious, reserved or pessimistic, and must remember that rest and affection are duties too.',
      hi: 'मकर शनि की चर पृथ्वी राशि है, और इसमें मंगल उच्च के होते हैं। मकर राशि के जातक अनुशासित, ज़िम्मेदार और शांत ढंग से महत्वाकांक्षी होते हैं। वे परंपरा का आदर करते हैं, दूर की योजना बनाते हैं और धीरे-धीरे ऊपर चढ़ते हैं, जिससे जीवन के उत्तरार्ध में उन्हें अक्सर अधिकार मिलता है। धन और समय के प्रति सावधान होने के कारण वे भरोसेमंद प्रबंधक और प्रशासक बनते हैं। वे अति गंभीर, संकोची या निराशावादी हो सकते हैं; विश्राम और स्नेह भी कर्तव्य हैं, यह उन्हें याद रखना चाहिए।',
    },
    strengths: [
      { en: 'Discipline', hi: 'अनुशासन' },
      { en: 'Sense of responsibility', hi: 'ज़िम्मेदारी की भावना' },
      { en: 'Perseverance', hi: 'लगन' },
      { en: 'Practical planning', hi: 'व्यावहारिक योजना' },
    ],
    challenges: [
      { en: 'Pessimism', hi: 'निराशावाद' },
      { en: 'Rigidity', hi: 'कठोरता' },
      { en: 'Overwork', hi: 'काम में अति' },
    ],
    compatible: ['pisces', 'cancer', 'scorpio'],
  },
  {
    key: 'aquarius',
    index: 11,
    name: { en: 'Aquarius', hi: 'कुंभ' },
    sanskrit: 'Kumbha',
    symbol: { en: 'A man carrying a water pot on his shoulder', hi: 'कंधे पर घड़ा उठाए पुरुष' },
    element: 'air',
    quality: 'fixed',
    lord: 'SA',
    westernDates: dates(1, 20, 2, 18, { en: 'January 20 – February 18', hi: '20 जनवरी – 18 फ़रवरी' }),
    luckyColours: [
      { en: 'Blue', hi: 'नीला' },
      { en: 'Violet', hi: 'बैंगनी' },
    ],
    luckyNumbers: [8, 5, 6],
    luckyGems: [
      { en: 'Blue sapphire', hi: 'नीलम' },
      { en: 'Amethyst', hi: 'जामुनिया' },
    ],
    description: {
      en: 'Kumbha is a fixed air sign ruled by Saturn, and its water-bearer pours out knowledge for everyone. Aquarius natives are independent, inventive and humanitarian, thinking of society rather than self. They are drawn to science, technology, social causes and unconventional ideas, and they value friendship deeply. Their detachment can seem cold, and their fixed opinions can make them stubborn or rebellious. Warmth in close relationships balances their wide vision.',
      hi: 'कुंभ शनि की स्थिर वायु राशि है, और इसका घड़ा उठाए पुरुष सबके लिए ज्ञान उँडेलता है। कुंभ राशि के जातक स्वतंत्र, आविष्कारशील और मानवतावादी होते हैं; वे अपने से अधिक समाज के बारे में सोचते हैं। विज्ञान, तकनीक, सामाजिक सरोकार और लीक से हटकर विचार उन्हें आकर्षित करते हैं, और मित्रता को वे बहुत महत्व देते हैं। उनकी तटस्थता कभी रूखी लग सकती है, और अटल राय उन्हें हठी या विद्रोही बना सकती है। निकट संबंधों में आत्मीयता उनकी व्यापक दृष्टि को संतुलित करती है।',
    },
    strengths: [
      { en: 'Originality', hi: 'मौलिकता' },
      { en: 'Humanitarian outlook', hi: 'मानवतावादी दृष्टि' },
      { en: 'Independence', hi: 'स्वतंत्र सोच' },
      { en: 'Loyal friendship', hi: 'सच्ची मित्रता' },
    ],
    challenges: [
      { en: 'Emotional distance', hi: 'भावनात्मक दूरी' },
      { en: 'Stubborn opinions', hi: 'राय पर अड़े रहना' },
      { en: 'Rebelliousness', hi: 'विद्रोही तेवर' },
    ],
    compatible: ['aries', 'leo', 'sagittarius'],
  },
  {
    key: 'pisces',
    index: 12,
    name: { en: 'Pisces', hi: 'मीन' },
    sanskrit: 'Meena',
    symbol: { en: 'Two fish swimming in opposite directions', hi: 'विपरीत दिशाओं में तैरती दो मछलियाँ' },
    element: 'water',
    quality: 'dual',
    lord: 'JU',
    westernDates: dates(2, 19, 3, 20, { en: 'February 19 – March 20', hi: '19 फ़रवरी – 20 मार्च' }),
    luckyColours: [
      { en: 'Yellow', hi: 'पीला' },
      { en: 'Sea green', hi: 'समुद्री हरा' },
    ],
    luckyNumbers: [3, 1, 2, 9],
    luckyGems: [
      { en: 'Yellow sapphire', hi: 'पुखराज' },
      { en: 'Citrine', hi: 'सुनहला' },
    ],
    description: {
      en: 'Meena, the last sign, is a dual water sign ruled by Jupiter, and Venus is exalted here. Pisces natives are compassionate, imaginative and spiritually inclined, sensing the moods of others with ease. They are drawn to art, music, healing, charity and devotion, and they forgive readily. Their sensitivity can make them escapist, indecisive or easily influenced, and they may give more than they can afford. Clear boundaries let their kindness flow without draining them.',
      hi: 'मीन राशिचक्र की अंतिम राशि है; यह गुरु की द्विस्वभाव जल राशि है और इसमें शुक्र उच्च के होते हैं। मीन राशि के जातक करुणामय, कल्पनाशील और आध्यात्मिक प्रवृत्ति के होते हैं; दूसरों के मन का हाल वे सहज ही भाँप लेते हैं। कला, संगीत, उपचार, दान और भक्ति की ओर उनका झुकाव रहता है, और वे जल्दी क्षमा कर देते हैं। अधिक संवेदनशीलता उन्हें यथार्थ से भागने वाला, अनिर्णायक या आसानी से प्रभावित होने वाला बना सकती है। स्पष्ट सीमाएँ उनकी दयालुता को बिना थकाए बहने देती हैं।',
    },
    strengths: [
      { en: 'Compassion', hi: 'करुणा' },
      { en: 'Imagination', hi: 'कल्पनाशीलता' },
      { en: 'Spiritual depth', hi: 'आध्यात्मिक गहराई' },
      { en: 'Forgiveness', hi: 'क्षमाशीलता' },
    ],
    challenges: [
      { en: 'Escapism', hi: 'यथार्थ से भागना' },
      { en: 'Indecision', hi: 'अनिर्णय' },
      { en: 'Weak boundaries', hi: 'अपनी सीमाएँ न खींच पाना' },
    ],
    compatible: ['taurus', 'virgo', 'capricorn'],
  },
];

export const ZODIAC_KEYS: readonly ZodiacKey[] = ZODIAC_SIGNS.map((s) => s.key);

const BY_KEY = new Map<ZodiacKey, ZodiacSign>(ZODIAC_SIGNS.map((s) => [s.key, s]));

/** The sign with this key. */
export function zodiacSign(key: ZodiacKey): ZodiacSign {
  const sign = BY_KEY.get(key);
  if (!sign) throw new RangeError(`Unknown zodiac key: ${key}`);
  return sign;
}

/** The sign with this index, 1 (Aries) to 12 (Pisces). */
export function zodiacByIndex(index: number): ZodiacSign {
  const sign = ZODIAC_SIGNS[index - 1];
  if (!sign || !Number.isInteger(index)) throw new RangeError(`Zodiac index must be an integer 1–12, got ${index}`);
  return sign;
}

/**
 * Shown with every sign's gemstones: a gem is prescribed from the whole birth chart, never from the
 * Moon sign alone.
 */
export const GEMSTONE_NOTE: Bilingual = {
  en: 'These are the gemstone of the sign’s lord and a gentler substitute, listed for reference. A gem is prescribed from the full birth chart, not from the Moon sign alone: the astrologer weighs the houses the planet rules and occupies, its strength, the ascendant and the running dasha. The lord of your Moon sign can rule difficult houses in your chart, and then its gem can do more harm than good, so consult an astrologer before wearing one.',
  hi: 'ये राशि के स्वामी ग्रह का रत्न और उसका सौम्य उपरत्न हैं, जानकारी के लिए। रत्न पूरी जन्म कुंडली देखकर बताया जाता है, केवल चंद्र राशि से नहीं: ज्योतिषी देखते हैं कि वह ग्रह किन भावों का स्वामी है और किस भाव में बैठा है, कितना बलवान है, लग्न क्या है और कौन-सी दशा चल रही है। आपकी चंद्र राशि का स्वामी आपकी कुंडली में कठिन भावों का स्वामी भी हो सकता है, और तब उसका रत्न लाभ से ज़्यादा हानि कर सकता है, इसलिए रत्न पहनने से पहले ज्योतिषी से सलाह ज़रूर लें।',
};
