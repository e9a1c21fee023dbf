import type { Bilingual } from './types';

/** A customer's feedback shown in the home page carousel. */
export interface Testimonial {
  key: string;
  /** The customer's name as they write it in English. */
  name: string;
  /** The same name in Devanagari, for the Hindi site. */
  nameHi: string;
  city: string;
  cityHi: string;
  comment: Bilingual;
  alt: Bilingual;
  /** Our own drawn avatar (apps/web/public/home/avatars). */
  imgUri: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    key: 'priya-sharma',
    name: 'Priya Sharma',
    nameHi: 'प्रिया शर्मा',
    city: 'Jaipur',
    cityHi: 'जयपुर',
    comment: {
      en: 'I was unsure about changing jobs and spoke to an astrologer late at night. She went through my chart patiently, never pushed any remedy, and helped me think about the timing. I took the new job three months later and feel settled.',
      hi: 'नौकरी बदलने को लेकर मैं उलझन में थी और देर रात एक ज्योतिषी से बात की। उन्होंने धैर्य से मेरी कुंडली देखी, कोई उपाय थोपा नहीं और सही समय के बारे में सोचने में मदद की। तीन महीने बाद मैंने नई नौकरी ली और अब मन स्थिर है।',
    },
    alt: { en: 'Illustration of Priya Sharma', hi: 'प्रिया शर्मा का चित्र' },
    imgUri: '/home/avatars/priya-sharma.svg',
  },
  {
    key: 'rohit-verma',
    name: 'Rohit Verma',
    nameHi: 'रोहित वर्मा',
    city: 'Lucknow',
    cityHi: 'लखनऊ',
    comment: {
      en: 'We used the free kundali matching for my sister and then booked a short call to understand the result. The astrologer explained each koot in simple Hindi. The cost was shown every minute, so there were no surprises.',
      hi: 'बहन के रिश्ते के लिए हमने मुफ़्त कुंडली मिलान किया और फिर नतीजा समझने के लिए छोटी-सी कॉल बुक की। ज्योतिषी जी ने हर कूट सरल हिंदी में समझाया। हर मिनट का ख़र्च सामने दिख रहा था, इसलिए कोई झंझट नहीं हुई।',
    },
    alt: { en: 'Illustration of Rohit Verma', hi: 'रोहित वर्मा का चित्र' },
    imgUri: '/home/avatars/rohit-verma.svg',
  },
  {
    key: 'ananya-iyer',
    name: 'Ananya Iyer',
    nameHi: 'अनन्या अय्यर',
    city: 'Chennai',
    cityHi: 'चेन्नई',
    comment: {
      en: 'The kundali report is detailed but easy to read. I finally understood what my Moon sign and current dasha mean. I keep coming back to the panchang page before family functions.',
      hi: 'कुंडली रिपोर्ट विस्तृत है, फिर भी पढ़ने में आसान। पहली बार समझ आया कि मेरी चंद्र राशि और चल रही दशा का क्या मतलब है। परिवार के किसी भी आयोजन से पहले मैं पंचांग पेज ज़रूर देखती हूँ।',
    },
    alt: { en: 'Illustration of Ananya Iyer', hi: 'अनन्या अय्यर का चित्र' },
    imgUri: '/home/avatars/ananya-iyer.svg',
  },
  {
    key: 'manpreet-kaur',
    name: 'Manpreet Kaur',
    nameHi: 'मनप्रीत कौर',
    city: 'Ludhiana',
    cityHi: 'लुधियाना',
    comment: {
      en: 'I was worried after someone told me I was manglik. The astrologer here showed me that the dosha is cancelled in my chart and explained why. It was a relief to get an honest answer instead of a list of expensive pujas.',
      hi: 'किसी ने कहा कि मैं मांगलिक हूँ तो मैं परेशान हो गई थी। यहाँ के ज्योतिषी ने दिखाया कि मेरी कुंडली में यह दोष भंग हो जाता है और इसका कारण भी समझाया। महँगी पूजाओं की सूची की जगह ईमानदार जवाब मिला, इससे बड़ी राहत मिली।',
    },
    alt: { en: 'Illustration of Manpreet Kaur', hi: 'मनप्रीत कौर का चित्र' },
    imgUri: '/home/avatars/manpreet-kaur.svg',
  },
  {
    key: 'suresh-patel',
    name: 'Suresh Patel',
    nameHi: 'सुरेश पटेल',
    city: 'Ahmedabad',
    cityHi: 'अहमदाबाद',
    comment: {
      en: 'Good guidance on the Vastu of our new shop. The expert used the compass on my phone over a video call and suggested small changes, nothing that needed breaking walls. Chat support also helped me with a recharge.',
      hi: 'हमारी नई दुकान के वास्तु पर अच्छी सलाह मिली। विशेषज्ञ ने वीडियो कॉल पर मेरे फ़ोन का कंपास इस्तेमाल करवाया और छोटे-छोटे बदलाव बताए, दीवार तोड़ने जैसी कोई बात नहीं। रिचार्ज में दिक़्क़त आई तो चैट सपोर्ट ने भी मदद की।',
    },
    alt: { en: 'Illustration of Suresh Patel', hi: 'सुरेश पटेल का चित्र' },
    imgUri: '/home/avatars/suresh-patel.svg',
  },
  {
    key: 'neha-mishra',
    name: 'Neha Mishra',
    nameHi: 'नेहा मिश्रा',
    city: 'Patna',
    cityHi: 'पटना',
    comment: {
      en: 'My son listens to the exam mantra meditation every morning before studying. He says it helps him settle down. We also had a helpful chat about his subject choice after Class 10.',
      hi: 'मेरा बेटा हर सुबह पढ़ाई से पहले परीक्षा वाला मंत्र ध्यान सुनता है। वह कहता है कि इससे मन शांत होकर पढ़ाई में लगता है। दसवीं के बाद विषय चुनने को लेकर भी हमारी एक उपयोगी बातचीत हुई।',
    },
    alt: { en: 'Illustration of Neha Mishra', hi: 'नेहा मिश्रा का चित्र' },
    imgUri: '/home/avatars/neha-mishra.svg',
  },
];
