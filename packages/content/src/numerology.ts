import type { Bilingual } from './types';

export type Digit = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export const DIGITS: readonly Digit[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

// ---------------------------------------------------------------------------
// Numbers 1 to 9
// ---------------------------------------------------------------------------

/** What a number from 1 to 9 means as a life path, a psychic number (mulank) and a destiny number (bhagyank). */
export interface NumberMeaning {
  number: Digit;
  /** The ruling planet in Indian numerology. */
  planet: Bilingual;
  title: Bilingual;
  keywords: Bilingual;
  /** Which birth dates give this mulank. */
  bornOn: readonly number[];
  lifePath: Bilingual;
  /** As mulank (psychic number, from the day of birth): how you come across day to day. */
  psychic: Bilingual;
  /** As bhagyank (destiny number, from the full date of birth): what life keeps bringing you. */
  destiny: Bilingual;
  strengths: Bilingual;
  challenges: Bilingual;
  careers: Bilingual;
  luckyDays: Bilingual;
  luckyColours: Bilingual;
}

export const numberMeanings: Record<Digit, NumberMeaning> = {
  1: {
    number: 1,
    planet: { en: 'Sun', hi: 'सूर्य' },
    title: { en: 'The Leader', hi: 'नेतृत्वकर्ता' },
    keywords: { en: 'Independence, leadership, originality, willpower', hi: 'स्वतंत्रता, नेतृत्व, मौलिकता, इच्छाशक्ति' },
    bornOn: [1, 10, 19, 28],
    lifePath: {
      en: 'Your path is about learning to stand on your own feet and lead. You are here to start things, trust your own judgement and find the courage to go first. The lesson of this number is to lead without dominating, and to let the people around you shine as well.',
      hi: 'आपका जीवन पथ अपने पैरों पर खड़े होने और नेतृत्व करना सीखने का है। आप नई शुरुआत करने, अपने विवेक पर भरोसा करने और सबसे आगे चलने का साहस जुटाने के लिए आए हैं। इस अंक की सीख है कि नेतृत्व करें, पर हावी न हों, और अपने आसपास के लोगों को भी चमकने दें।',
    },
    psychic: {
      en: 'Born on the 1st, 10th, 19th or 28th, you come across as confident, direct and self-driven. You like to make your own decisions, think quickly and dislike being told what to do. People notice you when you walk into a room.',
      hi: 'महीने की 1, 10, 19 या 28 तारीख़ को जन्मे लोग आत्मविश्वासी, साफ़गो और अपने दम पर आगे बढ़ने वाले दिखते हैं। आप अपने फ़ैसले ख़ुद लेना पसंद करते हैं, तेज़ी से सोचते हैं और किसी का हुक्म मानना आपको अच्छा नहीं लगता। आप जहाँ जाते हैं, लोगों का ध्यान आप पर जाता है।',
    },
    destiny: {
      en: 'With bhagyank 1, life keeps handing you responsibility and the chance to lead. Opportunities grow when you take the first step yourself; recognition tends to come through your own ventures rather than by waiting to be chosen.',
      hi: 'भाग्यांक 1 होने पर जीवन बार-बार आपको ज़िम्मेदारी और नेतृत्व का मौक़ा देता है। जब आप ख़ुद पहला क़दम उठाते हैं, तब अवसर बढ़ते हैं; पहचान प्रायः चुने जाने का इंतज़ार करने से नहीं, अपने काम की शुरुआत करने से मिलती है।',
    },
    strengths: {
      en: 'Self-belief, determination, originality and natural authority.',
      hi: 'आत्मविश्वास, दृढ़ निश्चय, मौलिकता और स्वाभाविक प्रभाव।',
    },
    challenges: {
      en: 'Ego, impatience, stubbornness and finding it hard to ask for help.',
      hi: 'अहंकार, अधीरता, ज़िद और मदद माँगने में झिझक।',
    },
    careers: {
      en: 'Entrepreneurship, management, government service, politics, the armed forces and any role that leads a team.',
      hi: 'अपना व्यवसाय, प्रबंधन, सरकारी सेवा, राजनीति, सेना और कोई भी ऐसी भूमिका जिसमें टीम का नेतृत्व करना हो।',
    },
    luckyDays: { en: 'Sunday and Monday', hi: 'रविवार और सोमवार' },
    luckyColours: { en: 'Gold, orange and yellow', hi: 'सुनहरा, नारंगी और पीला' },
  },
  2: {
    number: 2,
    planet: { en: 'Moon', hi: 'चंद्रमा' },
    title: { en: 'The Peacemaker', hi: 'सामंजस्य बनाने वाला' },
    keywords: { en: 'Sensitivity, cooperation, intuition, diplomacy', hi: 'संवेदनशीलता, सहयोग, अंतर्ज्ञान, कूटनीति' },
    bornOn: [2, 11, 20, 29],
    lifePath: {
      en: "Your path is about partnership and harmony. You are here to bring people together, to listen and to sense what others need before they say it. The lesson is to value your own feelings as much as everyone else's, and to make decisions without waiting for approval.",
      hi: 'आपका जीवन पथ साझेदारी और सामंजस्य का है। आप लोगों को जोड़ने, सुनने और दूसरों की ज़रूरत उनके कहने से पहले भाँप लेने के लिए आए हैं। इस अंक की सीख है कि अपनी भावनाओं को भी उतना ही महत्व दें जितना दूसरों की भावनाओं को, और किसी की स्वीकृति का इंतज़ार किए बिना फ़ैसले लें।',
    },
    psychic: {
      en: 'Born on the 2nd, 11th, 20th or 29th, you are gentle, imaginative and emotionally aware. You notice moods quickly, avoid open conflict and do your best work in a calm, supportive setting.',
      hi: 'महीने की 2, 11, 20 या 29 तारीख़ को जन्मे लोग कोमल, कल्पनाशील और भावनाओं को समझने वाले होते हैं। आप माहौल जल्दी भाँप लेते हैं, खुले टकराव से बचते हैं और शांत, सहयोगी वातावरण में सबसे अच्छा काम करते हैं।',
    },
    destiny: {
      en: 'With bhagyank 2, your best opportunities arrive through other people: partners, teams, mentors and friends. Life rewards patience and tact; things that seem slow often ripen at just the right time.',
      hi: 'भाग्यांक 2 होने पर आपके सबसे अच्छे अवसर दूसरों के ज़रिए आते हैं: साझेदार, टीम, मार्गदर्शक और मित्र। जीवन धैर्य और व्यवहार-कुशलता का इनाम देता है; जो काम धीमे लगते हैं, वे अक्सर बिल्कुल सही समय पर पूरे होते हैं।',
    },
    strengths: {
      en: 'Empathy, patience, intuition and a gift for bringing people together.',
      hi: 'सहानुभूति, धैर्य, अंतर्ज्ञान और लोगों को जोड़ने का गुण।',
    },
    challenges: {
      en: "Mood swings, over-sensitivity, indecision and leaning too much on others' opinions.",
      hi: 'मन का जल्दी बदलना, ज़रूरत से ज़्यादा संवेदनशीलता, दुविधा और दूसरों की राय पर अधिक निर्भरता।',
    },
    careers: {
      en: 'Counselling, teaching, nursing, hospitality, human resources, diplomacy, music and the arts.',
      hi: 'परामर्श, अध्यापन, नर्सिंग, आतिथ्य, मानव संसाधन, कूटनीति, संगीत और कलाएँ।',
    },
    luckyDays: { en: 'Monday and Friday', hi: 'सोमवार और शुक्रवार' },
    luckyColours: { en: 'White, cream and light green', hi: 'सफ़ेद, क्रीम और हल्का हरा' },
  },
  3: {
    number: 3,
    planet: { en: 'Jupiter', hi: 'बृहस्पति (गुरु)' },
    title: { en: 'The Teacher', hi: 'ज्ञान देने वाला' },
    keywords: { en: 'Wisdom, expression, optimism, growth', hi: 'ज्ञान, अभिव्यक्ति, आशावाद, विकास' },
    bornOn: [3, 12, 21, 30],
    lifePath: {
      en: 'Your path is about learning and sharing what you learn. You are here to teach, guide, write or speak, and to lift the people around you with your optimism. The lesson is discipline: to finish what you start and to practise what you advise.',
      hi: 'आपका जीवन पथ सीखने और सीखी हुई बात बाँटने का है। आप पढ़ाने, राह दिखाने, लिखने या बोलने और अपने आशावाद से दूसरों का हौसला बढ़ाने के लिए आए हैं। इस अंक की सीख अनुशासन है: जो शुरू करें उसे पूरा करें, और जो सलाह दें उस पर ख़ुद भी चलें।',
    },
    psychic: {
      en: 'Born on the 3rd, 12th, 21st or 30th, you are cheerful, expressive and full of ideas. You enjoy company, like to give advice and are respected for your knowledge and sense of fairness.',
      hi: 'महीने की 3, 12, 21 या 30 तारीख़ को जन्मे लोग हँसमुख, अपनी बात खुलकर कहने वाले और विचारों से भरे होते हैं। आपको लोगों का साथ अच्छा लगता है, आप सलाह देना पसंद करते हैं और अपने ज्ञान व न्यायप्रियता के लिए सम्मान पाते हैं।',
    },
    destiny: {
      en: 'With bhagyank 3, life opens doors through knowledge, guidance and good conduct. Elders and teachers tend to help you, and your reputation grows steadily when your words and actions match.',
      hi: 'भाग्यांक 3 होने पर जीवन ज्ञान, मार्गदर्शन और अच्छे आचरण के ज़रिए रास्ते खोलता है। बड़े-बुज़ुर्ग और गुरु प्रायः आपकी मदद करते हैं, और जब आपकी कथनी और करनी एक हो, तो आपकी प्रतिष्ठा लगातार बढ़ती है।',
    },
    strengths: {
      en: 'Optimism, wisdom, generosity and clear, inspiring communication.',
      hi: 'आशावाद, समझदारी, उदारता और स्पष्ट, प्रेरक संवाद।',
    },
    challenges: {
      en: 'Over-confidence, a tendency to preach, scattered energy and promising more than you can do.',
      hi: 'अति-आत्मविश्वास, उपदेश देने की आदत, बिखरी ऊर्जा और क्षमता से ज़्यादा वादे करना।',
    },
    careers: {
      en: 'Teaching, law, finance and advisory work, publishing, writing, consulting and spiritual or religious work.',
      hi: 'अध्यापन, क़ानून, वित्तीय सलाह, प्रकाशन, लेखन, परामर्श और आध्यात्मिक या धार्मिक कार्य।',
    },
    luckyDays: { en: 'Thursday', hi: 'गुरुवार' },
    luckyColours: { en: 'Yellow, saffron and violet', hi: 'पीला, केसरिया और बैंगनी' },
  },
  4: {
    number: 4,
    planet: { en: 'Rahu', hi: 'राहु' },
    title: { en: 'The Builder', hi: 'निर्माता' },
    keywords: {
      en: 'Hard work, structure, unconventional thinking, practicality',
      hi: 'परिश्रम, व्यवस्था, लीक से हटकर सोच, व्यावहारिकता',
    },
    bornOn: [4, 13, 22, 31],
    lifePath: {
      en: 'Your path is about building something solid through steady work. You see problems from unusual angles and have the patience to fix them properly. The lesson is flexibility: to accept that plans change, and to keep going when results come later than you expected.',
      hi: 'आपका जीवन पथ लगातार मेहनत से कुछ मज़बूत बनाने का है। आप समस्याओं को अलग नज़रिए से देखते हैं और उन्हें ठीक से सुलझाने का धैर्य रखते हैं। इस अंक की सीख लचीलापन है: यह स्वीकार करना कि योजनाएँ बदलती हैं, और नतीजे उम्मीद से देर से आएँ तब भी डटे रहना।',
    },
    psychic: {
      en: 'Born on the 4th, 13th, 22nd or 31st, you are practical, methodical and quietly independent. You question rules that make no sense, work hard behind the scenes and are loyal to the few people you trust.',
      hi: 'महीने की 4, 13, 22 या 31 तारीख़ को जन्मे लोग व्यावहारिक, व्यवस्थित और चुपचाप अपने ढंग से चलने वाले होते हैं। बेतुके नियमों पर आप सवाल उठाते हैं, पर्दे के पीछे मेहनत करते हैं और उन गिने-चुने लोगों के प्रति वफ़ादार रहते हैं जिन पर भरोसा करते हैं।',
    },
    destiny: {
      en: 'With bhagyank 4, life asks you to earn your rewards step by step. Sudden changes can redirect your plans, yet they often lead somewhere better; what you build with patience tends to last.',
      hi: 'भाग्यांक 4 होने पर जीवन चाहता है कि आप क़दम-दर-क़दम अपना फल कमाएँ। अचानक आने वाले बदलाव आपकी योजनाओं की दिशा बदल सकते हैं, पर अक्सर बेहतर जगह ले जाते हैं; धैर्य से बनाया गया आपका काम लंबे समय तक टिकता है।',
    },
    strengths: {
      en: 'Reliability, discipline, technical skill and original problem-solving.',
      hi: 'भरोसेमंदी, अनुशासन, तकनीकी कौशल और समस्याओं का मौलिक हल।',
    },
    challenges: {
      en: 'Rigidity, rebelliousness, unexpected setbacks and feeling misunderstood.',
      hi: 'कठोरता, विद्रोही रवैया, अप्रत्याशित रुकावटें और यह एहसास कि लोग आपको समझते नहीं।',
    },
    careers: {
      en: 'Engineering, information technology, research, construction, accounting, electronics and aviation.',
      hi: 'इंजीनियरिंग, सूचना प्रौद्योगिकी, शोध, निर्माण कार्य, लेखा, इलेक्ट्रॉनिक्स और विमानन।',
    },
    luckyDays: { en: 'Saturday and Sunday', hi: 'शनिवार और रविवार' },
    luckyColours: { en: 'Blue, grey and khaki', hi: 'नीला, स्लेटी और ख़ाकी' },
  },
  5: {
    number: 5,
    planet: { en: 'Mercury', hi: 'बुध' },
    title: { en: 'The Communicator', hi: 'संवाद-कुशल' },
    keywords: { en: 'Freedom, adaptability, intelligence, commerce', hi: 'स्वतंत्रता, अनुकूलनशीलता, बुद्धि, व्यापार' },
    bornOn: [5, 14, 23],
    lifePath: {
      en: 'Your path is about experience, movement and communication. You learn by trying things, meeting people and travelling, and you adapt faster than most. The lesson is commitment: freedom becomes most valuable when you choose something and see it through.',
      hi: 'आपका जीवन पथ अनुभव, गतिशीलता और संवाद का है। आप चीज़ें आज़माकर, लोगों से मिलकर और यात्राएँ करके सीखते हैं, और ज़्यादातर लोगों से जल्दी ढल जाते हैं। इस अंक की सीख प्रतिबद्धता है: आज़ादी तब सबसे क़ीमती होती है जब आप कुछ चुनकर उसे पूरा करते हैं।',
    },
    psychic: {
      en: 'Born on the 5th, 14th or 23rd, you are quick-witted, curious and good with words and numbers. You get bored by routine, make friends easily and can talk your way into almost any room.',
      hi: 'महीने की 5, 14 या 23 तारीख़ को जन्मे लोग हाज़िरजवाब, जिज्ञासु और शब्दों व अंकों में माहिर होते हैं। एक जैसी दिनचर्या से आप ऊब जाते हैं, आसानी से दोस्त बना लेते हैं और अपनी बातों से लगभग हर महफ़िल में अपनी जगह बना लेते हैं।',
    },
    destiny: {
      en: 'With bhagyank 5, life brings change, travel and many openings, often through trade, media or contacts. Your fortune improves when you pick the right opportunity and give it consistent attention.',
      hi: 'भाग्यांक 5 होने पर जीवन में बदलाव, यात्राएँ और कई अवसर आते हैं, अक्सर व्यापार, मीडिया या संपर्कों के ज़रिए। जब आप सही अवसर चुनकर उस पर लगातार ध्यान देते हैं, तब भाग्य और निखरता है।',
    },
    strengths: {
      en: 'Versatility, quick thinking, persuasion and a talent for business.',
      hi: 'बहुमुखी प्रतिभा, तेज़ सोच, समझाने-मनाने की कला और व्यापार की समझ।',
    },
    challenges: {
      en: 'Restlessness, impatience, nervous energy and inconsistency.',
      hi: 'बेचैनी, अधीरता, घबराहट भरी ऊर्जा और निरंतरता की कमी।',
    },
    careers: {
      en: 'Business and trade, sales, marketing, media, journalism, banking, travel and tourism.',
      hi: 'व्यापार, बिक्री, मार्केटिंग, मीडिया, पत्रकारिता, बैंकिंग, यात्रा और पर्यटन।',
    },
    luckyDays: { en: 'Wednesday and Friday', hi: 'बुधवार और शुक्रवार' },
    luckyColours: { en: 'Light green, grey and white', hi: 'हल्का हरा, स्लेटी और सफ़ेद' },
  },
  6: {
    number: 6,
    planet: { en: 'Venus', hi: 'शुक्र' },
    title: { en: 'The Nurturer', hi: 'पालनकर्ता' },
    keywords: { en: 'Love, beauty, family, responsibility', hi: 'प्रेम, सौंदर्य, परिवार, ज़िम्मेदारी' },
    bornOn: [6, 15, 24],
    lifePath: {
      en: 'Your path is about love, care and creating beauty. You are here to look after people, make homes and communities warmer and bring harmony through art or service. The lesson is balance: to care without controlling and to include yourself among the people you look after.',
      hi: 'आपका जीवन पथ प्रेम, देखभाल और सुंदरता रचने का है। आप लोगों का ध्यान रखने, घर और समाज को स्नेह से भरने और कला या सेवा से सामंजस्य लाने के लिए आए हैं। इस अंक की सीख संतुलन है: परवाह करें पर नियंत्रण नहीं, और जिनकी देखभाल करते हैं उनमें ख़ुद को भी गिनें।',
    },
    psychic: {
      en: 'Born on the 6th, 15th or 24th, you are charming, warm and drawn to beautiful things. You enjoy hosting, care deeply about family and friends and have a good eye for design, music or style.',
      hi: 'महीने की 6, 15 या 24 तारीख़ को जन्मे लोग आकर्षक, स्नेही और सुंदर चीज़ों की ओर खिंचने वाले होते हैं। मेहमाननवाज़ी आपको अच्छी लगती है, परिवार और मित्रों की आप दिल से परवाह करते हैं और डिज़ाइन, संगीत या पहनावे की अच्छी समझ रखते हैं।',
    },
    destiny: {
      en: 'With bhagyank 6, life brings comfort, affection and responsibility, often through family and relationships. Success comes through service, creativity and a reputation for being dependable.',
      hi: 'भाग्यांक 6 होने पर जीवन में सुख, स्नेह और ज़िम्मेदारी आती है, अक्सर परिवार और रिश्तों के ज़रिए। सफलता सेवा, रचनात्मकता और भरोसेमंद होने की साख से मिलती है।',
    },
    strengths: {
      en: 'Compassion, loyalty, artistic taste and a strong sense of responsibility.',
      hi: 'करुणा, निष्ठा, कलात्मक रुचि और ज़िम्मेदारी का गहरा भाव।',
    },
    challenges: {
      en: "Over-attachment, indulgence, perfectionism and carrying everyone else's burdens.",
      hi: 'अत्यधिक लगाव, भोग-विलास की ओर झुकाव, हर चीज़ में पूर्णता की ज़िद और सबका बोझ अपने ऊपर ले लेना।',
    },
    careers: {
      en: 'Arts, design, fashion, hospitality, healthcare, interior decoration, entertainment and counselling.',
      hi: 'कला, डिज़ाइन, फ़ैशन, आतिथ्य, स्वास्थ्य सेवा, इंटीरियर सज्जा, मनोरंजन और परामर्श।',
    },
    luckyDays: { en: 'Friday', hi: 'शुक्रवार' },
    luckyColours: { en: 'White, pink and light blue', hi: 'सफ़ेद, गुलाबी और हल्का नीला' },
  },
  7: {
    number: 7,
    planet: { en: 'Ketu', hi: 'केतु' },
    title: { en: 'The Seeker', hi: 'साधक' },
    keywords: { en: 'Introspection, spirituality, research, intuition', hi: 'आत्मचिंतन, आध्यात्मिकता, शोध, अंतर्ज्ञान' },
    bornOn: [7, 16, 25],
    lifePath: {
      en: 'Your path is about looking beneath the surface. You are here to study, question and find meaning, whether through science, philosophy or spiritual practice. The lesson is trust: to open up to others and to share the insight you gather instead of keeping it to yourself.',
      hi: 'आपका जीवन पथ सतह के नीचे झाँकने का है। आप अध्ययन करने, सवाल पूछने और अर्थ खोजने के लिए आए हैं, चाहे विज्ञान के रास्ते हो, दर्शन के या आध्यात्मिक साधना के। इस अंक की सीख भरोसा है: दूसरों के सामने खुलना, और जो समझ आप जुटाते हैं उसे अपने तक सीमित रखने के बजाय बाँटना।',
    },
    psychic: {
      en: 'Born on the 7th, 16th or 25th, you are thoughtful, private and intuitive. You need time alone to recharge, notice what others miss and are often drawn to mysteries, nature or the spiritual side of life.',
      hi: 'महीने की 7, 16 या 25 तारीख़ को जन्मे लोग विचारशील, निजता पसंद और अंतर्ज्ञानी होते हैं। आपको ऊर्जा जुटाने के लिए अकेले समय चाहिए, आप वह देख लेते हैं जो दूसरों से छूट जाता है और अक्सर रहस्यों, प्रकृति या जीवन के आध्यात्मिक पक्ष की ओर आकर्षित होते हैं।',
    },
    destiny: {
      en: 'With bhagyank 7, life leads you towards depth rather than display. Opportunities come through expertise, research and inner growth; periods of solitude often turn out to be the most productive.',
      hi: 'भाग्यांक 7 होने पर जीवन आपको दिखावे के बजाय गहराई की ओर ले जाता है। अवसर विशेषज्ञता, शोध और आंतरिक विकास के ज़रिए आते हैं; एकांत के दौर अक्सर सबसे फलदायी साबित होते हैं।',
    },
    strengths: {
      en: 'Depth of thought, intuition, analytical skill and spiritual insight.',
      hi: 'गहरी सोच, अंतर्ज्ञान, विश्लेषण की क्षमता और आध्यात्मिक समझ।',
    },
    challenges: {
      en: 'Aloofness, overthinking, secrecy and a restless search for perfection.',
      hi: 'लोगों से दूरी, ज़रूरत से ज़्यादा सोचना, बातें छिपाना और पूर्णता की बेचैन खोज।',
    },
    careers: {
      en: 'Research, science, philosophy, psychology, writing, data analysis, spiritual teaching and astrology.',
      hi: 'शोध, विज्ञान, दर्शन, मनोविज्ञान, लेखन, डेटा विश्लेषण, आध्यात्मिक शिक्षण और ज्योतिष।',
    },
    luckyDays: { en: 'Monday and Sunday', hi: 'सोमवार और रविवार' },
    luckyColours: { en: 'White, light green and smoky grey', hi: 'सफ़ेद, हल्का हरा और धुएँ जैसा स्लेटी' },
  },
  8: {
    number: 8,
    planet: { en: 'Saturn', hi: 'शनि' },
    title: { en: 'The Achiever', hi: 'कर्मयोगी' },
    keywords: { en: 'Discipline, patience, ambition, justice', hi: 'अनुशासन, धैर्य, महत्वाकांक्षा, न्याय' },
    bornOn: [8, 17, 26],
    lifePath: {
      en: 'Your path is about earning lasting success through patience and integrity. You are here to take on responsibility, manage resources and build things that outlive you. Number 8 is sometimes called unlucky, but that is a misunderstanding: it rewards honest effort richly, usually after the mid-thirties.',
      hi: 'आपका जीवन पथ धैर्य और ईमानदारी से स्थायी सफलता कमाने का है। आप ज़िम्मेदारी उठाने, संसाधन सँभालने और ऐसी चीज़ें बनाने के लिए आए हैं जो आपके बाद भी रहें। अंक 8 को कभी-कभी अशुभ कहा जाता है, पर यह भ्रम है: यह ईमानदार मेहनत का भरपूर फल देता है, आम तौर पर पैंतीस की उम्र के आसपास के बाद।',
    },
    psychic: {
      en: 'Born on the 8th, 17th or 26th, you are serious, hard-working and reserved. You may have shouldered responsibility early, you keep your promises and you quietly outlast people who started faster.',
      hi: 'महीने की 8, 17 या 26 तारीख़ को जन्मे लोग गंभीर, मेहनती और संयमी होते हैं। हो सकता है कम उम्र में ही आप पर ज़िम्मेदारियाँ आ गई हों; आप वादे निभाते हैं और तेज़ शुरुआत करने वालों से चुपचाप आगे निकल जाते हैं।',
    },
    destiny: {
      en: 'With bhagyank 8, life tests you with delays and then rewards persistence. Authority, property and financial stability come through sustained effort, fair dealing and long-term planning.',
      hi: 'भाग्यांक 8 होने पर जीवन पहले देरी से परखता है और फिर लगन का इनाम देता है। अधिकार, संपत्ति और आर्थिक स्थिरता लगातार प्रयास, ईमानदार व्यवहार और लंबी योजना से मिलती है।',
    },
    strengths: {
      en: 'Endurance, organisation, a sense of justice and the ability to manage money and people.',
      hi: 'सहनशक्ति, संगठन क्षमता, न्याय की भावना और पैसे व लोगों को सँभालने की योग्यता।',
    },
    challenges: {
      en: 'Delays, pessimism, isolation and working too hard.',
      hi: 'देरी, निराशावाद, अकेलापन और हद से ज़्यादा काम करना।',
    },
    careers: {
      en: 'Law, administration, government, finance, real estate, manufacturing, mining and social service.',
      hi: 'क़ानून, प्रशासन, सरकारी सेवा, वित्त, रियल एस्टेट, उत्पादन, खनन और समाज सेवा।',
    },
    luckyDays: { en: 'Saturday', hi: 'शनिवार' },
    luckyColours: { en: 'Dark blue, grey and purple', hi: 'गहरा नीला, स्लेटी और बैंगनी' },
  },
  9: {
    number: 9,
    planet: { en: 'Mars', hi: 'मंगल' },
    title: { en: 'The Warrior', hi: 'योद्धा' },
    keywords: { en: 'Courage, energy, compassion, completion', hi: 'साहस, ऊर्जा, करुणा, पूर्णता' },
    bornOn: [9, 18, 27],
    lifePath: {
      en: 'Your path is about courage in service of something larger than yourself. You are here to protect, fight for causes and finish what others leave undone. The lesson is to turn anger into action and to let go of what has run its course.',
      hi: 'आपका जीवन पथ अपने से बड़े किसी उद्देश्य के लिए साहस दिखाने का है। आप रक्षा करने, किसी ध्येय के लिए लड़ने और दूसरों के अधूरे छोड़े काम पूरे करने के लिए आए हैं। इस अंक की सीख है कि क्रोध को कर्म में बदलें और जिस चीज़ का समय पूरा हो गया हो, उसे छोड़ दें।',
    },
    psychic: {
      en: 'Born on the 9th, 18th or 27th, you are energetic, brave and quick to act. You stand up for people, dislike injustice and have a big heart, though your temper can flare before you have thought things through.',
      hi: 'महीने की 9, 18 या 27 तारीख़ को जन्मे लोग ऊर्जावान, बहादुर और तुरंत क़दम उठाने वाले होते हैं। आप लोगों के पक्ष में खड़े होते हैं, अन्याय आपको बर्दाश्त नहीं होता और आपका दिल बड़ा होता है, हालाँकि कभी-कभी सोचने से पहले ही ग़ुस्सा भड़क उठता है।',
    },
    destiny: {
      en: 'With bhagyank 9, life gives you challenges that build strength and chances to make a difference for others. Success comes through courage, public work and causes you believe in.',
      hi: 'भाग्यांक 9 होने पर जीवन ऐसी चुनौतियाँ देता है जो ताक़त बढ़ाती हैं, और दूसरों के जीवन में बदलाव लाने के अवसर भी। सफलता साहस, सार्वजनिक काम और उन उद्देश्यों से मिलती है जिन पर आप विश्वास करते हैं।',
    },
    strengths: {
      en: 'Courage, energy, generosity and a strong sense of justice.',
      hi: 'साहस, ऊर्जा, उदारता और न्याय का गहरा भाव।',
    },
    challenges: {
      en: 'Anger, impulsiveness, impatience and taking risks in haste.',
      hi: 'क्रोध, आवेग, अधीरता और जल्दबाज़ी में जोखिम लेना।',
    },
    careers: {
      en: 'The armed forces, police, sport, surgery, engineering, fire and rescue services, real estate and social work.',
      hi: 'सेना, पुलिस, खेल, सर्जरी, इंजीनियरिंग, अग्निशमन व बचाव सेवाएँ, रियल एस्टेट और समाज सेवा।',
    },
    luckyDays: { en: 'Tuesday and Thursday', hi: 'मंगलवार और गुरुवार' },
    luckyColours: { en: 'Red, crimson and coral pink', hi: 'लाल, गहरा लाल और मूंगिया गुलाबी' },
  },
};

// ---------------------------------------------------------------------------
// Master numbers and karmic debt numbers
// ---------------------------------------------------------------------------

export type MasterNumberValue = 11 | 22 | 33;

export interface MasterNumber {
  number: MasterNumberValue;
  /** The single digit it reduces to and shares its base nature with. */
  reducesTo: Digit;
  title: Bilingual;
  meaning: Bilingual;
  strengths: Bilingual;
  challenges: Bilingual;
}

export const masterNumbers: readonly MasterNumber[] = [
  {
    number: 11,
    reducesTo: 2,
    title: { en: 'The Intuitive Guide', hi: 'अंतर्ज्ञानी मार्गदर्शक' },
    meaning: {
      en: 'Master number 11 carries the sensitivity of 2 at a higher voltage. It brings strong intuition, inspiration and the ability to uplift others through ideas, art or spiritual insight. People with 11 often feel things intensely and may take time to trust their inner voice.',
      hi: 'मास्टर अंक 11 में अंक 2 की संवेदनशीलता और भी तीव्र रूप में होती है। यह गहरा अंतर्ज्ञान, प्रेरणा और विचारों, कला या आध्यात्मिक समझ से दूसरों को ऊपर उठाने की क्षमता देता है। 11 वाले लोग चीज़ों को बहुत गहराई से महसूस करते हैं और अपनी अंतरात्मा की आवाज़ पर भरोसा करने में उन्हें समय लग सकता है।',
    },
    strengths: {
      en: 'Vision, intuition, inspiration and the gift of encouraging others.',
      hi: 'दूरदृष्टि, अंतर्ज्ञान, प्रेरणा और दूसरों का हौसला बढ़ाने का गुण।',
    },
    challenges: {
      en: 'Nervous tension, self-doubt and feeling overwhelmed; grounding routines and rest help a lot.',
      hi: 'घबराहट, ख़ुद पर शक और बोझ तले दबे होने का एहसास; स्थिर दिनचर्या और आराम बहुत मदद करते हैं।',
    },
  },
  {
    number: 22,
    reducesTo: 4,
    title: { en: 'The Master Builder', hi: 'महान निर्माता' },
    meaning: {
      en: 'Master number 22 combines the practicality of 4 with a large vision. It is the number of people who turn big ideas into lasting institutions, buildings or systems. The potential is great, and so is the pressure, which is why 22 often matures slowly.',
      hi: 'मास्टर अंक 22 में अंक 4 की व्यावहारिकता के साथ बड़ी दूरदृष्टि जुड़ी होती है। यह उन लोगों का अंक है जो बड़े विचारों को टिकाऊ संस्थाओं, इमारतों या व्यवस्थाओं में बदल देते हैं। इसमें संभावना बड़ी है और दबाव भी, इसीलिए 22 प्रायः धीरे-धीरे परिपक्व होता है।',
    },
    strengths: {
      en: 'Ambitious vision, discipline, leadership and the ability to organise on a large scale.',
      hi: 'बड़ी दूरदृष्टि, अनुशासन, नेतृत्व और बड़े पैमाने पर संगठन करने की क्षमता।',
    },
    challenges: {
      en: 'Heavy self-expectation, stress and the fear of not living up to potential.',
      hi: 'ख़ुद से बहुत ऊँची अपेक्षाएँ, तनाव और अपनी क्षमता तक न पहुँच पाने का डर।',
    },
  },
  {
    number: 33,
    reducesTo: 6,
    title: { en: 'The Master Teacher', hi: 'महान शिक्षक' },
    meaning: {
      en: 'Master number 33 raises the caring nature of 6 into selfless service. It is linked with healing, teaching and compassion that reaches many people. It is rare as a life path number and asks for a balance between giving to others and caring for oneself.',
      hi: 'मास्टर अंक 33 अंक 6 के देखभाल वाले स्वभाव को निःस्वार्थ सेवा तक ले जाता है। यह उपचार, शिक्षण और ऐसी करुणा से जुड़ा है जो बहुत से लोगों तक पहुँचे। जीवन पथ अंक के रूप में यह दुर्लभ है और दूसरों को देने व अपना ध्यान रखने के बीच संतुलन माँगता है।',
    },
    strengths: {
      en: 'Compassion, wisdom, creativity and a deep wish to help.',
      hi: 'करुणा, विवेक, रचनात्मकता और मदद करने की गहरी इच्छा।',
    },
    challenges: {
      en: 'Self-sacrifice, worry for others and neglecting your own needs.',
      hi: 'आत्म-त्याग की अति, दूसरों की चिंता और अपनी ज़रूरतों की अनदेखी।',
    },
  },
];

export type KarmicDebtValue = 13 | 14 | 16 | 19;

export interface KarmicDebtNumber {
  number: KarmicDebtValue;
  reducesTo: Digit;
  title: Bilingual;
  meaning: Bilingual;
  lesson: Bilingual;
}

export const karmicDebtNumbers: readonly KarmicDebtNumber[] = [
  {
    number: 13,
    reducesTo: 4,
    title: { en: 'Karmic debt 13/4: the lesson of effort', hi: 'कार्मिक ऋण 13/4: परिश्रम की सीख' },
    meaning: {
      en: 'Tradition links 13 with shortcuts taken in the past. In this life, work may feel harder than it does for others, and results come only when the effort is complete and honest.',
      hi: 'परंपरा 13 को अतीत में अपनाए गए शॉर्टकट से जोड़ती है। इस जीवन में काम दूसरों की तुलना में कठिन लग सकता है, और नतीजे तभी आते हैं जब प्रयास पूरा और ईमानदार हो।',
    },
    lesson: {
      en: 'Focus, patience and finishing tasks. Break big goals into small steps and celebrate each one.',
      hi: 'एकाग्रता, धैर्य और काम पूरा करना। बड़े लक्ष्यों को छोटे क़दमों में बाँटें और हर क़दम की ख़ुशी मनाएँ।',
    },
  },
  {
    number: 14,
    reducesTo: 5,
    title: { en: 'Karmic debt 14/5: the lesson of moderation', hi: 'कार्मिक ऋण 14/5: संयम की सीख' },
    meaning: {
      en: '14 is associated with freedom that was misused. It can bring sudden changes and a pull towards excess, whether in spending, pleasures or constantly moving on.',
      hi: '14 को उस आज़ादी से जोड़ा जाता है जिसका दुरुपयोग हुआ हो। इससे अचानक बदलाव आ सकते हैं और अति की ओर झुकाव हो सकता है, चाहे वह ख़र्च हो, भोग हो या बार-बार सब छोड़कर आगे बढ़ जाना।',
    },
    lesson: {
      en: 'Moderation and commitment. Enjoy variety, but keep a stable base and keep your word.',
      hi: 'संयम और प्रतिबद्धता। विविधता का आनंद लें, पर एक स्थिर आधार बनाए रखें और अपनी बात निभाएँ।',
    },
  },
  {
    number: 16,
    reducesTo: 7,
    title: { en: 'Karmic debt 16/7: the lesson of humility', hi: 'कार्मिक ऋण 16/7: विनम्रता की सीख' },
    meaning: {
      en: '16 is linked with pride and self-centred love. Life may bring moments when something built on ego falls away, making room for a truer and more spiritual foundation.',
      hi: '16 को अहंकार और स्वार्थी प्रेम से जोड़ा जाता है। जीवन में ऐसे पल आ सकते हैं जब अहं पर बनी कोई चीज़ ढह जाए, ताकि एक सच्ची और अधिक आध्यात्मिक नींव के लिए जगह बने।',
    },
    lesson: {
      en: 'Humility, honesty in relationships and inner growth. Setbacks here are turning points, not punishments.',
      hi: 'विनम्रता, रिश्तों में ईमानदारी और आंतरिक विकास। यहाँ की रुकावटें मोड़ हैं, सज़ा नहीं।',
    },
  },
  {
    number: 19,
    reducesTo: 1,
    title: { en: 'Karmic debt 19/1: the lesson of shared power', hi: 'कार्मिक ऋण 19/1: साझा शक्ति की सीख' },
    meaning: {
      en: '19 is associated with power used selfishly. You may find yourself having to do things alone until you learn that independence and accepting help can go together.',
      hi: '19 को स्वार्थ के लिए इस्तेमाल की गई शक्ति से जोड़ा जाता है। हो सकता है आपको बहुत कुछ अकेले करना पड़े, जब तक यह न सीख लें कि आत्मनिर्भरता और मदद स्वीकार करना साथ-साथ चल सकते हैं।',
    },
    lesson: {
      en: 'Independence with humility. Lead, but listen; ask for help and offer it freely.',
      hi: 'विनम्रता के साथ आत्मनिर्भरता। नेतृत्व करें, पर सुनें भी; मदद माँगें और खुले दिल से मदद करें भी।',
    },
  },
];

// ---------------------------------------------------------------------------
// Lo Shu grid: missing numbers and arrows (planes)
// ---------------------------------------------------------------------------

export interface MissingNumber {
  number: Digit;
  /** The quality this cell of the Lo Shu grid stands for. */
  quality: Bilingual;
  meaning: Bilingual;
  remedy: Bilingual;
}

export const missingNumbers: Record<Digit, MissingNumber> = {
  1: {
    number: 1,
    quality: { en: 'Communication and self-expression (North)', hi: 'संवाद और आत्म-अभिव्यक्ति (उत्तर)' },
    meaning: {
      en: 'Without 1 you may find it hard to put feelings into words or to speak up for yourself, and early career steps can feel uncertain.',
      hi: 'अंक 1 न होने पर भावनाओं को शब्दों में कहना या अपनी बात रखना कठिन लग सकता है, और करियर के शुरुआती क़दम अनिश्चित महसूस हो सकते हैं।',
    },
    remedy: {
      en: 'Practise expressing yourself: keep a journal, speak first in one meeting a week. Traditionally, keep the north of your home clean and uncluttered, and offer water to the Sun in the morning.',
      hi: 'ख़ुद को व्यक्त करने का अभ्यास करें: डायरी लिखें, हफ़्ते में कम से कम एक बैठक में सबसे पहले बोलें। परंपरा के अनुसार घर का उत्तरी भाग साफ़ और खुला रखें, और सुबह सूर्य को जल अर्पित करें।',
    },
  },
  2: {
    number: 2,
    quality: { en: 'Sensitivity and intuition (South-west)', hi: 'संवेदनशीलता और अंतर्ज्ञान (दक्षिण-पश्चिम)' },
    meaning: {
      en: "Without 2 you may be impatient with other people's feelings or miss emotional cues, and relationships can need extra care.",
      hi: 'अंक 2 न होने पर दूसरों की भावनाओं के प्रति अधीरता हो सकती है या भावनात्मक संकेत छूट सकते हैं, और रिश्तों पर अतिरिक्त ध्यान देना पड़ सकता है।',
    },
    remedy: {
      en: 'Listen fully before replying and ask how others feel. Traditionally, wearing white or silver and keeping the south-west of the home stable and tidy are suggested.',
      hi: 'जवाब देने से पहले पूरी बात सुनें और दूसरों से उनका हाल पूछें। परंपरा में सफ़ेद या चाँदी पहनने और घर के दक्षिण-पश्चिम भाग को स्थिर व व्यवस्थित रखने की सलाह दी जाती है।',
    },
  },
  3: {
    number: 3,
    quality: { en: 'Imagination, planning and memory (East)', hi: 'कल्पना, योजना और स्मरण शक्ति (पूर्व)' },
    meaning: {
      en: 'Without 3 ideas may not come easily, confidence in your own creativity can be low and plans may lack a clear picture of the future.',
      hi: 'अंक 3 न होने पर विचार आसानी से नहीं आते, अपनी रचनात्मकता पर भरोसा कम हो सकता है और योजनाओं में भविष्य की साफ़ तस्वीर की कमी रह सकती है।',
    },
    remedy: {
      en: 'Feed your imagination: read, draw, learn a song, write down three ideas a day. Traditionally, green plants in the east of the home and respect for teachers are recommended.',
      hi: 'अपनी कल्पना को पोषण दें: पढ़ें, चित्र बनाएँ, कोई गीत सीखें, रोज़ तीन विचार लिखें। परंपरा में घर के पूर्वी भाग में हरे पौधे रखने और गुरुजनों का आदर करने की सलाह दी जाती है।',
    },
  },
  4: {
    number: 4,
    quality: { en: 'Order and discipline (South-east)', hi: 'व्यवस्था और अनुशासन (दक्षिण-पूर्व)' },
    meaning: {
      en: 'Without 4 routine and organisation can be a struggle; tasks get started with energy but are hard to keep in order.',
      hi: 'अंक 4 न होने पर दिनचर्या और व्यवस्था बनाए रखना कठिन हो सकता है; काम जोश से शुरू होते हैं पर उन्हें क्रम में रखना मुश्किल होता है।',
    },
    remedy: {
      en: 'Use simple systems: a daily to-do list, fixed times for sleep and work, one drawer kept perfectly tidy. Traditionally, a healthy plant in the south-east is suggested.',
      hi: 'सरल व्यवस्थाएँ अपनाएँ: रोज़ की काम-सूची, सोने और काम का तय समय, और एक दराज़ हमेशा बिल्कुल व्यवस्थित। परंपरा में दक्षिण-पूर्व में एक स्वस्थ पौधा रखने की सलाह दी जाती है।',
    },
  },
  5: {
    number: 5,
    quality: { en: 'Balance and steadiness (Centre)', hi: 'संतुलन और स्थिरता (केंद्र)' },
    meaning: {
      en: 'Five sits at the centre of the grid. Without it, emotions and plans can swing between extremes and it may be hard to stay focused on one direction.',
      hi: 'अंक 5 ग्रिड के केंद्र में होता है। इसके न होने पर भावनाएँ और योजनाएँ एक छोर से दूसरे छोर तक झूल सकती हैं और एक दिशा पर टिके रहना कठिन हो सकता है।',
    },
    remedy: {
      en: 'Build balance into the day: regular meals, a short walk, a fixed bedtime. Traditionally, keep the centre of the home open, light and free of heavy furniture.',
      hi: 'दिन में संतुलन लाएँ: समय पर भोजन, थोड़ी सैर और सोने का तय समय। परंपरा के अनुसार घर का केंद्र (ब्रह्मस्थान) खुला, रोशन और भारी फ़र्नीचर से मुक्त रखें।',
    },
  },
  6: {
    number: 6,
    quality: { en: 'Home, family and responsibility (North-west)', hi: 'घर, परिवार और ज़िम्मेदारी (उत्तर-पश्चिम)' },
    meaning: {
      en: 'Without 6 you may feel less rooted at home or carry worries about family, and it can take time to feel settled with responsibilities.',
      hi: 'अंक 6 न होने पर घर में जुड़ाव कम महसूस हो सकता है या परिवार को लेकर चिंताएँ रह सकती हैं, और ज़िम्मेदारियों के साथ सहज होने में समय लग सकता है।',
    },
    remedy: {
      en: 'Make time for family rituals, such as one meal together each day, and care for your living space. Traditionally, a metal wind chime or bell in the north-west is suggested.',
      hi: 'परिवार के साथ छोटे नियम बनाएँ, जैसे रोज़ एक समय साथ भोजन, और अपने घर की देखभाल करें। परंपरा में उत्तर-पश्चिम में धातु की विंड चाइम या घंटी लगाने की सलाह दी जाती है।',
    },
  },
  7: {
    number: 7,
    quality: { en: 'Learning through experience (West)', hi: 'अनुभव से सीखना (पश्चिम)' },
    meaning: {
      en: 'Without 7 you may repeat the same mistakes or skip the pause needed to reflect, and trust in yourself can waver after a setback.',
      hi: 'अंक 7 न होने पर एक जैसी ग़लतियाँ दोहराई जा सकती हैं या सोचने-समझने का ठहराव छूट सकता है, और किसी झटके के बाद ख़ुद पर भरोसा डगमगा सकता है।',
    },
    remedy: {
      en: 'End each week by noting what went well and what you learned. Meditation and time in nature help. Traditionally, keep the west of the home bright and clutter-free.',
      hi: 'हर हफ़्ते के अंत में लिखें कि क्या अच्छा रहा और आपने क्या सीखा। ध्यान और प्रकृति के बीच समय बिताना मदद करता है। परंपरा के अनुसार घर का पश्चिमी भाग रोशन और अव्यवस्था से मुक्त रखें।',
    },
  },
  8: {
    number: 8,
    quality: {
      en: 'Attention to detail and money sense (North-east)',
      hi: 'बारीकियों पर ध्यान और पैसों की समझ (उत्तर-पूर्व)',
    },
    meaning: {
      en: 'Without 8 small details, paperwork and money management can slip, and you may find it hard to stay with long, slow projects.',
      hi: 'अंक 8 न होने पर छोटी बारीकियाँ, काग़ज़ी काम और पैसों का हिसाब छूट सकता है, और लंबे, धीमे चलने वाले कामों में टिके रहना कठिन हो सकता है।',
    },
    remedy: {
      en: 'Use checklists, track expenses once a week and double-check important documents. Traditionally, keep the north-east of the home clean and light, and serve elders.',
      hi: 'जाँच-सूची का इस्तेमाल करें, हफ़्ते में एक बार ख़र्च का हिसाब देखें और ज़रूरी दस्तावेज़ दोबारा जाँचें। परंपरा के अनुसार घर का उत्तर-पूर्व (ईशान) भाग साफ़ और हल्का रखें, और बुज़ुर्गों की सेवा करें।',
    },
  },
  9: {
    number: 9,
    quality: { en: 'Ambition and idealism (South)', hi: 'महत्वाकांक्षा और आदर्शवाद (दक्षिण)' },
    meaning: {
      en: 'Everyone born between 1900 and 1999 has a 9 in their birth year, so a missing 9 mostly appears for people born from 2000 onwards. Without it, drive and recognition may need conscious effort, and it can be harder to see the bigger picture.',
      hi: '1900 से 1999 के बीच जन्मे हर व्यक्ति के जन्म वर्ष में 9 होता है, इसलिए लुप्त 9 ज़्यादातर 2000 या उसके बाद जन्मे लोगों में दिखता है। इसके न होने पर जोश और पहचान के लिए सचेत प्रयास करना पड़ सकता है, और बड़ी तस्वीर देखना कठिन हो सकता है।',
    },
    remedy: {
      en: 'Set one meaningful goal a year and serve a cause you care about. Traditionally, a warm light or lamp in the south of the home is suggested.',
      hi: 'हर साल एक सार्थक लक्ष्य तय करें और किसी ऐसे उद्देश्य की सेवा करें जिसकी आपको परवाह हो। परंपरा में घर के दक्षिणी भाग में गर्म रोशनी या दीपक रखने की सलाह दी जाती है।',
    },
  },
};

export type LoShuArrowKey =
  | 'mental-plane'
  | 'emotional-plane'
  | 'practical-plane'
  | 'thought-plane'
  | 'will-plane'
  | 'action-plane'
  | 'determination'
  | 'spirituality';

/** One line of three cells in the Lo Shu grid (4 9 2 / 3 5 7 / 8 1 6). */
export interface LoShuArrow {
  key: LoShuArrowKey;
  numbers: readonly [Digit, Digit, Digit];
  /** 'row', 'column' or 'diagonal' of the grid. */
  line: 'row' | 'column' | 'diagonal';
  name: Bilingual;
  /** Read when all three numbers are present. */
  strength: Bilingual;
  /** Read when all three numbers are missing. */
  weakness: Bilingual;
}

/** The Lo Shu magic square as rows, top to bottom (south at the top in the traditional orientation). */
export const loShuLayout: readonly (readonly [Digit, Digit, Digit])[] = [
  [4, 9, 2],
  [3, 5, 7],
  [8, 1, 6],
];

export const loShuArrows: readonly LoShuArrow[] = [
  {
    key: 'mental-plane',
    numbers: [4, 9, 2],
    line: 'row',
    name: { en: 'Mental Plane', hi: 'मानसिक तल' },
    strength: {
      en: 'A complete top row shows a sharp, active mind: good memory, analysis and the ability to think things through. Such people learn quickly and enjoy intellectual challenges.',
      hi: 'ऊपर की पूरी पंक्ति तेज़ और सक्रिय दिमाग़ दिखाती है: अच्छी स्मरण शक्ति, विश्लेषण और किसी बात को गहराई से सोचने की क्षमता। ऐसे लोग जल्दी सीखते हैं और बौद्धिक चुनौतियों का आनंद लेते हैं।',
    },
    weakness: {
      en: 'An empty top row suggests thinking that works best with structure: concentration and long-term planning may need deliberate practice, such as notes, reading and puzzles.',
      hi: 'ऊपर की पंक्ति ख़ाली हो तो सोच व्यवस्थित ढाँचे में सबसे अच्छा काम करती है: एकाग्रता और लंबी योजना के लिए सचेत अभ्यास चाहिए, जैसे नोट्स बनाना, पढ़ना और पहेलियाँ सुलझाना।',
    },
  },
  {
    key: 'emotional-plane',
    numbers: [3, 5, 7],
    line: 'row',
    name: { en: 'Emotional Plane', hi: 'भावनात्मक तल' },
    strength: {
      en: "A complete middle row shows emotional depth and balance, intuition and a spiritual inclination. Such people understand feelings, their own and others'.",
      hi: 'बीच की पूरी पंक्ति भावनात्मक गहराई और संतुलन, अंतर्ज्ञान और आध्यात्मिक झुकाव दिखाती है। ऐसे लोग अपनी और दूसरों की भावनाओं को समझते हैं।',
    },
    weakness: {
      en: 'An empty middle row suggests feelings that are kept inside or expressed suddenly. Talking things through with someone you trust and creative outlets help a lot.',
      hi: 'बीच की पंक्ति ख़ाली हो तो भावनाएँ या तो भीतर दबी रहती हैं या अचानक फूट पड़ती हैं। किसी भरोसेमंद व्यक्ति से खुलकर बात करना और रचनात्मक कामों में मन लगाना बहुत मदद करता है।',
    },
  },
  {
    key: 'practical-plane',
    numbers: [8, 1, 6],
    line: 'row',
    name: { en: 'Practical Plane', hi: 'व्यावहारिक तल' },
    strength: {
      en: 'A complete bottom row shows a practical, hands-on person who handles money, material matters and physical work well and keeps both feet on the ground.',
      hi: 'नीचे की पूरी पंक्ति व्यावहारिक व्यक्ति दिखाती है, जो पैसे, भौतिक मामलों और शारीरिक काम को अच्छी तरह सँभालता है और ज़मीन से जुड़ा रहता है।',
    },
    weakness: {
      en: 'An empty bottom row suggests that daily practical matters can feel like a chore. Simple routines for money and household tasks bring more stability.',
      hi: 'नीचे की पंक्ति ख़ाली हो तो रोज़ के व्यावहारिक काम बोझ जैसे लग सकते हैं। पैसे और घर के कामों के लिए सरल दिनचर्या से अधिक स्थिरता आती है।',
    },
  },
  {
    key: 'thought-plane',
    numbers: [4, 3, 8],
    line: 'column',
    name: { en: 'Thought Plane', hi: 'विचार तल' },
    strength: {
      en: 'A complete left column shows a planner: someone who comes up with ideas, organises them and can see a project through from start to finish.',
      hi: 'बाईं ओर का पूरा खड़ा स्तंभ योजनाकार दिखाता है: ऐसा व्यक्ति जो विचार सोचता है, उन्हें व्यवस्थित करता है और किसी काम को शुरू से अंत तक पूरा कर सकता है।',
    },
    weakness: {
      en: 'An empty left column suggests plans that stay vague. Writing goals down with dates and steps turns good intentions into results.',
      hi: 'बाईं ओर का स्तंभ ख़ाली हो तो योजनाएँ अस्पष्ट रह जाती हैं। लक्ष्यों को तारीख़ों और क़दमों के साथ लिखने से अच्छे इरादे नतीजों में बदलते हैं।',
    },
  },
  {
    key: 'will-plane',
    numbers: [9, 5, 1],
    line: 'column',
    name: { en: 'Will Plane', hi: 'इच्छाशक्ति तल' },
    strength: {
      en: 'A complete middle column shows strong willpower, persistence and determination. Once such people decide something, they rarely give up.',
      hi: 'बीच का पूरा खड़ा स्तंभ मज़बूत इच्छाशक्ति, लगन और दृढ़ निश्चय दिखाता है। ऐसे लोग एक बार कुछ ठान लें तो शायद ही हार मानते हैं।',
    },
    weakness: {
      en: 'An empty middle column suggests that motivation rises and falls. Small daily commitments and an accountability partner help build staying power.',
      hi: 'बीच का खड़ा स्तंभ ख़ाली हो तो प्रेरणा घटती-बढ़ती रहती है। रोज़ के छोटे संकल्प और कोई साथी जो आपका हाल पूछता रहे, टिके रहने की ताक़त बढ़ाते हैं।',
    },
  },
  {
    key: 'action-plane',
    numbers: [2, 7, 6],
    line: 'column',
    name: { en: 'Action Plane', hi: 'कर्म तल' },
    strength: {
      en: 'A complete right column shows someone who turns thoughts into action quickly and is energetic, active and results-oriented.',
      hi: 'दाईं ओर का पूरा खड़ा स्तंभ ऐसे व्यक्ति को दिखाता है जो विचारों को जल्दी कर्म में बदलता है, ऊर्जावान, सक्रिय और परिणाम पर ध्यान देने वाला होता है।',
    },
    weakness: {
      en: 'An empty right column suggests a tendency to put things off. Starting with the smallest possible step and fixed deadlines makes action easier.',
      hi: 'दाईं ओर का स्तंभ ख़ाली हो तो काम टालने की आदत हो सकती है। सबसे छोटे क़दम से शुरुआत करना और तय समय-सीमा रखना काम करना आसान बनाता है।',
    },
  },
  {
    key: 'determination',
    numbers: [4, 5, 6],
    line: 'diagonal',
    name: { en: 'Plane of Determination', hi: 'संकल्प तल' },
    strength: {
      en: 'This complete diagonal shows steady determination and the patience to build success, property and stability over time.',
      hi: 'यह पूरी तिरछी रेखा (विकर्ण) स्थिर संकल्प और समय के साथ सफलता, संपत्ति और स्थिरता बनाने का धैर्य दिखाती है।',
    },
    weakness: {
      en: 'When this diagonal is empty, effort may start strongly and fade. Tracking progress visibly, for example on a calendar, helps you follow through.',
      hi: 'यह तिरछी रेखा ख़ाली हो तो प्रयास ज़ोर से शुरू होकर धीमे पड़ सकते हैं। प्रगति को सामने दिखने वाली जगह, जैसे कैलेंडर पर, दर्ज करना काम पूरा करने में मदद करता है।',
    },
  },
  {
    key: 'spirituality',
    numbers: [2, 5, 8],
    line: 'diagonal',
    name: { en: 'Plane of Spirituality and Compassion', hi: 'आध्यात्मिकता और करुणा का तल' },
    strength: {
      en: 'This complete diagonal shows compassion, calm and spiritual insight. Such people are often a steadying presence for others.',
      hi: 'यह पूरी तिरछी रेखा करुणा, शांति और आध्यात्मिक समझ दिखाती है। ऐसे लोग अक्सर दूसरों के लिए सहारा बनते हैं।',
    },
    weakness: {
      en: 'When this diagonal is empty, life can feel purely material or hurried. Quiet time, prayer or meditation and small acts of kindness restore balance.',
      hi: 'यह तिरछी रेखा ख़ाली हो तो जीवन केवल भौतिक या भागदौड़ भरा लग सकता है। शांत समय, प्रार्थना या ध्यान और छोटी-छोटी भलाई संतुलन लौटाते हैं।',
    },
  },
];

// ---------------------------------------------------------------------------
// Kua numbers
// ---------------------------------------------------------------------------

export type Direction = 'north' | 'north-east' | 'east' | 'south-east' | 'south' | 'south-west' | 'west' | 'north-west';

export const directionLabels: Record<Direction, Bilingual> = {
  north: { en: 'North', hi: 'उत्तर' },
  'north-east': { en: 'North-east', hi: 'उत्तर-पूर्व (ईशान)' },
  east: { en: 'East', hi: 'पूर्व' },
  'south-east': { en: 'South-east', hi: 'दक्षिण-पूर्व (आग्नेय)' },
  south: { en: 'South', hi: 'दक्षिण' },
  'south-west': { en: 'South-west', hi: 'दक्षिण-पश्चिम (नैऋत्य)' },
  west: { en: 'West', hi: 'पश्चिम' },
  'north-west': { en: 'North-west', hi: 'उत्तर-पश्चिम (वायव्य)' },
};

export type KuaGroup = 'east' | 'west';

/** The four favourable directions of a Kua number. */
export interface KuaDirections {
  /** Sheng Qi: success and wealth. */
  success: Direction;
  /** Tian Yi: health. */
  health: Direction;
  /** Yan Nian: love and relationships. */
  relationships: Direction;
  /** Fu Wei: personal growth and stability. */
  growth: Direction;
}

export interface KuaNumber {
  number: Digit;
  element: Bilingual;
  group: KuaGroup;
  groupLabel: Bilingual;
  /** Null for Kua 5, which borrows the directions of Kua 2 (men) or Kua 8 (women). */
  directions: KuaDirections | null;
  bestDirections: Bilingual;
  summary: Bilingual;
}

const EAST_GROUP: Bilingual = { en: 'East group', hi: 'पूर्व समूह' };
const WEST_GROUP: Bilingual = { en: 'West group', hi: 'पश्चिम समूह' };

function describeDirections(d: KuaDirections): Bilingual {
  const l = directionLabels;
  return {
    en: `Success: ${l[d.success].en}; health: ${l[d.health].en}; relationships: ${l[d.relationships].en}; personal growth: ${l[d.growth].en}.`,
    hi: `सफलता: ${l[d.success].hi}; स्वास्थ्य: ${l[d.health].hi}; संबंध: ${l[d.relationships].hi}; व्यक्तिगत विकास: ${l[d.growth].hi}।`,
  };
}

function kua(
  number: Digit,
  element: Bilingual,
  group: KuaGroup,
  directions: KuaDirections,
  summary: Bilingual,
): KuaNumber {
  return {
    number,
    element,
    group,
    groupLabel: group === 'east' ? EAST_GROUP : WEST_GROUP,
    directions,
    bestDirections: describeDirections(directions),
    summary,
  };
}

const WATER: Bilingual = { en: 'Water', hi: 'जल' };
const EARTH: Bilingual = { en: 'Earth', hi: 'पृथ्वी' };
const WOOD: Bilingual = { en: 'Wood', hi: 'काष्ठ' };
const METAL: Bilingual = { en: 'Metal', hi: 'धातु' };
const FIRE: Bilingual = { en: 'Fire', hi: 'अग्नि' };

const KUA_2_DIRECTIONS: KuaDirections = {
  success: 'north-east',
  health: 'west',
  relationships: 'north-west',
  growth: 'south-west',
};
const KUA_8_DIRECTIONS: KuaDirections = {
  success: 'south-west',
  health: 'north-west',
  relationships: 'west',
  growth: 'north-east',
};

export const kuaNumbers: Record<Digit, KuaNumber> = {
  1: kua(
    1,
    WATER,
    'east',
    { success: 'south-east', health: 'east', relationships: 'south', growth: 'north' },
    {
      en: 'Kua 1 belongs to water: adaptable, diplomatic and thoughtful. Facing south-east while working is said to support success.',
      hi: 'कुआ 1 जल तत्व का है: परिस्थिति के अनुसार ढलने वाला, कूटनीतिक और विचारशील। काम करते समय दक्षिण-पूर्व की ओर मुँह रखना सफलता में सहायक माना जाता है।',
    },
  ),
  2: kua(2, EARTH, 'west', KUA_2_DIRECTIONS, {
    en: 'Kua 2 belongs to earth: nurturing, patient and dependable. North-east is its direction of success.',
    hi: 'कुआ 2 पृथ्वी तत्व का है: पोषण देने वाला, धैर्यवान और भरोसेमंद। उत्तर-पूर्व इसकी सफलता की दिशा है।',
  }),
  3: kua(
    3,
    WOOD,
    'east',
    { success: 'south', health: 'north', relationships: 'south-east', growth: 'east' },
    {
      en: 'Kua 3 belongs to growing wood: energetic, ambitious and forward-looking. South is its direction of success.',
      hi: 'कुआ 3 बढ़ते काष्ठ तत्व का है: ऊर्जावान, महत्वाकांक्षी और आगे की सोचने वाला। दक्षिण इसकी सफलता की दिशा है।',
    },
  ),
  4: kua(
    4,
    WOOD,
    'east',
    { success: 'north', health: 'south', relationships: 'east', growth: 'south-east' },
    {
      en: 'Kua 4 belongs to gentle wood: creative, flexible and sociable. North is its direction of success.',
      hi: 'कुआ 4 कोमल काष्ठ तत्व का है: रचनात्मक, लचीला और मिलनसार। उत्तर इसकी सफलता की दिशा है।',
    },
  ),
  5: {
    number: 5,
    element: EARTH,
    group: 'west',
    groupLabel: WEST_GROUP,
    directions: null,
    bestDirections: {
      en: 'Kua 5 has no directions of its own. Men use Kua 2 (success: North-east; health: West; relationships: North-west; personal growth: South-west). Women use Kua 8 (success: South-west; health: North-west; relationships: West; personal growth: North-east).',
      hi: 'कुआ 5 की अपनी कोई दिशाएँ नहीं होतीं। पुरुष कुआ 2 की दिशाएँ अपनाते हैं (सफलता: उत्तर-पूर्व; स्वास्थ्य: पश्चिम; संबंध: उत्तर-पश्चिम; व्यक्तिगत विकास: दक्षिण-पश्चिम)। महिलाएँ कुआ 8 की दिशाएँ अपनाती हैं (सफलता: दक्षिण-पश्चिम; स्वास्थ्य: उत्तर-पश्चिम; संबंध: पश्चिम; व्यक्तिगत विकास: उत्तर-पूर्व)।',
    },
    summary: {
      en: 'Kua 5 sits at the centre of the Lo Shu grid and belongs to earth. It is read as Kua 2 for men and Kua 8 for women, both in the West group.',
      hi: 'कुआ 5 लो शू ग्रिड के केंद्र में है और पृथ्वी तत्व का है। पुरुषों के लिए इसे कुआ 2 और महिलाओं के लिए कुआ 8 माना जाता है, दोनों पश्चिम समूह में हैं।',
    },
  },
  6: kua(
    6,
    METAL,
    'west',
    { success: 'west', health: 'north-east', relationships: 'south-west', growth: 'north-west' },
    {
      en: 'Kua 6 belongs to strong metal: disciplined, principled and a natural leader. West is its direction of success.',
      hi: 'कुआ 6 कठोर धातु तत्व का है: अनुशासित, सिद्धांतवादी और स्वाभाविक नेता। पश्चिम इसकी सफलता की दिशा है।',
    },
  ),
  7: kua(
    7,
    METAL,
    'west',
    { success: 'north-west', health: 'south-west', relationships: 'north-east', growth: 'west' },
    {
      en: 'Kua 7 belongs to refined metal: articulate, charming and persuasive. North-west is its direction of success.',
      hi: 'कुआ 7 परिष्कृत धातु तत्व का है: वाक्पटु, आकर्षक और प्रभावी ढंग से बात रखने वाला। उत्तर-पश्चिम इसकी सफलता की दिशा है।',
    },
  ),
  8: kua(8, EARTH, 'west', KUA_8_DIRECTIONS, {
    en: 'Kua 8 belongs to mountain earth: steady, reflective and persevering. South-west is its direction of success.',
    hi: 'कुआ 8 पर्वत जैसे पृथ्वी तत्व का है: स्थिर, चिंतनशील और लगनशील। दक्षिण-पश्चिम इसकी सफलता की दिशा है।',
  }),
  9: kua(
    9,
    FIRE,
    'east',
    { success: 'east', health: 'south-east', relationships: 'north', growth: 'south' },
    {
      en: 'Kua 9 belongs to fire: bright, expressive and passionate. East is its direction of success.',
      hi: 'कुआ 9 अग्नि तत्व का है: तेजस्वी, अभिव्यक्ति में खुला और जोशीला। पूर्व इसकी सफलता की दिशा है।',
    },
  ),
};

/** For Kua 5, the directions by gender (Kua 2 for men, Kua 8 for women). */
export const kua5Directions: { male: KuaDirections; female: KuaDirections } = {
  male: KUA_2_DIRECTIONS,
  female: KUA_8_DIRECTIONS,
};

// ---------------------------------------------------------------------------
// Personal year
// ---------------------------------------------------------------------------

export interface PersonalYear {
  number: Digit;
  theme: Bilingual;
  text: Bilingual;
}

export const personalYears: Record<Digit, PersonalYear> = {
  1: {
    number: 1,
    theme: { en: 'New beginnings', hi: 'नई शुरुआत' },
    text: {
      en: 'A nine-year cycle begins. It is a good year to start a job, course, business or habit, to take the initiative and to plant seeds that will grow over the coming years.',
      hi: 'नौ साल का नया चक्र शुरू होता है। नई नौकरी, पढ़ाई, व्यवसाय या आदत शुरू करने, पहल करने और ऐसे बीज बोने का अच्छा साल है जो आने वाले वर्षों में फलें।',
    },
  },
  2: {
    number: 2,
    theme: { en: 'Patience and partnership', hi: 'धैर्य और साझेदारी' },
    text: {
      en: 'A quieter year for cooperation, relationships and details. Progress is slower and comes through other people, so listen, build alliances and let plans mature.',
      hi: 'सहयोग, रिश्तों और बारीकियों का अपेक्षाकृत शांत साल। प्रगति धीमी रहती है और दूसरों के ज़रिए आती है, इसलिए सुनें, साथ बनाएँ और योजनाओं को पकने दें।',
    },
  },
  3: {
    number: 3,
    theme: { en: 'Expression and joy', hi: 'अभिव्यक्ति और आनंद' },
    text: {
      en: 'A social, creative year. Share your ideas, write, learn and enjoy friendships, while keeping an eye on scattered energy and spending.',
      hi: 'मेल-जोल और रचनात्मकता का साल। अपने विचार बाँटें, लिखें, सीखें और दोस्ती का आनंद लें, पर बिखरती ऊर्जा और ख़र्च पर नज़र रखें।',
    },
  },
  4: {
    number: 4,
    theme: { en: 'Hard work and foundations', hi: 'परिश्रम और नींव' },
    text: {
      en: 'A year to build. Organise your finances, health and work; steady effort now creates stability for years. It can feel demanding, but it is productive.',
      hi: 'निर्माण का साल। अपने पैसे, सेहत और काम को व्यवस्थित करें; अभी की लगातार मेहनत आने वाले वर्षों की स्थिरता बनाती है। यह साल भारी लग सकता है, पर फलदायी होता है।',
    },
  },
  5: {
    number: 5,
    theme: { en: 'Change and freedom', hi: 'बदलाव और स्वतंत्रता' },
    text: {
      en: 'Expect movement: travel, new people and unexpected changes. Stay flexible, try new things and avoid impulsive decisions with money or commitments.',
      hi: 'गतिशीलता की उम्मीद रखें: यात्राएँ, नए लोग और अप्रत्याशित बदलाव। लचीले रहें, नई चीज़ें आज़माएँ और पैसे या वादों के मामले में आवेग में फ़ैसले न लें।',
    },
  },
  6: {
    number: 6,
    theme: { en: 'Home and responsibility', hi: 'घर और ज़िम्मेदारी' },
    text: {
      en: 'Family, home and relationships come first. It is a good year for marriage, moving home or caring for loved ones, and for taking on responsibility at work.',
      hi: 'परिवार, घर और रिश्ते सबसे आगे रहते हैं। विवाह, घर बदलने या अपनों की देखभाल के लिए, और काम पर ज़िम्मेदारी उठाने के लिए अच्छा साल है।',
    },
  },
  7: {
    number: 7,
    theme: { en: 'Reflection and study', hi: 'चिंतन और अध्ययन' },
    text: {
      en: 'An inward year for study, research, rest and spiritual growth. Results may come slowly; use the time to understand yourself and sharpen your skills.',
      hi: 'भीतर की ओर देखने का साल, अध्ययन, शोध, विश्राम और आध्यात्मिक विकास के लिए। नतीजे धीरे आ सकते हैं; इस समय का उपयोग ख़ुद को समझने और अपने कौशल निखारने में करें।',
    },
  },
  8: {
    number: 8,
    theme: { en: 'Achievement and reward', hi: 'उपलब्धि और फल' },
    text: {
      en: 'A year of results. Effort from earlier years can bring promotion, recognition or financial progress. Handle money and authority fairly and plan for the long term.',
      hi: 'नतीजों का साल। पिछले वर्षों की मेहनत से पदोन्नति, पहचान या आर्थिक प्रगति मिल सकती है। पैसे और अधिकार को ईमानदारी से सँभालें और लंबी योजना बनाएँ।',
    },
  },
  9: {
    number: 9,
    theme: { en: 'Completion and release', hi: 'पूर्णता और विदाई' },
    text: {
      en: 'The cycle closes. Finish projects, let go of what no longer serves you and give back through service or charity. Clearing space now prepares the next new beginning.',
      hi: 'चक्र पूरा होता है। अधूरे काम पूरे करें, जो अब काम का नहीं उसे छोड़ें और सेवा या दान से समाज को कुछ लौटाएँ। अभी जगह ख़ाली करना अगली नई शुरुआत की तैयारी है।',
    },
  },
};

// ---------------------------------------------------------------------------
// Overviews of numerology systems and topics
// ---------------------------------------------------------------------------

export type NumerologyOverviewKey =
  | 'chaldean'
  | 'pythagorean'
  | 'kabbalah'
  | 'tamil'
  | 'chinese'
  | 'marriage'
  | 'money'
  | 'career'
  | 'food'
  | 'health';

export interface NumerologyOverview {
  key: NumerologyOverviewKey;
  title: Bilingual;
  paragraphs: readonly Bilingual[];
}

export const numerologyOverviews: Record<NumerologyOverviewKey, NumerologyOverview> = {
  chaldean: {
    key: 'chaldean',
    title: { en: 'Chaldean Numerology', hi: 'कैल्डियन अंक ज्योतिष' },
    paragraphs: [
      {
        en: 'Chaldean numerology takes its name from the Chaldeans of ancient Mesopotamia, whose astronomer-priests studied the heavens and numbers together. It is often called the oldest surviving system of name numerology, and it became widely known in modern times through the palmist and numerologist Cheiro.',
        hi: 'कैल्डियन अंक ज्योतिष का नाम प्राचीन मेसोपोटामिया के कैल्डियन लोगों से आया है, जिनके खगोलशास्त्री-पुरोहित आकाश और अंकों का अध्ययन साथ-साथ करते थे। इसे नामांक की सबसे पुरानी जीवित पद्धति कहा जाता है, और आधुनिक समय में हस्तरेखा विशेषज्ञ और अंकशास्त्री कीरो के माध्यम से यह दूर-दूर तक प्रसिद्ध हुई।',
      },
      {
        en: 'Letters are given values from 1 to 8 according to their sound, not their order in the alphabet, so A, I, J, Q and Y are 1, while F and P are 8. The number 9 is considered sacred and is not given to any letter. You add up the name you are most commonly known by, and both the compound total (such as 23) and the single digit it reduces to are read.',
        hi: 'इसमें अक्षरों को वर्णमाला के क्रम से नहीं, बल्कि उनकी ध्वनि के आधार पर 1 से 8 तक के अंक दिए जाते हैं, जैसे A, I, J, Q और Y का मान 1 है, जबकि F और P का 8। अंक 9 को पवित्र माना जाता है और किसी अक्षर को नहीं दिया जाता। जिस नाम से आप सबसे ज़्यादा जाने जाते हैं, उसके अंकों को जोड़ा जाता है, और संयुक्त योग (जैसे 23) तथा उसके अंक जोड़कर मिलने वाला एकल अंक, दोनों पढ़े जाते हैं।',
      },
      {
        en: 'Because it works with the name in daily use, Chaldean numerology is popular in India for choosing business names and adjusting the spelling of a name. A spelling change is a personal choice; the system describes tendencies and cannot promise outcomes.',
        hi: 'चूँकि यह रोज़मर्रा में इस्तेमाल होने वाले नाम पर आधारित है, इसलिए भारत में व्यवसाय का नाम चुनने और नाम की वर्तनी बदलने के लिए कैल्डियन अंक ज्योतिष बहुत प्रचलित है। वर्तनी बदलना एक निजी फ़ैसला है; यह पद्धति प्रवृत्तियाँ बताती है, नतीजों का वादा नहीं कर सकती।',
      },
    ],
  },
  pythagorean: {
    key: 'pythagorean',
    title: { en: 'Pythagorean Numerology', hi: 'पाइथागोरस अंक ज्योतिष' },
    paragraphs: [
      {
        en: 'Pythagorean numerology is named after the Greek philosopher and mathematician Pythagoras, who taught in the sixth century BCE that numbers underlie the order of the universe. The modern system built on his ideas is the one most used in the West today.',
        hi: 'पाइथागोरस अंक ज्योतिष का नाम यूनानी दार्शनिक और गणितज्ञ पाइथागोरस के नाम पर है, जिन्होंने ईसा पूर्व छठी शताब्दी में सिखाया कि ब्रह्मांड की व्यवस्था के मूल में अंक हैं। उनके विचारों पर बनी आधुनिक पद्धति आज पश्चिम में सबसे अधिक इस्तेमाल होती है।',
      },
      {
        en: 'The letters of the alphabet are numbered 1 to 9 in order and then repeat: A is 1, I is 9, J is 1 again, and so on to Z, which is 8. The full name given at birth is used. From it come the expression number (all letters), the soul urge number (vowels) and the personality number (consonants), while the life path number comes from the full date of birth.',
        hi: 'इसमें वर्णमाला के अक्षरों को क्रम से 1 से 9 तक अंक दिए जाते हैं और फिर यही क्रम दोहराया जाता है: A का 1, I का 9, J का फिर से 1, और इसी तरह Z तक, जिसका मान 8 है। जन्म के समय रखा गया पूरा नाम लिया जाता है। उससे अभिव्यक्ति अंक (सभी अक्षर), आत्मा अंक (स्वर) और व्यक्तित्व अंक (व्यंजन) निकलते हैं, जबकि जीवन पथ अंक पूरी जन्म तिथि से निकलता है।',
      },
      {
        en: 'The system is simple and easy to calculate, which makes it a good starting point for learning numerology. It treats 11, 22 and 33 as master numbers that are not reduced further.',
        hi: 'यह पद्धति सरल है और इसकी गणना आसान है, इसलिए अंक ज्योतिष सीखने की शुरुआत के लिए अच्छी है। इसमें 11, 22 और 33 को मास्टर अंक माना जाता है, जिन्हें आगे एक अंक में नहीं लाया जाता।',
      },
    ],
  },
  kabbalah: {
    key: 'kabbalah',
    title: { en: 'Kabbalah Numerology', hi: 'कबाला अंक ज्योतिष' },
    paragraphs: [
      {
        en: 'Kabbalah is a mystical tradition within Judaism. Its number lore grows from gematria, the practice of giving each letter of the Hebrew alphabet a numerical value and finding links between words with equal values. Kabbalah describes creation through the Tree of Life, with ten sefirot joined by twenty-two paths, one for each Hebrew letter.',
        hi: 'कबाला यहूदी धर्म की एक रहस्यवादी परंपरा है। इसकी अंक-विद्या गेमेट्रिया से निकली है, जिसमें हिब्रू वर्णमाला के हर अक्षर को एक अंक-मान दिया जाता है और समान मान वाले शब्दों के बीच संबंध खोजे जाते हैं। कबाला सृष्टि को "जीवन वृक्ष" के रूप में समझाता है, जिसमें दस सेफ़िरोट बाईस मार्गों से जुड़े हैं, हर हिब्रू अक्षर के लिए एक मार्ग।',
      },
      {
        en: 'The popular form known today as Kabbalah numerology works only with the name, not the date of birth. Letter values are added and the total is read for what it says about character, emotional needs and life lessons.',
        hi: 'आज कबाला अंक ज्योतिष के नाम से प्रचलित रूप केवल नाम के आधार पर काम करता है, जन्म तिथि पर नहीं। अक्षरों के मान जोड़े जाते हैं और योग से स्वभाव, भावनात्मक ज़रूरतों और जीवन की सीखों के बारे में पढ़ा जाता है।',
      },
      {
        en: 'Its emphasis is on spiritual growth rather than prediction: the name is seen as a key to what the soul is here to learn.',
        hi: 'इसका ज़ोर भविष्यवाणी पर नहीं, आध्यात्मिक विकास पर है: नाम को उस बात की कुंजी माना जाता है जो आत्मा इस जीवन में सीखने आई है।',
      },
    ],
  },
  tamil: {
    key: 'tamil',
    title: { en: 'Tamil Numerology', hi: 'तमिल अंक ज्योतिष' },
    paragraphs: [
      {
        en: 'Tamil numerology, known in Tamil as "en kanitham", is the form of numerology widely practised in Tamil Nadu and across South India. It joins numbers with the navagraha of Jyotish: 1 is the Sun, 2 the Moon, 3 Jupiter, 4 Rahu, 5 Mercury, 6 Venus, 7 Ketu, 8 Saturn and 9 Mars.',
        hi: 'तमिल अंक ज्योतिष, जिसे तमिल में "एण् कणितम्" कहते हैं, तमिलनाडु और पूरे दक्षिण भारत में व्यापक रूप से अपनाई जाने वाली अंक ज्योतिष पद्धति है। यह अंकों को ज्योतिष के नवग्रहों से जोड़ती है: 1 सूर्य, 2 चंद्रमा, 3 गुरु, 4 राहु, 5 बुध, 6 शुक्र, 7 केतु, 8 शनि और 9 मंगल।',
      },
      {
        en: 'A reading looks at the birth number (the day of birth), the destiny number (the full date) and the name number, usually calculated from the English spelling with a Chaldean-style letter chart. The three are checked for harmony with each other.',
        hi: 'इसमें जन्मांक (जन्म की तारीख़), भाग्यांक (पूरी जन्म तिथि) और नामांक देखे जाते हैं; नामांक प्रायः अंग्रेज़ी वर्तनी से कैल्डियन जैसी अक्षर-तालिका द्वारा निकाला जाता है। फिर देखा जाता है कि तीनों आपस में कितना मेल खाते हैं।',
      },
      {
        en: 'Adjusting the spelling of a name so that the name number supports the birth number is a well-known practice, seen among business owners and film personalities alike. As with any system, it is a guide to tendencies rather than a guarantee.',
        hi: 'नाम की वर्तनी में बदलाव करना, ताकि नामांक जन्मांक का साथ दे, एक जानी-मानी प्रथा है, जो व्यापारियों से लेकर फ़िल्मी हस्तियों तक में दिखती है। किसी भी पद्धति की तरह यह प्रवृत्तियों की ओर इशारा करती है, गारंटी नहीं देती।',
      },
    ],
  },
  chinese: {
    key: 'chinese',
    title: { en: 'Chinese Numerology', hi: 'चीनी अंक ज्योतिष' },
    paragraphs: [
      {
        en: 'Chinese numerology begins with the Lo Shu, a legend from ancient China about a turtle that emerged from the Luo river with a pattern of dots on its shell. The pattern formed a 3×3 magic square in which every row, column and diagonal adds up to 15.',
        hi: 'चीनी अंक ज्योतिष की शुरुआत लो शू से होती है, प्राचीन चीन की एक कथा जिसमें लुओ नदी से एक कछुआ निकला जिसकी पीठ पर बिंदुओं का एक नमूना था। यह नमूना 3×3 का जादुई वर्ग था, जिसकी हर पंक्ति, हर स्तंभ और हर विकर्ण का योग 15 होता है।',
      },
      {
        en: 'Numbers are also valued by how they sound in Chinese. Eight sounds like the word for prosperity and is much sought after, nine suggests long life, six suggests things flowing smoothly, and four is often avoided because it sounds like the word for death.',
        hi: 'अंकों का महत्व इस बात से भी तय होता है कि चीनी भाषा में वे कैसे सुनाई देते हैं। आठ का उच्चारण समृद्धि के शब्द जैसा है, इसलिए उसकी बहुत चाह रहती है; नौ दीर्घायु का संकेत है, छह कामों के सहज चलने का, और चार से अक्सर बचा जाता है क्योंकि वह मृत्यु के शब्द जैसा सुनाई देता है।',
      },
      {
        en: "In India, the Chinese tradition is best known through the Lo Shu grid made from the date of birth, which shows repeated and missing numbers, and through the Kua number used in feng shui to find a person's favourable directions.",
        hi: 'भारत में चीनी परंपरा सबसे ज़्यादा जन्म तिथि से बनने वाले लो शू ग्रिड के लिए जानी जाती है, जो दोहराए गए और लुप्त अंक दिखाता है, और कुआ अंक के लिए, जिसका उपयोग फ़ेंगशुई में व्यक्ति की शुभ दिशाएँ जानने के लिए होता है।',
      },
    ],
  },
  marriage: {
    key: 'marriage',
    title: { en: 'Marriage Numerology', hi: 'विवाह अंक ज्योतिष' },
    paragraphs: [
      {
        en: 'Marriage numerology compares the numbers of two people to see how naturally they get along. The mulank (day of birth) shows everyday temperament and the bhagyank (full date) shows life direction; each number has friendly, neutral and challenging partners, much as planets do in astrology.',
        hi: 'विवाह अंक ज्योतिष दो लोगों के अंकों की तुलना करके देखता है कि उनका स्वाभाविक तालमेल कैसा है। मूलांक (जन्म की तारीख़) रोज़ का स्वभाव दिखाता है और भाग्यांक (पूरी जन्म तिथि) जीवन की दिशा; हर अंक के कुछ मित्र, कुछ सम और कुछ चुनौतीपूर्ण अंक होते हैं, ठीक वैसे ही जैसे ज्योतिष में ग्रहों के।',
      },
      {
        en: 'Many families also use numerology to pick a wedding date whose number suits the couple, and some look at the name numbers of both partners. These are additions to kundali matching, which remains the main traditional method.',
        hi: 'कई परिवार अंक ज्योतिष से ऐसी विवाह तिथि भी चुनते हैं जिसका अंक जोड़े के अनुकूल हो, और कुछ दोनों के नामांक भी देखते हैं। ये कुंडली मिलान के पूरक हैं, जो मुख्य पारंपरिक विधि बनी हुई है।',
      },
      {
        en: 'A challenging pair of numbers does not mean a marriage will fail. It shows where two people differ, such as pace, communication or spending, so they can talk about it early. Respect, patience and shared values matter far more than any number.',
        hi: 'चुनौतीपूर्ण अंकों की जोड़ी का मतलब यह नहीं कि विवाह असफल होगा। यह दिखाती है कि दो लोग कहाँ अलग हैं, जैसे काम की गति, बातचीत का ढंग या ख़र्च की आदत, ताकि वे शुरुआत में ही इन पर बात कर सकें। सम्मान, धैर्य और साझा मूल्य किसी भी अंक से कहीं ज़्यादा मायने रखते हैं।',
      },
    ],
  },
  money: {
    key: 'money',
    title: { en: 'Money Numerology', hi: 'धन अंक ज्योतिष' },
    paragraphs: [
      {
        en: 'Money numerology looks at how your numbers shape your relationship with money: whether you are a natural saver or spender, a risk-taker or a planner. For example, 8 is associated with long-term wealth built slowly, 5 with trade and quick gains and losses, and 6 with comfort and spending on family and beauty.',
        hi: 'धन अंक ज्योतिष यह देखता है कि आपके अंक पैसों के साथ आपके रिश्ते को कैसे आकार देते हैं: आप स्वभाव से बचत करने वाले हैं या ख़र्च करने वाले, जोखिम उठाने वाले हैं या योजना बनाने वाले। जैसे अंक 8 धीरे-धीरे बनने वाली स्थायी संपत्ति से जुड़ा है, 5 व्यापार और तेज़ लाभ-हानि से, और 6 सुख-सुविधा तथा परिवार और सुंदरता पर ख़र्च से।',
      },
      {
        en: 'Your personal year number can help with timing: a 1 or 8 year suits new financial plans, while a 4 year suits budgeting and paying off debt. Some people also check the numbers of a business name, shop number or bank account.',
        hi: 'आपका व्यक्तिगत वर्ष अंक समय चुनने में मदद कर सकता है: 1 या 8 का साल नई आर्थिक योजनाओं के लिए ठीक है, जबकि 4 का साल बजट बनाने और क़र्ज़ चुकाने के लिए। कुछ लोग व्यवसाय के नाम, दुकान के नंबर या बैंक खाते के अंक भी देखते हैं।',
      },
      {
        en: 'Numerology can describe habits; it cannot make investments safe. For real decisions, rely on a budget, savings, insurance and advice from a qualified financial adviser.',
        hi: 'अंक ज्योतिष आदतों के बारे में बता सकता है; किसी निवेश को सुरक्षित नहीं बना सकता। असली फ़ैसलों के लिए बजट, बचत, बीमा और किसी योग्य वित्तीय सलाहकार की राय पर भरोसा करें।',
      },
    ],
  },
  career: {
    key: 'career',
    title: { en: 'Career Numerology', hi: 'करियर अंक ज्योतिष' },
    paragraphs: [
      {
        en: 'Career numerology uses your numbers to understand the kind of work that suits your nature. A 1 enjoys leading, a 4 likes systems and technology, a 5 thrives in sales and media, a 7 in research, and a 9 in roles that need courage and service.',
        hi: 'करियर अंक ज्योतिष आपके अंकों से यह समझने में मदद करता है कि किस तरह का काम आपके स्वभाव के अनुकूल है। अंक 1 को नेतृत्व अच्छा लगता है, 4 को व्यवस्था और तकनीक, 5 बिक्री और मीडिया में फलता-फूलता है, 7 शोध में, और 9 उन भूमिकाओं में जिनमें साहस और सेवा चाहिए।',
      },
      {
        en: 'The mulank shows how you like to work day to day, the bhagyank shows the direction your career tends to take over time, and the personal year helps with timing, for example a 1 year for a new job and a 7 year for further study.',
        hi: 'मूलांक दिखाता है कि आप रोज़ किस तरह काम करना पसंद करते हैं, भाग्यांक दिखाता है कि समय के साथ आपका करियर किस दिशा में जाता है, और व्यक्तिगत वर्ष समय चुनने में मदद करता है, जैसे नई नौकरी के लिए 1 का साल और आगे की पढ़ाई के लिए 7 का साल।',
      },
      {
        en: 'Use these readings for self-understanding, alongside your real interests, skills and the job market. Talking to people in a field and trying internships will tell you more than any single number.',
        hi: 'इन बातों का उपयोग ख़ुद को समझने के लिए करें, अपनी असली रुचियों, कौशल और नौकरी के बाज़ार के साथ मिलाकर। किसी क्षेत्र के लोगों से बात करना और इंटर्नशिप करना किसी एक अंक से कहीं ज़्यादा बताएगा।',
      },
    ],
  },
  food: {
    key: 'food',
    title: { en: 'Food Numerology', hi: 'भोजन अंक ज्योतिष' },
    paragraphs: [
      {
        en: 'Food numerology links each number with its ruling planet and, through it, with foods that tradition associates with that planet. The best-known example is the navadhanya, the nine grains offered to the nine planets: wheat for the Sun, rice for the Moon, toor dal for Mars, moong for Mercury, chana for Jupiter, white beans for Venus, sesame for Saturn, urad for Rahu and horse gram (kulthi) for Ketu.',
        hi: 'भोजन अंक ज्योतिष हर अंक को उसके स्वामी ग्रह से और उसके ज़रिए उन खाद्य पदार्थों से जोड़ता है जिन्हें परंपरा उस ग्रह से जोड़ती है। सबसे प्रसिद्ध उदाहरण नवधान्य है, नौ ग्रहों को अर्पित नौ अनाज: सूर्य के लिए गेहूँ, चंद्रमा के लिए चावल, मंगल के लिए अरहर, बुध के लिए मूँग, गुरु के लिए चना, शुक्र के लिए सफ़ेद सेम, शनि के लिए तिल, राहु के लिए उड़द और केतु के लिए कुलथी।',
      },
      {
        en: 'So a person with mulank 2 (Moon) might be advised to enjoy rice, milk and curd, and someone with mulank 9 (Mars) red lentils and pomegranate. Many people use these links in fasting, offerings or festival cooking.',
        hi: 'इस तरह मूलांक 2 (चंद्रमा) वाले व्यक्ति को चावल, दूध और दही तथा मूलांक 9 (मंगल) वाले को मसूर और अनार का आनंद लेने की सलाह दी जा सकती है। बहुत से लोग इन संबंधों का उपयोग व्रत, भोग या त्योहारों के पकवानों में करते हैं।',
      },
      {
        en: 'These are cultural and devotional associations, not nutrition advice. A balanced diet matters most, and anyone with diabetes, allergies, pregnancy or another health condition should follow their doctor or dietitian.',
        hi: 'ये सांस्कृतिक और भक्ति से जुड़ी मान्यताएँ हैं, पोषण की सलाह नहीं। सबसे ज़रूरी संतुलित आहार है, और डायबिटीज़, एलर्जी, गर्भावस्था या किसी अन्य स्वास्थ्य स्थिति में अपने डॉक्टर या आहार विशेषज्ञ की सलाह मानें।',
      },
    ],
  },
  health: {
    key: 'health',
    title: { en: 'Health Numerology', hi: 'स्वास्थ्य अंक ज्योतिष' },
    paragraphs: [
      {
        en: 'Health numerology connects each number with the body areas its planet traditionally governs: the Sun (1) with the heart, eyes and vitality, the Moon (2) with the mind and body fluids, Jupiter (3) with the liver, Mercury (5) with the nerves and skin, Venus (6) with the throat and kidneys, Saturn (8) with bones and joints, and Mars (9) with blood and muscles.',
        hi: 'स्वास्थ्य अंक ज्योतिष हर अंक को शरीर के उन हिस्सों से जोड़ता है जिन पर परंपरा के अनुसार उसके ग्रह का अधिकार है: सूर्य (1) हृदय, आँखें और जीवनशक्ति से, चंद्रमा (2) मन और शरीर के द्रवों से, गुरु (3) यकृत से, बुध (5) तंत्रिकाओं और त्वचा से, शुक्र (6) गले और गुर्दों से, शनि (8) हड्डियों और जोड़ों से, और मंगल (9) रक्त और मांसपेशियों से।',
      },
      {
        en: 'Read this as a gentle reminder of where to build good habits, for example eye care and regular exercise for a 1, or stretching and posture for an 8, rather than as a forecast of illness.',
        hi: 'इसे बीमारी की भविष्यवाणी के रूप में नहीं, बल्कि इस सौम्य याद के रूप में पढ़ें कि किन बातों में अच्छी आदतें बनानी हैं, जैसे अंक 1 के लिए आँखों की देखभाल और नियमित व्यायाम, या अंक 8 के लिए स्ट्रेचिंग और सही मुद्रा।',
      },
      {
        en: 'Numerology cannot diagnose or treat any condition. For any symptom or health concern, please see a qualified doctor, and keep up regular check-ups.',
        hi: 'अंक ज्योतिष किसी भी बीमारी की पहचान या इलाज नहीं कर सकता। किसी भी लक्षण या स्वास्थ्य संबंधी चिंता के लिए कृपया योग्य डॉक्टर से मिलें, और नियमित जाँच करवाते रहें।',
      },
    ],
  },
};

/** How Cheiro's Chaldean tradition weighs a compound number. */
export type CompoundTone = 'favourable' | 'mixed' | 'caution';

export const COMPOUND_TONES: Readonly<Record<CompoundTone, Bilingual>> = {
  favourable: { en: 'Favourable', hi: 'शुभ' },
  mixed: { en: 'Depends on use', hi: 'उपयोग पर निर्भर' },
  caution: { en: 'A warning', hi: 'चेतावनी' },
};

/** A Chaldean compound number (the total of a name before its digits are added to one). */
export interface CompoundNumber {
  number: number;
  title: Bilingual;
  meaning: Bilingual;
  tone: CompoundTone;
  /** Numbers above 32 repeat an earlier meaning; this is the number they read as. */
  readAs?: number;
}

const compound = (number: number, tone: CompoundTone, title: Bilingual, meaning: Bilingual): CompoundNumber => ({
  number,
  tone,
  title,
  meaning,
});

/** The compound numbers with a meaning of their own, in Cheiro's order. */
const OWN_COMPOUNDS: readonly CompoundNumber[] = [
  compound(
    10,
    'favourable',
    { en: 'The Wheel of Fortune', hi: 'भाग्य का चक्र' },
    {
      en: 'Honour, faith and self-confidence, and a name that becomes known for good or ill. Rise and fall follow each other, so plans made in good times carry you through the turns of the wheel.',
      hi: 'सम्मान, आस्था और आत्मविश्वास, और ऐसा नाम जो अच्छे या बुरे, किसी भी रूप में जाना जाता है। उत्थान और पतन एक-दूसरे के पीछे आते हैं, इसलिए अच्छे समय में बनाई योजनाएँ चक्र के हर मोड़ पर साथ देती हैं।',
    },
  ),
  compound(
    11,
    'caution',
    { en: 'The Clenched Hand', hi: 'भिंची हुई मुट्ठी' },
    {
      en: 'Hidden dangers, trials and treachery from others. The number asks you to read agreements carefully and to trust slowly; faithfully kept, it still brings steady results.',
      hi: 'छिपे ख़तरे, परीक्षाएँ और दूसरों से धोखा। यह अंक कहता है कि समझौते ध्यान से पढ़ें और भरोसा धीरे-धीरे करें; निष्ठा से चलें, तो यह भी स्थिर फल देता है।',
    },
  ),
  compound(
    12,
    'caution',
    { en: 'The Sacrifice', hi: 'बलिदान' },
    {
      en: 'Anxiety and the sense of being sacrificed to other people’s plans. It is a call to guard your own time and say no when you must.',
      hi: 'चिंता, और यह एहसास कि आपको दूसरों की योजनाओं के लिए क़ुर्बान किया जा रहा है। यह अंक अपने समय की रक्षा करने और ज़रूरत हो तो ‘ना’ कहने की पुकार है।',
    },
  ),
  compound(
    13,
    'mixed',
    { en: 'Regeneration', hi: 'पुनर्जन्म' },
    {
      en: 'Not an unlucky number but one of change: of plans, place and circumstances. Used with purpose it brings power; ignored, it brings upheaval. It is also a karmic debt number.',
      hi: 'यह अशुभ अंक नहीं, परिवर्तन का अंक है: योजनाओं, स्थान और परिस्थितियों का। उद्देश्य के साथ अपनाएँ तो शक्ति देता है; अनदेखा करें तो उथल-पुथल लाता है। यह एक कार्मिक ऋण अंक भी है।',
    },
  ),
  compound(
    14,
    'mixed',
    { en: 'Movement', hi: 'गतिशीलता' },
    {
      en: 'Movement, the coming together of people and things, and good fortune in trade. It warns of risk from speculation and from trusting others’ judgement; act on your own counsel.',
      hi: 'गति, लोगों और चीज़ों का मेल, और व्यापार में सौभाग्य। यह सट्टे और दूसरों के फ़ैसलों पर भरोसे से जोखिम की चेतावनी देता है; अपनी समझ से काम लें।',
    },
  ),
  compound(
    15,
    'favourable',
    { en: 'The Magician', hi: 'जादूगर' },
    {
      en: 'Eloquence, charm and a gift for obtaining money, gifts and favours from others. The same magnetism should be used honestly, or it turns against its owner.',
      hi: 'वाक्पटुता, आकर्षण और दूसरों से धन, उपहार और सहयोग पाने की कला। इसी आकर्षण का ईमानदारी से उपयोग होना चाहिए, वरना यह उलटा पड़ता है।',
    },
  ),
  compound(
    16,
    'caution',
    { en: 'The Shattered Citadel', hi: 'टूटा हुआ गढ़' },
    {
      en: 'The tower struck by lightning: sudden reversals and plans that fall apart. It advises building on firm ground and planning early to avoid them.',
      hi: 'बिजली से टूटती मीनार: अचानक उलटफेर और बिखरती योजनाएँ। यह मज़बूत नींव पर निर्माण करने और समय रहते योजना बनाने की सलाह देता है ताकि इनसे बचा जा सके।',
    },
  ),
  compound(
    17,
    'favourable',
    { en: 'The Star of the Magi', hi: 'मागी का तारा' },
    {
      en: 'Peace, love and a spirit that rises above trials. A highly fortunate number, said to give a name that is remembered.',
      hi: 'शांति, प्रेम और ऐसी भावना जो कठिनाइयों से ऊपर उठती है। यह अत्यंत शुभ अंक है, जो ऐसा नाम देता है जिसे लोग याद रखते हैं।',
    },
  ),
  compound(
    18,
    'caution',
    { en: 'Materialism against the spirit', hi: 'भौतिकता और आत्मा का संघर्ष' },
    {
      en: 'Bitter quarrels, family strife and deception, and danger from the elements. It asks for generosity and care with water, fire and travel.',
      hi: 'कड़वे झगड़े, पारिवारिक कलह और छल, और प्रकृति की शक्तियों से ख़तरा। यह उदारता, और पानी, आग व यात्रा में सावधानी की माँग करता है।',
    },
  ),
  compound(
    19,
    'favourable',
    { en: 'The Prince of Heaven', hi: 'स्वर्ग का राजकुमार' },
    {
      en: 'The number of the Sun: happiness, success, esteem and honour. Plans made under it tend to prosper; it is also a karmic debt number, asking for power to be shared.',
      hi: 'सूर्य का अंक: सुख, सफलता, प्रतिष्ठा और सम्मान। इसके अंतर्गत बनी योजनाएँ प्रायः फलती हैं; यह एक कार्मिक ऋण अंक भी है, जो शक्ति को बाँटने की माँग करता है।',
    },
  ),
  compound(
    20,
    'mixed',
    { en: 'The Awakening', hi: 'जागरण' },
    {
      en: 'A call to action, a new purpose and new plans. It is not a number of material gain, and worldly success may be delayed, but it favours study and service.',
      hi: 'कर्म की पुकार, नया उद्देश्य और नई योजनाएँ। यह भौतिक लाभ का अंक नहीं, और सांसारिक सफलता में देर हो सकती है, पर यह पढ़ाई और सेवा के अनुकूल है।',
    },
  ),
  compound(
    21,
    'favourable',
    { en: 'The Crown of the Magi', hi: 'मागी का मुकुट' },
    {
      en: 'Advancement, honours and success after a long struggle. Determination wins in the end, and the reward tends to last.',
      hi: 'उन्नति, सम्मान और लंबे संघर्ष के बाद सफलता। अंत में दृढ़ता जीतती है, और मिला हुआ फल प्रायः टिकता है।',
    },
  ),
  compound(
    22,
    'caution',
    { en: 'The Wanderer', hi: 'भटका हुआ यात्री' },
    {
      en: 'A good person misled by the folly of others, walking on without seeing the edge. It warns against false judgement and asks you to check what you are told.',
      hi: 'एक भला व्यक्ति जो दूसरों की मूर्खता से भटक गया है और बिना किनारा देखे चलता जाता है। यह ग़लत निर्णय की चेतावनी देता है और कहता है कि जो बताया जाए, उसे जाँच लें।',
    },
  ),
  compound(
    23,
    'favourable',
    { en: 'The Royal Star of the Lion', hi: 'सिंह का राजसी तारा' },
    {
      en: 'A promise of success, help from superiors and protection from those in high places. One of the most fortunate compound numbers.',
      hi: 'सफलता का वचन, वरिष्ठों की मदद और ऊँचे पदों पर बैठे लोगों का संरक्षण। यह सबसे शुभ संयुक्त अंकों में से एक है।',
    },
  ),
  compound(
    24,
    'favourable',
    { en: 'Help from those of rank', hi: 'प्रभावशाली लोगों का साथ' },
    {
      en: 'Assistance and association with people of rank, and gain through love and partnership. A fortunate number for those who build good relationships.',
      hi: 'प्रभावशाली लोगों से सहायता और जुड़ाव, और प्रेम व साझेदारी से लाभ। अच्छे संबंध बनाने वालों के लिए यह शुभ अंक है।',
    },
  ),
  compound(
    25,
    'favourable',
    { en: 'Strength through experience', hi: 'अनुभव से बल' },
    {
      en: 'Strength gained through experience and careful observation of people and things. Early life brings trials; later life brings their reward.',
      hi: 'अनुभव और लोगों व चीज़ों को ध्यान से परखने से मिलने वाला बल। जीवन के पहले हिस्से में परीक्षाएँ आती हैं; बाद के हिस्से में उनका फल मिलता है।',
    },
  ),
  compound(
    26,
    'caution',
    { en: 'Warnings from association', hi: 'संगति से चेतावनी' },
    {
      en: 'Losses brought about by others: bad advice, partnerships and speculation. Choose associates with care and keep your own accounts.',
      hi: 'दूसरों के कारण होने वाले नुकसान: ग़लत सलाह, साझेदारियाँ और सट्टा। साथियों को सावधानी से चुनें और अपना हिसाब ख़ुद रखें।',
    },
  ),
  compound(
    27,
    'favourable',
    { en: 'The Sceptre', hi: 'राजदंड' },
    {
      en: 'Authority, power and command, and rewards from original, productive thinking. Your own ideas, not others’ plans, bring success.',
      hi: 'अधिकार, शक्ति और नेतृत्व, और मौलिक, उपयोगी सोच का फल। सफलता दूसरों की योजनाओं से नहीं, आपके अपने विचारों से आती है।',
    },
  ),
  compound(
    28,
    'caution',
    { en: 'The Contradiction', hi: 'विरोधाभास' },
    {
      en: 'Great promise that can be lost through trust in others, competition or legal trouble, and a fresh start afterwards. Provide for the future while things go well.',
      hi: 'बड़ी संभावना, जो दूसरों पर भरोसे, प्रतिस्पर्धा या क़ानूनी उलझनों से खो सकती है, और फिर नई शुरुआत। जब सब ठीक चल रहा हो, तभी भविष्य के लिए इंतज़ाम कर लें।',
    },
  ),
  compound(
    29,
    'caution',
    { en: 'Grace under trial', hi: 'परीक्षा में धैर्य' },
    {
      en: 'Uncertainty, unreliable friends and unexpected trials, often through relationships. Calm judgement and a few trusted people see you through.',
      hi: 'अनिश्चितता, अविश्वसनीय मित्र और अचानक आने वाली परीक्षाएँ, अक्सर रिश्तों के ज़रिए। शांत विवेक और कुछ भरोसेमंद लोग आपको पार लगाते हैं।',
    },
  ),
  compound(
    30,
    'mixed',
    { en: 'Thoughtful deduction', hi: 'गहन चिंतन' },
    {
      en: 'Reflection, mental power and a mind that stands above others. It is not a number of material gain: it is fortunate or not according to how the person uses it.',
      hi: 'चिंतन, मानसिक शक्ति और दूसरों से ऊपर सोचने वाला मन। यह भौतिक लाभ का अंक नहीं: शुभ है या नहीं, यह इस पर निर्भर है कि व्यक्ति इसका उपयोग कैसे करता है।',
    },
  ),
  compound(
    31,
    'mixed',
    { en: 'The Hermit', hi: 'एकांतवासी' },
    {
      en: 'Like 30, but more self-contained and solitary. Strong for study and independent work, less so for worldly success.',
      hi: '30 जैसा, पर अधिक आत्मनिर्भर और एकाकी। पढ़ाई और स्वतंत्र काम के लिए बलवान, सांसारिक सफलता के लिए कम।',
    },
  ),
  compound(
    32,
    'favourable',
    { en: 'The Communicator', hi: 'संवादक' },
    {
      en: 'The magic of 5, 14 and 23: bringing people together, and success with the public. It stays fortunate as long as you hold to your own judgement.',
      hi: '5, 14 और 23 का जादू: लोगों को जोड़ना और जनता के बीच सफलता। जब तक आप अपने विवेक पर टिके रहें, यह शुभ रहता है।',
    },
  ),
  compound(
    37,
    'favourable',
    { en: 'Good friendships', hi: 'अच्छी मित्रता' },
    {
      en: 'Fortunate friendships and partnerships of every kind, in love and in work. A number of harmony that draws good people to you.',
      hi: 'हर तरह की शुभ मित्रता और साझेदारी, प्रेम में भी और काम में भी। सामंजस्य का अंक, जो अच्छे लोगों को आपकी ओर खींचता है।',
    },
  ),
  compound(
    43,
    'caution',
    { en: 'Upheaval', hi: 'उथल-पुथल' },
    {
      en: 'Revolution, strife and plans that are blocked. Tradition counts it among the unfortunate numbers and advises against choosing a name that totals it.',
      hi: 'क्रांति, संघर्ष और रुकती योजनाएँ। परंपरा इसे अशुभ अंकों में गिनती है और ऐसा नाम न चुनने की सलाह देती है जिसका योग यह बने।',
    },
  ),
  compound(
    51,
    'favourable',
    { en: 'The Warrior', hi: 'योद्धा' },
    {
      en: 'Sudden advancement in whatever is undertaken, especially for leaders and those in uniformed service. It also stirs up rivals, so guard your position.',
      hi: 'जो भी काम हाथ में लें, उसमें अचानक उन्नति, ख़ासकर नेतृत्व करने वालों और वर्दी वाली सेवाओं के लोगों के लिए। यह प्रतिद्वंद्वी भी खड़े करता है, इसलिए अपनी स्थिति की रक्षा करें।',
    },
  ),
];

/** Numbers that read as an earlier one (Cheiro gives them no meaning of their own). */
const READ_AS: Readonly<Record<number, number>> = {
  33: 24,
  34: 25,
  35: 26,
  36: 27,
  38: 29,
  39: 30,
  40: 31,
  41: 32,
  42: 24,
  44: 26,
  45: 27,
  46: 37,
  47: 29,
  48: 30,
  49: 31,
  50: 32,
  52: 43,
};

/** The Chaldean compound numbers 10 to 52, each with its meaning, as Cheiro's tradition reads them. */
export const CHALDEAN_COMPOUNDS: readonly CompoundNumber[] = Array.from({ length: 43 }, (_, i) => {
  const n = i + 10;
  const own = OWN_COMPOUNDS.find((c) => c.number === n);
  if (own) return own;
  const base = OWN_COMPOUNDS.find((c) => c.number === READ_AS[n])!;
  return {
    number: n,
    tone: base.tone,
    readAs: base.number,
    title: base.title,
    meaning: {
      en: `${n} has no meaning of its own in the tradition and is read as ${base.number}. ${base.meaning.en}`,
      hi: `परंपरा में ${n} का अपना अलग अर्थ नहीं है; इसे ${base.number} की तरह पढ़ा जाता है। ${base.meaning.hi}`,
    },
  };
});

/** One letter of the Hebrew alphabet with its gematria value, for the Kabbalah page. */
export interface HebrewLetter {
  letter: string;
  name: Bilingual;
  value: number;
  /** The Latin letters usually written for its sound when an English name is transliterated. */
  sounds: string;
  /** A silent letter that carries a vowel (Aleph, Ayin). */
  silentCarrier: boolean;
}

const hebrew = (
  letter: string,
  en: string,
  hi: string,
  value: number,
  sounds: string,
  silentCarrier = false,
): HebrewLetter => ({
  letter,
  name: { en, hi },
  value,
  sounds,
  silentCarrier,
});

/** The 22 Hebrew letters in order, with their standard gematria values (1–9, tens to 90, hundreds to 400). */
export const KABBALAH_LETTERS: readonly HebrewLetter[] = [
  hebrew('א', 'Aleph', 'आलेफ़', 1, 'A, E', true),
  hebrew('ב', 'Bet', 'बेत', 2, 'B, V'),
  hebrew('ג', 'Gimel', 'गिमेल', 3, 'G'),
  hebrew('ד', 'Dalet', 'दालेत', 4, 'D'),
  hebrew('ה', 'He', 'हे', 5, 'H, E'),
  hebrew('ו', 'Vav', 'वाव', 6, 'V, W, O, U'),
  hebrew('ז', 'Zayin', 'ज़ायिन', 7, 'Z'),
  hebrew('ח', 'Het', 'ख़ेत', 8, 'Ch, H'),
  hebrew('ט', 'Tet', 'तेत', 9, 'T'),
  hebrew('י', 'Yod', 'योद', 10, 'Y, I, J'),
  hebrew('כ', 'Kaf', 'काफ़', 20, 'K, Kh'),
  hebrew('ל', 'Lamed', 'लामेद', 30, 'L'),
  hebrew('מ', 'Mem', 'मेम', 40, 'M'),
  hebrew('נ', 'Nun', 'नून', 50, 'N'),
  hebrew('ס', 'Samekh', 'सामेख़', 60, 'S'),
  hebrew('ע', 'Ayin', 'आयिन', 70, 'O', true),
  hebrew('פ', 'Pe', 'पे', 80, 'P, F'),
  hebrew('צ', 'Tsadi', 'त्सादी', 90, 'Ts, Tz'),
  hebrew('ק', 'Qof', 'क़ोफ़', 100, 'Q, K'),
  hebrew('ר', 'Resh', 'रेश', 200, 'R'),
  hebrew('ש', 'Shin', 'शिन', 300, 'Sh, S'),
  hebrew('ת', 'Tav', 'ताव', 400, 'T, Th'),
];
