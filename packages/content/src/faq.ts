import type { Bilingual } from './types';

export interface FaqItem {
  key: string;
  question: Bilingual;
  answer: Bilingual;
}

export type FaqSetKey =
  | 'astrology'
  | 'live-astrologer'
  | 'kundali'
  | 'matchmaking'
  | 'panchang'
  | 'muhurat'
  | 'tarot'
  | 'numerology'
  | 'chaldean'
  | 'kabbalah'
  | 'tamil'
  | 'chinese'
  | 'numbers-1-to-9'
  | 'life-path'
  | 'master-numbers'
  | 'karmic-numbers'
  | 'missing-numbers'
  | 'kua'
  | 'marriage-numerology'
  | 'money-numerology'
  | 'career-numerology'
  | 'food-numerology'
  | 'health-numerology'
  | 'moles'
  | 'kaal-sarp-dosha'
  | 'mangal-dosha'
  | 'nakshatras'
  | 'vastu-compass'
  | 'love-calculator'
  | 'meditation';

const faq = (key: string, qEn: string, qHi: string, aEn: string, aHi: string): FaqItem => ({
  key,
  question: { en: qEn, hi: qHi },
  answer: { en: aEn, hi: aHi },
});

export const faqSets: Record<FaqSetKey, FaqItem[]> = {
  astrology: [
    faq(
      'what-is-vedic-astrology',
      'What is Vedic astrology?',
      'वैदिक ज्योतिष क्या है?',
      'Vedic astrology, or Jyotish ("the science of light"), is one of the six Vedangas, the limbs of Vedic knowledge. It reads the positions of the nine grahas, the twelve signs, the twelve houses and the 27 nakshatras at the moment of birth to understand a person\'s tendencies and the timing of events in life.',
      'वैदिक ज्योतिष, यानी "प्रकाश का विज्ञान", छह वेदांगों में से एक है। यह जन्म के क्षण में नौ ग्रहों, बारह राशियों, बारह भावों और 27 नक्षत्रों की स्थिति पढ़कर व्यक्ति की प्रवृत्तियों और जीवन की घटनाओं के समय को समझने में मदद करता है।',
    ),
    faq(
      'vedic-vs-western',
      'How is Vedic astrology different from Western astrology?',
      'वैदिक ज्योतिष पश्चिमी ज्योतिष से कैसे अलग है?',
      'Vedic astrology uses the sidereal zodiac, which is tied to the fixed stars, while Western astrology uses the tropical zodiac tied to the seasons. The two currently differ by about 24 degrees, so your Vedic sign is often one sign earlier. Vedic astrology also gives more weight to the Moon, uses nakshatras and times events with dasha periods.',
      'वैदिक ज्योतिष निरयण राशिचक्र का उपयोग करता है, जो स्थिर तारों से जुड़ा है, जबकि पश्चिमी ज्योतिष सायन राशिचक्र का, जो ऋतुओं से जुड़ा है। आजकल दोनों में लगभग 24 अंश का अंतर है, इसलिए आपकी वैदिक राशि अक्सर एक राशि पीछे होती है। वैदिक ज्योतिष चंद्रमा को अधिक महत्व देता है, नक्षत्रों का उपयोग करता है और दशाओं से घटनाओं का समय देखता है।',
    ),
    faq(
      'birth-details',
      'What details do I need for an accurate reading?',
      'सटीक फलादेश के लिए कौन-सी जानकारी चाहिए?',
      'Your date of birth, the exact time of birth and the place of birth. The time matters because the ascendant (lagna) changes roughly every two hours, and with it the houses of the whole chart. A birth certificate or hospital record is the best source for the time.',
      'आपकी जन्म तिथि, जन्म का सही समय और जन्म स्थान। समय इसलिए ज़रूरी है क्योंकि लग्न लगभग हर दो घंटे में बदल जाता है, और उसके साथ पूरी कुंडली के भाव भी। जन्म का समय जानने के लिए जन्म प्रमाणपत्र या अस्पताल का रिकॉर्ड सबसे अच्छा स्रोत है।',
    ),
    faq(
      'unknown-birth-time',
      'What if I do not know my birth time?',
      'अगर जन्म का समय पता न हो तो क्या करें?',
      'You can still learn a lot from your Moon sign and nakshatra, which stay the same for most of a day. An astrologer can also answer a specific question through prashna (horary astrology), or estimate your birth time from important past events, which is called birth time rectification.',
      'तब भी आपकी चंद्र राशि और नक्षत्र से बहुत कुछ जाना जा सकता है, क्योंकि ये दिन के ज़्यादातर हिस्से में एक जैसे रहते हैं। ज्योतिषी प्रश्न कुंडली के ज़रिए किसी ख़ास सवाल का जवाब भी दे सकते हैं, या जीवन की महत्वपूर्ण घटनाओं से आपके जन्म समय का अनुमान लगा सकते हैं, जिसे जन्म समय शोधन कहते हैं।',
    ),
    faq(
      'can-it-change-future',
      'Can astrology change my future?',
      'क्या ज्योतिष मेरा भविष्य बदल सकता है?',
      'Astrology describes tendencies and favourable or difficult periods; it does not take away your choices. Think of it like a weather forecast: it helps you plan, but what you do still matters most. Remedies are meant to support your effort, not to replace it or guarantee a result.',
      'ज्योतिष प्रवृत्तियों और अनुकूल या कठिन समय के बारे में बताता है; यह आपसे आपके फ़ैसले नहीं छीनता। इसे मौसम के पूर्वानुमान की तरह समझें: यह योजना बनाने में मदद करता है, पर सबसे ज़्यादा मायने यह रखता है कि आप क्या करते हैं। उपाय आपके प्रयास का साथ देने के लिए हैं, उसकी जगह लेने या किसी नतीजे की गारंटी देने के लिए नहीं।',
    ),
    faq(
      'free-tools',
      'Which services are free?',
      'कौन-सी सेवाएँ मुफ़्त हैं?',
      'Kundali, kundali matching, panchang, shubh muhurat, the numerology calculators, the Lo Shu grid, yes/no tarot, the love calculator, mole astrology, Mangal dosha check, the Vastu compass and horoscopes are free. Live consultations with astrologers are paid per minute.',
      'कुंडली, कुंडली मिलान, पंचांग, शुभ मुहूर्त, अंक ज्योतिष कैलकुलेटर, लो शू ग्रिड, हाँ/ना टैरो, लव कैलकुलेटर, तिल ज्योतिष, मंगल दोष जाँच, वास्तु कंपास और राशिफल मुफ़्त हैं। ज्योतिषियों से लाइव परामर्श का शुल्क प्रति मिनट लगता है।',
    ),
  ],

  'live-astrologer': [
    faq(
      'how-it-works',
      'How do live consultations work?',
      'लाइव परामर्श कैसे होता है?',
      'Open the Online Astrologers page, choose a verified astrologer by skills, languages and reviews, and start a chat, voice call or video call. Each astrologer sets their own hours, many of them late into the evening; the list shows who is online now, and you can book a slot up to 14 days ahead with anyone who is not.',
      'ऑनलाइन ज्योतिषी पेज खोलें, कौशल, भाषा और समीक्षाओं के आधार पर किसी सत्यापित ज्योतिषी को चुनें और चैट, वॉइस कॉल या वीडियो कॉल शुरू करें। हर ज्योतिषी अपने काम के घंटे ख़ुद तय करते हैं, कई देर शाम तक; सूची में दिखता है कि अभी कौन ऑनलाइन है, और जो ऑनलाइन नहीं हैं उनके साथ आप 14 दिन आगे तक का समय बुक कर सकते हैं।',
    ),
    faq(
      'coins-pricing',
      'How am I charged?',
      'शुल्क कैसे लिया जाता है?',
      'Consultations are charged per minute in coins, and 1 coin is worth ₹1. Each astrologer sets a per-minute rate within limits set by us, and the rate is shown before you start. You recharge coins in rupee packs; the 18% GST is shown before you pay.',
      'परामर्श का शुल्क प्रति मिनट सिक्कों में लिया जाता है, और 1 सिक्का ₹1 के बराबर है। हर ज्योतिषी हमारी तय सीमा के भीतर अपना प्रति मिनट शुल्क रखते हैं, जो शुरू करने से पहले दिखाया जाता है। सिक्के रुपये वाले पैक से रिचार्ज होते हैं; भुगतान से पहले 18% जीएसटी दिखाया जाता है।',
    ),
    faq(
      'minimum-balance',
      'Why do I need a minimum balance?',
      'न्यूनतम बैलेंस क्यों ज़रूरी है?',
      "A consultation starts only when your balance covers at least 5 minutes at the astrologer's rate. For example, at 20 coins a minute you need at least 100 coins. This keeps a conversation from being cut off just as it begins.",
      'परामर्श तभी शुरू होता है जब आपके बैलेंस में उस ज्योतिषी के शुल्क से कम से कम 5 मिनट के सिक्के हों। जैसे, 20 सिक्के प्रति मिनट पर कम से कम 100 सिक्के चाहिए। इससे बातचीत शुरू होते ही कटने से बच जाती है।',
    ),
    faq(
      'fair-billing',
      'Am I charged if the call drops?',
      'अगर कॉल कट जाए तो क्या पैसे कटेंगे?',
      'No. You are billed only while both you and the astrologer are connected, and a dropped connection pauses the meter. You can see the running cost live, the session ends by itself when your balance runs out, and any coins reserved but not used go back to your wallet.',
      'नहीं। शुल्क केवल तभी लगता है जब आप और ज्योतिषी दोनों जुड़े हों, और कनेक्शन टूटने पर मीटर रुक जाता है। चल रहा ख़र्च आपको लाइव दिखता है, बैलेंस ख़त्म होने पर सत्र अपने आप समाप्त हो जाता है, और आरक्षित पर इस्तेमाल न हुए सिक्के आपके वॉलेट में लौट आते हैं।',
    ),
    faq(
      'verified-astrologers',
      'How are astrologers verified?',
      'ज्योतिषियों का सत्यापन कैसे होता है?',
      'Every astrologer goes through three interview rounds that check their knowledge, how they explain a chart and how they treat clients, along with identity checks. Ratings shown on their profiles come only from reviews after completed paid sessions; with fewer than five reviews, a profile is marked New.',
      'हर ज्योतिषी को तीन इंटरव्यू राउंड से गुज़रना होता है, जिनमें उनके ज्ञान, कुंडली समझाने के तरीक़े और ग्राहकों से व्यवहार की जाँच होती है, साथ ही पहचान का सत्यापन भी। प्रोफ़ाइल पर दिखने वाली रेटिंग केवल पूरे हुए भुगतान वाले सत्रों के बाद दी गई समीक्षाओं से बनती है; पाँच से कम समीक्षाएँ होने पर प्रोफ़ाइल पर "नया" लिखा होता है।',
    ),
    faq(
      'privacy',
      'Is my consultation private?',
      'क्या मेरा परामर्श निजी रहता है?',
      'Yes. Your birth details and conversations are kept private and payments go through secure gateways. For your safety, phone numbers and other contact details cannot be exchanged in chat.',
      'हाँ। आपकी जन्म संबंधी जानकारी और बातचीत निजी रखी जाती है और भुगतान सुरक्षित गेटवे से होता है। आपकी सुरक्षा के लिए चैट में फ़ोन नंबर या अन्य संपर्क जानकारी का आदान-प्रदान नहीं किया जा सकता।',
    ),
    faq(
      'pressure-to-buy',
      'What if an astrologer pressures me to buy a remedy?',
      'अगर कोई ज्योतिषी उपाय ख़रीदने का दबाव डाले तो?',
      'Scaring clients into paying for remedies is against our astrologer terms. You never have to buy anything, and you can report the session from the chat screen; our support team reviews every report.',
      'डराकर उपायों के लिए पैसे लेना हमारे ज्योतिषी नियमों के ख़िलाफ़ है। आपको कुछ भी ख़रीदने की कोई मजबूरी नहीं है, और आप चैट स्क्रीन से उस सत्र की शिकायत कर सकते हैं; हमारी सपोर्ट टीम हर शिकायत की जाँच करती है।',
    ),
  ],

  kundali: [
    faq(
      'what-is-kundali',
      'What is a kundali?',
      'कुंडली क्या है?',
      'A kundali (janam patri or birth chart) is a map of the sky at the moment and place of your birth. It shows the ascendant, the sign and house of each of the nine grahas, and the nakshatra of the Moon, and it is the starting point for every Vedic astrology reading.',
      'कुंडली (जन्म पत्री) आपके जन्म के क्षण और स्थान पर आकाश का नक्शा है। इसमें लग्न, नौ ग्रहों में से हर ग्रह की राशि और भाव, और चंद्रमा का नक्षत्र दिखता है, और यही हर वैदिक ज्योतिषीय विश्लेषण का आधार है।',
    ),
    faq(
      'details-needed',
      'What do I need to make my kundali?',
      'कुंडली बनाने के लिए क्या चाहिए?',
      'Your name, gender, date of birth, exact time of birth and place of birth. We look up the latitude, longitude and the time zone that applied on that date, including historical changes, so you only need to type the city.',
      'आपका नाम, लिंग, जन्म तिथि, जन्म का सही समय और जन्म स्थान। अक्षांश, देशांतर और उस तारीख़ पर लागू समय क्षेत्र, पुराने बदलावों सहित, हम ख़ुद खोज लेते हैं, इसलिए आपको केवल शहर का नाम लिखना होता है।',
    ),
    faq(
      'report-tabs',
      'What do the tabs in the kundali report show?',
      'कुंडली रिपोर्ट के टैब में क्या दिखता है?',
      "Basic shows your birth details and panchang at birth. Kundali shows the Lagna, Chalit, Chandra, Navamsa and other divisional charts. Dasha shows the Vimshottari and Yogini periods. Ashtakvarga scores each sign's strength, KP follows the Krishnamurti system, and Report explains your chart, yogas and doshas in plain language.",
      'बेसिक में आपकी जन्म जानकारी और जन्म के समय का पंचांग दिखता है। कुंडली में लग्न, चलित, चंद्र, नवांश और अन्य वर्ग कुंडलियाँ हैं। दशा में विंशोत्तरी और योगिनी दशाएँ हैं। अष्टकवर्ग हर राशि का बल अंकों में बताता है, केपी कृष्णमूर्ति पद्धति पर आधारित है, और रिपोर्ट आपकी कुंडली, योगों और दोषों को सरल भाषा में समझाती है।',
    ),
    faq(
      'what-is-lagna',
      'What is the lagna or ascendant?',
      'लग्न क्या होता है?',
      'The lagna is the zodiac sign rising on the eastern horizon at the moment of your birth. It becomes the first house of your chart and shapes your personality, body and outlook, which is why an accurate birth time is so important.',
      'लग्न वह राशि है जो आपके जन्म के क्षण में पूर्वी क्षितिज पर उदित हो रही थी। यही आपकी कुंडली का पहला भाव बनती है और आपके व्यक्तित्व, शरीर और सोच को आकार देती है, इसीलिए जन्म का सही समय इतना महत्वपूर्ण है।',
    ),
    faq(
      'what-is-dasha',
      'What is a dasha?',
      'दशा क्या होती है?',
      'A dasha is a planetary period. In the Vimshottari system the nine grahas rule periods that add up to 120 years, starting from the nakshatra of your Moon at birth. The planet whose period is running colours that phase of life, which is how astrologers time events.',
      'दशा ग्रहों की एक अवधि है। विंशोत्तरी पद्धति में नौ ग्रहों की दशाएँ मिलाकर 120 वर्ष की होती हैं, और इनकी शुरुआत जन्म के समय चंद्रमा के नक्षत्र से होती है। जिस ग्रह की दशा चल रही हो, वह जीवन के उस दौर को अपने रंग में रंगता है; इसी से ज्योतिषी घटनाओं का समय देखते हैं।',
    ),
    faq(
      'accuracy',
      'How accurate are the calculations?',
      'गणनाएँ कितनी सटीक हैं?',
      'Planet positions, charts and dashas are calculated by our own astronomical engine, and its accuracy is measured against the Swiss Ephemeris, the standard reference used by astrologers worldwide. The result is only as accurate as the birth time you enter.',
      'ग्रहों की स्थिति, कुंडलियाँ और दशाएँ हमारे अपने खगोलीय इंजन से निकाली जाती हैं, और इसकी सटीकता स्विस एफ़ेमेरिस से मिलाकर जाँची जाती है, जो दुनिया भर के ज्योतिषियों का मानक संदर्भ है। नतीजा उतना ही सटीक होता है जितना आपका दर्ज किया गया जन्म समय।',
    ),
  ],

  matchmaking: [
    faq(
      'what-is-matching',
      'What is kundali matching?',
      'कुंडली मिलान क्या है?',
      "Kundali matching (guna milan) compares the birth charts of two people before marriage. The traditional Ashtakoot system compares eight aspects of compatibility based on the Moon's sign and nakshatra of each person and gives a score out of 36 gunas.",
      'कुंडली मिलान (गुण मिलान) विवाह से पहले दो लोगों की जन्म कुंडलियों की तुलना है। पारंपरिक अष्टकूट पद्धति दोनों के चंद्रमा की राशि और नक्षत्र के आधार पर तालमेल के आठ पहलुओं की तुलना करती है और 36 गुणों में से अंक देती है।',
    ),
    faq(
      'details-needed',
      'What details are needed for matching?',
      'मिलान के लिए कौन-सी जानकारी चाहिए?',
      'The date of birth, time of birth and place of birth of both the boy and the girl. With these we calculate both charts and compare them koot by koot.',
      'लड़के और लड़की दोनों की जन्म तिथि, जन्म का समय और जन्म स्थान। इनसे हम दोनों की कुंडलियाँ बनाते हैं और हर कूट की तुलना करते हैं।',
    ),
    faq(
      'eight-koots',
      'What are the eight koots?',
      'आठ कूट कौन-से हैं?',
      'Varna (1 point), Vashya (2), Tara (3), Yoni (4), Graha Maitri (5), Gana (6), Bhakoot (7) and Nadi (8), a total of 36. Together they look at temperament, mutual attraction, friendship of the sign lords, health and family harmony.',
      'वर्ण (1 अंक), वश्य (2), तारा (3), योनि (4), ग्रह मैत्री (5), गण (6), भकूट (7) और नाड़ी (8), कुल 36। ये मिलकर स्वभाव, आपसी आकर्षण, राशि स्वामियों की मित्रता, स्वास्थ्य और पारिवारिक सामंजस्य को देखते हैं।',
    ),
    faq(
      'good-score',
      'What is a good guna score?',
      'कितने गुण मिलना अच्छा है?',
      'By tradition, 18 or more out of 36 is considered acceptable, 24 to 32 good, and above 32 excellent. The score is a starting point: an astrologer also looks at Nadi and Bhakoot dosha, Mangal dosha and the strength of the 7th house in both charts.',
      'परंपरा के अनुसार 36 में से 18 या अधिक गुण स्वीकार्य, 24 से 32 अच्छे और 32 से अधिक उत्तम माने जाते हैं। यह अंक बस शुरुआत है: ज्योतिषी दोनों कुंडलियों में नाड़ी और भकूट दोष, मंगल दोष और सातवें भाव की मज़बूती भी देखते हैं।',
    ),
    faq(
      'low-score',
      'Does a low score mean we should not marry?',
      'क्या कम गुण मिलने पर विवाह नहीं करना चाहिए?',
      'Not necessarily. Several doshas have traditional cancellations, and many happy couples have modest scores. Matching shows where two people may need more understanding; mutual respect, shared values and communication matter most.',
      'ज़रूरी नहीं। कई दोषों का पारंपरिक परिहार होता है, और बहुत से सुखी दंपतियों के गुण साधारण ही मिले होते हैं। मिलान यह दिखाता है कि दो लोगों को कहाँ अधिक समझदारी की ज़रूरत होगी; सबसे ज़्यादा मायने आपसी सम्मान, साझा मूल्य और बातचीत रखते हैं।',
    ),
    faq(
      'is-it-free',
      'Is kundali matching free?',
      'क्या कुंडली मिलान मुफ़्त है?',
      'Yes, the matching report with all eight koots and the total score is free. If you would like someone to explain it, you can talk to an astrologer per minute.',
      'हाँ, आठों कूटों और कुल अंकों वाली मिलान रिपोर्ट मुफ़्त है। अगर आप चाहते हैं कि कोई इसे समझाए, तो आप प्रति मिनट शुल्क पर किसी ज्योतिषी से बात कर सकते हैं।',
    ),
  ],

  panchang: [
    faq(
      'what-is-panchang',
      'What is a panchang?',
      'पंचांग क्या है?',
      'The panchang is the Hindu almanac. Its name means "five limbs": tithi (lunar day), vara (weekday), nakshatra (the Moon\'s star), yoga (a Sun-Moon combination) and karana (half a tithi). Together they describe the quality of each day.',
      'पंचांग हिंदू कैलेंडर है। इसका अर्थ है "पाँच अंग": तिथि, वार, नक्षत्र, योग और करण (आधी तिथि)। ये पाँचों मिलकर हर दिन की प्रकृति बताते हैं।',
    ),
    faq(
      'what-is-tithi',
      'What is a tithi?',
      'तिथि क्या होती है?',
      'A tithi is the time it takes the Moon to move 12 degrees ahead of the Sun. There are 30 tithis in a lunar month, 15 in the waxing fortnight (shukla paksha) and 15 in the waning fortnight (krishna paksha). A tithi can begin at any hour, so festivals follow the tithi at sunrise or at a set time of day.',
      'चंद्रमा को सूर्य से 12 अंश आगे बढ़ने में जो समय लगता है, उसे एक तिथि कहते हैं। एक चंद्र मास में 30 तिथियाँ होती हैं, 15 शुक्ल पक्ष में और 15 कृष्ण पक्ष में। तिथि किसी भी समय शुरू हो सकती है, इसलिए त्योहार सूर्योदय के समय की तिथि या दिन के किसी तय समय की तिथि से मनाए जाते हैं।',
    ),
    faq(
      'why-city',
      'Why does the panchang depend on my city?',
      'पंचांग मेरे शहर पर क्यों निर्भर करता है?',
      'Sunrise and sunset change with location, and the Hindu day begins at sunrise. Rahu Kaal, the muhurtas and even the tithi or nakshatra ruling at sunrise can differ between cities, so choose the city where you are.',
      'सूर्योदय और सूर्यास्त का समय जगह के साथ बदलता है, और हिंदू दिन सूर्योदय से शुरू होता है। राहु काल, मुहूर्त और यहाँ तक कि सूर्योदय के समय की तिथि या नक्षत्र भी अलग-अलग शहरों में अलग हो सकते हैं, इसलिए वही शहर चुनें जहाँ आप हैं।',
    ),
    faq(
      'rahu-kaal',
      'What is Rahu Kaal?',
      'राहु काल क्या है?',
      'Rahu Kaal is a period of about an hour and a half each day, one of the eight equal parts of daytime, that tradition avoids for starting new work. Its position changes with the weekday. Routine work can go on as usual during it.',
      'राहु काल हर दिन लगभग डेढ़ घंटे की अवधि है, यानी दिन के आठ बराबर हिस्सों में से एक, जिसमें परंपरा नए काम की शुरुआत से बचने को कहती है। इसका समय वार के साथ बदलता है। रोज़मर्रा के काम इस दौरान सामान्य रूप से चलते रह सकते हैं।',
    ),
    faq(
      'how-to-use',
      'How can I use the panchang in daily life?',
      'रोज़मर्रा में पंचांग का उपयोग कैसे करें?',
      'Check it to know the tithi for a fast or festival, the nakshatra of the day, and the times of sunrise, sunset and Rahu Kaal. For an important start, such as a purchase or a journey, use the Shubh Muhurat tool as well.',
      'व्रत या त्योहार की तिथि, दिन का नक्षत्र, और सूर्योदय, सूर्यास्त व राहु काल का समय जानने के लिए इसे देखें। किसी महत्वपूर्ण शुरुआत, जैसे ख़रीदारी या यात्रा, के लिए शुभ मुहूर्त टूल भी देखें।',
    ),
  ],

  muhurat: [
    faq(
      'what-is-muhurat',
      'What is a muhurat?',
      'मुहूर्त क्या है?',
      'A muhurat is an auspicious moment chosen for an important beginning, such as a wedding, griha pravesh, starting a business or buying a vehicle. The word also names a unit of time: one muhurta.',
      'मुहूर्त किसी महत्वपूर्ण शुरुआत के लिए चुना गया शुभ समय है, जैसे विवाह, गृह प्रवेश, व्यवसाय की शुरुआत या वाहन ख़रीदना। यह शब्द समय की एक इकाई का नाम भी है: एक मुहूर्त।',
    ),
    faq(
      'fifteen-muhurtas',
      'How long is one muhurta?',
      'एक मुहूर्त कितना लंबा होता है?',
      'The daytime from sunrise to sunset is divided into 15 muhurtas, and the night into another 15, making 30 in a full day. On a day with 12 hours of daylight each muhurta lasts 48 minutes; in summer the daytime muhurtas are longer and in winter shorter.',
      'सूर्योदय से सूर्यास्त तक के दिन को 15 मुहूर्तों में बाँटा जाता है, और रात को भी 15 में, यानी पूरे दिन-रात में 30 मुहूर्त। जिस दिन 12 घंटे का दिन हो, उस दिन हर मुहूर्त 48 मिनट का होता है; गर्मियों में दिन के मुहूर्त लंबे और सर्दियों में छोटे होते हैं।',
    ),
    faq(
      'abhijit',
      'What is Abhijit muhurta?',
      'अभिजित मुहूर्त क्या है?',
      'Abhijit is the eighth of the 15 daytime muhurtas, centred on local noon. It is considered auspicious for most work and is a good choice when no other muhurat is available. Many traditions avoid it on Wednesdays.',
      'अभिजित दिन के 15 मुहूर्तों में से आठवाँ है, जो स्थानीय दोपहर के आसपास पड़ता है। इसे ज़्यादातर कामों के लिए शुभ माना जाता है और जब कोई दूसरा मुहूर्त न मिले तो यह अच्छा विकल्प है। कई परंपराएँ बुधवार को इससे बचती हैं।',
    ),
    faq(
      'how-chosen',
      'How is a shubh muhurat chosen?',
      'शुभ मुहूर्त कैसे चुना जाता है?',
      'The tithi, weekday, nakshatra, yoga and karana are checked for the kind of work, and periods such as Rahu Kaal, Yamaganda and Gulika are avoided. For big events like a wedding, an astrologer also checks the charts of the people involved.',
      'काम के प्रकार के अनुसार तिथि, वार, नक्षत्र, योग और करण देखे जाते हैं, और राहु काल, यमगंड और गुलिक काल जैसी अवधियों से बचा जाता है। विवाह जैसे बड़े आयोजनों के लिए ज्योतिषी संबंधित लोगों की कुंडलियाँ भी देखते हैं।',
    ),
    faq(
      'choghadiya',
      'How is choghadiya different from a muhurta?',
      'चौघड़िया मुहूर्त से कैसे अलग है?',
      'Choghadiya divides the day and the night into eight parts each, ruled by the planets and named Amrit, Shubh, Labh, Char, Rog, Kaal and Udveg. It is popular in western India for quick, everyday decisions, while the 15-muhurta system is used in classical muhurat selection.',
      'चौघड़िया दिन और रात, दोनों को आठ-आठ भागों में बाँटता है, जिनके नाम अमृत, शुभ, लाभ, चर, रोग, काल और उद्वेग हैं और जिन पर ग्रहों का अधिकार होता है। पश्चिम भारत में रोज़ के छोटे फ़ैसलों के लिए यह बहुत प्रचलित है, जबकि शास्त्रीय मुहूर्त चयन में 15 मुहूर्तों वाली पद्धति का उपयोग होता है।',
    ),
  ],

  tarot: [
    faq(
      'what-is-tarot',
      'What is tarot?',
      'टैरो क्या है?',
      "Tarot is a deck of 78 illustrated cards: 22 major arcana cards for life's big themes and 56 minor arcana cards in four suits (Wands, Cups, Swords and Pentacles) for everyday matters. A reader interprets the cards drawn to reflect on a question.",
      'टैरो 78 चित्रित कार्डों की एक गड्डी है: जीवन के बड़े विषयों के लिए 22 मेजर आर्काना कार्ड और रोज़मर्रा के मामलों के लिए चार सूट (वैंड्स, कप्स, स्वॉर्ड्स और पेंटाकल्स) में 56 माइनर आर्काना कार्ड। रीडर निकाले गए कार्डों की व्याख्या करके किसी सवाल पर विचार करने में मदद करते हैं।',
    ),
    faq(
      'how-yes-no-works',
      'How does the yes or no tarot work?',
      'हाँ या ना टैरो कैसे काम करता है?',
      'Ask a question that can be answered with yes or no and submit it. Then pick one card from the full deck of 78 and click to see the prediction. You receive an answer of Yes, No or Maybe along with the meaning of the card you drew.',
      'ऐसा सवाल लिखें जिसका जवाब हाँ या ना में हो सके, और उसे सबमिट करें। फिर 78 कार्डों की पूरी गड्डी में से एक कार्ड चुनें और भविष्यवाणी देखने के लिए क्लिक करें। आपको हाँ, ना या शायद में जवाब मिलता है, साथ में आपके चुने कार्ड का अर्थ भी।',
    ),
    faq(
      'good-question',
      'How should I phrase my question?',
      'सवाल कैसे पूछना चाहिए?',
      'Keep it clear and about one thing, for example "Should I apply for this job this month?" rather than several questions at once. Focus on the question for a moment before you pick your card, and ask the same question only once.',
      'सवाल साफ़ और एक ही बात के बारे में रखें, जैसे "क्या मुझे इस महीने इस नौकरी के लिए आवेदन करना चाहिए?", न कि एक साथ कई सवाल। कार्ड चुनने से पहले एक पल सवाल पर ध्यान लगाएँ, और एक सवाल एक ही बार पूछें।',
    ),
    faq(
      'maybe-answer',
      'What does a Maybe answer mean?',
      'शायद वाले जवाब का क्या मतलब है?',
      "Some cards, like The High Priestess or Justice, point to a situation that is still unfolding or depends on your choices. Read the card's meaning for guidance on what to consider, and ask again later when things are clearer.",
      'कुछ कार्ड, जैसे द हाई प्रीस्टेस या जस्टिस, ऐसी स्थिति की ओर इशारा करते हैं जो अभी बन रही है या आपके फ़ैसलों पर निर्भर है। किन बातों पर विचार करें, यह जानने के लिए कार्ड का अर्थ पढ़ें, और जब स्थिति साफ़ हो तब दोबारा पूछें।',
    ),
    faq(
      'is-it-accurate',
      'Can tarot predict the future?',
      'क्या टैरो भविष्य बता सकता है?',
      'Tarot is best used as a mirror for reflection: it helps you see a situation from a new angle and notice your own feelings about it. Treat a yes/no answer as guidance, not a final verdict, especially for serious health, legal or money matters.',
      'टैरो का सबसे अच्छा उपयोग आत्म-चिंतन के दर्पण की तरह है: यह किसी स्थिति को नए नज़रिए से देखने और उसके बारे में अपनी भावनाओं को पहचानने में मदद करता है। हाँ/ना वाले जवाब को अंतिम फ़ैसला नहीं, मार्गदर्शन समझें, ख़ासकर सेहत, क़ानूनी या पैसों के गंभीर मामलों में।',
    ),
    faq(
      'talk-to-reader',
      'Can I talk to a tarot reader?',
      'क्या मैं किसी टैरो रीडर से बात कर सकता/सकती हूँ?',
      'Yes. Verified tarot readers are available for chat, call or video, per minute. A full spread with a reader gives more detail than a single card, and you can ask follow-up questions.',
      'हाँ। सत्यापित टैरो रीडर प्रति मिनट शुल्क पर चैट, कॉल या वीडियो के लिए उपलब्ध हैं। रीडर के साथ पूरा स्प्रेड एक कार्ड से कहीं ज़्यादा विस्तार देता है, और आप आगे सवाल भी पूछ सकते हैं।',
    ),
  ],

  numerology: [
    faq(
      'what-is-numerology',
      'What is numerology?',
      'अंक ज्योतिष क्या है?',
      'Numerology studies the meaning of numbers in your date of birth and name. In Indian numerology each number from 1 to 9 is ruled by a planet, and your main numbers describe your nature, strengths and the themes of your life.',
      'अंक ज्योतिष आपकी जन्म तिथि और नाम में छिपे अंकों के अर्थ का अध्ययन है। भारतीय अंक ज्योतिष में 1 से 9 तक हर अंक का एक स्वामी ग्रह होता है, और आपके मुख्य अंक आपके स्वभाव, ख़ूबियों और जीवन के विषयों के बारे में बताते हैं।',
    ),
    faq(
      'mulank-bhagyank',
      'How are mulank and bhagyank calculated?',
      'मूलांक और भाग्यांक कैसे निकालते हैं?',
      'Mulank comes from the day of birth: born on the 14th, 1 + 4 = 5. Bhagyank comes from the full date: for 14-08-1995, 1+4+0+8+1+9+9+5 = 37, then 3 + 7 = 10, then 1 + 0 = 1. Keep adding the digits until a single digit remains; the bhagyank is always 1 to 9.',
      'मूलांक जन्म की तारीख़ से निकलता है: 14 तारीख़ को जन्म हो तो 1 + 4 = 5। भाग्यांक पूरी जन्म तिथि से निकलता है: 14-08-1995 के लिए 1+4+0+8+1+9+9+5 = 37, फिर 3 + 7 = 10, फिर 1 + 0 = 1। जब तक एक अंक न बचे, अंकों को जोड़ते रहें; भाग्यांक हमेशा 1 से 9 के बीच होता है।',
    ),
    faq(
      'name-number',
      'What is a name number?',
      'नामांक क्या है?',
      'Each letter of your name is given a value and the values are added up. Our name calculator uses the Chaldean chart, which assigns 1 to 8 by the sound of each letter; the Pythagorean calculator uses the Western chart from 1 to 9.',
      'आपके नाम के हर अक्षर को एक मान दिया जाता है और उन्हें जोड़ा जाता है। हमारा नाम कैलकुलेटर कैल्डियन तालिका का उपयोग करता है, जो हर अक्षर की ध्वनि के अनुसार 1 से 8 तक मान देती है; पाइथागोरस कैलकुलेटर 1 से 9 वाली पश्चिमी तालिका का उपयोग करता है।',
    ),
    faq(
      'mobile-number',
      'Can my mobile number affect me?',
      'क्या मोबाइल नंबर का मुझ पर असर होता है?',
      "In numerology, the total of your phone number's digits is compared with your birth number to see whether the two are friendly. It is a popular and harmless check; there is no need to change a number you rely on just because of its total.",
      'अंक ज्योतिष में फ़ोन नंबर के अंकों का योग आपके मूलांक से मिलाकर देखा जाता है कि दोनों में मित्रता है या नहीं। यह एक लोकप्रिय और हानिरहित जाँच है; जिस नंबर पर आप निर्भर हैं, उसे सिर्फ़ योग की वजह से बदलने की कोई ज़रूरत नहीं।',
    ),
    faq(
      'change-name',
      'Should I change the spelling of my name?',
      'क्या मुझे अपने नाम की वर्तनी बदलनी चाहिए?',
      'Some people adjust a letter so that their name number supports their birth number. It is a personal choice. Remember that official documents must match, and that numerology describes tendencies; it cannot guarantee success.',
      'कुछ लोग एक-आध अक्षर बदलते हैं ताकि उनका नामांक मूलांक का साथ दे। यह निजी फ़ैसला है। ध्यान रखें कि सरकारी दस्तावेज़ों में नाम एक जैसा होना चाहिए, और अंक ज्योतिष प्रवृत्तियाँ बताता है; सफलता की गारंटी नहीं दे सकता।',
    ),
  ],

  chaldean: [
    faq(
      'what-is-chaldean',
      'What is Chaldean numerology?',
      'कैल्डियन अंक ज्योतिष क्या है?',
      'It is a system of name numerology named after the Chaldeans of ancient Mesopotamia. Letters get values from 1 to 8 according to their sound, and both the compound total and the single digit of a name are read.',
      'यह नाम पर आधारित अंक ज्योतिष की पद्धति है, जिसका नाम प्राचीन मेसोपोटामिया के कैल्डियन लोगों पर रखा गया है। अक्षरों को उनकी ध्वनि के अनुसार 1 से 8 तक मान दिए जाते हैं, और नाम का संयुक्त योग और एकल अंक दोनों पढ़े जाते हैं।',
    ),
    faq(
      'vs-pythagorean',
      'How is it different from Pythagorean numerology?',
      'यह पाइथागोरस अंक ज्योतिष से कैसे अलग है?',
      'Pythagorean numerology numbers the alphabet in order from 1 to 9, while Chaldean numerology assigns values by sound and vibration and uses only 1 to 8. Chaldean readings also give importance to compound numbers such as 23 or 37.',
      'पाइथागोरस पद्धति वर्णमाला को क्रम से 1 से 9 तक अंक देती है, जबकि कैल्डियन पद्धति ध्वनि और कंपन के आधार पर मान देती है और केवल 1 से 8 तक के अंकों का उपयोग करती है। कैल्डियन पद्धति 23 या 37 जैसे संयुक्त अंकों को भी महत्व देती है।',
    ),
    faq(
      'why-no-nine',
      'Why is 9 not given to any letter?',
      'किसी अक्षर को 9 क्यों नहीं दिया जाता?',
      'In the Chaldean tradition 9 is considered sacred and complete, so it is kept apart from the letters. It can still appear as the total of a name.',
      'कैल्डियन परंपरा में 9 को पवित्र और पूर्ण माना जाता है, इसलिए इसे अक्षरों से अलग रखा जाता है। हालाँकि नाम के योग के रूप में 9 आ सकता है।',
    ),
    faq(
      'which-name',
      'Which name should I use?',
      'कौन-सा नाम इस्तेमाल करें?',
      'Use the name you are most commonly called by and sign with, because Chaldean numerology reads the vibration of the name in daily use, not necessarily the one on your birth certificate.',
      'वह नाम इस्तेमाल करें जिससे आपको सबसे ज़्यादा पुकारा जाता है और जिससे आप हस्ताक्षर करते हैं, क्योंकि कैल्डियन अंक ज्योतिष रोज़मर्रा में प्रयुक्त नाम के कंपन को पढ़ता है, ज़रूरी नहीं कि जन्म प्रमाणपत्र वाला नाम।',
    ),
    faq(
      'compound-numbers',
      'What are compound numbers?',
      'संयुक्त अंक क्या होते हैं?',
      'The two-digit total of a name before it is reduced, from 10 to 52, is its compound number. It adds a layer of meaning to the single digit: for example, 19 and 28 both reduce to 1 but are read differently.',
      'नाम का दो अंकों वाला योग, एक अंक में लाने से पहले, यानी 10 से 52 तक, उसका संयुक्त अंक है। यह एकल अंक के अर्थ में एक और परत जोड़ता है: जैसे 19 और 28 दोनों के अंक जोड़कर एक अंक में लाने पर 1 बनता है, पर दोनों को अलग तरह पढ़ा जाता है।',
    ),
  ],

  kabbalah: [
    faq(
      'what-is-kabbalah',
      'What is Kabbalah numerology?',
      'कबाला अंक ज्योतिष क्या है?',
      'It draws on Kabbalah, the mystical tradition within Judaism, and on gematria, in which every Hebrew letter has a number. The popular modern version reads your name to describe your character and the lessons your soul is here to learn.',
      'यह कबाला, यानी यहूदी धर्म की रहस्यवादी परंपरा, और गेमेट्रिया पर आधारित है, जिसमें हिब्रू के हर अक्षर का एक अंक होता है। इसका लोकप्रिय आधुनिक रूप आपके नाम को पढ़कर आपके स्वभाव और उन सीखों के बारे में बताता है जो आपकी आत्मा इस जीवन में सीखने आई है।',
    ),
    faq(
      'birth-date',
      'Does Kabbalah numerology use my date of birth?',
      'क्या कबाला अंक ज्योतिष में जन्म तिथि का उपयोग होता है?',
      'No. Unlike most systems, popular Kabbalah numerology works only with your name. The letter values are added and the total is interpreted.',
      'नहीं। ज़्यादातर पद्धतियों के विपरीत, लोकप्रिय कबाला अंक ज्योतिष केवल आपके नाम के आधार पर काम करता है। अक्षरों के मान जोड़े जाते हैं और योग की व्याख्या की जाती है।',
    ),
    faq(
      'tree-of-life',
      'What is the Tree of Life?',
      'जीवन वृक्ष क्या है?',
      'The Tree of Life is the central diagram of Kabbalah: ten sefirot, or qualities of the divine, joined by 22 paths that match the 22 letters of the Hebrew alphabet. Numbers are understood through their place on this tree.',
      'जीवन वृक्ष कबाला का मुख्य चित्र है: दस सेफ़िरोट, यानी ईश्वर के गुण, जो 22 मार्गों से जुड़े हैं; ये मार्ग हिब्रू वर्णमाला के 22 अक्षरों से मेल खाते हैं। अंकों को इस वृक्ष पर उनकी जगह के हिसाब से समझा जाता है।',
    ),
    faq(
      'religious',
      'Do I need to follow a particular religion to use it?',
      'क्या इसके लिए किसी ख़ास धर्म का पालन ज़रूरी है?',
      'No. People of every background use numerology for self-reflection. Its focus is on personal and spiritual growth rather than on predicting events.',
      'नहीं। हर पृष्ठभूमि के लोग आत्म-चिंतन के लिए अंक ज्योतिष का उपयोग करते हैं। इसका ज़ोर घटनाओं की भविष्यवाणी के बजाय व्यक्तिगत और आध्यात्मिक विकास पर है।',
    ),
  ],

  tamil: [
    faq(
      'what-is-tamil',
      'What is Tamil numerology?',
      'तमिल अंक ज्योतिष क्या है?',
      'Tamil numerology ("en kanitham") is the numerology widely practised in Tamil Nadu and South India. It links numbers 1 to 9 with the navagraha: Sun, Moon, Jupiter, Rahu, Mercury, Venus, Ketu, Saturn and Mars.',
      'तमिल अंक ज्योतिष ("एण् कणितम्") तमिलनाडु और दक्षिण भारत में व्यापक रूप से अपनाई जाने वाली अंक ज्योतिष पद्धति है। यह 1 से 9 तक के अंकों को नवग्रहों से जोड़ती है: सूर्य, चंद्रमा, गुरु, राहु, बुध, शुक्र, केतु, शनि और मंगल।',
    ),
    faq(
      'which-numbers',
      'Which numbers does it look at?',
      'इसमें कौन-से अंक देखे जाते हैं?',
      'The birth number (day of birth), the destiny number (full date of birth) and the name number. A good reading checks that the three work in harmony.',
      'जन्मांक (जन्म की तारीख़), भाग्यांक (पूरी जन्म तिथि) और नामांक। अच्छे विश्लेषण में देखा जाता है कि तीनों आपस में तालमेल से काम करें।',
    ),
    faq(
      'name-correction',
      'Why do people change their name spelling in Tamil numerology?',
      'तमिल अंक ज्योतिष में लोग नाम की वर्तनी क्यों बदलते हैं?',
      'The name number is calculated from the English spelling, so adding or changing a letter changes it. People do this so that the name number is friendly to their birth number. It is optional and should be done thoughtfully.',
      'नामांक अंग्रेज़ी वर्तनी से निकाला जाता है, इसलिए कोई अक्षर जोड़ने या बदलने से वह बदल जाता है। लोग ऐसा इसलिए करते हैं ताकि नामांक उनके जन्मांक का मित्र हो। यह वैकल्पिक है और सोच-समझकर करना चाहिए।',
    ),
    faq(
      'vs-chaldean',
      'Is Tamil numerology the same as Chaldean?',
      'क्या तमिल अंक ज्योतिष कैल्डियन जैसा ही है?',
      'They are closely related. Tamil numerologists generally use a Chaldean-style letter chart, but they interpret numbers through the navagraha of Indian astrology and often combine numerology with the birth chart.',
      'दोनों बहुत मिलते-जुलते हैं। तमिल अंकशास्त्री आम तौर पर कैल्डियन जैसी अक्षर तालिका का उपयोग करते हैं, पर अंकों की व्याख्या भारतीय ज्योतिष के नवग्रहों के ज़रिए करते हैं और अक्सर अंक ज्योतिष को जन्म कुंडली के साथ मिलाकर देखते हैं।',
    ),
  ],

  chinese: [
    faq(
      'what-is-chinese',
      'What is Chinese numerology?',
      'चीनी अंक ज्योतिष क्या है?',
      'Chinese numerology is based on the Lo Shu magic square from ancient China and on the way numbers sound in Chinese. It is used for personal readings, choosing lucky numbers and in feng shui.',
      'चीनी अंक ज्योतिष प्राचीन चीन के लो शू जादुई वर्ग और चीनी भाषा में अंकों के उच्चारण पर आधारित है। इसका उपयोग व्यक्तिगत विश्लेषण, शुभ अंक चुनने और फ़ेंगशुई में होता है।',
    ),
    faq(
      'lucky-numbers',
      'Which numbers are lucky in Chinese tradition?',
      'चीनी परंपरा में कौन-से अंक शुभ हैं?',
      'Eight is the most favoured because it sounds like the word for prosperity. Six suggests smooth progress and nine long life. Four is usually avoided because it sounds like the word for death.',
      'आठ सबसे पसंदीदा अंक है, क्योंकि इसका उच्चारण समृद्धि के शब्द जैसा है। छह सहज प्रगति और नौ दीर्घायु का संकेत है। चार से आम तौर पर बचा जाता है, क्योंकि यह मृत्यु के शब्द जैसा सुनाई देता है।',
    ),
    faq(
      'lo-shu-grid',
      'What is the Lo Shu grid?',
      'लो शू ग्रिड क्या है?',
      'It is a 3×3 square with the numbers 4 9 2, 3 5 7 and 8 1 6, in which every line adds up to 15. The digits of your date of birth are placed in it to show which numbers are strong, repeated or missing, and which planes are complete.',
      'यह 4 9 2, 3 5 7 और 8 1 6 अंकों वाला 3×3 का वर्ग है, जिसकी हर रेखा का योग 15 होता है। आपकी जन्म तिथि के अंक इसमें रखे जाते हैं, जिससे पता चलता है कि कौन-से अंक मज़बूत, दोहराए गए या लुप्त हैं और कौन-से तल पूरे हैं।',
    ),
    faq(
      'vs-chinese-zodiac',
      'Is this the same as the Chinese zodiac?',
      'क्या यह चीनी राशिचक्र जैसा ही है?',
      'No. The Chinese zodiac assigns one of twelve animals to your birth year. Chinese numerology works with numbers: the Lo Shu grid, the Kua number and the meaning of numbers.',
      'नहीं। चीनी राशिचक्र आपके जन्म वर्ष को बारह जानवरों में से एक से जोड़ता है। चीनी अंक ज्योतिष अंकों के साथ काम करता है: लो शू ग्रिड, कुआ अंक और अंकों के अर्थ।',
    ),
    faq(
      'kua-link',
      'How is the Kua number related?',
      'कुआ अंक से इसका क्या संबंध है?',
      'The Kua number comes from your birth year and gender and is placed on the same Lo Shu square. It tells you which four directions are favourable for you in feng shui.',
      'कुआ अंक आपके जन्म वर्ष और लिंग से निकलता है और उसी लो शू वर्ग पर रखा जाता है। यह बताता है कि फ़ेंगशुई में कौन-सी चार दिशाएँ आपके लिए अनुकूल हैं।',
    ),
  ],

  'numbers-1-to-9': [
    faq(
      'why-one-to-nine',
      'Why does numerology use only 1 to 9?',
      'अंक ज्योतिष में केवल 1 से 9 तक के अंक क्यों होते हैं?',
      'Every larger number can be reduced to a single digit by adding its digits, so 1 to 9 are treated as the root numbers. The exceptions are the master numbers 11, 22 and 33, which are often kept as they are.',
      'हर बड़ी संख्या के अंक जोड़कर उसे एक अंक में लाया जा सकता है, इसलिए 1 से 9 को मूल अंक माना जाता है। अपवाद हैं मास्टर अंक 11, 22 और 33, जिन्हें अक्सर वैसे ही रखा जाता है।',
    ),
    faq(
      'planets',
      'Which planet rules each number?',
      'किस अंक का स्वामी कौन-सा ग्रह है?',
      '1 Sun, 2 Moon, 3 Jupiter, 4 Rahu, 5 Mercury, 6 Venus, 7 Ketu, 8 Saturn and 9 Mars. The planet gives each number its basic nature.',
      '1 सूर्य, 2 चंद्रमा, 3 गुरु, 4 राहु, 5 बुध, 6 शुक्र, 7 केतु, 8 शनि और 9 मंगल। ग्रह ही हर अंक को उसका मूल स्वभाव देता है।',
    ),
    faq(
      'luckiest-number',
      'Which number is the luckiest?',
      'सबसे भाग्यशाली अंक कौन-सा है?',
      'No number is luckier than the others; each has its own strengths and lessons. What matters is how your own numbers work together and how you use their strengths.',
      'कोई भी अंक दूसरों से ज़्यादा भाग्यशाली नहीं है; हर अंक की अपनी ख़ूबियाँ और सीखें हैं। मायने यह रखता है कि आपके अपने अंक आपस में कैसे काम करते हैं और आप उनकी ख़ूबियों का कैसे उपयोग करते हैं।',
    ),
    faq(
      'is-eight-unlucky',
      'Is 8 an unlucky number?',
      'क्या 8 अशुभ अंक है?',
      'This is a common fear but a misunderstanding. Eight is ruled by Saturn, which asks for patience and honest work and then rewards it generously. Many successful, steady people have 8 as an important number.',
      'यह आम डर है, पर एक भ्रम है। अंक 8 का स्वामी शनि है, जो धैर्य और ईमानदार मेहनत माँगता है और फिर उसका भरपूर फल देता है। बहुत से सफल और स्थिर लोगों के लिए 8 एक महत्वपूर्ण अंक है।',
    ),
    faq(
      'friendly-numbers',
      'What are friendly numbers?',
      'मित्र अंक क्या होते हैं?',
      "Each number has friends in the friendship table. For example, 1 is friendly with 9, 2, 5, 3, 4 and 6, while 8 is friendly with 6, 5 and 7. Friendly numbers are used to choose dates, mobile numbers and partners' compatibility.",
      'मित्रता तालिका में हर अंक के कुछ मित्र अंक होते हैं। जैसे 1 के मित्र 9, 2, 5, 3, 4 और 6 हैं, जबकि 8 के मित्र 6, 5 और 7 हैं। मित्र अंकों का उपयोग तारीख़, मोबाइल नंबर चुनने और जीवनसाथी का तालमेल देखने में होता है।',
    ),
  ],

  'life-path': [
    faq(
      'what-is-life-path',
      'What is a life path number?',
      'जीवन पथ अंक क्या है?',
      'It is the most important number in numerology, calculated from your full date of birth. It describes the main direction of your life, the talents you bring and the lessons you are here to learn. It is close to the bhagyank of Indian numerology and usually the same number, but not always: the life path keeps the master numbers 11, 22 and 33, while the bhagyank always ends in 1 to 9.',
      'यह अंक ज्योतिष का सबसे महत्वपूर्ण अंक है, जो आपकी पूरी जन्म तिथि से निकलता है। यह आपके जीवन की मुख्य दिशा, आपकी प्रतिभाओं और उन सीखों के बारे में बताता है जिनके लिए आप आए हैं। यह भारतीय अंक ज्योतिष के भाग्यांक के क़रीब है और प्रायः वही अंक होता है, पर हमेशा नहीं: जीवन पथ अंक में मास्टर अंक 11, 22 और 33 रखे जाते हैं, जबकि भाग्यांक हमेशा 1 से 9 के बीच आता है।',
    ),
    faq(
      'how-to-calculate',
      'How do I calculate it?',
      'इसे कैसे निकालें?',
      'Bring the day, the month and the year to one digit each, add the three and bring the total to one digit, keeping 11, 22 and 33. For 25-12-1990: the day gives 2+5 = 7, the month 1+2 = 3, the year 1+9+9+0 = 19, 1+9 = 10, 1+0 = 1; then 7+3+1 = 11. Life path 11, a master number.',
      'तारीख़, महीने और वर्ष, तीनों को अलग-अलग अंक जोड़कर एक अंक में लाएँ, तीनों को जोड़ें और योग को भी एक अंक में लाएँ; 11, 22 और 33 को वैसा ही रखें। 25-12-1990 के लिए: तारीख़ से 2+5 = 7, महीने से 1+2 = 3, वर्ष से 1+9+9+0 = 19, 1+9 = 10, 1+0 = 1; फिर 7+3+1 = 11। जीवन पथ अंक 11, जो मास्टर अंक है।',
    ),
    faq(
      'age-32',
      'Why is age 32 called a turning point?',
      '32 वर्ष की आयु को मोड़ क्यों कहा जाता है?',
      'Numerology tradition often describes the years up to about 32 as a time of learning and experiment, when the life path is lived partly unconsciously. Around 32 its themes tend to come into focus, and many people find their direction, career or priorities becoming clearer after that age.',
      'अंक ज्योतिष की परंपरा में लगभग 32 वर्ष तक की उम्र को सीखने और प्रयोग का समय माना जाता है, जब जीवन पथ कुछ हद तक अनजाने में जिया जाता है। 32 के आसपास इसके विषय स्पष्ट होने लगते हैं, और बहुत से लोगों को इस उम्र के बाद अपनी दिशा, करियर या प्राथमिकताएँ साफ़ दिखने लगती हैं।',
    ),
    faq(
      'can-it-change',
      'Can my life path number change?',
      'क्या मेरा जीवन पथ अंक बदल सकता है?',
      'No, it is fixed by your date of birth. What changes is how you live it: each number has a positive and a challenging side, and awareness helps you live the positive one. Your personal year number, which changes every year, shows the theme of each year.',
      'नहीं, यह आपकी जन्म तिथि से तय होता है। बदलता यह है कि आप उसे कैसे जीते हैं: हर अंक का एक सकारात्मक और एक चुनौतीपूर्ण पहलू होता है, और जागरूकता सकारात्मक पहलू जीने में मदद करती है। आपका व्यक्तिगत वर्ष अंक, जो हर साल बदलता है, हर साल का विषय बताता है।',
    ),
    faq(
      'vs-mulank',
      'How is the life path different from the mulank?',
      'जीवन पथ अंक मूलांक से कैसे अलग है?',
      'The mulank comes from the day of birth alone and shows your everyday personality. The life path comes from the whole date and shows the larger journey. Both together give a fuller picture.',
      'मूलांक केवल जन्म की तारीख़ से निकलता है और आपका रोज़ का व्यक्तित्व दिखाता है। जीवन पथ अंक पूरी जन्म तिथि से निकलता है और जीवन की बड़ी यात्रा दिखाता है। दोनों मिलकर पूरी तस्वीर देते हैं।',
    ),
  ],

  'master-numbers': [
    faq(
      'what-are-master-numbers',
      'What are master numbers?',
      'मास्टर अंक क्या होते हैं?',
      'The double numbers 11, 22 and 33 are called master numbers. When they appear in a calculation they are often not reduced, because they are believed to carry a stronger, more demanding form of their root number (2, 4 and 6).',
      'दोहरे अंक 11, 22 और 33 मास्टर अंक कहलाते हैं। गणना में ये आएँ तो इन्हें अक्सर एक अंक में नहीं लाया जाता, क्योंकि माना जाता है कि इनमें अपने मूल अंक (2, 4 और 6) का अधिक प्रबल और अधिक माँग करने वाला रूप होता है।',
    ),
    faq(
      'how-to-know',
      'How do I know if I have a master number?',
      'कैसे पता करें कि मेरा मास्टर अंक है?',
      'Your life path is a master number when the day, month and year, each brought to one digit, add up to 11, 22 or 33 (or a total that reduces to one of them). A Pythagorean name number is one when its total reaches 11, 22 or 33 on the way to a single digit. The bhagyank and the Chaldean name number always end in 1 to 9. Our calculators show it automatically.',
      'जीवन पथ अंक तब मास्टर अंक होता है जब तारीख़, महीने और वर्ष को एक-एक अंक में लाकर जोड़ने पर 11, 22 या 33 आए (या ऐसा योग जो अंक जोड़कर इनमें से किसी पर रुके)। पाइथागोरस पद्धति का नामांक तब मास्टर अंक होता है जब एक अंक तक पहुँचते हुए उसका योग 11, 22 या 33 बने। भाग्यांक और कैल्डियन नामांक हमेशा 1 से 9 के बीच आते हैं। हमारे कैलकुलेटर इसे अपने आप दिखाते हैं।',
    ),
    faq(
      'are-they-better',
      'Are master numbers better than other numbers?',
      'क्या मास्टर अंक दूसरे अंकों से बेहतर हैं?',
      'Not better, just more intense. They bring great potential along with pressure, sensitivity and high expectations. Many people with master numbers grow into them slowly, often after their early thirties.',
      'बेहतर नहीं, बस अधिक तीव्र। ये बड़ी संभावना के साथ दबाव, संवेदनशीलता और ऊँची अपेक्षाएँ भी लाते हैं। मास्टर अंक वाले बहुत से लोग धीरे-धीरे इनके अनुरूप ढलते हैं, अक्सर तीस की उम्र के शुरुआती वर्षों के बाद।',
    ),
    faq(
      'meanings',
      'What does each master number mean?',
      'हर मास्टर अंक का क्या अर्थ है?',
      '11 is the intuitive guide, inspiring others through insight. 22 is the master builder, turning vision into lasting structures. 33 is the master teacher, devoted to compassionate service.',
      '11 अंतर्ज्ञानी मार्गदर्शक है, जो अपनी समझ से दूसरों को प्रेरित करता है। 22 महान निर्माता है, जो दूरदृष्टि को टिकाऊ रूप देता है। 33 महान शिक्षक है, जो करुणा भरी सेवा को समर्पित है।',
    ),
  ],

  'karmic-numbers': [
    faq(
      'what-are-karmic-numbers',
      'What are karmic debt numbers?',
      'कार्मिक ऋण अंक क्या होते हैं?',
      'The numbers 13, 14, 16 and 19 are called karmic debt numbers. Tradition says they point to lessons carried over from the past that need attention in this life: effort for 13, moderation for 14, humility for 16 and shared power for 19.',
      '13, 14, 16 और 19 को कार्मिक ऋण अंक कहा जाता है। परंपरा के अनुसार ये अतीत से चली आ रही उन सीखों की ओर इशारा करते हैं जिन पर इस जीवन में ध्यान देना है: 13 के लिए परिश्रम, 14 के लिए संयम, 16 के लिए विनम्रता और 19 के लिए शक्ति को बाँटना।',
    ),
    faq(
      'how-to-find',
      'How do I know if I have one?',
      'कैसे पता करें कि मेरा कार्मिक अंक है?',
      'If you were born on the 13th, 14th, 16th or 19th, or if one of these numbers appears as a total before your life path or name number is reduced to one digit, it is considered a karmic debt number.',
      'अगर आपका जन्म 13, 14, 16 या 19 तारीख़ को हुआ है, या जीवन पथ या नामांक को एक अंक में लाने से पहले इनमें से कोई संख्या योग के रूप में आती है, तो उसे कार्मिक ऋण अंक माना जाता है।',
    ),
    faq(
      'is-it-bad',
      'Is a karmic number bad luck?',
      'क्या कार्मिक अंक दुर्भाग्य है?',
      'No. It is best seen as a clear area for growth. Once the lesson is understood, the same number often becomes a source of strength and maturity.',
      'नहीं। इसे विकास के एक स्पष्ट क्षेत्र के रूप में देखना सबसे अच्छा है। एक बार सीख समझ में आ जाए, तो वही अंक अक्सर ताक़त और परिपक्वता का स्रोत बन जाता है।',
    ),
    faq(
      'what-helps',
      'What can I do about it?',
      'इसके लिए क्या करें?',
      'Work consciously on the lesson of your number: finish tasks for 13, keep commitments for 14, stay humble and honest for 16, and accept help for 19. Service, gratitude and steady effort are the traditional remedies.',
      'अपने अंक की सीख पर सचेत रूप से काम करें: 13 के लिए काम पूरे करें, 14 के लिए वादे निभाएँ, 16 के लिए विनम्र और ईमानदार रहें, और 19 के लिए मदद स्वीकार करें। सेवा, कृतज्ञता और लगातार प्रयास ही पारंपरिक उपाय हैं।',
    ),
  ],

  'missing-numbers': [
    faq(
      'what-are-missing-numbers',
      'What are missing numbers?',
      'लुप्त अंक क्या होते हैं?',
      'When you place the digits of your date of birth in the Lo Shu grid, the numbers from 1 to 9 that do not appear are your missing numbers. Each one points to a quality you may need to develop consciously.',
      'जब आप अपनी जन्म तिथि के अंक लो शू ग्रिड में रखते हैं, तो 1 से 9 में से जो अंक नहीं आते, वे आपके लुप्त अंक हैं। हर लुप्त अंक ऐसे गुण की ओर इशारा करता है जिसे आपको सचेत रूप से विकसित करना पड़ सकता है।',
    ),
    faq(
      'zeros',
      'What about the zeros in my date of birth?',
      'जन्म तिथि के शून्य का क्या होता है?',
      'Zeros are left out, because the Lo Shu grid has cells only for 1 to 9. Some numerologists add your mulank and bhagyank to the grid as well; our calculator shows both versions.',
      'शून्य छोड़ दिए जाते हैं, क्योंकि लो शू ग्रिड में केवल 1 से 9 तक के लिए ख़ाने होते हैं। कुछ अंकशास्त्री ग्रिड में मूलांक और भाग्यांक भी जोड़ते हैं; हमारा कैलकुलेटर दोनों रूप दिखाता है।',
    ),
    faq(
      'is-missing-bad',
      'Is a missing number a problem?',
      'क्या लुप्त अंक कोई समस्या है?',
      'Everyone has some missing numbers. They are not a defect but an invitation to grow. With practice, the quality of a missing number can become one of your strengths.',
      'हर किसी के कुछ अंक लुप्त होते हैं। ये कोई कमी नहीं, बल्कि आगे बढ़ने का न्योता हैं। अभ्यास से लुप्त अंक का गुण आपकी ख़ूबियों में से एक बन सकता है।',
    ),
    faq(
      'repeated-numbers',
      'What if a number appears many times?',
      'अगर कोई अंक कई बार आए तो?',
      'A repeated number makes that quality stronger, sometimes too strong. For example, two 1s help expression, while four or more can make it hard to express feelings in a balanced way.',
      'दोहराया गया अंक उस गुण को और मज़बूत करता है, कभी-कभी ज़रूरत से ज़्यादा। जैसे दो बार 1 होने से अभिव्यक्ति में मदद मिलती है, जबकि चार या अधिक बार होने से भावनाओं को संतुलित ढंग से कहना कठिन हो सकता है।',
    ),
    faq(
      'remedies',
      'Are there remedies for missing numbers?',
      'क्या लुप्त अंकों के उपाय हैं?',
      'Yes, mostly simple ones: building the related habit, plus traditional steps such as keeping a particular direction of the home clean or placing a plant or light there. Our Lo Shu calculator suggests a gentle remedy for each missing number.',
      'हाँ, ज़्यादातर सरल उपाय: उससे जुड़ी आदत डालना, और पारंपरिक क़दम जैसे घर की किसी ख़ास दिशा को साफ़ रखना या वहाँ पौधा या रोशनी रखना। हमारा लो शू कैलकुलेटर हर लुप्त अंक के लिए एक सरल उपाय सुझाता है।',
    ),
  ],

  kua: [
    faq(
      'what-is-kua',
      'What is a Kua number?',
      'कुआ अंक क्या है?',
      'The Kua number is a feng shui number calculated from your year of birth and gender. It places you in the East or West group and tells you your four favourable directions for success, health, relationships and personal growth.',
      'कुआ अंक फ़ेंगशुई का एक अंक है जो आपके जन्म वर्ष और लिंग से निकाला जाता है। यह आपको पूर्व या पश्चिम समूह में रखता है और सफलता, स्वास्थ्य, संबंधों और व्यक्तिगत विकास के लिए आपकी चार अनुकूल दिशाएँ बताता है।',
    ),
    faq(
      'how-to-calculate',
      'How is the Kua number calculated?',
      'कुआ अंक कैसे निकाला जाता है?',
      'Add the last two digits of your birth year and reduce to one digit. For births in 1900–1999, men subtract it from 10 and women add 5. For births from 2000, men subtract it from 9 (a result of 0 counts as 9) and women add 6. Reduce again to one digit if needed. The feng shui year starts around 4 February, so if you were born before that, use the previous year.',
      'अपने जन्म वर्ष के आख़िरी दो अंक जोड़कर एक अंक बनाएँ। 1900–1999 में जन्मे पुरुष इसे 10 में से घटाएँ और महिलाएँ इसमें 5 जोड़ें। 2000 से जन्मे पुरुष इसे 9 में से घटाएँ (0 आए तो उसे 9 मानें) और महिलाएँ इसमें 6 जोड़ें। ज़रूरत हो तो फिर से एक अंक बनाएँ। फ़ेंगशुई का वर्ष लगभग 4 फ़रवरी से शुरू होता है, इसलिए अगर आपका जन्म उससे पहले हुआ है तो पिछला वर्ष लें।',
    ),
    faq(
      'kua-five',
      'What if my Kua number is 5?',
      'अगर मेरा कुआ अंक 5 हो तो?',
      'Kua 5 has no directions of its own. Men use the directions of Kua 2 and women those of Kua 8; both belong to the West group.',
      'कुआ 5 की अपनी दिशाएँ नहीं होतीं। पुरुष कुआ 2 की और महिलाएँ कुआ 8 की दिशाएँ अपनाती हैं; दोनों पश्चिम समूह में हैं।',
    ),
    faq(
      'east-west-groups',
      'What are the East and West groups?',
      'पूर्व और पश्चिम समूह क्या हैं?',
      'Kua 1, 3, 4 and 9 form the East group, whose good directions are North, South, East and South-east. Kua 2, 6, 7 and 8 form the West group, whose good directions are West, North-west, South-west and North-east.',
      'कुआ 1, 3, 4 और 9 पूर्व समूह में हैं, जिनकी शुभ दिशाएँ उत्तर, दक्षिण, पूर्व और दक्षिण-पूर्व हैं। कुआ 2, 6, 7 और 8 पश्चिम समूह में हैं, जिनकी शुभ दिशाएँ पश्चिम, उत्तर-पश्चिम, दक्षिण-पश्चिम और उत्तर-पूर्व हैं।',
    ),
    faq(
      'how-to-use',
      'How do I use my favourable directions?',
      'अनुकूल दिशाओं का उपयोग कैसे करें?',
      'Try to face your success direction while working or studying, and sleep with your head towards your health or growth direction. Small changes like moving a desk are enough; there is no need to rebuild anything.',
      'काम या पढ़ाई करते समय अपनी सफलता वाली दिशा की ओर मुँह रखने की कोशिश करें, और सोते समय सिर स्वास्थ्य या विकास वाली दिशा में रखें। मेज़ की जगह बदलने जैसे छोटे बदलाव काफ़ी हैं; कुछ भी तोड़ने-बनाने की ज़रूरत नहीं।',
    ),
  ],

  'marriage-numerology': [
    faq(
      'what-is-marriage-numerology',
      'What is marriage numerology?',
      'विवाह अंक ज्योतिष क्या है?',
      'It compares the numbers of two partners, mainly their mulank and bhagyank, to see how well their natures fit. It can also help choose a wedding date.',
      'यह दो साथियों के अंकों, मुख्य रूप से उनके मूलांक और भाग्यांक, की तुलना करके देखता है कि उनके स्वभाव कितने मेल खाते हैं। यह विवाह की तारीख़ चुनने में भी मदद कर सकता है।',
    ),
    faq(
      'compatible-numbers',
      'Which numbers are compatible?',
      'कौन-से अंक आपस में मेल खाते हैं?',
      'The friendship table gives each number its friends: 1 is friendly with 2, 3, 4, 5, 6 and 9, and 3 is friendly with 1, 2, 3, 5 and 9. It is read in both directions, because it is not symmetric: 4 is friendly with 1, 5, 6 and 7, yet 7 does not list 4. Our calculator shows how any two numbers stand, each way.',
      'मित्रता तालिका हर अंक के मित्र बताती है: 1 के मित्र 2, 3, 4, 5, 6 और 9 हैं, और 3 के मित्र 1, 2, 3, 5 और 9 हैं। इसे दोनों ओर से पढ़ा जाता है, क्योंकि यह दोनों ओर एक जैसी नहीं: 4 के मित्र 1, 5, 6 और 7 हैं, फिर भी 7 की सूची में 4 नहीं है। हमारा कैलकुलेटर किन्हीं भी दो अंकों का संबंध दोनों ओर से दिखाता है।',
    ),
    faq(
      'wedding-date',
      'How can numerology help choose a wedding date?',
      'विवाह की तारीख़ चुनने में अंक ज्योतिष कैसे मदद करता है?',
      "A date whose total is friendly to both partners' numbers is considered favourable. Most families use this alongside the muhurat from the panchang, which remains the main traditional guide.",
      'जिस तारीख़ का योग दोनों साथियों के अंकों का मित्र हो, उसे अनुकूल माना जाता है। ज़्यादातर परिवार इसका उपयोग पंचांग के मुहूर्त के साथ करते हैं, जो मुख्य पारंपरिक आधार बना रहता है।',
    ),
    faq(
      'incompatible',
      'What if our numbers are not compatible?',
      'अगर हमारे अंक मेल न खाएँ तो?',
      'It does not mean the marriage will fail. It simply shows where you differ, so you can understand each other better. Trust, respect and communication matter far more than any number.',
      'इसका मतलब यह नहीं कि विवाह असफल होगा। यह बस दिखाता है कि आप कहाँ अलग हैं, ताकि आप एक-दूसरे को बेहतर समझ सकें। भरोसा, सम्मान और बातचीत किसी भी अंक से कहीं ज़्यादा मायने रखते हैं।',
    ),
  ],

  'money-numerology': [
    faq(
      'what-is-money-numerology',
      'What is money numerology?',
      'धन अंक ज्योतिष क्या है?',
      'It uses your numbers to understand your money habits, for example whether you tend to save, spend or take risks, and to think about timing for financial plans.',
      'यह आपके अंकों के ज़रिए आपकी पैसों से जुड़ी आदतों को समझने में मदद करता है, जैसे आप बचत करते हैं, ख़र्च करते हैं या जोखिम लेते हैं, और आर्थिक योजनाओं के समय पर विचार करने में भी।',
    ),
    faq(
      'wealth-number',
      'Which number brings wealth?',
      'कौन-सा अंक धन लाता है?',
      'No number brings wealth by itself. Tradition links 8 with long-term, slowly built wealth, 5 with trade and 6 with comfort, but earning and saving depend on your work and decisions.',
      'कोई भी अंक अपने आप धन नहीं लाता। परंपरा 8 को धीरे-धीरे बनने वाली स्थायी संपत्ति से, 5 को व्यापार से और 6 को सुख-सुविधा से जोड़ती है, पर कमाई और बचत आपके काम और फ़ैसलों पर निर्भर करती है।',
    ),
    faq(
      'timing',
      'Can numerology tell me when to invest?',
      'क्या अंक ज्योतिष बता सकता है कि निवेश कब करें?',
      'Your personal year can suggest the mood of a year, such as planning in a 4 year or new ventures in a 1 year. It cannot predict markets. Investment decisions should rest on research and advice from a registered financial adviser.',
      'आपका व्यक्तिगत वर्ष साल के मिज़ाज का संकेत दे सकता है, जैसे 4 के साल में योजना और 1 के साल में नई शुरुआत। यह बाज़ार की भविष्यवाणी नहीं कर सकता। निवेश के फ़ैसले शोध और पंजीकृत वित्तीय सलाहकार की राय पर आधारित होने चाहिए।',
    ),
    faq(
      'business-name',
      'Should I check my business name number?',
      'क्या व्यवसाय के नाम का अंक देखना चाहिए?',
      'Many business owners in India do, usually choosing a name whose number is friendly to their own. It is a reasonable extra step once the name is also clear, memorable and legally available.',
      'भारत में बहुत से व्यवसायी ऐसा करते हैं, आम तौर पर ऐसा नाम चुनते हैं जिसका अंक उनके अपने अंक का मित्र हो। जब नाम साफ़, याद रहने लायक और क़ानूनी रूप से उपलब्ध भी हो, तब यह एक उचित अतिरिक्त क़दम है।',
    ),
  ],

  'career-numerology': [
    faq(
      'what-is-career-numerology',
      'What is career numerology?',
      'करियर अंक ज्योतिष क्या है?',
      'It uses your mulank, bhagyank and name number to understand the kind of work that suits your temperament, and your personal year to think about timing.',
      'यह आपके मूलांक, भाग्यांक और नामांक के ज़रिए समझने में मदद करता है कि किस तरह का काम आपके स्वभाव के अनुकूल है, और व्यक्तिगत वर्ष के ज़रिए समय पर विचार करने में।',
    ),
    faq(
      'best-careers',
      'Which careers suit my number?',
      'मेरे अंक के लिए कौन-से करियर अच्छे हैं?',
      'Broadly: 1 leadership and business, 2 counselling and the arts, 3 teaching and law, 4 technology and engineering, 5 sales and media, 6 design and hospitality, 7 research and spiritual work, 8 administration and finance, 9 defence, sport and medicine. Your own interests matter most.',
      'मोटे तौर पर: 1 नेतृत्व और व्यवसाय, 2 परामर्श और कला, 3 अध्यापन और क़ानून, 4 तकनीक और इंजीनियरिंग, 5 बिक्री और मीडिया, 6 डिज़ाइन और आतिथ्य, 7 शोध और आध्यात्मिक कार्य, 8 प्रशासन और वित्त, 9 रक्षा, खेल और चिकित्सा। सबसे ज़्यादा मायने आपकी अपनी रुचि रखती है।',
    ),
    faq(
      'job-change',
      'When is a good time to change jobs?',
      'नौकरी बदलने का अच्छा समय कब है?',
      'In numerology, a personal year 1 suits new beginnings and a personal year 5 suits change, while a 4 year favours consolidating where you are. Use this alongside practical factors like offers, skills and savings.',
      'अंक ज्योतिष में व्यक्तिगत वर्ष 1 नई शुरुआत के लिए और व्यक्तिगत वर्ष 5 बदलाव के लिए अनुकूल है, जबकि 4 का साल जहाँ हैं वहीं मज़बूती लाने के लिए। इसे व्यावहारिक बातों, जैसे मिले ऑफ़र, कौशल और बचत, के साथ मिलाकर देखें।',
    ),
    faq(
      'students',
      'Can students use career numerology?',
      'क्या विद्यार्थी करियर अंक ज्योतिष का उपयोग कर सकते हैं?',
      'Yes, as one way to reflect on strengths. Combine it with aptitude tests, school counsellors and conversations with people working in the fields you are considering.',
      'हाँ, अपनी ख़ूबियों पर विचार करने के एक तरीक़े के रूप में। इसे एप्टीट्यूड टेस्ट, स्कूल काउंसलर और उन क्षेत्रों में काम कर रहे लोगों से बातचीत के साथ मिलाकर इस्तेमाल करें जिन्हें आप चुनने की सोच रहे हैं।',
    ),
  ],

  'food-numerology': [
    faq(
      'what-is-food-numerology',
      'What is food numerology?',
      'भोजन अंक ज्योतिष क्या है?',
      'It links your numbers, through their ruling planets, with foods that tradition associates with those planets, such as the nine grains of the navadhanya offered to the nine planets.',
      'यह आपके अंकों को उनके स्वामी ग्रहों के ज़रिए उन खाद्य पदार्थों से जोड़ता है जिन्हें परंपरा उन ग्रहों से जोड़ती है, जैसे नवग्रहों को अर्पित नवधान्य के नौ अनाज।',
    ),
    faq(
      'foods-by-number',
      'Which foods go with which numbers?',
      'किस अंक से कौन-सा भोजन जुड़ा है?',
      'Traditionally: 1 (Sun) wheat and jaggery, 2 (Moon) rice, milk and curd, 3 (Jupiter) chana and turmeric, 4 (Rahu) urad, 5 (Mercury) moong and green vegetables, 6 (Venus) white beans and fruits, 7 (Ketu) horse gram, 8 (Saturn) sesame and mustard oil, 9 (Mars) toor dal and red lentils.',
      'परंपरा के अनुसार: 1 (सूर्य) गेहूँ और गुड़, 2 (चंद्रमा) चावल, दूध और दही, 3 (गुरु) चना और हल्दी, 4 (राहु) उड़द, 5 (बुध) मूँग और हरी सब्ज़ियाँ, 6 (शुक्र) सफ़ेद सेम और फल, 7 (केतु) कुलथी, 8 (शनि) तिल और सरसों का तेल, 9 (मंगल) अरहर और मसूर।',
    ),
    faq(
      'diet-advice',
      'Should I change my diet according to my number?',
      'क्या अपने अंक के अनुसार खान-पान बदलना चाहिए?',
      'These are cultural and devotional links, not nutrition advice. Enjoy them in offerings or festival food, but base your everyday diet on balance, and follow your doctor or dietitian if you have any health condition.',
      'ये सांस्कृतिक और भक्ति से जुड़ी मान्यताएँ हैं, पोषण की सलाह नहीं। भोग या त्योहार के भोजन में इनका आनंद लें, पर रोज़ का आहार संतुलन पर आधारित रखें, और कोई भी स्वास्थ्य समस्या हो तो अपने डॉक्टर या आहार विशेषज्ञ की सलाह मानें।',
    ),
    faq(
      'fasting',
      "Is fasting on my number's day necessary?",
      'क्या अपने अंक के दिन व्रत रखना ज़रूरी है?',
      "No. A fast on the ruling planet's weekday is a traditional devotional option, not a requirement. Children, the elderly, pregnant women and anyone with diabetes or another condition should not fast without medical advice.",
      'नहीं। स्वामी ग्रह के वार पर व्रत एक पारंपरिक भक्ति-विकल्प है, अनिवार्य नहीं। बच्चे, बुज़ुर्ग, गर्भवती महिलाएँ और डायबिटीज़ या किसी अन्य बीमारी वाले लोग डॉक्टर की सलाह के बिना व्रत न रखें।',
    ),
  ],

  'health-numerology': [
    faq(
      'what-is-health-numerology',
      'What is health numerology?',
      'स्वास्थ्य अंक ज्योतिष क्या है?',
      'It connects each number with the parts of the body its planet traditionally governs, as a reminder of where to take extra care and build healthy habits.',
      'यह हर अंक को शरीर के उन हिस्सों से जोड़ता है जिन पर परंपरा के अनुसार उसके ग्रह का अधिकार है, ताकि याद रहे कि किन बातों का अधिक ध्यान रखना है और कौन-सी अच्छी आदतें बनानी हैं।',
    ),
    faq(
      'body-links',
      'Which body areas go with which numbers?',
      'किस अंक से शरीर का कौन-सा हिस्सा जुड़ा है?',
      'Traditionally: 1 heart and eyes, 2 mind and fluids, 3 liver, 4 and 7 the nervous system, 5 nerves and skin, 6 throat and kidneys, 8 bones and joints, 9 blood and muscles.',
      'परंपरा के अनुसार: 1 हृदय और आँखें, 2 मन और शरीर के द्रव, 3 यकृत, 4 और 7 तंत्रिका तंत्र, 5 तंत्रिकाएँ और त्वचा, 6 गला और गुर्दे, 8 हड्डियाँ और जोड़, 9 रक्त और मांसपेशियाँ।',
    ),
    faq(
      'can-it-diagnose',
      'Can numerology tell me if I will fall ill?',
      'क्या अंक ज्योतिष बता सकता है कि मैं बीमार पड़ूँगा/पड़ूँगी?',
      'No. Numerology cannot diagnose, predict or treat any illness. If you have symptoms or health concerns, please see a qualified doctor, and keep up regular check-ups.',
      'नहीं। अंक ज्योतिष किसी बीमारी की पहचान, भविष्यवाणी या इलाज नहीं कर सकता। अगर कोई लक्षण या स्वास्थ्य संबंधी चिंता है, तो कृपया योग्य डॉक्टर से मिलें और नियमित जाँच करवाते रहें।',
    ),
    faq(
      'healthy-habits',
      'How can I use it in a healthy way?',
      'इसका सही उपयोग कैसे करें?',
      'Use it as a nudge towards good habits: regular exercise, enough sleep, a balanced diet and time to relax. Meditation and the calm routines suggested for your number can support well-being alongside medical care, never instead of it.',
      'इसे अच्छी आदतों की ओर एक इशारे की तरह इस्तेमाल करें: नियमित व्यायाम, पूरी नींद, संतुलित आहार और आराम का समय। ध्यान और आपके अंक के लिए सुझाई गई शांत दिनचर्या चिकित्सा के साथ-साथ सेहत में मदद कर सकती है, उसकी जगह कभी नहीं।',
    ),
  ],

  moles: [
    faq(
      'what-is-mole-astrology',
      'What is mole astrology?',
      'तिल ज्योतिष क्या है?',
      "Mole astrology (til shastra) is part of samudrik shastra, the traditional Indian study of the body's marks and features. It reads a mole by its place on the body, its side, colour and shape.",
      'तिल ज्योतिष (तिल शास्त्र) सामुद्रिक शास्त्र का हिस्सा है, जो शरीर के चिह्नों और बनावट का पारंपरिक भारतीय अध्ययन है। इसमें तिल को उसकी जगह, शरीर के किस ओर है, उसके रंग और आकार से पढ़ा जाता है।',
    ),
    faq(
      'left-right',
      'Does the side of the body matter?',
      'क्या शरीर का दायाँ-बायाँ हिस्सा मायने रखता है?',
      'Yes. Traditionally, moles on the right side are read more favourably for men and on the left side for women. Many spots, like the cheeks, eyebrows, palms and knees, have different meanings on each side.',
      'हाँ। परंपरा में पुरुषों के लिए दाईं ओर के और महिलाओं के लिए बाईं ओर के तिल अधिक शुभ माने जाते हैं। गाल, भौंहें, हथेलियाँ और घुटने जैसी कई जगहों पर दोनों ओर के तिलों के अर्थ अलग होते हैं।',
    ),
    faq(
      'colour',
      'What does the colour of a mole mean?',
      'तिल के रंग का क्या अर्थ है?',
      'Light brown, honey-coloured and reddish moles are traditionally read as favourable, while very dark moles are read as asking for more patience in the area they mark.',
      'हल्के भूरे, शहद के रंग के और लालिमा लिए तिल पारंपरिक रूप से शुभ माने जाते हैं, जबकि बहुत गहरे तिलों को उस क्षेत्र में अधिक धैर्य की ज़रूरत के रूप में पढ़ा जाता है।',
    ),
    faq(
      'removal',
      'Will removing a mole change my luck?',
      'क्या तिल हटवाने से भाग्य बदल जाएगा?',
      'Tradition does not say your fortune depends on keeping a mole. Remove a mole only for medical or personal reasons, and only through a qualified dermatologist.',
      'परंपरा यह नहीं कहती कि आपका भाग्य किसी तिल के रहने पर निर्भर है। तिल केवल चिकित्सा या निजी कारणों से, और केवल योग्य त्वचा विशेषज्ञ से ही हटवाएँ।',
    ),
    faq(
      'health-check',
      'When should I show a mole to a doctor?',
      'तिल को डॉक्टर को कब दिखाना चाहिए?',
      'See a doctor or dermatologist if a mole is new after the age of about 30, or if it changes in size, shape or colour, has uneven edges or several colours, itches or bleeds. Early checks are simple and important.',
      'अगर लगभग 30 वर्ष की उम्र के बाद कोई नया तिल उभरे, या कोई तिल आकार, बनावट या रंग में बदले, उसके किनारे असमान हों या उसमें कई रंग हों, खुजली हो या ख़ून आए, तो डॉक्टर या त्वचा विशेषज्ञ को दिखाएँ। समय पर जाँच आसान भी है और ज़रूरी भी।',
    ),
  ],

  'kaal-sarp-dosha': [
    faq(
      'what-is-kaal-sarp',
      'What is Kaal Sarp dosha?',
      'काल सर्प दोष क्या है?',
      'It is said to form when all seven planets from the Sun to Saturn lie on one side of the axis between Rahu and Ketu. Tradition links it with delays and sudden turns, especially during Rahu or Ketu dasha.',
      'यह तब माना जाता है जब सूर्य से शनि तक के सातों ग्रह राहु और केतु की धुरी के एक ही ओर हों। परंपरा इसे देरी और अचानक आने वाले मोड़ों से जोड़ती है, विशेषकर राहु या केतु की दशा में।',
    ),
    faq(
      'types',
      'How many types of Kaal Sarp are there?',
      'काल सर्प के कितने प्रकार हैं?',
      'Twelve, named by the house Rahu occupies: Anant (1st), Kulik (2nd), Vasuki (3rd), Shankhpal (4th), Padma (5th), Mahapadma (6th), Takshak (7th), Karkotak (8th), Shankhachud (9th), Ghatak (10th), Vishdhar (11th) and Sheshnag (12th).',
      'बारह, जिनके नाम राहु के भाव से तय होते हैं: अनंत (पहला भाव), कुलिक (दूसरा), वासुकि (तीसरा), शंखपाल (चौथा), पद्म (पाँचवाँ), महापद्म (छठा), तक्षक (सातवाँ), कर्कोटक (आठवाँ), शंखचूड़ (नौवाँ), घातक (दसवाँ), विषधर (ग्यारहवाँ) और शेषनाग (बारहवाँ)।',
    ),
    faq(
      'partial',
      'What is partial Kaal Sarp?',
      'आंशिक काल सर्प क्या है?',
      'If one or more planets fall outside the Rahu–Ketu axis, the pattern is incomplete and is called partial Kaal Sarp. Its effects are considered much milder.',
      'अगर एक या अधिक ग्रह राहु-केतु की धुरी से बाहर हों, तो योग अधूरा रहता है और इसे आंशिक काल सर्प कहा जाता है। इसका असर काफ़ी हल्का माना जाता है।',
    ),
    faq(
      'classical-texts',
      'Is Kaal Sarp mentioned in the classical texts?',
      'क्या शास्त्रीय ग्रंथों में काल सर्प का वर्णन है?',
      'It is not described in major classical texts like Brihat Parashara Hora Shastra and became popular later. Many respected astrologers give it limited weight, and many successful people have it in their charts.',
      'बृहत् पाराशर होरा शास्त्र जैसे प्रमुख शास्त्रीय ग्रंथों में इसका वर्णन नहीं है, और यह बाद में प्रचलित हुआ। कई प्रतिष्ठित ज्योतिषी इसे सीमित महत्व देते हैं, और बहुत से सफल लोगों की कुंडली में यह योग है।',
    ),
    faq(
      'remedies',
      'What are the remedies?',
      'इसके उपाय क्या हैं?',
      'Worship of Shiva, chanting Om Namah Shivaya or the Mahamrityunjaya mantra, prayers on Nag Panchami, service to others and a steady routine. A shanti puja at Trimbakeshwar or Ujjain is a traditional option, not a necessity.',
      'शिव उपासना, "ॐ नमः शिवाय" या महामृत्युंजय मंत्र का जप, नाग पंचमी पर पूजा, दूसरों की सेवा और स्थिर दिनचर्या। त्र्यंबकेश्वर या उज्जैन में शांति पूजा एक पारंपरिक विकल्प है, अनिवार्यता नहीं।',
    ),
    faq(
      'should-i-worry',
      'Should I be worried if I have it?',
      'क्या यह योग होने पर चिंता करनी चाहिए?',
      'No. It is one factor among many, and its effect depends on the whole chart and the running dasha. Be cautious of anyone who uses it to frighten you into an expensive ritual.',
      'नहीं। यह कई कारकों में से एक है, और इसका असर पूरी कुंडली और चल रही दशा पर निर्भर करता है। जो इसके नाम पर डराकर महँगा अनुष्ठान करवाना चाहे, उससे सावधान रहें।',
    ),
  ],

  'mangal-dosha': [
    faq(
      'what-is-mangal-dosha',
      'What is Mangal dosha?',
      'मंगल दोष क्या है?',
      'Mangal dosha (Kuja dosha) is seen when Mars is in the 1st, 4th, 7th, 8th or 12th house of the birth chart. Tradition says the energy of Mars there can bring impatience or friction in married life.',
      'मंगल दोष (कुज दोष) तब माना जाता है जब जन्म कुंडली के पहले, चौथे, सातवें, आठवें या बारहवें भाव में मंगल हो। परंपरा के अनुसार वहाँ मंगल की ऊर्जा वैवाहिक जीवन में अधीरता या टकराव ला सकती है।',
    ),
    faq(
      'lagna-moon-venus',
      'Is it checked only from the ascendant?',
      'क्या इसे केवल लग्न से देखा जाता है?',
      'It is checked from the ascendant, the Moon and Venus. The ascendant gives the strongest result, the Moon a milder one and Venus the lightest. Our tool shows all three.',
      'इसे लग्न, चंद्रमा और शुक्र, तीनों से देखा जाता है। लग्न से सबसे प्रबल, चंद्रमा से हल्का और शुक्र से सबसे हल्का परिणाम माना जाता है। हमारा टूल तीनों दिखाता है।',
    ),
    faq(
      'cancellation',
      'Can Mangal dosha be cancelled?',
      'क्या मंगल दोष भंग हो सकता है?',
      'Yes, and often it is. Common cancellations include Mars in its own sign (Aries, Scorpio) or exalted (Capricorn), Jupiter aspecting or joining Mars, Mars with the Moon, and both partners being manglik.',
      'हाँ, और अक्सर होता है। आम परिहारों में मंगल का अपनी राशि (मेष, वृश्चिक) या उच्च राशि (मकर) में होना, गुरु की मंगल पर दृष्टि या युति, मंगल-चंद्र युति, और दोनों साथियों का मांगलिक होना शामिल है।',
    ),
    faq(
      'manglik-non-manglik',
      'Can a manglik marry a non-manglik?',
      'क्या मांगलिक व्यक्ति गैर-मांगलिक से विवाह कर सकता है?',
      "Yes. If the dosha is cancelled in the chart, or the partner's chart has balancing planets in the same houses, there is no objection by tradition. An astrologer can look at both charts together.",
      'हाँ। अगर कुंडली में दोष का परिहार हो, या साथी की कुंडली में उन्हीं भावों में संतुलन करने वाले ग्रह हों, तो परंपरा के अनुसार कोई आपत्ति नहीं है। ज्योतिषी दोनों कुंडलियाँ साथ रखकर देख सकते हैं।',
    ),
    faq(
      'age-28',
      'Does Mangal dosha end at 28?',
      'क्या 28 वर्ष की उम्र में मंगल दोष समाप्त हो जाता है?',
      'Mars is traditionally said to mature at 28, and many astrologers hold that the dosha loses most of its force after that age.',
      'परंपरा के अनुसार मंगल 28 वर्ष की उम्र में परिपक्व होता है, और कई ज्योतिषी मानते हैं कि इस उम्र के बाद दोष का असर काफ़ी कम रह जाता है।',
    ),
    faq(
      'remedies',
      'What are the remedies?',
      'इसके उपाय क्या हैं?',
      'Reciting the Hanuman Chalisa on Tuesdays, chanting the Mangal mantra, charity such as red lentils, and channelling energy through exercise and patience. Kumbh vivah is a custom some families choose. No remedy needs to be expensive.',
      'मंगलवार को हनुमान चालीसा का पाठ, मंगल मंत्र का जप, मसूर दाल जैसी चीज़ों का दान, और व्यायाम व धैर्य से ऊर्जा को सही दिशा देना। कुंभ विवाह एक प्रथा है जिसे कुछ परिवार अपनाते हैं। किसी भी उपाय का महँगा होना ज़रूरी नहीं।',
    ),
  ],

  nakshatras: [
    faq(
      'what-is-nakshatra',
      'What is a nakshatra?',
      'नक्षत्र क्या है?',
      'Nakshatras are the 27 lunar mansions of Vedic astrology. The zodiac is divided into 27 equal parts of 13°20′, each named after a star group, and the Moon passes through roughly one nakshatra a day.',
      'नक्षत्र वैदिक ज्योतिष के 27 चंद्र भवन हैं। राशिचक्र को 13°20′ के 27 बराबर भागों में बाँटा गया है, हर भाग का नाम किसी तारा समूह पर है, और चंद्रमा लगभग एक दिन में एक नक्षत्र पार करता है।',
    ),
    faq(
      'janma-nakshatra',
      'What is my janma nakshatra?',
      'जन्म नक्षत्र क्या होता है?',
      'It is the nakshatra the Moon was in at the time of your birth. It shapes your emotional nature, sets the starting point of your Vimshottari dasha and is used in kundali matching.',
      'जन्म के समय चंद्रमा जिस नक्षत्र में था, वही आपका जन्म नक्षत्र है। यह आपके भावनात्मक स्वभाव को आकार देता है, विंशोत्तरी दशा का प्रारंभ बिंदु तय करता है और कुंडली मिलान में उपयोग होता है।',
    ),
    faq(
      'padas',
      'What are padas?',
      'पद (चरण) क्या होते हैं?',
      "Each nakshatra is divided into four padas (quarters) of 3°20′. The pada refines the reading and gives the traditional first syllable for a baby's name.",
      'हर नक्षत्र 3°20′ के चार पदों (चरणों) में बँटा होता है। पद से फलादेश और बारीक होता है, और इसी से बच्चे के नाम का पारंपरिक पहला अक्षर मिलता है।',
    ),
    faq(
      'abhijit',
      'Why do some lists have 28 nakshatras?',
      'कुछ सूचियों में 28 नक्षत्र क्यों होते हैं?',
      'Older Vedic lists include Abhijit, between Uttara Ashadha and Shravana. Today it is used mainly in muhurat selection, while birth charts use the standard 27.',
      'पुरानी वैदिक सूचियों में उत्तराषाढ़ा और श्रवण के बीच अभिजित नक्षत्र भी शामिल है। आज इसका उपयोग मुख्य रूप से मुहूर्त चुनने में होता है, जबकि जन्म कुंडली में मानक 27 नक्षत्र ही लिए जाते हैं।',
    ),
    faq(
      'daily-nakshatra',
      "How is the day's nakshatra used?",
      'दिन के नक्षत्र का उपयोग कैसे होता है?',
      'The nakshatra of the day, shown in the panchang, helps choose times for activities: some nakshatras suit travel, others study, ceremonies or buying property.',
      'पंचांग में दिखाया जाने वाला दिन का नक्षत्र कामों का समय चुनने में मदद करता है: कुछ नक्षत्र यात्रा के लिए अनुकूल हैं, तो कुछ पढ़ाई, संस्कारों या संपत्ति ख़रीदने के लिए।',
    ),
  ],

  'vastu-compass': [
    faq(
      'what-is-vastu-compass',
      'What is the online Vastu compass?',
      'ऑनलाइन वास्तु कंपास क्या है?',
      "It uses your phone's magnetometer to show the directions of your home or office, marks each Vastu zone and explains what it is traditionally suited for.",
      'यह आपके फ़ोन के मैग्नेटोमीटर का उपयोग करके आपके घर या दफ़्तर की दिशाएँ दिखाता है, हर वास्तु क्षेत्र को चिह्नित करता है और बताता है कि परंपरा में वह किस काम के लिए उपयुक्त है।',
    ),
    faq(
      'how-to-use',
      'How do I get an accurate reading?',
      'सटीक दिशा कैसे पता करें?',
      'Hold the phone flat at waist height, away from metal furniture, appliances and magnets. If the reading jumps, calibrate by moving the phone in a figure-of-eight. Take readings from the centre of the house and at the main door.',
      'फ़ोन को कमर की ऊँचाई पर सीधा और समतल रखें, धातु के फ़र्नीचर, उपकरणों और चुंबकों से दूर। अगर दिशा बार-बार बदले, तो फ़ोन को अंग्रेज़ी के 8 के आकार में घुमाकर कैलिब्रेट करें। घर के बीच से और मुख्य दरवाज़े पर दिशा देखें।',
    ),
    faq(
      'colours',
      'What do the green, yellow and red zones mean?',
      'हरे, पीले और लाल क्षेत्रों का क्या अर्थ है?',
      'Green marks a direction that is traditionally good for the purpose you chose, yellow one that is acceptable, and red one that Vastu suggests avoiding for it.',
      'हरा रंग उस दिशा को दिखाता है जो आपके चुने उद्देश्य के लिए परंपरा में अच्छी है, पीला स्वीकार्य दिशा को, और लाल उस दिशा को जिससे वास्तु उस काम के लिए बचने की सलाह देता है।',
    ),
    faq(
      'permission',
      'Why does the compass ask for permission?',
      'कंपास अनुमति क्यों माँगता है?',
      'Some phones, especially iPhones, need your permission before a website can read motion and orientation sensors. The readings stay on your device.',
      'कुछ फ़ोन, ख़ासकर आईफ़ोन, किसी वेबसाइट को मोशन और ओरिएंटेशन सेंसर पढ़ने देने से पहले आपकी अनुमति माँगते हैं। ये रीडिंग आपके फ़ोन पर ही रहती हैं।',
    ),
    faq(
      'major-changes',
      'Do I need to rebuild my house for Vastu?',
      'क्या वास्तु के लिए घर तोड़कर दोबारा बनाना पड़ेगा?',
      'Almost never. Most suggestions involve arranging furniture, colours, lighting and keeping certain zones clean. For major decisions, consult a Vastu expert who can see the whole plan.',
      'लगभग कभी नहीं। ज़्यादातर सुझाव फ़र्नीचर की जगह, रंग, रोशनी और कुछ क्षेत्रों को साफ़ रखने से जुड़े होते हैं। बड़े फ़ैसलों के लिए किसी वास्तु विशेषज्ञ से सलाह लें जो पूरा नक्शा देख सके।',
    ),
  ],

  'love-calculator': [
    faq(
      'what-is-love-calculator',
      'What is the love calculator?',
      'लव कैलकुलेटर क्या है?',
      'It is a light-hearted game: enter two names and it turns them into a percentage. It is meant purely for fun.',
      'यह एक मज़ेदार खेल है: दो नाम लिखें और यह उन्हें एक प्रतिशत में बदल देता है। यह केवल मनोरंजन के लिए है।',
    ),
    faq(
      'how-it-works',
      'How is the score calculated?',
      'स्कोर कैसे निकाला जाता है?',
      'The letters of both names are combined by a simple, fixed rule, so the same two names always give the same result. It does not use astrology or any personal data beyond the names.',
      'दोनों नामों के अक्षरों को एक सरल, तय नियम से मिलाया जाता है, इसलिए वही दो नाम हमेशा वही नतीजा देते हैं। इसमें ज्योतिष या नामों के अलावा कोई निजी जानकारी इस्तेमाल नहीं होती।',
    ),
    faq(
      'flames',
      'What is FLAMES?',
      'फ़्लेम्स (FLAMES) क्या है?',
      'FLAMES is a school-days game: cross out the letters two names share, count what is left and count through the word FLAMES, which stands for Friends, Lovers, Affection, Marriage, Enemies and Siblings. Like the love calculator, it is just for fun.',
      'फ़्लेम्स स्कूल के दिनों का खेल है: दो नामों में जो अक्षर एक जैसे हों उन्हें काट दें, बचे अक्षरों को गिनें और उसी गिनती से FLAMES शब्द पर चलें, जिसका मतलब है फ़्रेंड्स, लवर्स, अफ़ेक्शन, मैरिज, एनिमीज़ और सिब्लिंग्स। लव कैलकुलेटर की तरह यह भी सिर्फ़ मनोरंजन है।',
    ),
    faq(
      'real-compatibility',
      'How can I check real compatibility?',
      'असली तालमेल कैसे देखें?',
      'For a traditional view, use kundali matching with both birth details, or marriage numerology. And in the end, understanding, respect and shared values are the truest test.',
      'पारंपरिक नज़रिए के लिए दोनों की जन्म जानकारी से कुंडली मिलान करें, या विवाह अंक ज्योतिष देखें। और आख़िर में, आपसी समझ, सम्मान और साझा मूल्य ही सबसे सच्ची कसौटी हैं।',
    ),
  ],

  meditation: [
    faq(
      'what-is-mantra-meditation',
      'What is mantra meditation?',
      'मंत्र ध्यान क्या है?',
      'Mantra meditation means repeating a sacred sound or phrase, aloud or silently, to steady the mind. Each of our five practices pairs a traditional mantra with a purpose: avoiding distraction, confidence, exam success, memory or a stress-free mind.',
      'मंत्र ध्यान का अर्थ है मन को स्थिर करने के लिए किसी पवित्र ध्वनि या वाक्य को बोलकर या मन ही मन दोहराना। हमारे पाँचों अभ्यासों में एक पारंपरिक मंत्र को एक उद्देश्य से जोड़ा गया है: भटकाव से बचना, आत्मविश्वास, परीक्षा में सफलता, स्मरण शक्ति या तनाव-मुक्त मन।',
    ),
    faq(
      'how-long',
      'How long should I meditate?',
      'कितनी देर ध्यान करना चाहिए?',
      'Start with five to ten minutes a day at a fixed time, such as early morning or before study. Regular short sessions help more than occasional long ones.',
      'रोज़ एक तय समय पर, जैसे सुबह-सुबह या पढ़ाई से पहले, पाँच से दस मिनट से शुरुआत करें। कभी-कभार लंबे सत्रों के मुक़ाबले नियमित छोटे सत्र ज़्यादा मदद करते हैं।',
    ),
    faq(
      'understand-sanskrit',
      'Do I need to understand Sanskrit?',
      'क्या संस्कृत समझना ज़रूरी है?',
      'No. Each mantra comes with a transliteration and its meaning in English and Hindi. Listening carefully and repeating along with the chant is enough to begin.',
      'नहीं। हर मंत्र के साथ उसका लिप्यंतरण और अंग्रेज़ी व हिंदी में अर्थ दिया गया है। शुरुआत के लिए ध्यान से सुनना और जप के साथ-साथ दोहराना काफ़ी है।',
    ),
    faq(
      'free-tracks',
      'Are the meditation music tracks free?',
      'क्या ध्यान संगीत के ट्रैक मुफ़्त हैं?',
      'Half of the ten tracks play for everyone. The other five play once you sign in, which is free: you need only your mobile number.',
      'दस में से आधे ट्रैक सबके लिए चलते हैं। बाक़ी पाँच साइन इन करने पर चलते हैं, और साइन इन मुफ़्त है: बस आपका मोबाइल नंबर चाहिए।',
    ),
    faq(
      'medical',
      'Can meditation replace treatment for anxiety or sleep problems?',
      'क्या ध्यान चिंता या नींद की समस्या के इलाज की जगह ले सकता है?',
      'No. Meditation can support calm and rest, but it does not replace medical care. If anxiety, low mood or poor sleep persists, please see a doctor; in India you can also call Tele-MANAS on 14416 for free mental health support.',
      'नहीं। ध्यान शांति और आराम में मदद कर सकता है, पर इलाज की जगह नहीं ले सकता। अगर घबराहट, उदासी या नींद की कमी बनी रहे, तो कृपया डॉक्टर से मिलें; भारत में आप मुफ़्त मानसिक स्वास्थ्य सहायता के लिए टेली-मानस को 14416 पर कॉल भी कर सकते हैं।',
    ),
  ],
};

/** The order FAQ sets appear in an index of help topics. */
export const faqSetKeys = Object.keys(faqSets) as FaqSetKey[];
