import type { BlogPostInput } from './types';

const GRAHAS_EN = `Vedic astrology works with nine grahas, the navagraha. The word graha means one that seizes or holds, because each is believed to take hold of a part of our lives. Seven are visible bodies: the Sun, the Moon, Mars, Mercury, Jupiter, Venus and Saturn. The other two, Rahu and Ketu, are not physical planets at all, but the points where the Moon's path crosses the Sun's.

## The Sun and the Moon

Surya, the Sun, is the soul, vitality, the father, authority and self-confidence. A strong Sun gives leadership and a clear sense of purpose. It is exalted in Aries and rules Sunday. Chandra, the Moon, is the mind, emotions, the mother, nourishment and public life. It moves fastest and describes our day-to-day feelings. It is exalted in Taurus and rules Monday.

## Mars and Mercury

Mangal, Mars, is energy, courage, siblings, land and the drive to act. Well placed, it gives initiative and protective strength; under pressure, it can show haste or anger. It is exalted in Capricorn and rules Tuesday. Budh, Mercury, is intellect, speech, learning, trade and humour. It is exalted in Virgo and rules Wednesday.

## Jupiter and Venus

Guru or Brihaspati, Jupiter, is wisdom, teachers, children, dharma and growth. It is the greatest natural benefic and is consulted for education, children and marriage. It is exalted in Cancer and rules Thursday. Shukra, Venus, is love, marriage, beauty, art, comfort and vehicles. It shows how we relate and what we enjoy. It is exalted in Pisces and rules Friday.

## Saturn

Shani, Saturn, is time, discipline, work, endurance and justice. It moves slowly and teaches through patience, which is why it is often feared. In truth, Saturn rewards honest, steady effort, and many people do some of their most lasting work in Saturn periods. It is exalted in Libra and rules Saturday. Sade Sati, Saturn's transit over the natal Moon, is a time of responsibility and restructuring, not a curse.

## Rahu and Ketu

Rahu and Ketu, the lunar nodes, always stand exactly opposite each other and move backwards through the zodiac, spending about eighteen months in each sign. Eclipses happen near them. Rahu is worldly desire, ambition, foreign things, technology and the unconventional. Ketu is detachment, spirituality, research and letting go.

## Benefics and malefics

Jupiter and Venus are natural benefics; the Sun, Mars, Saturn, Rahu and Ketu are natural malefics; the Moon and Mercury vary with their condition. But malefic does not mean bad. Saturn in a good position can give great stability, and a benefic in a weak position can struggle. Every graha is read by sign, house, aspect and dasha.

## A closing thought

Each graha is a part of human life, not a force to fear. Remedies traditionally begin with conduct: respect for parents and teachers, honest work, charity and prayer. If anyone insists that only an expensive gemstone or ritual can help, ask for the reasoning and take your time.`;

const GRAHAS_HI = `वैदिक ज्योतिष नौ ग्रहों, यानी नवग्रहों, के साथ काम करता है। ग्रह शब्द का अर्थ है पकड़ने या ग्रहण करने वाला, क्योंकि माना जाता है कि हर ग्रह हमारे जीवन के किसी एक हिस्से को थामे रहता है। इनमें सात दिखाई देने वाले पिंड हैं: सूर्य, चंद्रमा, मंगल, बुध, बृहस्पति, शुक्र और शनि। बाक़ी दो, राहु और केतु, भौतिक ग्रह हैं ही नहीं, बल्कि वे बिंदु हैं जहाँ चंद्रमा का मार्ग सूर्य के मार्ग को काटता है।

## सूर्य और चंद्रमा

सूर्य आत्मा, जीवनशक्ति, पिता, अधिकार और आत्मविश्वास है। बलवान सूर्य नेतृत्व और उद्देश्य की स्पष्ट समझ देता है। यह मेष में उच्च का होता है और रविवार का स्वामी है। चंद्रमा मन, भावनाएँ, माता, पोषण और सार्वजनिक जीवन है। यह सबसे तेज़ चलता है और हमारी रोज़ की भावनाओं का वर्णन करता है। यह वृषभ में उच्च का होता है और सोमवार का स्वामी है।

## मंगल और बुध

मंगल ऊर्जा, साहस, भाई-बहन, भूमि और कर्म करने की प्रेरणा है। अच्छी स्थिति में यह पहल और रक्षा करने की शक्ति देता है; दबाव में जल्दबाज़ी या क्रोध दिखा सकता है। यह मकर में उच्च का होता है और मंगलवार का स्वामी है। बुध बुद्धि, वाणी, शिक्षा, व्यापार और विनोद है। यह कन्या में उच्च का होता है और बुधवार का स्वामी है।

## बृहस्पति और शुक्र

गुरु या बृहस्पति ज्ञान, शिक्षक, संतान, धर्म और विकास है। यह सबसे बड़ा नैसर्गिक शुभ ग्रह है, और शिक्षा, संतान और विवाह के प्रश्नों में इसे ख़ास तौर पर देखा जाता है। यह कर्क में उच्च का होता है और गुरुवार का स्वामी है। शुक्र प्रेम, विवाह, सौंदर्य, कला, सुख-सुविधा और वाहन है। यह दिखाता है कि हम रिश्ते कैसे निभाते हैं और हमें किस चीज़ में आनंद आता है। यह मीन में उच्च का होता है और शुक्रवार का स्वामी है।

## शनि

शनि समय, अनुशासन, कर्म, सहनशक्ति और न्याय है। यह धीरे चलता है और धैर्य से सिखाता है, इसीलिए लोग अक्सर इससे डरते हैं। असल में शनि ईमानदार और लगातार मेहनत का फल देता है, और बहुत से लोग अपने सबसे टिकाऊ काम शनि की अवधि में ही करते हैं। यह तुला में उच्च का होता है और शनिवार का स्वामी है। साढ़ेसाती, यानी जन्म के चंद्रमा पर से शनि का गोचर, ज़िम्मेदारी और नए सिरे से ढाँचा बनाने का समय है, कोई श्राप नहीं।

## राहु और केतु

राहु और केतु, यानी चंद्रमा के पात बिंदु, हमेशा एक-दूसरे के ठीक सामने रहते हैं और राशिचक्र में उल्टी दिशा में चलते हैं, हर राशि में लगभग अठारह महीने रहते हुए। ग्रहण इन्हीं के पास होते हैं। राहु सांसारिक इच्छा, महत्वाकांक्षा, विदेशी चीज़ें, तकनीक और लीक से हटकर चलने का प्रतीक है। केतु विरक्ति, आध्यात्मिकता, शोध और छोड़ देने का।

## शुभ और पाप ग्रह

बृहस्पति और शुक्र नैसर्गिक शुभ ग्रह हैं; सूर्य, मंगल, शनि, राहु और केतु नैसर्गिक पाप ग्रह हैं; चंद्रमा और बुध अपनी स्थिति के अनुसार बदलते हैं। पर पाप ग्रह का अर्थ बुरा नहीं है। अच्छी स्थिति में शनि बड़ी स्थिरता दे सकता है, और कमज़ोर स्थिति में शुभ ग्रह भी संघर्ष कर सकता है। हर ग्रह को राशि, भाव, दृष्टि और दशा के साथ पढ़ा जाता है।

## अंत में एक बात

हर ग्रह मानव जीवन का एक हिस्सा है, डरने लायक़ कोई शक्ति नहीं। परंपरा में उपाय आचरण से शुरू होते हैं: माता-पिता और गुरुओं का सम्मान, ईमानदार मेहनत, दान और प्रार्थना। अगर कोई ज़ोर दे कि सिर्फ़ कोई महँगा रत्न या अनुष्ठान ही मदद कर सकता है, तो उसका तर्क पूछिए और जल्दबाज़ी मत कीजिए।`;

const NAKSHATRAS_EN = `Most people know their rashi, but Vedic astrology has a finer measure that many consider even more personal: the nakshatra. The zodiac is divided into 27 lunar mansions, and the one the Moon occupied at your birth, your janma nakshatra, colours your temperament, sets the starting point of your dasha periods and often suggests the first letter of your name.

## Why twenty-seven?

The Moon takes about 27.3 days to travel once around the zodiac against the stars, so it spends roughly a day in each nakshatra, like a traveller stopping at a different inn each night. Each nakshatra covers 13 degrees and 20 minutes of the zodiac and is divided into four padas, or quarters, of 3 degrees 20 minutes. Twenty-seven nakshatras times four padas gives 108 padas, nine for each of the twelve signs, which is one of the reasons 108 is considered a sacred number. Older texts also mention a twenty-eighth, Abhijit, which is still used in muhurat.

## The twenty-seven

In order, starting from Aries, they are: Ashwini, Bharani, Krittika, Rohini, Mrigashira, Ardra, Punarvasu, Pushya, Ashlesha, Magha, Purva Phalguni, Uttara Phalguni, Hasta, Chitra, Swati, Vishakha, Anuradha, Jyeshtha, Mula, Purva Ashadha, Uttara Ashadha, Shravana, Dhanishta, Shatabhisha, Purva Bhadrapada, Uttara Bhadrapada and Revati.

## Lords, deities and symbols

Each nakshatra has a ruling graha, following a repeating cycle of nine: Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn and Mercury. So Ashwini is ruled by Ketu, Bharani by Venus, Krittika by the Sun, and the cycle starts again with Magha and Mula. Each also has a presiding deity and a symbol that hint at its nature. Ashwini belongs to the Ashwini Kumaras, the healers of the gods, and is quick and helpful. Rohini, ruled by the Moon and blessed by Prajapati, is creative and fertile. Pushya, presided over by Brihaspati, is nourishing and is widely favoured for beginnings. Revati, the last, is guided by Pushan, the protector of travellers, and is gentle and caring.

## How they are used

Your janma nakshatra sets the first period of the Vimshottari dasha: someone born in Rohini begins life in the Moon's dasha. In naming, each pada has a traditional syllable; for Ashwini they are Chu, Che, Cho and La. In marriage matching, the Ashtakoota system compares the couple's nakshatras for gana, yoni and nadi. And the daily nakshatra in the panchang helps choose a muhurat.

## Reading your own

Use your nakshatra as a lens, not a label. Read about its deity and symbol, notice which qualities you recognise, and remember that the rest of the chart, especially the lagna, the planets and the current dasha, adds a great deal. Find your nakshatra and pada on the Basic tab of your free kundali.`;

const NAKSHATRAS_HI = `ज़्यादातर लोग अपनी राशि जानते हैं, पर वैदिक ज्योतिष में एक और बारीक माप है, जिसे बहुत से लोग और भी निजी मानते हैं: नक्षत्र। राशिचक्र 27 चंद्र भवनों में बँटा है, और आपके जन्म के समय चंद्रमा जिस नक्षत्र में था, यानी आपका जन्म नक्षत्र, आपके स्वभाव को रंग देता है, आपकी दशाओं का आरंभ बिंदु तय करता है और अक्सर आपके नाम का पहला अक्षर भी सुझाता है।

## सत्ताईस ही क्यों?

तारों के सापेक्ष राशिचक्र का एक चक्कर लगाने में चंद्रमा को लगभग 27.3 दिन लगते हैं, इसलिए वह हर नक्षत्र में क़रीब एक दिन रहता है, जैसे कोई यात्री हर रात अलग सराय में ठहरता हो। हर नक्षत्र राशिचक्र के 13 अंश 20 कला का होता है और चार पदों, यानी चरणों, में बँटा होता है, हर पद 3 अंश 20 कला का। सत्ताईस नक्षत्र गुणा चार पद, यानी 108 पद, बारह राशियों में से हर एक के लिए नौ, और 108 को पवित्र संख्या माने जाने का एक कारण यह भी है। पुराने ग्रंथ अट्ठाईसवें नक्षत्र अभिजित का भी उल्लेख करते हैं, जिसका उपयोग आज भी मुहूर्त में होता है।

## सत्ताईस नक्षत्र

मेष से शुरू करके क्रम से ये हैं: अश्विनी, भरणी, कृत्तिका, रोहिणी, मृगशिरा, आर्द्रा, पुनर्वसु, पुष्य, आश्लेषा, मघा, पूर्वा फाल्गुनी, उत्तरा फाल्गुनी, हस्त, चित्रा, स्वाति, विशाखा, अनुराधा, ज्येष्ठा, मूल, पूर्वाषाढ़ा, उत्तराषाढ़ा, श्रवण, धनिष्ठा, शतभिषा, पूर्वा भाद्रपद, उत्तरा भाद्रपद और रेवती।

## स्वामी, देवता और प्रतीक

हर नक्षत्र का एक स्वामी ग्रह है, जो नौ ग्रहों के एक दोहराते चक्र में आता है: केतु, शुक्र, सूर्य, चंद्रमा, मंगल, राहु, बृहस्पति, शनि और बुध। इस तरह अश्विनी का स्वामी केतु है, भरणी का शुक्र, कृत्तिका का सूर्य, और मघा व मूल से यह चक्र फिर शुरू होता है। हर नक्षत्र के एक अधिष्ठाता देवता और एक प्रतीक भी हैं, जो उसके स्वभाव की झलक देते हैं। अश्विनी देवताओं के वैद्य अश्विनी कुमारों का नक्षत्र है, फुर्तीला और मददगार। चंद्रमा के स्वामित्व और प्रजापति के आशीर्वाद वाला रोहिणी रचनात्मक और उर्वर है। बृहस्पति की अध्यक्षता वाला पुष्य पोषण देने वाला है और शुभ शुरुआत के लिए व्यापक रूप से पसंद किया जाता है। अंतिम नक्षत्र रेवती यात्रियों के रक्षक पूषन के संरक्षण में है, और कोमल व परवाह करने वाला है।

## इनका उपयोग कैसे होता है

आपका जन्म नक्षत्र विंशोत्तरी दशा की पहली अवधि तय करता है: रोहिणी में जन्मे व्यक्ति का जीवन चंद्रमा की दशा से शुरू होता है। नामकरण में हर पद का एक पारंपरिक अक्षर होता है; अश्विनी के लिए ये चू, चे, चो और ला हैं। विवाह मिलान में अष्टकूट पद्धति वर-वधू के नक्षत्रों से गण, योनि और नाड़ी की तुलना करती है। और पंचांग में दिन का नक्षत्र मुहूर्त चुनने में मदद करता है।

## अपने नक्षत्र को कैसे पढ़ें

अपने नक्षत्र को एक नज़रिये की तरह इस्तेमाल कीजिए, ठप्पे की तरह नहीं। उसके देवता और प्रतीक के बारे में पढ़िए, देखिए कि कौन-से गुण आप अपने भीतर पहचानते हैं, और याद रखिए कि कुंडली का बाक़ी हिस्सा, ख़ास तौर पर लग्न, ग्रह और चल रही दशा, बहुत कुछ जोड़ता है। अपनी मुफ़्त कुंडली के बेसिक टैब में अपना नक्षत्र और पद देखिए।`;

const DASHAS_EN = `Two people can have similar birth charts and very different years. One is busy with a new job while the other is absorbed in family or study. Vedic astrology explains much of this through dashas, planetary periods that decide which parts of the chart are active at a given time. Of the many dasha systems in Jyotish, the Vimshottari dasha described by Parashara is the most widely used.

## A 120-year cycle

Vimshottari means one hundred and twenty. The system divides a full human life of 120 years among the nine grahas, always in the same order and for fixed lengths: Ketu 7 years, Venus 20, the Sun 6, the Moon 10, Mars 7, Rahu 18, Jupiter 16, Saturn 19 and Mercury 17.

## Where your dashas begin

Your first dasha is set by the Moon's nakshatra at birth. Each nakshatra is ruled by one of the nine grahas, and the dasha of that graha is running when you are born. How much of it remains depends on how far the Moon had already travelled through the nakshatra. If the Moon was halfway through Rohini, which is ruled by the Moon, about five of the Moon's ten years are left at birth. After that, the periods follow in the fixed order.

Because the Moon moves quickly, an error of an hour in the birth time can move every dasha date by several months. That is why astrologers ask for an accurate time and sometimes check it against past events.

## Periods within periods

Each main period, the mahadasha, is divided into nine sub-periods called antardashas or bhuktis, in the same order and in proportion to their lengths, beginning with the graha of the mahadasha itself. In Jupiter's sixteen-year period, for example, the Jupiter-Saturn antardasha lasts about two years and six months. Each antardasha is divided again into pratyantardashas, which allow finer timing.

## How a dasha gives results

A dasha does not act according to a planet's general reputation alone. It brings forward the houses the graha rules and occupies in your chart, its strength, and the planets it is joined with or aspects. A Saturn period for someone whose Saturn rules the career houses and is well placed can be a time of steady promotion; a Venus period for someone whose Venus is weak may ask for patience in relationships. The sub-period lord adds its own flavour.

## Dashas and transits together

Astrologers read the dasha together with the current movement of the planets, called gochar. Many look for a double confirmation: an event promised by the dasha tends to happen when slow-moving Jupiter and Saturn also activate the relevant house. Neither alone is considered enough.

## Using your dashas wisely

Dashas are a calendar, not a sentence. Knowing that a period favours study, travel, family or consolidation helps you plan and use your energy well. Difficult periods are usually times of learning and restructuring, and good periods still need effort. Open the Dasha tab of your free kundali to see your current mahadasha and antardasha with their dates.`;

const DASHAS_HI = `दो लोगों की कुंडली मिलती-जुलती हो सकती है, फिर भी उनके साल बिल्कुल अलग बीतते हैं। एक नई नौकरी में व्यस्त रहता है, तो दूसरा परिवार या पढ़ाई में डूबा रहता है। वैदिक ज्योतिष इसका बड़ा हिस्सा दशाओं से समझाता है, यानी ग्रहों की वे अवधियाँ जो तय करती हैं कि किसी समय कुंडली के कौन-से हिस्से सक्रिय हैं। ज्योतिष की अनेक दशा पद्धतियों में पराशर द्वारा बताई गई विंशोत्तरी दशा सबसे ज़्यादा प्रचलित है।

## 120 वर्ष का चक्र

विंशोत्तरी का अर्थ है एक सौ बीस। यह पद्धति मनुष्य के 120 वर्ष के पूर्ण जीवन को नौ ग्रहों में बाँटती है, हमेशा एक ही क्रम में और तय अवधि के साथ: केतु 7 वर्ष, शुक्र 20, सूर्य 6, चंद्रमा 10, मंगल 7, राहु 18, बृहस्पति 16, शनि 19 और बुध 17।

## आपकी दशाएँ कहाँ से शुरू होती हैं

आपकी पहली दशा जन्म के समय चंद्रमा के नक्षत्र से तय होती है। हर नक्षत्र का स्वामी नौ ग्रहों में से एक है, और जन्म के समय उसी ग्रह की दशा चल रही होती है। उसमें से कितनी बाक़ी है, यह इस पर निर्भर करता है कि चंद्रमा उस नक्षत्र में कितना आगे बढ़ चुका था। अगर चंद्रमा रोहिणी के ठीक बीच में था, जिसका स्वामी चंद्रमा है, तो जन्म के समय चंद्रमा के दस में से लगभग पाँच वर्ष बाक़ी होते हैं। उसके बाद अवधियाँ तय क्रम से आती हैं।

चंद्रमा तेज़ चलता है, इसलिए जन्म समय में एक घंटे की ग़लती हर दशा की तारीख़ को कई महीने आगे-पीछे कर सकती है। इसीलिए ज्योतिषी सही समय पूछते हैं और कभी-कभी बीती घटनाओं से उसकी जाँच भी करते हैं।

## अवधियों के भीतर अवधियाँ

हर मुख्य अवधि, यानी महादशा, नौ उप-अवधियों में बँटी होती है जिन्हें अंतर्दशा या भुक्ति कहते हैं। ये उसी क्रम में और अपनी अवधि के अनुपात में आती हैं, और शुरुआत महादशा के ग्रह की अपनी अंतर्दशा से होती है। मसलन बृहस्पति की सोलह वर्ष की महादशा में बृहस्पति-शनि की अंतर्दशा लगभग ढाई वर्ष चलती है। हर अंतर्दशा फिर प्रत्यंतर दशाओं में बँटती है, जिनसे और बारीक समय निकाला जाता है।

## दशा फल कैसे देती है

दशा केवल ग्रह की आम छवि के अनुसार फल नहीं देती। वह उन भावों को आगे लाती है जिनका स्वामी वह ग्रह आपकी कुंडली में है और जिनमें वह बैठा है, साथ ही उसका बल, और वे ग्रह जिनके साथ वह है या जिन पर उसकी दृष्टि है। जिसकी कुंडली में शनि करियर के भावों का स्वामी होकर अच्छी स्थिति में है, उसके लिए शनि की दशा लगातार तरक़्क़ी का समय हो सकती है; जिसका शुक्र कमज़ोर है, उसके लिए शुक्र की दशा रिश्तों में धैर्य माँग सकती है। अंतर्दशा का स्वामी भी अपना रंग जोड़ता है।

## दशा और गोचर साथ-साथ

ज्योतिषी दशा को ग्रहों की वर्तमान चाल, यानी गोचर, के साथ मिलाकर पढ़ते हैं। बहुत से ज्योतिषी दोहरी पुष्टि देखते हैं: दशा जिस घटना का संकेत देती है, वह अक्सर तब होती है जब धीमे चलने वाले बृहस्पति और शनि भी संबंधित भाव को सक्रिय करते हैं। अकेले किसी एक को काफ़ी नहीं माना जाता।

## अपनी दशाओं का समझदारी से उपयोग

दशाएँ कैलेंडर हैं, कोई सज़ा नहीं। यह जानना कि कोई अवधि पढ़ाई, यात्रा, परिवार या स्थिरता के अनुकूल है, योजना बनाने और अपनी ऊर्जा सही जगह लगाने में मदद करता है। कठिन अवधियाँ आम तौर पर सीखने और नए सिरे से ढाँचा बनाने का समय होती हैं, और अच्छी अवधियों में भी मेहनत चाहिए। अपनी मुफ़्त कुंडली का दशा टैब खोलिए और अपनी वर्तमान महादशा और अंतर्दशा उनकी तारीख़ों के साथ देखिए।`;

export const astrologyPosts: readonly BlogPostInput[] = [
  {
    slug: 'how-dashas-time-events',
    category: 'astrology',
    title: {
      en: 'How Dashas Time Events: A Guide to the Vimshottari Dasha',
      hi: 'दशाएँ समय कैसे बताती हैं: विंशोत्तरी दशा की सरल गाइड',
    },
    serpDescription: {
      en: 'How the 120-year Vimshottari cycle works, where your first dasha comes from, mahadasha and antardasha, and how dashas and transits work together.',
      hi: '120 वर्ष का विंशोत्तरी चक्र कैसे काम करता है, पहली दशा कहाँ से आती है, महादशा और अंतर्दशा, और दशा व गोचर मिलकर कैसे काम करते हैं।',
    },
    body: { en: DASHAS_EN, hi: DASHAS_HI },
    createdAt: '2026-09-01T05:30:00.000Z',
  },
  {
    slug: 'twenty-seven-nakshatras-explained',
    category: 'astrology',
    title: {
      en: 'The 27 Nakshatras Explained: Your Birth Star and What It Shows',
      hi: '27 नक्षत्र सरल भाषा में: आपका जन्म नक्षत्र और वह क्या बताता है',
    },
    serpDescription: {
      en: 'What the 27 nakshatras are, why there are 27 and 108 padas, their ruling planets and deities, and how your birth star is used in Jyotish.',
      hi: '27 नक्षत्र क्या हैं, ये 27 और पद 108 क्यों हैं, इनके स्वामी ग्रह और देवता, और ज्योतिष में आपके जन्म नक्षत्र का उपयोग कैसे होता है।',
    },
    body: { en: NAKSHATRAS_EN, hi: NAKSHATRAS_HI },
    createdAt: '2026-08-20T05:30:00.000Z',
  },
  {
    slug: 'nine-grahas-explained',
    category: 'astrology',
    title: {
      en: 'The Nine Grahas: What Each Planet Signifies in Vedic Astrology',
      hi: 'नवग्रह: वैदिक ज्योतिष में हर ग्रह का क्या अर्थ है',
    },
    serpDescription: {
      en: 'The Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu and Ketu explained: what each governs, where it is exalted, and why malefic is not bad.',
      hi: 'सूर्य, चंद्रमा, मंगल, बुध, बृहस्पति, शुक्र, शनि, राहु और केतु: हर ग्रह किस बात का कारक है, कहाँ उच्च का होता है, और पाप ग्रह का अर्थ बुरा क्यों नहीं।',
    },
    body: { en: GRAHAS_EN, hi: GRAHAS_HI },
    createdAt: '2026-06-16T05:30:00.000Z',
  },
];
