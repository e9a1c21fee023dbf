import type { BlogPostInput } from './types';

const SAMSKARAS_EN = `The word samskara means refining or shaping. In the Hindu tradition, samskaras are the rites of passage that mark a life from before birth to after death. The Grihya Sutras and later Dharmashastras list them in different ways, with anywhere from a dozen to forty, but the best-known list has sixteen, the shodasha samskaras. Each one gathers family and community around a turning point and gives it meaning.

## Before birth

Garbhadhana is the prayer of a couple who wish to have a child. Pumsavana, in the third or fourth month of pregnancy, is a blessing for the health of the growing child. Simantonnayana, remembered today in ceremonies such as godh bharai in the north, valaikappu in Tamil Nadu and seemantham in Andhra Pradesh and Telangana, surrounds the mother-to-be with care, music and good food in the later months.

## Childhood

Jatakarma welcomes the newborn; traditionally the father touches honey and ghee to the baby's lips and whispers a blessing. Namakarana, the naming ceremony, is often held on the eleventh or twelfth day, and many families choose the first syllable from the baby's birth nakshatra. Nishkramana is the baby's first outing to see the sun and the sky. Annaprashana, called mukhe bhaat in Bengal and choroonu in Kerala, is the first taste of solid food, usually rice kheer, around six months. Chudakarana, the mundan, is the first haircut, and Karnavedha is the piercing of the ears.

## Learning

Vidyarambha marks the start of learning, often on Vijayadashami, when a child traces the first letters in rice or sand. Upanayana, the thread ceremony, traditionally began formal study with a teacher and the Gayatri mantra. Vedarambha is the beginning of study of the Vedas. Keshanta, the first shave, marks the arrival of youth, and Samavartana is the graduation and return home when study is complete.

## Marriage and the last rite

Vivaha, marriage, is often called the most important samskara, because it begins the householder stage of life. Its heart is the saptapadi, the seven steps the couple take together with a promise at each step. Antyeshti, the last rite, is the funeral, performed with prayers that the departed may find peace, followed by days of remembrance for the family.

## What they mean today

Few families perform all sixteen, and customs vary by region, community and family. Some samskaras have become simple gatherings; others, like the naming ceremony, the mundan and the wedding, remain central. What they share is an idea worth keeping: that every stage of life deserves to be noticed, blessed and shared with the people who love you.

## Keeping them meaningful

You do not need an expensive ceremony for a samskara to matter. A family priest can suggest a simple form and a suitable muhurat, and the real substance lies in the intention, the blessings of elders and the sense of belonging it gives a child.`;

const SAMSKARAS_HI = `संस्कार शब्द का अर्थ है परिष्कार करना या गढ़ना। हिंदू परंपरा में संस्कार वे अनुष्ठान हैं जो जन्म से पहले से लेकर मृत्यु के बाद तक जीवन के हर पड़ाव को चिह्नित करते हैं। गृह्यसूत्र और बाद के धर्मशास्त्र इन्हें अलग-अलग ढंग से गिनाते हैं, कहीं बारह तो कहीं चालीस तक, पर सबसे प्रसिद्ध सूची सोलह संस्कारों की है, जिन्हें षोडश संस्कार कहते हैं। हर संस्कार किसी अहम मोड़ पर परिवार और समाज को एक साथ लाता है और उस पल को अर्थ देता है।

## जन्म से पहले

गर्भाधान उस दंपती की प्रार्थना है जो संतान की कामना करते हैं। पुंसवन गर्भावस्था के तीसरे या चौथे महीने में बढ़ते शिशु के स्वास्थ्य के लिए दिया जाने वाला आशीर्वाद है। सीमंतोन्नयन आज भी उत्तर भारत की गोद भराई, तमिलनाडु के वलैकाप्पु और आंध्र प्रदेश व तेलंगाना के सीमंतम जैसे आयोजनों में जीवित है, जहाँ गर्भावस्था के आख़िरी महीनों में होने वाली माँ को स्नेह, संगीत और अच्छे भोजन से घेर लिया जाता है।

## बचपन

जातकर्म नवजात शिशु का स्वागत है; परंपरा से पिता शिशु के होंठों पर शहद और घी लगाकर आशीर्वाद बुदबुदाते हैं। नामकरण संस्कार अक्सर ग्यारहवें या बारहवें दिन होता है, और बहुत से परिवार शिशु के जन्म नक्षत्र से नाम का पहला अक्षर चुनते हैं। निष्क्रमण शिशु का सूर्य और आकाश देखने के लिए पहली बार घर से बाहर निकलना है। अन्नप्राशन, जिसे बंगाल में मुखे भात और केरल में चोरूणु कहते हैं, लगभग छह महीने की उम्र में ठोस आहार का पहला स्वाद है, आम तौर पर चावल की खीर। चूड़ाकरण यानी मुंडन पहली बार बाल उतारना है, और कर्णवेध कान छिदवाने का संस्कार है।

## विद्या

विद्यारंभ पढ़ाई की शुरुआत है, जो अक्सर विजयादशमी को होती है, जब बच्चा चावल या रेत पर पहले अक्षर लिखता है। उपनयन यानी जनेऊ संस्कार से परंपरा में गुरु के पास औपचारिक शिक्षा और गायत्री मंत्र की शुरुआत होती थी। वेदारंभ वेदों के अध्ययन का आरंभ है। केशांत, यानी पहली बार दाढ़ी बनाना, युवावस्था के आगमन का प्रतीक है, और समावर्तन शिक्षा पूरी होने पर दीक्षांत और घर लौटने का संस्कार है।

## विवाह और अंतिम संस्कार

विवाह को अक्सर सबसे महत्वपूर्ण संस्कार कहा जाता है, क्योंकि इससे गृहस्थ आश्रम की शुरुआत होती है। इसका केंद्र सप्तपदी है, यानी वे सात क़दम जो दंपती हर क़दम पर एक वचन के साथ मिलकर चलते हैं। अंत्येष्टि अंतिम संस्कार है, जो दिवंगत की शांति की प्रार्थनाओं के साथ किया जाता है, और उसके बाद परिवार कुछ दिनों तक उन्हें याद करता है।

## आज इनका अर्थ

बहुत कम परिवार सभी सोलह संस्कार करते हैं, और रीति-रिवाज क्षेत्र, समुदाय और परिवार के हिसाब से बदलते हैं। कुछ संस्कार अब सादे पारिवारिक मिलन बन गए हैं; दूसरे, जैसे नामकरण, मुंडन और विवाह, आज भी केंद्र में हैं। इन सबमें एक बात साझा है जो सहेजने लायक़ है: जीवन का हर पड़ाव इस लायक़ है कि उस पर ध्यान दिया जाए, उसे आशीर्वाद मिले, और उसे अपने प्रियजनों के साथ बाँटा जाए।

## संस्कारों को सार्थक बनाए रखें

किसी संस्कार के महत्व के लिए महँगे आयोजन की ज़रूरत नहीं। परिवार के पुरोहित सरल विधि और उपयुक्त मुहूर्त सुझा सकते हैं, और असली सार भावना में, बड़ों के आशीर्वाद में और उस अपनेपन में है जो यह बच्चे को देता है।`;

const SANKRANTI_EN = `Most Indian festivals follow the Moon, so their dates move from year to year. Makar Sankranti is different. It follows the Sun, which is why it falls on 14 January in most years, occasionally on the 15th. It is one of the few festivals celebrated, under different names, in almost every part of India.

## What the day marks

Sankranti means the Sun's passage from one sign into the next, and there are twelve in a year. Makar Sankranti is the day the Sun enters Makara, Capricorn, in the sidereal zodiac used by Indian astronomy. It is traditionally linked with the start of Uttarayana, the Sun's northward journey, when days begin to grow longer. Astronomically, the turning point is the winter solstice around 21 December; over many centuries the slow shift of the equinoxes has moved the two apart. The festival keeps the old meaning: a welcome to longer, warmer days and the winter harvest.

## One festival, many names

In Tamil Nadu it is Pongal, a four-day celebration in which the first rice of the harvest is boiled with milk and jaggery until it overflows, a sign of abundance; the third day, Mattu Pongal, honours the cattle. Punjab celebrates Lohri on the eve with bonfires, songs, peanuts, rewri and popcorn. Assam celebrates Magh Bihu with community feasts. In Gujarat the day is Uttarayan, when rooftops fill with kites from dawn to dusk. In Uttar Pradesh and Bihar it is often called Khichdi, after the dish eaten and given in charity. In Bengal, Poush Sankranti is the season for pithe, sweet rice cakes, and pilgrims gather for a holy dip at Gangasagar. In Maharashtra people exchange til-gul, sesame and jaggery sweets, with the words "til-gul ghya, god god bola": take this sweet and speak sweetly.

## Why sesame and jaggery?

Til and gud are warming winter foods, rich in energy and easy to share. The custom of giving them away carries a gentler message too: to let go of old bitterness and start the new season on sweet terms. Many families also give food, blankets or grain to those in need, since charity on Sankranti is considered especially meritorious.

## Celebrating thoughtfully

A holy dip at dawn, a prayer to the Sun with water offered from a copper vessel, and a meal shared with family are at the heart of the day. If you fly kites, choose plain cotton thread instead of glass-coated manja, which is banned in many places because it injures birds, riders and children. Fly from safe spots, not from unguarded rooftops.

## A festival of gratitude

Beneath the kites and sweets, Makar Sankranti is a thank-you: to the Sun that sustains life, to the farmers and animals who bring in the harvest, and to the community we share it with.`;

const SANKRANTI_HI = `ज़्यादातर भारतीय त्योहार चंद्रमा के हिसाब से चलते हैं, इसलिए उनकी तारीख़ें हर साल बदलती रहती हैं। मकर संक्रांति अलग है। यह सूर्य के हिसाब से चलती है, इसीलिए ज़्यादातर सालों में 14 जनवरी को और कभी-कभी 15 जनवरी को पड़ती है। यह उन गिने-चुने त्योहारों में से है जो अलग-अलग नामों से भारत के लगभग हर हिस्से में मनाए जाते हैं।

## यह दिन किस बात का प्रतीक है

संक्रांति का अर्थ है सूर्य का एक राशि से दूसरी राशि में जाना, और साल भर में ऐसी बारह संक्रांतियाँ होती हैं। मकर संक्रांति वह दिन है जब सूर्य भारतीय खगोलशास्त्र के निरयण राशिचक्र में मकर राशि में प्रवेश करता है। परंपरा से इसे उत्तरायण, यानी सूर्य की उत्तर की ओर यात्रा, की शुरुआत से जोड़ा जाता है, जब दिन लंबे होने लगते हैं। खगोल विज्ञान की दृष्टि से यह मोड़ लगभग 21 दिसंबर के शीत अयनांत पर आता है; सदियों में विषुवों के धीमे खिसकने से दोनों के बीच दूरी बन गई है। त्योहार पुराना भाव सँजोए हुए है: लंबे, गुनगुने दिनों और सर्दियों की फ़सल का स्वागत।

## एक त्योहार, अनेक नाम

तमिलनाडु में यह पोंगल है, चार दिनों का उत्सव, जिसमें फ़सल के पहले चावल को दूध और गुड़ के साथ तब तक उबाला जाता है जब तक वह उफनकर बाहर न आ जाए, जो समृद्धि का प्रतीक है; तीसरा दिन, मट्टू पोंगल, पशुधन को समर्पित होता है। पंजाब एक दिन पहले लोहड़ी मनाता है, अलाव, गीतों, मूँगफली, रेवड़ी और पॉपकॉर्न के साथ। असम में माघ बिहू सामूहिक भोज के साथ मनाया जाता है। गुजरात में यह उत्तरायण है, जब सुबह से शाम तक छतें पतंगों से भर जाती हैं। उत्तर प्रदेश और बिहार में इसे अक्सर खिचड़ी कहते हैं, उस व्यंजन के नाम पर जो इस दिन खाया और दान किया जाता है। बंगाल में पौष संक्रांति पीठे, यानी चावल के मीठे पकवानों का मौसम है, और श्रद्धालु गंगासागर में पवित्र स्नान के लिए जुटते हैं। महाराष्ट्र में लोग तिल-गुड़ की मिठाई बाँटते हुए कहते हैं, "तिळगूळ घ्या, गोड गोड बोला": यह मिठाई लीजिए और मीठा बोलिए।

## तिल और गुड़ ही क्यों?

तिल और गुड़ सर्दियों के गर्माहट देने वाले खाद्य हैं, ऊर्जा से भरपूर और बाँटने में आसान। इन्हें बाँटने की परंपरा एक कोमल संदेश भी देती है: पुरानी कड़वाहट छोड़कर नए मौसम की शुरुआत मिठास से करना। बहुत से परिवार ज़रूरतमंदों को भोजन, कंबल या अनाज भी देते हैं, क्योंकि संक्रांति पर दान को विशेष पुण्यदायी माना जाता है।

## सोच-समझकर मनाएँ

भोर में पवित्र स्नान, ताँबे के लोटे से सूर्य को जल अर्पित करना और परिवार के साथ भोजन, यही इस दिन का मूल है। पतंग उड़ाएँ तो काँच लगे माँझे की जगह सादा सूती धागा चुनें; काँच वाला माँझा कई जगह प्रतिबंधित है, क्योंकि इससे पक्षी, दोपहिया सवार और बच्चे घायल होते हैं। सुरक्षित जगह से पतंग उड़ाएँ, बिना मुंडेर वाली छतों से नहीं।

## कृतज्ञता का त्योहार

पतंगों और मिठाइयों के पीछे मकर संक्रांति एक धन्यवाद है: जीवन देने वाले सूर्य को, फ़सल लाने वाले किसानों और पशुओं को, और उस समाज को जिसके साथ हम यह सब बाँटते हैं।`;

const NAVRATRI_EN = `Navratri means nine nights. Twice a year, in the spring month of Chaitra and the autumn month of Ashvin, Hindus across India spend nine nights honouring the Goddess, Devi, in her many forms. The autumn festival, Sharad Navratri, is the larger of the two and ends with Vijayadashami, better known as Dussehra.

## The story behind it

The best-known story, told in the Devi Mahatmya, is of the buffalo demon Mahishasura, whom none of the gods could defeat. Their combined power took form as Durga, who fought him for nine days and defeated him on the tenth. In the north, Navratri is also linked with Lord Rama, who is said to have worshipped the Goddess before his victory over Ravana. Both stories carry the same idea: goodness and courage prevailing over arrogance.

## The nine forms of Durga

Each night is dedicated to one form, the Navadurga. Shailaputri, daughter of the mountain, comes first, followed by Brahmacharini, the devoted ascetic. Chandraghanta, with a crescent moon shaped like a bell, stands for courage. Kushmanda is revered as the creator of the cosmic egg, and Skandamata as the mother of Kartikeya. Katyayani is the warrior goddess, Kalaratri the fierce dispeller of darkness and fear, and Mahagauri the embodiment of purity and calm. The ninth night belongs to Siddhidatri, the giver of wisdom and fulfilment.

## How India celebrates

Gujarat dances Garba and Dandiya Raas every night around a lamp or an image of the Goddess. In Bengal, the last days become Durga Puja, with grand pandals, dhunuchi dances and, on Dashami, sindoor khela as married women bid the Goddess farewell. Families in Tamil Nadu, Karnataka and Andhra Pradesh arrange Golu or Bommai Kolu, tiers of dolls, and invite neighbours to see them. Mysuru celebrates Dasara with a royal procession. In the north, Ramlila performances retell the Ramayana and Ravana's effigy is burned on Dussehra. On Ashtami or Navami many homes perform kanya puja, honouring young girls as forms of the Goddess.

## Fasting with care

Many devotees fast, some for all nine days and others on the first and last. Typical vrat foods include kuttu and singhara flour, sabudana, potatoes, fruit, milk and curd, cooked with sendha namak instead of ordinary salt. Fasting is a personal choice, not a test. If you are diabetic, pregnant, elderly or on regular medicine, talk to your doctor and choose a gentle form, such as one simple meal a day.

## The heart of the festival

Beyond the lights and music, Navratri invites reflection: nine nights to look honestly at the anger, fear or laziness we want to overcome, and to begin again on Vijayadashami, a day traditionally considered auspicious for new learning and new beginnings.`;

const NAVRATRI_HI = `नवरात्रि का अर्थ है नौ रातें। साल में दो बार, वसंत के चैत्र मास में और शरद के आश्विन मास में, पूरे भारत में हिंदू नौ रातों तक देवी के विविध रूपों की आराधना करते हैं। शरद ऋतु वाली शारदीय नवरात्रि दोनों में बड़ी है, और विजयादशमी पर पूरी होती है, जिसे दशहरा के नाम से ज़्यादा जाना जाता है।

## इसके पीछे की कथा

सबसे प्रसिद्ध कथा, जो देवी माहात्म्य में आती है, महिषासुर की है, जिसे कोई देवता हरा नहीं पा रहा था। सभी देवताओं की सम्मिलित शक्ति ने दुर्गा का रूप लिया, जिन्होंने नौ दिनों तक उससे युद्ध किया और दसवें दिन उसका वध किया। उत्तर भारत में नवरात्रि भगवान राम से भी जुड़ी है, जिनके बारे में कहा जाता है कि उन्होंने रावण पर विजय से पहले देवी की आराधना की थी। दोनों कथाओं का भाव एक है: अहंकार पर अच्छाई और साहस की जीत।

## दुर्गा के नौ रूप

हर रात देवी के एक रूप को समर्पित है, जिन्हें नवदुर्गा कहते हैं। पहली रात पर्वतराज की पुत्री शैलपुत्री की है, उसके बाद तपस्विनी ब्रह्मचारिणी की। मस्तक पर घंटे के आकार का अर्धचंद्र धारण करने वाली चंद्रघंटा साहस की प्रतीक हैं। कूष्मांडा को ब्रह्मांड की रचयिता और स्कंदमाता को कार्तिकेय की माता के रूप में पूजा जाता है। कात्यायनी योद्धा देवी हैं, कालरात्रि अंधकार और भय का नाश करने वाला उग्र रूप हैं, और महागौरी पवित्रता और शांति का स्वरूप हैं। नौवीं रात सिद्धिदात्री की है, जो ज्ञान और सिद्धि देने वाली हैं।

## भारत कैसे मनाता है

गुजरात हर रात दीपक या देवी की प्रतिमा के चारों ओर गरबा और डांडिया रास करता है। बंगाल में आख़िरी दिन दुर्गा पूजा बन जाते हैं, भव्य पंडालों और धुनुची नृत्य के साथ, और दशमी पर विवाहित महिलाएँ सिंदूर खेला के साथ देवी को विदा करती हैं। तमिलनाडु, कर्नाटक और आंध्र प्रदेश के परिवार गोलू या बोम्मई कोलू सजाते हैं, यानी सीढ़ीनुमा पायदानों पर गुड़ियाँ, और पड़ोसियों को देखने बुलाते हैं। मैसूरु दशहरा शाही जुलूस के साथ मनाता है। उत्तर भारत में रामलीला में रामायण का मंचन होता है और दशहरे पर रावण का पुतला जलाया जाता है। अष्टमी या नवमी पर बहुत से घरों में कन्या पूजन होता है, जिसमें छोटी बच्चियों को देवी का रूप मानकर सम्मान दिया जाता है।

## उपवास, समझदारी के साथ

बहुत से भक्त उपवास रखते हैं, कुछ पूरे नौ दिन और कुछ पहले और आख़िरी दिन। व्रत के आम भोजन में कुट्टू और सिंघाड़े का आटा, साबूदाना, आलू, फल, दूध और दही शामिल हैं, जिन्हें साधारण नमक की जगह सेंधा नमक से बनाया जाता है। उपवास निजी चुनाव है, कोई परीक्षा नहीं। अगर आपको मधुमेह है, आप गर्भवती हैं, बुज़ुर्ग हैं या नियमित दवा लेते हैं, तो अपने डॉक्टर से बात कीजिए और कोई हल्का रूप चुनिए, जैसे दिन में एक बार सादा भोजन।

## त्योहार का सार

रोशनी और संगीत से आगे, नवरात्रि आत्म-चिंतन का निमंत्रण है: नौ रातें यह ईमानदारी से देखने के लिए कि हम अपने भीतर किस क्रोध, भय या आलस्य पर जीत पाना चाहते हैं, और फिर विजयादशमी पर नई शुरुआत करने के लिए, जिसे परंपरा से नई विद्या और नए कामों के आरंभ के लिए शुभ माना जाता है।`;

export const vedicCulturePosts: readonly BlogPostInput[] = [
  {
    slug: 'why-we-celebrate-makar-sankranti',
    category: 'vedic-culture',
    title: {
      en: 'Why We Celebrate Makar Sankranti: The Sun, the Harvest and Til-Gul',
      hi: 'हम मकर संक्रांति क्यों मनाते हैं: सूर्य, फ़सल और तिल-गुड़',
    },
    serpDescription: {
      en: 'Why Makar Sankranti follows the Sun, what Uttarayana means, and how Pongal, Lohri, Bihu, Uttarayan and Khichdi celebrate the same day.',
      hi: 'मकर संक्रांति सूर्य के हिसाब से क्यों आती है, उत्तरायण का अर्थ क्या है, और पोंगल, लोहड़ी, बिहू, उत्तरायण और खिचड़ी एक ही दिन कैसे मनाए जाते हैं।',
    },
    body: { en: SANKRANTI_EN, hi: SANKRANTI_HI },
    createdAt: '2026-11-15T05:30:00.000Z',
  },
  {
    slug: 'navratri-nine-forms-of-durga',
    category: 'vedic-culture',
    title: {
      en: 'Navratri: The Nine Nights and the Nine Forms of Durga',
      hi: 'नवरात्रि: नौ रातें और माँ दुर्गा के नौ रूप',
    },
    serpDescription: {
      en: 'The story of Navratri, the Navadurga worshipped on each night, how Garba, Durga Puja, Golu and Dussehra celebrate it, and fasting with care.',
      hi: 'नवरात्रि की कथा, हर रात पूजे जाने वाले नवदुर्गा के रूप, गरबा, दुर्गा पूजा, गोलू और दशहरा की परंपराएँ, और समझदारी से उपवास।',
    },
    body: { en: NAVRATRI_EN, hi: NAVRATRI_HI },
    createdAt: '2026-10-03T05:30:00.000Z',
  },
  {
    slug: 'sixteen-samskaras-explained',
    category: 'vedic-culture',
    title: {
      en: 'The Sixteen Samskaras: Rites of Passage from Birth to the Last Journey',
      hi: 'सोलह संस्कार: जन्म से अंतिम यात्रा तक जीवन के पड़ाव',
    },
    serpDescription: {
      en: 'The shodasha samskaras explained simply, from Garbhadhana and Namakarana to Upanayana, Vivaha and Antyeshti, and what they mean today.',
      hi: 'षोडश संस्कार सरल भाषा में: गर्भाधान और नामकरण से लेकर उपनयन, विवाह और अंत्येष्टि तक, और आज इनका अर्थ क्या है।',
    },
    body: { en: SAMSKARAS_EN, hi: SAMSKARAS_HI },
    createdAt: '2026-06-09T05:30:00.000Z',
  },
];
