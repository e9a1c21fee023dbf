// The words of Drishti's horoscopes (rashifal), in English and Hindi. The writer that chooses and
// fills them lives in packages/readings/src/horoscope.ts; docs/horoscope-writing.md explains the
// choice rules (situations, passage rotation, facts stated once).
//
// Placeholders: {when} (today, this week, this month, this year), {planet}, {sign}, {house} (an
// ordinal), {domain} (what a house stands for), {nature} (what a planet brings), {date}, {time},
// {kind} (of an eclipse), {nakshatra}, {mantra}, {charity}, {fast}, {colour}, {section}.
// English sentences may begin with a placeholder: the writer capitalises each sentence's first letter.

import type { Bilingual, PlanetKey } from './types';

/** The sections of a horoscope, in reading order. */
export const READING_SECTIONS = ['love', 'career', 'money', 'health', 'family', 'travel', 'luck'] as const;
export type ReadingSection = (typeof READING_SECTIONS)[number];

/** How a planet's house from the sign reads for the section it drives. */
export const SITUATIONS = ['good', 'mixed', 'careful'] as const;
export type Situation = (typeof SITUATIONS)[number];

/** Horoscope periods as the texts name them. */
export type ReadingPeriod = 'daily' | 'weekly' | 'monthly' | 'yearly';

type Pair = readonly [string, string];
const bi = ([en, hi]: Pair): Bilingual => ({ en, hi });

export const readingSectionTitles: Readonly<Record<ReadingSection, Bilingual>> = {
  love: { en: 'Love and relationships', hi: 'प्रेम और संबंध' },
  career: { en: 'Career', hi: 'करियर' },
  money: { en: 'Money', hi: 'धन' },
  health: { en: 'Health', hi: 'स्वास्थ्य' },
  family: { en: 'Family', hi: 'परिवार' },
  travel: { en: 'Travel', hi: 'यात्रा' },
  luck: { en: 'Luck', hi: 'भाग्य' },
};

/** The period in a sentence. */
export const periodWhen: Readonly<Record<ReadingPeriod, Bilingual>> = {
  daily: { en: 'today', hi: 'आज' },
  weekly: { en: 'this week', hi: 'इस सप्ताह' },
  monthly: { en: 'this month', hi: 'इस महीने' },
  yearly: { en: 'this year', hi: 'इस वर्ष' },
};

/** The period in a sentence on the pages of tomorrow and yesterday (a dated day, not today). */
export const dayWhen: Readonly<Record<'tomorrow' | 'yesterday', Bilingual>> = {
  tomorrow: { en: 'tomorrow', hi: 'कल' },
  yesterday: { en: 'that day', hi: 'उस दिन' },
};

/** What each house stands for, index 0 = the 1st house (Hindi in the oblique case: a postposition always follows). */
export const houseDomains: readonly Bilingual[] = (
  [
    ['self, health and confidence', 'व्यक्तित्व, सेहत और आत्मविश्वास'],
    ['family, savings and speech', 'परिवार, बचत और वाणी'],
    ['courage, siblings and short trips', 'साहस, भाई-बहनों और छोटी यात्राओं'],
    ['home, mother and peace of mind', 'घर, माँ और मन की शांति'],
    ['romance, children and creativity', 'प्रेम, संतान और रचनात्मकता'],
    ['work routines, health and rivals', 'दिनचर्या, सेहत और प्रतिस्पर्धियों'],
    ['partnership and contracts', 'साझेदारी और अनुबंध'],
    ['change, research and shared money', 'बदलाव, शोध और साझा धन'],
    ['fortune, teachers and long journeys', 'भाग्य, गुरुजनों और लंबी यात्राओं'],
    ['career and reputation', 'करियर और प्रतिष्ठा'],
    ['gains, friends and wishes', 'लाभ, मित्रों और इच्छाओं'],
    ['expenses, rest and distant places', 'ख़र्च, विश्राम और दूर के स्थानों'],
  ] as const
).map(bi);

/** House ordinals inside a sentence; the Hindi ones are oblique, to fit «आपके {house} भाव में». */
export const houseOrdinals: readonly Bilingual[] = (
  [
    ['1st', 'पहले'],
    ['2nd', 'दूसरे'],
    ['3rd', 'तीसरे'],
    ['4th', 'चौथे'],
    ['5th', 'पाँचवें'],
    ['6th', 'छठे'],
    ['7th', 'सातवें'],
    ['8th', 'आठवें'],
    ['9th', 'नौवें'],
    ['10th', 'दसवें'],
    ['11th', 'ग्यारहवें'],
    ['12th', 'बारहवें'],
  ] as const
).map(bi);

/** A planet's place in the "based on" list (not a sentence): "Saturn: Pisces, house 12". */
export const basisTemplate: Bilingual = bi(['{planet}: {sign}, house {house}', '{planet}: {sign} राशि, भाव {house}']);

/** What a planet brings where it goes. */
export const planetNatures: Readonly<Record<PlanetKey, Bilingual>> = {
  SU: bi(['energy and visibility', 'ऊर्जा और पहचान']),
  MO: bi(['feeling and mood', 'भावनाओं और मनोदशा']),
  MA: bi(['drive and urgency', 'जोश और तेज़ी']),
  ME: bi(['thought, talk and trade', 'विचार, संवाद और व्यापार']),
  JU: bi(['growth and good counsel', 'विकास और सद्बुद्धि']),
  VE: bi(['comfort, charm and pleasure', 'सुख, आकर्षण और आनंद']),
  SA: bi(['discipline and lasting effort', 'अनुशासन और स्थायी मेहनत']),
  RA: bi(['ambition and the unfamiliar', 'महत्वाकांक्षा और अनजाने अनुभवों']),
  KE: bi(['detachment and insight', 'वैराग्य और अंतर्दृष्टि']),
};

/** Planet names inside a sentence (the writer capitalises a sentence's first letter). */
export const planetInSentence: Readonly<Record<PlanetKey, Bilingual>> = {
  SU: bi(['the Sun', 'सूर्य']),
  MO: bi(['the Moon', 'चंद्रमा']),
  MA: bi(['Mars', 'मंगल']),
  ME: bi(['Mercury', 'बुध']),
  JU: bi(['Jupiter', 'गुरु']),
  VE: bi(['Venus', 'शुक्र']),
  SA: bi(['Saturn', 'शनि']),
  RA: bi(['Rahu', 'राहु']),
  KE: bi(['Ketu', 'केतु']),
};

/** Weekday names, index 0 = Sunday. */
export const weekdayNames: readonly Bilingual[] = (
  [
    ['Sunday', 'रविवार'],
    ['Monday', 'सोमवार'],
    ['Tuesday', 'मंगलवार'],
    ['Wednesday', 'बुधवार'],
    ['Thursday', 'गुरुवार'],
    ['Friday', 'शुक्रवार'],
    ['Saturday', 'शनिवार'],
  ] as const
).map(bi);

/** Month names, index 0 = January. */
export const monthNames: readonly Bilingual[] = (
  [
    ['January', 'जनवरी'],
    ['February', 'फ़रवरी'],
    ['March', 'मार्च'],
    ['April', 'अप्रैल'],
    ['May', 'मई'],
    ['June', 'जून'],
    ['July', 'जुलाई'],
    ['August', 'अगस्त'],
    ['September', 'सितंबर'],
    ['October', 'अक्टूबर'],
    ['November', 'नवंबर'],
    ['December', 'दिसंबर'],
  ] as const
).map(bi);

/** Eclipse kinds as the engine names them. */
export const eclipseKinds: Readonly<Record<string, Bilingual>> = {
  total: bi(['total', 'पूर्ण']),
  partial: bi(['partial', 'आंशिक']),
  annular: bi(['annular', 'वलयाकार']),
  penumbral: bi(['penumbral', 'उपच्छाया']),
};

/**
 * A section driver's place, five ways (one per day in turn). The Hindi keeps the transit clause
 * «{planet} {sign} राशि में, आपके {house} भाव में गोचर कर रहे हैं» in every variant.
 */
export const transitTemplates: readonly Bilingual[] = (
  [
    [
      '{planet} is moving through {sign}, your {house} house, the house of {domain}.',
      '{planet} {sign} राशि में, आपके {house} भाव में गोचर कर रहे हैं, जो {domain} का भाव है।',
    ],
    [
      'With {planet} in {sign}, your {house} house, {domain} come to the fore.',
      '{when} {planet} {sign} राशि में, आपके {house} भाव में गोचर कर रहे हैं; {domain} पर ध्यान रहेगा।',
    ],
    [
      '{planet} stands in {sign}, your {house} house, and colours {domain}.',
      '{planet} {sign} राशि में, आपके {house} भाव में गोचर कर रहे हैं और {when} {domain} को प्रभावित करेंगे।',
    ],
    [
      '{when}, {planet} in {sign} lights up your {house} house of {domain}.',
      '{when} {planet} {sign} राशि में, आपके {house} भाव में गोचर कर रहे हैं, जिससे {domain} से जुड़े विषय उभरेंगे।',
    ],
    [
      '{planet} transits {sign}, your {house} house, turning your attention to {domain}.',
      '{planet} {sign} राशि में, आपके {house} भाव में गोचर कर रहे हैं, इसलिए {domain} की ओर आपका ध्यान जाएगा।',
    ],
  ] as const
).map(bi);

/** Where the Moon begins the day or the week, three ways. */
export const moonStartTemplates: readonly Bilingual[] = (
  [
    [
      'The Moon begins {when} in {sign}, your {house} house.',
      '{when} की शुरुआत में चंद्रमा {sign} राशि में, आपके {house} भाव में गोचर कर रहे हैं।',
    ],
    [
      'The Moon starts {when} in {sign}, your {house} house, turning the mood towards {domain}.',
      '{when} चंद्रमा {sign} राशि में, आपके {house} भाव में गोचर कर रहे हैं, इसलिए मन {domain} की ओर रहेगा।',
    ],
    [
      '{when} opens with the Moon in {sign}, your {house} house of {domain}.',
      '{when} के आरंभ में चंद्रमा {sign} राशि में, आपके {house} भाव में गोचर कर रहे हैं, जो {domain} का भाव है।',
    ],
  ] as const
).map(bi);

/** Events, with what each means for the sign. `moon-ingress` is the Moon changing sign. */
export const eventTemplates: Readonly<
  Record<
    | 'ingress'
    | 'retrograde-station'
    | 'direct-station'
    | 'solar-eclipse'
    | 'lunar-eclipse'
    | 'new-moon'
    | 'full-moon'
    | 'moon-ingress',
    Bilingual
  >
> = {
  ingress: bi([
    'On {date} {planet} enters {sign}, your {house} house, bringing {nature} to {domain}.',
    '{date} को {planet} {sign} राशि में प्रवेश कर आपके {house} भाव में आएँगे, जिससे {domain} में {nature} का असर दिखेगा।',
  ]),
  'retrograde-station': bi([
    'On {date} {planet} turns retrograde in {sign}, your {house} house: a time to revisit and refine {domain}.',
    '{date} को {planet} {sign} राशि में, आपके {house} भाव में वक्री होंगे: {domain} से जुड़े कामों को दोहराने और सुधारने का समय।',
  ]),
  'direct-station': bi([
    'On {date} {planet} turns direct in {sign}, your {house} house, and matters of {domain} move forward again.',
    '{date} को {planet} {sign} राशि में, आपके {house} भाव में मार्गी होंगे और {domain} से जुड़े काम फिर आगे बढ़ेंगे।',
  ]),
  'solar-eclipse': bi([
    'The {kind} solar eclipse of {date} falls in {sign}, your {house} house; keep matters of {domain} simple around that day and make room for reflection.',
    '{date} को {sign} राशि में, आपके {house} भाव में {kind} सूर्य ग्रहण है; उस दिन के आसपास {domain} से जुड़े मामलों को सरल रखें और आत्मचिंतन के लिए समय निकालें।',
  ]),
  'lunar-eclipse': bi([
    'The {kind} lunar eclipse of {date} falls in {sign}, your {house} house; feelings about {domain} may run high, so give yourself quiet time.',
    '{date} को {sign} राशि में, आपके {house} भाव में {kind} चंद्र ग्रहण है; {domain} को लेकर भावनाएँ तीव्र हो सकती हैं, इसलिए ख़ुद को शांत समय दें।',
  ]),
  'new-moon': bi([
    'The new moon of {date} in {sign}, your {house} house, is a fresh start for {domain}.',
    '{date} को {sign} राशि में, आपके {house} भाव में अमावस्या है, जो {domain} में नई शुरुआत का अवसर है।',
  ]),
  'full-moon': bi([
    'The full moon of {date} in {sign}, your {house} house, brings {domain} to fullness and clarity.',
    '{date} को {sign} राशि में, आपके {house} भाव में पूर्णिमा है, जिससे {domain} से जुड़े विषय पूर्णता और स्पष्टता पाएँगे।',
  ]),
  'moon-ingress': bi([
    'On {date} at {time} the Moon moves into {sign}, your {house} house, and the focus turns to {domain}.',
    '{date} को {time} बजे चंद्रमा {sign} राशि में, आपके {house} भाव में प्रवेश करेंगे और ध्यान {domain} की ओर जाएगा।',
  ]),
};

/** The daily Moon ingress, when the date is the page's own. */
export const moonIngressToday: Bilingual = bi([
  'At {time} it moves on into {sign}, your {house} house, and the mood turns towards {domain}.',
  '{time} बजे चंद्रमा {sign} राशि में, आपके {house} भाव में प्रवेश करेंगे और मन {domain} की ओर मुड़ेगा।',
]);

/** A yearly horoscope's opening, before the months. */
export const yearOpening: Bilingual = bi([
  'The year opens with these slow planets setting its background; the months below follow every change of sign, station, eclipse, new moon and full moon in order.',
  'वर्ष की शुरुआत में ये धीमे ग्रह पृष्ठभूमि तय करते हैं; नीचे महीने-दर-महीने हर राशि परिवर्तन, वक्री-मार्गी होना, ग्रहण, अमावस्या और पूर्णिमा क्रम से दिए गए हैं।',
]);

/** A month with no event but the Sun's: rare, but possible for a planet-poor month. */
export const quietMonth: Bilingual = bi([
  'No other planet changes sign or direction in {month}: a steady month to build on what is already moving.',
  '{month} में कोई और ग्रह राशि या दिशा नहीं बदलता: जो काम चल रहे हैं, उन्हें आगे बढ़ाने के लिए यह स्थिर महीना है।',
]);

/**
 * Passages per section and situation: six each, so that the signs sharing a situation on one day
 * never share a passage, and a sign never reads the same passage two periods running.
 */
const PASSAGE_TEXT: Readonly<Record<ReadingSection, Record<Situation, readonly Pair[]>>> = {
  love: {
    good: [
      [
        '{when} warmth comes easily in love: a message sent for no reason, a small kindness or a meal together says more than a grand plan.',
        '{when} प्रेम में अपनापन सहज रहेगा: बिना वजह भेजा गया संदेश, कोई छोटा-सा स्नेह भरा काम या साथ बैठकर किया गया भोजन बड़ी योजनाओं से ज़्यादा कह देगा।',
      ],
      [
        'Affection is easy to give and to receive {when}. If you are single, say yes to company you enjoy; if you are with someone, keep an hour that belongs only to the two of you.',
        '{when} स्नेह देना और पाना दोनों आसान रहेंगे। अकेले हैं तो जिनकी संगत अच्छी लगती है, उनके साथ समय बिताएँ; किसी रिश्ते में हैं तो एक घंटा केवल आप दोनों के लिए रखें।',
      ],
      [
        'Your charm is noticed {when}. Let it serve honesty: tell the person who matters what you value in them.',
        '{when} आपका आकर्षण लोगों की नज़र में रहेगा। इसे सच्चाई के साथ जोड़ें: जो व्यक्ति आपके लिए खास है, उसे बताइए कि आप उसमें क्या सराहते हैं।',
      ],
      [
        'Old misunderstandings soften {when}, and a frank, gentle talk can bring you closer than before.',
        '{when} पुरानी ग़लतफ़हमियाँ नरम पड़ेंगी, और खुली पर कोमल बातचीत आपको पहले से ज़्यादा करीब ला सकती है।',
      ],
      [
        'Romance has a light, playful touch {when}: music, a walk or a shared laugh keeps the bond fresh.',
        '{when} प्रेम में हल्कापन और चंचलता रहेगी: संगीत, साथ की सैर या खुलकर हँसना रिश्ते को ताज़ा रखेगा।',
      ],
      [
        'Kindness is returned quickly in your relationships {when}; it is a fine time to introduce a partner to family or friends.',
        '{when} रिश्तों में दी गई आत्मीयता जल्दी लौटकर आएगी; साथी को परिवार या दोस्तों से मिलवाने के लिए यह अच्छा समय है।',
      ],
    ],
    mixed: [
      [
        'Love asks for balance {when}: give your partner room to speak before you share your own view.',
        '{when} प्रेम में संतुलन की ज़रूरत रहेगी: अपनी बात रखने से पहले साथी को बोलने का पूरा अवसर दें।',
      ],
      [
        'Feelings run mixed {when}, warm one hour and guarded the next; name what you feel instead of guessing what the other person feels.',
        '{when} भावनाएँ मिली-जुली रहेंगी, कभी गर्मजोशी तो कभी झिझक; सामने वाले के मन का अनुमान लगाने के बजाय अपने मन की बात साफ़ कहें।',
      ],
      [
        'A relationship grows through small, steady attention {when} rather than big declarations.',
        '{when} रिश्ता बड़े वादों से नहीं, छोटे और लगातार ध्यान से मज़बूत होगा।',
      ],
      [
        'If you are single, friendship is the better door to romance {when}; let interest grow without hurry.',
        'अकेले हैं तो {when} दोस्ती ही प्रेम का बेहतर रास्ता है; लगाव को बिना जल्दबाज़ी के बढ़ने दें।',
      ],
      [
        'Plans with a partner may need a second look {when}; agree on the essentials and keep the details flexible.',
        '{when} साथी के साथ बनी योजनाओं पर दोबारा नज़र डालनी पड़ सकती है; ज़रूरी बातों पर सहमति बनाएँ और बाकी में लचीलापन रखें।',
      ],
      [
        'Listen for what is not said {when}: a tired partner needs patience more than advice.',
        '{when} अनकही बातों को भी समझें: थके हुए साथी को सलाह से ज़्यादा धैर्य की ज़रूरत होती है।',
      ],
    ],
    careful: [
      [
        'Tempers in love can flare faster than usual {when}, so pause before replying and choose the kinder sentence.',
        '{when} प्रेम संबंधों में नाराज़गी जल्दी भड़क सकती है, इसलिए जवाब देने से पहले ठहरें और नरम शब्द चुनें।',
      ],
      [
        'Expectations may outrun reality in a relationship {when}; say plainly what you need and ask what your partner needs.',
        '{when} रिश्ते में उम्मीदें हकीकत से आगे निकल सकती हैं; अपनी ज़रूरत साफ़ बताएँ और साथी की ज़रूरत भी पूछें।',
      ],
      [
        'Jealousy or doubt can cloud your judgement {when}; trust the facts you know over the fears you imagine.',
        '{when} ईर्ष्या या शक आपकी समझ पर पर्दा डाल सकते हैं; कल्पना के डर के बजाय उन तथ्यों पर भरोसा करें जिन्हें आप जानते हैं।',
      ],
      [
        'Money and love are best kept apart {when}: settle shared expenses openly so they do not turn into a quarrel.',
        '{when} पैसे और प्रेम को अलग रखना ही अच्छा है: साझा ख़र्च खुलकर तय करें ताकि वे झगड़े का कारण न बनें।',
      ],
      [
        'A little distance is healthy {when}; give time to your own interests and come back to your partner refreshed.',
        '{when} थोड़ी दूरी भी सेहतमंद है; अपने शौक को समय दें और ताज़ा मन से साथी के पास लौटें।',
      ],
      [
        'An apology offered first costs little {when} and mends more than an argument won.',
        '{when} पहले माफ़ी माँग लेने में कुछ नहीं जाता, और इससे उतना जुड़ता है जितना बहस जीतकर कभी नहीं जुड़ता।',
      ],
    ],
  },
  career: {
    good: [
      [
        'Your work is seen by the right people {when}; present your results clearly and let your record speak.',
        '{when} आपका काम सही लोगों की नज़र में आएगा; अपने नतीजे साफ़ ढंग से सामने रखें और अपने काम को ख़ुद बोलने दें।',
      ],
      [
        'Leadership suits you {when}: take charge of a task others hesitate over and see it through.',
        '{when} नेतृत्व आपको खूब जँचेगा: जिस काम से दूसरे झिझक रहे हों, उसकी ज़िम्मेदारी लें और उसे पूरा करें।',
      ],
      [
        'Seniors are receptive {when}, so it is a good moment to propose an idea or ask for a responsibility you want.',
        '{when} वरिष्ठ आपकी बात सुनने के लिए तैयार रहेंगे; कोई विचार रखने या मनचाही ज़िम्मेदारी माँगने का यह अच्छा मौका है।',
      ],
      [
        'Steady effort turns into visible progress {when}; finish what is nearly done before starting anything new.',
        '{when} लगातार मेहनत दिखने वाली प्रगति में बदलेगी; नया शुरू करने से पहले लगभग पूरे हो चुके काम निपटा लें।',
      ],
      [
        'Interviews, reviews and meetings go better than you expect {when}; prepare well and speak with quiet confidence.',
        '{when} इंटरव्यू, समीक्षा और बैठकें उम्मीद से बेहतर रहेंगी; अच्छी तैयारी करें और शांत आत्मविश्वास से बोलें।',
      ],
      [
        'Colleagues respond well to a clear plan {when}; share credit generously and the team will follow your lead.',
        '{when} सहकर्मी साफ़ योजना को अच्छे से अपनाएँगे; श्रेय खुले दिल से बाँटें, टीम आपके पीछे चलेगी।',
      ],
    ],
    mixed: [
      [
        'Work moves at a steady pace {when}; keep to your list and avoid promising more than you can deliver.',
        '{when} काम स्थिर गति से चलेगा; अपनी सूची पर टिके रहें और क्षमता से ज़्यादा वादे न करें।',
      ],
      [
        'Results come from routine rather than bold moves {when}: check details, answer messages and tidy loose ends.',
        '{when} नतीजे साहसिक क़दमों से नहीं, नियमित काम से आएँगे: बारीकियाँ जाँचें, संदेशों का जवाब दें और अधूरे काम समेटें।',
      ],
      [
        'A colleague may see things differently {when}; find the common aim before arguing over the method.',
        '{when} किसी सहकर्मी की राय अलग हो सकती है; तरीक़े पर बहस से पहले साझा लक्ष्य खोजें।',
      ],
      [
        'Recognition may come more slowly than you hoped {when}, but good work is noted; keep a record of what you deliver.',
        '{when} पहचान उम्मीद से धीरे मिल सकती है, पर अच्छा काम दर्ज होता है; जो पूरा करें उसका हिसाब रखें।',
      ],
      [
        'Learning something useful for your job pays off {when}; an hour with a course or a mentor is well spent.',
        '{when} अपने काम के लिए कुछ उपयोगी सीखना फ़ायदेमंद रहेगा; किसी कोर्स या मार्गदर्शक के साथ बिताया एक घंटा सार्थक रहेगा।',
      ],
      [
        'Priorities may shift at work {when}; confirm the latest instructions before you put in the effort.',
        '{when} दफ़्तर में प्राथमिकताएँ बदल सकती हैं; मेहनत लगाने से पहले ताज़ा निर्देश पक्के कर लें।',
      ],
    ],
    careful: [
      [
        'Friction with authority is possible {when}; make your point with facts and keep your tone even.',
        '{when} अधिकारियों से टकराव की संभावना है; अपनी बात तथ्यों के साथ रखें और लहजा संयत रखें।',
      ],
      [
        'The workload can feel heavy {when}; break it into small parts and ask for help early.',
        '{when} काम का बोझ भारी लग सकता है; उसे छोटे हिस्सों में बाँटें और मदद समय रहते माँगें।',
      ],
      [
        'Read every document before you sign it {when}, and keep written notes of spoken agreements at work.',
        '{when} हर दस्तावेज़ पर दस्तख़त से पहले उसे पूरा पढ़ें, और काम पर हुई मौखिक सहमतियों को लिखित में दर्ज रखें।',
      ],
      [
        'Office politics is best watched from a distance {when}; stay loyal to the work itself.',
        '{when} दफ़्तर की राजनीति से दूरी बनाए रखना ही बेहतर है; अपनी निष्ठा काम के प्रति रखें।',
      ],
      [
        'Effort may not show results at once {when}; patience now lays the ground for later recognition.',
        '{when} मेहनत का फल तुरंत न दिखे तो भी धैर्य रखें; यही धैर्य आगे मिलने वाली पहचान की नींव बनेगा।',
      ],
      [
        'A setback at work is a lesson, not a verdict, {when}: note what to change and move on calmly.',
        '{when} काम में मिली कोई अड़चन सबक है, फ़ैसला नहीं: क्या बदलना है यह लिख लें और शांति से आगे बढ़ें।',
      ],
    ],
  },
  money: {
    good: [
      [
        'Money matters look supportive {when}; it is a sensible time to add to savings or clear a small debt.',
        '{when} धन के मामले अनुकूल दिखते हैं; बचत बढ़ाने या कोई छोटा कर्ज़ चुकाने का यह समझदारी भरा समय है।',
      ],
      [
        'Income can grow through advice you give or knowledge you share {when}; value your expertise fairly.',
        '{when} आपकी दी गई सलाह या बाँटे गए ज्ञान से आमदनी बढ़ सकती है; अपनी विशेषज्ञता का उचित मूल्य लें।',
      ],
      [
        'A payment you have been expecting, or a useful financial tip, may arrive {when}; put part of it aside at once.',
        '{when} कोई अपेक्षित भुगतान या पैसों से जुड़ी काम की सलाह मिल सकती है; उसका कुछ हिस्सा तुरंत अलग रख दें।',
      ],
      [
        'Generosity and prudence go together {when}: a gift to someone in need sits well beside a careful budget.',
        '{when} उदारता और समझदारी साथ चलेंगी: ज़रूरतमंद को दिया गया उपहार और सधा हुआ बजट दोनों ठीक बैठेंगे।',
      ],
      [
        'Long-term plans for money get a lift {when}; review investments with a trusted adviser and keep your records tidy.',
        '{when} धन की दीर्घकालिक योजनाओं को बल मिलेगा; किसी भरोसेमंद सलाहकार के साथ निवेश की समीक्षा करें और कागज़ात व्यवस्थित रखें।',
      ],
      [
        'Family or teachers may help you with resources {when}; accept gracefully and return the favour in time.',
        '{when} परिवार या गुरुजन साधनों में मदद कर सकते हैं; शालीनता से स्वीकारें और समय आने पर उपकार लौटाएँ।',
      ],
    ],
    mixed: [
      [
        'Spending and earning roughly balance {when}; a simple list of what comes in and goes out keeps you in control.',
        '{when} आमदनी और ख़र्च लगभग बराबर रहेंगे; आने-जाने वाले पैसे की एक सरल सूची आपको नियंत्रण में रखेगी।',
      ],
      [
        'Compare prices before a large purchase {when}; the better deal rewards a little patience.',
        '{when} किसी बड़ी ख़रीदारी से पहले दाम की तुलना करें; थोड़ा धैर्य बेहतर सौदा दिलाएगा।',
      ],
      [
        'Money lent to friends is better kept small {when}; agree clearly on when it comes back.',
        '{when} दोस्तों को दिया जाने वाला उधार छोटा ही रखें; लौटाने का समय साफ़ तय कर लें।',
      ],
      [
        'Small leaks add up {when}: unused subscriptions and impulse buys are worth a look.',
        '{when} छोटे-छोटे ख़र्च मिलकर बड़े हो जाते हैं: बेकार पड़ी सदस्यताओं और अचानक की गई ख़रीदारी पर नज़र डालें।',
      ],
      [
        'Gains come through steady work rather than luck {when}; keep speculation out of your plans.',
        '{when} आर्थिक लाभ भाग्य से नहीं, लगातार मेहनत से आएगा; सट्टे जैसी चीज़ों को योजनाओं से बाहर रखें।',
      ],
      [
        'A money conversation at home goes well {when} if you prepare the numbers first.',
        '{when} घर में पैसों पर बातचीत तभी अच्छी रहेगी जब आप पहले से आँकड़े तैयार रखेंगे।',
      ],
    ],
    careful: [
      [
        'Expenses can rise unexpectedly {when}; keep a margin in your budget and lend only what you can spare.',
        '{when} ख़र्च अचानक बढ़ सकते हैं; बजट में गुंजाइश रखें और उतना ही उधार दें जितना आप छोड़ सकें।',
      ],
      [
        'Offers that promise quick returns deserve extra questions {when}; read the fine print and check who is behind them.',
        '{when} जल्दी मुनाफ़े का वादा करने वाले प्रस्तावों पर ज़्यादा सवाल पूछें; शर्तें ध्यान से पढ़ें और जाँचें कि उनके पीछे कौन है।',
      ],
      [
        'Guard passwords, cards and payment links carefully {when}; a moment of caution prevents a loss.',
        '{when} पासवर्ड, कार्ड और भुगतान लिंक को सावधानी से सँभालें; एक पल की सावधानी नुकसान से बचा लेती है।',
      ],
      [
        'Keep big financial commitments well documented {when}, and take a second opinion from someone you trust.',
        '{when} बड़े आर्थिक वादों को लिखित रूप में पक्का रखें और किसी भरोसेमंद व्यक्ति की दूसरी राय भी लें।',
      ],
      [
        'Money worries feel lighter once written down {when}; list your dues and deal with the most pressing one first.',
        '{when} पैसों की चिंता लिखने भर से हल्की लगती है; अपने बकाया की सूची बनाएँ और सबसे ज़रूरी को पहले निपटाएँ।',
      ],
      [
        'Avoid spending to lift your mood {when}; a walk or a call to a friend does the job for free.',
        '{when} मन बहलाने के लिए ख़र्च करने से बचें; टहलना या किसी दोस्त को फ़ोन करना यह काम मुफ़्त में कर देता है।',
      ],
    ],
  },
  health: {
    good: [
      [
        'Energy is good {when}; use it for exercise you enjoy, and drink enough water to keep it steady.',
        '{when} ऊर्जा अच्छी रहेगी; उसे मनपसंद व्यायाम में लगाएँ और उसे बनाए रखने के लिए पर्याप्त पानी पिएँ।',
      ],
      [
        'Your body responds well to routine {when}: regular meals, a brisk walk and an early night keep you strong.',
        '{when} शरीर नियमित दिनचर्या का अच्छा साथ देगा: समय पर भोजन, तेज़ चाल से सैर और जल्दी सोना आपको मज़बूत रखेंगे।',
      ],
      [
        'It is a good time to start a healthy habit {when}, such as stretching in the morning or cutting down on sugar.',
        '{when} कोई अच्छी आदत शुरू करने का यह अच्छा समय है, जैसे सुबह की स्ट्रेचिंग या चीनी कम करना।',
      ],
      [
        'Vitality is high {when}; book the routine check-up you have meant to have while the motivation is strong.',
        '{when} स्फूर्ति ऊँची रहेगी; जो नियमित जाँच करवाने का इरादा था, उसे इसी उत्साह में तय कर लें।',
      ],
      [
        'Outdoor activity lifts both body and mind {when}; sunlight and fresh air are your allies.',
        '{when} बाहर की गतिविधि तन और मन दोनों को ताज़ा करेगी; धूप और खुली हवा आपके साथी हैं।',
      ],
      [
        'You bounce back from tiredness quickly {when}; keep it that way with sleep at regular hours.',
        '{when} थकान से जल्दी उबरेंगे; नियमित समय पर नींद लेकर इसे बनाए रखें।',
      ],
    ],
    mixed: [
      [
        'Health stays steady with a little care {when}: eat on time, and balance desk work with movement.',
        '{when} थोड़ी देखभाल से सेहत स्थिर रहेगी: समय पर खाएँ और बैठकर किए जाने वाले काम के बीच चलते-फिरते रहें।',
      ],
      [
        'Pace your energy {when}: short breaks through the day protect you better than one long rest at the end.',
        '{when} अपनी ऊर्जा को बाँटकर ख़र्च करें: दिन भर के छोटे-छोटे विराम, अंत के एक लंबे आराम से बेहतर बचाव करते हैं।',
      ],
      [
        'Digestion likes simple food {when}; go easy on fried and very spicy dishes.',
        '{when} पाचन को सादा भोजन भाता है; तले हुए और बहुत मसालेदार व्यंजन कम लें।',
      ],
      [
        'Screen time and late nights take a toll {when}; a fixed bedtime makes a real difference.',
        '{when} स्क्रीन पर ज़्यादा समय और देर रात तक जागना असर डालेगा; सोने का तय समय सच में फ़र्क लाता है।',
      ],
      [
        'Stress can settle in the shoulders and back {when}; a few minutes of stretching or pranayama eases it.',
        '{when} तनाव कंधों और पीठ में दिख सकता है; कुछ मिनट की स्ट्रेचिंग या प्राणायाम से राहत मिलेगी।',
      ],
      [
        'If a minor complaint keeps returning {when}, mention it to your doctor, and see the doctor at once if it gets worse.',
        '{when} कोई छोटी तकलीफ़ बार-बार लौटे तो डॉक्टर को बताएँ, और तकलीफ़ बढ़े तो तुरंत दिखाएँ।',
      ],
    ],
    careful: [
      [
        'Haste can lead to small injuries {when}; take care with sharp tools, stairs and traffic.',
        '{when} जल्दबाज़ी से छोटी चोटें लग सकती हैं; धारदार औज़ारों, सीढ़ियों और सड़क पर सावधान रहें।',
      ],
      [
        'Heat in the body, headaches or acidity may trouble you {when}; cooling food, water and rest help, and a doctor should see anything that persists.',
        '{when} शरीर में गर्मी, सिरदर्द या एसिडिटी परेशान कर सकते हैं; ठंडक देने वाला भोजन, पानी और आराम मदद करेंगे, और जो तकलीफ़ बनी रहे उसे डॉक्टर को दिखाएँ।',
      ],
      [
        "Listen to your body {when}: fever, pain or breathlessness deserve a doctor's opinion promptly.",
        '{when} अपने शरीर की सुनें: बुखार, दर्द या साँस फूलने पर तुरंत डॉक्टर की राय लें।',
      ],
      [
        'Irritability can raise tension in the body {when}; slow breathing and a calm walk restore balance.',
        '{when} चिड़चिड़ापन शरीर में तनाव बढ़ा सकता है; धीमी साँसें और शांत सैर संतुलन लौटाएँगी।',
      ],
      [
        'Do not push through exhaustion {when}; rest is part of the work, and a check-up is wise if tiredness lingers.',
        '{when} थकान के बावजूद ख़ुद को धकेलें नहीं; आराम भी काम का हिस्सा है, और थकावट बनी रहे तो जाँच करवाना समझदारी है।',
      ],
      [
        'Drive and exercise within your limits {when}; warming up well prevents strains.',
        '{when} गाड़ी चलाते और व्यायाम करते समय अपनी सीमा में रहें; अच्छे वार्म-अप से मोच और खिंचाव से बचाव होता है।',
      ],
    ],
  },
  family: {
    good: [
      [
        'Home feels warm and welcoming {when}; a meal together or a call to a parent strengthens the bond.',
        '{when} घर का माहौल स्नेह भरा रहेगा; साथ बैठकर भोजन या माता-पिता को एक फ़ोन रिश्ते को मज़बूत करेगा।',
      ],
      [
        'Family members are supportive {when}; share your plans with them and welcome their advice.',
        '{when} परिवार के लोग सहयोगी रहेंगे; अपनी योजनाएँ उनसे बाँटें और उनकी सलाह का स्वागत करें।',
      ],
      [
        'It is a good time for a small celebration or a visit to relatives {when}; laughter at home lifts everyone.',
        '{when} कोई छोटा उत्सव मनाने या रिश्तेदारों से मिलने का अच्छा समय है; घर की हँसी सबका मन हल्का करेगी।',
      ],
      [
        'Children and elders both respond to your patience {when}; the time you give them comes back many times over.',
        '{when} बच्चे और बड़े दोनों आपके धैर्य का अच्छा जवाब देंगे; उन्हें दिया गया समय कई गुना लौटकर आएगा।',
      ],
      [
        'Household tasks go smoothly {when}, and a shared project, such as tidying or cooking together, brings you closer.',
        '{when} घर के काम आसानी से निपटेंगे, और मिलकर किया गया काम, जैसे सफ़ाई या खाना बनाना, आपको करीब लाएगा।',
      ],
      [
        'An old family matter can be settled kindly {when}; speak with goodwill and you will be heard.',
        '{when} परिवार का कोई पुराना मामला प्रेम से सुलझ सकता है; सद्भाव से बात करें, आपकी बात सुनी जाएगी।',
      ],
    ],
    mixed: [
      [
        'Home life needs a little organising {when}; divide chores fairly so no one feels overloaded.',
        '{when} घर के कामकाज को थोड़ा व्यवस्थित करना होगा; काम बराबर बाँटें ताकि किसी पर बोझ न पड़े।',
      ],
      [
        'Different moods at home are natural {when}; give each person a little space.',
        '{when} घर में अलग-अलग मिज़ाज स्वाभाविक हैं; हर किसी को थोड़ी जगह दें।',
      ],
      [
        'A relative may ask for your time {when}; help where you can and say honestly where you cannot.',
        '{when} कोई रिश्तेदार आपका समय माँग सकता है; जहाँ हो सके मदद करें और जहाँ न हो सके वहाँ ईमानदारी से बता दें।',
      ],
      [
        'Conversations with parents go best {when} if you listen first.',
        '{when} माता-पिता से बातचीत तब सबसे अच्छी रहेगी जब आप पहले सुनेंगे।',
      ],
      [
        'Balance your time between work and home {when}; an evening without screens helps the family reconnect.',
        '{when} काम और घर के बीच समय का संतुलन रखें; बिना स्क्रीन की एक शाम परिवार को फिर से जोड़ती है।',
      ],
      [
        'Household spending may need a joint decision {when}; agree on priorities together.',
        '{when} घरेलू ख़र्च पर मिलकर फ़ैसला करना पड़ सकता है; प्राथमिकताएँ साथ बैठकर तय करें।',
      ],
    ],
    careful: [
      [
        'Tension at home is possible {when}; choose calm words and leave office stress at the door.',
        '{when} घर में तनाव की संभावना है; शांत शब्द चुनें और दफ़्तर का तनाव घर न लाएँ।',
      ],
      [
        "An elder's health or needs may call for attention {when}; arrange care calmly and share the load with siblings.",
        '{when} किसी बुज़ुर्ग की सेहत या ज़रूरतें ध्यान माँग सकती हैं; शांति से देखभाल का इंतज़ाम करें और भाई-बहनों के साथ ज़िम्मेदारी बाँटें।',
      ],
      [
        'Old grievances can resurface {when}; address the present issue and leave the past where it is.',
        '{when} पुरानी शिकायतें फिर उभर सकती हैं; आज के मुद्दे पर बात करें और बीती बातों को वहीं रहने दें।',
      ],
      [
        'Your mood may swing more than usual {when}; a quiet hour alone helps before family discussions.',
        '{when} आपका मन सामान्य से ज़्यादा ऊपर-नीचे हो सकता है; पारिवारिक चर्चा से पहले कुछ देर अकेले शांत बैठना मदद करेगा।',
      ],
      [
        'Property or household repairs may need attention {when}; get quotes and decide together.',
        '{when} संपत्ति या घर की मरम्मत ध्यान माँग सकती है; क़ीमतें पता करें और मिलकर तय करें।',
      ],
      [
        'Be patient with a family member who is under strain {when}; practical help matters more than advice.',
        '{when} परिवार का जो सदस्य दबाव में है, उसके साथ धैर्य रखें; सलाह से ज़्यादा व्यावहारिक मदद मायने रखती है।',
      ],
    ],
  },
  travel: {
    good: [
      [
        'Short trips and errands go smoothly {when}; combine tasks to make the most of each journey.',
        '{when} छोटी यात्राएँ और बाहर के काम आसानी से होंगे; हर सफ़र का पूरा लाभ उठाने के लिए कई काम एक साथ निपटाएँ।',
      ],
      [
        'Travel for study, business or meeting people is favoured {when}; conversations on the way can prove useful.',
        '{when} पढ़ाई, व्यापार या लोगों से मिलने के लिए यात्रा अनुकूल है; रास्ते की बातचीत भी काम की निकल सकती है।',
      ],
      [
        'Bookings and plans fall into place {when}; it is a good time to arrange a trip you have been thinking about.',
        '{when} बुकिंग और योजनाएँ ठीक से बैठेंगी; जिस यात्रा के बारे में सोच रहे थे, उसकी व्यवस्था करने का यह अच्छा समय है।',
      ],
      [
        'A journey can bring news or a contact you can use {when}; keep your phone charged and your notes handy.',
        '{when} कोई सफ़र काम की ख़बर या उपयोगी संपर्क दिला सकता है; फ़ोन चार्ज रखें और ज़रूरी बातें लिखने को तैयार रहें।',
      ],
      [
        'Visiting a sibling or a neighbouring town lifts your spirits {when}.',
        '{when} भाई-बहन से मिलने या पास के किसी शहर जाने से मन प्रसन्न होगा।',
      ],
      [
        'Commutes are easier than usual {when}; use the time to read or plan ahead.',
        '{when} आना-जाना सामान्य से आसान रहेगा; उस समय का उपयोग पढ़ने या आगे की योजना बनाने में करें।',
      ],
    ],
    mixed: [
      [
        'Travel goes as planned if you leave a margin {when}; set off a little earlier than you need to.',
        '{when} थोड़ी गुंजाइश रखेंगे तो यात्रा योजना के अनुसार होगी; ज़रूरत से कुछ पहले निकलें।',
      ],
      [
        'Check timings and addresses twice before you go {when}; small mix-ups are likelier than real problems.',
        '{when} निकलने से पहले समय और पते दोबारा जाँच लें; असली परेशानी से ज़्यादा छोटी गड़बड़ियों की संभावना है।',
      ],
      [
        'Journeys are mostly practical {when}: work, errands and family duties rather than leisure.',
        '{when} यात्राएँ ज़्यादातर व्यावहारिक रहेंगी: घूमने-फिरने से ज़्यादा काम-काज और पारिवारिक दायित्व।',
      ],
      [
        'Keep travel documents and tickets in one place {when}; it saves stress at the last minute.',
        '{when} यात्रा के कागज़ात और टिकट एक जगह रखें; इससे आख़िरी समय की भागदौड़ बचेगी।',
      ],
      [
        'A change of scene helps your thinking {when}, even if it is only a walk to a different part of town.',
        '{when} माहौल बदलने से सोच साफ़ होगी, चाहे वह शहर के किसी दूसरे हिस्से तक की सैर ही क्यों न हो।',
      ],
      [
        'Plans with others may change at short notice {when}; keep a backup option ready.',
        '{when} दूसरों के साथ बनी योजनाएँ अचानक बदल सकती हैं; एक वैकल्पिक इंतज़ाम तैयार रखें।',
      ],
    ],
    careful: [
      [
        'Hold-ups on the road are possible {when}; carry water and patience, and choose reliable transport.',
        '{when} रास्ते में रुकावटें आ सकती हैं; पानी और धैर्य साथ रखें और भरोसेमंद साधन चुनें।',
      ],
      [
        'Misunderstandings about travel plans are likely {when}; confirm everything in writing.',
        '{when} यात्रा की योजनाओं को लेकर ग़लतफ़हमी हो सकती है; हर बात लिखित में पक्की कर लें।',
      ],
      [
        'Keep valuables close and copies of your documents handy {when}; a little care prevents a lot of trouble.',
        '{when} क़ीमती सामान अपने पास रखें और ज़रूरी कागज़ात की प्रति साथ रखें; थोड़ी सावधानी बड़ी परेशानी से बचाती है।',
      ],
      [
        'Drive calmly and avoid night journeys where you can {when}.',
        '{when} जहाँ तक हो सके शांति से गाड़ी चलाएँ और रात के सफ़र से बचें।',
      ],
      [
        'If a trip feels rushed {when}, simplify it: fewer stops and more rest make it safer.',
        '{when} कोई यात्रा जल्दबाज़ी भरी लगे तो उसे सरल करें: कम पड़ाव और ज़्यादा आराम उसे सुरक्षित बनाएँगे।',
      ],
      [
        'Read the conditions of bookings and refunds carefully {when}; it spares you arguments later.',
        '{when} बुकिंग और रिफ़ंड की शर्तें ध्यान से पढ़ें; इससे बाद की बहस से बचेंगे।',
      ],
    ],
  },
  luck: {
    good: [
      [
        'Luck favours initiative {when}: the first step you take opens the next door.',
        '{when} भाग्य पहल करने वालों का साथ देगा: आपका पहला क़दम अगला दरवाज़ा खोलेगा।',
      ],
      [
        'A helpful coincidence or a timely word from a friend may come your way {when}; act on it.',
        '{when} कोई सुखद संयोग या किसी दोस्त की समय पर कही बात आपके काम आ सकती है; उस पर अमल करें।',
      ],
      [
        'Good fortune comes through people {when}; a kindness done for someone returns when you need it.',
        '{when} सौभाग्य लोगों के ज़रिए आएगा; किसी के लिए किया गया भला काम ज़रूरत पड़ने पर लौटकर आएगा।',
      ],
      [
        'Your instincts are reliable {when}; trust the option that feels both right and fair.',
        '{when} आपकी अंतःप्रेरणा भरोसेमंद रहेगी; वह विकल्प चुनें जो सही भी लगे और न्यायपूर्ण भी।',
      ],
      [
        'Prayer, gratitude or a visit to a temple brings a sense of grace {when}.',
        '{when} प्रार्थना, कृतज्ञता या मंदिर दर्शन से मन में कृपा का भाव जागेगा।',
      ],
      [
        'Opportunities arrive quietly {when}; keep your eyes open in ordinary places.',
        '{when} अवसर चुपचाप आएँगे; रोज़मर्रा की जगहों पर भी आँखें खुली रखें।',
      ],
    ],
    mixed: [
      [
        'Luck is what you make of it {when}: preparation meets opportunity halfway.',
        '{when} भाग्य वही है जो आप उससे बनाएँ: तैयारी आधे रास्ते पर अवसर से मिलती है।',
      ],
      [
        'Small wins add up {when}; enjoy them rather than waiting for one big break.',
        '{when} छोटी-छोटी सफलताएँ मिलकर बड़ी बनेंगी; किसी एक बड़े मौके के इंतज़ार के बजाय उनका आनंद लें।',
      ],
      [
        'Fortune is even-handed {when}; steady work is the surest charm.',
        '{when} भाग्य संतुलित रहेगा; लगातार मेहनत ही सबसे पक्का ताबीज़ है।',
      ],
      [
        'A second attempt can succeed where the first did not {when}; try again with a small change.',
        '{when} जहाँ पहली कोशिश नहीं चली, वहाँ दूसरी सफल हो सकती है; थोड़े बदलाव के साथ फिर प्रयास करें।',
      ],
      [
        'Good timing matters more than chance {when}; start important tasks when you feel calm and prepared.',
        '{when} संयोग से ज़्यादा सही समय मायने रखता है; ज़रूरी काम तब शुरू करें जब मन शांत हो और तैयारी पूरी हो।',
      ],
      [
        'Make small promises and keep them all {when}; reliability draws luck to you.',
        '{when} छोटे वादे करें और सभी निभाएँ; भरोसेमंद होना भाग्य को आपकी ओर खींचता है।',
      ],
    ],
    careful: [
      [
        'Luck is quieter {when}, so rely on planning and stay away from bets or gambles of any kind.',
        '{when} भाग्य का साथ हल्का रहेगा, इसलिए योजना पर भरोसा करें और किसी भी तरह की बाज़ी या जुए से दूर रहें।',
      ],
      [
        'Things may not fall into place by chance {when}; check for yourself and follow up in person.',
        '{when} काम अपने आप ठीक न बैठें तो ख़ुद जाँचें और ख़ुद ही आगे की बात करें।',
      ],
      [
        'Patience is your good fortune {when}; what is yours will come at the right time.',
        '{when} धैर्य ही आपका सौभाग्य है; जो आपका है, वह सही समय पर मिलेगा।',
      ],
      [
        'Service to others turns the tide {when}; help someone without expecting anything back.',
        '{when} दूसरों की सेवा से हालात बदलेंगे; बिना बदले की उम्मीद के किसी की मदद करें।',
      ],
      [
        'Avoid shortcuts {when}; the long way round is also the safer one.',
        '{when} शॉर्टकट से बचें; लंबा रास्ता ही सुरक्षित रास्ता भी है।',
      ],
      [
        'A calm mind notices chances that a worried one misses {when}; a few minutes of silence each morning helps.',
        '{when} शांत मन वे मौके देख लेता है जो चिंतित मन से छूट जाते हैं; हर सुबह कुछ मिनट का मौन मदद करेगा।',
      ],
    ],
  },
};

export const passages: Readonly<Record<ReadingSection, Record<Situation, readonly Bilingual[]>>> = Object.fromEntries(
  READING_SECTIONS.map((section) => [
    section,
    Object.fromEntries(SITUATIONS.map((sit) => [sit, PASSAGE_TEXT[section][sit].map(bi)])),
  ]),
) as unknown as Record<ReadingSection, Record<Situation, readonly Bilingual[]>>;

/** A remedy for a planet: three mantras or prayers, three charities, a fasting day. */
interface RemedyText {
  mantras: readonly Pair[];
  charities: readonly Pair[];
  fast: Pair;
}

const REMEDY_TEXT: Readonly<Record<PlanetKey, RemedyText>> = {
  SU: {
    mantras: [
      ['chant “Om Suryaya Namah” 108 times at sunrise', 'सूर्योदय के समय 108 बार “ॐ सूर्याय नमः” का जाप करें'],
      ['offer water to the rising Sun while reciting the Gayatri Mantra', 'गायत्री मंत्र पढ़ते हुए उगते सूर्य को जल अर्पित करें'],
      ['recite the Aditya Hridayam once', 'एक बार आदित्य हृदय स्तोत्र का पाठ करें'],
    ],
    charities: [
      ['give wheat or jaggery to someone in need', 'किसी ज़रूरतमंद को गेहूँ या गुड़ दान करें'],
      ['donate to a school or a cause that helps children', 'किसी स्कूल या बच्चों की मदद करने वाली संस्था को दान दें'],
      ['share a meal with a hard-working labourer', 'किसी मेहनतकश मज़दूर के साथ भोजन बाँटें'],
    ],
    fast: ['keep a fast on Sunday', 'रविवार का व्रत रखें'],
  },
  MO: {
    mantras: [
      ['chant “Om Somaya Namah” 108 times in the evening', 'शाम को 108 बार “ॐ सोमाय नमः” का जाप करें'],
      ['recite “Om Chandraya Namah” 11 times before sleep', 'सोने से पहले 11 बार “ॐ चन्द्राय नमः” का जाप करें'],
      ['offer water mixed with milk at a Shiva temple', 'किसी शिव मंदिर में दूध मिला जल अर्पित करें'],
    ],
    charities: [
      ['give rice or milk to someone in need', 'किसी ज़रूरतमंद को चावल या दूध दान करें'],
      ['offer water to thirsty passers-by', 'प्यासे राहगीरों को पानी पिलाएँ'],
      ['help an elderly woman with an errand', 'किसी बुज़ुर्ग महिला के काम में हाथ बँटाएँ'],
    ],
    fast: ['keep a fast on Monday', 'सोमवार का व्रत रखें'],
  },
  MA: {
    mantras: [
      ['chant “Om Angarakaya Namah” 108 times', '108 बार “ॐ अंगारकाय नमः” का जाप करें'],
      ['recite the Hanuman Chalisa once', 'एक बार हनुमान चालीसा का पाठ करें'],
      ['read the Sundar Kand or a part of it', 'सुंदरकांड या उसका कोई अंश पढ़ें'],
    ],
    charities: [
      ['give red lentils to someone in need', 'किसी ज़रूरतमंद को मसूर की दाल दान करें'],
      ['donate blood if you are fit to', 'स्वस्थ हों तो रक्तदान करें'],
      [
        'help the family of a soldier, police officer or firefighter',
        'किसी सैनिक, पुलिसकर्मी या अग्निशमनकर्मी के परिवार की मदद करें',
      ],
    ],
    fast: ['keep a fast on Tuesday', 'मंगलवार का व्रत रखें'],
  },
  ME: {
    mantras: [
      ['chant “Om Budhaya Namah” 108 times', '108 बार “ॐ बुधाय नमः” का जाप करें'],
      ['recite the Vishnu Sahasranama or a part of it', 'विष्णु सहस्रनाम या उसका कोई अंश पढ़ें'],
      ['say “Om Namo Bhagavate Vasudevaya” 108 times', '108 बार “ॐ नमो भगवते वासुदेवाय” का जाप करें'],
    ],
    charities: [
      ['give green moong to someone in need', 'किसी ज़रूरतमंद को हरी मूँग दान करें'],
      ['donate books or stationery to students', 'विद्यार्थियों को किताबें या लेखन सामग्री दान करें'],
      ['feed green fodder to a cow', 'गाय को हरा चारा खिलाएँ'],
    ],
    fast: ['keep a fast on Wednesday', 'बुधवार का व्रत रखें'],
  },
  JU: {
    mantras: [
      ['chant “Om Gurave Namah” 108 times', '108 बार “ॐ गुरवे नमः” का जाप करें'],
      ['recite “Om Brihaspataye Namah” 108 times', '108 बार “ॐ बृहस्पतये नमः” का जाप करें'],
      ['touch the feet of an elder or teacher and ask for their blessing', 'किसी बड़े या गुरु के चरण छूकर आशीर्वाद लें'],
    ],
    charities: [
      ['give chana dal or turmeric to someone in need', 'किसी ज़रूरतमंद को चने की दाल या हल्दी दान करें'],
      ['donate to a temple or a teacher', 'किसी मंदिर या गुरु को दान दें'],
      ['share bananas at a temple or with children', 'मंदिर में या बच्चों को केले बाँटें'],
    ],
    fast: ['keep a fast on Thursday', 'गुरुवार का व्रत रखें'],
  },
  VE: {
    mantras: [
      ['chant “Om Shukraya Namah” 108 times', '108 बार “ॐ शुक्राय नमः” का जाप करें'],
      ['recite the Shri Suktam once', 'एक बार श्री सूक्त का पाठ करें'],
      ['offer white flowers to Goddess Lakshmi', 'देवी लक्ष्मी को सफ़ेद फूल अर्पित करें'],
    ],
    charities: [
      ['give rice, sugar or white clothes to someone in need', 'किसी ज़रूरतमंद को चावल, चीनी या सफ़ेद वस्त्र दान करें'],
      ['help a young woman with her studies or work', 'किसी युवती की पढ़ाई या काम में मदद करें'],
      ['offer sweets at a temple and share them', 'मंदिर में मिठाई चढ़ाएँ और उसे बाँटें'],
    ],
    fast: ['keep a fast on Friday', 'शुक्रवार का व्रत रखें'],
  },
  SA: {
    mantras: [
      ['chant “Om Shanaishcharaya Namah” 108 times', '108 बार “ॐ शनैश्चराय नमः” का जाप करें'],
      ['recite the Hanuman Chalisa in the evening', 'शाम को हनुमान चालीसा का पाठ करें'],
      ['light a mustard-oil lamp under a peepal tree', 'पीपल के पेड़ के नीचे सरसों के तेल का दीपक जलाएँ'],
    ],
    charities: [
      ['give black sesame or mustard oil to someone in need', 'किसी ज़रूरतमंद को काले तिल या सरसों का तेल दान करें'],
      ['help a worker or an elderly person with a task', 'किसी मज़दूर या बुज़ुर्ग के काम में हाथ बँटाएँ'],
      ['donate footwear or blankets to the poor', 'ग़रीबों को जूते-चप्पल या कंबल दान करें'],
    ],
    fast: ['keep a fast on Saturday', 'शनिवार का व्रत रखें'],
  },
  RA: {
    mantras: [
      ['chant “Om Rahave Namah” 108 times', '108 बार “ॐ राहवे नमः” का जाप करें'],
      ['recite the Durga Kavach once', 'एक बार दुर्गा कवच का पाठ करें'],
      ['say “Om Dum Durgayai Namah” 108 times', '108 बार “ॐ दुं दुर्गायै नमः” का जाप करें'],
    ],
    charities: [
      ['give blankets or black gram to someone in need', 'किसी ज़रूरतमंद को कंबल या काली उड़द दान करें'],
      ['feed stray dogs', 'बेसहारा कुत्तों को भोजन दें'],
      ['donate to a hospital or a shelter', 'किसी अस्पताल या आश्रय-स्थल को दान दें'],
    ],
    fast: ['keep a fast on Saturday', 'शनिवार का व्रत रखें'],
  },
  KE: {
    mantras: [
      ['chant “Om Ketave Namah” 108 times', '108 बार “ॐ केतवे नमः” का जाप करें'],
      ['pray to Lord Ganesha with “Om Gam Ganapataye Namah”', '“ॐ गं गणपतये नमः” से भगवान गणेश की प्रार्थना करें'],
      ['sit in silent meditation for fifteen minutes', 'पंद्रह मिनट मौन ध्यान में बैठें'],
    ],
    charities: [
      ['give a multicoloured blanket to someone in need', 'किसी ज़रूरतमंद को रंग-बिरंगा कंबल दान करें'],
      ['feed stray dogs with rotis', 'बेसहारा कुत्तों को रोटी खिलाएँ'],
      ['donate to a spiritual or charitable trust', 'किसी आध्यात्मिक या धर्मार्थ संस्था को दान दें'],
    ],
    fast: ['keep a fast on Tuesday', 'मंगलवार का व्रत रखें'],
  },
};

export interface Remedy {
  mantras: readonly Bilingual[];
  charities: readonly Bilingual[];
  fast: Bilingual;
}

/** Remedies by planet: a mantra or prayer, a charity, a fasting day (the colour is the planet's). */
export const remedies: Readonly<Record<PlanetKey, Remedy>> = Object.fromEntries(
  Object.entries(REMEDY_TEXT).map(([k, r]) => [
    k,
    { mantras: r.mantras.map(bi), charities: r.charities.map(bi), fast: bi(r.fast) },
  ]),
) as unknown as Record<PlanetKey, Remedy>;

/** The remedy in one sentence, with its reason. */
export const remedyTemplate: Bilingual = bi([
  'Remedy: {mantra}, {charity} and {fast}; wearing {colour} helps too, because all of this strengthens {planet}, the planet your {section} reading leans on most {when}.',
  'उपाय: {mantra}, {charity} और {fast}; {colour} रंग पहनना भी सहायक रहेगा, क्योंकि इन सबसे {planet} को बल मिलता है, जिन पर {when} आपके राशिफल का ‘{section}’ भाग सबसे ज़्यादा टिका है।',
]);

/** The day's lucky planet in the luck section (daily), three ways; `{role}` from {@link luckyRoles}. */
export const luckyPlanetTemplates: readonly Bilingual[] = (
  [
    [
      'Luck runs through {planet} {when}, {role}, and shows in matters of {domain}.',
      '{when} भाग्य का सूत्र {planet} के हाथ में है, जो {role} हैं, और यह {domain} से जुड़े मामलों में दिखेगा।',
    ],
    [
      '{planet}, {role}, carries your luck {when}; look for it in {domain}.',
      '{role} {planet} {when} आपके भाग्य के वाहक हैं; इसे {domain} में खोजें।',
    ],
    [
      '{when} your lucky planet is {planet}, {role}, and {domain} are where it works best.',
      '{when} आपके भाग्यशाली ग्रह {planet} हैं, जो {role} हैं, और {domain} में उनका असर सबसे अच्छा रहेगा।',
    ],
  ] as const
).map(bi);

/** Why a planet is the day's lucky one. */
export const luckyRoles: Readonly<Record<'nakshatra' | 'day' | 'sign', Bilingual>> = {
  nakshatra: bi(["lord of the Moon's nakshatra", 'चंद्र नक्षत्र के स्वामी']),
  day: bi(['lord of the day', 'वार के स्वामी']),
  sign: bi(["your sign's lord", 'आपकी राशि के स्वामी']),
};

/** The lucky basis, shown beside the lucky number, colour and time. */
export const luckyBasisTemplates: Readonly<Record<'number' | 'colour' | 'time' | 'factors', Bilingual>> = {
  factors: bi([
    'Day lord {dayLord}, Moon in {nakshatra} (lord {nakshatraLord}), sign lord {signLord}',
    'वार के स्वामी {dayLord}, चंद्रमा {nakshatra} नक्षत्र में (स्वामी {nakshatraLord}), राशि स्वामी {signLord}',
  ]),
  number: bi([
    '{sum} reduced to one digit ({dayLord} {a} + {nakshatraLord} {b} + {signLord} {c})',
    '{sum} का मूलांक ({dayLord} {a} + {nakshatraLord} {b} + {signLord} {c})',
  ]),
  colour: bi(['the colour of {planet}', '{planet} का रंग']),
  time: bi(['the hora of {planet} from sunrise in New Delhi', 'नई दिल्ली के सूर्योदय से गिनी गई {planet} की होरा']),
};

/** The personal horoscope: the day from the reader's ascendant, and the running dasha. */
export const personalTemplates: Readonly<Record<'ascendantMoon' | 'ascendantSun' | 'dasha', Bilingual>> = {
  ascendantMoon: bi([
    'From your {ascendant} ascendant, the Moon is in {sign}, your {house} house {when}, the house of {domain}.',
    'आपके {ascendant} लग्न से {when} चंद्रमा {sign} राशि में, आपके {house} भाव में गोचर कर रहे हैं, जो {domain} का भाव है।',
  ]),
  ascendantSun: bi([
    'The Sun stands in {sign}, your {house} house from the ascendant, and brings {domain} into view.',
    'सूर्य {sign} राशि में, लग्न से आपके {house} भाव में गोचर कर रहे हैं, जिससे {domain} से जुड़े विषय सामने आएँगे।',
  ]),
  dasha: bi([
    'You are running the {maha} mahadasha, in the {antar} antardasha until {date}; {planet} now transits {sign}, your {house} house from the ascendant, so {domain} are where this period shows {when}.',
    'आपकी {maha} महादशा में {antar} की अंतर्दशा {date} तक चल रही है; {planet} अभी {sign} राशि में, लग्न से आपके {house} भाव में गोचर कर रहे हैं, इसलिए {when} यह दशा {domain} में दिखेगी।',
  ]),
};
