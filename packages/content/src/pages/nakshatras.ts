import type { PageText } from './types';

/** /nakshatras: the texts around the list of the 27 nakshatras of nakshatras.ts. */
export const nakshatrasPage: PageText = {
  lead: {
    en: 'The 27 nakshatras are the lunar mansions of Vedic astrology. Find the ruling planet, deity, symbol and span of each, and open any nakshatra for its full meaning.',
    hi: '27 नक्षत्र वैदिक ज्योतिष के चंद्र भवन हैं। हर नक्षत्र का स्वामी ग्रह, देवता, प्रतीक और राशिचक्र में उसका विस्तार जानें, और पूरा अर्थ पढ़ने के लिए कोई भी नक्षत्र खोलें।',
  },
  intro: [
    {
      en: "Long before the twelve signs, the Vedic sky was mapped by the Moon's path through 27 groups of stars, the nakshatras. The Moon passes through about one nakshatra a day and visits all 27 in a month, like a traveller resting each night in a different house.",
      hi: 'बारह राशियों से बहुत पहले वैदिक आकाश को चंद्रमा के मार्ग के 27 तारा समूहों, यानी नक्षत्रों, से पहचाना जाता था। चंद्रमा लगभग एक दिन में एक नक्षत्र पार करता है और एक महीने में सभी 27 से गुज़रता है, जैसे कोई यात्री हर रात अलग घर में ठहरे।',
    },
    {
      en: 'Each nakshatra spans 13°20′ of the zodiac, so the 27 together fill the 360° circle, and each has four padas (quarters) of 3°20′. Every nakshatra has a ruling planet that sets the order of the Vimshottari dasha, a presiding deity that gives its inner meaning, and a symbol that pictures it.',
      hi: 'हर नक्षत्र राशिचक्र के 13°20′ में फैला है, इसलिए 27 नक्षत्र मिलकर पूरा 360° का चक्र भरते हैं, और हर नक्षत्र में 3°20′ के चार पद (चरण) होते हैं। हर नक्षत्र का एक स्वामी ग्रह है, जो विंशोत्तरी दशा का क्रम तय करता है, एक अधिष्ठाता देवता है, जो उसका भीतरी अर्थ बताता है, और एक प्रतीक है, जो उसकी छवि दिखाता है।',
    },
  ],
  sections: [
    {
      key: 'janma',
      title: { en: 'Your birth nakshatra', hi: 'आपका जन्म नक्षत्र' },
      paragraphs: [
        {
          en: "Your janma nakshatra is the one the Moon occupied when you were born. It describes your emotional nature and instincts, decides which planet's dasha you were born in, and gives the first syllable traditionally used for a baby's name. In kundali matching, the nakshatras of both partners are compared for tara, yoni, gana and nadi.",
          hi: 'आपका जन्म नक्षत्र वह है जिसमें आपके जन्म के समय चंद्रमा था। यह आपके भावनात्मक स्वभाव और सहज प्रवृत्तियों के बारे में बताता है, तय करता है कि जन्म के समय किस ग्रह की दशा चल रही थी, और बच्चे के नाम का पारंपरिक पहला अक्षर देता है। कुंडली मिलान में दोनों साथियों के नक्षत्रों की तुलना तारा, योनि, गण और नाड़ी के लिए की जाती है।',
        },
      ],
    },
    {
      key: 'lords',
      title: { en: 'Ruling planets and the dasha order', hi: 'स्वामी ग्रह और दशा का क्रम' },
      paragraphs: [
        {
          en: 'The nine lords repeat three times across the 27 nakshatras, always in the same order: Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn and Mercury. That is why someone born with the Moon in Ashwini, Magha or Mula, all ruled by Ketu, begins life in a Ketu dasha.',
          hi: 'नौ स्वामी ग्रह 27 नक्षत्रों में तीन बार, हमेशा एक ही क्रम में आते हैं: केतु, शुक्र, सूर्य, चंद्रमा, मंगल, राहु, गुरु, शनि और बुध। इसीलिए जिसका चंद्रमा अश्विनी, मघा या मूल में हो, जिन तीनों का स्वामी केतु है, उसका जीवन केतु की दशा से शुरू होता है।',
        },
      ],
    },
    {
      key: 'qualities',
      title: { en: 'Gana, nadi and nature', hi: 'गण, नाड़ी और स्वभाव' },
      paragraphs: [
        {
          en: 'Every nakshatra also has a gana (a divine, human or fierce temperament), a nadi and a yoni animal used in matching, and a nature that muhurta uses to decide which activities it suits: fixed nakshatras for lasting work, movable ones for travel, swift ones for trade and healing, soft ones for the arts and friendship.',
          hi: 'हर नक्षत्र का एक गण (देव, मनुष्य या राक्षस स्वभाव) होता है, मिलान में उपयोग होने वाली नाड़ी और योनि होती है, और एक स्वभाव होता है जिससे मुहूर्त में तय होता है कि वह किन कामों के लिए अनुकूल है: ध्रुव नक्षत्र स्थायी कामों के लिए, चर नक्षत्र यात्रा के लिए, क्षिप्र नक्षत्र व्यापार और उपचार के लिए, मृदु नक्षत्र कला और मित्रता के लिए।',
        },
      ],
    },
  ],
};
