import type { BlogPostInput } from './types';

const CHALDEAN_PYTHAGOREAN_EN = `Worked out your name number on two websites and got two different answers? You have met the two main systems of name numerology, Chaldean and Pythagorean. Both turn letters into numbers, but in different ways, so the results often differ. Neither is a mistake; it simply helps to know which one is being used.

## The Pythagorean system

The Pythagorean system is named after the Greek philosopher Pythagoras, though the method used today was largely shaped in the late nineteenth and early twentieth centuries. The letters are numbered in alphabetical order from 1 to 9 and the count starts again. A, J and S are 1; B, K and T are 2; C, L and U are 3; and so on, up to I and R, which are 9. Numerologists who use this system usually take the full name as given at birth, and they often keep 11, 22 and 33 as master numbers instead of reducing them.

## The Chaldean system

The Chaldean system is named after the Chaldeans of ancient Babylon, although that link is more tradition than documented history. It became widely known through the palmist and numerologist Cheiro in the early twentieth century, and it is the system most Indian numerologists use for name corrections. Letters are numbered by their sound and vibration rather than their order: A, I, J, Q and Y are 1; B, K and R are 2; C, G, L and S are 3; D, M and T are 4; E, H, N and X are 5; U, V and W are 6; O and Z are 7; F and P are 8. No letter is given 9, which is treated as a sacred number that stands apart. Chaldean numerologists use the name you are actually known by, and they pay attention to the compound number, such as 23 or 37, before it is reduced to a single digit.

## One name, two answers

Take the name ANIL. In the Pythagorean system, A is 1, N is 5, I is 9 and L is 3, which makes 18 and reduces to 9. In the Chaldean system, A is 1, N is 5, I is 1 and L is 3, which makes 10 and reduces to 1. The same person could be told their name carries 9, the humanitarian, or 1, the leader, which is why mixing the systems leads to confusion.

## Which one should you use?

No objective test proves one system right. In practice, the Pythagorean method is popular in Western books and apps, while the Chaldean method is the standard in Indian name numerology and in most name-spelling advice. Pick one system and stay with it. Drishti's Name Numerology tool uses the Chaldean chart and the Pythagorean Numerology tool the Western one, so you can compare.

## Name numbers alongside birth numbers

Both systems treat the name number as one piece of the picture. The numbers from your date of birth, the mulank and the bhagyank, cannot change, while a name can. Read them together, and treat any suggestion to alter your name as a choice to consider calmly, not a fix you must pay for.`;

const CHALDEAN_PYTHAGOREAN_HI = `दो वेबसाइटों पर नामांक निकाला और दो अलग जवाब मिले? तो आपका सामना नाम अंक ज्योतिष की दो मुख्य पद्धतियों से हुआ है, कैल्डियन और पाइथागोरस। दोनों अक्षरों को अंकों में बदलती हैं, पर अलग ढंग से, इसलिए नतीजे अक्सर अलग आते हैं। कोई ग़लती नहीं है; बस यह जानना मददगार है कि कौन-सी पद्धति इस्तेमाल हो रही है।

## पाइथागोरस पद्धति

पाइथागोरस पद्धति का नाम यूनानी दार्शनिक पाइथागोरस पर है, हालाँकि आज इस्तेमाल होने वाली विधि ज़्यादातर उन्नीसवीं सदी के अंत और बीसवीं सदी की शुरुआत में बनी। इसमें अक्षरों को वर्णमाला के क्रम से 1 से 9 तक अंक दिए जाते हैं और फिर गिनती दोबारा शुरू होती है। A, J और S का अंक 1 है; B, K और T का 2; C, L और U का 3; और इसी तरह आगे I और R तक, जिनका अंक 9 है। इस पद्धति को मानने वाले आम तौर पर जन्म के समय रखा गया पूरा नाम लेते हैं, और अक्सर 11, 22 और 33 को एक अंक में लाने के बजाय मास्टर अंक के रूप में रखते हैं।

## कैल्डियन पद्धति

कैल्डियन पद्धति का नाम प्राचीन बेबीलोन के कैल्डियन लोगों पर रखा गया है, हालाँकि यह संबंध दर्ज इतिहास से ज़्यादा परंपरा की बात है। बीसवीं सदी की शुरुआत में हस्तरेखा विशेषज्ञ और अंकशास्त्री कीरो के ज़रिए यह व्यापक रूप से जानी गई, और नाम-सुधार के लिए ज़्यादातर भारतीय अंकशास्त्री इसी का उपयोग करते हैं। इसमें अक्षरों को उनके क्रम से नहीं, बल्कि उनकी ध्वनि और कंपन के आधार पर अंक दिए जाते हैं: A, I, J, Q और Y का 1; B, K और R का 2; C, G, L और S का 3; D, M और T का 4; E, H, N और X का 5; U, V और W का 6; O और Z का 7; और F और P का 8। किसी अक्षर को 9 नहीं दिया जाता, क्योंकि 9 को एक पवित्र और अलग अंक माना जाता है। कैल्डियन अंकशास्त्री वह नाम लेते हैं जिससे आप असल में पहचाने जाते हैं, और एक अंक में लाने से पहले 23 या 37 जैसे संयुक्त अंक पर भी ध्यान देते हैं।

## एक नाम, दो जवाब

ANIL नाम लीजिए। पाइथागोरस पद्धति में A का 1, N का 5, I का 9 और L का 3 है, जिनका योग 18 होता है और अंक जोड़कर एक अंक में लाने पर 9 बनता है। कैल्डियन पद्धति में A का 1, N का 5, I का 1 और L का 3 है, जिनका योग 10 होता है और अंक जोड़कर एक अंक में लाने पर 1 बनता है। यानी एक ही व्यक्ति को उसके नाम का अंक 9, यानी मानव सेवा का अंक, या 1, यानी नेतृत्व का अंक, बताया जा सकता है, और इसीलिए दोनों पद्धतियों को मिलाने से उलझन होती है।

## आप कौन-सी पद्धति अपनाएँ?

कोई वस्तुनिष्ठ कसौटी किसी एक पद्धति को सही साबित नहीं करती। व्यवहार में पाइथागोरस पद्धति पश्चिमी किताबों और ऐप्स में लोकप्रिय है, जबकि भारतीय नाम अंक ज्योतिष और नाम की वर्तनी से जुड़ी ज़्यादातर सलाह में कैल्डियन पद्धति ही मानक है। एक पद्धति चुनिए और उसी पर टिके रहिए। दृष्टि का नाम अंक ज्योतिष टूल कैल्डियन तालिका और पाइथागोरस अंक ज्योतिष टूल पश्चिमी तालिका इस्तेमाल करता है, ताकि आप तुलना कर सकें।

## जन्म अंकों के साथ नामांक

दोनों पद्धतियाँ नामांक को पूरी तस्वीर का एक हिस्सा मानती हैं। जन्म तिथि से निकलने वाले अंक, यानी मूलांक और भाग्यांक, बदल नहीं सकते, जबकि नाम बदल सकता है। इन्हें साथ मिलाकर पढ़िए, और नाम बदलने के किसी भी सुझाव को शांति से सोचने लायक़ विकल्प मानिए, ऐसा उपाय नहीं जिसके लिए पैसे देना ज़रूरी हो।`;

const NAME_NUMBER_EN = `In numerology, your date of birth gives you numbers you cannot change, while your name gives you one you can. That is why the name number, called namank in Hindi, gets so much attention in India, from the spelling of a newborn's name to the name on a shop board. Here is how to work it out and how to think about it sensibly.

## Which name to use

Use the name you actually go by: the one you sign with, introduce yourself with and are called by at work. If everyone knows you as Ravi Kumar, calculate Ravi Kumar, even if your certificate says something longer. Numerologists following the Chaldean method, the most common in India, take this view, because they believe it is the sound used every day that carries the vibration.

## Working it out

In the Chaldean system, letters carry these values: A, I, J, Q, Y are 1; B, K, R are 2; C, G, L, S are 3; D, M, T are 4; E, H, N, X are 5; U, V, W are 6; O, Z are 7; F, P are 8. Take RAVI KUMAR. R is 2, A is 1, V is 6 and I is 1, which gives 10. K is 2, U is 6, M is 4, A is 1 and R is 2, which gives 15. Together that is 25, the compound number, and 2 plus 5 gives the name number 7. The free Name Numerology tool does this for you.

## What the numbers suggest

Each number has a traditional character. 1 is linked with the Sun: leadership, independence and initiative. 2, the Moon: sensitivity, cooperation and diplomacy. 3, Jupiter: learning, teaching and optimism. 4, Rahu: hard work, method and an unconventional streak. 5, Mercury: communication, trade and adaptability. 6, Venus: beauty, harmony and care for family. 7, Ketu: reflection, research and spirituality. 8, Saturn: patience, responsibility and steady effort. 9, Mars: courage, energy and service. In our example, 7 points to a thoughtful, inward-looking nature.

## Name and birth numbers together

Numerologists compare the name number with the mulank, from the day of birth, and the bhagyank, from the full date. When the name number is friendly with them, the name is said to support the person's natural direction. When it is not, some numerologists suggest a small spelling change, such as adding a letter.

## Before you change your name

A name is part of your identity, your documents and your relationships. If you are considering a change, take your time, ask for the reasoning behind any suggestion, and be cautious of anyone who insists it is urgent or expensive. Many people simply adopt a slightly different spelling for signatures or social use. Changing legal documents involves real paperwork, so speak to the right authorities first.

## A tool for reflection

Your name number describes a tone, not a destiny. People with every number build good lives. Use it as a mirror for your strengths, and let effort and choices do the rest.`;

const NAME_NUMBER_HI = `अंक ज्योतिष में जन्म तिथि से मिलने वाले अंक बदले नहीं जा सकते, जबकि नाम से मिलने वाला अंक बदला जा सकता है। इसीलिए भारत में नामांक पर इतना ध्यान दिया जाता है, नवजात के नाम की वर्तनी से लेकर दुकान के बोर्ड पर लिखे नाम तक। आइए देखें कि इसे कैसे निकालें और इसके बारे में समझदारी से कैसे सोचें।

## कौन-सा नाम लें

वह नाम लीजिए जिससे आप असल में जाने जाते हैं: जिससे आप हस्ताक्षर करते हैं, अपना परिचय देते हैं और जिससे काम पर लोग आपको बुलाते हैं। अगर सब आपको रवि कुमार के नाम से जानते हैं, तो रवि कुमार की ही गणना कीजिए, भले ही प्रमाणपत्र पर नाम कुछ लंबा हो। भारत में सबसे प्रचलित कैल्डियन पद्धति को मानने वाले अंकशास्त्री यही मानते हैं, क्योंकि उनके अनुसार रोज़ बोली जाने वाली ध्वनि ही कंपन लिए होती है।

## गणना कैसे करें

कैल्डियन पद्धति में अक्षरों के मान ये हैं: A, I, J, Q, Y का 1; B, K, R का 2; C, G, L, S का 3; D, M, T का 4; E, H, N, X का 5; U, V, W का 6; O, Z का 7; F, P का 8। अंग्रेज़ी वर्तनी में RAVI KUMAR लीजिए। R का 2, A का 1, V का 6 और I का 1, यानी योग 10। K का 2, U का 6, M का 4, A का 1 और R का 2, यानी योग 15। दोनों मिलाकर 25 हुआ, जो संयुक्त अंक है, और 2 और 5 जोड़ने पर नामांक 7 आता है। मुफ़्त नाम अंक ज्योतिष टूल यह गणना आपके लिए कर देता है।

## अंक क्या संकेत देते हैं

हर अंक का एक पारंपरिक स्वभाव है। 1 सूर्य से जुड़ा है: नेतृत्व, आत्मनिर्भरता और पहल। 2 चंद्रमा से: संवेदनशीलता, सहयोग और कूटनीति। 3 बृहस्पति से: विद्या, अध्यापन और आशावाद। 4 राहु से: कड़ी मेहनत, व्यवस्थित ढंग और लीक से हटकर सोच। 5 बुध से: संवाद, व्यापार और हालात के हिसाब से ढलना। 6 शुक्र से: सौंदर्य, सामंजस्य और परिवार की देखभाल। 7 केतु से: चिंतन, शोध और आध्यात्मिकता। 8 शनि से: धैर्य, ज़िम्मेदारी और लगातार प्रयास। 9 मंगल से: साहस, ऊर्जा और सेवा। हमारे उदाहरण में 7 विचारशील और अंतर्मुखी स्वभाव की ओर इशारा करता है।

## नामांक और जन्म अंक साथ-साथ

अंकशास्त्री नामांक की तुलना जन्म के दिन से निकलने वाले मूलांक और पूरी जन्म तिथि से निकलने वाले भाग्यांक से करते हैं। जब नामांक इनसे मेल खाता है, तो माना जाता है कि नाम व्यक्ति की स्वाभाविक दिशा को सहारा देता है। जब मेल नहीं खाता, तो कुछ अंकशास्त्री वर्तनी में छोटा-सा बदलाव सुझाते हैं, जैसे एक अक्षर जोड़ना।

## नाम बदलने से पहले

नाम आपकी पहचान, आपके दस्तावेज़ों और आपके रिश्तों का हिस्सा है। अगर आप बदलाव के बारे में सोच रहे हैं, तो जल्दबाज़ी मत कीजिए, हर सुझाव के पीछे का तर्क पूछिए, और ऐसे किसी भी व्यक्ति से सावधान रहिए जो इसे बहुत ज़रूरी या महँगा बताए। बहुत से लोग हस्ताक्षर या सामाजिक उपयोग के लिए बस थोड़ी अलग वर्तनी अपना लेते हैं। क़ानूनी दस्तावेज़ों में नाम बदलने के लिए असली काग़ज़ी कार्रवाई करनी पड़ती है, इसलिए पहले संबंधित विभाग से जानकारी लीजिए।

## आत्म-चिंतन का साधन

नामांक एक स्वर बताता है, भाग्य नहीं। हर अंक वाले लोग अच्छा जीवन बनाते हैं। इसे अपनी ख़ूबियों को देखने के आईने की तरह इस्तेमाल कीजिए, और बाक़ी काम मेहनत और अपने फ़ैसलों पर छोड़िए।`;

export const numerologyPosts: readonly BlogPostInput[] = [
  {
    slug: 'how-to-calculate-your-name-number',
    category: 'numerology',
    title: {
      en: 'Your Name Number: How to Calculate It and What It Suggests',
      hi: 'आपका नामांक: इसकी गणना कैसे करें और यह क्या बताता है',
    },
    serpDescription: {
      en: 'Work out your name number with the Chaldean method, read the traditional meaning of 1 to 9, and think carefully before changing a name.',
      hi: 'कैल्डियन पद्धति से अपना नामांक निकालिए, 1 से 9 तक के अंकों का पारंपरिक अर्थ जानिए, और नाम बदलने से पहले सोच-समझकर फ़ैसला कीजिए।',
    },
    body: { en: NAME_NUMBER_EN, hi: NAME_NUMBER_HI },
    createdAt: '2026-08-27T05:30:00.000Z',
  },
  {
    slug: 'chaldean-vs-pythagorean-numerology',
    category: 'numerology',
    title: {
      en: 'Chaldean vs Pythagorean Numerology: Why Your Name Number Differs',
      hi: 'कैल्डियन बनाम पाइथागोरस अंक ज्योतिष: आपका नामांक अलग क्यों आता है',
    },
    serpDescription: {
      en: 'How the Chaldean and Pythagorean systems assign numbers to letters, a worked example with two different answers, and which to use.',
      hi: 'कैल्डियन और पाइथागोरस पद्धतियाँ अक्षरों को अंक कैसे देती हैं, दो अलग जवाबों वाला एक उदाहरण, और कौन-सी पद्धति अपनाएँ।',
    },
    body: { en: CHALDEAN_PYTHAGOREAN_EN, hi: CHALDEAN_PYTHAGOREAN_HI },
    createdAt: '2026-07-07T05:30:00.000Z',
  },
];
