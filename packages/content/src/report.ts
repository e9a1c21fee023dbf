// Texts for the kundali (birth chart) report: the ascendant, planets in houses and signs,
// dignities, Vimshottari dashas, the Moon sign and the report's headings.
// Yoga and dosha texts live in ./doshas and are not repeated here.

import type { HouseNumber } from './doshas';
import type { Bilingual, PlanetKey, SignLordKey } from './types';

export type { HouseNumber } from './doshas';
export type { PlanetKey, SignLordKey } from './types';

/** A sign of the zodiac, 1 (Aries) to 12 (Pisces). */
export type SignNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export const SIGN_NUMBERS: readonly SignNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
export const HOUSE_NUMBERS: readonly HouseNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * Replaces every `{name}` in `template` with `values[name]`.
 * Placeholders without a value are left as they are.
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value ?? match;
  });
}

// ---------------------------------------------------------------------------
// Ascendant (lagna)
// ---------------------------------------------------------------------------

export interface AscendantText {
  summary: Bilingual;
}

export const ascendantTexts: Readonly<Record<SignNumber, AscendantText>> = {
  1: {
    summary: {
      en: 'With Aries rising, Mars rules your chart and you meet life head-on. The build is usually lean and active, with a brisk walk and a frank, expressive face. You like to lead, to act first and to test yourself against a challenge. Impatience is your lesson: temper cools as quickly as it flares, and lasting rewards come from finishing what you start. The Sun and Jupiter, lords of your 5th and 9th houses, are natural allies.',
      hi: 'मेष लग्न में कुंडली के स्वामी मंगल हैं, इसलिए आप जीवन का सामना सीधे आगे बढ़कर करते हैं। शरीर प्रायः छरहरा और सक्रिय होता है, चाल में फुर्ती और चेहरे पर साफ़ झलकते भाव। आपको आगे रहकर नेतृत्व करना, पहला क़दम उठाना और चुनौतियों में ख़ुद को परखना अच्छा लगता है। अधीरता आपकी सीख है: ग़ुस्सा जितनी जल्दी भड़कता है, उतनी ही जल्दी शांत होता है, और स्थायी फल शुरू किया काम पूरा करने से मिलता है। पंचम और नवम भाव के स्वामी सूर्य और गुरु आपके स्वाभाविक सहयोगी हैं।',
    },
  },
  2: {
    summary: {
      en: 'Taurus rising, ruled by Venus, gives a calm, steady presence. The body is often sturdy, with a strong neck and shoulders, attractive eyes and a pleasant voice. You are patient, loyal and practical, you enjoy good food, music and beautiful things, and you build security step by step. Stubbornness and resistance to change are the flip side. Saturn, lord of your 9th and 10th houses, is your yogakaraka and rewards steady work.',
      hi: 'वृषभ लग्न के स्वामी शुक्र हैं, जो आपको शांत और स्थिर व्यक्तित्व देते हैं। शरीर प्रायः मज़बूत होता है, गर्दन और कंधे सुदृढ़, आँखें आकर्षक और आवाज़ मधुर। आप धैर्यवान, वफ़ादार और व्यावहारिक हैं; अच्छा भोजन, संगीत और सुंदर चीज़ें आपको प्रिय हैं, और आप क़दम-दर-क़दम सुरक्षा बनाते हैं। ज़िद और बदलाव से बचना इसका दूसरा पहलू है। नवम और दशम भाव के स्वामी शनि आपके योगकारक हैं और लगातार मेहनत का फल देते हैं।',
    },
  },
  3: {
    summary: {
      en: 'Gemini rising makes Mercury the lord of your chart, giving a quick, curious and sociable mind. You often look younger than your age, with a slim, agile frame and expressive hands. Conversation, reading, trade and learning come easily, and you adapt to new people and places with ease. The challenge is focus: many interests can scatter your energy and strain your nerves. Routine, rest and depth in a few chosen fields turn versatility into real skill.',
      hi: 'मिथुन लग्न में बुध कुंडली के स्वामी हैं, जो आपको तेज़, जिज्ञासु और मिलनसार बुद्धि देते हैं। आप प्रायः उम्र से कम दिखते हैं; शरीर पतला और फुर्तीला, हाथ भाव व्यक्त करने वाले। बातचीत, पढ़ना, व्यापार और सीखना आपके लिए सहज है, और नए लोगों व जगहों में आप आसानी से घुल-मिल जाते हैं। चुनौती एकाग्रता की है: बहुत-सी रुचियाँ ऊर्जा बिखेर सकती हैं और नसों पर दबाव डाल सकती हैं। नियमित दिनचर्या, विश्राम और कुछ चुने क्षेत्रों में गहराई बहुमुखी प्रतिभा को सच्चे कौशल में बदलती है।',
    },
  },
  4: {
    summary: {
      en: 'Cancer rising is ruled by the Moon, so feelings and instinct steer your life. The face is often round and soft, and weight may change with your moods and habits. You are caring, protective and deeply attached to home, mother and family, with a strong memory and a good sense of what others need. Moods can rise and fall like the tides. Mars, lord of your 5th and 10th houses, is your yogakaraka and lends you courage.',
      hi: 'कर्क लग्न के स्वामी चंद्रमा हैं, इसलिए भावनाएँ और अंतर्ज्ञान आपके जीवन की दिशा तय करते हैं। चेहरा प्रायः गोल और कोमल होता है, और मन व आदतों के साथ वज़न घट-बढ़ सकता है। आप स्नेही हैं, अपनों की रक्षा करते हैं और घर, माता व परिवार से गहराई से जुड़े रहते हैं; आपकी स्मृति तेज़ है और आप समझ लेते हैं कि दूसरों को क्या चाहिए। मन ज्वार-भाटे की तरह चढ़-उतर सकता है। पंचम और दशम भाव के स्वामी मंगल आपके योगकारक हैं और आपको साहस देते हैं।',
    },
  },
  5: {
    summary: {
      en: 'Leo rising, ruled by the Sun, gives a dignified bearing and a natural air of authority. The chest and shoulders are often broad, the gaze steady and the presence hard to miss. You are generous, loyal and warm-hearted, and you do your best work when trusted with responsibility. Pride and the need for recognition are your tests; leading by example wins more than demanding respect. Mars, lord of your 4th and 9th houses, is your yogakaraka.',
      hi: 'सिंह लग्न के स्वामी सूर्य हैं, जो आपको गरिमामय चाल-ढाल और स्वाभाविक अधिकार-भाव देते हैं। छाती और कंधे प्रायः चौड़े, दृष्टि स्थिर और व्यक्तित्व ऐसा कि अनदेखा न हो सके। आप उदार, वफ़ादार और बड़े दिल वाले हैं, और ज़िम्मेदारी सौंपे जाने पर सबसे अच्छा काम करते हैं। अहं और सराहना की चाह आपकी परीक्षा है; सम्मान माँगने से ज़्यादा, उदाहरण बनकर किया गया नेतृत्व लोगों का दिल जीतता है। चतुर्थ और नवम भाव के स्वामी मंगल आपके योगकारक हैं।',
    },
  },
  6: {
    summary: {
      en: 'Virgo rising makes Mercury the lord of your chart, giving a neat, observant and methodical nature. The frame is often slim and youthful, and you notice details others miss. You learn quickly, enjoy being useful, and have a gift for analysis, accounts, health and service. The shadow side is worry and self-criticism, when the same eye for flaws turns inward. Accepting that good enough is often enough keeps your mind and digestion calm.',
      hi: 'कन्या लग्न में बुध कुंडली के स्वामी हैं, जो आपको सुव्यवस्थित, सजग और विधिपूर्वक काम करने वाला स्वभाव देते हैं। शरीर प्रायः पतला और युवा-सा दिखता है, और आप वे बारीकियाँ देख लेते हैं जो दूसरों से छूट जाती हैं। आप जल्दी सीखते हैं, उपयोगी बनना पसंद करते हैं, और विश्लेषण, हिसाब-किताब, स्वास्थ्य व सेवा में आपकी ख़ास प्रतिभा होती है। इसका दूसरा पहलू चिंता और आत्म-आलोचना है। यह मान लेना कि हर काम का पूर्ण होना ज़रूरी नहीं, आपके मन और पाचन दोनों को शांत रखता है।',
    },
  },
  7: {
    summary: {
      en: 'Libra rising, ruled by Venus, gives a graceful, well-proportioned appearance and a pleasant, courteous manner. You value fairness and harmony, read people well and shine in partnership, diplomacy, design and the arts. Relationships matter greatly to you. The difficulty is deciding: weighing every side can delay action, and keeping the peace can mean hiding your own view. Saturn, lord of your 4th and 5th houses, is your yogakaraka and rewards patience.',
      hi: 'तुला लग्न के स्वामी शुक्र हैं, जो सुडौल, आकर्षक रूप और शिष्ट, मधुर व्यवहार देते हैं। आप न्याय और सामंजस्य को महत्व देते हैं, लोगों को अच्छी तरह समझते हैं, और साझेदारी, कूटनीति, डिज़ाइन तथा कलाओं में चमकते हैं। संबंध आपके लिए बहुत मायने रखते हैं। कठिनाई निर्णय लेने में है: हर पक्ष तौलते-तौलते काम टल सकता है, और शांति बनाए रखने के लिए आप अपनी राय छिपा सकते हैं। चतुर्थ और पंचम भाव के स्वामी शनि आपके योगकारक हैं और धैर्य का फल देते हैं।',
    },
  },
  8: {
    summary: {
      en: 'Scorpio rising is ruled by Mars and gives intensity, depth and staying power. The eyes are often penetrating and the build strong and compact. You are private, perceptive and determined, drawn to research, medicine, finance or anything hidden beneath the surface, and fiercely loyal to those you trust. Suspicion and holding on to old hurts are the challenge. When you let go, your capacity to heal and transform yourself and others is remarkable.',
      hi: 'वृश्चिक लग्न के स्वामी मंगल हैं, जो तीव्रता, गहराई और टिके रहने की शक्ति देते हैं। आँखें प्रायः भेदक होती हैं और शरीर मज़बूत व गठीला। आप निजता-प्रिय, पैनी समझ वाले और दृढ़ निश्चयी हैं; शोध, चिकित्सा, वित्त या सतह के नीचे छिपी हर चीज़ आपको खींचती है, और जिन पर भरोसा करते हैं उनके प्रति आप पूरी तरह वफ़ादार रहते हैं। संदेह और पुरानी चोटों को पकड़े रहना आपकी चुनौती है। छोड़ना सीख लें, तो ख़ुद को और दूसरों को बदलने की आपकी क्षमता अद्भुत होती है।',
    },
  },
  9: {
    summary: {
      en: 'Sagittarius rising makes Jupiter the lord of your chart, giving an open, optimistic and principled outlook. The body is often tall or well-built, with a broad forehead and an energetic stride. You love learning, travel, teaching and the big questions of meaning, and you are generous with advice and help. Bluntness, overconfidence and restlessness can work against you. Realistic promises, and listening as much as preaching, bring the respect you naturally seek.',
      hi: 'धनु लग्न में गुरु कुंडली के स्वामी हैं, जो आपको खुला, आशावादी और सिद्धांतों वाला दृष्टिकोण देते हैं। शरीर प्रायः लंबा या सुगठित, माथा चौड़ा और चाल ऊर्जावान होती है। सीखना, यात्रा, पढ़ाना और जीवन के अर्थ से जुड़े बड़े प्रश्न आपको प्रिय हैं, और सलाह व सहायता देने में आप उदार हैं। मुँहफट होना, अति-आत्मविश्वास और बेचैनी आपके विरुद्ध जा सकते हैं। यथार्थवादी वादे और उपदेश देने जितना ही सुनना, आपको वह सम्मान दिलाते हैं जिसकी आपको स्वाभाविक चाह है।',
    },
  },
  10: {
    summary: {
      en: 'Capricorn rising is ruled by Saturn and gives a serious, practical and patient approach to life. The frame is often lean and wiry, and many with this lagna seem mature when young and youthful later on. You are responsible, ambitious and willing to climb slowly, earning trust through reliable work. Reserve, worry and working too hard are the risks. Venus, lord of your 5th and 10th houses, is your yogakaraka and brings warmth and success.',
      hi: 'मकर लग्न के स्वामी शनि हैं, जो जीवन के प्रति गंभीर, व्यावहारिक और धैर्यवान दृष्टिकोण देते हैं। शरीर प्रायः दुबला और कसा हुआ होता है, और इस लग्न के कई लोग कम उम्र में परिपक्व और बाद में युवा-से लगते हैं। आप ज़िम्मेदार और महत्वाकांक्षी हैं, धीरे-धीरे ऊपर चढ़ने को तैयार रहते हैं और भरोसेमंद काम से विश्वास कमाते हैं। संकोच, चिंता और ज़रूरत से ज़्यादा काम इसके जोखिम हैं। पंचम और दशम भाव के स्वामी शुक्र आपके योगकारक हैं और जीवन में कोमलता व सफलता लाते हैं।',
    },
  },
  11: {
    summary: {
      en: 'Aquarius rising, ruled by Saturn, gives an independent, thoughtful and humane nature. The build is often tall and strong, the manner friendly yet a little detached. You think for yourself, care about fairness and the wider community, and are drawn to science, technology, social causes and groups of like-minded friends. Stubbornness and emotional distance can puzzle those close to you. Venus, lord of your 4th and 9th houses, is your yogakaraka.',
      hi: 'कुंभ लग्न के स्वामी शनि हैं, जो स्वतंत्र, विचारशील और मानवीय स्वभाव देते हैं। शरीर प्रायः लंबा और मज़बूत होता है, व्यवहार मैत्रीपूर्ण पर थोड़ा तटस्थ। आप अपने ढंग से सोचते हैं, न्याय और व्यापक समाज की परवाह करते हैं, और विज्ञान, तकनीक, सामाजिक कार्यों तथा समान विचार वाले मित्रों के समूहों की ओर खिंचते हैं। आपकी ज़िद और भावनात्मक दूरी आपके अपनों को उलझन में डाल सकती है। चतुर्थ और नवम भाव के स्वामी शुक्र आपके योगकारक हैं।',
    },
  },
  12: {
    summary: {
      en: 'Pisces rising makes Jupiter the lord of your chart, giving a gentle, imaginative and compassionate nature. The features are often soft, the eyes dreamy and the build medium. You sense what others feel, are drawn to faith, music, healing and service, and adapt easily to circumstances. The challenge is boundaries: trusting too readily or escaping from hard choices can drain you. Clear routines and a spiritual practice give your sensitivity a safe shape.',
      hi: 'मीन लग्न में गुरु कुंडली के स्वामी हैं, जो आपको कोमल, कल्पनाशील और करुणामय स्वभाव देते हैं। नैन-नक्श प्रायः सौम्य, आँखें स्वप्निल और शरीर मध्यम होता है। आप दूसरों की भावनाएँ महसूस कर लेते हैं, आस्था, संगीत, उपचार और सेवा की ओर आकर्षित होते हैं, और परिस्थितियों के अनुसार सहज ही ढल जाते हैं। चुनौती सीमाएँ तय करने की है: जल्दी भरोसा कर लेना या कठिन निर्णयों से बचना आपको थका सकता है। स्पष्ट दिनचर्या और कोई आध्यात्मिक साधना आपकी संवेदनशीलता को सुरक्षित आकार देती है।',
    },
  },
};

// ---------------------------------------------------------------------------
// Moon sign (rashi)
// ---------------------------------------------------------------------------

export const moonSignNotes: Readonly<Record<SignNumber, Bilingual>> = {
  1: {
    en: 'A Moon in Aries gives quick, fiery feelings that are expressed at once and forgotten soon after. You need freedom and action to feel well, and your enthusiasm lifts others. Boredom and waiting unsettle you. Physical activity is the best outlet for restlessness, and a moment’s pause before replying saves many quarrels.',
    hi: 'मेष राशि का चंद्रमा तेज़, उग्र भावनाएँ देता है, जो तुरंत व्यक्त होती हैं और जल्दी भुला भी दी जाती हैं। अच्छा महसूस करने के लिए आपको स्वतंत्रता और सक्रियता चाहिए, और आपका उत्साह दूसरों में जोश भरता है। ऊब और इंतज़ार आपको बेचैन करते हैं। बेचैनी निकालने का सबसे अच्छा रास्ता शारीरिक गतिविधि है, और जवाब से पहले क्षण भर का ठहराव कई झगड़े टाल देता है।',
  },
  2: {
    en: 'The Moon is exalted in Taurus, which gives a calm, steady and contented mind. Your feelings run deep but change slowly; you are loyal, affectionate and comforted by good food, music, nature and a secure home. Once hurt, you find it hard to let go, and change can feel unsettling. Gentle flexibility keeps your natural peace from hardening into stubbornness.',
    hi: 'वृषभ राशि में चंद्रमा उच्च का होता है, जिससे मन शांत, स्थिर और संतोषी रहता है। आपकी भावनाएँ गहरी होती हैं पर धीरे बदलती हैं; आप वफ़ादार और स्नेही हैं, और अच्छा भोजन, संगीत, प्रकृति और सुरक्षित घर आपको सुकून देते हैं। चोट लगने पर उसे भूलना आपके लिए कठिन होता है, और बदलाव बेचैन कर सकता है। थोड़ा लचीलापन आपकी स्वाभाविक शांति को ज़िद बनने से बचाता है।',
  },
  3: {
    en: 'A Moon in Gemini makes the mind lively, curious and talkative. You process feelings by talking, reading and thinking them through, and variety keeps you cheerful. Friends enjoy your wit and quick understanding. The same quickness can bring restlessness, nervous energy and second thoughts. Writing things down, good sleep and fewer open tasks at a time settle the mind.',
    hi: 'मिथुन राशि का चंद्रमा मन को जीवंत, जिज्ञासु और बातूनी बनाता है। आप भावनाओं को बातचीत, पढ़ने और सोच-विचार से समझते हैं, और विविधता आपको प्रसन्न रखती है। मित्र आपकी हाज़िरजवाबी और तुरंत समझ का आनंद लेते हैं। यही तेज़ी बेचैनी, घबराहट और बार-बार मन बदलने का कारण भी बन सकती है। बातें लिख लेना, अच्छी नींद और एक साथ कम काम हाथ में लेना मन को स्थिर करता है।',
  },
  4: {
    en: 'The Moon is in its own sign in Cancer, so emotions are strong, tender and protective. You care deeply for family and home and read moods instantly. Your sensitivity is a gift for nurturing, cooking, teaching and healing, though it can leave you easily hurt or anxious. A secure home base and honest talk about feelings keep you balanced.',
    hi: 'कर्क राशि में चंद्रमा अपनी ही राशि में होता है, इसलिए भावनाएँ प्रबल, कोमल और रक्षा करने वाली होती हैं। आप परिवार और घर की गहरी परवाह करते हैं और दूसरों का मन तुरंत भाँप लेते हैं। यह संवेदनशीलता देखभाल, रसोई, अध्यापन और उपचार के लिए वरदान है, पर इससे आप जल्दी आहत या चिंतित भी हो सकते हैं। सुरक्षित घर और भावनाओं पर खुली बातचीत आपको संतुलित रखती है।',
  },
  5: {
    en: 'A Moon in Leo gives a warm, proud and generous heart. You feel most alive when appreciated, and you give loyalty and protection in return. Your moods are dramatic but honest, and you naturally lift the spirits of a room. Wounded pride is your weak spot. Remembering that respect is also earned quietly keeps your heart open.',
    hi: 'सिंह राशि का चंद्रमा गर्मजोशी भरा, स्वाभिमानी और उदार हृदय देता है। सराहना मिलने पर आप सबसे जीवंत महसूस करते हैं, और बदले में वफ़ादारी और संरक्षण देते हैं। आपकी भावनाएँ नाटकीय पर सच्ची होती हैं, और आप आसपास के लोगों का मनोबल सहज ही बढ़ा देते हैं। आहत स्वाभिमान आपकी कमज़ोर नस है। यह याद रखना कि सम्मान चुपचाप भी कमाया जाता है, आपके दिल को खुला रखता है।',
  },
  6: {
    en: 'A Moon in Virgo gives a careful, modest and practical mind. You show love through useful help rather than grand words, and you feel calm when life is orderly. Your eye for detail makes you a reliable friend and colleague. Worry, over-analysis and self-criticism are the challenges. Kindness towards your own mistakes is the remedy this Moon needs most.',
    hi: 'कन्या राशि का चंद्रमा सावधान, विनम्र और व्यावहारिक मन देता है। आप बड़े शब्दों के बजाय काम की मदद से प्रेम जताते हैं, और जीवन व्यवस्थित हो तो आपका मन शांत रहता है। बारीकियों पर आपकी नज़र आपको भरोसेमंद मित्र और सहकर्मी बनाती है। चिंता, ज़रूरत से ज़्यादा विश्लेषण और आत्म-आलोचना आपकी चुनौतियाँ हैं। अपनी ग़लतियों के प्रति नरमी ही इस चंद्रमा के लिए सबसे अच्छा उपाय है।',
  },
  7: {
    en: 'A Moon in Libra seeks harmony, beauty and companionship. You are gracious, fair-minded and good at seeing both sides of a quarrel, and you are happiest in balanced relationships and pleasant surroundings. Conflict upsets you, so you may agree too quickly or postpone decisions. Learning to state your own needs kindly but clearly brings real peace.',
    hi: 'तुला राशि का चंद्रमा सामंजस्य, सौंदर्य और साथ की चाह देता है। आप शालीन और न्यायप्रिय हैं, किसी विवाद के दोनों पक्ष देख लेते हैं, और संतुलित संबंधों व सुखद वातावरण में सबसे प्रसन्न रहते हैं। टकराव आपको विचलित करता है, इसलिए आप जल्दी सहमत हो सकते हैं या निर्णय टाल सकते हैं। अपनी ज़रूरतें विनम्रता पर स्पष्टता से कहना सीखना आपको सच्ची शांति देता है।',
  },
  8: {
    en: 'The Moon is debilitated in Scorpio, which makes feelings intense and private rather than weak. You sense hidden motives, stay fiercely loyal and can endure crises that would break others. Trust comes slowly and old hurts linger. Meditation, confiding in one trusted person and letting go of grudges turn this depth into healing insight.',
    hi: 'वृश्चिक राशि में चंद्रमा नीच का होता है; इससे भावनाएँ कमज़ोर नहीं, तीव्र और निजी होती हैं। आप छिपे इरादे भाँप लेते हैं, अटूट निष्ठा रखते हैं और ऐसे संकट झेल लेते हैं जो दूसरों को तोड़ दें। भरोसा धीरे बनता है और पुरानी चोटें देर तक रहती हैं। ध्यान, किसी अपने से मन की बात कहना और मनमुटाव छोड़ना इस गहराई को उपचारक समझ बना देते हैं।',
  },
  9: {
    en: 'A Moon in Sagittarius gives a cheerful, hopeful and freedom-loving heart. Faith, learning and travel restore you, and you bounce back from disappointment by looking at the larger picture. You are frank and generous with encouragement. Restlessness and blunt words can hurt others without meaning to. Keeping commitments and choosing words with care complete this optimistic Moon.',
    hi: 'धनु राशि का चंद्रमा प्रसन्न, आशावान और स्वतंत्रता-प्रिय हृदय देता है। आस्था, अध्ययन और यात्रा आपको फिर से ऊर्जा देते हैं, और बड़ी तस्वीर देखकर आप निराशा से उबर आते हैं। आप स्पष्टवादी हैं और दूसरों का हौसला बढ़ाने में उदार। बेचैनी और रूखे शब्द अनजाने में किसी को चोट पहुँचा सकते हैं। वादे निभाना और शब्द सोच-समझकर चुनना इस आशावादी चंद्रमा को पूर्ण बनाता है।',
  },
  10: {
    en: 'A Moon in Capricorn gives a reserved, sensible and steady emotional nature. You feel secure when you are productive and prepared, and you show care through responsibility. People rely on your calm in difficult times. You may hide feelings or carry burdens alone, which can turn into low moods. Sharing the load and allowing yourself rest are part of your strength.',
    hi: 'मकर राशि का चंद्रमा संयमी, समझदार और स्थिर भावनात्मक स्वभाव देता है। उपयोगी काम में लगे और तैयार रहने पर आप सुरक्षित महसूस करते हैं, और ज़िम्मेदारी निभाकर परवाह दिखाते हैं। कठिन समय में लोग आपकी शांति पर भरोसा करते हैं। आप भावनाएँ छिपा सकते हैं या बोझ अकेले उठा सकते हैं, जिससे मन उदास हो सकता है। बोझ बाँटना और ख़ुद को विश्राम देना भी आपकी ताक़त है।',
  },
  11: {
    en: 'A Moon in Aquarius gives a friendly, idealistic and independent mind. You care about people in general and about fairness, and you enjoy friendships built on shared ideas. You need space and may process feelings through thought rather than tears. Others can mistake this for coldness. Showing affection in small, personal ways keeps close ties warm.',
    hi: 'कुंभ राशि का चंद्रमा मैत्रीपूर्ण, आदर्शवादी और स्वतंत्र मन देता है। आप समाज और न्याय की परवाह करते हैं, और साझा विचारों पर टिकी दोस्ती का आनंद लेते हैं। आपको अपनी जगह चाहिए, और आप भावनाओं को आँसुओं के बजाय विचारों के ज़रिए समझते हैं। दूसरे इसे रूखापन समझ सकते हैं। छोटे-छोटे निजी तरीक़ों से स्नेह जताना आपके क़रीबी रिश्तों में गर्माहट बनाए रखता है।',
  },
  12: {
    en: 'A Moon in Pisces gives a tender, intuitive and imaginative heart. You absorb the feelings of those around you, forgive easily and find peace in music, prayer, water and quiet. Compassion is your gift. Because you take in so much, you need time alone to recover, and you may avoid hard realities. Gentle boundaries protect your kindness.',
    hi: 'मीन राशि का चंद्रमा कोमल, अंतर्ज्ञानी और कल्पनाशील हृदय देता है। आप आसपास के लोगों की भावनाएँ आत्मसात कर लेते हैं, सहज ही क्षमा कर देते हैं, और संगीत, प्रार्थना, जल व एकांत में शांति पाते हैं। करुणा आपका वरदान है। इतना कुछ भीतर लेने के कारण आपको सँभलने के लिए एकांत चाहिए, और आप कठोर सच्चाइयों से कतरा सकते हैं। कोमल पर स्पष्ट सीमाएँ आपकी दयालुता बचाती हैं।',
  },
};

// ---------------------------------------------------------------------------
// Planets in houses (bhavas)
// ---------------------------------------------------------------------------

export const planetInHouse: Readonly<Record<PlanetKey, Readonly<Record<HouseNumber, Bilingual>>>> = {
  SU: {
    1: {
      en: 'The Sun in the 1st house gives a confident, dignified presence, strong willpower and a natural wish to lead. People respect your self-reliance. The same fire can bring pride, impatience with advice and excess body heat. Humility and a cooling routine let this solar strength shine without burning.',
      hi: 'प्रथम भाव का सूर्य आत्मविश्वास भरा, गरिमामय व्यक्तित्व, दृढ़ इच्छाशक्ति और नेतृत्व की स्वाभाविक चाह देता है। लोग आपकी आत्मनिर्भरता का सम्मान करते हैं। यही आग अहंकार, सलाह के प्रति अधीरता और शरीर में अधिक गर्मी भी ला सकती है। विनम्रता और शीतल दिनचर्या इस सौर बल को बिना जलाए चमकने देती है।',
    },
    2: {
      en: 'In the 2nd house the Sun links wealth and speech with authority. Income may come through government, administration or positions of trust, and your words carry weight. Speech can turn commanding, family life may see clashes of pride, and spending on status needs watching. Gentle words and steady saving bring out its best.',
      hi: 'द्वितीय भाव में सूर्य धन और वाणी को अधिकार से जोड़ता है। आय सरकार, प्रशासन या भरोसे के पदों से आ सकती है, और आपके शब्दों में वज़न होता है। वाणी आदेश भरी हो सकती है, परिवार में स्वाभिमान टकरा सकते हैं, और दिखावे का ख़र्च देखना चाहिए। मधुर वाणी और नियमित बचत इसका श्रेष्ठ फल दिलाती है।',
    },
    3: {
      en: 'The Sun in the 3rd house, the house of effort, gives courage, initiative and a bold voice. You take the lead, speak or write with conviction and usually succeed by your own effort. Ties with younger siblings may rest more on duty than closeness. Put this drive into skills and short ventures.',
      hi: 'तृतीय भाव, जो पराक्रम का भाव है, वहाँ सूर्य साहस, पहल और बुलंद आवाज़ देता है। आप आगे बढ़कर नेतृत्व करते हैं, दृढ़ विश्वास से बोलते या लिखते हैं, और प्रायः अपने प्रयास से सफल होते हैं। छोटे भाई-बहनों से संबंध निकटता से ज़्यादा कर्तव्य पर टिके हो सकते हैं। इस जोश को कौशल और छोटे उद्यमों में लगाएँ।',
    },
    4: {
      en: 'In the 4th house the Sun gives pride in home and roots, and may bring property linked with government or your father. Inner peace can take effort: home may feel formal, and duties or transfers can pull you away. Warmth with your mother and a quiet corner at home balance it.',
      hi: 'चतुर्थ भाव में सूर्य घर और जड़ों पर गर्व देता है, और सरकार या पिता से जुड़ी संपत्ति दे सकता है। मन की शांति के लिए प्रयास लगता है: घर का माहौल औपचारिक हो सकता है, और दायित्व या तबादले आपको घर से दूर ले जा सकते हैं। माता से आत्मीयता और घर का शांत कोना इसे संतुलित करते हैं।',
    },
    5: {
      en: 'The Sun in the 5th house gives a bright, proud intelligence, a creative spark and interest in leadership, politics or teaching. You learn best by taking charge. Matters of children may ask for patience, and speculation is unwise when pride is at stake. Mantra practice and mentoring others strengthen this placement.',
      hi: 'पंचम भाव का सूर्य तेजस्वी, स्वाभिमानी बुद्धि, सृजन की चिंगारी और नेतृत्व, राजनीति या अध्यापन में रुचि देता है। आप ज़िम्मेदारी लेकर सबसे अच्छा सीखते हैं। संतान से जुड़े मामलों में धैर्य रखना पड़ सकता है, और जब बात अहं की हो तो सट्टा ठीक नहीं। मंत्र-साधना और दूसरों का मार्गदर्शन इस स्थिति को बल देते हैं।',
    },
    6: {
      en: 'The Sun does well in the 6th house. It gives the strength to defeat rivals, success in competition and good prospects in government service, medicine or administration. You tackle problems head-on and recover well. Mind heat and digestion, and avoid being too harsh with colleagues or staff.',
      hi: 'षष्ठ भाव में सूर्य अच्छा फल देता है। यह प्रतिद्वंद्वियों को हराने का बल, प्रतियोगिता में सफलता और सरकारी सेवा, चिकित्सा या प्रशासन में अच्छी संभावनाएँ देता है। आप समस्याओं का सीधा सामना करते हैं और जल्दी सँभलते हैं। गर्मी और पाचन का ध्यान रखें, और सहकर्मियों या अधीनस्थों के प्रति बहुत कठोर न हों।',
    },
    7: {
      en: 'The Sun in the 7th house points to a partner of strong character, status or pride, and to dealings with authorities and the public. Partnerships can raise your standing. Ego clashes are the risk, in marriage and business alike. Give your partner room to shine and treat the bond as one between equals.',
      hi: 'सप्तम भाव का सूर्य दृढ़ चरित्र, प्रतिष्ठा या स्वाभिमान वाले जीवनसाथी और अधिकारियों व जनता से लेन-देन की ओर संकेत करता है। साझेदारियाँ आपका क़द बढ़ा सकती हैं। विवाह और व्यापार, दोनों में अहं का टकराव इसका जोखिम है। साथी को भी चमकने का अवसर दें और इस रिश्ते को बराबरी का मानें।',
    },
    8: {
      en: 'In the 8th house the Sun turns its light inward, towards research, hidden knowledge, insurance, taxes or inheritance. Crises tend to make you stronger. Vitality can fluctuate, recognition may come late or behind the scenes, and the bond with your father may need care. A steady routine supports you.',
      hi: 'अष्टम भाव में सूर्य अपनी रोशनी भीतर की ओर, यानी शोध, गूढ़ ज्ञान, बीमा, कर या विरासत की ओर मोड़ता है। संकट प्रायः आपको और मज़बूत बनाते हैं। प्राणशक्ति में उतार-चढ़ाव हो सकता है, पहचान देर से या पर्दे के पीछे मिल सकती है, और पिता से संबंध को सँभालना पड़ सकता है। स्थिर दिनचर्या आपका सहारा है।',
    },
    9: {
      en: 'The Sun in the 9th house gives firm principles, respect for father, teachers and tradition, and fortune that can come through government or people in authority. Dharma, higher study and pilgrimage attract you. Self-righteousness and differences with your father are the challenges. Humility in belief keeps luck flowing.',
      hi: 'नवम भाव का सूर्य दृढ़ सिद्धांत, पिता, गुरुजनों और परंपरा के प्रति सम्मान, और सरकार या अधिकार-संपन्न लोगों के ज़रिए भाग्योदय देता है। धर्म, उच्च शिक्षा और तीर्थयात्रा आपको आकर्षित करते हैं। ख़ुद को ही सही मानना और पिता से मतभेद इसकी चुनौतियाँ हैं। आस्था में विनम्रता भाग्य का प्रवाह बनाए रखती है।',
    },
    10: {
      en: 'The Sun gains directional strength (dig bala) in the 10th house, one of its best placements. It favours authority, a respected career, government work and public recognition, and you can rise to lead. Work pressure may crowd out home life, and conflicts with superiors need tact.',
      hi: 'दशम भाव में सूर्य को दिग्बल मिलता है; यह उसकी सबसे अच्छी स्थितियों में से एक है। यह अधिकार, सम्मानित कार्यक्षेत्र, सरकारी काम और सार्वजनिक पहचान के लिए अनुकूल है, और आप नेतृत्व तक पहुँच सकते हैं। काम का दबाव पारिवारिक जीवन पर भारी पड़ सकता है, और वरिष्ठों से मतभेद समझदारी से सँभालने चाहिए।',
    },
    11: {
      en: 'The Sun in the 11th house is a fine placement for gains. Income can come through government, senior people or positions of influence, and ambitions tend to be fulfilled over time. Your circle may be small but powerful. Ties with an elder sibling can be formal; generosity keeps friendships strong.',
      hi: 'एकादश भाव का सूर्य लाभ के लिए उत्तम स्थिति है। आय सरकार, वरिष्ठ लोगों या प्रभावशाली पदों से आ सकती है, और समय के साथ महत्वाकांक्षाएँ पूरी होती हैं। आपका दायरा छोटा पर प्रभावशाली हो सकता है। बड़े भाई-बहन से संबंध औपचारिक रह सकते हैं; उदारता मित्रता को मज़बूत रखती है।',
    },
    12: {
      en: 'In the 12th house the Sun seeks meaning beyond status. It favours work abroad, in hospitals, ashrams, research or behind the scenes, and draws you to spiritual practice and charity. Confidence and energy may dip at times, sleep needs protecting, and spending on appearances can drain savings.',
      hi: 'द्वादश भाव में सूर्य पद-प्रतिष्ठा से परे अर्थ खोजता है। यह विदेश, अस्पताल, आश्रम, शोध या पर्दे के पीछे के काम के लिए अनुकूल है, और आपको साधना व दान की ओर ले जाता है। कभी-कभी आत्मविश्वास और ऊर्जा घट सकती है, नींद का ध्यान रखना चाहिए, और दिखावे पर ख़र्च बचत घटा सकता है।',
    },
  },
  MO: {
    1: {
      en: 'The Moon in the 1st house gives a gentle, attractive and sympathetic presence. People warm to you easily, and you sense the mood around you at once. Imagination and adaptability are your strengths. Feelings show on your face, and moods or health can change with circumstances. A bright, waxing Moon here is especially pleasing.',
      hi: 'प्रथम भाव का चंद्रमा सौम्य, आकर्षक और सहानुभूति भरा व्यक्तित्व देता है। लोग आपसे जल्दी घुल-मिल जाते हैं, और आप आसपास का माहौल तुरंत भाँप लेते हैं। कल्पनाशीलता और लचीलापन आपकी शक्ति है। भावनाएँ चेहरे पर दिख जाती हैं, और मन या सेहत परिस्थितियों के साथ बदल सकते हैं। शुक्ल पक्ष का उज्ज्वल चंद्रमा यहाँ विशेष शुभ है।',
    },
    2: {
      en: 'The Moon in the 2nd house gives a soft, pleasant voice, attachment to family and a love of good food. Money tends to come and go in cycles, often through trade, food, dairy, liquids or dealing with the public. Emotional spending is the risk; a regular savings habit steadies these tides.',
      hi: 'द्वितीय भाव का चंद्रमा कोमल, मधुर वाणी, परिवार से लगाव और अच्छे भोजन का शौक़ देता है। धन का आना-जाना चक्रों में होता है, प्रायः व्यापार, भोजन, दूध से बने पदार्थों, तरल वस्तुओं या जनता से जुड़े कामों के ज़रिए। भावनाओं में बहकर ख़र्च करना इसका जोखिम है; बचत की नियमित आदत इस ज्वार-भाटे को थाम लेती है।',
    },
    3: {
      en: 'In the 3rd house the Moon gives an imaginative, communicative mind and affection for siblings. You enjoy short trips, writing, music and creative hobbies, and can do well in media or sales. Interests may change often, and courage rises and falls with mood. Steady practice turns talent into achievement.',
      hi: 'तृतीय भाव में चंद्रमा कल्पनाशील, संवाद-कुशल मन और भाई-बहनों से स्नेह देता है। छोटी यात्राएँ, लेखन, संगीत और रचनात्मक शौक़ आपको प्रिय हैं, और मीडिया या बिक्री में आप अच्छा कर सकते हैं। रुचियाँ बार-बार बदल सकती हैं, और साहस मन के साथ घटता-बढ़ता है। नियमित अभ्यास प्रतिभा को उपलब्धि में बदलता है।',
    },
    4: {
      en: 'The Moon gains directional strength (dig bala) in the 4th house, its natural home. It favours a caring mother, a comfortable home, vehicles, land and deep emotional roots, and you find peace among family and familiar places. Over-attachment to comfort or the past can hold you back, and you may move house more than once.',
      hi: 'चतुर्थ भाव, जो चंद्रमा का स्वाभाविक घर है, वहाँ उसे दिग्बल मिलता है। यह स्नेहमयी माता, आरामदायक घर, वाहन, भूमि और गहरी भावनात्मक जड़ों के लिए अनुकूल है, और परिवार व जानी-पहचानी जगहों में आपको शांति मिलती है। सुख-सुविधा या अतीत से अत्यधिक लगाव आपको रोक सकता है, और घर एक से अधिक बार बदल सकता है।',
    },
    5: {
      en: 'The Moon in the 5th house gives an imaginative, emotionally intelligent mind and a natural love of children. The arts, teaching, counselling and devotion suit you, and romance is heartfelt. Decisions can swing with moods, and speculation driven by feeling is unwise. Mantra and steady study give this sensitive mind direction.',
      hi: 'पंचम भाव का चंद्रमा कल्पनाशील, भावनात्मक रूप से समझदार मन और बच्चों से स्वाभाविक प्रेम देता है। कला, अध्यापन, परामर्श और भक्ति आपके अनुकूल हैं, और प्रेम में आप दिल से जुड़ते हैं। निर्णय मन के साथ डोल सकते हैं, और भावुक होकर सट्टा करना ठीक नहीं। मंत्र और नियमित अध्ययन इस संवेदनशील मन को दिशा देते हैं।',
    },
    6: {
      en: 'In the 6th house the Moon brings a caring attitude to service and suits nursing, healthcare, food, social work and routine jobs done with heart. The mind, however, can absorb workplace stress and worry, and digestion may be sensitive. A regular routine, simple food and leaving work at work keep you well.',
      hi: 'षष्ठ भाव में चंद्रमा सेवा में स्नेह भरता है, और नर्सिंग, स्वास्थ्य सेवा, भोजन, समाज-सेवा तथा मन से किए नियमित कामों के लिए अनुकूल है। पर मन कार्यस्थल का तनाव और चिंता सोख सकता है, और पाचन नाज़ुक रह सकता है। नियमित दिनचर्या, सादा भोजन और दफ़्तर की बातें दफ़्तर में छोड़ना आपको स्वस्थ रखता है।',
    },
    7: {
      en: 'The Moon in the 7th house seeks emotional closeness in partnership and often gives a caring, attractive spouse. You deal well with the public and can succeed in business, travel or hospitality. Moods can sway relationships, and you may seek from your partner a security that must also come from within.',
      hi: 'सप्तम भाव का चंद्रमा साझेदारी में भावनात्मक निकटता चाहता है और प्रायः स्नेही, आकर्षक जीवनसाथी देता है। जनता से व्यवहार में आप कुशल हैं और व्यापार, यात्रा या आतिथ्य में सफल हो सकते हैं। मन का उतार-चढ़ाव संबंधों पर असर डाल सकता है, और आप साथी से वह सुरक्षा चाह सकते हैं जो भीतर से भी आनी चाहिए।',
    },
    8: {
      en: 'In the 8th house the Moon gives deep intuition and interest in psychology, the occult, research and the hidden side of life. You can be a calm presence in others’ crises. Emotional ups and downs, private worries and sensitivity to change are the challenges. Meditation and a trusted confidant bring steadiness.',
      hi: 'अष्टम भाव में चंद्रमा गहरा अंतर्ज्ञान और मनोविज्ञान, गूढ़ विद्याओं, शोध तथा जीवन के छिपे पहलुओं में रुचि देता है। दूसरों के संकट में आप शांत सहारा बन सकते हैं। भावनात्मक उतार-चढ़ाव, मन में छिपी चिंताएँ और बदलाव के प्रति संवेदनशीलता इसकी चुनौतियाँ हैं। ध्यान और कोई भरोसेमंद हमराज़ स्थिरता लाते हैं।',
    },
    9: {
      en: 'The Moon in the 9th house gives a devotional, kind-hearted nature, a love of pilgrimage and travel, and luck that often comes through your mother or other women. You learn gladly from many teachers. Beliefs may change over the years and plans can shift with feeling. A steady spiritual practice anchors this fortunate Moon.',
      hi: 'नवम भाव का चंद्रमा भक्तिपूर्ण, दयालु स्वभाव, तीर्थ और यात्राओं से प्रेम, और प्रायः माता या अन्य स्त्रियों के माध्यम से भाग्य का साथ देता है। आप अनेक गुरुओं से ख़ुशी से सीखते हैं। वर्षों के साथ आस्थाएँ बदल सकती हैं और योजनाएँ भावनाओं के साथ डोल सकती हैं। नियमित साधना इस सौभाग्यशाली चंद्रमा को स्थिर करती है।',
    },
    10: {
      en: 'The Moon in the 10th house puts you before the public. Hospitality, healthcare, food, politics, teaching or any work with people suits you, and popularity can grow quickly. Your career may change direction more than once, and reputation can swing with public mood. Consistency and genuine care make your standing last.',
      hi: 'दशम भाव का चंद्रमा आपको जनता के सामने लाता है। आतिथ्य, स्वास्थ्य सेवा, भोजन, राजनीति, अध्यापन या लोगों से जुड़ा कोई भी काम आपके अनुकूल है, और लोकप्रियता जल्दी बढ़ सकती है। कार्यक्षेत्र की दिशा एक से अधिक बार बदल सकती है, और प्रतिष्ठा जनमत के साथ घट-बढ़ सकती है। निरंतरता और सच्ची परवाह आपकी साख को टिकाऊ बनाती है।',
    },
    11: {
      en: 'The Moon in the 11th house is a good placement for gains and friendship. You have a wide, supportive circle, often including women, and many wishes come true over time. Income can flow from the public, trade or creative work, though it may rise and fall in cycles. Sharing good fortune keeps it growing.',
      hi: 'एकादश भाव का चंद्रमा लाभ और मित्रता के लिए अच्छी स्थिति है। आपका दायरा बड़ा और सहयोगी होता है, जिसमें प्रायः स्त्रियाँ भी होती हैं, और समय के साथ कई इच्छाएँ पूरी होती हैं। आय जनता, व्यापार या रचनात्मक काम से आ सकती है, हालाँकि यह चक्रों में घट-बढ़ सकती है। सौभाग्य बाँटने से वह बढ़ता है।',
    },
    12: {
      en: 'In the 12th house the Moon gives a rich inner world, vivid dreams, compassion and a pull towards retreat, foreign places or work in hospitals and charities. Sleep can be light, feelings are kept private and spending may follow moods. Meditation, time near water and a regular bedtime bring comfort.',
      hi: 'द्वादश भाव में चंद्रमा समृद्ध आंतरिक संसार, जीवंत सपने, करुणा और एकांत, विदेश या अस्पतालों व धर्मार्थ संस्थाओं में काम की ओर झुकाव देता है। नींद हल्की हो सकती है, भावनाएँ मन में ही रहती हैं, और ख़र्च मन की दशा पर चल सकता है। ध्यान, जल के पास समय और सोने का तय समय सुकून देते हैं।',
    },
  },
  MA: {
    1: {
      en: 'Mars in the 1st house gives a strong, active body, courage and a direct, competitive spirit. You act quickly and are not easily discouraged. Haste can bring cuts, bruises or heated words, so take care with speed and tools. This is a manglik placement; sport and disciplined effort put its fire to good use.',
      hi: 'प्रथम भाव का मंगल मज़बूत, सक्रिय शरीर, साहस और सीधी, प्रतिस्पर्धी भावना देता है। आप तेज़ी से क़दम उठाते हैं और आसानी से हार नहीं मानते। जल्दबाज़ी से चोट-खरोंच या तीखी बातें हो सकती हैं, इसलिए गति और औज़ारों में सावधानी रखें। यह मांगलिक स्थिति है; खेल और अनुशासित परिश्रम इसकी आग का अच्छा उपयोग करते हैं।',
    },
    2: {
      en: 'Mars in the 2nd house gives forceful speech and a drive to earn, often through property, engineering or technical and competitive work. You defend your family fiercely. Words can be sharp, spending impulsive and family talks heated; South Indian tradition counts this as manglik too. Measured speech turns its force into persuasion.',
      hi: 'द्वितीय भाव का मंगल ज़ोरदार वाणी और कमाने की लगन देता है, प्रायः भूमि-संपत्ति, इंजीनियरिंग या तकनीकी और प्रतिस्पर्धी कामों से। आप परिवार की पूरी ताक़त से रक्षा करते हैं। शब्द तीखे, ख़र्च आवेगी और पारिवारिक चर्चाएँ गर्म हो सकती हैं; दक्षिण भारतीय परंपरा इसे भी मांगलिक मानती है। नपी-तुली वाणी इसकी ताक़त को प्रभाव में बदल देती है।',
    },
    3: {
      en: 'Mars is excellent in the 3rd house. It gives great courage, initiative, skill with the hands and success through your own effort in sport, technical work, media or sales. You stand up for yourself and others. Rivalry with siblings and rash ventures are the only cautions; effort here is rarely wasted.',
      hi: 'तृतीय भाव में मंगल उत्तम होता है। यह भरपूर साहस, पहल, हाथों का हुनर और खेल, तकनीकी काम, मीडिया या बिक्री में अपने प्रयास से सफलता देता है। आप अपने और दूसरों के लिए डटकर खड़े होते हैं। भाई-बहनों से होड़ और बिना सोचे उद्यम ही इसकी सावधानियाँ हैं; यहाँ किया परिश्रम शायद ही व्यर्थ जाता है।',
    },
    4: {
      en: 'Mars in the 4th house can bring land, property, vehicles and technical education, and the energy to build or renovate a home. Inner peace is harder to hold: restlessness, strong opinions at home or friction with your mother may arise. This is a manglik placement; a calm, shared home routine softens it.',
      hi: 'चतुर्थ भाव का मंगल भूमि, संपत्ति, वाहन और तकनीकी शिक्षा दे सकता है, साथ ही घर बनाने या सँवारने की ऊर्जा भी। पर मन की शांति बनाए रखना कठिन हो सकता है: बेचैनी, घर में तीखे मतभेद या माता से खटपट हो सकती है। यह मांगलिक स्थिति है; घर में शांत और साझा दिनचर्या इसे नरम करती है।',
    },
    5: {
      en: 'Mars in the 5th house gives a sharp, strategic intelligence and a love of sport, competition and debate. Engineering, surgery, law and technical study suit you. Romance can be impulsive, speculation hasty and children spirited. Disciplined study and physical activity give this fiery mind a constructive outlet.',
      hi: 'पंचम भाव का मंगल तेज़, रणनीतिक बुद्धि और खेल, प्रतियोगिता तथा वाद-विवाद से प्रेम देता है। इंजीनियरिंग, शल्य-चिकित्सा, क़ानून और तकनीकी पढ़ाई आपके अनुकूल हैं। प्रेम में आवेग और सट्टे में जल्दबाज़ी हो सकती है, और संतान ऊर्जावान होती है। अनुशासित अध्ययन और शारीरिक गतिविधि इस तेजस्वी मन को रचनात्मक राह देते हैं।',
    },
    6: {
      en: 'Mars is strong in the 6th house. It defeats rivals, wins competitions and disputes, and gives stamina and fighting spirit in service, medicine, the police, the armed forces or law. Debts and obstacles are tackled head-on. Avoid quarrels at work and strain from overexertion.',
      hi: 'षष्ठ भाव में मंगल बलवान होता है। यह प्रतिद्वंद्वियों पर विजय, प्रतियोगिता और विवादों में जीत, और नौकरी, चिकित्सा, पुलिस, सेना या क़ानून में जुझारूपन व दमख़म देता है। ऋण और बाधाओं का आप सीधा सामना करते हैं। कार्यस्थल के झगड़ों और ज़रूरत से ज़्यादा मेहनत की थकान से बचें।',
    },
    7: {
      en: 'Mars in the 7th house brings passion, directness and energy to partnerships, and often a spouse who is active and strong-willed. Business partnerships can be dynamic. Arguments and the wish to win every point are the challenge. This is a manglik placement; patience and fair play keep relationships strong.',
      hi: 'सप्तम भाव का मंगल साझेदारी में जोश, स्पष्टता और ऊर्जा लाता है, और प्रायः सक्रिय, दृढ़ इच्छाशक्ति वाला जीवनसाथी देता है। व्यापारिक साझेदारियाँ गतिशील हो सकती हैं। बहस और हर बात में जीतने की चाह इसकी चुनौती है। यह मांगलिक स्थिति है; धैर्य और निष्पक्ष व्यवहार संबंधों को मज़बूत रखते हैं।',
    },
    8: {
      en: 'Mars in the 8th house gives courage in crises, a knack for handling emergencies and interest in research, surgery, mining, insurance or the occult. Inheritance or joint funds may involve disputes, and fire, speed and machinery call for care. This is a manglik placement; steady habits and transparency help.',
      hi: 'अष्टम भाव का मंगल संकट में साहस, आपात स्थितियाँ सँभालने की क्षमता और शोध, शल्य-चिकित्सा, खनन, बीमा या गूढ़ विद्याओं में रुचि देता है। विरासत या साझा धन को लेकर विवाद हो सकते हैं, और आग, गति व मशीनों के साथ सावधानी चाहिए। यह मांगलिक स्थिति है; स्थिर आदतें और पारदर्शिता सहायक हैं।',
    },
    9: {
      en: 'Mars in the 9th house makes you a fighter for your beliefs, active in dharma, travel and causes. Your father may be energetic or strong-willed, and fortune comes through bold effort. Dogmatism and arguments with elders or teachers are the challenge. Respect for other paths keeps this energy righteous.',
      hi: 'नवम भाव का मंगल आपको अपनी आस्थाओं के लिए लड़ने वाला और धर्म, यात्रा व अपने उद्देश्यों में सक्रिय बनाता है। पिता ऊर्जावान या दृढ़ इच्छाशक्ति वाले हो सकते हैं, और भाग्योदय साहसी प्रयास से होता है। कट्टरता और बड़ों या गुरुजनों से बहस इसकी चुनौती है। दूसरे मार्गों का सम्मान इस ऊर्जा को धर्मसंगत रखता है।',
    },
    10: {
      en: 'Mars gains directional strength (dig bala) in the 10th house. It gives ambition, drive and success in engineering, the armed forces, police, surgery, sport, property or management, and the ability to lead teams through hard projects. Clashes with superiors and burnout are the risks, so pace yourself.',
      hi: 'दशम भाव में मंगल को दिग्बल मिलता है। यह महत्वाकांक्षा, लगन और इंजीनियरिंग, सेना, पुलिस, शल्य-चिकित्सा, खेल, भूमि-संपत्ति या प्रबंधन में सफलता देता है, साथ ही कठिन परियोजनाओं में टीम का नेतृत्व करने की क्षमता भी। वरिष्ठों से टकराव और थककर चूर होना इसके जोखिम हैं, इसलिए अपनी गति साधें।',
    },
    11: {
      en: 'Mars in the 11th house is a strong placement for gains through effort, property, technical work or competitive fields. Energetic, influential friends support you, and you chase goals with determination. Impatience for results or friction with elder siblings may appear. Persistence brings steady rewards.',
      hi: 'एकादश भाव का मंगल परिश्रम, भूमि-संपत्ति, तकनीकी काम या प्रतिस्पर्धी क्षेत्रों से लाभ के लिए मज़बूत स्थिति है। ऊर्जावान, प्रभावशाली मित्र आपका साथ देते हैं, और आप लक्ष्यों का पीछा दृढ़ता से करते हैं। परिणाम की जल्दी या बड़े भाई-बहनों से खटपट हो सकती है। लगन से लगातार फल मिलता है।',
    },
    12: {
      en: 'Mars in the 12th house directs energy behind the scenes: work abroad, in hospitals, research, defence or spiritual discipline. Spending on property, travel or sudden needs can run high, and anger kept inside may disturb sleep. This is a manglik placement; exercise and open conversation release the tension.',
      hi: 'द्वादश भाव का मंगल ऊर्जा को पर्दे के पीछे के कामों की ओर मोड़ता है: विदेश, अस्पताल, शोध, रक्षा क्षेत्र या आध्यात्मिक अनुशासन। भूमि, यात्रा या अचानक की ज़रूरतों पर ख़र्च अधिक हो सकता है, और मन में दबा ग़ुस्सा नींद बिगाड़ सकता है। यह मांगलिक स्थिति है; व्यायाम और खुलकर बातचीत तनाव को बाहर निकालते हैं।',
    },
  },
  ME: {
    1: {
      en: 'Mercury gains directional strength (dig bala) in the 1st house. It gives a quick, witty and youthful personality, a way with words and lively curiosity. You learn fast and adapt easily. Nervous energy, overthinking and changing your mind too often are the challenges; calm breathing and clear goals steady this bright mind.',
      hi: 'प्रथम भाव में बुध को दिग्बल मिलता है। यह तेज़, हाज़िरजवाब और युवा-सा व्यक्तित्व, शब्दों पर पकड़ और जीवंत जिज्ञासा देता है। आप जल्दी सीखते हैं और आसानी से ढल जाते हैं। घबराहट, ज़रूरत से ज़्यादा सोचना और बार-बार मन बदलना इसकी चुनौतियाँ हैं; शांत श्वास और स्पष्ट लक्ष्य इस तेजस्वी मन को स्थिर करते हैं।',
    },
    2: {
      en: 'Mercury in the 2nd house gives clever, persuasive speech and a head for money, accounts and trade. Teaching, sales, finance and languages suit you, and your family values learning. The risk is talking too much or calculating every move. Honest words and careful records make this a strong placement for wealth.',
      hi: 'द्वितीय भाव का बुध चतुर, प्रभावी वाणी और धन, हिसाब-किताब तथा व्यापार की समझ देता है। अध्यापन, बिक्री, वित्त और भाषाएँ आपके अनुकूल हैं, और परिवार में शिक्षा को महत्व मिलता है। ज़्यादा बोलना या हर क़दम का हिसाब लगाना इसका जोखिम है। सच्चे शब्द और सावधानी से रखा लेखा-जोखा इसे धन की मज़बूत स्थिति बनाते हैं।',
    },
    3: {
      en: 'Mercury in the 3rd house is a gift for communication: writing, journalism, marketing, design, IT and any skill of hand and word. You stay close to siblings and neighbours and enjoy short journeys. Restlessness and scattered projects are the cautions. Finishing one task before starting the next multiplies your success.',
      hi: 'तृतीय भाव का बुध संवाद का वरदान है: लेखन, पत्रकारिता, मार्केटिंग, डिज़ाइन, आईटी और हाथ व शब्दों से जुड़ा हर हुनर। आप भाई-बहनों और पड़ोसियों से जुड़े रहते हैं और छोटी यात्राओं का आनंद लेते हैं। बेचैनी और बिखरे हुए काम इसकी सावधानियाँ हैं। अगला काम शुरू करने से पहले पिछला पूरा करना सफलता को कई गुना बढ़ाता है।',
    },
    4: {
      en: 'Mercury in the 4th house favours education, a home full of books and conversation, and gains from property or trade. You think best in familiar surroundings and may work from home. The mind can stay busy even at rest, and you may move house often. Quiet study time brings contentment.',
      hi: 'चतुर्थ भाव का बुध शिक्षा, किताबों और बातचीत से भरे घर, और भूमि-संपत्ति या व्यापार से लाभ के लिए अनुकूल है। जानी-पहचानी जगह में आप सबसे अच्छा सोचते हैं और घर से काम भी कर सकते हैं। आराम के समय भी मन व्यस्त रह सकता है, और घर बार-बार बदल सकता है। शांत अध्ययन का समय संतोष देता है।',
    },
    5: {
      en: 'Mercury in the 5th house gives a sharp, inventive intellect, success in studies, mathematics, writing and games of skill, and a playful way with children. Advisory and teaching roles suit you. Over-analysis can cool romance, and clever speculation can backfire. Creative projects are the best home for this quick mind.',
      hi: 'पंचम भाव का बुध तीक्ष्ण, आविष्कारशील बुद्धि, पढ़ाई, गणित, लेखन और कौशल के खेलों में सफलता, और बच्चों के साथ विनोद भरा व्यवहार देता है। सलाहकार और शिक्षक की भूमिकाएँ आपके अनुकूल हैं। ज़्यादा विश्लेषण प्रेम को ठंडा कर सकता है, और चतुराई भरा सट्टा उल्टा पड़ सकता है। रचनात्मक परियोजनाएँ इस तेज़ मन के लिए सबसे अच्छी जगह हैं।',
    },
    6: {
      en: 'Mercury in the 6th house gives analytical skill for solving problems and suits accountancy, law, auditing, healthcare, editing and service. You win arguments with facts. Worry, nervous tension and disputes over words or paperwork are the challenges. Clear contracts and a calm routine keep this placement productive.',
      hi: 'षष्ठ भाव का बुध समस्याएँ सुलझाने का विश्लेषणात्मक कौशल देता है, और लेखा, क़ानून, ऑडिट, स्वास्थ्य सेवा, संपादन तथा सेवा-कार्य के लिए अनुकूल है। आप तथ्यों से बहस जीतते हैं। चिंता, तंत्रिका-तनाव और शब्दों या काग़ज़ात पर विवाद इसकी चुनौतियाँ हैं। स्पष्ट अनुबंध और शांत दिनचर्या इस स्थिति को उपयोगी बनाए रखते हैं।',
    },
    7: {
      en: 'Mercury in the 7th house favours business partnerships, trade and negotiation, and a youthful, intelligent partner you can talk to about anything. Dealing with the public comes naturally. Indecision and over-thinking a relationship are the risks. Clear agreements, in love and in business, keep partnerships healthy.',
      hi: 'सप्तम भाव का बुध व्यापारिक साझेदारी, लेन-देन और मोलभाव के लिए अनुकूल है, और ऐसा युवा-सा, बुद्धिमान जीवनसाथी देता है जिससे आप हर विषय पर बात कर सकें। जनता से व्यवहार आपको सहज आता है। अनिर्णय और रिश्ते के बारे में ज़रूरत से ज़्यादा सोचना इसके जोखिम हैं। प्रेम और व्यापार, दोनों में स्पष्ट समझौते साझेदारी को स्वस्थ रखते हैं।',
    },
    8: {
      en: 'Mercury in the 8th house gives a researcher’s mind, curious about hidden causes, finance, insurance, taxation, psychology and the occult. Classical texts link it with a long life and a good name. Anxiety, secretive thinking and nervous strain are the cautions; writing worries down and sharing them lightens the mind.',
      hi: 'अष्टम भाव का बुध शोधकर्ता का मन देता है, जो छिपे कारणों, वित्त, बीमा, कराधान, मनोविज्ञान और गूढ़ विद्याओं के प्रति जिज्ञासु रहता है। शास्त्र इसे दीर्घायु और अच्छे नाम से जोड़ते हैं। चिंता, मन में बातें छिपाना और तंत्रिका-तनाव इसकी सावधानियाँ हैं; चिंताएँ लिख लेना और किसी से बाँटना मन को हल्का करता है।',
    },
    9: {
      en: 'Mercury in the 9th house gives a learned, open mind that enjoys philosophy, law, publishing, teaching and travel. You question and compare before you believe, and can explain deep ideas simply. Scepticism can unsettle faith and beliefs may change often. Study under a good teacher gives this mind lasting direction.',
      hi: 'नवम भाव का बुध विद्वान, खुला मन देता है, जिसे दर्शन, क़ानून, प्रकाशन, अध्यापन और यात्रा में आनंद आता है। आप मानने से पहले प्रश्न और तुलना करते हैं, और गहरे विचार सरलता से समझा सकते हैं। संशय आस्था को डगमगा सकता है और मान्यताएँ बदलती रह सकती हैं। अच्छे गुरु से अध्ययन इस मन को स्थायी दिशा देता है।',
    },
    10: {
      en: 'Mercury in the 10th house favours careers in communication, commerce, accounting, writing, IT, teaching or consulting. You are valued for intelligence and adaptability and may juggle several roles at once. Frequent job changes and spreading yourself thin are the risks. Building one recognised skill pays off handsomely.',
      hi: 'दशम भाव का बुध संवाद, वाणिज्य, लेखा, लेखन, आईटी, अध्यापन या परामर्श से जुड़े कार्यक्षेत्र के लिए अनुकूल है। आपकी बुद्धि और लचीलेपन की क़द्र होती है, और आप एक साथ कई भूमिकाएँ निभा सकते हैं। बार-बार नौकरी बदलना और ख़ुद को बहुत कामों में बाँट देना इसके जोखिम हैं। एक पहचाना हुआ कौशल विकसित करना भरपूर फल देता है।',
    },
    11: {
      en: 'Mercury in the 11th house brings gains through trade, networking, writing, technology and clever ideas, often from more than one source. You have many friends and contacts and know how to connect people. Relying on cleverness instead of consistency is the trap; keep your promises and the network keeps paying back.',
      hi: 'एकादश भाव का बुध व्यापार, संपर्क, लेखन, तकनीक और चतुर विचारों से, प्रायः एक से अधिक स्रोतों से, लाभ देता है। आपके अनेक मित्र और परिचित होते हैं, और आप लोगों को आपस में जोड़ना जानते हैं। निरंतरता के बजाय केवल चतुराई पर भरोसा इसका जाल है; वादे निभाएँ, तो यह संपर्क-जाल लगातार लौटाता रहता है।',
    },
    12: {
      en: 'Mercury in the 12th house gives a private, reflective mind suited to research, writing in solitude, foreign languages, trade abroad or the study of spiritual texts. Ideas come in quiet hours. Overthinking at night, loose budgeting and self-doubt are the challenges. Lists, budgets and meditation bring order.',
      hi: 'द्वादश भाव का बुध निजी, चिंतनशील मन देता है, जो शोध, एकांत में लेखन, विदेशी भाषाओं, विदेश व्यापार या आध्यात्मिक ग्रंथों के अध्ययन के लिए अनुकूल है। विचार शांत घड़ियों में आते हैं। रात में ज़्यादा सोचना, ढीली बजट-योजना और आत्म-संदेह इसकी चुनौतियाँ हैं। सूचियाँ, बजट और ध्यान व्यवस्था लाते हैं।',
    },
  },
  JU: {
    1: {
      en: 'Jupiter gains directional strength (dig bala) in the 1st house, one of its finest positions. It gives wisdom, optimism, sound values and a respected, protective presence that supports the whole chart, and people seek your advice. Weight gain, overconfidence and a habit of lecturing are its mild downsides.',
      hi: 'प्रथम भाव में गुरु को दिग्बल मिलता है; यह उसकी श्रेष्ठ स्थितियों में से एक है। यह बुद्धिमत्ता, आशावाद, अच्छे संस्कार और सम्मानित, संरक्षक व्यक्तित्व देता है, जो पूरी कुंडली को सहारा देता है, और लोग आपसे सलाह लेते हैं। वज़न बढ़ना, अति-आत्मविश्वास और उपदेश देने की आदत इसके हल्के नकारात्मक पहलू हैं।',
    },
    2: {
      en: 'Jupiter in the 2nd house is a classic sign of wealth, truthful and kind speech, good food and a cultured family. You may earn through teaching, finance, advice or law, and your word is trusted. Overindulgence in food and generosity beyond your means are the only cautions.',
      hi: 'द्वितीय भाव का गुरु धन, सच्ची और मधुर वाणी, अच्छे भोजन और संस्कारी परिवार का शास्त्रीय संकेत है। आप अध्यापन, वित्त, परामर्श या क़ानून से कमा सकते हैं, और आपकी बात पर भरोसा किया जाता है। भोजन में अति और सामर्थ्य से बढ़कर उदारता ही इसकी सावधानियाँ हैं।',
    },
    3: {
      en: 'Jupiter in the 3rd house brings wisdom to communication, writing, teaching and publishing, and good-hearted siblings. Your courage comes from conviction rather than aggression. Classical texts find Jupiter less at ease here: you may hesitate to take risks or lean on others’ effort. Bold, consistent action unlocks its blessings.',
      hi: 'तृतीय भाव का गुरु संवाद, लेखन, अध्यापन और प्रकाशन में समझदारी और नेकदिल भाई-बहन देता है। आपका साहस आक्रामकता से नहीं, दृढ़ विश्वास से आता है। शास्त्र यहाँ गुरु को कम सहज मानते हैं: आप जोखिम लेने से हिचक सकते हैं या दूसरों के प्रयास पर टिक सकते हैं। साहसी और निरंतर प्रयास इसका आशीर्वाद खोलता है।',
    },
    4: {
      en: 'Jupiter in the 4th house favours a happy, spacious home, vehicles, property, a good education and a kind, respected mother. You find contentment easily, and your values are often rooted in family. Comfort can breed complacency. Sharing your home and your learning with others makes this placement glow.',
      hi: 'चतुर्थ भाव का गुरु सुखी, खुले घर, वाहन, संपत्ति, अच्छी शिक्षा और दयालु, सम्मानित माता के लिए अनुकूल है। आपको सहज ही संतोष मिलता है, और आपके संस्कार प्रायः परिवार से जुड़े होते हैं। सुख-सुविधा आलस्य ला सकती है। अपना घर और अपना ज्ञान दूसरों से बाँटना इस स्थिति को और उज्ज्वल बनाता है।',
    },
    5: {
      en: 'In the 5th house, which Jupiter signifies, it gives a fine intellect, good judgement, love of learning, interest in mantra and strong merit from past lives (purva punya). Teaching and advising suit you. Tradition holds that a karaka in its own house can delay that house’s matters, so children may come later or after patience.',
      hi: 'पंचम भाव, जिसका कारक स्वयं गुरु है, वहाँ वह उत्तम बुद्धि, अच्छा विवेक, विद्या-प्रेम, मंत्र में रुचि और पूर्वजन्म का प्रबल पुण्य देता है। अध्यापन और परामर्श आपके अनुकूल हैं। परंपरा के अनुसार कारक अपने ही भाव में हो तो उस भाव के फल में देर कर सकता है, इसलिए संतान-सुख देर से या धैर्य के बाद मिल सकता है।',
    },
    6: {
      en: 'Jupiter in the 6th house overcomes opposition through fairness and patience, and suits law, medicine, counselling, social service and finance. You help others through their problems. Debts from over-generosity, care of weight and liver, and taking on too much work are the cautions; balance service with self-care.',
      hi: 'षष्ठ भाव का गुरु निष्पक्षता और धैर्य से विरोध पर विजय पाता है, और क़ानून, चिकित्सा, परामर्श, समाज-सेवा तथा वित्त के लिए अनुकूल है। आप दूसरों को उनकी समस्याओं से निकालते हैं। अधिक उदारता से ऋण, वज़न और यकृत का ध्यान, और बहुत काम ओढ़ लेना इसकी सावधानियाँ हैं; सेवा के साथ अपनी देखभाल भी करें।',
    },
    7: {
      en: 'Jupiter in the 7th house promises a wise, principled and supportive partner, and honest, profitable business partnerships. You earn respect in public life and are a natural adviser. Expectations of your partner can run high, and one of you may play teacher to the other. Mutual respect makes this placement a blessing.',
      hi: 'सप्तम भाव का गुरु समझदार, सिद्धांतवादी और सहयोगी जीवनसाथी, तथा ईमानदार और लाभदायक व्यापारिक साझेदारी का संकेत देता है। सार्वजनिक जीवन में आपको सम्मान मिलता है और आप स्वाभाविक सलाहकार हैं। साथी से अपेक्षाएँ ऊँची हो सकती हैं, और विवाह में कोई एक साथी शिक्षक की भूमिका निभा सकता है। परस्पर सम्मान इस स्थिति को वरदान बनाता है।',
    },
    8: {
      en: 'Jupiter in the 8th house gives a long life, interest in the occult, philosophy and research, and help at critical moments. Gains may come through inheritance, insurance or your spouse’s family. Finances can fluctuate, and good fortune may arrive suddenly rather than steadily. Spiritual study deepens its gifts.',
      hi: 'अष्टम भाव का गुरु दीर्घायु, गूढ़ विद्याओं, दर्शन और शोध में रुचि, और संकट की घड़ी में सहायता देता है। विरासत, बीमा या जीवनसाथी के परिवार से लाभ हो सकता है। आर्थिक स्थिति घट-बढ़ सकती है, और सौभाग्य लगातार नहीं, अचानक आ सकता है। आध्यात्मिक अध्ययन इसके गुणों को गहरा करता है।',
    },
    9: {
      en: 'Jupiter in the 9th house is one of the most fortunate placements. It gives faith, ethics, devotion to teachers, blessings from your father, higher learning and long journeys, and luck tends to follow right action. The only caution is rigidity; holding beliefs humbly keeps this grace flowing.',
      hi: 'नवम भाव का गुरु सबसे सौभाग्यशाली स्थितियों में से एक है। यह आस्था, नैतिकता, गुरुजनों के प्रति श्रद्धा, पिता का आशीर्वाद, उच्च शिक्षा और लंबी यात्राएँ देता है, और भाग्य प्रायः सही कर्म के पीछे चलता है। एकमात्र सावधानी कट्टरता है; मान्यताओं को विनम्रता से धारण करना यह कृपा बनाए रखता है।',
    },
    10: {
      en: 'Jupiter in the 10th house favours an ethical, respected career in teaching, law, finance, advisory work, administration or religious service. You rise through competence and a good name. Jupiter here prefers principle to ambition, so progress may be steady rather than dramatic. Integrity is your greatest asset.',
      hi: 'दशम भाव का गुरु अध्यापन, क़ानून, वित्त, परामर्श, प्रशासन या धार्मिक सेवा में नैतिक, सम्मानित कार्यक्षेत्र के लिए अनुकूल है। आप योग्यता और अच्छे नाम से आगे बढ़ते हैं। यहाँ गुरु महत्वाकांक्षा से अधिक सिद्धांत को चुनता है, इसलिए प्रगति नाटकीय के बजाय स्थिर हो सकती है। ईमानदारी आपकी सबसे बड़ी पूँजी है।',
    },
    11: {
      en: 'Jupiter in the 11th house is excellent for gains, fulfilled wishes, wise and generous friends and supportive elder siblings. Income often grows through knowledge, advice or good connections. Complacency, or trusting luck instead of effort, is the only trap. Using prosperity for good causes multiplies it.',
      hi: 'एकादश भाव का गुरु लाभ, इच्छाओं की पूर्ति, समझदार और उदार मित्रों तथा सहयोगी बड़े भाई-बहनों के लिए उत्तम है। आय प्रायः ज्ञान, परामर्श या अच्छे संपर्कों से बढ़ती है। संतोष में ढीले पड़ना या मेहनत के बजाय भाग्य पर भरोसा करना ही इसका जाल है। समृद्धि को अच्छे कामों में लगाने से वह कई गुना बढ़ती है।',
    },
    12: {
      en: 'Jupiter in the 12th house turns wisdom towards spirituality, charity, foreign lands and service in hospitals, ashrams or institutions. Sleep is usually peaceful and the inner life rich. Spending on good causes or travel can outrun income, so a budget is wise. Meditation and giving bring deep contentment.',
      hi: 'द्वादश भाव का गुरु ज्ञान को अध्यात्म, दान, विदेश और अस्पतालों, आश्रमों या संस्थाओं में सेवा की ओर मोड़ता है। नींद प्रायः शांत और आंतरिक जीवन समृद्ध होता है। अच्छे कामों या यात्राओं पर ख़र्च आय से आगे निकल सकता है, इसलिए बजट बनाना समझदारी है। ध्यान और दान गहरा संतोष देते हैं।',
    },
  },
  VE: {
    1: {
      en: 'Venus in the 1st house gives charm, good looks, refined taste and a pleasant, sociable manner. The arts, design, beauty and diplomacy come naturally, and people enjoy your company. Love of comfort can slide into indulgence or vanity. Balance pleasure with discipline and this placement brings lasting grace.',
      hi: 'प्रथम भाव का शुक्र आकर्षण, सुंदर रूप, परिष्कृत रुचि और मधुर, मिलनसार व्यवहार देता है। कला, डिज़ाइन, सौंदर्य और कूटनीति आपको सहज आती है, और लोग आपका साथ पसंद करते हैं। सुख-सुविधा का प्रेम भोग-विलास या दिखावे में बदल सकता है। आनंद और अनुशासन का संतुलन रखें, तो यह स्थिति स्थायी शालीनता देती है।',
    },
    2: {
      en: 'Venus in the 2nd house gives a sweet voice, a love of fine food, music and jewellery, and wealth that grows through the arts, beauty, finance or luxury goods. Family life is usually warm. Spending on pleasures and rich food is the weak point; a disciplined budget makes this a strong wealth placement.',
      hi: 'द्वितीय भाव का शुक्र मधुर स्वर, स्वादिष्ट भोजन, संगीत और आभूषणों का शौक़, और कला, सौंदर्य, वित्त या विलास-वस्तुओं से बढ़ता धन देता है। पारिवारिक जीवन प्रायः स्नेहपूर्ण रहता है। सुख-साधनों और गरिष्ठ भोजन पर ख़र्च इसकी कमज़ोर कड़ी है; अनुशासित बजट इसे धन की मज़बूत स्थिति बना देता है।',
    },
    3: {
      en: 'Venus in the 3rd house gives artistic expression: a gift for music, writing, design, media and graceful speech. Relations with siblings and neighbours are friendly, and short trips bring pleasure. Drive may be gentle rather than bold, and hobbies can distract from effort. Turning talent into skilled work rewards you.',
      hi: 'तृतीय भाव का शुक्र कलात्मक अभिव्यक्ति देता है: संगीत, लेखन, डिज़ाइन, मीडिया और शालीन वाणी की प्रतिभा। भाई-बहनों और पड़ोसियों से संबंध मधुर रहते हैं, और छोटी यात्राएँ आनंद देती हैं। जोश साहसी के बजाय कोमल हो सकता है, और शौक़ मेहनत से ध्यान भटका सकते हैं। प्रतिभा को कुशल काम में बदलना फलदायी होता है।',
    },
    4: {
      en: 'Venus gains directional strength (dig bala) in the 4th house. It favours a beautiful, comfortable home, vehicles, property, a loving mother and deep inner contentment, and you create harmony wherever you live. The risk is valuing comfort so much that effort slackens. Share your home’s warmth and it grows.',
      hi: 'चतुर्थ भाव में शुक्र को दिग्बल मिलता है। यह सुंदर, आरामदायक घर, वाहन, संपत्ति, स्नेहमयी माता और गहरे आंतरिक संतोष के लिए अनुकूल है, और आप जहाँ रहते हैं वहाँ सामंजस्य रच देते हैं। जोखिम यह है कि सुख को इतना महत्व दें कि प्रयास ढीला पड़ जाए। घर की गर्माहट बाँटें, तो वह बढ़ती है।',
    },
    5: {
      en: 'Venus in the 5th house gives romance, creativity and talent for the arts, entertainment and teaching. Children bring joy, and your intelligence has a graceful, aesthetic touch. Infatuation, pleasure-seeking and risky speculation are the cautions. Channel this Venus into creative work and heartfelt relationships.',
      hi: 'पंचम भाव का शुक्र प्रेम, सृजनशीलता और कला, मनोरंजन तथा अध्यापन की प्रतिभा देता है। संतान से सुख मिलता है, और आपकी बुद्धि में शालीन, सौंदर्यबोध भरा स्पर्श होता है। मोह, आनंद के पीछे भागना और जोखिम भरा सट्टा इसकी सावधानियाँ हैं। इस शुक्र को रचनात्मक काम और सच्चे संबंधों में लगाएँ।',
    },
    6: {
      en: 'Venus in the 6th house can bring work in beauty, fashion, hospitality, healthcare, nutrition or the arts, and pleasant relations with colleagues. Classical texts see it as less comfortable for romance, which may involve service, compromise or misunderstandings. Moderation in sweets and pleasures protects health and harmony.',
      hi: 'षष्ठ भाव का शुक्र सौंदर्य, फ़ैशन, आतिथ्य, स्वास्थ्य सेवा, पोषण या कला में काम और सहकर्मियों से मधुर संबंध दे सकता है। शास्त्र इसे प्रेम के लिए कम सहज मानते हैं; संबंधों में सेवा, समझौते या ग़लतफ़हमियाँ आ सकती हैं। मिठाई और सुख-भोग में संयम सेहत और सामंजस्य, दोनों की रक्षा करता है।',
    },
    7: {
      en: 'Venus in the 7th house, the house of marriage, gives an attractive, affectionate partner, charm in public life and success in partnerships, trade, design and diplomacy. Love matters deeply to you. Tradition warns that Venus, the karaka of the spouse, here can bring strong desires or over-dependence; balance keeps the bond sweet.',
      hi: 'विवाह के भाव, सप्तम भाव में शुक्र आकर्षक, स्नेही जीवनसाथी, सार्वजनिक जीवन में आकर्षण और साझेदारी, व्यापार, डिज़ाइन तथा कूटनीति में सफलता देता है। प्रेम आपके लिए बहुत मायने रखता है। परंपरा सावधान करती है कि जीवनसाथी का कारक शुक्र यहाँ प्रबल इच्छाएँ या अत्यधिक निर्भरता दे सकता है; संतुलन रिश्ते को मधुर रखता है।',
    },
    8: {
      en: 'Venus in the 8th house can bring gains through your spouse, inheritance, insurance or joint resources, and interest in the hidden side of life. Classical texts count it among the placements that support longevity. Hidden desires, secrecy in love and indulgence are the challenges; openness with your partner builds trust.',
      hi: 'अष्टम भाव का शुक्र जीवनसाथी, विरासत, बीमा या साझा संसाधनों से लाभ, और जीवन के छिपे पहलुओं में रुचि दे सकता है। शास्त्र इसे दीर्घायु में सहायक स्थितियों में गिनते हैं। छिपी इच्छाएँ, प्रेम में गोपनीयता और भोग-विलास इसकी चुनौतियाँ हैं; साथी के साथ खुलापन विश्वास बनाता है।',
    },
    9: {
      en: 'Venus in the 9th house brings good fortune through the arts, partners and gracious people, a devotion that loves beautiful temples and rituals, and enjoyable long journeys. Your father may be cultured or well-off. Faith can lean towards comfort rather than discipline. Generosity and refined values bring grace.',
      hi: 'नवम भाव का शुक्र कला, साथियों और शालीन लोगों के माध्यम से सौभाग्य, सुंदर मंदिरों और अनुष्ठानों से प्रेम करने वाली भक्ति, और आनंददायक लंबी यात्राएँ देता है। पिता सुसंस्कृत या संपन्न हो सकते हैं। आस्था अनुशासन के बजाय सुविधा की ओर झुक सकती है। उदारता और परिष्कृत मूल्य कृपा लाते हैं।',
    },
    10: {
      en: 'Venus in the 10th house favours careers in the arts, media, fashion, beauty, hospitality, finance or diplomacy, and a pleasant reputation at work; colleagues and the public like you. Comfort may matter more than climbing the ladder, and office romance needs care. Charm paired with reliability is a real asset.',
      hi: 'दशम भाव का शुक्र कला, मीडिया, फ़ैशन, सौंदर्य, आतिथ्य, वित्त या कूटनीति से जुड़े कार्यक्षेत्र और काम में सुखद प्रतिष्ठा के लिए अनुकूल है; सहकर्मी और जनता आपको पसंद करते हैं। ऊँचाई चढ़ने से ज़्यादा सुविधा मायने रख सकती है, और दफ़्तर में प्रेम-प्रसंग से सावधान रहें। भरोसे के साथ आपका आकर्षण बड़ी पूँजी है।',
    },
    11: {
      en: 'Venus in the 11th house is a very good placement for gains, comforts and a lively social circle. Income can come through the arts, luxury goods, women, partners or creative networks, and many wishes are fulfilled. Spending on pleasures and friends can be lavish; saving part of every gain keeps abundance lasting.',
      hi: 'एकादश भाव का शुक्र लाभ, सुख-सुविधाओं और जीवंत सामाजिक दायरे के लिए बहुत अच्छी स्थिति है। आय कला, विलास-वस्तुओं, स्त्रियों, साझेदारों या रचनात्मक संपर्कों से आ सकती है, और अनेक इच्छाएँ पूरी होती हैं। आनंद और मित्रों पर ख़र्च खुले हाथ से हो सकता है; हर लाभ का कुछ हिस्सा बचाना समृद्धि को टिकाऊ बनाता है।',
    },
    12: {
      en: 'Venus is traditionally well placed in the 12th house, the house of bed comforts, retreat and giving. It favours restful sleep, private pleasures, foreign travel and devotional or artistic practice. Spending on luxury, travel and loved ones can run high; charity and mindful spending balance it.',
      hi: 'परंपरा के अनुसार द्वादश भाव, जो शय्या-सुख, एकांत और दान का भाव है, शुक्र के लिए अच्छा स्थान है। यह सुकून भरी नींद, निजी सुख, विदेश यात्रा और भक्ति या कला-साधना के लिए अनुकूल है। विलासिता, यात्रा और प्रियजनों पर ख़र्च अधिक हो सकता है; दान और सोच-समझकर ख़र्च इसे संतुलित करते हैं।',
    },
  },
  SA: {
    1: {
      en: 'Saturn in the 1st house gives a serious, disciplined and responsible nature, great endurance and a practical approach. Life may start slowly, and you may carry duties early or feel older than your years. Reserve, fatigue and self-doubt are the challenges. Results improve steadily with age, patience and a healthy routine.',
      hi: 'प्रथम भाव का शनि गंभीर, अनुशासित और ज़िम्मेदार स्वभाव, भरपूर सहनशक्ति और व्यावहारिक दृष्टिकोण देता है। जीवन की शुरुआत धीमी हो सकती है, और आप जल्दी दायित्व उठा सकते हैं या उम्र से बड़े महसूस कर सकते हैं। संकोच, थकान और आत्म-संदेह इसकी चुनौतियाँ हैं। उम्र, धैर्य और स्वस्थ दिनचर्या के साथ फल लगातार सुधरते हैं।',
    },
    2: {
      en: 'Saturn in the 2nd house builds wealth slowly but solidly through persistence, saving and long-term work, and your measured speech carries weight. Early years may feel financially tight, family duties can be heavy and words may sound cold. Patient saving and kind speech make this a durable placement.',
      hi: 'द्वितीय भाव का शनि लगन, बचत और दीर्घकालिक परिश्रम से धीरे-धीरे पर ठोस धन बनाता है, और आपकी नपी-तुली वाणी में वज़न होता है। शुरुआती वर्षों में आर्थिक तंगी लग सकती है, पारिवारिक दायित्व भारी हो सकते हैं और शब्द रूखे लग सकते हैं। धैर्य से बचत और मधुर वाणी इसे टिकाऊ स्थिति बनाते हैं।',
    },
    3: {
      en: 'Saturn is strong in the 3rd house, a house of growth. It gives perseverance, steady courage and success through long, disciplined effort, especially in technical, writing or skilled work, and you do not give up easily. Ties with siblings may be dutiful, and success can come later than hoped, but it lasts.',
      hi: 'तृतीय भाव, जो उपचय भाव है, वहाँ शनि बलवान होता है। यह लगन, स्थिर साहस और लंबे, अनुशासित प्रयास से सफलता देता है, विशेषकर तकनीकी, लेखन या कौशल वाले कामों में, और आप आसानी से हार नहीं मानते। भाई-बहनों से संबंध कर्तव्य-प्रधान हो सकते हैं, और सफलता उम्मीद से देर से आ सकती है, पर टिकती है।',
    },
    4: {
      en: 'Saturn in the 4th house can bring property, old houses or land through patient work, and a deep sense of duty towards home and mother. Inner contentment may take time, and home life can feel weighed down by responsibility. Gradual improvements to your living space and regular rest ease this placement.',
      hi: 'चतुर्थ भाव का शनि धैर्यपूर्ण परिश्रम से संपत्ति, पुराने मकान या भूमि, और घर व माता के प्रति गहरा कर्तव्य-बोध दे सकता है। मन का संतोष आने में समय लग सकता है, और घरेलू जीवन ज़िम्मेदारियों से दबा लग सकता है। रहने की जगह में धीरे-धीरे सुधार और नियमित विश्राम इस स्थिति को सहज बनाते हैं।',
    },
    5: {
      en: 'Saturn in the 5th house gives a serious, disciplined mind suited to deep study, research, engineering, law or traditional learning; you think before you leap. Romance may be cautious, and matters of children can involve delay or extra responsibility. Patience and steady spiritual practice bring mature rewards.',
      hi: 'पंचम भाव का शनि गंभीर, अनुशासित मन देता है, जो गहन अध्ययन, शोध, इंजीनियरिंग, क़ानून या पारंपरिक विद्या के लिए अनुकूल है; आप छलाँग से पहले सोचते हैं। प्रेम में सावधानी रह सकती है, और संतान से जुड़े मामलों में देरी या अतिरिक्त दायित्व हो सकता है। धैर्य और नियमित साधना परिपक्व फल देते हैं।',
    },
    6: {
      en: 'Saturn is very good in the 6th house. It gives the endurance to outlast rivals, steady success in service, law, health and labour-related fields, and the discipline to clear debts; routine is your ally. Chronic tiredness or stiff joints need attention, and work can feel endless without planned breaks.',
      hi: 'षष्ठ भाव में शनि बहुत अच्छा होता है। यह प्रतिद्वंद्वियों से ज़्यादा टिके रहने की सहनशक्ति, नौकरी, क़ानून, स्वास्थ्य और श्रम से जुड़े क्षेत्रों में स्थिर सफलता, और ऋण चुकाने का अनुशासन देता है; दिनचर्या आपकी सहयोगी है। लगातार थकान या जोड़ों की जकड़न पर ध्यान दें, और तय विश्राम के बिना काम अंतहीन लग सकता है।',
    },
    7: {
      en: 'Saturn gains directional strength (dig bala) in the 7th house. It gives a loyal, mature and hardworking partner, often older or more serious, and long-lasting commitments in marriage and business. Marriage may come later than usual. Duty without warmth is the risk; shared laughter keeps the bond alive.',
      hi: 'सप्तम भाव में शनि को दिग्बल मिलता है। यह वफ़ादार, परिपक्व और मेहनती जीवनसाथी, जो प्रायः उम्र में बड़ा या अधिक गंभीर हो, और विवाह व व्यापार में लंबी चलने वाली प्रतिबद्धता देता है। विवाह सामान्य से देर से हो सकता है। गर्माहट के बिना केवल कर्तव्य इसका जोखिम है; साझा हँसी-ख़ुशी रिश्ते को जीवंत रखती है।',
    },
    8: {
      en: 'Saturn, the karaka of longevity, is traditionally linked with a long life and patience in crises when placed in the 8th house. It suits research, mining, insurance, taxation and occult study. Delayed inheritance, lingering concerns and heavy phases are the challenges; discipline, simple living and service lighten them.',
      hi: 'आयु का कारक शनि अष्टम भाव में परंपरा से दीर्घायु और संकट में धैर्य से जुड़ा है। यह शोध, खनन, बीमा, कराधान और गूढ़ विद्याओं के अध्ययन के लिए अनुकूल है। विरासत में देरी, लंबी खिंचती चिंताएँ और भारीपन के दौर इसकी चुनौतियाँ हैं; अनुशासन, सादा जीवन और सेवा इन्हें हल्का करते हैं।',
    },
    9: {
      en: 'Saturn in the 9th house gives a traditional, disciplined approach to dharma and respect for long-standing customs. Fortune usually comes after hard work and grows in later life. Your father may be strict or burdened, and faith may be tested before it matures. Steady practice and service to elders strengthen your luck.',
      hi: 'नवम भाव का शनि धर्म के प्रति पारंपरिक, अनुशासित दृष्टिकोण और पुरानी रीतियों का सम्मान देता है। भाग्योदय प्रायः कड़ी मेहनत के बाद होता है और उत्तरार्ध में बढ़ता है। पिता कठोर या दायित्वों से दबे हो सकते हैं, और आस्था परिपक्व होने से पहले परखी जा सकती है। नियमित साधना और बड़ों की सेवा भाग्य को बल देती है।',
    },
    10: {
      en: 'Saturn in the 10th house gives a hardworking, responsible career that rises through persistence, often in administration, law, engineering, public service or large organisations. Recognition comes slowly but can reach high office. Saturn judges conduct strictly here, so keep your ethics clean; steady integrity is the key.',
      hi: 'दशम भाव का शनि मेहनती, ज़िम्मेदार कार्यक्षेत्र देता है, जो लगन से ऊपर उठता है, प्रायः प्रशासन, क़ानून, इंजीनियरिंग, लोक सेवा या बड़े संगठनों में। पहचान धीरे आती है, पर ऊँचे पद तक पहुँचा सकती है। यहाँ शनि आचरण को कड़ाई से परखता है, इसलिए नैतिकता साफ़ रखें; स्थिर ईमानदारी ही कुंजी है।',
    },
    11: {
      en: 'Saturn in the 11th house is excellent for steady, long-term gains that grow with age. Income comes through persistence, property, large organisations or work with many people, and loyal, older friends support you. Gains may arrive later than you would like, but they accumulate and stay.',
      hi: 'एकादश भाव का शनि स्थिर, दीर्घकालिक लाभ के लिए उत्तम है, जो उम्र के साथ बढ़ता है। आय लगन, भूमि-संपत्ति, बड़े संगठनों या बहुत-से लोगों के साथ काम से आती है, और वफ़ादार, उम्रदराज़ मित्र आपका साथ देते हैं। लाभ आपकी इच्छा से देर से आ सकता है, पर वह जुड़ता जाता है और टिकता है।',
    },
    12: {
      en: 'Saturn in the 12th house favours detachment, disciplined spiritual practice, service in hospitals or institutions and work in distant places; you can thrive in quiet, structured solitude. Expenses, disturbed sleep and feelings of isolation are the challenges. A fixed routine, meditation and selfless service turn it into a strength.',
      hi: 'द्वादश भाव का शनि वैराग्य, अनुशासित साधना, अस्पतालों या संस्थाओं में सेवा और दूर-दराज़ के स्थानों में काम के लिए अनुकूल है; शांत, व्यवस्थित एकांत में आप फल-फूल सकते हैं। ख़र्च, अधूरी नींद और अकेलेपन का भाव इसकी चुनौतियाँ हैं। तय दिनचर्या, ध्यान और निःस्वार्थ सेवा इसे शक्ति में बदल देते हैं।',
    },
  },
  RA: {
    1: {
      en: 'Rahu in the 1st house gives a magnetic, unconventional personality and a strong ambition to make your mark, often in new or foreign fields, and you reinvent yourself readily. Restlessness, confusion about identity and an image at odds with your inner self are the challenges. Grounding habits and honest reflection help.',
      hi: 'प्रथम भाव का राहु चुंबकीय, लीक से हटकर व्यक्तित्व और अपनी छाप छोड़ने की तीव्र महत्वाकांक्षा देता है, प्रायः नए या विदेशी क्षेत्रों में, और आप ख़ुद को आसानी से नए रूप में ढाल लेते हैं। बेचैनी, पहचान को लेकर भ्रम और भीतर से अलग बाहरी छवि इसकी चुनौतियाँ हैं। ज़मीन से जोड़ने वाली आदतें और ईमानदार आत्म-चिंतन सहायक हैं।',
    },
    2: {
      en: 'Rahu in the 2nd house can bring wealth through unconventional means, foreign connections, technology or media, along with a talent for languages and persuasive speech. Exaggeration, unusual eating habits and differences within the family are the cautions. Truthful speech and clear accounts steady this placement.',
      hi: 'द्वितीय भाव का राहु अपरंपरागत साधनों, विदेशी संपर्कों, तकनीक या मीडिया से धन, साथ ही भाषाओं की प्रतिभा और मनाने वाली वाणी दे सकता है। बढ़ा-चढ़ाकर बोलना, असामान्य खान-पान और परिवार में मतभेद इसकी सावधानियाँ हैं। सच्ची वाणी और साफ़ हिसाब इस स्थिति को स्थिर करते हैं।',
    },
    3: {
      en: 'Rahu is strong in the 3rd house. It gives daring, initiative and success in media, technology, marketing, travel and bold ventures. You are not afraid to try what others avoid, and effort brings recognition. The only caution is taking risks for the thrill alone; calculated courage serves you best.',
      hi: 'तृतीय भाव में राहु बलवान होता है। यह साहस, पहल और मीडिया, तकनीक, मार्केटिंग, यात्रा तथा साहसिक उद्यमों में सफलता देता है। जिससे दूसरे बचते हैं, उसे आज़माने से आप नहीं डरते, और प्रयास से पहचान मिलती है। केवल रोमांच के लिए जोखिम लेना ही इसकी सावधानी है; सोचा-समझा साहस सबसे काम आता है।',
    },
    4: {
      en: 'Rahu in the 4th house can bring property or a home abroad or in an unusual setting, and interest in modern vehicles and gadgets. Inner contentment can feel elusive, you may move often, and the bond with your mother may be complex. Time in nature and a simple home routine bring peace.',
      hi: 'चतुर्थ भाव का राहु विदेश में या किसी असामान्य परिवेश में संपत्ति या घर, और आधुनिक वाहनों व उपकरणों में रुचि दे सकता है। मन का संतोष हाथ से फिसलता-सा लग सकता है, घर बार-बार बदल सकता है, और माता से संबंध जटिल हो सकता है। प्रकृति के बीच समय और घर की सरल दिनचर्या शांति लाती है।',
    },
    5: {
      en: 'Rahu in the 5th house gives an original, inventive intellect drawn to technology, research, study abroad and unusual subjects, with creative ideas ahead of their time. Speculation, unconventional romance and matters of children need care and patience. Study and mantra practice bring clarity to this restless mind.',
      hi: 'पंचम भाव का राहु मौलिक, आविष्कारशील बुद्धि देता है, जो तकनीक, शोध, विदेश में पढ़ाई और असामान्य विषयों की ओर खिंचती है, और जिसके विचार समय से आगे होते हैं। सट्टा, अपरंपरागत प्रेम-संबंध और संतान से जुड़े मामलों में सावधानी और धैर्य चाहिए। अध्ययन और मंत्र-साधना इस बेचैन मन को स्पष्टता देते हैं।',
    },
    6: {
      en: 'Rahu is excellent in the 6th house. It gives victory over rivals and competition, sharp strategy and the ability to solve problems others cannot, and careers in law, medicine, technology or service can flourish. Watch for overwork and unusual health complaints, and don’t let the fight become a habit.',
      hi: 'षष्ठ भाव में राहु उत्तम होता है। यह प्रतिद्वंद्वियों और प्रतियोगिता पर विजय, तीक्ष्ण रणनीति और वे समस्याएँ सुलझाने की क्षमता देता है जो दूसरे नहीं सुलझा पाते, और क़ानून, चिकित्सा, तकनीक या सेवा में कार्यक्षेत्र फल-फूल सकता है। अधिक काम और असामान्य स्वास्थ्य-शिकायतों पर ध्यान दें, और संघर्ष को आदत न बनने दें।',
    },
    7: {
      en: 'Rahu in the 7th house draws unusual or foreign partners and business links, and can bring success through trade, public dealing and partnerships abroad; relationships are rarely ordinary. Misunderstandings, unrealistic expectations and hidden agendas are the risks. Clear communication and written agreements protect you.',
      hi: 'सप्तम भाव का राहु असामान्य या विदेशी जीवनसाथी और व्यापारिक संबंधों की ओर खींचता है, और व्यापार, सार्वजनिक लेन-देन तथा विदेशी साझेदारी से सफलता दे सकता है; संबंध शायद ही साधारण होते हैं। ग़लतफ़हमियाँ, अवास्तविक अपेक्षाएँ और छिपे इरादे इसके जोखिम हैं। स्पष्ट बातचीत और लिखित समझौते आपकी रक्षा करते हैं।',
    },
    8: {
      en: 'Rahu in the 8th house gives a deep interest in the occult, research, investigation, insurance and hidden finances, and can bring sudden gains; taboo subjects do not frighten you. Sudden changes, anxiety and private fears are the challenges. Caution with risky deals and a regular spiritual practice steady it.',
      hi: 'अष्टम भाव का राहु गूढ़ विद्याओं, शोध, जाँच-पड़ताल, बीमा और छिपे वित्त में गहरी रुचि देता है, और अचानक लाभ भी दे सकता है; वर्जित विषय आपको डराते नहीं। अचानक बदलाव, चिंता और मन में छिपी आशंकाएँ इसकी चुनौतियाँ हैं। जोखिम भरे सौदों में सावधानी और नियमित साधना इसे स्थिर करते हैं।',
    },
    9: {
      en: 'Rahu in the 9th house questions inherited beliefs and seeks its own truth, often through foreign travel, new philosophies or unconventional teachers, and fortune may come from abroad. Differences with your father or gurus and confusion about faith are the challenges. Respectful enquiry, not rejection, brings wisdom.',
      hi: 'नवम भाव का राहु विरासत में मिली आस्थाओं पर प्रश्न उठाता है और अपना सत्य खोजता है, प्रायः विदेश यात्रा, नए दर्शनों या अपरंपरागत गुरुओं के माध्यम से, और भाग्योदय विदेश से हो सकता है। पिता या गुरुजनों से मतभेद और आस्था को लेकर भ्रम इसकी चुनौतियाँ हैं। अस्वीकार नहीं, सम्मानपूर्ण जिज्ञासा ज्ञान देती है।',
    },
    10: {
      en: 'Rahu in the 10th house gives strong ambition and the ability to rise fast in technology, politics, media, foreign companies or new industries, and you can make a big name. Reputation needs careful guarding, and shortcuts can backfire. Ethical ambition makes this one of Rahu’s most rewarding placements.',
      hi: 'दशम भाव का राहु प्रबल महत्वाकांक्षा और तकनीक, राजनीति, मीडिया, विदेशी कंपनियों या नए उद्योगों में तेज़ी से ऊपर उठने की क्षमता देता है, और आप बड़ा नाम कमा सकते हैं। प्रतिष्ठा की सावधानी से रक्षा करें, क्योंकि शॉर्टकट उल्टे पड़ सकते हैं। नैतिक महत्वाकांक्षा इसे राहु की सबसे फलदायी स्थितियों में से एक बनाती है।',
    },
    11: {
      en: 'Rahu is excellent in the 11th house, a classic placement for large gains, a wide network and fulfilled ambitions, often through technology, foreign contacts or mass markets, and opportunities multiply. The only risk is desire that is never satisfied; knowing when enough is enough keeps gains sweet.',
      hi: 'एकादश भाव में राहु उत्तम होता है; यह बड़े लाभ, विशाल संपर्क-जाल और पूरी होती महत्वाकांक्षाओं की शास्त्रीय स्थिति है, प्रायः तकनीक, विदेशी संपर्कों या बड़े बाज़ारों के ज़रिए, और अवसर कई गुना बढ़ते हैं। एकमात्र जोखिम कभी न भरने वाली इच्छा है; कब पर्याप्त है, यह जानना लाभ को मधुर रखता है।',
    },
    12: {
      en: 'Rahu in the 12th house draws you to foreign lands, distant work, research and spiritual exploration, and can bring success abroad; dreams are vivid and imagination strong. Hidden expenses, disturbed sleep and escapist habits are the cautions. A budget, a regular bedtime and meditation keep it constructive.',
      hi: 'द्वादश भाव का राहु आपको विदेश, दूर के काम, शोध और आध्यात्मिक खोज की ओर खींचता है, और विदेश में सफलता दे सकता है; सपने जीवंत और कल्पना प्रबल होती है। छिपे ख़र्च, अधूरी नींद और पलायन की आदतें इसकी सावधानियाँ हैं। बजट, सोने का तय समय और ध्यान इसे रचनात्मक बनाए रखते हैं।',
    },
  },
  KE: {
    1: {
      en: 'Ketu in the 1st house gives an intuitive, spiritual and unassuming personality, inwardly detached from how others see you, and your perception can be surprisingly sharp. Self-doubt, an unclear sense of direction and too little attention to the body are the challenges. Regular exercise and a spiritual practice ground you.',
      hi: 'प्रथम भाव का केतु अंतर्ज्ञानी, आध्यात्मिक और सहज-सरल व्यक्तित्व देता है, जो भीतर से इस बात से विरक्त रहता है कि दूसरे उसे कैसे देखते हैं, और आपकी समझ आश्चर्यजनक रूप से पैनी हो सकती है। आत्म-संदेह, दिशा की अस्पष्टता और शरीर पर कम ध्यान इसकी चुनौतियाँ हैं। नियमित व्यायाम और साधना आपको स्थिर रखते हैं।',
    },
    2: {
      en: 'Ketu in the 2nd house gives few but meaningful words, a simple approach to money and food, and sometimes a gift for sacred languages or mantra; piling up wealth may not excite you. Blunt speech, irregular meals and distance within the family are the cautions. Kind words and a basic savings plan help.',
      hi: 'द्वितीय भाव का केतु कम पर अर्थपूर्ण शब्द, धन और भोजन के प्रति सादा दृष्टिकोण, और कभी-कभी पवित्र भाषाओं या मंत्र की प्रतिभा देता है; धन जोड़ना आपको शायद उत्साहित न करे। रूखी वाणी, अनियमित भोजन और परिवार में दूरी इसकी सावधानियाँ हैं। मीठे शब्द और बचत की साधारण योजना सहायक हैं।',
    },
    3: {
      en: 'Ketu does well in the 3rd house. It gives quiet courage, determination, skill with the hands and a fearless approach to challenges, along with talent for spiritual writing or research, and you act without needing applause. Siblings may feel distant; doing your own work steadily brings success.',
      hi: 'तृतीय भाव में केतु अच्छा फल देता है। यह शांत साहस, दृढ़ निश्चय, हाथों का हुनर और चुनौतियों के प्रति निडर दृष्टिकोण देता है, साथ ही आध्यात्मिक लेखन या शोध की प्रतिभा भी, और आप तालियों की चाह के बिना काम करते हैं। भाई-बहन दूर-से लग सकते हैं; अपना काम लगातार करते रहना सफलता देता है।',
    },
    4: {
      en: 'Ketu in the 4th house gives a spiritual inner life and detachment from possessions, sometimes with a home near temples or far from your birthplace. Residences may change, and a feeling of not fully belonging can arise. A quiet prayer space at home and time with your mother bring comfort.',
      hi: 'चतुर्थ भाव का केतु आध्यात्मिक आंतरिक जीवन और वस्तुओं से विरक्ति देता है, कभी-कभी मंदिरों के पास या जन्मस्थान से दूर घर के साथ। निवास बदल सकते हैं, और कहीं पूरी तरह न जुड़ पाने का भाव उठ सकता है। घर में शांत पूजा-स्थान और माता के साथ समय सुकून देता है।',
    },
    5: {
      en: 'Ketu in the 5th house gives intuitive intelligence, an aptitude for mantra, astrology, mathematics and subtle subjects, and knowledge that seems to come from past lives. Studies can be unconventional or interrupted, and matters of children may need patience. Steady spiritual discipline brings out its gifts.',
      hi: 'पंचम भाव का केतु अंतर्ज्ञान भरी बुद्धि, मंत्र, ज्योतिष, गणित और सूक्ष्म विषयों की योग्यता, और ऐसा ज्ञान देता है जो मानो पूर्वजन्म से आया हो। पढ़ाई अपरंपरागत या बीच-बीच में रुकने वाली हो सकती है, और संतान से जुड़े मामलों में धैर्य चाहिए। नियमित आध्यात्मिक अनुशासन इसके गुणों को निखारता है।',
    },
    6: {
      en: 'Ketu is strong in the 6th house. It overcomes opponents quietly, gives skill in healing, alternative medicine, research and technical problem-solving, and helps clear debts; rivals rarely trouble you for long. Unusual or hard-to-pin-down complaints may appear, so attend to health calmly and early.',
      hi: 'षष्ठ भाव में केतु बलवान होता है। यह विरोधियों पर चुपचाप विजय पाता है, उपचार, वैकल्पिक चिकित्सा, शोध और तकनीकी समस्याएँ सुलझाने का कौशल देता है, और ऋण उतारने में मदद करता है; प्रतिद्वंद्वी देर तक परेशान नहीं कर पाते। असामान्य या मुश्किल से पकड़ में आने वाली तकलीफ़ें हो सकती हैं, इसलिए सेहत पर समय रहते ध्यान दें।',
    },
    7: {
      en: 'Ketu in the 7th house can bring a spiritual, independent or unconventional partner and a detached approach to relationships; you value inner connection over outward show. Misunderstandings, distance or dissatisfaction can arise if needs go unspoken. Patience and open conversation nurture the bond.',
      hi: 'सप्तम भाव का केतु आध्यात्मिक, स्वतंत्र या अपरंपरागत जीवनसाथी और संबंधों के प्रति तटस्थ दृष्टिकोण दे सकता है; आप बाहरी दिखावे से अधिक भीतरी जुड़ाव को महत्व देते हैं। ज़रूरतें अनकही रहें तो ग़लतफ़हमियाँ, दूरी या असंतोष पैदा हो सकता है। धैर्य और खुली बातचीत रिश्ते को पोषित करते हैं।',
    },
    8: {
      en: 'Ketu in the 8th house gives deep intuition and a natural gift for the occult, astrology, research and spiritual transformation, and tradition links it with moksha. Sudden events may come without warning, and buried anxieties can surface. Meditation and care in risky situations make this a profound placement.',
      hi: 'अष्टम भाव का केतु गहरा अंतर्ज्ञान और गूढ़ विद्याओं, ज्योतिष, शोध तथा आध्यात्मिक रूपांतरण की स्वाभाविक प्रतिभा देता है, और परंपरा इसे मोक्ष से जोड़ती है। अचानक घटनाएँ बिना चेतावनी आ सकती हैं, और दबी चिंताएँ उभर सकती हैं। ध्यान और जोखिम भरी परिस्थितियों में सावधानी इसे गहन स्थिति बनाते हैं।',
    },
    9: {
      en: 'Ketu in the 9th house gives inner spiritual wisdom, interest in pilgrimage and meditation, and a faith that does not depend on outward ritual; you may learn more from experience than from formal teachers. Differences with your father or gurus, or doubts about tradition, can arise. Seek the essence behind the form.',
      hi: 'नवम भाव का केतु भीतरी आध्यात्मिक ज्ञान, तीर्थ और ध्यान में रुचि, और ऐसी आस्था देता है जो बाहरी कर्मकांड पर निर्भर नहीं; आप औपचारिक गुरुओं से अधिक अनुभव से सीख सकते हैं। पिता या गुरुजनों से मतभेद, या परंपरा पर संदेह उठ सकते हैं। रूप के पीछे छिपे सार को खोजें।',
    },
    10: {
      en: 'Ketu in the 10th house gives skill in technical, research, healing or spiritual work, and the ability to work quietly without craving status. Your career may take unusual turns or change direction, and indifference to recognition can slow promotion. Clear goals and treating work as service bring steady progress.',
      hi: 'दशम भाव का केतु तकनीकी, शोध, उपचार या आध्यात्मिक कार्य में कौशल, और पद की लालसा के बिना चुपचाप काम करने की क्षमता देता है। कार्यक्षेत्र असामान्य मोड़ ले सकता है या दिशा बदल सकता है, और पहचान के प्रति उदासीनता पदोन्नति धीमी कर सकती है। स्पष्ट लक्ष्य और काम को सेवा मानना स्थिर प्रगति देता है।',
    },
    11: {
      en: 'Ketu in the 11th house can bring gains unexpectedly and from spiritual, technical or unusual sources, and a few deep friendships rather than a crowd. You do not chase every desire, which brings contentment. Gains may be irregular and friends can drift away; gratitude and sharing keep the flow open.',
      hi: 'एकादश भाव का केतु अचानक और आध्यात्मिक, तकनीकी या असामान्य स्रोतों से लाभ, और भीड़ के बजाय कुछ गहरी मित्रताएँ दे सकता है। आप हर इच्छा के पीछे नहीं भागते, जिससे संतोष मिलता है। लाभ अनियमित हो सकता है और मित्र दूर जा सकते हैं; कृतज्ञता और बाँटने का भाव यह प्रवाह खुला रखते हैं।',
    },
    12: {
      en: 'Ketu in the 12th house is traditionally a placement of moksha. It gives deep spiritual longing, meditation, renunciation and peace in solitude, pilgrimage or retreats abroad, and worldly losses may matter less to you. Sleep disturbances and scattered spending are the cautions; a regular spiritual routine fulfils this placement.',
      hi: 'परंपरा में द्वादश भाव का केतु मोक्ष की स्थिति माना जाता है। यह गहरी आध्यात्मिक ललक, ध्यान, त्याग और एकांत, तीर्थ या विदेश के आश्रमों में शांति देता है, और सांसारिक हानि आपके लिए कम मायने रख सकती है। नींद में बाधा और बिखरा ख़र्च इसकी सावधानियाँ हैं; नियमित साधना इस स्थिति को सार्थक बनाती है।',
    },
  },
};

// ---------------------------------------------------------------------------
// Planets in signs (rashis). Rahu and Ketu are read through their sign lords instead.
// ---------------------------------------------------------------------------

export const planetInSign: Readonly<Record<SignLordKey, Readonly<Record<SignNumber, Bilingual>>>> = {
  SU: {
    1: {
      en: 'The Sun is exalted in Aries, at its strongest. It gives courage, leadership, vitality and the confidence to act first, and you can inspire others and rise to authority. Impatience, pride and a hot temper are the price of so much fire.',
      hi: 'मेष राशि में सूर्य उच्च का होता है, अपनी सबसे बलवान अवस्था में। यह साहस, नेतृत्व, प्राणशक्ति और पहल करने का आत्मविश्वास देता है, और आप दूसरों को प्रेरित कर अधिकार तक पहुँच सकते हैं। अधीरता, अहंकार और तेज़ ग़ुस्सा इतनी आग की क़ीमत हैं।',
    },
    2: {
      en: 'In Taurus, a sign of Venus, the Sun is steady, patient and practical. It gives persistence, a love of beauty and the ability to build wealth. Stubbornness and attachment to comfort or possessions are the challenges.',
      hi: 'शुक्र की राशि वृषभ में सूर्य स्थिर, धैर्यवान और व्यावहारिक होता है। यह लगन, सौंदर्य-प्रेम और धन बनाने की क्षमता देता है। ज़िद और सुख-सुविधा या वस्तुओं से लगाव इसकी चुनौतियाँ हैं।',
    },
    3: {
      en: 'In Gemini the Sun shines through intellect and communication. It gives a quick mind, skill with words, writing and trade, and many interests. Restlessness and a habit of talking more than acting can dilute its authority.',
      hi: 'मिथुन राशि में सूर्य बुद्धि और संवाद के माध्यम से चमकता है। यह तेज़ मन, शब्दों, लेखन और व्यापार में कुशलता, और अनेक रुचियाँ देता है। बेचैनी और करने से अधिक बोलने की आदत इसके प्रभाव को कम कर सकती है।',
    },
    4: {
      en: 'In Cancer, the Moon’s sign, the Sun becomes caring and protective. Your sense of self is tied to family, home and tradition, and you lead with feeling. Moodiness and sensitivity to criticism can cloud your confidence.',
      hi: 'चंद्रमा की राशि कर्क में सूर्य स्नेही और संरक्षक बन जाता है। आपकी पहचान परिवार, घर और परंपरा से जुड़ी होती है, और आप भावना से नेतृत्व करते हैं। मन का उतार-चढ़ाव और आलोचना के प्रति संवेदनशीलता आत्मविश्वास को धुँधला कर सकती है।',
    },
    5: {
      en: 'The Sun is in its own sign and moolatrikona in Leo. It gives natural authority, dignity, generosity and a talent for leading and organising, and you are loyal and honourable. Pride and the need to be at the centre must be kept in check.',
      hi: 'सिंह राशि में सूर्य अपनी राशि और मूलत्रिकोण में होता है। यह स्वाभाविक अधिकार, गरिमा, उदारता और नेतृत्व व संगठन की प्रतिभा देता है, और आप वफ़ादार व सम्माननीय होते हैं। अहंकार और हमेशा केंद्र में रहने की चाह पर अंकुश रखना चाहिए।',
    },
    6: {
      en: 'In Virgo the Sun expresses itself through precision, service and analysis, and favours careful work in health, accounts, administration or research. You are modest and methodical. Perfectionism and worry over small details can wear down confidence.',
      hi: 'कन्या राशि में सूर्य सटीकता, सेवा और विश्लेषण के ज़रिए व्यक्त होता है, और स्वास्थ्य, हिसाब-किताब, प्रशासन या शोध में सावधानी भरे काम के लिए अनुकूल है। आप विनम्र और व्यवस्थित हैं। पूर्णता की ज़िद और छोटी बातों की चिंता आत्मविश्वास को घिस सकती है।',
    },
    7: {
      en: 'The Sun is debilitated in Libra. Your sense of self may lean on others’ approval, and asserting yourself can feel hard. Yet it gives tact, fairness and a gift for diplomacy; building inner confidence turns this into strength.',
      hi: 'तुला राशि में सूर्य नीच का होता है। आत्म-छवि दूसरों की स्वीकृति पर टिक सकती है, और अपनी बात पर डटना कठिन लग सकता है। फिर भी यह व्यवहार-कुशलता, न्यायप्रियता और कूटनीति की प्रतिभा देता है; भीतरी आत्मविश्वास इसे शक्ति बना देता है।',
    },
    8: {
      en: 'In Scorpio, a sign of Mars, the Sun is intense, determined and private. It gives willpower, courage in crises and a talent for research, medicine or investigation. Secrecy, suspicion and a fierce temper are the challenges to manage.',
      hi: 'मंगल की राशि वृश्चिक में सूर्य तीव्र, दृढ़ निश्चयी और निजता-प्रिय होता है। यह इच्छाशक्ति, संकट में साहस और शोध, चिकित्सा या जाँच-पड़ताल की प्रतिभा देता है। गोपनीयता, संदेह और तीखा ग़ुस्सा ऐसी चुनौतियाँ हैं जिन्हें सँभालना होता है।',
    },
    9: {
      en: 'In Sagittarius, a sign of Jupiter, the Sun is principled, generous and idealistic. It favours teaching, law, religion, travel and leadership by example, and you are respected for your values. Self-righteousness and preaching are the pitfalls.',
      hi: 'गुरु की राशि धनु में सूर्य सिद्धांतवादी, उदार और आदर्शवादी होता है। यह अध्यापन, क़ानून, धर्म, यात्रा और उदाहरण बनकर नेतृत्व के लिए अनुकूल है, और आपके मूल्यों के लिए आपका सम्मान होता है। ख़ुद को ही सही मानना और उपदेश देना इसकी कमज़ोरियाँ हैं।',
    },
    10: {
      en: 'In Capricorn, a sign of Saturn, the Sun is disciplined, practical and ambitious. Recognition comes through hard work and responsibility, often slowly, and you stay reliable under pressure. Rigidity, pessimism and strained ties with authority are the challenges.',
      hi: 'शनि की राशि मकर में सूर्य अनुशासित, व्यावहारिक और महत्वाकांक्षी होता है। पहचान कड़ी मेहनत और ज़िम्मेदारी से, प्रायः धीरे-धीरे मिलती है, और दबाव में आप भरोसेमंद रहते हैं। कठोरता, निराशावाद और अधिकारियों से तनाव इसकी चुनौतियाँ हैं।',
    },
    11: {
      en: 'In Aquarius, Saturn’s other sign, the Sun turns towards society, ideals and groups, giving humanitarian leadership and original thinking. Personal recognition may come late, and you can seem detached or stubborn. Serving a larger cause brings fulfilment.',
      hi: 'शनि की दूसरी राशि कुंभ में सूर्य समाज, आदर्शों और समूहों की ओर मुड़ता है, और मानवतावादी नेतृत्व व मौलिक सोच देता है। निजी पहचान देर से मिल सकती है, और आप तटस्थ या ज़िद्दी लग सकते हैं। बड़े उद्देश्य की सेवा संतोष देती है।',
    },
    12: {
      en: 'In Pisces, Jupiter’s other sign, the Sun is gentle, compassionate and spiritual. It favours service, healing, the arts and work behind the scenes; your strength is quiet rather than loud. Lack of assertiveness and vague goals need attention.',
      hi: 'गुरु की दूसरी राशि मीन में सूर्य कोमल, करुणामय और आध्यात्मिक होता है। यह सेवा, उपचार, कला और पर्दे के पीछे के काम के लिए अनुकूल है; आपकी शक्ति शोर में नहीं, शांति में है। दृढ़ता की कमी और अस्पष्ट लक्ष्यों पर ध्यान देना चाहिए।',
    },
  },
  MO: {
    1: {
      en: 'The Moon in Aries, a sign of Mars, gives a quick, brave and enterprising mind. You react fast and recover fast. Impatience and sudden anger are the challenges, and physical activity is the surest way to calm the emotions.',
      hi: 'मंगल की राशि मेष में चंद्रमा तेज़, साहसी और उद्यमी मन देता है। आप जल्दी प्रतिक्रिया करते हैं और जल्दी सँभल भी जाते हैं। अधीरता और अचानक ग़ुस्सा इसकी चुनौतियाँ हैं, और भावनाओं को शांत करने का सबसे पक्का रास्ता शारीरिक गतिविधि है।',
    },
    2: {
      en: 'The Moon is exalted in Taurus, where its moolatrikona also lies. It gives a stable, contented and affectionate mind, good taste and steady wealth. Resistance to change and possessiveness are its only weak points.',
      hi: 'वृषभ राशि में चंद्रमा उच्च का होता है, और इसी राशि में उसका मूलत्रिकोण भी है। यह स्थिर, संतोषी और स्नेही मन, अच्छी रुचि और स्थायी धन देता है। बदलाव का विरोध और अधिकार-भाव ही इसकी कमज़ोरियाँ हैं।',
    },
    3: {
      en: 'In Gemini, the sign of the Moon’s friend Mercury, the mind is witty, curious and sociable, and it favours learning, writing and trade. Restlessness and nervous worry call for regular rest and focus.',
      hi: 'चंद्रमा के मित्र बुध की राशि मिथुन में मन हाज़िरजवाब, जिज्ञासु और मिलनसार होता है, और यह अध्ययन, लेखन व व्यापार के लिए अनुकूल है। बेचैनी और घबराहट के लिए नियमित विश्राम और एकाग्रता ज़रूरी है।',
    },
    4: {
      en: 'The Moon is in its own sign in Cancer. It gives deep feeling, a strong memory, love of home and a nurturing nature. Emotional sensitivity runs high, so the mind can sway with circumstances.',
      hi: 'कर्क राशि में चंद्रमा अपनी ही राशि में होता है। यह गहरी भावनाएँ, तेज़ स्मृति, घर से प्रेम और पालन-पोषण करने वाला स्वभाव देता है। भावनात्मक संवेदनशीलता अधिक होती है, इसलिए परिस्थितियों के साथ मन डोल सकता है।',
    },
    5: {
      en: 'In Leo, the Sun’s sign, the Moon gives a proud, warm and generous mind that enjoys admiration and leadership, and loyalty runs deep. Sensitivity to slights and a need for attention are the challenges.',
      hi: 'सूर्य की राशि सिंह में चंद्रमा स्वाभिमानी, उष्ण और उदार मन देता है, जिसे प्रशंसा और नेतृत्व अच्छा लगता है, और निष्ठा गहरी होती है। छोटी-सी उपेक्षा से आहत होना और ध्यान की चाह इसकी चुनौतियाँ हैं।',
    },
    6: {
      en: 'In Virgo the Moon gives a practical, discerning and helpful mind, good with details, health and service, and feelings are expressed as care. Worry and excessive self-criticism can disturb peace of mind.',
      hi: 'कन्या राशि में चंद्रमा व्यावहारिक, विवेकी और मददगार मन देता है, जो बारीकियों, स्वास्थ्य और सेवा में कुशल है, और भावनाएँ देखभाल के रूप में व्यक्त होती हैं। चिंता और अत्यधिक आत्म-आलोचना मन की शांति भंग कर सकती है।',
    },
    7: {
      en: 'In Libra, a sign of Venus, the Moon seeks harmony, beauty and companionship, and gives charm, fairness and artistic taste. Dependence on others’ approval and indecision are the challenges.',
      hi: 'शुक्र की राशि तुला में चंद्रमा सामंजस्य, सौंदर्य और साथ चाहता है, और आकर्षण, न्यायप्रियता व कलात्मक रुचि देता है। दूसरों की स्वीकृति पर निर्भरता और अनिर्णय इसकी चुनौतियाँ हैं।',
    },
    8: {
      en: 'The Moon is debilitated in Scorpio. Feelings run intense and private, and trust comes slowly. Yet it gives resilience, research ability and deep insight; emotional release and meditation turn intensity into strength.',
      hi: 'वृश्चिक राशि में चंद्रमा नीच का होता है। भावनाएँ तीव्र और निजी रहती हैं, और भरोसा धीरे बनता है। फिर भी यह सहनशक्ति, शोध की क्षमता और गहरी अंतर्दृष्टि देता है; भावनाओं को बाहर निकालना और ध्यान इस तीव्रता को शक्ति बना देते हैं।',
    },
    9: {
      en: 'In Sagittarius, a sign of Jupiter, the Moon gives an optimistic, devotional and freedom-loving mind drawn to learning, travel and dharma. Restlessness and impatience with routine are the challenges.',
      hi: 'गुरु की राशि धनु में चंद्रमा आशावादी, भक्तिपूर्ण और स्वतंत्रता-प्रिय मन देता है, जो अध्ययन, यात्रा और धर्म की ओर खिंचता है। बेचैनी और दिनचर्या के प्रति अधीरता इसकी चुनौतियाँ हैं।',
    },
    10: {
      en: 'In Capricorn, a sign of Saturn, the Moon gives a sober, practical and hardworking mind that values security and duty, and feelings are kept in check. Loneliness and low moods can follow if you never rest.',
      hi: 'शनि की राशि मकर में चंद्रमा गंभीर, व्यावहारिक और मेहनती मन देता है, जो सुरक्षा और कर्तव्य को महत्व देता है, और भावनाएँ नियंत्रण में रहती हैं। कभी विश्राम न करें, तो अकेलापन और उदासी आ सकती है।',
    },
    11: {
      en: 'In Aquarius, Saturn’s other sign, the Moon gives an idealistic, friendly and independent mind concerned with society and fairness. Emotional detachment and stubbornness can put distance between you and loved ones.',
      hi: 'शनि की दूसरी राशि कुंभ में चंद्रमा आदर्शवादी, मैत्रीपूर्ण और स्वतंत्र मन देता है, जिसे समाज और न्याय की चिंता रहती है। भावनात्मक तटस्थता और ज़िद आपके और प्रियजनों के बीच दूरी ला सकती है।',
    },
    12: {
      en: 'In Pisces, Jupiter’s other sign, the Moon gives a compassionate, imaginative and spiritual mind, sensitive to music and prayer. Over-sensitivity, escapism and difficulty saying no are the challenges.',
      hi: 'गुरु की दूसरी राशि मीन में चंद्रमा करुणामय, कल्पनाशील और आध्यात्मिक मन देता है, जो संगीत और प्रार्थना के प्रति संवेदनशील है। अति-संवेदनशीलता, पलायन और मना न कर पाना इसकी चुनौतियाँ हैं।',
    },
  },
  MA: {
    1: {
      en: 'Mars is in its own sign and moolatrikona in Aries. It gives courage, energy, leadership and a pioneering spirit, along with quick decisions. Rashness, impatience and a short temper are the challenges.',
      hi: 'मेष राशि में मंगल अपनी राशि और मूलत्रिकोण में होता है। यह साहस, ऊर्जा, नेतृत्व और अग्रणी भावना देता है, साथ ही तुरंत निर्णय लेने की क्षमता। उतावलापन, अधीरता और जल्दी ग़ुस्सा इसकी चुनौतियाँ हैं।',
    },
    2: {
      en: 'In Taurus, a sign of Venus, Mars works with steady, stubborn determination and puts its effort into wealth, property and comfort, and passion runs strong. Possessiveness and slow-burning anger need watching.',
      hi: 'शुक्र की राशि वृषभ में मंगल स्थिर, अडिग संकल्प से काम करता है और धन, संपत्ति तथा सुख-सुविधा के लिए प्रयास करता है, और आवेग प्रबल होता है। अधिकार-भाव और भीतर सुलगते ग़ुस्से पर नज़र रखनी चाहिए।',
    },
    3: {
      en: 'In Gemini, a sign of Mercury, Mars is mentally energetic, argumentative and skilled with tools, words and technology, and it favours debate, engineering and sales. Scattered effort and a sharp tongue are the pitfalls.',
      hi: 'बुध की राशि मिथुन में मंगल मानसिक रूप से ऊर्जावान, तर्कप्रिय और औज़ारों, शब्दों व तकनीक में कुशल होता है, और वाद-विवाद, इंजीनियरिंग तथा बिक्री के लिए अनुकूल है। बिखरा हुआ प्रयास और तीखी ज़ुबान इसकी कमज़ोरियाँ हैं।',
    },
    4: {
      en: 'Mars is debilitated in Cancer. Energy rises and falls with emotion, and anger may be bottled up or turned on those closest. Yet it gives fierce care for home and family; calm outlets for frustration help greatly.',
      hi: 'कर्क राशि में मंगल नीच का होता है। ऊर्जा भावनाओं के साथ घटती-बढ़ती है, और ग़ुस्सा भीतर दबा रह सकता है या अपनों पर निकल सकता है। फिर भी यह घर-परिवार की गहरी परवाह देता है; खीज निकालने के शांत रास्ते बहुत सहायक हैं।',
    },
    5: {
      en: 'In Leo, a sign of its friend the Sun, Mars is bold, proud and commanding. It gives leadership, courage and a flair for sport, politics or management. Arrogance and a need to dominate can stir up opposition.',
      hi: 'मित्र सूर्य की राशि सिंह में मंगल निडर, स्वाभिमानी और प्रभावशाली होता है। यह नेतृत्व, साहस और खेल, राजनीति या प्रबंधन की प्रतिभा देता है। अहंकार और हावी होने की चाह विरोध खड़ा कर सकती है।',
    },
    6: {
      en: 'In Virgo, a sign of Mercury, Mars channels energy into precise, technical and analytical work, suiting engineering, medicine and skilled trades. Irritability, fault-finding and nervous strain are the challenges.',
      hi: 'बुध की राशि कन्या में मंगल ऊर्जा को सटीक, तकनीकी और विश्लेषणात्मक काम में लगाता है, और इंजीनियरिंग, चिकित्सा तथा कुशल व्यवसायों के लिए अनुकूल है। चिड़चिड़ापन, मीन-मेख निकालना और तंत्रिका-तनाव इसकी चुनौतियाँ हैं।',
    },
    7: {
      en: 'In Libra, a sign of Venus, Mars directs its drive towards partnership, negotiation and justice, blending charm with determination. Conflict in relationships and wavering between desire and fairness are the challenges.',
      hi: 'शुक्र की राशि तुला में मंगल अपनी ऊर्जा साझेदारी, मोलभाव और न्याय की ओर मोड़ता है, और आकर्षण के साथ दृढ़ता देता है। संबंधों में टकराव और इच्छा व न्याय के बीच डोलना इसकी चुनौतियाँ हैं।',
    },
    8: {
      en: 'Mars is in its own sign in Scorpio. It gives intense willpower, endurance, strategic thinking and courage in crises, and suits research, surgery and investigation. Secrecy, jealousy and long-held grudges are the pitfalls.',
      hi: 'वृश्चिक राशि में मंगल अपनी ही राशि में होता है। यह प्रबल इच्छाशक्ति, सहनशक्ति, रणनीतिक सोच और संकट में साहस देता है, और शोध, शल्य-चिकित्सा व जाँच-पड़ताल के लिए अनुकूल है। गोपनीयता, ईर्ष्या और लंबा मनमुटाव इसकी कमज़ोरियाँ हैं।',
    },
    9: {
      en: 'In Sagittarius, a sign of its friend Jupiter, Mars fights for ideals, faith and justice, and gives enthusiasm for sport, travel, teaching and law. Dogmatism and impulsive risks taken on principle are the challenges.',
      hi: 'मित्र गुरु की राशि धनु में मंगल आदर्शों, आस्था और न्याय के लिए लड़ता है, और खेल, यात्रा, अध्यापन व क़ानून के लिए उत्साह देता है। कट्टरता और सिद्धांत के नाम पर लिए गए आवेगी जोखिम इसकी चुनौतियाँ हैं।',
    },
    10: {
      en: 'Mars is exalted in Capricorn. Its energy becomes disciplined, strategic and hardworking, ideal for leadership, engineering, the armed forces and management. Ambition is strong and well aimed; only ruthlessness and overwork need guarding against.',
      hi: 'मकर राशि में मंगल उच्च का होता है। इसकी ऊर्जा अनुशासित, रणनीतिक और परिश्रमी बन जाती है, जो नेतृत्व, इंजीनियरिंग, सेना और प्रबंधन के लिए आदर्श है। महत्वाकांक्षा प्रबल और सही दिशा में होती है; बस निर्ममता और अति-परिश्रम से बचना है।',
    },
    11: {
      en: 'In Aquarius, a sign of Saturn, Mars works for groups, causes and innovation, and favours technology, science and social reform. Rebelliousness, stubbornness and sudden outbursts within teams are the challenges.',
      hi: 'शनि की राशि कुंभ में मंगल समूहों, उद्देश्यों और नवाचार के लिए काम करता है, और तकनीक, विज्ञान व सामाजिक सुधार के लिए अनुकूल है। विद्रोही तेवर, ज़िद और टीम में अचानक भड़क उठना इसकी चुनौतियाँ हैं।',
    },
    12: {
      en: 'In Pisces, a sign of its friend Jupiter, Mars is gentler and works through compassion, service and spiritual effort, suiting healing, charity and work behind the scenes. Low drive, hidden frustration and scattered energy are the challenges.',
      hi: 'मित्र गुरु की राशि मीन में मंगल अधिक कोमल होता है और करुणा, सेवा तथा आध्यात्मिक प्रयास से काम करता है, जो उपचार, दान और पर्दे के पीछे के काम के अनुकूल है। कम उत्साह, दबी खीज और बिखरी ऊर्जा इसकी चुनौतियाँ हैं।',
    },
  },
  ME: {
    1: {
      en: 'In Aries, a sign of Mars, Mercury thinks fast and speaks bluntly. It gives quick decisions, wit and a talent for debate and new ideas. Hasty conclusions and sharp words are the pitfalls.',
      hi: 'मंगल की राशि मेष में बुध तेज़ सोचता है और बेबाक बोलता है। यह त्वरित निर्णय, हाज़िरजवाबी और वाद-विवाद व नए विचारों की प्रतिभा देता है। जल्दबाज़ी के निष्कर्ष और तीखे शब्द इसकी कमज़ोरियाँ हैं।',
    },
    2: {
      en: 'In Taurus, a sign of its friend Venus, Mercury is practical and steady, with a sound head for money, trade, design and the arts. Thinking is slow but thorough; rigid opinions are the challenge.',
      hi: 'मित्र शुक्र की राशि वृषभ में बुध व्यावहारिक और स्थिर होता है, और धन, व्यापार, डिज़ाइन व कलाओं की अच्छी समझ देता है। सोच धीमी पर गहन होती है; अड़ियल राय इसकी चुनौती है।',
    },
    3: {
      en: 'Mercury is in its own sign in Gemini. It gives a brilliant, versatile and communicative mind, skill in writing, languages, media and trade, and a lively sense of humour. Restlessness and superficiality are the only risks.',
      hi: 'मिथुन राशि में बुध अपनी ही राशि में होता है। यह प्रखर, बहुमुखी और संवाद-कुशल बुद्धि, लेखन, भाषाओं, मीडिया और व्यापार में निपुणता, और जीवंत विनोद-बुद्धि देता है। बेचैनी और सतहीपन ही इसके जोखिम हैं।',
    },
    4: {
      en: 'In Cancer, the Moon’s sign, Mercury thinks through feeling. It gives a good memory, imagination and skill in writing, teaching or counselling. Emotion can cloud logic, and worry can distract.',
      hi: 'चंद्रमा की राशि कर्क में बुध भावना के माध्यम से सोचता है। यह अच्छी स्मृति, कल्पनाशीलता और लेखन, अध्यापन या परामर्श में कुशलता देता है। भावनाएँ तर्क को धुँधला कर सकती हैं, और चिंता ध्यान भटका सकती है।',
    },
    5: {
      en: 'In Leo, a sign of its friend the Sun, Mercury speaks with confidence and authority, and favours management, teaching, politics and creative expression. Pride in your own opinions can stop you from listening.',
      hi: 'मित्र सूर्य की राशि सिंह में बुध आत्मविश्वास और अधिकार के साथ बोलता है, और प्रबंधन, अध्यापन, राजनीति व रचनात्मक अभिव्यक्ति के लिए अनुकूल है। अपनी राय पर गर्व आपको दूसरों की बात सुनने से रोक सकता है।',
    },
    6: {
      en: 'Mercury is exalted in Virgo, which is also its moolatrikona and own sign. It gives sharp analysis, precision, skill with numbers, language and detail, and excellent practical judgement. Overthinking and perfectionism are its only weak points.',
      hi: 'कन्या राशि में बुध उच्च का होता है, और यही उसकी मूलत्रिकोण राशि और स्वराशि भी है। यह तीक्ष्ण विश्लेषण, सटीकता, अंकों, भाषा और बारीकियों में निपुणता, और उत्कृष्ट व्यावहारिक विवेक देता है। अति-चिंतन और पूर्णता की ज़िद ही इसकी कमज़ोरियाँ हैं।',
    },
    7: {
      en: 'In Libra, a sign of its friend Venus, Mercury is diplomatic, balanced and refined in speech, and favours law, trade, design and negotiation. Seeing every side can make firm decisions difficult.',
      hi: 'मित्र शुक्र की राशि तुला में बुध कूटनीतिक, संतुलित और परिष्कृत वाणी वाला होता है, और क़ानून, व्यापार, डिज़ाइन व मोलभाव के लिए अनुकूल है। हर पक्ष देखने की आदत दृढ़ निर्णय लेना कठिन बना सकती है।',
    },
    8: {
      en: 'In Scorpio, a sign of Mars, Mercury is probing, secretive and strategic, and excels at research, investigation, psychology and finance. Suspicion and sarcastic speech are the challenges.',
      hi: 'मंगल की राशि वृश्चिक में बुध गहराई से खोजने वाला, भेद रखने वाला और रणनीतिक होता है, और शोध, जाँच-पड़ताल, मनोविज्ञान व वित्त में उत्कृष्ट है। संदेह और व्यंग्य भरी वाणी इसकी चुनौतियाँ हैं।',
    },
    9: {
      en: 'In Sagittarius, a sign of Jupiter, Mercury thinks in big ideas, philosophy, law and teaching, speaks frankly and learns broadly. Carelessness with detail and overpromising are the pitfalls.',
      hi: 'गुरु की राशि धनु में बुध बड़े विचारों, दर्शन, क़ानून और अध्यापन के स्तर पर सोचता है, खुलकर बोलता है और व्यापक ज्ञान पाता है। बारीकियों में लापरवाही और बढ़-चढ़कर वादे करना इसकी कमज़ोरियाँ हैं।',
    },
    10: {
      en: 'In Capricorn, a sign of Saturn, Mercury is methodical, serious and business-minded, and favours accounts, administration, engineering and long-term planning. Pessimism and rigid thinking are the challenges.',
      hi: 'शनि की राशि मकर में बुध व्यवस्थित, गंभीर और व्यापारिक सूझबूझ वाला होता है, और लेखा, प्रशासन, इंजीनियरिंग व दीर्घकालिक योजना के लिए अनुकूल है। निराशावाद और कठोर सोच इसकी चुनौतियाँ हैं।',
    },
    11: {
      en: 'In Aquarius, Saturn’s other sign, Mercury is inventive, scientific and independent, and suits technology, research, astrology and social networks. Detached reasoning and fixed views can alienate others.',
      hi: 'शनि की दूसरी राशि कुंभ में बुध आविष्कारशील, वैज्ञानिक और स्वतंत्र होता है, और तकनीक, शोध, ज्योतिष व सामाजिक संपर्कों के लिए अनुकूल है। भावनाहीन तर्क और अड़ियल विचार दूसरों को दूर कर सकते हैं।',
    },
    12: {
      en: 'Mercury is debilitated in Pisces. Logic may yield to intuition, and details or documents can slip. Yet it gives imagination, poetic speech and a feel for music and spirituality; checklists and careful reading protect you.',
      hi: 'मीन राशि में बुध नीच का होता है। तर्क अंतर्ज्ञान के आगे झुक सकता है, और बारीकियाँ या काग़ज़ात छूट सकते हैं। फिर भी यह कल्पनाशीलता, काव्यमय वाणी और संगीत व अध्यात्म की समझ देता है; जाँच-सूची और ध्यान से पढ़ना आपकी रक्षा करते हैं।',
    },
  },
  JU: {
    1: {
      en: 'In Aries, a sign of its friend Mars, Jupiter gives energetic wisdom, leadership and the courage of conviction, and favours teaching, law and pioneering ventures. Overconfidence and impatience with others’ views are the challenges.',
      hi: 'मित्र मंगल की राशि मेष में गुरु ऊर्जावान ज्ञान, नेतृत्व और दृढ़ विश्वास का साहस देता है, और अध्यापन, क़ानून व अग्रणी उद्यमों के लिए अनुकूल है। अति-आत्मविश्वास और दूसरों के विचारों के प्रति अधीरता इसकी चुनौतियाँ हैं।',
    },
    2: {
      en: 'In Taurus, a sign of Venus, Jupiter is practical and wealth-minded, favouring finance, food, the arts and steady growth of resources, and its values are grounded. Materialism and overindulgence are the challenges.',
      hi: 'शुक्र की राशि वृषभ में गुरु व्यावहारिक और धन के प्रति सजग होता है, और वित्त, भोजन, कला व संसाधनों की स्थिर वृद्धि के लिए अनुकूल है; इसके मूल्य ज़मीन से जुड़े होते हैं। भौतिकता और अति-भोग इसकी चुनौतियाँ हैं।',
    },
    3: {
      en: 'In Gemini, a sign of Mercury, Jupiter spreads its wisdom through words, books and communication, and favours writing, teaching and trade. Knowledge may be broad but shallow, and doubt can weaken faith.',
      hi: 'बुध की राशि मिथुन में गुरु अपना ज्ञान शब्दों, पुस्तकों और संवाद के माध्यम से फैलाता है, और लेखन, अध्यापन व व्यापार के लिए अनुकूल है। ज्ञान व्यापक पर सतही हो सकता है, और संशय आस्था को कमज़ोर कर सकता है।',
    },
    4: {
      en: 'Jupiter is exalted in Cancer. It gives deep compassion, wisdom, firm values, prosperity and protection, and a nurturing nature that others trust, with blessings that reach family and home. Over-attachment to family is its mild weak point.',
      hi: 'कर्क राशि में गुरु उच्च का होता है। यह गहरी करुणा, ज्ञान, दृढ़ मूल्य, समृद्धि, संरक्षण और भरोसेमंद पोषक स्वभाव देता है, और इसका आशीर्वाद परिवार व घर तक पहुँचता है। परिवार से अत्यधिक लगाव इसकी हल्की कमज़ोरी है।',
    },
    5: {
      en: 'In Leo, a sign of its friend the Sun, Jupiter gives noble leadership, generosity, dignity and respect in society, and favours administration, teaching and politics. Pride and wanting to be seen as the authority are the pitfalls.',
      hi: 'मित्र सूर्य की राशि सिंह में गुरु श्रेष्ठ नेतृत्व, उदारता, गरिमा और समाज में सम्मान देता है, और प्रशासन, अध्यापन व राजनीति के लिए अनुकूल है। अहंकार और हमेशा अधिकारी माने जाने की चाह इसकी कमज़ोरियाँ हैं।',
    },
    6: {
      en: 'In Virgo, a sign of Mercury, Jupiter applies its wisdom to detail, service, health and analysis, and favours medicine, accounts and practical teaching. Over-analysis and getting lost in small rules are the challenges.',
      hi: 'बुध की राशि कन्या में गुरु अपना ज्ञान बारीकियों, सेवा, स्वास्थ्य और विश्लेषण में लगाता है, और चिकित्सा, लेखा व व्यावहारिक अध्यापन के लिए अनुकूल है। अति-विश्लेषण और छोटे नियमों में उलझ जाना इसकी चुनौतियाँ हैं।',
    },
    7: {
      en: 'In Libra, a sign of Venus, Jupiter brings wisdom to relationships, justice and diplomacy, and favours law, counselling and partnerships. Indecision and valuing appearance over substance are the challenges.',
      hi: 'शुक्र की राशि तुला में गुरु संबंधों, न्याय और कूटनीति में समझदारी लाता है, और क़ानून, परामर्श व साझेदारी के लिए अनुकूल है। अनिर्णय और सार से अधिक दिखावे को महत्व देना इसकी चुनौतियाँ हैं।',
    },
    8: {
      en: 'In Scorpio, a sign of its friend Mars, Jupiter seeks hidden truths through research, occult study and deep enquiry, and gives resilience and a healing touch. Secrecy and extremes of belief are the pitfalls.',
      hi: 'मित्र मंगल की राशि वृश्चिक में गुरु शोध, गूढ़ विद्याओं और गहरी जिज्ञासा से छिपे सत्य खोजता है, और सहनशक्ति व उपचार की क्षमता देता है। गोपनीयता और आस्था की अति इसकी कमज़ोरियाँ हैं।',
    },
    9: {
      en: 'Jupiter is in its own sign and moolatrikona in Sagittarius. It gives sound judgement, faith, generosity, a love of learning and teaching, and respect as a guide. Preaching and overconfidence are its only weak points.',
      hi: 'धनु राशि में गुरु अपनी राशि और मूलत्रिकोण में होता है। यह सही विवेक, आस्था, उदारता, सीखने-सिखाने से प्रेम और मार्गदर्शक के रूप में सम्मान देता है। उपदेश देने की आदत और अति-आत्मविश्वास ही इसकी कमज़ोरियाँ हैं।',
    },
    10: {
      en: 'Jupiter is debilitated in Capricorn. Practical hardship may test faith, and wisdom turns worldly and cautious. Yet it gives pragmatism, organising skill and success through patience; firm ethics restore its grace.',
      hi: 'मकर राशि में गुरु नीच का होता है। व्यावहारिक कठिनाइयाँ आस्था की परीक्षा ले सकती हैं, और ज्ञान सांसारिक व सतर्क हो जाता है। फिर भी यह व्यावहारिकता, संगठन-कौशल और धैर्य से सफलता देता है; दृढ़ नैतिकता इसकी कृपा लौटा देती है।',
    },
    11: {
      en: 'In Aquarius, a sign of Saturn, Jupiter’s wisdom serves society, science and humanitarian causes, bringing broad-minded ideals and helpful friends. Detachment and theory without action are the challenges.',
      hi: 'शनि की राशि कुंभ में गुरु का ज्ञान समाज, विज्ञान और मानवीय उद्देश्यों की सेवा करता है, और उदार आदर्श व सहायक मित्र देता है। तटस्थता और कर्म के बिना केवल सिद्धांत इसकी चुनौतियाँ हैं।',
    },
    12: {
      en: 'Jupiter is in its own sign in Pisces. It gives compassion, spirituality, intuition, generosity and a love of service and devotion, and peace comes easily. Impracticality and giving beyond your means are the challenges.',
      hi: 'मीन राशि में गुरु अपनी ही राशि में होता है। यह करुणा, आध्यात्मिकता, अंतर्ज्ञान, उदारता और सेवा व भक्ति से प्रेम देता है, और शांति सहज मिलती है। अव्यावहारिकता और सामर्थ्य से बढ़कर देना इसकी चुनौतियाँ हैं।',
    },
  },
  VE: {
    1: {
      en: 'In Aries, a sign of Mars, Venus is passionate, spontaneous and bold in love, giving energetic charm and creative initiative. Impatience in relationships and impulsive spending are the challenges.',
      hi: 'मंगल की राशि मेष में शुक्र प्रेम में भावुक, सहज और निडर होता है, और ऊर्जा भरा आकर्षण व रचनात्मक पहल देता है। संबंधों में अधीरता और आवेग में ख़र्च इसकी चुनौतियाँ हैं।',
    },
    2: {
      en: 'Venus is in its own sign in Taurus. It gives beauty, sensual enjoyment, artistic taste, a sweet voice and steady wealth, and relationships are loyal and lasting. Possessiveness and overindulgence are its only weak points.',
      hi: 'वृषभ राशि में शुक्र अपनी ही राशि में होता है। यह सौंदर्य, इंद्रिय-सुख, कलात्मक रुचि, मधुर स्वर और स्थिर धन देता है, और संबंध वफ़ादार व टिकाऊ होते हैं। अधिकार-भाव और अति-भोग ही इसकी कमज़ोरियाँ हैं।',
    },
    3: {
      en: 'In Gemini, a sign of its friend Mercury, Venus is playful, witty and social, and favours writing, music, media and light-hearted romance. Craving variety and fickleness in affection are the challenges.',
      hi: 'मित्र बुध की राशि मिथुन में शुक्र विनोदी, हाज़िरजवाब और मिलनसार होता है, और लेखन, संगीत, मीडिया व हल्के-फुल्के प्रेम के लिए अनुकूल है। विविधता की चाह और स्नेह में चंचलता इसकी चुनौतियाँ हैं।',
    },
    4: {
      en: 'In Cancer, the Moon’s sign, Venus is tender, nurturing and home-loving, giving devotion in love and a comfortable home. Emotional dependence, moodiness and clinging to the past are the challenges.',
      hi: 'चंद्रमा की राशि कर्क में शुक्र कोमल, पोषक और घर-प्रेमी होता है, और प्रेम में समर्पण व आरामदायक घर देता है। भावनात्मक निर्भरता, मन का उतार-चढ़ाव और अतीत से चिपके रहना इसकी चुनौतियाँ हैं।',
    },
    5: {
      en: 'In Leo, the Sun’s sign, Venus is warm, generous and dramatic in love, fond of admiration, performance and luxury, and suits the arts and entertainment. Pride and a need for attention can strain relationships.',
      hi: 'सूर्य की राशि सिंह में शुक्र प्रेम में उष्ण, उदार और नाटकीय होता है, प्रशंसा, प्रदर्शन और विलासिता पसंद करता है, और कला व मनोरंजन के लिए अनुकूल है। अहंकार और ध्यान की चाह संबंधों में तनाव ला सकती है।',
    },
    6: {
      en: 'Venus is debilitated in Virgo. Love may be analysed rather than felt, and high standards can make partners seem never good enough. Yet it gives devotion through service, craftsmanship and care; accepting imperfection sweetens relationships.',
      hi: 'कन्या राशि में शुक्र नीच का होता है। प्रेम महसूस होने के बजाय परखा जा सकता है, और ऊँचे मानदंडों पर कोई साथी पूरा खरा न उतरे। फिर भी यह सेवा, शिल्प और देखभाल में समर्पण देता है; अपूर्णता स्वीकारना संबंधों को मधुर बनाता है।',
    },
    7: {
      en: 'Venus is in its own sign and moolatrikona in Libra. It gives grace, fairness, artistic refinement and a talent for harmonious partnership and diplomacy. Reliance on others’ approval and indecision are its mild challenges.',
      hi: 'तुला राशि में शुक्र अपनी राशि और मूलत्रिकोण में होता है। यह शालीनता, न्यायप्रियता, कलात्मक परिष्कार और सामंजस्यपूर्ण साझेदारी व कूटनीति की प्रतिभा देता है। दूसरों की स्वीकृति पर निर्भरता और अनिर्णय इसकी हल्की चुनौतियाँ हैं।',
    },
    8: {
      en: 'In Scorpio, a sign of Mars, Venus loves intensely and privately, giving magnetism, loyalty and interest in hidden or transformative arts. Jealousy, possessiveness and secrecy in relationships are the challenges.',
      hi: 'मंगल की राशि वृश्चिक में शुक्र तीव्रता और निजता से प्रेम करता है, और चुंबकीय आकर्षण, निष्ठा तथा रहस्यमय या रूपांतरकारी कलाओं में रुचि देता है। संबंधों में ईर्ष्या, अधिकार-भाव और गोपनीयता इसकी चुनौतियाँ हैं।',
    },
    9: {
      en: 'In Sagittarius, a sign of Jupiter, Venus loves freedom, travel, culture and shared ideals, and brings a generous, principled approach to love. Restlessness and reluctance to commit can unsettle relationships.',
      hi: 'गुरु की राशि धनु में शुक्र स्वतंत्रता, यात्रा, संस्कृति और साझा आदर्शों से प्रेम करता है, और प्रेम के प्रति उदार, सिद्धांतवादी दृष्टिकोण देता है। बेचैनी और प्रतिबद्धता से हिचक संबंधों को अस्थिर कर सकती है।',
    },
    10: {
      en: 'In Capricorn, a sign of its friend Saturn, Venus is loyal, practical and reserved in love, valuing commitment and security, and favours business in the arts or luxury goods. Emotional reserve can hide real warmth.',
      hi: 'मित्र शनि की राशि मकर में शुक्र प्रेम में वफ़ादार, व्यावहारिक और संयमी होता है, जो प्रतिबद्धता और सुरक्षा को महत्व देता है, और कला या विलास-वस्तुओं के व्यापार के लिए अनुकूल है। भावनात्मक संकोच सच्ची गर्माहट को छिपा सकता है।',
    },
    11: {
      en: 'In Aquarius, the other sign of its friend Saturn, Venus loves in a friendly, open-minded and unconventional way, and gives creativity with technology and a wide social circle. Detachment can be mistaken for indifference.',
      hi: 'मित्र शनि की दूसरी राशि कुंभ में शुक्र मैत्रीपूर्ण, खुले विचारों वाले और अपरंपरागत ढंग से प्रेम करता है, और तकनीक के साथ सृजनशीलता व विस्तृत सामाजिक दायरा देता है। तटस्थता को उदासीनता समझा जा सकता है।',
    },
    12: {
      en: 'Venus is exalted in Pisces. It gives selfless love, devotion, compassion and a rare gift for music, poetry and the arts, and relationships can be deeply spiritual. Idealising partners and over-sacrifice are its only weak points.',
      hi: 'मीन राशि में शुक्र उच्च का होता है। यह निःस्वार्थ प्रेम, भक्ति, करुणा और संगीत, काव्य व कलाओं की दुर्लभ प्रतिभा देता है, और संबंध गहरे आध्यात्मिक हो सकते हैं। साथी को आदर्श मान लेना और अत्यधिक त्याग ही इसकी कमज़ोरियाँ हैं।',
    },
  },
  SA: {
    1: {
      en: 'Saturn is debilitated in Aries. Patience and haste pull against each other, and frustration or false starts may come before success. Yet it teaches disciplined courage and self-reliance; slowing down turns effort into lasting results.',
      hi: 'मेष राशि में शनि नीच का होता है। धैर्य और जल्दबाज़ी आपस में खिंचते हैं, और सफलता से पहले झुँझलाहट या अधूरी शुरुआतें हो सकती हैं। फिर भी यह अनुशासित साहस और आत्मनिर्भरता सिखाता है; धीमी गति प्रयास को स्थायी फल देती है।',
    },
    2: {
      en: 'In Taurus, a sign of its friend Venus, Saturn is patient and practical, building wealth and property slowly and securely, and favours agriculture, finance and crafts. Stinginess and resistance to change are the challenges.',
      hi: 'मित्र शुक्र की राशि वृषभ में शनि धैर्यवान और व्यावहारिक होता है, धीरे-धीरे पर सुरक्षित ढंग से धन व संपत्ति बनाता है, और कृषि, वित्त व शिल्प के लिए अनुकूल है। कंजूसी और बदलाव का विरोध इसकी चुनौतियाँ हैं।',
    },
    3: {
      en: 'In Gemini, a sign of its friend Mercury, Saturn gives a serious, methodical mind suited to research, writing, accounts and technical work, and thought is careful and deep. Worry and excessive scepticism are the challenges.',
      hi: 'मित्र बुध की राशि मिथुन में शनि गंभीर, व्यवस्थित मन देता है, जो शोध, लेखन, लेखा और तकनीकी कामों के लिए अनुकूल है, और सोच सावधान व गहरी होती है। चिंता और अत्यधिक संशय इसकी चुनौतियाँ हैं।',
    },
    4: {
      en: 'In Cancer, the Moon’s sign, Saturn makes feelings cautious and family duty heavy, while giving loyalty and endurance in caring for others. Emotional insecurity and brooding deserve gentle attention.',
      hi: 'चंद्रमा की राशि कर्क में शनि भावनाओं को सतर्क और पारिवारिक कर्तव्य को भारी बनाता है, साथ ही दूसरों की देखभाल में निष्ठा और सहनशक्ति देता है। भावनात्मक असुरक्षा और मन ही मन घुटने पर कोमलता से ध्यान देना चाहिए।',
    },
    5: {
      en: 'In Leo, the Sun’s sign, Saturn meets the wish for recognition. Authority is earned slowly through hard work, and ties with superiors or your father may be strained. Humble persistence eventually brings respected positions.',
      hi: 'सूर्य की राशि सिंह में शनि का सामना पहचान की चाह से होता है। अधिकार कड़ी मेहनत से धीरे-धीरे कमाया जाता है, और वरिष्ठों या पिता से संबंध तनावपूर्ण हो सकते हैं। विनम्र लगन अंततः सम्मानित पद दिलाती है।',
    },
    6: {
      en: 'In Virgo, a sign of its friend Mercury, Saturn is precise, diligent and service-minded, and favours health work, accounts, administration and craftsmanship. Worry, rigidity and harsh self-criticism are the challenges.',
      hi: 'मित्र बुध की राशि कन्या में शनि सटीक, परिश्रमी और सेवा-भाव वाला होता है, और स्वास्थ्य सेवा, लेखा, प्रशासन व शिल्प-कौशल के लिए अनुकूल है। चिंता, कठोरता और कड़ी आत्म-आलोचना इसकी चुनौतियाँ हैं।',
    },
    7: {
      en: 'Saturn is exalted in Libra. It gives a strong sense of justice, fairness, patience and balanced judgement, favouring law, administration and lasting partnerships. Success grows with age; only coldness in relationships needs watching.',
      hi: 'तुला राशि में शनि उच्च का होता है। यह न्याय की प्रबल भावना, निष्पक्षता, धैर्य और संतुलित विवेक देता है, जो क़ानून, प्रशासन और टिकाऊ साझेदारी के लिए अनुकूल है। सफलता उम्र के साथ बढ़ती है; बस संबंधों में रूखेपन पर ध्यान देना है।',
    },
    8: {
      en: 'In Scorpio, a sign of Mars, Saturn is intense, secretive and enduring, giving staying power in crises and skill in research, mining or investigation. Hidden resentments and fear of loss are the challenges.',
      hi: 'मंगल की राशि वृश्चिक में शनि तीव्र, रहस्यमय और सहनशील होता है, और संकट में टिके रहने की शक्ति तथा शोध, खनन या जाँच-पड़ताल में कुशलता देता है। छिपी नाराज़गी और खोने का डर इसकी चुनौतियाँ हैं।',
    },
    9: {
      en: 'In Sagittarius, a sign of Jupiter, Saturn gives a disciplined, traditional approach to religion, law and higher learning, and faith matures through experience. Rigid beliefs and carrying duty alone are the challenges.',
      hi: 'गुरु की राशि धनु में शनि धर्म, क़ानून और उच्च शिक्षा के प्रति अनुशासित, पारंपरिक दृष्टिकोण देता है, और आस्था अनुभव से परिपक्व होती है। कठोर मान्यताएँ और अकेले कर्तव्य का बोझ उठाना इसकी चुनौतियाँ हैं।',
    },
    10: {
      en: 'Saturn is in its own sign in Capricorn. It gives discipline, ambition, patience and organising skill, and rises steadily to positions of responsibility. Over-seriousness and a habit of overwork are its only weak points.',
      hi: 'मकर राशि में शनि अपनी ही राशि में होता है। यह अनुशासन, महत्वाकांक्षा, धैर्य और संगठन-कौशल देता है, और धीरे-धीरे ज़िम्मेदारी के पदों तक ले जाता है। अत्यधिक गंभीरता और ज़रूरत से ज़्यादा काम करने की आदत ही इसकी कमज़ोरियाँ हैं।',
    },
    11: {
      en: 'Saturn is in its own sign and moolatrikona in Aquarius. It gives principled, far-sighted thinking, service to society and success in science, technology and large organisations. Stubbornness and emotional distance are the challenges.',
      hi: 'कुंभ राशि में शनि अपनी राशि और मूलत्रिकोण में होता है। यह सिद्धांतवादी, दूरदर्शी सोच, समाज-सेवा और विज्ञान, तकनीक तथा बड़े संगठनों में सफलता देता है। ज़िद और भावनात्मक दूरी इसकी चुनौतियाँ हैं।',
    },
    12: {
      en: 'In Pisces, a sign of Jupiter, Saturn turns discipline towards spirituality, service and charity, and suits work in hospitals, institutions and retreats. Escapism, low confidence and worry about the future are the challenges.',
      hi: 'गुरु की राशि मीन में शनि अनुशासन को अध्यात्म, सेवा और दान की ओर मोड़ता है, और अस्पतालों, संस्थाओं व आश्रमों में काम के लिए अनुकूल है। पलायन, आत्मविश्वास की कमी और भविष्य की चिंता इसकी चुनौतियाँ हैं।',
    },
  },
};

// ---------------------------------------------------------------------------
// Dignities and states: what each means for a planet's results
// ---------------------------------------------------------------------------

export type DignityNoteKey =
  | 'exalted'
  | 'debilitated'
  | 'moolatrikona'
  | 'own'
  | 'great-friend'
  | 'friendly'
  | 'neutral'
  | 'enemy'
  | 'great-enemy'
  | 'combust'
  | 'retrograde';

export const DIGNITY_NOTE_KEYS: readonly DignityNoteKey[] = [
  'exalted',
  'debilitated',
  'moolatrikona',
  'own',
  'great-friend',
  'friendly',
  'neutral',
  'enemy',
  'great-enemy',
  'combust',
  'retrograde',
];

export const dignityNotes: Readonly<Record<DignityNoteKey, Bilingual>> = {
  exalted: {
    en: 'An exalted planet sits in the sign where it is strongest, so it tends to deliver what it signifies generously and with ease, above all in its own dasha.',
    hi: 'उच्च का ग्रह उस राशि में होता है जहाँ वह सबसे बलवान है, इसलिए वह अपने कारकत्व के फल उदारता और सहजता से देता है, विशेषकर अपनी दशा में।',
  },
  debilitated: {
    en: 'A debilitated planet works against the grain of its sign, so its results come with effort and delay, though other factors in the chart can cancel the weakness (neecha bhanga).',
    hi: 'नीच का ग्रह अपनी राशि के स्वभाव के विपरीत काम करता है, इसलिए उसके फल प्रयास और देरी से मिलते हैं, हालाँकि कुंडली के दूसरे योग इस कमज़ोरी को भंग भी कर सकते हैं (नीचभंग)।',
  },
  moolatrikona: {
    en: 'In its moolatrikona sign a planet acts like an official in its own office, giving steady, dependable results second only to exaltation.',
    hi: 'मूलत्रिकोण राशि में ग्रह अपने कार्यालय में बैठे अधिकारी की तरह काम करता है और स्थिर, भरोसेमंद फल देता है, जो उच्च अवस्था के बाद सबसे अच्छे माने जाते हैं।',
  },
  own: {
    en: 'In its own sign a planet is at home, secure and self-supported, so the houses it rules and occupies are well protected.',
    hi: 'स्वराशि में ग्रह अपने घर में होता है, सुरक्षित और आत्मनिर्भर, इसलिए जिन भावों का वह स्वामी है और जिनमें बैठा है, उन्हें अच्छा संरक्षण मिलता है।',
  },
  'great-friend': {
    en: 'In the sign of a great friend (adhimitra) a planet enjoys both natural and temporary friendship, and gives results close to those of its own sign.',
    hi: 'अधिमित्र की राशि में ग्रह को नैसर्गिक और तात्कालिक, दोनों मित्रताओं का साथ मिलता है, और वह लगभग स्वराशि जैसे फल देता है।',
  },
  friendly: {
    en: 'In a friend’s sign a planet is comfortable and cooperative, and its results are generally favourable.',
    hi: 'मित्र की राशि में ग्रह सहज और सहयोगी रहता है, और उसके फल प्रायः अनुकूल होते हैं।',
  },
  neutral: {
    en: 'In a neutral sign the planet gets no special push or pull from its host, so what it delivers depends mainly on its house, aspects and conjunctions.',
    hi: 'सम राशि में ग्रह को राशि के स्वामी से न विशेष सहारा मिलता है, न रुकावट, इसलिए उसके फल मुख्य रूप से उसके भाव, दृष्टियों और युतियों पर निर्भर करते हैं।',
  },
  enemy: {
    en: 'A planet in an enemy’s sign is like a guest in an unfriendly house: it still works, but its results tend to need extra effort and patience.',
    hi: 'शत्रु की राशि में बैठा ग्रह किसी अप्रिय घर में ठहरे अतिथि जैसा होता है: वह काम तो करता है, पर उसके फल पाने के लिए अतिरिक्त प्रयास और धैर्य चाहिए।',
  },
  'great-enemy': {
    en: 'In the sign of a great enemy (adhishatru) a planet meets both natural and temporary hostility, so its matters call for the most patience and conscious effort.',
    hi: 'अधिशत्रु की राशि में ग्रह को नैसर्गिक और तात्कालिक, दोनों शत्रुताओं का सामना करना पड़ता है, इसलिए उससे जुड़े मामलों में सबसे अधिक धैर्य और सजग प्रयास चाहिए।',
  },
  combust: {
    en: 'A combust planet is so close to the Sun that its light is overpowered, so its significations may feel weakened or overshadowed by ego and authority, though Mercury is thought to cope with this better than the others.',
    hi: 'अस्त ग्रह सूर्य के इतने निकट होता है कि उसका प्रकाश दब जाता है, इसलिए उसके कारकत्व कमज़ोर या अहं और अधिकार की छाया में दबे लग सकते हैं, हालाँकि बुध पर इसका असर दूसरे ग्रहों से कम माना जाता है।',
  },
  retrograde: {
    en: 'A retrograde planet appears to move backwards and is counted as strong (cheshta bala), but its results often turn inward, arrive after review or delay, or bring back matters from the past.',
    hi: 'वक्री ग्रह पीछे चलता दिखाई देता है और चेष्टा बल के कारण बलवान माना जाता है, पर उसके फल प्रायः भीतर की ओर मुड़ते हैं, पुनर्विचार या देरी के बाद मिलते हैं, या अतीत के मामलों को फिर सामने लाते हैं।',
  },
};

// ---------------------------------------------------------------------------
// Vimshottari dashas
// ---------------------------------------------------------------------------

export const mahadashaTexts: Readonly<Record<PlanetKey, Bilingual>> = {
  SU: {
    en: 'The Sun mahadasha lasts six years and brings identity, authority and purpose to the fore. Matters of father, government, superiors, recognition and leadership become prominent, and you may be called to stand on your own feet. A strong Sun gives promotion, honour, vitality and confidence. A weak Sun can bring clashes with authority, struggles of ego or low energy. A disciplined routine, respect for elders and honest leadership help this period shine.',
    hi: 'सूर्य की महादशा छह वर्ष की होती है और पहचान, अधिकार तथा जीवन-उद्देश्य को आगे लाती है। पिता, सरकार, वरिष्ठों, पहचान और नेतृत्व से जुड़े मामले प्रमुख हो जाते हैं, और आपको अपने पैरों पर खड़े होने को कहा जा सकता है। बलवान सूर्य पदोन्नति, सम्मान, प्राणशक्ति और आत्मविश्वास देता है। कमज़ोर सूर्य अधिकारियों से टकराव, अहं का संघर्ष या ऊर्जा में कमी ला सकता है। अनुशासित दिनचर्या, बड़ों का सम्मान और ईमानदार नेतृत्व इस समय को उज्ज्वल बनाते हैं।',
  },
  MO: {
    en: 'The Moon mahadasha lasts ten years and centres on the mind, emotions, home, mother and public life. It often brings a change of residence, travel, new relationships and growing popularity, along with a wish for security and comfort. A strong, bright Moon gives peace, prosperity and the support of people. A weak Moon can bring mood swings, restlessness or emotional dependence. Caring for the mind through rest, devotion and good company lets this period nourish you.',
    hi: 'चंद्रमा की महादशा दस वर्ष की होती है और मन, भावनाओं, घर, माता और सार्वजनिक जीवन पर केंद्रित रहती है। यह प्रायः निवास-परिवर्तन, यात्रा, नए संबंध और बढ़ती लोकप्रियता लाती है, साथ ही सुरक्षा और सुख की चाह भी। बलवान, उज्ज्वल चंद्रमा शांति, समृद्धि और लोगों का सहयोग देता है। कमज़ोर चंद्रमा मन का उतार-चढ़ाव, बेचैनी या भावनात्मक निर्भरता ला सकता है। विश्राम, भक्ति और अच्छी संगति से मन की देखभाल इस समय को पोषक बनाती है।',
  },
  MA: {
    en: 'The Mars mahadasha lasts seven years and brings energy, courage and action. It favours land and property, technical work, sport, competition and any initiative that needs boldness, and matters of siblings or disputes may come forward. A strong Mars gives victories, assets and achievements won by effort. A weak or afflicted Mars can bring haste, arguments, minor injuries or conflict. Putting this energy into exercise, disciplined goals and service keeps the period productive.',
    hi: 'मंगल की महादशा सात वर्ष की होती है और ऊर्जा, साहस व कर्म लाती है। यह भूमि-संपत्ति, तकनीकी काम, खेल, प्रतियोगिता और साहस माँगने वाली हर पहल के लिए अनुकूल है, और भाई-बहनों या विवादों से जुड़े मामले आगे आ सकते हैं। बलवान मंगल विजय, संपत्ति और परिश्रम से अर्जित उपलब्धियाँ देता है। कमज़ोर या पीड़ित मंगल जल्दबाज़ी, बहस, छोटी चोटें या टकराव ला सकता है। इस ऊर्जा को व्यायाम, अनुशासित लक्ष्यों और सेवा में लगाना इस समय को फलदायी बनाए रखता है।',
  },
  ME: {
    en: 'The Mercury mahadasha lasts seventeen years and centres on intellect, communication, learning and commerce. It favours education, writing, business, accounts, technology, travel and networking, and often brings new skills and friendships. A strong Mercury gives cleverness, good income from trade and success in studies. A weak one can bring nervous strain, scattered plans or misunderstandings over words and documents. Clear agreements, continuous learning and a calm mind make this a rewarding time.',
    hi: 'बुध की महादशा सत्रह वर्ष की होती है और बुद्धि, संवाद, अध्ययन और वाणिज्य पर केंद्रित रहती है। यह शिक्षा, लेखन, व्यापार, हिसाब-किताब, तकनीक, यात्रा और संपर्क बढ़ाने के लिए अनुकूल है, और प्रायः नए कौशल व मित्रताएँ लाती है। बलवान बुध चतुराई, व्यापार से अच्छी आय और पढ़ाई में सफलता देता है। कमज़ोर बुध तंत्रिका-तनाव, बिखरी योजनाएँ या शब्दों और काग़ज़ात को लेकर ग़लतफ़हमियाँ ला सकता है। स्पष्ट समझौते, निरंतर सीखना और शांत मन इसे फलदायी समय बनाते हैं।',
  },
  JU: {
    en: 'The Jupiter mahadasha lasts sixteen years and is generally a period of growth, wisdom and blessings. It favours education, children, marriage, teachers, spiritual life, wealth and respected positions, and good counsel tends to appear when needed. How much of this arrives depends on Jupiter’s house, sign and the houses it rules in your chart. A strong Jupiter brings expansion, prosperity and faith. A weak one may bring overconfidence, complacency, weight gain or misplaced trust. Learning, teaching, generosity and ethical choices draw out the best of these years.',
    hi: 'गुरु की महादशा सोलह वर्ष की होती है और सामान्यतः विकास, ज्ञान और आशीर्वाद का समय होती है। यह शिक्षा, संतान, विवाह, गुरुजनों, आध्यात्मिक जीवन, धन और सम्मानित पदों के लिए अनुकूल है, और ज़रूरत के समय अच्छी सलाह मिल जाती है। इनमें से कितना मिलेगा, यह आपकी कुंडली में गुरु के भाव, राशि और उसके स्वामित्व वाले भावों पर निर्भर करता है। बलवान गुरु विस्तार, समृद्धि और आस्था लाता है। कमज़ोर गुरु अति-आत्मविश्वास, आलस्य, वज़न बढ़ना या ग़लत लोगों पर भरोसा ला सकता है। सीखना, सिखाना, उदारता और नैतिक निर्णय इन वर्षों का सर्वश्रेष्ठ फल दिलाते हैं।',
  },
  VE: {
    en: 'The Venus mahadasha is the longest in the Vimshottari cycle, lasting twenty years. Venus rules love, marriage, comfort, beauty, the arts, vehicles and luxuries, so this period often brings relationships, family life, creative work and a better standard of living. A well-placed Venus gives prosperity, pleasure and social success. A weak or afflicted one can bring overindulgence, tangled relationships or spending beyond your means. Enjoy life’s pleasures while keeping discipline, gratitude and loyalty at the centre.',
    hi: 'शुक्र की महादशा विंशोत्तरी चक्र की सबसे लंबी दशा है, जो बीस वर्ष चलती है। शुक्र प्रेम, विवाह, सुख-सुविधा, सौंदर्य, कला, वाहन और विलासिता का कारक है, इसलिए यह समय प्रायः संबंध, पारिवारिक जीवन, रचनात्मक काम और बेहतर रहन-सहन लाता है। अच्छी स्थिति का शुक्र समृद्धि, आनंद और सामाजिक सफलता देता है। कमज़ोर या पीड़ित शुक्र अति-भोग, उलझे संबंध या सामर्थ्य से बढ़कर ख़र्च ला सकता है। जीवन के सुखों का आनंद लें, पर अनुशासन, कृतज्ञता और निष्ठा को केंद्र में रखें।',
  },
  SA: {
    en: 'The Saturn mahadasha lasts nineteen years and teaches through discipline, patience and responsibility. Its results come slowly but endure: a career built by hard work, property, positions of trust and mature relationships. Saturn rewards honest effort and exposes shortcuts. When weak it can bring delays, heavy duties, fatigue or loneliness; when strong it gives authority, stability and lasting achievement. Service, simple living, routine and respect for workers and elders make this one of life’s most productive periods.',
    hi: 'शनि की महादशा उन्नीस वर्ष की होती है और अनुशासन, धैर्य तथा ज़िम्मेदारी के माध्यम से सिखाती है। इसके फल धीरे आते हैं पर टिकते हैं: कड़ी मेहनत से बना कार्यक्षेत्र, संपत्ति, भरोसे के पद और परिपक्व संबंध। शनि ईमानदार प्रयास का फल देता है और शॉर्टकट की पोल खोल देता है। कमज़ोर हो तो देरी, भारी दायित्व, थकान या अकेलापन ला सकता है; बलवान हो तो अधिकार, स्थिरता और स्थायी उपलब्धि देता है। सेवा, सादा जीवन, दिनचर्या और श्रमिकों व बड़ों का सम्मान इसे जीवन के सबसे फलदायी दौरों में से एक बना देते हैं।',
  },
  RA: {
    en: 'The Rahu mahadasha lasts eighteen years and is driven by ambition, desire and the new. It can bring a rapid rise, foreign connections, technology, unconventional careers and sudden opportunities, along with phases of confusion, restlessness or illusion. Rahu magnifies the house it occupies and acts like the lord of its sign. Well placed, as in the 3rd, 6th, 10th or 11th house, it can bring remarkable success. Honest dealings, grounded habits and clear thinking keep its energy constructive.',
    hi: 'राहु की महादशा अठारह वर्ष की होती है और महत्वाकांक्षा, इच्छाओं तथा नएपन से चलती है। यह तेज़ उन्नति, विदेशी संपर्क, तकनीक, अपरंपरागत कार्यक्षेत्र और अचानक अवसर ला सकती है, साथ ही भ्रम, बेचैनी या माया के दौर भी। राहु जिस भाव में बैठता है, उसे बढ़ा देता है और अपनी राशि के स्वामी की तरह काम करता है। तीसरे, छठे, दसवें या ग्यारहवें भाव जैसी अच्छी स्थिति में यह उल्लेखनीय सफलता दे सकता है। ईमानदार लेन-देन, ज़मीन से जुड़ी आदतें और स्पष्ट सोच इसकी ऊर्जा को रचनात्मक रखते हैं।',
  },
  KE: {
    en: 'The Ketu mahadasha lasts seven years. Ketu is the planet of detachment, intuition and liberation, so this period often loosens ties to people, places or roles that have run their course. Interest in spirituality, meditation, research, healing or technical skills can grow. Plans may change suddenly, and a sense of confusion or lost direction can come and go. Results depend on Ketu’s house and its sign lord. Simplicity, spiritual practice and finishing old tasks make it a time of deep inner progress.',
    hi: 'केतु की महादशा सात वर्ष की होती है। केतु विरक्ति, अंतर्ज्ञान और मोक्ष का ग्रह है, इसलिए यह समय प्रायः उन लोगों, स्थानों या भूमिकाओं से बंधन ढीला करता है जिनका समय पूरा हो चुका है। अध्यात्म, ध्यान, शोध, उपचार या तकनीकी कौशल में रुचि बढ़ सकती है। योजनाएँ अचानक बदल सकती हैं, और कभी-कभी भ्रम या दिशा खोने का भाव आ-जा सकता है। फल केतु के भाव और उसकी राशि के स्वामी पर निर्भर करते हैं। सादगी, साधना और पुराने काम पूरे करना इसे गहरी आंतरिक प्रगति का समय बनाते हैं।',
  },
};

/** Fill with `{maha}` and `{antar}`: the planet names, in the same language as the text. */
export const antardashaNote: Bilingual = {
  en: 'Within the {maha} mahadasha, the {antar} antardasha colours the time: the broad themes of {maha} stay in the background, while the matters {antar} signifies and rules in your chart come forward, shaped by how the two planets relate to each other.',
  hi: '{maha} की महादशा के भीतर {antar} की अंतर्दशा इस समय को अपना रंग देती है: {maha} के बड़े विषय पृष्ठभूमि में बने रहते हैं, जबकि {antar} जिन बातों का कारक है और आपकी कुंडली में जिन भावों का स्वामी है, वे आगे आती हैं; फल इस पर भी निर्भर करता है कि दोनों ग्रहों का आपसी संबंध कैसा है।',
};

// ---------------------------------------------------------------------------
// Headings and labels of the report
// ---------------------------------------------------------------------------

const HEADINGS = {
  title: { en: 'Kundali Report', hi: 'कुंडली रिपोर्ट' },
  birthDetails: { en: 'Birth details', hi: 'जन्म विवरण' },
  name: { en: 'Name', hi: 'नाम' },
  dateOfBirth: { en: 'Date of birth', hi: 'जन्म तिथि' },
  timeOfBirth: { en: 'Time of birth', hi: 'जन्म समय' },
  placeOfBirth: { en: 'Place of birth', hi: 'जन्म स्थान' },
  birthChart: { en: 'Birth chart (D1)', hi: 'लग्न कुंडली (D1)' },
  navamsaChart: { en: 'Navamsa chart (D9)', hi: 'नवांश कुंडली (D9)' },
  ascendant: { en: 'Ascendant (Lagna)', hi: 'लग्न' },
  ascendantLord: { en: 'Lord of the ascendant', hi: 'लग्नेश' },
  moonSignNakshatra: { en: 'Moon sign and nakshatra', hi: 'चंद्र राशि और नक्षत्र' },
  moonSign: { en: 'Moon sign', hi: 'चंद्र राशि' },
  nakshatra: { en: 'Nakshatra', hi: 'नक्षत्र' },
  pada: { en: 'Pada', hi: 'चरण' },
  planets: { en: 'Planets', hi: 'ग्रह स्थिति' },
  planet: { en: 'Planet', hi: 'ग्रह' },
  sign: { en: 'Sign', hi: 'राशि' },
  house: { en: 'House', hi: 'भाव' },
  degree: { en: 'Degree', hi: 'अंश' },
  dignities: { en: 'Dignities', hi: 'ग्रहों की अवस्था' },
  dignity: { en: 'Dignity', hi: 'अवस्था' },
  combust: { en: 'Combust', hi: 'अस्त' },
  yogas: { en: 'Yogas', hi: 'योग' },
  noYogas: {
    en: 'No yogas of this list are present in the chart.',
    hi: 'इस सूची का कोई भी योग कुंडली में नहीं बन रहा है।',
  },
  doshas: { en: 'Doshas', hi: 'दोष' },
  manglik: { en: 'Manglik', hi: 'मांगलिक' },
  notManglik: { en: 'Not manglik', hi: 'मांगलिक नहीं' },
  partial: { en: 'Partial', hi: 'आंशिक' },
  cancelledBy: { en: 'Cancelled by', hi: 'दोष-भंग का कारण' },
  present: { en: 'Present', hi: 'उपस्थित' },
  notPresent: { en: 'Not present', hi: 'उपस्थित नहीं' },
  remedies: { en: 'Remedies', hi: 'उपाय' },
  remediesIntro: {
    en: 'Remedies are supports, not guarantees: mantra, prayer, charity, fasting and better daily habits. Consult an experienced astrologer before wearing any gemstone.',
    hi: 'उपाय सहारा हैं, गारंटी नहीं: मंत्र, प्रार्थना, दान, व्रत और बेहतर दिनचर्या। कोई भी रत्न पहनने से पहले किसी अनुभवी ज्योतिषी से सलाह लें।',
  },
  dashaPeriods: { en: 'Dasha periods', hi: 'दशा काल' },
  mahadasha: { en: 'Mahadasha', hi: 'महादशा' },
  antardasha: { en: 'Antardasha', hi: 'अंतर्दशा' },
  currentPeriod: { en: 'Current period', hi: 'वर्तमान दशा' },
  runningNow: { en: 'Running now', hi: 'अभी चल रही है' },
  fromTo: { en: 'from {start} to {end}', hi: '{start} से {end} तक' },
  generatedOn: { en: 'Generated on {date}', hi: '{date} को तैयार की गई' },
  disclaimer: {
    en: 'Astrology offers guidance, not certainty. This report describes tendencies read from your birth chart by the principles of Parashari Jyotish; your choices and efforts shape how they unfold. It is no substitute for medical, financial, legal or psychological advice from a qualified professional.',
    hi: 'ज्योतिष मार्गदर्शन देता है, निश्चितता नहीं। यह रिपोर्ट पाराशरी ज्योतिष के सिद्धांतों के आधार पर आपकी जन्म कुंडली से दिखने वाली प्रवृत्तियों का वर्णन करती है; वे कैसे फलित होंगी, यह आपके निर्णयों और प्रयासों से तय होता है। यह किसी योग्य विशेषज्ञ की चिकित्सकीय, आर्थिक, क़ानूनी या मनोवैज्ञानिक सलाह का विकल्प नहीं है।',
  },
} satisfies Record<string, Bilingual>;

export type ReportHeadingKey = keyof typeof HEADINGS;

/** Headings and short labels of the kundali report. `fromTo` and `generatedOn` take placeholders for `fill`. */
export const reportHeadings: Readonly<Record<ReportHeadingKey, Bilingual>> = HEADINGS;

/** The short labels under a report item (a planet's state, a yoga's strength, a dosha's verdict). */
export const reportTags = {
  retrograde: { en: 'Retrograde', hi: 'वक्री' },
  weakened: { en: 'Weakened', hi: 'निर्बल' },
  manglikCancelled: { en: 'Manglik, cancelled', hi: 'मांगलिक, दोष-भंग' },
  kaalSarp: { en: 'Kaal sarp dosha', hi: 'काल सर्प दोष' },
  kaalSarpPartial: { en: 'Partial kaal sarp', hi: 'आंशिक काल सर्प' },
  noKaalSarp: { en: 'No kaal sarp dosha', hi: 'काल सर्प दोष नहीं' },
} as const satisfies Record<string, Bilingual>;
