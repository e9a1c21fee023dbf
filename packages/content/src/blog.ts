import { astrologyPosts } from './blog-posts/astrology';
import { meditationPosts } from './blog-posts/meditation';
import { numerologyPosts } from './blog-posts/numerology';
import { palmistryPosts } from './blog-posts/palmistry';
import { tarotPosts } from './blog-posts/tarot';
import { vastuPosts } from './blog-posts/vastu';
import { vedicCulturePosts } from './blog-posts/vedic-culture';
import { vedicLearningsPosts } from './blog-posts/vedic-learnings';
import { yogaPosts } from './blog-posts/yoga';
import type { Bilingual } from './types';

export type BlogCategorySlug =
  | 'yoga'
  | 'vedic-culture'
  | 'meditation'
  | 'vedic-learnings'
  | 'numerology'
  | 'vastu'
  | 'palmistry'
  | 'astrology'
  | 'tarot';

export interface BlogCategory {
  slug: BlogCategorySlug;
  title: Bilingual;
  description: Bilingual;
}

/**
 * A blog post. `body` is Markdown-lite: paragraphs separated by a blank line,
 * subheadings as lines starting with "## ". Nothing else.
 */
export interface BlogPost {
  slug: string;
  contentType: 'blog';
  category: BlogCategorySlug;
  title: Bilingual;
  serpDescription: Bilingual;
  banner: string;
  body: Bilingual;
  /** ISO 8601 date-time (UTC). */
  createdAt: string;
  readingMinutes: number;
}

export const blogCategories: readonly BlogCategory[] = [
  {
    slug: 'yoga',
    title: { en: 'Yoga', hi: 'योग' },
    description: {
      en: 'Asanas, pranayama and the philosophy of yoga for a healthier body and a calmer mind.',
      hi: 'स्वस्थ शरीर और शांत मन के लिए आसन, प्राणायाम और योग दर्शन।',
    },
  },
  {
    slug: 'vedic-culture',
    title: { en: 'Vedic Culture', hi: 'वैदिक संस्कृति' },
    description: {
      en: 'Festivals, rituals, sanskaras and the stories behind the traditions we live by.',
      hi: 'त्योहार, अनुष्ठान, संस्कार और हमारी परंपराओं के पीछे की कहानियाँ।',
    },
  },
  {
    slug: 'meditation',
    title: { en: 'Meditation', hi: 'ध्यान' },
    description: {
      en: 'Mantra, breath and guided practices for focus, calm and better sleep.',
      hi: 'एकाग्रता, शांति और अच्छी नींद के लिए मंत्र, श्वास और निर्देशित अभ्यास।',
    },
  },
  {
    slug: 'vedic-learnings',
    title: { en: 'Vedic Learnings', hi: 'वैदिक ज्ञान' },
    description: {
      en: 'The panchang, muhurat and the ideas of the Vedas and Shastras, explained simply.',
      hi: 'पंचांग, मुहूर्त और वेदों व शास्त्रों के विचार, सरल भाषा में।',
    },
  },
  {
    slug: 'numerology',
    title: { en: 'Numerology', hi: 'अंक ज्योतिष' },
    description: {
      en: 'Mulank, bhagyank, name numbers and the Lo Shu grid: what your numbers say about you.',
      hi: 'मूलांक, भाग्यांक, नामांक और लो शू ग्रिड: आपके अंक आपके बारे में क्या कहते हैं।',
    },
  },
  {
    slug: 'vastu',
    title: { en: 'Vastu', hi: 'वास्तु' },
    description: {
      en: 'Directions, elements and simple ways to bring harmony to your home and workplace.',
      hi: 'दिशाएँ, तत्व और अपने घर व कार्यस्थल में सामंजस्य लाने के सरल तरीक़े।',
    },
  },
  {
    slug: 'palmistry',
    title: { en: 'Palmistry', hi: 'हस्तरेखा शास्त्र' },
    description: {
      en: 'Lines, mounts and hand shapes, and what the tradition of palm reading sees in them.',
      hi: 'रेखाएँ, पर्वत और हाथ की बनावट, और हस्तरेखा की परंपरा उनमें क्या देखती है।',
    },
  },
  {
    slug: 'astrology',
    title: { en: 'Astrology', hi: 'ज्योतिष' },
    description: {
      en: 'Kundali, planets, houses, dashas and yogas: Vedic astrology made easy to understand.',
      hi: 'कुंडली, ग्रह, भाव, दशाएँ और योग: वैदिक ज्योतिष को आसानी से समझिए।',
    },
  },
  {
    slug: 'tarot',
    title: { en: 'Tarot', hi: 'टैरो' },
    description: {
      en: 'Card meanings, spreads and how to ask tarot a good question.',
      hi: 'कार्डों के अर्थ, स्प्रेड और टैरो से अच्छा सवाल कैसे पूछें।',
    },
  },
];

/** Words in a Markdown-lite text, ignoring the "##" markers. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Reading time at about 200 words a minute, at least one minute. */
export function readingMinutesFor(text: string): number {
  return Math.max(1, Math.round(countWords(text) / 200));
}

type PostInput = Omit<BlogPost, 'contentType' | 'banner' | 'readingMinutes'>;

const post = (input: PostInput): BlogPost => ({
  ...input,
  contentType: 'blog',
  banner: `/images/blog/${input.slug}.svg`,
  readingMinutes: readingMinutesFor(input.body.en),
});

const KUNDALI_EN = `A kundali, or janam patri, is one of the oldest tools Indian families turn to at important moments: a child's naming, a career choice, a marriage proposal. Yet many people who have a kundali folded away at home have never been told what it actually shows. Here is a plain-language tour of a birth chart.

## A map of the sky at your birth

A kundali is a map of the sky drawn for the exact moment and place of your birth. It records where the Sun, the Moon and the other grahas stood in the zodiac, and which sign was rising on the eastern horizon. That rising sign, the lagna, becomes the first house, and the other eleven houses follow in order. Because the lagna changes roughly every two hours, an accurate birth time matters more than most people realise.

## The twelve houses

Each house is an area of life. The 1st is you: body, temperament and outlook. The 2nd covers family, speech and savings; the 4th home, mother and peace of mind; the 5th children, education and creativity; the 7th marriage and partnerships; the 10th career and reputation; the 11th gains and friends. The sign on a house and the planets in it describe how that part of life tends to work for you.

## Planets and nakshatras

Each of the nine grahas carries its own meaning. The Sun speaks of the self and authority, the Moon of the mind, Mars of energy, Mercury of intellect, Jupiter of wisdom and growth, Venus of love and comfort, Saturn of discipline and time, and Rahu and Ketu of desire and detachment. The Moon's nakshatra, one of 27 lunar mansions, adds fine detail about your emotional nature.

## Timing: the dashas

One of the most useful parts of a Vedic chart is the dasha system. Vimshottari dasha divides life into planetary periods across a 120-year cycle. Knowing which period you are in helps explain why some years feel focused on career, family, study or change, and helps you plan ahead.

## Yogas and doshas

Astrologers also look for yogas, special combinations such as Gajakesari or Raja yoga, and doshas such as Mangal dosha. Read them in context. A yoga shows potential that still needs effort, and many doshas are cancelled by other factors in the chart. A single combination rarely decides anything on its own.

## What a kundali cannot do

A kundali describes tendencies and timing; it does not take away your freedom to choose. It cannot guarantee an exam result, a job or a marriage, and it does not replace medical, legal or financial advice. Used well, it is a mirror for understanding yourself and a calendar for planning wisely.

## Getting started

Make your kundali for free with your date, time and place of birth. Start with the Basic tab, note your lagna and Moon sign, then open the Dasha tab to see which period you are in now. If something is unclear, a verified astrologer can explain it in a short consultation.`;

const KUNDALI_HI = `भारत में जीवन के अहम मोड़ों पर परिवार जिन चीज़ों की ओर सबसे पहले देखते हैं, उनमें कुंडली या जन्म पत्री सबसे पुरानी है: बच्चे का नामकरण हो, करियर का चुनाव हो या विवाह का रिश्ता। फिर भी बहुत से घरों में कुंडली सहेजकर तो रखी होती है, पर किसी ने यह नहीं बताया होता कि उसमें असल में क्या लिखा है। आइए, जन्म कुंडली को सरल भाषा में समझें।

## जन्म के क्षण के आकाश का नक्शा

कुंडली आपके जन्म के सटीक क्षण और स्थान के लिए बनाया गया आकाश का नक्शा है। इसमें दर्ज होता है कि सूर्य, चंद्रमा और दूसरे ग्रह राशिचक्र में कहाँ थे, और पूर्वी क्षितिज पर कौन-सी राशि उदित हो रही थी। यही उदित राशि, यानी लग्न, पहला भाव बनती है और बाक़ी ग्यारह भाव उसके बाद क्रम से आते हैं। लग्न लगभग हर दो घंटे में बदल जाता है, इसलिए जन्म का सही समय ज़्यादातर लोगों की सोच से कहीं ज़्यादा मायने रखता है।

## बारह भाव

हर भाव जीवन का एक क्षेत्र है। पहला भाव आप स्वयं हैं: शरीर, स्वभाव और सोच। दूसरा भाव परिवार, वाणी और बचत का है; चौथा घर, माँ और मन की शांति का; पाँचवाँ संतान, शिक्षा और रचनात्मकता का; सातवाँ विवाह और साझेदारी का; दसवाँ करियर और प्रतिष्ठा का; और ग्यारहवाँ लाभ और मित्रों का। किसी भाव में कौन-सी राशि है और उसमें कौन-से ग्रह बैठे हैं, इससे पता चलता है कि जीवन का वह हिस्सा आपके लिए कैसे चलता है।

## ग्रह और नक्षत्र

नौ ग्रहों में से हर ग्रह का अपना अर्थ है। सूर्य आत्मा और अधिकार की बात करता है, चंद्रमा मन की, मंगल ऊर्जा की, बुध बुद्धि की, गुरु ज्ञान और विकास की, शुक्र प्रेम और सुख की, शनि अनुशासन और समय की, और राहु-केतु इच्छा और विरक्ति की। चंद्रमा का नक्षत्र, यानी 27 चंद्र भवनों में से एक, आपके भावनात्मक स्वभाव के बारे में बारीक जानकारी जोड़ता है।

## समय का हिसाब: दशाएँ

वैदिक कुंडली का सबसे उपयोगी हिस्सा दशा पद्धति है। विंशोत्तरी दशा जीवन को 120 वर्ष के चक्र में ग्रहों की अवधियों में बाँटती है। आप किस दशा में हैं, यह जानकर समझ आता है कि कुछ साल करियर, परिवार, पढ़ाई या बदलाव पर केंद्रित क्यों लगते हैं, और आगे की योजना बनाने में मदद मिलती है।

## योग और दोष

ज्योतिषी कुंडली में गजकेसरी या राज योग जैसे विशेष संयोग भी देखते हैं, और मंगल दोष जैसे दोष भी। इन्हें संदर्भ के साथ पढ़ें। योग एक संभावना दिखाता है जिसे साकार करने के लिए मेहनत चाहिए, और बहुत-से दोष कुंडली के दूसरे कारकों से भंग हो जाते हैं। कोई एक संयोग अकेले शायद ही कुछ तय करता है।

## कुंडली क्या नहीं कर सकती

कुंडली प्रवृत्तियाँ और समय बताती है; वह आपसे चुनने की आज़ादी नहीं छीनती। वह परीक्षा के नतीजे, नौकरी या विवाह की गारंटी नहीं दे सकती, और न ही डॉक्टर, वकील या वित्तीय सलाहकार की जगह ले सकती है। सही ढंग से इस्तेमाल हो, तो कुंडली ख़ुद को समझने का आईना है और समझदारी से योजना बनाने का कैलेंडर भी।

## शुरुआत कैसे करें

अपनी जन्म तिथि, समय और स्थान डालकर मुफ़्त में अपनी कुंडली बनाइए। बेसिक टैब से शुरू करें, अपना लग्न और चंद्र राशि देखें, फिर दशा टैब खोलकर जानें कि अभी आप किस दशा में हैं। कुछ समझ न आए, तो कोई सत्यापित ज्योतिषी छोटे-से परामर्श में इसे समझा सकते हैं।`;

const MOON_SUN_EN = `Ask someone in Delhi for their rashi and they will probably name a different sign from the one printed next to their birthday in a magazine. Both answers can be correct. They refer to different things, measured in different ways.

## The Sun sign

In Western astrology your sign is the one the Sun was passing through when you were born. The Sun spends about a month in each sign, so everyone born in the same four weeks or so shares a Sun sign. Western astrology also uses the tropical zodiac, which begins at the spring equinox.

## The Moon sign, or rashi

In Vedic astrology, "rashi" usually means the Moon sign: the sign the Moon occupied at your birth. The Moon moves much faster than the Sun, changing sign about every two and a quarter days, so it is far more personal. It describes the mind: how you feel and react, what comforts you, and your bond with your mother and home. Daily horoscopes in Indian newspapers are traditionally read from the Moon sign.

## Why your sign may shift

Vedic astrology uses the sidereal zodiac, fixed against the stars. Because of a slow wobble in the Earth's axis, the two zodiacs now differ by about 24 degrees. As a result, your Vedic Sun sign is often the sign before your Western one; a Western Leo is frequently a Vedic Cancer. Neither is wrong. They simply start counting from different points.

## What each sign tells you

Think of the Sun sign as your core self and sense of purpose, the way you shine. The Moon sign is your inner world: emotional needs, moods and habits. The ascendant, or lagna, adds a third layer, showing how you meet the world and how your life is built. Many people find that their Moon sign describes their everyday feelings more closely than their Sun sign.

## Which one should you read?

For Vedic horoscopes, use your Moon sign. For a deeper picture, look at all three together: Sun, Moon and lagna. Someone with a fiery Sun sign and a watery Moon sign, for example, may seem confident on the outside while being quite sensitive within. Knowing both helps you, and the people close to you, understand that contrast.

## Finding your Moon sign

You need your date, time and place of birth, because the Moon may have changed sign on the very day you were born. Enter your details in the free kundali tool; the Basic tab shows your Moon sign, nakshatra and lagna. Then read the daily horoscope for your Moon sign for a week or two and see how well it fits.`;

const MOON_SUN_HI = `दिल्ली में किसी से उसकी राशि पूछिए, तो वह शायद वह राशि नहीं बताएगा जो किसी पत्रिका में उसकी जन्मतिथि के आगे छपी होती है। दोनों जवाब सही हो सकते हैं। बस दोनों अलग-अलग चीज़ों की बात करते हैं, जिन्हें अलग-अलग तरीक़े से मापा जाता है।

## सूर्य राशि

पश्चिमी ज्योतिष में आपकी राशि वह है जिसमें आपके जन्म के समय सूर्य था। सूर्य हर राशि में लगभग एक महीना रहता है, इसलिए क़रीब चार हफ़्तों के भीतर जन्मे सभी लोगों की सूर्य राशि एक ही होती है। पश्चिमी ज्योतिष सायन राशिचक्र का उपयोग करता है, जो वसंत विषुव से शुरू होता है।

## चंद्र राशि

वैदिक ज्योतिष में "राशि" का मतलब आम तौर पर चंद्र राशि होता है, यानी वह राशि जिसमें आपके जन्म के समय चंद्रमा था। चंद्रमा सूर्य से कहीं तेज़ चलता है और लगभग सवा दो दिन में राशि बदल लेता है, इसलिए यह कहीं ज़्यादा निजी होती है। यह मन के बारे में बताती है: आप कैसा महसूस करते हैं और कैसे प्रतिक्रिया देते हैं, आपको किस बात से सुकून मिलता है, और माँ व घर से आपका रिश्ता कैसा है। भारतीय अख़बारों का दैनिक राशिफल परंपरा से चंद्र राशि के आधार पर ही पढ़ा जाता है।

## आपकी राशि क्यों बदल जाती है

वैदिक ज्योतिष निरयण राशिचक्र का उपयोग करता है, जो तारों के सापेक्ष स्थिर है। पृथ्वी की धुरी के धीमे डगमगाने के कारण आज दोनों राशिचक्रों में लगभग 24 अंश का अंतर है। इसी वजह से आपकी वैदिक सूर्य राशि अक्सर पश्चिमी राशि से एक राशि पीछे होती है; पश्चिमी ज्योतिष का सिंह अक्सर वैदिक ज्योतिष में कर्क होता है। दोनों में से कोई ग़लत नहीं है। बस दोनों की गिनती अलग-अलग बिंदु से शुरू होती है।

## हर राशि क्या बताती है

सूर्य राशि को अपना मूल स्वरूप और जीवन का उद्देश्य समझिए, यानी आप किस तरह चमकते हैं। चंद्र राशि आपकी भीतरी दुनिया है: भावनात्मक ज़रूरतें, मिज़ाज और आदतें। लग्न तीसरी परत जोड़ता है और दिखाता है कि आप दुनिया से कैसे मिलते हैं और आपका जीवन किस ढाँचे में बना है। बहुत से लोगों को लगता है कि उनकी चंद्र राशि उनकी रोज़ की भावनाओं को सूर्य राशि से कहीं ज़्यादा सही बताती है।

## कौन-सी राशि देखें?

वैदिक राशिफल के लिए अपनी चंद्र राशि देखें। गहरी समझ के लिए तीनों को साथ देखें: सूर्य, चंद्र और लग्न। मसलन, जिसकी सूर्य राशि अग्नि तत्व की और चंद्र राशि जल तत्व की हो, वह बाहर से आत्मविश्वासी दिखते हुए भी भीतर से काफ़ी संवेदनशील हो सकता है। दोनों को जानना आपको और आपके अपनों को यह अंतर समझने में मदद करता है।

## अपनी चंद्र राशि कैसे जानें

इसके लिए जन्म तिथि, समय और स्थान चाहिए, क्योंकि हो सकता है चंद्रमा ने आपके जन्म वाले दिन ही राशि बदली हो। मुफ़्त कुंडली टूल में अपनी जानकारी डालिए; बेसिक टैब में आपकी चंद्र राशि, नक्षत्र और लग्न दिख जाएँगे। फिर एक-दो हफ़्ते अपनी चंद्र राशि का दैनिक राशिफल पढ़िए और देखिए कि वह आप पर कितना सटीक बैठता है।`;

const LO_SHU_EN = `The Lo Shu grid is one of the simplest and most visual tools in numerology. All you need is your date of birth and a few minutes.

## Where it comes from

According to Chinese legend, during a great flood a turtle emerged from the Luo river with a pattern of dots on its shell. Written as numbers, the pattern formed a 3×3 square in which every row, column and diagonal adds up to 15. In the traditional layout the top row reads 4, 9, 2, the middle row 3, 5, 7 and the bottom row 8, 1, 6.

## Building your grid

Write your date of birth in full, for example 14-08-1995. Leave out the zeros and place each remaining digit in its cell: 1, 4, 8, 1, 9, 9 and 5. Here 1 and 9 appear twice, while 4, 5 and 8 appear once. Some numerologists also add the mulank and bhagyank to the grid; our calculator shows both versions.

## What each number stands for

Each cell represents a quality. In the common Lo Shu tradition, 1 is communication, 2 sensitivity and intuition, 3 imagination and planning, 4 order and discipline, 5 balance, 6 home and family, 7 learning through experience, 8 attention to detail, and 9 ambition and idealism. Each cell is also tied to a direction: 1 north, 9 south, 3 east and 7 west, with the corners for the directions in between.

## Present, repeated and missing numbers

A number that appears once shows a quality that comes naturally. A repeated number makes it stronger, sometimes too strong; several 1s, for instance, can make it hard to express feelings calmly. Missing numbers point to qualities you may need to build. In our example 2, 3, 6 and 7 are missing, suggesting that patience with feelings, imagination, family time and reflection deserve conscious attention.

## The planes

Three cells in a line form a plane, also called an arrow. The rows are the Mental (4-9-2), Emotional (3-5-7) and Practical (8-1-6) planes. The columns are the Thought (4-3-8), Will (9-5-1) and Action (2-7-6) planes. The diagonals are Determination (4-5-6) and Spirituality (2-5-8). A complete line shows a strength: in the example, 9, 5 and 1 are all present, so the Will plane points to strong determination. An empty line shows an area to work on.

## Gentle remedies

Remedies for missing numbers are mostly about habits: journaling for a missing 1, listening for a missing 2, a creative hobby for a missing 3, a daily routine for a missing 4. Traditional suggestions add small touches, such as a plant in the east or a clean north-east corner. None of them needs to be expensive.

## Keep it in perspective

The Lo Shu grid is a map of tendencies, not a verdict. Everyone has missing numbers, including many balanced and successful people. Use the grid as a starting point for self-reflection, and try the free Lo Shu calculator to see your own.`;

const LO_SHU_HI = `लो शू ग्रिड अंक ज्योतिष के सबसे सरल और सबसे आसानी से समझ आने वाले साधनों में से एक है। इसके लिए बस आपकी जन्म तिथि और कुछ मिनट चाहिए।

## इसकी शुरुआत कहाँ से हुई

चीनी कथा के अनुसार, एक भयंकर बाढ़ के दौरान लुओ नदी से एक कछुआ निकला, जिसकी पीठ पर बिंदुओं का एक नमूना बना था। इन बिंदुओं को अंकों में लिखने पर 3×3 का ऐसा वर्ग बना जिसकी हर पंक्ति, हर स्तंभ और हर विकर्ण का योग 15 है। पारंपरिक रूप में ऊपर की पंक्ति 4, 9, 2, बीच की 3, 5, 7 और नीचे की 8, 1, 6 होती है।

## अपना ग्रिड कैसे बनाएँ

अपनी पूरी जन्म तिथि लिखिए, जैसे 14-08-1995। शून्य छोड़ दीजिए और बाक़ी हर अंक को उसके ख़ाने में रखिए: 1, 4, 8, 1, 9, 9 और 5। यहाँ 1 और 9 दो-दो बार आए हैं, जबकि 4, 5 और 8 एक-एक बार। कुछ अंकशास्त्री ग्रिड में मूलांक और भाग्यांक भी जोड़ते हैं; हमारा कैलकुलेटर दोनों रूप दिखाता है।

## हर अंक किस बात का प्रतीक है

हर ख़ाना एक गुण का प्रतीक है। प्रचलित लो शू परंपरा में 1 संवाद है, 2 संवेदनशीलता और अंतर्ज्ञान, 3 कल्पना और योजना, 4 व्यवस्था और अनुशासन, 5 संतुलन, 6 घर और परिवार, 7 अनुभव से सीखना, 8 बारीकियों पर ध्यान, और 9 महत्वाकांक्षा और आदर्शवाद। हर ख़ाना एक दिशा से भी जुड़ा है: 1 उत्तर, 9 दक्षिण, 3 पूर्व और 7 पश्चिम, और कोने बीच की दिशाओं के लिए।

## मौजूद, दोहराए गए और लुप्त अंक

जो अंक एक बार आए, वह ऐसा गुण दिखाता है जो आपमें स्वाभाविक है। दोहराया गया अंक उस गुण को और मज़बूत करता है, कभी-कभी ज़रूरत से ज़्यादा; जैसे कई बार 1 होने पर भावनाओं को शांति से कहना कठिन हो सकता है। लुप्त अंक उन गुणों की ओर इशारा करते हैं जिन्हें आपको विकसित करना पड़ सकता है। हमारे उदाहरण में 2, 3, 6 और 7 लुप्त हैं, यानी भावनाओं के प्रति धैर्य, कल्पना, परिवार के साथ समय और आत्म-चिंतन पर सचेत ध्यान देना अच्छा रहेगा।

## तल

एक सीध में तीन ख़ाने मिलकर एक तल बनाते हैं, जिसे तीर (एरो) भी कहा जाता है। पंक्तियाँ मानसिक (4-9-2), भावनात्मक (3-5-7) और व्यावहारिक (8-1-6) तल हैं। स्तंभ विचार (4-3-8), इच्छाशक्ति (9-5-1) और कर्म (2-7-6) तल हैं। विकर्ण संकल्प (4-5-6) और आध्यात्मिकता (2-5-8) के तल हैं। पूरी रेखा एक ताक़त दिखाती है: उदाहरण में 9, 5 और 1 तीनों मौजूद हैं, इसलिए इच्छाशक्ति तल मज़बूत संकल्प की ओर इशारा करता है। ख़ाली रेखा बताती है कि किस क्षेत्र पर काम करना है।

## सरल उपाय

लुप्त अंकों के उपाय ज़्यादातर आदतों से जुड़े हैं: 1 न हो तो डायरी लिखना, 2 न हो तो ध्यान से सुनना, 3 न हो तो कोई रचनात्मक शौक़, और 4 न हो तो रोज़ की तय दिनचर्या। पारंपरिक सुझाव इनमें छोटी-छोटी बातें जोड़ते हैं, जैसे पूर्व में एक पौधा या साफ़-सुथरा ईशान कोण। इनमें से किसी के लिए भी ज़्यादा ख़र्च की ज़रूरत नहीं।

## संतुलित नज़रिया रखें

लो शू ग्रिड प्रवृत्तियों का नक्शा है, कोई फ़ैसला नहीं। हर किसी के कुछ अंक लुप्त होते हैं, बहुत से संतुलित और सफल लोगों के भी। ग्रिड को आत्म-चिंतन की शुरुआत की तरह इस्तेमाल करें, और अपना ग्रिड देखने के लिए मुफ़्त लो शू कैलकुलेटर आज़माएँ।`;

const VASTU_EN = `Vastu shastra is the traditional Indian science of architecture and space. Its central idea is simple: each direction carries a particular energy, and a home feels more harmonious when its rooms are used in line with those energies. You do not need to rebuild anything to begin. Understanding the directions is the first step.

## Eight directions and a centre

Vastu recognises eight directions plus the centre of the building, the brahmasthan. Each direction has a guardian deity and is linked with one of the five elements: earth, water, fire, air and space.

## North and north-east

North belongs to Kubera, the god of wealth, and is associated with money and opportunity; keep it clean, open and well lit. The north-east, called Ishan, is linked with water and the divine and is considered the most sacred corner of the house. It is ideal for a prayer room or a quiet place to meditate, and best kept free of heavy storage and toilets.

## East and south-east

East is the direction of the rising sun, guarded by Indra and linked with health and new beginnings, so windows and an open feel suit it well. The south-east, Agneya, belongs to Agni, the god of fire, which makes it the traditional place for the kitchen.

## South and south-west

South, guarded by Yama, is linked with stability and strength, and heavier furniture and solid walls suit it. The south-west, Nairitya, is governed by the earth element and is recommended for the master bedroom, since it is said to support stability and the authority of the head of the family.

## West and north-west

West, ruled by Varuna, suits a dining room, a children's study area or storage. The north-west, Vayavya, belongs to Vayu, the wind god, and relates to movement and relationships, which makes it a good spot for a guest room.

## The centre

The brahmasthan should stay open, bright and free of heavy furniture wherever possible, so that light and air can move through the home.

## Finding your directions

Stand near the centre of your home with a compass, or use our online Vastu compass on your phone, held flat and away from metal. Note the directions of the main door, kitchen, bedrooms and prayer space, and take readings at a few spots to be sure.

## Small changes first

Most improvements are simple: moving a bed, clearing clutter, keeping the north-east clean, letting in more daylight and fixing leaks. Vastu overlaps a great deal with common sense, since fresh air, light and order make any home feel better. For construction or a property purchase, consult a Vastu expert who can see the whole plan, and be wary of anyone who insists on costly demolition.`;

const VASTU_HI = `वास्तु शास्त्र स्थापत्य और स्थान का पारंपरिक भारतीय विज्ञान है। इसका मूल विचार सरल है: हर दिशा में एक ख़ास ऊर्जा होती है, और जब घर के कमरों का उपयोग उन ऊर्जाओं के अनुरूप हो, तो घर में अधिक सामंजस्य महसूस होता है। शुरुआत के लिए कुछ भी तोड़ने-बनाने की ज़रूरत नहीं। पहला क़दम है दिशाओं को समझना।

## आठ दिशाएँ और केंद्र

वास्तु आठ दिशाओं के साथ भवन के केंद्र, यानी ब्रह्मस्थान, को भी मानता है। हर दिशा के एक रक्षक देवता हैं और हर दिशा पाँच तत्वों में से किसी एक से जुड़ी है: पृथ्वी, जल, अग्नि, वायु और आकाश।

## उत्तर और ईशान

उत्तर दिशा धन के देवता कुबेर की है और धन व अवसरों से जुड़ी मानी जाती है; इसे साफ़, खुला और रोशन रखें। उत्तर-पूर्व, जिसे ईशान कोण कहते हैं, जल और देवत्व से जुड़ा है और घर का सबसे पवित्र कोना माना जाता है। पूजा घर या ध्यान के लिए शांत जगह के रूप में यह आदर्श है, और इसे भारी सामान और शौचालय से मुक्त रखना सबसे अच्छा है।

## पूर्व और आग्नेय

पूर्व उगते सूरज की दिशा है, जिसके रक्षक इंद्र हैं; यह स्वास्थ्य और नई शुरुआत से जुड़ी है, इसलिए यहाँ खिड़कियाँ और खुलापन अच्छा रहता है। दक्षिण-पूर्व, यानी आग्नेय कोण, अग्नि देव का है, इसलिए रसोई के लिए यही पारंपरिक स्थान है।

## दक्षिण और नैऋत्य

दक्षिण दिशा के रक्षक यम हैं; यह स्थिरता और बल से जुड़ी है, इसलिए यहाँ भारी फ़र्नीचर और मज़बूत दीवारें ठीक रहती हैं। दक्षिण-पश्चिम, यानी नैऋत्य कोण, पृथ्वी तत्व का है और मुख्य शयनकक्ष के लिए सुझाया जाता है, क्योंकि माना जाता है कि यह घर के मुखिया की स्थिरता और अधिकार को सहारा देता है।

## पश्चिम और वायव्य

पश्चिम दिशा के स्वामी वरुण हैं; यह भोजन कक्ष, बच्चों के पढ़ने की जगह या भंडारण के लिए उपयुक्त है। उत्तर-पश्चिम, यानी वायव्य कोण, पवन देव वायु का है और गतिशीलता व संबंधों से जुड़ा है, इसलिए यह मेहमानों के कमरे के लिए अच्छी जगह है।

## केंद्र

जहाँ तक हो सके, ब्रह्मस्थान को खुला, रोशन और भारी फ़र्नीचर से मुक्त रखें, ताकि घर में रोशनी और हवा खुलकर आ-जा सके।

## अपनी दिशाएँ कैसे पता करें

घर के बीच में कंपास लेकर खड़े हों, या फ़ोन पर हमारा ऑनलाइन वास्तु कंपास इस्तेमाल करें; फ़ोन को समतल और धातु से दूर रखें। मुख्य दरवाज़े, रसोई, शयनकक्षों और पूजा स्थान की दिशाएँ नोट करें, और पक्का करने के लिए कुछ अलग जगहों से दिशा देखें।

## पहले छोटे बदलाव

ज़्यादातर सुधार आसान होते हैं: पलंग की जगह बदलना, अव्यवस्था हटाना, ईशान कोण को साफ़ रखना, ज़्यादा धूप आने देना और रिसाव ठीक करवाना। वास्तु काफ़ी हद तक सामान्य समझ से मेल खाता है, क्योंकि ताज़ी हवा, रोशनी और व्यवस्था किसी भी घर को बेहतर बनाती है। निर्माण या संपत्ति ख़रीदने जैसे फ़ैसलों के लिए ऐसे वास्तु विशेषज्ञ से सलाह लें जो पूरा नक्शा देख सके, और जो महँगी तोड़फोड़ पर ज़ोर दे, उससे सावधान रहें।`;

const RAHU_KAAL_EN = `Many Indian families glance at the calendar before a puja, a big purchase or a journey to check the Rahu Kaal. Here is what it is, how it is worked out and how to use it sensibly.

## What is Rahu Kaal?

Rahu Kaal, called Rahu Kalam in South India, is a period of roughly an hour and a half every day that tradition considers unsuitable for starting new and important work. Rahu is the shadow planet associated with confusion and obstacles, so beginnings made during its period are believed to meet delays.

## How it is calculated

The time between local sunrise and sunset is divided into eight equal parts. One of them is Rahu Kaal, and which one depends on the weekday; the first part of the day is never Rahu Kaal. On Monday it is the second part, on Saturday the third, Friday the fourth, Wednesday the fifth, Thursday the sixth, Tuesday the seventh and Sunday the eighth.

With sunrise at 6 am and sunset at 6 pm, each part lasts 90 minutes, so Monday's Rahu Kaal falls from 7:30 to 9:00 am and Sunday's from 4:30 to 6:00 pm. Because sunrise and sunset shift with the season and the city, the actual times change every day and from place to place.

## Related periods

The panchang also lists Yamaganda and Gulika Kaal, which are worked out in a similar way. Yamaganda is also avoided for new beginnings. Gulika Kaal is believed to make whatever is done in it recur, so people use it for things they would be happy to repeat and avoid it for others.

## What to avoid, and what is fine

Tradition suggests not starting a new business, signing an important agreement, holding a griha pravesh or an engagement, or setting out on a long journey during Rahu Kaal. Routine activities carry on as usual: ongoing work, studies, office tasks and daily prayers. If a task or journey began before Rahu Kaal, there is no need to stop it.

## When you cannot avoid it

Life does not always fit a timetable. Flights, exams and hospital appointments happen when they happen. In such cases many people simply pause to pray or chant a short mantra such as Om Namah Shivaya before setting out, and go with a calm mind. Never delay urgent medical care because of Rahu Kaal.

## Using it wisely

Think of Rahu Kaal as a planning aid. If you can choose the time of an important start, picking a slot outside it costs nothing. Check the exact times for your city in the daily panchang, which calculates them from your local sunrise and sunset, and use the Shubh Muhurat tool for bigger occasions.`;

const RAHU_KAAL_HI = `बहुत से भारतीय परिवार पूजा, बड़ी ख़रीदारी या यात्रा से पहले कैलेंडर में राहु काल देख लेते हैं। आइए जानें कि राहु काल क्या है, इसका हिसाब कैसे लगता है और इसका समझदारी से उपयोग कैसे करें।

## राहु काल क्या है?

राहु काल, जिसे दक्षिण भारत में राहु कालम कहते हैं, हर दिन लगभग डेढ़ घंटे की वह अवधि है जिसे परंपरा नए और महत्वपूर्ण कामों की शुरुआत के लिए उपयुक्त नहीं मानती। राहु छाया ग्रह है, जो भ्रम और बाधाओं से जुड़ा माना जाता है, इसलिए विश्वास है कि इसकी अवधि में की गई शुरुआत में देरी आती है।

## इसका हिसाब कैसे लगता है

स्थानीय सूर्योदय से सूर्यास्त तक के समय को आठ बराबर भागों में बाँटा जाता है। इनमें से एक भाग राहु काल होता है, और कौन-सा भाग, यह वार पर निर्भर करता है; दिन का पहला भाग कभी राहु काल नहीं होता। सोमवार को दूसरा भाग, शनिवार को तीसरा, शुक्रवार को चौथा, बुधवार को पाँचवाँ, गुरुवार को छठा, मंगलवार को सातवाँ और रविवार को आठवाँ भाग राहु काल होता है।

अगर सूर्योदय सुबह 6 बजे और सूर्यास्त शाम 6 बजे हो, तो हर भाग 90 मिनट का होगा; यानी सोमवार का राहु काल सुबह 7:30 से 9:00 बजे तक और रविवार का शाम 4:30 से 6:00 बजे तक। सूर्योदय और सूर्यास्त मौसम और शहर के साथ बदलते हैं, इसलिए असली समय हर दिन और हर जगह अलग होता है।

## इससे जुड़ी दूसरी अवधियाँ

पंचांग में यमगंड और गुलिक काल भी दिए होते हैं, जिनका हिसाब इसी तरह लगाया जाता है। यमगंड में भी नई शुरुआत से बचा जाता है। गुलिक काल के बारे में माना जाता है कि इसमें किया गया काम दोहराया जाता है, इसलिए लोग इसमें वही काम करते हैं जिन्हें वे दोबारा होते देखना चाहें, और बाक़ी से बचते हैं।

## किससे बचें और क्या ठीक है

परंपरा कहती है कि राहु काल में नया व्यवसाय शुरू करना, किसी अहम समझौते पर हस्ताक्षर करना, गृह प्रवेश या सगाई करना, या लंबी यात्रा पर निकलना टालें। रोज़मर्रा के काम सामान्य रूप से चलते रहते हैं: पहले से चल रहा काम, पढ़ाई, दफ़्तर का काम और रोज़ की पूजा। अगर कोई काम या यात्रा राहु काल से पहले शुरू हो चुकी है, तो उसे रोकने की ज़रूरत नहीं।

## जब इसे टालना संभव न हो

ज़िंदगी हमेशा समय-सारणी के हिसाब से नहीं चलती। उड़ानें, परीक्षाएँ और अस्पताल के अपॉइंटमेंट अपने समय पर ही होते हैं। ऐसे में बहुत से लोग निकलने से पहले एक पल रुककर प्रार्थना करते हैं या "ॐ नमः शिवाय" जैसा छोटा मंत्र जपते हैं, और शांत मन से निकल पड़ते हैं। राहु काल की वजह से ज़रूरी इलाज में कभी देरी न करें।

## समझदारी से उपयोग

राहु काल को योजना बनाने में मददगार समझिए। अगर किसी अहम शुरुआत का समय आप चुन सकते हैं, तो उसे राहु काल से बाहर रखने में कुछ नहीं जाता। अपने शहर का सटीक समय दैनिक पंचांग में देखिए, जो आपके स्थानीय सूर्योदय और सूर्यास्त से इसकी गणना करता है, और बड़े अवसरों के लिए शुभ मुहूर्त टूल का उपयोग कीजिए।`;

const TAROT_EN = `Sometimes you do not want a long reading; you want a simple answer to a simple question. Yes or no tarot is made for exactly that. Used thoughtfully, it can help you cut through indecision and notice what you already feel.

## How it works here

The flow is simple. Type a question that can be answered with yes or no, and submit it. The full deck of 78 cards is shuffled and spread out; pick one card and click to see the prediction. You receive an answer of Yes, No or Maybe, together with the meaning of the card you drew.

## Asking a good question

Clear questions get clear answers. Ask about one thing at a time, keep it about your own choices where possible, and add a time frame. "Should I apply for the design course this year?" works far better than "Will my life get better?" Resist asking the same question again and again until you get the answer you hoped for; the first card is the one to reflect on.

## How a card becomes yes or no

Each card carries a verdict drawn from its traditional meaning. Bright, forward-moving cards such as The Sun, The Star, The Empress and The Chariot lean towards Yes. Cards of endings, conflict or upheaval, such as The Tower and Death, lean towards No. Cards of waiting, balance or hidden information, such as The High Priestess, Justice and The Hanged Man, are read as Maybe. In the minor arcana, the suit and the number shape the answer.

## Reading a Maybe

A Maybe is not a failed reading. It usually means the outcome depends on choices still to be made or facts still to come to light. Read the card's meaning for what to consider, and ask again once something has changed.

## Look beyond the verdict

The one-word answer is only the headline; the card's meaning explains why. Death, for example, says No to holding on to a situation, but it also speaks of a necessary ending that clears space for something new. Read the full description and notice your own reaction. Relief or disappointment when you see the answer often tells you what you truly want.

## Keep it in proportion

Tarot is a tool for reflection, not a guarantee. Do not rely on a single card for serious decisions about health, money or legal matters; speak to a qualified professional for those. For relationship or career questions that need more depth, a session with a tarot reader using a full spread gives a richer picture and a chance to ask follow-up questions.`;

const TAROT_HI = `कभी-कभी लंबी रीडिंग नहीं चाहिए होती; बस एक सीधे सवाल का सीधा जवाब चाहिए होता है। हाँ या ना टैरो ठीक इसी के लिए है। सोच-समझकर इस्तेमाल करें, तो यह दुविधा से निकलने और यह पहचानने में मदद कर सकता है कि आप भीतर से पहले ही क्या महसूस कर रहे हैं।

## यहाँ यह कैसे काम करता है

तरीक़ा आसान है। ऐसा सवाल लिखिए जिसका जवाब हाँ या ना में हो सके, और उसे सबमिट कीजिए। 78 कार्डों की पूरी गड्डी फेंटकर फैला दी जाती है; उनमें से एक कार्ड चुनिए और भविष्यवाणी देखने के लिए क्लिक कीजिए। आपको हाँ, ना या शायद में जवाब मिलता है, साथ में आपके चुने कार्ड का अर्थ भी।

## अच्छा सवाल कैसे पूछें

साफ़ सवाल का जवाब भी साफ़ मिलता है। एक बार में एक ही बात पूछिए, जहाँ तक हो सके सवाल अपने फ़ैसलों के बारे में रखिए, और समय-सीमा जोड़िए। "क्या मुझे इस साल डिज़ाइन कोर्स के लिए आवेदन करना चाहिए?" जैसा सवाल "क्या मेरी ज़िंदगी बेहतर होगी?" से कहीं बेहतर काम करता है। मनचाहा जवाब मिलने तक एक ही सवाल बार-बार पूछने से बचिए; विचार पहले कार्ड पर ही कीजिए।

## कार्ड हाँ या ना कैसे बनता है

हर कार्ड का जवाब उसके पारंपरिक अर्थ से तय होता है। द सन, द स्टार, द एम्प्रेस और द चैरियट जैसे उजले, आगे बढ़ाने वाले कार्ड हाँ की ओर झुकते हैं। द टावर और डेथ जैसे अंत, टकराव या उथल-पुथल वाले कार्ड ना की ओर झुकते हैं। द हाई प्रीस्टेस, जस्टिस और द हैंग्ड मैन जैसे इंतज़ार, संतुलन या छिपी जानकारी वाले कार्ड शायद माने जाते हैं। माइनर आर्काना में सूट और अंक मिलकर जवाब तय करते हैं।

## शायद वाले जवाब को कैसे समझें

शायद का मतलब यह नहीं कि रीडिंग नाकाम रही। आम तौर पर इसका अर्थ है कि नतीजा उन फ़ैसलों पर निर्भर है जो अभी लिए जाने हैं, या उन बातों पर जो अभी सामने आनी हैं। किन बातों पर विचार करें, यह जानने के लिए कार्ड का अर्थ पढ़िए, और कुछ बदलने के बाद दोबारा पूछिए।

## जवाब से आगे भी देखें

एक शब्द का जवाब बस सुर्ख़ी है; कार्ड का अर्थ बताता है कि ऐसा क्यों है। मसलन डेथ कार्ड किसी स्थिति को पकड़े रहने को ना कहता है, पर साथ ही एक ज़रूरी अंत की बात भी करता है जो कुछ नए के लिए जगह बनाता है। पूरा विवरण पढ़िए और अपनी प्रतिक्रिया पर ध्यान दीजिए। जवाब देखकर राहत मिली या निराशा हुई, यही अक्सर बता देता है कि आप सच में क्या चाहते हैं।

## संतुलन बनाए रखें

टैरो आत्म-चिंतन का साधन है, गारंटी नहीं। सेहत, पैसे या क़ानूनी मामलों के गंभीर फ़ैसलों के लिए किसी एक कार्ड पर निर्भर न रहें; ऐसे मामलों में योग्य विशेषज्ञ से बात करें। रिश्तों या करियर के जिन सवालों में गहराई चाहिए, उनके लिए किसी टैरो रीडर के साथ पूरे स्प्रेड वाला सत्र ज़्यादा विस्तृत तस्वीर देता है और आगे सवाल पूछने का मौक़ा भी।`;

const MANTRA_EN = `Between school, coaching classes, mock tests and a phone that never stops buzzing, students today rarely get a quiet moment. A short daily mantra practice is one of the simplest ways to train attention and calm the nerves, and it takes only five minutes.

## Why mantras help

A mantra gives the mind one thing to hold on to. When attention wanders, and it will, you gently bring it back to the sound. That small act of returning, repeated again and again, is exactly the skill you need when you sit down to study. Slow chanting also lengthens the out-breath, and slower breathing helps the body settle.

## Three mantras for study

Om Aim Saraswatyai Namah is a prayer to Goddess Saraswati, the giver of learning and clear speech, and is traditionally chanted before study. The Gayatri mantra from the Rigveda asks that the intellect be illumined, and many families teach it to children for focus and memory. Om Gam Ganapataye Namah honours Ganesha, remembered at the start of every undertaking, and suits the moment before an exam or a difficult chapter.

## A simple five-minute routine

Sit on a chair or on the floor with your back straight and your phone on silent. Close your eyes and take three slow breaths. Chant the mantra softly, or listen to a recording and repeat after it, for about five minutes; some students like to count 108 repetitions on a mala. When thoughts about the syllabus or marks appear, notice them and return to the sound. Finish with a few quiet breaths, then open your books straight away while the mind is settled.

## Making it a habit

Practise at the same time every day, ideally early in the morning or just before your main study session. Pair the mantra with good study habits: short, focused blocks of work, regular revision, enough sleep and proper meals. The mantra does not replace preparation; it helps you bring your full attention to it.

## On exam day

Arrive early, sit quietly for a minute and repeat your mantra silently a few times. If panic rises during the paper, pause, breathe out slowly and repeat it once or twice before you carry on.

## When stress feels too heavy

Some nervousness before exams is normal. If you feel hopeless, cannot sleep or eat properly, or panic often, please talk to a parent, a teacher or a doctor. In India, Tele-MANAS offers free and confidential support on 14416, at any hour.`;

const MANTRA_HI = `स्कूल, कोचिंग, मॉक टेस्ट और कभी न रुकने वाले फ़ोन के बीच आज के विद्यार्थियों को शांति का एक पल भी मुश्किल से मिलता है। रोज़ का छोटा-सा मंत्र अभ्यास ध्यान को साधने और घबराहट को शांत करने के सबसे सरल तरीक़ों में से एक है, और इसमें बस पाँच मिनट लगते हैं।

## मंत्र कैसे मदद करता है

मंत्र मन को थामने के लिए एक सहारा देता है। जब ध्यान भटकता है, और वह भटकेगा ही, तब आप उसे धीरे से ध्वनि पर लौटा लाते हैं। बार-बार लौटने का यही छोटा-सा अभ्यास वह कौशल है जिसकी ज़रूरत पढ़ने बैठते समय पड़ती है। धीमा जप साँस छोड़ने का समय भी बढ़ाता है, और धीमी साँस शरीर को शांत करने में मदद करती है।

## पढ़ाई के लिए तीन मंत्र

"ॐ ऐं सरस्वत्यै नमः" विद्या और स्पष्ट वाणी देने वाली माँ सरस्वती की प्रार्थना है, और परंपरा से पढ़ाई से पहले इसका जप किया जाता है। ऋग्वेद का गायत्री मंत्र बुद्धि को प्रकाशित करने की प्रार्थना है, और बहुत से परिवार एकाग्रता और स्मरण शक्ति के लिए बच्चों को यह मंत्र सिखाते हैं। "ॐ गं गणपतये नमः" हर शुभ कार्य की शुरुआत में स्मरण किए जाने वाले श्री गणेश को समर्पित है, और परीक्षा या किसी कठिन अध्याय से पहले के पल के लिए उपयुक्त है।

## पाँच मिनट का आसान अभ्यास

कुर्सी या ज़मीन पर कमर सीधी करके बैठिए और फ़ोन साइलेंट कर दीजिए। आँखें बंद करके तीन बार धीरे-धीरे साँस लीजिए। लगभग पाँच मिनट तक धीमे स्वर में मंत्र का जप कीजिए, या रिकॉर्डिंग सुनकर उसके साथ दोहराइए; कुछ विद्यार्थी माला पर 108 बार गिनना पसंद करते हैं। जब सिलेबस या नंबरों के विचार आएँ, उन्हें पहचानिए और ध्वनि पर लौट आइए। अंत में कुछ पल शांति से साँस लीजिए, और मन शांत रहते ही तुरंत किताबें खोल लीजिए।

## इसे आदत कैसे बनाएँ

रोज़ एक ही समय पर अभ्यास कीजिए, हो सके तो सुबह-सुबह या पढ़ाई के मुख्य सत्र से ठीक पहले। मंत्र के साथ पढ़ाई की अच्छी आदतें भी अपनाइए: छोटे और एकाग्र सत्र, नियमित दोहराई, पूरी नींद और समय पर भोजन। मंत्र तैयारी की जगह नहीं लेता; वह आपको पूरे ध्यान के साथ तैयारी करने में मदद करता है।

## परीक्षा के दिन

समय से पहले पहुँचिए, एक मिनट शांत बैठिए और मन ही मन कुछ बार अपना मंत्र दोहराइए। पेपर के दौरान घबराहट बढ़े, तो रुकिए, धीरे से साँस छोड़िए और एक-दो बार मंत्र दोहराकर फिर लिखना शुरू कीजिए।

## जब तनाव बहुत भारी लगे

परीक्षा से पहले थोड़ी घबराहट सामान्य है। पर अगर निराशा घेर ले, नींद या भूख ठीक न रहे, या बार-बार घबराहट के दौरे पड़ें, तो कृपया माता-पिता, किसी शिक्षक या डॉक्टर से बात कीजिए। भारत में टेली-मानस 14416 पर किसी भी समय मुफ़्त और गोपनीय सहायता देता है।`;

const PALM_EN = `Palmistry, known in India as hast rekha shastra and part of the wider samudrik shastra, reads character and tendencies from the shape of the hand, its mounts and its lines. The four major lines are the natural place to begin.

## Which hand to read

Traditionally, the dominant hand, the right for most people, shows what you are making of your life, while the other hand shows inborn tendencies. Some Indian palmists read the right hand for men and the left for women; most modern readers compare both.

## The heart line

The heart line runs across the upper palm, starting below the little finger. It relates to emotions and relationships. A line that curves up towards the index finger is read as warm and expressive, a straighter line as more reserved and practical. Breaks or small islands are said to mark emotional turning points, not misfortune.

## The head line

Just below the heart line, beginning between the thumb and the index finger, the head line shows how you think. A long, straight line suggests logical and detailed thinking; a line sloping towards the wrist suggests imagination and creativity. When the head line starts joined to the life line, it is said to show a careful nature, while a small gap between them suggests independence early in life.

## The life line

The life line curves around the base of the thumb. Despite its name, it does not show how long you will live. Palmists read it for vitality, energy and major changes. A wide curve suggests enthusiasm and stamina, while a line that hugs the thumb suggests a more cautious, home-loving nature. Short or broken life lines are common and do not predict illness or an early death.

## The fate line

The fate line, or bhagya rekha, runs up the middle of the palm towards the middle finger. It relates to career, responsibility and life direction. Not everyone has a clear one, and a faint or missing fate line often belongs to people who make their own path rather than follow a set one. Where it starts, breaks or shifts is read as a change in work or circumstances.

## Reading the whole hand

Lines are always read together with the shape of the hand, the fingers and the mounts, the raised pads named after planets, such as the mount of Jupiter below the index finger and the mount of Venus at the base of the thumb. Lines also change over the years, which palmists take as a sign that effort and choices matter.

## A word of balance

Palmistry is a traditional art for reflection, not a medical test or a measure of life span. Enjoy it as a way to think about your nature, and if a reading ever worries you, remember that no single line decides your future.`;

const PALM_HI = `हस्तरेखा शास्त्र, जो व्यापक सामुद्रिक शास्त्र का हिस्सा है, हाथ की बनावट, उसके पर्वतों और रेखाओं से व्यक्ति के स्वभाव और प्रवृत्तियों को पढ़ता है। शुरुआत के लिए चार मुख्य रेखाएँ सबसे स्वाभाविक जगह हैं।

## कौन-सा हाथ देखें

परंपरा के अनुसार जिस हाथ से आप ज़्यादा काम करते हैं, जो ज़्यादातर लोगों का दायाँ होता है, वह दिखाता है कि आप अपने जीवन को क्या रूप दे रहे हैं, जबकि दूसरा हाथ जन्मजात प्रवृत्तियाँ दिखाता है। कुछ भारतीय हस्तरेखा विशेषज्ञ पुरुषों का दायाँ और महिलाओं का बायाँ हाथ देखते हैं; ज़्यादातर आधुनिक जानकार दोनों हाथों की तुलना करते हैं।

## हृदय रेखा

हृदय रेखा हथेली के ऊपरी हिस्से में, छोटी उँगली के नीचे से शुरू होकर आड़ी चलती है। यह भावनाओं और रिश्तों से जुड़ी है। तर्जनी की ओर ऊपर मुड़ती रेखा को स्नेही और भावनाएँ खुलकर जताने वाले स्वभाव का संकेत माना जाता है, और सीधी रेखा को संयमी और व्यावहारिक स्वभाव का। रेखा का टूटना या उस पर छोटे द्वीप भावनात्मक मोड़ों के संकेत माने जाते हैं, दुर्भाग्य के नहीं।

## मस्तिष्क रेखा

हृदय रेखा के ठीक नीचे, अँगूठे और तर्जनी के बीच से शुरू होने वाली मस्तिष्क रेखा दिखाती है कि आप कैसे सोचते हैं। लंबी, सीधी रेखा तार्किक और बारीकी से सोचने का संकेत है; कलाई की ओर झुकती रेखा कल्पनाशीलता और रचनात्मकता का। जब मस्तिष्क रेखा जीवन रेखा से जुड़ी हुई शुरू हो, तो इसे सावधान स्वभाव का संकेत माना जाता है, जबकि दोनों के बीच थोड़ी दूरी कम उम्र से आत्मनिर्भरता दिखाती है।

## जीवन रेखा

जीवन रेखा अँगूठे के आधार के चारों ओर घूमती है। नाम के बावजूद यह नहीं बताती कि आप कितने साल जिएँगे। हस्तरेखा विशेषज्ञ इसमें जीवनशक्ति, ऊर्जा और जीवन के बड़े बदलाव पढ़ते हैं। चौड़ा घुमाव उत्साह और सहनशक्ति का संकेत है, जबकि अँगूठे से सटी रेखा अधिक सावधान और घर से जुड़े स्वभाव की। छोटी या टूटी जीवन रेखा आम है और किसी बीमारी या कम उम्र की भविष्यवाणी नहीं करती।

## भाग्य रेखा

भाग्य रेखा हथेली के बीच से ऊपर, मध्यमा उँगली की ओर जाती है। यह करियर, ज़िम्मेदारी और जीवन की दिशा से जुड़ी है। हर किसी के हाथ में यह साफ़ नहीं होती, और हल्की या न दिखने वाली भाग्य रेखा अक्सर उन लोगों की होती है जो बने-बनाए रास्ते पर चलने के बजाय अपना रास्ता ख़ुद बनाते हैं। यह रेखा कहाँ से शुरू होती है, कहाँ टूटती या मुड़ती है, इसे काम या परिस्थितियों में बदलाव के रूप में पढ़ा जाता है।

## पूरे हाथ को पढ़ना

रेखाओं को हमेशा हाथ की बनावट, उँगलियों और पर्वतों के साथ मिलाकर पढ़ा जाता है। पर्वत हथेली के उभरे हिस्से हैं जिनके नाम ग्रहों पर हैं, जैसे तर्जनी के नीचे गुरु पर्वत और अँगूठे के आधार पर शुक्र पर्वत। रेखाएँ समय के साथ बदलती भी हैं, जिसे हस्तरेखा विशेषज्ञ इस बात का संकेत मानते हैं कि मेहनत और फ़ैसले मायने रखते हैं।

## संतुलन की बात

हस्तरेखा शास्त्र आत्म-चिंतन की एक पारंपरिक कला है, कोई चिकित्सा जाँच या आयु मापने का साधन नहीं। अपने स्वभाव को समझने के एक तरीक़े के रूप में इसका आनंद लीजिए, और अगर कभी कोई फलादेश चिंता में डाले, तो याद रखिए कि कोई एक रेखा आपका भविष्य तय नहीं करती।`;

/** The first eight posts, written here; the rest live in ./blog-posts, one file per category. */
const firstPosts: readonly BlogPost[] = [
  post({
    slug: 'palmistry-major-lines',
    category: 'palmistry',
    title: {
      en: 'Palmistry Basics: The Four Major Lines of the Hand',
      hi: 'हस्तरेखा की बुनियादी बातें: हाथ की चार मुख्य रेखाएँ',
    },
    serpDescription: {
      en: 'What the heart, head, life and fate lines mean in palmistry, which hand to read, and why no single line decides your future.',
      hi: 'हस्तरेखा शास्त्र में हृदय, मस्तिष्क, जीवन और भाग्य रेखा का क्या अर्थ है, कौन-सा हाथ देखें, और क्यों कोई एक रेखा भविष्य तय नहीं करती।',
    },
    body: { en: PALM_EN, hi: PALM_HI },
    createdAt: '2026-11-20T05:30:00.000Z',
  }),
  post({
    slug: 'mantra-meditation-for-students',
    category: 'meditation',
    title: {
      en: 'Mantra Meditation for Students: Five Minutes to a Calmer, Sharper Mind',
      hi: 'विद्यार्थियों के लिए मंत्र ध्यान: शांत और एकाग्र मन के लिए पाँच मिनट',
    },
    serpDescription: {
      en: 'A simple five-minute mantra routine for study and exams, with the Saraswati, Gayatri and Ganesha mantras and tips for exam day.',
      hi: 'पढ़ाई और परीक्षा के लिए पाँच मिनट का सरल मंत्र अभ्यास, सरस्वती, गायत्री और गणेश मंत्र के साथ, और परीक्षा के दिन के सुझाव।',
    },
    body: { en: MANTRA_EN, hi: MANTRA_HI },
    createdAt: '2026-11-10T05:30:00.000Z',
  }),
  post({
    slug: 'yes-or-no-tarot-guide',
    category: 'tarot',
    title: {
      en: 'Yes or No Tarot: How to Ask and How to Read the Answer',
      hi: 'हाँ या ना टैरो: सवाल कैसे पूछें और जवाब कैसे समझें',
    },
    serpDescription: {
      en: 'How yes or no tarot works, how to phrase a clear question, why some cards say Maybe, and how to read beyond the one-word verdict.',
      hi: 'हाँ या ना टैरो कैसे काम करता है, साफ़ सवाल कैसे पूछें, कुछ कार्ड शायद क्यों कहते हैं, और एक शब्द के जवाब से आगे कैसे पढ़ें।',
    },
    body: { en: TAROT_EN, hi: TAROT_HI },
    createdAt: '2026-10-30T05:30:00.000Z',
  }),
  post({
    slug: 'understanding-rahu-kaal',
    category: 'vedic-learnings',
    title: {
      en: 'Understanding Rahu Kaal: What It Is and How to Use It',
      hi: 'राहु काल को समझें: यह क्या है और इसका उपयोग कैसे करें',
    },
    serpDescription: {
      en: 'How Rahu Kaal is calculated from sunrise and sunset, its place on each weekday, what to avoid and what is perfectly fine.',
      hi: 'सूर्योदय और सूर्यास्त से राहु काल की गणना कैसे होती है, हर वार में इसका समय, किन कामों से बचें और क्या बिल्कुल ठीक है।',
    },
    body: { en: RAHU_KAAL_EN, hi: RAHU_KAAL_HI },
    createdAt: '2026-10-21T05:30:00.000Z',
  }),
  post({
    slug: 'vastu-directions-introduction',
    category: 'vastu',
    title: {
      en: 'An Introduction to Vastu Directions',
      hi: 'वास्तु की दिशाओं का परिचय',
    },
    serpDescription: {
      en: 'The eight Vastu directions and the brahmasthan explained: which rooms suit which zone, how to find directions, and simple changes that help.',
      hi: 'वास्तु की आठ दिशाएँ और ब्रह्मस्थान: कौन-सा कमरा किस दिशा में ठीक है, दिशाएँ कैसे पता करें, और कौन-से छोटे बदलाव मदद करते हैं।',
    },
    body: { en: VASTU_EN, hi: VASTU_HI },
    createdAt: '2026-10-09T05:30:00.000Z',
  }),
  post({
    slug: 'lo-shu-grid-basics',
    category: 'numerology',
    title: {
      en: 'Lo Shu Grid Basics: Reading the Magic Square of Your Birth Date',
      hi: 'लो शू ग्रिड की बुनियादी बातें: अपनी जन्म तिथि का जादुई वर्ग पढ़ें',
    },
    serpDescription: {
      en: 'Build your Lo Shu grid from your date of birth and learn what present, repeated and missing numbers and the eight planes mean.',
      hi: 'अपनी जन्म तिथि से लो शू ग्रिड बनाइए और जानिए कि मौजूद, दोहराए गए और लुप्त अंकों तथा आठ तलों का क्या अर्थ है।',
    },
    body: { en: LO_SHU_EN, hi: LO_SHU_HI },
    createdAt: '2026-09-29T05:30:00.000Z',
  }),
  post({
    slug: 'moon-sign-vs-sun-sign',
    category: 'astrology',
    title: {
      en: 'Moon Sign vs Sun Sign: Which One Is Really Yours?',
      hi: 'चंद्र राशि बनाम सूर्य राशि: असल में आपकी राशि कौन-सी है?',
    },
    serpDescription: {
      en: 'Why your Vedic rashi differs from your Western sign, what the Sun sign, Moon sign and lagna each describe, and how to find your Moon sign.',
      hi: 'आपकी वैदिक राशि पश्चिमी राशि से अलग क्यों है, सूर्य राशि, चंद्र राशि और लग्न क्या बताते हैं, और अपनी चंद्र राशि कैसे जानें।',
    },
    body: { en: MOON_SUN_EN, hi: MOON_SUN_HI },
    createdAt: '2026-09-17T05:30:00.000Z',
  }),
  post({
    slug: 'what-your-kundali-tells-you',
    category: 'astrology',
    title: {
      en: 'What Your Kundali Tells You (and What It Does Not)',
      hi: 'आपकी कुंडली क्या बताती है (और क्या नहीं)',
    },
    serpDescription: {
      en: 'A plain-language guide to your birth chart: the lagna, the twelve houses, planets, nakshatras, dashas, yogas and doshas, and the limits of a kundali.',
      hi: 'जन्म कुंडली की सरल गाइड: लग्न, बारह भाव, ग्रह, नक्षत्र, दशाएँ, योग और दोष, और कुंडली की सीमाएँ।',
    },
    body: { en: KUNDALI_EN, hi: KUNDALI_HI },
    createdAt: '2026-09-04T05:30:00.000Z',
  }),
];

/** Demo posts for the first start, newest first. */
export const blogPosts: readonly BlogPost[] = [
  ...firstPosts,
  ...[
    ...yogaPosts,
    ...vedicCulturePosts,
    ...meditationPosts,
    ...vedicLearningsPosts,
    ...numerologyPosts,
    ...vastuPosts,
    ...palmistryPosts,
    ...astrologyPosts,
    ...tarotPosts,
  ].map(post),
].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** The newest `count` posts (the home page shows 5). */
export function latestBlogPosts(count = 5): BlogPost[] {
  return [...blogPosts].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, count);
}

export function blogPostBySlug(slug: string): BlogPost | undefined {
  return blogPosts.find((p) => p.slug === slug);
}
