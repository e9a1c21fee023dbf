import type { PageText } from './types';

/** /zodiac-signs: the texts around the twelve signs of zodiac.ts. */
export const zodiacSignsPage: PageText = {
  lead: {
    en: 'The twelve rashis of Vedic astrology: the element, quality, ruling planet and nature of each sign, with links to its daily and yearly horoscope.',
    hi: 'वैदिक ज्योतिष की बारह राशियाँ: हर राशि का तत्व, स्वभाव, स्वामी ग्रह और प्रकृति, और उसके दैनिक व वार्षिक राशिफल के लिंक।',
  },
  intro: [
    {
      en: 'The zodiac is the band of sky along which the Sun, the Moon and the planets travel, divided into twelve signs of 30° each. In Vedic astrology the signs are measured against the fixed stars, so your Vedic sign is often one sign earlier than the Western sign you may know from your date of birth.',
      hi: 'राशिचक्र आकाश की वह पट्टी है जिस पर सूर्य, चंद्रमा और ग्रह चलते हैं, और इसे 30-30 अंश की बारह राशियों में बाँटा गया है। वैदिक ज्योतिष में राशियाँ स्थिर तारों के सापेक्ष मापी जाती हैं, इसलिए आपकी वैदिक राशि अक्सर उस पश्चिमी राशि से एक राशि पीछे होती है जो आप जन्म तिथि से जानते होंगे।',
    },
    {
      en: 'Your Moon sign (rashi) is the sign the Moon was in when you were born, and it is the sign most Indian horoscopes are written for. Your ascendant (lagna) is the sign that was rising in the east. Both come from your kundali, which needs your exact date, time and place of birth.',
      hi: 'आपकी चंद्र राशि वह राशि है जिसमें आपके जन्म के समय चंद्रमा था, और ज़्यादातर भारतीय राशिफल इसी राशि के लिए लिखे जाते हैं। आपका लग्न वह राशि है जो उस समय पूर्व में उदित हो रही थी। दोनों आपकी कुंडली से मिलते हैं, जिसके लिए सही जन्म तिथि, समय और स्थान चाहिए।',
    },
  ],
  sections: [
    {
      key: 'elements',
      title: { en: 'The four elements', hi: 'चार तत्व' },
      paragraphs: [
        {
          en: "Fire signs (Aries, Leo, Sagittarius) are energetic and bold; earth signs (Taurus, Virgo, Capricorn) practical and steady; air signs (Gemini, Libra, Aquarius) social and thoughtful; water signs (Cancer, Scorpio, Pisces) sensitive and intuitive. Signs of the same element understand each other's temperament easily, and fire gets on well with air, earth with water. In kundali matching, though, what counts is the distance between the two Moon signs: the 3rd, 7th and 11th sign from yours (always of the friendly element) give the full 7 points of bhakoot, while the 5th and 9th, though of your own element, give 0.",
          hi: 'अग्नि तत्व की राशियाँ (मेष, सिंह, धनु) ऊर्जावान और साहसी होती हैं; पृथ्वी तत्व की (वृषभ, कन्या, मकर) व्यावहारिक और स्थिर; वायु तत्व की (मिथुन, तुला, कुंभ) मिलनसार और विचारशील; जल तत्व की (कर्क, वृश्चिक, मीन) संवेदनशील और अंतर्ज्ञानी। एक ही तत्व की राशियाँ एक-दूसरे का स्वभाव आसानी से समझती हैं, और अग्नि का वायु से तथा पृथ्वी का जल से अच्छा मेल होता है। पर कुंडली मिलान में दोनों चंद्र राशियों के बीच की दूरी देखी जाती है: आपकी राशि से तीसरी, सातवीं और ग्यारहवीं राशि (जो हमेशा मित्र तत्व की होती है) भकूट के पूरे 7 गुण देती है, जबकि पाँचवीं और नौवीं, आपके ही तत्व की होने पर भी, 0 गुण देती है।',
        },
      ],
    },
    {
      key: 'qualities',
      title: { en: 'Movable, fixed and dual signs', hi: 'चर, स्थिर और द्विस्वभाव राशियाँ' },
      paragraphs: [
        {
          en: 'Movable (chara) signs, Aries, Cancer, Libra and Capricorn, start things and welcome change. Fixed (sthira) signs, Taurus, Leo, Scorpio and Aquarius, hold on and see things through. Dual (dvisvabhava) signs, Gemini, Virgo, Sagittarius and Pisces, adapt and connect.',
          hi: 'चर राशियाँ, मेष, कर्क, तुला और मकर, शुरुआत करती हैं और बदलाव का स्वागत करती हैं। स्थिर राशियाँ, वृषभ, सिंह, वृश्चिक और कुंभ, टिकी रहती हैं और काम को अंत तक ले जाती हैं। द्विस्वभाव राशियाँ, मिथुन, कन्या, धनु और मीन, परिस्थिति के अनुसार ढलती हैं और जोड़ने का काम करती हैं।',
        },
      ],
    },
    {
      key: 'dates',
      title: { en: 'About the dates', hi: 'तारीख़ों के बारे में' },
      paragraphs: [
        {
          en: 'The dates shown with each sign are the days the Sun is in that sign this year by the sidereal (Vedic) zodiac, from its entry into the sign (sankranti), computed with the Lahiri ayanamsa. They move by a day or so from year to year and run about 24 days later than the Western (tropical) dates. Your own Vedic signs come from your chart: the Moon sign and the ascendant matter more than the Sun sign, and no range of dates gives them.',
          hi: 'हर राशि के साथ दी गई तारीख़ें वे दिन हैं जब इस वर्ष सूर्य निरयण (वैदिक) राशिचक्र में उस राशि में रहता है, राशि में उसके प्रवेश (संक्रांति) से, लाहिड़ी अयनांश से गणना करके। ये साल-दर-साल एक-आध दिन खिसकती हैं और पश्चिमी (सायन) तारीख़ों से लगभग 24 दिन बाद पड़ती हैं। आपकी अपनी वैदिक राशियाँ आपकी कुंडली से निकलती हैं: सूर्य राशि से ज़्यादा चंद्र राशि और लग्न मायने रखते हैं, और इन्हें तारीख़ों का कोई दायरा नहीं बता सकता।',
        },
      ],
    },
  ],
};
