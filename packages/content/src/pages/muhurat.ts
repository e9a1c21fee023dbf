import type { PageText } from './types';

/**
 * /muhurat: what a muhurat is. The daytime holds 15 muhurtas and the night 15 more, 30 in a day
 * and night (SPEC part 2, decision 5). The muhurta and choghadiya names come from panchang-names.ts.
 */
export const muhuratPage: PageText = {
  lead: {
    en: 'A muhurat is a well-chosen moment for an important beginning. See how the day is divided into muhurtas, what choghadiya and Abhijit mean, and which periods tradition avoids.',
    hi: 'मुहूर्त किसी महत्वपूर्ण शुरुआत के लिए सोच-समझकर चुना गया समय है। जानिए दिन को मुहूर्तों में कैसे बाँटा जाता है, चौघड़िया और अभिजित का क्या अर्थ है, और परंपरा किन अवधियों से बचने को कहती है।',
  },
  intro: [
    {
      en: 'The word muhurat (muhurta) has two meanings. It is a unit of time, one-thirtieth of a day and night, and it is also an auspicious moment chosen for an important beginning: a wedding, a griha pravesh, opening a shop, buying a vehicle or setting out on a journey. Choosing the moment well is one of the oldest uses of Jyotish.',
      hi: 'मुहूर्त शब्द के दो अर्थ हैं। यह समय की एक इकाई है, दिन-रात का तीसवाँ भाग, और किसी महत्वपूर्ण शुरुआत के लिए चुना गया शुभ समय भी: विवाह, गृह प्रवेश, दुकान का उद्घाटन, वाहन ख़रीदना या यात्रा पर निकलना। सही समय चुनना ज्योतिष के सबसे पुराने उपयोगों में से एक है।',
    },
    {
      en: "A good muhurat does not promise success; it means starting when the day's influences support the work, the way a farmer sows when the rain is due.",
      hi: 'अच्छा मुहूर्त सफलता की गारंटी नहीं देता; इसका अर्थ है काम की शुरुआत तब करना जब दिन के प्रभाव उसके अनुकूल हों, जैसे किसान बारिश के समय पर बुआई करता है।',
    },
  ],
  sections: [
    {
      key: 'unit',
      title: { en: 'Fifteen muhurtas by day, fifteen by night', hi: 'दिन में पंद्रह मुहूर्त, रात में पंद्रह' },
      paragraphs: [
        {
          en: 'From sunrise to sunset the daytime is divided into 15 equal muhurtas, and from sunset to the next sunrise the night is divided into another 15, making 30 in a full day and night. Because the length of daylight changes through the year, so does the length of a muhurta: on a day with exactly 12 hours of daylight each one lasts 48 minutes, while in summer the daytime muhurtas are longer and in winter shorter.',
          hi: 'सूर्योदय से सूर्यास्त तक के दिन को 15 बराबर मुहूर्तों में बाँटा जाता है, और सूर्यास्त से अगले सूर्योदय तक की रात को भी 15 में, यानी पूरे दिन-रात में 30 मुहूर्त। दिन की लंबाई साल भर बदलती रहती है, इसलिए मुहूर्त की लंबाई भी बदलती है: जिस दिन ठीक 12 घंटे का दिन हो, उस दिन हर मुहूर्त 48 मिनट का होता है, जबकि गर्मियों में दिन के मुहूर्त लंबे और सर्दियों में छोटे होते हैं।',
        },
        {
          en: 'To find the muhurtas of a day yourself, take the time from sunrise to sunset, divide it by 15 and count from sunrise. With sunrise at 6:10 AM and sunset at 6:40 PM, the daytime lasts 12 hours 30 minutes, so each muhurta lasts 50 minutes, and the eighth runs from 12:00 to 12:50 PM.',
          hi: 'किसी दिन के मुहूर्त ख़ुद निकालने के लिए सूर्योदय से सूर्यास्त तक का समय लें, उसे 15 से भाग दें और सूर्योदय से गिनना शुरू करें। अगर सूर्योदय सुबह 6:10 बजे और सूर्यास्त शाम 6:40 बजे हो, तो दिन 12 घंटे 30 मिनट का है, इसलिए हर मुहूर्त 50 मिनट का होगा, और आठवाँ मुहूर्त दोपहर 12:00 से 12:50 बजे तक रहेगा।',
        },
      ],
    },
    {
      key: 'day-muhurtas',
      title: { en: 'The fifteen muhurtas of the day', hi: 'दिन के पंद्रह मुहूर्त' },
      paragraphs: [
        {
          en: 'Each daytime muhurta has a name and a presiding deity, and classical texts mark it as auspicious or not. Some auspicious muhurtas are left out on particular weekdays.',
          hi: 'दिन के हर मुहूर्त का एक नाम और एक अधिष्ठाता देवता है, और शास्त्रीय ग्रंथ उसे शुभ या अशुभ बताते हैं। कुछ शुभ मुहूर्त विशेष वारों को छोड़ दिए जाते हैं।',
        },
      ],
    },
    {
      key: 'abhijit',
      title: { en: 'Abhijit muhurta', hi: 'अभिजित मुहूर्त' },
      paragraphs: [
        {
          en: 'The eighth of the fifteen daytime muhurtas, Vidhi, is better known as Abhijit, "the victorious". It spans local noon, about 24 minutes on either side on a 12-hour day, and is considered auspicious for almost any work, which makes it the usual choice when no other muhurat can be found.',
          hi: 'दिन के पंद्रह मुहूर्तों में आठवाँ, विधि, अभिजित यानी "विजय दिलाने वाला" नाम से अधिक प्रसिद्ध है। यह स्थानीय मध्याह्न के दोनों ओर फैला रहता है, 12 घंटे के दिन में दोपहर से लगभग 24 मिनट पहले से 24 मिनट बाद तक, और लगभग हर काम के लिए शुभ माना जाता है; इसीलिए जब कोई दूसरा मुहूर्त न मिले, तो प्रायः यही चुना जाता है।',
        },
        {
          en: 'Texts differ on the days it is set aside. Many traditions avoid Abhijit on Wednesdays, while the classical list of muhurtas above leaves Vidhi out on Mondays and Fridays; an astrologer follows the rule of their own tradition.',
          hi: 'किन दिनों इसे छोड़ा जाए, इस पर ग्रंथों में मतभेद है। कई परंपराएँ बुधवार को अभिजित से बचती हैं, जबकि ऊपर दी गई मुहूर्तों की शास्त्रीय सूची सोमवार और शुक्रवार को विधि मुहूर्त छोड़ती है; ज्योतिषी अपनी परंपरा के नियम का पालन करते हैं।',
        },
      ],
    },
    {
      key: 'choghadiya',
      title: { en: 'Choghadiya', hi: 'चौघड़िया' },
      paragraphs: [
        {
          en: 'Choghadiya divides the daytime into eight equal parts and the night into another eight, each about an hour and a half long. Every part is ruled by a planet and named for the kind of results it brings. It is especially popular in Gujarat, Rajasthan and Maharashtra for quick everyday decisions, such as when to set out on a journey or open the accounts for the day, while the fifteen-muhurta system is used for classical muhurat selection.',
          hi: 'चौघड़िया दिन को आठ बराबर भागों में और रात को भी आठ भागों में बाँटता है, हर भाग लगभग डेढ़ घंटे का। हर भाग का स्वामी एक ग्रह है, और उसका नाम उसके फल के अनुसार रखा गया है। गुजरात, राजस्थान और महाराष्ट्र में रोज़ के छोटे फ़ैसलों के लिए यह बहुत प्रचलित है, जैसे यात्रा पर कब निकलें या दिन का हिसाब-किताब कब शुरू करें, जबकि शास्त्रीय मुहूर्त चयन में पंद्रह मुहूर्तों वाली पद्धति का उपयोग होता है।',
        },
        {
          en: "The day's sequence starts from the lord of the weekday, so Sunday's daytime begins with Udveg and Monday's with Amrit.",
          hi: 'दिन का क्रम वार के स्वामी से शुरू होता है, इसलिए रविवार का दिन उद्वेग से और सोमवार का दिन अमृत से शुरू होता है।',
        },
      ],
    },
    {
      key: 'periods',
      title: { en: 'Periods to avoid, and periods to seek', hi: 'किन अवधियों से बचें, किन्हें चुनें' },
      paragraphs: [
        {
          en: 'A daily panchang also marks shorter periods. Rahu Kaal, Yamaganda and Gulika Kaal are each one-eighth of the daytime and fall at a different hour on each weekday; Dur Muhurat and Varjyam are avoided for auspicious work, while Amrit Kaal and Abhijit are sought out.',
          hi: 'रोज़ का पंचांग कुछ छोटी अवधियाँ भी बताता है। राहु काल, यमगंड और गुलिक काल, तीनों दिन का आठवाँ भाग होते हैं और हर वार को अलग समय पर पड़ते हैं; शुभ कामों में दुर्मुहूर्त और वर्ज्य काल से बचा जाता है, जबकि अमृत काल और अभिजित को चुना जाता है।',
        },
      ],
    },
    {
      key: 'choosing',
      title: { en: 'How a shubh muhurat is chosen', hi: 'शुभ मुहूर्त कैसे चुना जाता है' },
      paragraphs: [
        {
          en: 'For an important event, an astrologer reads the five limbs of the panchang together and matches them to the kind of work:',
          hi: 'किसी महत्वपूर्ण आयोजन के लिए ज्योतिषी पंचांग के पाँचों अंगों को साथ मिलाकर पढ़ते हैं और उन्हें काम के प्रकार से मिलाते हैं:',
        },
      ],
      points: [
        {
          en: 'Tithi: the rikta tithis, the 4th, 9th and 14th, are usually avoided for beginnings.',
          hi: 'तिथि: नई शुरुआत के लिए रिक्ता तिथियों, यानी चतुर्थी, नवमी और चतुर्दशी, से प्रायः बचा जाता है।',
        },
        {
          en: 'Weekday: each vara suits certain work, for example Thursday for learning and ceremonies.',
          hi: 'वार: हर वार कुछ ख़ास कामों के अनुकूल है, जैसे गुरुवार विद्या और संस्कारों के लिए।',
        },
        {
          en: 'Nakshatra: fixed nakshatras such as Rohini suit lasting work like a griha pravesh, and movable ones suit travel.',
          hi: 'नक्षत्र: रोहिणी जैसे ध्रुव (स्थिर) नक्षत्र गृह प्रवेश जैसे स्थायी कामों के लिए, और चर नक्षत्र यात्रा के लिए अनुकूल हैं।',
        },
        {
          en: 'Yoga and karana: inauspicious yogas such as Vyatipata and Vaidhriti, and the Vishti (Bhadra) karana, are avoided.',
          hi: 'योग और करण: व्यतीपात और वैधृति जैसे अशुभ योगों, और विष्टि (भद्रा) करण से बचा जाता है।',
        },
        {
          en: 'The lagna at the chosen moment is checked too, and for a wedding, the charts of both people.',
          hi: 'चुने गए क्षण का लग्न भी देखा जाता है, और विवाह के लिए दोनों लोगों की कुंडलियाँ भी।',
        },
      ],
    },
    {
      key: 'no-perfect-time',
      title: { en: 'When there is no perfect moment', hi: 'जब कोई आदर्श समय न मिले' },
      paragraphs: [
        {
          en: 'Some work cannot wait for the ideal day. Tradition then allows Abhijit muhurta or a good choghadiya such as Amrit, Shubh or Labh, and asks you to avoid only Rahu Kaal. A sincere start at a reasonable time is better than a long, anxious delay.',
          hi: 'कुछ काम आदर्श दिन का इंतज़ार नहीं कर सकते। ऐसे में परंपरा अभिजित मुहूर्त या अमृत, शुभ या लाभ जैसे अच्छे चौघड़िया की अनुमति देती है, और केवल राहु काल से बचने को कहती है। उचित समय पर सच्चे मन से की गई शुरुआत, लंबी और चिंता भरी देरी से बेहतर है।',
        },
      ],
    },
  ],
};
