// The 78 cards of the Rider–Waite tarot: 22 major arcana, then Wands, Cups, Swords and Pentacles.

import type { Bilingual } from './types';

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
    up: [
      b('New beginnings', 'नई शुरुआत'),
      b('Innocence', 'मासूमियत'),
      b('Spontaneity', 'सहजता'),
      b('Leap of faith', 'विश्वास की छलाँग'),
    ],
    rev: [
      b('Recklessness', 'लापरवाही'),
      b('Naivety', 'भोलापन'),
      b('Hesitation', 'हिचकिचाहट'),
      b('Careless risks', 'बिना सोचे जोखिम'),
    ],
    upright: b(
      'The Fool stands at the edge of a cliff, face turned to the sky, a small bundle over his shoulder and a white dog at his heels. He is the spirit at the very start of a journey, trusting life before he knows its lessons. In a reading, this card invites you to begin: a new job, a move, a relationship or a new way of thinking. You do not need every answer yet. Stay curious, travel light and let wonder guide you, while keeping one eye on the path beneath your feet.',
      'मूर्ख चट्टान के किनारे खड़ा है, चेहरा आकाश की ओर, कंधे पर छोटी-सी पोटली और पैरों के पास एक सफ़ेद कुत्ता। वह यात्रा की बिल्कुल शुरुआत की आत्मा है, जो जीवन के सबक़ जाने बिना ही उस पर भरोसा करता है। यह कार्ड आपको शुरुआत का निमंत्रण देता है: नई नौकरी, नया घर, नया रिश्ता या सोचने का नया ढंग। अभी हर प्रश्न का उत्तर जानना ज़रूरी नहीं। जिज्ञासु रहें, कम बोझ लेकर चलें और विस्मय को अपना मार्गदर्शक बनने दें, पर पैरों तले की राह पर भी एक नज़र रखें।',
    ),
    reversed: b(
      'Reversed, the Fool’s openness tips into carelessness. You may be rushing into something without looking, ignoring warnings from people who care, or taking risks that serve excitement more than purpose. The card can also show the opposite problem: fear of the unknown keeps you frozen at the cliff’s edge, unable to take a step you know you need. Either way, the message is balance. Gather the facts, make a simple plan, and then move forward with courage rather than recklessness or dread.',
      'उल्टा होने पर मूर्ख का खुलापन लापरवाही में बदल जाता है। हो सकता है आप बिना देखे किसी चीज़ में कूद रहे हों, शुभचिंतकों की चेतावनियाँ अनसुनी कर रहे हों, या ऐसे जोखिम ले रहे हों जो उद्देश्य से अधिक रोमांच के लिए हैं। यह कार्ड उल्टी समस्या भी दिखा सकता है: अनजाने का डर आपको चट्टान के किनारे जड़ बनाए हुए है, और आप वह क़दम नहीं उठा पा रहे जो ज़रूरी है। दोनों ही स्थितियों में संदेश संतुलन का है। तथ्य जुटाएँ, सीधी-सी योजना बनाएँ, फिर लापरवाही या भय के बजाय साहस से आगे बढ़ें।',
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
        'आवेग में ख़र्च और सट्टे जैसे दाँव से बचें; छोटा, सोचा-समझा पहला क़दम बेहतर है।',
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
    up: [
      b('Willpower', 'इच्छाशक्ति'),
      b('Skill', 'कौशल'),
      b('Manifestation', 'संकल्प को साकार करना'),
      b('Resourcefulness', 'साधन-संपन्नता'),
    ],
    rev: [
      b('Manipulation', 'छल'),
      b('Untapped talent', 'अप्रयुक्त प्रतिभा'),
      b('Scattered energy', 'बिखरी ऊर्जा'),
      b('Deception', 'धोखा'),
    ],
    upright: b(
      'The Magician raises a wand to the sky and points his other hand to the earth, with the tools of all four suits laid on the table before him. He is the bridge between idea and reality. This card says you already have what you need: the skill, the resources and the will. Now is the moment to focus, act and communicate clearly. Plans started under the Magician gather momentum quickly because intention and effort are aligned. Believe in your abilities and use them with integrity.',
      'जादूगर एक हाथ से छड़ी आकाश की ओर उठाए है और दूसरे से धरती की ओर इशारा करता है; उसके सामने मेज़ पर चारों वर्गों के औज़ार रखे हैं। वह विचार और यथार्थ के बीच का सेतु है। यह कार्ड कहता है कि जो कुछ चाहिए, वह आपके पास पहले से है: कौशल, साधन और इच्छाशक्ति। अब ध्यान केंद्रित करने, कर्म करने और स्पष्ट बात कहने का समय है। जादूगर के समय शुरू की गई योजनाएँ तेज़ी से गति पकड़ती हैं, क्योंकि संकल्प और प्रयास एक दिशा में होते हैं। अपनी क्षमताओं पर भरोसा रखें और उनका ईमानदारी से उपयोग करें।',
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
    rev: [
      b('Ignoring intuition', 'अंतर्मन की अनदेखी'),
      b('Secrets', 'छिपी बातें'),
      b('Confusion', 'भ्रम'),
      b('Disconnection', 'स्वयं से दूरी'),
    ],
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
        'योजनाएँ गोपनीय रखें और लोगों के बारे में अपनी समझ पर भरोसा करें; क़दम उठाने से पहले पूरी जानकारी लें।',
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
    rev: [
      b('Creative block', 'रचनात्मक रुकावट'),
      b('Dependence', 'निर्भरता'),
      b('Self-neglect', 'अपनी उपेक्षा'),
      b('Smothering', 'अति-संरक्षण'),
    ],
    upright: b(
      'The Empress reclines on soft cushions in a field of ripening wheat, with a forest and a flowing stream behind her. She is Mother Nature herself: fertile, generous and sensual. This card brings growth in every form, from a pregnancy or a creative project to a flourishing home or business. It asks you to nurture what you love and to let yourself be nurtured too. Spend time in nature, enjoy beauty and good food, and trust that what you tend with care will ripen in its season.',
      'साम्राज्ञी पकते गेहूँ के खेत में मुलायम गद्दियों पर टेक लगाए बैठी है; उसके पीछे वन और बहती धारा है। वह स्वयं प्रकृति माँ है: उर्वर, उदार और इंद्रियों के सुख से भरी। यह कार्ड हर रूप में वृद्धि लाता है, गर्भधारण या किसी रचनात्मक काम से लेकर फलते-फूलते घर या व्यापार तक। यह कहता है कि जिसे आप प्रेम करते हैं उसका पोषण करें, और स्वयं को भी पोषित होने दें। प्रकृति के बीच समय बिताएँ, सौंदर्य और अच्छे भोजन का आनंद लें, और भरोसा रखें कि जिसे आप प्रेम से सींचते हैं, वह अपने समय पर पकेगा।',
    ),
    reversed: b(
      'Reversed, the Empress points to blocked or misdirected care. You may be giving so much to others that nothing is left for yourself, or holding a person or project so tightly that it cannot breathe. Creative work may feel stuck, and you might be neglecting your body, your home or your finances. The card asks you to restore balance. Rest, reconnect with nature, accept help, and give your own needs the same tenderness you offer everyone else. Growth will return once you are nourished again.',
      'उल्टी साम्राज्ञी रुकी हुई या ग़लत दिशा में जाती देखभाल की ओर इशारा करती है। हो सकता है आप दूसरों को इतना दे रहे हों कि अपने लिए कुछ न बचे, या किसी व्यक्ति या काम को इतना कसकर थामे हों कि उसका दम घुटने लगे। रचनात्मक काम अटका हुआ लग सकता है, और आप अपने शरीर, घर या धन की उपेक्षा कर रहे हो सकते हैं। यह कार्ड संतुलन लौटाने को कहता है। विश्राम करें, प्रकृति से फिर जुड़ें, मदद स्वीकारें, और अपनी ज़रूरतों को भी वही कोमलता दें जो आप सबको देते हैं। जब आप फिर से पोषित होंगे, तो वृद्धि भी लौट आएगी।',
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
    why: b(
      'Yes: the Empress promises growth and a fruitful outcome.',
      'हाँ: साम्राज्ञी वृद्धि और फलदायी परिणाम का वचन देती है।',
    ),
  },
  {
    slug: 'the-emperor',
    name: b('The Emperor', 'सम्राट'),
    up: [b('Authority', 'अधिकार'), b('Structure', 'व्यवस्था'), b('Stability', 'स्थिरता'), b('Leadership', 'नेतृत्व')],
    rev: [
      b('Domination', 'दबदबा'),
      b('Rigidity', 'कठोरता'),
      b('Lack of discipline', 'अनुशासनहीनता'),
      b('Abuse of power', 'सत्ता का दुरुपयोग'),
    ],
    upright: b(
      'The Emperor sits on a stone throne carved with rams’ heads, holding an ankh sceptre and an orb, with bare mountains behind him. He represents order, protection and the power to build lasting structures. This card asks you to take charge: set clear goals, make a plan and follow it with discipline. It can also point to a father figure, a boss or an institution whose support matters now. Lead with fairness and firmness, and the foundations you lay today will hold for years.',
      'सम्राट मेढ़ों के सिरों से उकेरे पत्थर के सिंहासन पर बैठा है; उसके हाथों में राजदंड और गोला है और पीछे नंगे पहाड़ हैं। वह व्यवस्था, सुरक्षा और स्थायी ढाँचा खड़ा करने की शक्ति का प्रतीक है। यह कार्ड आपसे बागडोर सँभालने को कहता है: स्पष्ट लक्ष्य तय करें, योजना बनाएँ और अनुशासन से उस पर चलें। यह किसी पिता-तुल्य व्यक्ति, अधिकारी या संस्था की ओर भी इशारा कर सकता है, जिसका सहयोग अभी महत्वपूर्ण है। न्याय और दृढ़ता से नेतृत्व करें, तो आज रखी गई नींव बरसों टिकेगी।',
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
    up: [
      b('Tradition', 'परंपरा'),
      b('Spiritual guidance', 'आध्यात्मिक मार्गदर्शन'),
      b('Institutions', 'संस्थाएँ'),
      b('Shared values', 'साझा मूल्य'),
    ],
    rev: [
      b('Rebellion', 'विद्रोह'),
      b('Rigid dogma', 'जड़ रूढ़ियाँ'),
      b('Unconventional path', 'लीक से हटकर राह'),
      b('Questioning authority', 'सत्ता पर प्रश्न'),
    ],
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
    rev: [
      b('Disharmony', 'असामंजस्य'),
      b('Imbalance', 'असंतुलन'),
      b('Misaligned values', 'मूल्यों का टकराव'),
      b('Indecision', 'दुविधा'),
    ],
    upright: b(
      'Beneath a radiant angel, a man and a woman stand beside the Tree of Knowledge and the Tree of Life. The Lovers card speaks of deep connection, attraction and partnership, but also of choice. It asks you to choose with your heart and your values aligned, whether in romance, friendship or a major life decision. Relationships now can be honest, balanced and truly supportive. When you act from authenticity rather than pressure, the union you form, with a person or a path, brings lasting harmony.',
      'एक दीप्तिमान देवदूत के नीचे एक पुरुष और एक स्त्री ज्ञान-वृक्ष और जीवन-वृक्ष के पास खड़े हैं। प्रेमी युगल का कार्ड गहरे जुड़ाव, आकर्षण और साझेदारी की बात करता है, पर साथ ही चुनाव की भी। यह कहता है कि प्रेम हो, मित्रता हो या जीवन का कोई बड़ा निर्णय, ऐसा चुनें जिसमें हृदय और मूल्य एक साथ हों। इस समय रिश्ते सच्चे, संतुलित और सचमुच सहारा देने वाले हो सकते हैं। जब आप दबाव में नहीं, सच्चे मन से क़दम उठाते हैं, तो किसी व्यक्ति या राह से बना आपका मिलन स्थायी सामंजस्य लाता है।',
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
    up: [
      b('Determination', 'दृढ़ संकल्प'),
      b('Victory', 'विजय'),
      b('Willpower', 'इच्छाशक्ति'),
      b('Self-control', 'आत्म-नियंत्रण'),
    ],
    rev: [
      b('Lack of direction', 'दिशाहीनता'),
      b('Aggression', 'आक्रामकता'),
      b('Loss of control', 'नियंत्रण खोना'),
      b('Obstacles', 'बाधाएँ'),
    ],
    upright: b(
      'A crowned warrior stands in a chariot drawn by two sphinxes, one black and one white, pulling in different directions. He holds no reins; he steers by will alone. The Chariot promises victory through focus and self-discipline. Conflicting forces in your life, such as emotion and logic or duty and desire, can be harnessed toward a single goal. This is a card of movement: travel, progress and success won through effort. Stay confident, keep your eyes on the destination and do not let distractions pull you off course.',
      'एक मुकुटधारी योद्धा रथ में खड़ा है, जिसे दो स्फिंक्स खींच रहे हैं, एक काला और एक सफ़ेद, जो अलग-अलग दिशाओं में ज़ोर लगाते हैं। उसके हाथ में लगाम नहीं है; वह केवल इच्छाशक्ति से रथ चलाता है। रथ एकाग्रता और आत्म-अनुशासन से विजय का वचन देता है। आपके जीवन की परस्पर विरोधी शक्तियाँ, जैसे भावना और तर्क या कर्तव्य और इच्छा, एक ही लक्ष्य की ओर साधी जा सकती हैं। यह गति का कार्ड है: यात्रा, प्रगति और परिश्रम से मिली सफलता। आत्मविश्वासी रहें, नज़र मंज़िल पर रखें और भटकावों को राह से हटाने न दें।',
    ),
    reversed: b(
      'Reversed, the Chariot shows a journey that has stalled or veered off course. You may feel pulled in too many directions, unsure of what you truly want, or frustrated by delays you cannot control. Anger and force may be replacing steady willpower, leading to clashes. The card asks you to stop pushing and take stock. Clarify your goal, gather your energy, and regain control of yourself before trying to control circumstances. Progress will return once direction does. Choose one road, and the wheels will turn again.',
      'उल्टा रथ ऐसी यात्रा दिखाता है जो रुक गई है या राह से भटक गई है। हो सकता है आप बहुत-सी दिशाओं में खिंच रहे हों, यह तय न कर पा रहे हों कि सचमुच क्या चाहते हैं, या ऐसी देरी से झुँझला रहे हों जो आपके बस में नहीं। स्थिर इच्छाशक्ति की जगह क्रोध और ज़ोर-ज़बरदस्ती ले सकते हैं, जिससे टकराव होते हैं। यह कार्ड कहता है कि धक्का देना बंद करें और स्थिति का जायज़ा लें। अपना लक्ष्य स्पष्ट करें, ऊर्जा समेटें, और परिस्थितियों को साधने से पहले स्वयं को साधें। दिशा लौटते ही प्रगति भी लौट आएगी। एक राह चुनें, पहिए फिर घूमने लगेंगे।',
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
    rev: [
      b('Self-doubt', 'आत्म-संदेह'),
      b('Weakness', 'दुर्बलता'),
      b('Insecurity', 'असुरक्षा'),
      b('Raw emotion', 'अनियंत्रित भावनाएँ'),
    ],
    upright: b(
      'A woman in white gently closes the jaws of a lion, an infinity sign floating above her head. Strength is not force but quiet mastery: courage joined with compassion. This card says you can meet a difficult situation, a strong emotion or a challenging person with patience and calm confidence. Gentleness will achieve what aggression cannot. It also speaks of resilience in body and spirit. Trust your inner power, tame fear and anger with kindness, and you will find that you are stronger than you thought.',
      'सफ़ेद वस्त्रों में एक स्त्री कोमलता से सिंह का मुँह बंद कर रही है, और उसके सिर के ऊपर अनंत का चिह्न है। शक्ति बल-प्रयोग नहीं, शांत प्रभुत्व है: करुणा के साथ जुड़ा साहस। यह कार्ड कहता है कि आप किसी कठिन स्थिति, प्रबल भावना या चुनौती भरे व्यक्ति का सामना धैर्य और शांत आत्मविश्वास से कर सकते हैं। जो आक्रामकता से नहीं होता, वह कोमलता से हो जाएगा। यह शरीर और मन की सहनशक्ति की भी बात करता है। अपनी भीतरी शक्ति पर भरोसा करें, भय और क्रोध को दया से साधें, और पाएँगे कि आप अपनी सोच से कहीं अधिक सशक्त हैं।',
    ),
    reversed: b(
      'Reversed, Strength suggests that self-doubt or raw emotion has the upper hand. You may feel drained, anxious or unable to cope, or you might be reacting with anger where patience is needed. Sometimes the card shows someone suppressing feelings until they burst out. Be gentle with yourself. Rebuild confidence through small wins, rest and supportive company. Remember that real strength includes asking for help, and that the lion within you needs understanding, not punishment. Patience with yourself is also a form of courage.',
      'उल्टा शक्ति कार्ड बताता है कि आत्म-संदेह या अनियंत्रित भावनाएँ हावी हो गई हैं। हो सकता है आप थके हुए, चिंतित या असहाय महसूस कर रहे हों, या जहाँ धैर्य चाहिए वहाँ क्रोध से प्रतिक्रिया दे रहे हों। कभी-कभी यह कार्ड ऐसे व्यक्ति को दिखाता है जो भावनाओं को तब तक दबाता है जब तक वे फट न पड़ें। अपने प्रति कोमल रहें। छोटी-छोटी सफलताओं, विश्राम और सहारा देने वाले लोगों के साथ से आत्मविश्वास फिर बनाएँ। याद रखें कि सच्ची शक्ति में मदद माँगना भी शामिल है, और आपके भीतर के सिंह को दंड नहीं, समझ चाहिए। अपने प्रति धैर्य भी साहस का ही एक रूप है।',
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
    up: [
      b('Introspection', 'आत्मचिंतन'),
      b('Solitude', 'एकांत'),
      b('Inner guidance', 'अंतर्मन का मार्गदर्शन'),
      b('Wisdom', 'विवेक'),
    ],
    rev: [
      b('Isolation', 'अलगाव'),
      b('Loneliness', 'अकेलापन'),
      b('Withdrawal', 'कटकर रहना'),
      b('Lost direction', 'दिशा खो जाना'),
    ],
    upright: b(
      'An old man in a grey cloak stands alone on a snowy peak, holding up a lantern with a six-pointed star inside. The Hermit has stepped away from the crowd to seek truth within. This card invites a period of reflection, study or spiritual practice. Answers will come from quiet contemplation, not from outside noise. It may also point to a wise teacher or guide. Take time for yourself, simplify, and let your own inner light show you the next step on the path.',
      'स्लेटी चोगे में एक वृद्ध बर्फ़ीली चोटी पर अकेला खड़ा है; वह एक लालटेन ऊपर उठाए है, जिसमें छह कोणों वाला तारा है। तपस्वी भीड़ से हटकर भीतर सत्य खोजने निकला है। यह कार्ड आत्मचिंतन, अध्ययन या आध्यात्मिक साधना के दौर का निमंत्रण देता है। उत्तर बाहर के शोर से नहीं, शांत मनन से आएँगे। यह किसी ज्ञानी गुरु या मार्गदर्शक की ओर भी इशारा कर सकता है। अपने लिए समय निकालें, जीवन को सरल करें, और अपने भीतर के प्रकाश को राह का अगला क़दम दिखाने दें।',
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
    rev: [
      b('Bad luck', 'दुर्भाग्य'),
      b('Resistance to change', 'बदलाव का विरोध'),
      b('Setbacks', 'झटके'),
      b('Repeating patterns', 'दोहराते ढर्रे'),
    ],
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
    rev: [
      b('Injustice', 'अन्याय'),
      b('Dishonesty', 'बेईमानी'),
      b('Avoiding accountability', 'जवाबदेही से बचना'),
      b('Bias', 'पक्षपात'),
    ],
    upright: b(
      'Justice sits between two pillars, a double-edged sword raised in one hand and balanced scales in the other. She represents truth, fairness and the law of cause and effect. This card says that outcomes will reflect what has actually been done. Legal matters, contracts and disputes tend to be settled fairly, especially if you have acted honestly. It also asks you to make decisions with a clear head, weighing facts rather than feelings. Take responsibility for your choices, and the scales will balance.',
      'न्याय दो स्तंभों के बीच बैठी है; उसके एक हाथ में उठी हुई दुधारी तलवार है और दूसरे में संतुलित तराज़ू। वह सत्य, निष्पक्षता और कर्म-फल के नियम का प्रतीक है। यह कार्ड कहता है कि परिणाम वही होगा जो वास्तव में किया गया है। क़ानूनी मामले, अनुबंध और विवाद निष्पक्ष रूप से सुलझते हैं, विशेषकर यदि आपने ईमानदारी से काम किया है। यह भी कहता है कि निर्णय ठंडे दिमाग़ से लें, भावनाओं के बजाय तथ्यों को तौलें। अपने चुनावों की ज़िम्मेदारी लें, तराज़ू संतुलित हो जाएगा।',
    ),
    reversed: b(
      'Reversed, Justice warns of unfairness, dishonesty or a refusal to face consequences. You may feel wronged by a decision, or you may be avoiding responsibility for your own mistakes. Legal matters could face delays or bias, and contracts need careful reading. Be scrupulously honest now, even when it costs you. Gather documents, seek proper advice and correct what you can. Karma cannot be dodged forever, but it can be eased by accountability and a sincere effort to set things right.',
      'उल्टा न्याय कार्ड अन्याय, बेईमानी या परिणामों से मुँह मोड़ने की चेतावनी देता है। हो सकता है किसी निर्णय से आपको ठगा-सा महसूस हो, या आप अपनी ही ग़लतियों की ज़िम्मेदारी से बच रहे हों। क़ानूनी मामलों में देरी या पक्षपात हो सकता है, और अनुबंधों को ध्यान से पढ़ना ज़रूरी है। अभी पूरी ईमानदारी बरतें, चाहे उसकी क़ीमत चुकानी पड़े। काग़ज़ात जुटाएँ, उचित सलाह लें और जो सुधार सकते हैं, सुधारें। कर्म से हमेशा के लिए बचा नहीं जा सकता, पर जवाबदेही और चीज़ें ठीक करने के सच्चे प्रयास से उसका बोझ हल्का होता है।',
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
      health: b(
        'Balance is the key: diet, work and rest in the right measure.',
        'संतुलन ही कुंजी है: भोजन, काम और विश्राम सही मात्रा में।',
      ),
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
    rev: [
      b('Stalling', 'टालमटोल'),
      b('Needless sacrifice', 'व्यर्थ त्याग'),
      b('Resistance', 'विरोध'),
      b('Indecision', 'अनिर्णय'),
    ],
    upright: b(
      'A man hangs upside down by one foot from a living tree, his hands behind his back and a calm halo around his head. He is not suffering; he has chosen this pause. The Hanged Man asks you to stop struggling and see the situation from a completely different angle. Progress may be on hold, but the waiting is meaningful. Let go of control, accept a short-term sacrifice, and use this time for reflection. The insight you gain will make your next move far wiser.',
      'एक व्यक्ति हरे-भरे पेड़ से एक पैर के सहारे उल्टा लटका है; उसके हाथ पीठ के पीछे हैं और सिर के चारों ओर शांत प्रभामंडल है। वह कष्ट में नहीं है; यह ठहराव उसने स्वयं चुना है। लटका हुआ व्यक्ति कहता है कि संघर्ष रोकें और स्थिति को बिल्कुल अलग कोण से देखें। प्रगति भले रुकी हो, पर यह प्रतीक्षा सार्थक है। नियंत्रण छोड़ें, थोड़े समय का त्याग स्वीकारें और इस समय का उपयोग मनन के लिए करें। जो समझ मिलेगी, वह आपका अगला क़दम कहीं अधिक समझदारी भरा बनाएगी।',
    ),
    reversed: b(
      'Reversed, the Hanged Man shows a pause that has turned into stagnation. You may be delaying a decision out of fear, waiting for others to act, or making sacrifices that no longer serve any purpose. Sometimes it points to martyrdom: giving endlessly while resenting it. The card asks you to recognise what you are holding on to and why. Either accept the situation fully or take action to change it. Staying suspended in between only drains your energy. Decide, and movement will follow.',
      'उल्टा लटका हुआ व्यक्ति दिखाता है कि ठहराव अब जड़ता बन गया है। हो सकता है आप भय के कारण निर्णय टाल रहे हों, दूसरों के क़दम उठाने की प्रतीक्षा कर रहे हों, या ऐसे त्याग कर रहे हों जिनका अब कोई अर्थ नहीं। कभी यह शहीद-भाव की ओर इशारा करता है: मन में कड़वाहट रखते हुए भी लगातार देते रहना। यह कार्ड कहता है कि पहचानें आप किस चीज़ को पकड़े हुए हैं और क्यों। या तो स्थिति को पूरी तरह स्वीकारें, या उसे बदलने के लिए क़दम उठाएँ। बीच में लटके रहना केवल ऊर्जा सोखता है। निर्णय लें, गति अपने-आप लौट आएगी।',
    ),
    aspects: {
      love: b(
        'A relationship in limbo; step back and see it from your partner’s point of view.',
        'अधर में लटका रिश्ता; एक क़दम पीछे हटें और उसे साथी की नज़र से देखें।',
      ),
      career: b(
        'Projects are on hold; use the pause to rethink strategy rather than force progress.',
        'काम रुके हुए हैं; ज़बरदस्ती आगे बढ़ाने के बजाय इस ठहराव में रणनीति पर फिर विचार करें।',
      ),
      finance: b(
        'Postpone major purchases and investments; wait for clarity.',
        'बड़ी ख़रीद और निवेश टालें; स्थिति साफ़ होने की प्रतीक्षा करें।',
      ),
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
    rev: [
      b('Resistance to change', 'बदलाव से इनकार'),
      b('Stagnation', 'जड़ता'),
      b('Fear of endings', 'अंत का भय'),
      b('Delayed transition', 'टलता परिवर्तन'),
    ],
    upright: b(
      'A skeleton in black armour rides a white horse, carrying a banner with a white rose, while a king lies fallen and a child and a bishop face him. On the horizon, the sun rises between two towers. Death rarely means physical death; it signifies the end of a chapter so that a new one can begin. A job, relationship, habit or belief may be completing its natural cycle. Release it with gratitude. Transformation can be uncomfortable, but it clears the ground for genuine renewal.',
      'काले कवच में एक कंकाल सफ़ेद घोड़े पर सवार है; उसके हाथ में सफ़ेद गुलाब वाला ध्वज है, सामने एक राजा गिरा पड़ा है और एक बच्चा तथा एक धर्माचार्य उसका सामना कर रहे हैं। क्षितिज पर दो मीनारों के बीच सूर्य उग रहा है। मृत्यु कार्ड का अर्थ शायद ही कभी शारीरिक मृत्यु होता है; यह एक अध्याय के अंत का संकेत है, ताकि नया शुरू हो सके। कोई नौकरी, रिश्ता, आदत या विश्वास अपना स्वाभाविक चक्र पूरा कर रहा हो सकता है। उसे कृतज्ञता से विदा करें। रूपांतरण असहज हो सकता है, पर वह सच्चे नवजीवन के लिए ज़मीन तैयार करता है।',
    ),
    reversed: b(
      'Reversed, Death shows change that is being resisted. You may be clinging to a situation that has clearly ended, afraid of what comes next, and the result is stagnation. Old patterns keep repeating because you have not let them go. The card asks for courage: acknowledge what is over, grieve if you need to, and open the door to the new. A transformation delayed is not a transformation avoided; it only becomes harder the longer you hold on. Let the old season close so that a new one can begin.',
      'उल्टा मृत्यु कार्ड ऐसे बदलाव को दिखाता है जिसका विरोध किया जा रहा है। हो सकता है आप ऐसी स्थिति से चिपके हों जो साफ़ तौर पर ख़त्म हो चुकी है, और आगे के डर से जड़ता आ गई हो। पुराने ढर्रे बार-बार लौटते हैं क्योंकि आपने उन्हें जाने नहीं दिया। यह कार्ड साहस माँगता है: जो बीत गया उसे स्वीकारें, ज़रूरत हो तो शोक मना लें, और नए के लिए द्वार खोलें। टला हुआ रूपांतरण टलता नहीं; जितनी देर पकड़े रहेंगे, वह उतना ही कठिन होता जाएगा। पुराने मौसम को विदा होने दें, ताकि नया आ सके।',
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
    up: [b('Balance', 'संतुलन'), b('Moderation', 'संयम'), b('Patience', 'धैर्य'), b('Healing', 'उपचार')],
    rev: [b('Imbalance', 'असंतुलन'), b('Excess', 'अति'), b('Impatience', 'अधीरता'), b('Conflict', 'टकराव')],
    upright: b(
      'A winged angel stands with one foot on land and one in water, pouring liquid between two cups in a steady, unbroken stream. A path leads to a glowing crown in the distance. Temperance is the art of balance and blending: combining opposites to create something better. This card asks for moderation, patience and calm cooperation. Healing, reconciliation and steady progress are favoured. Avoid extremes in work, food or emotion. When you move at a measured pace, everything falls into its right place.',
      'पंखों वाला एक देवदूत एक पैर धरती पर और एक जल में रखे खड़ा है, और दो प्यालों के बीच बिना टूटी, स्थिर धारा में जल उँडेल रहा है। दूर एक पगडंडी चमकते मुकुट तक जाती है। संयम संतुलन और मेल की कला है: विपरीत तत्वों को मिलाकर कुछ बेहतर रचना। यह कार्ड संयम, धैर्य और शांत सहयोग माँगता है। उपचार, सुलह और स्थिर प्रगति के योग हैं। काम, भोजन या भावनाओं में अति से बचें। जब आप नपी-तुली गति से चलते हैं, तो हर चीज़ अपनी सही जगह आ जाती है।',
    ),
    reversed: b(
      'Reversed, Temperance warns of imbalance and excess. You may be overworking, overspending, overeating or swinging between extremes of mood. Relationships may suffer from clashing priorities and a lack of compromise, and impatience may push you to force results. The card asks you to pause and recalibrate. Notice where you have lost moderation, and make small corrections rather than dramatic ones. Realign your actions with your deeper purpose, and harmony will gradually return. A slower, steadier rhythm will serve you far better than bursts of effort followed by exhaustion.',
      'उल्टा संयम असंतुलन और अति की चेतावनी देता है। हो सकता है आप ज़रूरत से अधिक काम, ख़र्च या भोजन कर रहे हों, या मन एक छोर से दूसरे छोर तक झूल रहा हो। टकराती प्राथमिकताओं और समझौते की कमी से रिश्ते प्रभावित हो सकते हैं, और अधीरता आपको ज़बरदस्ती परिणाम पाने को उकसा सकती है। यह कार्ड रुककर फिर से संतुलन साधने को कहता है। देखें कि कहाँ संयम छूटा है, और बड़े बदलावों के बजाय छोटे सुधार करें। अपने कर्मों को गहरे उद्देश्य से जोड़ें, सामंजस्य धीरे-धीरे लौट आएगा। एक धीमी, स्थिर लय आपका उन झटकों से कहीं बेहतर साथ देगी जिनके बाद थकावट आती है।',
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
    rev: [
      b('Release', 'मुक्ति'),
      b('Breaking free', 'बंधन तोड़ना'),
      b('Reclaiming power', 'अपनी शक्ति वापस पाना'),
      b('Facing your shadow', 'अपनी छाया का सामना'),
    ],
    upright: b(
      'A horned, bat-winged figure crouches on a pedestal, and chained before him stand a naked man and woman. Yet the chains around their necks are loose; they could lift them off. The Devil represents what holds us captive: addiction, obsession, unhealthy relationships, debt or fear. This card asks you to see the trap clearly and admit the part you play in staying there. Freedom is possible. Name what binds you, seek support, and take the first step toward reclaiming your own power.',
      'सींगों और चमगादड़ जैसे पंखों वाली एक आकृति चबूतरे पर बैठी है, और उसके सामने एक निर्वस्त्र पुरुष और स्त्री ज़ंजीरों में बँधे खड़े हैं। पर उनके गले की ज़ंजीरें ढीली हैं; वे चाहें तो उन्हें उतार सकते हैं। शैतान उन चीज़ों का प्रतीक है जो हमें बंदी बनाती हैं: लत, जुनून, अस्वस्थ रिश्ते, कर्ज़ या भय। यह कार्ड कहता है कि जाल को साफ़ देखें और स्वीकारें कि उसमें बने रहने में आपकी क्या भूमिका है। मुक्ति संभव है। जो आपको बाँध रहा है उसे पहचानें, सहारा माँगें, और अपनी शक्ति वापस पाने की ओर पहला क़दम उठाएँ।',
    ),
    reversed: b(
      'Reversed, the Devil signals release. You are beginning to recognise an unhealthy pattern and to find the strength to break it, whether it is a habit, a controlling relationship or a fear that has ruled your choices. The process takes honesty and can feel uncomfortable as hidden issues surface. Keep going. Seek help where needed, set firm boundaries and replace old compulsions with healthier routines. Each chain you remove returns a little more of your freedom and self-respect. Freedom, once tasted, becomes easier to choose.',
      'उल्टा शैतान मुक्ति का संकेत है। आप किसी अस्वस्थ ढर्रे को पहचानने लगे हैं और उसे तोड़ने की शक्ति पा रहे हैं, चाहे वह कोई आदत हो, नियंत्रण जमाने वाला रिश्ता हो या ऐसा डर जिसने आपके निर्णयों पर राज किया। इस प्रक्रिया में ईमानदारी लगती है और छिपे मुद्दे सतह पर आने से असहजता हो सकती है। डटे रहें। ज़रूरत हो तो मदद लें, दृढ़ सीमाएँ तय करें और पुरानी मजबूरियों की जगह स्वस्थ दिनचर्या अपनाएँ। हर टूटती ज़ंजीर आपकी स्वतंत्रता और आत्मसम्मान का कुछ और हिस्सा लौटा देती है। एक बार स्वतंत्रता का स्वाद मिल जाए, तो उसे चुनना आसान हो जाता है।',
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
    up: [
      b('Sudden upheaval', 'अचानक उथल-पुथल'),
      b('Revelation', 'सत्य का उजागर होना'),
      b('Collapse', 'ढहना'),
      b('Awakening', 'जागृति'),
    ],
    rev: [
      b('Disaster averted', 'टली हुई विपदा'),
      b('Fear of change', 'बदलाव का भय'),
      b('Delayed collapse', 'टला हुआ पतन'),
      b('Inner upheaval', 'भीतरी उथल-पुथल'),
    ],
    upright: b(
      'Lightning strikes a tall tower on a rocky peak, blasting off its crown; flames pour from the windows and two figures fall headlong. The Tower brings sudden, unexpected change that shakes false foundations. A revelation, a shock, a job loss or the collapse of a belief may feel devastating at first. Yet only what was built on illusion falls, and the truth that remains is solid ground. Do not cling to the ruins; let them go, and rebuild on honest, stronger foundations.',
      'चट्टानी चोटी पर खड़ी ऊँची मीनार पर बिजली गिरती है और उसका मुकुट उड़ जाता है; खिड़कियों से लपटें निकल रही हैं और दो व्यक्ति सिर के बल गिर रहे हैं। मीनार अचानक, अप्रत्याशित बदलाव लाती है जो झूठी नींव को हिला देता है। कोई रहस्योद्घाटन, झटका, नौकरी छूटना या किसी विश्वास का टूटना पहले विनाशकारी लग सकता है। पर गिरता वही है जो भ्रम पर बना था, और जो सत्य बचता है, वही ठोस ज़मीन है। खंडहरों से न चिपकें; उन्हें जाने दें और ईमानदार, मज़बूत नींव पर फिर निर्माण करें।',
    ),
    reversed: b(
      'Reversed, the Tower suggests a crisis narrowly avoided or a collapse you are postponing. You may sense that something must change but fear the disruption, so you patch the cracks instead of repairing the structure. Sometimes the upheaval is internal: a quiet but profound shift in beliefs or identity. The card advises you not to wait for the lightning. Make the necessary changes willingly and gradually now, and you can spare yourself a harder fall later. Gentle change chosen today is kinder than sudden change forced on you tomorrow.',
      'उल्टी मीनार बताती है कि कोई संकट बाल-बाल टला है या आप किसी पतन को टाल रहे हैं। हो सकता है आपको लगता हो कि कुछ बदलना ही होगा, पर उथल-पुथल के डर से आप ढाँचे की मरम्मत के बजाय दरारें भर रहे हों। कभी यह उथल-पुथल भीतरी होती है: विश्वासों या पहचान में शांत पर गहरा बदलाव। यह कार्ड सलाह देता है कि बिजली गिरने की प्रतीक्षा न करें। ज़रूरी बदलाव अभी स्वेच्छा से और धीरे-धीरे करें, तो बाद की कहीं कठोर गिरावट से बच सकते हैं। आज स्वेच्छा से चुना कोमल बदलाव कल के थोपे गए अचानक बदलाव से कहीं अधिक दयालु है।',
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
    rev: [
      b('Despair', 'निराशा'),
      b('Lost faith', 'खोया विश्वास'),
      b('Disconnection', 'अलगाव'),
      b('Discouragement', 'हताशा'),
    ],
    upright: b(
      'Beneath a great eight-pointed star and seven smaller ones, a naked woman kneels by a pool, pouring water from one jug into the pool and from the other onto the land. The Star arrives after the storm of the Tower, bringing hope, healing and quiet renewal. Your faith in life is being restored. This is a time to heal old wounds, follow your inspiration and trust that the universe is supporting you. Be open, generous and honest, and your wishes can gently come true.',
      'एक बड़े आठ-कोणीय तारे और सात छोटे तारों के नीचे एक निर्वस्त्र स्त्री ताल के किनारे घुटनों के बल बैठी है; वह एक घड़े का जल ताल में और दूसरे का धरती पर उँडेल रही है। तारा मीनार के तूफ़ान के बाद आता है और आशा, उपचार तथा शांत नवजीवन लाता है। जीवन में आपका विश्वास फिर जाग रहा है। यह पुराने घाव भरने, अपनी प्रेरणा के पीछे चलने और यह भरोसा रखने का समय है कि ब्रह्मांड आपका साथ दे रहा है। खुले, उदार और सच्चे रहें, तो आपकी इच्छाएँ सहज ही पूरी हो सकती हैं।',
    ),
    reversed: b(
      'Reversed, the Star shows hope that has dimmed. After disappointment, you may feel disconnected, discouraged or doubtful that things can improve, and you might stop taking care of yourself. The light has not gone out; it is only hidden by clouds. The card asks you to reconnect with whatever nourishes your spirit, whether that is prayer, nature, art or the company of kind people. Take small, faithful steps, and trust will slowly return. Even one small act of hope can rekindle the light within you.',
      'उल्टा तारा दिखाता है कि आशा मंद पड़ गई है। निराशा के बाद आप कटे हुए, हताश या इस संदेह में हो सकते हैं कि हालात सुधरेंगे, और शायद अपनी देखभाल भी छोड़ दें। प्रकाश बुझा नहीं है; बस बादलों में छिप गया है। यह कार्ड कहता है कि जो आपकी आत्मा को पोषण देता है, उससे फिर जुड़ें, चाहे वह प्रार्थना हो, प्रकृति हो, कला हो या दयालु लोगों का साथ। छोटे, आस्था भरे क़दम उठाएँ, भरोसा धीरे-धीरे लौट आएगा। आशा का एक छोटा-सा क़दम भी आपके भीतर का प्रकाश फिर जगा सकता है।',
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
    why: b(
      'Yes: your hope is well founded, and your wish can come true.',
      'हाँ: आपकी आशा सही है, और आपकी इच्छा पूरी हो सकती है।',
    ),
  },
  {
    slug: 'the-moon',
    name: b('The Moon', 'चंद्रमा'),
    up: [
      b('Illusion', 'भ्रम'),
      b('Intuition', 'अंतर्ज्ञान'),
      b('Uncertainty', 'अनिश्चितता'),
      b('The subconscious', 'अवचेतन मन'),
    ],
    rev: [
      b('Clarity returning', 'स्पष्टता की वापसी'),
      b('Fear released', 'भय से मुक्ति'),
      b('Truth revealed', 'सत्य का उजागर होना'),
      b('Confusion lifting', 'भ्रम छँटना'),
    ],
    upright: b(
      'A full moon with a solemn face shines between two towers, while a dog and a wolf howl at it and a crayfish crawls out of a pool onto a winding path. The Moon is the card of uncertainty, dreams and the subconscious. Things are not as they seem; fears, illusions or hidden motives may be distorting your view. Do not make major decisions in this fog. Instead, trust your intuition, pay attention to your dreams and wait for clearer light before moving forward.',
      'दो मीनारों के बीच गंभीर मुख वाला पूर्ण चंद्रमा चमक रहा है; एक कुत्ता और एक भेड़िया उसकी ओर मुँह उठाकर हुआँ-हुआँ कर रहे हैं, और एक झींगा ताल से निकलकर घुमावदार पगडंडी पर रेंग रहा है। चंद्रमा अनिश्चितता, सपनों और अवचेतन का कार्ड है। चीज़ें वैसी नहीं हैं जैसी दिखती हैं; भय, भ्रम या छिपे इरादे आपकी दृष्टि को धुंधला कर सकते हैं। इस धुंध में बड़े निर्णय न लें। अपने अंतर्ज्ञान पर भरोसा करें, सपनों पर ध्यान दें और आगे बढ़ने से पहले साफ़ रोशनी की प्रतीक्षा करें।',
    ),
    reversed: b(
      'Reversed, the Moon shows the fog beginning to lift. Confusion gives way to understanding, hidden facts come to light and fears that seemed huge lose their power. You may finally see through a deception, or recognise that an anxiety was never based on reality. At times the card points to inner turmoil that needs gentle attention rather than avoidance. Keep being honest with yourself, verify what you are told, and let clarity guide your next steps. The way ahead is becoming visible again.',
      'उल्टा चंद्रमा दिखाता है कि धुंध छँटने लगी है। भ्रम की जगह समझ आती है, छिपे तथ्य सामने आते हैं और बड़े लगने वाले भय अपनी शक्ति खो देते हैं। हो सकता है अंततः आप किसी छल को पहचान लें, या समझें कि कोई चिंता कभी यथार्थ पर आधारित थी ही नहीं। कभी-कभी यह कार्ड भीतरी बेचैनी की ओर इशारा करता है, जिसे टालने के बजाय कोमल ध्यान चाहिए। अपने प्रति ईमानदार रहें, जो बताया जाए उसे परखें, और स्पष्टता को अगले क़दमों की दिशा तय करने दें। आगे का रास्ता फिर से दिखने लगा है।',
    ),
    aspects: {
      love: b(
        'Mixed signals and uncertainty; do not assume, ask, and listen to your intuition.',
        'उलझे संकेत और अनिश्चितता; अनुमान न लगाएँ, पूछें, और अंतर्ज्ञान की सुनें।',
      ),
      career: b(
        'Unclear situations or hidden agendas at work; verify the facts before acting.',
        'कार्यस्थल पर अस्पष्ट हालात या छिपे इरादे; क़दम उठाने से पहले तथ्य परखें।',
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
    rev: [
      b('Temporary setbacks', 'अस्थायी रुकावटें'),
      b('Dampened enthusiasm', 'फीका उत्साह'),
      b('Overconfidence', 'अति-आत्मविश्वास'),
      b('Delayed success', 'देर से मिलने वाली सफलता'),
    ],
    upright: b(
      'A radiant sun shines over a garden of sunflowers, and a joyful child rides a white horse bareback, holding a bright red banner. The Sun is one of the most positive cards in the entire deck. It brings success, vitality, clarity and warmth. Relationships are happy, health is strong and efforts are well rewarded. You can be yourself without fear, and others will be drawn to your light. Celebrate your achievements, share your happiness generously and let optimism carry you forward.',
      'सूरजमुखी के बाग़ पर दीप्तिमान सूर्य चमक रहा है, और एक प्रसन्न बालक बिना काठी के सफ़ेद घोड़े पर सवार है, हाथ में चटक लाल ध्वज लिए। सूर्य पूरी गड्डी के सबसे शुभ कार्डों में से एक है। यह सफलता, प्राणशक्ति, स्पष्टता और गर्मजोशी लाता है। रिश्ते सुखी रहते हैं, स्वास्थ्य बलवान रहता है और प्रयासों का फल मिलता है। आप बिना डर के अपने असली रूप में रह सकते हैं, और लोग आपके प्रकाश की ओर खिंचे चले आएँगे। अपनी उपलब्धियों का उत्सव मनाएँ, अपनी ख़ुशी खुले दिल से बाँटें और आशावाद को आपको आगे ले जाने दें।',
    ),
    reversed: b(
      'Reversed, the Sun’s light is still present but partly hidden. Success may be delayed, plans may need adjusting, or you may be struggling to feel the joy in what you already have. Sometimes the card warns of overconfidence or unrealistic expectations. This is usually a passing cloud rather than a storm. Reconnect with simple pleasures, adjust your expectations, and keep going. The sun always rises again, and your optimism will return as the situation clears. Brighter days are closer than they seem.',
      'उल्टा होने पर सूर्य का प्रकाश रहता तो है, पर कुछ छिपा हुआ। सफलता में देर हो सकती है, योजनाओं में बदलाव करना पड़ सकता है, या जो पास है उसमें आनंद महसूस करना कठिन लग सकता है। कभी यह कार्ड अति-आत्मविश्वास या अवास्तविक अपेक्षाओं की चेतावनी देता है। आमतौर पर यह तूफ़ान नहीं, बस गुज़रता बादल है। सरल सुखों से फिर जुड़ें, अपेक्षाएँ ठीक करें और चलते रहें। सूर्य फिर उगता है, और स्थिति साफ़ होते ही आपका आशावाद लौट आएगा। उजले दिन जितने लगते हैं, उससे कहीं पास हैं।',
    ),
    aspects: {
      love: b(
        'Happy, warm and open love; a great sign for commitment, marriage or children.',
        'सुखी, गर्मजोशी भरा और खुला प्रेम; प्रतिबद्धता, विवाह या संतान के लिए उत्तम संकेत।',
      ),
      career: b(
        'Success, recognition and a chance to shine; your efforts pay off.',
        'सफलता, पहचान और चमकने का अवसर; आपके प्रयास रंग लाते हैं।',
      ),
      finance: b(
        'Prosperity and financial comfort; a good time for sound investments.',
        'समृद्धि और आर्थिक सुख; सोचे-समझे निवेश के लिए अच्छा समय।',
      ),
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
    up: [
      b('Awakening', 'जागृति'),
      b('Renewal', 'नवजीवन'),
      b('Inner calling', 'अंतरात्मा की पुकार'),
      b('Reckoning', 'आत्म-मूल्यांकन'),
    ],
    rev: [
      b('Self-doubt', 'आत्म-संदेह'),
      b('Ignoring the call', 'पुकार की अनदेखी'),
      b('Harsh self-judgement', 'स्वयं पर कठोरता'),
      b('Regret', 'पछतावा'),
    ],
    upright: b(
      'An angel blows a trumpet from the clouds, and men, women and children rise from their coffins with arms outstretched to answer the call. Judgement is the card of awakening and renewal. You are being called to rise to a higher version of yourself, to make peace with the past and to step into a new purpose. It is a time of reckoning: reflect honestly on your choices, forgive yourself and others, and then answer the call. A decisive new beginning awaits.',
      'बादलों से एक देवदूत तुरही बजा रहा है, और पुरुष, स्त्रियाँ और बच्चे अपने ताबूतों से उठकर बाहें फैलाए उस पुकार का उत्तर दे रहे हैं। निर्णय जागृति और नवजीवन का कार्ड है। आपको अपने ऊँचे रूप में उठने, अतीत से सुलह करने और नए उद्देश्य की ओर बढ़ने की पुकार मिल रही है। यह आत्म-मूल्यांकन का समय है: अपने चुनावों पर ईमानदारी से विचार करें, स्वयं को और दूसरों को क्षमा करें, फिर उस पुकार का उत्तर दें। एक निर्णायक नई शुरुआत आपकी प्रतीक्षा में है।',
    ),
    reversed: b(
      'Reversed, Judgement suggests you hear the call but hesitate to answer. Self-doubt, fear of criticism or guilt about the past may be holding you back. You might be judging yourself too harshly, or avoiding an honest look at lessons you need to learn. The card asks you to release regret and accept that mistakes are part of growth. Listen to your inner voice, make amends where needed, and allow yourself the second chance you would give anyone else. It is never too late to begin again.',
      'उल्टा निर्णय कार्ड बताता है कि आप पुकार सुन तो रहे हैं, पर उत्तर देने में हिचक रहे हैं। आत्म-संदेह, आलोचना का डर या अतीत का अपराध-बोध आपको रोक रहा हो सकता है। हो सकता है आप स्वयं को बहुत कठोरता से आँक रहे हों, या उन सबक़ों पर ईमानदार नज़र डालने से बच रहे हों जो सीखने ज़रूरी हैं। यह कार्ड कहता है कि पछतावा छोड़ें और मानें कि ग़लतियाँ विकास का हिस्सा हैं। अपनी अंतरात्मा की सुनें, जहाँ ज़रूरी हो भूल सुधारें, और स्वयं को वह दूसरा अवसर दें जो आप किसी और को देते। नई शुरुआत के लिए कभी देर नहीं होती।',
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
    rev: [
      b('Incompletion', 'अधूरापन'),
      b('Delays', 'देरी'),
      b('Lack of closure', 'अधूरा समापन'),
      b('Shortcuts', 'छोटे रास्ते'),
    ],
    upright: b(
      'A dancing figure, wrapped in a violet sash and holding two wands, floats within a great laurel wreath, while the four winged creatures watch from the corners. The World marks the successful completion of a major cycle. Goals are achieved, lessons are learnt and you feel whole and fulfilled. This card can also signal travel, recognition or a widening horizon. Celebrate what you have accomplished and honour the journey that brought you here, then prepare for the next chapter with confidence.',
      'बैंगनी दुपट्टे में लिपटी, दो छड़ियाँ थामे एक नाचती आकृति पत्तियों की विशाल विजय-माला के भीतर तैर रही है, और कोनों से पंखों वाले चार प्राणी उसे देख रहे हैं। संसार एक बड़े चक्र के सफल समापन का संकेत है। लक्ष्य पूरे होते हैं, सबक़ सीखे जाते हैं और आप संपूर्ण तथा संतुष्ट अनुभव करते हैं। यह कार्ड यात्रा, पहचान या फैलते क्षितिज का भी संकेत दे सकता है। अपनी उपलब्धियों का उत्सव मनाएँ, उस यात्रा का सम्मान करें जो आपको यहाँ तक लाई, फिर आत्मविश्वास के साथ अगले अध्याय की तैयारी करें।',
    ),
    reversed: b(
      'Reversed, the World shows that the finish line is near but not yet crossed. A project, relationship or phase may feel incomplete, or you may be seeking a closure that has not come. Perhaps shortcuts were taken, or a final step is being avoided. The card asks you to identify what remains unfinished and to complete it properly. Tie up loose ends, accept the lessons of this cycle, and you will soon be free to move on with a sense of true fulfilment.',
      'उल्टा संसार दिखाता है कि मंज़िल पास है, पर अभी पार नहीं हुई। कोई काम, रिश्ता या दौर अधूरा लग सकता है, या आप ऐसे समापन की तलाश में हों जो अभी नहीं आया। शायद कहीं छोटे रास्ते अपनाए गए, या अंतिम क़दम से बचा जा रहा है। यह कार्ड कहता है कि पहचानें क्या अधूरा है और उसे ठीक से पूरा करें। बिखरे सिरे समेटें, इस चक्र के सबक़ स्वीकारें, और जल्द ही आप सच्ची संतुष्टि के साथ आगे बढ़ने को स्वतंत्र होंगे।',
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
      finance: b(
        'Financial goals are met; a secure, settled position is reached.',
        'आर्थिक लक्ष्य पूरे होते हैं; सुरक्षित, स्थिर स्थिति प्राप्त होती है।',
      ),
      health: b(
        'Wholeness and wellbeing; a long treatment or recovery completes successfully.',
        'संपूर्ण स्वास्थ्य और कल्याण; लंबा उपचार या स्वास्थ्य-लाभ सफलतापूर्वक पूरा होता है।',
      ),
    },
    verdict: 'yes',
    why: b('Yes: completion and success are assured.', 'हाँ: पूर्णता और सफलता निश्चित है।'),
  },
];

// ---------------------------------------------------------------------------
// Minor arcana

/**
 * The yes/no convention we follow for the minor arcana (the tests check every card against it):
 * 1. Every Ace is Yes: a new beginning in its element.
 * 2. Every Five is No: loss, conflict or hardship in all four suits.
 * 3. Otherwise Wands, Cups and Pentacles lean Yes, and Swords, the suit of conflict and pain, leans No.
 * 4. Court cards follow their suit, except that the Swords court is Maybe: the outcome rests on the
 *    judgement of the person the card describes.
 * 5. Cards of pause, choice or unfinished effort are Maybe: the Seven and Nine of Wands, the Four and
 *    Seven of Cups, the Two, Four and Six of Swords, and the Two, Four and Seven of Pentacles.
 * 6. Cards of burden or walking away are No even in a Yes suit: the Ten of Wands and the Eight of Cups.
 */
export function minorVerdictRule(suit: Suit, rank: Rank): Verdict {
  if (rank === 'ace') return 'yes';
  if (rank === 'five') return 'no';
  const maybe: Record<Suit, readonly Rank[]> = {
    wands: ['seven', 'nine'],
    cups: ['four', 'seven'],
    swords: ['two', 'four', 'six', 'page', 'knight', 'queen', 'king'],
    pentacles: ['two', 'four', 'seven'],
  };
  const no: Record<Suit, readonly Rank[]> = { wands: ['ten'], cups: ['eight'], swords: [], pentacles: [] };
  if (maybe[suit].includes(rank)) return 'maybe';
  if (no[suit].includes(rank)) return 'no';
  return suit === 'swords' ? 'no' : 'yes';
}

interface MinorRow {
  up: Bilingual[];
  rev: Bilingual[];
  upright: Bilingual;
  reversed: Bilingual;
  verdict: Verdict;
  why: Bilingual;
}

/** Each suit's fourteen cards in RANK_ORDER: Ace to Ten, Page, Knight, Queen, King. */
const MINOR_ROWS: Readonly<Record<Suit, readonly MinorRow[]>> = {
  wands: [
    {
      up: [b('Inspiration', 'प्रेरणा'), b('New venture', 'नया उद्यम'), b('Creative spark', 'सृजन की चिंगारी')],
      rev: [b('Delays', 'देरी'), b('Lack of motivation', 'प्रेरणा की कमी'), b('False start', 'ग़लत शुरुआत')],
      upright: b(
        'A hand emerges from a cloud holding a sprouting wand. This is a burst of inspiration and energy: a new project, idea, business or passion is ready to begin. Act while the spark is bright. Your enthusiasm is contagious, and bold first steps taken now can grow into something significant.',
        'बादल से निकला एक हाथ अंकुरित छड़ी थामे है। यह प्रेरणा और ऊर्जा का उफान है: कोई नई परियोजना, विचार, व्यापार या जुनून शुरू होने को तैयार है। चिंगारी के चमकते रहते ही क़दम उठाएँ। आपका उत्साह दूसरों में भी फैलता है, और अभी उठाए साहसी क़दम किसी बड़ी चीज़ में बदल सकते हैं।',
      ),
      reversed: b(
        'Reversed, the spark struggles to catch. Ideas may stall, motivation may fade or a project may start without direction. Do not force it. Clarify what truly excites you, remove distractions and wait for the right moment; a delayed beginning is better than a wasted one.',
        'उल्टा होने पर चिंगारी सुलग नहीं पाती। विचार अटक सकते हैं, प्रेरणा फीकी पड़ सकती है या कोई काम बिना दिशा के शुरू हो सकता है। ज़बरदस्ती न करें। स्पष्ट करें कि सचमुच आपको क्या उत्साहित करता है, भटकाव हटाएँ और सही समय की प्रतीक्षा करें; व्यर्थ शुरुआत से देर से हुई शुरुआत बेहतर है।',
      ),
      verdict: 'yes',
      why: b('Yes: a fresh, energetic start is favoured.', 'हाँ: नई, ऊर्जावान शुरुआत अनुकूल है।'),
    },
    {
      up: [b('Planning', 'योजना'), b('Future vision', 'भविष्य की दृष्टि'), b('Decisions', 'निर्णय')],
      rev: [
        b('Fear of the unknown', 'अनजाने का भय'),
        b('Poor planning', 'कमज़ोर योजना'),
        b('Playing safe', 'सुरक्षित दायरे में रहना'),
      ],
      upright: b(
        'A man stands on a castle wall holding a small globe, one wand in his hand and another fixed beside him. Having begun, you now plan the wider journey. Look beyond familiar territory, weigh your options and make a bold decision about the future. Travel or expansion may be part of it.',
        'एक व्यक्ति क़िले की दीवार पर छोटा-सा ग्लोब थामे खड़ा है; एक छड़ी उसके हाथ में है और दूसरी पास में गड़ी है। शुरुआत हो चुकी है, अब बड़ी यात्रा की योजना बनानी है। जाने-पहचाने दायरे से आगे देखें, विकल्प तौलें और भविष्य के बारे में साहसी निर्णय लें। यात्रा या विस्तार भी इसका हिस्सा हो सकता है।',
      ),
      reversed: b(
        'Reversed, fear of the unknown keeps you within safe walls. Plans may lack depth, or you may be avoiding a decision that would take you further. Define your goals, research your options and take one concrete step; staying comfortable will not bring the growth you want.',
        'उल्टा होने पर अनजाने का भय आपको सुरक्षित दीवारों के भीतर रोके रखता है। योजनाओं में गहराई की कमी हो सकती है, या आप ऐसे निर्णय से बच रहे हों जो आपको आगे ले जाता। लक्ष्य तय करें, विकल्पों की जानकारी जुटाएँ और एक ठोस क़दम उठाएँ; आरामदायक दायरे में रहकर वह विकास नहीं मिलेगा जो आप चाहते हैं।',
      ),
      verdict: 'yes',
      why: b('Yes: plan carefully and move ahead with confidence.', 'हाँ: सोच-समझकर योजना बनाएँ और आत्मविश्वास से आगे बढ़ें।'),
    },
    {
      up: [b('Expansion', 'विस्तार'), b('Foresight', 'दूरदर्शिता'), b('Progress', 'प्रगति')],
      rev: [b('Delays', 'देरी'), b('Obstacles', 'बाधाएँ'), b('Limited vision', 'सीमित दृष्टि')],
      upright: b(
        'A figure stands on a cliff watching ships sail across the sea, three wands planted around him. Your efforts are under way and results are on the horizon. Expansion, trade, travel or opportunities from afar are favoured. Keep your vision wide and prepare for growth as your plans come home to port.',
        'एक व्यक्ति चट्टान पर खड़ा समुद्र पार जाते जहाज़ों को देख रहा है; उसके चारों ओर तीन छड़ियाँ गड़ी हैं। आपके प्रयास गति पकड़ चुके हैं और परिणाम क्षितिज पर हैं। विस्तार, व्यापार, यात्रा या दूर से आने वाले अवसर अनुकूल हैं। दृष्टि व्यापक रखें और बढ़त के लिए तैयार रहें, क्योंकि आपकी योजनाएँ किनारे लगने वाली हैं।',
      ),
      reversed: b(
        'Reversed, progress is slower than hoped. Delays, setbacks or a lack of foresight may frustrate your plans, and the ships seem slow to return. Review your strategy, be patient with the process and check whether you have planned for obstacles. A wider view will reveal another route.',
        'उल्टा होने पर प्रगति उम्मीद से धीमी रहती है। देरी, रुकावटें या दूरदर्शिता की कमी योजनाओं में खलल डाल सकती हैं, और जहाज़ लौटने में देर लगती दिखती है। अपनी रणनीति की समीक्षा करें, धैर्य रखें और देखें कि बाधाओं के लिए तैयारी की है या नहीं। व्यापक दृष्टि कोई दूसरा रास्ता दिखा देगी।',
      ),
      verdict: 'yes',
      why: b('Yes: your efforts are moving toward success.', 'हाँ: आपके प्रयास सफलता की ओर बढ़ रहे हैं।'),
    },
    {
      up: [b('Celebration', 'उत्सव'), b('Homecoming', 'घर वापसी'), b('Harmony', 'सामंजस्य')],
      rev: [
        b('Instability at home', 'घर में अस्थिरता'),
        b('Cancelled plans', 'रद्द योजनाएँ'),
        b('Lack of support', 'सहयोग की कमी'),
      ],
      upright: b(
        'Four wands hold up a garland of flowers while two figures raise bouquets before a castle. This is a card of celebration, homecoming and stable happiness. Weddings, family gatherings, a new home or a milestone reached are likely. Enjoy the harmony you have built and share it with those you love.',
        'चार छड़ियाँ फूलों की माला थामे हैं और एक क़िले के सामने दो व्यक्ति गुलदस्ते उठाए हैं। यह उत्सव, घर वापसी और स्थिर सुख का कार्ड है। विवाह, पारिवारिक मिलन, नया घर या किसी पड़ाव तक पहुँचने के योग हैं। जो सामंजस्य आपने बनाया है, उसका आनंद लें और उसे अपनों के साथ बाँटें।',
      ),
      reversed: b(
        'Reversed, celebrations may be postponed or family harmony disturbed. You might feel unsettled at home, unsupported by loved ones or unsure where you belong. The foundations are still there; open communication and small acts of togetherness can restore the sense of home.',
        'उल्टा होने पर उत्सव टल सकते हैं या परिवार का सामंजस्य बिगड़ सकता है। हो सकता है घर में आप अस्थिर महसूस करें, अपनों का सहारा न मिले, या समझ न आए कि आप कहाँ के हैं। नींव अब भी मौजूद है; खुली बातचीत और साथ बिताए छोटे-छोटे पल घर जैसा अपनापन लौटा सकते हैं।',
      ),
      verdict: 'yes',
      why: b('Yes: a joyful, settled outcome worth celebrating.', 'हाँ: उत्सव मनाने योग्य सुखद, स्थिर परिणाम।'),
    },
    {
      up: [b('Conflict', 'संघर्ष'), b('Competition', 'प्रतिस्पर्धा'), b('Disagreement', 'मतभेद')],
      rev: [b('Resolution', 'समाधान'), b('Avoiding conflict', 'टकराव से बचना'), b('Cooperation', 'सहयोग')],
      upright: b(
        'Five young men wave their wands at one another in a chaotic scuffle. Competition, arguments or clashing egos are making progress difficult. Not every battle is serious, but energy is being wasted. Listen, find common ground and channel rivalry into healthy effort rather than constant friction.',
        'पाँच युवक अव्यवस्थित हाथापाई में एक-दूसरे पर छड़ियाँ भाँज रहे हैं। प्रतिस्पर्धा, बहस या टकराते अहं प्रगति को कठिन बना रहे हैं। हर लड़ाई गंभीर नहीं होती, पर ऊर्जा व्यर्थ जा रही है। सुनें, साझा आधार खोजें, और प्रतिद्वंद्विता को लगातार घर्षण के बजाय स्वस्थ प्रयास में बदलें।',
      ),
      reversed: b(
        'Reversed, conflict begins to ease. Tensions may be resolved through compromise, or you may choose to step away from a pointless fight. Still, do not avoid disagreements that need honest discussion. Cooperation now brings more than competition. Speak plainly and listen well.',
        'उल्टा होने पर संघर्ष कम होने लगता है। समझौते से तनाव सुलझ सकता है, या आप किसी व्यर्थ लड़ाई से हटने का चुनाव कर सकते हैं। फिर भी उन मतभेदों से न बचें जिन पर ईमानदार चर्चा ज़रूरी है। इस समय प्रतिस्पर्धा से अधिक सहयोग देगा। साफ़ बोलें और ध्यान से सुनें।',
      ),
      verdict: 'no',
      why: b('No: too much conflict stands in the way right now.', 'नहीं: अभी रास्ते में बहुत अधिक संघर्ष है।'),
    },
    {
      up: [b('Victory', 'विजय'), b('Recognition', 'पहचान'), b('Public success', 'सार्वजनिक सफलता')],
      rev: [b('Lack of recognition', 'पहचान न मिलना'), b('Ego', 'अहंकार'), b('Fall from grace', 'प्रतिष्ठा में गिरावट')],
      upright: b(
        'A rider crowned with a laurel wreath parades on a white horse through a cheering crowd. Success is here and others are noticing. Promotions, awards, good results or public praise are likely. Accept recognition graciously, thank those who helped you and let this confidence fuel your next goal.',
        'विजय-माला पहने एक घुड़सवार सफ़ेद घोड़े पर जयकार करती भीड़ के बीच से निकल रहा है। सफलता आ गई है और लोग उसे देख रहे हैं। पदोन्नति, पुरस्कार, अच्छे परिणाम या सार्वजनिक प्रशंसा के योग हैं। सम्मान को विनम्रता से स्वीकारें, मदद करने वालों का धन्यवाद करें, और इस आत्मविश्वास को अगले लक्ष्य की ऊर्जा बनाएँ।',
      ),
      reversed: b(
        'Reversed, recognition is delayed or success feels hollow. You may feel overlooked, or pride may be alienating your supporters. Sometimes it warns of seeking approval too much. Focus on the quality of your work rather than applause; genuine results will be noticed in time.',
        'उल्टा होने पर पहचान मिलने में देर होती है या सफलता खोखली लगती है। हो सकता है आपको अनदेखा महसूस हो, या अभिमान समर्थकों को दूर कर रहा हो। कभी यह स्वीकृति की अति चाह की चेतावनी देता है। तालियों के बजाय काम की गुणवत्ता पर ध्यान दें; सच्चे परिणाम समय पर दिखेंगे।',
      ),
      verdict: 'yes',
      why: b('Yes: victory and recognition are coming.', 'हाँ: विजय और पहचान आ रही है।'),
    },
    {
      up: [b('Perseverance', 'डटे रहना'), b('Defending your position', 'अपने पक्ष की रक्षा'), b('Challenge', 'चुनौती')],
      rev: [b('Giving up', 'हार मान लेना'), b('Overwhelm', 'बोझ से दबना'), b('Feeling attacked', 'घिरा हुआ महसूस करना')],
      upright: b(
        'A man on high ground fends off six wands rising from below. You have earned your position, and now others challenge it. Stand firm, defend your beliefs and hold your ground with courage. The advantage is yours if you stay determined and do not give in to pressure.',
        'ऊँची जगह पर खड़ा एक व्यक्ति नीचे से उठती छह छड़ियों को रोक रहा है। आपने अपनी जगह कमाई है, और अब दूसरे उसे चुनौती दे रहे हैं। दृढ़ रहें, अपने विश्वासों की रक्षा करें और साहस से अपनी जगह पर टिके रहें। संकल्प बनाए रखें और दबाव में न झुकें, तो बढ़त आपकी ही है।',
      ),
      reversed: b(
        'Reversed, the pressure feels like too much. You may be tempted to give up, or you may be fighting battles that are not worth it. Choose which positions truly matter, ask for support and let go of the rest; exhaustion helps no one.',
        'उल्टा होने पर दबाव असहनीय लगने लगता है। हार मान लेने का मन हो सकता है, या आप ऐसी लड़ाइयाँ लड़ रहे हों जो उसके योग्य नहीं। तय करें कि कौन-से मोर्चे सचमुच मायने रखते हैं, सहायता माँगें और बाक़ी छोड़ दें; थकावट किसी के काम नहीं आती।',
      ),
      verdict: 'maybe',
      why: b('Maybe: success is possible, but only if you hold your ground.', 'शायद: सफलता संभव है, पर तभी जब आप डटे रहें।'),
    },
    {
      up: [b('Speed', 'तेज़ी'), b('Swift action', 'त्वरित क़दम'), b('Messages', 'संदेश')],
      rev: [b('Delays', 'देरी'), b('Frustration', 'झुँझलाहट'), b('Haste', 'हड़बड़ी')],
      upright: b(
        'Eight wands fly through a clear sky over open country, all in the same direction. Events are moving quickly now. Expect news, messages, travel or rapid progress on plans that were stuck. Act promptly, keep communication clear and ride the momentum while it lasts.',
        'आठ छड़ियाँ खुले मैदान के ऊपर साफ़ आकाश में एक ही दिशा में उड़ रही हैं। अब घटनाएँ तेज़ी से घट रही हैं। समाचार, संदेश, यात्रा या अटकी योजनाओं में तेज़ प्रगति की आशा रखें। तुरंत क़दम उठाएँ, संवाद स्पष्ट रखें और जब तक गति बनी है, उसका लाभ उठाएँ।',
      ),
      reversed: b(
        'Reversed, momentum slows or scatters. Delays, missed messages and stalled plans can be frustrating, and hasty decisions may backfire. Slow down enough to check the details, follow up on communication and wait for the right timing before pushing forward. Good things are still on their way.',
        'उल्टा होने पर गति धीमी पड़ती है या बिखर जाती है। देरी, छूटे संदेश और अटकी योजनाएँ झुँझलाहट दे सकती हैं, और जल्दबाज़ी के निर्णय उल्टे पड़ सकते हैं। ब्योरे जाँचने भर को धीमे चलें, संदेशों पर ध्यान दें और आगे बढ़ने से पहले सही समय की प्रतीक्षा करें। अच्छी ख़बरें अब भी रास्ते में हैं।',
      ),
      verdict: 'yes',
      why: b('Yes: and it may happen faster than you expect.', 'हाँ: और यह आपकी अपेक्षा से जल्दी हो सकता है।'),
    },
    {
      up: [b('Resilience', 'सहनशक्ति'), b('Persistence', 'लगन'), b('Last stand', 'अंतिम मोर्चा')],
      rev: [b('Exhaustion', 'थकावट'), b('Defensiveness', 'हर समय बचाव की मुद्रा'), b('Giving up', 'हार मानना')],
      upright: b(
        'A wounded man leans on his wand, warily eyeing the eight others that stand like a fence behind him. You have been through a lot and may feel weary, but you are close to the finish. Stay alert, protect what you have built and push through this final test with resilience.',
        'एक घायल व्यक्ति अपनी छड़ी के सहारे खड़ा है और पीछे बाड़ की तरह खड़ी आठ छड़ियों को सतर्क नज़र से देख रहा है। आप बहुत कुछ झेल चुके हैं और थके हो सकते हैं, पर मंज़िल पास है। सजग रहें, जो बनाया है उसकी रक्षा करें और सहनशक्ति से इस अंतिम परीक्षा को पार करें।',
      ),
      reversed: b(
        'Reversed, exhaustion or constant defensiveness is taking its toll. You may feel you cannot go on, or you may suspect everyone around you. Rest, accept help and ask whether the battle still deserves your energy; persistence works best when balanced with self-care.',
        'उल्टा होने पर थकावट या हर समय बचाव की मुद्रा भारी पड़ने लगती है। हो सकता है लगे कि अब और नहीं चल पाएँगे, या आसपास सब पर शक होने लगे। विश्राम करें, मदद स्वीकारें और सोचें कि क्या यह लड़ाई अब भी आपकी ऊर्जा के योग्य है; लगन अपनी देखभाल के साथ ही सबसे अच्छा काम करती है।',
      ),
      verdict: 'maybe',
      why: b(
        'Maybe: you can succeed, but it will take one more push.',
        'शायद: सफलता मिल सकती है, पर एक और ज़ोर लगाना होगा।',
      ),
    },
    {
      up: [b('Burden', 'बोझ'), b('Overwork', 'अत्यधिक काम'), b('Responsibility', 'ज़िम्मेदारी')],
      rev: [b('Putting burdens down', 'बोझ उतारना'), b('Delegation', 'काम बाँटना'), b('Burnout', 'थककर चूर होना')],
      upright: b(
        'A man trudges toward a town, bent under the weight of ten wands that block his view. Success has brought heavy responsibilities, and you may be carrying more than your share. The goal is near, but ask which loads are truly yours; delegate, simplify and protect your health.',
        'एक व्यक्ति दस छड़ियों के बोझ से झुका हुआ नगर की ओर घिसट रहा है; छड़ियों से उसका आगे का दृश्य ढका है। सफलता भारी ज़िम्मेदारियाँ ले आई है, और हो सकता है आप अपने हिस्से से अधिक ढो रहे हों। लक्ष्य पास है, पर पूछें कि कौन-सा बोझ सचमुच आपका है; काम बाँटें, सरल करें और स्वास्थ्य बचाएँ।',
      ),
      reversed: b(
        'Reversed, you are either collapsing under the load or finally putting some of it down. Burnout is a real risk if nothing changes. Say no where needed, share duties and release obligations that no longer serve you; lighter shoulders will carry you further.',
        'उल्टा होने पर या तो आप बोझ के नीचे टूट रहे हैं, या आख़िरकार उसका कुछ हिस्सा नीचे रख रहे हैं। कुछ न बदला तो थककर चूर हो जाना तय है। जहाँ ज़रूरी हो, मना करें, ज़िम्मेदारियाँ बाँटें और उन दायित्वों को छोड़ें जो अब काम के नहीं; हल्के कंधे आपको दूर तक ले जाएँगे।',
      ),
      verdict: 'no',
      why: b(
        'No: the burden is too heavy as things stand; lighten the load first.',
        'नहीं: मौजूदा हालात में बोझ बहुत भारी है; पहले उसे हल्का करें।',
      ),
    },
    {
      up: [b('Enthusiasm', 'उत्साह'), b('Exploration', 'खोज'), b('Good news', 'शुभ समाचार')],
      rev: [b('Impatience', 'अधीरता'), b('Lack of direction', 'दिशाहीनता'), b('Unfinished ideas', 'अधूरे विचार')],
      upright: b(
        'A young man in a desert landscape gazes with wonder at the sprouting wand he holds. A curious, enthusiastic energy arrives, often as exciting news or a new interest. Explore freely, learn something new and follow the ideas that light you up, even if the path is not yet clear.',
        'रेगिस्तानी भूदृश्य में खड़ा एक युवक हाथ में थामी अंकुरित छड़ी को विस्मय से देख रहा है। जिज्ञासा और उत्साह भरी ऊर्जा आती है, अक्सर किसी रोमांचक समाचार या नई रुचि के रूप में। खुलकर खोजें, कुछ नया सीखें और उन विचारों के पीछे चलें जो आपको उजाले से भर देते हैं, भले राह अभी साफ़ न हो।',
      ),
      reversed: b(
        'Reversed, enthusiasm burns out quickly. You may jump between ideas without finishing any, or news may be delayed. Restlessness and impatience can lead to careless choices. Choose one passion, give it steady attention and let your excitement mature into skill.',
        'उल्टा होने पर उत्साह जल्दी बुझ जाता है। हो सकता है आप एक विचार से दूसरे पर कूदते रहें और कोई पूरा न करें, या समाचार आने में देर हो। बेचैनी और अधीरता लापरवाह चुनाव करा सकती हैं। एक रुचि चुनें, उस पर लगातार ध्यान दें और अपने उत्साह को कौशल में पकने दें।',
      ),
      verdict: 'yes',
      why: b('Yes: exciting news or a promising start is on the way.', 'हाँ: रोमांचक समाचार या आशाजनक शुरुआत रास्ते में है।'),
    },
    {
      up: [b('Action', 'कर्म'), b('Adventure', 'साहसिक यात्रा'), b('Passion', 'जोश')],
      rev: [b('Recklessness', 'लापरवाही'), b('Impulsiveness', 'आवेग'), b('Frustration', 'खीझ')],
      upright: b(
        'A knight whose tunic is patterned with salamanders charges forward on a rearing horse. Bold, passionate energy drives you to act now. Travel, a move or an adventurous new project is favoured. Your confidence is inspiring; just make sure your enthusiasm is matched by a basic plan.',
        'सैलामैंडर के चिह्नों वाला अंगरखा पहने एक घुड़सवार अगले पैरों पर उठे घोड़े पर आगे झपट रहा है। साहसी, जोशीली ऊर्जा आपको अभी कर्म के लिए प्रेरित करती है। यात्रा, स्थान-परिवर्तन या कोई साहसिक नया काम अनुकूल है। आपका आत्मविश्वास प्रेरणादायक है; बस ध्यान रखें कि उत्साह के साथ एक बुनियादी योजना भी हो।',
      ),
      reversed: b(
        'Reversed, passion becomes haste. You may rush into things, lose your temper or abandon projects midway. Delays in travel or plans can frustrate you. Slow down, think before acting and channel your fire into one clear direction instead of many.',
        'उल्टा होने पर जोश जल्दबाज़ी बन जाता है। हो सकता है आप बिना सोचे कूद पड़ें, आपा खो दें या काम बीच में छोड़ दें। यात्रा या योजनाओं में देरी खीझ दिला सकती है। धीमे चलें, करने से पहले सोचें, और अपनी आग को अनेक दिशाओं के बजाय एक स्पष्ट दिशा में लगाएँ।',
      ),
      verdict: 'yes',
      why: b('Yes: act boldly, and momentum will carry you.', 'हाँ: साहस से क़दम उठाएँ, गति आपको आगे ले जाएगी।'),
    },
    {
      up: [b('Confidence', 'आत्मविश्वास'), b('Warmth', 'गर्मजोशी'), b('Determination', 'संकल्प')],
      rev: [b('Jealousy', 'ईर्ष्या'), b('Insecurity', 'असुरक्षा'), b('Demanding nature', 'अधिक अपेक्षाएँ')],
      upright: b(
        'A queen sits on a throne decorated with lions, holding a sunflower, with a black cat at her feet. She is confident, warm, vibrant and independent. Embody her energy: take the lead, express yourself boldly and inspire others. Your charisma and determination can open many doors now.',
        'सिंहों से सजे सिंहासन पर एक रानी सूरजमुखी थामे बैठी है, और उसके पैरों के पास काली बिल्ली है। वह आत्मविश्वासी, स्नेहमयी, ऊर्जावान और स्वतंत्र है। उसकी ऊर्जा अपनाएँ: आगे बढ़कर नेतृत्व करें, खुलकर अपनी बात कहें और दूसरों को प्रेरित करें। इस समय आपका आकर्षण और संकल्प कई द्वार खोल सकता है।',
      ),
      reversed: b(
        'Reversed, her fire turns inward or becomes harsh. Self-doubt, jealousy or a demanding attitude may surface, and you might feel burnt out from doing everything yourself. Reconnect with what gives you joy, rebuild your confidence and lead with generosity rather than control.',
        'उल्टा होने पर उसकी आग भीतर मुड़ जाती है या कठोर हो जाती है। आत्म-संदेह, ईर्ष्या या दूसरों से अधिक अपेक्षाएँ उभर सकती हैं, और सब कुछ अकेले करते-करते आप थक सकते हैं। जो आनंद देता है उससे फिर जुड़ें, आत्मविश्वास लौटाएँ और नियंत्रण के बजाय उदारता से नेतृत्व करें।',
      ),
      verdict: 'yes',
      why: b('Yes: confidence and warmth will win the day.', 'हाँ: आत्मविश्वास और गर्मजोशी जीत दिलाएँगे।'),
    },
    {
      up: [b('Visionary leadership', 'दूरदर्शी नेतृत्व'), b('Enterprise', 'उद्यमशीलता'), b('Honour', 'सम्मान')],
      rev: [
        b('Arrogance', 'दंभ'),
        b('Impulsive decisions', 'आवेगी निर्णय'),
        b('Unrealistic expectations', 'अवास्तविक अपेक्षाएँ'),
      ],
      upright: b(
        'A king sits on a throne carved with lions and salamanders, holding a flowering wand and looking into the distance. He is the visionary leader and entrepreneur. Think big, take charge of your plans and inspire others by your example. Bold, well-directed action brings lasting success now.',
        'सिंहों और सैलामैंडरों से उकेरे सिंहासन पर एक राजा फूलती छड़ी थामे दूर तक देख रहा है। वह दूरदर्शी नेता और उद्यमी है। बड़ा सोचें, अपनी योजनाओं की बागडोर सँभालें और अपने उदाहरण से दूसरों को प्रेरित करें। इस समय साहसी और सही दिशा में किया गया कर्म स्थायी सफलता लाता है।',
      ),
      reversed: b(
        'Reversed, leadership slips into arrogance or impulsiveness. Expectations may be unrealistic, and decisions made in haste can alienate your team. Listen to advice, temper ambition with patience and lead through respect rather than force, so that people follow you willingly.',
        'उल्टा होने पर नेतृत्व दंभ या आवेग में फिसल जाता है। अपेक्षाएँ अवास्तविक हो सकती हैं, और जल्दबाज़ी के निर्णय आपके दल को दूर कर सकते हैं। सलाह सुनें, महत्वाकांक्षा को धैर्य से संतुलित करें और बल से नहीं, सम्मान से नेतृत्व करें, ताकि लोग मन से आपके पीछे चलें।',
      ),
      verdict: 'yes',
      why: b('Yes: take the lead, and success will follow.', 'हाँ: नेतृत्व करें, सफलता पीछे-पीछे आएगी।'),
    },
  ],
  cups: [
    {
      up: [b('New love', 'नया प्रेम'), b('Compassion', 'करुणा'), b('Emotional fulfilment', 'भावनात्मक तृप्ति')],
      rev: [b('Blocked emotions', 'भावनाओं में रुकावट'), b('Emptiness', 'ख़ालीपन'), b('Repressed feelings', 'दबी भावनाएँ')],
      upright: b(
        'A hand from a cloud offers an overflowing cup, with a dove descending into it and water lilies below. Love, compassion and emotional renewal pour into your life. A new relationship, a deep friendship, a birth or a spiritual awakening may begin. Open your heart and receive.',
        'बादल से निकला एक हाथ छलकता प्याला दे रहा है; उसमें एक कबूतर उतर रहा है और नीचे जल-कुमुदिनियाँ खिली हैं। प्रेम, करुणा और भावनात्मक नवजीवन आपके जीवन में उमड़ रहे हैं। कोई नया रिश्ता, गहरी मित्रता, संतान का आगमन या आध्यात्मिक जागृति आरंभ हो सकती है। अपना हृदय खोलें और ग्रहण करें।',
      ),
      reversed: b(
        'Reversed, the cup is blocked or spilling empty. You may be holding back feelings, feeling unloved or giving without receiving. Begin with self-compassion: acknowledge what you feel, heal old hurts and let love in gently before pouring it out. Receiving matters as much as giving.',
        'उल्टा होने पर प्याला रुका हुआ या ख़ाली है। शायद आप भावनाएँ रोक रहे हों, प्रेम से वंचित महसूस कर रहे हों, या बिना पाए देते जा रहे हों। शुरुआत अपने प्रति करुणा से करें: भावनाएँ स्वीकारें, पुराने घाव भरें और प्रेम बाँटने से पहले उसे भीतर आने दें। पाना भी उतना ही ज़रूरी है जितना देना।',
      ),
      verdict: 'yes',
      why: b('Yes: love and good feeling flow toward you.', 'हाँ: प्रेम और शुभ भावनाएँ आपकी ओर बह रही हैं।'),
    },
    {
      up: [b('Partnership', 'साझेदारी'), b('Mutual attraction', 'परस्पर आकर्षण'), b('Unity', 'एकता')],
      rev: [b('Imbalance', 'असंतुलन'), b('Separation', 'अलगाव'), b('Miscommunication', 'ग़लतफ़हमी')],
      upright: b(
        'A young man and woman exchange cups beneath a winged lion’s head rising above the caduceus. This is the card of mutual love and partnership. A romance, a reconciliation or a strong business alliance is favoured. Respect, equality and attraction flow both ways now.',
        'एक युवक और युवती एक-दूसरे को प्याले दे रहे हैं; उनके ऊपर सर्प-दंड से उठता पंखों वाला सिंह-मुख है। यह परस्पर प्रेम और साझेदारी का कार्ड है। प्रेम-संबंध, सुलह या मज़बूत व्यापारिक गठबंधन अनुकूल है। इस समय सम्मान, समानता और आकर्षण दोनों ओर से बहते हैं।',
      ),
      reversed: b(
        'Reversed, the balance in a relationship is disturbed. Misunderstandings, unequal effort or cooling feelings may lead to distance or a breakup. Talk honestly, listen without blame and decide together whether the bond can be restored. Mutual respect is always the starting point.',
        'उल्टा होने पर रिश्ते का संतुलन बिगड़ जाता है। ग़लतफ़हमियाँ, असमान प्रयास या ठंडी पड़ती भावनाएँ दूरी या अलगाव तक ले जा सकती हैं। ईमानदारी से बात करें, दोष दिए बिना सुनें और मिलकर तय करें कि क्या यह बंधन फिर से जुड़ सकता है। परस्पर सम्मान ही हमेशा शुरुआत का बिंदु है।',
      ),
      verdict: 'yes',
      why: b('Yes: a mutual, harmonious connection.', 'हाँ: परस्पर और सामंजस्यपूर्ण जुड़ाव।'),
    },
    {
      up: [b('Friendship', 'मित्रता'), b('Celebration', 'उत्सव'), b('Community', 'समुदाय')],
      rev: [b('Overindulgence', 'अति भोग'), b('Gossip', 'कानाफूसी'), b('Feeling left out', 'अलग-थलग पड़ना')],
      upright: b(
        'Three women raise their cups in a joyful dance, surrounded by the fruits of the harvest. Friendship, celebration and community support mark this time. Reunions, parties, weddings or shared successes are likely. Enjoy good company and the happiness of belonging.',
        'तीन स्त्रियाँ फ़सल के फलों के बीच प्रसन्नता से नाचते हुए अपने प्याले उठाए हैं। यह समय मित्रता, उत्सव और समुदाय के सहयोग का है। पुनर्मिलन, दावतें, विवाह या साझा सफलताओं के योग हैं। अच्छी संगत और अपनेपन की ख़ुशी का आनंद लें।',
      ),
      reversed: b(
        'Reversed, the party may have gone too far, or the circle is not what it seems. Overindulgence, gossip or a third person interfering in a relationship may cause trouble, and you might feel left out. Choose your company wisely and celebrate in moderation.',
        'उल्टा होने पर उत्सव सीमा से आगे निकल सकता है, या मित्र-मंडली वैसी नहीं जैसी दिखती है। अति भोग, कानाफूसी या किसी रिश्ते में तीसरे व्यक्ति का दख़ल परेशानी ला सकता है, और आप स्वयं को अलग-थलग महसूस कर सकते हैं। संगत सोच-समझकर चुनें और संयम से उत्सव मनाएँ।',
      ),
      verdict: 'yes',
      why: b('Yes: a happy outcome to share with others.', 'हाँ: दूसरों के साथ बाँटने योग्य सुखद परिणाम।'),
    },
    {
      up: [b('Apathy', 'उदासीनता'), b('Contemplation', 'मनन'), b('Missed opportunity', 'छूटता अवसर')],
      rev: [b('Renewed interest', 'नई रुचि'), b('Acceptance', 'स्वीकार'), b('Moving on', 'आगे बढ़ना')],
      upright: b(
        'A young man sits under a tree, arms crossed, staring at three cups while ignoring a fourth offered by a hand from a cloud. Boredom, dissatisfaction or withdrawal may be blinding you to new opportunities. Reflection is useful, but look up: something worthwhile is being offered.',
        'एक युवक पेड़ के नीचे हाथ बाँधे बैठा है और सामने रखे तीन प्यालों को घूर रहा है; बादल से निकला हाथ उसे चौथा प्याला दे रहा है, पर उसका ध्यान नहीं। ऊब, असंतोष या अलगाव आपको नए अवसरों से अंधा कर सकते हैं। मनन उपयोगी है, पर नज़र उठाएँ: कुछ मूल्यवान सामने रखा है।',
      ),
      reversed: b(
        'Reversed, you are emerging from a period of apathy. Motivation returns, and you become ready to accept the offers or help you once ignored. Let go of what no longer satisfies you, and say yes to fresh possibilities as they arrive.',
        'उल्टा होने पर आप उदासीनता के दौर से बाहर आ रहे हैं। प्रेरणा लौटती है, और आप वे प्रस्ताव या मदद स्वीकारने को तैयार होते हैं जिन्हें पहले अनदेखा किया था। जो अब संतोष नहीं देता उसे छोड़ें, और आती हुई नई संभावनाओं को हाँ कहें।',
      ),
      verdict: 'maybe',
      why: b(
        'Maybe: reconsider what is being offered before you decide.',
        'शायद: निर्णय से पहले जो मिल रहा है, उस पर फिर से विचार करें।',
      ),
    },
    {
      up: [b('Loss', 'हानि'), b('Grief', 'शोक'), b('Regret', 'पछतावा')],
      rev: [b('Acceptance', 'स्वीकृति'), b('Moving on', 'आगे बढ़ना'), b('Forgiveness', 'क्षमा')],
      upright: b(
        'A cloaked figure mourns over three spilled cups, not yet noticing the two that still stand behind him. Disappointment, loss or regret is weighing on your heart. Allow yourself to grieve, but do not stay focused only on what is gone. Something valuable remains; turn around.',
        'चोगा ओढ़े एक व्यक्ति तीन लुढ़के प्यालों पर शोक कर रहा है; उसे अभी उन दो प्यालों का ध्यान नहीं जो पीछे अब भी खड़े हैं। निराशा, हानि या पछतावा आपके मन पर भारी है। स्वयं को शोक करने दें, पर केवल खोए हुए पर ही नज़र न टिकाएँ। कुछ मूल्यवान अब भी बचा है; मुड़कर देखें।',
      ),
      reversed: b(
        'Reversed, healing begins. You are ready to accept what happened, forgive yourself or others and look at what remains. Support from loved ones helps. Carry the lesson forward, not the sorrow, and a brighter chapter can start. Grief passes more gently when it is shared.',
        'उल्टा होने पर घाव भरने लगते हैं। आप जो हुआ उसे स्वीकारने, स्वयं को या दूसरों को क्षमा करने और बची हुई चीज़ों को देखने को तैयार हैं। अपनों का सहारा मदद करता है। आगे दुःख नहीं, सबक़ लेकर चलें, तो एक उजला अध्याय शुरू हो सकता है। बाँटने से शोक अधिक सहजता से गुज़रता है।',
      ),
      verdict: 'no',
      why: b(
        'No: disappointment surrounds this; focus on what can still be saved.',
        'नहीं: इसके साथ निराशा जुड़ी है; जो अब भी बचाया जा सकता है, उस पर ध्यान दें।',
      ),
    },
    {
      up: [b('Nostalgia', 'पुरानी यादें'), b('Childhood', 'बचपन'), b('Innocence', 'मासूमियत')],
      rev: [
        b('Living in the past', 'अतीत में जीना'),
        b('Idealised memories', 'यादों का मोह'),
        b('Growing up', 'परिपक्व होना'),
      ],
      upright: b(
        'In a peaceful courtyard, a boy offers a girl a cup filled with white flowers. Sweet memories, childhood joys, old friends or a return to your roots are highlighted. Kindness and simple pleasures heal now. A past connection may reappear in a warm, innocent way.',
        'एक शांत आँगन में एक बालक बालिका को सफ़ेद फूलों से भरा प्याला दे रहा है। मधुर यादें, बचपन के सुख, पुराने मित्र या अपनी जड़ों की ओर लौटना उभरकर आता है। इस समय दयालुता और सरल सुख घाव भरते हैं। कोई पुराना रिश्ता स्नेह और मासूमियत के साथ फिर सामने आ सकता है।',
      ),
      reversed: b(
        'Reversed, nostalgia holds you back. You may be idealising the past, clinging to old relationships or refusing to grow up in some area of life. Honour your memories, but live in the present; the best days can still be ahead.',
        'उल्टा होने पर पुरानी यादें आपको आगे बढ़ने से रोकती हैं। हो सकता है आप अतीत को आदर्श मान रहे हों, पुराने रिश्तों से चिपके हों, या जीवन के किसी क्षेत्र में परिपक्व होने से इनकार कर रहे हों। यादों का सम्मान करें, पर जीएँ वर्तमान में; सबसे अच्छे दिन अभी आने बाक़ी हो सकते हैं।',
      ),
      verdict: 'yes',
      why: b(
        'Yes: goodwill and a kind outcome, perhaps linked to the past.',
        'हाँ: सद्भाव और सुखद परिणाम, शायद अतीत से जुड़ा हुआ।',
      ),
    },
    {
      up: [b('Choices', 'विकल्प'), b('Illusion', 'भ्रम'), b('Daydreams', 'दिवास्वप्न')],
      rev: [b('Clarity', 'स्पष्टता'), b('Decisiveness', 'निर्णय क्षमता'), b('Reality check', 'यथार्थ की परख')],
      upright: b(
        'A figure faces seven cups floating in the clouds, each holding a different vision: treasure, a castle, a wreath, a snake, a dragon and more. Many options or daydreams are competing for your attention, and not all of them are real. Separate fantasy from fact before you choose.',
        'एक व्यक्ति बादलों में तैरते सात प्यालों के सामने खड़ा है, जिनमें अलग-अलग दृश्य हैं: ख़ज़ाना, महल, विजय-माला, सर्प, अजगर और भी बहुत कुछ। बहुत-से विकल्प या दिवास्वप्न आपका ध्यान खींच रहे हैं, और सब असली नहीं हैं। चुनने से पहले कल्पना और तथ्य को अलग करें।',
      ),
      reversed: b(
        'Reversed, the fog of options clears. You are ready to make a realistic choice, cut away distractions and commit. Trust this clarity, but check that you are choosing from your values, not just from fear of missing out. One real choice is worth a hundred dreams.',
        'उल्टा होने पर विकल्पों की धुंध छँट जाती है। आप यथार्थवादी चुनाव करने, भटकाव काटने और प्रतिबद्ध होने को तैयार हैं। इस स्पष्टता पर भरोसा करें, पर जाँच लें कि आप अपने मूल्यों से चुन रहे हैं, केवल कुछ छूट जाने के डर से नहीं। एक सच्चा चुनाव सौ सपनों से बढ़कर है।',
      ),
      verdict: 'maybe',
      why: b(
        'Maybe: too many illusions cloud the answer; look closer.',
        'शायद: बहुत-से भ्रम उत्तर को धुंधला कर रहे हैं; ध्यान से देखें।',
      ),
    },
    {
      up: [
        b('Walking away', 'छोड़कर आगे बढ़ना'),
        b('Disillusionment', 'मोहभंग'),
        b('Search for meaning', 'गहरे अर्थ की खोज'),
      ],
      rev: [
        b('Fear of leaving', 'छोड़ने का डर'),
        b('Aimless drifting', 'भटकाव'),
        b('Staying too long', 'ज़रूरत से अधिक रुकना'),
      ],
      upright: b(
        'Under a watchful moon, a cloaked figure walks away from eight neatly stacked cups toward barren mountains. Something that once satisfied you no longer does. It may be time to leave a job, relationship or situation and search for deeper fulfilment, even if the path is uncertain.',
        'सजग चंद्रमा के नीचे चोगा ओढ़े एक व्यक्ति सलीक़े से रखे आठ प्यालों को छोड़कर वीरान पहाड़ों की ओर जा रहा है। जो कभी आपको संतोष देता था, अब नहीं देता। शायद किसी नौकरी, रिश्ते या स्थिति को छोड़कर गहरी संतुष्टि खोजने का समय है, भले राह अनिश्चित हो।',
      ),
      reversed: b(
        'Reversed, you may know you should move on but feel afraid to go, or you may be drifting from one thing to the next without purpose. Be honest about what you need. Leave for the right reasons, or stay and invest fully.',
        'उल्टा होने पर आप जानते हैं कि आगे बढ़ना चाहिए, पर जाने से डरते हैं, या बिना उद्देश्य एक चीज़ से दूसरी पर भटक रहे हैं। अपनी ज़रूरत के बारे में ईमानदार रहें। जाएँ तो सही कारणों से, या रुकें तो पूरे मन से।',
      ),
      verdict: 'no',
      why: b('No: this is a time to walk away rather than pursue it.', 'नहीं: यह पीछा करने का नहीं, आगे बढ़ जाने का समय है।'),
    },
    {
      up: [b('Wish fulfilled', 'इच्छा पूर्ति'), b('Contentment', 'संतोष'), b('Satisfaction', 'तृप्ति')],
      rev: [b('Greed', 'लोभ'), b('Smugness', 'आत्मतुष्टि'), b('Unfulfilled wishes', 'अधूरी इच्छाएँ')],
      upright: b(
        'A contented man sits with arms folded before a curved row of nine cups, smiling broadly. Known as the wish card, it promises satisfaction, comfort and emotional contentment. What you hoped for is within reach. Enjoy your blessings with gratitude and share your good fortune.',
        'एक संतुष्ट व्यक्ति हाथ बाँधे, खुलकर मुस्कराता हुआ नौ प्यालों की अर्धवृत्ताकार पंक्ति के सामने बैठा है। इसे इच्छा-पूर्ति का कार्ड कहा जाता है; यह संतोष, सुख-सुविधा और भावनात्मक तृप्ति का वचन देता है। जिसकी आपने आशा की थी, वह पहुँच में है। अपने सौभाग्य का कृतज्ञता से आनंद लें और उसे बाँटें।',
      ),
      reversed: b(
        'Reversed, satisfaction proves elusive. A wish may not turn out as expected, or material comfort may leave you feeling empty. The card can also warn against smugness or overindulgence. Look for fulfilment within, and refine what you truly wish for.',
        'उल्टा होने पर संतोष हाथ नहीं आता। कोई इच्छा अपेक्षा के अनुसार पूरी न हो, या भौतिक सुख के बाद भी भीतर ख़ालीपन रहे। यह आत्मतुष्टि या अति भोग की चेतावनी भी हो सकती है। संतुष्टि भीतर खोजें, और साफ़ करें कि आप सचमुच क्या चाहते हैं।',
      ),
      verdict: 'yes',
      why: b(
        'Yes: this is the wish card; your wish is likely to be granted.',
        'हाँ: यह इच्छा-पूर्ति का कार्ड है; आपकी इच्छा पूरी होने की संभावना है।',
      ),
    },
    {
      up: [
        b('Family happiness', 'पारिवारिक सुख'),
        b('Harmony', 'सामंजस्य'),
        b('Emotional fulfilment', 'भावनात्मक परिपूर्णता'),
      ],
      rev: [
        b('Family conflict', 'पारिवारिक कलह'),
        b('Broken harmony', 'टूटा सामंजस्य'),
        b('Differing values', 'मूल्यों में अंतर'),
      ],
      upright: b(
        'A couple embraces under a rainbow of ten cups while their two children dance beside them and a home stands in the distance. This is lasting happiness, family harmony and emotional fulfilment. Marriage, reunion or a peaceful home life is favoured. Love is fully shared.',
        'दस प्यालों के इंद्रधनुष के नीचे एक दंपती एक-दूसरे को थामे खड़े हैं, पास में उनके दो बच्चे नाच रहे हैं और दूर एक घर दिख रहा है। यह स्थायी सुख, पारिवारिक सामंजस्य और भावनात्मक परिपूर्णता का कार्ड है। विवाह, पुनर्मिलन या शांत गृहस्थ जीवन अनुकूल है। प्रेम पूरी तरह बँटता है।',
      ),
      reversed: b(
        'Reversed, family harmony is disturbed. Arguments, different values or unrealistic expectations of a perfect home may cause strain. Work on honest communication and shared goals; real happiness does not need to look perfect from the outside. Small daily kindnesses rebuild the warmth of home.',
        'उल्टा होने पर पारिवारिक सामंजस्य बिगड़ जाता है। झगड़े, अलग-अलग मूल्य या आदर्श घर की अवास्तविक अपेक्षाएँ तनाव ला सकती हैं। ईमानदार बातचीत और साझा लक्ष्यों पर काम करें; सच्चे सुख को बाहर से परिपूर्ण दिखने की ज़रूरत नहीं। रोज़ की छोटी-छोटी दयालुताएँ घर की गर्माहट लौटाती हैं।',
      ),
      verdict: 'yes',
      why: b('Yes: a happy, harmonious outcome for all involved.', 'हाँ: सभी के लिए सुखद और सामंजस्यपूर्ण परिणाम।'),
    },
    {
      up: [
        b('Creative beginnings', 'रचनात्मक शुरुआत'),
        b('Intuitive messages', 'अंतर्ज्ञान के संदेश'),
        b('Curiosity', 'जिज्ञासा'),
      ],
      rev: [
        b('Emotional immaturity', 'भावनात्मक अपरिपक्वता'),
        b('Creative block', 'रचनात्मक रुकावट'),
        b('Escapism', 'यथार्थ से भागना'),
      ],
      upright: b(
        'A young man in a flowered tunic looks with surprise at a fish peeking out of his cup. Expect a pleasant emotional surprise: a message of affection, a creative idea or an intuitive insight. Be open, playful and curious; your heart is ready to learn something new.',
        'फूलदार अंगरखे में एक युवक आश्चर्य से अपने प्याले से झाँकती मछली को देख रहा है। किसी सुखद भावनात्मक आश्चर्य की आशा रखें: स्नेह का संदेश, कोई रचनात्मक विचार या अंतर्ज्ञान से मिली समझ। खुले, चंचल और जिज्ञासु रहें; आपका हृदय कुछ नया सीखने को तैयार है।',
      ),
      reversed: b(
        'Reversed, feelings may be immature or blocked. Moodiness, unrealistic daydreams or a creative block can get in the way, and an awaited message may disappoint. Ground your emotions, express them honestly and give your creativity regular practice. Let your inner child play, but also grow.',
        'उल्टा होने पर भावनाएँ अपरिपक्व या रुकी हुई हो सकती हैं। मनमौजीपन, अवास्तविक दिवास्वप्न या रचनात्मक रुकावट बाधा बन सकती है, और प्रतीक्षित संदेश निराश कर सकता है। भावनाओं को ज़मीन से जोड़ें, उन्हें ईमानदारी से व्यक्त करें और अपनी रचनात्मकता का नियमित अभ्यास करें। अपने भीतर के बच्चे को खेलने दें, पर बढ़ने भी दें।',
      ),
      verdict: 'yes',
      why: b('Yes: a happy message or pleasant surprise is coming.', 'हाँ: कोई सुखद संदेश या आश्चर्य आने वाला है।'),
    },
    {
      up: [b('Romance', 'प्रेम'), b('Charm', 'आकर्षण'), b('Following the heart', 'दिल की सुनना')],
      rev: [b('Moodiness', 'मनमौजीपन'), b('Empty promises', 'खोखले वादे'), b('Jealousy', 'ईर्ष्या')],
      upright: b(
        'A knight rides a white horse at a gentle pace, holding out a cup as if offering it. He brings romance, invitations and heartfelt proposals. Follow your heart, express your feelings gracefully and pursue creative or loving goals. An offer or an admirer may be on the way.',
        'एक घुड़सवार सफ़ेद घोड़े पर धीमी चाल से आ रहा है, प्याला ऐसे आगे बढ़ाए मानो भेंट दे रहा हो। वह प्रेम, निमंत्रण और हृदय से निकले प्रस्ताव लाता है। दिल की सुनें, अपनी भावनाएँ शालीनता से व्यक्त करें और रचनात्मक या प्रेम भरे लक्ष्यों के पीछे चलें। कोई प्रस्ताव या प्रशंसक रास्ते में हो सकता है।',
      ),
      reversed: b(
        'Reversed, charm may lack substance. Promises may not be kept, moods may swing, or you may be chasing an ideal rather than a real person. Look for consistency between words and actions, and keep your own feet on the ground.',
        'उल्टा होने पर आकर्षण के पीछे ठोसपन की कमी हो सकती है। वादे टूट सकते हैं, मन बदलता रह सकता है, या आप किसी असली व्यक्ति के बजाय किसी आदर्श के पीछे भाग रहे हों। शब्दों और कर्मों में निरंतरता देखें, और अपने पैर ज़मीन पर टिकाए रखें।',
      ),
      verdict: 'yes',
      why: b('Yes: follow your heart; an offer is on its way.', 'हाँ: दिल की सुनें; कोई प्रस्ताव रास्ते में है।'),
    },
    {
      up: [b('Compassion', 'करुणा'), b('Emotional security', 'भावनात्मक सुरक्षा'), b('Intuition', 'अंतर्ज्ञान')],
      rev: [
        b('Over-sensitivity', 'अति-संवेदनशीलता'),
        b('Emotional dependence', 'भावनात्मक निर्भरता'),
        b('Self-sacrifice', 'अपने को मिटा देना'),
      ],
      upright: b(
        'A queen sits on a throne at the water’s edge, gazing at an ornate, closed cup. She is compassionate, intuitive and emotionally wise. Care for others, trust your feelings and create a safe space for those around you. Emotional maturity and kindness guide you well now.',
        'जल के किनारे सिंहासन पर बैठी एक रानी एक नक़्क़ाशीदार, ढके हुए प्याले को निहार रही है। वह करुणामयी, अंतर्ज्ञानी और भावनात्मक रूप से समझदार है। दूसरों की देखभाल करें, अपनी भावनाओं पर भरोसा करें और आसपास के लोगों के लिए सुरक्षित वातावरण बनाएँ। इस समय भावनात्मक परिपक्वता और दया आपका सही मार्गदर्शन करती हैं।',
      ),
      reversed: b(
        'Reversed, caring becomes overwhelming. You may absorb other people’s moods, neglect your own needs or rely too much on someone’s approval. Set gentle but clear boundaries, give yourself the compassion you give others and let your emotions settle down before you act.',
        'उल्टा होने पर देखभाल बोझ बन जाती है। हो सकता है आप दूसरों की मनोदशा सोख रहे हों, अपनी ज़रूरतों की उपेक्षा कर रहे हों, या किसी की स्वीकृति पर बहुत निर्भर हों। कोमल सीमाएँ तय करें, स्वयं को भी वही करुणा दें जो दूसरों को देते हैं, और क़दम उठाने से पहले भावनाओं को थमने दें।',
      ),
      verdict: 'yes',
      why: b('Yes: a caring, heart-led outcome.', 'हाँ: स्नेह से भरा, हृदय से निकला परिणाम।'),
    },
    {
      up: [b('Emotional balance', 'भावनात्मक संतुलन'), b('Diplomacy', 'कूटनीति'), b('Wise counsel', 'समझदार सलाह')],
      rev: [
        b('Emotional manipulation', 'भावनात्मक छल'),
        b('Moodiness', 'बदलता मिज़ाज'),
        b('Suppressed feelings', 'दबी भावनाएँ'),
      ],
      upright: b(
        'A king sits calmly on a throne floating on a rough sea, holding a cup and a sceptre, while a fish leaps nearby. He masters his emotions without denying them. Stay calm under pressure, respond with diplomacy and offer steady support. Wise counsel and balanced leadership succeed now.',
        'उफनते समुद्र पर तैरते सिंहासन पर एक राजा शांत बैठा है; उसके हाथों में प्याला और राजदंड है और पास में एक मछली उछल रही है। वह भावनाओं को नकारे बिना उन पर स्वामित्व रखता है। दबाव में शांत रहें, कूटनीति से उत्तर दें और स्थिर सहारा दें। इस समय समझदार सलाह और संतुलित नेतृत्व सफल होते हैं।',
      ),
      reversed: b(
        'Reversed, emotions are either suppressed or used to control. Coldness, mood swings or manipulation may be present, in you or in someone close. Acknowledge feelings honestly, seek support when you feel overwhelmed and lead with integrity rather than pressure. Calm honesty is true strength.',
        'उल्टा होने पर भावनाएँ या तो दबाई जाती हैं या नियंत्रण का साधन बनती हैं। रूखापन, बदलता मिज़ाज या छल मौजूद हो सकता है, आपमें या किसी निकट व्यक्ति में। भावनाओं को ईमानदारी से स्वीकारें, बोझ लगे तो सहारा लें, और दबाव से नहीं, ईमानदारी से नेतृत्व करें। शांत ईमानदारी ही सच्ची शक्ति है।',
      ),
      verdict: 'yes',
      why: b('Yes: a calm, wise approach brings a good result.', 'हाँ: शांत और समझदार दृष्टिकोण अच्छा परिणाम लाता है।'),
    },
  ],
  swords: [
    {
      up: [b('Clarity', 'स्पष्टता'), b('Breakthrough', 'बड़ी सफलता'), b('Truth', 'सत्य')],
      rev: [b('Confusion', 'भ्रम'), b('Miscommunication', 'ग़लत संवाद'), b('Clouded judgement', 'धुंधला विवेक')],
      upright: b(
        'A hand from a cloud grips an upright sword crowned with a wreath above rugged mountains. A breakthrough in understanding arrives. Truth cuts through confusion, and a clear decision, idea or victory becomes possible. Speak honestly, think sharply and act on your insight.',
        'बादल से निकला एक हाथ ऊबड़-खाबड़ पहाड़ों के ऊपर सीधी तलवार थामे है, जिसकी नोक पर मुकुट और माला है। समझ में बड़ी सफलता आती है। सत्य भ्रम को काट देता है, और स्पष्ट निर्णय, विचार या विजय संभव हो जाती है। ईमानदारी से बोलें, पैनी सोच रखें और अपनी समझ के अनुसार क़दम उठाएँ।',
      ),
      reversed: b(
        'Reversed, clarity is missing. Confused thinking, miscommunication or a hasty decision can lead you astray, and harsh words may cause harm. Pause, gather the facts and wait until your mind is clear before you make a cutting choice. Clarity will come if you give it time.',
        'उल्टा होने पर स्पष्टता नहीं रहती। उलझी सोच, ग़लत संवाद या जल्दबाज़ी का निर्णय आपको भटका सकता है, और कठोर शब्द चोट पहुँचा सकते हैं। रुकें, तथ्य जुटाएँ और कोई निर्णायक चुनाव करने से पहले मन के साफ़ होने की प्रतीक्षा करें। समय दें, स्पष्टता अवश्य आएगी।',
      ),
      verdict: 'yes',
      why: b('Yes: the truth is clear and a breakthrough is possible.', 'हाँ: सत्य स्पष्ट है और बड़ी सफलता संभव है।'),
    },
    {
      up: [b('Stalemate', 'गतिरोध'), b('Difficult choice', 'कठिन चुनाव'), b('Avoidance', 'टालना')],
      rev: [b('Decision forced', 'निर्णय की विवशता'), b('Facts revealed', 'तथ्यों का सामने आना'), b('Overwhelm', 'उलझन')],
      upright: b(
        'A blindfolded woman sits by the sea, holding two crossed swords over her heart. You face a difficult choice and may be avoiding it, hoping it will resolve itself. Remove the blindfold: gather information, listen to your inner voice and make a decision rather than staying stuck.',
        'आँखों पर पट्टी बाँधे एक स्त्री समुद्र के किनारे बैठी है और दो आड़ी तलवारें अपने हृदय के सामने थामे है। आपके सामने कठिन चुनाव है, और शायद आप इस आशा में उसे टाल रहे हैं कि वह अपने-आप सुलझ जाएगा। पट्टी हटाएँ: जानकारी जुटाएँ, अंतर्मन की सुनें और अटके रहने के बजाय निर्णय लें।',
      ),
      reversed: b(
        'Reversed, the stalemate begins to break. Hidden facts may surface and force a decision, or you may feel overwhelmed by conflicting advice. Trust yourself, weigh the facts calmly and choose; delay now costs more than a mistake. Any honest choice beats endless waiting.',
        'उल्टा होने पर गतिरोध टूटने लगता है। छिपे तथ्य सामने आकर निर्णय के लिए विवश कर सकते हैं, या परस्पर विरोधी सलाहें आपको उलझा सकती हैं। स्वयं पर भरोसा करें, तथ्यों को शांति से तौलें और चुनें; अब देरी ग़लती से अधिक महँगी है। कोई भी ईमानदार चुनाव अंतहीन प्रतीक्षा से बेहतर है।',
      ),
      verdict: 'maybe',
      why: b(
        'Maybe: the answer depends on a decision you have yet to make.',
        'शायद: उत्तर उस निर्णय पर निर्भर है जो आपको अभी लेना है।',
      ),
    },
    {
      up: [b('Heartbreak', 'दिल टूटना'), b('Sorrow', 'दुःख'), b('Painful truth', 'कड़वा सच')],
      rev: [b('Healing', 'घाव भरना'), b('Forgiveness', 'क्षमा'), b('Releasing pain', 'पीड़ा से मुक्ति')],
      upright: b(
        'Three swords pierce a red heart against a grey, rainy sky. Heartbreak, grief or a painful truth must be faced. Separation, betrayal or harsh words may be involved. Allow the tears to come; acknowledging pain honestly is the first step toward healing.',
        'धूसर, बरसते आकाश के सामने तीन तलवारें एक लाल हृदय को भेद रही हैं। दिल का टूटना, शोक या कोई कड़वा सच सामने है। अलगाव, विश्वासघात या कठोर शब्द इसमें शामिल हो सकते हैं। आँसुओं को बहने दें; पीड़ा को ईमानदारी से स्वीकारना ही उपचार की पहली सीढ़ी है।',
      ),
      reversed: b(
        'Reversed, the worst of the pain is passing. You are beginning to heal, to forgive and to understand what happened. Let go of old hurt rather than replaying it, and be patient with yourself while your heart recovers. Brighter days will return.',
        'उल्टा होने पर पीड़ा का सबसे कठिन दौर बीत रहा है। आप घाव भरने, क्षमा करने और यह समझने लगे हैं कि क्या हुआ। पुरानी चोट को बार-बार दोहराने के बजाय उसे जाने दें, और हृदय के सँभलने तक स्वयं के साथ धैर्य रखें। उजले दिन फिर लौटेंगे।',
      ),
      verdict: 'no',
      why: b('No: this path brings hurt; protect your heart.', 'नहीं: यह राह दुःख देती है; अपने हृदय की रक्षा करें।'),
    },
    {
      up: [b('Rest', 'विश्राम'), b('Recovery', 'स्वास्थ्य-लाभ'), b('Contemplation', 'मनन')],
      rev: [b('Restlessness', 'बेचैनी'), b('Burnout', 'थकान से टूटना'), b('Returning to action', 'फिर सक्रिय होना')],
      upright: b(
        'A knight lies in still repose on a tomb in a quiet chapel, three swords hanging above him and one beneath. This is a time to rest, recover and reflect. Step back from conflict and stress. Meditation, sleep and quiet will restore your strength for what lies ahead.',
        'एक शांत उपासना-गृह में एक योद्धा समाधि पर निश्चल लेटा है; तीन तलवारें उसके ऊपर टँगी हैं और एक नीचे रखी है। यह विश्राम, स्वास्थ्य-लाभ और मनन का समय है। संघर्ष और तनाव से पीछे हटें। ध्यान, नींद और शांति आगे के लिए आपकी शक्ति लौटाएँगे।',
      ),
      reversed: b(
        'Reversed, rest is either being ignored or coming to an end. You may be pushing yourself toward burnout, unable to switch off. Or you have recovered and are ready to re-enter the world. Listen to your body and choose the right pace.',
        'उल्टा होने पर या तो विश्राम की अनदेखी हो रही है या विश्राम का समय पूरा हो रहा है। हो सकता है आप स्वयं को थकावट की हद तक धकेल रहे हों और मन को विराम न दे पा रहे हों। या फिर आप स्वस्थ होकर दुनिया में लौटने को तैयार हैं। शरीर की सुनें और सही गति चुनें।',
      ),
      verdict: 'maybe',
      why: b('Maybe: not now; rest and reflect before acting.', 'शायद: अभी नहीं; क़दम उठाने से पहले विश्राम और मनन करें।'),
    },
    {
      up: [b('Conflict', 'विवाद'), b('Hollow victory', 'खोखली जीत'), b('Defeat', 'पराजय')],
      rev: [b('Reconciliation', 'सुलह'), b('Making amends', 'भूल सुधारना'), b('Lingering resentment', 'बची हुई कड़वाहट')],
      upright: b(
        'A smirking man gathers swords while two defeated figures walk away toward a stormy sea. Someone has won, but at a cost. Arguments, ego battles or unfair tactics leave everyone poorer. Ask whether winning is worth the damage, and choose your battles wisely.',
        'एक व्यक्ति कुटिल मुस्कान के साथ तलवारें बटोर रहा है, जबकि पराजित दो लोग तूफ़ानी समुद्र की ओर लौट रहे हैं। किसी की जीत हुई है, पर बड़ी क़ीमत पर। बहस, अहं की लड़ाइयाँ या अनुचित तरीक़े सबको दरिद्र बना देते हैं। पूछें कि क्या जीत इस नुक़सान के योग्य है, और अपनी लड़ाइयाँ सोच-समझकर चुनें।',
      ),
      reversed: b(
        'Reversed, the dust of conflict begins to settle. There is a chance to make amends, apologise or walk away from a fight that cannot be won fairly. Let go of resentment, but learn the lesson so that the pattern does not repeat.',
        'उल्टा होने पर विवाद की धूल बैठने लगती है। भूल सुधारने, क्षमा माँगने या ऐसी लड़ाई से हट जाने का अवसर है जो ईमानदारी से जीती नहीं जा सकती। कड़वाहट छोड़ें, पर सबक़ ज़रूर सीखें, ताकि यह ढर्रा दोहराया न जाए।',
      ),
      verdict: 'no',
      why: b('No: any win here would come at too high a price.', 'नहीं: यहाँ मिली कोई भी जीत बहुत महँगी पड़ेगी।'),
    },
    {
      up: [b('Transition', 'परिवर्तन'), b('Moving on', 'आगे बढ़ना'), b('Calmer waters', 'शांत जल की ओर')],
      rev: [
        b('Resisting change', 'बदलाव का विरोध'),
        b('Unfinished business', 'अधूरे काम'),
        b('Emotional baggage', 'भावनात्मक बोझ'),
      ],
      upright: b(
        'A ferryman poles a boat carrying a woman and child toward a distant shore; the water is rough on one side and smooth on the other. You are leaving a difficult time behind and moving toward calmer waters. The journey may be quiet or sad, but it leads to healing.',
        'एक मल्लाह बाँस से नाव खे रहा है, जिसमें एक स्त्री और एक बच्चा दूर के किनारे की ओर जा रहे हैं; एक ओर जल उफनता है, दूसरी ओर शांत। आप कठिन समय पीछे छोड़कर शांत जल की ओर बढ़ रहे हैं। यात्रा मौन या उदास हो सकती है, पर वह उपचार की ओर ले जाती है।',
      ),
      reversed: b(
        'Reversed, the move is delayed or you are carrying old troubles with you. Resisting a necessary change, or leaving without resolving what hurt you, keeps you in rough water. Address unfinished issues and let yourself truly move on. The far shore is still waiting for you.',
        'उल्टा होने पर यह यात्रा टल रही है, या आप पुरानी परेशानियाँ साथ लिए जा रहे हैं। ज़रूरी बदलाव का विरोध करना, या चोट देने वाली बातें सुलझाए बिना चले जाना, आपको उफनते जल में ही रखता है। अधूरे मुद्दों को सुलझाएँ और स्वयं को सचमुच आगे बढ़ने दें। दूसरा किनारा अब भी आपकी प्रतीक्षा में है।',
      ),
      verdict: 'maybe',
      why: b(
        'Maybe: things improve, but slowly and only if you move on.',
        'शायद: हालात सुधरेंगे, पर धीरे-धीरे और तभी जब आप आगे बढ़ें।',
      ),
    },
    {
      up: [b('Deception', 'छल'), b('Cunning strategy', 'चालाक रणनीति'), b('Secrecy', 'गोपनीयता')],
      rev: [b('Confession', 'स्वीकारोक्ति'), b('Conscience', 'अंतरात्मा'), b('Deceit exposed', 'छल का खुलासा')],
      upright: b(
        'A man tiptoes away from a military camp carrying five swords, glancing back and leaving two behind. Deception, secrecy or a sly strategy is at play. Someone may not be honest, perhaps even you. Protect your interests, check the fine print and act with integrity.',
        'एक व्यक्ति दबे पाँव सैन्य शिविर से पाँच तलवारें उठाकर जा रहा है, पीछे मुड़कर देखता हुआ, और दो तलवारें वहीं छोड़ गया है। छल, गोपनीयता या कोई चालाक रणनीति चल रही है। हो सकता है कोई ईमानदार न हो, शायद आप स्वयं भी। अपने हितों की रक्षा करें, बारीक शर्तें पढ़ें और ईमानदारी से काम करें।',
      ),
      reversed: b(
        'Reversed, secrets come out or a conscience awakens. A deception may be exposed, or you may feel the need to confess and come clean. Honesty now, however uncomfortable, prevents bigger trouble later and lets you rebuild trust. Truth is the safest path forward.',
        'उल्टा होने पर रहस्य खुलते हैं या अंतरात्मा जागती है। कोई छल उजागर हो सकता है, या आपको सच स्वीकार कर लेने की ज़रूरत महसूस हो सकती है। अभी की ईमानदारी, चाहे असहज हो, बाद की बड़ी मुसीबत से बचाती है और भरोसा फिर से बनाने देती है। सत्य ही आगे का सबसे सुरक्षित रास्ता है।',
      ),
      verdict: 'no',
      why: b('No: something is not as it seems; be cautious.', 'नहीं: कुछ वैसा नहीं जैसा दिखता है; सावधान रहें।'),
    },
    {
      up: [
        b('Feeling trapped', 'फँसा हुआ महसूस करना'),
        b('Self-imposed limits', 'स्वयं की बनाई सीमाएँ'),
        b('Powerlessness', 'असहायता'),
      ],
      rev: [b('Release', 'मुक्ति'), b('New perspective', 'नया दृष्टिकोण'), b('Self-acceptance', 'आत्म-स्वीकृति')],
      upright: b(
        'A bound and blindfolded woman stands among eight swords in a muddy field, yet her bindings are loose and the way out is open. You feel trapped, but many of the limits are created by fear and negative thinking. Change your perspective, ask for help and take one step toward freedom.',
        'बँधी हुई और आँखों पर पट्टी बाँधे एक स्त्री कीचड़ भरे मैदान में आठ तलवारों के बीच खड़ी है, पर उसके बंधन ढीले हैं और बाहर का रास्ता खुला है। आप फँसा हुआ महसूस करते हैं, पर कई सीमाएँ डर और नकारात्मक सोच से बनी हैं। दृष्टिकोण बदलें, मदद माँगें और मुक्ति की ओर एक क़दम उठाएँ।',
      ),
      reversed: b(
        'Reversed, you are freeing yourself from limiting beliefs. You see options you could not see before and regain a sense of control. Keep questioning old fears and keep walking; freedom grows with every step you take. The blindfold is yours to remove.',
        'उल्टा होने पर आप सीमित करने वाली मान्यताओं से मुक्त हो रहे हैं। आपको वे विकल्प दिखने लगते हैं जो पहले नहीं दिखते थे, और नियंत्रण का भाव लौटता है। पुराने डरों पर सवाल उठाते रहें और चलते रहें; हर क़दम के साथ स्वतंत्रता बढ़ती है। आँखों की पट्टी हटाना आपके ही हाथ में है।',
      ),
      verdict: 'no',
      why: b(
        'No: as things stand you feel boxed in; change your view first.',
        'नहीं: अभी आप बँधे हुए महसूस करते हैं; पहले अपना दृष्टिकोण बदलें।',
      ),
    },
    {
      up: [b('Anxiety', 'चिंता'), b('Worry', 'फ़िक्र'), b('Sleepless nights', 'रातों की नींद उड़ना')],
      rev: [b('Hope returning', 'आशा की वापसी'), b('Facing fears', 'भय का सामना'), b('Easing anxiety', 'चिंता से उबरना')],
      upright: b(
        'A woman sits up in bed with her face in her hands, nine swords mounted on the dark wall behind her. Anxiety, guilt or sleepless worry dominates. Often the fear is worse than the reality. Share your worries with someone you trust, and seek support rather than suffering alone at night.',
        'एक स्त्री बिस्तर पर उठकर बैठी है, चेहरा हथेलियों में छिपाए, और पीछे अँधेरी दीवार पर नौ तलवारें टँगी हैं। चिंता, अपराध-बोध या नींद उड़ा देने वाली फ़िक्र हावी है। अक्सर डर यथार्थ से कहीं बड़ा होता है। अपनी चिंताएँ किसी भरोसेमंद व्यक्ति से बाँटें, और रात में अकेले दुःख झेलने के बजाय सहारा लें।',
      ),
      reversed: b(
        'Reversed, the night begins to end. You find ways to manage anxiety, face the fear directly or realise that the worst has not happened. If worry persists, professional help can make a real difference. Light is returning. You do not have to face this alone.',
        'उल्टा होने पर रात ढलने लगती है। आप चिंता सँभालने के उपाय पाते हैं, डर का सीधा सामना करते हैं या समझते हैं कि सबसे बुरा हुआ ही नहीं। यदि फ़िक्र बनी रहे, तो विशेषज्ञ की मदद सच में फ़र्क़ ला सकती है। उजाला लौट रहा है। आपको यह अकेले नहीं झेलना है।',
      ),
      verdict: 'no',
      why: b(
        'No: worry is clouding this; settle your mind before deciding.',
        'नहीं: चिंता इसे धुंधला कर रही है; निर्णय से पहले मन को शांत करें।',
      ),
    },
    {
      up: [b('Painful ending', 'दर्दनाक अंत'), b('Rock bottom', 'सबसे निचला बिंदु'), b('Betrayal', 'विश्वासघात')],
      rev: [b('Recovery', 'उबरना'), b('Regeneration', 'नवजीवन'), b('Survival', 'सँभल जाना')],
      upright: b(
        'A man lies face down with ten swords in his back, as a golden dawn breaks over still water. This marks a painful ending or the lowest point of a difficult cycle. It cannot get worse; it is over. Accept the end, and know that a new day is already rising.',
        'एक व्यक्ति पीठ में दस तलवारें लिए औंधे मुँह पड़ा है, और शांत जल के ऊपर सुनहरी भोर फूट रही है। यह दर्दनाक अंत या किसी कठिन चक्र के सबसे निचले बिंदु का संकेत है। इससे बुरा नहीं हो सकता; यह समाप्त हो चुका है। अंत को स्वीकारें, और जानें कि नया दिन पहले ही उग रहा है।',
      ),
      reversed: b(
        'Reversed, you are slow to rise, but recovery has begun. Resist reopening old wounds or dwelling on who was to blame. Take small healing steps, accept support and let the experience make you wiser rather than bitter. Each new morning brings more strength.',
        'उल्टा होने पर आप धीरे-धीरे उठ रहे हैं, पर सँभलना शुरू हो चुका है। पुराने घाव फिर कुरेदने या यह सोचते रहने से बचें कि दोष किसका था। उपचार के छोटे क़दम उठाएँ, सहारा स्वीकारें और इस अनुभव को कड़वाहट नहीं, समझदारी का स्रोत बनने दें। हर नई सुबह कुछ और शक्ति लाती है।',
      ),
      verdict: 'no',
      why: b('No: this matter has reached its end.', 'नहीं: यह मामला अपने अंत तक पहुँच चुका है।'),
    },
    {
      up: [b('Curiosity', 'जिज्ञासा'), b('New ideas', 'नए विचार'), b('Vigilance', 'सतर्कता')],
      rev: [b('Gossip', 'कानाफूसी'), b('Hasty words', 'बिना सोचे बोलना'), b('All talk', 'केवल बातें')],
      upright: b(
        'A young man stands on windy high ground, holding his sword aloft and watching alertly in every direction. A curious, sharp mind seeks truth and new information. Learn, ask questions and speak up, but stay alert; news or a challenging message may arrive.',
        'एक युवक हवादार ऊँची जगह पर तलवार ऊपर उठाए खड़ा है और चौकन्नी नज़र से हर दिशा में देख रहा है। जिज्ञासु, पैनी बुद्धि सत्य और नई जानकारी खोजती है। सीखें, प्रश्न पूछें और अपनी बात कहें, पर सतर्क रहें; कोई समाचार या चुनौती भरा संदेश आ सकता है।',
      ),
      reversed: b(
        'Reversed, words run ahead of wisdom. Gossip, sarcasm or promises with no action behind them can cause trouble. Think before speaking, verify what you hear and turn clever ideas into real effort that others can see. Let your deeds speak louder than words.',
        'उल्टा होने पर शब्द समझ से आगे दौड़ते हैं। कानाफूसी, व्यंग्य या ऐसे वादे जिनके पीछे कर्म न हो, परेशानी खड़ी कर सकते हैं। बोलने से पहले सोचें, जो सुनें उसे परखें और चतुर विचारों को ऐसे वास्तविक प्रयास में बदलें जो दूसरों को दिखे। आपके कर्म शब्दों से ऊँचा बोलें।',
      ),
      verdict: 'maybe',
      why: b('Maybe: gather more information before you decide.', 'शायद: निर्णय से पहले और जानकारी जुटाएँ।'),
    },
    {
      up: [b('Ambition', 'महत्वाकांक्षा'), b('Fast action', 'तेज़ क़दम'), b('Assertiveness', 'दृढ़ता से अपनी बात रखना')],
      rev: [b('Recklessness', 'लापरवाही'), b('Aggression', 'आक्रामकता'), b('Rushing in', 'बिना सोचे कूदना')],
      upright: b(
        'A knight charges at full speed, sword raised, his horse galloping into the wind. Fast, focused and driven action is indicated. Pursue your goals assertively and speak your mind. Just make sure that speed does not outrun thought or consideration for others.',
        'एक घुड़सवार तलवार उठाए पूरी गति से आगे झपट रहा है, उसका घोड़ा हवा को चीरता दौड़ रहा है। तेज़, एकाग्र और लक्ष्य से प्रेरित कर्म का संकेत है। अपने लक्ष्यों के पीछे दृढ़ता से लगें और खुलकर अपनी बात कहें। बस ध्यान रखें कि गति सोच-विचार और दूसरों के प्रति संवेदना से आगे न निकल जाए।',
      ),
      reversed: b(
        'Reversed, haste turns into recklessness. Aggressive words, impulsive decisions or charging ahead without a plan can cause real damage. Slow down, consider the consequences and direct your energy more carefully toward what truly matters. Speed is useful only when it is aimed well.',
        'उल्टा होने पर जल्दबाज़ी लापरवाही में बदल जाती है। आक्रामक शब्द, आवेगी निर्णय या बिना योजना आगे कूद पड़ना सचमुच नुक़सान कर सकता है। धीमे चलें, परिणामों पर विचार करें और अपनी ऊर्जा अधिक सावधानी से उस ओर लगाएँ जो सचमुच महत्वपूर्ण है। गति तभी उपयोगी है जब उसकी दिशा सही हो।',
      ),
      verdict: 'maybe',
      why: b(
        'Maybe: it can happen quickly, but think before you charge.',
        'शायद: यह जल्दी हो सकता है, पर दौड़ने से पहले सोचें।',
      ),
    },
    {
      up: [b('Independence', 'स्वतंत्रता'), b('Clear judgement', 'स्पष्ट विवेक'), b('Honest words', 'खरी बात')],
      rev: [b('Coldness', 'रूखापन'), b('Bitterness', 'कड़वाहट'), b('Harshness', 'कठोरता')],
      upright: b(
        'A queen sits on a high throne, sword upright in one hand and the other hand extended, her face turned toward the clouds. She is perceptive, independent and honest. Use clear thinking and direct communication; set boundaries and make decisions based on facts rather than sentiment.',
        'ऊँचे सिंहासन पर बैठी एक रानी एक हाथ में सीधी तलवार थामे है और दूसरा हाथ आगे बढ़ाए है; उसका चेहरा बादलों की ओर है। वह पैनी समझ वाली, स्वतंत्र और सच्ची है। स्पष्ट सोच और सीधी बात से काम लें; सीमाएँ तय करें और भावना के बजाय तथ्यों पर निर्णय लें।',
      ),
      reversed: b(
        'Reversed, honesty turns into harshness. Past hurt may have made you cold, critical or bitter, or someone may be using sharp words against you. Balance truth with kindness, and do not let pain close your heart. Clear words can still be kind words.',
        'उल्टा होने पर सच्चाई कठोरता बन जाती है। पुरानी चोट ने आपको रूखा, आलोचक या कड़वा बना दिया हो, या कोई आपके विरुद्ध तीखे शब्दों का प्रयोग कर रहा हो। सत्य को दया से संतुलित करें, और पीड़ा को अपना हृदय बंद न करने दें। स्पष्ट शब्द भी दयालु हो सकते हैं।',
      ),
      verdict: 'maybe',
      why: b(
        'Maybe: look at the facts objectively before expecting a yes.',
        'शायद: हाँ की आशा से पहले तथ्यों को निष्पक्ष होकर देखें।',
      ),
    },
    {
      up: [b('Authority', 'अधिकार'), b('Intellect', 'बौद्धिकता'), b('Ethics', 'नैतिकता')],
      rev: [b('Manipulation', 'छल'), b('Abuse of power', 'शक्ति का दुरुपयोग'), b('Cold logic', 'भावहीन तर्क')],
      upright: b(
        'A king sits firmly on his throne, holding an upright sword and looking straight ahead. He represents intellectual power, ethics and clear authority. Decisions should be logical, fair and based on evidence. Expert advice, legal help or a principled leader may guide you now.',
        'एक राजा सीधी तलवार थामे अपने सिंहासन पर दृढ़ता से बैठा है और सीधा सामने देख रहा है। वह बौद्धिक शक्ति, नैतिकता और स्पष्ट अधिकार का प्रतीक है। निर्णय तार्किक, निष्पक्ष और प्रमाणों पर आधारित होने चाहिए। इस समय विशेषज्ञ की सलाह, क़ानूनी सहायता या कोई सिद्धांतवादी नेता आपका मार्गदर्शन कर सकता है।',
      ),
      reversed: b(
        'Reversed, intellect is misused. Manipulation, cold calculation or an authority figure abusing power may be involved. Guard against being talked into something unfair, and make sure your own logic still serves the truth. Fair reason must serve people, not just power.',
        'उल्टा होने पर बुद्धि का दुरुपयोग होता है। छल, ठंडी गणना या अपनी शक्ति का दुरुपयोग करता कोई अधिकारी इसमें शामिल हो सकता है। बातों में आकर किसी अनुचित चीज़ के लिए राज़ी होने से बचें, और देखें कि आपका अपना तर्क भी सत्य के साथ है। निष्पक्ष तर्क को सत्ता की नहीं, लोगों की सेवा करनी चाहिए।',
      ),
      verdict: 'maybe',
      why: b(
        'Maybe: the answer depends on a fair and rational judgement.',
        'शायद: उत्तर निष्पक्ष और तार्किक निर्णय पर निर्भर है।',
      ),
    },
  ],
  pentacles: [
    {
      up: [b('New opportunity', 'नया अवसर'), b('Prosperity', 'समृद्धि'), b('Solid foundations', 'ठोस नींव')],
      rev: [b('Missed opportunity', 'छूटा अवसर'), b('Poor planning', 'कमज़ोर योजना'), b('Overspending', 'अधिक ख़र्च')],
      upright: b(
        'A hand from a cloud holds out a golden pentacle above a flowering garden, where a gateway leads toward distant mountains. A solid new opportunity arrives: a job, income, an investment or property. Plant this seed with care and commitment, and it can grow into lasting prosperity.',
        'बादल से निकला एक हाथ फूलों भरे बाग़ के ऊपर सोने का सिक्का थामे है; बाग़ का एक द्वार दूर पहाड़ों की ओर खुलता है। एक ठोस नया अवसर आता है: नौकरी, आय, निवेश या संपत्ति। इस बीज को सावधानी और लगन से बोएँ, तो यह स्थायी समृद्धि में बदल सकता है।',
      ),
      reversed: b(
        'Reversed, an opportunity may be delayed, missed or built on shaky ground. Poor planning or overspending can undermine your security. Review your finances, check the details of any offer and lay a sound foundation before committing. Patience now protects your future harvest.',
        'उल्टा होने पर कोई अवसर टल सकता है, छूट सकता है या कमज़ोर नींव पर खड़ा हो सकता है। कमज़ोर योजना या अधिक ख़र्च आपकी सुरक्षा को खोखला कर सकते हैं। अपने वित्त की समीक्षा करें, हर प्रस्ताव के ब्योरे जाँचें और प्रतिबद्ध होने से पहले मज़बूत नींव रखें। अभी का धैर्य आपकी आने वाली फ़सल की रक्षा करता है।',
      ),
      verdict: 'yes',
      why: b('Yes: a real, material opportunity is here.', 'हाँ: एक वास्तविक, ठोस अवसर सामने है।'),
    },
    {
      up: [b('Balance', 'संतुलन'), b('Adaptability', 'लचीलापन'), b('Juggling priorities', 'प्राथमिकताओं को साधना')],
      rev: [
        b('Overcommitment', 'क्षमता से अधिक ज़िम्मेदारियाँ'),
        b('Disorganisation', 'अव्यवस्था'),
        b('Financial strain', 'आर्थिक दबाव'),
      ],
      upright: b(
        'A young man dances while juggling two pentacles joined by an infinity loop, as ships ride high waves behind him. You are balancing several demands: work and home, income and expenses. Stay flexible, set priorities and keep a light touch; you can manage if you stay organised.',
        'एक युवक नाचते हुए अनंत-चिह्न के फंदे में बँधे दो सिक्के उछाल रहा है, और पीछे ऊँची लहरों पर जहाज़ डोल रहे हैं। आप कई माँगों को साध रहे हैं: काम और घर, आय और ख़र्च। लचीले रहें, प्राथमिकताएँ तय करें और सहज रहें; व्यवस्थित रहें तो आप सब सँभाल लेंगे।',
      ),
      reversed: b(
        'Reversed, you have too many balls in the air. Overcommitment, missed deadlines or money worries may follow. Drop what is not essential, ask for help and bring order to your schedule and budget before things slip further. Fewer commitments, done well, serve you better.',
        'उल्टा होने पर आपने क्षमता से अधिक चीज़ें हाथ में ले ली हैं। इससे समय-सीमाएँ चूक सकती हैं या पैसों की चिंता बढ़ सकती है। जो ज़रूरी नहीं उसे छोड़ें, मदद माँगें और हालात और बिगड़ने से पहले अपनी दिनचर्या तथा बजट में व्यवस्था लाएँ। कम ज़िम्मेदारियाँ, अच्छी तरह निभाई गईं, अधिक काम आती हैं।',
      ),
      verdict: 'maybe',
      why: b(
        'Maybe: possible, if you can balance your other commitments.',
        'शायद: संभव है, यदि आप अपनी दूसरी ज़िम्मेदारियों में संतुलन रख सकें।',
      ),
    },
    {
      up: [b('Teamwork', 'मिलकर काम'), b('Skill', 'कौशल'), b('Recognised effort', 'मेहनत की क़द्र')],
      rev: [b('Poor teamwork', 'तालमेल की कमी'), b('Lack of effort', 'प्रयास की कमी'), b('Mediocrity', 'औसत दर्जे का काम')],
      upright: b(
        'A stonemason works on a cathedral arch while a monk and an architect review the plans with him. Skilled work, collaboration and expert guidance produce something of lasting quality. Your competence is being noticed. Learn from others, share your skills and build together.',
        'एक शिल्पी गिरजाघर के मेहराब पर काम कर रहा है, जबकि एक भिक्षु और एक वास्तुकार उसके साथ नक़्शे देख रहे हैं। कुशल काम, सहयोग और विशेषज्ञ का मार्गदर्शन मिलकर स्थायी गुणवत्ता की रचना करते हैं। आपकी योग्यता पर लोगों का ध्यान जा रहा है। दूसरों से सीखें, अपना कौशल बाँटें और मिलकर निर्माण करें।',
      ),
      reversed: b(
        'Reversed, teamwork falters. Misunderstandings, unequal effort or a lack of skill may lower the quality of the work. Clarify roles, communicate openly and commit to doing the job properly rather than cutting corners. Good work always rests on cooperation and shared standards.',
        'उल्टा होने पर मिलकर काम करने में कमी आती है। ग़लतफ़हमियाँ, असमान प्रयास या कौशल की कमी काम की गुणवत्ता गिरा सकती है। भूमिकाएँ स्पष्ट करें, खुलकर बात करें और जुगाड़ के बजाय काम को ठीक से करने का संकल्प लें। अच्छा काम हमेशा सहयोग और साझा मानकों पर टिकता है।',
      ),
      verdict: 'yes',
      why: b('Yes: skill and cooperation will bring success.', 'हाँ: कौशल और सहयोग से सफलता मिलेगी।'),
    },
    {
      up: [b('Security', 'सुरक्षा'), b('Saving', 'बचत'), b('Control', 'नियंत्रण')],
      rev: [b('Greed', 'लोभ'), b('Loosening control', 'पकड़ ढीली करना'), b('Careless spending', 'लापरवाह ख़र्च')],
      upright: b(
        'A man sits clutching one pentacle to his chest, with one balanced on his crown and two under his feet, a city behind him. You are focused on security and saving. Prudence is wise, but clinging too tightly to money, possessions or control can block new growth.',
        'एक व्यक्ति बैठा है; एक सिक्का कसकर सीने से चिपकाए, एक सिर पर टिकाए और दो पैरों के नीचे दबाए, पीछे एक नगर है। आपका ध्यान सुरक्षा और बचत पर है। सावधानी समझदारी है, पर धन, संपत्ति या नियंत्रण को बहुत कसकर पकड़ना नई बढ़त को रोक सकता है।',
      ),
      reversed: b(
        'Reversed, the grip loosens, for better or worse. You may be learning generosity and releasing control, or swinging into careless spending. Find a healthy middle path between holding on and letting go. Security should support your life, not replace living it.',
        'उल्टा होने पर पकड़ ढीली होती है, अच्छे या बुरे, दोनों अर्थों में। हो सकता है आप उदारता सीख रहे हों और नियंत्रण छोड़ रहे हों, या फिर लापरवाह ख़र्च की ओर झुक रहे हों। थामे रहने और छोड़ देने के बीच स्वस्थ मध्य मार्ग खोजें। सुरक्षा जीवन का सहारा है, जीवन का विकल्प नहीं।',
      ),
      verdict: 'maybe',
      why: b(
        'Maybe: stability is there, but growth needs you to loosen your grip.',
        'शायद: स्थिरता है, पर बढ़त के लिए पकड़ ढीली करनी होगी।',
      ),
    },
    {
      up: [b('Hardship', 'कठिनाई'), b('Financial loss', 'आर्थिक हानि'), b('Feeling left out', 'उपेक्षित महसूस करना')],
      rev: [b('Recovery', 'उबरना'), b('Help arriving', 'मदद का आना'), b('Improvement', 'सुधार')],
      upright: b(
        'Two ragged figures struggle through the snow past a lit church window showing five pentacles. Financial strain, illness or a sense of exclusion may weigh on you. Help is closer than it seems; do not let pride stop you from asking for support.',
        'फटे-पुराने कपड़ों में दो लोग बर्फ़ में संघर्ष करते हुए एक चर्च की रोशन खिड़की के पास से गुज़र रहे हैं, जिस पर पाँच सिक्के बने हैं। आर्थिक तंगी, बीमारी या उपेक्षा का भाव आप पर भारी पड़ सकता है। मदद जितनी लगती है, उससे कहीं पास है; अभिमान के कारण सहारा माँगने से न रुकें।',
      ),
      reversed: b(
        'Reversed, the hardest times are ending. Finances begin to recover, health improves or support finally arrives. Accept the help that is offered, rebuild step by step and remember the lessons of this period. Better days are slowly but surely on their way.',
        'उल्टा होने पर सबसे कठिन समय समाप्त हो रहा है। आर्थिक स्थिति सँभलने लगती है, स्वास्थ्य सुधरता है या आख़िरकार सहारा मिलता है। जो मदद मिले उसे स्वीकारें, क़दम-दर-क़दम फिर से निर्माण करें और इस दौर के सबक़ याद रखें। अच्छे दिन धीरे-धीरे, पर निश्चित रूप से आ रहे हैं।',
      ),
      verdict: 'no',
      why: b(
        'No: this is a time of hardship; secure the basics first.',
        'नहीं: यह कठिनाई का समय है; पहले बुनियादी ज़रूरतें सुरक्षित करें।',
      ),
    },
    {
      up: [b('Generosity', 'उदारता'), b('Charity', 'दान'), b('Fair exchange', 'बराबरी का लेन-देन')],
      rev: [b('Strings attached', 'शर्तों वाली मदद'), b('Debt', 'कर्ज़'), b('One-sided giving', 'एकतरफ़ा देना')],
      upright: b(
        'A wealthy merchant holds a balanced scale while giving coins to two kneeling beggars. Giving and receiving are in balance. You may receive help, a loan, a gift or a fair payment, or you may be in a position to help others. Generosity and fairness bring blessings.',
        'एक धनी व्यापारी एक हाथ में संतुलित तराज़ू थामे घुटनों के बल बैठे दो याचकों को सिक्के दे रहा है। देना और पाना संतुलन में हैं। आपको मदद, ऋण, उपहार या उचित भुगतान मिल सकता है, या आप दूसरों की मदद करने की स्थिति में हो सकते हैं। उदारता और निष्पक्षता आशीर्वाद लाती हैं।',
      ),
      reversed: b(
        'Reversed, the balance tips. Help may come with strings attached, debts may become a burden, or you may be giving far more than you receive. Check the terms of any deal, and give from a place of strength, not obligation.',
        'उल्टा होने पर संतुलन बिगड़ता है। मदद शर्तों के साथ आ सकती है, कर्ज़ बोझ बन सकता है, या आप जितना पाते हैं उससे कहीं अधिक दे रहे हों। हर सौदे की शर्तें जाँचें, और मजबूरी में नहीं, सामर्थ्य से दें।',
      ),
      verdict: 'yes',
      why: b('Yes: support and fair reward are available.', 'हाँ: सहायता और उचित प्रतिफल उपलब्ध हैं।'),
    },
    {
      up: [b('Patience', 'धैर्य'), b('Long-term investment', 'दीर्घकालिक निवेश'), b('Assessment', 'आकलन')],
      rev: [b('Impatience', 'अधीरता'), b('Poor returns', 'कम प्रतिफल'), b('Wasted effort', 'व्यर्थ प्रयास')],
      upright: b(
        'A farmer leans on his hoe, studying seven pentacles growing on a bush. Effort has been made and growth is visible, but the harvest is not yet ready. Assess your progress, adjust if needed and keep investing patiently; steady work will pay off.',
        'एक किसान अपनी कुदाल पर टेक लगाए झाड़ी पर उगते सात सिक्कों को निहार रहा है। मेहनत की जा चुकी है और बढ़त दिख रही है, पर फ़सल अभी तैयार नहीं। अपनी प्रगति का आकलन करें, ज़रूरत हो तो बदलाव करें और धैर्य से निवेश जारी रखें; लगातार परिश्रम का फल मिलेगा।',
      ),
      reversed: b(
        'Reversed, frustration with slow results grows. You may be tempted to quit, or you may be pouring effort into something that will never yield. Judge honestly: redirect energy to where it is productive, and do not abandon good work out of impatience.',
        'उल्टा होने पर धीमे परिणामों से झुँझलाहट बढ़ती है। हो सकता है मन छोड़ देने का हो, या आप ऐसी चीज़ में मेहनत झोंक रहे हों जो कभी फल नहीं देगी। ईमानदारी से आँकें: ऊर्जा वहाँ लगाएँ जहाँ फल मिले, और अधीरता में अच्छा काम न छोड़ें।',
      ),
      verdict: 'maybe',
      why: b(
        'Maybe: eventually, but not yet; the harvest needs more time.',
        'शायद: आगे चलकर, पर अभी नहीं; फ़सल को और समय चाहिए।',
      ),
    },
    {
      up: [b('Diligence', 'परिश्रम'), b('Mastery', 'निपुणता'), b('Skill development', 'कौशल विकास')],
      rev: [
        b('Perfectionism', 'पूर्णता की ज़िद'),
        b('Lack of focus', 'एकाग्रता की कमी'),
        b('Cutting corners', 'आधा-अधूरा काम'),
      ],
      upright: b(
        'A craftsman sits at his bench, carefully carving pentacles, with finished ones displayed beside him. Dedication, practice and attention to detail lead to mastery. This is a good time for training, focused work and steady improvement; your diligence will be rewarded.',
        'एक कारीगर अपनी चौकी पर बैठा सावधानी से सिक्के गढ़ रहा है, और बने हुए सिक्के पास में सजे हैं। समर्पण, अभ्यास और बारीकी पर ध्यान निपुणता तक ले जाते हैं। यह प्रशिक्षण, एकाग्र काम और निरंतर सुधार के लिए अच्छा समय है; आपके परिश्रम का फल मिलेगा।',
      ),
      reversed: b(
        'Reversed, work becomes either obsessive or careless. Perfectionism may exhaust you, or boredom may lead to sloppy shortcuts. Reconnect with why the work matters to you, and aim for quality without losing your balance. Truly good work needs both care and rest.',
        'उल्टा होने पर काम या तो जुनून बन जाता है या लापरवाही। पूर्णता की ज़िद थका सकती है, या ऊब आपको आधे-अधूरे आसान रास्तों की ओर ले जा सकती है। फिर से याद करें कि यह काम आपके लिए क्यों महत्वपूर्ण है, और संतुलन खोए बिना गुणवत्ता का लक्ष्य रखें। अच्छे काम को लगन और विश्राम दोनों चाहिए।',
      ),
      verdict: 'yes',
      why: b('Yes: steady, skilful effort will get you there.', 'हाँ: स्थिर, कुशल प्रयास आपको वहाँ तक पहुँचाएगा।'),
    },
    {
      up: [b('Abundance', 'समृद्धि'), b('Independence', 'आत्मनिर्भरता'), b('Refinement', 'वैभव')],
      rev: [
        b('Financial dependence', 'आर्थिक निर्भरता'),
        b('Living for show', 'दिखावे का जीवन'),
        b('Overwork', 'अत्यधिक काम'),
      ],
      upright: b(
        'An elegant woman stands in a lush vineyard among nine pentacles, a hooded falcon resting on her gloved hand. Through discipline and effort, you have earned comfort and independence. Enjoy the fruits of your work, treat yourself kindly and take pride in your self-sufficiency.',
        'एक सुरुचिपूर्ण स्त्री हरे-भरे अंगूर के बाग़ में नौ सिक्कों के बीच खड़ी है, और उसके दस्ताने पहने हाथ पर टोपी पहनाया बाज़ बैठा है। अनुशासन और परिश्रम से आपने सुख-सुविधा और आत्मनिर्भरता अर्जित की है। अपनी मेहनत के फल का आनंद लें, स्वयं के प्रति उदार रहें और अपनी आत्मनिर्भरता पर गर्व करें।',
      ),
      reversed: b(
        'Reversed, independence is shaky. You may rely on others financially, overspend to keep up appearances or work so hard that you cannot enjoy what you have. Rebuild true security and value self-worth over show. True comfort needs no audience at all.',
        'उल्टा होने पर आत्मनिर्भरता डगमगाती है। हो सकता है आप आर्थिक रूप से दूसरों पर निर्भर हों, दिखावे के लिए अधिक ख़र्च कर रहे हों, या इतना काम कर रहे हों कि जो पास है उसका आनंद न ले पाएँ। सच्ची सुरक्षा फिर से बनाएँ और दिखावे से ऊपर आत्म-सम्मान को रखें। सच्चे सुख को दर्शकों की ज़रूरत नहीं।',
      ),
      verdict: 'yes',
      why: b('Yes: your efforts bring comfort and independence.', 'हाँ: आपके प्रयास सुख और आत्मनिर्भरता लाते हैं।'),
    },
    {
      up: [b('Wealth', 'धन-संपदा'), b('Family legacy', 'पारिवारिक विरासत'), b('Long-term security', 'दीर्घकालिक सुरक्षा')],
      rev: [
        b('Family disputes', 'पारिवारिक विवाद'),
        b('Financial loss', 'आर्थिक हानि'),
        b('Inheritance quarrels', 'विरासत के झगड़े'),
      ],
      upright: b(
        'An old man sits with his dogs under an archway while a couple and a child stand nearby, ten pentacles arranged across the scene. This card shows lasting wealth, family security and legacy. Property, inheritance and long-term investments are favoured. What you build now can benefit generations.',
        'एक वृद्ध अपने कुत्तों के साथ मेहराब के नीचे बैठा है, पास में एक दंपती और बच्चा खड़े हैं, और पूरे दृश्य में दस सिक्के सजे हैं। यह कार्ड स्थायी धन, पारिवारिक सुरक्षा और विरासत दिखाता है। संपत्ति, उत्तराधिकार और दीर्घकालिक निवेश अनुकूल हैं। जो आप अभी बनाते हैं, वह पीढ़ियों के काम आ सकता है।',
      ),
      reversed: b(
        'Reversed, family wealth or stability is under strain. Disputes over money or inheritance, a sudden financial loss or clashing family values may arise. Protect your assets, keep agreements clear and put relationships before possessions. A lasting legacy is built on trust as well as wealth.',
        'उल्टा होने पर पारिवारिक धन या स्थिरता दबाव में होती है। पैसे या विरासत को लेकर विवाद, अचानक आर्थिक हानि या परिवार में मूल्यों का टकराव उभर सकता है। अपनी संपत्ति सुरक्षित रखें, समझौते स्पष्ट रखें और वस्तुओं से पहले रिश्तों को रखें। स्थायी विरासत धन के साथ-साथ भरोसे पर भी बनती है।',
      ),
      verdict: 'yes',
      why: b('Yes: a secure, lasting and prosperous outcome.', 'हाँ: सुरक्षित, स्थायी और समृद्ध परिणाम।'),
    },
    {
      up: [b('Study', 'अध्ययन'), b('New skill', 'नया कौशल'), b('Practical ambition', 'व्यावहारिक महत्वाकांक्षा')],
      rev: [
        b('Procrastination', 'टालमटोल'),
        b('Lack of progress', 'प्रगति न होना'),
        b('Unrealistic goals', 'अवास्तविक लक्ष्य'),
      ],
      upright: b(
        'A young man stands in a green field, gazing intently at the pentacle he holds up. This is the diligent student and the beginning of a practical goal. A course, a new job, an apprenticeship or a financial plan is favoured. Stay focused and take grounded steps.',
        'एक युवक हरे खेत में खड़ा है और ऊपर उठाए सिक्के को एकटक देख रहा है। यह लगनशील विद्यार्थी और किसी व्यावहारिक लक्ष्य की शुरुआत का कार्ड है। कोई पाठ्यक्रम, नई नौकरी, प्रशिक्षण या आर्थिक योजना अनुकूल है। एकाग्र रहें और ठोस क़दम उठाएँ।',
      ),
      reversed: b(
        'Reversed, good intentions lack follow-through. Procrastination, distraction or unrealistic plans may slow you down. Break goals into small daily tasks, learn the basics properly and keep the promises you make to yourself. Small, steady steps will take you further than grand plans left unfinished.',
        'उल्टा होने पर अच्छे इरादों पर अमल नहीं होता। टालमटोल, भटकाव या अवास्तविक योजनाएँ आपकी गति धीमी कर सकती हैं। लक्ष्यों को रोज़ के छोटे कामों में बाँटें, बुनियादी बातें ठीक से सीखें और स्वयं से किए वादे निभाएँ। अधूरी छोड़ी बड़ी योजनाओं से छोटे, नियमित क़दम आपको कहीं आगे ले जाएँगे।',
      ),
      verdict: 'yes',
      why: b('Yes: a practical beginning that can grow steadily.', 'हाँ: एक व्यावहारिक शुरुआत जो धीरे-धीरे बढ़ सकती है।'),
    },
    {
      up: [b('Reliability', 'भरोसेमंदी'), b('Hard work', 'कड़ी मेहनत'), b('Routine', 'नियमितता')],
      rev: [b('Stagnation', 'ठहराव'), b('Laziness', 'आलस्य'), b('Workaholism', 'काम का जुनून')],
      upright: b(
        'A knight sits on a sturdy black horse standing still in a ploughed field, studying the pentacle in his hand. Progress comes through patience, routine and responsibility. It may be slow, but it is sure. Stick to your plan, do the work diligently and results will follow.',
        'एक घुड़सवार जुते हुए खेत में स्थिर खड़े मज़बूत काले घोड़े पर बैठा है और हाथ के सिक्के को ध्यान से देख रहा है। प्रगति धैर्य, नियमितता और ज़िम्मेदारी से आती है। वह धीमी हो सकती है, पर पक्की है। अपनी योजना पर टिके रहें, लगन से काम करें, परिणाम अवश्य आएँगे।',
      ),
      reversed: b(
        'Reversed, steadiness turns into stagnation. You may feel bored, stuck in a rut or too cautious to move, or you may be working so hard that life loses its balance. Bring fresh energy into your routine without abandoning your commitments.',
        'उल्टा होने पर स्थिरता ठहराव में बदल जाती है। हो सकता है आप ऊबे हुए हों, एक ही ढर्रे में फँसे हों या आगे बढ़ने में बहुत सतर्क हों, या इतना काम कर रहे हों कि जीवन का संतुलन बिगड़ जाए। अपनी प्रतिबद्धताएँ छोड़े बिना दिनचर्या में नई ऊर्जा लाएँ।',
      ),
      verdict: 'yes',
      why: b('Yes: slowly but surely.', 'हाँ: धीरे-धीरे, पर निश्चित रूप से।'),
    },
    {
      up: [b('Nurturing', 'पालन-पोषण'), b('Practicality', 'व्यावहारिकता'), b('Comfort', 'सुख-सुविधा')],
      rev: [
        b('Self-neglect', 'अपनी उपेक्षा'),
        b('Work–home imbalance', 'काम और घर में असंतुलन'),
        b('Smothering', 'अति-संरक्षण'),
      ],
      upright: b(
        'A queen sits on a throne in a blooming garden, cradling a pentacle in her lap, with a rabbit nearby. She is warm, practical and generous, caring for her family while managing resources wisely. Create comfort, nurture your home and health, and balance work with care.',
        'खिलते बाग़ में सिंहासन पर बैठी एक रानी गोद में सिक्का सँभाले है, और पास में एक ख़रगोश है। वह स्नेहमयी, व्यावहारिक और उदार है; परिवार की देखभाल करते हुए साधनों का समझदारी से प्रबंध करती है। सुख-सुविधा रचें, अपने घर और स्वास्थ्य को पोसें, और काम तथा देखभाल में संतुलन रखें।',
      ),
      reversed: b(
        'Reversed, caring is out of balance. You may be neglecting yourself while looking after everyone else, or struggling to juggle work and home. Money worries or over-protectiveness may appear. Restore order and make room for your own wellbeing. You deserve care too.',
        'उल्टा होने पर देखभाल का संतुलन बिगड़ जाता है। हो सकता है सबकी देखभाल करते हुए आप अपनी उपेक्षा कर रहे हों, या काम और घर को साधने में कठिनाई हो रही हो। पैसों की चिंता या अति-संरक्षण भी दिख सकता है। व्यवस्था लौटाएँ और अपने कल्याण के लिए भी जगह बनाएँ। आप भी देखभाल के हक़दार हैं।',
      ),
      verdict: 'yes',
      why: b('Yes: a practical, nurturing approach brings security.', 'हाँ: व्यावहारिक और स्नेह भरा दृष्टिकोण सुरक्षा लाता है।'),
    },
    {
      up: [b('Wealth', 'धन'), b('Business success', 'व्यापारिक सफलता'), b('Security', 'सुरक्षा')],
      rev: [b('Materialism', 'भौतिकवाद'), b('Stubbornness', 'हठ'), b('Poor financial decisions', 'ग़लत आर्थिक निर्णय')],
      upright: b(
        'A king sits on a throne decorated with bulls, surrounded by grapevines, holding a pentacle and a sceptre before his castle. He represents wealth, business sense and dependable leadership. Manage resources wisely, build for the long term and share your abundance responsibly. Material goals are within reach.',
        'बैलों से सजे सिंहासन पर बैठा एक राजा अंगूर की बेलों से घिरा है और अपने महल के सामने सिक्का तथा राजदंड थामे है। वह धन, व्यापारिक सूझबूझ और भरोसेमंद नेतृत्व का प्रतीक है। साधनों का समझदारी से प्रबंध करें, लंबी अवधि के लिए निर्माण करें और अपनी समृद्धि ज़िम्मेदारी से बाँटें। भौतिक लक्ष्य पहुँच में हैं।',
      ),
      reversed: b(
        'Reversed, the focus on money becomes unhealthy. Greed, stubbornness or risky financial decisions may threaten stability, and status may matter more than people. Review investments carefully and remember that true wealth includes integrity and relationships. Wealth is best used to build, not to hoard.',
        'उल्टा होने पर धन पर ध्यान अस्वस्थ हो जाता है। लोभ, हठ या जोखिम भरे आर्थिक निर्णय स्थिरता को ख़तरे में डाल सकते हैं, और प्रतिष्ठा लोगों से अधिक अहम हो सकती है। निवेशों की सावधानी से समीक्षा करें; याद रखें कि सच्चे धन में ईमानदारी और रिश्ते भी शामिल हैं। धन निर्माण के लिए है, संचय के लिए नहीं।',
      ),
      verdict: 'yes',
      why: b('Yes: a secure and prosperous result.', 'हाँ: सुरक्षित और समृद्ध परिणाम।'),
    },
  ],
};

// ---------------------------------------------------------------------------
// Assembly

const RANK_NAMES: Readonly<Record<Rank, { en: string; hi: string; feminine: boolean; number: number }>> = {
  ace: { en: 'Ace', hi: 'इक्का', feminine: false, number: 1 },
  two: { en: 'Two', hi: 'दुक्की', feminine: true, number: 2 },
  three: { en: 'Three', hi: 'तिक्की', feminine: true, number: 3 },
  four: { en: 'Four', hi: 'चौका', feminine: false, number: 4 },
  five: { en: 'Five', hi: 'पंजा', feminine: false, number: 5 },
  six: { en: 'Six', hi: 'छक्का', feminine: false, number: 6 },
  seven: { en: 'Seven', hi: 'सत्ता', feminine: false, number: 7 },
  eight: { en: 'Eight', hi: 'अट्ठा', feminine: false, number: 8 },
  nine: { en: 'Nine', hi: 'नहला', feminine: false, number: 9 },
  ten: { en: 'Ten', hi: 'दहला', feminine: false, number: 10 },
  page: { en: 'Page', hi: 'सेवक', feminine: false, number: 11 },
  knight: { en: 'Knight', hi: 'घुड़सवार', feminine: false, number: 12 },
  queen: { en: 'Queen', hi: 'रानी', feminine: true, number: 13 },
  king: { en: 'King', hi: 'राजा', feminine: false, number: 14 },
};

/** The suit name in the oblique plural, as used before का/की: "छड़ियों का इक्का". */
const SUIT_OBLIQUE_HI: Readonly<Record<Suit, string>> = {
  wands: 'छड़ियों',
  cups: 'प्यालों',
  swords: 'तलवारों',
  pentacles: 'सिक्कों',
};

const MAJOR: readonly MajorCard[] = MAJOR_ROWS.map(
  (row, i): MajorCard => ({
    index: i,
    slug: row.slug,
    arcana: 'major',
    suit: null,
    rank: null,
    number: i,
    roman: ROMAN[i]!,
    name: row.name,
    keywords: { upright: row.up, reversed: row.rev },
    upright: row.upright,
    reversed: row.reversed,
    aspects: row.aspects,
    yesNo: { verdict: row.verdict, explanation: row.why },
    cta: TAROT_CTA,
  }),
);

const MINOR: readonly MinorCard[] = SUIT_ORDER.flatMap((suit, s) =>
  MINOR_ROWS[suit].map((row, r): MinorCard => {
    const rank = RANK_ORDER[r]!;
    const rn = RANK_NAMES[rank];
    return {
      index: MAJOR.length + s * RANK_ORDER.length + r,
      slug: `${rank}-of-${suit}`,
      arcana: 'minor',
      suit,
      rank,
      number: rn.number,
      roman: null,
      name: {
        en: `${rn.en} of ${TAROT_SUITS[suit].name.en}`,
        hi: `${SUIT_OBLIQUE_HI[suit]} ${rn.feminine ? 'की' : 'का'} ${rn.hi}`,
      },
      keywords: { upright: row.up, reversed: row.rev },
      upright: row.upright,
      reversed: row.reversed,
      yesNo: { verdict: row.verdict, explanation: row.why },
      cta: TAROT_CTA,
    };
  }),
);

/** All 78 cards, in deck order. */
export const TAROT_CARDS: readonly TarotCard[] = [...MAJOR, ...MINOR];

export const MAJOR_ARCANA: readonly MajorCard[] = MAJOR;
export const MINOR_ARCANA: readonly MinorCard[] = MINOR;

export const TAROT_SLUGS: readonly string[] = TAROT_CARDS.map((c) => c.slug);

const BY_SLUG = new Map<string, TarotCard>(TAROT_CARDS.map((c) => [c.slug, c]));

/** The card with this slug, or undefined. */
export function tarotCard(slug: string): TarotCard | undefined {
  return BY_SLUG.get(slug);
}

/** The card at deck position `index` (0–77). */
export function tarotCardByIndex(index: number): TarotCard {
  const card = TAROT_CARDS[index];
  if (!card || !Number.isInteger(index)) throw new RangeError(`Tarot index must be an integer 0–77, got ${index}`);
  return card;
}

/** The fourteen cards of a suit, Ace to King. */
export function cardsOfSuit(suit: Suit): MinorCard[] {
  return MINOR.filter((c) => c.suit === suit);
}
