import type { Bilingual } from './types';

/** A titled text: a cancellation rule, a remedy, a note. */
export interface DoshaText<K extends string = string> {
  key: K;
  title: Bilingual;
  text: Bilingual;
}

// ---------------------------------------------------------------------------
// Mangal dosha
// ---------------------------------------------------------------------------

export type MangalDoshaHouse = 1 | 4 | 7 | 8 | 12;
export const mangalDoshaHouses: readonly MangalDoshaHouse[] = [1, 4, 7, 8, 12];

/** The three points Mars is counted from. */
export type MangalReference = 'lagna' | 'moon' | 'venus';

export type MangalCancellationKey =
  | 'mars-own-sign'
  | 'mars-exalted'
  | 'jupiter-aspect'
  | 'mars-with-moon'
  | 'mars-in-leo-or-aquarius'
  | 'benefic-in-lagna'
  | 'house-sign-exemption'
  | 'both-manglik'
  | 'partner-dosha-samya'
  | 'age-28';

export type MangalRemedyKey =
  | 'matching-chart'
  | 'hanuman-worship'
  | 'mangal-mantra'
  | 'tuesday-fast'
  | 'charity'
  | 'kumbh-vivah'
  | 'mangalnath-puja'
  | 'channel-energy';

export interface MangalDoshaContent {
  title: Bilingual;
  what: Bilingual;
  references: Record<MangalReference, Bilingual>;
  houses: Record<MangalDoshaHouse, Bilingual>;
  cancellations: readonly DoshaText<MangalCancellationKey>[];
  remedies: readonly DoshaText<MangalRemedyKey>[];
  /** A closing, honest perspective for the report. */
  perspective: Bilingual;
}

export const mangalDosha: MangalDoshaContent = {
  title: { en: 'Mangal Dosha', hi: 'मंगल दोष' },
  what: {
    en: 'Mangal dosha, also called Kuja dosha or being "manglik", is a traditional marriage consideration in Vedic astrology. It is seen when Mars occupies the 1st, 4th, 7th, 8th or 12th house of the birth chart. Mars is the planet of energy, courage and drive; in these houses tradition says its heat can show up as impatience, arguments or a strong need for control in married life. Many South Indian astrologers also include the 2nd house. The dosha is a tendency to understand, not a verdict on anyone\'s marriage, and in a large share of charts it is cancelled by other factors.',
    hi: 'मंगल दोष, जिसे कुज दोष या "मांगलिक होना" भी कहा जाता है, वैदिक ज्योतिष में विवाह से जुड़ा एक पारंपरिक विचार है। जब जन्म कुंडली के पहले, चौथे, सातवें, आठवें या बारहवें भाव में मंगल हो, तब यह दोष माना जाता है। मंगल ऊर्जा, साहस और जोश का ग्रह है; परंपरा के अनुसार इन भावों में उसकी तपिश वैवाहिक जीवन में अधीरता, बहस या हर बात पर नियंत्रण की इच्छा के रूप में दिख सकती है। दक्षिण भारत के कई ज्योतिषी दूसरे भाव को भी इसमें गिनते हैं। यह दोष समझने लायक एक प्रवृत्ति है, किसी के विवाह पर फ़ैसला नहीं, और बहुत-सी कुंडलियों में दूसरे योगों से इसका परिहार हो जाता है।',
  },
  references: {
    lagna: {
      en: 'From the ascendant (lagna): the main and strongest reference, since the lagna is the chart itself.',
      hi: 'लग्न से: यह मुख्य और सबसे प्रभावी आधार है, क्योंकि लग्न ही पूरी कुंडली की नींव है।',
    },
    moon: {
      en: 'From the Moon: shows how the tendency is felt in the mind and emotions. Usually given less weight than the lagna.',
      hi: 'चंद्रमा से: यह बताता है कि यह प्रवृत्ति मन और भावनाओं में कैसे महसूस होती है। आम तौर पर इसे लग्न से कम महत्व दिया जाता है।',
    },
    venus: {
      en: 'From Venus: Venus signifies love and the spouse, so some traditions also check Mars from Venus. This is the lightest of the three.',
      hi: 'शुक्र से: शुक्र प्रेम और जीवनसाथी का कारक है, इसलिए कुछ परंपराएँ शुक्र से भी मंगल की स्थिति देखती हैं। तीनों में इसका प्रभाव सबसे हल्का माना जाता है।',
    },
  },
  houses: {
    1: {
      en: 'Mars in the 1st house gives a bold, quick and energetic personality. In marriage it can show as impatience or a short temper; learning to pause before reacting helps a great deal.',
      hi: 'पहले भाव का मंगल व्यक्ति को साहसी, फुर्तीला और ऊर्जावान बनाता है। विवाह में यह अधीरता या जल्दी ग़ुस्से के रूप में दिख सकता है; प्रतिक्रिया देने से पहले रुकना सीखना बहुत काम आता है।',
    },
    4: {
      en: 'Mars in the 4th house touches home, property and inner peace. It can bring strong opinions at home or restlessness about where to settle; a calm, shared space at home steadies it.',
      hi: 'चौथे भाव का मंगल घर, संपत्ति और मन की शांति से जुड़ा है। इससे घर में मतभेद या कहाँ बसें, इसे लेकर बेचैनी हो सकती है; घर में शांत और साझा माहौल इसे संतुलित करता है।',
    },
    7: {
      en: 'The 7th house is the house of marriage and partnership, so Mars here is the most direct placement. It brings passion and directness, and can bring friction if both partners want the last word.',
      hi: 'सातवाँ भाव विवाह और साझेदारी का भाव है, इसलिए यहाँ मंगल सबसे सीधा असर डालने वाली स्थिति है। यह जोश और साफ़गोई देता है, पर अगर दोनों ही आख़िरी बात अपनी रखना चाहें तो टकराव भी ला सकता है।',
    },
    8: {
      en: "Mars in the 8th house is linked with sudden changes, shared finances and the in-laws' family. Tradition gives it weight; in practice, openness about money and patience with family matters are the best support.",
      hi: 'आठवें भाव का मंगल अचानक आने वाले बदलावों, साझा धन और ससुराल पक्ष से जुड़ा माना जाता है। परंपरा इसे अधिक महत्व देती है; व्यवहार में पैसों को लेकर पारदर्शिता और पारिवारिक मामलों में धैर्य सबसे अच्छा सहारा है।',
    },
    12: {
      en: 'Mars in the 12th house relates to expenses, rest and private life. It can show as hidden irritation, disturbed sleep or spending in haste; honest conversation and a healthy routine balance it.',
      hi: 'बारहवें भाव का मंगल ख़र्च, विश्राम और निजी जीवन से जुड़ा है। यह मन में दबी चिढ़, अधूरी नींद या जल्दबाज़ी में ख़र्च के रूप में दिख सकता है; खुलकर बातचीत और स्वस्थ दिनचर्या इसे संतुलित करती है।',
    },
  },
  cancellations: [
    {
      key: 'mars-own-sign',
      title: { en: 'Mars in its own sign', hi: 'मंगल अपनी राशि में' },
      text: {
        en: 'When Mars is in Aries or Scorpio, the signs it rules, it is comfortable and disciplined, and most traditions treat the dosha as cancelled.',
        hi: 'जब मंगल अपनी ही राशि मेष या वृश्चिक में हो, तो वह सहज और संयमित रहता है, और अधिकतर परंपराएँ दोष को भंग मानती हैं।',
      },
    },
    {
      key: 'mars-exalted',
      title: { en: 'Mars exalted', hi: 'मंगल उच्च का' },
      text: {
        en: 'Mars is exalted in Capricorn. Here its energy becomes purposeful and hard-working rather than aggressive, so the dosha is considered cancelled.',
        hi: 'मकर राशि में मंगल उच्च का होता है। यहाँ उसकी ऊर्जा आक्रामक होने के बजाय लक्ष्य-केंद्रित और मेहनती बनती है, इसलिए दोष भंग माना जाता है।',
      },
    },
    {
      key: 'jupiter-aspect',
      title: { en: 'Jupiter joins or aspects Mars', hi: 'गुरु की युति या दृष्टि' },
      text: {
        en: 'When Jupiter sits with Mars or aspects it (Jupiter looks at the 5th, 7th and 9th houses from itself), its wisdom softens Mars, and the dosha is cancelled or much reduced.',
        hi: 'जब गुरु मंगल के साथ बैठा हो या उस पर दृष्टि डाले (गुरु अपने स्थान से पाँचवें, सातवें और नौवें भाव को देखता है), तो उसकी समझदारी मंगल को नरम कर देती है और दोष भंग या काफ़ी कम हो जाता है।',
      },
    },
    {
      key: 'mars-with-moon',
      title: { en: 'Mars with the Moon', hi: 'मंगल और चंद्रमा की युति' },
      text: {
        en: 'Mars together with the Moon forms Chandra-Mangala yoga. Several traditions hold that this union balances the heat of Mars and cancels the dosha.',
        hi: 'मंगल और चंद्रमा एक साथ हों तो चंद्र-मंगल योग बनता है। कई परंपराएँ मानती हैं कि यह मेल मंगल की तपिश को संतुलित करता है और दोष भंग कर देता है।',
      },
    },
    {
      key: 'mars-in-leo-or-aquarius',
      title: { en: 'Mars in Leo or Aquarius', hi: 'मंगल सिंह या कुंभ राशि में' },
      text: {
        en: 'Several traditional verses say Mars does not give the dosha when it stands in Leo or Aquarius, whatever the house, so many astrologers treat the chart as not manglik.',
        hi: 'कई पारंपरिक श्लोकों के अनुसार सिंह या कुंभ राशि में स्थित मंगल, भाव चाहे कोई भी हो, यह दोष नहीं देता, इसलिए कई ज्योतिषी ऐसी कुंडली को मांगलिक नहीं मानते।',
      },
    },
    {
      key: 'benefic-in-lagna',
      title: { en: 'Jupiter or Venus in the ascendant', hi: 'लग्न में गुरु या शुक्र' },
      text: {
        en: 'A strong Jupiter or Venus in the 1st house brings patience, warmth and good sense to the whole personality, which is widely accepted as a cancellation.',
        hi: 'पहले भाव में बलवान गुरु या शुक्र पूरे व्यक्तित्व में धैर्य, स्नेह और विवेक लाता है; इसे व्यापक रूप से दोष का परिहार माना जाता है।',
      },
    },
    {
      key: 'house-sign-exemption',
      title: { en: 'Exempt sign in the house', hi: 'भाव और राशि के अनुसार छूट' },
      text: {
        en: 'Traditional verses exempt particular placements, for example Mars in Aries in the 1st house, in Scorpio in the 4th house or in Capricorn in the 7th house. An astrologer checks the exact sign before calling a chart manglik.',
        hi: 'पारंपरिक श्लोक कुछ विशेष स्थितियों को दोष से मुक्त मानते हैं, जैसे पहले भाव में मेष का मंगल, चौथे भाव में वृश्चिक का मंगल या सातवें भाव में मकर का मंगल। किसी कुंडली को मांगलिक कहने से पहले ज्योतिषी सही राशि ज़रूर देखते हैं।',
      },
    },
    {
      key: 'both-manglik',
      title: { en: 'Both partners are manglik', hi: 'दोनों मांगलिक हों' },
      text: {
        en: 'If both the bride and the groom have Mangal dosha, the energies are considered matched and the dosha cancels out. This is the most widely followed rule.',
        hi: 'अगर वर और वधू दोनों मांगलिक हों, तो दोनों की ऊर्जा बराबर मानी जाती है और दोष आपस में कट जाता है। यह सबसे अधिक माना जाने वाला नियम है।',
      },
    },
    {
      key: 'partner-dosha-samya',
      title: { en: "Balancing planets in the partner's chart", hi: 'जीवनसाथी की कुंडली में संतुलन (दोष साम्य)' },
      text: {
        en: "When the partner's chart has Saturn, Rahu, Ketu or Mars in the same houses (1, 4, 7, 8 or 12), tradition calls it dosha samya, an equal balance, and the dosha is not held against the match.",
        hi: 'जब जीवनसाथी की कुंडली में शनि, राहु, केतु या मंगल इन्हीं भावों (1, 4, 7, 8 या 12) में हों, तो परंपरा इसे दोष साम्य यानी बराबर संतुलन कहती है, और मिलान में दोष को बाधा नहीं माना जाता।',
      },
    },
    {
      key: 'age-28',
      title: { en: 'After the age of 28', hi: '28 वर्ष की आयु के बाद' },
      text: {
        en: 'Mars is said to mature at 28. A widely held belief is that the dosha loses most of its force after this age, which is why many families relax about it for later marriages.',
        hi: 'माना जाता है कि मंगल 28 वर्ष की आयु में परिपक्व होता है। व्यापक मान्यता है कि इस उम्र के बाद दोष का असर बहुत कम रह जाता है, इसीलिए देर से होने वाले विवाहों में कई परिवार इसकी चिंता कम करते हैं।',
      },
    },
  ],
  remedies: [
    {
      key: 'matching-chart',
      title: { en: 'Match with a balancing chart', hi: 'संतुलित कुंडली से मिलान' },
      text: {
        en: 'The traditional first step is simply careful matching: a partner who is also manglik, or whose chart balances Mars, needs no further remedy.',
        hi: 'पारंपरिक रूप से पहला क़दम सावधानी से मिलान करना ही है: अगर जीवनसाथी भी मांगलिक हो या उसकी कुंडली मंगल को संतुलित करती हो, तो किसी और उपाय की ज़रूरत नहीं रहती।',
      },
    },
    {
      key: 'hanuman-worship',
      title: { en: 'Hanuman worship', hi: 'हनुमान जी की उपासना' },
      text: {
        en: 'Reciting the Hanuman Chalisa, especially on Tuesdays, is the most common devotional practice for Mars. It turns raw energy into devotion and discipline.',
        hi: 'विशेषकर मंगलवार को हनुमान चालीसा का पाठ मंगल के लिए सबसे प्रचलित भक्ति-उपाय है। यह कच्ची ऊर्जा को भक्ति और अनुशासन में बदलता है।',
      },
    },
    {
      key: 'mangal-mantra',
      title: { en: 'Mangal mantra', hi: 'मंगल मंत्र' },
      text: {
        en: 'Chant "Om Kraam Kreem Kraum Sah Bhaumaya Namah" 108 times on Tuesdays with a calm mind. Regularity matters more than any count.',
        hi: 'मंगलवार को शांत मन से "ॐ क्रां क्रीं क्रौं सः भौमाय नमः" का 108 बार जप करें। संख्या से अधिक महत्व नियमितता का है।',
      },
    },
    {
      key: 'tuesday-fast',
      title: { en: 'Tuesday fast', hi: 'मंगलवार का व्रत' },
      text: {
        en: 'Some people keep a simple fast or eat one light meal on Tuesdays. Keep it only if your health allows; pregnant women, the elderly and anyone with a medical condition should ask a doctor first.',
        hi: 'कुछ लोग मंगलवार को सादा व्रत रखते हैं या एक समय हल्का भोजन करते हैं। इसे तभी रखें जब सेहत अनुमति दे; गर्भवती महिलाएँ, बुज़ुर्ग और कोई भी बीमारी वाले लोग पहले डॉक्टर से सलाह लें।',
      },
    },
    {
      key: 'charity',
      title: { en: 'Charity on Tuesdays', hi: 'मंगलवार को दान' },
      text: {
        en: 'Giving red lentils (masoor dal), jaggery or a red cloth to someone in need on a Tuesday is a traditional, modest remedy. Give what you can easily afford.',
        hi: 'मंगलवार को किसी ज़रूरतमंद को मसूर दाल, गुड़ या लाल कपड़ा दान करना एक पारंपरिक और सरल उपाय है। उतना ही दें जितना आप सहजता से दे सकें।',
      },
    },
    {
      key: 'kumbh-vivah',
      title: { en: 'Kumbh vivah', hi: 'कुंभ विवाह' },
      text: {
        en: 'Some families perform kumbh vivah, a symbolic ritual marriage with a clay pot, a peepal tree or an idol of Vishnu before the wedding. It is a custom followed by choice, not a requirement.',
        hi: 'कुछ परिवार विवाह से पहले कुंभ विवाह करते हैं, यानी मिट्टी के कलश, पीपल के पेड़ या भगवान विष्णु की प्रतिमा के साथ एक प्रतीकात्मक विवाह। यह अपनी इच्छा से अपनाई जाने वाली प्रथा है, अनिवार्य नहीं।',
      },
    },
    {
      key: 'mangalnath-puja',
      title: { en: 'Puja at Mangalnath, Ujjain', hi: 'उज्जैन के मंगलनाथ में पूजा' },
      text: {
        en: 'The Mangalnath temple in Ujjain is revered as the birthplace of Mars, and many devotees offer a bhat puja there. A sincere prayer at your local temple is just as valid.',
        hi: 'उज्जैन का मंगलनाथ मंदिर मंगल ग्रह का जन्मस्थान माना जाता है और बहुत से श्रद्धालु वहाँ भात पूजा करवाते हैं। अपने नज़दीकी मंदिर में सच्चे मन से की गई प्रार्थना भी उतनी ही मान्य है।',
      },
    },
    {
      key: 'channel-energy',
      title: { en: 'Channel the energy', hi: 'ऊर्जा को सही दिशा दें' },
      text: {
        en: 'Mars rewards action. Regular exercise, a sport, physical work or a shared project gives its energy a healthy outlet, and learning to cool down before a disagreement protects any relationship.',
        hi: 'मंगल कर्म को पुरस्कृत करता है। नियमित व्यायाम, कोई खेल, शारीरिक श्रम या मिलकर किया गया कोई काम उसकी ऊर्जा को स्वस्थ रास्ता देता है, और बहस से पहले शांत होना सीखना हर रिश्ते की रक्षा करता है।',
      },
    },
  ],
  perspective: {
    en: 'A happy marriage depends on the whole chart, and even more on understanding, respect and effort between two people. No remedy needs to be expensive. If anyone tells you a marriage is doomed unless you pay for a costly ritual, please seek a second opinion.',
    hi: 'सुखी वैवाहिक जीवन पूरी कुंडली पर निर्भर करता है, और उससे भी ज़्यादा दो लोगों की आपसी समझ, सम्मान और प्रयास पर। कोई भी उपाय महँगा होना ज़रूरी नहीं है। अगर कोई कहे कि महँगा अनुष्ठान कराए बिना विवाह नहीं टिकेगा, तो कृपया किसी दूसरे जानकार से राय ज़रूर लें।',
  },
};

// ---------------------------------------------------------------------------
// Kaal Sarp dosha
// ---------------------------------------------------------------------------

export type KaalSarpKey =
  | 'anant'
  | 'kulik'
  | 'vasuki'
  | 'shankhpal'
  | 'padma'
  | 'mahapadma'
  | 'takshak'
  | 'karkotak'
  | 'shankhachud'
  | 'ghatak'
  | 'vishdhar'
  | 'sheshnag';

export type HouseNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export interface KaalSarpType {
  key: KaalSarpKey;
  /** The house Rahu occupies; Ketu is always in the seventh house from it. */
  rahuHouse: HouseNumber;
  ketuHouse: HouseNumber;
  name: Bilingual;
  description: Bilingual;
}

export type KaalSarpRemedyKey =
  | 'shiva-worship'
  | 'mahamrityunjaya'
  | 'rahu-ketu-mantra'
  | 'nag-panchami'
  | 'kaal-sarp-puja'
  | 'service'
  | 'grounded-routine';

export interface KaalSarpContent {
  title: Bilingual;
  what: Bilingual;
  /** How it is treated by different schools; an honest note. */
  perspective: Bilingual;
  partial: Bilingual;
  kaalAmrit: Bilingual;
  remedies: readonly DoshaText<KaalSarpRemedyKey>[];
}

const kaalSarp = (key: KaalSarpKey, rahuHouse: HouseNumber, name: Bilingual, description: Bilingual): KaalSarpType => ({
  key,
  rahuHouse,
  ketuHouse: (((rahuHouse + 5) % 12) + 1) as HouseNumber,
  name,
  description,
});

/** The 12 types, keyed by Rahu's house 1..12 (index 0 is Rahu in the 1st house). */
export const kaalSarpTypes: readonly KaalSarpType[] = [
  kaalSarp(
    'anant',
    1,
    { en: 'Anant Kaal Sarp', hi: 'अनंत काल सर्प' },
    {
      en: 'Rahu in the 1st house and Ketu in the 7th. The axis runs between the self and partnerships. It can bring restlessness about identity and delays or unusual turns in marriage and business partnerships. Its gift is independence and the persistence to build a life on your own terms.',
      hi: 'राहु पहले भाव में और केतु सातवें भाव में। यह धुरी स्वयं और साझेदारी के बीच चलती है। इससे अपनी पहचान को लेकर बेचैनी और विवाह या व्यापारिक साझेदारी में देरी या अप्रत्याशित मोड़ आ सकते हैं। इसकी देन है आत्मनिर्भरता और अपनी शर्तों पर जीवन बनाने की लगन।',
    },
  ),
  kaalSarp(
    'kulik',
    2,
    { en: 'Kulik Kaal Sarp', hi: 'कुलिक काल सर्प' },
    {
      en: 'Rahu in the 2nd house and Ketu in the 8th. Themes are money, family and speech on one side and sudden events on the other. Savings may rise and fall, and harsh words can cost more than expected. Careful budgeting and gentle speech turn it into a talent for research and finance.',
      hi: 'राहु दूसरे भाव में और केतु आठवें भाव में। एक ओर धन, परिवार और वाणी के विषय हैं, दूसरी ओर अचानक होने वाली घटनाएँ। बचत में उतार-चढ़ाव आ सकता है और कड़वे शब्द उम्मीद से ज़्यादा नुक़सान कर सकते हैं। सोच-समझकर बजट और मीठी वाणी इसे शोध और वित्त की प्रतिभा में बदल देते हैं।',
    },
  ),
  kaalSarp(
    'vasuki',
    3,
    { en: 'Vasuki Kaal Sarp', hi: 'वासुकि काल सर्प' },
    {
      en: 'Rahu in the 3rd house and Ketu in the 9th. Courage, initiative and communication are strong, while luck and support from elders may arrive late. Relations with siblings need care. Effort is rewarded, so this placement often belongs to self-made people.',
      hi: 'राहु तीसरे भाव में और केतु नौवें भाव में। साहस, पहल और संवाद की क्षमता प्रबल रहती है, जबकि भाग्य और बड़ों का सहयोग देर से मिल सकता है। भाई-बहनों से संबंधों में सावधानी चाहिए। मेहनत का फल ज़रूर मिलता है, इसलिए यह स्थिति अक्सर अपने बूते आगे बढ़ने वालों में दिखती है।',
    },
  ),
  kaalSarp(
    'shankhpal',
    4,
    { en: 'Shankhpal Kaal Sarp', hi: 'शंखपाल काल सर्प' },
    {
      en: "Rahu in the 4th house and Ketu in the 10th. The pull is between home and career. There may be changes of residence, concern about property or the mother's well-being, and shifts in profession. Creating a settled home routine brings steadiness to work as well.",
      hi: 'राहु चौथे भाव में और केतु दसवें भाव में। खिंचाव घर और करियर के बीच रहता है। घर बदलना, संपत्ति या माँ की सेहत को लेकर चिंता और पेशे में बदलाव हो सकते हैं। घर में स्थिर दिनचर्या बनाने से काम में भी ठहराव आता है।',
    },
  ),
  kaalSarp(
    'padma',
    5,
    { en: 'Padma Kaal Sarp', hi: 'पद्म काल सर्प' },
    {
      en: 'Rahu in the 5th house and Ketu in the 11th. Education, romance and children are in focus, with gains coming through friends and networks. Studies or family plans may take longer than hoped. The mind is original and inventive, and patience with long-term goals pays off.',
      hi: 'राहु पाँचवें भाव में और केतु ग्यारहवें भाव में। शिक्षा, प्रेम और संतान के विषय केंद्र में रहते हैं, और लाभ मित्रों व संपर्कों के ज़रिए आता है। पढ़ाई या परिवार की योजनाओं में उम्मीद से अधिक समय लग सकता है। बुद्धि मौलिक और आविष्कारशील होती है, और लंबे लक्ष्यों के साथ धैर्य रखना फलदायी होता है।',
    },
  ),
  kaalSarp(
    'mahapadma',
    6,
    { en: 'Mahapadma Kaal Sarp', hi: 'महापद्म काल सर्प' },
    {
      en: 'Rahu in the 6th house and Ketu in the 12th. Rahu in the 6th is traditionally good at defeating competition and handling pressure, while expenses, sleep and foreign connections need attention. A disciplined daily routine and regular health check-ups keep this placement working in your favour.',
      hi: 'राहु छठे भाव में और केतु बारहवें भाव में। परंपरा में छठे भाव का राहु प्रतिस्पर्धा जीतने और दबाव सँभालने में अच्छा माना जाता है, जबकि ख़र्च, नींद और विदेश से जुड़े मामलों पर ध्यान देना होता है। अनुशासित दिनचर्या और नियमित स्वास्थ्य जाँच इस स्थिति को आपके पक्ष में रखती है।',
    },
  ),
  kaalSarp(
    'takshak',
    7,
    { en: 'Takshak Kaal Sarp', hi: 'तक्षक काल सर्प' },
    {
      en: 'Rahu in the 7th house and Ketu in the 1st. Partnerships, marriage and dealings with the public are highlighted. A partner may come from a different background, and business agreements should be clear and written. Self-awareness and honest communication make this a strong placement for public life.',
      hi: 'राहु सातवें भाव में और केतु पहले भाव में। साझेदारी, विवाह और लोगों से व्यवहार के विषय प्रमुख रहते हैं। जीवनसाथी अलग पृष्ठभूमि से हो सकता है, और व्यापारिक समझौते साफ़ और लिखित होने चाहिए। आत्म-जागरूकता और ईमानदार संवाद इसे सार्वजनिक जीवन के लिए मज़बूत स्थिति बना देते हैं।',
    },
  ),
  kaalSarp(
    'karkotak',
    8,
    { en: 'Karkotak Kaal Sarp', hi: 'कर्कोटक काल सर्प' },
    {
      en: 'Rahu in the 8th house and Ketu in the 2nd. Life can bring sudden changes, matters of inheritance or joint money, and a deep interest in hidden subjects. Avoid speculation and keep family finances transparent. Research, insurance, healing and spiritual study suit this energy well.',
      hi: 'राहु आठवें भाव में और केतु दूसरे भाव में। जीवन में अचानक बदलाव, विरासत या साझा धन से जुड़े मामले और गूढ़ विषयों में गहरी रुचि आ सकती है। सट्टे से बचें और परिवार के पैसों के मामले पारदर्शी रखें। शोध, बीमा, उपचार और आध्यात्मिक अध्ययन इस ऊर्जा के लिए उपयुक्त हैं।',
    },
  ),
  kaalSarp(
    'shankhachud',
    9,
    { en: 'Shankhachud Kaal Sarp', hi: 'शंखचूड़ काल सर्प' },
    {
      en: 'Rahu in the 9th house and Ketu in the 3rd. Beliefs, higher learning, the father and fortune are the themes. You may question inherited traditions and find your own path of faith. Fortune tends to follow sustained effort rather than chance, and long journeys can open doors.',
      hi: 'राहु नौवें भाव में और केतु तीसरे भाव में। आस्था, उच्च शिक्षा, पिता और भाग्य इसके विषय हैं। आप विरासत में मिली परंपराओं पर सवाल कर सकते हैं और आस्था का अपना रास्ता खोज सकते हैं। भाग्य संयोग से कम और लगातार प्रयास से अधिक साथ देता है, और लंबी यात्राएँ नए रास्ते खोल सकती हैं।',
    },
  ),
  kaalSarp(
    'ghatak',
    10,
    { en: 'Ghatak Kaal Sarp', hi: 'घातक काल सर्प' },
    {
      en: 'Rahu in the 10th house and Ketu in the 4th. Ambition and the drive for status are strong, and the career can rise quickly as well as change direction. Home life may feel neglected during busy phases. Ethical work and time kept aside for family give this placement lasting success.',
      hi: 'राहु दसवें भाव में और केतु चौथे भाव में। महत्वाकांक्षा और प्रतिष्ठा की चाह प्रबल होती है, और करियर तेज़ी से आगे भी बढ़ सकता है और दिशा भी बदल सकता है। व्यस्त दौर में घरेलू जीवन उपेक्षित लग सकता है। ईमानदार काम और परिवार के लिए निकाला गया समय इस स्थिति को स्थायी सफलता देता है।',
    },
  ),
  kaalSarp(
    'vishdhar',
    11,
    { en: 'Vishdhar Kaal Sarp', hi: 'विषधर काल सर्प' },
    {
      en: 'Rahu in the 11th house and Ketu in the 5th. Gains, networks and big goals are emphasised, while children, studies and creative confidence need patience. Choose friends and associates with care. Rahu in the 11th is traditionally a good placement for income once the path is clear.',
      hi: 'राहु ग्यारहवें भाव में और केतु पाँचवें भाव में। लाभ, संपर्क और बड़े लक्ष्य प्रमुख रहते हैं, जबकि संतान, पढ़ाई और रचनात्मक आत्मविश्वास के मामलों में धैर्य चाहिए। मित्र और सहयोगी सोच-समझकर चुनें। परंपरा में ग्यारहवें भाव का राहु रास्ता साफ़ होने पर आय के लिए अच्छा माना जाता है।',
    },
  ),
  kaalSarp(
    'sheshnag',
    12,
    { en: 'Sheshnag Kaal Sarp', hi: 'शेषनाग काल सर्प' },
    {
      en: 'Rahu in the 12th house and Ketu in the 6th. Expenses, sleep, foreign lands and the inner life are in focus. Spending needs a plan and rest needs protecting. There is a natural pull towards spirituality, charity and work abroad, and hidden opposition fades when you act openly.',
      hi: 'राहु बारहवें भाव में और केतु छठे भाव में। ख़र्च, नींद, विदेश और आंतरिक जीवन केंद्र में रहते हैं। ख़र्च के लिए योजना और आराम के लिए समय बचाकर रखना ज़रूरी है। अध्यात्म, दान और विदेश में काम की ओर स्वाभाविक झुकाव रहता है, और खुलकर काम करने पर छिपा विरोध अपने आप कमज़ोर पड़ जाता है।',
    },
  ),
];

export const kaalSarpDosha: KaalSarpContent = {
  title: { en: 'Kaal Sarp Dosha', hi: 'काल सर्प दोष' },
  what: {
    en: 'Kaal Sarp dosha (or yoga) is said to form when all seven visible planets, from the Sun to Saturn, lie on one side of the axis between Rahu and Ketu, the two lunar nodes. Rahu is pictured as the head of a serpent and Ketu as its tail, with the planets held between them. It is named after the house Rahu occupies, which gives twelve types. Tradition associates it with delays, effort that seems to take longer to bear fruit, and sudden turns, especially during the dasha of Rahu or Ketu.',
    hi: 'काल सर्प दोष (या योग) तब माना जाता है जब सूर्य से शनि तक के सातों ग्रह राहु और केतु, यानी चंद्रमा के दोनों पातों, की धुरी के एक ही ओर हों। राहु को सर्प का मुख और केतु को उसकी पूँछ माना जाता है, और ग्रह इन दोनों के बीच घिरे होते हैं। राहु जिस भाव में हो, उसी के अनुसार इसका नाम रखा जाता है, इसलिए इसके बारह प्रकार हैं। परंपरा इसे देरी, मेहनत का फल देर से मिलने और अचानक आने वाले मोड़ों से जोड़ती है, विशेषकर राहु या केतु की दशा में।',
  },
  perspective: {
    en: 'It is worth knowing that Kaal Sarp is not described in the major classical texts such as Brihat Parashara Hora Shastra; it became popular in later centuries, and many respected astrologers give it limited weight. Many successful people have it in their charts. Its effects depend on the strength of the lagna, the houses involved and the running dasha, so read it as one factor among many, never as a sentence.',
    hi: 'यह जानना ज़रूरी है कि काल सर्प का वर्णन बृहत् पाराशर होरा शास्त्र जैसे प्रमुख शास्त्रीय ग्रंथों में नहीं मिलता; यह बाद की सदियों में प्रचलित हुआ, और कई प्रतिष्ठित ज्योतिषी इसे सीमित महत्व देते हैं। बहुत से सफल लोगों की कुंडली में यह योग है। इसका असर लग्न की मज़बूती, संबंधित भावों और चल रही दशा पर निर्भर करता है, इसलिए इसे कई कारकों में से एक समझें, किसी सज़ा की तरह कभी नहीं।',
  },
  partial: {
    en: 'When one or more planets fall outside the Rahu–Ketu axis, or a planet sits on the far side of Rahu or Ketu by degree, the pattern is incomplete. This is called partial (ardh) Kaal Sarp. Its effects are considered milder and usually show only in the areas of life ruled by the houses involved.',
    hi: 'जब एक या अधिक ग्रह राहु-केतु की धुरी से बाहर हों, या कोई ग्रह अंशों के हिसाब से राहु या केतु के दूसरी ओर हो, तो यह योग अधूरा रहता है। इसे आंशिक (अर्ध) काल सर्प कहा जाता है। इसका प्रभाव हल्का माना जाता है और आम तौर पर केवल संबंधित भावों से जुड़े जीवन-क्षेत्रों में दिखता है।',
  },
  kaalAmrit: {
    en: 'Some astrologers distinguish the direction: when the planets are hemmed in counting from Rahu towards Ketu it is Kaal Sarp, and when counting from Ketu towards Rahu it is called Kaal Amrit yoga, which is read as far gentler and sometimes even favourable after early struggles.',
    hi: 'कुछ ज्योतिषी दिशा के आधार पर भेद करते हैं: जब राहु से केतु की ओर गिनने पर ग्रह घिरे हों तो काल सर्प, और केतु से राहु की ओर गिनने पर घिरे हों तो इसे काल अमृत योग कहा जाता है, जिसे कहीं अधिक नरम और शुरुआती संघर्ष के बाद कभी-कभी शुभ भी माना जाता है।',
  },
  remedies: [
    {
      key: 'shiva-worship',
      title: { en: 'Worship of Shiva', hi: 'शिव उपासना' },
      text: {
        en: 'Offering water or milk to a Shivling and chanting "Om Namah Shivaya", especially on Mondays, is the best-known remedy, since Shiva wears the serpent as an ornament.',
        hi: 'शिवलिंग पर जल या दूध अर्पित करना और विशेषकर सोमवार को "ॐ नमः शिवाय" का जप सबसे प्रसिद्ध उपाय है, क्योंकि भगवान शिव सर्प को आभूषण की तरह धारण करते हैं।',
      },
    },
    {
      key: 'mahamrityunjaya',
      title: { en: 'Mahamrityunjaya mantra', hi: 'महामृत्युंजय मंत्र' },
      text: {
        en: 'Chant "Om Tryambakam Yajamahe Sugandhim Pushtivardhanam, Urvarukamiva Bandhanan Mrityor Mukshiya Mamritat" 108 times, or as many times as you can do with attention.',
        hi: '"ॐ त्र्यम्बकं यजामहे सुगन्धिं पुष्टिवर्धनम्। उर्वारुकमिव बन्धनान्मृत्योर्मुक्षीय माऽमृतात्॥" का 108 बार जप करें, या जितनी बार ध्यान के साथ कर सकें।',
      },
    },
    {
      key: 'rahu-ketu-mantra',
      title: { en: 'Rahu and Ketu mantras', hi: 'राहु और केतु के मंत्र' },
      text: {
        en: 'During a Rahu or Ketu period, chant "Om Raam Rahave Namah" on Saturdays and "Om Keim Ketave Namah" on Tuesdays, 108 times each.',
        hi: 'राहु या केतु की दशा में शनिवार को "ॐ रां राहवे नमः" और मंगलवार को "ॐ कें केतवे नमः" का 108-108 बार जप करें।',
      },
    },
    {
      key: 'nag-panchami',
      title: { en: 'Nag Panchami', hi: 'नाग पंचमी' },
      text: {
        en: 'Worship on Nag Panchami, in the month of Shravan, is traditionally considered especially helpful for this yoga. Please do not harm or feed live snakes; worship an image or idol.',
        hi: 'सावन माह में नाग पंचमी पर की गई पूजा इस योग के लिए परंपरा से विशेष लाभकारी मानी जाती है। कृपया जीवित साँपों को न सताएँ और न उन्हें दूध पिलाएँ; चित्र या प्रतिमा की पूजा करें।',
      },
    },
    {
      key: 'kaal-sarp-puja',
      title: { en: 'Kaal Sarp shanti puja', hi: 'काल सर्प शांति पूजा' },
      text: {
        en: 'A shanti puja at Trimbakeshwar near Nashik or at Ujjain is a well-known tradition. It is a matter of faith and choice; a simple puja at a local Shiva temple is also accepted.',
        hi: 'नासिक के पास त्र्यंबकेश्वर या उज्जैन में काल सर्प शांति पूजा एक प्रसिद्ध परंपरा है। यह आस्था और अपनी इच्छा का विषय है; नज़दीकी शिव मंदिर में की गई सादी पूजा भी मान्य है।',
      },
    },
    {
      key: 'service',
      title: { en: 'Service and charity', hi: 'सेवा और दान' },
      text: {
        en: 'Feeding the hungry, helping the elderly and looking after stray animals are traditional ways of calming Rahu and Ketu, and they do good whatever one believes.',
        hi: 'भूखों को भोजन कराना, बुज़ुर्गों की मदद करना और बेसहारा पशुओं की देखभाल करना राहु-केतु को शांत करने के पारंपरिक तरीक़े हैं, और आस्था जो भी हो, इनसे भलाई ही होती है।',
      },
    },
    {
      key: 'grounded-routine',
      title: { en: 'A grounded routine', hi: 'स्थिर दिनचर्या' },
      text: {
        en: 'Rahu loves shortcuts and Ketu detachment. A regular routine, honest dealings, meditation and finishing what you start are the practical remedy behind every ritual.',
        hi: 'राहु को शॉर्टकट पसंद हैं और केतु को विरक्ति। नियमित दिनचर्या, ईमानदार लेन-देन, ध्यान और शुरू किया काम पूरा करना, हर अनुष्ठान के पीछे का व्यावहारिक उपाय यही है।',
      },
    },
  ],
};

// ---------------------------------------------------------------------------
// Yogas for the kundali report
// ---------------------------------------------------------------------------

export type YogaKey =
  | 'gajakesari'
  | 'budhaditya'
  | 'ruchaka'
  | 'bhadra'
  | 'hamsa'
  | 'malavya'
  | 'shasha'
  | 'raja'
  | 'dhana'
  | 'vipreet-raja'
  | 'harsha'
  | 'sarala'
  | 'vimala'
  | 'neecha-bhanga-raja';

export interface YogaText {
  key: YogaKey;
  name: Bilingual;
  rule: Bilingual;
  effect: Bilingual;
}

export const yogas: readonly YogaText[] = [
  {
    key: 'gajakesari',
    name: { en: 'Gajakesari Yoga', hi: 'गजकेसरी योग' },
    rule: {
      en: 'Jupiter is in a kendra (the 1st, 4th, 7th or 10th house) counted from the Moon.',
      hi: 'चंद्रमा से गिनने पर गुरु केंद्र (पहले, चौथे, सातवें या दसवें भाव) में हो।',
    },
    effect: {
      en: 'Like the elephant and the lion it is named after, it gives dignity, wisdom and the respect of others, along with a generous nature. It is strongest when neither Jupiter nor the Moon is weak or debilitated.',
      hi: 'जिस हाथी और सिंह के नाम पर यह योग है, उन्हीं की तरह यह गरिमा, बुद्धिमत्ता और लोगों का सम्मान देता है, साथ ही उदार स्वभाव भी। जब गुरु और चंद्रमा में से कोई भी कमज़ोर या नीच का न हो, तब यह सबसे प्रभावी होता है।',
    },
  },
  {
    key: 'budhaditya',
    name: { en: 'Budhaditya Yoga', hi: 'बुधादित्य योग' },
    rule: {
      en: 'The Sun and Mercury are in the same sign.',
      hi: 'सूर्य और बुध एक ही राशि में हों।',
    },
    effect: {
      en: 'Sharp intelligence, good communication and skill with study, accounts or analysis. Because Mercury always stays close to the Sun, the yoga is common; it gives its best when Mercury is not too close to the Sun (not combust).',
      hi: 'तेज़ बुद्धि, अच्छी संवाद क्षमता और पढ़ाई, हिसाब-किताब या विश्लेषण में निपुणता। बुध हमेशा सूर्य के पास रहता है, इसलिए यह योग आम है; जब बुध सूर्य के बहुत निकट न हो (अस्त न हो), तब यह अपना सबसे अच्छा फल देता है।',
    },
  },
  {
    key: 'ruchaka',
    name: { en: 'Ruchaka Yoga', hi: 'रुचक योग' },
    rule: {
      en: 'One of the five Mahapurusha yogas: Mars in its own sign (Aries, Scorpio) or exalted (Capricorn) in a kendra from the ascendant.',
      hi: 'पंच महापुरुष योगों में से एक: लग्न से केंद्र में मंगल अपनी राशि (मेष, वृश्चिक) या उच्च राशि (मकर) में हो।',
    },
    effect: {
      en: 'Courage, physical strength, leadership and a capacity for decisive action. Suits careers in the forces, sport, engineering, surgery or management.',
      hi: 'साहस, शारीरिक बल, नेतृत्व और निर्णायक क़दम उठाने की क्षमता। सेना, खेल, इंजीनियरिंग, सर्जरी या प्रबंधन जैसे क्षेत्रों के लिए अनुकूल।',
    },
  },
  {
    key: 'bhadra',
    name: { en: 'Bhadra Yoga', hi: 'भद्र योग' },
    rule: {
      en: 'One of the five Mahapurusha yogas: Mercury in its own or exalted sign (Gemini, Virgo) in a kendra from the ascendant.',
      hi: 'पंच महापुरुष योगों में से एक: लग्न से केंद्र में बुध अपनी या उच्च राशि (मिथुन, कन्या) में हो।',
    },
    effect: {
      en: 'A quick, witty and well-spoken mind, a youthful manner and talent for trade, writing, teaching and analysis.',
      hi: 'तेज़, हाज़िरजवाब और वाक्पटु बुद्धि, युवा-सा स्वभाव और व्यापार, लेखन, अध्यापन व विश्लेषण में प्रतिभा।',
    },
  },
  {
    key: 'hamsa',
    name: { en: 'Hamsa Yoga', hi: 'हंस योग' },
    rule: {
      en: 'One of the five Mahapurusha yogas: Jupiter in its own sign (Sagittarius, Pisces) or exalted (Cancer) in a kendra from the ascendant.',
      hi: 'पंच महापुरुष योगों में से एक: लग्न से केंद्र में गुरु अपनी राशि (धनु, मीन) या उच्च राशि (कर्क) में हो।',
    },
    effect: {
      en: 'Wisdom, good values, a respected position and a love of learning and teaching. Such people are often trusted as advisers and guides.',
      hi: 'बुद्धिमत्ता, अच्छे संस्कार, सम्मानजनक स्थान और सीखने-सिखाने से प्रेम। ऐसे लोगों पर अक्सर सलाहकार और मार्गदर्शक के रूप में भरोसा किया जाता है।',
    },
  },
  {
    key: 'malavya',
    name: { en: 'Malavya Yoga', hi: 'मालव्य योग' },
    rule: {
      en: 'One of the five Mahapurusha yogas: Venus in its own sign (Taurus, Libra) or exalted (Pisces) in a kendra from the ascendant.',
      hi: 'पंच महापुरुष योगों में से एक: लग्न से केंद्र में शुक्र अपनी राशि (वृषभ, तुला) या उच्च राशि (मीन) में हो।',
    },
    effect: {
      en: 'Charm, artistic taste, comforts, vehicles and a happy family life. Favours the arts, design, hospitality, fashion and media.',
      hi: 'आकर्षण, कलात्मक रुचि, सुख-सुविधाएँ, वाहन और सुखी पारिवारिक जीवन। कला, डिज़ाइन, आतिथ्य, फ़ैशन और मीडिया के लिए अनुकूल।',
    },
  },
  {
    key: 'shasha',
    name: { en: 'Shasha Yoga', hi: 'शश योग' },
    rule: {
      en: 'One of the five Mahapurusha yogas: Saturn in its own sign (Capricorn, Aquarius) or exalted (Libra) in a kendra from the ascendant.',
      hi: 'पंच महापुरुष योगों में से एक: लग्न से केंद्र में शनि अपनी राशि (मकर, कुंभ) या उच्च राशि (तुला) में हो।',
    },
    effect: {
      en: 'Discipline, patience and the ability to organise people and resources. Success grows steadily with age, often through public service, law, administration or large organisations.',
      hi: 'अनुशासन, धैर्य और लोगों व संसाधनों को संगठित करने की क्षमता। उम्र के साथ सफलता लगातार बढ़ती है, अक्सर लोक सेवा, क़ानून, प्रशासन या बड़े संगठनों के ज़रिए।',
    },
  },
  {
    key: 'raja',
    name: { en: 'Raja Yoga', hi: 'राज योग' },
    rule: {
      en: 'The lord of a kendra (1st, 4th, 7th, 10th house) and the lord of a trikona (1st, 5th, 9th house) are connected by conjunction, mutual aspect or exchange of signs.',
      hi: 'किसी केंद्र (पहले, चौथे, सातवें, दसवें भाव) के स्वामी और किसी त्रिकोण (पहले, पाँचवें, नौवें भाव) के स्वामी के बीच युति, परस्पर दृष्टि या राशि परिवर्तन का संबंध हो।',
    },
    effect: {
      en: 'Rise in status, authority and recognition. The results usually come during the dashas of the planets forming the yoga and depend on their strength.',
      hi: 'पद, अधिकार और पहचान में वृद्धि। इसका फल आम तौर पर योग बनाने वाले ग्रहों की दशा में मिलता है और उनकी मज़बूती पर निर्भर करता है।',
    },
  },
  {
    key: 'dhana',
    name: { en: 'Dhana Yoga', hi: 'धन योग' },
    rule: {
      en: 'The lords of the wealth houses, the 2nd, 5th, 9th and 11th, are connected with each other or with the lord of the ascendant.',
      hi: 'धन से जुड़े भावों, यानी दूसरे, पाँचवें, नौवें और ग्यारहवें भाव के स्वामी आपस में या लग्नेश से संबंध बनाएँ।',
    },
    effect: {
      en: 'Good potential to earn and accumulate wealth. It shows capacity, not a guarantee; the results come through effort and sensible money decisions, mostly in the related dashas.',
      hi: 'धन कमाने और जोड़ने की अच्छी संभावना। यह क्षमता दिखाता है, गारंटी नहीं; इसका फल मेहनत और समझदारी भरे आर्थिक फ़ैसलों से, प्रायः संबंधित दशाओं में मिलता है।',
    },
  },
  {
    key: 'vipreet-raja',
    name: { en: 'Vipreet Raja Yoga', hi: 'विपरीत राज योग' },
    rule: {
      en: 'The lords of the dusthanas, the 6th, 8th and 12th houses, are placed in the 6th, 8th or 12th house. It has three forms: Harsha, Sarala and Vimala.',
      hi: 'दुःस्थान यानी छठे, आठवें और बारहवें भाव के स्वामी छठे, आठवें या बारहवें भाव में हों। इसके तीन रूप हैं: हर्ष, सरल और विमल।',
    },
    effect: {
      en: 'Success that comes out of difficulty: a setback, a rival or a crisis turns into an opening. Such people often do well in demanding situations.',
      hi: 'कठिनाई से निकलकर मिलने वाली सफलता: कोई रुकावट, प्रतिद्वंद्वी या संकट नए अवसर में बदल जाता है। ऐसे लोग अक्सर चुनौती भरी परिस्थितियों में अच्छा करते हैं।',
    },
  },
  {
    key: 'harsha',
    name: { en: 'Harsha Yoga', hi: 'हर्ष योग' },
    rule: {
      en: 'A form of Vipreet Raja yoga: the lord of the 6th house is in the 6th, 8th or 12th house.',
      hi: 'विपरीत राज योग का एक रूप: छठे भाव का स्वामी छठे, आठवें या बारहवें भाव में हो।',
    },
    effect: {
      en: 'Good resilience and health, victory over opponents and competition, and a cheerful nature, as its name, joy, suggests.',
      hi: 'अच्छी सहनशक्ति और सेहत, विरोधियों व प्रतिस्पर्धा पर जीत, और प्रसन्न स्वभाव, जैसा कि इसके नाम "हर्ष" से ही पता चलता है।',
    },
  },
  {
    key: 'sarala',
    name: { en: 'Sarala Yoga', hi: 'सरल योग' },
    rule: {
      en: 'A form of Vipreet Raja yoga: the lord of the 8th house is in the 6th, 8th or 12th house.',
      hi: 'विपरीत राज योग का एक रूप: आठवें भाव का स्वामी छठे, आठवें या बारहवें भाव में हो।',
    },
    effect: {
      en: 'Steadiness in crises, fearlessness, long life and a depth of learning. Problems that unsettle others are handled with calm.',
      hi: 'संकट में स्थिरता, निडरता, दीर्घायु और गहन ज्ञान। जो समस्याएँ दूसरों को विचलित कर देती हैं, उन्हें ऐसे लोग शांति से सँभाल लेते हैं।',
    },
  },
  {
    key: 'vimala',
    name: { en: 'Vimala Yoga', hi: 'विमल योग' },
    rule: {
      en: 'A form of Vipreet Raja yoga: the lord of the 12th house is in the 6th, 8th or 12th house.',
      hi: 'विपरीत राज योग का एक रूप: बारहवें भाव का स्वामी छठे, आठवें या बारहवें भाव में हो।',
    },
    effect: {
      en: 'Careful with money, independent, of good conduct and able to save. Expenses stay under control and a clean reputation is built over time.',
      hi: 'पैसों के मामले में सावधान, आत्मनिर्भर, सदाचारी और बचत करने में सक्षम। ख़र्च नियंत्रण में रहते हैं और समय के साथ साफ़-सुथरी प्रतिष्ठा बनती है।',
    },
  },
  {
    key: 'neecha-bhanga-raja',
    name: { en: 'Neecha Bhanga Raja Yoga', hi: 'नीचभंग राज योग' },
    rule: {
      en: 'A debilitated planet has its debilitation cancelled, for example when the lord of the sign it occupies, or the lord of its exaltation sign, is in a kendra from the ascendant or the Moon.',
      hi: 'नीच राशि में बैठे ग्रह का नीचत्व भंग हो जाए, जैसे जब उस राशि का स्वामी जिसमें ग्रह बैठा है, या उसकी उच्च राशि का स्वामी, लग्न या चंद्रमा से केंद्र में हो।',
    },
    effect: {
      en: 'Weakness turned into strength: early struggles in the matters of that planet give way to notable success later in life, often greater than if the planet had simply been strong.',
      hi: 'कमज़ोरी का ताक़त में बदलना: उस ग्रह से जुड़े मामलों में शुरुआती संघर्ष के बाद जीवन में आगे चलकर उल्लेखनीय सफलता मिलती है, अक्सर उससे भी बड़ी जो ग्रह के सीधे बलवान होने पर मिलती।',
    },
  },
];
