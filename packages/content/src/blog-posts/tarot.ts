import type { BlogPostInput } from './types';

const MINOR_ARCANA_EN = `A tarot deck has 78 cards. The 22 cards of the Major Arcana, from The Fool to The World, describe life's big themes and turning points. The other 56 form the Minor Arcana, and they describe the everyday: a conversation, a project, a worry, a celebration. In most readings the Minor Arcana cards outnumber the Majors, so learning them well makes a real difference. The good news is that they follow a clear pattern.

## Four suits, four elements

The Minor Arcana is divided into four suits of fourteen cards each, and each suit is linked with an element and an area of life.

Wands belong to fire. They speak of energy, ambition, creativity and action: starting a business, a new idea at work, the spark that gets things moving. Cups belong to water. They speak of feelings, love, friendship, intuition and imagination. Swords belong to air. They speak of thought, truth, communication, decisions and conflict; they can cut through confusion, but they can also wound. Pentacles belong to earth. They speak of money, work, property, the body and practical effort, the things we build patiently over time.

## The numbers tell a story

Within each suit the cards run from Ace to Ten, and the numbers follow a rough arc. Aces are beginnings, the pure seed of the suit. Twos bring choice and balance, Threes growth and collaboration, and Fours stability, sometimes rest. Fives bring challenge, loss or conflict, the test that follows comfort. Sixes are recovery and harmony, Sevens reflection and persistence, Eights movement and mastery, Nines intensity close to completion, and Tens the fulfilment or full weight of the suit's theme. Knowing this arc, you can make a sensible guess at a card you have never studied: the Five of Pentacles will involve some material or physical hardship, the Three of Cups a shared joy.

## The court cards

Each suit also has four court cards. Pages are students and messengers: curiosity, news and first steps. Knights are action and movement, sometimes hasty. Queens show inner mastery of the suit, often nurturing and perceptive. Kings show outer mastery: authority, responsibility and leadership. Court cards may describe people in your life, or a role you are being asked to take on yourself.

## Reading them without fear

Some Minor Arcana cards look alarming. The Ten of Swords shows a figure pierced by swords, yet it is usually read as the painful end of a situation, the point after which things can only improve, not as literal harm. The Three of Swords speaks of heartache that can be acknowledged and healed. Always read the suit, the number and the picture together, and let the question guide the meaning.

## A simple way to learn

Take one suit a week. Lay its fourteen cards out in order and tell the story they make, from the Ace's beginning to the Ten's outcome. Note one word for each card in a notebook. Within a month you will recognise the pattern, and a good card-by-card guide can fill in the detail whenever you need it.`;

const MINOR_ARCANA_HI = `टैरो की गड्डी में 78 कार्ड होते हैं। मेजर आर्काना के 22 कार्ड, मूर्ख से संसार तक, जीवन के बड़े विषयों और मोड़ों का वर्णन करते हैं। बाक़ी 56 कार्ड माइनर आर्काना बनाते हैं, और वे रोज़मर्रा की बातें बताते हैं: कोई बातचीत, कोई प्रोजेक्ट, कोई चिंता, कोई उत्सव। ज़्यादातर रीडिंग में माइनर आर्काना के कार्ड मेजर से ज़्यादा आते हैं, इसलिए इन्हें अच्छी तरह समझना सचमुच फ़र्क़ डालता है। अच्छी बात यह है कि ये एक साफ़ ढाँचे पर चलते हैं।

## चार सूट, चार तत्व

माइनर आर्काना चार सूटों में बँटा है, हर सूट में चौदह कार्ड, और हर सूट एक तत्व और जीवन के एक क्षेत्र से जुड़ा है।

छड़ियाँ (वैंड्स) अग्नि तत्व की हैं। ये ऊर्जा, महत्वाकांक्षा, रचनात्मकता और कर्म की बात करती हैं: नया व्यवसाय, काम पर कोई नया विचार, वह चिंगारी जो चीज़ों को गति देती है। प्याले (कप्स) जल तत्व के हैं। ये भावनाओं, प्रेम, मित्रता, अंतर्ज्ञान और कल्पना की बात करते हैं। तलवारें (स्वॉर्ड्स) वायु तत्व की हैं। ये विचार, सत्य, संवाद, निर्णय और संघर्ष की बात करती हैं; ये उलझन को काट सकती हैं, पर घाव भी दे सकती हैं। सिक्के (पेंटाकल्स) पृथ्वी तत्व के हैं। ये धन, काम, संपत्ति, शरीर और व्यावहारिक प्रयास की बात करते हैं, यानी वे चीज़ें जिन्हें हम धीरे-धीरे धैर्य से बनाते हैं।

## अंक एक कहानी कहते हैं

हर सूट में कार्ड इक्के से दहले तक चलते हैं, और अंक मोटे तौर पर एक क्रम का पालन करते हैं। इक्का शुरुआत है, सूट का शुद्ध बीज। दुक्की चुनाव और संतुलन लाती है, तिक्की विकास और सहयोग, और चौका स्थिरता, कभी-कभी विश्राम। पंजा चुनौती, हानि या टकराव लाता है, यानी आराम के बाद आने वाली परीक्षा। छक्का सुधार और सामंजस्य है, सत्ता चिंतन और लगन, अट्ठा गति और दक्षता, नहला पूर्णता के क़रीब की तीव्रता, और दहला सूट के विषय की पूर्णता या उसका पूरा भार। यह क्रम जानकर आप उस कार्ड का भी समझदारी से अनुमान लगा सकते हैं जिसे आपने कभी पढ़ा न हो: सिक्कों के पंजे में कोई भौतिक या शारीरिक कठिनाई होगी, और प्यालों की तिक्की में साझा ख़ुशी।

## दरबारी कार्ड

हर सूट में चार दरबारी कार्ड भी होते हैं। सेवक विद्यार्थी और संदेशवाहक हैं: जिज्ञासा, ख़बर और पहले क़दम। घुड़सवार कर्म और गति हैं, कभी-कभी जल्दबाज़ी भरे। रानियाँ सूट पर भीतरी अधिकार दिखाती हैं, अक्सर पोषण करने वाली और पारखी। राजा बाहरी अधिकार दिखाते हैं: सत्ता, ज़िम्मेदारी और नेतृत्व। दरबारी कार्ड आपके जीवन के लोगों का वर्णन कर सकते हैं, या उस भूमिका का जिसे निभाने के लिए आपसे कहा जा रहा है।

## बिना डर के पढ़ें

माइनर आर्काना के कुछ कार्ड डरावने दिखते हैं। तलवारों के दहले में एक आकृति तलवारों से बिंधी दिखती है, फिर भी इसे आम तौर पर किसी स्थिति के दर्दनाक अंत के रूप में पढ़ा जाता है, जिसके बाद हालात सिर्फ़ सुधर ही सकते हैं, किसी असली नुक़सान के रूप में नहीं। तलवारों की तिक्की उस दिल के दर्द की बात करती है जिसे स्वीकार करके भरा जा सकता है। हमेशा सूट, अंक और चित्र को साथ पढ़िए, और अर्थ को सवाल के हिसाब से समझिए।

## सीखने का आसान तरीक़ा

हर हफ़्ते एक सूट लीजिए। उसके चौदह कार्ड क्रम से फैलाइए और इक्के की शुरुआत से दहले के नतीजे तक जो कहानी बनती है, उसे कहिए। हर कार्ड के लिए एक शब्द डायरी में लिखिए। एक महीने में आप ढाँचा पहचानने लगेंगे, और जब भी ज़रूरत हो, हर कार्ड का विस्तृत अर्थ बताने वाली कोई अच्छी गाइड बारीकियाँ भर देगी।`;

const THREE_CARD_EN = `The three-card spread is the most useful layout in tarot. It is quick enough to do in five minutes, simple enough for a beginner, and flexible enough that experienced readers use it every day. Three cards give you more than a single verdict, but not so much that the message gets lost.

## Prepare a clear question

Sit somewhere quiet and write your question down. Open questions work best: "What do I need to understand about my job search this month?" rather than "Will I get the job?" Keep it about your own situation and choices. Then shuffle the deck while holding the question in mind, cut it into three piles and put it back together in any order that feels right.

## Choose your positions

Before drawing, decide what each position will mean. Here are some well-tested layouts:

Past, present and future: what led here, where things stand, and where they are heading if nothing changes. Situation, obstacle and advice: the heart of the matter, what is in the way, and what would help. Mind, body and spirit: useful for checking in with yourself. You, the other person and the relationship: for questions about a bond. Option one, option two and advice: for a choice between two paths.

Draw three cards from the top and lay them face up from left to right.

## Read each card, then the story

First read each card in its position. Then look at the three together. Are they mostly one suit? Many Cups point to feelings, many Pentacles to practical matters. Are there Major Arcana cards? Two or three suggest the question touches a larger life theme. Do the numbers rise, suggesting progress, or fall? Finally, say the story out loud in one or two sentences.

## An example

Suppose you ask about your job search and use situation, obstacle and advice. The Eight of Pentacles in the situation position shows steady effort and skill-building: you are doing the groundwork. The Five of Cups as the obstacle shows a figure mourning three spilled cups while two still stand behind him: disappointment over a past rejection may be stopping you from seeing what you still have. The Star as advice speaks of hope, renewal and trust. Together: keep improving your skills, let go of the old rejection, and apply again with fresh confidence.

## Good habits

Draw once for a question and sit with the answer rather than redrawing until you like it. Note the cards and your interpretation in a journal, and look back after a few weeks. Remember that a future card shows a trend that can change, not a fixed fate.

## Know the limits

Tarot is a tool for reflection and fresh perspective. It is not a substitute for a doctor, a lawyer or a financial adviser, and it should never be used to decide health or legal matters. For questions that feel heavy, a session with an experienced reader gives you space to talk it through.`;

const THREE_CARD_HI = `तीन कार्ड का स्प्रेड टैरो का सबसे उपयोगी लेआउट है। यह पाँच मिनट में हो जाता है, शुरुआत करने वालों के लिए सरल है, और इतना लचीला है कि अनुभवी रीडर भी इसे रोज़ इस्तेमाल करते हैं। तीन कार्ड एक शब्द के फ़ैसले से ज़्यादा बताते हैं, पर इतना ज़्यादा नहीं कि संदेश ही खो जाए।

## साफ़ सवाल तैयार करें

किसी शांत जगह बैठिए और अपना सवाल लिख लीजिए। खुले सवाल सबसे अच्छा काम करते हैं: "क्या मुझे नौकरी मिलेगी?" के बजाय "इस महीने नौकरी की तलाश के बारे में मुझे क्या समझना चाहिए?" सवाल अपनी स्थिति और अपने फ़ैसलों के बारे में रखिए। फिर सवाल को मन में रखते हुए गड्डी फेंटिए, उसे तीन ढेरियों में बाँटिए और जिस क्रम में ठीक लगे, फिर से एक कर लीजिए।

## स्थान तय करें

कार्ड निकालने से पहले तय कीजिए कि हर स्थान का क्या अर्थ होगा। ये कुछ आज़माए हुए लेआउट हैं:

अतीत, वर्तमान और भविष्य: किस बात ने यहाँ तक पहुँचाया, अभी स्थिति क्या है, और कुछ न बदले तो बात किस ओर जा रही है। स्थिति, बाधा और सलाह: मामले का मूल, रास्ते में क्या है, और क्या मदद करेगा। मन, शरीर और आत्मा: अपना हाल जानने के लिए उपयोगी। आप, दूसरा व्यक्ति और रिश्ता: किसी संबंध से जुड़े सवालों के लिए। पहला विकल्प, दूसरा विकल्प और सलाह: दो रास्तों में से चुनने के लिए।

गड्डी के ऊपर से तीन कार्ड निकालिए और उन्हें बाएँ से दाएँ सीधा रखिए।

## हर कार्ड पढ़ें, फिर पूरी कहानी

पहले हर कार्ड को उसके स्थान के हिसाब से पढ़िए। फिर तीनों को साथ देखिए। क्या ज़्यादातर एक ही सूट के हैं? कई प्याले भावनाओं की ओर इशारा करते हैं, कई सिक्के व्यावहारिक मामलों की ओर। क्या मेजर आर्काना के कार्ड हैं? दो या तीन हों, तो सवाल जीवन के किसी बड़े विषय को छूता है। क्या अंक बढ़ रहे हैं, जो प्रगति का संकेत है, या घट रहे हैं? अंत में एक-दो वाक्यों में पूरी कहानी ज़ोर से कहिए।

## एक उदाहरण

मान लीजिए आप नौकरी की तलाश के बारे में पूछते हैं और स्थिति, बाधा और सलाह वाला लेआउट चुनते हैं। स्थिति के स्थान पर सिक्कों का अट्ठा लगातार मेहनत और हुनर निखारने की बात करता है: आप बुनियादी काम कर रहे हैं। बाधा के स्थान पर प्यालों का पंजा एक ऐसी आकृति दिखाता है जो तीन गिरे प्यालों का शोक मना रही है, जबकि दो प्याले अब भी उसके पीछे खड़े हैं: किसी पिछली अस्वीकृति की निराशा शायद आपको यह देखने से रोक रही है कि आपके पास अब भी क्या है। सलाह के स्थान पर तारा आशा, नवीनीकरण और भरोसे की बात करता है। सब मिलाकर: अपना हुनर निखारते रहिए, पुरानी अस्वीकृति को पीछे छोड़िए, और नए आत्मविश्वास के साथ फिर आवेदन कीजिए।

## अच्छी आदतें

एक सवाल के लिए एक बार कार्ड निकालिए और मनचाहा जवाब आने तक बार-बार निकालने के बजाय उसी जवाब पर विचार कीजिए। कार्ड और अपनी व्याख्या डायरी में लिखिए, और कुछ हफ़्तों बाद पलटकर देखिए। याद रखिए कि भविष्य वाला कार्ड एक रुझान दिखाता है जो बदल सकता है, कोई तय भाग्य नहीं।

## सीमाएँ जानें

टैरो आत्म-चिंतन और नए नज़रिये का साधन है। यह डॉक्टर, वकील या वित्तीय सलाहकार की जगह नहीं ले सकता, और सेहत या क़ानूनी मामलों का फ़ैसला इससे कभी नहीं करना चाहिए। जो सवाल भारी लगें, उनके लिए किसी अनुभवी रीडर के साथ सत्र आपको खुलकर बात करने की जगह देता है।`;

export const tarotPosts: readonly BlogPostInput[] = [
  {
    slug: 'three-card-tarot-spread',
    category: 'tarot',
    title: {
      en: 'The Three-Card Tarot Spread: Five Layouts and How to Read Them',
      hi: 'तीन कार्ड का टैरो स्प्रेड: पाँच लेआउट और उन्हें पढ़ने का तरीक़ा',
    },
    serpDescription: {
      en: 'How to ask, shuffle and draw for a three-card tarot spread, five useful layouts, how to read the cards as a story, and a worked example.',
      hi: 'तीन कार्ड के टैरो स्प्रेड के लिए सवाल कैसे पूछें, गड्डी कैसे फेंटें और कार्ड कैसे निकालें, पाँच उपयोगी लेआउट, और एक पूरा उदाहरण।',
    },
    body: { en: THREE_CARD_EN, hi: THREE_CARD_HI },
    createdAt: '2026-09-23T05:30:00.000Z',
  },
  {
    slug: 'minor-arcana-suits-explained',
    category: 'tarot',
    title: {
      en: 'Reading the Minor Arcana: The Four Suits, the Numbers and the Court',
      hi: 'माइनर आर्काना को पढ़ना: चार सूट, अंक और दरबारी कार्ड',
    },
    serpDescription: {
      en: 'What Wands, Cups, Swords and Pentacles stand for, the story told by Ace to Ten, the four court cards, and how to read frightening cards calmly.',
      hi: 'छड़ियाँ, प्याले, तलवारें और सिक्के किस बात के प्रतीक हैं, इक्के से दहले तक की कहानी, चार दरबारी कार्ड, और डरावने कार्डों को शांति से कैसे पढ़ें।',
    },
    body: { en: MINOR_ARCANA_EN, hi: MINOR_ARCANA_HI },
    createdAt: '2026-07-22T05:30:00.000Z',
  },
];
