import type { Bilingual } from './types';

/**
 * The privacy policy and the terms of use, in English and Hindi. What they say about deletion,
 * export, billing and cookies must match the code: packages/core/src/account-data.ts (what
 * deletion removes and keeps), packages/contracts/src/consultations.ts (the 5-minute reservation,
 * 45-second grace, 3-minute away limit) and apps/web/lib/analytics.ts (the consent cookie).
 */

export interface LegalLink {
  href: string;
  label: Bilingual;
}

export interface LegalSection {
  id: string;
  heading: Bilingual;
  paragraphs: readonly Bilingual[];
  items?: readonly Bilingual[];
  links?: readonly LegalLink[];
}

export interface LegalDocument {
  title: Bilingual;
  description: Bilingual;
  /** When the text last changed (YYYY-MM-DD). */
  updated: string;
  intro: Bilingual;
  sections: readonly LegalSection[];
}

const toAccount: LegalLink = { href: '/account', label: { en: 'Open your account page', hi: 'अपने खाते का पेज खोलें' } };
const toSupport: LegalLink = { href: '/support', label: { en: 'Write to support', hi: 'सहायता टीम को लिखें' } };

export const PRIVACY: LegalDocument = {
  title: { en: 'Privacy policy', hi: 'गोपनीयता नीति' },
  description: {
    en: 'What Drishti collects (phone, name, birth details, chats, payments), why, for how long, who sees it, and how to export or delete your data.',
    hi: 'दृष्टि कौन-सी जानकारी रखता है (फ़ोन, नाम, जन्म विवरण, चैट, भुगतान), क्यों, कितने समय तक, कौन देखता है, और आप अपना डेटा कैसे डाउनलोड या मिटा सकते हैं।',
  },
  updated: '2026-11-22',
  intro: {
    en: 'Birth details and the questions people bring to an astrologer are personal. We collect only what the service needs, we never sell it, and you can take a copy of it or delete it yourself at any time.',
    hi: 'जन्म विवरण और ज्योतिषी से पूछे गए सवाल बहुत निजी होते हैं। हम केवल उतनी जानकारी रखते हैं जितनी सेवा के लिए ज़रूरी है, उसे कभी बेचते नहीं, और आप जब चाहें उसकी कॉपी ले सकते हैं या उसे ख़ुद मिटा सकते हैं।',
  },
  sections: [
    {
      id: 'collect',
      heading: { en: 'What we collect', hi: 'हम क्या जानकारी रखते हैं' },
      paragraphs: [
        {
          en: 'Only what you give us or what the service produces while you use it:',
          hi: 'केवल वही जो आप हमें देते हैं, या जो सेवा इस्तेमाल करते समय बनता है:',
        },
      ],
      items: [
        {
          en: 'Your mobile number, to sign you in with a one-time code. The code itself is stored only as a fingerprint and expires in 10 minutes.',
          hi: 'आपका मोबाइल नंबर, ताकि एक बार के कोड से आप साइन इन कर सकें। कोड ख़ुद नहीं, केवल उसका फ़िंगरप्रिंट रखा जाता है, और वह 10 मिनट में बेकार हो जाता है।',
        },
        {
          en: 'Your name and your language, if you set them.',
          hi: 'आपका नाम और आपकी भाषा, अगर आप इन्हें भरते हैं।',
        },
        {
          en: 'Birth details (name, date, time and place of birth) of the kundalis you save, for yourself or your family.',
          hi: 'आपके सहेजे गए कुंडली प्रोफ़ाइल के जन्म विवरण (नाम, जन्म तिथि, समय और स्थान), चाहे आपके अपने हों या परिवार के।',
        },
        {
          en: 'Consultations: the astrologer, the channel, the minutes and coins, and the chat messages (the transcript). Voice and video calls are not recorded.',
          hi: 'परामर्श: ज्योतिषी, माध्यम (चैट, कॉल या वीडियो), मिनट और सिक्के, और चैट के संदेश (ट्रांसक्रिप्ट)। वॉइस और वीडियो कॉल रिकॉर्ड नहीं की जातीं।',
        },
        {
          en: 'Payments and your wallet: each recharge (amount, GST, the payment gateway’s order and payment ids) and every coin credited or spent. We never see or store your card, UPI PIN or bank password.',
          hi: 'भुगतान और आपका वॉलेट: हर रिचार्ज (राशि, जीएसटी, पेमेंट गेटवे के ऑर्डर और भुगतान नंबर) और हर सिक्का जो जमा हुआ या ख़र्च हुआ। आपका कार्ड नंबर, UPI पिन या बैंक पासवर्ड हम न देखते हैं, न रखते हैं।',
        },
        {
          en: 'What you write to us and to others: support tickets and their files, reviews, community posts and comments, remedy reminders.',
          hi: 'जो आप हमें या दूसरों को लिखते हैं: सहायता टिकट और उनकी फ़ाइलें, रिव्यू, कम्युनिटी की पोस्ट और टिप्पणियाँ, उपाय के रिमाइंडर।',
        },
        {
          en: 'Notifications we send you, the browsers you allowed to receive push notifications (their push address), and the Drishti apps on your phones that receive them (their device token).',
          hi: 'आपको भेजी गई सूचनाएँ, वे ब्राउज़र जिन्हें आपने पुश सूचनाएँ पाने की अनुमति दी है (उनका पुश पता), और आपके फ़ोन पर दृष्टि ऐप जो इन्हें पाते हैं (उनका डिवाइस टोकन)।',
        },
      ],
    },
    {
      id: 'why',
      heading: { en: 'Why we use it', hi: 'हम इसका उपयोग क्यों करते हैं' },
      paragraphs: [
        {
          en: 'To sign you in, to compute your charts, to connect you with an astrologer and bill the minutes fairly, to keep your wallet correct, to answer your support requests, to send the reminders and notices you asked for, and to keep the service safe from abuse. We do not sell your data and we do not show you third-party advertising.',
          hi: 'आपको साइन इन कराने, आपकी कुंडली बनाने, आपको ज्योतिषी से जोड़ने और मिनटों का सही बिल बनाने, आपका वॉलेट सही रखने, आपके सहायता अनुरोधों का जवाब देने, आपके माँगे हुए रिमाइंडर और सूचनाएँ भेजने, और सेवा को दुरुपयोग से सुरक्षित रखने के लिए। हम आपका डेटा बेचते नहीं हैं और आपको किसी दूसरी कंपनी के विज्ञापन नहीं दिखाते।',
        },
        {
          en: 'Your language setting is also used for the SMS we send you (sign-in codes and booking reminders).',
          hi: 'आपकी भाषा की सेटिंग से ही तय होता है कि आपको भेजे गए SMS (साइन-इन कोड और बुकिंग रिमाइंडर) किस भाषा में होंगे।',
        },
      ],
    },
    {
      id: 'who',
      heading: { en: 'Who sees it', hi: 'इसे कौन देखता है' },
      items: [
        {
          en: 'The astrologer you consult sees your first name, the birth details you choose to attach to that consultation, and the chat. They never see your phone number, and contact details cannot be exchanged in chat.',
          hi: 'जिस ज्योतिषी से आप परामर्श लेते हैं, वे आपका पहला नाम, उस परामर्श के साथ आपके चुने हुए जन्म विवरण और चैट देखते हैं। आपका फ़ोन नंबर वे कभी नहीं देखते, और चैट में संपर्क विवरण का लेन-देन नहीं हो सकता।',
        },
        {
          en: 'Our support team sees your tickets, and, to settle a dispute or a refund, the facts of the consultation (minutes, coins).',
          hi: 'हमारी सहायता टीम आपके टिकट देखती है, और किसी विवाद या रिफ़ंड के निपटारे के लिए परामर्श के तथ्य (मिनट, सिक्के)।',
        },
        {
          en: 'In the community, others see only your anonymous handle, never your name or number.',
          hi: 'कम्युनिटी में दूसरे लोग केवल आपका गुमनाम नाम (हैंडल) देखते हैं, आपका असली नाम या नंबर कभी नहीं।',
        },
        {
          en: 'Service providers who work for us: the SMS provider (your number and the message), the payment gateway (the payment), and the push service of your browser or, in our apps, Firebase Cloud Messaging (the notification). They may use the data only to do that work.',
          hi: 'हमारे लिए काम करने वाली सेवाएँ: SMS सेवा (आपका नंबर और संदेश), पेमेंट गेटवे (भुगतान), और आपके ब्राउज़र की पुश सेवा या हमारे ऐप में Firebase Cloud Messaging (सूचना)। वे इस डेटा का उपयोग केवल उसी काम के लिए कर सकती हैं।',
        },
      ],
      paragraphs: [],
    },
    {
      id: 'how-long',
      heading: { en: 'How long we keep it', hi: 'हम इसे कितने समय तक रखते हैं' },
      items: [
        {
          en: 'Your account data, saved kundalis, transcripts, tickets and reminders: until you delete them or your account.',
          hi: 'आपके खाते का डेटा, सहेजी गई कुंडलियाँ, ट्रांसक्रिप्ट, टिकट और रिमाइंडर: जब तक आप उन्हें या अपना खाता नहीं मिटाते।',
        },
        {
          en: 'Sign-in sessions: at most 30 days, then you sign in again.',
          hi: 'साइन-इन सत्र: अधिक से अधिक 30 दिन, उसके बाद फिर से साइन इन करना होता है।',
        },
        {
          en: 'Money records (wallet entries, payments, bookings, consultations with their minutes and coins): for as long as Indian tax and accounting laws require, even after you delete your account.',
          hi: 'पैसों का हिसाब (वॉलेट की एंट्री, भुगतान, बुकिंग, परामर्श के मिनट और सिक्के): जितने समय तक भारत के कर और लेखा क़ानून माँगते हैं, खाता मिटाने के बाद भी।',
        },
      ],
      paragraphs: [],
    },
    {
      id: 'cookies',
      heading: { en: 'Cookies', hi: 'कुकीज़' },
      items: [
        {
          en: 'drishti_session: keeps you signed in (up to 30 days). It cannot be read by scripts on the page.',
          hi: 'drishti_session: आपको साइन इन रखती है (अधिक से अधिक 30 दिन)। पेज की स्क्रिप्ट इसे पढ़ नहीं सकतीं।',
        },
        {
          en: 'NEXT_LOCALE: remembers your language.',
          hi: 'NEXT_LOCALE: आपकी भाषा याद रखती है।',
        },
        {
          en: 'drishti_consent: remembers your answer to the banner about usage statistics (one year). Only if you agree do we count which pages and app-store links are used; you can withdraw it at any time, as easily as you gave it: clear this cookie and the banner asks again.',
          hi: 'drishti_consent: उपयोग के आँकड़ों वाले बैनर पर आपका जवाब याद रखती है (एक साल)। आपकी सहमति होने पर ही हम गिनते हैं कि कौन-से पेज और ऐप-स्टोर लिंक इस्तेमाल हुए; आप अपनी सहमति कभी भी उतनी ही आसानी से वापस ले सकते हैं जितनी आसानी से दी थी: यह कुकी मिटा दें, बैनर फिर से पूछेगा।',
        },
      ],
      paragraphs: [
        { en: 'We use no advertising or tracking cookies.', hi: 'हम विज्ञापन या ट्रैकिंग वाली कोई कुकी इस्तेमाल नहीं करते।' },
      ],
    },
    {
      id: 'rights',
      heading: { en: 'Your rights', hi: 'आपके अधिकार' },
      paragraphs: [
        {
          en: 'On your account page you can correct your name and language, rename or delete saved kundalis, switch each kind of notification off, download everything we hold about you as one file, and delete your account. You can withdraw consent to usage statistics at any time. For anything else, write to support.',
          hi: 'अपने खाते के पेज पर आप अपना नाम और भाषा ठीक कर सकते हैं, सहेजी गई कुंडलियों का नाम बदल सकते हैं या उन्हें मिटा सकते हैं, हर तरह की सूचना अलग-अलग बंद कर सकते हैं, हमारे पास रखी आपकी सारी जानकारी एक फ़ाइल में डाउनलोड कर सकते हैं, और अपना खाता मिटा सकते हैं। उपयोग के आँकड़ों की सहमति आप कभी भी वापस ले सकते हैं। बाक़ी किसी भी बात के लिए सहायता टीम को लिखें।',
        },
      ],
      links: [toAccount, toSupport],
    },
    {
      id: 'deletion',
      heading: { en: 'What deleting your account does', hi: 'खाता मिटाने से क्या होता है' },
      paragraphs: [
        {
          en: 'You confirm by typing a word. It happens at once and cannot be undone. Any open consultation must end first. Coins left in your wallet are forfeited: if you want a refund, ask support and wait for the answer before deleting.',
          hi: 'पुष्टि के लिए आप एक शब्द लिखते हैं। खाता तुरंत मिट जाता है और यह वापस नहीं हो सकता। कोई परामर्श चल रहा हो तो पहले उसे समाप्त करना होगा। वॉलेट में बचे सिक्के ख़त्म हो जाते हैं: रिफ़ंड चाहिए तो मिटाने से पहले सहायता टीम से माँगें और जवाब का इंतज़ार करें।',
        },
        { en: 'Deleted:', hi: 'जो मिटा दिया जाता है:' },
      ],
      items: [
        {
          en: 'You are signed out on every device; your phone number is released (signing in with it again creates a new, empty account); your name, language and notification settings are cleared.',
          hi: 'हर डिवाइस से आप साइन आउट हो जाते हैं; आपका फ़ोन नंबर खाते से हटा दिया जाता है (उसी नंबर से दोबारा साइन इन करने पर एक नया, ख़ाली खाता बनता है); आपका नाम, भाषा और सूचना की सेटिंग मिट जाती हैं।',
        },
        {
          en: 'Saved kundalis, remedy reminders, notifications, the astrologers you follow, push subscriptions and app device tokens.',
          hi: 'सहेजी गई कुंडलियाँ, उपाय के रिमाइंडर, सूचनाएँ, आपके फ़ॉलो किए ज्योतिषी, पुश सब्सक्रिप्शन और ऐप के डिवाइस टोकन।',
        },
        {
          en: 'Consultation transcripts and the birth details you shared with astrologers; booking notes and photos.',
          hi: 'परामर्शों की ट्रांसक्रिप्ट और ज्योतिषियों के साथ साझा किए गए जन्म विवरण; बुकिंग के नोट और फ़ोटो।',
        },
        {
          en: 'Support tickets with their messages and files; an unfinished astrologer application.',
          hi: 'सहायता टिकट, उनके संदेश और फ़ाइलें; ज्योतिषी बनने का अधूरा आवेदन।',
        },
        {
          en: 'Your community membership and reactions. Your posts and comments stay so that conversations still make sense, but they are detached from you and shown as written by “Deleted member”.',
          hi: 'कम्युनिटी की आपकी सदस्यता और प्रतिक्रियाएँ। आपकी पोस्ट और टिप्पणियाँ बनी रहती हैं ताकि बातचीत का मतलब बना रहे, पर उनका आपसे कोई संबंध नहीं रहता और वे “हटाया गया सदस्य” के नाम से दिखती हैं।',
        },
      ],
      links: [toAccount],
    },
    {
      id: 'kept',
      heading: { en: 'What deletion keeps', hi: 'खाता मिटाने के बाद क्या रहता है' },
      paragraphs: [
        {
          en: 'The law requires us to keep money records: wallet entries, payments, bookings and consultations (their date, astrologer, minutes and coins). They stay, tied only to an internal account number, with no name, phone number or messages. Your reviews stay on the astrologer’s profile without a name, because ratings must stay honest.',
          hi: 'क़ानून के अनुसार पैसों का हिसाब रखना ज़रूरी है: वॉलेट की एंट्री, भुगतान, बुकिंग और परामर्श (तारीख़, ज्योतिषी, मिनट और सिक्के)। ये बने रहते हैं, पर केवल एक अंदरूनी खाता संख्या से जुड़े, बिना नाम, फ़ोन नंबर या संदेशों के। आपके रिव्यू ज्योतिषी की प्रोफ़ाइल पर बिना नाम के बने रहते हैं, ताकि रेटिंग ईमानदार रहे।',
        },
      ],
    },
    {
      id: 'security',
      heading: { en: 'Security', hi: 'सुरक्षा' },
      paragraphs: [
        {
          en: 'Sign-in codes and session tokens are stored only as fingerprints. Files you upload are checked by their content, stored privately and given only to you and to our team. Payments are verified with the gateway’s signature on our server.',
          hi: 'साइन-इन कोड और सत्र टोकन केवल फ़िंगरप्रिंट के रूप में रखे जाते हैं। आपकी अपलोड की गई फ़ाइलों की सामग्री जाँची जाती है, उन्हें निजी रूप से रखा जाता है और वे केवल आपको और हमारी टीम को मिलती हैं। भुगतान हमारे सर्वर पर गेटवे के हस्ताक्षर से जाँचे जाते हैं।',
        },
      ],
    },
  ],
};

export const TERMS: LegalDocument = {
  title: { en: 'Terms of use', hi: 'उपयोग की शर्तें' },
  description: {
    en: 'How consultations are billed on Drishti (per started minute, 5-minute reservation), refunds, community rules and the conduct we expect of astrologers.',
    hi: 'दृष्टि पर परामर्श का बिल कैसे बनता है (हर शुरू हुए मिनट का, 5 मिनट का आरक्षण), रिफ़ंड, कम्युनिटी के नियम और ज्योतिषियों से अपेक्षित आचरण।',
  },
  updated: '2026-11-22',
  intro: {
    en: 'Astrology offers guidance, not certainty. Drishti connects you with astrologers and gives you tools to understand your chart; for medical, legal or financial decisions, please consult a qualified professional.',
    hi: 'ज्योतिष मार्गदर्शन देता है, निश्चितता नहीं। दृष्टि आपको ज्योतिषियों से जोड़ता है और अपनी कुंडली समझने के साधन देता है; स्वास्थ्य, क़ानून या पैसों से जुड़े फ़ैसलों के लिए किसी योग्य विशेषज्ञ से सलाह लें।',
  },
  sections: [
    {
      id: 'coins',
      heading: { en: 'Coins and your wallet', hi: 'सिक्के और आपका वॉलेट' },
      paragraphs: [
        {
          en: '1 coin = ₹1. Recharge prices are shown with 18% GST before you pay. Coins can be spent only on Drishti’s own services; they cannot be withdrawn or transferred.',
          hi: '1 सिक्का = ₹1। रिचार्ज की क़ीमत भुगतान से पहले 18% जीएसटी सहित दिखाई जाती है। सिक्के केवल दृष्टि की अपनी सेवाओं पर ख़र्च हो सकते हैं; उन्हें निकाला या किसी और को भेजा नहीं जा सकता।',
        },
      ],
    },
    {
      id: 'billing',
      heading: { en: 'How consultations are billed', hi: 'परामर्श का बिल कैसे बनता है' },
      paragraphs: [
        {
          en: 'Each astrologer sets a price per minute, shown before you start. Our server, never an app, keeps the meter:',
          hi: 'हर ज्योतिषी प्रति मिनट की क़ीमत तय करते हैं, जो शुरू करने से पहले दिखाई जाती है। मीटर हमारा सर्वर चलाता है, कोई ऐप नहीं:',
        },
      ],
      items: [
        {
          en: 'When the astrologer accepts, coins for 5 minutes are reserved from your wallet. You need a balance for at least 5 minutes to start. Whatever is not used is released at the end.',
          hi: 'ज्योतिषी के स्वीकार करते ही आपके वॉलेट से 5 मिनट के सिक्के आरक्षित हो जाते हैं। शुरू करने के लिए कम से कम 5 मिनट का बैलेंस चाहिए। जो इस्तेमाल नहीं होता, वह अंत में लौट आता है।',
        },
        {
          en: 'The meter runs only while both of you are connected, and each started minute is billed.',
          hi: 'मीटर तभी चलता है जब आप दोनों जुड़े हों, और हर शुरू हुए मिनट का बिल बनता है।',
        },
        {
          en: 'If a connection drops, the meter pauses once the side is silent for 45 seconds (the grace period needed to notice a dead connection).',
          hi: 'कनेक्शन टूटने पर, किसी एक तरफ़ से 45 सेकंड तक कोई संकेत न आए तो मीटर रुक जाता है (टूटे कनेक्शन को पहचानने में इतना समय लगता है)।',
        },
        {
          en: 'If one side stays away for 3 minutes, the consultation ends by itself and is settled.',
          hi: 'अगर कोई एक तरफ़ 3 मिनट तक ग़ायब रहे, तो परामर्श अपने-आप समाप्त होकर उसका हिसाब हो जाता है।',
        },
        {
          en: 'When your balance runs out, you are warned, and the consultation then ends by itself. You see the running cost the whole time.',
          hi: 'बैलेंस ख़त्म होने से पहले आपको चेतावनी मिलती है, फिर परामर्श अपने-आप समाप्त हो जाता है। चल रहा ख़र्च आपको पूरे समय दिखता है।',
        },
      ],
    },
    {
      id: 'refunds',
      heading: { en: 'Refunds', hi: 'रिफ़ंड' },
      paragraphs: [
        {
          en: 'If something went wrong in a paid consultation, ask for a refund from the consultation itself (in your consultation history). This opens a support ticket; our team reviews the facts and may return coins to your wallet. Refunds are in coins. For a failed recharge or any other problem, open a support ticket.',
          hi: 'अगर किसी सशुल्क परामर्श में कुछ ग़लत हुआ, तो उसी परामर्श से (आपके परामर्शों की सूची में) रिफ़ंड माँगें। इससे एक सहायता टिकट खुल जाता है; हमारी टीम तथ्य देखकर आपके वॉलेट में सिक्के लौटा सकती है। रिफ़ंड सिक्कों में होता है। रिचार्ज अटकने या किसी और समस्या के लिए सहायता टिकट खोलें।',
        },
      ],
      links: [toSupport],
    },
    {
      id: 'community',
      heading: { en: 'Community rules', hi: 'कम्युनिटी के नियम' },
      paragraphs: [],
      items: [
        {
          en: 'The community is anonymous: you appear under a handle. Do not reveal who you or others are.',
          hi: 'कम्युनिटी गुमनाम है: आप एक हैंडल के नाम से दिखते हैं। अपनी या दूसरों की पहचान ज़ाहिर न करें।',
        },
        {
          en: 'No phone numbers, addresses, social media or other contact details, and no selling.',
          hi: 'फ़ोन नंबर, पता, सोशल मीडिया या कोई और संपर्क विवरण नहीं, और कोई ख़रीद-बिक्री नहीं।',
        },
        {
          en: 'No fear-selling: nobody may frighten others with predictions to sell remedies, pujas or gemstones.',
          hi: 'डर दिखाकर बेचना मना है: कोई भी भविष्यवाणी से डराकर उपाय, पूजा या रत्न नहीं बेच सकता।',
        },
        {
          en: 'Be kind. Anyone can report a post; moderators hide what breaks these rules.',
          hi: 'विनम्र रहें। कोई भी किसी पोस्ट की शिकायत कर सकता है; नियम तोड़ने वाली सामग्री मॉडरेटर हटा देते हैं।',
        },
        {
          en: 'If you are thinking about harming yourself, please call Tele-MANAS on 14416 (free, 24 hours, in many languages) or your nearest hospital now.',
          hi: 'अगर आपके मन में ख़ुद को नुकसान पहुँचाने के विचार आ रहे हैं, तो अभी टेली-मानस को 14416 पर कॉल करें (मुफ़्त, चौबीसों घंटे, कई भाषाओं में) या अपने नज़दीकी अस्पताल से संपर्क करें।',
        },
      ],
    },
    {
      id: 'astrologers',
      heading: { en: 'What we expect of astrologers', hi: 'ज्योतिषियों से हमारी अपेक्षाएँ' },
      paragraphs: [
        {
          en: 'Astrologers on Drishti pass three interview rounds and agree to these rules. Breaking them can end their place on Drishti:',
          hi: 'दृष्टि पर ज्योतिषी तीन दौर के इंटरव्यू पास करते हैं और इन नियमों को मानते हैं। इन्हें तोड़ने पर उन्हें दृष्टि से हटाया जा सकता है:',
        },
      ],
      items: [
        {
          en: 'No contact details in chat and no dealings outside Drishti.',
          hi: 'चैट में कोई संपर्क विवरण नहीं, और दृष्टि के बाहर कोई लेन-देन नहीं।',
        },
        {
          en: 'No fear-selling of paid remedies, and no promises of certain outcomes.',
          hi: 'डर दिखाकर सशुल्क उपाय बेचना मना है, और किसी पक्के नतीजे का वादा नहीं।',
        },
        {
          en: 'No medical, legal or financial advice presented as certainty; respect and privacy for every user.',
          hi: 'स्वास्थ्य, क़ानून या पैसों से जुड़ी सलाह को निश्चित बताकर नहीं देना; हर उपयोगकर्ता का सम्मान और उसकी निजता का ध्यान।',
        },
        {
          en: 'Birth details shared with them are for that consultation only.',
          hi: 'उनके साथ साझा किए गए जन्म विवरण केवल उसी परामर्श के लिए हैं।',
        },
      ],
    },
    {
      id: 'account',
      heading: { en: 'Your account', hi: 'आपका खाता' },
      paragraphs: [
        {
          en: 'You sign in with your mobile number and a one-time code. Keep your phone safe. You may delete your account at any time from your account page; the privacy policy explains what that removes and keeps.',
          hi: 'आप अपने मोबाइल नंबर और एक बार के कोड से साइन इन करते हैं। अपना फ़ोन सुरक्षित रखें। आप कभी भी अपने खाते के पेज से खाता मिटा सकते हैं; गोपनीयता नीति में बताया गया है कि इससे क्या मिटता है और क्या रहता है।',
        },
      ],
      links: [toAccount, { href: '/privacy', label: { en: 'Read the privacy policy', hi: 'गोपनीयता नीति पढ़ें' } }],
    },
  ],
};

export const LEGAL_DOCUMENTS = { privacy: PRIVACY, terms: TERMS } as const;
export type LegalDocumentKey = keyof typeof LEGAL_DOCUMENTS;
