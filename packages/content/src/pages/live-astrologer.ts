import type { PageText } from './types';

/** /live-astrologer: how live consultations work (SPEC part 1 §1; part 2 decisions 3, 7, 8, 9, 10). */
export const liveAstrologerPage: PageText = {
  lead: {
    en: 'Talk to a verified Vedic astrologer by chat, voice or video call, at any hour of the day or night, and pay only for the minutes you use.',
    hi: 'चैट, वॉइस या वीडियो कॉल पर किसी सत्यापित वैदिक ज्योतिषी से बात करें, दिन हो या रात, किसी भी समय, और केवल उतने मिनटों का भुगतान करें जितनी देर बात हुई।',
  },
  intro: [
    {
      en: 'Some questions cannot wait for morning: a job offer, a marriage proposal, a worry that keeps you awake. Many of our astrologers keep late hours, and the list always shows who is online right now, so you can often reach someone who reads your kundali and talks it through with you in Hindi or English; if nobody suits you at that hour, book a slot for later.',
      hi: 'कुछ सवाल सुबह तक इंतज़ार नहीं कर सकते: नौकरी का कोई प्रस्ताव, रिश्ते की कोई बात, या कोई चिंता जो सोने न दे। हमारे कई ज्योतिषी देर तक काम करते हैं, और सूची में हमेशा दिखता है कि अभी कौन ऑनलाइन है, इसलिए अक्सर आप ऐसे व्यक्ति से बात कर सकते हैं जो आपकी कुंडली पढ़कर हिंदी या अंग्रेज़ी में आपके साथ उस पर बात करे; उस समय कोई उपयुक्त न हो तो बाद का समय बुक कर लें।',
    },
    {
      en: "Every consultation is private and is billed per minute in coins by our server, never by an app on someone's phone, so the cost is always visible and always fair.",
      hi: 'हर परामर्श निजी रहता है और उसका शुल्क प्रति मिनट सिक्कों में हमारे सर्वर से लगता है, किसी के फ़ोन के ऐप से नहीं, इसलिए ख़र्च हमेशा दिखता है और हमेशा सही रहता है।',
    },
  ],
  sections: [
    {
      key: 'how-it-works',
      title: { en: 'How a live consultation works', hi: 'लाइव परामर्श कैसे होता है' },
      paragraphs: [],
      ordered: true,
      points: [
        {
          en: 'Choose an astrologer by skills, languages, experience and the reviews of other users.',
          hi: 'कौशल, भाषा, अनुभव और दूसरे उपयोगकर्ताओं की समीक्षाओं के आधार पर ज्योतिषी चुनें।',
        },
        {
          en: 'Check their rate per minute, shown in coins before you start, and recharge your wallet if you need to.',
          hi: 'उनका प्रति मिनट शुल्क देखें, जो शुरू करने से पहले सिक्कों में दिखाया जाता है, और ज़रूरत हो तो अपना वॉलेट रिचार्ज करें।',
        },
        {
          en: 'Start a chat, a voice call or a video call and share your date, time and place of birth.',
          hi: 'चैट, वॉइस कॉल या वीडियो कॉल शुरू करें और अपनी जन्म तिथि, जन्म समय और जन्म स्थान बताएँ।',
        },
        {
          en: 'Ask your questions. The running cost stays on your screen, and you can end the session whenever you wish.',
          hi: 'अपने सवाल पूछें। चल रहा ख़र्च पूरे समय आपकी स्क्रीन पर दिखता है, और आप जब चाहें सत्र समाप्त कर सकते हैं।',
        },
      ],
    },
    {
      key: 'verified',
      title: { en: 'Verified through three interview rounds', hi: 'तीन इंटरव्यू राउंड से सत्यापित' },
      paragraphs: [
        {
          en: 'Anyone can call themselves an astrologer; we ask for proof. Every astrologer on Drishti passes three interview rounds and an identity check before taking a single paid session.',
          hi: 'कोई भी ख़ुद को ज्योतिषी कह सकता है; हम प्रमाण माँगते हैं। दृष्टि पर हर ज्योतिषी पहला भुगतान वाला सत्र लेने से पहले तीन इंटरव्यू राउंड और पहचान की जाँच से गुज़रता है।',
        },
      ],
      ordered: true,
      points: [
        {
          en: 'Knowledge: the foundations of Jyotish, from grahas, signs and houses to dashas, yogas and doshas.',
          hi: 'ज्ञान: ज्योतिष की बुनियाद, ग्रहों, राशियों और भावों से लेकर दशाओं, योगों और दोषों तक।',
        },
        {
          en: 'Reading a chart: the astrologer explains a real kundali to our panel clearly, honestly and without jargon.',
          hi: 'कुंडली पढ़ना: ज्योतिषी हमारे पैनल को एक असली कुंडली साफ़, ईमानदार और सरल भाषा में समझाते हैं।',
        },
        {
          en: 'Care for clients: how they listen, how they handle sensitive questions, and our rules against fear-selling and sharing contact details.',
          hi: 'ग्राहकों का ध्यान: वे कैसे सुनते हैं, नाज़ुक सवालों को कैसे सँभालते हैं, और डराकर उपाय बेचने व संपर्क जानकारी साझा करने के ख़िलाफ़ हमारे नियमों की समझ।',
        },
      ],
    },
    {
      key: 'reviews',
      title: { en: 'Ratings you can trust', hi: 'भरोसे लायक रेटिंग' },
      paragraphs: [
        {
          en: 'The rating on a profile is the average of reviews left by users after completed paid sessions, nothing else. A profile with fewer than five reviews is marked New, and "problems solved" counts real completed sessions.',
          hi: 'प्रोफ़ाइल पर दिखने वाली रेटिंग केवल उन समीक्षाओं का औसत है जो उपयोगकर्ताओं ने पूरे हुए भुगतान वाले सत्रों के बाद दी हैं, और कुछ नहीं। पाँच से कम समीक्षाओं वाली प्रोफ़ाइल पर "नया" लिखा होता है, और "हल की गई समस्याएँ" असली पूरे हुए सत्रों की गिनती है।',
        },
      ],
    },
    {
      key: 'pricing',
      title: { en: 'Per-minute pricing in coins', hi: 'सिक्कों में प्रति मिनट शुल्क' },
      paragraphs: [
        {
          en: 'Consultations are paid per minute in coins, and 1 coin is worth ₹1. Each astrologer sets a rate within limits we set, and the rate is shown on their profile before you start.',
          hi: 'परामर्श का भुगतान प्रति मिनट सिक्कों में होता है, और 1 सिक्का ₹1 के बराबर है। हर ज्योतिषी हमारी तय सीमा के भीतर अपना शुल्क रखते हैं, और यह शुल्क शुरू करने से पहले उनकी प्रोफ़ाइल पर दिखता है।',
        },
        {
          en: "You buy coins in rupee packs, and the 18% GST is shown before you pay. A session starts only when your balance covers at least 5 minutes at that astrologer's rate: at 20 coins a minute, for example, you need 100 coins.",
          hi: 'सिक्के रुपये वाले पैक में ख़रीदे जाते हैं, और भुगतान से पहले 18% जीएसटी दिखाया जाता है। सत्र तभी शुरू होता है जब आपके बैलेंस में उस ज्योतिषी के शुल्क से कम से कम 5 मिनट के सिक्के हों: जैसे, 20 सिक्के प्रति मिनट पर 100 सिक्के चाहिए।',
        },
      ],
    },
    {
      key: 'fair-billing',
      title: { en: 'Fair billing', hi: 'ईमानदार बिलिंग' },
      paragraphs: [],
      points: [
        {
          en: 'The meter runs only while both you and the astrologer are connected.',
          hi: 'मीटर केवल तभी चलता है जब आप और ज्योतिषी, दोनों जुड़े हों।',
        },
        {
          en: 'If the connection drops, billing pauses until you are both back.',
          hi: 'कनेक्शन टूट जाए तो दोनों के दोबारा जुड़ने तक बिलिंग रुकी रहती है।',
        },
        {
          en: 'The running cost is on your screen throughout the session.',
          hi: 'चल रहा ख़र्च पूरे सत्र के दौरान आपकी स्क्रीन पर दिखता है।',
        },
        {
          en: 'The session ends by itself when your balance runs out, so you never owe more than you have.',
          hi: 'बैलेंस ख़त्म होते ही सत्र अपने आप समाप्त हो जाता है, इसलिए आप पर कभी उधार नहीं चढ़ता।',
        },
        {
          en: 'Coins reserved for the session but not used go straight back to your wallet.',
          hi: 'सत्र के लिए आरक्षित पर इस्तेमाल न हुए सिक्के सीधे आपके वॉलेट में लौट आते हैं।',
        },
      ],
    },
    {
      key: 'anytime',
      title: { en: 'Online now, or booked ahead', hi: 'अभी ऑनलाइन, या पहले से बुक' },
      paragraphs: [
        {
          en: 'Each astrologer chooses the hours they are online, and the Online Astrologers page shows at a glance who can take a chat, call or video right now. When the astrologer you want is away, book a slot in their weekly hours, from an hour to 14 days ahead; you get a reminder SMS an hour before it starts.',
          hi: 'हर ज्योतिषी ख़ुद चुनते हैं कि वे किन घंटों में ऑनलाइन रहेंगे, और ऑनलाइन ज्योतिषी पेज पर एक नज़र में दिखता है कि अभी कौन चैट, कॉल या वीडियो ले सकता है। जिन ज्योतिषी से आप बात करना चाहते हैं वे उपलब्ध न हों, तो उनके साप्ताहिक घंटों में एक घंटे से 14 दिन आगे तक का समय बुक करें; शुरू होने से एक घंटा पहले आपको SMS से याद दिलाया जाता है।',
        },
      ],
    },
    {
      key: 'safety',
      title: { en: 'Safe and private', hi: 'सुरक्षित और निजी' },
      paragraphs: [],
      points: [
        {
          en: 'Your birth details and conversations stay private, and payments go through secure gateways.',
          hi: 'आपकी जन्म जानकारी और बातचीत निजी रहती है, और भुगतान सुरक्षित गेटवे से होता है।',
        },
        {
          en: 'Phone numbers and other contact details cannot be exchanged in chat, for your safety.',
          hi: 'आपकी सुरक्षा के लिए चैट में फ़ोन नंबर या अन्य संपर्क जानकारी का आदान-प्रदान नहीं किया जा सकता।',
        },
        {
          en: 'Scaring clients into buying remedies is against our astrologer terms; you can report any session from the chat screen.',
          hi: 'डराकर उपाय बेचना हमारे ज्योतिषी नियमों के ख़िलाफ़ है; आप चैट स्क्रीन से किसी भी सत्र की शिकायत कर सकते हैं।',
        },
        {
          en: 'If you are going through a mental health crisis, please call Tele-MANAS on 14416, free and at any hour. An astrologer is not a substitute for care.',
          hi: 'अगर आप किसी मानसिक संकट से गुज़र रहे हैं, तो कृपया टेली-मानस को 14416 पर कॉल करें; यह सेवा मुफ़्त है और हर समय उपलब्ध है। ज्योतिषी इलाज का विकल्प नहीं है।',
        },
      ],
    },
  ],
};
