import type { BlogPostInput } from './types';

const CALENDAR_EN = `Diwali falls in October one year and November the next; Holi moves around March. This is not chance. Most Hindu festivals follow a lunisolar calendar that tracks both the Moon and the Sun. Once you know how its months and seasons work, the festival dates start to make sense.

## Months that follow the Moon

A lunar month runs from one new moon to the next, about 29.5 days, and is divided into two halves, or pakshas. Shukla paksha is the bright half, as the Moon waxes towards full; Krishna paksha is the dark half, as it wanes towards the new moon. Each half has fifteen tithis, or lunar days, which is why festivals are named by tithi: Ganesh Chaturthi is the fourth day of the bright half of Bhadrapada, and Diwali is celebrated on an Amavasya, a new moon, in the autumn.

## The twelve months and their names

The months are Chaitra, Vaishakha, Jyeshtha, Ashadha, Shravana, Bhadrapada, Ashvin, Kartika, Margashirsha, Pausha, Magha and Phalguna. Each takes its name from the nakshatra near which the full moon usually falls that month: the full moon of Chaitra is near Chitra, that of Vaishakha near Vishakha, that of Kartika near Krittika, and so on. The calendar year in much of India begins with Chaitra, in spring, which is why Gudi Padwa and Ugadi are New Year celebrations.

## Amanta and purnimanta

Here is a common source of confusion. In much of western and southern India, including Maharashtra, Gujarat, Karnataka, Andhra Pradesh and Telangana, a month ends on the new moon; this is called amanta. In most of northern India a month ends on the full moon, called purnimanta. The bright half has the same month name in both systems, but the dark half does not. That is why the same day can be Krishna Janmashtami in Bhadrapada in Uttar Pradesh and in Shravana in Maharashtra. Nobody is wrong; they are simply counting differently.

## The six seasons

Indian tradition recognises six ritus, each about two months long. In the common scheme, Vasanta, spring, covers Chaitra and Vaishakha; Grishma, summer, Jyeshtha and Ashadha; Varsha, the monsoon, Shravana and Bhadrapada; Sharad, early autumn, Ashvin and Kartika; Hemanta, the cool pre-winter, Margashirsha and Pausha; and Shishira, late winter, Magha and Phalguna. Many festivals match their season: Holi welcomes spring and Navratri comes as the rains end.

## Keeping Moon and Sun in step

Twelve lunar months add up to about 354 days, some eleven days short of the solar year. To keep festivals in their seasons, an extra month, the adhik maas or purushottam maas, is added roughly every two and a half to three years. In that year the festivals after the extra month come later than usual.

## Solar calendars too

Some regions, including Tamil Nadu, Kerala, Odisha, Bengal, Assam and Punjab, use solar months that begin when the Sun enters a new sign. Puthandu, Vishu, Pana Sankranti, Pohela Boishakh, Bohag Bihu and Baisakhi therefore fall in mid-April almost every year. A good panchang shows both reckonings side by side.`;

const CALENDAR_HI = `दीवाली किसी साल अक्टूबर में आती है और अगले साल नवंबर में; होली मार्च के आसपास घूमती रहती है। यह संयोग नहीं है। ज़्यादातर हिंदू त्योहार एक चांद्र-सौर पंचांग के अनुसार चलते हैं, जो चंद्रमा और सूर्य दोनों की गति का हिसाब रखता है। इसके महीने और ऋतुएँ कैसे चलती हैं, यह समझ आ जाए तो त्योहारों की तारीख़ें भी समझ आने लगती हैं।

## चंद्रमा के साथ चलते महीने

चांद्र मास एक अमावस्या से अगली अमावस्या तक चलता है, लगभग साढ़े उनतीस दिन, और दो पक्षों में बँटा होता है। शुक्ल पक्ष उजाला पखवाड़ा है, जब चंद्रमा बढ़ते हुए पूर्णिमा की ओर जाता है; कृष्ण पक्ष अँधेरा पखवाड़ा है, जब वह घटते हुए अमावस्या की ओर जाता है। हर पक्ष में पंद्रह तिथियाँ होती हैं, इसीलिए त्योहारों के नाम तिथि से जुड़े होते हैं: गणेश चतुर्थी भाद्रपद के शुक्ल पक्ष की चौथी तिथि है, और दीवाली शरद ऋतु की एक अमावस्या को मनाई जाती है।

## बारह महीने और उनके नाम

महीने हैं: चैत्र, वैशाख, ज्येष्ठ, आषाढ़, श्रावण, भाद्रपद, आश्विन, कार्तिक, मार्गशीर्ष, पौष, माघ और फाल्गुन। हर महीने का नाम उस नक्षत्र से आया है जिसके पास उस महीने की पूर्णिमा आम तौर पर पड़ती है: चैत्र की पूर्णिमा चित्रा के पास, वैशाख की विशाखा के पास, कार्तिक की कृत्तिका के पास, और इसी तरह आगे। भारत के बड़े हिस्से में साल की शुरुआत वसंत के चैत्र मास से होती है, इसीलिए गुड़ी पड़वा और उगादि नववर्ष के उत्सव हैं।

## अमांत और पूर्णिमांत

उलझन की एक आम वजह यहाँ है। पश्चिम और दक्षिण भारत के बड़े हिस्से में, जिसमें महाराष्ट्र, गुजरात, कर्नाटक, आंध्र प्रदेश और तेलंगाना शामिल हैं, महीना अमावस्या पर ख़त्म होता है; इसे अमांत कहते हैं। उत्तर भारत के ज़्यादातर हिस्सों में महीना पूर्णिमा पर ख़त्म होता है, जिसे पूर्णिमांत कहते हैं। दोनों पद्धतियों में शुक्ल पक्ष का नाम एक ही रहता है, पर कृष्ण पक्ष का नहीं। इसीलिए एक ही दिन उत्तर प्रदेश में भाद्रपद की और महाराष्ट्र में श्रावण की कृष्ण जन्माष्टमी होता है। कोई ग़लत नहीं है; बस गिनती का ढंग अलग है।

## छह ऋतुएँ

भारतीय परंपरा छह ऋतुएँ मानती है, हर एक लगभग दो महीने की। प्रचलित क्रम में वसंत में चैत्र और वैशाख आते हैं; ग्रीष्म में ज्येष्ठ और आषाढ़; वर्षा में श्रावण और भाद्रपद; शरद में आश्विन और कार्तिक; हेमंत, यानी सर्दी से पहले की ठंडक, में मार्गशीर्ष और पौष; और शिशिर, यानी कड़ी सर्दी, में माघ और फाल्गुन। बहुत से त्योहार अपनी ऋतु से मेल खाते हैं: होली वसंत का स्वागत करती है और नवरात्रि बारिश ख़त्म होने पर आती है।

## चंद्रमा और सूर्य का तालमेल

बारह चांद्र मास मिलकर लगभग 354 दिन होते हैं, यानी सौर वर्ष से क़रीब ग्यारह दिन कम। त्योहारों को उनकी ऋतु में बनाए रखने के लिए लगभग हर ढाई से तीन साल में एक अतिरिक्त महीना जोड़ा जाता है, जिसे अधिक मास या पुरुषोत्तम मास कहते हैं। उस साल अतिरिक्त महीने के बाद आने वाले त्योहार सामान्य से देर से पड़ते हैं।

## सौर पंचांग भी

कुछ क्षेत्र, जैसे तमिलनाडु, केरल, ओडिशा, बंगाल, असम और पंजाब, सौर मास मानते हैं, जो सूर्य के नई राशि में प्रवेश करने पर शुरू होते हैं। इसीलिए पुथांडु, विशु, पणा संक्रांति, पोहेला बोइशाख, बोहाग बिहू और बैसाखी लगभग हर साल अप्रैल के बीच में पड़ते हैं। एक अच्छा पंचांग दोनों गणनाएँ साथ-साथ दिखाता है।`;

const PANCHANG_EN = `Open any Hindu almanac and you will find a dense table for each day. It looks intimidating, but at its heart are just five elements. Panchang literally means five limbs: tithi, vara, nakshatra, yoga and karana. Together they describe the quality of a day, and they are the basis of every muhurat, from a griha pravesh to a wedding.

## Tithi: the lunar day

A tithi is the time it takes the Moon to move 12 degrees further ahead of the Sun. There are thirty in a lunar month, fifteen in the bright half and fifteen in the dark half, from Pratipada, the first, through Dwitiya, Tritiya and so on to Chaturdashi, the fourteenth, ending with Purnima, the full moon, or Amavasya, the new moon. Because the Moon's speed varies, a tithi can last anywhere from about 19 to 26 hours, so it rarely matches a calendar day. For festivals, the tithi prevailing at sunrise, the udaya tithi, usually decides the day, though some observances depend on the tithi at midday or at night.

## Vara: the weekday

The vara is the weekday, counted in the Indian tradition from sunrise to sunrise rather than from midnight. Each is ruled by one of the seven visible grahas: Sunday by the Sun, Monday by the Moon, Tuesday by Mars, Wednesday by Mercury, Thursday by Jupiter, Friday by Venus and Saturday by Saturn. Many people keep a weekly fast or visit a temple according to the ruler of the day.

## Nakshatra: the Moon's lunar mansion

The zodiac is divided into 27 nakshatras of 13 degrees 20 minutes each, and the nakshatra of the day is the one the Moon is passing through. The Moon stays about a day in each. Some nakshatras, such as Rohini, Pushya or Hasta, are widely preferred for beginnings; the choice always depends on the kind of work.

## Yoga: the combined motion

In the panchang, yoga does not mean postures. It is found by adding the longitudes of the Sun and the Moon and dividing the total into 27 equal parts, from Vishkumbha to Vaidhriti. Each yoga has a traditional quality; a few, such as Vyatipata and Vaidhriti, are usually avoided for new ventures.

## Karana: half a tithi

A karana is half of a tithi, so there are sixty in a lunar month. There are eleven karanas in all: seven movable ones that repeat in a cycle, and four fixed ones that occur once a month. Vishti karana, also called Bhadra, is traditionally avoided for auspicious beginnings.

## Putting it together

An astrologer choosing a muhurat looks at all five limbs, then adds the lagna at the chosen time and the individual's own chart. No single limb makes a day good or bad on its own, and ordinary daily life does not need a muhurat at all. Check today's panchang for your city to see the five limbs, along with sunrise, sunset and Rahu Kaal, calculated for where you are.`;

const PANCHANG_HI = `कोई भी हिंदू पंचांग खोलिए, तो हर दिन के लिए एक घनी तालिका मिलेगी। यह देखने में कठिन लगती है, पर इसके मूल में बस पाँच तत्व हैं। पंचांग का शाब्दिक अर्थ है पाँच अंग: तिथि, वार, नक्षत्र, योग और करण। ये मिलकर दिन की प्रकृति बताते हैं, और गृह प्रवेश से लेकर विवाह तक हर मुहूर्त का आधार यही हैं।

## तिथि: चांद्र दिवस

तिथि वह समय है जिसमें चंद्रमा सूर्य से 12 अंश और आगे निकल जाता है। एक चांद्र मास में तीस तिथियाँ होती हैं, पंद्रह शुक्ल पक्ष में और पंद्रह कृष्ण पक्ष में: प्रतिपदा यानी पहली, फिर द्वितीया, तृतीया और आगे चतुर्दशी यानी चौदहवीं तक, और अंत में पूर्णिमा या अमावस्या। चंद्रमा की गति घटती-बढ़ती रहती है, इसलिए एक तिथि लगभग 19 से 26 घंटे तक की हो सकती है और शायद ही कभी कैलेंडर के दिन से मेल खाती है। त्योहारों के लिए आम तौर पर सूर्योदय के समय चल रही तिथि, यानी उदया तिथि, दिन तय करती है, हालाँकि कुछ व्रत-पर्व दोपहर या रात की तिथि पर निर्भर होते हैं।

## वार: सप्ताह का दिन

वार सप्ताह का दिन है, जिसे भारतीय परंपरा में आधी रात से नहीं, बल्कि एक सूर्योदय से अगले सूर्योदय तक गिना जाता है। हर वार का स्वामी सात दृश्य ग्रहों में से एक है: रविवार का सूर्य, सोमवार का चंद्रमा, मंगलवार का मंगल, बुधवार का बुध, गुरुवार का बृहस्पति, शुक्रवार का शुक्र और शनिवार का शनि। बहुत से लोग दिन के स्वामी के अनुसार साप्ताहिक व्रत रखते हैं या मंदिर जाते हैं।

## नक्षत्र: चंद्रमा का पड़ाव

राशिचक्र 13 अंश 20 कला के 27 नक्षत्रों में बँटा है, और दिन का नक्षत्र वह है जिससे उस समय चंद्रमा गुज़र रहा होता है। चंद्रमा हर नक्षत्र में लगभग एक दिन रहता है। रोहिणी, पुष्य या हस्त जैसे कुछ नक्षत्र शुभ शुरुआत के लिए व्यापक रूप से पसंद किए जाते हैं; चुनाव हमेशा काम की प्रकृति पर निर्भर करता है।

## योग: संयुक्त गति

पंचांग में योग का अर्थ आसन नहीं है। इसे सूर्य और चंद्रमा के भोगांश जोड़कर और उस योग को 27 बराबर भागों में बाँटकर निकाला जाता है, विष्कुंभ से वैधृति तक। हर योग की एक पारंपरिक प्रकृति है; व्यतीपात और वैधृति जैसे कुछ योगों से नए कामों की शुरुआत में आम तौर पर बचा जाता है।

## करण: आधी तिथि

करण तिथि का आधा भाग है, इसलिए एक चांद्र मास में साठ करण होते हैं। कुल ग्यारह करण हैं: सात चर करण, जो चक्र में दोहराते रहते हैं, और चार स्थिर करण, जो महीने में एक बार आते हैं। विष्टि करण, जिसे भद्रा भी कहते हैं, परंपरा से शुभ शुरुआत के लिए टाला जाता है।

## सबको जोड़कर

मुहूर्त चुनते समय ज्योतिषी पाँचों अंग देखते हैं, फिर चुने गए समय का लग्न और व्यक्ति की अपनी कुंडली भी जोड़ते हैं। कोई एक अंग अकेले दिन को अच्छा या बुरा नहीं बनाता, और रोज़मर्रा के सामान्य कामों के लिए मुहूर्त की ज़रूरत ही नहीं होती। अपने शहर का आज का पंचांग देखिए, जिसमें पाँचों अंग, सूर्योदय, सूर्यास्त और राहु काल आपकी जगह के हिसाब से गणना करके दिखाए जाते हैं।`;

export const vedicLearningsPosts: readonly BlogPostInput[] = [
  {
    slug: 'five-limbs-of-the-panchang',
    category: 'vedic-learnings',
    title: {
      en: 'The Five Limbs of the Panchang: Tithi, Vara, Nakshatra, Yoga and Karana',
      hi: 'पंचांग के पाँच अंग: तिथि, वार, नक्षत्र, योग और करण',
    },
    serpDescription: {
      en: 'How to read a Hindu panchang: what tithi, vara, nakshatra, yoga and karana mean, how each is calculated, and how they guide a muhurat.',
      hi: 'हिंदू पंचांग कैसे पढ़ें: तिथि, वार, नक्षत्र, योग और करण का क्या अर्थ है, इनकी गणना कैसे होती है, और मुहूर्त में इनकी भूमिका।',
    },
    body: { en: PANCHANG_EN, hi: PANCHANG_HI },
    createdAt: '2026-11-04T05:30:00.000Z',
  },
  {
    slug: 'vedic-calendar-months-and-seasons',
    category: 'vedic-learnings',
    title: {
      en: 'The Hindu Calendar: Its Twelve Months, Six Seasons and the Extra Month',
      hi: 'हिंदू पंचांग: बारह महीने, छह ऋतुएँ और अधिक मास',
    },
    serpDescription: {
      en: 'Why festival dates move: lunar months and pakshas, how the months got their names, amanta and purnimanta, the six ritus and adhik maas.',
      hi: 'त्योहारों की तारीख़ें क्यों बदलती हैं: चांद्र मास और पक्ष, महीनों के नाम कैसे पड़े, अमांत और पूर्णिमांत, छह ऋतुएँ और अधिक मास।',
    },
    body: { en: CALENDAR_EN, hi: CALENDAR_HI },
    createdAt: '2026-08-06T05:30:00.000Z',
  },
];
