// The 27 nakshatras (lunar mansions) of the sidereal zodiac, each 13°20′ wide.

import type { Bilingual, PlanetKey, ZodiacKey } from './types';
import { ZODIAC_SIGNS } from './zodiac';

export type NakshatraKey =
  | 'ashwini'
  | 'bharani'
  | 'krittika'
  | 'rohini'
  | 'mrigashira'
  | 'ardra'
  | 'punarvasu'
  | 'pushya'
  | 'ashlesha'
  | 'magha'
  | 'purva-phalguni'
  | 'uttara-phalguni'
  | 'hasta'
  | 'chitra'
  | 'swati'
  | 'vishakha'
  | 'anuradha'
  | 'jyeshtha'
  | 'mula'
  | 'purva-ashadha'
  | 'uttara-ashadha'
  | 'shravana'
  | 'dhanishta'
  | 'shatabhisha'
  | 'purva-bhadrapada'
  | 'uttara-bhadrapada'
  | 'revati';

export type Gana = 'deva' | 'manushya' | 'rakshasa';
export type Nadi = 'aadi' | 'madhya' | 'antya';

/** The yoni animals used in Ashtakoota (yoni koota) matching. */
export type YoniAnimal =
  | 'horse'
  | 'elephant'
  | 'sheep'
  | 'serpent'
  | 'dog'
  | 'cat'
  | 'rat'
  | 'cow'
  | 'buffalo'
  | 'tiger'
  | 'deer'
  | 'monkey'
  | 'mongoose'
  | 'lion';

/**
 * The varna of the nakshatra itself, as listed in the nakshatra texts (seven classes).
 * Ashtakoota's varna koota uses the Moon sign instead.
 */
export type NakshatraVarna = 'brahmin' | 'kshatriya' | 'vaishya' | 'shudra' | 'farmer' | 'butcher' | 'outcaste';

/** The muhurta classification of nakshatras, which decides the activities each suits. */
export type NakshatraNature = 'dhruva' | 'chara' | 'ugra' | 'mishra' | 'kshipra' | 'mridu' | 'tikshna';

export const GANAS: Readonly<Record<Gana, Bilingual>> = {
  deva: { en: 'Deva (divine)', hi: 'देव' },
  manushya: { en: 'Manushya (human)', hi: 'मनुष्य' },
  rakshasa: { en: 'Rakshasa (fierce)', hi: 'राक्षस' },
};

export const NADIS: Readonly<Record<Nadi, Bilingual>> = {
  aadi: { en: 'Aadi (Vata)', hi: 'आदि' },
  madhya: { en: 'Madhya (Pitta)', hi: 'मध्य' },
  antya: { en: 'Antya (Kapha)', hi: 'अंत्य' },
};

export const YONIS: Readonly<Record<YoniAnimal, Bilingual>> = {
  horse: { en: 'Horse', hi: 'अश्व (घोड़ा)' },
  elephant: { en: 'Elephant', hi: 'गज (हाथी)' },
  sheep: { en: 'Sheep', hi: 'मेष (भेड़)' },
  serpent: { en: 'Serpent', hi: 'सर्प (साँप)' },
  dog: { en: 'Dog', hi: 'श्वान (कुत्ता)' },
  cat: { en: 'Cat', hi: 'मार्जार (बिल्ली)' },
  rat: { en: 'Rat', hi: 'मूषक (चूहा)' },
  cow: { en: 'Cow', hi: 'गौ (गाय)' },
  buffalo: { en: 'Buffalo', hi: 'महिष (भैंस)' },
  tiger: { en: 'Tiger', hi: 'व्याघ्र (बाघ)' },
  deer: { en: 'Deer', hi: 'मृग (हिरण)' },
  monkey: { en: 'Monkey', hi: 'वानर (बंदर)' },
  mongoose: { en: 'Mongoose', hi: 'नकुल (नेवला)' },
  lion: { en: 'Lion', hi: 'सिंह (शेर)' },
};

export const NAKSHATRA_VARNAS: Readonly<Record<NakshatraVarna, Bilingual>> = {
  brahmin: { en: 'Brahmin', hi: 'ब्राह्मण' },
  kshatriya: { en: 'Kshatriya', hi: 'क्षत्रिय' },
  vaishya: { en: 'Vaishya', hi: 'वैश्य' },
  shudra: { en: 'Shudra', hi: 'शूद्र' },
  farmer: { en: 'Farmer', hi: 'कृषक' },
  butcher: { en: 'Butcher', hi: 'कसाई' },
  outcaste: { en: 'Outcaste (Mleccha)', hi: 'म्लेच्छ' },
};

export const NAKSHATRA_NATURES: Readonly<Record<NakshatraNature, { label: Bilingual; description: Bilingual }>> = {
  dhruva: {
    label: { en: 'Fixed (Dhruva)', hi: 'ध्रुव (स्थिर)' },
    description: {
      en: 'For lasting works: foundations, marriage, planting, coronation.',
      hi: 'स्थायी कामों के लिए: नींव, विवाह, पौधारोपण, राज्याभिषेक।',
    },
  },
  chara: {
    label: { en: 'Movable (Chara)', hi: 'चर (चल)' },
    description: {
      en: 'For motion and change: travel, vehicles, gardening.',
      hi: 'गति और परिवर्तन के कामों के लिए: यात्रा, वाहन, बाग़वानी।',
    },
  },
  ugra: {
    label: { en: 'Fierce (Ugra)', hi: 'उग्र (क्रूर)' },
    description: {
      en: 'For bold or harsh acts: confronting enemies, demolition, work with fire and weapons.',
      hi: 'साहसिक या कठोर कामों के लिए: शत्रु का सामना, ढहाना, अग्नि और शस्त्र से जुड़े काम।',
    },
  },
  mishra: {
    label: { en: 'Mixed (Mishra)', hi: 'मिश्र (साधारण)' },
    description: {
      en: 'For everyday and mixed work: fire rituals, metalwork, routine tasks.',
      hi: 'रोज़मर्रा और मिले-जुले कामों के लिए: हवन, धातु-कर्म, नियमित काम।',
    },
  },
  kshipra: {
    label: { en: 'Swift (Kshipra)', hi: 'क्षिप्र (लघु)' },
    description: {
      en: 'For quick results: trade, medicine, learning, short journeys.',
      hi: 'शीघ्र फल के लिए: व्यापार, औषधि, विद्या, छोटी यात्राएँ।',
    },
  },
  mridu: {
    label: { en: 'Gentle (Mridu)', hi: 'मृदु (मैत्र)' },
    description: {
      en: 'For pleasant work: friendship, romance, the arts, new clothes and ornaments.',
      hi: 'सुखद कामों के लिए: मित्रता, प्रेम, कलाएँ, नए वस्त्र और आभूषण।',
    },
  },
  tikshna: {
    label: { en: 'Sharp (Tikshna)', hi: 'तीक्ष्ण (दारुण)' },
    description: {
      en: 'For cutting and separating: ending ties, exorcism, occult practice, surgery.',
      hi: 'काटने और अलग करने के कामों के लिए: संबंध तोड़ना, बाधा-निवारण, तंत्र-साधना, शल्य-चिकित्सा।',
    },
  },
};

export interface Nakshatra {
  /** 1 (Ashwini) to 27 (Revati). */
  index: number;
  key: NakshatraKey;
  name: Bilingual;
  /** Vimshottari dasha lord. */
  lord: PlanetKey;
  deity: Bilingual;
  symbol: Bilingual;
  gana: Gana;
  yoni: { animal: YoniAnimal; gender: 'male' | 'female'; label: Bilingual };
  nadi: Nadi;
  varna: NakshatraVarna;
  nature: NakshatraNature;
  /** Sidereal longitude where the nakshatra begins, in degrees: (index − 1) × 13°20′. */
  startDegree: number;
  /** Sidereal longitude where it ends (exclusive), in degrees. */
  endDegree: number;
  /** "13°20′ Aries – 26°40′ Aries" / "मेष 13°20′ – मेष 26°40′". */
  span: Bilingual;
  /** The sign or signs the nakshatra lies in, in zodiac order. */
  signs: ZodiacKey[];
  description: Bilingual;
  goodFor: Bilingual;
}

/** 13°20′ in degrees. */
export const NAKSHATRA_SPAN = 40 / 3;

interface Row {
  key: NakshatraKey;
  name: Bilingual;
  lord: PlanetKey;
  deity: Bilingual;
  symbol: Bilingual;
  gana: Gana;
  yoni: [YoniAnimal, 'male' | 'female'];
  nadi: Nadi;
  varna: NakshatraVarna;
  nature: NakshatraNature;
  description: Bilingual;
  goodFor: Bilingual;
}

const ROWS: readonly Row[] = [
  {
    key: 'ashwini',
    name: { en: 'Ashwini', hi: 'अश्विनी' },
    lord: 'KE',
    deity: { en: 'The Ashwini Kumaras, physicians of the gods', hi: 'अश्विनी कुमार, देवताओं के वैद्य' },
    symbol: { en: 'A horse’s head', hi: 'घोड़े का सिर' },
    gana: 'deva',
    yoni: ['horse', 'male'],
    nadi: 'aadi',
    varna: 'vaishya',
    nature: 'kshipra',
    description: {
      en: 'Ashwini, the first nakshatra, belongs to the Ashwini Kumaras, the swift physicians of the gods. People born under it are energetic, quick and youthful, eager to help and to start things at once. They have a natural gift for healing, rescue and problem-solving, and often succeed in medicine, emergency services, sports, transport and the automobile trade. Speed is their strength, though impatience can leave tasks unfinished.',
      hi: 'अश्विनी पहला नक्षत्र है, जिसके देवता देवताओं के तीव्रगामी वैद्य अश्विनी कुमार हैं। इस नक्षत्र में जन्मे लोग ऊर्जावान, फुर्तीले और युवा मन वाले होते हैं; वे मदद करने और कोई भी काम तुरंत शुरू करने को उत्सुक रहते हैं। उपचार, बचाव और समस्याएँ सुलझाने की उनमें स्वाभाविक प्रतिभा होती है, इसलिए चिकित्सा, आपातकालीन सेवाओं, खेल, परिवहन और वाहन-उद्योग में वे अक्सर सफल होते हैं। गति उनकी शक्ति है, पर अधीरता काम अधूरे छोड़ सकती है।',
    },
    goodFor: {
      en: 'Starting medical treatment, travel, buying vehicles, beginning studies, quick business deals.',
      hi: 'इलाज शुरू करना, यात्रा, वाहन ख़रीदना, विद्यारंभ, तुरंत होने वाले व्यापारिक सौदे।',
    },
  },
  {
    key: 'bharani',
    name: { en: 'Bharani', hi: 'भरणी' },
    lord: 'VE',
    deity: { en: 'Yama, lord of dharma and death', hi: 'यम, धर्म और मृत्यु के अधिपति' },
    symbol: { en: 'The yoni, the womb that bears life', hi: 'योनि, जीवन को धारण करने वाला गर्भ' },
    gana: 'manushya',
    yoni: ['elephant', 'male'],
    nadi: 'madhya',
    varna: 'outcaste',
    nature: 'ugra',
    description: {
      en: 'Bharani is ruled by Venus and presided over by Yama, the lord of dharma and death. It is the nakshatra of bearing: of carrying new life, heavy duties and the truth of endings. Natives are strong-willed, honest and passionate, able to endure what others cannot. They do well in law, finance, obstetrics, nursing and the creative arts, and in any work that demands discipline. Extremes of desire or judgement are their test; moderation brings balance.',
      hi: 'भरणी के स्वामी शुक्र और देवता धर्म तथा मृत्यु के अधिपति यम हैं। यह धारण करने का नक्षत्र है: नए जीवन को, भारी दायित्वों को और अंत के सत्य को। इसके जातक दृढ़ इच्छाशक्ति वाले, सच्चे और भावुक होते हैं, और वह सह लेते हैं जो दूसरे नहीं सह पाते। क़ानून, वित्त, प्रसूति-चिकित्सा, नर्सिंग और रचनात्मक कलाओं में, तथा अनुशासन माँगने वाले हर काम में वे अच्छा करते हैं। इच्छा या निर्णय की अति उनकी परीक्षा है; संयम उन्हें संतुलन देता है।',
    },
    goodFor: {
      en: 'Difficult or decisive tasks, ending what has run its course, demolition, work with fire.',
      hi: 'कठिन और निर्णायक काम, जो पूरा हो चुका उसका अंत करना, पुराना ढाँचा गिराना, अग्नि से जुड़े काम।',
    },
  },
  {
    key: 'krittika',
    name: { en: 'Krittika', hi: 'कृत्तिका' },
    lord: 'SU',
    deity: { en: 'Agni, the god of fire', hi: 'अग्नि देव' },
    symbol: { en: 'A razor or a flame', hi: 'छुरा या अग्निशिखा' },
    gana: 'rakshasa',
    yoni: ['sheep', 'female'],
    nadi: 'antya',
    varna: 'brahmin',
    nature: 'mishra',
    description: {
      en: 'Krittika is ruled by the Sun and its deity is Agni, the sacred fire that purifies and cooks. Its symbol is a razor or a flame, and its people are sharp, proud, direct and protective of what they nurture. They cut through confusion and will not tolerate falsehood. The military, cooking, metalwork, surgery, criticism, administration and teaching suit them. Their words can burn; tempering sharpness with warmth lets them lead with dignity.',
      hi: 'कृत्तिका के स्वामी सूर्य और देवता अग्नि हैं, वह पवित्र आग जो शुद्ध करती और पकाती है। इसका प्रतीक छुरा या अग्निशिखा है, और इसके जातक तीक्ष्ण, स्वाभिमानी, स्पष्टवादी और अपनों की रक्षा करने वाले होते हैं। वे भ्रम को काट देते हैं और असत्य सहन नहीं करते। सेना, पाक-कला, धातु-कर्म, शल्य-चिकित्सा, समीक्षा, प्रशासन और अध्यापन उनके अनुकूल हैं। उनके शब्द जला सकते हैं; तीक्ष्णता में गर्मजोशी मिलाएँ, तो वे गरिमा से नेतृत्व करते हैं।',
    },
    goodFor: {
      en: 'Fire rituals (havan), cooking, metalwork, purification, debates and decisive action.',
      hi: 'हवन और अग्नि-अनुष्ठान, पाक-कार्य, धातु का काम, शुद्धिकरण, वाद-विवाद और निर्णायक क़दम।',
    },
  },
  {
    key: 'rohini',
    name: { en: 'Rohini', hi: 'रोहिणी' },
    lord: 'MO',
    deity: { en: 'Prajapati Brahma, the creator', hi: 'सृष्टिकर्ता प्रजापति ब्रह्मा' },
    symbol: { en: 'An ox cart or chariot', hi: 'बैलगाड़ी या रथ' },
    gana: 'manushya',
    yoni: ['serpent', 'male'],
    nadi: 'antya',
    varna: 'shudra',
    nature: 'dhruva',
    description: {
      en: 'Rohini, the Moon’s favourite among the nakshatras, lies wholly in Taurus and is blessed by Prajapati Brahma, the creator. It is the nakshatra of growth, fertility and beauty. Natives are charming, artistic, sensuous and steady, with a love of comfort and a gift for making things flourish. Agriculture, food, fashion, music, hospitality, real estate and banking suit them. Possessiveness and indulgence are their pitfalls, while generosity keeps their abundance flowing.',
      hi: 'रोहिणी चंद्रमा का सबसे प्रिय नक्षत्र है; यह पूरी तरह वृषभ राशि में स्थित है और इसके देवता सृष्टिकर्ता प्रजापति ब्रह्मा हैं। यह वृद्धि, उर्वरता और सौंदर्य का नक्षत्र है। इसके जातक आकर्षक, कलाप्रिय, रसिक और स्थिर स्वभाव के होते हैं; सुख-सुविधा उन्हें प्रिय है और चीज़ों को फलने-फूलने देना उन्हें आता है। कृषि, खाद्य, फ़ैशन, संगीत, आतिथ्य, भू-संपत्ति और बैंकिंग उनके अनुकूल हैं। अधिकार-भावना और भोग की अति से बचें; उदारता उनकी समृद्धि को बहता रखती है।',
    },
    goodFor: {
      en: 'Laying foundations, building a house, planting, marriage, buying property and jewellery.',
      hi: 'शिलान्यास, गृह-निर्माण, पौधारोपण, विवाह, संपत्ति और आभूषण ख़रीदना।',
    },
  },
  {
    key: 'mrigashira',
    name: { en: 'Mrigashira', hi: 'मृगशिरा' },
    lord: 'MA',
    deity: { en: 'Soma, the divine nectar of the Moon', hi: 'सोम, चंद्रमा का दिव्य अमृत' },
    symbol: { en: 'A deer’s head', hi: 'हिरण का सिर' },
    gana: 'deva',
    yoni: ['serpent', 'female'],
    nadi: 'madhya',
    varna: 'farmer',
    nature: 'mridu',
    description: {
      en: 'Mrigashira, the deer’s head, is ruled by Mars and presided over by Soma, the divine nectar of the Moon. Like a deer, its people are gentle, alert and forever searching for something finer. They are curious, sociable and good with words, and love travel, research and new experiences. Writing, teaching, research, tourism, sales, textiles and music suit them. Restlessness and doubt can keep them wandering; a clear aim turns their search into discovery.',
      hi: 'मृगशिरा, अर्थात हिरण का सिर, के स्वामी मंगल और देवता सोम हैं, चंद्रमा का दिव्य अमृत। हिरण की तरह इसके जातक कोमल, सजग और सदा किसी बेहतर चीज़ की खोज में रहते हैं। वे जिज्ञासु, मिलनसार और बातचीत में कुशल होते हैं, और उन्हें यात्रा, खोजबीन और नए अनुभव प्रिय हैं। लेखन, अध्यापन, शोध, पर्यटन, बिक्री, वस्त्र-व्यवसाय और संगीत उनके अनुकूल हैं। बेचैनी और संदेह उन्हें भटका सकते हैं; स्पष्ट लक्ष्य उनकी खोज को उपलब्धि बना देता है।',
    },
    goodFor: {
      en: 'Travel, learning and the arts, buying clothes and ornaments, romance and friendship, house-warming.',
      hi: 'यात्रा, विद्या और कलाएँ, वस्त्र और आभूषण ख़रीदना, प्रेम और मित्रता, गृह-प्रवेश।',
    },
  },
  {
    key: 'ardra',
    name: { en: 'Ardra', hi: 'आर्द्रा' },
    lord: 'RA',
    deity: { en: 'Rudra, the storm form of Shiva', hi: 'रुद्र, शिव का प्रचंड रूप' },
    symbol: { en: 'A teardrop', hi: 'आँसू की बूँद' },
    gana: 'manushya',
    yoni: ['dog', 'female'],
    nadi: 'aadi',
    varna: 'butcher',
    nature: 'tikshna',
    description: {
      en: 'Ardra, the moist one, is ruled by Rahu and its deity is Rudra, the storm form of Shiva. Its symbol is a teardrop, for it brings the cleansing that follows upheaval. Natives are intense, sharp-minded and honest to the point of bluntness, with a talent for research and for rebuilding after a crisis. Technology, science, medicine, psychology and investigative journalism suit them. Anger is their storm; compassion lets the rain nourish instead of flood.',
      hi: 'आर्द्रा, अर्थात नमी से भरा, के स्वामी राहु और देवता रुद्र हैं, शिव का प्रचंड रूप। इसका प्रतीक आँसू की बूँद है, क्योंकि यह उथल-पुथल के बाद आने वाली शुद्धि लाता है। इसके जातक तीव्र, तेज़ दिमाग़ वाले और इतने सच्चे होते हैं कि कभी रूखे लगते हैं; शोध करने और संकट के बाद फिर से खड़ा करने की उनमें प्रतिभा होती है। तकनीक, विज्ञान, चिकित्सा, मनोविज्ञान और खोजी पत्रकारिता उनके अनुकूल हैं। क्रोध उनका तूफ़ान है; करुणा से यह वर्षा बाढ़ नहीं, पोषण बनती है।',
    },
    goodFor: {
      en: 'Breaking bad habits, demolition, research and deep study, hard negotiations, worship of Shiva.',
      hi: 'बुरी आदतें छोड़ना, पुराने ढाँचे गिराना, शोध और गहन अध्ययन, कठिन वार्ताएँ, शिव-उपासना।',
    },
  },
  {
    key: 'punarvasu',
    name: { en: 'Punarvasu', hi: 'पुनर्वसु' },
    lord: 'JU',
    deity: { en: 'Aditi, the boundless mother of the gods', hi: 'अदिति, देवताओं की माता' },
    symbol: { en: 'A bow and a quiver of arrows', hi: 'धनुष और तरकश' },
    gana: 'deva',
    yoni: ['cat', 'female'],
    nadi: 'aadi',
    varna: 'vaishya',
    nature: 'chara',
    description: {
      en: 'Punarvasu means “the return of the light”. Ruled by Jupiter and blessed by Aditi, the boundless mother of the gods, it brings renewal after difficulty. Its people are kind, content, hopeful and generous, living simply and bouncing back from setbacks. They make good teachers, counsellors, writers, priests and hospitality professionals. Their trust can come too easily and their focus can spread too wide, but their optimism gives everyone around them a second chance.',
      hi: 'पुनर्वसु का अर्थ है “प्रकाश का लौट आना”। इसके स्वामी गुरु और देवता देवताओं की असीम माता अदिति हैं, और यह कठिनाई के बाद नवजीवन लाता है। इसके जातक दयालु, संतोषी, आशावान और उदार होते हैं; वे सादगी से जीते हैं और गिरकर फिर उठना जानते हैं। वे अच्छे शिक्षक, परामर्शदाता, लेखक, पुरोहित और आतिथ्य के पेशेवर बनते हैं। वे जल्दी भरोसा कर लेते हैं और उनका ध्यान बिखर सकता है, पर उनका आशावाद आसपास सबको दूसरा अवसर देता है।',
    },
    goodFor: {
      en: 'Travel and returning home, buying vehicles, starting studies, repairs and renovation, resuming a paused task.',
      hi: 'यात्रा और घर लौटना, वाहन ख़रीदना, पढ़ाई शुरू करना, मरम्मत और नवीनीकरण, रुका हुआ काम फिर शुरू करना।',
    },
  },
  {
    key: 'pushya',
    name: { en: 'Pushya', hi: 'पुष्य' },
    lord: 'SA',
    deity: { en: 'Brihaspati, the guru of the gods', hi: 'देवगुरु बृहस्पति' },
    symbol: { en: 'A cow’s udder, a lotus flower or a circle', hi: 'गाय का थन, कमल का फूल या चक्र' },
    gana: 'deva',
    yoni: ['sheep', 'male'],
    nadi: 'madhya',
    varna: 'kshatriya',
    nature: 'kshipra',
    description: {
      en: 'Pushya, “the nourisher”, is considered the most auspicious of all nakshatras. It is ruled by Saturn and presided over by Brihaspati, the guru of the gods, joining discipline with wisdom. Natives are caring, dutiful, patient and devoted to family, faith and tradition. They excel in teaching, counselling, religious work, dairy and food, social service, government and management. They can be rigid or overprotective, yet their steady care of others earns lasting respect.',
      hi: 'पुष्य, अर्थात “पोषण करने वाला”, सभी नक्षत्रों में सबसे शुभ माना जाता है। इसके स्वामी शनि और देवता देवगुरु बृहस्पति हैं, इसलिए इसमें अनुशासन और ज्ञान का मेल है। इसके जातक स्नेही, कर्तव्यनिष्ठ, धैर्यवान और परिवार, आस्था तथा परंपरा के प्रति समर्पित होते हैं। अध्यापन, परामर्श, धार्मिक कार्य, दुग्ध और खाद्य व्यवसाय, समाज-सेवा, सरकारी सेवा और प्रबंधन में वे उत्कृष्ट रहते हैं। वे कभी कठोर या अति-रक्षक हो सकते हैं, पर उनकी निरंतर देखभाल स्थायी सम्मान दिलाती है।',
    },
    goodFor: {
      en: 'Buying gold and property, opening a business, education and initiation, religious ceremonies: almost every auspicious beginning except marriage.',
      hi: 'सोना और संपत्ति ख़रीदना, व्यापार आरंभ, विद्यारंभ और दीक्षा, धार्मिक अनुष्ठान: विवाह को छोड़कर लगभग हर शुभ शुरुआत।',
    },
  },
  {
    key: 'ashlesha',
    name: { en: 'Ashlesha', hi: 'आश्लेषा' },
    lord: 'ME',
    deity: { en: 'The Nagas, the serpent deities', hi: 'नाग देवता' },
    symbol: { en: 'A coiled serpent', hi: 'कुंडली मारे सर्प' },
    gana: 'rakshasa',
    yoni: ['cat', 'male'],
    nadi: 'antya',
    varna: 'outcaste',
    nature: 'tikshna',
    description: {
      en: 'Ashlesha, “the entwiner”, is ruled by Mercury and presided over by the Nagas, the serpent deities. Like the coiled serpent, its people are perceptive, strategic and spellbinding in speech, able to read hidden motives. They understand healing and poison, psychology and persuasion. Research, medicine and pharmacy, politics, the occult sciences, investigation and negotiation suit them. Secrecy, suspicion and manipulation are their shadows; used with integrity, their insight becomes healing wisdom.',
      hi: 'आश्लेषा, अर्थात “लिपटने वाला”, के स्वामी बुध और देवता नाग हैं। कुंडली मारे सर्प की तरह इसके जातक पैनी समझ वाले, रणनीतिक और मोहक वाणी वाले होते हैं, जो छिपे इरादे भी पढ़ लेते हैं। उपचार और विष, मनोविज्ञान और समझाने-मनाने की कला की उन्हें गहरी समझ होती है। शोध, चिकित्सा और औषधि-निर्माण, राजनीति, गूढ़ विद्याएँ, जाँच-पड़ताल और वार्ता उनके अनुकूल हैं। गोपनीयता, शक और चालबाज़ी उनकी छाया हैं; ईमानदारी से उपयोग करें, तो उनकी अंतर्दृष्टि उपचारक ज्ञान बनती है।',
    },
    goodFor: {
      en: 'Dealing with opponents, investigation, research into hidden matters, worship of the Nagas, occult practice.',
      hi: 'विरोधियों से निपटना, जाँच-पड़ताल, छिपे विषयों पर शोध, नाग-पूजा, गूढ़ साधना।',
    },
  },
  {
    key: 'magha',
    name: { en: 'Magha', hi: 'मघा' },
    lord: 'KE',
    deity: { en: 'The Pitris, the ancestors', hi: 'पितृ, अर्थात पूर्वज' },
    symbol: { en: 'A royal throne', hi: 'राजसिंहासन' },
    gana: 'rakshasa',
    yoni: ['rat', 'male'],
    nadi: 'antya',
    varna: 'shudra',
    nature: 'ugra',
    description: {
      en: 'Magha, “the mighty”, is ruled by Ketu and presided over by the Pitris, the ancestors. Its symbol is the royal throne, and its people carry a sense of lineage, honour and authority. They are proud, generous and dignified, respectful of tradition and ready to lead. Politics, administration, law, history, archaeology and family businesses suit them. Arrogance or living in past glory can hold them back; honouring their ancestors through good deeds fulfils their destiny.',
      hi: 'मघा, अर्थात “महान”, के स्वामी केतु और देवता पितृ, यानी पूर्वज हैं। इसका प्रतीक राजसिंहासन है, और इसके जातकों में वंश, सम्मान और अधिकार का भाव होता है। वे स्वाभिमानी, उदार और गरिमामय होते हैं, परंपरा का आदर करते हैं और नेतृत्व को तत्पर रहते हैं। राजनीति, प्रशासन, क़ानून, इतिहास, पुरातत्व और पारिवारिक व्यवसाय उनके अनुकूल हैं। अहंकार या बीते गौरव में जीना उन्हें रोक सकता है; सत्कर्मों से पूर्वजों का सम्मान करना उनका भाग्य पूरा करता है।',
    },
    goodFor: {
      en: 'Ancestral rites (shraddha), ceremonies of honour, taking up office, charity, competitive efforts.',
      hi: 'श्राद्ध और पितृ-कर्म, सम्मान समारोह, पदभार ग्रहण, दान, प्रतिस्पर्धी प्रयास।',
    },
  },
  {
    key: 'purva-phalguni',
    name: { en: 'Purva Phalguni', hi: 'पूर्वा फाल्गुनी' },
    lord: 'VE',
    deity: { en: 'Bhaga, the god of delight and marital happiness', hi: 'भग, आनंद और दांपत्य सुख के देवता' },
    symbol: { en: 'The front legs of a bed, or a hammock', hi: 'पलंग के आगे के पाये, या झूला' },
    gana: 'manushya',
    yoni: ['rat', 'female'],
    nadi: 'madhya',
    varna: 'brahmin',
    nature: 'ugra',
    description: {
      en: 'Purva Phalguni is ruled by Venus and presided over by Bhaga, the god of delight and marital happiness. Its symbol, the front legs of a bed, speaks of rest, romance and enjoyment after effort. Natives are charming, creative, affectionate and generous, at their best in company. Entertainment, the arts, fashion, beauty, hospitality, event planning and diplomacy suit them. Laziness and indulgence are their pitfalls; shared with others, their joy becomes a blessing.',
      hi: 'पूर्वा फाल्गुनी के स्वामी शुक्र और देवता भग हैं, जो आनंद और दांपत्य सुख के देवता हैं। इसका प्रतीक पलंग के आगे के पाये हैं, जो परिश्रम के बाद विश्राम, प्रेम और आनंद की बात कहते हैं। इसके जातक आकर्षक, सृजनशील, स्नेही और उदार होते हैं, और लोगों के बीच सबसे अच्छे रूप में होते हैं। मनोरंजन, कलाएँ, फ़ैशन, सौंदर्य, आतिथ्य, आयोजन और कूटनीति उनके अनुकूल हैं। आलस्य और भोग की अति से बचें; दूसरों से बाँटा गया उनका आनंद आशीर्वाद बन जाता है।',
    },
    goodFor: {
      en: 'Romance, celebrations, the performing arts, rest and recreation, facing rivals.',
      hi: 'प्रेम-संबंध, उत्सव, प्रदर्शन कलाएँ, विश्राम और मनोरंजन, प्रतिद्वंद्वियों का सामना।',
    },
  },
  {
    key: 'uttara-phalguni',
    name: { en: 'Uttara Phalguni', hi: 'उत्तरा फाल्गुनी' },
    lord: 'SU',
    deity: { en: 'Aryaman, the god of contracts and friendship', hi: 'अर्यमा, अनुबंध और मित्रता के देवता' },
    symbol: { en: 'The back legs of a bed', hi: 'पलंग के पीछे के पाये' },
    gana: 'manushya',
    yoni: ['cow', 'male'],
    nadi: 'aadi',
    varna: 'kshatriya',
    nature: 'dhruva',
    description: {
      en: 'Uttara Phalguni is ruled by the Sun and presided over by Aryaman, the god of contracts, friendship and marriage vows. Its people are reliable, generous and principled, keeping promises and helping others succeed. They form stable partnerships and are respected for fairness. Government service, management, social work, counselling, law and charitable organisations suit them. They can overwork or lean too much on approval; balanced giving makes them true patrons.',
      hi: 'उत्तरा फाल्गुनी के स्वामी सूर्य और देवता अर्यमा हैं, जो अनुबंध, मित्रता और विवाह-वचनों के देवता हैं। इसके जातक भरोसेमंद, उदार और सिद्धांतवादी होते हैं; वे वचन निभाते हैं और दूसरों की सफलता में हाथ बँटाते हैं। वे स्थिर साझेदारियाँ बनाते हैं और अपनी निष्पक्षता के लिए सम्मान पाते हैं। सरकारी सेवा, प्रबंधन, समाज-सेवा, परामर्श, क़ानून और परोपकारी संस्थाएँ उनके अनुकूल हैं। वे अति परिश्रम कर सकते हैं या स्वीकृति पर अधिक निर्भर हो सकते हैं; संतुलित दान उन्हें सच्चा संरक्षक बनाता है।',
    },
    goodFor: {
      en: 'Marriage, signing contracts, house-warming, laying foundations, starting permanent ventures.',
      hi: 'विवाह, अनुबंध पर हस्ताक्षर, गृह-प्रवेश, शिलान्यास, स्थायी कामों की शुरुआत।',
    },
  },
  {
    key: 'hasta',
    name: { en: 'Hasta', hi: 'हस्त' },
    lord: 'MO',
    deity: { en: 'Savitr, the Sun as giver of life', hi: 'सविता, जीवन देने वाले सूर्य' },
    symbol: { en: 'An open hand', hi: 'खुला हाथ' },
    gana: 'deva',
    yoni: ['buffalo', 'female'],
    nadi: 'aadi',
    varna: 'vaishya',
    nature: 'kshipra',
    description: {
      en: 'Hasta, the hand, is ruled by the Moon and presided over by Savitr, the Sun as the inspirer of life. Its people are skilful, clever and resourceful, turning ideas into something useful with their own hands. They are witty and helpful, and their touch often heals. Handicrafts, surgery, massage and the healing arts, writing, commerce, palmistry and design suit them. Restlessness and cunning are their risks; honest work makes their skill a source of prosperity.',
      hi: 'हस्त, अर्थात हाथ, के स्वामी चंद्रमा और देवता सविता हैं, जीवन को प्रेरित करने वाले सूर्य का रूप। इसके जातक कुशल, चतुर और साधन-संपन्न होते हैं, जो अपने हाथों से विचारों को उपयोगी वस्तु में बदल देते हैं। वे विनोदी और मददगार होते हैं, और उनके स्पर्श में अक्सर उपचार होता है। हस्तशिल्प, शल्य-चिकित्सा, मालिश और उपचार की कलाएँ, लेखन, वाणिज्य, हस्तरेखा और डिज़ाइन उनके अनुकूल हैं। बेचैनी और चालाकी उनके जोखिम हैं; ईमानदार परिश्रम उनके कौशल को समृद्धि का स्रोत बनाता है।',
    },
    goodFor: {
      en: 'Crafts and skilled work, trade, starting treatment, learning an art, travel, making jewellery.',
      hi: 'हस्तकला और कौशल के काम, व्यापार, उपचार आरंभ, कोई कला सीखना, यात्रा, आभूषण गढ़ना।',
    },
  },
  {
    key: 'chitra',
    name: { en: 'Chitra', hi: 'चित्रा' },
    lord: 'MA',
    deity: { en: 'Vishvakarma (Tvashtar), the celestial architect', hi: 'विश्वकर्मा (त्वष्टा), दिव्य शिल्पी' },
    symbol: { en: 'A bright jewel or pearl', hi: 'चमकता रत्न या मोती' },
    gana: 'rakshasa',
    yoni: ['tiger', 'female'],
    nadi: 'madhya',
    varna: 'farmer',
    nature: 'mridu',
    description: {
      en: 'Chitra, “the brilliant”, is ruled by Mars and presided over by Vishvakarma, the celestial architect. Its symbol is a shining jewel, and its people have a strong sense of design, colour and form. They are charismatic, stylish and ambitious, wanting their work to be admired. Architecture, engineering, fashion, jewellery, photography, graphic design and cosmetics suit them. Vanity and impatience can mar their creations; craftsmanship with humility lets them build things of lasting beauty.',
      hi: 'चित्रा, अर्थात “उज्ज्वल”, के स्वामी मंगल और देवता दिव्य शिल्पी विश्वकर्मा हैं। इसका प्रतीक चमकता रत्न है, और इसके जातकों में रूप, रंग और बनावट की गहरी समझ होती है। वे प्रभावशाली, सुरुचिपूर्ण और महत्वाकांक्षी होते हैं, और चाहते हैं कि उनके काम की सराहना हो। वास्तुकला, इंजीनियरिंग, फ़ैशन, आभूषण, फ़ोटोग्राफ़ी, ग्राफ़िक डिज़ाइन और प्रसाधन उनके अनुकूल हैं। दिखावा और अधीरता उनकी रचना बिगाड़ सकते हैं; विनम्रता के साथ कारीगरी उन्हें स्थायी सौंदर्य रचने देती है।',
    },
    goodFor: {
      en: 'Design and the arts, buying clothes and jewellery, decorating a home, romance and friendship, learning music.',
      hi: 'डिज़ाइन और कलाएँ, वस्त्र और आभूषण ख़रीदना, घर सजाना, प्रेम और मित्रता, संगीत सीखना।',
    },
  },
  {
    key: 'swati',
    name: { en: 'Swati', hi: 'स्वाति' },
    lord: 'RA',
    deity: { en: 'Vayu, the god of wind', hi: 'वायु, पवन देव' },
    symbol: { en: 'A young shoot swaying in the wind', hi: 'हवा में झूमता कोमल अंकुर' },
    gana: 'deva',
    yoni: ['buffalo', 'male'],
    nadi: 'antya',
    varna: 'butcher',
    nature: 'chara',
    description: {
      en: 'Swati, “the independent one”, is ruled by Rahu and presided over by Vayu, the wind god. Its symbol is a young shoot swaying in the wind, bending but never breaking. Natives are independent, diplomatic, adaptable and fond of freedom and travel, with a natural flair for trade and negotiation. Business, sales, aviation, tourism, law, diplomacy and public relations suit them. Indecision and restlessness can scatter them; firm roots let them grow as tall as they wish.',
      hi: 'स्वाति, अर्थात “स्वतंत्र”, के स्वामी राहु और देवता पवन देव वायु हैं। इसका प्रतीक हवा में झूमता कोमल अंकुर है, जो झुकता है पर टूटता नहीं। इसके जातक स्वतंत्र, कूटनीतिक, परिस्थिति के अनुसार ढलने वाले और स्वतंत्रता तथा यात्रा के प्रेमी होते हैं; व्यापार और मोल-भाव में उनकी स्वाभाविक पकड़ होती है। व्यवसाय, बिक्री, विमानन, पर्यटन, क़ानून, कूटनीति और जनसंपर्क उनके अनुकूल हैं। अनिर्णय और बेचैनी उन्हें बिखेर सकते हैं; मज़बूत जड़ें उन्हें मनचाही ऊँचाई तक बढ़ने देती हैं।',
    },
    goodFor: {
      en: 'Trade and purchases, travel, buying vehicles, learning, gardening, meetings and negotiations.',
      hi: 'व्यापार और ख़रीदारी, यात्रा, वाहन ख़रीदना, विद्या, बाग़वानी, बैठकें और वार्ताएँ।',
    },
  },
  {
    key: 'vishakha',
    name: { en: 'Vishakha', hi: 'विशाखा' },
    lord: 'JU',
    deity: { en: 'Indra and Agni together', hi: 'इंद्र और अग्नि (इंद्राग्नि)' },
    symbol: { en: 'A triumphal archway or a potter’s wheel', hi: 'तोरण द्वार या कुम्हार का चाक' },
    gana: 'rakshasa',
    yoni: ['tiger', 'male'],
    nadi: 'antya',
    varna: 'outcaste',
    nature: 'mishra',
    description: {
      en: 'Vishakha, “the forked branch”, is ruled by Jupiter and presided over by Indra and Agni together, the powers of leadership and fire. Its symbol is a triumphal arch, and its people are goal-driven, determined and eager for success. They work tirelessly and often achieve much after long effort. Politics, research, sales, competitive sports, law and religious leadership suit them. Impatience, jealousy and a win-at-any-cost attitude are their tests; a worthy goal brings lasting victory.',
      hi: 'विशाखा, अर्थात “दो शाखाओं वाला”, के स्वामी गुरु और देवता इंद्र तथा अग्नि हैं, जो नेतृत्व और तेज की शक्तियाँ हैं। इसका प्रतीक तोरण द्वार है, और इसके जातक लक्ष्य पर केंद्रित, दृढ़निश्चयी और सफलता के लिए उत्सुक होते हैं। वे अथक परिश्रम करते हैं और लंबे प्रयास के बाद अक्सर बहुत कुछ पाते हैं। राजनीति, शोध, बिक्री, प्रतिस्पर्धी खेल, क़ानून और धार्मिक नेतृत्व उनके अनुकूल हैं। अधीरता, ईर्ष्या और हर हाल में जीतने की ज़िद उनकी परीक्षा है; योग्य लक्ष्य उन्हें स्थायी विजय देता है।',
    },
    goodFor: {
      en: 'Fire rituals, metalwork, setting and pursuing goals, competitive efforts, celebrating achievements.',
      hi: 'हवन, धातु का काम, लक्ष्य तय करना और उसके पीछे लगना, प्रतिस्पर्धी प्रयास, उपलब्धियों का उत्सव।',
    },
  },
  {
    key: 'anuradha',
    name: { en: 'Anuradha', hi: 'अनुराधा' },
    lord: 'SA',
    deity: { en: 'Mitra, the god of friendship', hi: 'मित्र, मैत्री के देवता' },
    symbol: { en: 'A lotus', hi: 'कमल' },
    gana: 'deva',
    yoni: ['deer', 'female'],
    nadi: 'madhya',
    varna: 'shudra',
    nature: 'mridu',
    description: {
      en: 'Anuradha is ruled by Saturn and presided over by Mitra, the god of friendship and cooperation. Its symbol is the lotus that blooms out of mud, and its people find success through devotion and loyal partnerships. They are warm, disciplined and organised, able to bring people together across differences and to thrive far from home. Management, diplomacy, research, travel, music and spiritual work suit them. Melancholy or jealousy can cloud them; faith keeps the lotus blooming.',
      hi: 'अनुराधा के स्वामी शनि और देवता मित्र हैं, जो मैत्री और सहयोग के देवता हैं। इसका प्रतीक कीचड़ में खिलने वाला कमल है, और इसके जातक भक्ति तथा निष्ठावान साझेदारियों से सफलता पाते हैं। वे आत्मीय, अनुशासित और व्यवस्थित होते हैं; मतभेदों के पार लोगों को जोड़ लेते हैं और घर से दूर भी फलते-फूलते हैं। प्रबंधन, कूटनीति, शोध, यात्रा, संगीत और आध्यात्मिक कार्य उनके अनुकूल हैं। उदासी या ईर्ष्या उन्हें घेर सकती है; आस्था कमल को खिलाए रखती है।',
    },
    goodFor: {
      en: 'Friendships and alliances, group work, marriage, travel, learning music and the arts, spiritual practice.',
      hi: 'मित्रता और गठबंधन, सामूहिक काम, विवाह, यात्रा, संगीत और कला सीखना, आध्यात्मिक साधना।',
    },
  },
  {
    key: 'jyeshtha',
    name: { en: 'Jyeshtha', hi: 'ज्येष्ठा' },
    lord: 'ME',
    deity: { en: 'Indra, the king of the gods', hi: 'देवराज इंद्र' },
    symbol: { en: 'A circular amulet, an umbrella or an earring', hi: 'गोल ताबीज़, छत्र या कुंडल' },
    gana: 'rakshasa',
    yoni: ['deer', 'male'],
    nadi: 'aadi',
    varna: 'farmer',
    nature: 'tikshna',
    description: {
      en: 'Jyeshtha, “the eldest”, is ruled by Mercury and presided over by Indra, the king of the gods. Its people take on seniority and responsibility early in life, often protecting their family or team. They are courageous, resourceful, intelligent and fiercely self-reliant. Leadership roles, administration, the military and police, engineering, occult studies and management suit them. Pride, secrecy and feeling unappreciated are their struggles; using power to protect the weak brings them true honour.',
      hi: 'ज्येष्ठा, अर्थात “सबसे बड़ा”, के स्वामी बुध और देवता देवराज इंद्र हैं। इसके जातक कम उम्र में ही बड़प्पन और ज़िम्मेदारी उठा लेते हैं और अक्सर अपने परिवार या दल की रक्षा करते हैं। वे साहसी, साधन-संपन्न, बुद्धिमान और पूरी तरह आत्मनिर्भर होते हैं। नेतृत्व के पद, प्रशासन, सेना और पुलिस, इंजीनियरिंग, गूढ़ विद्याएँ और प्रबंधन उनके अनुकूल हैं। अभिमान, गोपनीयता और उपेक्षा का भाव उनका संघर्ष है; निर्बलों की रक्षा में शक्ति लगाना उन्हें सच्चा सम्मान देता है।',
    },
    goodFor: {
      en: 'Asserting authority, confronting adversaries, protective measures, occult practice, ending harmful ties.',
      hi: 'अधिकार स्थापित करना, विरोधियों का सामना, सुरक्षा के उपाय, गूढ़ साधना, हानिकारक संबंध तोड़ना।',
    },
  },
  {
    key: 'mula',
    name: { en: 'Mula', hi: 'मूल' },
    lord: 'KE',
    deity: { en: 'Nirriti, the goddess of dissolution', hi: 'निऋति, विनाश की देवी' },
    symbol: { en: 'A bunch of roots tied together', hi: 'एक साथ बँधी जड़ों का गुच्छा' },
    gana: 'rakshasa',
    yoni: ['dog', 'male'],
    nadi: 'aadi',
    varna: 'butcher',
    nature: 'tikshna',
    description: {
      en: 'Mula, “the root”, is ruled by Ketu and presided over by Nirriti, the goddess of dissolution. It lies at the start of Sagittarius and seeks the root of everything. Natives are philosophical, investigative and fearless, willing to tear down what is false to reach the truth. Research, medicine, herbalism, philosophy, spiritual teaching and investigation suit them. Sudden upheavals often shape their lives; accepting change with faith lets them rebuild on firmer ground.',
      hi: 'मूल, अर्थात “जड़”, के स्वामी केतु और देवता विनाश की देवी निऋति हैं। यह धनु राशि के आरंभ में स्थित है और हर बात की जड़ तक पहुँचना चाहता है। इसके जातक दार्शनिक, खोजी और निडर होते हैं; सत्य तक पहुँचने के लिए वे झूठ की हर नींव उखाड़ने को तैयार रहते हैं। शोध, चिकित्सा, जड़ी-बूटी विज्ञान, दर्शन, आध्यात्मिक शिक्षण और जाँच-पड़ताल उनके अनुकूल हैं। अचानक आई उथल-पुथल अक्सर उनके जीवन को आकार देती है; आस्था से बदलाव स्वीकारें, तो वे मज़बूत ज़मीन पर फिर निर्माण करते हैं।',
    },
    goodFor: {
      en: 'Getting to the root of problems, research, herbal medicine, uprooting and demolition, spiritual practice.',
      hi: 'समस्याओं की जड़ तक पहुँचना, शोध, जड़ी-बूटी से उपचार, पुराना उखाड़ना और ढहाना, आध्यात्मिक साधना।',
    },
  },
  {
    key: 'purva-ashadha',
    name: { en: 'Purva Ashadha', hi: 'पूर्वाषाढ़ा' },
    lord: 'VE',
    deity: { en: 'Apas, the divine waters', hi: 'आपः, दिव्य जल देवता' },
    symbol: { en: 'An elephant’s tusk, a fan or a winnowing basket', hi: 'हाथी दाँत, पंखा या सूप' },
    gana: 'manushya',
    yoni: ['monkey', 'male'],
    nadi: 'madhya',
    varna: 'brahmin',
    nature: 'ugra',
    description: {
      en: 'Purva Ashadha, “the early victory”, is ruled by Venus and presided over by Apas, the divine waters. Like water, its people are purifying, persuasive and hard to stop once in motion. They are confident, proud and inspiring, able to win others over to their cause. Law, debate, shipping and water-related work, media, motivational speaking and the arts suit them. Stubbornness and overconfidence are their risks; humility keeps their invincible spirit pure.',
      hi: 'पूर्वाषाढ़ा, अर्थात “पहली विजय”, के स्वामी शुक्र और देवता दिव्य जल, आपः, हैं। जल की तरह इसके जातक शुद्ध करने वाले, प्रभावशाली और एक बार चल पड़ें तो रुकने वाले नहीं होते। वे आत्मविश्वासी, स्वाभिमानी और प्रेरक होते हैं, और दूसरों को अपने उद्देश्य से जोड़ लेते हैं। क़ानून, वाद-विवाद, जहाज़रानी और जल से जुड़े काम, मीडिया, प्रेरक वक्तृत्व और कलाएँ उनके अनुकूल हैं। हठ और अति-आत्मविश्वास उनके जोखिम हैं; विनम्रता उनकी अजेय भावना को निर्मल रखती है।',
    },
    goodFor: {
      en: 'Debates and competitions, bold initiatives, water-related work, purification rites, confronting opponents.',
      hi: 'वाद-विवाद और प्रतियोगिताएँ, साहसिक पहल, जल से जुड़े काम, शुद्धि-संस्कार, विरोधियों का सामना।',
    },
  },
  {
    key: 'uttara-ashadha',
    name: { en: 'Uttara Ashadha', hi: 'उत्तराषाढ़ा' },
    lord: 'SU',
    deity: { en: 'The Vishvedevas, the universal gods', hi: 'विश्वेदेव, सार्वभौमिक देवगण' },
    symbol: { en: 'An elephant’s tusk or a small bed', hi: 'हाथी दाँत या छोटा पलंग' },
    gana: 'manushya',
    yoni: ['mongoose', 'male'],
    nadi: 'antya',
    varna: 'kshatriya',
    nature: 'dhruva',
    description: {
      en: 'Uttara Ashadha, “the final victory”, is ruled by the Sun and presided over by the Vishvedevas, the universal gods of goodness. Its people are principled, patient and responsible, and their success comes late but lasts. They lead through integrity and earn respect rather than demand it. Government, administration, law, the military, social reform and large organisations suit them. Rigidity can slow them, but their commitment to dharma brings victory that cannot be undone.',
      hi: 'उत्तराषाढ़ा, अर्थात “अंतिम विजय”, के स्वामी सूर्य और देवता विश्वेदेव हैं, जो सार्वभौमिक कल्याण के देवता हैं। इसके जातक सिद्धांतवादी, धैर्यवान और ज़िम्मेदार होते हैं; उनकी सफलता देर से आती है पर टिकती है। वे ईमानदारी से नेतृत्व करते हैं और सम्मान माँगते नहीं, अर्जित करते हैं। सरकार, प्रशासन, क़ानून, सेना, समाज-सुधार और बड़ी संस्थाएँ उनके अनुकूल हैं। कठोरता उनकी गति धीमी कर सकती है, पर धर्म के प्रति उनकी प्रतिबद्धता ऐसी विजय दिलाती है जो कभी पलटती नहीं।',
    },
    goodFor: {
      en: 'Laying foundations, marriage, contracts, taking up office, long-term commitments, house-warming.',
      hi: 'शिलान्यास, विवाह, अनुबंध, पदभार ग्रहण, दीर्घकालिक प्रतिबद्धताएँ, गृह-प्रवेश।',
    },
  },
  {
    key: 'shravana',
    name: { en: 'Shravana', hi: 'श्रवण' },
    lord: 'MO',
    deity: { en: 'Vishnu, the preserver', hi: 'पालनकर्ता भगवान विष्णु' },
    symbol: { en: 'An ear, or three footprints', hi: 'कान, या तीन पदचिह्न' },
    gana: 'deva',
    yoni: ['monkey', 'female'],
    nadi: 'antya',
    varna: 'outcaste',
    nature: 'chara',
    description: {
      en: 'Shravana, “hearing”, is ruled by the Moon and presided over by Lord Vishnu, the preserver. Its symbol is the ear, and its people learn by listening, which makes them wise, well-informed and good counsellors. They value tradition, knowledge and reputation, and often travel widely. Teaching, counselling, media, languages, music, public speaking and religious work suit them. Gossip and sensitivity to criticism can trouble them; heeding their inner voice keeps them on Vishnu’s path.',
      hi: 'श्रवण, अर्थात “सुनना”, के स्वामी चंद्रमा और देवता पालनकर्ता भगवान विष्णु हैं। इसका प्रतीक कान है, और इसके जातक सुनकर सीखते हैं, जिससे वे समझदार, जानकार और अच्छे सलाहकार बनते हैं। वे परंपरा, ज्ञान और प्रतिष्ठा को महत्व देते हैं और अक्सर दूर-दूर तक यात्रा करते हैं। अध्यापन, परामर्श, मीडिया, भाषाएँ, संगीत, सार्वजनिक भाषण और धार्मिक कार्य उनके अनुकूल हैं। निंदा-चर्चा और आलोचना से वे परेशान हो सकते हैं; अंतर्मन की आवाज़ सुनना उन्हें विष्णु के मार्ग पर रखता है।',
    },
    goodFor: {
      en: 'Listening to teachers, starting studies, travel, buying vehicles, worship of Vishnu, medical treatment.',
      hi: 'गुरु से ज्ञान सुनना, विद्यारंभ, यात्रा, वाहन ख़रीदना, विष्णु-पूजा, चिकित्सा।',
    },
  },
  {
    key: 'dhanishta',
    name: { en: 'Dhanishta', hi: 'धनिष्ठा' },
    lord: 'MA',
    deity: { en: 'The eight Vasus, gods of abundance', hi: 'अष्ट वसु, समृद्धि के देवता' },
    symbol: { en: 'A drum (mridanga) or a flute', hi: 'मृदंग या बाँसुरी' },
    gana: 'rakshasa',
    yoni: ['lion', 'female'],
    nadi: 'madhya',
    varna: 'farmer',
    nature: 'chara',
    description: {
      en: 'Dhanishta, “the wealthiest”, is ruled by Mars and presided over by the eight Vasus, gods of abundance. Its symbol is the drum, and its people have a fine sense of rhythm, timing and music. They are ambitious, generous and sociable, able to earn wealth and share it. Music, dance, sports, real estate, finance, engineering and group leadership suit them. Pride or a demanding nature can strain their relationships; a generous heart keeps their fortune growing.',
      hi: 'धनिष्ठा, अर्थात “सबसे धनी”, के स्वामी मंगल और देवता समृद्धि के आठ देव, अष्ट वसु, हैं। इसका प्रतीक मृदंग है, और इसके जातकों में लय, समय और संगीत की गहरी समझ होती है। वे महत्वाकांक्षी, उदार और मिलनसार होते हैं, और धन कमाना तथा बाँटना जानते हैं। संगीत, नृत्य, खेल, भू-संपत्ति, वित्त, इंजीनियरिंग और दल का नेतृत्व उनके अनुकूल हैं। अभिमान या अधिक अपेक्षा उनके रिश्तों में तनाव ला सकती है; उदार हृदय उनके भाग्य को बढ़ाता रहता है।',
    },
    goodFor: {
      en: 'Music and dance, celebrations, buying jewellery, group events, starting new ventures with friends.',
      hi: 'संगीत और नृत्य, उत्सव, आभूषण ख़रीदना, सामूहिक आयोजन, मित्रों के साथ नया काम शुरू करना।',
    },
  },
  {
    key: 'shatabhisha',
    name: { en: 'Shatabhisha', hi: 'शतभिषा' },
    lord: 'RA',
    deity: { en: 'Varuna, the god of the cosmic waters', hi: 'वरुण, ब्रह्मांडीय जल के देवता' },
    symbol: { en: 'An empty circle', hi: 'रिक्त वृत्त' },
    gana: 'rakshasa',
    yoni: ['horse', 'female'],
    nadi: 'aadi',
    varna: 'butcher',
    nature: 'chara',
    description: {
      en: 'Shatabhisha, “the hundred physicians”, is ruled by Rahu and presided over by Varuna, the god of the cosmic waters and of truth. Its symbol is an empty circle, and its people are independent, private and scientific in outlook. They are natural healers and researchers, drawn to what is hidden. Medicine, pharmacy, astronomy and astrology, technology, research and alternative healing suit them. Isolation and stubbornness can weigh on them; serving others heals the healer too.',
      hi: 'शतभिषा, अर्थात “सौ वैद्य”, के स्वामी राहु और देवता ब्रह्मांडीय जल तथा सत्य के देवता वरुण हैं। इसका प्रतीक रिक्त वृत्त है, और इसके जातक स्वतंत्र, एकांतप्रिय और वैज्ञानिक दृष्टि वाले होते हैं। वे स्वाभाविक उपचारक और शोधकर्ता होते हैं और छिपी चीज़ें उन्हें आकर्षित करती हैं। चिकित्सा, औषधि-निर्माण, खगोल और ज्योतिष, तकनीक, शोध और वैकल्पिक चिकित्सा उनके अनुकूल हैं। एकाकीपन और हठ उन पर भारी पड़ सकते हैं; दूसरों की सेवा उपचारक को भी स्वस्थ करती है।',
    },
    goodFor: {
      en: 'Starting medical treatment, research, technology work, meditation and healing practices.',
      hi: 'चिकित्सा आरंभ, शोध, तकनीकी काम, ध्यान और उपचार की साधनाएँ।',
    },
  },
  {
    key: 'purva-bhadrapada',
    name: { en: 'Purva Bhadrapada', hi: 'पूर्वाभाद्रपद' },
    lord: 'JU',
    deity: { en: 'Aja Ekapada, the one-footed form of Rudra', hi: 'अज एकपाद, रुद्र का एक चरण वाला रूप' },
    symbol: { en: 'The front legs of a funeral cot, or a sword', hi: 'अर्थी के आगे के पाये, या तलवार' },
    gana: 'manushya',
    yoni: ['lion', 'male'],
    nadi: 'aadi',
    varna: 'brahmin',
    nature: 'ugra',
    description: {
      en: 'Purva Bhadrapada is ruled by Jupiter and presided over by Aja Ekapada, the one-footed fiery form of Rudra. Its symbol, the front legs of a funeral cot, is a reminder of transformation. Natives are intense, idealistic and passionate about their causes, capable of great sacrifice, often gentle in private yet fierce in public. Philosophy, research, the occult sciences, social activism, finance and the military suit them. Extremism and anxiety are their tests; wisdom channels their fire.',
      hi: 'पूर्वाभाद्रपद के स्वामी गुरु और देवता अज एकपाद हैं, रुद्र का एक चरण वाला अग्निमय रूप। इसका प्रतीक अर्थी के आगे के पाये हैं, जो रूपांतरण की याद दिलाते हैं। इसके जातक तीव्र, आदर्शवादी और अपने उद्देश्य के प्रति समर्पित होते हैं, और बड़ा त्याग कर सकते हैं; वे अक्सर निजी जीवन में कोमल और सार्वजनिक जीवन में उग्र होते हैं। दर्शन, शोध, गूढ़ विद्याएँ, सामाजिक आंदोलन, वित्त और सेना उनके अनुकूल हैं। अतिवाद और चिंता उनकी परीक्षा हैं; विवेक उनकी अग्नि को सही दिशा देता है।',
    },
    goodFor: {
      en: 'Austerities and vows, fire rituals, bold undertakings, ending harmful situations.',
      hi: 'तप और व्रत, हवन, साहसिक काम, हानिकारक स्थितियों का अंत।',
    },
  },
  {
    key: 'uttara-bhadrapada',
    name: { en: 'Uttara Bhadrapada', hi: 'उत्तराभाद्रपद' },
    lord: 'SA',
    deity: { en: 'Ahir Budhnya, the serpent of the deep', hi: 'अहिर्बुध्न्य, गहराइयों के नाग' },
    symbol: { en: 'The back legs of a funeral cot, or a serpent in water', hi: 'अर्थी के पीछे के पाये, या जल में सर्प' },
    gana: 'manushya',
    yoni: ['cow', 'female'],
    nadi: 'madhya',
    varna: 'kshatriya',
    nature: 'dhruva',
    description: {
      en: 'Uttara Bhadrapada is ruled by Saturn and presided over by Ahir Budhnya, the serpent of the cosmic depths. Where its twin Purva Bhadrapada burns, this nakshatra settles into calm, deep wisdom. Natives are patient, self-controlled, compassionate and wise beyond their years, often drawn to meditation and service. Counselling, charity work, research, writing, yoga, spiritual teaching and administration suit them. Inertia or withdrawal can hold them back; sharing their quiet wisdom lifts many.',
      hi: 'उत्तराभाद्रपद के स्वामी शनि और देवता अहिर्बुध्न्य हैं, ब्रह्मांड की गहराइयों में रहने वाले नाग। जहाँ इसका जुड़वाँ पूर्वाभाद्रपद जलता है, वहीं यह नक्षत्र शांत, गहरे ज्ञान में ठहर जाता है। इसके जातक धैर्यवान, संयमी, करुणामय और अपनी उम्र से अधिक समझदार होते हैं, और अक्सर ध्यान तथा सेवा की ओर खिंचते हैं। परामर्श, परोपकार, शोध, लेखन, योग, आध्यात्मिक शिक्षण और प्रशासन उनके अनुकूल हैं। जड़ता या अलगाव उन्हें रोक सकता है; अपना शांत ज्ञान बाँटना अनेक लोगों को ऊपर उठाता है।',
    },
    goodFor: {
      en: 'Marriage, house-warming, meditation and retreats, long-term investments, charity.',
      hi: 'विवाह, गृह-प्रवेश, ध्यान और एकांत साधना, दीर्घकालिक निवेश, दान।',
    },
  },
  {
    key: 'revati',
    name: { en: 'Revati', hi: 'रेवती' },
    lord: 'ME',
    deity: { en: 'Pushan, the nourisher and guide of travellers', hi: 'पूषा, यात्रियों के पोषक और मार्गदर्शक' },
    symbol: { en: 'A fish, or a drum', hi: 'मछली, या मृदंग' },
    gana: 'deva',
    yoni: ['elephant', 'female'],
    nadi: 'antya',
    varna: 'shudra',
    nature: 'mridu',
    description: {
      en: 'Revati, “the wealthy”, is the last nakshatra, ruled by Mercury and presided over by Pushan, the guide who protects travellers and herds. Its people are gentle, kind, creative and protective of the weak. They have a refined imagination and a deep spiritual sense, and they guide others safely to their goal. Teaching, counselling, the arts, film and music, travel, charity and animal care suit them. Over-trust and sensitivity can wound them; faith carries them home.',
      hi: 'रेवती, अर्थात “समृद्ध”, अंतिम नक्षत्र है; इसके स्वामी बुध और देवता पूषा हैं, जो यात्रियों और पशुओं की रक्षा करने वाले मार्गदर्शक हैं। इसके जातक सौम्य, दयालु, सृजनशील और निर्बलों के रक्षक होते हैं। उनमें परिष्कृत कल्पना और गहरी आध्यात्मिक समझ होती है, और वे दूसरों को सुरक्षित लक्ष्य तक पहुँचाते हैं। अध्यापन, परामर्श, कलाएँ, फ़िल्म और संगीत, पर्यटन, परोपकार और पशु-सेवा उनके अनुकूल हैं। अति-विश्वास और संवेदनशीलता उन्हें आहत कर सकते हैं; आस्था उन्हें घर पहुँचा देती है।',
    },
    goodFor: {
      en: 'Travel, marriage, house-warming, the arts and music, buying jewellery, naming ceremonies.',
      hi: 'यात्रा, विवाह, गृह-प्रवेश, कला और संगीत, आभूषण ख़रीदना, नामकरण संस्कार।',
    },
  },
];

/** Formats a longitude within a sign as 13°20′. */
function dms(degreesInSign: number): string {
  const totalMinutes = Math.round(degreesInSign * 60);
  const d = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return `${d}°${String(m).padStart(2, '0')}′`;
}

/** A sidereal longitude as a sign and a degree within it; `end` places exact boundaries at 30° of the sign before. */
function position(longitude: number, end: boolean): { signIndex: number; degree: number } {
  const minutes = Math.round(longitude * 60);
  let signIndex = Math.floor(minutes / 1800);
  let degree = (minutes % 1800) / 60;
  if (end && minutes % 1800 === 0) {
    signIndex -= 1;
    degree = 30;
  }
  return { signIndex, degree };
}

function build(row: Row, i: number): Nakshatra {
  const startDegree = i * NAKSHATRA_SPAN;
  const endDegree = (i + 1) * NAKSHATRA_SPAN;
  const start = position(startDegree, false);
  const end = position(endDegree, true);
  const startSign = ZODIAC_SIGNS[start.signIndex]!;
  const endSign = ZODIAC_SIGNS[end.signIndex]!;
  const signs = start.signIndex === end.signIndex ? [startSign.key] : [startSign.key, endSign.key];
  return {
    index: i + 1,
    key: row.key,
    name: row.name,
    lord: row.lord,
    deity: row.deity,
    symbol: row.symbol,
    gana: row.gana,
    yoni: { animal: row.yoni[0], gender: row.yoni[1], label: YONIS[row.yoni[0]] },
    nadi: row.nadi,
    varna: row.varna,
    nature: row.nature,
    startDegree,
    endDegree,
    span: {
      en: `${dms(start.degree)} ${startSign.name.en} – ${dms(end.degree)} ${endSign.name.en}`,
      hi: `${startSign.name.hi} ${dms(start.degree)} – ${endSign.name.hi} ${dms(end.degree)}`,
    },
    signs,
    description: row.description,
    goodFor: row.goodFor,
  };
}

export const NAKSHATRAS: readonly Nakshatra[] = ROWS.map(build);

export const NAKSHATRA_KEYS: readonly NakshatraKey[] = NAKSHATRAS.map((n) => n.key);

const BY_KEY = new Map<NakshatraKey, Nakshatra>(NAKSHATRAS.map((n) => [n.key, n]));

/** The nakshatra with this key. */
export function nakshatra(key: NakshatraKey): Nakshatra {
  const n = BY_KEY.get(key);
  if (!n) throw new RangeError(`Unknown nakshatra key: ${key}`);
  return n;
}

/** The nakshatra with this index, 1 (Ashwini) to 27 (Revati). */
export function nakshatraByIndex(index: number): Nakshatra {
  const n = NAKSHATRAS[index - 1];
  if (!n || !Number.isInteger(index)) throw new RangeError(`Nakshatra index must be an integer 1–27, got ${index}`);
  return n;
}

/** The nakshatra containing a sidereal longitude in degrees (any real number; wrapped into 0–360). */
export function nakshatraAt(longitude: number): Nakshatra {
  const wrapped = ((longitude % 360) + 360) % 360;
  return NAKSHATRAS[Math.min(26, Math.floor(wrapped / NAKSHATRA_SPAN))]!;
}
