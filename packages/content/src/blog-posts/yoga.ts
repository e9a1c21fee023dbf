import type { BlogPostInput } from './types';

const SURYA_NAMASKAR_EN = `Surya Namaskar, the salutation to the Sun, is a flowing sequence of twelve positions that stretches the whole body and links every movement to the breath. Many Indian families learn it at school or from a grandparent, and it remains one of the best ways to begin a morning. Here is the sequence step by step, as it is commonly taught.

## Before you begin

Practise on an empty stomach, ideally at sunrise, facing east if you can. Use a mat on a firm floor and wear loose clothes. Move slowly for the first few weeks. The breath leads the movement: as a rule, you breathe in when the body opens or lifts and breathe out when it folds or bends forward.

## The twelve positions

1. Pranamasana: stand tall, feet together, palms joined at the chest. Breathe normally and settle.

2. Hasta Uttanasana: breathing in, raise the arms overhead and stretch up, arching back only slightly.

3. Hasta Padasana: breathing out, fold forward from the hips and bring the hands beside the feet. Bend the knees as much as you need to.

4. Ashwa Sanchalanasana: breathing in, step the right leg far back, lower the knee and look up gently.

5. Dandasana: holding the breath or breathing out, take the left leg back too and hold the body straight like a plank.

6. Ashtanga Namaskara: breathing out, lower the knees, chest and chin to the floor, hips slightly raised. Eight points touch the ground: toes, knees, hands, chest and chin.

7. Bhujangasana: breathing in, slide forward and lift the chest into the cobra, elbows soft and shoulders away from the ears.

8. Parvatasana: breathing out, lift the hips into an inverted V, heels reaching towards the floor.

9. Ashwa Sanchalanasana: breathing in, bring the right foot forward between the hands and look up.

10. Hasta Padasana: breathing out, bring the left foot forward and fold.

11. Hasta Uttanasana: breathing in, rise up with the arms overhead.

12. Pranamasana: breathing out, return to standing with palms together.

That is half a round. Repeat leading with the left leg to complete one full round.

## The twelve names of the Sun

Traditionally a name of Surya is chanted with each position: Om Mitraya Namah, Om Ravaye Namah, Om Suryaya Namah, Om Bhanave Namah, Om Khagaya Namah, Om Pushne Namah, Om Hiranyagarbhaya Namah, Om Marichaye Namah, Om Adityaya Namah, Om Savitre Namah, Om Arkaya Namah and Om Bhaskaraya Namah. Chanting is optional, but it helps keep the pace slow and the mind attentive.

## How many rounds?

Start with two to four rounds and add one a week as you become comfortable. Twelve rounds is a common goal. Rest in Shavasana, lying on your back, for a couple of minutes afterwards.

## Take care

If you have back or neck problems, high blood pressure, heart disease or a hernia, are pregnant or recovering from surgery, speak to your doctor and learn from a qualified teacher first. Never push into pain; a gentle round done well is worth more than many rushed ones.`;

const SURYA_NAMASKAR_HI = `सूर्य नमस्कार बारह स्थितियों का एक लयबद्ध क्रम है, जो पूरे शरीर को खींचता है और हर गति को साँस से जोड़ता है। बहुत से भारतीय इसे स्कूल में या दादा-दादी से सीखते हैं, और सुबह की शुरुआत के लिए यह आज भी सबसे अच्छे अभ्यासों में से एक है। आइए, जैसा आम तौर पर सिखाया जाता है, वैसे ही इसे क़दम-दर-क़दम समझें।

## शुरू करने से पहले

ख़ाली पेट अभ्यास कीजिए, हो सके तो सूर्योदय के समय और पूर्व की ओर मुँह करके। सख़्त फ़र्श पर चटाई बिछाइए और ढीले कपड़े पहनिए। पहले कुछ हफ़्ते धीरे-धीरे चलिए। गति का नेतृत्व साँस करती है: नियम यह है कि जब शरीर खुलता या ऊपर उठता है तब साँस लें, और जब आगे झुकता या मुड़ता है तब साँस छोड़ें।

## बारह स्थितियाँ

1. प्रणामासन: पैर मिलाकर सीधे खड़े हों, हथेलियाँ छाती के सामने जुड़ी हों। सामान्य साँस लेते हुए स्थिर हों।

2. हस्त उत्तानासन: साँस लेते हुए बाँहें सिर के ऊपर उठाएँ और ऊपर की ओर खिंचें, पीछे की ओर बस हल्का-सा झुकें।

3. हस्त पादासन: साँस छोड़ते हुए कूल्हों से आगे झुकें और हाथ पैरों के पास ले आएँ। जितनी ज़रूरत हो, घुटने मोड़ लें।

4. अश्व संचालनासन: साँस लेते हुए दायाँ पैर पीछे दूर ले जाएँ, घुटना ज़मीन पर टिकाएँ और धीरे से ऊपर देखें।

5. दंडासन: साँस रोककर या छोड़ते हुए बायाँ पैर भी पीछे ले जाएँ और शरीर को डंडे की तरह सीधा रखें।

6. अष्टांग नमस्कार: साँस छोड़ते हुए घुटने, छाती और ठुड्डी ज़मीन पर टिकाएँ, कूल्हे थोड़े ऊपर रहें। शरीर के आठ अंग ज़मीन छूते हैं: पंजे, घुटने, हाथ, छाती और ठुड्डी।

7. भुजंगासन: साँस लेते हुए आगे सरकें और छाती को ऊपर उठाएँ, कोहनियाँ नरम हों और कंधे कानों से दूर।

8. पर्वतासन: साँस छोड़ते हुए कूल्हे ऊपर उठाकर शरीर से पर्वत जैसी आकृति बनाएँ, एड़ियाँ ज़मीन की ओर।

9. अश्व संचालनासन: साँस लेते हुए दायाँ पैर दोनों हाथों के बीच आगे लाएँ और ऊपर देखें।

10. हस्त पादासन: साँस छोड़ते हुए बायाँ पैर भी आगे लाएँ और झुकें।

11. हस्त उत्तानासन: साँस लेते हुए बाँहें ऊपर उठाकर खड़े हों।

12. प्रणामासन: साँस छोड़ते हुए हथेलियाँ जोड़कर सीधे खड़े हो जाएँ।

यह आधा चक्र है। इसे बाएँ पैर से दोहराइए, तब एक पूरा चक्र बनता है।

## सूर्य के बारह नाम

परंपरा से हर स्थिति के साथ सूर्य का एक नाम जपा जाता है: ॐ मित्राय नमः, ॐ रवये नमः, ॐ सूर्याय नमः, ॐ भानवे नमः, ॐ खगाय नमः, ॐ पूष्णे नमः, ॐ हिरण्यगर्भाय नमः, ॐ मरीचये नमः, ॐ आदित्याय नमः, ॐ सवित्रे नमः, ॐ अर्काय नमः और ॐ भास्कराय नमः। मंत्र जपना ज़रूरी नहीं, पर इससे गति धीमी और मन सजग रहता है।

## कितने चक्र करें?

दो से चार चक्र से शुरू कीजिए, और सहज होने पर हर हफ़्ते एक चक्र बढ़ाइए। बारह चक्र एक आम लक्ष्य है। अभ्यास के बाद कुछ मिनट पीठ के बल शवासन में आराम कीजिए।

## सावधानी रखें

अगर कमर या गर्दन की तकलीफ़, उच्च रक्तचाप, हृदय रोग या हर्निया है, आप गर्भवती हैं या हाल में कोई ऑपरेशन हुआ है, तो पहले अपने डॉक्टर से बात कीजिए और किसी योग्य शिक्षक से सीखिए। दर्द में कभी ज़ोर मत लगाइए; जल्दबाज़ी में किए गए कई चक्रों से ठीक ढंग से किया गया एक हल्का चक्र कहीं बेहतर है।`;

const PRANAYAMA_EN = `Prana means life force and ayama means extension or control. Pranayama is the yogic practice of working with the breath, and it is the fourth limb in Patanjali's eight-limbed path of yoga. You do not need to be flexible or fit to begin. You only need a quiet place, a little patience and a few minutes a day.

## First, notice your breath

Sit comfortably on the floor or on a chair with your spine upright and shoulders relaxed. Close your eyes and simply watch the breath for a minute without changing it. Then place one hand on your belly and breathe in slowly through the nose, letting the belly rise; breathe out and let it fall. This calm belly breathing is the foundation of every other technique. Always breathe through the nose unless a teacher tells you otherwise.

## Nadi Shodhana: alternate nostril breathing

Also called Anulom Vilom, this is the classic balancing practice. Rest the index and middle fingers of your right hand between the eyebrows or fold them into the palm. Close the right nostril with the thumb and breathe in through the left. Close the left nostril with the ring finger, release the thumb and breathe out through the right. Breathe in through the right, close it, and breathe out through the left. That is one round. Begin with five to nine rounds, keeping the breath slow, quiet and even, with no strain.

## Bhramari: the humming bee breath

Sit tall, close your eyes and gently close your ears with your thumbs, resting the other fingers lightly over the eyes and forehead. Breathe in through the nose, then breathe out slowly while making a soft, steady humming sound like a bee, with the lips closed. Feel the vibration in the head. Five to seven rounds are enough. Many people find Bhramari especially soothing in the evening.

## Kapalbhati: learn it with a teacher

Kapalbhati, with its short, forceful exhalations through the nose, is widely practised in India. It is energising but demanding. Learn it in person, and avoid it if you are pregnant or have high blood pressure, heart disease, a hernia, epilepsy or a recent abdominal surgery. The same caution applies to holding the breath, called kumbhaka; beginners should leave it out.

## Good habits

Practise on an empty stomach, two to three hours after a meal, in fresh air. Early morning and early evening both work well. Ten minutes a day is plenty at first. Never force the breath. If you feel dizzy, breathless or anxious, stop, breathe normally and rest.

## What to expect

Most people notice a calmer, steadier mind within a few weeks of regular practice. Pranayama supports well-being, but it is not a cure for any illness. If you have asthma, a heart condition or any other health concern, talk to your doctor before you start and keep taking the treatment you have been given.`;

const PRANAYAMA_HI = `प्राण का अर्थ है जीवनशक्ति और आयाम का अर्थ है विस्तार या नियंत्रण। प्राणायाम साँस के साथ काम करने का योगिक अभ्यास है, और यह पतंजलि के अष्टांग योग का चौथा अंग है। इसे शुरू करने के लिए शरीर का लचीला या बहुत फ़िट होना ज़रूरी नहीं। बस एक शांत जगह, थोड़ा धैर्य और रोज़ कुछ मिनट चाहिए।

## पहले अपनी साँस को देखिए

ज़मीन पर या कुर्सी पर आराम से बैठिए, रीढ़ सीधी हो और कंधे ढीले। आँखें बंद करके एक मिनट तक साँस को बिना बदले बस देखते रहिए। फिर एक हाथ पेट पर रखिए और नाक से धीरे-धीरे साँस लीजिए, ताकि पेट ऊपर उठे; साँस छोड़िए और पेट को नीचे जाने दीजिए। पेट से ली जाने वाली यह शांत साँस हर दूसरी विधि की नींव है। जब तक शिक्षक कुछ और न कहें, हमेशा नाक से ही साँस लीजिए।

## नाड़ी शोधन: बारी-बारी से नासिका श्वास

इसे अनुलोम-विलोम भी कहते हैं, और यह संतुलन का पारंपरिक अभ्यास है। दाएँ हाथ की तर्जनी और मध्यमा को भौंहों के बीच टिकाइए या हथेली में मोड़ लीजिए। अँगूठे से दायाँ नथुना बंद करके बाएँ से साँस लीजिए। अनामिका से बायाँ नथुना बंद कीजिए, अँगूठा हटाइए और दाएँ से साँस छोड़िए। फिर दाएँ से साँस लीजिए, उसे बंद कीजिए और बाएँ से साँस छोड़िए। यह एक चक्र हुआ। पाँच से नौ चक्र से शुरू कीजिए, साँस धीमी, शांत और एक-सी रहे, कोई ज़ोर न लगे।

## भ्रामरी: भौंरे की गुंजन वाली साँस

सीधे बैठिए, आँखें बंद कीजिए और अँगूठों से धीरे से कान बंद कर लीजिए, बाक़ी उँगलियाँ हल्के से आँखों और माथे पर रहें। नाक से साँस लीजिए, फिर होंठ बंद रखकर भौंरे जैसी हल्की, एक-सी गुंजन करते हुए धीरे-धीरे साँस छोड़िए। सिर में होने वाले कंपन को महसूस कीजिए। पाँच से सात चक्र काफ़ी हैं। बहुत से लोगों को शाम के समय भ्रामरी ख़ास तौर पर सुकून देती है।

## कपालभाति: शिक्षक से सीखिए

नाक से छोटी और ज़ोरदार साँस छोड़ने वाला कपालभाति भारत में बहुत लोकप्रिय है। यह ऊर्जा देता है, पर शरीर पर ज़ोर भी डालता है। इसे किसी शिक्षक से आमने-सामने सीखिए, और अगर आप गर्भवती हैं या आपको उच्च रक्तचाप, हृदय रोग, हर्निया, मिर्गी है या हाल में पेट का ऑपरेशन हुआ है, तो इससे बचिए। साँस रोकने, यानी कुंभक, पर भी यही सावधानी लागू होती है; शुरुआत करने वाले इसे छोड़ दें।

## अच्छी आदतें

ख़ाली पेट, भोजन के दो-तीन घंटे बाद, खुली हवा में अभ्यास कीजिए। सुबह-सुबह और शाम का शुरुआती समय, दोनों अच्छे हैं। शुरू में रोज़ दस मिनट काफ़ी हैं। साँस पर कभी ज़बरदस्ती मत कीजिए। चक्कर, साँस फूलना या घबराहट महसूस हो, तो रुक जाइए, सामान्य साँस लीजिए और आराम कीजिए।

## क्या उम्मीद रखें

नियमित अभ्यास के कुछ हफ़्तों में ज़्यादातर लोग मन को ज़्यादा शांत और स्थिर पाते हैं। प्राणायाम सेहत को सहारा देता है, पर यह किसी बीमारी का इलाज नहीं है। अगर आपको दमा, हृदय रोग या सेहत से जुड़ी कोई और परेशानी है, तो शुरू करने से पहले अपने डॉक्टर से बात कीजिए और जो इलाज चल रहा है उसे जारी रखिए।`;

const DESK_YOGA_EN = `Long hours at a laptop, in an office chair or on a phone leave many of us with stiff necks, rounded shoulders, tired eyes and a lower back that complains by evening. You cannot always leave your desk, but you can bring a little yoga to it. These simple practices take five to ten minutes and need no mat or change of clothes.

## Start with posture

Sit with both feet flat on the floor, knees roughly level with the hips. Rest the lower back against the chair or a small cushion. Keep the top of the screen at or just below eye level and the keyboard close enough that your elbows stay by your sides. Good posture is not stiffness: it is an upright spine with relaxed shoulders.

## Neck and shoulders

Breathing out, slowly lower the right ear towards the right shoulder, hold for three breaths, and change sides. Then lower the chin towards the chest and lift it back to neutral. Move gently and avoid fast circles. Next, lift both shoulders towards the ears as you breathe in, and let them drop as you breathe out. Finish with five slow shoulder rolls backwards, which open the chest after hours of leaning forward.

## Seated cat and cow

Sit near the front of the chair with hands on the knees. Breathing in, lift the chest and gently arch the back, looking slightly up. Breathing out, round the spine and let the chin move towards the chest. Repeat five to eight times to wake up the whole spine.

## Seated twist and side stretch

Sit tall, place the left hand on the right knee and the right hand on the back of the chair. Breathing in, lengthen the spine; breathing out, turn gently to the right. Hold for three breaths, come back and change sides. Then interlace the fingers, stretch the arms overhead and lean a little to each side, as in Tiryak Tadasana.

## Wrists, hands and eyes

Stretch one arm forward, palm up, and with the other hand gently draw the fingers back; then do it with the palm down. Open and close the fists ten times. For the eyes, follow the 20-20-20 habit: every 20 minutes, look at something about 20 feet away for 20 seconds. Once an hour, rub the palms together until warm and cup them over closed eyes for a few breaths. This is called palming.

## Stand up and breathe

At least once an hour, stand up, take a short walk and try Tadasana: feet together, arms by your sides, weight balanced, crown of the head lifting. Add a minute of slow belly breathing, making the exhale a little longer than the inhale. It is a simple way to reset the mind between meetings.

## When to see a doctor

These practices ease everyday stiffness. If you have pain that lasts, numbness or tingling in the arms or hands, or a known spine problem, see a doctor or physiotherapist before stretching.`;

const DESK_YOGA_HI = `लैपटॉप, दफ़्तर की कुर्सी या फ़ोन पर लंबे घंटे बिताने से हममें से बहुतों की गर्दन अकड़ जाती है, कंधे आगे झुक जाते हैं, आँखें थक जाती हैं और शाम तक कमर जवाब देने लगती है। हर बार डेस्क छोड़ना संभव नहीं, पर थोड़ा-सा योग डेस्क तक ज़रूर लाया जा सकता है। ये सरल अभ्यास पाँच से दस मिनट लेते हैं, और इनके लिए न चटाई चाहिए, न कपड़े बदलने की ज़रूरत।

## बैठने के ढंग से शुरुआत

दोनों पैर ज़मीन पर सपाट रखकर बैठिए, घुटने लगभग कूल्हों की ऊँचाई पर हों। कमर के निचले हिस्से को कुर्सी या एक छोटे तकिये का सहारा दीजिए। स्क्रीन का ऊपरी किनारा आँखों के बराबर या थोड़ा नीचे हो, और कीबोर्ड इतना पास हो कि कोहनियाँ शरीर के पास रहें। सही मुद्रा का मतलब अकड़कर बैठना नहीं है: रीढ़ सीधी हो और कंधे ढीले।

## गर्दन और कंधे

साँस छोड़ते हुए दायाँ कान धीरे से दाएँ कंधे की ओर ले जाइए, तीन साँसों तक रुकिए और फिर दूसरी ओर कीजिए। इसके बाद ठुड्डी को छाती की ओर झुकाइए और फिर सीधा कीजिए। धीरे चलिए और गर्दन को तेज़ी से घुमाने से बचिए। फिर साँस लेते हुए दोनों कंधे कानों की ओर उठाइए और साँस छोड़ते हुए नीचे गिरने दीजिए। अंत में पाँच बार धीरे-धीरे कंधों को पीछे की ओर घुमाइए; घंटों आगे झुककर बैठने के बाद इससे छाती खुलती है।

## बैठे-बैठे मार्जरी आसन

कुर्सी के अगले हिस्से पर बैठिए, हाथ घुटनों पर रखिए। साँस लेते हुए छाती ऊपर उठाइए, पीठ को हल्का-सा मोड़िए और थोड़ा ऊपर देखिए। साँस छोड़ते हुए रीढ़ को गोल कीजिए और ठुड्डी को छाती की ओर आने दीजिए। पूरी रीढ़ को जगाने के लिए इसे पाँच से आठ बार दोहराइए।

## बैठे-बैठे मोड़ और बग़ल का खिंचाव

सीधे बैठिए, बायाँ हाथ दाएँ घुटने पर और दायाँ हाथ कुर्सी की पीठ पर रखिए। साँस लेते हुए रीढ़ को लंबा कीजिए; साँस छोड़ते हुए धीरे से दाईं ओर मुड़िए। तीन साँसों तक रुकिए, वापस आइए और दूसरी ओर कीजिए। फिर उँगलियाँ आपस में फँसाकर बाँहें सिर के ऊपर खींचिए और तिर्यक ताड़ासन की तरह दोनों ओर थोड़ा-थोड़ा झुकिए।

## कलाई, हाथ और आँखें

एक बाँह आगे फैलाइए, हथेली ऊपर की ओर, और दूसरे हाथ से उँगलियों को धीरे से पीछे खींचिए; फिर हथेली नीचे करके यही कीजिए। मुट्ठियाँ दस बार खोलिए और बंद कीजिए। आँखों के लिए 20-20-20 की आदत अपनाइए: हर 20 मिनट पर, लगभग 20 फ़ुट दूर किसी चीज़ को 20 सेकंड तक देखिए। हर घंटे एक बार हथेलियों को रगड़कर गर्म कीजिए और कुछ साँसों तक उन्हें बंद आँखों पर रखिए। इसे पामिंग कहते हैं।

## उठिए और साँस लीजिए

कम से कम हर घंटे एक बार उठिए, थोड़ा टहलिए और ताड़ासन कीजिए: पैर साथ, बाँहें बग़ल में, वज़न दोनों पैरों पर बराबर, और सिर का ऊपरी हिस्सा ऊपर की ओर उठता हुआ। इसके साथ एक मिनट पेट से धीमी साँस लीजिए, साँस छोड़ने का समय लेने से थोड़ा लंबा रखिए। मीटिंगों के बीच मन को फिर से तरोताज़ा करने का यह आसान तरीक़ा है।

## डॉक्टर को कब दिखाएँ

ये अभ्यास रोज़ की अकड़न में आराम देते हैं। अगर दर्द लंबे समय तक बना रहे, बाँहों या हाथों में सुन्नपन या झुनझुनी हो, या रीढ़ की कोई पुरानी तकलीफ़ हो, तो खिंचाव वाले अभ्यास से पहले डॉक्टर या फ़िज़ियोथेरेपिस्ट को दिखाइए।`;

export const yogaPosts: readonly BlogPostInput[] = [
  {
    slug: 'yoga-for-desk-workers',
    category: 'yoga',
    title: {
      en: 'Yoga at Your Desk: Ten Minutes for the Neck, Back, Wrists and Eyes',
      hi: 'डेस्क पर योग: गर्दन, कमर, कलाई और आँखों के लिए दस मिनट',
    },
    serpDescription: {
      en: 'Simple chair yoga for office and work-from-home days: posture, neck and shoulder release, seated twists, wrist stretches and eye care.',
      hi: 'दफ़्तर और घर से काम के दिनों के लिए कुर्सी पर सरल योग: सही मुद्रा, गर्दन-कंधों का तनाव, बैठे-बैठे मोड़, कलाई का खिंचाव और आँखों की देखभाल।',
    },
    body: { en: DESK_YOGA_EN, hi: DESK_YOGA_HI },
    createdAt: '2026-09-09T05:30:00.000Z',
  },
  {
    slug: 'pranayama-for-beginners',
    category: 'yoga',
    title: {
      en: 'Pranayama for Beginners: Three Breathing Practices to Start With',
      hi: 'शुरुआत करने वालों के लिए प्राणायाम: तीन आसान श्वास अभ्यास',
    },
    serpDescription: {
      en: 'Belly breathing, Nadi Shodhana and Bhramari explained step by step, with honest cautions about Kapalbhati and breath retention.',
      hi: 'पेट से साँस, नाड़ी शोधन और भ्रामरी की क़दम-दर-क़दम विधि, और कपालभाति व कुंभक को लेकर ज़रूरी सावधानियाँ।',
    },
    body: { en: PRANAYAMA_EN, hi: PRANAYAMA_HI },
    createdAt: '2026-06-21T05:30:00.000Z',
  },
  {
    slug: 'surya-namaskar-step-by-step',
    category: 'yoga',
    title: {
      en: 'Surya Namaskar Step by Step: The Twelve Positions and Their Breath',
      hi: 'सूर्य नमस्कार क़दम-दर-क़दम: बारह स्थितियाँ और उनकी साँस',
    },
    serpDescription: {
      en: 'How to do Surya Namaskar: the twelve positions in order, when to breathe in and out, the twelve Sun mantras, and who should take care.',
      hi: 'सूर्य नमस्कार कैसे करें: बारह स्थितियाँ क्रम से, कब साँस लें और कब छोड़ें, सूर्य के बारह मंत्र, और किन्हें सावधानी रखनी चाहिए।',
    },
    body: { en: SURYA_NAMASKAR_EN, hi: SURYA_NAMASKAR_HI },
    createdAt: '2026-06-01T05:30:00.000Z',
  },
];
