import type { PageText } from './types';

/** /astrology: Vedic astrology in general. The planets, signs and houses come from planets.ts and zodiac.ts. */
export const astrologyPage: PageText = {
  lead: {
    en: 'Jyotish reads the sky at the moment you were born to understand your nature and the timing of your life. Here is how it works, from the nine grahas to the twelve houses.',
    hi: 'ज्योतिष आपके जन्म के क्षण के आकाश को पढ़कर आपके स्वभाव और जीवन की घटनाओं के समय को समझने में मदद करता है। नौ ग्रहों से लेकर बारह भावों तक, जानिए यह कैसे काम करता है।',
  },
  intro: [
    {
      en: 'Jyotish, the astrology of India, is one of the six Vedangas, the limbs of Vedic learning, and its name means "the science of light". For more than two thousand years it has been used to choose the right time for ceremonies, to understand a person\'s temperament and to see which phases of life favour effort, rest or change.',
      hi: 'ज्योतिष, यानी भारत की अपनी ज्योतिष विद्या, वेद के छह अंगों (वेदांगों) में से एक है, और इसके नाम का अर्थ है "प्रकाश का विज्ञान"। दो हज़ार से भी अधिक वर्षों से इसका उपयोग संस्कारों का सही समय चुनने, किसी व्यक्ति के स्वभाव को समझने और यह देखने में होता आया है कि जीवन का कौन-सा दौर परिश्रम, विश्राम या बदलाव के लिए अनुकूल है।',
    },
    {
      en: 'A Vedic reading starts from a kundali: a map of the sky for the exact moment and place of birth. The chart places the nine grahas in the twelve signs and twelve houses and notes the nakshatra of the Moon; from these the astrologer reads tendencies and timings. A chart describes, it does not decide. What you do with a reading is always yours.',
      hi: 'वैदिक फलादेश की शुरुआत कुंडली से होती है: जन्म के सटीक क्षण और स्थान के लिए बना आकाश का नक्शा। कुंडली नौ ग्रहों को बारह राशियों और बारह भावों में रखती है और चंद्रमा का नक्षत्र बताती है; इन्हीं से ज्योतिषी प्रवृत्तियाँ और समय पढ़ते हैं। कुंडली वर्णन करती है, फ़ैसला नहीं सुनाती। फलादेश के बाद क्या करना है, यह हमेशा आपके हाथ में है।',
    },
  ],
  sections: [
    {
      key: 'sidereal',
      title: { en: 'A zodiac tied to the stars', hi: 'तारों से बँधा राशिचक्र' },
      paragraphs: [
        {
          en: "Vedic astrology measures the signs against the fixed stars (the sidereal, or nirayana, zodiac), while Western astrology ties them to the seasons (the tropical zodiac). The gap between the two, called the ayanamsa, is now about 24 degrees, so most people's Vedic Sun sign is one sign earlier than their Western one.",
          hi: 'वैदिक ज्योतिष राशियों को स्थिर तारों के सापेक्ष मापता है (निरयण राशिचक्र), जबकि पश्चिमी ज्योतिष उन्हें ऋतुओं से जोड़ता है (सायन राशिचक्र)। दोनों के बीच के अंतर को अयनांश कहते हैं, जो आजकल लगभग 24 अंश है; इसीलिए ज़्यादातर लोगों की वैदिक सूर्य राशि पश्चिमी राशि से एक राशि पीछे होती है।',
        },
        {
          en: 'Vedic astrology also gives the Moon sign (rashi) more weight than the Sun sign, because the Moon stands for the mind and moves fastest, and it divides the sky a second way, into the 27 nakshatras.',
          hi: 'वैदिक ज्योतिष सूर्य राशि की तुलना में चंद्र राशि को अधिक महत्व देता है, क्योंकि चंद्रमा मन का कारक है और सबसे तेज़ चलता है; साथ ही यह आकाश को एक और तरह से भी बाँटता है, 27 नक्षत्रों में।',
        },
      ],
    },
    {
      key: 'grahas',
      title: { en: 'The nine grahas', hi: 'नौ ग्रह' },
      paragraphs: [
        {
          en: 'Graha means "that which seizes": a force that takes hold of the mind and of events. Seven of the grahas are the visible bodies from the Sun to Saturn; Rahu and Ketu are the two points where the Moon\'s path crosses the Sun\'s, the places where eclipses happen. Each graha signifies people, qualities and parts of life.',
          hi: 'ग्रह का अर्थ है "जो ग्रहण करे", यानी ऐसी शक्ति जो मन और घटनाओं को अपनी पकड़ में ले। सूर्य से शनि तक सात ग्रह आकाश में दिखाई देते हैं; राहु और केतु वे दो बिंदु हैं जहाँ चंद्रमा का मार्ग सूर्य के मार्ग को काटता है, और जहाँ ग्रहण लगते हैं। हर ग्रह कुछ व्यक्तियों, गुणों और जीवन के क्षेत्रों का कारक है।',
        },
      ],
    },
    {
      key: 'signs',
      title: { en: 'The twelve signs', hi: 'बारह राशियाँ' },
      paragraphs: [
        {
          en: 'Each sign is a 30° slice of the zodiac with an element, a quality and a ruling planet. The sign a graha occupies shows how it expresses itself: Mars in fiery Aries acts at once, Mars in watery Cancer acts from feeling.',
          hi: 'हर राशि राशिचक्र का 30 अंश का हिस्सा है, जिसका एक तत्व, एक स्वभाव (चर, स्थिर या द्विस्वभाव) और एक स्वामी ग्रह होता है। कोई ग्रह जिस राशि में बैठा हो, उससे पता चलता है कि वह अपना असर कैसे दिखाएगा: अग्नि तत्व की मेष राशि में मंगल तुरंत क़दम उठाता है, जबकि जल तत्व की कर्क राशि में भावना से प्रेरित होकर।',
        },
      ],
    },
    {
      key: 'houses',
      title: { en: 'The twelve houses', hi: 'बारह भाव' },
      paragraphs: [
        {
          en: 'The houses (bhavas) divide life into areas: the self, wealth, siblings, home, children, health, partnership and so on. The first house begins with the lagna, the sign rising in the east at the moment of birth. The lagna moves through all twelve signs in a day, which is why an exact birth time matters so much.',
          hi: 'भाव जीवन को अलग-अलग क्षेत्रों में बाँटते हैं: स्वयं, धन, भाई-बहन, घर, संतान, स्वास्थ्य, साझेदारी इत्यादि। पहला भाव लग्न से शुरू होता है, यानी वह राशि जो जन्म के क्षण पूर्वी क्षितिज पर उदित हो रही थी। लग्न एक दिन में बारहों राशियों से गुज़र जाता है, इसीलिए जन्म का सही समय इतना महत्वपूर्ण है।',
        },
      ],
    },
    {
      key: 'nakshatras',
      title: { en: 'The 27 nakshatras', hi: '27 नक्षत्र' },
      paragraphs: [
        {
          en: "Beneath the signs lie the 27 nakshatras, lunar mansions of 13°20′ each, named after groups of stars. The nakshatra of your Moon colours your emotional nature, sets the starting point of your Vimshottari dasha and is compared with your partner's in kundali matching.",
          hi: 'राशियों के भीतर 27 नक्षत्र हैं, 13°20′ के चंद्र भवन, जिनके नाम तारा समूहों पर रखे गए हैं। आपके चंद्रमा का नक्षत्र आपके भावनात्मक स्वभाव को रंग देता है, विंशोत्तरी दशा का आरंभ बिंदु तय करता है और कुंडली मिलान में जीवनसाथी के नक्षत्र से मिलाया जाता है।',
        },
      ],
    },
    {
      key: 'timing',
      title: { en: 'Dashas and transits: the timing of life', hi: 'दशा और गोचर: जीवन का समय' },
      paragraphs: [
        {
          en: "Vedic astrology times events in two ways. Dashas are planetary periods: in the Vimshottari system the nine grahas rule in turn for 120 years in all, beginning from the nakshatra of the Moon at birth. Transits (gochar) are the planets' present movement over the birth chart, such as Saturn's seven-and-a-half-year sade sati over the Moon sign.",
          hi: 'वैदिक ज्योतिष घटनाओं का समय दो तरह से देखता है। दशाएँ ग्रहों की अवधियाँ हैं: विंशोत्तरी पद्धति में नौ ग्रह बारी-बारी से कुल 120 वर्षों तक फल देते हैं, और इनकी शुरुआत जन्म के समय चंद्रमा के नक्षत्र से होती है। गोचर ग्रहों की वर्तमान चाल है, जो जन्म कुंडली के ऊपर से गुज़रती है, जैसे चंद्र राशि पर शनि की साढ़े सात साल की साढ़ेसाती।',
        },
        {
          en: 'A dasha or a transit shows the season; the birth chart shows what can grow in it. A difficult period is read as a time to be careful and patient, not as a sentence.',
          hi: 'दशा या गोचर मौसम बताते हैं; जन्म कुंडली बताती है कि उस मौसम में क्या उग सकता है। कठिन समय को सावधानी और धैर्य का समय समझा जाता है, सज़ा नहीं।',
        },
      ],
    },
    {
      key: 'branches',
      title: { en: 'The branches of Jyotish', hi: 'ज्योतिष की शाखाएँ' },
      paragraphs: [
        {
          en: 'Jyotish is a family of related skills. The ones people use most today are:',
          hi: 'ज्योतिष कई जुड़ी हुई विद्याओं का परिवार है। आज जिनका सबसे ज़्यादा उपयोग होता है, वे हैं:',
        },
      ],
      points: [
        {
          en: "Jataka (hora): reading a person's birth chart for character, health, career and relationships.",
          hi: 'जातक (होरा): स्वभाव, स्वास्थ्य, करियर और संबंधों के लिए किसी व्यक्ति की जन्म कुंडली पढ़ना।',
        },
        {
          en: 'Muhurta: choosing an auspicious moment to begin something important.',
          hi: 'मुहूर्त: किसी महत्वपूर्ण काम की शुरुआत के लिए शुभ समय चुनना।',
        },
        {
          en: 'Prashna: answering a question from a chart drawn for the moment it is asked, useful when the birth time is unknown.',
          hi: 'प्रश्न: प्रश्न पूछे जाने के क्षण की कुंडली बनाकर उत्तर देना, जो जन्म समय पता न होने पर काम आता है।',
        },
        {
          en: 'Milan: comparing two charts before marriage, most often with the 36 gunas of the Ashtakoot system.',
          hi: 'मिलान: विवाह से पहले दो कुंडलियों की तुलना, प्रायः अष्टकूट पद्धति के 36 गुणों से।',
        },
        {
          en: 'Samhita: the astrology of the world: seasons, rainfall, harvests and events that affect many people.',
          hi: 'संहिता: संसार से जुड़ा ज्योतिष: ऋतुएँ, वर्षा, फ़सलें और ऐसी घटनाएँ जो बहुत से लोगों को प्रभावित करती हैं।',
        },
      ],
    },
    {
      key: 'wisely',
      title: { en: 'Using astrology wisely', hi: 'ज्योतिष का समझदारी से उपयोग' },
      paragraphs: [
        {
          en: 'Use astrology the way you would use a weather forecast: to prepare, not to panic. A good astrologer explains both the strengths and the challenges in a chart and suggests simple remedies such as prayer, discipline, charity and service.',
          hi: 'ज्योतिष का उपयोग वैसे ही करें जैसे मौसम के पूर्वानुमान का: तैयारी के लिए, घबराने के लिए नहीं। अच्छा ज्योतिषी कुंडली की ख़ूबियाँ और चुनौतियाँ, दोनों समझाता है और प्रार्थना, अनुशासन, दान और सेवा जैसे सरल उपाय सुझाता है।',
        },
        {
          en: 'No genuine remedy has to be bought out of fear, and no reading replaces a doctor, a lawyer or a financial adviser when you need one.',
          hi: 'कोई भी सच्चा उपाय डर के मारे ख़रीदना ज़रूरी नहीं, और ज़रूरत पड़ने पर कोई भी फलादेश डॉक्टर, वकील या वित्तीय सलाहकार की जगह नहीं ले सकता।',
        },
      ],
    },
  ],
};
