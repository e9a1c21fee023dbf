import type { BlogPostInput } from './types';

const KITCHEN_EN = `In Indian homes the kitchen is more than a place to cook. It is where the family's health begins, where festival sweets are made and where many homes keep a small shrine. Vastu shastra pays special attention to it, and its main advice can be summed up in one phrase: the kitchen belongs to fire, and fire belongs in the south-east.

## Why the south-east?

Vastu links each direction with a deity and an element. The south-east corner, called Agneya, is the direction of Agni, the god of fire. Placing the kitchen there aligns the room's purpose with the energy of its zone. There is practical sense in it too: in much of India an east or south-east kitchen receives morning sunlight, which keeps it bright and dry, while the hotter afternoon sun falls elsewhere.

## The second choice and the places to avoid

If the south-east is not possible, the north-west, Vayavya, the zone of air, is the accepted alternative. Vastu advises against a kitchen in the north-east, Ishanya, which is kept light, clean and calm for prayer and water, and in the centre of the home, the brahmasthan. A kitchen directly facing the main door, or sharing a wall with a toilet, is also discouraged.

## Arranging the kitchen itself

Within the kitchen, place the stove in its south-east part so that the cook faces east while cooking. Keep water, the sink, the water purifier and drinking water, towards the north-east or north of the room. Fire and water are opposite elements, so avoid placing the stove directly next to or opposite the sink; a small gap or a counter between them is enough. Heavy storage, such as grain and utensils, suits the south and west walls. The refrigerator fits well in the south-east, south or west, but not in the north-east corner.

## Light, air and colour

Windows and an exhaust fan on the east or south side help remove smoke and heat. Warm, cheerful colours such as cream, yellow, orange, peach or light terracotta suit the fire element. Good lighting over the cooking area is as important for safety as it is for Vastu.

## If your kitchen is elsewhere

Most people live in flats built without Vastu in mind, and rebuilding a kitchen is rarely practical. Start with what can move: shift the cooking area or the hob within the room, change the position of the sink or storage, choose warmer colours, and keep the north-east part of the kitchen uncluttered. Many consultants treat these adjustments as sufficient for a rented home.

## The simplest rules matter most

Keep the kitchen clean, especially the stove and the sink, and clear away broken utensils and expired food. Check gas connections regularly and keep a working fire extinguisher nearby. A kitchen that is safe, tidy and well ventilated is the best starting point, whatever its direction.`;

const KITCHEN_HI = `भारतीय घरों में रसोई सिर्फ़ खाना पकाने की जगह नहीं है। परिवार की सेहत यहीं से शुरू होती है, त्योहारों की मिठाइयाँ यहीं बनती हैं, और बहुत से घरों में यहीं एक छोटा-सा पूजा स्थान भी होता है। वास्तु शास्त्र इस पर विशेष ध्यान देता है, और इसकी मुख्य सलाह एक वाक्य में कही जा सकती है: रसोई अग्नि की है, और अग्नि का स्थान आग्नेय कोण, यानी दक्षिण-पूर्व, है।

## दक्षिण-पूर्व ही क्यों?

वास्तु हर दिशा को किसी देवता और तत्व से जोड़ता है। दक्षिण-पूर्व कोना, जिसे आग्नेय कहते हैं, अग्नि देव की दिशा है। रसोई वहाँ होने से कमरे का उद्देश्य उस क्षेत्र की ऊर्जा से मेल खाता है। इसमें व्यावहारिक समझ भी है: भारत के बड़े हिस्से में पूर्व या दक्षिण-पूर्व की रसोई में सुबह की धूप आती है, जिससे वह उजली और सूखी रहती है, जबकि दोपहर बाद की तेज़ धूप कहीं और पड़ती है।

## दूसरा विकल्प और किन जगहों से बचें

अगर दक्षिण-पूर्व संभव न हो, तो वायु तत्व का क्षेत्र उत्तर-पश्चिम, यानी वायव्य कोण, स्वीकार्य विकल्प है। वास्तु उत्तर-पूर्व, यानी ईशान कोण, में रसोई बनाने से मना करता है, जिसे पूजा और जल के लिए हल्का, साफ़ और शांत रखा जाता है, और घर के बीच के हिस्से, यानी ब्रह्मस्थान, में भी। मुख्य द्वार के ठीक सामने रसोई, या शौचालय से सटी दीवार वाली रसोई भी ठीक नहीं मानी जाती।

## रसोई के भीतर की व्यवस्था

रसोई के भीतर चूल्हा उसके दक्षिण-पूर्वी हिस्से में रखिए, ताकि खाना बनाते समय मुँह पूर्व की ओर रहे। पानी से जुड़ी चीज़ें, जैसे सिंक, वॉटर प्यूरीफ़ायर और पीने का पानी, कमरे के उत्तर-पूर्व या उत्तर की ओर रखिए। अग्नि और जल विपरीत तत्व हैं, इसलिए चूल्हे को सिंक के ठीक बग़ल में या ठीक सामने रखने से बचिए; बीच में थोड़ी दूरी या एक काउंटर काफ़ी है। अनाज और बर्तन जैसा भारी सामान दक्षिण और पश्चिम की दीवारों के पास ठीक रहता है। फ़्रिज दक्षिण-पूर्व, दक्षिण या पश्चिम में अच्छा रहता है, पर उत्तर-पूर्वी कोने में नहीं।

## रोशनी, हवा और रंग

पूर्व या दक्षिण की ओर खिड़कियाँ और एग्ज़ॉस्ट फ़ैन धुआँ और गर्मी बाहर निकालने में मदद करते हैं। क्रीम, पीला, नारंगी, हल्का आड़ू या हल्का मिट्टी जैसा गर्म और खिला हुआ रंग अग्नि तत्व के अनुकूल है। खाना पकाने की जगह पर अच्छी रोशनी वास्तु जितनी ही सुरक्षा के लिए भी ज़रूरी है।

## अगर आपकी रसोई कहीं और है

ज़्यादातर लोग ऐसे फ़्लैटों में रहते हैं जो वास्तु को ध्यान में रखकर नहीं बने, और रसोई को दोबारा बनवाना शायद ही व्यावहारिक होता है। जो हिल सकता है, वहाँ से शुरू कीजिए: कमरे के भीतर ही चूल्हे की जगह बदलिए, सिंक या सामान की जगह बदलिए, गर्म रंग चुनिए, और रसोई के उत्तर-पूर्वी हिस्से को ख़ाली और साफ़ रखिए। बहुत से वास्तु सलाहकार किराये के घर के लिए इतने बदलाव पर्याप्त मानते हैं।

## सबसे सरल नियम सबसे ज़रूरी

रसोई, ख़ास तौर पर चूल्हा और सिंक, साफ़ रखिए, और टूटे बर्तन व ख़राब हो चुका खाना हटा दीजिए। गैस कनेक्शन नियमित रूप से जाँचिए और पास में एक चालू अग्निशामक रखिए। सुरक्षित, साफ़-सुथरी और हवादार रसोई ही सबसे अच्छी शुरुआत है, चाहे उसकी दिशा कोई भी हो।`;

const ENTRANCE_EN = `Vastu calls the main door the mouth of the home, the point through which light, air and people enter. It is often the first thing a Vastu consultant asks about. Yet it is also the subject of one of the most common fears in Indian house-hunting: that a south-facing home is bad luck. The tradition is more nuanced than that.

## What "facing" means

A home's facing is the direction you look in when you stand at the main door and look out. If you step out of your front door and face the north, the home is north-facing. Use a compass, or the compass on your phone held flat and away from metal, and take the reading a few times at the doorway.

## Every direction has good spots

Classical Vastu divides each side of a plot into segments called padas, each presided over by a deity of the Vastu Purusha mandala, for thirty-two entrance positions in all. Some padas on every side are considered favourable and others are not. This means the exact position of the door along the wall matters more than the direction alone. North and east entrances are popular because more of their padas are regarded as auspicious, and because they welcome morning light. But a west- or south-facing entrance placed in a favourable pada is considered perfectly acceptable, and many prosperous families live in such homes.

## The south-facing myth

South is the direction of Yama in tradition, and this has grown into a belief that every south-facing house should be avoided. A Vastu consultant would look at where on the south side the door is, how the rest of the house is planned and how the rooms are used. Refusing an otherwise good home only because it faces south is not what the shastra asks of you.

## Making any entrance welcoming

Whatever the direction, the same simple guidance applies. Keep the entrance well lit, clean and free of clutter, and do not pile shoes in front of the door; a closed shoe rack to one side works well. The main door should be the largest and sturdiest door in the home, should open inwards, and should open fully without obstruction. Repair creaking hinges and broken handles. A nameplate, a threshold, fresh flowers, a toran of mango leaves or marigolds, and rangoli on festival days are traditional ways of welcoming guests and good fortune.

## Things to avoid

Vastu advises against an obstruction directly in front of the door, such as a pole, a large tree or a staircase facing it, which is called dvara vedha. Avoid a mirror placed directly opposite the main door, and do not let a toilet door face the entrance.

## Before you worry

If your entrance is not ideal, start with light, cleanliness and order. For structural questions, consult an experienced Vastu professional who studies your actual plan, and be wary of anyone who promises dramatic results from an expensive product.`;

const ENTRANCE_HI = `वास्तु मुख्य द्वार को घर का मुख कहता है, वह जगह जहाँ से रोशनी, हवा और लोग घर में आते हैं। वास्तु सलाहकार अक्सर सबसे पहले इसी के बारे में पूछते हैं। फिर भी भारत में घर ढूँढ़ते समय सबसे आम डर भी इसी से जुड़ा है: कि दक्षिणमुखी घर अशुभ होता है। परंपरा इससे कहीं ज़्यादा बारीक है।

## "मुखी" का मतलब क्या है

घर की दिशा वह है जिस ओर आप मुख्य द्वार पर खड़े होकर बाहर देखते हैं। अगर दरवाज़े से बाहर निकलते समय आपका मुँह उत्तर की ओर है, तो घर उत्तरमुखी है। कंपास का उपयोग कीजिए, या फ़ोन के कंपास को सपाट और धातु से दूर रखकर, दरवाज़े पर कुछ बार दिशा देखिए।

## हर दिशा में अच्छे स्थान हैं

शास्त्रीय वास्तु भूखंड की हर भुजा को पदों में बाँटता है, जिनमें से हर पद के स्वामी वास्तु पुरुष मंडल के एक देवता हैं; इस तरह कुल बत्तीस द्वार-स्थान बनते हैं। हर भुजा पर कुछ पद शुभ माने जाते हैं और कुछ नहीं। यानी दीवार पर दरवाज़ा ठीक कहाँ है, यह अकेली दिशा से ज़्यादा मायने रखता है। उत्तर और पूर्व के द्वार इसलिए लोकप्रिय हैं कि उनके ज़्यादा पद शुभ माने जाते हैं, और वे सुबह की रोशनी का स्वागत करते हैं। पर शुभ पद में बना पश्चिम या दक्षिणमुखी द्वार भी पूरी तरह स्वीकार्य माना जाता है, और बहुत से समृद्ध परिवार ऐसे घरों में रहते हैं।

## दक्षिणमुखी घर का भ्रम

परंपरा में दक्षिण यम की दिशा है, और इसी से यह धारणा बन गई कि हर दक्षिणमुखी घर से बचना चाहिए। वास्तु सलाहकार यह देखेंगे कि दक्षिण की भुजा पर दरवाज़ा कहाँ है, बाक़ी घर का नक्शा कैसा है और कमरों का उपयोग कैसे हो रहा है। किसी अच्छे घर को सिर्फ़ इसलिए ठुकरा देना कि वह दक्षिणमुखी है, शास्त्र की माँग नहीं है।

## हर द्वार को स्वागत योग्य बनाएँ

दिशा कोई भी हो, सरल नियम वही रहते हैं। प्रवेश द्वार पर अच्छी रोशनी रखिए, उसे साफ़ और अव्यवस्था से मुक्त रखिए, और दरवाज़े के सामने जूतों का ढेर मत लगाइए; एक ओर बंद जूता-रैक अच्छा रहता है। मुख्य द्वार घर का सबसे बड़ा और मज़बूत दरवाज़ा हो, अंदर की ओर खुले, और बिना रुकावट पूरा खुले। चरमराते कब्ज़े और टूटे हैंडल ठीक करवाइए। नामपट्ट, देहरी, ताज़े फूल, आम के पत्तों या गेंदे का तोरण, और त्योहारों पर रंगोली, मेहमानों और सौभाग्य के स्वागत के पारंपरिक तरीक़े हैं।

## किन बातों से बचें

वास्तु दरवाज़े के ठीक सामने किसी रुकावट से बचने की सलाह देता है, जैसे खंभा, बड़ा पेड़ या सामने की ओर उतरती सीढ़ियाँ, जिसे द्वार वेध कहते हैं। मुख्य द्वार के ठीक सामने दर्पण मत लगाइए, और शौचालय का दरवाज़ा प्रवेश द्वार की ओर न खुले।

## चिंता करने से पहले

अगर आपका प्रवेश द्वार आदर्श नहीं है, तो रोशनी, सफ़ाई और व्यवस्था से शुरुआत कीजिए। बनावट से जुड़े सवालों के लिए किसी अनुभवी वास्तु विशेषज्ञ से सलाह लीजिए जो आपका असली नक्शा देखें, और ऐसे किसी भी व्यक्ति से सावधान रहिए जो किसी महँगी वस्तु से चमत्कारी नतीजों का वादा करे।`;

export const vastuPosts: readonly BlogPostInput[] = [
  {
    slug: 'vastu-main-entrance-directions',
    category: 'vastu',
    title: {
      en: 'Vastu for the Main Entrance: Facing, Padas and the South-Facing Myth',
      hi: 'मुख्य द्वार का वास्तु: दिशा, पद और दक्षिणमुखी घर का भ्रम',
    },
    serpDescription: {
      en: 'How to find which way your home faces, why the exact door position matters more than direction, and simple ways to make any entrance welcoming.',
      hi: 'घर किस दिशा में है यह कैसे जानें, दरवाज़े का सही स्थान दिशा से ज़्यादा क्यों मायने रखता है, और हर प्रवेश द्वार को स्वागत योग्य बनाने के सरल तरीक़े।',
    },
    body: { en: ENTRANCE_EN, hi: ENTRANCE_HI },
    createdAt: '2026-10-15T05:30:00.000Z',
  },
  {
    slug: 'vastu-kitchen-south-east',
    category: 'vastu',
    title: {
      en: 'Vastu for the Kitchen: Why Fire Belongs in the South-East',
      hi: 'रसोई का वास्तु: अग्नि का स्थान आग्नेय कोण में क्यों',
    },
    serpDescription: {
      en: 'Where the kitchen, stove, sink and fridge go in Vastu, the alternatives when the south-east is not possible, and easy fixes for flats.',
      hi: 'वास्तु के अनुसार रसोई, चूल्हा, सिंक और फ़्रिज कहाँ हों, दक्षिण-पूर्व संभव न हो तो क्या विकल्प हैं, और फ़्लैटों के लिए आसान सुधार।',
    },
    body: { en: KITCHEN_EN, hi: KITCHEN_HI },
    createdAt: '2026-07-14T05:30:00.000Z',
  },
];
