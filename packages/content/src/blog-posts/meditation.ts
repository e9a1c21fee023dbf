import type { BlogPostInput } from './types';

const TRATAKA_EN = `Trataka means steady gazing. It is one of the six cleansing practices, the shatkarmas, described in the Hatha Yoga Pradipika, a classic text on hatha yoga from around the fifteenth century. The text describes looking at a small point without blinking until the eyes water. Today most teachers offer a gentler version using a candle flame, and many people use it as a simple way into meditation when sitting with closed eyes feels too restless.

## Why a flame?

A small, bright, still object gives the wandering mind one clear thing to rest on. A candle flame is easy to watch, and it leaves a glowing after-image when you close your eyes, which becomes the second half of the practice. The idea is not the flame itself but the training of attention: each time the mind drifts, you bring it back.

## Setting up

Choose a dim, quiet room with no draught, so that the flame stays still. Sit on the floor or on a chair with the spine upright. Place the candle at arm's length, with the flame at the level of your eyes, so that you neither look up nor down. Remove glasses or contact lenses if you can see the flame comfortably without them. Keep a safe space around the candle and never leave it burning unattended.

## The practice, step by step

Close your eyes and take a few slow breaths to settle. Open the eyes and gaze softly at the brightest part of the flame, just above the wick. Keep the face and eyes relaxed and try to blink less, but do not force the eyes to stay open; blink whenever you need to. Begin with one minute. Then close the eyes and watch the after-image of the flame in the space between the eyebrows. When it fades, rest quietly for a few breaths. You can repeat the cycle two or three times.

## Building the habit

Practise at the same time each day, ideally in the evening or early morning. Increase the gazing time slowly, by about half a minute a week, up to five minutes. If the eyes water, that is fine; simply close them and rest. Afterwards, gently rub the palms together and cup them over your closed eyes before opening them.

## What people notice

Regular practitioners often describe a quieter mind, better concentration during study or work, and an easier time falling asleep. These are common experiences, not guarantees, and trataka is not a treatment for any eye condition.

## Who should take care

Do not practise trataka if you have epilepsy or have ever had a seizure triggered by light, and check with an eye doctor first if you have glaucoma, cataract, a retinal problem or recent eye surgery. Stop if you get a headache, dryness or eye strain. If you wear spectacles, keep your regular eye check-ups; trataka does not replace them.`;

const TRATAKA_HI = `त्राटक का अर्थ है एकटक देखना। यह हठयोग प्रदीपिका में बताए गए छह शुद्धि-कर्मों, यानी षट्कर्मों, में से एक है। हठयोग प्रदीपिका लगभग पंद्रहवीं शताब्दी का हठयोग का एक शास्त्रीय ग्रंथ है। उसमें किसी छोटे बिंदु को बिना पलक झपकाए तब तक देखने का वर्णन है जब तक आँखों में आँसू न आ जाएँ। आज ज़्यादातर शिक्षक मोमबत्ती की लौ के साथ इसका एक नरम रूप सिखाते हैं, और जब आँखें बंद करके बैठना बहुत बेचैनी भरा लगे, तब बहुत से लोग इसे ध्यान की सरल शुरुआत के रूप में अपनाते हैं।

## लौ ही क्यों?

एक छोटी, चमकीली और स्थिर वस्तु भटकते मन को टिकने के लिए एक साफ़ सहारा देती है। मोमबत्ती की लौ को देखना आसान है, और आँखें बंद करने पर वह एक चमकती हुई छवि छोड़ जाती है, जो अभ्यास का दूसरा हिस्सा बनती है। असली बात लौ नहीं, बल्कि ध्यान को साधना है: हर बार जब मन भटके, आप उसे वापस ले आते हैं।

## तैयारी

कम रोशनी वाला शांत कमरा चुनिए जहाँ हवा का झोंका न आए, ताकि लौ स्थिर रहे। ज़मीन या कुर्सी पर रीढ़ सीधी करके बैठिए। मोमबत्ती को हाथ भर की दूरी पर रखिए, लौ आँखों की सीध में हो, ताकि न ऊपर देखना पड़े, न नीचे। अगर चश्मे या कॉन्टैक्ट लेंस के बिना लौ आराम से दिखती हो, तो उन्हें उतार दीजिए। मोमबत्ती के चारों ओर सुरक्षित जगह छोड़िए और उसे कभी जलता हुआ अकेला मत छोड़िए।

## अभ्यास, क़दम-दर-क़दम

आँखें बंद करके कुछ धीमी साँसें लीजिए और स्थिर होइए। आँखें खोलिए और लौ के सबसे चमकीले हिस्से को, बत्ती के ठीक ऊपर, सहज भाव से देखिए। चेहरा और आँखें ढीली रखिए और पलक कम झपकाने की कोशिश कीजिए, पर आँखों को ज़बरदस्ती खुला मत रखिए; ज़रूरत हो तो पलक झपका लीजिए। एक मिनट से शुरुआत कीजिए। फिर आँखें बंद करके भौंहों के बीच लौ की छवि को देखिए। जब वह धुँधली हो जाए, कुछ साँसों तक शांत बैठे रहिए। इस चक्र को दो-तीन बार दोहरा सकते हैं।

## आदत बनाना

रोज़ एक ही समय पर अभ्यास कीजिए, हो सके तो शाम को या सुबह-सुबह। देखने का समय धीरे-धीरे बढ़ाइए, हर हफ़्ते लगभग आधा मिनट, पाँच मिनट तक। आँखों में पानी आए तो कोई बात नहीं; बस आँखें बंद करके आराम कीजिए। अभ्यास के बाद हथेलियों को धीरे से रगड़िए और आँखें खोलने से पहले उन्हें बंद आँखों पर रखिए।

## लोग क्या अनुभव करते हैं

नियमित अभ्यास करने वाले अक्सर शांत मन, पढ़ाई या काम में बेहतर एकाग्रता और आसानी से नींद आने की बात कहते हैं। ये आम अनुभव हैं, कोई गारंटी नहीं, और त्राटक आँखों की किसी बीमारी का इलाज नहीं है।

## किन्हें सावधानी रखनी चाहिए

अगर आपको मिर्गी है या कभी रोशनी से दौरा पड़ा है, तो त्राटक मत कीजिए, और अगर ग्लूकोमा, मोतियाबिंद, रेटिना की कोई समस्या है या हाल में आँख का ऑपरेशन हुआ है, तो पहले आँखों के डॉक्टर से पूछ लीजिए। सिरदर्द, आँखों में सूखापन या ज़ोर महसूस हो, तो रुक जाइए। अगर आप चश्मा पहनते हैं, तो आँखों की नियमित जाँच जारी रखिए; त्राटक उसकी जगह नहीं ले सकता।`;

const YOGA_NIDRA_EN = `Yoga nidra means yogic sleep, but its aim is not to fall asleep. It is a guided practice done lying down, in which the body rests deeply while a part of the mind stays quietly aware. The modern method was developed and popularised in the 1960s and 1970s by Swami Satyananda Saraswati of the Bihar School of Yoga, drawing on older tantric practices, and it is now taught in yoga centres across the world.

## How it differs from ordinary rest

When we lie down after a hard day, the mind usually keeps running through tasks and worries. In yoga nidra, a teacher's voice, live or recorded, leads attention step by step through the body, the breath and a series of images and sensations. Because there is always something simple to follow, the mind has less room to wander, and many people reach a state of relaxation deeper than they find on their own.

## Getting ready

Lie on your back on a mat or a firm bed in Shavasana, arms a little away from the body, palms up, feet falling apart. Put a thin pillow under the head and, if the lower back is uncomfortable, a rolled blanket under the knees. Cover yourself with a light shawl, because the body cools as it relaxes. Choose a time when you will not be disturbed for twenty to forty minutes.

## The stages of the practice

The session begins with settling: becoming aware of the body on the floor and the sounds around you. Next comes the sankalpa, a short, positive resolve in your own words, such as "I am calm and steady", repeated silently three times. Then the teacher guides a rotation of awareness, naming parts of the body one after another, from the right thumb to the toes and around the whole body, while you simply feel each part. Breath awareness follows, often counting breaths backwards. Some practices then invite pairs of opposite sensations, such as heaviness and lightness or warmth and coolness, and a series of quick images. At the end the sankalpa is repeated, and you slowly become aware of the room again, move the fingers and toes, and roll onto the right side before sitting up.

## Practical tips

It is normal to drift off now and then, especially at first. Do not worry; keep listening when you notice. Practise at a regular time, for example in the afternoon or before bed. If any image or memory feels distressing, open your eyes, look around the room and return to natural breathing. You are always in charge.

## What it can and cannot do

Many people find that yoga nidra helps them unwind, feel rested and sleep more easily. It is not a substitute for a full night's sleep or for medical care. If you have ongoing insomnia, anxiety, depression or the effects of trauma, please speak to a doctor or a qualified counsellor, and use yoga nidra alongside their advice.`;

const YOGA_NIDRA_HI = `योग निद्रा का अर्थ है योगिक नींद, पर इसका उद्देश्य सो जाना नहीं है। यह लेटकर किया जाने वाला एक निर्देशित अभ्यास है, जिसमें शरीर गहरे विश्राम में होता है जबकि मन का एक हिस्सा शांत भाव से जागरूक रहता है। इसकी आधुनिक विधि बिहार स्कूल ऑफ़ योग के स्वामी सत्यानंद सरस्वती ने पुरानी तांत्रिक साधनाओं के आधार पर 1960 और 1970 के दशक में विकसित और लोकप्रिय की, और आज यह दुनिया भर के योग केंद्रों में सिखाई जाती है।

## यह सामान्य आराम से कैसे अलग है

दिन भर की थकान के बाद जब हम लेटते हैं, तो मन अक्सर कामों और चिंताओं में उलझा रहता है। योग निद्रा में शिक्षक की आवाज़, सीधी या रिकॉर्ड की हुई, ध्यान को क़दम-दर-क़दम शरीर, साँस और कई छवियों व संवेदनाओं से होकर ले जाती है। क्योंकि हमेशा कोई सरल चीज़ अनुसरण करने को रहती है, मन को भटकने की जगह कम मिलती है, और बहुत से लोग उससे गहरे विश्राम तक पहुँचते हैं जितना वे अपने आप नहीं पहुँच पाते।

## तैयारी

चटाई या सख़्त बिस्तर पर शवासन में पीठ के बल लेटिए, बाँहें शरीर से थोड़ी दूर, हथेलियाँ ऊपर की ओर और पैर ढीले छोड़े हुए। सिर के नीचे पतला तकिया रखिए, और अगर कमर के निचले हिस्से में असुविधा हो, तो घुटनों के नीचे लपेटा हुआ कंबल। हल्की शॉल ओढ़ लीजिए, क्योंकि विश्राम के साथ शरीर ठंडा होने लगता है। ऐसा समय चुनिए जब बीस से चालीस मिनट तक कोई व्यवधान न हो।

## अभ्यास के चरण

सत्र की शुरुआत स्थिर होने से होती है: ज़मीन पर टिके शरीर और आसपास की आवाज़ों के प्रति सजग होना। इसके बाद संकल्प आता है, अपने शब्दों में एक छोटा और सकारात्मक निश्चय, जैसे "मैं शांत और स्थिर हूँ", जिसे मन ही मन तीन बार दोहराया जाता है। फिर शिक्षक चेतना का भ्रमण कराते हैं, यानी शरीर के अंगों के नाम एक के बाद एक लेते हैं, दाएँ अँगूठे से पैरों की उँगलियों तक और पूरे शरीर में, जबकि आप बस हर अंग को महसूस करते हैं। इसके बाद साँस के प्रति सजगता आती है, अक्सर साँसों को उल्टी गिनती में गिनते हुए। कुछ अभ्यासों में फिर विपरीत संवेदनाओं के जोड़े आते हैं, जैसे भारीपन और हल्कापन या गर्मी और ठंडक, और तेज़ी से बदलती छवियों की एक शृंखला। अंत में संकल्प दोहराया जाता है, और आप धीरे-धीरे कमरे के प्रति सजग होते हैं, हाथ-पैर की उँगलियाँ हिलाते हैं और उठकर बैठने से पहले दाईं करवट लेते हैं।

## व्यावहारिक सुझाव

कभी-कभी नींद आ जाना सामान्य है, ख़ास तौर पर शुरुआत में। चिंता मत कीजिए; जैसे ही ध्यान आए, फिर सुनने लगिए। अभ्यास एक नियमित समय पर कीजिए, जैसे दोपहर में या सोने से पहले। अगर कोई छवि या याद परेशान करे, तो आँखें खोलिए, कमरे में चारों ओर देखिए और सामान्य साँस पर लौट आइए। नियंत्रण हमेशा आपके हाथ में है।

## यह क्या कर सकती है और क्या नहीं

बहुत से लोगों को योग निद्रा से तनाव उतरने, ताज़गी महसूस करने और आसानी से नींद आने में मदद मिलती है। यह रात की पूरी नींद या चिकित्सा देखभाल का विकल्प नहीं है। अगर आपको लगातार अनिद्रा, चिंता, अवसाद या किसी आघात का असर है, तो कृपया डॉक्टर या योग्य काउंसलर से बात कीजिए, और योग निद्रा को उनकी सलाह के साथ अपनाइए।`;

export const meditationPosts: readonly BlogPostInput[] = [
  {
    slug: 'yoga-nidra-guide',
    category: 'meditation',
    title: {
      en: 'Yoga Nidra: A Beginner’s Guide to Yogic Sleep',
      hi: 'योग निद्रा: योगिक नींद के लिए शुरुआती गाइड',
    },
    serpDescription: {
      en: 'What yoga nidra is, where it comes from, how to prepare, the stages from sankalpa to body rotation, and what it can and cannot do.',
      hi: 'योग निद्रा क्या है, इसकी शुरुआत कहाँ से हुई, तैयारी कैसे करें, संकल्प से चेतना के भ्रमण तक के चरण, और यह क्या कर सकती है व क्या नहीं।',
    },
    body: { en: YOGA_NIDRA_EN, hi: YOGA_NIDRA_HI },
    createdAt: '2026-08-13T05:30:00.000Z',
  },
  {
    slug: 'trataka-candle-gazing',
    category: 'meditation',
    title: {
      en: 'Trataka: How to Practise Candle-Gazing Meditation Safely',
      hi: 'त्राटक: मोमबत्ती की लौ पर ध्यान का सुरक्षित अभ्यास',
    },
    serpDescription: {
      en: 'A step-by-step guide to trataka with a candle flame: setting up, gazing and the after-image, building the habit, and who should avoid it.',
      hi: 'मोमबत्ती की लौ के साथ त्राटक की क़दम-दर-क़दम विधि: तैयारी, एकटक देखना और लौ की छवि, आदत बनाना, और किन्हें इससे बचना चाहिए।',
    },
    body: { en: TRATAKA_EN, hi: TRATAKA_HI },
    createdAt: '2026-06-29T05:30:00.000Z',
  },
];
