import type { PageText } from './types';

/** /kaal-sarp-dosha: the texts around the types and remedies of doshas.ts. */
export const kaalSarpPage: PageText = {
  lead: {
    en: 'Kaal Sarp dosha is said to form when all seven planets lie between Rahu and Ketu. Here are its twelve types and their effects, the remedies tradition suggests, and an honest view of how much weight it deserves.',
    hi: 'माना जाता है कि जब सातों ग्रह राहु और केतु के बीच हों, तब काल सर्प दोष बनता है। यहाँ इसके बारह प्रकार और उनके प्रभाव हैं, परंपरा के सुझाए उपाय हैं, और यह ईमानदार नज़रिया भी कि इसे कितना महत्व देना चाहिए।',
  },
  intro: [],
  sections: [
    {
      key: 'check',
      title: { en: 'How to check your chart', hi: 'अपनी कुंडली में कैसे देखें' },
      paragraphs: [
        {
          en: 'Find Rahu and Ketu in your kundali: they are always exactly opposite each other, six houses apart. Then see whether the Sun, Moon, Mars, Mercury, Jupiter, Venus and Saturn all sit in the houses on one side of that axis. If they do, the yoga is complete. If even one planet falls on the other side, it is incomplete; see partial Kaal Sarp below.',
          hi: 'अपनी कुंडली में राहु और केतु को देखें: ये हमेशा एक-दूसरे के ठीक सामने, छह भाव की दूरी पर होते हैं। फिर देखें कि सूर्य, चंद्रमा, मंगल, बुध, गुरु, शुक्र और शनि, सभी इस धुरी के एक ही ओर के भावों में हैं या नहीं। अगर हैं, तो योग पूरा है। अगर एक भी ग्रह दूसरी ओर है, तो योग अधूरा है; नीचे आंशिक काल सर्प देखें।',
        },
      ],
    },
    {
      key: 'types',
      title: { en: 'The twelve types and their effects', hi: 'बारह प्रकार और उनके प्रभाव' },
      paragraphs: [
        {
          en: 'Each type is named after one of the great serpents of the Puranas and depends on the house Rahu occupies; Ketu is always in the seventh house from it. The effects describe tendencies in the houses involved, and every type has a constructive side as well.',
          hi: 'हर प्रकार का नाम पुराणों के किसी महानाग पर है और यह इस पर निर्भर करता है कि राहु किस भाव में है; केतु हमेशा उससे सातवें भाव में होता है। प्रभाव उन भावों से जुड़ी प्रवृत्तियाँ बताते हैं, और हर प्रकार का एक रचनात्मक पहलू भी है।',
        },
      ],
    },
  ],
};
