// The 78 cards of the Rider–Waite tarot: 22 major arcana, then Wands, Cups, Swords and Pentacles.

import type { Bilingual } from './types.ts';

export type Arcana = 'major' | 'minor';
export type Suit = 'wands' | 'cups' | 'swords' | 'pentacles';
export type CourtRank = 'page' | 'knight' | 'queen' | 'king';
export type PipRank = 'ace' | 'two' | 'three' | 'four' | 'five' | 'six' | 'seven' | 'eight' | 'nine' | 'ten';
export type Rank = PipRank | CourtRank;
export type Verdict = 'yes' | 'no' | 'maybe';
export type TarotElement = 'fire' | 'water' | 'air' | 'earth';

export const ARCANA_LABELS: Readonly<Record<Arcana, Bilingual>> = {
  major: { en: 'Major Arcana', hi: 'प्रमुख अर्काना' },
  minor: { en: 'Minor Arcana', hi: 'गौण अर्काना' },
};

export const VERDICTS: Readonly<Record<Verdict, Bilingual>> = {
  yes: { en: 'Yes', hi: 'हाँ' },
  no: { en: 'No', hi: 'नहीं' },
  maybe: { en: 'Maybe', hi: 'शायद' },
};

export const ORIENTATIONS: Readonly<Record<'upright' | 'reversed', Bilingual>> = {
  upright: { en: 'Upright', hi: 'सीधा' },
  reversed: { en: 'Reversed', hi: 'उल्टा' },
};

/** One invitation shown under every card. */
export const TAROT_CTA: Bilingual = {
  en: 'Want a deeper answer? Talk to one of our experienced tarot readers for a personal consultation: ask your own question, get a detailed reading of your cards, and receive practical guidance and remedies for the road ahead.',
  hi: 'क्या आप और गहराई से उत्तर चाहते हैं? निजी परामर्श के लिए हमारे अनुभवी टैरो विशेषज्ञों से बात करें: अपना प्रश्न पूछें, अपने कार्डों की विस्तृत व्याख्या पाएँ, और आगे की राह के लिए व्यावहारिक मार्गदर्शन तथा उपाय जानें।',
};

export interface TarotSuit {
  key: Suit;
  name: Bilingual;
  element: TarotElement;
  elementName: Bilingual;
  meaning: Bilingual;
  keywords: Bilingual[];
}

export const TAROT_SUITS: Readonly<Record<Suit, TarotSuit>> = {
  wands: {
    key: 'wands',
    name: { en: 'Wands', hi: 'छड़ियाँ' },
    element: 'fire',
    elementName: { en: 'Fire', hi: 'अग्नि' },
    meaning: {
      en: 'Wands belong to fire: energy, ambition, creativity, passion and action. They speak of drive at work, new ventures and the spark that sets things in motion.',
      hi: 'छड़ियाँ अग्नि तत्व की हैं: ऊर्जा, महत्वाकांक्षा, सृजनशीलता, जोश और कर्म। ये काम-काज की लगन, नए उद्यमों और हर काम को गति देने वाली चिंगारी की बात करती हैं।',
    },
    keywords: [
      { en: 'Energy', hi: 'ऊर्जा' },
      { en: 'Ambition', hi: 'महत्वाकांक्षा' },
      { en: 'Creativity', hi: 'सृजनशीलता' },
      { en: 'Action', hi: 'कर्म' },
    ],
  },
  cups: {
    key: 'cups',
    name: { en: 'Cups', hi: 'प्याले' },
    element: 'water',
    elementName: { en: 'Water', hi: 'जल' },
    meaning: {
      en: 'Cups belong to water: emotions, love, relationships, intuition and imagination. They show matters of the heart and the ways we feel and connect.',
      hi: 'प्याले जल तत्व के हैं: भावनाएँ, प्रेम, रिश्ते, अंतर्ज्ञान और कल्पना। ये हृदय के मामलों और हमारे महसूस करने तथा जुड़ने के ढंग को दिखाते हैं।',
    },
    keywords: [
      { en: 'Emotion', hi: 'भावना' },
      { en: 'Love', hi: 'प्रेम' },
      { en: 'Relationships', hi: 'रिश्ते' },
      { en: 'Intuition', hi: 'अंतर्ज्ञान' },
    ],
  },
  swords: {
    key: 'swords',
    name: { en: 'Swords', hi: 'तलवारें' },
    element: 'air',
    elementName: { en: 'Air', hi: 'वायु' },
    meaning: {
      en: 'Swords belong to air: thought, truth, communication, conflict and decisions. They cut through illusion but can also wound, showing both the power of the mind and its struggles.',
      hi: 'तलवारें वायु तत्व की हैं: विचार, सत्य, संवाद, संघर्ष और निर्णय। ये भ्रम को काटती हैं पर घाव भी दे सकती हैं, और मन की शक्ति तथा उसके संघर्ष दोनों दिखाती हैं।',
    },
    keywords: [
      { en: 'Intellect', hi: 'बुद्धि' },
      { en: 'Truth', hi: 'सत्य' },
      { en: 'Conflict', hi: 'संघर्ष' },
      { en: 'Decisions', hi: 'निर्णय' },
    ],
  },
  pentacles: {
    key: 'pentacles',
    name: { en: 'Pentacles', hi: 'सिक्के' },
    element: 'earth',
    elementName: { en: 'Earth', hi: 'पृथ्वी' },
    meaning: {
      en: 'Pentacles belong to earth: money, work, property, health and the material world. They show what we build patiently and how we care for our resources.',
      hi: 'सिक्के पृथ्वी तत्व के हैं: धन, काम, संपत्ति, स्वास्थ्य और भौतिक संसार। ये दिखाते हैं कि हम धैर्य से क्या बनाते हैं और अपने साधनों की कैसे देखभाल करते हैं।',
    },
    keywords: [
      { en: 'Money', hi: 'धन' },
      { en: 'Work', hi: 'काम' },
      { en: 'Stability', hi: 'स्थिरता' },
      { en: 'Health', hi: 'स्वास्थ्य' },
    ],
  },
};

export const SUIT_ORDER: readonly Suit[] = ['wands', 'cups', 'swords', 'pentacles'];
export const RANK_ORDER: readonly Rank[] = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'page',
  'knight',
  'queen',
  'king',
];

export interface CardKeywords {
  upright: Bilingual[];
  reversed: Bilingual[];
}

export interface YesNo {
  verdict: Verdict;
  explanation: Bilingual;
}

interface CardBase {
  /** 0–21 major arcana, 22–35 Wands, 36–49 Cups, 50–63 Swords, 64–77 Pentacles. */
  index: number;
  slug: string;
  name: Bilingual;
  keywords: CardKeywords;
  upright: Bilingual;
  reversed: Bilingual;
  yesNo: YesNo;
  cta: Bilingual;
}

export interface CardAspects {
  love: Bilingual;
  career: Bilingual;
  finance: Bilingual;
  health: Bilingual;
}

export interface MajorCard extends CardBase {
  arcana: 'major';
  suit: null;
  rank: null;
  /** 0 (The Fool) to 21 (The World). */
  number: number;
  /** "0" for The Fool, then I to XXI. */
  roman: string;
  aspects: CardAspects;
}

export interface MinorCard extends CardBase {
  arcana: 'minor';
  suit: Suit;
  rank: Rank;
  /** 1 (Ace) to 10, then Page 11, Knight 12, Queen 13, King 14. */
  number: number;
  roman: null;
}

export type TarotCard = MajorCard | MinorCard;

const b = (en: string, hi: string): Bilingual => ({ en, hi });

const ROMAN = [
  '0',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
];

interface MajorRow {
  slug: string;
  name: Bilingual;
  up: Bilingual[];
  rev: Bilingual[];
  upright: Bilingual;
  reversed: Bilingual;
  aspects: CardAspects;
  verdict: Verdict;
  why: Bilingual;
}

// Verdicts for the major arcana: The Fool, Magician, Empress, Emperor, Lovers, Chariot, Strength,
// Wheel of Fortune, Temperance, Star, Sun, Judgement and World are Yes; the High Priestess, Hierophant,
// Hermit, Justice, Hanged Man and Moon are Maybe; Death, the Devil and the Tower are No.
const MAJOR_ROWS: readonly MajorRow[] = [
  {
    slug: 'the-fool',
    name: b('The Fool', 'मूर्ख'),
    up: [b('New beginnings', 'नई शुरुआत'), b('Innocence', 'मासूमियत'), b('Spontaneity', 'सहजता'), b('Leap of faith', 'विश्वास की छलाँग')],
    rev: [b('Recklessness', 'लापरवाही'), b('Naivety', 'भोलापन'), b('Hesitation', 'हिचकिचाहट'), b('Careless risks', 'बिना सोचे जोखिम')],
    upright: b(
      'The Fool stands at the edge of a cliff, face turned to the sky, a small bundle over his shoulder and a white dog at his heels. He is the spirit at the very start of a journey, trusting life before he knows its lessons. In a reading, this card invites you to begin: a new job, a move, a relationship or a new way of thinking. You do not need every answer yet. Stay curious, travel light and let wonder guide you, while keeping one eye on the path beneath your feet.',
      'मूर्ख चट्टान के किनारे खड़ा है, चेहरा आकाश की ओर, कंधे पर छोटी-सी पोटली और पैरों के पास एक सफ़ेद कुत्ता। वह यात्रा की बिल्कुल शुरुआत की आत्मा है, जो जीवन के सबक़ जाने बिना ही उस पर भरोसा करता है। पाठ में यह कार्ड आपको शुरुआत का निमंत्रण देता है: नई नौकरी, नया घर, नया रिश्ता या सोचने का नया ढंग। अभी हर प्रश्न का उत्तर जानना ज़रूरी नहीं। जिज्ञासु रहें, कम बोझ लेकर चलें और विस्मय को अपना मार्गदर्शक बनने दें, पर पैरों तले की राह पर भी एक नज़र रखें।',
    ),
    reversed: b(
      'Reversed, the Fool’s openness tips into carelessness. You may be rushing into something without looking, ignoring warnings from people who care, or taking risks that serve excitement more than purpose. The card can also show the opposite problem: fear of the unknown keeps you frozen at the cliff’s edge, unable to take a step you know you need. Either way, the message is balance. Gather the facts, make a simple plan, and then move forward with courage rather than recklessness or dread.',
      'उल्टा होने पर मूर्ख का खुलापन लापरवाही में बदल जाता है। हो सकता है आप बिना देखे किसी चीज़ में कूद रहे हों, शुभचिंतकों की चेतावनियाँ अनसुनी कर रहे हों, या ऐसे जोखिम ले रहे हों जो उद्देश्य से अधिक रोमांच के लिए हैं। यह कार्ड उल्टी समस्या भी दिखा सकता है: अनजाने का डर आपको चट्टान के किनारे जड़ बनाए हुए है, और आप वह कदम नहीं उठा पा रहे जो ज़रूरी है। दोनों ही स्थितियों में संदेश संतुलन का है। तथ्य जुटाएँ, सीधी-सी योजना बनाएँ, फिर लापरवाही या भय के बजाय साहस से आगे बढ़ें।',
    ),
    aspects: {
      love: b(
        'A fresh, light-hearted romance or a new chapter in your relationship; enjoy it without forcing promises.',
        'एक ताज़ा, हल्का-फुल्का प्रेम या रिश्ते में नया अध्याय; वादों का दबाव डाले बिना इसका आनंद लें।',
      ),
      career: b(
        'A new job, field or venture is calling; take the leap, but learn the basics first.',
        'नई नौकरी, नया क्षेत्र या नया उद्यम बुला रहा है; छलाँग लगाएँ, पर पहले बुनियादी बातें सीख लें।',
      ),
      finance: b(
        'Avoid impulsive spending and speculative bets; a small, well-judged first step is wiser.',
        'आवेग में ख़र्च और सट्टे जैसे दाँव से बचें; छोटा, सोचा-समझा पहला कदम बेहतर है।',
      ),
      health: b(
        'Your energy is fresh; start a new routine, but watch for minor accidents from carelessness.',
        'ऊर्जा नई है; नई दिनचर्या शुरू करें, पर लापरवाही से होने वाली छोटी चोटों से सावधान रहें।',
      ),
    },
    verdict: 'yes',
    why: b(
      'Yes: the Fool encourages a fresh start taken with an open heart.',
      'हाँ: मूर्ख खुले मन से की गई नई शुरुआत को प्रोत्साहित करता है।',
    ),
  },
  {
    slug: 'the-magician',
    name: b('The Magician', 'जादूगर'),
    up: [b('Willpower', 'इच्छाशक्ति'), b('Skill', 'कौशल'), b('Manifestation', 'संकल्प को साकार करना'), b('Resourcefulness', 'साधन-संपन्नता')],
    rev: [b('Manipulation', 'छल'), b('Untapped talent', 'अप्रयुक्त प्रतिभा'), b('Scattered energy', 'बिखरी ऊर्जा'), b('Deception', 'धोखा')],
    upright: b(
      'The Magician raises a wand to the sky and points his other hand to the earth, with the tools of all four suits laid on the table before him. He is the bridge between idea and reality. This card says you already have what you need: the skill, the resources and the will. Now is the moment to focus, act and communicate clearly. Plans started under the Magician gather momentum quickly because intention and effort are aligned. Believe in your abilities and use them with integrity.',
      'जादूगर एक हाथ से छड़ी आकाश की ओर उठाए है और दूसरे से धरती की ओर इशारा करता है; उसके सामने मेज़ पर चारों सूटों के औज़ार रखे हैं। वह विचार और यथार्थ के बीच का सेतु है। यह कार्ड कहता है कि जो कुछ चाहिए, वह आपके पास पहले से है: कौशल, साधन और इच्छाशक्ति। अब ध्यान केंद्रित करने, कर्म करने और स्पष्ट बात कहने का समय है। जादूगर के समय शुरू की गई योजनाएँ तेज़ी से गति पकड़ती हैं, क्योंकि संकल्प और प्रयास एक दिशा में होते हैं। अपनी क्षमताओं पर भरोसा रखें और उनका ईमानदारी से उपयोग करें।',
    ),
    reversed: b(
      'Reversed, the Magician’s power is misdirected or left unused. You may be doubting your talents, scattering energy across too many plans, or waiting for perfect conditions that never come. The card can also warn of manipulation: someone, perhaps even you, is using charm or clever words to mislead. Check offers that sound too good to be true. The remedy is honesty and focus. Choose one goal, gather your tools, and let your actions, not just your words, show what you can do.',
      'उल्टा होने पर जादूगर की शक्ति ग़लत दिशा में जाती है या अनुपयोगी पड़ी रहती है। हो सकता है आप अपनी प्रतिभा पर संदेह कर रहे हों, बहुत-सी योजनाओं में ऊर्जा बिखेर रहे हों, या ऐसी आदर्श परिस्थितियों की प्रतीक्षा कर रहे हों जो कभी नहीं आतीं। यह कार्ड छल की चेतावनी भी दे सकता है: कोई, शायद आप स्वयं, आकर्षण या चतुर शब्दों से भ्रम फैला रहा है। बहुत अच्छे लगने वाले प्रस्तावों को परखें। उपाय है ईमानदारी और एकाग्रता। एक लक्ष्य चुनें, अपने साधन जुटाएँ, और केवल शब्दों से नहीं, कर्मों से दिखाएँ कि आप क्या कर सकते हैं।',
    ),
    aspects: {
      love: b(
        'Confident communication draws someone to you; say what you feel with sincerity.',
        'आत्मविश्वास भरी बातचीत किसी को आपकी ओर खींचती है; अपनी भावना सच्चाई से कहें।',
      ),
      career: b(
        'Excellent for launching projects, interviews and presentations; your skills will be noticed.',
        'परियोजना शुरू करने, साक्षात्कार और प्रस्तुतियों के लिए उत्तम समय; आपके कौशल पर सबकी नज़र जाएगी।',
      ),
      finance: b(
        'Your own initiative can raise your income; put your talents to work.',
        'अपनी पहल से आय बढ़ सकती है; अपनी प्रतिभा को काम में लगाएँ।',
      ),
      health: b(
        'Willpower supports healing; commit to a clear, disciplined plan.',
        'इच्छाशक्ति स्वास्थ्य-लाभ में सहायक है; एक स्पष्ट, अनुशासित योजना अपनाएँ।',
      ),
    },
    verdict: 'yes',
    why: b('Yes: you have the skill and the will to make it happen.', 'हाँ: इसे साकार करने का कौशल और इच्छाशक्ति आपमें है।'),
  },
  {
    slug: 'the-high-priestess',
    name: b('The High Priestess', 'महापुजारिन'),
    up: [b('Intuition', 'अंतर्ज्ञान'), b('Inner wisdom', 'आंतरिक ज्ञान'), b('Mystery', 'रहस्य'), b('Stillness', 'मौन')],
    rev: [b('Ignoring intuition', 'अंतर्मन की अनदेखी'), b('Secrets', 'छिपी बातें'), b('Confusion', 'भ्रम'), b('Disconnection', 'स्वयं से दूरी')],
    upright: b(
      'The High Priestess sits between a black and a white pillar, a scroll of sacred law half-hidden in her lap and a crescent moon at her feet. She guards the knowledge that cannot be taught, only felt. When she appears, the answer you seek lies within. Slow down, meditate, notice your dreams and trust the quiet voice that knows before the mind can explain. Not everything should be revealed yet; some matters are still unfolding behind the veil. Patience and silence will show you more than action now.',
      'महापुजारिन काले और सफ़ेद स्तंभों के बीच बैठी है; उसकी गोद में पवित्र विधान का आधा छिपा ग्रंथ है और पैरों के पास अर्धचंद्र। वह उस ज्ञान की रक्षक है जिसे सिखाया नहीं जा सकता, केवल अनुभव किया जा सकता है। जब यह कार्ड आता है, तो आपका उत्तर आपके भीतर ही है। गति धीमी करें, ध्यान करें, अपने सपनों पर ध्यान दें और उस शांत आवाज़ पर भरोसा करें जो बुद्धि के समझाने से पहले ही जान लेती है। अभी सब कुछ प्रकट होना ज़रूरी नहीं; कुछ बातें परदे के पीछे अभी खुल रही हैं। इस समय धैर्य और मौन कर्म से अधिक दिखाएँगे।',
    ),
    reversed: b(
      'Reversed, the High Priestess suggests you are out of touch with your inner voice. You may be seeking answers from everyone except yourself, or dismissing a gut feeling because it is inconvenient. Hidden agendas, gossip or secrets may be clouding the situation, and you might not yet have all the facts. The card asks you to withdraw from the noise for a while. Spend time alone, keep a journal or meditate, and let the truth surface before you commit to any decision.',
      'उल्टी महापुजारिन बताती है कि आपका अपने अंतर्मन से संपर्क टूट गया है। हो सकता है आप अपने सिवा सबसे उत्तर माँग रहे हों, या किसी भीतरी संकेत को इसलिए नकार रहे हों कि वह असुविधाजनक है। छिपे इरादे, कानाफूसी या रहस्य स्थिति को धुंधला कर सकते हैं, और शायद अभी सारे तथ्य आपके पास नहीं हैं। यह कार्ड कुछ समय के लिए शोर से दूर होने को कहता है। एकांत में समय बिताएँ, डायरी लिखें या ध्यान करें, और कोई भी निर्णय लेने से पहले सत्य को सतह पर आने दें।',
    ),
    aspects: {
      love: b(
        'Attraction runs deep but unspoken; let feelings reveal themselves in their own time.',
        'आकर्षण गहरा है पर अनकहा; भावनाओं को अपने समय पर प्रकट होने दें।',
      ),
      career: b(
        'Keep plans confidential and trust your read of people; research before you act.',
        'योजनाएँ गोपनीय रखें और लोगों के बारे में अपनी समझ पर भरोसा करें; कदम उठाने से पहले पूरी जानकारी लें।',
      ),
      finance: b(
        'Not all facts are visible; avoid signing or investing until the details are clear.',
        'सभी तथ्य अभी सामने नहीं हैं; जब तक ब्योरे साफ़ न हों, हस्ताक्षर या निवेश न करें।',
      ),
      health: b(
        'Listen to your body’s subtle signals; hormonal balance and sleep need care.',
        'शरीर के सूक्ष्म संकेत सुनें; हार्मोन के संतुलन और नींद पर ध्यान दें।',
      ),
    },
    verdict: 'maybe',
    why: b(
      'Maybe: the answer is not yet revealed; wait and trust your intuition.',
      'शायद: उत्तर अभी प्रकट नहीं हुआ है; प्रतीक्षा करें और अंतर्ज्ञान पर भरोसा रखें।',
    ),
  },
  {
    slug: 'the-empress',
    name: b('The Empress', 'साम्राज्ञी'),
    up: [b('Abundance', 'समृद्धि'), b('Nurturing', 'पालन-पोषण'), b('Fertility', 'उर्वरता'), b('Beauty', 'सौंदर्य')],
    rev: [b('Creative block', 'रचनात्मक रुकावट'), b('Dependence', 'निर्भरता'), b('Self-neglect', 'अपनी उपेक्षा'), b('Smothering', 'अति-संरक्षण')],
    upright: b(
      'The Empress reclines on soft cushions in a field of ripening wheat, with a forest and a flowing stream behind her. She is Mother Nature herself: fertile, generous and sensual. This card brings growth in every form, from a pregnancy or a creative project to a flourishing home or business. It asks you to nurture what you love and to let yourself be nurtured too. Spend time in nature, enjoy beauty and good food, and trust that what you tend with care will ripen in its season.',
      'साम्राज्ञी पकते गेहूँ के खेत में मुलायम गद्दियों पर टेक लगाए बैठी है; उसके पीछे वन और बहती धारा है। वह स्वयं प्रकृति माँ है: उर्वर, उदार और इंद्रियों के सुख से भरी। यह कार्ड हर रूप में वृद्धि लाता है, गर्भधारण या किसी रचनात्मक काम से लेकर फलते-फूलते घर या व्यापार तक। यह कहता है कि जिसे आप प्रेम करते हैं उसका पोषण करें, और स्वयं को भी पोषित होने दें। प्रकृति के बीच समय बिताएँ, सौंदर्य और अच्छे भोजन का आनंद लें, और भरोसा रखें कि जिसे आप प्रेम से सींचते हैं, वह अपने समय पर पकेगा।',
    ),
    reversed: b(
      'Reversed, the Empress points to blocked or misdirected care. You may be giving so much to others that nothing is left for yourself, or holding a person or project so tightly that it cannot breathe. Creative work may feel stuck, and you might be neglecting your body, your home or your finances. The card asks you to restore balance. Rest, reconnect with nature, accept help, and give your own needs the same tenderness you offer everyone else.',
      'उल्टी साम्राज्ञी रुकी हुई या ग़लत दिशा में जाती देखभाल की ओर इशारा करती है। हो सकता है आप दूसरों को इतना दे रहे हों कि अपने लिए कुछ न बचे, या किसी व्यक्ति या काम को इतना कसकर थामे हों कि उसका दम घुटने लगे। रचनात्मक काम अटका हुआ लग सकता है, और आप अपने शरीर, घर या धन की उपेक्षा कर रहे हो सकते हैं। यह कार्ड संतुलन लौटाने को कहता है। विश्राम करें, प्रकृति से फिर जुड़ें, मदद स्वीकारें, और अपनी ज़रूरतों को भी वही कोमलता दें जो आप सबको देते हैं।',
    ),
    aspects: {
      love: b(
        'Warm, affectionate love; a good sign for commitment, marriage or starting a family.',
        'स्नेह भरा, गर्मजोशी वाला प्रेम; प्रतिबद्धता, विवाह या परिवार बढ़ाने के लिए शुभ संकेत।',
      ),
      career: b(
        'Creative and caring work flourishes; projects you have nurtured begin to bear fruit.',
        'रचनात्मक और देखभाल से जुड़े काम फलते-फूलते हैं; जिन कामों को आपने सींचा, वे फल देने लगते हैं।',
      ),
      finance: b(
        'Steady abundance and comfort; spend on quality and keep saving for growth.',
        'स्थिर समृद्धि और सुख-सुविधा; गुणवत्ता पर ख़र्च करें और बढ़त के लिए बचत जारी रखें।',
      ),
      health: b(
        'Good vitality and fertility; nourishing food, rest and time outdoors restore you.',
        'अच्छी प्राणशक्ति और उर्वरता; पौष्टिक भोजन, विश्राम और खुली हवा में समय आपको तरोताज़ा करते हैं।',
      ),
    },
    verdict: 'yes',
    why: b('Yes: the Empress promises growth and a fruitful outcome.', 'हाँ: साम्राज्ञी वृद्धि और फलदायी परिणाम का वचन देती है।'),
  },
  {
    slug: 'the-emperor',
    name: b('The Emperor', 'सम्राट'),
    up: [b('Authority', 'अधिकार'), b('Structure', 'व्यवस्था'), b('Stability', 'स्थिरता'), b('Leadership', 'नेतृत्व')],
    rev: [b('Domination', 'दबदबा'), b('Rigidity', 'कठोरता'), b('Lack of discipline', 'अनुशासनहीनता'), b('Abuse of power', 'सत्ता का दुरुपयोग')],
    upright: b(
      'The Emperor sits on a stone throne carved with rams’ heads, holding an ankh sceptre and an orb, with bare mountains behind him. He represents order, protection and the power to build lasting structures. This card asks you to take charge: set clear goals, make a plan and follow it with discipline. It can also point to a father figure, a boss or an institution whose support matters now. Lead with fairness and firmness, and the foundations you lay today will hold for years.',
      'सम्राट मेढ़ों के सिरों से उकेरे पत्थर के सिंहासन पर बैठा है; उसके हाथों में अंख-राजदंड और गोला है और पीछे नंगे पहाड़ हैं। वह व्यवस्था, सुरक्षा और स्थायी ढाँचा खड़ा करने की शक्ति का प्रतीक है। यह कार्ड आपसे बागडोर सँभालने को कहता है: स्पष्ट लक्ष्य तय करें, योजना बनाएँ और अनुशासन से उस पर चलें। यह किसी पिता-तुल्य व्यक्ति, अधिकारी या संस्था की ओर भी इशारा कर सकता है, जिसका सहयोग अभी महत्वपूर्ण है। न्याय और दृढ़ता से नेतृत्व करें, तो आज रखी गई नींव बरसों टिकेगी।',
    ),
    reversed: b(
      'Reversed, the Emperor’s strength turns into control or collapses into chaos. You may be facing a domineering boss, parent or partner, or you may be the one holding on too tightly, unwilling to listen. On the other side, the card can show a lack of structure: missed deadlines, poor planning and no one taking responsibility. Ask where authority is being misused or avoided. Healthy power protects rather than oppresses. Restore order with flexible rules, and lead by example rather than by fear.',
      'उल्टा होने पर सम्राट की शक्ति नियंत्रण में बदल जाती है या बिखरकर अव्यवस्था बन जाती है। हो सकता है आपका सामना किसी दबंग अधिकारी, अभिभावक या साथी से हो, या आप स्वयं ही चीज़ों को बहुत कसकर पकड़े हों और सुनना न चाहते हों। दूसरी ओर यह कार्ड ढाँचे की कमी भी दिखा सकता है: चूकी समय-सीमाएँ, कमज़ोर योजना और ज़िम्मेदारी लेने वाला कोई नहीं। देखें कि अधिकार का कहाँ दुरुपयोग हो रहा है या कहाँ उससे बचा जा रहा है। स्वस्थ शक्ति रक्षा करती है, दमन नहीं। लचीले नियमों से व्यवस्था लौटाएँ और भय से नहीं, उदाहरण बनकर नेतृत्व करें।',
    ),
    aspects: {
      love: b(
        'A stable, protective partner; commitment grows when both respect each other’s space.',
        'स्थिर और रक्षा करने वाला साथी; जब दोनों एक-दूसरे की मर्यादा का आदर करें, तो प्रतिबद्धता बढ़ती है।',
      ),
      career: b(
        'Leadership roles, promotions and government matters are favoured; be organised and decisive.',
        'नेतृत्व के पद, पदोन्नति और सरकारी काम अनुकूल हैं; व्यवस्थित और निर्णायक रहें।',
      ),
      finance: b(
        'Build wealth through structure: budgets, long-term plans and disciplined saving.',
        'व्यवस्था से धन बनाएँ: बजट, दीर्घकालिक योजनाएँ और अनुशासित बचत।',
      ),
      health: b(
        'Routine is your medicine; watch stress, blood pressure and headaches.',
        'नियमित दिनचर्या ही आपकी दवा है; तनाव, रक्तचाप और सिरदर्द पर ध्यान दें।',
      ),
    },
    verdict: 'yes',
    why: b('Yes: steady effort and clear authority bring success.', 'हाँ: निरंतर प्रयास और स्पष्ट अधिकार सफलता दिलाते हैं।'),
  },
  {
    slug: 'the-hierophant',
    name: b('The Hierophant', 'धर्मगुरु'),
    up: [b('Tradition', 'परंपरा'), b('Spiritual guidance', 'आध्यात्मिक मार्गदर्शन'), b('Institutions', 'संस्थाएँ'), b('Shared values', 'साझा मूल्य')],
    rev: [b('Rebellion', 'विद्रोह'), b('Rigid dogma', 'जड़ रूढ़ियाँ'), b('Unconventional path', 'लीक से हटकर राह'), b('Questioning authority', 'सत्ता पर प्रश्न')],
    upright: b(
      'The Hierophant sits between two pillars in a temple, raising a hand in blessing over two kneeling followers, with crossed keys at his feet. He is the guru, the teacher and the keeper of tradition. This card points to learning through established paths: a mentor, a course of study, a religious practice or an institution. It can also indicate ceremonies such as weddings. For now, the wise route is the proven one. Respect rituals and rules, seek counsel from someone experienced, and let shared values guide your choices.',
      'धर्मगुरु मंदिर में दो स्तंभों के बीच बैठा है; वह सामने झुके दो अनुयायियों को हाथ उठाकर आशीर्वाद दे रहा है और उसके पैरों के पास दो आड़ी चाबियाँ रखी हैं। वह गुरु, शिक्षक और परंपरा का रक्षक है। यह कार्ड स्थापित मार्गों से सीखने की ओर इशारा करता है: किसी मार्गदर्शक, पाठ्यक्रम, धार्मिक साधना या संस्था के माध्यम से। यह विवाह जैसे संस्कारों का संकेत भी हो सकता है। अभी परखा हुआ रास्ता ही समझदारी है। रीति और नियमों का आदर करें, किसी अनुभवी से सलाह लें, और साझा मूल्यों को अपने निर्णयों का आधार बनाएँ।',
    ),
    reversed: b(
      'Reversed, the Hierophant asks whether the rules you follow still serve you. You may feel restricted by family expectations, a rigid organisation or beliefs you have outgrown, and the urge to find your own path is strong. This can be healthy growth, but beware of rebelling only for the sake of it. The card can also warn of a teacher or authority who misuses trust. Question thoughtfully, keep the wisdom that holds true, and build a personal practice rooted in your own understanding.',
      'उल्टा धर्मगुरु पूछता है कि जिन नियमों पर आप चल रहे हैं, क्या वे अब भी आपके काम के हैं। हो सकता है पारिवारिक अपेक्षाएँ, कोई कठोर संस्था या ऐसी मान्यताएँ आपको बाँध रही हों जिनसे आप आगे निकल चुके हैं, और अपना रास्ता खोजने की इच्छा प्रबल हो। यह स्वस्थ विकास हो सकता है, पर केवल विद्रोह के लिए विद्रोह से बचें। यह कार्ड ऐसे गुरु या अधिकारी से भी सावधान करता है जो विश्वास का दुरुपयोग करे। सोच-समझकर प्रश्न करें, जो ज्ञान सच्चा है उसे सँभालें, और अपनी समझ पर आधारित निजी साधना बनाएँ।',
    ),
    aspects: {
      love: b(
        'Traditional commitment and family blessings; a relationship may move toward marriage.',
        'पारंपरिक प्रतिबद्धता और परिवार का आशीर्वाद; रिश्ता विवाह की ओर बढ़ सकता है।',
      ),
      career: b(
        'Work within established systems; training, certification or a mentor helps you advance.',
        'स्थापित व्यवस्था के भीतर काम करें; प्रशिक्षण, प्रमाणपत्र या कोई मार्गदर्शक आपको आगे बढ़ाएगा।',
      ),
      finance: b(
        'Choose conventional, trusted options such as banks and long-term savings over risky bets.',
        'जोखिम भरे दाँव के बजाय बैंक और दीर्घकालिक बचत जैसे पारंपरिक, भरोसेमंद विकल्प चुनें।',
      ),
      health: b(
        'Follow proven treatment and expert advice; spiritual practice supports wellbeing.',
        'आज़माया हुआ उपचार और विशेषज्ञ की सलाह अपनाएँ; आध्यात्मिक साधना स्वास्थ्य को सहारा देती है।',
      ),
    },
    verdict: 'maybe',
    why: b(
      'Maybe: the outcome depends on following the proper process or seeking advice.',
      'शायद: परिणाम उचित प्रक्रिया अपनाने या सही सलाह लेने पर निर्भर है।',
    ),
  },
  {
    slug: 'the-lovers',
    name: b('The Lovers', 'प्रेमी युगल'),
    up: [b('Love', 'प्रेम'), b('Harmony', 'सामंजस्य'), b('Union', 'मिलन'), b('Meaningful choices', 'सार्थक चुनाव')],
    rev: [b('Disharmony', 'असामंजस्य'), b('Imbalance', 'असंतुलन'), b('Misaligned values', 'मूल्यों का टकराव'), b('Indecision', 'दुविधा')],
    upright: b(
      'Beneath a radiant angel, a man and a woman stand beside the Tree of Knowledge and the Tree of Life. The Lovers card speaks of deep connection, attraction and partnership, but also of choice. It asks you to choose with your heart and your values aligned, whether in romance, friendship or a major life decision. Relationships now can be honest, balanced and truly supportive. When you act from authenticity rather than pressure, the union you form, with a person or a path, brings lasting harmony.',
      'एक दीप्तिमान देवदूत के नीचे एक पुरुष और एक स्त्री ज्ञान-वृक्ष और जीवन-वृक्ष के पास खड़े हैं। प्रेमी युगल का कार्ड गहरे जुड़ाव, आकर्षण और साझेदारी की बात करता है, पर साथ ही चुनाव की भी। यह कहता है कि प्रेम हो, मित्रता हो या जीवन का कोई बड़ा निर्णय, ऐसा चुनें जिसमें हृदय और मूल्य एक साथ हों। इस समय रिश्ते सच्चे, संतुलित और सचमुच सहारा देने वाले हो सकते हैं। जब आप दबाव में नहीं, सच्चे मन से कदम उठाते हैं, तो किसी व्यक्ति या राह से बना आपका मिलन स्थायी सामंजस्य लाता है।',
    ),
    reversed: b(
      'Reversed, the Lovers point to imbalance in a relationship or a conflict within yourself. Communication may have broken down, one partner may be giving far more than the other, or temptation may be testing loyalty. The card can also show a choice you are avoiding, or a decision made to please others rather than yourself. Look honestly at what you value. Repair begins with a sincere conversation, and sometimes the most loving choice is to realign or to let go.',
      'उल्टे प्रेमी युगल किसी रिश्ते में असंतुलन या आपके भीतर के द्वंद्व की ओर इशारा करते हैं। हो सकता है बातचीत टूट गई हो, एक साथी दूसरे से कहीं अधिक दे रहा हो, या कोई प्रलोभन निष्ठा की परीक्षा ले रहा हो। यह कार्ड ऐसा चुनाव भी दिखा सकता है जिससे आप बच रहे हैं, या ऐसा निर्णय जो अपने लिए नहीं, दूसरों को ख़ुश करने के लिए लिया गया। ईमानदारी से देखें कि आपके लिए क्या मूल्यवान है। सुधार सच्ची बातचीत से शुरू होता है, और कभी-कभी सबसे प्रेमपूर्ण चुनाव फिर से तालमेल बैठाना या छोड़ देना होता है।',
    ),
    aspects: {
      love: b(
        'A deep, mutual bond; for singles a meaningful meeting, for couples renewed commitment.',
        'गहरा, परस्पर जुड़ाव; अविवाहितों के लिए सार्थक मुलाक़ात, दंपतियों के लिए नवीकृत प्रतिबद्धता।',
      ),
      career: b(
        'Partnerships and collaborations thrive; choose work that matches your values.',
        'साझेदारी और मिलकर किए काम फलते हैं; वह काम चुनें जो आपके मूल्यों से मेल खाए।',
      ),
      finance: b(
        'Joint finances and shared ventures go well when both sides are transparent.',
        'जब दोनों पक्ष पारदर्शी हों, तो साझा वित्त और संयुक्त उद्यम अच्छे चलते हैं।',
      ),
      health: b(
        'Emotional balance supports physical health; heart and relationships are linked now.',
        'भावनात्मक संतुलन शारीरिक स्वास्थ्य को सहारा देता है; इस समय हृदय और रिश्ते जुड़े हुए हैं।',
      ),
    },
    verdict: 'yes',
    why: b('Yes: a heartfelt union and a choice made in harmony.', 'हाँ: हृदय से हुआ मिलन और सामंजस्य से किया गया चुनाव।'),
  },
  {
    slug: 'the-chariot',
    name: b('The Chariot', 'रथ'),
    up: [b('Determination', 'दृढ़ संकल्प'), b('Victory', 'विजय'), b('Willpower', 'इच्छाशक्ति'), b('Self-control', 'आत्म-नियंत्रण')],
    rev: [b('Lack of direction', 'दिशाहीनता'), b('Aggression', 'आक्रामकता'), b('Loss of control', 'नियंत्रण खोना'), b('Obstacles', 'बाधाएँ')],
    upright: b(
      'A crowned warrior stands in a chariot drawn by two sphinxes, one black and one white, pulling in different directions. He holds no reins; he steers by will alone. The Chariot promises victory through focus and self-discipline. Conflicting forces in your life, such as emotion and logic or duty and desire, can be harnessed toward a single goal. This is a card of movement: travel, progress and success won through effort. Stay confident, keep your eyes on the destination and do not let distractions pull you off course.',
      'एक मुकुटधारी योद्धा रथ में खड़ा है, जिसे दो स्फिंक्स खींच रहे हैं, एक काला और एक सफ़ेद, जो अलग-अलग दिशाओं में ज़ोर लगाते हैं। उसके हाथ में लगाम नहीं है; वह केवल इच्छाशक्ति से रथ चलाता है। रथ एकाग्रता और आत्म-अनुशासन से विजय का वचन देता है। आपके जीवन की परस्पर विरोधी शक्तियाँ, जैसे भावना और तर्क या कर्तव्य और इच्छा, एक ही लक्ष्य की ओर साधी जा सकती हैं। यह गति का कार्ड है: यात्रा, प्रगति और परिश्रम से मिली सफलता। आत्मविश्वासी रहें, नज़र मंज़िल पर रखें और भटकावों को राह से हटाने न दें।',
    ),
    reversed: b(
      'Reversed, the Chariot shows a journey that has stalled or veered off course. You may feel pulled in too many directions, unsure of what you truly want, or frustrated by delays you cannot control. Anger and force may be replacing steady willpower, leading to clashes. The card asks you to stop pushing and take stock. Clarify your goal, gather your energy, and regain control of yourself before trying to control circumstances. Progress will return once direction does.',
      'उल्टा रथ ऐसी यात्रा दिखाता है जो रुक गई है या राह से भटक गई है। हो सकता है आप बहुत-सी दिशाओं में खिंच रहे हों, यह तय न कर पा रहे हों कि सचमुच क्या चाहते हैं, या ऐसी देरी से झुँझला रहे हों जो आपके बस में नहीं। स्थिर इच्छाशक्ति की जगह क्रोध और ज़ोर-ज़बरदस्ती ले सकते हैं, जिससे टकराव होते हैं। यह कार्ड कहता है कि धक्का देना बंद करें और स्थिति का जायज़ा लें। अपना लक्ष्य स्पष्ट करें, ऊर्जा समेटें, और परिस्थितियों को साधने से पहले स्वयं को साधें। दिशा लौटते ही प्रगति भी लौट आएगी।',
    ),
    aspects: {
      love: b(
        'Effort and commitment overcome obstacles; take the initiative, but avoid being controlling.',
        'प्रयास और प्रतिबद्धता बाधाओं को पार करते हैं; पहल करें, पर नियंत्रण जमाने से बचें।',
      ),
      career: b(
        'Ambition pays off; expect progress, a competition won, or a move or transfer.',
        'महत्वाकांक्षा रंग लाती है; प्रगति, प्रतियोगिता में जीत, या स्थानांतरण की आशा रखें।',
      ),
      finance: b(
        'Disciplined effort brings gains; a vehicle purchase or travel expense is likely.',
        'अनुशासित प्रयास से लाभ; वाहन की ख़रीद या यात्रा पर ख़र्च के योग हैं।',
      ),
      health: b(
        'Strong recovery through willpower; balance activity with rest to avoid strain.',
        'इच्छाशक्ति से अच्छा स्वास्थ्य-लाभ; थकान से बचने के लिए सक्रियता और विश्राम में संतुलन रखें।',
      ),
    },
    verdict: 'yes',
    why: b('Yes: determination will carry you to victory.', 'हाँ: दृढ़ संकल्प आपको विजय तक ले जाएगा।'),
  },
  {
    slug: 'the-strength',
    name: b('Strength', 'शक्ति'),
    up: [b('Inner strength', 'आंतरिक शक्ति'), b('Courage', 'साहस'), b('Compassion', 'करुणा'), b('Patience', 'धैर्य')],
    rev: [b('Self-doubt', 'आत्म-संदेह'), b('Weakness', 'दुर्बलता'), b('Insecurity', 'असुरक्षा'), b('Raw emotion', 'अनियंत्रित भावनाएँ')],
    upright: b(
      'A woman in white gently closes the jaws of a lion, an infinity sign floating above her head. Strength is not force but quiet mastery: courage joined with compassion. This card says you can meet a difficult situation, a strong emotion or a challenging person with patience and calm confidence. Gentleness will achieve what aggression cannot. It also speaks of resilience in body and spirit. Trust your inner power, tame fear and anger with kindness, and you will find that you are stronger than you thought.',
      'सफ़ेद वस्त्रों में एक स्त्री कोमलता से सिंह का मुँह बंद कर रही है, और उसके सिर के ऊपर अनंत का चिह्न है। शक्ति बल-प्रयोग नहीं, शांत प्रभुत्व है: करुणा के साथ जुड़ा साहस। यह कार्ड कहता है कि आप किसी कठिन स्थिति, प्रबल भावना या चुनौती भरे व्यक्ति का सामना धैर्य और शांत आत्मविश्वास से कर सकते हैं। जो आक्रामकता से नहीं होता, वह कोमलता से हो जाएगा। यह शरीर और मन की सहनशक्ति की भी बात करता है। अपनी भीतरी शक्ति पर भरोसा करें, भय और क्रोध को दया से साधें, और पाएँगे कि आप अपनी सोच से कहीं अधिक सशक्त हैं।',
    ),
    reversed: b(
      'Reversed, Strength suggests that self-doubt or raw emotion has the upper hand. You may feel drained, anxious or unable to cope, or you might be reacting with anger where patience is needed. Sometimes the card shows someone suppressing feelings until they burst out. Be gentle with yourself. Rebuild confidence through small wins, rest and supportive company. Remember that real strength includes asking for help, and that the lion within you needs understanding, not punishment.',
      'उल्टा शक्ति कार्ड बताता है कि आत्म-संदेह या अनियंत्रित भावनाएँ हावी हो गई हैं। हो सकता है आप थके हुए, चिंतित या असहाय महसूस कर रहे हों, या जहाँ धैर्य चाहिए वहाँ क्रोध से प्रतिक्रिया दे रहे हों। कभी-कभी यह कार्ड ऐसे व्यक्ति को दिखाता है जो भावनाओं को तब तक दबाता है जब तक वे फट न पड़ें। अपने प्रति कोमल रहें। छोटी-छोटी सफलताओं, विश्राम और सहारा देने वाले लोगों के साथ से आत्मविश्वास फिर बनाएँ। याद रखें कि सच्ची शक्ति में मदद माँगना भी शामिल है, और आपके भीतर के सिंह को दंड नहीं, समझ चाहिए।',
    ),
    aspects: {
      love: b(
        'Patience and tenderness deepen the bond; gentle honesty resolves tension.',
        'धैर्य और कोमलता रिश्ते को गहरा करते हैं; नरमी से कही सच्ची बात तनाव मिटाती है।',
      ),
      career: b(
        'Calm confidence wins respect; handle difficult colleagues with tact, not force.',
        'शांत आत्मविश्वास सम्मान दिलाता है; कठिन सहकर्मियों से बल से नहीं, सूझबूझ से निपटें।',
      ),
      finance: b(
        'Self-control with money builds security; resist emotional spending.',
        'धन पर आत्म-नियंत्रण सुरक्षा बनाता है; भावनाओं में बहकर ख़र्च न करें।',
      ),
      health: b(
        'Strong recovery and resilience; stamina improves with steady, gentle effort.',
        'तेज़ स्वास्थ्य-लाभ और सहनशक्ति; स्थिर, कोमल प्रयास से दमख़म बढ़ता है।',
      ),
    },
    verdict: 'yes',
    why: b('Yes: courage and patience will see you through.', 'हाँ: साहस और धैर्य आपको पार लगाएँगे।'),
  },
  {
    slug: 'the-hermit',
    name: b('The Hermit', 'तपस्वी'),
    up: [b('Introspection', 'आत्मचिंतन'), b('Solitude', 'एकांत'), b('Inner guidance', 'अंतर्मन का मार्गदर्शन'), b('Wisdom', 'विवेक')],
    rev: [b('Isolation', 'अलगाव'), b('Loneliness', 'अकेलापन'), b('Withdrawal', 'कटकर रहना'), b('Lost direction', 'दिशा खो जाना')],
    upright: b(
      'An old man in a grey cloak stands alone on a snowy peak, holding up a lantern with a six-pointed star inside. The Hermit has stepped away from the crowd to seek truth within. This card invites a period of reflection, study or spiritual practice. Answers will come from quiet contemplation, not from outside noise. It may also point to a wise teacher or guide. Take time for yourself, simplify, and let your own inner light show you the next step on the path.',
      'स्लेटी चोगे में एक वृद्ध बर्फ़ीली चोटी पर अकेला खड़ा है; वह एक लालटेन ऊपर उठाए है, जिसमें छह कोणों वाला तारा है। तपस्वी भीड़ से हटकर भीतर सत्य खोजने निकला है। यह कार्ड आत्मचिंतन, अध्ययन या आध्यात्मिक साधना के दौर का निमंत्रण देता है। उत्तर बाहर के शोर से नहीं, शांत मनन से आएँगे। यह किसी ज्ञानी गुरु या मार्गदर्शक की ओर भी इशारा कर सकता है। अपने लिए समय निकालें, जीवन को सरल करें, और अपने भीतर के प्रकाश को राह का अगला कदम दिखाने दें।',
    ),
    reversed: b(
      'Reversed, the Hermit warns that healthy solitude has become isolation. You may be withdrawing from people who care, avoiding responsibilities or feeling lonely and cut off. Alternatively, you may be so busy that you never pause to reflect, and your inner compass has gone quiet. Find the balance between retreat and connection. Reach out to a trusted friend or mentor, and also make space each day for stillness. The lantern is still in your hand; you only need to lift it.',
      'उल्टा तपस्वी चेतावनी देता है कि स्वस्थ एकांत अलगाव बन गया है। हो सकता है आप अपने शुभचिंतकों से कट रहे हों, ज़िम्मेदारियों से बच रहे हों, या अकेला और उपेक्षित महसूस कर रहे हों। या फिर आप इतने व्यस्त हों कि रुककर सोचने का समय ही न मिले, और आपका भीतरी दिशा-सूचक चुप हो गया हो। एकांत और मेलजोल के बीच संतुलन खोजें। किसी भरोसेमंद मित्र या मार्गदर्शक से संपर्क करें, और हर दिन थोड़ा समय मौन के लिए भी रखें। लालटेन अब भी आपके हाथ में है; बस उसे उठाना है।',
    ),
    aspects: {
      love: b(
        'Time alone clarifies what you want; a slow, soulful connection is favoured over a rush.',
        'एकांत से स्पष्ट होगा कि आप क्या चाहते हैं; जल्दबाज़ी के बजाय धीमा, आत्मीय जुड़ाव शुभ है।',
      ),
      career: b(
        'Research, specialised study or independent work suits you; seek a mentor’s counsel.',
        'शोध, विशेष अध्ययन या स्वतंत्र काम आपके अनुकूल है; किसी मार्गदर्शक की सलाह लें।',
      ),
      finance: b(
        'A cautious, frugal period; review your finances before new commitments.',
        'सावधानी और मितव्ययिता का समय; नई प्रतिबद्धताओं से पहले अपने वित्त की समीक्षा करें।',
      ),
      health: b(
        'Rest and quiet restore you; meditation and enough sleep are essential.',
        'विश्राम और शांति आपको फिर से स्वस्थ करते हैं; ध्यान और पूरी नींद ज़रूरी है।',
      ),
    },
    verdict: 'maybe',
    why: b(
      'Maybe: reflect longer before deciding; the answer will come from within.',
      'शायद: निर्णय से पहले और मनन करें; उत्तर भीतर से आएगा।',
    ),
  },
  {
    slug: 'wheel-of-fortune',
    name: b('Wheel of Fortune', 'भाग्य चक्र'),
    up: [b('Destiny', 'नियति'), b('Turning point', 'निर्णायक मोड़'), b('Good luck', 'सौभाग्य'), b('Cycles', 'जीवन-चक्र')],
    rev: [b('Bad luck', 'दुर्भाग्य'), b('Resistance to change', 'बदलाव का विरोध'), b('Setbacks', 'झटके'), b('Repeating patterns', 'दोहराते ढर्रे')],
    upright: b(
      'A great wheel turns in the sky, marked with letters and alchemical symbols; a sphinx sits on top while a serpent and a jackal-headed figure ride its sides. In the corners, four winged creatures calmly read their books. The Wheel of Fortune announces a turning point: luck is moving in your favour, and events may unfold quickly. What goes around comes around, so good karma returns now. Embrace change, seize the opportunities that appear, and remember that every cycle has its season.',
      'आकाश में एक विशाल चक्र घूम रहा है, जिस पर अक्षर और कीमियाई चिह्न अंकित हैं; उसके ऊपर स्फिंक्स बैठा है और किनारों पर एक सर्प तथा सियार के सिर वाली आकृति सवार हैं। कोनों में पंखों वाले चार प्राणी शांति से अपनी पुस्तकें पढ़ रहे हैं। भाग्य चक्र एक निर्णायक मोड़ की घोषणा करता है: भाग्य आपके पक्ष में घूम रहा है, और घटनाएँ तेज़ी से घट सकती हैं। जैसा बोया, वैसा काटा; अभी अच्छे कर्मों का फल लौटता है। परिवर्तन को अपनाएँ, सामने आए अवसरों को पकड़ें, और याद रखें कि हर चक्र का अपना समय होता है।',
    ),
    reversed: b(
      'Reversed, the Wheel of Fortune suggests a downturn or a cycle you keep repeating. Plans may stall, luck may seem to turn against you, or you may be resisting a change that is already under way. This is not permanent; the wheel always keeps turning. Look for the pattern behind recurring problems and take responsibility for your part in it. Adapt rather than cling. By learning the lesson of this phase, you prepare yourself to rise with the next turn.',
      'उल्टा भाग्य चक्र किसी ढलान या ऐसे चक्र की ओर इशारा करता है जो बार-बार दोहराया जा रहा है। योजनाएँ अटक सकती हैं, भाग्य विपरीत लग सकता है, या आप उस बदलाव का विरोध कर रहे हो सकते हैं जो शुरू हो चुका है। यह स्थायी नहीं है; चक्र सदा घूमता रहता है। बार-बार लौटती समस्याओं के पीछे का ढर्रा पहचानें और उसमें अपनी भूमिका की ज़िम्मेदारी लें। चिपके रहने के बजाय ढलना सीखें। इस दौर का सबक़ सीख लेंगे, तो अगले मोड़ पर ऊपर उठने के लिए तैयार होंगे।',
    ),
    aspects: {
      love: b(
        'Fate brings a meaningful meeting or a positive turn in an existing relationship.',
        'नियति कोई सार्थक मुलाक़ात कराती है या मौजूदा रिश्ते में सुखद मोड़ लाती है।',
      ),
      career: b(
        'Unexpected opportunities and a lucky break; be ready to move when the door opens.',
        'अप्रत्याशित अवसर और भाग्य का साथ; दरवाज़ा खुलते ही आगे बढ़ने को तैयार रहें।',
      ),
      finance: b(
        'Fortune improves, but income may fluctuate; save part of today’s gains for leaner times.',
        'धन की स्थिति सुधरती है, पर आय ऊपर-नीचे हो सकती है; आज के लाभ का कुछ हिस्सा कठिन समय के लिए बचाएँ।',
      ),
      health: b(
        'A turn for the better; keep up healthy routines so the improvement lasts.',
        'स्थिति बेहतर की ओर मुड़ती है; स्वस्थ दिनचर्या बनाए रखें ताकि सुधार टिका रहे।',
      ),
    },
    verdict: 'yes',
    why: b('Yes: the wheel is turning in your favour.', 'हाँ: चक्र आपके पक्ष में घूम रहा है।'),
  },
  {
    slug: 'justice',
    name: b('Justice', 'न्याय'),
    up: [b('Fairness', 'निष्पक्षता'), b('Truth', 'सत्य'), b('Cause and effect', 'कर्म और फल'), b('Law', 'क़ानून')],
    rev: [b('Injustice', 'अन्याय'), b('Dishonesty', 'बेईमानी'), b('Avoiding accountability', 'जवाबदेही से बचना'), b('Bias', 'पक्षपात')],
    upright: b(
      'Justice sits between two pillars, a double-edged sword raised in one hand and balanced scales in the other. She represents truth, fairness and the law of cause and effect. This card says that outcomes will reflect what has actually been done. Legal matters, contracts and disputes tend to be settled fairly, especially if you have acted honestly. It also asks you to make decisions with a clear head, weighing facts rather than feelings. Take responsibility for your choices, and the scales will balance.',
      'न्याय दो स्तंभों के बीच बैठी है; उसके एक हाथ में उठी हुई दुधारी तलवार है और दूसरे में संतुलित तराज़ू। वह सत्य, निष्पक्षता और कर्म-फल के नियम का प्रतीक है। यह कार्ड कहता है कि परिणाम वही होगा जो वास्तव में किया गया है। क़ानूनी मामले, अनुबंध और विवाद निष्पक्ष रूप से सुलझते हैं, विशेषकर यदि आपने ईमानदारी से काम किया है। यह भी कहता है कि निर्णय ठंडे दिमाग़ से लें, भावनाओं के बजाय तथ्यों को तौलें। अपने चुनावों की ज़िम्मेदारी लें, तराज़ू संतुलित हो जाएगा।',
    ),
    reversed: b(
      'Reversed, Justice warns of unfairness, dishonesty or a refusal to face consequences. You may feel wronged by a decision, or you may be avoiding responsibility for your own mistakes. Legal matters could face delays or bias, and contracts need careful reading. Be scrupulously honest now, even when it costs you. Gather documents, seek proper advice and correct what you can. Karma cannot be dodged forever, but it can be eased by accountability and a sincere effort to set things right.',
      'उल्टा न्याय कार्ड अन्याय, बेईमानी या परिणामों से मुँह मोड़ने की चेतावनी देता है। हो सकता है किसी निर्णय से आपको ठगा-सा महसूस हो, या आप अपनी ही ग़लतियों की ज़िम्मेदारी से बच रहे हों। क़ानूनी मामलों में देरी या पक्षपात हो सकता है, और अनुबंधों को ध्यान से पढ़ना ज़रूरी है। अभी पूरी ईमानदारी बरतें, चाहे उसकी कीमत चुकानी पड़े। काग़ज़ात जुटाएँ, उचित सलाह लें और जो सुधार सकते हैं, सुधारें। कर्म से हमेशा के लिए बचा नहीं जा सकता, पर जवाबदेही और चीज़ें ठीक करने के सच्चे प्रयास से उसका बोझ हल्का होता है।',
    ),
    aspects: {
      love: b(
        'Honesty and fairness decide the relationship’s future; give as much as you expect.',
        'ईमानदारी और निष्पक्षता रिश्ते का भविष्य तय करती हैं; जितनी अपेक्षा है, उतना ही दें।',
      ),
      career: b(
        'Fair evaluation and legal or contractual matters come to the fore; keep everything documented.',
        'निष्पक्ष मूल्यांकन और क़ानूनी या अनुबंध संबंधी मामले सामने आते हैं; हर बात लिखित में रखें।',
      ),
      finance: b(
        'Settle debts and read agreements carefully; honest dealings bring balance.',
        'कर्ज़ चुकाएँ और समझौते ध्यान से पढ़ें; ईमानदार लेन-देन संतुलन लाता है।',
      ),
      health: b('Balance is the key: diet, work and rest in the right measure.', 'संतुलन ही कुंजी है: भोजन, काम और विश्राम सही मात्रा में।'),
    },
    verdict: 'maybe',
    why: b(
      'Maybe: the outcome will be fair, and depends on what you have put in.',
      'शायद: परिणाम निष्पक्ष होगा और इस पर निर्भर करेगा कि आपने क्या किया है।',
    ),
  },
  {
    slug: 'the-hanged-man',
    name: b('The Hanged Man', 'लटका हुआ व्यक्ति'),
    up: [b('Surrender', 'समर्पण'), b('Pause', 'ठहराव'), b('New perspective', 'नया दृष्टिकोण'), b('Letting go', 'छोड़ देना')],
    rev: [b('Stalling', 'टालमटोल'), b('Needless sacrifice', 'व्यर्थ त्याग'), b('Resistance', 'विरोध'), b('Indecision', 'अनिर्णय')],
    upright: b(
      'A man hangs upside down by one foot from a living tree, his hands behind his back and a calm halo around his head. He is not suffering; he has chosen this pause. The Hanged Man asks you to stop struggling and see the situation from a completely different angle. Progress may be on hold, but the waiting is meaningful. Let go of control, accept a short-term sacrifice, and use this time for reflection. The insight you gain will make your next move far wiser.',
      'एक व्यक्ति हरे-भरे पेड़ से एक पैर के सहारे उल्टा लटका है; उसके हाथ पीठ के पीछे हैं और सिर के चारों ओर शांत प्रभामंडल है। वह कष्ट में नहीं है; यह ठहराव उसने स्वयं चुना है। लटका हुआ व्यक्ति कहता है कि संघर्ष रोकें और स्थिति को बिल्कुल अलग कोण से देखें। प्रगति भले रुकी हो, पर यह प्रतीक्षा सार्थक है। नियंत्रण छोड़ें, थोड़े समय का त्याग स्वीकारें और इस समय का उपयोग मनन के लिए करें। जो समझ मिलेगी, वह आपका अगला कदम कहीं अधिक समझदारी भरा बनाएगी।',
    ),
    reversed: b(
      'Reversed, the Hanged Man shows a pause that has turned into stagnation. You may be delaying a decision out of fear, waiting for others to act, or making sacrifices that no longer serve any purpose. Sometimes it points to martyrdom: giving endlessly while resenting it. The card asks you to recognise what you are holding on to and why. Either accept the situation fully or take action to change it. Staying suspended in between only drains your energy.',
      'उल्टा लटका हुआ व्यक्ति दिखाता है कि ठहराव अब जड़ता बन गया है। हो सकता है आप भय के कारण निर्णय टाल रहे हों, दूसरों के कदम उठाने की प्रतीक्षा कर रहे हों, या ऐसे त्याग कर रहे हों जिनका अब कोई अर्थ नहीं। कभी यह शहीद-भाव की ओर इशारा करता है: मन में कड़वाहट रखते हुए भी लगातार देते रहना। यह कार्ड कहता है कि पहचानें आप किस चीज़ को पकड़े हुए हैं और क्यों। या तो स्थिति को पूरी तरह स्वीकारें, या उसे बदलने के लिए कदम उठाएँ। बीच में लटके रहना केवल ऊर्जा सोखता है।',
    ),
    aspects: {
      love: b(
        'A relationship in limbo; step back and see it from your partner’s point of view.',
        'अधर में लटका रिश्ता; एक कदम पीछे हटें और उसे साथी की नज़र से देखें।',
      ),
      career: b(
        'Projects are on hold; use the pause to rethink strategy rather than force progress.',
        'काम रुके हुए हैं; ज़बरदस्ती आगे बढ़ाने के बजाय इस ठहराव में रणनीति पर फिर विचार करें।',
      ),
      finance: b('Postpone major purchases and investments; wait for clarity.', 'बड़ी ख़रीद और निवेश टालें; स्थिति साफ़ होने की प्रतीक्षा करें।'),
      health: b(
        'Rest and a change of routine help; a different approach to treatment may bring relief.',
        'विश्राम और दिनचर्या में बदलाव सहायक हैं; उपचार का कोई अलग तरीक़ा राहत दे सकता है।',
      ),
    },
    verdict: 'maybe',
    why: b(
      'Maybe: not yet; the situation needs patience and a fresh perspective.',
      'शायद: अभी नहीं; स्थिति को धैर्य और नए दृष्टिकोण की ज़रूरत है।',
    ),
  },
  {
    slug: 'death',
    name: b('Death', 'मृत्यु'),
    up: [b('Endings', 'अंत'), b('Transformation', 'रूपांतरण'), b('Transition', 'परिवर्तन'), b('Letting go', 'मोह छोड़ना')],
    rev: [b('Resistance to change', 'बदलाव से इनकार'), b('Stagnation', 'जड़ता'), b('Fear of endings', 'अंत का भय'), b('Delayed transition', 'टलता परिवर्तन')],
    upright: b(
      'A skeleton in black armour rides a white horse, carrying a banner with a white rose, while a king lies fallen and a child and a bishop face him. On the horizon, the sun rises between two towers. Death rarely means physical death; it signifies the end of a chapter so that a new one can begin. A job, relationship, habit or belief may be completing its natural cycle. Release it with gratitude. Transformation can be uncomfortable, but it clears the ground for genuine renewal.',
      'काले कवच में एक कंकाल सफ़ेद घोड़े पर सवार है; उसके हाथ में सफ़ेद गुलाब वाला ध्वज है, सामने एक राजा गिरा पड़ा है और एक बच्चा तथा एक धर्माचार्य उसका सामना कर रहे हैं। क्षितिज पर दो मीनारों के बीच सूर्य उग रहा है। मृत्यु कार्ड का अर्थ शायद ही कभी शारीरिक मृत्यु होता है; यह एक अध्याय के अंत का संकेत है, ताकि नया शुरू हो सके। कोई नौकरी, रिश्ता, आदत या विश्वास अपना स्वाभाविक चक्र पूरा कर रहा हो सकता है। उसे कृतज्ञता से विदा करें। रूपांतरण असहज हो सकता है, पर वह सच्चे नवजीवन के लिए ज़मीन तैयार करता है।',
    ),
    reversed: b(
      'Reversed, Death shows change that is being resisted. You may be clinging to a situation that has clearly ended, afraid of what comes next, and the result is stagnation. Old patterns keep repeating because you have not let them go. The card asks for courage: acknowledge what is over, grieve if you need to, and open the door to the new. A transformation delayed is not a transformation avoided; it only becomes harder the longer you hold on.',
      'उल्टा मृत्यु कार्ड ऐसे बदलाव को दिखाता है जिसका विरोध किया जा रहा है। हो सकता है आप ऐसी स्थिति से चिपके हों जो साफ़ तौर पर ख़त्म हो चुकी है, और आगे के डर से जड़ता आ गई हो। पुराने ढर्रे बार-बार लौटते हैं क्योंकि आपने उन्हें जाने नहीं दिया। यह कार्ड साहस माँगता है: जो बीत गया उसे स्वीकारें, ज़रूरत हो तो शोक मना लें, और नए के लिए द्वार खोलें। टला हुआ रूपांतरण टलता नहीं; जितनी देर पकड़े रहेंगे, वह उतना ही कठिन होता जाएगा।',
    ),
    aspects: {
      love: b(
        'An old pattern or relationship ends, making room for a deeper, renewed bond.',
        'कोई पुराना ढर्रा या रिश्ता समाप्त होता है, जिससे गहरे और नए जुड़ाव के लिए जगह बनती है।',
      ),
      career: b(
        'A role or phase is ending; prepare for a change of job or a complete restructuring.',
        'कोई पद या दौर समाप्त हो रहा है; नौकरी बदलने या पूरे पुनर्गठन के लिए तैयार रहें।',
      ),
      finance: b(
        'Close old accounts and cut your losses; a financial fresh start is due.',
        'पुराने हिसाब बंद करें और घाटे वाले कामों से हाथ खींचें; आर्थिक नई शुरुआत का समय है।',
      ),
      health: b(
        'Let go of unhealthy habits; the card signals transformation, not literal death.',
        'अस्वस्थ आदतें छोड़ें; यह कार्ड रूपांतरण का संकेत है, शाब्दिक मृत्यु का नहीं।',
      ),
    },
    verdict: 'no',
    why: b(
      'No: what you ask about is ending, and something new must take its place.',
      'नहीं: जिसके बारे में आप पूछ रहे हैं, वह समाप्त हो रहा है और उसकी जगह कुछ नया आना है।',
    ),
  },
  {
    slug: 'temperance',
    name: b('Temperance', 'संयम'),
    up: [b('Balance', 'संतुलन'), b('Moderation', 'मर्यादा'), b('Patience', 'धैर्य'), b('Healing', 'उपचार')],
    rev: [b('Imbalance', 'असंतुलन'), b('Excess', 'अति'), b('Impatience', 'अधीरता'), b('Conflict', 'टकराव')],
    upright: b(
      'A winged angel stands with one foot on land and one in water, pouring liquid between two cups in a steady, unbroken stream. A path leads to a glowing crown in the distance. Temperance is the art of balance and blending: combining opposites to create something better. This card asks for moderation, patience and calm cooperation. Healing, reconciliation and steady progress are favoured. Avoid extremes in work, food or emotion. When you move at a measured pace, everything falls into its right place.',
      'पंखों वाला एक देवदूत एक पैर धरती पर और एक जल में रखे खड़ा है, और दो प्यालों के बीच बिना टूटी, स्थिर धारा में जल उँडेल रहा है। दूर एक पगडंडी चमकते मुकुट तक जाती है। संयम संतुलन और मेल की कला है: विपरीत तत्वों को मिलाकर कुछ बेहतर रचना। यह कार्ड मर्यादा, धैर्य और शांत सहयोग माँगता है। उपचार, सुलह और स्थिर प्रगति के योग हैं। काम, भोजन या भावनाओं में अति से बचें। जब आप नपी-तुली गति से चलते हैं, तो हर चीज़ अपनी सही जगह आ जाती है।',
    ),
    reversed: b(
      'Reversed, Temperance warns of imbalance and excess. You may be overworking, overspending, overeating or swinging between extremes of mood. Relationships may suffer from clashing priorities and a lack of compromise, and impatience may push you to force results. The card asks you to pause and recalibrate. Notice where you have lost moderation, and make small corrections rather than dramatic ones. Realign your actions with your deeper purpose, and harmony will gradually return.',
      'उल्टा संयम असंतुलन और अति की चेतावनी देता है। हो सकता है आप ज़रूरत से अधिक काम, ख़र्च या भोजन कर रहे हों, या मन एक छोर से दूसरे छोर तक झूल रहा हो। टकराती प्राथमिकताओं और समझौते की कमी से रिश्ते प्रभावित हो सकते हैं, और अधीरता आपको ज़बरदस्ती परिणाम पाने को उकसा सकती है। यह कार्ड रुककर फिर से संतुलन साधने को कहता है। देखें कि कहाँ मर्यादा छूटी है, और बड़े बदलावों के बजाय छोटे सुधार करें। अपने कर्मों को गहरे उद्देश्य से जोड़ें, सामंजस्य धीरे-धीरे लौट आएगा।',
    ),
    aspects: {
      love: b(
        'Patience and compromise create a harmonious, healing relationship.',
        'धैर्य और समझौता एक सामंजस्यपूर्ण, घाव भरने वाला रिश्ता बनाते हैं।',
      ),
      career: b(
        'Steady progress through cooperation; blend skills and work well in teams.',
        'सहयोग से स्थिर प्रगति; कौशलों को मिलाएँ और दल में अच्छा काम करें।',
      ),
      finance: b(
        'Balanced budgets and moderate spending bring slow but sure growth.',
        'संतुलित बजट और सीमित ख़र्च धीमी पर पक्की बढ़त लाते हैं।',
      ),
      health: b(
        'Healing is under way; moderation in diet and routine restores wellbeing.',
        'स्वास्थ्य-लाभ जारी है; भोजन और दिनचर्या में संयम से अच्छा स्वास्थ्य लौटता है।',
      ),
    },
    verdict: 'yes',
    why: b('Yes: with patience and balance, the outcome will be good.', 'हाँ: धैर्य और संतुलन से परिणाम अच्छा होगा।'),
  },
  {
    slug: 'the-devil',
    name: b('The Devil', 'शैतान'),
    up: [b('Bondage', 'बंधन'), b('Addiction', 'लत'), b('Materialism', 'भौतिकता'), b('Temptation', 'प्रलोभन')],
    rev: [b('Release', 'मुक्ति'), b('Breaking free', 'बंधन तोड़ना'), b('Reclaiming power', 'अपनी शक्ति वापस पाना'), b('Facing your shadow', 'अपनी छाया का सामना')],
    upright: b(
      'A horned, bat-winged figure crouches on a pedestal, and chained before him stand a naked man and woman. Yet the chains around their necks are loose; they could lift them off. The Devil represents what holds us captive: addiction, obsession, unhealthy relationships, debt or fear. This card asks you to see the trap clearly and admit the part you play in staying there. Freedom is possible. Name what binds you, seek support, and take the first step toward reclaiming your own power.',
      'सींगों और चमगादड़ जैसे पंखों वाली एक आकृति चबूतरे पर बैठी है, और उसके सामने एक निर्वस्त्र पुरुष और स्त्री ज़ंजीरों में बँधे खड़े हैं। पर उनके गले की ज़ंजीरें ढीली हैं; वे चाहें तो उन्हें उतार सकते हैं। शैतान उन चीज़ों का प्रतीक है जो हमें बंदी बनाती हैं: लत, जुनून, अस्वस्थ रिश्ते, कर्ज़ या भय। यह कार्ड कहता है कि जाल को साफ़ देखें और स्वीकारें कि उसमें बने रहने में आपकी क्या भूमिका है। मुक्ति संभव है। जो आपको बाँध रहा है उसे पहचानें, सहारा माँगें, और अपनी शक्ति वापस पाने की ओर पहला कदम उठाएँ।',
    ),
    reversed: b(
      'Reversed, the Devil signals release. You are beginning to recognise an unhealthy pattern and to find the strength to break it, whether it is a habit, a controlling relationship or a fear that has ruled your choices. The process takes honesty and can feel uncomfortable as hidden issues surface. Keep going. Seek help where needed, set firm boundaries and replace old compulsions with healthier routines. Each chain you remove returns a little more of your freedom and self-respect.',
      'उल्टा शैतान मुक्ति का संकेत है। आप किसी अस्वस्थ ढर्रे को पहचानने लगे हैं और उसे तोड़ने की शक्ति पा रहे हैं, चाहे वह कोई आदत हो, नियंत्रण जमाने वाला रिश्ता हो या ऐसा डर जिसने आपके निर्णयों पर राज किया। इस प्रक्रिया में ईमानदारी लगती है और छिपे मुद्दे सतह पर आने से असहजता हो सकती है। डटे रहें। ज़रूरत हो तो मदद लें, दृढ़ सीमाएँ तय करें और पुरानी मजबूरियों की जगह स्वस्थ दिनचर्या अपनाएँ। हर टूटती ज़ंजीर आपकी स्वतंत्रता और आत्मसम्मान का कुछ और हिस्सा लौटा देती है।',
    ),
    aspects: {
      love: b(
        'Intense attraction, but beware of jealousy, control or an unhealthy attachment.',
        'तीव्र आकर्षण, पर ईर्ष्या, नियंत्रण या अस्वस्थ लगाव से सावधान रहें।',
      ),
      career: b(
        'You may feel trapped by money or ambition; check whether your work compromises your values.',
        'धन या महत्वाकांक्षा में फँसा-सा अनुभव; देखें कि कहीं आपका काम आपके मूल्यों से समझौता तो नहीं करा रहा।',
      ),
      finance: b(
        'Avoid debt, gambling and get-rich-quick schemes; control impulsive spending.',
        'कर्ज़, जुए और जल्दी अमीर बनाने वाली योजनाओं से बचें; आवेगी ख़र्च पर लगाम लगाएँ।',
      ),
      health: b(
        'Address addictions and unhealthy habits; seek professional help if needed.',
        'लत और अस्वस्थ आदतों से निपटें; ज़रूरत हो तो विशेषज्ञ की मदद लें।',
      ),
    },
    verdict: 'no',
    why: b(
      'No: this path leads to attachment or a trap; step back and reconsider.',
      'नहीं: यह राह मोह या जाल की ओर ले जाती है; पीछे हटकर फिर विचार करें।',
    ),
  },
  {
    slug: 'the-tower',
    name: b('The Tower', 'मीनार'),
    up: [b('Sudden upheaval', 'अचानक उथल-पुथल'), b('Revelation', 'सत्य का उजागर होना'), b('Collapse', 'ढहना'), b('Awakening', 'जागृति')],
    rev: [b('Disaster averted', 'टली हुई विपदा'), b('Fear of change', 'बदलाव का भय'), b('Delayed collapse', 'टला हुआ पतन'), b('Inner upheaval', 'भीतरी उथल-पुथल')],
    upright: b(
      'Lightning strikes a tall tower on a rocky peak, blasting off its crown; flames pour from the windows and two figures fall headlong. The Tower brings sudden, unexpected change that shakes false foundations. A revelation, a shock, a job loss or the collapse of a belief may feel devastating at first. Yet only what was built on illusion falls, and the truth that remains is solid ground. Do not cling to the ruins; let them go, and rebuild on honest, stronger foundations.',
      'चट्टानी चोटी पर खड़ी ऊँची मीनार पर बिजली गिरती है और उसका मुकुट उड़ जाता है; खिड़कियों से लपटें निकल रही हैं और दो व्यक्ति सिर के बल गिर रहे हैं। मीनार अचानक, अप्रत्याशित बदलाव लाती है जो झूठी नींव को हिला देता है। कोई रहस्योद्घाटन, झटका, नौकरी छूटना या किसी विश्वास का टूटना पहले विनाशकारी लग सकता है। पर गिरता वही है जो भ्रम पर बना था, और जो सत्य बचता है, वही ठोस ज़मीन है। खंडहरों से न चिपकें; उन्हें जाने दें और ईमानदार, मज़बूत नींव पर फिर निर्माण करें।',
    ),
    reversed: b(
      'Reversed, the Tower suggests a crisis narrowly avoided or a collapse you are postponing. You may sense that something must change but fear the disruption, so you patch the cracks instead of repairing the structure. Sometimes the upheaval is internal: a quiet but profound shift in beliefs or identity. The card advises you not to wait for the lightning. Make the necessary changes willingly and gradually now, and you can spare yourself a harder fall later.',
      'उल्टी मीनार बताती है कि कोई संकट बाल-बाल टला है या आप किसी पतन को टाल रहे हैं। हो सकता है आपको लगता हो कि कुछ बदलना ही होगा, पर उथल-पुथल के डर से आप ढाँचे की मरम्मत के बजाय दरारें भर रहे हों। कभी यह उथल-पुथल भीतरी होती है: विश्वासों या पहचान में शांत पर गहरा बदलाव। यह कार्ड सलाह देता है कि बिजली गिरने की प्रतीक्षा न करें। ज़रूरी बदलाव अभी स्वेच्छा से और धीरे-धीरे करें, तो बाद की कहीं कठोर गिरावट से बच सकते हैं।',
    ),
    aspects: {
      love: b(
        'A sudden shake-up or revelation; what survives will be built on truth.',
        'अचानक उथल-पुथल या कोई सच सामने आना; जो बचेगा, वह सत्य पर टिका होगा।',
      ),
      career: b(
        'Unexpected changes such as restructuring or job loss; stay flexible and rebuild.',
        'पुनर्गठन या नौकरी छूटने जैसे अप्रत्याशित बदलाव; लचीले रहें और फिर से खड़े हों।',
      ),
      finance: b(
        'Guard against sudden losses; keep an emergency fund and avoid risky bets.',
        'अचानक हानि से बचाव करें; आपातकालीन कोष रखें और जोखिम भरे दाँव न लगाएँ।',
      ),
      health: b(
        'Take warning signs seriously; sudden stress or accidents need attention.',
        'चेतावनी के संकेतों को गंभीरता से लें; अचानक तनाव या दुर्घटनाओं पर ध्यान दें।',
      ),
    },
    verdict: 'no',
    why: b(
      'No: upheaval surrounds this question; wait until the dust settles.',
      'नहीं: इस प्रश्न के चारों ओर उथल-पुथल है; धूल बैठने तक प्रतीक्षा करें।',
    ),
  },
  {
    slug: 'the-star',
    name: b('The Star', 'तारा'),
    up: [b('Hope', 'आशा'), b('Healing', 'उपचार'), b('Inspiration', 'प्रेरणा'), b('Serenity', 'शांति')],
    rev: [b('Despair', 'निराशा'), b('Lost faith', 'खोया विश्वास'), b('Disconnection', 'अलगाव'), b('Discouragement', 'हताशा')],
    upright: b(
      'Beneath a great eight-pointed star and seven smaller ones, a naked woman kneels by a pool, pouring water from one jug into the pool and from the other onto the land. The Star arrives after the storm of the Tower, bringing hope, healing and quiet renewal. Your faith in life is being restored. This is a time to heal old wounds, follow your inspiration and trust that the universe is supporting you. Be open, generous and honest, and your wishes can gently come true.',
      'एक बड़े आठ-कोणीय तारे और सात छोटे तारों के नीचे एक निर्वस्त्र स्त्री ताल के किनारे घुटनों के बल बैठी है; वह एक घड़े का जल ताल में और दूसरे का धरती पर उँडेल रही है। तारा मीनार के तूफ़ान के बाद आता है और आशा, उपचार तथा शांत नवजीवन लाता है। जीवन में आपका विश्वास फिर जाग रहा है। यह पुराने घाव भरने, अपनी प्रेरणा के पीछे चलने और यह भरोसा रखने का समय है कि ब्रह्मांड आपका साथ दे रहा है। खुले, उदार और सच्चे रहें, तो आपकी इच्छाएँ सहज ही पूरी हो सकती हैं।',
    ),
    reversed: b(
      'Reversed, the Star shows hope that has dimmed. After disappointment, you may feel disconnected, discouraged or doubtful that things can improve, and you might stop taking care of yourself. The light has not gone out; it is only hidden by clouds. The card asks you to reconnect with whatever nourishes your spirit, whether that is prayer, nature, art or the company of kind people. Take small, faithful steps, and trust will slowly return.',
      'उल्टा तारा दिखाता है कि आशा मंद पड़ गई है। निराशा के बाद आप कटे हुए, हताश या इस संदेह में हो सकते हैं कि हालात सुधरेंगे, और शायद अपनी देखभाल भी छोड़ दें। प्रकाश बुझा नहीं है; बस बादलों में छिप गया है। यह कार्ड कहता है कि जो आपकी आत्मा को पोषण देता है, उससे फिर जुड़ें, चाहे वह प्रार्थना हो, प्रकृति हो, कला हो या दयालु लोगों का साथ। छोटे, आस्था भरे कदम उठाएँ, भरोसा धीरे-धीरे लौट आएगा।',
    ),
    aspects: {
      love: b(
        'Healing and renewed hope; a sincere, soulful connection can blossom.',
        'उपचार और नई आशा; एक सच्चा, आत्मीय जुड़ाव खिल सकता है।',
      ),
      career: b(
        'Inspiration and recognition; creative or healing work is especially favoured.',
        'प्रेरणा और पहचान; रचनात्मक या उपचार से जुड़े काम विशेष रूप से अनुकूल हैं।',
      ),
      finance: b(
        'Gradual improvement after a hard period; plan with optimism and prudence.',
        'कठिन दौर के बाद धीरे-धीरे सुधार; आशा और समझदारी के साथ योजना बनाएँ।',
      ),
      health: b(
        'A strong sign of healing and recovery; rest, water and calm help.',
        'उपचार और स्वास्थ्य-लाभ का प्रबल संकेत; विश्राम, पानी और शांति सहायक हैं।',
      ),
    },
    verdict: 'yes',
    why: b('Yes: your hope is well founded, and your wish can come true.', 'हाँ: आपकी आशा सही है, और आपकी इच्छा पूरी हो सकती है।'),
  },
  {
    slug: 'the-moon',
    name: b('The Moon', 'चंद्रमा'),
    up: [b('Illusion', 'भ्रम'), b('Intuition', 'अंतर्ज्ञान'), b('Uncertainty', 'अनिश्चितता'), b('The subconscious', 'अवचेतन मन')],
    rev: [b('Clarity returning', 'स्पष्टता की वापसी'), b('Fear released', 'भय से मुक्ति'), b('Truth revealed', 'सत्य का उजागर होना'), b('Confusion lifting', 'भ्रम छँटना')],
    upright: b(
      'A full moon with a solemn face shines between two towers, while a dog and a wolf howl at it and a crayfish crawls out of a pool onto a winding path. The Moon is the card of uncertainty, dreams and the subconscious. Things are not as they seem; fears, illusions or hidden motives may be distorting your view. Do not make major decisions in this fog. Instead, trust your intuition, pay attention to your dreams and wait for clearer light before moving forward.',
      'दो मीनारों के बीच गंभीर मुख वाला पूर्ण चंद्रमा चमक रहा है; एक कुत्ता और एक भेड़िया उसकी ओर मुँह उठाकर हुआँ रहे हैं, और एक झींगा ताल से निकलकर घुमावदार पगडंडी पर रेंग रहा है। चंद्रमा अनिश्चितता, सपनों और अवचेतन का कार्ड है। चीज़ें वैसी नहीं हैं जैसी दिखती हैं; भय, भ्रम या छिपे इरादे आपकी दृष्टि को धुंधला कर सकते हैं। इस धुंध में बड़े निर्णय न लें। अपने अंतर्ज्ञान पर भरोसा करें, सपनों पर ध्यान दें और आगे बढ़ने से पहले साफ़ रोशनी की प्रतीक्षा करें।',
    ),
    reversed: b(
      'Reversed, the Moon shows the fog beginning to lift. Confusion gives way to understanding, hidden facts come to light and fears that seemed huge lose their power. You may finally see through a deception, or recognise that an anxiety was never based on reality. At times the card points to inner turmoil that needs gentle attention rather than avoidance. Keep being honest with yourself, verify what you are told, and let clarity guide your next steps.',
      'उल्टा चंद्रमा दिखाता है कि धुंध छँटने लगी है। भ्रम की जगह समझ आती है, छिपे तथ्य सामने आते हैं और बड़े लगने वाले भय अपनी शक्ति खो देते हैं। हो सकता है अंततः आप किसी छल को पहचान लें, या समझें कि कोई चिंता कभी यथार्थ पर आधारित थी ही नहीं। कभी-कभी यह कार्ड भीतरी बेचैनी की ओर इशारा करता है, जिसे टालने के बजाय कोमल ध्यान चाहिए। अपने प्रति ईमानदार रहें, जो बताया जाए उसे परखें, और स्पष्टता को अगले कदमों की दिशा तय करने दें।',
    ),
    aspects: {
      love: b(
        'Mixed signals and uncertainty; do not assume, ask, and listen to your intuition.',
        'उलझे संकेत और अनिश्चितता; अनुमान न लगाएँ, पूछें, और अंतर्ज्ञान की सुनें।',
      ),
      career: b(
        'Unclear situations or hidden agendas at work; verify the facts before acting.',
        'कार्यस्थल पर अस्पष्ट हालात या छिपे इरादे; कदम उठाने से पहले तथ्य परखें।',
      ),
      finance: b(
        'Beware of deception and unclear deals; do not invest on rumours.',
        'छल और अस्पष्ट सौदों से सावधान रहें; अफ़वाहों के आधार पर निवेश न करें।',
      ),
      health: b(
        'Anxiety and sleep problems may surface; seek a clear diagnosis rather than guessing.',
        'चिंता और नींद की समस्याएँ उभर सकती हैं; अनुमान के बजाय स्पष्ट जाँच कराएँ।',
      ),
    },
    verdict: 'maybe',
    why: b(
      'Maybe: the picture is unclear; wait for the truth to emerge.',
      'शायद: तस्वीर अभी साफ़ नहीं है; सच सामने आने की प्रतीक्षा करें।',
    ),
  },
  {
    slug: 'the-sun',
    name: b('The Sun', 'सूर्य'),
    up: [b('Joy', 'आनंद'), b('Success', 'सफलता'), b('Vitality', 'प्राणशक्ति'), b('Positivity', 'सकारात्मकता')],
    rev: [b('Temporary setbacks', 'अस्थायी रुकावटें'), b('Dampened enthusiasm', 'फीका उत्साह'), b('Overconfidence', 'अति-आत्मविश्वास'), b('Delayed success', 'देर से मिलने वाली सफलता')],
    upright: b(
      'A radiant sun shines over a garden of sunflowers, and a joyful child rides a white horse bareback, holding a bright red banner. The Sun is one of the most positive cards in the deck. It brings success, vitality, clarity and warmth. Relationships are happy, health is strong and efforts are rewarded. You can be yourself without fear, and others will be drawn to your light. Celebrate your achievements, share your happiness generously and let optimism carry you forward.',
      'सूरजमुखी के बाग़ पर दीप्तिमान सूर्य चमक रहा है, और एक प्रसन्न बालक बिना काठी के सफ़ेद घोड़े पर सवार है, हाथ में चटक लाल ध्वज लिए। सूर्य पूरे डेक के सबसे शुभ कार्डों में से एक है। यह सफलता, प्राणशक्ति, स्पष्टता और गर्मजोशी लाता है। रिश्ते सुखी रहते हैं, स्वास्थ्य बलवान रहता है और प्रयासों का फल मिलता है। आप बिना डर के अपने असली रूप में रह सकते हैं, और लोग आपके प्रकाश की ओर खिंचे चले आएँगे। अपनी उपलब्धियों का उत्सव मनाएँ, अपनी ख़ुशी खुले दिल से बाँटें और आशावाद को आपको आगे ले जाने दें।',
    ),
    reversed: b(
      'Reversed, the Sun’s light is still present but partly hidden. Success may be delayed, plans may need adjusting, or you may be struggling to feel the joy in what you already have. Sometimes the card warns of overconfidence or unrealistic expectations. This is usually a passing cloud rather than a storm. Reconnect with simple pleasures, adjust your expectations, and keep going. The sun always rises again, and your optimism will return as the situation clears.',
      'उल्टा होने पर सूर्य का प्रकाश रहता तो है, पर कुछ छिपा हुआ। सफलता में देर हो सकती है, योजनाओं में बदलाव करना पड़ सकता है, या जो पास है उसमें आनंद महसूस करना कठिन लग सकता है। कभी यह कार्ड अति-आत्मविश्वास या अवास्तविक अपेक्षाओं की चेतावनी देता है। आमतौर पर यह तूफ़ान नहीं, बस गुज़रता बादल है। सरल सुखों से फिर जुड़ें, अपेक्षाएँ ठीक करें और चलते रहें। सूर्य फिर उगता है, और स्थिति साफ़ होते ही आपका आशावाद लौट आएगा।',
    ),
    aspects: {
      love: b(
        'Happy, warm and open love; a great sign for commitment, marriage or children.',
        'सुखी, गर्मजोशी भरा और खुला प्रेम; प्रतिबद्धता, विवाह या संतान के लिए उत्तम संकेत।',
      ),
      career: b('Success, recognition and a chance to shine; your efforts pay off.', 'सफलता, पहचान और चमकने का अवसर; आपके प्रयास रंग लाते हैं।'),
      finance: b('Prosperity and financial comfort; a good time for sound investments.', 'समृद्धि और आर्थिक सुख; सोचे-समझे निवेश के लिए अच्छा समय।'),
      health: b(
        'Excellent vitality and recovery; sunshine and activity boost your energy.',
        'उत्तम प्राणशक्ति और स्वास्थ्य-लाभ; धूप और सक्रियता आपकी ऊर्जा बढ़ाते हैं।',
      ),
    },
    verdict: 'yes',
    why: b('Yes: a bright, successful outcome.', 'हाँ: उज्ज्वल और सफल परिणाम।'),
  },
  {
    slug: 'the-judgement',
    name: b('Judgement', 'निर्णय'),
    up: [b('Awakening', 'जागृति'), b('Renewal', 'नवजीवन'), b('Inner calling', 'अंतरात्मा की पुकार'), b('Reckoning', 'आत्म-मूल्यांकन')],
    rev: [b('Self-doubt', 'आत्म-संदेह'), b('Ignoring the call', 'पुकार की अनदेखी'), b('Harsh self-judgement', 'स्वयं पर कठोरता'), b('Regret', 'पछतावा')],
    upright: b(
      'An angel blows a trumpet from the clouds, and men, women and children rise from their coffins with arms outstretched to answer the call. Judgement is the card of awakening and renewal. You are being called to rise to a higher version of yourself, to make peace with the past and to step into a new purpose. It is a time of reckoning: reflect honestly on your choices, forgive yourself and others, and then answer the call. A decisive new beginning awaits.',
      'बादलों से एक देवदूत तुरही बजा रहा है, और पुरुष, स्त्रियाँ और बच्चे अपने ताबूतों से उठकर बाहें फैलाए उस पुकार का उत्तर दे रहे हैं। निर्णय जागृति और नवजीवन का कार्ड है। आपको अपने ऊँचे रूप में उठने, अतीत से सुलह करने और नए उद्देश्य की ओर बढ़ने की पुकार मिल रही है। यह आत्म-मूल्यांकन का समय है: अपने चुनावों पर ईमानदारी से विचार करें, स्वयं को और दूसरों को क्षमा करें, फिर उस पुकार का उत्तर दें। एक निर्णायक नई शुरुआत आपकी प्रतीक्षा में है।',
    ),
    reversed: b(
      'Reversed, Judgement suggests you hear the call but hesitate to answer. Self-doubt, fear of criticism or guilt about the past may be holding you back. You might be judging yourself too harshly, or avoiding an honest look at lessons you need to learn. The card asks you to release regret and accept that mistakes are part of growth. Listen to your inner voice, make amends where needed, and allow yourself the second chance you would give anyone else.',
      'उल्टा निर्णय कार्ड बताता है कि आप पुकार सुन तो रहे हैं, पर उत्तर देने में हिचक रहे हैं। आत्म-संदेह, आलोचना का डर या अतीत का अपराध-बोध आपको रोक रहा हो सकता है। हो सकता है आप स्वयं को बहुत कठोरता से आँक रहे हों, या उन सबक़ों पर ईमानदार नज़र डालने से बच रहे हों जो सीखने ज़रूरी हैं। यह कार्ड कहता है कि पछतावा छोड़ें और मानें कि ग़लतियाँ विकास का हिस्सा हैं। अपनी अंतरात्मा की सुनें, जहाँ ज़रूरी हो भूल सुधारें, और स्वयं को वह दूसरा अवसर दें जो आप किसी और को देते।',
    ),
    aspects: {
      love: b(
        'A relationship is renewed or reassessed; forgiveness opens a fresh chapter.',
        'रिश्ते का नवीकरण या पुनर्मूल्यांकन; क्षमा से नया अध्याय खुलता है।',
      ),
      career: b(
        'Your calling becomes clear; a major decision or new direction is favoured.',
        'आपका असली उद्देश्य स्पष्ट होता है; कोई बड़ा निर्णय या नई दिशा अनुकूल है।',
      ),
      finance: b(
        'Review past financial decisions; a settlement or long-awaited payment may arrive.',
        'पुराने आर्थिक निर्णयों की समीक्षा करें; कोई निपटारा या लंबे समय से प्रतीक्षित भुगतान आ सकता है।',
      ),
      health: b(
        'Renewed vitality; a good time for a thorough check-up and a fresh start.',
        'नई प्राणशक्ति; पूरी जाँच कराने और नई शुरुआत के लिए अच्छा समय।',
      ),
    },
    verdict: 'yes',
    why: b('Yes: answer the call; renewal is at hand.', 'हाँ: पुकार का उत्तर दें; नवजीवन निकट है।'),
  },
  {
    slug: 'the-world',
    name: b('The World', 'संसार'),
    up: [b('Completion', 'पूर्णता'), b('Fulfilment', 'परिपूर्णता'), b('Achievement', 'उपलब्धि'), b('Travel', 'यात्रा')],
    rev: [b('Incompletion', 'अधूरापन'), b('Delays', 'देरी'), b('Lack of closure', 'अधूरा समापन'), b('Shortcuts', 'छोटे रास्ते')],
    upright: b(
      'A dancing figure, wrapped in a violet sash and holding two wands, floats within a great laurel wreath, while the four winged creatures watch from the corners. The World marks the successful completion of a major cycle. Goals are achieved, lessons are learnt and you feel whole and fulfilled. This card can also signal travel, recognition or a widening horizon. Celebrate what you have accomplished and honour the journey that brought you here, then prepare for the next chapter with confidence.',
      'बैंगनी दुपट्टे में लिपटी, दो छड़ियाँ थामे एक नाचती आकृति लॉरेल की विशाल माला के भीतर तैर रही है, और कोनों से पंखों वाले चार प्राणी उसे देख रहे हैं। संसार एक बड़े चक्र के सफल समापन का संकेत है। लक्ष्य पूरे होते हैं, सबक़ सीखे जाते हैं और आप संपूर्ण तथा संतुष्ट अनुभव करते हैं। यह कार्ड यात्रा, पहचान या फैलते क्षितिज का भी संकेत दे सकता है। अपनी उपलब्धियों का उत्सव मनाएँ, उस यात्रा का सम्मान करें जो आपको यहाँ तक लाई, फिर आत्मविश्वास के साथ अगले अध्याय की तैयारी करें।',
    ),
    reversed: b(
      'Reversed, the World shows that the finish line is near but not yet crossed. A project, relationship or phase may feel incomplete, or you may be seeking a closure that has not come. Perhaps shortcuts were taken, or a final step is being avoided. The card asks you to identify what remains unfinished and to complete it properly. Tie up loose ends, accept the lessons of this cycle, and you will soon be free to move on with a sense of true fulfilment.',
      'उल्टा संसार दिखाता है कि मंज़िल पास है, पर अभी पार नहीं हुई। कोई काम, रिश्ता या दौर अधूरा लग सकता है, या आप ऐसे समापन की तलाश में हों जो अभी नहीं आया। शायद कहीं छोटे रास्ते अपनाए गए, या अंतिम कदम से बचा जा रहा है। यह कार्ड कहता है कि पहचानें क्या अधूरा है और उसे ठीक से पूरा करें। बिखरे सिरे समेटें, इस चक्र के सबक़ स्वीकारें, और जल्द ही आप सच्ची संतुष्टि के साथ आगे बढ़ने को स्वतंत्र होंगे।',
    ),
    aspects: {
      love: b(
        'A relationship reaches a fulfilling milestone, such as engagement, marriage or deep contentment.',
        'रिश्ता सुखद पड़ाव पर पहुँचता है, जैसे सगाई, विवाह या गहरा संतोष।',
      ),
      career: b(
        'Goals are achieved and recognised; international work or travel is possible.',
        'लक्ष्य पूरे होते हैं और सराहे जाते हैं; विदेश से जुड़ा काम या यात्रा संभव है।',
      ),
      finance: b('Financial goals are met; a secure, settled position is reached.', 'आर्थिक लक्ष्य पूरे होते हैं; सुरक्षित, स्थिर स्थिति प्राप्त होती है।'),
      health: b(
        'Wholeness and wellbeing; a long treatment or recovery completes successfully.',
        'संपूर्ण स्वास्थ्य और कल्याण; लंबा उपचार या स्वास्थ्य-लाभ सफलतापूर्वक पूरा होता है।',
      ),
    },
    verdict: 'yes',
    why: b('Yes: completion and success are assured.', 'हाँ: पूर्णता और सफलता निश्चित है।'),
  },
];
