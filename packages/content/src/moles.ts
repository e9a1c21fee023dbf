import type { Bilingual } from './types';

export type MoleRegionKey = 'general' | 'face' | 'legs' | 'back-and-chest' | 'private-parts' | 'arms' | 'stomach';

/** How samudrik shastra traditionally reads a mole. */
export type MoleNature = 'auspicious' | 'mixed' | 'inauspicious';

export interface MoleSpot {
  key: string;
  /** Set where tradition reads the left and right side differently. */
  side?: 'left' | 'right';
  spot: Bilingual;
  meaning: Bilingual;
  nature: MoleNature;
}

export interface MoleRegion {
  key: MoleRegionKey;
  title: Bilingual;
  intro: Bilingual;
  spots: readonly MoleSpot[];
}

/** Shown once above the regions. */
export const moleIntro: Bilingual = {
  en: "Samudrik shastra is the traditional Indian study of the body's marks and features, and mole reading (til shastra) is one part of it. A mole is read by its place, side, colour and shape. These readings are folk tradition, meant for reflection and a little fun, not for big decisions. A mole is only one small sign; your actions shape your life far more. And for your health: if a mole changes in size, shape or colour, itches, bleeds or has uneven edges, please show it to a doctor or dermatologist.",
  hi: 'सामुद्रिक शास्त्र शरीर के चिह्नों और बनावट का पारंपरिक भारतीय अध्ययन है, और तिल शास्त्र उसी का एक हिस्सा है। तिल को उसकी जगह, शरीर के किस ओर है, उसके रंग और आकार से पढ़ा जाता है। ये मान्यताएँ लोक परंपरा हैं, जो आत्म-चिंतन और थोड़े मनोरंजन के लिए हैं, बड़े फ़ैसलों के लिए नहीं। तिल बस एक छोटा-सा संकेत है; आपके कर्म आपके जीवन को कहीं अधिक गढ़ते हैं। और सेहत के लिए: अगर कोई तिल आकार, बनावट या रंग में बदल रहा हो, उसमें खुजली हो, ख़ून आए या उसके किनारे असमान हों, तो कृपया उसे डॉक्टर या त्वचा विशेषज्ञ को ज़रूर दिखाएँ।',
};

export const moleRegions: readonly MoleRegion[] = [
  {
    key: 'general',
    title: { en: 'General signs', hi: 'सामान्य संकेत' },
    intro: {
      en: 'Before looking at where a mole is, tradition looks at what it is like. Colour, shape, size and even which side of the body it sits on change how it is read. Men are traditionally read more favourably for moles on the right side, women for moles on the left.',
      hi: 'तिल कहाँ है, यह देखने से पहले परंपरा यह देखती है कि तिल कैसा है। रंग, आकार, बनावट और यहाँ तक कि वह शरीर के किस ओर है, इन सबसे उसका अर्थ बदल जाता है। परंपरा में पुरुषों के लिए दाईं ओर के और महिलाओं के लिए बाईं ओर के तिल अधिक शुभ माने जाते हैं।',
    },
    spots: [
      {
        key: 'round-shape',
        spot: { en: 'Round, well-defined mole', hi: 'गोल और साफ़ किनारों वाला तिल' },
        meaning: {
          en: 'A neat, round mole is read as a sign of balance and good fortune in whatever area of life its place rules.',
          hi: 'साफ़ और गोल तिल को संतुलन और सौभाग्य का संकेत माना जाता है, उस जीवन-क्षेत्र में जिससे उसकी जगह जुड़ी हो।',
        },
        nature: 'auspicious',
      },
      {
        key: 'irregular-shape',
        spot: { en: 'Irregular or elongated mole', hi: 'टेढ़ा-मेढ़ा या लंबा तिल' },
        meaning: {
          en: 'Tradition reads an uneven shape as results that come with ups and downs. Medically, irregular edges are also a reason to get a mole checked.',
          hi: 'परंपरा टेढ़े-मेढ़े आकार को उतार-चढ़ाव के साथ मिलने वाले फल से जोड़ती है। चिकित्सा की दृष्टि से भी असमान किनारों वाला तिल जँचवा लेना चाहिए।',
        },
        nature: 'mixed',
      },
      {
        key: 'light-brown',
        spot: { en: 'Light brown or honey-coloured mole', hi: 'हल्का भूरा या शहद के रंग का तिल' },
        meaning: {
          en: 'Considered the most favourable colour: gentle luck, pleasant relationships and steady progress.',
          hi: 'इसे सबसे शुभ रंग माना जाता है: सौम्य भाग्य, मधुर संबंध और स्थिर प्रगति।',
        },
        nature: 'auspicious',
      },
      {
        key: 'red',
        spot: { en: 'Reddish mole', hi: 'लालिमा लिए तिल' },
        meaning: {
          en: 'Linked with energy, ambition and success through effort, much like the nature of Mars.',
          hi: 'इसे ऊर्जा, महत्वाकांक्षा और मेहनत से मिलने वाली सफलता से जोड़ा जाता है, लगभग मंगल के स्वभाव जैसा।',
        },
        nature: 'auspicious',
      },
      {
        key: 'black',
        spot: { en: 'Dark black mole', hi: 'गहरा काला तिल' },
        meaning: {
          en: 'Read as results that need more patience and effort in the area it marks. It is a nudge to be careful there, not a bad omen.',
          hi: 'इसे उस क्षेत्र में अधिक धैर्य और प्रयास की ज़रूरत के रूप में पढ़ा जाता है जिससे इसकी जगह जुड़ी है। यह वहाँ सावधान रहने का इशारा है, कोई अपशकुन नहीं।',
        },
        nature: 'mixed',
      },
      {
        key: 'raised',
        spot: { en: 'Raised mole', hi: 'उभरा हुआ तिल' },
        meaning: {
          en: 'A slightly raised mole is said to make its effect stronger, for better or worse, in the area it marks.',
          hi: 'थोड़ा उभरा हुआ तिल अपनी जगह से जुड़े क्षेत्र में अपना असर, अच्छा हो या कमज़ोर, और गहरा कर देता है, ऐसा माना जाता है।',
        },
        nature: 'mixed',
      },
      {
        key: 'hair',
        spot: { en: 'Mole with hair', hi: 'बालों वाला तिल' },
        meaning: {
          en: 'Tradition reads hair on a mole as a sign that gains come with added responsibilities or delays.',
          hi: 'परंपरा तिल पर बालों को इस बात का संकेत मानती है कि लाभ के साथ अतिरिक्त ज़िम्मेदारियाँ या देरी भी आती हैं।',
        },
        nature: 'mixed',
      },
      {
        key: 'right-side-men',
        side: 'right',
        spot: { en: 'On the right side of the body (men)', hi: 'शरीर के दाईं ओर (पुरुष)' },
        meaning: {
          en: 'For men, moles on the right side are traditionally read as favourable: support, recognition and gains.',
          hi: 'पुरुषों के लिए दाईं ओर के तिल पारंपरिक रूप से शुभ माने जाते हैं: सहयोग, पहचान और लाभ।',
        },
        nature: 'auspicious',
      },
      {
        key: 'left-side-women',
        side: 'left',
        spot: { en: 'On the left side of the body (women)', hi: 'शरीर के बाईं ओर (महिलाएँ)' },
        meaning: {
          en: 'For women, moles on the left side are traditionally read as favourable: grace, family happiness and good fortune.',
          hi: 'महिलाओं के लिए बाईं ओर के तिल पारंपरिक रूप से शुभ माने जाते हैं: सौम्यता, पारिवारिक सुख और सौभाग्य।',
        },
        nature: 'auspicious',
      },
    ],
  },
  {
    key: 'face',
    title: { en: 'Moles on the face', hi: 'चेहरे पर तिल' },
    intro: {
      en: 'The face is the most studied area in samudrik shastra. Moles on the forehead relate to fortune and career, on the cheeks and lips to relationships and enjoyment, and on the chin to character.',
      hi: 'सामुद्रिक शास्त्र में चेहरा सबसे अधिक पढ़ा जाने वाला हिस्सा है। माथे के तिल भाग्य और करियर से, गालों और होंठों के तिल संबंधों और जीवन के आनंद से, और ठुड्डी के तिल स्वभाव से जुड़े माने जाते हैं।',
    },
    spots: [
      {
        key: 'forehead-centre',
        spot: { en: 'Centre of the forehead', hi: 'माथे के बीच में' },
        meaning: {
          en: 'Confidence, a good name and steady fortune. Such people are often noticed and trusted at work.',
          hi: 'आत्मविश्वास, अच्छी प्रतिष्ठा और स्थिर भाग्य। ऐसे लोगों पर कार्यस्थल पर अक्सर ध्यान और भरोसा किया जाता है।',
        },
        nature: 'auspicious',
      },
      {
        key: 'forehead-right',
        side: 'right',
        spot: { en: 'Right side of the forehead', hi: 'माथे के दाईं ओर' },
        meaning: {
          en: 'Success in career, gains of wealth and respect in society.',
          hi: 'करियर में सफलता, धन लाभ और समाज में सम्मान।',
        },
        nature: 'auspicious',
      },
      {
        key: 'forehead-left',
        side: 'left',
        spot: { en: 'Left side of the forehead', hi: 'माथे के बाईं ओर' },
        meaning: {
          en: 'Early struggles and a tendency to spend freely; rewards come with planning and persistence.',
          hi: 'शुरुआती संघर्ष और खुलकर ख़र्च करने की आदत; योजना और लगन से फल मिलता है।',
        },
        nature: 'mixed',
      },
      {
        key: 'between-eyebrows',
        spot: { en: 'Between the eyebrows', hi: 'दोनों भौंहों के बीच' },
        meaning: {
          en: 'A sharp mind, leadership and an interest in spirituality and travel.',
          hi: 'तेज़ बुद्धि, नेतृत्व क्षमता और अध्यात्म व यात्राओं में रुचि।',
        },
        nature: 'auspicious',
      },
      {
        key: 'eyebrow-right',
        side: 'right',
        spot: { en: 'On the right eyebrow', hi: 'दाईं भौंह पर' },
        meaning: {
          en: 'A happy married life and a partner who supports your ambitions.',
          hi: 'सुखी वैवाहिक जीवन और ऐसा जीवनसाथी जो आपकी महत्वाकांक्षाओं में साथ दे।',
        },
        nature: 'auspicious',
      },
      {
        key: 'eyebrow-left',
        side: 'left',
        spot: { en: 'On the left eyebrow', hi: 'बाईं भौंह पर' },
        meaning: {
          en: 'Tradition reads more effort in work and relationships. Patience and clear communication bring things round.',
          hi: 'परंपरा इसे काम और रिश्तों में अधिक मेहनत से जोड़ती है। धैर्य और साफ़ बातचीत से बात बन जाती है।',
        },
        nature: 'inauspicious',
      },
      {
        key: 'cheek-right',
        side: 'right',
        spot: { en: 'Right cheek', hi: 'दाएँ गाल पर' },
        meaning: {
          en: 'Affectionate, family-minded and financially comfortable over time.',
          hi: 'स्नेही, परिवार से जुड़ाव रखने वाले और समय के साथ आर्थिक रूप से सुखी।',
        },
        nature: 'auspicious',
      },
      {
        key: 'cheek-left',
        side: 'left',
        spot: { en: 'Left cheek', hi: 'बाएँ गाल पर' },
        meaning: {
          en: 'Sensitive and reflective, sometimes reserved; expenses need watching.',
          hi: 'संवेदनशील और विचारशील, कभी-कभी संकोची; ख़र्च पर नज़र रखनी चाहिए।',
        },
        nature: 'mixed',
      },
      {
        key: 'nose',
        spot: { en: 'On the nose', hi: 'नाक पर' },
        meaning: {
          en: "Enterprising and self-respecting, with a quick temper at times. Success often comes through one's own business.",
          hi: 'उद्यमी और स्वाभिमानी, कभी-कभी जल्दी ग़ुस्सा आने वाले। सफलता अक्सर अपने व्यवसाय से मिलती है।',
        },
        nature: 'mixed',
      },
      {
        key: 'upper-lip',
        spot: { en: 'Above the upper lip', hi: 'ऊपरी होंठ के ऊपर' },
        meaning: {
          en: 'Charm, a pleasant way with words and a love of good things; generosity needs a budget.',
          hi: 'आकर्षण, बातों में मिठास और अच्छी चीज़ों का शौक़; उदारता के साथ बजट भी ज़रूरी है।',
        },
        nature: 'mixed',
      },
      {
        key: 'chin',
        spot: { en: 'On the chin', hi: 'ठुड्डी पर' },
        meaning: {
          en: 'Determined, practical and responsible. Such people keep their word and earn steadily.',
          hi: 'दृढ़, व्यावहारिक और ज़िम्मेदार। ऐसे लोग अपनी बात के पक्के होते हैं और लगातार कमाते हैं।',
        },
        nature: 'auspicious',
      },
      {
        key: 'ear',
        spot: { en: 'On the ear or earlobe', hi: 'कान या कान की लौ पर' },
        meaning: {
          en: 'Read as a sign of good luck with money and a long, comfortable life.',
          hi: 'इसे धन के मामले में सौभाग्य और लंबे, सुखी जीवन का संकेत माना जाता है।',
        },
        nature: 'auspicious',
      },
    ],
  },
  {
    key: 'legs',
    title: { en: 'Moles on the legs and feet', hi: 'पैरों और तलवों पर तिल' },
    intro: {
      en: 'Legs carry us forward, so tradition links their moles with movement: travel, effort and the comforts that effort brings. The thighs relate to wealth, the knees to relationships, and the feet to journeys.',
      hi: 'पैर हमें आगे ले जाते हैं, इसलिए परंपरा इनके तिलों को गति से जोड़ती है: यात्रा, परिश्रम और उस परिश्रम से मिलने वाले सुख। जाँघें धन से, घुटने संबंधों से और पैर के तलवे यात्राओं से जुड़े माने जाते हैं।',
    },
    spots: [
      {
        key: 'thigh-right',
        side: 'right',
        spot: { en: 'Right thigh', hi: 'दाईं जाँघ पर' },
        meaning: {
          en: 'Comforts, wealth and a confident, likeable nature.',
          hi: 'सुख-सुविधाएँ, धन और आत्मविश्वासी, मिलनसार स्वभाव।',
        },
        nature: 'auspicious',
      },
      {
        key: 'thigh-left',
        side: 'left',
        spot: { en: 'Left thigh', hi: 'बाईं जाँघ पर' },
        meaning: {
          en: 'Hard-working and independent; money comes through steady effort and careful saving.',
          hi: 'मेहनती और आत्मनिर्भर; धन लगातार प्रयास और सोच-समझकर की गई बचत से आता है।',
        },
        nature: 'mixed',
      },
      {
        key: 'knee-right',
        side: 'right',
        spot: { en: 'Right knee', hi: 'दाएँ घुटने पर' },
        meaning: {
          en: 'Friendly, sociable and blessed with a happy married life.',
          hi: 'मिलनसार, सामाजिक और सुखी वैवाहिक जीवन वाले।',
        },
        nature: 'auspicious',
      },
      {
        key: 'knee-left',
        side: 'left',
        spot: { en: 'Left knee', hi: 'बाएँ घुटने पर' },
        meaning: {
          en: 'Impulsive decisions and spending; thinking twice before big purchases helps.',
          hi: 'जल्दबाज़ी में फ़ैसले और ख़र्च; बड़ी ख़रीदारी से पहले दोबारा सोचना फ़ायदेमंद है।',
        },
        nature: 'mixed',
      },
      {
        key: 'ankle-right',
        side: 'right',
        spot: { en: 'Right ankle', hi: 'दाएँ टखने पर' },
        meaning: {
          en: 'Eloquent, adventurous and drawn to spiritual and intellectual pursuits.',
          hi: 'वाक्पटु, साहसिक और आध्यात्मिक व बौद्धिक कामों की ओर आकर्षित।',
        },
        nature: 'auspicious',
      },
      {
        key: 'ankle-left',
        side: 'left',
        spot: { en: 'Left ankle', hi: 'बाएँ टखने पर' },
        meaning: {
          en: 'Many responsibilities from an early age; a self-reliant person who learns by doing.',
          hi: 'कम उम्र से ही कई ज़िम्मेदारियाँ; करके सीखने वाला आत्मनिर्भर व्यक्ति।',
        },
        nature: 'mixed',
      },
      {
        key: 'sole-right',
        side: 'right',
        spot: { en: 'Sole of the right foot', hi: 'दाएँ पैर के तलवे पर' },
        meaning: {
          en: 'Travel, including abroad, and rising to positions of leadership.',
          hi: 'यात्राएँ, विदेश यात्रा भी, और नेतृत्व के पदों तक पहुँचना।',
        },
        nature: 'auspicious',
      },
      {
        key: 'sole-left',
        side: 'left',
        spot: { en: 'Sole of the left foot', hi: 'बाएँ पैर के तलवे पर' },
        meaning: {
          en: 'A life with much travel; journeys bring experience but also expenses, so plan them well.',
          hi: 'बहुत यात्राओं वाला जीवन; यात्राएँ अनुभव के साथ ख़र्च भी लाती हैं, इसलिए उनकी अच्छी योजना बनाएँ।',
        },
        nature: 'mixed',
      },
    ],
  },
  {
    key: 'back-and-chest',
    title: { en: 'Moles on the back and chest', hi: 'पीठ और छाती पर तिल' },
    intro: {
      en: 'The back is linked with support and the burdens we carry, the shoulders with responsibility, and the chest with feelings, family and comfort. Moles here are usually hidden, and tradition reads many of them kindly.',
      hi: 'पीठ को सहारे और हमारे द्वारा उठाए जाने वाले बोझ से, कंधों को ज़िम्मेदारी से, और छाती को भावनाओं, परिवार और सुख से जोड़ा जाता है। यहाँ के तिल प्रायः छिपे रहते हैं, और परंपरा इनमें से कई को शुभ मानती है।',
    },
    spots: [
      {
        key: 'upper-back-right',
        side: 'right',
        spot: { en: 'Right side of the upper back', hi: 'पीठ के ऊपरी दाएँ हिस्से पर' },
        meaning: {
          en: 'Ambitious and energetic; success comes through your own strength.',
          hi: 'महत्वाकांक्षी और ऊर्जावान; सफलता अपने बलबूते मिलती है।',
        },
        nature: 'auspicious',
      },
      {
        key: 'upper-back-left',
        side: 'left',
        spot: { en: 'Left side of the upper back', hi: 'पीठ के ऊपरी बाएँ हिस्से पर' },
        meaning: {
          en: "Rewards that come after patient effort; a tendency to carry others' worries.",
          hi: 'धैर्यपूर्ण मेहनत के बाद मिलने वाला फल; दूसरों की चिंताएँ अपने ऊपर ले लेने की आदत।',
        },
        nature: 'mixed',
      },
      {
        key: 'spine',
        spot: { en: 'Along the spine', hi: 'रीढ़ की हड्डी पर' },
        meaning: {
          en: 'A sign of responsibility and respect; others lean on you and you rarely let them down.',
          hi: 'ज़िम्मेदारी और सम्मान का संकेत; लोग आप पर भरोसा करते हैं और आप उन्हें शायद ही निराश करते हैं।',
        },
        nature: 'auspicious',
      },
      {
        key: 'lower-back',
        spot: { en: 'Lower back', hi: 'कमर के निचले हिस्से पर' },
        meaning: {
          en: 'Fond of comfort and good living; a steady budget keeps the good times steady too.',
          hi: 'आराम और अच्छे रहन-सहन का शौक़; संतुलित बजट से अच्छे दिन भी टिके रहते हैं।',
        },
        nature: 'mixed',
      },
      {
        key: 'shoulder-right',
        side: 'right',
        spot: { en: 'Right shoulder', hi: 'दाएँ कंधे पर' },
        meaning: {
          en: 'Wise, dependable and good at handling responsibility.',
          hi: 'समझदार, भरोसेमंद और ज़िम्मेदारी अच्छी तरह निभाने वाले।',
        },
        nature: 'auspicious',
      },
      {
        key: 'shoulder-left',
        side: 'left',
        spot: { en: 'Left shoulder', hi: 'बाएँ कंधे पर' },
        meaning: {
          en: 'Heavy duties, sometimes more than your share; learning to ask for help lightens them.',
          hi: 'भारी ज़िम्मेदारियाँ, कभी-कभी अपने हिस्से से ज़्यादा; मदद माँगना सीखने से बोझ हल्का होता है।',
        },
        nature: 'mixed',
      },
      {
        key: 'neck',
        spot: { en: 'On the neck', hi: 'गर्दन पर' },
        meaning: {
          en: 'An artistic, pleasant personality; comforts that come through your own work.',
          hi: 'कलात्मक और मनमोहक व्यक्तित्व; अपने काम से मिलने वाली सुख-सुविधाएँ।',
        },
        nature: 'auspicious',
      },
      {
        key: 'chest-centre',
        spot: { en: 'Centre of the chest', hi: 'छाती के बीच में' },
        meaning: {
          en: 'Comforts, steady wealth and a warm, generous heart.',
          hi: 'सुख-सुविधाएँ, स्थिर धन और स्नेह भरा, उदार हृदय।',
        },
        nature: 'auspicious',
      },
      {
        key: 'chest-right',
        side: 'right',
        spot: { en: 'Right side of the chest', hi: 'छाती के दाईं ओर' },
        meaning: {
          en: 'A happy family life and affection from children.',
          hi: 'सुखी पारिवारिक जीवन और संतान का स्नेह।',
        },
        nature: 'auspicious',
      },
      {
        key: 'chest-left',
        side: 'left',
        spot: { en: 'Left side of the chest', hi: 'छाती के बाईं ओर' },
        meaning: {
          en: 'Emotional and caring; you give a lot to loved ones, so remember to look after yourself too.',
          hi: 'भावुक और परवाह करने वाले; आप अपनों को बहुत कुछ देते हैं, इसलिए अपना ध्यान रखना भी याद रखें।',
        },
        nature: 'mixed',
      },
    ],
  },
  {
    key: 'private-parts',
    title: { en: 'Moles on private parts', hi: 'गुप्त अंगों पर तिल' },
    intro: {
      en: 'Tradition also reads moles on the hips and intimate areas, mostly in terms of affection, attachment and comfort. The readings are brief and meant only as light folk belief.',
      hi: 'परंपरा कूल्हों और गुप्त अंगों के तिलों को भी पढ़ती है, अधिकतर स्नेह, लगाव और सुख के संदर्भ में। ये व्याख्याएँ संक्षिप्त हैं और केवल हल्की-फुल्की लोक मान्यता के रूप में हैं।',
    },
    spots: [
      {
        key: 'hip-right',
        side: 'right',
        spot: { en: 'Right hip', hi: 'दाएँ कूल्हे पर' },
        meaning: {
          en: 'An artistic sense and an appreciation of beauty.',
          hi: 'कलात्मक समझ और सुंदरता की क़द्र।',
        },
        nature: 'auspicious',
      },
      {
        key: 'hip-left',
        side: 'left',
        spot: { en: 'Left hip', hi: 'बाएँ कूल्हे पर' },
        meaning: {
          en: 'Results come through hard work; contentment grows with simple living.',
          hi: 'फल मेहनत से मिलता है; सादा जीवन संतोष बढ़ाता है।',
        },
        nature: 'mixed',
      },
      {
        key: 'groin-right',
        side: 'right',
        spot: { en: 'Right side of the groin', hi: 'जाँघ के जोड़ के दाईं ओर' },
        meaning: {
          en: 'A warm, affectionate nature and a comfortable home life.',
          hi: 'स्नेह भरा, गर्मजोशी वाला स्वभाव और सुखी गृहस्थ जीवन।',
        },
        nature: 'auspicious',
      },
      {
        key: 'groin-left',
        side: 'left',
        spot: { en: 'Left side of the groin', hi: 'जाँघ के जोड़ के बाईं ओर' },
        meaning: {
          en: 'Deep attachments; balance between desire and restraint brings peace.',
          hi: 'गहरे लगाव; इच्छा और संयम के बीच संतुलन से शांति मिलती है।',
        },
        nature: 'mixed',
      },
      {
        key: 'intimate-area',
        spot: { en: 'Intimate area', hi: 'गुप्तांग पर' },
        meaning: {
          en: "A passionate nature and strong devotion to one's partner.",
          hi: 'भावुक स्वभाव और जीवनसाथी के प्रति गहरा समर्पण।',
        },
        nature: 'mixed',
      },
      {
        key: 'inner-thigh',
        spot: { en: 'Inner thigh', hi: 'जाँघ के भीतरी हिस्से पर' },
        meaning: {
          en: 'Traditionally linked with comforts and a loving married life.',
          hi: 'पारंपरिक रूप से सुख-सुविधाओं और प्रेमपूर्ण वैवाहिक जीवन से जुड़ा माना जाता है।',
        },
        nature: 'auspicious',
      },
    ],
  },
  {
    key: 'arms',
    title: { en: 'Moles on the arms and hands', hi: 'बाँहों और हाथों पर तिल' },
    intro: {
      en: 'Arms and hands do our work and give and receive, so tradition connects their moles with earning, skill and generosity. The right hand is usually read as what you gain, the left as what you give.',
      hi: 'बाँहें और हाथ हमारे काम करते हैं, देते और लेते हैं, इसलिए परंपरा इनके तिलों को कमाई, कौशल और उदारता से जोड़ती है। दाएँ हाथ को प्रायः आप क्या पाते हैं, और बाएँ को आप क्या देते हैं, इससे जोड़कर पढ़ा जाता है।',
    },
    spots: [
      {
        key: 'upper-arm-right',
        side: 'right',
        spot: { en: 'Right upper arm', hi: 'दाईं बाँह के ऊपरी हिस्से पर' },
        meaning: {
          en: 'Prosperity, a respected position and the ability to get things done.',
          hi: 'समृद्धि, सम्मानजनक पद और काम पूरा करवाने की क्षमता।',
        },
        nature: 'auspicious',
      },
      {
        key: 'upper-arm-left',
        side: 'left',
        spot: { en: 'Left upper arm', hi: 'बाईं बाँह के ऊपरी हिस्से पर' },
        meaning: {
          en: 'Tradition reads money pressures from time to time; a budget and an emergency fund keep you secure.',
          hi: 'परंपरा इसे समय-समय पर पैसों की तंगी से जोड़ती है; बजट और आपातकालीन बचत आपको सुरक्षित रखते हैं।',
        },
        nature: 'inauspicious',
      },
      {
        key: 'elbow-right',
        side: 'right',
        spot: { en: 'Right elbow', hi: 'दाईं कोहनी पर' },
        meaning: {
          en: 'A learned, creative person with a talent for the arts.',
          hi: 'विद्वान और रचनात्मक व्यक्ति, जिसमें कलाओं की प्रतिभा हो।',
        },
        nature: 'auspicious',
      },
      {
        key: 'elbow-left',
        side: 'left',
        spot: { en: 'Left elbow', hi: 'बाईं कोहनी पर' },
        meaning: {
          en: 'Quick reactions and some ups and downs; steady habits bring steadier results.',
          hi: 'तुरंत प्रतिक्रिया देने का स्वभाव और कुछ उतार-चढ़ाव; स्थिर आदतों से परिणाम भी स्थिर होते हैं।',
        },
        nature: 'mixed',
      },
      {
        key: 'wrist-right',
        side: 'right',
        spot: { en: 'Right wrist', hi: 'दाईं कलाई पर' },
        meaning: {
          en: 'Financial security and skill with the hands, in crafts, writing or instruments.',
          hi: 'आर्थिक सुरक्षा और हाथों का हुनर, चाहे शिल्प हो, लेखन हो या वाद्य।',
        },
        nature: 'auspicious',
      },
      {
        key: 'wrist-left',
        side: 'left',
        spot: { en: 'Left wrist', hi: 'बाईं कलाई पर' },
        meaning: {
          en: 'Generous and helpful, sometimes to the point of overspending.',
          hi: 'उदार और मददगार, कभी-कभी इतने कि ख़र्च ज़्यादा हो जाए।',
        },
        nature: 'mixed',
      },
      {
        key: 'palm-right',
        side: 'right',
        spot: { en: 'Right palm', hi: 'दाईं हथेली पर' },
        meaning: {
          en: 'Read as a classic sign of wealth and luck coming into your hands.',
          hi: 'इसे हाथ में धन और भाग्य आने का पारंपरिक संकेत माना जाता है।',
        },
        nature: 'auspicious',
      },
      {
        key: 'palm-left',
        side: 'left',
        spot: { en: 'Left palm', hi: 'बाईं हथेली पर' },
        meaning: {
          en: 'Money that flows out as easily as it comes; saving first and spending later helps.',
          hi: 'पैसा जितनी आसानी से आता है, उतनी ही आसानी से जाता भी है; पहले बचत और फिर ख़र्च की आदत मदद करती है।',
        },
        nature: 'mixed',
      },
      {
        key: 'fingers',
        spot: { en: 'On the fingers', hi: 'उँगलियों पर' },
        meaning: {
          en: 'Skilful and resourceful, though focus can scatter across too many interests.',
          hi: 'कुशल और जुगाड़ू, हालाँकि बहुत-सी रुचियों में ध्यान बँट सकता है।',
        },
        nature: 'mixed',
      },
      {
        key: 'armpit',
        spot: { en: 'In the armpit', hi: 'बगल (काँख) में' },
        meaning: {
          en: 'Wealth that builds up later in life through patience.',
          hi: 'धैर्य के साथ जीवन के उत्तरार्ध में बढ़ने वाला धन।',
        },
        nature: 'mixed',
      },
    ],
  },
  {
    key: 'stomach',
    title: { en: 'Moles on the stomach', hi: 'पेट पर तिल' },
    intro: {
      en: 'The stomach is linked with nourishment, appetite and enjoyment of life, and the navel is treated as the centre of the body. Moles here are read in terms of food, comfort and wealth.',
      hi: 'पेट को पोषण, भूख और जीवन के आनंद से जोड़ा जाता है, और नाभि को शरीर का केंद्र माना जाता है। यहाँ के तिलों को भोजन, सुख और धन के संदर्भ में पढ़ा जाता है।',
    },
    spots: [
      {
        key: 'navel',
        spot: { en: 'In or near the navel', hi: 'नाभि में या उसके पास' },
        meaning: {
          en: 'Good fortune, family support and gains of wealth; also a love of good food.',
          hi: 'सौभाग्य, परिवार का सहयोग और धन लाभ; साथ ही अच्छे भोजन का शौक़।',
        },
        nature: 'auspicious',
      },
      {
        key: 'above-navel',
        spot: { en: 'Above the navel', hi: 'नाभि के ऊपर' },
        meaning: {
          en: 'Fond of food and hospitality; a generous host.',
          hi: 'खाने-पीने और मेहमाननवाज़ी के शौक़ीन; खुले दिल के मेज़बान।',
        },
        nature: 'mixed',
      },
      {
        key: 'below-navel',
        spot: { en: 'Below the navel', hi: 'नाभि के नीचे' },
        meaning: {
          en: 'Comforts and steady wealth, along with a liking for the finer things.',
          hi: 'सुख-सुविधाएँ और स्थिर धन, साथ में अच्छी चीज़ों की पसंद।',
        },
        nature: 'auspicious',
      },
      {
        key: 'stomach-right',
        side: 'right',
        spot: { en: 'Right side of the stomach', hi: 'पेट के दाईं ओर' },
        meaning: {
          en: 'Prosperity and a comfortable, well-provided home.',
          hi: 'समृद्धि और सुख-सुविधाओं से भरा घर।',
        },
        nature: 'auspicious',
      },
      {
        key: 'stomach-left',
        side: 'left',
        spot: { en: 'Left side of the stomach', hi: 'पेट के बाईं ओर' },
        meaning: {
          en: 'Spending on pleasures comes easily; mindful habits with money and food keep the balance.',
          hi: 'शौक़ पर ख़र्च आसानी से हो जाता है; पैसे और भोजन दोनों में संयम संतुलन बनाए रखता है।',
        },
        nature: 'mixed',
      },
      {
        key: 'waist',
        spot: { en: 'On the waist', hi: 'कमर पर' },
        meaning: {
          en: 'A practical, hard-working person who enjoys the fruits of their labour.',
          hi: 'व्यावहारिक और मेहनती व्यक्ति, जो अपनी मेहनत के फल का आनंद लेता है।',
        },
        nature: 'auspicious',
      },
      {
        key: 'ribs',
        spot: { en: 'On the ribs', hi: 'पसलियों पर' },
        meaning: {
          en: 'Cautious and thoughtful; success comes a little later but lasts.',
          hi: 'सतर्क और विचारशील; सफलता थोड़ी देर से आती है, पर टिकती है।',
        },
        nature: 'mixed',
      },
    ],
  },
];
