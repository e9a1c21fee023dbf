import type { FaqSetKey } from '../faq';
import { type Digit, type NumerologyOverviewKey, numerologyOverviews } from '../numerology';
import type { Bilingual } from '../types';
import type { PageSection, PageText } from './types';

// ---------------------------------------------------------------------------
// /numerology: the overview
// ---------------------------------------------------------------------------

export const numerologyPage: PageText = {
  lead: {
    en: 'Numerology reads the numbers hidden in your date of birth and your name. Learn what each number from 1 to 9 means, and how the Indian, Chaldean, Chinese and other systems use them.',
    hi: 'अंक ज्योतिष आपकी जन्म तिथि और नाम में छिपे अंकों को पढ़ता है। जानिए 1 से 9 तक हर अंक का क्या अर्थ है, और भारतीय, कैल्डियन, चीनी व अन्य पद्धतियाँ इनका उपयोग कैसे करती हैं।',
  },
  intro: [
    {
      en: "Numerology is the study of what numbers mean in a person's life. In Indian numerology (ank jyotish) each root number from 1 to 9 is ruled by one of the nine grahas, so a number carries the nature of its planet: 1 the confidence of the Sun, 2 the sensitivity of the Moon, 8 the patience of Saturn.",
      hi: 'अंक ज्योतिष यह अध्ययन है कि किसी व्यक्ति के जीवन में अंकों का क्या अर्थ है। भारतीय अंक ज्योतिष में 1 से 9 तक हर मूल अंक का स्वामी नौ ग्रहों में से कोई एक होता है, इसलिए हर अंक में अपने ग्रह का स्वभाव होता है: 1 में सूर्य का आत्मविश्वास, 2 में चंद्रमा की संवेदनशीलता, 8 में शनि का धैर्य।',
    },
    {
      en: 'Larger numbers are reduced to a single digit by adding their digits: 28 becomes 2 + 8 = 10, and 10 becomes 1 + 0 = 1. Two groups are noticed before they are reduced: the master numbers 11, 22 and 33, and the karmic debt numbers 13, 14, 16 and 19.',
      hi: 'बड़ी संख्याओं के अंक जोड़कर उन्हें अंक जोड़कर एक अंक में लाया जाता है: 28 से 2 + 8 = 10, और 10 से 1 + 0 = 1। अंक जोड़कर एक अंक में लाने से पहले दो तरह के योगों पर ध्यान दिया जाता है: मास्टर अंक 11, 22 और 33, और कार्मिक ऋण अंक 13, 14, 16 और 19।',
    },
  ],
  sections: [
    {
      key: 'core',
      title: { en: 'Your core numbers', hi: 'आपके मुख्य अंक' },
      paragraphs: [
        {
          en: 'A numerology reading usually starts with four numbers:',
          hi: 'अंक ज्योतिष का विश्लेषण आम तौर पर चार अंकों से शुरू होता है:',
        },
      ],
      points: [
        {
          en: 'Mulank (psychic number), from the day of birth alone. Born on the 23rd: 2 + 3 = 5. It shows how you come across day to day.',
          hi: 'मूलांक, केवल जन्म की तारीख़ से। 23 तारीख़ को जन्म: 2 + 3 = 5। यह बताता है कि रोज़मर्रा में आप कैसे दिखते और बरतते हैं।',
        },
        {
          en: 'Bhagyank (destiny number), from the full date of birth: every digit added, then the digits of the total added until one digit from 1 to 9 remains. It shows the larger direction of your life. The Pythagorean life path number is close to it but is worked out differently and can be a master number 11, 22 or 33.',
          hi: 'भाग्यांक, पूरी जन्म तिथि से: सभी अंक जोड़े जाते हैं, फिर योग के अंक तब तक जोड़े जाते हैं जब तक 1 से 9 के बीच का एक अंक न बचे। यह आपके जीवन की बड़ी दिशा बताता है। पाइथागोरस पद्धति का जीवन पथ अंक इसके क़रीब है, पर अलग तरीक़े से निकाला जाता है और मास्टर अंक 11, 22 या 33 भी हो सकता है।',
        },
        {
          en: 'Namank (name number), from the letters of the name you use, with the Chaldean or the Pythagorean chart. It shows how the world meets you.',
          hi: 'नामांक, आपके प्रचलित नाम के अक्षरों से, कैल्डियन या पाइथागोरस तालिका के अनुसार। यह बताता है कि दुनिया आपको किस रूप में देखती है।',
        },
        {
          en: 'Personal year, from your day and month of birth with the current year. It gives the theme of each year in a nine-year cycle.',
          hi: 'व्यक्तिगत वर्ष अंक, जन्म की तारीख़ और महीने को चालू वर्ष के साथ जोड़कर। यह नौ साल के चक्र में हर साल का विषय बताता है।',
        },
      ],
    },
    {
      key: 'how-to-use',
      title: { en: 'Reading your numbers together', hi: 'अपने अंकों को साथ मिलाकर पढ़ें' },
      paragraphs: [
        {
          en: 'Read your numbers together rather than one at a time. A mulank and a bhagyank that are friends make life feel smoother, while numbers that pull in different directions show where balance is needed.',
          hi: 'अपने अंकों को एक-एक करके नहीं, साथ मिलाकर पढ़ें। मूलांक और भाग्यांक आपस में मित्र हों तो जीवन अधिक सहज लगता है, और अलग-अलग दिशाओं में खींचने वाले अंक बताते हैं कि कहाँ संतुलन की ज़रूरत है।',
        },
        {
          en: 'Numerology describes tendencies. It is a tool for understanding yourself, not a verdict, and it cannot guarantee success in love, money or health.',
          hi: 'अंक ज्योतिष प्रवृत्तियाँ बताता है। यह ख़ुद को समझने का साधन है, कोई फ़ैसला नहीं, और प्रेम, धन या स्वास्थ्य में सफलता की गारंटी नहीं दे सकता।',
        },
      ],
    },
  ],
};

/** The short text above the grid of numbers 1 to 9 on the overview. */
export const numbersIntro: Bilingual = {
  en: 'Each root number has a ruling planet, a character and its own strengths and lessons. Open a number to read it as a life path, a mulank and a bhagyank.',
  hi: 'हर मूल अंक का एक स्वामी ग्रह, एक स्वभाव और अपनी ख़ूबियाँ व सीखें होती हैं। किसी अंक को खोलकर पढ़ें कि जीवन पथ अंक, मूलांक और भाग्यांक के रूप में उसका क्या अर्थ है।',
};

// ---------------------------------------------------------------------------
// /numerology/{topic}
// ---------------------------------------------------------------------------

export type NumerologyTopicSlug =
  | 'life-path-number'
  | 'master-numbers'
  | 'karmic-debt-numbers'
  | 'missing-numbers'
  | 'kua-number'
  | 'chaldean'
  | 'kabbalah'
  | 'tamil'
  | 'chinese'
  | 'marriage'
  | 'money'
  | 'career'
  | 'food'
  | 'health';

/** Where a topic is listed on the overview: special numbers, systems, or numerology in daily life. */
export type NumerologyTopicGroup = 'special' | 'system' | 'life';

export interface NumerologyTopic {
  slug: NumerologyTopicSlug;
  group: NumerologyTopicGroup;
  /** The FAQ set shown on the topic's page. */
  faq: FaqSetKey;
  /** The page heading. */
  title: Bilingual;
  /** One sentence for the topic's card and the page's lead. */
  summary: Bilingual;
  page: PageText;
}

/** A topic built on one of the overviews in numerology.ts: its paragraphs are the page's introduction. */
function fromOverview(
  key: NumerologyOverviewKey,
  slug: NumerologyTopicSlug,
  group: NumerologyTopicGroup,
  faq: FaqSetKey,
  summary: Bilingual,
  sections: readonly PageSection[],
): NumerologyTopic {
  const overview = numerologyOverviews[key];
  return {
    slug,
    group,
    faq,
    title: overview.title,
    summary,
    page: { lead: summary, intro: overview.paragraphs, sections },
  };
}

const lifePath: NumerologyTopic = {
  slug: 'life-path-number',
  group: 'special',
  faq: 'life-path',
  title: { en: 'Life Path Number', hi: 'जीवन पथ अंक' },
  summary: {
    en: 'The number of your whole date of birth: the main direction of your life and the lessons it brings.',
    hi: 'आपकी पूरी जन्म तिथि का अंक: आपके जीवन की मुख्य दिशा और उसकी सीखें।',
  },
  page: {
    lead: {
      en: 'The number of your whole date of birth: the main direction of your life, the talents you bring and the lessons you are here to learn.',
      hi: 'आपकी पूरी जन्म तिथि का अंक: आपके जीवन की मुख्य दिशा, आपकी प्रतिभाएँ और वे सीखें जिनके लिए आप आए हैं।',
    },
    intro: [
      {
        en: 'Your life path number comes from your whole date of birth: the day, the month and the year are each brought to one digit, then added and brought to one digit again, except that the master numbers 11, 22 and 33 are kept. Numerologists treat it as the most important number in a chart, because it describes the road you walk rather than the clothes you wear: the talents you bring, the situations life keeps offering and the lessons you are here to learn. The bhagyank of Indian numerology is close to it but not the same: the bhagyank adds every digit of the date at once and always ends in 1 to 9. The two agree except when the life path is a master number.',
        hi: 'जीवन पथ अंक आपकी पूरी जन्म तिथि से निकलता है: तारीख़, महीना और वर्ष, तीनों के अंक अलग-अलग जोड़कर एक अंक में लाए जाते हैं, फिर तीनों को जोड़कर फिर से एक अंक में लाया जाता है; बस मास्टर अंक 11, 22 और 33 वैसे ही रखे जाते हैं। अंकशास्त्री इसे सबसे महत्वपूर्ण अंक मानते हैं, क्योंकि यह बताता है कि आप किस राह पर चल रहे हैं, न कि आप कैसे दिखते हैं: आपकी प्रतिभाएँ, वे परिस्थितियाँ जो जीवन बार-बार सामने लाता है, और वे सीखें जिनके लिए आप आए हैं। भारतीय अंक ज्योतिष का भाग्यांक इसके क़रीब है, पर वही नहीं: भाग्यांक में तिथि के सभी अंक एक साथ जोड़े जाते हैं और वह हमेशा 1 से 9 के बीच आता है। जीवन पथ अंक मास्टर अंक न हो, तो दोनों एक ही निकलते हैं।',
      },
    ],
    sections: [
      {
        key: 'calculate',
        title: { en: 'How to calculate it', hi: 'इसे कैसे निकालें' },
        paragraphs: [
          {
            en: 'Write your date of birth in full. Add the digits of the day until one digit remains, then do the same for the month and for the year; stop at 11, 22 or 33 if you meet them. Add the three results and bring the total to one digit in the same way, again keeping 11, 22 and 33. This is how our calculator works.',
            hi: 'अपनी पूरी जन्म तिथि लिखें। तारीख़ के अंकों को तब तक जोड़ें जब तक एक अंक न बचे, फिर यही महीने और वर्ष के साथ करें; रास्ते में 11, 22 या 33 आए तो वहीं रुक जाएँ। तीनों परिणामों को जोड़ें और योग को भी इसी तरह अंक जोड़कर एक अंक में लाएँ, फिर से 11, 22 और 33 को वैसे ही रखते हुए। हमारा कैलकुलेटर इसी तरह गणना करता है।',
          },
        ],
        points: [
          {
            en: '14-08-1995: day 1 + 4 = 5, month 8, year 1 + 9 + 9 + 5 = 24 and 2 + 4 = 6; then 5 + 8 + 6 = 19, 1 + 9 = 10 and 1 + 0 = 1. Life path 1. Adding all the digits at once also gives 37, 10 and 1: bhagyank 1.',
            hi: '14-08-1995: तारीख़ 1 + 4 = 5, महीना 8, वर्ष 1 + 9 + 9 + 5 = 24 और 2 + 4 = 6; फिर 5 + 8 + 6 = 19, 1 + 9 = 10 और 1 + 0 = 1। जीवन पथ अंक 1। सभी अंक एक साथ जोड़ने पर भी 37, 10 और 1 आता है: भाग्यांक 1।',
          },
          {
            en: '25-12-1990: day 2 + 5 = 7, month 1 + 2 = 3, year 1 + 9 + 9 + 0 = 19, 1 + 9 = 10 and 1 + 0 = 1; then 7 + 3 + 1 = 11, a master number, kept as it is. Life path 11. Adding all the digits at once gives 29, 11 and 2: bhagyank 2.',
            hi: '25-12-1990: तारीख़ 2 + 5 = 7, महीना 1 + 2 = 3, वर्ष 1 + 9 + 9 + 0 = 19, 1 + 9 = 10 और 1 + 0 = 1; फिर 7 + 3 + 1 = 11, जो मास्टर अंक है और वैसा ही रखा जाता है। जीवन पथ अंक 11। सभी अंक एक साथ जोड़ने पर 29, 11 और 2 आता है: भाग्यांक 2।',
          },
          {
            en: '09-01-2008: day 9, month 1, year 2 + 0 + 0 + 8 = 10 and 1 + 0 = 1; then 9 + 1 + 1 = 11. Life path 11. Adding all the digits at once gives 20 and 2, and 11 never appears: bhagyank 2.',
            hi: '09-01-2008: तारीख़ 9, महीना 1, वर्ष 2 + 0 + 0 + 8 = 10 और 1 + 0 = 1; फिर 9 + 1 + 1 = 11। जीवन पथ अंक 11। सभी अंक एक साथ जोड़ने पर 20 और 2 आता है, और 11 कहीं नहीं आता: भाग्यांक 2।',
          },
        ],
      },
      {
        key: 'age-32',
        title: { en: 'The turning point at 32', hi: '32 वर्ष की आयु का मोड़' },
        paragraphs: [
          {
            en: "Numerology tradition often describes the years up to about 32 as a time of learning and experiment, when the life path is lived partly without knowing it: you try out roles, follow other people's expectations and gather experience. Around the age of 32 the themes of your number tend to come into focus, and many people find that their direction, career or priorities become clearer after that age.",
            hi: 'अंक ज्योतिष की परंपरा में लगभग 32 वर्ष तक की उम्र को सीखने और प्रयोग का समय माना जाता है, जब जीवन पथ कुछ हद तक अनजाने में जिया जाता है: आप अलग-अलग भूमिकाएँ आज़माते हैं, दूसरों की अपेक्षाओं के हिसाब से चलते हैं और अनुभव बटोरते हैं। 32 के आसपास आपके अंक के विषय स्पष्ट होने लगते हैं, और बहुत से लोगों को इस उम्र के बाद अपनी दिशा, करियर या प्राथमिकताएँ साफ़ दिखने लगती हैं।',
          },
          {
            en: 'If you are younger than 32 and your number does not feel like you yet, that is normal. If you are older, look back: you may recognise its lessons in the choices that shaped you.',
            hi: 'अगर आपकी उम्र 32 से कम है और आपका अंक अभी आप जैसा नहीं लगता, तो यह स्वाभाविक है। अगर आप इससे बड़े हैं, तो पीछे मुड़कर देखें: हो सकता है आपको उसकी सीखें उन फ़ैसलों में दिखें जिन्होंने आपका जीवन गढ़ा।',
          },
        ],
      },
      {
        key: 'meanings',
        title: { en: 'The nine life paths', hi: 'नौ जीवन पथ' },
        paragraphs: [
          {
            en: 'What each number asks of you as a life path. Open a number for its strengths, challenges and careers.',
            hi: 'जीवन पथ के रूप में हर अंक आपसे क्या माँगता है। ख़ूबियों, चुनौतियों और करियर के लिए अंक खोलें।',
          },
        ],
      },
    ],
  },
};

const masterNumbersTopic: NumerologyTopic = {
  slug: 'master-numbers',
  group: 'special',
  faq: 'master-numbers',
  title: { en: 'Master Numbers 11, 22 and 33', hi: 'मास्टर अंक 11, 22 और 33' },
  summary: {
    en: 'The double numbers that are not reduced: the intuitive guide, the master builder and the master teacher.',
    hi: 'वे दोहरे अंक जिन्हें एक अंक में नहीं लाया जाता: अंतर्ज्ञानी मार्गदर्शक, महान निर्माता और महान शिक्षक।',
  },
  page: {
    lead: {
      en: 'The double numbers 11, 22 and 33 are kept as they are: a higher, more demanding form of 2, 4 and 6.',
      hi: 'दोहरे अंक 11, 22 और 33 को वैसे ही रखा जाता है: ये 2, 4 और 6 का अधिक ऊँचा और अधिक माँग करने वाला रूप हैं।',
    },
    intro: [
      {
        en: 'When a total in your chart comes to 11, 22 or 33, many numerologists stop and do not reduce it further. These master numbers are read as a higher octave of their root numbers 2, 4 and 6: more potential, and more pressure. Pythagorean numerology uses them most; Chaldean and Indian numerologists often read them together with the root number.',
        hi: 'जब आपकी गणना में कोई योग 11, 22 या 33 बनता है, तो कई अंकशास्त्री वहीं रुक जाते हैं और उसे आगे एक अंक में नहीं लाते। इन मास्टर अंकों को उनके मूल अंकों 2, 4 और 6 का ऊँचा सुर माना जाता है: संभावना भी अधिक, दबाव भी अधिक। पाइथागोरस अंक ज्योतिष इनका सबसे अधिक उपयोग करता है; कैल्डियन और भारतीय अंकशास्त्री इन्हें अक्सर मूल अंक के साथ मिलाकर पढ़ते हैं।',
      },
    ],
    sections: [
      {
        key: 'finding',
        title: { en: 'Do you have a master number?', hi: 'क्या आपका कोई मास्टर अंक है?' },
        paragraphs: [
          {
            en: 'Look at the last step of your life path and name calculations. If the total comes to 11, 22 or 33, it is kept. For 25-12-1990 the day gives 7, the month 3 and the year 1, and 7 + 3 + 1 = 11: life path 11, a master number rather than a plain 2.',
            hi: 'अपने जीवन पथ अंक और नामांक की गणना का अंतिम चरण देखें। योग 11, 22 या 33 आए, तो उसे वैसा ही रखा जाता है। 25-12-1990 में तारीख़ से 7, महीने से 3 और वर्ष से 1 आता है, और 7 + 3 + 1 = 11: जीवन पथ अंक 11, यानी साधारण 2 नहीं, मास्टर अंक।',
          },
        ],
      },
      {
        key: 'living',
        title: { en: 'Living with a master number', hi: 'मास्टर अंक के साथ जीना' },
        paragraphs: [
          {
            en: 'Master numbers are not better than other numbers, only more intense. They bring sensitivity, high ideals and the sense of carrying something larger than yourself, along with nervous tension when that energy has no outlet. Grounding routines, rest and patience help, and many people grow into a master number slowly, often after their early thirties.',
            hi: 'मास्टर अंक दूसरे अंकों से बेहतर नहीं, बस अधिक तीव्र होते हैं। ये संवेदनशीलता, ऊँचे आदर्श और किसी बड़े उद्देश्य को साथ लेकर चलने का एहसास लाते हैं, और जब उस ऊर्जा को रास्ता न मिले तो घबराहट भी। स्थिर दिनचर्या, आराम और धैर्य मदद करते हैं, और बहुत से लोग धीरे-धीरे अपने मास्टर अंक के अनुरूप ढलते हैं, अक्सर तीस की उम्र के शुरुआती वर्षों के बाद।',
          },
        ],
      },
      {
        key: 'root',
        title: { en: 'Reading a master number with its root', hi: 'मास्टर अंक को उसके मूल अंक के साथ पढ़ना' },
        paragraphs: [
          {
            en: 'A master number always carries its root: 11 is also a 2, 22 also a 4, 33 also a 6. On ordinary days a person with 11 lives as a 2, tactful and cooperative; the 11 shows when they inspire, teach or sense what others miss. The same holds for 22, a practical 4 that can build on a large scale, and for 33, a caring 6 that can serve many people at once. Read the root number’s page as well: its strengths are the base the master number stands on.',
            hi: 'मास्टर अंक में उसका मूल अंक हमेशा रहता है: 11 एक 2 भी है, 22 एक 4 भी, और 33 एक 6 भी। आम दिनों में 11 वाला व्यक्ति 2 की तरह जीता है, व्यवहार-कुशल और सहयोगी; 11 तब दिखता है जब वह प्रेरणा देता है, सिखाता है या वह भाँप लेता है जो दूसरे नहीं देख पाते। यही बात 22 पर लागू होती है, जो एक व्यावहारिक 4 है और बड़े पैमाने पर निर्माण कर सकता है, और 33 पर, जो एक परवाह करने वाला 6 है और एक साथ बहुत से लोगों की सेवा कर सकता है। मूल अंक का पेज भी पढ़ें: उसकी ख़ूबियाँ ही वह नींव हैं जिस पर मास्टर अंक टिका है।',
          },
        ],
      },
      {
        key: 'where',
        title: { en: 'Where master numbers appear', hi: 'मास्टर अंक कहाँ आते हैं' },
        paragraphs: [
          {
            en: 'In our calculators master numbers are kept in the life path and in the Pythagorean name numbers (expression, soul urge and personality). The bhagyank, the mulank and the Chaldean name number always end in 1 to 9, as Indian and Chaldean numerology read them. A day of birth of 11, 22 or 29 gives a master number in the day itself, which many numerologists read as a master influence on everyday character even when the life path is not a master number.',
            hi: 'हमारे कैलकुलेटरों में मास्टर अंक जीवन पथ अंक और पाइथागोरस पद्धति के नामांकों (अभिव्यक्ति, आत्मा की इच्छा और व्यक्तित्व) में रखे जाते हैं। भाग्यांक, मूलांक और कैल्डियन नामांक हमेशा 1 से 9 के बीच आते हैं, जैसा भारतीय और कैल्डियन अंक ज्योतिष उन्हें पढ़ते हैं। 11, 22 या 29 तारीख़ का जन्म तारीख़ में ही मास्टर अंक देता है, जिसे कई अंकशास्त्री रोज़ के स्वभाव पर मास्टर अंक के असर के रूप में पढ़ते हैं, भले ही जीवन पथ अंक मास्टर अंक न हो।',
          },
        ],
      },
      {
        key: 'numbers',
        title: { en: 'The three master numbers', hi: 'तीनों मास्टर अंक' },
        paragraphs: [],
      },
    ],
  },
};

const karmicTopic: NumerologyTopic = {
  slug: 'karmic-debt-numbers',
  group: 'special',
  faq: 'karmic-numbers',
  title: { en: 'Karmic Debt Numbers 13, 14, 16 and 19', hi: 'कार्मिक ऋण अंक 13, 14, 16 और 19' },
  summary: {
    en: 'Four compound numbers said to carry lessons from the past: effort, moderation, humility and shared power.',
    hi: 'चार संयुक्त अंक जो अतीत की सीखें लिए माने जाते हैं: परिश्रम, संयम, विनम्रता और शक्ति को बाँटना।',
  },
  page: {
    lead: {
      en: 'Four compound numbers that tradition links with lessons carried over from the past, and what each asks of you now.',
      hi: 'चार संयुक्त अंक जिन्हें परंपरा अतीत से चली आ रही सीखों से जोड़ती है, और यह कि हर अंक आज आपसे क्या माँगता है।',
    },
    intro: [
      {
        en: 'In numerology a few two-digit totals are noticed before they are reduced. 13, 14, 16 and 19 are called karmic debt numbers: tradition says they point to lessons carried over from the past that ask for attention in this life. They reduce to 4, 5, 7 and 1, and colour those numbers with a particular challenge.',
        hi: 'अंक ज्योतिष में कुछ दो अंकों वाले योगों पर एक अंक में लाने से पहले ध्यान दिया जाता है। 13, 14, 16 और 19 कार्मिक ऋण अंक कहलाते हैं: परंपरा के अनुसार ये अतीत से चली आ रही उन सीखों की ओर इशारा करते हैं जिन पर इस जीवन में ध्यान देना है। अंक जोड़कर एक अंक में लाने पर ये 4, 5, 7 और 1 बनते हैं, और इन अंकों में एक ख़ास चुनौती जोड़ देते हैं।',
      },
    ],
    sections: [
      {
        key: 'finding',
        title: { en: 'How to find them', hi: 'इन्हें कैसे पहचानें' },
        paragraphs: [
          {
            en: 'A karmic debt number is counted when:',
            hi: 'कार्मिक ऋण अंक तब माना जाता है जब:',
          },
        ],
        points: [
          {
            en: 'you were born on the 13th, 14th, 16th or 19th of a month;',
            hi: 'आपका जन्म महीने की 13, 14, 16 या 19 तारीख़ को हुआ हो;',
          },
          {
            en: 'your life path total reaches 13, 14, 16 or 19 before it is reduced to one digit;',
            hi: 'जीवन पथ अंक की गणना में एक अंक में लाने से पहले योग 13, 14, 16 या 19 आए;',
          },
          {
            en: 'or the total of your name reaches one of them before it is reduced.',
            hi: 'या आपके नाम का योग एक अंक में लाने से पहले इनमें से कोई संख्या बने।',
          },
        ],
      },
      {
        key: 'not-a-curse',
        title: { en: 'A lesson, not a curse', hi: 'सीख है, श्राप नहीं' },
        paragraphs: [
          {
            en: 'A karmic number is best read as a clear area for growth. Its lesson may feel heavy in youth, but once it is understood the same number often becomes a source of maturity and strength. Service, gratitude and steady effort are the traditional remedies; no ritual is required and nothing has to be bought.',
            hi: 'कार्मिक अंक को विकास के एक स्पष्ट क्षेत्र के रूप में पढ़ना सबसे अच्छा है। युवावस्था में इसकी सीख भारी लग सकती है, पर एक बार समझ में आ जाए तो वही अंक अक्सर परिपक्वता और ताक़त का स्रोत बन जाता है। सेवा, कृतज्ञता और लगातार प्रयास ही पारंपरिक उपाय हैं; किसी अनुष्ठान की ज़रूरत नहीं और कुछ भी ख़रीदना ज़रूरी नहीं।',
          },
        ],
      },
      {
        key: 'where',
        title: { en: 'Where the number sits', hi: 'अंक कहाँ आता है' },
        paragraphs: [
          {
            en: 'The place of a karmic number changes how it is felt. Born on the day itself (the 13th, 14th, 16th or 19th), the lesson shows in everyday habits and is the easiest to see and work on. In the life path total it runs through the larger course of life, in career and in the choices that shape each decade. In the name it shows in how others meet you, and it is the only place where a change of spelling can move it.',
            hi: 'कार्मिक अंक कहाँ आता है, इससे उसका असर बदलता है। उसी तारीख़ (13, 14, 16 या 19) को जन्म हो, तो उसकी सीख रोज़ की आदतों में दिखती है, और उसे पहचानना व उस पर काम करना सबसे आसान होता है। जीवन पथ अंक के योग में हो, तो वह जीवन की बड़ी धारा में, करियर में और हर दशक को गढ़ने वाले फ़ैसलों में चलती है। नाम में हो, तो वह दिखती है कि दूसरे आपसे कैसे मिलते हैं, और यही एक जगह है जहाँ वर्तनी बदलने से उसे हटाया जा सकता है।',
          },
          {
            en: 'Our numerology calculator marks a karmic number wherever it appears in your date: in the day, in the sum of the year’s digits or in the total. Two or more karmic numbers in one chart are read together: 13 with 19, for example, asks for steady work and for sharing the credit for it.',
            hi: 'हमारा अंक ज्योतिष कैलकुलेटर आपकी जन्म तिथि में जहाँ भी कार्मिक अंक आए, उसे दिखाता है: तारीख़ में, वर्ष के अंकों के योग में या कुल योग में। एक ही कुंडली में दो या अधिक कार्मिक अंक हों, तो उन्हें साथ पढ़ा जाता है: जैसे 13 और 19 साथ हों, तो वे लगातार मेहनत और उसका श्रेय बाँटने, दोनों की माँग करते हैं।',
          },
        ],
      },
      {
        key: 'working',
        title: { en: 'Working with a karmic number', hi: 'कार्मिक अंक के साथ काम करना' },
        paragraphs: [
          {
            en: 'Each number points to one habit to build. For 13, finish what you start and let results come from routine rather than shortcuts. For 14, practise moderation in food, spending and speed, and keep your freedom by keeping your word. For 16, put humility and honesty before image, and let a setback teach rather than embitter. For 19, ask for help, share power and credit, and remember that independence grows stronger with allies.',
            hi: 'हर अंक एक आदत की ओर इशारा करता है जिसे विकसित करना है। 13 के लिए: जो शुरू करें उसे पूरा करें, और फल को शॉर्टकट से नहीं, नियमित काम से आने दें। 14 के लिए: भोजन, ख़र्च और रफ़्तार में संयम रखें, और अपनी बात निभाकर अपनी आज़ादी बचाए रखें। 16 के लिए: छवि से पहले विनम्रता और ईमानदारी रखें, और किसी झटके को कड़वाहट नहीं, सीख बनने दें। 19 के लिए: मदद माँगें, शक्ति और श्रेय बाँटें, और याद रखें कि साथियों के साथ आत्मनिर्भरता और मज़बूत होती है।',
          },
        ],
      },
      {
        key: 'numbers',
        title: { en: 'The four karmic debt numbers', hi: 'चारों कार्मिक ऋण अंक' },
        paragraphs: [],
      },
    ],
  },
};

const missingTopic: NumerologyTopic = {
  slug: 'missing-numbers',
  group: 'special',
  faq: 'missing-numbers',
  title: { en: 'Missing Numbers in the Lo Shu Grid', hi: 'लो शू ग्रिड के लुप्त अंक' },
  summary: {
    en: 'The numbers absent from your date of birth, what each one means and gentle ways to build its quality.',
    hi: 'आपकी जन्म तिथि में न आने वाले अंक, हर अंक का अर्थ और उसके गुण को विकसित करने के सरल उपाय।',
  },
  page: {
    lead: {
      en: 'Place your date of birth in the Lo Shu grid and see which numbers are missing, what each one means and how to build its quality.',
      hi: 'अपनी जन्म तिथि को लो शू ग्रिड में रखें और देखें कि कौन-से अंक लुप्त हैं, हर एक का क्या अर्थ है और उसके गुण को कैसे विकसित करें।',
    },
    intro: [
      {
        en: 'Place the digits of your date of birth in the Lo Shu grid, the 3×3 magic square of Chinese tradition, and some of the numbers from 1 to 9 will usually be missing. Each cell of the grid stands for a quality and a direction, so a missing number points to a quality you may need to develop consciously, while a repeated number shows a quality that is strong, sometimes too strong.',
        hi: 'अपनी जन्म तिथि के अंक लो शू ग्रिड में रखें, जो चीनी परंपरा का 3×3 का जादुई वर्ग है, तो आम तौर पर 1 से 9 में से कुछ अंक नहीं आते। ग्रिड का हर ख़ाना एक गुण और एक दिशा का प्रतीक है, इसलिए लुप्त अंक ऐसे गुण की ओर इशारा करता है जिसे आपको सचेत रूप से विकसित करना पड़ सकता है, जबकि दोहराया गया अंक ऐसा गुण दिखाता है जो मज़बूत है, कभी-कभी ज़रूरत से ज़्यादा।',
      },
    ],
    sections: [
      {
        key: 'how',
        title: { en: 'How to find your missing numbers', hi: 'अपने लुप्त अंक कैसे पहचानें' },
        paragraphs: [],
        ordered: true,
        points: [
          {
            en: 'Write your date of birth in full, for example 14-08-1995.',
            hi: 'अपनी पूरी जन्म तिथि लिखें, जैसे 14-08-1995।',
          },
          {
            en: 'Put each digit in its cell of the grid, once for every time it appears, and leave out the zeros. Here 1 and 9 appear twice, and 4, 5 and 8 once.',
            hi: 'हर अंक को ग्रिड में उसके ख़ाने में रखें, जितनी बार वह आए उतनी बार, और शून्य छोड़ दें। यहाँ 1 और 9 दो-दो बार आते हैं, और 4, 5 और 8 एक-एक बार।',
          },
          {
            en: 'The empty cells are your missing numbers: here 2, 3, 6 and 7.',
            hi: 'ख़ाली ख़ाने आपके लुप्त अंक हैं: यहाँ 2, 3, 6 और 7।',
          },
          {
            en: 'Some numerologists also add the mulank and the bhagyank to the grid, which can fill a cell; both ways are in use.',
            hi: 'कुछ अंकशास्त्री ग्रिड में मूलांक और भाग्यांक भी जोड़ते हैं, जिससे कोई ख़ाना भर सकता है; दोनों तरीक़े प्रचलित हैं।',
          },
        ],
      },
      {
        key: 'numbers',
        title: { en: 'What each missing number means', hi: 'हर लुप्त अंक का अर्थ' },
        paragraphs: [
          {
            en: 'Everyone has some missing numbers. They are not a defect but an invitation to grow, and each comes with a simple remedy.',
            hi: 'हर किसी के कुछ अंक लुप्त होते हैं। ये कोई कमी नहीं, बल्कि आगे बढ़ने का न्योता हैं, और हर एक के साथ एक सरल उपाय है।',
          },
        ],
      },
      {
        key: 'planes',
        title: { en: 'The planes of the grid', hi: 'ग्रिड के तल' },
        paragraphs: [
          {
            en: 'Three cells in a line form a plane, or arrow. A complete line shows a strength, and an empty one shows an area that needs practice.',
            hi: 'एक रेखा में तीन ख़ाने मिलकर एक तल (एरो) बनाते हैं। पूरी रेखा एक ख़ूबी दिखाती है, और ख़ाली रेखा ऐसा क्षेत्र जिसमें अभ्यास की ज़रूरत है।',
          },
        ],
      },
    ],
  },
};

const kuaTopic: NumerologyTopic = {
  slug: 'kua-number',
  group: 'special',
  faq: 'kua',
  title: { en: 'Kua Number', hi: 'कुआ अंक' },
  summary: {
    en: 'Your feng shui number from your birth year and gender, with your four favourable directions.',
    hi: 'जन्म वर्ष और लिंग से निकलने वाला आपका फ़ेंगशुई अंक, और आपकी चार अनुकूल दिशाएँ।',
  },
  page: {
    lead: {
      en: 'Work out your feng shui number from your birth year and gender, and find your four favourable directions for success, health, relationships and growth.',
      hi: 'अपने जन्म वर्ष और लिंग से अपना फ़ेंगशुई अंक निकालें, और सफलता, स्वास्थ्य, संबंधों और विकास के लिए अपनी चार अनुकूल दिशाएँ जानें।',
    },
    intro: [
      {
        en: 'The Kua number (ming gua) comes from feng shui, the Chinese art of placement. It is worked out from your year of birth and your gender, and places you in the East or the West group of numbers. Each Kua number has four favourable directions, for success, health, relationships and personal growth, that you can use when you decide where to sit, work or sleep.',
        hi: 'कुआ अंक (मिंग गुआ) फ़ेंगशुई, यानी चीन की स्थान-व्यवस्था की कला, से आता है। यह आपके जन्म वर्ष और लिंग से निकाला जाता है, और आपको अंकों के पूर्व या पश्चिम समूह में रखता है। हर कुआ अंक की चार अनुकूल दिशाएँ होती हैं, सफलता, स्वास्थ्य, संबंधों और व्यक्तिगत विकास के लिए, जिनका उपयोग आप बैठने, काम करने या सोने की जगह तय करते समय कर सकते हैं।',
      },
    ],
    sections: [
      {
        key: 'calculate',
        title: { en: 'How to calculate your Kua number', hi: 'अपना कुआ अंक कैसे निकालें' },
        paragraphs: [],
        ordered: true,
        points: [
          {
            en: 'If you were born before about 4 February, use the previous year, because the feng shui year begins then.',
            hi: 'अगर आपका जन्म लगभग 4 फ़रवरी से पहले हुआ है, तो पिछला वर्ष लें, क्योंकि फ़ेंगशुई का वर्ष तभी शुरू होता है।',
          },
          {
            en: 'Add the last two digits of the year and reduce them to one digit: for 1987, 8 + 7 = 15 and 1 + 5 = 6.',
            hi: 'वर्ष के आख़िरी दो अंक जोड़कर एक अंक बनाएँ: 1987 के लिए 8 + 7 = 15 और 1 + 5 = 6।',
          },
          {
            en: 'Born 1900–1999: men subtract that digit from 10 and women add 5. Born in 2000 or later: men subtract it from 9 and women add 6.',
            hi: '1900–1999 में जन्म: पुरुष उस अंक को 10 में से घटाएँ और महिलाएँ उसमें 5 जोड़ें। 2000 या उसके बाद जन्म: पुरुष उसे 9 में से घटाएँ और महिलाएँ उसमें 6 जोड़ें।',
          },
          {
            en: 'Reduce to one digit again if needed. A man born in 1987 has 10 − 6 = 4; a woman born in 1987 has 6 + 5 = 11, and 1 + 1 = 2.',
            hi: 'ज़रूरत हो तो फिर से एक अंक बनाएँ। 1987 में जन्मे पुरुष का कुआ 10 − 6 = 4 है; 1987 में जन्मी महिला का 6 + 5 = 11, और 1 + 1 = 2।',
          },
          {
            en: 'A result of 0 counts as 9. Kua 5 has no directions of its own: men use those of Kua 2 and women those of Kua 8.',
            hi: '0 आए तो उसे 9 मानें। कुआ 5 की अपनी दिशाएँ नहीं होतीं: पुरुष कुआ 2 की और महिलाएँ कुआ 8 की दिशाएँ अपनाती हैं।',
          },
        ],
      },
      {
        key: 'groups',
        title: { en: 'The East and West groups', hi: 'पूर्व और पश्चिम समूह' },
        paragraphs: [
          {
            en: 'Kua 1, 3, 4 and 9 form the East group, whose favourable directions are North, South, East and South-east. Kua 2, 5, 6, 7 and 8 form the West group, with West, North-west, South-west and North-east. People of the same group usually feel at ease in the same spaces.',
            hi: 'कुआ 1, 3, 4 और 9 पूर्व समूह में हैं, जिनकी अनुकूल दिशाएँ उत्तर, दक्षिण, पूर्व और दक्षिण-पूर्व हैं। कुआ 2, 5, 6, 7 और 8 पश्चिम समूह में हैं, जिनकी दिशाएँ पश्चिम, उत्तर-पश्चिम, दक्षिण-पश्चिम और उत्तर-पूर्व हैं। एक ही समूह के लोग आम तौर पर एक जैसी जगहों में सहज महसूस करते हैं।',
          },
        ],
      },
      {
        key: 'numbers',
        title: { en: 'The nine Kua numbers and their directions', hi: 'नौ कुआ अंक और उनकी दिशाएँ' },
        paragraphs: [],
      },
    ],
  },
};

export const NUMEROLOGY_TOPICS: readonly NumerologyTopic[] = [
  lifePath,
  masterNumbersTopic,
  karmicTopic,
  missingTopic,
  kuaTopic,
  fromOverview(
    'chaldean',
    'chaldean',
    'system',
    'chaldean',
    {
      en: 'The ancient system that values letters by their sound, from 1 to 8, and reads the name you use every day.',
      hi: 'वह प्राचीन पद्धति जो अक्षरों को उनकी ध्वनि के आधार पर 1 से 8 तक मान देती है और आपके रोज़ के नाम को पढ़ती है।',
    },
    [
      {
        key: 'letters',
        title: { en: 'The Chaldean letter chart', hi: 'कैल्डियन अक्षर तालिका' },
        paragraphs: [
          {
            en: 'Letters are grouped by sound rather than by their place in the alphabet, and no letter has the value 9. Add the values of the name you are known by, note the compound total, then reduce it.',
            hi: 'अक्षरों को वर्णमाला में उनके क्रम से नहीं, बल्कि उनकी ध्वनि से समूहों में रखा जाता है, और किसी अक्षर का मान 9 नहीं होता। जिस नाम से आप जाने जाते हैं, उसके अक्षरों के मान जोड़ें, संयुक्त योग नोट करें, फिर उसके अंक जोड़कर उसे एक अंक में लाएँ।',
          },
        ],
      },
      {
        key: 'compound',
        title: { en: 'Compound numbers 10 to 52', hi: 'संयुक्त अंक 10 से 52' },
        paragraphs: [
          {
            en: 'Chaldean numerology reads the total of a name before it is brought to one digit. These compound numbers, as the palmist and numerologist Cheiro set them out, add a second layer to the root number: a name totalling 23 is a 5, but a 5 under the Royal Star of the Lion. Beyond 32 most numbers repeat an earlier meaning. A compound number is a tendency to understand, not a sentence: a warning number asks for care, and many numerologists suggest a small change of spelling only when the name number also sits badly with the birth number.',
            hi: 'कैल्डियन अंक ज्योतिष नाम के योग को एक अंक में लाने से पहले भी पढ़ता है। हस्तरेखा और अंक ज्योतिष के जानकार कीरो ने इन संयुक्त अंकों के जो अर्थ बताए, वे मूल अंक में एक और परत जोड़ते हैं: जिस नाम का योग 23 हो, वह 5 तो है, पर सिंह के राजसी तारे वाला 5। 32 के बाद ज़्यादातर अंक किसी पहले अंक का अर्थ दोहराते हैं। संयुक्त अंक समझने लायक़ एक प्रवृत्ति है, कोई फ़ैसला नहीं: चेतावनी वाला अंक सावधानी माँगता है, और कई अंकशास्त्री वर्तनी में छोटा बदलाव तभी सुझाते हैं जब नामांक का जन्मांक से मेल भी ठीक न हो।',
          },
        ],
      },
    ],
  ),
  fromOverview(
    'kabbalah',
    'kabbalah',
    'system',
    'kabbalah',
    {
      en: 'A name-based numerology drawn from Jewish mysticism and gematria, focused on inner growth.',
      hi: 'यहूदी रहस्यवाद और गेमेट्रिया से निकली, नाम पर आधारित अंक ज्योतिष, जिसका ज़ोर आंतरिक विकास पर है।',
    },
    [
      {
        key: 'differences',
        title: { en: 'How it differs from other systems', hi: 'यह दूसरी पद्धतियों से कैसे अलग है' },
        paragraphs: [],
        points: [
          {
            en: 'It works with the name alone; the date of birth is not used.',
            hi: 'यह केवल नाम पर काम करती है; जन्म तिथि का उपयोग नहीं होता।',
          },
          {
            en: 'Numbers are understood through the Tree of Life: ten sefirot, or divine qualities, joined by 22 paths that match the 22 letters of the Hebrew alphabet.',
            hi: 'अंकों को जीवन वृक्ष के माध्यम से समझा जाता है: दस सेफ़िरोट, यानी ईश्वरीय गुण, जो 22 मार्गों से जुड़े हैं, और ये मार्ग हिब्रू वर्णमाला के 22 अक्षरों से मेल खाते हैं।',
          },
          {
            en: 'Its aim is self-understanding and spiritual growth rather than forecasting events, and it can be used by people of any faith.',
            hi: 'इसका उद्देश्य घटनाओं की भविष्यवाणी नहीं, बल्कि आत्म-बोध और आध्यात्मिक विकास है, और किसी भी आस्था के लोग इसका उपयोग कर सकते हैं।',
          },
        ],
      },
      {
        key: 'letters',
        title: { en: 'The Hebrew letters and their values', hi: 'हिब्रू अक्षर और उनके मान' },
        paragraphs: [
          {
            en: 'The total of a name can run into hundreds. Kabbalah numerology reads the total itself as well as the number it comes to when its digits are added, and looks for words of the same value, which gematria treats as related. A well-known example: the Hebrew word חי (chai), life, adds up to 18 (Het 8 and Yod 10), which is why gifts in multiples of 18 are customary.',
            hi: 'नाम का योग सैकड़ों में जा सकता है। कबाला अंक ज्योतिष पूरे योग को भी पढ़ता है और उस अंक को भी जो उसके अंक जोड़ने पर आता है, और उसी मान वाले शब्द खोजता है, जिन्हें गेमेट्रिया आपस में जुड़ा मानती है। एक जाना-माना उदाहरण: हिब्रू शब्द ‘חי’ (ख़ाय), यानी जीवन, का योग 18 है (ख़ेत 8 और योद 10), इसीलिए 18 के गुणकों में उपहार देने का चलन है।',
          },
          {
            en: 'Gematria gives each of the 22 Hebrew letters a value: the first nine count 1 to 9, the next nine count in tens to 90, and the last four in hundreds to 400. A name written in English is first spelt in Hebrew letters by its sounds, then the values are added. Because vowels are mostly not written in Hebrew and several English sounds share a letter, practitioners can spell the same name differently; the sounds below are the usual choices, not fixed rules.',
            hi: 'गेमेट्रिया हिब्रू के 22 अक्षरों में से हर एक को एक मान देती है: पहले नौ अक्षर 1 से 9 तक, अगले नौ दहाइयों में 90 तक, और आख़िरी चार सैकड़ों में 400 तक गिने जाते हैं। अंग्रेज़ी में लिखा नाम पहले उसकी ध्वनियों के अनुसार हिब्रू अक्षरों में लिखा जाता है, फिर उनके मान जोड़े जाते हैं। हिब्रू में ज़्यादातर स्वर लिखे नहीं जाते और अंग्रेज़ी की कई ध्वनियाँ एक ही अक्षर से लिखी जाती हैं, इसलिए अलग-अलग जानकार एक ही नाम को अलग तरह से लिख सकते हैं; नीचे दी गई ध्वनियाँ आम चलन हैं, पक्के नियम नहीं।',
          },
        ],
      },
    ],
  ),
  fromOverview(
    'tamil',
    'tamil',
    'system',
    'tamil',
    {
      en: 'The numerology of Tamil Nadu and South India, which reads every number through its navagraha.',
      hi: 'तमिलनाडु और दक्षिण भारत की अंक ज्योतिष, जो हर अंक को उसके नवग्रह के माध्यम से पढ़ती है।',
    },
    [
      {
        key: 'planets',
        title: { en: 'Numbers and their planets', hi: 'अंक और उनके ग्रह' },
        paragraphs: [
          {
            en: 'In Tamil numerology each number is read through its graha, and a birth number, destiny number and name number whose planets are friends are said to work well together.',
            hi: 'तमिल अंक ज्योतिष में हर अंक को उसके ग्रह के माध्यम से पढ़ा जाता है, और माना जाता है कि जिन जन्मांक, भाग्यांक और नामांक के ग्रह आपस में मित्र हों, वे साथ मिलकर अच्छा काम करते हैं।',
          },
        ],
      },
      {
        key: 'letters',
        title: { en: 'The letter chart of Tamil numerology', hi: 'तमिल अंक ज्योतिष की अक्षर तालिका' },
        paragraphs: [
          {
            en: 'A Tamil numerologist usually looks for a name number that is a friend of the birth number’s planet, and avoids one ruled by its enemy: a person born on the 1st, ruled by the Sun, is often advised towards a name totalling 1, 3 or 9 (Sun, Jupiter, Mars) rather than 8 (Saturn). Names totalling 4 or 8 are treated with particular care in this tradition.',
            hi: 'तमिल अंकशास्त्री आम तौर पर ऐसा नामांक खोजते हैं जो जन्मांक के ग्रह का मित्र हो, और उसके शत्रु ग्रह वाले नामांक से बचते हैं: 1 तारीख़ को जन्मे व्यक्ति को, जिनका ग्रह सूर्य है, अक्सर 8 (शनि) के बजाय 1, 3 या 9 (सूर्य, गुरु, मंगल) योग वाले नाम की सलाह दी जाती है। इस परंपरा में 4 या 8 योग वाले नामों को ख़ास सावधानी से देखा जाता है।',
          },
          {
            en: 'Tamil numerologists work out the name number from the English spelling of the name, because that is how a name is written on certificates, shop boards and film credits. The letters are valued with the chart Cheiro made popular, the same one as in Chaldean numerology: values 1 to 8 by sound, none for 9. Add the letters of each word of the name, then the words together, and bring the total to one digit; the result is read with its planet and compared with the birth number.',
            hi: 'तमिल अंकशास्त्री नामांक नाम की अंग्रेज़ी वर्तनी से निकालते हैं, क्योंकि प्रमाणपत्रों, दुकानों के बोर्ड और फ़िल्मों के नामों में नाम इसी तरह लिखा जाता है। अक्षरों के मान उसी तालिका से लिए जाते हैं जिसे कीरो ने लोकप्रिय बनाया, यानी कैल्डियन अंक ज्योतिष वाली तालिका: ध्वनि के अनुसार 1 से 8 तक के मान, 9 किसी अक्षर का नहीं। नाम के हर शब्द के अक्षर जोड़ें, फिर सभी शब्दों के योग जोड़ें और कुल योग को अंक जोड़कर एक अंक में लाएँ; परिणाम को उसके ग्रह के साथ पढ़ा जाता है और जन्मांक से मिलाया जाता है।',
          },
        ],
      },
    ],
  ),
  fromOverview(
    'chinese',
    'chinese',
    'system',
    'chinese',
    {
      en: 'Numbers valued by their sound and read on the Lo Shu magic square, the root of the Lo Shu grid and the Kua number.',
      hi: 'उच्चारण के आधार पर अंकों का महत्व और लो शू जादुई वर्ग पर उनका विश्लेषण, जिससे लो शू ग्रिड और कुआ अंक निकले हैं।',
    },
    [
      {
        key: 'lo-shu',
        title: { en: 'The Lo Shu square', hi: 'लो शू वर्ग' },
        paragraphs: [
          {
            en: 'Every row, column and diagonal of the square adds up to 15, with 5 at the centre. Your date of birth is placed on it to find strong and missing numbers, and the Kua number is read on the same square.',
            hi: 'इस वर्ग की हर पंक्ति, हर स्तंभ और हर विकर्ण का योग 15 है, और बीच में 5 है। आपकी जन्म तिथि इस पर रखकर मज़बूत और लुप्त अंक देखे जाते हैं, और कुआ अंक भी इसी वर्ग पर पढ़ा जाता है।',
          },
        ],
      },
    ],
  ),
  fromOverview(
    'marriage',
    'marriage',
    'life',
    'marriage-numerology',
    {
      en: "How two people's numbers get along, and how numerology can help choose a wedding date.",
      hi: 'दो लोगों के अंकों का आपसी तालमेल, और विवाह की तारीख़ चुनने में अंक ज्योतिष की मदद।',
    },
    [
      {
        key: 'friends',
        title: { en: 'Friendly numbers', hi: 'मित्र अंक' },
        paragraphs: [
          {
            en: "This is the friendship table our calculators use. Read it by rows: find your number's row and see whether your partner's number is in it, then read your partner's row for yours. The table is not symmetric: 4 lists 7 among its friends, but 7 does not list 4, so a pair can be friendly one way only. Only 1 has numbers that are not friends: 7 is neutral and 8 unfriendly to it. A number missing from a row is simply not listed, which is not the same as an enemy.",
            hi: 'यह वही मित्रता तालिका है जिससे हमारे कैलकुलेटर गणना करते हैं। इसे पंक्ति से पढ़ें: अपने अंक की पंक्ति में देखें कि साथी का अंक उसमें है या नहीं, फिर साथी की पंक्ति में अपना अंक देखें। तालिका दोनों ओर एक जैसी नहीं है: 4 की सूची में 7 मित्र है, पर 7 की सूची में 4 नहीं, इसलिए मित्रता केवल एक ओर से भी हो सकती है। केवल 1 के ऐसे अंक हैं जो मित्र नहीं: 7 उसके लिए सम है और 8 शत्रु। किसी पंक्ति में जो अंक नहीं है, वह बस सूची में नहीं है; इसका मतलब शत्रु नहीं।',
          },
        ],
      },
    ],
  ),
  fromOverview(
    'money',
    'money',
    'life',
    'money-numerology',
    {
      en: 'What your numbers say about saving, spending and risk, and how your personal year can guide timing.',
      hi: 'बचत, ख़र्च और जोखिम के बारे में आपके अंक क्या कहते हैं, और व्यक्तिगत वर्ष समय चुनने में कैसे मदद करता है।',
    },
    [
      {
        key: 'years',
        title: { en: 'Timing with your personal year', hi: 'व्यक्तिगत वर्ष से समय का चुनाव' },
        paragraphs: [
          {
            en: 'Add the digits of your day and month of birth to the digits of the current year and reduce to one digit. Born on 14 August, in 2025: 1 + 4 + 0 + 8 + 2 + 0 + 2 + 5 = 22, and 2 + 2 = 4, a year for budgeting and foundations. Each year of the nine-year cycle has its own mood:',
            hi: 'अपने जन्म की तारीख़ और महीने के अंकों को चालू वर्ष के अंकों के साथ जोड़ें और अंक जोड़कर एक अंक में लाएँ। 14 अगस्त को जन्मे व्यक्ति के लिए 2025 में: 1 + 4 + 0 + 8 + 2 + 0 + 2 + 5 = 22, और 2 + 2 = 4, यानी बजट और नींव मज़बूत करने का साल। नौ साल के चक्र के हर वर्ष का अपना मिज़ाज है:',
          },
        ],
      },
    ],
  ),
  fromOverview(
    'career',
    'career',
    'life',
    'career-numerology',
    {
      en: 'The kind of work that suits each number, and when to make a move.',
      hi: 'हर अंक के स्वभाव के अनुकूल काम, और बदलाव का सही समय।',
    },
    [
      {
        key: 'careers',
        title: { en: 'Careers by number', hi: 'अंक के अनुसार करियर' },
        paragraphs: [
          {
            en: 'Broad directions that suit each root number. Read them for your mulank and for your bhagyank, and trust your own interests most.',
            hi: 'हर मूल अंक के अनुकूल मोटी दिशाएँ। इन्हें अपने मूलांक और भाग्यांक, दोनों के लिए पढ़ें, और सबसे ज़्यादा अपनी रुचि पर भरोसा करें।',
          },
        ],
      },
    ],
  ),
  fromOverview(
    'food',
    'food',
    'life',
    'food-numerology',
    {
      en: 'The foods tradition links with each number through its planet, from the nine grains of the navadhanya.',
      hi: 'वे खाद्य पदार्थ जिन्हें परंपरा हर अंक से उसके ग्रह के ज़रिए जोड़ती है, नवधान्य के नौ अनाजों से लेकर।',
    },
    [
      {
        key: 'foods',
        title: { en: 'Foods by number', hi: 'अंक के अनुसार भोजन' },
        paragraphs: [
          {
            en: "The traditional foods of each number's planet, many of them from the navadhanya. Enjoy them in offerings and festival cooking; for everyday meals, balance matters most.",
            hi: 'हर अंक के ग्रह से जुड़े पारंपरिक खाद्य पदार्थ, जिनमें से कई नवधान्य के हैं। भोग और त्योहार के भोजन में इनका आनंद लें; रोज़ के भोजन में संतुलन सबसे ज़रूरी है।',
          },
        ],
      },
    ],
  ),
  fromOverview(
    'health',
    'health',
    'life',
    'health-numerology',
    {
      en: "The body areas tradition links with each number's planet, read as reminders for good habits.",
      hi: 'शरीर के वे हिस्से जिन्हें परंपरा हर अंक के ग्रह से जोड़ती है, अच्छी आदतों की याद के रूप में।',
    },
    [
      {
        key: 'body',
        title: { en: 'Body areas and habits by number', hi: 'अंक के अनुसार शरीर के हिस्से और आदतें' },
        paragraphs: [
          {
            en: "Where each number's planet is traditionally said to ask for care, with a habit that helps. This is not a forecast of illness; for any symptom, see a doctor.",
            hi: 'परंपरा के अनुसार हर अंक का ग्रह किस ओर अधिक ध्यान माँगता है, और कौन-सी आदत मदद करती है। यह बीमारी की भविष्यवाणी नहीं है; कोई भी लक्षण हो तो डॉक्टर को दिखाएँ।',
          },
        ],
      },
    ],
  ),
];

export const NUMEROLOGY_TOPIC_SLUGS: readonly NumerologyTopicSlug[] = NUMEROLOGY_TOPICS.map((t) => t.slug);

/** The topic with this slug, or undefined for any other string (route parameters are untrusted). */
export function numerologyTopic(slug: string): NumerologyTopic | undefined {
  return NUMEROLOGY_TOPICS.find((t) => t.slug === slug);
}

// ---------------------------------------------------------------------------
// Tables for the food and health pages (the same links as their FAQ sets)
// ---------------------------------------------------------------------------

/** The foods traditionally linked with each root number's planet. */
export const foodsByNumber: Readonly<Record<Digit, Bilingual>> = {
  1: { en: 'Wheat and jaggery', hi: 'गेहूँ और गुड़' },
  2: { en: 'Rice, milk, curd and kheer', hi: 'चावल, दूध, दही और खीर' },
  3: { en: 'Chana (Bengal gram), turmeric and besan sweets', hi: 'चना, हल्दी और बेसन की मिठाई' },
  4: { en: 'Urad (black gram)', hi: 'उड़द' },
  5: { en: 'Moong (green gram) and green vegetables', hi: 'मूँग और हरी सब्ज़ियाँ' },
  6: { en: 'White beans (sem), fruits and milk sweets', hi: 'सफ़ेद सेम, फल और दूध की मिठाइयाँ' },
  7: { en: 'Kulthi (horse gram)', hi: 'कुलथी' },
  8: { en: 'Black sesame and mustard oil', hi: 'काले तिल और सरसों का तेल' },
  9: { en: 'Toor dal, red lentils (masoor) and pomegranate', hi: 'अरहर (तूर) दाल, मसूर और अनार' },
};

/** The body areas traditionally linked with each root number's planet, and a habit that supports them. */
export const healthByNumber: Readonly<Record<Digit, { areas: Bilingual; habit: Bilingual }>> = {
  1: {
    areas: { en: 'Heart, eyes and vitality', hi: 'हृदय, आँखें और जीवनशक्ति' },
    habit: { en: 'Regular exercise, morning sunlight and eye care.', hi: 'नियमित व्यायाम, सुबह की धूप और आँखों की देखभाल।' },
  },
  2: {
    areas: { en: 'Mind and body fluids', hi: 'मन और शरीर के द्रव' },
    habit: {
      en: 'Enough water, regular sleep and time to unwind.',
      hi: 'पर्याप्त पानी, नियमित नींद और मन हल्का करने का समय।',
    },
  },
  3: {
    areas: { en: 'Liver and digestion', hi: 'यकृत और पाचन' },
    habit: {
      en: 'Light, regular meals and moderation with rich and fried food.',
      hi: 'हल्का, समय पर भोजन और तले-भुने व गरिष्ठ खाने में संयम।',
    },
  },
  4: {
    areas: { en: 'The nervous system', hi: 'तंत्रिका तंत्र' },
    habit: {
      en: 'A steady routine, fewer screens late at night and calming breathwork.',
      hi: 'स्थिर दिनचर्या, देर रात स्क्रीन से दूरी और शांत करने वाले श्वास अभ्यास।',
    },
  },
  5: {
    areas: { en: 'Nerves and skin', hi: 'तंत्रिकाएँ और त्वचा' },
    habit: {
      en: 'Breaks from constant activity, good sleep and gentle skin care.',
      hi: 'लगातार भागदौड़ से विराम, अच्छी नींद और त्वचा की कोमल देखभाल।',
    },
  },
  6: {
    areas: { en: 'Throat and kidneys', hi: 'गला और गुर्दे' },
    habit: {
      en: 'Plenty of water, less salt and sugar, and care for the voice.',
      hi: 'भरपूर पानी, कम नमक और चीनी, और आवाज़ की देखभाल।',
    },
  },
  7: {
    areas: { en: 'The nervous system', hi: 'तंत्रिका तंत्र' },
    habit: {
      en: 'Quiet time, meditation and a regular sleep pattern.',
      hi: 'शांत समय, ध्यान और सोने-जागने का नियमित समय।',
    },
  },
  8: {
    areas: { en: 'Bones, joints and teeth', hi: 'हड्डियाँ, जोड़ और दाँत' },
    habit: {
      en: 'Stretching, good posture, calcium-rich food and dental check-ups.',
      hi: 'स्ट्रेचिंग, सही मुद्रा, कैल्शियम वाला भोजन और दाँतों की जाँच।',
    },
  },
  9: {
    areas: { en: 'Blood and muscles', hi: 'रक्त और मांसपेशियाँ' },
    habit: {
      en: 'Regular exercise with a warm-up, and care to avoid cuts and strains.',
      hi: 'वार्म-अप के साथ नियमित व्यायाम, और चोट व मोच से बचाव।',
    },
  },
};
