import type { Bilingual } from './types';

export type MeditationPurposeKey =
  | 'avoid-distraction'
  | 'boost-confidence'
  | 'exam-success'
  | 'improve-memory'
  | 'stress-free';

export interface Mantra {
  /** The mantra in Devanagari. */
  devanagari: string;
  /** Roman transliteration, as it is commonly chanted. */
  transliteration: string;
  meaning: Bilingual;
}

/** One card of the Vedic mantra meditation page; opens the mantra modal. */
export interface MeditationPurpose {
  key: MeditationPurposeKey;
  label: Bilingual;
  alt: Bilingual;
  /** 50–90 words in each language: the mantra, how to sit and breathe, and for how long. */
  description: Bilingual;
  mantra: Mantra;
  /**
   * The sound: there are no audio files; the browser synthesises each practice (drone, bell and
   * the chant rhythm of the mantra) from this seed, so the same purpose always sounds the same.
   */
  sound: SynthSound;
  /** Our own SVG art, served from the web app's public folder. */
  imgUri: string;
}

/** A sound made in the browser with the Web Audio API: `seed` drives every random choice. */
export interface SynthSound {
  kind: 'synth';
  seed: number;
}

/** The lengths a player's sleep timer offers, in minutes. */
export const TIMER_MINUTES = [5, 10, 15, 30] as const;
export type TimerMinutes = (typeof TIMER_MINUTES)[number];

/** A mala has 108 beads: one round of japa is 108 repetitions of the mantra. */
export const JAPA_ROUNDS = 108;

export type MeditationTrackKey =
  | 'stress-relief'
  | 'relaxation'
  | 'anxiety-relief'
  | 'improving-focus'
  | 'better-sleep'
  | 'boost-creativity'
  | 'emotional-balance'
  | 'motivation'
  | 'mindfulness'
  | 'self-love';

/** One meditation music track. Free and paid tracks alternate, starting with a free one. */
export interface MeditationTrack {
  key: MeditationTrackKey;
  title: Bilingual;
  description: Bilingual;
  sound: SynthSound;
  imgUri: string;
  isFree: boolean;
  /** The timer a session starts with; the listener can change it. */
  suggestedMinutes: TimerMinutes;
}

export const meditationPurposes: readonly MeditationPurpose[] = [
  {
    key: 'avoid-distraction',
    label: { en: 'Avoid Distraction', hi: 'भटकाव से बचें' },
    alt: { en: 'A calm figure meditating with a steady lamp flame', hi: 'स्थिर दीपक की लौ के सामने ध्यान करता शांत व्यक्ति' },
    description: {
      en: 'When your mind keeps jumping between tasks, this short practice brings it back to one point. Sit upright, rest your eyes on a steady spot or close them, and repeat Om Gam Ganapataye Namah slowly with the chant rhythm of the audio for five minutes. Ganesha is remembered at the start of every undertaking, so many people chant this before beginning work. Each time a thought pulls you away, notice it kindly and return to the sound.',
      hi: 'जब मन बार-बार एक काम से दूसरे पर भागे, तब यह छोटा-सा अभ्यास उसे एक बिंदु पर लौटा लाता है। सीधे बैठिए, आँखें किसी स्थिर बिंदु पर टिकाइए या बंद कर लीजिए, और पाँच मिनट तक ऑडियो की लय के साथ धीरे-धीरे "ॐ गं गणपतये नमः" दोहराइए। हर शुभ कार्य की शुरुआत में श्री गणेश का स्मरण किया जाता है, इसलिए कई लोग काम से पहले यह मंत्र जपते हैं। जब भी कोई विचार ध्यान भटकाए, उसे सहजता से पहचानिए और ध्वनि पर लौट आइए।',
    },
    mantra: {
      devanagari: 'ॐ गं गणपतये नमः',
      transliteration: 'Om Gam Ganapataye Namah',
      meaning: {
        en: 'Om, salutations to Lord Ganesha, the remover of obstacles; "Gam" is his seed sound.',
        hi: 'ॐ, विघ्नहर्ता भगवान गणेश को नमस्कार; "गं" उनका बीज अक्षर है।',
      },
    },
    sound: { kind: 'synth', seed: 108 },
    imgUri: '/meditation/avoid-distraction.svg',
  },
  {
    key: 'boost-confidence',
    label: { en: 'Boost Confidence', hi: 'आत्मविश्वास बढ़ाएँ' },
    alt: { en: 'Rising sun over a meditating person', hi: 'ध्यान करते व्यक्ति के पीछे उगता सूरज' },
    description: {
      en: 'In Jyotish the Sun stands for the self, courage and the ability to lead. This practice uses the Surya mantra Om Ghrinih Suryaya Namah. Chant it in the morning, ideally facing east, for a few quiet minutes. Breathe slowly, keep your spine tall and imagine warm light filling your chest. Confidence grows with preparation and practice; the mantra gives you a steady, positive start to the effort.',
      hi: 'ज्योतिष में सूर्य आत्मा, साहस और नेतृत्व क्षमता का कारक माना जाता है। इस अभ्यास में सूर्य मंत्र "ॐ घृणि सूर्याय नमः" का जप किया जाता है। सुबह, हो सके तो पूर्व की ओर मुँह करके, कुछ मिनट इसका जप कीजिए। धीरे साँस लीजिए, रीढ़ सीधी रखिए और कल्पना कीजिए कि गर्म, उजला प्रकाश आपके हृदय में भर रहा है। आत्मविश्वास तैयारी और अभ्यास से बढ़ता है; यह मंत्र उस प्रयास को एक स्थिर और सकारात्मक शुरुआत देता है।',
    },
    mantra: {
      devanagari: 'ॐ घृणि सूर्याय नमः',
      transliteration: 'Om Ghrinih Suryaya Namah',
      meaning: {
        en: 'Om, salutations to the Sun, the radiant one who lights up the world.',
        hi: 'ॐ, संसार को प्रकाशित करने वाले तेजस्वी सूर्य देव को नमस्कार।',
      },
    },
    sound: { kind: 'synth', seed: 135 },
    imgUri: '/meditation/boost-confidence.svg',
  },
  {
    key: 'exam-success',
    label: { en: 'Exam Success', hi: 'परीक्षा में सफलता' },
    alt: { en: 'Student meditating beside books and a veena', hi: 'किताबों और वीणा के पास ध्यान करता विद्यार्थी' },
    description: {
      en: 'Goddess Saraswati is honoured as the giver of learning, speech and clear thinking. Before a study session or on the morning of an exam, sit for five minutes and chant Om Aim Saraswatyai Namah with the audio. Let your breath slow down and your shoulders drop. A settled mind recalls what it has studied more easily. Pair the practice with regular revision and proper sleep; the mantra supports effort, it does not replace it.',
      hi: 'माँ सरस्वती को विद्या, वाणी और स्पष्ट बुद्धि की देवी माना जाता है। पढ़ाई शुरू करने से पहले या परीक्षा वाले दिन सुबह पाँच मिनट बैठिए और ऑडियो के साथ "ॐ ऐं सरस्वत्यै नमः" का जप कीजिए। साँस धीमी होने दीजिए और कंधे ढीले छोड़ दीजिए। शांत मन पढ़ी हुई बातें आसानी से याद कर पाता है। इस अभ्यास के साथ नियमित दोहराई और पूरी नींद भी ज़रूरी है; मंत्र मेहनत का साथ देता है, उसकी जगह नहीं लेता।',
    },
    mantra: {
      devanagari: 'ॐ ऐं सरस्वत्यै नमः',
      transliteration: 'Om Aim Saraswatyai Namah',
      meaning: {
        en: 'Om, salutations to Goddess Saraswati, giver of knowledge; "Aim" is her seed sound.',
        hi: 'ॐ, ज्ञान देने वाली माँ सरस्वती को नमस्कार; "ऐं" उनका बीज अक्षर है।',
      },
    },
    sound: { kind: 'synth', seed: 162 },
    imgUri: '/meditation/exam-success.svg',
  },
  {
    key: 'improve-memory',
    label: { en: 'Improve Memory', hi: 'स्मरण शक्ति बढ़ाएँ' },
    alt: { en: 'Glowing lotus above a meditating head', hi: 'ध्यान करते व्यक्ति के सिर के ऊपर चमकता कमल' },
    description: {
      en: 'The Gayatri mantra from the Rigveda is a prayer that the intellect be illumined. Chanting it slowly, syllable by syllable, trains attention, and attention is the doorway to memory. Sit comfortably at sunrise or before study, listen to one round, then chant along for eleven or twenty-one rounds. Keep the pace unhurried. Good sleep, regular meals and revision matter just as much for remembering what you learn.',
      hi: 'ऋग्वेद का गायत्री मंत्र बुद्धि को प्रकाशित करने की प्रार्थना है। इसे धीरे-धीरे, एक-एक अक्षर पर ध्यान देते हुए जपने से एकाग्रता सधती है, और एकाग्रता ही स्मरण शक्ति का द्वार है। सूर्योदय के समय या पढ़ाई से पहले आराम से बैठिए, एक बार मंत्र सुनिए, फिर ग्यारह या इक्कीस बार साथ में जप कीजिए। गति में जल्दबाज़ी न करें। जो सीखा है उसे याद रखने के लिए अच्छी नींद, समय पर भोजन और दोहराई भी उतनी ही ज़रूरी हैं।',
    },
    mantra: {
      devanagari: 'ॐ भूर्भुवः स्वः। तत्सवितुर्वरेण्यं भर्गो देवस्य धीमहि। धियो यो नः प्रचोदयात्॥',
      transliteration: 'Om Bhur Bhuvah Svah, Tat Savitur Varenyam, Bhargo Devasya Dhimahi, Dhiyo Yo Nah Prachodayat',
      meaning: {
        en: 'We meditate on the adorable radiance of the divine Savitr; may that light inspire our intellect.',
        hi: 'हम सविता देव के उस वरणीय तेज का ध्यान करते हैं; वह प्रकाश हमारी बुद्धि को सन्मार्ग की ओर प्रेरित करे।',
      },
    },
    sound: { kind: 'synth', seed: 189 },
    imgUri: '/meditation/improve-memory.svg',
  },
  {
    key: 'stress-free',
    label: { en: 'Stress Free', hi: 'तनाव मुक्त' },
    alt: { en: 'Person meditating by a quiet river at dusk', hi: 'शाम के समय शांत नदी के किनारे ध्यान करता व्यक्ति' },
    description: {
      en: 'Om Namah Shivaya, the five-syllable Panchakshari mantra, is one of the simplest and most loved chants in India. Lie down or sit in a quiet place, let the exhale be longer than the inhale, and repeat the mantra softly with the audio for ten minutes. Notice your jaw, shoulders and hands relaxing. If stress stays heavy for weeks or affects sleep and appetite, please also talk to a doctor or counsellor.',
      hi: '"ॐ नमः शिवाय", यानी पंचाक्षरी मंत्र, भारत में सबसे सरल और सबसे प्रिय जपों में से एक है। किसी शांत जगह पर लेटिए या बैठिए, साँस छोड़ने का समय लेने से थोड़ा लंबा रखिए और ऑडियो के साथ दस मिनट तक धीरे-धीरे यह मंत्र दोहराइए। महसूस कीजिए कि जबड़ा, कंधे और हाथ ढीले हो रहे हैं। अगर तनाव हफ़्तों तक भारी बना रहे या नींद और भूख पर असर डाले, तो किसी डॉक्टर या काउंसलर से भी ज़रूर बात करें।',
    },
    mantra: {
      devanagari: 'ॐ नमः शिवाय',
      transliteration: 'Om Namah Shivaya',
      meaning: {
        en: 'Om, I bow to Shiva, the auspicious one who dwells within all.',
        hi: 'ॐ, सबके भीतर बसे कल्याणकारी शिव को मेरा नमन।',
      },
    },
    sound: { kind: 'synth', seed: 216 },
    imgUri: '/meditation/stress-free.svg',
  },
];

const track = (
  key: MeditationTrackKey,
  index: number,
  suggestedMinutes: TimerMinutes,
  title: Bilingual,
  description: Bilingual,
): MeditationTrack => ({
  key,
  title,
  description,
  sound: { kind: 'synth', seed: 1000 + index * 37 },
  imgUri: `/meditation/music/${key}.svg`,
  isFree: index % 2 === 0,
  suggestedMinutes,
});

export const meditationTracks: readonly MeditationTrack[] = [
  track(
    'stress-relief',
    0,
    10,
    { en: 'Stress Relief', hi: 'तनाव से राहत' },
    {
      en: 'Slow, spacious music to help the body let go after a long day. Breathe in for four counts and out for six while you listen.',
      hi: 'लंबे दिन के बाद शरीर को हल्का करने के लिए धीमा, खुला-खुला संगीत। सुनते समय चार गिनती तक साँस लीजिए और छह गिनती तक छोड़िए।',
    },
  ),
  track(
    'relaxation',
    1,
    15,
    { en: 'Relaxation', hi: 'विश्राम' },
    {
      en: 'A gentle, unhurried track for a quiet break. Lie down, close your eyes and relax each part of the body from the feet upwards.',
      hi: 'शांत विराम के लिए एक कोमल, ठहरा हुआ ट्रैक। लेट जाइए, आँखें बंद कीजिए और पैरों से शुरू करके ऊपर तक शरीर के हर हिस्से को ढीला छोड़िए।',
    },
  ),
  track(
    'anxiety-relief',
    2,
    10,
    { en: 'Anxiety Relief', hi: 'घबराहट से राहत' },
    {
      en: 'Soft, steady tones to keep you company when worry rises. Place a hand on your chest and follow the rhythm. If anxiety is frequent, do speak to a doctor.',
      hi: 'जब चिंता बढ़े, तब साथ देने के लिए हल्के और स्थिर स्वर। एक हाथ छाती पर रखिए और लय के साथ चलिए। अगर घबराहट बार-बार होती है, तो डॉक्टर से ज़रूर बात करें।',
    },
  ),
  track(
    'improving-focus',
    3,
    30,
    { en: 'Improving Focus', hi: 'एकाग्रता बढ़ाएँ' },
    {
      en: 'An even, low-distraction background for study or deep work. Keep the volume low and work in one block until the track ends.',
      hi: 'पढ़ाई या गहन काम के लिए एक-सी लय वाला, ध्यान न भटकाने वाला पृष्ठभूमि संगीत। आवाज़ धीमी रखिए और ट्रैक ख़त्म होने तक एक ही काम में लगे रहिए।',
    },
  ),
  track(
    'better-sleep',
    4,
    30,
    { en: 'Better Sleep', hi: 'गहरी नींद' },
    {
      en: 'Long, fading music for bedtime. Dim the lights, put the phone face down and let the sound carry you towards sleep.',
      hi: 'सोने के समय के लिए धीरे-धीरे मद्धम होता लंबा संगीत। रोशनी कम कीजिए, फ़ोन उल्टा रख दीजिए और ध्वनि के सहारे नींद की ओर बढ़िए।',
    },
  ),
  track(
    'boost-creativity',
    5,
    15,
    { en: 'Boost Creativity', hi: 'रचनात्मकता जगाएँ' },
    {
      en: 'Light, flowing melodies to loosen the mind before writing, drawing or planning. Keep a notebook close for ideas that come up.',
      hi: 'लिखने, चित्र बनाने या योजना बनाने से पहले मन को खोलने के लिए हल्की, बहती धुनें। पास में एक कॉपी रखिए ताकि आने वाले विचार लिख सकें।',
    },
  ),
  track(
    'emotional-balance',
    6,
    10,
    { en: 'Emotional Balance', hi: 'भावनात्मक संतुलन' },
    {
      en: 'Warm, grounded music for days when feelings run high. Sit still, name what you feel without judging it, and let it settle.',
      hi: 'जिन दिनों भावनाएँ उफान पर हों, उनके लिए गर्माहट भरा, ठहरा हुआ संगीत। शांत बैठिए, जो महसूस हो रहा है उसे बिना परखे पहचानिए और उसे थमने दीजिए।',
    },
  ),
  track(
    'motivation',
    7,
    5,
    { en: 'Motivation', hi: 'प्रेरणा' },
    {
      en: 'A brighter, rising track for the start of the day. Listen while you set one small, clear goal and then begin it.',
      hi: 'दिन की शुरुआत के लिए उजला, ऊपर उठता ट्रैक। सुनते हुए एक छोटा और साफ़ लक्ष्य तय कीजिए, फिर उस पर काम शुरू कर दीजिए।',
    },
  ),
  track(
    'mindfulness',
    8,
    15,
    { en: 'Mindfulness', hi: 'सजगता' },
    {
      en: 'Simple, spacious sound for present-moment awareness. Rest your attention on the breath and on each note as it arrives and fades.',
      hi: 'इस क्षण में रहने के लिए सरल, खुली ध्वनि। अपना ध्यान साँस पर और हर स्वर पर रखिए, जैसे वह आता है और धीरे-धीरे ओझल होता है।',
    },
  ),
  track(
    'self-love',
    9,
    10,
    { en: 'Self Love', hi: 'स्वयं से प्रेम' },
    {
      en: 'Tender music for kindness towards yourself. Silently repeat: may I be well, may I be at peace, may I be gentle with myself.',
      hi: 'ख़ुद के प्रति करुणा के लिए कोमल संगीत। मन ही मन दोहराइए: मैं स्वस्थ रहूँ, मैं शांत रहूँ, मैं अपने प्रति नरम रहूँ।',
    },
  ),
];
