import type { BlogPostInput } from './types';

const VENUS_EN = `Look at the base of your thumb and you will see a fleshy pad, enclosed by the curve of the life line. Palmists call it the mount of Venus, or Shukra parvat. It is the largest of the mounts and one of the first things an experienced reader looks at, because it is said to show warmth, vitality and the capacity to enjoy life.

## What the mounts are

The palm has several raised pads, each named after a planet. Below the index finger is the mount of Jupiter, linked with ambition and leadership. Below the middle finger is Saturn, for responsibility and seriousness; below the ring finger the Sun, or Apollo, for creativity and recognition; and below the little finger Mercury, for communication and business sense. Along the outer edge of the palm lies the mount of the Moon, for imagination and intuition, and between these lie the two mounts of Mars, for courage and restraint. Venus sits opposite the Moon, at the base of the thumb. Some Indian traditions also describe areas for Rahu and Ketu in the centre and lower middle of the palm.

## Venus in the tradition

In Jyotish, Shukra is the planet of love, beauty, art, comfort and the pleasures of life. Palmistry borrows the same meanings for its mount. A reader looks at its size, firmness, colour and the lines that cross it, always comparing it with the rest of the hand.

## A full, firm mount

A mount of Venus that is well rounded, firm and of healthy colour is read as a sign of warmth, affection and sociability. Such people are often said to enjoy music, food, beauty and company, to be generous with their time, and to recover their energy quickly. A wide sweep of the life line, which gives the mount plenty of room, adds to this reading.

## A flat or narrow mount

A flatter or narrower mount is usually read as a more reserved nature: someone who prefers simplicity, keeps feelings private or directs energy into work rather than leisure. This is not a deficiency. Many thoughtful, loyal and caring people have modest mounts of Venus.

## When it is very prominent

A very large or soft mount is traditionally said to show a strong appetite for pleasure, which a reader would balance against a firm thumb and a clear head line, since those suggest self-control. As always, one feature is never read on its own.

## Lines on the mount

Fine lines running across the mount from the thumb towards the life line are often called influence or worry lines, and are read as the impact of other people and events on one's feelings. A grille of crossing lines is said to show restlessness. Small lines are common, change over time and are not predictions of trouble.

## Keeping it in perspective

The colour, warmth or texture of the palm can reflect circulation, skin conditions or simply the weather. If you notice a change in your hands that concerns you, please see a doctor rather than a palmist. Read the mount of Venus as palmistry intends it: as a gentle description of temperament, and an invitation to enjoy life with balance.`;

const VENUS_HI = `अपने अँगूठे के आधार को देखिए, वहाँ एक मांसल उभार दिखेगा जिसे जीवन रेखा का घुमाव घेरे रहता है। हस्तरेखा विशेषज्ञ इसे शुक्र पर्वत कहते हैं। यह सबसे बड़ा पर्वत है और अनुभवी जानकार सबसे पहले जिन चीज़ों को देखते हैं उनमें से एक है, क्योंकि माना जाता है कि यह स्नेह, जीवनशक्ति और जीवन का आनंद लेने की क्षमता दिखाता है।

## पर्वत क्या हैं

हथेली पर कई उभरे हुए हिस्से होते हैं, जिनके नाम ग्रहों पर रखे गए हैं। तर्जनी के नीचे गुरु पर्वत है, जो महत्वाकांक्षा और नेतृत्व से जुड़ा है। मध्यमा के नीचे शनि पर्वत है, ज़िम्मेदारी और गंभीरता के लिए; अनामिका के नीचे सूर्य पर्वत, रचनात्मकता और पहचान के लिए; और छोटी उँगली के नीचे बुध पर्वत, संवाद और व्यापारिक समझ के लिए। हथेली के बाहरी किनारे पर चंद्र पर्वत है, कल्पना और अंतर्ज्ञान के लिए, और इनके बीच मंगल के दो पर्वत हैं, साहस और संयम के लिए। शुक्र पर्वत चंद्र पर्वत के सामने, अँगूठे के आधार पर है। कुछ भारतीय परंपराएँ हथेली के बीच और निचले मध्य भाग में राहु और केतु के क्षेत्र भी बताती हैं।

## परंपरा में शुक्र

ज्योतिष में शुक्र प्रेम, सौंदर्य, कला, सुख-सुविधा और जीवन के आनंद का ग्रह है। हस्तरेखा शास्त्र अपने पर्वत के लिए यही अर्थ लेता है। जानकार इसका आकार, कसाव, रंग और इस पर से गुज़रने वाली रेखाएँ देखते हैं, और हमेशा बाक़ी हाथ से इसकी तुलना करते हैं।

## भरा हुआ और कसा हुआ पर्वत

अच्छी तरह उभरा, कसा हुआ और स्वस्थ रंग वाला शुक्र पर्वत स्नेह, आत्मीयता और मिलनसार स्वभाव का संकेत माना जाता है। ऐसे लोगों के बारे में अक्सर कहा जाता है कि उन्हें संगीत, अच्छा भोजन, सुंदरता और लोगों का साथ पसंद होता है, वे अपना समय खुले दिल से देते हैं, और जल्दी ही फिर से ऊर्जा पा लेते हैं। जीवन रेखा का चौड़ा घुमाव, जो पर्वत को भरपूर जगह देता है, इस अर्थ को और पुष्ट करता है।

## सपाट या संकरा पर्वत

अपेक्षाकृत सपाट या संकरे पर्वत को आम तौर पर संयमी स्वभाव का संकेत माना जाता है: ऐसा व्यक्ति जो सादगी पसंद करता है, भावनाएँ अपने तक रखता है या अपनी ऊर्जा मौज-मस्ती के बजाय काम में लगाता है। यह कोई कमी नहीं है। बहुत से विचारशील, वफ़ादार और परवाह करने वाले लोगों का शुक्र पर्वत साधारण होता है।

## जब पर्वत बहुत उभरा हो

बहुत बड़े या नरम पर्वत को परंपरा से सुख-भोग की तीव्र इच्छा का संकेत माना जाता है। जानकार इसे मज़बूत अँगूठे और साफ़ मस्तिष्क रेखा के साथ तौलते हैं, क्योंकि ये आत्म-संयम दिखाते हैं। हमेशा की तरह, किसी एक लक्षण को अकेले नहीं पढ़ा जाता।

## पर्वत पर रेखाएँ

अँगूठे से जीवन रेखा की ओर पर्वत को पार करती महीन रेखाओं को अक्सर प्रभाव रेखाएँ या चिंता रेखाएँ कहा जाता है, और इन्हें दूसरे लोगों और घटनाओं का भावनाओं पर असर माना जाता है। आपस में कटती रेखाओं की जाली बेचैनी का संकेत मानी जाती है। छोटी रेखाएँ आम हैं, समय के साथ बदलती हैं, और किसी परेशानी की भविष्यवाणी नहीं हैं।

## संतुलित नज़रिया

हथेली का रंग, गर्माहट या त्वचा की बनावट रक्त संचार, त्वचा की किसी समस्या या बस मौसम के कारण भी बदल सकती है। अगर हाथों में कोई ऐसा बदलाव दिखे जो आपको चिंतित करे, तो हस्तरेखा विशेषज्ञ के बजाय डॉक्टर को दिखाइए। शुक्र पर्वत को वैसे ही पढ़िए जैसा हस्तरेखा शास्त्र चाहता है: स्वभाव के एक कोमल वर्णन के रूप में, और संतुलन के साथ जीवन का आनंद लेने के निमंत्रण के रूप में।`;

const HAND_SHAPES_EN = `Before a palmist looks at a single line, they look at the whole hand: its size, the shape of the palm, the length of the fingers and the character of the thumb. In samudrik shastra, the Indian tradition of reading the body, the hand is read as a whole, and many modern palmists add a simple system of four hand types named after the elements. It is an easy and surprisingly interesting place to start.

## Measuring your hand

Look at your dominant hand, palm facing you. First, is the palm roughly square, about as wide as it is long from the wrist to the base of the fingers, or is it clearly longer than it is wide? Second, compare the longest finger with the palm: fingers about as long as the palm, or longer, count as long; noticeably shorter fingers count as short. Those two observations give you one of four types.

## Earth hand: square palm, short fingers

The earth hand is practical, steady and down to earth. People with this hand are said to like working with their hands, to value routine and reliability, and to prefer facts to theory. Farmers, builders, engineers and anyone who keeps a family running smoothly often fit this description.

## Air hand: square palm, long fingers

The air hand combines a practical base with an active, curious mind. It is associated with communication, ideas and analysis. People with air hands are said to enjoy conversation, reading and problem-solving, and may need to watch a tendency to overthink.

## Fire hand: long palm, short fingers

The fire hand belongs to energy and enthusiasm. It is linked with quick decisions, confidence and a love of action and new ventures. Such people are often said to inspire others, and to benefit from learning patience.

## Water hand: long palm, long fingers

The water hand is sensitive, imaginative and intuitive. It is associated with artists, healers, counsellors and anyone who feels deeply. People with this hand are said to be caring and creative, and may need quiet time to recharge.

## The thumb and fingers

In Indian palmistry the thumb carries special weight as a sign of willpower and reasoning. A firm, well-proportioned thumb suggests determination; a flexible one that bends back easily suggests adaptability and generosity. Palmists also compare fingers: an index finger longer than the ring finger is linked with a taste for leadership, and a ring finger longer than the index with creativity and a willingness to take risks.

## Mixed hands are normal

Many hands fall between two types, and that is perfectly normal. Hand shape describes temperament, not ability or worth, and it is only the first layer of a reading. Lines, mounts and skin texture add detail, and your own choices shape the rest.`;

const HAND_SHAPES_HI = `किसी एक रेखा को देखने से पहले हस्तरेखा विशेषज्ञ पूरे हाथ को देखते हैं: उसका आकार, हथेली की बनावट, उँगलियों की लंबाई और अँगूठे का स्वभाव। सामुद्रिक शास्त्र, यानी शरीर के लक्षण पढ़ने की भारतीय परंपरा, में हाथ को समग्र रूप से पढ़ा जाता है, और बहुत से आधुनिक जानकार इसमें तत्वों के नाम पर चार प्रकार के हाथों की एक सरल पद्धति जोड़ते हैं। शुरुआत के लिए यह आसान और हैरानी की हद तक रोचक तरीक़ा है।

## अपना हाथ कैसे मापें

जिस हाथ से आप ज़्यादा काम करते हैं, उसकी हथेली अपनी ओर करके देखिए। पहला सवाल: क्या हथेली लगभग चौकोर है, यानी कलाई से उँगलियों के आधार तक जितनी लंबी उतनी ही चौड़ी, या साफ़ तौर पर चौड़ाई से ज़्यादा लंबी? दूसरा: सबसे लंबी उँगली की तुलना हथेली से कीजिए; हथेली जितनी या उससे लंबी उँगलियाँ लंबी मानी जाती हैं, और साफ़ तौर पर छोटी उँगलियाँ छोटी। इन दो बातों से चार में से एक प्रकार मिलता है।

## पृथ्वी हाथ: चौकोर हथेली, छोटी उँगलियाँ

पृथ्वी हाथ व्यावहारिक, स्थिर और ज़मीन से जुड़ा होता है। ऐसे हाथ वालों के बारे में कहा जाता है कि उन्हें हाथ से काम करना पसंद है, वे नियमित दिनचर्या और भरोसे को महत्व देते हैं, और सिद्धांत से ज़्यादा तथ्यों को मानते हैं। किसान, निर्माण से जुड़े लोग, इंजीनियर और परिवार को सुचारु रूप से चलाने वाला कोई भी व्यक्ति अक्सर इस वर्णन में फ़िट बैठता है।

## वायु हाथ: चौकोर हथेली, लंबी उँगलियाँ

वायु हाथ में व्यावहारिक आधार के साथ सक्रिय और जिज्ञासु मन जुड़ा होता है। इसे संवाद, विचारों और विश्लेषण से जोड़ा जाता है। कहा जाता है कि वायु हाथ वालों को बातचीत, पढ़ना और समस्याएँ सुलझाना पसंद है, और उन्हें ज़रूरत से ज़्यादा सोचने की आदत पर ध्यान रखना पड़ सकता है।

## अग्नि हाथ: लंबी हथेली, छोटी उँगलियाँ

अग्नि हाथ ऊर्जा और उत्साह का हाथ है। यह तुरंत फ़ैसले, आत्मविश्वास और काम व नई शुरुआतों के प्रति लगाव से जुड़ा है। ऐसे लोगों के बारे में अक्सर कहा जाता है कि वे दूसरों को प्रेरित करते हैं, और धैर्य सीखना उनके लिए फ़ायदेमंद रहता है।

## जल हाथ: लंबी हथेली, लंबी उँगलियाँ

जल हाथ संवेदनशील, कल्पनाशील और अंतर्ज्ञानी होता है। इसे कलाकारों, उपचार करने वालों, परामर्शदाताओं और हर उस व्यक्ति से जोड़ा जाता है जो गहराई से महसूस करता है। कहा जाता है कि ऐसे हाथ वाले परवाह करने वाले और रचनात्मक होते हैं, और उन्हें फिर से ऊर्जा पाने के लिए शांत समय की ज़रूरत हो सकती है।

## अँगूठा और उँगलियाँ

भारतीय हस्तरेखा शास्त्र में अँगूठे को इच्छाशक्ति और विवेक का संकेत मानकर विशेष महत्व दिया जाता है। मज़बूत और सही अनुपात वाला अँगूठा दृढ़ संकल्प दिखाता है; आसानी से पीछे मुड़ने वाला लचीला अँगूठा हालात के हिसाब से ढलने और उदारता का संकेत है। जानकार उँगलियों की तुलना भी करते हैं: अनामिका से लंबी तर्जनी नेतृत्व की रुचि से जुड़ी मानी जाती है, और तर्जनी से लंबी अनामिका रचनात्मकता और जोखिम उठाने की तत्परता से।

## मिले-जुले हाथ सामान्य हैं

बहुत से हाथ दो प्रकारों के बीच आते हैं, और यह बिल्कुल सामान्य है। हाथ की बनावट स्वभाव बताती है, योग्यता या मूल्य नहीं, और यह किसी भी रीडिंग की बस पहली परत है। रेखाएँ, पर्वत और त्वचा की बनावट इसमें बारीकियाँ जोड़ते हैं, और बाक़ी आपके अपने फ़ैसले गढ़ते हैं।`;

export const palmistryPosts: readonly BlogPostInput[] = [
  {
    slug: 'hand-shapes-in-palmistry',
    category: 'palmistry',
    title: {
      en: 'Hand Shapes in Palmistry: Earth, Air, Fire and Water Hands',
      hi: 'हस्तरेखा में हाथ की बनावट: पृथ्वी, वायु, अग्नि और जल हाथ',
    },
    serpDescription: {
      en: 'How to measure your palm and fingers, what the four elemental hand types suggest, and what the thumb and finger lengths add to a reading.',
      hi: 'अपनी हथेली और उँगलियाँ कैसे मापें, चार तत्वों वाले हाथ के प्रकार क्या संकेत देते हैं, और अँगूठा व उँगलियों की लंबाई रीडिंग में क्या जोड़ती है।',
    },
    body: { en: HAND_SHAPES_EN, hi: HAND_SHAPES_HI },
    createdAt: '2026-10-26T05:30:00.000Z',
  },
  {
    slug: 'mount-of-venus-palmistry',
    category: 'palmistry',
    title: {
      en: 'The Mount of Venus: What the Base of Your Thumb Says',
      hi: 'शुक्र पर्वत: अँगूठे का आधार क्या कहता है',
    },
    serpDescription: {
      en: 'Where the mount of Venus is, how palmists read a full, flat or very prominent mount, what lines on it mean, and a quick guide to the other mounts.',
      hi: 'शुक्र पर्वत कहाँ है, भरे, सपाट या बहुत उभरे पर्वत को कैसे पढ़ा जाता है, इस पर की रेखाओं का अर्थ, और बाक़ी पर्वतों का संक्षिप्त परिचय।',
    },
    body: { en: VENUS_EN, hi: VENUS_HI },
    createdAt: '2026-07-30T05:30:00.000Z',
  },
];
