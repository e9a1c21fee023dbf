import type { PageText } from './types';

/** /mole-astrology: the texts around the regions of moles.ts, whose moleIntro is the page's introduction. */
export const molesPage: PageText = {
  lead: {
    en: 'What a mole on your face, hands, back, stomach or feet means in samudrik shastra, region by region, with the nature tradition gives each spot.',
    hi: 'सामुद्रिक शास्त्र के अनुसार चेहरे, हाथों, पीठ, पेट या पैरों पर तिल का क्या अर्थ है, हिस्से-दर-हिस्से, और परंपरा हर जगह के तिल को कैसा मानती है।',
  },
  intro: [],
  sections: [
    {
      key: 'reading',
      title: { en: 'How to read this page', hi: 'इस पेज को कैसे पढ़ें' },
      paragraphs: [
        {
          en: 'Start with the general signs, which apply to a mole anywhere on the body, then find the region where your mole is. Each spot is marked auspicious, mixed or asking for care, and where tradition reads the left and right sides differently, the side is shown too.',
          hi: 'पहले सामान्य संकेत पढ़ें, जो शरीर पर कहीं भी हो, हर तिल पर लागू होते हैं, फिर वह हिस्सा देखें जहाँ आपका तिल है। हर जगह को शुभ, मिश्रित या सावधानी वाला बताया गया है, और जहाँ परंपरा दाईं और बाईं ओर को अलग पढ़ती है, वहाँ ओर भी लिखी है।',
        },
      ],
    },
  ],
};
