// Phrase tables that turn the engine's structured horoscopes (rashifal) into English and Hindi text.
//
// The engine (`packages/engine/src/horoscope.ts`) reads each of six sections through the house its
// driving planet occupies, counted from the reader's Moon sign, and names a theme
// `${section}-${house}` with a variant 0 or 1 that alternates between consecutive periods. Its
// `composeHoroscope` joins the theme's phrase, the section's leading transit facts (from the
// templates below) and a closing phrase for the section's tone. This package may not import the
// engine, so the phrase-table interface is declared here with the same shape.
//
// Every theme phrase is period-neutral (it reads the same for a day, a week, a month or a year)
// and speaks to the reader directly. Theme phrases describe what a house brings to an area of life;
// whether the period is easy or hard is left to the tone's closing sentence.

import { NAKSHATRAS } from './nakshatras';
import { PLANETS } from './planets';
import type { Bilingual, Locale, PlanetKey } from './types';
import { ZODIAC_SIGNS } from './zodiac';

/** The sections of a horoscope, in the engine's order. */
export const HOROSCOPE_SECTION_KEYS = ['personal', 'profession', 'health', 'emotions', 'travel', 'luck'] as const;
export type HoroscopeSectionKey = (typeof HOROSCOPE_SECTION_KEYS)[number];

/** The transit events the engine reports. */
export const TRANSIT_EVENT_KEYS = [
  'transit',
  'ingress',
  'retrograde-station',
  'direct-station',
  'solar-eclipse',
  'lunar-eclipse',
] as const;
export type TransitEventKey = (typeof TRANSIT_EVENT_KEYS)[number];

/** Structurally identical to the engine's `HoroscopePhrases`. */
export interface HoroscopePhrasesTable {
  /** Per section, per theme key `${section}-${house}`: phrase variants (the horoscope's `variant` picks one). */
  themes: Record<HoroscopeSectionKey, Record<string, readonly string[]>>;
  /** Per tone, −2 … 2 as keys "-2" … "2": a closing phrase. */
  tones: Record<string, string>;
  /** Per event: a template for a fact, with `{planet}`, `{house}`, `{sign}`, `{date}`, `{nakshatra}`, `{kind}`. */
  facts: Record<TransitEventKey, string>;
  planets: Record<PlanetKey, string>;
  /** Sign names, index 0 = Aries. */
  signs: readonly string[];
  /** House ordinals, index 0 = the 1st house. */
  houses: readonly string[];
  /** Nakshatra names, index 0 = Ashwini. */
  nakshatras: readonly string[];
  /** How facts are joined. */
  joiner: string;
  /** How many facts a section mentions (its driver's first). */
  factsPerSection?: number;
}

/** Two variants of one theme: the same meaning in different words. */
type ThemePair = readonly [Bilingual, Bilingual];

/**
 * The theme phrases, per section, for houses 1 to 12 in order (index 0 = the 1st house).
 * Houses: 1 self and body, 2 family, wealth and speech, 3 courage, siblings and short trips,
 * 4 home, mother and peace of mind, 5 creativity, children and romance, 6 routines, service and
 * obstacles, 7 partners and contracts, 8 change and hidden matters, 9 fortune, dharma, teachers and
 * long journeys, 10 career and standing, 11 gains, friends and wishes, 12 expenses, rest, retreat
 * and distant lands.
 */
const THEME_TEXT: Readonly<Record<HoroscopeSectionKey, readonly ThemePair[]>> = {
  personal: [
    [
      {
        en: 'The spotlight is on you in this period: your energy, your looks and the way you carry yourself. A fresh start in how you present yourself comes naturally.',
        hi: 'इस अवधि में ध्यान आप पर है: आपकी ऊर्जा, आपका रूप-रंग और आपका व्यक्तित्व। खुद को नए ढंग से प्रस्तुत करने की शुरुआत सहज रूप से होगी।',
      },
      {
        en: 'Your own needs come first for a change. Take stock of how you feel, set one personal goal that matters, and let people see the confident side of you.',
        hi: 'इस बार अपनी ज़रूरतों को प्राथमिकता दें। अपने मन का हाल समझें, कोई एक निजी लक्ष्य तय करें और लोगों को अपना आत्मविश्वास से भरा रूप देखने दें।',
      },
    ],
    [
      {
        en: 'Family, savings and the words you choose are in focus. A kind sentence at home goes a long way, and small, sensible money habits bring steady comfort.',
        hi: 'परिवार, बचत और आपकी वाणी केंद्र में हैं। घर में कहा गया एक मीठा शब्द बहुत काम आता है, और पैसों की छोटी-छोटी समझदार आदतें स्थिर सुख देती हैं।',
      },
      {
        en: 'Attention turns to what you value and to those who share your table. Speak gently with family, watch household spending, and enjoy simple, good food together.',
        hi: 'ध्यान उन चीज़ों पर है जिन्हें आप मूल्यवान मानते हैं, और उन लोगों पर जिनके साथ आप भोजन करते हैं। परिवार से नरमी से बात करें और घरेलू खर्च पर नज़र रखें।',
      },
    ],
    [
      {
        en: 'Your courage and initiative are stirring. It is a good time to make the call you have been postponing, reach out to a brother or sister, and try something new.',
        hi: 'आपके भीतर साहस और पहल की भावना जाग रही है। जिस फ़ोन को टाल रहे थे, वह कर लें, भाई-बहनों से संपर्क करें और कुछ नया आज़माएँ।',
      },
      {
        en: 'Effort counts for more than luck in this period. Write, speak and take the first step yourself; siblings, neighbours and short outings can lift your spirits.',
        hi: 'इस अवधि में भाग्य से ज़्यादा मेहनत काम आएगी। लिखें, बोलें और पहला कदम खुद उठाएँ; भाई-बहन, पड़ोसी और छोटी यात्राएँ आपका मन प्रसन्न कर सकती हैं।',
      },
    ],
    [
      {
        en: 'Home and mother take centre stage. Spend unhurried time with family, tidy a corner of the house, and give yourself the quiet comfort of familiar places.',
        hi: 'घर और माँ इस समय केंद्र में हैं। परिवार के साथ इत्मीनान से समय बिताएँ, घर का कोई कोना सँवारें और जाने-पहचाने स्थानों के सुकून का आनंद लें।',
      },
      {
        en: "Your heart looks for roots and rest. Household matters, property or a vehicle may need attention; handle them calmly, and keep your mother's advice close.",
        hi: 'आपका मन अपनी जड़ों और विश्राम की तलाश में है। घरेलू काम, संपत्ति या वाहन से जुड़े मामले ध्यान माँग सकते हैं; इन्हें शांति से सुलझाएँ और माँ की सलाह याद रखें।',
      },
    ],
    [
      {
        en: 'Creativity, romance and children brighten this period. Make room for play, learning and heartfelt conversation, and share your ideas without waiting for them to be perfect.',
        hi: 'रचनात्मकता, प्रेम और संतान से जुड़ी खुशियाँ इस अवधि को रोशन करती हैं। खेल, पढ़ाई और दिल की बातों के लिए समय निकालें और अपने विचार खुलकर सामने रखें।',
      },
      {
        en: 'Your mind is lively and your heart is open. Study, a hobby, time with children or a little romance can bring real joy; follow what genuinely interests you.',
        hi: 'आपका मन जीवंत है और दिल खुला हुआ। पढ़ाई, कोई शौक, बच्चों के साथ समय या थोड़ा-सा रोमांस सच्ची खुशी दे सकता है; वही करें जो आपको सचमुच भाता हो।',
      },
    ],
    [
      {
        en: 'Daily routines, chores and small obstacles ask for attention. Clear pending tasks one by one, settle minor disputes politely, and you stay ahead of rivals.',
        hi: 'रोज़मर्रा की दिनचर्या, काम-काज और छोटी-मोटी बाधाएँ ध्यान माँगती हैं। लंबित काम एक-एक करके निपटाएँ और छोटे विवाद विनम्रता से सुलझाएँ, तो आप प्रतिस्पर्धियों से आगे रहेंगे।',
      },
      {
        en: 'This is a period for discipline rather than display. Organise your day, keep the promises you make to yourself, and deal with any debts or disagreements before they grow.',
        hi: 'यह दिखावे का नहीं, अनुशासन का समय है। अपने दिन को व्यवस्थित करें, खुद से किए वादे निभाएँ और किसी भी कर्ज़ या मतभेद को बढ़ने से पहले सँभाल लें।',
      },
    ],
    [
      {
        en: "Partners and close relationships are in focus. Listen as much as you speak, make room for your partner's view, and agreements made in good faith hold well.",
        hi: 'जीवनसाथी और करीबी रिश्ते केंद्र में हैं। जितना बोलें, उतना सुनें भी, साथी के नज़रिए को जगह दें; नेक नीयत से किए गए समझौते टिकाऊ साबित होते हैं।',
      },
      {
        en: 'Your life is shaped by the people beside you in this period. Spend time with your partner, meet others halfway, and take care over contracts or shared plans.',
        hi: 'इस अवधि में आपके साथ चलने वाले लोग ही आपके जीवन को आकार देते हैं। साथी के साथ समय बिताएँ, दूसरों से बीच का रास्ता निकालें और साझा योजनाओं में सावधानी रखें।',
      },
    ],
    [
      {
        en: 'A quieter, inward phase: unexpected changes may ask you to adjust. Keep private matters private, avoid hasty decisions, and use the time for reflection and research.',
        hi: 'यह शांत और भीतर की ओर मुड़ने वाला समय है: अचानक बदलाव आपसे तालमेल माँग सकते हैं। निजी बातें निजी रखें, जल्दबाज़ी के फ़ैसलों से बचें और चिंतन-मनन करें।',
      },
      {
        en: 'Things beneath the surface come up for review. Move patiently, double-check paperwork and joint finances, and trust that change also clears space for renewal.',
        hi: 'सतह के नीचे छिपी बातें समीक्षा के लिए सामने आती हैं। धैर्य से चलें, कागज़ात और साझा पैसों के मामले दोबारा जाँचें, और भरोसा रखें कि बदलाव नई शुरुआत के लिए जगह भी बनाता है।',
      },
    ],
    [
      {
        en: 'Fortune, faith and good counsel are in focus. Seek the blessings of elders, your father or a teacher, and give time to study, prayer or a meaningful journey.',
        hi: 'भाग्य, आस्था और अच्छी सलाह इस अवधि के केंद्र में हैं। बड़ों, पिता या गुरु का आशीर्वाद लें और अध्ययन, प्रार्थना या किसी सार्थक यात्रा को समय दें।',
      },
      {
        en: 'Your outlook widens in this period. Higher learning, spiritual practice and the guidance of mentors can open doors; act generously and trust your sense of what is right.',
        hi: 'इस अवधि में आपका दृष्टिकोण व्यापक होता है। उच्च शिक्षा, साधना और मार्गदर्शकों की सीख नए द्वार खोल सकती है; उदारता से काम लें और जो सही लगे उस पर भरोसा रखें।',
      },
    ],
    [
      {
        en: 'Your duties and public image are in the foreground. Take on responsibility gladly, let your work speak for you, and people in authority are likely to notice your efforts.',
        hi: 'आपके कर्तव्य और सामाजिक छवि सबसे आगे हैं। ज़िम्मेदारी खुशी से उठाएँ और अपने काम को खुद बोलने दें; अधिकारी वर्ग आपकी मेहनत पर ध्यान दे सकता है।',
      },
      {
        en: 'Action and reputation matter most. Focus on what you are accountable for, make practical decisions, and let steady, visible effort build the standing you want.',
        hi: 'कर्म और प्रतिष्ठा इस समय सबसे अहम हैं। जिन कामों के लिए आप जवाबदेह हैं उन पर ध्यान दें, व्यावहारिक फ़ैसले लें और लगातार, दिखने वाली मेहनत से अपनी साख बनाएँ।',
      },
    ],
    [
      {
        en: 'Friends, networks and long-held wishes are in focus. Say clearly what you hope for, accept help graciously, and small gains can add up to something satisfying.',
        hi: 'मित्र, संपर्क और लंबे समय से संजोई इच्छाएँ केंद्र में हैं। साफ़ कहें कि आप क्या चाहते हैं, मदद को शालीनता से स्वीकारें; छोटे-छोटे लाभ मिलकर संतोष दे सकते हैं।',
      },
      {
        en: 'Good company and useful contacts surround you. Reconnect with old friends, join a group that shares your interests, and let cooperation bring your plans closer.',
        hi: 'अच्छी संगत और काम के संपर्क आपके आसपास हैं। पुराने दोस्तों से फिर जुड़ें, समान रुचि वाले किसी समूह में शामिल हों और सहयोग से अपनी योजनाओं को करीब लाएँ।',
      },
    ],
    [
      {
        en: 'A gentle, inward period that favours rest, reflection and letting go. Keep expenses in check, sleep well, and give some time to prayer, meditation or quiet service.',
        hi: 'यह कोमल, अंतर्मुखी अवधि विश्राम, चिंतन और मोह छोड़ने के पक्ष में है। खर्च पर नियंत्रण रखें, अच्छी नींद लें और कुछ समय प्रार्थना, ध्यान या निःस्वार्थ सेवा को दें।',
      },
      {
        en: 'You may feel like stepping back from the noise, and that is fine. Recharge, plan rather than push, and consider charity; distant places may also be on your mind.',
        hi: 'शोर-शराबे से दूर रहने का मन कर सकता है, और इसमें कोई बुराई नहीं। ज़ोर लगाने के बजाय योजना बनाएँ, दान पर विचार करें; दूर देश की बातें भी मन में आ सकती हैं।',
      },
    ],
  ],
  profession: [
    [
      {
        en: 'Your working identity is in the spotlight. Take the initiative, present your ideas in person, and let your confidence show; people respond to the energy you bring.',
        hi: 'कार्यक्षेत्र में आपकी अपनी पहचान सुर्खियों में है। पहल करें, अपने विचार स्वयं सामने रखें और आत्मविश्वास झलकने दें; लोग आपकी ऊर्जा को सराहते हैं।',
      },
      {
        en: 'Your professional life mirrors your own drive in this period. Set the pace, take ownership of a project, and look after your energy so that ambition does not turn into strain.',
        hi: 'इस अवधि में आपका पेशेवर जीवन आपकी अपनी लगन का आईना है। गति खुद तय करें, किसी परियोजना की ज़िम्मेदारी लें और ऊर्जा का ध्यान रखें ताकि महत्वाकांक्षा तनाव न बने।',
      },
    ],
    [
      {
        en: 'Earnings, savings and the value of your work come into focus. Review what you are paid, speak persuasively but honestly, and build steady habits rather than chasing quick returns.',
        hi: 'कमाई, बचत और आपके काम का मूल्य केंद्र में है। अपने पारिश्रमिक की समीक्षा करें, ईमानदारी से प्रभावी बात रखें और जल्दी मुनाफ़े के पीछे भागने के बजाय स्थिर आदतें बनाएँ।',
      },
      {
        en: 'Your words carry weight at work. Negotiations, client conversations and family businesses benefit from patience; keep your accounts tidy and let careful budgeting support your plans.',
        hi: 'काम में आपके शब्दों का वज़न है। बातचीत, ग्राहकों से चर्चा और पारिवारिक व्यवसाय में धैर्य लाभ देता है; हिसाब-किताब साफ़ रखें और सोच-समझकर बजट बनाएँ।',
      },
    ],
    [
      {
        en: 'Initiative and communication drive your work. Send the proposal, make the pitch and follow up with colleagues; short business trips and paperwork move faster with your own effort.',
        hi: 'पहल और संवाद आपके काम को आगे बढ़ाते हैं। प्रस्ताव भेजें, अपनी बात रखें और सहकर्मियों से संपर्क बनाए रखें; छोटी व्यावसायिक यात्राएँ और कागज़ी काम आपकी मेहनत से तेज़ी पकड़ते हैं।',
      },
      {
        en: 'Courage counts at work in this period. Take on a task others avoid, use your skills in writing, media or sales, and keep your team informed as you go.',
        hi: 'इस अवधि में काम पर हिम्मत मायने रखती है। वह काम हाथ में लें जिससे दूसरे बचते हैं, लेखन, मीडिया या बिक्री के कौशल का उपयोग करें और टीम को जानकारी देते रहें।',
      },
    ],
    [
      {
        en: 'Work and home are closely tied. Working from home, property or family needs may shape your schedule; a calm, well-organised workspace helps you think clearly.',
        hi: 'काम और घर आपस में जुड़े हुए हैं। घर से काम, संपत्ति या पारिवारिक ज़रूरतें आपकी दिनचर्या तय कर सकती हैं; शांत और व्यवस्थित कार्यस्थल साफ़ सोचने में मदद करता है।',
      },
      {
        en: 'Stability matters more than speed in your career. Strengthen your foundations, improve your tools or workplace, and keep household worries out of your working hours.',
        hi: 'करियर में इस समय रफ़्तार से ज़्यादा स्थिरता ज़रूरी है। अपनी नींव मज़बूत करें, औज़ार या कार्यस्थल को बेहतर बनाएँ और घरेलू चिंताओं को काम के घंटों में न आने दें।',
      },
    ],
    [
      {
        en: 'Creative thinking sets your work apart. Bring fresh ideas to the table, learn a new skill and trust your judgement; speculative risks, however, deserve a sober second look.',
        hi: 'रचनात्मक सोच आपके काम को अलग पहचान देती है। नए विचार सामने लाएँ, कोई नया कौशल सीखें और अपनी समझ पर भरोसा करें; सट्टे जैसे जोखिमों पर ठंडे दिमाग से दोबारा सोचें।',
      },
      {
        en: 'Intelligence and planning are your best assets at work. Teaching, advising, design or strategy go well; enjoy the process, and weigh any risky venture with care.',
        hi: 'बुद्धि और योजना काम में आपकी सबसे बड़ी पूँजी हैं। अध्यापन, परामर्श, डिज़ाइन या रणनीति से जुड़े काम अच्छे चलते हैं; किसी भी जोखिम भरे उद्यम को सावधानी से तौलें।',
      },
    ],
    [
      {
        en: 'Hard work and competition define your working life. Stay organised, meet deadlines and serve reliably; rivals and obstacles tend to give way before patient, consistent effort.',
        hi: 'कड़ी मेहनत और प्रतिस्पर्धा आपके कामकाजी जीवन की पहचान हैं। व्यवस्थित रहें, समय-सीमा का पालन करें; धैर्य और निरंतर प्रयास के आगे विरोधी और बाधाएँ अक्सर पीछे हट जाते हैं।',
      },
      {
        en: 'Routine tasks, service and problem-solving are where you shine. Clear your backlog, handle disputes with tact and keep careful records; steady discipline brings quiet success.',
        hi: 'रोज़ के काम, सेवा और समस्याओं का हल निकालना आपकी खूबी बनती है। बकाया काम निपटाएँ, विवादों को समझदारी से सँभालें और रिकॉर्ड ठीक रखें; अनुशासन से चुपचाप सफलता मिलती है।',
      },
    ],
    [
      {
        en: 'Partnerships, clients and contracts are central to your work. Collaborate openly, read agreements carefully before signing, and let fair dealing strengthen your professional relationships.',
        hi: 'साझेदारी, ग्राहक और अनुबंध आपके काम के केंद्र में हैं। खुलकर सहयोग करें, हस्ताक्षर से पहले समझौते ध्यान से पढ़ें और निष्पक्ष व्यवहार से पेशेवर रिश्ते मज़बूत करें।',
      },
      {
        en: 'Working with others brings results in this period. Meetings, negotiations and joint projects need your attention; listen to your partners and keep expectations clear on both sides.',
        hi: 'इस अवधि में दूसरों के साथ मिलकर काम करने से नतीजे मिलते हैं। बैठकें, बातचीत और संयुक्त परियोजनाएँ ध्यान माँगती हैं; साझेदारों की सुनें और दोनों तरफ़ की अपेक्षाएँ स्पष्ट रखें।',
      },
    ],
    [
      {
        en: 'Your work may bring sudden changes or shifts behind the scenes. Stay flexible, protect confidential information and avoid needless risks; research and investigation suit you well.',
        hi: 'काम में अचानक बदलाव या परदे के पीछे हलचल हो सकती है। लचीले रहें, गोपनीय जानकारी सुरक्षित रखें और अनावश्यक जोखिम से बचें; शोध और जाँच-पड़ताल के काम आपको खूब जँचते हैं।',
      },
      {
        en: 'This is a time to dig deep rather than show off. Review your tasks, check the details of any funds or insurance, and let patience carry you through surprises.',
        hi: 'इस समय दिखावे से ज़्यादा गहराई में उतरना ठीक रहेगा। अपने कामों की समीक्षा करें, किसी फ़ंड या बीमा के ब्योरे जाँचें और अप्रत्याशित घटनाओं में धैर्य को अपना सहारा बनाएँ।',
      },
    ],
    [
      {
        en: 'Good fortune and wise guidance support your career. Learn from a mentor, consider higher studies or training, and let ethical choices build a reputation that lasts.',
        hi: 'भाग्य और समझदार मार्गदर्शन आपके करियर को सहारा देते हैं। किसी वरिष्ठ से सीखें, उच्च शिक्षा या प्रशिक्षण पर विचार करें और नैतिक फ़ैसलों से स्थायी साख बनाएँ।',
      },
      {
        en: 'Your professional horizon expands. Work involving teaching, law, publishing, travel or distant connections looks promising; respect seniors and let your principles guide decisions.',
        hi: 'आपका पेशेवर क्षितिज फैल रहा है। अध्यापन, कानून, प्रकाशन, यात्रा या दूर के संपर्कों से जुड़े काम आशाजनक दिखते हैं; बड़ों का सम्मान करें और सिद्धांतों के आधार पर निर्णय लें।',
      },
    ],
    [
      {
        en: 'Your career is in sharp focus. Responsibilities grow, and so does your visibility; give your best, lead where you are asked to, and recognition for your efforts can follow.',
        hi: 'आपका करियर पूरी तरह केंद्र में है। ज़िम्मेदारियाँ बढ़ती हैं और आपकी पहचान भी; अपना सर्वश्रेष्ठ दें, जहाँ कहा जाए वहाँ नेतृत्व करें, तो मेहनत की सराहना मिल सकती है।',
      },
      {
        en: 'Status and achievement are highlighted in this period. Set clear goals, deal professionally with superiors, and let solid, visible results speak louder than words.',
        hi: 'इस अवधि में पद और उपलब्धि पर ज़ोर है। स्पष्ट लक्ष्य तय करें, वरिष्ठों से पेशेवर ढंग से पेश आएँ और ठोस, दिखने वाले नतीजों को शब्दों से ज़्यादा बोलने दें।',
      },
    ],
    [
      {
        en: 'Networks and teamwork bring rewards at work. Reach out to colleagues and contacts, share credit generously, and efforts you made earlier can start showing tangible gains.',
        hi: 'काम में संपर्क और टीमवर्क फल देते हैं। सहकर्मियों और परिचितों से जुड़ें, श्रेय उदारता से बाँटें; पहले किए गए प्रयास अब ठोस लाभ के रूप में दिखने लग सकते हैं।',
      },
      {
        en: 'Professional goals move closer with the help of others. Join forces with a group, take part in meetings and state your ambitions plainly; income and support may grow together.',
        hi: 'दूसरों की मदद से पेशेवर लक्ष्य करीब आते हैं। किसी समूह के साथ मिलकर काम करें, बैठकों में भाग लें और अपनी महत्वाकांक्षा साफ़ बताएँ; आय और सहयोग साथ-साथ बढ़ सकते हैं।',
      },
    ],
    [
      {
        en: 'Work may feel slower or happen behind the scenes. Plan carefully, keep expenses under control and use the time to prepare; foreign or distant connections can be helpful.',
        hi: 'काम धीमा लग सकता है या परदे के पीछे चल सकता है। सोच-समझकर योजना बनाएँ, खर्च पर लगाम रखें और समय तैयारी में लगाएँ; विदेश या दूर के संपर्क मददगार हो सकते हैं।',
      },
      {
        en: 'A period for quiet, thorough work rather than the limelight. Finish old projects, avoid overcommitting, and give yourself proper rest so that you return stronger.',
        hi: 'यह सुर्खियों का नहीं, शांत और गहन काम का समय है। पुरानी परियोजनाएँ पूरी करें, ज़रूरत से ज़्यादा वादे न करें और भरपूर आराम लें, ताकि आप और मज़बूत होकर लौटें।',
      },
    ],
  ],
  health: [
    [
      {
        en: 'Your body and vitality are in focus. Keep a steady routine of movement, fresh air and rest, and listen early to what your body is telling you.',
        hi: 'आपका शरीर और स्फूर्ति केंद्र में हैं। चलने-फिरने, ताज़ी हवा और आराम की नियमित दिनचर्या रखें, और शरीर के संकेतों को समय रहते सुनें।',
      },
      {
        en: 'Your energy reflects how well you look after yourself. Start the day gently, eat simply, and if a symptom lingers, see a doctor rather than guessing.',
        hi: 'आपकी ऊर्जा इस पर निर्भर है कि आप अपना कितना ध्यान रखते हैं। दिन की शुरुआत आराम से करें, सादा भोजन लें और कोई तकलीफ़ बनी रहे तो अंदाज़ा लगाने के बजाय डॉक्टर से मिलें।',
      },
    ],
    [
      {
        en: 'Food and speech are closely linked to your well-being. Eat balanced, home-cooked meals, drink enough water, and take care of your teeth, throat and eyes.',
        hi: 'भोजन और वाणी का सीधा असर आपकी सेहत पर है। घर का बना संतुलित भोजन करें, पर्याप्त पानी पिएँ और दाँत, गले व आँखों का ध्यान रखें।',
      },
      {
        en: 'What you eat shapes how you feel in this period. Avoid overeating and rich food, keep regular mealtimes, and enjoy your meals calmly with family.',
        hi: 'इस अवधि में आप जो खाते हैं, वही तय करता है कि आप कैसा महसूस करेंगे। ज़्यादा और गरिष्ठ भोजन से बचें, खाने का समय नियमित रखें और परिवार के साथ शांति से भोजन करें।',
      },
    ],
    [
      {
        en: 'You have good energy and stamina for staying active. Walking, stretching or a sport you enjoy can lift your mood; mind your shoulders and arms when you exert yourself.',
        hi: 'सक्रिय रहने के लिए आपमें अच्छी ऊर्जा और दमखम है। टहलना, स्ट्रेचिंग या कोई पसंदीदा खेल मन को तरोताज़ा कर सकता है; ज़ोर लगाते समय कंधों और बाँहों का ध्यान रखें।',
      },
      {
        en: 'Your drive is strong, so channel it into exercise rather than restlessness. Breathe deeply, stay active with friends or siblings, and avoid pushing past sensible limits.',
        hi: 'आपके भीतर जोश है, उसे बेचैनी के बजाय व्यायाम में लगाएँ। गहरी साँस लें, दोस्तों या भाई-बहनों के साथ सक्रिय रहें और समझदारी की सीमा से आगे ज़ोर न डालें।',
      },
    ],
    [
      {
        en: 'Peace of mind supports your physical health in this period. Rest well at home, keep your surroundings clean and airy, and look after your chest and breathing.',
        hi: 'इस अवधि में मन की शांति शरीर की सेहत को सहारा देती है। घर पर भरपूर आराम करें, आसपास साफ़-सफ़ाई और ताज़ी हवा रखें और छाती व साँस का ध्यान रखें।',
      },
      {
        en: 'Emotional comfort matters for your well-being. Create a calm evening routine, spend time with family, and do not let worries about home disturb your sleep.',
        hi: 'आपकी सेहत के लिए भावनात्मक सुकून ज़रूरी है। शाम की शांत दिनचर्या बनाएँ, परिवार के साथ समय बिताएँ और घर की चिंताओं को अपनी नींद न बिगाड़ने दें।',
      },
    ],
    [
      {
        en: 'Joy and lightness do you a lot of good in this period. Make time for hobbies and laughter, go easy on sweets, and keep an eye on your digestion.',
        hi: 'इस अवधि में हल्कापन और खुशी आपके लिए बहुत अच्छे हैं। शौक और हँसी के लिए समय निकालें, मिठाइयाँ कम करें और अपने पाचन पर नज़र रखें।',
      },
      {
        en: "A happy heart helps a healthy body. Avoid stressing over studies or children's matters, take mindful breaks, and enjoy creative activities that relax you.",
        hi: 'प्रसन्न मन स्वस्थ शरीर का साथी है। पढ़ाई या बच्चों से जुड़ी बातों पर तनाव न लें, बीच-बीच में सजग होकर विराम लें और मन को सुकून देने वाले रचनात्मक काम करें।',
      },
    ],
    [
      {
        en: 'Routines, digestion and discipline are in focus. Regular meals, a fixed bedtime and daily exercise keep you strong; small habits kept faithfully make a real difference.',
        hi: 'दिनचर्या, पाचन और अनुशासन पर ध्यान है। नियमित भोजन, सोने का तय समय और रोज़ का व्यायाम आपको मज़बूत रखते हैं; निष्ठा से निभाई गई छोटी आदतें बड़ा फ़र्क लाती हैं।',
      },
      {
        en: 'A good period for building healthy habits. Tidy up your diet, keep to a schedule and deal promptly with minor complaints; for anything persistent, consult a doctor.',
        hi: 'सेहतमंद आदतें बनाने के लिए यह अच्छा समय है। खान-पान सुधारें, समय-सारिणी पर टिके रहें और छोटी तकलीफ़ों पर तुरंत ध्यान दें; कोई परेशानी बनी रहे तो डॉक्टर से सलाह लें।',
      },
    ],
    [
      {
        en: "Your well-being depends on balancing your own needs with others' demands. Share responsibilities, drink plenty of water, and exercise with a partner or friend for motivation.",
        hi: 'आपकी सेहत अपनी ज़रूरतों और दूसरों की माँगों के बीच संतुलन पर टिकी है। ज़िम्मेदारियाँ बाँटें, भरपूर पानी पिएँ और प्रेरणा के लिए साथी या मित्र के साथ व्यायाम करें।',
      },
      {
        en: 'Relationships influence how you feel in this period. Keep harmony at home, avoid too many late nights out, and make healthy choices together with the people close to you.',
        hi: 'इस अवधि में रिश्ते आपके तन-मन पर असर डालते हैं। घर में सामंजस्य रखें, देर रात तक बाहर रहने से बचें और अपनों के साथ मिलकर सेहतमंद विकल्प चुनें।',
      },
    ],
    [
      {
        en: 'A time to slow down and take sensible precautions. Avoid risky activities, drive carefully, and if something in your body worries you, get it checked without delay.',
        hi: 'रफ़्तार धीमी करने और समझदारी भरी सावधानी बरतने का समय है। जोखिम भरे कामों से बचें, सँभलकर वाहन चलाएँ, और शरीर में कुछ चिंताजनक लगे तो बिना देर किए जाँच कराएँ।',
      },
      {
        en: 'Your body benefits from rest and gentle care in this period. Reduce stress, keep your routines regular, and book a routine check-up if one is due.',
        hi: 'इस अवधि में आराम और कोमल देखभाल आपके लिए लाभकारी है। तनाव कम करें, दिनचर्या नियमित रखें और अगर कोई नियमित जाँच बाकी हो तो उसे करवा लें।',
      },
    ],
    [
      {
        en: 'Faith, optimism and a fresh perspective help you feel better. Walks in nature, yoga or a pilgrimage can refresh body and mind; take care of your hips and legs.',
        hi: 'आस्था, आशावाद और नए नज़रिए से आप बेहतर महसूस करते हैं। प्रकृति में सैर, योग या तीर्थयात्रा तन-मन दोनों को ताज़ा कर सकती है; कूल्हों और पैरों का ध्यान रखें।',
      },
      {
        en: 'A hopeful outlook supports your health. Follow the sensible advice of elders, keep a balanced diet while travelling, and let prayer or meditation calm your mind.',
        hi: 'आशा भरा दृष्टिकोण आपकी सेहत का सहारा है। बड़ों की समझदारी भरी सलाह मानें, यात्रा में भी संतुलित भोजन लें और प्रार्थना या ध्यान से मन को शांत करें।',
      },
    ],
    [
      {
        en: 'Work pressure can affect your health in this period. Take regular breaks, protect your sleep, and look after your knees and joints while you keep up with your duties.',
        hi: 'इस अवधि में काम का दबाव सेहत पर असर डाल सकता है। नियमित विराम लें, नींद से समझौता न करें और ज़िम्मेदारियाँ निभाते हुए घुटनों व जोड़ों का ध्यान रखें।',
      },
      {
        en: 'Your busy schedule needs a healthy rhythm. Plan meals and exercise into your day as seriously as your meetings, and do not ignore the signs of tiredness.',
        hi: 'व्यस्त कार्यक्रम को एक सेहतमंद लय चाहिए। भोजन और व्यायाम को दिन की योजना में बैठकों जितनी गंभीरता से शामिल करें और थकान के संकेतों को नज़रअंदाज़ न करें।',
      },
    ],
    [
      {
        en: 'Your energy tends to pick up in this period. Join a group activity, walk with friends, and keep up the habits that are already working well for you.',
        hi: 'इस अवधि में आपकी ऊर्जा बढ़ने लगती है। किसी सामूहिक गतिविधि में शामिल हों, दोस्तों के साथ टहलें और उन आदतों को जारी रखें जो पहले से आपके लिए अच्छी साबित हो रही हैं।',
      },
      {
        en: 'Good company supports good health. Share fitness goals with friends, celebrate small improvements, and take care of your calves and ankles when you exercise.',
        hi: 'अच्छी संगत अच्छी सेहत में मदद करती है। दोस्तों के साथ फ़िटनेस के लक्ष्य बाँटें, छोटे-छोटे सुधारों की खुशी मनाएँ और व्यायाम के दौरान पिंडलियों व टखनों का ध्यान रखें।',
      },
    ],
    [
      {
        en: 'Rest and sleep deserve priority in this period. Wind down early, limit screen time at night, and let meditation or quiet moments restore your energy.',
        hi: 'इस अवधि में आराम और नींद को प्राथमिकता दें। रात को जल्दी सुस्ताना शुरू करें, स्क्रीन का समय कम करें और ध्यान या शांत पलों से अपनी ऊर्जा लौटाएँ।',
      },
      {
        en: 'Hidden tiredness may catch up with you, so slow the pace. Do not spend your energy needlessly, look after your feet and eyes, and seek medical advice if needed.',
        hi: 'छिपी हुई थकान सामने आ सकती है, इसलिए गति धीमी करें। अपनी ऊर्जा बेवजह न खपाएँ, पैरों और आँखों का ध्यान रखें और ज़रूरत हो तो डॉक्टर की सलाह लें।',
      },
    ],
  ],
  emotions: [
    [
      {
        en: 'Your feelings are close to the surface and easy to read. Express yourself honestly, treat yourself kindly, and let your natural charm draw warmth from others.',
        hi: 'आपकी भावनाएँ सतह के करीब हैं और आसानी से झलकती हैं। ईमानदारी से खुद को व्यक्त करें, अपने प्रति दयालु रहें और अपने सहज आकर्षण से दूसरों का स्नेह पाएँ।',
      },
      {
        en: 'You understand your own heart better in this period. Notice your moods without judging them, care for yourself first, and affection will flow more easily towards you.',
        hi: 'इस अवधि में आप अपने मन को बेहतर समझते हैं। अपने मूड को बिना परखे देखें, पहले अपना ख्याल रखें, तो स्नेह भी सहजता से आपकी ओर आएगा।',
      },
    ],
    [
      {
        en: 'Family bonds and kind words nourish your heart. Share a meal with loved ones, speak softly in tense moments, and value the security you already have.',
        hi: 'पारिवारिक रिश्ते और मीठे बोल आपके मन को पोषण देते हैं। अपनों के साथ भोजन करें, तनाव के पलों में नरमी से बोलें और जो सुरक्षा आपके पास है उसकी कद्र करें।',
      },
      {
        en: 'Your emotional comfort is tied to family and shared traditions. A sweet word, a favourite dish or a small gift can mend feelings and bring people closer.',
        hi: 'आपका भावनात्मक सुकून परिवार और साझा परंपराओं से जुड़ा है। एक मीठा शब्द, कोई पसंदीदा व्यंजन या छोटा-सा उपहार मन की दूरियाँ मिटाकर लोगों को करीब ला सकता है।',
      },
    ],
    [
      {
        en: 'You feel braver about saying what is in your heart. Reach out with a message or a call, reconnect with siblings, and let light conversation lift your mood.',
        hi: 'दिल की बात कहने का साहस बढ़ा हुआ है। किसी संदेश या फ़ोन से संपर्क करें, भाई-बहनों से फिर जुड़ें और हल्की-फुल्की बातचीत से मन हल्का करें।',
      },
      {
        en: 'Expressing feelings through words, music or writing brings relief. Take the first step in a relationship that matters, and enjoy short, cheerful outings with dear ones.',
        hi: 'शब्दों, संगीत या लेखन के ज़रिए भावनाएँ व्यक्त करने से राहत मिलती है। किसी अहम रिश्ते में पहला कदम बढ़ाएँ और प्रियजनों के साथ छोटी, खुशनुमा सैर का आनंद लें।',
      },
    ],
    [
      {
        en: 'Home and mother are at the centre of your emotional world. Find inner peace in family time, a tidy home and the familiar comforts that steady your heart.',
        hi: 'घर और माँ आपकी भावनात्मक दुनिया के केंद्र में हैं। परिवार के साथ समय, सुव्यवस्थित घर और जाने-पहचाने सुखों में वह भीतरी शांति खोजें जो मन को स्थिर करती है।',
      },
      {
        en: 'Your heart longs for comfort and belonging in this period. Spend time with your mother or the elders at home, and make your living space a place of peace.',
        hi: 'इस अवधि में आपका मन अपनापन और सुकून चाहता है। माँ या घर के बड़ों के साथ समय बिताएँ और अपने रहने की जगह को शांति का ठिकाना बनाएँ।',
      },
    ],
    [
      {
        en: 'Romance, creativity and joy are highlighted. Let your playful side come out, spend happy time with children, and express love in simple, sincere ways.',
        hi: 'प्रेम, रचनात्मकता और आनंद पर ज़ोर है। अपने चंचल स्वभाव को खुलकर सामने आने दें, बच्चों के साथ खुशी के पल बिताएँ और सरल, सच्चे ढंग से प्यार जताएँ।',
      },
      {
        en: 'Your heart is open to love and inspiration. A creative hobby, a date with someone dear or warm time with your children can fill you with genuine happiness.',
        hi: 'आपका दिल प्रेम और प्रेरणा के लिए खुला है। कोई रचनात्मक शौक, प्रिय के साथ मुलाकात या बच्चों के साथ बिताया आत्मीय समय आपको सच्ची खुशी से भर सकता है।',
      },
    ],
    [
      {
        en: 'Small irritations may test your patience. Avoid arguing over trifles, show care through practical help, and keep your mood steady with rest and regular habits.',
        hi: 'छोटी-छोटी खीझ आपके धैर्य की परीक्षा ले सकती है। मामूली बातों पर बहस न करें, व्यावहारिक मदद से परवाह जताएँ और आराम व नियमित आदतों से मन को स्थिर रखें।',
      },
      {
        en: 'Feelings may get tangled in daily chores and minor disputes. Be kind yet firm, do not carry work stress home, and help others without expecting thanks.',
        hi: 'रोज़ के कामों और छोटे विवादों में भावनाएँ उलझ सकती हैं। नरम पर दृढ़ रहें, दफ़्तर का तनाव घर न लाएँ और बदले में धन्यवाद की अपेक्षा किए बिना दूसरों की मदद करें।',
      },
    ],
    [
      {
        en: 'Love and partnership are in the spotlight. Give your spouse or partner your full attention, clear up misunderstandings gently, and let shared plans bring you closer.',
        hi: 'प्रेम और साझेदारी सुर्खियों में हैं। जीवनसाथी या साथी को पूरा ध्यान दें, गलतफ़हमियाँ नरमी से सुलझाएँ और साझा योजनाओं से एक-दूसरे के और करीब आएँ।',
      },
      {
        en: 'Relationships mirror your feelings in this period. Listen with an open heart and offer affection freely; matters of marriage or commitment can move forward with mutual respect.',
        hi: 'इस अवधि में रिश्ते आपकी भावनाओं का आईना हैं। खुले दिल से सुनें, स्नेह खुलकर दें; विवाह या प्रतिबद्धता से जुड़ी बातें आपसी सम्मान के साथ आगे बढ़ सकती हैं।',
      },
    ],
    [
      {
        en: 'Deep emotions and hidden worries may surface. Be honest with yourself, share your concerns with someone you trust, and keep jealousy and secrecy out of love.',
        hi: 'गहरी भावनाएँ और छिपी चिंताएँ उभर सकती हैं। खुद से ईमानदार रहें, किसी भरोसेमंद व्यक्ति से मन की बात कहें और प्रेम में ईर्ष्या या छिपाव से दूर रहें।',
      },
      {
        en: "An intense, transforming phase for the heart. Let old hurts go, be patient with a partner's silence, and remember that openness can deepen real closeness.",
        hi: 'दिल के लिए यह गहन और बदलाव भरा दौर है। पुरानी चोटों को जाने दें, साथी की चुप्पी के प्रति धैर्य रखें और याद रखें कि खुलापन सच्ची आत्मीयता को गहरा करता है।',
      },
    ],
    [
      {
        en: 'Faith and generosity lift your spirits. Time with elders, teachers or a spiritual community fills your heart, and a journey with loved ones feels special.',
        hi: 'आस्था और उदारता आपका मनोबल बढ़ाती हैं। बड़ों, गुरुजनों या सत्संग के साथ बिताया समय मन भर देता है, और प्रियजनों के साथ की गई यात्रा खास लगती है।',
      },
      {
        en: 'Your heart finds meaning in higher things in this period. Blessings from your father or a mentor, acts of charity and prayer bring you quiet contentment.',
        hi: 'इस अवधि में आपका मन ऊँचे मूल्यों में अर्थ खोजता है। पिता या मार्गदर्शक का आशीर्वाद, दान-पुण्य और प्रार्थना आपको शांत भावनात्मक संतोष देते हैं।',
      },
    ],
    [
      {
        en: 'Work and duty may crowd your emotional life. Balance ambition with affection, let your loved ones know they matter, and keep professional tension away from your relationships.',
        hi: 'काम और कर्तव्य आपकी भावनात्मक ज़िंदगी में भीड़ बढ़ा सकते हैं। महत्वाकांक्षा और स्नेह में संतुलन रखें, अपनों को जताएँ कि वे अहम हैं और काम की खींचतान को रिश्तों पर हावी न होने दें।',
      },
      {
        en: 'Your feelings are tied to achievement and recognition in this period. Celebrate progress with the people who support you, and keep time aside for tenderness.',
        hi: 'इस अवधि में आपकी भावनाएँ उपलब्धि और सराहना से जुड़ी हैं। जो लोग आपका साथ देते हैं उनके साथ प्रगति का जश्न मनाएँ और कोमल पलों के लिए समय अलग रखें।',
      },
    ],
    [
      {
        en: 'Friendship and social warmth brighten your heart. Meet friends, enjoy gatherings, and notice how a long-held wish in love or family life can move closer.',
        hi: 'दोस्ती और मेल-जोल की गर्माहट मन को रोशन करती है। मित्रों से मिलें, समारोहों का आनंद लें और देखें कि प्रेम या परिवार से जुड़ी कोई पुरानी इच्छा कैसे करीब आती है।',
      },
      {
        en: 'You feel supported and appreciated. Old friends may return, new bonds can bloom, and affection offered freely comes back to you in happy ways.',
        hi: 'आपको अपनों का साथ और सराहना मिलती महसूस होती है। पुराने दोस्त लौट सकते हैं, नए रिश्ते खिल सकते हैं, और खुले मन से दिया स्नेह खुशी बनकर लौटता है।',
      },
    ],
    [
      {
        en: 'You may need solitude to sort through your feelings. Rest, pray or meditate, spend thoughtfully on comforts, and value quiet intimacy over grand gestures.',
        hi: 'अपनी भावनाओं को समझने के लिए आपको एकांत की ज़रूरत हो सकती है। आराम करें, प्रार्थना या ध्यान करें और बड़े दिखावे से ज़्यादा शांत निकटता को महत्व दें।',
      },
      {
        en: 'Emotions turn inward in this period. Let go of what no longer serves you, forgive where you can, and find calm in service or a quiet retreat.',
        hi: 'इस अवधि में भावनाएँ भीतर की ओर मुड़ती हैं। जो अब काम का नहीं, उसे जाने दें, जहाँ हो सके माफ़ करें और सेवा या किसी शांत एकांतवास में सुकून पाएँ।',
      },
    ],
  ],
  travel: [
    [
      {
        en: 'You feel restless and ready to move. Trips you plan yourself go best, so choose your own route, pack light and stay open to new experiences.',
        hi: 'आप बेचैन हैं और निकल पड़ने को तैयार। जो यात्रा आप खुद तय करते हैं वही सबसे अच्छी रहती है, इसलिए अपना रास्ता चुनें, हल्का सामान रखें और नए अनुभवों के लिए तैयार रहें।',
      },
      {
        en: 'Being on the move energises you in this period. Take short journeys that refresh your mind, and keep your documents and personal belongings close at hand.',
        hi: 'इस अवधि में चलना-फिरना आपको ऊर्जा देता है। मन को ताज़ा करने वाली छोटी यात्राएँ करें और अपने दस्तावेज़ व निजी सामान हमेशा पास रखें।',
      },
    ],
    [
      {
        en: 'Travel is tied to family or money matters. You may visit relatives or go somewhere for work that affects your income; budget carefully and carry home-cooked food if you can.',
        hi: 'यात्राएँ परिवार या पैसों के मामलों से जुड़ी हैं। रिश्तेदारों से मिलने या आमदनी से जुड़े काम से जाना हो सकता है; बजट सोच-समझकर बनाएँ और हो सके तो घर का खाना साथ रखें।',
      },
      {
        en: 'Journeys may centre on family gatherings or financial errands. Plan expenses in advance, keep valuables safe, and enjoy the local flavours along the way.',
        hi: 'सफ़र पारिवारिक आयोजनों या आर्थिक कामकाज के इर्द-गिर्द घूम सकता है। खर्च की योजना पहले से बनाएँ, कीमती सामान सुरक्षित रखें और रास्ते में स्थानीय स्वाद का आनंद लें।',
      },
    ],
    [
      {
        en: 'Short trips, errands and communication are highlighted. Local travel, visits to siblings or neighbours and quick business runs go smoothly with a little planning.',
        hi: 'छोटी यात्राएँ, भाग-दौड़ के काम और बातचीत पर ज़ोर है। स्थानीय आवाजाही, भाई-बहनों या पड़ोसियों से मिलना और काम के छोटे चक्कर थोड़ी योजना से आसानी से निपटते हैं।',
      },
      {
        en: 'You are often on the move in this period. Calls, messages and brief outings keep you busy; check your timings and enjoy the variety they bring.',
        hi: 'इस अवधि में आप अक्सर आते-जाते रहेंगे। फ़ोन, संदेश और छोटी-छोटी सैर आपको व्यस्त रखेंगी; समय-सारिणी जाँच लें और इस विविधता का आनंद लें।',
      },
    ],
    [
      {
        en: "Travel is likely to stay close to home or be connected with property and family. A visit to your home town or your mother's place can feel deeply comforting.",
        hi: 'यात्राएँ घर के आसपास या संपत्ति और परिवार से जुड़ी रहने की संभावना है। अपने पैतृक गाँव-शहर या माँ के घर जाना मन को गहरा सुकून दे सकता है।',
      },
      {
        en: 'Staying near home suits you better than long trips. If you do travel, look after your vehicle, and consider family needs before you make plans.',
        hi: 'लंबी यात्राओं के बजाय घर के पास रहना आपके लिए बेहतर है। अगर सफ़र करें तो वाहन की देखभाल करें और योजना बनाने से पहले पारिवारिक ज़रूरतों पर विचार करें।',
      },
    ],
    [
      {
        en: 'Leisure trips and outings with children or a loved one are favoured. Visit a place that inspires your creativity, and let travel be about joy rather than tasks.',
        hi: 'घूमने-फिरने और बच्चों या प्रियजन के साथ सैर-सपाटे के योग हैं। कोई ऐसी जगह जाएँ जो आपकी रचनात्मकता जगाए, और यात्रा को काम नहीं, आनंद का ज़रिया बनाएँ।',
      },
      {
        en: 'A holiday, an educational trip or a romantic outing can refresh your heart. Plan something fun, keep spending sensible, and enjoy the journey itself.',
        hi: 'छुट्टियाँ, शैक्षिक भ्रमण या प्रिय के साथ रोमांटिक सैर आपके मन को ताज़ा कर सकती है। कुछ मज़ेदार योजना बनाएँ, खर्च समझदारी से करें और सफ़र का भी आनंद लें।',
      },
    ],
    [
      {
        en: 'Travel is likely to be routine or work-related, such as commuting or official errands. Keep your health in mind on the road and carry what you need.',
        hi: 'यात्राएँ रोज़मर्रा या काम-काज से जुड़ी रहने की संभावना है, जैसे दफ़्तर आना-जाना या सरकारी काम। रास्ते में सेहत का ध्यान रखें और ज़रूरी चीज़ें साथ रखें।',
      },
      {
        en: 'Journeys may feel more like duty than adventure in this period. Keep schedules tight, avoid disputes with fellow travellers, and take simple care with food and water.',
        hi: 'इस अवधि में सफ़र रोमांच से ज़्यादा कर्तव्य जैसा लग सकता है। कार्यक्रम कसकर बनाएँ, सहयात्रियों से विवाद से बचें और खान-पान में साधारण सावधानी बरतें।',
      },
    ],
    [
      {
        en: 'Travel with a partner or for business meetings is in focus. Make plans together, confirm bookings carefully, and let shared journeys strengthen your bonds.',
        hi: 'जीवनसाथी के साथ या व्यावसायिक बैठकों के लिए यात्रा पर ध्यान है। योजनाएँ मिलकर बनाएँ, बुकिंग ध्यान से पक्की करें और साझा सफ़र से रिश्तों को मज़बूत होने दें।',
      },
      {
        en: "Journeys connected with partnerships, clients or marriage matters are likely. Be flexible about others' schedules, and settle the details early for a smooth trip.",
        hi: 'साझेदारी, ग्राहकों या विवाह संबंधी मामलों से जुड़ी यात्राओं की संभावना है। दूसरों के कार्यक्रम के प्रति लचीले रहें और सुगम यात्रा के लिए बातें पहले से स्पष्ट कर लें।',
      },
    ],
    [
      {
        en: 'Plans may change suddenly, so keep them flexible. Avoid needless risks on the road, double-check tickets and documents, and carry a little extra money for emergencies.',
        hi: 'योजनाएँ अचानक बदल सकती हैं, इसलिए उन्हें लचीला रखें। रास्ते में अनावश्यक जोखिम से बचें, टिकट और दस्तावेज़ दोबारा जाँचें और आपात स्थिति के लिए कुछ अतिरिक्त पैसे साथ रखें।',
      },
      {
        en: 'Travel calls for extra care in this period. Postpone what is not essential, be patient with delays, and choose safe, reliable transport over speed.',
        hi: 'इस अवधि में यात्रा में खास सावधानी चाहिए। जो ज़रूरी न हो उसे टाल दें, देरी होने पर धैर्य रखें और तेज़ी के बजाय सुरक्षित, भरोसेमंद साधन चुनें।',
      },
    ],
    [
      {
        en: 'Long journeys and pilgrimage are highlighted. A trip to a holy place, studies far from home or travel with elders can bring blessings and broaden your outlook.',
        hi: 'लंबी यात्राएँ और तीर्थयात्रा पर ज़ोर है। किसी पवित्र स्थान की यात्रा, घर से दूर पढ़ाई या बड़ों के साथ सफ़र आशीर्वाद ला सकता है और आपका दृष्टिकोण विस्तृत कर सकता है।',
      },
      {
        en: 'Distant places call to you. Travel for faith, learning or culture is favoured, and what you experience can shape your thinking in lasting ways.',
        hi: 'दूर के स्थान आपको पुकार रहे हैं। आस्था, शिक्षा या संस्कृति के लिए की गई यात्राएँ अनुकूल हैं, और ये अनुभव आपकी सोच पर लंबे समय तक असर छोड़ सकते हैं।',
      },
    ],
    [
      {
        en: 'Work-related travel is likely. Business trips, site visits or meetings in other cities can advance your career; keep your focus and represent yourself well.',
        hi: 'काम से जुड़ी यात्राओं की संभावना है। व्यावसायिक दौरे, साइट विज़िट या दूसरे शहरों में बैठकें करियर को आगे बढ़ा सकती हैं; लक्ष्य पर ध्यान रखें और खुद को अच्छे से प्रस्तुत करें।',
      },
      {
        en: 'Journeys in this period tend to serve your professional goals. Plan around your duties, be punctual, and use every trip to build useful connections.',
        hi: 'इस अवधि में यात्राएँ आपके पेशेवर लक्ष्यों के काम आती हैं। कर्तव्यों के हिसाब से योजना बनाएँ, समय के पाबंद रहें और हर सफ़र से उपयोगी संपर्क बनाएँ।',
      },
    ],
    [
      {
        en: 'Travel brings gains and pleasant company. Trips with friends, networking events or group tours are favoured, and a journey you have long wished for may come together.',
        hi: 'यात्रा से लाभ और सुखद संगत मिलती है। दोस्तों के साथ सफ़र, नेटवर्किंग के आयोजन या समूह यात्राएँ अनुकूल हैं, और लंबे समय से चाही गई कोई यात्रा बन सकती है।',
      },
      {
        en: 'Journeys connected with friends, social circles or income look rewarding. Say yes to good invitations, and enjoy the new contacts that travel brings.',
        hi: 'मित्रों, सामाजिक दायरे या आमदनी से जुड़ी यात्राएँ फ़ायदेमंद दिखती हैं। अच्छे निमंत्रणों को हाँ कहें और सफ़र से मिलने वाले नए संपर्कों का आनंद लें।',
      },
    ],
    [
      {
        en: 'Faraway places and foreign lands are in focus. Travel abroad, a stay at an ashram or a quiet getaway is possible; plan your budget carefully, as costs can rise.',
        hi: 'दूर देश और विदेश से जुड़े मामले केंद्र में हैं। विदेश यात्रा, किसी आश्रम में प्रवास या शांत छुट्टी संभव है; बजट सावधानी से बनाएँ, क्योंकि खर्च बढ़ सकता है।',
      },
      {
        en: 'A journey for rest, for spiritual reasons or for work overseas may take shape. Keep your paperwork in order, avoid overspending, and make time to truly unwind.',
        hi: 'आराम, आध्यात्मिक कारणों या विदेश में काम के लिए कोई यात्रा आकार ले सकती है। कागज़ात दुरुस्त रखें, फ़िज़ूलखर्ची से बचें और सचमुच सुस्ताने का समय निकालें।',
      },
    ],
  ],
  luck: [
    [
      {
        en: 'Luck follows your own initiative in this period. Trust yourself, show your best side, and opportunities are more likely to appear when you take the first step.',
        hi: 'इस अवधि में भाग्य आपकी अपनी पहल के पीछे चलता है। खुद पर भरोसा रखें, अपना सबसे अच्छा रूप सामने रखें; पहला कदम उठाने पर अवसर मिलने की संभावना बढ़ती है।',
      },
      {
        en: 'Fortune favours the confident version of you. Put yourself forward, look after your well-being, and let your personal charm open doors.',
        hi: 'भाग्य आपके आत्मविश्वासी रूप का साथ देता है। आगे बढ़कर खुद को प्रस्तुत करें, अपनी सेहत का ध्यान रखें और अपने व्यक्तिगत आकर्षण से नए द्वार खोलें।',
      },
    ],
    [
      {
        en: 'Fortune shows up through family and resources. Saving regularly, family support and kind speech can all bring good results; value what you already have.',
        hi: 'भाग्य परिवार और संसाधनों के ज़रिए सामने आता है। बचत की आदत, परिवार का सहयोग और मधुर वाणी अच्छे नतीजे ला सकते हैं; जो आपके पास है उसकी कद्र करें।',
      },
      {
        en: 'Luck may come through money matters, food or family ties. Spend wisely, speak sweetly, and accept with an open heart the help your loved ones offer.',
        hi: 'सौभाग्य धन, भोजन या पारिवारिक रिश्तों के रास्ते आ सकता है। समझदारी से खर्च करें, मीठा बोलें और अपनों की दी हुई मदद को खुले मन से स्वीकारें।',
      },
    ],
    [
      {
        en: 'Your own effort creates your luck. Bold moves, clear communication and help from siblings or neighbours can turn small chances into real progress.',
        hi: 'इस समय आपकी अपनी मेहनत ही आपका भाग्य बनाती है। साहसी कदम, साफ़ संवाद और भाई-बहनों या पड़ोसियों की मदद छोटे अवसरों को असली प्रगति में बदल सकती है।',
      },
      {
        en: 'Fortune rewards courage and persistence. Write that message, take that short trip, and do not wait for luck when your skills can make a way.',
        hi: 'भाग्य साहस और लगन का साथ देता है। वह संदेश लिख डालें, वह छोटी यात्रा कर लें, और जब आपका हुनर राह बना सकता है, तो किस्मत का इंतज़ार न करें।',
      },
    ],
    [
      {
        en: "Your luck is rooted at home. Property matters, family blessings and your mother's support can bring quiet good fortune; look after your home with love.",
        hi: 'सौभाग्य की जड़ें घर में हैं। संपत्ति के मामले, परिवार का आशीर्वाद और माँ का सहारा चुपचाप शुभ फल दे सकते हैं; अपने घर की प्यार से देखभाल करें।',
      },
      {
        en: 'Fortune favours peace and stability in this period. Strengthen family bonds, take care of your house or vehicle, and enjoy contentment as a kind of luck in itself.',
        hi: 'इस अवधि में भाग्य शांति और स्थिरता के पक्ष में है। पारिवारिक रिश्ते मज़बूत करें, घर या वाहन का ध्यान रखें और संतोष को ही सौभाग्य मानकर उसका आनंद लें।',
      },
    ],
    [
      {
        en: 'Creativity, learning and children bring good fortune. Trust your intelligence, follow your inspiration, and enjoy the happiness that comes through loved ones.',
        hi: 'रचनात्मकता, पढ़ाई और संतान सौभाग्य लेकर आते हैं। अपनी बुद्धि पर भरोसा करें, अपनी प्रेरणा का अनुसरण करें और अपनों से मिलने वाली खुशी का आनंद लें।',
      },
      {
        en: 'Luck shines on study, creative work and romance. Good ideas arrive easily; act on them thoughtfully, but keep any speculative risks small.',
        hi: 'अध्ययन, रचनात्मक काम और प्रेम पर भाग्य की कृपा है। अच्छे विचार सहजता से आते हैं; उन पर सोच-समझकर अमल करें, लेकिन सट्टे जैसे जोखिम छोटे ही रखें।',
      },
    ],
    [
      {
        en: 'Fortune comes through hard work and service. Dealing patiently with obstacles, competitions or loans can tip the balance in your favour.',
        hi: 'सौभाग्य मेहनत और सेवा के रास्ते आता है। बाधाओं, प्रतियोगिताओं या कर्ज़ के मामलों को धैर्य से सँभालने पर पलड़ा आपके पक्ष में झुक सकता है।',
      },
      {
        en: 'Luck is earned rather than given in this period. Steady routines, helping others and settling disputes wisely bring practical rewards.',
        hi: 'इस अवधि में भाग्य मिलता नहीं, कमाया जाता है। नियमित दिनचर्या, दूसरों की मदद और विवादों को समझदारी से सुलझाना व्यावहारिक लाभ देता है।',
      },
    ],
    [
      {
        en: 'Partners and allies bring good fortune. Agreements, collaborations and the support of your spouse can open doors; choose the people you work with wisely.',
        hi: 'साथी और सहयोगी सौभाग्य लेकर आते हैं। समझौते, साझेदारी और जीवनसाथी का साथ नए रास्ते खोल सकते हैं; जिनके साथ काम करें, उन्हें समझदारी से चुनें।',
      },
      {
        en: 'Luck flows through relationships. Be generous in partnership, honour your commitments, and let joint efforts create chances you could not reach alone.',
        hi: 'इस समय भाग्य रिश्तों के ज़रिए बहता है। साझेदारी में उदार रहें, वादे निभाएँ और मिलकर किए गए प्रयासों से वे अवसर बनाएँ जो अकेले संभव न होते।',
      },
    ],
    [
      {
        en: 'Fortune works in hidden ways in this period. Unexpected help or sudden changes may arise; be careful with risks and trust patience over haste.',
        hi: 'इस अवधि में भाग्य छिपे ढंग से काम करता है। अप्रत्याशित मदद या अचानक बदलाव सामने आ सकते हैं; जोखिम से सावधान रहें और जल्दबाज़ी के बजाय धैर्य पर भरोसा करें।',
      },
      {
        en: 'Luck is subtle and needs careful handling. Focus on research, savings or insurance matters, and let spiritual practice keep you steady through surprises.',
        hi: 'सौभाग्य सूक्ष्म है और सावधानी से सँभालने की माँग करता है। शोध, बचत या बीमा से जुड़े मामलों पर ध्यान दें और आध्यात्मिक अभ्यास से अप्रत्याशित स्थितियों में स्थिर रहें।',
      },
    ],
    [
      {
        en: 'Your house of fortune is lit up in this period. Blessings from elders, teachers or your father, pilgrimage and acts of dharma can bring meaningful progress.',
        hi: 'इस अवधि में आपका भाग्य भाव सक्रिय है। बड़ों, गुरुजनों या पिता का आशीर्वाद, तीर्थयात्रा और धर्म के काम सार्थक प्रगति ला सकते हैं।',
      },
      {
        en: 'Luck flows through faith, learning and generosity. Seek wise advice, give to those in need, and trust that right action brings its own reward.',
        hi: 'भाग्य आस्था, ज्ञान और उदारता के रास्ते बहता है। समझदार सलाह लें, ज़रूरतमंदों को दान दें और भरोसा रखें कि सही कर्म अपना फल स्वयं देता है।',
      },
    ],
    [
      {
        en: 'Fortune supports your work and reputation. Openings may come through superiors or public recognition; stay ready to take on responsibility.',
        hi: 'भाग्य आपके काम और प्रतिष्ठा का साथ देता है। वरिष्ठों या सार्वजनिक पहचान के ज़रिए काम में अवसर आ सकते हैं; ज़िम्मेदारी उठाने के लिए तैयार रहें।',
      },
      {
        en: 'Luck shows up in your career in this period. Put effort into visible projects and honour your duties; your good name is your most valuable asset.',
        hi: 'इस अवधि में सौभाग्य आपके करियर में दिखता है। ऐसे कामों में मेहनत लगाएँ जो नज़र आते हैं, अपने कर्तव्य निभाएँ; आपकी साख ही आपकी असली दौलत है।',
      },
    ],
    [
      {
        en: 'Gains and fulfilled wishes are in focus. Friends and networks can bring opportunities, and efforts made earlier may pay off in satisfying ways.',
        hi: 'लाभ और इच्छापूर्ति पर ज़ोर है। मित्र और संपर्क अवसर ला सकते हैं, और पहले किए गए प्रयास संतोषजनक ढंग से फल दे सकते हैं।',
      },
      {
        en: 'Luck comes through your circle of friends and contacts. Share your hopes openly, accept useful invitations, and let long-held wishes move closer.',
        hi: 'भाग्य आपके मित्रों और परिचितों के दायरे से आता है। अपनी आशाएँ खुलकर बताएँ, उपयोगी निमंत्रणों को स्वीकारें और पुरानी इच्छाओं को करीब आने दें।',
      },
    ],
    [
      {
        en: 'Fortune works quietly behind the scenes. Spiritual practice, charity and connections abroad can bring unexpected grace; keep an eye on expenses.',
        hi: 'भाग्य चुपचाप परदे के पीछे काम करता है। आध्यात्मिक साधना, दान और विदेश से जुड़े संपर्क अप्रत्याशित कृपा ला सकते हैं; खर्च पर नज़र रखें।',
      },
      {
        en: 'Luck comes through letting go in this period. Giving, rest and retreat renew your spirit, and help from distant places may arrive when you least expect it.',
        hi: 'इस अवधि में छोड़ देने से ही सौभाग्य आता है। दान, विश्राम और एकांत आपकी आत्मा को नया करते हैं, और दूर से मदद तब आ सकती है जब आप उम्मीद भी न करें।',
      },
    ],
  ],
};

/** Closing phrases per tone, "-2" (hard) … "2" (very good). */
const TONES: Readonly<Record<'-2' | '-1' | '0' | '1' | '2', Bilingual>> = {
  '-2': {
    en: 'A demanding period: move carefully, keep plans flexible and put off big decisions if you can.',
    hi: 'यह चुनौती भरी अवधि है: सोच-समझकर चलें, योजनाओं में लचीलापन रखें और हो सके तो बड़े फ़ैसले टाल दें।',
  },
  '-1': {
    en: 'Some friction is likely, so take things step by step and stay patient.',
    hi: 'थोड़ी रुकावटें आ सकती हैं, इसलिए कदम-दर-कदम आगे बढ़ें और धैर्य बनाए रखें।',
  },
  '0': {
    en: 'A balanced period: steady effort and common sense carry you through.',
    hi: 'संतुलित अवधि है: लगातार प्रयास और व्यावहारिक समझ से काम बनता है।',
  },
  '1': {
    en: 'The overall trend is helpful; make good use of the openings that come your way.',
    hi: 'समय कुल मिलाकर आपके पक्ष में है; जो अवसर मिलें, उनका अच्छा उपयोग करें।',
  },
  '2': {
    en: 'A strong, favourable period: act on your best ideas with confidence.',
    hi: 'बहुत अनुकूल अवधि है: अपने सबसे अच्छे विचारों पर आत्मविश्वास से अमल करें।',
  },
};

/**
 * Fact templates. Every one names `{house}` (an ordinal from `houses`), which is what makes two
 * signs' texts differ on the same day. English templates begin with `{planet}` or "The", so the
 * English planet names carry their article ("The Sun"). Hindi leaves `{kind}` out.
 */
const FACTS: Readonly<Record<TransitEventKey, Bilingual>> = {
  transit: {
    en: '{planet} moves through your {house} house in {sign}.',
    hi: '{planet} आपके {house} भाव में {sign} राशि से गोचर कर रहे हैं।',
  },
  ingress: {
    en: '{planet} enters {sign}, your {house} house, on {date}.',
    hi: '{date} को {planet} {sign} राशि में प्रवेश कर आपके {house} भाव में आते हैं।',
  },
  'retrograde-station': {
    en: '{planet} turns retrograde in {sign}, your {house} house, on {date}.',
    hi: '{date} को {planet} आपके {house} भाव में, {sign} राशि में वक्री होते हैं।',
  },
  'direct-station': {
    en: '{planet} turns direct in {sign}, your {house} house, on {date}.',
    hi: '{date} को {planet} आपके {house} भाव में, {sign} राशि में मार्गी होते हैं।',
  },
  'solar-eclipse': {
    en: 'The {kind} solar eclipse of {date} falls in {sign}, your {house} house.',
    hi: '{date} को आपके {house} भाव में, {sign} राशि में सूर्य ग्रहण पड़ता है।',
  },
  'lunar-eclipse': {
    en: 'The {kind} lunar eclipse of {date} falls in {sign}, your {house} house.',
    hi: '{date} को आपके {house} भाव में, {sign} राशि में चंद्र ग्रहण पड़ता है।',
  },
};

/** Planet names as they read at the start of a fact sentence. */
const PLANET_NAMES: Readonly<Record<PlanetKey, Bilingual>> = {
  ...(Object.fromEntries(PLANETS.map((p) => [p.key, p.name])) as Record<PlanetKey, Bilingual>),
  SU: { en: 'The Sun', hi: 'सूर्य' },
  MO: { en: 'The Moon', hi: 'चंद्रमा' },
};

/** House ordinals; the Hindi ones are oblique, to fit "आपके {house} भाव में". */
const HOUSE_ORDINALS: readonly Bilingual[] = [
  { en: '1st', hi: 'पहले' },
  { en: '2nd', hi: 'दूसरे' },
  { en: '3rd', hi: 'तीसरे' },
  { en: '4th', hi: 'चौथे' },
  { en: '5th', hi: 'पाँचवें' },
  { en: '6th', hi: 'छठे' },
  { en: '7th', hi: 'सातवें' },
  { en: '8th', hi: 'आठवें' },
  { en: '9th', hi: 'नौवें' },
  { en: '10th', hi: 'दसवें' },
  { en: '11th', hi: 'ग्यारहवें' },
  { en: '12th', hi: 'बारहवें' },
];

function table(locale: Locale): HoroscopePhrasesTable {
  const themes = {} as Record<HoroscopeSectionKey, Record<string, readonly string[]>>;
  for (const section of HOROSCOPE_SECTION_KEYS) {
    themes[section] = Object.fromEntries(
      THEME_TEXT[section].map((pair, i) => [`${section}-${i + 1}`, pair.map((b) => b[locale])]),
    );
  }
  const pickRecord = <K extends string>(r: Readonly<Record<K, Bilingual>>) =>
    Object.fromEntries(Object.entries<Bilingual>(r).map(([k, b]) => [k, b[locale]])) as Record<K, string>;
  return {
    themes,
    tones: pickRecord(TONES),
    facts: pickRecord(FACTS),
    planets: pickRecord(PLANET_NAMES),
    signs: ZODIAC_SIGNS.map((s) => s.name[locale]),
    houses: HOUSE_ORDINALS.map((h) => h[locale]),
    nakshatras: NAKSHATRAS.map((n) => n.name[locale]),
    joiner: ' ',
    factsPerSection: 2,
  };
}

/** The phrase tables for the engine's `composeHoroscope`, per locale. */
export const horoscopePhrases: Readonly<Record<Locale, HoroscopePhrasesTable>> = {
  en: table('en'),
  hi: table('hi'),
};

/** Section headings. */
export const sectionTitles: Readonly<Record<HoroscopeSectionKey, Bilingual>> = {
  personal: { en: 'Personal', hi: 'निजी जीवन' },
  profession: { en: 'Profession', hi: 'कार्यक्षेत्र' },
  health: { en: 'Health', hi: 'स्वास्थ्य' },
  emotions: { en: 'Emotions', hi: 'भावनाएँ' },
  travel: { en: 'Travel', hi: 'यात्रा' },
  luck: { en: 'Luck', hi: 'भाग्य' },
};

/** Lucky colour keys of the engine (the planets' colours). */
export type LuckyColourKey = 'red' | 'white' | 'green' | 'yellow' | 'pink' | 'blue' | 'orange' | 'grey' | 'brown';

export const luckyColourNames: Readonly<Record<LuckyColourKey, Bilingual>> = {
  red: { en: 'Red', hi: 'लाल' },
  white: { en: 'White', hi: 'सफ़ेद' },
  green: { en: 'Green', hi: 'हरा' },
  yellow: { en: 'Yellow', hi: 'पीला' },
  pink: { en: 'Pink', hi: 'गुलाबी' },
  blue: { en: 'Blue', hi: 'नीला' },
  orange: { en: 'Orange', hi: 'नारंगी' },
  grey: { en: 'Grey', hi: 'स्लेटी' },
  brown: { en: 'Brown', hi: 'भूरा' },
};

/** Horoscope pages by period slug. */
export const HOROSCOPE_PERIOD_SLUGS = [
  'daily-horoscope',
  'today-horoscope',
  'tomorrow-horoscope',
  'yesterday-horoscope',
  'weekly-horoscope',
  'monthly-horoscope',
  'yearly-horoscope',
] as const;
export type HoroscopePeriodSlug = (typeof HOROSCOPE_PERIOD_SLUGS)[number];

export const periodTitles: Readonly<Record<HoroscopePeriodSlug, Bilingual>> = {
  'daily-horoscope': { en: 'Daily Horoscope', hi: 'दैनिक राशिफल' },
  'today-horoscope': { en: "Today's Horoscope", hi: 'आज का राशिफल' },
  'tomorrow-horoscope': { en: "Tomorrow's Horoscope", hi: 'कल का राशिफल' },
  'yesterday-horoscope': { en: "Yesterday's Horoscope", hi: 'बीते कल का राशिफल' },
  'weekly-horoscope': { en: 'Weekly Horoscope', hi: 'साप्ताहिक राशिफल' },
  'monthly-horoscope': { en: 'Monthly Horoscope', hi: 'मासिक राशिफल' },
  'yearly-horoscope': { en: 'Yearly Horoscope', hi: 'वार्षिक राशिफल' },
};
